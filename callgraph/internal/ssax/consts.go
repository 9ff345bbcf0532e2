package ssax

import (
	"go/constant"
	"go/token"
	"go/types"
	"math"

	"golang.org/x/tools/go/ssa"
)

// go/constant panics on an operator it does not take for the operands'
// kinds (Compare with a division, Shift of a float, a division by zero),
// and code that compiles hands the analysis every operator Go has. The
// functions below are the only way the analysis combines constants: they
// take any operator and any kinds, and say false where Go would not give
// a value (a division by zero, an operator the kinds do not have).

// Arith applies the binary operator op to x and y as Go does at run time
// for operands of their kinds: integer division and remainder truncate,
// a float division divides. It returns false for a comparison operator
// (see Compare), for kinds the operator does not take, for a division by
// zero, and for a shift by a negative count or by more than 64 bits.
func Arith(x constant.Value, op token.Token, y constant.Value) (constant.Value, bool) {
	if x == nil || y == nil {
		return nil, false
	}
	kx, ky := x.Kind(), y.Kind()
	numeric := isNumeric(kx) && isNumeric(ky)
	bothInt := kx == constant.Int && ky == constant.Int
	switch op {
	case token.ADD:
		if kx == constant.String && ky == constant.String {
			return constant.BinaryOp(x, op, y), true
		}
		if !numeric {
			return nil, false
		}
	case token.SUB, token.MUL:
		if !numeric {
			return nil, false
		}
	case token.QUO:
		if !numeric || constant.Sign(y) == 0 {
			return nil, false
		}
		if bothInt {
			op = token.QUO_ASSIGN // integer division, as Go does for integers
		}
	case token.REM:
		if !bothInt || constant.Sign(y) == 0 {
			return nil, false
		}
	case token.AND, token.OR, token.XOR, token.AND_NOT:
		if !bothInt {
			return nil, false
		}
	case token.SHL, token.SHR:
		if kx != constant.Int || ky != constant.Int {
			return nil, false
		}
		s, exact := constant.Uint64Val(y)
		if !exact || constant.Sign(y) < 0 || s > 64 {
			return nil, false
		}
		return constant.Shift(x, op, uint(s)), true
	default:
		return nil, false
	}
	v := constant.BinaryOp(x, op, y)
	return v, v.Kind() != constant.Unknown
}

// Compare reports x op y for a comparison operator, and false as its
// second result when op is no comparison or the kinds cannot be compared
// with it (a string with a number, an ordering of booleans or complex
// numbers).
func Compare(x constant.Value, op token.Token, y constant.Value) (result, ok bool) {
	if x == nil || y == nil {
		return false, false
	}
	equality := op == token.EQL || op == token.NEQ
	switch op {
	case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
	default:
		return false, false
	}
	kx, ky := x.Kind(), y.Kind()
	switch {
	case kx == constant.Complex || ky == constant.Complex:
		if !equality || !isNumeric(kx) || !isNumeric(ky) {
			return false, false
		}
	case isNumeric(kx) && isNumeric(ky):
	case kx == constant.String && ky == constant.String:
	case kx == constant.Bool && ky == constant.Bool:
		if !equality {
			return false, false
		}
	default:
		return false, false
	}
	return constant.Compare(x, op, y), true
}

// CompareInts is Compare on two integers.
func CompareInts(a int64, op token.Token, b int64) (result, ok bool) {
	return Compare(constant.MakeInt64(a), op, constant.MakeInt64(b))
}

// ConvertTo converts a constant to the basic kind of t as a Go
// conversion does at run time: a float to an integer truncates toward
// zero, an integer to a float rounds. It returns false for a value that
// does not fit an int64 when an integer is asked for, and for kinds a
// conversion does not take.
func ConvertTo(v constant.Value, t types.Type) (constant.Value, bool) {
	b, ok := t.Underlying().(*types.Basic)
	if !ok || v == nil {
		return nil, false
	}
	info := b.Info()
	switch {
	case info&types.IsInteger != 0:
		switch v.Kind() {
		case constant.Int:
		case constant.Float:
			f, _ := constant.Float64Val(v)
			if math.IsNaN(f) || math.IsInf(f, 0) || f >= math.MaxInt64 || f <= math.MinInt64 {
				return nil, false
			}
			v = constant.MakeInt64(int64(f)) // toward zero
		default:
			return nil, false
		}
		// A value the type cannot hold would wrap: not followed.
		if !fits(v, b.Kind()) {
			return nil, false
		}
		return v, true
	case info&types.IsFloat != 0:
		if isNumeric(v.Kind()) && v.Kind() != constant.Complex {
			return constant.ToFloat(v), true
		}
	case info&types.IsComplex != 0:
		if isNumeric(v.Kind()) {
			return constant.ToComplex(v), true
		}
	case info&types.IsString != 0:
		if v.Kind() == constant.String {
			return v, true
		}
	case info&types.IsBoolean != 0:
		if v.Kind() == constant.Bool {
			return v, true
		}
	}
	return nil, false
}

// fits reports whether the integer v is in the range of the kind.
func fits(v constant.Value, k types.BasicKind) bool {
	var lo, hi int64
	switch k {
	case types.Int8:
		lo, hi = math.MinInt8, math.MaxInt8
	case types.Int16:
		lo, hi = math.MinInt16, math.MaxInt16
	case types.Int32, types.UntypedRune:
		lo, hi = math.MinInt32, math.MaxInt32
	case types.Uint8:
		lo, hi = 0, math.MaxUint8
	case types.Uint16:
		lo, hi = 0, math.MaxUint16
	case types.Uint32:
		lo, hi = 0, math.MaxUint32
	case types.Uint, types.Uint64, types.Uintptr:
		return constant.Sign(v) >= 0 && constant.Compare(v, token.LEQ, constant.MakeUint64(math.MaxUint64))
	default: // int, int64 and untyped integers
		_, exact := constant.Int64Val(v)
		return exact
	}
	n, exact := constant.Int64Val(v)
	return exact && n >= lo && n <= hi
}

func isNumeric(k constant.Kind) bool {
	return k == constant.Int || k == constant.Float || k == constant.Complex
}

// Expr is what the analysis can compute of a value made from one
// unknown (a response's status code, a counter) by conversions and
// arithmetic with constants: resp.StatusCode/100, float64(code)/100,
// code>>8, code%100. Base is the unknown; Eval gives the value for one
// value of it, or false where Go would give none.
type Expr struct {
	Base ssa.Value
	ops  []exprOp // from the base outwards
}

type exprOp struct {
	op   token.Token // ILLEGAL for a conversion to typ
	k    constant.Value
	left bool // k op x rather than x op k
	typ  types.Type
}

// ExprOf unwinds v through conversions and arithmetic with a constant
// operand, at most 8 steps, to the first value base accepts.
func ExprOf(v ssa.Value, base func(ssa.Value) bool) (Expr, bool) {
	var ops []exprOp
	for i := 0; i < 8; i++ {
		if base(v) {
			// Applied from the base outwards.
			for l, r := 0, len(ops)-1; l < r; l, r = l+1, r-1 {
				ops[l], ops[r] = ops[r], ops[l]
			}
			return Expr{Base: v, ops: ops}, true
		}
		switch x := v.(type) {
		case *ssa.Convert:
			ops = append(ops, exprOp{op: token.ILLEGAL, typ: x.Type()})
			v = x.X
		case *ssa.ChangeType:
			v = x.X
		case *ssa.BinOp:
			if c, ok := x.Y.(*ssa.Const); ok && c.Value != nil {
				ops = append(ops, exprOp{op: x.Op, k: c.Value})
				v = x.X
			} else if c, ok := x.X.(*ssa.Const); ok && c.Value != nil {
				ops = append(ops, exprOp{op: x.Op, k: c.Value, left: true})
				v = x.Y
			} else {
				return Expr{}, false
			}
		default:
			return Expr{}, false
		}
	}
	return Expr{}, false
}

// Direct reports whether the expression is its base itself.
func (e Expr) Direct() bool { return len(e.ops) == 0 }

// Eval computes the expression for the base's value x.
func (e Expr) Eval(x constant.Value) (constant.Value, bool) {
	v := x
	for _, o := range e.ops {
		var ok bool
		switch {
		case o.op == token.ILLEGAL:
			v, ok = ConvertTo(v, o.typ)
		case o.left:
			v, ok = Arith(o.k, o.op, v)
		default:
			v, ok = Arith(v, o.op, o.k)
		}
		if !ok {
			return nil, false
		}
	}
	return v, true
}

// EvalInt computes the expression for an integer value of the base.
func (e Expr) EvalInt(x int64) (constant.Value, bool) {
	return e.Eval(constant.MakeInt64(x))
}
