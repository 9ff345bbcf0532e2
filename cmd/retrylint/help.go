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
	retrylint version

Checks:
`)
		width := 0
		for _, a := range checks {
			width = max(width, len(a.Name))
		}
		for _, a := range checks {
			fmt.Fprintf(stdout, "\t%-*s  %s\n", width, a.Name, summary(a))
		}
		fmt.Fprint(stdout, `
Run "retrylint help CHECK" for a check's documentation, and
"retrylint -help" for every flag. The checks, their flags, severity
and exclusions can be set in a .retrylint.yml file at or above the
working directory. Exit codes, in every output mode: 0 nothing found,
1 findings, 2 usage, configuration or load errors (go vet exits 1).
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
