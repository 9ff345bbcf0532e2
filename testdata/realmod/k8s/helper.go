package k8s

import (
	"context"
	"errors"
	"net/http"
	"time"

	"k8s.io/apimachinery/pkg/util/wait"
)

// update stands in for an API server write. It contains no retry.
func update(ctx context.Context, name string) error {
	if name == "" {
		return errors.New("empty name")
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPut, "http://api/objects/"+name, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// waitForUpdate is the inner retry layer: wait.ExponentialBackoff calls the
// condition at most Steps (4) times.
func waitForUpdate(ctx context.Context, name string) error {
	b := wait.Backoff{Duration: 10 * time.Millisecond, Factor: 2, Jitter: 0.1, Steps: 4}
	return wait.ExponentialBackoff(b, func() (bool, error) {
		if err := update(ctx, name); err != nil {
			return false, nil // retry
		}
		return true, nil
	})
}

// pollUntilReady is an inner poll loop: every 500ms for up to 30s.
func pollUntilReady(ctx context.Context, name string) error {
	return wait.PollUntilContextTimeout(ctx, 500*time.Millisecond, 30*time.Second, true, func(ctx context.Context) (bool, error) {
		return update(ctx, name) == nil, nil
	})
}

// waitWithContext3 is an inner retry layer: ExponentialBackoffWithContext
// with Steps 3.
func waitWithContext3(ctx context.Context, name string) error {
	return wait.ExponentialBackoffWithContext(ctx, wait.Backoff{Duration: 10 * time.Millisecond, Steps: 3}, func(ctx context.Context) (bool, error) {
		return update(ctx, name) == nil, nil
	})
}
