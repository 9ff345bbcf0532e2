// Package value hands clients to another package (shapes/valuedep) and
// retries through what it gets back: the settings of each client it
// makes travel with the value into the other package's methods.
package value

import (
	"context"
	"errors"
	"math/rand"
	"net/http"
	"time"

	"github.com/gojek/heimdall/v7/httpclient"
	"github.com/hashicorp/go-retryablehttp"
	"github.com/redis/go-redis/v9"

	"shapes/valuedep"
)

func pause(ctx context.Context) error {
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-time.After(time.Duration(rand.Int63n(int64(time.Second)))):
		return nil
	}
}

// StoredTen hands the store a client that makes eleven attempts: the
// loop's three multiply them.
func StoredTen(ctx context.Context) (string, error) {
	s := valuedep.NewStore(redis.NewClient(&redis.Options{Addr: "cache:6379", MaxRetries: 10}))
	var err error
	for i := 0; i < 3; i++ {
		var v string
		if v, err = s.Get(ctx, "k"); err == nil { // want "nestedretry: for loop .3 attempts. calls valuedep.Store.Get, which retries via redis.UniversalClient.Get .11 attempts.: up to 33 calls"
			return v, nil
		}
		if err := pause(ctx); err != nil {
			return "", err
		}
	}
	return "", err
}

// StoredNoRetries (fine) hands the store a client that sends each
// command once (MaxRetries: -1): the loop is the only layer.
func StoredNoRetries(ctx context.Context) (string, error) {
	s := valuedep.NewStore(redis.NewClient(&redis.Options{Addr: "cache:6379", MaxRetries: -1}))
	var err error
	for i := 0; i < 3; i++ {
		var v string
		if v, err = s.Get(ctx, "k"); err == nil {
			return v, nil
		}
		if err := pause(ctx); err != nil {
			return "", err
		}
	}
	return "", err
}

// NewCounter hands a counter a client that retries: each INCR its Hit
// sends may be applied twice.
func NewCounter() *valuedep.Counter {
	return valuedep.NewCounter(redis.NewClient(&redis.Options{Addr: "cache:6379"})) // want "writeretry: valuedep.NewCounter keeps a client that retries by itself .redis.Client, 4 attempts. in its field c, and valuedep.Counter.Hit sends INCR with it"
}

// NewCounterOnce (fine): the counter's client sends each command once.
func NewCounterOnce() *valuedep.Counter {
	return valuedep.NewCounter(redis.NewClient(&redis.Options{Addr: "cache:6379", MaxRetries: -1}))
}

// cache is the same store as valuedep.Store, in this package.
type cache struct{ c redis.UniversalClient }

func newCache(c redis.UniversalClient) *cache { return &cache{c: c} }

func (k *cache) get(ctx context.Context, key string) (string, error) {
	return k.c.Get(ctx, key).Result()
}

// LocalTwo hands this package's store a client that makes two attempts.
func LocalTwo(ctx context.Context) (string, error) {
	k := newCache(redis.NewClient(&redis.Options{Addr: "cache:6379", MaxRetries: 1}))
	var err error
	for i := 0; i < 3; i++ {
		var v string
		if v, err = k.get(ctx, "k"); err == nil { // want "nestedretry: for loop .3 attempts. calls value.cache.get, which retries via redis.UniversalClient.Get .2 attempts.: up to 6 calls"
			return v, nil
		}
		if err := pause(ctx); err != nil {
			return "", err
		}
	}
	return "", err
}

// LocalNoRetries (fine): this package's store with a client that sends
// each command once.
func LocalNoRetries(ctx context.Context) (string, error) {
	k := newCache(redis.NewClient(&redis.Options{Addr: "cache:6379", MaxRetries: -1}))
	var err error
	for i := 0; i < 3; i++ {
		var v string
		if v, err = k.get(ctx, "k"); err == nil {
			return v, nil
		}
		if err := pause(ctx); err != nil {
			return "", err
		}
	}
	return "", err
}

// AnyAsserted gets its client back from an any and retries a read
// through it: the client keeps its default, four attempts.
func AnyAsserted(ctx context.Context) (string, error) {
	c := valuedep.Cache(&redis.Options{Addr: "cache:6379"}).(*redis.Client)
	var err error
	for i := 0; i < 3; i++ {
		var v string
		if v, err = c.Get(ctx, "k").Result(); err == nil { // want "nestedretry: for loop .3 attempts. calls redis.Client.Get .4 attempts."
			return v, nil
		}
		if err := pause(ctx); err != nil {
			return "", err
		}
	}
	return "", err
}

// Held gets its client back unchanged from another package, as an any:
// the client keeps the settings it was made with, three attempts.
func Held(ctx context.Context) (string, error) {
	c := valuedep.Hold(redis.NewClient(&redis.Options{Addr: "cache:6379", MaxRetries: 2})).(*redis.Client)
	var err error
	for i := 0; i < 3; i++ {
		var v string
		if v, err = c.Get(ctx, "k").Result(); err == nil { // want "nestedretry: for loop .3 attempts. calls redis.Client.Get .3 attempts.: up to 9 calls"
			return v, nil
		}
		if err := pause(ctx); err != nil {
			return "", err
		}
	}
	return "", err
}

// HeldNoRetries (fine): the client handed back was made to send each
// command once.
func HeldNoRetries(ctx context.Context) (string, error) {
	c := valuedep.Hold(redis.NewClient(&redis.Options{Addr: "cache:6379", MaxRetries: -1})).(*redis.Client)
	var err error
	for i := 0; i < 3; i++ {
		var v string
		if v, err = c.Get(ctx, "k").Result(); err == nil {
			return v, nil
		}
		if err := pause(ctx); err != nil {
			return "", err
		}
	}
	return "", err
}

// Optioned puts a retrying client into the API's settings by an option;
// the API keeps it as a Doer and each Balance is retried by it.
func Optioned(ctx context.Context) error {
	a := valuedep.NewAPI(valuedep.WithBase("https://api.internal"), valuedep.WithHTTPClient(retryablehttp.NewClient().StandardClient()))
	var err error
	for i := 0; i < 3; i++ {
		if err = a.Balance(ctx); err == nil { // want "nestedretry: for loop .3 attempts. calls retryablehttp.Client.StandardClient .5 attempts.: up to 15 calls"
			return nil
		}
		if err := pause(ctx); err != nil {
			return err
		}
	}
	return err
}

// OptionedPlain (fine) gives the API a plain client: the loop is the
// only layer.
func OptionedPlain(ctx context.Context) error {
	a := valuedep.NewAPI(valuedep.WithHTTPClient(&http.Client{Timeout: time.Second}))
	var err error
	for i := 0; i < 3; i++ {
		if err = a.Balance(ctx); err == nil {
			return nil
		}
		if err := pause(ctx); err != nil {
			return err
		}
	}
	return err
}

// NewPages hands the pages client a retrying client by an option: each
// PATCH it sends is re-sent.
func NewPages() *valuedep.Pages {
	return valuedep.NewPages(valuedep.WithPagesClient(retryablehttp.NewClient().StandardClient())) // want "writeretry: valuedep.NewPages keeps a client that retries by itself .retryablehttp.Client.StandardClient, 5 attempts. in its field hc, and valuedep.Pages.Update sends PATCH with it"
}

// NewPagesPlain (fine): the default client sends each request once.
func NewPagesPlain() *valuedep.Pages {
	return valuedep.NewPages()
}

// NewBank hands the bank a heimdall client that retries each request
// three more times: every POST the bank sends through it is re-sent.
func NewBank() *valuedep.Bank {
	return valuedep.NewBank(httpclient.NewClient(httpclient.WithRetryCount(3))) // want "writeretry: valuedep.NewBank keeps a client that retries by itself .heimdall.Client, 4 attempts. in its field hc, and valuedep.Bank.Transfer sends POST with it"
}

// Wired makes the bank's client and hands the bank on, as a main does:
// the functions it goes to cannot see the client's settings, so the
// POST its Transfer re-sends is reported here.
func Wired(ctx context.Context, body []byte) error {
	b := valuedep.NewBank(httpclient.NewClient(httpclient.WithRetryCount(4))) // want "writeretry: valuedep.NewBank keeps a client that retries by itself .heimdall.Client, 5 attempts. in its field hc, and valuedep.Bank.Transfer sends POST with it"
	return pay(ctx, b, body)
}

func pay(ctx context.Context, b *valuedep.Bank, body []byte) error { return b.Transfer(ctx, body) }

// NewBankOnce (fine): a heimdall client with no retry count sends each
// request once.
func NewBankOnce() *valuedep.Bank {
	return valuedep.NewBank(httpclient.NewClient(httpclient.WithHTTPTimeout(time.Second)))
}

// BankInfo retries a read through a bank whose client retries too. The
// bank's Transfer would re-send its POST, but this value is used for Info
// only and goes nowhere else: what it sends is judged at its calls.
func BankInfo(ctx context.Context) error {
	b := valuedep.NewBank(httpclient.NewClient(httpclient.WithRetryCount(2))) // fine here: this bank only reads (Info); its value goes nowhere else
	var err error
	for i := 0; i < 3; i++ {
		if err = b.Info(ctx); err == nil { // want "nestedretry: for loop .3 attempts. calls heimdall.Client .3 attempts.: up to 9 calls"
			return nil
		}
		if err := pause(ctx); err != nil {
			return err
		}
	}
	return err
}

// Coded gives up on 401 and 404 only, and goes round on every other
// failure, a 400 or a 403 too: the other package's int is the status.
func Coded(ctx context.Context, url string) error {
	for i := 0; i < 3; i++ { // want "permanentretry: for loop retries HTTP 400, 402, 403, 405 and 20 more, which are permanent"
		code, err := valuedep.Request(ctx, http.DefaultClient, url)
		if err == nil {
			return nil
		}
		if code == http.StatusUnauthorized || code == http.StatusNotFound {
			return err
		}
		if err := pause(ctx); err != nil {
			return err
		}
	}
	return errors.New("gave up")
}

// CodedMethod is the same through a method that returns the helper's
// status.
func CodedMethod(ctx context.Context, c *valuedep.Client, url string) error {
	for i := 0; i < 3; i++ { // want "permanentretry: for loop retries HTTP 400, 402, 403, 405 and 20 more, which are permanent"
		code, err := c.Request(ctx, url)
		if err == nil {
			return nil
		}
		if code == http.StatusUnauthorized || code == http.StatusNotFound {
			return err
		}
		if err := pause(ctx); err != nil {
			return err
		}
	}
	return errors.New("gave up")
}

// CodedServer (fine) goes round only on a 5xx the helper returns.
func CodedServer(ctx context.Context, url string) error {
	for i := 0; i < 3; i++ {
		code, err := valuedep.Request(ctx, http.DefaultClient, url)
		if err == nil {
			return nil
		}
		if code < 500 {
			return err
		}
		if err := pause(ctx); err != nil {
			return err
		}
	}
	return errors.New("gave up")
}

// Throttled goes round while the other package's helper answers 429 with
// no error (mochi-api's skymavis adapter), with no cap: the int is the
// status the loop tests.
func Throttled(ctx context.Context, url string) error {
	for { // want "unboundedretry: for loop retries with no attempt cap and no deadline" "retrydelay: for loop waits a fixed 3s"
		code, err := valuedep.Send(ctx, http.DefaultClient, url)
		if err != nil {
			return err
		}
		if code != http.StatusTooManyRequests {
			return nil
		}
		time.Sleep(3 * time.Second) // want "sleepctx: time.Sleep between the attempts of the for loop ignores ctx"
	}
}

// ThrottledAgain is the same as a recursive retry.
func ThrottledAgain(ctx context.Context, url string) error {
	code, err := valuedep.Send(ctx, http.DefaultClient, url)
	if err != nil {
		return err
	}
	if code == http.StatusTooManyRequests {
		time.Sleep(3 * time.Second)     // want "sleepctx: time.Sleep between the attempts of the recursive retry ignores ctx"
		return ThrottledAgain(ctx, url) // want "unboundedretry: recursive retry retries with no attempt cap and no deadline" "retrydelay: recursive retry waits a fixed 3s"
	}
	return nil
}

// Sized (fine) tests the other package's int, which is a size, not a
// status, in a loop over pages.
func Sized(ctx context.Context, urls []string) int {
	total := 0
	for _, u := range urls {
		n, err := valuedep.Size(ctx, http.DefaultClient, u)
		if err != nil || n == 0 {
			continue
		}
		total += n
	}
	return total
}

// ThrottledOverRetrying (fine) goes round on 429 around a helper whose
// loop goes round only when no response came: an http.Client returns an
// error for a transport failure or a timeout, never for a 429, so the
// two layers never retry the same failure.
func ThrottledOverRetrying(ctx context.Context, url string) error {
	for i := 0; i < 3; i++ {
		code, err := valuedep.SendRetrying(ctx, http.DefaultClient, url)
		if err != nil {
			return err
		}
		if code != http.StatusTooManyRequests {
			return nil
		}
		if err := pause(ctx); err != nil {
			return err
		}
	}
	return errors.New("gave up")
}

// ErrorsOverRetrying goes round on the helper's errors: the transport
// errors and timeouts its own loop retries.
func ErrorsOverRetrying(ctx context.Context, url string) error {
	for i := 0; i < 3; i++ {
		_, err := valuedep.SendRetrying(ctx, http.DefaultClient, url) // want "nestedretry: for loop \\(3 attempts\\) calls valuedep.SendRetrying, which retries in a for loop \\(3 attempts\\): up to 9 calls per operation, as both retry transport errors and timeouts"
		if err == nil {
			return nil
		}
		if err := pause(ctx); err != nil {
			return err
		}
	}
	return errors.New("gave up")
}
