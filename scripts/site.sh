#!/usr/bin/env bash
# scripts/site.sh OUT — build the static (serverless) Huarong site into OUT.
#
# OUT gets:
#   * every file of crates/huarong-web/page/ (copied whole, recursively);
#   * huarong.wasm and huarong-tools.wasm: package huarong-wasm built in
#     release mode for wasm32-unknown-unknown with features `solver` and
#     `tools` (see crates/huarong-wasm), and with the -Zbuild-std toolchain
#     huarong-threads.wasm (feature `threads`), each shrunk with
#     `wasm-opt -Oz` (binaryen);
#   * index.html switched to the wasm backend
#     (<meta name="huarong-backend" content="wasm">: solve in a Web Worker
#     instead of calling the HTTP API);
#   * sw.js (if the page has one) with __HUARONG_VERSION__ replaced by a short
#     hash of all the other files, so the service worker's cache follows builds.
# At the end it prints the size of each module (raw and gzipped) and the time.
#
# Toolchain: if rustup has the wasm32-unknown-unknown standard library, plain
# `cargo build --target wasm32-unknown-unknown`. Otherwise (rustup here has only
# x86_64) it fetches Debian's web toolchain (rustc-web, cargo-web,
# rust-web-src, the libstd and libLLVM they need, lld-NN for wasm-ld) with
# `apt-get download`, unpacks it with `dpkg -x` into target/web-toolchain/
# (reused by later runs; rustup's toolchain stays the default) and builds std
# itself: RUSTC_BOOTSTRAP=1 cargo -Zbuild-std=std,panic_abort.
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

rustup_has_wasm() {
    command -v rustup >/dev/null 2>&1 &&
        rustup target list --installed 2>/dev/null | grep -qx "$target"
}

# The name of the one package `pkg` depends on whose name matches `regex`.
dependency_named() {
    apt-cache depends --no-recommends --no-suggests --no-conflicts --no-breaks \
        --no-replaces --no-enhances "$1" 2>/dev/null |
        sed -n 's/^ *|\?Depends: \([^<> ]*\)$/\1/p' | grep -E -m1 "^($2)\$" || true
}

# Fetch and unpack Debian's web toolchain into $cache/root unless already there.
debian_toolchain() {
    root=$cache/root
    if [[ -f $cache/packages ]]; then
        say "reusing the Debian web toolchain in $cache ($(tr '\n' ' ' <"$cache/packages"))"
        return
    fi
    command -v apt-get >/dev/null 2>&1 || die "no wasm32 target in rustup and no apt-get to fetch Debian's rustc-web"
    if ! apt-cache show rustc-web >/dev/null 2>&1; then
        say "apt-get update (rustc-web is not in the package lists)"
        apt-get update -qq || die "apt-get update failed (are you root?)"
    fi
    apt-cache show rustc-web >/dev/null 2>&1 || die "apt offers no rustc-web (Debian 12+ needed)"

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
    say "downloading ${all[*]}"
    # A stale package list names versions the mirror no longer has: update once.
    (cd "$cache/debs" && apt-get download -qq -o APT::Sandbox::User=root "${all[@]}") ||
        { say "apt-get download failed; apt-get update and retry" &&
            apt-get update -qq &&
            (cd "$cache/debs" && apt-get download -qq -o APT::Sandbox::User=root "${all[@]}"); } ||
        die "apt-get download failed"
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
        esac
    done
    rm -rf "$cache/debs" "$cache/root.tmp/usr/share/doc" "$cache/root.tmp/usr/share/man"
    mv "$cache/root.tmp" "$root"
    printf '%s\n' "${all[@]}" >"$cache/packages"
}

# Build $package for wasm32 and set $wasm to the .wasm it made.
build_wasm() {
    local cargo=(cargo) how
    if [[ $choice == rustup || ($choice == auto && $(rustup_has_wasm && echo y) == y) ]]; then
        how="rustup's wasm32-unknown-unknown target"
    elif [[ $choice == debian || $choice == auto ]]; then
        debian_toolchain
        local root=$cache/root libdir linker
        libdir=$root/usr/lib/x86_64-linux-gnu
        linker=$(ls "$root"/usr/lib/llvm-*/bin/wasm-ld 2>/dev/null | head -n1)
        [[ -n $linker ]] || die "no wasm-ld in $root (lld-NN)"
        export LD_LIBRARY_PATH=$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
        export RUSTC=$root/usr/bin/rustc RUSTDOC=$root/usr/bin/rustdoc
        export RUSTC_BOOTSTRAP=1
        export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER=$linker
        unset RUSTUP_TOOLCHAIN
        # Panics trap at once (no message formatting) and carry no file and
        # line: a panic is a bug the worker reports as a failed solve either
        # way, and these two keep the module within its size budget.
        cargo=("$root/usr/bin/cargo" -Zbuild-std=std,panic_abort -Zpanic-immediate-abort)
        export CARGO_ENCODED_RUSTFLAGS=$'-Zunstable-options\x1f-Cpanic=immediate-abort\x1f-Zlocation-detail=none'
        export CARGO_PROFILE_RELEASE_PANIC=immediate-abort
        "$RUSTC" -V >/dev/null || die "the unpacked rustc does not run; delete $cache and retry"
        how="Debian's $("$RUSTC" -V | cut -d' ' -f1-2), -Zbuild-std, $(basename "$(dirname "$(dirname "$linker")")")/wasm-ld"
    else
        die "HUARONG_WASM_TOOLCHAIN must be auto, rustup or debian, not $choice"
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
    rm -f "$target_dir/modules/huarong-threads.wasm"
    local module features built
    for module in huarong:solver huarong-tools:tools; do
        features=${module#*:}
        "${cargo[@]}" build --release --target "$target" --manifest-path "$manifest" \
            -p "$package" --target-dir "$target_dir" "${small[@]}" \
            --no-default-features --features "$features"
        built=$target_dir/$target/release/${package//-/_}.wasm
        [[ -f $built ]] || die "cargo made no $built (is $package a cdylib?)"
        cp "$built" "$target_dir/modules/${module%%:*}.wasm"
    done
    [[ $how == Debian* ]] && build_threads
}

# The threaded solver module, huarong-threads.wasm (feature `threads`): the
# solver on rayon's threads, each a Web Worker on one shared memory, which
# the page uses when it is cross-origin isolated (sw.js makes it so). It
# needs a standard library built with wasm32's atomics, so only the
# -Zbuild-std toolchain makes it; and a target dir of its own, since its
# flags differ. Shared memory is imported (the threads' workers instantiate
# the module on it) with the most a wasm32 module can address; the exports
# are what a thread's worker needs to start (js/thread.js). The standard
# library is built for size and LLVM inlines less: without both the module
# is over its 600 KiB budget, and with them it is no slower.
build_threads() {
    local link=(--shared-memory --import-memory --max-memory=4294967296 --initial-memory=16777216
        --export=__wasm_init_tls --export=__tls_size --export=__tls_align --export=__stack_pointer)
    local flags=$CARGO_ENCODED_RUSTFLAGS$'\x1f-Ctarget-feature=+atomics,+bulk-memory,+mutable-globals\x1f-Cllvm-args=-inline-threshold=30'
    local arg
    for arg in "${link[@]}"; do flags+=$'\x1f'"-Clink-arg=$arg"; done
    say "building $package's threaded solver module"
    CARGO_ENCODED_RUSTFLAGS=$flags "${cargo[@]}" -Zbuild-std-features=optimize_for_size \
        build --release --target "$target" --manifest-path "$manifest" \
        -p "$package" --target-dir "$threads_dir" "${small[@]}" \
        --no-default-features --features threads
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
            DEBIAN_FRONTEND=noninteractive apt-get install -y -qq binaryen >/dev/null 2>&1; } || true
fi
for module in huarong huarong-tools huarong-threads; do
    wasm=$target_dir/modules/$module.wasm
    [[ -f $wasm ]] || continue
    if command -v wasm-opt >/dev/null 2>&1; then
        # The features rustc enables by default for wasm32 (older binaryen
        # does not read them from the module); all are in every current
        # browser.
        wasm-opt -Oz --strip-debug --strip-producers --enable-threads \
            --enable-mutable-globals --enable-sign-ext --enable-nontrapping-float-to-int \
            --enable-bulk-memory --enable-multivalue --enable-reference-types \
            "$wasm" -o "$out/$module.wasm"
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
done
printf 'site in %s, built in %d s\n' "$out" $((SECONDS - start))
