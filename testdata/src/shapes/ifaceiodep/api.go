// Package ifaceiodep: a generated gRPC client, used through its
// interface, and an interface whose implementation reads memory.
package ifaceiodep

import (
	"context"

	"google.golang.org/grpc"
)

type ImageServiceClient interface {
	PullImage(ctx context.Context, name, user string) error
}

type imageServiceClient struct{ cc *grpc.ClientConn }

func NewImageServiceClient(cc *grpc.ClientConn) ImageServiceClient {
	return &imageServiceClient{cc}
}

func (c *imageServiceClient) PullImage(ctx context.Context, name, user string) error {
	return c.cc.Invoke(ctx, "/runtime.v1.ImageService/PullImage", name, nil)
}

type Cache interface {
	Lookup(name, user string) error
}

type memCache struct{ m map[string]bool }

func NewCache() Cache { return &memCache{m: map[string]bool{}} }

func (c *memCache) Lookup(name, user string) error {
	if !c.m[name+user] {
		return context.Canceled
	}
	return nil
}
