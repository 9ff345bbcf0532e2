// Package pubsub is a test stub mirroring version v1.52.0 of cloud.google.com/go/pubsub.
//
// In the real package Message and PublishResult are aliases of types in
// cloud.google.com/go/internal/pubsub; the stub declares them here.
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

// NewClient creates a new PubSub client.
func NewClient(ctx context.Context, projectID string) (*Client, error) { return &Client{}, nil }

// Topic creates a reference to a topic in the client's project.
func (c *Client) Topic(id string) *Topic { return &Topic{} }

// Topic is a reference to a PubSub topic.
type Topic struct{}

// Publish publishes msg to the topic asynchronously.
func (t *Topic) Publish(ctx context.Context, msg *Message) *PublishResult { return &PublishResult{} }

// Stop sends all remaining published messages and stop goroutines created
// for handling publishing.
func (t *Topic) Stop() {}
