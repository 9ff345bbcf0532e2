package retry

import "github.com/aws/aws-sdk-go-v2/aws"

// AddWithMaxAttempts returns a Retryer with MaxAttempts set to the value
// specified.
func AddWithMaxAttempts(r aws.Retryer, max int) aws.Retryer {
	return &withMaxAttempts{Retryer: r, Max: max}
}

type withMaxAttempts struct {
	aws.Retryer
	Max int
}

func (w *withMaxAttempts) MaxAttempts() int { return w.Max }

// AddWithErrorCodes returns a Retryer with additional error codes
// considered for determining if the error should be retried.
func AddWithErrorCodes(r aws.Retryer, codes ...string) aws.Retryer { return r }
