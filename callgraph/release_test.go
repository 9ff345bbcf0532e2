package callgraph_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/retrylint/retrylint/callgraph"
)

// ssaIn returns the path to the first value of a go/ssa type that v
// reaches, or "".
func ssaIn(v reflect.Value, path string, seen map[uintptr]bool) string {
	if !v.IsValid() {
		return ""
	}
	if strings.HasPrefix(v.Type().PkgPath(), "golang.org/x/tools/go/ssa") ||
		v.Kind() == reflect.Pointer && strings.HasPrefix(v.Type().Elem().PkgPath(), "golang.org/x/tools/go/ssa") {
		if v.Kind() == reflect.Pointer && v.IsNil() || v.Kind() == reflect.Interface && v.IsNil() {
			return ""
		}
		return path
	}
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			return ""
		}
		if v.Kind() == reflect.Pointer {
			if seen[v.Pointer()] {
				return ""
			}
			seen[v.Pointer()] = true
		}
		return ssaIn(v.Elem(), path, seen)
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if p := ssaIn(v.Field(i), path+"."+v.Type().Field(i).Name, seen); p != "" {
				return p
			}
		}
	case reflect.Slice, reflect.Array:
		for i := 0; i < v.Len(); i++ {
			if p := ssaIn(v.Index(i), path+"[]", seen); p != "" {
				return p
			}
		}
	case reflect.Map:
		it := v.MapRange()
		for it.Next() {
			if p := ssaIn(it.Key(), path+"{key}", seen); p != "" {
				return p
			}
			if p := ssaIn(it.Value(), path+"{}", seen); p != "" {
				return p
			}
		}
	}
	return ""
}

// TestResultHoldsNoSSA: once a package is summarised, its Result holds no
// SSA (the driver keeps every package's Result to the end of the run),
// except for a package with budget checks or route selections, whose
// functions OrderProblems reads.
func TestResultHoldsNoSSA(t *testing.T) {
	pkgs := []string{"owners", "morefacts", "nest/forms", "budget/order"}
	// The fixtures' expectations are for the checks and other tests: a
	// Testing that ignores them.
	for _, r := range analysistest.Run(quiet{}, testdata(t), callgraph.Analyzer, pkgs...) {
		res, ok := r.Result.(*callgraph.Result)
		if !ok {
			continue
		}
		path := ssaIn(reflect.ValueOf(res), "Result", map[uintptr]bool{})
		if r.Pass.Pkg.Path() == "budget/order" {
			assert.NotEmpty(t, path, "budget/order has order events: its functions are kept")
			continue
		}
		assert.Empty(t, path, "%s: the Result reaches SSA", r.Pass.Pkg.Path())
	}
}

type quiet struct{}

func (quiet) Errorf(string, ...any) {}
