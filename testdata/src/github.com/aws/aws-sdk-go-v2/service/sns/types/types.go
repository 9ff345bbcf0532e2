// Package types is a test stub mirroring version v1.48.0 of github.com/aws/aws-sdk-go-v2/service/sns/types.
package types

// PublishBatchRequestEntry contains the details of a single Amazon SNS
// message along with an Id that identifies a message within the batch.
type PublishBatchRequestEntry struct {
	Id                     *string
	Message                *string
	MessageDeduplicationId *string
	MessageGroupId         *string
	MessageStructure       *string
	Subject                *string
}

// PublishBatchResultEntry encloses data related to a successful message
// in a batch request for topic.
type PublishBatchResultEntry struct {
	Id             *string
	MessageId      *string
	SequenceNumber *string
}

// BatchResultErrorEntry gives a detailed description of failed messages
// in the batch.
type BatchResultErrorEntry struct {
	Code        *string
	Id          *string
	SenderFault bool
	Message     *string
}
