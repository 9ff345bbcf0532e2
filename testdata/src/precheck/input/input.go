// Package input reads lines from the terminal and nothing else the
// catalog knows: the reads are new input, which a loop in an importer
// asks again for (ReadsInput), so the package is summarised for them.
package input

import (
	"bufio"
	"os"
)

// Prompt reads a line.
func Prompt() string { // want Prompt:`^reads$`
	sc := bufio.NewScanner(os.Stdin)
	if sc.Scan() {
		return sc.Text()
	}
	return ""
}

// Name asks for a name: it reads too.
func Name() string { return Prompt() } // want Name:`^reads$`

// Upper reads nothing.
func Upper(s string) string { return s }
