// Package clients exercises the clients that retry by themselves through
// the calls the other fixtures do not make: go-resty v2 requests of every
// method and from every constructor, go-retryablehttp's Head, and an
// *http.Client's Head, each around or inside another retry layer.
package clients

import (
	"net"
	"net/http"
	"time"

	"github.com/eapache/go-resiliency/retrier"
	"github.com/go-resty/resty/v2"
	"github.com/hashicorp/go-retryablehttp"
)

// loop retries op twice: the outer layer of every nest below.
func loop(op func() error) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = op(); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Resty methods on a client with two retries (3 attempts).

func RestyPut(url string) error {
	c := resty.New().SetRetryCount(2)
	return loop(func() error {
		_, err := c.R().Put(url) // want `^clients\.loop \(2 attempts\) calls resty\.Request\.Put \(3 attempts\): up to 6 calls per operation`
		return err
	})
}

func RestyDelete(url string) error {
	c := resty.New().SetRetryCount(2)
	return loop(func() error {
		_, err := c.R().Delete(url) // want `^clients\.loop \(2 attempts\) calls resty\.Request\.Delete \(3 attempts\): up to 6 calls per operation`
		return err
	})
}

func RestyHead(url string) error {
	c := resty.NewWithClient(&http.Client{}).SetRetryCount(2)
	return loop(func() error {
		_, err := c.NewRequest().Head(url) // want `^clients\.loop \(2 attempts\) calls resty\.Request\.Head \(3 attempts\): up to 6 calls per operation`
		return err
	})
}

func RestyOptions(url string, local net.Addr) error {
	c := resty.NewWithLocalAddr(local)
	c.SetRetryCount(2)
	return loop(func() error {
		_, err := c.R().Options(url) // want `^clients\.loop \(2 attempts\) calls resty\.Request\.Options \(3 attempts\): up to 6 calls per operation`
		return err
	})
}

// RestyNoRetries is fine: NewWithClient makes no retries by itself.
func RestyNoRetries(url string) error {
	c := resty.NewWithClient(&http.Client{})
	return loop(func() error {
		_, err := c.R().Head(url) // fine: the client makes one attempt, the loop is the only owner
		return err
	})
}

// RestyPutAlone is fine: the client is the only retry layer.
func RestyPutAlone(url string) error {
	_, err := resty.New().SetRetryCount(2).R().Put(url) // fine: one retry owner
	return err
}

// go-retryablehttp's Head: the client's 5 attempts by default.

func RetryableHead(url string) error {
	c := retryablehttp.NewClient()
	return loop(func() error {
		_, err := c.Head(url) // want `^clients\.loop \(2 attempts\) calls retryablehttp\.Client\.Head \(5 attempts\): up to 10 calls per operation`
		return err
	})
}

func RetryablePackageHead(url string) error {
	return loop(func() error {
		_, err := retryablehttp.Head(url) // want `^clients\.loop \(2 attempts\) calls retryablehttp\.Head \(5 attempts\): up to 10 calls per operation`
		return err
	})
}

// RetryableHeadAlone is fine: the client is the only retry layer.
func RetryableHeadAlone(url string) error {
	_, err := retryablehttp.Head(url) // fine: one retry owner
	return err
}

// The *http.Client of a retryablehttp client: 3 attempts here.

func StandardHead(url string) error {
	rc := retryablehttp.NewClient()
	rc.RetryMax = 2
	hc := rc.StandardClient()
	return loop(func() error {
		_, err := hc.Head(url) // want `^clients\.loop \(2 attempts\) calls retryablehttp\.Client\.StandardClient \(3 attempts\): up to 6 calls per operation`
		return err
	})
}

// PlainHead is fine: a plain *http.Client does not retry.
func PlainHead(url string) error {
	hc := &http.Client{}
	return loop(func() error {
		_, err := hc.Head(url) // fine: the loop is the only owner
		return err
	})
}

// A retrier whose WithSurfaceWorkErrors keeps its count (3 attempts).

func RetrierSurface(url string) error {
	r := retrier.New(retrier.ConstantBackoff(2, time.Millisecond), nil).WithSurfaceWorkErrors()
	return r.Run(func() error {
		return loop(func() error { // want `^retrier\.Retrier\.Run \(3 attempts\) calls clients\.loop \(2 attempts\): up to 6 calls per operation`
			_, err := http.Head(url)
			return err
		})
	})
}
