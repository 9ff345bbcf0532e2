// Command retrylint finds retry cascades in Go code: retry owners whose
// retried operation reaches another retry owner. Run it as
// "retrylint ./..." or as "go vet -vettool=$(command -v retrylint) ./...".
package main

import (
	"errors"
	"flag"
	"os"
	"os/exec"
	"strings"

	"golang.org/x/tools/go/analysis/multichecker"

	"github.com/retrylint/retrylint/analyzer"
	"github.com/retrylint/retrylint/report"
)

func main() {
	args := os.Args[1:]
	if report.Wanted(args) {
		os.Exit(report.Main(analyzer.All(), args, os.Stdout, os.Stderr))
	}
	if len(args) > 0 && args[0] == "help" {
		os.Exit(help(args[1:], analyzer.All(), os.Stdout, os.Stderr))
	}
	if code, ok := fixThenReport(args); ok {
		os.Exit(code)
	}
	// A run that uses none of the pre-merge flags never sets them; they
	// are declared so that -help lists them.
	report.DeclareFlags(flag.CommandLine)
	multichecker.Main(analyzer.All()...)
}

// fixPass marks the run that applies the fixes.
const fixPass = "RETRYLINT_FIX_PASS"

// fixThenReport serves -fix: the multichecker applies the fixes, but then
// prints nothing and exits 0 even when findings without a fix are left,
// so a CI step with -fix would pass by accident. Here one run of this
// binary applies the fixes, and a second run without -fix prints what is
// left and exits as a plain run does. ok is false when args do not ask
// for it (no -fix, or -diff, which only prints).
func fixThenReport(args []string) (code int, ok bool) {
	if os.Getenv(fixPass) != "" || !hasFlag(args, "fix") || hasFlag(args, "diff") {
		return 0, false
	}
	self, err := os.Executable()
	if err != nil {
		return 0, false
	}
	if code := runSelf(self, args, fixPass+"=1"); code != 0 && code != 3 {
		return code, true // the fixes could not be applied
	}
	var rest []string
	for _, a := range args {
		if !isFlag(a, "fix") {
			rest = append(rest, a)
		}
	}
	return runSelf(self, rest, fixPass+"=1"), true
}

// runSelf runs the binary with args and returns its exit code.
func runSelf(self string, args []string, env string) int {
	cmd := exec.Command(self, args...)
	cmd.Env = append(os.Environ(), env)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	err := cmd.Run()
	var ee *exec.ExitError
	switch {
	case err == nil:
		return 0
	case errors.As(err, &ee):
		return ee.ExitCode()
	}
	return 1
}

// hasFlag reports whether the flags before the first argument that is
// not one set the boolean flag name.
func hasFlag(args []string, name string) bool {
	for _, a := range args {
		if a == "--" || !strings.HasPrefix(a, "-") {
			return false
		}
		if isFlag(a, name) {
			return true
		}
	}
	return false
}

// isFlag reports whether a is -name, --name or -name=true.
func isFlag(a, name string) bool {
	a = strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-")
	return a == name || a == name+"=true" || a == name+"=1"
}
