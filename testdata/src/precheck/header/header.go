// Package header uses net and net/http, but only functions no row reads:
// headers, addresses and IPs. None of them is I/O, a write, a client or
// a request, so the package has nothing to summarise.
package header

import (
	"net"
	"net/http"
)

type Logger interface{ Log(string) }

type Peer struct {
	addr string
	log  Logger
}

// Tenant reads a header.
func Tenant(h http.Header) string { return h.Get("X-Scope-OrgID") }

// Local tells a loopback address.
func Local(host string) bool {
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// NewPeer stores its logger: no fact, the package is not summarised.
func NewPeer(host, port string, l Logger) *Peer {
	return &Peer{addr: net.JoinHostPort(host, port), log: l}
}
