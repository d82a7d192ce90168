//! Where ClickHouse's results differ from what DataFusion computes by default, changed
//! while a query is planned (DESIGN §4: output as ClickHouse prints it):
//! - `DateTime ± n` adds seconds ([`ClickHousePlanner`]); DataFusion has no
//!   timestamp-plus-integer. (`Date ± n` adds days in both.)
//! - Integer `+`, `-` and `*` take ClickHouse's result types ([`integer_result`]): an
//!   integer literal is the smallest type that holds it (`1` is `UInt8`, `-1` is
//!   `Int8`), a sum or product is one size wider than its wider operand (up to 64
//!   bits) and signed if either operand is, and a difference is always signed. So
//!   `number + 1` is `UInt64` and `number - 1` is `Int64`, where DataFusion widens
//!   both to `Decimal128(20, 0)`, which no date or time arithmetic accepts
//!   (`toDate(…) + number % 90`), and `toUInt8(200) + toUInt8(100)` is `300`, where
//!   DataFusion overflows.
//! - `/` of two numbers (integers or floats) is `Float64` division, as ClickHouse's
//!   `divide`: `7 / 2` is `3.5` and `1 / 0` is `inf`, where DataFusion divides integers
//!   as integers (and fails on zero).
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
        planner::{ExprPlanner, PlannerResult, RawBinaryExpr, RawFieldAccessExpr},
        BinaryExpr, Expr, ExprSchemable, GetFieldAccess, LogicalPlan, LogicalPlanBuilder, Operator,
    },
};
use sqlparser::ast::BinaryOperator;

/// Plans `DateTime ± integer` as ClickHouse does: the integer is seconds.
#[derive(Debug, Default)]
pub(crate) struct ClickHousePlanner;

/// Whether a value of type `t` has a default that is ClickHouse's for it: numbers,
/// booleans, dates, times, decimals, text, and arrays of them.
fn plain_value(t: &DataType) -> bool {
    match t {
        DataType::List(item) | DataType::LargeList(item) => plain_value(item.data_type()),
        DataType::Boolean
        | DataType::Date32
        | DataType::Date64
        | DataType::Timestamp(..)
        | DataType::Decimal128(..)
        | DataType::Decimal256(..)
        | DataType::Utf8
        | DataType::LargeUtf8
        | DataType::Utf8View => true,
        t => t.is_integer() || t.is_floating(),
    }
}

/// Whether a declared column type holds no UUID, FixedString, Enum, tuple or map,
/// whose values are held otherwise than ClickHouse's defaults would be.
fn plain_column(t: &maskhouse_types::ColumnType) -> bool {
    use maskhouse_types::ColumnType as C;
    match t {
        C::Uuid | C::FixedString(_) | C::Enum(_) | C::Tuple(_) | C::Map(..) => false,
        C::Array(t) | C::Nullable(t) | C::LowCardinality(t) => plain_column(t),
        _ => true,
    }
}

impl ExprPlanner for ClickHousePlanner {
    /// `m[k]` of a map whose values cannot be NULL is the value type's default where
    /// the map has no key `k` (`0`, `''`), as in ClickHouse; DataFusion gives NULL. So
    /// is `a[i]` of an array whose elements cannot be NULL (an `Array(T)` column) where
    /// `i` is out of its range (or 0).
    fn plan_field_access(
        &self,
        expr: RawFieldAccessExpr,
        schema: &DFSchema,
    ) -> Result<PlannerResult<RawFieldAccessExpr>> {
        if let (
            GetFieldAccess::ListIndex { key },
            DataType::List(item) | DataType::LargeList(item) | DataType::FixedSizeList(item, _),
        ) = (&expr.field_access, expr.expr.get_type(schema)?)
        {
            // Only where the default is the element type's own: not for elements that
            // may be NULL, nor for a NULL index (ClickHouse gives NULL), nor for UUIDs,
            // FixedStrings and Enums, held as text here (their defaults are no empty
            // text), nor for tuples and maps.
            let (_, array) = expr.expr.to_field(schema)?;
            let declared_plain =
                crate::wire::declared_type(&array).is_none_or(|declared| plain_column(&declared));
            if item.is_nullable()
                || key.nullable(schema)?
                || !plain_value(item.data_type())
                || !declared_plain
            {
                return Ok(PlannerResult::Original(expr));
            }
            let RawFieldAccessExpr {
                expr: array,
                field_access: GetFieldAccess::ListIndex { key },
            } = expr
            else {
                unreachable!("matched above")
            };
            let found = datafusion::functions_nested::expr_fn::array_element(array, *key);
            return Ok(PlannerResult::Planned(Expr::ScalarFunction(
                datafusion::logical_expr::expr::ScalarFunction::new_udf(
                    Arc::new(crate::functions::or_default_udf()),
                    vec![found],
                ),
            )));
        }
        let value = match (&expr.field_access, expr.expr.get_type(schema)?) {
            (
                GetFieldAccess::ListIndex { .. } | GetFieldAccess::NamedStructField { .. },
                DataType::Map(entries, _),
            ) => match entries.data_type() {
                DataType::Struct(kv) if kv.len() == 2 && !kv[1].is_nullable() => {
                    kv[1].data_type().clone()
                }
                _ => return Ok(PlannerResult::Original(expr)),
            },
            _ => return Ok(PlannerResult::Original(expr)),
        };
        let Ok(default) = ScalarValue::new_default(&value) else {
            return Ok(PlannerResult::Original(expr));
        };
        let (map, key) = match expr {
            RawFieldAccessExpr {
                expr,
                field_access: GetFieldAccess::ListIndex { key },
            } => (expr, *key),
            RawFieldAccessExpr {
                expr,
                field_access: GetFieldAccess::NamedStructField { name },
            } => (expr, lit(name)),
            _ => unreachable!("matched above"),
        };
        let found = Expr::ScalarFunction(datafusion::logical_expr::expr::ScalarFunction::new_udf(
            datafusion::functions::core::get_field(),
            vec![map, key],
        ));
        // A CASE rather than `coalesce`, which only DataFusion's simplifier can run (a
        // DELETE's predicate is not simplified).
        Ok(PlannerResult::Planned(
            datafusion::logical_expr::when(found.clone().is_null(), lit(default))
                .otherwise(found)?,
        ))
    }

    fn plan_binary_op(
        &self,
        expr: RawBinaryExpr,
        schema: &DFSchema,
    ) -> Result<PlannerResult<RawBinaryExpr>> {
        if let Some(planned) = comparison(&expr, schema)? {
            return Ok(PlannerResult::Planned(planned));
        }
        let op = match expr.op {
            BinaryOperator::Plus => Operator::Plus,
            BinaryOperator::Minus => Operator::Minus,
            BinaryOperator::Multiply => Operator::Multiply,
            // `number % 90`: the literal takes the dividend's type now, not only in the
            // analyzer, so that what contains it (`toDate(…) + number % 90`) is typed
            // from an integer rather than from `Decimal128`.
            BinaryOperator::Modulo => {
                let planned = Expr::BinaryExpr(BinaryExpr::new(
                    Box::new(expr.left.clone()),
                    Operator::Modulo,
                    Box::new(expr.right.clone()),
                ));
                let t = crate::literals::rewrite(planned, schema)?;
                return Ok(if t.transformed {
                    PlannerResult::Planned(t.data)
                } else {
                    PlannerResult::Original(expr)
                });
            }
            // ClickHouse's `/` of numbers divides in floating point (`7 / 2` is 3.5,
            // `Float64`), where DataFusion divides integers as integers; decimals keep
            // their own division.
            BinaryOperator::Divide => {
                let (l, r) = (expr.left.get_type(schema), expr.right.get_type(schema));
                // DataFusion types integer arithmetic of mixed signs as
                // `Decimal(20, 0)` (`number % toInt32(7)`): that is no decimal to divide.
                let coerced = |e: &Expr, t: &DataType| {
                    matches!(t, DataType::Decimal128(20, 0)) && matches!(e, Expr::BinaryExpr(_))
                };
                if let (Ok(l), Ok(r)) = (&l, &r) {
                    if !coerced(&expr.left, l)
                        && !coerced(&expr.right, r)
                        && crate::decimal_divide::result_type(l, r)?.is_some()
                    {
                        let udf = datafusion::logical_expr::ScalarUDF::new_from_impl(
                            crate::decimal_divide::DecimalDivide::new(),
                        );
                        return Ok(PlannerResult::Planned(Expr::ScalarFunction(
                            datafusion::logical_expr::expr::ScalarFunction::new_udf(
                                Arc::new(udf),
                                vec![expr.left, expr.right],
                            ),
                        )));
                    }
                }
                let native = |e: &Expr| {
                    e.get_type(schema)
                        .is_ok_and(|t| t.is_integer() || t.is_floating())
                };
                if !(native(&expr.left) && native(&expr.right)) {
                    return Ok(PlannerResult::Original(expr));
                }
                return Ok(PlannerResult::Planned(Expr::BinaryExpr(BinaryExpr::new(
                    Box::new(cast(expr.left, DataType::Float64)),
                    Operator::Divide,
                    Box::new(cast(expr.right, DataType::Float64)),
                ))));
            }
            _ => return Ok(PlannerResult::Original(expr)),
        };
        if let Some(planned) = integer_arithmetic(&expr.left, op, &expr.right, schema)? {
            return Ok(PlannerResult::Planned(planned));
        }
        if let Some(planned) = decimal_arithmetic(&expr.left, op, &expr.right, schema)? {
            return Ok(PlannerResult::Planned(planned));
        }
        if op == Operator::Multiply {
            return Ok(PlannerResult::Original(expr));
        }
        // `DateTime - DateTime`: the seconds between them, as ClickHouse's Int32 (where
        // DataFusion gives a Duration, printed `P0D`), wrapping past its range as
        // ClickHouse's does (`toInt32`).
        if op == Operator::Minus {
            let whole_seconds = |e: &Expr| {
                matches!(
                    e.get_type(schema),
                    Ok(DataType::Timestamp(TimeUnit::Second, _))
                )
            };
            if whole_seconds(&expr.left) && whole_seconds(&expr.right) {
                let difference = Expr::BinaryExpr(BinaryExpr::new(
                    Box::new(cast(expr.left, DataType::Int64)),
                    Operator::Minus,
                    Box::new(cast(expr.right, DataType::Int64)),
                ));
                let to_int32 = datafusion::logical_expr::ScalarUDF::new_from_impl(
                    crate::scalar::ToInteger::to(DataType::Int32),
                );
                return Ok(PlannerResult::Planned(Expr::ScalarFunction(
                    datafusion::logical_expr::expr::ScalarFunction::new_udf(
                        Arc::new(to_int32),
                        vec![difference],
                    ),
                )));
            }
        }
        // A `DateTime` or `DateTime64` and a number of seconds.
        let seconds = |e: &Expr| match e.get_type(schema) {
            Ok(t @ DataType::Timestamp(..)) => Some(t),
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
        let per_second: i64 = match &ty {
            DataType::Timestamp(TimeUnit::Millisecond, _) => 1_000,
            DataType::Timestamp(TimeUnit::Microsecond, _) => 1_000_000,
            DataType::Timestamp(TimeUnit::Nanosecond, _) => 1_000_000_000,
            _ => 1,
        };
        let mut n = cast(n.clone(), DataType::Int64);
        if per_second != 1 {
            n = Expr::BinaryExpr(BinaryExpr::new(
                Box::new(n),
                Operator::Multiply,
                Box::new(Expr::Literal(ScalarValue::Int64(Some(per_second)), None)),
            ));
        }
        let sum = Expr::BinaryExpr(BinaryExpr::new(
            Box::new(cast(ts.clone(), DataType::Int64)),
            op,
            Box::new(n),
        ));
        Ok(PlannerResult::Planned(cast(sum, ty)))
    }
}

/// `left op right` (`+`, `-`, `*`) of two integers, in ClickHouse's result type: both
/// operands converted to it (a literal directly), so the operation cannot overflow
/// where ClickHouse's does not. `None` when either operand is not an integer.
fn integer_arithmetic(
    left: &Expr,
    op: Operator,
    right: &Expr,
    schema: &DFSchema,
) -> Result<Option<Expr>> {
    let (Some(l), Some(r)) = (integer_type(left, schema), integer_type(right, schema)) else {
        return Ok(None);
    };
    let Some(result) = integer_result(&l, op, &r) else {
        return Ok(None);
    };
    let convert = |e: &Expr| -> Result<Expr> {
        Ok(match e {
            Expr::Literal(v, meta) => Expr::Literal(v.cast_to(&result)?, meta.clone()),
            e if e.get_type(schema)? == result => e.clone(),
            e => cast(e.clone(), result.clone()),
        })
    };
    Ok(Some(Expr::BinaryExpr(BinaryExpr::new(
        Box::new(convert(left)?),
        op,
        Box::new(convert(right)?),
    ))))
}

/// A comparison as ClickHouse types it, where DataFusion's differs:
/// - a condition with an integer (`1 != NOT 1`): ClickHouse's conditions are `UInt8`,
///   so the condition compares as 0 or 1, where DataFusion finds no common type;
/// - a `DateTime` with an integer: its seconds since the epoch;
/// - a `Date` with a number (`today() < 2018-11-14`, an arithmetic slip) is
///   `ILLEGAL_TYPE_OF_ARGUMENT` (43) in ClickHouse, where DataFusion compares the days.
fn comparison(expr: &RawBinaryExpr, schema: &DFSchema) -> Result<Option<Expr>> {
    let op = match expr.op {
        BinaryOperator::Eq => Operator::Eq,
        BinaryOperator::NotEq => Operator::NotEq,
        BinaryOperator::Lt => Operator::Lt,
        BinaryOperator::LtEq => Operator::LtEq,
        BinaryOperator::Gt => Operator::Gt,
        BinaryOperator::GtEq => Operator::GtEq,
        _ => return Ok(None),
    };
    let (Ok(l), Ok(r)) = (expr.left.get_type(schema), expr.right.get_type(schema)) else {
        return Ok(None);
    };
    let date = |t: &DataType| matches!(t, DataType::Date32 | DataType::Date64);
    if (date(&l) && r.is_numeric()) || (l.is_numeric() && date(&r)) {
        let name = |t: &DataType| {
            crate::functions::type_name(&arrow::datatypes::Field::new("", t.clone(), false))
        };
        return Err(datafusion::error::DataFusionError::External(Box::new(
            crate::Error::bad(format!(
                "Illegal types of arguments ({}, {}) of a comparison: a Date compares with a Date, a time or a string, not a number (ILLEGAL_TYPE_OF_ARGUMENT)",
                name(&l),
                name(&r)
            ))
            .with_code(maskhouse_types::codes::ILLEGAL_TYPE_OF_ARGUMENT),
        )));
    }
    // A `FixedString(N)` compares with a string constant as with that string padded
    // with zero bytes to `N`, as ClickHouse converts the constant.
    let fixed = |e: &Expr| {
        e.to_field(schema)
            .ok()
            .and_then(|(_, f)| match crate::wire::declared_type(&f) {
                Some(maskhouse_types::ColumnType::FixedString(n)) => Some(n as usize),
                _ => None,
            })
    };
    let padded = |e: &Expr, n: usize| match e {
        Expr::Literal(
            datafusion::common::ScalarValue::Utf8(Some(v))
            | datafusion::common::ScalarValue::Utf8View(Some(v)),
            _,
        ) if v.len() < n => Some(lit(format!("{v}{}", "\0".repeat(n - v.len())))),
        _ => None,
    };
    if let Some(n) = fixed(&expr.left) {
        if let Some(right) = padded(&expr.right, n) {
            return Ok(Some(Expr::BinaryExpr(BinaryExpr::new(
                Box::new(expr.left.clone()),
                op,
                Box::new(right),
            ))));
        }
    }
    if let Some(n) = fixed(&expr.right) {
        if let Some(left) = padded(&expr.left, n) {
            return Ok(Some(Expr::BinaryExpr(BinaryExpr::new(
                Box::new(left),
                op,
                Box::new(expr.right.clone()),
            ))));
        }
    }
    let as_integer = |e: &Expr| cast(e.clone(), DataType::UInt8);
    let as_seconds = |e: &Expr| cast(e.clone(), DataType::Int64);
    let seconds = |t: &DataType| matches!(t, DataType::Timestamp(TimeUnit::Second, _));
    let (left, right) = match (&l, &r) {
        (DataType::Boolean, t) if t.is_integer() => (as_integer(&expr.left), expr.right.clone()),
        (t, DataType::Boolean) if t.is_integer() => (expr.left.clone(), as_integer(&expr.right)),
        // A `DateTime` compares with an integer as its seconds since the epoch.
        (t, n) if seconds(t) && n.is_integer() => (as_seconds(&expr.left), expr.right.clone()),
        (n, t) if seconds(t) && n.is_integer() => (expr.left.clone(), as_seconds(&expr.right)),
        _ => return Ok(None),
    };
    Ok(Some(Expr::BinaryExpr(BinaryExpr::new(
        Box::new(left),
        op,
        Box::new(right),
    ))))
}

/// `left op right` (`+`, `-`, `*`) of a decimal and a decimal or an integer, in
/// ClickHouse's result type: the wider of the operands' decimal types (an integer does
/// not widen it), with the larger scale for `+` and `-` and the sum of the scales for
/// `*`. DataFusion's own result is wider (`Decimal(9, 2) * Decimal(9, 1)` is
/// `Decimal(19, 3)` there, `Decimal(9, 3)` in ClickHouse); the value is the same, and
/// one the narrower type cannot hold is an error, as ClickHouse's decimal overflow is.
fn decimal_arithmetic(
    left: &Expr,
    op: Operator,
    right: &Expr,
    schema: &DFSchema,
) -> Result<Option<Expr>> {
    let scale_of = |e: &Expr| -> Option<Option<(u8, i8)>> {
        match e.get_type(schema).ok()? {
            DataType::Decimal32(p, s)
            | DataType::Decimal64(p, s)
            | DataType::Decimal128(p, s)
            | DataType::Decimal256(p, s) => Some(Some((p, s))),
            t if t.is_integer() => Some(None),
            _ => None,
        }
    };
    let (Some(l), Some(r)) = (scale_of(left), scale_of(right)) else {
        return Ok(None);
    };
    let (precision, scale) = match (l, r) {
        (Some((p1, s1)), Some((p2, s2))) => {
            let precision = crate::decimal_divide::decimal_class(p1)
                .max(crate::decimal_divide::decimal_class(p2));
            let scale = match op {
                Operator::Multiply => s1.saturating_add(s2),
                _ => s1.max(s2),
            };
            (precision, scale)
        }
        (Some((p, s)), None) | (None, Some((p, s))) => (crate::decimal_divide::decimal_class(p), s),
        (None, None) => return Ok(None),
    };
    if precision > 38 || scale < 0 || scale as u8 > precision {
        return Ok(None);
    }
    let computed = Expr::BinaryExpr(BinaryExpr::new(
        Box::new(left.clone()),
        op,
        Box::new(right.clone()),
    ));
    Ok(Some(cast(computed, DataType::Decimal128(precision, scale))))
}

/// An integer operand's ClickHouse type: an expression's own, and for an integer
/// literal (DataFusion reads every one as `Int64`) the smallest type that holds it.
fn integer_type(e: &Expr, schema: &DFSchema) -> Option<DataType> {
    if let Expr::Literal(ScalarValue::Int64(Some(v)), _) = e {
        let v = *v;
        return Some(if v >= 0 {
            match v {
                0..=0xFF => DataType::UInt8,
                0x100..=0xFFFF => DataType::UInt16,
                0x1_0000..=0xFFFF_FFFF => DataType::UInt32,
                _ => DataType::UInt64,
            }
        } else if v >= i64::from(i8::MIN) {
            DataType::Int8
        } else if v >= i64::from(i16::MIN) {
            DataType::Int16
        } else if v >= i64::from(i32::MIN) {
            DataType::Int32
        } else {
            DataType::Int64
        });
    }
    let t = e.get_type(schema).ok()?;
    t.is_integer().then_some(t)
}

/// ClickHouse's result type of `l op r` for integer types (its `NumberTraits`): a sum
/// or product is signed if either operand is, a difference always; either is one size
/// wider than the wider operand, at most 64 bits.
pub(crate) fn integer_result(l: &DataType, op: Operator, r: &DataType) -> Option<DataType> {
    let width = |t: &DataType| -> Option<(bool, u8)> {
        Some(match t {
            DataType::UInt8 => (false, 1),
            DataType::UInt16 => (false, 2),
            DataType::UInt32 => (false, 4),
            DataType::UInt64 => (false, 8),
            DataType::Int8 => (true, 1),
            DataType::Int16 => (true, 2),
            DataType::Int32 => (true, 4),
            DataType::Int64 => (true, 8),
            _ => return None,
        })
    };
    let ((ls, lb), (rs, rb)) = (width(l)?, width(r)?);
    let signed = match op {
        Operator::Plus | Operator::Multiply => ls || rs,
        Operator::Minus => true,
        _ => return None,
    };
    Some(match (signed, (2 * lb.max(rb)).min(8)) {
        (false, 2) => DataType::UInt16,
        (false, 4) => DataType::UInt32,
        (false, _) => DataType::UInt64,
        (true, 2) => DataType::Int16,
        (true, 4) => DataType::Int32,
        (true, _) => DataType::Int64,
    })
}

/// Puts maskhouse's planner hooks before DataFusion's in `builder` (which has its
/// default features): a map's `m[k]` is planned here, not as DataFusion plans it.
pub(crate) fn add_expr_planners(builder: &mut datafusion::execution::SessionStateBuilder) {
    let planners = builder.expr_planners().get_or_insert_with(Vec::new);
    planners.insert(0, Arc::new(ClickHousePlanner));
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
                    Some(Change::Retype(to, default)) => {
                        let retyped = cast(column, to);
                        match default {
                            Some(default) => coalesce(vec![retyped, lit(default)]),
                            None => retyped,
                        }
                        .alias_qualified(q.cloned(), f.name())
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

/// Sorts NaN next to NULL, as ClickHouse does: after every number with `NULLS LAST`
/// (its default, ascending or descending), before them with `NULLS FIRST`; DataFusion
/// sorts NaN above every number (first when descending). Each floating-point key of
/// every `ORDER BY` of `plan` (subqueries too) is preceded by whether it is NaN. Sorts
/// UUIDs as ClickHouse does too: each key declared `UUID` is preceded by the second
/// half of its text.
pub(crate) fn nan_order(plan: LogicalPlan) -> Result<LogicalPlan> {
    use datafusion::logical_expr::{Sort, SortExpr};
    plan.transform_up_with_subqueries(|plan| {
        let LogicalPlan::Sort(sort) = &plan else {
            return Ok(Transformed::no(plan));
        };
        let schema = sort.input.schema();
        let float = |e: &SortExpr| {
            e.expr.get_type(schema).is_ok_and(|t| {
                matches!(t, DataType::Float16 | DataType::Float32 | DataType::Float64)
            })
        };
        // An explicit conversion (`CAST(u AS String)`) sorts as what it gives.
        let uuid = |e: &SortExpr| {
            !matches!(e.expr, Expr::Cast(_) | Expr::TryCast(_))
                && e.expr.to_field(schema).is_ok_and(|(_, f)| {
                    crate::wire::declared_type(&f)
                        .is_some_and(|t| *t.base() == maskhouse_types::ColumnType::Uuid)
                })
        };
        if !sort.expr.iter().any(|e| float(e) || uuid(e)) {
            return Ok(Transformed::no(plan));
        }
        let mut keys = Vec::with_capacity(sort.expr.len() + 1);
        for key in &sort.expr {
            if float(key) {
                keys.push(SortExpr::new(
                    datafusion::functions::math::expr_fn::isnan(key.expr.clone()),
                    !key.nulls_first,
                    key.nulls_first,
                ));
            }
            // ClickHouse orders UUIDs as two 64-bit halves, the second first: the
            // canonical text's last 16 digits (from character 20) come first here.
            if uuid(key) {
                keys.push(SortExpr::new(
                    datafusion::functions::unicode::expr_fn::substr(key.expr.clone(), lit(20i64)),
                    key.asc,
                    key.nulls_first,
                ));
            }
            keys.push(key.clone());
        }
        Ok(Transformed::yes(LogicalPlan::Sort(Sort {
            expr: keys,
            input: sort.input.clone(),
            fetch: sort.fetch,
        })))
    })
    .map(|t| t.data)
}

/// [`nan_order`] as an analyzer rule: after type coercion, which decides which keys
/// are floating-point (`[1, 2] UNION ALL [nan]`).
#[derive(Debug, Default)]
pub(crate) struct NanOrder;

impl datafusion::optimizer::AnalyzerRule for NanOrder {
    fn name(&self) -> &str {
        "nan_order"
    }

    fn analyze(
        &self,
        plan: LogicalPlan,
        _config: &datafusion::common::config::ConfigOptions,
    ) -> Result<LogicalPlan> {
        nan_order(plan)
    }
}

/// Functions whose result type is their arguments' common type (or names it), so that
/// an integer literal among their arguments shows ClickHouse's type in the result:
/// `toTypeName(1)` is `UInt8`, `[1, 2]` is `Array(UInt8)`, `least(-1, 1)` is `Int16`.
const LITERAL_TYPED: &[&str] = &[
    "totypename",
    "siphash64",
    "bytesize",
    "make_array",
    "arrayslice",
    "least",
    "greatest",
    "coalesce",
    "nullif",
    "__nullable_as",
    "__to_nullable",
];

/// Gives every integer literal that a query returns to its client ClickHouse's type,
/// the smallest that holds it (`SELECT 1` is `UInt8`, `SELECT -1` `Int8`, `SELECT 300`
/// `UInt16`), where DataFusion reads each as `Int64`: in the projection whose columns
/// are the result (each branch's, under a `UNION`), a literal itself, the branches of
/// a `CASE` (so `if`, `multiIf`) and the arguments of [`LITERAL_TYPED`] functions,
/// through aliases and each other. Nothing else reads those columns (only sorts,
/// limits and `DISTINCT` above them), so no value changes; literals deeper in the plan,
/// which other expressions read (planned already with `Int64`), keep their type.
pub(crate) fn literal_results(plan: LogicalPlan) -> Result<LogicalPlan> {
    use datafusion::logical_expr::Projection;
    Ok(match plan {
        LogicalPlan::Projection(projection) => {
            let mut changed = false;
            let exprs: Vec<Expr> = projection
                .expr
                .iter()
                .map(|e| {
                    let typed = literal_typed(e.clone());
                    if typed == *e {
                        return e.clone();
                    }
                    changed = true;
                    let (qualifier, name) = e.qualified_name();
                    match typed {
                        Expr::Alias(_) => typed,
                        typed => typed.alias_qualified(qualifier, name),
                    }
                })
                .collect();
            match changed {
                true => LogicalPlan::Projection(Projection::try_new(exprs, projection.input)?),
                false => LogicalPlan::Projection(projection),
            }
        }
        // The branches' types again, from which type coercion finds their common one
        // (the planned union has the `Int64` of the literals).
        LogicalPlan::Union(union) => {
            let inputs = union
                .inputs
                .into_iter()
                .map(|input| literal_results(Arc::unwrap_or_clone(input)).map(Arc::new))
                .collect::<Result<Vec<_>>>()?;
            LogicalPlan::Union(datafusion::logical_expr::Union::try_new_with_loose_types(
                inputs,
            )?)
        }
        plan @ (LogicalPlan::Sort(_)
        | LogicalPlan::Limit(_)
        | LogicalPlan::Distinct(datafusion::logical_expr::Distinct::All(_))) => {
            let inputs: Vec<LogicalPlan> = plan
                .inputs()
                .into_iter()
                .map(|input| literal_results(input.clone()))
                .collect::<Result<_>>()?;
            plan.with_new_exprs(plan.expressions(), inputs)?
        }
        other => other,
    })
}

/// `e` with its result literals typed as [`literal_results`] says.
fn literal_typed(e: Expr) -> Expr {
    match e {
        Expr::Literal(ScalarValue::Int64(Some(v)), metadata) => {
            let Some(t) = integer_type(
                &Expr::Literal(ScalarValue::Int64(Some(v)), None),
                &DFSchema::empty(),
            ) else {
                return Expr::Literal(ScalarValue::Int64(Some(v)), metadata);
            };
            match ScalarValue::Int64(Some(v)).cast_to(&t) {
                Ok(value) => Expr::Literal(value, metadata),
                Err(_) => Expr::Literal(ScalarValue::Int64(Some(v)), metadata),
            }
        }
        Expr::Alias(mut alias) => {
            *alias.expr = literal_typed(*alias.expr);
            Expr::Alias(alias)
        }
        Expr::Case(mut case) => {
            for (_, then) in case.when_then_expr.iter_mut() {
                **then = literal_typed((**then).clone());
            }
            if let Some(otherwise) = case.else_expr.as_mut() {
                **otherwise = literal_typed((**otherwise).clone());
            }
            Expr::Case(case)
        }
        Expr::ScalarFunction(mut f) if LITERAL_TYPED.contains(&f.func.name()) => {
            f.args = f.args.into_iter().map(literal_typed).collect();
            Expr::ScalarFunction(f)
        }
        other => other,
    }
}

/// A scalar subquery that finds no row is NULL, as in ClickHouse (where its type is
/// `Nullable`): its column is declared nullable, so that a result holding that NULL
/// is valid (DataFusion keeps the subquery's own nullability and then refuses the NULL).
pub(crate) fn nullable_scalar_subqueries(plan: LogicalPlan) -> Result<LogicalPlan> {
    use datafusion::common::tree_node::{TreeNode, TreeNodeRecursion};
    use datafusion::logical_expr::{Projection, Subquery};
    let declared_not_null = |e: &Expr| matches!(e, Expr::ScalarSubquery(s) if s.subquery.schema().fields().len() == 1 && !s.subquery.schema().field(0).is_nullable());
    // Most plans have none: they are left as they are, no schema recomputed.
    let mut found = false;
    plan.apply_with_subqueries(|node| {
        node.apply_expressions(|e| {
            e.apply(|e| {
                found |= declared_not_null(e);
                Ok(match found {
                    true => TreeNodeRecursion::Stop,
                    false => TreeNodeRecursion::Continue,
                })
            })
        })
    })?;
    if !found {
        return Ok(plan);
    }
    plan.transform_up_with_subqueries(|node| {
        let changed = node.map_expressions(|e| {
            e.transform(|e| match e {
                Expr::ScalarSubquery(subquery)
                    if subquery.subquery.schema().fields().len() == 1
                        && !subquery.subquery.schema().field(0).is_nullable() =>
                {
                    let inner = subquery.subquery.as_ref().clone();
                    let (qualifier, field) = inner.schema().qualified_field(0);
                    let column = Expr::Column(Column::new(qualifier.cloned(), field.name()));
                    let value = crate::functions::nullable(column).alias(field.name());
                    let projection =
                        LogicalPlan::Projection(Projection::try_new(vec![value], Arc::new(inner))?);
                    Ok(Transformed::yes(Expr::ScalarSubquery(Subquery {
                        subquery: Arc::new(projection),
                        outer_ref_columns: subquery.outer_ref_columns,
                        spans: subquery.spans,
                    })))
                }
                e => Ok(Transformed::no(e)),
            })
        })?;
        // Above a changed expression, nullability follows from the inputs again.
        match changed.transformed {
            true => Ok(Transformed::yes(changed.data.recompute_schema()?)),
            false => match changed.data {
                plan @ (LogicalPlan::Projection(_)
                | LogicalPlan::Filter(_)
                | LogicalPlan::SubqueryAlias(_)
                | LogicalPlan::Sort(_)
                | LogicalPlan::Limit(_)
                | LogicalPlan::Distinct(_)) => Ok(Transformed::yes(plan.recompute_schema()?)),
                other => Ok(Transformed::no(other)),
            },
        }
    })
    .map(|t| t.data)
}

/// ClickHouse's outer joins (`join_use_nulls = 0`, its default): where a row of one side
/// has no match, the other side's columns take their types' defaults (`0`, `''`,
/// `1970-01-01`, an empty array, the nil UUID, the Enum's smallest value) rather than
/// NULL, and stay non-Nullable; a column that is Nullable on its own side still gets
/// NULL. A projection right above every LEFT, RIGHT and FULL join of `plan` (subqueries
/// too), so that what reads the join above it (`WHERE s.a = 0`, `IS NULL`) sees the
/// defaults, as in ClickHouse.
pub(crate) fn outer_join_defaults(plan: LogicalPlan) -> Result<LogicalPlan> {
    use datafusion::logical_expr::{expr::Alias, JoinType};
    plan.transform_up_with_subqueries(|plan| {
        let LogicalPlan::Join(join) = &plan else {
            // Above a changed join, nullability follows from the inputs again.
            return match plan {
                LogicalPlan::Projection(_)
                | LogicalPlan::Filter(_)
                | LogicalPlan::SubqueryAlias(_)
                | LogicalPlan::Join(_)
                | LogicalPlan::Distinct(_) => Ok(Transformed::yes(plan.recompute_schema()?)),
                other => Ok(Transformed::no(other)),
            };
        };
        let (fill_left, fill_right) = match join.join_type {
            JoinType::Left => (false, true),
            JoinType::Right => (true, false),
            JoinType::Full => (true, true),
            _ => return Ok(Transformed::no(plan)),
        };
        let left = join.left.schema().fields().len();
        let inputs: Vec<(bool, &arrow::datatypes::Field)> = join
            .left
            .schema()
            .fields()
            .iter()
            .map(|f| (fill_left, f.as_ref()))
            .chain(
                join.right
                    .schema()
                    .fields()
                    .iter()
                    .map(|f| (fill_right, f.as_ref())),
            )
            .collect();
        let schema = plan.schema().clone();
        if schema.fields().len() != inputs.len() || inputs.len() < left {
            return Ok(Transformed::no(plan));
        }
        let mut changed = false;
        let exprs: Vec<Expr> = schema
            .iter()
            .zip(&inputs)
            .map(|((q, f), (fill, input))| {
                let column = Expr::Column(Column::new(q.cloned(), f.name()));
                let fallback = (*fill && !input.is_nullable())
                    .then(|| default_value(input))
                    .flatten()
                    .map(lit);
                match fallback {
                    Some(fallback) => {
                        changed = true;
                        // The side's type mark (an Enum's, a UUID's) stays on the column.
                        let metadata =
                            (!input.metadata().is_empty()).then(|| input.metadata().clone().into());
                        Expr::Alias(Alias {
                            expr: Box::new(coalesce(vec![column, fallback])),
                            relation: q.cloned(),
                            name: f.name().clone(),
                            metadata,
                        })
                    }
                    None => column,
                }
            })
            .collect();
        if !changed {
            return Ok(Transformed::no(plan));
        }
        Ok(Transformed::yes(
            LogicalPlanBuilder::from(plan).project(exprs)?.build()?,
        ))
    })
    .map(|t| t.data)
}

/// The value ClickHouse gives a column of `field`'s type where it has none: the
/// declared type's (the nil UUID, N zero bytes, the Enum's smallest value) or the Arrow
/// type's default.
pub(crate) fn default_value(field: &arrow::datatypes::Field) -> Option<ScalarValue> {
    use maskhouse_types::ColumnType;
    if let Some(declared) = crate::wire::declared_type(field) {
        let text = match declared.base() {
            ColumnType::Uuid => Some("00000000-0000-0000-0000-000000000000".to_string()),
            ColumnType::FixedString(n) => Some("\0".repeat(*n as usize)),
            ColumnType::Enum(e) => Some(e.default_name().to_string()),
            _ => None,
        };
        if let Some(text) = text {
            return Some(ScalarValue::Utf8(Some(text)));
        }
    }
    ScalarValue::new_default(field.data_type()).ok()
}

/// How an aggregate's result is changed to ClickHouse's.
#[derive(Clone)]
enum Change {
    /// NULL (no rows) becomes this value.
    Default(ScalarValue),
    /// A count: `UInt64`, where DataFusion's is `Int64`.
    Unsigned,
    /// ClickHouse's type for DataFusion's (the average of a decimal is `Float64`, the
    /// sum of a decimal `Decimal(38, S)`), NULL (no rows) becoming the value given.
    Retype(DataType, Option<ScalarValue>),
}

fn result_of(aggregate: &Expr, input: &DFSchema) -> Option<Change> {
    let Expr::AggregateFunction(AggregateFunction { func, .. }) = strip_alias(aggregate) else {
        return None;
    };
    if func.name() == "count" {
        return Some(Change::Unsigned);
    }
    if let Ok(t) = aggregate.get_type(input) {
        let retype = match (func.name(), &t) {
            ("avg" | "avgarray", t) if crate::functions::is_decimal(t) => Some(DataType::Float64),
            ("sum" | "sumarray", DataType::Decimal128(p, s)) if *p < 38 => {
                Some(DataType::Decimal128(38, *s))
            }
            _ => None,
        };
        if let Some(to) = retype {
            let default = default_of(aggregate, input).and_then(|d| d.cast_to(&to).ok());
            return Some(Change::Retype(to, default));
        }
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
    // `groupArray` is an empty array over no rows, whatever its argument (and so are
    // the `-Array` forms that collect arrays, `crate::combinators`).
    if matches!(
        func.name(),
        "array_agg" | "grouparrayarray" | "groupuniqarrayarray"
    ) {
        let ty = aggregate.get_type(input).ok()?;
        return ScalarValue::new_default(&ty).ok();
    }
    // The `-Array` forms over no rows give the default of their elements' type: this
    // dialect types an array's elements as not Nullable (`toTypeName([1, NULL])` is
    // `Array(UInt8)`), so the array's own nullability does not count.
    let array_form = matches!(
        func.name(),
        "sumarray" | "minarray" | "maxarray" | "avgarray"
    );
    if !array_form && arg.nullable(input).unwrap_or(true) {
        return None;
    }
    match func.name() {
        "sum" | "min" | "max" | "sumarray" | "minarray" | "maxarray" => {
            let ty = aggregate.get_type(input).ok()?;
            ScalarValue::new_default(&ty).ok()
        }
        "avg" | "avgarray" => Some(ScalarValue::Float64(Some(f64::NAN))),
        _ => None,
    }
}

fn strip_alias(e: &Expr) -> &Expr {
    match e {
        Expr::Alias(a) => strip_alias(&a.expr),
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// ClickHouse's integer result types (`toTypeName` in ClickHouse 26.9).
    #[test]
    fn integer_results_follow_clickhouse() {
        use DataType::*;
        let cases = [
            (UInt64, Operator::Plus, UInt8, UInt64),
            (UInt64, Operator::Minus, UInt8, Int64),
            (UInt8, Operator::Plus, UInt8, UInt16),
            (UInt16, Operator::Multiply, UInt8, UInt32),
            (Int32, Operator::Plus, UInt32, Int64),
            (UInt8, Operator::Minus, UInt8, Int16),
            (Int64, Operator::Plus, UInt64, Int64),
            (Int8, Operator::Multiply, Int8, Int16),
        ];
        for (l, op, r, want) in cases {
            assert_eq!(integer_result(&l, op, &r), Some(want), "{l} {op} {r}");
        }
        assert_eq!(integer_result(&UInt8, Operator::Divide, &UInt8), None);
        assert_eq!(integer_result(&Float64, Operator::Plus, &UInt8), None);
    }
}
