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

use crate::{
    rpc::{path, FetchMask},
    transport::{HttpTransport, Transport},
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

    /// Posts `body` (already encoded) to `path` on the node at `addr`; returns the raw
    /// answer.
    pub async fn post_raw(
        &self,
        addr: &str,
        path: &str,
        body: Vec<u8>,
        timeout: Duration,
    ) -> Result<bytes::Bytes, PeerError> {
        let answer = self
            .transport
            .post(addr, path, &self.secret, body, timeout)
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
