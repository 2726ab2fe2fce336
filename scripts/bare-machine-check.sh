#!/usr/bin/env bash
# Proves that `npm ci && npm test` passes on a bare Debian 12 with no browser
# and none of a browser's system libraries (no chromium, no libnss3, no
# fonts), the way a fresh CI machine or laptop would run it: the end-to-end
# tests must then use the Chromium shipped in the @sparticuz/chromium npm
# package. Nothing on this machine is uninstalled: a minimal Debian root is
# built with debootstrap in a scratch folder, this machine's Node and npm are
# copied in, with a clean clone of the repository's committed HEAD (not the
# work tree), and the tests run there under chroot.
#
# Run as root on a Debian/Ubuntu x64 machine that reaches a Debian mirror and
# the npm registry:  bash scripts/bare-machine-check.sh
#   E2E_PORT        port for the Playwright server (default 4399; the chroot
#                   shares this machine's network, so pick a free one)
#   DEBIAN_MIRROR   default: the first Debian mirror in apt's sources
#   KEEP_BARE_ROOT  set to 1 to keep the scratch root for inspection
set -euo pipefail

repo=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
port=${E2E_PORT:-4399}

if [ "$(id -u)" != 0 ]; then
  echo "bare-machine-check: run as root (debootstrap, mount and chroot need it)" >&2
  exit 1
fi
if ! command -v debootstrap >/dev/null 2>&1; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null
fi

mirror=${DEBIAN_MIRROR:-$(
  grep -hsvE '^[[:space:]]*#' /etc/apt/sources.list /etc/apt/sources.list.d/* \
    | grep -oE 'https?://[^ ]+/debian/?( |$)' | head -n 1 | tr -d ' ' || true
)}
mirror=${mirror:-http://deb.debian.org/debian}

root=$(mktemp -d /tmp/zfood-bare-root.XXXXXX)
cleanup() {
  for mount in dev/shm dev proc; do
    umount "$root/$mount" 2>/dev/null || true
  done
  if [ "${KEEP_BARE_ROOT:-0}" = 1 ]; then
    echo "bare-machine-check: root kept at $root"
  else
    rm -rf "$root"
  fi
}
trap cleanup EXIT

started=$(date +%s)
echo "bare-machine-check: debootstrap bookworm (minbase) from $mirror into $root"
debootstrap --variant=minbase bookworm "$root" "$mirror" >"$root.debootstrap.log" 2>&1 \
  || { cat "$root.debootstrap.log" >&2; exit 1; }
rm -f "$root.debootstrap.log"

# This machine's Node and npm, as a developer would have installed them.
node_bin=$(command -v node)
npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
mkdir -p "$root/usr/local/bin" "$root/usr/local/lib/node_modules" "$root/usr/local/etc"
cp "$node_bin" "$root/usr/local/bin/node"
cp -a "$npm_dir" "$root/usr/local/lib/node_modules/npm"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
# How this machine reaches the registry: name resolution, the CA bundle
# (which may hold a proxy's certificate) and npm's global settings.
cp /etc/resolv.conf /etc/hosts "$root/etc/"
mkdir -p "$root/etc/ssl/certs"
cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/"
npm_global_config=$(npm config get globalconfig 2>/dev/null)
if [ -f "$npm_global_config" ]; then
  cp "$npm_global_config" "$root/usr/local/etc/npmrc"
fi

# A clean clone of what is committed, made from outside: the bare root has no git.
git clone -q --no-hardlinks "$repo" "$root/work/zfood"
echo "bare-machine-check: testing $(git -C "$root/work/zfood" log -1 --format='%h %s')"

mount -t proc proc "$root/proc"
mount --bind /dev "$root/dev"
mount -t tmpfs -o size=2g tmpfs "$root/dev/shm"

in_root() {
  chroot "$root" /usr/bin/env -i HOME=/root LANG=C.UTF-8 \
    PATH=/usr/local/bin:/usr/bin:/bin CI=true E2E_PORT="$port" \
    /bin/bash -c "$1"
}

# The point of the exercise: no browser and none of its libraries or fonts.
leftovers=$(in_root "dpkg -l | grep -E 'chromium|chrome|libnss3|libnspr4|libexpat|fontconfig|fonts-' || true")
if [ -n "$leftovers" ]; then
  echo "bare-machine-check: the root is not bare:" >&2
  echo "$leftovers" >&2
  exit 1
fi
echo "bare-machine-check: no chromium, libnss3, libnspr4, libexpat, fontconfig or fonts package in the root"

in_root "cd /work/zfood && npm ci --no-audit --no-fund && npm test"
echo "bare-machine-check: passed in $(($(date +%s) - started)) s"
