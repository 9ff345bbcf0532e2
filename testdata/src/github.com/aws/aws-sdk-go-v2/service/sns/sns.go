// Package sns is a test stub mirroring version v1.48.0 of github.com/aws/aws-sdk-go-v2/service/sns.
package sns

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
)

// Options are the options of a Client.
type Options struct {
	Retryer          aws.Retryer
	Region           string
	RetryMaxAttempts int
}

// Client provides the API client to make operations call for Amazon Simple
// Notification Service.
type Client struct {
	options Options
}

// New returns an initialized Client based on the functional options.
func New(options Options, optFns ...func(*Options)) *Client { return &Client{options: options} }

// NewFromConfig returns a new client from the provided config.
func NewFromConfig(cfg aws.Config, optFns ...func(*Options)) *Client {
	return New(Options{RetryMaxAttempts: cfg.RetryMaxAttempts}, optFns...)
}

// PublishInput is the input of Publish.
type PublishInput struct {
	Message                *string
	MessageDeduplicationId *string
	MessageGroupId         *string
	MessageStructure       *string
	PhoneNumber            *string
	Subject                *string
	TargetArn              *string
	TopicArn               *string
}

// PublishOutput is the output of Publish.
type PublishOutput struct {
	MessageId      *string
	SequenceNumber *string
}

// Publish sends a message to an Amazon SNS topic, a text message (SMS
// message) directly to a phone number, or a message to a mobile platform
// endpoint.
func (c *Client) Publish(ctx context.Context, params *PublishInput, optFns ...func(*Options)) (*PublishOutput, error) {
	return &PublishOutput{}, nil
}
