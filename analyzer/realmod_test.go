package analyzer_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/retrylint/retrylint/analyzer"
)

// TestNestedRetryRealModules runs nestedretry on testdata/realmod, a module
// that requires the real retry libraries (not stubs): one package per
// family, each with nested cases (// want) and single-layer negatives.
// Edge cases of the catalog are in edge.go files.
//
// analysistest loads a testdata dir that has a go.mod in module mode with
// GOPROXY=off, so the modules are downloaded first, with the test's own
// environment (the user's GOPROXY, GOMODCACHE, GOFLAGS).
func TestNestedRetryRealModules(t *testing.T) {
	dir := realmod(t)
	analysistest.Run(t, dir, analyzer.NewNestedRetry(),
		"example.com/realmod/backoffv4", "example.com/realmod/backoffv5",
		"example.com/realmod/retrygov4", "example.com/realmod/retrygov5",
		"example.com/realmod/sethvargo", "example.com/realmod/hashicorp",
		"example.com/realmod/k8s", "example.com/realmod/failsafego",
		"example.com/realmod/grpcretry", "example.com/realmod/eapache",
		"example.com/realmod/rican7", "example.com/realmod/lestrrat",
		"example.com/realmod/matryer", "example.com/realmod/retryv1",
		"example.com/realmod/juju", "example.com/realmod/roko",
		"example.com/realmod/awssdk", "example.com/realmod/grpcconfig",
		"example.com/realmod/gcp", "example.com/realmod/azure")
}

// TestBudgetOrderRealModules runs budgetorder against the real
// golang.org/x/time/rate, x/sync/semaphore and x/sync/errgroup.
func TestBudgetOrderRealModules(t *testing.T) {
	dir := realmod(t)
	analysistest.Run(t, dir, analyzer.NewBudgetOrder(), "example.com/realmod/budget")
}

// TestUnboundedRetryRealModules runs unboundedretry against the real
// retry libraries and the AWS SDK.
func TestUnboundedRetryRealModules(t *testing.T) {
	dir := realmod(t)
	analysistest.Run(t, dir, analyzer.NewUnboundedRetry(), "example.com/realmod/unbounded")
}

// realmod returns testdata/realmod after downloading its modules.
func realmod(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("downloads and analyses real modules (about 25 MiB, k8s and gRPC included)")
	}
	dir := filepath.Join(testdata(), "realmod")
	cmd := exec.Command("go", "mod", "download")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go mod download in %s: %v\n%s", dir, err, out)
	}
	return dir
}

// TestWriteRetryRealModules runs writeretry against the real net/http,
// database/sql and go-retryablehttp, with the real backoff and retry-go
// as outer owners.
func TestWriteRetryRealModules(t *testing.T) {
	dir := realmod(t)
	analysistest.Run(t, dir, analyzer.NewWriteRetry(), "example.com/realmod/writes")
}

// TestRetryDelayRealModules runs retrydelay against the real cenkalti
// backoff v4 and v5, sethvargo/go-retry, avast/retry-go and
// go-retryablehttp.
func TestRetryDelayRealModules(t *testing.T) {
	dir := realmod(t)
	analysistest.Run(t, dir, analyzer.NewRetryDelay(), "example.com/realmod/retrydelay")
}

// TestFallbackRetryRealModules runs fallbackretry against the real
// hystrix-go and failsafe-go.
func TestFallbackRetryRealModules(t *testing.T) {
	dir := realmod(t)
	analysistest.Run(t, dir, analyzer.NewFallbackRetry(), "example.com/realmod/fallbacks")
}

// TestPermanentRetryRealModules runs permanentretry against the real
// go-retryablehttp, resty, go-grpc-middleware v1 and v2, grpc and
// avast/retry-go.
func TestPermanentRetryRealModules(t *testing.T) {
	dir := realmod(t)
	analysistest.Run(t, dir, analyzer.NewPermanentRetry(), "example.com/realmod/permanent")
}

// TestSelfRetryingRealModules runs nestedretry against the real modules
// of issue 35's families: etcd's clientv3, the MongoDB driver v2 and v1,
// Vault's API client, Cloud Storage and Pub/Sub, the AWS SDK v1,
// rueidis, gocql, aerospike, NATS JetStream, franz-go,
// confluent-kafka-go (cgo), heimdall and imroc/req (go-redis's Watch is
// in example.com/realmod/redis).
func TestSelfRetryingRealModules(t *testing.T) {
	dir := realmod(t)
	analysistest.Run(t, dir, analyzer.NewNestedRetry(),
		"example.com/realmod/etcd", "example.com/realmod/mongo", "example.com/realmod/vault",
		"example.com/realmod/storage", "example.com/realmod/awsv1", "example.com/realmod/stores",
		"example.com/realmod/brokers", "example.com/realmod/heimdall", "example.com/realmod/imroc")
}

// TestSelfRetryingRealWrites runs writeretry against the same real
// modules: user retries around their writes, and the clients that
// re-send writes by themselves.
func TestSelfRetryingRealWrites(t *testing.T) {
	dir := realmod(t)
	analysistest.Run(t, dir, analyzer.NewWriteRetry(), "example.com/realmod/selfwrites")
}
