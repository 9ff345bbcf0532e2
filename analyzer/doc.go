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
// REST client and the typed clientsets, stripe-go, the Temporal Go SDK,
// etcd's clientv3, the MongoDB Go driver, Vault's API client, Cloud
// Storage, Pub/Sub, the AWS SDK for Go v1, rueidis, gocql, aerospike,
// NATS JetStream, franz-go, confluent-kafka-go, heimdall), a
// project's function that retries the operation it is given, or a
// function marked //retrylint:retrier. When the operation that one owner retries reaches
// another owner, through calls in this package or in imported packages,
// the attempts multiply: three layers of four attempts send up to 64
// calls to a dependency that is already failing.
//
// The finding is reported at the call inside the outer retried operation
// that leads to the inner owner. The message names the outer owner and
// its attempts, the call, each inner layer with its attempts, and the
// product. Attempts are always total calls, never "retries":
// WithMaxRetries(b, 3) is 4 attempts. ? means the count is not known
// statically (a bound from a field, a context or a deadline) and makes
// the product unknown; the message then ends with the reason for each
// such layer ("? because the for loop in s.fetch reads its count from a
// field"). A count read from a field that the package's own code sets to
// one constant wherever it sets it (outside tests) is that default, and
// the message says where it comes from ("sarama.clusterAdmin.retryOnError
// in ... counts Admin.Retry.Max = 5 in sarama.NewConfig, the package's
// default"). unbounded means no count cap and no deadline, and the
// message says why for each such layer ("unbounded because backoff.Retry
// in svc.poll has no limit by its library's default", "... goes round
// until an attempt succeeds").
//
// A nest is reported only where both layers retry the same failure. Each
// owner has a retry class, the outcomes it goes round on: failures
// (transport errors, timeouts, 5xx and 503, 429 and throttling, gRPC
// Unavailable, ResourceExhausted, DeadlineExceeded, Aborted) and answers
// (a 409 conflict, not found, already exists, a domain code or sentinel,
// a poll condition's (false, nil): "not yet"). A loop's class is read from
// its tests of the outcome (err != nil, errors.Is with a sentinel, a
// predicate such as IsConflict, a status, a gRPC code), through the
// predicates it calls; a library's comes from its row (RetryOnConflict:
// conflicts; client-go's REST client: 429 and 5xx with Retry-After, and
// resets on GET) met with what its operation returns (a condition that
// returns the error ends the poll on a failure, and so does one that
// hands it to an assertion that ends the test, such as require.NoError or
// gomega's Expect(err).NotTo(HaveOccurred()); one that swallows it goes
// round on it). An owner that goes round only on answers (a conflict
// retry, a state poll) around a client that retries failures multiplies
// nothing, and is not reported. The message names the shared failures
// ("as both retry 5xx and 429"), or the layer whose classification could
// not be read (any failure may then multiply). One-time work reached from
// a retried operation (a function run by sync.Once, controller-runtime's
// REST mapper reloading on a miss) is no layer of each attempt, and a
// retry a function runs only when a bool argument is true is reached only
// by callers that pass a constant true.
//
// Loops that retry only conflicts or a state not reached yet (client-go's
// RetryOnConflict, a go-redis Watch loop on TxFailedErr, etcd's
// concurrency.NewSTM, apimachinery's wait polls) are such owners. The
// clients that retry by themselves go round on: transport errors, 429 and
// 5xx (go-retryablehttp, the AWS SDK for Go v1 and v2, the Azure SDK for
// Go, minio-go, Cloud Storage; Vault's API client also on 412, stripe-go
// on 409); transport errors, timeouts and 503 (go-redis, rueidis, sarama,
// kafka-go, franz-go, confluent-kafka-go, aerospike); 503 and timeouts
// (etcd's clientv3, gax-go's generated defaults); transport errors,
// timeouts, 503 and 429 (the MongoDB Go driver: network errors,
// not-primary and overload); Aborted, 5xx, 429, 503 and timeouts
// (Pub/Sub); no responders only (NATS JetStream); transport errors and 5xx
// (heimdall, go-elasticsearch, opensearch-go); transport errors and
// timeouts, unless a retry condition adds statuses (imroc/req); every
// error but a canceled context (gocql with a retry policy); 503 and 429
// (go-grpc-middleware retry). The library table of docs/owners.md has each
// family's class.
//
// Keep one retry owner per logical operation, usually the outermost one,
// which knows the whole operation's budget, and make the inner layers
// return their outcome instead of retrying. What counts as a retry owner,
// how calls are followed and the attempts of each library are in
// docs/owners.md.
//
// An interface call reaches an owner only when every implementation in
// the program does; a generated mock (a struct holding a gomock.Controller
// or a testify mock.Mock) is no implementation outside tests. A retry
// helper whose operation is a field of its argument (in.ApiCaller(ctx,
// in.Input)) retries what its callers store there: a client's method
// value stored or passed (ApiCaller: c.s3.DeleteObject) is judged with the
// client it was bound to. A client handed to a constructor of another
// package and kept in a field (store.New(redis.NewClient(&redis.Options{
// MaxRetries: -1}))), put there by an option (New(WithHTTPClient(c))), or
// handed back unchanged (as any, then asserted) keeps the settings it was
// made with: the store's method is priced with them where the caller
// knows the value, and with the library's default where it does not.
//
// The check can be wrong when an interface call is resolved to a
// retrying implementation that is not the one used at run time, or when
// a retry loop is really a poll whose every iteration is wanted. Silence
// one finding with //retrylint:ignore nestedretry <reason> on the line or
// the line above. The -max-product flag reports only nests whose product
// of known attempts is larger than it.
//
// Messages:
//
//	retry.Do (4 attempts) calls adapter.Price, which retries via backoff.Retry (4 attempts) and reaches pricing.Quote (for loop, 4 attempts): up to 64 calls per operation, as all 3 retry every failure; keep one retry owner and make the inner layers pass the outcome up
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
//     not limit it. A check that waits (rate.Limiter.Wait,
//     semaphore.Weighted.Acquire, an Acquire(ctx) error) inside each
//     goroutine of a fan-out (go or errgroup.Go in a loop, also through a
//     package function or a method value it starts) only paces calls that
//     have all started, and is reported too; a try check there
//     (TryAcquire, Allow) sheds the excess and is fine, as is a bound
//     placed before every start (g.SetLimit(n), a slot channel).
//
// A "may I retry?" check after a failed attempt and before the next
// selection is the right order and is not reported; neither is a
// selection with no budget check, nor a check and a selection in
// unrelated functions.
//
// Budget checks are recognised from:
//
//   - x/time/rate: Allow, AllowN, Wait, WaitN, Reserve (when its result
//     is inspected); x/sync/semaphore: Acquire, TryAcquire;
//   - gobreaker's two-step Allow; hystrix AllowRequest; failsafe-go's
//     circuit breaker, rate limiter, bulkhead and budget permits; the AWS
//     retryer's GetRetryToken (its retry token bucket); retry-go v5's
//     throttle;
//   - methods Allow, AllowN, TryAcquire, Acquire, Withdraw, TryWithdraw,
//     Spend, Take or Admit on types named like Budget, Limiter, Bucket,
//     Breaker, Throttle, Semaphore or Quota;
//   - //retrylint:budget <reason>, and the -budget-funcs flag.
//
// Route selections are recognised from:
//
//   - gRPC balancer.Picker.Pick, go-kit Balancer.Endpoint, go-micro
//     Selector.Select and the Next it returns, resty v3
//     LoadBalancer.Next;
//   - indexing a slice with a random or round-robin index: rand.Intn(...)
//     or an atomic.Add... counter;
//   - pick, choose, select or next methods on Balancer, Picker, Selector,
//     Ring or Pool types, and names like pickReplica, chooseEndpoint,
//     nextPeer;
//   - choosing a replication set (replicasFor(key): a function whose name
//     has a route noun, that returns a slice and takes what it chooses
//     by); using its elements or ranging over it counts as using the
//     route, its length alone does not;
//   - //retrylint:route <reason>, and the -route-funcs flag.
//
// Thin helpers count like what they wrap, in any package: a function that
// performs a budget check and returns one bool or error (and does no
// remote I/O itself), or performs a selection and returns what it chose.
// The check can be wrong when a name matches by accident; mark the real
// checks with directives or flags, or silence a finding with
// //retrylint:ignore budgetorder <reason>.
//
// Messages:
//
//	budget check r.limiter.Allow runs after replica selection r.pick at line 42; check the budget before choosing a route (budget → route → call)
//	budget check s.sem.Acquire runs after the fan-out at line 40 has started the calls it should limit; check the budget before starting them (budget → route → call)
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
// by itself (go-retryablehttp's Post, or Do with a POST request). Facts
// carry "performs a write" across packages, so a retry in one package
// around payments.Charge in another is found, and one around a wrapper
// that sets an idempotency key is not.
//
// Writes:
//
//   - HTTP requests whose method is POST, PATCH, CONNECT or not a
//     constant: http.Post, http.PostForm, the *http.Client methods,
//     http.NewRequest or NewRequestWithContext then Do, go-retryablehttp's,
//     and go-resty v2's Post, Patch, Execute and Send (go-retryablehttp
//     clients, and resty clients with SetRetryCount(n), retry them by
//     themselves);
//   - SQL through database/sql, sqlx or pgx whose constant text inserts
//     without ON CONFLICT or ON DUPLICATE KEY, updates a column relative to
//     its old value (SET n = n + 1), or calls nextval; the text must be a
//     constant where the query runs;
//   - publishes: segmentio kafka-go, sarama, NATS and JetStream, SQS, SNS,
//     Kinesis and Pub/Sub, batches included;
//   - DynamoDB UpdateItem whose constant expression changes the old value
//     (ADD, SET n = n + :v) without a ConditionExpression;
//   - go-redis commands that change the old value, add an entry or take
//     one away: INCR, INCRBY, INCRBYFLOAT, DECR, DECRBY, HINCRBY,
//     HINCRBYFLOAT, ZINCRBY, LPUSH, RPUSH, LPUSHX, RPUSHX, LPOP, RPOP,
//     SPOP, ZPOPMIN, ZPOPMAX, RPOPLPUSH, LMOVE, XADD with an auto id,
//     PUBLISH, SPUBLISH, EVAL, EVALSHA, Script.Run; a go-redis client
//     retries them by itself unless made with MaxRetries: -1, and that is
//     reported once per client made, at its construction, naming the
//     commands;
//   - stripe-go creates (V1Charges.Create, and New in the legacy packages
//     such as charge.New): the library's own Idempotency-Key is made anew
//     on every call, so only its own re-sends are safe;
//   - minio-go's AppendObject (it appends at the size it reads on every
//     call);
//   - calls or functions marked //retrylint:write <reason>.
//
// PUT, DELETE and reads are not writes.
//
// A Kafka producer re-sends a batch whose acknowledgement was lost, and
// the broker writes it twice. A sarama producer made without
// Producer.Idempotent = true (and with retries, the default) is reported
// once, at sarama.NewSyncProducer or NewAsyncProducer (or their
// FromClient forms), not at every send. kafka-go has no idempotent
// producer, so a kafka.Writer's own re-sends are not reported; a user
// retry around WriteMessages still is.
//
// A client that retries by itself, handed to a constructor (of this
// package or another) that keeps it in a field, or set in such a field
// by an option (New(WithHTTPClient(c))), re-sends each write that a
// method of the type sends with that field, wherever the value goes
// later: it is reported once, at the call that hands the client over,
// naming one such method (one the package calls, if any) and how many
// more there are.
//
// Idempotency evidence, which makes a write safe to retry:
//
//   - an Idempotency-Key or X-Idempotency-Key header whose value is made
//     outside the retried function (a key made on every attempt, such as
//     uuid.NewString() inside the operation, is reported as such);
//   - an AWS idempotency token on the input (on every entry of a batch);
//   - a stripe-go params idempotency key (params.SetIdempotencyKey(k),
//     Params.IdempotencyKey) made before the first attempt;
//   - an upsert;
//   - a JSON body encoded from a struct with an IdempotencyKey field (or an
//     AWS token name) whose value is not made in the attempt;
//   - a go-retryablehttp CheckRetry that refuses POST and PATCH on every
//     path that can retry (one that looks at the method only on some
//     paths, typically only when there is a response, is reported with the
//     line that still retries);
//   - a comparison of the method with constants that sends POST and PATCH
//     down another branch than the retried call;
//   - //retrylint:idempotent <reason> on the function or the call.
//
// The method need not be a constant inside the retry. A helper whose
// caller decides the method (do(ctx, method, path, body)) or the whole
// request (send(req *http.Request)) is judged at each caller with what it
// passes, through wrappers and across packages: a helper that re-sends the
// request in its own retry loop is reported at the call that passes POST,
// naming the helper and its retry, and not where GET is passed. The same
// holds for a client that retries by itself and sends the method its
// callers decide (a retryablehttp client in a field, used by
// doRequest(ctx, method, ...)), for a request built by a helper with the
// method it is given (req, _ := c.NewRequest(ctx, http.MethodPost, path,
// body)), and for a retry loop around a helper that takes the method (for
// ... { resp, err = api.request(ctx, method, uri, body) }). One retry that
// re-sends what the callers of helpers pass is one cause, whichever helper
// leads to it: it is reported at the first call that passes a write, with
// the number of the others ("and 183 more calls in this package that send
// writes through the same retry").
//
// A loop that goes round only after comparing that method with GET (if
// status >= 500 && method == "GET" { continue }) re-sends no write, and
// neither does a loop whose every round sends a changed request (a
// variable carried round and changed on the way goes into what it sends:
// the next port after "port unavailable"), which is a corrective
// re-request.
//
// A request is the same request through copies (req.Clone,
// req.WithContext, go-retryablehttp's FromRequest, a package's own helper
// that returns req.Clone(ctx) of its parameter), through a variable set on
// several paths with one method, through transports that wrap another
// (oauth2.Transport, otelhttp, a local RoundTripper that hands the request
// to a field), and through stacked handlers: an implementation of an
// interface whose method calls the same method on a field of its receiver
// (hcloud-go's retryHandler around an errorHandler around the sender) is a
// layer every call runs through, not one of the implementations to choose
// between, so its loop re-sends what the sender sends. A reverse proxy
// forwards a request whose method it does not know, so a failure callback
// that serves it again (ErrorHandler calling ServeHTTP, or a function of
// the package that does) re-sends a possible write.
//
// A POST to a path whose last segment (or its :verb suffix) begins with a
// read verb is a read, as RPC-style APIs use POST for queries (OpenFGA's
// /stores/{id}/check and /list-objects, Google's :batchGet, /_search).
// The verbs are a catalog list (catalog.ReadVerbs: check, count, get,
// list, query, read, search, validate, ...); the path may be a constant or
// built with strings.Replace or fmt.Sprintf (a constant ending in /, such
// as "/v1/query/" + id, is a prefix and decides nothing). An OAuth token
// request is a read too: a POST whose form body sets grant_type
// (catalog.ReadForms; strings.NewReader(v.Encode()) with
// v.Set("grant_type", ...) or a url.Values literal) is answered with a
// token, and a second grant applies nothing twice. Silence a finding with
// //retrylint:ignore writeretry <reason>.
//
// Messages:
//
//	backoff.Retry re-sends POST via http.Post without an idempotency key; a retried write can be applied twice: send an Idempotency-Key or do not retry it
//	retry.Do re-runs an INSERT via store.Save (sql.DB.ExecContext in store.save) without an upsert; a retried insert can be applied twice: use INSERT ... ON CONFLICT (or an idempotency key) or do not retry it
//	retryablehttp.Client.Post retries POST by itself (5 attempts) without an idempotency key; a retried write can be applied twice: send an Idempotency-Key or use a client that does not retry writes
//	api.API.Call re-sends POST in its for loop (3 attempts) without an idempotency key; a retried write can be applied twice: send an Idempotency-Key, or retry only idempotent requests in api.API.Call
//	hcloud.Client.Do re-sends POST in the for loop of hcloud.retryHandler.Do (? attempts) without an idempotency key; ...
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
//   - a retry library configured without an end (the forms the library
//     table in docs/owners.md marks unbounded): cenkalti/backoff's
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
// wait.PollUntilContextCancel(ctx, ...)), and a wait helper that ends
// with the context (a select on ctx.Done() that returns an error, in the
// package or another) whose error leaves the loop: for { ...; if err :=
// pause(ctx, d); err != nil { return err } }; context.Background() and
// context.TODO() never end. A count or a time limit read from a value the
// analysis cannot trace is not known to be missing, so it is not
// reported, nor is a bound the analysis assumes because the value that
// sets it is not traced (Temporal options from a caller); nor is an owner
// whose operation does no remote I/O (a wait for a local cache). The
// message says what would give the owner an end. Silence a finding with
// //retrylint:ignore unboundedretry <reason>.
//
// Messages:
//
//	for loop retries with no attempt cap and no deadline: it goes round until an attempt succeeds, so a dependency that stays down is called forever; count the attempts, or stop when a context ends (select on ctx.Done() or test ctx.Err())
//	backoff.Retry retries with no attempt cap and no deadline: what it is given never stops by itself, so a dependency that stays down is called forever; wrap the backoff in backoff.WithMaxRetries, give it a MaxElapsedTime, or pass a context that ends with backoff.WithContext
//	s3.Client.GetObject retries by itself with no attempt cap and no deadline: its options allow unlimited attempts, so a dependency that stays down is called forever (and 1 more calls of s3.Client in this package); set RetryMaxAttempts (or retry.AddWithMaxAttempts) to a positive count
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
// attempt, a request changed each round. Nor does one that goes round
// only on answers (a conflict: read again and write again; a name
// already taken): the dependency is not failing. A log line in the loop
// changes nothing (logging libraries are never summarised). A
// configured wait (a field: c.cfg.RetryDelay) is the same every round
// whatever it is set to. Not reported either: a wait of unknown pace (a
// limiter's Wait, a ticker made before the loop), a poll for a state (a
// loop whose outcome is a boolean), an owner whose operation does no
// remote I/O. A helper's loop that retries what its callers pass is
// judged once, where it is written, and only when some call hands it
// remote I/O or it is exported; when its only wait is a duration its
// callers pass (RetryRequest(op, 10, time.Second)), each call is judged
// by the wait it hands over, in this package or another. Silence a
// finding with //retrylint:ignore retrydelay <reason>.
//
// Messages:
//
//	for loop retries with no wait between attempts: a dependency that fails fast is called again at once, up to 5 times in a row; wait between attempts, with a backoff that has a random part (or move to another replica on each attempt)
//	for loop waits a fixed 1s between attempts, with no random part: clients that failed together retry together, in step, against a dependency that is recovering; add a random part to the wait (full jitter: a random duration up to the backoff)
//	retry.Do waits between attempts with no random part: clients that failed together retry together, in step, against a dependency that is recovering; wrap the backoff in retry.WithJitter or retry.WithJitterPercent
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
// finding without a fix. retrylint -fix applies the fix and -diff shows
// it (docs/usage.md). A loop with no context parameter to wait on (or one
// named _) is not reported. Silence a finding with //retrylint:ignore
// sleepctx <reason>.
//
// Messages:
//
//	time.Sleep between the attempts of the for loop ignores ctx: a cancelled request waits out the sleep (and any attempt the loop makes before it looks at the context); wait on ctx.Done() and a timer
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
// In the code after a loop and on a refused side, a call counts when its
// result takes the place of the operation's (it is returned, or goes
// into the variable the operation's result is in), whether it does
// remote I/O or reaches a retry owner; a loop or retry written there
// always counts. A call that records the failure (a job marked failed,
// an alert sent), reads state only for the failure message, or nudges a
// controller is no fallback. A retry that goes round on answers only (a
// conflict retry) adds no attempt on a failing dependency: its call
// counts as one call. A fallback that returns a cached or default value,
// reads a local cache, or returns an error is fine. Silence a finding
// with //retrylint:ignore fallbackretry <reason>.
//
// Messages:
//
//	fallback of hystrix.Do calls http.Client.Get, which calls a dependency: a fallback must not add calls to a dependency when its calls fail or are refused; answer locally: a cached or default value, or the error
//	after the for loop has run out of attempts, the fallback calls retryablehttp.Client.Get, which retries (5 attempts): a fallback that retries adds attempts when the operation has already failed; answer locally: a cached or default value, or the error
//	when rate.Limiter.Allow refuses, the fallback calls http.Client.Get, which calls a dependency: ... (the budget refused this work); answer locally: ...
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
//     >= 400 then retry), of resty's StatusCode(), or of an int a helper
//     (of the package or another) returns from its response's StatusCode
//     (code, err := api.Request(...)), in a straight-line
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
//     and Unimplemented: in a hand-written test of status.Code(err) or
//     s.Code(), in go-grpc-middleware's WithCodes (v1 and v2), and in the
//     retryableStatusCodes of a constant service config
//     (grpc.WithDefaultServiceConfig);
//   - another attempt after the owner's context has ended: a loop that
//     goes round, on every path, after ctx.Err() != nil (or
//     errors.Is(ctx.Err(), context.Canceled)) or after a select case on
//     ctx.Done() of a context it was given, unless that path sets a flag
//     that ends the loop at its condition. A context made in the loop (a
//     timeout per attempt) ending is not the owner's context ending.
//
// What a retry lets go round is read by following its tests of statuses
// and codes from the loop's header to the edges that go round, narrowing
// the set of outcomes at each comparison with a constant (!= 200, >= 400,
// /100 == 5, a switch, a flag set on each side and tested later). The same
// flow reads a straight-line retry from the first call to the second, the
// operation a retry library runs to its returns of an error that is not
// nil and not marked permanent, and a classifier from its entry to its
// returns of true. Lists of codes are read as written.
//
// Retrying every error without looking at it is not this check's
// finding; a classification that includes permanent outcomes is. A
// loop or classifier whose only permanent outcomes are 404, 409,
// codes.NotFound or codes.AlreadyExists waits for a state to change (a
// resource to appear) and is not reported; a list of codes is reported
// for any. A status handed to a function the analysis cannot read
// (isRetryable(resp.StatusCode)), or decided by a call after a status
// test (shouldRetry(resp)), takes its path out of the count, and a
// failover loop (each attempt on another replica, which may answer
// otherwise) is judged on its context only. Silence a finding with
// //retrylint:ignore permanentretry <reason>.
//
// Messages:
//
//	for loop retries every 4xx status but 408, 425 and 429, which are permanent: the same request fails the same way on every attempt; retry only 408, 425, 429 and 5xx, and return the others
//	retry.WithCodes retries codes.NotFound, which is permanent: the same request fails the same way on every attempt; retry only codes.Unavailable (and codes.ResourceExhausted or codes.Aborted where the server asks for it), and return the others
//	for loop makes another attempt after its context has ended: the attempt fails at once, and a loop that goes on spins until its count runs out; return ctx.Err() when the context is done
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
