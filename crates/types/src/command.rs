use serde::{Deserialize, Serialize};

use crate::{PartMeta, PartName, TableSchema};

/// A part named by content in the log: the same id, size and CRC-32 on every replica.
/// The node that wrote it pushes the file to a majority before proposing `AddParts`;
/// a replica without the file fetches it by id and checks it against `meta`. Its part
/// name is fixed only on apply, from the entry's log index.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StagedPart {
    /// File name under every replica's staging directory, unique in the cluster:
    /// `{source node}-{nanoseconds}-{sequence}.parquet`.
    pub staging_id: String,
    pub partition: String,
    pub meta: PartMeta,
}

/// Bounds on the work a DELETE predicate's subqueries do on apply (DESIGN §2.9):
/// counted in rows and in bytes of values, never in time or allocator sizes, so that
/// a subquery past one fails alike on every replica (DESIGN §2.8).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SubqueryLimits {
    /// Rows the subqueries' sources (table scans, masks applied; table functions) may
    /// return, all subqueries of the predicate together.
    pub rows_read_max: u64,
    /// Distinct values the set of one `IN (subquery)` may hold (`max_rows_in_set`).
    pub set_rows_max: u64,
    /// Bytes of those values (`max_bytes_in_set`): a fixed-width value counts its
    /// width, a string or binary value its length.
    pub set_bytes_max: u64,
    /// `join_use_nulls` of the statement: the subqueries' outer joins fill the missing
    /// side with NULLs rather than defaults. Not a limit, but fixed at proposal like
    /// them, so that every replica runs the subqueries alike.
    pub join_use_nulls: bool,
    /// The statement's current database: where the subqueries' unqualified table names
    /// are read from.
    pub database: String,
}

impl SubqueryLimits {
    /// The server's defaults (`subquery_rows_read_max`, `max_rows_in_set`,
    /// `max_bytes_in_set` in its config).
    pub const DEFAULT: SubqueryLimits = SubqueryLimits {
        rows_read_max: 10_000_000,
        set_rows_max: 1_000_000,
        set_bytes_max: 128 << 20,
        join_use_nulls: false,
        database: String::new(),
    };
}

impl Default for SubqueryLimits {
    fn default() -> Self {
        SubqueryLimits::DEFAULT
    }
}

/// One entry of the command log. Applying the same sequence of commands yields the
/// same parts and masks on every replica (DESIGN §2.1).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Command {
    /// A database: a name tables are created in (`db.t`). `default` and `system` always
    /// exist.
    CreateDatabase {
        name: String,
        if_not_exists: bool,
    },
    /// Drops a database and every table in it.
    DropDatabase {
        name: String,
        if_exists: bool,
    },
    CreateTable {
        schema: TableSchema,
        if_not_exists: bool,
    },
    DropTable {
        table: String,
        if_exists: bool,
    },
    TruncateTable {
        table: String,
    },
    /// Every part of one INSERT; they become visible together.
    AddParts {
        table: String,
        parts: Vec<StagedPart>,
        /// [`TableSchema::checksum`] of the table the rows were shaped for: a table
        /// dropped and created again meanwhile rejects them.
        schema: u32,
    },
    /// A lightweight delete; the predicate is SQL text compiled on apply.
    Delete {
        table: String,
        predicate: String,
        /// Proposal time, milliseconds since the Unix epoch; shown in system.mutations.
        created_ms: u64,
        /// What the predicate's subqueries may read and hold, fixed by the proposer so
        /// that every replica applies the same numbers whatever its own config.
        limits: SubqueryLimits,
        /// Sent with `lightweight_deletes_sync = 0`: while the table's merges are
        /// stopped (`SYSTEM STOP MERGES`), the DELETE waits, as ClickHouse's mutation
        /// does, and masks its rows when they start again, or at once before any later
        /// statement that masks or rewrites the table's rows (docs/sql.md, DELETE).
        asynchronous: bool,
    },
    /// Schedules a merge of the parts (one partition) into one clean part, applying
    /// their masks as of this entry; a single part is rewritten without its deleted
    /// rows. Every replica builds the result in the background (never in apply); the
    /// inputs stay readable until [`Command::CommitMerge`] registers it. Parts with no
    /// live rows are dropped at once instead.
    MergeParts {
        table: String,
        parts: Vec<PartName>,
        /// `Some(condition)`: the rewrite of a TTL after the DELETE of its expired rows
        /// by `condition` (`ALTER TABLE … MODIFY TTL` or `MATERIALIZE TTL`; the moment
        /// is a constant in it), as ClickHouse's: the result leaves out every row the
        /// condition matches, deleted or not, and keeps the other deleted rows, still
        /// deleted.
        expire: Option<String>,
    },
    /// Registers the result of the merge scheduled at log index `merge`, whose
    /// proposer built it with `meta` (a replica whose own result differs fetches the
    /// proposer's). Deletes committed since the merge was scheduled are carried over
    /// to the result.
    CommitMerge {
        table: String,
        merge: u64,
        meta: PartMeta,
    },
    /// Drops parts whose rows are all deleted.
    DropParts {
        table: String,
        parts: Vec<PartName>,
    },
    /// A lightweight update: the rows `predicate` matches are masked, and their new
    /// versions, with each assigned column set to its expression (SQL text evaluated
    /// over the old row), are added as one part per partition named by this entry's
    /// log index. Every replica computes the same part and masks (DESIGN §2.1).
    Update {
        table: String,
        /// `(column, expression)`, in the statement's order.
        assignments: Vec<(String, String)>,
        predicate: String,
        created_ms: u64,
        limits: SubqueryLimits,
        /// Rows the update may match; past it the mutation fails on every replica
        /// alike, having changed nothing (DESIGN §2.9).
        rows_max: u64,
    },
    /// A small INSERT whose rows travel in the entry itself rather than as a staged
    /// file: no push, no fetch. Apply writes the entry's new rows of each partition
    /// as one part named by its log index (design 007).
    InsertRows {
        table: String,
        /// [`TableSchema::checksum`] of the table the rows were shaped for.
        schema: u32,
        /// The rows of each partition, in the order they were given.
        partitions: Vec<InlineRows>,
    },
    /// Statements that arrived together, applied in one entry (group commit, design
    /// 007): its DELETEs and UPDATEs in their order, then its inserts. Each has its
    /// own outcome; one that fails or is rejected changes nothing and leaves the others
    /// alone. The entry adds at most one mask version per part and one part per
    /// partition it writes to.
    Group {
        members: Vec<Command>,
    },
    /// `SYSTEM STOP MERGES [t]` (`stopped`) or `SYSTEM START MERGES [t]`: whether the
    /// table's parts are merged, in the background and by OPTIMIZE. Without a table,
    /// every table that exists when the entry applies; a table that does not exist is
    /// left alone.
    SetMerges {
        table: Option<String>,
        stopped: bool,
    },
    /// `CREATE OR REPLACE TABLE` or `VIEW`: creates the table, or, where one of the
    /// name exists, replaces it whole in this one entry (its rows, mutations and
    /// stopped merges go with it), as ClickHouse's does atomically.
    ReplaceTable {
        schema: TableSchema,
    },
    /// `ALTER TABLE t MODIFY TTL …` (or `REMOVE TTL`: no rules): the table's TTL from
    /// this entry on. The rows it deletes are deleted by DELETE entries of their own,
    /// each with the moment it reads the rules at (docs/sql.md, "TTL").
    ModifyTtl {
        table: String,
        ttl: Vec<crate::TtlRule>,
        /// [`TableSchema::checksum`] of the table the rules were checked against: a
        /// table dropped and created again meanwhile rejects them.
        schema: u32,
    },
    /// `ALTER TABLE t ADD/DROP/RENAME/MODIFY COLUMN …`: the table's columns become
    /// `schema`'s, and every live row is written again in their shape, in one entry:
    /// the old parts are removed and the rows become one part per partition named by
    /// the entry's index (their masked rows are gone). Every replica computes the same
    /// parts (DESIGN §2.1). An expression that fails, or more rows than `rows_max`,
    /// rejects it alike everywhere, having changed nothing (DESIGN §2.8, §2.9).
    AlterColumns {
        table: String,
        /// The table as it is after the ALTER.
        schema: TableSchema,
        /// [`TableSchema::checksum`] of the table the ALTER was checked against.
        previous: u32,
        /// For each of `schema`'s columns, the SQL expression over an old row that
        /// gives its value (cast to its type); `None`: its type's default.
        sources: Vec<Option<String>>,
        /// Live rows the table may hold for the ALTER to rewrite them.
        rows_max: u64,
    },
    /// `ALTER TABLE t MODIFY SETTING k = v, …` or `RESET SETTING k, …`: `set` replaces
    /// or adds each setting in the table's settings (`TableSchema::settings`), then
    /// `reset` removes each one named. Two such ALTERs at once each keep the other's
    /// changes. Settings change what the merge policy picks (docs/sql.md, "Table
    /// settings"), not any row.
    ModifySettings {
        table: String,
        set: Vec<(String, String)>,
        reset: Vec<String>,
        /// [`TableSchema::checksum`] of the table the settings were checked against.
        schema: u32,
    },
}

/// Rows of one partition carried in an [`Command::InsertRows`]: an Arrow IPC stream of
/// the table's columns, in schema order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct InlineRows {
    pub partition: String,
    pub rows: u64,
    pub data: Vec<u8>,
}

impl Command {
    /// Whether the command may share a log entry with others (group commit): DELETE,
    /// UPDATE and inline inserts.
    pub fn is_groupable(&self) -> bool {
        matches!(
            self,
            Command::Delete { .. } | Command::Update { .. } | Command::InsertRows { .. }
        )
    }

    /// The table the command acts on; a group's first member's; a database command's
    /// database.
    pub fn table(&self) -> &str {
        match self {
            Command::CreateDatabase { name, .. } | Command::DropDatabase { name, .. } => name,
            Command::CreateTable { schema, .. } | Command::ReplaceTable { schema } => &schema.name,
            Command::DropTable { table, .. }
            | Command::TruncateTable { table }
            | Command::AddParts { table, .. }
            | Command::Delete { table, .. }
            | Command::MergeParts { table, .. }
            | Command::CommitMerge { table, .. }
            | Command::DropParts { table, .. }
            | Command::Update { table, .. }
            | Command::InsertRows { table, .. } => table,
            Command::Group { members } => members.first().map_or("", |m| m.table()),
            Command::SetMerges { table, .. } => table.as_deref().unwrap_or(""),
            Command::ModifyTtl { table, .. }
            | Command::AlterColumns { table, .. }
            | Command::ModifySettings { table, .. } => table,
        }
    }
}

/// The deterministic result of applying a command; the same on every replica.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum CommandOutcome {
    /// Nothing to report (also the result of Raft's own entries).
    #[default]
    Done,
    /// The command was valid when proposed but not when applied, for example a table
    /// dropped in between. Nothing changed.
    Rejected(String),
    Inserted {
        rows: u64,
        parts: Vec<PartName>,
    },
    Deleted {
        mutation: u64,
        rows: u64,
    },
    Merged {
        removed: Vec<PartName>,
        added: Option<PartName>,
    },
    /// A merge was scheduled; `CommitMerge { merge, .. }` registers `name`.
    MergeScheduled {
        merge: u64,
        name: PartName,
    },
    /// An update masked `rows` rows and added their new versions as `parts`.
    Updated {
        mutation: u64,
        rows: u64,
        parts: Vec<PartName>,
    },
    /// An asynchronous DELETE (mutation `mutation`) committed while its table's merges
    /// are stopped: recorded, not applied yet (see [`Command::Delete`]).
    Waiting {
        mutation: u64,
    },
    /// The outcomes of a [`Command::Group`]'s members, in their order.
    Group(Vec<CommandOutcome>),
    /// A member of a group that was not applied and changed nothing: with it, the
    /// group's new rows would have passed the bound an entry holds in memory. Its
    /// proposer proposes it again in an entry of its own (design 007).
    Deferred,
}
