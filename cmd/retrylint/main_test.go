package main_test

// Integration tests of the retrylint binary: they build it once and run it
// the way users do, standalone and as a go vet tool, on the fixture
// modules under testdata/ (each has its own go.mod and uses only the
// standard library) and on the bundled example service.

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// TestBinary builds the binary once and runs every integration check on it.
func TestBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go command not found")
	}
	bin := filepath.Join(t.TempDir(), "retrylint")
	build := exec.Command(goCmd, "build", "-o", bin, ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	r := &runner{t: t, goCmd: goCmd, bin: bin}

	t.Run("vet", r.testVet)
	t.Run("deterministic", r.testDeterministic)
	t.Run("broken", r.testBroken)
	t.Run("example", r.testExample)
	t.Run("help", r.testHelp)
	t.Run("fix", r.testFix)
	t.Run("version", r.testVersion)
	t.Run("vetconfig", r.testVetConfig)
}

// testVersion: -V=full prints the line go vet reads to identify the tool
// ("NAME version devel ... buildID=ID"), and the ID changes when the
// configuration does, so that go vet's cache does not serve results of
// the old one; "version" prints the module version.
func (r *runner) testVersion(t *testing.T) {
	dir := t.TempDir()
	full := regexp.MustCompile(`^retrylint version devel (v\S+ )?go\S+ buildID=[0-9a-f]{64}\n$`)
	first := run(t, dir, r.bin, "-V=full")
	if first.code != 0 || !full.MatchString(first.stdout) || strings.Contains(first.stdout, "comments-go-here") {
		t.Fatalf("-V=full (exit %d): %q", first.code, first.stdout)
	}
	if err := os.WriteFile(filepath.Join(dir, ".retrylint.yml"), []byte("disable: [retrydelay]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	second := run(t, dir, r.bin, "-V=full")
	if !full.MatchString(second.stdout) || second.stdout == first.stdout {
		t.Errorf("-V=full does not change with the configuration: %q, then %q", first.stdout, second.stdout)
	}
	v := run(t, dir, r.bin, "version")
	if v.code != 0 || !regexp.MustCompile(`^retrylint (devel|v\S+) \(go\S+\)\n$`).MatchString(v.stdout) {
		t.Errorf("version (exit %d): %q", v.code, v.stdout)
	}
}

// testVetConfig: under go vet, the .retrylint.yml above the package
// applies, and an edit of it takes effect on the next run (go vet's
// cache is keyed on the tool's -V=full line).
func (r *runner) testVetConfig(t *testing.T) {
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(fixture(t, "vetmod"))); err != nil {
		t.Fatal(err)
	}
	conf := filepath.Join(dir, ".retrylint.yml")
	vet := func() string {
		res := run(t, dir, r.goCmd, "vet", "-vettool="+r.bin, "./...")
		if res.code != 1 {
			t.Fatalf("go vet: exit %d, want 1\n%s", res.code, res.stderr)
		}
		return res.stderr
	}
	if err := os.WriteFile(conf, []byte("disable: [retrydelay]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := vet()
	if strings.Contains(out, "retrydelay") || !strings.Contains(out, "nestedretry: ") {
		t.Errorf("go vet with retrydelay disabled:\n%s", out)
	}
	if err := os.WriteFile(conf, []byte("disable: [nestedretry]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out = vet()
	if strings.Contains(out, "nestedretry: ") || !strings.Contains(out, "retrydelay: ") {
		t.Errorf("go vet after the configuration changed (a cached result?):\n%s", out)
	}
}

const fixSource = `package a

import (
	"context"
	"net/http"
	"time"
)

func get(ctx context.Context, url string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Fetch sleeps between attempts: sleepctx offers a fix.
func Fetch(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = get(ctx, url); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Load retries Fetch: a nest, which no fix removes.
func Load(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = Fetch(ctx, url); err == nil {
			return nil
		}
	}
	return err
}
`

// testFix: -diff prints the fixes as a diff on stdout and changes
// nothing; -fix applies the fixes, then prints the findings left and
// exits 1, as a plain run does (a CI step with -fix must not pass while
// findings are left).
func (r *runner) testFix(t *testing.T) {
	dir := t.TempDir()
	for name, text := range map[string]string{"go.mod": "module example.com/a\n\ngo 1.26.0\n", "a.go": fixSource} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	res := run(t, dir, r.bin, "-diff", "./...")
	if res.code != 1 || !strings.HasPrefix(res.stdout, "--- a/a.go\n+++ b/a.go\n@@ ") || !strings.Contains(res.stdout, "\n-\t\ttime.Sleep(time.Second)\n") {
		t.Errorf("-diff (exit %d, want 1) prints no diff of the fix:\n%s%s", res.code, res.stdout, res.stderr)
	}
	if src, err := os.ReadFile(filepath.Join(dir, "a.go")); err != nil || string(src) != fixSource {
		t.Errorf("-diff changed a.go (%v)", err)
	}
	res = run(t, dir, r.bin, "-fix", "./...")
	if res.code != 1 {
		t.Errorf("-fix exits %d, want 1 (findings are left)\n%s%s", res.code, res.stdout, res.stderr)
	}
	if !strings.Contains(res.stdout+res.stderr, "calls a.Fetch") {
		t.Errorf("-fix does not print the nest it cannot fix:\n%s%s", res.stdout, res.stderr)
	}
	fixed, err := os.ReadFile(filepath.Join(dir, "a.go"))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(fixed), "time.Sleep(time.Second)") || !strings.Contains(string(fixed), "ctx.Done()") {
		t.Errorf("-fix did not apply the sleepctx fix:\n%s", fixed)
	}
}

// testHelp: "help" lists the checks, with none of the multichecker's
// generic text; "help CHECK" prints the check's doc, page and flags; an
// unknown check is a usage error that lists the checks; -help lists the
// pre-merge flags and the checks' own flags.
func (r *runner) testHelp(t *testing.T) {
	res := run(t, t.TempDir(), r.bin, "help")
	if res.code != 0 {
		t.Errorf("help exits %d", res.code)
	}
	for _, want := range []string{"nestedretry", "permanentretry", "fallbackretry", "directives", "retrylint help CHECK"} {
		if !strings.Contains(res.stdout, want) {
			t.Errorf("help does not mention %q:\n%s", want, res.stdout)
		}
	}
	for _, bad := range []string{"Printf", "strings.Split"} {
		if strings.Contains(res.stdout+res.stderr, bad) {
			t.Errorf("help prints the generic text (%q):\n%s", bad, res.stdout)
		}
	}
	res = run(t, t.TempDir(), r.bin, "help", "permanentretry")
	if res.code != 0 || !strings.HasPrefix(res.stdout, "permanentretry: report retries of permanent outcomes") ||
		!strings.Contains(res.stdout, "https://github.com/retrylint/retrylint/blob/main/docs/checks/permanentretry.md") || !strings.Contains(res.stdout, "-permanentretry.tests") {
		t.Errorf("help permanentretry (exit %d):\n%s%s", res.code, res.stdout, res.stderr)
	}
	for _, args := range [][]string{{"-explain", "permanentretry"}, {"-explain=permanentretry"}} {
		ex := run(t, t.TempDir(), r.bin, args...)
		if ex.code != 0 || ex.stdout != res.stdout || !strings.Contains(ex.stdout, "\nBad:\n") || !strings.Contains(ex.stdout, "\nGood:\n") {
			t.Errorf("%v (exit %d) differs from help permanentretry or has no examples:\n%s%s", args, ex.code, ex.stdout, ex.stderr)
		}
	}
	list := run(t, t.TempDir(), r.bin, "-checks")
	if list.code != 0 || len(strings.Split(strings.TrimSpace(list.stdout), "\n")) != 9 || !strings.HasPrefix(list.stdout, "nestedretry ") {
		t.Errorf("-checks (exit %d): one line per check expected:\n%s", list.code, list.stdout)
	}
	res = run(t, t.TempDir(), r.bin, "help", "nosuchcheck")
	if res.code != 2 || !strings.Contains(res.stderr, "nestedretry, budgetorder") {
		t.Errorf("help nosuchcheck (exit %d):\n%s%s", res.code, res.stdout, res.stderr)
	}
	res = run(t, t.TempDir(), r.bin, "-help")
	for _, flag := range []string{"-sarif", "-baseline", "-write-baseline", "-fallbackretry", "-permanentretry", "-nestedretry.max-product"} {
		if !regexp.MustCompile(`(?m)^  ` + regexp.QuoteMeta(flag) + `\b`).MatchString(res.stderr + res.stdout) {
			t.Errorf("-help does not list %s:\n%s", flag, res.stderr)
		}
	}
}

type runner struct {
	t     *testing.T
	goCmd string
	bin   string
}

type result struct {
	stdout, stderr string
	code           int
}

// run runs name with args in dir, with GOFLAGS cleared and workspaces
// off, so the fixture modules are checked on their own.
func run(t *testing.T, dir, name string, args ...string) result {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=", "GOWORK=off")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	res := result{stdout: stdout.String(), stderr: stderr.String()}
	var ee *exec.ExitError
	switch {
	case err == nil:
	case errors.As(err, &ee):
		res.code = ee.ExitCode()
	default:
		t.Fatalf("%s %s: %v", name, strings.Join(args, " "), err)
	}
	return res
}

func fixture(t *testing.T, name string) string {
	t.Helper()
	dir, err := filepath.Abs(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// diagLine matches "file:line:col: message" (related lines have a tab
// before the message).
var diagLine = regexp.MustCompile(`^(.+\.go):(\d+):\d+: (.*)$`)

// findings returns the "file:line: message" set of output, with paths
// made relative to dir. Columns are left out: go vet gives positions in
// other packages column 1.
func findings(t *testing.T, dir, output string) []string {
	t.Helper()
	prefixes := []string{dir + string(filepath.Separator)}
	if real, err := filepath.EvalSymlinks(dir); err == nil && real != dir {
		prefixes = append(prefixes, real+string(filepath.Separator))
	}
	set := map[string]bool{}
	for _, line := range strings.Split(output, "\n") {
		m := diagLine.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		file := m[1]
		for _, p := range prefixes {
			file = strings.TrimPrefix(file, p)
		}
		set[filepath.ToSlash(file)+":"+m[2]+": "+strings.TrimSpace(m[3])] = true
	}
	var out []string
	for k := range set {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// hasCrossPackage reports whether the a → b finding is among fs.
func hasCrossPackage(fs []string) bool {
	for _, f := range fs {
		if strings.HasPrefix(f, "a/a.go:") && strings.Contains(f, "calls b.") && strings.Contains(f, "calls per operation") {
			return true
		}
	}
	return false
}

// testVet runs the binary under go vet, standalone and with -json on the
// vetmod fixture, where package a retries b.Fetch, which retries an HTTP
// call: the finding crosses a package boundary through facts.
func (r *runner) testVet(t *testing.T) {
	dir := fixture(t, "vetmod")

	vet := run(t, dir, r.goCmd, "vet", "-vettool="+r.bin, "./...")
	if vet.code != 1 {
		t.Fatalf("go vet: exit code %d, want 1 (findings)\nstdout:\n%s\nstderr:\n%s", vet.code, vet.stdout, vet.stderr)
	}
	vetFindings := findings(t, dir, vet.stderr)
	if !hasCrossPackage(vetFindings) {
		t.Fatalf("go vet: no a → b finding in:\n%s", vet.stderr)
	}

	alone := run(t, dir, r.bin, "./...")
	if alone.code != 1 {
		t.Fatalf("standalone: exit code %d, want 1 (findings)\nstdout:\n%s\nstderr:\n%s", alone.code, alone.stdout, alone.stderr)
	}
	if alone.stderr != "" {
		t.Errorf("standalone: stderr is not empty:\n%s", alone.stderr)
	}
	aloneFindings := findings(t, dir, alone.stdout)
	if !hasCrossPackage(aloneFindings) {
		t.Fatalf("standalone: no a → b finding in:\n%s", alone.stderr)
	}
	if !reflect.DeepEqual(vetFindings, aloneFindings) {
		t.Errorf("go vet and standalone disagree\ngo vet:\n\t%s\nstandalone:\n\t%s",
			strings.Join(vetFindings, "\n\t"), strings.Join(aloneFindings, "\n\t"))
	}
	for _, f := range aloneFindings {
		if strings.Contains(f, "LoadOnce") || strings.Contains(f, "FetchOnce") {
			t.Errorf("finding on a single retry layer: %s", f)
		}
	}

	// The check's name is in both, and a related location in another
	// package has its column (b.Fetch's loop is indented by a tab).
	for _, want := range []string{"a/a.go:14: nestedretry: for loop (5 attempts) calls b.Fetch", "b/b.go:12: b.Fetch retries here (for loop)"} {
		if !containsPrefix(aloneFindings, want) {
			t.Errorf("no %q in:\n\t%s", want, strings.Join(aloneFindings, "\n\t"))
		}
	}
	for _, out := range []string{vet.stderr, alone.stdout} {
		if !strings.Contains(out, "b/b.go:12:2: \tb.Fetch retries here") {
			t.Errorf("the related line in package b has no column:\n%s", out)
		}
	}

	js := run(t, dir, r.bin, "-json", "./...")
	if js.code != 1 {
		t.Fatalf("-json: exit code %d, want 1 (findings, as in text)\nstderr:\n%s", js.code, js.stderr)
	}
	// package path → analyzer name → diagnostics (or an error object).
	var tree map[string]map[string]json.RawMessage
	if err := json.Unmarshal([]byte(js.stdout), &tree); err != nil {
		t.Fatalf("-json output does not parse: %v\n%s", err, js.stdout)
	}
	var diags []struct {
		Posn, Message string
	}
	raw, ok := tree["example.com/vetmod/a"]["nestedretry"]
	if !ok {
		t.Fatalf("-json: no nestedretry entry for example.com/vetmod/a:\n%s", js.stdout)
	}
	if err := json.Unmarshal(raw, &diags); err != nil {
		t.Fatalf("-json: nestedretry entry is not a diagnostic list: %v\n%s", err, raw)
	}
	var jsonFindings []string
	for _, d := range diags {
		jsonFindings = append(jsonFindings, findings(t, dir, d.Posn+": "+d.Message)...)
	}
	if !hasCrossPackage(jsonFindings) {
		t.Errorf("-json: no a → b finding in:\n%s", js.stdout)
	}
}

// testDeterministic runs the binary twice on the same module, in text,
// -json and SARIF on stdout, and wants the same bytes.
func (r *runner) testDeterministic(t *testing.T) {
	for _, c := range []struct{ dir, pattern string }{
		{fixture(t, "vetmod"), "./..."},
		{moduleRoot(t), "./example/..."},
	} {
		for _, mode := range [][]string{nil, {"-json"}, {"-sarif=-"}} {
			args := append(append([]string{}, mode...), c.pattern)
			first := run(t, c.dir, r.bin, args...)
			second := run(t, c.dir, r.bin, args...)
			if first.code != 1 || second.code != 1 {
				t.Errorf("%v: exit codes %d and %d, want 1\n%s", args, first.code, second.code, first.stderr)
			}
			if first.stdout != second.stdout || first.stderr != second.stderr {
				t.Errorf("%v in %s: two runs differ\nfirst:\n%s%s\nsecond:\n%s%s", args, c.dir,
					first.stdout, first.stderr, second.stdout, second.stderr)
			}
		}
	}
}

// testBroken runs the binary on a package that does not type-check: it
// must fail with the type error, printed once, without a panic and
// without a line per check about the summary it could not make.
func (r *runner) testBroken(t *testing.T) {
	dir := fixture(t, "broken")
	res := run(t, dir, r.bin, "./...")
	out := res.stdout + res.stderr
	if res.code != 2 {
		t.Errorf("exit code %d on a package with type errors, want 2\n%s", res.code, out)
	}
	if !strings.HasPrefix(res.stderr, `bad/bad.go:7:9: cannot use "three"`) {
		t.Errorf("stderr does not start with the type error:\n%s", out)
	}
	if n := strings.Count(out, `cannot use "three"`); n != 1 {
		t.Errorf("the type error is printed %d times, want once:\n%s", n, out)
	}
	for _, bad := range []string{"goroutine ", "panic:", "failed prerequisites", "analysis skipped", "retrycallgraph"} {
		if strings.Contains(out, bad) {
			t.Errorf("output contains %q (a crash, or noise about the summary):\n%s", bad, out)
		}
	}
	// -fix exits as a plain run does: 2, not 1, when a package does not
	// load.
	if fix := run(t, dir, r.bin, "-fix", "./..."); fix.code != 2 || fix.stderr != res.stderr {
		t.Errorf("-fix on a package with type errors: exit %d, want 2\n%s%s", fix.code, fix.stdout, fix.stderr)
	}
}

// testExample runs the binary on the bundled example service and compares
// with example/EXPECTED.txt, where paths are relative to the module root.
func (r *runner) testExample(t *testing.T) {
	root := moduleRoot(t)
	want, err := os.ReadFile(filepath.Join(root, "example", "EXPECTED.txt"))
	if err != nil {
		t.Fatal(err)
	}
	res := run(t, root, r.bin, "./example/...")
	if res.code != 1 {
		t.Fatalf("exit code %d, want 1\n%s", res.code, res.stderr)
	}
	got := strings.ReplaceAll(res.stdout, root+string(filepath.Separator), "")
	if real, err := filepath.EvalSymlinks(root); err == nil && real != root {
		got = strings.ReplaceAll(got, real+string(filepath.Separator), "")
	}
	if got != string(want) {
		t.Errorf("output differs from example/EXPECTED.txt\ngot:\n%s\nwant:\n%s", got, want)
	}
	if !strings.Contains(got, "up to 64 calls per operation") {
		t.Errorf("no 4 × 4 × 4 = 64 chain in:\n%s", got)
	}
}

func moduleRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	return root
}

func containsPrefix(list []string, prefix string) bool {
	for _, s := range list {
		if strings.HasPrefix(s, prefix) {
			return true
		}
	}
	return false
}
