// Package kafka exercises github.com/IBM/sarama (v1.61.1) and
// github.com/segmentio/kafka-go (v0.4.51).
package kafka

import (
	_ "github.com/IBM/sarama"
	_ "github.com/segmentio/kafka-go"
)
