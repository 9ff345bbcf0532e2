package sqs

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/service/sqs/types"
)

// SendMessageBatch delivers up to ten messages to the specified queue.
func (c *Client) SendMessageBatch(ctx context.Context, params *SendMessageBatchInput, optFns ...func(*Options)) (*SendMessageBatchOutput, error) {
	return &SendMessageBatchOutput{}, nil
}

// SendMessageBatchInput is the input of SendMessageBatch.
type SendMessageBatchInput struct {
	Entries  []types.SendMessageBatchRequestEntry
	QueueUrl *string
}

// SendMessageBatchOutput is the output of SendMessageBatch.
type SendMessageBatchOutput struct {
	Failed     []types.BatchResultErrorEntry
	Successful []types.SendMessageBatchResultEntry
}
