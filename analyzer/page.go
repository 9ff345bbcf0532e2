package analyzer

import (
	"flag"
	"fmt"
	"regexp"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// pageBase is where the check pages (docs/checks/NAME.md) are published;
// each analyzer's URL is its page.
const pageBase = "https://github.com/retrylint/retrylint/blob/main/docs/checks/"

// Page renders a check's page for docs/checks/NAME.md from its doc
// (doc.go) and its flags: the summary, the text, the messages, the bad
// and the good example, the flags, and how to turn a finding off. The
// paragraphs "Messages:", "Bad:" and "Good:" become headings; the code
// under "Messages:" is plain text, every other block Go.
func Page(a *analysis.Analyzer) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n\n<!-- Generated from analyzer/doc.go by `go test ./analyzer -run TestCheckPages -update`; do not edit. -->\n\n", a.Name)
	first, rest, _ := strings.Cut(a.Doc, "\n")
	fmt.Fprintf(&b, "**%s**\n\n", strings.TrimPrefix(first, a.Name+": "))
	inCode := false
	fence := "```go\n"
	for _, line := range strings.Split(strings.TrimSpace(rest), "\n") {
		switch {
		case strings.HasPrefix(line, "\t"):
			if !inCode {
				b.WriteString(fence)
				inCode = true
			}
			b.WriteString(strings.TrimPrefix(line, "\t") + "\n")
			continue
		case line == "" && inCode:
			b.WriteString("\n")
			continue
		}
		if inCode {
			trimCodeEnd(&b)
			b.WriteString("```\n\n")
			inCode = false
		}
		switch line {
		case "Messages:", "Bad:", "Good:":
			fmt.Fprintf(&b, "## %s\n", strings.TrimSuffix(line, ":"))
			fence = "```go\n"
			if line == "Messages:" {
				fence = "```text\n"
			}
		default:
			line = textEscaper.Replace(line)
			b.WriteString(docsLink.ReplaceAllString(line, "[docs/$1](../$1)") + "\n")
		}
	}
	if inCode {
		trimCodeEnd(&b)
		b.WriteString("```\n")
	}
	b.WriteString("\n## Flags\n\n| flag | default | meaning |\n|---|---|---|\n")
	fmt.Fprintf(&b, "| `-%s` | `true` | run the check (`-%s=false` leaves it out) |\n", a.Name, a.Name)
	a.Flags.VisitAll(func(f *flag.Flag) {
		def := f.DefValue
		if def == "" {
			def = "empty"
		} else {
			def = "`" + def + "`"
		}
		fmt.Fprintf(&b, "| `-%s.%s` | %s | %s |\n", a.Name, f.Name, def, strings.ReplaceAll(f.Usage, "|", "\\|"))
	})
	other := "nestedretry"
	if a.Name == other {
		other = "writeretry"
	}
	fmt.Fprintf(&b, `
The same flags go under `+"`%s:`"+` in `+"`.retrylint.yml`"+` and in golangci-lint's
settings of the plugin, without the `+"`-%s.`"+` prefix.

## Turn a finding off

- One finding: `+"`//retrylint:ignore %s <reason>`"+` on its line or the line above
  (several checks: `+"`//retrylint:ignore %s,%s <reason>`"+`). The reason
  is required; an ignore that matches no finding is reported.
- Part of the code: an `+"`exclude`"+` rule in `+"`.retrylint.yml`"+`
  (`+"`- path: ^internal/legacy/`"+` with `+"`checks: [%s]`"+`), or `+"`-%s.exclude`"+`
  with package path prefixes.
- The whole check: `+"`disable: [%s]`"+` in `+"`.retrylint.yml`"+`, or `+"`-%s=false`"+`.
- Under golangci-lint: `+"`//nolint:%s`"+` with the per-check linter, or
  `+"`//nolint:retrylint`"+`.
- Keep it, without failing the run: `+"`severity: {%s: note}`"+` in `+"`.retrylint.yml`"+`.
`, a.Name, a.Name, a.Name, a.Name, other, a.Name, a.Name, a.Name, a.Name, a.Name, a.Name)
	return b.String()
}

// textEscaper keeps the doc's plain text plain in Markdown: <reason> is
// no HTML tag, *http.Client no emphasis.
var textEscaper = strings.NewReplacer("<", "&lt;", "*", `\*`)

// docsLink is a mention of another page under docs/, which the page
// links (the pages are in docs/checks).
var docsLink = regexp.MustCompile(`\bdocs/([a-z]+\.md)\b`)

// trimCodeEnd drops the blank lines at the end of a code block.
func trimCodeEnd(b *strings.Builder) {
	s := strings.TrimRight(b.String(), "\n") + "\n"
	b.Reset()
	b.WriteString(s)
}
