//! How interserver requests travel: the seam between the protocol and the wire.
//!
//! [`PeerClient`](crate::PeerClient) encodes, tells failures apart and records
//! contacts; a [`Transport`] only carries one request to the node at an address and
//! brings back its answer. Production uses [`HttpTransport`] (HTTP over TCP, to the
//! server's interserver port); the deterministic simulation plugs in one over its
//! simulated network.

use std::time::Duration;

use futures::future::BoxFuture;

use crate::{client::PeerError, rpc::SECRET_HEADER};

/// Carries one interserver request.
pub trait Transport: Send + Sync + 'static {
    /// Sends `body` to `path` on the node at `addr`, with the cluster `secret`, and
    /// returns the answer's body. [`PeerError::Unreachable`] only when the request
    /// certainly never reached the node; [`PeerError::Refused`] for an error status.
    fn post<'a>(
        &'a self,
        addr: &'a str,
        path: &'a str,
        secret: &'a str,
        body: Vec<u8>,
        timeout: Duration,
    ) -> BoxFuture<'a, Result<bytes::Bytes, PeerError>>;
}

/// HTTP to the interserver port, the cluster secret in [`SECRET_HEADER`].
pub struct HttpTransport {
    http: reqwest::Client,
}

impl Default for HttpTransport {
    fn default() -> Self {
        let http = reqwest::Client::builder()
            .connect_timeout(Duration::from_secs(2))
            .pool_idle_timeout(Duration::from_secs(30))
            .tcp_nodelay(true)
            .build()
            .expect("an HTTP client without TLS always builds");
        HttpTransport { http }
    }
}

impl Transport for HttpTransport {
    fn post<'a>(
        &'a self,
        addr: &'a str,
        path: &'a str,
        secret: &'a str,
        body: Vec<u8>,
        timeout: Duration,
    ) -> BoxFuture<'a, Result<bytes::Bytes, PeerError>> {
        Box::pin(async move {
            let url = format!("http://{addr}{path}");
            let sent = self
                .http
                .post(&url)
                .header(SECRET_HEADER, secret)
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
        })
    }
}
