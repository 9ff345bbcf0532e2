// Package selfwrites exercises the writes of issue 35's families against
// the real modules: a user retry re-sends an insert, a Vault write or a
// produce; franz-go without idempotent writes, librdkafka without
// enable.idempotence and heimdall with a retry count re-send by
// themselves.
package selfwrites

import (
	"bytes"
	"context"

	"github.com/avast/retry-go/v4"
	"github.com/confluentinc/confluent-kafka-go/v2/kafka"
	"github.com/gojek/heimdall/v7/httpclient"
	"github.com/hashicorp/vault/api"
	"github.com/twmb/franz-go/pkg/kgo"
	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo"
)

// Insert: a user retry inserts a new document each time.
func Insert(ctx context.Context, orders *mongo.Collection, doc bson.M) error {
	return retry.Do(func() error {
		_, err := orders.InsertOne(ctx, doc) // want `^retry\.Do re-sends an insert \(the driver gives a document without _id a new one at each call\) via mongo\.Collection\.InsertOne`
		return err
	}, retry.Attempts(3))
}

// InsertOnce: the driver's own re-send carries the same txnNumber.
func InsertOnce(ctx context.Context, orders *mongo.Collection, doc bson.M) error {
	_, err := orders.InsertOne(ctx, doc) // fine: the driver's re-send carries the same txnNumber
	return err
}

// VaultWrite: a user retry around a Vault write.
func VaultWrite(ctx context.Context, c *api.Client, data map[string]interface{}) error {
	return retry.Do(func() error {
		_, err := c.Logical().WriteWithContext(ctx, "pki/issue/web", data) // want `^retry\.Do re-sends a Vault write`
		return err
	}, retry.Attempts(3))
}

// FranzNotIdempotent: without idempotent writes its own re-sends can
// write a batch twice.
func FranzNotIdempotent() (*kgo.Client, error) {
	return kgo.NewClient(kgo.SeedBrokers("kafka:9092"), kgo.DisableIdempotentWrite()) // want `^kgo\.NewClient makes a client that re-sends records by itself`
}

// Franz: idempotent by default.
func Franz() (*kgo.Client, error) {
	return kgo.NewClient(kgo.SeedBrokers("kafka:9092")) // fine: idempotent writes by default
}

// Librdkafka: a producer without enable.idempotence.
func Librdkafka() (*kafka.Producer, error) {
	return kafka.NewProducer(&kafka.ConfigMap{"bootstrap.servers": "kafka:9092"}) // want `^kafka\.NewProducer makes a client that re-sends messages by itself`
}

// LibrdkafkaIdempotent: enable.idempotence makes its re-sends safe.
func LibrdkafkaIdempotent() (*kafka.Producer, error) {
	return kafka.NewProducer(&kafka.ConfigMap{"bootstrap.servers": "kafka:9092", "enable.idempotence": true}) // fine: idempotent producer
}

// Heimdall: a client with retries re-sends a POST by itself.
func Heimdall(url string, body []byte) error {
	c := httpclient.NewClient(httpclient.WithRetryCount(2))
	resp, err := c.Post(url, bytes.NewReader(body), nil) // want `heimdall\.Client\.Post retries POST by itself \(3 attempts\) without an idempotency key`
	if err == nil {
		resp.Body.Close()
	}
	return err
}
