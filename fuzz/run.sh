#!/usr/bin/env bash
# Runs each fuzz target for SECONDS seconds (default 60), its corpus seeded
# from the official cases. Needs a nightly toolchain and cargo-fuzz
# (`cargo install cargo-fuzz`); without them it says so and exits 0.
set -euo pipefail
cd "$(dirname "$0")"
seconds="${1:-60}"
if ! rustup toolchain list 2>/dev/null | grep -q '^nightly' || ! command -v cargo-fuzz > /dev/null; then
    echo "fuzz: skipped (needs a nightly toolchain and cargo-fuzz)"
    exit 0
fi
mkdir -p corpus/parse corpus/engines
cp ../data/noip2013/*.in ../examples/sample.in corpus/parse/
for target in parse engines; do
    log="$(mktemp)"
    if ! cargo +nightly fuzz run "$target" "corpus/$target" -- \
        -max_total_time="$seconds" -print_final_stats=1 > "$log" 2>&1; then
        tail -n 40 "$log"
        echo "fuzz: $target found a failure (see fuzz/artifacts/$target)"
        exit 1
    fi
    runs="$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo '?')"
    echo "fuzz: $target ran $runs inputs in ${seconds} s, no failure"
    rm -f "$log"
done
