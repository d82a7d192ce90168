//! The official Rust client (`clickhouse` crate, default features: LZ4 both ways)
//! against a real node, and the HTTP answer as clients read it: ClickHouse's headers,
//! the summary's counters, compression, query parameters and settings (DESIGN §4:
//! where the design is silent, behave as ClickHouse does).

use std::io::Read;

use clickhouse::{Client, Compression, Row};
use serde::{Deserialize, Serialize};

use crate::server::{self, encode, Server};

#[derive(Row, Serialize, Deserialize, Debug, PartialEq, Clone)]
struct Event {
    id: u64,
    user: String,
    amount: f64,
    note: Option<String>,
    paid: bool,
}

fn url(node: &Server) -> String {
    format!("http://127.0.0.1:{}", node.port)
}

fn events(n: u64) -> Vec<Event> {
    (0..n)
        .map(|id| Event {
            id,
            user: format!("u'{}", id % 5),
            amount: id as f64 * 0.5,
            note: (id % 2 == 0).then(|| format!("n{id}")),
            paid: id % 3 == 0,
        })
        .collect()
}

/// CREATE, INSERT (`#[derive(Row)]`, LZ4 blocks with `decompress=1`), SELECT with
/// `fetch_all`/`fetch_one` (RowBinaryWithNamesAndTypes, checked against the struct:
/// `count()` must be UInt64), `?` binds, server-side parameters (sent as a form),
/// DELETE, and errors, with and without compression.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rust_client_works_unchanged() {
    let dir = tempfile::tempdir().unwrap();
    let node = server::start(dir.path());
    for (table, compression) in [("lz4", Compression::Lz4), ("plain", Compression::None)] {
        let client = Client::default()
            .with_url(url(&node))
            .with_compression(compression);
        client
            .query(&format!(
                "CREATE TABLE ev_{table} (id UInt64, user String, amount Float64, \
                 note Nullable(String), paid Bool) ENGINE = MergeTree ORDER BY id"
            ))
            .execute()
            .await
            .unwrap();
        let rows = events(5000);
        let mut insert = client
            .insert::<Event>(&format!("ev_{table}"))
            .await
            .unwrap();
        for row in &rows {
            insert.write(row).await.unwrap();
        }
        insert.end().await.unwrap();

        let count: u64 = client
            .query(&format!("SELECT count() FROM ev_{table}"))
            .fetch_one()
            .await
            .unwrap();
        assert_eq!(count, 5000);
        let all = client
            .query(&format!("SELECT ?fields FROM ev_{table} ORDER BY id"))
            .fetch_all::<Event>()
            .await
            .unwrap();
        assert_eq!(all, rows, "{table}: every row as inserted");

        // A bound string with a quote in it stays one value.
        let some = client
            .query(&format!(
                "SELECT ?fields FROM ev_{table} WHERE user = ? AND id < ? ORDER BY id"
            ))
            .bind("u'3")
            .bind(20u64)
            .fetch_all::<Event>()
            .await
            .unwrap();
        assert_eq!(
            some.iter().map(|e| e.id).collect::<Vec<_>>(),
            [3, 8, 13, 18]
        );
        let (n, total): (u64, f64) = client
            .query(&format!(
                "SELECT count(), sum(amount) FROM ev_{table} WHERE user = {{who:String}} AND paid = {{paid:Bool}}"
            ))
            .param("who", "u'1")
            .param("paid", true)
            .fetch_one()
            .await
            .unwrap();
        let want: Vec<&Event> = rows.iter().filter(|e| e.user == "u'1" && e.paid).collect();
        assert_eq!(n, want.len() as u64);
        assert_eq!(total, want.iter().map(|e| e.amount).sum::<f64>());

        client
            .query(&format!("DELETE FROM ev_{table} WHERE user = ?"))
            .bind("u'0")
            .execute()
            .await
            .unwrap();
        let left: u64 = client
            .query(&format!("SELECT count() FROM ev_{table}"))
            .fetch_one()
            .await
            .unwrap();
        assert_eq!(left, 4000);
        let gone: Option<u64> = client
            .query(&format!("SELECT id FROM ev_{table} WHERE user = 'u''0'"))
            .fetch_optional()
            .await
            .unwrap();
        assert_eq!(gone, None);

        let e = client
            .query("SELECT ?fields FROM no_such_table")
            .fetch_all::<Event>()
            .await
            .unwrap_err();
        assert!(e.to_string().contains("Code: 60"), "{e}");
        // A struct that does not match the result's types is the client's own error.
        let e = client
            .query(&format!("SELECT toInt32(id) FROM ev_{table}"))
            .fetch_all::<u64>()
            .await
            .unwrap_err();
        assert!(e.to_string().contains("Int32"), "{e}");
        let e = client
            .query("SELECT 1")
            .with_setting("no_such_setting", "1")
            .fetch_one::<u8>()
            .await
            .unwrap_err();
        assert!(e.to_string().contains("Code: 115"), "{e}");
        // A column the table lacks is ClickHouse's UNKNOWN_IDENTIFIER, in a query, a
        // DELETE and an UPDATE (which then change nothing).
        let state = format!("SELECT count(), sum(cityHash64(id, user)) FROM ev_{table}");
        // `sum` of a hash of columns that are not Nullable is a UInt64, as ClickHouse's.
        let before: (u64, u64) = client.query(&state).fetch_one().await.unwrap();
        assert!(before.0 > 0 && before.1 > 0, "{before:?}");
        for sql in [
            format!("SELECT nosuch FROM ev_{table}"),
            format!("DELETE FROM ev_{table} WHERE nosuch = 1"),
            format!("UPDATE ev_{table} SET user = 'x' WHERE nosuch = 1"),
        ] {
            let e = client.query(&sql).execute().await.unwrap_err();
            assert!(e.to_string().contains("Code: 47"), "{sql}: {e}");
        }
        let after: (u64, u64) = client.query(&state).fetch_one().await.unwrap();
        assert_eq!(after, before);
        // A function nobody has is ClickHouse's UNKNOWN_FUNCTION, naming it as written;
        // a known function that fails keeps its own code (TOO_LARGE_STRING_SIZE).
        let e = client
            .query(&format!("SELECT noSuchFunction(id) FROM ev_{table}"))
            .fetch_all::<u64>()
            .await
            .unwrap_err();
        let e = e.to_string();
        assert!(
            e.contains("Code: 46") && e.contains("noSuchFunction"),
            "{e}"
        );
        // Parameters: those of a function nobody has do not hide that; a function that
        // reads none refuses them (FUNCTION_CANNOT_HAVE_PARAMETERS) rather than
        // ignoring them.
        for (sql, code) in [
            (
                format!("SELECT histogram(2)(id) FROM ev_{table}"),
                "Code: 46",
            ),
            (format!("SELECT sum(2)(id) FROM ev_{table}"), "Code: 309"),
        ] {
            let e = client.query(&sql).fetch_all::<u64>().await.unwrap_err();
            assert!(e.to_string().contains(code), "{sql}: {e}");
        }
        let e = client
            .query("SELECT toFixedString('abc', 2)")
            .fetch_one::<String>()
            .await
            .unwrap_err();
        assert!(e.to_string().contains("Code: 131"), "{e}");
    }
}

/// One raw request; the status, headers and (decoded) body.
async fn post(
    node: &Server,
    query: &str,
    headers: &[(&str, &str)],
    body: Vec<u8>,
) -> (u16, reqwest::header::HeaderMap, Vec<u8>) {
    let client = reqwest::Client::new();
    let mut request = client.post(format!("{}/?{query}", url(node))).body(body);
    for (k, v) in headers {
        request = request.header(*k, *v);
    }
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    let headers = response.headers().clone();
    let body = response.bytes().await.unwrap().to_vec();
    (status, headers, body)
}

fn header<'a>(headers: &'a reqwest::header::HeaderMap, name: &str) -> &'a str {
    headers
        .get(name)
        .unwrap_or_else(|| panic!("no {name} header in {headers:?}"))
        .to_str()
        .unwrap()
}

fn summary(headers: &reqwest::header::HeaderMap, name: &str) -> serde_json::Value {
    serde_json::from_str(header(headers, name)).unwrap()
}

/// The headers clients read, and the summary's counters: those of this query alone,
/// fed to /metrics too.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn answers_carry_clickhouse_headers_and_counters() {
    let dir = tempfile::tempdir().unwrap();
    let node = server::start(dir.path());
    node.ok("CREATE TABLE h (id UInt64, s String) ENGINE = MergeTree ORDER BY id");
    let data: String = (0..100).map(|i| format!("{i}\tvalue{i}\n")).collect();
    let (status, headers, _) = post(
        &node,
        &format!("query={}", encode("INSERT INTO h FORMAT TSV")),
        &[],
        data.into_bytes(),
    )
    .await;
    assert_eq!(status, 200);
    let s = summary(&headers, "x-clickhouse-summary");
    assert_eq!(s["written_rows"], "100", "{s}");
    // 800 bytes of ids, then the strings' 690 bytes and their offsets.
    let written: u64 = s["written_bytes"].as_str().unwrap().parse().unwrap();
    assert!((1490..=2000).contains(&written), "{s}");

    let (status, headers, body) = post(
        &node,
        "query_id=mine&send_progress_in_http_headers=1",
        &[],
        b"SELECT id FROM h WHERE id < 10 FORMAT JSONCompact".to_vec(),
    )
    .await;
    assert_eq!(status, 200, "{}", String::from_utf8_lossy(&body));
    assert_eq!(header(&headers, "x-clickhouse-query-id"), "mine");
    assert_eq!(header(&headers, "x-clickhouse-format"), "JSONCompact");
    assert_eq!(header(&headers, "x-clickhouse-timezone"), "UTC");
    assert!(!header(&headers, "x-clickhouse-server-display-name").is_empty());
    let s = summary(&headers, "x-clickhouse-summary");
    // The scan returned the part's 100 rows; the filter kept 10.
    assert_eq!(s["read_rows"], "100", "{s}");
    assert_eq!(s["total_rows_to_read"], "100", "{s}");
    assert_eq!(s["result_rows"], "10", "{s}");
    assert_eq!(s["result_bytes"], "80", "{s}");
    assert_eq!(s["written_rows"], "0", "{s}");
    assert!(s["elapsed_ns"].as_str().unwrap().parse::<u64>().unwrap() > 0);
    assert_eq!(summary(&headers, "x-clickhouse-progress"), s);
    let json: serde_json::Value = serde_json::from_slice(&body).unwrap();
    assert_eq!(json["meta"][0]["type"], "UInt64");
    assert_eq!(json["statistics"]["rows_read"], 100);

    // Without a query_id each answer has its own.
    let (_, a, _) = post(&node, "", &[], b"SELECT 1".to_vec()).await;
    let (_, b, _) = post(&node, "query_id=", &[], b"SELECT 1".to_vec()).await;
    assert_eq!(header(&a, "x-clickhouse-query-id").len(), 36);
    assert_ne!(
        header(&a, "x-clickhouse-query-id"),
        header(&b, "x-clickhouse-query-id")
    );
    assert!(a.get("x-clickhouse-progress").is_none());

    // Errors carry ClickHouse's code in a header too.
    for (sql, code) in [
        ("SELECT * FROM nope", "60"),
        ("SELECT 1 SETTINGS xyz = 1", "115"),
        ("SELEC 1", "62"),
    ] {
        let (status, headers, body) = post(&node, "", &[], sql.as_bytes().to_vec()).await;
        assert_ne!(status, 200);
        assert_eq!(
            header(&headers, "x-clickhouse-exception-code"),
            code,
            "{sql}"
        );
        assert!(
            String::from_utf8_lossy(&body).starts_with(&format!("Code: {code}. DB::Exception: ")),
            "{sql}"
        );
        assert!(headers.get("x-clickhouse-query-id").is_some());
    }

    // /metrics sums the same counters.
    let metrics = node.get("/metrics").unwrap().body;
    let value = |name: &str| -> u64 {
        metrics
            .lines()
            .find_map(|l| l.strip_prefix(&format!("{name} ")))
            .unwrap_or_else(|| panic!("no {name} in /metrics"))
            .parse()
            .unwrap()
    };
    assert_eq!(value("maskhouse_written_rows_total"), 100);
    assert!(value("maskhouse_read_rows_total") >= 100);
    assert!(value("maskhouse_read_bytes_total") > 0);
}

fn gunzip(data: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    flate2::read::GzDecoder::new(data)
        .read_to_end(&mut out)
        .unwrap();
    out
}

/// Responses compressed as asked (and not when `enable_http_compression` = 0);
/// request bodies with Content-Encoding; ClickHouse's compressed blocks both ways. A
/// body that does not decode is refused and nothing of it is written (DESIGN §2.3,
/// §2.7).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn compressed_requests_and_responses() {
    let dir = tempfile::tempdir().unwrap();
    let node = server::start(dir.path());
    node.ok("CREATE TABLE c (id UInt64) ENGINE = MergeTree ORDER BY id");
    let want: String = (0..1000).map(|i| format!("{i}\n")).collect();
    let insert = format!("query={}", encode("INSERT INTO c FORMAT TSV"));
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    std::io::Write::write_all(&mut gz, want.as_bytes()).unwrap();
    let (status, _, body) = post(
        &node,
        &insert,
        &[("content-encoding", "gzip")],
        gz.finish().unwrap(),
    )
    .await;
    assert_eq!(status, 200, "{}", String::from_utf8_lossy(&body));

    let select = b"SELECT id FROM c ORDER BY id".to_vec();
    let (_, headers, body) = post(&node, "", &[("accept-encoding", "gzip")], select.clone()).await;
    assert_eq!(header(&headers, "content-encoding"), "gzip");
    assert_eq!(String::from_utf8(gunzip(&body)).unwrap(), want);
    let (_, headers, body) = post(
        &node,
        "enable_http_compression=0",
        &[("accept-encoding", "gzip")],
        select.clone(),
    )
    .await;
    assert!(headers.get("content-encoding").is_none());
    assert_eq!(String::from_utf8(body).unwrap(), want);

    // A corrupted gzip body is refused before anything is written.
    let (status, headers, _) = post(
        &node,
        &insert,
        &[("content-encoding", "gzip")],
        b"\x1f\x8bnope".to_vec(),
    )
    .await;
    assert_eq!(status, 400);
    assert_eq!(header(&headers, "x-clickhouse-exception-code"), "271");
    let (status, _, _) = post(
        &node,
        &insert,
        &[("content-encoding", "snappy")],
        b"1\n".to_vec(),
    )
    .await;
    assert_eq!(status, 400);
    assert_eq!(node.ok("SELECT count() FROM c"), "1000\n");

    // compress=1: the answer is ClickHouse compressed blocks, which the Rust crate
    // reads with its own decoder path.
    let (_, _, blocks) = post(&node, "compress=1", &[], select).await;
    assert_eq!(blocks[16], 0x82, "an LZ4 block");
    let (status, _, body) = post(&node, &format!("{insert}&decompress=1"), &[], blocks).await;
    assert_eq!(status, 200, "{}", String::from_utf8_lossy(&body));
    assert_eq!(node.ok("SELECT count(), sum(id) FROM c"), "2000\t999000\n");
}

/// `{name:Type}` with `param_name` in the URL: typed literals, ClickHouse's errors.
#[test]
fn query_parameters_bind_as_typed_literals() {
    let dir = tempfile::tempdir().unwrap();
    let node = server::start(dir.path());
    node.ok("CREATE TABLE p (id UInt64, s String) ENGINE = MergeTree ORDER BY id");
    node.ok("INSERT INTO p VALUES (1, 'a'), (2, 'it''s'), (3, 'c')");
    let get = |sql: &str, params: &str| {
        node.get(&format!("/?query={}&{params}", encode(sql)))
            .unwrap()
    };
    let r = get(
        "SELECT id FROM {t:Identifier} WHERE s = {s:String} OR id > {n:UInt8} ORDER BY id",
        "param_t=p&param_s=it%27s&param_n=2",
    );
    assert_eq!((r.status, r.body.as_str()), (200, "2\n3\n"));
    // The value is a value: SQL in it is text.
    let r = get(
        "SELECT count() FROM p WHERE s = {s:String}",
        "param_s=x%27%20OR%201%3D1%20--",
    );
    assert_eq!((r.status, r.body.as_str()), (200, "0\n"));
    let r = get("SELECT {n:UInt8}", "param_n=300");
    assert_eq!(r.status, 400);
    assert!(r.body.starts_with("Code: 457."), "{}", r.body);
    let r = get("SELECT {n:UInt8}", "");
    assert!(r.body.starts_with("Code: 456."), "{}", r.body);
    // A DELETE's predicate binds the same way (POST, parameters in the URL).
    let r = node.post(
        &format!(
            "/?param_id=3&query={}",
            encode("DELETE FROM p WHERE id = {id:UInt64}")
        ),
        &[],
        b"",
    );
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(node.ok("SELECT id FROM p ORDER BY id"), "1\n2\n");
}

/// What clickhouse-connect reads when it connects; the settings catalogue;
/// `max_result_rows`; `count()` as UInt64 still answered from part metadata.
#[test]
fn connect_queries_settings_and_result_limits() {
    let dir = tempfile::tempdir().unwrap();
    let node = server::start(dir.path());
    assert_eq!(node.ok("SELECT version(), timezone()"), "25.10.1.1\tUTC\n");
    let settings = node.ok(
        "SELECT name, value, readonly, changed FROM system.settings WHERE name IN \
         ('max_result_rows', 'insert_deduplicate', 'enable_http_compression') ORDER BY name \
         SETTINGS max_result_rows = 10",
    );
    assert_eq!(
        settings,
        "enable_http_compression\t1\t0\t0\ninsert_deduplicate\t0\t1\t0\nmax_result_rows\t10\t0\t1\n"
    );
    let r = node.query("SELECT number FROM numbers(100) SETTINGS max_result_rows = 10");
    assert_eq!(r.status, 400);
    assert!(r.body.starts_with("Code: 396."), "{}", r.body);
    let r = node.ok(
        "SELECT number FROM numbers(100) SETTINGS max_result_rows = 3, result_overflow_mode = 'break'",
    );
    assert_eq!(r, "0\n1\n2\n");
    let r = node.query("SELECT 1 SETTINGS insert_deduplicate = 1");
    assert!(r.body.starts_with("Code: 48."), "{}", r.body);

    node.ok("CREATE TABLE k (id UInt64) ENGINE = MergeTree ORDER BY id");
    node.ok("INSERT INTO k SELECT number FROM numbers(1000)");
    node.ok("DELETE FROM k WHERE id < 10");
    assert_eq!(
        node.ok(
            "SELECT count(), uniqExact(id), countIf(id > 500) FROM k FORMAT TSVWithNamesAndTypes"
        ),
        "count()\tuniqExact(id)\tcountIf(greater(id, 500))\nUInt64\tUInt64\tUInt64\n990\t990\t499\n"
    );
    // A table name keeps its case (clickhouse-connect users name tables as they like).
    node.ok("CREATE TABLE MixedCase (id UInt64) ENGINE = MergeTree ORDER BY id");
    node.ok("INSERT INTO MixedCase VALUES (1)");
    assert_eq!(node.ok("SELECT count() FROM MixedCase"), "1\n");
    assert_eq!(node.query("SELECT count() FROM mixedcase").status, 404);
    // Still from metadata: no scan in the plan.
    let plan = node.ok("EXPLAIN SELECT count() FROM k");
    assert!(!plan.contains("MaskScanExec"), "{plan}");
    assert!(plan.contains("UInt64"), "{plan}");
}

/// `SELECT count() FROM t` is answered from the parts' metadata before anything is
/// planned; its result (name, type, rows, in every format) is the planned query's,
/// with the masks applied (invariant 2.4: a deleted row never reappears) or not
/// (`apply_deleted_mask = 0`). `WHERE 1` or `optimize_trivial_count_query = 0` makes
/// the planner answer the same count.
#[test]
fn trivial_count_matches_the_planned_count() {
    let dir = tempfile::tempdir().unwrap();
    let node = server::start(dir.path());
    node.ok("CREATE TABLE k (id UInt64, s String) ENGINE = MergeTree ORDER BY id");
    node.ok("CREATE TABLE empty (id UInt64) ENGINE = MergeTree ORDER BY id");
    node.ok("CREATE DATABASE d");
    node.ok("CREATE TABLE d.k (id UInt64) ENGINE = MergeTree ORDER BY id");
    node.ok("INSERT INTO k SELECT number, toString(number) FROM numbers(1000)");
    node.ok("INSERT INTO k SELECT number + 1000, 'x' FROM numbers(500)");
    node.ok("INSERT INTO d.k SELECT number FROM numbers(7)");
    node.ok("DELETE FROM k WHERE id % 3 = 0");
    let same = |count: &str, planned: &str| {
        for format in [
            "TSVWithNamesAndTypes",
            "JSONCompactEachRowWithNamesAndTypes",
        ] {
            let a = node.query(&format!("{count} FORMAT {format}"));
            let b = node.query(&format!("{planned} FORMAT {format}"));
            assert_eq!(a.status, 200, "{count}: {}", a.body);
            assert_eq!(
                (a.status, &a.body),
                (b.status, &b.body),
                "{count} / {planned}"
            );
        }
        let a = node.query_bytes(&format!("{count} FORMAT RowBinaryWithNamesAndTypes"));
        let b = node.query_bytes(&format!("{planned} FORMAT RowBinaryWithNamesAndTypes"));
        assert_eq!(a, b, "{count} / {planned}");
    };
    same("SELECT count() FROM k", "SELECT count() FROM k WHERE 1");
    same(
        "SELECT count() FROM k",
        "SELECT count() FROM k SETTINGS optimize_trivial_count_query = 0",
    );
    same(
        "SELECT COUNT(*) AS n FROM default.k",
        "SELECT COUNT(*) AS n FROM k WHERE 1",
    );
    same(
        "SELECT count(*) FROM k AS t",
        "SELECT count(*) FROM k AS t WHERE 1",
    );
    same(
        "SELECT count() FROM k SETTINGS apply_deleted_mask = 0",
        "SELECT count() FROM k WHERE 1 SETTINGS apply_deleted_mask = 0",
    );
    same("SELECT count() FROM d.k", "SELECT count() FROM d.k WHERE 1");
    // The current database as clients send it, in the URL.
    let r = node.post("/?database=d", &[], b"SELECT count() FROM k");
    assert_eq!((r.status, r.body.as_str()), (200, "7\n"));
    same(
        "SELECT count() FROM empty",
        "SELECT count() FROM empty WHERE 1",
    );
    assert_eq!(node.ok("SELECT count() FROM k"), "1000\n");
    assert_eq!(
        node.ok("SELECT count() FROM k SETTINGS apply_deleted_mask = 0"),
        "1500\n"
    );
    // Shapes that are not a bare count still go to the planner.
    assert_eq!(node.ok("SELECT count() FROM k WHERE id < 30"), "20\n");
    assert_eq!(node.ok("SELECT count() FROM k LIMIT 0"), "");
    assert_eq!(
        node.ok("SELECT count() FROM k GROUP BY s = 'x' ORDER BY 1"),
        "334\n666\n"
    );
    assert_eq!(node.ok("SELECT count(DISTINCT s) FROM k"), "667\n");
    assert_eq!(node.ok("SELECT count(id) FROM k"), "1000\n");
    assert_eq!(node.query("SELECT count() FROM missing").status, 404);
    // What the planner refuses is refused, not counted: a quoted name keeps its case,
    // and an alias names every column.
    for sql in [
        "SELECT \"COUNT\"(*) FROM k",
        "SELECT count() FROM k AS x(a)",
    ] {
        let r = node.query(sql);
        let planned = node.query(&format!("{sql} WHERE 1"));
        assert_ne!(r.status, 200, "{sql}: {}", r.body);
        assert_eq!(
            r.status, planned.status,
            "{sql}: {} / {}",
            r.body, planned.body
        );
    }
    // The result limits still hold.
    let r = node.query("SELECT count() FROM k SETTINGS max_result_bytes = 1");
    let planned = node.query("SELECT count() FROM k WHERE 1 SETTINGS max_result_bytes = 1");
    assert_eq!(r.status, 400, "{}", r.body);
    assert_eq!((r.status, &r.body), (planned.status, &planned.body));
    // After a merge folds the masks into a new part, the count is the same.
    node.ok("OPTIMIZE TABLE k FINAL");
    same("SELECT count() FROM k", "SELECT count() FROM k WHERE 1");
    assert_eq!(node.ok("SELECT count() FROM k"), "1000\n");
}

/// docs/sql.md's settings table lists every setting maskhouse knows, as it treats it.
#[test]
fn docs_list_every_setting() {
    let docs = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/sql.md"))
        .expect("docs/sql.md");
    for def in maskhouse_sql::SETTINGS {
        let row = docs
            .lines()
            .find(|l| l.starts_with(&format!("| `{}` |", def.name)))
            .unwrap_or_else(|| panic!("docs/sql.md does not list setting {}", def.name));
        assert!(
            row.contains(&format!("| {} |", def.support.name())),
            "docs/sql.md lists {} as not {}: {row}",
            def.name,
            def.support.name()
        );
    }
}
