// Package asserts: a poll in an end-to-end test whose attempt asserts
// that its call succeeded goes round only on the state it waits for: the
// call's failures end the test, so nothing multiplies them.
package asserts

import (
	"context"
	"testing"
	"time"

	"github.com/onsi/gomega"
	"github.com/stretchr/testify/require"
	"k8s.io/apimachinery/pkg/util/wait"

	"libs/inner"
)

// Required is fine: require.NoError ends the test when Fetch fails.
func Required(t *testing.T, ctx context.Context, url string) error {
	return wait.PollImmediate(time.Second, time.Minute, func() (bool, error) {
		_, err := inner.Fetch(ctx, url)
		require.NoError(t, err)
		return ready(), nil
	})
}

// Gomega is fine: a failed Expect panics out of the spec.
func Gomega(ctx context.Context, url string) error {
	return wait.PollImmediate(time.Second, time.Minute, func() (bool, error) {
		_, err := inner.Fetch(ctx, url)
		gomega.Expect(err).NotTo(gomega.HaveOccurred())
		return ready(), nil
	})
}

type fixture struct{ t *testing.T }

func (f *fixture) checkError(err error) {
	f.t.Helper()
	if err != nil {
		f.t.Fatal(err)
	}
}

// Helper is fine: the package's checkError calls t.Fatal when the error
// is set.
func (f *fixture) Helper(ctx context.Context, url string) error {
	return wait.PollImmediate(time.Second, time.Minute, func() (bool, error) {
		_, err := inner.Fetch(ctx, url)
		f.checkError(err)
		return ready(), nil
	})
}

// Logged swallows the failure and goes round: Fetch's retries multiply.
func Logged(t *testing.T, ctx context.Context, url string) error {
	return wait.PollImmediate(time.Second, time.Minute, func() (bool, error) {
		_, err := inner.Fetch(ctx, url) // want `nestedretry: wait\.PollImmediate \(\? attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\)`
		if err != nil {
			t.Log(err)
			return false, nil
		}
		return ready(), nil
	})
}

// Succeeds is fine: Expect(err).To(Succeed()) asserts the same.
func Succeeds(ctx context.Context, url string) error {
	return wait.PollImmediate(time.Second, time.Minute, func() (bool, error) {
		_, err := inner.Fetch(ctx, url)
		gomega.Expect(err).To(gomega.Succeed())
		return ready(), nil
	})
}

var polls int

// ready is the state the polls wait for.
func ready() bool {
	polls++
	return polls > 3
}
