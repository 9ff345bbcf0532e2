// Package hooks posts alerts to a webhook (the shape of a chat
// provider): Send is a POST, and its fact says so.
package hooks

import (
	"bytes"
	"net/http"
)

// Webhook posts to a URL.
type Webhook struct{ URL string }

// Send posts the text.
func (w *Webhook) Send(text string) error {
	resp, err := http.Post(w.URL, "text/plain", bytes.NewBufferString(text))
	if err == nil {
		resp.Body.Close()
	}
	return err
}
