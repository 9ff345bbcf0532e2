#!/usr/bin/env bash
# Validates retrylint's SARIF with Microsoft's SARIF validator
# (@microsoft/sarif-multitool from the npm registry), on the bundled
# example and on a multi-package fixture module, written from a
# subdirectory too, and on a package of testdata/realmod whose finding
# has a related location in the module cache (relative to GOMODCACHE).
# Run by .ci/run; not part of go test.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

(cd "$work" && npm install --silent --no-audit --no-fund --prefix "$work/npm" @microsoft/sarif-multitool@5.7.0 > "$work/npm.log" 2>&1) ||
	{ echo "sarif: npm install failed:"; cat "$work/npm.log"; exit 1; }
# npm does not run the package's postinstall, which makes the tool executable.
chmod u+x "$work"/npm/node_modules/@microsoft/sarif-multitool-*/Sarif.Multitool
(cd "$root" && go build -o "$work/retrylint" ./cmd/retrylint)

export GOFLAGS= GOWORK=off
(cd "$root" && "$work/retrylint" -sarif "$work/example.sarif" ./example/... > /dev/null 2>&1 || true)
cp -r "$root/cmd/retrylint/testdata/vetmod" "$work/mod"
(cd "$work/mod" && "$work/retrylint" -sarif "$work/mod.sarif" ./... > /dev/null 2>&1 || true)
(cd "$work/mod/a" && "$work/retrylint" -sarif "$work/sub.sarif" ./... > /dev/null 2>&1 || true)
(cd "$root/testdata/realmod" && go mod download && "$work/retrylint" -sarif "$work/dep.sarif" ./gcp > /dev/null 2>&1 || true)
for f in example mod sub dep; do
	if [ ! -s "$work/$f.sarif" ]; then echo "sarif: retrylint wrote no $f.sarif"; exit 1; fi
done
if ! grep -q '"uriBaseId": "GOMODCACHE"' "$work/dep.sarif"; then
	echo "sarif: dep.sarif has no location in the module cache"; exit 1
fi

# The validator exits 0 whatever it finds: its errors and warnings are read.
(cd "$work" && "$work/npm/node_modules/.bin/sarif-multitool" validate example.sarif mod.sarif sub.sarif dep.sarif > "$work/validate.txt" 2>&1) || true
if grep -E ': (error|warning) ' "$work/validate.txt"; then
	echo "sarif: the validator found problems"; exit 1
fi
if ! grep -q 'Done. 4 files scanned' "$work/validate.txt"; then
	echo "sarif: the validator did not run:"; cat "$work/validate.txt"; exit 1
fi
echo "sarif: 4 logs pass @microsoft/sarif-multitool validate"
