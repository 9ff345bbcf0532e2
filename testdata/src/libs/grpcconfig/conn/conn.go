// Package conn dials gRPC connections for libs/grpcconfig: the retry
// policy of each service config must reach the callers there.
package conn

import "google.golang.org/grpc"

const retrying = `{"methodConfig": [{"name": [{"service": "things.Things"}],
  "retryPolicy": {"maxAttempts": 3, "initialBackoff": "0.1s", "maxBackoff": "1s",
    "backoffMultiplier": 2, "retryableStatusCodes": ["UNAVAILABLE"]}}]}`

// Dial returns a connection whose service config retries every method
// of things.Things 3 times.
func Dial(target string) (*grpc.ClientConn, error) {
	return grpc.NewClient(target, grpc.WithDefaultServiceConfig(retrying))
}

// Holder keeps a retrying connection in a field.
type Holder struct{ CC *grpc.ClientConn }

// NewHolder dials with the retrying config.
func NewHolder(target string) (*Holder, error) {
	cc, err := grpc.NewClient(target, grpc.WithDefaultServiceConfig(retrying))
	if err != nil {
		return nil, err
	}
	return &Holder{CC: cc}, nil
}
