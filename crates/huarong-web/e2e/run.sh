#!/usr/bin/env bash
# The playground's browser tests, as CI runs them: Debian's Chromium (installed
# when missing), Playwright from the lock file, the example server built in
# release mode, then `node --test`.
set -euo pipefail
cd "$(dirname "$0")"

if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    sudo=()
    if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi
    export DEBIAN_FRONTEND=noninteractive
    "${sudo[@]}" apt-get update -q
    "${sudo[@]}" apt-get install -y -q chromium chromium-driver
fi

npm ci --no-audit --no-fund
cargo build --release -p huarong-web --example serve
npm test
