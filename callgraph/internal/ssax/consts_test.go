package ssax_test

import (
	"go/ast"
	"go/constant"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/ssa/ssautil"

	"github.com/retrylint/retrylint/callgraph/internal/ssax"
)

var (
	i   = constant.MakeInt64
	f   = constant.MakeFloat64
	str = constant.MakeString
	b   = constant.MakeBool
	big = constant.Shift(constant.MakeInt64(1), token.SHL, 100)
	cx  = constant.BinaryOp(constant.MakeInt64(1), token.ADD, constant.MakeImag(constant.MakeInt64(2)))
	unk = constant.MakeUnknown()
)

// Every binary operator Go has, on every kind of constant: a value where
// Go gives one, false where it gives none, and never a panic.
func TestArith(t *testing.T) {
	for _, tc := range []struct {
		x    constant.Value
		op   token.Token
		y    constant.Value
		want constant.Value // nil: no value
	}{
		{i(503), token.QUO, i(100), i(5)}, // integer division truncates
		{i(-503), token.QUO, i(100), i(-5)},
		{f(503), token.QUO, i(100), constant.BinaryOp(f(503), token.QUO, f(100))}, // float division
		{i(503), token.QUO, f(100), constant.BinaryOp(f(503), token.QUO, f(100))},
		{i(503), token.QUO, i(0), nil}, // division by zero
		{f(1), token.QUO, f(0), nil},
		{i(503), token.REM, i(100), i(3)},
		{i(-503), token.REM, i(100), i(-3)},
		{i(503), token.REM, i(0), nil},
		{f(5.5), token.REM, i(2), nil}, // no remainder of floats
		{i(503), token.ADD, i(1), i(504)},
		{i(503), token.SUB, i(3), i(500)},
		{i(5), token.MUL, i(100), i(500)},
		{f(0.5), token.MUL, i(4), f(2)},
		{str("a"), token.ADD, str("b"), str("ab")},
		{str("a"), token.SUB, str("b"), nil},
		{str("a"), token.ADD, i(1), nil},
		{i(0xf0), token.AND, i(0x3c), i(0x30)},
		{i(0xf0), token.OR, i(0x0f), i(0xff)},
		{i(0xff), token.XOR, i(0x0f), i(0xf0)},
		{i(0xff), token.AND_NOT, i(0x0f), i(0xf0)},
		{f(1), token.AND, i(1), nil},
		{i(1), token.SHL, i(3), i(8)},
		{i(503), token.SHR, i(8), i(1)},
		{i(1), token.SHL, i(-1), nil}, // negative count
		{i(1), token.SHL, i(65), nil}, // beyond any integer type
		{i(1), token.SHL, big, nil},
		{f(1), token.SHL, i(2), nil}, // a float is not shifted
		{i(1), token.SHL, f(2), nil},
		{b(true), token.LAND, b(false), nil}, // not arithmetic
		{i(1), token.EQL, i(1), nil},         // a comparison: Compare
		{i(1), token.LSS, i(2), nil},
		{unk, token.ADD, i(1), nil},
		{nil, token.ADD, i(1), nil},
		{cx, token.MUL, cx, constant.BinaryOp(cx, token.MUL, cx)},
		{cx, token.QUO, i(0), nil},
	} {
		got, ok := ssax.Arith(tc.x, tc.op, tc.y)
		if tc.want == nil {
			assert.False(t, ok, "%v %v %v gave %v", tc.x, tc.op, tc.y, got)
			continue
		}
		if assert.True(t, ok, "%v %v %v", tc.x, tc.op, tc.y) {
			assert.True(t, constant.Compare(got, token.EQL, tc.want), "%v %v %v = %v, want %v", tc.x, tc.op, tc.y, got, tc.want)
		}
	}
}

func TestCompare(t *testing.T) {
	type want int
	const (
		no want = iota // no result
		yes
		false_
	)
	for _, tc := range []struct {
		x    constant.Value
		op   token.Token
		y    constant.Value
		want want
	}{
		{i(5), token.EQL, i(5), yes},
		{i(503), token.GEQ, i(500), yes},
		{i(200), token.GEQ, i(500), false_},
		{f(5.03), token.GEQ, i(5), yes},
		{i(5), token.LSS, f(5.5), yes},
		{str("a"), token.LSS, str("b"), yes},
		{b(true), token.EQL, b(true), yes},
		{b(true), token.LSS, b(false), no}, // booleans are not ordered
		{cx, token.EQL, cx, yes},
		{cx, token.LSS, cx, no}, // nor are complex numbers
		{str("5"), token.EQL, i(5), no},
		{i(200), token.QUO, i(100), no}, // the panic of "200 / 100"
		{i(200), token.REM, i(100), no},
		{i(200), token.SHL, i(1), no},
		{i(200), token.ADD, i(1), no},
		{unk, token.EQL, i(1), no},
		{nil, token.EQL, i(1), no},
	} {
		got, ok := ssax.Compare(tc.x, tc.op, tc.y)
		switch tc.want {
		case no:
			assert.False(t, ok, "%v %v %v", tc.x, tc.op, tc.y)
		default:
			assert.True(t, ok, "%v %v %v", tc.x, tc.op, tc.y)
			assert.Equal(t, tc.want == yes, got, "%v %v %v", tc.x, tc.op, tc.y)
		}
	}
}

func TestConvertTo(t *testing.T) {
	for _, tc := range []struct {
		v    constant.Value
		to   types.BasicKind
		want constant.Value
	}{
		{f(5.99), types.Int, i(5)}, // toward zero
		{f(-5.99), types.Int, i(-5)},
		{i(503), types.Float64, f(503)},
		{i(503), types.Uint8, nil}, // would wrap
		{i(200), types.Uint8, i(200)},
		{i(-1), types.Uint, nil},
		{f(1e300), types.Int64, nil},
		{big, types.Int, nil},
		{str("x"), types.Int, nil},
		{str("x"), types.String, str("x")},
		{b(true), types.Bool, b(true)},
		{i(1), types.Complex128, constant.ToComplex(i(1))},
		{cx, types.Float64, nil},
	} {
		got, ok := ssax.ConvertTo(tc.v, types.Typ[tc.to])
		if tc.want == nil {
			assert.False(t, ok, "%v to %v gave %v", tc.v, types.Typ[tc.to], got)
			continue
		}
		if assert.True(t, ok, "%v to %v", tc.v, types.Typ[tc.to]) {
			assert.True(t, constant.Compare(got, token.EQL, tc.want), "%v to %v = %v", tc.v, types.Typ[tc.to], got)
		}
	}
}

// ExprOf unwinds what real status tests compute from the code, and Eval
// gives the value Go computes, or none.
func TestExprOf(t *testing.T) {
	const src = `package p

func f(code, d int) []bool {
	return []bool{
		code/100 == 5,
		code%100 == 3,
		float64(code)/100 >= 5,
		code>>8 == 1,
		code&0xf00 == 0x100,
		500 <= code,
		int64(code)-500 < 100,
		code/d == 5,
		uint8(code) == 247,
		code*code == 9,
	}
}
`
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "p.go", src, 0)
	require.NoError(t, err)
	pkg, _, err := ssautil.BuildPackage(&types.Config{Importer: importer.Default()}, fset, types.NewPackage("p", ""), []*ast.File{file}, ssa.SanityCheckFunctions)
	require.NoError(t, err)
	fn := pkg.Func("f")
	param := fn.Params[0]
	var cmps []*ssa.BinOp
	for _, blk := range fn.Blocks {
		for _, instr := range blk.Instrs {
			if bin, ok := instr.(*ssa.BinOp); ok && bin.Type() == types.Typ[types.Bool] {
				cmps = append(cmps, bin)
			}
		}
	}
	type row struct {
		at503 string // the comparison's value for a 503: true, false or none
	}
	want := []row{{"true"}, {"true"}, {"true"}, {"true"}, {"true"}, {"true"}, {"true"}, {"none"}, {"none"}, {"none"}}
	require.Len(t, cmps, len(want))
	for n, cmp := range cmps {
		x, y, op := cmp.X, cmp.Y, cmp.Op
		if _, ok := x.(*ssa.Const); ok {
			x, y, op = y, x, mirror(op)
		}
		got := "none"
		if e, ok := ssax.ExprOf(x, func(v ssa.Value) bool { return v == param }); ok {
			if v, ok := e.EvalInt(503); ok {
				if r, ok := ssax.Compare(v, op, y.(*ssa.Const).Value); ok {
					got = map[bool]string{true: "true", false: "false"}[r]
				}
			}
		}
		assert.Equal(t, want[n].at503, got, "comparison %d: %v", n, cmp)
	}
}

func mirror(op token.Token) token.Token {
	switch op {
	case token.LSS:
		return token.GTR
	case token.GTR:
		return token.LSS
	case token.LEQ:
		return token.GEQ
	case token.GEQ:
		return token.LEQ
	}
	return op
}
