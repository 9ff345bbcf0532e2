// Package retrydelay configures the waits of the real retry libraries:
// with no wait, with no random part, and with jitter (retrydelay).
package retrydelay

import (
	"context"
	"net/http"
	"time"

	retrygo "github.com/avast/retry-go/v4"
	"github.com/cenkalti/backoff/v4"
	backoff5 "github.com/cenkalti/backoff/v5"
	"github.com/hashicorp/go-retryablehttp"
	sretry "github.com/sethvargo/go-retry"
)

func get(ctx context.Context, url string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Zero retries at once, five times.
func Zero(ctx context.Context, url string) error {
	return backoff.Retry(func() error { return get(ctx, url) }, backoff.WithMaxRetries(&backoff.ZeroBackOff{}, 4)) // want `^backoff\.Retry retries with no wait between attempts: a dependency that fails fast is called again at once, up to 5 times in a row; use NewExponentialBackOff with a RandomizationFactor above 0$`
}

// ZeroV5 retries at once, v5.
func ZeroV5(ctx context.Context, url string) error {
	_, err := backoff5.Retry(ctx, func() (int, error) { return 0, get(ctx, url) }, backoff5.WithBackOff(&backoff5.ZeroBackOff{}), backoff5.WithMaxTries(5)) // want `^backoff\.Retry retries with no wait between attempts`
	return err
}

// ExpV5: v5's default exponential backoff has a random part: fine.
func ExpV5(ctx context.Context, url string) error {
	_, err := backoff5.Retry(ctx, func() (int, error) { return 0, get(ctx, url) }, backoff5.WithBackOff(backoff5.NewExponentialBackOff()), backoff5.WithMaxTries(5))
	return err
}

// ConstantV5 waits the same every time.
func ConstantV5(ctx context.Context, url string) error {
	_, err := backoff5.Retry(ctx, func() (int, error) { return 0, get(ctx, url) }, backoff5.WithBackOff(backoff5.NewConstantBackOff(time.Second)), backoff5.WithMaxTries(5)) // want `^backoff\.Retry waits between attempts with no random part`
	return err
}

// ConstantV5Literal: a literal constant backoff, v5.
func ConstantV5Literal(ctx context.Context, url string) error {
	_, err := backoff5.Retry(ctx, func() (int, error) { return 0, get(ctx, url) }, backoff5.WithBackOff(&backoff5.ConstantBackOff{Interval: time.Second})) // want `^backoff\.Retry waits between attempts with no random part`
	return err
}

// LiteralV5Jitter: a literal exponential backoff with a factor: fine.
func LiteralV5Jitter(ctx context.Context, url string) error {
	_, err := backoff5.Retry(ctx, func() (int, error) { return 0, get(ctx, url) }, backoff5.WithBackOff(&backoff5.ExponentialBackOff{RandomizationFactor: 0.3}))
	return err
}

// DefaultV5: Retry's own default backoff has a random part: fine.
func DefaultV5(ctx context.Context, url string) error {
	_, err := backoff5.Retry(ctx, func() (int, error) { return 0, get(ctx, url) })
	return err
}

// NoRandomV5: RandomizationFactor = 0 on a v5 backoff.
func NoRandomV5(ctx context.Context, url string) error {
	b := backoff5.NewExponentialBackOff()
	b.RandomizationFactor = 0
	_, err := backoff5.Retry(ctx, func() (int, error) { return 0, get(ctx, url) }, backoff5.WithBackOff(b)) // want `^backoff\.Retry waits between attempts with no random part`
	return err
}

// Constant waits one second each time, with no random part.
func Constant(ctx context.Context, url string) error {
	return backoff.Retry(func() error { return get(ctx, url) }, backoff.WithMaxRetries(backoff.NewConstantBackOff(time.Second), 4)) // want `^backoff\.Retry waits between attempts with no random part: clients that failed together retry together, in step, against a dependency that is recovering; use NewExponentialBackOff with a RandomizationFactor above 0$`
}

// NoRandom takes the random part out of the exponential backoff.
func NoRandom(ctx context.Context, url string) error {
	b := backoff.NewExponentialBackOff()
	b.RandomizationFactor = 0
	return backoff.Retry(func() error { return get(ctx, url) }, backoff.WithContext(b, ctx)) // want `^backoff\.Retry waits between attempts with no random part`
}

// NoRandomOption: the same with the option.
func NoRandomOption(ctx context.Context, url string) error {
	b := backoff.NewExponentialBackOff(backoff.WithRandomizationFactor(0))
	return backoff.Retry(func() error { return get(ctx, url) }, backoff.WithContext(b, ctx)) // want `^backoff\.Retry waits between attempts with no random part`
}

// Exponential: the default RandomizationFactor is 0.5: fine.
func Exponential(ctx context.Context, url string) error {
	return backoff.Retry(func() error { return get(ctx, url) }, backoff.WithContext(backoff.NewExponentialBackOff(), ctx))
}

// FactorConfigured: a factor from the configuration: not known to be 0,
// fine.
func FactorConfigured(ctx context.Context, url string, factor float64) error {
	b := backoff.NewExponentialBackOff()
	b.RandomizationFactor = factor
	return backoff.Retry(func() error { return get(ctx, url) }, backoff.WithContext(b, ctx))
}

// Literal: a literal ExponentialBackOff has a zero RandomizationFactor.
func Literal(ctx context.Context, url string) error {
	b := &backoff.ExponentialBackOff{InitialInterval: time.Second, Multiplier: 2, MaxElapsedTime: time.Minute}
	return backoff.Retry(func() error { return get(ctx, url) }, b) // want `^backoff\.Retry waits between attempts with no random part`
}

// LiteralJitter: a literal with a factor: fine.
func LiteralJitter(ctx context.Context, url string) error {
	b := &backoff.ExponentialBackOff{InitialInterval: time.Second, RandomizationFactor: 0.5, Multiplier: 2, MaxElapsedTime: time.Minute}
	return backoff.Retry(func() error { return get(ctx, url) }, b)
}

// Sethvargo: a bare exponential backoff has no random part.
func Sethvargo(ctx context.Context, url string) error {
	b := sretry.WithMaxRetries(3, sretry.NewExponential(time.Second))
	return sretry.Do(ctx, b, func(ctx context.Context) error { // want `^retry\.Do waits between attempts with no random part: clients that failed together retry together, in step, against a dependency that is recovering; wrap the backoff in retry\.WithJitter or retry\.WithJitterPercent$`
		return sretry.RetryableError(get(ctx, url))
	})
}

// SethvargoJitter: WithJitterPercent around it: fine.
func SethvargoJitter(ctx context.Context, url string) error {
	b := sretry.WithMaxRetries(3, sretry.WithJitterPercent(10, sretry.NewExponential(time.Second)))
	return sretry.Do(ctx, b, func(ctx context.Context) error {
		return sretry.RetryableError(get(ctx, url))
	})
}

// SethvargoJitterOutside: WithJitter outside the cap: fine.
func SethvargoJitterOutside(ctx context.Context, url string) error {
	b := sretry.WithJitter(100*time.Millisecond, sretry.WithMaxRetries(3, sretry.NewConstant(time.Second)))
	return sretry.Do(ctx, b, func(ctx context.Context) error {
		return sretry.RetryableError(get(ctx, url))
	})
}

// SethvargoConstant: the shorthand waits the same every time.
func SethvargoConstant(ctx context.Context, url string) error {
	return sretry.Constant(ctx, time.Second, func(ctx context.Context) error { // want `^retry\.Constant waits between attempts with no random part`
		return sretry.RetryableError(get(ctx, url))
	})
}

// SethvargoUntraced: a backoff from the caller: its pace is not known
// here: fine.
func SethvargoUntraced(ctx context.Context, b sretry.Backoff, url string) error {
	return sretry.Do(ctx, b, func(ctx context.Context) error {
		return sretry.RetryableError(get(ctx, url))
	})
}

// AvastFixed: a fixed delay.
func AvastFixed(ctx context.Context, url string) error {
	return retrygo.Do(func() error { return get(ctx, url) }, retrygo.Attempts(3), retrygo.DelayType(retrygo.FixedDelay)) // want `^retry\.Do waits between attempts with no random part`
}

// AvastDefault: the default delay adds a random delay: fine.
func AvastDefault(ctx context.Context, url string) error {
	return retrygo.Do(func() error { return get(ctx, url) }, retrygo.Attempts(3))
}

// AvastJitter: a full-jitter backoff: fine.
func AvastJitter(ctx context.Context, url string) error {
	return retrygo.Do(func() error { return get(ctx, url) }, retrygo.Attempts(3), retrygo.DelayType(retrygo.FullJitterBackoffDelay))
}

// NewClient: retryablehttp's DefaultBackoff has no random part;
// reported once, at the first call, for the client made here.
func NewClient(ctx context.Context, url string) error {
	c := retryablehttp.NewClient()
	if _, err := c.Get(url); err != nil { // want `^retryablehttp\.Client\.Get waits between attempts with no random part \(and 1 more calls of retryablehttp\.Client in this package\): clients that failed together retry together, in step, against a dependency that is recovering; set Backoff to retryablehttp\.LinearJitterBackoff \(DefaultBackoff has no random part\)$`
		return err
	}
	_, err := c.Head(url)
	return err
}

// JitterClient: LinearJitterBackoff: fine.
func JitterClient(url string) error {
	c := retryablehttp.NewClient()
	c.Backoff = retryablehttp.LinearJitterBackoff
	_, err := c.Get(url)
	return err
}

// OwnBackoff: a backoff function of the code's own: not judged, fine.
func OwnBackoff(url string) error {
	c := retryablehttp.NewClient()
	c.Backoff = func(min, max time.Duration, n int, resp *http.Response) time.Duration { return min }
	_, err := c.Get(url)
	return err
}
