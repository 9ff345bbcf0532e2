package catalog

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestRegisters(t *testing.T) {
	for key, want := range map[string]bool{
		"github.com/patrickmn/go-cache.cache.OnEvicted":                    true,
		"k8s.io/client-go/tools/cache.sharedIndexInformer.AddEventHandler": true,
		"github.com/robfig/cron/v3.Cron.AddFunc":                           true,
		"github.com/nats-io/nats.go.Conn.Subscribe":                        true,
		"example.com/bus.Bus.Register":                                     true,
		"net/http.HandleFunc":                                              true,
		"time.AfterFunc":                                                   true,
		"google.golang.org/grpc.UnknownServiceHandler":                     true,
		// Called now: a retry entry, std outside the rows, x/ packages,
		// words that only begin like a registration.
		"k8s.io/client-go/util/retry.OnError":     false,
		"sync.Once.Do":                            false,
		"golang.org/x/sync/singleflight.Group.Do": false,
		"golang.org/x/sync/errgroup.Group.Go":     false,
		"example.com/lib.Pool.Once":               false,
		"example.com/lib.Client.Online":           false,
		"example.com/lib.Set.Add":                 false,
		"example.com/lib.Client.SetTimeout":       false,
		"example.com/lib.Handler.Handled":         false,
	} {
		method := key != "net/http.HandleFunc" && key != "time.AfterFunc" && key != "k8s.io/client-go/util/retry.OnError" && key != "google.golang.org/grpc.UnknownServiceHandler"
		assert.Equal(t, want, Registers(key, method), key)
	}
	// A plain function of another module follows std's rows only.
	assert.False(t, Registers("example.com/bus.OnEvent", false))
}

func TestAnswersAndMarkers(t *testing.T) {
	for name, want := range map[string]bool{
		"IsNotFound": true, "ErrNotExist": true, "NoSuchKey": true, "ErrNoRows": true,
		"GlobalClusterNotFoundFault": true, "AuthorizationPendingException": true,
		"ErrTimeout": false, "IsConflict": false, "ErrMaxConns": false, "Temporary": false,
	} {
		assert.Equal(t, want, AnswerName(name), name)
	}
	assert.True(t, AnswerKey("github.com/redis/go-redis/v9.Nil"))
	assert.False(t, AnswerKey("example.com/lib.Nil"))
	for key, want := range map[string]bool{
		"github.com/cenkalti/backoff/v4.Permanent":                   true,
		"github.com/cenkalti/backoff/v5.PermanentError":              true,
		"github.com/avast/retry-go/v4.Unrecoverable":                 true,
		"github.com/gruntwork-io/terratest/modules/retry.FatalError": true,
		"example.com/svc.nonRetryable":                               true,
		"example.com/svc.ErrTimeout":                                 false,
		// A modelled library's names follow its rows only.
		"github.com/cenkalti/backoff/v4.Retry": false,
	} {
		assert.Equal(t, want, PermanentMarker(key), key)
	}
}
