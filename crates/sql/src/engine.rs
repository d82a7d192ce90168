//! Statement dispatch: ClickHouse statements to commands (through the log) or to
//! DataFusion plans over a catalog snapshot.

use std::{
    sync::Arc,
    time::{SystemTime, UNIX_EPOCH},
};

use arrow::{
    array::{ArrayRef, RecordBatch, StringArray},
    compute::{cast_with_options, CastOptions},
    datatypes::{DataType, Field, Schema, SchemaRef},
};
use async_trait::async_trait;
use bytes::Bytes;
use datafusion::{
    catalog::MemorySchemaProvider,
    execution::SessionStateBuilder,
    prelude::{SessionConfig, SessionContext},
    sql::parser::Statement as DFStatement,
};
use maskhouse_store::{
    merge_policy::{MergePolicy, MergeTask, PartInfo},
    Store, TableState,
};
use maskhouse_types::{Command, CommandOutcome, TableSchema};
use sqlparser::ast::Statement;

use crate::{ddl, dialect, system, Error, ReplicaStatus, Result, SqlPredicates};

/// The command log as the SQL layer sees it.
#[async_trait]
pub trait Proposer: Send + Sync {
    /// Proposes a command; returns once it is committed and applied on this node.
    async fn propose(&self, command: Command) -> Result<CommandOutcome>;
    /// Waits until this node has applied everything committed before the call.
    async fn read_barrier(&self) -> Result<()>;
    fn status(&self) -> Vec<ReplicaStatus>;
}

/// Per-query settings (from `SETTINGS` or the URL).
#[derive(Clone, Debug)]
pub struct QuerySettings {
    pub apply_deleted_mask: bool,
}

impl Default for QuerySettings {
    fn default() -> Self {
        QuerySettings {
            apply_deleted_mask: true,
        }
    }
}

impl QuerySettings {
    pub fn set(&mut self, key: &str, value: &str) -> Result<()> {
        let flag = || match value {
            "0" | "false" => Ok(false),
            "1" | "true" => Ok(true),
            _ => Err(Error::bad(format!(
                "setting {key} takes 0 or 1, got {value:?}"
            ))),
        };
        match key {
            "apply_deleted_mask" => self.apply_deleted_mask = flag()?,
            // Every DELETE returns after its masks are visible here, which satisfies
            // each of ClickHouse's sync levels.
            "lightweight_deletes_sync" | "mutations_sync" => {
                if !matches!(value, "0" | "1" | "2") {
                    return Err(Error::bad(format!("setting {key} takes 0, 1 or 2")));
                }
            }
            "max_threads" | "max_execution_time" | "output_format_json_quote_64bit_integers" => {}
            other => return Err(Error::bad(format!("unknown setting {other}"))),
        }
        Ok(())
    }
}

/// What a statement returns.
pub enum Output {
    Rows {
        schema: SchemaRef,
        batches: Vec<RecordBatch>,
    },
    /// Nothing to show (DDL, INSERT, DELETE).
    Done,
}

/// Result of [`Engine::execute`]: the rows and the `FORMAT` named in the query, if any.
pub struct Executed {
    pub output: Output,
    pub format: Option<String>,
}

/// Executes ClickHouse SQL against the store.
pub struct Engine {
    pub(crate) store: Arc<Store>,
    pub(crate) proposer: Arc<dyn Proposer>,
    predicates: Arc<SqlPredicates>,
    policy: MergePolicy,
    scan_cache: Arc<crate::provider::ScanCache>,
    target_partitions: usize,
}

pub(crate) fn cast_strict(array: &ArrayRef, to: &DataType) -> Result<ArrayRef> {
    if array.data_type() == to {
        return Ok(array.clone());
    }
    let options = CastOptions {
        safe: false,
        ..Default::default()
    };
    cast_with_options(array, to, &options)
        .map_err(|e| Error::bad(format!("cannot convert {} to {to}: {e}", array.data_type())))
}

fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

impl Engine {
    pub fn new(
        store: Arc<Store>,
        proposer: Arc<dyn Proposer>,
        predicates: Arc<SqlPredicates>,
    ) -> Self {
        Engine {
            store,
            proposer,
            predicates,
            policy: MergePolicy::default(),
            scan_cache: Arc::default(),
            target_partitions: std::thread::available_parallelism().map_or(2, |n| n.get()),
        }
    }

    /// Executes one statement. `data` is the request body when the query came in the
    /// URL of an INSERT.
    pub async fn execute(
        &self,
        sql: &str,
        data: Option<Bytes>,
        mut settings: QuerySettings,
    ) -> Result<Executed> {
        let first = dialect::leading_words(sql, 2);
        let is_insert = first.first().is_some_and(|w| w == "INSERT");
        // A CREATE TABLE's SETTINGS belong to the table, not to the query.
        let is_create = first.first().is_some_and(|w| w == "CREATE");
        let clauses = dialect::split_clauses(sql, is_insert, is_create)?;
        let words = dialect::leading_words(&clauses.sql, 4);
        let w = |i: usize| words.get(i).map(String::as_str).unwrap_or("");
        for (k, v) in &clauses.settings {
            settings.set(k, v)?;
        }
        let sql = clauses.sql.as_str();
        let output = match (w(0), w(1)) {
            ("CREATE", "TABLE") => {
                let (schema, if_not_exists) = ddl::parse_create(sql)?;
                if let Some(p) = &schema.partition_by {
                    self.partition_expr(&schema, p)?;
                }
                self.expect_done(Command::CreateTable {
                    schema,
                    if_not_exists,
                })
                .await?;
                Output::Done
            }
            ("DROP", "TABLE") => {
                let if_exists = w(2) == "IF";
                let table = self.table_word(
                    sql,
                    if 2 + 2 * usize::from(if_exists) == 2 {
                        2
                    } else {
                        4
                    },
                )?;
                self.expect_done(Command::DropTable { table, if_exists })
                    .await?;
                Output::Done
            }
            ("TRUNCATE", _) => {
                let at = if w(1) == "TABLE" { 2 } else { 1 };
                let table = self.table_word(sql, at)?;
                self.existing(&table)?;
                self.expect_done(Command::TruncateTable { table }).await?;
                Output::Done
            }
            ("SHOW", "TABLES") => {
                self.proposer.read_barrier().await?;
                let names: Vec<String> = self.store.snapshot().tables.keys().cloned().collect();
                let schema = Arc::new(Schema::new(vec![Field::new("name", DataType::Utf8, false)]));
                let batch =
                    RecordBatch::try_new(schema.clone(), vec![Arc::new(StringArray::from(names))])?;
                Output::Rows {
                    schema,
                    batches: vec![batch],
                }
            }
            ("DESCRIBE" | "DESC", _) => {
                let at = if w(1) == "TABLE" { 2 } else { 1 };
                let table = self.table_word(sql, at)?;
                self.proposer.read_barrier().await?;
                describe(&self.existing(&table)?.schema)?
            }
            ("INSERT", _) => {
                self.insert(sql, clauses.format.as_deref(), clauses.inline_data, data)
                    .await?;
                Output::Done
            }
            ("DELETE", "FROM") => {
                self.delete(sql, false).await?;
                Output::Done
            }
            ("ALTER", "TABLE") => {
                self.alter(sql).await?;
                Output::Done
            }
            ("UPDATE", _) => return Err(Error::bad("UPDATE is not supported yet")),
            ("OPTIMIZE", "TABLE") => {
                let table = self.table_word(sql, 2)?;
                let final_ = words.iter().any(|x| x == "FINAL")
                    || sql.to_ascii_uppercase().ends_with("FINAL");
                self.optimize(&table, final_).await?;
                Output::Done
            }
            _ => self.select(sql, &settings).await?,
        };
        Ok(Executed {
            output,
            format: clauses.format.filter(|_| !is_insert),
        })
    }

    pub(crate) fn existing(&self, table: &str) -> Result<Arc<TableState>> {
        self.store
            .snapshot()
            .table(table)
            .cloned()
            .ok_or_else(|| Error::not_found(format!("table {table} does not exist")))
    }

    /// The identifier at word `at`, without a `default.` database prefix.
    pub(crate) fn table_word(&self, sql: &str, at: usize) -> Result<String> {
        let word = sql
            .split_whitespace()
            .nth(at)
            .ok_or_else(|| Error::bad("missing table name"))?
            .trim_end_matches(';');
        let word = word
            .strip_prefix("default.")
            .unwrap_or(word)
            .trim_matches('`');
        maskhouse_types::validate_identifier(word).map_err(|e| Error::bad(e.to_string()))?;
        Ok(word.to_string())
    }

    pub(crate) async fn expect_done(&self, command: Command) -> Result<CommandOutcome> {
        match self.proposer.propose(command).await? {
            CommandOutcome::Rejected(reason) if reason.contains("does not exist") => {
                Err(Error::not_found(reason))
            }
            CommandOutcome::Rejected(reason) => Err(Error::bad(reason)),
            other => Ok(other),
        }
    }

    fn context(&self, settings: &QuerySettings, sql: &str) -> Result<SessionContext> {
        let mut config = SessionConfig::new().with_target_partitions(self.target_partitions);
        config.options_mut().sql_parser.enable_ident_normalization = false;
        let state = SessionStateBuilder::new()
            .with_config(config)
            .with_default_features()
            .with_analyzer_rules(crate::literals::analyzer_rules())
            .build();
        let ctx = SessionContext::new_with_state(state);
        let snapshot = self.store.snapshot();
        for (name, table) in &snapshot.tables {
            ctx.register_table(
                name.as_str(),
                Arc::new(crate::MaskTable::new(
                    table.clone(),
                    settings.apply_deleted_mask,
                    self.scan_cache.clone(),
                )),
            )?;
        }
        if sql.contains("system.") || sql.contains("system .") {
            let catalog = ctx
                .catalog("datafusion")
                .ok_or_else(|| Error::internal("no default catalog"))?;
            catalog.register_schema("system", Arc::new(MemorySchemaProvider::new()))?;
            ctx.register_table("system.parts", system::parts(&snapshot)?)?;
            ctx.register_table("system.mutations", system::mutations(&snapshot)?)?;
            ctx.register_table("system.tables", system::tables(&snapshot)?)?;
            ctx.register_table(
                "system.replicas",
                system::replicas(&self.proposer.status(), &snapshot)?,
            )?;
        }
        Ok(ctx)
    }

    /// Plans and runs a query; the statement is already free of FORMAT and SETTINGS.
    pub(crate) async fn run_query(
        &self,
        statement: Statement,
        settings: &QuerySettings,
        sql: &str,
    ) -> Result<(SchemaRef, Vec<RecordBatch>)> {
        let ctx = self.context(settings, sql)?;
        let plan = ctx
            .state()
            .statement_to_plan(DFStatement::Statement(Box::new(statement)))
            .await?;
        let df = ctx.execute_logical_plan(plan).await?;
        let schema: SchemaRef = Arc::new(df.schema().as_arrow().clone());
        let batches = df.collect().await?;
        Ok((schema, batches))
    }

    async fn select(&self, sql: &str, settings: &QuerySettings) -> Result<Output> {
        let mut statement = dialect::parse_statement(sql)?;
        if !matches!(statement, Statement::Query(_) | Statement::Explain { .. }) {
            return Err(Error::bad(format!(
                "unsupported statement: {}",
                sql.split_whitespace().next().unwrap_or("")
            )));
        }
        dialect::rewrite_statement(&mut statement)?;
        self.proposer.read_barrier().await?;
        let (schema, batches) = self.run_query(statement, settings, sql).await?;
        Ok(Output::Rows { schema, batches })
    }

    async fn delete(&self, sql: &str, rewrite: bool) -> Result<()> {
        // DELETE FROM t WHERE e   |   ALTER TABLE t DELETE WHERE e
        let where_at = dialect::top_level_word_positions(sql)
            .into_iter()
            .find(|(_, w)| w.eq_ignore_ascii_case("WHERE"))
            .map(|(i, _)| i)
            .ok_or_else(|| {
                Error::bad("DELETE needs a WHERE clause (use TRUNCATE TABLE to remove every row)")
            })?;
        // The table is the third word of both forms.
        let table = self.table_word(&sql[..where_at], 2)?;
        let predicate = sql[where_at + "WHERE".len()..].trim().to_string();
        if predicate.is_empty() {
            return Err(Error::bad("DELETE needs a WHERE condition"));
        }
        let state = self.existing(&table)?;
        // A bad column or type is a 400 before anything is proposed (DESIGN §3).
        self.predicates.compile_checked(&state.schema, &predicate)?;
        let outcome = self
            .expect_done(Command::Delete {
                table: table.clone(),
                predicate,
                created_ms: now_ms(),
            })
            .await?;
        if let (true, CommandOutcome::Deleted { mutation, .. }) = (rewrite, outcome) {
            self.rewrite_parts(&table, |p| p.masks.iter().any(|m| m.mutation == mutation))
                .await?;
        }
        Ok(())
    }

    /// Rewrites each part that `pick` selects without its deleted rows, one merge of
    /// one part each.
    async fn rewrite_parts(
        &self,
        table: &str,
        pick: impl Fn(&maskhouse_store::ActivePart) -> bool,
    ) -> Result<()> {
        let picked: Vec<_> = self
            .existing(table)?
            .parts
            .values()
            .filter(|p| pick(p))
            .map(|p| p.name.clone())
            .collect();
        for p in picked {
            let command = Command::MergeParts {
                table: table.to_string(),
                parts: vec![p],
            };
            self.expect_done(command).await?;
        }
        Ok(())
    }

    async fn alter(&self, sql: &str) -> Result<()> {
        let words = dialect::leading_words(sql, 6);
        match words.get(3).map(String::as_str) {
            Some("DELETE") => self.delete(sql, true).await,
            Some("APPLY") if words.get(4).map(String::as_str) == Some("DELETED") => {
                let table = self.table_word(sql, 2)?;
                self.rewrite_parts(&table, |p| !p.mask.is_empty()).await
            }
            Some("UPDATE") => Err(Error::bad("ALTER TABLE … UPDATE is not supported yet")),
            _ => Err(Error::bad(
                "supported: ALTER TABLE t DELETE WHERE …, ALTER TABLE t APPLY DELETED MASK",
            )),
        }
    }

    async fn optimize(&self, table: &str, final_: bool) -> Result<()> {
        let state = self.existing(table)?;
        let infos: Vec<PartInfo> = state
            .parts
            .values()
            .map(|p| PartInfo {
                name: p.name.clone(),
                rows: p.meta.rows,
                live_rows: p.live_rows(),
                bytes: p.meta.bytes,
            })
            .collect();
        for task in self.policy.optimize(&infos, final_) {
            let command = match task {
                MergeTask::Drop(parts) => Command::DropParts {
                    table: table.to_string(),
                    parts,
                },
                MergeTask::Merge(parts) => Command::MergeParts {
                    table: table.to_string(),
                    parts,
                },
            };
            self.expect_done(command).await?;
        }
        Ok(())
    }
}

fn describe(schema: &TableSchema) -> Result<Output> {
    let n = schema.columns.len();
    let s = |v: Vec<String>| -> ArrayRef { Arc::new(StringArray::from(v)) };
    let empty = || vec![String::new(); n];
    let cols = vec![
        (
            "name",
            s(schema.columns.iter().map(|c| c.name.clone()).collect()),
        ),
        (
            "type",
            s(schema.columns.iter().map(|c| c.ty.to_string()).collect()),
        ),
        (
            "default_type",
            s(schema
                .columns
                .iter()
                .map(|c| {
                    if c.default.is_some() {
                        "DEFAULT".into()
                    } else {
                        String::new()
                    }
                })
                .collect()),
        ),
        (
            "default_expression",
            s(schema
                .columns
                .iter()
                .map(|c| c.default.clone().unwrap_or_default())
                .collect()),
        ),
        ("comment", s(empty())),
        ("codec_expression", s(empty())),
        ("ttl_expression", s(empty())),
    ];
    let out_schema = Arc::new(Schema::new(
        cols.iter()
            .map(|(n, _)| Field::new(*n, DataType::Utf8, false))
            .collect::<Vec<_>>(),
    ));
    let batch = RecordBatch::try_new(
        out_schema.clone(),
        cols.into_iter().map(|(_, a)| a).collect(),
    )?;
    Ok(Output::Rows {
        schema: out_schema,
        batches: vec![batch],
    })
}
