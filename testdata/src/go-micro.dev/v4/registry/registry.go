// Package registry is a test stub mirroring go-micro.dev/v4 (minimal: Node and Service; API read from the github.com/asim/go-micro/v3 source, the proxy refuses go-micro.dev/v4).
package registry

import "errors"

// ErrNotFound is returned when a service is not found.
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
