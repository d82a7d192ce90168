#!/usr/bin/env python3
"""Makes ClickHouse (through chdb) write the binary formats maskhouse must match.

Writes, under crates/server/tests/fixtures/formats/:
  table.sql                  the table, as maskhouse and ClickHouse both create it
  all_types.<Format>         `SELECT * FROM t ORDER BY id` in each format: every column
                             type maskhouse has, with NULLs, empty and non-ASCII strings,
                             escapes, a string longer than 127 bytes, extreme values,
                             empty, nested and NULL-holding arrays
  empty.<Format>             the same query with no rows

Run it from the repository root:
  python3 -m venv /root/.cache/maskhouse/chdb-venv
  /root/.cache/maskhouse/chdb-venv/bin/pip install chdb
  /root/.cache/maskhouse/chdb-venv/bin/python scripts/format_fixtures.py
"""

import os
import pathlib
import sys

os.environ["TZ"] = "UTC"

from chdb import session  # noqa: E402

OUT = pathlib.Path(__file__).resolve().parent.parent / "crates/server/tests/fixtures/formats"

COLUMNS = [
    ("id", "UInt32"),
    ("u8", "UInt8"),
    ("u16", "UInt16"),
    ("u32", "UInt32"),
    ("u64", "UInt64"),
    ("i8", "Int8"),
    ("i16", "Int16"),
    ("i32", "Int32"),
    ("i64", "Int64"),
    ("f32", "Float32"),
    ("f64", "Float64"),
    ("s", "String"),
    ("b", "Bool"),
    ("d", "Date"),
    ("dt", "DateTime"),
    ("dt64", "DateTime64(3)"),
    ("lc", "LowCardinality(String)"),
    ("n_u8", "Nullable(UInt8)"),
    ("n_u64", "Nullable(UInt64)"),
    ("n_i32", "Nullable(Int32)"),
    ("n_i64", "Nullable(Int64)"),
    ("n_f32", "Nullable(Float32)"),
    ("n_f64", "Nullable(Float64)"),
    ("n_s", "Nullable(String)"),
    ("n_b", "Nullable(Bool)"),
    ("n_d", "Nullable(Date)"),
    ("n_dt", "Nullable(DateTime)"),
    ("n_dt64", "Nullable(DateTime64(3))"),
    ("a_u32", "Array(UInt32)"),
    ("a_ns", "Array(Nullable(String))"),
    ("aa_i8", "Array(Array(Int8))"),
    ("d32", "Date32"),
    ("dec", "Decimal(10, 2)"),
    ("dec38", "Decimal(38, 10)"),
    ("uid", "UUID"),
    ("fs", "FixedString(3)"),
    ("e8", "Enum8('b' = -2, 'a' = 1)"),
    ("e16", "Enum16('y' = 2, 'x' = 1000)"),
    ("n_uid", "Nullable(UUID)"),
    ("a_fs", "Array(FixedString(2))"),
]

LONG = "x" * 300

# One SQL literal per column, row by row.
ROWS = [
    # Lowest values, empty strings, NULLs.
    [
        "1", "0", "0", "0", "0", "-128", "-32768", "-2147483648", "-9223372036854775808",
        "-3.4028235e38", "-inf", "''", "false", "'1970-01-01'", "'1970-01-01 00:00:00'",
        "'1900-01-01 00:00:00.000'", "''",
        "NULL", "NULL", "NULL", "NULL", "NULL", "NULL", "NULL", "NULL", "NULL", "NULL", "NULL",
        "[]", "[]", "[]",
        "'1900-01-01'", "-99999999.99", "0", "'00000000-0000-0000-0000-000000000000'", "''", "'b'", "'y'", "NULL", "[]",
    ],
    # Highest values, non-ASCII, zero and empty in the nullable columns.
    [
        "2", "255", "65535", "4294967295", "18446744073709551615", "127", "32767",
        "2147483647", "9223372036854775807", "inf", "1.7976931348623157e308",
        "'héllo ✓ 日本語'", "true", "'2149-06-06'", "'2106-02-07 06:28:15'",
        "'2299-12-31 23:59:59.999'", "'日本語'",
        "0", "18446744073709551615", "-2147483648", "0", "-0.0", "nan", "''", "false",
        "'1970-01-01'", "'1970-01-01 00:00:00'", "'1970-01-01 00:00:00.000'",
        "[4294967295, 0]", "['héllo', NULL, '']", "[[-128, 127], []]",
        "'2299-12-31'", "99999999.99", "-1234567890123456789012345678.0123456789", "'ffffffff-ffff-ffff-ffff-ffffffffffff'", "'abc'", "'a'", "'x'", "'61f0c404-5cb3-11e7-907b-a6006ad3dba0'", "['a', 'bc']",
    ],
    # Ordinary values with escapes and a long string.
    [
        "3", "1", "2", "3", "4", "-1", "-2", "-3", "-4", "0.5", "-0.25",
        "'tab\\there\\nnew \"line\" back\\\\slash'", "true", "'2024-02-29'",
        "'2024-02-29 12:34:56'", "'2024-02-29 12:34:56.789'", "'x'",
        "7", "42", "-7", "1234567890123", "1.5", "3.141592653589793",
        "'" + LONG + "'", "true", "'2024-02-29'", "'2024-02-29 12:34:56'",
        "'2024-02-29 12:34:56.001'",
        "[1, 2, 3]", "[NULL]", "[[1]]",
        "'2024-02-29'", "3.14", "0.0000000001", "'61f0c404-5cb3-11e7-907b-a6006ad3dba0'", "'é'", "1", "1000", "'00000000-0000-0000-0000-000000000001'", "['']",
    ],
    # Repeats for the LowCardinality dictionary; NULLs again.
    [
        "4", "9", "9", "9", "9", "9", "9", "9", "9", "9", "9", "'日本語'", "false",
        "'2000-01-01'", "'2000-01-01 00:00:00'", "'2000-01-01 00:00:00.000'", "'x'",
        "NULL", "NULL", "NULL", "NULL", "NULL", "NULL", "NULL", "NULL", "NULL", "NULL", "NULL",
        "[9]", "['x', 'x']", "[[], [2, 3]]",
        "'1970-01-01'", "-0.5", "1", "'417ddc5d-e556-4d27-95dd-a34d84e46a50'", "'x'", "'b'", "'y'", "NULL", "['z']",
    ],
]

FORMATS = ["Native", "RowBinary", "RowBinaryWithNames", "RowBinaryWithNamesAndTypes"]


def main() -> int:
    columns = ",\n    ".join(f"{n} {t}" for n, t in COLUMNS)
    create = f"CREATE TABLE t (\n    {columns}\n) ENGINE = MergeTree ORDER BY id"
    values = ",\n".join("(" + ", ".join(r) + ")" for r in ROWS)
    insert = f"INSERT INTO t VALUES\n{values}"
    s = session.Session()
    s.query("CREATE DATABASE IF NOT EXISTS fixtures ENGINE = Atomic")
    s.query("USE fixtures")
    s.query("DROP TABLE IF EXISTS t")
    s.query(create)
    s.query(insert)
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "table.sql").write_text(create + "\n")
    (OUT / "rows.sql").write_text(insert + "\n")
    for fmt in FORMATS:
        for name, where in [("all_types", ""), ("empty", " WHERE id > 100")]:
            data = s.query(f"SELECT * FROM t{where} ORDER BY id", fmt).bytes()
            (OUT / f"{name}.{fmt}").write_bytes(data)
            print(f"{name}.{fmt}: {len(data)} bytes")
    # What DESCRIBE prints, so that type names can be compared.
    print(s.query("DESCRIBE TABLE t", "TSV").bytes().decode())
    return 0


if __name__ == "__main__":
    sys.exit(main())
