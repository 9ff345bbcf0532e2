// Package sarama is a test stub mirroring version v1.38.1 of github.com/Shopify/sarama,
// the legacy import path of github.com/IBM/sarama (the same API).
package sarama

import "time"

// Encoder is a simple interface for any type that can be encoded as an
// array of bytes in order to be sent as the key or value of a Kafka message.
type Encoder interface {
	Encode() ([]byte, error)
	Length() int
}

// StringEncoder implements the Encoder interface for Go strings.
type StringEncoder string

func (s StringEncoder) Encode() ([]byte, error) { return []byte(s), nil }
func (s StringEncoder) Length() int             { return len(s) }

// ByteEncoder implements the Encoder interface for Go byte slices.
type ByteEncoder []byte

func (b ByteEncoder) Encode() ([]byte, error) { return b, nil }
func (b ByteEncoder) Length() int             { return len(b) }

// RecordHeader stores key and value for a record header.
type RecordHeader struct {
	Key   []byte
	Value []byte
}

// ProducerMessage is the collection of elements passed to the Producer in
// order to send a message.
type ProducerMessage struct {
	Topic     string
	Key       Encoder
	Value     Encoder
	Headers   []RecordHeader
	Metadata  interface{}
	Offset    int64
	Partition int32
	Timestamp time.Time
}

// Config is used to pass multiple configuration options to Sarama's
// constructors.
type Config struct {
	Producer struct {
		Idempotent   bool
		RequiredAcks int16
		Retry        struct {
			Max     int
			Backoff time.Duration
		}
		Return struct {
			Successes bool
			Errors    bool
		}
	}
}

// NewConfig returns a new configuration instance with sane defaults.
func NewConfig() *Config { return &Config{} }

// SyncProducer publishes Kafka messages, blocking until they have been
// acknowledged.
type SyncProducer interface {
	SendMessage(msg *ProducerMessage) (partition int32, offset int64, err error)
	SendMessages(msgs []*ProducerMessage) error
	Close() error
}

// NewSyncProducer creates a new SyncProducer using the given broker
// addresses and configuration.
func NewSyncProducer(addrs []string, config *Config) (SyncProducer, error) { return nil, nil }
