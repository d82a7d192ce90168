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

use futures::future::BoxFuture;
use maskhouse_cluster::{rpc::path, PeerError, Transport};

use crate::wire;

/// How long a connection may take to open, as the HTTP transport's connect timeout.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(2);

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
struct Counted<'a>(&'a AtomicUsize);

impl Drop for Counted<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }
}

/// Carries a node's interserver requests over the simulated network.
pub struct SimTransport {
    pub inflight: Arc<Inflight>,
}

impl Transport for SimTransport {
    fn post<'a>(
        &'a self,
        addr: &'a str,
        path: &'a str,
        secret: &'a str,
        body: Vec<u8>,
        timeout: Duration,
    ) -> BoxFuture<'a, Result<bytes::Bytes, PeerError>> {
        Box::pin(async move {
            let _counted = (path == path::FETCH).then(|| {
                self.inflight.fetches.fetch_add(1, Ordering::Relaxed);
                Counted(&self.inflight.fetches)
            });
            let unreachable = |e: String| PeerError::Unreachable(addr.to_string(), e);
            let failed = |e: String| PeerError::Failed(addr.to_string(), e);
            let connect = turmoil::net::TcpStream::connect(addr);
            let mut stream = match tokio::time::timeout(CONNECT_TIMEOUT.min(timeout), connect).await
            {
                Ok(Ok(s)) => s,
                Ok(Err(e)) => return Err(unreachable(e.to_string())),
                Err(_) => return Err(unreachable("connect timed out".into())),
            };
            let exchange = async {
                wire::write_request(&mut stream, path, secret, &body).await?;
                wire::read_answer(&mut stream).await
            };
            let (status, answer) = match tokio::time::timeout(timeout, exchange).await {
                Ok(Ok(a)) => a,
                Ok(Err(e)) => return Err(failed(e.to_string())),
                Err(_) => return Err(failed(format!("no answer within {timeout:?}"))),
            };
            if status != 200 {
                return Err(PeerError::Refused {
                    addr: addr.to_string(),
                    status,
                    message: String::from_utf8_lossy(&answer).trim().to_string(),
                });
            }
            Ok(bytes::Bytes::from(answer))
        })
    }
}
