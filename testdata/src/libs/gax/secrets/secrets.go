// Package secrets has the shape of a generated Google Cloud client
// (cloud.google.com/go/secretmanager/apiv1): each method appends the
// package's default call options for it to the caller's and calls
// gax.Invoke. Access has a WithRetry among its defaults, Create does not.
package secrets

import (
	"context"
	"time"

	gax "github.com/googleapis/gax-go/v2"
	"google.golang.org/grpc/codes"
)

// CallOptions contains the retry settings for each method of Client.
type CallOptions struct {
	Create []gax.CallOption
	Access []gax.CallOption
}

func defaultCallOptions() *CallOptions {
	return &CallOptions{
		Create: []gax.CallOption{
			gax.WithTimeout(60000 * time.Millisecond),
		},
		Access: []gax.CallOption{
			gax.WithTimeout(60000 * time.Millisecond),
			gax.WithRetry(func() gax.Retryer {
				return gax.OnCodes([]codes.Code{codes.Unavailable, codes.ResourceExhausted}, gax.Backoff{
					Initial: 2000 * time.Millisecond, Max: 60000 * time.Millisecond, Multiplier: 2.00,
				})
			}),
		},
	}
}

type internalClient interface {
	Create(ctx context.Context, name string, opts ...gax.CallOption) error
	Access(ctx context.Context, name string, opts ...gax.CallOption) ([]byte, error)
}

// Client is the generated client.
type Client struct {
	internalClient internalClient
	CallOptions    *CallOptions
}

type stub interface {
	Create(ctx context.Context, name string) error
	Access(ctx context.Context, name string) ([]byte, error)
}

type gRPCClient struct {
	client      stub
	CallOptions **CallOptions
}

// NewClient creates a new client.
func NewClient(ctx context.Context, s stub) (*Client, error) {
	opts := defaultCallOptions()
	c := &gRPCClient{client: s, CallOptions: &opts}
	return &Client{internalClient: c, CallOptions: opts}, nil
}

// Create creates a secret.
func (c *Client) Create(ctx context.Context, name string, opts ...gax.CallOption) error {
	return c.internalClient.Create(ctx, name, opts...)
}

// Access reads a secret's payload.
func (c *Client) Access(ctx context.Context, name string, opts ...gax.CallOption) ([]byte, error) {
	return c.internalClient.Access(ctx, name, opts...)
}

func (c *gRPCClient) Create(ctx context.Context, name string, opts ...gax.CallOption) error {
	opts = append((*c.CallOptions).Create[0:len((*c.CallOptions).Create):len((*c.CallOptions).Create)], opts...)
	return gax.Invoke(ctx, func(ctx context.Context, settings gax.CallSettings) error {
		return c.client.Create(ctx, name)
	}, opts...)
}

func (c *gRPCClient) Access(ctx context.Context, name string, opts ...gax.CallOption) ([]byte, error) {
	opts = append((*c.CallOptions).Access[0:len((*c.CallOptions).Access):len((*c.CallOptions).Access)], opts...)
	var resp []byte
	err := gax.Invoke(ctx, func(ctx context.Context, settings gax.CallSettings) error {
		var err error
		resp, err = c.client.Access(ctx, name)
		return err
	}, opts...)
	return resp, err
}
