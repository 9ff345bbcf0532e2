package catalog

import (
	"fmt"
	"strings"
)

// Family is one modelled retry library or retrying client, as the library
// table of docs/owners.md and the nestedretry doc describe it (both are
// held to these rows by tests).
type Family struct {
	Name     string   // the table's library column
	Short    string   // how the nestedretry doc names it
	Packages []string // every import path, legacy ones included
	Owners   string   // the table's owners column (Markdown)
	Attempts string   // the table's attempts column (Markdown)
	// Modelled: the library's own code is never summarised as a
	// dependency (only when it is the module under analysis); the rows
	// replace it at every call.
	Modelled bool
	// Uses are the packages whose APIs the family's rows also read but
	// that are summarised like any other (gRPC itself).
	Uses []string
	// Cap says what gives an owner of the family an end when it has
	// none (unboundedretry's remedy): the option, wrapper or setting that
	// caps its attempts or its time.
	Cap string
	// Pace says what gives the waits of an owner of the family a random
	// part, or a wait at all (retrydelay's remedy).
	Pace string
	// Class is what the family's owners go round on (the table's
	// "retries on" column): a client's own class; ClassNote words it
	// when the operation or a predicate decides (a retry library).
	Class     Class
	ClassNote string
}

// RetriesOn words the family's class for the library table.
func (f *Family) RetriesOn() string {
	if f.ClassNote != "" {
		return f.ClassNote
	}
	return f.Class.String()
}

// Families lists the modelled libraries in the library table's order.
var Families = concatFamilies(baseFamilies, redisFamilies, kafkaFamilies, elasticFamilies, platformFamilies, temporalFamilies,
	etcdFamilies, mongoFamilies, vaultFamilies, gcsFamilies, awsV1Families, datastoreFamilies, brokerFamilies, heimdallFamilies, imrocFamilies)

func concatFamilies(parts ...[]Family) []Family {
	var out []Family
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

var baseFamilies = []Family{
	{Name: "github.com/cenkalti/backoff v4 (and v2, v3)", Short: "cenkalti/backoff", Class: AnyError, ClassNote: "what its operation returns: every error but a `Permanent` one", Modelled: true,
		Packages: []string{backoffV4, "github.com/cenkalti/backoff", "github.com/cenkalti/backoff/v3"},
		Owners:   "`Retry`, `RetryNotify`, `RetryWithData`, ...",
		Attempts: "`WithMaxRetries(b, n)` = n+1; `NewExponentialBackOff` = ? (15 min elapsed); `NewConstantBackOff`, `ZeroBackOff` = unbounded",
		Cap:      "wrap the backoff in backoff.WithMaxRetries, give it a MaxElapsedTime, or pass a context that ends with backoff.WithContext",
		Pace:     "use NewExponentialBackOff with a RandomizationFactor above 0"},
	{Name: "github.com/cenkalti/backoff/v5", Short: "cenkalti/backoff", Class: AnyError, ClassNote: "what its operation returns: every error but a `Permanent` one", Modelled: true,
		Packages: []string{backoffV5},
		Owners:   "`Retry[T]`",
		Attempts: "`WithMaxTries(n)` = n; default ? (15 min elapsed); `WithMaxElapsedTime(0)` and no `WithMaxTries` = unbounded",
		Cap:      "pass backoff.WithMaxTries or backoff.WithMaxElapsedTime, or a context that ends",
		Pace:     "pass backoff.WithBackOff(backoff.NewExponentialBackOff()) with a RandomizationFactor above 0"},
	{Name: "github.com/avast/retry-go v4 (and v3), v5", Short: "avast/retry-go", Class: AnyError, ClassNote: "what its operation returns: every error unless `RetryIf` narrows it", Modelled: true,
		Packages: []string{avastV4, avastV5, "github.com/avast/retry-go"},
		Owners:   "`Do`, `DoWithData`, `New(...).Do`",
		Attempts: "`Attempts(n)` = n, `Attempts(0)`/`UntilSucceeded` = unbounded; default 10",
		Cap:      "pass retry.Attempts(n) with n > 0, or retry.Context with a context that ends",
		Pace:     "keep the default delay type, or pass retry.DelayType(retry.CombineDelay(retry.BackOffDelay, retry.RandomDelay))"},
	{Name: "github.com/sethvargo/go-retry", Short: "sethvargo/go-retry", Class: AnyError, ClassNote: "only the errors its operation wraps in `RetryableError`", Modelled: true,
		Packages: []string{sethvargo},
		Owners:   "`Do`, `DoValue`, `Exponential`, `Constant`, `Fibonacci`",
		Attempts: "`WithMaxRetries(n, b)` = n+1; bare backoffs unbounded",
		Cap:      "wrap the backoff in retry.WithMaxRetries or retry.WithMaxDuration, or pass a context that ends",
		Pace:     "wrap the backoff in retry.WithJitter or retry.WithJitterPercent"},
	{Name: "github.com/hashicorp/go-retryablehttp", Short: "go-retryablehttp", Class: HTTPFailures, Modelled: true,
		Packages: []string{rhttp}, Uses: []string{oauth2, otelhttp},
		Owners:   "`Client.Do/Get/Head/Post/PostForm`, package `Get/Post/...`, an `*http.Client` from `StandardClient()` or with a `RoundTripper` transport (also in a struct field, or wrapped by `oauth2.Transport` or `otelhttp.NewTransport`)",
		Attempts: "`RetryMax` + 1; default 5",
		Pace:     "set Backoff to retryablehttp.LinearJitterBackoff (DefaultBackoff has no random part)"},
	{Name: "github.com/go-resty/resty/v2", Short: "go-resty v2", Class: FamilyClass(FamilyResty), Modelled: true,
		Packages: []string{restyV2},
		Owners:   "requests sent on a client with `SetRetryCount(n)`, n > 0",
		Attempts: "n+1; default 1 (no retries)"},
	{Name: "k8s.io/client-go/util/retry", Short: "client-go's retry", Class: Conflict, ClassNote: "conflicts (`RetryOnConflict`); what its predicate says (`OnError`)", Modelled: true,
		Packages: []string{k8sRetry},
		Owners:   "`RetryOnConflict`, `OnError`",
		Attempts: "`Steps`; `DefaultRetry` 5, `DefaultBackoff` 4"},
	{Name: "k8s.io/apimachinery/pkg/util/wait", Short: "apimachinery's wait", Class: NotYet, ClassNote: "not yet: a condition's `(false, nil)` (an error ends it)", Modelled: true,
		Packages: []string{k8sWait},
		Owners:   "`ExponentialBackoff[WithContext]`, `Poll*` (a poll whose condition makes no remote call waits and is no layer)",
		Attempts: "`Steps`; polls ? (timeout/context) or unbounded (`PollInfinite`)",
		Cap:      "poll with a timeout (PollUntilContextTimeout) or with a context that ends"},
	{Name: "github.com/failsafe-go/failsafe-go", Short: "failsafe-go", Class: AnyError, ClassNote: "what its operation returns: every error unless the policy narrows it", Modelled: true,
		Packages: []string{failsafe, fsRetry},
		Owners:   "`failsafe.With(...).Run/Get/...` with a `retrypolicy`",
		Attempts: "`WithMaxRetries(n)` = n+1, `WithMaxAttempts(n)` = n; default 3",
		Cap:      "give the policy WithMaxAttempts(n) or WithMaxRetries(n) with n >= 0, or WithMaxDuration"},
	{Name: "github.com/eapache/go-resiliency/retrier", Short: "go-resiliency's retrier", Class: AnyError, ClassNote: "what its classifier says (by default every error)", Modelled: true,
		Packages: []string{eapache},
		Owners:   "`New(backoff, class).Run/RunCtx/RunFn`",
		Attempts: "`len(backoff)` + 1 (`ConstantBackoff(n, d)` and the like = n+1); `WithInfiniteRetry()` = unbounded",
		Cap:      "use a finite backoff (ConstantBackoff(n, d), ExponentialBackoff(n, d)) instead of WithInfiniteRetry"},
	{Name: "github.com/grpc-ecosystem/go-grpc-middleware/v2 retry", Short: "go-grpc-middleware retry", Class: GRPCDefault, Modelled: true,
		Packages: []string{grpcRetry, "github.com/grpc-ecosystem/go-grpc-middleware/retry"}, Uses: []string{grpcPkg},
		Owners:   "per-call `retry.WithMax(n)`; a connection dialed with `UnaryClientInterceptor(retry.WithMax(n))` and the unary methods of the generated clients built on it",
		Attempts: "n; default 0 (disabled)"},
	// Modelled: grpc's own code is never summarised. Its only retries are
	// the service config's (rows); the loop of clientStream.withRetry
	// (stream.go) without a retryPolicy replays only what never reached
	// the server (transparent retry), and is no owner.
	{Name: "google.golang.org/grpc service config", Short: "gRPC's service-config retries", Class: Unavailable, ClassNote: "the codes of its `retryableStatusCodes`", Modelled: true,
		Packages: []string{grpcPkg}, Uses: []string{grpcPkg},
		Owners:   "the methods named by a `retryPolicy` in the constant JSON of `grpc.WithDefaultServiceConfig` (every method for a service-wide or empty name), through the generated clients or `Invoke`; `WithDisableRetry()` turns them off",
		Attempts: "`maxAttempts`, capped at 5 (`WithMaxCallAttempts(n)`); a config that is not a constant = ? when `WithMaxCallAttempts` is set, else not an owner"},
	{Name: "github.com/Rican7/retry", Short: "Rican7/retry", Class: AnyError, ClassNote: "what its action returns: every error", Modelled: true,
		Packages: []string{rican7, rican7Strategy},
		Owners:   "`Retry(action, strategies...)`",
		Attempts: "`strategy.Limit(n)` = n; without it unbounded",
		Cap:      "add strategy.Limit(n)"},
	{Name: "github.com/flowchartsman/retry", Short: "flowchartsman/retry", Class: AnyError, ClassNote: "what its function returns: every error", Modelled: true,
		Packages: []string{flowchartsman},
		Owners:   "`NewRetrier(maxTries, ...).Run/RunContext`",
		Attempts: "maxTries; maxTries <= 0 = 5"},
	{Name: "github.com/lestrrat-go/backoff/v2", Short: "lestrrat-go/backoff", Class: AnyError, ClassNote: "what the caller's loop goes round on", Modelled: true,
		Packages: []string{lestrrat},
		Owners:   "the caller's `for backoff.Continue(c)` loop",
		Attempts: "? (`Continue` can end the loop; `WithMaxRetries` is not read)"},
	{Name: "github.com/matryer/try", Short: "matryer/try", Class: AnyError, ClassNote: "what its function returns: every error", Modelled: true,
		Packages: []string{matryer},
		Owners:   "`Do(fn)`",
		Attempts: "10 (`MaxRetries`; assignments to it are not read)"},
	{Name: "gopkg.in/retry.v1", Short: "gopkg.in/retry.v1", Class: AnyError, ClassNote: "what the caller's loop goes round on", Modelled: true,
		Packages: []string{retryV1},
		Owners:   "the caller's `for a := retry.Start(s, clk); a.Next();` loop",
		Attempts: "? (the strategy is not read)"},
	{Name: "github.com/juju/retry", Short: "juju/retry", Class: AnyError, ClassNote: "what its function returns: every error unless `IsFatalError` says so", Modelled: true,
		Packages: []string{juju},
		Owners:   "`Call(CallArgs{Func: f, ...})`",
		Attempts: "`Attempts` = n; <= 0 unbounded, ? with `MaxDuration` or `Stop`",
		Cap:      "set Attempts > 0, MaxDuration, or Stop"},
	{Name: "github.com/buildkite/roko", Short: "buildkite/roko", Class: AnyError, ClassNote: "what its function returns: every error", Modelled: true,
		Packages: []string{roko},
		Owners:   "`NewRetrier(opts...).Do/DoWithContext`, `DoFunc`, `DoFunc2`, `DoFunc3`",
		Attempts: "`WithMaxAttempts(n)` = n; `TryForever()` unbounded",
		Cap:      "use WithMaxAttempts(n) instead of TryForever"},
	{Name: "github.com/googleapis/gax-go/v2 (Google Cloud generated clients)", Short: "gax-go", Class: Unavailable | Timeout, ClassNote: "the codes of its `WithRetry` (the generated defaults: 503, timeouts)", Modelled: true,
		Packages: []string{gax},
		Owners:   "`gax.Invoke` with a `gax.WithRetry` option; the methods of generated `cloud.google.com/go` clients whose default `CallOptions` hold one (their code is read: reads mostly, not most creates); any call given a `gax.WithRetry` by its caller",
		Attempts: "? (no count cap: the Retryer or the context ends it; the generated defaults set a timeout); unbounded under a context that never ends",
		Cap:      "call it with a context that has a deadline, or give the Retryer a cap"},
	{Name: "github.com/Azure/azure-sdk-for-go/sdk (every service client, azcore)", Short: "the Azure SDK for Go", Class: HTTPFailures, Modelled: true,
		Packages: []string{AzurePrefix},
		Owners:   "every operation of a service client (a `...Client` method with a context first and an `...Options` pointer last: `azblob.Client.UploadBuffer`, `azsecrets.Client.GetSecret`, ...), on clients from `New...Client` constructors and their sub-clients",
		Attempts: "`Retry.MaxRetries` + 1 in the client options; default 4; `MaxRetries < 0` = 1"},
	{Name: "github.com/aws/aws-sdk-go-v2 (every service client)", Short: "the AWS SDK for Go v2", Class: HTTPFailures, Modelled: true,
		Packages: []string{awsRoot + "/...", smithy + "/..."},
		Owners:   "every operation of a service client (`s3.NewFromConfig(cfg).PutObject`, ...), also through an interface with the same methods or held in a struct field; `manager.Uploader.Upload`",
		Attempts: "3 (DynamoDB 4); `config.WithRetryMaxAttempts(n)`, `RetryMaxAttempts` in `aws.Config` or `Options` or an option function = n (0 keeps the default, < 0 unbounded); `retry.NewStandard` `MaxAttempts` (`NewAdaptiveMode` 3); `retry.AddWithMaxAttempts(r, n)` = n (<= 0 unbounded); `aws.NopRetryer{}` = 1",
		Cap:      "set RetryMaxAttempts (or retry.AddWithMaxAttempts) to a positive count"},
}

// FamilyOf returns the family whose package holds the function of key
// (names.Key form), or nil: the longest package, or "/..." prefix, that
// key is a member of.
func FamilyOf(key string) *Family {
	var best *Family
	bestLen := 0
	for i := range Families {
		f := &Families[i]
		for _, p := range f.Packages {
			prefix := p + "."
			if q, ok := strings.CutSuffix(p, "/..."); ok {
				prefix = q
			}
			if strings.HasPrefix(key, prefix) && len(prefix) > bestLen {
				best, bestLen = f, len(prefix)
			}
		}
	}
	return best
}

// LibraryTable renders the library table of docs/owners.md from Families.
func LibraryTable() string {
	var b strings.Builder
	b.WriteString("| library | owners | attempts | retries on |\n|---|---|---|---|\n")
	for _, f := range Families {
		fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", f.Name, f.Owners, f.Attempts, f.RetriesOn())
	}
	return b.String()
}
