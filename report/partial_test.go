package report_test

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/retrylint/retrylint/report"
)

// tree writes a module example.com/svc of several files (go.mod
// included unless given) and makes it the working directory.
func tree(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	if _, ok := files["go.mod"]; !ok {
		files["go.mod"] = "module example.com/svc\n\ngo 1.26.0\n"
	}
	for name, text := range files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
		require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
	}
	t.Chdir(dir)
	t.Setenv("GOFLAGS", "")
	t.Setenv("GOWORK", "off")
	return dir
}

// retrying is a package whose Fetch retries a GET three times.
const retrying = `package %s

import (
	"net/http"
	"time"
)

// Fetch retries a GET.
func Fetch(url string) error {
	var err error
	for i := 0; i < 3; i++ {
		if _, err = http.Get(url); err == nil {
			return nil
		}
		time.Sleep(time.Millisecond)
	}
	return err
}
`

// nesting is a package whose Load retries imp.Fetch.
const nesting = `package %s

import "example.com/svc/%s"

// Load retries %s.Fetch, which retries too.
func Load(url string) (err error) {
	for i := 0; i < 2; i++ {
		if err = %s.Fetch(url); err == nil {
			return nil
		}
	}
	return err
}
`

func pkg(name string) string { return strings.ReplaceAll(retrying, "%s", name) }

func nest(name, imp string) string {
	return strings.NewReplacer("package %s", "package "+name, "svc/%s", "svc/"+imp, "%s.Fetch", imp+".Fetch", "Load retries %s", "Load retries "+imp).Replace(nesting)
}

// errLines is the lines of stderr that are errors (not the findings'
// text, which -sarif=- and -diff put there, nor the notes of -fix).
func errLines(stderr string) []string {
	text := regexp.MustCompile(`^\S+\.go:\d+:\d+: (\t|(` + strings.Join(analyzerNames(), "|") + `)( \(note\))?: )`)
	var out []string
	for _, l := range strings.Split(strings.TrimSpace(stderr), "\n") {
		if l != "" && !text.MatchString(l) && !strings.HasPrefix(l, "retrylint: applied ") {
			out = append(out, l)
		}
	}
	return out
}

// TestInternalErrorInDependency: a summary that panics in a dependency
// (not asked for, so the checker keeps no result of it) is one line on
// stderr naming the package and the function; its importer is checked
// without its facts (the nest through it is gone); the other packages'
// findings are printed; the run exits 2. Two runs print the same bytes.
// Not parallel: it sets the variable that injects the panic.
func TestInternalErrorInDependency(t *testing.T) {
	tree(t, map[string]string{
		"dep/dep.go":     pkg("dep"),
		"use/use.go":     nest("use", "dep"),
		"other/other.go": pkg("other"),
	})
	args := []string{"-retrydelay=false", "./use", "./other"}
	code, stdout, stderr := run(t, args...)
	require.Equal(t, report.ExitFindings, code, stderr)
	require.Contains(t, stdout, "use/use.go:8:12: nestedretry: for loop (2 attempts) calls dep.Fetch", "without the panic, the nest through dep")

	t.Setenv("RETRYLINT_INJECT_PANIC", "example.com/svc/dep.Fetch")
	code, stdout, stderr = run(t, args...)
	assert.Equal(t, report.ExitError, code)
	assert.Equal(t, []string{"retrylint: internal error in package example.com/svc/dep, function example.com/svc/dep.Fetch: panic: injected by RETRYLINT_INJECT_PANIC (this package's findings and facts are left out; please report it with the package's code)"}, errLines(stderr))
	assert.NotContains(t, stdout, "calls dep.Fetch", "dep exported no facts")
	assert.NotContains(t, stderr, "goroutine ")
	_, again, stderrAgain := run(t, args...)
	assert.Equal(t, stdout+stderr, again+stderrAgain, "two runs print the same bytes")
}

// TestInternalErrorInRoot: a summary that panics in a package asked for
// (and its test variant, and a dependency of another root) is one line;
// the other packages' findings are printed, in every output mode, and
// the run exits 2.
func TestInternalErrorInRoot(t *testing.T) {
	tree(t, map[string]string{
		"dep/dep.go":      pkg("dep"),
		"dep/dep_test.go": "package dep\n\nimport \"testing\"\n\nfunc TestFetch(t *testing.T) { _ = Fetch }\n",
		"use/use.go":      nest("use", "dep"),
		"other/other.go":  pkg("other") + "\n// Again nests Fetch.\nfunc Again(url string) (err error) {\n\tfor i := 0; i < 2; i++ {\n\t\tif err = Fetch(url); err == nil {\n\t\t\treturn nil\n\t\t}\n\t}\n\treturn err\n}\n",
	})
	t.Setenv("RETRYLINT_INJECT_PANIC", "example.com/svc/dep.Fetch")
	want := []string{"retrylint: internal error in package example.com/svc/dep, function example.com/svc/dep.Fetch: panic: injected by RETRYLINT_INJECT_PANIC (this package's findings and facts are left out; please report it with the package's code)"}
	code, stdout, stderr := run(t, "./...")
	assert.Equal(t, report.ExitError, code)
	assert.Equal(t, want, errLines(stderr))
	assert.Contains(t, stdout, "other/other.go:23:12: nestedretry: for loop (2 attempts) calls other.Fetch")
	assert.Contains(t, stdout, "other/other.go:11:2: retrydelay: ")
	assert.NotContains(t, stdout, "dep/dep.go", "dep's findings are lost")
	assert.NotContains(t, stdout, "calls dep.Fetch")

	code, stdout, stderr = run(t, "-json", "./...")
	assert.Equal(t, report.ExitError, code)
	assert.Equal(t, want, errLines(stderr))
	var tree map[string]map[string][]json.RawMessage
	require.NoError(t, json.Unmarshal([]byte(stdout), &tree), stdout)
	assert.Contains(t, tree, "example.com/svc/other")
}

// TestLoadErrorCostsItsPackage: a package that does not type-check costs
// its own findings and its importer's (not analysed, as go vet does not
// vet it), nothing more: the other package's finding is printed, the
// error is one line (file:line:col: message, once for the package and
// its test variant), and the run exits 2, whether findings are printed
// or not, in text, -json and SARIF. Stale baseline entries are not
// claimed for the package that was not analysed.
func TestLoadErrorCostsItsPackage(t *testing.T) {
	dir := tree(t, map[string]string{
		"bad/bad.go":      pkg("bad") + "\nfunc Count() int { return \"three\" }\n",
		"bad/bad_test.go": "package bad\n\nimport \"testing\"\n\nfunc TestCount(t *testing.T) { _ = Count }\n",
		"use/use.go":      nest("use", "bad"),
		"ok/ok.go":        pkg("ok"),
	})
	wantErr := []string{"bad/bad.go:20:27: cannot use \"three\" (untyped string constant) as int value in return statement"}
	code, stdout, stderr := run(t, "./...")
	assert.Equal(t, report.ExitError, code)
	assert.Equal(t, wantErr, errLines(stderr))
	assert.Contains(t, stdout, "ok/ok.go:11:2: retrydelay: ")
	assert.NotContains(t, stdout, "bad/", "the broken package's findings are lost")
	assert.NotContains(t, stdout, "use/", "and its importer's")
	_, again, stderrAgain := run(t, "./...")
	assert.Equal(t, stdout+stderr, again+stderrAgain, "two runs print the same bytes")

	code, stdout, stderr = run(t, "-json", "-sarif", "out.sarif", "./...")
	assert.Equal(t, report.ExitError, code)
	assert.Equal(t, wantErr, errLines(stderr))
	assert.Contains(t, stdout, "ok.go:11:2")
	data, err := os.ReadFile(filepath.Join(dir, "out.sarif"))
	require.NoError(t, err)
	validate(t, data)
	assert.Contains(t, string(data), `"executionSuccessful": false`)
	assert.Contains(t, string(data), `cannot use \"three\"`)

	// Only the broken package: nothing to report, still exit 2.
	code, stdout, _ = run(t, "./bad")
	assert.Equal(t, report.ExitError, code)
	assert.Empty(t, stdout)

	// A baseline is not written from a run that left packages out; one
	// written before is not called stale for them.
	require.NoError(t, os.WriteFile(filepath.Join(dir, "bad", "bad.go"), []byte(pkg("bad")+"\nfunc Count() int { return 3 }\n"), 0o644))
	code, _, stderr = run(t, "-write-baseline", "base.json", "./...")
	require.Equal(t, report.ExitClean, code, stderr)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "bad", "bad.go"), []byte(pkg("bad")+"\nfunc Count() int { return \"three\" }\n"), 0o644))
	code, _, stderr = run(t, "-baseline", "base.json", "-write-baseline", "new.json", "./...")
	assert.Equal(t, report.ExitError, code)
	assert.NotContains(t, stderr, "stale", "bad and use were not analysed")
	assert.Contains(t, stderr, "new.json not written")
	assert.NoFileExists(t, filepath.Join(dir, "new.json"))
}

// TestMissingDependency: an import that no module provides costs the
// package that imports it: one error line (not a second "could not
// import" for the same cause), the rest is reported.
func TestMissingDependency(t *testing.T) {
	tree(t, map[string]string{
		"miss/miss.go": "package miss\n\nimport \"example.com/nowhere/x\"\n\nfunc F() { x.G() }\n",
		"ok/ok.go":     pkg("ok"),
	})
	code, stdout, stderr := run(t, "./...")
	assert.Equal(t, report.ExitError, code)
	assert.Equal(t, []string{"miss/miss.go:3:8: no required module provides package example.com/nowhere/x; to add it: go get example.com/nowhere/x"}, errLines(stderr))
	assert.Contains(t, stdout, "ok/ok.go:11:2: retrydelay: ")
}

// TestBuildTags: a test file that needs a build tag (it calls a helper
// of a file built with "integration") costs the test variant without
// -tags: one error line, the package's findings still printed; with
// -tags=integration (or a space-separated list) the load is clean.
func TestBuildTags(t *testing.T) {
	tree(t, map[string]string{
		"svc.go":                   pkg("svc"),
		"svc_test.go":              "package svc\n\nimport \"testing\"\n\nfunc TestFetch(t *testing.T) { _ = Fetch(dbURL()) }\n",
		"db_integration_test.go":   "//go:build integration\n\npackage svc\n\nfunc dbURL() string { return \"http://db\" }\n",
		"more_integration_test.go": "//go:build integration && extra\n\npackage svc\n\nvar _ = dbURL\n",
	})
	code, stdout, stderr := run(t, "./...")
	assert.Equal(t, report.ExitError, code)
	assert.Equal(t, []string{"svc_test.go:5:42: undefined: dbURL"}, errLines(stderr))
	assert.Contains(t, stdout, "svc.go:11:2: retrydelay: ")

	for _, tags := range []string{"-tags=integration", "-tags=integration,extra", "-tags=integration extra"} {
		code, again, stderr := run(t, tags, "./...")
		assert.Equal(t, report.ExitFindings, code, "%s: %s", tags, stderr)
		assert.Empty(t, stderr, tags)
		assert.Equal(t, stdout, again, tags)
	}
	code, _, stderr = run(t, "-tags=-race", "./...")
	assert.Equal(t, report.ExitError, code)
	assert.Contains(t, stderr, `-tags: "-race" is no build tag`)
}

// fakeProxy writes a module proxy (GOPROXY=file://...) that serves one
// module, example.com/Retry/lib v1.0.0 (a capital, which the module
// cache escapes as "!r"), whose Fetch retries; the go command downloads
// it into a module cache of the test's, emptied at the end.
func fakeProxy(t *testing.T) (proxy, cache string) {
	t.Helper()
	base := t.TempDir()
	proxy, cache = filepath.Join(base, "proxy"), filepath.Join(base, "modcache")
	at := filepath.Join(proxy, "example.com", "!retry", "lib", "@v")
	require.NoError(t, os.MkdirAll(at, 0o755))
	mod := "module example.com/Retry/lib\n\ngo 1.26.0\n"
	for name, text := range map[string]string{
		"list":        "v1.0.0\n",
		"v1.0.0.info": `{"Version":"v1.0.0","Time":"2026-01-02T03:04:05Z"}`,
		"v1.0.0.mod":  mod,
	} {
		require.NoError(t, os.WriteFile(filepath.Join(at, name), []byte(text), 0o644))
	}
	var buf bytes.Buffer
	z := zip.NewWriter(&buf)
	for name, text := range map[string]string{"go.mod": mod, "lib.go": pkg("lib")} {
		w, err := z.Create("example.com/Retry/lib@v1.0.0/" + name)
		require.NoError(t, err)
		_, err = w.Write([]byte(text))
		require.NoError(t, err)
	}
	require.NoError(t, z.Close())
	require.NoError(t, os.WriteFile(filepath.Join(at, "v1.0.0.zip"), buf.Bytes(), 0o644))
	t.Cleanup(func() {
		// The module cache is read-only: the go command empties it.
		cmd := exec.Command("go", "clean", "-modcache")
		cmd.Env = append(os.Environ(), "GOMODCACHE="+cache)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("go clean -modcache: %v\n%s", err, out)
		}
	})
	return proxy, cache
}

// TestDependencyPaths: a related location in a module of the module
// cache is module@version/file.go in text, -json and the baseline (not
// the cache's absolute path, escaped capitals and all); in SARIF it is
// the file's path in the cache relative to GOMODCACHE, a uriBaseId that
// originalUriBaseIds gives; the files of the module analysed are named
// as before.
func TestDependencyPaths(t *testing.T) {
	proxy, cache := fakeProxy(t)
	dir := tree(t, map[string]string{
		"go.mod": "module example.com/svc\n\ngo 1.26.0\n\nrequire example.com/Retry/lib v1.0.0\n",
		"svc.go": "package svc\n\nimport \"example.com/Retry/lib\"\n\n// Get retries lib.Fetch, which retries.\nfunc Get(url string) (err error) {\n\tfor i := 0; i < 2; i++ {\n\t\tif err = lib.Fetch(url); err == nil {\n\t\t\treturn nil\n\t\t}\n\t}\n\treturn err\n}\n",
	})
	t.Setenv("GOPROXY", "file://"+filepath.ToSlash(proxy))
	t.Setenv("GOMODCACHE", cache)
	t.Setenv("GOSUMDB", "off")
	t.Setenv("GOFLAGS", "-mod=mod")
	args := []string{"-retrydelay=false", "./..."}

	code, stdout, stderr := run(t, args...)
	require.Equal(t, report.ExitFindings, code, stderr)
	assert.Contains(t, stdout, "svc.go:8:12: nestedretry: for loop (2 attempts) calls lib.Fetch")
	assert.Contains(t, stdout, "\nexample.com/Retry/lib@v1.0.0/lib.go:11:2: \tlib.Fetch retries here (for loop)\n")
	assert.NotContains(t, stdout, cache)

	code, stdout, _ = run(t, append([]string{"-json"}, args...)...)
	require.Equal(t, report.ExitFindings, code)
	assert.Contains(t, stdout, `"posn": "example.com/Retry/lib@v1.0.0/lib.go:11:2"`)
	assert.NotContains(t, stdout, cache)

	code, _, stderr = run(t, append([]string{"-write-baseline", "base.json", "-sarif", "out.sarif"}, args...)...)
	require.Equal(t, report.ExitClean, code, stderr)
	base, err := os.ReadFile(filepath.Join(dir, "base.json"))
	require.NoError(t, err)
	assert.Contains(t, string(base), `"source": "example.com/Retry/lib@v1.0.0/lib.go"`)
	assert.Contains(t, string(base), `"source": "svc.go"`)
	data, err := os.ReadFile(filepath.Join(dir, "out.sarif"))
	require.NoError(t, err)
	validate(t, data)
	var log struct {
		Runs []struct {
			OriginalURIBaseIDs map[string]struct{ URI string } `json:"originalUriBaseIds"`
			Results            []struct {
				RelatedLocations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct {
							URI       string `json:"uri"`
							URIBaseID string `json:"uriBaseId"`
						} `json:"artifactLocation"`
					} `json:"physicalLocation"`
				} `json:"relatedLocations"`
			} `json:"results"`
		} `json:"runs"`
	}
	require.NoError(t, json.Unmarshal(data, &log))
	r := log.Runs[0]
	assert.Equal(t, "file://"+filepath.ToSlash(cache)+"/", r.OriginalURIBaseIDs["GOMODCACHE"].URI)
	require.Len(t, r.Results, 1)
	var uris []string
	for _, l := range r.Results[0].RelatedLocations {
		a := l.PhysicalLocation.ArtifactLocation
		uris = append(uris, a.URIBaseID+" "+a.URI)
	}
	assert.Equal(t, []string{"%SRCROOT% svc.go", "GOMODCACHE example.com/%21retry/lib@v1.0.0/lib.go"}, uris)
	assert.FileExists(t, filepath.Join(cache, "example.com", "!retry", "lib@v1.0.0", "lib.go"), "the uri names the file in the cache")
}
