#!/usr/bin/env python3
"""Regenerates the expected outputs of the golden SQL cases from ClickHouse.

Each case `crates/server/tests/golden/NAME.sql` is run twice, statement by statement:
in ClickHouse (chdb, an embedded ClickHouse from PyPI) and in a maskhouse server
started from a built binary. `NAME.out` is written from ClickHouse's outputs, except
for statements marked with a comment line `-- own: <reason>` right before them: those
show something ClickHouse has no equal for (maskhouse's system tables, part names,
restarts) or where maskhouse differs on purpose, and their expected output is
maskhouse's own. Every such reason is listed in docs/sql.md.

A statement that fails in ClickHouse is expected to fail in maskhouse too; the `.out`
line is `ERROR <status>` with the HTTP status maskhouse answers (ClickHouse's own
status is not visible through chdb). Where maskhouse's output differs from ClickHouse's
for a statement that is not `own`, the script prints the difference and the golden
test fails until maskhouse is fixed or the statement is marked `own` with a reason.

Usage:
    python3 -m venv ~/.cache/maskhouse/oracle-venv
    ~/.cache/maskhouse/oracle-venv/bin/pip install chdb
    cargo build -p maskhouse-server
    ~/.cache/maskhouse/oracle-venv/bin/python scripts/golden_oracle.py [--bin PATH] [CASE ...]
"""

import argparse
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "crates/server/tests/golden"
HEADER = "-- expected outputs from ClickHouse {version} (scripts/golden_oracle.py); `own` statements from maskhouse\n"


def statements(sql):
    """Yields ("stmt", text, own_reason) and ("marker", line, None) as the test runner
    splits a case: statements end at a line ending in `;`; comment lines before a
    statement are skipped; `-- restart` and `-- kill` are markers."""
    current = []
    own = None
    for line in sql.splitlines():
        trimmed = line.strip()
        if trimmed in ("-- restart", "-- kill"):
            yield ("marker", trimmed, None)
            continue
        if trimmed.startswith("--") and not "".join(current).strip():
            if trimmed.startswith("-- own:"):
                own = trimmed[len("-- own:"):].strip() or "unspecified"
            continue
        current.append(line + "\n")
        if trimmed.endswith(";"):
            yield ("stmt", "".join(current).strip(), own)
            current = []
            own = None


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Maskhouse:
    """One maskhouse server process on a temporary data directory."""

    def __init__(self, binary, data_dir):
        self.binary = binary
        self.data_dir = data_dir
        self.http = free_port()
        self.inter = free_port()
        self.proc = None
        self.start()

    def start(self):
        env = dict(os.environ, MASKHOUSE_MERGE_INTERVAL_MS="0", MASKHOUSE_LOG="warn")
        self.proc = subprocess.Popen(
            [self.binary, "server", "--data-dir", self.data_dir,
             "--http-port", str(self.http), "--interserver-port", str(self.inter)],
            env=env, stdout=subprocess.DEVNULL)
        deadline = time.time() + 60
        while time.time() < deadline:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{self.http}/ping", timeout=1):
                    return
            except (urllib.error.URLError, ConnectionError, OSError):
                time.sleep(0.05)
        raise SystemExit("maskhouse did not start")

    def stop(self, sig):
        self.proc.send_signal(sig)
        self.proc.wait(timeout=60)

    def marker(self, which):
        self.stop(signal.SIGTERM if which == "-- restart" else signal.SIGKILL)
        self.start()

    def query(self, sql):
        req = urllib.request.Request(f"http://127.0.0.1:{self.http}/", data=sql.encode())
        try:
            with urllib.request.urlopen(req, timeout=120) as r:
                return r.status, r.read().decode()
        except urllib.error.HTTPError as e:
            return e.code, e.read().decode()


def clickhouse_run(session, sql):
    try:
        return True, session.query(sql, "TabSeparated").bytes().decode()
    except Exception as e:  # chdb raises a plain Exception carrying ClickHouse's message
        return False, str(e).strip().splitlines()[0] if str(e).strip() else "error"


def regenerate(case, binary, chdb):
    from chdb import session as chs

    sql = case.read_text()
    work = tempfile.mkdtemp(prefix="golden-")
    ch = chs.Session(os.path.join(work, "ch"))
    mh = Maskhouse(binary, os.path.join(work, "mh"))
    version = ch.query("SELECT version()", "TabSeparated").bytes().decode().strip()
    out = [HEADER.format(version=version)]
    differences = []
    try:
        for kind, text, own in statements(sql):
            if kind == "marker":
                mh.marker(text)
                out.append(text + "\n")
                continue
            status, body = mh.query(text)
            mine = body if status == 200 else f"ERROR {status}\n"
            if own is not None:
                out.append(mine)
                continue
            ok, theirs = clickhouse_run(ch, text)
            if not ok:
                expected = mine if status != 200 else "ERROR (ClickHouse failed)\n"
                if status == 200:
                    differences.append((text, f"ClickHouse failed: {theirs}", mine))
                out.append(expected)
                continue
            out.append(theirs)
            if theirs != mine:
                differences.append((text, theirs, mine))
    finally:
        mh.stop(signal.SIGTERM)
        ch.close()
        shutil.rmtree(work, ignore_errors=True)
    case.with_suffix(".out").write_text("".join(out))
    return differences


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bin", help="maskhouse binary (default: the debug build in CARGO_TARGET_DIR)")
    parser.add_argument("cases", nargs="*", help="case names (default: all)")
    args = parser.parse_args()
    import chdb

    target = Path(os.environ.get("CARGO_TARGET_DIR", Path.home() / ".cache/maskhouse/target"))
    binary = args.bin or str(target / "debug/maskhouse")
    if not os.path.exists(binary):
        raise SystemExit(f"no maskhouse binary at {binary}: build it or pass --bin")
    cases = sorted(GOLDEN.glob("*.sql"))
    if args.cases:
        cases = [c for c in cases if c.stem in args.cases]
    failed = 0
    for case in cases:
        diffs = regenerate(case, binary, chdb)
        print(f"{case.stem}: {'ok' if not diffs else f'{len(diffs)} statement(s) differ from ClickHouse'}")
        for text, theirs, mine in diffs:
            failed += 1
            print(f"  {' '.join(text.split())[:160]}\n    ClickHouse: {theirs!r}\n    maskhouse:  {mine!r}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
