#!/usr/bin/env bash
# Builds (release) and runs one maskhouse node with defaults: HTTP on 127.0.0.1:8123,
# interserver on 127.0.0.1:9009, data in ./data. Extra arguments go to `maskhouse server`.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/env.sh
cargo build --release --locked -p maskhouse-server
exec "$CARGO_TARGET_DIR/release/maskhouse" server "$@"
