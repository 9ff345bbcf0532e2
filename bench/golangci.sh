#!/usr/bin/env bash
# Benchmark: retrylint inside golangci-lint v2 (the module plugin), on
# github.com/grafana/dskit, with caches of its own. It times, as vet.sh
# does for go vet:
#
#   cold   golangci-lint run ./... with an empty golangci-lint cache and
#          build cache
#   warm   the same again, nothing changed
#   leaf   after a one-line edit in a package nothing in the module imports
#   hub    after a one-line edit in the module's most imported package
#
# for two configurations of the same golangci-lint binary: the retrylint
# plugin alone, and govet with only its printf analyzer, a built-in
# analyzer with facts, which makes golangci-lint load and type-check
# every dependency from source as it does for retrylint (the types-only
# limit inside golangci-lint). The binary is built from
# integration/golangci (golangci-lint v2.15.0 with the plugin), which
# takes about three minutes with an empty build cache.
#
# Usage: bash bench/golangci.sh
# Env: RUNS=N (default 3) timed reruns of each edit; CUSTOM_GCL, a
# golangci-lint binary built from integration/golangci, to skip the build.
set -euo pipefail

RUNS=${RUNS:-3}
MODULE=github.com/grafana/dskit
VERSION=v0.0.0-20260703122047-de1ec7541c44

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
WORK=$(mktemp -d "${TMPDIR:-/tmp}/retrylint-gcl.XXXXXX")
trap 'chmod -R u+w "$WORK" 2>/dev/null || true; rm -rf "$WORK"' EXIT
. "$ROOT/bench/lib.sh"

GCL=${CUSTOM_GCL:-$WORK/custom-gcl}
if [[ -z ${CUSTOM_GCL:-} ]]; then
	log "building golangci-lint with the plugin (integration/golangci)"
	(cd "$ROOT/integration/golangci" && go build -o "$GCL" .)
fi

SRC=$WORK/src
fetch "$MODULE" "$VERSION" "$SRC"
cd "$SRC"
export GOWORK=off GOFLAGS=-mod=mod

pick_edits "$MODULE"

config() {
	case $1 in
	retrylint)
		cat <<'YML'
version: "2"
linters:
  default: none
  enable: [retrylint]
  settings:
    custom:
      retrylint:
        type: module
        description: finds retry cascades, misordered budgets and retried writes
YML
		;;
	printf)
		cat <<'YML'
version: "2"
linters:
  default: none
  enable: [govet]
  settings:
    govet:
      disable-all: true
      enable: [printf]
YML
		;;
	esac
}


# timed NAME: one golangci-lint run; prints its wall time.
timed() {
	local rc=0
	/usr/bin/time -f '%e' -o "$WORK/time.out" "$GCL" run --config "$WORK/$1.yml" ./... >/dev/null 2>"$WORK/gcl.err" || rc=$?
	# golangci-lint exits 1 when it reports issues.
	if [[ $rc -ne 0 && $rc -ne 1 ]]; then
		echo "golangci.sh: golangci-lint ($1) exited with $rc:" >&2
		tail -n 20 "$WORK/gcl.err" >&2
		exit 1
	fi
	tail -n 1 "$WORK/time.out"
}

declare -A RESULT
for cfg in printf retrylint; do
	config $cfg >"$WORK/$cfg.yml"
	export GOCACHE=$WORK/cache-$cfg GOLANGCI_LINT_CACHE=$WORK/gcl-cache-$cfg
	rm -rf "$GOCACHE" "$GOLANGCI_LINT_CACHE"
	orig=$(mktemp -d "$WORK/orig.XXXX")
	cp -R "$SRC/." "$orig/"

	log "$cfg: cold"
	RESULT[$cfg.cold]=$(timed $cfg)
	: >"$WORK/$cfg.warm"
	for ((i = 1; i <= RUNS; i++)); do timed $cfg >>"$WORK/$cfg.warm"; done
	RESULT[$cfg.warm]=$(median "$WORK/$cfg.warm" 1)
	for kind in leaf hub; do
		pkg=$LEAF
		[[ $kind == hub ]] && pkg=$HUB
		: >"$WORK/$cfg.$kind"
		for ((i = 1; i <= RUNS; i++)); do
			edit "$pkg"
			timed $cfg >>"$WORK/$cfg.$kind"
		done
		RESULT[$cfg.$kind]=$(median "$WORK/$cfg.$kind" 1)
		log "$cfg: $kind edit: $(tr '\n' ' ' <"$WORK/$cfg.$kind")s"
	done
	RESULT[$cfg.bytes]=$(du -sb "$GOLANGCI_LINT_CACHE" | awk '{print $1}')
	rm -rf "${SRC:?}"/* && cp -R "$orig/." "$SRC/"
	rm -rf "$GOCACHE" "$GOLANGCI_LINT_CACHE"
done

npkg=$(go list ./... | wc -l | tr -d ' ')
printf 'module:   %s (%s packages)    date: %s    go: %s    cpus: %s\n' "$MODULE@$VERSION" "$npkg" "$(date -u +%Y-%m-%d)" "$(go env GOVERSION)" "$(nproc)"
printf 'edits:    leaf %s, hub %s; medians of %s reruns\n\n' "$LEAF" "$HUB" "$RUNS"
printf '%-22s %10s %10s %12s %12s %18s\n' "" "cold (s)" "warm (s)" "leaf edit (s)" "hub edit (s)" "golangci cache (KiB)"
for cfg in printf retrylint; do
	name=$cfg
	[[ $cfg == printf ]] && name="govet printf (limit)"
	printf '%-22s %10.2f %10.2f %12.2f %12.2f %18.0f\n' "$name" "${RESULT[$cfg.cold]}" "${RESULT[$cfg.warm]}" \
		"${RESULT[$cfg.leaf]}" "${RESULT[$cfg.hub]}" "$((RESULT[$cfg.bytes] / 1024))"
done
