// Package nats is a test stub mirroring version v1.55.0 of github.com/nats-io/nats.go.
package nats

import "time"

// Header represents the optional Header for a NATS message.
type Header map[string][]string

// Subscription represents interest in a given subject.
type Subscription struct{}

// Msg represents a message delivered by NATS.
type Msg struct {
	Subject string
	Reply   string
	Header  Header
	Data    []byte
	Sub     *Subscription
}

// Options can be used to create a customized connection.
type Options struct {
	Url string
}

// Option is a function on the options for a connection.
type Option func(*Options) error

// Conn represents a bare connection to a nats-server.
type Conn struct{}

// Connect will attempt to connect to the NATS system.
func Connect(url string, options ...Option) (*Conn, error) { return &Conn{}, nil }

// Publish publishes the data argument to the given subject.
func (nc *Conn) Publish(subj string, data []byte) error { return nil }

// PublishMsg publishes the Msg structure.
func (nc *Conn) PublishMsg(m *Msg) error { return nil }

// JetStream returns a JetStreamContext for messaging and stream management.
func (nc *Conn) JetStream(opts ...JSOpt) (JetStreamContext, error) { return nil, nil }

// Close will close the connection to the server.
func (nc *Conn) Close() {}

// JSOpt configures a JetStreamContext.
type JSOpt interface{ configureJSContext() }

// PubOpt configures options for publishing JetStream messages.
type PubOpt interface{ configurePublish() }

type pubOptFn func()

func (pubOptFn) configurePublish() {}

// MsgId sets the message ID used for deduplication.
func MsgId(id string) PubOpt { return pubOptFn(func() {}) }

// RetryAttempts sets the retry number of attempts when ErrNoResponders is
// encountered.
func RetryAttempts(num int) PubOpt { return pubOptFn(func() {}) }

// RetryWait sets the retry wait time when ErrNoResponders is encountered.
func RetryWait(dur time.Duration) PubOpt { return pubOptFn(func() {}) }

// PubAck is an ack received after successfully publishing a message.
type PubAck struct {
	Stream    string
	Sequence  uint64
	Duplicate bool
	Domain    string
}

// JetStream allows persistent messaging through JetStream.
type JetStream interface {
	Publish(subj string, data []byte, opts ...PubOpt) (*PubAck, error)
	PublishMsg(m *Msg, opts ...PubOpt) (*PubAck, error)
}

// JetStreamManager manages JetStream streams and consumers.
type JetStreamManager interface {
	AccountInfo(opts ...JSOpt) (*AccountInfo, error)
}

// AccountInfo contains info about the JetStream usage from the current account.
type AccountInfo struct{}

// JetStreamContext allows JetStream messaging and stream management.
type JetStreamContext interface {
	JetStream
	JetStreamManager
}
