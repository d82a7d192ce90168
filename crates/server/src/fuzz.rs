//! A fuzz run over the HTTP entry and the SQL front end, as a proptest with a fixed
//! seed: statements from the golden cases, mutated token by token, random text and
//! bytes, Unicode whitespace, deep nesting, random settings, formats and bodies.
//! Every input is classified; some run on an in-process node through the engine, and
//! fewer through the real HTTP router. Checked: no panic anywhere (a panic hook
//! counts every panic, in any thread or task), no hang (each input has a deadline),
//! and every error is an HTTP status with a non-empty ClickHouse-style message.
//!
//! `MASKHOUSE_FUZZ_CASES` sets the number of inputs (default 100000); the seed is
//! fixed, so a run is repeatable.

use std::{
    collections::HashMap,
    net::SocketAddr,
    sync::{
        atomic::{AtomicUsize, Ordering},
        Arc, Mutex,
    },
    time::Duration,
};

use axum::{
    body::Body,
    extract::ConnectInfo,
    http::{Request, StatusCode},
    Router,
};
use maskhouse_cluster::{Node, NodeConfig};
use maskhouse_sql::MaskhouseDialect;
use maskhouse_sql::{Classified, Engine, InsertData, QuerySettings, SqlPredicates, Statement};
use maskhouse_store::{Store, StoreConfig};
use proptest::{
    prelude::*,
    test_runner::{Config as ProptestConfig, RngAlgorithm, TestRng, TestRunner},
};
use sqlparser::tokenizer::Tokenizer;
use tower::ServiceExt;

use maskhouse_node::NodeProposer;

use crate::{config::Config, http::AppState};

/// Panics seen anywhere in the process since the hook was installed.
static PANICS: AtomicUsize = AtomicUsize::new(0);

/// Longest one input may take before it counts as a hang.
const DEADLINE: Duration = Duration::from_secs(30);

/// Text pieces token mutations insert or substitute.
const PIECES: &[&str] = &[
    "(",
    ")",
    "'",
    "\"",
    "`",
    "--",
    "/*",
    "*/",
    ";",
    "[",
    "]",
    "{",
    "}",
    ",",
    ".",
    "=",
    "FORMAT",
    "FORMAT CSV",
    "FORMAT JSON",
    "SETTINGS",
    "SETTINGS max_threads = 0",
    "SETTINGS readonly = 0",
    "DROP",
    "TABLE",
    "INSERT",
    "INTO",
    "SELECT",
    "WHERE",
    "FROM",
    "IF",
    "EXISTS",
    "FINAL",
    "REPLICA",
    "VALUES",
    "ALTER",
    "DELETE",
    "UPDATE",
    "CREATE",
    "TRUNCATE",
    "OPTIMIZE",
    "SYSTEM",
    "EXPLAIN",
    "WITH",
    "UNION ALL",
    "ORDER BY",
    "PARTITION BY",
    "ENGINE = MergeTree",
    "\u{2003}",
    "\u{3000}",
    "\u{a0}",
    "\u{85}",
    "\u{2028}",
    "\u{feff}",
    "\0",
    "é",
    "🦀",
    "18446744073709551616",
    "-9223372036854775809",
    "-1",
    "0",
    "1e309",
    "NULL",
    "default.",
    "system.",
    "other.",
    "numbers(10)",
    "numbers(-1)",
    "\n",
    "\r\n",
    "\t",
    "{x:UInt8}",
    "\\",
    "'\\'",
    "toDate('2024-13-45')",
    "1/0",
    "intDiv(1, 0)",
    "now()",
    "rand()",
    "count()",
    "uniqExact(",
    "multiIf(1)",
    "toUInt8(300)",
    "{x:UInt8}",
    "{x:Identifier}",
    "CAST(",
    "AS",
    "Nullable(",
    "LowCardinality(",
    "DateTime64(3)",
    "tuple()",
    "x'ff'",
    "$$",
    "?",
    "@",
    "#",
    "||",
    "::",
    "->",
];

const SETTING_NAMES: &[&str] = &[
    "max_threads",
    "max_memory_usage",
    "apply_deleted_mask",
    "lightweight_deletes_sync",
    "mutations_sync",
    "read_consistency",
    "readonly",
    "output_format_json_quote_64bit_integers",
    "no_such_setting",
    "max_result_rows",
    "result_overflow_mode",
    "enable_http_compression",
    "send_progress_in_http_headers",
    "compress",
    "decompress",
    "client_protocol_version",
    "param_x",
];

const SETTING_VALUES: &[&str] = &[
    "0",
    "1",
    "2",
    "3",
    "-1",
    "1e3",
    "abc",
    "'local'",
    "local",
    "linearizable",
    "18446744073709551616",
    "100000",
    "0.5",
    "",
    "\u{2003}",
];

const FORMATS: &[&str] = &[
    "TabSeparated",
    "TSV",
    "TabSeparatedWithNames",
    "TSVWithNamesAndTypes",
    "CSV",
    "CSVWithNames",
    "JSON",
    "JSONEachRow",
    "JSONCompact",
    "Parquet",
    "ArrowStream",
    "Values",
    "Native",
    "Pretty",
    "PrettyCompact",
    "PrettySpaceNoEscapesMonoBlock",
    "Vertical",
    "Markdown",
    "TSKV",
    "JSONCompactEachRowWithNamesAndTypes",
    "Null",
    "csv",
    "",
];

/// How an input reaches the node.
#[derive(Clone, Copy, Debug)]
enum Route {
    /// Classified only.
    Classify,
    /// Classified and executed by the engine.
    Engine,
    /// `GET /?query=…`.
    Get,
    /// `POST /?query=…` with the body.
    PostQuery,
    /// `POST /` with the statement (and the body after it) as the body.
    PostBody,
}

#[derive(Clone, Debug)]
struct Input {
    sql: String,
    settings: Vec<(String, String)>,
    format: Option<String>,
    body: Vec<u8>,
    route: Route,
}

fn corpus() -> Vec<String> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("golden cases")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "sql"))
        .collect();
    files.sort();
    let mut out = vec![
        "INSERT INTO fz FORMAT CSV\n1,\"a\"\n2,\"b\"\n".to_string(),
        "INSERT INTO fz FORMAT JSONEachRow {\"id\": 1, \"name\": \"x\"}".to_string(),
        "SELECT * FROM fz ORDER BY id SETTINGS max_threads = 1 FORMAT JSON".to_string(),
        "DELETE FROM fz WHERE id = 1".to_string(),
        "ALTER TABLE fz DELETE WHERE name = 'a'".to_string(),
        "OPTIMIZE TABLE fz FINAL".to_string(),
        "SYSTEM DROP REPLICA 2".to_string(),
        "SELECT number FROM numbers(100) ORDER BY number DESC LIMIT 3".to_string(),
    ];
    for f in files {
        let text = std::fs::read_to_string(&f).expect("golden case");
        let mut statement = String::new();
        for line in text.lines() {
            if line.trim_start().starts_with("--") || line.trim().is_empty() {
                continue;
            }
            statement.push_str(line);
            statement.push('\n');
            if line.trim_end().ends_with(';') {
                out.push(std::mem::take(&mut statement));
            }
        }
    }
    out
}

/// The statement's tokens as text, whitespace and comments included.
fn token_texts(sql: &str) -> Vec<String> {
    let mut buf = Vec::new();
    let _ = Tokenizer::new(&MaskhouseDialect, sql).tokenize_with_location_into_buf(&mut buf);
    buf.into_iter().map(|t| t.token.to_string()).collect()
}

#[derive(Clone, Debug)]
enum Mutation {
    Remove(usize),
    Duplicate(usize),
    Swap(usize),
    Insert(usize, usize),
    Replace(usize, usize),
    Truncate(usize),
}

fn mutate(sql: &str, mutations: &[Mutation]) -> String {
    let mut toks = token_texts(sql);
    for m in mutations {
        if toks.is_empty() {
            toks.push(String::new());
        }
        let n = toks.len();
        match *m {
            Mutation::Remove(i) => {
                toks.remove(i % n);
            }
            Mutation::Duplicate(i) => {
                let t = toks[i % n].clone();
                toks.insert(i % n, t);
            }
            Mutation::Swap(i) if n > 1 => toks.swap(i % n, (i + 1) % n),
            Mutation::Swap(_) => {}
            Mutation::Insert(i, p) => toks.insert(i % (n + 1), PIECES[p % PIECES.len()].into()),
            Mutation::Replace(i, p) => toks[i % n] = PIECES[p % PIECES.len()].into(),
            Mutation::Truncate(i) => toks.truncate(i % (n + 1)),
        }
    }
    toks.concat()
}

fn statement(corpus: Arc<Vec<String>>) -> impl Strategy<Value = String> {
    let n = corpus.len();
    let mutation = prop_oneof![
        any::<usize>().prop_map(Mutation::Remove),
        any::<usize>().prop_map(Mutation::Duplicate),
        any::<usize>().prop_map(Mutation::Swap),
        (any::<usize>(), any::<usize>()).prop_map(|(i, p)| Mutation::Insert(i, p)),
        (any::<usize>(), any::<usize>()).prop_map(|(i, p)| Mutation::Replace(i, p)),
        any::<usize>().prop_map(Mutation::Truncate),
    ];
    let c1 = corpus.clone();
    let c2 = corpus.clone();
    let c3 = corpus;
    prop_oneof![
        2 => (0..n).prop_map(move |i| c1[i].clone()),
        6 => ((0..n), prop::collection::vec(mutation, 1..6))
            .prop_map(move |(i, m)| mutate(&c2[i], &m)),
        // The corpus with its whitespace replaced by other (Unicode) whitespace.
        1 => ((0..n), prop::sample::select(vec![
            "\u{2003}", "\u{3000}", "\u{a0}", "\u{85}", "\u{2028}", "\t", "\r\n", "\u{b}",
            "\u{c}", "/**/", "--\n",
        ]))
            .prop_map(move |(i, ws)| c3[i].replace(' ', ws)),
        1 => ".{0,80}",
        1 => prop::collection::vec(any::<u8>(), 0..80)
            .prop_map(|b| String::from_utf8_lossy(&b).into_owned()),
        1 => ((1usize..300), (0usize..6)).prop_map(|(depth, kind)| nested(depth, kind)),
    ]
}

/// Deeply nested or long statements.
fn nested(depth: usize, kind: usize) -> String {
    match kind {
        0 => format!("{}SELECT 1{}", "(".repeat(depth), ")".repeat(depth)),
        1 => format!("SELECT {}1", "1 + ".repeat(depth)),
        2 => format!("SELECT {}1{}", "(".repeat(depth), ")".repeat(depth)),
        3 => format!("SELECT {}", "-".repeat(depth)),
        4 => format!("SELECT [{}]", "[".repeat(depth)),
        _ => format!(
            "SELECT * FROM fz WHERE {}",
            vec!["id = 1"; depth].join(" OR ")
        ),
    }
}

fn input(corpus: Arc<Vec<String>>) -> impl Strategy<Value = Input> {
    let setting = (
        prop::sample::select(SETTING_NAMES),
        prop::sample::select(SETTING_VALUES),
    )
        .prop_map(|(k, v)| (k.to_string(), v.to_string()));
    let body = prop_oneof![
        Just(Vec::new()),
        prop::collection::vec(any::<u8>(), 0..200),
        prop::collection::vec(
            prop_oneof![
                Just("1,\"a\"\n"),
                Just("2\tb\n"),
                Just("{\"id\": 3, \"name\": \"c\"}\n"),
                Just("(4, 'd')"),
                Just("\\N,\\N\n"),
                Just("\"unterminated\n"),
                Just("id,name\n"),
                Just("18446744073709551616,x\n"),
            ],
            0..20
        )
        .prop_map(|parts| parts.concat().into_bytes()),
    ];
    let route = prop_oneof![
        70 => Just(Route::Classify),
        20 => Just(Route::Engine),
        3 => Just(Route::Get),
        4 => Just(Route::PostQuery),
        3 => Just(Route::PostBody),
    ];
    (
        statement(corpus),
        prop::collection::vec(setting, 0..3),
        prop::option::weighted(0.2, prop::sample::select(FORMATS).prop_map(String::from)),
        body,
        route,
    )
        .prop_map(|(sql, settings, format, body, route)| Input {
            sql,
            settings,
            format,
            body,
            route,
        })
}

/// A single-node cluster in `dir`, with its engine and HTTP router.
async fn node(dir: &std::path::Path) -> (Arc<Engine>, Router, Arc<Node>) {
    let db = sled::Config::new()
        .path(dir.join("meta"))
        .open()
        .expect("sled");
    let predicates = Arc::new(SqlPredicates::default());
    let store =
        Arc::new(Store::open(StoreConfig::new(dir), &db, predicates.clone()).expect("store"));
    let node = Arc::new(
        Node::start(NodeConfig::single("127.0.0.1:1"), &db, store.clone())
            .await
            .expect("node"),
    );
    assert!(
        node.wait_for_leader(Duration::from_secs(20)).await,
        "leader"
    );
    let mut config = Config {
        data_dir: dir.to_path_buf(),
        ..Config::default()
    };
    // Small enough that the fuzz meets the limit, large enough for its statements.
    config.body_bytes_max = 4096;
    config.max_concurrent_queries = 4;
    let engine = Arc::new(Engine::new(
        store,
        Arc::new(NodeProposer::new(
            node.clone(),
            Duration::from_millis(config.replica_wait_timeout_ms),
        )),
        predicates,
    ));
    let router = crate::http::router(Arc::new(AppState::new(
        engine.clone(),
        node.clone(),
        config,
    )));
    (engine, router, node)
}

/// Whether running `c` could take the single node out of service: membership changes
/// are classified, not run.
fn runnable(c: &Classified) -> bool {
    !matches!(
        c.statement,
        Statement::AddReplica { .. } | Statement::DropReplica { .. }
    )
}

fn encode(s: &str) -> String {
    let mut out = String::new();
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// What a route answered, checked.
async fn run(engine: &Engine, router: &Router, input: Input) -> Result<(), String> {
    let classified = maskhouse_sql::classify(&input.sql);
    if let Err(e) = &classified {
        if e.message.trim().is_empty() {
            return Err(format!("an empty classification error for {:?}", input.sql));
        }
    }
    match input.route {
        Route::Classify => Ok(()),
        Route::Engine => {
            let Ok(c) = classified else { return Ok(()) };
            if !runnable(&c) {
                return Ok(());
            }
            let mut settings = QuerySettings::default();
            for (k, v) in &input.settings {
                if settings.set(k, v).is_err() {
                    return Ok(());
                }
            }
            // Bounds so that a valid but huge query ends instead of filling the machine.
            settings.max_execution_time_ms = Some(2_000);
            settings.max_memory_usage = Some(64 << 20);
            let data = Some(InsertData::Bytes(input.body.into()));
            match Box::pin(engine.execute(c, data, settings)).await {
                Ok(_) => Ok(()),
                Err(e) if e.message.trim().is_empty() => {
                    Err(format!("an empty error for {:?}", input.sql))
                }
                Err(_) => Ok(()),
            }
        }
        Route::Get | Route::PostQuery | Route::PostBody => {
            if let Ok(c) = &classified {
                if !runnable(c) {
                    return Ok(());
                }
            }
            let mut params: Vec<(String, String)> = input.settings.clone();
            params.retain(|(k, _)| k != "max_execution_time" && k != "max_memory_usage");
            params.push(("max_execution_time".into(), "2".into()));
            params.push(("max_memory_usage".into(), (64u64 << 20).to_string()));
            if let Some(f) = &input.format {
                params.push(("default_format".into(), f.clone()));
            }
            let (method, body) = match input.route {
                Route::Get => ("GET", Vec::new()),
                Route::PostQuery => ("POST", input.body),
                _ => {
                    let mut b = input.sql.clone().into_bytes();
                    b.extend_from_slice(&input.body);
                    ("POST", b)
                }
            };
            if !matches!(input.route, Route::PostBody) {
                params.push(("query".into(), input.sql.clone()));
            }
            let query: Vec<String> = params
                .iter()
                .map(|(k, v)| format!("{}={}", encode(k), encode(v)))
                .collect();
            let mut request = Request::builder()
                .method(method)
                .uri(format!("/?{}", query.join("&")))
                .body(Body::from(body))
                .map_err(|e| e.to_string())?;
            request
                .extensions_mut()
                .insert(ConnectInfo(SocketAddr::from(([127, 0, 0, 1], 40000))));
            let response = Box::pin(router.clone().oneshot(request))
                .await
                .map_err(|e| e.to_string())?;
            let status = response.status();
            let body = axum::body::to_bytes(response.into_body(), usize::MAX)
                .await
                .map_err(|e| e.to_string())?;
            if status == StatusCode::OK {
                return Ok(());
            }
            let text = String::from_utf8_lossy(&body);
            let known = [400, 401, 403, 404, 413, 500, 503];
            let message = text
                .strip_prefix("Code: ")
                .and_then(|t| t.split_once(". DB::Exception: "))
                .map(|(_, m)| m.trim());
            if !known.contains(&status.as_u16()) || message.is_none_or(str::is_empty) {
                return Err(format!("{status} {text:?} for {:?} ({method})", input.sql));
            }
            Ok(())
        }
    }
}

/// The run, on a thread with room for proptest's value trees of this input type in a
/// debug build.
#[test]
fn http_entry_and_sql_front_end() {
    let run = std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(fuzz)
        .expect("fuzz thread");
    if let Err(panic) = run.join() {
        std::panic::resume_unwind(panic);
    }
}

fn fuzz() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        PANICS.fetch_add(1, Ordering::SeqCst);
        previous(info);
    }));
    let cases: u32 = std::env::var("MASKHOUSE_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100_000);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");
    let dir = tempfile::tempdir().expect("tempdir");
    let (engine, router, node) = runtime.block_on(Box::pin(node(dir.path())));
    let setup = [
        "CREATE TABLE IF NOT EXISTS fz (id UInt64, name String) ENGINE = MergeTree ORDER BY id",
        "CREATE TABLE IF NOT EXISTS t (id UInt64, name String) ENGINE = MergeTree ORDER BY id",
    ];
    let corpus = Arc::new(corpus());
    let seen = Mutex::new(HashMap::<&'static str, u64>::new());
    let config = ProptestConfig {
        cases,
        failure_persistence: None,
        max_shrink_iters: 2_000,
        ..ProptestConfig::default()
    };
    let mut runner = TestRunner::new_with_rng(
        config,
        TestRng::from_seed(RngAlgorithm::ChaCha, &[0x6d; 32]),
    );
    let n = std::sync::atomic::AtomicU64::new(0);
    let result = runner.run(&input(corpus), |input| {
        if n.fetch_add(1, Ordering::Relaxed).is_multiple_of(2_000) {
            runtime.block_on(Box::pin(async {
                for sql in setup {
                    let c = maskhouse_sql::classify(sql).expect("setup statement");
                    let _ = engine.execute(c, None, QuerySettings::default()).await;
                }
            }));
        }
        let route = match input.route {
            Route::Classify => "classify",
            Route::Engine => "engine",
            Route::Get => "GET",
            Route::PostQuery => "POST ?query",
            Route::PostBody => "POST body",
        };
        *seen.lock().unwrap().entry(route).or_default() += 1;
        let outcome = runtime.block_on(Box::pin(async {
            tokio::time::timeout(DEADLINE, run(&engine, &router, input.clone())).await
        }));
        match outcome {
            Err(_) => Err(TestCaseError::fail(format!(
                "no answer within {DEADLINE:?} for {input:?}"
            ))),
            Ok(Err(e)) => Err(TestCaseError::fail(e)),
            Ok(Ok(())) => Ok(()),
        }
    });
    eprintln!("fuzz inputs by route: {:?}", seen.lock().unwrap());
    runtime.block_on(Box::pin(node.shutdown()));
    if let Err(e) = result {
        panic!("{e}");
    }
    assert_eq!(PANICS.load(Ordering::SeqCst), 0, "panics during the run");
}
