// Package concurrency is a stub of go.etcd.io/etcd/client/v3/concurrency
// (v3.7.4), with the real signatures of the functions the fixtures call.
package concurrency

import (
	"context"

	v3 "go.etcd.io/etcd/client/v3"
)

// Session represents a lease kept alive for the lifetime of a client.
type Session struct{ client *v3.Client }

// SessionOption configures Session.
type SessionOption func(*struct{})

// WithTTL configures the session's TTL in seconds.
func WithTTL(ttl int) SessionOption { return func(*struct{}) {} }

// NewSession gets the leased session for a client.
func NewSession(client *v3.Client, opts ...SessionOption) (*Session, error) {
	return &Session{client: client}, nil
}

// Client is the etcd client that is attached to the session.
func (s *Session) Client() *v3.Client { return s.client }

// Close orphans the session and revokes the session lease.
func (s *Session) Close() error { return nil }

// Mutex implements the sync Locker interface with etcd.
type Mutex struct{ s *Session }

// NewMutex makes a mutex on a session.
func NewMutex(s *Session, pfx string) *Mutex { return &Mutex{s: s} }

// TryLock locks the mutex if not already locked by another session.
func (m *Mutex) TryLock(ctx context.Context) error { return nil }

// Lock locks the mutex with a cancelable context.
func (m *Mutex) Lock(ctx context.Context) error { return nil }

// Unlock unlocks the mutex.
func (m *Mutex) Unlock(ctx context.Context) error { return nil }

// Election implements an election on a prefix.
type Election struct{ s *Session }

// NewElection returns a new election on a given key prefix.
func NewElection(s *Session, pfx string) *Election { return &Election{s: s} }

// Campaign puts a value as eligible for the election on the prefix key.
func (e *Election) Campaign(ctx context.Context, val string) error { return nil }

// Proclaim lets the leader announce a new value without another election.
func (e *Election) Proclaim(ctx context.Context, val string) error { return nil }

// Resign lets a leader start a new election.
func (e *Election) Resign(ctx context.Context) (err error) { return nil }

// Leader returns the leader value for the current election.
func (e *Election) Leader(ctx context.Context) (*v3.GetResponse, error) { return nil, nil }

// STM is an interface for software transactional memory.
type STM interface {
	Get(key ...string) string
	Put(key, val string, opts ...v3.OpOption)
	Rev(key string) int64
	Del(key string)
}

// STMOption configures an STM.
type STMOption func(*struct{})

// WithAbortContext specifies the context for permanently aborting the
// transaction.
func WithAbortContext(ctx context.Context) STMOption { return func(*struct{}) {} }

// NewSTM initiates a new STM instance, using serializable snapshot
// isolation by default.
func NewSTM(c *v3.Client, apply func(STM) error, so ...STMOption) (*v3.TxnResponse, error) {
	return nil, nil
}
