// Package kafka is a test stub mirroring version v0.4.51 of github.com/segmentio/kafka-go.
package kafka

import (
	"context"
	"net"
	"time"
)

// Header is a key/value pair of a message.
type Header struct {
	Key   string
	Value []byte
}

// Message is a data structure representing kafka messages.
type Message struct {
	Topic         string
	Partition     int
	Offset        int64
	HighWaterMark int64
	Key           []byte
	Value         []byte
	Headers       []Header
	WriterData    interface{}
	Time          time.Time
}

// Writer writes messages to a kafka topic.
type Writer struct {
	Addr         net.Addr
	Topic        string
	MaxAttempts  int
	WriteTimeout time.Duration
}

// WriterConfig is a configuration type used to create new instances of
// Writer (deprecated: set the Writer's fields instead).
type WriterConfig struct {
	Brokers     []string
	Topic       string
	MaxAttempts int
}

// NewWriter creates and returns a new Writer configured with config.
func NewWriter(config WriterConfig) *Writer {
	return &Writer{Topic: config.Topic, MaxAttempts: config.MaxAttempts}
}

// TCP constructs an address with the network set to "tcp".
func TCP(address ...string) net.Addr { return nil }

// WriteMessages writes a batch of messages to the kafka topic configured on
// this writer.
func (w *Writer) WriteMessages(ctx context.Context, msgs ...Message) error { return nil }

// Close flushes pending writes, and waits for all writes to complete before
// returning.
func (w *Writer) Close() error { return nil }
