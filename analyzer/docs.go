package analyzer

import (
	_ "embed"
	"strings"
)

//go:embed doc.go
var docSource string

// docOf returns the documentation of analyzer name from doc.go: the
// "# Analyzer name" section, with the comment markers removed.
func docOf(name string) string {
	var lines []string
	in := false
	for _, line := range strings.Split(docSource, "\n") {
		if !strings.HasPrefix(line, "//") {
			if in {
				break
			}
			continue
		}
		text := strings.TrimPrefix(strings.TrimPrefix(line, "//"), " ")
		if strings.HasPrefix(text, "# Analyzer ") {
			if in {
				break
			}
			in = strings.TrimPrefix(text, "# Analyzer ") == name
			continue
		}
		if in {
			lines = append(lines, text)
		}
	}
	doc := strings.TrimSpace(strings.Join(lines, "\n"))
	if doc == "" {
		panic("analyzer: no doc for " + name + " in doc.go")
	}
	return doc
}

// Summary returns the one-line summary of an analyzer's doc, without the
// "name: " prefix.
func Summary(doc string) string {
	first, _, _ := strings.Cut(doc, "\n")
	if _, after, ok := strings.Cut(first, ": "); ok {
		return after
	}
	return first
}
