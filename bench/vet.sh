#!/usr/bin/env bash
# Benchmark: retrylint under go vet (-vettool), where the go command runs
# it once per package and caches each package's result and facts. On
# github.com/grafana/dskit, with a build cache of its own, it times:
#
#   cold   go vet ./... with an empty cache (dependencies compiled too)
#   warm   the same again, nothing changed
#   leaf   after a one-line edit in a package nothing in the module imports
#   hub    after a one-line edit in the module's most imported package
#
# for retrylint and for the types-only limit (loadfloor, which a go vet
# runs as well), and how much the vet outputs (results and facts) add to
# the cache: the cache's size after go vet minus its size after go build.
#
# Usage: bash bench/vet.sh
# Env: RUNS=N (default 3) timed reruns of each edit; RETRYLINT_BIN,
# LOADFLOOR_BIN as for run.sh.
set -euo pipefail

RUNS=${RUNS:-3}
MODULE=github.com/grafana/dskit
VERSION=v0.0.0-20260703122047-de1ec7541c44

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
WORK=$(mktemp -d "${TMPDIR:-/tmp}/retrylint-vet.XXXXXX")
trap 'chmod -R u+w "$WORK" 2>/dev/null || true; rm -rf "$WORK"' EXIT
. "$ROOT/bench/lib.sh"

mkdir -p "$WORK/bin"
RL=${RETRYLINT_BIN:-$WORK/bin/retrylint}
LF=${LOADFLOOR_BIN:-$WORK/bin/loadfloor}
[[ -n ${RETRYLINT_BIN:-} ]] || build ./cmd/retrylint "$RL"
[[ -n ${LOADFLOOR_BIN:-} ]] || build ./bench/loadfloor "$LF"

SRC=$WORK/src
fetch "$MODULE" "$VERSION" "$SRC"
cd "$SRC"
export GOWORK=off GOFLAGS=-mod=mod

pick_edits "$MODULE"

# timed NAME TOOL: one go vet run; prints its wall time.
timed() {
	local rc=0
	/usr/bin/time -f '%e' -o "$WORK/time.out" go vet -vettool="$2" ./... >/dev/null 2>"$WORK/vet.err" || rc=$?
	# go vet exits 1 when the tool reports findings.
	if [[ $rc -ne 0 && $rc -ne 1 ]]; then
		echo "vet.sh: go vet with $1 exited with $rc:" >&2
		tail -n 20 "$WORK/vet.err" >&2
		exit 1
	fi
	tail -n 1 "$WORK/time.out"
}

declare -A RESULT
for tool in loadfloor retrylint; do
	bin=$RL
	[[ $tool == loadfloor ]] && bin=$LF
	export GOCACHE=$WORK/cache-$tool
	rm -rf "$GOCACHE"
	orig=$(mktemp -d "$WORK/orig.XXXX")
	cp -R "$SRC/." "$orig/"

	log "$tool: cold"
	RESULT[$tool.cold]=$(timed $tool "$bin")
	: >"$WORK/$tool.warm"
	for ((i = 1; i <= RUNS; i++)); do timed $tool "$bin" >>"$WORK/$tool.warm"; done
	RESULT[$tool.warm]=$(median "$WORK/$tool.warm" 1)
	for kind in leaf hub; do
		pkg=$LEAF
		[[ $kind == hub ]] && pkg=$HUB
		: >"$WORK/$tool.$kind"
		for ((i = 1; i <= RUNS; i++)); do
			edit "$pkg"
			timed $tool "$bin" >>"$WORK/$tool.$kind"
		done
		RESULT[$tool.$kind]=$(median "$WORK/$tool.$kind" 1)
		log "$tool: $kind edit: $(tr '\n' ' ' <"$WORK/$tool.$kind")s"
	done
	# Back to the module as fetched, for the next tool and the cache size.
	rm -rf "${SRC:?}"/* && cp -R "$orig/." "$SRC/"

	# What vet's outputs add to a cache that holds the build.
	export GOCACHE=$WORK/size-$tool
	rm -rf "$GOCACHE"
	go build ./... >/dev/null 2>&1 || true
	before=$(du -sb "$GOCACHE" | awk '{print $1}')
	go vet -vettool="$bin" ./... >/dev/null 2>&1 || true
	after=$(du -sb "$GOCACHE" | awk '{print $1}')
	RESULT[$tool.bytes]=$((after - before))
	rm -rf "$GOCACHE"
done

npkg=$(go list ./... | wc -l | tr -d ' ')
printf 'module:   %s (%s packages)    date: %s    go: %s    cpus: %s\n' "$MODULE@$VERSION" "$npkg" "$(date -u +%Y-%m-%d)" "$(go env GOVERSION)" "$(nproc)"
printf 'edits:    leaf %s, hub %s; medians of %s reruns\n\n' "$LEAF" "$HUB" "$RUNS"
printf '%-22s %10s %10s %12s %12s %16s\n' "" "cold (s)" "warm (s)" "leaf edit (s)" "hub edit (s)" "vet outputs (KiB)"
for tool in loadfloor retrylint; do
	printf '%-22s %10.2f %10.2f %12.2f %12.2f %16.0f\n' "$tool" "${RESULT[$tool.cold]}" "${RESULT[$tool.warm]}" \
		"${RESULT[$tool.leaf]}" "${RESULT[$tool.hub]}" "$((RESULT[$tool.bytes] / 1024))"
done
