//! Comparisons as ClickHouse makes them, where DataFusion's differ: of tuples, and of
//! floating-point numbers that may be NaN.
//!
//! DataFusion compares two structs as one value, ordering a NULL element like a value,
//! so `tuple(1) = tuple(NULL)` was 0 where ClickHouse gives NULL. ClickHouse writes a
//! tuple comparison as comparisons of its elements: `=` is the `AND` of the elements'
//! `=`, `!=` the `OR` of their `!=`, and `<` (so `<=`, `>`, `>=`) lexicographic, `a.1 <
//! b.1 OR (a.1 = b.1 AND tail(a) < tail(b))` with the last element compared by the
//! operator itself, all with SQL's three-valued logic.
//!
//! Arrow compares floating-point numbers in IEEE 754's total order, where NaN equals
//! NaN and is above every number, so `nan = nan` was 1 and `x > 0` held for a NaN
//! (a `DELETE … WHERE x > 0` matched its row). ClickHouse compares them as IEEE 754's
//! ordinary comparisons do: NaN is neither equal to, below nor above anything, and
//! unequal to everything. Each comparison that can go wrong with a NaN gets the check
//! that puts it right: `l = r` and `l != r` only where both sides may be NaN (one
//! constant side that is a number decides it already), `l < r` and `l <= r` where `r`
//! may be, `l > r` and `l >= r` where `l` may be.
//!
//! [`Comparisons`], after type coercion, writes every comparison of two tuples with as
//! many elements so, nested tuples too, and adds the NaN checks; a DELETE's or UPDATE's
//! expressions get the same through [`rewrite_expr`].

use datafusion::{
    arrow::datatypes::DataType,
    common::{
        config::ConfigOptions,
        tree_node::{Transformed, TreeNode},
        DFSchema, Result,
    },
    functions::{core::expr_fn::get_field, math::expr_fn::isnan},
    logical_expr::{binary_expr, BinaryExpr, Expr, ExprSchemable, LogicalPlan, Operator},
    optimizer::AnalyzerRule,
};

/// See the module docs.
#[derive(Debug, Default)]
pub(crate) struct Comparisons;

impl AnalyzerRule for Comparisons {
    fn name(&self) -> &str {
        "maskhouse_comparisons"
    }

    fn analyze(&self, plan: LogicalPlan, _: &ConfigOptions) -> Result<LogicalPlan> {
        crate::literals::rewrite_plan(plan, |e, schema| e.transform_up(|e| rewrite(e, schema)))
    }
}

/// `e` with its comparisons written as ClickHouse makes them: for a DELETE's or an
/// UPDATE's expressions, which are compiled without the analyzer's rules.
pub(crate) fn rewrite_expr(e: Expr, schema: &DFSchema) -> Result<Expr> {
    Ok(e.transform_up(|e| rewrite(e, schema))?.data)
}

/// `e` written as ClickHouse compares, when it is a comparison of tuples or of
/// numbers that may be NaN.
fn rewrite(e: Expr, schema: &DFSchema) -> Result<Transformed<Expr>> {
    let Expr::BinaryExpr(BinaryExpr { left, op, right }) = &e else {
        return Ok(Transformed::no(e));
    };
    let comparison = matches!(
        op,
        Operator::Eq
            | Operator::NotEq
            | Operator::Lt
            | Operator::LtEq
            | Operator::Gt
            | Operator::GtEq
    );
    if !comparison {
        return Ok(Transformed::no(e));
    }
    let (l, r) = (left.get_type(schema)?, right.get_type(schema)?);
    if let (DataType::Struct(l), DataType::Struct(r)) = (&l, &r) {
        if l.len() != r.len() || l.is_empty() {
            return Ok(Transformed::no(e));
        }
        let pairs = l
            .iter()
            .zip(r.iter())
            .map(|(lf, rf)| {
                (
                    get_field(left.as_ref().clone(), lf.name().as_str()),
                    get_field(right.as_ref().clone(), rf.name().as_str()),
                )
            })
            .collect();
        return Ok(Transformed::yes(tuples(pairs, *op, schema)?));
    }
    let (l_nan, r_nan) = (may_be_nan(left, &l), may_be_nan(right, &r));
    let (left, right) = (left.as_ref().clone(), right.as_ref().clone());
    let not_nan = |x: Expr| Expr::Not(Box::new(isnan(x)));
    let written = match op {
        Operator::Eq if l_nan && r_nan => binary_expr(e.clone(), Operator::And, not_nan(left)),
        Operator::NotEq if l_nan && r_nan => binary_expr(e.clone(), Operator::Or, isnan(left)),
        Operator::Lt | Operator::LtEq if r_nan => {
            binary_expr(e.clone(), Operator::And, not_nan(right))
        }
        Operator::Gt | Operator::GtEq if l_nan => {
            binary_expr(e.clone(), Operator::And, not_nan(left))
        }
        _ => return Ok(Transformed::no(e)),
    };
    Ok(Transformed::yes(written))
}

/// Whether `e`, of type `t`, may be NaN: a floating-point value other than a constant
/// number (NULL is not NaN, and a NULL side makes the comparison NULL anyway).
fn may_be_nan(e: &Expr, t: &DataType) -> bool {
    if !matches!(t, DataType::Float16 | DataType::Float32 | DataType::Float64) {
        return false;
    }
    match e {
        Expr::Literal(v, _) => match v {
            datafusion::common::ScalarValue::Float16(Some(x)) => x.is_nan(),
            datafusion::common::ScalarValue::Float32(Some(x)) => x.is_nan(),
            datafusion::common::ScalarValue::Float64(Some(x)) => x.is_nan(),
            _ => false,
        },
        // An integer constant made a float.
        Expr::Cast(c) => !matches!(
            &*c.expr,
            Expr::Literal(v, _) if v.data_type().is_integer() && !v.is_null()
        ),
        _ => true,
    }
}

/// The comparison `op` of two tuples, given as the pairs of their elements.
fn tuples(pairs: Vec<(Expr, Expr)>, op: Operator, schema: &DFSchema) -> Result<Expr> {
    // An element that is itself a tuple, or a number, is compared as above.
    let compare = |l: Expr, op: Operator, r: Expr| -> Result<Expr> {
        Ok(rewrite(binary_expr(l, op, r), schema)?.data)
    };
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
