#!/usr/bin/env python3
"""Reads of a large ReplacingMergeTree table after upserts, without FINAL, against the
same reads of a table that never had upserts; ClickHouse (chdb) beside it, with FINAL.

    python scripts/bench_upsert_scale.py --url http://127.0.0.1:8123[,http://127.0.0.1:8125] \
        [--rows 10000000] [--share 0.2] [--batches 10] [--reps 5] [--peer]

Two tables of `--rows` rows, `(id UInt64, ver UInt64, user_id UInt32, amount Float64,
status String)`, ENGINE = ReplacingMergeTree(ver) ORDER BY id, loaded alike. Into the
second, `--share` of its keys (every 1/share-th id, spread over the whole key range)
are upserted with a higher version, in `--batches` INSERT … SELECT statements. Then
`SELECT sum(amount), count()` and a GROUP BY over `status` run on both, on every URL
given (the last one is normally a follower): the upserted table's reads over the plain
table's, right after the upserts, 20 s later, and once background merges have settled
(no merge pending, queued or running on any node). Both tables' answers are checked against the values the upserts must leave,
and against ClickHouse's `FINAL` answers when `--peer` is given. Prints JSON.
"""
import argparse
import json
import statistics
import sys
import time
import urllib.parse
import urllib.request

SCHEMA = "(id UInt64, ver UInt64, user_id UInt32, amount Float64, status String)"
ENGINE = "ReplacingMergeTree(ver) ORDER BY id"
READS = {
    "sum": "SELECT sum(amount), count() FROM {t}",
    "group_by": "SELECT status, count(), sum(amount) FROM {t} GROUP BY status ORDER BY status",
}


def load_sql(t, lo, n):
    return (f"INSERT INTO {t} SELECT {lo} + number, 1, toUInt32(number % 1000), "
            f"({lo} + number) / 100, 'new' FROM numbers({n})")


def upsert_sql(t, step, lo, n):
    # Keys lo*step, (lo+1)*step, …: the batch's share of every step-th key.
    return (f"INSERT INTO {t} SELECT (number + {lo}) * {step}, 2, "
            f"toUInt32((number + {lo}) * {step} % 1000), (number + {lo}) * {step} / 50, "
            f"'upserted' FROM numbers({n})")


def post(url, sql):
    req = urllib.request.Request(url, data=sql.encode(), method="POST")
    with urllib.request.urlopen(req, timeout=3600) as r:
        return r.read().decode()


def expected(rows, step):
    """sum(amount) and the per-status counts the upserts leave."""
    upserted = (rows + step - 1) // step
    total = sum_range(rows) / 100
    keys_sum = step * sum_range(upserted)  # sum of the upserted ids
    total += keys_sum / 50 - keys_sum / 100
    return total, {"new": rows - upserted, "upserted": upserted}


def sum_range(n):
    return n * (n - 1) // 2


def timed(run, sql, reps):
    times = []
    out = None
    for _ in range(reps):
        t = time.perf_counter()
        out = run(sql)
        times.append(time.perf_counter() - t)
    return statistics.median(times), out


def check(name, text, total, counts):
    lines = [line.split("\t") for line in text.strip().splitlines()]
    if name == "sum":
        got_sum, got_count = float(lines[0][0]), int(lines[0][1])
        want_count = sum(counts.values())
        if abs(got_sum - total) > 1e-6 * max(1.0, abs(total)) or got_count != want_count:
            return f"sum: got {got_sum}, {got_count}; want {total}, {want_count}"
    else:
        got = {r[0]: int(r[1]) for r in lines}
        want = {k: v for k, v in counts.items() if v}
        if got != want:
            return f"group_by: got {got}; want {want}"
    return None


def merges_busy(url):
    """Merges pending, queued or running on a node, from its /metrics."""
    with urllib.request.urlopen(url.rstrip("/") + "/metrics", timeout=60) as r:
        text = r.read().decode()
    busy = 0
    for line in text.splitlines():
        if line.startswith(("maskhouse_merges_pending", "maskhouse_merges_queued",
                            "maskhouse_merges_running")):
            busy += int(float(line.rsplit(" ", 1)[1]))
    return busy


def wait_settled(urls, limit_s):
    """Waits until no node has a merge pending, queued or running, three polls (and a
    merge round, 1 s by default) in a row; False past `limit_s`."""
    end = time.time() + limit_s
    quiet = 0
    while time.time() < end:
        quiet = quiet + 1 if all(merges_busy(u) == 0 for u in urls) else 0
        if quiet >= 3:
            return True
        time.sleep(2)
    return False


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--url", default="http://127.0.0.1:8123")
    ap.add_argument("--rows", type=int, default=10_000_000)
    ap.add_argument("--share", type=float, default=0.2)
    ap.add_argument("--batches", type=int, default=10)
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--settle-s", type=float, default=600,
                    help="longest wait for background merges to settle before the last reads")
    ap.add_argument("--peer", action="store_true", help="also run ClickHouse (chdb), reading with FINAL")
    args = ap.parse_args()
    urls = args.url.split(",")
    step = round(1 / args.share)
    upserted = (args.rows + step - 1) // step
    total, counts = expected(args.rows, step)
    plain_counts = {"new": args.rows, "upserted": 0}
    plain_total = sum_range(args.rows) / 100
    out = {"rows": args.rows, "upserted_keys": upserted, "batches": args.batches, "maskhouse": {}}
    errors = []

    first = urls[0]
    timings = {}
    for t in ("plain", "upserted"):
        post(first, f"DROP TABLE IF EXISTS {t}")
        post(first, f"CREATE TABLE {t} {SCHEMA} ENGINE = {ENGINE}")
        started = time.perf_counter()
        for lo in range(0, args.rows, 1_000_000):
            post(first, load_sql(t, lo, min(1_000_000, args.rows - lo)))
        timings[f"load_{t}_s"] = time.perf_counter() - started
    per = (upserted + args.batches - 1) // args.batches
    started = time.perf_counter()
    for lo in range(0, upserted, per):
        post(first, upsert_sql("upserted", step, lo, min(per, upserted - lo)))
    timings["upserts_s"] = time.perf_counter() - started
    out["maskhouse"]["timings"] = timings

    def read_all(label):
        result = {}
        for url in urls:
            run = lambda sql, url=url: post(url, sql)
            node = {}
            for name, sql in READS.items():
                plain_s, plain_out = timed(run, sql.format(t="plain"), args.reps)
                up_s, up_out = timed(run, sql.format(t="upserted"), args.reps)
                for table, text, want_total, want_counts in (
                    ("plain", plain_out, plain_total, plain_counts),
                    ("upserted", up_out, total, counts),
                ):
                    wrong = check(name, text, want_total, want_counts)
                    if wrong:
                        errors.append(f"{url} {label} {table} {wrong}")
                node[name] = {"plain_ms": plain_s * 1e3, "upserted_ms": up_s * 1e3,
                              "upserted_over_plain": up_s / plain_s}
            parts = post(url, "SELECT table, count() FROM system.parts WHERE active "
                              "AND table IN ('plain', 'upserted') GROUP BY table ORDER BY table")
            node["active_parts"] = dict(line.split("\t") for line in parts.strip().splitlines())
            result[url] = node
        return result

    out["maskhouse"]["right_after"] = read_all("right after the upserts")
    # Background merges then fold the upserts' parts in (merge_interval_ms).
    time.sleep(20)
    out["maskhouse"]["after_20_s"] = read_all("20 s later")
    started = time.perf_counter()
    settled = wait_settled(urls, args.settle_s)
    out["maskhouse"]["settled_after_s"] = time.perf_counter() - started + 20
    out["maskhouse"]["settled"] = read_all("once merges settled") if settled else None
    if not settled:
        errors.append(f"merges did not settle within {args.settle_s} s")

    if args.peer:
        import tempfile
        import chdb.session
        s = chdb.session.Session(tempfile.mkdtemp(prefix="upsert-scale-peer-"))
        run = lambda sql: s.query(sql, "TabSeparated").bytes().decode()
        peer = {}
        for t in ("plain", "upserted"):
            run(f"CREATE TABLE {t} {SCHEMA} ENGINE = {ENGINE}")
            for lo in range(0, args.rows, 1_000_000):
                run(load_sql(t, lo, min(1_000_000, args.rows - lo)))
        started = time.perf_counter()
        for lo in range(0, upserted, per):
            run(upsert_sql("upserted", step, lo, min(per, upserted - lo)))
        peer["upserts_s"] = time.perf_counter() - started
        for name, sql in READS.items():
            plain_s, _ = timed(run, sql.format(t="plain"), args.reps)
            final_s, final_out = timed(run, sql.format(t="upserted FINAL"), args.reps)
            wrong = check(name, final_out, total, counts)
            if wrong:
                errors.append(f"ClickHouse FINAL {wrong}")
            peer[name] = {"plain_ms": plain_s * 1e3, "upserted_final_ms": final_s * 1e3,
                          "upserted_final_over_plain": final_s / plain_s}
        out["clickhouse"] = peer
    out["errors"] = errors
    print(json.dumps(out, indent=1))
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
