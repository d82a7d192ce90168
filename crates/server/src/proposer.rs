//! The SQL layer's view of the command log, backed by the consensus node.

use std::sync::Arc;

use async_trait::async_trait;
use maskhouse_cluster::{Error as ClusterError, Node};
use maskhouse_sql::{Error, Proposer, ReplicaStatus};
use maskhouse_types::{Command, CommandOutcome};

pub struct NodeProposer(pub Arc<Node>);

fn map(e: ClusterError) -> Error {
    match e {
        ClusterError::NoQuorum(m) | ClusterError::Unavailable(m) => Error::unavailable(m),
        other => Error::internal(other.to_string()),
    }
}

#[async_trait]
impl Proposer for NodeProposer {
    async fn propose(&self, command: Command) -> Result<CommandOutcome, Error> {
        self.0.propose(command).await.map_err(map)
    }

    async fn read_barrier(&self) -> Result<(), Error> {
        self.0.read_barrier().await.map_err(map)
    }

    fn status(&self) -> Vec<ReplicaStatus> {
        let s = self.0.status();
        vec![ReplicaStatus {
            node: s.id,
            role: s.role,
            term: s.term,
            last_log_index: s.last_log_index,
            applied_index: s.applied_index,
            leader: s.leader,
        }]
    }
}
