package catalog

// Assertions that end a test when the error handed to them is set: past
// them, on every path they dominate, the error is nil. An attempt whose
// error goes to one of them never hands a failure to the loop around it
// (a poll in an end-to-end test that asserts its Get succeeded goes round
// only on the state it waits for).

// errorAssertions stop the goroutine (t.FailNow) when an argument that is
// an error is set.
var errorAssertions = map[string]bool{
	"github.com/stretchr/testify/require.NoError":                  true,
	"github.com/stretchr/testify/require.NoErrorf":                 true,
	"github.com/stretchr/testify/require.Nil":                      true,
	"github.com/stretchr/testify/require.Assertions.NoError":       true,
	"github.com/stretchr/testify/require.Assertions.NoErrorf":      true,
	"k8s.io/kubernetes/test/e2e/framework.ExpectNoError":           true,
	"k8s.io/kubernetes/test/e2e/framework.ExpectNoErrorWithOffset": true,
}

// ErrorAssertion reports whether the function with key ends the test
// when an error it is handed is set.
func ErrorAssertion(key string) bool { return errorAssertions[key] }

// gomegaSubjects make a gomega Assertion of their argument; a failed
// assertion calls the fail handler, which panics out of the test's
// goroutine (ginkgo.Fail). gomega.Gomega.Expect (the g of
// Eventually(func(g Gomega))) is not one: its failures are retried.
var gomegaSubjects = map[string]bool{
	"github.com/onsi/gomega.Expect":           true,
	"github.com/onsi/gomega.Ω":                true,
	"github.com/onsi/gomega.ExpectWithOffset": true,
}

// GomegaSubject reports whether key makes a gomega Assertion.
func GomegaSubject(key string) bool { return gomegaSubjects[key] }

// gomegaNil: the Assertion methods, with the matchers that make them
// assert that their subject is no error.
var gomegaNil = map[string][]string{
	"NotTo":     {"HaveOccurred"},
	"ToNot":     {"HaveOccurred"},
	"ShouldNot": {"HaveOccurred"},
	"To":        {"Succeed", "BeNil"},
	"Should":    {"Succeed", "BeNil"},
}

// GomegaAssertsNil reports whether an Assertion's method with the
// matcher made by gomega.<matcher> asserts that the subject is nil.
func GomegaAssertsNil(method, matcher string) bool {
	for _, m := range gomegaNil[method] {
		if m == matcher {
			return true
		}
	}
	return false
}
