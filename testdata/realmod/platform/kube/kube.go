// Package kube keeps a REST client in a struct field, for the callers in
// package platform.
package kube

import "k8s.io/client-go/rest"

// Controller holds its REST client.
type Controller struct {
	Client    rest.Interface
	Namespace string
}

// New builds the client from a config.
func New(cfg *rest.Config) (*Controller, error) {
	rc, err := rest.RESTClientFor(cfg)
	if err != nil {
		return nil, err
	}
	return &Controller{Client: rc, Namespace: "default"}, nil
}
