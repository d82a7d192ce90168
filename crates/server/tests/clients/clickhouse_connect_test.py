"""clickhouse-connect against a real maskhouse node (MASKHOUSE_URL): command, insert,
query, query_df, query_arrow, server- and client-side parameters, DELETE, an error and
the column types with binary forms of their own (UUID, FixedString, Enum, Decimal, Date32),
a client whose current database is another than default, external data tables (CSV,
TSV by types, JSONEachRow, Parquet; in a SELECT, a join and an INSERT … SELECT), with
every response and request compression the client has. Any failure exits non-zero.
"""

import datetime
import decimal
import os
import sys
import uuid

import io

import clickhouse_connect
import pyarrow as pa
import pyarrow.parquet as pq
from clickhouse_connect.driver.exceptions import DatabaseError
from clickhouse_connect.driver.external import ExternalData

URL = os.environ["MASKHOUSE_URL"]


def check(got, want, what):
    if got != want:
        print(f"{what}: got {got!r}, want {want!r}", file=sys.stderr)
        sys.exit(1)


def run(compress):
    client = clickhouse_connect.get_client(dsn=URL, compress=compress)
    # What the client read when it connected.
    check(client.server_tz, datetime.timezone.utc, "server time zone")
    check(client.server_version, "25.10.1.1", "server version")
    check(client.protocol_version, 54405, "native protocol version (block info probe)")
    table = f"cc_{compress or 'plain'}"
    client.command(f"DROP TABLE IF EXISTS {table}")
    client.command(
        f"CREATE TABLE {table} (id UInt64, name String, amount Float64, "
        "ts DateTime, tag LowCardinality(String), note Nullable(String)) "
        "ENGINE = MergeTree ORDER BY id"
    )
    ts = datetime.datetime(2024, 1, 2, 3, 4, 5, tzinfo=datetime.timezone.utc)
    rows = [[i, f"user{i % 7}", i / 4, ts, "ab"[i % 2], None if i % 3 else f"n{i}"] for i in range(1000)]
    summary = client.insert(table, rows, column_names=["id", "name", "amount", "ts", "tag", "note"])
    check(summary.written_rows, 1000, "insert summary written_rows")

    result = client.query(f"SELECT count(), sum(id) FROM {table}")
    check(result.result_rows, [(1000, 499500)], "count and sum")
    check(result.column_types[0].name, "UInt64", "count() type")
    check(bool(result.query_id), True, "query id")
    check(int(result.summary["read_rows"]) >= 0, True, "summary")

    # Server-side parameters ({name:Type}) and client-side ones (%(name)s).
    result = client.query(
        f"SELECT id, name, note FROM {table} WHERE id < {{max:UInt64}} AND name = {{who:String}} ORDER BY id",
        parameters={"max": 20, "who": "user3"},
    )
    check(result.result_rows, [(3, "user3", "n3"), (10, "user3", None), (17, "user3", None)], "server-side parameters")
    result = client.query(
        f"SELECT count() FROM {table} WHERE name = %(who)s",
        parameters={"who": "user3"},
    )
    check(result.result_rows[0][0], 143, "client-side parameters")

    df = client.query_df(f"SELECT id, name, amount, tag FROM {table} WHERE id < 5 ORDER BY id")
    check(list(df["id"]), [0, 1, 2, 3, 4], "query_df ids")
    check(list(df["tag"]), ["a", "b", "a", "b", "a"], "query_df LowCardinality")
    check(float(df["amount"].sum()), 2.5, "query_df amounts")

    arrow = client.query_arrow(f"SELECT id, name, ts FROM {table} WHERE id >= 998 ORDER BY id")
    check(arrow.column("id").to_pylist(), [998, 999], "query_arrow ids")
    check(arrow.column("name").to_pylist(), ["user4", "user5"], "query_arrow strings")

    client.command(f"DELETE FROM {table} WHERE name = 'user3'")
    check(client.command(f"SELECT count() FROM {table}"), 857, "count after DELETE")
    check(
        client.query(f"SELECT count() FROM {table} WHERE name = 'user3'").result_rows,
        [(0,)],
        "deleted rows are gone",
    )

    try:
        client.query("SELECT * FROM no_such_table")
    except DatabaseError as e:
        check("no_such_table" in str(e), True, f"error text: {e}")
        check(getattr(e, "code", None), 60, "error code")
    else:
        check("no error", "an error", "query of a missing table")
    try:
        client.query("SELECT 1", settings={"no_such_setting": 1})
    except Exception as e:  # the client itself may refuse a setting system.settings lacks
        check("no_such_setting" in str(e), True, f"unknown setting error: {e}")
    else:
        check("no error", "an error", "unknown setting")
    client.command(f"DROP TABLE {table}")

    # Types the client writes and reads in binary forms of their own (Native): UUID
    # (16 bytes), FixedString (N bytes), Enum8/16 (numbers), Decimal, Date32.
    typed = f"{table}_types"
    client.command(f"DROP TABLE IF EXISTS {typed}")
    client.command(
        f"CREATE TABLE {typed} (id UInt32, u UUID, f FixedString(3), e Enum8('a' = 1, 'b' = -2), "
        "w Enum16('x' = 1000, 'y' = 2), nu Nullable(UUID), d Decimal(10, 2), day Date32) "
        "ENGINE = MergeTree ORDER BY id"
    )
    u1 = uuid.UUID("61f0c404-5cb3-11e7-907b-a6006ad3dba0")
    u2 = uuid.UUID("417ddc5d-e556-4d27-95dd-a34d84e46a50")
    client.insert(
        typed,
        [
            [1, u1, b"ab\x00", "b", "x", None, decimal.Decimal("3.14"), datetime.date(1950, 1, 2)],
            [2, u2, b"xyz", "a", "y", u1, decimal.Decimal("-1"), datetime.date(2200, 1, 1)],
        ],
        column_names=["id", "u", "f", "e", "w", "nu", "d", "day"],
    )
    result = client.query(f"SELECT * FROM {typed} ORDER BY id")
    check(
        [t.name for t in result.column_types],
        ["UInt32", "UUID", "FixedString(3)", "Enum8('b' = -2, 'a' = 1)", "Enum16('y' = 2, 'x' = 1000)",
         "Nullable(UUID)", "Decimal(10, 2)", "Date32"],
        "typed column types",
    )
    check(
        result.result_rows,
        [
            (1, u1, b"ab\x00", "b", "x", None, decimal.Decimal("3.14"), datetime.date(1950, 1, 2)),
            (2, u2, b"xyz", "a", "y", u1, decimal.Decimal("-1.00"), datetime.date(2200, 1, 1)),
        ],
        "typed rows",
    )
    check(
        client.query(
            f"SELECT id FROM {typed} WHERE u = {{u:UUID}} AND e = {{e:Enum8('a' = 1, 'b' = -2)}}",
            parameters={"u": str(u1), "e": "b"},
        ).result_rows,
        [(1,)],
        "UUID and Enum parameters",
    )
    client.command(f"DROP TABLE {typed}")

    # Tuples and maps, written and read in Native: a named tuple reads back as a dict,
    # an unnamed one as a tuple, a map as a dict; a DELETE and an UPDATE by a map's value.
    nested = f"{table}_nested"
    client.command(f"DROP TABLE IF EXISTS {nested}")
    client.command(
        f"CREATE TABLE {nested} (id UInt32, t Tuple(UInt8, String), n Tuple(a Int32, b Nullable(String)), "
        "m Map(String, UInt64), am Array(Tuple(UInt8, Map(String, String)))) ENGINE = MergeTree ORDER BY id"
    )
    client.insert(
        nested,
        [
            [1, (1, "x"), {"a": 5, "b": None}, {"k": 1, "l": 2}, [(1, {"p": "q"})]],
            [2, (2, "y"), {"a": -6, "b": "z"}, {}, []],
            [3, (3, ""), {"a": 7, "b": "w"}, {"k": 3}, [(2, {}), (3, {"r": "s"})]],
        ],
        column_names=["id", "t", "n", "m", "am"],
    )
    result = client.query(f"SELECT * FROM {nested} ORDER BY id")
    check(
        [t.name for t in result.column_types],
        ["UInt32", "Tuple(UInt8, String)", "Tuple(`a` Int32, `b` Nullable(String))", "Map(String, UInt64)",
         "Array(Tuple(UInt8, Map(String, String)))"],
        "tuple and map column types",
    )
    check(
        result.result_rows,
        [
            (1, (1, "x"), {"a": 5, "b": None}, {"k": 1, "l": 2}, [(1, {"p": "q"})]),
            (2, (2, "y"), {"a": -6, "b": "z"}, {}, []),
            (3, (3, ""), {"a": 7, "b": "w"}, {"k": 3}, [(2, {}), (3, {"r": "s"})]),
        ],
        "tuple and map rows",
    )
    client.command(f"DELETE FROM {nested} WHERE m['l'] = 2")
    client.command(f"UPDATE {nested} SET m = map('u', id), t = (toUInt8(id * 10), 'up') WHERE m['k'] = 3")
    check(
        client.query(f"SELECT id, t, m, n.a, m['k'] FROM {nested} ORDER BY id").result_rows,
        [(2, (2, "y"), {}, -6, 0), (3, (30, "up"), {"u": 3}, 7, 0)],
        "tuples and maps after DELETE and UPDATE",
    )
    client.command(f"DROP TABLE {nested}")

    # An INSERT the client sends as several blocks (about 2 MiB of values each: three
    # here), each compressed on its own (with lz4, one frame per block): every row of
    # every block arrives.
    blocks = f"{table}_blocks"
    client.command(f"DROP TABLE IF EXISTS {blocks}")
    client.command(f"CREATE TABLE {blocks} (id UInt64, v Float64) ENGINE = MergeTree ORDER BY id")
    n = 300_000
    summary = client.insert(
        blocks, [list(range(n)), [i / 8 for i in range(n)]], column_names=["id", "v"], column_oriented=True
    )
    check(summary.written_rows, n, "several blocks: written_rows")
    check(
        client.query(f"SELECT count(), sum(id), max(v) FROM {blocks}").result_rows,
        [(n, n * (n - 1) // 2, (n - 1) / 8)],
        "several blocks: every row",
    )
    client.command(f"DROP TABLE {blocks}")
    client.close()


def in_database():
    """A client created with `database=`: unqualified names are that database's."""
    admin = clickhouse_connect.get_client(dsn=URL)
    admin.command("DROP DATABASE IF EXISTS cc_db")
    admin.command("CREATE DATABASE cc_db")
    client = clickhouse_connect.get_client(dsn=URL, database="cc_db")
    check(client.command("SELECT currentDatabase()"), "cc_db", "current database")
    client.command("CREATE TABLE t (id UInt64, s String) ENGINE = MergeTree ORDER BY id")
    client.insert("t", [[1, "a"], [2, "b"], [3, "c"]], column_names=["id", "s"])
    client.command("DELETE FROM t WHERE id = 2")
    check(client.query("SELECT id, s FROM t ORDER BY id").result_rows, [(1, "a"), (3, "c")], "rows in cc_db")
    check(admin.query("SELECT count() FROM cc_db.t").result_rows, [(2,)], "cc_db.t from default")
    check(
        admin.query("SELECT name FROM system.tables WHERE database = 'cc_db'").result_rows,
        [("t",)],
        "system.tables of cc_db",
    )
    admin.command("DROP DATABASE cc_db")
    try:
        client.query("SELECT 1")
        check("no error", "an error", "query in a dropped database")
    except DatabaseError as e:
        check("UNKNOWN_DATABASE" in str(e), True, "dropped database error")
    client.close()
    admin.close()


def external_data():
    """Tables sent with the query (ClickHouse's external data), read by it alone."""
    client = clickhouse_connect.get_client(dsn=URL)
    people = lambda: ExternalData(  # noqa: E731
        file_name="people.csv", data=b"1,alice\n2,bob\n", fmt="CSV", structure=["id UInt32", "name String"]
    )
    check(
        client.query("SELECT name FROM people WHERE id = 2", external_data=people()).result_rows,
        [("bob",)],
        "external CSV",
    )
    nums = ExternalData(file_name="nums.tsv", data=b"5\n6\n", types="UInt64")
    check(
        client.query("SELECT sum(_1), toTypeName(sum(_1)) FROM nums", external_data=nums).result_rows,
        [(11, "UInt64")],
        "external TSV by types",
    )
    client.command("DROP TABLE IF EXISTS ext_base")
    client.command("CREATE TABLE ext_base (id UInt32, v String) ENGINE = MergeTree ORDER BY id")
    client.command("INSERT INTO ext_base VALUES (1, 'x'), (2, 'y'), (3, 'z')")
    keys = ExternalData(file_name="keys.json", data=b'{"k": 1}\n{"k": 3}\n', fmt="JSONEachRow", structure="k UInt32")
    check(
        client.query("SELECT v FROM ext_base WHERE id IN (SELECT k FROM keys) ORDER BY v", external_data=keys).result_rows,
        [("x",), ("z",)],
        "external JSONEachRow in IN",
    )
    frame = client.query_df(
        "SELECT b.v, p.name FROM ext_base AS b JOIN people AS p ON b.id = p.id ORDER BY b.id", external_data=people()
    )
    check(frame.values.tolist(), [["x", "alice"], ["y", "bob"]], "external table in a join (Native)")
    buf = io.BytesIO()
    pq.write_table(pa.table({"id": pa.array([4, 5], pa.uint32()), "name": ["d", "e"]}), buf)
    parquet = ExternalData(file_name="pq.parquet", data=buf.getvalue(), fmt="Parquet", structure="id UInt32, name String")
    client.command("INSERT INTO ext_base SELECT id, name FROM pq", external_data=parquet)
    check(client.command("SELECT count() FROM ext_base"), 5, "INSERT … SELECT from external Parquet")
    try:
        client.query("SELECT * FROM bad", external_data=ExternalData(file_name="bad.tsv", data=b"x\n", structure="id UInt32"))
        check("no error", "an error", "external data that does not read")
    except DatabaseError as e:
        check("cannot convert" in str(e), True, "external data error")
    client.command("DROP TABLE ext_base")
    client.close()


for compress in [True, "gzip", "zstd", "lz4", False]:
    run(compress)
in_database()
external_data()
print("clickhouse-connect: ok")
