package analyzer

import (
	"fmt"
	"strconv"
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
