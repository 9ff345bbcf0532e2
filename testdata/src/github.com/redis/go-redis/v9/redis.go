// Package redis is a stub of github.com/redis/go-redis/v9 (v9.23.0) with
// the real shapes: the clients embed cmdable, a func type whose methods
// are the commands; Cmdable and UniversalClient are interfaces made of
// smaller ones.
package redis

import (
	"context"
	"errors"
	"time"
)

// Nil is the reply of a missing key.
var Nil = errors.New("redis: nil")

// Limiter is a client-side rate limiter or circuit breaker.
type Limiter interface {
	Allow() error
	ReportResult(result error)
}

type Options struct {
	Addr       string
	DB         int
	MaxRetries int
	Limiter    Limiter
}

type ClusterOptions struct {
	Addrs        []string
	MaxRedirects int
	MaxRetries   int
}

type RingOptions struct {
	Addrs      map[string]string
	MaxRetries int
}

type FailoverOptions struct {
	MasterName    string
	SentinelAddrs []string
	MaxRetries    int
}

type UniversalOptions struct {
	Addrs        []string
	MasterName   string
	MaxRetries   int
	MaxRedirects int
}

func ParseURL(url string) (*Options, error) { return &Options{Addr: url}, nil }

type Cmder interface{ Err() error }

type baseCmd struct{ err error }

func (c *baseCmd) Err() error { return c.err }

type Cmd struct{ baseCmd }

func (c *Cmd) Result() (interface{}, error) { return nil, c.err }

type StringCmd struct{ baseCmd }

func (c *StringCmd) Result() (string, error) { return "", c.err }
func (c *StringCmd) Val() string             { return "" }

type StatusCmd struct{ baseCmd }

func (c *StatusCmd) Result() (string, error) { return "", c.err }

type IntCmd struct{ baseCmd }

func (c *IntCmd) Result() (int64, error) { return 0, c.err }
func (c *IntCmd) Val() int64             { return 0 }

type FloatCmd struct{ baseCmd }

func (c *FloatCmd) Result() (float64, error) { return 0, c.err }

type BoolSliceCmd struct{ baseCmd }

type ZSliceCmd struct{ baseCmd }

func (c *ZSliceCmd) Result() ([]Z, error) { return nil, c.err }

type XAddArgs struct {
	Stream string
	MaxLen int64
	ID     string
	Values interface{}
}

type Z struct {
	Score  float64
	Member interface{}
}

type StringCmdable interface {
	Get(ctx context.Context, key string) *StringCmd
	Set(ctx context.Context, key string, value interface{}, expiration time.Duration) *StatusCmd
	Incr(ctx context.Context, key string) *IntCmd
	IncrBy(ctx context.Context, key string, value int64) *IntCmd
	IncrByFloat(ctx context.Context, key string, value float64) *FloatCmd
	Decr(ctx context.Context, key string) *IntCmd
	DecrBy(ctx context.Context, key string, decrement int64) *IntCmd
}

type HashCmdable interface {
	HSet(ctx context.Context, key string, values ...interface{}) *IntCmd
	HIncrBy(ctx context.Context, key, field string, incr int64) *IntCmd
	HIncrByFloat(ctx context.Context, key, field string, incr float64) *FloatCmd
}

type ListCmdable interface {
	LPush(ctx context.Context, key string, values ...interface{}) *IntCmd
	RPush(ctx context.Context, key string, values ...interface{}) *IntCmd
	LPushX(ctx context.Context, key string, values ...interface{}) *IntCmd
	RPushX(ctx context.Context, key string, values ...interface{}) *IntCmd
}

type Cmdable interface {
	StringCmdable
	HashCmdable
	ListCmdable
	Del(ctx context.Context, keys ...string) *IntCmd
	SAdd(ctx context.Context, key string, members ...interface{}) *IntCmd
	ZIncrBy(ctx context.Context, key string, increment float64, member string) *FloatCmd
	XAdd(ctx context.Context, a *XAddArgs) *StringCmd
	LPop(ctx context.Context, key string) *StringCmd
	RPop(ctx context.Context, key string) *StringCmd
	SPop(ctx context.Context, key string) *StringCmd
	ZPopMin(ctx context.Context, key string, count ...int64) *ZSliceCmd
	ZPopMax(ctx context.Context, key string, count ...int64) *ZSliceCmd
	RPopLPush(ctx context.Context, source, destination string) *StringCmd
	LMove(ctx context.Context, source, destination, srcpos, destpos string) *StringCmd
	Publish(ctx context.Context, channel string, message interface{}) *IntCmd
	SPublish(ctx context.Context, channel string, message interface{}) *IntCmd
	Eval(ctx context.Context, script string, keys []string, args ...interface{}) *Cmd
	EvalSha(ctx context.Context, sha1 string, keys []string, args ...interface{}) *Cmd
	EvalRO(ctx context.Context, script string, keys []string, args ...interface{}) *Cmd
}

type UniversalClient interface {
	Cmdable
	Do(ctx context.Context, args ...interface{}) *Cmd
	Watch(ctx context.Context, fn func(*Tx) error, keys ...string) error
	Close() error
}

// Scripter is what Script.Run sends with.
type Scripter interface {
	Eval(ctx context.Context, script string, keys []string, args ...interface{}) *Cmd
	EvalSha(ctx context.Context, sha1 string, keys []string, args ...interface{}) *Cmd
	EvalRO(ctx context.Context, script string, keys []string, args ...interface{}) *Cmd
}

type cmdable func(ctx context.Context, cmd Cmder) error

func (c cmdable) Get(ctx context.Context, key string) *StringCmd { return &StringCmd{} }
func (c cmdable) Set(ctx context.Context, key string, value interface{}, expiration time.Duration) *StatusCmd {
	return &StatusCmd{}
}
func (c cmdable) Incr(ctx context.Context, key string) *IntCmd                { return &IntCmd{} }
func (c cmdable) IncrBy(ctx context.Context, key string, value int64) *IntCmd { return &IntCmd{} }
func (c cmdable) IncrByFloat(ctx context.Context, key string, v float64) *FloatCmd {
	return &FloatCmd{}
}
func (c cmdable) Decr(ctx context.Context, key string) *IntCmd                    { return &IntCmd{} }
func (c cmdable) DecrBy(ctx context.Context, key string, decrement int64) *IntCmd { return &IntCmd{} }
func (c cmdable) HSet(ctx context.Context, key string, values ...interface{}) *IntCmd {
	return &IntCmd{}
}
func (c cmdable) HIncrBy(ctx context.Context, key, field string, incr int64) *IntCmd {
	return &IntCmd{}
}
func (c cmdable) HIncrByFloat(ctx context.Context, key, field string, incr float64) *FloatCmd {
	return &FloatCmd{}
}
func (c cmdable) LPush(ctx context.Context, key string, values ...interface{}) *IntCmd {
	return &IntCmd{}
}
func (c cmdable) RPush(ctx context.Context, key string, values ...interface{}) *IntCmd {
	return &IntCmd{}
}
func (c cmdable) LPushX(ctx context.Context, key string, values ...interface{}) *IntCmd {
	return &IntCmd{}
}
func (c cmdable) RPushX(ctx context.Context, key string, values ...interface{}) *IntCmd {
	return &IntCmd{}
}
func (c cmdable) Del(ctx context.Context, keys ...string) *IntCmd { return &IntCmd{} }
func (c cmdable) SAdd(ctx context.Context, key string, members ...interface{}) *IntCmd {
	return &IntCmd{}
}
func (c cmdable) ZIncrBy(ctx context.Context, key string, increment float64, member string) *FloatCmd {
	return &FloatCmd{}
}
func (c cmdable) XAdd(ctx context.Context, a *XAddArgs) *StringCmd { return &StringCmd{} }
func (c cmdable) LPop(ctx context.Context, key string) *StringCmd  { return &StringCmd{} }
func (c cmdable) RPop(ctx context.Context, key string) *StringCmd  { return &StringCmd{} }
func (c cmdable) SPop(ctx context.Context, key string) *StringCmd  { return &StringCmd{} }
func (c cmdable) ZPopMin(ctx context.Context, key string, count ...int64) *ZSliceCmd {
	return &ZSliceCmd{}
}
func (c cmdable) ZPopMax(ctx context.Context, key string, count ...int64) *ZSliceCmd {
	return &ZSliceCmd{}
}
func (c cmdable) RPopLPush(ctx context.Context, source, destination string) *StringCmd {
	return &StringCmd{}
}
func (c cmdable) LMove(ctx context.Context, source, destination, srcpos, destpos string) *StringCmd {
	return &StringCmd{}
}
func (c cmdable) Publish(ctx context.Context, channel string, message interface{}) *IntCmd {
	return &IntCmd{}
}
func (c cmdable) SPublish(ctx context.Context, channel string, message interface{}) *IntCmd {
	return &IntCmd{}
}
func (c cmdable) Eval(ctx context.Context, script string, keys []string, args ...interface{}) *Cmd {
	return &Cmd{}
}
func (c cmdable) EvalSha(ctx context.Context, sha1 string, keys []string, args ...interface{}) *Cmd {
	return &Cmd{}
}
func (c cmdable) EvalRO(ctx context.Context, script string, keys []string, args ...interface{}) *Cmd {
	return &Cmd{}
}

type baseClient struct{ opt *Options }

type Client struct {
	*baseClient
	cmdable
}

func NewClient(opt *Options) *Client { return &Client{baseClient: &baseClient{opt: opt}} }

func NewFailoverClient(opt *FailoverOptions) *Client { return &Client{} }

func (c *Client) Do(ctx context.Context, args ...interface{}) *Cmd { return &Cmd{} }
func (c *Client) Close() error                                     { return nil }
func (c *Client) WithTimeout(timeout time.Duration) *Client        { return c }

type ClusterClient struct {
	opt *ClusterOptions
	cmdable
}

func NewClusterClient(opt *ClusterOptions) *ClusterClient { return &ClusterClient{opt: opt} }

func NewFailoverClusterClient(opt *FailoverOptions) *ClusterClient { return &ClusterClient{} }

func (c *ClusterClient) Do(ctx context.Context, args ...interface{}) *Cmd { return &Cmd{} }
func (c *ClusterClient) Close() error                                     { return nil }

type Ring struct {
	opt *RingOptions
	cmdable
}

func NewRing(opt *RingOptions) *Ring { return &Ring{opt: opt} }

func (c *Ring) Do(ctx context.Context, args ...interface{}) *Cmd { return &Cmd{} }
func (c *Ring) Close() error                                     { return nil }

func NewUniversalClient(opts *UniversalOptions) UniversalClient {
	if len(opts.Addrs) > 1 {
		return NewClusterClient(&ClusterOptions{Addrs: opts.Addrs})
	}
	return NewClient(&Options{})
}

// Script is a Lua script sent with EVALSHA, and EVAL when the server
// does not have it.
type Script struct{ src, hash string }

func NewScript(src string) *Script { return &Script{src: src} }

func (s *Script) Eval(ctx context.Context, c Scripter, keys []string, args ...interface{}) *Cmd {
	return c.Eval(ctx, s.src, keys, args...)
}
func (s *Script) EvalSha(ctx context.Context, c Scripter, keys []string, args ...interface{}) *Cmd {
	return c.EvalSha(ctx, s.hash, keys, args...)
}
func (s *Script) Run(ctx context.Context, c Scripter, keys []string, args ...interface{}) *Cmd {
	return s.EvalSha(ctx, c, keys, args...)
}
func (s *Script) RunRO(ctx context.Context, c Scripter, keys []string, args ...interface{}) *Cmd {
	return c.EvalRO(ctx, s.src, keys, args...)
}

// Pipeliner queues commands; Exec sends them.
type Pipeliner interface {
	Cmdable
	Exec(ctx context.Context) ([]Cmder, error)
}

type Pipeline struct{ cmdable }

func (c *Pipeline) Exec(ctx context.Context) ([]Cmder, error) { return nil, nil }

func (c *Client) Pipeline() Pipeliner { return &Pipeline{} }

// TxFailedErr transaction redis failed.
var TxFailedErr = errors.New("redis: transaction failed")

// Tx implements Redis transactions as described in
// http://redis.io/topics/transactions.
type Tx struct{ cmdable }

// TxPipelined executes commands queued in the fn in a transaction.
func (c *Tx) TxPipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) {
	return nil, nil
}

// Watch prepares a transaction and marks the keys to be watched for
// conditional execution if there are any keys.
func (c *Client) Watch(ctx context.Context, fn func(*Tx) error, keys ...string) error { return nil }

// Watch is the cluster's.
func (c *ClusterClient) Watch(ctx context.Context, fn func(*Tx) error, keys ...string) error {
	return nil
}

// Watch is the ring's.
func (c *Ring) Watch(ctx context.Context, fn func(*Tx) error, keys ...string) error { return nil }

// Int returns the value as an int.
func (c *StringCmd) Int() (int, error) { return 0, c.err }
