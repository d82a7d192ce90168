#!/usr/bin/env bash
# Builds the image `maskhouse:local` (or $MASKHOUSE_IMAGE) FROM scratch out of a
# maskhouse binary.
#   deploy/build-image.sh [BINARY]     (default: the release build)
# The root filesystem holds the binary (debug info stripped), the shared libraries it
# links as `ldd` lists them (a static binary needs none), /etc/nsswitch.conf so that
# container names resolve, and /data and /tmp.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/env.sh
bin="${1:-$CARGO_TARGET_DIR/release/maskhouse}"
[ -x "$bin" ] || { echo "no maskhouse binary at $bin (build it first)" >&2; exit 1; }
context="$(mktemp -d)"
trap 'rm -rf "$context"' EXIT
root="$context/rootfs"
mkdir -p "$root/data" "$root/tmp" "$root/etc"
chmod 1777 "$root/tmp"
objcopy --strip-debug "$bin" "$root/maskhouse" 2>/dev/null || cp "$bin" "$root/maskhouse"
# Every library the binary links, and the dynamic loader, at the same paths.
if ldd "$bin" >/dev/null 2>&1; then
  for lib in $(ldd "$bin" | grep -o '/[^ ]*'); do
    mkdir -p "$root$(dirname "$lib")"
    cp -L "$lib" "$root$lib"
  done
fi
printf 'hosts: files dns\n' > "$root/etc/nsswitch.conf"
cp deploy/Dockerfile "$context/"
image="${MASKHOUSE_IMAGE:-maskhouse:local}"
docker build -q -t "$image" "$context" >/dev/null
echo "built image $image from $bin"
