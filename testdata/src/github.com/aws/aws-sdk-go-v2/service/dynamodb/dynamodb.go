// Package dynamodb is a test stub mirroring
// github.com/aws/aws-sdk-go-v2/service/dynamodb v1.74.1 (minimal).
package dynamodb

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
)

type Options struct {
	Region           string
	RetryMaxAttempts int
	Retryer          aws.Retryer
}

type Client struct{ options Options }

func New(options Options, optFns ...func(*Options)) *Client {
	for _, fn := range optFns {
		fn(&options)
	}
	return &Client{options: options}
}

func NewFromConfig(cfg aws.Config, optFns ...func(*Options)) *Client {
	return New(Options{Region: cfg.Region, RetryMaxAttempts: cfg.RetryMaxAttempts}, optFns...)
}

// AttributeValue stands for types.AttributeValue.
type AttributeValue interface{}

type GetItemInput struct {
	TableName *string
	Key       map[string]AttributeValue
}

type GetItemOutput struct{ Item map[string]AttributeValue }

func (c *Client) GetItem(ctx context.Context, params *GetItemInput, optFns ...func(*Options)) (*GetItemOutput, error) {
	return &GetItemOutput{}, nil
}

type UpdateItemInput struct {
	TableName                 *string
	Key                       map[string]AttributeValue
	UpdateExpression          *string
	ConditionExpression       *string
	ExpressionAttributeValues map[string]AttributeValue
}

type UpdateItemOutput struct{}

func (c *Client) UpdateItem(ctx context.Context, params *UpdateItemInput, optFns ...func(*Options)) (*UpdateItemOutput, error) {
	return &UpdateItemOutput{}, nil
}
