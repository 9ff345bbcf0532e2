// Package storage is a stub of cloud.google.com/go/storage (v1.71.0),
// with the real signatures of the functions the fixtures call (client
// options left out).
package storage

import (
	"context"
	"errors"
	"io"
	"time"
)

// ErrObjectNotExist indicates that the object does not exist.
var ErrObjectNotExist = errors.New("storage: object doesn't exist")

// Client is a client for interacting with Google Cloud Storage.
type Client struct{}

// NewClient creates a new Google Cloud Storage client using the HTTP
// transport.
func NewClient(ctx context.Context) (*Client, error) { return &Client{}, nil }

// NewGRPCClient creates a new Storage client using the gRPC transport.
func NewGRPCClient(ctx context.Context) (*Client, error) { return &Client{}, nil }

// Close closes the Client.
func (c *Client) Close() error { return nil }

// RetryOption allows users to configure non-default retry behavior.
type RetryOption interface{ apply(*struct{}) }

type opt struct{}

func (opt) apply(*struct{}) {}

// SetRetry configures the client with custom retry behavior.
func (c *Client) SetRetry(opts ...RetryOption) {}

// WithMaxAttempts configures the maximum number of times an API call can
// be made in the case of retryable errors.
func WithMaxAttempts(maxAttempts int) RetryOption { return opt{} }

// WithMaxRetryDuration configures the maximum duration for which requests
// can be retried.
func WithMaxRetryDuration(maxRetryDuration time.Duration) RetryOption { return opt{} }

// RetryPolicy describes the available policies for which operations
// should be retried.
type RetryPolicy int

const (
	// RetryIdempotent causes only idempotent operations to be retried.
	RetryIdempotent RetryPolicy = iota
	// RetryAlways causes all operations to be retried.
	RetryAlways
	// RetryNever causes the client to not perform retries.
	RetryNever
)

// WithPolicy allows the configuration of which operations should be
// performed with retries for transient errors.
func WithPolicy(policy RetryPolicy) RetryOption { return opt{} }

// BucketHandle provides operations on a Google Cloud Storage bucket.
type BucketHandle struct{}

// Bucket returns a BucketHandle.
func (c *Client) Bucket(name string) *BucketHandle { return &BucketHandle{} }

// BucketAttrs represents the metadata for a bucket.
type BucketAttrs struct{ Name string }

// BucketAttrsToUpdate define the attributes to update during an Update
// call.
type BucketAttrsToUpdate struct{}

// BucketConditions constrain bucket methods to act on specific
// metagenerations.
type BucketConditions struct{ MetagenerationMatch int64 }

// Create creates the Bucket in the project.
func (b *BucketHandle) Create(ctx context.Context, projectID string, attrs *BucketAttrs) error {
	return nil
}

// Delete deletes the Bucket.
func (b *BucketHandle) Delete(ctx context.Context) error { return nil }

// Attrs returns the metadata for the bucket.
func (b *BucketHandle) Attrs(ctx context.Context) (*BucketAttrs, error) { return nil, nil }

// Update updates a bucket's attributes.
func (b *BucketHandle) Update(ctx context.Context, uattrs BucketAttrsToUpdate) (*BucketAttrs, error) {
	return nil, nil
}

// If returns a new BucketHandle that applies a set of preconditions.
func (b *BucketHandle) If(conds BucketConditions) *BucketHandle { return b }

// Retryer returns a bucket handle that is configured with custom retry
// behavior.
func (b *BucketHandle) Retryer(opts ...RetryOption) *BucketHandle { return b }

// UserProject returns a new BucketHandle that passes the project ID as
// the user project for all subsequent calls.
func (b *BucketHandle) UserProject(projectID string) *BucketHandle { return b }

// Object returns an ObjectHandle.
func (b *BucketHandle) Object(name string) *ObjectHandle { return &ObjectHandle{} }

// Query represents a query to filter objects from a bucket.
type Query struct{ Prefix string }

// Objects returns an iterator over the objects in the bucket.
func (b *BucketHandle) Objects(ctx context.Context, q *Query) *ObjectIterator {
	return &ObjectIterator{}
}

// ObjectIterator is an iterator over ObjectAttrs.
type ObjectIterator struct{}

// Next returns the next result.
func (it *ObjectIterator) Next() (*ObjectAttrs, error) { return nil, nil }

// Buckets returns an iterator over the buckets in the project.
func (c *Client) Buckets(ctx context.Context, projectID string) *BucketIterator {
	return &BucketIterator{}
}

// BucketIterator is an iterator over BucketAttrs.
type BucketIterator struct{}

// Next returns the next result.
func (it *BucketIterator) Next() (*BucketAttrs, error) { return nil, nil }

// ObjectHandle provides operations on an object in a Google Cloud
// Storage bucket.
type ObjectHandle struct{}

// ObjectAttrs represents the metadata for a Google Cloud Storage object.
type ObjectAttrs struct{ Name string }

// ObjectAttrsToUpdate is used to update the attributes of an object.
type ObjectAttrsToUpdate struct{ ContentType any }

// Conditions constrain methods to act on specific generations of
// objects.
type Conditions struct {
	GenerationMatch     int64
	MetagenerationMatch int64
	DoesNotExist        bool
}

// Attrs returns meta information about the object.
func (o *ObjectHandle) Attrs(ctx context.Context) (*ObjectAttrs, error) { return nil, nil }

// Update updates an object with the provided attributes.
func (o *ObjectHandle) Update(ctx context.Context, uattrs ObjectAttrsToUpdate) (*ObjectAttrs, error) {
	return nil, nil
}

// Delete deletes the single specified object.
func (o *ObjectHandle) Delete(ctx context.Context) error { return nil }

// If returns a new ObjectHandle that applies a set of preconditions.
func (o *ObjectHandle) If(conds Conditions) *ObjectHandle { return o }

// Generation returns a new ObjectHandle that operates on a specific
// generation of the object.
func (o *ObjectHandle) Generation(gen int64) *ObjectHandle { return o }

// Retryer returns an object handle that is configured with custom retry
// behavior.
func (o *ObjectHandle) Retryer(opts ...RetryOption) *ObjectHandle { return o }

// ReadCompressed when true causes the read to happen without
// decompressing.
func (o *ObjectHandle) ReadCompressed(compressed bool) *ObjectHandle { return o }

// Reader reads a Cloud Storage object.
type Reader struct{}

// Read reads from the object.
func (r *Reader) Read(p []byte) (int, error) { return 0, io.EOF }

// Close closes the Reader.
func (r *Reader) Close() error { return nil }

// NewReader creates a new Reader to read the contents of the object.
func (o *ObjectHandle) NewReader(ctx context.Context) (*Reader, error) { return &Reader{}, nil }

// NewRangeReader reads part of an object.
func (o *ObjectHandle) NewRangeReader(ctx context.Context, offset, length int64) (*Reader, error) {
	return &Reader{}, nil
}

// Writer writes a Cloud Storage object.
type Writer struct {
	ObjectAttrs
	ChunkSize          int
	ChunkRetryDeadline time.Duration
}

// Write appends to w.
func (w *Writer) Write(p []byte) (int, error) { return len(p), nil }

// Close completes the write operation and flushes any buffered data.
func (w *Writer) Close() error { return nil }

// NewWriter returns a storage Writer that writes to the GCS object.
func (o *ObjectHandle) NewWriter(ctx context.Context) *Writer { return &Writer{} }

// Copier copies a source object to a destination.
type Copier struct{}

// Run performs the copy.
func (c *Copier) Run(ctx context.Context) (*ObjectAttrs, error) { return nil, nil }

// CopierFrom creates a Copier that can copy src to dst.
func (o *ObjectHandle) CopierFrom(src *ObjectHandle) *Copier { return &Copier{} }

// Composer composes source objects into a destination object.
type Composer struct{}

// Run performs the compose operation.
func (c *Composer) Run(ctx context.Context) (*ObjectAttrs, error) { return nil, nil }

// ComposerFrom creates a Composer that can compose srcs into dst.
func (o *ObjectHandle) ComposerFrom(srcs ...*ObjectHandle) *Composer { return &Composer{} }
