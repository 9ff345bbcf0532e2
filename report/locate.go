package report

import (
	"bytes"
	"encoding/json"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"unicode"
)

// A place is where a file is, as the outputs name it. A file under the
// source root is named from the working directory (file) and from the
// root (source), as always. A file of a dependency in the module cache
// is named module@version/path/in/module.go in both, and a file of the
// standard library by its import path and name (net/http/client.go): an
// absolute path into a cache says nothing a reader can use on another
// machine, and it would make keys differ between machines. Any other
// file (a module replaced by a directory outside the root) keeps its
// absolute path.
type place struct {
	file   string // from the working directory, or the dependency's name
	source string // from the source root, or the dependency's name
	// base is the SARIF uriBaseId a dependency's uri is relative to
	// (GOMODCACHE or GOROOT), "" for the others; uri is that path, as
	// it is on disk (the module cache escapes capitals as "!x").
	base, uri string
}

// The SARIF uriBaseIds of dependencies: originalUriBaseIds gives each
// the directory of this machine.
const (
	baseModCache = "GOMODCACHE"
	baseGoRoot   = "GOROOT"
)

// locator names files as places. The module cache and GOROOT are asked
// of the go command once, and only when a file outside the source root
// is named (most runs name none).
type locator struct {
	wd, root string

	once             sync.Once
	modCache, goRoot []string // each directory, and its real path when a link leads there
}

func newLocator(wd, root string) *locator { return &locator{wd: wd, root: root} }

// dirs asks the go command where the module cache and GOROOT are.
func (l *locator) dirs() {
	l.once.Do(func() {
		cmd := exec.Command("go", "env", "-json", "GOMODCACHE", "GOROOT")
		cmd.Dir = l.wd
		out, err := cmd.Output()
		if err != nil {
			return
		}
		var env struct{ GOMODCACHE, GOROOT string }
		if json.NewDecoder(bytes.NewReader(out)).Decode(&env) != nil {
			return
		}
		l.modCache = withReal(env.GOMODCACHE)
		l.goRoot = withReal(env.GOROOT)
	})
}

// withReal is dir and its real path, when they differ.
func withReal(dir string) []string {
	if dir == "" {
		return nil
	}
	dirs := []string{filepath.Clean(dir)}
	if real, err := filepath.EvalSymlinks(dir); err == nil && filepath.Clean(real) != dirs[0] {
		dirs = append(dirs, filepath.Clean(real))
	}
	return dirs
}

// under returns file's path below one of dirs, slash-separated.
func under(file string, dirs []string) (string, bool) {
	for _, d := range dirs {
		if r, err := filepath.Rel(d, file); err == nil && r != "." && !strings.HasPrefix(r, "..") && !filepath.IsAbs(r) {
			return filepath.ToSlash(r), true
		}
	}
	return "", false
}

// place names file (an absolute path, or "" for none).
func (l *locator) place(file string) place {
	if file == "" || !filepath.IsAbs(file) {
		return place{file: filepath.ToSlash(file), source: filepath.ToSlash(file)}
	}
	r, err := filepath.Rel(l.root, file)
	inRoot := err == nil && !strings.HasPrefix(r, "..")
	// A module cache or GOROOT inside the root (a CI that keeps its
	// cache in the workspace, a home directory that is a repository)
	// still names its files as dependencies; a root inside one
	// (retrylint run in a module of the cache, or on the standard
	// library) names them from the root. Only a path that could be in
	// one (a module@version or a src directory) asks where they are.
	r = "/" + filepath.ToSlash(r)
	if !inRoot || strings.Contains(r, "@") && l.insideRoot() || strings.Contains(r, "/src/") && l.insideRoot() {
		l.dirs()
		if _, rootIn := under(l.root, l.modCache); !rootIn {
			if r, ok := under(file, l.modCache); ok {
				if name, ok := moduleFile(r); ok {
					return place{file: name, source: name, base: baseModCache, uri: r}
				}
			}
		}
		if _, rootIn := under(l.root, l.goRoot); !rootIn {
			if r, ok := under(file, l.goRoot); ok {
				name := r
				if rest, ok := strings.CutPrefix(r, "src/"); ok {
					name = rest
				}
				return place{file: name, source: name, base: baseGoRoot, uri: r}
			}
		}
	}
	return place{file: rel(l.wd, file), source: rel(l.root, file)}
}

// insideRoot reports whether the module cache or GOROOT is inside the
// source root, so that a file under the root may still be a dependency's.
func (l *locator) insideRoot() bool {
	l.dirs()
	for _, dirs := range [][]string{l.modCache, l.goRoot} {
		for _, d := range dirs {
			if r, err := filepath.Rel(l.root, d); err == nil && !strings.HasPrefix(r, "..") {
				return true
			}
		}
	}
	return false
}

// moduleFile turns a path in the module cache
// ("github.com/!azure/azcore@v1.2.0/policy/retry.go") into the name of
// the module's file ("github.com/Azure/azcore@v1.2.0/policy/retry.go").
// Paths of the cache's own records (cache/download/...) are none.
func moduleFile(r string) (string, bool) {
	if strings.HasPrefix(r, "cache/") {
		return "", false
	}
	elems := strings.Split(r, "/")
	for i, e := range elems {
		at := strings.IndexByte(e, '@')
		if at < 0 {
			continue
		}
		if i == len(elems)-1 {
			return "", false // no file below the module's directory
		}
		return unescapeModulePath(r), true
	}
	return "", false
}

// unescapeModulePath undoes the module cache's escaping of capitals
// ("!a" for "A"), as golang.org/x/mod/module.UnescapePath does for a
// valid path.
func unescapeModulePath(s string) string {
	var b strings.Builder
	bang := false
	for _, r := range s {
		switch {
		case bang && 'a' <= r && r <= 'z':
			b.WriteRune(unicode.ToUpper(r))
			bang = false
		case bang:
			b.WriteByte('!')
			b.WriteRune(r)
			bang = false
		case r == '!':
			bang = true
		default:
			b.WriteRune(r)
		}
	}
	if bang {
		b.WriteByte('!')
	}
	return b.String()
}
