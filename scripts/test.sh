#!/usr/bin/env bash
# Installs what is missing, builds and runs the test suites (offscreen); exits non-zero when one
# of them fails. CI runs it with no arguments (.ci/run).
#   scripts/test.sh [--all | --sanitize | --fuzz] [--no-install] [CTEST ARGS...]
#     (default)        the suite in build/ (this is what CI runs)
#     --sanitize       only the whole suite again with ASan+UBSan in build-sanitize/
#                      (ATLAS_SANITIZE=ON, ATLAS_NATIVE=OFF, -O1)
#     --fuzz           only a short libFuzzer run of each target of tests/fuzz/ (clang, build-fuzz/)
#     --all            all three, one after the other
#     --no-install     skip the apt step
#     anything else goes to ctest, e.g. `scripts/test.sh -R config`
# Why CI runs the first only: cold, the sanitizer build alone takes about 16 CPU-minutes for
# model/ (its SVD units take 1-1.5 min each under ASan), which with the rest exceeds CI's
# 30 minutes on 2 cores. Run --all before landing changes to model/ or to file handling.
# Environment: see scripts/common.sh (ATLAS_BUILD_DIR, ATLAS_SANITIZE_BUILD_DIR,
# ATLAS_FUZZ_BUILD_DIR, ATLAS_BUILD_TYPE, ATLAS_JOBS); ATLAS_TEST_JOBS sets ctest's -j
# (default 2); ATLAS_FUZZ_SECONDS each fuzz target's run (default 20).
set -euo pipefail

# shellcheck source=common.sh source-path=SCRIPTDIR
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ATLAS_ROOT"

install=1
normal=1
sanitize=0
fuzz=0
ctest_args=()
while (($# > 0)); do
    case "$1" in
        --sanitize | --sanitize-only)
            normal=0
            sanitize=1
            ;;
        --fuzz)
            normal=0
            fuzz=1
            ;;
        --all)
            normal=1
            sanitize=1
            fuzz=1
            ;;
        --no-install) install=0 ;;
        -h | --help)
            sed -n '2,17s/^# \{0,1\}//p' "${BASH_SOURCE[0]}"
            exit 0
            ;;
        *) ctest_args+=("$1") ;;
    esac
    shift
done

if ((install)); then
    packages=("${ATLAS_BUILD_PACKAGES[@]}" "${ATLAS_TEST_PACKAGES[@]}")
    ((fuzz)) && packages+=("${ATLAS_FUZZ_PACKAGES[@]}")
    atlas_install_packages "${packages[@]}"
fi

export QT_QPA_PLATFORM=offscreen
failed=()

# run_suite BUILD_DIR [VAR=VALUE...]: ctest over everything built there, in that environment.
run_suite() {
    local dir="$1"
    shift
    atlas_log "testing $dir"
    # --no-tests=error: a suite that registered no test is a failure, not a pass.
    env "$@" ctest --test-dir "$dir" --output-on-failure --no-tests=error \
        -j "${ATLAS_TEST_JOBS:-2}" "${ctest_args[@]}" || failed+=("$dir")
}

if ((normal)); then
    build_dir="${ATLAS_BUILD_DIR:-build}"
    atlas_configure "$build_dir"
    atlas_build "$build_dir"
    run_suite "$build_dir"
fi

if ((sanitize)); then
    build_dir="${ATLAS_SANITIZE_BUILD_DIR:-build-sanitize}"
    atlas_configure "$build_dir" -DATLAS_SANITIZE=ON -DATLAS_NATIVE=OFF
    atlas_build "$build_dir"
    # Leaks are errors; the one suppression file names only third-party noise.
    run_suite "$build_dir" \
        ASAN_OPTIONS="detect_leaks=1:strict_string_checks=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}" \
        LSAN_OPTIONS="suppressions=$ATLAS_ROOT/scripts/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}" \
        UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
fi

if ((fuzz)); then
    build_dir="${ATLAS_FUZZ_BUILD_DIR:-build-fuzz}"
    command -v clang++ >/dev/null 2>&1 || atlas_die "clang++ not found: install clang and libclang-rt-14-dev, or pass --no-fuzz"
    atlas_log "configuring $build_dir (clang, libFuzzer)"
    cmake -S tests/fuzz/libfuzzer -B "$build_dir" -G Ninja -DCMAKE_CXX_COMPILER=clang++ >/dev/null
    atlas_build "$build_dir"
    for source in tests/fuzz/fuzz_*.cpp; do
        target="$(basename "$source" .cpp)"
        name="${target#fuzz_}"
        # New inputs go to a scratch corpus in the build directory, never into tests/.
        mkdir -p "$build_dir/corpus/$name" "$build_dir/crashes"
        atlas_log "fuzzing $name for ${ATLAS_FUZZ_SECONDS:-20} s"
        if ! "$build_dir/$target" -max_total_time="${ATLAS_FUZZ_SECONDS:-20}" -timeout=20 \
            -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$build_dir/crashes/$name-" \
            "$build_dir/corpus/$name" "tests/fuzz/corpus/$name" >"$build_dir/$name.log" 2>&1; then
            tail -n 40 "$build_dir/$name.log"
            failed+=("fuzz_$name (input saved in $build_dir/crashes/)")
        fi
        grep -E '^(#[0-9]+.*DONE|stat::number_of_executed_units)' "$build_dir/$name.log" || true
    done
fi

if ((${#failed[@]} > 0)); then
    printf 'FAILED: %s\n' "${failed[@]}" >&2
    exit 1
fi
atlas_log "all suites passed"
