package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/retrylint/retrylint/analyzer"
)

// TestRedisNests: go-redis clients retry every command by themselves; a
// user retry around a command is a nest (stubs).
func TestRedisNests(t *testing.T) {
	analysistest.Run(t, testdata(), analyzer.NewNestedRetry(), "libs/redis/store", "libs/redis")
}

// TestRedisWrites: non-idempotent commands re-sent by a user retry, and
// by the client's own retries (once per client made), with negatives.
func TestRedisWrites(t *testing.T) {
	analysistest.Run(t, testdata(), analyzer.NewWriteRetry(), "writes/redis/kv", "writes/redis")
}

// TestRedisRealModule runs nestedretry and writeretry against the real
// github.com/redis/go-redis/v9.
func TestRedisRealModule(t *testing.T) {
	dir := realmod(t)
	analysistest.Run(t, dir, analyzer.NewNestedRetry(), "example.com/realmod/redis")
	analysistest.Run(t, dir, analyzer.NewWriteRetry(), "example.com/realmod/redis/writes")
}
