"""The ICPC package's zip, read as DOMjudge's problem import reads a zip
(DOMjudge/domjudge, webapp/src/Service/ImportProblemService.php, read at
commit a023fd3ec375f6baec9a1293dfd2ba12c76a51b2): its rules restated, not
its code.

- The zip's name, less `.zip` and characters outside [a-zA-Z0-9-_], is the
  problem's external id and short name.
- problem.yaml is read from the zip's root (or domjudge-problem.ini; one of
  the two must be there): `name` a string or a map by language (English
  preferred), `limits.memory` in MB, `limits.time_limit` in seconds.
- `.timelimit` at the root: a number, the time limit in seconds; refused
  when problem.yaml gives another one. Without either the limit is 10 s.
- A case is data/sample/X.in or data/secret/.../X.in with X.ans beside it;
  testdata.yaml files describe groups.
- The statement is problem_statement/problem.{pdf,html,txt} (or the same
  at the root); LaTeX is not read.
- Output validators are looked for in output_validators/; with none, the
  default validation.
- Submissions are submissions/VERDICT/FILE, the verdict's folder name
  upper-cased and mapped (ACCEPTED -> CORRECT, ...), the language by the
  file's extension.

Hydro imports the same zip (a problem.yaml at the root is one ICPC
problem) and needs `name` to be a string there.

    domjudge.py PACKAGE PLAIN
"""

import os
import re
import sys
import zipfile

import yaml

import plainset

package, plain = sys.argv[1], sys.argv[2]
short = os.path.basename(os.path.normpath(package))
archive = os.path.join(package, short + ".zip")
assert os.path.isfile(archive), f"no {short}.zip in the package"
external_id = re.sub(r"[^a-zA-Z0-9-_]", "", short)
assert external_id == short, f"the zip's name {short!r} is not an external id as it is"

EXPECTED = {
    "ACCEPTED": "CORRECT",
    "WRONG_ANSWER": "WRONG-ANSWER",
    "TIME_LIMIT_EXCEEDED": "TIMELIMIT",
    "RUN_TIME_ERROR": "RUN-ERROR",
}
CPP = {"cpp", "cc", "cxx", "c++"}

with zipfile.ZipFile(archive) as zipped:
    assert zipped.testzip() is None, "a damaged file in the zip"
    names = zipped.namelist()
    files = {name: zipped.read(name) for name in names}

# The same files as the package's folder, at the zip's root.
assert files == plainset.files(package), "the zip does not hold the package's files at its root"

problem = yaml.safe_load(files["problem.yaml"])
name = problem.get("name")
assert isinstance(name, str) and name, "problem.yaml: no name, or not one string (Hydro needs one)"
limits = problem.get("limits", {})
assert limits.get("memory") == 128, f"limits.memory: {limits.get('memory')!r}"
timelimit = files[".timelimit"].decode().strip()
assert re.fullmatch(r"[0-9]+(\.[0-9]+)?", timelimit), f".timelimit: {timelimit!r} is no number"
if "time_limit" in limits:
    assert float(limits["time_limit"]) == float(timelimit), "two time limits that differ"
assert float(timelimit) == 1.0, f"the time limit is {timelimit} s, not the original 1 s"

groups = [n for n in names if n.startswith("data/") and n.endswith(("/testdata.yaml", "/test_group.yaml"))]
for group in groups:
    meta = yaml.safe_load(files[group])
    assert isinstance(meta, dict), group

cases = {}
for kind in ("sample", "secret"):
    found = sorted(
        n[len(f"data/{kind}/"):-len(".in")]
        for n in names
        if n.startswith(f"data/{kind}/") and n.endswith(".in") and n[:-3] + ".ans" in files
    )
    cases[kind] = found
    for case in found:
        base = f"data/{kind}/{case}"
        assert b"\r" not in files[base + ".in"] + files[base + ".ans"], f"{base}: Windows newlines"
assert cases["sample"] == ["1"], cases["sample"]
secret = {case.rsplit("/", 1)[-1]: case for case in cases["secret"]}
expected = plainset.cases(plain)
assert sorted(secret) == sorted(expected), "the secret cases are not the plain set's"
for stem, (given, answers) in expected.items():
    base = f"data/secret/{secret[stem]}"
    assert files[base + ".in"] == given and files[base + ".ans"] == answers, base

assert not any(n.startswith("output_validator") for n in names), "a custom output validator"
statements = [n for n in names if re.fullmatch(r"(problem_statement/)?problem\.(pdf|html|txt)", n)]

submissions = []
for path in names:
    parts = path.split("/")
    if parts[0] != "submissions" or len(parts) != 3 or not parts[2]:
        continue
    verdict = parts[1].upper()
    assert verdict in EXPECTED, f"{path}: DOMjudge knows no verdict {parts[1]!r}"
    extension = parts[2].rsplit(".", 1)[-1]
    assert extension in CPP, f"{path}: no language for .{extension}"
    submissions.append(f"{EXPECTED[verdict]} {parts[2]}")
assert any(s.startswith("CORRECT ") for s in submissions), "no accepted submission"

print(
    f"{short}.zip as DOMjudge imports it: problem {external_id} ({name}), time limit "
    f"{timelimit} s, memory 128 MB, {len(cases['sample'])} sample and {len(cases['secret'])} "
    f"secret cases in {len(groups)} described groups, {len(submissions)} jury submissions "
    f"({', '.join(sorted(submissions))}); "
    + ("statement " + statements[0] if statements else "no PDF or HTML statement (LaTeX only)")
)
