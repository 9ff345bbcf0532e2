// Package temporal: the server retries an activity whatever it does, so
// an activity that makes a non-idempotent write under a policy that
// retries re-sends it.
package temporal

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

// charge posts a payment without an idempotency key.
func charge(ctx context.Context, url string, body []byte) error {
	resp, err := http.Post(url, "application/json", bytes.NewReader(body))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// chargeWithKey sends the key the workflow made once (outside the
// attempts).
func chargeWithKey(ctx context.Context, url, key string, body []byte) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Idempotency-Key", key)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// defaultPolicy: the server's default policy re-runs the POST.
func defaultPolicy(ctx workflow.Context, url string, body []byte) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	return workflow.ExecuteActivity(ctx, charge, url, body).Get(ctx, nil) // want `^workflow\.ExecuteActivity re-sends POST via temporal\.charge \(http\.Post\) without an idempotency key`
}

// singleAttempt: MaximumAttempts 1, the POST is sent once: fine.
func singleAttempt(ctx workflow.Context, url string, body []byte) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
		RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: 1},
	})
	return workflow.ExecuteActivity(ctx, charge, url, body).Get(ctx, nil)
}

// withKey: the key is an activity argument, the same for every attempt:
// fine.
func withKey(ctx workflow.Context, url, key string, body []byte) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	return workflow.ExecuteActivity(ctx, chargeWithKey, url, key, body).Get(ctx, nil)
}

// chargeInput carries the idempotency key in the JSON body.
type chargeInput struct {
	Amount         int    `json:"amount"`
	IdempotencyKey string `json:"idempotencyKey"`
}

// chargeBodyKey posts the input with its key: the billing API
// deduplicates it.
func chargeBodyKey(ctx context.Context, url string, in *chargeInput) error {
	body, err := json.Marshal(in)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// bodyKey: the key made once by the workflow travels in the body: fine.
func bodyKey(ctx workflow.Context, url, key string) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	return workflow.ExecuteActivity(ctx, chargeBodyKey, url, &chargeInput{Amount: 1, IdempotencyKey: key}).Get(ctx, nil)
}

// chargePlain has no key in its body.
type chargePlain struct {
	Amount int `json:"amount"`
}

func chargeNoKey(ctx context.Context, url string, in *chargePlain) error {
	body, err := json.Marshal(in)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// noBodyKey: the same body without a key is re-sent by the retries.
func noBodyKey(ctx workflow.Context, url string) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	return workflow.ExecuteActivity(ctx, chargeNoKey, url, &chargePlain{Amount: 1}).Get(ctx, nil) // want `^workflow\.ExecuteActivity re-sends POST via temporal\.chargeNoKey \(http\.Client\.Do\) without an idempotency key`
}

// chargeFreshKey makes the key inside the activity: each attempt sends
// another key, so the retries can charge twice.
func chargeFreshKey(ctx context.Context, url string, amount int) error {
	body, err := json.Marshal(&chargeInput{Amount: amount, IdempotencyKey: newKey()})
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func newKey() string { return time.Now().String() }

func freshBodyKey(ctx workflow.Context, url string) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	return workflow.ExecuteActivity(ctx, chargeFreshKey, url, 1).Get(ctx, nil) // want `^workflow\.ExecuteActivity re-sends POST via temporal\.chargeFreshKey`
}
