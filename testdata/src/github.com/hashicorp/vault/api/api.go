// Package api is a stub of github.com/hashicorp/vault/api (v1.23.0), with
// the real signatures of the functions the fixtures call.
package api

import (
	"context"
	"time"
)

// Config is used to configure the creation of the client.
type Config struct {
	Address      string
	MinRetryWait time.Duration
	MaxRetryWait time.Duration
	// MaxRetries controls the maximum number of times to retry when a 5xx
	// error occurs. Set to 0 to disable retrying. Defaults to 2 (for a
	// total of three tries).
	MaxRetries int
	Timeout    time.Duration
}

// DefaultConfig returns a default configuration for the client.
func DefaultConfig() *Config { return &Config{MaxRetries: 2} }

// Client is the client to the Vault API.
type Client struct{ config *Config }

// NewClient returns a new client for the given configuration.
func NewClient(c *Config) (*Client, error) { return &Client{config: c}, nil }

// SetMaxRetries sets the number of retries that will be used in the case
// of certain errors.
func (c *Client) SetMaxRetries(retries int) {}

// SetToken sets the token directly.
func (c *Client) SetToken(v string) {}

// Clone creates a new client with the same configuration.
func (c *Client) Clone() (*Client, error) { return c, nil }

// CloneWithHeaders creates a new client similar to Clone, with the
// addition of the original client's headers.
func (c *Client) CloneWithHeaders() (*Client, error) { return c, nil }

// WithNamespace makes a shallow copy of Client, modifies it to use the
// given namespace, and returns it.
func (c *Client) WithNamespace(namespace string) *Client { return c }

// Request is a raw request configuration structure.
type Request struct{ Method, Path string }

// NewRequest creates a new raw request object.
func (c *Client) NewRequest(method, requestPath string) *Request {
	return &Request{Method: method, Path: requestPath}
}

// Response is a raw response that wraps an HTTP response.
type Response struct{}

// RawRequest performs the raw request given.
func (c *Client) RawRequest(r *Request) (*Response, error) { return nil, nil }

// RawRequestWithContext performs the raw request given.
func (c *Client) RawRequestWithContext(ctx context.Context, r *Request) (*Response, error) {
	return nil, nil
}

// Secret is the structure returned for every secret within Vault.
type Secret struct {
	Data map[string]interface{}
	Auth *SecretAuth
}

// SecretAuth is the structure containing auth information.
type SecretAuth struct{ ClientToken string }

// Logical is used to perform logical backend operations on Vault.
type Logical struct{ c *Client }

// Logical is used to return the client for logical-backend API calls.
func (c *Client) Logical() *Logical { return &Logical{c: c} }

// Read reads a secret.
func (c *Logical) Read(path string) (*Secret, error) { return nil, nil }

// ReadWithContext reads a secret.
func (c *Logical) ReadWithContext(ctx context.Context, path string) (*Secret, error) { return nil, nil }

// List lists secrets.
func (c *Logical) List(path string) (*Secret, error) { return nil, nil }

// Write writes a secret.
func (c *Logical) Write(path string, data map[string]interface{}) (*Secret, error) { return nil, nil }

// WriteWithContext writes a secret.
func (c *Logical) WriteWithContext(ctx context.Context, path string, data map[string]interface{}) (*Secret, error) {
	return nil, nil
}

// WriteBytes writes raw bytes.
func (c *Logical) WriteBytes(path string, data []byte) (*Secret, error) { return nil, nil }

// WriteBytesWithContext writes raw bytes.
func (c *Logical) WriteBytesWithContext(ctx context.Context, path string, data []byte) (*Secret, error) {
	return nil, nil
}

// WriteRaw writes and returns the raw response.
func (c *Logical) WriteRaw(path string, data []byte) (*Response, error) { return nil, nil }

// WriteRawWithContext writes and returns the raw response.
func (c *Logical) WriteRawWithContext(ctx context.Context, path string, data []byte) (*Response, error) {
	return nil, nil
}

// Delete deletes a secret.
func (c *Logical) Delete(path string) (*Secret, error) { return nil, nil }

// ParseRawResponseAndCloseBody parses a raw response (no request).
func (c *Logical) ParseRawResponseAndCloseBody(resp *Response, err error) (*Secret, error) {
	return nil, err
}

// Sys is used to perform system-related operations on Vault.
type Sys struct{ c *Client }

// Sys is used to return the client for sys-related API calls.
func (c *Client) Sys() *Sys { return &Sys{c: c} }

// HealthResponse is the response of a health check.
type HealthResponse struct{ Initialized, Sealed bool }

// Health returns the server's health.
func (c *Sys) Health() (*HealthResponse, error) { return nil, nil }

// KVv2 is used to return a client for reads and writes against a KV v2
// secrets engine.
type KVv2 struct{ c *Client }

// KVv1 is the KV v1 client.
type KVv1 struct{ c *Client }

// KVSecret is a key-value secret.
type KVSecret struct{ Data map[string]interface{} }

// KVv2 returns a KV v2 client on the mount path.
func (c *Client) KVv2(mountPath string) *KVv2 { return &KVv2{c: c} }

// KVv1 returns a KV v1 client on the mount path.
func (c *Client) KVv1(mountPath string) *KVv1 { return &KVv1{c: c} }

// Get returns the latest version of a secret.
func (kv *KVv2) Get(ctx context.Context, secretPath string) (*KVSecret, error) { return nil, nil }

// Put inserts a key-value secret.
func (kv *KVv2) Put(ctx context.Context, secretPath string, data map[string]interface{}) (*KVSecret, error) {
	return nil, nil
}

// Get returns a secret.
func (kv *KVv1) Get(ctx context.Context, secretPath string) (*KVSecret, error) { return nil, nil }

// Auth is used to perform credential backend related operations.
type Auth struct{ c *Client }

// Auth is used to return the client for credential-backend API calls.
func (c *Client) Auth() *Auth { return &Auth{c: c} }

// AuthMethod is an auth method.
type AuthMethod interface {
	Login(ctx context.Context, client *Client) (*Secret, error)
}

// Login sets up the required request body for login requests.
func (a *Auth) Login(ctx context.Context, authMethod AuthMethod) (*Secret, error) { return nil, nil }

// TokenAuth is used to perform token backend operations on Vault.
type TokenAuth struct{ c *Client }

// Token is used to return the client for token-backend API calls.
func (a *Auth) Token() *TokenAuth { return &TokenAuth{c: a.c} }

// TokenCreateRequest is the options structure for creating a token.
type TokenCreateRequest struct{ Policies []string }

// Create creates a token.
func (c *TokenAuth) Create(opts *TokenCreateRequest) (*Secret, error) { return nil, nil }

// CreateWithContext creates a token.
func (c *TokenAuth) CreateWithContext(ctx context.Context, opts *TokenCreateRequest) (*Secret, error) {
	return nil, nil
}

// CreateOrphan creates an orphan token.
func (c *TokenAuth) CreateOrphan(opts *TokenCreateRequest) (*Secret, error) { return nil, nil }

// CreateOrphanWithContext creates an orphan token.
func (c *TokenAuth) CreateOrphanWithContext(ctx context.Context, opts *TokenCreateRequest) (*Secret, error) {
	return nil, nil
}

// CreateWithRole creates a token with a role.
func (c *TokenAuth) CreateWithRole(opts *TokenCreateRequest, roleName string) (*Secret, error) {
	return nil, nil
}

// CreateWithRoleWithContext creates a token with a role.
func (c *TokenAuth) CreateWithRoleWithContext(ctx context.Context, opts *TokenCreateRequest, roleName string) (*Secret, error) {
	return nil, nil
}

// LookupSelf retrieves information about the token.
func (c *TokenAuth) LookupSelf() (*Secret, error) { return nil, nil }
