// Package elastic exercises the index writes of go-elasticsearch v8 and
// opensearch-go v4: an index request without a document id is POST
// /<index>/_doc, a new document on every attempt; with an id it is a PUT
// of the same document.
package elastic

import (
	"context"
	"io"
	"strings"

	"github.com/avast/retry-go/v4"
	"github.com/elastic/go-elasticsearch/v8"
	"github.com/elastic/go-elasticsearch/v8/esapi"
	"github.com/opensearch-project/opensearch-go/v4"
	"github.com/opensearch-project/opensearch-go/v4/opensearchapi"
)

// AutoID: the default client (4 attempts) re-sends the auto-id index by
// itself.
func AutoID(es *elasticsearch.Client, body io.Reader) error {
	_, err := es.Index("logs", body) // want `esapi\.Index retries an index request without a document id \(POST /<index>/_doc\) by itself \(4 attempts\)`
	return err
}

// WithID is fine: WithDocumentID makes it a PUT of one document.
func WithID(es *elasticsearch.Client, id string, body io.Reader) error {
	_, err := es.Index("logs", body, es.Index.WithDocumentID(id))
	return err
}

// Search is fine: a search writes nothing.
func Search(es *elasticsearch.Client) error {
	_, err := es.Search(es.Search.WithIndex("logs"))
	return err
}

// Disabled is fine: a client with DisableRetry sends the index once.
func Disabled(body io.Reader) error {
	es, err := elasticsearch.NewClient(elasticsearch.Config{DisableRetry: true})
	if err != nil {
		return err
	}
	_, err = es.Index("logs", body)
	return err
}

// UserRetry: the client does not retry, the caller does: retry.Do
// re-sends the auto-id index.
func UserRetry(body string) error {
	es, err := elasticsearch.NewClient(elasticsearch.Config{DisableRetry: true})
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, err := es.Index("logs", strings.NewReader(body)) // want `retry\.Do re-sends an index request without a document id \(POST /<index>/_doc\) via esapi\.Index`
		return err
	}, retry.Attempts(3))
}

// UserRetryWithID is fine: the id makes every attempt the same PUT.
func UserRetryWithID(body string) error {
	es, err := elasticsearch.NewClient(elasticsearch.Config{DisableRetry: true})
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, err := es.Index("logs", strings.NewReader(body), es.Index.WithDocumentID("doc-1"))
		return err
	}, retry.Attempts(3))
}

// RequestAutoID: a request struct without DocumentID, on a client with
// MaxRetries 2.
func RequestAutoID(ctx context.Context, body io.Reader) error {
	es, err := elasticsearch.NewClient(elasticsearch.Config{MaxRetries: 2})
	if err != nil {
		return err
	}
	_, err = esapi.IndexRequest{Index: "logs", Body: body}.Do(ctx, es) // want `esapi\.IndexRequest\.Do retries an index request without a document id \(POST /<index>/_doc\) by itself \(3 attempts\)`
	return err
}

// RequestWithID is fine: DocumentID is set.
func RequestWithID(ctx context.Context, es *elasticsearch.Client, id string, body io.Reader) error {
	_, err := esapi.IndexRequest{Index: "logs", DocumentID: id, Body: body}.Do(ctx, es)
	return err
}

// OpenSearchAutoID: opensearchapi's Index without DocumentID, default
// client (7 attempts).
func OpenSearchAutoID(ctx context.Context, c *opensearchapi.Client, body io.Reader) error {
	_, err := c.Index(ctx, opensearchapi.IndexReq{Index: "logs", Body: body}) // want `opensearchapi\.Client\.Index retries an index request without a document id \(POST /<index>/_doc\) by itself \(7 attempts\)`
	return err
}

// OpenSearchWithID is fine: DocumentID makes it a PUT.
func OpenSearchWithID(ctx context.Context, c *opensearchapi.Client, id string, body io.Reader) error {
	_, err := c.Index(ctx, opensearchapi.IndexReq{Index: "logs", DocumentID: id, Body: body})
	return err
}

// OpenSearchDisabled is fine: DisableRetry.
func OpenSearchDisabled(ctx context.Context, body io.Reader) error {
	c, err := opensearchapi.NewClient(opensearchapi.Config{Client: opensearch.Config{DisableRetry: true}})
	if err != nil {
		return err
	}
	_, err = c.Index(ctx, opensearchapi.IndexReq{Index: "logs", Body: body})
	return err
}
