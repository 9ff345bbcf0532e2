// Package container is a test stub mirroring
// github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/container v1.8.3 (minimal).
package container

import "context"

// Client represents a URL to the Azure Storage container.
type Client struct{}

// CreateOptions contains the optional parameters for Create.
type CreateOptions struct{}

// CreateResponse contains the response from Create.
type CreateResponse struct{}

// Create creates a new container within a storage account.
func (c *Client) Create(ctx context.Context, options *CreateOptions) (CreateResponse, error) {
	return CreateResponse{}, nil
}
