//! A one-voter node: proposals are applied through the log and survive a restart.

use std::sync::Arc;

use maskhouse_cluster::{Node, NodeConfig};
use maskhouse_store::{Store, StoreConfig};
use maskhouse_types::{Command, CommandOutcome};

use crate::conformance::NoPredicates;

async fn start(dir: &std::path::Path) -> (Node, sled::Db) {
    // Raft's tasks release the database shortly after shutdown; wait for its lock.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    let db = loop {
        match sled::open(dir.join("meta")) {
            Ok(db) => break db,
            Err(e) if std::time::Instant::now() < deadline => {
                let _ = e;
                tokio::time::sleep(std::time::Duration::from_millis(20)).await;
            }
            Err(e) => panic!("reopen the database: {e}"),
        }
    };
    let store = Arc::new(Store::open(StoreConfig::new(dir), &db, Arc::new(NoPredicates)).unwrap());
    let node = Node::start(NodeConfig::single("127.0.0.1:0"), &db, store)
        .await
        .unwrap();
    (node, db)
}

/// Invariant 2.3: an applied command is durable across a restart.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn proposals_apply_and_survive_restart() {
    let dir = tempfile::tempdir().unwrap();
    {
        let (node, _db) = start(dir.path()).await;
        let create = Command::CreateTable {
            schema: crate::node_schema(),
            if_not_exists: false,
        };
        assert_eq!(
            node.propose(create.clone()).await.unwrap(),
            CommandOutcome::Done
        );
        assert!(matches!(
            node.propose(create).await.unwrap(),
            CommandOutcome::Rejected(_)
        ));
        node.read_barrier().await.unwrap();
        assert!(node.store().snapshot().table("t").is_some());
        node.shutdown().await;
    }
    let (node, _db) = start(dir.path()).await;
    node.read_barrier().await.unwrap();
    assert!(node.store().snapshot().table("t").is_some());
    let applied = node.store().applied_index();
    let drop = Command::DropTable {
        table: "t".into(),
        if_exists: false,
    };
    assert_eq!(node.propose(drop).await.unwrap(), CommandOutcome::Done);
    assert!(node.store().applied_index() > applied);
    assert!(node.store().snapshot().table("t").is_none());
    node.shutdown().await;
}

/// Invariant 2.4: a leader that stops and starts again does not lead on in its old
/// term with the commit index it finds on disk (which can be older than one it had
/// announced, so its reads could go back): it is elected in a new term, and its first
/// read waits for that term's first entry.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restarted_leader_is_elected_again_before_it_serves_reads() {
    let dir = tempfile::tempdir().unwrap();
    let (term, applied) = {
        let (node, _db) = start(dir.path()).await;
        let create = Command::CreateTable {
            schema: crate::node_schema(),
            if_not_exists: false,
        };
        assert_eq!(node.propose(create).await.unwrap(), CommandOutcome::Done);
        node.read_barrier().await.unwrap();
        let c = node.consensus();
        assert!(c.leading);
        node.shutdown().await;
        (c.term, node.store().applied_index())
    };
    let (node, _db) = start(dir.path()).await;
    let c = node.consensus();
    assert!(
        !(c.leading && c.term == term),
        "restored as leader of term {term} without an election"
    );
    node.read_barrier().await.unwrap();
    let c = node.consensus();
    assert!(
        c.term > term,
        "term {} after a restart in term {term}",
        c.term
    );
    assert!(
        node.store().applied_index() > applied,
        "the read did not wait for the new term's first entry"
    );
    node.shutdown().await;
}
