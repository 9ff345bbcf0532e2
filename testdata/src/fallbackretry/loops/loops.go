// Package loops: what runs after a retry loop has run out of attempts.
package loops

import (
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/hashicorp/go-retryablehttp"
)

var errFailed = errors.New("failed")

// Exhausted asks the backup once the primary's attempts are spent.
func Exhausted(primary, backup *http.Client, url string) (*http.Response, error) {
	for i := 0; i < 3; i++ {
		resp, err := primary.Get(url)
		if err == nil {
			return resp, nil
		}
		time.Sleep(time.Second)
	}
	return backup.Get(url) // want `after the for loop has run out of attempts, the fallback calls http.Client.Get, which calls a dependency`
}

// AfterBreak tests the error after the loop and asks the backup.
func AfterBreak(primary, backup *http.Client, url string) (*http.Response, error) {
	var resp *http.Response
	var err error
	for i := 0; i < 3; i++ {
		resp, err = primary.Get(url)
		if err == nil {
			break
		}
		time.Sleep(time.Second)
	}
	if err != nil {
		resp, err = backup.Get(url) // want `after the for loop has run out of attempts, the fallback calls http.Client.Get`
	}
	return resp, err
}

// RetriesAgain hands the exhausted operation to a client that retries.
func RetriesAgain(primary *http.Client, rc *retryablehttp.Client, url string) (*http.Response, error) {
	for i := 0; i < 3; i++ {
		resp, err := primary.Get(url)
		if err == nil {
			return resp, nil
		}
		time.Sleep(time.Second)
	}
	return rc.Get(url) // want `after the for loop has run out of attempts, the fallback calls retryablehttp.Client.Get, which retries`
}

// Continues goes on with the response after the loop: the success path.
func Continues(c *http.Client, url, next string) (*http.Response, error) {
	var err error
	for i := 0; i < 3; i++ {
		_, err = c.Get(url)
		if err == nil {
			break
		}
		time.Sleep(time.Second)
	}
	if err != nil {
		return nil, err // fine: the exhausted side returns the error
	}
	return c.Get(next) // fine: the next step, after a success
}

// Records reports the failure once the attempts are spent.
func Records(c *http.Client, url, alerts string) error {
	var err error
	for i := 0; i < 3; i++ {
		if _, err = c.Get(url); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	if err != nil {
		c.Post(alerts, "text/plain", strings.NewReader(err.Error())) // fine: records the failure; its result replaces nothing
	}
	return errFailed
}

// Cache answers from a local map once the attempts are spent.
func Cache(c *http.Client, url string, cache map[string]*http.Response) (*http.Response, error) {
	for i := 0; i < 3; i++ {
		resp, err := c.Get(url)
		if err == nil {
			return resp, nil
		}
		time.Sleep(time.Second)
	}
	return cache[url], nil // fine: a local answer
}

// Failover tries each replica, then sends once without a replica
// preference: one more target of the failover, not a layer over it.
func Failover(c *http.Client, replicas []string, origin string) (*http.Response, error) {
	for _, r := range replicas {
		if resp, err := c.Get(r); err == nil {
			return resp, nil
		}
	}
	return c.Get(origin) // fine: after a failover loop, another target is part of the failover
}

// FailoverRetries hands the exhausted failover to a client that retries.
func FailoverRetries(c *http.Client, rc *retryablehttp.Client, replicas []string, origin string) (*http.Response, error) {
	for _, r := range replicas {
		if resp, err := c.Get(r); err == nil {
			return resp, nil
		}
	}
	return rc.Get(origin) // want `after the failover loop has run out of attempts, the fallback calls retryablehttp.Client.Get, which retries`
}

// AfterClient asks the backup once a retrying client gave up.
func AfterClient(rc *retryablehttp.Client, backup *http.Client, url string) (*http.Response, error) {
	resp, err := rc.Get(url)
	if err != nil {
		return backup.Get(url) // want `after the retryablehttp.Client.Get has run out of attempts, the fallback calls http.Client.Get, which calls a dependency`
	}
	return resp, nil
}

// Masters runs the transaction on each fallback master once the retried
// primary failed for good (wintr's DoInTransaction): the fallback is a
// loop that retries.
func Masters(primary *http.Client, masters []*http.Client, url string) error {
	err := retryHelper(func() error {
		_, err := primary.Get(url)
		return err
	})
	if needFallback(err) {
		for i := 0; i < len(masters) && err != nil; i++ { // want `after the loops.retryHelper has run out of attempts, the fallback runs a for loop, which retries \(\? attempts\)`
			_, err = masters[i].Get(url)
		}
	}
	return err
}

func needFallback(err error) bool { return err != nil }

func retryHelper(op func() error) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = op(); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// AfterClientError returns the error once the client gave up.
func AfterClientError(rc *retryablehttp.Client, url string) (*http.Response, error) {
	resp, err := rc.Get(url)
	if err != nil {
		return nil, fmt.Errorf("get %s: %w", url, err) // fine: the error
	}
	return resp, nil
}

var errNotFound = errors.New("not found")

func getItem(c *http.Client, url string) error {
	resp, err := c.Get(url)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusNotFound {
		return errNotFound
	}
	return nil
}

// GetOrCreate creates the item when the read says it is not there. Fine:
// a not-found answer ends the loop, and the create after it answers that
// answer; it is no fallback for attempts that ran out.
func GetOrCreate(c *http.Client, url string) error {
	var err error
	for i := 0; i < 3; i++ {
		err = getItem(c, url)
		if err == nil {
			return nil
		}
		if errors.Is(err, errNotFound) {
			break
		}
		time.Sleep(time.Second)
	}
	if errors.Is(err, errNotFound) {
		_, err = c.Post(url, "application/json", strings.NewReader("{}"))
	}
	return err
}
