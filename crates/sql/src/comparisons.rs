//! Comparisons as ClickHouse makes them, where DataFusion's differ: of tuples, and of
//! floating-point numbers.
//!
//! DataFusion compares two structs as one value, ordering a NULL element like a value,
//! so `tuple(1) = tuple(NULL)` was 0 where ClickHouse gives NULL. ClickHouse writes a
//! tuple comparison as comparisons of its elements: `=` is the `AND` of the elements'
//! `=`, `!=` the `OR` of their `!=`, and `<` (so `<=`, `>`, `>=`) lexicographic, `a.1 <
//! b.1 OR (a.1 = b.1 AND tail(a) < tail(b))` with the last element compared by the
//! operator itself, all with SQL's three-valued logic.
//!
//! Arrow compares floating-point numbers in IEEE 754's total order: NaN equals itself,
//! a NaN is above every number (below, when its sign bit is set), and `-0.0` is below
//! `0.0`. So `nan = nan` was 1, `x > 0` held for a NaN and `x < 0` for `-0.0` (a
//! `DELETE … WHERE x > 0` matched their rows). ClickHouse compares as IEEE 754's
//! ordinary comparisons do: NaN is neither equal to, below nor above anything and
//! unequal to everything, and `-0.0 = 0.0`. A comparison of floats is written so that
//! Arrow's answer is that one, NULLs kept:
//! - with a constant number on one side, a zero becomes the signed zero that gives the
//!   answer (`x < 0` is `x < -0.0`, `x = 0` is `x >= -0.0 AND x <= 0.0`), and an order
//!   (`<`, `<=`, `>`, `>=`) holds only where the other side is not NaN;
//! - otherwise each side that may be `-0.0` is made `0.0` (`x + 0.0`), and each side
//!   that may be NaN gets the check that puts its NaN right, which is NULL where the
//!   other side is (`l < r AND (NOT isNaN(l) OR r IS NULL) AND …`; `l = r AND (NOT
//!   isNaN(l) OR r IS NULL)`; `l != r OR (isNaN(l) AND r IS NOT NULL)`).
//!
//! `x BETWEEN a AND b` of floats is `x >= a AND x <= b` so written. A join's
//! conditions are left to the join: ClickHouse matches float keys by their bits, so
//! a NaN meets the same NaN there, as in DataFusion's hash join.
//!
//! In a `WHERE` (and a DELETE's or UPDATE's condition), a side of a comparison that is
//! `toNullable(x)` or `materialize(x)` is read as `x` (its value), so that the
//! condition still prunes by the table's key: DataFusion pushes no volatile condition
//! into a scan, and both are volatile only to stay unfolded
//! ([`crate::functions::UNFOLDED`]).
//!
//! [`Comparisons`], after type coercion, writes every such comparison of a query; a
//! DELETE's or UPDATE's expressions get the same through [`rewrite_expr`].

use datafusion::{
    arrow::datatypes::DataType,
    common::{
        config::ConfigOptions, tree_node::Transformed, tree_node::TreeNode, DFSchema, Result,
        ScalarValue,
    },
    functions::{core::expr_fn::get_field, math::expr_fn::isnan},
    logical_expr::{
        binary_expr, expr::Between, lit, BinaryExpr, Expr, ExprSchemable, LogicalPlan, Operator,
    },
    optimizer::AnalyzerRule,
};

use crate::literals::Owner;

/// See the module docs.
#[derive(Debug, Default)]
pub(crate) struct Comparisons;

impl AnalyzerRule for Comparisons {
    fn name(&self) -> &str {
        "maskhouse_comparisons"
    }

    fn analyze(&self, plan: LogicalPlan, _: &ConfigOptions) -> Result<LogicalPlan> {
        crate::literals::rewrite_plan_by_owner(plan, |e, schema, owner| match owner {
            Owner::Join => Ok(Transformed::no(e)),
            Owner::Filter => e.transform_up(|e| rewrite(e, schema, true)),
            Owner::Other => e.transform_up(|e| rewrite(e, schema, false)),
        })
    }
}

/// `e` with its comparisons written as ClickHouse makes them, for a DELETE's or an
/// UPDATE's expressions, which are compiled without the analyzer's rules; `condition`
/// when `e` is the condition (only whether it holds is read).
pub(crate) fn rewrite_expr(e: Expr, schema: &DFSchema, condition: bool) -> Result<Expr> {
    Ok(e.transform_up(|e| rewrite(e, schema, condition))?.data)
}

/// Whether `op` compares.
fn compares(op: Operator) -> bool {
    matches!(
        op,
        Operator::Eq
            | Operator::NotEq
            | Operator::Lt
            | Operator::LtEq
            | Operator::Gt
            | Operator::GtEq
    )
}

/// A ClickHouse float (there is no `Float16`).
fn is_float(t: &DataType) -> bool {
    matches!(t, DataType::Float32 | DataType::Float64)
}

/// `e` written as ClickHouse compares, when it is a comparison of tuples or of
/// floating-point numbers, or a `BETWEEN` of floats.
fn rewrite(e: Expr, schema: &DFSchema, condition: bool) -> Result<Transformed<Expr>> {
    match e {
        Expr::BinaryExpr(BinaryExpr { left, op, right }) if compares(op) => {
            let unwrap = |side: Expr| match side {
                Expr::ScalarFunction(f)
                    if condition
                        && f.args.len() == 1
                        && crate::functions::UNFOLDED.contains(&f.func.name()) =>
                {
                    (f.args.into_iter().next().expect("one argument"), true)
                }
                side => (side, false),
            };
            let (left, l_unwrapped) = unwrap(*left);
            let (right, r_unwrapped) = unwrap(*right);
            match compare(left.clone(), op, right.clone(), schema)? {
                Some(written) => Ok(Transformed::yes(written)),
                None if l_unwrapped || r_unwrapped => {
                    Ok(Transformed::yes(binary_expr(left, op, right)))
                }
                None => Ok(Transformed::no(binary_expr(left, op, right))),
            }
        }
        Expr::Between(Between {
            expr,
            negated,
            low,
            high,
        }) if is_float(&expr.get_type(schema)?)
            || is_float(&low.get_type(schema)?)
            || is_float(&high.get_type(schema)?) =>
        {
            let (lower, upper, join) = match negated {
                false => (Operator::GtEq, Operator::LtEq, Operator::And),
                true => (Operator::Lt, Operator::Gt, Operator::Or),
            };
            let low = compare_or_keep(*expr.clone(), lower, *low, schema)?;
            let high = compare_or_keep(*expr, upper, *high, schema)?;
            Ok(Transformed::yes(binary_expr(low, join, high)))
        }
        e => Ok(Transformed::no(e)),
    }
}

/// `l op r`, written by [`compare`] where it must be.
fn compare_or_keep(l: Expr, op: Operator, r: Expr, schema: &DFSchema) -> Result<Expr> {
    Ok(match compare(l.clone(), op, r.clone(), schema)? {
        Some(written) => written,
        None => binary_expr(l, op, r),
    })
}

/// `l op r` written as ClickHouse compares, or None when DataFusion's comparison is
/// ClickHouse's already.
fn compare(l: Expr, op: Operator, r: Expr, schema: &DFSchema) -> Result<Option<Expr>> {
    let (lt, rt) = (l.get_type(schema)?, r.get_type(schema)?);
    if let (DataType::Struct(lf), DataType::Struct(rf)) = (&lt, &rt) {
        if lf.len() != rf.len() || lf.is_empty() {
            return Ok(None);
        }
        let pairs = lf
            .iter()
            .zip(rf.iter())
            .map(|(a, b)| {
                (
                    get_field(l.clone(), a.name().as_str()),
                    get_field(r.clone(), b.name().as_str()),
                )
            })
            .collect();
        return tuples(pairs, op, schema).map(Some);
    }
    if !is_float(&lt) && !is_float(&rt) {
        return Ok(None);
    }
    floats(l, &lt, op, r, &rt, schema).map(Some)
}

/// The value of a constant number other than NaN (a literal, or one cast).
fn constant(e: &Expr) -> Option<f64> {
    let value = match e {
        Expr::Literal(v, _) => v,
        Expr::Cast(c) => match &*c.expr {
            Expr::Literal(v, _) => v,
            _ => return None,
        },
        _ => return None,
    };
    if value.is_null() || !(value.data_type().is_numeric()) {
        return None;
    }
    let f = value.cast_to(&DataType::Float64).ok()?;
    match f {
        ScalarValue::Float64(Some(x)) if !x.is_nan() => Some(x),
        _ => None,
    }
}

/// A zero of `t`'s float type (Float64 for another type), with its sign.
fn zero(t: &DataType, negative: bool) -> Expr {
    let z = if negative { -0.0 } else { 0.0 };
    match t {
        DataType::Float32 => lit(ScalarValue::Float32(Some(z as f32))),
        _ => lit(ScalarValue::Float64(Some(z))),
    }
}

/// `op` with its sides swapped (`a < b` is `b > a`).
fn mirrored(op: Operator) -> Operator {
    match op {
        Operator::Lt => Operator::Gt,
        Operator::LtEq => Operator::GtEq,
        Operator::Gt => Operator::Lt,
        Operator::GtEq => Operator::LtEq,
        other => other,
    }
}

/// A comparison of numbers at least one of which is a float (see the module docs).
fn floats(
    l: Expr,
    lt: &DataType,
    op: Operator,
    r: Expr,
    rt: &DataType,
    schema: &DFSchema,
) -> Result<Expr> {
    let not_nan = |x: &Expr| Expr::Not(Box::new(isnan(x.clone())));
    let ordering = !matches!(op, Operator::Eq | Operator::NotEq);
    // A constant number on one side: `x op c`, the constant on the right.
    let one_constant = match (constant(&l), constant(&r)) {
        (None, Some(c)) => Some((l.clone(), lt, op, r.clone(), c)),
        (Some(c), None) => Some((r.clone(), rt, mirrored(op), l.clone(), c)),
        _ => None,
    };
    if let Some((x, xt, op, c, value)) = one_constant {
        let written = if value == 0.0 {
            let at = |op, negative| binary_expr(x.clone(), op, zero(xt, negative));
            match op {
                Operator::Lt => at(Operator::Lt, true),
                Operator::LtEq => at(Operator::LtEq, false),
                Operator::Gt => at(Operator::Gt, false),
                Operator::GtEq => at(Operator::GtEq, true),
                Operator::Eq => binary_expr(
                    at(Operator::GtEq, true),
                    Operator::And,
                    at(Operator::LtEq, false),
                ),
                _ => binary_expr(
                    at(Operator::Lt, true),
                    Operator::Or,
                    at(Operator::Gt, false),
                ),
            }
        } else {
            binary_expr(x.clone(), op, c)
        };
        // The constant is not NULL: the check is NULL only where `x` is.
        return Ok(match ordering && is_float(xt) {
            true => binary_expr(written, Operator::And, not_nan(&x)),
            false => written,
        });
    }
    // `-0.0` made `0.0`; NaN stays NaN and NULL stays NULL.
    let positive = |e: Expr, t: &DataType| match is_float(t) {
        true => binary_expr(e, Operator::Plus, zero(t, false)),
        false => e,
    };
    let (l, r) = (positive(l, lt), positive(r, rt));
    let (l_nan, r_nan) = (is_float(lt), is_float(rt));
    let null = |e: &Expr| e.nullable(schema).unwrap_or(true);
    // `NOT isNaN(x)`, or NULL where the other side is.
    let checked = |x: &Expr, other: &Expr| match null(other) {
        true => binary_expr(not_nan(x), Operator::Or, other.clone().is_null()),
        false => not_nan(x),
    };
    let compared = binary_expr(l.clone(), op, r.clone());
    Ok(match op {
        Operator::Eq if l_nan && r_nan => binary_expr(compared, Operator::And, checked(&l, &r)),
        Operator::NotEq if l_nan && r_nan => {
            let nan = match null(&r) {
                true => binary_expr(isnan(l.clone()), Operator::And, r.clone().is_not_null()),
                false => isnan(l.clone()),
            };
            binary_expr(compared, Operator::Or, nan)
        }
        Operator::Eq | Operator::NotEq => compared,
        _ => {
            let mut written = compared;
            if l_nan {
                written = binary_expr(written, Operator::And, checked(&l, &r));
            }
            if r_nan {
                written = binary_expr(written, Operator::And, checked(&r, &l));
            }
            written
        }
    })
}

/// The comparison `op` of two tuples, given as the pairs of their elements.
fn tuples(pairs: Vec<(Expr, Expr)>, op: Operator, schema: &DFSchema) -> Result<Expr> {
    // An element that is itself a tuple, or a number, is compared as above.
    let compare = |l: Expr, op: Operator, r: Expr| compare_or_keep(l, op, r, schema);
    Ok(match op {
        Operator::Eq | Operator::NotEq => {
            let join = match op {
                Operator::Eq => Operator::And,
                _ => Operator::Or,
            };
            let mut parts = pairs
                .into_iter()
                .map(|(l, r)| compare(l, op, r))
                .collect::<Result<Vec<_>>>()?
                .into_iter();
            let first = parts.next().expect("a tuple has an element");
            parts.fold(first, |acc, p| binary_expr(acc, join, p))
        }
        _ => {
            // The strict form for every element but the last.
            let strict = match op {
                Operator::Lt | Operator::LtEq => Operator::Lt,
                _ => Operator::Gt,
            };
            let mut pairs = pairs.into_iter().rev();
            let (l, r) = pairs.next().expect("a tuple has an element");
            let mut acc = compare(l, op, r)?;
            for (l, r) in pairs {
                let before = compare(l.clone(), strict, r.clone())?;
                let equal = compare(l, Operator::Eq, r)?;
                acc = binary_expr(before, Operator::Or, binary_expr(equal, Operator::And, acc));
            }
            acc
        }
    })
}
