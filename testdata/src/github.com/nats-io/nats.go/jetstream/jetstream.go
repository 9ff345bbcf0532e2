// Package jetstream is a test stub mirroring version v1.55.0 of
// github.com/nats-io/nats.go/jetstream.
//
// As in the real package, JetStream embeds Publisher: Publish and
// PublishMsg are the methods declared on Publisher.
package jetstream

import (
	"context"
	"time"

	"github.com/nats-io/nats.go"
)

type (
	// JetStream is the top-level interface for interacting with JetStream.
	JetStream interface {
		// AccountInfo fetches account information from the server.
		AccountInfo(ctx context.Context) (*AccountInfo, error)

		// Conn returns the underlying NATS connection.
		Conn() *nats.Conn

		Publisher
	}

	// Publisher provides methods for publishing messages to a stream.
	Publisher interface {
		// Publish performs a synchronous publish to a stream and waits for
		// ack from server.
		Publish(ctx context.Context, subject string, payload []byte, opts ...PublishOpt) (*PubAck, error)

		// PublishMsg performs a synchronous publish to a stream and waits
		// for ack from server.
		PublishMsg(ctx context.Context, msg *nats.Msg, opts ...PublishOpt) (*PubAck, error)
	}

	// JetStreamOpt is a functional option for New.
	JetStreamOpt func(*JetStreamOptions) error

	// JetStreamOptions are used to configure JetStream.
	JetStreamOptions struct {
		apiPrefix string
	}

	// AccountInfo contains information about the JetStream usage from the
	// current account.
	AccountInfo struct{}

	// PublishOpt are the options that can be passed to Publish methods.
	PublishOpt func(*pubOpts) error

	pubOpts struct {
		id string
	}

	// PubAck is an ack received after successfully publishing a message.
	PubAck struct {
		Stream    string `json:"stream"`
		Sequence  uint64 `json:"seq"`
		Duplicate bool   `json:"duplicate,omitempty"`
		Domain    string `json:"domain,omitempty"`
	}
)

// New returns a new JetStream instance.
func New(nc *nats.Conn, opts ...JetStreamOpt) (JetStream, error) { return nil, nil }

// WithRetryAttempts sets the retry number of attempts when
// ErrNoResponders is encountered. Defaults to 2.
func WithRetryAttempts(num int) PublishOpt {
	return func(opts *pubOpts) error { return nil }
}

// WithRetryWait sets the retry wait time when ErrNoResponders is
// encountered. Defaults to 250ms.
func WithRetryWait(dur time.Duration) PublishOpt {
	return func(opts *pubOpts) error { return nil }
}

// WithMsgID sets the message ID used for deduplication.
func WithMsgID(id string) PublishOpt {
	return func(opts *pubOpts) error {
		opts.id = id
		return nil
	}
}
