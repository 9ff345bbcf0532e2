// Package analyzer holds the retrylint checks, one analyzer per check.
//
// Every check requires the silent callgraph analysis, which finds the
// retry owners of each package and carries what they reach across
// packages as facts. The checks only decide what to report.
//
// # Analyzer nestedretry
//
// nestedretry: report retry owners whose retried operation reaches another retry owner
//
// A retry owner is a retry loop (also one written with lestrrat-go/backoff
// or gopkg.in/retry.v1), a straight-line "call again on error", a call to
// a retry library or a client that retries by itself (cenkalti/backoff,
// avast/retry-go, sethvargo/go-retry, go-retryablehttp, go-resty v2,
// client-go's retry, apimachinery's wait, failsafe-go, go-resiliency's
// retrier, go-grpc-middleware retry, gRPC's service-config retries,
// Rican7/retry, flowchartsman/retry,
// matryer/try, juju/retry, buildkite/roko, the AWS SDK for Go v2, gax-go
// and the generated Google Cloud clients, the Azure SDK for Go, go-redis,
// sarama, kafka-go, go-elasticsearch, opensearch-go, minio-go, client-go's
// REST client and the typed clientsets, stripe-go, the Temporal Go SDK), a
// project's function that retries the operation it is given, or a
// function marked //retrylint:retrier. When the operation that one owner retries reaches
// another owner, through calls in this package or in imported packages,
// the attempts multiply: three layers of four attempts send up to 64
// calls to a dependency that is already failing.
//
// The finding is reported at the call inside the outer retried operation
// that leads to the inner owner. The message names both owners, their
// attempt bounds (counted as total calls; ? when unknown, with the
// reason at the end of the message), the product and a short path. Keep one retry owner per logical operation, usually
// the outermost one, and make the inner layers return the outcome.
//
// An interface call reaches an owner only when every implementation in
// the program does; a generated mock (a struct holding a gomock.Controller
// or a testify mock.Mock) is no implementation outside tests. A retry
// helper whose operation is a field of its argument (in.ApiCaller(ctx,
// in.Input)) retries what its callers store there: a client's method
// value stored or passed (ApiCaller: c.s3.DeleteObject) is judged with the
// client it was bound to.
//
// The check can be wrong when an interface call is resolved to a
// retrying implementation that is not the one used at run time, or when
// a retry loop is really a poll whose every iteration is wanted. Silence
// one finding with //retrylint:ignore nestedretry <reason> on the line or
// the line above. The -max-product flag reports only nests whose product
// of known attempts is larger than it.
//
// Bad:
//
//	func fetch(url string) (*http.Response, error) {
//		var err error
//		for i := 0; i < 3; i++ {
//			resp, e := http.Get(url)
//			if e == nil {
//				return resp, nil
//			}
//			err = e
//			time.Sleep(time.Duration(rand.Intn(100)) * time.Millisecond)
//		}
//		return nil, err
//	}
//
//	// Load retries fetch, which retries: 3 × 3 = 9 calls.
//	func Load(url string) (*http.Response, error) {
//		var err error
//		for i := 0; i < 3; i++ {
//			resp, e := fetch(url)
//			if e == nil {
//				return resp, nil
//			}
//			err = e
//			time.Sleep(time.Duration(rand.Intn(100)) * time.Millisecond)
//		}
//		return nil, err
//	}
//
// Good:
//
//	// Load leaves the retries to fetch, the one retry owner.
//	func Load(url string) (*http.Response, error) {
//		return fetch(url)
//	}
//
// # Analyzer budgetorder
//
// budgetorder: report budget checks that run after the route selection or the fan-out they should gate
//
// Each attempt should run budget → route → call: first ask whether the
// attempt may start (a rate limiter, a semaphore, a circuit breaker, a
// retry token bucket), then choose the replica, then call it. Two orders
// are reported, at the budget check:
//
//   - a route selection runs, then the budget check, then the call that
//     uses the selection: the route was chosen before the budget allowed
//     the attempt, so a denied attempt still picked (and maybe warmed or
//     marked) a replica, and an allowed one may go to a stale choice;
//   - the check runs only after goroutines, errgroup.Go or a loop of calls
//     over the replicas have started: it records what happened, it does
//     not limit it.
//
// A "may I retry?" check after a failed attempt and before the next
// selection is the right order and is not reported, nor is a selection
// with no check at all.
//
// Budget checks and route selections are recognised from the common
// libraries (x/time/rate, x/sync/semaphore, gobreaker, hystrix,
// failsafe-go, the AWS retryer's token bucket, retry-go's throttle; gRPC
// pickers, go-kit balancers, go-micro selectors, resty load balancers),
// from names (Allow or Acquire on a Limiter, Budget, Breaker, Semaphore
// type; pick or next on a Balancer, Picker, Selector, Ring or Pool type,
// pickReplica and the like), from indexing a replica slice with a random
// or round-robin index, from //retrylint:budget and //retrylint:route
// directives, from the -budget-funcs and -route-funcs flags, and from thin
// helpers in any package. The check can be wrong when a name matches by
// accident; mark the real checks with directives or flags, or silence a
// finding with //retrylint:ignore budgetorder <reason>.
//
// Bad:
//
//	//retrylint:route picks the replica of an attempt
//	func pick(replicas []string) string { return replicas[rand.Intn(len(replicas))] }
//
//	//retrylint:budget asks the retry budget whether an attempt may start
//	func allow() bool { return rand.Intn(10) > 0 }
//
//	func Call(replicas []string) (*http.Response, error) {
//		host := pick(replicas)
//		if !allow() { // asked after the replica was chosen
//			return nil, errors.New("over the retry budget")
//		}
//		return http.Get("http://" + host + "/price")
//	}
//
// Good:
//
//	func Call(replicas []string) (*http.Response, error) {
//		if !allow() { // budget, then route, then call
//			return nil, errors.New("over the retry budget")
//		}
//		host := pick(replicas)
//		return http.Get("http://" + host + "/price")
//	}
//
// # Analyzer writeretry
//
// writeretry: report retries that can apply a non-idempotent write twice
//
// A timeout does not say whether the server applied a write, so retrying
// one can apply it twice. The check reports a retry owner whose retried
// operation reaches a non-idempotent write, at the call inside the
// operation that leads to it, and a library client that retries a write
// by itself (go-retryablehttp's Post, or Do with a POST request). A Kafka
// producer that re-sends messages by itself (sarama without
// Producer.Idempotent) is reported once, at its construction.
//
// Writes are HTTP requests whose method is POST, PATCH, CONNECT or not a
// constant (http.Post, http.PostForm, the Client methods, NewRequest then
// Do); SQL through database/sql, sqlx or pgx whose constant text inserts
// without ON CONFLICT or ON DUPLICATE KEY, updates a column relative to
// its old value (SET n = n + 1), or calls nextval; publishes to Kafka
// (segmentio, sarama), NATS, SQS, SNS, Kinesis and Pub/Sub; DynamoDB
// UpdateItem whose constant expression changes the old value (ADD, SET
// n = n + :v) without a condition expression; Redis commands (go-redis)
// that change the old value, add an entry or take one away (INCR, INCRBY,
// DECR, HINCRBY, ZINCRBY, LPUSH, RPUSH, LPOP, RPOP, ZPOPMIN, XADD with an
// auto id, PUBLISH, EVAL, EVALSHA, Script.Run); stripe-go creates (Create,
// and New in the legacy packages: the library's own Idempotency-Key is
// made anew on every call); minio-go's AppendObject (it appends at the
// size it reads on every call); and calls or functions marked
// //retrylint:write. PUT, DELETE and reads are idempotent. A go-redis
// client's own retries of its writes are reported once per client made,
// naming the commands.
//
// Idempotency evidence: an Idempotency-Key or X-Idempotency-Key header on
// the request whose value is made outside the retried function (a key
// made on every attempt, such as a fresh UUID inside the operation, is
// reported as such), an AWS idempotency token on the input, a stripe-go
// params idempotency key (SetIdempotencyKey, Params.IdempotencyKey), an upsert, a
// comparison of the method with constants that sends POST and PATCH down
// another branch than the retried call, a go-retryablehttp CheckRetry that
// refuses POST and PATCH on every path that can retry (one that refuses
// them only on some paths is reported with the return that still
// retries), or //retrylint:idempotent on the function or the call.
//
// The method need not be a constant inside the retry. A retry helper or a
// client that retries by itself and sends the method or the request its
// callers give it is judged at each caller that passes POST, naming the
// helper and its retry; the writes one retry re-sends for many callers are
// reported once, at the first, with how many more there are. A request is
// followed through the helpers that make it (c.NewRequest(ctx, method,
// path)), through copies (req.Clone, req.WithContext, retryablehttp's
// FromRequest, a package's own clone helper), through transports that wrap
// another (oauth2.Transport, otelhttp, a local RoundTripper that hands the
// request to a field) and through stacked handlers (an implementation of
// an interface whose method calls the same method on a field of its
// receiver, as a retry handler around an error handler around the sender
// does). A reverse proxy forwards a request whose method it does not
// know, so a failure callback that serves it again (ErrorHandler calling
// ServeHTTP, or a function of the package that does) re-sends a possible
// write. A POST to a path whose last segment begins with a read verb
// (/check, /list-objects, /search, :batchGet) is a read, as RPC-style APIs
// use POST for queries, and so is an OAuth token request (a form body
// with grant_type). SQL text must be a constant where the query runs.
// Silence a finding with //retrylint:ignore writeretry <reason>.
//
// Bad:
//
//	// Create sends the POST again when an attempt fails: a request that
//	// reached the server before the connection broke creates the order twice.
//	func Create(url string, order []byte) error {
//		var err error
//		for i := 0; i < 3; i++ {
//			var resp *http.Response
//			resp, err = http.Post(url, "application/json", bytes.NewReader(order))
//			if err == nil {
//				return resp.Body.Close()
//			}
//			time.Sleep(time.Duration(rand.Intn(100)) * time.Millisecond)
//		}
//		return err
//	}
//
// Good:
//
//	// Create sends every attempt with one idempotency key, made before the
//	// first, so that the server applies the order once.
//	func Create(url string, order []byte) error {
//		key := strconv.FormatInt(rand.Int63(), 36)
//		var err error
//		for i := 0; i < 3; i++ {
//			req, e := http.NewRequest(http.MethodPost, url, bytes.NewReader(order))
//			if e != nil {
//				return e
//			}
//			req.Header.Set("Idempotency-Key", key)
//			var resp *http.Response
//			resp, err = http.DefaultClient.Do(req)
//			if err == nil {
//				return resp.Body.Close()
//			}
//			time.Sleep(time.Duration(rand.Intn(100)) * time.Millisecond)
//		}
//		return err
//	}
//
// # Analyzer unboundedretry
//
// unboundedretry: report retry owners with no attempt cap and no deadline
//
// A retry that only stops when an attempt succeeds calls a dependency
// that stays down for as long as the process lives, and every caller
// waiting on it adds to the load. The check reports, at the owner:
//
//   - a retry loop whose only way out is success: for { if err := f();
//     err == nil { break }; time.Sleep(d) }, with no counter, no
//     deadline and no test of a context (select on ctx.Done(),
//     ctx.Err()) in the loop; a loop of a helper that retries the
//     operation its callers pass is reported once, at the helper;
//   - a retry library configured without an end: cenkalti/backoff's
//     ConstantBackOff or ZeroBackOff without WithMaxRetries, or an
//     ExponentialBackOff with MaxElapsedTime = 0; avast/retry-go's
//     Attempts(0) or UntilSucceeded(); sethvargo/go-retry backoffs without
//     WithMaxRetries or WithMaxDuration; apimachinery's PollInfinite
//     forms; failsafe-go's WithMaxAttempts(-1); go-resiliency's
//     WithInfiniteRetry; Rican7/retry without strategy.Limit; juju/retry
//     with Attempts <= 0; roko's TryForever; the AWS SDK with
//     RetryMaxAttempts < 0 or retry.AddWithMaxAttempts(r, 0), once per
//     client; a Temporal retry policy with MaximumAttempts = 0 and no
//     ScheduleToCloseTimeout.
//
// A context that can end bounds an owner: one passed in by the caller,
// or one with a deadline (backoff.WithContext(b, ctx), retry.Do(ctx, ...),
// wait.PollUntilContextCancel(ctx, ...)); context.Background() and
// context.TODO() never end. A count or a time limit read from a value the
// analysis cannot trace is not known to be missing, so it is not
// reported; nor is an owner whose operation does no remote I/O (a wait
// for a local cache). The message says what would give the owner an
// end. Silence a finding with //retrylint:ignore unboundedretry <reason>.
//
// Bad:
//
//	// Register retries until the registry answers, however long that takes.
//	func Register(url string) {
//		for {
//			resp, err := http.Post(url, "text/plain", nil)
//			if err == nil {
//				resp.Body.Close()
//				return
//			}
//			time.Sleep(time.Duration(rand.Intn(1000)) * time.Millisecond)
//		}
//	}
//
// Good:
//
//	// Register stops when its caller's context ends.
//	func Register(ctx context.Context, url string) error {
//		for {
//			req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, nil)
//			if err != nil {
//				return err
//			}
//			resp, err := http.DefaultClient.Do(req)
//			if err == nil {
//				return resp.Body.Close()
//			}
//			select {
//			case <-ctx.Done():
//				return ctx.Err()
//			case <-time.After(time.Duration(rand.Intn(1000)) * time.Millisecond):
//			}
//		}
//	}
//
// # Analyzer retrydelay
//
// retrydelay: report retries with no wait between attempts, or waits with no random part
//
// A retry that calls again at once turns a dependency that fails fast
// (overloaded, refusing connections) into one called many times a
// second by every client; a wait that every client computes alike
// (a constant sleep, an exponential backoff with no random part) makes
// clients that failed together retry together, in step, against a
// dependency that is recovering. The check reports two findings, with
// different wording:
//
//   - no wait: a retry loop whose rounds do not wait at all (no sleep,
//     no timer, no call that waits, no blocking receive) and that calls
//     the same target again, more than twice (a single immediate retry
//     is the stale-connection idiom and is not reported); cenkalti/backoff's
//     ZeroBackOff (v5: WithBackOff(&ZeroBackOff{}));
//   - no random part (off with -retrydelay.jitter=false): a loop whose
//     every wait is one of package time with a duration made of
//     constants and the loop's own variables (time.Sleep(time.Second),
//     a delay doubled each round); sethvargo/go-retry backoffs without
//     WithJitter or WithJitterPercent; cenkalti/backoff's ConstantBackOff
//     and an ExponentialBackOff with RandomizationFactor = 0;
//     retryablehttp clients with the DefaultBackoff (reported once per
//     client made); avast/retry-go with DelayType(FixedDelay) or
//     DelayType(BackOffDelay).
//
// A loop that moves to another target on each attempt needs no wait: a
// range over replicas, an element picked by the loop's counter
// (hosts[i%len(hosts)]), a route selection or a budget check in the
// attempt, a request changed each round. Not reported either: a wait of
// unknown pace (a duration from a parameter or a field, a limiter's
// Wait, a ticker made before the loop), a poll for a state (a loop
// whose outcome is a boolean), an owner whose operation does no remote
// I/O, and a helper loop that retries what its callers pass unless one
// of them hands it remote I/O or it is exported. Silence a finding with
// //retrylint:ignore retrydelay <reason>.
//
// Bad:
//
//	// Get waits the same 100ms after each failure: clients that failed
//	// together retry together.
//	func Get(url string) (*http.Response, error) {
//		var err error
//		for i := 0; i < 3; i++ {
//			resp, e := http.Get(url)
//			if e == nil {
//				return resp, nil
//			}
//			err = e
//			time.Sleep(100 * time.Millisecond)
//		}
//		return nil, err
//	}
//
// Good:
//
//	// Get waits a random time up to a backoff that doubles (full jitter).
//	func Get(url string) (*http.Response, error) {
//		var err error
//		backoff := 100 * time.Millisecond
//		for i := 0; i < 3; i++ {
//			resp, e := http.Get(url)
//			if e == nil {
//				return resp, nil
//			}
//			err = e
//			time.Sleep(time.Duration(rand.Int63n(int64(backoff))))
//			backoff *= 2
//		}
//		return nil, err
//	}
//
// # Analyzer sleepctx
//
// sleepctx: report sleeps between retry attempts that ignore the context of the function
//
// time.Sleep does not end when a context does: a request cancelled during
// the wait keeps its goroutine asleep, and the loop may still send the
// next attempt to a dependency nobody is waiting for. The check reports a
// time.Sleep in a retry loop (also a helper's loop that retries the
// operation it is given) when the function around it, or a function it
// is written in, has a context.Context parameter, and offers a fix that
// waits on the context and a timer instead:
//
//	timer := time.NewTimer(d)
//	select {
//	case <-ctx.Done():
//		timer.Stop()
//		return ..., ctx.Err()
//	case <-timer.C:
//	}
//
// The return gives zero values and ctx.Err() when the function's last
// result is an error, and nothing when it has no results; a function with
// other results, or a sleep that is not a statement of its own, gets the
// finding without a fix. A loop with no context to wait on is not
// reported. Silence a finding with //retrylint:ignore sleepctx <reason>.
//
// Bad:
//
//	func Get(ctx context.Context, url string) (*http.Response, error) {
//		var err error
//		for i := 0; i < 3; i++ {
//			req, e := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
//			if e != nil {
//				return nil, e
//			}
//			resp, e := http.DefaultClient.Do(req)
//			if e == nil {
//				return resp, nil
//			}
//			err = e
//			time.Sleep(time.Duration(rand.Intn(1000)) * time.Millisecond) // a cancelled request still waits
//		}
//		return nil, err
//	}
//
// Good:
//
//	func Get(ctx context.Context, url string) (*http.Response, error) {
//		var err error
//		for i := 0; i < 3; i++ {
//			req, e := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
//			if e != nil {
//				return nil, e
//			}
//			resp, e := http.DefaultClient.Do(req)
//			if e == nil {
//				return resp, nil
//			}
//			err = e
//			select {
//			case <-ctx.Done():
//				return nil, ctx.Err()
//			case <-time.After(time.Duration(rand.Intn(1000)) * time.Millisecond):
//			}
//		}
//		return nil, err
//	}
//
// # Analyzer fallbackretry
//
// fallbackretry: report fallbacks that retry or call a dependency
//
// A fallback runs when an operation has failed for good: its attempts
// ran out, its circuit is open, its budget refused it. If it calls the
// network again, or runs a retry owner, the "fallback" is one more layer
// of load on a dependency that is already failing, and the attempt
// budget is no longer the whole cost of the operation. The check reports
// the call, inside a fallback, that reaches a retry owner (naming the
// chain) or does remote I/O, for three forms:
//
//   - the function handed to a library's fallback: the fallback of
//     hystrix-go's Do, Go, DoC and GoC, and failsafe-go's
//     fallback.NewWithFunc and fallback.NewBuilderWithFunc;
//   - the code after a retry owner that has run out of attempts: below
//     an exit of a loop that no success takes, or on the failure side of
//     a test, after the loop, of the error of a call in it; the failure
//     side of the error of a call that retries (a retry library, a
//     helper, a client that retries by itself); after a failover loop,
//     only a retry counts (another target is one more replica of the
//     failover);
//   - the side of a budget check that refuses (if !limiter.Allow(),
//     if err := limiter.Wait(ctx); err != nil, if !cb.AllowRequest()).
//
// In the code after a loop and on a refused side, a call that only does
// remote I/O counts when its result takes the place of the operation's
// (it is returned, or goes into the variable the operation's result is
// in): a call that records the failure (a job marked failed, an alert
// sent) is no fallback. A fallback that returns a cached or default
// value, reads a local cache, or returns an error is fine. Silence a
// finding with //retrylint:ignore fallbackretry <reason>.
//
// Bad:
//
//	func fetch(url string) (*http.Response, error) {
//		var err error
//		for i := 0; i < 3; i++ {
//			resp, e := http.Get(url)
//			if e == nil {
//				return resp, nil
//			}
//			err = e
//			time.Sleep(time.Duration(rand.Intn(100)) * time.Millisecond)
//		}
//		return nil, err
//	}
//
//	// Price falls back to the secondary when the primary's attempts ran
//	// out, and the fallback retries again.
//	func Price(primary, secondary string) (*http.Response, error) {
//		for i := 0; i < 3; i++ {
//			resp, err := http.Get(primary)
//			if err == nil {
//				return resp, nil
//			}
//			time.Sleep(time.Duration(rand.Intn(100)) * time.Millisecond)
//		}
//		return fetch(secondary)
//	}
//
// Good:
//
//	var lastGood sync.Map // url → *http.Response
//
//	// Price answers from what it last had when the attempts ran out.
//	func Price(primary string) (*http.Response, error) {
//		for i := 0; i < 3; i++ {
//			resp, err := http.Get(primary)
//			if err == nil {
//				return resp, nil
//			}
//			time.Sleep(time.Duration(rand.Intn(100)) * time.Millisecond)
//		}
//		if r, ok := lastGood.Load(primary); ok {
//			return r.(*http.Response), nil
//		}
//		return nil, errors.New("price unavailable")
//	}
//
// # Analyzer permanentretry
//
// permanentretry: report retries of permanent outcomes, and attempts after the context ended
//
// A retry is for outcomes that may change: a 503, a timeout, a refused
// connection. A 400 or a 403 retried four times is four identical
// failures, each one a call to the dependency. The check reports a retry
// owner whose failed-outcome test lets permanent outcomes go round:
//
//   - HTTP statuses 4xx other than 408, 425 and 429, in a loop owner's
//     tests of resp.StatusCode (resp.StatusCode != 200 then retry,
//     >= 400 then retry) or of resty's StatusCode(), in a straight-line
//     retry's test before it calls again, in the operation a retry
//     library runs when it is written in the package (an error returned
//     for the status, not marked permanent: backoff.Retry, retry.Do; for
//     sethvargo/go-retry, an error wrapped by retry.RetryableError), and
//     in a classifier
//     handed to a library (retryablehttp's CheckRetry, resty's
//     AddRetryCondition, go-grpc-middleware's WithRetriable, avast/retry-go's
//     RetryIf) that returns true for them, also one of another package
//     (by its fact);
//   - gRPC codes InvalidArgument, NotFound, AlreadyExists,
//     PermissionDenied, Unauthenticated, FailedPrecondition, OutOfRange
//     and Unimplemented: in a hand-written test of status.Code(err), in
//     go-grpc-middleware's WithCodes, and in the retryableStatusCodes of
//     a constant service config (grpc.WithDefaultServiceConfig);
//   - another attempt after the owner's context has ended: a loop that
//     goes round, on every path, after ctx.Err() != nil (or
//     errors.Is(ctx.Err(), context.Canceled)) or after a select case on
//     ctx.Done(). A context made in the loop (a timeout per attempt)
//     ending is not the owner's context ending.
//
// Retrying every error without looking at it is not this check's
// finding; a classification that includes permanent outcomes is. A
// loop or classifier whose only permanent outcomes are 404, 409,
// codes.NotFound or codes.AlreadyExists waits for a state to change (a
// resource to appear) and is not reported; a list of codes is reported
// for any. A status handed to a function the analysis cannot read
// (isRetryable(resp.StatusCode)) takes its path out of the count, and a
// failover loop (each attempt on another replica) is judged on its
// context only. Silence a finding with //retrylint:ignore permanentretry
// <reason>.
//
// Bad:
//
//	// Get retries every status but 200: a 400 or a 403 fails the same way
//	// on every attempt.
//	func Get(url string) (*http.Response, error) {
//		for i := 0; i < 3; i++ {
//			resp, err := http.Get(url)
//			if err == nil && resp.StatusCode == http.StatusOK {
//				return resp, nil
//			}
//			if err == nil {
//				resp.Body.Close()
//			}
//			time.Sleep(time.Duration(rand.Intn(100)) * time.Millisecond)
//		}
//		return nil, errors.New("no answer")
//	}
//
// Good:
//
//	// Get retries failures and 5xx answers, and returns a 4xx at once.
//	func Get(url string) (*http.Response, error) {
//		for i := 0; i < 3; i++ {
//			resp, err := http.Get(url)
//			if err == nil && resp.StatusCode < 500 {
//				return resp, nil
//			}
//			if err == nil {
//				resp.Body.Close()
//			}
//			time.Sleep(time.Duration(rand.Intn(100)) * time.Millisecond)
//		}
//		return nil, errors.New("no answer")
//	}
//
// # Analyzer directives
//
// directives: report retrylint directives that are malformed, unknown or attached to nothing
//
// A //retrylint: directive teaches the analysis about project code or
// silences a finding, so a misspelt one fails silently unless it is
// reported. Reported, whichever other checks run: a directive of an
// unknown kind, a //retrylint:ignore that names no known check (it may
// name several, comma-separated; the message lists the checks), a
// directive without a reason, a comment written "// retrylint:" with a
// space (no directive, so it silences nothing), and a retrier, budget,
// route, write or idempotent directive that is neither in the doc
// comment of a function declaration nor on the line of a call (or the
// line above it). An
// ignore that matches no finding is reported by the check it names,
// since only that check knows its findings.
//
// Bad:
//
//	// Consume is redelivered by the queue when it fails.
//	//
//	//retrylint:retrier
//	func Consume(handle func() error) error { return handle() }
//
// Good:
//
//	// Consume is redelivered by the queue when it fails.
//	//
//	//retrylint:retrier the queue redelivers a failed message up to 5 times
//	func Consume(handle func() error) error { return handle() }
package analyzer
