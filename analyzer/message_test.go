package analyzer

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/retrylint/retrylint/callgraph"
	"github.com/retrylint/retrylint/callgraph/bound"
)

func TestNestMessage(t *testing.T) {
	outer := callgraph.Layer{Func: "edge.Handle", Via: "retry.Do", Bound: bound.Of(4, bound.Option), Class: callgraph.ClassAnyError}
	n := callgraph.Nest{
		Callee: "adapter.Price",
		Chain: []callgraph.Layer{
			{Func: "adapter.Price", Via: "backoff.Retry", Kind: callgraph.Library, Bound: bound.Of(4, bound.Option), Class: callgraph.ClassAnyError},
			{Func: "pricing.Quote", Via: "for loop", Kind: callgraph.Loop, Bound: bound.Of(4, bound.Constant), Class: callgraph.ClassUnavailable | callgraph.ClassThrottled | callgraph.ClassNotYet},
		},
	}
	chain := append([]callgraph.Layer{outer}, n.Chain...)
	assert.Equal(t,
		"retry.Do (4 attempts) calls adapter.Price, which retries via backoff.Retry (4 attempts) and reaches pricing.Quote (for loop, 4 attempts): up to 64 calls per operation, as all 3 retry 503 and 429; keep one retry owner and make the inner layers pass the outcome up",
		nestMessage(outer, n, callgraph.ChainProduct(chain)))

	// A layer whose class is not read: any failure may multiply.
	n.Chain[0].Class = callgraph.ClassUnread
	assert.Contains(t, nestMessage(outer, n, callgraph.ChainProduct(chain)),
		"up to 64 calls per operation; backoff.Retry in adapter.Price classifies its errors where the analysis cannot read it, so any failure may multiply; keep one retry owner")
	n.Chain[0].Class = callgraph.ClassAnyError

	n.Chain[1].Bound = bound.Unknowable(bound.Field)
	assert.Contains(t, nestMessage(outer, n, callgraph.ChainProduct(append([]callgraph.Layer{outer}, n.Chain...))),
		"(for loop, ? attempts): up to ? calls per operation")

	n.Chain[1].Bound = bound.Unlimited(bound.NoSource)
	assert.Contains(t, nestMessage(outer, n, callgraph.ChainProduct(append([]callgraph.Layer{outer}, n.Chain...))),
		"(for loop, unbounded): unbounded calls per operation")

	// An inner owner written in the same function.
	same := callgraph.Nest{Callee: "backoff.Retry", Site: true, Direct: true,
		Chain: []callgraph.Layer{{Func: "edge.Handle", Via: "backoff.Retry", Kind: callgraph.Library, Bound: bound.Of(5, bound.Option)}}}
	same.Chain[0].Class = callgraph.ClassAnyError
	loop := callgraph.Layer{Func: "edge.Handle", Via: "for loop", Kind: callgraph.Loop, Bound: bound.Of(2, bound.Constant), Class: callgraph.ClassTimeout | callgraph.ClassTransport}
	assert.Equal(t, "for loop (2 attempts) calls backoff.Retry (5 attempts): up to 10 calls per operation, as both retry transport errors and timeouts; keep one retry owner and make the inner layers pass the outcome up",
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
