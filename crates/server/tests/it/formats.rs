//! The binary formats against ClickHouse's own bytes: the fixtures under
//! `tests/fixtures/formats/` were written by ClickHouse (`scripts/format_fixtures.py`)
//! for a table with every column type maskhouse has (`UUID`, `FixedString`, `Enum8/16`,
//! `Decimal` and `Date32` among them). Each is inserted into a real node
//! in its format, and the table is read back in every format: the bytes must be
//! ClickHouse's.

use std::path::PathBuf;

use crate::server::{self, encode, Server};

const FORMATS: [&str; 4] = [
    "Native",
    "RowBinary",
    "RowBinaryWithNames",
    "RowBinaryWithNamesAndTypes",
];

fn fixture(name: &str) -> Vec<u8> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/formats")
        .join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn create(server: &Server) {
    let sql = String::from_utf8(fixture("table.sql")).unwrap();
    let r = server.query(&sql);
    assert_eq!(r.status, 200, "{}", r.body);
}

/// Every read format gives exactly ClickHouse's bytes, with rows and without.
fn assert_reads_as_clickhouse(server: &Server, inserted_as: &str) {
    for format in FORMATS {
        let got = server.query_bytes(&format!("SELECT * FROM t ORDER BY id FORMAT {format}"));
        assert!(
            got == fixture(&format!("all_types.{format}")),
            "inserted as {inserted_as}, read as {format}: bytes differ from ClickHouse's\n got: {got:?}"
        );
        let got = server.query_bytes(&format!(
            "SELECT * FROM t WHERE id > 100 ORDER BY id FORMAT {format}"
        ));
        assert!(
            got == fixture(&format!("empty.{format}")),
            "empty result as {format}: {got:?}"
        );
    }
}

#[test]
fn binary_formats_round_trip_with_clickhouse_bytes() {
    let dir = tempfile::tempdir().unwrap();
    let server = server::start(dir.path());
    create(&server);
    for format in FORMATS {
        let data = fixture(&format!("all_types.{format}"));
        let r = if format == "Native" {
            // As clickhouse-connect sends it: the statement, a line end, then the data.
            let mut body = format!("INSERT INTO t ({}) FORMAT Native\n", columns()).into_bytes();
            body.extend_from_slice(&data);
            server.post("/", &[], &body)
        } else {
            let q = encode(&format!("INSERT INTO t FORMAT {format}"));
            server.post(&format!("/?query={q}"), &[], &data)
        };
        assert_eq!(r.status, 200, "INSERT … FORMAT {format}: {}", r.body);
        assert_reads_as_clickhouse(&server, format);
        assert_eq!(server.ok("TRUNCATE TABLE t"), "");
    }
    // DESCRIBE names the types as the binary headers do.
    let described: Vec<String> = server
        .ok("DESCRIBE TABLE t")
        .lines()
        // TabSeparated escapes the quotes of an Enum's names.
        .map(|l| l.replace("\\'", "'"))
        .map(|l| l.split('\t').take(2).collect::<Vec<_>>().join(" "))
        .collect();
    let table = String::from_utf8(fixture("table.sql")).unwrap();
    for line in &described {
        assert!(
            table.contains(&format!("    {line}")),
            "{line} not in {table}"
        );
    }
    assert_eq!(described.len(), 40);
}

/// The column list of the fixture table.
fn columns() -> String {
    String::from_utf8(fixture("table.sql"))
        .unwrap()
        .lines()
        .filter_map(|l| l.strip_prefix("    "))
        .map(|l| l.split_whitespace().next().unwrap().to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// A body cut anywhere, or with a length prefix claiming more than is there, is a 400
/// that says so, and inserts nothing (DESIGN §2.7: bounded; no allocation follows a
/// hostile length).
#[test]
fn truncated_and_hostile_binary_bodies_are_clear_400s() {
    let dir = tempfile::tempdir().unwrap();
    let server = server::start(dir.path());
    create(&server);
    for format in FORMATS {
        let data = fixture(&format!("all_types.{format}"));
        let q = encode(&format!("INSERT INTO t FORMAT {format}"));
        // Cuts inside a value (a cut between RowBinary rows is fewer rows).
        for cut in [1, data.len() / 2, data.len() - 1] {
            if cut == data.len() / 2 && format != "Native" {
                continue;
            }
            let r = server.post(&format!("/?query={q}"), &[], &data[..cut]);
            assert_eq!(r.status, 400, "{format} cut at {cut}: {}", r.body);
            assert!(
                r.body.contains("Cannot read all data"),
                "{format}: {}",
                r.body
            );
        }
    }
    // A Native block claiming 2^60 rows of one String column.
    let mut body = vec![1u8];
    body.extend_from_slice(&[0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x10]);
    body.extend_from_slice(b"\x01s\x06String\x01a");
    let q = encode("INSERT INTO t FORMAT Native");
    let r = server.post(&format!("/?query={q}"), &[], &body);
    assert_eq!(r.status, 400, "{}", r.body);
    assert!(r.body.contains("Cannot read all data"), "{}", r.body);
    // A RowBinary string claiming 2^40 bytes.
    let mut body = vec![1u8, 0, 0, 0];
    body.extend_from_slice(&[0x80, 0x80, 0x80, 0x80, 0x80, 0x20]);
    let q = encode("INSERT INTO t (id, s) FORMAT RowBinary");
    let r = server.post(&format!("/?query={q}"), &[], &body);
    assert_eq!(r.status, 400, "{}", r.body);
    assert!(r.body.contains("Cannot read all data"), "{}", r.body);
    // An unknown column in a named format.
    let mut body = vec![1u8, 4];
    body.extend_from_slice(b"nope");
    body.extend_from_slice(b"\x06String\x01x");
    let q = encode("INSERT INTO t FORMAT RowBinaryWithNamesAndTypes");
    let r = server.post(&format!("/?query={q}"), &[], &body);
    assert_eq!(r.status, 400, "{}", r.body);
    assert!(r.body.contains("nope"), "{}", r.body);
    assert_eq!(server.ok("SELECT count() FROM t"), "0\n");
}

/// Named formats map columns by name and fill the others with defaults; a column list
/// chooses the columns of RowBinary.
#[test]
fn binary_inserts_map_columns_by_name() {
    let dir = tempfile::tempdir().unwrap();
    let server = server::start(dir.path());
    let r = server.query(
        "CREATE TABLE p (id UInt64, name String, note Nullable(String)) ENGINE = MergeTree ORDER BY id",
    );
    assert_eq!(r.status, 200, "{}", r.body);
    // RowBinaryWithNamesAndTypes with the columns in another order and a narrower type.
    let mut body = vec![2u8];
    for name in ["name", "id"] {
        body.push(name.len() as u8);
        body.extend_from_slice(name.as_bytes());
    }
    for ty in ["String", "UInt32"] {
        body.push(ty.len() as u8);
        body.extend_from_slice(ty.as_bytes());
    }
    body.extend_from_slice(b"\x03abc\x07\x00\x00\x00");
    let q = encode("INSERT INTO p FORMAT RowBinaryWithNamesAndTypes");
    let r = server.post(&format!("/?query={q}"), &[], &body);
    assert_eq!(r.status, 200, "{}", r.body);
    // RowBinary with a column list: id, then a NULL note.
    let body = b"\x08\x00\x00\x00\x00\x00\x00\x00\x01";
    let q = encode("INSERT INTO p (id, note) FORMAT RowBinary");
    let r = server.post(&format!("/?query={q}"), &[], body);
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(
        server.ok("SELECT id, name, note FROM p ORDER BY id"),
        "7\tabc\t\\N\n8\t\t\\N\n"
    );
    // Arrow (file) output reads back with an Arrow reader.
    let bytes = server.query_bytes("SELECT id, name FROM p ORDER BY id FORMAT Arrow");
    let reader =
        arrow::ipc::reader::FileReader::try_new(std::io::Cursor::new(bytes), None).unwrap();
    let rows: usize = reader.map(|b| b.unwrap().num_rows()).sum();
    assert_eq!(rows, 2);
}

/// Array columns read back from what the text formats write: ClickHouse's own output
/// (tests/golden/array_columns.out, from ClickHouse) inserted as TabSeparated, CSV and
/// JSONEachRow gives the same rows, and malformed arrays are clear 400s.
#[test]
fn array_columns_read_from_text_formats() {
    let dir = tempfile::tempdir().unwrap();
    let server = server::start(dir.path());
    let create = "(id UInt64, t Array(String), n Array(Nullable(Int32)), m Array(Array(UInt8))) \
                  ENGINE = MergeTree ORDER BY id";
    for table in ["tsv", "csv", "json"] {
        server.ok(&format!("CREATE TABLE {table} {create}"));
    }
    let tsv = "1\t['a','b']\t[1,NULL]\t[[1],[]]\n\
               3\t['it\\'s','c']\t[]\t[]\n\
               4\t['d','e\\\\f\\tg']\t[NULL,7]\t[[2,3]]\n";
    let csv = "1,\"['a','b']\",\"[1,NULL]\",\"[[1],[]]\"\n\
               3,\"['it\\'s','c']\",[],[]\n\
               4,\"['d','e\\\\f\\tg']\",\"[NULL,7]\",\"[[2,3]]\"\n";
    let json = "{\"id\":1,\"t\":[\"a\",\"b\"],\"n\":[1,null],\"m\":[[1],[]]}\n\
                {\"id\":3,\"t\":[\"it's\",\"c\"],\"n\":[],\"m\":[]}\n\
                {\"id\":4,\"t\":[\"d\",\"e\\\\f\\tg\"],\"n\":[null,7],\"m\":[[2,3]]}\n";
    for (table, format, body) in [
        ("tsv", "TabSeparated", tsv),
        ("csv", "CSV", csv),
        ("json", "JSONEachRow", json),
    ] {
        let q = encode(&format!("INSERT INTO {table} FORMAT {format}"));
        let r = server.post(&format!("/?query={q}"), &[], body.as_bytes());
        assert_eq!(r.status, 200, "{format}: {}", r.body);
        assert_eq!(
            server.ok(&format!("SELECT * FROM {table} ORDER BY id")),
            tsv,
            "{format}"
        );
    }
    for bad in [
        "5\t['a'\t[]\t[]\n",
        "5\t[]\t[1,x]\t[]\n",
        "5\t[]\t[]\t[[300]]\n",
    ] {
        let q = encode("INSERT INTO tsv FORMAT TabSeparated");
        let r = server.post(&format!("/?query={q}"), &[], bad.as_bytes());
        assert_eq!(r.status, 400, "{bad:?}: {}", r.body);
    }
    assert_eq!(server.ok("SELECT count() FROM tsv"), "3\n");
    // An array cannot be part of the sorting key.
    let r = server.query("CREATE TABLE k (a Array(UInt8)) ENGINE = MergeTree ORDER BY a");
    assert_eq!(r.status, 400, "{}", r.body);
}

/// A computed column is named by the type its values have: `number * 2` is `UInt64`
/// in the JSON meta and in a Native header (its logical plan once said `Decimal(20, 0)`
/// while the rows were `UInt64`, and Native output failed).
#[test]
fn computed_columns_name_the_types_of_their_values() {
    let dir = tempfile::tempdir().unwrap();
    let server = server::start(dir.path());
    let json = server.ok("SELECT number * 2 AS d FROM numbers(2) FORMAT JSONCompact");
    assert!(json.contains("\"type\": \"UInt64\""), "{json}");
    let native = server.query_bytes("SELECT number * 2 AS d FROM numbers(2) FORMAT Native");
    let mut expected = vec![1u8, 2, 1, b'd', 6];
    expected.extend_from_slice(b"UInt64");
    expected.extend_from_slice(&0u64.to_le_bytes());
    expected.extend_from_slice(&2u64.to_le_bytes());
    assert_eq!(native, expected);
    // A computed array is an Array (of Nullable elements, as planned), never Nullable.
    let rows = server.query_bytes("SELECT range(2) AS r FORMAT RowBinaryWithNamesAndTypes");
    let mut expected = vec![1u8, 1, b'r', 22];
    expected.extend_from_slice(b"Array(Nullable(Int64))");
    expected.push(2); // two elements, each after its "not NULL" byte
    for v in [0i64, 1] {
        expected.push(0);
        expected.extend_from_slice(&v.to_le_bytes());
    }
    assert_eq!(rows, expected, "{}", String::from_utf8_lossy(&rows));
}

/// Invariant 2.7 (a refused statement changes nothing): the output format is resolved
/// before the statement runs, so a DELETE, an INSERT or an ALTER with an unknown format
/// (`FORMAT …` or `default_format`) is refused with UNKNOWN_FORMAT and changes nothing.
#[test]
fn an_unknown_output_format_is_refused_before_the_statement_runs() {
    let dir = tempfile::tempdir().unwrap();
    let server = server::start(dir.path());
    server.ok("CREATE TABLE f (a UInt64) ENGINE = MergeTree ORDER BY a");
    server.ok("INSERT INTO f VALUES (1), (2)");
    let r = server.query("DELETE FROM f WHERE a = 1 FORMAT Bogus");
    assert_eq!(r.status, 400, "{}", r.body);
    assert!(r.body.contains("UNKNOWN_FORMAT"), "{}", r.body);
    let bogus = format!(
        "/?default_format=Bogus&query={}",
        encode("DELETE FROM f WHERE a = 2")
    );
    let r = server.post(&bogus, &[], b"");
    assert_eq!(r.status, 400, "{}", r.body);
    let insert = format!(
        "/?default_format=Bogus&query={}",
        encode("INSERT INTO f VALUES (3)")
    );
    let r = server.post(&insert, &[], b"");
    assert_eq!(r.status, 400, "{}", r.body);
    let r = server.query("ALTER TABLE f UPDATE a = 5 WHERE a = 1 FORMAT Nope");
    assert_eq!(r.status, 400, "{}", r.body);
    assert_eq!(server.ok("SELECT a FROM f ORDER BY a"), "1\n2\n");
    assert_eq!(server.ok("SELECT count() FROM system.mutations"), "0\n");
}
