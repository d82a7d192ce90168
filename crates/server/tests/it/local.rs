//! `maskhouse local --nodes 3`: one command starts a whole cluster on localhost, every
//! node serves, and SIGTERM stops them all.

use std::{
    net::TcpListener,
    process::{Command, Stdio},
    time::{Duration, Instant},
};

use maskhouse_harness::post_sql;

use crate::server::bin;

/// A base port with `n` free consecutive ports after it, for HTTP and interserver.
fn free_range(n: u16) -> u16 {
    for _ in 0..200 {
        let base = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        if base > 60_000 {
            continue;
        }
        let all_free = (0..n).all(|i| TcpListener::bind(("127.0.0.1", base + i)).is_ok());
        if all_free {
            return base;
        }
    }
    panic!("no range of {n} free ports");
}

#[test]
fn local_starts_three_nodes_and_stops_them() {
    let dir = tempfile::tempdir().unwrap();
    let base = free_range(6);
    let (http, inter) = (base, base + 3);
    let mut child = Command::new(bin())
        .args(["local", "--nodes", "3", "--data-dir"])
        .arg(dir.path())
        .args(["--http-port", &http.to_string()])
        .args(["--interserver-port", &inter.to_string()])
        .env("MASKHOUSE_LOG", "warn")
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let ports = [http, http + 1, http + 2];
    let deadline = Instant::now() + Duration::from_secs(60);
    for port in ports {
        while post_sql(port, "SELECT 1").status != 200 {
            assert!(
                Instant::now() < deadline,
                "node on port {port} never served"
            );
            std::thread::sleep(Duration::from_millis(100));
        }
    }
    let ok = |port: u16, sql: &str| {
        let r = post_sql(port, sql);
        assert_eq!(r.status, 200, "{sql}: {}", r.body);
        r.body
    };
    ok(
        ports[0],
        "CREATE TABLE t (id UInt64) ENGINE = MergeTree ORDER BY id",
    );
    ok(ports[1], "INSERT INTO t SELECT number FROM numbers(10)");
    ok(ports[2], "DELETE FROM t WHERE id < 3");
    for port in ports {
        assert_eq!(ok(port, "SELECT count() FROM t"), "7\n");
    }
    // A database created on one node holds tables on every node; the current
    // database comes as the `database` parameter or the X-ClickHouse-Database header.
    ok(ports[0], "CREATE DATABASE db1");
    let in_db1 = |port: u16, how: &str, sql: &str| {
        let (path, headers): (String, Vec<(&str, &str)>) = match how {
            "param" => ("/?database=db1".into(), vec![]),
            _ => ("/".into(), vec![("X-ClickHouse-Database", "db1")]),
        };
        let r = maskhouse_harness::request(port, "POST", &path, &headers, sql.as_bytes())
            .unwrap_or_else(maskhouse_harness::Reply::failed);
        assert_eq!(r.status, 200, "{sql}: {}", r.body);
        r.body
    };
    in_db1(
        ports[1],
        "param",
        "CREATE TABLE t (id UInt64) ENGINE = MergeTree ORDER BY id",
    );
    in_db1(
        ports[2],
        "header",
        "INSERT INTO t SELECT number FROM numbers(4)",
    );
    in_db1(
        ports[2],
        "header",
        "DELETE FROM t WHERE id IN (SELECT id FROM default.t)",
    );
    for port in ports {
        // 0..4 less the 3 that `default.t` (3..10) holds.
        assert_eq!(ok(port, "SELECT count() FROM db1.t"), "3\n");
        assert_eq!(in_db1(port, "param", "SELECT count() FROM t"), "3\n");
        assert_eq!(ok(port, "SELECT count() FROM t"), "7\n");
        assert_eq!(in_db1(port, "header", "SHOW TABLES"), "t\n");
    }
    ok(ports[1], "DROP DATABASE db1");
    for port in ports {
        let r = maskhouse_harness::request(port, "POST", "/?database=db1", &[], b"SELECT 1")
            .unwrap_or_else(maskhouse_harness::Reply::failed);
        assert_eq!(r.status, 404, "{}", r.body);
        assert!(r.body.contains("UNKNOWN_DATABASE"), "{}", r.body);
    }
    // Polled: on a loaded machine a status round trip may miss its one-second bound.
    let deadline = Instant::now() + Duration::from_secs(30);
    while ok(
        ports[0],
        "SELECT count() FROM system.replicas WHERE health = 'ok'",
    ) != "3\n"
    {
        assert!(Instant::now() < deadline, "a node never reported healthy");
        std::thread::sleep(Duration::from_millis(100));
    }
    Command::new("kill")
        .arg("-TERM")
        .arg(child.id().to_string())
        .status()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(30);
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        assert!(Instant::now() < deadline, "local did not stop on SIGTERM");
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(status.success(), "local exited with {status}");
    let mut printed = String::new();
    std::io::Read::read_to_string(&mut child.stdout.take().unwrap(), &mut printed).unwrap();
    assert!(
        printed.contains(&format!("http://127.0.0.1:{}", http + 2)),
        "{printed}"
    );
    for port in ports {
        assert_eq!(
            post_sql(port, "SELECT 1").status,
            0,
            "node on {port} still up"
        );
    }
}
