package callgraph

import (
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// Library retry owners, modelled from their source (see the catalog in
// the project's reference). A call to one of these is a retry owner whose
// retried operation is argument op (receiver excluded), or the call
// itself when op < 0 (a client that retries inside). Their bodies are
// never summarised: the model replaces whatever facts the library's own
// package produced.

type libModel struct {
	via   string // display name: "backoff.Retry"
	op    int    // index of the retried operation, -1 for the call itself
	io    bool   // the call does remote I/O by itself
	bound func(b *builder, c *ssa.CallCommon, args []ssa.Value) Bound
}

// args are the call's arguments with the receiver removed.

const (
	backoffV4 = "github.com/cenkalti/backoff/v4"
	backoffV5 = "github.com/cenkalti/backoff/v5"
	avastV4   = "github.com/avast/retry-go/v4"
	avastV5   = "github.com/avast/retry-go/v5"
	sethvargo = "github.com/sethvargo/go-retry"
	rhttp     = "github.com/hashicorp/go-retryablehttp"
	k8sRetry  = "k8s.io/client-go/util/retry"
	k8sWait   = "k8s.io/apimachinery/pkg/util/wait"
	failsafe  = "github.com/failsafe-go/failsafe-go"
	fsRetry   = "github.com/failsafe-go/failsafe-go/retrypolicy"
	grpcRetry = "github.com/grpc-ecosystem/go-grpc-middleware/v2/interceptors/retry"
)

// legacy import paths with the same API as a newer major version.
var libAliases = map[string]string{
	"github.com/cenkalti/backoff":                        backoffV4,
	"github.com/cenkalti/backoff/v3":                     backoffV4,
	"github.com/avast/retry-go":                          avastV4,
	"github.com/grpc-ecosystem/go-grpc-middleware/retry": grpcRetry,
}

func canonicalPkg(path string) string {
	if a, ok := libAliases[path]; ok {
		return a
	}
	return path
}

// libModels is built once and only read afterwards.
var libModels = buildLibModels()

func buildLibModels() map[string]libModel {
	models := map[string]libModel{}
	add := func(key string, m libModel) { models[key] = m }

	// cenkalti/backoff v4: Retry(op, b [, notify [, timer]]).
	for _, name := range []string{"Retry", "RetryNotify", "RetryWithData", "RetryNotifyWithData", "RetryNotifyWithTimer", "RetryNotifyWithTimerAndData"} {
		add(backoffV4+"."+name, libModel{via: "backoff." + name, op: 0, bound: func(_ *builder, _ *ssa.CallCommon, a []ssa.Value) Bound {
			return backoffV4Bound(argAt(a, 1), 0)
		}})
	}
	// cenkalti/backoff v5: Retry[T](ctx, op, opts...).
	add(backoffV5+".Retry", libModel{via: "backoff.Retry", op: 1, bound: func(_ *builder, _ *ssa.CallCommon, a []ssa.Value) Bound {
		b := UnknownBound("default") // default: no count cap, 15m elapsed
		// Options apply in order: the last WithMaxTries wins.
		for _, o := range variadicArgs(argAt(a, 2)) {
			if c, ok := callTo(o, backoffV5+".WithMaxTries"); ok {
				if n, ok := intConst(c.Call.Args[0]); ok && n > 0 {
					b = KnownBound(n, "option")
				} else {
					b = UnknownBound("option")
				}
			}
		}
		return b
	}})

	// avast/retry-go v4: Do(fn, opts...), DoWithData(fn, opts...).
	for _, name := range []string{"Do", "DoWithData"} {
		add(avastV4+"."+name, libModel{via: "retry." + name, op: 0, bound: func(_ *builder, _ *ssa.CallCommon, a []ssa.Value) Bound {
			return avastBound(avastV4, variadicArgs(argAt(a, 1)))
		}})
	}
	// avast/retry-go v5: retry.New(opts...).Do(fn).
	for _, recv := range []string{"Retrier", "RetrierWithData"} {
		add(avastV5+"."+recv+".Do", libModel{via: "retry." + recv + ".Do", op: 0, bound: func(_ *builder, c *ssa.CallCommon, _ []ssa.Value) Bound {
			if len(c.Args) == 0 {
				return UnknownBound("")
			}
			for _, ctor := range []string{".New", ".NewWithData"} {
				if nc, ok := callTo(c.Args[0], avastV5+ctor); ok {
					return avastBound(avastV5, variadicArgs(argAt(nc.Call.Args, 0)))
				}
			}
			return UnknownBound("")
		}})
	}

	// sethvargo/go-retry: Do(ctx, b, f), DoValue(ctx, b, f); Exponential,
	// Constant, Fibonacci(ctx, base, f) never stop by count.
	for _, name := range []string{"Do", "DoValue"} {
		add(sethvargo+"."+name, libModel{via: "retry." + name, op: 2, bound: func(_ *builder, _ *ssa.CallCommon, a []ssa.Value) Bound {
			return contextBounded(sethvargoBound(argAt(a, 1), 0), argAt(a, 0))
		}})
	}
	for _, name := range []string{"Exponential", "Constant", "Fibonacci"} {
		add(sethvargo+"."+name, libModel{via: "retry." + name, op: 2, bound: func(_ *builder, _ *ssa.CallCommon, a []ssa.Value) Bound {
			return contextBounded(UnboundedBound("default"), argAt(a, 0))
		}})
	}

	// hashicorp/go-retryablehttp: the client retries inside.
	for _, name := range []string{"Do", "Get", "Head", "Post", "PostForm"} {
		add(rhttp+".Client."+name, libModel{via: "retryablehttp.Client." + name, op: -1, io: true, bound: func(b *builder, c *ssa.CallCommon, _ []ssa.Value) Bound {
			if len(c.Args) == 0 {
				return UnknownBound("")
			}
			return b.rhttpBound(c.Args[0]) // the client, through fields and variables
		}})
	}
	for _, name := range []string{"Get", "Head", "Post", "PostForm"} {
		add(rhttp+"."+name, libModel{via: "retryablehttp." + name, op: -1, io: true, bound: func(*builder, *ssa.CallCommon, []ssa.Value) Bound {
			return KnownBound(5, "default")
		}})
	}

	// k8s.io/client-go/util/retry.
	add(k8sRetry+".RetryOnConflict", libModel{via: "retry.RetryOnConflict", op: 1, bound: func(_ *builder, _ *ssa.CallCommon, a []ssa.Value) Bound {
		return waitBackoffBound(argAt(a, 0))
	}})
	add(k8sRetry+".OnError", libModel{via: "retry.OnError", op: 2, bound: func(_ *builder, _ *ssa.CallCommon, a []ssa.Value) Bound {
		return waitBackoffBound(argAt(a, 0))
	}})

	// k8s.io/apimachinery/pkg/util/wait.
	add(k8sWait+".ExponentialBackoff", libModel{via: "wait.ExponentialBackoff", op: 1, bound: func(_ *builder, _ *ssa.CallCommon, a []ssa.Value) Bound {
		return waitBackoffBound(argAt(a, 0))
	}})
	add(k8sWait+".ExponentialBackoffWithContext", libModel{via: "wait.ExponentialBackoffWithContext", op: 2, bound: func(_ *builder, _ *ssa.CallCommon, a []ssa.Value) Bound {
		return waitBackoffBound(argAt(a, 1))
	}})
	polls := map[string]struct {
		op    int
		bound Bound
	}{
		"PollUntilContextTimeout":          {4, UnknownBound("timeout")},
		"PollUntilContextCancel":           {3, UnknownBound("context")},
		"Poll":                             {2, UnknownBound("timeout")},
		"PollImmediate":                    {2, UnknownBound("timeout")},
		"PollWithContext":                  {3, UnknownBound("timeout")},
		"PollImmediateWithContext":         {3, UnknownBound("timeout")},
		"PollInfinite":                     {1, UnboundedBound("default")},
		"PollImmediateInfinite":            {1, UnboundedBound("default")},
		"PollInfiniteWithContext":          {2, UnknownBound("context")},
		"PollImmediateInfiniteWithContext": {2, UnknownBound("context")},
		"PollUntil":                        {1, UnknownBound("context")},
		"PollImmediateUntil":               {1, UnknownBound("context")},
		"PollUntilWithContext":             {2, UnknownBound("context")},
		"PollImmediateUntilWithContext":    {2, UnknownBound("context")},
		"DelayFunc.Until":                  {3, UnknownBound("context")},
	}
	for name, p := range polls {
		b := p.bound
		add(k8sWait+"."+name, libModel{via: "wait." + name, op: p.op, bound: func(*builder, *ssa.CallCommon, []ssa.Value) Bound { return b }})
	}

	// failsafe-go: failsafe.With(policies...).Get(fn) retries when a
	// retrypolicy is among the policies; older releases had Run/Get(fn, policies...).
	for _, name := range []string{"Run", "Get", "RunWithExecution", "GetWithExecution", "RunAsync", "GetAsync", "RunAsyncWithExecution", "GetAsyncWithExecution"} {
		add(failsafe+".Executor."+name, libModel{via: "failsafe.Executor." + name, op: 0, bound: func(_ *builder, c *ssa.CallCommon, _ []ssa.Value) Bound {
			return failsafeExecutorBound(c.Value, 0)
		}})
	}
	for _, name := range []string{"Run", "Get"} {
		add(failsafe+"."+name, libModel{via: "failsafe." + name, op: 0, bound: func(_ *builder, _ *ssa.CallCommon, a []ssa.Value) Bound {
			return failsafePoliciesBound(variadicArgs(argAt(a, 1)))
		}})
	}
	return models
}

// noOwner is the bound of a call that turns out not to retry at all
// (for example failsafe without a retry policy); such sites are dropped.
var noOwner = KnownBound(1, "none")

// lookupLib returns the model of the function with key pkg.Name.
func lookupLib(pkgPath, rest string) (libModel, bool) {
	m, ok := libModels[canonicalPkg(pkgPath)+"."+rest]
	return m, ok
}

// isLibPackage reports whether path is one of the modelled libraries:
// calls into them are never followed through their facts.
func isLibPackage(path string) bool {
	path = canonicalPkg(path)
	switch path {
	case backoffV4, backoffV5, avastV4, avastV5, sethvargo, rhttp, k8sRetry, failsafe, fsRetry, grpcRetry, restyV2:
		return true
	}
	return false
}

func argAt(a []ssa.Value, i int) ssa.Value {
	if i < len(a) {
		return a[i]
	}
	return nil
}

// backoffV4Bound evaluates a cenkalti/backoff v4 BackOff value.
func backoffV4Bound(v ssa.Value, depth int) Bound {
	if v == nil || depth > 8 {
		return UnknownBound("")
	}
	v = unwrap(v)
	if phi, ok := v.(*ssa.Phi); ok {
		return worstOf(phi.Edges, func(e ssa.Value) Bound { return backoffV4Bound(e, depth+1) })
	}
	c := asCall(v)
	if c == nil {
		if a := localStruct(v); a != nil {
			return backoffV4Literal(a)
		}
		return UnknownBound("")
	}
	fn := calleeOf(&c.Call)
	if fn == nil || fn.Pkg() == nil || canonicalPkg(fn.Pkg().Path()) != backoffV4 {
		return UnknownBound("")
	}
	switch fn.Name() {
	case "WithMaxRetries":
		if n, ok := intConst(argAt(c.Call.Args, 1)); ok {
			return KnownBound(n+1, "option")
		}
		return UnknownBound("option")
	case "WithContext":
		b := backoffV4Bound(argAt(c.Call.Args, 0), depth+1)
		if b.Kind == Unbounded {
			return UnknownBound("context")
		}
		return b
	case "NewExponentialBackOff":
		if val, ok := storedField(c, "MaxElapsedTime"); ok {
			if n, ok := intConst(val); ok && n == 0 {
				return UnboundedBound("field")
			}
		}
		for _, o := range variadicArgs(argAt(c.Call.Args, 0)) {
			if oc, ok := callTo(o, backoffV4+".WithMaxElapsedTime"); ok {
				if n, ok := intConst(argAt(oc.Call.Args, 0)); ok && n == 0 {
					return UnboundedBound("option")
				}
			}
		}
		return UnknownBound("default") // 15 minutes of elapsed time
	case "NewConstantBackOff":
		return UnboundedBound("default")
	}
	return UnknownBound("")
}

// backoffV4Literal evaluates &backoff.ZeroBackOff{} and friends.
func backoffV4Literal(a *ssa.Alloc) Bound {
	t := a.Type()
	switch {
	case namedIn(t, backoffV4, "ZeroBackOff"), namedIn(t, backoffV4, "ConstantBackOff"):
		return UnboundedBound("default")
	case namedIn(t, backoffV4, "StopBackOff"):
		return noOwner
	case namedIn(t, backoffV4, "ExponentialBackOff"):
		if val, ok := storedField(a, "MaxElapsedTime"); ok {
			if n, ok := intConst(val); ok && n != 0 {
				return UnknownBound("field")
			}
		}
		return UnboundedBound("field") // a zero MaxElapsedTime never stops
	}
	return UnknownBound("")
}

// avastBound evaluates the options of avast/retry-go.
// Options apply in order, so the last one that sets the attempts wins.
func avastBound(pkg string, opts []ssa.Value) Bound {
	b := KnownBound(10, "default")
	for _, o := range opts {
		if c, ok := callTo(o, pkg+".Attempts"); ok {
			n, ok := intConst(argAt(c.Call.Args, 0))
			switch {
			case !ok:
				b = UnknownBound("option")
			case n == 0:
				b = UnboundedBound("option")
			default:
				b = KnownBound(n, "option")
			}
		}
		if _, ok := callTo(o, pkg+".UntilSucceeded"); ok {
			b = UnboundedBound("option")
		}
	}
	if b.Kind == Unbounded {
		for _, o := range opts {
			if c, ok := callTo(o, pkg+".Context"); ok {
				b = contextBounded(b, argAt(c.Call.Args, 0))
			}
		}
	}
	return b
}

// contextBounded turns an unbounded count into an unknown one when the
// library watches a context that can end: spec's "unbounded" is no cap
// and no deadline. context.Background() and TODO() never end.
func contextBounded(b Bound, ctx ssa.Value) Bound {
	if b.Kind != Unbounded || ctx == nil {
		return b
	}
	if c := asCall(ctx); c != nil {
		if fn := calleeOf(&c.Call); fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "context" && (fn.Name() == "Background" || fn.Name() == "TODO") {
			return b
		}
	}
	return UnknownBound("context")
}

// sethvargoBound evaluates a sethvargo/go-retry Backoff value.
func sethvargoBound(v ssa.Value, depth int) Bound {
	if v == nil || depth > 8 {
		return UnknownBound("")
	}
	v = unwrap(v)
	if phi, ok := v.(*ssa.Phi); ok {
		return worstOf(phi.Edges, func(e ssa.Value) Bound { return sethvargoBound(e, depth+1) })
	}
	c := asCall(v)
	if c == nil {
		return UnknownBound("")
	}
	fn := calleeOf(&c.Call)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != sethvargo {
		return UnknownBound("")
	}
	args := c.Call.Args
	switch fn.Name() {
	case "WithMaxRetries":
		if n, ok := intConst(argAt(args, 0)); ok {
			return KnownBound(n+1, "option")
		}
		return UnknownBound("option")
	case "WithMaxDuration":
		b := sethvargoBound(argAt(args, 1), depth+1)
		if b.Kind == Unbounded {
			return UnknownBound("option")
		}
		return b
	case "WithCappedDuration", "WithJitter", "WithJitterPercent", "WithFullJitter":
		return sethvargoBound(argAt(args, len(args)-1), depth+1)
	case "NewExponential", "NewConstant", "NewFibonacci":
		return UnboundedBound("default")
	}
	return UnknownBound("")
}

// retryableClientBound evaluates the RetryMax of a *retryablehttp.Client.
func retryableClientBound(v ssa.Value, depth int) Bound {
	if v == nil || depth > 8 {
		return UnknownBound("")
	}
	v = unwrap(v)
	if phi, ok := v.(*ssa.Phi); ok {
		return worstOf(phi.Edges, func(e ssa.Value) Bound { return retryableClientBound(e, depth+1) })
	}
	var base ssa.Value
	from := "field"
	if c, ok := callTo(v, rhttp+".NewClient"); ok {
		base, from = c, "default"
	} else if a, ok := v.(*ssa.Alloc); ok && namedIn(a.Type(), rhttp, "Client") {
		base = a
	}
	if base == nil {
		return UnknownBound("")
	}
	val, ok := storedField(base, "RetryMax")
	if !ok {
		if from == "default" {
			return KnownBound(5, "default")
		}
		return noOwner // a literal Client{} has RetryMax 0
	}
	if n, ok := intConst(val); ok {
		return KnownBound(n+1, "field")
	}
	return UnknownBound("field")
}

// waitBackoffBound evaluates a wait.Backoff value: its Steps.
func waitBackoffBound(v ssa.Value) Bound {
	if v == nil {
		return UnknownBound("")
	}
	if g := globalOf(v); g != nil && g.Pkg() != nil && g.Pkg().Path() == k8sRetry {
		switch g.Name() {
		case "DefaultRetry":
			return KnownBound(5, "default")
		case "DefaultBackoff":
			return KnownBound(4, "default")
		}
	}
	if a := localStruct(v); a != nil {
		val, ok := storedField(a, "Steps")
		if !ok {
			return noOwner // Steps 0: the condition is never called
		}
		if n, ok := intConst(val); ok {
			if n <= 0 {
				return noOwner
			}
			return KnownBound(n, "field")
		}
		return UnknownBound("field")
	}
	return UnknownBound("")
}

// failsafeExecutorBound traces an Executor back to failsafe.With.
func failsafeExecutorBound(v ssa.Value, depth int) Bound {
	if v == nil || depth > 8 {
		return noOwner
	}
	c := asCall(v)
	if c == nil {
		// An executor from elsewhere: its policies are not visible.
		return UnknownBound("")
	}
	fn := calleeOf(&c.Call)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != failsafe {
		return UnknownBound("")
	}
	switch {
	case fn.Name() == "With" || fn.Name() == "NewExecutor":
		return failsafePoliciesBound(variadicArgs(argAt(c.Call.Args, 0)))
	case fn.Name() == "Compose" && c.Call.IsInvoke():
		// ex.Compose(inner) adds a policy inside the others.
		if b := failsafePoliciesBound(c.Call.Args[:1]); b != noOwner {
			return b
		}
		return failsafeExecutorBound(c.Call.Value, depth+1)
	case c.Call.IsInvoke() || recvTypeName(fn) == "Executor":
		// ex.WithContext(ctx) and other executor-returning methods.
		return failsafeExecutorBound(c.Call.Value, depth+1)
	}
	return UnknownBound("")
}

// failsafePoliciesBound finds a retry policy among failsafe policies and
// evaluates its builder chain; noOwner when there is none.
func failsafePoliciesBound(policies []ssa.Value) Bound {
	for _, p := range policies {
		p = unwrap(p)
		if !declaredIn(p.Type(), fsRetry) {
			continue
		}
		return failsafeRetryPolicyBound(p, 0)
	}
	return noOwner
}

// declaredIn reports whether t (or *t) is a named type of package pkg.
func declaredIn(t types.Type, pkg string) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == pkg
}

// failsafeRetryPolicyBound walks a builder chain back from Build:
// retrypolicy.NewBuilder[R]().WithMaxRetries(n).WithDelay(d).Build().
// Methods of the embedded failsafe builder interfaces (WithDelay,
// HandleErrors, ...) are passed through; the count set last (the first
// met walking back) wins, and a WithMaxDuration anywhere bounds an
// unlimited count by time.
func failsafeRetryPolicyBound(v ssa.Value, _ int) Bound {
	var count *Bound
	duration := false
	for depth := 0; depth < 32; depth++ {
		c := asCall(v)
		if c == nil {
			break
		}
		fn := calleeOf(&c.Call)
		if fn == nil || fn.Pkg() == nil || (fn.Pkg().Path() != fsRetry && fn.Pkg().Path() != failsafe) {
			break
		}
		args := c.Call.Args
		if !c.Call.IsInvoke() && fn.Pkg().Path() == fsRetry {
			switch fn.Name() {
			case "NewBuilder", "NewWithDefaults", "New":
				if count == nil {
					return KnownBound(3, "default")
				}
				if count.Kind == Unbounded && duration {
					return UnknownBound("option")
				}
				return *count
			}
			break
		}
		switch fn.Name() {
		case "WithMaxRetries", "WithMaxAttempts":
			if count == nil {
				n, ok := intConst(argAt(args, 0))
				var b Bound
				switch {
				case !ok:
					b = UnknownBound("option")
				case n < 0:
					b = UnboundedBound("option")
				case fn.Name() == "WithMaxRetries":
					b = KnownBound(n+1, "option")
				default:
					b = KnownBound(n, "option")
				}
				count = &b
			}
		case "WithMaxDuration":
			duration = true
		}
		if !c.Call.IsInvoke() {
			break
		}
		v = c.Call.Value
	}
	if count != nil && !(count.Kind == Unbounded && duration) {
		return *count
	}
	return UnknownBound("")
}

// grpcCallOptionBound finds retry.WithMax(n) among the variadic
// grpc.CallOption arguments of an RPC: such a call retries inside.
func grpcCallOptionBound(args []ssa.Value) (Bound, bool) {
	if len(args) == 0 {
		return Bound{}, false
	}
	// Only an RPC takes ...grpc.CallOption; the interceptor's own
	// constructor takes ...retry.CallOption and sends nothing.
	if sl, ok := args[len(args)-1].Type().(*types.Slice); !ok || !namedIn(sl.Elem(), grpcPkg, "CallOption") {
		return Bound{}, false
	}
	return grpcWithMax(args)
}

// grpcWithMax finds retry.WithMax(n) among the variadic options that end
// args (per-call options of an RPC, or the interceptor's own options).
func grpcWithMax(args []ssa.Value) (Bound, bool) {
	if len(args) == 0 {
		return Bound{}, false
	}
	for _, o := range variadicArgs(args[len(args)-1]) {
		c := asCall(o)
		if c == nil {
			continue
		}
		fn := calleeOf(&c.Call)
		if fn == nil || fn.Pkg() == nil || canonicalPkg(fn.Pkg().Path()) != grpcRetry || fn.Name() != "WithMax" {
			continue
		}
		if n, ok := intConst(argAt(c.Call.Args, 0)); ok {
			if n <= 1 {
				return Bound{}, false
			}
			return KnownBound(n, "option"), true
		}
		return UnknownBound("option"), true
	}
	return Bound{}, false
}

func worstOf(vs []ssa.Value, f func(ssa.Value) Bound) Bound {
	var best Bound
	first := true
	for _, v := range vs {
		b := f(v)
		if first || boundWorse(b, best) {
			best, first = b, false
		}
	}
	if first {
		return UnknownBound("")
	}
	return best
}

func boundWorse(a, b Bound) bool {
	ak, an := a.rank()
	bk, bn := b.rank()
	return ak > bk || ak == bk && an > bn
}
