package names

import (
	"go/token"
	"go/types"
	"runtime"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func newFunc(pkg *types.Package, name string) *types.Func {
	return types.NewFunc(token.NoPos, pkg, name, types.NewSignatureType(nil, nil, nil, nil, nil, false))
}

// TestKeyMemo: Key is the same through the memo, and the memo lets go of
// a function that is no longer used elsewhere.
func TestKeyMemo(t *testing.T) {
	pkg := types.NewPackage("example.com/p", "p")
	fn := newFunc(pkg, "F")
	assert.Equal(t, "example.com/p.F", Key(fn))
	assert.Equal(t, "example.com/p.F", Key(fn), "memoised")

	count := func() int {
		n := 0
		keys.Range(func(any, any) bool { n++; return true })
		return n
	}
	before := count()
	for i := 0; i < 1000; i++ {
		Key(newFunc(pkg, "G")) // each a new object, dropped at once
	}
	assert.GreaterOrEqual(t, count(), before)
	deadline := time.Now().Add(5 * time.Second)
	for count() > before && time.Now().Before(deadline) {
		runtime.GC()
		time.Sleep(10 * time.Millisecond)
	}
	assert.LessOrEqual(t, count(), before, "the memo forgets collected functions")
	runtime.KeepAlive(fn)
}

func BenchmarkKey(b *testing.B) {
	pkg := types.NewPackage("github.com/example/project/pkg", "pkg")
	recv := types.NewNamed(types.NewTypeName(token.NoPos, pkg, "Client", nil), types.NewStruct(nil, nil), nil)
	sig := types.NewSignatureType(types.NewVar(token.NoPos, pkg, "c", types.NewPointer(recv)), nil, nil, nil, nil, false)
	fn := types.NewFunc(token.NoPos, pkg, "Do", sig)
	b.Run("memo", func(b *testing.B) {
		for b.Loop() {
			_ = Key(fn)
		}
	})
	b.Run("plain", func(b *testing.B) {
		for b.Loop() {
			_ = key(fn)
		}
	})
}
