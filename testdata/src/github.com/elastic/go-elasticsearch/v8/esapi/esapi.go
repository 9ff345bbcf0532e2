// Package esapi is a stub of github.com/elastic/go-elasticsearch/v8/esapi:
// the functional API is a struct of function fields.
package esapi

import (
	"context"
	"io"
	"net/http"
)

// Transport is what the API sends through.
type Transport interface {
	Perform(*http.Request) (*http.Response, error)
}

// Response is an API response.
type Response struct {
	StatusCode int
	Body       io.ReadCloser
}

// API is the functional API.
type API struct {
	Index   Index
	Search  Search
	Bulk    Bulk
	Get     Get
	Indices *Indices
}

// Indices is a namespace of the API.
type Indices struct {
	Create IndicesCreate
}

// IndicesCreate creates an index.
type IndicesCreate func(index string, o ...func(*IndicesCreateRequest)) (*Response, error)

// IndicesCreateRequest is its request.
type IndicesCreateRequest struct {
	Index string
	Body  io.Reader
}

// New makes the API on a transport.
func New(t Transport) *API {
	return &API{
		Index: func(index string, body io.Reader, o ...func(*IndexRequest)) (*Response, error) {
			r := IndexRequest{Index: index, Body: body}
			for _, f := range o {
				f(&r)
			}
			return r.Do(context.Background(), t)
		},
	}
}

// Index indexes a document: POST /<index>/_doc without a document id.
type Index func(index string, body io.Reader, o ...func(*IndexRequest)) (*Response, error)

// WithDocumentID sets the document id (a PUT).
func (f Index) WithDocumentID(v string) func(*IndexRequest) {
	return func(r *IndexRequest) { r.DocumentID = v }
}

// WithContext sets the context.
func (f Index) WithContext(v context.Context) func(*IndexRequest) {
	return func(r *IndexRequest) {}
}

// IndexRequest is an index request.
type IndexRequest struct {
	Index      string
	DocumentID string
	Body       io.Reader
	Refresh    string
}

// Do sends the request: PUT with a DocumentID, POST without.
func (r IndexRequest) Do(ctx context.Context, transport Transport) (*Response, error) {
	return nil, nil
}

// Search searches.
type Search func(o ...func(*SearchRequest)) (*Response, error)

// WithIndex sets the indices.
func (f Search) WithIndex(v ...string) func(*SearchRequest) {
	return func(r *SearchRequest) { r.Index = v }
}

// WithBody sets the body.
func (f Search) WithBody(v io.Reader) func(*SearchRequest) {
	return func(r *SearchRequest) { r.Body = v }
}

// WithContext sets the context.
func (f Search) WithContext(v context.Context) func(*SearchRequest) {
	return func(r *SearchRequest) {}
}

// SearchRequest is a search request.
type SearchRequest struct {
	Index []string
	Body  io.Reader
}

// Do sends the request.
func (r SearchRequest) Do(ctx context.Context, transport Transport) (*Response, error) {
	return nil, nil
}

// Bulk sends a bulk request.
type Bulk func(body io.Reader, o ...func(*BulkRequest)) (*Response, error)

// BulkRequest is a bulk request.
type BulkRequest struct {
	Index string
	Body  io.Reader
}

// Get gets a document.
type Get func(index string, id string, o ...func(*GetRequest)) (*Response, error)

// GetRequest is a get request.
type GetRequest struct {
	Index      string
	DocumentID string
}
