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
	analysistest.Run(t, writePackage(t, "large", sb.String()), analyzer.NewNestedRetry(), "large")
}

// recursiveComponent writes a package of n mutually recursive functions
// (F_i calls F_i+1 and F_i-1: one strongly connected component) in which
// only F0 reaches a retry loop, and a loop that retries F_n-1: the nest
// is found only when what F0 reaches travels the whole chain, against the
// order the component is listed in.
func recursiveComponent(t testing.TB, n int) string {
	var sb strings.Builder
	sb.WriteString("package rec\n\nimport (\n\t\"net/http\"\n\t\"time\"\n)\n\n")
	sb.WriteString("func get(url string) error {\n\tfor i := 0; i < 3; i++ {\n\t\tif resp, err := http.Get(url); err == nil {\n\t\t\tresp.Body.Close()\n\t\t\treturn nil\n\t\t}\n\t\ttime.Sleep(time.Second)\n\t}\n\treturn nil\n}\n\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&sb, "func F%d(depth int) error {\n\tif depth <= 0 {\n", i)
		if i == 0 {
			sb.WriteString("\t\treturn get(\"x\")\n")
		} else {
			sb.WriteString("\t\treturn nil\n")
		}
		sb.WriteString("\t}\n")
		if i+1 < n {
			fmt.Fprintf(&sb, "\tif err := F%d(depth - 1); err != nil {\n\t\treturn err\n\t}\n", i+1)
		}
		if i > 0 {
			fmt.Fprintf(&sb, "\tif err := F%d(depth - 2); err != nil {\n\t\treturn err\n\t}\n", i-1)
		}
		sb.WriteString("\treturn nil\n}\n\n")
	}
	fmt.Fprintf(&sb, "func Retry() error {\n\tvar err error\n\tfor i := 0; i < 4; i++ {\n\t\tif err = F%d(10); err == nil { // want `for loop \\(4 attempts\\) calls rec.F%d, which reaches rec.get \\(for loop, 3 attempts\\): up to 12 calls`\n\t\t\treturn nil\n\t\t}\n\t}\n\treturn err\n}\n", n-1, n-1)
	return writePackage(t, "rec", sb.String())
}

// writePackage writes src as package name of a GOPATH-style testdata
// tree in a temporary directory, and returns the tree.
func writePackage(t testing.TB, name, src string) string {
	dir := t.TempDir()
	pkg := filepath.Join(dir, "src", name)
	if err := os.MkdirAll(pkg, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(pkg, name+".go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestRecursiveComponent: 5,000 mutually recursive functions in one
// package; the fixed point reaches across all of them (a round-robin
// bounded to 64 passes stopped short and missed the nest). No timing is
// asserted: BenchmarkRecursiveComponent reports it.
func TestRecursiveComponent(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, recursiveComponent(t, 5000), analyzer.NewNestedRetry(), "rec")
}

// BenchmarkRecursiveComponent measures a run (loading and type-checking
// included) over the 5,000 mutually recursive functions:
//
//	go test ./analyzer -run '^$' -bench RecursiveComponent -benchtime 3x
func BenchmarkRecursiveComponent(b *testing.B) {
	dir := recursiveComponent(b, 5000)
	for b.Loop() {
		analysistest.Run(b, dir, analyzer.NewNestedRetry(), "rec")
	}
}
