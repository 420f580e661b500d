#!/usr/bin/env bash
# Proves the README's two commands on a minimal Debian 12, as a newcomer's machine is:
#   1. a minimal root (debootstrap --variant=minbase bookworm, from the mirror this machine's
#      apt sources name), made once and kept in the cache, is copied afresh;
#   2. the project (the committed tree plus uncommitted changes) is copied into it;
#   3. inside it (chroot), `scripts/run.sh translate "..."` installs the run packages, builds and
#      must print the translation; with only those packages installed, a font must cover every
#      interface language (fc-list :lang=zh-cn);
#   4. then `scripts/test.sh --normal` installs the test packages and runs the optimised suite;
#   5. `scripts/package.sh --lint` builds the Debian package there and lintian checks it;
#   6. a second copy of the minimal root gets only that package (`apt-get install ./….deb`,
#      without Recommends: its Depends must be enough), where `attention-atlas --version`,
#      `translate` and `export` must work and its manual and completion be in place; removing
#      the package must leave none of its files.
# A package that common.sh forgets fails here with the CMake or compiler message, as it would
# fail a user. Needs root (debootstrap, chroot, mount). scripts/test.sh runs it by default.
#   scripts/fresh-root.sh [CTEST ARGS...]
# Environment:
#   ATLAS_FRESH_ROOT_CACHE  where the base root, the copy and downloaded packages are kept
#                           (default /var/cache/attention-atlas)
set -euo pipefail

# shellcheck source=common.sh source-path=SCRIPTDIR
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

[[ "$(id -u)" -eq 0 ]] || atlas_die "the fresh-root check needs root (debootstrap, chroot, mount); skip it with --no-fresh-root"

cache="${ATLAS_FRESH_ROOT_CACHE:-/var/cache/attention-atlas}"
base="$cache/bookworm-minbase"
root="$cache/fresh-root"
install_root="$cache/install-root"
project=/root/attention-atlas
sentence="The old man sees the small dog."

# The host's Debian mirror: the first URI of an apt source that serves bookworm itself.
debian_mirror() {
    local file
    for file in /etc/apt/sources.list.d/*.sources; do
        [[ -f "$file" ]] || continue
        awk '/^URIs:/ {uri=$2} /^Suites:/ {for (i = 2; i <= NF; i++) if ($i == "bookworm") found=1}
             /^$/ {if (found && uri) {print uri; exit} uri=""; found=0}
             END {if (found && uri) print uri}' "$file" | head -n 1
    done
    for file in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
        [[ -f "$file" ]] || continue
        awk '$1 == "deb" {u = ($2 ~ /^\[/) ? $3 : $2; s = ($2 ~ /^\[/) ? $4 : $3; if (s == "bookworm") print u}' "$file"
    done
}

# The base root, made once: what debootstrap gives, nothing else.
make_base() {
    [[ -f "$base/.complete" ]] && return 0
    atlas_install_packages debootstrap
    local mirror
    mirror="$(debian_mirror | head -n 1)"
    [[ -n "$mirror" ]] || atlas_die "no apt source of this machine serves Debian bookworm: cannot make the minimal root"
    atlas_log "making the minimal Debian 12 root (once; kept in $base)"
    rm -rf "$base.partial"
    debootstrap --variant=minbase bookworm "$base.partial" "$mirror" >"$cache/debootstrap.log" 2>&1 ||
        {
            tail -n 20 "$cache/debootstrap.log" >&2
            atlas_die "debootstrap failed (log: $cache/debootstrap.log)"
        }
    rm -rf "$base"
    mv "$base.partial" "$base"
    touch "$base/.complete"
}

mounted=()
unmount_all() {
    local i
    for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do
        umount "${mounted[i]}" 2>/dev/null || umount -l "${mounted[i]}" 2>/dev/null || true
    done
    mounted=()
}
trap unmount_all EXIT
trap 'unmount_all; exit 130' INT
trap 'unmount_all; exit 143' TERM

# bind SOURCE TARGET-IN-ROOT [ROOT]
bind() {
    local into="${3:-$root}"
    mkdir -p "$into$2"
    mount --bind "$1" "$into$2"
    mounted+=("$into$2")
}

# The apt configuration this machine uses (sources, keyrings, options), so ROOT (default: the
# fresh root) reaches the same mirrors; downloaded packages are kept between runs.
copy_apt_configuration() {
    local root="${1:-$root}"
    rm -f "$root/etc/apt/sources.list"
    local dir
    for dir in sources.list.d apt.conf.d keyrings trusted.gpg.d; do
        [[ -d "/etc/apt/$dir" ]] && mkdir -p "$root/etc/apt/$dir" && cp -a "/etc/apt/$dir/." "$root/etc/apt/$dir/"
    done
    [[ -f /etc/apt/sources.list ]] && cp -a /etc/apt/sources.list "$root/etc/apt/"
    local keyring
    for keyring in $(grep -rhoE '(Signed-By:|signed-by=)[[:space:]]*/[^] ]+' /etc/apt/sources.list* 2>/dev/null |
        sed -E 's/^(Signed-By:|signed-by=)[[:space:]]*//' | sort -u); do
        [[ -f "$keyring" && ! -e "$root$keyring" ]] && mkdir -p "$root$(dirname "$keyring")" && cp -a "$keyring" "$root$keyring"
    done
    printf 'APT::Keep-Downloaded-Packages "true";\nBinary::apt::APT::Keep-Downloaded-Packages "true";\n' \
        >"$root/etc/apt/apt.conf.d/99atlas-keep-packages"
    cp -L /etc/resolv.conf "$root/etc/resolv.conf"
}

# The project as it stands: what git tracks, as in the working tree, plus untracked files git
# does not ignore (a developer's uncommitted change is checked too).
copy_project() {
    mkdir -p "$root$project"
    git -C "$ATLAS_ROOT" ls-files -z --cached --others --exclude-standard |
        (cd "$ATLAS_ROOT" && xargs -0 -r sh -c 'for f; do [ -e "$f" ] && printf "%s\0" "$f"; done' sh) |
        tar -C "$ATLAS_ROOT" --null -T - -cf - | tar -C "$root$project" -xf -
}

# in_root COMMAND [ROOT]: runs a shell command inside the root as a fresh login would see it.
in_root() {
    chroot "${2:-$root}" /usr/bin/env -i HOME=/root PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
        LANG=C.UTF-8 TERM="${TERM:-dumb}" ${ATLAS_JOBS:+ATLAS_JOBS=$ATLAS_JOBS} \
        ${ATLAS_TEST_JOBS:+ATLAS_TEST_JOBS=$ATLAS_TEST_JOBS} /bin/bash -c "$1"
}

# Mounts left under the copy by a run that was killed (SIGKILL skips the trap): removing the
# copy while the host's /dev, /sys or ccache is bound inside would delete them. They go first,
# and the removal never crosses into another file system either way.
unmount_stale() {
    local root="${1:-$root}" point
    while read -r point; do
        umount "$point" 2>/dev/null || umount -l "$point" 2>/dev/null || true
    done < <(awk -v root="$root/" 'index($2 "/", root) == 1 {print $2}' /proc/self/mounts | sort -r)
    ! awk -v root="$root/" 'index($2 "/", root) == 1 {found = 1} END {exit !found}' /proc/self/mounts ||
        atlas_die "cannot unmount what an earlier run left mounted under $root"
}

mkdir -p "$cache/apt-archives/partial"
make_base
started=$SECONDS
atlas_log "copying the minimal root to $root"
unmount_stale
rm -rf --one-file-system "$root"
cp -a "$base" "$root"
copy_apt_configuration
copy_project

bind /proc /proc
bind /sys /sys
bind /dev /dev
bind /dev/pts /dev/pts
bind "$cache/apt-archives" /var/cache/apt/archives
# The host's compiler cache: the build inside reuses what any clone compiled (same compiler,
# same headers, keys relative to the checkout).
ccache_dir="$(ccache -k cache_dir 2>/dev/null || true)"
[[ -n "$ccache_dir" ]] || ccache_dir="$HOME/.cache/ccache"
mkdir -p "$ccache_dir"
bind "$ccache_dir" /root/.cache/ccache

atlas_log "fresh root: scripts/run.sh translate \"$sentence\""
translation="$(in_root "cd $project && scripts/run.sh translate $(printf '%q' "$sentence")")" ||
    atlas_die "fresh root: scripts/run.sh failed"
[[ -n "${translation//[[:space:]]/}" ]] || atlas_die "fresh root: scripts/run.sh printed no translation"
printf 'translation: %s\n' "$translation"

# Only the run command has installed packages so far: every interface language needs a font.
for lang in zh-cn de en; do
    [[ -n "$(in_root "fc-list :lang=$lang family")" ]] ||
        atlas_die "fresh root: no installed font covers the interface language $lang (fc-list :lang=$lang is empty)"
done
atlas_log "fresh root: fonts cover zh-cn, de and en"

atlas_log "fresh root: scripts/test.sh --normal"
in_root "cd $project && scripts/test.sh --normal $(printf '%q ' "$@")" ||
    atlas_die "fresh root: scripts/test.sh --normal failed"

atlas_log "fresh root: scripts/package.sh --lint"
in_root "cd $project && scripts/package.sh --lint" || atlas_die "fresh root: scripts/package.sh --lint failed"
debs=("$root$project"/build-deb/attention-atlas_*_amd64.deb)
[[ -f "${debs[0]}" ]] || atlas_die "fresh root: scripts/package.sh wrote no attention-atlas_*_amd64.deb"
deb="$(basename "${debs[0]}")"

# The package alone, on another copy of the minimal root: what a user's apt-get install gets.
atlas_log "install root: apt-get install ./$deb on a fresh minimal root"
unmount_stale "$install_root"
rm -rf --one-file-system "$install_root"
cp -a "$base" "$install_root"
copy_apt_configuration "$install_root"
cp "${debs[0]}" "$install_root/root/$deb"
for point in /proc /sys /dev /dev/pts; do bind "$point" "$point" "$install_root"; done
bind "$cache/apt-archives" /var/cache/apt/archives "$install_root"
in_root "export DEBIAN_FRONTEND=noninteractive; cd /root &&
    apt-get update -q >/root/apt.log 2>&1 &&
    apt-get install -y -q --no-install-recommends ./$deb >>/root/apt.log 2>&1 ||
    { tail -n 30 /root/apt.log; exit 1; }" "$install_root" ||
    atlas_die "install root: apt-get install ./$deb failed"
version="$(in_root "cd /root && attention-atlas --version" "$install_root")" ||
    atlas_die "install root: attention-atlas --version failed"
printf 'installed: %s\n' "$version"
[[ "$version" == "attention-atlas "* ]] || atlas_die "install root: --version printed '$version'"
translation="$(in_root "cd /root && attention-atlas translate $(printf '%q' "$sentence")" "$install_root")" ||
    atlas_die "install root: attention-atlas translate failed"
[[ -n "${translation//[[:space:]]/}" ]] || atlas_die "install root: translate printed nothing"
printf 'translation: %s\n' "$translation"
in_root "cd /root && attention-atlas export --stack cross --head mean --out cross.png &&
    attention-atlas export --format svg --out encoder.svg &&
    attention-atlas kv --config llama-3-70b deepseek-v2 >/dev/null" "$install_root" ||
    atlas_die "install root: attention-atlas export failed"
[[ "$(head -c 8 "$install_root/root/cross.png" | od -An -tx1 | tr -d ' \n')" == 89504e470d0a1a0a ]] ||
    atlas_die "install root: export wrote no PNG"
grep -q '<svg' "$install_root/root/encoder.svg" || atlas_die "install root: export wrote no SVG"
for file in /usr/share/man/man1/attention-atlas.1.gz /usr/share/man/de/man1/attention-atlas.1.gz \
    /usr/share/man/zh_CN/man1/attention-atlas.1.gz \
    /usr/share/bash-completion/completions/attention-atlas \
    /usr/share/applications/attention-atlas.desktop /usr/share/doc/attention-atlas/copyright; do
    [[ -s "$install_root$file" ]] || atlas_die "install root: the package installed no $file"
done
in_root "apt-get remove -y -q attention-atlas >/dev/null 2>&1" "$install_root" ||
    atlas_die "install root: apt-get remove attention-atlas failed"
[[ ! -e "$install_root/usr/bin/attention-atlas" ]] || atlas_die "install root: removing the package left its program"
atlas_log "install root: the package installs, runs (--version, translate, export) and removes cleanly"
atlas_log "fresh root: passed in $((SECONDS - started)) s (after the base root)"
