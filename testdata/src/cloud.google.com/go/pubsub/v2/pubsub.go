// Package pubsub is a test stub mirroring version v2.9.0 of cloud.google.com/go/pubsub/v2.
//
// In the real package Message and PublishResult are aliases of types in
// cloud.google.com/go/pubsub/v2/internal; the stub declares them here, and
// NewClient takes no option.ClientOption.
package pubsub

import (
	"context"
	"time"
)

// Message represents a Pub/Sub message.
type Message struct {
	ID              string
	Data            []byte
	Attributes      map[string]string
	PublishTime     time.Time
	DeliveryAttempt *int
	OrderingKey     string
}

// PublishResult help holds the ServerID of a published message.
type PublishResult struct{}

// Get returns the server-generated message ID and/or error result of a
// Publish call.
func (r *PublishResult) Get(ctx context.Context) (serverID string, err error) { return "", nil }

// Ready returns a channel that is closed when the result is ready.
func (r *PublishResult) Ready() <-chan struct{} { return nil }

// Client is a Google Pub/Sub client scoped to a single project.
type Client struct{}

// NewClient creates a new Pub/Sub client.
func NewClient(ctx context.Context, projectID string) (*Client, error) { return &Client{}, nil }

// Publisher constructs a publisher client from either a topicID or a
// topic name.
func (c *Client) Publisher(topicNameOrID string) *Publisher { return &Publisher{} }

// Publisher is a reference to a Pub/Sub topic, used to publish messages.
type Publisher struct{}

// ID returns the unique identifier of the topic within its project.
func (t *Publisher) ID() string { return "" }

// Publish publishes msg to the topic asynchronously.
func (t *Publisher) Publish(ctx context.Context, msg *Message) *PublishResult {
	return &PublishResult{}
}

// Stop sends all remaining published messages and stops goroutines
// created for handling publishing.
func (t *Publisher) Stop() {}

// Flush blocks until all remaining messages are sent.
func (t *Publisher) Flush() {}
