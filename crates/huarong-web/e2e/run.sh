#!/usr/bin/env bash
# The playground's tests, as CI runs them:
#   1. the page's pure modules under `node --test` (no browser);
#   2. the static site in HUARONG_SITE (built by scripts/site.sh into
#      target/site when unset), its WebAssembly modules compared with the
#      native binary in Node;
#   3. the browser tests in Debian's Chromium (installed when missing, with a
#      font with Chinese), Playwright from the lock file: against the example
#      server, then against the static site served as plain files
#      (python3 -m http.server) with every /api request blocked.
set -euo pipefail
cd "$(dirname "$0")"
workspace=$(cd ../../.. && pwd)
# The binaries the tests run, wherever cargo puts them.
target=${CARGO_TARGET_DIR:-$workspace/target}
export HUARONG_BIN=${HUARONG_BIN:-$target/release/huarong}
export HUARONG_SERVE=${HUARONG_SERVE:-$target/release/examples/serve}

node --test unit/

packages=()
if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    packages+=(chromium chromium-driver)
fi
if ! fc-list :lang=zh 2>/dev/null | grep -q .; then
    packages+=(fonts-noto-cjk)
fi
if [ ${#packages[@]} -gt 0 ]; then
    sudo=()
    if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi
    export DEBIAN_FRONTEND=noninteractive
    "${sudo[@]}" apt-get update -q
    "${sudo[@]}" apt-get install -y -q "${packages[@]}"
fi

npm ci --no-audit --no-fund
cargo build --release -p huarong-web --example serve
cargo build --release -p huarong-cli
# The static site: HUARONG_SITE when it names one already built (.ci/run
# builds it with the README's command), else built here.
if [ -z "${HUARONG_SITE:-}" ]; then
    export HUARONG_SITE=$workspace/target/site
    bash "$workspace/scripts/site.sh" "$HUARONG_SITE"
fi
npm run wasm

# Against huarong serve.
npm test

# Against the static site, on a free port.
log=$(mktemp)
python3 -u -m http.server 0 --bind 127.0.0.1 -d "$HUARONG_SITE" >"$log" 2>&1 &
static=$!
trap 'kill $static 2>/dev/null || true; rm -f "$log"' EXIT
for _ in $(seq 100); do
    url=$(grep -o 'http://127.0.0.1:[0-9]*/' "$log" || true)
    [ -n "$url" ] && break
    sleep 0.1
done
[ -n "$url" ] || { cat "$log"; echo "the static server did not start" >&2; exit 1; }
HUARONG_SITE_URL=$url npm run site
