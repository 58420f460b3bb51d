#!/usr/bin/env bash
# scripts/site.sh OUT — build the static (serverless) Huarong site into OUT.
#
# OUT gets:
#   * every file of crates/huarong-web/page/ (copied whole, recursively);
#   * huarong.wasm, huarong-tools.wasm and huarong-threads.wasm: package
#     huarong-wasm built in release mode for wasm32-unknown-unknown with
#     features `solver`, `tools` and `threads` (see crates/huarong-wasm), each
#     shrunk with `wasm-opt -Oz` (binaryen, installed with apt-get when
#     missing);
#   * index.html switched to the wasm backend
#     (<meta name="huarong-backend" content="wasm">: solve in a Web Worker
#     instead of calling the HTTP API);
#   * sw.js (if the page has one) with __HUARONG_VERSION__ replaced by a short
#     hash of all the other files, so the service worker's cache follows builds.
# At the end it prints the size of each module (raw and gzipped) and the time.
#
# Toolchain: where rustup is installed, its active toolchain, to which the
# script adds what it lacks (`rustup target add wasm32-unknown-unknown`,
# `rustup component add rust-src`). Without rustup (the fallback), Debian's
# web toolchain (rustc-web, cargo-web, rust-web-src, the libstd and libLLVM
# they need, lld-NN for wasm-ld), fetched with `apt-get download` and
# unpacked with `dpkg -x` into target/web-toolchain/ (kept for later runs
# once it is whole); the script stops, before downloading, when Debian's
# compiler is older than the workspace's rust-version. Either way the
# standard library is built for wasm32 by cargo itself
# (RUSTC_BOOTSTRAP=1 cargo -Zbuild-std=std,panic_abort): the threaded module
# needs one built with atomics, and all three are smaller for it.
# The wasm build has its own target dirs, target/wasm/ and target/wasm-threads/.
#
# Environment (all optional):
#   HUARONG_WASM_MANIFEST   Cargo.toml of the wasm crate
#                           (default crates/huarong-wasm/Cargo.toml)
#   HUARONG_WASM_PACKAGE    its package name (default huarong-wasm)
#   HUARONG_WASM_TOOLCHAIN  auto (default), rustup or debian: force a toolchain
#   HUARONG_WEB_TOOLCHAIN   cache folder of the Debian toolchain
#                           (default target/web-toolchain)
#   CARGO_PROFILE_RELEASE_{LTO,CODEGEN_UNITS,OPT_LEVEL}  wasm build profile
#                           (defaults here: fat, 1, 3)
set -euo pipefail

start=$SECONDS
say() { printf 'site.sh: %s\n' "$*" >&2; }
die() { say "error: $*"; exit 1; }

[[ $# -eq 1 && -n $1 ]] || die "usage: scripts/site.sh OUT"
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
page=$repo/crates/huarong-web/page
manifest=${HUARONG_WASM_MANIFEST:-$repo/crates/huarong-wasm/Cargo.toml}
package=${HUARONG_WASM_PACKAGE:-huarong-wasm}
choice=${HUARONG_WASM_TOOLCHAIN:-auto}
cache=${HUARONG_WEB_TOOLCHAIN:-$repo/target/web-toolchain}
target_dir=$repo/target/wasm
threads_dir=$repo/target/wasm-threads
target=wasm32-unknown-unknown

[[ -d $page ]] || die "no page folder at $page"
[[ -f $manifest ]] || die "no wasm crate at $manifest"

# OUT must be empty, missing, or an earlier build of this script.
out=$1
mkdir -p "$out"
out=$(cd "$out" && pwd)
case $out in
    / | "$repo" | "$repo"/crates* | "$HOME") die "refusing to build into $out" ;;
esac
if [[ -n $(ls -A "$out") && ! -f $out/huarong.wasm ]]; then
    die "$out is not empty and holds no earlier site (no huarong.wasm); pick another folder"
fi

# The wasm build profile: small and fast code, one unit, link-time optimised.
# (Env overrides; wasm32-unknown-unknown aborts on panic anyway.)
export CARGO_PROFILE_RELEASE_LTO=${CARGO_PROFILE_RELEASE_LTO:-fat}
export CARGO_PROFILE_RELEASE_CODEGEN_UNITS=${CARGO_PROFILE_RELEASE_CODEGEN_UNITS:-1}
export CARGO_PROFILE_RELEASE_OPT_LEVEL=${CARGO_PROFILE_RELEASE_OPT_LEVEL:-3}
export CARGO_PROFILE_RELEASE_PANIC=abort

# --- toolchain --------------------------------------------------------------

# The workspace's minimum Rust version (rust-version in Cargo.toml).
rust_version=$(sed -n 's/^rust-version *= *"\([0-9.]*\)".*/\1/p' "$repo/Cargo.toml" | head -n1)

# True when version $1 is at least version $2 (dotted numbers).
version_at_least() {
    [[ $(printf '%s\n%s\n' "$2" "$1" | sort -V | head -n1) == "$2" ]]
}

# rustup's route: the active toolchain, with the wasm32 standard library and
# the standard library's sources (for -Zbuild-std) added when missing.
rustup_toolchain() {
    local toolchain
    toolchain=$(cd "$repo" && rustup show active-toolchain 2>/dev/null | cut -d' ' -f1) ||
        die "rustup has no active toolchain (rustup default stable)"
    [[ -n $toolchain ]] || die "rustup has no active toolchain (rustup default stable)"
    if ! (cd "$repo" && rustup target list --installed) | grep -qx "$target"; then
        say "adding rustup's $target target to $toolchain"
        (cd "$repo" && rustup target add "$target") >&2 ||
            die "rustup target add $target failed"
    fi
    if ! (cd "$repo" && rustup component list --installed) | grep -q '^rust-src'; then
        say "adding rustup's rust-src component to $toolchain (for -Zbuild-std)"
        (cd "$repo" && rustup component add rust-src) >&2 ||
            die "rustup component add rust-src failed"
    fi
    how="rustup's $toolchain, -Zbuild-std"
}

# The name of the one package `pkg` depends on whose name matches `regex`.
dependency_named() {
    apt-cache depends --no-recommends --no-suggests --no-conflicts --no-breaks \
        --no-replaces --no-enhances "$1" 2>/dev/null |
        sed -n 's/^ *|\?Depends: \([^<> ]*\)$/\1/p' | grep -E -m1 "^($2)\$" || true
}

# Debian's route, for machines without rustup: fetch and unpack Debian's web
# toolchain into $cache/root unless a complete one is there. $cache/packages
# is written last, once the unpacked compiler has run, so a failed or
# interrupted fetch leaves nothing that a later run would reuse.
debian_toolchain() {
    root=$cache/root
    if [[ -f $cache/packages ]]; then
        say "reusing the Debian web toolchain in $cache ($(tr '\n' ' ' <"$cache/packages"))"
        debian_environment
        return
    fi
    command -v apt-get >/dev/null 2>&1 ||
        die "no rustup and no apt-get: install rustup (https://rustup.rs), then run this again"
    if ! apt-cache show rustc-web >/dev/null 2>&1; then
        say "apt-get update (rustc-web is not in the package lists)"
        apt-get update -qq || die "apt-get update failed (are you root?)"
    fi
    apt-cache show rustc-web >/dev/null 2>&1 || die "apt offers no rustc-web (Debian 12+ needed)"
    # Said before anything is downloaded: an older compiler cannot build the
    # workspace.
    local offered
    offered=$(apt-cache policy rustc-web | sed -n 's/^ *Candidate: *\([0-9]*:\)\{0,1\}\([0-9]*\.[0-9]*\).*/\2/p')
    if [[ -n $rust_version && -n $offered ]] && ! version_at_least "$offered" "$rust_version"; then
        die "Debian offers rustc-web $offered, older than the $rust_version this workspace needs; install rustup (https://rustup.rs), then run this again"
    fi

    # Names that follow the release: libstd-rust-web-1.NN, libllvmNN, lld-NN.
    local libstd llvm lld
    libstd=$(dependency_named libstd-rust-web-dev 'libstd-rust-web-[0-9.]+')
    [[ -n $libstd ]] || die "cannot tell which libstd-rust-web-* libstd-rust-web-dev needs"
    llvm=$(dependency_named "$libstd" 'libllvm[0-9]+')
    [[ -n $llvm ]] || die "cannot tell which libllvm* $libstd needs"
    lld=lld-${llvm#libllvm}
    local wanted=(rustc-web cargo-web rust-web-src libstd-rust-web-dev "$libstd" "$llvm" "$lld")

    # Plus whatever they need that this machine lacks (e.g. libgit2 for cargo),
    # as apt itself would resolve it.
    local extra
    extra=$(apt-get -s -qq install --no-install-recommends "${wanted[@]}" 2>/dev/null |
        sed -n 's/^Inst \([^ ]*\) .*/\1/p') ||
        say "warning: apt-get -s could not resolve dependencies; fetching only ${wanted[*]}"
    local all
    mapfile -t all < <(printf '%s\n' "${wanted[@]}" $extra | sed 's/:.*//' | sort -u)

    rm -rf "$cache"
    mkdir -p "$cache/debs" "$cache/root.tmp"
    # Whatever fails from here on, no half-made toolchain stays behind.
    trap 'rm -rf "$cache"' EXIT
    say "downloading ${all[*]}"
    # A stale package list names versions the mirror no longer has: update once.
    (cd "$cache/debs" && apt-get download -qq -o APT::Sandbox::User=root "${all[@]}") ||
        { say "apt-get download failed; apt-get update and retry" &&
            apt-get update -qq &&
            (cd "$cache/debs" && apt-get download -qq -o APT::Sandbox::User=root "${all[@]}"); } ||
        die "apt-get download of ${all[*]} failed"
    say "unpacking into $cache"
    local deb
    for deb in "$cache"/debs/*.deb; do
        case ${deb##*/} in
        rust-web-src_*)
            # Only the standard library's sources are needed (skip 365 MB of
            # compiler and tool sources).
            dpkg-deb --fsys-tarfile "$deb" |
                tar -x -C "$cache/root.tmp" --wildcards --no-wildcards-match-slash \
                    --exclude='./usr/src/rustc-*/compiler' --exclude='./usr/src/rustc-*/src' \
                    --exclude='./usr/share/doc' ;;
        *) dpkg -x "$deb" "$cache/root.tmp" ;;
        esac || die "unpacking ${deb##*/} failed"
    done
    rm -rf "$cache/debs" "$cache/root.tmp/usr/share/doc" "$cache/root.tmp/usr/share/man"
    mv "$cache/root.tmp" "$root"
    debian_environment
    printf '%s\n' "${all[@]}" >"$cache/packages"
    trap - EXIT
}

# Points cargo at the unpacked Debian toolchain, and checks that it runs.
debian_environment() {
    local linker
    linker=$(ls "$root"/usr/lib/llvm-*/bin/wasm-ld 2>/dev/null | head -n1)
    [[ -n $linker ]] || die "no wasm-ld in $root (lld-NN); delete $cache and run this again"
    # Debian's libraries live under both /lib and /usr/lib (libpcre, libLLVM).
    local libs=$root/usr/lib/x86_64-linux-gnu:$root/lib/x86_64-linux-gnu
    export LD_LIBRARY_PATH=$libs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
    export RUSTC=$root/usr/bin/rustc RUSTDOC=$root/usr/bin/rustdoc
    export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER=$linker
    unset RUSTUP_TOOLCHAIN
    cargo_bin=$root/usr/bin/cargo
    local version
    version=$("$RUSTC" -V 2>&1) ||
        die "the unpacked rustc does not run ($version); delete $cache and run this again"
    "$cargo_bin" -V >/dev/null 2>&1 ||
        die "the unpacked cargo does not run; delete $cache and run this again"
    how="Debian's $(cut -d' ' -f1-2 <<<"$version"), -Zbuild-std, $(basename "$(dirname "$(dirname "$linker")")")/wasm-ld"
}

# Build the three modules into $target_dir/modules.
build_wasm() {
    cargo_bin=cargo
    case $choice in
    auto) if command -v rustup >/dev/null 2>&1; then rustup_toolchain; else debian_toolchain; fi ;;
    rustup) command -v rustup >/dev/null 2>&1 || die "HUARONG_WASM_TOOLCHAIN=rustup but there is no rustup"
        rustup_toolchain ;;
    debian) debian_toolchain ;;
    *) die "HUARONG_WASM_TOOLCHAIN must be auto, rustup or debian, not $choice" ;;
    esac
    # Both routes build the standard library for wasm32 themselves (the
    # threaded module needs one built with atomics, and all three are
    # smaller for it), which takes nightly flags on a stable compiler.
    export RUSTC_BOOTSTRAP=1
    local rustc=${RUSTC:-rustc}
    # The standard library is built for size: each module is about 70 KiB
    # smaller for it, which keeps each within its 600 KiB budget.
    cargo=("$cargo_bin" -Zbuild-std=std,panic_abort)
    std_features=optimize_for_size
    rustflags=$'-Zlocation-detail=none'
    # Panics trap at once (no message formatting) and carry no file and
    # line: a panic is a bug the worker reports as a failed solve either way,
    # and these keep each module within its size budget. Compilers from 1.92
    # on take it as a panic strategy; older ones as a feature of std.
    if "$rustc" -Zunstable-options -Cpanic=immediate-abort --print cfg --target "$target" >/dev/null 2>&1; then
        cargo+=(-Zpanic-immediate-abort)
        rustflags+=$'\x1f-Zunstable-options\x1f-Cpanic=immediate-abort'
        export CARGO_PROFILE_RELEASE_PANIC=immediate-abort
    else
        std_features+=,panic_immediate_abort
    fi
    say "building $package with $how"
    # The solver at full speed; the JSON around it, which runs once a
    # request, small.
    small=()
    for crate in serde serde_core serde_json huarong-api huarong-wasm; do
        small+=(--config "profile.release.package.$crate.opt-level=\"z\"")
    done
    # Two modules, each within its size budget: the solver, and the tools
    # (new boards, pictures) that the page loads when first asked for.
    # Cargo keeps each feature set's build apart, so neither rebuilds the
    # other.
    mkdir -p "$target_dir/modules"
    rm -f "$target_dir"/modules/*.wasm
    local module features built
    for module in huarong:solver huarong-tools:tools; do
        features=${module#*:}
        say "building ${module%%:*}.wasm (feature $features)"
        CARGO_ENCODED_RUSTFLAGS=$rustflags "${cargo[@]}" -Zbuild-std-features="$std_features" \
            build --release --target "$target" --manifest-path "$manifest" \
            -p "$package" --target-dir "$target_dir" "${small[@]}" \
            --no-default-features --features "$features" ||
            die "cargo build of ${module%%:*}.wasm (feature $features) failed"
        built=$target_dir/$target/release/${package//-/_}.wasm
        [[ -f $built ]] || die "cargo made no $built (is $package a cdylib?)"
        cp "$built" "$target_dir/modules/${module%%:*}.wasm"
    done
    build_threads
}

# The threaded solver module, huarong-threads.wasm (feature `threads`): the
# solver on rayon's threads, each a Web Worker on one shared memory, which
# the page uses when it is cross-origin isolated (sw.js makes it so). It
# needs a standard library built with wasm32's atomics, and a target dir of
# its own, since its flags differ. Shared memory is imported (the threads'
# workers instantiate the module on it) with the most a wasm32 module can
# address; the exports are what a thread's worker needs to start
# (js/thread.js). LLVM inlines less here: without it the module is over its
# 600 KiB budget, and with it it is no slower.
build_threads() {
    local link=(--shared-memory --import-memory --max-memory=4294967296 --initial-memory=16777216
        --export=__wasm_init_tls --export=__tls_size --export=__tls_align --export=__stack_pointer)
    local flags=$rustflags$'\x1f-Ctarget-feature=+atomics,+bulk-memory,+mutable-globals\x1f-Cllvm-args=-inline-threshold=30'
    local arg
    for arg in "${link[@]}"; do flags+=$'\x1f'"-Clink-arg=$arg"; done
    say "building huarong-threads.wasm (feature threads)"
    CARGO_ENCODED_RUSTFLAGS=$flags "${cargo[@]}" \
        -Zbuild-std-features="$std_features" \
        build --release --target "$target" --manifest-path "$manifest" \
        -p "$package" --target-dir "$threads_dir" "${small[@]}" \
        --no-default-features --features threads ||
        die "cargo build of huarong-threads.wasm (feature threads) failed"
    local built=$threads_dir/$target/release/${package//-/_}.wasm
    [[ -f $built ]] || die "cargo made no $built"
    cp "$built" "$target_dir/modules/huarong-threads.wasm"
}

build_wasm

# --- the site ---------------------------------------------------------------

find "$out" -mindepth 1 -delete
cp -R "$page/." "$out/"

# wasm-opt -Oz, installing binaryen when it is missing.
if ! command -v wasm-opt >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
    say "installing binaryen for wasm-opt"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq binaryen >/dev/null 2>&1 ||
        { apt-get update -qq >/dev/null 2>&1 &&
            DEBIAN_FRONTEND=noninteractive apt-get install -y -qq binaryen >/dev/null 2>&1; } ||
        say "warning: apt-get install binaryen failed"
fi
for module in huarong huarong-tools huarong-threads; do
    wasm=$target_dir/modules/$module.wasm
    [[ -f $wasm ]] || die "no $wasm: the build made no $module.wasm"
    if command -v wasm-opt >/dev/null 2>&1; then
        # The features rustc enables by default for wasm32 (older binaryen
        # does not read them from the module); all are in every current
        # browser.
        wasm-opt -Oz --strip-debug --strip-producers --enable-threads \
            --enable-mutable-globals --enable-sign-ext --enable-nontrapping-float-to-int \
            --enable-bulk-memory --enable-multivalue --enable-reference-types \
            "$wasm" -o "$out/$module.wasm" || die "wasm-opt on $module.wasm failed"
    else
        say "warning: no wasm-opt (binaryen) and it could not be installed; $module.wasm is unoptimised"
        cp "$wasm" "$out/$module.wasm"
    fi
done

# The page solves in a Web Worker, not over HTTP.
server_meta='<meta name="huarong-backend" content="server">'
grep -qF "$server_meta" "$out/index.html" || die "index.html has no $server_meta"
sed -i 's|<meta name="huarong-backend" content="server">|<meta name="huarong-backend" content="wasm">|' "$out/index.html"

# The service worker's cache name follows the content of the other files.
if [[ -f $out/sw.js ]]; then
    version=$(cd "$out" && find . -type f ! -path ./sw.js -print0 | LC_ALL=C sort -z |
        xargs -0 sha256sum | sha256sum | cut -c1-12)
    grep -qF __HUARONG_VERSION__ "$out/sw.js" || say "warning: sw.js has no __HUARONG_VERSION__"
    sed -i "s/__HUARONG_VERSION__/$version/g" "$out/sw.js"
    say "sw.js version $version"
fi

for module in huarong huarong-tools huarong-threads; do
    [[ -f $out/$module.wasm ]] || continue
    size=$(stat -c %s "$out/$module.wasm")
    gz=$(gzip -9 -c "$out/$module.wasm" | wc -c)
    raw_size=$(stat -c %s "$target_dir/modules/$module.wasm")
    printf '%s.wasm: %s bytes (%s KiB), gzipped %s bytes (%s KiB); %s bytes before wasm-opt\n' \
        "$module" "$size" $((size / 1024)) "$gz" $((gz / 1024)) "$raw_size"
    ((size <= 600 * 1024)) || say "warning: $module.wasm is over its 600 KiB budget"
done
printf 'site in %s, built in %d s\n' "$out" $((SECONDS - start))
