//! The server side of the interserver protocol: each request decoded, handed to Raft or
//! the store, and its answer encoded. The HTTP layer authenticates before calling in.

use std::time::Duration;

use tokio::time::Instant;

use maskhouse_types::codec;
use openraft::raft::{AppendEntriesRequest, InstallSnapshotRequest, VoteRequest};
use serde::de::DeserializeOwned;

use crate::{
    node::Node,
    rpc::{path, FetchMask, FetchPart, Forward, ForwardReply, MembershipChange, PushPart},
    NodeId, TypeConfig,
};

/// An interserver request this node refuses: an HTTP status and a message.
#[derive(Debug)]
pub struct Refusal {
    pub status: u16,
    pub message: String,
}

fn bad(e: impl std::fmt::Display) -> Refusal {
    Refusal {
        status: 400,
        message: e.to_string(),
    }
}

fn decode<T: DeserializeOwned>(body: &[u8]) -> Result<T, Refusal> {
    codec::decode(body).map_err(bad)
}

impl Node {
    /// Answers one interserver request for `path`.
    pub async fn serve(&self, path: &str, body: &[u8]) -> Result<Vec<u8>, Refusal> {
        match path {
            path::APPEND => {
                let rpc: AppendEntriesRequest<TypeConfig> = decode(body)?;
                Ok(codec::encode(&self.raft.append_entries(rpc).await))
            }
            path::VOTE => {
                let rpc: VoteRequest<NodeId> = decode(body)?;
                Ok(codec::encode(&self.raft.vote(rpc).await))
            }
            path::SNAPSHOT => {
                let rpc: InstallSnapshotRequest<TypeConfig> = decode(body)?;
                Ok(codec::encode(&self.raft.install_snapshot(rpc).await))
            }
            path::FORWARD => {
                let f: Forward = decode(body)?;
                let deadline =
                    Instant::now() + Duration::from_millis(self.config.propose_timeout_ms);
                let reply = match self.propose_local(f.command, deadline).await {
                    Ok(p) => ForwardReply::Applied {
                        index: p.index,
                        outcome: p.outcome,
                    },
                    Err(reply) => reply,
                };
                Ok(codec::encode(&reply))
            }
            path::READ_INDEX => Ok(codec::encode(&self.local_read_index().await)),
            path::MEMBERSHIP => {
                let change: MembershipChange = decode(body)?;
                Ok(codec::encode(&self.local_membership(change).await))
            }
            path::PUSH => {
                let push: PushPart = decode(body)?;
                let store = self.store.clone();
                self.config
                    .blocking
                    .run(move || store.receive_staged(&push.part, &push.bytes))
                    .await
                    .map_err(bad)?
                    .map_err(bad)?;
                Ok(codec::encode(&()))
            }
            path::FETCH => {
                let f: FetchPart = decode(body)?;
                let store = self.store.clone();
                self.config
                    .blocking
                    .run(move || {
                        store.part_bytes(&f.table, f.staging_id.as_deref(), f.name.as_ref())
                    })
                    .await
                    .map_err(bad)?
                    .map_err(|e| Refusal {
                        status: 404,
                        message: e.to_string(),
                    })
            }
            path::STATUS => {
                // The body asks for mask digests or not; an empty one asks for them.
                let digests: bool = codec::decode(body).unwrap_or(true);
                Ok(codec::encode(&self.local_status_with(digests)))
            }
            path::MASK => {
                let f: FetchMask = decode(body)?;
                let store = self.store.clone();
                let what = format!("mask {}@{} of table {}", f.part, f.mutation, f.table);
                let bytes = self
                    .config
                    .blocking
                    .run(move || store.mask_bytes(&f.table, &f.part, f.mutation))
                    .await
                    .map_err(bad)?
                    .map_err(|e| Refusal {
                        status: 500,
                        message: format!("{what}: {e}"),
                    })?;
                bytes.ok_or_else(|| Refusal {
                    status: 404,
                    message: format!("{what} is not on this replica"),
                })
            }
            other => Err(Refusal {
                status: 404,
                message: format!("no interserver endpoint {other}"),
            }),
        }
    }
}
