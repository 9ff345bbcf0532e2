// Package types is a test stub mirroring version v1.53.0 of github.com/aws/aws-sdk-go-v2/service/sqs/types.
package types

// SendMessageBatchRequestEntry contains the details of a single Amazon SQS
// message along with an Id.
type SendMessageBatchRequestEntry struct {
	Id                     *string
	MessageBody            *string
	DelaySeconds           int32
	MessageDeduplicationId *string
	MessageGroupId         *string
}

// SendMessageBatchResultEntry encloses a MessageId for a successfully
// enqueued message in a SendMessageBatch.
type SendMessageBatchResultEntry struct {
	Id               *string
	MD5OfMessageBody *string
	MessageId        *string
	SequenceNumber   *string
}

// BatchResultErrorEntry gives a detailed description of the result of an
// action on each entry in the request.
type BatchResultErrorEntry struct {
	Code        *string
	Id          *string
	SenderFault bool
	Message     *string
}
