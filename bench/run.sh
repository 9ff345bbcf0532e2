#!/usr/bin/env bash
# Benchmark: what retrylint costs on real modules, against two no-op
# baselines: floor (buildssa for the root packages) and loadfloor, the
# types-only limit (one package fact per package, so every dependency is
# loaded, type-checked and analysed from source, and no SSA is built).
#
# Usage: bash bench/run.sh
# Env:
#   TARGETS="dskit prometheus"   which targets to measure (default: both; see target below)
#   RUNS=N            timed runs of each binary per target (default 5), after one warm-up each
#   RETRYLINT_BIN     use this retrylint binary instead of building ./cmd/retrylint
#   FLOOR_BIN         use this floor binary instead of building ./bench/floor
#   LOADFLOOR_BIN     use this loadfloor binary instead of building ./bench/loadfloor
#   BENCH_MODULE, BENCH_VERSION, BENCH_PATTERN
#                     measure this module instead (TARGETS is then ignored)
#
# One table per target goes to stdout, progress to stderr.
set -euo pipefail

RUNS=${RUNS:-5}
TARGETS=${TARGETS:-dskit prometheus}

# target NAME: sets MODULE, VERSION and PATTERN.
target() {
	case $1 in
	dskit)
		# 60 packages, 723 with their dependencies. No tagged releases:
		# the pseudo-version @latest resolved to when this was written.
		MODULE=github.com/grafana/dskit VERSION=v0.0.0-20260703122047-de1ec7541c44 PATTERN=./...
		;;
	prometheus)
		# 113 packages, 1,589 with their dependencies (Kubernetes, cloud
		# SDKs, gRPC, OpenTelemetry).
		MODULE=github.com/prometheus/prometheus VERSION=v0.316.0 PATTERN=./...
		;;
	*)
		echo "run.sh: unknown target '$1' (dskit, prometheus)" >&2
		exit 2
		;;
	esac
}

if ! [[ $RUNS =~ ^[1-9][0-9]*$ ]]; then
	echo "run.sh: RUNS must be a positive integer, got '$RUNS'" >&2
	exit 2
fi
if [[ ! -x /usr/bin/time ]]; then
	echo "run.sh: /usr/bin/time (GNU time) is required" >&2
	exit 2
fi

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
WORK=$(mktemp -d "${TMPDIR:-/tmp}/retrylint-bench.XXXXXX")
trap 'chmod -R u+w "$WORK" 2>/dev/null || true; rm -rf "$WORK"' EXIT

. "$ROOT/bench/lib.sh"

# Tools in table order: NAME, ENV VAR that overrides the binary, PACKAGE.
NAMES=(floor loadfloor retrylint)
declare -A BIN
mkdir -p "$WORK/bin"
for name in "${NAMES[@]}"; do
	case $name in
	floor) var=FLOOR_BIN pkg=./bench/floor ;;
	loadfloor) var=LOADFLOOR_BIN pkg=./bench/loadfloor ;;
	retrylint) var=RETRYLINT_BIN pkg=./cmd/retrylint ;;
	esac
	if [[ -n ${!var:-} ]]; then
		log "using $var=${!var}"
		BIN[$name]=${!var}
	else
		log "building $pkg"
		build "$pkg" "$WORK/bin/$name"
		BIN[$name]=$WORK/bin/$name
	fi
	if [[ ! -x ${BIN[$name]} ]]; then
		echo "run.sh: ${BIN[$name]} is not an executable" >&2
		exit 2
	fi
done

# run_one NAME BIN OUT: one run of BIN on $PATTERN in the current
# directory; appends "wall rss" to OUT unless OUT is empty (a warm-up).
run_one() {
	local name=$1 bin=$2 out=$3 rc=0
	/usr/bin/time -f '%e %M' -o "$WORK/time.out" \
		"$bin" $PATTERN >"$WORK/tool.out" 2>"$WORK/tool.err" || rc=$?
	# retrylint exits 1 when it has findings; the baselines exit 0 (3
	# was retrylint's code for findings in earlier versions).
	if [[ $rc -ne 0 && $rc -ne 1 && $rc -ne 3 ]]; then
		echo "run.sh: $name ($bin) exited with status $rc; its stderr:" >&2
		tail -n 50 "$WORK/tool.err" >&2
		cat "$WORK/time.out" >&2 || true
		exit 1
	fi
	local line
	line=$(tail -n 1 "$WORK/time.out")
	log "  $name: ${line% *} s, ${line#* } KiB (exit $rc)"
	if [[ -n $out ]]; then
		echo "$line" >>"$out"
	fi
}

# measure NAME: the table for one target.
measure() {
	local tname=$1
	local src=$WORK/src-$tname
	fetch "$MODULE" "$VERSION" "$src"
	cd "$src"
	export GOWORK=off GOFLAGS=-mod=mod
	local npkg ndeps gover
	npkg=$(go list $PATTERN | wc -l | tr -d ' ')
	ndeps=$(go list -deps $PATTERN | wc -l | tr -d ' ')
	gover=$(go env GOVERSION)
	log "$tname: $npkg packages ($ndeps with dependencies), $gover, $(nproc 2>/dev/null || echo '?') CPUs"

	log "warm-up runs (not counted)"
	for name in "${NAMES[@]}"; do
		run_one "$name" "${BIN[$name]}" ""
		: >"$WORK/$tname.$name.times"
	done
	local n=${#NAMES[@]} i j
	for ((i = 1; i <= RUNS; i++)); do
		# Rotate the order each run (floor loadfloor retrylint, then
		# loadfloor retrylint floor, ...) so slow drift and "runs right
		# after X" effects are spread over all three tools.
		local order=()
		for ((j = 0; j < n; j++)); do
			order+=("${NAMES[(i - 1 + j) % n]}")
		done
		log "$tname run $i/$RUNS: ${order[*]}"
		for name in "${order[@]}"; do
			run_one "$name" "${BIN[$name]}" "$WORK/$tname.$name.times"
		done
	done
	cd "$ROOT"

	awk -v mod="$MODULE@$VERSION" -v pattern="$PATTERN" -v npkg="$npkg" -v ndeps="$ndeps" -v gover="$gover" -v runs="$RUNS" \
		-v cpus="$(nproc 2>/dev/null || echo '?')" -v date="$(date -u +%Y-%m-%d)" \
		-v fw="$(median "$WORK/$tname.floor.times" 1)" -v fm="$(median "$WORK/$tname.floor.times" 2)" \
		-v lw="$(median "$WORK/$tname.loadfloor.times" 1)" -v lm="$(median "$WORK/$tname.loadfloor.times" 2)" \
		-v rw="$(median "$WORK/$tname.retrylint.times" 1)" -v rm="$(median "$WORK/$tname.retrylint.times" 2)" '
		function ratio(a, b) { return b > 0 ? a / b : 0 }
		BEGIN {
		printf "module:   %s %s\n", mod, pattern
		printf "date:     %s    go: %s    cpus: %s\n", date, gover, cpus
		printf "packages: %s (%s with dependencies)    runs: %s (medians)\n\n", npkg, ndeps, runs
		printf "%-30s %12s %14s\n", "", "wall (s)", "max RSS (MiB)"
		printf "%-30s %12.2f %14.1f\n", "floor (buildssa)", fw, fm / 1024
		printf "%-30s %12.2f %14.1f\n", "loadfloor (types-only limit)", lw, lm / 1024
		printf "%-30s %12.2f %14.1f\n", "retrylint", rw, rm / 1024
		printf "%-30s %11.2fx %13.2fx\n", "retrylint/floor", ratio(rw, fw), ratio(rm, fm)
		printf "%-30s %11.2fx %13.2fx\n\n", "retrylint/loadfloor", ratio(rw, lw), ratio(rm, lm)
	}'
}

if [[ -n ${BENCH_MODULE:-} ]]; then
	MODULE=$BENCH_MODULE VERSION=${BENCH_VERSION:?BENCH_VERSION is required with BENCH_MODULE} PATTERN=${BENCH_PATTERN:-./...}
	measure custom
else
	for t in $TARGETS; do
		target "$t"
		measure "$t"
	done
fi
