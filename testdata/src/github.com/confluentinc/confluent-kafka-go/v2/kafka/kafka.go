// Package kafka is a stub of
// github.com/confluentinc/confluent-kafka-go/v2/kafka (v2.11.1), with the
// real signatures of the functions the fixtures call.
package kafka

// ConfigValue supports the following types: bool, int, string, any type
// with the standard String() interface.
type ConfigValue interface{}

// ConfigMap is a map containing standard librdkafka configuration
// properties.
type ConfigMap map[string]ConfigValue

// SetKey sets configuration property key to value.
func (m ConfigMap) SetKey(key string, value ConfigValue) error {
	m[key] = value
	return nil
}

// ErrorCode is the integer representation of local and broker error
// codes.
type ErrorCode int

// ErrQueueFull is the local error: the producer queue is full.
const ErrQueueFull ErrorCode = -184

// Error provides a Kafka-specific error container.
type Error struct{ code ErrorCode }

func (e Error) Error() string { return "" }

// Code returns the ErrorCode of an Error.
func (e Error) Code() ErrorCode { return e.code }

// TopicPartition is a generic placeholder for a Topic+Partition and
// optionally Offset.
type TopicPartition struct {
	Topic     *string
	Partition int32
	Error     error
}

// PartitionAny represents any partition (for partitioning).
const PartitionAny = int32(-1)

// Message represents a Kafka message.
type Message struct {
	TopicPartition TopicPartition
	Value          []byte
	Key            []byte
}

// Event generic interface.
type Event interface{ String() string }

// String returns a human readable representation of a Message.
func (m *Message) String() string { return "" }

// Producer implements a High-level Apache Kafka Producer instance.
type Producer struct{}

// NewProducer creates a new high-level Producer instance.
func NewProducer(conf *ConfigMap) (*Producer, error) { return &Producer{}, nil }

// Produce single message.
func (p *Producer) Produce(msg *Message, deliveryChan chan Event) error { return nil }

// Flush and wait for outstanding messages and requests to complete
// delivery.
func (p *Producer) Flush(timeoutMs int) int { return 0 }

// Close a Producer instance.
func (p *Producer) Close() {}
