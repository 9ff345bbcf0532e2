// Package controller keeps a clientset in a struct field, for the
// callers in libs/k8srest.
package controller

import (
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/rest"
)

// Controller holds its clientset.
type Controller struct {
	Client    kubernetes.Interface
	Namespace string
}

// New builds the clientset.
func New(cfg *rest.Config) (*Controller, error) {
	cs, err := kubernetes.NewForConfig(cfg)
	if err != nil {
		return nil, err
	}
	return &Controller{Client: cs, Namespace: "default"}, nil
}
