package callgraph

import (
	"go/constant"
	"go/token"
	"go/types"
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode"

	"golang.org/x/tools/go/ssa"

	"github.com/retrylint/retrylint/callgraph/internal/catalog"
	"github.com/retrylint/retrylint/callgraph/internal/graph"
	"github.com/retrylint/retrylint/callgraph/internal/names"
	"github.com/retrylint/retrylint/callgraph/internal/ssax"
)

// The writes domain: non-idempotent writes (the catalog's write rows,
// //retrylint:write) and the evidence that makes them safe to retry, and
// the first write each node reaches.
//
// A write is covered, and so not a write for the check, when the request
// carries an Idempotency-Key (or X-Idempotency-Key) header whose value is
// not made in the same function (a key made there is made anew on every
// attempt), when an AWS input sets an idempotency token or a JetStream
// publish a message id, when a comparison of the method with constants
// sends POST and PATCH down another branch, or when
// //retrylint:idempotent marks the function or the call.

func newWrites(p *pipeline) *writes {
	return &writes{p: p, calls: map[int]Write{}, roles: newRoles()}
}

type writes struct {
	p     *pipeline
	calls map[int]Write // by ref ID: the call is the write
	write map[*graph.Node]Write
	path  map[*graph.Node][]Hop
	// roles: helpers that send a request whose method (or whole request)
	// their callers decide (requests.go).
	roles *requestRoles
	// callers: the static calls of each function of the package, made
	// once, for methods passed through a request builder (methodWrite).
	callers map[*ssa.Function][]*ssa.CallCommon
	// ctxMethods: the key types the package stores a request's method
	// under in a context (methodflow.go); nil until asked.
	ctxMethods []types.Type
}

// direct classifies every call of the package; each write becomes a ref
// of its own (a write goes to a remote service: it counts as remote I/O
// for the retry-loop rule too). Then helpers that send the method they
// are given: request(ctx, "POST", path) is a write of POST,
// request(ctx, "GET", path) none.
func (w *writes) direct() {
	funcs := w.p.g.Funcs
	w.findMakers(funcs)
	for _, n := range funcs {
		w.p.visit(n.Fn)
		for _, blk := range n.Fn.Blocks {
			for _, instr := range blk.Instrs {
				ci, ok := instr.(ssa.CallInstruction)
				if !ok {
					continue
				}
				if wr := w.callWrite(n, ci); !wr.IsZero() {
					w.addWrite(n, graph.Ref{Block: blk, Instr: ci, Pos: ci.Pos(), Call: true, Name: wr.Via}, wr)
				}
			}
		}
	}
	w.decideRoles(funcs)
}

// isWrite reports whether r is a call that is a write by itself.
func (w *writes) isWrite(r *graph.Ref) bool { _, ok := w.calls[r.ID]; return ok }

func (w *writes) addWrite(n *graph.Node, r graph.Ref, wr Write) {
	ref := w.p.g.AddRef(n, r)
	w.calls[ref.ID] = wr
	w.p.eff.markIO(ref)
}

// callWrite classifies a call as a write, with the directives on its
// line: //retrylint:write marks it a write, //retrylint:idempotent
// covers it.
func (w *writes) callWrite(n *graph.Node, ci ssa.CallInstruction) Write {
	if d := w.p.res.dirs.at(w.p.pass.Fset, ci.Pos(), WriteDir, Idempotent); d != nil {
		if d.Kind == Idempotent {
			return Write{}
		}
		return Write{Kind: DeclaredWrite, What: "a declared write", Via: "retrylint:write", Func: n.Name, Pos: w.p.posString(ci.Pos())}
	}
	return w.writeOf(n, ci)
}

// writeOf classifies a call by the catalog's write rows.
func (w *writes) writeOf(n *graph.Node, ci ssa.CallInstruction) Write {
	common := ci.Common()
	fn := ssax.Callee(common)
	var row *catalog.Write
	var display string
	switch {
	case fn != nil && fn.Pkg() != nil:
		row, display = catalog.WriteOf(names.Key(fn)), names.Display(fn)
	case fn == nil:
		// a function value of a named type: es.Index(...) (esapi.Index)
		if named := ssax.FuncType(common); named != nil {
			row, display = catalog.WriteOf(names.TypeKey(named)), names.TypeDisplay(named)
		}
	}
	if row == nil {
		return Write{}
	}
	args := ssax.Args(common)
	wr := Write{Func: n.Name, Pos: w.p.posString(ci.Pos()), Via: display}
	switch row.Kind {
	case catalog.HTTPWrite:
		wr.Kind = HTTPWrite
		switch {
		case row.Method != "":
			if hasDocumentID(common, row) {
				return Write{}
			}
			wr.What = row.Method
			if row.What != "" {
				wr.What = row.What
			}
		case row.Request != 0:
			return w.requestWrite(n, ci, wr, ssax.Arg(args, row.Request.Index()))
		case row.MethodArg != 0:
			what, ok := w.methodWrite(ssax.Arg(args, row.MethodArg.Index()))
			if !ok {
				return Write{}
			}
			wr.What = what
		case row.UnknownMethod:
			wr.What = "a request whose method is not known here"
			if row.What != "" {
				wr.What = row.What
			}
		}
		if row.KeyField != "" {
			in := argOf(common, row.Params)
			if in == nil || !pointerToSuffix(in.Type(), row.ParamsType) {
				return Write{}
			}
			if set, fresh := paramsKey(in, row.KeyField, row.KeySetter); set {
				if fresh == "" {
					return Write{} // a key made before the first attempt
				}
				wr.FreshKey = fresh
			}
		}
		if row.Chain != 0 {
			if k, ok := headerInChain(argOf(common, row.Chain)); ok {
				if k.fresh == "" || k.in != n.Fn {
					return Write{}
				}
				wr.FreshKey, wr.freshAt = k.fresh, k.maker
			}
		}
		return wr
	case catalog.SQLWrite:
		kind, what, ok := sqlWrite(ssax.Arg(args, row.Query.Index()))
		if !ok {
			return Write{}
		}
		wr.Kind, wr.What = kind, what
		return wr
	case catalog.UpdateExprWrite:
		what, ok := relativeUpdate(ssax.Arg(args, row.Token.Index()), row.UpdateExpr, row.Condition)
		if !ok {
			return Write{}
		}
		wr.Kind, wr.What = SQLRelative, what
		return wr
	case catalog.CommandWrite:
		if row.EntryField != "" && !autoID(ssax.Arg(args, row.EntryArg.Index()), row.EntryField, row.AutoIDs) {
			return Write{} // an explicit id: a retry is refused, not added twice
		}
		if row.Script != 0 {
			if s, ok := ssax.StringConst(ssax.Arg(args, row.Script.Index())); ok && !catalog.ScriptWrites(s) {
				return Write{} // a script that only reads
			}
		}
		wr.Kind, wr.What = CommandWrite, row.What
		recv := ssax.Recv(common)
		if st := w.p.vals.of(recv); st.via != "" {
			wr.Via = st.via + "." + fn.Name() // redis.Client.Incr, not the embedded redis.cmdable.Incr
		} else if t := names.Named(clientType(recv)); recv != nil && t != nil && t.Obj().Pkg() == fn.Pkg() {
			wr.Via = names.TypeDisplay(t) + "." + fn.Name() // a client of unknown origin
		}
		if row.Publishes {
			wr.Kind = Publish
		}
		return wr
	case catalog.PublishWrite:
		set, fresh := false, ""
		if row.Token != 0 {
			set, fresh = awsToken(ssax.Arg(args, row.Token.Index()))
		}
		if !set && row.MsgID {
			set, fresh = natsMsgID(args)
		}
		if set && (fresh == "" || ci.Parent() != n.Fn) {
			return Write{} // an idempotency token (or dedup id) reused across attempts
		}
		wr.Kind, wr.What = Publish, "a publish"
		if set {
			wr.FreshKey = fresh
		}
		return wr
	}
	return Write{}
}

// readPath reports whether the path a request is built with names a
// read (catalog.ReadVerbs): every path-like constant among the
// constructor's arguments (also inside a concatenation, a format or a
// placeholder replacement) ends in a read verb, and there is one.
func readPath(c *ssa.CallCommon) bool {
	var parts []string
	for _, a := range ssax.Args(c) {
		parts = constParts(a, parts, 0)
	}
	found := false
	for _, p := range parts {
		if !strings.Contains(p, "/") && !strings.HasPrefix(p, ":") || strings.HasSuffix(p, "/") {
			continue // no path, or a prefix the rest is appended to ("/v1/query/" + id)
		}
		if !isReadVerb(lastSegment(p)) {
			return false
		}
		found = true
	}
	return found
}

// constParts appends the string constants v is built from.
func constParts(v ssa.Value, out []string, depth int) []string {
	if depth > 4 || v == nil {
		return out
	}
	v = ssax.Unwrap(v)
	switch x := v.(type) {
	case *ssa.Const:
		if s, ok := ssax.StringConst(x); ok {
			out = append(out, s)
		}
	case *ssa.BinOp:
		if x.Op == token.ADD {
			out = constParts(x.X, out, depth+1)
			out = constParts(x.Y, out, depth+1)
		}
	case *ssa.Phi:
		for _, e := range x.Edges {
			out = constParts(e, out, depth+1)
		}
	case *ssa.Call:
		if fn := ssax.Callee(&x.Call); fn != nil && catalog.PathBuilder(names.Key(fn)) && len(x.Call.Args) > 0 {
			out = constParts(x.Call.Args[0], out, depth+1)
		}
	}
	return out
}

// lastSegment is the last segment of a path or its custom verb
// (/v1/items:batchGet), without a query or a trailing slash.
func lastSegment(p string) string {
	if i := strings.IndexAny(p, "?#"); i >= 0 {
		p = p[:i]
	}
	p = strings.TrimRight(p, "/")
	if i := strings.LastIndex(p, "/"); i >= 0 {
		p = p[i+1:]
	}
	if i := strings.LastIndex(p, ":"); i >= 0 {
		p = p[i+1:]
	}
	return p
}

// isReadVerb reports whether a path segment's first word is a read verb
// (list-objects, list_users, listObjects, _search, batchGet).
func isReadVerb(seg string) bool {
	words := segmentWords(strings.TrimLeft(seg, "_"))
	if len(words) > 1 && words[0] == "batch" {
		words = words[1:]
	}
	return len(words) > 0 && slices.Contains(catalog.ReadVerbs, words[0])
}

// segmentWords splits a segment at '-', '_' and lower-to-upper case
// changes, lower-cased.
func segmentWords(seg string) []string {
	var words []string
	start := 0
	for i, r := range seg {
		switch {
		case r == '-' || r == '_':
			if i > start {
				words = append(words, strings.ToLower(seg[start:i]))
			}
			start = i + 1
		case unicode.IsUpper(r) && i > start && unicode.IsLower(rune(seg[i-1])):
			words = append(words, strings.ToLower(seg[start:i]))
			start = i
		}
	}
	if start < len(seg) {
		words = append(words, strings.ToLower(seg[start:]))
	}
	return words
}

// methodWrite classifies an HTTP method value: a constant; or a field of
// the package's own request struct (request{method: m}) or a parameter of
// its request builder (r.request(host, http.MethodGet, ...)), by the
// constants stored or passed there: a write when one of them is.
func (w *writes) methodWrite(v ssa.Value) (string, bool) {
	if _, ok := ssax.StringConst(v); ok {
		return httpMethodWrite(v)
	}
	consts, ok := w.methodConsts(v, 0)
	if !ok || len(consts) == 0 {
		return httpMethodWrite(v)
	}
	for _, c := range consts {
		if what, isWrite := httpMethodWrite(c); isWrite {
			return what, true
		}
	}
	return "", false
}

// methodConsts returns the constants v can hold, through fields of the
// package's structs and parameters of its functions; ok is false when
// one of its values is not such a constant.
func (w *writes) methodConsts(v ssa.Value, depth int) ([]ssa.Value, bool) {
	v = ssax.Unwrap(v)
	if _, ok := ssax.StringConst(v); ok {
		return []ssa.Value{v}, true
	}
	if depth > 3 {
		return nil, false
	}
	if f := ssax.LoadedField(v); f != nil && f.Pkg() == w.p.pass.Pkg {
		stores := w.p.g.StoresTo(f)
		if len(stores) == 0 {
			return nil, false
		}
		var out []ssa.Value
		for _, st := range stores {
			if w.p.g.InTestFile(st.Pos()) {
				continue
			}
			cs, ok := w.methodConsts(st.Val, depth+1)
			if !ok {
				return nil, false
			}
			out = append(out, cs...)
		}
		return out, len(out) > 0
	}
	if prm, ok := v.(*ssa.Parameter); ok {
		fn := prm.Parent()
		idx := -1
		for i, x := range fn.Params {
			if x == prm {
				idx = i
			}
		}
		if obj, ok := fn.Object().(*types.Func); !ok || obj.Exported() || fn.Pkg == nil || fn.Pkg.Pkg != w.p.pass.Pkg {
			return nil, false // callers elsewhere may pass anything
		}
		calls := w.callersOf(fn)
		if idx < 0 || len(calls) == 0 {
			return nil, false
		}
		var out []ssa.Value
		for _, c := range calls {
			args := c.Args
			if idx >= len(args) {
				return nil, false
			}
			cs, ok := w.methodConsts(args[idx], depth+1)
			if !ok {
				return nil, false
			}
			out = append(out, cs...)
		}
		return out, true
	}
	return nil, false
}

// callersOf returns the static calls of fn in the package.
func (w *writes) callersOf(fn *ssa.Function) []*ssa.CallCommon {
	if w.callers == nil {
		w.callers = map[*ssa.Function][]*ssa.CallCommon{}
		for _, f := range w.p.funcs {
			for _, b := range f.Blocks {
				for _, instr := range b.Instrs {
					if ci, ok := instr.(ssa.CallInstruction); ok {
						if callee := ci.Common().StaticCallee(); callee != nil {
							w.callers[callee] = append(w.callers[callee], ci.Common())
						}
					}
				}
			}
		}
	}
	return w.callers[fn]
}

// httpMethodWrite classifies an HTTP method value.
func httpMethodWrite(v ssa.Value) (string, bool) {
	s, ok := ssax.StringConst(v)
	if !ok {
		return "a request whose method is not a constant", true
	}
	switch m := strings.ToUpper(s); m {
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

// sqlWrite classifies constant SQL text; SQL that is not a constant is
// not judged (no guess: most SQL is not written this way).
func sqlWrite(v ssa.Value) (WriteKind, string, bool) {
	text, ok := ssax.StringConst(v)
	if !ok {
		return 0, "", false
	}
	q := strings.TrimSpace(sqlComment.ReplaceAllString(text, " "))
	upper := strings.ToUpper(q)
	first := upper
	if i := strings.IndexAny(first, " \t\n("); i >= 0 {
		first = first[:i]
	}
	relative := func() bool {
		m := sqlRelative.FindStringSubmatch(q)
		return m != nil && strings.EqualFold(m[1], m[2])
	}
	if strings.Contains(upper, "NEXTVAL(") {
		return SQLRelative, "a nextval", true
	}
	switch first {
	case "INSERT":
		if !sqlUpsert.MatchString(q) {
			return SQLInsert, "INSERT", true
		}
	case "WITH":
		if strings.Contains(upper, "INSERT ") && !sqlUpsert.MatchString(q) {
			return SQLInsert, "INSERT", true
		}
		if strings.Contains(upper, "UPDATE ") && relative() {
			return SQLRelative, "an UPDATE relative to the old value", true
		}
	case "UPDATE":
		if relative() {
			return SQLRelative, "an UPDATE relative to the old value", true
		}
	}
	return 0, "", false
}

// requestWrite classifies what a Do sends: the request made by
// http.NewRequest[WithContext] (or retryablehttp's) in this function.
func (w *writes) requestWrite(n *graph.Node, ci ssa.CallInstruction, wr Write, req ssa.Value) Write {
	req = sameRequestOf(req)
	c := ssax.AsCall(req)
	if c == nil {
		// A request from elsewhere: the caller's, when it is a parameter
		// (Do(req) that retries whatever it is given); otherwise not known.
		return w.roles.request(w.p, n, ci, wr, req)
	}
	fn := ssax.Callee(&c.Call)
	if fn == nil {
		return Write{}
	}
	var method ssa.Value
	if arg := catalog.RequestMethodArg(names.Key(fn)); arg != 0 {
		method = ssax.Arg(c.Call.Args, arg.Index())
		if bodyKeyed(ssax.Arg(c.Call.Args, arg.Index()+2)) {
			return Write{} // the body carries an idempotency key made outside the attempt
		}
	} else if i := w.makesOf(fn); i > 0 {
		method = ssax.Arg(ssax.Args(&c.Call), i-1) // req, _ := c.NewRequest(ctx, http.MethodPost, path, body)
		if w.keyedBy(fn) {
			return Write{} // the helper sets an idempotency key on the request it builds
		}
	} else {
		return Write{}
	}
	if d, ok := w.roles.method(w.p, n, ci, wr, method); ok {
		return d
	}
	what, ok := w.methodWrite(method)
	if !ok || what == "POST" && readPath(&c.Call) {
		return Write{}
	}
	if arg := catalog.RequestMethodArg(names.Key(fn)); what == "POST" && arg != 0 && readForm(ssax.Arg(c.Call.Args, arg.Index()+2)) {
		return Write{} // a token grant: the answer is a token
	}
	if _, isConst := ssax.Unwrap(method).(*ssa.Const); !isConst {
		if m, known := guardedMethod(method, ci); known {
			// if method == http.MethodPost || method == http.MethodPatch
			// { plain } else { retried }: the branch says what is sent.
			if m == "" {
				return Write{}
			}
			what = m
		}
	}
	wr.What = what
	switch k, ok := idempotencyKey(req); {
	case ok && (k.fresh == "" || k.in != n.Fn):
		// A key from outside, or made before the retried function runs:
		// reused across attempts, so the write is covered.
		return Write{}
	case ok:
		wr.FreshKey, wr.freshAt = k.fresh, k.maker
	}
	return wr
}

// bodyEncoding returns the call whose result a request body reads
// (json.Marshal(input) in bytes.NewReader(json.Marshal(input)), v.Encode()
// in strings.NewReader(v.Encode())) when it has an argument, and the key
// of its callee; or nil.
func bodyEncoding(body ssa.Value) (*ssa.Call, string) {
	c := ssax.AsCall(ssax.Unwrap(body))
	if c == nil || len(c.Call.Args) == 0 {
		return nil, ""
	}
	if fn := ssax.Callee(&c.Call); fn == nil || !catalog.BodyReaders[names.Key(fn)] {
		return nil, ""
	}
	enc := ssax.AsCall(ssax.Unwrap(c.Call.Args[0]))
	if enc == nil || len(enc.Call.Args) == 0 {
		return nil, ""
	}
	fn := ssax.Callee(&enc.Call)
	if fn == nil {
		return nil, ""
	}
	return enc, names.Key(fn)
}

// readForm reports whether a request body is a form that sets a field of
// catalog.ReadForms: strings.NewReader(v.Encode()) with
// v.Set("grant_type", ...) on some path, or a url.Values literal with
// that key.
func readForm(body ssa.Value) bool {
	enc, key := bodyEncoding(body)
	if enc == nil || key != catalog.FormEncoder {
		return false
	}
	form := ssax.Unwrap(enc.Call.Args[0])
	refs := form.Referrers()
	if refs == nil {
		return false
	}
	isReadKey := func(k ssa.Value) bool {
		s, ok := ssax.StringConst(ssax.Unwrap(k))
		return ok && slices.Contains(catalog.ReadForms, s)
	}
	for _, r := range *refs {
		switch x := r.(type) {
		case *ssa.MapUpdate:
			if x.Map == form && isReadKey(x.Key) {
				return true
			}
		case ssa.CallInstruction:
			args := x.Common().Args
			if fn := ssax.Callee(x.Common()); fn != nil && slices.Contains(catalog.FormSetters, names.Key(fn)) && len(args) > 1 && args[0] == form && isReadKey(args[1]) {
				return true
			}
		}
	}
	return false
}

// bodyKeyed reports whether a request body is the JSON encoding of a
// struct with an idempotency key field (catalog.IdempotencyBodyFields,
// IdempotencyTokens): bytes.NewReader(json.Marshal(input)). The key's
// value comes with the value encoded, from outside the attempt.
func bodyKeyed(body ssa.Value) bool {
	enc, key := bodyEncoding(body)
	if enc == nil || !catalog.BodyEncoders[key] {
		return false
	}
	t := ssax.Unwrap(enc.Call.Args[0]).Type()
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	local := ssax.LocalStruct(ssax.Unwrap(enc.Call.Args[0]))
	for i := 0; i < st.NumFields(); i++ {
		name := st.Field(i).Name()
		for _, f := range append(catalog.IdempotencyBodyFields, catalog.IdempotencyTokens...) {
			if name != f {
				continue
			}
			if local != nil {
				if v, ok := ssax.StoredField(local, name); ok && freshValue(v) != "" {
					return false // a key made here, anew for each attempt
				}
			}
			return true
		}
	}
	return false
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
			mc := ssax.MakerOf(target.Parent())
			if mc == nil {
				break
			}
			target = mc.Block()
			d = target
		}
		if len(d.Instrs) == 0 || d == target && d != start && !isBranch(d) {
			continue
		}
		iff, ok := ssax.Last(d).(*ssa.If)
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
		// A successor decides only when it is reached from d alone (the
		// merge block after an if is reached both ways).
		switch {
		case len(d.Succs[0].Preds) == 1 && d.Succs[0].Dominates(target):
			equal = bin.Op == token.EQL
		case len(d.Succs[1].Preds) == 1 && d.Succs[1].Dominates(target):
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

func isBranch(b *ssa.BasicBlock) bool {
	_, ok := ssax.Last(b).(*ssa.If)
	return ok
}

// sameMethod: the same value, or both loads of the same request's Method.
func sameMethod(a, b ssa.Value) bool {
	a, b = ssax.Unwrap(a), ssax.Unwrap(b)
	if a == b {
		return true
	}
	fa, fb := ssax.LoadedField(a), ssax.LoadedField(b)
	return fa != nil && fa == fb && fa.Name() == "Method"
}

// idempotencyKey looks for req.Header.Set("Idempotency-Key", v) (or Add,
// or the map written directly, or retryablehttp's embedded request). It
// reports whether a key is set, and, when its value is made by a call in
// this function, the name of that call.
func idempotencyKey(req ssa.Value) (k keyMade, ok bool) {
	ssax.EachFieldAddr(req, func(fa *ssa.FieldAddr, f *types.Var) bool {
		switch f.Name() {
		case "Request": // retryablehttp.Request embeds *http.Request
			for _, rr := range *fa.Referrers() {
				if v, isV := rr.(ssa.Value); isV {
					if k, ok = idempotencyKey(v); ok {
						return false
					}
				}
			}
		case "Header":
			if k, ok = headerKey(fa); ok {
				return false
			}
		}
		return true
	})
	return k, ok
}

// headerKey finds the idempotency header set through &req.Header, and
// the function that sets it.
func headerKey(fa *ssa.FieldAddr) (keyMade, bool) {
	for _, r := range *fa.Referrers() {
		load, ok := r.(*ssa.UnOp)
		if !ok {
			continue
		}
		for _, rr := range *load.Referrers() {
			switch x := rr.(type) {
			case *ssa.Call:
				if k, ok := setsKey(x); ok {
					return k, true
				}
			case *ssa.MapUpdate:
				if k, ok := ssax.StringConst(x.Key); ok && catalog.IdempotencyHeader(k) {
					fresh, maker := freshCall(x.Value)
					return keyMade{fresh, x.Parent(), maker}, true
				} else if ok && readHeader(k, x.Value) {
					return keyMade{in: x.Parent()}, true // no write at all
				}
			}
		}
	}
	return keyMade{}, false
}

// setsKey reports whether call sets an idempotency header (a header
// setter of the catalog with the header's name), with the value's maker.
func setsKey(call *ssa.Call) (keyMade, bool) {
	fn := ssax.Callee(&call.Call)
	if fn == nil {
		return keyMade{}, false
	}
	arg := catalog.HeaderSetter(names.Key(fn))
	if arg == 0 {
		return keyMade{}, false
	}
	args := ssax.Args(&call.Call)
	if k, ok := ssax.StringConst(ssax.Arg(args, arg.Index())); ok && catalog.IdempotencyHeader(k) {
		fresh, maker := freshCall(ssax.Arg(args, arg.Index()+1))
		return keyMade{fresh, call.Parent(), maker}, true
	} else if ok && readHeader(k, ssax.Arg(args, arg.Index()+1)) {
		return keyMade{in: call.Parent()}, true // no write at all (an upgrade, a DNS query)
	}
	return keyMade{}, false
}

// readHeader reports whether setting header name to value says the
// request writes nothing (catalog.ReadHeader); a value in a []string
// literal (the map written directly) is read too.
func readHeader(name string, value ssa.Value) bool {
	v, known := ssax.StringConst(value)
	if !known {
		for _, e := range ssax.VariadicArgs(value) {
			if v, known = ssax.StringConst(e); known {
				break
			}
		}
	}
	return catalog.ReadHeader(name, v, known)
}

// keyMade is an idempotency key set on a request: the call that makes
// it (fresh, its name, "" for a key from outside), and the function that
// sets it.
type keyMade struct {
	fresh string
	in    *ssa.Function
	maker *ssa.Call
}

// headerInChain walks a setter chain (client.R().SetBody(x).SetHeader(k, v))
// back from v, looking for a header setter that sets an idempotency key.
func headerInChain(v ssa.Value) (k keyMade, ok bool) {
	for i := 0; i < 32; i++ {
		c := ssax.AsCall(v)
		if c == nil {
			return keyMade{}, false
		}
		if k, ok := setsKey(c); ok {
			return k, true
		}
		recv := ssax.Recv(&c.Call)
		if recv == nil {
			return keyMade{}, false
		}
		v = recv
	}
	return keyMade{}, false
}

// freshValue returns the name of the call that makes v in this function
// from nothing (uuid.NewString(), time.Now(), a newKey() helper), or ""
// when v comes from outside (a parameter, a captured variable, a field)
// and so is reused. A call with arguments (aws.String(id),
// fmt.Sprint(x), id.String()) is followed to what it is given.
func freshValue(v ssa.Value) string {
	name, _ := freshCall(v)
	return name
}

// freshCall is freshValue with the call that makes the value.
func freshCall(v ssa.Value) (string, *ssa.Call) {
	for i := 0; i < 12 && v != nil; i++ {
		switch x := ssax.Unwrap(v).(type) {
		case *ssa.Call:
			args := x.Call.Args
			if x.Call.IsInvoke() {
				args = append([]ssa.Value{x.Call.Value}, args...)
			}
			var next ssa.Value
			for _, a := range args {
				if _, isConst := ssax.Unwrap(a).(*ssa.Const); !isConst {
					next = a
					break
				}
			}
			if next == nil {
				if fn := ssax.Callee(&x.Call); fn != nil {
					return names.Display(fn), x
				}
				return "a call", x
			}
			if s, ok := ssax.Unwrap(next).(*ssa.Slice); ok {
				// fmt.Sprint(a...): the first formatted value.
				if el := ssax.VariadicArgs(s); len(el) > 0 {
					next = el[0]
				}
			}
			v = next
		case *ssa.Extract:
			v = x.Tuple
		case *ssa.Slice:
			v = x.X
		case *ssa.Alloc:
			// &id: what is stored in the variable.
			v = ssax.SingleStore(x)
		default:
			return "", nil
		}
	}
	return "", nil
}

var (
	exprAdd      = regexp.MustCompile(`(?i)(^|\s)ADD\s`)
	exprRelative = regexp.MustCompile(`(?i)\bSET\b.*?([#\w]+)\s*=\s*(?:if_not_exists\s*\(\s*)?([#\w]+)\b[^,]*?[-+]`)
)

// relativeUpdate reports whether an item update's input sets a constant
// update expression that changes the old value (ADD, SET n = n + :v,
// SET n = if_not_exists(n, :z) + :v) with no condition expression: a
// retry after a timeout can add twice.
func relativeUpdate(input ssa.Value, exprField, condField string) (string, bool) {
	a, ok := ssax.Unwrap(input).(*ssa.Alloc)
	if !ok {
		return "", false
	}
	if _, guarded := ssax.StoredField(a, condField); guarded {
		return "", false // a condition makes the second application fail
	}
	v, found := ssax.StoredField(a, exprField)
	if !found {
		return "", false
	}
	if c := ssax.AsCall(v); c != nil {
		if fn := ssax.Callee(&c.Call); fn != nil && catalog.StringPointer(names.Key(fn)) && len(c.Call.Args) == 1 {
			v = c.Call.Args[0]
		}
	}
	expr, ok := ssax.StringConst(v)
	if !ok {
		return "", false
	}
	if exprAdd.MatchString(expr) {
		return "an update that ADDs to the old value", true
	}
	if m := exprRelative.FindStringSubmatch(expr); m != nil && m[1] == m[2] {
		return "an update relative to the old value", true
	}
	return "", false
}

// awsToken reports whether an AWS input struct sets an idempotency token
// (for a batch, every entry sets one), and the call that makes its value
// when that happens in the same function.
func awsToken(input ssa.Value) (set bool, fresh string) {
	a, ok := ssax.Unwrap(input).(*ssa.Alloc)
	if !ok {
		return false, ""
	}
	for _, name := range catalog.IdempotencyTokens {
		if v, ok := ssax.StoredField(a, name); ok {
			return true, freshValue(v)
		}
	}
	for _, name := range catalog.BatchEntries {
		if v, ok := ssax.StoredField(a, name); ok {
			return batchTokens(v)
		}
	}
	return false, ""
}

// paramsKey reports whether the params value input (a local or captured
// struct) carries an idempotency key, stored into the field path or set
// by a call of its method setter (on it or on the embedded struct that
// declares the field), and names the call that makes the key when it is
// made anew (a fresh key on every attempt).
func paramsKey(input ssa.Value, path, setter string) (set bool, fresh string) {
	a := ssax.LocalStruct(input)
	if a == nil {
		return false, ""
	}
	if v, ok := storedPath(a, path); ok {
		return true, freshValue(v)
	}
	if setter == "" {
		return false, ""
	}
	// The value itself, and its loads from a variable it is kept in (a
	// variable a closure captures lives in a cell).
	var bases []ssa.Value
	for _, al := range ssax.Aliases(a) {
		bases = append(bases, al)
		for _, r := range *al.Referrers() {
			if fa, ok := r.(*ssa.FieldAddr); ok {
				bases = append(bases, fa)
			}
		}
	}
	for _, b := range bases {
		for _, r := range *b.Referrers() {
			call, ok := r.(*ssa.Call)
			if !ok {
				continue
			}
			fn := ssax.Callee(&call.Call)
			if fn == nil || fn.Name() != setter || len(call.Call.Args) < 2 || call.Call.Args[0] != b {
				continue
			}
			return true, freshValue(call.Call.Args[1])
		}
	}
	return false, ""
}

// batchTokens: a slice literal of batch entries, each of which sets an
// idempotency token (the first fresh one is named).
func batchTokens(v ssa.Value) (set bool, fresh string) {
	s, ok := ssax.Unwrap(v).(*ssa.Slice)
	if !ok {
		return false, ""
	}
	arr, ok := s.X.(*ssa.Alloc)
	if !ok {
		return false, ""
	}
	entries := 0
	for _, r := range *arr.Referrers() {
		elem, ok := r.(*ssa.IndexAddr)
		if !ok {
			continue
		}
		entries++
		// The element is built in place, or in a local then copied in.
		var base ssa.Value = elem
		for _, er := range *elem.Referrers() {
			if st, ok := er.(*ssa.Store); ok && st.Addr == elem {
				if a := ssax.LocalStruct(st.Val); a != nil {
					base = a
				}
			}
		}
		found := false
		for _, name := range catalog.IdempotencyTokens {
			if tv, ok := ssax.StoredField(base, name); ok {
				found = true
				if f := freshValue(tv); f != "" && fresh == "" {
					fresh = f
				}
				break
			}
		}
		if !found {
			return false, ""
		}
	}
	return entries > 0, fresh
}

// natsMsgID finds a message-id option (nats.MsgId(id)) among a publish's
// options: JetStream deduplicates messages with the same id.
func natsMsgID(args []ssa.Value) (set bool, fresh string) {
	if len(args) == 0 {
		return false, ""
	}
	for _, o := range ssax.VariadicArgs(args[len(args)-1]) {
		c := ssax.AsCall(o)
		if c == nil {
			continue
		}
		if fn := ssax.Callee(&c.Call); fn != nil && catalog.MessageID(names.Key(fn)) {
			return true, freshValue(ssax.Arg(c.Call.Args, 0))
		}
	}
	return false, ""
}

// autoID reports whether the argument literal leaves the id of the entry
// to the server: its field is not set, or is set to one of auto ("*").
// An argument that is no literal of this function, or an id that is not
// a constant, counts as explicit.
func autoID(arg ssa.Value, field string, auto []string) bool {
	a := ssax.LocalStruct(ssax.Unwrap(arg))
	if a == nil {
		return false
	}
	v, found := ssax.StoredField(a, field)
	if !found {
		return true
	}
	s, isConst := ssax.StringConst(v)
	if !isConst {
		return false
	}
	for _, x := range auto {
		if s == x {
			return true
		}
	}
	return false
}

// selfWrite is the write a client that retries by itself re-sends: what
// the call sends by the write rows, unless the request carries an
// idempotency key (the client's own retries resend the same request,
// key and all), the call is marked //retrylint:idempotent, or the
// client's retry policy refuses POST and PATCH on every path that can
// retry.
func (w *writes) selfWrite(n *graph.Node, ci ssa.CallInstruction, via string, recv ssa.Value) Write {
	if w.p.res.dirs.at(w.p.pass.Fset, ci.Pos(), Idempotent) != nil {
		return Write{}
	}
	wr := w.writeOf(n, ci)
	if wr.IsZero() || wr.FreshKey != "" || wr.callerDecides || wr.Opens {
		return Write{}
	}
	wr.Via = via
	if w.policyRefuses(recv, wr.What) {
		return Write{}
	}
	switch covered, gap := w.policyGap(recv); {
	case covered:
		return Write{}
	case gap != "":
		wr.PolicyGap = gap
	}
	return wr
}

// sameRequestOf returns the request a value copies with the same method
// (req.WithContext(ctx), req.Clone(ctx)), through a few copies.
func sameRequestOf(req ssa.Value) ssa.Value { return sameRequestDepth(req, 0) }

func sameRequestDepth(req ssa.Value, depth int) ssa.Value {
	req = ssax.Unwrap(req)
	for i := 0; i < 4; i++ {
		c := ssax.AsCall(req)
		if c == nil {
			break
		}
		fn := ssax.Callee(&c.Call)
		if fn != nil && catalog.SameRequest(names.Key(fn)) && len(c.Call.Args) > 0 {
			req = ssax.Unwrap(c.Call.Args[0])
			continue
		}
		if callee := c.Call.StaticCallee(); callee != nil && depth < 2 {
			if p := copiesRequest(callee, depth+1); p >= 0 && p < len(c.Call.Args) {
				req = ssax.Unwrap(c.Call.Args[p])
				continue
			}
		}
		break
	}
	return req
}

// copiesRequest returns the index among fn's arguments (receiver
// included) of the request every request fn returns is a copy of (a
// package's own cloneRequest(req, ctx) around req.Clone), or -1.
func copiesRequest(fn *ssa.Function, depth int) int {
	if len(fn.Blocks) == 0 || fn.Signature.Results().Len() == 0 || !isType(fn.Signature.Results().At(0).Type(), "net/http.Request") {
		return -1
	}
	idx := -1
	for _, blk := range fn.Blocks {
		ret, ok := ssax.Last(blk).(*ssa.Return)
		if !ok || len(ret.Results) == 0 || ssax.IsNil(ssax.Unwrap(ret.Results[0])) {
			continue
		}
		src := sameRequestDepth(ret.Results[0], depth)
		if src == ssax.Unwrap(ret.Results[0]) {
			return -1 // not a copy
		}
		p, isParam := src.(*ssa.Parameter)
		if !isParam {
			return -1
		}
		i := slices.Index(fn.Params, p)
		if i < 0 || idx >= 0 && i != idx {
			return -1
		}
		idx = i
	}
	return idx
}

// policyGap looks at the retry policy set on a client in this function
// (retryablehttp's CheckRetry). It returns covered=true when the policy
// refuses POST and PATCH on every path that can retry, and otherwise the
// position of a return that can retry before the method is checked
// (typically the err != nil path, where resp is nil and so is
// resp.Request.Method).
func (w *writes) policyGap(client ssa.Value) (covered bool, gap string) {
	if client == nil {
		return false, ""
	}
	field := catalog.RetryPolicyField(names.TypeKey(client.Type()))
	if field == "" {
		return false, "" // a client with no retry policy to read
	}
	policy := w.policyOf(client, field)
	if policy == nil || len(policy.Blocks) == 0 {
		return false, ""
	}
	if !w.policyMethods(policy).writes() {
		return true, "" // it refuses POST and PATCH wherever it can retry
	}
	// Any string compared with "POST" and "PATCH" is a method check: the
	// policy may take the method from the response, a captured variable
	// or its context.
	isMethod := func(x ssa.Value) bool {
		b, ok := x.Type().Underlying().(*types.Basic)
		return ok && b.Info()&types.IsString != 0
	}
	in := w.policyFlow().run(policy)
	tested := false  // a return after a test of the method that lets a write through
	checked := false // a return after a test of the method
	gap = ""
	for _, blk := range policy.Blocks {
		ret, ok := ssax.Last(blk).(*ssa.Return)
		if !ok || len(ret.Results) == 0 {
			continue
		}
		if c, ok := ret.Results[0].(*ssa.Const); ok && c.Value != nil && c.Value.Kind() == constant.Bool && !constant.BoolVal(c.Value) {
			continue // never retries here
		}
		if m, known := guardedBlock(blk, isMethod); known && m == "" {
			checked = true
			continue // POST and PATCH were ruled out on the way here
		}
		if m, reached := in[blk]; reached && !m.equal(everyMethod()) {
			tested, checked = true, true // the method was tested on the way (if m == http.MethodPost), and PATCH goes through
			continue
		}
		if gap == "" {
			gap = w.p.posString(ret.Pos())
		}
	}
	switch {
	case gap != "" && checked:
		return false, gap // it checks the method, but not on this path
	case gap != "" || tested:
		return false, "" // it does not check the method where it retries
	}
	return true, ""
}

// policyOf returns the retry policy function stored in field of the
// client value: set on the client here, or on the client a field of the
// package holds (c.http = rc after rc.CheckRetry = retryPolicy).
func (w *writes) policyOf(client ssa.Value, field string) *ssa.Function {
	var policy *ssa.Function
	find := func(v ssa.Value) {
		for _, alias := range ssax.Aliases(ssax.Unwrap(v)) {
			if v, ok := ssax.StoredField(alias, field); ok {
				switch f := ssax.Unwrap(v).(type) {
				case *ssa.Function:
					policy = f
				case *ssa.MakeClosure:
					policy, _ = f.Fn.(*ssa.Function)
				}
			}
		}
	}
	find(client)
	if f := ssax.LoadedField(client); policy == nil && f != nil {
		if stores := w.p.g.StoresTo(f); len(stores) == 1 {
			find(stores[0].Val)
		}
	}
	return policy
}

// policyMethods is the set of methods for which a retry policy can ask
// for another attempt (methodflow.go). Any string it compares with a
// method is the method: the policy may take it from the response, a
// captured variable or its context.
func (w *writes) policyMethods(policy *ssa.Function) methodSet {
	return w.policyFlow().returns(policy, true)
}

func (w *writes) policyFlow() *methodFlow {
	return &methodFlow{w: w, is: isString, loose: true}
}

// policyRefuses: the client's retry policy never asks for another
// attempt of a request with method what (a POST through a client whose
// policy refuses POST only).
func (w *writes) policyRefuses(client ssa.Value, what string) bool {
	if client == nil {
		return false
	}
	if _, isMethod := httpMethods[what]; !isMethod {
		return false
	}
	field := catalog.RetryPolicyField(names.TypeKey(client.Type()))
	if field == "" {
		return false
	}
	policy := w.policyOf(client, field)
	return policy != nil && len(policy.Blocks) > 0 && !w.policyMethods(policy).has(what)
}

// candidate is the write that following r reaches, and the path to it
// (none through a goroutine nothing waits for, as for chains).
// idempotentCallee reports whether r calls a function of another package
// that its service applies once, or that writes nothing, whatever
// request it sends (catalog.IdempotentAPI). (Inside that function's own
// package its write stays: the write of an imported method is also what
// makes it an implementation interface calls are resolved to, and with
// it the I/O behind it.)
func idempotentCallee(r *graph.Ref) bool {
	return r.Ext != nil && catalog.IdempotentAPI(names.Key(r.Ext))
}

// calleeOpens reports whether r hands a request to such a function, in
// its own package or another: what it sends opens a stream (Write.Opens).
func calleeOpens(r *graph.Ref) bool {
	var fn *types.Func
	switch {
	case r.Ext != nil:
		fn = r.Ext
	case r.Callee != nil:
		fn = r.Callee
	case r.Local != nil && r.Local.Obj != nil:
		fn = r.Local.Obj
	}
	return fn != nil && catalog.IdempotentAPI(names.Key(fn))
}

func (w *writes) candidate(r *graph.Ref) (Write, []Hop) {
	if r.Async || r.Once || r.Switched {
		return Write{}, nil
	}
	if idempotentCallee(r) {
		return Write{}, nil // its service applies it once, whatever its method
	}
	if wr, ok := w.calls[r.Orig().ID]; ok {
		return wr, nil
	}
	if r.Local != nil {
		if w.p.own.siteOfNode(r.Local) != nil {
			return w.write[r.Local], w.path[r.Local]
		}
		if wr := w.write[r.Local]; !wr.IsZero() {
			return wr, prependHop(Hop{Name: r.Local.Name, Pos: w.p.posString(r.Pos)}, w.path[r.Local])
		}
		return Write{}, nil
	}
	if f := w.p.factOf(r); f != nil && !f.Write.IsZero() {
		return f.Write, prependHop(Hop{Name: r.Name, Pos: w.p.posString(r.Pos)}, f.WritePath)
	}
	return Write{}, nil
}

// solve finds the first write (in source order) each node reaches, to a
// fixed point: a node's write is set once and never changed. A function
// that sends the method (or the request) it is given is a write for its
// callers only when they pass one. Refs a site claims are the site's.
func (w *writes) solve() {
	w.write, w.path = map[*graph.Node]Write{}, map[*graph.Node][]Hop{}
	idempotent := map[*graph.Node]bool{}
	for _, n := range w.p.g.Funcs {
		if n.Obj == nil {
			continue
		}
		switch d := w.p.res.dirs.on(n.Obj, Idempotent, WriteDir); {
		case d == nil:
		case d.Kind == Idempotent:
			idempotent[n] = true
		default:
			w.write[n] = Write{Kind: DeclaredWrite, What: "a declared write", Via: "retrylint:write", Func: n.Name, Pos: w.p.posString(n.Fn.Pos())}
		}
	}
	graph.Solve(w.p.g.SCCs(), w.p.noting(func(n *graph.Node) bool {
		if !w.write[n].IsZero() || idempotent[n] {
			return false
		}
		s := w.p.own.siteOfNode(n)
		if s != nil && !s.selfWrite.IsZero() {
			w.write[n] = s.selfWrite
			return true
		}
		if s != nil && s.noWrites {
			return false
		}
		// Source order; at one position, the call that is the write
		// before the owner or callee that sends it.
		refs := append([]*graph.Ref(nil), n.Refs...)
		sort.SliceStable(refs, func(i, j int) bool {
			if refs[i].Pos != refs[j].Pos {
				return refs[i].Pos < refs[j].Pos
			}
			_, di := w.calls[refs[i].Orig().ID]
			_, dj := w.calls[refs[j].Orig().ID]
			return di && !dj
		})
		for _, r := range refs {
			if s == nil && r.Claimed != nil {
				continue
			}
			// A request the callers decide is theirs to judge: it is in
			// no summary (requests.go carries it as a role).
			if wr, p := w.candidate(r); !wr.IsZero() && !wr.callerDecides && w.everyAlt(r) {
				w.write[n], w.path[n] = wr, p
				return true
			}
		}
		return false
	}))
}

// everyAlt: an interface call resolved to several implementations is a
// write only when every one of them writes. Which one runs is decided
// where the value is made (a credentials chain that may hold a provider
// that POSTs to an STS, and usually holds static keys), so one writing
// implementation among others does not make every call a write.
func (w *writes) everyAlt(r *graph.Ref) bool {
	for _, o := range r.Alternatives() {
		if wr, _ := w.candidate(o); wr.IsZero() || wr.callerDecides {
			return false
		}
	}
	return true
}

// nests finds the calls in a site's operation that reach a write.
func (w *writes) nests(s *site) []WriteNest {
	if s.noWrites || s.changesRequest {
		return nil
	}
	var out []WriteNest
	cand := map[*graph.Ref]Write{}
	paths := map[*graph.Ref][]Hop{}
	for _, r := range graph.Leads(s.node.Refs, s.fn, func(r *graph.Ref) bool {
		wr, p := w.candidate(r)
		cand[r], paths[r] = wr, p
		// A request the callers decide is judged at each caller
		// (requests.go), with what that caller sends.
		return !wr.IsZero() && !wr.callerDecides && !wr.Opens && w.everyAlt(r)
	}) {
		wr, p := cand[r], paths[r]
		if keyBeforeLoop(s, wr) {
			continue // one key for every round of the loop
		}
		wn := WriteNest{Pos: r.Pos, Callee: r.Name, Write: wr}
		if len(p) > 0 {
			wn.Path = p[1:] // the first hop is the callee itself
		}
		if r.Local != nil {
			if ls := w.p.own.siteOfNode(r.Local); ls != nil {
				wn.Callee = ls.layer.Via
			}
		}
		out = append(out, wn)
	}
	return out
}

// keyBeforeLoop reports whether wr's fresh idempotency key is made in
// the function of a loop owner s, outside the loop's retried blocks: it
// is made once, before the first round, and every round sends it.
func keyBeforeLoop(s *site, wr Write) bool {
	at := wr.freshAt
	if wr.FreshKey == "" || at == nil || s.blocks == nil || s.fn == nil || at.Parent() != s.fn.Fn {
		return false
	}
	i := at.Block().Index
	return i < len(s.blocks) && !s.blocks[i]
}

func (w *writes) fill(f *FuncFact, n *graph.Node) {
	f.Write, f.WritePath = w.write[n], w.path[n]
	w.roles.fill(f, n)
}
