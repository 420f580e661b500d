#!/usr/bin/env bash
# Regenerates the README's screenshots from the real app under Xvfb: one per page.
#   scripts/screenshots.sh [BUILD_DIR]   (default: build; run scripts/run.sh or test.sh first)
# Needs xvfb, xauth and imagemagick (`import`).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
exe="$root/${1:-build}/app/attention-atlas"
out="$root/docs/screenshots"
[[ -x "$exe" ]] || { echo "error: $exe not built" >&2; exit 1; }
command -v xvfb-run >/dev/null && command -v import >/dev/null ||
    { echo "error: needs xvfb-run and imagemagick's import" >&2; exit 1; }
mkdir -p "$out"
settings="$(mktemp -d)"
trap 'rm -rf "$settings"' EXIT
pages=(tokens attention alignment kernel kv-cache approximations training-lab)
for i in "${!pages[@]}"; do
    # A fresh settings folder per shot, so that a user's saved layout never leaks in.
    XDG_CONFIG_HOME="$settings" xvfb-run -a -s "-screen 0 1600x1000x24" sh -c "
        '$exe' --page $((i + 1)) -- 'The young woman sees the small dog.' &
        sleep 6; import -window root '$out/${pages[$i]}.png'; kill \$! 2>/dev/null" >/dev/null 2>&1 || true
    echo "$out/${pages[$i]}.png"
done
