//! DELETE predicates compiled with DataFusion: the same SQL text, against the same
//! catalog state, gives the same function on every replica.
//!
//! Subqueries (`id IN (SELECT …)`) are resolved first ([`crate::subquery`]): on apply
//! they run against the catalog as of the mutation's own log index, within the limits
//! the entry carries, and their results become literals; before proposing they run
//! the same way against the current snapshot, to check tables, columns, types and
//! limits.

use std::{collections::BTreeSet, future::Future, sync::Arc};

use arrow::{
    array::{Array, ArrayRef, AsArray, BooleanArray, RecordBatch},
    datatypes::{DataType, SchemaRef},
};
use datafusion::{
    common::{DFSchema, ScalarValue},
    execution::{context::SessionState, SessionStateBuilder},
    physical_expr::PhysicalExpr,
    physical_optimizer::pruning::{PruningPredicate, PruningPredicateBuilder},
    prelude::SessionConfig,
};
use maskhouse_part::schema::arrow_schema;
use maskhouse_store::{Catalog, PredicateCompiler, RowPredicate};
use maskhouse_types::{ColumnStats, SubqueryLimits, TableSchema};
use sqlparser::ast::{Expr, ExprWithAlias};

use crate::{
    dialect,
    scan::stats::ContainerStats,
    subquery::{self, Failure, Resolved, Subquery},
    Error, Result, ScanCache,
};

/// The store's predicate compiler, backed by DataFusion.
pub struct SqlPredicates {
    state: SessionState,
    /// Footers and mask plans of the parts subqueries read.
    cache: Arc<ScanCache>,
    /// UPDATE assignments compiled, by table schema and text ([`UpdateCache`]).
    updates: UpdateCache,
}

/// Compiled UPDATE assignments by the table's schema (encoded) and the assignments'
/// text. A stream of UPDATEs by key repeats the same `SET` with a different `WHERE`,
/// and compiling it through DataFusion on the proposer and on every replica cost more
/// than applying it. Compiling depends only on the text and the schema (nothing
/// non-deterministic compiles, DESIGN §2.8), so a cached function is the one a fresh
/// compile would give. At most [`UPDATE_CACHE_ENTRIES`]; full, it starts over.
type UpdateCache = std::sync::Mutex<
    std::collections::HashMap<
        (Vec<u8>, Vec<(String, String)>),
        Arc<dyn maskhouse_store::RowUpdate>,
    >,
>;

/// The compiled UPDATE assignments kept ([`UpdateCache`]).
const UPDATE_CACHE_ENTRIES: usize = 256;

impl Default for SqlPredicates {
    fn default() -> Self {
        // Identifiers are case-sensitive, as in ClickHouse and in SELECT.
        let mut config = SessionConfig::new();
        config.options_mut().sql_parser.enable_ident_normalization = false;
        let mut builder = SessionStateBuilder::new()
            .with_config(config)
            .with_default_features();
        crate::semantics::add_expr_planners(&mut builder);
        let mut state = builder.build();
        crate::functions::register(&mut state).expect("the functions register");
        SqlPredicates {
            state,
            cache: Arc::default(),
            updates: UpdateCache::default(),
        }
    }
}

struct Compiled {
    columns: Vec<usize>,
    schema: SchemaRef,
    /// Over the projected columns, for evaluation.
    projected: Arc<dyn PhysicalExpr>,
    /// Over all columns, for statistics pruning.
    pruning: Option<Arc<PruningPredicate>>,
    /// The columns the predicate pins to a few values, with them.
    pinned: Vec<(usize, ArrayRef)>,
}

/// A predicate parsed and rewritten into DataFusion's dialect, its subqueries taken out.
fn prepare(sql: &str) -> Result<(Expr, Vec<Subquery>)> {
    let mut expr = dialect::parse_expr(sql)?;
    dialect::rewrite_condition(&mut expr)?;
    let subqueries = subquery::take(&mut expr)?;
    Ok((expr, subqueries))
}

/// `assignments`, and for each `MATERIALIZED` column that reads an assigned column
/// (directly or through another such column), its expression over the new values, as
/// ClickHouse recomputes it (in the order the columns read each other; an `ALIAS`
/// column, stored here, likewise). Assigning a `MATERIALIZED` or `ALIAS` column is
/// `CANNOT_UPDATE_COLUMN` (420), as there.
fn with_materialized(
    table: &TableSchema,
    assignments: &[(String, String)],
) -> Result<Vec<(String, String)>> {
    if let Some(column) = assignments
        .iter()
        .filter_map(|(n, _)| table.column(n))
        .find(|c| c.is_hidden())
    {
        return Err(Error::bad(format!(
            "Cannot UPDATE {} column `{}`. (CANNOT_UPDATE_COLUMN)",
            column.default_kind().to_lowercase(),
            column.name
        ))
        .with_code(maskhouse_types::codes::CANNOT_UPDATE_COLUMN));
    }
    let mut out = assignments.to_vec();
    if !table.columns.iter().any(|c| c.is_hidden()) {
        return Ok(out);
    }
    for i in crate::ddl::default_order(table)? {
        let column = &table.columns[i];
        let (true, Some(default)) = (column.is_hidden(), &column.default) else {
            continue;
        };
        let mut expr = dialect::parse_expr(default)?;
        let reads = crate::ddl::columns_read(table, &expr);
        if !reads
            .iter()
            .any(|&j| out.iter().any(|(n, _)| *n == table.columns[j].name))
        {
            continue;
        }
        // Each assigned column read stands for its new value.
        let mut failed = None;
        let _ = sqlparser::ast::visit_expressions_mut(&mut expr, |e| {
            let named = match e {
                sqlparser::ast::Expr::Identifier(id) => Some(id.value.clone()),
                sqlparser::ast::Expr::CompoundIdentifier(parts) => {
                    parts.last().map(|p| p.value.clone())
                }
                _ => None,
            };
            if let Some(name) = named {
                if let Some((_, value)) = out.iter().find(|(n, _)| *n == name) {
                    match dialect::parse_expr(value) {
                        Ok(v) => *e = sqlparser::ast::Expr::Nested(Box::new(v)),
                        Err(err) => failed = Some(err),
                    }
                }
            }
            std::ops::ControlFlow::<()>::Continue(())
        });
        if let Some(e) = failed {
            return Err(e);
        }
        out.push((column.name.clone(), expr.to_string()));
    }
    Ok(out)
}

impl SqlPredicates {
    /// Checks `sql` for `table` before it is proposed: a bad column, a non-boolean type,
    /// an unknown table, a non-deterministic function in a subquery, or a subquery past
    /// `limits` is a clear error. Subqueries run against `catalog` (the current
    /// snapshot) as they will on apply; apply checks the limits again, against the
    /// state as of the entry.
    pub async fn validate(
        &self,
        catalog: &Catalog,
        table: &TableSchema,
        sql: &str,
        limits: &SubqueryLimits,
        memory_limit: Option<usize>,
    ) -> Result<()> {
        let (expr, mut subqueries) = prepare(sql)?;
        if subqueries.is_empty()
            && point::compile(
                &crate::scan::with_clickhouse_types(table, &arrow_schema(table)),
                &expr,
            )
            .is_some()
        {
            return Ok(());
        }
        subquery::expand_views(&mut subqueries, catalog, subquery::database(limits))?;
        subquery::hide_columns(&mut subqueries, catalog, subquery::database(limits));
        let mut resolved = Vec::new();
        if !subqueries.is_empty() {
            // The proposer, unlike apply, may hold its run to the query's
            // `max_memory_usage`: a failure here only refuses the statement.
            let ctx = subquery::session(
                catalog,
                &self.cache,
                1,
                true,
                memory_limit,
                None,
                false,
                subquery::database(limits),
            )?;
            resolved = subquery::resolve(&ctx, &subqueries, limits)
                .await
                .map_err(|f| match f {
                    Failure::Invalid(e) => e,
                    Failure::Unreadable(m) => Error::internal(m),
                })?;
        }
        self.compile_resolved(table, expr, &resolved).map(|_| ())
    }

    /// Compiles the prepared `expr` for `table`, the subqueries' placeholders replaced by
    /// `resolved`; a bad column or a non-boolean type is a clear error.
    fn compile_resolved(
        &self,
        table: &TableSchema,
        expr: Expr,
        resolved: &[Resolved],
    ) -> Result<Compiled> {
        let schema = arrow_schema(table);
        // Typed with the columns' declared types (an Enum compares by its numbers).
        let marked = crate::scan::with_clickhouse_types(table, &schema);
        let df = DFSchema::try_from(marked.as_ref().clone())?;
        let logical = self
            .state
            .create_logical_expr_from_sql_expr(ExprWithAlias { expr, alias: None }, &df)?;
        subquery::deterministic_expr(&logical)?;
        let logical = subquery::substitute(logical, resolved)?;
        let logical = crate::star_arguments::rewrite_expr(logical, &df, &table.hidden_columns())?;
        let logical = crate::value_text::rewrite(logical, &df)?.data;
        let logical = crate::literals::rewrite(logical, &df)?.data;
        let logical = crate::divisors::rewrite_expr(logical, &df)?;
        let logical = crate::comparisons::rewrite_expr(logical, &df, true)?;
        let logical = crate::functions::simplified(logical, &df)?;
        let ty = datafusion::logical_expr::ExprSchemable::to_field(&logical, &df)?
            .1
            .data_type()
            .clone();
        if !matches!(ty, DataType::Boolean | DataType::Null) {
            return Err(Error::bad(format!(
                "the WHERE expression has type {ty}, not a boolean"
            )));
        }
        let columns: BTreeSet<usize> = logical
            .column_refs()
            .iter()
            .map(|c| df.index_of_column(c).map_err(Error::from))
            .collect::<Result<_>>()?;
        let columns: Vec<usize> = columns.into_iter().collect();
        let projected_schema = Arc::new(schema.project(&columns)?);
        let pdf = DFSchema::try_from(projected_schema.as_ref().clone())?;
        let projected = self.state.create_physical_expr(logical.clone(), &pdf)?;
        let full = self.state.create_physical_expr(logical, &df)?;
        let pinned = pinned_columns(&full, &schema);
        let pruning = PruningPredicateBuilder::new()
            .with_file_schema(schema.clone())
            .build(full);
        Ok(Compiled {
            columns,
            schema,
            projected,
            pruning,
            pinned,
        })
    }
}

/// Values a matching row must have in each column that `expr` pins to a finite set
/// (`c = v`, `c IN (…)`, an `OR` of them on one column, under `AND`s), as arrays of
/// the column's type. A literal that does not cast to the column exactly leaves the
/// column out (no pruning is better than a wrong one).
fn pinned_columns(expr: &Arc<dyn PhysicalExpr>, schema: &SchemaRef) -> Vec<(usize, ArrayRef)> {
    use datafusion::physical_expr::utils::{Guarantee, LiteralGuarantee};
    let mut out = Vec::new();
    for g in LiteralGuarantee::analyze(expr) {
        if g.guarantee != Guarantee::In || g.literals.is_empty() {
            continue;
        }
        let Ok(at) = schema.index_of(&g.column.name) else {
            continue;
        };
        let ty = schema.field(at).data_type();
        let Ok(values) = ScalarValue::iter_to_array(g.literals.iter().cloned()) else {
            continue;
        };
        let Ok(cast) = arrow::compute::cast(&values, ty) else {
            continue;
        };
        // Each literal must survive the cast unchanged: compare back.
        let Ok(back) = arrow::compute::cast(&cast, values.data_type()) else {
            continue;
        };
        if back.as_ref() != values.as_ref() || cast.null_count() > values.null_count() {
            continue;
        }
        out.push((at, cast));
    }
    out
}

/// An UPDATE's assignments, compiled over every column of the table.
struct CompiledUpdate {
    schema: SchemaRef,
    /// `(column, expression)`, the expression cast to the column's type.
    columns: Vec<(usize, Arc<dyn PhysicalExpr>)>,
    /// The table's column types, which each new value must conform to.
    types: Vec<maskhouse_types::ColumnType>,
}

impl SqlPredicates {
    /// Compiles `assignments` for `table`: each names a column that is neither in the
    /// sorting key, nor in the partition expression, nor a replacing table's version
    /// column, at most once, and its expression
    /// (no subqueries, nothing non-deterministic) casts to the column's type. Anything
    /// else is a clear error, before anything is proposed and, the same, on apply.
    pub fn compile_assignments(
        &self,
        table: &TableSchema,
        assignments: &[(String, String)],
    ) -> Result<Arc<dyn maskhouse_store::RowUpdate>> {
        let key = (maskhouse_types::codec::encode(table), assignments.to_vec());
        if let Some(compiled) = self.updates.lock().expect("not poisoned").get(&key) {
            return Ok(compiled.clone());
        }
        let full = with_materialized(table, assignments)?;
        let compiled = self.compile_assignments_uncached(table, &full)?;
        let mut cache = self.updates.lock().expect("not poisoned");
        if cache.len() >= UPDATE_CACHE_ENTRIES {
            cache.clear();
        }
        cache.insert(key, compiled.clone());
        Ok(compiled)
    }

    fn compile_assignments_uncached(
        &self,
        table: &TableSchema,
        assignments: &[(String, String)],
    ) -> Result<Arc<dyn maskhouse_store::RowUpdate>> {
        let schema = arrow_schema(table);
        // Typed with the columns' declared types (an Enum compares by its numbers).
        let marked = crate::scan::with_clickhouse_types(table, &schema);
        let df = DFSchema::try_from(marked.as_ref().clone())?;
        let partition_columns = match &table.partition_by {
            Some(p) => {
                let mut expr = dialect::parse_expr(p)?;
                dialect::rewrite_expr(&mut expr)?;
                let logical = self
                    .state
                    .create_logical_expr_from_sql_expr(ExprWithAlias { expr, alias: None }, &df)?;
                logical
                    .column_refs()
                    .iter()
                    .map(|c| c.name.clone())
                    .collect()
            }
            None => BTreeSet::new(),
        };
        let mut columns: Vec<(usize, Arc<dyn PhysicalExpr>)> = Vec::new();
        for (name, sql) in assignments {
            let at = table.column_index(name).ok_or_else(|| {
                Error::bad(format!(
                    "There's no column '{name}' in table '{}'. (NO_SUCH_COLUMN_IN_TABLE)",
                    table.name
                ))
                .with_code(maskhouse_types::codes::NO_SUCH_COLUMN_IN_TABLE)
            })?;
            // The version column of a replacing table is a key column too, as in
            // ClickHouse: rows that lost to a version are gone for good (DESIGN §2.11).
            let in_key_expression = table
                .columns
                .iter()
                .filter(|c| c.is_sort_key_expression())
                .filter_map(|c| c.default.as_deref())
                .filter_map(|e| dialect::parse_expr(e).ok())
                .any(|e| {
                    crate::ddl::columns_read(table, &e)
                        .iter()
                        .any(|&j| table.columns[j].name == *name)
                });
            if table.order_by.contains(name)
                || in_key_expression
                || partition_columns.contains(name)
                || table.engine.version_column() == Some(name.as_str())
            {
                return Err(Error::bad(format!(
                    "Cannot UPDATE key column `{name}`. (CANNOT_UPDATE_COLUMN)"
                ))
                .with_code(maskhouse_types::codes::CANNOT_UPDATE_COLUMN));
            }
            if columns.iter().any(|(c, _)| *c == at) {
                return Err(Error::bad(format!("UPDATE sets column {name} twice")));
            }
            let value = self.value_expr(
                name,
                sql,
                &df,
                schema.field(at).data_type(),
                true,
                &table.hidden_columns(),
            )?;
            columns.push((at, value));
        }
        let types = table.columns.iter().map(|c| c.ty.clone()).collect();
        Ok(Arc::new(CompiledUpdate {
            schema,
            columns,
            types,
        }))
    }

    /// The new value of column `name`: `sql`, an expression over the row of `df` (no
    /// subqueries; nothing non-deterministic when `deterministic`), cast to `target`.
    fn value_expr(
        &self,
        name: &str,
        sql: &str,
        df: &DFSchema,
        target: &DataType,
        deterministic: bool,
        hidden: &[String],
    ) -> Result<Arc<dyn PhysicalExpr>> {
        let mut expr = dialect::parse_expr(sql)?;
        dialect::rewrite_expr(&mut expr)?;
        if !subquery::take(&mut expr)?.is_empty() {
            return Err(Error::bad(format!(
                "the new value of {name} has a subquery; it must be an expression over the row"
            )));
        }
        let logical = self
            .state
            .create_logical_expr_from_sql_expr(ExprWithAlias { expr, alias: None }, df)?;
        if deterministic {
            subquery::deterministic_expr(&logical)?;
        }
        let logical = crate::star_arguments::rewrite_expr(logical, df, hidden)?;
        let logical = crate::value_text::rewrite(logical, df)?.data;
        let logical = crate::literals::rewrite(logical, df)?.data;
        let logical = crate::divisors::rewrite_expr(logical, df)?;
        let logical = crate::comparisons::rewrite_expr(logical, df, false)?;
        // A tuple or map converts when the row is written ([`CompiledUpdate`]),
        // element by element; DataFusion's CAST cannot narrow a tuple's elements'
        // nullability.
        let logical = if matches!(target, DataType::Struct(_) | DataType::Map(..)) {
            logical
        } else {
            datafusion::logical_expr::ExprSchemable::cast_to(logical, target, df)?
        };
        let logical = crate::functions::simplified(logical, df)?;
        Ok(self.state.create_physical_expr(logical, df)?)
    }

    /// Compiles an `ALTER TABLE … COLUMN`'s rewrite of `old`'s rows into `new`'s: each
    /// column of `new` from its source over the old row, or its type's default.
    pub fn compile_reshape(
        &self,
        old: &TableSchema,
        new: &TableSchema,
        sources: &[Option<String>],
    ) -> Result<Arc<dyn maskhouse_store::RowUpdate>> {
        if sources.len() != new.columns.len() {
            return Err(Error::internal(
                "an ALTER's sources do not match its columns",
            ));
        }
        let input = arrow_schema(old);
        let marked = crate::scan::with_clickhouse_types(old, &input);
        let df = DFSchema::try_from(marked.as_ref().clone())?;
        let schema = arrow_schema(new);
        let mut values = Vec::with_capacity(sources.len());
        for (i, (column, source)) in new.columns.iter().zip(sources).enumerate() {
            // An old column kept as it was is taken as it is: its values are already
            // the type's.
            let kept = old.columns.iter().position(|c| {
                c.ty == column.ty
                    && source.as_deref()
                        == Some(maskhouse_types::sql::quoted_name(&c.name).as_str())
            });
            if let Some(at) = kept {
                values.push(Reshaped::Kept(at));
                continue;
            }
            values.push(match source {
                Some(sql) => Reshaped::Expr(self.value_expr(
                    &column.name,
                    sql,
                    &df,
                    schema.field(i).data_type(),
                    true,
                    &old.hidden_columns(),
                )?),
                None => Reshaped::Default(crate::insert::default_of(&column.ty)?),
            });
        }
        Ok(Arc::new(CompiledReshape {
            schema,
            values,
            types: new.columns.iter().map(|c| c.ty.clone()).collect(),
        }))
    }
}

impl SqlPredicates {
    /// The column type of `sql` computed over the columns of `table`: the type a
    /// column written without one takes from its `DEFAULT`, `MATERIALIZED` or `ALIAS`
    /// expression, as in ClickHouse.
    /// `Nullable` only where `may_be_null`.
    pub fn infer_type(
        &self,
        table: &TableSchema,
        sql: &str,
        may_be_null: bool,
    ) -> Result<maskhouse_types::ColumnType> {
        let schema = arrow_schema(table);
        let marked = crate::scan::with_clickhouse_types(table, &schema);
        let df = DFSchema::try_from(marked.as_ref().clone())?;
        let mut expr = dialect::parse_expr(sql)?;
        dialect::rewrite_expr(&mut expr)?;
        if !subquery::take(&mut expr)?.is_empty() {
            return Err(Error::bad(
                "a column's expression has a subquery; it must be an expression over the row",
            ));
        }
        let logical = self
            .state
            .create_logical_expr_from_sql_expr(ExprWithAlias { expr, alias: None }, &df)?;
        let logical = crate::literals::rewrite(logical, &df)?.data;
        let (_, field) = datafusion::logical_expr::ExprSchemable::to_field(&logical, &df)?;
        crate::engine::column_type_of(&field, !may_be_null)
    }

    /// Checks that every `DEFAULT` and `MATERIALIZED` expression of `table` computes
    /// from its columns and converts to its column's type (an INSERT computes them).
    pub fn check_defaults(&self, table: &TableSchema) -> Result<()> {
        let schema = arrow_schema(table);
        let marked = crate::scan::with_clickhouse_types(table, &schema);
        let df = DFSchema::try_from(marked.as_ref().clone())?;
        for (i, column) in table.columns.iter().enumerate() {
            if let Some(sql) = &column.default {
                self.value_expr(
                    &column.name,
                    sql,
                    &df,
                    schema.field(i).data_type(),
                    false,
                    &table.hidden_columns(),
                )?;
            }
        }
        Ok(())
    }
}

/// How a column of an `ALTER TABLE … COLUMN`'s new rows is computed.
enum Reshaped {
    /// Over the old row, cast to the column's type.
    Expr(Arc<dyn PhysicalExpr>),
    /// One row of the type's default, repeated.
    Default(ArrayRef),
    /// The old column at this position, as it is.
    Kept(usize),
}

/// An `ALTER TABLE … COLUMN`'s rewrite, compiled: from rows of the old columns to rows
/// of the new.
struct CompiledReshape {
    schema: SchemaRef,
    values: Vec<Reshaped>,
    types: Vec<maskhouse_types::ColumnType>,
}

impl maskhouse_store::RowUpdate for CompiledReshape {
    fn apply(&self, batch: &RecordBatch) -> Result<RecordBatch, String> {
        let rows = batch.num_rows();
        let mut columns = Vec::with_capacity(self.values.len());
        for (at, value) in self.values.iter().enumerate() {
            let field = self.schema.field(at);
            let value = match value {
                Reshaped::Expr(expr) => {
                    let value = expr
                        .evaluate(batch)
                        .and_then(|v| v.into_array(rows))
                        .map_err(|e| e.to_string())?;
                    let value = crate::engine::cast_strict(&value, field.data_type())
                        .map_err(|e| e.message)?;
                    maskhouse_part::schema::conform(&value, &self.types[at])
                        .map_err(|e| e.message)?
                }
                Reshaped::Kept(at) => batch.column(*at).clone(),
                Reshaped::Default(one) => {
                    let zeros = arrow::array::UInt32Array::from(vec![0u32; rows]);
                    arrow::compute::take(one.as_ref(), &zeros, None).map_err(|e| e.to_string())?
                }
            };
            if !field.is_nullable() && value.null_count() > 0 {
                return Err(format!(
                    "Cannot convert NULL value to non-Nullable type of column {}",
                    field.name()
                ));
            }
            columns.push(value);
        }
        RecordBatch::try_new_with_options(
            self.schema.clone(),
            columns,
            &arrow::array::RecordBatchOptions::new().with_row_count(Some(rows)),
        )
        .map_err(|e| e.to_string())
    }
}

impl maskhouse_store::RowUpdate for CompiledUpdate {
    fn apply(&self, batch: &RecordBatch) -> Result<RecordBatch, String> {
        let mut columns = batch.columns().to_vec();
        for (at, expr) in &self.columns {
            let value = expr
                .evaluate(batch)
                .and_then(|v| v.into_array(batch.num_rows()))
                .map_err(|e| e.to_string())?;
            let field = self.schema.field(*at);
            let value =
                crate::engine::cast_strict(&value, field.data_type()).map_err(|e| e.message)?;
            let value =
                maskhouse_part::schema::conform(&value, &self.types[*at]).map_err(|e| e.message)?;
            if !field.is_nullable() && value.null_count() > 0 {
                return Err(format!(
                    "Cannot convert NULL value to non-Nullable type of column {}",
                    field.name()
                ));
            }
            columns[*at] = value;
        }
        RecordBatch::try_new(self.schema.clone(), columns).map_err(|e| e.to_string())
    }
}

impl PredicateCompiler for SqlPredicates {
    /// Text that does not parse reads nothing: it fails to compile alike everywhere.
    fn reads_tables(&self, sql: &str) -> bool {
        prepare(sql).is_ok_and(|(_, subqueries)| !subqueries.is_empty())
    }

    /// Runs the subqueries against `catalog` within `limits`, then compiles. Every error
    /// is the same on every replica ([`maskhouse_store::Error::Predicate`]) except a part a subquery
    /// cannot read.
    fn compile(
        &self,
        catalog: &Catalog,
        schema: &TableSchema,
        sql: &str,
        limits: &SubqueryLimits,
    ) -> maskhouse_store::Result<Arc<dyn RowPredicate>> {
        let invalid = |e: Error| maskhouse_store::Error::Predicate(e.message);
        let (expr, mut subqueries) = prepare(sql).map_err(invalid)?;
        if subqueries.is_empty() {
            if let Some(point) = point::compile(
                &crate::scan::with_clickhouse_types(schema, &arrow_schema(schema)),
                &expr,
            ) {
                return Ok(Arc::new(point));
            }
        }
        subquery::expand_views(&mut subqueries, catalog, subquery::database(limits))
            .map_err(invalid)?;
        subquery::hide_columns(&mut subqueries, catalog, subquery::database(limits));
        let mut resolved = Vec::new();
        if !subqueries.is_empty() {
            let ctx = subquery::context(catalog, &self.cache, subquery::database(limits))
                .map_err(invalid)?;
            resolved = match block_on(subquery::resolve(&ctx, &subqueries, limits)) {
                Ok(Ok(resolved)) => resolved,
                Ok(Err(Failure::Invalid(e))) => return Err(invalid(e)),
                // Missing or damaged: either way the part must be fetched again.
                Ok(Err(Failure::Unreadable(m))) => {
                    return Err(maskhouse_store::Error::Corrupt(format!(
                        "a subquery cannot read its parts: {m}"
                    )))
                }
                Err(e) => return Err(maskhouse_store::Error::Invalid(e)),
            };
        }
        let compiled = self
            .compile_resolved(schema, expr, &resolved)
            .map_err(invalid)?;
        Ok(Arc::new(compiled))
    }

    fn compile_update(
        &self,
        schema: &TableSchema,
        assignments: &[(String, String)],
    ) -> maskhouse_store::Result<Arc<dyn maskhouse_store::RowUpdate>> {
        self.compile_assignments(schema, assignments)
            .map_err(|e| maskhouse_store::Error::Predicate(e.message))
    }

    fn compile_reshape(
        &self,
        old: &TableSchema,
        new: &TableSchema,
        sources: &[Option<String>],
    ) -> maskhouse_store::Result<Arc<dyn maskhouse_store::RowUpdate>> {
        SqlPredicates::compile_reshape(self, old, new, sources)
            .map_err(|e| maskhouse_store::Error::Predicate(e.message))
    }
}

/// Runs `future` to completion from synchronous code. Apply runs on a blocking thread of
/// the server's runtime (which then drives the future's tasks too); elsewhere — no
/// runtime, or a single-threaded one that this thread is already running — a small
/// runtime on a thread of its own does.
fn block_on<F>(future: F) -> std::result::Result<F::Output, String>
where
    F: Future + Send,
    F::Output: Send,
{
    use tokio::runtime::{Builder, Handle, RuntimeFlavor};
    if let Ok(handle) = Handle::try_current() {
        if handle.runtime_flavor() == RuntimeFlavor::MultiThread {
            return Ok(tokio::task::block_in_place(|| handle.block_on(future)));
        }
    }
    std::thread::scope(|s| {
        let runner = s.spawn(|| {
            Builder::new_current_thread()
                .enable_all()
                .build()
                .map(|runtime| runtime.block_on(future))
                .map_err(|e| format!("start a runtime for a subquery: {e}"))
        });
        runner
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    })
}

impl RowPredicate for Compiled {
    fn columns(&self) -> &[usize] {
        &self.columns
    }

    fn may_match(&self, stats: &[ColumnStats]) -> bool {
        let Some(p) = &self.pruning else { return true };
        let s = ContainerStats::new(&self.schema, vec![Some(stats)], None);
        p.prune(&s).map(|v| v[0]).unwrap_or(true)
    }

    /// One pruning pass over every row group: the predicate's pruning expression is
    /// evaluated once over arrays of their statistics, not once per group.
    fn may_match_groups(&self, groups: &[Option<Vec<ColumnStats>>]) -> Vec<bool> {
        let Some(p) = &self.pruning else {
            return vec![true; groups.len()];
        };
        let s = ContainerStats::new(
            &self.schema,
            groups.iter().map(|g| g.as_deref()).collect(),
            None,
        );
        match p.prune(&s) {
            Ok(v) if v.len() == groups.len() => v,
            _ => vec![true; groups.len()],
        }
    }

    fn pinned_values(&self, column: usize) -> Option<ArrayRef> {
        self.pinned
            .iter()
            .find(|(c, _)| *c == column)
            .map(|(_, values)| values.clone())
    }

    fn evaluate(&self, batch: &RecordBatch) -> Result<BooleanArray, String> {
        let v = self.projected.evaluate(batch).map_err(|e| e.to_string())?;
        let array = v.into_array(batch.num_rows()).map_err(|e| e.to_string())?;
        match array.data_type() {
            DataType::Boolean => Ok(array.as_boolean().clone()),
            DataType::Null => Ok(BooleanArray::from(vec![None; batch.num_rows()])),
            t => Err(format!("predicate returned {t}")),
        }
    }
}

mod point;
#[cfg(test)]
mod tests;
