#!/usr/bin/env python3
"""OPTIMIZE FINAL on a running maskhouse cluster: its time, and the peak memory of every
node while it runs (the merge is built on every replica).

    scripts/bench_optimize.py --url http://127.0.0.1:8123 --pids PID1,PID2,PID3 [--rows N]

Loads the peer workload's table (10 INSERTs from ../shared/bench/peer_bench.py's LOAD),
deletes about 10% of rows, resets each node's peak RSS (/proc/PID/clear_refs), times
OPTIMIZE TABLE events FINAL, and prints each node's peak RSS (VmHWM) during it.
"""
import argparse
import os
import sys
import time
import urllib.request

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "shared", "bench"))
from peer_bench import DDL, LOAD  # noqa: E402


def run(url, sql):
    req = urllib.request.Request(url, data=sql.encode(), method="POST")
    started = time.perf_counter()
    with urllib.request.urlopen(req, timeout=3600) as r:
        body = r.read().decode()
    return time.perf_counter() - started, body


def peak_kib(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    raise RuntimeError(f"no VmHWM for {pid}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--url", required=True)
    ap.add_argument("--pids", required=True, help="comma-separated node process ids")
    ap.add_argument("--rows", type=int, default=10_000_000)
    ap.add_argument("--parts", type=int, default=10)
    args = ap.parse_args()
    pids = [int(p) for p in args.pids.split(",")]
    run(args.url, "DROP TABLE IF EXISTS events")
    run(args.url, DDL)
    per = args.rows // args.parts
    for i in range(args.parts):
        count = per if i < args.parts - 1 else args.rows - per * (args.parts - 1)
        run(args.url, LOAD.format(start=i * per, count=count))
    run(args.url, "DELETE FROM events WHERE user_id % 10 = 3")
    live = run(args.url, "SELECT count() FROM events")[1].strip()
    for pid in pids:
        with open(f"/proc/{pid}/clear_refs", "w") as f:
            f.write("5")
    before = {pid: peak_kib(pid) for pid in pids}
    seconds, _ = run(args.url, "OPTIMIZE TABLE events FINAL")
    after = run(args.url, "SELECT count() FROM events")[1].strip()
    assert after == live, f"OPTIMIZE changed the rows: {live} -> {after}"
    parts = run(args.url, "SELECT count() FROM system.parts WHERE table = 'events' AND active = 1")[1].strip()
    print(f"rows {args.rows}, live {live}, OPTIMIZE FINAL {seconds:.2f} s, active parts after: {parts}")
    for pid in pids:
        print(f"  node pid {pid}: peak RSS during OPTIMIZE {peak_kib(pid) / 1024:.0f} MiB "
              f"(at reset {before[pid] / 1024:.0f} MiB)")


if __name__ == "__main__":
    main()
