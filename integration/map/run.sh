#!/usr/bin/env bash
# The retry map of the bundled example, checked in real renderers: the
# HTML page in headless Chromium (it renders, the entry points and the
# 64-call chain are in its DOM, a screenshot is written), the Mermaid
# form rendered by mermaid (npm) in the same browser, and the DOT form by
# Graphviz. Needs chromium and graphviz (Debian; .ci/run installs them)
# and the npm registry.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

for tool in chromium dot npm; do
	command -v "$tool" > /dev/null || { echo "map: $tool is not installed"; exit 1; }
done
(cd "$root" && go build -o "$work/retrylint" ./cmd/retrylint)
for ext in html mmd dot; do
	(cd "$root" && GOFLAGS= "$work/retrylint" -map="$work/example.$ext" ./example/... > /dev/null || true)
	[ -s "$work/example.$ext" ] || { echo "map: retrylint wrote no example.$ext"; exit 1; }
done

# Chromium as the machine's closed network needs it: no background
# connections, a fresh profile.
browser() {
	timeout 120 chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
		--disable-background-networking --disable-component-update --disable-sync \
		--user-data-dir="$work/profile" --allow-file-access-from-files "$@" 2> "$work/chromium.log"
}

# 1. The HTML map renders, with the entry points and the 64-call chain.
browser --dump-dom "file://$work/example.html" > "$work/dom.html"
for want in 'data-name="edge.Handler.price"' 'data-name="adapter.Adapter.Price"' 'data-product="64"' \
	'up to 64 calls' 'pricing.Client.Quote' 'class="finding" data-check="nestedretry"'; do
	grep -qF "$want" "$work/dom.html" || { echo "map: the rendered page has no $want"; exit 1; }
done
browser --window-size=1300,900 --screenshot="$work/map.png" "file://$work/example.html" > /dev/null
[ "$(head -c 8 "$work/map.png" | od -An -tx1 | tr -d ' \n')" = "89504e470d0a1a0a" ] || { echo "map: no PNG screenshot"; exit 1; }
if [ -n "${RETRYLINT_MAP_PNG:-}" ]; then cp "$work/map.png" "$RETRYLINT_MAP_PNG"; fi

# 2. The Mermaid form renders with mermaid itself.
(cd "$work" && npm install --no-audit --no-fund --silent mermaid@11.9.0 > "$work/npm.log" 2>&1) ||
	{ echo "map: npm install mermaid failed:"; cat "$work/npm.log"; exit 1; }
{
	echo '<!DOCTYPE html><html><head><meta charset="utf-8"><script src="node_modules/mermaid/dist/mermaid.min.js"></script></head><body>'
	echo '<script type="text/plain" id="src">'
	sed 's/</\&lt;/g' "$work/example.mmd"
	echo '</script><div id="out"></div><script>'
	echo 'const src = document.getElementById("src").textContent.replace(/&lt;/g, "<");'
	echo 'mermaid.initialize({startOnLoad: false});'
	echo 'mermaid.render("retrymap", src).then(r => { document.getElementById("out").innerHTML = r.svg; document.body.dataset.result = "rendered"; })'
	echo '  .catch(e => { document.body.dataset.result = "error: " + e.message; });'
	echo '</script></body></html>'
} > "$work/mermaid.html"
browser --virtual-time-budget=20000 --dump-dom "file://$work/mermaid.html" > "$work/mermaid-dom.html"
if ! grep -q 'data-result="rendered"' "$work/mermaid-dom.html"; then
	echo "map: mermaid did not render the Mermaid form:"; grep -o 'data-result="[^"]*"' "$work/mermaid-dom.html" || tail -c 2000 "$work/mermaid-dom.html"; exit 1
fi
grep -q 'up to 64 calls' "$work/mermaid-dom.html" || { echo "map: the rendered Mermaid has no 64-call chain"; exit 1; }

# 3. The DOT form renders with Graphviz, without a warning.
dot -Tsvg "$work/example.dot" > "$work/example.svg" 2> "$work/dot.log"
if [ -s "$work/dot.log" ] || ! grep -q 'up to 64 calls' "$work/example.svg"; then
	echo "map: Graphviz did not render the DOT form cleanly:"; cat "$work/dot.log"; exit 1
fi
echo "map: the HTML map renders in Chromium ($(wc -c < "$work/map.png") byte screenshot), Mermaid and Graphviz render the other forms"
