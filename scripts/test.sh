#!/usr/bin/env bash
# Installs what is missing, builds and runs the test suite (offscreen); exits with ctest's status.
#   scripts/test.sh [--sanitize] [--no-install] [CTEST ARGS...]
#     --sanitize     build in build-sanitize/ with ASan+UBSan (ATLAS_SANITIZE=ON, ATLAS_NATIVE=OFF)
#     --no-install   skip the apt step
#     anything else goes to ctest, e.g. `scripts/test.sh -R config`
# Environment: see scripts/common.sh (ATLAS_BUILD_DIR, ATLAS_SANITIZE_BUILD_DIR,
# ATLAS_BUILD_TYPE, ATLAS_JOBS); ATLAS_TEST_JOBS sets ctest's -j (default 2).
set -euo pipefail

# shellcheck source=common.sh source-path=SCRIPTDIR
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ATLAS_ROOT"

install=1
sanitize=0
ctest_args=()
while (($# > 0)); do
    case "$1" in
        --sanitize) sanitize=1 ;;
        --no-install) install=0 ;;
        -h | --help)
            sed -n '2,8s/^# \{0,1\}//p' "${BASH_SOURCE[0]}"
            exit 0
            ;;
        *) ctest_args+=("$1") ;;
    esac
    shift
done

if ((install)); then
    atlas_install_packages "${ATLAS_BUILD_PACKAGES[@]}" "${ATLAS_TEST_PACKAGES[@]}"
fi

if ((sanitize)); then
    build_dir="${ATLAS_SANITIZE_BUILD_DIR:-build-sanitize}"
    atlas_configure "$build_dir" -DATLAS_SANITIZE=ON -DATLAS_NATIVE=OFF
    export ASAN_OPTIONS="detect_leaks=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
    export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
else
    build_dir="${ATLAS_BUILD_DIR:-build}"
    atlas_configure "$build_dir"
fi
atlas_build "$build_dir"

export QT_QPA_PLATFORM=offscreen
atlas_log "testing $build_dir"
# --no-tests=error: a suite that registered no test is a failure, not a pass.
exec ctest --test-dir "$build_dir" --output-on-failure --no-tests=error \
    -j "${ATLAS_TEST_JOBS:-2}" "${ctest_args[@]}"
