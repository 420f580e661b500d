#!/usr/bin/env bash
# Regenerates tests/data/tokenizers/ (the tokenizer.json conformance fixtures of
# tests/model/tst_hfconformance) with Hugging Face's own `tokenizers`: its npm binding, the
# version scripts/tokenizer-fixtures/package.json pins, installed by `npm ci` from the lock file
# into a cache outside the repository. The output is the same from run to run; commit it.
#   scripts/tokenizer-fixtures.sh
# Environment: ATLAS_TOKENIZER_FIXTURES_CACHE (default: ~/.cache/attention-atlas/tokenizer-fixtures).
# Needs node (>= 18) and npm, and the npm registry once per cache; the tests never do.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
src="$root/scripts/tokenizer-fixtures"
cache="${ATLAS_TOKENIZER_FIXTURES_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/attention-atlas/tokenizer-fixtures}"
for tool in node npm; do
    command -v "$tool" >/dev/null || { echo "error: needs $tool (Node.js 18 or later)" >&2; exit 1; }
done
mkdir -p "$cache"
# npm ci again only when the pinned dependencies changed.
if ! cmp -s "$src/package-lock.json" "$cache/package-lock.json" || [[ ! -d "$cache/node_modules/tokenizers" ]]; then
    cp "$src/package.json" "$src/package-lock.json" "$cache/"
    (cd "$cache" && npm ci --no-audit --no-fund --loglevel=error)
fi
# The binding prints its trainers' progress on stdout; the script's own report goes to stderr.
NODE_PATH="$cache/node_modules" node "$src/generate.js" "$root/tests/data/tokenizers" >/dev/null
echo "tests/data/tokenizers: $(du -sh "$root/tests/data/tokenizers" | cut -f1)" >&2
