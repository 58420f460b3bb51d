#!/usr/bin/env bash
# The playground's tests, as CI runs them: first the page's pure modules
# under `node --test` (no browser), then the browser tests: Debian's Chromium
# and a font with Chinese (installed when missing), Playwright from the lock
# file, the example server built in release mode.
set -euo pipefail
cd "$(dirname "$0")"

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
npm test
