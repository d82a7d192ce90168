"""clickhouse-connect against a real maskhouse node (MASKHOUSE_URL): command, insert,
query, query_df, query_arrow, server- and client-side parameters, DELETE and an error,
with every response and request compression the client has. Any failure exits non-zero.
"""

import datetime
import os
import sys

import clickhouse_connect
from clickhouse_connect.driver.exceptions import DatabaseError

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
    client.close()


for compress in [True, "gzip", "zstd", "lz4", False]:
    run(compress)
print("clickhouse-connect: ok")
