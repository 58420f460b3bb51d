#!/usr/bin/env bash
# The load measurement of the README (a measurement, not a test): wrk on
# loopback against POST /api/solve, 32 connections for 20 s, once with the
# sample and once with an official 30 x 30 case of 500 games, each against a
# fresh server so that its peak memory (VmHWM) is that workload's.
#
#   crates/huarong-web/load/measure.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/../../.."
seconds=${1:-20}
command -v wrk >/dev/null || { echo "wrk is missing: apt-get install wrk" >&2; exit 1; }
cargo build --release -p huarong-web --example serve
sample=$(mktemp)
out=$(mktemp)
trap 'rm -f "$sample" "$out"' EXIT
printf '3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n1 2 2 2 3 2\n' >"$sample"

for workload in "sample:$sample:" "puzzle15 (30 x 30, 500 games):data/noip2013/puzzle15.in:" \
                "puzzle15, moves=false:data/noip2013/puzzle15.in:?moves=false"; do
    IFS=: read -r name body query <<<"$workload"
    target/release/examples/serve --addr 127.0.0.1:0 >"$out" &
    server=$!
    until grep -q http "$out"; do sleep 0.1; done
    url=$(grep -o 'http://[0-9.:]*/' "$out")api/solve$query
    echo "== $name: $url"
    BODY=$body wrk --threads 2 --connections 32 --duration "${seconds}s" --timeout 30s --latency \
        --script crates/huarong-web/load/post.lua "$url"
    grep VmHWM "/proc/$server/status"
    kill -INT "$server"
    wait "$server" || true
done
