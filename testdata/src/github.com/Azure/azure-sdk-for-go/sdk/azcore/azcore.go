// Package azcore is a test stub mirroring
// github.com/Azure/azure-sdk-for-go/sdk/azcore v1.24.0 (minimal).
package azcore

import (
	"context"

	"github.com/Azure/azure-sdk-for-go/sdk/azcore/policy"
)

// ClientOptions contains optional settings for a client's pipeline.
type ClientOptions = policy.ClientOptions

// TokenCredential represents a credential capable of providing an OAuth token.
type TokenCredential interface {
	GetToken(ctx context.Context, scopes []string) (string, error)
}
