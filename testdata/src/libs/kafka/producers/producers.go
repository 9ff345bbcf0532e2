// Package producers builds Kafka producers for libs/kafka: their bounds
// must reach the callers there, through the struct fields.
package producers

import (
	"github.com/IBM/sarama"
	"github.com/segmentio/kafka-go"
)

// Events keeps a sarama producer with Retry.Max 2 (3 sends) and a
// kafka-go writer with MaxAttempts 5 in fields.
type Events struct {
	P sarama.SyncProducer
	W *kafka.Writer
}

// New makes the producers.
func New(brokers []string) (*Events, error) {
	cfg := sarama.NewConfig()
	cfg.Producer.Retry.Max = 2
	cfg.Producer.Idempotent = true // its own re-sends are safe; a user retry still nests
	cfg.Producer.RequiredAcks = sarama.WaitForAll
	cfg.Net.MaxOpenRequests = 1
	p, err := sarama.NewSyncProducer(brokers, cfg)
	if err != nil {
		return nil, err
	}
	return &Events{P: p, W: &kafka.Writer{Addr: kafka.TCP(brokers...), Topic: "events", MaxAttempts: 5}}, nil
}
