#!/usr/bin/env bash
# Refreshes translations/*.ts from the tr() strings of app/, session/ and views/ (new messages appear as
# "unfinished", removed ones are dropped), then lists every message still to be translated.
# Translate those in the .ts files (Qt Linguist, or by hand), run this again until it lists
# none; tst_translations fails while any is left. Usage: scripts/update-translations.sh
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
LUPDATE="${LUPDATE:-$(command -v lupdate || echo /usr/lib/qt6/bin/lupdate)}"
[[ -x "$LUPDATE" ]] || { echo "error: lupdate not found (Debian: qt6-l10n-tools)" >&2; exit 1; }

cd "$ROOT"
TS_FILES=(translations/attention-atlas_zh_CN.ts translations/attention-atlas_de.ts)
# The same options as the CMake lupdate target and the test: no line numbers (they churn).
"$LUPDATE" -silent -no-obsolete -locations none -extensions cpp,h -recursive app session views -ts "${TS_FILES[@]}"

# Every message whose translation is unfinished or empty, as "file: context | source".
python3 - "${TS_FILES[@]}" <<'PY'
import sys, xml.etree.ElementTree as ET
left = 0
for path in sys.argv[1:]:
    for ctx in ET.parse(path).getroot().iter("context"):
        name = ctx.findtext("name")
        for m in ctx.iter("message"):
            t = m.find("translation")
            kind = t.get("type") if t is not None else None
            if kind in ("vanished", "obsolete"):
                continue
            empty = t is None or not ("".join(t.itertext()).strip())
            if kind == "unfinished" or empty:
                left += 1
                print(f"{path}: {name} | {m.findtext('source')!r}")
print(f"{left} message(s) to translate", file=sys.stderr)
PY
