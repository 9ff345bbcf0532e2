// Package protoreads sends POSTs that write nothing by their protocol: a
// DNS-over-HTTPS query (RFC 8484), a connection upgrade (the handshake
// of a SPDY or websocket stream), gRPC-web framing. Retrying them
// re-sends no write; the same POST as JSON is one.
package protoreads

import (
	"bytes"
	"context"
	"net/http"
	"time"

	powerdns "github.com/joeig/go-powerdns/v3"
	"github.com/shurcooL/graphql"
	"k8s.io/client-go/transport/spdy"
)

// retry runs op three times at most.
func retry(op func() error) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = op(); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Resolve is fine: a DNS query in the body of a POST is a read.
func Resolve(ctx context.Context, hc *http.Client, msg []byte) error {
	return retry(func() error {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://dns.example/dns-query", bytes.NewReader(msg))
		if err != nil {
			return err
		}
		req.Header.Set("Content-Type", "application/dns-message")
		resp, err := hc.Do(req)
		if err != nil {
			return err
		}
		return resp.Body.Close()
	})
}

// Upgrade is fine: the POST opens a stream (Connection: Upgrade).
func Upgrade(ctx context.Context, hc *http.Client, url string) error {
	return retry(func() error {
		req, err := http.NewRequestWithContext(ctx, "POST", url, nil)
		if err != nil {
			return err
		}
		req.Header.Add("Connection", "Upgrade")
		req.Header.Add("Upgrade", "SPDY/3.1")
		resp, err := hc.Do(req)
		if err != nil {
			return err
		}
		return resp.Body.Close()
	})
}

// GRPCWeb frames an RPC as a POST: the RPC, which may write, is not
// known here, so it is a write re-sent.
func GRPCWeb(ctx context.Context, hc *http.Client, url string, frame []byte) error {
	return retry(func() error {
		req, err := http.NewRequestWithContext(ctx, "POST", url, bytes.NewReader(frame))
		if err != nil {
			return err
		}
		req.Header["Content-Type"] = []string{"application/grpc-web+proto"}
		resp, err := hc.Do(req) // want `protoreads\.retry re-sends POST via http\.Client\.Do without an idempotency key`
		if err != nil {
			return err
		}
		return resp.Body.Close()
	})
}

// Create posts JSON: a write, re-sent by the retry.
func Create(ctx context.Context, hc *http.Client, url string, body []byte) error {
	return retry(func() error {
		req, err := http.NewRequestWithContext(ctx, "POST", url, bytes.NewReader(body))
		if err != nil {
			return err
		}
		req.Header.Set("Content-Type", "application/json")
		resp, err := hc.Do(req) // want `protoreads\.retry re-sends POST via http\.Client\.Do without an idempotency key`
		if err != nil {
			return err
		}
		return resp.Body.Close()
	})
}

// PatchZone is fine: PowerDNS applies a PATCH of rrsets once (it
// replaces or deletes whole sets), whatever its method says.
func PatchZone(ctx context.Context, c *powerdns.Client, zone string, sets *powerdns.RRsets) error {
	return retry(func() error { return c.Records.Patch(ctx, zone, sets) })
}

// rawPatch sends the same PATCH itself: a write.
func rawPatch(ctx context.Context, hc *http.Client, url string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPatch, url, nil)
	if err != nil {
		return err
	}
	resp, err := hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// RawPatch retries rawPatch: re-sent.
func RawPatch(ctx context.Context, hc *http.Client, url string) error {
	return retry(func() error { return rawPatch(ctx, hc, url) }) // want `protoreads\.retry re-sends PATCH via protoreads\.rawPatch`
}

// post sends one JSON POST.
func post(ctx context.Context, hc *http.Client, url string, body []byte) error {
	req, err := http.NewRequestWithContext(ctx, "POST", url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Mirrors retries a failover over mirrors whose rounds post: one finding
// names both owners that re-send the write, and the write is named by
// what sends it, not by the failover loop it sits in.
func Mirrors(ctx context.Context, hc *http.Client, urls []string, body []byte) error {
	return retry(func() error {
		var err error
		for _, u := range urls {
			if err = post(ctx, hc, u, body); err == nil { // want `^protoreads\.retry and failover loop re-send POST via protoreads\.post \(http\.Client\.Do\) without an idempotency key`
				return nil
			}
		}
		return err
	})
}

// Lookup is fine: a GraphQL query is a POST that reads.
func Lookup(ctx context.Context, c *graphql.Client, q any) error {
	return retry(func() error { return c.Query(ctx, q, nil) })
}

// Rename sends a GraphQL mutation: a write re-sent.
func Rename(ctx context.Context, c *graphql.Client, m any) error {
	return retry(func() error { return c.Mutate(ctx, m, nil) }) // want `protoreads\.retry re-sends POST via graphql\.Client\.Mutate`
}

// Exec tries each shell in turn, opening a stream with a SPDY upgrade
// POST. Fine: the handshake writes nothing.
func Exec(ctx context.Context, hc *http.Client, url string, shells []string) error {
	var err error
	for range shells {
		req, e := http.NewRequestWithContext(ctx, "POST", url, nil)
		if e != nil {
			return e
		}
		if _, _, err = spdy.Negotiate(nil, hc, req); err == nil {
			return nil
		}
	}
	return err
}
