package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/retrylint/retrylint/analyzer"
)

// TestNestedRetryLibraries runs the library fixtures: each modelled retry
// library as the outer and as the inner owner, with the attempt bounds of
// the catalog, and the edge cases of option order, builder chains,
// captured clients and zero-step backoffs under libs/edge.
func TestNestedRetryLibraries(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata(), analyzer.NewNestedRetry(),
		"libs/inner",
		"libs/awssdk",
		"libs/grpcconfig",
		"libs/gax",
		"libs/azure",
		"libs/backoffv4",
		"libs/backoffv5",
		"libs/retrygov4",
		"libs/retrygov5",
		"libs/sethvargo",
		"libs/retryablehttp",
		"libs/k8sretry",
		"libs/k8swait",
		"libs/failsafe",
		"libs/grpcretry",
		"libs/edge/retrygov4", "libs/edge/backoffv5", "libs/edge/failsafe",
		"libs/edge/retryablehttp", "libs/edge/k8swait", "libs/edge/grpcretry",
		"libs/eapache", "libs/clients",
		"libs/rican7", "libs/flowchartsman", "libs/lestrrat", "libs/matryer",
		"libs/retryv1", "libs/juju", "libs/roko",
	)
}

// TestSelfRetryingClients runs the fixtures of issue 35's families: the
// clients that retry by themselves (etcd, MongoDB, Vault, Cloud Storage,
// Pub/Sub, the AWS SDK v1, rueidis, gocql, aerospike, NATS JetStream,
// franz-go, confluent-kafka-go, heimdall, imroc/req, go-redis Watch), as
// inner owners with their defaults and with the settings that turn them
// off.
func TestSelfRetryingClients(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata(), analyzer.NewNestedRetry(), "libs/etcd", "libs/mongo", "libs/mongo/v1", "libs/vault", "libs/gcs", "libs/awsv1", "libs/stores", "libs/brokers", "libs/heimdall", "libs/imroc", "libs/redis/watch")
}

// TestSelfRetryingWrites: the writes of issue 35's families, re-sent by
// a user retry or by the client itself.
func TestSelfRetryingWrites(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata(), analyzer.NewWriteRetry(), "writes/selfretry")
}
