#!/usr/bin/env bash
# The project's test command: formatting, lints, then every test in the workspace.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/env.sh
cargo fmt --all -- --check
cargo clippy --workspace --all-targets --locked -- -D warnings
cargo nextest run --workspace --locked --no-fail-fast "$@"
