// Package powerdns is a stub of github.com/joeig/go-powerdns/v3: its
// record changes are PATCHes of a zone's rrsets.
package powerdns

import (
	"bytes"
	"context"
	"net/http"
)

// Client is a PowerDNS API client.
type Client struct {
	Records *RecordsService
	hc      *http.Client
	base    string
}

// RRsets are the record sets of a change.
type RRsets struct{ Sets []string }

// RecordsService changes records.
type RecordsService struct{ c *Client }

// Patch replaces or deletes whole rrsets (PATCH).
func (r *RecordsService) Patch(ctx context.Context, domain string, rrSets *RRsets) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPatch, r.c.base+"/zones/"+domain, bytes.NewReader(nil))
	if err != nil {
		return err
	}
	resp, err := r.c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
