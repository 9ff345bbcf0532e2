package catalog

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// pkgOfSplit is the plain form of pkgOf: split the last element at dots.
func pkgOfSplit(key string) string {
	slash := strings.LastIndexByte(key, '/')
	parts := strings.Split(key[slash+1:], ".")
	if len(parts) < 2 {
		return ""
	}
	n := 1
	for n < len(parts)-1 && isPathSuffix(parts[n]) {
		n++
	}
	return key[:slash+1] + strings.Join(parts[:n], ".")
}

func TestPkgOf(t *testing.T) {
	keys := []string{
		"net/http.Client.Do", "time.Sleep", "fmt.Errorf", "error", "Error",
		"github.com/cenkalti/backoff/v4.Retry", "github.com/cenkalti/backoff/v4.ExponentialBackOff.NextBackOff",
		"gopkg.in/retry.v1.Start", "gopkg.in/yaml.v2.Unmarshal", "go.temporal.io/sdk/workflow.Go",
		"github.com/aws/aws-sdk-go-v2/service/s3.Client.PutObject", "example.com/x.go.F", "example.com/x.go",
		"example.com/a.v1.v2.F", "example.com/a.v1.v2", "a.b", "a.", ".b", "", "a/b/", "a/b.c.d.e",
	}
	for _, k := range keys {
		assert.Equal(t, pkgOfSplit(k), pkgOf(k), "pkgOf(%q)", k)
	}
}

func TestHasPrefixSlash(t *testing.T) {
	for _, c := range []struct{ path, prefix string }{
		{"github.com/aws/aws-sdk-go-v2", "github.com/aws/aws-sdk-go-v2/"},
		{"github.com/aws/aws-sdk-go-v2/service/s3", "github.com/aws/aws-sdk-go-v2/"},
		{"github.com/aws/aws-sdk-go-v2x", "github.com/aws/aws-sdk-go-v2/"},
		{"github.com/aws", "github.com/aws/aws-sdk-go-v2/"},
		{"a", "a"}, {"a", "ab"}, {"ab", "a"}, {"", "/"}, {"", ""}, {"x", "x/"}, {"x", "y/"},
	} {
		assert.Equal(t, strings.HasPrefix(c.path+"/", c.prefix), hasPrefixSlash(c.path, c.prefix), "%q %q", c.path, c.prefix)
	}
}
