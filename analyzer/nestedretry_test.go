package analyzer_test

import (
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
		"nest/inner", "nest/forms", "nest/gen", "nest/directives", "nest/recursion", "nest/grpcconn",
	)
}
