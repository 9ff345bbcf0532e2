package platform

import (
	"context"
	"time"

	"k8s.io/client-go/rest"
	"k8s.io/client-go/util/retry"

	"example.com/realmod/platform/kube"
)

// (The typed clientsets need k8s.io/api, which this module does not
// require; libs/k8srest holds their stubs, and the real ones were checked
// on real code.)

// Relabel is fine: RetryOnConflict (5) goes round on a 409 conflict,
// which rest.Request.Do (11 attempts on Retry-After responses) returns at
// once; a failure it gave up on is no conflict and ends the retry.
func Relabel(ctx context.Context, rc rest.Interface, name string, body []byte) error {
	return retry.RetryOnConflict(retry.DefaultRetry, func() error {
		return rc.Put().Namespace("default").Resource("configmaps").Name(name).Body(body).Do(ctx).Error()
	})
}

// RelabelAny: OnError retrying every error (5) around the same Put: the
// REST client's retries of 429 and 5xx multiply, 55.
func RelabelAny(ctx context.Context, rc rest.Interface, name string, body []byte) error {
	return retry.OnError(retry.DefaultRetry, func(error) bool { return true }, func() error {
		return rc.Put().Namespace("default").Resource("configmaps").Name(name).Body(body).Do(ctx).Error() // want `^retry\.OnError \(5 attempts\) calls rest\.Request\.Do \(11 attempts\): up to 55 calls per operation, as both retry transport errors, timeouts, 5xx and 429`
	})
}

// RawTuned: a loop (3) around a REST request with MaxRetries(2): 3 × 3.
func RawTuned(ctx context.Context, rc *rest.RESTClient) ([]byte, error) {
	var lastErr error
	for i := 0; i < 3; i++ {
		b, err := rc.Get().Resource("pods").MaxRetries(2).DoRaw(ctx) // want `^for loop \(3 attempts\) calls rest\.Request\.DoRaw \(3 attempts\): up to 9 calls per operation`
		if err == nil {
			return b, nil
		}
		lastErr = err
		time.Sleep(time.Second)
	}
	return nil, lastErr
}

// RawDisabled is fine: MaxRetries(0) is one attempt.
func RawDisabled(ctx context.Context, rc rest.Interface) error {
	var lastErr error
	for i := 0; i < 3; i++ {
		if lastErr = rc.Get().Resource("pods").MaxRetries(0).Do(ctx).Error(); lastErr == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return lastErr
}

// FieldClient: the REST client kept in a field by package kube: 5 × 11.
func FieldClient(ctx context.Context, c *kube.Controller, name string, body []byte) error {
	return retry.OnError(retry.DefaultRetry, func(error) bool { return true }, func() error {
		return c.Client.Post().Namespace(c.Namespace).Resource("configmaps").Body(body).Do(ctx).Error() // want `^retry\.OnError \(5 attempts\) calls rest\.Request\.Do \(11 attempts\): up to 55 calls per operation`
	})
}
