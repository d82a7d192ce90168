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

use std::{
    cmp::Ordering,
    fmt,
    sync::Arc,
};

use datafusion::{
    arrow::{
        array::{
            new_null_array, Array, ArrayRef, AsArray, Decimal128Array, Float64Array, Int64Array,
            RecordBatch, RecordBatchOptions,
        },
        compute::{cast, concat_batches, interleave},
        datatypes::{DataType, Decimal128Type, Float64Type, Int64Type, TimeUnit},
    },
    common::{DFSchemaRef, DataFusionError, Result as DfResult, ScalarValue},
    execution::{SendableRecordBatchStream, TaskContext},
    logical_expr::{
        expr::ScalarFunction, physical_planning_context::PhysicalPlanningContext, ColumnarValue,
        Expr, Extension, LogicalPlan, ScalarFunctionArgs, ScalarUDFImpl, Signature, SortExpr,
        UserDefinedLogicalNode, UserDefinedLogicalNodeCore, Volatility,
    },
    physical_expr::{EquivalenceProperties, PhysicalExpr},
    physical_plan::{
        execution_plan::{Boundedness, EmissionType},
        stream::RecordBatchStreamAdapter,
        DisplayAs, DisplayFormatType, Distribution, ExecutionPlan, Partitioning, PlanProperties,
    },
    physical_planner::{DefaultPhysicalPlanner, ExtensionPlanner, PhysicalPlanner},
};
use datafusion::common::tree_node::{Transformed, TreeNodeRecursion};
use futures::StreamExt;
use maskhouse_types::codes;
use sqlparser::ast::{Expr as SqlExpr, OrderByKind, Query, SelectItem, SetExpr};

use crate::error::{Error, Result};

/// The name of the marker function of a filled sort key.
pub(crate) const WITH_FILL: &str = "__with_fill";

/// Rows a [`FillExec`] writes per batch.
const BATCH_ROWS: usize = 8192;

fn invalid(message: impl Into<String>) -> DataFusionError {
    DataFusionError::External(Box::new(
        Error::bad(format!("{} (INVALID_WITH_FILL_EXPRESSION)", message.into()))
            .with_code(codes::INVALID_WITH_FILL_EXPRESSION),
    ))
}

fn not_supported(message: impl Into<String>) -> DataFusionError {
    DataFusionError::External(Box::new(
        Error::bad(format!("{} (NOT_IMPLEMENTED)", message.into())).with_code(codes::NOT_IMPLEMENTED),
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

/// A query planner that plans [`FillNode`]s, DataFusion's for the rest.
#[derive(Debug)]
pub(crate) struct ClickHouseQueryPlanner;

#[async_trait::async_trait]
impl datafusion::execution::context::QueryPlanner for ClickHouseQueryPlanner {
    async fn create_physical_plan(
        &self,
        logical_plan: &LogicalPlan,
        session: &dyn datafusion::catalog::Session,
    ) -> DfResult<Arc<dyn ExecutionPlan>> {
        DefaultPhysicalPlanner::with_extension_planners(vec![Arc::new(FillPlanner)])
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

/// A key value: integer ticks (integers, decimals' unscaled values, days, timestamps'
/// units) or a float.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Value {
    Ticks(i128),
    Float(f64),
}

impl Value {
    fn sign(&self) -> Ordering {
        match self {
            Value::Ticks(t) => t.cmp(&0),
            Value::Float(f) => f.partial_cmp(&0.0).unwrap_or(Ordering::Equal),
        }
    }

    fn cmp(&self, other: &Value) -> Ordering {
        match (self, other) {
            (Value::Ticks(a), Value::Ticks(b)) => a.cmp(b),
            (Value::Float(a), Value::Float(b)) => a.partial_cmp(b).unwrap_or(Ordering::Equal),
            _ => Ordering::Equal,
        }
    }

    fn add(&self, step: &Value) -> Option<Value> {
        match (self, step) {
            (Value::Ticks(a), Value::Ticks(b)) => a.checked_add(*b).map(Value::Ticks),
            // A sum that is not finite, or a step too small to move the value, ends
            // the filling (it would never reach the next key).
            (Value::Float(a), Value::Float(b)) => {
                let sum = a + b;
                (sum.is_finite() && sum != *a).then_some(Value::Float(sum))
            }
            _ => None,
        }
    }
}

/// How a key type's values read as [`Value`]s, and what a step means for it.
#[derive(Clone, Debug)]
enum Domain {
    /// An integer type, or a decimal's unscaled values with this scale.
    Integer { data_type: DataType, scale: i8 },
    Float { data_type: DataType },
    /// `Date`: days.
    Date,
    /// `DateTime`/`DateTime64`: ticks of this unit.
    Time { data_type: DataType, unit: TimeUnit },
}

fn ticks_per_second(unit: &TimeUnit) -> i128 {
    match unit {
        TimeUnit::Second => 1,
        TimeUnit::Millisecond => 1_000,
        TimeUnit::Microsecond => 1_000_000,
        TimeUnit::Nanosecond => 1_000_000_000,
    }
}

impl Domain {
    fn of(t: &DataType) -> DfResult<Domain> {
        Ok(match t {
            t if t.is_integer() => Domain::Integer {
                data_type: t.clone(),
                scale: 0,
            },
            DataType::Decimal32(_, s)
            | DataType::Decimal64(_, s)
            | DataType::Decimal128(_, s) => Domain::Integer {
                data_type: t.clone(),
                scale: *s,
            },
            DataType::Float16 | DataType::Float32 | DataType::Float64 => Domain::Float {
                data_type: t.clone(),
            },
            DataType::Date32 => Domain::Date,
            DataType::Timestamp(unit, _) => Domain::Time {
                data_type: t.clone(),
                unit: *unit,
            },
            other => {
                return Err(invalid(format!(
                    "WITH FILL is only supported for a key of a numeric, Date or DateTime type, got {other}"
                )))
            }
        })
    }

    /// The default step: one of the key's units, in the order's direction.
    fn unit(&self, descending: bool) -> Value {
        let sign = if descending { -1 } else { 1 };
        match self {
            Domain::Integer { scale, .. } => Value::Ticks(sign * 10i128.pow(*scale as u32)),
            Domain::Float { .. } => Value::Float(sign as f64),
            Domain::Date => Value::Ticks(sign),
            Domain::Time { unit, .. } => Value::Ticks(sign * ticks_per_second(unit)),
        }
    }

    /// The values of `array` (of the key's type).
    fn values(&self, array: &ArrayRef) -> DfResult<Vec<Option<Value>>> {
        Ok(match self {
            Domain::Integer { scale, .. } => {
                let wide = cast(array, &DataType::Decimal128(38, *scale))?;
                wide.as_primitive::<Decimal128Type>()
                    .iter()
                    .map(|v| v.map(Value::Ticks))
                    .collect()
            }
            Domain::Float { .. } => cast(array, &DataType::Float64)?
                .as_primitive::<Float64Type>()
                .iter()
                .map(|v| v.map(Value::Float))
                .collect(),
            Domain::Date | Domain::Time { .. } => {
                let raw = match self {
                    Domain::Date => cast(&cast(array, &DataType::Int32)?, &DataType::Int64)?,
                    _ => cast(array, &DataType::Int64)?,
                };
                raw.as_primitive::<Int64Type>()
                    .iter()
                    .map(|v| v.map(|v| Value::Ticks(i128::from(v))))
                    .collect()
            }
        })
    }

    /// The array of the key's type holding `values`.
    fn array(&self, values: &[Value]) -> DfResult<ArrayRef> {
        let ticks = || -> DfResult<Vec<i128>> {
            values
                .iter()
                .map(|v| match v {
                    Value::Ticks(t) => Ok(*t),
                    Value::Float(_) => Err(DataFusionError::Internal("a float of ticks".into())),
                })
                .collect()
        };
        Ok(match self {
            Domain::Integer { data_type, scale } => {
                let wide: ArrayRef = Arc::new(
                    Decimal128Array::from(ticks()?).with_precision_and_scale(38, *scale)?,
                );
                cast(&wide, data_type)?
            }
            Domain::Float { data_type } => {
                let floats: Float64Array = values
                    .iter()
                    .map(|v| match v {
                        Value::Float(f) => Some(*f),
                        Value::Ticks(t) => Some(*t as f64),
                    })
                    .collect();
                cast(&(Arc::new(floats) as ArrayRef), data_type)?
            }
            Domain::Date => {
                let days: Int64Array = ticks()?.into_iter().map(|t| i64::try_from(t).ok()).collect();
                cast(
                    &cast(&(Arc::new(days) as ArrayRef), &DataType::Int32)?,
                    &DataType::Date32,
                )?
            }
            Domain::Time { data_type, .. } => {
                let raw: Int64Array = ticks()?.into_iter().map(|t| i64::try_from(t).ok()).collect();
                cast(&(Arc::new(raw) as ArrayRef), data_type)?
            }
        })
    }

    /// `STEP s` as a [`Value`] of this domain.
    fn step(&self, step: &ScalarValue) -> DfResult<Value> {
        // A number of the key's units (days of a Date, seconds of a DateTime).
        let number = |scale: i32| -> DfResult<Value> {
            let f = match step.cast_to(&DataType::Float64)? {
                ScalarValue::Float64(Some(f)) => f,
                _ => return Err(invalid(format!("WITH FILL STEP {step} is not a number"))),
            };
            let scaled = f * 10f64.powi(scale);
            if scaled.fract() != 0.0 || !scaled.is_finite() {
                return Err(invalid(format!(
                    "WITH FILL STEP {step} is not a whole number of the key's units"
                )));
            }
            Ok(Value::Ticks(scaled as i128))
        };
        // An interval as nanoseconds; months have no fixed length.
        let interval = || -> DfResult<i128> {
            match step {
                ScalarValue::IntervalDayTime(Some(v)) => {
                    Ok(i128::from(v.days) * 86_400_000_000_000 + i128::from(v.milliseconds) * 1_000_000)
                }
                ScalarValue::IntervalMonthDayNano(Some(v)) if v.months == 0 => {
                    Ok(i128::from(v.days) * 86_400_000_000_000 + i128::from(v.nanoseconds))
                }
                _ => Err(not_supported(format!(
                    "WITH FILL STEP {step}: an interval of months or years"
                ))),
            }
        };
        let is_interval = matches!(step.data_type(), DataType::Interval(_));
        let is_time = matches!(step.data_type(), DataType::Timestamp(..));
        match self {
            Domain::Integer { scale, .. } if !is_interval => number(i32::from(*scale)),
            Domain::Float { .. } if !is_interval => match step.cast_to(&DataType::Float64)? {
                ScalarValue::Float64(Some(f)) => Ok(Value::Float(f)),
                _ => Err(invalid(format!("WITH FILL STEP {step} is not a number"))),
            },
            Domain::Date if is_interval => {
                let nanos = interval()?;
                if nanos % 86_400_000_000_000 != 0 {
                    return Err(invalid(format!(
                        "WITH FILL STEP {step} is not a whole number of days for a Date"
                    )));
                }
                Ok(Value::Ticks(nanos / 86_400_000_000_000))
            }
            Domain::Date if !is_time => number(0),
            Domain::Time { unit, .. } => {
                let per_second = ticks_per_second(unit);
                if is_interval {
                    let nanos = interval()?;
                    let per_tick = 1_000_000_000 / per_second;
                    if nanos % per_tick != 0 {
                        return Err(invalid(format!(
                            "WITH FILL STEP {step} is finer than the key's precision"
                        )));
                    }
                    return Ok(Value::Ticks(nanos / per_tick));
                }
                if let DataType::Timestamp(step_unit, _) = step.data_type() {
                    // A DateTime64 as a step: its time since the epoch.
                    let raw = match step.cast_to(&DataType::Int64)? {
                        ScalarValue::Int64(Some(v)) => i128::from(v),
                        _ => return Err(invalid(format!("WITH FILL STEP {step}"))),
                    };
                    let from = ticks_per_second(&step_unit);
                    let scaled = raw * per_second;
                    if scaled % from != 0 {
                        return Err(invalid(format!(
                            "WITH FILL STEP {step} is finer than the key's precision"
                        )));
                    }
                    return Ok(Value::Ticks(scaled / from));
                }
                let digits = per_second.ilog10() as i32;
                number(digits)
            }
            _ => Err(invalid(format!(
                "WITH FILL STEP {step} does not fit a key of this type"
            ))),
        }
    }
}

/// What a [`FillExec`] fills.
#[derive(Debug, Clone)]
struct Spec {
    key: usize,
    groups: Vec<usize>,
    descending: bool,
    domain: Domain,
    from: Option<Value>,
    to: Option<Value>,
    step: Value,
}

/// The rows of a sorted input with the filled rows between ([module docs](self)).
#[derive(Debug)]
pub(crate) struct FillExec {
    input: Arc<dyn ExecutionPlan>,
    spec: Spec,
    properties: Arc<PlanProperties>,
}

impl FillExec {
    fn new(input: Arc<dyn ExecutionPlan>, spec: Spec) -> Self {
        let properties = PlanProperties::new(
            EquivalenceProperties::new(input.schema()),
            Partitioning::UnknownPartitioning(1),
            EmissionType::Incremental,
            Boundedness::Bounded,
        );
        FillExec {
            input,
            spec,
            properties: Arc::new(properties),
        }
    }
}

impl DisplayAs for FillExec {
    fn fmt_as(&self, _: DisplayFormatType, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "FillExec: key=#{}", self.spec.key)
    }
}

impl ExecutionPlan for FillExec {
    fn name(&self) -> &str {
        "FillExec"
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
        _f: &mut dyn FnMut(&Arc<dyn PhysicalExpr>) -> DfResult<TreeNodeRecursion>,
    ) -> DfResult<TreeNodeRecursion> {
        Ok(TreeNodeRecursion::Continue)
    }

    fn with_new_children(
        self: Arc<Self>,
        children: Vec<Arc<dyn ExecutionPlan>>,
    ) -> DfResult<Arc<dyn ExecutionPlan>> {
        let [input] = <[_; 1]>::try_from(children)
            .map_err(|_| DataFusionError::Internal("FillExec has one child".into()))?;
        Ok(Arc::new(FillExec::new(input, self.spec.clone())))
    }

    fn execute(
        &self,
        partition: usize,
        context: Arc<TaskContext>,
    ) -> DfResult<SendableRecordBatchStream> {
        let schema = self.input.schema();
        let reservation = datafusion::execution::memory_pool::MemoryConsumer::new("FillExec")
            .register(context.memory_pool());
        let input = self.input.execute(partition, context)?;
        let spec = self.spec.clone();
        let out_schema = schema.clone();
        // The sorted rows are read whole, counted against the query's memory (the sort
        // below holds them all anyway); the filled result is written a batch at a time.
        let rows = futures::stream::once(async move {
            let batches: Vec<RecordBatch> = input
                .collect::<Vec<_>>()
                .await
                .into_iter()
                .collect::<DfResult<_>>()?;
            let rows = concat_batches(&schema, &batches)?;
            drop(batches);
            reservation.try_grow(rows.get_array_memory_size())?;
            Filler::new(rows, spec, reservation)
        });
        let batches = rows
            .map(|filler| match filler {
                Ok(filler) => futures::stream::unfold(Some(filler), |state| async move {
                    let mut filler = state?;
                    match filler.next_batch() {
                        Ok(Some(batch)) => Some((Ok(batch), Some(filler))),
                        Ok(None) => None,
                        Err(e) => Some((Err(e), None)),
                    }
                })
                .boxed(),
                Err(e) => futures::stream::once(async move { Err(e) }).boxed(),
            })
            .flatten();
        // Filled batches are made without waiting on anything: the stream yields to
        // the runtime between them, so a cancelled or timed-out query stops.
        Ok(datafusion::physical_plan::coop::make_cooperative(Box::pin(
            RecordBatchStreamAdapter::new(out_schema, batches),
        )))
    }
}

/// One row of the output: an input row, or a filled key value with the group of an
/// input row.
enum Item {
    Row(usize),
    Fill { value: Value, group_row: usize },
}

/// The fill's state as it walks the sorted rows.
struct Filler {
    rows: RecordBatch,
    /// The memory `rows` takes, held while they are.
    _reservation: datafusion::execution::memory_pool::MemoryReservation,
    spec: Spec,
    keys: Vec<Option<Value>>,
    /// Where each group of rows ends (exclusive).
    group_ends: Vec<usize>,
    group: usize,
    row: usize,
    /// The next filled value of the current group; None before the group starts.
    next: Option<Value>,
    in_group: bool,
}

impl Filler {
    fn new(
        rows: RecordBatch,
        spec: Spec,
        reservation: datafusion::execution::memory_pool::MemoryReservation,
    ) -> DfResult<Filler> {
        let keys = spec.domain.values(rows.column(spec.key))?;
        let group_ends = match spec.groups.is_empty() || rows.num_rows() == 0 {
            true => vec![rows.num_rows()],
            false => {
                let columns: Vec<ArrayRef> = spec
                    .groups
                    .iter()
                    .map(|c| rows.column(*c).clone())
                    .collect();
                datafusion::arrow::compute::partition(&columns)?
                    .ranges()
                    .into_iter()
                    .map(|r| r.end)
                    .collect()
            }
        };
        Ok(Filler {
            rows,
            _reservation: reservation,
            spec,
            keys,
            group_ends,
            group: 0,
            row: 0,
            next: None,
            in_group: false,
        })
    }

    /// Whether `a` comes before `b` in the sort's direction.
    fn before(&self, a: &Value, b: &Value) -> bool {
        match self.spec.descending {
            false => a.cmp(b) == Ordering::Less,
            true => a.cmp(b) == Ordering::Greater,
        }
    }

    fn advance(&self, value: &Value) -> Option<Value> {
        value.add(&self.spec.step)
    }

    /// Up to [`BATCH_ROWS`] items.
    fn items(&mut self) -> Vec<Item> {
        let mut items = Vec::new();
        let rows = self.rows.num_rows();
        while items.len() < BATCH_ROWS {
            if !self.in_group {
                // No rows at all: FROM to TO is filled, as in ClickHouse.
                if rows == 0 && self.group == 0 && self.spec.from.is_some() {
                    self.in_group = true;
                    self.next = self.spec.from;
                }
                if !self.in_group && (self.row >= rows || self.group >= self.group_ends.len()) {
                    break;
                }
            }
            if !self.in_group {
                self.in_group = true;
                self.next = self.spec.from.or(self.keys[self.row]);
            }
            let group_start = match self.group {
                0 => 0,
                g => self.group_ends[g - 1],
            };
            if self.row < self.group_ends.get(self.group).copied().unwrap_or(0) {
                let Some(key) = self.keys[self.row] else {
                    // A NULL key (sorted last) is written as it is.
                    items.push(Item::Row(self.row));
                    self.row += 1;
                    continue;
                };
                if let Some(next) = self.next {
                    // Filled values stay before TO, between rows too.
                    let below_to = self.spec.to.is_none_or(|to| self.before(&next, &to));
                    if self.before(&next, &key) && below_to {
                        items.push(Item::Fill {
                            value: next,
                            group_row: group_start,
                        });
                        self.next = self.advance(&next);
                        continue;
                    }
                    if next.cmp(&key) == Ordering::Equal {
                        self.next = self.advance(&next);
                    }
                }
                items.push(Item::Row(self.row));
                self.row += 1;
                continue;
            }
            if let (Some(to), Some(next)) = (self.spec.to, self.next) {
                if self.before(&next, &to) {
                    items.push(Item::Fill {
                        value: next,
                        group_row: group_start,
                    });
                    self.next = self.advance(&next);
                    continue;
                }
            }
            self.in_group = false;
            self.group += 1;
        }
        items
    }

    fn next_batch(&mut self) -> DfResult<Option<RecordBatch>> {
        let items = self.items();
        if items.is_empty() {
            return Ok(None);
        }
        let filled: Vec<Value> = items
            .iter()
            .filter_map(|i| match i {
                Item::Fill { value, .. } => Some(*value),
                Item::Row(_) => None,
            })
            .collect();
        if filled.is_empty() {
            let indices: Vec<u32> = items
                .iter()
                .map(|i| match i {
                    Item::Row(r) => *r as u32,
                    Item::Fill { .. } => 0,
                })
                .collect();
            let indices = datafusion::arrow::array::UInt32Array::from(indices);
            let columns = self
                .rows
                .columns()
                .iter()
                .map(|c| datafusion::arrow::compute::take(c, &indices, None))
                .collect::<Result<Vec<_>, _>>()?;
            return Ok(Some(RecordBatch::try_new(self.rows.schema(), columns)?));
        }
        let filled_keys = self.spec.domain.array(&filled)?;
        let schema = self.rows.schema();
        let mut columns = Vec::with_capacity(schema.fields().len());
        for (c, field) in schema.fields().iter().enumerate() {
            let column = self.rows.column(c);
            let is_group = self.spec.groups.contains(&c);
            let second: ArrayRef = if c == self.spec.key {
                filled_keys.clone()
            } else if crate::wire::ChType::of_field(field)
                .map_or(field.is_nullable(), |t| t.is_nullable())
            {
                new_null_array(field.data_type(), 1)
            } else {
                ScalarValue::new_default(field.data_type())?.to_array_of_size(1)?
            };
            let mut k = 0;
            let indices: Vec<(usize, usize)> = items
                .iter()
                .map(|item| match item {
                    Item::Row(r) => (0, *r),
                    Item::Fill { group_row, .. } => {
                        // Without input rows there is no group to copy: defaults.
                        let index = if c == self.spec.key {
                            (1, k)
                        } else if is_group && self.rows.num_rows() > 0 {
                            (0, *group_row)
                        } else {
                            (1, 0)
                        };
                        k += 1;
                        index
                    }
                })
                .collect();
            columns.push(interleave(&[column.as_ref(), second.as_ref()], &indices)?);
        }
        Ok(Some(RecordBatch::try_new(schema, columns)?))
    }
}

/// A session state's planner with fills: for [`crate::functions::clickhouse_state`].
pub(crate) fn with_planner(
    builder: datafusion::execution::SessionStateBuilder,
) -> datafusion::execution::SessionStateBuilder {
    builder.with_query_planner(Arc::new(ClickHouseQueryPlanner))
}
