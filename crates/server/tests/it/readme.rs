//! The README's "From your language" snippets are the code the tests run: the Rust
//! one is the block below (between the markers), the Python one is
//! `tests/clients/readme_example.py`; a test checks the README shows both exactly.

// README: from here
use clickhouse::{Client, Row};
use serde::{Deserialize, Serialize};

#[derive(Row, Serialize, Deserialize, Debug, PartialEq)]
struct Reading {
    id: u64,
    sensor: String,
    value: f64,
}

async fn example(url: &str) -> clickhouse::error::Result<Vec<Reading>> {
    let client = Client::default().with_url(url);
    client
        .query(
            "CREATE TABLE IF NOT EXISTS readings (id UInt64, sensor String, value Float64) \
             ENGINE = MergeTree ORDER BY id",
        )
        .execute()
        .await?;
    let mut insert = client.insert::<Reading>("readings").await?;
    for id in 0..1000 {
        let sensor = format!("s{}", id % 3);
        insert
            .write(&Reading {
                id,
                sensor,
                value: id as f64 / 10.0,
            })
            .await?;
    }
    insert.end().await?;
    client
        .query("DELETE FROM readings WHERE sensor = ?")
        .bind("s0")
        .execute()
        .await?;

    let live: u64 = client
        .query("SELECT count() FROM readings")
        .fetch_one()
        .await?;
    assert_eq!(live, 666);
    client
        .query("SELECT ?fields FROM readings WHERE value > ? ORDER BY id LIMIT 3")
        .bind(10.0)
        .fetch_all::<Reading>()
        .await
}
// README: to here

use crate::server;

/// The text between the markers in this file, and the code block of the README's
/// "From your language" section in `lang`.
fn snippets(lang: &str) -> (String, String) {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../README.md"))
        .expect("README.md");
    let section = readme
        .split("## From your language")
        .nth(1)
        .expect("README has a \"From your language\" section");
    let section = section.split("\n## ").next().unwrap_or(section);
    let fence = format!("```{lang}\n");
    let shown = section
        .split(&fence)
        .nth(1)
        .and_then(|b| b.split("```").next())
        .unwrap_or_else(|| panic!("no {lang} block in \"From your language\""))
        .to_string();
    let tested = match lang {
        "rust" => {
            let source = include_str!("readme.rs");
            let from = source.find("// README: from here\n").expect("marker") + 21;
            let to = source.find("// README: to here").expect("marker");
            source[from..to].to_string()
        }
        _ => std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/clients/readme_example.py"
        ))
        .expect("readme_example.py"),
    };
    (shown, tested)
}

#[test]
fn readme_shows_the_code_the_tests_run() {
    for lang in ["rust", "python"] {
        let (shown, tested) = snippets(lang);
        assert_eq!(
            shown, tested,
            "README's {lang} snippet differs from the tested code"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn readme_rust_snippet_runs() {
    let dir = tempfile::tempdir().unwrap();
    let node = server::start(dir.path());
    let rows = example(&format!("http://127.0.0.1:{}", node.port))
        .await
        .unwrap();
    let want = [(101, "s2", 10.1), (103, "s1", 10.3), (104, "s2", 10.4)];
    let got: Vec<(u64, &str, f64)> = rows
        .iter()
        .map(|r| (r.id, r.sensor.as_str(), r.value))
        .collect();
    assert_eq!(got, want);
}

#[test]
fn readme_python_snippet_runs() {
    let out = crate::python::run_script("readme_example.py");
    assert!(
        out.contains("[('s1', 299, 55.0), ('s2', 300, 54.95)]"),
        "{out}"
    );
}
