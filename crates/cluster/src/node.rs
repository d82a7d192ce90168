//! The facade the server talks to: one Raft instance, instantiated once here.

use std::{collections::BTreeMap, sync::Arc, time::Duration};

use maskhouse_store::Store;
use maskhouse_types::{Command, CommandOutcome};
use openraft::{error::ClientWriteError, BasicNode, Config, SnapshotPolicy};

use crate::{network::NoPeers, Error, LogStore, NodeId, Raft, Result, StateMachine};

/// Settings of the consensus layer; every field has a default.
#[derive(Clone, Debug)]
pub struct NodeConfig {
    pub id: NodeId,
    /// Address peers use to reach this node (interserver port).
    pub interserver_addr: String,
    /// Build a snapshot (and purge the log) after this many applied entries. Default 10000.
    pub snapshot_every_entries: u64,
    /// Longest a proposal waits for commit and apply. Default 300 s.
    pub propose_timeout_ms: u64,
}

impl NodeConfig {
    pub fn single(interserver_addr: impl Into<String>) -> Self {
        NodeConfig {
            id: 1,
            interserver_addr: interserver_addr.into(),
            snapshot_every_entries: 10_000,
            propose_timeout_ms: 300_000,
        }
    }
}

/// How often a request waiting for an election checks again.
const LEADER_POLL: Duration = Duration::from_millis(50);

/// A running member of the cluster (today: its only voter).
pub struct Node {
    raft: Raft,
    store: Arc<Store>,
    config: NodeConfig,
}

impl Node {
    /// Starts Raft over `db` and `store`; initializes a one-voter cluster the first time.
    pub async fn start(config: NodeConfig, db: &sled::Db, store: Arc<Store>) -> Result<Self> {
        let raft_config = Config {
            cluster_name: "maskhouse".into(),
            heartbeat_interval: 100,
            election_timeout_min: 300,
            election_timeout_max: 600,
            snapshot_policy: SnapshotPolicy::LogsSinceLast(config.snapshot_every_entries),
            max_in_snapshot_log_to_keep: 1000,
            ..Default::default()
        }
        .validate()
        .map_err(|e| Error::Unavailable(format!("raft config: {e}")))?;
        let log = LogStore::open(db)?;
        let sm = StateMachine::open(store.clone(), db)?;
        let raft = Raft::new(config.id, Arc::new(raft_config), NoPeers, log, sm)
            .await
            .map_err(|e| Error::Unavailable(format!("start raft: {e}")))?;
        let initialized = raft
            .is_initialized()
            .await
            .map_err(|e| Error::Unavailable(format!("read raft state: {e}")))?;
        if !initialized {
            let members = BTreeMap::from([(
                config.id,
                BasicNode {
                    addr: config.interserver_addr.clone(),
                },
            )]);
            raft.initialize(members)
                .await
                .map_err(|e| Error::Unavailable(format!("initialize cluster: {e}")))?;
        }
        // Serve only once a leader exists: a restarted voter needs an election first.
        let elected = raft
            .wait(Some(Duration::from_secs(10)))
            .metrics(|m| m.current_leader.is_some(), "leader elected")
            .await;
        if let Err(e) = elected {
            tracing::warn!(error = %e, "no leader yet; requests will wait for one");
        }
        Ok(Node {
            raft,
            store,
            config,
        })
    }

    pub fn store(&self) -> &Arc<Store> {
        &self.store
    }

    pub fn id(&self) -> NodeId {
        self.config.id
    }

    /// Proposes `command` and waits until it is committed and applied here; returns its
    /// deterministic outcome.
    pub async fn propose(&self, command: Command) -> Result<CommandOutcome> {
        let timeout = Duration::from_millis(self.config.propose_timeout_ms);
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            let written =
                tokio::time::timeout_at(deadline, self.raft.client_write(command.clone()))
                    .await
                    .map_err(|_| {
                        Error::NoQuorum(format!("no commit within {} ms", timeout.as_millis()))
                    })?;
            match written {
                Ok(response) => return Ok(response.data),
                // An election is under way: the command was not taken; wait and retry.
                Err(openraft::error::RaftError::APIError(ClientWriteError::ForwardToLeader(f)))
                    if f.leader_id.is_none()
                        && tokio::time::Instant::now() + LEADER_POLL < deadline =>
                {
                    tokio::time::sleep(LEADER_POLL).await;
                }
                Err(openraft::error::RaftError::APIError(ClientWriteError::ForwardToLeader(f))) => {
                    return Err(Error::NoQuorum(format!(
                        "not the leader (leader: {:?})",
                        f.leader_id
                    )));
                }
                Err(e) => return Err(Error::NoQuorum(e.to_string())),
            }
        }
    }

    /// Waits until this node has applied everything committed before the call
    /// (DESIGN §2.4: linearizable reads).
    pub async fn read_barrier(&self) -> Result<()> {
        let timeout = Duration::from_millis(self.config.propose_timeout_ms);
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            let r = tokio::time::timeout_at(deadline, self.raft.ensure_linearizable())
                .await
                .map_err(|_| Error::NoQuorum("read barrier timed out".into()))?;
            match r {
                Ok(_) => return Ok(()),
                Err(openraft::error::RaftError::APIError(
                    openraft::error::CheckIsLeaderError::ForwardToLeader(f),
                )) if f.leader_id.is_none()
                    && tokio::time::Instant::now() + LEADER_POLL < deadline =>
                {
                    tokio::time::sleep(LEADER_POLL).await;
                }
                Err(e) => return Err(Error::NoQuorum(e.to_string())),
            }
        }
    }

    /// Role, term, last log index, applied index and leader, for system.replicas.
    pub fn status(&self) -> NodeStatus {
        let m = self.raft.metrics().borrow().clone();
        NodeStatus {
            id: self.config.id,
            role: format!("{:?}", m.state),
            term: m.current_term,
            last_log_index: m.last_log_index.unwrap_or(0),
            applied_index: m.last_applied.map_or(0, |l| l.index),
            leader: m.current_leader,
        }
    }

    pub async fn shutdown(&self) {
        if let Err(e) = self.raft.shutdown().await {
            tracing::warn!(error = %e, "raft shutdown");
        }
    }
}

/// A node's view of itself, for system tables.
#[derive(Clone, Debug)]
pub struct NodeStatus {
    pub id: NodeId,
    pub role: String,
    pub term: u64,
    pub last_log_index: u64,
    pub applied_index: u64,
    pub leader: Option<NodeId>,
}
