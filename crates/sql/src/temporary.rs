//! Temporary tables (`CREATE TEMPORARY TABLE`) and the HTTP sessions that hold them.
//!
//! As in ClickHouse, a temporary table belongs to one session (`session_id`), is read
//! and written by that session's statements alone, and is gone when the session ends;
//! a request without a session has a session of its own, which ends with it. Its rows
//! are held in the memory of the node that serves the session: a temporary table is
//! never in the replicated log, never on disk, and no other node sees it (a session is
//! a client's conversation with one node, as with ClickHouse's HTTP sessions).
//!
//! Memory is bounded: the rows of every temporary table of a node together take at
//! most [`TEMPORARY_TABLES_BYTES_MAX`], a node keeps at most [`SESSIONS_MAX`] sessions
//! (ending idle ones that hold no table first), and a session ends `session_timeout` seconds (default
//! [`SESSION_TIMEOUT_DEFAULT`], at most [`SESSION_TIMEOUT_MAX`]) after its last
//! request.

use std::{
    collections::{BTreeMap, HashMap},
    sync::{
        atomic::{AtomicUsize, Ordering},
        Arc, Mutex,
    },
    time::{Duration, Instant},
};

use arrow::record_batch::RecordBatch;
use maskhouse_types::{codes, TableSchema};

use crate::{Error, Result};

/// The most the rows of all temporary tables of one node may take, in bytes of their
/// decoded (Arrow) columns. An INSERT that would pass it fails and adds nothing.
pub const TEMPORARY_TABLES_BYTES_MAX: usize = 1 << 30;

/// The most temporary tables one session may have at once.
pub const TABLES_PER_SESSION_MAX: usize = 1000;

/// The most sessions a node keeps at once. When they are all open, the ones idle for a
/// second that hold no table end; a request that would open one more than that fails.
pub const SESSIONS_MAX: usize = 4096;

/// How long an idle session without temporary tables is kept once [`SESSIONS_MAX`]
/// are open; the others live out their timeout.
const SESSION_IDLE_EMPTY: Duration = Duration::from_secs(1);

/// How long a session lives after its last request when `session_timeout` is not
/// given (ClickHouse's default).
pub const SESSION_TIMEOUT_DEFAULT: Duration = Duration::from_secs(60);

/// The longest `session_timeout` a request may ask for (ClickHouse's
/// `max_session_timeout` default).
pub const SESSION_TIMEOUT_MAX: Duration = Duration::from_secs(3600);

/// A temporary table as the system tables list it (database `''`, engine `Memory`).
pub(crate) struct Listed {
    pub name: String,
    pub schema: TableSchema,
    pub rows: u64,
    pub bytes: u64,
}

/// `SHOW CREATE [TEMPORARY] TABLE t` of a temporary table (and its
/// `system.tables.create_table_query`), as ClickHouse writes it.
pub(crate) fn create_query(name: &str, schema: &TableSchema) -> String {
    format!(
        "CREATE TEMPORARY TABLE {}\n(\n{}\n)\nENGINE = Memory",
        maskhouse_types::sql::statement_name(name),
        schema.column_lines().join(",\n")
    )
}

/// One temporary table: its columns and the rows inserted so far, in insertion order.
struct Table {
    schema: TableSchema,
    rows: Vec<RecordBatch>,
    bytes: usize,
}

/// The temporary tables of one session.
pub struct Session {
    tables: Mutex<BTreeMap<String, Table>>,
    /// Bytes held by the temporary tables of every session of the node.
    used: Arc<AtomicUsize>,
    budget: usize,
}

impl std::fmt::Debug for Session {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let names: Vec<String> = self.lock().keys().cloned().collect();
        f.debug_struct("Session").field("tables", &names).finish()
    }
}

impl Session {
    /// A session of its own, for a request that names none: its tables go with it.
    pub fn single() -> Arc<Session> {
        Arc::new(Session::new(
            Arc::new(AtomicUsize::new(0)),
            TEMPORARY_TABLES_BYTES_MAX,
        ))
    }

    fn new(used: Arc<AtomicUsize>, budget: usize) -> Session {
        Session {
            tables: Mutex::new(BTreeMap::new()),
            used,
            budget,
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, BTreeMap<String, Table>> {
        // A panic elsewhere while holding the lock leaves complete entries only.
        self.tables.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Whether the session has no temporary table.
    pub fn is_empty(&self) -> bool {
        self.lock().is_empty()
    }

    /// The columns of temporary table `name`, if the session has one.
    pub(crate) fn schema(&self, name: &str) -> Option<TableSchema> {
        self.lock().get(name).map(|t| t.schema.clone())
    }

    /// Creates temporary table `schema.name`; false when it exists and `if_not_exists`.
    pub(crate) fn create(&self, schema: TableSchema, if_not_exists: bool) -> Result<bool> {
        let mut tables = self.lock();
        if tables.contains_key(&schema.name) {
            if if_not_exists {
                return Ok(false);
            }
            return Err(Error::bad(format!(
                "Temporary table {} already exists. (TABLE_ALREADY_EXISTS)",
                schema.name
            ))
            .with_code(codes::TABLE_ALREADY_EXISTS));
        }
        if tables.len() >= TABLES_PER_SESSION_MAX {
            return Err(Error::bad(format!(
                "Too many temporary tables: a session has at most {TABLES_PER_SESSION_MAX}. (TOO_MANY_TABLES)"
            ))
            .with_code(codes::TOO_MANY_TABLES));
        }
        tables.insert(
            schema.name.clone(),
            Table {
                schema,
                rows: Vec::new(),
                bytes: 0,
            },
        );
        Ok(true)
    }

    /// Drops temporary table `name`; false when the session has none of that name.
    pub(crate) fn drop_table(&self, name: &str) -> bool {
        let removed = self.lock().remove(name);
        match removed {
            Some(table) => {
                self.used.fetch_sub(table.bytes, Ordering::SeqCst);
                true
            }
            None => false,
        }
    }

    /// Removes every row of temporary table `name` (`TRUNCATE`).
    pub(crate) fn truncate(&self, name: &str) -> bool {
        let mut tables = self.lock();
        let Some(table) = tables.get_mut(name) else {
            return false;
        };
        self.used.fetch_sub(table.bytes, Ordering::SeqCst);
        table.rows.clear();
        table.bytes = 0;
        true
    }

    /// Appends `rows` (in the columns of `schema`, the table's when the INSERT
    /// started) to temporary table `name`, within the node's
    /// [`TEMPORARY_TABLES_BYTES_MAX`]. A table dropped, or dropped and created again
    /// with other columns, by another request of the session meanwhile is an error.
    pub(crate) fn append(&self, name: &str, schema: &TableSchema, rows: RecordBatch) -> Result<()> {
        if rows.num_rows() == 0 {
            return Ok(());
        }
        let bytes = rows.get_array_memory_size();
        let mut tables = self.lock();
        let Some(table) = tables.get_mut(name).filter(|t| t.schema == *schema) else {
            return Err(Error::not_found(format!(
                "Temporary table {name} does not exist, or was created again, since the INSERT started. (UNKNOWN_TABLE)"
            ))
            .with_code(codes::UNKNOWN_TABLE));
        };
        let budget = self.budget;
        self.used
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |used| {
                used.checked_add(bytes).filter(|&total| total <= budget)
            })
            .map_err(|used| over_budget(bytes, budget.saturating_sub(used)))?;
        table.bytes += bytes;
        table.rows.push(rows);
        Ok(())
    }

    /// Bytes the temporary tables of the node may still take.
    pub(crate) fn remaining(&self) -> usize {
        self.budget.saturating_sub(self.used.load(Ordering::SeqCst))
    }

    /// Every temporary table's name, columns, row count and bytes, for the system
    /// tables (the rows are not copied).
    pub(crate) fn listing(&self) -> Vec<Listed> {
        self.lock()
            .iter()
            .map(|(name, t)| Listed {
                name: name.clone(),
                schema: t.schema.clone(),
                rows: t.rows.iter().map(|b| b.num_rows() as u64).sum(),
                bytes: t.bytes as u64,
            })
            .collect()
    }

    /// Every temporary table's name, columns and rows, to be read by a query.
    pub(crate) fn tables(&self) -> Vec<(String, TableSchema, Vec<RecordBatch>)> {
        self.lock()
            .iter()
            .map(|(name, t)| (name.clone(), t.schema.clone(), t.rows.clone()))
            .collect()
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        let held: usize = self.lock().values().map(|t| t.bytes).sum();
        self.used.fetch_sub(held, Ordering::SeqCst);
    }
}

struct Entry {
    session: Arc<Session>,
    last: Instant,
    timeout: Duration,
}

/// The sessions of a node, by user and `session_id` (as ClickHouse keys them: one
/// user cannot reach another's session).
pub struct Sessions {
    by_id: Mutex<HashMap<(String, String), Entry>>,
    used: Arc<AtomicUsize>,
    budget: usize,
}

impl Default for Sessions {
    fn default() -> Self {
        Sessions::with_budget(TEMPORARY_TABLES_BYTES_MAX)
    }
}

impl Sessions {
    /// Sessions whose temporary tables together hold at most `budget` bytes.
    pub fn with_budget(budget: usize) -> Sessions {
        Sessions {
            by_id: Mutex::new(HashMap::new()),
            used: Arc::new(AtomicUsize::new(0)),
            budget,
        }
    }

    /// The session of a request: `id`'s (opened unless `check`, which requires it to
    /// exist), or one of its own when the request names none. `timeout` is the
    /// request's `session_timeout`, at most [`SESSION_TIMEOUT_MAX`]; sessions idle
    /// past theirs end first.
    pub fn session(
        &self,
        user: &str,
        id: Option<&str>,
        timeout: Option<Duration>,
        check: bool,
    ) -> Result<Arc<Session>> {
        if let Some(t) = timeout.filter(|&t| t > SESSION_TIMEOUT_MAX) {
            return Err(Error::bad(format!(
                "Session timeout {} s is larger than max_session_timeout {} s. (INVALID_SESSION_TIMEOUT)",
                t.as_secs(),
                SESSION_TIMEOUT_MAX.as_secs()
            ))
            .with_code(codes::INVALID_SESSION_TIMEOUT));
        }
        let Some(id) = id.filter(|id| !id.is_empty()) else {
            if check {
                return Err(session_not_found(""));
            }
            return Ok(Arc::new(Session::new(self.used.clone(), self.budget)));
        };
        let now = Instant::now();
        let mut by_id = self.by_id.lock().unwrap_or_else(|e| e.into_inner());
        // A session ends its timeout after its last request, unless a request of it
        // is running (it holds the session).
        by_id.retain(|_, e| now.duration_since(e.last) <= e.timeout || in_use(e));
        let key = (user.to_string(), id.to_string());
        if let Some(entry) = by_id.get_mut(&key) {
            entry.last = now;
            if let Some(t) = timeout {
                entry.timeout = t;
            }
            return Ok(entry.session.clone());
        }
        if check {
            return Err(session_not_found(id));
        }
        if by_id.len() >= SESSIONS_MAX {
            // Sessions that hold no table cost nothing to end (clients open one per
            // connection whether or not they use it).
            by_id.retain(|_, e| {
                now.duration_since(e.last) < SESSION_IDLE_EMPTY
                    || !e.session.is_empty()
                    || in_use(e)
            });
        }
        if by_id.len() >= SESSIONS_MAX {
            return Err(Error::bad(format!(
                "Too many sessions: this node keeps at most {SESSIONS_MAX} (they end session_timeout seconds after their last request). (TOO_MANY_SIMULTANEOUS_QUERIES)"
            ))
            .with_code(codes::TOO_MANY_SIMULTANEOUS_QUERIES));
        }
        let session = Arc::new(Session::new(self.used.clone(), self.budget));
        by_id.insert(
            key,
            Entry {
                session: session.clone(),
                last: now,
                timeout: timeout.unwrap_or(SESSION_TIMEOUT_DEFAULT),
            },
        );
        Ok(session)
    }

    /// Marks `user`'s session `id` used now, as a request of it ends: its timeout
    /// counts from here.
    pub fn touch(&self, user: &str, id: &str) {
        let mut by_id = self.by_id.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(entry) = by_id.get_mut(&(user.to_string(), id.to_string())) {
            entry.last = Instant::now();
        }
    }

    /// Sessions open now (some may have ended by their timeout without a request
    /// since to notice it).
    pub fn open(&self) -> usize {
        self.by_id.lock().unwrap_or_else(|e| e.into_inner()).len()
    }

    /// Bytes the temporary tables of every session hold now.
    pub fn bytes(&self) -> usize {
        self.used.load(Ordering::SeqCst)
    }
}

/// Whether a request holds `entry`'s session now.
fn in_use(entry: &Entry) -> bool {
    Arc::strong_count(&entry.session) > 1
}

/// An INSERT of `bytes` into temporary tables that may take only `left` more.
pub(crate) fn over_budget(bytes: usize, left: usize) -> Error {
    Error::bad(format!(
        "Memory limit (for temporary tables) exceeded: {bytes} bytes of rows, where the node's temporary tables may take {left} more of their {TEMPORARY_TABLES_BYTES_MAX}. (MEMORY_LIMIT_EXCEEDED)"
    ))
    .with_code(codes::MEMORY_LIMIT_EXCEEDED)
}

fn session_not_found(id: &str) -> Error {
    Error::not_found(format!(
        "Session {id:?} is not found (it ended, or was never opened). (SESSION_NOT_FOUND)"
    ))
    .with_code(codes::SESSION_NOT_FOUND)
}

#[cfg(test)]
mod tests {
    use super::*;
    use arrow::array::{ArrayRef, UInt64Array};

    fn table(name: &str) -> TableSchema {
        TableSchema {
            name: name.into(),
            columns: vec![maskhouse_types::ColumnDef::new(
                "x",
                maskhouse_types::ColumnType::UInt64,
            )],
            order_by: vec![],
            partition_by: None,
            engine: maskhouse_types::Engine::MergeTree,
            settings: vec![],
            ttl: vec![],
            notes: Default::default(),
        }
    }

    fn rows(n: u64) -> RecordBatch {
        let a: ArrayRef = Arc::new(UInt64Array::from_iter_values(0..n));
        RecordBatch::try_from_iter([("x", a)]).unwrap()
    }

    /// The rows of temporary tables stay within the node's budget, and a session's end
    /// gives its bytes back (DESIGN §2.10: a server limit no client relaxes).
    #[test]
    fn temporary_tables_stay_within_the_nodes_budget() {
        let sessions = Sessions::with_budget(rows(1000).get_array_memory_size() * 2);
        let a = sessions.session("u", Some("a"), None, false).unwrap();
        a.create(table("t"), false).unwrap();
        a.append("t", &table("t"), rows(1000)).unwrap();
        let b = sessions.session("u", Some("b"), None, false).unwrap();
        b.create(table("t"), false).unwrap();
        b.append("t", &table("t"), rows(1000)).unwrap();
        let err = b.append("t", &table("t"), rows(1000)).unwrap_err();
        assert_eq!(err.code, Some(codes::MEMORY_LIMIT_EXCEEDED), "{err}");
        assert_eq!(b.tables()[0].2.len(), 1, "a refused INSERT adds nothing");
        assert!(a.drop_table("t"));
        b.append("t", &table("t"), rows(1000)).unwrap();
        assert!(b.truncate("t"));
        assert_eq!(sessions.bytes(), 0);
    }

    #[test]
    fn a_session_is_found_again_by_its_id_and_checked() {
        let sessions = Sessions::default();
        let a = sessions.session("u", Some("a"), None, false).unwrap();
        // Another user's session of the same id is another session.
        assert!(sessions.session("v", Some("a"), None, true).is_err());
        a.create(table("t"), false).unwrap();
        let again = sessions.session("u", Some("a"), None, true).unwrap();
        assert!(again.schema("t").is_some());
        assert!(a.create(table("t"), false).is_err());
        assert!(!a.create(table("t"), true).unwrap());
        let err = sessions.session("u", Some("b"), None, true).unwrap_err();
        assert_eq!(err.code, Some(codes::SESSION_NOT_FOUND));
        // Without an id, every request has a session of its own.
        let own = sessions.session("u", None, None, false).unwrap();
        assert!(own.schema("t").is_none());
        let long = sessions.session("u", Some("c"), Some(SESSION_TIMEOUT_MAX * 2), false);
        assert!(long.is_err());
        // A session idle past its timeout ends.
        sessions
            .session("u", Some("d"), Some(Duration::ZERO), false)
            .unwrap()
            .create(table("t"), false)
            .unwrap();
        std::thread::sleep(Duration::from_millis(5));
        assert!(sessions.session("u", Some("d"), None, true).is_err());
    }
}
