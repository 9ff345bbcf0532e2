// Package opensearchapi is a stub of
// github.com/opensearch-project/opensearch-go/v4/opensearchapi.
package opensearchapi

import (
	"context"
	"io"

	"github.com/opensearch-project/opensearch-go/v4"
)

// Config configures a client.
type Config struct {
	Client opensearch.Config
}

// Client is the API client.
type Client struct {
	Client  *opensearch.Client
	Indices indicesClient
}

type indicesClient struct{ apiClient *Client }

// NewClient makes a client.
func NewClient(config Config) (*Client, error) { return &Client{}, nil }

// NewDefaultClient makes a client with the defaults.
func NewDefaultClient() (*Client, error) { return NewClient(Config{}) }

// NewFromClient wraps a low-level client.
func NewFromClient(client *opensearch.Client) *Client { return &Client{Client: client} }

// IndexReq is an index request: POST without a DocumentID, PUT with one.
type IndexReq struct {
	Index      string
	DocumentID string
	Body       io.Reader
}

// IndexResp is its response.
type IndexResp struct{ ID string }

// Index indexes a document.
func (c Client) Index(ctx context.Context, req IndexReq) (*IndexResp, error) { return nil, nil }

// SearchReq is a search request.
type SearchReq struct {
	Indices []string
	Body    io.Reader
}

// SearchResp is its response.
type SearchResp struct{}

// Search searches.
func (c Client) Search(ctx context.Context, req *SearchReq) (*SearchResp, error) { return nil, nil }

// IndicesCreateReq creates an index.
type IndicesCreateReq struct {
	Index string
	Body  io.Reader
}

// IndicesCreateResp is its response.
type IndicesCreateResp struct{}

// Create creates an index.
func (c indicesClient) Create(ctx context.Context, req IndicesCreateReq) (*IndicesCreateResp, error) {
	return nil, nil
}
