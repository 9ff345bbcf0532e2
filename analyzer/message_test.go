package analyzer

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/retrylint/retrylint/callgraph"
)

func TestNestMessage(t *testing.T) {
	outer := callgraph.Layer{Func: "edge.Handle", Via: "retry.Do", Bound: callgraph.KnownBound(4, "option")}
	n := callgraph.Nest{
		Callee: "adapter.Price",
		Chain: []callgraph.Layer{
			{Func: "adapter.Price", Via: "backoff.Retry", Bound: callgraph.KnownBound(4, "option")},
			{Func: "pricing.Quote", Via: "for loop", Bound: callgraph.KnownBound(4, "constant")},
		},
	}
	chain := append([]callgraph.Layer{outer}, n.Chain...)
	assert.Equal(t,
		"retry.Do (4 attempts) calls adapter.Price, which retries via backoff.Retry (4 attempts) and reaches pricing.Quote (for loop, 4 attempts): up to 64 calls per operation; keep one retry owner and make the inner layers pass the outcome up",
		nestMessage(outer, n, callgraph.ChainProduct(chain)))

	n.Chain[1].Bound = callgraph.UnknownBound("field")
	assert.Contains(t, nestMessage(outer, n, callgraph.ChainProduct(append([]callgraph.Layer{outer}, n.Chain...))),
		"(for loop, ? attempts): up to ? calls per operation")

	n.Chain[1].Bound = callgraph.UnboundedBound("")
	assert.Contains(t, nestMessage(outer, n, callgraph.ChainProduct(append([]callgraph.Layer{outer}, n.Chain...))),
		"(for loop, unbounded): unbounded calls per operation")

	// An inner owner written in the same function.
	same := callgraph.Nest{Callee: "backoff.Retry", Site: true, Direct: true,
		Chain: []callgraph.Layer{{Func: "edge.Handle", Via: "backoff.Retry", Bound: callgraph.KnownBound(5, "option")}}}
	loop := callgraph.Layer{Func: "edge.Handle", Via: "for loop", Bound: callgraph.KnownBound(2, "constant")}
	assert.Equal(t, "for loop (2 attempts) calls backoff.Retry (5 attempts): up to 10 calls per operation; keep one retry owner and make the inner layers pass the outcome up",
		nestMessage(loop, same, callgraph.KnownBound(10, "")))
}

func TestPositiveIntFlag(t *testing.T) {
	var n int64 = 1
	v := &positiveInt{&n}
	assert.NoError(t, v.Set("16"))
	assert.Equal(t, int64(16), n)
	assert.Error(t, v.Set("0"))
	assert.Error(t, v.Set("many"))
	assert.Equal(t, "16", v.String())
}
