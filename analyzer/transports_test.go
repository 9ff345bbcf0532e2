package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/retrylint/retrylint/analyzer"
	"github.com/retrylint/retrylint/callgraph"
)

// TestTransports: clients whose transport retries (a RoundTripper type
// whose RoundTrip is a retry loop, here or in another package, installed
// by a literal, an assignment, a middleware or a constructor) are retry
// owners for nestedretry and retry writes by themselves for writeretry.
func TestTransports(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata(), analyzer.NewNestedRetry(), "transports/nest")
	analysistest.Run(t, testdata(), analyzer.NewWriteRetry(), "transports/write")
}

// TestWrappedClients: retrying clients reached through a transport that
// wraps the retrying one (a type of another package or this one, a
// middleware), a functional option, or a helper handed the client.
func TestWrappedClients(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata(), callgraph.Analyzer, "transports/api")
	analysistest.Run(t, testdata(), analyzer.NewNestedRetry(), "transports/wrap")
	analysistest.Run(t, testdata(), analyzer.NewWriteRetry(), "transports/wrapwrite", "transports/proxy")
}

// TestHandlerChains: a client that sends through a chain of handlers,
// each wrapping the next, retries every request when one of them
// retries (hcloud-go); two implementations that do not wrap each other
// are alternatives, and one retrying does not make the call a retry.
func TestHandlerChains(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata(), analyzer.NewWriteRetry(), "transports/handlers")
	analysistest.Run(t, testdata(), analyzer.NewNestedRetry(), "transports/handleruse")
}
