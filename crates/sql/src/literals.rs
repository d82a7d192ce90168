//! Integer literals typed as ClickHouse types them, where it matters.
//!
//! ClickHouse gives a literal the smallest type that holds it, so `number * 2654435761`
//! (`UInt64 × UInt32`) is `UInt64` arithmetic. DataFusion reads every integer literal as
//! `Int64` and coerces `UInt64 × Int64` to `Decimal128(20, 0)`, which gives the same
//! values far more slowly (128-bit division for every `%`), and `UInt32 % Int64` to
//! `Int64` (a cast and a 64-bit division per row). Before type coercion, a non-negative
//! integer literal becomes unsigned where that cannot change a result:
//! - compared with (`=`, `<`, `BETWEEN`, `IN`, …) or taken as the modulus (`%`) or
//!   the `intDiv` divisor of an unsigned expression, it takes that expression's type
//!   when it fits in it;
//! - added to or multiplying a `UInt64` expression, it becomes `UInt64`.
//!
//! Narrower sums and products keep DataFusion's typing (`UInt32 * UInt32` would wrap
//! at 32 bits where ClickHouse widens to `UInt64`); subtraction is left alone
//! (ClickHouse makes `UInt64 - UInt64` signed), and so is `/` (an integer `/` would
//! truncate where ClickHouse divides in floating point).

use std::{cell::Cell, sync::Arc};

use arrow::datatypes::DataType;
use datafusion::{
    common::{
        config::ConfigOptions,
        tree_node::{Transformed, TreeNode},
        DFSchema, Result, ScalarValue,
    },
    logical_expr::{
        expr::{Between, InList},
        expr_rewriter::NamePreserver,
        utils::merge_schema,
        BinaryExpr, Expr, ExprSchemable, LogicalPlan, Operator,
    },
    optimizer::{analyzer::type_coercion::TypeCoercion, Analyzer, AnalyzerRule},
};

/// The analyzer rules of a query: DataFusion's, with [`UnsignedLiterals`] before type
/// coercion and [`crate::divisors::ConstantDivisors`] after it.
pub(crate) fn analyzer_rules() -> Vec<Arc<dyn AnalyzerRule + Send + Sync>> {
    let mut rules = Analyzer::new().rules;
    let coercion = TypeCoercion::new();
    let at = rules
        .iter()
        .position(|r| r.name() == coercion.name())
        .unwrap_or(0);
    rules.insert(at, Arc::new(UnsignedLiterals));
    let after = rules
        .iter()
        .position(|r| r.name() == coercion.name())
        .map_or(rules.len(), |i| i + 1);
    rules.insert(after, Arc::new(crate::divisors::ConstantDivisors));
    rules
}

/// See the module docs.
#[derive(Debug, Default)]
pub(crate) struct UnsignedLiterals;

impl AnalyzerRule for UnsignedLiterals {
    fn name(&self) -> &str {
        "maskhouse_unsigned_literals"
    }

    fn analyze(&self, plan: LogicalPlan, _: &ConfigOptions) -> Result<LogicalPlan> {
        rewrite_plan(plan, rewrite)
    }
}

/// Rewrites every expression of `plan` and of its subqueries with `rewrite`, given the
/// schema that types the expression's columns. Rewritten expressions keep their names,
/// which columns above refer to; once an expression changes (perhaps its type), every
/// later node (its ancestors among them) recomputes its schema.
pub(crate) fn rewrite_plan(
    plan: LogicalPlan,
    rewrite: impl Fn(Expr, &DFSchema) -> Result<Transformed<Expr>>,
) -> Result<LogicalPlan> {
    let changed = Cell::new(false);
    plan.transform_up_with_subqueries(|plan| {
        let mut schema = merge_schema(&plan.inputs());
        if let LogicalPlan::TableScan(scan) = &plan {
            schema.merge(&DFSchema::try_from_qualified_schema(
                scan.table_name.clone(),
                &scan.source.schema(),
            )?);
        }
        let names = NamePreserver::new(&plan);
        let t = plan.map_expressions(|e| {
            let name = names.save(&e);
            Ok(rewrite(e, &schema)?.update_data(|e| name.restore(e)))
        })?;
        if t.transformed {
            changed.set(true);
        }
        if changed.get() {
            t.map_data(|p| p.recompute_schema())
        } else {
            Ok(t)
        }
    })
    .map(|t| t.data)
}

/// Rewrites the literals of `expr` (see the module docs); `schema` types its columns.
pub(crate) fn rewrite(expr: Expr, schema: &DFSchema) -> Result<Transformed<Expr>> {
    expr.transform_up(|e| {
        let unsigned = |e: &Expr| match e.get_type(schema) {
            Ok(t @ (DataType::UInt8 | DataType::UInt16 | DataType::UInt32 | DataType::UInt64)) => {
                Some(t)
            }
            _ => None,
        };
        Ok(match e {
            Expr::BinaryExpr(BinaryExpr { left, op, right }) => {
                let (l, r) = match op_kind(op) {
                    // `u % 10`: the result is no wider than `u`.
                    OpKind::Narrowing => {
                        (None, unsigned(&left).and_then(|t| literal_as(&right, &t)))
                    }
                    OpKind::Comparison => (
                        unsigned(&right).and_then(|t| literal_as(&left, &t)),
                        unsigned(&left).and_then(|t| literal_as(&right, &t)),
                    ),
                    // `u + 1`, `u * 3`: only UInt64 operands, which cannot widen further.
                    OpKind::Widening => {
                        let u64_side = |e: &Expr| unsigned(e) == Some(DataType::UInt64);
                        (
                            u64_side(&right)
                                .then(|| literal_as(&left, &DataType::UInt64))
                                .flatten(),
                            u64_side(&left)
                                .then(|| literal_as(&right, &DataType::UInt64))
                                .flatten(),
                        )
                    }
                    OpKind::Other => (None, None),
                };
                match (l, r) {
                    (None, Some(r)) => {
                        Transformed::yes(Expr::BinaryExpr(BinaryExpr::new(left, op, r)))
                    }
                    (Some(l), None) => {
                        Transformed::yes(Expr::BinaryExpr(BinaryExpr::new(l, op, right)))
                    }
                    _ => Transformed::no(Expr::BinaryExpr(BinaryExpr { left, op, right })),
                }
            }
            Expr::Between(b) => {
                let t = unsigned(&b.expr);
                match t
                    .as_ref()
                    .map(|t| (literal_as(&b.low, t), literal_as(&b.high, t)))
                {
                    Some((Some(low), Some(high))) => {
                        Transformed::yes(Expr::Between(Between { low, high, ..b }))
                    }
                    _ => Transformed::no(Expr::Between(b)),
                }
            }
            // `intDiv(u, 10)`, like `u % 10`, is no wider than `u`.
            Expr::ScalarFunction(mut f) if f.func.name() == "intdiv" && f.args.len() == 2 => {
                match unsigned(&f.args[0]).and_then(|t| literal_as(&f.args[1], &t)) {
                    Some(d) => {
                        f.args[1] = *d;
                        Transformed::yes(Expr::ScalarFunction(f))
                    }
                    None => Transformed::no(Expr::ScalarFunction(f)),
                }
            }
            Expr::InList(l) => {
                let list: Option<Vec<Expr>> = unsigned(&l.expr).and_then(|t| {
                    l.list
                        .iter()
                        .map(|e| literal_as(e, &t).map(|b| *b))
                        .collect()
                });
                match list {
                    Some(list) => Transformed::yes(Expr::InList(InList { list, ..l })),
                    None => Transformed::no(Expr::InList(l)),
                }
            }
            e => Transformed::no(e),
        })
    })
}

enum OpKind {
    Comparison,
    Narrowing,
    Widening,
    Other,
}

fn op_kind(op: Operator) -> OpKind {
    use Operator::*;
    match op {
        Eq | NotEq | Lt | LtEq | Gt | GtEq => OpKind::Comparison,
        Modulo => OpKind::Narrowing,
        Plus | Multiply => OpKind::Widening,
        _ => OpKind::Other,
    }
}

/// A non-negative `Int64` literal that fits in the unsigned type `t`, as a literal of `t`.
fn literal_as(e: &Expr, t: &DataType) -> Option<Box<Expr>> {
    let Expr::Literal(ScalarValue::Int64(Some(v)), meta) = e else {
        return None;
    };
    let v = u64::try_from(*v).ok()?;
    let scalar = match t {
        DataType::UInt8 => ScalarValue::UInt8(Some(u8::try_from(v).ok()?)),
        DataType::UInt16 => ScalarValue::UInt16(Some(u16::try_from(v).ok()?)),
        DataType::UInt32 => ScalarValue::UInt32(Some(u32::try_from(v).ok()?)),
        DataType::UInt64 => ScalarValue::UInt64(Some(v)),
        _ => return None,
    };
    Some(Box::new(Expr::Literal(scalar, meta.clone())))
}
