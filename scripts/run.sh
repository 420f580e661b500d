#!/usr/bin/env bash
# Installs what is missing, builds the program (not the tests) and starts it; arguments go to it.
#   scripts/run.sh                      open the window (needs a display)
#   scripts/run.sh translate "Hello"    a headless subcommand (no display needed)
#   scripts/run.sh --no-install ...     skip the apt step (must come first)
# Environment: see scripts/common.sh (ATLAS_BUILD_DIR, ATLAS_BUILD_TYPE, ATLAS_JOBS).
set -euo pipefail

# shellcheck source=common.sh source-path=SCRIPTDIR
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ATLAS_ROOT"

install=1
if [[ "${1:-}" == "--no-install" ]]; then
    install=0
    shift
fi

# Without a subcommand (none, or only options other than --help) the app opens its window.
opens_window=0
case "${1:-}" in
    -h | --help) ;;
    "" | -*) opens_window=1 ;;
esac
if ((opens_window)) && [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" && -z "${QT_QPA_PLATFORM:-}" ]]; then
    cat >&2 <<'EOF'
error: no display: DISPLAY and WAYLAND_DISPLAY are both empty, so the window cannot open.
  - on a desktop, run this from a terminal of the graphical session;
  - over ssh, use `ssh -X` (X11 forwarding);
  - on a headless machine, use a virtual X server:
        xvfb-run -a -s "-screen 0 1600x1000x24" scripts/run.sh
  - headless subcommands need no display: scripts/run.sh --help
EOF
    exit 1
fi

# Installing and building report on standard error: standard output is the app's alone, so
# `scripts/run.sh translate "..." >out.txt` keeps just the translation.
build_dir="${ATLAS_BUILD_DIR:-build}"
{
    if ((install)); then
        atlas_install_packages "${ATLAS_BUILD_PACKAGES[@]}" "${ATLAS_RUN_PACKAGES[@]}"
    fi
    atlas_configure "$build_dir"
    # The program alone (its libraries and translations): the tests are test.sh's to build.
    atlas_build "$build_dir" --target attention-atlas
} >&2

app="$build_dir/app/attention-atlas"
[[ -x "$app" ]] || atlas_die "$app was not built"
atlas_log "starting $app" >&2
exec "$app" "$@"
