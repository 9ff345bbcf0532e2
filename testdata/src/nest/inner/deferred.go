package inner

import (
	"context"
	"io"
	"log"
	"net/http"
)

// Status retries a GET on 408 and 5xx, twice more; the response body is
// closed by a deferred closure, so rsp lives on the heap.
func Status(ctx context.Context, hc *http.Client, url string) ([]byte, error) {
	retries := 2
	for {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		if err != nil {
			return nil, err
		}
		rsp, err := hc.Do(req)
		if err != nil {
			return nil, err
		}
		defer func() {
			if err := rsp.Body.Close(); err != nil {
				log.Printf("close: %v", err)
			}
		}()
		body, err := io.ReadAll(rsp.Body)
		if (rsp.StatusCode == 408 || rsp.StatusCode >= 500) && retries > 0 {
			retries--
			continue
		}
		return body, err
	}
}

// Pages reads pages until the last one, closing each body in a deferred
// closure: a pagination loop, not a retry.
func Pages(ctx context.Context, hc *http.Client, url string) ([]byte, error) {
	var all []byte
	for page := 0; ; page++ {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		if err != nil {
			return nil, err
		}
		rsp, err := hc.Do(req)
		if err != nil {
			return nil, err
		}
		defer func() { _ = rsp.Body.Close() }()
		body, err := io.ReadAll(rsp.Body)
		if err != nil {
			return nil, err
		}
		all = append(all, body...)
		if rsp.Header.Get("Link") == "" {
			return all, nil
		}
	}
}
