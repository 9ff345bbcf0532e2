package callgraph

import (
	"go/types"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
	"golang.org/x/tools/go/ssa"
)

// TestImportsHoldWhatIsUsed: the SSA packages of the imports hold the
// functions and variables the package names, and no other member: an
// import made from its whole scope would cost a function object for each
// of its functions and methods, in every package that imports it.
func TestImportsHoldWhatIsUsed(t *testing.T) {
	dir, err := filepath.Abs(filepath.Join("..", "testdata"))
	require.NoError(t, err)
	var checked bool
	probe := &analysis.Analyzer{
		Name: "ssaprobe",
		Doc:  "builds the package's SSA as the analysis does",
		Run: func(pass *analysis.Pass) (any, error) {
			funcs := buildSSA(pass)
			if !assert.NotEmpty(t, funcs) {
				return nil, nil
			}
			prog := funcs[0].Prog
			used := map[types.Object]bool{}
			for _, obj := range pass.TypesInfo.Uses {
				if fn, ok := obj.(*types.Func); ok {
					obj = fn.Origin()
				}
				used[obj] = true
			}
			for _, imp := range pass.Pkg.Imports() {
				p := prog.Package(imp)
				if !assert.NotNil(t, p, "import %s is created", imp.Path()) {
					continue
				}
				for name, m := range p.Members {
					switch m := m.(type) {
					case *ssa.Function:
						if name == "init" {
							continue // every package has one
						}
						assert.True(t, used[m.Object()], "%s.%s is a member but the package does not use it", imp.Path(), name)
						assert.Equal(t, p, m.Pkg)
						assert.Equal(t, "from type information", m.Synthetic)
					case *ssa.Global:
						if name == "init$guard" {
							continue
						}
						assert.True(t, used[m.Object()], "%s.%s is a member but the package does not use it", imp.Path(), name)
					}
				}
				if imp.Path() == "net/http" {
					assert.NotNil(t, p.Func("Get"), "http.Get, which the package calls, is a member")
					assert.Nil(t, p.Func("ListenAndServeTLS"), "a function the package does not use is none")
					checked = true
				}
			}
			return nil, nil
		},
	}
	analysistest.Run(quietT{}, dir, probe, "owners")
	assert.True(t, checked, "the fixture imports net/http")
}

// quietT ignores the fixture's expectations, which are for other tests.
type quietT struct{}

func (quietT) Errorf(string, ...any) {}
