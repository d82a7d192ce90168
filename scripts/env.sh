# Shared build environment for the project's scripts: one persistent target directory
# (so repeated runs build incrementally) and the mold linker where it is installed.
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/maskhouse/target}"
if command -v mold >/dev/null 2>&1; then
  export RUSTFLAGS="-C link-arg=-fuse-ld=mold"
fi
