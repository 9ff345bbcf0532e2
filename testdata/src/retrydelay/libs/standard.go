package libs

import (
	"net/http"

	"github.com/hashicorp/go-retryablehttp"
)

// api sends through an *http.Client that may be a retrying one.
type api struct{ client *http.Client }

// newAPI makes the client of api from a retryablehttp client (godo's
// New with a RetryConfig): its DefaultBackoff has no random part.
func newAPI(retry bool) *api {
	a := &api{client: &http.Client{}}
	if retry {
		rc := retryablehttp.NewClient()
		rc.RetryMax = 3
		a.client = rc.StandardClient()
	}
	return a
}

func (a *api) get(url string) error {
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := a.client.Do(req) // want `^retryablehttp\.Client\.StandardClient waits between attempts with no random part`
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
