package report_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/retrylint/retrylint/analyzer"
	"github.com/retrylint/retrylint/report"
)

const service = `package svc

import (
	"net/http"
	"time"
)

func fetch(url string) error {
	var err error
	for i := 0; i < 3; i++ {
		if _, err = http.Get(url); err == nil {
			return nil
		}
		time.Sleep(time.Millisecond)
	}
	return err
}

// Load nests two retry loops.
func Load(url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = fetch(url); err == nil {
			return nil
		}
		time.Sleep(time.Millisecond)
	}
	return err
}
`

const another = `
// Again nests them once more.
func Again(url string) error {
	var err error
	for i := 0; i < 4; i++ {
		if err = fetch(url); err == nil {
			return nil
		}
		time.Sleep(time.Millisecond)
	}
	return err
}
`

// module writes a small module and makes it the working directory.
func module(t *testing.T, src string) string {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module example.com/svc\n\ngo 1.26.0\n"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "svc.go"), []byte(src), 0o644))
	t.Chdir(dir)
	t.Setenv("GOFLAGS", "")
	t.Setenv("GOWORK", "off")
	return dir
}

func run(t *testing.T, args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := report.Main(analyzer.All(), args, &out, &errb)
	return code, out.String(), errb.String()
}

func TestSARIFValidates(t *testing.T) {
	module(t, service)
	// No jitter finding (the service's fixed millisecond sleeps would be
	// one): this test reads the one chain of nestedretry.
	code, _, stderr := run(t, "-retrydelay.jitter=false", "-sarif", "out.sarif", "./...")
	require.Equal(t, report.ExitFindings, code, stderr)

	data, err := os.ReadFile("out.sarif")
	require.NoError(t, err)
	validate(t, data)

	var log struct {
		Runs []struct {
			Tool struct {
				Driver struct {
					Rules []struct {
						ID                   string
						DefaultConfiguration struct{ Level string } `json:"defaultConfiguration"`
					} `json:"rules"`
				} `json:"driver"`
			} `json:"tool"`
			Results []struct {
				RuleID              string            `json:"ruleId"`
				PartialFingerprints map[string]string `json:"partialFingerprints"`
				RelatedLocations    []any             `json:"relatedLocations"`
				CodeFlows           []any             `json:"codeFlows"`
			} `json:"results"`
		} `json:"runs"`
	}
	require.NoError(t, json.Unmarshal(data, &log))
	require.Len(t, log.Runs, 1)
	assert.Len(t, log.Runs[0].Tool.Driver.Rules, len(analyzer.All()))
	for _, r := range log.Runs[0].Tool.Driver.Rules {
		assert.Equal(t, "warning", r.DefaultConfiguration.Level, r.ID)
	}
	require.Len(t, log.Runs[0].Results, 1)
	assert.Equal(t, "nestedretry", log.Runs[0].Results[0].RuleID)
	assert.NotEmpty(t, log.Runs[0].Results[0].PartialFingerprints["retrylint/v2"])
	assert.NotEmpty(t, log.Runs[0].Results[0].RelatedLocations, "the hops of the chain")
	assert.Len(t, log.Runs[0].Results[0].CodeFlows, 1, "the retry chain as a code flow")
}

// schemaFile is the SARIF 2.1.0 schema kept in testdata.
var schemaFile = func() string {
	p, _ := filepath.Abs(filepath.Join("..", "testdata", "sarif-schema-2.1.0.json"))
	return p
}()

func TestBaseline(t *testing.T) {
	dir := module(t, service)
	code, _, stderr := run(t, "-write-baseline", "base.json", "./...")
	require.Equal(t, 0, code, stderr)

	// Unrelated edits shift the old findings down; a new function adds
	// its nest and its loop's fixed wait.
	shifted := strings.Replace(service, "package svc\n", "package svc\n\n// Package svc is a service.\n// It has two more comment lines now.\n", 1) + another
	require.NoError(t, os.WriteFile(filepath.Join(dir, "svc.go"), []byte(shifted), 0o644))
	code, stdout, stderr := run(t, "-baseline", "base.json", "./...")
	assert.Equal(t, report.ExitFindings, code, stderr)
	lines := findingLines(stdout)
	require.Len(t, lines, 2, stdout)
	assert.Contains(t, lines[0], "retrydelay: for loop waits a fixed 1ms")
	assert.Contains(t, lines[1], "for loop (4 attempts) calls svc.fetch")
	assert.NotContains(t, stderr, "stale")

	// The old finding goes away: its entry is listed as stale, nothing new.
	fixed := strings.Replace(service, "if err = fetch(url); err == nil {", "if err = http.ErrAbortHandler; err == nil {", 1)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "svc.go"), []byte(fixed), 0o644))
	code, stdout, stderr = run(t, "-baseline", "base.json", "./...")
	assert.Equal(t, 0, code, stdout+stderr)
	assert.Contains(t, stderr, "stale baseline entry")
}

func TestLoadError(t *testing.T) {
	module(t, "package svc\n\nfunc F() int { return \"x\" }\n")
	code, _, stderr := run(t, "-sarif", "-", "./...")
	assert.Equal(t, report.ExitError, code)
	assert.Contains(t, stderr, "svc.go:3:23: cannot use")
	assert.NotContains(t, stderr, "goroutine ")
}

// TestOutputsRefused: outputs that would lose data, or a baseline that is
// none, are refused before the analysis runs (the load error the broken
// package would give is never reached), and nothing is written.
func TestOutputsRefused(t *testing.T) {
	dir := module(t, "package svc\n\nfunc F() int { return \"x\" }\n")
	require.NoError(t, os.WriteFile(filepath.Join(dir, "empty.json"), []byte("{}"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "v2.json"), []byte(`{"version": 2, "findings": []}`), 0o644))
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-write-baseline", "-", "./..."}, "-write-baseline=- names no file"},
		{[]string{"-write-baseline", "out.json", "-sarif", "out.json", "./..."}, "name the same file"},
		{[]string{"-write-baseline", "base.json", "-baseline", "./base.json", "./..."}, "name the same file"},
		{[]string{"-sarif", filepath.Join("no", "such", "dir", "out.sarif"), "./..."}, "cannot write"},
		{[]string{"-baseline", "empty.json", "./..."}, "has version 0, not 1"},
		{[]string{"-baseline", "v2.json", "./..."}, "has version 2, not 1"},
		{[]string{"-baseline", "missing.json", "./..."}, "reading baseline missing.json"},
	} {
		code, stdout, stderr := run(t, tc.args...)
		assert.Equal(t, report.ExitError, code, "%v", tc.args)
		assert.Contains(t, stderr, tc.want, "%v", tc.args)
		assert.NotContains(t, stderr, "cannot use", "%v: refused before the analysis", tc.args)
		assert.Empty(t, stdout, "%v", tc.args)
	}
	for _, name := range []string{"-", "out.json", "base.json"} {
		assert.NoFileExists(t, filepath.Join(dir, name))
	}
}

// subdir makes a module whose package is in sub/, the working directory.
func subdir(t *testing.T) string {
	dir := module(t, "package root\n")
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "sub"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "sub", "svc.go"), []byte(service), 0o644))
	t.Chdir(filepath.Join(dir, "sub"))
	return dir
}

// TestSARIFFromSubdirectory: run from a subdirectory, locations are
// relative to the source root (%SRCROOT%, given in originalUriBaseIds),
// the tool has a version, and the log still validates.
func TestSARIFFromSubdirectory(t *testing.T) {
	dir := subdir(t)
	code, _, stderr := run(t, "-retrydelay.jitter=false", "-sarif", "out.sarif", "./...")
	require.Equal(t, report.ExitFindings, code, stderr)
	data, err := os.ReadFile("out.sarif")
	require.NoError(t, err)
	var log struct {
		Runs []struct {
			Tool struct {
				Driver struct {
					Version string `json:"version"`
				} `json:"driver"`
			} `json:"tool"`
			OriginalURIBaseIDs map[string]struct {
				URI string `json:"uri"`
			} `json:"originalUriBaseIds"`
			Results []struct {
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct {
							URI       string `json:"uri"`
							URIBaseID string `json:"uriBaseId"`
						} `json:"artifactLocation"`
					} `json:"physicalLocation"`
				} `json:"locations"`
			} `json:"results"`
		} `json:"runs"`
	}
	require.NoError(t, json.Unmarshal(data, &log))
	require.Len(t, log.Runs, 1)
	r := log.Runs[0]
	assert.NotEmpty(t, r.Tool.Driver.Version)
	real, err := filepath.EvalSymlinks(dir)
	require.NoError(t, err)
	root := r.OriginalURIBaseIDs["%SRCROOT%"].URI
	assert.True(t, root == "file://"+filepath.ToSlash(dir)+"/" || root == "file://"+filepath.ToSlash(real)+"/", root)
	require.Len(t, r.Results, 1)
	loc := r.Results[0].Locations[0].PhysicalLocation.ArtifactLocation
	assert.Equal(t, "sub/svc.go", loc.URI)
	assert.Equal(t, "%SRCROOT%", loc.URIBaseID)
	validate(t, data)
}

// TestSARIFStdout: with -sarif=-, stdout is the SARIF log alone; the
// findings' text goes to stderr.
func TestSARIFStdout(t *testing.T) {
	module(t, service)
	code, stdout, stderr := run(t, "-retrydelay.jitter=false", "-sarif", "-", "./...")
	require.Equal(t, report.ExitFindings, code, stderr)
	var doc any
	require.NoError(t, json.Unmarshal([]byte(stdout), &doc), "stdout is one JSON document")
	validate(t, []byte(stdout))
	assert.Contains(t, stderr, "calls svc.fetch")
}

// TestBaselineFromSubdirectory: a baseline written at the module root
// accepts the same findings from a subdirectory: keys take the file from
// the source root.
func TestBaselineFromSubdirectory(t *testing.T) {
	dir := subdir(t)
	t.Chdir(dir)
	code, _, stderr := run(t, "-write-baseline", "base.json", "./...")
	require.Equal(t, 0, code, stderr)
	t.Chdir(filepath.Join(dir, "sub"))
	code, stdout, stderr := run(t, "-baseline", filepath.Join(dir, "base.json"), "./...")
	assert.Equal(t, 0, code, stdout+stderr)
	assert.Empty(t, strings.TrimSpace(stdout))
	assert.NotContains(t, stderr, "stale")
}

// validate checks a SARIF log against the 2.1.0 schema.
func validate(t *testing.T, data []byte) {
	t.Helper()
	var doc any
	require.NoError(t, json.Unmarshal(data, &doc))
	c := jsonschema.NewCompiler()
	schemaData, err := os.ReadFile(schemaFile)
	require.NoError(t, err)
	schemaDoc, err := jsonschema.UnmarshalJSON(bytes.NewReader(schemaData))
	require.NoError(t, err)
	require.NoError(t, c.AddResource("sarif.json", schemaDoc))
	sch, err := c.Compile("sarif.json")
	require.NoError(t, err)
	assert.NoError(t, sch.Validate(doc))
}

// TestBaselineSurvivesCounts: a change of attempt counts only (the inner
// loop's 3 becomes 5, so the nest's message changes its numbers, while
// the flagged lines stay as they are) makes no accepted finding new.
func TestBaselineSurvivesCounts(t *testing.T) {
	// The count is a constant declared away from the flagged lines, as a
	// client's RetryMax set in another file would be.
	withConst := strings.Replace(service, "for i := 0; i < 3; i++ {", "for i := 0; i < tries; i++ {", 1) + "\nconst tries = 3\n"
	dir := module(t, withConst)
	code, _, stderr := run(t, "-write-baseline", "base.json", "./...")
	require.Equal(t, 0, code, stderr)
	counted := strings.Replace(withConst, "const tries = 3", "const tries = 5", 1)
	require.NotEqual(t, withConst, counted)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "svc.go"), []byte(counted), 0o644))
	code, stdout, stderr := run(t, "-baseline", "base.json", "./...")
	assert.Equal(t, 0, code, stdout+stderr)
	assert.Empty(t, strings.TrimSpace(stdout))
	assert.NotContains(t, stderr, "stale")
}

// TestBaselineOldKeys: a baseline written with the keys of the message
// as printed still accepts its findings.
func TestBaselineOldKeys(t *testing.T) {
	module(t, service)
	code, _, stderr := run(t, "-write-baseline", "base.json", "./...")
	require.Equal(t, 0, code, stderr)
	data, err := os.ReadFile("base.json")
	require.NoError(t, err)
	var base struct {
		Version  int              `json:"version"`
		Findings []map[string]any `json:"findings"`
	}
	require.NoError(t, json.Unmarshal(data, &base))
	require.NotEmpty(t, base.Findings)
	src, err := os.ReadFile("svc.go")
	require.NoError(t, err)
	lines := strings.Split(string(src), "\n")
	for _, f := range base.Findings {
		// The key as it was computed before: file from the working
		// directory, message as printed.
		line := strings.TrimSpace(lines[int(f["line"].(float64))-1])
		sum := sha256.Sum256([]byte(f["rule"].(string) + "\x00" + f["file"].(string) + "\x00" + f["message"].(string) + "\x00" + line))
		f["key"] = hex.EncodeToString(sum[:16])
		delete(f, "source")
	}
	data, err = json.Marshal(base)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile("old.json", data, 0o644))
	code, stdout, stderr := run(t, "-baseline", "old.json", "./...")
	assert.Equal(t, 0, code, stdout+stderr)
	assert.NotContains(t, stderr, "stale")
}

// TestSARIFWriteFlow: a write re-sent by a loop of the same function has
// a code flow: the loop, then the write.
func TestSARIFWriteFlow(t *testing.T) {
	module(t, `package svc

import (
	"net/http"
	"strings"
	"time"
)

// Send re-sends a POST.
func Send(url string) error {
	var err error
	for i := 0; i < 3; i++ {
		if _, err = http.Post(url, "text/plain", strings.NewReader("x")); err == nil {
			return nil
		}
		time.Sleep(time.Millisecond)
	}
	return err
}
`)
	code, _, stderr := run(t, "-retrydelay=false", "-sarif", "out.sarif", "./...")
	require.Equal(t, report.ExitFindings, code, stderr)
	data, err := os.ReadFile("out.sarif")
	require.NoError(t, err)
	var log struct {
		Runs []struct {
			Results []struct {
				RuleID    string `json:"ruleId"`
				CodeFlows []struct {
					ThreadFlows []struct {
						Locations []struct {
							Location struct {
								Message struct{ Text string } `json:"message"`
							} `json:"location"`
						} `json:"locations"`
					} `json:"threadFlows"`
				} `json:"codeFlows"`
			} `json:"results"`
		} `json:"runs"`
	}
	require.NoError(t, json.Unmarshal(data, &log))
	var flows int
	for _, r := range log.Runs[0].Results {
		if r.RuleID != "writeretry" {
			continue
		}
		require.Len(t, r.CodeFlows, 1)
		locs := r.CodeFlows[0].ThreadFlows[0].Locations
		require.GreaterOrEqual(t, len(locs), 2)
		assert.Equal(t, "for loop retries here", locs[0].Location.Message.Text)
		assert.Equal(t, "the write the retry sends again", locs[1].Location.Message.Text)
		flows++
	}
	assert.Equal(t, 1, flows)
	validate(t, data)
}

// findingLines is the findings of text output, without the related
// lines (which start with a tab after the position).
func findingLines(stdout string) []string {
	var out []string
	for _, l := range strings.Split(strings.TrimSpace(stdout), "\n") {
		if l != "" && !strings.Contains(l, ": \t") {
			out = append(out, l)
		}
	}
	return out
}

// TestSARIFOutsideRoot: a related location outside the source root (a
// module replaced by a directory beside it) is an absolute file: URI,
// not a bare path, and the log still validates.
func TestSARIFOutsideRoot(t *testing.T) {
	base := t.TempDir()
	lib, svc := filepath.Join(base, "lib"), filepath.Join(base, "svc")
	for d, files := range map[string]map[string]string{
		lib: {"go.mod": "module example.com/lib\n\ngo 1.26.0\n", "lib.go": strings.ReplaceAll(strings.Replace(service, "package svc", "package lib", 1), "fetch(", "Fetch(")},
		svc: {"go.mod": "module example.com/svc\n\ngo 1.26.0\n\nrequire example.com/lib v0.0.0\n\nreplace example.com/lib => ../lib\n",
			"svc.go": "package svc\n\nimport \"example.com/lib\"\n\n// Get retries lib.Fetch, which retries.\nfunc Get(url string) (err error) {\n\tfor i := 0; i < 2; i++ {\n\t\tif err = lib.Fetch(url); err == nil {\n\t\t\treturn nil\n\t\t}\n\t}\n\treturn err\n}\n"},
	} {
		require.NoError(t, os.MkdirAll(d, 0o755))
		for name, text := range files {
			require.NoError(t, os.WriteFile(filepath.Join(d, name), []byte(text), 0o644))
		}
	}
	t.Chdir(svc)
	t.Setenv("GOFLAGS", "")
	t.Setenv("GOWORK", "off")
	code, _, stderr := run(t, "-retrydelay=false", "-sarif", "out.sarif", "./...")
	require.Equal(t, report.ExitFindings, code, stderr)
	data, err := os.ReadFile("out.sarif")
	require.NoError(t, err)
	validate(t, data)
	assert.Contains(t, string(data), `"uri": "svc.go"`)
	assert.Regexp(t, `"uri": "file:///[^"]*/lib/lib\.go"`, string(data))
	assert.NotRegexp(t, `"uri": "/`, string(data), "no bare absolute path")
}
