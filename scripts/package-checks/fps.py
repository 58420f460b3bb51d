"""The FPS file: well-formed UTF-8 XML, valid against the format's
definition, and read as the FPS imports of QDUOJ, HOJ, HUSTOJ and Hydro
read it (their rules restated from their code, not their code, as read at
the commits named):

- QDUOJ (QingdaoU/OnlineJudge df87327, fps/parser.py and
  problem/serializers.py): version 1.1 or 1.2; limits
  whole numbers, time in s or ms (1 to 60000), memory in MB or KB; each
  sample_input followed by its sample_output and each test_input by its
  test_output; a title of at most 128 characters, a source of at most 200,
  a description, input and output that are not empty.
- HOJ (HimitZH/HOJ 57d8b52, ImportFpsProblemManager.java): reads title,
  description, input, output, hint and source (each must be there), the
  limits' units (ms or s; kb or mb), and the i-th test_input with the i-th
  test_output.
- HUSTOJ (zhblue/hustoj f6bf6f1, problem_import_xml.php): names each case's files
  by its `name` (NAME.in, NAME.out); submits each solution in the language
  its `language` names (C++).
- Hydro (hydro-dev/Hydro 409af92, packages/fps-importer): the limits' `unit`
  attribute, the i-th test_input with the i-th test_output, files up to
  64 MiB.

The definition (zhblue/freeproblemset a099be8, fps.current.dtd) is used with two
changes that a validating parser needs and the importers force: its
`memory_limit+,memory_limit+` is not deterministic, as XML requires of a
content model, and becomes the same "two or more" written deterministically
(`memory_limit,memory_limit+`); its `test_input+,test_output+` (every input
before every output) becomes `(test_input,test_output)+`, each input
followed by its output, as HUSTOJ exports the cases and QDUOJ refuses them
otherwise.

    fps.py FILE DTD PLAIN
"""

import io
import os
import sys
import xml.etree.ElementTree as ElementTree

from lxml import etree

import plainset

path, dtd_file, plain = sys.argv[1], sys.argv[2], sys.argv[3]
raw = open(path, "rb").read()
assert raw.startswith(b'<?xml version="1.0" encoding="UTF-8"?>'), "no UTF-8 declaration"
raw.decode("utf-8")
assert len(raw) < 64 << 20, "larger than Hydro's FPS import takes"

CHANGES = [
    (b"memory_limit+,memory_limit+", b"memory_limit,memory_limit+"),
    (b"test_input+,test_output+", b"(test_input,test_output)+"),
]
dtd_text = open(dtd_file, "rb").read()
for published, changed in CHANGES:
    assert dtd_text.count(published) == 1, f"the definition no longer says {published.decode()}"
    dtd_text = dtd_text.replace(published, changed)
dtd = etree.DTD(io.BytesIO(dtd_text))
document = etree.parse(path)
if not dtd.validate(document):
    sys.exit(f"{path} is not valid against the definition:\n{dtd.error_log}")

# QDUOJ's reading, with ElementTree as it reads.
root = ElementTree.parse(path).getroot()
assert root.tag == "fps" and root.attrib.get("version") in ("1.1", "1.2"), root.attrib
items = [node for node in root if node.tag == "item"]
assert len(items) == 1, f"{len(items)} items"
item = items[0]
tests, samples = [], []
test_open = sample_open = False
for node in item:
    if node.tag == "time_limit":
        assert node.attrib.get("unit", "s") in ("s", "ms"), node.attrib
        assert 1 <= int(node.text) <= 60000, node.text
    elif node.tag == "memory_limit":
        assert node.attrib.get("unit", "MB").upper() in ("MB", "KB"), node.attrib
        assert int(node.text) > 0, node.text
    elif node.tag in ("sample_input", "test_input"):
        opened = sample_open if node.tag == "sample_input" else test_open
        assert not opened, f"a {node.tag} before the last one's output"
        (samples if node.tag == "sample_input" else tests).append([node, None])
        if node.tag == "sample_input":
            sample_open = True
        else:
            test_open = True
    elif node.tag in ("sample_output", "test_output"):
        opened = sample_open if node.tag == "sample_output" else test_open
        assert opened, f"a {node.tag} without its input"
        (samples if node.tag == "sample_output" else tests)[-1][1] = node
        if node.tag == "sample_output":
            sample_open = False
        else:
            test_open = False
    elif node.tag in ("solution", "template", "append", "prepend", "spj"):
        assert node.attrib.get("language"), f"{node.tag} without a language"
text = {node.tag: node.text or "" for node in item}
assert 0 < len(text["title"]) <= 128 and len(text["source"]) <= 200
for section in ("description", "input", "output"):
    assert text[section].strip(), f"{section} is empty"

# HOJ's: every section there, the units it knows.
for section in ("title", "description", "input", "output", "hint", "source"):
    assert item.find(section) is not None, f"no {section}: HOJ's import would fail"
assert item.find("time_limit").attrib["unit"].lower() in ("ms", "s")
assert item.find("memory_limit").attrib["unit"].lower() in ("kb", "mb")

# HUSTOJ's: the cases' files by name, each input's with its output's.
names = [node.attrib.get("name") for pair in tests for node in pair]
assert all(names), "a case without a name"
assert names[0::2] == names[1::2], "an input and its output named apart"
assert len(set(names[0::2])) == len(tests), "two cases of one name"
solution = item.find("solution")
assert solution is not None and solution.attrib["language"] == "C++", "no C++ solution"

# Every case the plain set's.
expected = plainset.cases(plain)
assert sorted(names[0::2]) == sorted(expected), "not the plain set's cases"
for given, answers in tests:
    name = given.attrib["name"]
    want_in, want_ans = expected[name]
    assert (given.text or "").encode() == want_in, f"{name}.in"
    assert (answers.text or "").encode() == want_ans, f"{name}.ans"

print(
    f"{os.path.basename(path)}: valid against the FPS definition, version "
    f"{root.attrib['version']}; {len(samples)} sample, {len(tests)} cases, the plain set's, "
    f"each input followed by its output; limits "
    f"{item.find('time_limit').text} {item.find('time_limit').attrib['unit']}, "
    f"{item.find('memory_limit').text} {item.find('memory_limit').attrib['unit']}; "
    f"a {solution.attrib['language']} solution"
)
