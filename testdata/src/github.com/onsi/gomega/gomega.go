// Package gomega is a stub of github.com/onsi/gomega: a failed assertion
// calls the fail handler, which panics out of the spec.
package gomega

type GomegaMatcher interface {
	Match(actual any) (bool, error)
}

type Assertion interface {
	To(matcher GomegaMatcher, optionalDescription ...any) bool
	NotTo(matcher GomegaMatcher, optionalDescription ...any) bool
	ToNot(matcher GomegaMatcher, optionalDescription ...any) bool
}

type assertion struct{ actual any }

func (a assertion) To(m GomegaMatcher, d ...any) bool    { return a.check(m, true) }
func (a assertion) NotTo(m GomegaMatcher, d ...any) bool { return a.check(m, false) }
func (a assertion) ToNot(m GomegaMatcher, d ...any) bool { return a.check(m, false) }

func (a assertion) check(m GomegaMatcher, want bool) bool {
	ok, _ := m.Match(a.actual)
	if ok != want {
		panic("assertion failed")
	}
	return true
}

func Expect(actual any, extra ...any) Assertion { return assertion{actual} }

type occurred struct{}

func (occurred) Match(actual any) (bool, error) { return actual != nil, nil }

func HaveOccurred() GomegaMatcher { return occurred{} }

type succeed struct{}

func (succeed) Match(actual any) (bool, error) { return actual == nil, nil }

func Succeed() GomegaMatcher { return succeed{} }
