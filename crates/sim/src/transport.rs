//! The interserver transport over turmoil's simulated network: one simulated TCP
//! connection per request, the same failure classes as the HTTP transport (a connect
//! that fails or times out is "unreachable", anything after it is "outcome unknown").

use std::{
    sync::{
        atomic::{AtomicUsize, Ordering},
        Arc,
    },
    time::Duration,
};

use futures::{future::BoxFuture, StreamExt};
use maskhouse_cluster::{collect, rpc::path, Body, ByteStream, PeerError, Transport};
use tokio::io::AsyncReadExt;

use crate::wire;

/// How long a connection may take to open, as the HTTP transport's connect timeout.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(2);
/// Longest error message read from a refusing peer.
const REFUSAL_BYTES_MAX: usize = 64 << 10;

/// Part fetches a node has in flight, for the nemesis that crashes a node mid-fetch.
#[derive(Default)]
pub struct Inflight {
    fetches: AtomicUsize,
}

impl Inflight {
    pub fn fetches(&self) -> usize {
        self.fetches.load(Ordering::Relaxed)
    }
}

/// Counts one fetch while it lives.
struct Counted(Arc<Inflight>);

impl Drop for Counted {
    fn drop(&mut self) {
        self.0.fetches.fetch_sub(1, Ordering::Relaxed);
    }
}

/// Carries a node's interserver requests over the simulated network.
pub struct SimTransport {
    pub inflight: Arc<Inflight>,
}

impl Transport for SimTransport {
    fn send<'a>(
        &'a self,
        addr: &'a str,
        path: &'a str,
        secret: &'a str,
        body: Body,
        timeout: Duration,
    ) -> BoxFuture<'a, Result<ByteStream, PeerError>> {
        Box::pin(async move {
            // Counted until the answer's last byte is read or dropped.
            let counted = (path == path::FETCH).then(|| {
                self.inflight.fetches.fetch_add(1, Ordering::Relaxed);
                Counted(self.inflight.clone())
            });
            let unreachable = |e: String| PeerError::Unreachable(addr.to_string(), e);
            let failed = |e: String| PeerError::Failed(addr.to_string(), e);
            let connect = turmoil::net::TcpStream::connect(addr);
            let stream = match tokio::time::timeout(CONNECT_TIMEOUT.min(timeout), connect).await {
                Ok(Ok(s)) => s,
                Ok(Err(e)) => return Err(unreachable(e.to_string())),
                Err(_) => return Err(unreachable("connect timed out".into())),
            };
            let (mut read, mut write) = stream.into_split();
            let exchange = async {
                wire::write_head(&mut write, path, secret).await?;
                wire::write_frames(&mut write, body.into_stream()).await?;
                read.read_u16().await
            };
            let status = match tokio::time::timeout(timeout, exchange).await {
                Ok(Ok(status)) => status,
                Ok(Err(e)) => return Err(failed(e.to_string())),
                Err(_) => return Err(failed(format!("no answer within {timeout:?}"))),
            };
            let answer = wire::read_frames(read);
            if status != 200 {
                let message = collect(answer, REFUSAL_BYTES_MAX).await.unwrap_or_default();
                return Err(PeerError::Refused {
                    addr: addr.to_string(),
                    status,
                    message: String::from_utf8_lossy(&message).trim().to_string(),
                });
            }
            Ok(answer
                .map(move |chunk| {
                    let _counted = &counted;
                    chunk
                })
                .boxed())
        })
    }
}
