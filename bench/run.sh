#!/usr/bin/env bash
# Benchmark: what retrylint costs on top of the floor of loading,
# type-checking and building SSA for a real module.
#
# Usage: bash bench/run.sh
# Env:
#   RUNS=N            timed runs of each binary (default 5), after one warm-up each
#   RETRYLINT_BIN     use this retrylint binary instead of building ./cmd/retrylint
#   FLOOR_BIN         use this floor binary instead of building ./bench/floor
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

# build PKG OUT: go build in the root module. If the root go.sum is missing
# entries (e.g. while go.mod is still being edited), retry against a scratch
# copy of go.mod/go.sum so the repository's files are never modified.
build() {
	local pkg=$1 out=$2
	if (cd "$ROOT" && go build -o "$out" "$pkg") 2>"$WORK/build.err"; then
		return 0
	fi
	log "plain build of $pkg failed; retrying with a scratch go.mod (-mod=mod):"
	sed 's/^/    /' "$WORK/build.err" >&2
	mkdir -p "$WORK/modfile"
	cp "$ROOT/go.mod" "$WORK/modfile/go.mod"
	if [[ -f $ROOT/go.sum ]]; then cp "$ROOT/go.sum" "$WORK/modfile/go.sum"; fi
	(cd "$ROOT" && go build -mod=mod -modfile="$WORK/modfile/go.mod" -o "$out" "$pkg")
}

mkdir -p "$WORK/bin"
if [[ -n ${FLOOR_BIN:-} ]]; then
	log "using FLOOR_BIN=$FLOOR_BIN"
else
	log "building ./bench/floor"
	build ./bench/floor "$WORK/bin/floor"
	FLOOR_BIN=$WORK/bin/floor
fi
if [[ -n ${RETRYLINT_BIN:-} ]]; then
	log "using RETRYLINT_BIN=$RETRYLINT_BIN"
else
	log "building ./cmd/retrylint"
	build ./cmd/retrylint "$WORK/bin/retrylint"
	RETRYLINT_BIN=$WORK/bin/retrylint
fi
for b in "$FLOOR_BIN" "$RETRYLINT_BIN"; do
	if [[ ! -x $b ]]; then
		echo "run.sh: $b is not an executable" >&2
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
run_one warmup-floor "$FLOOR_BIN"
run_one warmup-retrylint "$RETRYLINT_BIN"

: >"$WORK/floor.times"
: >"$WORK/retrylint.times"
for ((i = 1; i <= RUNS; i++)); do
	log "run $i/$RUNS"
	# Alternate the order (ABBA) so slow drift affects both binaries alike.
	if ((i % 2)); then
		run_one floor "$FLOOR_BIN"
		run_one retrylint "$RETRYLINT_BIN"
	else
		run_one retrylint "$RETRYLINT_BIN"
		run_one floor "$FLOOR_BIN"
	fi
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
RW=$(median "$WORK/retrylint.times" 1)
RM=$(median "$WORK/retrylint.times" 2)

awk -v mod="$MODULE@$VERSION" -v npkg="$NPKG" -v gover="$GOVER" -v runs="$RUNS" \
	-v cpus="$(nproc 2>/dev/null || echo '?')" \
	-v fw="$FW" -v fm="$FM" -v rw="$RW" -v rm="$RM" 'BEGIN {
	printf "module:   %s\n", mod
	printf "packages: %s    go: %s    cpus: %s    runs: %s (medians)\n\n", npkg, gover, cpus, runs
	printf "%-10s %12s %14s\n", "", "wall (s)", "max RSS (MiB)"
	printf "%-10s %12.2f %14.1f\n", "floor", fw, fm / 1024
	printf "%-10s %12.2f %14.1f\n", "retrylint", rw, rm / 1024
	printf "%-10s %11.2fx %13.2fx\n", "ratio", (fw > 0 ? rw / fw : 0), (fm > 0 ? rm / fm : 0)
}'
