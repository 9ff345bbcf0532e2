package report

import (
	"math/rand"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// testLocator is a locator with the module cache and GOROOT given.
func testLocator(wd, root, modCache, goRoot string) *locator {
	l := newLocator(filepath.FromSlash(wd), filepath.FromSlash(root))
	l.once.Do(func() {})
	l.modCache, l.goRoot = []string{filepath.FromSlash(modCache)}, []string{filepath.FromSlash(goRoot)}
	return l
}

// TestPlace: files under the root are named from the working directory
// and the root; a module's file in the cache is module@version/path
// (capitals unescaped), uri the path in the cache; a file of the standard
// library is its import path and name, uri relative to GOROOT; others
// keep their absolute path. A cache inside the root (a CI's workspace)
// still names dependencies; a root inside the cache (a module of the
// cache analysed) names its files from the root.
func TestPlace(t *testing.T) {
	if filepath.Separator != '/' {
		t.Skip("paths written for Unix")
	}
	l := testLocator("/repo/sub", "/repo", "/home/u/go/pkg/mod", "/usr/local/go")
	for _, tc := range []struct {
		file string
		want place
	}{
		{"/repo/sub/a.go", place{file: "a.go", source: "sub/a.go"}},
		{"/repo/b/b.go", place{file: "/repo/b/b.go", source: "b/b.go"}},
		{"/home/u/go/pkg/mod/github.com/!azure/azure-sdk-for-go/sdk/azcore@v1.2.0/policy/retry.go", place{
			file: "github.com/Azure/azure-sdk-for-go/sdk/azcore@v1.2.0/policy/retry.go", source: "github.com/Azure/azure-sdk-for-go/sdk/azcore@v1.2.0/policy/retry.go",
			base: baseModCache, uri: "github.com/!azure/azure-sdk-for-go/sdk/azcore@v1.2.0/policy/retry.go"}},
		{"/usr/local/go/src/net/http/client.go", place{file: "net/http/client.go", source: "net/http/client.go", base: baseGoRoot, uri: "src/net/http/client.go"}},
		{"/elsewhere/lib/lib.go", place{file: "/elsewhere/lib/lib.go", source: "/elsewhere/lib/lib.go"}},
		{"/home/u/go/pkg/mod/cache/download/x/@v/v1.0.0.zip", place{file: "/home/u/go/pkg/mod/cache/download/x/@v/v1.0.0.zip", source: "/home/u/go/pkg/mod/cache/download/x/@v/v1.0.0.zip"}},
	} {
		assert.Equal(t, tc.want, l.place(tc.file), tc.file)
	}

	inside := testLocator("/ws", "/ws", "/ws/.cache/mod", "/usr/local/go")
	assert.Equal(t, "example.com/m@v1.0.0/m.go", inside.place("/ws/.cache/mod/example.com/m@v1.0.0/m.go").file)
	assert.Equal(t, "app/main.go", inside.place("/ws/app/main.go").source)

	cached := testLocator("/home/u/go/pkg/mod/example.com/m@v1.0.0", "/home/u/go/pkg/mod/example.com/m@v1.0.0", "/home/u/go/pkg/mod", "/usr/local/go")
	assert.Equal(t, place{file: "m.go", source: "m.go"}, cached.place("/home/u/go/pkg/mod/example.com/m@v1.0.0/m.go"))

	std := testLocator("/usr/local/go/src", "/usr/local/go/src", "/home/u/go/pkg/mod", "/usr/local/go")
	assert.Equal(t, place{file: "net/http/client.go", source: "net/http/client.go"}, std.place("/usr/local/go/src/net/http/client.go"))
}

func TestUnescapeModulePath(t *testing.T) {
	assert.Equal(t, "github.com/Azure/Go@v1", unescapeModulePath("github.com/!azure/!go@v1"))
	assert.Equal(t, "a!", unescapeModulePath("a!"))
	assert.Equal(t, "a!1", unescapeModulePath("a!1"))
}

// TestDiffLines: the edit script of random line sequences turns the first
// into the second, and is as short as the longest common subsequence
// allows.
func TestDiffLines(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	gen := func() []string {
		n := rng.Intn(12)
		out := make([]string, n)
		for i := range out {
			out[i] = string(rune('a'+rng.Intn(4))) + "\n"
		}
		return out
	}
	for range 2000 {
		x, y := gen(), gen()
		ops := diffLines(x, y)
		var got []string
		at, changed := 0, 0
		for _, op := range ops {
			got = append(got, x[at:op.x0]...)
			got = append(got, y[op.y0:op.y1]...)
			at = op.x1
			changed += op.x1 - op.x0 + op.y1 - op.y0
		}
		got = append(got, x[at:]...)
		assert.Equal(t, strings.Join(y, ""), strings.Join(got, ""), "%q → %q", x, y)
		assert.Equal(t, len(x)+len(y)-2*lcs(x, y), changed, "%q → %q", x, y)
	}
}

func lcs(x, y []string) int {
	m := make([][]int, len(x)+1)
	for i := range m {
		m[i] = make([]int, len(y)+1)
	}
	for i := len(x) - 1; i >= 0; i-- {
		for j := len(y) - 1; j >= 0; j-- {
			if x[i] == y[j] {
				m[i][j] = m[i+1][j+1] + 1
			} else {
				m[i][j] = max(m[i+1][j], m[i][j+1])
			}
		}
	}
	return m[0][0]
}

// TestUnifiedDiff: hunks with three lines of context, a change near
// another shares its hunk, a last line without a newline is marked.
func TestUnifiedDiff(t *testing.T) {
	a := "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n13\n14\n15\n16\n17\n18\n19\n20"
	b := strings.Replace(strings.Replace(a, "2\n", "two\n", 1), "\n20", "\n20\n", 1)
	b = strings.Replace(b, "5\n", "5\nfive\n", 1)
	want := `--- a/f
+++ b/f
@@ -1,8 +1,9 @@
 1
-2
+two
 3
 4
 5
+five
 6
 7
 8
@@ -17,4 +18,4 @@
 17
 18
 19
-20
\ No newline at end of file
+20
`
	assert.Equal(t, want, unifiedDiff("a/f", "b/f", []byte(a), []byte(b)))
	assert.Empty(t, unifiedDiff("a/f", "b/f", []byte(a), []byte(a)))
}
