package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/retrylint/retrylint/analyzer"
)

func TestWriteRetry(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata(), analyzer.NewWriteRetry(), "writes/payments", "writes/app", "writes/publish", "writes/resty", "writes/sqldrivers", "writes/edge", "writes/sqlxstore", "writes/callers/api", "writes/callers", "writes/dispatch", "writes/dispatch/notify", "writes/corrective", "writes/rpcreads", "writes/protoreads", "writes/builder")
}
