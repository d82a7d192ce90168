#!/usr/bin/env python3
"""Builds and checks the corpus of ClickHouse's own stateless SQL tests.

The corpus lives in `crates/server/tests/clickhouse/`: `queries/NAME.sql` with the
expected output `queries/NAME.reference`, copied from ClickHouse's
`tests/queries/0_stateless/`, plus `areas.tsv`, `sources.tsv` and `error_codes.tsv`.
Only tests that pass on ClickHouse itself (chdb, an embedded ClickHouse from PyPI) are
kept, so that a runner can measure how many of them maskhouse passes.

Subcommands:
    select --repo GITDIR [--extra DIR ...] --out crates/server/tests/clickhouse
        chooses the tests (rules in PROVENANCE.md) and writes the corpus
    check --dir crates/server/tests/clickhouse [NAME ...]
        runs the corpus (or the named tests) on chdb and prints pass/fail per test

A test runs the way clickhouse-client runs a `.sql` file in multi-query mode: split into
statements (see `split_statements`), each run in turn in one fresh chdb session with
output format TabSeparated unless the statement has its own FORMAT clause; the outputs
are concatenated and compared byte for byte with the reference. Hints in comments
(`-- { serverError X }`, `-- { clientError X }`, `-- { echoOn }`, ...) are honoured.

Usage:
    bash ../shared/bench/setup.sh      # once: a venv with chdb
    ~/.cache/maskhouse-bench/venv/bin/python scripts/clickhouse_tests.py check \\
        --dir crates/server/tests/clickhouse
"""

import argparse
import json
import os
import random
import re
import select as select_io
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

TEST_TIMEOUT_S = 20
WORKER_RECYCLE_TESTS = 100
TESTS_DIR = "tests/queries/0_stateless"
UPSTREAM = "ClickHouse/ClickHouse"
VIA_SNAPSHOT = "snapshot"
VIA_SINGLE = "single files"

# ---------------------------------------------------------------------------
# Splitting a test file into statements, the way clickhouse-client does.
# ---------------------------------------------------------------------------

WHITESPACE = " \t\n\r\f\v"
HEREDOC = re.compile(r"\$([A-Za-z0-9_]*)\$")


@dataclass
class Token:
    kind: str  # "ws", "comment", "string", "semicolon", "other"
    start: int
    end: int


def _quoted_end(text, pos):
    """End of a quoted literal or identifier starting at `pos`; a backslash escapes
    the next character, a doubled quote simply starts the next literal."""
    quote = text[pos]
    i = pos + 1
    while i < len(text):
        if text[i] == "\\":
            i += 2
            continue
        if text[i] == quote:
            return i + 1
        i += 1
    return len(text)


def _block_comment_end(text, pos):
    """End of a `/* */` comment starting at `pos`; such comments nest."""
    depth = 0
    i = pos
    while i + 1 < len(text):
        pair = text[i:i + 2]
        if pair == "/*":
            depth += 1
            i += 2
        elif pair == "*/":
            depth -= 1
            i += 2
            if depth == 0:
                return i
        else:
            i += 1
    return len(text)


def _line_end(text, pos):
    newline = text.find("\n", pos)
    return len(text) if newline < 0 else newline


def next_token(text, pos):
    """The lexical token at `pos`, coarse but enough to find statement ends."""
    c = text[pos]
    if c in WHITESPACE:
        end = pos
        while end < len(text) and text[end] in WHITESPACE:
            end += 1
        return Token("ws", pos, end)
    if text.startswith("--", pos):
        return Token("comment", pos, _line_end(text, pos))
    if c == "#" and pos + 1 < len(text) and text[pos + 1] in "! ":
        return Token("comment", pos, _line_end(text, pos))
    if text.startswith("/*", pos):
        return Token("comment", pos, _block_comment_end(text, pos))
    if c in "'\"`":
        return Token("string", pos, _quoted_end(text, pos))
    if c == "$":
        match = HEREDOC.match(text, pos)
        if match:
            close = text.find(match.group(0), match.end())
            end = len(text) if close < 0 else close + len(match.group(0))
            return Token("string", pos, end)
    if c == ";":
        return Token("semicolon", pos, pos + 1)
    end = pos + 1
    while end < len(text) and text[end] not in WHITESPACE + "'\"`;-/#$":
        end += 1
    return Token("other", pos, end)


def tokens(text, pos=0):
    while pos < len(text):
        token = next_token(text, pos)
        yield token
        pos = token.end


def _next_significant(text, pos):
    """Start of the next token that is not whitespace or a comment (or len(text))."""
    for token in tokens(text, pos):
        if token.kind not in ("ws", "comment"):
            return token
    return None


def _statement_end(text, start):
    """Where the statement beginning at `start` ends: after its `;` and any further
    `;`, then extended to the end of the line when the next statement starts on a
    later line (so a trailing same-line comment belongs to this statement)."""
    end = None
    last_significant = start
    for token in tokens(text, start):
        if token.kind == "semicolon":
            end = token.end
            break
        if token.kind not in ("ws", "comment"):
            last_significant = token.end
    if end is None:
        end = last_significant
    following = _next_significant(text, end)
    while following is not None and following.kind == "semicolon":
        end = following.end
        following = _next_significant(text, end)
    next_begin = len(text) if following is None else following.start
    newline = text.find("\n", end)
    newline = len(text) if newline < 0 else newline
    if newline <= next_begin:
        end = newline
    return end


def split_statements(text):
    """Statement texts in order, each from its first non-whitespace character (leading
    comments included) to its end as `_statement_end` finds it."""
    statements = []
    pos = 0
    while pos < len(text):
        while pos < len(text) and text[pos] in WHITESPACE:
            pos += 1
        if pos >= len(text):
            break
        end = _statement_end(text, pos)
        if end <= pos:  # nothing significant left
            end = len(text)
        statements.append(text[pos:end])
        pos = end
    return statements


def executable_text(statement):
    """The statement with comments and the trailing `;` removed, as sent to the engine;
    empty when the statement is only comments."""
    parts = []
    for token in tokens(statement):
        if token.kind == "comment":
            parts.append(" ")
        else:
            parts.append(statement[token.start:token.end])
    text = "".join(parts).strip()
    while text.endswith(";"):
        text = text[:-1].rstrip()
    return text


# ---------------------------------------------------------------------------
# Test hints in comments.
# ---------------------------------------------------------------------------

HINT_WORD = re.compile(r"\s*(?:([A-Za-z_][A-Za-z0-9_]*)|(\d+)|([,|])|(\S))")


@dataclass
class Hint:
    errors: list = field(default_factory=list)  # codes (int) or names (str)
    expects_error: bool = False
    echo: bool | None = None


def _parse_hint_body(body, leading, hint):
    """Reads one `{ ... }` body: `echo`/`echoOn`/`echoOff` anywhere; `serverError` or
    `clientError` followed by codes or names separated by `,` `|` or spaces, unless the
    comment comes before the statement's first token."""
    items = list(HINT_WORD.finditer(body))
    i = 0
    while i < len(items):
        word = items[i].group(1)
        i += 1
        if word in ("echo", "echoOn"):
            hint.echo = True
        elif word == "echoOff":
            hint.echo = False
        elif word in ("serverError", "clientError") and not leading:
            codes = []
            while i < len(items):
                name, number, separator = items[i].group(1), items[i].group(2), items[i].group(3)
                if name:
                    codes.append(name)
                elif number:
                    codes.append(int(number))
                elif not separator:
                    break
                i += 1
            hint.errors = codes
            hint.expects_error = True
            return


def parse_hint(statement):
    """The hints found in the comments of one statement's text."""
    hint = Hint()
    leading = True
    for token in tokens(statement):
        if token.kind == "comment":
            comment = statement[token.start:token.end]
            open_at = comment.find("{")
            close_at = comment.find("}", open_at + 1) if open_at >= 0 else -1
            if close_at >= 0:
                _parse_hint_body(comment[open_at + 1:close_at], leading, hint)
        elif token.kind != "ws":
            leading = False
    return hint


# ---------------------------------------------------------------------------
# Running one test on chdb (inside a worker process).
# ---------------------------------------------------------------------------

ERROR_CODE = re.compile(r"Code: (\d+)\.")
SESSION_SETTINGS = ["SET implicit_select = 0"]  # chdb turns it on; ClickHouse's default is off


def error_code(message):
    match = ERROR_CODE.search(message)
    return int(match.group(1)) if match else None


def load_error_names(session):
    """Error code names of this ClickHouse build: name -> code."""
    out = session.query(
        "SELECT number, errorCodeToName(number) FROM numbers(2000) "
        "WHERE errorCodeToName(number) != ''", "TabSeparated").bytes().decode()
    names = {}
    for line in out.splitlines():
        code, name = line.split("\t")
        names[name] = int(code)
    return names


def _expected_codes(hint, names):
    return {e if isinstance(e, int) else names.get(e, -1) for e in hint.errors}


def run_statements(session, sql, names):
    """Runs a test's statements; returns (output bytes, failure reason or None)."""
    output = bytearray()
    echo = False
    for statement in split_statements(sql):
        hint = parse_hint(statement)
        if hint.echo is not None:
            echo = hint.echo
        query = executable_text(statement)
        if not query:
            continue
        if echo:
            output += statement.encode() + b"\n"
        try:
            result = session.query(query, "TabSeparated").bytes()
        except Exception as e:  # chdb raises its own error type with the server's text
            message = str(e)
            if not hint.expects_error:
                return bytes(output), f"unexpected error in `{_short(query)}`: {_short(message, 300)}"
            if error_code(message) not in _expected_codes(hint, names):
                return bytes(output), (f"expected error {hint.errors} in `{_short(query)}`, "
                                       f"got: {_short(message, 300)}")
            continue
        if hint.expects_error and 0 not in _expected_codes(hint, names):
            return bytes(output), f"expected error {hint.errors} but `{_short(query)}` succeeded"
        output += result
    return bytes(output), None


def _short(text, limit=120):
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit] + "..."


def _first_difference(actual, expected):
    a_lines, e_lines = actual.split(b"\n"), expected.split(b"\n")
    for i, (a, e) in enumerate(zip(a_lines, e_lines)):
        if a != e:
            return f"line {i + 1}: got {a[:80]!r}, expected {e[:80]!r}"
    return f"got {len(a_lines)} lines, expected {len(e_lines)}"


def with_session(action):
    """Calls `action(session)` with a fresh chdb session on a temporary path."""
    import chdb.session

    data_dir = tempfile.mkdtemp(prefix="ch-test-")
    session = chdb.session.Session(data_dir)
    try:
        return action(session)
    finally:
        session.close()
        shutil.rmtree(data_dir, ignore_errors=True)


def run_test(sql_path, reference_path, names):
    """Runs one test in a fresh chdb session on a temporary path."""
    sql = Path(sql_path).read_text(encoding="utf-8")
    expected = Path(reference_path).read_bytes()

    def run(session):
        for setting in SESSION_SETTINGS:
            session.query(setting)
        return run_statements(session, sql, names)

    actual, failure = with_session(run)
    if failure is None and actual != expected:
        failure = "output differs: " + _first_difference(actual, expected)
    return failure


def worker_main():
    """Reads `{"sql": path, "reference": path}` lines on stdin, answers one JSON line
    `{"failure": reason or null}` per test on stdout."""
    os.environ["TZ"] = "UTC"
    names = with_session(load_error_names)
    for line in sys.stdin:
        request = json.loads(line)
        try:
            failure = run_test(request["sql"], request["reference"], names)
        except Exception as e:  # any Python-side error fails the test
            failure = f"runner error: {_short(repr(e), 300)}"
        print(json.dumps({"failure": failure}), flush=True)


class Worker:
    """A child process running tests one at a time, killed and replaced on timeout."""

    def __init__(self):
        self.proc = None
        self.served = 0

    def _start(self):
        env = dict(os.environ, TZ="UTC")
        self.proc = subprocess.Popen(
            [sys.executable, os.path.abspath(__file__), "worker"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            text=True, env=env)
        self.served = 0

    def stop(self):
        if self.proc is not None:
            self.proc.kill()
            self.proc.wait()
            self.proc = None

    def run(self, sql_path, reference_path):
        """Failure reason of one test, or None when it passes."""
        if self.proc is None or self.served >= WORKER_RECYCLE_TESTS:
            self.stop()
            self._start()
        self.served += 1
        self.proc.stdin.write(json.dumps({"sql": str(sql_path), "reference": str(reference_path)}) + "\n")
        self.proc.stdin.flush()
        ready, _, _ = select_io.select([self.proc.stdout], [], [], TEST_TIMEOUT_S + 5)
        if not ready:
            self.stop()
            return f"timeout after {TEST_TIMEOUT_S} s"
        line = self.proc.stdout.readline()
        if not line:
            self.stop()
            return "worker died (crash in the engine)"
        return json.loads(line)["failure"]


# ---------------------------------------------------------------------------
# Choosing tests.
# ---------------------------------------------------------------------------

ALLOWED_SYSTEM_TABLES = {"numbers", "one", "parts", "mutations", "tables", "columns"}
EXCLUDED_TAGS = {"zookeeper", "replica", "shard", "distributed", "long", "no-fasttest",
                 "stateful", "s3-storage"}
EXCLUDED_TEXT = [
    (re.compile(r"\{CLICKHOUSE_"), "{CLICKHOUSE_ placeholder"),
    (re.compile(r"\bremote(Secure)?\s*\(", re.I), "remote("),
    (re.compile(r"\bcluster(AllReplicas)?\s*\(", re.I), "cluster("),
    (re.compile(r"\burl\s*\(", re.I), "url("),
    (re.compile(r"\bs3\s*\(", re.I), "s3("),
    (re.compile(r"\bfile\s*\(", re.I), "file("),
    (re.compile(r"replicated", re.I), "Replicated"),
    (re.compile(r"distributed", re.I), "Distributed"),
    (re.compile(r"kafka", re.I), "Kafka"),
    (re.compile(r"dictionary", re.I), "dictionary"),
    (re.compile(r"into\s+outfile", re.I), "INTO OUTFILE"),
    (re.compile(r"\binfile\b", re.I), "INFILE"),
]
SYSTEM_TABLE = re.compile(r"\bsystem\s*\.\s*`?(\w+)", re.I)
DATABASE_FILTER = re.compile(r"\bdatabase\s*==?\s*currentDatabase\s*\(\s*\)", re.I)
CURRENT_DATABASE = re.compile(r"currentDatabase\s*\(", re.I)
TAGS_LINE = re.compile(r"^\s*--\s*Tags:(.*)$", re.M)
DELETE_TEXT = re.compile(r"_row_exists|apply\s+deleted\s+mask|delete\s+from", re.I)


def tags(sql):
    match = TAGS_LINE.search(sql)
    if not match:
        return []
    return [t.strip() for t in match.group(1).split(",") if t.strip()]


def exclusion(sql):
    """Why a test cannot be a candidate, or None."""
    for tag in tags(sql):
        if tag in EXCLUDED_TAGS or tag.startswith("use-"):
            return f"tag {tag}"
    for pattern, what in EXCLUDED_TEXT:
        if pattern.search(sql):
            return what
    if CURRENT_DATABASE.search(DATABASE_FILTER.sub("", sql)):
        return "currentDatabase() outside `database = currentDatabase()`"
    for table in SYSTEM_TABLE.findall(sql):
        if table.lower() not in ALLOWED_SYSTEM_TABLES:
            return f"system.{table}"
    return None


def is_delete_test(name, sql):
    return "lightweight_delete" in name or "lwd" in name or bool(DELETE_TEXT.search(sql))


AREA_RULES = [
    ("system tables", None, re.compile(r"\bsystem\s*\.\s*`?(parts|mutations|tables|columns)\b", re.I)),
    ("joins", re.compile(r"join"), re.compile(r"\bjoin\b", re.I)),
    ("formats", re.compile(r"format|json|csv|tsv|tab_separated|pretty|vertical|template|protobuf|"
                           r"parquet|arrow|orc|avro|native|markdown|msgpack|capnp|bson|row_?binary"),
     re.compile(r"\bformat\s+(?!null\b|tabseparated\b|tsv\b)\w+", re.I)),
    ("aggregates", re.compile(r"agg|group_?by|uniq|quantile|sum|avg|count|min_?max|arg_?m(in|ax)|"
                              r"having|totals|rollup|cube|combinator|_state|window|over"),
     re.compile(r"\bgroup\s+by\b", re.I)),
    ("types", re.compile(r"decimal|date|time|null|low_?cardinality|enum|uuid|ipv[46]|fixed_?string|"
                         r"array|tuple|map|nested|int\d|float|bool|string|cast|conver|overflow|"
                         r"number|interval|object|variant|dynamic"), None),
    ("ddl", re.compile(r"alter|create|drop|rename|attach|detach|truncate|table|view|mutation|ttl|"
                       r"partition|merge_?tree|insert|optimize|engine|materiali[sz]e|default|column|"
                       r"index|projection|database|storage|memory|buffer"),
     re.compile(r"\b(alter|rename|truncate|attach|detach)\s+table\b", re.I)),
    ("functions", re.compile(r"func"), re.compile(r"^(?![\s\S]*\bcreate\s)", re.I)),
]


def area(name, sql):
    """One area per test, by the first rule that matches its name or its text."""
    if is_delete_test(name, sql):
        return "delete"
    for label, by_name, by_text in AREA_RULES:
        if by_name is not None and by_name.search(name.lower()):
            return label
        if by_text is not None and by_text.search(sql):
            return label
    return "other"


@dataclass
class Candidate:
    name: str
    sql: bytes
    reference: bytes
    sql_commit: str
    reference_commit: str

    @property
    def text(self):
        return self.sql.decode("utf-8", "replace")


def git_candidates(gitdir, rev):
    """Tests of the snapshot `rev` of a ClickHouse git directory: name -> Candidate."""
    def git(*args):
        return subprocess.run(["git", "--git-dir", gitdir, *args], check=True,
                              capture_output=True).stdout

    commit = git("rev-parse", rev).decode().strip()
    files = set(git("ls-tree", "-r", "--name-only", commit, "--", TESTS_DIR).decode().split("\n"))
    tests = {}
    for path in sorted(files):
        if not path.endswith(".sql"):
            continue
        reference = path[:-4] + ".reference"
        if reference not in files:
            continue
        name = Path(path).name[:-4]
        tests[name] = Candidate(name, git("show", f"{commit}:{path}"),
                                git("show", f"{commit}:{reference}"), commit, commit)
    return commit, tests


def dir_candidates(directory):
    """Tests kept as single files: `DIR/queries/NAME.sql` and `.reference` with their
    rows in `DIR/sources.tsv` (the corpus's own layout); only rows `via` single files,
    i.e. files read one at a time from ClickHouse's repository, not from a snapshot."""
    directory = Path(directory)
    lines = (directory / "sources.tsv").read_text().splitlines()
    header = lines[0].split("\t")
    tests = {}
    for line in lines[1:]:
        row = dict(zip(header, line.split("\t")))
        if row["via"] != VIA_SINGLE:
            continue
        name = row["name"]
        sql_path = directory / "queries" / f"{name}.sql"
        reference_path = directory / "queries" / f"{name}.reference"
        tests[name] = Candidate(name, sql_path.read_bytes(), reference_path.read_bytes(),
                                row["sql_commit"], row["reference_commit"])
    return tests


class Checker:
    """Runs candidates on chdb (each must pass twice in a row: no flaky tests)."""

    def __init__(self, staging):
        self.staging = Path(staging)
        self.worker = Worker()
        self.tried = 0

    def passes(self, candidate):
        sql_path = self.staging / f"{candidate.name}.sql"
        reference_path = self.staging / f"{candidate.name}.reference"
        sql_path.write_bytes(candidate.sql)
        reference_path.write_bytes(candidate.reference)
        self.tried += 1
        failure = self.worker.run(sql_path, reference_path)
        if failure is None:
            failure = self.worker.run(sql_path, reference_path)
            if failure is not None:
                failure = "flaky: " + failure
        print(f"{'PASS' if failure is None else 'FAIL'} {candidate.name}"
              + ("" if failure is None else f": {failure}"), flush=True)
        return failure is None


def choose(candidates, checker, seed, target, cap):
    """Every passing delete test, then seeded random others until `target` pass."""
    chosen = []
    delete_names = [n for n, c in sorted(candidates.items()) if is_delete_test(n, c.text)]
    for name in delete_names:
        if len(chosen) < cap and checker.passes(candidates[name]):
            chosen.append(name)
    others = sorted(n for n in candidates if n not in set(delete_names))
    random.Random(seed).shuffle(others)
    for name in others:
        if len(chosen) >= min(target, cap):
            break
        if checker.passes(candidates[name]):
            chosen.append(name)
    return sorted(chosen), len(delete_names)


def write_corpus(out, chosen, candidates, origins, error_names):
    queries = Path(out) / "queries"
    if queries.exists():
        shutil.rmtree(queries)
    queries.mkdir(parents=True)
    for name in chosen:
        (queries / f"{name}.sql").write_bytes(candidates[name].sql)
        (queries / f"{name}.reference").write_bytes(candidates[name].reference)
    with open(Path(out) / "areas.tsv", "w") as f:
        for name in chosen:
            f.write(f"{name}\t{area(name, candidates[name].text)}\n")
    with open(Path(out) / "sources.tsv", "w") as f:
        f.write("name\trepository\tpath\tsql_commit\treference_commit\tvia\n")
        for name in chosen:
            c = candidates[name]
            f.write(f"{name}\t{UPSTREAM}\t{TESTS_DIR}/{name}.sql\t{c.sql_commit}\t"
                    f"{c.reference_commit}\t{origins[name]}\n")
    with open(Path(out) / "error_codes.tsv", "w") as f:
        for name, code in sorted(error_names.items(), key=lambda item: item[1]):
            f.write(f"{code}\t{name}\n")


def engine_error_names():
    """name -> code, read from chdb in a child process (chdb stays out of this one)."""
    out = subprocess.run([sys.executable, os.path.abspath(__file__), "error-codes"],
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def cmd_select(args):
    candidates, origins, skipped = {}, {}, {}
    commit, tests = git_candidates(args.repo, args.rev)
    for via, found in [(VIA_SNAPSHOT, tests)] + [(VIA_SINGLE, dir_candidates(d)) for d in args.extra]:
        for name, candidate in found.items():
            candidates[name] = candidate  # single files win over the snapshot
            origins[name] = via
    print(f"{len(candidates)} tests with a reference", flush=True)
    for name in list(candidates):
        reason = exclusion(candidates[name].text)
        if reason:
            skipped[reason] = skipped.get(reason, 0) + 1
            del candidates[name]
    print(f"{len(candidates)} candidates; excluded: "
          + ", ".join(f"{k} {v}" for k, v in sorted(skipped.items(), key=lambda i: -i[1])), flush=True)
    staging = tempfile.mkdtemp(prefix="ch-staging-")
    checker = Checker(staging)
    try:
        chosen, delete_candidates = choose(candidates, checker, args.seed, args.target, args.cap)
    finally:
        checker.worker.stop()
        shutil.rmtree(staging, ignore_errors=True)
    write_corpus(args.out, chosen, candidates, origins, engine_error_names())
    areas = {}
    for name in chosen:
        label = area(name, candidates[name].text)
        areas[label] = areas.get(label, 0) + 1
    print(f"tried {checker.tried} of {len(candidates)} candidates "
          f"({delete_candidates} delete candidates); {len(chosen)} chosen")
    print("areas: " + ", ".join(f"{k} {v}" for k, v in sorted(areas.items())))


def cmd_check(args):
    queries = Path(args.dir) / "queries"
    names = args.names or sorted(p.stem for p in queries.glob("*.sql"))
    worker = Worker()
    passed = failed = 0
    try:
        for name in names:
            failure = worker.run(queries / f"{name}.sql", queries / f"{name}.reference")
            if failure is None:
                passed += 1
                print(f"PASS {name}", flush=True)
            else:
                failed += 1
                print(f"FAIL {name}: {failure}", flush=True)
    finally:
        worker.stop()
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    sel = sub.add_parser("select", help="choose tests and write the corpus")
    sel.add_argument("--repo", required=True, help="git directory of a ClickHouse snapshot")
    sel.add_argument("--rev", default="HEAD")
    sel.add_argument("--extra", action="append", default=[],
                     help="directory laid out like the corpus whose `single files` tests are added")
    sel.add_argument("--out", required=True)
    sel.add_argument("--seed", type=int, default=20260101)
    sel.add_argument("--target", type=int, default=400, help="stop adding tests at this many")
    sel.add_argument("--cap", type=int, default=450)
    chk = sub.add_parser("check", help="run the corpus on chdb")
    chk.add_argument("--dir", required=True)
    chk.add_argument("names", nargs="*")
    sub.add_parser("worker", help=argparse.SUPPRESS)
    sub.add_parser("error-codes", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.command == "worker":
        worker_main()
        return 0
    if args.command == "error-codes":
        print(json.dumps(with_session(load_error_names)))
        return 0
    if args.command == "select":
        cmd_select(args)
        return 0
    return cmd_check(args)


if __name__ == "__main__":
    sys.exit(main())
