package callgraph

import (
	"testing"

	"golang.org/x/tools/go/analysis"
)

// TestOwnModule: the packages of the module under analysis are
// summarised even when the catalog models them (a library's own
// repository); a dependency, a driver that gives no module and a GOPATH
// tree (analysistest's empty Module) keep "a modelled library is never
// summarised".
func TestOwnModule(t *testing.T) {
	for _, c := range []struct {
		name string
		mod  *analysis.Module
		want bool
	}{
		{"no module (nogo, golangci-lint)", nil, false},
		{"GOPATH tree", &analysis.Module{}, false},
		{"main module", &analysis.Module{Path: "github.com/hashicorp/go-retryablehttp", Main: true}, true},
		{"main module under go vet (no Main before go1.27)", &analysis.Module{Path: "github.com/hashicorp/go-retryablehttp"}, true},
		{"dependency", &analysis.Module{Path: "github.com/hashicorp/go-retryablehttp", Version: "v0.7.7"}, false},
		{"dependency replaced by a directory", &analysis.Module{Path: "github.com/hashicorp/go-retryablehttp", Version: "v0.7.7",
			Replace: &analysis.Module{Path: "../go-retryablehttp"}}, false},
	} {
		if got := ownModule(&analysis.Pass{Module: c.mod}); got != c.want {
			t.Errorf("%s: ownModule = %v, want %v", c.name, got, c.want)
		}
	}
}
