package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/retrylint/retrylint/analyzer"
)

// TestKafkaNests: a user retry around a sarama SyncProducer send or a
// kafka-go Writer.WriteMessages nests on the producer's own re-sends,
// with the product of both; disabled retries are no layer; producers in
// the struct fields of another package keep their bounds.
func TestKafkaNests(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata(), analyzer.NewNestedRetry(), "libs/kafka", "libs/kafka/producers", "libs/kafka/legacy")
}

// TestKafkaWrites: a sarama producer made without Producer.Idempotent is
// reported once, at its construction; the idempotent, disabled and
// untraced configs are not; user retries around any send re-publish.
func TestKafkaWrites(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata(), analyzer.NewWriteRetry(), "writes/kafka")
}

// TestKafkaRealModules runs both checks against the real sarama and
// kafka-go: the nests (example.com/realmod/kafka) and the producers' own
// re-sends (example.com/realmod/kafka/writes).
func TestKafkaRealModules(t *testing.T) {
	dir := realmod(t)
	analysistest.Run(t, dir, analyzer.NewNestedRetry(), "example.com/realmod/kafka")
	analysistest.Run(t, dir, analyzer.NewWriteRetry(), "example.com/realmod/kafka/writes")
}
