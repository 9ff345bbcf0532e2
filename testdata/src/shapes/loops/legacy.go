package loops

import (
	"context"

	"github.com/avast/retry-go"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

func unavailableOrPrecondition(err error) bool {
	switch status.Code(err) {
	case codes.Unavailable, codes.FailedPrecondition, codes.Aborted:
		return true
	}
	return false
}

// LegacyRetryIf hands avast/retry-go, imported by its path before v4
// (solo-io/gloo's robust_client.go), a closure whose answer is a
// classifier's that lists FailedPrecondition: read as v4's RetryIf is.
func LegacyRetryIf(ctx context.Context, p Pinger) error {
	var renewErr error
	return retry.Do(func() error { return p.Ping(ctx) }, retry.RetryIf(func(e error) bool { // want "permanentretry: retry.RetryIf retries codes.FailedPrecondition, which is permanent"
		if renewErr != nil {
			return false
		}
		return unavailableOrPrecondition(e)
	}))
}

// LegacyRetryIfTransient (fine): the same library and path, with a
// classifier of transient codes only.
func LegacyRetryIfTransient(ctx context.Context, p Pinger) error {
	return retry.Do(func() error { return p.Ping(ctx) }, retry.RetryIf(transient))
}
