// Package elastic runs nestedretry against the real
// github.com/elastic/go-elasticsearch/v8 (v8.19.7, on
// elastic-transport-go v8.9.0) and
// github.com/opensearch-project/opensearch-go/v4 (v4.8.1): every request
// goes through a transport whose Perform retries, MaxRetries + 1
// attempts (elastic 4 by default, opensearch 7), one with DisableRetry.
package elastic

import (
	"context"
	"net/http"
	"net/url"
	"strings"

	"github.com/avast/retry-go/v4"
	"github.com/elastic/go-elasticsearch/v8"
	"github.com/elastic/go-elasticsearch/v8/esapi"
	"github.com/opensearch-project/opensearch-go/v4"
	"github.com/opensearch-project/opensearch-go/v4/opensearchapi"
	"github.com/opensearch-project/opensearch-go/v4/opensearchtransport"
)

// Index: retry.Do (3) around es.Index of a default client (4): 12.
func Index(ctx context.Context, doc string) error {
	es, err := elasticsearch.NewDefaultClient()
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, err := es.Index("logs", strings.NewReader(doc), es.Index.WithDocumentID("1"), es.Index.WithContext(ctx)) // want `^retry\.Do \(3 attempts\) calls esapi\.Index \(4 attempts\): up to 12 calls per operation`
		return err
	}, retry.Attempts(3))
}

// Search: MaxRetries 1: 2 × 2.
func Search(ctx context.Context) error {
	es, err := elasticsearch.NewClient(elasticsearch.Config{Addresses: []string{"http://localhost:9200"}, MaxRetries: 1})
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, err := es.Search(es.Search.WithIndex("logs"), es.Search.WithContext(ctx)) // want `^retry\.Do \(2 attempts\) calls esapi\.Search \(2 attempts\): up to 4 calls per operation`
		return err
	}, retry.Attempts(2))
}

// Disabled is fine: DisableRetry makes one attempt.
func Disabled(ctx context.Context) error {
	es, err := elasticsearch.NewClient(elasticsearch.Config{DisableRetry: true})
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, err := es.Search(es.Search.WithIndex("logs"))
		return err
	}, retry.Attempts(3))
}

// RequestDo: a request struct sent with Do(ctx, es): 2 × 4.
func RequestDo(ctx context.Context) error {
	es, err := elasticsearch.NewClient(elasticsearch.Config{})
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, err := esapi.SearchRequest{Index: []string{"logs"}}.Do(ctx, es) // want `^retry\.Do \(2 attempts\) calls esapi\.SearchRequest\.Do \(4 attempts\): up to 8 calls per operation`
		return err
	}, retry.Attempts(2))
}

// Typed: the typed client's Perform (its builders' Do are not modelled).
func Typed(req *http.Request) error {
	tc, err := elasticsearch.NewTypedClient(elasticsearch.Config{MaxRetries: 2})
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, err := tc.Perform(req) // want `^retry\.Do \(2 attempts\) calls elasticsearch\.BaseClient\.Perform \(3 attempts\): up to 6 calls per operation`
		return err
	}, retry.Attempts(2))
}

// TypedSearch: the typed API's builders end in Do(ctx): MaxRetries 2 on
// the typed client: 2 × 3, its namespace too.
func TypedSearch(ctx context.Context) error {
	es, err := elasticsearch.NewTypedClient(elasticsearch.Config{MaxRetries: 2})
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		if _, err := es.Search().Index("logs").Do(ctx); err != nil { // want `^retry\.Do \(2 attempts\) calls search\.Search\.Do \(3 attempts\): up to 6 calls per operation`
			return err
		}
		_, err := es.Indices.Create("logs").Do(ctx) // want `^retry\.Do \(2 attempts\) calls create\.Create\.Do \(3 attempts\): up to 6 calls per operation`
		return err
	}, retry.Attempts(2))
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
	}, retry.Attempts(2))
}

// Base: a client without an API, retries off: fine.
func Base(req *http.Request) error {
	bc, err := elasticsearch.NewBaseClient(elasticsearch.Config{DisableRetry: true})
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, err := bc.Perform(req)
		return err
	}, retry.Attempts(2))
}

// Transport: the client held in esapi.Transport (elastictransport itself
// is exercised by the stub fixtures: this module requires it only
// indirectly): 2 × 2.
func Transport(req *http.Request) error {
	es, err := elasticsearch.NewClient(elasticsearch.Config{MaxRetries: 1})
	if err != nil {
		return err
	}
	var t esapi.Transport = es
	return retry.Do(func() error {
		_, err := t.Perform(req) // want `^retry\.Do \(2 attempts\) calls esapi\.Transport\.Perform \(2 attempts\): up to 4 calls per operation`
		return err
	}, retry.Attempts(2))
}

// IndexFunc: a function value of type esapi.Index handed around.
func IndexFunc(index esapi.Index, doc string) error {
	_, err := index("logs", strings.NewReader(doc))
	return err
}

// OpenSearch: retry.Do (3) around an opensearchapi client's Search with
// the default (6 retries, 7 attempts): 21.
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

// OpenSearchFromClient: an opensearchapi client on a low-level client
// with MaxRetries 2, and a sub-client: 2 × 3.
func OpenSearchFromClient(ctx context.Context) error {
	oc, err := opensearch.NewClient(opensearch.Config{MaxRetries: 2})
	if err != nil {
		return err
	}
	c := opensearchapi.NewFromClient(oc)
	return retry.Do(func() error {
		_, err := c.Indices.Create(ctx, opensearchapi.IndicesCreateReq{Index: "logs"}) // want `^retry\.Do \(2 attempts\) calls opensearchapi\.indicesClient\.Create \(3 attempts\): up to 6 calls per operation`
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

// OpenSearchPerform: the low-level client (2 × 7), beside a transport
// with retries off, called directly and through its interface (fine).
func OpenSearchPerform(req *http.Request, u *url.URL) error {
	oc, err := opensearch.NewDefaultClient()
	if err != nil {
		return err
	}
	quiet, err := opensearchtransport.New(opensearchtransport.Config{URLs: []*url.URL{u}, DisableRetry: true})
	if err != nil {
		return err
	}
	var i opensearchtransport.Interface = quiet
	return retry.Do(func() error {
		if _, err := quiet.Perform(req); err != nil {
			return err
		}
		if _, err := i.Perform(req); err != nil {
			return err
		}
		_, err := oc.Perform(req) // want `^retry\.Do \(2 attempts\) calls opensearch\.Client\.Perform \(7 attempts\): up to 14 calls per operation`
		return err
	}, retry.Attempts(2))
}
