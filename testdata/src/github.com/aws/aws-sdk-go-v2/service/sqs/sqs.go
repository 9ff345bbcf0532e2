// Package sqs is a test stub mirroring version v1.53.0 of github.com/aws/aws-sdk-go-v2/service/sqs.
package sqs

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
)

// Options are the options of a Client.
type Options struct {
	Retryer          aws.Retryer
	Region           string
	RetryMaxAttempts int
	ClientLogMode    uint64
	BaseEndpoint     *string
}

// Client provides the API client to make operations call for Amazon Simple
// Queue Service.
type Client struct {
	options Options
}

// New returns an initialized Client based on the functional options.
func New(options Options, optFns ...func(*Options)) *Client { return &Client{options: options} }

// NewFromConfig returns a new client from the provided config.
func NewFromConfig(cfg aws.Config, optFns ...func(*Options)) *Client {
	return New(Options{RetryMaxAttempts: cfg.RetryMaxAttempts}, optFns...)
}

// SendMessageInput is the input of SendMessage.
type SendMessageInput struct {
	MessageBody            *string
	QueueUrl               *string
	DelaySeconds           int32
	MessageDeduplicationId *string
	MessageGroupId         *string
}

// SendMessageOutput is the output of SendMessage.
type SendMessageOutput struct {
	MD5OfMessageBody *string
	MessageId        *string
	SequenceNumber   *string
}

// SendMessage delivers a message to the specified queue.
func (c *Client) SendMessage(ctx context.Context, params *SendMessageInput, optFns ...func(*Options)) (*SendMessageOutput, error) {
	return &SendMessageOutput{}, nil
}
