#!/usr/bin/env bash
# Builds the image, starts the 3-node compose cluster, runs SQL against every node,
# kills one container, checks that the other two still serve (writes included),
# restarts it and waits until it caught up, and stops everything. Exit status 0 only
# if every step held.
#   deploy/compose-test.sh [BINARY]
# Talks to the nodes only through ports published on 127.0.0.1.
set -euo pipefail
cd "$(dirname "$0")"
bin="${1:-}"
project="maskhouse-test-$$"
# An image tag of this run's own, removed at the end (another run may build meanwhile).
export MASKHOUSE_IMAGE="maskhouse:test-$$"
export MASKHOUSE_CLUSTER_SECRET="test-$$-$RANDOM"
export MASKHOUSE_HTTP_1="${MASKHOUSE_HTTP_1:-18123}" MASKHOUSE_HTTP_2="${MASKHOUSE_HTTP_2:-18124}" MASKHOUSE_HTTP_3="${MASKHOUSE_HTTP_3:-18125}"
ports=("$MASKHOUSE_HTTP_1" "$MASKHOUSE_HTTP_2" "$MASKHOUSE_HTTP_3")
compose() { docker-compose -p "$project" -f docker-compose.yml "$@"; }
cleanup() {
  if [ "${failed:-0}" = 1 ]; then compose logs --tail=40 >&2 || true; fi
  compose down -v --remove-orphans >/dev/null 2>&1 || true
  docker rmi -f "$MASKHOUSE_IMAGE" >/dev/null 2>&1 || true
}
trap 'failed=1; cleanup' ERR
trap cleanup EXIT

./build-image.sh ${bin:+"$bin"}
compose up -d >/dev/null

sql() { # sql PORT QUERY → output; fails on a non-200 answer
  local out code
  out="$(curl -sS --max-time 60 -w '\n%{http_code}' "http://127.0.0.1:$1/" --data-binary "$2")"
  code="${out##*$'\n'}"; out="${out%$'\n'*}"
  if [ "$code" != 200 ]; then echo "node on port $1: $2 → HTTP $code: $out" >&2; return 1; fi
  printf '%s' "$out"
}
expect() { # expect PORT QUERY WANTED
  local got; got="$(sql "$1" "$2")"
  if [ "$got" != "$3" ]; then echo "node on port $1: $2 → '$got', expected '$3'" >&2; return 1; fi
}
wait_for() { # wait_for PORT QUERY WANTED: polls up to 60 s
  for _ in $(seq 1 120); do
    if [ "$(sql "$1" "$2" 2>/dev/null || true)" = "$3" ]; then return 0; fi
    sleep 0.5
  done
  expect "$1" "$2" "$3"
}

for p in "${ports[@]}"; do wait_for "$p" "SELECT 1" "1"; done
wait_for "${ports[0]}" "SELECT count() FROM system.replicas WHERE role = 'Leader' SETTINGS read_consistency = 'local'" "1"
sql "${ports[0]}" "CREATE TABLE t (id UInt64, v String) ENGINE = MergeTree ORDER BY id" >/dev/null
sql "${ports[1]}" "INSERT INTO t SELECT number, toString(number) FROM numbers(1000)" >/dev/null
sql "${ports[2]}" "DELETE FROM t WHERE id % 10 = 0" >/dev/null
for p in "${ports[@]}"; do expect "$p" "SELECT count(), sum(id) FROM t" $'900\t450000'; done
echo "three nodes agree: 900 rows after the delete"

compose kill node3 >/dev/null
sql "${ports[0]}" "INSERT INTO t VALUES (5000, 'after the kill')" >/dev/null
sql "${ports[1]}" "DELETE FROM t WHERE id = 1" >/dev/null
for p in "${ports[0]}" "${ports[1]}"; do expect "$p" "SELECT count(), max(id) FROM t" $'900\t5000'; done
echo "node3 killed: the other two still serve reads and writes"

compose start node3 >/dev/null
wait_for "${ports[2]}" "SELECT count(), max(id) FROM t" $'900\t5000'
echo "node3 restarted and caught up"
