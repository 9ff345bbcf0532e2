package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/retrylint/retrylint/analyzer"
)

// TestNestedRetryElastic runs the go-elasticsearch and opensearch-go
// stub fixtures: user retries around the functional API, request structs,
// Perform and the opensearchapi client (and a sub-client), with
// DisableRetry negatives and clients kept in another package's fields.
func TestNestedRetryElastic(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata(), analyzer.NewNestedRetry(), "libs/elastic")
}

// TestWriteRetryElastic runs the index writes: an index request without a
// document id (POST /<index>/_doc) re-sent by the client itself and by a
// user retry, beside the PUT forms with an id and the searches.
func TestWriteRetryElastic(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata(), analyzer.NewWriteRetry(), "writes/elastic")
}

// TestNestedRetryElasticRealModules runs nestedretry against the real
// go-elasticsearch v8 and opensearch-go v4.
func TestNestedRetryElasticRealModules(t *testing.T) {
	dir := realmod(t)
	analysistest.Run(t, dir, analyzer.NewNestedRetry(), "example.com/realmod/elastic")
}
