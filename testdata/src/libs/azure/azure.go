// Package azure exercises the Azure SDK for Go (catalog §19): every
// operation of a service client retries in the azcore pipeline,
// Retry.MaxRetries + 1 attempts (4 by default; a negative count is one
// attempt).
package azure

import (
	"context"
	"time"

	"github.com/Azure/azure-sdk-for-go/sdk/azcore"
	"github.com/Azure/azure-sdk-for-go/sdk/azcore/policy"
	"github.com/Azure/azure-sdk-for-go/sdk/storage/azblob"
	"github.com/avast/retry-go/v4"

	"libs/azure/blobs"
)

// Default: retry.Do (3) around a default client (4).
func Default(ctx context.Context, conn string, data []byte) error {
	c, err := azblob.NewClientFromConnectionString(conn, nil)
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, err := c.UploadBuffer(ctx, "c", "b", data, nil) // want `^retry\.Do \(3 attempts\) calls azblob\.Client\.UploadBuffer \(4 attempts\): up to 12 calls per operation`
		return err
	}, retry.Attempts(3))
}

// Tuned: MaxRetries 1 in the embedded azcore options: 3 × 2.
func Tuned(ctx context.Context, url string, cred azcore.TokenCredential) error {
	c, err := azblob.NewClient(url, cred, &azblob.ClientOptions{ClientOptions: azcore.ClientOptions{Retry: policy.RetryOptions{MaxRetries: 1}}})
	if err != nil {
		return err
	}
	var lastErr error
	for i := 0; i < 3; i++ {
		if _, lastErr = c.DownloadStream(ctx, "c", "b", nil); lastErr == nil { // want `^for loop \(3 attempts\) calls azblob\.Client\.DownloadStream \(2 attempts\): up to 6 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return lastErr
}

// Disabled is fine: MaxRetries below zero is one attempt, set through
// the promoted field.
func Disabled(ctx context.Context, url string, cred azcore.TokenCredential) error {
	opts := &azblob.ClientOptions{}
	opts.Retry.MaxRetries = -1
	c, err := azblob.NewClient(url, cred, opts)
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, err := c.DownloadStream(ctx, "c", "b", nil)
		return err
	}, retry.Attempts(3))
}

// SubClient: a container client made from the service client retries as
// its parent (4): 2 × 4.
func SubClient(ctx context.Context, c *azblob.Client) error {
	cc := c.ServiceClient().NewContainerClient("c")
	return retry.Do(func() error {
		_, err := cc.Create(ctx, nil) // want `^retry\.Do \(2 attempts\) calls container\.Client\.Create \(4 attempts\): up to 8 calls per operation`
		return err
	}, retry.Attempts(2))
}

// Accessor is fine: ServiceClient sends nothing.
func Accessor(c *azblob.Client) {
	for i := 0; i < 3; i++ {
		if c.ServiceClient() != nil {
			return
		}
	}
}

// OtherPackage: the field's client was built in libs/azure/blobs with
// MaxRetries 2: 2 × 3.
func OtherPackage(ctx context.Context, s *blobs.Store) error {
	return retry.Do(func() error {
		_, err := s.C.DownloadStream(ctx, "c", "b", nil) // want `^retry\.Do \(2 attempts\) calls azblob\.Client\.DownloadStream \(3 attempts\): up to 6 calls per operation`
		return err
	}, retry.Attempts(2))
}
