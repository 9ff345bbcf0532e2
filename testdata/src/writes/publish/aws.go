package publish

import (
	"context"

	"github.com/avast/retry-go/v4"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/kinesis"
)

// Counter adds to a counter in a retry: a retry after a timeout that
// the table applied adds twice.
func Counter(ctx context.Context, db *dynamodb.Client, id string) error {
	return retry.Do(func() error {
		_, err := db.UpdateItem(ctx, &dynamodb.UpdateItemInput{ // want `^retry\.Do re-runs an update that ADDs to the old value via dynamodb\.Client\.UpdateItem; a retried write can be applied twice`
			TableName:        aws.String("counters"),
			UpdateExpression: aws.String("ADD hits :one"),
		})
		return err
	}, retry.Attempts(3))
}

// Balance sets a value relative to the old one: the same.
func Balance(ctx context.Context, db *dynamodb.Client) error {
	return retry.Do(func() error {
		_, err := db.UpdateItem(ctx, &dynamodb.UpdateItemInput{ // want `^retry\.Do re-runs an update relative to the old value via dynamodb\.Client\.UpdateItem`
			TableName:        aws.String("accounts"),
			UpdateExpression: aws.String("SET balance = balance + :amount"),
		})
		return err
	}, retry.Attempts(3))
}

// SetValue is fine: it writes the new value, so a second application
// changes nothing.
func SetValue(ctx context.Context, db *dynamodb.Client) error {
	return retry.Do(func() error {
		_, err := db.UpdateItem(ctx, &dynamodb.UpdateItemInput{
			TableName:        aws.String("accounts"),
			UpdateExpression: aws.String("SET balance = :amount"),
		})
		return err
	}, retry.Attempts(3))
}

// Guarded is fine: the condition on the version makes a second
// application fail instead of adding twice.
func Guarded(ctx context.Context, db *dynamodb.Client) error {
	return retry.Do(func() error {
		_, err := db.UpdateItem(ctx, &dynamodb.UpdateItemInput{
			TableName:           aws.String("accounts"),
			UpdateExpression:    aws.String("SET balance = balance + :amount, version = :next"),
			ConditionExpression: aws.String("version = :current"),
		})
		return err
	}, retry.Attempts(3))
}

// Records retries a Kinesis put: a second record with the same data.
func Records(ctx context.Context, k *kinesis.Client, data []byte) error {
	return retry.Do(func() error {
		_, err := k.PutRecord(ctx, &kinesis.PutRecordInput{Data: data, PartitionKey: aws.String("p")}) // want `^retry\.Do re-publishes via kinesis\.Client\.PutRecord without an idempotency key`
		return err
	}, retry.Attempts(3))
}

// Batch retries a Kinesis batch put: every record again.
func Batch(ctx context.Context, k *kinesis.Client, data []byte) error {
	return retry.Do(func() error {
		_, err := k.PutRecords(ctx, &kinesis.PutRecordsInput{Records: []kinesis.PutRecordsRequestEntry{{Data: data, PartitionKey: aws.String("p")}}}) // want `^retry\.Do re-publishes via kinesis\.Client\.PutRecords without an idempotency key`
		return err
	}, retry.Attempts(3))
}
