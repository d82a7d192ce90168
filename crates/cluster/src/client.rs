//! The client side of the interserver protocol: one HTTP client shared by Raft RPC,
//! forwarding, part push and fetch, each request authenticated with the cluster secret.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use maskhouse_types::codec;
use serde::{de::DeserializeOwned, Serialize};

use crate::rpc::SECRET_HEADER;

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

/// An HTTP client for peers.
#[derive(Clone)]
pub struct PeerClient {
    http: reqwest::Client,
    secret: String,
    /// When each address last answered a request, for system.replicas.
    contacts: Arc<Mutex<HashMap<String, Instant>>>,
}

impl PeerClient {
    pub fn new(secret: impl Into<String>) -> Self {
        let http = reqwest::Client::builder()
            .connect_timeout(Duration::from_secs(2))
            .pool_idle_timeout(Duration::from_secs(30))
            .tcp_nodelay(true)
            .build()
            .expect("an HTTP client without TLS always builds");
        PeerClient {
            http,
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
        let url = format!("http://{addr}{path}");
        let sent = self
            .http
            .post(&url)
            .header(SECRET_HEADER, &self.secret)
            .timeout(timeout)
            .body(body)
            .send()
            .await
            .map_err(|e| {
                if e.is_connect() {
                    PeerError::Unreachable(addr.to_string(), e.to_string())
                } else {
                    PeerError::Failed(addr.to_string(), e.to_string())
                }
            })?;
        self.contacts
            .lock()
            .expect("not poisoned")
            .insert(addr.to_string(), Instant::now());
        let status = sent.status();
        let bytes = sent
            .bytes()
            .await
            .map_err(|e| PeerError::Failed(addr.to_string(), e.to_string()))?;
        if !status.is_success() {
            return Err(PeerError::Refused {
                addr: addr.to_string(),
                status: status.as_u16(),
                message: String::from_utf8_lossy(&bytes).trim().to_string(),
            });
        }
        Ok(bytes)
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
}
