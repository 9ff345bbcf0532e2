package sns

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/service/sns/types"
)

// PublishBatch publishes up to 10 messages to the specified topic in a
// single batch.
func (c *Client) PublishBatch(ctx context.Context, params *PublishBatchInput, optFns ...func(*Options)) (*PublishBatchOutput, error) {
	return &PublishBatchOutput{}, nil
}

// PublishBatchInput is the input of PublishBatch.
type PublishBatchInput struct {
	PublishBatchRequestEntries []types.PublishBatchRequestEntry
	TopicArn                   *string
}

// PublishBatchOutput is the output of PublishBatch.
type PublishBatchOutput struct {
	Failed     []types.BatchResultErrorEntry
	Successful []types.PublishBatchResultEntry
}
