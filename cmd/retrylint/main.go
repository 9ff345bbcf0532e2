// Command retrylint finds retry cascades in Go code: retry owners whose
// retried operation reaches another retry owner. Run it as
// "retrylint ./..." or as "go vet -vettool=$(command -v retrylint) ./...".
package main

import (
	"crypto/sha256"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/unitchecker"

	"github.com/retrylint/retrylint/analyzer"
	"github.com/retrylint/retrylint/config"
	"github.com/retrylint/retrylint/report"
)

func main() {
	args := os.Args[1:]
	switch {
	case vetProtocol(args):
		// go vet asks for the flags, then runs one .cfg per package.
		checks, err := configured()
		if err != nil {
			fmt.Fprintf(os.Stderr, "retrylint: %v\n", err)
			os.Exit(report.ExitError)
		}
		// go vet asks for JSON and prints the text itself, so the
		// name goes into the message in both forms.
		unitchecker.Main(named(checks)...)
	case len(args) == 1 && (args[0] == "-V=full" || args[0] == "--V=full"):
		os.Exit(version(os.Stdout, true))
	case len(args) == 1 && (args[0] == "version" || args[0] == "-version" || args[0] == "--version" || args[0] == "-V"):
		os.Exit(version(os.Stdout, false))
	case len(args) > 0 && args[0] == "help":
		os.Exit(help(args[1:], analyzer.All(), os.Stdout, os.Stderr))
	case len(args) == 1 && (args[0] == "-checks" || args[0] == "--checks"):
		os.Exit(listChecks(analyzer.All(), os.Stdout))
	case len(args) > 0 && isExplain(args[0]):
		os.Exit(explain(args, analyzer.All(), os.Stdout, os.Stderr))
	default:
		// Everything else, -fix and -diff included: one analysis, with
		// the driver's load (-tags, packages that do not load) and exit
		// codes.
		os.Exit(report.Main(analyzer.All(), args, os.Stdout, os.Stderr))
	}
}

// vetProtocol reports whether go vet runs the binary: with -flags, or
// with a .cfg file as the last argument.
func vetProtocol(args []string) bool {
	if len(args) == 1 && (args[0] == "-flags" || args[0] == "--flags") {
		return true
	}
	return len(args) > 0 && strings.HasSuffix(args[len(args)-1], ".cfg")
}

// configured is the checks with the configuration of the working
// directory applied (under go vet, the package's directory).
func configured() ([]*analysis.Analyzer, error) {
	wd, _ := os.Getwd()
	checks := analyzer.All()
	conf, err := config.ForDir(wd, checks)
	if err != nil {
		return nil, err
	}
	if err := conf.SetFlags(checks); err != nil {
		return nil, err
	}
	return conf.Apply(checks), nil
}

// named makes each check's findings start with the check's name, as in
// the standalone text ("file:line:col: nestedretry: ..."): go vet prints
// the message alone, and //retrylint:ignore needs the name.
func named(checks []*analysis.Analyzer) []*analysis.Analyzer {
	for _, a := range checks {
		run, name := a.Run, a.Name
		a.Run = func(pass *analysis.Pass) (any, error) {
			report := pass.Report
			pass.Report = func(d analysis.Diagnostic) {
				d.Message = name + ": " + d.Message
				report(d)
			}
			return run(pass)
		}
	}
	return checks
}

// version prints the module version. With full, it prints the line go
// vet reads to identify the tool for its cache: the last field is a
// hash of the binary and of the configuration of the working directory,
// so that a rebuilt binary or an edited .retrylint.yml invalidates the
// cached results.
func version(w io.Writer, full bool) int {
	v := "devel"
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		v = bi.Main.Version
	}
	if !full {
		fmt.Fprintf(w, "retrylint %s (%s)\n", v, runtime.Version())
		return report.ExitClean
	}
	h := sha256.New()
	if self, err := os.Executable(); err == nil {
		if f, err := os.Open(self); err == nil {
			io.Copy(h, f)
			f.Close()
		}
	}
	wd, _ := os.Getwd()
	if p := config.Find(wd); p != "" {
		if data, err := os.ReadFile(p); err == nil {
			h.Write(data)
		}
	}
	// "NAME version devel ... buildID=ID": go vet takes ID as the
	// tool's identity when the third field is "devel", and the whole
	// line otherwise; both change with the hash.
	if v != "devel" {
		v = "devel " + v
	}
	fmt.Fprintf(w, "retrylint version %s %s buildID=%x\n", v, runtime.Version(), h.Sum(nil))
	return report.ExitClean
}
