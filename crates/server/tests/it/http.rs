//! The HTTP contract: GET reads, POST with data, auth, limits, error statuses.

use crate::server::{self, encode, Server};

fn setup(server: &Server) {
    let r = server.query("CREATE TABLE t (id UInt64, name String) ENGINE = MergeTree ORDER BY id");
    assert_eq!(r.status, 200, "{}", r.body);
}

#[test]
fn get_reads_and_post_inserts_with_formats() {
    let dir = tempfile::tempdir().unwrap();
    let server = server::start(dir.path());
    setup(&server);
    let q = encode("INSERT INTO t FORMAT CSV");
    let r = server.post(&format!("/?query={q}"), &[], b"1,\"a\"\n2,\"b\"\n");
    assert_eq!(r.status, 200, "{}", r.body);
    let q = encode("INSERT INTO t FORMAT TabSeparated");
    assert_eq!(
        server.post(&format!("/?query={q}"), &[], b"3\tc\n").status,
        200
    );
    let q = encode("INSERT INTO t (id, name) FORMAT Values");
    assert_eq!(
        server
            .post(&format!("/?query={q}"), &[], b"(4, 'd')")
            .status,
        200
    );
    let r = server
        .get(&format!(
            "/?query={}",
            encode("SELECT id, name FROM t ORDER BY id FORMAT CSVWithNames")
        ))
        .unwrap();
    assert_eq!(
        r.body,
        "\"id\",\"name\"\n1,\"a\"\n2,\"b\"\n3,\"c\"\n4,\"d\"\n"
    );
    let r = server
        .get(&format!(
            "/?query={}&default_format=JSONCompact",
            encode("SELECT count() AS c FROM t")
        ))
        .unwrap();
    assert!(
        r.body
            .split_whitespace()
            .collect::<String>()
            .contains("\"data\":[[4]],\"rows\":1"),
        "{}",
        r.body
    );
    // GET is read-only, whatever the statement starts with: the statement is refused
    // by the same classification that would run it.
    for sql in [
        "DROP TABLE t",
        "  \n\tTRUNCATE t",
        "INSERT INTO t VALUES (9)",
        "DELETE FROM t WHERE 1 = 1",
        "OPTIMIZE TABLE t FINAL",
    ] {
        let r = server.get(&format!("/?query={}", encode(sql))).unwrap();
        assert_eq!(r.status, 400, "GET {sql:?}: {}", r.body);
        assert!(r.body.contains("readonly"), "GET {sql:?}: {}", r.body);
    }
    let r = server
        .get(&format!("/?query={}&readonly=0", encode("DROP TABLE t")))
        .unwrap();
    assert_eq!(r.status, 400, "readonly=0 does not lift GET's");
    assert!(r.body.starts_with("Code: 164."), "{}", r.body);
    // readonly = 1 on a POST refuses writes too.
    let r = server.post("/?readonly=1", &[], b"INSERT INTO t VALUES (9)");
    assert_eq!(r.status, 400, "{}", r.body);
    assert_eq!(server.ok("SELECT count() FROM t"), "4\n", "nothing changed");
    assert_eq!(server.get("/ping").unwrap().body, "Ok.\n");
}

/// GET never changes state (DESIGN §3, readonly): a statement is a read or a write by
/// its tokens and parse tree, so no parenthesis, comment, Unicode whitespace or quoting
/// makes a write pass for a read; what is not a statement at all is a syntax error.
#[test]
fn get_never_writes_however_the_statement_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let server = server::start(dir.path());
    setup(&server);
    assert_eq!(server.query("INSERT INTO t VALUES (1, 'a')").status, 200);
    let raw = server.get("/?query=(%20DROP%20TABLE%20IF%20t").unwrap();
    assert_eq!(raw.status, 400, "{}", raw.body);
    assert!(raw.body.contains("Syntax error"), "{}", raw.body);
    for sql in [
        "( DROP TABLE IF t",
        "(DROP TABLE t)",
        "DROP TABLE t",
        "/* c */ DROP TABLE t",
        "-- c\nDROP TABLE `t`",
        "DROP\u{2003}TABLE\u{3000}t",
        "\u{a0}DROP TABLE \"t\"",
        "DROP TABLE default.t",
        "drop table if exists t",
        "SELECT 1; DROP TABLE t",
        "TRUNCATE t",
        "ALTER TABLE t DELETE WHERE 1",
        "INSERT INTO t FORMAT CSV\n2,b",
        "CREATE TABLE u (a UInt8) ENGINE = MergeTree ORDER BY a",
        "SYSTEM DROP REPLICA 1",
    ] {
        let r = server.get(&format!("/?query={}", encode(sql))).unwrap();
        assert_eq!(r.status, 400, "GET {sql:?}: {}", r.body);
        assert!(
            r.body.contains("readonly") || r.body.contains("Syntax error"),
            "GET {sql:?}: {}",
            r.body
        );
        assert_eq!(
            server.ok("SELECT count() FROM t"),
            "1\n",
            "after GET {sql:?}"
        );
    }
    assert_eq!(server.ok("SHOW TABLES"), "t\n");
    // Reads written the same odd ways run.
    for sql in [
        "(SELECT count() FROM t)",
        "/* DROP TABLE t */ SELECT count() FROM `t`",
        "SELECT\u{2003}count()\u{3000}FROM t",
    ] {
        let r = server.get(&format!("/?query={}", encode(sql))).unwrap();
        assert_eq!((r.status, r.body.as_str()), (200, "1\n"), "GET {sql:?}");
    }
}

/// Bodies are limited as they arrive (DESIGN §2.7): a body held whole is refused with
/// 413 once it passes body_bytes_max, with nothing inserted. The data of an INSERT in a
/// row format streams into sorted runs of `insert_block_bytes` instead, merged into one
/// part, so it may be larger than body_bytes_max and stays one atomic INSERT.
#[test]
fn insert_bodies_stream_within_the_limit() {
    use std::io::{Read, Write};
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config.toml");
    std::fs::write(
        &config,
        "body_bytes_max = 1000000\ninsert_block_bytes = 100000\n",
    )
    .unwrap();
    let server = server::start_with_config(&dir.path().join("data"), Some(config));
    setup(&server);
    let rows = |from: usize, n: usize| -> Vec<u8> {
        (from..from + n)
            .flat_map(|i| format!("{i},\"name {i}\"\n").into_bytes())
            .collect()
    };
    // About 900 KB of CSV after a URL query.
    let data = rows(0, 40_000);
    assert!(data.len() < 1_000_000);
    let q = encode("INSERT INTO t FORMAT CSV");
    let r = server.post(&format!("/?query={q}"), &[], &data);
    assert_eq!(r.status, 200, "{}", r.body);
    // The statement's head in the body, its data after it, longer than the head window.
    let mut body = b"INSERT INTO t FORMAT TSV\n".to_vec();
    body.extend((40_000..50_000).flat_map(|i| format!("{i}\tx\n").into_bytes()));
    assert!(body.len() > 64 * 1024);
    let r = server.post("/", &[], &body);
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(server.ok("SELECT count() FROM t"), "50000\n");
    let parts = || server.ok("SELECT count() FROM system.parts WHERE table = 't' AND active = 1");
    assert_eq!(parts(), "2\n");

    // Three times body_bytes_max of CSV, keys descending so that every run overlaps
    // every other: one INSERT, one part, every row.
    let big: Vec<u8> = (0..200_000u64)
        .rev()
        .flat_map(|i| format!("{},\"name {i}\"\n", 1_000_000 + i).into_bytes())
        .collect();
    assert!(big.len() > 3_000_000);
    let r = server.post(&format!("/?query={q}"), &[], &big);
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(parts(), "3\n");
    assert_eq!(
        server.ok("SELECT count(), sum(id), min(id), max(id) FROM t WHERE id >= 1000000"),
        format!(
            "200000\t{}\t1000000\t1199999\n",
            (0..200_000u64).map(|i| 1_000_000 + i).sum::<u64>()
        )
    );
    assert_eq!(
        server.ok("SELECT name FROM t WHERE id = 1000007"),
        "name 7\n"
    );

    // Values are decoded whole: over the limit, 413 as soon as the limit is passed. The
    // request announces 100 MB and sends just over the limit: the answer comes without
    // the rest.
    let values = encode("INSERT INTO t FORMAT Values");
    let mut stream = std::net::TcpStream::connect(("127.0.0.1", server.port)).unwrap();
    stream
        .set_read_timeout(Some(std::time::Duration::from_secs(20)))
        .unwrap();
    stream
        .write_all(
            format!(
                "POST /?query={values} HTTP/1.1\r\nHost: x\r\nContent-Length: 100000000\r\n\r\n"
            )
            .as_bytes(),
        )
        .unwrap();
    let more: Vec<u8> = (2_000_000..2_060_000)
        .flat_map(|i| format!("({i}, 'name {i}'),").into_bytes())
        .collect();
    stream.write_all(&more[..1_000_100]).unwrap();
    let mut answer = Vec::new();
    let mut buf = [0u8; 4096];
    while !String::from_utf8_lossy(&answer).contains("DB::Exception") {
        let n = stream.read(&mut buf).unwrap();
        assert!(n > 0, "{}", String::from_utf8_lossy(&answer));
        answer.extend_from_slice(&buf[..n]);
    }
    let answer = String::from_utf8_lossy(&answer);
    assert!(answer.starts_with("HTTP/1.1 413"), "{answer}");
    assert!(answer.contains("body_bytes_max"), "{answer}");
    assert_eq!(
        server.ok("SELECT count() FROM t"),
        "250000\n",
        "nothing inserted"
    );
    // A statement over the limit (not an INSERT's data) is refused too.
    let long = format!("SELECT 1 /* {} */", "x".repeat(1_100_000));
    let r = server.post("/", &[], long.as_bytes());
    assert_eq!(r.status, 413, "{}", r.body);
    // No run is left in staging.
    let staging: Vec<_> = std::fs::read_dir(dir.path().join("data").join("staging"))
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert!(staging.is_empty(), "{staging:?}");
}

/// `max_memory_usage` (and the server's default for it) fails a query that needs more
/// with ClickHouse's code 241; the node goes on serving.
#[test]
fn max_memory_usage_fails_the_query_cleanly() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config.toml");
    std::fs::write(&config, "max_memory_usage = 1000000\n").unwrap();
    let server = server::start_with_config(&dir.path().join("data"), Some(config));
    let sort = "SELECT number FROM numbers(3000000) ORDER BY number DESC";
    let r = server.query(sort);
    assert_eq!(r.status, 500, "{}", r.body);
    assert!(
        r.body
            .starts_with("Code: 241. DB::Exception: Memory limit (for query) exceeded"),
        "{}",
        r.body
    );
    let r = server.query(&format!("{sort} SETTINGS max_memory_usage = 500000"));
    assert_eq!(r.status, 500, "{}", r.body);
    assert!(r.body.contains("Code: 241"), "{}", r.body);
    // The server's value is a ceiling (DESIGN §2.10): 0 ("no limit") is the server's
    // limit, and a query cannot raise it.
    let r = server.query(&format!("{sort} SETTINGS max_memory_usage = 0"));
    assert_eq!(r.status, 500, "{}", r.body);
    assert!(r.body.contains("Code: 241"), "{}", r.body);
    let r = server.query(&format!(
        "SELECT count() FROM ({sort}) SETTINGS max_memory_usage = 1000000000"
    ));
    assert_eq!(r.status, 400, "{}", r.body);
    assert!(r.body.starts_with("Code: 452."), "{}", r.body);
    assert_eq!(server.ok("SELECT 1"), "1\n");
    // A session with a memory pool of its own has ClickHouse's functions, not
    // DataFusion's of the same name: `length` counts bytes, `rand` is a UInt32.
    for _ in 0..5 {
        assert_eq!(
            server.ok("SELECT length('é'), toTypeName(rand()), position('abc', 'c')"),
            "2\tUInt32\t3\n"
        );
    }
}

/// A server limit is a ceiling (DESIGN §2.10): `readonly`, `max_memory_usage`,
/// `max_execution_time`, `max_result_rows` and `max_result_bytes` set by the server
/// can be tightened by a request and never relaxed, whether the setting comes in the
/// URL, a `SETTINGS` clause or a `SET` statement; GET never writes, whatever it says.
#[test]
fn server_limits_are_ceilings_however_a_setting_arrives() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config.toml");
    std::fs::write(
        &config,
        "max_memory_usage = 100000000\nmax_result_rows = 1000\nmax_result_bytes = 1000000\nquery_timeout_ms = 60000\n",
    )
    .unwrap();
    let server = server::start_with_config(&dir.path().join("data"), Some(config));
    setup(&server);
    assert_eq!(server.query("INSERT INTO t VALUES (1, 'a')").status, 200);
    let code = |r: &maskhouse_harness::Reply| r.body.split('.').next().unwrap_or("").to_string();

    // GET: readonly cannot be lowered by the URL, the statement's SETTINGS or SET, and
    // nothing it sends writes.
    for (path, what) in [
        (
            format!("/?query={}&readonly=0", encode("DROP TABLE t")),
            "URL",
        ),
        (
            format!("/?query={}", encode("DROP TABLE t SETTINGS readonly = 0")),
            "SETTINGS",
        ),
        (
            format!(
                "/?query={}",
                encode("DROP TABLE t SETTINGS readonly = 1, readonly = 0")
            ),
            "SETTINGS twice",
        ),
        (
            format!(
                "/?query={}",
                encode("INSERT INTO t SETTINGS readonly = 0 VALUES (2, 'b')")
            ),
            "INSERT SETTINGS",
        ),
        (
            format!(
                "/?query={}",
                encode("INSERT INTO t SELECT 3, 'c' SETTINGS readonly = 0")
            ),
            "INSERT SELECT SETTINGS",
        ),
        (format!("/?query={}", encode("SET readonly = 0")), "SET"),
        (
            format!(
                "/?query={}&readonly=1",
                encode("SELECT 1 SETTINGS readonly = 2")
            ),
            "1 then 2",
        ),
    ] {
        let r = server.get(&path).unwrap();
        assert_eq!(r.status, 400, "GET by {what}: {}", r.body);
        assert_eq!(code(&r), "Code: 164", "GET by {what}: {}", r.body);
        assert_eq!(
            server.ok("SELECT count() FROM t"),
            "1\n",
            "after GET by {what}"
        );
    }
    // A POST that asked for readonly cannot take it back later in the request.
    let r = server.post("/?readonly=1", &[], b"DROP TABLE t SETTINGS readonly = 0");
    assert_eq!(
        (r.status, code(&r).as_str()),
        (400, "Code: 164"),
        "{}",
        r.body
    );
    assert_eq!(server.ok("SHOW TABLES"), "t\n");
    // Tightening is allowed: GET may say readonly = 1 or 2, and read.
    let r = server
        .get(&format!(
            "/?query={}&readonly=1",
            encode("SELECT count() FROM t")
        ))
        .unwrap();
    assert_eq!((r.status, r.body.as_str()), (200, "1\n"));
    // SET on its own is a statement that changes no state, under GET too.
    let r = server
        .get(&format!("/?query={}", encode("SET max_result_rows = 10")))
        .unwrap();
    assert_eq!(r.status, 200, "{}", r.body);

    // Each numeric limit, raised above the server's by each way a setting arrives.
    for (setting, above) in [
        ("max_memory_usage", "100000001"),
        ("max_result_rows", "1001"),
        ("max_result_bytes", "1000001"),
        ("max_execution_time", "61"),
    ] {
        for (what, reply) in [
            (
                "URL",
                server.post(&format!("/?{setting}={above}"), &[], b"SELECT 1"),
            ),
            (
                "SETTINGS",
                server.query(&format!("SELECT 1 SETTINGS {setting} = {above}")),
            ),
            ("SET", server.query(&format!("SET {setting} = {above}"))),
            (
                "GET URL",
                server
                    .get(&format!("/?query={}&{setting}={above}", encode("SELECT 1")))
                    .unwrap(),
            ),
        ] {
            assert_eq!(reply.status, 400, "{setting} by {what}: {}", reply.body);
            assert_eq!(
                code(&reply),
                "Code: 452",
                "{setting} by {what}: {}",
                reply.body
            );
            assert!(reply.body.contains(setting), "{}", reply.body);
        }
        // 0 ("no limit") means the server's limit, and lower values are taken.
        let r = server.query(&format!("SELECT 1 SETTINGS {setting} = 0"));
        assert_eq!((r.status, r.body.as_str()), (200, "1\n"), "{setting} = 0");
        let r = server.post(&format!("/?{setting}=1"), &[], b"SELECT 1");
        assert_ne!(code(&r), "Code: 452", "{setting} lowered: {}", r.body);
    }
    // The server's result limit holds when a query says 0 (no limit) …
    let r = server.query("SELECT number FROM numbers(5000) SETTINGS max_result_rows = 0");
    assert_eq!(
        (r.status, code(&r).as_str()),
        (400, "Code: 396"),
        "{}",
        r.body
    );
    // … and a query's lower one applies.
    let r = server.query("SELECT number FROM numbers(50) SETTINGS max_result_rows = 10");
    assert_eq!(
        (r.status, code(&r).as_str()),
        (400, "Code: 396"),
        "{}",
        r.body
    );
    // An endless result (`system.numbers` has no end) stops at the limit, not at the
    // end of the node's memory (DESIGN §2.7).
    let r = server.query("SELECT number FROM system.numbers SETTINGS max_result_rows = 0");
    assert_eq!(
        (r.status, code(&r).as_str()),
        (400, "Code: 396"),
        "{}",
        r.body
    );
    assert_eq!(server.ok("SELECT count() FROM numbers(5000)"), "5000\n");
    assert_eq!(server.get("/ping").unwrap().body, "Ok.\n");
}

/// `allow_ddl = 0` refuses DDL (DELETE and UPDATE included) with ClickHouse's
/// QUERY_IS_PROHIBITED (392) and cannot be taken back later in the request, whether it
/// comes in the URL, a `SETTINGS` clause or a `SET` statement (DESIGN §2.10); INSERT,
/// OPTIMIZE, reads and temporary tables stay allowed, and nothing refused changes
/// anything.
#[test]
fn allow_ddl_zero_refuses_ddl_however_it_arrives() {
    let dir = tempfile::tempdir().unwrap();
    let server = server::start(&dir.path().join("data"));
    setup(&server);
    let code = |r: &maskhouse_harness::Reply| r.body.split('.').next().unwrap_or("").to_string();
    let refused = [
        "DELETE FROM t WHERE 1 = 1",
        "ALTER TABLE t DELETE WHERE 1 = 1",
        "ALTER TABLE t ADD COLUMN z UInt8",
        "TRUNCATE TABLE t",
        "DROP TABLE t",
        "CREATE TABLE u (a UInt8) ENGINE = Memory",
        "CREATE DATABASE d",
        "CREATE VIEW v AS SELECT 1",
        "RENAME TABLE t TO u",
        "ALTER TABLE nope DELETE WHERE 1 = 1",
    ];
    assert_eq!(server.query("INSERT INTO t VALUES (1, 'a')").status, 200);
    for sql in refused {
        let mut ways = vec![("/?allow_ddl=0".to_string(), sql.to_string())];
        // A CREATE's SETTINGS are the table's (or its query's, or none).
        if !sql.starts_with("CREATE") {
            ways.push(("/".to_string(), format!("{sql} SETTINGS allow_ddl = 0")));
        }
        for (path, body) in ways {
            let r = server.post(&path, &[], body.as_bytes());
            assert_eq!(
                (r.status, code(&r).as_str()),
                (400, "Code: 392"),
                "{path} {body}: {}",
                r.body
            );
        }
    }
    for allowed in [
        "INSERT INTO t VALUES (2, 'b')",
        "OPTIMIZE TABLE t",
        "SELECT count() FROM t",
        "CREATE TEMPORARY TABLE tmp (a UInt8)",
        "SET allow_ddl = 0",
    ] {
        let r = server.post("/?allow_ddl=0", &[], allowed.as_bytes());
        assert_eq!(r.status, 200, "{allowed}: {}", r.body);
    }
    // A session's temporary table may be dropped, written with TEMPORARY or not.
    for sql in [
        "CREATE TEMPORARY TABLE tmp (a UInt8)",
        "DROP TABLE tmp",
        "CREATE TEMPORARY TABLE tmp (a UInt8)",
        "DROP TEMPORARY TABLE tmp",
    ] {
        let r = server.post("/?session_id=ddl&allow_ddl=0", &[], sql.as_bytes());
        assert_eq!(r.status, 200, "{sql}: {}", r.body);
    }
    // Once 0, it stays 0 for the request.
    for (path, body) in [
        ("/?allow_ddl=0", "SET allow_ddl = 1"),
        ("/?allow_ddl=0", "SELECT 1 SETTINGS allow_ddl = 1"),
        ("/?allow_ddl=0", "DROP TABLE t SETTINGS allow_ddl = 1"),
        ("/", "DROP TABLE t SETTINGS allow_ddl = 0, allow_ddl = 1"),
        (
            "/?allow_ddl=0",
            "RENAME TABLE t TO u SETTINGS allow_ddl = 1",
        ),
    ] {
        let r = server.post(path, &[], body.as_bytes());
        assert_eq!(
            (r.status, code(&r).as_str()),
            (400, "Code: 392"),
            "{path} {body}: {}",
            r.body
        );
    }
    assert_eq!(server.ok("SELECT count() FROM t"), "2\n");
    assert_eq!(server.ok("SHOW TABLES"), "t\n");
    // Without it, the same statements run.
    assert_eq!(server.query("DELETE FROM t WHERE id = 1").status, 200);
    assert_eq!(server.ok("SELECT count() FROM t"), "1\n");
}

/// Guards DESIGN §2.9 and §2.10: a DELETE whose subquery passes the server's limits
/// (`subquery_rows_read_max`, `max_rows_in_set`) or a query's lower
/// `max_rows_in_set`/`max_bytes_in_set` is refused before it is proposed, with
/// ClickHouse's code (158 TOO_MANY_ROWS, 191 SET_SIZE_LIMIT_EXCEEDED); a setting above
/// the server's is 452; nothing is deleted, no mutation is recorded, and the node goes
/// on serving. Within the limits the DELETE runs.
#[test]
fn delete_subquery_limits_are_refused_before_proposing() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config.toml");
    std::fs::write(
        &config,
        "subquery_rows_read_max = 1000\nmax_rows_in_set = 100\n",
    )
    .unwrap();
    let server = server::start_with_config(&dir.path().join("data"), Some(config));
    setup(&server);
    server.ok("INSERT INTO t SELECT number, toString(number) FROM numbers(2000)");
    let refused = |sql: &str, status: u16, code: &str| {
        let r = server.query(sql);
        assert_eq!(r.status, status, "{sql}: {}", r.body);
        assert!(
            r.body
                .starts_with(&format!("Code: {code}. DB::Exception: ")),
            "{sql}: {}",
            r.body
        );
        r.body
    };
    let body = refused(
        "DELETE FROM t WHERE id IN (SELECT id FROM t WHERE id < 10)",
        400,
        "158",
    );
    assert!(
        body.contains("subquery_rows_read_max") && body.contains("TOO_MANY_ROWS"),
        "{body}"
    );
    let body = refused(
        "DELETE FROM t WHERE id IN (SELECT number FROM numbers(101))",
        400,
        "191",
    );
    assert!(
        body.contains("max_rows_in_set") && body.contains("SET_SIZE_LIMIT_EXCEEDED"),
        "{body}"
    );
    refused(
        "DELETE FROM t WHERE id IN (SELECT number FROM numbers(20)) SETTINGS max_rows_in_set = 10",
        400,
        "191",
    );
    let body = refused(
        "DELETE FROM t WHERE name IN (SELECT toString(number) FROM numbers(20)) \
         SETTINGS max_bytes_in_set = 20",
        400,
        "191",
    );
    assert!(body.contains("max_bytes_in_set"), "{body}");
    let body = refused(
        "DELETE FROM t WHERE id IN (SELECT number FROM numbers(20)) SETTINGS max_rows_in_set = 101",
        400,
        "452",
    );
    assert!(body.contains("SETTING_CONSTRAINT_VIOLATION"), "{body}");
    // The same from the URL, and on a statement that builds no set.
    let r = server.post(
        &format!("/?max_bytes_in_set={}", (128u64 << 20) + 1),
        &[],
        b"SELECT 1",
    );
    assert_eq!(r.status, 400, "{}", r.body);
    assert!(r.body.starts_with("Code: 452."), "{}", r.body);
    // Nothing was proposed: no mutation, no row deleted.
    assert_eq!(server.ok("SELECT count() FROM system.mutations"), "0\n");
    assert_eq!(server.ok("SELECT count() FROM t"), "2000\n");
    // Within the limits (a lower one included) the DELETE runs.
    server.ok("DELETE FROM t WHERE id IN (SELECT number * 2 FROM numbers(50)) SETTINGS max_rows_in_set = 50");
    assert_eq!(server.ok("SELECT count() FROM t"), "1950\n");
    assert_eq!(
        server.ok("SELECT count(), countIf(latest_fail_reason = '') FROM system.mutations"),
        "1\t1\n"
    );
    assert_eq!(server.ok("SELECT 1"), "1\n");
}

/// Bad input changes nothing: a failed INSERT is not partially visible.
#[test]
fn bad_input_is_rejected_without_effect() {
    let dir = tempfile::tempdir().unwrap();
    let server = server::start(dir.path());
    setup(&server);
    let q = encode("INSERT INTO t FORMAT JSONEachRow");
    let r = server.post(
        &format!("/?query={q}"),
        &[],
        b"{\"id\":1,\"name\":\"a\"}\n{\"id\":\"x\",\"name\":\"b\"}\n",
    );
    assert_eq!(r.status, 400, "{}", r.body);
    assert_eq!(server.query("INSERT INTO t VALUES (-1, 'neg')").status, 400);
    assert_eq!(
        server.query("INSERT INTO nosuch VALUES (1, 'a')").status,
        404
    );
    assert_eq!(server.query("SELECT count() FROM t").body, "0\n");
    assert_eq!(server.query("DELETE FROM t WHERE name + 1").status, 400);
    assert_eq!(server.query("SELECT nosuch FROM t").status, 400);
    let r = server.query("SELECT * FROM nosuch");
    assert_eq!(r.status, 404);
    assert!(
        r.body.starts_with("Code: ") && r.body.lines().count() == 1,
        "{}",
        r.body
    );
}

#[test]
fn users_and_passwords_from_the_config() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config.toml");
    std::fs::write(
        &config,
        "body_bytes_max = 1000\n[[users]]\nname = \"alice\"\npassword = \"secret\"\n",
    )
    .unwrap();
    let server = server::start_with_config(&dir.path().join("data"), Some(config));
    let ok = server.post(
        "/",
        &[
            ("X-ClickHouse-User", "alice"),
            ("X-ClickHouse-Key", "secret"),
        ],
        b"SELECT 1",
    );
    assert_eq!((ok.status, ok.body.as_str()), (200, "1\n"));
    let basic = server.post(
        "/",
        &[("Authorization", "Basic YWxpY2U6c2VjcmV0")],
        b"SELECT 2",
    );
    assert_eq!(basic.body, "2\n");
    assert_eq!(
        server
            .post(
                "/",
                &[
                    ("X-ClickHouse-User", "alice"),
                    ("X-ClickHouse-Key", "wrong")
                ],
                b"SELECT 1"
            )
            .status,
        401
    );
    assert_eq!(
        server.post("/", &[], b"SELECT 1").status,
        401,
        "no default user in this config"
    );
    let big = vec![b' '; 5000];
    let r = server.post(
        "/",
        &[
            ("X-ClickHouse-User", "alice"),
            ("X-ClickHouse-Key", "secret"),
        ],
        &big,
    );
    assert_eq!(r.status, 413);
}

/// DESIGN §3: after deletes, `SELECT count()` is answered from part metadata.
#[test]
fn count_after_delete_is_metadata_only() {
    let dir = tempfile::tempdir().unwrap();
    let server = server::start(dir.path());
    setup(&server);
    server.ok("INSERT INTO t SELECT number, toString(number) FROM numbers(1000)");
    server.ok("DELETE FROM t WHERE id % 10 = 3");
    assert_eq!(server.query("SELECT count() FROM t").body, "900\n");
    let plan = server.query("EXPLAIN SELECT count() FROM t").body;
    // The live row count from part metadata, as ClickHouse's UInt64.
    assert!(
        plan.contains("CAST(900 AS UInt64) as count()") && !plan.contains("MaskScanExec"),
        "{plan}"
    );
    // With a WHERE, the scan runs and applies the masks.
    assert_eq!(
        server.query("SELECT count() FROM t WHERE id % 10 = 3").body,
        "0\n"
    );
}

/// DESIGN §2.2 through the scan cache: a scan that finds a row group's columns kept
/// decoded applies the part's current mask to them, so every mask shape (scattered
/// rows, long runs, a whole row group) hides exactly its rows, on a node that keeps
/// columns and on one that keeps none (`scan_cache_bytes = 0`) alike.
#[test]
fn scans_through_kept_columns_return_exactly_the_live_rows() {
    let rows = 300_000u64; // three row groups: 131,072, 131,072 and 37,856 rows
    let answer = |deleted: &dyn Fn(u64) -> bool| {
        let live: Vec<u64> = (0..rows).filter(|&i| !deleted(i)).collect();
        let sum: u64 = live.iter().sum();
        let fives = live.iter().filter(|&&i| i % 100 == 5).count();
        format!("{}\t{sum}\t{}\t{fives}\n", live.len(), sum * 2)
    };
    let query = "SELECT count(), sum(id), sum(v), countIf(s = '5') FROM c WHERE id >= 0";
    let counter = |server: &Server, name: &str| -> u64 {
        let m = server.get("/metrics").unwrap().body;
        let prefix = format!("{name} ");
        m.lines()
            .find_map(|l| l.strip_prefix(prefix.as_str()))
            .and_then(|v| v.parse().ok())
            .unwrap_or_else(|| panic!("no {name} in\n{m}"))
    };
    for kept in [true, false] {
        let dir = tempfile::tempdir().unwrap();
        let server = if kept {
            server::start(dir.path())
        } else {
            server::start_with_env(dir.path(), &[("MASKHOUSE_SCAN_CACHE_BYTES", "0")])
        };
        server.ok("CREATE TABLE c (id UInt64, s String, v Float64) ENGINE = MergeTree ORDER BY id");
        server.ok(&format!(
            "INSERT INTO c SELECT number, toString(number % 100), number * 2 FROM numbers({rows})"
        ));
        let whole = answer(&|_| false);
        assert_eq!(server.query(query).body, whole, "first read");
        assert_eq!(server.query(query).body, whole, "second read");
        let hits = counter(&server, "maskhouse_scan_cache_hits_total");
        if kept {
            // Three columns of three row groups, read from the file once, then kept.
            assert_eq!(counter(&server, "maskhouse_scan_cache_misses_total"), 9);
            assert_eq!(hits, 9);
            assert!(counter(&server, "maskhouse_scan_cache_bytes") > 0);
        } else {
            assert_eq!(hits, 0);
            assert_eq!(counter(&server, "maskhouse_scan_cache_bytes"), 0);
        }
        // Under a memory limit, a sort holds batches of its own, not slices that
        // carry a whole kept row group's buffers (about 75 MB here).
        assert_eq!(
            server
                .query("SELECT id FROM c ORDER BY v DESC LIMIT 1 OFFSET 200000 SETTINGS max_memory_usage = 30000000")
                .body,
            "99999\n"
        );
        // Scattered rows (filtered), a long run (a selection) and the whole last row
        // group (skipped), each after the columns were kept. The DELETEs evaluate
        // over the kept columns (a string one too, kept as views by the scan), and
        // each query runs twice: the second finds the columns kept filtered.
        let (hits, misses) = (
            counter(&server, "maskhouse_scan_cache_hits_total"),
            counter(&server, "maskhouse_scan_cache_misses_total"),
        );
        server.ok("DELETE FROM c WHERE id % 7 = 3");
        server.ok("DELETE FROM c WHERE s = '42'");
        if kept {
            assert_eq!(
                counter(&server, "maskhouse_scan_cache_hits_total") - hits,
                6,
                "the DELETEs found id and s kept in all three row groups"
            );
            assert_eq!(
                counter(&server, "maskhouse_scan_cache_misses_total"),
                misses
            );
        }
        let scattered = |i: u64| i % 7 == 3 || i % 100 == 42;
        assert_eq!(server.query(query).body, answer(&scattered));
        assert_eq!(server.query(query).body, answer(&scattered), "again");
        server.ok("DELETE FROM c WHERE id BETWEEN 140000 AND 200000");
        let run = |i: u64| scattered(i) || (140_000..=200_000).contains(&i);
        assert_eq!(server.query(query).body, answer(&run));
        assert_eq!(server.query(query).body, answer(&run), "again");
        server.ok("DELETE FROM c WHERE id >= 262144");
        let all = |i: u64| run(i) || i >= 262_144;
        assert_eq!(server.query(query).body, answer(&all));
        assert_eq!(server.query(query).body, answer(&all), "again");
        assert_eq!(
            server
                .query("SELECT count(), sum(_part_offset) FROM c WHERE id < 1000")
                .body,
            format!(
                "{}\t{}\n",
                (0..1000u64).filter(|&i| !all(i)).count(),
                (0..1000u64).filter(|&i| !all(i)).sum::<u64>()
            ),
            "virtual columns filtered with the kept ones"
        );
        // Deleted rows are still there to read when asked for.
        assert_eq!(
            server
                .query(&format!("{query} SETTINGS apply_deleted_mask = 0"))
                .body,
            whole
        );
        assert_eq!(
            server
                .query("SELECT s, count() FROM c GROUP BY s ORDER BY s LIMIT 2")
                .body,
            format!(
                "0\t{}\n1\t{}\n",
                (0..rows).filter(|&i| i % 100 == 0 && !all(i)).count(),
                (0..rows).filter(|&i| i % 100 == 1 && !all(i)).count()
            )
        );
        if kept {
            assert!(counter(&server, "maskhouse_scan_cache_hits_total") > hits);
        }
    }
}

/// The virtual columns name each row's part as system.parts does and count its
/// position from 0 in its part, deleted rows included (DESIGN §2.2: a deleted row
/// shows only with `apply_deleted_mask = 0`, with `_row_exists = 0`).
#[test]
fn virtual_columns_name_parts_and_positions() {
    let dir = tempfile::tempdir().unwrap();
    let server = server::start(dir.path());
    setup(&server);
    server.ok("INSERT INTO t SELECT number, toString(number) FROM numbers(5)");
    server.ok("INSERT INTO t SELECT number + 5, toString(number) FROM numbers(3)");
    let parts = server.ok(
        "SELECT name, rows, 0, rows - 1 FROM system.parts WHERE table = 't' AND active ORDER BY name",
    );
    assert_eq!(parts.lines().count(), 2, "{parts}");
    let by_part = "SELECT _part, count(), min(_part_offset), max(_part_offset) FROM t GROUP BY _part ORDER BY _part";
    assert_eq!(server.ok(by_part), parts);
    server.ok("DELETE FROM t WHERE id IN (1, 6)");
    assert_eq!(
        server.ok("SELECT id, _part_offset FROM t ORDER BY id"),
        "0\t0\n2\t2\n3\t3\n4\t4\n5\t0\n7\t2\n"
    );
    assert_eq!(
        server.ok(
            "SELECT id, _row_exists FROM t WHERE _row_exists = 0 ORDER BY id SETTINGS apply_deleted_mask = 0"
        ),
        "1\t0\n6\t0\n"
    );
    // `*` leaves them out, and they are not columns of the table.
    assert_eq!(
        server.ok("SELECT * FROM t WHERE _part_offset = 0 ORDER BY id"),
        "0\t0\n5\t0\n"
    );
    assert!(!server.ok("DESCRIBE TABLE t").contains("_part"));
}

/// Invariant 2.3 and group commit (design 007): a small INSERT travels in its log
/// entry (no staged file), is answered once durable, and survives a restart; the
/// async-insert settings are accepted however they arrive; a large INSERT still stages.
#[test]
fn small_inserts_travel_in_their_entry_whatever_the_async_insert_settings() {
    let dir = tempfile::tempdir().unwrap();
    let mut server = server::start(dir.path());
    setup(&server);
    let staged = || {
        std::fs::read_dir(dir.path().join("staging"))
            .map(|d| d.count())
            .unwrap_or(0)
    };
    let q = encode("INSERT INTO t FORMAT CSV");
    let r = server.post(
        &format!("/?query={q}&async_insert=1&wait_for_async_insert=1"),
        &[],
        b"2,\"b\"\n1,\"a\"\n",
    );
    assert_eq!(r.status, 200, "{}", r.body);
    server.ok("INSERT INTO t SETTINGS async_insert = 1, wait_for_async_insert = 0 VALUES (3, 'c')");
    server.ok("INSERT INTO t VALUES (4, 'd'), (5, 'e')");
    assert_eq!(staged(), 0, "small inserts write no staged file");
    // Each answered alone here, each its own entry and part.
    assert_eq!(
        server.ok("SELECT count() FROM system.parts WHERE table = 't' AND active"),
        "3\n"
    );
    // A large INSERT still stages a part, and every row is there after a restart.
    server.ok("INSERT INTO t SELECT number + 100, toString(number) FROM numbers(100000)");
    server.restart();
    assert_eq!(server.ok("SELECT count() FROM t"), "100005\n");
    assert_eq!(server.ok("SELECT count() FROM t WHERE id < 100"), "5\n");
    assert_eq!(server.ok("SELECT name FROM t WHERE id = 3"), "c\n");
}

/// Parquet and ArrowStream out, Parquet back in: the round trip keeps every value.
#[test]
fn parquet_round_trip() {
    let dir = tempfile::tempdir().unwrap();
    let server = server::start(dir.path());
    setup(&server);
    server.ok("INSERT INTO t SELECT number, concat('n', toString(number)) FROM numbers(100)");
    let parquet = server.query_bytes("SELECT * FROM t FORMAT Parquet");
    assert_eq!(&parquet[..4], b"PAR1");
    let arrow = server.query_bytes("SELECT * FROM t FORMAT ArrowStream");
    // Strings travel as plain Utf8, as ClickHouse sends them (scans read string views).
    let reader =
        arrow::ipc::reader::StreamReader::try_new(std::io::Cursor::new(arrow), None).unwrap();
    assert_eq!(
        reader.schema().field(1).data_type(),
        &arrow::datatypes::DataType::Utf8
    );
    let rows: usize = reader.map(|b| b.unwrap().num_rows()).sum();
    assert_eq!(rows, 100);
    server.ok("CREATE TABLE u (id UInt64, name String) ENGINE = MergeTree ORDER BY id");
    let q = encode("INSERT INTO u FORMAT Parquet");
    let r = server.post(&format!("/?query={q}"), &[], &parquet);
    assert_eq!(r.status, 200, "{}", r.body);
    let sums = "SELECT count(), sum(id), max(name) FROM";
    assert_eq!(
        server.query(&format!("{sums} u")).body,
        server.query(&format!("{sums} t")).body
    );
    // Garbage is a 400, not a crash.
    assert_eq!(
        server
            .post(&format!("/?query={q}"), &[], b"not parquet")
            .status,
        400
    );
}

/// The default data directory is relative (`./data`); reads must still find parts.
#[test]
fn relative_data_dir_works() {
    let dir = tempfile::tempdir().unwrap();
    let server = server::start_with_defaults_in(dir.path());
    setup(&server);
    server.ok("INSERT INTO t VALUES (1, 'a'), (2, 'b')");
    server.ok("DELETE FROM t WHERE id = 1");
    let r = server.query("SELECT id, name FROM t");
    assert_eq!((r.status, r.body.as_str()), (200, "2\tb\n"));
    assert!(dir.path().join("data/parts/t").is_dir());
}

/// Settings that are accepted are real: max_execution_time stops a long query,
/// max_threads runs it on fewer partitions with the same answer.
#[test]
fn max_execution_time_and_max_threads_take_effect() {
    let dir = tempfile::tempdir().unwrap();
    let server = server::start(dir.path());
    let started = std::time::Instant::now();
    let r = server
        .query("SELECT sum(number) FROM numbers(20000000000) SETTINGS max_execution_time = 0.3");
    assert_eq!(r.status, 503, "{}", r.body);
    assert!(r.body.contains("max_execution_time"), "{}", r.body);
    assert!(started.elapsed() < std::time::Duration::from_secs(30));
    let all = server.ok("SELECT sum(number % 7) FROM numbers(1000000)");
    let one = server.ok("SELECT sum(number % 7) FROM numbers(1000000) SETTINGS max_threads = 1");
    assert_eq!(all, one);
    let grouped = "SELECT number % 3 AS k, count() FROM numbers(1000000) GROUP BY k";
    let plan = server.ok(&format!("EXPLAIN {grouped} SETTINGS max_threads = 1"));
    assert!(!plan.contains("RepartitionExec"), "{plan}");
    let default_plan = server.ok(&format!("EXPLAIN {grouped}"));
    assert_ne!(plan, default_plan, "max_threads changes the plan");
    // A ceiling, not a request: a million partitions would take the node's memory
    // (state per pair of partitions in each repartitioning).
    let many =
        "SELECT k, sum(number % 7) FROM (SELECT number, number % 3 AS k FROM numbers(1000000)) \
                GROUP BY k ORDER BY k";
    assert_eq!(
        server.ok(&format!("{many} SETTINGS max_threads = 1000000")),
        server.ok(many)
    );
    let plan = server.ok(&format!("EXPLAIN {many} SETTINGS max_threads = 1000000"));
    assert!(plan.contains("Hash([k@0], 256)"), "{plan}");
    assert!(!plan.contains("1000000)"), "{plan}");
    assert_eq!(
        server.query("SELECT 1 SETTINGS max_threads = 'x'").status,
        400
    );
    assert_eq!(
        server
            .query("SELECT 1 SETTINGS max_execution_time = -1")
            .status,
        400
    );
}

/// Invariant 2.7 (bounded): who is calling is checked before the body is read, so a
/// stranger announcing a gigabyte gets 401 at once; queries beyond
/// `max_concurrent_queries` get 503 with ClickHouse's text.
#[test]
fn auth_before_body_and_a_query_limit() {
    use std::io::{Read, Write};
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config.toml");
    std::fs::write(
        &config,
        "max_concurrent_queries = 1\n[[users]]\nname = \"alice\"\npassword = \"secret\"\n",
    )
    .unwrap();
    let server = server::start_with_config(&dir.path().join("data"), Some(config));
    // Headers announce 1 GiB; only a few bytes follow, and the answer comes anyway.
    let mut stream = std::net::TcpStream::connect(("127.0.0.1", server.port)).unwrap();
    stream
        .set_read_timeout(Some(std::time::Duration::from_secs(10)))
        .unwrap();
    stream
        .write_all(
            b"POST / HTTP/1.1\r\nHost: x\r\nX-ClickHouse-User: alice\r\nX-ClickHouse-Key: wrong\r\nContent-Length: 1073741824\r\n\r\nSELECT",
        )
        .unwrap();
    let mut answer = [0u8; 12];
    stream.read_exact(&mut answer).unwrap();
    assert_eq!(
        &answer,
        b"HTTP/1.1 401",
        "{}",
        String::from_utf8_lossy(&answer)
    );
    // One slot: a long query holds it, a second one is refused meanwhile.
    let port = server.port;
    let long = std::thread::spawn(move || {
        maskhouse_harness::request(
            port,
            "POST",
            "/",
            &[
                ("X-ClickHouse-User", "alice"),
                ("X-ClickHouse-Key", "secret"),
            ],
            b"SELECT sum(number) FROM numbers(20000000000) SETTINGS max_execution_time = 4",
        )
        .unwrap()
    });
    // Let the long query take the slot first.
    std::thread::sleep(std::time::Duration::from_millis(500));
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(2);
    let mut refused = None;
    while std::time::Instant::now() < deadline {
        let r = server.post(
            "/",
            &[
                ("X-ClickHouse-User", "alice"),
                ("X-ClickHouse-Key", "secret"),
            ],
            b"SELECT 1",
        );
        if r.status == 503 {
            refused = Some(r.body);
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let refused = refused.expect("a second query while the first runs is refused");
    assert!(
        refused.contains("Too many simultaneous queries. Maximum: 1"),
        "{refused}"
    );
    assert_eq!(
        long.join().unwrap().status,
        503,
        "the long query hits its time limit"
    );
    let r = server.post(
        "/",
        &[
            ("X-ClickHouse-User", "alice"),
            ("X-ClickHouse-Key", "secret"),
        ],
        b"SELECT 1",
    );
    assert_eq!(r.status, 200, "the slot is free again: {}", r.body);
}

/// TSV and CSV read what they write (escapes, quotes, `\N` for NULL), and `…WithNames`
/// maps columns by the header.
#[test]
fn tsv_and_csv_round_trip_and_headers_name_columns() {
    let dir = tempfile::tempdir().unwrap();
    let server = server::start(dir.path());
    server.ok(
        "CREATE TABLE r (id UInt64, s String, n Nullable(String), ts DateTime, f Float64) \
         ENGINE = MergeTree ORDER BY id",
    );
    let tsv = "1\ta\\tb\\nc\\\\d\t\\N\t2024-01-02 03:04:05\t1.5\n2\tq\"u,o\\'te\tx\t2024-01-03 00:00:00\t-2\n";
    let q = encode("INSERT INTO r FORMAT TabSeparated");
    let r = server.post(&format!("/?query={q}"), &[], tsv.as_bytes());
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(
        server.ok("SELECT * FROM r ORDER BY id FORMAT TabSeparated"),
        tsv
    );
    let csv = server.ok("SELECT * FROM r ORDER BY id FORMAT CSV");
    server.ok("TRUNCATE TABLE r");
    let q = encode("INSERT INTO r FORMAT CSV");
    let r = server.post(&format!("/?query={q}"), &[], csv.as_bytes());
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(server.ok("SELECT * FROM r ORDER BY id FORMAT CSV"), csv);
    assert_eq!(
        server.ok("SELECT * FROM r ORDER BY id FORMAT TabSeparated"),
        tsv
    );
    // The header chooses and orders the columns; the others take their defaults.
    let q = encode("INSERT INTO r FORMAT CSVWithNames");
    let body = "\"ts\",\"id\",\"s\"\n\"2024-05-06 07:08:09\",7,\"z\"\n";
    let r = server.post(&format!("/?query={q}"), &[], body.as_bytes());
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(
        server.ok("SELECT id, s, n, ts, f FROM r WHERE id = 7 FORMAT TabSeparated"),
        "7\tz\t\\N\t2024-05-06 07:08:09\t0\n"
    );
    let q = encode("INSERT INTO r FORMAT TSVWithNames");
    let r = server.post(&format!("/?query={q}"), &[], b"id\tnosuch\n8\tx\n");
    assert_eq!(r.status, 400, "an unknown header column: {}", r.body);
}

/// `GET /metrics` speaks Prometheus: statements by kind and outcome, latencies, parts
/// and masks, merges, Raft indexes, whether apply is stalled; `promtool check metrics`
/// accepts it.
#[test]
fn metrics_in_prometheus_format() {
    let dir = tempfile::tempdir().unwrap();
    let server = server::start(dir.path());
    setup(&server);
    server.ok("INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c')");
    server.ok("DELETE FROM t WHERE id = 2");
    server.ok("SELECT count() FROM t");
    assert_eq!(server.query("SELECT nosuch FROM t").status, 400);
    let r = server.get("/metrics").unwrap();
    assert_eq!(r.status, 200);
    let m = r.body;
    for line in [
        "maskhouse_statements_total{kind=\"insert\",outcome=\"ok\"} 1",
        "maskhouse_statements_total{kind=\"delete\",outcome=\"ok\"} 1",
        "maskhouse_statements_total{kind=\"select\",outcome=\"ok\"} 1",
        "maskhouse_statements_total{kind=\"select\",outcome=\"error\"} 1",
        "maskhouse_statement_duration_seconds_count{kind=\"insert\"} 1",
        "maskhouse_parts{table=\"t\"} 1",
        "maskhouse_rows{table=\"t\"} 3",
        "maskhouse_deleted_rows{table=\"t\"} 1",
        "maskhouse_masks{table=\"t\"} 1",
        "maskhouse_raft_is_leader 1",
        "maskhouse_apply_stalled 0",
        "maskhouse_apply_stalled_seconds 0",
    ] {
        assert!(m.lines().any(|l| l == line), "missing {line:?} in\n{m}");
    }
    let applied: u64 = m
        .lines()
        .find_map(|l| l.strip_prefix("maskhouse_raft_applied_index "))
        .and_then(|v| v.parse().ok())
        .unwrap();
    assert!(applied >= 4, "{m}");
    // Every entry applied here has its apply time counted (the CREATE, INSERT and
    // DELETE at least).
    let timed: u64 = m
        .lines()
        .find_map(|l| l.strip_prefix("maskhouse_apply_seconds_count "))
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| panic!("no maskhouse_apply_seconds_count in\n{m}"));
    assert!(timed >= 3, "{m}");
    // The writes waited for durable flushes (the log appends at least), and no more
    // ran than were asked for.
    let flushes = |what: &str| -> u64 {
        let prefix = format!("maskhouse_meta_flushes_total{{what=\"{what}\"}} ");
        m.lines()
            .find_map(|l| l.strip_prefix(prefix.as_str()))
            .and_then(|v| v.parse().ok())
            .unwrap_or_else(|| panic!("no {prefix:?} in\n{m}"))
    };
    let (requested, run) = (flushes("requested"), flushes("run"));
    assert!(
        run >= 3 && run <= requested,
        "{requested} requested, {run} run\n{m}"
    );
    // The SELECT was a linearizable read: both of its waits are counted.
    for phase in ["index", "apply"] {
        let prefix = format!("maskhouse_read_wait_seconds_count{{phase=\"{phase}\"}} ");
        let reads: u64 = m
            .lines()
            .find_map(|l| l.strip_prefix(prefix.as_str()))
            .and_then(|v| v.parse().ok())
            .unwrap_or_else(|| panic!("no {prefix:?} in\n{m}"));
        assert!(reads >= 1, "{m}");
    }
    // Debian's prometheus package; under CI a missing promtool fails the test.
    if !maskhouse_harness::require_tool("promtool", &["--version"]) {
        return;
    }
    let mut child = std::process::Command::new("promtool")
        .args(["check", "metrics"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("start promtool");
    use std::io::Write;
    child.stdin.take().unwrap().write_all(m.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "promtool: {}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Statements nested deeper than the parser can recurse are 400s and the node keeps
/// serving (DESIGN §2.7): `Array(` a type deep, in a CAST, in a `cast(x, 'T')` string,
/// or left open. `SELECT Array(Array(…` of 30 levels once overflowed a thread's stack
/// and took the whole node down.
#[test]
fn deep_nesting_is_a_clear_error_and_the_node_keeps_serving() {
    let dir = tempfile::tempdir().unwrap();
    let server = server::start(dir.path());
    let deep = |n: usize| format!("{}UInt8{}", "Array(".repeat(n), ")".repeat(n));
    for sql in [
        format!("SELECT {}", "Array(".repeat(30)),
        format!("SELECT {}", "Array(".repeat(100_000)),
        format!("SELECT CAST(1 AS {})", deep(300)),
        format!("SELECT cast(1, '{}')", deep(300)),
        format!(
            "CREATE TABLE d (a {}) ENGINE = MergeTree ORDER BY tuple()",
            deep(300)
        ),
        format!(
            "SELECT count() FROM numbers(1) WHERE number = CAST(1 AS {})",
            deep(200)
        ),
    ] {
        let r = server.query(&sql);
        assert_eq!(r.status, 400, "{:.60}: {}", sql, r.body);
        assert_eq!(
            server.ok("SELECT 1"),
            "1\n",
            "the node serves after {sql:.60}"
        );
    }
}

/// `max_rows_to_read` and `max_bytes_to_read` bound what a query's scans return, in a
/// `SETTINGS` clause or a URL parameter alike (ClickHouse's `TOO_MANY_ROWS`, 158, and
/// `TOO_MANY_BYTES`, 307); a scan that prunes to fewer rows passes. `force_primary_key`
/// fails a read that does not prune by the key (`INDEX_NOT_USED`, 277).
/// `optimize_throw_if_noop` makes an OPTIMIZE with nothing to merge fail
/// (`CANNOT_ASSIGN_OPTIMIZE`, 388).
#[test]
fn read_limits_and_optimize_throw_if_noop() {
    let dir = tempfile::tempdir().unwrap();
    let server = server::start(dir.path());
    setup(&server);
    assert_eq!(
        server.ok("INSERT INTO t SELECT number, toString(number) FROM numbers(300000)"),
        ""
    );
    let r = server.query("SELECT count() FROM t WHERE name != '' SETTINGS max_rows_to_read = 1000");
    assert_eq!(r.status, 400, "{}", r.body);
    assert!(r.body.starts_with("Code: 158."), "{}", r.body);
    let q = encode("SELECT sum(id) FROM t WHERE name != ''");
    let r = server
        .get(&format!("/?query={q}&max_rows_to_read=1000"))
        .unwrap();
    assert!(r.body.starts_with("Code: 158."), "{}", r.body);
    let r = server
        .get(&format!("/?query={q}&max_bytes_to_read=1000"))
        .unwrap();
    assert!(r.body.starts_with("Code: 307."), "{}", r.body);
    // A point query reads the row group (131,072 rows) that may hold its key, not the
    // table.
    assert_eq!(
        server.ok("SELECT name FROM t WHERE id = 277777 SETTINGS max_rows_to_read = 150000"),
        "277777\n"
    );
    assert_eq!(
        server.ok("SELECT count() FROM t WHERE name != '' SETTINGS max_rows_to_read = 300000"),
        "300000\n"
    );
    let r = server.query("SELECT 1 SETTINGS read_overflow_mode = 'break'");
    assert!(r.body.starts_with("Code: 48."), "{}", r.body);
    // `force_primary_key` in the URL: a read that does not prune by the key fails
    // (`INDEX_NOT_USED`, 277); one that does passes.
    let r = server
        .get(&format!("/?query={q}&force_primary_key=1"))
        .unwrap();
    assert!(r.body.starts_with("Code: 277."), "{}", r.body);
    let by_key = encode("SELECT name FROM t WHERE id = 5");
    let r = server
        .get(&format!("/?query={by_key}&force_primary_key=1"))
        .unwrap();
    assert_eq!(r.body, "5\n");

    // One part and no deleted rows: nothing to merge.
    assert_eq!(server.ok("OPTIMIZE TABLE t"), "");
    let r = server.query("OPTIMIZE TABLE t SETTINGS optimize_throw_if_noop = 1");
    assert_eq!(r.status, 400, "{}", r.body);
    assert!(r.body.starts_with("Code: 388."), "{}", r.body);
    assert_eq!(
        server.ok("OPTIMIZE TABLE t FINAL SETTINGS optimize_throw_if_noop = 1"),
        ""
    );
    assert_eq!(server.ok("INSERT INTO t VALUES (200000, 'x')"), "");
    assert_eq!(
        server.ok("OPTIMIZE TABLE t SETTINGS optimize_throw_if_noop = 1"),
        ""
    );
}

/// DESIGN §2.8: a table's TTL deletes its expired rows through DELETE entries whose
/// condition carries the moment as a constant. The leader's background rounds sweep a
/// table every `merge_with_ttl_timeout` seconds (0 here: every round), propose nothing
/// while no row has expired, and leave a table whose merges are stopped alone.
#[test]
fn ttl_sweeps_delete_expired_rows_in_the_background() {
    let dir = tempfile::tempdir().unwrap();
    let server = server::start_with_env(dir.path(), &[("MASKHOUSE_MERGE_INTERVAL_MS", "100")]);
    server.ok(
        "CREATE TABLE e (id UInt64, t DateTime) ENGINE = MergeTree ORDER BY id \
         TTL t + INTERVAL 1 DAY SETTINGS merge_with_ttl_timeout = 0",
    );
    server.ok("CREATE TABLE held (id UInt64, t DateTime) ENGINE = MergeTree ORDER BY id TTL t SETTINGS merge_with_ttl_timeout = 0");
    server.ok("SYSTEM STOP MERGES held");
    // Rows of the far future never expire; rows of 2001 have.
    server.ok("INSERT INTO e SELECT number, toDateTime('2100-01-01 00:00:00') FROM numbers(10)");
    server.ok("INSERT INTO held SELECT number, toDateTime('2001-01-01 00:00:00') FROM numbers(10)");
    std::thread::sleep(std::time::Duration::from_millis(600));
    let mutations = "SELECT count() FROM system.mutations WHERE table = 'e'";
    assert_eq!(
        server.ok(mutations),
        "0\n",
        "nothing expired, nothing proposed"
    );
    server
        .ok("INSERT INTO e SELECT number + 10, toDateTime('2001-01-01 00:00:00') FROM numbers(5)");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while server.ok("SELECT count() FROM e") != "10\n" {
        assert!(
            std::time::Instant::now() < deadline,
            "the expired rows are still there"
        );
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    assert_eq!(server.ok("SELECT min(id), max(id) FROM e"), "0\t9\n");
    assert_eq!(
        server.ok("SELECT count() FROM held"),
        "10\n",
        "stopped merges hold the sweep back"
    );
    // Rows that expire later go the same way, and stay gone through a merge.
    server.ok("SYSTEM START MERGES held");
    server.ok("SYSTEM STOP MERGES e");
    server
        .ok("INSERT INTO e SELECT number + 20, toDateTime('2001-01-01 00:00:00') FROM numbers(5)");
    server.ok("SYSTEM START MERGES e");
    server.ok("OPTIMIZE TABLE e FINAL");
    assert_eq!(server.ok("SELECT count(), sum(id) FROM e"), "10\t45\n");
}

/// An unknown table or database is reported by the query's catalog itself (404,
/// UNKNOWN_TABLE 60 or UNKNOWN_DATABASE 81), wherever the statement names it: never
/// read back from the planner's message (DESIGN §3).
#[test]
fn unknown_tables_and_databases_are_the_catalogs_errors() {
    let dir = tempfile::tempdir().unwrap();
    let server = server::start(dir.path());
    setup(&server);
    server.ok("CREATE DATABASE d");
    for (sql, code, named) in [
        ("SELECT * FROM nope", "60", "table nope does not exist"),
        (
            "SELECT * FROM t JOIN nope USING (id)",
            "60",
            "table nope does not exist",
        ),
        (
            "SELECT * FROM t WHERE id IN (SELECT id FROM d.nope)",
            "60",
            "table d.nope does not exist",
        ),
        (
            "INSERT INTO t SELECT * FROM system.nope",
            "60",
            "table system.nope does not exist",
        ),
        (
            "DELETE FROM t WHERE id IN (SELECT id FROM nope)",
            "60",
            "table nope does not exist",
        ),
        ("SELECT * FROM nodb.t", "81", "Database nodb does not exist"),
        (
            "DELETE FROM t WHERE id IN (SELECT id FROM nodb.t)",
            "81",
            "Database nodb does not exist",
        ),
    ] {
        let reply = server.query(sql);
        assert_eq!(reply.status, 404, "{sql}: {}", reply.body);
        assert_eq!(
            reply.header("X-ClickHouse-Exception-Code"),
            Some(code),
            "{sql}"
        );
        assert!(reply.body.contains(named), "{sql}: {}", reply.body);
    }
    // A CTE's name is no table.
    assert_eq!(
        server.ok("WITH nope AS (SELECT 1 AS x) SELECT x FROM nope"),
        "1\n"
    );
}

/// Temporary tables: a session's own, in the memory of the node serving it. They are
/// read and written by that session's statements alone, shadow a table of the same
/// name, take INSERT (of every kind), SELECT, TRUNCATE and DROP, and refuse the
/// mutations of replicated tables without touching the table they shadow (DESIGN §2.1:
/// a statement that fails changes nothing); nothing replicated (a mutation's
/// subquery, a view) reads them (DESIGN §2.8: every replica evaluates the same).
#[test]
fn temporary_tables_belong_to_their_session() {
    let dir = tempfile::tempdir().unwrap();
    let server = server::start(dir.path());
    let in_session =
        |id: &str, sql: &str| server.post(&format!("/?session_id={id}"), &[], sql.as_bytes());
    let ok = |id: &str, sql: &str| {
        let r = in_session(id, sql);
        assert_eq!(r.status, 200, "{sql}: {}", r.body);
        r.body
    };
    setup(&server);
    server.ok("INSERT INTO t VALUES (1, 'replicated')");
    ok(
        "a",
        "CREATE TEMPORARY TABLE t (id Nullable(UInt64), name String DEFAULT 'x')",
    );
    ok("a", "INSERT INTO t VALUES (2, 'values') (NULL, 'null')");
    ok("a", "INSERT INTO t (id) SELECT number + 10 FROM numbers(2)");
    let q = encode("INSERT INTO t FORMAT CSV");
    let r = server.post(&format!("/?session_id=a&query={q}"), &[], b"20,csv\n");
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(
        ok("a", "SELECT id, name FROM t ORDER BY id"),
        "2\tvalues\n10\tx\n11\tx\n20\tcsv\n\\N\tnull\n"
    );
    assert_eq!(ok("a", "SELECT count() FROM t"), "5\n");
    // Read as any table is: qualified columns, a self join, a subquery; a common
    // table expression of the same name is read instead.
    assert_eq!(ok("a", "SELECT t.id FROM t WHERE t.id = 2"), "2\n");
    assert_eq!(ok("a", "SELECT count() FROM t JOIN t AS u USING id"), "4\n");
    assert_eq!(
        ok(
            "a",
            "SELECT count() FROM t WHERE id IN (SELECT id FROM t WHERE id > 10)"
        ),
        "2\n"
    );
    assert_eq!(ok("a", "WITH t AS (SELECT 1 AS id) SELECT * FROM t"), "1\n");
    assert_eq!(
        ok(
            "a",
            "SELECT count() FROM t WHERE id IN (WITH t AS (SELECT 2 AS id) SELECT id FROM t)"
        ),
        "1\n"
    );
    assert_eq!(
        ok("a", "DESCRIBE t"),
        "id\tNullable(UInt64)\t\t\t\t\t\nname\tString\tDEFAULT\t\\'x\\'\t\t\t\n"
    );
    // Listed as ClickHouse lists it: in system.tables and system.columns in no
    // database, by SHOW TEMPORARY TABLES and EXISTS TEMPORARY, not by SHOW TABLES.
    assert_eq!(
        ok(
            "a",
            "SELECT database, name, engine, total_rows, is_temporary FROM system.tables WHERE name = 't' ORDER BY is_temporary"
        ),
        "default\tt\tMergeTree\t1\t0\n\tt\tMemory\t5\t1\n"
    );
    assert_eq!(
        ok(
            "a",
            "SELECT name, type, position FROM system.columns WHERE database = '' AND table = 't'"
        ),
        "id\tNullable(UInt64)\t1\nname\tString\t2\n"
    );
    ok("a", "CREATE TEMPORARY TABLE scratch (a UInt8)");
    assert_eq!(ok("a", "SHOW TEMPORARY TABLES"), "scratch\nt\n");
    assert_eq!(ok("a", "SHOW TEMPORARY TABLES LIKE 's%'"), "scratch\n");
    assert_eq!(ok("a", "SHOW TABLES"), "t\n");
    assert_eq!(ok("a", "EXISTS scratch"), "0\n");
    ok("a", "DROP TEMPORARY TABLE scratch");
    assert_eq!(ok("a", "EXISTS TEMPORARY TABLE t"), "1\n");
    assert_eq!(ok("b", "EXISTS TEMPORARY TABLE t"), "0\n");
    assert_eq!(ok("b", "SHOW TEMPORARY TABLES"), "");
    assert_eq!(
        ok("a", "SHOW CREATE TEMPORARY TABLE t"),
        "CREATE TEMPORARY TABLE t\\n(\\n    `id` Nullable(UInt64),\\n    `name` String DEFAULT \\'x\\'\\n)\\nENGINE = Memory\n"
    );
    // Another session, and a request without one, see the replicated table.
    assert_eq!(ok("b", "SELECT name FROM t"), "replicated\n");
    assert_eq!(server.query("SELECT count() FROM t").body, "1\n");
    // A temporary table of a request without a session ends with the request.
    server.ok("CREATE TEMPORARY TABLE only_now (a UInt8)");
    assert_eq!(server.query("SELECT * FROM only_now").status, 404);
    // Mutations are refused and change nothing, here or in the shadowed table.
    for sql in [
        "DELETE FROM t WHERE id = 2",
        "ALTER TABLE t UPDATE name = 'y' WHERE 1",
        "OPTIMIZE TABLE t FINAL",
    ] {
        let r = in_session("a", sql);
        assert_eq!(r.status, 400, "{sql}: {}", r.body);
        assert!(r.body.starts_with("Code: 48."), "{sql}: {}", r.body);
    }
    assert_eq!(ok("a", "SELECT count() FROM t"), "5\n");
    assert_eq!(server.query("SELECT name FROM t").body, "replicated\n");
    // Every replica evaluates a DELETE's subqueries, and none has the session.
    ok("a", "CREATE TEMPORARY TABLE ids (id UInt64)");
    ok("a", "INSERT INTO ids VALUES (1)");
    for sql in [
        "DELETE FROM t WHERE id IN (SELECT id FROM ids)",
        "ALTER TABLE t DELETE WHERE id IN (SELECT id FROM default.ids)",
        "UPDATE t SET name = 'y' WHERE id IN (SELECT id FROM ids)",
    ] {
        let r = in_session("a", sql);
        assert!(r.body.starts_with("Code: 48."), "{sql}: {}", r.body);
    }
    assert_eq!(server.query("SELECT name FROM t").body, "replicated\n");
    ok("a", "DROP TEMPORARY TABLE ids");
    // AS SELECT, joins with the other tables, TRUNCATE and DROP.
    ok(
        "a",
        "CREATE TEMPORARY TABLE u AS SELECT number AS n FROM numbers(3)",
    );
    assert_eq!(
        ok(
            "a",
            "SELECT n, name FROM u JOIN t ON u.n + 9 = t.id ORDER BY n"
        ),
        "1\tx\n2\tx\n"
    );
    let r = in_session("a", "CREATE TEMPORARY TABLE u (n UInt8)");
    assert!(r.body.starts_with("Code: 57."), "{}", r.body);
    ok("a", "CREATE TEMPORARY TABLE IF NOT EXISTS u (n UInt8)");
    ok("a", "TRUNCATE TABLE u");
    assert_eq!(ok("a", "SELECT count() FROM u"), "0\n");
    ok("a", "DROP TEMPORARY TABLE u");
    assert!(in_session("a", "DROP TEMPORARY TABLE u")
        .body
        .starts_with("Code: 60."));
    ok("a", "DROP TEMPORARY TABLE IF EXISTS u");
    // CREATE TABLE … AS SELECT fills the table it creates, not a temporary one of
    // the same name; a view shadowed by a temporary table is not expanded; a view
    // (replicated) cannot read a temporary table.
    ok("a", "CREATE TEMPORARY TABLE r (id UInt64)");
    ok(
        "a",
        "CREATE TABLE r ENGINE = MergeTree ORDER BY id AS SELECT number AS id FROM numbers(3)",
    );
    assert_eq!(ok("a", "SELECT count() FROM r"), "0\n");
    assert_eq!(server.query("SELECT count() FROM r").body, "3\n");
    server.ok("CREATE VIEW w AS SELECT 1 AS x");
    ok("a", "CREATE TEMPORARY TABLE w (y String)");
    ok("a", "INSERT INTO w VALUES ('temporary')");
    assert_eq!(ok("a", "SELECT * FROM w"), "temporary\n");
    ok("a", "CREATE TEMPORARY TABLE only_here (y String)");
    let r = in_session("a", "CREATE VIEW over_tmp AS SELECT * FROM only_here");
    assert_eq!(r.status, 404, "{}", r.body);
    // A view over a name both have reads the replicated one.
    ok("a", "CREATE VIEW over_w AS SELECT * FROM w");
    assert_eq!(ok("a", "SELECT * FROM over_w"), "1\n");
    // DROP TABLE drops the temporary table first, then the replicated one.
    ok("a", "DROP TABLE t");
    assert_eq!(ok("a", "SELECT name FROM t"), "replicated\n");
    // session_check asks for a session that exists.
    let r = server.post("/?session_id=a&session_check=1", &[], b"SELECT 1");
    assert_eq!(r.status, 200, "{}", r.body);
    let r = server.post("/?session_id=none&session_check=1", &[], b"SELECT 1");
    assert!(r.body.starts_with("Code: 372."), "{}", r.body);
    let r = server.post("/?session_id=a&session_timeout=100000", &[], b"SELECT 1");
    assert!(r.body.starts_with("Code: 374."), "{}", r.body);
    // What the sessions hold shows in /metrics, and goes with the tables.
    let held = || -> u64 {
        let metrics = server.get("/metrics").unwrap().body;
        let line = metrics
            .lines()
            .find(|l| l.starts_with("maskhouse_temporary_tables_bytes "))
            .unwrap_or_else(|| panic!("{metrics}"));
        line.split(' ').nth(1).unwrap().parse().unwrap()
    };
    let before = held();
    ok(
        "a",
        "CREATE TEMPORARY TABLE v AS SELECT number FROM numbers(1000)",
    );
    assert!(held() >= before + 8000);
    ok("a", "DROP TEMPORARY TABLE v");
    assert_eq!(held(), before);
    let metrics = server.get("/metrics").unwrap().body;
    assert!(metrics.contains("\nmaskhouse_sessions "), "{metrics}");
}
