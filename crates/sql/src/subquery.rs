//! Subqueries in DELETE predicates: `id [NOT] IN (SELECT …)`, `v > (SELECT max(v) …)`,
//! `[NOT] EXISTS (SELECT …)`.
//!
//! A predicate's subqueries are uncorrelated: each is planned on its own against a
//! catalog snapshot and run once, its result substituted as literals before the
//! predicate is compiled. On apply the snapshot is the state as of the mutation's own
//! log index, so every replica reads the same rows (DESIGN §2.8); the proposer runs
//! them first against its own snapshot, so that a client learns of a limit passed
//! before anything is proposed. Runs are one stream pulled in a fixed order: the rows,
//! the first error if any, and where a limit stops them do not depend on scheduling.
//!
//! What they may do is bounded by the [`SubqueryLimits`] of the log entry (DESIGN
//! §2.9): the rows their sources return (`reads`), and the distinct values and bytes
//! of each `IN` set ([`InSet`]). Nothing is bounded by time.

use std::{collections::HashSet, ops::ControlFlow, sync::Arc};

use arrow::{
    array::{Array, ArrayRef},
    datatypes::DataType,
};
use datafusion::{
    common::{
        tree_node::{Transformed, TreeNode, TreeNodeRecursion},
        DataFusionError, ScalarValue,
    },
    execution::SessionStateBuilder,
    logical_expr::{expr::InList, Expr as Logical, LogicalPlan, LogicalPlanBuilder, Volatility},
    prelude::{SessionConfig, SessionContext},
    sql::parser::Statement as DFStatement,
};
use futures::StreamExt;
use maskhouse_store::Catalog;
use maskhouse_types::SubqueryLimits;
use sqlparser::ast::{Expr, Query, Statement, UnaryOperator, Value, VisitMut, VisitorMut};

use self::reads::ReadBudget;
use crate::{Error, Result, ScanCache};

/// ClickHouse's `TOO_MANY_ROWS`: a subquery read more rows than its limit.
pub const TOO_MANY_ROWS: u32 = 158;
/// ClickHouse's `SET_SIZE_LIMIT_EXCEEDED`: an `IN` set past `max_rows_in_set` or
/// `max_bytes_in_set`.
pub const SET_SIZE_LIMIT_EXCEEDED: u32 = 191;

mod reads;

/// How a subquery is used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// `x IN (…)`: the set of its values.
    In,
    /// `(…)` as a value: its one row, or NULL.
    Scalar,
    /// `EXISTS (…)`: whether it has rows.
    Exists,
}

/// A subquery taken out of a predicate; a placeholder holds its place.
pub struct Subquery {
    kind: Kind,
    query: Query,
}

/// Leaves the MATERIALIZED columns of `catalog`'s tables out of the subqueries'
/// wildcards, as a query's (`crate::hidden`).
pub fn hide_columns(subqueries: &mut [Subquery], catalog: &Catalog, database: &str) {
    let hidden = crate::hidden::in_catalog(catalog, database);
    for s in subqueries {
        crate::hidden::exclude_from_wildcards(&mut s.query, &hidden);
    }
}

/// Reads each view the subqueries name by its query (`crate::views`), as a query's.
pub fn expand_views(subqueries: &mut [Subquery], catalog: &Catalog, database: &str) -> Result<()> {
    for s in subqueries {
        crate::views::expand(&mut s.query, catalog, database)?;
    }
    Ok(())
}

/// What a subquery stands for.
pub enum Resolved {
    List(Vec<ScalarValue>),
    Value(ScalarValue),
}

const IN_PREFIX: &str = "$maskhouse_in_";
const VALUE_PREFIX: &str = "$maskhouse_value_";

/// Replaces each subquery of `expr` (not those nested in another subquery) by a
/// placeholder, and returns them in the order of their placeholders' numbers.
pub fn take(expr: &mut Expr) -> Result<Vec<Subquery>> {
    let mut user_placeholder = None;
    let _ = sqlparser::ast::visit_expressions(expr, |e| {
        if let Expr::Value(v) = e {
            if let Value::Placeholder(p) = &v.value {
                user_placeholder = Some(p.clone());
                return ControlFlow::Break(());
            }
        }
        ControlFlow::Continue(())
    });
    if let Some(p) = user_placeholder {
        return Err(Error::bad(format!(
            "query parameters ({p}) are not supported in a DELETE predicate"
        )));
    }
    let mut taker = Taker {
        found: Vec::new(),
        error: None,
    };
    let _ = expr.visit(&mut taker);
    match taker.error {
        Some(e) => Err(e),
        None => Ok(taker.found),
    }
}

struct Taker {
    found: Vec<Subquery>,
    error: Option<Error>,
}

impl Taker {
    fn placeholder(&mut self, kind: Kind, query: &Query) -> Expr {
        let prefix = if kind == Kind::In {
            IN_PREFIX
        } else {
            VALUE_PREFIX
        };
        let id = format!("{prefix}{}", self.found.len());
        self.found.push(Subquery {
            kind,
            query: query.clone(),
        });
        Expr::value(Value::Placeholder(id))
    }
}

impl VisitorMut for Taker {
    type Break = ();

    /// Before the children are visited, so a subquery's own subqueries stay in it.
    fn pre_visit_expr(&mut self, expr: &mut Expr) -> ControlFlow<()> {
        let replacement = match expr {
            Expr::InSubquery {
                expr: left,
                subquery,
                negated,
            } => Expr::InList {
                expr: left.clone(),
                list: vec![self.placeholder(Kind::In, subquery)],
                negated: *negated,
            },
            Expr::Subquery(query) => self.placeholder(Kind::Scalar, query),
            Expr::Exists { subquery, negated } => {
                let exists = self.placeholder(Kind::Exists, subquery);
                if *negated {
                    Expr::UnaryOp {
                        op: UnaryOperator::Not,
                        expr: Box::new(exists),
                    }
                } else {
                    exists
                }
            }
            Expr::AnyOp { right, .. } | Expr::AllOp { right, .. }
                if matches!(**right, Expr::Subquery(_)) =>
            {
                self.error = Some(Error::bad(
                    "ANY/ALL (subquery) is not supported in a DELETE predicate; use IN",
                ));
                return ControlFlow::Break(());
            }
            _ => return ControlFlow::Continue(()),
        };
        *expr = replacement;
        ControlFlow::Continue(())
    }
}

/// ClickHouse's `SETTING_CONSTRAINT_VIOLATION`: a setting above the server's limit.
pub const SETTING_CONSTRAINT_VIOLATION: u32 = 452;

/// The limits a DELETE's subqueries run with: the server's, lowered by the query's
/// `max_rows_in_set` and `max_bytes_in_set`. A server limit is a ceiling (DESIGN
/// §2.10): a value above it is refused, whatever the statement.
pub fn limits(server: &SubqueryLimits, settings: &crate::QuerySettings) -> Result<SubqueryLimits> {
    let lowered = |name: &str, asked: Option<u64>, max: u64| match asked {
        Some(n) if n > max => Err(Error::bad(format!(
            "Setting {name} shouldn't be greater than {max}. (SETTING_CONSTRAINT_VIOLATION)"
        ))
        .with_code(SETTING_CONSTRAINT_VIOLATION)),
        Some(n) => Ok(n),
        None => Ok(max),
    };
    Ok(SubqueryLimits {
        rows_read_max: server.rows_read_max,
        set_rows_max: lowered(
            "max_rows_in_set",
            settings.max_rows_in_set,
            server.set_rows_max,
        )?,
        set_bytes_max: lowered(
            "max_bytes_in_set",
            settings.max_bytes_in_set,
            server.set_bytes_max,
        )?,
        join_use_nulls: settings.join_use_nulls,
        database: settings.database.clone(),
    })
}

/// The database a predicate's subqueries read unqualified names from: the statement's
/// (`default` for limits that name none).
pub fn database(limits: &SubqueryLimits) -> &str {
    match limits.database.as_str() {
        "" => "default",
        db => db,
    }
}

/// The configuration every query's session starts from.
fn base_config() -> SessionConfig {
    let mut config = SessionConfig::new().with_default_catalog_and_schema("datafusion", "default");
    config.options_mut().sql_parser.enable_ident_normalization = false;
    // A stream that arrives in one partition (a subquery with ORDER BY or LIMIT,
    // `numbers()`, VALUES) stays in one: `groupArray` and `any` then follow the order
    // of their input, as in ClickHouse, where dealing the stream round-robin over the
    // cores would interleave it.
    config
        .options_mut()
        .optimizer
        .enable_round_robin_repartition = false;
    config
}

/// The session state every query starts from: DataFusion's features, ClickHouse's
/// typing and the functions of this crate ([`crate::functions::clickhouse_state`]),
/// built once. Building it registers every function again, which costs about as much
/// as planning a small query; a query clones it and sets its own configuration and
/// catalog (`session`).
fn template() -> Result<&'static datafusion::execution::SessionState> {
    static TEMPLATE: std::sync::LazyLock<
        std::result::Result<datafusion::execution::SessionState, String>,
    > = std::sync::LazyLock::new(|| {
        crate::functions::clickhouse_state(SessionStateBuilder::new(), base_config())
            .map_err(|e| e.to_string())
    });
    TEMPLATE
        .as_ref()
        .map_err(|e| Error::internal(format!("building the session template: {e}")))
}

/// A session over `catalog`'s tables (masks applied) for planning and running
/// subqueries, unqualified names read from `database`.
pub fn context(
    catalog: &Catalog,
    cache: &Arc<ScanCache>,
    database: &str,
) -> Result<SessionContext> {
    session(catalog, cache, 1, true, None, None, false, database)
}

/// The tables of one database as a query's catalog holds them. A name it does not
/// hold is an error of its own when the planner asks for it (`table t does not
/// exist`, UNKNOWN_TABLE), so that what a statement reports for an unknown table is
/// decided by the catalog, not read back from the planner's message.
///
/// The planner also asks for the names of table functions (`range(…)`) before it
/// reads them as functions: those are no tables, and no error.
#[derive(Debug)]
pub(crate) struct KnownTables {
    database: String,
    tables: datafusion::catalog::MemorySchemaProvider,
    functions: Arc<std::collections::BTreeSet<String>>,
}

impl KnownTables {
    pub(crate) fn new(database: &str, functions: Arc<std::collections::BTreeSet<String>>) -> Self {
        KnownTables {
            database: database.to_string(),
            tables: datafusion::catalog::MemorySchemaProvider::new(),
            functions,
        }
    }
}

#[async_trait::async_trait]
impl datafusion::catalog::SchemaProvider for KnownTables {
    fn table_names(&self) -> Vec<String> {
        self.tables.table_names()
    }

    async fn table(
        &self,
        name: &str,
    ) -> datafusion::error::Result<Option<Arc<dyn datafusion::catalog::TableProvider>>> {
        match self.tables.table(name).await? {
            Some(table) => Ok(Some(table)),
            None if self.functions.contains(name) => Ok(None),
            None => {
                let shown = match self.database.as_str() {
                    "default" => name.to_string(),
                    db => format!("{db}.{name}"),
                };
                Err(datafusion::error::DataFusionError::External(Box::new(
                    Error::not_found(format!("table {shown} does not exist"))
                        .with_code(maskhouse_types::codes::UNKNOWN_TABLE),
                )))
            }
        }
    }

    async fn table_type(
        &self,
        name: &str,
    ) -> datafusion::error::Result<Option<datafusion::datasource::TableType>> {
        self.tables.table_type(name).await
    }

    fn register_table(
        &self,
        name: String,
        table: Arc<dyn datafusion::catalog::TableProvider>,
    ) -> datafusion::error::Result<Option<Arc<dyn datafusion::catalog::TableProvider>>> {
        self.tables.register_table(name, table)
    }

    fn deregister_table(
        &self,
        name: &str,
    ) -> datafusion::error::Result<Option<Arc<dyn datafusion::catalog::TableProvider>>> {
        self.tables.deregister_table(name)
    }

    fn table_exist(&self, name: &str) -> bool {
        self.tables.table_exist(name)
    }
}

/// The databases of a query's catalog: one it does not hold is, when the planner
/// reads a table of it, `UNKNOWN_DATABASE` (81), as in ClickHouse.
#[derive(Debug)]
struct KnownDatabases(Arc<dyn datafusion::catalog::CatalogProvider>);

impl datafusion::catalog::CatalogProvider for KnownDatabases {
    fn schema_names(&self) -> Vec<String> {
        self.0.schema_names()
    }

    fn schema(&self, name: &str) -> Option<Arc<dyn datafusion::catalog::SchemaProvider>> {
        Some(
            self.0
                .schema(name)
                .unwrap_or_else(|| Arc::new(MissingDatabase(name.to_string()))),
        )
    }

    fn register_schema(
        &self,
        name: &str,
        schema: Arc<dyn datafusion::catalog::SchemaProvider>,
    ) -> datafusion::error::Result<Option<Arc<dyn datafusion::catalog::SchemaProvider>>> {
        self.0.register_schema(name, schema)
    }
}

/// A database the query's catalog does not hold: it has no tables, and reading one
/// is `UNKNOWN_DATABASE`.
#[derive(Debug)]
struct MissingDatabase(String);

#[async_trait::async_trait]
impl datafusion::catalog::SchemaProvider for MissingDatabase {
    fn table_names(&self) -> Vec<String> {
        vec![]
    }

    async fn table(
        &self,
        _name: &str,
    ) -> datafusion::error::Result<Option<Arc<dyn datafusion::catalog::TableProvider>>> {
        Err(datafusion::error::DataFusionError::External(Box::new(
            Error::not_found(format!(
                "Database {} does not exist. (UNKNOWN_DATABASE)",
                self.0
            ))
            .with_code(maskhouse_types::codes::UNKNOWN_DATABASE),
        )))
    }

    async fn table_type(
        &self,
        _name: &str,
    ) -> datafusion::error::Result<Option<datafusion::datasource::TableType>> {
        Ok(None)
    }

    fn table_exist(&self, _name: &str) -> bool {
        false
    }
}

/// A session over `catalog`'s tables, on `partitions` partitions, reading deleted rows
/// too unless `apply_mask`, with ClickHouse's virtual columns when `virtual_columns`:
/// the one way queries and subqueries see tables. Each database is a schema (`db.t`),
/// and unqualified names are read from `database`.
#[allow(clippy::too_many_arguments)]
pub fn session(
    catalog: &Catalog,
    cache: &Arc<ScanCache>,
    partitions: usize,
    apply_mask: bool,
    memory_limit: Option<usize>,
    progress: Option<Arc<crate::Progress>>,
    virtual_columns: bool,
    database: &str,
) -> Result<SessionContext> {
    let mut config = base_config()
        .with_target_partitions(partitions)
        .with_default_catalog_and_schema("datafusion", database);
    // The scans add what they read to the query's counters (`MaskScanExec`).
    if let Some(progress) = progress {
        config = config.with_extension(progress);
    }
    let mut state = match memory_limit {
        None => {
            let mut state = template()?.clone();
            *state.config_mut() = config;
            state
        }
        Some(limit) => {
            // `max_memory_usage`: the query's operators share one pool of this size
            // and fail when it runs out (no spilling to disk, as ClickHouse without
            // external sorting or aggregation). A state has no setter for its runtime,
            // so this one is built whole: rebuilding a clone would register its
            // functions again in hash order, and DataFusion's aliases (`length`,
            // `position`, `rand`) could then win over ours.
            let runtime = datafusion::execution::runtime_env::RuntimeEnvBuilder::new()
                .with_memory_pool(Arc::new(
                    datafusion::execution::memory_pool::GreedyMemoryPool::new(limit),
                ))
                .with_disk_manager_builder(
                    datafusion::execution::disk_manager::DiskManagerBuilder::default()
                        .with_mode(datafusion::execution::disk_manager::DiskManagerMode::Disabled),
                )
                .build_arc()?;
            crate::functions::clickhouse_state(
                SessionStateBuilder::new().with_runtime_env(runtime),
                config,
            )?
        }
    };
    // A catalog of this query's own: tables are registered per query, from its
    // snapshot.
    let catalogs = Arc::new(datafusion::catalog::MemoryCatalogProviderList::new());
    let default_catalog: Arc<dyn datafusion::catalog::CatalogProvider> =
        Arc::new(datafusion::catalog::MemoryCatalogProvider::new());
    datafusion::catalog::CatalogProviderList::register_catalog(
        catalogs.as_ref(),
        "datafusion".to_string(),
        Arc::new(KnownDatabases(default_catalog.clone())),
    );
    state.register_catalog_list(catalogs);
    let functions: Arc<std::collections::BTreeSet<String>> =
        Arc::new(state.table_functions().keys().cloned().collect());
    let ctx = SessionContext::new_with_state(state);
    // The current database is a schema even when it holds no table (as the schema a
    // session's configuration names always is).
    for db in ["default", database]
        .into_iter()
        .chain(catalog.databases.iter().map(String::as_str))
    {
        if default_catalog.schema(db).is_none() {
            default_catalog
                .register_schema(db, Arc::new(KnownTables::new(db, functions.clone())))?;
        }
    }
    for (name, table) in &catalog.tables {
        // A view is read by its query, expanded before planning (`views`); a path
        // that does not expand views finds no table of its name, never an empty one.
        if table.schema.engine.is_view() {
            continue;
        }
        // Not parsed: a table's name keeps its case (`Events` is not `events`); a
        // table `db.t` is `t` in the schema `db`.
        let (db, bare) = name.split_once('.').unwrap_or(("default", name.as_str()));
        if default_catalog.schema(db).is_none() {
            default_catalog
                .register_schema(db, Arc::new(KnownTables::new(db, functions.clone())))?;
        }
        ctx.register_table(
            datafusion::common::TableReference::partial(db, bare),
            Arc::new(
                match crate::MaskTable::new(table.clone(), apply_mask, cache.clone()) {
                    t if virtual_columns => t.with_virtual_columns(),
                    t => t,
                },
            ),
        )?;
    }
    Ok(ctx)
}

/// Why resolving subqueries failed.
pub enum Failure {
    /// The subquery is wrong or fails on the rows it reads: the same on every replica.
    Invalid(Error),
    /// A part it reads is missing or damaged: only this replica.
    Unreadable(String),
}

impl From<Error> for Failure {
    fn from(e: Error) -> Self {
        Failure::Invalid(e)
    }
}

impl From<DataFusionError> for Failure {
    fn from(e: DataFusionError) -> Self {
        match e.find_root() {
            // A function's own error on the rows it reads (text that is no number):
            // the same on every replica.
            DataFusionError::External(inner) if inner.downcast_ref::<Error>().is_some() => {
                Failure::Invalid(e.into())
            }
            // The scan reports parts it cannot read or decode as external errors.
            DataFusionError::External(_)
            | DataFusionError::IoError(_)
            | DataFusionError::ObjectStore(_)
            | DataFusionError::ParquetError(_) => Failure::Unreadable(e.to_string()),
            _ => Failure::Invalid(e.into()),
        }
    }
}

/// Plans and runs each subquery in `ctx`, within `limits`: the rows all of them read
/// together, and the size of each `IN` set. Past a limit the error is the same on
/// every replica (ClickHouse's `TOO_MANY_ROWS` or `SET_SIZE_LIMIT_EXCEEDED`).
pub async fn resolve(
    ctx: &SessionContext,
    subqueries: &[Subquery],
    limits: &SubqueryLimits,
) -> std::result::Result<Vec<Resolved>, Failure> {
    let budget = ReadBudget::new(limits.rows_read_max);
    let mut out = Vec::with_capacity(subqueries.len());
    for s in subqueries {
        if crate::sample::has_sample(&s.query) {
            return Err(Error::bad(format!(
                "SAMPLE in the subquery ({}) of a DELETE or UPDATE is not supported",
                s.query
            ))
            .with_code(maskhouse_types::codes::NOT_IMPLEMENTED)
            .into());
        }
        let statement =
            DFStatement::Statement(Box::new(Statement::Query(Box::new(s.query.clone()))));
        let plan = ctx
            .state()
            .statement_to_plan(statement)
            .await
            .map_err(|e| Failure::Invalid(subquery_error(&s.query, e)))?;
        let plan =
            crate::ties::plan(plan).map_err(|e| Failure::Invalid(subquery_error(&s.query, e)))?;
        let plan = if limits.join_use_nulls {
            plan
        } else {
            crate::semantics::outer_join_defaults(plan).map_err(|e| Failure::Invalid(e.into()))?
        };
        deterministic(&plan)?;
        let columns = plan.schema().fields().len();
        if s.kind != Kind::Exists && columns != 1 {
            return Err(Error::bad(format!(
                "the subquery ({}) returns {columns} columns, not one",
                s.query
            ))
            .into());
        }
        // What the subquery stands for when it returns nothing.
        let null = match s.kind {
            Kind::Exists => ScalarValue::Boolean(None),
            Kind::In | Kind::Scalar => ScalarValue::try_from(plan.schema().field(0).data_type())
                .map_err(|e| Failure::Invalid(e.into()))?,
        };
        // An IN reads every row (its set is built here, within its limits); the others
        // need at most two rows and one.
        let fetch = match s.kind {
            Kind::In => None,
            Kind::Scalar => Some(2),
            Kind::Exists => Some(1),
        };
        let plan = match fetch {
            Some(fetch) => LogicalPlanBuilder::from(plan)
                .limit(0, Some(fetch))?
                .build()?,
            None => plan,
        };
        let failed = |e: DataFusionError| -> Failure {
            if budget.exceeded() {
                return Failure::Invalid(
                    Error::bad(format!(
                        "Limit for rows read by the subqueries of a DELETE exceeded: they \
                         read more than {} rows, the last in the subquery ({}) (the \
                         server's subquery_rows_read_max). (TOO_MANY_ROWS)",
                        budget.max(),
                        s.query
                    ))
                    .with_code(TOO_MANY_ROWS),
                );
            }
            match Failure::from(e) {
                Failure::Invalid(e) => Failure::Invalid(Error {
                    kind: e.kind,
                    message: format!("subquery ({}): {}", s.query, e.message),
                    code: e.code,
                }),
                unreadable => unreadable,
            }
        };
        let mut stream = run(ctx, plan, &budget).await.map_err(failed)?;
        let mut set = match s.kind {
            Kind::In => Some(InSet::new(&s.query, limits)),
            Kind::Scalar | Kind::Exists => None,
        };
        let mut columns: Vec<ArrayRef> = Vec::new();
        while let Some(batch) = stream.next().await {
            let column = batch.map_err(failed)?.column(0).clone();
            match &mut set {
                Some(set) => set.extend(&column)?,
                None => columns.push(column),
            }
        }
        let rows: usize = columns.iter().map(|c| c.len()).sum();
        out.push(match s.kind {
            // As ClickHouse does by default (transform_null_in = 0), a NULL in the set
            // matches nothing.
            Kind::In => Resolved::List(set.map(InSet::values).unwrap_or_default()),
            Kind::Scalar if rows > 1 => {
                return Err(Error::bad(format!(
                    "the scalar subquery ({}) returns more than one row",
                    s.query
                ))
                .into())
            }
            Kind::Scalar => Resolved::Value(scalars(&columns, true)?.pop().unwrap_or(null)),
            Kind::Exists => Resolved::Value(ScalarValue::Boolean(Some(rows > 0))),
        });
    }
    Ok(out)
}

/// Runs `plan` as one stream in a fixed order, its sources counted against `budget`.
async fn run(
    ctx: &SessionContext,
    plan: LogicalPlan,
    budget: &Arc<ReadBudget>,
) -> datafusion::error::Result<datafusion::physical_plan::SendableRecordBatchStream> {
    let physical = ctx.state().create_physical_plan(&plan).await?;
    let physical = reads::bounded(physical, budget)?;
    physical.execute(0, ctx.task_ctx())
}

/// The distinct non-NULL values of an `IN (subquery)`, within `max_rows_in_set` and
/// `max_bytes_in_set`. Both are counted from the values as they are added, so the set
/// fails as soon as it passes one, and only if the whole set would: the same on every
/// replica, whatever order the values come in.
struct InSet<'q> {
    query: &'q Query,
    limits: SubqueryLimits,
    /// The distinct values in the order the subquery returned them (a fixed order), so
    /// that the predicate built from them is the same on every replica.
    values: Vec<ScalarValue>,
    seen: HashSet<ScalarValue>,
    bytes: u64,
}

impl<'q> InSet<'q> {
    fn new(query: &'q Query, limits: &SubqueryLimits) -> Self {
        InSet {
            query,
            limits: limits.clone(),
            values: Vec::new(),
            seen: HashSet::new(),
            bytes: 0,
        }
    }

    fn extend(&mut self, column: &ArrayRef) -> Result<()> {
        for value in scalars(std::slice::from_ref(column), false)? {
            let bytes = value_bytes(&value);
            if !self.seen.insert(value.clone()) {
                continue;
            }
            self.values.push(value);
            self.bytes += bytes;
            if self.values.len() as u64 > self.limits.set_rows_max {
                return Err(self.exceeded(format!(
                    "returns more than {} distinct values (max_rows_in_set)",
                    self.limits.set_rows_max
                )));
            }
            if self.bytes > self.limits.set_bytes_max {
                return Err(self.exceeded(format!(
                    "returns values of more than {} bytes (max_bytes_in_set)",
                    self.limits.set_bytes_max
                )));
            }
        }
        Ok(())
    }

    fn exceeded(&self, what: String) -> Error {
        Error::bad(format!(
            "IN-set size exceeded: the subquery ({}) {what}. (SET_SIZE_LIMIT_EXCEEDED)",
            self.query
        ))
        .with_code(SET_SIZE_LIMIT_EXCEEDED)
    }

    fn values(self) -> Vec<ScalarValue> {
        self.values
    }
}

/// The bytes a value counts for in `max_bytes_in_set`: from the value alone, never
/// from how it is held in memory, so that every replica counts the same.
fn value_bytes(value: &ScalarValue) -> u64 {
    let bytes = match value {
        ScalarValue::Utf8(Some(s)) | ScalarValue::LargeUtf8(Some(s)) => s.len(),
        ScalarValue::Utf8View(Some(s)) => s.len(),
        ScalarValue::Binary(Some(b))
        | ScalarValue::LargeBinary(Some(b))
        | ScalarValue::BinaryView(Some(b))
        | ScalarValue::FixedSizeBinary(_, Some(b)) => b.len(),
        ScalarValue::Boolean(_) => 1,
        other => match other.data_type().primitive_width() {
            Some(width) => width,
            // Nested values: the bytes of their buffers' slices.
            None => other
                .to_array()
                .map(|a| a.to_data().get_slice_memory_size().unwrap_or(0))
                .unwrap_or(0),
        },
    };
    bytes as u64
}

/// The values of `columns`, in order; NULLs only if `keep_nulls`. Strings come as
/// plain `Utf8` whatever the scan decoded them into.
fn scalars(columns: &[ArrayRef], keep_nulls: bool) -> Result<Vec<ScalarValue>> {
    let mut out = Vec::new();
    for column in columns {
        let column = match column.data_type() {
            DataType::Utf8View | DataType::LargeUtf8 => {
                arrow::compute::cast(column, &DataType::Utf8)?
            }
            DataType::BinaryView | DataType::LargeBinary => {
                arrow::compute::cast(column, &DataType::Binary)?
            }
            _ => column.clone(),
        };
        for i in 0..column.len() {
            if keep_nulls || column.is_valid(i) {
                out.push(ScalarValue::try_from_array(&column, i).map_err(Error::from)?);
            }
        }
    }
    Ok(out)
}

fn subquery_error(query: &Query, e: DataFusionError) -> Error {
    let e = Error::from(e);
    // Only a hint: a column the subquery's own tables lack is most often meant to be
    // the outer row's.
    let hint = if e.code == Some(maskhouse_types::codes::UNKNOWN_IDENTIFIER) {
        " (correlated subqueries, which read the row being deleted, are not supported)"
    } else {
        ""
    };
    Error {
        kind: e.kind,
        message: format!("subquery ({query}): {}{hint}", e.message),
        code: e.code,
    }
}

/// Refuses functions whose value is not fixed by the log (DataFusion's `random()`,
/// `now()`, …), anywhere in `plan`: the proposer folds or refuses the ClickHouse ones,
/// and this keeps any other out of apply.
pub fn deterministic(plan: &LogicalPlan) -> Result<()> {
    let mut error = None;
    plan.apply_with_subqueries(|node| {
        node.apply_expressions(|e| {
            if let Err(found) = deterministic_expr(e) {
                error = Some(found);
                return Ok(TreeNodeRecursion::Stop);
            }
            Ok(TreeNodeRecursion::Continue)
        })
    })?;
    error.map_or(Ok(()), Err)
}

/// Refuses a function call in `expr` that is not immutable.
pub fn deterministic_expr(expr: &Logical) -> Result<()> {
    let mut error = None;
    expr.apply(|e| {
        if let Logical::ScalarFunction(f) = e {
            if f.func.signature().volatility != Volatility::Immutable
                && !crate::functions::UNFOLDED.contains(&f.func.name())
            {
                error = Some(Error::bad(format!(
                    "function {}() is not deterministic: a DELETE is evaluated on every \
                     replica and must delete the same rows on each",
                    f.func.name()
                )));
                return Ok(TreeNodeRecursion::Stop);
            }
        }
        Ok(TreeNodeRecursion::Continue)
    })?;
    error.map_or(Ok(()), Err)
}

/// `expr` with the placeholders of [`take`] replaced by what their subqueries resolved
/// to.
pub fn substitute(expr: Logical, resolved: &[Resolved]) -> Result<Logical> {
    let number =
        |id: &str, prefix: &str| -> Option<usize> { id.strip_prefix(prefix)?.parse().ok() };
    let transformed = expr.transform_up(|e| {
        let new = match &e {
            Logical::Placeholder(p) => match number(&p.id, VALUE_PREFIX).map(|i| &resolved[i]) {
                Some(Resolved::Value(v)) => Logical::Literal(v.clone(), None),
                _ => return Ok(Transformed::no(e)),
            },
            Logical::InList(InList {
                expr,
                list,
                negated,
            }) => {
                let [Logical::Placeholder(p)] = list.as_slice() else {
                    return Ok(Transformed::no(e));
                };
                let Some(Resolved::List(values)) = number(&p.id, IN_PREFIX).map(|i| &resolved[i])
                else {
                    return Ok(Transformed::no(e));
                };
                if values.is_empty() {
                    // Nothing is in an empty set, NULL included.
                    Logical::Literal(ScalarValue::Boolean(Some(*negated)), None)
                } else {
                    Logical::InList(InList {
                        expr: expr.clone(),
                        list: values
                            .iter()
                            .map(|v| Logical::Literal(v.clone(), None))
                            .collect(),
                        negated: *negated,
                    })
                }
            }
            _ => return Ok(Transformed::no(e)),
        };
        Ok(Transformed::yes(new))
    })?;
    Ok(transformed.data)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dialect;

    #[test]
    fn subqueries_are_taken_outermost_first_and_in_order() {
        let mut expr = dialect::parse_expr(
            "id IN (SELECT id FROM a WHERE x IN (SELECT x FROM b)) AND v > (SELECT max(v) FROM c) \
             AND NOT EXISTS (SELECT 1 FROM d)",
        )
        .unwrap();
        let taken = take(&mut expr).unwrap();
        let kinds: Vec<Kind> = taken.iter().map(|s| s.kind).collect();
        assert_eq!(kinds, vec![Kind::In, Kind::Scalar, Kind::Exists]);
        assert!(taken[0].query.to_string().contains("IN (SELECT x FROM b)"));
        assert_eq!(
            expr.to_string(),
            "id IN ($maskhouse_in_0) AND v > $maskhouse_value_1 AND NOT $maskhouse_value_2"
        );
    }

    #[test]
    fn placeholders_and_any_subqueries_are_refused() {
        for text in ["id = $1", "id = ANY(SELECT id FROM a)"] {
            let mut expr = dialect::parse_expr(text).unwrap();
            assert!(take(&mut expr).is_err(), "{text}");
        }
    }
}
