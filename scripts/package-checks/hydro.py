"""The Hydro package, read as Hydro's problem import reads it
(hydro-dev/Hydro, packages/hydrooj/src/model/problem.ts, `import` and
`findOverrideContent`, read at commit
409af9270b44eb85735d6b784c54b0b07dc9360e): its rules restated, not its
code.

- A zip whose root holds no problem.yaml is a folder per problem, each with
  its problem.yaml (`title`, `tag`).
- The statement: `problem.md` alone when there is one (then no other file
  is read); otherwise every `problem_LANG.md` (or `problem.LANG.md`, or
  .pdf), LANG being the key of the statement in that language; Hydro shows
  a user the statement whose key is their interface's language (zh, zh_TW,
  en, ko).
- testdata/ holds the cases and config.yaml; std/ holds up to 5 solutions,
  each submitted on import in the language named by its file name's second
  part (`std.cc`: cc, C++); other folders the import reads: additional_file,
  solution, submissions, and those of the ICPC format.

Then testdata/config.yaml against Hydro's JSON schema, the points summing
to 100 with every case listed once, the cases the plain set's, and the zip
holding the package.

    hydro.py PACKAGE SCHEMA PLAIN
"""

import json
import os
import re
import sys
import zipfile

import jsonschema
import yaml

import plainset

package, schema_file, plain = sys.argv[1], sys.argv[2], sys.argv[3]

# The languages of Hydro's interface (packages/hydrooj/locales/), and the
# folders its import reads.
LANGUAGES = {"zh", "zh_TW", "en", "ko"}
FOLDERS = {
    "testdata", "additional_file", "solution", "std", "submissions", "attachments",
    "generators", "include", "data", "statement", "problem_statement", "output_validators",
}
STATEMENT = re.compile(r"^problem(?:_|.)([a-zA-Z_]+)\.(md|pdf)$")

files = plainset.files(package)
root = sorted(os.listdir(package))
assert "problem.md" not in root and "problem.pdf" not in root, \
    "problem.md (or .pdf) is there: Hydro's import would read it alone"
languages = {}
for name in root:
    match = STATEMENT.match(name)
    if match:
        languages[match.group(1)] = name
assert set(languages) == {"en", "zh"}, f"statements by language: {languages}"
assert set(languages) <= LANGUAGES, f"a statement in a language Hydro does not show: {languages}"
for name in languages.values():
    assert files[name].strip(), f"{name} is empty"
    assert b"```input1\n" in files[name] and b"```output1\n" in files[name], f"{name}: no sample"
folders = {name for name in root if os.path.isdir(os.path.join(package, name))}
assert folders <= FOLDERS, f"folders Hydro's import does not read: {folders - FOLDERS}"

problem = yaml.safe_load(files["problem.yaml"])
assert isinstance(problem.get("title"), str) and problem["title"], "problem.yaml: no title"
assert isinstance(problem.get("tag"), list) and problem["tag"], "problem.yaml: no tags"

solutions = [name for name in files if name.startswith("std/")]
assert 1 <= len(solutions) <= 5, f"std/: {solutions}"
for name in solutions:
    language = os.path.basename(name).split(".")[1]
    assert language == "cc", f"{name}: Hydro would submit it as {language!r}, not cc (C++)"

schema = json.load(open(schema_file, encoding="utf-8"))
jsonschema.Draft7Validator.check_schema(schema)
config = yaml.safe_load(files["testdata/config.yaml"])
jsonschema.Draft7Validator(schema).validate(config)
assert config["time"] == "1s" and config["memory"] == "128m", "not the original limits"
scores = [subtask["score"] for subtask in config["subtasks"]]
assert sum(scores) == 100, f"the subtasks' points sum to {sum(scores)}"
listed = [case["input"] for subtask in config["subtasks"] for case in subtask["cases"]]
present = sorted(f for f in os.listdir(os.path.join(package, "testdata")) if f.endswith(".in"))
assert sorted(listed) == present, "config.yaml does not list each case once"
for subtask in config["subtasks"]:
    for case in subtask["cases"]:
        for key in ("input", "output"):
            assert f"testdata/{case[key]}" in files, case[key]
expected = plainset.cases(plain)
assert sorted(f"{stem}.in" for stem in expected) == present, "the cases are not the plain set's"
for stem, (given, answers) in expected.items():
    assert files[f"testdata/{stem}.in"] == given and files[f"testdata/{stem}.ans"] == answers, stem

archives = [f for f in root if f.endswith(".zip")]
assert len(archives) == 1, archives
with zipfile.ZipFile(os.path.join(package, archives[0])) as archive:
    assert archive.testzip() is None, "a damaged file in the zip"
    zipped = {}
    for name in archive.namelist():
        folder, _, inner = name.partition("/")
        assert folder == archives[0][:-len(".zip")], f"{name}: not in the zip's one folder"
        zipped[inner] = archive.read(name)
assert "problem.yaml" in zipped, "the zip's folder has no problem.yaml"
assert zipped == files, "the zip does not hold the package"

print(
    f"Hydro's import: statements {', '.join(f'{lang} ({name})' for lang, name in sorted(languages.items()))}, "
    f"{len(solutions)} std solution(s) in C++; config.yaml valid under Hydro's schema: "
    f"{len(scores)} subtasks, points {scores}, {len(listed)} cases, the plain set's; "
    f"{archives[0]} holds the package"
)
