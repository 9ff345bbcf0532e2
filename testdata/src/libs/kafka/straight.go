package kafka

import (
	"context"

	"github.com/segmentio/kafka-go"
)

// WriterAgain writes the message again, written out anew, when the first
// write fails: a straight-line retry around the writer's own 10 attempts.
func WriterAgain(ctx context.Context, v []byte) error {
	w := &kafka.Writer{}
	err := w.WriteMessages(ctx, kafka.Message{Value: v})
	if err != nil {
		err = w.WriteMessages(ctx, kafka.Message{Value: v}) // want `retry after error \(2 attempts\) calls kafka\.Writer\.WriteMessages \(10 attempts\): up to 20 calls per operation`
	}
	return err
}

// WriterOther writes another message when the first fails: not the same
// request again.
func WriterOther(ctx context.Context, v []byte) error {
	w := &kafka.Writer{}
	err := w.WriteMessages(ctx, kafka.Message{Value: v})
	if err != nil {
		err = w.WriteMessages(ctx, kafka.Message{Value: []byte("failed")}) // fine: a different message, not a retry of the first
	}
	return err
}
