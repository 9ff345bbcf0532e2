# Helpers shared by run.sh, vet.sh and golangci.sh; the caller sets ROOT and WORK.

log() { printf '[bench %s] %s\n' "$(date +%H:%M:%S)" "$*" >&2; }

# build PKG OUT: plain go build in the root module; go.mod/go.sum are
# expected to be tidy, so any failure is reported and stops the benchmark.
build() {
	local pkg=$1 out=$2
	if ! (cd "$ROOT" && go build -o "$out" "$pkg") 2>"$WORK/build.err"; then
		echo "bench: go build $pkg failed (is go.mod/go.sum tidy?):" >&2
		sed 's/^/    /' "$WORK/build.err" >&2
		exit 1
	fi
}

# fetch MODULE VERSION DIR: the module's source in DIR, with its
# dependencies downloaded (a go.work file the module ships is ignored).
fetch() {
	local module=$1 version=$2 dir=$3
	log "fetching $module@$version"
	(cd "$WORK" && go mod download -json "$module@$version") >"$WORK/download.json"
	local moddir
	moddir=$(sed -n 's/^[[:space:]]*"Dir": "\(.*\)",\{0,1\}$/\1/p' "$WORK/download.json")
	if [[ -z $moddir || ! -d $moddir ]]; then
		echo "bench: could not find the module directory in go mod download output:" >&2
		cat "$WORK/download.json" >&2
		exit 1
	fi
	mkdir -p "$dir"
	cp -R "$moddir/." "$dir/"
	chmod -R u+w "$dir"
	log "downloading dependencies of $module"
	(cd "$dir" && GOWORK=off go mod download)
}

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


# pick_edits MODULE: sets LEAF, a package of the module that no other
# package of it imports (the first in go list order with a non-test .go
# file), and HUB, the package of the module that most of its packages
# import; run in the module's directory.
pick_edits() {
	local module=$1 imports p
	imports=$(go list -f '{{range .Imports}}{{.}} {{end}}' ./... | tr ' ' '\n' | grep "^$module" | sort | uniq -c | sort -rn)
	HUB=$(echo "$imports" | head -n 1 | awk '{print $2}')
	LEAF=""
	for p in $(go list ./...); do
		if ! echo "$imports" | awk '{print $2}' | grep -qx "$p"; then
			if [[ -n $(go list -f '{{if .GoFiles}}{{.Dir}}{{end}}' "$p") ]]; then
				LEAF=$p
				break
			fi
		fi
	done
	log "leaf package: $LEAF; hub package: $HUB ($(echo "$imports" | head -n 1 | awk '{print $1}') importers)"
}

# edit PKG: one more line at the top of the package's first file (every
# position below it moves, as in a real edit).
edit() {
	local file
	file=$(go list -f '{{.Dir}}/{{index .GoFiles 0}}' "$1")
	sed -i "1i // edited by bench $(date +%s%N)" "$file"
}
