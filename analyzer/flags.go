package analyzer

import (
	"flag"
	"fmt"
	"strconv"
	"strings"
)

// positiveInt is a flag.Value that accepts only integers >= 1.
type positiveInt struct{ p *int64 }

func (v *positiveInt) String() string {
	if v == nil || v.p == nil {
		return "1"
	}
	return strconv.FormatInt(*v.p, 10)
}

func (v *positiveInt) Set(s string) error {
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n < 1 {
		return fmt.Errorf("want a whole number of at least 1, got %q", s)
	}
	*v.p = n
	return nil
}

// scope holds the flags that filter what a check reports (never what the
// analysis summarises, so facts stay complete for importers).
type scope struct {
	tests   bool
	include prefixList
	exclude prefixList
}

// bind registers the scope flags on a check's flag set.
func (s *scope) bind(fs *flag.FlagSet) {
	fs.BoolVar(&s.tests, "tests", false, "also report findings in _test.go files")
	fs.Var(&s.include, "include", "comma-separated package path prefixes to report in (default: all)")
	fs.Var(&s.exclude, "exclude", "comma-separated package path prefixes not to report in")
}

// reports says whether findings in package path are reported.
func (s *scope) reports(path string) bool {
	if len(s.include) > 0 && !s.include.matches(path) {
		return false
	}
	return !s.exclude.matches(path)
}

// prefixList is a comma-separated list of package path prefixes; a
// prefix matches the package itself and the packages below it.
type prefixList []string

func (l *prefixList) String() string { return strings.Join(*l, ",") }

func (l *prefixList) Set(v string) error {
	var out []string
	for _, p := range strings.Split(v, ",") {
		p = strings.TrimSuffix(strings.TrimSpace(p), "/...")
		if p == "" {
			continue
		}
		if strings.ContainsAny(p, " \t*") {
			return fmt.Errorf("%q: want a package path prefix such as example.com/svc/internal", p)
		}
		out = append(out, strings.TrimSuffix(p, "/"))
	}
	*l = out
	return nil
}

func (l prefixList) matches(path string) bool {
	for _, p := range l {
		if path == p || strings.HasPrefix(path, p+"/") {
			return true
		}
	}
	return false
}
