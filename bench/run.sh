#!/usr/bin/env bash
# Benchmark: what retrylint costs on a real module, against two no-op
# baselines: floor (buildssa for the root packages) and loadfloor (one fact
# type, so every dependency is loaded and analysed from source).
#
# Usage: bash bench/run.sh
# Env:
#   RUNS=N            timed runs of each binary (default 5), after one warm-up each
#   RETRYLINT_BIN     use this retrylint binary instead of building ./cmd/retrylint
#   FLOOR_BIN         use this floor binary instead of building ./bench/floor
#   LOADFLOOR_BIN     use this loadfloor binary instead of building ./bench/loadfloor
#   BENCH_MODULE      target module (default: pinned below)
#   BENCH_VERSION     target module version (default: pinned below)
#
# Table goes to stdout, progress to stderr.
set -euo pipefail

# Pinned target: github.com/grafana/dskit has no tagged releases; this is the
# pseudo-version that @latest resolved to when the benchmark was written.
MODULE=${BENCH_MODULE:-github.com/grafana/dskit}
VERSION=${BENCH_VERSION:-v0.0.0-20260703122047-de1ec7541c44}
RUNS=${RUNS:-5}

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

log() { printf '[bench %s] %s\n' "$(date +%H:%M:%S)" "$*" >&2; }

# build PKG OUT: plain go build in the root module; go.mod/go.sum are
# expected to be tidy, so any failure is reported and stops the benchmark.
build() {
	local pkg=$1 out=$2
	if ! (cd "$ROOT" && go build -o "$out" "$pkg") 2>"$WORK/build.err"; then
		echo "run.sh: go build $pkg failed (is go.mod/go.sum tidy?):" >&2
		sed 's/^/    /' "$WORK/build.err" >&2
		exit 1
	fi
}

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

log "fetching $MODULE@$VERSION"
(cd "$WORK" && go mod download -json "$MODULE@$VERSION") >"$WORK/download.json"
MODDIR=$(sed -n 's/^[[:space:]]*"Dir": "\(.*\)",\{0,1\}$/\1/p' "$WORK/download.json")
if [[ -z $MODDIR || ! -d $MODDIR ]]; then
	echo "run.sh: could not find the module directory in go mod download output:" >&2
	cat "$WORK/download.json" >&2
	exit 1
fi

SRC=$WORK/src
mkdir -p "$SRC"
cp -R "$MODDIR/." "$SRC/"
chmod -R u+w "$SRC"
cd "$SRC"
log "downloading dependencies of $MODULE"
go mod download
NPKG=$(go list ./... | wc -l | tr -d ' ')
GOVER=$(go env GOVERSION)
log "$NPKG packages, $GOVER, $(nproc 2>/dev/null || echo '?') CPUs"

# run_one NAME BIN: one run of BIN on ./... in $SRC; appends "wall rss" to
# $WORK/NAME.times unless NAME is a warm-up.
run_one() {
	local name=$1 bin=$2 rc=0
	/usr/bin/time -f '%e %M' -o "$WORK/time.out" \
		"$bin" ./... >"$WORK/tool.out" 2>"$WORK/tool.err" || rc=$?
	if [[ $rc -ne 0 && $rc -ne 3 ]]; then
		echo "run.sh: $name ($bin) exited with status $rc; its stderr:" >&2
		tail -n 50 "$WORK/tool.err" >&2
		cat "$WORK/time.out" >&2 || true
		exit 1
	fi
	local line
	line=$(tail -n 1 "$WORK/time.out")
	log "  $name: ${line% *} s, ${line#* } KiB (exit $rc)"
	case $name in
	warmup-*) ;;
	*) echo "$line" >>"$WORK/$name.times" ;;
	esac
}

log "warm-up runs (not counted)"
for name in "${NAMES[@]}"; do
	run_one "warmup-$name" "${BIN[$name]}"
	: >"$WORK/$name.times"
done

N=${#NAMES[@]}
for ((i = 1; i <= RUNS; i++)); do
	# Rotate the order each run (floor loadfloor retrylint, then loadfloor
	# retrylint floor, ...) so slow drift and "runs right after X" effects
	# are spread over all three tools.
	order=()
	for ((j = 0; j < N; j++)); do
		order+=("${NAMES[(i - 1 + j) % N]}")
	done
	log "run $i/$RUNS: ${order[*]}"
	for name in "${order[@]}"; do
		run_one "$name" "${BIN[$name]}"
	done
done

# median FILE COLUMN
median() {
	awk -v c="$2" '{print $c}' "$1" | sort -g | awk '
		{ v[NR] = $1 }
		END {
			if (NR == 0) exit 1
			if (NR % 2) print v[(NR + 1) / 2]
			else print (v[NR / 2] + v[NR / 2 + 1]) / 2
		}'
}

FW=$(median "$WORK/floor.times" 1)
FM=$(median "$WORK/floor.times" 2)
LW=$(median "$WORK/loadfloor.times" 1)
LM=$(median "$WORK/loadfloor.times" 2)
RW=$(median "$WORK/retrylint.times" 1)
RM=$(median "$WORK/retrylint.times" 2)

awk -v mod="$MODULE@$VERSION" -v npkg="$NPKG" -v gover="$GOVER" -v runs="$RUNS" \
	-v cpus="$(nproc 2>/dev/null || echo '?')" -v date="$(date -u +%Y-%m-%d)" \
	-v fw="$FW" -v fm="$FM" -v lw="$LW" -v lm="$LM" -v rw="$RW" -v rm="$RM" '
	function ratio(a, b) { return b > 0 ? a / b : 0 }
	BEGIN {
	printf "module:   %s\n", mod
	printf "date:     %s    go: %s    cpus: %s\n", date, gover, cpus
	printf "packages: %s    runs: %s (medians)\n\n", npkg, runs
	printf "%-20s %12s %14s\n", "", "wall (s)", "max RSS (MiB)"
	printf "%-20s %12.2f %14.1f\n", "floor", fw, fm / 1024
	printf "%-20s %12.2f %14.1f\n", "loadfloor", lw, lm / 1024
	printf "%-20s %12.2f %14.1f\n", "retrylint", rw, rm / 1024
	printf "%-20s %11.2fx %13.2fx\n", "retrylint/floor", ratio(rw, fw), ratio(rm, fm)
	printf "%-20s %11.2fx %13.2fx\n", "retrylint/loadfloor", ratio(rw, lw), ratio(rm, lm)
}'
