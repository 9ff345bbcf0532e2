// Package sqs is a stub of github.com/aws/aws-sdk-go/service/sqs
// (v1.55.8).
package sqs

import (
	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/aws/client"
	"github.com/aws/aws-sdk-go/aws/request"
)

// SQS provides the API operation methods for making requests to Amazon
// Simple Queue Service.
type SQS struct{}

// New creates a new instance of the SQS client with a session.
func New(p client.ConfigProvider, cfgs ...*aws.Config) *SQS { return &SQS{} }

// SendMessageInput is the input of SendMessage.
type SendMessageInput struct {
	QueueUrl               *string
	MessageBody            *string
	MessageDeduplicationId *string
	MessageGroupId         *string
}

// SendMessageOutput is the output of SendMessage.
type SendMessageOutput struct{}

// SendMessage API operation for Amazon Simple Queue Service.
func (c *SQS) SendMessage(input *SendMessageInput) (*SendMessageOutput, error) { return nil, nil }

// SendMessageWithContext is the same as SendMessage with the addition of
// the ability to pass a context and additional request options.
func (c *SQS) SendMessageWithContext(ctx aws.Context, input *SendMessageInput, opts ...request.Option) (*SendMessageOutput, error) {
	return nil, nil
}

// SendMessageBatchInput is the input of SendMessageBatch.
type SendMessageBatchInput struct{ QueueUrl *string }

// SendMessageBatchOutput is the output of SendMessageBatch.
type SendMessageBatchOutput struct{}

// SendMessageBatch API operation for Amazon Simple Queue Service.
func (c *SQS) SendMessageBatch(input *SendMessageBatchInput) (*SendMessageBatchOutput, error) {
	return nil, nil
}

// SendMessageBatchWithContext is the same as SendMessageBatch with a
// context.
func (c *SQS) SendMessageBatchWithContext(ctx aws.Context, input *SendMessageBatchInput, opts ...request.Option) (*SendMessageBatchOutput, error) {
	return nil, nil
}
