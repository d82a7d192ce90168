//! The server side of the interserver protocol: each request decoded, handed to Raft or
//! the store, and its answer encoded; part files stream in and out. The HTTP layer
//! authenticates (and checks the path) before calling in, before any body is read.

use std::time::Duration;

use tokio::time::Instant;

use futures::StreamExt;
use maskhouse_types::codec;
use openraft::raft::{AppendEntriesRequest, InstallSnapshotRequest, VoteRequest};
use serde::de::DeserializeOwned;

use crate::{
    node::Node,
    rpc::{path, FetchMask, FetchPart, Forward, ForwardReply, MembershipChange, ReadIndexRequest},
    transfer::{self, read_push_head},
    transport::{collect, ByteStream, CollectError},
    NodeId, TypeConfig,
};

/// A message answer as a stream of one chunk.
fn message(bytes: Vec<u8>) -> ByteStream {
    futures::stream::once(std::future::ready(Ok(bytes::Bytes::from(bytes)))).boxed()
}

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
    /// Answers one interserver request for `path`, already authenticated, whose body
    /// arrives as `body`. A pushed part streams into a file; any other body is a
    /// message of at most `message_bytes_max` bytes (413 past it, refused as soon as
    /// the limit is passed). A fetched part's answer streams from its file.
    pub async fn serve(
        &self,
        path: &str,
        mut body: ByteStream,
        message_bytes_max: usize,
    ) -> Result<ByteStream, Refusal> {
        if path == path::PUSH {
            let (part, first) = read_push_head(&mut body).await.map_err(bad)?;
            let store = self.store.clone();
            let incoming = self
                .config
                .blocking
                .run(move || store.incoming_staged(&part))
                .await
                .map_err(bad)?
                .map_err(bad)?;
            transfer::receive(incoming, first, body, self.config.blocking)
                .await
                .map_err(bad)?;
            return Ok(message(codec::encode(&())));
        }
        let body = collect(body, message_bytes_max)
            .await
            .map_err(|e| match e {
                CollectError::TooLarge { max } => Refusal {
                    status: 413,
                    message: format!("interserver message over {max} bytes (body_bytes_max)"),
                },
                CollectError::Broken(e) => bad(e),
            })?;
        if path == path::FETCH {
            let f: FetchPart = decode(&body)?;
            let store = self.store.clone();
            let outgoing = self
                .config
                .blocking
                .run(move || {
                    store.outgoing_part(&f.table, f.staging_id.as_deref(), f.name.as_ref())
                })
                .await
                .map_err(bad)?
                .map_err(|e| Refusal {
                    status: 404,
                    message: e.to_string(),
                })?;
            return Ok(transfer::file_stream(outgoing.file, self.config.blocking));
        }
        self.answer(path, &body).await.map(message)
    }

    /// Answers one interserver message.
    async fn answer(&self, path: &str, body: &[u8]) -> Result<Vec<u8>, Refusal> {
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
            path::READ_INDEX => {
                // A node of an earlier release sends no request (an encoded `()`).
                let request = decode::<ReadIndexRequest>(body).or_else(|e| {
                    decode::<()>(body)
                        .map(|()| ReadIndexRequest::default())
                        .map_err(|_| e)
                })?;
                Ok(codec::encode(&self.read_index_for(request).await))
            }
            path::MEMBERSHIP => {
                let change: MembershipChange = decode(body)?;
                Ok(codec::encode(&self.local_membership(change).await))
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
