//! `ORDER BY … WITH FILL [FROM a] [TO b] [STEP s]`: rows inserted into a sorted result
//! where its key skips values, as ClickHouse fills them.
//!
//! - The dialect marks the key: `ORDER BY k WITH FILL …` becomes `ORDER BY
//!   __with_fill(k, a, b, s)` ([`mark`]), which DataFusion plans as an ordinary sort.
//! - After planning, [`plan`] takes each sort with a marked key back to `k` and puts a
//!   [`FillNode`] above it, below any `LIMIT`, so that a limit counts filled rows.
//! - [`FillExec`] reads the sorted rows and writes them with the filled ones between.
//!
//! The filled key values step from the first row's key (or `FROM`) by `STEP` (1 by
//! default, -1 in a descending order; days for a `Date`, seconds for a `DateTime`, or
//! an `INTERVAL` of days and less), every value before the next row's key and before
//! `TO` (excluded), and after the last row, up to `TO`. The steps keep to one lattice,
//! from the group's first key or `FROM`, whatever the keys between. The sort keys before the filled one are groups, each
//! filled on its own, and the filled rows carry the group's values; every other column
//! of a filled row is its type's default (NULL where it may be NULL). Rows are made in
//! batches as they are read, so a `LIMIT` stops the filling.

use std::{cmp::Ordering, fmt, sync::Arc};

use datafusion::common::tree_node::Transformed;
use datafusion::{
    arrow::{
        array::{RecordBatch, RecordBatchOptions},
        datatypes::DataType,
    },
    common::{DFSchemaRef, DataFusionError, Result as DfResult, ScalarValue},
    logical_expr::{
        expr::ScalarFunction, physical_planning_context::PhysicalPlanningContext, ColumnarValue,
        Expr, Extension, LogicalPlan, ScalarFunctionArgs, ScalarUDFImpl, Signature, SortExpr,
        UserDefinedLogicalNode, UserDefinedLogicalNodeCore, Volatility,
    },
    physical_plan::ExecutionPlan,
    physical_planner::{DefaultPhysicalPlanner, ExtensionPlanner, PhysicalPlanner},
};
use maskhouse_types::codes;
use sqlparser::ast::{Expr as SqlExpr, OrderByKind, Query, SelectItem, SetExpr};

use crate::error::{Error, Result};

mod domain;
mod exec;

use domain::{Domain, Value};
use exec::{FillExec, Spec};

/// The name of the marker function of a filled sort key.
pub(crate) const WITH_FILL: &str = "__with_fill";

fn invalid(message: impl Into<String>) -> DataFusionError {
    DataFusionError::External(Box::new(
        Error::bad(format!("{} (INVALID_WITH_FILL_EXPRESSION)", message.into()))
            .with_code(codes::INVALID_WITH_FILL_EXPRESSION),
    ))
}

fn not_supported(message: impl Into<String>) -> DataFusionError {
    DataFusionError::External(Box::new(
        Error::bad(format!("{} (NOT_IMPLEMENTED)", message.into()))
            .with_code(codes::NOT_IMPLEMENTED),
    ))
}

/// Marks the `WITH FILL` key of `query`'s `ORDER BY` ([module docs](self)). A
/// position (`ORDER BY 1 WITH FILL`) is read as the select item it names.
pub(crate) fn mark(query: &mut Query) -> Result<()> {
    let Some(order_by) = query.order_by.as_mut() else {
        return Ok(());
    };
    let OrderByKind::Expressions(exprs) = &mut order_by.kind else {
        return Ok(());
    };
    if !exprs.iter().any(|e| e.with_fill.is_some()) {
        return Ok(());
    }
    if order_by.interpolate.is_some() {
        return Err(Error::bad("INTERPOLATE is not supported").with_code(codes::NOT_IMPLEMENTED));
    }
    // The fill finds its key by position in the select list, which `untuple(t)`
    // (here or in a subquery the select list reads) spreads later.
    let untuple = sqlparser::ast::visit_expressions(query.body.as_ref(), |e| match e {
        SqlExpr::Function(f) if f.name.to_string() == crate::star_arguments::UNTUPLE => {
            std::ops::ControlFlow::Break(())
        }
        _ => std::ops::ControlFlow::Continue(()),
    });
    if untuple.is_break() {
        return Err(
            Error::bad("WITH FILL in a query that reads untuple(…) is not supported")
                .with_code(codes::NOT_IMPLEMENTED),
        );
    }
    if exprs.iter().filter(|e| e.with_fill.is_some()).count() > 1 {
        return Err(
            Error::bad("WITH FILL on more than one key of an ORDER BY is not supported")
                .with_code(codes::NOT_IMPLEMENTED),
        );
    }
    let projection = match query.body.as_ref() {
        SetExpr::Select(select) => Some(&select.projection),
        _ => None,
    };
    for e in exprs.iter_mut() {
        let Some(fill) = e.with_fill.take() else {
            continue;
        };
        let mut key = e.expr.clone();
        if let (SqlExpr::Value(v), Some(projection)) = (&key, projection) {
            if let sqlparser::ast::Value::Number(p, _) = &v.value {
                let item = p
                    .parse::<usize>()
                    .ok()
                    .and_then(|p| p.checked_sub(1))
                    .and_then(|i| projection.get(i));
                key = match item {
                    Some(SelectItem::ExprWithAlias { alias, .. }) => {
                        SqlExpr::Identifier(alias.clone())
                    }
                    Some(SelectItem::UnnamedExpr(x)) => x.clone(),
                    _ => {
                        return Err(Error::bad(format!(
                            "position {p} in ORDER BY names no expression of the select list"
                        )))
                    }
                };
            }
        }
        let null = || SqlExpr::value(sqlparser::ast::Value::Null);
        e.expr = crate::syntax::call(
            WITH_FILL,
            vec![
                key,
                fill.from.unwrap_or_else(null),
                fill.to.unwrap_or_else(null),
                fill.step.unwrap_or_else(null),
            ],
        );
    }
    Ok(())
}

/// Whether `statement` fills a sort: DataFusion must then keep the sorts of its
/// subqueries, which it otherwise drops as making no difference.
pub(crate) fn fills(statement: &sqlparser::ast::Statement) -> bool {
    sqlparser::ast::visit_expressions(statement, |e| match e {
        SqlExpr::Function(f) if f.name.to_string() == WITH_FILL => std::ops::ControlFlow::Break(()),
        _ => std::ops::ControlFlow::Continue(()),
    })
    .is_break()
}

/// The marker function: its key, unchanged. It only runs where a marked sort was not
/// turned into a fill (a `WITH FILL` where this build cannot fill), and fails there.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct WithFillMarker {
    signature: Signature,
}

impl WithFillMarker {
    pub(crate) fn new() -> Self {
        WithFillMarker {
            signature: Signature::any(4, Volatility::Volatile),
        }
    }
}

impl ScalarUDFImpl for WithFillMarker {
    fn name(&self) -> &str {
        WITH_FILL
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        Ok(arg_types[0].clone())
    }

    fn invoke_with_args(&self, _args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        Err(not_supported(
            "WITH FILL is supported on an ORDER BY key that is a column of the result, in a SELECT",
        ))
    }
}

/// The marker call's arguments: the key, FROM, TO and STEP.
fn marker(expr: &Expr) -> Option<&[Expr]> {
    match expr {
        Expr::ScalarFunction(ScalarFunction { func, args }) if func.name() == WITH_FILL => {
            Some(args)
        }
        _ => None,
    }
}

/// Puts a [`FillNode`] above every sort of `plan` whose key is marked.
pub(crate) fn plan(plan: LogicalPlan) -> DfResult<LogicalPlan> {
    plan.transform_up_with_subqueries(|node| {
        let LogicalPlan::Sort(sort) = &node else {
            return Ok(Transformed::no(node));
        };
        let Some(position) = sort.expr.iter().position(|s| marker(&s.expr).is_some()) else {
            return Ok(Transformed::no(node));
        };
        let args = marker(&sort.expr[position].expr).expect("a marked key").to_vec();
        let [key, from, to, step] = <[Expr; 4]>::try_from(args)
            .map_err(|_| DataFusionError::Internal(format!("{WITH_FILL} takes 4 arguments")))?;
        let schema = sort.input.schema();
        let column_index = |e: &Expr| match e {
            Expr::Column(c) => schema.index_of_column(c).ok(),
            _ => None,
        };
        let Some(key_index) = column_index(&key) else {
            return Err(not_supported(format!(
                "WITH FILL on {key}: the filled key must be a column of the result"
            )));
        };
        let groups = sort.expr[..position]
            .iter()
            .map(|s| {
                column_index(&s.expr).ok_or_else(|| {
                    not_supported(format!(
                        "WITH FILL after the sort key {}: the keys before a filled one must be columns of the result",
                        s.expr
                    ))
                })
            })
            .collect::<DfResult<Vec<_>>>()?;
        let descending = !sort.expr[position].asc;
        let mut exprs = sort.expr.clone();
        exprs[position] = SortExpr::new(key, !descending, exprs[position].nulls_first);
        let sorted = LogicalPlan::Sort(datafusion::logical_expr::Sort {
            expr: exprs,
            input: sort.input.clone(),
            fetch: sort.fetch,
        });
        let fill = FillNode {
            input: sorted,
            key: key_index,
            groups,
            descending,
            from,
            to,
            step,
        };
        Ok(Transformed::yes(LogicalPlan::Extension(Extension {
            node: Arc::new(fill),
        })))
    })
    .map(|t| t.data)
}

/// The logical fill above a sort ([module docs](self)).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd)]
pub(crate) struct FillNode {
    input: LogicalPlan,
    /// The filled key's column.
    key: usize,
    /// The columns of the sort keys before it.
    groups: Vec<usize>,
    descending: bool,
    from: Expr,
    to: Expr,
    step: Expr,
}

impl UserDefinedLogicalNodeCore for FillNode {
    fn name(&self) -> &str {
        "Fill"
    }

    fn inputs(&self) -> Vec<&LogicalPlan> {
        vec![&self.input]
    }

    fn schema(&self) -> &DFSchemaRef {
        self.input.schema()
    }

    fn expressions(&self) -> Vec<Expr> {
        vec![self.from.clone(), self.to.clone(), self.step.clone()]
    }

    fn fmt_for_explain(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Fill: key=#{} from={} to={} step={}",
            self.key, self.from, self.to, self.step
        )
    }

    fn with_exprs_and_inputs(&self, exprs: Vec<Expr>, inputs: Vec<LogicalPlan>) -> DfResult<Self> {
        let [from, to, step] = <[Expr; 3]>::try_from(exprs)
            .map_err(|_| DataFusionError::Internal("Fill has three expressions".into()))?;
        let [input] = <[LogicalPlan; 1]>::try_from(inputs)
            .map_err(|_| DataFusionError::Internal("Fill has one input".into()))?;
        Ok(FillNode {
            input,
            key: self.key,
            groups: self.groups.clone(),
            descending: self.descending,
            from,
            to,
            step,
        })
    }

    fn supports_limit_pushdown(&self) -> bool {
        false
    }
}

/// A query planner that plans [`FillNode`]s and `LIMIT … WITH TIES`
/// ([`crate::ties::TiesNode`]), DataFusion's for the rest.
#[derive(Debug)]
pub(crate) struct ClickHouseQueryPlanner;

#[async_trait::async_trait]
impl datafusion::execution::context::QueryPlanner for ClickHouseQueryPlanner {
    async fn create_physical_plan(
        &self,
        logical_plan: &LogicalPlan,
        session: &dyn datafusion::catalog::Session,
    ) -> DfResult<Arc<dyn ExecutionPlan>> {
        DefaultPhysicalPlanner::with_extension_planners(vec![
            Arc::new(FillPlanner),
            Arc::new(crate::ties::TiesPlanner),
        ])
        .create_physical_plan(logical_plan, session)
        .await
    }
}

struct FillPlanner;

/// A constant of the fill (FROM, TO, STEP), evaluated once.
fn constant(
    planner: &dyn PhysicalPlanner,
    expr: &Expr,
    schema: &datafusion::common::DFSchema,
    session: &dyn datafusion::catalog::Session,
    context: &PhysicalPlanningContext,
) -> DfResult<Option<ScalarValue>> {
    if matches!(expr, Expr::Literal(v, _) if v.is_null()) {
        return Ok(None);
    }
    let physical = planner.create_physical_expr(expr, schema, session, context)?;
    let empty = Arc::new(datafusion::arrow::datatypes::Schema::empty());
    let one_row = RecordBatch::try_new_with_options(
        empty,
        vec![],
        &RecordBatchOptions::new().with_row_count(Some(1)),
    )?;
    let value = match physical.evaluate(&one_row) {
        Ok(ColumnarValue::Scalar(v)) => v,
        Ok(ColumnarValue::Array(a)) if a.len() == 1 => ScalarValue::try_from_array(&a, 0)?,
        _ => {
            return Err(invalid(format!(
                "the FROM, TO and STEP of WITH FILL must be constants, got {expr}"
            )))
        }
    };
    Ok((!value.is_null()).then_some(value))
}

#[async_trait::async_trait]
impl ExtensionPlanner for FillPlanner {
    async fn plan_extension(
        &self,
        planner: &dyn PhysicalPlanner,
        node: &dyn UserDefinedLogicalNode,
        logical_inputs: &[&LogicalPlan],
        physical_inputs: &[Arc<dyn ExecutionPlan>],
        session: &dyn datafusion::catalog::Session,
        context: &PhysicalPlanningContext,
    ) -> DfResult<Option<Arc<dyn ExecutionPlan>>> {
        let Some(fill) = node.as_any().downcast_ref::<FillNode>() else {
            return Ok(None);
        };
        let schema = logical_inputs[0].schema();
        let evaluate = |e: &Expr| constant(planner, e, schema, session, context);
        let input = physical_inputs[0].clone();
        let key_type = input.schema().field(fill.key).data_type().clone();
        let domain = Domain::of(&key_type)?;
        let step = match evaluate(&fill.step)? {
            None => domain.unit(fill.descending),
            Some(step) => domain.step(&step)?,
        };
        match (step.sign(), fill.descending) {
            (Ordering::Equal, _) => return Err(invalid("WITH FILL STEP value cannot be zero")),
            (Ordering::Less, false) => {
                return Err(invalid(
                    "WITH FILL STEP value cannot be negative for sorting in ascending direction",
                ))
            }
            (Ordering::Greater, true) => {
                return Err(invalid(
                    "WITH FILL STEP value cannot be positive for sorting in descending direction",
                ))
            }
            _ => {}
        }
        let bound = |v: Option<ScalarValue>| -> DfResult<Option<Value>> {
            let Some(v) = v else { return Ok(None) };
            let array = v.cast_to(&key_type)?.to_array_of_size(1)?;
            Ok(domain.values(&array)?.first().copied().flatten())
        };
        let from = bound(evaluate(&fill.from)?)?;
        let to = bound(evaluate(&fill.to)?)?;
        if let (Some(from), Some(to)) = (from, to) {
            match (fill.descending, from.cmp(&to)) {
                (false, Ordering::Greater) => {
                    return Err(invalid(
                        "WITH FILL TO value cannot be less than FROM value for sorting in ascending direction",
                    ))
                }
                (true, Ordering::Less) => {
                    return Err(invalid(
                        "WITH FILL FROM value cannot be less than TO value for sorting in descending direction",
                    ))
                }
                _ => {}
            }
        }
        Ok(Some(Arc::new(FillExec::new(
            input,
            Spec {
                key: fill.key,
                groups: fill.groups.clone(),
                descending: fill.descending,
                domain,
                from,
                to,
                step,
            },
        ))))
    }
}

/// A session state's planner with fills: for [`crate::functions::clickhouse_state`].
pub(crate) fn with_planner(
    builder: datafusion::execution::SessionStateBuilder,
) -> datafusion::execution::SessionStateBuilder {
    builder.with_query_planner(Arc::new(ClickHouseQueryPlanner))
}
