//! The ClickHouse-compatible HTTP interface. Errors map to HTTP status here and only
//! here.

use std::{
    collections::HashMap,
    net::SocketAddr,
    sync::Arc,
    time::{Duration, Instant},
};

use axum::{
    body::Bytes,
    extract::{ConnectInfo, DefaultBodyLimit, Query, State},
    http::{header, HeaderMap, StatusCode},
    response::{IntoResponse, Response},
    routing::get,
    Router,
};
use base64::Engine as _;
use maskhouse_sql::{Engine, ErrorKind, Output, QuerySettings};

use crate::{config::Config, format::OutputFormat, metrics::Metrics};

/// `GET /metrics`: Prometheus text format, no authentication (like `/ping`).
async fn metrics(State(state): State<Arc<AppState>>) -> Response {
    (
        [(
            header::CONTENT_TYPE,
            "text/plain; version=0.0.4; charset=utf-8",
        )],
        state.metrics.render(&state.node),
    )
        .into_response()
}

pub struct AppState {
    pub engine: Arc<Engine>,
    pub node: Arc<maskhouse_cluster::Node>,
    pub config: Config,
    /// One permit per running query (`max_concurrent_queries`).
    pub queries: Arc<tokio::sync::Semaphore>,
    pub metrics: Metrics,
}

impl AppState {
    pub fn new(engine: Arc<Engine>, node: Arc<maskhouse_cluster::Node>, config: Config) -> Self {
        let queries = Arc::new(tokio::sync::Semaphore::new(config.max_concurrent_queries));
        AppState {
            engine,
            node,
            config,
            queries,
            metrics: Metrics::default(),
        }
    }
}

pub fn router(state: Arc<AppState>) -> Router {
    Router::new()
        .route("/ping", get(|| async { "Ok.\n" }))
        .route("/metrics", get(metrics))
        .route("/", get(query_get).post(query_post))
        // Bodies are read by the handler, after authentication, within body_bytes_max.
        .layer(DefaultBodyLimit::disable())
        .with_state(state)
}

/// Who may run a query, and a free query slot, checked before any body is read.
fn admit(
    state: &AppState,
    headers: &HeaderMap,
    params: &HashMap<String, String>,
    peer: SocketAddr,
) -> Result<tokio::sync::OwnedSemaphorePermit, Failure> {
    authenticate(&state.config, headers, params, peer)?;
    state.queries.clone().try_acquire_owned().map_err(|_| {
        Failure(
            StatusCode::SERVICE_UNAVAILABLE,
            format!(
                "Too many simultaneous queries. Maximum: {}",
                state.config.max_concurrent_queries
            ),
        )
    })
}

/// A client-visible failure: status and a one-line message.
struct Failure(StatusCode, String);

impl IntoResponse for Failure {
    fn into_response(self) -> Response {
        let code = match self.0 {
            StatusCode::NOT_FOUND => 60,
            StatusCode::UNAUTHORIZED | StatusCode::FORBIDDEN => 516,
            StatusCode::PAYLOAD_TOO_LARGE => 307,
            StatusCode::SERVICE_UNAVAILABLE => 242,
            StatusCode::BAD_REQUEST => 62,
            _ => 1001,
        };
        let line = self.1.replace('\n', " ");
        (
            self.0,
            [(header::CONTENT_TYPE, "text/plain; charset=UTF-8")],
            format!("Code: {code}. DB::Exception: {line}\n"),
        )
            .into_response()
    }
}

impl From<maskhouse_sql::Error> for Failure {
    fn from(e: maskhouse_sql::Error) -> Self {
        let status = match e.kind {
            ErrorKind::BadRequest => StatusCode::BAD_REQUEST,
            ErrorKind::NotFound => StatusCode::NOT_FOUND,
            ErrorKind::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
            ErrorKind::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            ErrorKind::Internal => StatusCode::INTERNAL_SERVER_ERROR,
        };
        Failure(status, e.message)
    }
}

/// Checks the user from headers, basic auth or URL parameters against the config.
fn authenticate(
    config: &Config,
    headers: &HeaderMap,
    params: &HashMap<String, String>,
    peer: SocketAddr,
) -> Result<(), Failure> {
    let header = |name: &str| {
        headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .map(str::to_string)
    };
    let mut user = header("x-clickhouse-user").or_else(|| params.get("user").cloned());
    let mut key = header("x-clickhouse-key").or_else(|| params.get("password").cloned());
    if let Some(basic) =
        header("authorization").and_then(|v| v.strip_prefix("Basic ").map(str::to_string))
    {
        let decoded = base64::engine::general_purpose::STANDARD
            .decode(basic.trim())
            .ok()
            .and_then(|b| String::from_utf8(b).ok())
            .ok_or_else(|| {
                Failure(
                    StatusCode::UNAUTHORIZED,
                    "malformed basic authorization".into(),
                )
            })?;
        let (u, p) = decoded.split_once(':').unwrap_or((&decoded, ""));
        user = Some(u.to_string());
        key = Some(p.to_string());
    }
    let user = user.unwrap_or_else(|| "default".into());
    let key = key.unwrap_or_default();
    let denied = || {
        Failure(StatusCode::UNAUTHORIZED, format!("{user}: Authentication failed: password is incorrect, or there is no user with such name"))
    };
    let u = config
        .users
        .iter()
        .find(|u| u.name == user)
        .ok_or_else(denied)?;
    if u.password != key {
        return Err(denied());
    }
    if u.localhost_only.unwrap_or(u.password.is_empty()) && !peer.ip().is_loopback() {
        return Err(Failure(
            StatusCode::FORBIDDEN,
            format!("user {user} may connect from localhost only"),
        ));
    }
    Ok(())
}

async fn query_get(
    State(state): State<Arc<AppState>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Query(params): Query<HashMap<String, String>>,
) -> Response {
    let Some(sql) = params.get("query").cloned() else {
        return "Ok.\n".into_response();
    };
    let _permit = match admit(&state, &headers, &params, peer) {
        Ok(p) => p,
        Err(f) => return f.into_response(),
    };
    // GET is read-only: the engine refuses every statement that would change state.
    run(state, params, sql, None, true).await
}

async fn query_post(
    State(state): State<Arc<AppState>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Query(params): Query<HashMap<String, String>>,
    body: axum::body::Body,
) -> Response {
    let _permit = match admit(&state, &headers, &params, peer) {
        Ok(p) => p,
        Err(f) => return f.into_response(),
    };
    let limit = state.config.body_bytes_max;
    let body = match axum::body::to_bytes(body, limit).await {
        Ok(b) => b,
        Err(e) => {
            return Failure(
                StatusCode::PAYLOAD_TOO_LARGE,
                format!("request body over body_bytes_max ({limit} bytes) or unreadable: {e}"),
            )
            .into_response()
        }
    };
    let (sql, data) = match params.get("query") {
        Some(q) if q.trim_start().to_ascii_uppercase().starts_with("INSERT") => {
            (q.clone(), Some(body))
        }
        Some(q) if body.is_empty() => (q.clone(), None),
        Some(q) => match std::str::from_utf8(&body) {
            Ok(b) => (format!("{q}\n{b}"), None),
            Err(_) => {
                return Failure(StatusCode::BAD_REQUEST, "query body is not UTF-8".into())
                    .into_response()
            }
        },
        // `INSERT … FORMAT name` and its data (binary or text) in one body.
        None => match maskhouse_sql::split_insert_body(&body) {
            Some((sql, at)) => (sql, Some(body.slice(at..))),
            None => match String::from_utf8(body.to_vec()) {
                Ok(s) => (s, None),
                Err(_) => {
                    return Failure(StatusCode::BAD_REQUEST, "query body is not UTF-8".into())
                        .into_response()
                }
            },
        },
    };
    run(state, params, sql, data, false).await
}

/// Runs an admitted request (authenticated, holding a query slot).
async fn run(
    state: Arc<AppState>,
    params: HashMap<String, String>,
    sql: String,
    data: Option<Bytes>,
    read_only: bool,
) -> Response {
    let started = Instant::now();
    let result = execute(&state, &params, &sql, data, read_only).await;
    state.metrics.observe(
        Engine::statement_kind(&sql),
        result.is_ok(),
        started.elapsed(),
    );
    match result {
        Ok(r) => r,
        Err(f) => {
            tracing::info!(status = %f.0, error = %f.1, query = %abbreviate(&sql), "query failed");
            f.into_response()
        }
    }
}

fn abbreviate(sql: &str) -> String {
    let one_line: String = sql.split_whitespace().collect::<Vec<_>>().join(" ");
    one_line.chars().take(200).collect()
}

async fn execute(
    state: &AppState,
    params: &HashMap<String, String>,
    sql: &str,
    data: Option<Bytes>,
    read_only: bool,
) -> Result<Response, Failure> {
    if sql.trim().is_empty() {
        return Err(Failure(StatusCode::BAD_REQUEST, "empty query".into()));
    }
    let mut settings = QuerySettings::default();
    for (k, v) in params {
        if !matches!(
            k.as_str(),
            "query"
                | "user"
                | "password"
                | "database"
                | "default_format"
                | "query_id"
                | "session_id"
        ) {
            settings.set(k, v)?;
        }
    }
    if read_only {
        settings.readonly = settings.readonly.max(1);
    }
    let started = Instant::now();
    let timeout = Duration::from_millis(state.config.query_timeout_ms);
    let executed = tokio::time::timeout(timeout, state.engine.execute(sql, data, settings))
        .await
        .map_err(|_| {
            Failure(
                StatusCode::SERVICE_UNAVAILABLE,
                format!(
                    "query exceeded max_execution_time of {} ms",
                    timeout.as_millis()
                ),
            )
        })??;
    tracing::debug!(elapsed_ms = started.elapsed().as_millis() as u64, query = %abbreviate(sql), "query done");
    match executed.output {
        Output::Done => Ok((StatusCode::OK, "").into_response()),
        Output::Rows { schema, batches } => {
            let name = executed
                .format
                .or_else(|| params.get("default_format").cloned())
                .unwrap_or_else(|| "TabSeparated".into());
            let format =
                OutputFormat::parse(&name).map_err(|e| Failure(StatusCode::BAD_REQUEST, e))?;
            let body = format
                .write(&schema, &batches)
                .map_err(|e| Failure(StatusCode::INTERNAL_SERVER_ERROR, e))?;
            Ok(([(header::CONTENT_TYPE, format.content_type())], body).into_response())
        }
    }
}
