// Package grpcconfig exercises gRPC's own retries (catalog §9b): a
// connection whose default service config has a retryPolicy retries the
// methods it names, maxAttempts times (capped at 5, or at
// WithMaxCallAttempts); WithDisableRetry turns that off, and a config
// with no retryPolicy makes one attempt.
package grpcconfig

import (
	"context"
	"time"

	"google.golang.org/grpc"

	"libs/grpcconfig/conn"
)

type getRequest struct{ ID string }

type getReply struct{ Name string }

// ThingsClient is what protoc-gen-go-grpc generates for things.Things.
type ThingsClient interface {
	Get(ctx context.Context, in *getRequest, opts ...grpc.CallOption) (*getReply, error)
	List(ctx context.Context, in *getRequest, opts ...grpc.CallOption) (*getReply, error)
}

type thingsClient struct{ cc grpc.ClientConnInterface }

// NewThingsClient is the generated constructor.
func NewThingsClient(cc grpc.ClientConnInterface) ThingsClient { return &thingsClient{cc} }

func (c *thingsClient) Get(ctx context.Context, in *getRequest, opts ...grpc.CallOption) (*getReply, error) {
	out := new(getReply)
	err := c.cc.Invoke(ctx, "/things.Things/Get", in, out, opts...)
	return out, err
}

func (c *thingsClient) List(ctx context.Context, in *getRequest, opts ...grpc.CallOption) (*getReply, error) {
	out := new(getReply)
	err := c.cc.Invoke(ctx, "/things.Things/List", in, out, opts...)
	return out, err
}

// loop retries op twice: the outer layer of every nest below.
func loop(op func() error) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = op(); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

const getOnly = `{"methodConfig": [{"name": [{"service": "things.Things", "method": "Get"}],
  "retryPolicy": {"maxAttempts": 4, "initialBackoff": "0.1s", "maxBackoff": "1s",
    "backoffMultiplier": 2, "retryableStatusCodes": ["UNAVAILABLE"]}}]}`

// MethodPolicy: the policy names Get with 4 attempts: 2 × 4.
func MethodPolicy(ctx context.Context, target string) error {
	cc, err := grpc.NewClient(target, grpc.WithDefaultServiceConfig(getOnly))
	if err != nil {
		return err
	}
	c := NewThingsClient(cc)
	return loop(func() error {
		_, err := c.Get(ctx, &getRequest{ID: "1"}) // want `^grpcconfig\.loop \(2 attempts\) calls grpc service config retryPolicy \(4 attempts\): up to 8 calls per operation`
		return err
	})
}

// OtherMethod is fine: the policy names Get, not List.
func OtherMethod(ctx context.Context, target string) error {
	cc, err := grpc.NewClient(target, grpc.WithDefaultServiceConfig(getOnly))
	if err != nil {
		return err
	}
	c := NewThingsClient(cc)
	return loop(func() error {
		_, err := c.List(ctx, &getRequest{ID: "1"})
		return err
	})
}

// Capped: maxAttempts 9 is capped at 5 by gRPC: 2 × 5.
func Capped(ctx context.Context, target string) error {
	cc, err := grpc.NewClient(target, grpc.WithDefaultServiceConfig(`{"methodConfig": [{"name": [{}], "retryPolicy": {"maxAttempts": 9}}]}`))
	if err != nil {
		return err
	}
	c := NewThingsClient(cc)
	return loop(func() error {
		_, err := c.List(ctx, &getRequest{ID: "1"}) // want `^grpcconfig\.loop \(2 attempts\) calls grpc service config retryPolicy \(5 attempts\): up to 10 calls per operation`
		return err
	})
}

// CappedLower: WithMaxCallAttempts(2) caps the policy's 4: 2 × 2.
func CappedLower(ctx context.Context, target string) error {
	cc, err := grpc.NewClient(target, grpc.WithMaxCallAttempts(2), grpc.WithDefaultServiceConfig(getOnly))
	if err != nil {
		return err
	}
	return loop(func() error {
		return cc.Invoke(ctx, "/things.Things/Get", &getRequest{ID: "1"}, new(getReply)) // want `^grpcconfig\.loop \(2 attempts\) calls grpc service config retryPolicy \(2 attempts\): up to 4 calls per operation`
	})
}

// Disabled is fine: WithDisableRetry turns the policy off, wherever it
// is among the options.
func Disabled(ctx context.Context, target string) error {
	cc, err := grpc.NewClient(target, grpc.WithDisableRetry(), grpc.WithDefaultServiceConfig(getOnly))
	if err != nil {
		return err
	}
	c := NewThingsClient(cc)
	return loop(func() error {
		_, err := c.Get(ctx, &getRequest{ID: "1"})
		return err
	})
}

// NoPolicy is fine: a service config without a retryPolicy (load
// balancing only) makes one attempt.
func NoPolicy(ctx context.Context, target string) error {
	cc, err := grpc.NewClient(target, grpc.WithDefaultServiceConfig(`{"loadBalancingConfig": [{"round_robin": {}}]}`))
	if err != nil {
		return err
	}
	c := NewThingsClient(cc)
	return loop(func() error {
		_, err := c.Get(ctx, &getRequest{ID: "1"})
		return err
	})
}

// FromVariable is fine: a config that is not a constant says nothing
// unless the code also asks for retries with a cap.
func FromVariable(ctx context.Context, target, sc string) error {
	cc, err := grpc.NewClient(target, grpc.WithDefaultServiceConfig(sc))
	if err != nil {
		return err
	}
	c := NewThingsClient(cc)
	return loop(func() error {
		_, err := c.Get(ctx, &getRequest{ID: "1"})
		return err
	})
}

// FromVariableCapped: a config that is not a constant, with a cap: ?.
func FromVariableCapped(ctx context.Context, target, sc string) error {
	cc, err := grpc.NewClient(target, grpc.WithDefaultServiceConfig(sc), grpc.WithMaxCallAttempts(4))
	if err != nil {
		return err
	}
	c := NewThingsClient(cc)
	return loop(func() error {
		_, err := c.Get(ctx, &getRequest{ID: "1"}) // want `^grpcconfig\.loop \(2 attempts\) calls grpc service config retryPolicy \(\? attempts\): up to \? calls per operation`
		return err
	})
}

// OtherPackage: the connection was dialed in libs/grpcconfig/conn with
// 3 attempts: 2 × 3.
func OtherPackage(ctx context.Context, target string) error {
	cc, err := conn.Dial(target)
	if err != nil {
		return err
	}
	c := NewThingsClient(cc)
	return loop(func() error {
		_, err := c.Get(ctx, &getRequest{ID: "1"}) // want `^grpcconfig\.loop \(2 attempts\) calls grpc service config retryPolicy \(3 attempts\): up to 6 calls per operation`
		return err
	})
}

// server holds a client built on a connection another package keeps in
// a field.
type server struct{ things ThingsClient }

func newServer(h *conn.Holder) *server { return &server{things: NewThingsClient(h.CC)} }

// Lookup: the field's connection retries 3 times: 2 × 3.
func (s *server) Lookup(ctx context.Context) error {
	return loop(func() error {
		_, err := s.things.Get(ctx, &getRequest{ID: "1"}) // want `^grpcconfig\.loop \(2 attempts\) calls grpc service config retryPolicy \(3 attempts\): up to 6 calls per operation`
		return err
	})
}
