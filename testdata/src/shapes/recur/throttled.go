package recur

import (
	"errors"
	"net/http"
	"time"
)

// sendLeft sends req, and sends it again while the server answers 429
// (mochi-api's dune adapter): a 429 says the server did not process the
// request, so the POST its caller builds is not applied twice.
func sendLeft(req *http.Request, left int) (*http.Response, error) {
	if left == 0 {
		return nil, errors.New("retry limit exceeded")
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode == http.StatusTooManyRequests {
		time.Sleep(5 * time.Second)
		return sendLeft(req, left-1) // want "retrydelay: recursive retry waits a fixed 5s"
	}
	return resp, nil
}

// PostThrottled (fine for writeretry) posts through sendLeft.
func PostThrottled(url string) (*http.Response, error) {
	req, err := http.NewRequest(http.MethodPost, url, nil)
	if err != nil {
		return nil, err
	}
	return sendLeft(req, 3)
}

// sendBusy sends req again while the server answers 503, which it may
// answer after applying the request.
func sendBusy(req *http.Request, left int) (*http.Response, error) {
	if left == 0 {
		return nil, errors.New("retry limit exceeded")
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode == http.StatusServiceUnavailable {
		time.Sleep(5 * time.Second)
		return sendBusy(req, left-1) // want "retrydelay: recursive retry waits a fixed 5s"
	}
	return resp, nil
}

// PostBusy re-sends its POST on 503.
func PostBusy(url string) (*http.Response, error) {
	req, err := http.NewRequest(http.MethodPost, url, nil)
	if err != nil {
		return nil, err
	}
	return sendBusy(req, 3) // want "writeretry: recur.sendBusy re-sends POST"
}
