// Package registry is a test stub mirroring github.com/micro/go-micro/v2/registry v2.9.1 (minimal: Node and Service).
package registry

import "errors"

// ErrNotFound is returned when GetService is called for an unknown service.
var ErrNotFound = errors.New("service not found")

// Service is a registered service with its nodes.
type Service struct {
	Name     string            `json:"name"`
	Version  string            `json:"version"`
	Metadata map[string]string `json:"metadata"`
	Nodes    []*Node           `json:"nodes"`
}

// Node is one instance of a service.
type Node struct {
	Id       string            `json:"id"`
	Address  string            `json:"address"`
	Metadata map[string]string `json:"metadata"`
}
