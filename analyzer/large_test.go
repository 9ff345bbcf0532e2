package analyzer_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/retrylint/retrylint/analyzer"
)

// TestLargeFunction runs the analysis on a generated function with
// thousands of calls, error checks and loops: it must finish and report
// only the nests it contains. (No timing is asserted.)
func TestLargeFunction(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	pkg := filepath.Join(dir, "src", "large")
	if err := os.MkdirAll(pkg, 0o755); err != nil {
		t.Fatal(err)
	}
	var sb strings.Builder
	sb.WriteString("package large\n\nimport (\n\t\"net\"\n\t\"time\"\n)\n\n")
	sb.WriteString("func dial() error { c, err := net.Dial(\"tcp\", \"x\"); if err == nil { c.Close() }; return err }\n\n")
	sb.WriteString("func retry() error {\n\tvar err error\n\tfor i := 0; i < 3; i++ {\n\t\tif err = dial(); err == nil {\n\t\t\treturn nil\n\t\t}\n\t\ttime.Sleep(time.Millisecond)\n\t}\n\treturn err\n}\n\n")
	sb.WriteString("func Large() error {\n\tvar err error\n")
	for i := 0; i < 1500; i++ {
		fmt.Fprintf(&sb, "\tif err = dial(); err != nil {\n\t\terr = dial()\n\t}\n")
		if i%10 == 0 {
			fmt.Fprintf(&sb, "\tfor j := 0; j < %d; j++ {\n\t\tif err = dial(); err == nil {\n\t\t\tbreak\n\t\t}\n\t\ttime.Sleep(time.Millisecond)\n\t}\n", 2+i%5)
		}
	}
	// One real nest at the end.
	sb.WriteString("\tfor k := 0; k < 2; k++ {\n\t\tif err = retry(); err == nil { // want `for loop \\(2 attempts\\) calls large.retry, which retries in a for loop \\(3 attempts\\): up to 6 calls`\n\t\t\tbreak\n\t\t}\n\t\ttime.Sleep(time.Millisecond)\n\t}\n")
	sb.WriteString("\treturn err\n}\n")
	if err := os.WriteFile(filepath.Join(pkg, "large.go"), []byte(sb.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, dir, analyzer.NewNestedRetry(), "large")
}
