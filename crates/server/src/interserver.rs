//! The interserver port: Raft RPC, forwarded writes, read indexes, part push and
//! fetch, between nodes only. Every request must carry the cluster secret; one that
//! does not is refused (403) and logged before any of its body is read, and the port
//! never serves client queries. Part files stream through with bounded memory.

use std::{net::SocketAddr, sync::Arc};

use axum::{
    body::Body,
    extract::{ConnectInfo, Request, State},
    http::StatusCode,
    response::{IntoResponse, Response},
    Router,
};
use futures::{StreamExt, TryStreamExt};
use maskhouse_cluster::{rpc::path, rpc::SECRET_HEADER, Node};

struct Interserver {
    node: Arc<Node>,
    secret: String,
    message_bytes_max: usize,
}

/// The interserver service. Messages (Raft RPC, forwarded writes…) are limited to
/// `message_bytes_max` bytes; part files stream through whatever their size.
pub fn router(node: Arc<Node>, secret: String, message_bytes_max: usize) -> Router {
    Router::new()
        .fallback(handle)
        .with_state(Arc::new(Interserver {
            node,
            secret,
            message_bytes_max,
        }))
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

/// Checks the secret and the path from the request's head alone: a request refused
/// here is answered before any of its body is read.
async fn handle(
    State(state): State<Arc<Interserver>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    request: Request,
) -> Response {
    let (head, body) = request.into_parts();
    let path = head.uri.path();
    let given = head
        .headers
        .get(SECRET_HEADER)
        .map(|v| v.as_bytes())
        .unwrap_or_default();
    if !same_secret(given, state.secret.as_bytes()) {
        tracing::warn!(%peer, path, "interserver request without the cluster secret refused");
        return (
            StatusCode::FORBIDDEN,
            "interserver port: not for clients; the cluster secret is missing or wrong\n",
        )
            .into_response();
    }
    if !path::is_known(path) {
        return (
            StatusCode::NOT_FOUND,
            format!("no interserver endpoint {path}\n"),
        )
            .into_response();
    }
    let body = body.into_data_stream().map_err(|e| e.to_string()).boxed();
    match state.node.serve(path, body, state.message_bytes_max).await {
        Ok(answer) => (StatusCode::OK, Body::from_stream(answer)).into_response(),
        Err(refusal) => {
            tracing::info!(%peer, path, error = %refusal.message, "interserver request refused");
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
