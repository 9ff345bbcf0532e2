// Package kube: what runs after a poll or a retry of a Kubernetes client
// (whose REST client retries 429 and 5xx by itself) has failed for good.
package kube

import (
	"context"
	"fmt"
	"time"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/util/wait"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/util/retry"
)

func ready(ctx context.Context, cs kubernetes.Interface, ns, name string) wait.ConditionWithContextFunc {
	return func(ctx context.Context) (bool, error) {
		p, err := cs.CoreV1().Pods(ns).Get(ctx, name, metav1.GetOptions{})
		if err != nil {
			return false, err
		}
		return p.Labels["phase"] == "Running", nil
	}
}

// Diagnose is fine: once the wait gave up, one read puts the pod's state
// into the failure message; its result answers nothing in place of the
// wait's.
func Diagnose(ctx context.Context, cs kubernetes.Interface, ns, name string) error {
	err := wait.PollUntilContextTimeout(ctx, time.Second, time.Minute, false, ready(ctx, cs, ns, name))
	if err != nil {
		p, _ := cs.CoreV1().Pods(ns).Get(ctx, name, metav1.GetOptions{})
		return fmt.Errorf("pod %s not running (phase %v): %w", name, p.Labels["phase"], err)
	}
	return nil
}

// markFailed records the failure on the object; its RetryOnConflict goes
// round on conflicts only, answers of an API server that works.
func markFailed(ctx context.Context, cs kubernetes.Interface, pod *corev1.Pod, cause error) error {
	if err := retry.RetryOnConflict(retry.DefaultRetry, func() error {
		pod.Labels["failed"] = cause.Error()
		_, err := cs.CoreV1().Pods(pod.Namespace).Update(ctx, pod, metav1.UpdateOptions{})
		return err
	}); err != nil {
		return err
	}
	return cause
}

// Record is fine: after the attempts ran out, the failure is recorded on
// the object (a conflict retry, answers only) and the error returned.
func Record(ctx context.Context, cs kubernetes.Interface, pod *corev1.Pod) error {
	err := retry.OnError(retry.DefaultBackoff, func(error) bool { return true }, func() error {
		_, err := cs.CoreV1().Pods(pod.Namespace).Get(ctx, pod.Name, metav1.GetOptions{})
		return err
	})
	if err != nil {
		return markFailed(ctx, cs, pod, err)
	}
	return nil
}

// Nudge is fine: after the wait gave up, one update nudges the
// controller; its result is dropped, it answers nothing for the wait.
func Nudge(ctx context.Context, cs kubernetes.Interface, pod *corev1.Pod) error {
	err := wait.PollUntilContextTimeout(ctx, time.Second, time.Minute, false, ready(ctx, cs, pod.Namespace, pod.Name))
	if err != nil {
		pod.Labels["reconcile"] = time.Now().String()
		if _, uerr := cs.CoreV1().Pods(pod.Namespace).Update(ctx, pod, metav1.UpdateOptions{}); uerr != nil {
			return uerr
		}
	}
	return err
}

// Replaces answers the wait's failure with a read through a client that
// retries 429 and 5xx by itself: more attempts on the failing API server.
func Replaces(ctx context.Context, cs kubernetes.Interface, ns, name string) (*corev1.Pod, error) {
	err := wait.PollUntilContextTimeout(ctx, time.Second, time.Minute, false, ready(ctx, cs, ns, name))
	if err != nil {
		return cs.CoreV1().Pods("backup-"+ns).Get(ctx, name, metav1.GetOptions{}) // want `after the wait\.PollUntilContextTimeout has run out of attempts, the fallback calls v1\.PodInterface\.Get, which reaches gentype\.Client\.Get \(rest\.Request\.Do, 11 attempts\)`
	}
	return nil, nil
}

func updateOnConflict(ctx context.Context, cs kubernetes.Interface, pod *corev1.Pod) (*corev1.Pod, error) {
	var out *corev1.Pod
	err := retry.RetryOnConflict(retry.DefaultRetry, func() error {
		var err error
		out, err = cs.CoreV1().Pods(pod.Namespace).Update(ctx, pod, metav1.UpdateOptions{})
		return err
	})
	return out, err
}

// ConflictAnswer answers the failure with a write whose only retry goes
// round on conflicts: no retry multiplied, but still a call to the
// dependency that failed.
func ConflictAnswer(ctx context.Context, cs kubernetes.Interface, pod *corev1.Pod) (*corev1.Pod, error) {
	if err := retry.OnError(retry.DefaultBackoff, func(error) bool { return true }, func() error {
		_, err := cs.CoreV1().Pods(pod.Namespace).Get(ctx, pod.Name, metav1.GetOptions{})
		return err
	}); err != nil {
		return updateOnConflict(ctx, cs, pod) // want `after the retry\.OnError has run out of attempts, the fallback calls kube\.updateOnConflict, which calls a dependency`
	}
	return pod, nil
}
