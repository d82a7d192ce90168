//! The interserver port: Raft RPC, forwarded writes, read indexes, part push and
//! fetch, between nodes only. Every request must carry the cluster secret; one that
//! does not is refused (403) and logged, and the port never serves client queries.

use std::{net::SocketAddr, sync::Arc};

use axum::{
    body::Bytes,
    extract::{ConnectInfo, DefaultBodyLimit, State},
    http::{HeaderMap, StatusCode, Uri},
    response::{IntoResponse, Response},
    Router,
};
use maskhouse_cluster::{rpc::SECRET_HEADER, Node};

struct Interserver {
    node: Arc<Node>,
    secret: String,
}

/// The interserver service; bodies up to `body_bytes_max` (a pushed part).
pub fn router(node: Arc<Node>, secret: String, body_bytes_max: usize) -> Router {
    Router::new()
        .fallback(handle)
        .layer(DefaultBodyLimit::max(body_bytes_max))
        .with_state(Arc::new(Interserver { node, secret }))
}

/// Compares without stopping at the first differing byte.
fn same_secret(given: &[u8], expected: &[u8]) -> bool {
    given.len() == expected.len()
        && given
            .iter()
            .zip(expected)
            .fold(0u8, |acc, (a, b)| acc | (a ^ b))
            == 0
}

async fn handle(
    State(state): State<Arc<Interserver>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    uri: Uri,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let given = headers
        .get(SECRET_HEADER)
        .map(|v| v.as_bytes())
        .unwrap_or_default();
    if !same_secret(given, state.secret.as_bytes()) {
        tracing::warn!(%peer, path = uri.path(), "interserver request without the cluster secret refused");
        return (
            StatusCode::FORBIDDEN,
            "interserver port: not for clients; the cluster secret is missing or wrong\n",
        )
            .into_response();
    }
    match state.node.serve(uri.path(), &body).await {
        Ok(answer) => (StatusCode::OK, answer).into_response(),
        Err(refusal) => {
            tracing::info!(%peer, path = uri.path(), error = %refusal.message, "interserver request refused");
            (
                StatusCode::from_u16(refusal.status).unwrap_or(StatusCode::BAD_REQUEST),
                refusal.message,
            )
                .into_response()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_compare_whole() {
        assert!(same_secret(b"abc", b"abc"));
        assert!(!same_secret(b"abd", b"abc"));
        assert!(!same_secret(b"ab", b"abc"));
        assert!(!same_secret(b"", b"abc"));
    }
}
