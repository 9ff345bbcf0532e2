package callgraph

import (
	"go/constant"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// go-resty/resty v2: a client with SetRetryCount(n), n > 0, retries every
// request it sends n more times, whatever the method (v2 has no method
// filter; v3 retries only idempotent methods and is not modelled here).
// A request is sent by (*Request).Get, Post, ... or Execute(method, url)
// on a request made by (*Client).R().

const restyV2 = "github.com/go-resty/resty/v2"

var restySends = map[string]string{
	"Get": "GET", "Head": "HEAD", "Options": "OPTIONS", "Put": "PUT", "Delete": "DELETE",
	"Post": "POST", "Patch": "PATCH", "Execute": "", "Send": "",
}

// restySite handles a resty v2 send; it reports whether it added a site.
func (b *builder) restySite(n *node, blk *ssa.BasicBlock, ci ssa.CallInstruction, obj *types.Func) bool {
	if obj.Pkg() == nil || obj.Pkg().Path() != restyV2 || recvTypeName(obj) != "Request" {
		return false
	}
	method, ok := restySends[obj.Name()]
	if !ok {
		return false
	}
	common := ci.Common()
	if len(common.Args) == 0 {
		return false
	}
	client, keyed := restyRequestChain(common.Args[0])
	if client == nil {
		return false
	}
	count, ok := b.restyRetryCount(client, 0)
	if !ok || count <= 0 {
		return false // no retries: one attempt, not a retry owner
	}
	via := "resty.Request." + obj.Name()
	s := b.addSite(n, blk, ci, via, KnownBound(count+1, "option"), -1, nil, true)
	if s == nil {
		return true
	}
	var what string
	switch obj.Name() {
	case "Execute":
		if w, isWrite := httpMethodWrite(argAt(common.Args, 1)); isWrite {
			what = w
		}
	case "Send":
		what = "a request whose method is not known here"
	default:
		if method == "POST" || method == "PATCH" {
			what = method
		}
	}
	if what != "" && !keyed {
		s.site.selfWrite = Write{What: what, Via: via, Func: n.name, Pos: b.posString(ci.Pos())}
	}
	return true
}

// restyRequestChain walks client.R().SetBody(x).SetHeader(k, v) back to
// the client; keyed reports an idempotency header on the way (the
// library's own retries resend the same request, so any key counts).
func restyRequestChain(v ssa.Value) (client ssa.Value, keyed bool) {
	for i := 0; i < 32; i++ {
		c := asCall(v)
		if c == nil || len(c.Call.Args) == 0 {
			return nil, keyed
		}
		fn := calleeOf(&c.Call)
		if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != restyV2 {
			return nil, keyed
		}
		switch recvTypeName(fn) {
		case "Client":
			if fn.Name() == "R" || fn.Name() == "NewRequest" {
				return c.Call.Args[0], keyed
			}
			return nil, keyed
		case "Request":
			if fn.Name() == "SetHeader" && len(c.Call.Args) > 1 {
				if k, ok := unwrap(c.Call.Args[1]).(*ssa.Const); ok && k.Value != nil && k.Value.Kind() == constant.String &&
					idempotencyHeaders[strings.ToLower(constant.StringVal(k.Value))] {
					keyed = true
				}
			}
			v = c.Call.Args[0]
		default:
			return nil, keyed
		}
	}
	return nil, keyed
}

// restyRetryCount finds SetRetryCount(n) on a resty client value: in a
// setter chain, on the variable it is kept in, or where a field holding
// it is set.
func (b *builder) restyRetryCount(v ssa.Value, depth int) (int64, bool) {
	if depth > 8 {
		return 0, false
	}
	v = unwrap(v)
	if f := loadedField(v); f != nil {
		n, ok := b.restyClients[f]
		return n, ok
	}
	if g := globalOf(v); g != nil {
		n, ok := b.restyClients[g]
		return n, ok
	}
	c := asCall(v)
	if c == nil {
		return 0, false
	}
	fn := calleeOf(&c.Call)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != restyV2 {
		return 0, false
	}
	if fn.Name() == "SetRetryCount" && recvTypeName(fn) == "Client" {
		if k, ok := intConst(argAt(c.Call.Args, 1)); ok {
			return k, true
		}
		return 0, false
	}
	var count int64
	found := false
	// c := resty.New(); c.SetRetryCount(3)
	for _, alias := range aliases(c) {
		if alias.Referrers() == nil {
			continue
		}
		for _, r := range *alias.Referrers() {
			rc, ok := r.(*ssa.Call)
			if !ok || len(rc.Call.Args) < 2 || rc.Call.Args[0] != alias {
				continue
			}
			if rfn := calleeOf(&rc.Call); rfn != nil && rfn.Name() == "SetRetryCount" {
				if k, ok := intConst(rc.Call.Args[1]); ok {
					count, found = k, true
				}
			}
		}
	}
	if found {
		return count, true
	}
	if recvTypeName(fn) == "Client" && len(c.Call.Args) > 0 {
		// Another setter in the chain: New().SetTimeout(d).SetRetryCount(3)
		// is handled above; New().SetRetryCount(3).SetTimeout(d) here.
		return b.restyRetryCount(c.Call.Args[0], depth+1)
	}
	return 0, false
}
