package analyzer_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/retrylint/retrylint/analyzer"
)

// TestNestedRetryRealModules runs nestedretry on testdata/realmod, a module
// that requires the real retry libraries (not stubs): one package per
// family, each with nested cases (// want) and single-layer negatives.
// Cases the analyzer gets wrong today live in pending.go files behind
// //go:build pending and are not loaded here.
//
// analysistest loads a testdata dir that has a go.mod in module mode with
// GOPROXY=off, so the modules are downloaded first, with the test's own
// environment (the user's GOPROXY, GOMODCACHE, GOFLAGS).
func TestNestedRetryRealModules(t *testing.T) {
	if testing.Short() {
		t.Skip("downloads and analyses real modules (about 25 MiB, k8s and gRPC included)")
	}
	dir := filepath.Join(testdata(), "realmod")

	cmd := exec.Command("go", "mod", "download")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go mod download in %s: %v\n%s", dir, err, out)
	}

	analysistest.Run(t, dir, analyzer.NewNestedRetry(), "example.com/realmod/...")
}
