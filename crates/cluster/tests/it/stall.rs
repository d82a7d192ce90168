//! A replica's apply never waits on a file an entry does not need, and a replica whose
//! apply is held says so (DESIGN §2.8).

use std::{sync::Arc, time::Duration};

use arrow::array::{ArrayRef, RecordBatch, UInt64Array};
use maskhouse_cluster::{Node, NodeConfig};
use maskhouse_store::{Store, StoreConfig};
use maskhouse_types::{Command, CommandOutcome, StagedPart};

use crate::conformance::NoPredicates;

async fn start(dir: &std::path::Path, apply_stall_ms: u64) -> (Node, sled::Db) {
    let db = sled::open(dir.join("meta")).unwrap();
    let store = Arc::new(Store::open(StoreConfig::new(dir), &db, Arc::new(NoPredicates)).unwrap());
    let mut config = NodeConfig::single("127.0.0.1:0");
    config.apply_stall_ms = apply_stall_ms;
    let node = Node::start(config, &db, store).await.unwrap();
    (node, db)
}

/// A staged part of table `t` whose file no replica holds: this one missed the push,
/// and the replicas that had it deleted it.
fn lost_part(node: &Node) -> StagedPart {
    let k: ArrayRef = Arc::new(UInt64Array::from(vec![1u64, 2, 3]));
    let rows = RecordBatch::try_from_iter(vec![("k", k)]).unwrap();
    let staged = node.store().stage("all", &rows).unwrap();
    node.store().discard_staged(std::slice::from_ref(&staged));
    staged
}

fn insert(parts: Vec<StagedPart>) -> Command {
    Command::AddParts {
        table: "t".into(),
        parts,
        schema: crate::node_schema().checksum(),
    }
}

/// Guards DESIGN §2.8: an insert whose table was dropped before its entry (an INSERT
/// racing a DROP TABLE) is rejected on every replica; one that never held its file
/// applies it at once, as rejected, without fetching a file that no peer may hold.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rejected_insert_applies_without_its_file() {
    let dir = tempfile::tempdir().unwrap();
    let (node, _db) = start(dir.path(), 120_000).await;
    let create = Command::CreateTable {
        schema: crate::node_schema(),
        if_not_exists: false,
    };
    node.propose(create).await.unwrap();
    let part = lost_part(&node);
    let drop = Command::DropTable {
        table: "t".into(),
        if_exists: false,
    };
    node.propose(drop).await.unwrap();
    let outcome = tokio::time::timeout(Duration::from_secs(10), node.propose(insert(vec![part])))
        .await
        .expect("a rejected insert never waits on a fetch")
        .unwrap();
    assert_eq!(
        outcome,
        CommandOutcome::Rejected("table t does not exist".into())
    );
    assert_eq!(node.stall(), None);
    node.shutdown().await;
}

/// Guards DESIGN §2.8: a replica whose apply is held on a committed entry (here a
/// fetch no peer can answer) past `apply_stall_ms` reports it, with the entry and the
/// time since when, in its status (what system.replicas and /metrics show); an idle
/// replica does not.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn held_apply_is_reported_as_stalled() {
    let dir = tempfile::tempdir().unwrap();
    let (node, _db) = start(dir.path(), 300).await;
    let create = Command::CreateTable {
        schema: crate::node_schema(),
        if_not_exists: false,
    };
    node.propose(create).await.unwrap();
    let before = maskhouse_types::clock::now_ms();
    tokio::time::sleep(Duration::from_millis(400)).await;
    assert_eq!(node.local_status().stall, None, "idle is not stalled");
    let node = Arc::new(node);
    let part = lost_part(&node);
    let stuck = {
        let node = node.clone();
        tokio::spawn(async move { node.propose(insert(vec![part])).await })
    };
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    let stall = loop {
        if let Some(stall) = node.local_status().stall {
            break stall;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the held apply was never reported"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let status = node.local_status();
    assert_eq!(stall.index, status.committed_index, "the entry held");
    assert!(status.applied_index < stall.index);
    assert!(stall.since_ms >= before && stall.for_ms >= 300);
    assert!(!stuck.is_finished());
    stuck.abort();
}
