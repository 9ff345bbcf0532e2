// Package kinesis is a test stub mirroring
// github.com/aws/aws-sdk-go-v2/service/kinesis v1.43 (minimal).
package kinesis

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
)

type Options struct {
	Retryer          aws.Retryer
	RetryMaxAttempts int
}

type Client struct{ options Options }

func NewFromConfig(cfg aws.Config, optFns ...func(*Options)) *Client { return &Client{} }

type PutRecordInput struct {
	Data         []byte
	PartitionKey *string
	StreamName   *string
}

type PutRecordOutput struct{ SequenceNumber *string }

func (c *Client) PutRecord(ctx context.Context, params *PutRecordInput, optFns ...func(*Options)) (*PutRecordOutput, error) {
	return &PutRecordOutput{}, nil
}

type PutRecordsRequestEntry struct {
	Data         []byte
	PartitionKey *string
}

type PutRecordsInput struct {
	Records    []PutRecordsRequestEntry
	StreamName *string
}

type PutRecordsOutput struct{ FailedRecordCount *int32 }

func (c *Client) PutRecords(ctx context.Context, params *PutRecordsInput, optFns ...func(*Options)) (*PutRecordsOutput, error) {
	return &PutRecordsOutput{}, nil
}
