// Package retryablehttp exercises github.com/hashicorp/go-retryablehttp,
// a client that retries inside (catalog §4: RetryMax is retries, so
// RetryMax+1 attempts; NewClient sets RetryMax 4, 5 attempts; the package
// Get/Post use a default client with 5 attempts; StandardClient hides the
// same retrying client in an *http.Client).
package retryablehttp

import (
	"context"
	"net/http"
	"time"

	"github.com/avast/retry-go/v4"
	"github.com/hashicorp/go-retryablehttp"
)

// getDefault uses a new client: RetryMax 4, 5 attempts.
func getDefault(url string) error {
	c := retryablehttp.NewClient()
	resp, err := c.Get(url)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// getTuned sets RetryMax 2 on the client: 3 attempts.
func getTuned(url string) error {
	c := retryablehttp.NewClient()
	c.RetryMax = 2
	resp, err := c.Get(url)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// doRequest sends a prepared request with RetryMax 1: 2 attempts.
func doRequest(ctx context.Context, url string) error {
	c := retryablehttp.NewClient()
	c.RetryMax = 1
	req, err := retryablehttp.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := c.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// getPackage uses the package-level default client: 5 attempts.
func getPackage(url string) error {
	resp, err := retryablehttp.Get(url)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// getLiteral builds the client by hand with RetryMax 3: 4 attempts.
func getLiteral(url string) error {
	c := &retryablehttp.Client{HTTPClient: &http.Client{}, RetryMax: 3}
	resp, err := c.Get(url)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// getConfigured takes RetryMax from configuration: unknown.
func getConfigured(url string, retries int) error {
	c := retryablehttp.NewClient()
	c.RetryMax = retries
	resp, err := c.Get(url)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// LoopDefault retries a function whose client retries: 2 × 5.
func LoopDefault(url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = getDefault(url); err == nil { // want `^for loop \(2 attempts\) calls retryablehttp\.getDefault, which retries via retryablehttp\.Client\.Get \(5 attempts\): up to 10 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// LoopTuned: c.RetryMax = 2 is 3 attempts: 2 × 3.
func LoopTuned(url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = getTuned(url); err == nil { // want `^for loop \(2 attempts\) calls retryablehttp\.getTuned, which retries via retryablehttp\.Client\.Get \(3 attempts\): up to 6 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// LoopDo: Client.Do with RetryMax 1 is 2 attempts: 2 × 2.
func LoopDo(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = doRequest(ctx, url); err == nil { // want `^for loop \(2 attempts\) calls retryablehttp\.doRequest, which retries via retryablehttp\.Client\.Do \(2 attempts\): up to 4 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// LoopPackage: the package-level Get retries 5 times: 2 × 5.
func LoopPackage(url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = getPackage(url); err == nil { // want `^for loop \(2 attempts\) calls retryablehttp\.getPackage, which retries via retryablehttp\.Get \(5 attempts\): up to 10 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// LoopLiteral: RetryMax 3 in a literal is 4 attempts: 2 × 4.
func LoopLiteral(url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = getLiteral(url); err == nil { // want `^for loop \(2 attempts\) calls retryablehttp\.getLiteral, which retries via retryablehttp\.Client\.Get \(4 attempts\): up to 8 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// LoopConfigured: RetryMax from a parameter: unknown.
func LoopConfigured(url string, retries int) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = getConfigured(url, retries); err == nil { // want `^for loop \(2 attempts\) calls retryablehttp\.getConfigured, which retries via retryablehttp\.Client\.Get \(\? attempts\): up to \? calls per operation.*; \? because retryablehttp\.Client\.Get in retryablehttp\.getConfigured reads its count from a field$`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// LoopDirect: the retrying client is called right in the loop: 2 × 5.
func LoopDirect(url string) error {
	c := retryablehttp.NewClient()
	var err error
	for i := 0; i < 2; i++ {
		var resp *http.Response
		if resp, err = c.Get(url); err == nil { // want `^for loop \(2 attempts\) calls retryablehttp\.Client\.Get \(5 attempts\): up to 10 calls per operation`
			return resp.Body.Close()
		}
		time.Sleep(time.Second)
	}
	return err
}

// LibraryOverClient: a library retry around a retrying client made in
// the operation: 3 × 5.
func LibraryOverClient(url string) error {
	return retry.Do(func() error {
		c := retryablehttp.NewClient()
		resp, err := c.Get(url) // want `^retry\.Do \(3 attempts\) calls retryablehttp\.Client\.Get \(5 attempts\): up to 15 calls per operation`
		if err != nil {
			return err
		}
		return resp.Body.Close()
	}, retry.Attempts(3))
}

// service keeps the StandardClient of a retryablehttp.Client in a field:
// every s.hc.Do is a retrying call.
type service struct {
	hc *http.Client
}

func newService() *service {
	c := retryablehttp.NewClient()
	return &service{hc: c.StandardClient()}
}

// fetch sends one request through the hidden retrying client: 5 attempts.
func (s *service) fetch(ctx context.Context, url string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := s.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Poll retries s.fetch, whose *http.Client retries inside: 2 × 5.
func Poll(ctx context.Context, url string) error {
	s := newService()
	var err error
	for i := 0; i < 2; i++ {
		if err = s.fetch(ctx, url); err == nil { // want `^for loop \(2 attempts\) calls retryablehttp\.service\.fetch, which retries via retryablehttp\.Client\.StandardClient \(5 attempts\): up to 10 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// tunedService keeps the StandardClient of a client with RetryMax 3:
// 4 attempts.
type tunedService struct {
	hc *http.Client
}

func newTunedService() *tunedService {
	c := retryablehttp.NewClient()
	c.RetryMax = 3
	return &tunedService{hc: c.StandardClient()}
}

func (s *tunedService) fetch(ctx context.Context, url string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := s.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// PollTuned: 2 × 4.
func PollTuned(ctx context.Context, url string) error {
	s := newTunedService()
	var err error
	for i := 0; i < 2; i++ {
		if err = s.fetch(ctx, url); err == nil { // want `^for loop \(2 attempts\) calls retryablehttp\.tunedService\.fetch, which retries via retryablehttp\.Client\.StandardClient \(4 attempts\): up to 8 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// rtService wires the RoundTripper by hand around a client with
// RetryMax 2: 3 attempts behind an *http.Client.
type rtService struct {
	hc *http.Client
}

func newRTService() *rtService {
	c := retryablehttp.NewClient()
	c.RetryMax = 2
	return &rtService{hc: &http.Client{Transport: &retryablehttp.RoundTripper{Client: c}}}
}

func (s *rtService) get(url string) error {
	resp, err := s.hc.Get(url)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// PollRoundTripper: 2 × 3.
func PollRoundTripper(url string) error {
	s := newRTService()
	var err error
	for i := 0; i < 2; i++ {
		if err = s.get(url); err == nil { // want `^for loop \(2 attempts\) calls retryablehttp\.rtService\.get, which retries via retryablehttp\.Client\.StandardClient \(3 attempts\): up to 6 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// clientService keeps the *retryablehttp.Client itself in a field, with
// RetryMax 1: 2 attempts.
type clientService struct {
	c *retryablehttp.Client
}

func newClientService() *clientService {
	c := retryablehttp.NewClient()
	c.RetryMax = 1
	return &clientService{c: c}
}

func (s *clientService) get(url string) error {
	resp, err := s.c.Get(url)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// PollClientField: 2 × 2.
func PollClientField(url string) error {
	s := newClientService()
	var err error
	for i := 0; i < 2; i++ {
		if err = s.get(url); err == nil { // want `^for loop \(2 attempts\) calls retryablehttp\.clientService\.get, which retries via retryablehttp\.Client\.Get \(2 attempts\): up to 4 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Negatives.

// Once: one retrying client call, no outer retry: a single owner.
func Once(url string) error {
	return getDefault(url)
}

// OnceThroughField: the hidden retrying client used once: a single owner.
func OnceThroughField(ctx context.Context, url string) error {
	return newService().fetch(ctx, url)
}

// getNoRetry sets RetryMax 0: one attempt, so the client does not retry.
func getNoRetry(url string) error {
	c := retryablehttp.NewClient()
	c.RetryMax = 0
	resp, err := c.Get(url)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// LoopNoRetry: the loop is the only owner, the client makes one attempt.
func LoopNoRetry(url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = getNoRetry(url); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// getZeroClient uses a literal Client with no RetryMax: 0 retries, one
// attempt.
func getZeroClient(url string) error {
	c := &retryablehttp.Client{HTTPClient: &http.Client{}}
	resp, err := c.Get(url)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// LoopZeroClient: the loop is the only owner.
func LoopZeroClient(url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = getZeroClient(url); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}
