package analyzer_test

import (
	"os/exec"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/retrylint/retrylint/analyzer"
)

func testdata() string {
	dir, err := filepath.Abs(filepath.Join("..", "testdata"))
	if err != nil {
		panic(err)
	}
	return dir
}

func TestNestedRetry(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata(), analyzer.NewNestedRetry(),
		"chain/edge", "chain/adapter", "chain/pricing",
		"nest/inner", "nest/forms", "nest/gen", "nest/directives", "nest/recursion", "nest/grpcconn", "nest/goroutines", "nest/rangefunc", "nest/dispatch", "nest/switchuse", "nest/defaults", "nest/rangeuse", "nest/callbacks", "nest/dispatch/std", "nest/mocks", "nest/deep", "nest/checkout", "nest/once",
	)
}

func TestNestedRetryMaxProduct(t *testing.T) {
	t.Parallel()
	a := analyzer.NewNestedRetry()
	if err := a.Flags.Set("max-product", "10"); err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, testdata(), a, "maxproduct")
	if err := a.Flags.Set("max-product", "0"); err == nil {
		t.Error("max-product=0 was accepted")
	}
}

func TestNestedRetryScope(t *testing.T) {
	t.Parallel()
	a := analyzer.NewNestedRetry()
	if err := a.Flags.Set("exclude", "scope/lib"); err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, testdata(), a, "scope/lib", "scope/app")
	if err := a.Flags.Set("include", "bad prefix*"); err == nil {
		t.Error("an invalid include prefix was accepted")
	}
}

// TestNestedRetryCgo: a finding in a cgo package is reported at its
// source line, not dropped as generated (the files the analysis reads are
// cgo's output, with a "Code generated" header).
func TestNestedRetryCgo(t *testing.T) {
	if _, err := exec.LookPath("gcc"); err != nil {
		t.Skip("no C compiler for cgo")
	}
	t.Setenv("CGO_ENABLED", "1")
	analysistest.Run(t, testdata(), analyzer.NewNestedRetry(), "cgouse", "cgogen")
}
