// Package valuedep receives clients by value from its callers, in
// another package: a go-redis client kept in an interface field, a
// retrying HTTP client put into a settings struct by a functional option
// and copied into a Doer field, a client handed back as any, a heimdall
// client kept from a constructor parameter, and a helper that returns
// its response's status as an int. Whether these retry, and how often,
// is the callers' to say: the settings travel with the value.
package valuedep

import (
	"bytes"
	"context"
	"math/rand"
	"net/http"
	"time"

	"github.com/gojek/heimdall/v7/httpclient"
	"github.com/redis/go-redis/v9"
)

// Store reads through the client it was handed.
type Store struct{ c redis.UniversalClient }

// NewStore keeps c.
func NewStore(c redis.UniversalClient) *Store { return &Store{c: c} }

// Get makes one call of the client, which retries it by itself as its
// settings say.
func (s *Store) Get(ctx context.Context, k string) (string, error) {
	return s.c.Get(ctx, k).Result()
}

// Counter counts hits with the client it was handed.
type Counter struct{ c redis.UniversalClient }

// NewCounter keeps c.
func NewCounter(c redis.UniversalClient) *Counter { return &Counter{c: c} }

// Hit adds one: INCR, which a retry after a lost reply applies twice.
func (k *Counter) Hit(ctx context.Context, key string) (int64, error) {
	return k.c.Incr(ctx, key).Result()
}

// Cache hands a client back as any.
func Cache(opt *redis.Options) any { return redis.NewClient(opt) }

// Hold hands back the value it is given, as any.
func Hold(v any) any { return v }

// Doer is what API sends with.
type Doer interface {
	Do(*http.Request) (*http.Response, error)
}

type settings struct {
	hc   *http.Client
	base string
}

// Option sets a setting of NewAPI.
type Option func(*settings)

// WithHTTPClient sets the client API sends with.
func WithHTTPClient(c *http.Client) Option { return func(s *settings) { s.hc = c } }

// WithBase sets the base address.
func WithBase(u string) Option { return func(s *settings) { s.base = u } }

// API sends with the client its options chose, kept as a Doer.
type API struct {
	doer Doer
	base string
}

// NewAPI applies the options to its settings and copies the client into
// the Doer field.
func NewAPI(opts ...Option) *API {
	s := settings{hc: http.DefaultClient, base: "https://api.example.com"}
	for _, o := range opts {
		o(&s)
	}
	return &API{doer: s.hc, base: s.base}
}

// Balance sends one GET.
func (a *API) Balance(ctx context.Context) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, a.base+"/balance", nil)
	if err != nil {
		return err
	}
	resp, err := a.doer.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Pages sends with the client an option set in it.
type Pages struct{ hc *http.Client }

// PagesOption sets a field of Pages.
type PagesOption func(*Pages)

// WithPagesClient sets the client Pages sends with.
func WithPagesClient(c *http.Client) PagesOption { return func(p *Pages) { p.hc = c } }

// NewPages applies its options to the value it returns.
func NewPages(opts ...PagesOption) *Pages {
	p := &Pages{hc: http.DefaultClient}
	for _, o := range opts {
		o(p)
	}
	return p
}

// Update sends one PATCH.
func (p *Pages) Update(ctx context.Context, id string, body []byte) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPatch, "https://pages.example.com/pages/"+id, bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := p.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Bank keeps the heimdall client its constructor is handed.
type Bank struct{ hc *httpclient.Client }

// NewBank keeps hc.
func NewBank(hc *httpclient.Client) *Bank { return &Bank{hc: hc} }

// Transfer sends one POST that moves money.
func (b *Bank) Transfer(ctx context.Context, body []byte) error {
	resp, err := b.hc.Post("https://bank.example.com/transaction/create", bytes.NewReader(body), http.Header{})
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Info sends one GET.
func (b *Bank) Info(ctx context.Context) error {
	resp, err := b.hc.Get("https://bank.example.com/account/info", http.Header{})
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Request sends one GET and returns its response's status as an int.
func Request(ctx context.Context, hc *http.Client, url string) (int, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return 0, err
	}
	resp, err := hc.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return resp.StatusCode, errStatus
	}
	return resp.StatusCode, nil
}

// Client's Request is the same, as a method.
type Client struct{ hc *http.Client }

// Request sends one GET and returns its status.
func (c *Client) Request(ctx context.Context, url string) (int, error) {
	return Request(ctx, c.hc, url)
}

type statusError struct{}

func (statusError) Error() string { return "unexpected status" }

var errStatus error = statusError{}

// Send sends one GET and returns its response's status, with no error
// for any status (mochi-api's util.SendRequest).
func Send(ctx context.Context, hc *http.Client, url string) (int, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return http.StatusInternalServerError, err
	}
	resp, err := hc.Do(req)
	if err != nil {
		return http.StatusInternalServerError, err
	}
	code := resp.StatusCode
	resp.Body.Close()
	return code, nil
}

// Size sends one GET and returns the length of its body.
func Size(ctx context.Context, hc *http.Client, url string) (int, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return 0, err
	}
	resp, err := hc.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	return int(resp.ContentLength), nil
}

// SendRetrying sends a GET, sending again up to twice more when the
// client returns an error (no response came), and returns the status.
func SendRetrying(ctx context.Context, hc *http.Client, url string) (int, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return 0, err
	}
	var resp *http.Response
	for i := 0; i < 3; i++ {
		resp, err = hc.Do(req)
		if err == nil {
			break
		}
		time.Sleep(time.Duration(rand.Int63n(int64(time.Second))))
	}
	if err != nil {
		return 0, err
	}
	code := resp.StatusCode
	resp.Body.Close()
	return code, nil
}
