package callgraph

import (
	"go/constant"
	"go/token"
	"go/types"
	"regexp"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// Non-idempotent writes, for the writeretry check.
//
// A write is an HTTP request whose method is POST, PATCH, CONNECT or not
// a constant; SQL that inserts (without an upsert clause) or updates a
// column relative to its old value (SET n = n + 1), or calls nextval;
// a message publish (Kafka, NATS, SQS, SNS, Pub/Sub); or a call marked
// //retrylint:write. A write is covered, and so not a write for the
// check, when the request carries an Idempotency-Key (or
// X-Idempotency-Key) header whose value is not made in the same function
// (a key made there is made anew on every attempt), when an AWS input
// sets an idempotency token, or when //retrylint:idempotent marks the
// function or the call. PUT, DELETE, GET, HEAD, OPTIONS and TRACE are
// idempotent and never writes.

// Write describes a non-idempotent write.
type Write struct {
	call        ssa.Instruction // the call, while the write is being classified (not in facts: unexported)
	methodParam bool            // the method is a parameter: callers decide (not in facts)
	What        string          // "POST", "INSERT", "an UPDATE relative to the old value", "a publish", "a request whose method is not a constant", ...
	Via         string          // the API: "http.Post", "sql.DB.ExecContext"
	Func        string          // the function that performs it
	Pos         string          // "file:line" of the call
	FreshKey    string          // an idempotency key is set, but made by this call in Func on every attempt
	// PolicyGap is the "file:line" of a return of the client's retry
	// policy that retries without looking at the method.
	PolicyGap string
}

// IsZero reports whether w describes no write.
func (w Write) IsZero() bool { return w.What == "" }

// Kind returns "http", "sql" or "publish" (or "write" for declared writes).
func (w Write) Kind() string {
	switch {
	case strings.HasPrefix(w.Via, "http.") || strings.HasPrefix(w.Via, "retryablehttp."):
		return "http"
	case w.What == "a publish":
		return "publish"
	case strings.Contains(w.What, "INSERT") || strings.Contains(w.What, "UPDATE") || strings.Contains(w.What, "nextval"):
		return "sql"
	}
	return "write"
}

func (w Write) String() string {
	s := w.What + " via " + w.Via + " in " + w.Func
	if w.FreshKey != "" {
		s += ", key from " + w.FreshKey + " per attempt"
	}
	return s
}

var idempotencyHeaders = map[string]bool{"idempotency-key": true, "x-idempotency-key": true}

// httpMethodWrite classifies an HTTP method value.
func httpMethodWrite(v ssa.Value) (string, bool) {
	c, ok := unwrap(v).(*ssa.Const)
	if !ok || c.Value == nil || c.Value.Kind() != constant.String {
		return "a request whose method is not a constant", true
	}
	switch m := strings.ToUpper(constant.StringVal(c.Value)); m {
	case "POST", "PATCH", "CONNECT":
		return m, true
	case "GET", "HEAD", "PUT", "DELETE", "OPTIONS", "TRACE", "":
		return "", false
	default:
		return m, true // an extension method: not known to be idempotent
	}
}

var (
	sqlComment  = regexp.MustCompile(`(?s)--[^\n]*|/\*.*?\*/`)
	sqlRelative = regexp.MustCompile(`(?i)\bSET\b.*?\b(\w+)\s*=\s*(\w+)\s*[-+*/|]`)
	sqlUpsert   = regexp.MustCompile(`(?i)\bON\s+CONFLICT\b|\bON\s+DUPLICATE\s+KEY\b`)
)

// sqlWrite classifies SQL text; known reports whether the text is known.
func sqlWrite(v ssa.Value) (what string, write bool) {
	c, ok := unwrap(v).(*ssa.Const)
	if !ok || c.Value == nil || c.Value.Kind() != constant.String {
		return "", false // not known: no guess (most SQL is not written this way)
	}
	q := strings.TrimSpace(sqlComment.ReplaceAllString(constant.StringVal(c.Value), " "))
	upper := strings.ToUpper(q)
	first := upper
	if i := strings.IndexAny(first, " \t\n("); i >= 0 {
		first = first[:i]
	}
	if strings.Contains(upper, "NEXTVAL(") {
		return "a nextval", true
	}
	switch first {
	case "INSERT":
		if sqlUpsert.MatchString(q) {
			return "", false
		}
		return "INSERT", true
	case "WITH":
		if strings.Contains(upper, "INSERT ") && !sqlUpsert.MatchString(q) {
			return "INSERT", true
		}
		if strings.Contains(upper, "UPDATE ") {
			if m := sqlRelative.FindStringSubmatch(q); m != nil && strings.EqualFold(m[1], m[2]) {
				return "an UPDATE relative to the old value", true
			}
		}
	case "UPDATE":
		if m := sqlRelative.FindStringSubmatch(q); m != nil && strings.EqualFold(m[1], m[2]) {
			return "an UPDATE relative to the old value", true
		}
	}
	return "", false
}

// sqlQueryArg returns the index (receiver excluded) of the SQL text of a
// database call, or -1.
func sqlQueryArg(fn *types.Func) int {
	pkg := fn.Pkg().Path()
	recv := recvTypeName(fn)
	name := fn.Name()
	switch pkg {
	case "database/sql":
		if recv != "DB" && recv != "Tx" && recv != "Conn" {
			return -1
		}
	case "github.com/jmoiron/sqlx":
		switch {
		case recv == "":
			// Package functions take the executor first.
			switch name {
			case "NamedExec", "MustExec", "Get", "Select":
				if name == "Get" || name == "Select" {
					return 2
				}
				return 1
			case "NamedExecContext", "MustExecContext":
				return 2
			case "GetContext", "SelectContext":
				return 3
			}
			return -1
		case recv != "DB" && recv != "Tx" && recv != "Conn":
			return -1
		}
		switch name {
		case "Get", "Select":
			return 1
		case "GetContext", "SelectContext":
			return 2
		}
	case "github.com/jackc/pgx/v5", "github.com/jackc/pgx/v4", "github.com/jackc/pgx/v5/pgxpool", "github.com/jackc/pgx/v4/pgxpool":
		switch name {
		case "Exec", "Query", "QueryRow":
			return 1
		}
		return -1
	default:
		return -1
	}
	switch name {
	case "Exec", "Query", "QueryRow", "MustExec", "NamedExec", "Queryx", "QueryRowx":
		return 0
	case "ExecContext", "QueryContext", "QueryRowContext", "MustExecContext", "NamedExecContext", "QueryxContext", "QueryRowxContext":
		return 1
	}
	return -1
}

// publishes are the message publish APIs, by funcKey.
var publishes = map[string]bool{
	"github.com/segmentio/kafka-go.Writer.WriteMessages":               true,
	"github.com/IBM/sarama.SyncProducer.SendMessage":                   true,
	"github.com/IBM/sarama.SyncProducer.SendMessages":                  true,
	"github.com/Shopify/sarama.SyncProducer.SendMessage":               true,
	"github.com/Shopify/sarama.SyncProducer.SendMessages":              true,
	"github.com/nats-io/nats.go.Conn.Publish":                          true,
	"github.com/nats-io/nats.go.Conn.PublishMsg":                       true,
	"github.com/nats-io/nats.go.JetStreamContext.Publish":              true,
	"github.com/nats-io/nats.go.JetStreamContext.PublishMsg":           true,
	"github.com/nats-io/nats.go.JetStream.Publish":                     true,
	"github.com/nats-io/nats.go.JetStream.PublishMsg":                  true,
	"github.com/nats-io/nats.go/jetstream.JetStream.Publish":           true,
	"github.com/nats-io/nats.go/jetstream.JetStream.PublishMsg":        true,
	"github.com/aws/aws-sdk-go-v2/service/sqs.Client.SendMessage":      true,
	"github.com/aws/aws-sdk-go-v2/service/sqs.Client.SendMessageBatch": true,
	"github.com/aws/aws-sdk-go-v2/service/sns.Client.Publish":          true,
	"github.com/aws/aws-sdk-go-v2/service/sns.Client.PublishBatch":     true,
	"cloud.google.com/go/pubsub.Topic.Publish":                         true,
	"cloud.google.com/go/pubsub/v2.Publisher.Publish":                  true,
}

// awsTokens are the input members that make an AWS call idempotent (or,
// for SQS FIFO queues, deduplicated).
var awsTokens = []string{"ClientToken", "ClientRequestToken", "IdempotencyToken", "MessageDeduplicationId"}

// writeOf classifies a call as a write, or returns the zero Write.
func (b *builder) writeOf(n *node, ci ssa.CallInstruction, fn *types.Func) Write {
	if fn == nil || fn.Pkg() == nil {
		return Write{}
	}
	common := ci.Common()
	args := argsNoRecv(common, fn)
	key := funcKey(fn)
	w := Write{Func: n.name, Pos: b.posString(ci.Pos()), Via: objName(fn), call: ci}
	switch key {
	case "net/http.Post", "net/http.PostForm", "net/http.Client.Post", "net/http.Client.PostForm":
		w.What = "POST"
		return w
	case "net/http.Client.Do", "net/http.Transport.RoundTrip", "net/http.RoundTripper.RoundTrip":
		return b.requestWrite(n, w, argAt(args, 0), "net/http")
	}
	if q := sqlQueryArg(fn); q >= 0 {
		if what, ok := sqlWrite(argAt(args, q)); ok {
			w.What = what
			return w
		}
		return Write{}
	}
	if publishes[key] {
		set, fresh := awsToken(argAt(args, 1))
		if !set {
			set, fresh = natsMsgID(args)
		}
		if set && (fresh == "" || ci.Parent() != n.fn) {
			return Write{} // an idempotency token (or FIFO dedup id) reused across attempts
		}
		w.What = "a publish"
		if set {
			w.FreshKey = fresh
		}
		return w
	}
	return Write{}
}

// requestWrite classifies what a Do sends: the request made by
// http.NewRequest[WithContext] (or retryablehttp's) in this function.
func (b *builder) requestWrite(n *node, w Write, req ssa.Value, pkg string) Write {
	req = unwrap(req)
	c := asCall(req)
	if c == nil {
		return Write{} // a request from elsewhere: its method is not known here
	}
	fn := calleeOf(&c.Call)
	if fn == nil || fn.Pkg() == nil {
		return Write{}
	}
	for i := 0; i < 4 && (fn.Name() == "WithContext" || fn.Name() == "Clone") && recvTypeName(fn) == "Request" && len(c.Call.Args) > 0; i++ {
		// req.WithContext(ctx), req.Clone(ctx): the same method.
		req = unwrap(c.Call.Args[0])
		if c = asCall(req); c == nil {
			return Write{}
		}
		if fn = calleeOf(&c.Call); fn == nil || fn.Pkg() == nil {
			return Write{}
		}
	}
	var method ssa.Value
	switch funcKey(fn) {
	case "net/http.NewRequest", rhttp + ".NewRequest":
		method = argAt(c.Call.Args, 0)
	case "net/http.NewRequestWithContext", rhttp + ".NewRequestWithContext":
		method = argAt(c.Call.Args, 1)
	default:
		return Write{}
	}
	if p, ok := unwrap(method).(*ssa.Parameter); ok && n.fn != nil {
		if idx := paramIndex(n.fn, p); idx > 0 {
			if _, known := guardedMethod(method, w.call); !known {
				// request(ctx, method, path): the callers say the method.
				if n.methodArg == 0 {
					tmpl := w
					tmpl.call = nil
					n.methodArg, n.methodWrite = idx, tmpl
				}
				// Still a write for a retry owner in this very function,
				// which sends whatever method it is given.
				w.What, w.methodParam = "a request whose method is not a constant", true
				return w
			}
		}
	}
	what, ok := httpMethodWrite(method)
	if !ok {
		return Write{}
	}
	if _, isConst := unwrap(method).(*ssa.Const); !isConst {
		if m, known := guardedMethod(method, w.call); known {
			// if method == http.MethodPost || method == http.MethodPatch
			// { plain } else { retried }: the branch says what is sent.
			if m == "" {
				return Write{}
			}
			what = m
		}
	}
	w.What = what
	switch fresh, in, ok := idempotencyKey(req); {
	case ok && (fresh == "" || in != n.fn):
		// A key from outside, or made before the retried function runs:
		// reused across attempts, so the write is covered.
		return Write{}
	case ok:
		w.FreshKey = fresh
	}
	return w
}

// guardedMethod looks at the comparisons of method with constants that
// dominate the call. It returns the method when a branch fixes it, ""
// when the branches rule out POST and PATCH (the call sends no write),
// and known=false when nothing is known.
func guardedMethod(method ssa.Value, call ssa.Instruction) (m string, known bool) {
	if call == nil {
		return "", false
	}
	return guardedBlock(call.Block(), func(x ssa.Value) bool { return sameMethod(x, method) })
}

// guardedBlock is guardedMethod for the entry of block target, with is
// telling which values are the method.
func guardedBlock(target *ssa.BasicBlock, is func(ssa.Value) bool) (m string, known bool) {
	start := target
	notEqual := map[string]bool{}
	for d := target.Idom(); ; d = d.Idom() {
		if d == nil {
			// The top of a closure: go on from where it is made, in the
			// enclosing function (retry.Do(func() { ... }) in a branch).
			mc := makerOf(target.Parent())
			if mc == nil {
				break
			}
			target = mc.Block()
			d = target
		}
		if len(d.Instrs) == 0 || d == target && d != start && !isBranch(d) {
			continue
		}
		iff, ok := d.Instrs[len(d.Instrs)-1].(*ssa.If)
		if !ok {
			continue
		}
		bin, ok := iff.Cond.(*ssa.BinOp)
		if !ok || (bin.Op != token.EQL && bin.Op != token.NEQ) {
			continue
		}
		x, y := bin.X, bin.Y
		if _, ok := x.(*ssa.Const); ok {
			x, y = y, x
		}
		c, ok := y.(*ssa.Const)
		if !ok || c.Value == nil || c.Value.Kind() != constant.String || !is(x) {
			continue
		}
		val := strings.ToUpper(constant.StringVal(c.Value))
		// Which way to the call: the true side or the false side?
		var equal bool
		switch {
		case d.Succs[0].Dominates(target):
			equal = bin.Op == token.EQL
		case d.Succs[1].Dominates(target):
			equal = bin.Op == token.NEQ
		default:
			continue
		}
		if equal {
			if w, ok := httpMethodWrite(c); ok {
				return w, true
			}
			return "", true
		}
		notEqual[val] = true
	}
	if notEqual["POST"] && notEqual["PATCH"] {
		return "", true
	}
	return "", false
}

// makerOf returns the one MakeClosure that creates the closure fn.
func makerOf(fn *ssa.Function) *ssa.MakeClosure {
	if fn == nil || fn.Parent() == nil || fn.Referrers() == nil {
		return nil
	}
	var mc *ssa.MakeClosure
	for _, r := range *fn.Referrers() {
		if m, ok := r.(*ssa.MakeClosure); ok {
			if mc != nil {
				return nil
			}
			mc = m
		}
	}
	return mc
}

func isBranch(b *ssa.BasicBlock) bool {
	_, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If)
	return ok
}

// sameMethod: the same value, or both loads of the same request's Method.
func sameMethod(a, b ssa.Value) bool {
	a, b = unwrap(a), unwrap(b)
	if a == b {
		return true
	}
	fa, fb := loadedField(a), loadedField(b)
	return fa != nil && fa == fb && fa.Name() == "Method"
}

// idempotencyKey looks for req.Header.Set("Idempotency-Key", v) (or Add,
// or the map written directly, or retryablehttp's embedded request). It
// reports whether a key is set, and, when its value is made by a call in
// this function, the name of that call.
func idempotencyKey(req ssa.Value) (fresh string, in *ssa.Function, ok bool) {
	eachFieldAddr(req, func(fa *ssa.FieldAddr, f *types.Var) bool {
		switch f.Name() {
		case "Request": // retryablehttp.Request embeds *http.Request
			for _, rr := range *fa.Referrers() {
				if v, isV := rr.(ssa.Value); isV {
					if fresh, in, ok = idempotencyKey(v); ok {
						return false
					}
				}
			}
		case "Header":
			if fresh, in, ok = headerKey(fa); ok {
				return false
			}
		}
		return true
	})
	return fresh, in, ok
}

// headerKey finds the idempotency header set through &req.Header, and
// the function that sets it.
func headerKey(fa *ssa.FieldAddr) (string, *ssa.Function, bool) {
	for _, r := range *fa.Referrers() {
		load, ok := r.(*ssa.UnOp)
		if !ok {
			continue
		}
		for _, rr := range *load.Referrers() {
			switch x := rr.(type) {
			case *ssa.Call:
				fn := calleeOf(&x.Call)
				if fn == nil || funcKey(fn) != "net/http.Header.Set" && funcKey(fn) != "net/http.Header.Add" || len(x.Call.Args) < 3 {
					continue
				}
				if k, ok := unwrap(x.Call.Args[1]).(*ssa.Const); ok && k.Value != nil && k.Value.Kind() == constant.String &&
					idempotencyHeaders[strings.ToLower(constant.StringVal(k.Value))] {
					return freshValue(x.Call.Args[2]), x.Parent(), true
				}
			case *ssa.MapUpdate:
				if k, ok := unwrap(x.Key).(*ssa.Const); ok && k.Value != nil && k.Value.Kind() == constant.String &&
					idempotencyHeaders[strings.ToLower(constant.StringVal(k.Value))] {
					return freshValue(x.Value), x.Parent(), true
				}
			}
		}
	}
	return "", nil, false
}

// freshValue returns the name of the call that makes v in this function
// from nothing (uuid.NewString(), time.Now(), a newKey() helper), or ""
// when v comes from outside (a parameter, a captured variable, a field)
// and so is reused. A call with arguments (aws.String(id),
// fmt.Sprint(x), id.String()) is followed to what it is given.
func freshValue(v ssa.Value) string {
	for i := 0; i < 12; i++ {
		switch x := unwrap(v).(type) {
		case *ssa.Call:
			args := x.Call.Args
			if x.Call.IsInvoke() {
				args = append([]ssa.Value{x.Call.Value}, args...)
			}
			var next ssa.Value
			for _, a := range args {
				if _, isConst := unwrap(a).(*ssa.Const); !isConst {
					next = a
					break
				}
			}
			if next == nil {
				if fn := calleeOf(&x.Call); fn != nil {
					return objName(fn)
				}
				return "a call"
			}
			if s, ok := unwrap(next).(*ssa.Slice); ok {
				// fmt.Sprint(a...): the first formatted value.
				if el := variadicArgs(s); len(el) > 0 {
					next = el[0]
				}
			}
			v = next
		case *ssa.Extract:
			v = x.Tuple
		case *ssa.Slice:
			v = x.X
		case *ssa.MakeInterface:
			v = x.X
		case *ssa.Alloc:
			// &id: what is stored in the variable.
			if v = singleStore(x); v == nil {
				return ""
			}
		default:
			return ""
		}
	}
	return ""
}

// awsToken reports whether an AWS input struct sets an idempotency token,
// and the call that makes its value when that happens in the same function.
func awsToken(input ssa.Value) (set bool, fresh string) {
	a, ok := unwrap(input).(*ssa.Alloc)
	if !ok {
		return false, ""
	}
	for _, name := range awsTokens {
		if v, ok := storedField(a, name); ok {
			return true, freshValue(v)
		}
	}
	return false, ""
}

// callWrite classifies a call as a write, with the directives on its
// line: //retrylint:write marks it a write, //retrylint:idempotent
// covers it.
func (b *builder) callWrite(n *node, ci ssa.CallInstruction) Write {
	if d := b.directiveAt(ci.Pos(), "write", "idempotent"); d != nil {
		b.res.Attached[d] = true
		if d.Kind == "idempotent" {
			return Write{}
		}
		return Write{What: "a declared write", Via: "retrylint:write", Func: n.name, Pos: b.posString(ci.Pos())}
	}
	w := b.writeOf(n, ci, calleeOf(ci.Common()))
	w.call = nil // only needed while classifying; facts hold no SSA
	return w
}

// directiveAt returns a directive of one of the kinds on the line of pos
// or the line above.
func (b *builder) directiveAt(pos token.Pos, kinds ...string) *Directive {
	tf := b.pass.Fset.File(pos)
	if tf == nil || !pos.IsValid() {
		return nil
	}
	line := tf.Line(pos)
	for _, l := range []int{line, line - 1} {
		if d, ok := b.dirLines[lineKey{tf, l}]; ok {
			for _, k := range kinds {
				if d.Kind == k {
					return d
				}
			}
		}
	}
	return nil
}

// libWrite: a library client that retries a write by itself.
func (b *builder) libWrite(n *node, ci ssa.CallInstruction, m libModel) Write {
	common := ci.Common()
	w := Write{Func: n.name, Pos: b.posString(ci.Pos()), Via: m.via, call: ci}
	var out Write
	switch m.via {
	case "retryablehttp.Post", "retryablehttp.PostForm", "retryablehttp.Client.Post", "retryablehttp.Client.PostForm":
		out = w
		out.What = "POST"
	case "retryablehttp.Client.Do":
		if len(common.Args) > 1 {
			out = b.requestWrite(n, w, common.Args[1], rhttp)
		}
	}
	out.call = nil // facts hold no SSA
	if out.FreshKey != "" {
		// The library's own retries resend the same request, key and all.
		return Write{}
	}
	if !out.IsZero() && strings.HasPrefix(m.via, "retryablehttp.Client.") && len(common.Args) > 0 {
		switch covered, gap := b.checkRetryGap(common.Args[0]); {
		case covered:
			return Write{} // the client's CheckRetry refuses the write on every path
		case gap != "":
			out.PolicyGap = gap
		}
	}
	return out
}

// solveWrites propagates the first write each node reaches, to a fixed
// point: a node's write is set once and never changed, and each round
// sets at least one more or stops; refs are visited in a fixed order, so
// the result does not depend on map order.
func (b *builder) solveWrites() {
	for _, n := range b.nodes {
		if n.fn == nil {
			continue
		}
		if obj, ok := n.fn.Object().(*types.Func); ok {
			switch b.writeDirs[obj] {
			case "idempotent":
				n.idempotent = true
			case "write":
				n.write = Write{What: "a declared write", Via: "retrylint:write", Func: n.name, Pos: b.posString(n.fn.Pos())}
			}
		}
	}
	for round := 0; round <= len(b.nodes); round++ {
		changed := false
		for _, n := range b.nodes {
			if !n.write.IsZero() || n.idempotent {
				continue
			}
			// A function that sends the method it is given is a write
			// for its callers only when they pass one (methodArg); its own
			// retry owners see the write through their ops.
			refs := n.refs
			if n.site != nil {
				refs = n.ops
				if !n.site.selfWrite.IsZero() {
					n.write, changed = n.site.selfWrite, true
					continue
				}
			}
			for _, r := range refs {
				if r.opOf != nil && n.site == nil || r.write.methodParam && n.site == nil {
					continue
				}
				if w, p := b.writeCandidate(r); !w.IsZero() {
					n.write, n.writePath, changed = w, p, true
					break
				}
			}
		}
		if !changed {
			break
		}
	}
}

// writeCandidate is the write that following r reaches.
func (b *builder) writeCandidate(r *ref) (Write, []Hop) {
	switch {
	case !r.write.IsZero():
		return r.write, nil
	case r.local != nil && r.local.site != nil:
		return r.local.write, r.local.writePath
	case r.local != nil && !r.local.write.IsZero():
		return r.local.write, prependHop(Hop{Name: r.local.name, Pos: b.posString(r.pos)}, r.local.writePath)
	case r.fact != nil && !r.fact.Write.IsZero():
		return r.fact.Write, prependHop(Hop{Name: r.name, Pos: b.posString(r.pos)}, r.fact.WritePath)
	}
	return Write{}, nil
}

// checkRetryGap looks at the CheckRetry policy set on a retryablehttp
// client in this function. It returns covered=true when the policy
// refuses POST and PATCH on every path that can retry, and otherwise the
// position of a return that can retry before the method is checked
// (typically the err != nil path, where resp is nil and so is
// resp.Request.Method).
func (b *builder) checkRetryGap(client ssa.Value) (covered bool, gap string) {
	var policy *ssa.Function
	for _, alias := range aliases(unwrap(client)) {
		if v, ok := storedField(alias, "CheckRetry"); ok {
			switch f := unwrap(v).(type) {
			case *ssa.Function:
				policy = f
			case *ssa.MakeClosure:
				policy, _ = f.Fn.(*ssa.Function)
			}
		}
	}
	if policy == nil || len(policy.Blocks) == 0 {
		return false, ""
	}
	// Any string compared with "POST" and "PATCH" is a method check: the
	// policy may take the method from the response, a captured variable
	// or its context.
	isMethod := func(x ssa.Value) bool {
		b, ok := x.Type().Underlying().(*types.Basic)
		return ok && b.Info()&types.IsString != 0
	}
	for _, blk := range policy.Blocks {
		ret, ok := blk.Instrs[len(blk.Instrs)-1].(*ssa.Return)
		if !ok || len(ret.Results) == 0 {
			continue
		}
		if c, ok := ret.Results[0].(*ssa.Const); ok && c.Value != nil && c.Value.Kind() == constant.Bool && !constant.BoolVal(c.Value) {
			continue // never retries here
		}
		if m, known := guardedBlock(blk, isMethod); known && m == "" {
			continue // POST and PATCH were ruled out on the way here
		}
		return false, b.posString(ret.Pos())
	}
	return true, ""
}

// methodArgOf returns what r's callee says about a method parameter that
// decides whether the request it sends is a write.
func methodArgOf(r *ref) (int, Write) {
	switch {
	case r.local != nil && r.local.fn != nil:
		return r.local.methodArg, r.local.methodWrite
	case r.fact != nil:
		return r.fact.MethodArg, r.fact.MethodWrite
	}
	return 0, Write{}
}

// findMethodArgCalls resolves helpers that send a request with the
// method they are given: request(ctx, "POST", path) is a write of POST,
// request(ctx, "GET", path) none. A wrapper that passes its own method
// parameter on becomes such a helper itself (to a fixed point: each round
// only sets more).
func (b *builder) findMethodArgCalls(fns []*node) {
	argOf := func(r *ref, idx int) ssa.Value { return argAt(r.callArgs(), idx-1) }
	for round := 0; round <= len(fns); round++ {
		changed := false
		for _, n := range fns {
			if n.methodArg != 0 {
				continue
			}
			for _, r := range n.refs {
				idx, tmpl := methodArgOf(r)
				if !r.call || idx == 0 {
					continue
				}
				if p, ok := unwrap(argOf(r, idx)).(*ssa.Parameter); ok {
					if pi := paramIndex(n.fn, p); pi > 0 {
						n.methodArg, n.methodWrite, changed = pi, tmpl, true
						break
					}
				}
			}
		}
		if !changed {
			break
		}
	}
	for _, n := range fns {
		for _, r := range append([]*ref(nil), n.refs...) {
			idx, tmpl := methodArgOf(r)
			if !r.call || idx == 0 {
				continue
			}
			arg := argOf(r, idx)
			if arg == nil {
				continue
			}
			if p, ok := unwrap(arg).(*ssa.Parameter); ok && paramIndex(n.fn, p) == n.methodArg {
				continue // passed on: the callers decide
			}
			what, isWrite := httpMethodWrite(arg)
			if !isWrite {
				continue
			}
			w := tmpl
			w.What = what
			n.refs = append(n.refs, &ref{block: r.block, instr: r.instr, pos: r.pos, call: true, name: r.name, write: w, io: true, calleeObj: r.calleeObj})
		}
	}
}

// natsMsgID finds nats.MsgId(id) among a JetStream publish's options:
// JetStream deduplicates messages with the same id.
func natsMsgID(args []ssa.Value) (set bool, fresh string) {
	if len(args) == 0 {
		return false, ""
	}
	for _, o := range variadicArgs(args[len(args)-1]) {
		c := asCall(o)
		if c == nil {
			continue
		}
		if fn := calleeOf(&c.Call); fn != nil && fn.Pkg() != nil && strings.HasPrefix(fn.Pkg().Path(), "github.com/nats-io/nats.go") && fn.Name() == "MsgId" {
			return true, freshValue(argAt(c.Call.Args, 0))
		}
	}
	return false, ""
}

// stdClientWrite: the *http.Client of a retryablehttp client retries what
// it sends, POSTs included.
func (b *builder) stdClientWrite(n *node, ci ssa.CallInstruction, obj *types.Func) Write {
	w := b.writeOf(n, ci, obj)
	w.call = nil
	if w.IsZero() || w.FreshKey != "" {
		return Write{} // a key on the request is resent with every retry
	}
	w.Via = "retryablehttp.Client.StandardClient"
	return w
}
