// Package spdy is a stub of client-go's SPDY dialer: Negotiate sends the
// upgrade request that opens a stream (exec, attach, port-forward).
package spdy

import "net/http"

// Upgrader upgrades a response to a stream.
type Upgrader interface{}

// Connection is the stream.
type Connection interface{ Close() error }

// Negotiate sends the upgrade request with client.
func Negotiate(upgrader Upgrader, client *http.Client, req *http.Request, protocols ...string) (Connection, string, error) {
	resp, err := client.Do(req)
	if err != nil {
		return nil, "", err
	}
	return nil, "", resp.Body.Close()
}
