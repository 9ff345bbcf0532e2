// Package service is a test stub mirroring
// github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/service v1.8.3 (minimal).
package service

import "github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/container"

// Client represents a URL to the Azure Blob Storage service.
type Client struct{}

// NewContainerClient creates a new container.Client object by
// concatenating containerName to the end of this Client's URL.
func (s *Client) NewContainerClient(containerName string) *container.Client {
	return &container.Client{}
}
