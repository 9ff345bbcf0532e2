// Package session is a stub of github.com/aws/aws-sdk-go/aws/session
// (v1.55.8).
package session

import (
	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/aws/client"
)

// A Session provides a central location to create service clients from
// and store configurations and request handlers for those services.
type Session struct{ Config *aws.Config }

// ClientConfig satisfies the client.ConfigProvider interface.
func (s *Session) ClientConfig(service string, cfgs ...*aws.Config) client.Config {
	return client.Config{Config: s.Config}
}

// New creates a new instance of the handlers merging in the provided
// configs on top of the SDK's default configurations.
func New(cfgs ...*aws.Config) *Session { return &Session{} }

// NewSession returns a new Session created from SDK defaults, config
// files, environment, and user provided config files.
func NewSession(cfgs ...*aws.Config) (*Session, error) { return &Session{}, nil }

// Options provides the means to control how a Session is created.
type Options struct {
	Config  aws.Config
	Profile string
}

// NewSessionWithOptions returns a new Session created from SDK defaults,
// config files, environment, and user provided config files.
func NewSessionWithOptions(opts Options) (*Session, error) { return &Session{}, nil }

// Must is a helper function to ensure the Session is valid and there was
// no error when calling a NewSession function.
func Must(sess *Session, err error) *Session {
	if err != nil {
		panic(err)
	}
	return sess
}
