# shellcheck shell=bash
# shellcheck disable=SC2034  # the package lists are used by run.sh and test.sh
# Shared by scripts/run.sh and scripts/test.sh (sourced, never run on its own):
# the Debian package lists, the package install step, configure and build.
#
# Environment overrides:
#   ATLAS_BUILD_DIR            build directory (default: build, relative to the repo root)
#   ATLAS_SANITIZE_BUILD_DIR   build directory of `test.sh --sanitize` (default: build-sanitize)
#   ATLAS_FUZZ_BUILD_DIR       build directory of the fuzz targets (default: build-fuzz)
#   ATLAS_BUILD_TYPE           CMAKE_BUILD_TYPE (default: Release)
#   ATLAS_JOBS                 parallel compile jobs (default: nproc)

# The repository root, whatever the caller's current directory.
ATLAS_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# --- Debian 12 packages: the one list ----------------------------------------
# Every package is named: apt installs without Recommends, and what a package only recommends
# is missing on a fresh machine (scripts/fresh-root.sh proves the lists on a minimal root).
# qt6-base-dev already depends on libgl-dev, libglx-dev, libopengl-dev and libvulkan-dev, which
# find_package(Qt6 Gui) needs. Qt6Charts' CMake package needs Qt6OpenGL, whose development
# files (libqt6opengl6-dev) qt6-charts-dev only recommends. The OpenMP runtime (libgomp) comes
# with g++. tokenizer.json's regexes and Unicode tables need Oniguruma, PCRE2 and ICU
# (docs/tokenizers.md); their runtime libraries come with the -dev packages, and the .deb's
# Depends name them through dpkg-shlibdeps.
ATLAS_BUILD_PACKAGES=(
    g++ cmake ninja-build pkg-config ccache
    qt6-base-dev qt6-charts-dev libqt6opengl6-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools
    libeigen3-dev libsentencepiece-dev nlohmann-json3-dev libgl-dev libopenblas-openmp-dev
    libonig-dev libpcre2-dev libicu-dev
)
# Tests render offscreen, Chinese UI included; xvfb-run (needs xauth) for real windows; the
# export tests read .npy files with numpy and PDFs with pdfinfo, the install test validates the
# desktop entry and AppStream data (each check is skipped where its tool is missing, so the
# tools are named here to make a fresh machine run them).
ATLAS_TEST_PACKAGES=(
    fonts-noto-cjk xvfb xauth desktop-file-utils appstream python3-numpy poppler-utils
)
# Fuzzing (tests/fuzz/libfuzzer): libFuzzer ships in libclang-rt-14-dev, which clang only
# recommends, so it is named.
ATLAS_FUZZ_PACKAGES=(clang libclang-rt-14-dev)
# The Debian package (scripts/package.sh): dpkg-buildflags and dpkg-shlibdeps (dpkg-dev), and
# file, which cpack's DEB generator asks which installed files are programs.
ATLAS_PACKAGE_PACKAGES=(dpkg-dev file)
# Opening the window: on Debian 12 the xcb platform plugin (libqxcb.so) ships in
# libqt6gui6, not qt6-qpa-plugins (that one holds vnc/tuio); qt6-wayland holds the
# wayland plugin; libqt6svg6 holds the SVG icon engine and image format plugins. The interface
# speaks English, German and Simplified Chinese: fonts-dejavu-core covers the first two,
# fonts-noto-cjk the third (without it Chinese shows as empty boxes); fontconfig builds the
# font cache (and gives fc-list, which the fresh-root check asks).
ATLAS_RUN_PACKAGES=(
    libqt6gui6 qt6-qpa-plugins qt6-wayland libqt6svg6 qt6-translations-l10n
    fontconfig fonts-dejavu-core fonts-noto-cjk
)

atlas_log() { printf '== %s\n' "$*"; }
atlas_die() {
    printf 'error: %s\n' "$*" >&2
    exit 1
}

# Prints, one a line, the packages among "$@" that are not fully installed.
atlas_missing_packages() {
    local pkg status
    for pkg in "$@"; do
        status="$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)"
        [[ "$status" == "install ok installed" ]] || printf '%s\n' "$pkg"
    done
}

# Installs exactly the packages among "$@" that are missing; silent when none is.
atlas_install_packages() {
    command -v dpkg-query >/dev/null 2>&1 || atlas_die "dpkg-query not found: this script expects Debian 12"
    local missing=()
    mapfile -t missing < <(atlas_missing_packages "$@")
    ((${#missing[@]} > 0)) || return 0

    local as_root=()
    if [[ "$(id -u)" -ne 0 ]]; then
        command -v sudo >/dev/null 2>&1 ||
            atlas_die "missing packages (${missing[*]}) and not root, no sudo: install them as root or rerun with --no-install"
        as_root=(sudo)
    fi
    atlas_log "installing missing packages: ${missing[*]}"
    # apt and dpkg print thousands of lines for a fresh machine: they go to a log, and only a
    # failure shows its end.
    local log started=$SECONDS
    log="$(mktemp "${TMPDIR:-/tmp}/attention-atlas-apt.XXXXXX.log")"
    if ! { "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q &&
        "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q \
            --no-install-recommends -o DPkg::Lock::Timeout=300 "${missing[@]}"; } >"$log" 2>&1; then
        tail -n 30 "$log" >&2
        atlas_die "installing packages failed (the whole log: $log)"
    fi
    atlas_log "installed ${#missing[@]} packages and what they depend on ($(grep -c '^Setting up ' "$log") in all) in $((SECONDS - started)) s (log: $log)"
}

# atlas_configure BUILD_DIR [CMAKE ARGS...]: (re)configures the project into BUILD_DIR.
atlas_configure() {
    local dir="$1"
    shift
    local generator=()
    # The generator of an existing build directory cannot change: choose only the first time.
    if [[ ! -f "$dir/CMakeCache.txt" ]]; then
        if command -v ninja >/dev/null 2>&1; then
            generator=(-G Ninja)
        else
            generator=(-G "Unix Makefiles")
        fi
    fi
    atlas_log "configuring $dir (${ATLAS_BUILD_TYPE:-Release})"
    cmake -S "$ATLAS_ROOT" -B "$dir" "${generator[@]}" \
        -DCMAKE_BUILD_TYPE="${ATLAS_BUILD_TYPE:-Release}" "$@"
}

# atlas_build BUILD_DIR [--no-warnings] [--target NAME]: builds with all cores, everything or
# only NAME and what it needs (run.sh builds the program alone, test.sh everything). With
# --no-warnings a compiler warning fails the build once it has finished, listing each warning: the
# test command (and so CI) keeps our code warning-free. The check reads the build's output rather
# than adding -Werror, so run.sh and test.sh compile with the same flags and share one ccache entry
# a unit (ccache replays a cached unit's warnings, so a warm build is checked as a cold one).
atlas_build() {
    local dir="$1" strict=0 started=$SECONDS build_target=()
    shift
    while (($# > 0)); do
        case "$1" in
            --no-warnings) strict=1 ;;
            --target)
                build_target=(--target "$2")
                shift
                ;;
            *) atlas_die "atlas_build: unknown argument $1" ;;
        esac
        shift
    done
    local jobs="${ATLAS_JOBS:-$(nproc)}"
    atlas_log "building $dir${build_target[1]:+ (${build_target[1]} only)} ($jobs jobs)"
    local log="$dir/build.log"
    mkdir -p "$dir"
    cmake --build "$dir" --parallel "$jobs" "${build_target[@]}" 2>&1 | tee "$log"
    local status=${PIPESTATUS[0]}
    ((status == 0)) || return "$status"
    atlas_log "built $dir in $((SECONDS - started)) s"
    ((strict)) || return 0
    if grep -q 'warning:' "$log"; then
        printf 'error: the build printed %d warnings (treated as errors here):\n' \
            "$(grep -c 'warning:' "$log")" >&2
        grep 'warning:' "$log" | sort -u | head -n 50 >&2
        return 1
    fi
}
