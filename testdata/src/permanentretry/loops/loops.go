// Package loops: hand-written retry loops and the statuses they retry.
package loops

import (
	"context"
	"errors"
	"net/http"
	"time"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

var errFailed = errors.New("failed")

// NotOK retries every status but 200: a 400 or a 403 is sent again.
func NotOK(c *http.Client, req *http.Request) (*http.Response, error) {
	for i := 0; i < 4; i++ { // want `for loop retries every 4xx status but 408, 425 and 429, which are permanent`
		resp, err := c.Do(req)
		if err != nil {
			time.Sleep(time.Second)
			continue
		}
		if resp.StatusCode != http.StatusOK {
			resp.Body.Close()
			time.Sleep(time.Second)
			continue
		}
		return resp, nil
	}
	return nil, errFailed
}

// AtLeast400 retries every error status.
func AtLeast400(c *http.Client, req *http.Request) error {
	for attempt := 0; attempt < 3; attempt++ { // want `for loop retries every 4xx status but 408, 425 and 429, which are permanent`
		resp, err := c.Do(req)
		if err == nil && resp.StatusCode < 400 {
			return nil
		}
		time.Sleep(time.Duration(attempt) * time.Second)
	}
	return errFailed
}

// Unauthorized retries a 401 explicitly, with the 5xx.
func Unauthorized(c *http.Client, req *http.Request) error {
	for i := 0; i < 3; i++ { // want `for loop retries HTTP 401, which is permanent`
		resp, err := c.Do(req)
		if err != nil {
			return err
		}
		if resp.StatusCode == http.StatusUnauthorized || resp.StatusCode >= 500 {
			time.Sleep(time.Second)
			continue
		}
		return nil
	}
	return errFailed
}

// ServerErrors retries 5xx and 429 only: the temporary outcomes.
func ServerErrors(c *http.Client, req *http.Request) error {
	for i := 0; i < 3; i++ { // fine: 5xx and 429 may pass
		resp, err := c.Do(req)
		if err != nil {
			time.Sleep(time.Second)
			continue
		}
		if resp.StatusCode >= 500 || resp.StatusCode == http.StatusTooManyRequests {
			time.Sleep(time.Second)
			continue
		}
		if resp.StatusCode >= 400 {
			return errFailed
		}
		return nil
	}
	return errFailed
}

// Class retries the 5xx class (status / 100 == 5).
func Class(c *http.Client, req *http.Request) error {
	for i := 0; i < 3; i++ { // fine: only the 5xx class goes round
		resp, err := c.Do(req)
		if err == nil && resp.StatusCode/100 == 5 {
			time.Sleep(time.Second)
			continue
		}
		return err
	}
	return errFailed
}

// Switch: a switch that returns on 4xx.
func Switch(c *http.Client, req *http.Request) error {
	for i := 0; i < 3; i++ { // fine: the switch ends the loop on every 4xx but 408 and 429
		resp, err := c.Do(req)
		if err != nil {
			time.Sleep(time.Second)
			continue
		}
		switch {
		case resp.StatusCode < 300:
			return nil
		case resp.StatusCode == http.StatusRequestTimeout, resp.StatusCode == http.StatusTooManyRequests:
			time.Sleep(time.Second)
			continue
		case resp.StatusCode < 500:
			return errFailed
		}
		time.Sleep(time.Second)
	}
	return errFailed
}

// EveryError retries every error and never looks at a status: no
// classification, so not this check's finding.
func EveryError(c *http.Client, req *http.Request) error {
	for i := 0; i < 3; i++ { // fine: no classification of outcomes
		if _, err := c.Do(req); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return errFailed
}

// Helper hands the status to a function the analysis cannot read.
func Helper(c *http.Client, req *http.Request) error {
	for i := 0; i < 3; i++ { // fine: retryable decides, and is not read here
		resp, err := c.Do(req)
		if err == nil && resp.StatusCode == http.StatusOK {
			return nil
		}
		if err == nil && !retryable(resp.StatusCode) {
			return errFailed
		}
		time.Sleep(time.Second)
	}
	return errFailed
}

func retryable(code int) bool { return code >= 500 }

// WaitCreated waits for a resource to appear: it goes round on 404 only.
func WaitCreated(c *http.Client, req *http.Request) error {
	for i := 0; i < 10; i++ { // fine: 404 alone is "not yet", a wait for a state
		resp, err := c.Do(req)
		if err != nil {
			return err
		}
		if resp.StatusCode == http.StatusNotFound {
			time.Sleep(time.Second)
			continue
		}
		return nil
	}
	return errFailed
}

// Replicas tries each replica once: another replica may answer otherwise.
func Replicas(c *http.Client, urls []string) error {
	for _, u := range urls { // fine: a failover loop, each attempt on another replica
		resp, err := c.Get(u)
		if err == nil && resp.StatusCode == http.StatusOK {
			return nil
		}
	}
	return errFailed
}

// GRPCCodes retries NotFound and PermissionDenied with Unavailable.
func GRPCCodes(ctx context.Context, call func(context.Context) error) error {
	for i := 0; i < 3; i++ { // want `for loop retries codes.PermissionDenied, which is permanent`
		err := call(ctx)
		if err == nil {
			return nil
		}
		switch status.Code(err) {
		case codes.Unavailable, codes.PermissionDenied:
			time.Sleep(time.Second)
			continue
		}
		return err
	}
	return errFailed
}

// GRPCUnavailable retries Unavailable only.
func GRPCUnavailable(ctx context.Context, call func(context.Context) error) error {
	for i := 0; i < 3; i++ { // fine: codes.Unavailable only
		err := call(ctx)
		if err == nil {
			return nil
		}
		if s, _ := status.FromError(err); s.Code() != codes.Unavailable {
			return err
		}
		time.Sleep(time.Second)
	}
	return errFailed
}

// GRPCNotOK retries every code but Canceled.
func GRPCNotOK(ctx context.Context, call func(context.Context) error) error {
	for i := 0; i < 3; i++ { // want `for loop retries codes.InvalidArgument, codes.NotFound, codes.AlreadyExists, codes.PermissionDenied and 4 more, which are permanent`
		err := call(ctx)
		if err == nil {
			return nil
		}
		if status.Code(err) == codes.Canceled {
			return err
		}
		time.Sleep(time.Second)
	}
	return errFailed
}

// apiError carries the response of a failed call.
type apiError struct{ resp *http.Response }

func (e *apiError) Error() string { return "api error" }

// Flag sets a flag by the status and goes round on it: only 429 and the
// 5xx set it (openfga's token exchange).
func Flag(c *http.Client, req *http.Request, call func() error) error {
	var err error
	for i := 0; i < 3; i++ { // fine: the flag is true only for 429 and 5xx
		err = call()
		if err == nil {
			return nil
		}
		retry := true
		var ae *apiError
		if errors.As(err, &ae) {
			code := ae.resp.StatusCode
			if code == http.StatusTooManyRequests || code >= 500 {
				retry = true
			} else {
				retry = false
			}
		}
		if retry {
			time.Sleep(time.Second)
			continue
		}
		break
	}
	return err
}

// Decides hands a failed status to a function that decides.
func Decides(c *http.Client, req *http.Request) error {
	for i := 0; i < 3; i++ { // fine: shouldRetry decides for the statuses >= 300
		resp, err := c.Do(req)
		if err != nil {
			return err
		}
		if resp.StatusCode >= 300 {
			if again, wait := shouldRetry(resp); again {
				time.Sleep(wait)
				continue
			}
			return errFailed
		}
		return nil
	}
	return errFailed
}

func shouldRetry(resp *http.Response) (bool, time.Duration) {
	return resp.Header.Get("Retry-After") != "", time.Second
}

// Labeled retries what is not 5xx: the 4xx go round through default
// (agentmon's reporter before its fix).
func Labeled(c *http.Client, req *http.Request) error {
	for i := 0; i < 3; i++ { // want `for loop retries every 4xx status but 408, 425 and 429, which are permanent`
		resp, err := c.Do(req)
		switch {
		case err != nil:
			return err
		case resp.StatusCode >= 500:
			return errFailed
		case resp.StatusCode >= 200 && resp.StatusCode < 300:
			return nil
		default:
			time.Sleep(time.Second)
		}
	}
	return errFailed
}

// Methods sends with the call its caller names, and stops below 400: the
// 4xx go round (pester before its fix).
func Methods(c *http.Client, method, url string) (*http.Response, error) {
	var resp *http.Response
	var err error
	for i := 0; i < 3; i++ { // want `for loop retries every 4xx status but 408, 425 and 429, which are permanent`
		switch method {
		case "Get":
			resp, err = c.Get(url)
		case "Head":
			resp, err = c.Head(url)
		}
		if err == nil && resp.StatusCode < 400 {
			return resp, nil
		}
		time.Sleep(time.Second)
	}
	return resp, err
}

// Again sends once more on any failed status.
func Again(c *http.Client, req *http.Request) (*http.Response, error) {
	resp, err := c.Do(req)
	if err == nil && resp.StatusCode >= 400 {
		resp.Body.Close()
		time.Sleep(time.Second)
		resp, err = c.Do(req) // want `retry after error retries every 4xx status but 408, 425 and 429, which are permanent`
	}
	return resp, err
}

// AgainUnavailable sends once more on a 503 only.
func AgainUnavailable(c *http.Client, req *http.Request) (*http.Response, error) {
	resp, err := c.Do(req)
	if err == nil && resp.StatusCode == http.StatusServiceUnavailable {
		resp.Body.Close()
		time.Sleep(time.Second)
		resp, err = c.Do(req) // fine: a 503 only
	}
	return resp, err
}

// ClassFour retries the 4xx class as well as the 5xx one, reading the
// class by a remainder-free division.
func ClassFour(c *http.Client, req *http.Request) error {
	for i := 0; i < 3; i++ { // want `for loop retries every 4xx status but 408, 425 and 429, which are permanent`
		resp, err := c.Do(req)
		if err == nil && resp.StatusCode/100 >= 4 {
			time.Sleep(time.Second)
			continue
		}
		return err
	}
	return errFailed
}

// FloatClass reads the 5xx class as a float: only 5xx go round.
func FloatClass(c *http.Client, req *http.Request) error {
	for i := 0; i < 3; i++ { // fine: float64(code)/100 >= 5 is the 5xx class
		resp, err := c.Do(req)
		if err == nil && float64(resp.StatusCode)/100 >= 5 {
			time.Sleep(time.Second)
			continue
		}
		return err
	}
	return errFailed
}
