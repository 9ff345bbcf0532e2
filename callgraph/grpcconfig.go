package callgraph

import (
	"encoding/json"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/retrylint/retrylint/callgraph/bound"
	"github.com/retrylint/retrylint/callgraph/internal/catalog"
	"github.com/retrylint/retrylint/callgraph/internal/ssax"
)

// gRPC's own retries: the default service config of a connection
// (grpc.WithDefaultServiceConfig) is JSON whose methodConfig entries can
// carry a retryPolicy:
//
//	{"methodConfig": [{"name": [{"service": "echo.Echo", "method": "Get"}],
//	  "retryPolicy": {"maxAttempts": 4, ...}}]}
//
// A connection with one retries the methods it names (a name without a
// method, or an empty name, covers every method), up to maxAttempts calls
// capped at catalog.GRPCDefaultCap.

type grpcServiceConfig struct {
	MethodConfig []struct {
		Name []struct {
			Service string `json:"service"`
			Method  string `json:"method"`
		} `json:"name"`
		RetryPolicy *struct {
			MaxAttempts float64 `json:"maxAttempts"`
			Codes       []any   `json:"retryableStatusCodes"`
		} `json:"retryPolicy"`
	} `json:"methodConfig"`
}

// serviceConfig applies the service config v to st: a constant with a
// retryPolicy makes a retrying connection; a config that is not a
// constant is unknown, and counts only if a cap is set too (capAttempts).
func serviceConfig(st *state, v ssa.Value) {
	s, ok := ssax.StringConst(v)
	if !ok {
		*st = state{ok: false, count: bound.Unknowable(bound.Option), family: catalog.FamilyGRPCConfig, via: st.via}
		st.param = 0
		return
	}
	var sc grpcServiceConfig
	if err := json.Unmarshal([]byte(s), &sc); err != nil {
		return // gRPC rejects it at dial time
	}
	var n int64
	var methods []string
	var class catalog.Class
	all := false
	for _, mc := range sc.MethodConfig {
		if mc.RetryPolicy == nil || mc.RetryPolicy.MaxAttempts < 2 {
			continue
		}
		for _, c := range mc.RetryPolicy.Codes {
			name := ""
			switch x := c.(type) {
			case string:
				name = x
			case float64:
				name = strconv.Itoa(int(x))
			}
			if code, ok := catalog.ServiceConfigCode(name); ok {
				class |= catalog.StatusClass(catalog.GRPCCode, code)
			}
		}
		if k := int64(mc.RetryPolicy.MaxAttempts); k > n {
			n = k
		}
		if len(mc.Name) == 0 {
			all = true
		}
		for _, name := range mc.Name {
			if name.Method == "" {
				all = true
			}
			methods = append(methods, name.Method)
		}
	}
	if n == 0 {
		return // no retryPolicy: gRPC makes one attempt
	}
	if n > catalog.GRPCDefaultCap {
		n = catalog.GRPCDefaultCap
	}
	*st = state{ok: true, count: bound.Of(n, bound.Option), family: catalog.FamilyGRPCConfig, via: st.via, class: class}
	if !all {
		st.methods = methods
	}
}

// capAttempts applies grpc.WithMaxCallAttempts(n): it caps the count of
// a retryPolicy (n < 2 means the default cap), and makes a service config
// that is not a constant count as retrying (the code asks for retries).
func capAttempts(st *state, v ssa.Value) {
	n, isConst := ssax.IntConst(v)
	if isConst && n < 2 {
		n = catalog.GRPCDefaultCap
	}
	if !st.ok {
		if st.family == catalog.FamilyGRPCConfig {
			st.ok = true // a service config that is not a constant, under a cap
		}
		return
	}
	if isConst && st.count.Kind == bound.Known && st.count.N > n {
		st.count = bound.Of(n, bound.Option)
	}
}

// retriesMethod reports whether a value's retries cover the RPC method
// name (a Go method of a generated client, or the last element of the
// full name Invoke is given: "/echo.Echo/Get").
func (s state) retriesMethod(name string) bool {
	name = name[strings.LastIndexByte(name, '/')+1:]
	for _, m := range s.except {
		if m == name {
			return false // a method the value's settings took out
		}
	}
	if s.methods == nil {
		return true
	}
	for _, m := range s.methods {
		if m == name {
			return true
		}
	}
	return false
}
