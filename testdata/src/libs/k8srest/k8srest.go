// Package k8srest exercises client-go's REST client (catalog §5): a
// request re-sends on 429/5xx with Retry-After, 10 retries by default (11
// attempts), Request.MaxRetries(n) + 1; the typed clientsets send through
// it.
package k8srest

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"time"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/util/wait"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/rest"
	"k8s.io/client-go/util/retry"
	"sigs.k8s.io/controller-runtime/pkg/client"

	"libs/k8srest/controller"
	"libs/k8srest/stores"
)

// Typed is fine: RetryOnConflict goes round on a 409 conflict, which the
// REST client returns at once (it retries 429 and 5xx with Retry-After,
// and resets on GET); a failure the client gave up on is no conflict, so
// it ends the outer retry too.
func Typed(ctx context.Context, cs kubernetes.Interface, pod *corev1.Pod) error {
	return retry.RetryOnConflict(retry.DefaultRetry, func() error {
		pod.Labels["x"] = "y"
		_, err := cs.CoreV1().Pods(pod.Namespace).Update(ctx, pod, metav1.UpdateOptions{})
		return err
	})
}

// TypedAny: OnError retrying every error (5) around the same typed Update
// (11): both retry 429 and 5xx, 55.
func TypedAny(ctx context.Context, cs kubernetes.Interface, pod *corev1.Pod) error {
	return retry.OnError(retry.DefaultRetry, func(error) bool { return true }, func() error {
		pod.Labels["x"] = "y"
		_, err := cs.CoreV1().Pods(pod.Namespace).Update(ctx, pod, metav1.UpdateOptions{}) // want `^retry\.OnError \(5 attempts\) calls v1\.PodInterface\.Update, which reaches gentype\.Client\.Update \(rest\.Request\.Do, 11 attempts\): up to 55 calls per operation, as both retry transport errors, timeouts, 5xx and 429`
		return err
	})
}

// ButNotFound: OnError retrying every error but a not-found (the
// controller-runtime filter client.IgnoreNotFound(err) != nil) around a
// typed Update: a 503 is retried by both, 55.
func ButNotFound(ctx context.Context, cs kubernetes.Interface, pod *corev1.Pod) error {
	return retry.OnError(retry.DefaultRetry, func(err error) bool { return client.IgnoreNotFound(err) != nil }, func() error {
		_, err := cs.CoreV1().Pods(pod.Namespace).Update(ctx, pod, metav1.UpdateOptions{}) // want `^retry\.OnError \(5 attempts\) calls v1\.PodInterface\.Update, which reaches gentype\.Client\.Update \(rest\.Request\.Do, 11 attempts\): up to 55 calls per operation, as both retry transport errors, timeouts, 5xx and 429`
		return err
	})
}

// OnlyNotFound is fine: OnError goes round only while the pod is not
// there yet (client.IgnoreNotFound(err) == nil with an error: a
// not-found), an answer the REST client never retries.
func OnlyNotFound(ctx context.Context, cs kubernetes.Interface, name string) error {
	return retry.OnError(retry.DefaultRetry, func(err error) bool { return err != nil && client.IgnoreNotFound(err) == nil }, func() error {
		_, err := cs.CoreV1().Pods("default").Get(ctx, name, metav1.GetOptions{})
		return err
	})
}

// Unregistered is fine: it goes round only while the kind is not served
// yet (an error whose message says "no matches for kind", an answer) and
// returns every other error.
func Unregistered(ctx context.Context, cs kubernetes.Interface, name string) error {
	deadline := time.Now().Add(time.Minute)
	for time.Now().Before(deadline) {
		_, err := cs.CoreV1().Pods("default").Get(ctx, name, metav1.GetOptions{})
		if err == nil {
			return nil
		}
		if !strings.Contains(err.Error(), "no matches for kind") {
			return err
		}
		time.Sleep(500 * time.Millisecond)
	}
	return nil
}

// Asserted is fine: the poll goes round only when the update answered a
// conflict, read from the reason of the *StatusError the error is
// asserted to; every other error ends it (kruise's e2e node labels).
func Asserted(ctx context.Context, cs kubernetes.Interface, pod *corev1.Pod) error {
	return wait.PollUntilContextTimeout(ctx, time.Second, time.Minute, true, func(ctx context.Context) (bool, error) {
		_, err := cs.CoreV1().Pods(pod.Namespace).Update(ctx, pod, metav1.UpdateOptions{})
		if err == nil {
			return true, nil
		}
		if se, ok := err.(*apierrors.StatusError); ok && se.ErrStatus.Reason == metav1.StatusReasonConflict {
			return false, nil
		}
		return false, err
	})
}

// AssertedUnavailable goes round on the 503 the REST client retries
// too, read from the same reason.
func AssertedUnavailable(ctx context.Context, cs kubernetes.Interface, pod *corev1.Pod) error {
	return wait.PollUntilContextTimeout(ctx, time.Second, time.Minute, true, func(ctx context.Context) (bool, error) {
		_, err := cs.CoreV1().Pods(pod.Namespace).Update(ctx, pod, metav1.UpdateOptions{}) // want `^wait\.PollUntilContextTimeout \(\? attempts\) calls v1\.PodInterface\.Update, which reaches gentype\.Client\.Update \(rest\.Request\.Do, 11 attempts\): up to \? calls per operation, as both retry 503`
		if err == nil {
			return true, nil
		}
		if se, ok := err.(*apierrors.StatusError); ok && se.ErrStatus.Reason == metav1.StatusReasonServiceUnavailable {
			return false, nil
		}
		return false, err
	})
}

// AssertedCode is fine: the same test on the status code, 409.
func AssertedCode(ctx context.Context, cs kubernetes.Interface, pod *corev1.Pod) error {
	return wait.PollUntilContextTimeout(ctx, time.Second, time.Minute, true, func(ctx context.Context) (bool, error) {
		_, err := cs.CoreV1().Pods(pod.Namespace).Update(ctx, pod, metav1.UpdateOptions{})
		if se, ok := err.(*apierrors.StatusError); ok && se.ErrStatus.Code == 409 {
			return false, nil
		}
		return err == nil, err
	})
}

// Reset goes round on a connection reset, which the REST client also
// retries for a GET.
func Reset(ctx context.Context, cs kubernetes.Interface, name string) error {
	var err error
	for i := 0; i < 3; i++ {
		_, err = cs.CoreV1().Pods("default").Get(ctx, name, metav1.GetOptions{}) // want `^for loop \(3 attempts\) calls v1\.PodInterface\.Get, which reaches gentype\.Client\.Get \(rest\.Request\.Do, 11 attempts\): up to 33 calls per operation, as both retry transport errors`
		if err == nil || !strings.Contains(err.Error(), "connection reset by peer") {
			return err
		}
		time.Sleep(500 * time.Millisecond)
	}
	return err
}

// Raw: a loop (3) around Do on a REST request (11): 33.
func Raw(ctx context.Context, rc rest.Interface, name string) error {
	var lastErr error
	for i := 0; i < 3; i++ {
		if lastErr = rc.Get().Resource("pods").Name(name).Do(ctx).Error(); lastErr == nil { // want `^for loop \(3 attempts\) calls rest\.Request\.Do \(11 attempts\): up to 33 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return lastErr
}

// Tuned: MaxRetries(1) is 2 attempts: 2 × 2.
func Tuned(ctx context.Context, rc *rest.RESTClient) error {
	return retry.OnError(wait2, func(error) bool { return true }, func() error {
		_, err := rc.Get().MaxRetries(1).Resource("pods").DoRaw(ctx) // want `^retry\.OnError \(2 attempts\) calls rest\.Request\.DoRaw \(2 attempts\): up to 4 calls per operation`
		return err
	})
}

// Disabled is fine: MaxRetries(0) (or a negative count) is one attempt.
func Disabled(ctx context.Context, rc rest.Interface) error {
	return retry.RetryOnConflict(retry.DefaultRetry, func() error {
		_, err := rc.Put().Resource("pods").MaxRetries(-1).Stream(ctx)
		return err
	})
}

// Single is fine: one typed call, no retry of its own around it.
func Single(ctx context.Context, cs kubernetes.Interface, name string) (*corev1.Pod, error) {
	return cs.CoreV1().Pods("default").Get(ctx, name, metav1.GetOptions{})
}

// Field: the clientset kept in a field by libs/k8srest/controller: 5 × 11.
func Field(ctx context.Context, c *controller.Controller, name string) error {
	return retry.OnError(retry.DefaultRetry, func(error) bool { return true }, func() error {
		_, err := c.Client.CoreV1().Pods(c.Namespace).Create(ctx, &corev1.Pod{ObjectMeta: metav1.ObjectMeta{Name: name}}, metav1.CreateOptions{}) // want `^retry\.OnError \(5 attempts\) calls v1\.PodInterface\.Create, which reaches gentype\.Client\.Create \(rest\.Request\.Do, 11 attempts\): up to 55 calls per operation`
		return err
	})
}

var wait2 = wait.Backoff{Steps: 2, Duration: time.Millisecond}

// ThroughInterface: the interface's one implementation, in its own
// package, sends through rest.Request.Do: 5 × 11.
func ThroughInterface(ctx context.Context, s stores.Store) error {
	return retry.OnError(retry.DefaultRetry, func(error) bool { return true }, func() error {
		return s.Save(ctx, "n") // want `^retry\.OnError \(5 attempts\) calls stores\.Store\.Save, which reaches stores\.restStore\.Save \(rest\.Request\.Do, 11 attempts\): up to 55 calls per operation`
	})
}

// ThroughLocal is fine: one implementation of Local keeps the value in
// memory, so the call is not known to reach the REST client (and the
// other's Save is promoted, so no imported method stands for it).
func ThroughLocal(ctx context.Context, s stores.Local) error {
	return retry.RetryOnConflict(retry.DefaultRetry, func() error {
		return s.Save(ctx, "n")
	})
}

// Verbs: every way of making a request gives 11 attempts: 2 × 11 each.
func Verbs(ctx context.Context, rc *rest.RESTClient, ri rest.Interface, base *url.URL) error {
	return retry.OnError(wait2, func(error) bool { return true }, func() error {
		if err := rc.Verb("GET").Do(ctx).Error(); err != nil { // want `^retry\.OnError \(2 attempts\) calls rest\.Request\.Do \(11 attempts\): up to 22 calls per operation`
			return err
		}
		if err := rc.Post().Do(ctx).Error(); err != nil { // want `^retry\.OnError \(2 attempts\) calls rest\.Request\.Do \(11 attempts\): up to 22 calls per operation`
			return err
		}
		if err := rc.Put().Do(ctx).Error(); err != nil { // want `^retry\.OnError \(2 attempts\) calls rest\.Request\.Do \(11 attempts\): up to 22 calls per operation`
			return err
		}
		if err := rc.Patch(types.MergePatchType).Do(ctx).Error(); err != nil { // want `^retry\.OnError \(2 attempts\) calls rest\.Request\.Do \(11 attempts\): up to 22 calls per operation`
			return err
		}
		if err := rc.Delete().Do(ctx).Error(); err != nil { // want `^retry\.OnError \(2 attempts\) calls rest\.Request\.Do \(11 attempts\): up to 22 calls per operation`
			return err
		}
		if err := ri.Verb("GET").Do(ctx).Error(); err != nil { // want `^retry\.OnError \(2 attempts\) calls rest\.Request\.Do \(11 attempts\): up to 22 calls per operation`
			return err
		}
		if err := ri.Patch(types.MergePatchType).Do(ctx).Error(); err != nil { // want `^retry\.OnError \(2 attempts\) calls rest\.Request\.Do \(11 attempts\): up to 22 calls per operation`
			return err
		}
		if err := ri.Delete().Do(ctx).Error(); err != nil { // want `^retry\.OnError \(2 attempts\) calls rest\.Request\.Do \(11 attempts\): up to 22 calls per operation`
			return err
		}
		if err := rest.NewRequest(rc).Do(ctx).Error(); err != nil { // want `^retry\.OnError \(2 attempts\) calls rest\.Request\.Do \(11 attempts\): up to 22 calls per operation`
			return err
		}
		_, err := rest.NewRequestWithClient(base, "/api/v1", rest.ClientContentConfig{}, http.DefaultClient).Watch(ctx) // want `^retry\.OnError \(2 attempts\) calls rest\.Request\.Watch \(11 attempts\): up to 22 calls per operation`
		return err
	})
}
