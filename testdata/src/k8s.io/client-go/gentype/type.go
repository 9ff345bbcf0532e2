// Package gentype is a test stub mirroring version v0.37.2 of
// k8s.io/client-go (gentype): the generic typed client that every
// clientset's resource client embeds.
package gentype

import (
	"context"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/rest"
)

type objectWithMeta interface{ GetName() string }

// Client is a typed client for one resource.
type Client[T objectWithMeta] struct {
	resource  string
	client    rest.Interface
	namespace string
	newObject func() T
}

// NewClient makes a typed client.
func NewClient[T objectWithMeta](resource string, client rest.Interface, namespace string, emptyObjectCreator func() T) *Client[T] {
	return &Client[T]{resource: resource, client: client, namespace: namespace, newObject: emptyObjectCreator}
}

// Get takes name of the resource and returns it.
func (c *Client[T]) Get(ctx context.Context, name string, options metav1.GetOptions) (T, error) {
	result := c.newObject()
	err := c.client.Get().Namespace(c.namespace).Resource(c.resource).Name(name).Do(ctx).Into(result)
	return result, err
}

// Create creates the resource.
func (c *Client[T]) Create(ctx context.Context, obj T, opts metav1.CreateOptions) (T, error) {
	result := c.newObject()
	err := c.client.Post().Namespace(c.namespace).Resource(c.resource).Body(obj).Do(ctx).Into(result)
	return result, err
}

// Update updates the resource.
func (c *Client[T]) Update(ctx context.Context, obj T, opts metav1.UpdateOptions) (T, error) {
	result := c.newObject()
	err := c.client.Put().Namespace(c.namespace).Resource(c.resource).Name(obj.GetName()).Body(obj).Do(ctx).Into(result)
	return result, err
}
