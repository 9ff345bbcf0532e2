// Package bad does not type-check: the linter must report the error, not
// crash.
package bad

// Count returns a string where an int is declared.
func Count() int {
	return "three"
}
