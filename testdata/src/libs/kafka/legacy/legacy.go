// Package legacy uses sarama under its legacy import path
// (github.com/Shopify/sarama): the same rows apply.
package legacy

import (
	"github.com/Shopify/sarama"
	"github.com/avast/retry-go/v4"
)

// Default: retry.Do (3) around a producer of the default config (4).
func Default(brokers []string, v string) error {
	p, err := sarama.NewSyncProducer(brokers, sarama.NewConfig())
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, _, err := p.SendMessage(&sarama.ProducerMessage{Topic: "t", Value: sarama.StringEncoder(v)}) // want `^retry\.Do \(3 attempts\) calls sarama\.SyncProducer\.SendMessage \(4 attempts\): up to 12 calls per operation`
		return err
	}, retry.Attempts(3))
}

// Disabled: Retry.Max = 0 sends once.
func Disabled(brokers []string, v string) error {
	cfg := sarama.NewConfig()
	cfg.Producer.Retry.Max = 0
	p, err := sarama.NewSyncProducer(brokers, cfg)
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, _, err := p.SendMessage(&sarama.ProducerMessage{Topic: "t", Value: sarama.StringEncoder(v)}) // fine: the producer does not retry
		return err
	}, retry.Attempts(3))
}
