// Package balancer is a test stub mirroring google.golang.org/grpc v1.74.2 (balancer: Picker, PickInfo, PickResult, SubConn).
package balancer

import (
	"context"
	"errors"

	"google.golang.org/grpc/metadata"
)

var (
	// ErrNoSubConnAvailable indicates no SubConn is available for pick().
	ErrNoSubConnAvailable = errors.New("no SubConn is available")
	// ErrTransientFailure indicates all SubConns are in TransientFailure.
	ErrTransientFailure = errors.New("all SubConns are in TransientFailure")
)

// SubConn represents a gRPC sub connection (reduced to the methods the
// fixtures need; the real interface also has UpdateAddresses,
// GetOrBuildProducer, RegisterHealthListener and an embedding guard).
type SubConn interface {
	// Connect starts the connecting for this SubConn.
	Connect()
	// Shutdown shuts down the SubConn gracefully.
	Shutdown()
}

// PickInfo contains additional information for the Pick operation.
type PickInfo struct {
	// FullMethodName is the method name that NewClientStream() is called
	// with. The canonical format is /service/Method.
	FullMethodName string
	// Ctx is the RPC's context.
	Ctx context.Context
}

// DoneInfo contains additional information for done.
type DoneInfo struct {
	Err           error
	Trailer       metadata.MD
	BytesSent     bool
	BytesReceived bool
	ServerLoad    any
}

// PickResult contains information related to a connection chosen for an RPC.
type PickResult struct {
	// SubConn is the connection to use for this pick, if its state is Ready.
	SubConn SubConn
	// Done is called when the RPC is completed.
	Done func(DoneInfo)
	// Metadata provides a way for LB policies to inject arbitrary per-call
	// metadata.
	Metadata metadata.MD
}

// Picker is used by gRPC to pick a SubConn to send an RPC.
type Picker interface {
	// Pick returns the connection to use for this RPC and related information.
	Pick(info PickInfo) (PickResult, error)
}
