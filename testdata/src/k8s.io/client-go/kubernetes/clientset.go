// Package kubernetes is a test stub mirroring version v0.37.2 of
// k8s.io/client-go/kubernetes.
package kubernetes

import (
	corev1 "k8s.io/client-go/kubernetes/typed/core/v1"
	"k8s.io/client-go/rest"
)

// Interface is the clientset.
type Interface interface {
	CoreV1() corev1.CoreV1Interface
}

// Clientset holds the group clients.
type Clientset struct{ coreV1 *corev1.CoreV1Client }

func (c *Clientset) CoreV1() corev1.CoreV1Interface { return c.coreV1 }

// NewForConfig makes a clientset.
func NewForConfig(c *rest.Config) (*Clientset, error) {
	core, err := corev1.NewForConfig(c)
	if err != nil {
		return nil, err
	}
	return &Clientset{coreV1: core}, nil
}
