//! The SQL layer's view of the replicated log, backed by the consensus node.

use std::{sync::Arc, time::Duration};

use async_trait::async_trait;
use maskhouse_cluster::{rpc::MembershipChange, Error as ClusterError, Node};
use maskhouse_sql::{Error, Proposer, ReplicaStatus, SyncLevel};
use maskhouse_types::{Command, CommandOutcome, StagedPart};

/// The SQL layer's [`Proposer`] on a consensus node: sync levels, read barrier, part
/// push, replica status, membership.
pub struct NodeProposer {
    node: Arc<Node>,
    /// Longest `SyncLevel::All` waits for every replica.
    replica_wait: Duration,
}

impl NodeProposer {
    /// `replica_wait`: longest `SyncLevel::All` waits for every replica.
    pub fn new(node: Arc<Node>, replica_wait: Duration) -> Self {
        NodeProposer { node, replica_wait }
    }
}

fn map(e: ClusterError) -> Error {
    match e {
        ClusterError::NoQuorum(m) | ClusterError::Unavailable(m) | ClusterError::Lagging(m) => {
            Error::unavailable(m)
        }
        ClusterError::Unknown(m) => Error::unavailable(format!("outcome unknown: {m}")),
        ClusterError::Invalid(m) => Error::bad(m),
        other => Error::internal(other.to_string()),
    }
}

#[async_trait]
impl Proposer for NodeProposer {
    async fn propose(&self, command: Command) -> Result<CommandOutcome, Error> {
        self.node.propose(command).await.map_err(map)
    }

    async fn propose_synced(
        &self,
        command: Command,
        sync: SyncLevel,
    ) -> Result<CommandOutcome, Error> {
        match sync {
            SyncLevel::Local => self.propose(command).await,
            SyncLevel::Committed => Ok(self.node.propose_at(command).await.map_err(map)?.outcome),
            SyncLevel::All => {
                let proposed = self.node.propose_at(command).await.map_err(map)?;
                self.node
                    .wait_all_applied(proposed.index, self.replica_wait)
                    .await
                    .map_err(map)?;
                Ok(proposed.outcome)
            }
        }
    }

    async fn read_barrier(&self) -> Result<(), Error> {
        self.node.read_barrier().await.map_err(map)
    }

    async fn replicate(&self, parts: &[StagedPart]) -> Result<(), Error> {
        self.node.push_staged(parts).await.map_err(map)
    }

    async fn replicas(&self) -> Vec<ReplicaStatus> {
        self.node
            .replicas()
            .await
            .into_iter()
            .map(|r| {
                let reachable = r.status.is_some();
                let s = r
                    .status
                    .unwrap_or_else(|| maskhouse_cluster::rpc::PeerStatus {
                        id: r.id,
                        role: String::new(),
                        term: 0,
                        leader: None,
                        last_log_index: 0,
                        committed_index: 0,
                        applied_index: 0,
                        parts_missing: 0,
                        stall: None,
                        digests: Vec::new(),
                    });
                ReplicaStatus {
                    node: r.id,
                    address: r.address,
                    is_voter: r.is_voter,
                    reachable,
                    role: s.role,
                    term: s.term,
                    last_log_index: s.last_log_index,
                    committed_index: s.committed_index,
                    applied_index: s.applied_index,
                    leader: s.leader,
                    last_contact_ms: r.last_contact_ms,
                    parts_missing: s.parts_missing,
                    digest_mismatches: r.digest_mismatches,
                    stalled_since_ms: s.stall.map(|st| st.since_ms),
                }
            })
            .collect()
    }

    async fn add_replica(&self, id: u64, interserver: &str) -> Result<(), Error> {
        self.node
            .change_membership(MembershipChange::Add {
                id,
                interserver: interserver.to_string(),
            })
            .await
            .map_err(map)
    }

    fn is_leader(&self) -> bool {
        self.node.is_leader()
    }

    async fn drop_replica(&self, id: u64) -> Result<(), Error> {
        self.node
            .change_membership(MembershipChange::Remove { id })
            .await
            .map_err(map)
    }
}
