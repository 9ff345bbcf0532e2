// Package elastic exercises go-elasticsearch v8 and opensearch-go v4
// (catalog §19): every request goes through a transport whose Perform
// retries, MaxRetries + 1 attempts (elastic 4 by default, opensearch 7),
// one attempt with DisableRetry.
package elastic

import (
	"context"
	"net/http"
	"strings"
	"time"

	"github.com/avast/retry-go/v4"
	"github.com/elastic/elastic-transport-go/v8/elastictransport"
	"github.com/elastic/go-elasticsearch/v8"
	"github.com/elastic/go-elasticsearch/v8/esapi"
	"github.com/opensearch-project/opensearch-go/v4"
	"github.com/opensearch-project/opensearch-go/v4/opensearchapi"

	"libs/elastic/store"
)

// Search: retry.Do (3) around the functional API of a default client (4).
func Search(ctx context.Context) error {
	es, err := elasticsearch.NewDefaultClient()
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, err := es.Search(es.Search.WithIndex("logs"), es.Search.WithContext(ctx)) // want `^retry\.Do \(3 attempts\) calls esapi\.Search \(4 attempts\): up to 12 calls per operation`
		return err
	}, retry.Attempts(3))
}

// Tuned: MaxRetries 1 in the Config: a loop of 3 × 2.
func Tuned(ctx context.Context) error {
	cfg := elasticsearch.Config{Addresses: []string{"http://es:9200"}, MaxRetries: 1}
	es, err := elasticsearch.NewClient(cfg)
	if err != nil {
		return err
	}
	var lastErr error
	for i := 0; i < 3; i++ {
		if _, lastErr = es.Get("docs", "1"); lastErr == nil { // want `^for loop \(3 attempts\) calls esapi\.Get \(2 attempts\): up to 6 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return lastErr
}

// Disabled is fine: DisableRetry makes one attempt.
func Disabled(ctx context.Context) error {
	es, err := elasticsearch.NewClient(elasticsearch.Config{DisableRetry: true, MaxRetries: 5})
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, err := es.Search(es.Search.WithIndex("logs"))
		return err
	}, retry.Attempts(3))
}

// Namespace: a namespace of the API (es.Indices) carries the client's
// attempts, MaxRetries 2: 2 × 3.
func Namespace(ctx context.Context) error {
	es, err := elasticsearch.NewClient(elasticsearch.Config{MaxRetries: 2})
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, err := es.Indices.Create("logs") // want `^retry\.Do \(2 attempts\) calls esapi\.IndicesCreate \(3 attempts\): up to 6 calls per operation`
		return err
	}, retry.Attempts(2))
}

// NamespaceDisabled is fine: the namespace of a client with DisableRetry.
func NamespaceDisabled(ctx context.Context) error {
	es, err := elasticsearch.NewClient(elasticsearch.Config{DisableRetry: true})
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, err := es.Indices.Create("logs")
		return err
	}, retry.Attempts(2))
}

// Typed: the typed API's builders end in Do(ctx): retry.Do (3) around a
// typed client with MaxRetries 1: 3 × 2; a namespace with the default: 3 × 4.
func Typed(ctx context.Context, other *elasticsearch.TypedClient) error {
	es, err := elasticsearch.NewTypedClient(elasticsearch.Config{MaxRetries: 1})
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		if _, err := es.Search().Index("logs").Do(ctx); err != nil { // want `^retry\.Do \(3 attempts\) calls search\.Search\.Do \(2 attempts\): up to 6 calls per operation`
			return err
		}
		_, err := other.Indices.Create("logs").Do(ctx) // want `^retry\.Do \(3 attempts\) calls create\.Create\.Do \(4 attempts\): up to 12 calls per operation`
		return err
	}, retry.Attempts(3))
}

// TypedDisabled is fine: a typed client with DisableRetry.
func TypedDisabled(ctx context.Context) error {
	es, err := elasticsearch.NewTypedClient(elasticsearch.Config{DisableRetry: true})
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, err := es.Search().Index("logs").Do(ctx)
		return err
	}, retry.Attempts(3))
}

// ZeroKeepsDefault: MaxRetries 0 (and a negative count, which the
// client does not pass on) keeps the default of 3 retries.
func ZeroKeepsDefault(ctx context.Context) error {
	es, err := elasticsearch.NewClient(elasticsearch.Config{MaxRetries: -1})
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, err := es.Search() // want `^retry\.Do \(2 attempts\) calls esapi\.Search \(4 attempts\): up to 8 calls per operation`
		return err
	}, retry.Attempts(2))
}

// RequestDo: a request struct sent with Do(ctx, es): 2 × 4.
func RequestDo(ctx context.Context, es *elasticsearch.Client) error {
	return retry.Do(func() error {
		_, err := esapi.SearchRequest{Index: []string{"logs"}}.Do(ctx, es) // want `^retry\.Do \(2 attempts\) calls esapi\.SearchRequest\.Do \(4 attempts\): up to 8 calls per operation`
		return err
	}, retry.Attempts(2))
}

// Perform: the low-level call on a transport with MaxRetries 4, also
// through elastictransport.Interface: 2 × 5.
func Perform(ctx context.Context, req *http.Request) error {
	tp, err := elastictransport.New(elastictransport.Config{MaxRetries: 4})
	if err != nil {
		return err
	}
	var i elastictransport.Interface = tp
	return retry.Do(func() error {
		if _, err := tp.Perform(req); err != nil { // want `^retry\.Do \(2 attempts\) calls elastictransport\.Client\.Perform \(5 attempts\): up to 10 calls per operation`
			return err
		}
		_, err := i.Perform(req) // want `^retry\.Do \(2 attempts\) calls elastictransport\.Interface\.Perform \(5 attempts\): up to 10 calls per operation`
		return err
	}, retry.Attempts(2))
}

// OpenSearch: retry.Do (3) around an opensearchapi client's Search with
// the opensearch default (6 retries, 7 attempts).
func OpenSearch(ctx context.Context) error {
	c, err := opensearchapi.NewDefaultClient()
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, err := c.Search(ctx, &opensearchapi.SearchReq{Indices: []string{"logs"}}) // want `^retry\.Do \(3 attempts\) calls opensearchapi\.Client\.Search \(7 attempts\): up to 21 calls per operation`
		return err
	}, retry.Attempts(3))
}

// OpenSearchSubClient: a sub-client (client.Indices) retries as its
// client, MaxRetries 1 in the nested Config: 2 × 2.
func OpenSearchSubClient(ctx context.Context) error {
	c, err := opensearchapi.NewClient(opensearchapi.Config{Client: opensearch.Config{MaxRetries: 1}})
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, err := c.Indices.Create(ctx, opensearchapi.IndicesCreateReq{Index: "logs"}) // want `^retry\.Do \(2 attempts\) calls opensearchapi\.indicesClient\.Create \(2 attempts\): up to 4 calls per operation`
		return err
	}, retry.Attempts(2))
}

// OpenSearchDisabled is fine: DisableRetry in the nested Config.
func OpenSearchDisabled(ctx context.Context) error {
	c, err := opensearchapi.NewClient(opensearchapi.Config{Client: opensearch.Config{DisableRetry: true}})
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, err := c.Search(ctx, &opensearchapi.SearchReq{})
		return err
	}, retry.Attempts(3))
}

// Single is fine: one call of a client that retries by itself, no retry
// around it.
func Single(ctx context.Context, es *elasticsearch.Client) error {
	_, err := es.Search(es.Search.WithBody(strings.NewReader(`{}`)))
	return err
}

// OtherPackage: the field's client was built in libs/elastic/store with
// MaxRetries 2: 2 × 3; its opensearch client has the default: 2 × 7.
func OtherPackage(ctx context.Context, s *store.Store) error {
	return retry.Do(func() error {
		if _, err := s.ES.Search(); err != nil { // want `^retry\.Do \(2 attempts\) calls esapi\.Search \(3 attempts\): up to 6 calls per operation`
			return err
		}
		_, err := s.OS.Search(ctx, nil) // want `^retry\.Do \(2 attempts\) calls opensearchapi\.Client\.Search \(7 attempts\): up to 14 calls per operation`
		return err
	}, retry.Attempts(2))
}

// OtherPackageQuiet is fine: that package built the client with
// DisableRetry.
func OtherPackageQuiet(ctx context.Context, q *store.Quiet) error {
	return retry.Do(func() error {
		_, err := q.ES.Search()
		return err
	}, retry.Attempts(2))
}
