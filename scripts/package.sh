#!/usr/bin/env bash
# Builds the Debian package: build-deb/attention-atlas_<version>_amd64.deb (issue 20).
#   scripts/package.sh [--no-install] [--lint]
#     --no-install  skip the apt step
#     --lint        then run lintian on it: an error or a warning fails
# The build is the program alone (no tests), for any amd64 machine (no -march=native), with
# Debian's hardening flags (dpkg-buildflags); cpack's DEB generator computes Depends with
# dpkg-shlibdeps. Install it with: sudo apt install ./build-deb/attention-atlas_*_amd64.deb
# Environment: ATLAS_DEB_BUILD_DIR (default build-deb), ATLAS_JOBS (see scripts/common.sh).
set -euo pipefail

# shellcheck source=common.sh source-path=SCRIPTDIR
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ATLAS_ROOT"

install=1
lint=0
while (($# > 0)); do
    case "$1" in
        --no-install) install=0 ;;
        --lint) lint=1 ;;
        -h | --help)
            sed -n '2,10s/^# \{0,1\}//p' "${BASH_SOURCE[0]}"
            exit 0
            ;;
        *) atlas_die "unknown option $1 (scripts/package.sh --help)" ;;
    esac
    shift
done

if ((install)); then
    packages=("${ATLAS_BUILD_PACKAGES[@]}" "${ATLAS_PACKAGE_PACKAGES[@]}")
    ((lint)) && packages+=(lintian)
    atlas_install_packages "${packages[@]}"
fi

build_dir="${ATLAS_DEB_BUILD_DIR:-build-deb}"
# Debian's flags for a package (-fstack-protector-strong, _FORTIFY_SOURCE, relro, bindnow); the
# project's own -O3 comes after them and wins. Left out: -g (the package ships no debug
# symbols; cpack strips them) and -ffile-prefix-map, which names this checkout's path and
# would make every other clone miss ccache.
export DEB_BUILD_MAINT_OPTIONS="hardening=+all"
CXXFLAGS="$(dpkg-buildflags --get CXXFLAGS) $(dpkg-buildflags --get CPPFLAGS)"
CXXFLAGS="$(printf '%s' "$CXXFLAGS" | sed -E 's/(^| )-ffile-prefix-map=[^ ]*//g; s/(^| )-g( |$)/ /g')"
LDFLAGS="$(dpkg-buildflags --get LDFLAGS)"
export CXXFLAGS LDFLAGS
# Flags only count when the build directory is first configured: start it afresh if they moved.
if [[ -f "$build_dir/CMakeCache.txt" ]] &&
    ! grep -qxF "CMAKE_CXX_FLAGS:STRING=$CXXFLAGS" "$build_dir/CMakeCache.txt"; then
    rm -rf "$build_dir"
fi
atlas_configure "$build_dir" -DATLAS_NATIVE=OFF -DATLAS_BUILD_TESTS=OFF \
    -DCMAKE_CXX_FLAGS="$CXXFLAGS" -DCMAKE_EXE_LINKER_FLAGS="$LDFLAGS"
atlas_build "$build_dir" --no-warnings

atlas_log "cpack -G DEB"
rm -f "$build_dir"/attention-atlas_*.deb
(cd "$build_dir" && cpack -G DEB >cpack.log 2>&1) || {
    tail -n 30 "$build_dir/cpack.log" >&2
    atlas_die "cpack failed (log: $build_dir/cpack.log)"
}
deb="$(ls "$build_dir"/attention-atlas_*_amd64.deb)"
atlas_log "built $deb"
dpkg-deb --field "$deb" Package Version Depends Recommends

if ((lint)); then
    atlas_log "lintian $deb"
    lintian --fail-on error,warning --display-info --tag-display-limit 0 "$deb" ||
        atlas_die "lintian found an error or a warning in $deb"
    atlas_log "lintian: no error, no warning"
fi
