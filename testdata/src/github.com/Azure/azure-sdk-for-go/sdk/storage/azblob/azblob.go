// Package azblob is a test stub mirroring
// github.com/Azure/azure-sdk-for-go/sdk/storage/azblob v1.8.3 (minimal).
package azblob

import (
	"context"

	"github.com/Azure/azure-sdk-for-go/sdk/azcore"
	"github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/service"
)

// ClientOptions contains the optional parameters when creating a Client.
type ClientOptions struct {
	azcore.ClientOptions
}

// Client represents a URL to an Azure Storage blob.
type Client struct{ svc *service.Client }

// NewClient creates an instance of Client with the specified values.
func NewClient(serviceURL string, cred azcore.TokenCredential, options *ClientOptions) (*Client, error) {
	return &Client{svc: &service.Client{}}, nil
}

// NewClientFromConnectionString creates an instance of Client with the
// specified values.
func NewClientFromConnectionString(connectionString string, options *ClientOptions) (*Client, error) {
	return &Client{svc: &service.Client{}}, nil
}

// ServiceClient returns the embedded service client for this client.
func (c *Client) ServiceClient() *service.Client { return c.svc }

// UploadBufferOptions provides set of configurations for UploadBuffer.
type UploadBufferOptions struct{ Concurrency uint16 }

// UploadBufferResponse contains the response from UploadBuffer.
type UploadBufferResponse struct{}

// UploadBuffer uploads a buffer in blocks to a block blob.
func (c *Client) UploadBuffer(ctx context.Context, containerName string, blobName string, buffer []byte, o *UploadBufferOptions) (UploadBufferResponse, error) {
	return UploadBufferResponse{}, nil
}

// DownloadStreamOptions contains the optional parameters for DownloadStream.
type DownloadStreamOptions struct{}

// DownloadStreamResponse contains the response from DownloadStream.
type DownloadStreamResponse struct{}

// DownloadStream reads a range of bytes from a blob.
func (c *Client) DownloadStream(ctx context.Context, containerName string, blobName string, o *DownloadStreamOptions) (DownloadStreamResponse, error) {
	return DownloadStreamResponse{}, nil
}
