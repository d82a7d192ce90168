//! `LIMIT n WITH TIES` (and `LIMIT m, n` / `LIMIT n OFFSET m` `WITH TIES`): the first
//! `n` rows of a sorted result after the first `m`, and every row after them whose
//! sort key equals the last one's, as ClickHouse cuts them.
//!
//! - The parser reads no `WITH TIES` after a `LIMIT`: the statement's tokens are
//!   rewritten to `LIMIT __with_ties(n)` ([`WITH_TIES`], in `crate::syntax`).
//! - After planning, [`plan`] takes each `LIMIT` whose count is marked off the plan and
//!   puts a [`TiesNode`] right above the `ORDER BY`'s sort (and its `WITH FILL`), below
//!   the projections between them, so that it reads the sort keys (a key need not be
//!   a column of the result). A projection keeps the number and order of rows, so
//!   cutting below it is cutting above it. A `LIMIT … WITH TIES` without `ORDER BY` is
//!   ClickHouse's `WITH_TIES_WITHOUT_ORDER_BY` (476).
//! - [`TiesExec`] reads the sorted rows in order and stops at the first row past the
//!   `m + n`-th whose keys differ from that row's (NULL ties NULL, as in a sort).

use std::{fmt, sync::Arc};

use datafusion::common::tree_node::{Transformed, TreeNodeRecursion};
use datafusion::{
    arrow::{
        array::{ArrayRef, RecordBatch},
        row::{OwnedRow, RowConverter, SortField},
    },
    common::{DFSchemaRef, DataFusionError, Result as DfResult, ScalarValue},
    execution::{SendableRecordBatchStream, TaskContext},
    logical_expr::{
        expr::ScalarFunction, physical_planning_context::PhysicalPlanningContext, ColumnarValue,
        Expr, Extension, LogicalPlan, ScalarFunctionArgs, ScalarUDFImpl, Signature,
        UserDefinedLogicalNode, UserDefinedLogicalNodeCore, Volatility,
    },
    physical_expr::PhysicalExpr,
    physical_plan::{
        execution_plan::{Boundedness, EmissionType},
        stream::RecordBatchStreamAdapter,
        DisplayAs, DisplayFormatType, Distribution, ExecutionPlan, Partitioning, PlanProperties,
    },
    physical_planner::{ExtensionPlanner, PhysicalPlanner},
};
use futures::StreamExt;
use maskhouse_types::codes;

use crate::error::Error;

/// The name of the marker of a `LIMIT … WITH TIES` count.
pub(crate) const WITH_TIES: &str = "__with_ties";

fn failed(message: impl Into<String>, code: u32) -> DataFusionError {
    DataFusionError::External(Box::new(Error::bad(message.into()).with_code(code)))
}

/// `__with_ties(n)`: `n`, marking the count of a `LIMIT` as `WITH TIES` ([module
/// docs](self)). [`plan`] takes it off before the optimizer would fold it.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct WithTies {
    signature: Signature,
}

impl WithTies {
    pub(crate) fn new() -> Self {
        WithTies {
            signature: Signature::any(1, Volatility::Immutable),
        }
    }
}

impl ScalarUDFImpl for WithTies {
    fn name(&self) -> &str {
        WITH_TIES
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(
        &self,
        arg_types: &[datafusion::arrow::datatypes::DataType],
    ) -> DfResult<datafusion::arrow::datatypes::DataType> {
        Ok(arg_types[0].clone())
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        args.args
            .into_iter()
            .next()
            .ok_or_else(|| DataFusionError::Internal(format!("{WITH_TIES} takes one argument")))
    }
}

/// A count or offset of the `LIMIT`: a non-negative integer constant.
fn count(expr: &Expr, what: &str) -> DfResult<usize> {
    let value = match expr {
        Expr::Literal(v, _) => Some(v),
        Expr::Cast(c) => match c.expr.as_ref() {
            Expr::Literal(v, _) => Some(v),
            _ => None,
        },
        _ => None,
    };
    let number = match value {
        Some(ScalarValue::Int64(Some(n))) => u64::try_from(*n).ok(),
        Some(ScalarValue::UInt64(Some(n))) => Some(*n),
        _ => None,
    };
    number.and_then(|n| usize::try_from(n).ok()).ok_or_else(|| {
        failed(
            format!("the {what} of LIMIT … WITH TIES must be a non-negative integer, got {expr}"),
            codes::SYNTAX_ERROR,
        )
    })
}

/// Puts a [`TiesNode`] in place of every `LIMIT … WITH TIES` of `plan` ([module
/// docs](self)).
pub(crate) fn plan(plan: LogicalPlan) -> DfResult<LogicalPlan> {
    plan.transform_up_with_subqueries(|node| {
        let LogicalPlan::Limit(limit) = &node else {
            return Ok(Transformed::no(node));
        };
        let Some(Expr::ScalarFunction(ScalarFunction { func, args })) = limit.fetch.as_deref()
        else {
            return Ok(Transformed::no(node));
        };
        if func.name() != WITH_TIES {
            return Ok(Transformed::no(node));
        }
        let [arg] = args.as_slice() else {
            return Err(failed(
                "LIMIT … WITH TIES needs one count",
                codes::SYNTAX_ERROR,
            ));
        };
        let fetch = count(arg, "count")?;
        let skip = match limit.skip.as_deref() {
            None => 0,
            Some(skip) => count(skip, "offset")?,
        };
        Ok(Transformed::yes(cut(
            limit.input.as_ref().clone(),
            skip,
            fetch,
        )?))
    })
    .map(|t| t.data)
}

/// `input` with a [`TiesNode`] right above its sort, under its projections.
fn cut(input: LogicalPlan, skip: usize, fetch: usize) -> DfResult<LogicalPlan> {
    match input {
        LogicalPlan::Projection(projection) => {
            let below = cut(projection.input.as_ref().clone(), skip, fetch)?;
            Ok(LogicalPlan::Projection(
                datafusion::logical_expr::Projection::try_new_with_schema(
                    projection.expr,
                    Arc::new(below),
                    projection.schema,
                )?,
            ))
        }
        LogicalPlan::Sort(sort) => {
            let keys = sort.expr.iter().map(|s| s.expr.clone()).collect();
            Ok(ties(LogicalPlan::Sort(sort), keys, skip, fetch))
        }
        // A `WITH FILL` above its sort: the filled rows count.
        LogicalPlan::Extension(extension) => {
            let sort = match extension.node.inputs().as_slice() {
                [LogicalPlan::Sort(sort)] if extension.node.name() == "Fill" => sort.clone(),
                _ => return Err(without_order_by()),
            };
            let keys = sort.expr.iter().map(|s| s.expr.clone()).collect();
            Ok(ties(LogicalPlan::Extension(extension), keys, skip, fetch))
        }
        _ => Err(without_order_by()),
    }
}

fn without_order_by() -> DataFusionError {
    failed(
        "Can not use WITH TIES without ORDER BY. (WITH_TIES_WITHOUT_ORDER_BY)",
        codes::WITH_TIES_WITHOUT_ORDER_BY,
    )
}

fn ties(input: LogicalPlan, keys: Vec<Expr>, skip: usize, fetch: usize) -> LogicalPlan {
    LogicalPlan::Extension(Extension {
        node: Arc::new(TiesNode {
            input,
            keys,
            skip,
            fetch,
        }),
    })
}

/// The logical cut of a `LIMIT … WITH TIES` above a sort ([module docs](self)).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd)]
pub(crate) struct TiesNode {
    input: LogicalPlan,
    /// The sort's keys, over `input`'s columns.
    keys: Vec<Expr>,
    skip: usize,
    fetch: usize,
}

impl UserDefinedLogicalNodeCore for TiesNode {
    fn name(&self) -> &str {
        "LimitWithTies"
    }

    fn inputs(&self) -> Vec<&LogicalPlan> {
        vec![&self.input]
    }

    fn schema(&self) -> &DFSchemaRef {
        self.input.schema()
    }

    fn expressions(&self) -> Vec<Expr> {
        self.keys.clone()
    }

    fn fmt_for_explain(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "LimitWithTies: skip={} fetch={} keys=[{}]",
            self.skip,
            self.fetch,
            self.keys
                .iter()
                .map(|k| k.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        )
    }

    fn with_exprs_and_inputs(&self, exprs: Vec<Expr>, inputs: Vec<LogicalPlan>) -> DfResult<Self> {
        let [input] = <[LogicalPlan; 1]>::try_from(inputs)
            .map_err(|_| DataFusionError::Internal("LimitWithTies has one input".into()))?;
        Ok(TiesNode {
            input,
            keys: exprs,
            skip: self.skip,
            fetch: self.fetch,
        })
    }

    fn supports_limit_pushdown(&self) -> bool {
        false
    }
}

/// Plans [`TiesNode`]s.
#[derive(Debug)]
pub(crate) struct TiesPlanner;

#[async_trait::async_trait]
impl ExtensionPlanner for TiesPlanner {
    async fn plan_extension(
        &self,
        planner: &dyn PhysicalPlanner,
        node: &dyn UserDefinedLogicalNode,
        logical_inputs: &[&LogicalPlan],
        physical_inputs: &[Arc<dyn ExecutionPlan>],
        session: &dyn datafusion::catalog::Session,
        context: &PhysicalPlanningContext,
    ) -> DfResult<Option<Arc<dyn ExecutionPlan>>> {
        let Some(ties) = node.as_any().downcast_ref::<TiesNode>() else {
            return Ok(None);
        };
        let schema = logical_inputs[0].schema();
        let keys = ties
            .keys
            .iter()
            .map(|k| planner.create_physical_expr(k, schema, session, context))
            .collect::<DfResult<Vec<_>>>()?;
        Ok(Some(Arc::new(TiesExec::new(
            physical_inputs[0].clone(),
            keys,
            ties.skip,
            ties.fetch,
        ))))
    }
}

/// The rows of a sorted input cut as `LIMIT … WITH TIES` cuts them ([module
/// docs](self)).
#[derive(Debug)]
pub(crate) struct TiesExec {
    input: Arc<dyn ExecutionPlan>,
    keys: Vec<Arc<dyn PhysicalExpr>>,
    skip: usize,
    fetch: usize,
    properties: Arc<PlanProperties>,
}

impl TiesExec {
    fn new(
        input: Arc<dyn ExecutionPlan>,
        keys: Vec<Arc<dyn PhysicalExpr>>,
        skip: usize,
        fetch: usize,
    ) -> Self {
        let properties = PlanProperties::new(
            input.properties().eq_properties.clone(),
            Partitioning::UnknownPartitioning(1),
            EmissionType::Incremental,
            Boundedness::Bounded,
        );
        TiesExec {
            input,
            keys,
            skip,
            fetch,
            properties: Arc::new(properties),
        }
    }
}

impl DisplayAs for TiesExec {
    fn fmt_as(&self, _: DisplayFormatType, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "TiesExec: skip={} fetch={}", self.skip, self.fetch)
    }
}

impl ExecutionPlan for TiesExec {
    fn name(&self) -> &str {
        "TiesExec"
    }

    fn properties(&self) -> &Arc<PlanProperties> {
        &self.properties
    }

    fn children(&self) -> Vec<&Arc<dyn ExecutionPlan>> {
        vec![&self.input]
    }

    fn required_input_distribution(&self) -> Vec<Distribution> {
        vec![Distribution::SinglePartition]
    }

    fn required_input_ordering(
        &self,
    ) -> Vec<Option<datafusion::physical_expr::OrderingRequirements>> {
        vec![self
            .input
            .properties()
            .output_ordering()
            .cloned()
            .map(datafusion::physical_expr::OrderingRequirements::from)]
    }

    fn maintains_input_order(&self) -> Vec<bool> {
        vec![true]
    }

    fn apply_expressions(
        &self,
        f: &mut dyn FnMut(&Arc<dyn PhysicalExpr>) -> DfResult<TreeNodeRecursion>,
    ) -> DfResult<TreeNodeRecursion> {
        for key in &self.keys {
            if f(key)? == TreeNodeRecursion::Stop {
                return Ok(TreeNodeRecursion::Stop);
            }
        }
        Ok(TreeNodeRecursion::Continue)
    }

    fn with_new_children(
        self: Arc<Self>,
        children: Vec<Arc<dyn ExecutionPlan>>,
    ) -> DfResult<Arc<dyn ExecutionPlan>> {
        let [input] = <[_; 1]>::try_from(children)
            .map_err(|_| DataFusionError::Internal("TiesExec has one child".into()))?;
        Ok(Arc::new(TiesExec::new(
            input,
            self.keys.clone(),
            self.skip,
            self.fetch,
        )))
    }

    fn execute(
        &self,
        partition: usize,
        context: Arc<TaskContext>,
    ) -> DfResult<SendableRecordBatchStream> {
        let schema = self.input.schema();
        let key_fields = self
            .keys
            .iter()
            .map(|k| Ok(SortField::new(k.data_type(&schema)?)))
            .collect::<DfResult<Vec<_>>>()?;
        let mut cutter = Cutter {
            keys: self.keys.clone(),
            converter: RowConverter::new(key_fields)?,
            position: 0,
            skip: self.skip,
            total: self.skip.saturating_add(self.fetch),
            fetch: self.fetch,
            last: None,
            done: false,
        };
        let input = self.input.execute(partition, context)?;
        let batches = input
            .map(move |batch| batch.and_then(|b| cutter.cut(b)))
            // The first batch past the last tie ends the stream.
            .take_while(|b| futures::future::ready(!matches!(b, Ok(None))))
            .filter_map(|b| futures::future::ready(b.transpose()));
        Ok(Box::pin(RecordBatchStreamAdapter::new(schema, batches)))
    }
}

/// The cut's state as the sorted rows go by.
struct Cutter {
    keys: Vec<Arc<dyn PhysicalExpr>>,
    converter: RowConverter,
    /// Rows read so far.
    position: usize,
    skip: usize,
    /// `skip + fetch`: the rows kept before ties.
    total: usize,
    fetch: usize,
    /// The keys of the `total`-th row, once read.
    last: Option<OwnedRow>,
    done: bool,
}

impl Cutter {
    /// The rows of `batch` kept: `Some` of a batch (maybe empty) while rows may follow,
    /// `None` once the cut is complete.
    fn cut(&mut self, batch: RecordBatch) -> DfResult<Option<RecordBatch>> {
        if self.done || self.fetch == 0 {
            return Ok(None);
        }
        let rows = batch.num_rows();
        let start = self.position;
        self.position += rows;
        let keep_from = self.skip.saturating_sub(start).min(rows);
        // Rows of the batch before the `total`-th row's end.
        let head = self.total.saturating_sub(start).min(rows);
        let mut end = head;
        if start + rows >= self.total {
            let keys: Vec<ArrayRef> = self
                .keys
                .iter()
                .map(|k| k.evaluate(&batch)?.into_array(rows))
                .collect::<DfResult<_>>()?;
            let converted = self.converter.convert_columns(&keys)?;
            if self.last.is_none() && head > 0 {
                self.last = Some(converted.row(head - 1).owned());
            }
            let Some(last) = &self.last else {
                return Ok(None);
            };
            while end < rows && converted.row(end) == last.row() {
                end += 1;
            }
            if end < rows {
                self.done = true;
            }
        }
        Ok(Some(batch.slice(keep_from, end.saturating_sub(keep_from))))
    }
}
