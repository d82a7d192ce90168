"""aiochclient against a real maskhouse node (MASKHOUSE_URL): execute (CREATE, INSERT
with rows, DELETE), fetch, fetchrow and fetchval (TSVWithNamesAndTypes), compressed
responses, and an error. Any failure exits non-zero."""

import asyncio
import datetime
import os
import sys

from aiohttp import ClientSession
from aiochclient import ChClient, ChClientError

URL = os.environ["MASKHOUSE_URL"]


def check(got, want, what):
    if got != want:
        print(f"{what}: got {got!r}, want {want!r}", file=sys.stderr)
        sys.exit(1)


async def run(compress):
    async with ClientSession() as session:
        client = ChClient(session, url=URL, compress_response=compress)
        check(await client.is_alive(), True, "is_alive")
        table = f"aio_{int(compress)}"
        await client.execute(f"DROP TABLE IF EXISTS {table}")
        await client.execute(
            f"CREATE TABLE {table} (id UInt64, name String, day Date, "
            "ts DateTime, score Nullable(Float64), tag LowCardinality(String)) "
            "ENGINE = MergeTree ORDER BY id"
        )
        day = datetime.date(2024, 2, 29)
        ts = datetime.datetime(2024, 2, 29, 12, 30, 0)
        await client.execute(
            f"INSERT INTO {table} VALUES",
            *[(i, f"it's {i}", day, ts, None if i % 2 else i / 2, "xy"[i % 2]) for i in range(100)],
        )
        rows = await client.fetch(f"SELECT id, name, day, ts, score, tag FROM {table} WHERE id < 3 ORDER BY id")
        check([tuple(r.values()) for r in rows], [
            (0, "it's 0", day, ts, 0.0, "x"),
            (1, "it's 1", day, ts, None, "y"),
            (2, "it's 2", day, ts, 1.0, "x"),
        ], "fetch")
        check(await client.fetchval(f"SELECT count() FROM {table}"), 100, "fetchval count")
        row = await client.fetchrow(f"SELECT sum(id) AS s, max(name) AS m FROM {table}")
        check((row["s"], row["m"]), (4950, "it's 99"), "fetchrow")
        await client.execute(f"DELETE FROM {table} WHERE id % 10 = 0")
        check(await client.fetchval(f"SELECT count() FROM {table}"), 90, "count after DELETE")
        check(
            await client.fetch(f"SELECT id FROM {table} WHERE id % 10 = 0"),
            [],
            "deleted rows are gone",
        )
        try:
            await client.execute("SELECT * FROM no_such_table")
        except ChClientError as e:
            check("Code: 60." in str(e), True, f"error text: {e}")
        else:
            check("no error", "an error", "query of a missing table")
        await client.execute(f"DROP TABLE {table}")


for compress in [False, True]:
    asyncio.run(run(compress))
print("aiochclient: ok")
