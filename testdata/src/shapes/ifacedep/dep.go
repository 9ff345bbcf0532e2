// Package ifacedep holds the other package's half of the shapes in
// package iface: implementations of an interface of iface whose clients
// retry by themselves, and an interface declared here with its
// implementations.
package ifacedep

import (
	"context"
	"math/rand"
	"net/http"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/hashicorp/go-retryablehttp"
	"github.com/redis/go-redis/v9"
)

// HTTP fetches with a client that retries by itself.
type HTTP struct{ c *retryablehttp.Client }

// NewHTTP makes an HTTP fetcher.
func NewHTTP() *HTTP { return &HTTP{c: retryablehttp.NewClient()} }

// Fetch makes one call of the client.
func (h *HTTP) Fetch(ctx context.Context, url string) error {
	resp, err := h.c.Get(url)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Plain fetches with a client that makes one attempt.
type Plain struct{ c *http.Client }

// NewPlain makes a Plain fetcher.
func NewPlain() *Plain { return &Plain{c: &http.Client{}} }

// Fetch makes one request.
func (p *Plain) Fetch(ctx context.Context, url string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := p.c.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Publisher sends one message.
type Publisher interface {
	Publish(ctx context.Context, body string) error
}

// SQS publishes with an AWS SDK client, which retries by itself.
type SQS struct {
	c   *sqs.Client
	url string
}

// NewSQS makes an SQS publisher.
func NewSQS(cfg aws.Config, url string) *SQS { return &SQS{c: sqs.NewFromConfig(cfg), url: url} }

// Publish sends the message once; the SDK retries it.
func (s *SQS) Publish(ctx context.Context, body string) error {
	_, err := s.c.SendMessage(ctx, &sqs.SendMessageInput{QueueUrl: &s.url, MessageBody: &body})
	return err
}

// Policy retries an action; its one implementation is a loop.
type Policy interface {
	RetryAction(action func() error) error
}

type policy struct{}

// NewPolicy makes the retry policy.
func NewPolicy() Policy { return &policy{} }

func (p *policy) RetryAction(action func() error) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = action(); err == nil {
			return nil
		}
		time.Sleep(time.Duration(rand.Int63n(int64(time.Second))))
	}
	return err
}

// RedisWrapper is the part of the go-redis client the program uses: its
// values are go-redis clients.
type RedisWrapper interface {
	Get(ctx context.Context, key string) *redis.StringCmd
}

var _ RedisWrapper = (*redis.Client)(nil)
