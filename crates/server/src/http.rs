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
use bytes::BytesMut;
use futures::{stream::BoxStream, StreamExt};
use maskhouse_sql::{
    Classified, Engine, ErrorKind, InsertData, InsertSource, Output, QuerySettings, StatementKind,
    HEAD_BYTES,
};

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
        failure(
            StatusCode::SERVICE_UNAVAILABLE,
            format!(
                "Too many simultaneous queries. Maximum: {}",
                state.config.max_concurrent_queries
            ),
        )
    })
}

/// A client-visible failure: status and a one-line message (and ClickHouse's error
/// code where the status does not tell it).
struct Failure(StatusCode, String, Option<u32>);

fn failure(status: StatusCode, message: String) -> Failure {
    Failure(status, message, None)
}

impl IntoResponse for Failure {
    fn into_response(self) -> Response {
        let code = self.2.unwrap_or(match self.0 {
            StatusCode::NOT_FOUND => 60,
            StatusCode::UNAUTHORIZED | StatusCode::FORBIDDEN => 516,
            StatusCode::PAYLOAD_TOO_LARGE => 307,
            StatusCode::SERVICE_UNAVAILABLE => 242,
            StatusCode::BAD_REQUEST => 62,
            _ => 1001,
        });
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
            ErrorKind::Internal | ErrorKind::MemoryLimit => StatusCode::INTERNAL_SERVER_ERROR,
        };
        // ClickHouse's MEMORY_LIMIT_EXCEEDED.
        let code = (e.kind == ErrorKind::MemoryLimit).then_some(241);
        Failure(status, e.message, code)
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
                failure(
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
        failure(StatusCode::UNAUTHORIZED, format!("{user}: Authentication failed: password is incorrect, or there is no user with such name"))
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
        return Err(failure(
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
    // GET is read-only: the engine refuses every statement its classification does
    // not call a read.
    let classified = maskhouse_sql::classify(&sql);
    run(state, params, sql, classified, None, true).await
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
    let body = limited(body, state.config.body_bytes_max);
    let (sql, classified, data) = match read_statement(params.get("query"), body).await {
        Ok(r) => r,
        Err(f) => return f.into_response(),
    };
    run(state, params, sql, classified, data, false).await
}

/// The request body as it arrives, failing with a 413 as soon as it passes `limit`.
fn limited(
    body: axum::body::Body,
    limit: usize,
) -> BoxStream<'static, maskhouse_sql::Result<Bytes>> {
    let mut seen = 0usize;
    body.into_data_stream()
        .map(move |chunk| {
            let chunk = chunk.map_err(|e| {
                maskhouse_sql::Error::bad(format!("cannot read the request body: {e}"))
            })?;
            seen = seen.saturating_add(chunk.len());
            if seen > limit {
                return Err(maskhouse_sql::Error {
                    kind: ErrorKind::TooLarge,
                    message: format!(
                        "Request body is too large: over body_bytes_max ({limit} bytes)"
                    ),
                });
            }
            Ok(chunk)
        })
        .boxed()
}

async fn read_all(
    body: &mut BoxStream<'static, maskhouse_sql::Result<Bytes>>,
    into: &mut BytesMut,
) -> Result<(), Failure> {
    while let Some(chunk) = body.next().await {
        into.extend_from_slice(&chunk?);
    }
    Ok(())
}

fn utf8(bytes: &[u8]) -> Result<&str, Failure> {
    std::str::from_utf8(bytes)
        .map_err(|_| failure(StatusCode::BAD_REQUEST, "query body is not UTF-8".into()))
}

type ReadStatement = (
    String,
    maskhouse_sql::Result<Classified>,
    Option<InsertData>,
);

/// The statement of a POST and its classification: the URL's `query` followed by the
/// body, or the body alone. The data of an `INSERT … FORMAT` (the body after a URL
/// query, or the body after the statement's head) is not read here: it streams into
/// the INSERT.
async fn read_statement(
    query: Option<&String>,
    mut body: BoxStream<'static, maskhouse_sql::Result<Bytes>>,
) -> Result<ReadStatement, Failure> {
    let mut text = BytesMut::new();
    if let Some(q) = query {
        let classified = maskhouse_sql::classify(q);
        if let Ok(c) = &classified {
            if streams_body(c) {
                return Ok((q.clone(), classified, Some(InsertData::Stream(body))));
            }
        }
        read_all(&mut body, &mut text).await?;
        if text.is_empty() {
            return Ok((q.clone(), classified, None));
        }
        let sql = format!("{q}\n{}", utf8(&text)?);
        let classified = maskhouse_sql::classify(&sql);
        return Ok((sql, classified, None));
    }
    // The statement's head is in its first bytes; an INSERT's data may follow it.
    while text.len() < HEAD_BYTES {
        match body.next().await {
            Some(chunk) => text.extend_from_slice(&chunk?),
            None => break,
        }
    }
    if text.len() >= HEAD_BYTES {
        let valid = match std::str::from_utf8(&text) {
            Ok(t) => t,
            Err(e) => utf8(&text[..e.valid_up_to()])?,
        };
        if let Some(at) = maskhouse_sql::insert_data_start(valid) {
            let head = valid[..at].to_string();
            let classified = maskhouse_sql::classify(&head);
            if classified.as_ref().is_ok_and(streams_body) {
                let first = text.split_off(at).freeze();
                let data = futures::stream::once(async { Ok(first) }).chain(body);
                return Ok((head, classified, Some(InsertData::Stream(data.boxed()))));
            }
        }
    }
    read_all(&mut body, &mut text).await?;
    // `INSERT … FORMAT name` and its data (binary or text) in one short body.
    if let Some((sql, at)) = maskhouse_sql::split_insert_body(&text) {
        let classified = maskhouse_sql::classify(&sql);
        if classified.as_ref().is_ok_and(streams_body) {
            let data = text.freeze().slice(at..);
            return Ok((sql, classified, Some(InsertData::Bytes(data))));
        }
    }
    let sql = utf8(&text)?.to_string();
    let classified = maskhouse_sql::classify(&sql);
    Ok((sql, classified, None))
}

/// An `INSERT … FORMAT name` with no data in the statement: its data is the body.
fn streams_body(c: &Classified) -> bool {
    matches!(
        &c.statement,
        maskhouse_sql::Statement::Insert(maskhouse_sql::Insert {
            source: InsertSource::Format { inline: None, .. },
            ..
        })
    )
}

/// Runs an admitted request (authenticated, holding a query slot).
async fn run(
    state: Arc<AppState>,
    params: HashMap<String, String>,
    sql: String,
    classified: maskhouse_sql::Result<Classified>,
    data: Option<InsertData>,
    read_only: bool,
) -> Response {
    let started = Instant::now();
    let kind = classified
        .as_ref()
        .map_or(StatementKind::Other, |c| c.statement.kind());
    let result = match classified {
        Ok(c) => execute(&state, &params, c, data, read_only).await,
        Err(e) => Err(e.into()),
    };
    state
        .metrics
        .observe(kind, result.is_ok(), started.elapsed());
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
    classified: Classified,
    data: Option<InsertData>,
    read_only: bool,
) -> Result<Response, Failure> {
    let mut settings = QuerySettings::default();
    if state.config.max_memory_usage > 0 {
        settings.set(
            "max_memory_usage",
            &state.config.max_memory_usage.to_string(),
        )?;
    }
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
    let executed = tokio::time::timeout(timeout, state.engine.execute(classified, data, settings))
        .await
        .map_err(|_| {
            failure(
                StatusCode::SERVICE_UNAVAILABLE,
                format!(
                    "query exceeded max_execution_time of {} ms",
                    timeout.as_millis()
                ),
            )
        })??;
    tracing::debug!(
        elapsed_ms = started.elapsed().as_millis() as u64,
        "query done"
    );
    match executed.output {
        Output::Done => Ok((StatusCode::OK, "").into_response()),
        Output::Rows { schema, batches } => {
            let name = executed
                .format
                .or_else(|| params.get("default_format").cloned())
                .unwrap_or_else(|| "TabSeparated".into());
            let format =
                OutputFormat::parse(&name).map_err(|e| failure(StatusCode::BAD_REQUEST, e))?;
            let body = format
                .write(&schema, &batches)
                .map_err(|e| failure(StatusCode::INTERNAL_SERVER_ERROR, e))?;
            Ok(([(header::CONTENT_TYPE, format.content_type())], body).into_response())
        }
    }
}
