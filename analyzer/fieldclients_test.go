package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/retrylint/retrylint/analyzer"
	"github.com/retrylint/retrylint/callgraph"
)

// TestFieldClients: a constructor that stores the client it is given in
// a field, and methods that send with that field, in one package; the
// calls of another package that give it a retrying client are retry
// owners, and their POSTs retried writes.
func TestFieldClients(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata(), callgraph.Analyzer, "fieldclients/api")
	analysistest.Run(t, testdata(), analyzer.NewWriteRetry(), "fieldclients/write")
	analysistest.Run(t, testdata(), analyzer.NewNestedRetry(), "fieldclients/nest")
}

// TestFieldClientSelf: one retrying client in a field, sent with through
// a chain of its own methods whose callers decide the method: the POST is
// reported once, where POST is chosen; the client is one owner, not a
// nest of itself; a loop around it in another package is a nest.
func TestFieldClientSelf(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata(), analyzer.NewWriteRetry(), "fieldclients/self")
	analysistest.Run(t, testdata(), analyzer.NewNestedRetry(), "fieldclients/selfnest")
}
