// Package gocql is a stub of github.com/gocql/gocql (v1.7.0), with the
// real signatures of the functions the fixtures call.
package gocql

import (
	"context"
	"errors"
	"time"
)

// ErrNotFound is returned when no rows are found.
var ErrNotFound = errors.New("not found")

// RetryableQuery is an interface that represents a query or batch
// statement that exposes the correct functions for the retry policy
// logic to evaluate correctly.
type RetryableQuery interface {
	Attempts() int
}

// RetryPolicy interface is used by gocql to determine if a query can be
// attempted again after a retryable error has been received.
type RetryPolicy interface {
	Attempt(RetryableQuery) bool
}

// SimpleRetryPolicy has simple logic for attempting a query a fixed
// number of times.
type SimpleRetryPolicy struct {
	NumRetries int
}

// Attempt tells gocql to attempt the query again based on
// query.Attempts being less than the NumRetries defined in the policy.
func (s *SimpleRetryPolicy) Attempt(q RetryableQuery) bool { return q.Attempts() <= s.NumRetries }

// ExponentialBackoffRetryPolicy sleeps between attempts.
type ExponentialBackoffRetryPolicy struct {
	NumRetries int
	Min, Max   time.Duration
}

// Attempt says whether to attempt again.
func (e *ExponentialBackoffRetryPolicy) Attempt(q RetryableQuery) bool {
	return q.Attempts() <= e.NumRetries
}

// ClusterConfig is a struct to configure the default cluster
// implementation of gocql.
type ClusterConfig struct {
	Hosts []string
	// Default retry policy to use for queries. Default: no retries.
	RetryPolicy RetryPolicy
	Timeout     time.Duration
}

// NewCluster generates a new config for the default cluster
// implementation.
func NewCluster(hosts ...string) *ClusterConfig { return &ClusterConfig{Hosts: hosts} }

// CreateSession initializes the cluster based on this config and returns
// a session object that can be used to interact with the database.
func (cfg *ClusterConfig) CreateSession() (*Session, error) { return &Session{}, nil }

// Session is the interface used by users to interact with the database.
type Session struct{}

// Close closes all connections.
func (s *Session) Close() {}

// Query generates a new query object for interacting with the database.
func (s *Session) Query(stmt string, values ...interface{}) *Query { return &Query{} }

// Query represents a CQL statement that can be executed.
type Query struct{}

// WithContext returns a shallow copy of q with its context set to ctx.
func (q *Query) WithContext(ctx context.Context) *Query { return q }

// RetryPolicy sets the policy to use when retrying the query.
func (q *Query) RetryPolicy(r RetryPolicy) *Query { return q }

// Idempotent marks the query as being idempotent or not.
func (q *Query) Idempotent(value bool) *Query { return q }

// Exec executes the query without returning any rows.
func (q *Query) Exec() error { return nil }

// Iter executes the query and returns an iterator capable of iterating
// over all results.
func (q *Query) Iter() *Iter { return &Iter{} }

// Scan executes the query, copies the columns of the first selected row
// into the values pointed at by dest and discards the rest.
func (q *Query) Scan(dest ...interface{}) error { return nil }

// MapScan executes the query, copies the columns of the first selected
// row into the map.
func (q *Query) MapScan(m map[string]interface{}) error { return nil }

// ScanCAS executes a lightweight transaction.
func (q *Query) ScanCAS(dest ...interface{}) (applied bool, err error) { return false, nil }

// MapScanCAS executes a lightweight transaction into a map.
func (q *Query) MapScanCAS(dest map[string]interface{}) (applied bool, err error) { return false, nil }

// Iter represents an iterator that can be used to iterate over all rows.
type Iter struct{}

// Scan consumes the next row of the iterator.
func (iter *Iter) Scan(dest ...interface{}) bool { return false }

// Close closes the iterator and returns any errors.
func (iter *Iter) Close() error { return nil }

// BatchType is a batch's type.
type BatchType byte

// LoggedBatch is a logged batch.
const LoggedBatch BatchType = 0

// Batch is a batch of statements.
type Batch struct{}

// NewBatch creates a new batch operation.
func (s *Session) NewBatch(typ BatchType) *Batch { return &Batch{} }

// Query adds the query to the batch operation.
func (b *Batch) Query(stmt string, args ...interface{}) {}

// RetryPolicy sets the retry policy to use when executing the batch
// operation.
func (b *Batch) RetryPolicy(r RetryPolicy) *Batch { return b }

// WithContext returns a shallow copy of b with its context set to ctx.
func (b *Batch) WithContext(ctx context.Context) *Batch { return b }

// ExecuteBatch executes a batch operation.
func (s *Session) ExecuteBatch(batch *Batch) error { return nil }

// ExecuteBatchCAS executes a batch operation and returns true if
// successful.
func (s *Session) ExecuteBatchCAS(batch *Batch, dest ...interface{}) (applied bool, iter *Iter, err error) {
	return false, nil, nil
}
