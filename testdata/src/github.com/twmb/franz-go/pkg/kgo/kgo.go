// Package kgo is a stub of github.com/twmb/franz-go/pkg/kgo (v1.22.3),
// with the real signatures of the functions the fixtures call.
package kgo

import (
	"context"
	"time"
)

// Opt is an option to configure a client.
type Opt interface{ apply() }

// ProducerOpt is a producer specific option to configure a client.
type ProducerOpt interface {
	Opt
	producerOpt()
}

type producerOpt struct{}

func (producerOpt) apply()       {}
func (producerOpt) producerOpt() {}

// SeedBrokers sets the seed brokers for the client to use.
func SeedBrokers(seeds ...string) Opt { return producerOpt{} }

// DefaultProduceTopic sets the default topic to produce to.
func DefaultProduceTopic(t string) ProducerOpt { return producerOpt{} }

// RecordRetries sets the number of tries for producing records,
// overriding the unlimited default.
func RecordRetries(n int) ProducerOpt { return producerOpt{} }

// RecordDeliveryTimeout sets a rough time of how long a record can sit
// around in a batch before timing out, overriding the unlimited default.
func RecordDeliveryTimeout(timeout time.Duration) ProducerOpt { return producerOpt{} }

// DisableIdempotentWrite disables idempotent produce requests.
func DisableIdempotentWrite() ProducerOpt { return producerOpt{} }

// Record is a record to write to Kafka.
type Record struct {
	Key, Value []byte
	Topic      string
}

// StringRecord returns a Record with the Value field set to the input
// value string.
func StringRecord(value string) *Record { return &Record{Value: []byte(value)} }

// Client issues requests and handles responses to a Kafka cluster.
type Client struct{}

// NewClient returns a new Kafka client with the given options or an error
// if the options are invalid.
func NewClient(opts ...Opt) (*Client, error) { return &Client{}, nil }

// Close leaves any group and closes all connections and goroutines.
func (cl *Client) Close() {}

// ProduceResults is a collection of produce results.
type ProduceResults []ProduceResult

// ProduceResult is the result of producing a record in a synchronous
// manner.
type ProduceResult struct {
	Record *Record
	Err    error
}

// FirstErr returns the first erroring result, if any.
func (rs ProduceResults) FirstErr() error { return nil }

// ProduceSync is a synchronous produce.
func (cl *Client) ProduceSync(ctx context.Context, rs ...*Record) ProduceResults { return nil }

// Produce sends a Kafka record to the topic in the record's Topic field,
// calling an optional `promise` with the record and a potential error
// when Kafka replies.
func (cl *Client) Produce(ctx context.Context, r *Record, promise func(*Record, error)) {}

// TryProduce is similar to Produce, but rather than blocking if the
// client currently has MaxBufferedRecords buffered, this fails
// immediately with ErrMaxBuffered.
func (cl *Client) TryProduce(ctx context.Context, r *Record, promise func(*Record, error)) {}
