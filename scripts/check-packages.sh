#!/usr/bin/env bash
# Checks the packages `huarong testset` writes with the judges' own tools,
# on a set drawn from a fresh seed (or SEED, the first argument):
#
# - the ICPC package with problemtools' verifyproblem, every part
#   (statements typeset with LuaLaTeX and turned into HTML, the input
#   validator on every case and on junk, each submission's verdict), which
#   must end with 0 errors and 0 warnings;
# - the Hydro package's testdata/config.yaml against Hydro's JSON schema
#   (crates/huarong-cli/package/hydro/problemconfig.schema.json), its
#   subtasks' points summing to 100 with every case listed once, and its zip
#   holding the same files.
#
# Installs what it needs: LuaLaTeX, the LaTeX packages problemtools'
# template loads, dvisvgm and tidy from Debian (as root, with apt-get), and
# problemtools, jsonschema and PyYAML from PyPI into a virtual environment
# (target/package-check-venv, kept between runs).
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
if [[ ! -x $venv/bin/verifyproblem ]]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q problemtools==1.20260907 jsonschema==4.26.0 PyYAML==6.0.4
fi

step "build"
cargo build --release -q -p huarong-cli
huarong=target/release/huarong
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

step "ICPC package, seed $seed: verifyproblem"
# The package's folder is its short name: a-z and 0-9 only.
"$huarong" testset "$work/huarongdao" --format icpc --seed "$seed" -q
"$venv/bin/verifyproblem" "$work/huarongdao" | tee "$work/verify.log"
grep -qx 'huarongdao tested: 0 errors, 0 warnings' "$work/verify.log" || {
    echo "verifyproblem: the package has errors or warnings (seed $seed)" >&2
    exit 1
}

step "Hydro package, seed $seed: config.yaml against Hydro's schema"
"$huarong" testset "$work/hydro" --format hydro --seed "$seed" -q
"$venv/bin/python" - "$work/hydro" crates/huarong-cli/package/hydro/problemconfig.schema.json <<'EOF'
import json, os, sys, zipfile

import jsonschema
import yaml

package, schema_file = sys.argv[1], sys.argv[2]
schema = json.load(open(schema_file, encoding="utf-8"))
jsonschema.Draft7Validator.check_schema(schema)
config = yaml.safe_load(open(os.path.join(package, "testdata", "config.yaml"), encoding="utf-8"))
jsonschema.Draft7Validator(schema).validate(config)

problem = yaml.safe_load(open(os.path.join(package, "problem.yaml"), encoding="utf-8"))
assert isinstance(problem.get("title"), str) and problem["title"], "problem.yaml: no title"
assert isinstance(problem.get("tag"), list) and problem["tag"], "problem.yaml: no tags"
for statement in ("problem.md", "problem_zh.md"):
    assert os.path.getsize(os.path.join(package, statement)) > 0, statement

assert config["time"] == "1s" and config["memory"] == "128m", "not the original limits"
scores = [subtask["score"] for subtask in config["subtasks"]]
assert sum(scores) == 100, f"the subtasks' points sum to {sum(scores)}"
listed = [case["input"] for subtask in config["subtasks"] for case in subtask["cases"]]
present = sorted(f for f in os.listdir(os.path.join(package, "testdata")) if f.endswith(".in"))
assert sorted(listed) == present, "config.yaml does not list each case once"
for subtask in config["subtasks"]:
    for case in subtask["cases"]:
        for key in ("input", "output"):
            assert os.path.isfile(os.path.join(package, "testdata", case[key])), case[key]

archives = [f for f in os.listdir(package) if f.endswith(".zip")]
assert len(archives) == 1, archives
with zipfile.ZipFile(os.path.join(package, archives[0])) as archive:
    assert archive.testzip() is None, "a damaged file in the zip"
    for name in archive.namelist():
        folder, _, inner = name.partition("/")
        with open(os.path.join(package, inner), "rb") as file:
            assert archive.read(name) == file.read(), name
    inner = {name.partition("/")[2] for name in archive.namelist()}
    assert {"problem.yaml", "problem.md", "problem_zh.md", "testdata/config.yaml"} <= inner

print(f"config.yaml valid under Hydro's schema: {len(scores)} subtasks, points {scores}, "
      f"{len(listed)} cases; {archives[0]} holds the package")
EOF
step "ok (seed $seed)"
