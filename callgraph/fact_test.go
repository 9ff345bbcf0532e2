package callgraph_test

import (
	"bytes"
	"encoding/gob"
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/retrylint/retrylint/callgraph"
	"github.com/retrylint/retrylint/callgraph/bound"
)

func sampleFact() *callgraph.FuncFact {
	f := &callgraph.FuncFact{}
	f.Own = callgraph.Layer{Func: "adapter.Price", Via: "backoff.Retry", Kind: callgraph.Library, Bound: bound.Of(4, bound.Option), Pos: "/src/adapter/adapter.go:27"}
	f.Chain = []callgraph.Layer{
		{Func: "adapter.Price", Via: "backoff.Retry", Kind: callgraph.Library, Bound: bound.Of(4, bound.Option), Pos: "/src/adapter/adapter.go:27"},
		{Func: "pricing.Quote", Via: "for loop", Kind: callgraph.Loop, Bound: bound.Of(4, bound.Constant), Pos: "/src/pricing/pricing.go:13"},
	}
	f.Path = []callgraph.Hop{{Name: "pricing.Quote", Pos: "/src/adapter/adapter.go:17"}}
	f.IO, f.Waits = true, true
	return f
}

func encode(t *testing.T, v any) []byte {
	var buf bytes.Buffer
	require.NoError(t, gob.NewEncoder(&buf).Encode(v))
	return buf.Bytes()
}

func TestFactGobRoundTrip(t *testing.T) {
	f := sampleFact()
	data := encode(t, f)
	var back callgraph.FuncFact
	require.NoError(t, gob.NewDecoder(bytes.NewReader(data)).Decode(&back))
	assert.Equal(t, f, &back)
	assert.Equal(t, data, encode(t, &back), "re-encoding must give the same bytes")
	// Most of the bytes are gob's description of the type, sent once
	// per stream (a package's facts are one stream under go vet): each
	// new field adds its name (1032 bytes with Delegates, Switch and
	// MakesRequest; 1106 with Layer.Deeper; 1126 with Layer.Class and
	// ClientValue.Class, the retry classes; 1145 with FuncFact.Gate and
	// Write.Opens; 1169 with FuncFact.Refuses; 1218 with FieldLayer,
	// ReturnsArg, Status and FieldArg.Opt, the values handed on; 1230
	// with PaceArg, the wait a helper's callers hand it).
	assert.Less(t, len(data), 1245, "a two-layer fact should stay small")
}

// writeFact has the other parts: a write with its path, a method role,
// a client role and a budget helper.
func writeFact() *callgraph.FuncFact {
	f := &callgraph.FuncFact{}
	f.Write = callgraph.Write{Kind: callgraph.HTTPWrite, What: "POST", Via: "http.Client.Do", Func: "payments.request", Pos: "/src/payments/payments.go:40"}
	f.WritePath = []callgraph.Hop{{Name: "payments.request", Pos: "/src/payments/payments.go:12"}}
	f.MethodArg = 2
	f.MethodWrite = callgraph.Write{Kind: callgraph.HTTPWrite, Via: "http.Client.Do", Func: "payments.request", Pos: "/src/payments/payments.go:40"}
	f.ClientArg = 1
	f.Helper, f.HelperOf = callgraph.BudgetCheck, "rate.Limiter.Allow"
	f.IO = true
	return f
}

func TestWriteFactGobRoundTrip(t *testing.T) {
	f := writeFact()
	data := encode(t, f)
	var back callgraph.FuncFact
	require.NoError(t, gob.NewDecoder(bytes.NewReader(data)).Decode(&back))
	assert.Equal(t, f, &back)
	assert.Equal(t, data, encode(t, &back), "re-encoding must give the same bytes")
	assert.Less(t, len(data), 1210, "a write fact should stay small") // gob's type description grows with each field (1024 bytes with Bound.Default, 1100 with the classes and Gate, 1183 with Refuses and the values handed on, 1195 with PaceArg)
	assert.Equal(t, "method=arg1 write(POST via http.Client.Do in payments.request) budget(rate.Limiter.Allow) client=arg0 io", f.String())
}

func TestFactString(t *testing.T) {
	assert.Equal(t,
		"owner(backoff.Retry, 4 attempts) chain(adapter.Price[backoff.Retry, 4 attempts] > pricing.Quote[for loop, 4 attempts], 16 attempts) via pricing.Quote@adapter.go:17 io waits",
		sampleFact().String())
}

func TestBounds(t *testing.T) {
	four := bound.Of(4, bound.Constant)
	unknown := bound.Unknowable(bound.NoSource)
	unbounded := bound.Unlimited(bound.NoSource)
	assert.Equal(t, "4 attempts", four.Attempts())
	assert.Equal(t, "1 attempt", bound.Of(1, bound.NoSource).Attempts())
	assert.Equal(t, "? attempts", unknown.Attempts())
	assert.Equal(t, "unbounded", unbounded.Attempts())
	assert.Equal(t, int64(64), four.Mul(four).Mul(four).N)
	assert.Equal(t, bound.Unknown, four.Mul(unknown).Kind)
	assert.Equal(t, bound.Unbounded, unknown.Mul(unbounded).Kind)
	big := bound.Bound{Kind: bound.Known, N: 1 << 30} // a product's size
	assert.Equal(t, bound.Known, big.Mul(big).Kind, "overflow saturates instead of wrapping")
	assert.Positive(t, big.Mul(big).Mul(big).N)
	huge := bound.Of(1<<21, bound.Field)
	assert.Equal(t, bound.Unbounded, huge.Kind, "a count past MaxCount puts no practical end to the attempts")
	assert.Equal(t, bound.Huge, huge.From)
	assert.Equal(t, int64(1<<21), huge.N, "and is kept, for the message")
	assert.Equal(t, bound.Known, bound.Of(bound.MaxCount, bound.Field).Kind)
}

func TestSplitPos(t *testing.T) {
	file, line := callgraph.SplitPos("/a/b/c.go:12")
	assert.Equal(t, "/a/b/c.go", file)
	assert.Equal(t, 12, line)
	_, line = callgraph.SplitPos("nolines")
	assert.Zero(t, line)
	assert.Equal(t, "c.go:12", callgraph.ShortPos("/a/b/c.go:12"))
}

// TestFactsDeterministic runs the analysis twice on the same packages and
// checks that every exported fact encodes to the same bytes.
func TestFactsDeterministic(t *testing.T) {
	encodeAll := func() []string {
		var out []string
		for _, r := range analysistest.Run(t, testdata(t), callgraph.Analyzer, "owners") {
			for obj, facts := range r.Facts {
				for _, f := range facts {
					out = append(out, obj.String()+"="+string(encode(t, f)))
				}
			}
		}
		sort.Strings(out)
		return out
	}
	first := encodeAll()
	require.NotEmpty(t, first)
	assert.Equal(t, first, encodeAll())
}
