package catalog

import "strings"

// loggingPackages are the logging libraries (and their subpackages). A
// call to log is neither remote I/O nor a wait that paces a retry loop:
// what waits inside them is a flush's timeout before the process exits
// (klog's timeoutFlush on Fatal) or a background flusher's ticker, and
// what they write goes to a local sink. They are never summarised, so a
// log line in a retry loop changes nothing of how the loop is judged.
var loggingPackages = []string{
	"k8s.io/klog",
	"github.com/golang/glog",
	"github.com/go-logr/logr",
	"github.com/go-logr/zapr",
	"go.uber.org/zap",
	"github.com/sirupsen/logrus",
	"github.com/rs/zerolog",
	"github.com/hashicorp/go-hclog",
	"github.com/go-kit/log",
	"github.com/go-kit/kit/log",
	"github.com/charmbracelet/log",
	"github.com/inconshreveable/log15",
	"github.com/apex/log",
}

// Logging reports whether path is a logging library or one of its
// subpackages.
func Logging(path string) bool {
	for _, p := range loggingPackages {
		if path == p || strings.HasPrefix(path, p+"/") {
			return true
		}
	}
	return false
}
