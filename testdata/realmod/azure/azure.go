// Package azure runs nestedretry against the real Azure SDK (azcore and
// azblob): every operation of a client retries in the azcore pipeline,
// Retry.MaxRetries + 1 attempts, 4 by default.
package azure

import (
	"context"

	"github.com/Azure/azure-sdk-for-go/sdk/azcore"
	"github.com/Azure/azure-sdk-for-go/sdk/azcore/policy"
	"github.com/Azure/azure-sdk-for-go/sdk/storage/azblob"
	"github.com/avast/retry-go/v4"
)

// Upload: retry.Do (3) around a default client (4).
func Upload(ctx context.Context, conn string, data []byte) error {
	c, err := azblob.NewClientFromConnectionString(conn, nil)
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, err := c.UploadBuffer(ctx, "c", "b", data, nil) // want `^retry\.Do \(3 attempts\) calls azblob\.Client\.UploadBuffer \(4 attempts\): up to 12 calls per operation`
		return err
	}, retry.Attempts(3))
}

// Tuned: MaxRetries 2: 2 × 3.
func Tuned(ctx context.Context, url string, cred azcore.TokenCredential) error {
	c, err := azblob.NewClient(url, cred, &azblob.ClientOptions{ClientOptions: azcore.ClientOptions{Retry: policy.RetryOptions{MaxRetries: 2}}})
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, err := c.DownloadStream(ctx, "c", "b", nil) // want `^retry\.Do \(2 attempts\) calls azblob\.Client\.DownloadStream \(3 attempts\): up to 6 calls per operation`
		return err
	}, retry.Attempts(2))
}

// Disabled is fine: a negative MaxRetries is one attempt.
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
	}, retry.Attempts(2))
}
