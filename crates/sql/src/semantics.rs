//! Where ClickHouse's results differ from what DataFusion computes by default, changed
//! while a query is planned (DESIGN §4: output as ClickHouse prints it):
//! - `DateTime ± n` adds seconds ([`ClickHousePlanner`]); DataFusion has no
//!   timestamp-plus-integer. (`Date ± n` adds days in both.)
//! - `count` is `UInt64` ([`aggregate_results`]), as are `countIf` and `uniqExact`,
//!   which are counts here.
//! - `sum`, `min`, `max` and `avg` of a column that cannot be NULL are never NULL
//!   ([`aggregate_results`]): over no rows ClickHouse returns the type's default (`0`,
//!   `''`, `1970-01-01`) and `nan` for `avg`, where DataFusion returns NULL. Over a
//!   Nullable column both return NULL.

use std::sync::Arc;

use arrow::datatypes::{DataType, TimeUnit};
use datafusion::{
    common::{tree_node::Transformed, Column, DFSchema, Result, ScalarValue},
    functions::core::expr_fn::coalesce,
    logical_expr::{
        cast,
        expr::AggregateFunction,
        lit,
        planner::{ExprPlanner, PlannerResult, RawBinaryExpr},
        BinaryExpr, Expr, ExprSchemable, LogicalPlan, LogicalPlanBuilder, Operator,
    },
};
use sqlparser::ast::BinaryOperator;

/// Plans `DateTime ± integer` as ClickHouse does: the integer is seconds.
#[derive(Debug, Default)]
pub(crate) struct ClickHousePlanner;

impl ExprPlanner for ClickHousePlanner {
    fn plan_binary_op(
        &self,
        expr: RawBinaryExpr,
        schema: &DFSchema,
    ) -> Result<PlannerResult<RawBinaryExpr>> {
        let op = match expr.op {
            BinaryOperator::Plus => Operator::Plus,
            BinaryOperator::Minus => Operator::Minus,
            _ => return Ok(PlannerResult::Original(expr)),
        };
        let seconds = |e: &Expr| match e.get_type(schema) {
            Ok(t @ DataType::Timestamp(TimeUnit::Second, _)) => Some(t),
            _ => None,
        };
        let integer = |e: &Expr| e.get_type(schema).is_ok_and(|t| t.is_integer());
        let (ts, ty, n) = match (seconds(&expr.left), seconds(&expr.right)) {
            (Some(ty), None) if integer(&expr.right) => (&expr.left, ty, &expr.right),
            // `n + ts`; `n - ts` stays an error, as in ClickHouse.
            (None, Some(ty)) if op == Operator::Plus && integer(&expr.left) => {
                (&expr.right, ty, &expr.left)
            }
            _ => return Ok(PlannerResult::Original(expr)),
        };
        let sum = Expr::BinaryExpr(BinaryExpr::new(
            Box::new(cast(ts.clone(), DataType::Int64)),
            op,
            Box::new(cast(n.clone(), DataType::Int64)),
        ));
        Ok(PlannerResult::Planned(cast(sum, ty)))
    }
}

/// The planner hooks every session of maskhouse registers.
pub(crate) fn expr_planners() -> Vec<Arc<dyn ExprPlanner>> {
    vec![Arc::new(ClickHousePlanner)]
}

/// Gives aggregates ClickHouse's result types and empty-input results, in every
/// aggregation of `plan` (subqueries too; see the module docs): `count` (so `count()`,
/// `countIf`, `uniqExact`) is `UInt64`, and `sum`/`min`/`max`/`avg` of non-nullable
/// arguments are never NULL. Both are a projection right above the aggregation, which
/// keeps DataFusion's own `count` (and so `SELECT count()` answered from part
/// metadata); the nodes above take the new types.
pub(crate) fn aggregate_results(plan: LogicalPlan) -> Result<LogicalPlan> {
    plan.transform_up_with_subqueries(|plan| {
        let LogicalPlan::Aggregate(agg) = &plan else {
            // Above a changed aggregation, types follow from the inputs again.
            return match plan {
                LogicalPlan::Projection(_)
                | LogicalPlan::Filter(_)
                | LogicalPlan::Window(_)
                | LogicalPlan::SubqueryAlias(_)
                | LogicalPlan::Join(_)
                | LogicalPlan::Distinct(_) => Ok(Transformed::yes(plan.recompute_schema()?)),
                other => Ok(Transformed::no(other)),
            };
        };
        let groups = agg.group_expr.len();
        let results: Vec<Option<Change>> = agg
            .aggr_expr
            .iter()
            .map(|e| result_of(e, agg.input.schema()))
            .collect();
        if results.iter().all(Option::is_none) {
            return Ok(Transformed::no(plan));
        }
        let schema = plan.schema().clone();
        let exprs: Vec<Expr> = schema
            .iter()
            .enumerate()
            .map(|(i, (q, f))| {
                let column = Expr::Column(Column::new(q.cloned(), f.name()));
                match i.checked_sub(groups).and_then(|a| results.get(a)?.clone()) {
                    Some(Change::Default(default)) => {
                        coalesce(vec![column, lit(default)]).alias_qualified(q.cloned(), f.name())
                    }
                    Some(Change::Unsigned) => {
                        cast(column, DataType::UInt64).alias_qualified(q.cloned(), f.name())
                    }
                    None => column,
                }
            })
            .collect();
        Ok(Transformed::yes(
            LogicalPlanBuilder::from(plan).project(exprs)?.build()?,
        ))
    })
    .map(|t| t.data)
}

/// How an aggregate's result is changed to ClickHouse's.
#[derive(Clone)]
enum Change {
    /// NULL (no rows) becomes this value.
    Default(ScalarValue),
    /// A count: `UInt64`, where DataFusion's is `Int64`.
    Unsigned,
}

fn result_of(aggregate: &Expr, input: &DFSchema) -> Option<Change> {
    let Expr::AggregateFunction(AggregateFunction { func, .. }) = strip_alias(aggregate) else {
        return None;
    };
    if func.name() == "count" {
        return Some(Change::Unsigned);
    }
    default_of(aggregate, input).map(Change::Default)
}

/// What ClickHouse returns for `aggregate` over no rows, where DataFusion returns NULL.
fn default_of(aggregate: &Expr, input: &DFSchema) -> Option<ScalarValue> {
    let Expr::AggregateFunction(AggregateFunction { func, params }) = strip_alias(aggregate) else {
        return None;
    };
    let [arg] = params.args.as_slice() else {
        return None;
    };
    if arg.nullable(input).unwrap_or(true) {
        return None;
    }
    match func.name() {
        "sum" | "min" | "max" => {
            let ty = aggregate.get_type(input).ok()?;
            ScalarValue::new_default(&ty).ok()
        }
        "avg" => Some(ScalarValue::Float64(Some(f64::NAN))),
        _ => None,
    }
}

fn strip_alias(e: &Expr) -> &Expr {
    match e {
        Expr::Alias(a) => strip_alias(&a.expr),
        other => other,
    }
}
