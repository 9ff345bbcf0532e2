// Package cmds is a stub of github.com/redis/rueidis/internal/cmds
// (v1.0.80): the command builders (GET is built readonly, SET and INCR
// are not).
package cmds

// Builder builds commands.
type Builder struct{}

// Completed represents a completed Redis command.
type Completed struct{ cf uint16 }

// Cacheable represents a completed Redis command which supports
// server-assisted client side caching.
type Cacheable Completed

// ToRetryable returns a new command with retryableTag.
func (c Completed) ToRetryable() Completed { return c }

// IsReadOnly checks if it is readonly.
func (c *Completed) IsReadOnly() bool { return false }

// Get is GET.
type Get struct{}

// GetKey is GET key.
type GetKey struct{}

// Get builds GET (readonly).
func (b Builder) Get() Get { return Get{} }

// Key sets the key.
func (c Get) Key(key string) GetKey { return GetKey{} }

// Build completes the command.
func (c GetKey) Build() Completed { return Completed{} }

// Cache makes the command cacheable.
func (c GetKey) Cache() Cacheable { return Cacheable{} }

// Hgetall is HGETALL.
type Hgetall struct{}

// HgetallKey is HGETALL key.
type HgetallKey struct{}

// Hgetall builds HGETALL (readonly).
func (b Builder) Hgetall() Hgetall { return Hgetall{} }

// Key sets the key.
func (c Hgetall) Key(key string) HgetallKey { return HgetallKey{} }

// Build completes the command.
func (c HgetallKey) Build() Completed { return Completed{} }

// Set is SET.
type Set struct{}

// SetKey is SET key.
type SetKey struct{}

// SetValue is SET key value.
type SetValue struct{}

// Set builds SET.
func (b Builder) Set() Set { return Set{} }

// Key sets the key.
func (c Set) Key(key string) SetKey { return SetKey{} }

// Value sets the value.
func (c SetKey) Value(value string) SetValue { return SetValue{} }

// Build completes the command.
func (c SetValue) Build() Completed { return Completed{} }

// Incr is INCR.
type Incr struct{}

// IncrKey is INCR key.
type IncrKey struct{}

// Incr builds INCR.
func (b Builder) Incr() Incr { return Incr{} }

// Key sets the key.
func (c Incr) Key(key string) IncrKey { return IncrKey{} }

// Build completes the command.
func (c IncrKey) Build() Completed { return Completed{} }
