use serde::{Deserialize, Serialize};

use crate::{validate_column_name, validate_table_name, ColumnType, Error, Result};

/// Table engine; all of them store parts the same way. Replication is the cluster's,
/// so a `Replicated…` engine behaves as its plain namesake and keeps its name only to
/// be shown back. New variants go last: the catalog stores the variant's position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Engine {
    MergeTree,
    ReplicatedMergeTree,
    /// `ReplacingMergeTree([version])`, or its `Replicated` namesake: one live row per
    /// sorting key (DESIGN §2.11). An INSERT masks, in its own log entry, the live row
    /// of every key it carries; of two rows with one key, the one with the higher
    /// `version` stays, and on a tie (or with no version column) the later insert.
    ReplacingMergeTree {
        version: Option<String>,
        replicated: bool,
    },
    /// `CREATE VIEW v [(columns)] AS SELECT …`: a stored query and no parts. Reading
    /// the view reads its query in place of the name; nothing writes to it. `query` is
    /// the SELECT as written; `database` the database its unqualified table names
    /// are in (the one current when the view was created).
    View {
        query: String,
        database: String,
    },
}

impl Engine {
    /// The name `CREATE TABLE` gave, as ClickHouse shows it in `system.tables.engine`.
    pub fn name(&self) -> &'static str {
        match self {
            Engine::MergeTree => "MergeTree",
            Engine::ReplicatedMergeTree => "ReplicatedMergeTree",
            Engine::ReplacingMergeTree {
                replicated: false, ..
            } => "ReplacingMergeTree",
            Engine::ReplacingMergeTree {
                replicated: true, ..
            } => "ReplicatedReplacingMergeTree",
            Engine::View { .. } => "View",
        }
    }

    /// Whether this is a view (no parts; nothing writes to it).
    pub fn is_view(&self) -> bool {
        matches!(self, Engine::View { .. })
    }

    /// The engine clause as ClickHouse's `engine_full` starts it: the name and, for a
    /// replacing engine, its version column.
    pub fn clause(&self) -> String {
        match self {
            Engine::ReplacingMergeTree {
                version: Some(v), ..
            } => format!("{}({v})", self.name()),
            _ => self.name().to_string(),
        }
    }

    /// Whether rows replace older rows of the same sorting key.
    pub fn is_replacing(&self) -> bool {
        matches!(self, Engine::ReplacingMergeTree { .. })
    }

    /// The version column of a replacing engine, if it names one.
    pub fn version_column(&self) -> Option<&str> {
        match self {
            Engine::ReplacingMergeTree { version, .. } => version.as_deref(),
            _ => None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ColumnDef {
    pub name: String,
    pub ty: ColumnType,
    /// `DEFAULT` (or `MATERIALIZED`) expression as SQL text, evaluated by the SQL layer
    /// at insert time over the row's other columns.
    pub default: Option<String>,
    /// What the expression is: a default for a value not given, or the only value.
    pub kind: DefaultKind,
    /// `COMMENT 'text'`: shown by `system.columns`, `DESCRIBE` and `SHOW CREATE`.
    pub comment: String,
    /// `CODEC(…)` as ClickHouse shows it (`Delta(4), LZ4`; empty: none), shown by
    /// `system.columns`, `DESCRIBE` and `SHOW CREATE`. Parts here compress every
    /// column their own way; the codec changes nothing else.
    pub codec: String,
}

/// ClickHouse's `default_kind` of a column. New variants go last: the catalog stores
/// the variant's position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum DefaultKind {
    /// An ordinary column: its `DEFAULT` (if any) fills it where an INSERT leaves it
    /// out.
    #[default]
    Default,
    /// `MATERIALIZED expr`: stored, always computed from the row (an INSERT cannot give
    /// it), and left out of `SELECT *` and of an INSERT without a column list.
    Materialized,
    /// `ALIAS expr`: read as ClickHouse reads an alias column (never given by an
    /// INSERT, left out of `SELECT *`, its value the expression over the row). Here it
    /// is computed when the row is written and stored, as a `MATERIALIZED` column is.
    Alias,
    /// An expression of the sorting key (`ORDER BY toStartOfHour(t)`), kept as a
    /// stored column computed from the row so that parts sort by it. Named
    /// [`SORT_KEY_PREFIX`]`N`, it is nowhere shown as a column: `DESCRIBE`,
    /// `system.columns` and `SELECT *` leave it out, and the sorting key is shown as
    /// its expression ([`TableSchema::key_text`]).
    SortKey,
}

/// The name of the stored column of a sorting key's `N`th expression.
pub const SORT_KEY_PREFIX: &str = "__sort_key_";

impl ColumnDef {
    /// An ordinary column without a default.
    pub fn new(name: impl Into<String>, ty: ColumnType) -> Self {
        ColumnDef {
            name: name.into(),
            ty,
            default: None,
            kind: DefaultKind::Default,
            comment: String::new(),
            codec: String::new(),
        }
    }

    /// Whether `SELECT *` and an INSERT without a column list leave it out.
    pub fn is_hidden(&self) -> bool {
        matches!(
            self.kind,
            DefaultKind::Materialized | DefaultKind::Alias | DefaultKind::SortKey
        )
    }

    /// Whether this is the stored column of a sorting key expression, which is never
    /// shown as a column.
    pub fn is_sort_key_expression(&self) -> bool {
        self.kind == DefaultKind::SortKey
    }

    /// `DEFAULT`, `MATERIALIZED`, `ALIAS`, or empty without an expression, as ClickHouse's
    /// `default_kind`.
    pub fn default_kind(&self) -> &'static str {
        match (&self.default, self.kind) {
            (None, _) => "",
            (Some(_), DefaultKind::Default) => "DEFAULT",
            (Some(_), DefaultKind::Materialized) => "MATERIALIZED",
            (Some(_), DefaultKind::Alias) => "ALIAS",
            (Some(_), DefaultKind::SortKey) => "MATERIALIZED",
        }
    }
}

/// The longest column name a view may have (a view's columns are named by its query).
pub const VIEW_COLUMN_NAME_BYTES_MAX: usize = 1024;

/// Everything `CREATE TABLE` fixes about a table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableSchema {
    pub name: String,
    pub columns: Vec<ColumnDef>,
    /// Sorting key: column names, in order. Empty means `ORDER BY tuple()`.
    pub order_by: Vec<String>,
    /// `PARTITION BY` expression as SQL text.
    pub partition_by: Option<String>,
    pub engine: Engine,
    pub settings: Vec<(String, String)>,
    /// `TTL expr [DELETE] [WHERE cond], …`: rows whose `expr` (a date or time) has
    /// passed, and that `cond` matches, are deleted. Empty: no TTL.
    pub ttl: Vec<TtlRule>,
    /// What is only shown: the table's comment and the engine it was created with.
    pub notes: Box<TableNotes>,
}

/// What a table shows and nothing reads.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableNotes {
    /// `COMMENT 'text'` of `CREATE TABLE`, shown by `system.tables.comment` and `SHOW
    /// CREATE TABLE`.
    pub comment: String,
    /// The engine a table created as `ENGINE = Memory` (`Log`, `TinyLog`,
    /// `StripeLog`, `Null`) was given, or a Join table's clause; such a table is a MergeTree without a sorting key, and
    /// shows the engine it was given.
    pub engine: Option<String>,
    /// `SAMPLE BY expr`, as written: an unsigned integer of the sorting key, which
    /// `SELECT … FROM t SAMPLE k` reads a share of the range of. It changes no row.
    pub sample_by: Option<String>,
    /// `ENGINE = Join(strictness, kind, keys…)`: what `joinGet` and joins check, and
    /// (with [`TableSchema::keeps_first_row`]) which of two rows of a key stays.
    pub join: Option<JoinEngine>,
}

/// A table created as `ENGINE = Join(strictness, kind, k1[, k2…])`: ClickHouse's
/// prepared right side of a join. With [`JoinEngine::one_row_per_key`] it is a
/// replacing table keyed by the join keys (one live row per key: the first inserted,
/// or with `join_any_take_last_row = 1` the last); otherwise it keeps every row, in
/// insertion order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct JoinEngine {
    /// `ANY`, `ALL`, `SEMI` or `ANTI`, in capitals.
    pub strictness: String,
    /// `LEFT`, `INNER`, `RIGHT` or `FULL`, in capitals.
    pub kind: String,
    /// The key columns, in the order joins and `joinGet` give their values.
    pub keys: Vec<String>,
    /// `join_any_take_last_row = 1`: of two rows of one key, the later stays.
    pub take_last_row: bool,
}

impl JoinEngine {
    /// Whether the table holds one row per key, as ClickHouse's: `ANY`, `SEMI` and
    /// `ANTI` tables of kind `LEFT` or `INNER`; `ALL` and `RIGHT` ones keep every row.
    pub fn one_row_per_key(&self) -> bool {
        ["ANY", "SEMI", "ANTI"].contains(&self.strictness.as_str())
            && ["LEFT", "INNER"].contains(&self.kind.as_str())
    }

    /// The engine clause as `SHOW CREATE TABLE` writes it: `Join(ANY, LEFT, k)`.
    pub fn clause(&self) -> String {
        format!(
            "Join({}, {}, {})",
            self.strictness,
            self.kind,
            self.keys
                .iter()
                .map(|k| crate::sql::statement_name(k))
                .collect::<Vec<_>>()
                .join(", ")
        )
    }
}

/// One rule of a table's `TTL` clause, as SQL text. A row expires once `expr`, a
/// `Date`, `DateTime` or `DateTime64` of the row, is at or before the moment a sweep
/// fixes; with a `filter`, only rows it matches.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TtlRule {
    pub expr: String,
    pub filter: Option<String>,
}

impl TtlRule {
    /// The rule as a `TTL` clause writes it.
    pub fn clause(&self) -> String {
        match &self.filter {
            Some(f) => format!("{} WHERE {f}", self.expr),
            None => self.expr.clone(),
        }
    }
}

impl TableSchema {
    /// The names of the columns `SELECT *` leaves out ([`ColumnDef::is_hidden`]).
    pub fn hidden_columns(&self) -> Vec<String> {
        self.columns
            .iter()
            .filter(|c| c.is_hidden())
            .map(|c| c.name.clone())
            .collect()
    }

    /// The columns as `SHOW CREATE TABLE` lists them, one indented line each:
    /// `` `name` Type [DEFAULT|MATERIALIZED expr] [COMMENT 'text'] [CODEC(…)] ``.
    pub fn column_lines(&self) -> Vec<String> {
        self.columns
            .iter()
            .filter(|c| !c.is_sort_key_expression())
            .map(|c| {
                let mut line = match &c.default {
                    Some(d) => format!("    `{}` {} {} {d}", c.name, c.ty, c.default_kind()),
                    None => format!("    `{}` {}", c.name, c.ty),
                };
                if !c.comment.is_empty() {
                    line.push_str(&format!(" COMMENT {}", crate::sql::quoted_text(&c.comment)));
                }
                if !c.codec.is_empty() {
                    line.push_str(&format!(" CODEC({})", c.codec));
                }
                line
            })
            .collect()
    }

    /// The statement that creates this table, as ClickHouse's `SHOW CREATE TABLE` and
    /// `system.tables.create_table_query` write it (`db.t`, `default` for a table of
    /// no database; names in backquotes where they are not plain identifiers).
    pub fn create_query(&self) -> String {
        let (db, table) = self.name.split_once('.').unwrap_or(("default", &self.name));
        if let Engine::View { query, .. } = &self.engine {
            let columns: Vec<String> = self
                .columns
                .iter()
                .map(|c| format!("    `{}` {}", c.name.replace('`', "``"), c.ty))
                .collect();
            return format!(
                "CREATE VIEW {}.{}\n(\n{}\n)\nAS {query}",
                sql_name(db),
                sql_name(table),
                columns.join(",\n"),
            );
        }
        let mut q = format!(
            "CREATE TABLE {}.{}\n(\n{}\n)\nENGINE = {}",
            sql_name(db),
            sql_name(table),
            self.column_lines().join(",\n"),
            // `Null` is a keyword: ClickHouse quotes the engine's name.
            match self.discards_rows() {
                true => "`Null`".to_string(),
                false => self.engine_clause(),
            }
        );
        let comment = match self.notes.comment.is_empty() {
            true => String::new(),
            false => format!("\nCOMMENT {}", crate::sql::quoted_text(&self.notes.comment)),
        };
        // A Memory or Log table shows no sorting key, and only the settings it was given.
        if self.notes.engine.is_some() {
            if !self.settings.is_empty() {
                let settings: Vec<String> = self
                    .settings
                    .iter()
                    .map(|(k, v)| format!("{k} = {v}"))
                    .collect();
                q.push_str(&format!("\nSETTINGS {}", settings.join(", ")));
            }
            return q + &comment;
        }
        if let Some(p) = &self.partition_by {
            q.push_str(&format!("\nPARTITION BY {p}"));
        }
        let key = |k: &String| match self.column(k).filter(|c| c.is_sort_key_expression()) {
            Some(_) => self.key_text(k),
            None => sql_name(k),
        };
        q.push_str(&match self.order_by.as_slice() {
            [] => "\nORDER BY tuple()".to_string(),
            [one] => format!("\nORDER BY {}", key(one)),
            keys => format!(
                "\nORDER BY ({})",
                keys.iter().map(key).collect::<Vec<_>>().join(", ")
            ),
        });
        if let Some(sample) = &self.notes.sample_by {
            q.push_str(&format!("\nSAMPLE BY {sample}"));
        }
        if !self.ttl.is_empty() {
            q.push_str(&format!("\nTTL {}", self.ttl_clause()));
        }
        if let Some(settings) = self.settings_clause() {
            q.push_str(&format!("\nSETTINGS {settings}"));
        }
        q + &comment
    }

    /// The engine's name as `system.tables.engine` shows it: the one the table was
    /// created with.
    /// Whether the table keeps no row (`ENGINE = Null`): an INSERT is checked and
    /// counted and writes nothing.
    pub fn discards_rows(&self) -> bool {
        self.notes.engine.as_deref() == Some("Null")
    }

    /// Whether, of two rows of one key, the first inserted stays (a Join table with one
    /// row per key, without `join_any_take_last_row = 1`), where a ReplacingMergeTree keeps the
    /// later (DESIGN §2.11). Every replica reads it from the same schema.
    pub fn keeps_first_row(&self) -> bool {
        self.engine.is_replacing() && self.notes.join.as_ref().is_some_and(|j| !j.take_last_row)
    }

    pub fn engine_name(&self) -> &str {
        match (&self.notes.join, &self.notes.engine) {
            (Some(_), _) => "Join",
            (None, Some(name)) => name,
            (None, None) => self.engine.name(),
        }
    }

    /// The engine clause as `SHOW CREATE TABLE` and `system.tables.engine_full` start it.
    pub fn engine_clause(&self) -> String {
        match &self.notes.engine {
            Some(name) => name.clone(),
            None => self.engine.clause(),
        }
    }

    /// The table's settings as ClickHouse shows them after `SETTINGS`: those the
    /// CREATE gave, in its order, then `index_granularity = 8192` unless it gave one (a
    /// MergeTree table always records it). `None` for a view.
    pub fn settings_clause(&self) -> Option<String> {
        if self.engine.is_view() {
            return None;
        }
        let mut settings: Vec<String> = self
            .settings
            .iter()
            .map(|(k, v)| format!("{k} = {v}"))
            .collect();
        if !self.settings.iter().any(|(k, _)| k == "index_granularity") {
            settings.push("index_granularity = 8192".to_string());
        }
        Some(settings.join(", "))
    }

    /// CRC-32 of the schema's encoding: what an `AddParts` names so that rows shaped
    /// for one table are never registered in another of the same name. The TTL and the
    /// settings do not shape rows, so `ALTER TABLE … MODIFY TTL` and `… MODIFY SETTING`
    /// leave it as it was (an INSERT in flight meanwhile is not refused).
    pub fn checksum(&self) -> u32 {
        if self.ttl.is_empty() && self.settings.is_empty() && *self.notes == TableNotes::default() {
            return crc32fast::hash(&crate::codec::encode(self));
        }
        let shape = TableSchema {
            ttl: vec![],
            settings: vec![],
            notes: Default::default(),
            ..self.clone()
        };
        crc32fast::hash(&crate::codec::encode(&shape))
    }

    /// The rules of the `TTL` clause, separated by commas (empty without one).
    pub fn ttl_clause(&self) -> String {
        self.ttl
            .iter()
            .map(TtlRule::clause)
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Checks names, duplicates, and that the sorting key names existing columns.
    pub fn validate(&self) -> Result<()> {
        validate_table_name(&self.name)?;
        if self.columns.is_empty() {
            return Err(Error::Invalid(format!(
                "table {} has no columns",
                self.name
            )));
        }
        let mut seen = std::collections::BTreeSet::new();
        for c in &self.columns {
            // A view's columns are its query's: any name a query gives (`count()`)
            // names one. No file is named after them.
            match self.engine.is_view() {
                true if c.name.is_empty() || c.name.len() > VIEW_COLUMN_NAME_BYTES_MAX => {
                    return Err(Error::Invalid(format!(
                        "a view's column name is 1 to {VIEW_COLUMN_NAME_BYTES_MAX} bytes, got {} bytes",
                        c.name.len()
                    )));
                }
                true => {}
                false => validate_column_name(&c.name)?,
            }
            if !seen.insert(c.name.as_str()) {
                return Err(Error::Invalid(format!("duplicate column {}", c.name)));
            }
        }
        for k in &self.order_by {
            let col = self
                .column(k)
                .ok_or_else(|| Error::Invalid(format!("ORDER BY names unknown column {k}")))?;
            let k = self.key_text(k);
            if col.ty.is_nullable() {
                return Err(Error::Invalid(format!(
                    "sorting key column {k} cannot be Nullable"
                )));
            }
            if !col.ty.is_scalar() {
                return Err(Error::Invalid(format!(
                    "sorting key column {k} has type {}; arrays, tuples and maps cannot be in the sorting key here",
                    col.ty
                )));
            }
        }
        if self.engine.is_view()
            && (!self.order_by.is_empty()
                || self.partition_by.is_some()
                || !self.settings.is_empty()
                || !self.ttl.is_empty()
                || self.columns.iter().any(|c| c.default.is_some()))
        {
            return Err(Error::Invalid(format!(
                "view {} takes no ORDER BY, PARTITION BY, TTL, SETTINGS or column defaults",
                self.name
            )));
        }
        if self.engine.is_replacing() && self.order_by.is_empty() {
            return Err(Error::Invalid(format!(
                "{} needs a sorting key: its rows replace rows of the same key (ORDER BY tuple() has none)",
                self.engine.name()
            )));
        }
        if let Some(v) = self.engine.version_column() {
            let col = self.column(v).ok_or_else(|| {
                Error::Invalid(format!(
                    "the version column {v} of {} is not a column of the table",
                    self.engine.name()
                ))
            })?;
            if !col.ty.is_version() {
                return Err(Error::Invalid(format!(
                    "the version column {v} has type {}; a version is an integer, Date, DateTime or DateTime64",
                    col.ty
                )));
            }
        }
        Ok(())
    }

    pub fn column(&self, name: &str) -> Option<&ColumnDef> {
        self.columns.iter().find(|c| c.name == name)
    }

    pub fn column_index(&self, name: &str) -> Option<usize> {
        self.columns.iter().position(|c| c.name == name)
    }

    /// The position of the version column of a replacing engine, if it names one.
    pub fn version_index(&self) -> Option<usize> {
        self.engine
            .version_column()
            .map(|v| self.column_index(v).expect("validated version column"))
    }

    /// How the sorting key's element `k` is written: the column's name, or the
    /// expression of a sorting key expression's column.
    pub fn key_text(&self, k: &str) -> String {
        match self.column(k) {
            Some(c) if c.is_sort_key_expression() => c.default.clone().unwrap_or_default(),
            _ => k.to_string(),
        }
    }

    /// The table as its columns are shown (`DESCRIBE`, `system.columns`): without the
    /// stored columns of sorting key expressions.
    pub fn shown_columns(&self) -> Vec<&ColumnDef> {
        self.columns
            .iter()
            .filter(|c| !c.is_sort_key_expression())
            .collect()
    }

    /// The positions of the sorting key's columns, in key order (validated when the
    /// table was created: every key column exists).
    pub fn sort_key(&self) -> Vec<usize> {
        self.order_by
            .iter()
            .map(|k| self.column_index(k).expect("validated sorting key"))
            .collect()
    }
}

use crate::sql::statement_name as sql_name;
