// Package handlers sends through a chain of handlers, each wrapping the
// next (the hcloud-go shape): a retry handler sits in the chain, so every
// request the client sends is retried, POSTs included.
package handlers

import (
	"context"
	"errors"
	"net/http"
	"time"
)

type handler interface {
	Do(req *http.Request) (*http.Response, error)
}

// httpHandler ends the chain: it sends.
type httpHandler struct{ hc *http.Client }

func (h *httpHandler) Do(req *http.Request) (*http.Response, error) { return h.hc.Do(req) }

// errorHandler turns a 5xx into an error.
type errorHandler struct{ next handler }

func (h *errorHandler) Do(req *http.Request) (*http.Response, error) {
	resp, err := h.next.Do(req)
	if err == nil && resp.StatusCode >= 500 {
		return resp, errors.New("server error")
	}
	return resp, err
}

// retryHandler re-sends a copy of the request on errors, 4 times in all.
type retryHandler struct{ next handler }

func cloneRequest(req *http.Request, ctx context.Context) (*http.Request, error) {
	cloned := req.Clone(ctx)
	if req.GetBody != nil {
		body, err := req.GetBody()
		if err != nil {
			return nil, err
		}
		cloned.Body = body
	}
	return cloned, nil
}

func (h *retryHandler) Do(req *http.Request) (*http.Response, error) {
	for i := 0; ; i++ {
		cloned, err := cloneRequest(req, req.Context())
		if err != nil {
			return nil, err
		}
		resp, err := h.next.Do(cloned)
		if err == nil || i == 3 {
			return resp, err
		}
		time.Sleep(time.Second)
	}
}

// Client keeps the assembled chain.
type Client struct{ handler handler }

// New assembles the chain: send, errors, retries.
func New() *Client {
	var h handler = &httpHandler{hc: &http.Client{}}
	h = &errorHandler{next: h}
	h = &retryHandler{next: h}
	return &Client{handler: h}
}

// Do sends through the chain.
func (c *Client) Do(req *http.Request) (*http.Response, error) { return c.handler.Do(req) }

// CreateServer: a POST through the chain is retried.
func (c *Client) CreateServer(ctx context.Context) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://api.example/servers", nil)
	if err != nil {
		return err
	}
	_, err = c.Do(req) // want `^handlers\.Client\.Do re-sends POST in the for loop of handlers\.retryHandler\.Do \(4 attempts\) without an idempotency key`
	return err
}

// GetServer: a retried GET is fine.
func (c *Client) GetServer(ctx context.Context) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "https://api.example/servers/1", nil)
	if err != nil {
		return err
	}
	_, err = c.Do(req)
	return err
}

// sender is an interface with two implementations that do not wrap
// each other: which one runs is decided where the value is made, so the
// retrying one does not make every call a retry.
type sender interface {
	Send(req *http.Request) error
}

type plainSender struct{ hc *http.Client }

func (s *plainSender) Send(req *http.Request) error {
	_, err := s.hc.Do(req)
	return err
}

type retrySender struct{ hc *http.Client }

func (s *retrySender) Send(req *http.Request) error {
	var err error
	for i := 0; i < 3; i++ {
		if _, err = s.hc.Do(req); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Notifier is given one of the senders.
type Notifier struct{ s sender }

// NewNotifier picks the sender.
func NewNotifier(retry bool) *Notifier {
	if retry {
		return &Notifier{s: &retrySender{hc: &http.Client{}}}
	}
	return &Notifier{s: &plainSender{hc: &http.Client{}}}
}

// Notify: a POST sent by either sender; the retrying one is not known to
// be the one that runs (not a chain: neither sender wraps the other).
func (n *Notifier) Notify(ctx context.Context) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://hooks.example/notify", nil)
	if err != nil {
		return err
	}
	return n.s.Send(req)
}
