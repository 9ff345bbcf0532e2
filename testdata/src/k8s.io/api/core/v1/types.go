// Package v1 is a test stub of k8s.io/api/core/v1.
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Pod is a pod.
type Pod struct {
	metav1.ObjectMeta
}
