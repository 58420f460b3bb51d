#!/usr/bin/env bash
# Checks the packages `huarong testset` writes with the judges' own tools,
# and against the rules of the judges' import code, on a set drawn from a
# fresh seed (or SEED, the first argument):
#
# - the ICPC package with problemtools' verifyproblem, every part
#   (statements typeset with LuaLaTeX and turned into HTML, the input
#   validator on every case and on junk, each submission's verdict), which
#   must end with 0 errors and 0 warnings;
# - the ICPC package's zip as DOMjudge's import reads it
#   (webapp/src/Service/ImportProblemService.php): problem.yaml and
#   .timelimit at the root, the name, the limits, every case with its
#   answer, the submissions where it looks for them;
# - the Hydro package as Hydro's import reads it
#   (packages/hydrooj/src/model/problem.ts): the statements' file names
#   (problem_LANG.md, no problem.md, which would hide them), std/, the zip's
#   folder; testdata/config.yaml against Hydro's JSON schema
#   (crates/huarong-cli/package/hydro/problemconfig.schema.json), its
#   subtasks' points summing to 100 with every case listed once;
# - the FPS file against the format's definition
#   (crates/huarong-cli/package/fps/fps.current.dtd) with lxml, and against
#   what QDUOJ's, HOJ's, HUSTOJ's and Hydro's FPS imports read; every case
#   the same as in the plain set of the same seed.
#
# Installs what it needs: LuaLaTeX, the LaTeX packages problemtools'
# template loads, dvisvgm and tidy from Debian (as root, with apt-get), and
# problemtools, jsonschema, PyYAML and lxml from PyPI into a virtual
# environment (target/package-check-venv, kept between runs).
#
#   scripts/check-packages.sh [SEED]
set -euo pipefail
cd "$(dirname "$0")/.."

seed=${1:-$(( $(date +%s) % 1000000 ))}
venv=target/package-check-venv

step() { printf '\n== %s\n' "$*"; }

step "tools"
# texlive-luatex: lualatex and fontspec; texlive-latex-extra: the template's
# packages (subfigure, wrapfig, import, xstring, luacode, ...) with pgf;
# texlive-plain-generic: ulem; dvisvgm and tidy: the statements' HTML.
missing=()
command -v lualatex >/dev/null || missing+=(texlive-luatex)
kpsewhich subfigure.sty >/dev/null 2>&1 || missing+=(texlive-latex-extra)
kpsewhich ulem.sty >/dev/null 2>&1 || missing+=(texlive-plain-generic)
command -v dvisvgm >/dev/null || missing+=(dvisvgm)
command -v tidy >/dev/null || missing+=(tidy)
if ((${#missing[@]})); then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
if [[ ! -x $venv/bin/verifyproblem ]] || ! "$venv/bin/python" -c 'import lxml' 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q problemtools==1.20260907 jsonschema==4.26.0 PyYAML==6.0.4 \
        lxml==6.2.1
fi

step "build"
cargo build --release -q -p huarong-cli
huarong=target/release/huarong
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

checks=scripts/package-checks

step "plain set, seed $seed (the cases the packages must hold)"
"$huarong" testset "$work/plain" --seed "$seed" -q

step "ICPC package, seed $seed: verifyproblem"
# The package's folder is its short name: a-z and 0-9 only.
"$huarong" testset "$work/huarongdao" --format icpc --seed "$seed" -q
"$venv/bin/verifyproblem" "$work/huarongdao" | tee "$work/verify.log"
grep -qx 'huarongdao tested: 0 errors, 0 warnings' "$work/verify.log" || {
    echo "verifyproblem: the package has errors or warnings (seed $seed)" >&2
    exit 1
}
# The time limit Kattis would set from the submissions is the one
# .timelimit gives DOMjudge.
timelimit=$(cat "$work/huarongdao/.timelimit")
grep -q "setting timelim to $timelimit secs" "$work/verify.log" || {
    echo "verifyproblem sets another time limit than .timelimit's $timelimit s" >&2
    exit 1
}

step "ICPC package, seed $seed: its zip as DOMjudge's import reads it"
"$venv/bin/python" "$checks/domjudge.py" "$work/huarongdao" "$work/plain"

step "Hydro package, seed $seed: as Hydro's import reads it"
"$huarong" testset "$work/hydro" --format hydro --seed "$seed" -q
"$venv/bin/python" "$checks/hydro.py" "$work/hydro" \
    crates/huarong-cli/package/hydro/problemconfig.schema.json "$work/plain"

step "FPS file, seed $seed: the format's definition and the FPS imports"
"$huarong" testset "$work/fps" --format fps --seed "$seed" -q
"$venv/bin/python" "$checks/fps.py" "$work/fps/huarong-dao.xml" \
    crates/huarong-cli/package/fps/fps.current.dtd "$work/plain"

step "ok (seed $seed)"
