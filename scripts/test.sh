#!/usr/bin/env bash
# Installs what is missing, builds and runs the test suites (offscreen); exits non-zero when one
# of them fails. CI runs it with no arguments (.ci/run): everything below but --normal.
#   scripts/test.sh [--fresh-root | --normal | --sanitize | --fuzz]... [--no-fresh-root]
#                   [--no-install] [CTEST ARGS...]
#     (default)        --fresh-root --sanitize --fuzz (what CI runs)
#     --fresh-root     the README's commands on a minimal Debian 12 root (scripts/fresh-root.sh):
#                      run.sh translates, a font covers every interface language, then the
#                      optimised suite passes there, and the Debian package builds, passes
#                      lintian and works installed on a second fresh root (needs root; the
#                      base root is cached)
#     --normal         the optimised suite here, in build/ (Release, -march=native)
#     --sanitize       the whole suite again with ASan+UBSan in build-sanitize/
#                      (ATLAS_SANITIZE=ON, ATLAS_NATIVE=OFF, -O1)
#     --fuzz           a short libFuzzer run of each target of tests/fuzz/ (clang, build-fuzz/)
#     --tsan           ThreadSanitizer over the worker-thread tests in build-tsan/ (not default)
#     --all            the same as the default
#     --no-fresh-root  a developer's quick run: the default with --normal instead of --fresh-root
#                      (refused in CI)
#     --no-install     skip the apt step
#     anything else goes to ctest, e.g. `scripts/test.sh --normal -R config`
# Naming suites runs only those. A compiler warning fails the optimised and sanitizer builds.
# ccache shares compiled units between clones, so after a first run the builds are quick.
# Environment: see scripts/common.sh (ATLAS_BUILD_DIR, ATLAS_SANITIZE_BUILD_DIR,
# ATLAS_FUZZ_BUILD_DIR, ATLAS_BUILD_TYPE, ATLAS_JOBS) and scripts/fresh-root.sh
# (ATLAS_FRESH_ROOT_CACHE); ATLAS_TEST_JOBS sets ctest's -j (default 2); ATLAS_FUZZ_SECONDS each
# fuzz target's run (default 15).
set -euo pipefail

# shellcheck source=common.sh source-path=SCRIPTDIR
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ATLAS_ROOT"

install=1
fresh=0
no_fresh=0
normal=0
sanitize=0
fuzz=0
tsan=0
ctest_args=()
while (($# > 0)); do
    case "$1" in
        --fresh-root) fresh=1 ;;
        --no-fresh-root) no_fresh=1 ;;
        --normal) normal=1 ;;
        --sanitize | --sanitize-only) sanitize=1 ;;
        --fuzz) fuzz=1 ;;
        --tsan) tsan=1 ;;
        --all)
            fresh=1
            sanitize=1
            fuzz=1
            ;;
        --no-install) install=0 ;;
        -h | --help)
            sed -n '2,28s/^# \{0,1\}//p' "${BASH_SOURCE[0]}"
            exit 0
            ;;
        *) ctest_args+=("$1") ;;
    esac
    shift
done
if ((!fresh && !normal && !sanitize && !fuzz && !tsan)); then
    fresh=1
    sanitize=1
    fuzz=1
fi
if ((no_fresh)); then
    [[ -z "${CI:-}" ]] || atlas_die "--no-fresh-root is for a developer's quick run: CI always checks a fresh root"
    ((fresh)) && normal=1
    fresh=0
fi

if ((install && (normal || sanitize || fuzz || tsan))); then
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

if ((fresh)); then
    atlas_log "fresh root"
    bash "$ATLAS_ROOT/scripts/fresh-root.sh" "${ctest_args[@]}" || failed+=("fresh root")
fi

if ((normal)); then
    build_dir="${ATLAS_BUILD_DIR:-build}"
    atlas_configure "$build_dir"
    atlas_build "$build_dir" --no-warnings
    run_suite "$build_dir"
fi

if ((sanitize)); then
    build_dir="${ATLAS_SANITIZE_BUILD_DIR:-build-sanitize}"
    atlas_configure "$build_dir" -DATLAS_SANITIZE=ON -DATLAS_NATIVE=OFF
    atlas_build "$build_dir" --no-warnings
    # Leaks are errors; the one suppression file names only third-party noise.
    run_suite "$build_dir" \
        ASAN_OPTIONS="detect_leaks=1:strict_string_checks=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}" \
        LSAN_OPTIONS="suppressions=$ATLAS_ROOT/scripts/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}" \
        UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
fi

# --tsan: ThreadSanitizer over the tests that run worker threads (build-tsan/, not in the
# default run). libgomp is not instrumented, so OMP_NUM_THREADS=1 keeps the model's OpenMP
# regions on the calling thread; scripts/tsan.supp names the third-party noise left.
if ((tsan)); then
    build_dir="${ATLAS_TSAN_BUILD_DIR:-build-tsan}"
    tsan_tests=(tst_backgroundjob tst_modelworker tst_workerstress tst_window tst_exportwindow
        tst_kvcostpage tst_teaching tst_traininglab tst_sessionwindow)
    atlas_configure "$build_dir" -DATLAS_TSAN=ON -DATLAS_NATIVE=OFF
    atlas_log "building $build_dir (${#tsan_tests[@]} tests)"
    cmake --build "$build_dir" --parallel "${ATLAS_JOBS:-$(nproc)}" --target "${tsan_tests[@]}"
    ctest_args+=(-R "^($(IFS='|'; echo "${tsan_tests[*]}"))\$")
    run_suite "$build_dir" OMP_NUM_THREADS=1 \
        TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:suppressions=$ATLAS_ROOT/scripts/tsan.supp${TSAN_OPTIONS:+:$TSAN_OPTIONS}"
fi

if ((fuzz)); then
    build_dir="${ATLAS_FUZZ_BUILD_DIR:-build-fuzz}"
    command -v clang++ >/dev/null 2>&1 || atlas_die "clang++ not found: install clang and libclang-rt-14-dev, or leave out --fuzz (--normal --sanitize)"
    atlas_log "configuring $build_dir (clang, libFuzzer)"
    cmake -S tests/fuzz/libfuzzer -B "$build_dir" -G Ninja -DCMAKE_CXX_COMPILER=clang++ >/dev/null
    atlas_build "$build_dir"
    for source in tests/fuzz/fuzz_*.cpp; do
        target="$(basename "$source" .cpp)"
        name="${target#fuzz_}"
        # New inputs go to a scratch corpus in the build directory, never into tests/.
        mkdir -p "$build_dir/corpus/$name" "$build_dir/crashes"
        atlas_log "fuzzing $name for ${ATLAS_FUZZ_SECONDS:-15} s"
        if ! "$build_dir/$target" -max_total_time="${ATLAS_FUZZ_SECONDS:-15}" -timeout=20 \
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
