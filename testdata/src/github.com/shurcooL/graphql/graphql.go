// Package graphql is a stub of github.com/shurcooL/graphql: queries and
// mutations are both POSTs of a document.
package graphql

import (
	"bytes"
	"context"
	"net/http"
)

// Client is a GraphQL client.
type Client struct {
	url string
	hc  *http.Client
}

func (c *Client) do(ctx context.Context, doc string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.url, bytes.NewReader([]byte(doc)))
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Query sends a query document.
func (c *Client) Query(ctx context.Context, q any, vars map[string]any) error {
	return c.do(ctx, "query")
}

// Mutate sends a mutation document.
func (c *Client) Mutate(ctx context.Context, m any, vars map[string]any) error {
	return c.do(ctx, "mutation")
}
