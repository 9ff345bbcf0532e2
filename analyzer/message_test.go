package analyzer

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/retrylint/retrylint/callgraph"
	"github.com/retrylint/retrylint/callgraph/bound"
)

func TestNestMessage(t *testing.T) {
	outer := callgraph.Layer{Func: "edge.Handle", Via: "retry.Do", Bound: bound.Of(4, bound.Option)}
	n := callgraph.Nest{
		Callee: "adapter.Price",
		Chain: []callgraph.Layer{
			{Func: "adapter.Price", Via: "backoff.Retry", Kind: callgraph.Library, Bound: bound.Of(4, bound.Option)},
			{Func: "pricing.Quote", Via: "for loop", Kind: callgraph.Loop, Bound: bound.Of(4, bound.Constant)},
		},
	}
	chain := append([]callgraph.Layer{outer}, n.Chain...)
	assert.Equal(t,
		"retry.Do (4 attempts) calls adapter.Price, which retries via backoff.Retry (4 attempts) and reaches pricing.Quote (for loop, 4 attempts): up to 64 calls per operation; keep one retry owner and make the inner layers pass the outcome up",
		nestMessage(outer, n, callgraph.ChainProduct(chain)))

	n.Chain[1].Bound = bound.Unknowable(bound.Field)
	assert.Contains(t, nestMessage(outer, n, callgraph.ChainProduct(append([]callgraph.Layer{outer}, n.Chain...))),
		"(for loop, ? attempts): up to ? calls per operation")

	n.Chain[1].Bound = bound.Unlimited(bound.NoSource)
	assert.Contains(t, nestMessage(outer, n, callgraph.ChainProduct(append([]callgraph.Layer{outer}, n.Chain...))),
		"(for loop, unbounded): unbounded calls per operation")

	// An inner owner written in the same function.
	same := callgraph.Nest{Callee: "backoff.Retry", Site: true, Direct: true,
		Chain: []callgraph.Layer{{Func: "edge.Handle", Via: "backoff.Retry", Kind: callgraph.Library, Bound: bound.Of(5, bound.Option)}}}
	loop := callgraph.Layer{Func: "edge.Handle", Via: "for loop", Kind: callgraph.Loop, Bound: bound.Of(2, bound.Constant)}
	assert.Equal(t, "for loop (2 attempts) calls backoff.Retry (5 attempts): up to 10 calls per operation; keep one retry owner and make the inner layers pass the outcome up",
		nestMessage(loop, same, bound.Of(10, bound.NoSource)))
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
