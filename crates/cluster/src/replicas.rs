//! What each replica says of itself, gathered for system.replicas, for waits on every
//! replica (`lightweight_deletes_sync = 2`), and for mask digest comparison
//! (DESIGN §2.1: replicas compare a digest per (part, mask version)).

use std::{collections::BTreeMap, time::Duration};

use tokio::time::Instant;

use crate::{
    node::{Node, RPC_TIMEOUT},
    repair::Held,
    rpc::{path, MaskDigestEntry, PeerStatus},
    Error, NodeId, Result,
};

/// One replica as seen from this node.
#[derive(Clone, Debug)]
pub struct ReplicaView {
    pub id: NodeId,
    pub address: String,
    pub is_voter: bool,
    /// `None` when the replica did not answer now.
    pub status: Option<PeerStatus>,
    /// How long ago it last answered any request of this node, milliseconds (0 for
    /// this node; `None` if it never did).
    pub last_contact_ms: Option<u64>,
    /// Mask versions both hold whose digests differ from this node's, and versions it
    /// holds that this node lacks though it holds the part and has applied the mutation.
    pub digest_mismatches: u64,
}

impl Node {
    /// Apply held on one committed entry for `apply_stall_ms` or longer here, if it is.
    pub fn stall(&self) -> Option<crate::Stall> {
        self.progress
            .stall(Duration::from_millis(self.config.apply_stall_ms))
    }

    /// This node's own status, with every mask digest.
    pub fn local_status(&self) -> PeerStatus {
        self.local_status_with(true)
    }

    /// This node's own status; the digest list (one entry per mask version, so as large
    /// as the catalog) only when `digests`.
    pub fn local_status_with(&self, digests: bool) -> PeerStatus {
        let with_digests = digests;
        let m = self.raft.metrics().borrow().clone();
        let catalog = self.store.snapshot();
        let mut digests = Vec::new();
        let mut parts_missing = 0;
        for (table, state) in &catalog.tables {
            for part in state.parts.values() {
                if !part.file.path.exists() {
                    parts_missing += 1;
                }
                for version in part.masks.iter().filter(|_| with_digests) {
                    digests.push(MaskDigestEntry {
                        table: table.clone(),
                        part: part.name.clone(),
                        version: *version,
                    });
                }
            }
        }
        PeerStatus {
            id: self.config.id,
            role: format!("{:?}", m.state),
            term: m.current_term,
            leader: m.current_leader,
            last_log_index: m.last_log_index.unwrap_or(0),
            committed_index: self.log.committed_index().unwrap_or(0),
            applied_index: m.last_applied.map_or(0, |l| l.index),
            parts_missing,
            stall: self.stall(),
            digests,
        }
    }

    /// Every member's status, asked concurrently; a member that does not answer within
    /// a second has `status: None`.
    pub async fn replicas(&self) -> Vec<ReplicaView> {
        self.replicas_with(true).await
    }

    /// [`Node::replicas`], with mask digests (and mismatch counts) only when `digests`.
    pub async fn replicas_with(&self, digests: bool) -> Vec<ReplicaView> {
        let (voters, nodes) = self.members();
        let local = self.local_status_with(digests);
        let held = if digests {
            Held::of(&self.store.snapshot())
        } else {
            Held::default()
        };
        let asks = nodes.iter().map(|(id, addr)| {
            let (id, addr, client) = (*id, addr.clone(), self.client.clone());
            let me = id == self.config.id;
            let local = local.clone();
            async move {
                let status = if me {
                    Some(local)
                } else {
                    client
                        .call::<_, PeerStatus>(
                            &addr,
                            path::STATUS,
                            &digests,
                            Duration::from_secs(1),
                        )
                        .await
                        .ok()
                };
                (id, addr, status)
            }
        });
        let answers = futures::future::join_all(asks).await;
        let mine: BTreeMap<_, _> = local
            .digests
            .iter()
            .map(|d| ((&d.table, &d.part, d.version.mutation), d.version.digest))
            .collect();
        answers
            .into_iter()
            .map(|(id, address, status)| {
                let digest_mismatches = status.as_ref().map_or(0, |s| {
                    s.digests
                        .iter()
                        .filter(
                            |d| match mine.get(&(&d.table, &d.part, d.version.mutation)) {
                                Some(own) => *own != d.version.digest,
                                None => held.lacks(&d.table, &d.part, d.version.mutation),
                            },
                        )
                        .count() as u64
                });
                let last_contact_ms = if id == self.config.id {
                    Some(0)
                } else {
                    self.client
                        .since_contact(&address)
                        .map(|d| d.as_millis() as u64)
                };
                ReplicaView {
                    id,
                    address,
                    is_voter: voters.contains(&id),
                    status,
                    last_contact_ms,
                    digest_mismatches,
                }
            })
            .collect()
    }

    /// Waits until every voter has applied `index` (`lightweight_deletes_sync = 2`); the
    /// error names the replicas still behind when `timeout` runs out.
    pub async fn wait_all_applied(&self, index: u64, timeout: Duration) -> Result<()> {
        let deadline = Instant::now() + timeout;
        loop {
            let lagging: Vec<String> = self
                // Polled often: applied indexes only, not every mask digest.
                .replicas_with(false)
                .await
                .into_iter()
                .filter(|r| r.is_voter)
                .filter_map(|r| match &r.status {
                    Some(s) if s.applied_index >= index => None,
                    Some(s) => Some(format!("node {} (applied {})", r.id, s.applied_index)),
                    None => Some(format!("node {} (unreachable)", r.id)),
                })
                .collect();
            if lagging.is_empty() {
                return Ok(());
            }
            if Instant::now() >= deadline {
                return Err(Error::Lagging(format!(
                    "mutation {index} is not applied on every replica after {} ms; lagging: {}",
                    timeout.as_millis(),
                    lagging.join(", ")
                )));
            }
            tokio::time::sleep(Duration::from_millis(50).min(RPC_TIMEOUT)).await;
        }
    }
}
