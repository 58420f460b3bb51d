#!/usr/bin/env bash
# scripts/piece-font.sh — make the classic game's font, so that the generals'
# names (and the built-in layouts' names) show on a machine without a Chinese
# font: the glyphs the page needs, cut from Noto Serif CJK SC Bold (SIL Open
# Font License 1.1, Debian's fonts-noto-cjk) with fonttools' pyftsubset, as
# crates/huarong-web/page/fonts/huarong-pieces.woff2, renamed "Huarong
# Pieces"; the characters it holds go to
# crates/huarong-web/tests/fixtures/piece-font-chars.txt (the tests check that
# every role's name is among them). Run it again when a
# built-in layout with new characters in its name is added; commit both.
#
# Needs: fonts-noto-cjk, python3 with venv, target/release/huarong (for the
# layouts' names: cargo build --release -p huarong-cli). fonttools and brotli
# are installed into a venv under target/.
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
out=$repo/crates/huarong-web/page/fonts
source_font=${NOTO_SERIF_CJK:-/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc}
huarong=${HUARONG_BIN:-$repo/target/release/huarong}
venv=$repo/target/font-venv

[[ -f $source_font ]] || { echo "piece-font.sh: no $source_font (apt-get install fonts-noto-cjk)" >&2; exit 1; }
[[ -x $huarong ]] || { echo "piece-font.sh: no $huarong (cargo build --release -p huarong-cli)" >&2; exit 1; }
if [[ ! -x $venv/bin/pyftsubset ]]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet fonttools brotli
fi

# The roles' names (huarong::classic::Role), the game's name, and the
# built-in layouts' names as `huarong classic --list` prints them.
names="曹操关羽张飞赵云马超黄忠将兵华容道$("$huarong" classic --list | awk 'NR > 1 { printf "%s", $2 }')"
chars=$(printf '%s' "$names" | grep -o . | LC_ALL=C.UTF-8 sort -u | tr -d '\n')
printf '%s\n' "$chars" > "$repo/crates/huarong-web/tests/fixtures/piece-font-chars.txt"

"$venv/bin/python" - "$source_font" "$out/huarong-pieces.woff2" "$chars" <<'PY'
import sys
from fontTools import subset
from fontTools.ttLib import TTCollection

source, target, text = sys.argv[1:]
collection = TTCollection(source)
# Index 2 of Noto Serif CJK's collection is Simplified Chinese.
font = next(f for f in collection.fonts if f["name"].getDebugName(1) == "Noto Serif CJK SC")
options = subset.Options()
options.flavor = "woff2"
options.layout_features = ["*"]
options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]
subsetter = subset.Subsetter(options)
subsetter.populate(text=text)
subsetter.subset(font)
# A modified version takes a name of its own (the licence's condition 3).
names = font["name"]
for record in names.names:
    if record.nameID in (1, 16):
        record.string = "Huarong Pieces"
    elif record.nameID in (3, 4, 6):
        record.string = "Huarong Pieces Bold" if record.nameID == 4 else "HuarongPieces-Bold"
names.names = [r for r in names.names if r.nameID not in (16, 17)]
font.flavor = "woff2"
font.save(target)
PY
printf 'piece-font.sh: %s characters, %s bytes in %s\n' "${#chars}" "$(stat -c %s "$out/huarong-pieces.woff2")" "$out/huarong-pieces.woff2"
