// Package holder keeps a client for its importers; it is summarised (it
// builds requests), and NewHolder's fact says where the client goes.
package holder

import "net/http"

type Holder struct{ c *http.Client }

// NewHolder stores its client.
func NewHolder(c *http.Client) *Holder { return &Holder{c: c} } // want NewHolder:`^stores\(c=arg0\)$`

// Request builds a request.
func Request() (*http.Request, error) { return http.NewRequest(http.MethodGet, "http://svc/", nil) }
