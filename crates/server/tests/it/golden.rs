//! Golden SQL cases: each `tests/golden/NAME.sql` runs against a fresh server and its
//! output must equal `NAME.out`. Adding a case needs no recompile.
//!
//! A case is statements separated by lines ending in `;`. Each statement's output is
//! appended as returned; a failed statement appends `ERROR <status>`. A line
//! `-- restart` restarts the server gracefully, `-- kill` kills it with SIGKILL and
//! starts it again.
//!
//! The expected outputs come from ClickHouse: `scripts/golden_oracle.py` runs every case
//! in ClickHouse (chdb) and writes `NAME.out`; only statements marked `-- own: <reason>`
//! (maskhouse's system tables, part names, restarts, deliberate differences listed in
//! docs/sql.md) expect maskhouse's own output. There is no way to bless maskhouse's
//! output from here.

use std::path::Path;

use crate::server;

/// The first line of every `.out` file, written by the oracle script.
const ORACLE_HEADER: &str = "-- expected outputs from ClickHouse";

fn run_case(sql: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let mut server = server::start(dir.path());
    let mut out = String::new();
    let mut statement = String::new();
    for line in sql.lines() {
        let trimmed = line.trim();
        if trimmed == "-- restart" {
            server.restart();
            out.push_str("-- restart\n");
            continue;
        }
        if trimmed == "-- kill" {
            server.kill_and_restart();
            out.push_str("-- kill\n");
            continue;
        }
        if trimmed.starts_with("--") && statement.trim().is_empty() {
            continue;
        }
        statement.push_str(line);
        statement.push('\n');
        if trimmed.ends_with(';') {
            let reply = server.query(statement.trim());
            if reply.status == 200 {
                out.push_str(&reply.body);
            } else {
                out.push_str(&format!("ERROR {}\n", reply.status));
            }
            statement.clear();
        }
    }
    out
}

#[test]
fn golden_cases() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let mut cases: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "sql"))
        .collect();
    cases.sort();
    assert!(!cases.is_empty(), "no golden cases in {}", dir.display());
    let mut failures = vec![];
    for case in &cases {
        let sql = std::fs::read_to_string(case).unwrap();
        let actual = run_case(&sql);
        let expected_path = case.with_extension("out");
        let expected = std::fs::read_to_string(&expected_path).unwrap_or_default();
        let Some((header, expected)) = expected.split_once('\n') else {
            failures.push(format!("{}: no expected output", expected_path.display()));
            continue;
        };
        if !header.starts_with(ORACLE_HEADER) {
            failures.push(format!(
                "{}: not written by scripts/golden_oracle.py (first line: {header:?})",
                expected_path.display()
            ));
            continue;
        }
        if actual != expected {
            failures.push(format!(
                "{}:\n--- expected\n{expected}--- actual\n{actual}",
                case.display()
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} golden case(s) differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
