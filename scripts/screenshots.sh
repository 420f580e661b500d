#!/usr/bin/env bash
# Takes the screenshots of docs/ (README and user guide) from the real app under Xvfb: one per
# page, named by the page's id (app/pages/PageList.cpp's order, `--page 1` to `--page 10`).
#   scripts/screenshots.sh [BUILD_DIR]   (default: build; run scripts/run.sh or test.sh first)
# Needs xvfb, xauth and imagemagick (`import`, `convert`); pngquant, when installed, makes the
# files smaller still (256 colours either way: a screenshot in git should stay near 100 KB).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
exe="$root/${1:-build}/app/attention-atlas"
out="$root/docs/screenshots"
[[ -x "$exe" ]] || { echo "error: $exe not built" >&2; exit 1; }
for tool in xvfb-run import convert; do
    command -v "$tool" >/dev/null || { echo "error: needs xvfb-run and imagemagick's import and convert" >&2; exit 1; }
done
mkdir -p "$out"
settings="$(mktemp -d)"
trap 'rm -rf "$settings"' EXIT
# The ids of the pages in tab order: the page with --page N is pages[N-1].
pages=(tokens attention alignment residual attribution kernel rotary kv-cost approximations
    training-lab)
for i in "${!pages[@]}"; do
    png="$out/${pages[$i]}.png"
    # A fresh settings folder per shot, so that a user's saved layout never leaks in; English,
    # whatever the machine's locale.
    rm -rf "${settings:?}"/*
    XDG_CONFIG_HOME="$settings" LANGUAGE=en LC_ALL=C.UTF-8 xvfb-run -a -s "-screen 0 1600x1000x24" sh -c "
        '$exe' --page $((i + 1)) -- 'The young woman sees the small dog.' &
        sleep 8; import -window root '$png'; kill \$! 2>/dev/null" >/dev/null 2>&1 || true
    [[ -s "$png" ]] || { echo "error: no screenshot of ${pages[$i]}" >&2; exit 1; }
    # The window only: the screen's black margin around it goes (a black border added, then
    # trimmed with everything of its colour along the edges).
    convert "$png" -bordercolor black -border 1 -trim +repage "$png"
    if command -v pngquant >/dev/null; then
        pngquant --force --strip --skip-if-larger --output "$png" 256 "$png" || true
    else
        convert "$png" -strip -colors 256 "PNG8:$png"
    fi
    echo "$png ($(($(stat -c %s "$png") / 1024)) KB)"
done
