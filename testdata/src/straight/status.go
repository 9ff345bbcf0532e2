package straight

import (
	"errors"
	"net/http"
)

// Status tests that compute on the code before they compare it, as real
// SDKs write them: each is read for the side a 503 takes, and none of
// them may stop the analysis (resp.StatusCode/100 == 5 once made it
// compare with a division).

// Class calls again when the request failed or the class is 5xx.
func (c *Client) Class(url string) (*http.Response, error) { // want Class:`^owner\(retry after error, 2 attempts\)`
	resp, err := c.hc.Get(url)
	if err != nil || resp.StatusCode/100 == 5 {
		resp, err = c.hc.Get(url)
	}
	return resp, err
}

// ClassFirst writes the constant first.
func (c *Client) ClassFirst(url string) (*http.Response, error) { // want ClassFirst:`^owner\(retry after error, 2 attempts, on timeouts, 503 and 5xx\)`
	resp, err := c.hc.Get(url)
	if err == nil && 5 <= resp.StatusCode/100 {
		resp, err = c.hc.Get(url)
	}
	return resp, err
}

// FloatClass divides as floats.
func (c *Client) FloatClass(url string) (*http.Response, error) { // want FloatClass:`^owner\(retry after error, 2 attempts, on timeouts, 503 and 5xx\)`
	resp, err := c.hc.Get(url)
	if err == nil && float64(resp.StatusCode)/100 >= 5 {
		resp, err = c.hc.Get(url)
	}
	return resp, err
}

// Shifted shifts and masks.
func (c *Client) Shifted(url string) (*http.Response, error) { // want Shifted:`^owner\(retry after error, 2 attempts, on 503, 5xx, 429, conflicts, not yet and other answers\)`
	resp, err := c.hc.Get(url)
	if err == nil && resp.StatusCode>>8 == 1 && resp.StatusCode&1 == 1 {
		resp, err = c.hc.Get(url)
	}
	return resp, err
}

// Remainder: 503 % 100 is 3, 200 % 100 is 0.
func (c *Client) Remainder(url string) (*http.Response, error) { // want Remainder:`^owner\(retry after error, 2 attempts, on timeouts, 503, 5xx, 429, conflicts, not found, not yet and other answers\)`
	resp, err := c.hc.Get(url)
	if err == nil && resp.StatusCode%100 != 0 {
		resp, err = c.hc.Get(url)
	}
	return resp, err
}

// ClientClass: the code's class is 4xx; neither a 200 nor a 503 takes
// that side, so the test says nothing of a failure: no retry (and the
// second request goes elsewhere).
func (c *Client) ClientClass(url, other string) (*http.Response, error) { // want ClientClass:`^sends=field hc io$`
	resp, err := c.hc.Get(url)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode/100 == 4 {
		resp, err = c.hc.Get(other)
	}
	return resp, err
}

// Wrapped: a code that would not fit a byte is not computed; the test
// is not read, and the second call is on a redirect, not a failure.
func (c *Client) Wrapped(url string) (*http.Response, error) { // want Wrapped:`^sends=field hc io$`
	resp, err := c.hc.Get(url)
	if err != nil {
		return nil, err
	}
	if uint8(resp.StatusCode) == 247 {
		return c.hc.Get(resp.Header.Get("Location"))
	}
	return resp, err
}

// Offset subtracts before comparing: 503-500 is 3, 200-500 is -300.
func (c *Client) Offset(url string) (*http.Response, error) { // want Offset:`^owner\(retry after error, 2 attempts, on timeouts, 503 and 5xx\)`
	resp, err := c.hc.Get(url)
	if err == nil && resp.StatusCode-500 >= 0 {
		resp, err = c.hc.Get(url)
	}
	return resp, err
}

// Interceptor has the shape of an object-storage SDK's retry
// interceptor: the handler is called once before the loop (a nil
// receiver), then in the loop, whose status test divides.
type Interceptor struct{ max int }

func (x *Interceptor) call(req *http.Request, h func(*http.Request) (*http.Response, error)) (*http.Response, error) {
	return h(req)
}

// Intercept retries the handler while the status class is 4xx or 5xx.
// It once made the analysis compare with a division; it is no owner of
// its own here (the handler is reached through a method, not called in
// the loop), and what this checks is that it is read without a panic.
func (x *Interceptor) Intercept(req *http.Request, h func(*http.Request) (*http.Response, error)) (resp *http.Response, err error) {
	if x == nil || req == nil {
		return x.call(req, h)
	}
	for i := 0; ; i++ {
		resp, err = x.call(req, h)
		if err == nil && resp.StatusCode/100 >= 4 {
			err = errors.New("bad status")
		}
		if err == nil {
			return
		}
		if i >= x.max {
			break
		}
	}
	return
}
