//! What a workload did and saw: operations with their invoke and complete times and
//! outcomes, and each node's final state after the faults were healed. The operations
//! act on two tables: `t`, a MergeTree of unique ids, and `kv`, a ReplacingMergeTree
//! over a small key space that upserts, UPDATEs and DELETEs by key hit again and again.

use serde::{Deserialize, Serialize};

/// A row predicate of a DELETE, over the row's unique id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Predicate {
    /// `id % modulus = remainder`.
    Mod { modulus: u64, remainder: u64 },
    /// `id < bound`.
    Below { bound: u64 },
    /// `id >= low AND id < high`.
    Range { low: u64, high: u64 },
}

impl Predicate {
    pub fn matches(&self, id: u64) -> bool {
        match *self {
            Predicate::Mod { modulus, remainder } => modulus != 0 && id % modulus == remainder,
            Predicate::Below { bound } => id < bound,
            Predicate::Range { low, high } => id >= low && id < high,
        }
    }

    /// The predicate as SQL over the column `id`.
    pub fn sql(&self) -> String {
        match *self {
            Predicate::Mod { modulus, remainder } => format!("id % {modulus} = {remainder}"),
            Predicate::Below { bound } => format!("id < {bound}"),
            Predicate::Range { low, high } => format!("id >= {low} AND id < {high}"),
        }
    }
}

/// What an operation asked for, and for reads what it saw (when it succeeded).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum OpKind {
    /// INSERT of rows with these ids; ids are unique across the whole history.
    Insert { ids: Vec<u64> },
    /// `DELETE FROM t WHERE id IN (...)`.
    DeleteIds { ids: Vec<u64> },
    /// `DELETE FROM t WHERE <predicate>`.
    DeleteWhere { predicate: Predicate },
    /// `SELECT id FROM t`: the ids returned, in the order returned.
    Read { ids: Option<Vec<u64>> },
    /// `SELECT count() FROM t`.
    Count { count: Option<u64> },
    /// `INSERT INTO kv VALUES ...` into the ReplacingMergeTree table: the rows in the
    /// order sent; every row's `v` is unique across the whole history.
    Upsert { rows: Vec<KvRow> },
    /// `UPDATE kv SET v = <v> WHERE key IN (...)`; `v` is unique across the history.
    Update { keys: Vec<u64>, v: u64 },
    /// `DELETE FROM kv WHERE key IN (...)`.
    DeleteKeys { keys: Vec<u64> },
    /// `SELECT key, ver, v FROM kv` (no `FINAL`): the rows returned, in that order.
    ReadKv { rows: Option<Vec<KvRow>> },
}

impl OpKind {
    /// Whether the operation reads (and so reports the index of the state it read,
    /// not of an entry of its own).
    pub fn is_read(&self) -> bool {
        matches!(
            self,
            OpKind::Read { .. } | OpKind::Count { .. } | OpKind::ReadKv { .. }
        )
    }
}

/// A row of the ReplacingMergeTree table
/// `kv (key UInt64, ver UInt64, v UInt64) ORDER BY key`, versioned by `ver`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct KvRow {
    pub key: u64,
    pub ver: u64,
    pub v: u64,
}

/// How an operation ended, as the client saw it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// Acknowledged: the server answered success.
    Ok,
    /// Certainly not applied (the request never reached a server).
    Fail,
    /// May or may not have taken effect, at any time after it was invoked.
    Unknown,
}

/// One client operation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Op {
    /// The client (thread) that ran it; one operation at a time per process.
    pub process: u64,
    /// The node it was sent to.
    pub node: u64,
    pub kind: OpKind,
    /// Nanoseconds since the start of the run, on the client's monotonic clock.
    pub invoke_ns: u64,
    pub complete_ns: u64,
    pub outcome: Outcome,
    /// The Raft log index the server reported for it, where it reports one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub log_index: Option<u64>,
    /// The server's answer on failure, for the reader of a saved history.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// One node's state read after every fault was healed and the cluster settled.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NodeState {
    pub node: u64,
    /// Every id the node returns for `SELECT id FROM t`.
    pub ids: Vec<u64>,
    /// Every row the node returns for `SELECT key, ver, v FROM kv` (histories saved
    /// before the table existed have none).
    #[serde(default)]
    pub kv: Vec<KvRow>,
    /// The node's active parts with their row counts and mask versions
    /// (from system.parts), one line per part.
    pub parts: String,
    /// The node's mask digest mismatches as it sees them (system.replicas).
    pub digest_mismatches: u64,
}

/// A whole run: the operations in invoke order and the final states.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct History {
    /// The seed the run's workload and faults were drawn from.
    #[serde(default)]
    pub seed: u64,
    pub ops: Vec<Op>,
    #[serde(default)]
    pub finals: Vec<NodeState>,
}

impl History {
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a history always serializes")
    }

    pub fn from_json(text: &str) -> Result<History, serde_json::Error> {
        serde_json::from_str(text)
    }
}
