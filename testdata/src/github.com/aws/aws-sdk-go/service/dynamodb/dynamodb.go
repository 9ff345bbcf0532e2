// Package dynamodb is a stub of github.com/aws/aws-sdk-go/service/dynamodb
// (v1.55.8).
package dynamodb

import (
	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/aws/client"
	"github.com/aws/aws-sdk-go/aws/request"
)

// DynamoDB provides the API operation methods for making requests to
// Amazon DynamoDB.
type DynamoDB struct{}

// New creates a new instance of the DynamoDB client with a session.
func New(p client.ConfigProvider, cfgs ...*aws.Config) *DynamoDB { return &DynamoDB{} }

// GetItemInput is the input of GetItem.
type GetItemInput struct{ TableName *string }

// GetItemOutput is the output of GetItem.
type GetItemOutput struct{}

// GetItemWithContext is the same as GetItem with the addition of the
// ability to pass a context and additional request options.
func (c *DynamoDB) GetItemWithContext(ctx aws.Context, input *GetItemInput, opts ...request.Option) (*GetItemOutput, error) {
	return nil, nil
}
