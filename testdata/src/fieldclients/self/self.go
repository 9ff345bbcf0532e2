// Package self keeps one retrying client in a field and sends with it
// through a chain of its own methods, the callers deciding the method:
// one client is one retry owner, and a POST is reported once, where the
// method is chosen.
package self

import (
	"bytes"
	"context"
	"net/http"

	"github.com/hashicorp/go-retryablehttp"
)

// Client keeps the retrying *http.Client a helper built.
type Client struct {
	Client *http.Client
	URL    string
}

// Retrying builds the client: 6 attempts.
func Retrying() *http.Client {
	rc := retryablehttp.NewClient()
	rc.RetryMax = 5
	return rc.StandardClient()
}

// New stores the retrying client.
func New(url string) *Client { return &Client{Client: Retrying(), URL: url} }

func (c *Client) doRequest(ctx context.Context, method, path string, body []byte) error {
	req, err := http.NewRequestWithContext(ctx, method, c.URL+path, bytes.NewReader(body))
	if err != nil {
		return err
	}
	rsp, err := c.Client.Do(req)
	if err != nil {
		return err
	}
	return rsp.Body.Close()
}

func (c *Client) doPostRequest(ctx context.Context, path string, body []byte) error {
	return c.doRequest(ctx, http.MethodPost, path, body) // want `^self\.Client\.doRequest re-sends POST via retryablehttp\.Client\.StandardClient \(6 attempts\) without an idempotency key`
}

func (c *Client) doGetRequest(ctx context.Context, path string) error {
	return c.doRequest(ctx, http.MethodGet, path, nil) // fine: a GET
}

// Create posts an item.
func (c *Client) Create(ctx context.Context) error {
	return c.doPostRequest(ctx, "/items", []byte("{}"))
}

// List reads the items.
func (c *Client) List(ctx context.Context) error { return c.doGetRequest(ctx, "/items") }

// Sync creates an item with a client built in place: the POST is
// reported once, at doPostRequest, not again at this call.
func Sync(ctx context.Context) error {
	c := &Client{Client: Retrying(), URL: "http://svc"}
	return c.Create(ctx) // fine: reported where the method is chosen
}

// NewRequest builds a request with the method it is given (the shape of
// godo's Client.NewRequest).
func (c *Client) NewRequest(ctx context.Context, method, path string) (*http.Request, error) {
	if method == http.MethodGet {
		return http.NewRequestWithContext(ctx, method, c.URL+path, nil)
	}
	return http.NewRequestWithContext(ctx, method, c.URL+path, bytes.NewReader([]byte("{}")))
}

// Do sends a request built by the caller with the retrying client.
func (c *Client) Do(ctx context.Context, req *http.Request) error {
	rsp, err := c.Client.Do(req.WithContext(ctx))
	if err != nil {
		return err
	}
	return rsp.Body.Close()
}

// CreateDroplet posts through NewRequest and Do: reported once for Do,
// with the number of the other calls that send writes.
func (c *Client) CreateDroplet(ctx context.Context) error {
	req, err := c.NewRequest(ctx, http.MethodPost, "/droplets")
	if err != nil {
		return err
	}
	return c.Do(ctx, req) // want `^self\.Client\.Do re-sends POST via retryablehttp\.Client\.StandardClient \(6 attempts\) without an idempotency key.* \(and 1 more calls in this package that send writes through the same retry\)$`
}

// CreateVolume posts the same way: counted in the finding above.
func (c *Client) CreateVolume(ctx context.Context) error {
	req, err := c.NewRequest(ctx, http.MethodPost, "/volumes")
	if err != nil {
		return err
	}
	return c.Do(ctx, req) // fine: the same client and helper, reported once above
}

// GetDroplet reads.
func (c *Client) GetDroplet(ctx context.Context) error {
	req, err := c.NewRequest(ctx, http.MethodGet, "/droplets/1")
	if err != nil {
		return err
	}
	return c.Do(ctx, req) // fine: a GET
}

// DoAuth sends like Do after a closure that captures the request (a
// captured parameter lives in a variable of its own).
func (c *Client) DoAuth(req *http.Request) error {
	var token string
	func() { token = req.Header.Get("Authorization") }()
	if token == "" {
		req.Header.Set("Authorization", "Bearer x")
	}
	rsp, err := c.Client.Do(req)
	if err != nil {
		return err
	}
	return rsp.Body.Close()
}

// CreateKey posts through DoAuth.
func (c *Client) CreateKey(ctx context.Context) error {
	req, err := c.NewRequest(ctx, http.MethodPost, "/keys")
	if err != nil {
		return err
	}
	return c.DoAuth(req) // want `^self\.Client\.DoAuth re-sends POST via retryablehttp\.Client\.StandardClient \(6 attempts\) without an idempotency key; .* in self\.Client\.DoAuth$`
}

// NewKeyedRequest builds a request and sets an idempotency key on
// writes (the shape of stripe-go's NewRequest).
func (c *Client) NewKeyedRequest(ctx context.Context, method, path, key string) (*http.Request, error) {
	req, err := http.NewRequestWithContext(ctx, method, c.URL+path, nil)
	if err != nil {
		return nil, err
	}
	if method == http.MethodPost {
		req.Header.Set("Idempotency-Key", key)
	}
	return req, nil
}

// Pay posts a keyed request through DoAuth.
func (c *Client) Pay(ctx context.Context, key string) error {
	req, err := c.NewKeyedRequest(ctx, http.MethodPost, "/payments", key)
	if err != nil {
		return err
	}
	return c.DoAuth(req) // fine: the helper that built the request set an idempotency key
}
