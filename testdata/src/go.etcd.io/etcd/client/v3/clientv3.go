// Package clientv3 is a stub of go.etcd.io/etcd/client/v3 (v3.7.4), with
// the real signatures of the functions the fixtures call.
package clientv3

import (
	"context"
	"time"
)

// Config is the client's configuration.
type Config struct {
	Endpoints   []string
	DialTimeout time.Duration
	// MaxUnaryRetries is the maximum number of retries for unary RPCs.
	MaxUnaryRetries    uint
	BackoffWaitBetween time.Duration
}

// Client is etcd's client: it embeds the APIs.
type Client struct {
	Cluster
	KV
	Lease
	Watcher
	Auth
	Maintenance
}

// New creates a new etcdv3 client from a given configuration.
func New(cfg Config) (*Client, error) { return &Client{}, nil }

// NewFromURL creates a new etcdv3 client from a URL.
func NewFromURL(url string) (*Client, error) { return &Client{}, nil }

// NewFromURLs creates a new etcdv3 client from URLs.
func NewFromURLs(urls []string) (*Client, error) { return &Client{}, nil }

// Close shuts down the client's connections.
func (c *Client) Close() error { return nil }

// Ctx is a context for "out of band" messages.
func (c *Client) Ctx() context.Context { return context.Background() }

// OpOption configures Operations like Get, Put, Delete.
type OpOption func(*Op)

// Op represents an Operation that kv can execute.
type Op struct{ key string }

// OpPut returns a put operation.
func OpPut(key, val string, opts ...OpOption) Op { return Op{key: key} }

// OpGet returns a get operation.
func OpGet(key string, opts ...OpOption) Op { return Op{key: key} }

// WithPrefix enables 'Get', 'Delete', or 'Watch' requests to operate on
// the keys with matching prefix.
func WithPrefix() OpOption { return func(*Op) {} }

// WithLease attaches a lease ID to a key in 'Put' request.
func WithLease(leaseID LeaseID) OpOption { return func(*Op) {} }

// CompactOption configures compact operation.
type CompactOption func(*struct{})

// KeyValue is a key and its value.
type KeyValue struct {
	Key, Value     []byte
	ModRevision    int64
	CreateRevision int64
}

// ResponseHeader is a response's header.
type ResponseHeader struct{ Revision int64 }

// GetResponse is the response to a Get.
type GetResponse struct {
	Header *ResponseHeader
	Kvs    []*KeyValue
	Count  int64
}

// PutResponse is the response to a Put.
type PutResponse struct{ Header *ResponseHeader }

// DeleteResponse is the response to a Delete.
type DeleteResponse struct{ Deleted int64 }

// CompactResponse is the response to a Compact.
type CompactResponse struct{}

// OpResponse contains a list of put/get/del/txn response.
type OpResponse struct{}

// TxnResponse is the response to a transaction.
type TxnResponse struct{ Succeeded bool }

// KV is etcd's key-value API.
type KV interface {
	Put(ctx context.Context, key, val string, opts ...OpOption) (*PutResponse, error)
	Get(ctx context.Context, key string, opts ...OpOption) (*GetResponse, error)
	Delete(ctx context.Context, key string, opts ...OpOption) (*DeleteResponse, error)
	Compact(ctx context.Context, rev int64, opts ...CompactOption) (*CompactResponse, error)
	Do(ctx context.Context, op Op) (OpResponse, error)
	Txn(ctx context.Context) Txn
}

// NewKV wraps the client's KV.
func NewKV(c *Client) KV { return c.KV }

// Cmp is a comparison of a transaction.
type Cmp struct{}

// Compare compares a key's revision or value.
func Compare(cmp Cmp, result string, v any) Cmp { return cmp }

// ModRevision compares the key's mod revision.
func ModRevision(key string) Cmp { return Cmp{} }

// Value compares the key's value.
func Value(key string) Cmp { return Cmp{} }

// Txn is the interface that wraps mini-transactions.
type Txn interface {
	If(cs ...Cmp) Txn
	Then(ops ...Op) Txn
	Else(ops ...Op) Txn
	Commit() (*TxnResponse, error)
}

// LeaseID is a lease's id.
type LeaseID int64

// LeaseGrantResponse wraps the protobuf message LeaseGrantResponse.
type LeaseGrantResponse struct {
	ID  LeaseID
	TTL int64
}

// LeaseRevokeResponse is the response to a revoke.
type LeaseRevokeResponse struct{}

// LeaseTimeToLiveResponse is the response to a TimeToLive.
type LeaseTimeToLiveResponse struct{ TTL int64 }

// LeaseLeasesResponse lists the leases.
type LeaseLeasesResponse struct{}

// LeaseKeepAliveResponse is a keep-alive's response.
type LeaseKeepAliveResponse struct{ TTL int64 }

// LeaseOption configures a TimeToLive.
type LeaseOption func(*struct{})

// Lease is etcd's lease API.
type Lease interface {
	Grant(ctx context.Context, ttl int64) (*LeaseGrantResponse, error)
	Revoke(ctx context.Context, id LeaseID) (*LeaseRevokeResponse, error)
	TimeToLive(ctx context.Context, id LeaseID, opts ...LeaseOption) (*LeaseTimeToLiveResponse, error)
	Leases(ctx context.Context) (*LeaseLeasesResponse, error)
	KeepAlive(ctx context.Context, id LeaseID) (<-chan *LeaseKeepAliveResponse, error)
	KeepAliveOnce(ctx context.Context, id LeaseID) (*LeaseKeepAliveResponse, error)
	Close() error
}

// NewLease wraps the client's Lease.
func NewLease(c *Client) Lease { return c.Lease }

// WatchResponse is a watch's event batch.
type WatchResponse struct{}

// Err is the error value if this WatchResponse holds an error.
func (wr *WatchResponse) Err() error { return nil }

// WatchChan is a watch's channel.
type WatchChan <-chan WatchResponse

// Watcher is etcd's watch API.
type Watcher interface {
	Watch(ctx context.Context, key string, opts ...OpOption) WatchChan
	Close() error
}

// MemberListResponse lists the members.
type MemberListResponse struct{}

// Cluster is etcd's cluster API.
type Cluster interface {
	MemberList(ctx context.Context, opts ...OpOption) (*MemberListResponse, error)
}

// StatusResponse is a member's status.
type StatusResponse struct{}

// Maintenance is etcd's maintenance API.
type Maintenance interface {
	Status(ctx context.Context, endpoint string) (*StatusResponse, error)
}

// Auth is etcd's auth API.
type Auth interface {
	AuthStatus(ctx context.Context) (*struct{}, error)
}
