package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/retrylint/retrylint/analyzer"
)

// TestPlatformLibraries runs the stub fixtures of the platform family:
// minio-go, client-go's REST client and stripe-go as inner owners.
func TestPlatformLibraries(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata(), analyzer.NewNestedRetry(), "libs/minio", "libs/k8srest", "libs/stripe")
}

// TestPlatformWrites runs the platform family's write fixtures.
func TestPlatformWrites(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata(), analyzer.NewWriteRetry(), "writes/minio", "writes/stripe")
}

// TestPlatformRealModules runs nestedretry against the real minio-go,
// client-go and stripe-go.
func TestPlatformRealModules(t *testing.T) {
	dir := realmod(t)
	analysistest.Run(t, dir, analyzer.NewNestedRetry(), "example.com/realmod/platform")
}

// TestPlatformRealWrites runs writeretry against the real stripe-go and
// minio-go.
func TestPlatformRealWrites(t *testing.T) {
	dir := realmod(t)
	analysistest.Run(t, dir, analyzer.NewWriteRetry(), "example.com/realmod/platform/writes")
}
