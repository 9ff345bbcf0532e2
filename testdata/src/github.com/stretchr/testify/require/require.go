// Package require is a stub of github.com/stretchr/testify/require.
package require

type TestingT interface {
	Errorf(format string, args ...any)
	FailNow()
}

func NoError(t TestingT, err error, msgAndArgs ...any) {
	if err != nil {
		t.Errorf("unexpected error: %v", err)
		t.FailNow()
	}
}
