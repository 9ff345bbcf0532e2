// Package v1 is a test stub mirroring version v0.37.2 of
// k8s.io/client-go/kubernetes/typed/core/v1.
package v1

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/gentype"
	"k8s.io/client-go/rest"
)

// CoreV1Interface has the core resources.
type CoreV1Interface interface {
	Pods(namespace string) PodInterface
}

// PodInterface has the pod methods.
type PodInterface interface {
	Create(ctx context.Context, pod *corev1.Pod, opts metav1.CreateOptions) (*corev1.Pod, error)
	Update(ctx context.Context, pod *corev1.Pod, opts metav1.UpdateOptions) (*corev1.Pod, error)
	Get(ctx context.Context, name string, opts metav1.GetOptions) (*corev1.Pod, error)
}

// CoreV1Client is the core group's client.
type CoreV1Client struct{ restClient rest.Interface }

// NewForConfig makes the client.
func NewForConfig(c *rest.Config) (*CoreV1Client, error) {
	rc, err := rest.RESTClientFor(c)
	if err != nil {
		return nil, err
	}
	return &CoreV1Client{rc}, nil
}

func (c *CoreV1Client) Pods(namespace string) PodInterface { return newPods(c, namespace) }

type pods struct {
	*gentype.Client[*corev1.Pod]
}

func newPods(c *CoreV1Client, namespace string) *pods {
	return &pods{gentype.NewClient[*corev1.Pod]("pods", c.restClient, namespace, func() *corev1.Pod { return &corev1.Pod{} })}
}
