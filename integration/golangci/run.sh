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
export GOFLAGS= GOWORK=off
# golangci-lint: "file:line:col: check: message (retrylint)"; related
# information lines are its own extra issues and are left out.
"$work/custom-gcl" run --output.text.print-issued-lines=false --show-stats=false ./... > "$work/gcl.txt" 2>&1 || true
grep -v '(related information)' "$work/gcl.txt" | grep ' (retrylint)$' |
	sed -E 's/^([^:]+:[0-9]+):[0-9]+: [a-z]+: (.*) \(retrylint\)$/\1: \2/' | sort > "$work/gcl.norm"
# retrylint: "/abs/file:line:col: message"; related lines have a tab before their message.
"$work/retrylint" ./... > "$work/rl.txt" 2>&1 || true
grep -v $': \t' "$work/rl.txt" | sed -E "s|^$work/mod/||; s/^([^:]+:[0-9]+):[0-9]+: (.*)$/\1: \2/" | sort > "$work/rl.norm"

if ! grep -q 'calls b.Fetch' "$work/rl.norm"; then
	echo "golangci: retrylint found no cross-package nested retry:"; cat "$work/rl.txt"; exit 1
fi
if ! diff -u "$work/rl.norm" "$work/gcl.norm"; then
	echo "golangci: findings differ (- retrylint, + golangci-lint); golangci-lint printed:"; cat "$work/gcl.txt"; exit 1
fi
echo "golangci: same $(wc -l < "$work/rl.norm") finding(s) from golangci-lint and retrylint"
