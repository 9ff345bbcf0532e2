package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// help serves "retrylint help" and "retrylint help CHECK" in place of
// the multichecker's generic text: what the command is, its checks with
// one line each, and a check's documentation, page and flags. It returns
// the exit code: 0, or 2 for a check that does not exist.
func help(args []string, checks []*analysis.Analyzer, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stdout, `retrylint finds retry cascades in Go code: retry owners whose retried
operation reaches another retry owner, budget checks after the route
they should gate, retried writes without an idempotency key, and the
other checks below.

Usage:
	retrylint [flags] packages...
	go vet -vettool=$(command -v retrylint) [flags] packages...
	retrylint -sarif=FILE|- [-baseline=FILE] [-write-baseline=FILE] packages...
	retrylint -json packages...
	retrylint -diff packages...      (the suggested fixes as a diff; -fix applies them)
	retrylint -tags=TAG,... packages...
	retrylint version

Checks:
`)
		printChecks(checks, stdout, "\t")
		fmt.Fprint(stdout, `
Run "retrylint help CHECK" (or -explain CHECK) for a check's
documentation with a bad and a good example, "retrylint -checks" for
the list alone, and
"retrylint -help" for every flag. The checks, their flags, severity
and exclusions can be set in a .retrylint.yml file at or above the
working directory. Exit codes, in every output mode: 0 nothing found,
1 findings, 2 usage, configuration, load or internal errors (go vet
exits 1). A package that does not load costs its findings and its
importers', nothing more: the others are still printed, and each error
is one line on stderr.
`)
		return 0
	}
	for _, a := range checks {
		if a.Name != args[0] {
			continue
		}
		fmt.Fprintf(stdout, "%s: %s\n\n%s\n\nMore: %s\n", a.Name, summary(a), strings.TrimSpace(body(a)), a.URL)
		var flags []string
		a.Flags.VisitAll(func(f *flag.Flag) {
			flags = append(flags, fmt.Sprintf("\t-%s.%s\t%s", a.Name, f.Name, f.Usage))
		})
		if len(flags) > 0 {
			fmt.Fprintf(stdout, "\nFlags:\n%s\n", strings.Join(flags, "\n"))
		}
		return 0
	}
	var names []string
	for _, a := range checks {
		names = append(names, a.Name)
	}
	fmt.Fprintf(stderr, "retrylint: no check %q; the checks are %s\n", args[0], strings.Join(names, ", "))
	return 2
}

// printChecks prints one line per check: its name and summary.
func printChecks(checks []*analysis.Analyzer, w io.Writer, indent string) {
	width := 0
	for _, a := range checks {
		width = max(width, len(a.Name))
	}
	for _, a := range checks {
		fmt.Fprintf(w, "%s%-*s  %s\n", indent, width, a.Name, summary(a))
	}
}

// listChecks serves -checks.
func listChecks(checks []*analysis.Analyzer, stdout io.Writer) int {
	printChecks(checks, stdout, "")
	return 0
}

// isExplain reports whether a is -explain or -explain=CHECK.
func isExplain(a string) bool {
	a = strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-")
	return a == "explain" || strings.HasPrefix(a, "explain=")
}

// explain serves -explain CHECK and -explain=CHECK: the check's help.
func explain(args []string, checks []*analysis.Analyzer, stdout, stderr io.Writer) int {
	_, name, ok := strings.Cut(args[0], "=")
	switch {
	case ok && len(args) == 1:
	case !ok && len(args) == 2:
		name = args[1]
	default:
		fmt.Fprintln(stderr, "retrylint: usage: retrylint -explain CHECK (retrylint -checks lists them)")
		return 2
	}
	return help([]string{name}, checks, stdout, stderr)
}

// summary is the first line of a check's doc without its "name: ".
func summary(a *analysis.Analyzer) string {
	first, _, _ := strings.Cut(a.Doc, "\n")
	return strings.TrimPrefix(first, a.Name+": ")
}

// body is a check's doc after its first line.
func body(a *analysis.Analyzer) string {
	_, rest, _ := strings.Cut(a.Doc, "\n")
	return rest
}
