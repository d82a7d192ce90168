//! The client side of the interserver protocol: one client shared by Raft RPC,
//! forwarding, part push and fetch, each request authenticated with the cluster secret
//! and carried by the node's [`Transport`].

use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
    time::Duration,
};

use maskhouse_types::codec;
use serde::{de::DeserializeOwned, Serialize};
use tokio::time::Instant;

use futures::StreamExt;
use maskhouse_types::StagedPart;

use crate::{
    rpc::{path, FetchMask, FetchPart},
    transfer,
    transport::{collect, Body, ByteStream, HttpTransport, Transport},
    Blocking,
};

/// Longest one mask fetch may take (a mask is at most `mask::MASK_BYTES_MAX`).
const MASK_FETCH_TIMEOUT: Duration = Duration::from_secs(120);

/// Why a request to a peer failed.
#[derive(Debug, thiserror::Error)]
pub enum PeerError {
    /// The request never reached the peer (connection refused, no route); safe to retry.
    #[error("node at {0} is unreachable: {1}")]
    Unreachable(String, String),
    /// The request may have reached the peer; its effect is unknown.
    #[error("request to {0} failed: {1}")]
    Failed(String, String),
    /// The peer answered with an error status.
    #[error("node at {addr} answered {status}: {message}")]
    Refused {
        addr: String,
        status: u16,
        message: String,
    },
}

/// Why fetching a part from one peer failed.
#[derive(Debug, thiserror::Error)]
pub(crate) enum FetchError {
    /// The peer could not be asked, or refused.
    #[error("{0}")]
    Peer(PeerError),
    /// The transfer broke off, or the bytes failed their size or CRC-32 check.
    #[error("{0}")]
    Rejected(String),
}

/// The largest answer read from a peer (a vote, an append, a mask, a forwarded
/// statement's result): larger is refused as the peer's error, never buffered. Equal to
/// the default `body_bytes_max`, the largest request a node reads. Parts are not
/// answers: they stream to disk (`fetch_part`).
pub const ANSWER_BYTES_MAX: usize = 1 << 30;

/// A client for peers.
#[derive(Clone)]
pub struct PeerClient {
    transport: Arc<dyn Transport>,
    secret: String,
    /// When each address last answered a request, for system.replicas.
    contacts: Arc<Mutex<HashMap<String, Instant>>>,
}

impl PeerClient {
    /// A client over HTTP.
    pub fn new(secret: impl Into<String>) -> Self {
        Self::with_transport(secret, Arc::new(HttpTransport::default()))
    }

    /// A client whose requests `transport` carries.
    pub fn with_transport(secret: impl Into<String>, transport: Arc<dyn Transport>) -> Self {
        PeerClient {
            transport,
            secret: secret.into(),
            contacts: Arc::default(),
        }
    }

    /// How long ago the node at `addr` last answered a request from this node.
    pub fn since_contact(&self, addr: &str) -> Option<Duration> {
        self.contacts
            .lock()
            .expect("not poisoned")
            .get(addr)
            .map(Instant::elapsed)
    }

    /// Sends `body` to `path` on the node at `addr` and returns its answer as it
    /// arrives; records the contact.
    async fn send(
        &self,
        addr: &str,
        path: &str,
        body: Body,
        timeout: Duration,
    ) -> Result<ByteStream, PeerError> {
        let answer = self
            .transport
            .send(addr, path, &self.secret, body, timeout)
            .await;
        // An error status is an answer too.
        if matches!(answer, Ok(_) | Err(PeerError::Refused { .. })) {
            self.contacts
                .lock()
                .expect("not poisoned")
                .insert(addr.to_string(), Instant::now());
        }
        answer
    }

    /// Sends `body` and reads the whole answer, all within `timeout`.
    async fn exchange(
        &self,
        addr: &str,
        path: &str,
        body: Body,
        timeout: Duration,
    ) -> Result<bytes::Bytes, PeerError> {
        let failed = |e: String| PeerError::Failed(addr.to_string(), e);
        let exchange = async {
            let answer = self.send(addr, path, body, timeout).await?;
            collect(answer, ANSWER_BYTES_MAX)
                .await
                .map(bytes::Bytes::from)
                .map_err(|e| failed(e.to_string()))
        };
        tokio::time::timeout(timeout, exchange)
            .await
            .unwrap_or_else(|_| Err(failed(format!("no answer within {timeout:?}"))))
    }

    /// Posts `body` (already encoded) to `path` on the node at `addr`; returns the raw
    /// answer.
    pub async fn post_raw(
        &self,
        addr: &str,
        path: &str,
        body: Vec<u8>,
        timeout: Duration,
    ) -> Result<bytes::Bytes, PeerError> {
        self.exchange(addr, path, Body::Message(body), timeout)
            .await
    }

    /// Pushes the staged part `part`, whose file is `file`, to the node at `addr`: the
    /// file streams from disk to the wire and the peer answers once it has fsynced it.
    pub(crate) async fn push_part(
        &self,
        addr: &str,
        part: &StagedPart,
        file: std::fs::File,
        blocking: Blocking,
        timeout: Duration,
    ) -> Result<(), PeerError> {
        let head = futures::stream::once(std::future::ready(Ok(transfer::push_head(part))));
        let body = head.chain(transfer::file_stream(file, blocking)).boxed();
        let answer = self
            .exchange(addr, path::PUSH, Body::Stream(body), timeout)
            .await?;
        codec::decode(&answer).map_err(|e| PeerError::Failed(addr.to_string(), e.to_string()))
    }

    /// Fetches a part from the node at `addr` into `incoming`, which publishes it once
    /// it is whole and verified; the file streams from the wire to disk.
    pub(crate) async fn fetch_part(
        &self,
        addr: &str,
        wanted: &FetchPart,
        incoming: maskhouse_store::Incoming,
        blocking: Blocking,
        timeout: Duration,
    ) -> Result<(), FetchError> {
        let fetch = async {
            let answer = self
                .send(
                    addr,
                    path::FETCH,
                    Body::Message(codec::encode(wanted)),
                    timeout,
                )
                .await
                .map_err(FetchError::Peer)?;
            transfer::receive(incoming, bytes::Bytes::new(), answer, blocking)
                .await
                .map_err(FetchError::Rejected)
        };
        tokio::time::timeout(timeout, fetch)
            .await
            .unwrap_or_else(|_| {
                Err(FetchError::Rejected(format!(
                    "not whole within {timeout:?}"
                )))
            })
    }

    /// Posts `request` and decodes the answer.
    pub async fn call<Q: Serialize, A: DeserializeOwned>(
        &self,
        addr: &str,
        path: &str,
        request: &Q,
        timeout: Duration,
    ) -> Result<A, PeerError> {
        let bytes = self
            .post_raw(addr, path, codec::encode(request), timeout)
            .await?;
        codec::decode(&bytes).map_err(|e| PeerError::Failed(addr.to_string(), e.to_string()))
    }

    /// Fetches the stored bytes of one mask version from the node at `addr`, for a
    /// repair: the caller decodes and verifies them.
    pub async fn fetch_mask(
        &self,
        addr: &str,
        wanted: &FetchMask,
    ) -> Result<bytes::Bytes, PeerError> {
        self.post_raw(addr, path::MASK, codec::encode(wanted), MASK_FETCH_TIMEOUT)
            .await
    }
}
