// Package sns is a stub of github.com/aws/aws-sdk-go/service/sns
// (v1.55.8).
package sns

import (
	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/aws/client"
	"github.com/aws/aws-sdk-go/aws/request"
)

// SNS provides the API operation methods for making requests to Amazon
// Simple Notification Service.
type SNS struct{}

// New creates a new instance of the SNS client with a session.
func New(p client.ConfigProvider, cfgs ...*aws.Config) *SNS { return &SNS{} }

// PublishInput is the input of Publish.
type PublishInput struct {
	TopicArn               *string
	Message                *string
	MessageDeduplicationId *string
}

// PublishOutput is the output of Publish.
type PublishOutput struct{}

// Publish API operation for Amazon Simple Notification Service.
func (c *SNS) Publish(input *PublishInput) (*PublishOutput, error) { return nil, nil }

// PublishWithContext is the same as Publish with a context.
func (c *SNS) PublishWithContext(ctx aws.Context, input *PublishInput, opts ...request.Option) (*PublishOutput, error) {
	return nil, nil
}

// PublishBatchInput is the input of PublishBatch.
type PublishBatchInput struct{ TopicArn *string }

// PublishBatchOutput is the output of PublishBatch.
type PublishBatchOutput struct{}

// PublishBatch API operation for Amazon Simple Notification Service.
func (c *SNS) PublishBatch(input *PublishBatchInput) (*PublishBatchOutput, error) { return nil, nil }

// PublishBatchWithContext is the same as PublishBatch with a context.
func (c *SNS) PublishBatchWithContext(ctx aws.Context, input *PublishBatchInput, opts ...request.Option) (*PublishBatchOutput, error) {
	return nil, nil
}
