//! Subqueries in DELETE predicates: `id [NOT] IN (SELECT …)`, `v > (SELECT max(v) …)`,
//! `[NOT] EXISTS (SELECT …)`.
//!
//! A predicate's subqueries are uncorrelated: each is planned on its own against a
//! catalog snapshot and, on apply, run once, its result substituted as literals before
//! the predicate is compiled. On apply the snapshot is the state as of the mutation's
//! own log index, so every replica reads the same rows (DESIGN §2.8). Runs are single
//! partitioned: the rows, and the first error if any, do not depend on scheduling.

use std::{ops::ControlFlow, sync::Arc};

use arrow::{
    array::{Array, ArrayRef},
    datatypes::DataType,
};
use datafusion::execution::FunctionRegistry;
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
use maskhouse_store::Catalog;
use sqlparser::ast::{Expr, Query, Statement, UnaryOperator, Value, VisitMut, VisitorMut};

use crate::{Error, Result, ScanCache};

/// Most distinct values an `IN (subquery)` may bring into a predicate: each becomes a
/// literal of the compiled predicate, held in memory while the DELETE is evaluated.
pub const SUBQUERY_VALUES_MAX: usize = 1_000_000;

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

/// A session over `catalog`'s tables (masks applied) for planning and running subqueries.
pub fn context(catalog: &Catalog, cache: &Arc<ScanCache>) -> Result<SessionContext> {
    session(catalog, cache, 1, true, None, None)
}

/// A session over `catalog`'s tables, on `partitions` partitions, reading deleted rows
/// too unless `apply_mask`: the one way queries and subqueries see tables.
pub fn session(
    catalog: &Catalog,
    cache: &Arc<ScanCache>,
    partitions: usize,
    apply_mask: bool,
    memory_limit: Option<usize>,
    progress: Option<Arc<crate::Progress>>,
) -> Result<SessionContext> {
    let mut config = SessionConfig::new().with_target_partitions(partitions);
    // The scans add what they read to the query's counters (`MaskScanExec`).
    if let Some(progress) = progress {
        config = config.with_extension(progress);
    }
    config.options_mut().sql_parser.enable_ident_normalization = false;
    let mut builder = SessionStateBuilder::new();
    if let Some(limit) = memory_limit {
        // `max_memory_usage`: the query's operators share one pool of this size and
        // fail when it runs out (no spilling to disk, as ClickHouse without external
        // sorting or aggregation).
        let runtime = datafusion::execution::runtime_env::RuntimeEnvBuilder::new()
            .with_memory_pool(Arc::new(
                datafusion::execution::memory_pool::GreedyMemoryPool::new(limit),
            ))
            .with_disk_manager_builder(
                datafusion::execution::disk_manager::DiskManagerBuilder::default()
                    .with_mode(datafusion::execution::disk_manager::DiskManagerMode::Disabled),
            )
            .build_arc()?;
        builder = builder.with_runtime_env(runtime);
    }
    let mut state = builder
        .with_config(config)
        .with_default_features()
        .with_analyzer_rules(crate::literals::analyzer_rules())
        .build();
    for planner in crate::semantics::expr_planners() {
        state.register_expr_planner(planner)?;
    }
    let ctx = SessionContext::new_with_state(state);
    for (name, table) in &catalog.tables {
        // Bare, not parsed: a table's name keeps its case (`Events` is not `events`).
        ctx.register_table(
            datafusion::common::TableReference::bare(name.as_str()),
            Arc::new(crate::MaskTable::new(
                table.clone(),
                apply_mask,
                cache.clone(),
            )),
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
            // The scan reports parts it cannot read or decode as external errors.
            DataFusionError::External(_)
            | DataFusionError::IoError(_)
            | DataFusionError::ObjectStore(_)
            | DataFusionError::ParquetError(_) => Failure::Unreadable(e.to_string()),
            _ => Failure::Invalid(e.into()),
        }
    }
}

/// Plans each subquery in `ctx` and, if `run`, runs it; without `run` each stands for a
/// NULL of its type (enough to check the predicate's types).
pub async fn resolve(
    ctx: &SessionContext,
    subqueries: &[Subquery],
    run: bool,
) -> std::result::Result<Vec<Resolved>, Failure> {
    let mut out = Vec::with_capacity(subqueries.len());
    for s in subqueries {
        let statement =
            DFStatement::Statement(Box::new(Statement::Query(Box::new(s.query.clone()))));
        let plan = ctx
            .state()
            .statement_to_plan(statement)
            .await
            .map_err(|e| Failure::Invalid(subquery_error(&s.query, e)))?;
        deterministic(&plan)?;
        let columns = plan.schema().fields().len();
        if s.kind != Kind::Exists && columns != 1 {
            return Err(Error::bad(format!(
                "the subquery ({}) returns {columns} columns, not one",
                s.query
            ))
            .into());
        }
        // What the subquery stands for when it returns nothing (or is not run).
        let null = match s.kind {
            Kind::Exists => ScalarValue::Boolean(None),
            Kind::In | Kind::Scalar => ScalarValue::try_from(plan.schema().field(0).data_type())
                .map_err(|e| Failure::Invalid(e.into()))?,
        };
        if !run {
            out.push(match s.kind {
                Kind::In => Resolved::List(vec![null]),
                Kind::Scalar | Kind::Exists => Resolved::Value(null),
            });
            continue;
        }
        let (plan, fetch) = match s.kind {
            Kind::In => (
                LogicalPlanBuilder::from(plan).distinct()?,
                SUBQUERY_VALUES_MAX + 1,
            ),
            Kind::Scalar => (LogicalPlanBuilder::from(plan), 2),
            Kind::Exists => (LogicalPlanBuilder::from(plan), 1),
        };
        let plan = plan.limit(0, Some(fetch))?.build()?;
        let batches = match ctx.execute_logical_plan(plan).await {
            Ok(frame) => frame.collect().await,
            Err(e) => Err(e),
        }
        .map_err(|e| match Failure::from(e) {
            Failure::Invalid(e) => Failure::Invalid(Error {
                kind: e.kind,
                message: format!("subquery ({}): {}", s.query, e.message),
                code: e.code,
            }),
            unreadable => unreadable,
        })?;
        let columns: Vec<ArrayRef> = batches.iter().map(|b| b.column(0).clone()).collect();
        let rows: usize = columns.iter().map(|c| c.len()).sum();
        out.push(match s.kind {
            Kind::In if rows > SUBQUERY_VALUES_MAX => {
                return Err(Error::bad(format!(
                    "the subquery ({}) returns more than {SUBQUERY_VALUES_MAX} distinct values, \
                     the most an IN of a DELETE takes",
                    s.query
                ))
                .into())
            }
            // As ClickHouse does by default (transform_null_in = 0), a NULL in the set
            // matches nothing.
            Kind::In => Resolved::List(scalars(&columns, false)?),
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
    let hint = if e.message.contains("No field named") {
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
            if f.func.signature().volatility != Volatility::Immutable {
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
