//! Invariant 2.3 under crashes of the consensus layer's own writes: a node aborted (a
//! real `abort()`, no unwinding) at any step of appending to the Raft log, saving its
//! vote, recording a purge, building a snapshot or installing one restarts into a state
//! that holds every acknowledged command, a vote no older than the last one it acted
//! on, and exactly one readable snapshot, never half of one.
//!
//! As in the store's crash test, the test re-runs its own binary as a child that runs a
//! workload and aborts at the n-th hit of a failpoint, keeping a durable record of what
//! was acknowledged; the parent restarts the node from the same directory and checks.

use std::{
    io::Write,
    path::{Path, PathBuf},
    process::Command as Process,
    sync::Arc,
};

use arrow::array::{RecordBatch, UInt64Array};
use maskhouse_cluster::{Fetcher, LogStore, Node, NodeConfig, PeerClient, StateMachine};
use maskhouse_store::{Store, StoreConfig};
use maskhouse_types::{Command, CommandOutcome};
use openraft::{
    storage::{RaftLogStorage, RaftStateMachine},
    RaftSnapshotBuilder,
};

use crate::conformance::NoPredicates;

const CHILD_DIR: &str = "MASKHOUSE_RAFT_CRASH_DIR";
const CHILD_POINT: &str = "MASKHOUSE_RAFT_CRASH_POINT";
const CHILD_HIT: &str = "MASKHOUSE_RAFT_CRASH_HIT";
/// Inserts in the workload; with a snapshot every 3 entries, several snapshots are
/// built and the log purged several times.
const INSERTS: u64 = 10;
/// Rows per insert; insert `i` writes keys `i * ROWS .. (i + 1) * ROWS`.
const ROWS: u64 = 50;

fn open_db(dir: &Path) -> sled::Db {
    // A previous process's (or node's) flusher may still hold the lock for a moment.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        match sled::open(dir.join("meta")) {
            Ok(db) => return db,
            Err(e) if std::time::Instant::now() >= deadline => panic!("open the database: {e}"),
            Err(_) => std::thread::sleep(std::time::Duration::from_millis(20)),
        }
    }
}

fn open_store(dir: &Path, db: &sled::Db) -> Arc<Store> {
    // As the server opens it: every acknowledging flush synced for real.
    let mut config = StoreConfig::new(dir);
    config.meta_dir = Some(dir.join("meta"));
    Arc::new(Store::open(config, db, Arc::new(NoPredicates)).unwrap())
}

async fn start(dir: &Path) -> (Node, sled::Db) {
    let db = open_db(dir);
    let store = open_store(dir, &db);
    let mut config = NodeConfig::single("127.0.0.1:0");
    config.snapshot_every_entries = 3;
    let node = Node::start(config, &db, store).await.unwrap();
    (node, db)
}

fn keys(i: u64) -> RecordBatch {
    let schema = maskhouse_part::schema::arrow_schema(&crate::node_schema());
    let keys: Vec<u64> = (i * ROWS..(i + 1) * ROWS).collect();
    RecordBatch::try_new(schema, vec![Arc::new(UInt64Array::from(keys))]).unwrap()
}

fn append(path: &Path, line: &str) {
    let mut f = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .unwrap();
    writeln!(f, "{line}").unwrap();
    f.sync_all().unwrap();
}

/// What the child acknowledged: the inserts proposed and answered, and the highest
/// term it saw while doing so.
fn acknowledged(dir: &Path) -> (Vec<u64>, u64) {
    let text = std::fs::read_to_string(dir.join("acked")).unwrap_or_default();
    let mut inserts = Vec::new();
    let mut term = 0;
    for line in text.lines() {
        let mut words = line.split_whitespace();
        match (words.next(), words.next(), words.next()) {
            (Some("insert"), Some(i), Some(t)) => {
                inserts.push(i.parse().unwrap());
                term = term.max(t.parse().unwrap());
            }
            (Some("create"), Some(t), None) => term = term.max(t.parse().unwrap()),
            // A torn last line was never acknowledged.
            _ => {}
        }
    }
    (inserts, term)
}

/// The workload: create the table, then insert, each acknowledged once `propose`
/// answers (committed and applied).
async fn run(dir: &Path, node: &Node) {
    let term = || node.local_status_with(false).term;
    let (done, _) = acknowledged(dir);
    if node.store().snapshot().table("t").is_none() {
        let create = Command::CreateTable {
            schema: crate::node_schema(),
            if_not_exists: true,
        };
        node.propose(create).await.unwrap();
        append(&dir.join("acked"), &format!("create {}", term()));
    }
    let present = table_keys(node);
    for i in 0..INSERTS {
        // Acknowledged, or committed while the child died before it heard so.
        if done.contains(&i) || present.binary_search(&(i * ROWS)).is_ok() {
            continue;
        }
        let staged = node.store().stage("all", &keys(i)).unwrap();
        let insert = Command::AddParts {
            table: "t".into(),
            parts: vec![staged],
            schema: crate::node_schema().checksum(),
        };
        let outcome = node.propose(insert).await.unwrap();
        assert!(
            matches!(outcome, CommandOutcome::Inserted { .. }),
            "{outcome:?}"
        );
        append(&dir.join("acked"), &format!("insert {i} {}", term()));
    }
}

/// In a child started by [`child`]: its directory, with the failpoint armed. `None`
/// when the test runs by itself (it is then nothing to do).
fn armed_child() -> Option<PathBuf> {
    let (Ok(dir), Ok(point), Ok(hit)) = (
        std::env::var(CHILD_DIR),
        std::env::var(CHILD_POINT),
        std::env::var(CHILD_HIT),
    ) else {
        return None;
    };
    arm(&point, hit.parse().unwrap());
    Some(PathBuf::from(dir))
}

fn arm(point: &str, hit: usize) {
    let seen = std::sync::atomic::AtomicUsize::new(0);
    fail::cfg_callback(point, move || {
        if seen.fetch_add(1, std::sync::atomic::Ordering::SeqCst) + 1 == hit {
            std::process::abort();
        }
    })
    .unwrap();
}

/// The child of `raft_writes_survive_a_crash_at_every_step`. Ignored in normal runs.
#[test]
#[ignore = "started as a child process by raft_writes_survive_a_crash_at_every_step"]
fn raft_crash_child() {
    let Some(dir) = armed_child() else {
        return;
    };
    runtime().block_on(async {
        let (node, _db) = start(&dir).await;
        run(&dir, &node).await;
        node.shutdown().await;
    });
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap()
}

fn child(test: &str, dir: &Path, point: &str, hit: usize) -> bool {
    let status = Process::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            test,
            "--ignored",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(CHILD_DIR, dir)
        .env(CHILD_POINT, point)
        .env(CHILD_HIT, hit.to_string())
        .env("RUST_BACKTRACE", "0")
        .stderr(std::process::Stdio::null())
        .status()
        .unwrap();
    !status.success()
}

/// Every key the table holds on the node at `dir`.
fn table_keys(node: &Node) -> Vec<u64> {
    let snapshot = node.store().snapshot();
    let Some(table) = snapshot.table("t") else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for part in table.parts.values() {
        for batch in node.store().read_part(part, None, true).unwrap() {
            let col = batch
                .column(0)
                .as_any()
                .downcast_ref::<UInt64Array>()
                .unwrap();
            out.extend(col.values().iter().copied());
        }
    }
    out.sort_unstable();
    out
}

#[test]
fn raft_writes_survive_a_crash_at_every_step() {
    let points = [
        "log::append_before_flush",
        "log::append_flushed",
        "log::vote_before_flush",
        "log::vote_flushed",
        "log::purge_recorded",
        "snapshot::built",
        "snapshot::recorded",
    ];
    let mut crashes = 0;
    let mut never_hit = Vec::new();
    for point in points {
        for hit in [1usize, 2, 5] {
            let dir = tempfile::tempdir().unwrap();
            if child("crash::raft_crash_child", dir.path(), point, hit) {
                crashes += 1;
            } else if hit == 1 {
                never_hit.push(point);
            }
            let (acked, term) = acknowledged(dir.path());
            let what = format!("after a crash at {point} hit {hit}");
            // The vote survives: it is never older than one the node acted on.
            {
                let db = open_db(dir.path());
                let mut log = LogStore::open(&db).unwrap();
                let vote = runtime().block_on(log.read_vote()).unwrap();
                let kept = vote.map_or(0, |v| v.leader_id().term);
                assert!(kept >= term, "{what}: vote term {kept} < acted-on {term}");
            }
            runtime().block_on(async {
                let (node, _db) = start(dir.path()).await;
                node.read_barrier().await.unwrap();
                // Every acknowledged insert is there, and nothing else but the one in
                // flight when the child died.
                let present = table_keys(&node);
                for i in &acked {
                    assert!(
                        (i * ROWS..(i + 1) * ROWS).all(|k| present.binary_search(&k).is_ok()),
                        "{what}: acknowledged insert {i} lost"
                    );
                }
                assert!(
                    present.len() as u64 <= (acked.len() as u64 + 1) * ROWS,
                    "{what}: rows no insert wrote"
                );
                // The node goes on: the rest of the workload commits and applies.
                run(dir.path(), &node).await;
                let all: Vec<u64> = (0..INSERTS * ROWS).collect();
                assert_eq!(
                    table_keys(&node),
                    all,
                    "{what}: after finishing the workload"
                );
                node.shutdown().await;
            });
            assert_one_snapshot(dir.path(), &what);
        }
    }
    assert!(
        never_hit.is_empty(),
        "failpoints never reached: {never_hit:?}"
    );
    assert!(
        crashes >= 15,
        "the child must really crash ({crashes} crashes)"
    );
}

/// Exactly the current snapshot's file is left in `snapshots/`, and it is readable.
fn assert_one_snapshot(dir: &Path, what: &str) {
    let db = open_db(dir);
    let store = open_store(dir, &db);
    let mut sm = StateMachine::open(Fetcher::new(PeerClient::new("test"), store, 1), &db).unwrap();
    let current = runtime().block_on(sm.get_current_snapshot()).unwrap();
    let files: Vec<_> = std::fs::read_dir(dir.join("snapshots"))
        .map(|d| d.flatten().collect())
        .unwrap_or_default();
    assert_eq!(
        files.len(),
        usize::from(current.is_some()),
        "{what}: snapshot files {files:?}"
    );
}

/// The child of `snapshot_install_survives_a_crash_at_every_step`: installs the
/// snapshot the parent built into a replica of its own, aborting on the way.
#[test]
#[ignore = "started as a child process by snapshot_install_survives_a_crash_at_every_step"]
fn install_crash_child() {
    let Some(dir) = armed_child() else {
        return;
    };
    runtime().block_on(install(&dir));
}

/// Installs `dir/source`'s current snapshot into the replica in `dir/target`.
async fn install(dir: &Path) {
    let (source, target) = (dir.join("source"), dir.join("target"));
    let (meta, bytes) = {
        let db = open_db(&source);
        let store = open_store(&source, &db);
        let mut sm =
            StateMachine::open(Fetcher::new(PeerClient::new("test"), store, 1), &db).unwrap();
        let mut snapshot = sm
            .get_current_snapshot()
            .await
            .unwrap()
            .expect("a snapshot");
        let mut bytes = Vec::new();
        tokio::io::AsyncReadExt::read_to_end(&mut *snapshot.snapshot, &mut bytes)
            .await
            .unwrap();
        (snapshot.meta, bytes)
    };
    let db = open_db(&target);
    let store = open_store(&target, &db);
    let mut sm = StateMachine::open(Fetcher::new(PeerClient::new("test"), store, 2), &db).unwrap();
    let mut file = sm.begin_receiving_snapshot().await.unwrap();
    tokio::io::AsyncWriteExt::write_all(&mut *file, &bytes)
        .await
        .unwrap();
    sm.install_snapshot(&meta, file).await.unwrap();
}

#[test]
fn snapshot_install_survives_a_crash_at_every_step() {
    // The source: a node with a table, inserts and a snapshot of them.
    let base = tempfile::tempdir().unwrap();
    let source = base.path().join("source");
    let expected = runtime().block_on(async {
        let (node, _db) = start(&source).await;
        run(&source, &node).await;
        let keys = table_keys(&node);
        node.shutdown().await;
        keys
    });
    {
        let db = open_db(&source);
        let store = open_store(&source, &db);
        let mut sm =
            StateMachine::open(Fetcher::new(PeerClient::new("test"), store, 1), &db).unwrap();
        runtime().block_on(sm.build_snapshot()).unwrap();
    }
    let points = [
        "snapshot::install_copied",
        "snapshot::install_imported",
        "snapshot::recorded",
    ];
    let mut crashes = 0;
    for point in points {
        let dir = tempfile::tempdir().unwrap();
        copy_dir(&source, &dir.path().join("source"));
        // The target already holds the part files (a snapshot carries no rows; a real
        // install fetches the ones it lacks from peers first).
        copy_dir(&source.join("parts"), &dir.path().join("target/parts"));
        if child("crash::install_crash_child", dir.path(), point, 1) {
            crashes += 1;
        }
        let what = format!("after a crash at {point} during install");
        let target = dir.path().join("target");
        // Either nothing of the snapshot or all of it; then installing it again works
        // and gives the source's rows.
        {
            let db = open_db(&target);
            let store = open_store(&target, &db);
            let n = store
                .snapshot()
                .table("t")
                .map_or(0, |t| t.parts.values().map(|p| p.meta.rows).sum::<u64>());
            assert!(
                n == 0 || n == expected.len() as u64,
                "{what}: {n} rows, half a snapshot"
            );
        }
        assert_one_snapshot(&target, &what);
        runtime().block_on(install(dir.path()));
        assert_one_snapshot(&target, &what);
        let db = open_db(&target);
        let store = open_store(&target, &db);
        let n: u64 = store
            .snapshot()
            .table("t")
            .map_or(0, |t| t.parts.values().map(|p| p.meta.rows).sum());
        assert_eq!(n, expected.len() as u64, "{what}: after installing again");
    }
    assert_eq!(crashes, points.len(), "the child must really crash");
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap().flatten() {
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}
