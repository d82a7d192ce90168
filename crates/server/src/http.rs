//! The ClickHouse-compatible HTTP interface. Errors map to HTTP status here and only
//! here ([`Failure`]).
//!
//! A request is admitted (user and a query slot) before its body is read. Its body is
//! decoded as it arrives (`Content-Encoding`, `decompress=1`; see [`compression`]) and
//! limited to `body_bytes_max` before and after decoding, unless it is the data of an
//! INSERT in a format decoded piece by piece (TSV, CSV, JSONEachRow), which never
//! holds the data whole. Every answer to a statement
//! carries ClickHouse's headers: `X-ClickHouse-Query-Id`, `X-ClickHouse-Format`,
//! `X-ClickHouse-Timezone`, `X-ClickHouse-Server-Display-Name`, `X-ClickHouse-Summary`
//! (the query's own counters), `X-ClickHouse-Progress` when asked for, and
//! `X-ClickHouse-Exception-Code` on errors.
//!
//! [`compression`]: crate::compression

mod request;

use std::{
    collections::HashMap,
    net::SocketAddr,
    sync::Arc,
    time::{Duration, Instant},
};

use axum::{
    body::Bytes,
    extract::{ConnectInfo, DefaultBodyLimit, Query, State},
    http::{header, HeaderMap, HeaderName, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
    routing::get,
    Router,
};
use base64::Engine as _;
use bytes::BytesMut;
use futures::{stream::BoxStream, StreamExt};
use maskhouse_sql::{
    Ceilings, Classified, Engine, ErrorKind, InsertData, InsertSource, Output, ProgressValues,
    QuerySettings, StatementKind, HEAD_BYTES,
};

use crate::{
    compression::{self, Decoding, Encoding},
    config::Config,
    format::{OutputFormat, Statistics, WriteOptions},
    metrics::Metrics,
    multipart,
};
use request::RequestParams;

/// `GET /metrics`: Prometheus text format, no authentication (like `/ping`).
async fn metrics(State(state): State<Arc<AppState>>) -> Response {
    (
        [(
            header::CONTENT_TYPE,
            "text/plain; version=0.0.4; charset=utf-8",
        )],
        {
            let mut text = state.metrics.render(&state.node);
            let sessions = &state.sessions;
            text.push_str(&format!(
                "# HELP maskhouse_sessions HTTP sessions open on this node (session_id).\n\
                 # TYPE maskhouse_sessions gauge\nmaskhouse_sessions {}\n\
                 # HELP maskhouse_temporary_tables_bytes Bytes the rows of this node's temporary tables hold (at most {}).\n\
                 # TYPE maskhouse_temporary_tables_bytes gauge\nmaskhouse_temporary_tables_bytes {}\n",
                sessions.open(),
                maskhouse_sql::temporary::TEMPORARY_TABLES_BYTES_MAX,
                sessions.bytes(),
            ));
            text
        },
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
    /// `X-ClickHouse-Server-Display-Name`: the host's name, as ClickHouse's default.
    pub display_name: String,
    /// The HTTP sessions of this node and their temporary tables.
    pub sessions: maskhouse_sql::temporary::Sessions,
}

impl AppState {
    pub fn new(engine: Arc<Engine>, node: Arc<maskhouse_cluster::Node>, config: Config) -> Self {
        let queries = Arc::new(tokio::sync::Semaphore::new(config.max_concurrent_queries));
        let display_name = std::fs::read_to_string("/proc/sys/kernel/hostname")
            .map(|h| h.trim().to_string())
            .ok()
            .filter(|h| !h.is_empty() && HeaderValue::from_str(h).is_ok())
            .unwrap_or_else(|| format!("maskhouse-{}", config.node_id));
        AppState {
            engine,
            node,
            config,
            queries,
            metrics: Metrics::default(),
            display_name,
            sessions: maskhouse_sql::temporary::Sessions::default(),
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

/// Who may run a query (the user's name), and a free query slot, checked before any
/// body is read.
fn admit(
    state: &AppState,
    headers: &HeaderMap,
    params: &HashMap<String, String>,
    peer: SocketAddr,
) -> Result<(tokio::sync::OwnedSemaphorePermit, String), Failure> {
    let user = authenticate(&state.config, headers, params, peer)?;
    let permit = state.queries.clone().try_acquire_owned().map_err(|_| {
        failure(
            StatusCode::SERVICE_UNAVAILABLE,
            format!(
                "Too many simultaneous queries. Maximum: {}",
                state.config.max_concurrent_queries
            ),
        )
    })?;
    Ok((permit, user))
}

/// A client-visible failure: status and a one-line message (and ClickHouse's error
/// code where the status does not tell it).
struct Failure(StatusCode, String, Option<u32>);

fn failure(status: StatusCode, message: String) -> Failure {
    Failure(status, message, None)
}

impl Failure {
    /// ClickHouse's error code: the one given, else the status's usual one.
    fn code(&self) -> u32 {
        use maskhouse_types::codes;
        self.2.unwrap_or(match self.0 {
            StatusCode::NOT_FOUND => codes::UNKNOWN_TABLE,
            StatusCode::UNAUTHORIZED | StatusCode::FORBIDDEN => codes::AUTHENTICATION_FAILED,
            StatusCode::PAYLOAD_TOO_LARGE => codes::TOO_MANY_BYTES,
            StatusCode::SERVICE_UNAVAILABLE => codes::TABLE_IS_READ_ONLY,
            StatusCode::BAD_REQUEST => codes::SYNTAX_ERROR,
            _ => codes::STD_EXCEPTION,
        })
    }
}

impl IntoResponse for Failure {
    fn into_response(self) -> Response {
        let code = self.code();
        let line = self.1.replace('\n', " ");
        (
            self.0,
            [
                (
                    header::CONTENT_TYPE,
                    "text/plain; charset=UTF-8".to_string(),
                ),
                (
                    HeaderName::from_static("x-clickhouse-exception-code"),
                    code.to_string(),
                ),
            ],
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
        Failure(status, e.message, e.code)
    }
}

/// Checks the user from headers, basic auth or URL parameters against the config;
/// returns the user's name.
fn authenticate(
    config: &Config,
    headers: &HeaderMap,
    params: &HashMap<String, String>,
    peer: SocketAddr,
) -> Result<String, Failure> {
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
    Ok(user)
}

/// A request that was admitted: where its statement and answer come from.
struct Admitted {
    state: Arc<AppState>,
    request: RequestParams,
    /// The client's `Accept-Encoding`.
    accept: Option<String>,
    read_only: bool,
    /// The user the request authenticated as: sessions are each user's own.
    user: String,
}

fn bad(message: String) -> Failure {
    failure(StatusCode::BAD_REQUEST, message)
}

async fn query_get(
    State(state): State<Arc<AppState>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Query(params): Query<HashMap<String, String>>,
) -> Response {
    if !params.contains_key("query") {
        return "Ok.\n".into_response();
    }
    let (_permit, user) = match admit(&state, &headers, &params, peer) {
        Ok(p) => p,
        Err(f) => return f.into_response(),
    };
    let request = match RequestParams::new(&params, &headers) {
        Ok(r) => r,
        Err(e) => return bad(e).into_response(),
    };
    let sql = request.query.clone().unwrap_or_default();
    // GET is read-only: the engine refuses every statement its classification does
    // not call a read.
    let classified = classify(&sql, &request);
    let admitted = Admitted {
        state,
        request,
        accept: accept_encoding(&headers),
        read_only: true,
        user,
    };
    admitted.run(sql, classified, None).await
}

fn accept_encoding(headers: &HeaderMap) -> Option<String> {
    headers
        .get(header::ACCEPT_ENCODING)
        .and_then(|v| v.to_str().ok())
        .map(str::to_string)
}

/// Binds the request's query parameters, then classifies the statement.
fn classify(sql: &str, request: &RequestParams) -> maskhouse_sql::Result<Classified> {
    let bound = maskhouse_sql::bind_params(sql, &request.params)?;
    // Settings that change what the syntax means: the URL's (the statement's own
    // SETTINGS are read over them).
    let options = maskhouse_sql::ParseOptions::from_settings(
        request
            .settings
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str())),
    );
    maskhouse_sql::classify_with(&bound, options)
}

type Body = BoxStream<'static, maskhouse_sql::Result<Bytes>>;

/// The body as the statement reads it: decoded (`Content-Encoding`, then
/// `decompress=1`), each stage within `limit`.
/// The size limit of a request body (`body_bytes_max`), lifted once the body turns out
/// to be the data of an INSERT decoded piece by piece.
#[derive(Clone)]
struct BodyLimit {
    bytes: usize,
    lifted: Arc<std::sync::atomic::AtomicBool>,
}

impl BodyLimit {
    fn new(bytes: usize) -> Self {
        BodyLimit {
            bytes,
            lifted: Arc::default(),
        }
    }

    fn lift(&self) {
        self.lifted
            .store(true, std::sync::atomic::Ordering::Relaxed);
    }

    fn passed_by(&self, seen: usize) -> bool {
        seen > self.bytes && !self.lifted.load(std::sync::atomic::Ordering::Relaxed)
    }
}

fn decoded_body(
    body: axum::body::Body,
    headers: &HeaderMap,
    request: &RequestParams,
    limit: &BodyLimit,
) -> Result<Body, Failure> {
    let raw = body
        .into_data_stream()
        .map(|chunk| {
            chunk.map_err(|e| {
                maskhouse_sql::Error::bad(format!("cannot read the request body: {e}"))
            })
        })
        .boxed();
    let mut body = limited(raw, limit.clone());
    if let Some(encoding) = headers
        .get(header::CONTENT_ENCODING)
        .and_then(|v| v.to_str().ok())
        .filter(|v| !v.trim().is_empty() && !v.trim().eq_ignore_ascii_case("identity"))
    {
        let e = Encoding::parse(encoding).ok_or_else(|| {
            bad(format!(
                "Unknown Content-Encoding of the request: {encoding} (supported: gzip, deflate, br, zstd, lz4)"
            ))
        })?;
        body = limited(compression::decode(body, Decoding::Http(e)), limit.clone());
    }
    if request.decompress {
        let blocks = Decoding::Blocks {
            block_bytes_max: limit.bytes,
        };
        body = limited(compression::decode(body, blocks), limit.clone());
    }
    Ok(body)
}

async fn query_post(
    State(state): State<Arc<AppState>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Query(params): Query<HashMap<String, String>>,
    body: axum::body::Body,
) -> Response {
    let (_permit, user) = match admit(&state, &headers, &params, peer) {
        Ok(p) => p,
        Err(f) => return f.into_response(),
    };
    let mut request = match RequestParams::new(&params, &headers) {
        Ok(r) => r,
        Err(e) => return bad(e).into_response(),
    };
    let limit = BodyLimit::new(state.config.body_bytes_max);
    let mut body = match decoded_body(body, &headers, &request, &limit) {
        Ok(b) => b,
        Err(f) => return f.into_response(),
    };
    // A form (the Rust crate's and clickhouse-connect's queries with parameters) holds
    // the statement, its parameters and external data tables, not INSERT data.
    if let Some(boundary) = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(multipart::boundary)
    {
        let mut raw = BytesMut::new();
        if let Err(f) = read_all(&mut body, &mut raw).await {
            return f.into_response();
        }
        let form = match multipart::parse(&raw, &boundary) {
            Ok(form) => form,
            Err(e) => return bad(e).into_response(),
        };
        request.params.extend(form.params);
        for (name, data) in form.tables {
            request.add_external(name, data);
        }
        request.query = match (request.query.take(), form.query) {
            (Some(url), Some(field)) => Some(format!("{url}\n{field}")),
            (url, field) => url.or(field),
        };
        body = futures::stream::empty().boxed();
    }
    let (sql, classified, data) = match read_statement(&request, body, &limit).await {
        Ok(r) => r,
        Err(f) => return f.into_response(),
    };
    let admitted = Admitted {
        state,
        request,
        accept: accept_encoding(&headers),
        read_only: false,
        user,
    };
    admitted.run(sql, classified, data).await
}

/// The body as it arrives, failing with a 413 as soon as it passes `limit`.
fn limited(body: Body, limit: BodyLimit) -> Body {
    let mut seen = 0usize;
    body.map(move |chunk| {
        let chunk = chunk?;
        seen = seen.saturating_add(chunk.len());
        if limit.passed_by(seen) {
            return Err(maskhouse_sql::Error {
                kind: ErrorKind::TooLarge,
                message: format!(
                    "Request body is too large: over body_bytes_max ({} bytes)",
                    limit.bytes
                ),
                code: None,
            });
        }
        Ok(chunk)
    })
    .boxed()
}

async fn read_all(body: &mut Body, into: &mut BytesMut) -> Result<(), Failure> {
    while let Some(chunk) = body.next().await {
        into.extend_from_slice(&chunk?);
    }
    Ok(())
}

fn utf8(bytes: &[u8]) -> Result<&str, Failure> {
    std::str::from_utf8(bytes).map_err(|_| bad("query body is not UTF-8".into()))
}

type ReadStatement = (
    String,
    maskhouse_sql::Result<Classified>,
    Option<InsertData>,
);

/// The statement of a POST and its classification: the URL's `query` followed by the
/// body, or the body alone. The data of an `INSERT … FORMAT` (the body after a URL
/// query, or the body after the statement's head) is not read here: it streams into
/// the INSERT; when its format is decoded piece by piece, `limit` is lifted for it.
async fn read_statement(
    request: &RequestParams,
    mut body: Body,
    limit: &BodyLimit,
) -> Result<ReadStatement, Failure> {
    let mut text = BytesMut::new();
    if let Some(q) = &request.query {
        let classified = classify(q, request);
        if let Ok(c) = &classified {
            if streams_body(c) {
                if decodes_by_rows(c) {
                    limit.lift();
                }
                return Ok((q.clone(), classified, Some(InsertData::Stream(body))));
            }
        }
        read_all(&mut body, &mut text).await?;
        if text.is_empty() {
            return Ok((q.clone(), classified, None));
        }
        let sql = format!("{q}\n{}", utf8(&text)?);
        let classified = classify(&sql, request);
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
            let classified = classify(&head, request);
            if classified.as_ref().is_ok_and(streams_body) {
                if classified.as_ref().is_ok_and(decodes_by_rows) {
                    limit.lift();
                }
                let first = text.split_off(at).freeze();
                let data = futures::stream::once(async { Ok(first) }).chain(body);
                return Ok((head, classified, Some(InsertData::Stream(data.boxed()))));
            }
        }
    }
    read_all(&mut body, &mut text).await?;
    // `INSERT … FORMAT name` and its data (binary or text) in one short body.
    if let Some((sql, at)) = maskhouse_sql::split_insert_body(&text) {
        let classified = classify(&sql, request);
        if classified.as_ref().is_ok_and(streams_body) {
            let data = text.freeze().slice(at..);
            return Ok((sql, classified, Some(InsertData::Bytes(data))));
        }
    }
    let sql = utf8(&text)?.to_string();
    let classified = classify(&sql, request);
    Ok((sql, classified, None))
}

/// An `INSERT … FORMAT name` with no data in the statement: its data is the body.
/// Whether the data of the INSERT `c` is decoded piece by piece (memory does not grow
/// with it).
fn decodes_by_rows(c: &Classified) -> bool {
    match &c.statement {
        maskhouse_sql::Statement::Insert(maskhouse_sql::Insert {
            source: InsertSource::Format { name, .. },
            ..
        }) => maskhouse_sql::InputFormat::parse(name).is_ok_and(|f| f.decodes_by_rows()),
        _ => false,
    }
}

fn streams_body(c: &Classified) -> bool {
    matches!(
        &c.statement,
        maskhouse_sql::Statement::Insert(maskhouse_sql::Insert {
            source: InsertSource::Format { inline: None, .. },
            ..
        })
    )
}

/// What a statement answered, before the answer is written.
struct Answer {
    body: Vec<u8>,
    content_type: &'static str,
    /// The output format's name (`X-ClickHouse-Format`).
    format: String,
    result_rows: u64,
    result_bytes: u64,
    settings: QuerySettings,
    /// `X-Maskhouse-Log-Index`: the log index of an INSERT's or DELETE's entry, or the
    /// applied index of the state a query read (docs/sql.md); the chaos suites check
    /// histories against it.
    log_index: Option<u64>,
}

/// ClickHouse's summary and progress JSON: every value a string.
fn summary(
    progress: &ProgressValues,
    result_rows: u64,
    result_bytes: u64,
    elapsed: Duration,
) -> String {
    serde_json::json!({
        "read_rows": progress.read_rows.to_string(),
        "read_bytes": progress.read_bytes.to_string(),
        "written_rows": progress.written_rows.to_string(),
        "written_bytes": progress.written_bytes.to_string(),
        "total_rows_to_read": progress.total_rows_to_read.to_string(),
        "result_rows": result_rows.to_string(),
        "result_bytes": result_bytes.to_string(),
        "elapsed_ns": elapsed.as_nanos().to_string(),
    })
    .to_string()
}

fn header_value(v: &str) -> HeaderValue {
    HeaderValue::from_str(v).unwrap_or_else(|_| HeaderValue::from_static(""))
}

impl Admitted {
    /// Runs an admitted request (authenticated, holding a query slot) and writes its
    /// answer with ClickHouse's headers.
    async fn run(
        self,
        sql: String,
        classified: maskhouse_sql::Result<Classified>,
        data: Option<InsertData>,
    ) -> Response {
        let started = Instant::now();
        let kind = classified
            .as_ref()
            .map_or(StatementKind::Other, |c| c.statement.kind());
        let mut settings = QuerySettings::within(self.ceilings());
        let progress = settings.progress.clone();
        let result = match classified {
            Ok(c) => match self.settings(&mut settings) {
                Ok(()) => self.execute(c, data, settings).await,
                Err(f) => Err(f),
            },
            Err(e) => Err(e.into()),
        };
        let elapsed = started.elapsed();
        // A session's timeout counts from the end of its last request.
        if let Some(id) = &self.request.session_id {
            self.state.sessions.touch(&self.user, id);
        }
        let values = progress.values();
        self.state
            .metrics
            .observe(kind, result.is_ok(), elapsed, &values);
        let (mut response, send_progress, result_rows, result_bytes) = match result {
            Ok(answer) => {
                let (rows, bytes) = (answer.result_rows, answer.result_bytes);
                let send = answer.settings.send_progress;
                (self.write(answer), send, rows, bytes)
            }
            Err(f) => {
                tracing::info!(status = %f.0, error = %f.1, query = %abbreviate(&sql), "query failed");
                (f.into_response(), false, 0, 0)
            }
        };
        // An INSERT's result is what it wrote, as ClickHouse reports it.
        let (result_rows, result_bytes) = if kind == StatementKind::Insert {
            (values.written_rows, values.written_bytes)
        } else {
            (result_rows, result_bytes)
        };
        let summary = summary(&values, result_rows, result_bytes, elapsed);
        let headers = response.headers_mut();
        let mut add = |name: &'static str, value: &str| {
            headers.insert(HeaderName::from_static(name), header_value(value));
        };
        add("x-clickhouse-query-id", &self.request.query_id);
        add("x-clickhouse-timezone", "UTC");
        add("x-clickhouse-server-display-name", &self.state.display_name);
        if send_progress {
            // Written with the answer: the query has ended by then.
            add("x-clickhouse-progress", &summary);
        }
        add("x-clickhouse-summary", &summary);
        response
    }

    /// The server's limits on this request's query: its settings may tighten them,
    /// never relax them (DESIGN §2.10). GET reads only, as ClickHouse's `readonly = 2`.
    fn ceilings(&self) -> Ceilings {
        let config = &self.state.config;
        let limit = |n: u64| (n > 0).then_some(n);
        Ceilings {
            readonly: if self.read_only { 2 } else { 0 },
            max_memory_usage: limit(config.max_memory_usage)
                .map(|n| usize::try_from(n).unwrap_or(usize::MAX)),
            max_execution_time_ms: limit(config.query_timeout_ms),
            max_result_rows: limit(config.max_result_rows),
            max_result_bytes: limit(config.max_result_bytes),
        }
    }

    /// The request's settings from the URL (or form), over the server's limits.
    fn settings(&self, settings: &mut QuerySettings) -> Result<(), Failure> {
        let request = &self.request;
        // The current database: unqualified table names are its tables. Whether it
        // exists is checked when the statement runs.
        if let Some(db) = request.database.as_deref().filter(|d| !d.is_empty()) {
            if db != "system" && maskhouse_types::validate_identifier(db).is_err() {
                return Err(Failure(
                    StatusCode::NOT_FOUND,
                    format!("Database {db} does not exist. (UNKNOWN_DATABASE)"),
                    Some(81),
                ));
            }
            settings.database = db.to_string();
        }
        settings.external = request.external.clone();
        settings.session = Some(self.state.sessions.session(
            &self.user,
            request.session_id.as_deref(),
            request.session_timeout,
            request.session_check,
        )?);
        if let Some(role) = &request.role {
            return Err(Failure(
                StatusCode::BAD_REQUEST,
                format!("Role {role} does not exist: maskhouse has no roles"),
                Some(511),
            ));
        }
        for (k, v) in &request.settings {
            settings.set(k, v)?;
        }
        Ok(())
    }

    async fn execute(
        &self,
        classified: Classified,
        data: Option<InsertData>,
        settings: QuerySettings,
    ) -> Result<Answer, Failure> {
        let started = Instant::now();
        // The output format is known before the statement runs: a DELETE whose
        // format is unknown fails without deleting.
        let is_insert = matches!(classified.statement, maskhouse_sql::Statement::Insert(_));
        let name = classified
            .format
            .clone()
            .filter(|_| !is_insert)
            .or_else(|| self.request.default_format.clone())
            .unwrap_or_else(|| "TabSeparated".into());
        let format = OutputFormat::parse(&name).map_err(|e| {
            Failure(
                StatusCode::BAD_REQUEST,
                format!("{e}. (UNKNOWN_FORMAT)"),
                Some(73),
            )
        })?;
        let timeout = Duration::from_millis(self.state.config.query_timeout_ms);
        let executed = tokio::time::timeout(
            timeout,
            self.state.engine.execute(classified, data, settings),
        )
        .await
        .map_err(|_| {
            Failure(
                StatusCode::SERVICE_UNAVAILABLE,
                format!(
                    "Timeout exceeded: the query ran past the server's query_timeout_ms of {} ms. (TIMEOUT_EXCEEDED)",
                    timeout.as_millis()
                ),
                Some(159),
            )
        })??;
        let settings = executed.settings;
        let (body, rows, bytes) = match executed.output {
            Output::Done => (Vec::new(), 0, 0),
            Output::Rows { schema, batches } => {
                let rows = batches.iter().map(|b| b.num_rows() as u64).sum();
                let bytes = batches.iter().map(maskhouse_sql::batch_bytes).sum();
                let values = settings.progress.values();
                let options = WriteOptions {
                    protocol_version: self.request.protocol_version,
                    arrow_strings: settings.arrow_string_as_string,
                    statistics: settings.write_statistics.then(|| Statistics {
                        elapsed_seconds: started.elapsed().as_secs_f64(),
                        rows_read: values.read_rows,
                        bytes_read: values.read_bytes,
                    }),
                    pretty: settings.pretty,
                };
                let body = format
                    .write(
                        &schema,
                        &batches,
                        executed.totals.as_ref(),
                        executed.extremes.as_ref(),
                        &options,
                    )
                    .map_err(|e| failure(StatusCode::INTERNAL_SERVER_ERROR, e))?;
                (body, rows, bytes)
            }
        };
        tracing::debug!(
            elapsed_ms = started.elapsed().as_millis() as u64,
            "query done"
        );
        Ok(Answer {
            body,
            content_type: format.content_type(),
            format: name,
            result_rows: rows,
            result_bytes: bytes,
            settings,
            log_index: executed.log_index,
        })
    }

    /// The answer's body, compressed as the request asks (`compress=1` blocks, then
    /// the HTTP encoding when `enable_http_compression` is on).
    fn write(&self, answer: Answer) -> Response {
        let mut body = answer.body;
        let mut headers = vec![
            (header::CONTENT_TYPE, header_value(answer.content_type)),
            (
                HeaderName::from_static("x-clickhouse-format"),
                header_value(&answer.format),
            ),
        ];
        if let Some(index) = answer.log_index {
            headers.push((
                HeaderName::from_static("x-maskhouse-log-index"),
                HeaderValue::from(index),
            ));
        }
        if self.request.compress && !body.is_empty() {
            body = compression::blocks::compress(&body);
        }
        let encoding = self
            .accept
            .as_deref()
            .filter(|_| answer.settings.http_compression)
            .and_then(Encoding::negotiate);
        if let Some(e) = encoding {
            match e.compress(&body, answer.settings.http_compression_level) {
                Ok(packed) => {
                    body = packed;
                    headers.push((header::CONTENT_ENCODING, HeaderValue::from_static(e.name())));
                }
                Err(err) => {
                    return failure(
                        StatusCode::INTERNAL_SERVER_ERROR,
                        format!("cannot compress the response ({}): {err}", e.name()),
                    )
                    .into_response()
                }
            }
        }
        let mut response = (StatusCode::OK, body).into_response();
        response.headers_mut().extend(headers);
        response
    }
}

fn abbreviate(sql: &str) -> String {
    let one_line: String = sql.split_whitespace().collect::<Vec<_>>().join(" ");
    one_line.chars().take(200).collect()
}
