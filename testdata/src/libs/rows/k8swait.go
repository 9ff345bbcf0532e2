package rows

import (
	"context"
	"time"

	"k8s.io/apimachinery/pkg/util/wait"

	"libs/inner"
)

// k8s.io/apimachinery/pkg/util/wait: the pollers call the condition
// until it is done, it fails, or a timeout, stop channel or context ends
// them; none stops after a count, so their attempts are unknown.

// PollImmediate with a timeout over a retrying fetch: ? × 3 calls.
func PollImmediate(ctx context.Context, url string) error {
	return wait.PollImmediate(time.Second, time.Minute, func() (bool, error) {
		_, err := inner.Fetch(ctx, url) // want `^wait\.PollImmediate \(\? attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to \? calls per operation`
		return err == nil, nil
	})
}

// PollImmediateOnce polls a single request.
func PollImmediateOnce(ctx context.Context, url string) error {
	return wait.PollImmediate(time.Second, time.Minute, func() (bool, error) {
		_, err := inner.Once(ctx, url) // fine: the poller is the only retry owner
		return err == nil, nil
	})
}

// PollWithContext: the same with a context.
func PollWithContext(ctx context.Context, url string) error {
	return wait.PollWithContext(ctx, time.Second, time.Minute, func(ctx context.Context) (bool, error) {
		_, err := inner.Fetch(ctx, url) // want `^wait\.PollWithContext \(\? attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to \? calls per operation`
		return err == nil, nil
	})
}

// PollWithContextOnce polls a single request.
func PollWithContextOnce(ctx context.Context, url string) error {
	return wait.PollWithContext(ctx, time.Second, time.Minute, func(ctx context.Context) (bool, error) {
		_, err := inner.Once(ctx, url) // fine: the poller is the only retry owner
		return err == nil, nil
	})
}

// PollImmediateWithContext over a retrying fetch.
func PollImmediateWithContext(ctx context.Context, url string) error {
	return wait.PollImmediateWithContext(ctx, time.Second, time.Minute, func(ctx context.Context) (bool, error) {
		_, err := inner.Fetch(ctx, url) // want `^wait\.PollImmediateWithContext \(\? attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to \? calls per operation`
		return err == nil, nil
	})
}

// PollImmediateWithContextOnce polls a single request.
func PollImmediateWithContextOnce(ctx context.Context, url string) error {
	return wait.PollImmediateWithContext(ctx, time.Second, time.Minute, func(ctx context.Context) (bool, error) {
		_, err := inner.Once(ctx, url) // fine: the poller is the only retry owner
		return err == nil, nil
	})
}

// PollInfiniteWithContext: only the context ends it.
func PollInfiniteWithContext(ctx context.Context, url string) error {
	return wait.PollInfiniteWithContext(ctx, time.Second, func(ctx context.Context) (bool, error) {
		_, err := inner.Fetch(ctx, url) // want `^wait\.PollInfiniteWithContext \(\? attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to \? calls per operation`
		return err == nil, nil
	})
}

// PollInfiniteWithBackground: context.Background never ends, so nothing
// ends the poll: unbounded, like PollInfinite.
func PollInfiniteWithBackground(url string) error {
	return wait.PollInfiniteWithContext(context.Background(), time.Second, func(ctx context.Context) (bool, error) {
		_, err := inner.Fetch(ctx, url) // want `^wait\.PollInfiniteWithContext \(unbounded\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): unbounded calls per operation`
		return err == nil, nil
	})
}

// PollInfiniteWithContextOnce polls a single request.
func PollInfiniteWithContextOnce(ctx context.Context, url string) error {
	return wait.PollInfiniteWithContext(ctx, time.Second, func(ctx context.Context) (bool, error) {
		_, err := inner.Once(ctx, url) // fine: the poller is the only retry owner
		return err == nil, nil
	})
}

// PollImmediateInfiniteWithContext: only the context ends it.
func PollImmediateInfiniteWithContext(ctx context.Context, url string) error {
	return wait.PollImmediateInfiniteWithContext(ctx, time.Second, func(ctx context.Context) (bool, error) {
		_, err := inner.Fetch(ctx, url) // want `^wait\.PollImmediateInfiniteWithContext \(\? attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to \? calls per operation`
		return err == nil, nil
	})
}

// PollImmediateInfiniteWithContextOnce polls a single request.
func PollImmediateInfiniteWithContextOnce(ctx context.Context, url string) error {
	return wait.PollImmediateInfiniteWithContext(ctx, time.Second, func(ctx context.Context) (bool, error) {
		_, err := inner.Once(ctx, url) // fine: the poller is the only retry owner
		return err == nil, nil
	})
}

// PollUntil: only the stop channel ends it.
func PollUntil(url string, stop <-chan struct{}) error {
	return wait.PollUntil(time.Second, func() (bool, error) {
		_, err := inner.Fetch(context.Background(), url) // want `^wait\.PollUntil \(\? attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to \? calls per operation`
		return err == nil, nil
	}, stop)
}

// PollUntilOnce polls a single request.
func PollUntilOnce(url string, stop <-chan struct{}) error {
	return wait.PollUntil(time.Second, func() (bool, error) {
		_, err := inner.Once(context.Background(), url) // fine: the poller is the only retry owner
		return err == nil, nil
	}, stop)
}

// PollImmediateUntil: only the stop channel ends it.
func PollImmediateUntil(url string, stop <-chan struct{}) error {
	return wait.PollImmediateUntil(time.Second, func() (bool, error) {
		_, err := inner.Fetch(context.Background(), url) // want `^wait\.PollImmediateUntil \(\? attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to \? calls per operation`
		return err == nil, nil
	}, stop)
}

// PollImmediateUntilOnce polls a single request.
func PollImmediateUntilOnce(url string, stop <-chan struct{}) error {
	return wait.PollImmediateUntil(time.Second, func() (bool, error) {
		_, err := inner.Once(context.Background(), url) // fine: the poller is the only retry owner
		return err == nil, nil
	}, stop)
}

// viaPollUntilWithContext is an inner owner: only ctx ends it.
func viaPollUntilWithContext(ctx context.Context, url string) error {
	return wait.PollUntilWithContext(ctx, time.Second, func(ctx context.Context) (bool, error) {
		_, err := inner.Once(ctx, url)
		return err == nil, nil
	})
}

// LoopOverPollUntilWithContext retries a function that polls: 2 × ?.
func LoopOverPollUntilWithContext(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = viaPollUntilWithContext(ctx, url); err == nil { // want `^for loop \(2 attempts\) calls rows\.viaPollUntilWithContext, which retries via wait\.PollUntilWithContext \(\? attempts\): up to \? calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// PollUntilWithContextOnce calls the inner owner once.
func PollUntilWithContextOnce(ctx context.Context, url string) error {
	return viaPollUntilWithContext(ctx, url) // fine: one retry owner, nothing retries around it
}

// viaPollImmediateUntilWithContext is an inner owner: only ctx ends it.
func viaPollImmediateUntilWithContext(ctx context.Context, url string) error {
	return wait.PollImmediateUntilWithContext(ctx, time.Second, func(ctx context.Context) (bool, error) {
		_, err := inner.Once(ctx, url)
		return err == nil, nil
	})
}

// LoopOverPollImmediateUntilWithContext retries a function that polls.
func LoopOverPollImmediateUntilWithContext(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = viaPollImmediateUntilWithContext(ctx, url); err == nil { // want `^for loop \(2 attempts\) calls rows\.viaPollImmediateUntilWithContext, which retries via wait\.PollImmediateUntilWithContext \(\? attempts\): up to \? calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// PollImmediateUntilWithContextOnce calls the inner owner once.
func PollImmediateUntilWithContextOnce(ctx context.Context, url string) error {
	return viaPollImmediateUntilWithContext(ctx, url) // fine: one retry owner, nothing retries around it
}

// viaPollUntilContextCancel is an inner owner: only ctx ends it.
func viaPollUntilContextCancel(ctx context.Context, url string) error {
	return wait.PollUntilContextCancel(ctx, time.Second, true, func(ctx context.Context) (bool, error) {
		_, err := inner.Once(ctx, url)
		return err == nil, nil
	})
}

// LoopOverPollUntilContextCancel retries a function that polls.
func LoopOverPollUntilContextCancel(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = viaPollUntilContextCancel(ctx, url); err == nil { // want `^for loop \(2 attempts\) calls rows\.viaPollUntilContextCancel, which retries via wait\.PollUntilContextCancel \(\? attempts\): up to \? calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// PollUntilContextCancelOnce calls the inner owner once.
func PollUntilContextCancelOnce(ctx context.Context, url string) error {
	return viaPollUntilContextCancel(ctx, url) // fine: one retry owner, nothing retries around it
}

// DelayFuncUntil: a Backoff's DelayFunc polls until ctx ends or the
// condition is done.
func DelayFuncUntil(ctx context.Context, url string) error {
	delay := wait.Backoff{Duration: time.Second, Factor: 2, Steps: 5}.DelayFunc()
	return delay.Until(ctx, true, false, func(ctx context.Context) (bool, error) {
		_, err := inner.Fetch(ctx, url) // want `^wait\.DelayFunc\.Until \(\? attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to \? calls per operation`
		return err == nil, nil
	})
}

// DelayFuncUntilOnce polls a single request.
func DelayFuncUntilOnce(ctx context.Context, url string) error {
	delay := wait.Backoff{Duration: time.Second, Factor: 2, Steps: 5}.DelayFunc()
	return delay.Until(ctx, true, false, func(ctx context.Context) (bool, error) {
		_, err := inner.Once(ctx, url) // fine: the poller is the only retry owner
		return err == nil, nil
	})
}
