// Package registry is a test stub mirroring go-micro.dev/v5/registry v5.3.0 (minimal: Node and Service).
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
	Metadata map[string]string `json:"metadata"`
	Id       string            `json:"id"`
	Address  string            `json:"address"`
}
