// Package rueidis is a stub of github.com/redis/rueidis (v1.0.80), with
// the real signatures of the functions the fixtures call.
package rueidis

import (
	"context"
	"time"

	"github.com/redis/rueidis/internal/cmds"
)

// Builder builds commands.
type Builder = cmds.Builder

// Completed is a completed command.
type Completed = cmds.Completed

// Cacheable is a cacheable command.
type Cacheable = cmds.Cacheable

// ClientOption should be passed to NewClient to construct a Client.
type ClientOption struct {
	InitAddress []string
	// DisableRetry disables retrying read-only commands under network
	// errors.
	DisableRetry bool
}

// RedisResult is the return struct from Client.Do.
type RedisResult struct{}

// Error returns either a Redis error or a network error.
func (r RedisResult) Error() error { return nil }

// ToString returns the string value.
func (r RedisResult) ToString() (string, error) { return "", nil }

// AsInt64 returns the int64 value.
func (r RedisResult) AsInt64() (int64, error) { return 0, nil }

// CommandClient exposes the B(), Do() and DoMulti() methods of a client.
type CommandClient interface {
	B() Builder
	Do(ctx context.Context, cmd Completed) (resp RedisResult)
	DoMulti(ctx context.Context, multi ...Completed) (resp []RedisResult)
}

// CoreClient is the minimum interface of a client.
type CoreClient interface {
	CommandClient
	Close()
}

// Client is the redis client interface for both single redis instance
// and redis cluster.
type Client interface {
	CoreClient
	DoCache(ctx context.Context, cmd Cacheable, ttl time.Duration) (resp RedisResult)
}

// NewClient uses ClientOption to initialize the Client.
func NewClient(option ClientOption) (client Client, err error) { return nil, nil }

// Lua represents a redis lua script.
type Lua struct{ retryable bool }

// NewLuaScript creates a Lua instance whose Lua.Exec uses EVALSHA and
// EVAL.
func NewLuaScript(script string) *Lua { return &Lua{} }

// NewLuaScriptReadOnly creates a Lua instance whose Lua.Exec uses
// EVALSHA_RO and EVAL_RO.
func NewLuaScriptReadOnly(script string) *Lua { return &Lua{} }

// NewLuaScriptReadOnlyNoSha creates a read-only Lua instance that uses
// EVAL_RO only.
func NewLuaScriptReadOnlyNoSha(script string) *Lua { return &Lua{} }

// NewLuaScriptRetryable creates a retryable Lua instance whose Lua.Exec
// uses EVALSHA and EVAL.
func NewLuaScriptRetryable(script string) *Lua { return &Lua{retryable: true} }

// NewLuaScriptNoShaRetryable creates a retryable Lua instance whose
// Lua.Exec uses EVAL only.
func NewLuaScriptNoShaRetryable(script string) *Lua { return &Lua{retryable: true} }

// Exec the script to the given Client.
func (s *Lua) Exec(ctx context.Context, c Client, keys, args []string) (resp RedisResult) {
	return RedisResult{}
}
