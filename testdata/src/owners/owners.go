// Package owners has one function for every form of retry owner, and
// one for every loop that looks like a retry but is not one. The facts
// say which is which.
package owners

import (
	"context"
	"database/sql"
	"errors"
	"io"
	"iter"
	"log"
	"net"
	"net/http"
	"strings"
	"sync/atomic"
	"time"
)

var db *sql.DB

func ping(ctx context.Context) error { return db.PingContext(ctx) } // want ping:`^io$`

// ForLoop: the classic counted retry loop.
func ForLoop(ctx context.Context) error { // want ForLoop:`owner\(for loop, 3 attempts\) chain\(owners.ForLoop\[for loop, 3 attempts\], 3 attempts\) io waits`
	var err error
	for i := 0; i < 3; i++ {
		if err = ping(ctx); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// OneBased counts attempts from 1 up to and including 5.
func OneBased(ctx context.Context) error { // want OneBased:`owner\(for loop, 5 attempts\)`
	var err error
	for attempt := 1; attempt <= 5; attempt++ {
		err = ping(ctx)
		if err == nil {
			break
		}
	}
	return err
}

const maxAttempts = 4

// CounterInBody: an endless loop with the counter checked after the call.
func CounterInBody(ctx context.Context) error { // want CounterInBody:`owner\(for loop, 4 attempts\)`
	attempts := 0
	for {
		err := ping(ctx)
		if err == nil {
			return nil
		}
		attempts++
		if attempts >= maxAttempts {
			return err
		}
		time.Sleep(time.Second)
	}
}

// WhileErr: for err != nil, with no cap at all.
func WhileErr(ctx context.Context) { // want WhileErr:`owner\(for loop, unbounded\)`
	err := ping(ctx)
	for err != nil {
		time.Sleep(time.Second)
		err = ping(ctx)
	}
}

// WithContext: no count, but the context ends the loop.
func WithContext(ctx context.Context) error { // want WithContext:`owner\(for loop, \? attempts\)`
	for {
		if err := ping(ctx); err == nil {
			return nil
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
		time.Sleep(time.Second)
	}
}

// Goto: a goto loop.
func Goto(ctx context.Context) error { // want Goto:`owner\(goto loop, 3 attempts\)`
	n := 0
again:
	if err := ping(ctx); err != nil {
		n++
		if n < 3 {
			time.Sleep(time.Second)
			goto again
		}
		return err
	}
	return nil
}

// Replica is one backend.
type Replica struct{ addr string }

// Call dials the replica.
func (r *Replica) Call(ctx context.Context) error { // want Call:`^io$`
	c, err := net.Dial("tcp", r.addr)
	if err != nil {
		return err
	}
	return c.Close()
}

// OneReplica ranges over a literal of one replica: one attempt, no owner.
func OneReplica(ctx context.Context, r *Replica) error { // want OneReplica:`^io$`
	var err error
	for _, x := range []*Replica{r} {
		if err = x.Call(ctx); err == nil {
			return nil
		}
	}
	return err
}

// TwoReplicas fails over between the two of a literal: 2 attempts.
func TwoReplicas(ctx context.Context, a, b *Replica) error { // want TwoReplicas:`^owner\(failover loop, 2 attempts\)`
	var err error
	for _, x := range []*Replica{a, b} {
		if err = x.Call(ctx); err == nil {
			return nil
		}
	}
	return err
}

// Failover tries each replica once: a failover loop over replicas.
func Failover(ctx context.Context, replicas []*Replica) error { // want Failover:`owner\(failover loop, \? attempts\)`
	var err error
	for _, r := range replicas {
		if err = r.Call(ctx); err == nil {
			return nil
		}
	}
	return err
}

// Status retries on a 5xx status, not only on an error.
func Status(url string) (*http.Response, error) { // want Status:`owner\(for loop, 3 attempts, on transport errors, timeouts, 503 and 5xx\)`
	for i := 0; i < 3; i++ {
		resp, err := http.Get(url)
		if err != nil {
			continue
		}
		if resp.StatusCode < 500 {
			return resp, nil
		}
		resp.Body.Close()
	}
	return nil, errors.New("unavailable")
}

func ready(ctx context.Context) (bool, error) { // want ready:`^io$`
	return true, ping(ctx)
}

// DoneFlag polls a (done, err) condition.
func DoneFlag(ctx context.Context) error { // want DoneFlag:`owner\(for loop, 10 attempts, on not yet\)`
	for i := 0; i < 10; i++ {
		done, err := ready(ctx)
		if err != nil {
			return err
		}
		if done {
			return nil
		}
		time.Sleep(time.Second)
	}
	return errors.New("not ready")
}

// Straight calls again once on the failure path.
func Straight(ctx context.Context) error { // want Straight:`owner\(retry after error, 2 attempts\)`
	err := ping(ctx)
	if err != nil {
		time.Sleep(time.Second)
		err = ping(ctx)
	}
	return err
}

// Retry is a project's own retry helper: it retries the function passed
// in, with the attempts passed in.
func Retry(n int, op func() error) error { // want Retry:`owner\(for loop, \? attempts, op=arg1, bound=arg0\+0\)`
	var err error
	for i := 0; i < n; i++ {
		if err = op(); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// RetryAny retries an untyped operation.
func RetryAny(n int, op func() (any, error)) (any, error) { // want RetryAny:`owner\(for loop, \? attempts, op=arg1, bound=arg0\+0\)`
	var err error
	for i := 0; i < n; i++ {
		var v any
		if v, err = op(); err == nil {
			return v, nil
		}
		time.Sleep(time.Second)
	}
	return nil, err
}

// RetryString adapts a typed operation to RetryAny through a closure
// that only calls it (the shape of terratest's DoWithRetryContextE): it
// retries the operation it is given.
func RetryString(n int, op func() (string, error)) (string, error) { // want RetryString:`owner\(owners.RetryAny, \? attempts, op=arg1\)`
	v, err := RetryAny(n, func() (any, error) { return op() })
	s, _ := v.(string)
	return s, err
}

// RetryLogged wraps the operation in a closure that does more than call
// it: the closure is an operation of its own, retried here, and what op
// does is not known inside it.
func RetryLogged(n int, op func() (string, error)) error { // want RetryLogged:`^owner\(owners.RetryAny, \? attempts\) chain\(owners.RetryLogged\[owners.RetryAny, \? attempts\], \? attempts\) waits$`
	_, err := RetryAny(n, func() (any, error) {
		s, err := op()
		if err != nil {
			println("attempt failed")
		}
		return s, err
	})
	return err
}

// Quick retries what it is given without waiting: a retry owner only for
// operations that do remote I/O.
func Quick(op func() error) error { // want Quick:`owner\(for loop, 3 attempts, op=arg0, if op does io\)`
	var err error
	for i := 0; i < 3; i++ {
		if err = op(); err == nil {
			return nil
		}
	}
	return err
}

// UsesRetry passes an I/O operation to Retry with 5 attempts.
func UsesRetry(ctx context.Context) error { // want UsesRetry:`owner\(owners.Retry, 5 attempts\) chain\(owners.UsesRetry\[owners.Retry, 5 attempts\], 5 attempts\) io waits`
	return Retry(5, func() error { return ping(ctx) })
}

// UsesQuick passes a local computation to Quick: no retry of I/O.
func UsesQuick() error {
	return Quick(func() error { return nil })
}

// probe reports whether the peer answers.
func probe(ctx context.Context) bool { // want probe:`^io$`
	return ping(ctx) == nil
}

// PollFlag polls a boolean: it waits before every new try.
func PollFlag(ctx context.Context) { // want PollFlag:`owner\(for loop, unbounded, on not yet\)`
	for {
		if probe(ctx) {
			return
		}
		time.Sleep(time.Second)
	}
}

// timer yields up to n times, waiting between yields.
func timer(n int) iter.Seq[int] { // want timer:`^waits$`
	return func(yield func(int) bool) {
		for i := range n {
			if !yield(i) {
				return
			}
			time.Sleep(time.Second)
		}
	}
}

// RangeTimer is a retry loop over a retry timer: 5 attempts.
func RangeTimer(ctx context.Context) error { // want RangeTimer:`^owner\(for loop, 5 attempts, on an unread classification\) chain\(owners.RangeTimer\[for loop, 5 attempts\], 5 attempts\) via owners.RangeTimer.func1@. io waits$`
	var err error
	for range timer(5) {
		if err = ping(ctx); err == nil {
			return nil
		}
	}
	return err
}

// RangePages goes on to the next item after a success: not a retry.
func RangePages(ctx context.Context) error { // want RangePages:`^io waits$`
	for range timer(5) {
		if err := ping(ctx); err != nil {
			return err
		}
	}
	return nil
}

// ---- Not retry owners ----

// WorkItems: success goes on to the next item; failure stops.
func WorkItems(ctx context.Context, items []string) error { // want WorkItems:`^io$`
	for range items {
		if err := ping(ctx); err != nil {
			return err
		}
	}
	return nil
}

// BestEffort: every item is tried whatever the outcome.
func BestEffort(ctx context.Context, items []string) { // want BestEffort:`^io$`
	for range items {
		if err := ping(ctx); err != nil {
			log.Print(err)
			continue
		}
	}
}

// Serve: a server loop never leaves on success.
func Serve(l net.Listener) { // want Serve:`^io$`
	for {
		conn, err := l.Accept()
		if err != nil {
			continue
		}
		go handle(conn)
	}
}

func handle(c net.Conn) { // want handle:`^io$`
	c.Write([]byte("hi"))
	c.Close()
}

// Ticker: a periodic job, whatever the outcome.
func Ticker(ctx context.Context, t *time.Ticker) { // want Ticker:`^io$`
	for range t.C {
		if err := ping(ctx); err != nil {
			log.Print(err)
		}
	}
}

// Pool: a worker pool runs jobs, it does not retry them.
func Pool(ctx context.Context, jobs chan string, n int) { // want Pool:`^io$`
	for i := 0; i < n; i++ {
		go func() {
			for range jobs {
				_ = ping(ctx)
			}
		}()
	}
}

// ReadAll: a read loop ends on io.EOF.
func ReadAll(c net.Conn) error { // want ReadAll:`^io$`
	buf := make([]byte, 512)
	for {
		_, err := c.Read(buf)
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

// ParseAny tries local layouts until one parses: a search, not a retry.
func ParseAny(s string) (time.Time, error) {
	for _, layout := range []string{time.RFC3339, time.DateOnly} {
		if t, err := time.Parse(layout, s); err == nil {
			return t, nil
		}
	}
	return time.Time{}, errors.New("no layout")
}

// Fallback tries another local source once: no I/O and no wait.
func Fallback(a, b func() error) error {
	err := a()
	if err != nil {
		err = b()
	}
	return err
}

type policy interface {
	Before(ctx context.Context) error
}

// StatefulExit ends when a retry policy says so: a count the analysis
// cannot see, so the bound is unknown, not unbounded.
func StatefulExit(ctx context.Context, p policy) error { // want StatefulExit:`owner\(for loop, \? attempts\)`
	for {
		if err := p.Before(ctx); err != nil {
			return err
		}
		if err := ping(ctx); err == nil {
			return nil
		}
	}
}

func isPermanent(err error) bool { return errors.Is(err, io.ErrUnexpectedEOF) }

// Forever retries every transient error forever: a function of the
// error that stops some errors does not bound the others.
func Forever(ctx context.Context) error { // want Forever:`owner\(for loop, unbounded, on every error but transport errors\)`
	for {
		err := ping(ctx)
		if err == nil {
			return nil
		}
		if isPermanent(err) {
			return err
		}
		time.Sleep(time.Second)
	}
}

// CASSpin: a compare-and-swap loop is not a retry, even when the loop
// body also talks to the database.
func CASSpin(ctx context.Context, v *atomic.Int64) { // want CASSpin:`^io$`
	for {
		old := v.Load()
		_ = ping(ctx)
		if v.CompareAndSwap(old, old+1) {
			return
		}
	}
}

// AcceptLoop leaves when the listener is closed, which a local string
// test tells: not a success outcome of the accepted work.
func AcceptLoop(l net.Listener) { // want AcceptLoop:`^io$`
	for {
		conn, err := l.Accept()
		if err != nil {
			if strings.Contains(err.Error(), "use of closed network connection") {
				return
			}
			continue
		}
		go handle(conn)
	}
}

// adminConfig holds a configured number of retries.
type adminConfig struct{ retryMax int }

// Countdown counts the attempts down from a configured field, checking
// after the decrement (sarama's clusterAdmin.retryOnError): bounded, by a
// count the analysis cannot see.
func Countdown(ctx context.Context, c *adminConfig) error { // want Countdown:`^owner\(for loop, \? attempts\) chain\(owners.Countdown\[for loop, \? attempts\], \? attempts\) io waits$`
	for left := c.retryMax + 1; ; {
		err := ping(ctx)
		left--
		if err == nil || left <= 0 {
			return err
		}
		time.Sleep(time.Second)
	}
}

// CountdownConst is the same with a constant start: 3 attempts.
func CountdownConst(ctx context.Context) error { // want CountdownConst:`^owner\(for loop, 3 attempts\)`
	for left := 3; ; {
		err := ping(ctx)
		left--
		if err == nil || left <= 0 {
			return err
		}
		time.Sleep(time.Second)
	}
}

// session serves the peer until the connection ends; it reports whether
// the loop should stop and whether the session ended in an error.
func session(ctx context.Context) (stopped, errored bool) { // want session:`^io waits$`
	time.Sleep(time.Millisecond) // waits for work, as a session does
	return false, ping(ctx) != nil
}

// Sessions runs sessions back to back until told to stop, backing off
// only after an error: a worker loop, not a poll (a clean end goes round
// again at once).
func Sessions(ctx context.Context, stop chan struct{}) { // want Sessions:`^io waits$`
	for {
		stopped, errored := session(ctx)
		if stopped {
			return
		}
		if !errored {
			continue
		}
		select {
		case <-stop:
			return
		case <-time.After(time.Second):
		}
	}
}

// FindSecret asks for each candidate secret name until one is there.
// Fine: a search over what to ask for, not a failover over replicas.
func FindSecret(ctx context.Context, r *Replica, secretNames []string) error { // want FindSecret:`^io$`
	for _, name := range secretNames {
		if err := r.Get(ctx, name); err == nil {
			return nil
		}
	}
	return errors.New("no secret")
}

// Get asks the replica for one object.
func (r *Replica) Get(ctx context.Context, name string) error { // want Get:`^io$`
	c, err := net.Dial("tcp", r.addr+"/"+name)
	if err != nil {
		return err
	}
	return c.Close()
}

// FirstHost tries each host's copy of the object: a failover.
func FirstHost(ctx context.Context, hosts []*Replica, name string) error { // want FirstHost:`^owner\(failover loop, \? attempts\)`
	for _, h := range hosts {
		if err := h.Get(ctx, name); err == nil {
			return nil
		}
	}
	return errors.New("no host")
}
