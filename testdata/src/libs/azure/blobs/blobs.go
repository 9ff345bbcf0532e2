// Package blobs builds an Azure blob client for libs/azure: its bound
// must reach the callers there, through a method and through the field.
package blobs

import (
	"github.com/Azure/azure-sdk-for-go/sdk/azcore"
	"github.com/Azure/azure-sdk-for-go/sdk/azcore/policy"
	"github.com/Azure/azure-sdk-for-go/sdk/storage/azblob"
)

// Store keeps a client with MaxRetries 2 (3 attempts) in a field.
type Store struct{ C *azblob.Client }

// New makes the client.
func New(url string, cred azcore.TokenCredential) (*Store, error) {
	c, err := azblob.NewClient(url, cred, &azblob.ClientOptions{ClientOptions: policy.ClientOptions{Retry: policy.RetryOptions{MaxRetries: 2}}})
	if err != nil {
		return nil, err
	}
	return &Store{C: c}, nil
}
