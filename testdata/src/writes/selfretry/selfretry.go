// Package selfretry exercises the writes of issue 35's families: a user
// retry around a write re-sends it (mongo's InsertOne, Vault's
// Logical().Write, an SQS publish through the AWS SDK v1, a franz-go or
// librdkafka produce), and a client that re-sends writes by itself is
// reported at the call (heimdall, aerospike) or at its construction
// (franz-go without idempotent writes, librdkafka without
// enable.idempotence); the mongo driver's own re-sends carry a
// txnNumber and are none.
package selfretry

import (
	"bytes"
	"context"
	"net/http"

	as "github.com/aerospike/aerospike-client-go/v8"
	"github.com/avast/retry-go/v4"
	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/aws/session"
	"github.com/aws/aws-sdk-go/service/sns"
	"github.com/aws/aws-sdk-go/service/sqs"
	"github.com/confluentinc/confluent-kafka-go/v2/kafka"
	"github.com/gojek/heimdall/v7"
	"github.com/gojek/heimdall/v7/httpclient"
	"github.com/gojek/heimdall/v7/hystrix"
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

// InsertOnce: the driver's own retry of the insert carries a txnNumber:
// no duplicate.
func InsertOnce(ctx context.Context, orders *mongo.Collection, doc bson.M) error {
	_, err := orders.InsertOne(ctx, doc) // fine: the driver's re-send carries the same txnNumber
	return err
}

// Update: an update sets fields: no write.
func Update(ctx context.Context, orders *mongo.Collection, id string) error {
	return retry.Do(func() error {
		_, err := orders.UpdateOne(ctx, bson.M{"_id": id}, bson.M{"$set": bson.M{"seen": true}}) // fine: setting a field twice sets it once
		return err
	}, retry.Attempts(3))
}

// VaultWrite: a user retry around a Vault write.
func VaultWrite(ctx context.Context, c *api.Client, data map[string]interface{}) error {
	return retry.Do(func() error {
		_, err := c.Logical().WriteWithContext(ctx, "pki/issue/web", data) // want `^retry\.Do re-sends a Vault write`
		return err
	}, retry.Attempts(3))
}

// VaultOwn: the client's own re-sends of writes are not reported (no
// setting but MaxRetries 0 makes them safe).
func VaultOwn(ctx context.Context, c *api.Client) error {
	_, err := c.Auth().Token().Create(&api.TokenCreateRequest{}) // fine: the client's own re-sends are not reported
	return err
}

// SQS: a user retry around an SQS publish of the SDK v1.
func SQS(url, body string) error {
	svc := sqs.New(session.Must(session.NewSession()))
	return retry.Do(func() error {
		_, err := svc.SendMessage(&sqs.SendMessageInput{QueueUrl: aws.String(url), MessageBody: aws.String(body)}) // want `^retry\.Do re-publishes via sqs\.SQS\.SendMessage without an idempotency key`
		return err
	}, retry.Attempts(3))
}

// SQSDedup: a deduplication id made before the retry is evidence.
func SQSDedup(ctx context.Context, url, body, id string) error {
	svc := sqs.New(session.Must(session.NewSession()))
	in := &sqs.SendMessageInput{QueueUrl: aws.String(url), MessageBody: aws.String(body), MessageDeduplicationId: aws.String(id)}
	return retry.Do(func() error {
		_, err := svc.SendMessageWithContext(ctx, in) // fine: the deduplication id is made once
		return err
	}, retry.Attempts(3))
}

// Franz: the client is idempotent by default: its own re-sends are safe;
// a user retry of ProduceSync is a new record.
func Franz(ctx context.Context, v []byte) error {
	cl, err := kgo.NewClient(kgo.SeedBrokers("kafka:9092")) // fine: idempotent writes by default
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		return cl.ProduceSync(ctx, &kgo.Record{Topic: "t", Value: v}).FirstErr() // want `^retry\.Do re-publishes via kgo\.Client\.ProduceSync without an idempotency key`
	}, retry.Attempts(3))
}

// FranzNotIdempotent: without idempotent writes its own re-sends can
// write a batch twice.
func FranzNotIdempotent() (*kgo.Client, error) {
	return kgo.NewClient(kgo.SeedBrokers("kafka:9092"), kgo.DisableIdempotentWrite()) // want `^kgo\.NewClient makes a client that re-sends records by itself \(unbounded\); a write re-sent after its acknowledgement was lost can be applied twice: drop kgo\.DisableIdempotentWrite\(\) \(idempotent writes are the default\); unbounded because kgo\.NewClient has no limit by its library's default$`
}

// Librdkafka: a producer without enable.idempotence re-sends by itself.
func Librdkafka() (*kafka.Producer, error) {
	return kafka.NewProducer(&kafka.ConfigMap{"bootstrap.servers": "kafka:9092"}) // want `^kafka\.NewProducer makes a client that re-sends messages by itself \(\? attempts\)`
}

// LibrdkafkaIdempotent: enable.idempotence makes its re-sends safe.
func LibrdkafkaIdempotent() (*kafka.Producer, error) {
	return kafka.NewProducer(&kafka.ConfigMap{"bootstrap.servers": "kafka:9092", "enable.idempotence": true}) // fine: idempotent producer
}

// LibrdkafkaNoRetries: message.send.max.retries 0 re-sends nothing.
func LibrdkafkaNoRetries() (*kafka.Producer, error) {
	return kafka.NewProducer(&kafka.ConfigMap{"bootstrap.servers": "kafka:9092", "message.send.max.retries": 0}) // fine: no re-sends
}

// Heimdall: a client with retries re-sends a POST by itself.
func Heimdall(url string, body []byte) error {
	c := httpclient.NewClient(httpclient.WithRetryCount(2))
	_, err := c.Post(url, bytes.NewReader(body), nil) // want `heimdall\.Client\.Post retries POST by itself \(3 attempts\) without an idempotency key`
	return err
}

// HeimdallNoRetries: no retry count, one send.
func HeimdallNoRetries(url string, body []byte) error {
	c := httpclient.NewClient()
	_, err := c.Post(url, bytes.NewReader(body), nil) // fine: the client does not retry
	return err
}

// Aerospike: a write policy with retries re-sends an Add by itself.
func Aerospike(c *as.Client, key *as.Key) error {
	wp := as.NewWritePolicy(0, 0)
	wp.MaxRetries = 2
	return c.Add(wp, key, as.BinMap{"n": 1}) // want `aerospike\.Client\.Add .*by itself \(3 attempts\)`
}

// AerospikeDefault: the default write policy does not retry.
func AerospikeDefault(c *as.Client, key *as.Key) error {
	return c.Add(nil, key, as.BinMap{"n": 1}) // fine: writes are not retried by default
}

// Rows: the remaining write rows, each sent once by a client that does
// not retry, or by its own retries that are not reported.
func Rows(ctx context.Context, c *api.Client, data map[string]interface{}) error {
	l := c.Logical()
	_, _ = l.WriteBytes("p", nil)                 // fine: no user retry; the client's own re-sends are not reported
	_, _ = l.WriteBytesWithContext(ctx, "p", nil) // fine: no user retry
	_, _ = l.WriteRaw("p", nil)                   // fine: no user retry
	_, _ = l.WriteRawWithContext(ctx, "p", nil)   // fine: no user retry
	t := c.Auth().Token()
	_, _ = t.CreateWithContext(ctx, nil)                 // fine: no user retry
	_, _ = t.CreateOrphan(nil)                           // fine: no user retry
	_, _ = t.CreateOrphanWithContext(ctx, nil)           // fine: no user retry
	_, _ = t.CreateWithRole(nil, "r")                    // fine: no user retry
	_, err := t.CreateWithRoleWithContext(ctx, nil, "r") // fine: no user retry
	return err
}

// PublishRows: the SDK v1's other publishes, once each.
func PublishRows(ctx context.Context, q *sqs.SQS, t *sns.SNS) error {
	_, _ = q.SendMessageBatch(&sqs.SendMessageBatchInput{})                 // fine: no user retry; the SDK's own re-sends are not reported
	_, _ = q.SendMessageBatchWithContext(ctx, &sqs.SendMessageBatchInput{}) // fine: no user retry
	_, _ = t.Publish(&sns.PublishInput{})                                   // fine: no user retry
	_, _ = t.PublishWithContext(ctx, &sns.PublishInput{})                   // fine: no user retry
	_, _ = t.PublishBatch(&sns.PublishBatchInput{})                         // fine: no user retry
	_, err := t.PublishBatchWithContext(ctx, &sns.PublishBatchInput{})      // fine: no user retry
	return err
}

// HeimdallRows: heimdall's other writes, on clients that do not retry.
func HeimdallRows(url string, req *http.Request, hc heimdall.Client) error {
	c := httpclient.NewClient()
	_, _ = c.Do(req)               // fine: the client does not retry
	_, _ = hc.Post(url, nil, nil)  // fine: no user retry, a client of unknown origin
	_, _ = hc.Patch(url, nil, nil) // fine: no user retry
	h := hystrix.NewClient()
	_, _ = h.Post(url, nil, nil)  // fine: the client does not retry
	_, _ = h.Patch(url, nil, nil) // fine: the client does not retry
	_, err := h.Delete(url, nil)  // fine: the client does not retry
	return err
}
