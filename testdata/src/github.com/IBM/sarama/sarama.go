// Package sarama is a test stub mirroring version v1.61.1 of github.com/IBM/sarama.
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

// RequiredAcks is used in Produce Requests to tell the broker how many
// replica acknowledgements it must see before responding.
type RequiredAcks int16

const (
	// NoResponse doesn't send any response, the TCP ACK is all you get.
	NoResponse RequiredAcks = 0
	// WaitForLocal waits for only the local commit to succeed before responding.
	WaitForLocal RequiredAcks = 1
	// WaitForAll waits for all in-sync replicas to commit before responding.
	WaitForAll RequiredAcks = -1
)

// KafkaVersion instances represent versions of the upstream Kafka broker.
type KafkaVersion struct {
	version [4]uint
}

// V2_1_0_0 is Kafka 2.1.0.
var V2_1_0_0 = KafkaVersion{version: [4]uint{2, 1, 0, 0}}

// Config is used to pass multiple configuration options to Sarama's
// constructors.
type Config struct {
	Net struct {
		MaxOpenRequests int
	}
	Producer struct {
		Idempotent   bool
		RequiredAcks RequiredAcks
		Retry        struct {
			Max         int
			Backoff     time.Duration
			BackoffFunc func(retries, maxRetries int) time.Duration
		}
		Return struct {
			Successes bool
			Errors    bool
		}
	}
	ClientID string
	Version  KafkaVersion
}

// NewConfig returns a new configuration instance with sane defaults.
func NewConfig() *Config {
	c := &Config{}
	c.Net.MaxOpenRequests = 5
	c.Producer.RequiredAcks = WaitForLocal
	c.Producer.Retry.Max = 3
	c.Producer.Retry.Backoff = 100 * time.Millisecond
	c.Producer.Return.Errors = true
	return c
}

// Client is a generic Kafka client. It manages connections to one or more
// Kafka brokers.
type Client interface {
	Config() *Config
	Topics() ([]string, error)
	RefreshMetadata(topics ...string) error
	Close() error
}

// NewClient creates a new Client. It connects to one of the given broker
// addresses and uses that broker to automatically fetch metadata on the
// rest of the kafka cluster.
func NewClient(addrs []string, conf *Config) (Client, error) { return nil, nil }

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

// NewSyncProducerFromClient creates a new SyncProducer using the given
// client.
func NewSyncProducerFromClient(client Client) (SyncProducer, error) { return nil, nil }

// ProducerError is the type of error generated when the producer fails to
// deliver a message.
type ProducerError struct {
	Msg *ProducerMessage
	Err error
}

func (pe ProducerError) Error() string { return pe.Err.Error() }

// AsyncProducer publishes Kafka messages using a non-blocking API.
type AsyncProducer interface {
	AsyncClose()
	Close() error
	Input() chan<- *ProducerMessage
	Successes() <-chan *ProducerMessage
	Errors() <-chan *ProducerError
}

// NewAsyncProducer creates a new AsyncProducer using the given broker
// addresses and configuration.
func NewAsyncProducer(addrs []string, conf *Config) (AsyncProducer, error) { return nil, nil }

// NewAsyncProducerFromClient creates a new Producer using the given client.
func NewAsyncProducerFromClient(client Client) (AsyncProducer, error) { return nil, nil }
