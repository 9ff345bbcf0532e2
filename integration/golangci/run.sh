#!/usr/bin/env bash
# Builds golangci-lint v2.15.0 with the retrylint plugin and checks that it
# reports the same findings as retrylint on a multi-package fixture module
# (a cross-package nested retry). Run by .ci/run; not part of go test.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

start=$(date +%s)
(cd "$root/integration/golangci" && go build -o "$work/custom-gcl" .)
echo "golangci: built golangci-lint v2.15.0 with the plugin in $(( $(date +%s) - start ))s"
(cd "$root" && go build -o "$work/retrylint" ./cmd/retrylint)

cp -r "$root/cmd/retrylint/testdata/vetmod" "$work/mod"
cat > "$work/mod/.golangci.yml" <<'YML'
version: "2"
linters:
  default: none
  enable: [retrylint]
  settings:
    custom:
      retrylint:
        type: module
        description: finds retry cascades, misordered budgets and retried writes
        settings:
          nestedretry:
            max-product: 1
YML
cd "$work/mod"
# A cache of its own: golangci-lint keys cached issues by package and
# config, not by the plugin's code, so a shared cache replays old issues.
export GOFLAGS= GOWORK=off GOLANGCI_LINT_CACHE="$work/gcl-cache"
# golangci-lint: "file:line:col: check: message [related: ...] (retrylint)":
# the plugin folds related locations into the message, so that //nolint
# on the finding's line silences all of it.
"$work/custom-gcl" run --output.text.print-issued-lines=false --show-stats=false ./... > "$work/gcl.txt" 2>&1 || true
if grep -q '(related information)' "$work/gcl.txt"; then
	echo "golangci: related information printed as issues of their own:"; cat "$work/gcl.txt"; exit 1
fi
grep ' (retrylint)$' "$work/gcl.txt" |
	sed -E 's/ \[related: .*\] \(retrylint\)$/ (retrylint)/; s/^([^:]+:[0-9]+):[0-9]+: [a-z]+: (.*) \(retrylint\)$/\1: \2/' | sort > "$work/gcl.norm"
# retrylint: "file:line:col: check: message"; related lines have a tab before their message.
(cd "$work/mod" && "$work/retrylint" ./... > "$work/rl.txt" 2>&1 || true)
grep -v $': \t' "$work/rl.txt" | sed -E 's/^([^:]+:[0-9]+):[0-9]+: [a-z]+: (.*)$/\1: \2/' | sort > "$work/rl.norm"

if ! grep -q 'calls b.Fetch' "$work/rl.norm"; then
	echo "golangci: retrylint found no cross-package nested retry:"; cat "$work/rl.txt"; exit 1
fi
if ! diff -u "$work/rl.norm" "$work/gcl.norm"; then
	echo "golangci: findings differ (- retrylint, + golangci-lint); golangci-lint printed:"; cat "$work/gcl.txt"; exit 1
fi
echo "golangci: same $(wc -l < "$work/rl.norm") finding(s) from golangci-lint and retrylint"

# //nolint:retrylint on the nest's line silences the finding and its
# related locations.
cp -r "$work/mod" "$work/nolint"
sed -i -E 's|^(\s*resp, e := b\.Fetch\(url\))$|\1 //nolint:retrylint // accepted in this test|' "$work/nolint/a/a.go"
grep -q 'nolint:retrylint' "$work/nolint/a/a.go"
(cd "$work/nolint" && "$work/custom-gcl" run --output.text.print-issued-lines=false --show-stats=false ./... > "$work/nolint.txt" 2>&1 || true)
if grep -q 'calls b.Fetch\|retries here' "$work/nolint.txt"; then
	echo "golangci: //nolint:retrylint left the nest or its related lines:"; cat "$work/nolint.txt"; exit 1
fi

# Each check is a linter of its own: enabled alone it reports under its
# name, and //nolint:<check> silences it.
mkdir "$work/percheck" && cp -r "$work/mod/a" "$work/mod/b" "$work/mod/go.mod" "$work/percheck/"
cat > "$work/percheck/.golangci.yml" <<'YML'
version: "2"
linters:
  default: none
  enable: [nestedretry]
  settings:
    custom:
      nestedretry:
        type: module
        description: retry owners whose retried operation reaches another retry owner
        settings:
          max-product: 1
YML
(cd "$work/percheck" && "$work/custom-gcl" run --output.text.print-issued-lines=false --show-stats=false ./... > "$work/percheck.txt" 2>&1 || true)
if ! grep -q 'calls b.Fetch.* (nestedretry)$' "$work/percheck.txt"; then
	echo "golangci: the nestedretry linter did not report the nest under its name:"; cat "$work/percheck.txt"; exit 1
fi
sed -i -E 's|^(\s*resp, e := b\.Fetch\(url\))$|\1 //nolint:nestedretry // accepted in this test|' "$work/percheck/a/a.go"
(cd "$work/percheck" && "$work/custom-gcl" run --output.text.print-issued-lines=false --show-stats=false ./... > "$work/percheck2.txt" 2>&1 || true)
if grep -q 'calls b.Fetch' "$work/percheck2.txt"; then
	echo "golangci: //nolint:nestedretry did not silence the nestedretry linter:"; cat "$work/percheck2.txt"; exit 1
fi
echo "golangci: //nolint:retrylint and //nolint:nestedretry silence the nest with its related lines"
