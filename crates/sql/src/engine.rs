//! Statement dispatch: ClickHouse statements to commands (through the log) or to
//! DataFusion plans over a catalog snapshot.

use std::sync::Arc;

use arrow::{
    array::{ArrayRef, AsArray, RecordBatch, StringArray},
    compute::{cast_with_options, CastOptions},
    datatypes::{DataType, Field, Schema, SchemaRef},
};
use async_trait::async_trait;
use datafusion::{
    common::{Column, TableReference},
    logical_expr::{cast, Expr, LogicalPlan, LogicalPlanBuilder},
    prelude::SessionContext,
    sql::parser::Statement as DFStatement,
};
use maskhouse_store::{merge_policy::MergePolicy, Store, TableState};
use maskhouse_types::{Command, CommandOutcome, StagedPart, SubqueryLimits, TableSchema};
use sqlparser::ast::Statement as Ast;

pub(crate) use crate::settings::{QuerySettings, ReadConsistency, SyncLevel};
use crate::{
    dialect,
    limits::ResultLimit,
    statement::{Classified, Statement},
    system,
    trivial_count::TrivialCount,
    Error, InsertData, ReplicaStatus, Result, SqlPredicates,
};

/// The replicated command log as the SQL layer sees it.
#[async_trait]
pub trait Proposer: Send + Sync {
    /// Proposes a command; returns once it is committed and applied on this node.
    async fn propose(&self, command: Command) -> Result<CommandOutcome>;
    /// Proposes a command and returns once `sync` holds: committed (`Committed`),
    /// applied here (`Local`), or applied on every replica (`All`).
    async fn propose_synced(&self, command: Command, sync: SyncLevel) -> Result<CommandOutcome>;
    /// Waits until this node has applied everything committed before the call.
    async fn read_barrier(&self) -> Result<()>;
    /// Makes staged parts durable on a majority before their `AddParts` is proposed.
    async fn replicate(&self, parts: &[StagedPart]) -> Result<()>;
    /// Every replica's state, for system.replicas.
    async fn replicas(&self) -> Vec<ReplicaStatus>;
    /// Adds a node to the running cluster; returns once it is a voter.
    async fn add_replica(&self, id: u64, interserver: &str) -> Result<()>;
    /// Removes a node from the cluster.
    async fn drop_replica(&self, id: u64) -> Result<()>;
    /// Whether this node leads the cluster now (background work runs on the leader).
    fn is_leader(&self) -> bool;
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

/// Result of [`Engine::execute`]: the rows, the `FORMAT` named in the query, if any,
/// and the settings it ran with (the request's and its own `SETTINGS`), which decide
/// how the answer is written.
pub struct Executed {
    pub output: Output,
    pub format: Option<String>,
    /// Where the statement stands in the log: for an INSERT or DELETE the index of
    /// its entry, for a query the applied index of the state it read (every entry up
    /// to it and none after). `None` for other statements.
    pub log_index: Option<u64>,
    pub settings: QuerySettings,
    /// `WITH TOTALS`: the totals row, which the formats write after the rows.
    pub totals: Option<RecordBatch>,
    /// `extremes = 1`: each column's smallest and largest value of the result (two
    /// rows), which the formats write after the rows and totals.
    pub extremes: Option<RecordBatch>,
}

/// Executes ClickHouse SQL against the store.
pub struct Engine {
    pub(crate) store: Arc<Store>,
    pub(crate) proposer: Arc<dyn Proposer>,
    pub(crate) predicates: Arc<SqlPredicates>,
    pub(crate) policy: MergePolicy,
    scan_cache: Arc<crate::ScanCache>,
    target_partitions: usize,
    /// The server's limits on a DELETE predicate's subqueries; a query may lower them.
    pub(crate) subquery_limits: SubqueryLimits,
    /// When this node last swept each table's TTL (see [`crate::ttl`]).
    pub(crate) ttl_sweeps: crate::ttl::Sweeps,
    /// Decoded rows a streamed INSERT holds at once (see `insert_by_blocks`).
    pub(crate) insert_block_bytes: usize,
    /// Where queries execute, when not on the caller's runtime (see
    /// [`Engine::with_query_runtime`]).
    query_runtime: Option<tokio::runtime::Handle>,
}

/// A query running on the query runtime, stopped when the statement that waits for it
/// is dropped (its client went away, or `max_execution_time` passed).
struct AbortOnDrop<T>(tokio::task::JoinHandle<Result<T>>);

impl<T> Drop for AbortOnDrop<T> {
    fn drop(&mut self) {
        self.0.abort();
    }
}

impl<T> std::future::Future for AbortOnDrop<T> {
    type Output = Result<T>;

    fn poll(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<Result<T>> {
        std::pin::Pin::new(&mut self.0)
            .poll(cx)
            .map(|joined| match joined {
                Ok(result) => result,
                Err(e) if e.is_panic() => Err(Error::internal(format!("the query panicked: {e}"))),
                Err(e) => Err(Error::internal(format!("the query was stopped: {e}"))),
            })
    }
}

/// The table column type of a value of `field`: the type the binary formats name it
/// by (a declared type the field carries, an Enum, a UUID …, winning), `Nullable`
/// where the field is, unless it is a sorting key column (`key`).
pub(crate) fn column_type_of(
    field: &arrow::datatypes::Field,
    key: bool,
) -> Result<maskhouse_types::ColumnType> {
    use maskhouse_types::ColumnType;
    let declared = crate::wire::declared_type(field).map(|t| match t {
        ColumnType::Nullable(inner) => *inner,
        t => t,
    });
    let named = crate::wire::ChType::of_field(&field.clone().with_nullable(false));
    let ty = declared.or_else(|| {
        named
            .ok()
            .and_then(|t| ColumnType::parse(&t.to_string()).ok())
    });
    let ty = ty.ok_or_else(|| {
        Error::bad(format!(
            "column {} of the query has type {}, which no table column has",
            field.name(),
            crate::functions::type_name(field)
        ))
    })?;
    Ok(if field.is_nullable() && !key && ty.is_scalar() {
        ColumnType::Nullable(Box::new(ty))
    } else {
        ty
    })
}

/// `array` converted to `to` as a write into a column of that type converts it: a
/// value that does not fit is an error (never NULL), text is read as ClickHouse writes
/// values (arrays, tuples and maps in their text form), tuples convert by position.
pub fn cast_strict(array: &ArrayRef, to: &DataType) -> Result<ArrayRef> {
    if array.data_type() == to {
        return Ok(array.clone());
    }
    // Dates and times as ClickHouse reads them (`2017/1/2`, `2017-01-02 1:2:3`).
    if matches!(
        array.data_type(),
        DataType::Utf8 | DataType::Utf8View | DataType::LargeUtf8
    ) && matches!(to, DataType::Date32 | DataType::Timestamp(..))
    {
        let normalized = crate::date_text::normalized(array);
        if !Arc::ptr_eq(&normalized, array) {
            return cast_strict(&normalized, to);
        }
    }
    // Text formats carry arrays, tuples and maps as ClickHouse writes them: `[1,2]`,
    // `['a','b']`, `(1,'a')`, `{'a':1}`.
    match (array.data_type(), to) {
        (DataType::Utf8, DataType::List(element)) => {
            return crate::array_text::parse(array.as_string::<i32>(), element)
        }
        (DataType::Utf8, DataType::Struct(fields)) => {
            return crate::array_text::parse_tuple(array.as_string::<i32>(), fields)
        }
        (DataType::Utf8, DataType::Map(entries, _)) => {
            return crate::array_text::parse_map(array.as_string::<i32>(), entries)
        }
        // A tuple converts element by element, by position (as ClickHouse's CAST).
        (DataType::Struct(from), DataType::Struct(fields)) if from.len() == fields.len() => {
            let tuple = array.as_struct();
            let columns = tuple
                .columns()
                .iter()
                .zip(fields.iter())
                .map(|(c, f)| cast_strict(c, f.data_type()))
                .collect::<Result<Vec<_>>>()?;
            return arrow::array::StructArray::try_new(
                fields.clone(),
                columns,
                arrow::array::Array::nulls(tuple).cloned(),
            )
            .map(|a| Arc::new(a) as ArrayRef)
            .map_err(|e| Error::bad(format!("cannot convert a tuple: {e}")));
        }
        (DataType::Struct(from), DataType::Struct(fields)) => {
            return Err(Error::bad(format!(
                "cannot convert a tuple of {} elements to one of {}",
                from.len(),
                fields.len()
            )))
        }
        // A map converts its keys and its values.
        (DataType::Map(..), DataType::Map(entries, sorted)) => {
            let map = array.as_map();
            let DataType::Struct(kv) = entries.data_type() else {
                return Err(Error::internal("a map's entries are not a struct"));
            };
            let pairs = arrow::array::StructArray::try_new(
                kv.clone(),
                vec![
                    cast_strict(map.keys(), kv[0].data_type())?,
                    cast_strict(map.values(), kv[1].data_type())?,
                ],
                None,
            )
            .map_err(|e| Error::bad(format!("cannot convert a map: {e}")))?;
            return arrow::array::MapArray::try_new(
                entries.clone(),
                map.offsets().clone(),
                pairs,
                arrow::array::Array::nulls(map).cloned(),
                *sorted,
            )
            .map(|a| Arc::new(a) as ArrayRef)
            .map_err(|e| Error::bad(format!("cannot convert a map: {e}")));
        }
        // An array's elements convert as values do (tuples by position).
        (DataType::List(_), DataType::List(element))
            if !matches!(element.data_type(), DataType::List(_))
                && matches!(element.data_type(), DataType::Struct(_) | DataType::Map(..)) =>
        {
            let list = array.as_list::<i32>();
            return arrow::array::ListArray::try_new(
                element.clone(),
                list.offsets().clone(),
                cast_strict(list.values(), element.data_type())?,
                arrow::array::Array::nulls(list).cloned(),
            )
            .map(|a| Arc::new(a) as ArrayRef)
            .map_err(|e| Error::bad(format!("cannot convert an array: {e}")));
        }
        _ => {}
    }
    let options = CastOptions {
        safe: false,
        ..Default::default()
    };
    // ClickHouse cuts the digits past a Decimal's scale where Arrow rounds them.
    let cut;
    let array = match (array.data_type(), to) {
        (
            DataType::Float32
            | DataType::Float64
            | DataType::Utf8
            | DataType::LargeUtf8
            | DataType::Utf8View
            | DataType::Decimal128(..),
            DataType::Decimal128(_, scale),
        ) if *scale >= 0
            && !matches!(array.data_type(), DataType::Decimal128(_, s) if s <= scale) =>
        {
            cut = decimal_text_cut(array, *scale as usize)?;
            &cut
        }
        _ => array,
    };
    // A narrow integer has no direct cast to a date or a time in Arrow: through Int64
    // (and Int32 for a Date32), as ClickHouse reads any integer as days or seconds.
    let widened;
    let array = match (array.data_type(), to) {
        (from, DataType::Date32 | DataType::Date64 | DataType::Timestamp(..))
            if from.is_integer() && !arrow::compute::can_cast_types(from, to) =>
        {
            let wide = cast_with_options(array, &DataType::Int64, &options)
                .map_err(|e| Error::bad(format!("cannot convert {from} to {to}: {e}")))?;
            widened = match to {
                DataType::Date32 => cast_with_options(&wide, &DataType::Int32, &options)
                    .map_err(|e| Error::bad(format!("cannot convert {from} to {to}: {e}")))?,
                _ => wide,
            };
            &widened
        }
        _ => array,
    };
    cast_with_options(array, to, &options)
        .map_err(|e| Error::bad(format!("cannot convert {} to {to}: {e}", array.data_type())))
}

/// `array` as text with at most `scale` digits after the point, the rest cut (not
/// rounded), as ClickHouse reads a number into a Decimal: `1.239` is `1.23` at scale 2.
/// A float is written in its shortest form first (`0.29`, not `0.28999…`; never with
/// an exponent), as the literal it came from, and text with an exponent (`1e-6`) is
/// written out in digits. Text that is not a number is left as it is.
fn decimal_text_cut(array: &ArrayRef, scale: usize) -> Result<ArrayRef> {
    let text: ArrayRef = match array.data_type() {
        DataType::Float64 => Arc::new(
            array
                .as_primitive::<arrow::datatypes::Float64Type>()
                .iter()
                .map(|v| v.map(|v| format!("{v}")))
                .collect::<arrow::array::StringArray>(),
        ),
        DataType::Float32 => Arc::new(
            array
                .as_primitive::<arrow::datatypes::Float32Type>()
                .iter()
                .map(|v| v.map(|v| format!("{v}")))
                .collect::<arrow::array::StringArray>(),
        ),
        _ => cast_with_options(array, &DataType::Utf8, &CastOptions::default()).map_err(|e| {
            Error::bad(format!("cannot convert {} to text: {e}", array.data_type()))
        })?,
    };
    let cut: arrow::array::StringArray = text
        .as_string::<i32>()
        .iter()
        .map(|v| v.map(|s| decimal_digits(s.trim(), scale).unwrap_or_else(|| s.to_string())))
        .collect();
    Ok(Arc::new(cut))
}

/// A decimal number written `[±]digits[.digits][e±n]` as plain digits with at most
/// `scale` of them after the point (the rest cut); `None` for other text.
fn decimal_digits(text: &str, scale: usize) -> Option<String> {
    let (sign, unsigned) = match text.strip_prefix('-') {
        Some(rest) => ("-", rest),
        None => ("", text.strip_prefix('+').unwrap_or(text)),
    };
    let (mantissa, exponent) = match unsigned.split_once(['e', 'E']) {
        Some((m, e)) => (m, e.parse::<i32>().ok()?),
        None => (unsigned, 0),
    };
    let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if (whole.is_empty() && fraction.is_empty()) || !digits(whole) || !digits(fraction) {
        return None;
    }
    // The digits and where the point stands among them, moved by the exponent.
    let all: String = [whole, fraction].concat();
    let point = whole.len() as i64 + i64::from(exponent);
    if !(-1000..=1000).contains(&point) {
        return None;
    }
    let (whole, fraction) = if point <= 0 {
        (
            String::from("0"),
            "0".repeat(point.unsigned_abs() as usize) + &all,
        )
    } else if point as usize >= all.len() {
        (
            all.clone() + &"0".repeat(point as usize - all.len()),
            String::new(),
        )
    } else {
        (
            all[..point as usize].to_string(),
            all[point as usize..].to_string(),
        )
    };
    let whole = if whole.is_empty() {
        "0".to_string()
    } else {
        whole
    };
    let fraction = &fraction[..fraction.len().min(scale)];
    Some(if fraction.is_empty() {
        format!("{sign}{whole}")
    } else {
        format!("{sign}{whole}.{fraction}")
    })
}

fn now_ms() -> u64 {
    maskhouse_types::clock::now_ms()
}

impl Engine {
    pub fn new(
        store: Arc<Store>,
        proposer: Arc<dyn Proposer>,
        predicates: Arc<SqlPredicates>,
    ) -> Self {
        crate::scalar::mark_start();
        let scan_cache = Arc::new(crate::ScanCache::with_columns(store.scan_columns().clone()));
        Engine {
            store,
            proposer,
            predicates,
            policy: MergePolicy::default(),
            scan_cache,
            target_partitions: std::thread::available_parallelism().map_or(2, |n| n.get()),
            subquery_limits: SubqueryLimits::DEFAULT,
            insert_block_bytes: crate::INSERT_BLOCK_BYTES,
            query_runtime: None,
            ttl_sweeps: Default::default(),
        }
    }

    /// The same engine executing queries (planning, scans, joins, aggregation) on
    /// `runtime` rather than on the runtime that calls it. A scan keeps the threads it
    /// runs on busy for as long as it takes; on the runtime that also carries consensus
    /// and apply, every other task of the node would wait for it, and a linearizable
    /// read on that node waits for the apply it delayed.
    pub fn with_query_runtime(mut self, runtime: tokio::runtime::Handle) -> Self {
        self.query_runtime = Some(runtime);
        self
    }

    /// The same engine holding `bytes` of decoded rows at once in a streamed INSERT.
    pub fn with_insert_block_bytes(mut self, bytes: usize) -> Self {
        self.insert_block_bytes = bytes.max(1);
        self
    }

    /// The same engine with the server's `limits` on a DELETE predicate's subqueries.
    pub fn with_subquery_limits(mut self, limits: SubqueryLimits) -> Self {
        self.subquery_limits = limits;
        self
    }

    pub fn store(&self) -> &Arc<Store> {
        &self.store
    }

    /// Executes one classified statement. `data` is the request body when an INSERT's
    /// data did not come in the statement.
    pub async fn execute(
        &self,
        classified: Classified,
        data: Option<InsertData>,
        mut settings: QuerySettings,
    ) -> Result<Executed> {
        // `SET` applies to this statement alone: there are no sessions.
        let set = match &classified.statement {
            Statement::Set(list) => list.as_slice(),
            _ => &[],
        };
        for (k, v) in classified.settings.iter().chain(set) {
            settings.set(k, v)?;
        }
        // A statement outside a session has one of its own (its temporary tables go
        // with it).
        if settings.session.is_none() {
            settings.session = Some(crate::temporary::Session::single());
        }
        let settings = &settings;
        let cut_by_settings = classified.cut_by_settings;
        // Checked for every statement, as ClickHouse checks a setting's constraint.
        let subquery_limits = crate::subquery::limits(&self.subquery_limits, settings)?;
        let mut statement = classified.statement;
        if settings.database != "default" && self.known_database(&settings.database).is_err() {
            // Created a moment ago, perhaps, on a replica this one has not caught up with.
            self.barrier(settings).await?;
            self.known_database(&settings.database)?;
        }
        statement.resolve_tables(&settings.database);
        // What readonly refuses is decided by the same classification that runs it.
        if !statement.is_read() {
            writable(settings)?;
        }
        // `DROP TABLE t` of the session's temporary table `t` is not DDL either.
        let drops_temporary = matches!(&statement, Statement::DropTable { table, .. } if temporary(settings, table).is_some());
        if !settings.allow_ddl && statement.is_ddl() && !drops_temporary {
            return Err(crate::settings::ddl_prohibited());
        }
        // A mutation is evaluated by every replica, which has no session: its
        // expressions may not read this session's temporary tables.
        if let Some(name) = temporary_in_expressions(&statement, settings) {
            return Err(Error::bad(format!(
                "Temporary table {name} cannot be read by a DELETE or UPDATE: every replica evaluates it, and temporary tables are this session's on this node alone. (NOT_IMPLEMENTED)"
            ))
            .with_code(maskhouse_types::codes::NOT_IMPLEMENTED));
        }
        if let Some(table) = changed_table(&statement) {
            if temporary(settings, table).is_some() {
                return Err(Error::bad(format!(
                    "Temporary table {table} takes INSERT, SELECT, TRUNCATE and DROP only. (NOT_IMPLEMENTED)"
                ))
                .with_code(maskhouse_types::codes::NOT_IMPLEMENTED));
            }
        }
        let is_insert = matches!(statement, Statement::Insert(_));
        let mut log_index = None;
        let mut totals = None;
        let mut extremes = None;
        // A query's result is limited as it streams (`run_query`); the other results
        // are limited here.
        let streamed = matches!(
            statement,
            Statement::Query(_) | Statement::ShowTablesFrom { .. }
        );
        let run = async {
            Ok::<_, Error>(match statement {
                Statement::CreateTable {
                    schema,
                    if_not_exists,
                    as_select,
                    like,
                    temporary: true,
                    ..
                } => {
                    self.create_temporary(schema, if_not_exists, as_select, like, settings)
                        .await?
                }
                Statement::CreateTable {
                    mut schema,
                    if_not_exists,
                    or_replace,
                    as_select,
                    like,
                    temporary: false,
                    untyped,
                } => {
                    // The stored columns of the statement's own sorting key
                    // expressions, kept whatever columns the table takes.
                    let key_expressions: Vec<maskhouse_types::ColumnDef> = schema
                        .columns
                        .iter()
                        .filter(|c| c.is_sort_key_expression())
                        .cloned()
                        .collect();
                    if let Some(like) = like {
                        self.barrier(settings).await?;
                        let source = self.existing(&like.table)?;
                        if source.schema.engine.is_view() && !like.own_engine {
                            return Err(Error::bad(format!(
                                "Cannot CREATE a table AS {}, it is a View. (INCORRECT_QUERY)",
                                qualified(&like.table)
                            ))
                            .with_code(maskhouse_types::codes::INCORRECT_QUERY));
                        }
                        schema.columns = source.schema.columns.clone();
                        if !key_expressions.is_empty() {
                            schema.columns.retain(|c| !c.is_sort_key_expression());
                            schema.columns.extend(key_expressions.iter().cloned());
                        }
                        // A Memory, Log, Null or Join table's engine, taken from the
                        // other table, takes no keys, TTL or sample (and a Join's no
                        // settings but its own), as when it is named.
                        let inherits_unsorted =
                            !like.own_engine && source.schema.notes.engine.is_some();
                        let given_clauses = !schema.order_by.is_empty()
                            || schema.partition_by.is_some()
                            || !schema.ttl.is_empty()
                            || schema.notes.sample_by.is_some()
                            || (source.schema.notes.join.is_some() && !schema.settings.is_empty());
                        if inherits_unsorted && given_clauses {
                            return Err(Error::bad(format!(
                                "Engine {} doesn't support PARTITION BY, PRIMARY KEY, ORDER BY, TTL, SAMPLE BY or other SETTINGS (BAD_ARGUMENTS)",
                                source.schema.engine_name()
                            ))
                            .with_code(maskhouse_types::codes::BAD_ARGUMENTS));
                        }
                        // As ClickHouse: the other table's engine unless one is given,
                        // and each clause the statement leaves out.
                        if !like.own_engine {
                            schema.engine = source.schema.engine.clone();
                            schema.notes.engine = source.schema.notes.engine.clone();
                            schema.notes.join = source.schema.notes.join.clone();
                        }
                        // A Memory or Log table given its own engine takes no key,
                        // partitioning or MergeTree settings from the other table.
                        let unsorted = like.own_engine && schema.notes.engine.is_some();
                        if schema.order_by.is_empty() && !unsorted {
                            schema.order_by = source.schema.order_by.clone();
                        }
                        if schema.partition_by.is_none() && !unsorted {
                            schema.partition_by = source.schema.partition_by.clone();
                        }
                        if schema.settings.is_empty() && !unsorted {
                            schema.settings = source.schema.settings.clone();
                        }
                        // The other table's key expressions, where this table's key
                        // is another, are not its columns.
                        let order_by = schema.order_by.clone();
                        schema
                            .columns
                            .retain(|c| !c.is_sort_key_expression() || order_by.contains(&c.name));
                        if schema.ttl.is_empty() && !like.own_engine {
                            schema.ttl = source.schema.ttl.clone();
                        }
                        if schema.notes.sample_by.is_none() && !like.own_engine {
                            schema.notes.sample_by = source.schema.notes.sample_by.clone();
                        }
                        schema.validate().map_err(|e| Error::bad(e.to_string()))?;
                    }
                    let mut fill = as_select;
                    if let Some(query) = &fill {
                        self.barrier(settings).await?;
                        if schema.columns.iter().all(|c| c.is_sort_key_expression()) {
                            schema.columns = self.columns_of(query, &schema, settings).await?;
                            schema.columns.extend(key_expressions.iter().cloned());
                        }
                        if !untyped.is_empty() {
                            self.infer_types(&mut schema, &untyped)?;
                        }
                        schema.validate().map_err(|e| Error::bad(e.to_string()))?;
                        crate::ddl::no_virtual_names(&schema)?;
                        // `IF NOT EXISTS` of a table that exists inserts nothing.
                        if if_not_exists && self.store.snapshot().table(&schema.name).is_some() {
                            fill = None;
                        }
                    }
                    if fill.is_none() && !untyped.is_empty() {
                        self.infer_types(&mut schema, &untyped)?;
                        schema.validate().map_err(|e| Error::bad(e.to_string()))?;
                    }
                    if let Some(p) = &schema.partition_by {
                        self.partition_expr(&schema, p)?;
                    }
                    self.check_ttl(&schema)?;
                    crate::sample::check(&schema)?;
                    if let Some((db, _)) = schema.name.split_once('.') {
                        if self.known_database(db).is_err() {
                            self.barrier(settings).await?;
                            self.known_database(db)?;
                        }
                    }
                    let table = schema.name.clone();
                    let command = match or_replace {
                        true => Command::ReplaceTable { schema },
                        false => Command::CreateTable {
                            schema,
                            if_not_exists,
                        },
                    };
                    self.expect_done(command, &table).await?;
                    if let Some(query) = fill {
                        let insert = crate::statement::Insert {
                            table,
                            columns: vec![],
                            source: crate::statement::InsertSource::Query(query),
                        };
                        log_index = self.insert(insert, None, settings).await?;
                    }
                    Output::Done
                }
                Statement::CreateView {
                    name,
                    columns,
                    query,
                    if_not_exists,
                    or_replace,
                } => {
                    self.barrier(settings).await?;
                    if let Some((db, _)) = name.split_once('.') {
                        self.known_database(db)?;
                    }
                    if if_not_exists && self.store.snapshot().table(&name).is_some() {
                        return Ok(Output::Done);
                    }
                    let query = crate::views::stored_query(&query, &columns);
                    let mut schema = TableSchema {
                        name: name.clone(),
                        columns: vec![],
                        order_by: vec![],
                        partition_by: None,
                        engine: maskhouse_types::Engine::View {
                            query: query.clone(),
                            database: settings.database.clone(),
                        },
                        settings: vec![],
                        ttl: vec![],
                        notes: Default::default(),
                    };
                    // Planned now, in the database its names are read in: a query that
                    // does not plan fails here, and the plan gives the view's columns.
                    let Ast::Query(parsed) = dialect::parse_statement(&query)? else {
                        return Err(Error::bad("a view holds one query"));
                    };
                    // Without the session: a view is in the replicated catalog, and
                    // reads no temporary table.
                    let replicated = QuerySettings {
                        session: None,
                        ..settings.clone()
                    };
                    schema.columns = self.columns_of(&parsed, &schema, &replicated).await?;
                    schema.validate().map_err(|e| Error::bad(e.to_string()))?;
                    let command = match or_replace {
                        true => Command::ReplaceTable { schema },
                        false => Command::CreateTable {
                            schema,
                            if_not_exists,
                        },
                    };
                    self.expect_done(command, &name).await?;
                    Output::Done
                }
                Statement::DropView { name, if_exists } => {
                    self.barrier(settings).await?;
                    match self.store.snapshot().table(&name) {
                        Some(t) if !t.schema.engine.is_view() => {
                            return Err(Error::bad(format!(
                                "Table {name} is not a View. (INCORRECT_QUERY)"
                            ))
                            .with_code(maskhouse_types::codes::INCORRECT_QUERY))
                        }
                        None if if_exists => return Ok(Output::Done),
                        _ => {}
                    }
                    self.expect_done(
                        Command::DropTable {
                            table: name.clone(),
                            if_exists,
                        },
                        &name,
                    )
                    .await?;
                    Output::Done
                }
                Statement::CreateDatabase {
                    name,
                    if_not_exists,
                } => {
                    let outcome = self
                        .proposer
                        .propose(Command::CreateDatabase {
                            name: name.clone(),
                            if_not_exists,
                        })
                        .await?;
                    if let CommandOutcome::Rejected(reason) = outcome {
                        let exists = self.store.snapshot().databases.contains(&name);
                        return Err(match exists {
                            true => Error::bad(format!("{reason}. (DATABASE_ALREADY_EXISTS)"))
                                .with_code(maskhouse_types::codes::DATABASE_ALREADY_EXISTS),
                            false => Error::bad(reason),
                        });
                    }
                    Output::Done
                }
                Statement::DropDatabase { name, if_exists } => {
                    let outcome = self
                        .proposer
                        .propose(Command::DropDatabase {
                            name: name.clone(),
                            if_exists,
                        })
                        .await?;
                    if let CommandOutcome::Rejected(reason) = outcome {
                        let exists = self.store.snapshot().databases.contains(&name);
                        return Err(match exists {
                            false => unknown_database(&name),
                            true => Error::bad(reason),
                        });
                    }
                    Output::Done
                }
                Statement::Use { database } => {
                    self.barrier(settings).await?;
                    self.known_database(&database)?;
                    Output::Done
                }
                Statement::DropTable {
                    table,
                    if_exists,
                    temporary: only,
                } if only || temporary(settings, &table).is_some() => {
                    let dropped = temporary(settings, &table)
                        .is_some_and(|(session, name)| session.drop_table(name));
                    if !dropped && !if_exists {
                        return Err(Error::not_found(format!(
                            "Temporary table {table} does not exist. (UNKNOWN_TABLE)"
                        ))
                        .with_code(maskhouse_types::codes::UNKNOWN_TABLE));
                    }
                    Output::Done
                }
                Statement::DropTable {
                    table, if_exists, ..
                } => {
                    self.expect_done(
                        Command::DropTable {
                            table: table.clone(),
                            if_exists,
                        },
                        &table,
                    )
                    .await?;
                    Output::Done
                }
                Statement::Truncate { table } if temporary(settings, &table).is_some() => {
                    if let Some((session, name)) = temporary(settings, &table) {
                        session.truncate(name);
                    }
                    Output::Done
                }
                Statement::Truncate { table } => {
                    self.barrier(settings).await?;
                    self.writable_table(&table, "Truncate is not supported")?;
                    self.expect_done(
                        Command::TruncateTable {
                            table: table.clone(),
                        },
                        &table,
                    )
                    .await?;
                    Output::Done
                }
                Statement::ShowTables => {
                    self.barrier(settings).await?;
                    // The current database's tables.
                    let names: Vec<String> = self
                        .store
                        .snapshot()
                        .tables
                        .keys()
                        .map(|t| crate::system::database_of(t))
                        .filter(|(db, _)| *db == settings.database)
                        .map(|(_, t)| t.to_string())
                        .collect();
                    let schema =
                        Arc::new(Schema::new(vec![Field::new("name", DataType::Utf8, false)]));
                    let batch = RecordBatch::try_new(
                        schema.clone(),
                        vec![Arc::new(StringArray::from(names))],
                    )?;
                    Output::Rows {
                        schema,
                        batches: vec![batch],
                    }
                }
                Statement::Describe { table } if temporary(settings, &table).is_some() => {
                    // Dropped a moment ago by another request of the session, perhaps.
                    let schema = temporary(settings, &table)
                        .and_then(|(session, name)| session.schema(name))
                        .ok_or_else(|| {
                            Error::not_found(format!("Temporary table {table} does not exist"))
                        })?;
                    describe(&schema)?
                }
                Statement::Describe { table } => {
                    self.barrier(settings).await?;
                    describe(&self.existing(&table)?.schema)?
                }
                Statement::ShowCreate { table } => {
                    let shown = temporary(settings, &table)
                        .and_then(|(session, name)| Some((name, session.schema(name)?)));
                    let query = match shown {
                        Some((name, schema)) => crate::temporary::create_query(name, &schema),
                        None => {
                            self.barrier(settings).await?;
                            self.existing(&table)?.schema.create_query()
                        }
                    };
                    let schema = Arc::new(Schema::new(vec![Field::new(
                        "statement",
                        DataType::Utf8,
                        false,
                    )]));
                    let batch = RecordBatch::try_new(
                        schema.clone(),
                        vec![Arc::new(StringArray::from(vec![query]))],
                    )?;
                    Output::Rows {
                        schema,
                        batches: vec![batch],
                    }
                }
                // The target is decided once: a temporary table of the session, or
                // the table of the catalog. Writes to the catalog check the table
                // against this replica's state: first it catches up with everything
                // acknowledged anywhere (DESIGN §2.4).
                Statement::Insert(insert) => {
                    let target = temporary(settings, &insert.table)
                        .map(|(session, name)| (session.clone(), name.to_string()));
                    match target {
                        Some((session, name)) => {
                            self.insert_temporary(
                                &session,
                                &name,
                                insert.columns,
                                insert.source,
                                data,
                                settings,
                            )
                            .await?;
                        }
                        None => {
                            self.barrier(settings).await?;
                            self.writable_table(&insert.table, "Method write is not supported")?;
                            log_index = self.insert(insert, data, settings).await?;
                        }
                    }
                    Output::Done
                }
                // A DELETE or an UPDATE is checked against this replica's state, and
                // catches up only when that check fails (`check_mutation`).
                statement @ (Statement::Delete { .. }
                | Statement::AlterDelete { .. }
                | Statement::Update { .. }
                | Statement::AlterApplyDeletedMask { .. }) => {
                    log_index = self.mutate(statement, settings, subquery_limits).await?;
                    Output::Done
                }
                // The commands of one ALTER, in order, except that `UPDATE _row_exists
                // = 0` (a lightweight DELETE) waits behind the DELETEs that follow it:
                // those rewrite their parts, and ClickHouse's mutation writes the new
                // `_row_exists` into the rewritten part. Both only remove rows, so
                // the rows left are the same in either order; an UPDATE or APPLY
                // DELETED MASK that follows keeps its place after them.
                Statement::AlterList { commands, .. } => {
                    // A command the table refuses refuses the whole ALTER, before any
                    // of it runs.
                    for command in &commands {
                        self.not_a_view(command)?;
                    }
                    let mut deferred = Vec::new();
                    for command in commands {
                        match command {
                            c @ Statement::Delete { .. } => deferred.push(c),
                            c @ Statement::AlterDelete { .. } => {
                                log_index =
                                    self.mutate(c, settings, subquery_limits.clone()).await?;
                            }
                            c => {
                                for d in deferred.drain(..) {
                                    log_index =
                                        self.mutate(d, settings, subquery_limits.clone()).await?;
                                }
                                log_index =
                                    self.mutate(c, settings, subquery_limits.clone()).await?;
                            }
                        }
                    }
                    for d in deferred {
                        log_index = self.mutate(d, settings, subquery_limits.clone()).await?;
                    }
                    Output::Done
                }
                Statement::Set(_) => Output::Done,
                Statement::AddReplica { id, address } => {
                    self.proposer.add_replica(id, &address).await?;
                    Output::Done
                }
                Statement::DropAbsent => Output::Done,
                Statement::SetMerges { table, stopped } => {
                    self.barrier(settings).await?;
                    // Of a table that does not exist, nothing to stop, as in ClickHouse.
                    if table.as_ref().is_none_or(|t| self.existing(t).is_ok()) {
                        let command = Command::SetMerges {
                            table: table.clone(),
                            stopped,
                        };
                        if let CommandOutcome::Rejected(reason) =
                            self.proposer.propose(command).await?
                        {
                            return Err(Error::bad(reason));
                        }
                    }
                    Output::Done
                }
                Statement::DropReplica { id } => {
                    self.proposer.drop_replica(id).await?;
                    Output::Done
                }
                Statement::Optimize {
                    table,
                    final_,
                    partition,
                } => {
                    self.barrier(settings).await?;
                    self.writable_table(&table, "Method optimize is not supported")?;
                    self.optimize(&table, final_, partition.as_deref(), settings)
                        .await?;
                    Output::Done
                }
                Statement::ModifyTtl { table, ttl } => {
                    log_index = self.modify_ttl(&table, ttl, settings).await?;
                    Output::Done
                }
                Statement::AlterColumns { table, changes } => {
                    log_index = self.alter_columns(&table, &changes, settings).await?;
                    Output::Done
                }
                Statement::CheckTable {
                    table,
                    partition,
                    part,
                } => {
                    self.check_table(&table, partition.as_deref(), part.as_deref(), settings)
                        .await?
                }
                Statement::ModifySettings { table, set, reset } => {
                    self.modify_settings(&table, set, reset, settings).await?;
                    Output::Done
                }
                Statement::MaterializeTtl { table } => {
                    log_index = self.materialize_ttl(&table, settings).await?;
                    Output::Done
                }
                Statement::ShowTablesFrom {
                    database,
                    mut query,
                } => {
                    dialect::rewrite_statement(&mut query)?;
                    self.barrier(settings).await?;
                    self.known_database(&database)?;
                    let (schema, batches, at) = self.run_query(*query, settings, true).await?;
                    log_index = Some(at);
                    Output::Rows { schema, batches }
                }
                Statement::Query(mut statement) => {
                    let totals_query = crate::totals::take(&mut statement)?;
                    if cut_by_settings {
                        crate::limit_settings::apply(
                            &mut statement,
                            settings.result_limit,
                            settings.result_offset,
                        )?;
                    }
                    // Names are read against the catalog the query will read.
                    self.barrier(settings).await?;
                    self.resolve_dotted(&mut statement, &settings.database);
                    let finals = dialect::rewrite_statement(&mut statement)?;
                    self.check_final(&finals, &settings.database)?;
                    let counted = match totals_query.is_none() {
                        true => self.trivial_count(&statement, settings)?,
                        false => None,
                    };
                    let (schema, batches, at) = match counted {
                        Some(answer) => answer,
                        None => self.run_query(*statement, settings, true).await?,
                    };
                    log_index = Some(at);
                    if let Some(mut query) = totals_query {
                        self.resolve_dotted(&mut query, &settings.database);
                        dialect::rewrite_statement(&mut query)?;
                        let mut state = datafusion::prelude::SessionContext::new().state();
                        crate::functions::register(&mut state)?;
                        let aggregates = crate::totals::keep_aggregates(&mut query, |name| {
                            state.aggregate_functions().contains_key(name)
                        })?;
                        let (_, computed, _) = self.run_query(query, settings, false).await?;
                        totals = Some(crate::totals::row(&schema, &aggregates, &computed)?);
                    }
                    if settings.extremes {
                        extremes = crate::extremes::of(&schema, &batches)?;
                    }
                    Output::Rows { schema, batches }
                }
            })
        };
        // `max_execution_time` (seconds, 0 = none) bounds the statement; the server's
        // query timeout bounds every request as well.
        let output = match settings.max_execution_time_ms {
            Some(ms) => tokio::time::timeout(std::time::Duration::from_millis(ms), run)
                .await
                .map_err(|_| {
                    Error::unavailable(format!(
                        "Timeout exceeded: maximum: {} seconds (max_execution_time). (TIMEOUT_EXCEEDED)",
                        ms as f64 / 1000.0
                    ))
                    .with_code(maskhouse_types::codes::TIMEOUT_EXCEEDED)
                })??,
            None => run.await?,
        };
        let output = match output {
            Output::Rows { schema, batches } if !streamed => Output::Rows {
                schema,
                batches: ResultLimit::new(settings).apply(batches)?,
            },
            other => other,
        };
        Ok(Executed {
            output,
            format: classified.format.filter(|_| !is_insert),
            log_index,
            settings: settings.clone(),
            totals,
            extremes,
        })
    }

    /// `table`, which must exist and not be a view: `what` names the write a view
    /// refuses, as ClickHouse's message does (`NOT_IMPLEMENTED`, 48).
    /// `state`, unless it is a Join table, whose columns, settings and TTL do not
    /// change (`what` is refused as ClickHouse refuses it).
    pub(crate) fn alterable(&self, state: Arc<TableState>, what: &str) -> Result<Arc<TableState>> {
        match state.schema.notes.join {
            Some(_) => Err(
                Error::bad(format!("{what} by storage Join. (NOT_IMPLEMENTED)"))
                    .with_code(maskhouse_types::codes::NOT_IMPLEMENTED),
            ),
            None => Ok(state),
        }
    }

    pub(crate) fn writable_table(&self, table: &str, what: &str) -> Result<Arc<TableState>> {
        let state = self.existing(table)?;
        if state.schema.engine.is_view() {
            return Err(
                Error::bad(format!("{what} by storage View. (NOT_IMPLEMENTED)"))
                    .with_code(maskhouse_types::codes::NOT_IMPLEMENTED),
            );
        }
        Ok(state)
    }

    /// Refuses a DELETE or UPDATE of a view, with ClickHouse's errors; a table that
    /// does not exist on this replica yet is the mutation's own check.
    fn not_a_view(&self, statement: &Statement) -> Result<()> {
        let (table, lightweight_delete) = match statement {
            Statement::Delete { table, .. } => (table, true),
            Statement::AlterDelete { table, .. }
            | Statement::Update { table, .. }
            | Statement::AlterApplyDeletedMask { table, .. } => (table, false),
            _ => return Ok(()),
        };
        // A Join table takes `ALTER TABLE … DELETE` only, as ClickHouse's.
        let is_join = self
            .store
            .snapshot()
            .table(table)
            .is_some_and(|t| t.schema.notes.join.is_some());
        match statement {
            Statement::Delete { .. } if is_join => {
                return Err(Error::bad(format!(
                    "DELETE query is not supported for table {}. (BAD_ARGUMENTS)",
                    qualified(table)
                ))
                .with_code(maskhouse_types::codes::BAD_ARGUMENTS))
            }
            Statement::Update { .. } if is_join => {
                return Err(Error::bad(
                    "Table engine Join supports only DELETE mutations. (NOT_IMPLEMENTED)",
                )
                .with_code(maskhouse_types::codes::NOT_IMPLEMENTED))
            }
            _ => {}
        }
        let is_view = self
            .store
            .snapshot()
            .table(table)
            .is_some_and(|t| t.schema.engine.is_view());
        match (is_view, lightweight_delete) {
            (false, _) => Ok(()),
            (true, true) => Err(Error::bad(format!(
                "DELETE query is not supported for table {}. (BAD_ARGUMENTS)",
                qualified(table)
            ))
            .with_code(maskhouse_types::codes::BAD_ARGUMENTS)),
            (true, false) => Err(Error::bad(
                "Mutations are not supported by storage View. (NOT_IMPLEMENTED)",
            )
            .with_code(maskhouse_types::codes::NOT_IMPLEMENTED)),
        }
    }

    pub(crate) fn existing(&self, table: &str) -> Result<Arc<TableState>> {
        self.store
            .snapshot()
            .table(table)
            .cloned()
            .ok_or_else(|| Error::not_found(format!("table {table} does not exist")))
    }

    /// Proposes a command about `table`; a rejection is an error, a 404 when the table
    /// does not exist (anymore).
    pub(crate) async fn expect_done(
        &self,
        command: Command,
        table: &str,
    ) -> Result<CommandOutcome> {
        let outcome = self.proposer.propose(command).await?;
        self.outcome_of(outcome, table)
    }

    /// A rejected command as the client's error: a 404 when its table does not exist
    /// on this replica now, else a 400.
    pub(crate) fn outcome_of(
        &self,
        outcome: CommandOutcome,
        table: &str,
    ) -> Result<CommandOutcome> {
        match outcome {
            CommandOutcome::Rejected(reason) if self.store.snapshot().table(table).is_none() => {
                Err(Error::not_found(reason))
            }
            CommandOutcome::Rejected(reason) => Err(Error::bad(reason)),
            other => Ok(other),
        }
    }

    /// Waits, unless the query reads local state, until this replica has applied
    /// everything acknowledged before the call (DESIGN §2.4).
    pub(crate) async fn barrier(&self, settings: &QuerySettings) -> Result<()> {
        match settings.read_consistency {
            ReadConsistency::Linearizable => self.proposer.read_barrier().await,
            ReadConsistency::Local => Ok(()),
        }
    }

    /// Checks a DELETE (no `assignments`) or an UPDATE of `table` before it is
    /// proposed: its assignments and predicate against this replica's state, and,
    /// only when that check fails, once more after the replica caught up (the
    /// barrier); the second check's error is the statement's.
    ///
    /// Apply decides such a statement against the state its entry meets in the log,
    /// not this replica's, so a replica that lags proposes the same entry the barrier
    /// would have let it propose: only a check that fails (a table or column created
    /// through another node a moment ago) needs it to catch up and check again. A
    /// stream of point mutations then pays no read index round per statement.
    async fn check_mutation(
        &self,
        table: &str,
        predicate: &str,
        assignments: &[(String, String)],
        limits: &SubqueryLimits,
        settings: &QuerySettings,
    ) -> Result<()> {
        let check = || async {
            let snapshot = self.store.snapshot();
            let state = snapshot
                .table(table)
                .ok_or_else(|| Error::not_found(format!("table {table} does not exist")))?;
            if !assignments.is_empty() {
                self.predicates
                    .compile_assignments(&state.schema, assignments)?;
            }
            self.predicates
                .validate(
                    &snapshot,
                    &state.schema,
                    predicate,
                    limits,
                    settings.max_memory_usage,
                )
                .await
        };
        match check().await {
            Err(_) if settings.read_consistency != ReadConsistency::Local => {
                self.barrier(settings).await?;
                check().await
            }
            checked => checked,
        }
    }

    /// The columns of a table created `AS SELECT` without a column list: the query's
    /// result columns, typed as a client reads them (a comparison is `UInt8`), and
    /// `Nullable` where the planner cannot rule NULL out, except in the sorting key.
    /// `CREATE TEMPORARY TABLE`: a table of the session ([`crate::temporary`]), its
    /// columns given, taken from another table (`AS other`) or from its query (`AS
    /// SELECT`), whose rows then fill it.
    async fn create_temporary(
        &self,
        mut schema: TableSchema,
        if_not_exists: bool,
        as_select: Option<Box<sqlparser::ast::Query>>,
        like: Option<crate::ddl::Like>,
        settings: &QuerySettings,
    ) -> Result<Output> {
        let session = settings
            .session
            .clone()
            .ok_or_else(|| Error::internal("CREATE TEMPORARY TABLE outside a session"))?;
        // Temporary tables are in no database.
        if let Some((db, name)) = schema.name.split_once('.') {
            if db != settings.database {
                return Err(Error::bad(format!(
                    "Temporary tables cannot be inside a database: {}. (BAD_DATABASE_FOR_TEMPORARY_TABLE)",
                    schema.name
                ))
                .with_code(maskhouse_types::codes::BAD_DATABASE_FOR_TEMPORARY_TABLE));
            }
            schema.name = name.to_string();
        }
        if let Some(like) = like {
            let copied = temporary(settings, &like.table).and_then(|(s, name)| s.schema(name));
            schema.columns = match copied {
                Some(other) => other.columns,
                None => {
                    self.barrier(settings).await?;
                    self.existing(&like.table)?.schema.columns.clone()
                }
            };
            // A temporary table has no sorting key: the other table's key expressions
            // are not its columns.
            schema.columns.retain(|c| !c.is_sort_key_expression());
        }
        if let Some(query) = &as_select {
            if schema.columns.is_empty() {
                self.barrier(settings).await?;
                schema.columns = self.columns_of(query, &schema, settings).await?;
            }
        }
        schema.validate().map_err(|e| Error::bad(e.to_string()))?;
        crate::ddl::no_virtual_names(&schema)?;
        let name = schema.name.clone();
        if !session.create(schema, if_not_exists)? {
            return Ok(Output::Done);
        }
        if let Some(query) = as_select {
            self.insert_temporary(
                &session,
                &name,
                vec![],
                crate::statement::InsertSource::Query(query),
                None,
                settings,
            )
            .await?;
        }
        Ok(Output::Done)
    }

    async fn columns_of(
        &self,
        query: &sqlparser::ast::Query,
        schema: &TableSchema,
        settings: &QuerySettings,
    ) -> Result<Vec<maskhouse_types::ColumnDef>> {
        use maskhouse_types::ColumnDef;
        // Planned with no rows to read: only its columns are wanted.
        let mut probe = query.clone();
        probe.limit_clause = Some(sqlparser::ast::LimitClause::LimitOffset {
            limit: Some(sqlparser::ast::Expr::value(sqlparser::ast::Value::Number(
                "0".into(),
                false,
            ))),
            offset: None,
            limit_by: vec![],
        });
        let mut statement = Ast::Query(Box::new(probe));
        self.resolve_dotted(&mut statement, &settings.database);
        let finals = dialect::rewrite_statement(&mut statement)?;
        self.check_final(&finals, &settings.database)?;
        let (result, _, _) = self.run_query(statement, settings, true).await?;
        result
            .fields()
            .iter()
            .map(|f| {
                let key = schema.order_by.contains(f.name());
                Ok(ColumnDef::new(f.name().clone(), column_type_of(f, key)?))
            })
            .collect()
    }

    /// Names with dots in `statement` read as the columns so named of the tables it
    /// reads ([`crate::dotted`]).
    pub(crate) fn resolve_dotted(&self, statement: &mut Ast, database: &str) {
        let catalog = self.store.snapshot();
        crate::dotted::resolve(statement, &|name| {
            let table = crate::statement::resolve_table(name, database);
            catalog.table(&table).map_or_else(Vec::new, |t| {
                t.schema.columns.iter().map(|c| c.name.clone()).collect()
            })
        });
    }

    /// A DELETE or UPDATE with the names with dots of its expressions read as its
    /// table's columns so named ([`crate::dotted`]), fixed before it is proposed.
    async fn dotted_mutation(
        &self,
        statement: Statement,
        settings: &QuerySettings,
    ) -> Result<Statement> {
        let database = settings.database.as_str();
        let table = match &statement {
            Statement::Delete { table, .. }
            | Statement::AlterDelete { table, .. }
            | Statement::Update { table, .. } => table.clone(),
            _ => return Ok(statement),
        };
        // A table created on another node a moment ago: its columns are read once
        // this node has caught up.
        if self.store.snapshot().table(&table).is_none()
            && settings.read_consistency != ReadConsistency::Local
        {
            self.barrier(settings).await?;
        }
        let catalog = self.store.snapshot();
        let columns = |name: &str| -> Vec<String> {
            let name = crate::statement::resolve_table(name, database);
            catalog.table(&name).map_or_else(Vec::new, |t| {
                t.schema.columns.iter().map(|c| c.name.clone()).collect()
            })
        };
        let resolve = |text: String| -> Result<String> {
            Ok(crate::dotted::resolve_text(&text, &table, &columns)?.unwrap_or(text))
        };
        Ok(match statement {
            Statement::Delete { table, predicate } => Statement::Delete {
                table,
                predicate: resolve(predicate)?,
            },
            Statement::AlterDelete { table, predicate } => Statement::AlterDelete {
                table,
                predicate: resolve(predicate)?,
            },
            Statement::Update {
                table,
                assignments,
                predicate,
                rewrite,
            } => Statement::Update {
                table,
                assignments: assignments
                    .into_iter()
                    .map(|(c, e)| Ok((c, resolve(e)?)))
                    .collect::<Result<_>>()?,
                predicate: resolve(predicate)?,
                rewrite,
            },
            other => other,
        })
    }

    /// A session over one snapshot of the catalog, and that snapshot's applied index.
    pub(crate) fn context(
        &self,
        settings: &QuerySettings,
        system_tables: bool,
        replicas: &[ReplicaStatus],
        virtual_columns: bool,
    ) -> Result<(SessionContext, u64)> {
        // A query's partitions are bounded whatever it asks: each repartitioning keeps
        // state per pair of partitions, so `max_threads = 1000000` would take the
        // node's memory.
        let partitions = settings
            .max_threads
            .unwrap_or(self.target_partitions)
            .clamp(1, crate::settings::MAX_THREADS_MAX);
        let snapshot = self.store.snapshot();
        let ctx = crate::subquery::session(
            &snapshot,
            &self.scan_cache,
            partitions,
            settings.apply_deleted_mask,
            settings.max_memory_usage,
            Some(settings.progress.clone()),
            virtual_columns,
            &settings.database,
        )?;
        // What functions read of the query's settings while they run.
        ctx.state_ref()
            .write()
            .config_mut()
            .options_mut()
            .extensions
            .insert(crate::regex_groups::FunctionOptions {
                regexp_max_matches_per_row: settings.regexp_max_matches_per_row,
                allow_introspection_functions: settings.allow_introspection_functions,
            });
        if system_tables {
            let catalog = ctx
                .catalog("datafusion")
                .ok_or_else(|| Error::internal("no default catalog"))?;
            let functions = Arc::new(ctx.state().table_functions().keys().cloned().collect());
            catalog.register_schema(
                "system",
                Arc::new(crate::subquery::KnownTables::new("system", functions)),
            )?;
            let building: Vec<system::Building> = snapshot
                .tables
                .iter()
                .flat_map(|(t, state)| state.pending.keys().map(move |m| (t, *m)))
                .filter_map(|(t, m)| {
                    self.store.merge_ready(t, m).map(|b| system::Building {
                        table: t.clone(),
                        name: b.name.clone(),
                        meta: b.meta.clone(),
                    })
                })
                .collect();
            let numbers = Arc::new(datafusion::arrow::datatypes::Schema::new(vec![
                datafusion::arrow::datatypes::Field::new(
                    "number",
                    datafusion::arrow::datatypes::DataType::UInt64,
                    false,
                ),
            ]));
            let one = Arc::new(datafusion::arrow::datatypes::Schema::new(vec![
                datafusion::arrow::datatypes::Field::new(
                    "dummy",
                    datafusion::arrow::datatypes::DataType::UInt8,
                    false,
                ),
            ]));
            use datafusion::catalog::TableProvider;
            let temporaries = settings
                .session
                .as_ref()
                .map(|s| s.listing())
                .unwrap_or_default();
            let tables: Vec<(&str, Arc<datafusion::datasource::MemTable>)> = vec![
                ("parts", system::parts(&snapshot, &building)?),
                ("mutations", system::mutations(&snapshot, replicas)?),
                ("tables", system::tables(&snapshot, &temporaries)?),
                ("databases", system::databases(&snapshot)?),
                ("functions", system::functions(&ctx.state())?),
                ("replicas", system::replicas(replicas)?),
                ("settings", system::settings(settings)?),
            ];
            let mut schemas: Vec<_> = tables.iter().map(|(n, t)| (*n, t.schema())).collect();
            schemas.extend([("numbers", numbers.clone()), ("numbers_mt", numbers)]);
            schemas.push(("one", one));
            ctx.register_table(
                "system.columns",
                system::columns(&snapshot, &temporaries, &schemas)?,
            )?;
            for (name, table) in tables {
                ctx.register_table(format!("system.{name}"), table)?;
            }
        }
        Ok((ctx, snapshot.applied_index))
    }

    /// `SELECT count() FROM t` answered from `t`'s part metadata, without a plan
    /// ([`TrivialCount`]); `None` for any other query, or a table that is not in the
    /// catalog (external data of that name, a system table), which the planner takes.
    fn trivial_count(
        &self,
        statement: &Ast,
        settings: &QuerySettings,
    ) -> Result<Option<(SchemaRef, Vec<RecordBatch>, u64)>> {
        let Some(count) = TrivialCount::of(statement) else {
            return Ok(None);
        };
        let temporary = settings.session.as_ref().is_some_and(|s| !s.is_empty());
        if !settings.trivial_count || !settings.external.is_empty() || temporary {
            return Ok(None);
        }
        let snapshot = self.store.snapshot();
        let Some((schema, batch, rows)) =
            count.answer(&snapshot, &settings.database, settings.apply_deleted_mask)?
        else {
            return Ok(None);
        };
        // As the planned query's scan reports the rows it would have read.
        settings.progress.plan_to_read(rows);
        // As the planned query's result: a limit that breaks leaves no empty batch.
        let mut batches = ResultLimit::new(settings).apply(vec![batch])?;
        batches.retain(|b| b.num_rows() > 0);
        Ok(Some((schema, batches, snapshot.applied_index)))
    }

    /// Plans and runs a query; the statement is already free of FORMAT and SETTINGS.
    /// Returns the rows and the applied index of the state they were read from.
    pub(crate) async fn run_query(
        &self,
        statement: Ast,
        settings: &QuerySettings,
        for_client: bool,
    ) -> Result<(SchemaRef, Vec<RecordBatch>, u64)> {
        let mut statement = statement;
        // Views read their queries in their place, before anything looks at tables.
        // The session's temporary tables are read under a schema of their own, so that
        // a view's query (expanded next) never reads one.
        let temporaries = settings
            .session
            .as_ref()
            .map(|s| s.tables())
            .unwrap_or_default();
        if !temporaries.is_empty() {
            let names: std::collections::BTreeSet<&str> =
                temporaries.iter().map(|(n, _, _)| n.as_str()).collect();
            name_temporaries(&mut statement, &names, &settings.database);
        }
        crate::views::expand(&mut statement, &self.store.snapshot(), &settings.database)?;
        // Every query's samples (an INSERT's, a CREATE … AS SELECT's, a view's).
        self.sample(&mut statement, &settings.database)?;
        // Every query's `joinGet` calls, as subqueries of their Join tables.
        self.join_get(&mut statement, &settings.database)?;
        let (repeats, items) = dialect::unique_outputs(&mut statement);
        // The system tables are built only for a query that names one; asking every
        // replica takes a round trip, which only system.replicas and system.mutations
        // need.
        let mut system = false;
        let mut replicas = false;
        let _ = sqlparser::ast::visit_relations(&statement, |name| {
            if let [sqlparser::ast::ObjectNamePart::Identifier(db), sqlparser::ast::ObjectNamePart::Identifier(t)] =
                name.0.as_slice()
            {
                if db.value == "system" {
                    system = true;
                    replicas |= matches!(t.value.as_str(), "replicas" | "mutations");
                }
            }
            std::ops::ControlFlow::<()>::Continue(())
        });
        let replicas = if replicas {
            self.proposer.replicas().await
        } else {
            Vec::new()
        };
        // `SELECT *` leaves out MATERIALIZED columns.
        let catalog = self.store.snapshot();
        crate::hidden::exclude_from_wildcards(
            &mut statement,
            &crate::hidden::in_catalog(&catalog, &settings.database),
        );
        drop(catalog);
        let virtual_columns = crate::virtual_columns::prepare(&mut statement);
        let (ctx, at) = self.context(settings, system, &replicas, virtual_columns)?;
        // The session's temporary tables, in their schema.
        if !temporaries.is_empty() {
            ctx.catalog("datafusion")
                .ok_or_else(|| Error::internal("no default catalog"))?
                .register_schema(
                    TEMPORARY_SCHEMA,
                    Arc::new(datafusion::catalog::MemorySchemaProvider::new()),
                )?;
        }
        for (name, schema, rows) in temporaries {
            let reference =
                datafusion::common::TableReference::partial(TEMPORARY_SCHEMA, name.as_str());
            ctx.register_table(
                reference,
                Arc::new(datafusion::datasource::MemTable::try_new(
                    crate::scan::with_clickhouse_types(
                        &schema,
                        &maskhouse_part::schema::arrow_schema(&schema),
                    ),
                    vec![rows],
                )?),
            )?;
        }
        // External data: tables of the current database for this query alone, over
        // any of the same name.
        for external in &settings.external {
            let (name, rows) = self.external_table(external).await?;
            let schema = rows.schema();
            let reference = datafusion::common::TableReference::partial(
                settings.database.as_str(),
                name.as_str(),
            );
            ctx.deregister_table(reference.clone())?;
            ctx.register_table(
                reference,
                Arc::new(datafusion::datasource::MemTable::try_new(
                    schema,
                    vec![vec![rows]],
                )?),
            )?;
        }
        // A client's result stops or fails at `max_result_rows`/`max_result_bytes`.
        let limit = for_client.then(|| ResultLimit::new(settings));
        let join_use_nulls = settings.join_use_nulls;
        let max_rows_to_sort = settings.max_rows_to_sort;
        let work = async move {
            // The query's own state, taken out of its context rather than cloned
            // (a clone copies every function's entry).
            let shared = ctx.state_ref();
            drop(ctx);
            let mut state = match Arc::try_unwrap(shared) {
                Ok(lock) => lock.into_inner(),
                Err(shared) => shared.read().clone(),
            };
            // The query's start: `now()` and `today()` are this instant throughout.
            state.mark_start_execution();
            let unknown = crate::error::unknown_functions(&statement, &state);
            // A known function given parameters it does not read (`sum(2)(x)`).
            if let Some(name) = crate::error::parametric_calls(&statement)
                .into_iter()
                .find(|n| !unknown.contains(n))
            {
                return Err(Error::bad(format!(
                    "Function {name} cannot have parameters (FUNCTION_CANNOT_HAVE_PARAMETERS)"
                ))
                .with_code(maskhouse_types::codes::FUNCTION_CANNOT_HAVE_PARAMETERS));
            }
            if crate::fill::fills(&statement) {
                state
                    .config_mut()
                    .options_mut()
                    .sql_parser
                    .enable_subquery_sort_elimination = false;
            }
            // A copy for a second try only where a name may be ambiguous.
            let retry = crate::ambiguous::has_joins(&statement).then(|| statement.clone());
            let plan = match state
                .statement_to_plan(DFStatement::Statement(Box::new(statement)))
                .await
            {
                // A bare name both relations of a join have: the left one's.
                Err(e) if crate::ambiguous::is_ambiguous(&e) => {
                    let Some(mut statement) = retry else {
                        return Err(crate::error::planning_failed(e, &unknown));
                    };
                    match crate::ambiguous::qualify(&mut statement, &state).await? {
                        true => {
                            state
                                .statement_to_plan(DFStatement::Statement(Box::new(statement)))
                                .await
                        }
                        false => Err(e),
                    }
                }
                planned => planned,
            }
            .map_err(|e| crate::error::planning_failed(e, &unknown))?;
            let plan = crate::fill::plan(plan)?;
            let plan = crate::ties::plan(plan)?;
            let plan = crate::semantics::nullable_scalar_subqueries(plan)?;
            let plan = crate::semantics::aggregate_results(plan)?;
            let plan = if for_client {
                crate::semantics::literal_results(plan)?
            } else {
                plan
            };
            let plan = if join_use_nulls {
                plan
            } else {
                crate::semantics::outer_join_defaults(plan)?
            };
            let plan = if for_client {
                uint8_booleans(plan)?
            } else {
                plan
            };
            // The schema of the plan that runs: the analyzer's rules (ClickHouse's
            // literal types) change result types after the logical plan is built, and
            // the formats must name the types the rows have.
            // A query is planned by the state already taken (a DataFrame would clone
            // the whole session state, every function included, again).
            let physical = match plan {
                datafusion::logical_expr::LogicalPlan::Ddl(_)
                | datafusion::logical_expr::LogicalPlan::Statement(_)
                | datafusion::logical_expr::LogicalPlan::Dml(_)
                | datafusion::logical_expr::LogicalPlan::Copy(_) => {
                    SessionContext::new_with_state(state.clone())
                        .execute_logical_plan(plan)
                        .await?
                        .create_physical_plan()
                        .await?
                }
                plan => state.create_physical_plan(&plan).await?,
            };
            let physical = match max_rows_to_sort {
                Some(max) => crate::sort_limit::guard(physical, max)?,
                None => physical,
            };
            // Partitions that each keep an order (a window's, a sort's below a
            // projection run in parallel) are merged in that order, not interleaved: a
            // window's rows come out in its order, as ClickHouse returns them.
            let physical = match (
                physical.properties().output_partitioning().partition_count() > 1,
                physical.properties().output_ordering().cloned(),
            ) {
                (true, Some(ordering)) => Arc::new(
                    datafusion::physical_plan::sorts::sort_preserving_merge::SortPreservingMergeExec::new(
                        ordering, physical,
                    ),
                ),
                _ => physical,
            };
            let schema: SchemaRef = physical.schema();
            let task = Arc::new(datafusion::execution::TaskContext::from(&state));
            let stream = datafusion::physical_plan::execute_stream(physical, task)?;
            let batches = match limit {
                Some(limit) => limit.collect(stream).await?,
                None => datafusion::physical_plan::common::collect(stream).await?,
            };
            Ok::<_, Error>((schema, batches))
        };
        let (schema, batches) = match &self.query_runtime {
            Some(runtime) => AbortOnDrop(runtime.spawn(work)).await?,
            None => work.await?,
        };
        // Only where each item made one column (`unnest` of a struct makes several).
        if repeats.is_empty() || schema.fields().len() != items {
            return Ok((schema, batches, at));
        }
        // A repeated column takes its first occurrence's name back (in the result's
        // schema and in each batch's own).
        let renamed = |schema: &SchemaRef| -> SchemaRef {
            let mut fields: Vec<Field> =
                schema.fields().iter().map(|f| f.as_ref().clone()).collect();
            for &(repeat, first) in &repeats {
                let name = fields[first].name().clone();
                fields[repeat] = fields[repeat].clone().with_name(name);
            }
            Arc::new(Schema::new_with_metadata(fields, schema.metadata().clone()))
        };
        let batches = batches
            .into_iter()
            .map(|b| RecordBatch::try_new(renamed(&b.schema()), b.columns().to_vec()))
            .collect::<std::result::Result<Vec<_>, _>>()?;
        Ok((renamed(&schema), batches, at))
    }

    /// `FROM t FINAL`: reads of a replacing table are final already (DESIGN §2.11), so
    /// the modifier changes nothing there; any other table refuses it, as ClickHouse
    /// does. A table that does not exist is left to the planner's error.
    /// `default`, `system`, or a database created on this replica's state.
    pub(crate) fn known_database(&self, name: &str) -> Result<()> {
        match name {
            "default" | "system" => Ok(()),
            other if self.store.snapshot().databases.contains(other) => Ok(()),
            other => Err(unknown_database(other)),
        }
    }

    /// `FROM t SAMPLE k` in `statement`: conditions on the tables' sampling keys
    /// ([`crate::sample`]).
    pub(crate) fn sample(&self, statement: &mut Ast, database: &str) -> Result<()> {
        let catalog = self.store.snapshot();
        crate::sample::apply(statement, &|name| {
            let table = crate::statement::table_name(name).ok()?;
            let state = catalog.table(&crate::statement::resolve_table(&table, database))?;
            Some(crate::sample::Sampled {
                schema: (*state.schema).clone(),
                rows: state.parts.values().map(|p| p.meta.rows).sum(),
            })
        })
    }

    /// `joinGet(…)` in `statement`: subqueries of the Join tables it reads
    /// ([`crate::join_get`]).
    pub(crate) fn join_get(&self, statement: &mut Ast, database: &str) -> Result<()> {
        let catalog = self.store.snapshot();
        crate::join_get::apply(statement, &|name| {
            let resolved = crate::statement::resolve_table(name, database);
            let state = catalog.table(&resolved)?;
            Some((resolved, (*state.schema).clone()))
        })
    }

    pub(crate) fn check_final(&self, tables: &[String], database: &str) -> Result<()> {
        let snapshot = self.store.snapshot();
        for t in tables {
            if let Some(state) = snapshot.table(&crate::statement::resolve_table(t, database)) {
                // A view's tables are read as its query says; FINAL changes nothing.
                let replacing =
                    state.schema.engine.is_replacing() && state.schema.notes.join.is_none();
                if !replacing && !state.schema.engine.is_view() {
                    return Err(Error::bad(format!(
                        "Storage {} doesn't support FINAL. (ILLEGAL_FINAL)",
                        state.schema.engine_name()
                    ))
                    .with_code(maskhouse_types::codes::ILLEGAL_FINAL));
                }
            }
        }
        Ok(())
    }

    /// `DELETE FROM table WHERE predicate`, or (`rewrite`) `ALTER TABLE … DELETE`,
    /// which then rewrites the parts it touched.
    pub(crate) async fn delete(
        &self,
        table: &str,
        predicate: String,
        rewrite: Rewrite,
        settings: &QuerySettings,
        limits: SubqueryLimits,
    ) -> Result<Option<u64>> {
        let table = table.to_string();
        let sync = if rewrite != Rewrite::No {
            settings.mutation_sync
        } else {
            settings.delete_sync
        };
        let created_ms = now_ms();
        // Invariant 2.8: what apply reads is fixed here. Clock functions become
        // constants of this moment; rand() and the like are a 400.
        let predicate = crate::volatile::fold(&predicate, created_ms)?;
        // A bad column or type is a 400, a subquery over an unknown table a 404, and a
        // subquery past its limits TOO_MANY_ROWS or SET_SIZE_LIMIT_EXCEEDED, before
        // anything is proposed (DESIGN §3). Subqueries run here against this snapshot;
        // on apply they run again against the tables as of the mutation's own log
        // index, within the same limits, which the entry carries (DESIGN §2.8, §2.9).
        self.check_mutation(&table, &predicate, &[], &limits, settings)
            .await?;
        let command = Command::Delete {
            table: table.clone(),
            predicate,
            created_ms,
            limits,
            // `lightweight_deletes_sync = 0` waits for stopped merges, as in ClickHouse.
            asynchronous: rewrite == Rewrite::No && sync == SyncLevel::Committed,
        };
        self.propose_mutation(&table, command, rewrite, sync).await
    }

    /// Runs a DELETE, `ALTER TABLE … DELETE`, UPDATE (lightweight or rewriting) or
    /// `APPLY DELETED MASK`; returns the log index its answer reflects, if any.
    async fn mutate(
        &self,
        statement: Statement,
        settings: &QuerySettings,
        subquery_limits: SubqueryLimits,
    ) -> Result<Option<u64>> {
        self.not_a_view(&statement)?;
        let statement = self.dotted_mutation(statement, settings).await?;
        match statement {
            Statement::Delete { table, predicate } => {
                self.delete(&table, predicate, Rewrite::No, settings, subquery_limits)
                    .await
            }
            Statement::AlterDelete { table, predicate } => {
                self.delete(
                    &table,
                    predicate,
                    Rewrite::Masked,
                    settings,
                    subquery_limits,
                )
                .await
            }
            Statement::Update {
                table,
                assignments,
                predicate,
                rewrite,
            } => {
                // A lightweight UPDATE answers once its new rows are visible here,
                // as ClickHouse's does; ALTER … UPDATE follows mutations_sync.
                let sync = if rewrite {
                    settings.mutation_sync
                } else {
                    SyncLevel::Local
                };
                let update = UpdateStatement {
                    table,
                    assignments,
                    predicate,
                    rewrite,
                };
                self.update(update, sync, settings, subquery_limits).await
            }
            Statement::AlterApplyDeletedMask { table, partition } => {
                self.barrier(settings).await?;
                // Its only effect is the rewrite, which stopped merges hold back.
                if self.existing(&table)?.merges_stopped {
                    return Err(Error::bad(format!(
                        "Cancelled: the merges of {table} are stopped (SYSTEM STOP MERGES). (ABORTED)"
                    ))
                    .with_code(maskhouse_types::codes::ABORTED));
                }
                self.rewrite_parts(
                    &table,
                    |p| {
                        !p.mask.is_empty()
                            && partition.as_ref().is_none_or(|id| p.name.partition == *id)
                    },
                    &[],
                    None,
                )
                .await?;
                Ok(None)
            }
            other => Err(Error::internal(format!(
                "not a mutation: {:?}",
                other.kind()
            ))),
        }
    }

    /// Proposes a DELETE or UPDATE `command` of `table` and waits as `sync` asks; with
    /// `rewrite` (`ALTER TABLE …`), then rewrites the parts whose rows it masked.
    /// Returns the mutation's number, unless it failed.
    async fn propose_mutation(
        &self,
        table: &str,
        command: Command,
        rewrite: Rewrite,
        sync: SyncLevel,
    ) -> Result<Option<u64>> {
        // A TTL's rewrite leaves out the rows its condition expires.
        let expire = match (&command, rewrite) {
            (Command::Delete { predicate, .. }, Rewrite::Expired) => Some(predicate.clone()),
            _ => None,
        };
        // A rewrite comes next, which needs the masks here.
        let sync = if rewrite != Rewrite::No && sync == SyncLevel::Committed {
            SyncLevel::Local
        } else {
            sync
        };
        let outcome = self.outcome_of(self.proposer.propose_synced(command, sync).await?, table)?;
        let (mutation, written) = match outcome {
            CommandOutcome::Deleted { mutation, .. } => (mutation, vec![]),
            CommandOutcome::Updated {
                mutation, parts, ..
            } => (mutation, parts),
            _ => return Ok(None),
        };
        if rewrite == Rewrite::No {
            return Ok(Some(mutation));
        }
        self.rewrite_parts(
            table,
            |p| p.masks.iter().any(|m| m.mutation == mutation),
            &written,
            expire,
        )
        .await?;
        Ok(Some(mutation))
    }

    /// `UPDATE t SET … WHERE …`, or (`rewrite`) `ALTER TABLE t UPDATE …`, which then
    /// rewrites the parts whose rows it replaced.
    async fn update(
        &self,
        update: UpdateStatement,
        sync: SyncLevel,
        settings: &QuerySettings,
        limits: SubqueryLimits,
    ) -> Result<Option<u64>> {
        let UpdateStatement {
            table,
            assignments,
            predicate,
            rewrite,
        } = update;
        let created_ms = now_ms();
        // Invariant 2.8: what apply reads is fixed here, as for a DELETE.
        let predicate = crate::volatile::fold(&predicate, created_ms)?;
        let assignments = assignments
            .into_iter()
            .map(|(c, e)| Ok((c, crate::volatile::fold(&e, created_ms)?)))
            .collect::<Result<Vec<_>>>()?;
        self.check_mutation(&table, &predicate, &assignments, &limits, settings)
            .await?;
        let command = Command::Update {
            table: table.clone(),
            assignments,
            predicate,
            created_ms,
            limits,
            rows_max: UPDATE_ROWS_MAX,
        };
        let rewrite = if rewrite {
            Rewrite::Masked
        } else {
            Rewrite::No
        };
        self.propose_mutation(&table, command, rewrite, sync).await
    }

    /// Rewrites each part that `pick` selects without its deleted rows, one merge of
    /// one part each. Each part of `joining` (an UPDATE's new rows) joins the merge of
    /// the first picked part of its partition, so that the partition keeps as many parts
    /// as it had, as ClickHouse's mutation rewrites each part in place.
    ///
    /// `expire`: the rewrite of a TTL after its DELETE, by its condition
    /// (`Command::MergeParts`).
    async fn rewrite_parts(
        &self,
        table: &str,
        pick: impl Fn(&maskhouse_store::ActivePart) -> bool,
        joining: &[maskhouse_types::PartName],
        expire: Option<String>,
    ) -> Result<()> {
        let state = self.existing(table)?;
        // Stopped merges rewrite nothing: the masks hide the deleted rows until
        // `SYSTEM START MERGES` and the merges after it.
        if state.merges_stopped {
            return Ok(());
        }
        // A part a pending merge holds is rewritten by that merge's commit: the masks
        // it carries over still hide the deleted rows.
        let free = |p: &maskhouse_types::PartName| !state.is_merging(p);
        let mut merges: Vec<Vec<maskhouse_types::PartName>> = state
            .parts
            .values()
            .filter(|p| pick(p) && free(&p.name) && !joining.contains(&p.name))
            .map(|p| vec![p.name.clone()])
            .collect();
        for part in joining {
            let active = state.parts.contains_key(part);
            if let Some(merge) = merges
                .iter_mut()
                .find(|m| m[0].partition == part.partition)
                .filter(|_| active && free(part))
            {
                merge.push(part.clone());
            }
        }
        let asked: Vec<maskhouse_types::PartName> = merges.iter().flatten().cloned().collect();
        let tasks = merges
            .into_iter()
            .map(maskhouse_store::merge_policy::MergeTask::Merge)
            .collect();
        match self.run_merges(table, tasks, expire).await {
            Ok(()) => Ok(()),
            // A background merge may take a part between the look above and this
            // rewrite's entry, which is then refused: that merge rewrites the part
            // (carrying its masks over), so the statement, whose mutation is
            // committed, has done what it asked. Told from the table's state, not
            // from the refusal: every part asked for is merged away or held by a
            // pending merge.
            Err(e) => {
                let state = self.existing(table)?;
                let settled = asked
                    .iter()
                    .all(|p| !state.parts.contains_key(p) || state.is_merging(p));
                match settled {
                    true => Ok(()),
                    false => Err(e),
                }
            }
        }
    }
}

/// What a DELETE or UPDATE does once it has masked its rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Rewrite {
    /// Nothing more: a lightweight DELETE or UPDATE.
    No,
    /// `ALTER TABLE … DELETE/UPDATE`: rewrites the parts it masked rows of without
    /// their deleted rows.
    Masked,
    /// A TTL's DELETE (`MODIFY TTL`, `MATERIALIZE TTL`): rewrites them without the rows
    /// it expires, deleted before or not, keeping the other deleted rows deleted, as
    /// ClickHouse's TTL does.
    Expired,
}

/// Rows one UPDATE may change: every replica holds the old and new versions of that
/// many rows in memory while it applies the entry (DESIGN §2.9). Past it the mutation
/// fails alike everywhere; `ALTER TABLE … DELETE` and `INSERT` change more.
pub const UPDATE_ROWS_MAX: u64 = 1_000_000;

/// The parts of an `UPDATE` statement.
struct UpdateStatement {
    table: String,
    assignments: Vec<(String, String)>,
    predicate: String,
    rewrite: bool,
}

/// Every statement that changes state checks this before it runs: what is refused
/// under `readonly` is decided by the same classification that runs the statement.
fn writable(settings: &QuerySettings) -> Result<()> {
    if settings.readonly > 0 {
        return Err(Error::bad(
            "Cannot execute query in readonly mode (GET requests and readonly = 1 or 2 allow reads only; use POST). (READONLY)",
        )
        .with_code(maskhouse_types::codes::READONLY));
    }
    Ok(())
}

/// ClickHouse's comparisons and logical functions return `UInt8` (printed `1`/`0`);
/// DataFusion's return booleans. Result columns that are computed booleans become
/// `UInt8`; a `Bool` column read as it is (qualified by its table) stays `Bool`.
fn uint8_booleans(plan: LogicalPlan) -> Result<LogicalPlan> {
    if matches!(
        plan,
        LogicalPlan::Explain(_) | LogicalPlan::Analyze(_) | LogicalPlan::DescribeTable(_)
    ) {
        return Ok(plan);
    }
    let schema = plan.schema().clone();
    let computed =
        |q: Option<&TableReference>, f: &Field| q.is_none() && f.data_type() == &DataType::Boolean;
    if !schema.iter().any(|(q, f)| computed(q, f)) {
        return Ok(plan);
    }
    let exprs: Vec<Expr> = schema
        .iter()
        .map(|(q, f)| {
            let column = Expr::Column(Column::new(q.cloned(), f.name()));
            if computed(q, f) {
                cast(column, DataType::UInt8).alias(f.name())
            } else {
                column
            }
        })
        .collect();
    Ok(LogicalPlanBuilder::from(plan).project(exprs)?.build()?)
}

/// The table a statement changes other than by INSERT, TRUNCATE or DROP.
fn changed_table(statement: &Statement) -> Option<&str> {
    match statement {
        Statement::Delete { table, .. }
        | Statement::AlterDelete { table, .. }
        | Statement::Update { table, .. }
        | Statement::AlterApplyDeletedMask { table, .. }
        | Statement::ModifyTtl { table, .. }
        | Statement::ModifySettings { table, .. }
        | Statement::CheckTable { table, .. }
        | Statement::MaterializeTtl { table }
        | Statement::AlterColumns { table, .. }
        | Statement::AlterList { table, .. }
        | Statement::Optimize { table, .. } => Some(table),
        _ => None,
    }
}

/// The schema a query reads the session's temporary tables from (no database may
/// have the name: `validate_database_name` refuses it).
pub(crate) const TEMPORARY_SCHEMA: &str = "__temporary";

/// Names every relation of `statement` that is one of the session's temporary tables
/// (`names`: `t`, or `db.t` in the current database `database`) in
/// [`TEMPORARY_SCHEMA`], aliased with its own name where it has no alias (so `t.x`
/// reads as before): the query reads them there, over any table of the name. A common
/// table expression of the name, in scope, is read instead, as in ClickHouse.
fn name_temporaries(statement: &mut Ast, names: &std::collections::BTreeSet<&str>, database: &str) {
    use sqlparser::ast::{
        Ident, ObjectNamePart, Query, TableAlias, TableFactor, VisitMut, VisitorMut,
    };
    struct Rename<'a> {
        names: &'a std::collections::BTreeSet<&'a str>,
        database: &'a str,
        /// The common table expressions in scope, by query.
        ctes: Vec<Vec<String>>,
    }
    impl VisitorMut for Rename<'_> {
        type Break = ();
        fn pre_visit_query(&mut self, query: &mut Query) -> std::ops::ControlFlow<()> {
            self.ctes.push(crate::views::cte_names(query));
            std::ops::ControlFlow::Continue(())
        }
        fn post_visit_query(&mut self, _: &mut Query) -> std::ops::ControlFlow<()> {
            self.ctes.pop();
            std::ops::ControlFlow::Continue(())
        }
        fn pre_visit_table_factor(
            &mut self,
            factor: &mut TableFactor,
        ) -> std::ops::ControlFlow<()> {
            let TableFactor::Table {
                name,
                alias,
                args: None,
                ..
            } = factor
            else {
                return std::ops::ControlFlow::Continue(());
            };
            let table = match name.0.as_slice() {
                [ObjectNamePart::Identifier(t)]
                    if !self.ctes.iter().flatten().any(|c| *c == t.value) =>
                {
                    Some(t.value.clone())
                }
                [ObjectNamePart::Identifier(db), ObjectNamePart::Identifier(t)]
                    if db.value == self.database =>
                {
                    Some(t.value.clone())
                }
                _ => None,
            };
            if let Some(t) = table.filter(|t| self.names.contains(t.as_str())) {
                name.0 = vec![
                    ObjectNamePart::Identifier(Ident::with_quote('`', TEMPORARY_SCHEMA)),
                    ObjectNamePart::Identifier(Ident::with_quote('`', t.clone())),
                ];
                if alias.is_none() {
                    *alias = Some(TableAlias {
                        explicit: true,
                        name: Ident::with_quote('`', t),
                        columns: vec![],
                        at: None,
                    });
                }
            }
            std::ops::ControlFlow::Continue(())
        }
    }
    let _ = statement.visit(&mut Rename {
        names,
        database,
        ctes: Vec::new(),
    });
}

/// A temporary table of the session that a DELETE's or UPDATE's expressions (their
/// subqueries) name.
fn temporary_in_expressions(statement: &Statement, settings: &QuerySettings) -> Option<String> {
    let session = settings.session.as_ref().filter(|s| !s.is_empty())?;
    let texts: Vec<&str> = match statement {
        Statement::Delete { predicate, .. } | Statement::AlterDelete { predicate, .. } => {
            vec![predicate.as_str()]
        }
        Statement::Update {
            assignments,
            predicate,
            ..
        } => assignments
            .iter()
            .map(|(_, e)| e.as_str())
            .chain([predicate.as_str()])
            .collect(),
        Statement::AlterList { commands, .. } => {
            return commands
                .iter()
                .find_map(|c| temporary_in_expressions(c, settings));
        }
        _ => return None,
    };
    let mut found = None;
    for text in texts {
        let Ok(expr) = dialect::parse_expr(text) else {
            continue;
        };
        let _ = sqlparser::ast::visit_relations(&expr, |name| {
            let parts: Vec<&str> = name
                .0
                .iter()
                .filter_map(|p| p.as_ident().map(|i| i.value.as_str()))
                .collect();
            let bare = match parts.as_slice() {
                [t] => Some(*t),
                [db, t] if *db == settings.database => Some(*t),
                _ => None,
            };
            match bare.filter(|t| session.schema(t).is_some()) {
                Some(t) => {
                    found = Some(t.to_string());
                    std::ops::ControlFlow::Break(())
                }
                None => std::ops::ControlFlow::Continue(()),
            }
        });
        if found.is_some() {
            break;
        }
    }
    found
}

/// The session's temporary table that `table` (a name resolved in the current
/// database) names, with its name in the session.
pub(crate) fn temporary<'s, 'a>(
    settings: &'s QuerySettings,
    table: &'a str,
) -> Option<(&'s Arc<crate::temporary::Session>, &'a str)> {
    let session = settings.session.as_ref()?;
    // Names are resolved in the current database: `default`'s tables are bare names,
    // another's `db.t`.
    let name = match settings.database.as_str() {
        "default" => Some(table).filter(|t| !t.contains('.')),
        db => table.strip_prefix(db).and_then(|t| t.strip_prefix('.')),
    }?;
    session.schema(name).map(|_| (session, name))
}

fn describe(schema: &TableSchema) -> Result<Output> {
    // The stored columns of sorting key expressions are not the table's columns.
    let mut shown = schema.clone();
    shown.columns.retain(|c| !c.is_sort_key_expression());
    let schema = &shown;
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
            s(schema.columns.iter().map(|c| c.ty.display_name()).collect()),
        ),
        (
            "default_type",
            s(schema
                .columns
                .iter()
                .map(|c| c.default_kind().to_string())
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
        (
            "comment",
            s(schema.columns.iter().map(|c| c.comment.clone()).collect()),
        ),
        (
            "codec_expression",
            s(schema.columns.iter().map(|c| c.codec.clone()).collect()),
        ),
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

/// ClickHouse's `UNKNOWN_DATABASE` (81).
/// A catalog name as ClickHouse names a table in its messages: `db.t`.
fn qualified(table: &str) -> String {
    match table.contains('.') {
        true => table.to_string(),
        false => format!("default.{table}"),
    }
}

fn unknown_database(name: &str) -> Error {
    Error::not_found(format!(
        "Database {name} does not exist. (UNKNOWN_DATABASE)"
    ))
    .with_code(maskhouse_types::codes::UNKNOWN_DATABASE)
}

#[cfg(test)]
mod decimal_tests {
    use super::decimal_digits;

    /// Digits past a Decimal's scale are cut, never rounded, from plain or exponent
    /// notation alike, as ClickHouse reads numbers into a Decimal.
    #[test]
    fn decimal_digits_cut_to_the_scale() {
        for (text, scale, want) in [
            ("1.239", 2, Some("1.23")),
            ("-1.239", 2, Some("-1.23")),
            ("-.555", 2, Some("-0.55")),
            ("7", 2, Some("7")),
            ("1e-6", 6, Some("0.000001")),
            ("1.5e-7", 6, Some("0.000000")),
            ("1e16", 2, Some("10000000000000000")),
            ("1.2345E2", 1, Some("123.4")),
            ("0.29", 2, Some("0.29")),
            ("1.2.3", 2, None),
            ("abc", 2, None),
            ("", 2, None),
            ("1e99999", 2, None),
        ] {
            assert_eq!(decimal_digits(text, scale).as_deref(), want, "{text}");
        }
    }
}
