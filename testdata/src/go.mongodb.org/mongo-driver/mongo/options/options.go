// Package options is a stub of go.mongodb.org/mongo-driver/mongo/options (v1.17.10), with
// the real signatures of the functions the fixtures call.
package options

import "time"

// ClientOptions contains options to configure a Client instance.
type ClientOptions struct {
	RetryReads  *bool
	RetryWrites *bool
	Timeout     *time.Duration
	AppName     *string
}

// Client creates a new ClientOptions instance.
func Client() *ClientOptions { return &ClientOptions{} }

// ApplyURI parses the given URI and sets options accordingly.
func (c *ClientOptions) ApplyURI(uri string) *ClientOptions { return c }

// SetAppName specifies an application name.
func (c *ClientOptions) SetAppName(s string) *ClientOptions { c.AppName = &s; return c }

// SetRetryWrites specifies whether supported write operations should be
// retried once on certain errors.
func (c *ClientOptions) SetRetryWrites(b bool) *ClientOptions { c.RetryWrites = &b; return c }

// SetRetryReads specifies whether supported reads should be retried once
// on certain errors.
func (c *ClientOptions) SetRetryReads(b bool) *ClientOptions { c.RetryReads = &b; return c }

// SetTimeout specifies the amount of time that a single operation run on
// this Client can execute before returning an error.
func (c *ClientOptions) SetTimeout(d time.Duration) *ClientOptions { c.Timeout = &d; return c }
