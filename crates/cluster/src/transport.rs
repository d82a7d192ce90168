//! How interserver requests travel: the seam between the protocol and the wire.
//!
//! [`PeerClient`](crate::PeerClient) encodes, tells failures apart and records
//! contacts; a [`Transport`] only carries one request to the node at an address and
//! brings back its answer, both as streams of bytes, so that a part file crosses
//! without ever being whole in memory. Production uses [`HttpTransport`] (HTTP over
//! TCP, to the server's interserver port); the deterministic simulation plugs in one
//! over its simulated network.

use std::time::Duration;

use bytes::Bytes;
use futures::{future::BoxFuture, stream::BoxStream, StreamExt, TryStreamExt};

use crate::{client::PeerError, rpc::SECRET_HEADER};

/// Bytes as they cross: a request's or an answer's body, chunk by chunk. An error ends
/// the stream (the transfer broke off).
pub type ByteStream = BoxStream<'static, Result<Bytes, String>>;

/// A request's body.
pub enum Body {
    /// An encoded message, whole in memory.
    Message(Vec<u8>),
    /// A stream (a pushed part file behind its head).
    Stream(ByteStream),
}

impl Body {
    /// The body as a stream.
    pub fn into_stream(self) -> ByteStream {
        match self {
            Body::Message(m) => futures::stream::once(async move { Ok(Bytes::from(m)) }).boxed(),
            Body::Stream(s) => s,
        }
    }
}

/// Carries one interserver request.
pub trait Transport: Send + Sync + 'static {
    /// Sends `body` to `path` on the node at `addr`, with the cluster `secret`, and
    /// returns the answer's body as it arrives (a success status). `timeout` bounds the
    /// exchange. [`PeerError::Unreachable`] only when the request certainly never
    /// reached the node; [`PeerError::Refused`] for an error status.
    fn send<'a>(
        &'a self,
        addr: &'a str,
        path: &'a str,
        secret: &'a str,
        body: Body,
        timeout: Duration,
    ) -> BoxFuture<'a, Result<ByteStream, PeerError>>;
}

/// Longest error message read from a refusing peer.
const REFUSAL_BYTES_MAX: usize = 64 << 10;

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
    fn send<'a>(
        &'a self,
        addr: &'a str,
        path: &'a str,
        secret: &'a str,
        body: Body,
        timeout: Duration,
    ) -> BoxFuture<'a, Result<ByteStream, PeerError>> {
        Box::pin(async move {
            let url = format!("http://{addr}{path}");
            let body = match body {
                Body::Message(m) => reqwest::Body::from(m),
                Body::Stream(s) => reqwest::Body::wrap_stream(s),
            };
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
            let answer = sent.bytes_stream().map_err(|e| e.to_string()).boxed();
            if !status.is_success() {
                let message = collect(answer, REFUSAL_BYTES_MAX).await.unwrap_or_default();
                return Err(PeerError::Refused {
                    addr: addr.to_string(),
                    status: status.as_u16(),
                    message: String::from_utf8_lossy(&message).trim().to_string(),
                });
            }
            Ok(answer)
        })
    }
}

/// Why [`collect`] stopped.
#[derive(Debug)]
pub enum CollectError {
    /// The stream holds more than the limit.
    TooLarge { max: usize },
    /// The stream broke off.
    Broken(String),
}

impl std::fmt::Display for CollectError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CollectError::TooLarge { max } => write!(f, "body over {max} bytes"),
            CollectError::Broken(e) => write!(f, "body broke off: {e}"),
        }
    }
}

/// Reads a whole stream into memory; more than `max` bytes is refused as soon as the
/// chunk that passes it arrives.
pub async fn collect(mut stream: ByteStream, max: usize) -> Result<Vec<u8>, CollectError> {
    let mut out = Vec::new();
    while let Some(chunk) = stream.next().await {
        let chunk = chunk.map_err(CollectError::Broken)?;
        if out.len() + chunk.len() > max {
            return Err(CollectError::TooLarge { max });
        }
        out.extend_from_slice(&chunk);
    }
    Ok(out)
}
