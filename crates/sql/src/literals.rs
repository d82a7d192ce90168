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

/// The analyzer rules of a query: DataFusion's, with
/// [`crate::star_arguments::StarArguments`] and [`UnsignedLiterals`] before type
/// coercion and [`crate::divisors::ConstantDivisors`], [`crate::semantics::NanOrder`],
/// [`crate::value_text::CompositeCasts`], [`crate::comparisons::Comparisons`]
/// and [`crate::volatile_calls::SharedVolatileCalls`] after it.
pub(crate) fn analyzer_rules() -> Vec<Arc<dyn AnalyzerRule + Send + Sync>> {
    let mut rules = Analyzer::new().rules;
    let coercion = TypeCoercion::new();
    let at = rules
        .iter()
        .position(|r| r.name() == coercion.name())
        .unwrap_or(0);
    rules.insert(at, Arc::new(UnsignedLiterals));
    rules.insert(at, Arc::new(crate::star_arguments::StarArguments));
    let after = rules
        .iter()
        .position(|r| r.name() == coercion.name())
        .map_or(rules.len(), |i| i + 1);
    rules.insert(after, Arc::new(crate::divisors::ConstantDivisors));
    rules.insert(after + 1, Arc::new(crate::semantics::NanOrder));
    rules.insert(after + 2, Arc::new(crate::value_text::CompositeCasts));
    rules.insert(after + 3, Arc::new(crate::comparisons::Comparisons));
    rules.insert(
        after + 4,
        Arc::new(crate::volatile_calls::SharedVolatileCalls),
    );
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
        enum_order(rewrite_plan(plan, rewrite)?)
    }
}

/// `ORDER BY e` of an Enum column orders by the numbers of its names, as ClickHouse does.
fn enum_order(plan: LogicalPlan) -> Result<LogicalPlan> {
    plan.transform_up_with_subqueries(|plan| {
        let LogicalPlan::Sort(mut sort) = plan else {
            return Ok(Transformed::no(plan));
        };
        let schema = sort.input.schema().clone();
        let mut changed = false;
        for s in &mut sort.expr {
            if let Some(e) = enum_of(&s.expr, &schema) {
                s.expr = enum_numbers(s.expr.clone(), &e);
                changed = true;
            }
        }
        Ok(if changed {
            Transformed::yes(LogicalPlan::Sort(sort))
        } else {
            Transformed::no(LogicalPlan::Sort(sort))
        })
    })
    .map(|t| t.data)
}

/// Rewrites every expression of `plan` and of its subqueries with `rewrite`, given the
/// schema that types the expression's columns. Rewritten expressions keep their names,
/// which columns above refer to; once an expression changes (perhaps its type), every
/// later node (its ancestors among them) recomputes its schema.
pub(crate) fn rewrite_plan(
    plan: LogicalPlan,
    rewrite: impl Fn(Expr, &DFSchema) -> Result<Transformed<Expr>>,
) -> Result<LogicalPlan> {
    rewrite_plan_by_owner(plan, |e, schema, _| rewrite(e, schema))
}

/// The kind of node that holds an expression, for rewrites that differ by it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Owner {
    /// A `WHERE` or `HAVING`: only whether the predicate holds is read.
    Filter,
    Join,
    Other,
}

/// [`rewrite_plan`], telling `rewrite` which kind of node holds each expression.
pub(crate) fn rewrite_plan_by_owner(
    plan: LogicalPlan,
    rewrite: impl Fn(Expr, &DFSchema, Owner) -> Result<Transformed<Expr>>,
) -> Result<LogicalPlan> {
    let changed = Cell::new(false);
    plan.transform_up_with_subqueries(|plan| {
        let owner = match &plan {
            LogicalPlan::Filter(_) => Owner::Filter,
            LogicalPlan::Join(_) => Owner::Join,
            _ => Owner::Other,
        };
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
            Ok(rewrite(e, &schema, owner)?.update_data(|e| name.restore(e)))
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
            // `e = 1` on an Enum column: the number stands for its name; `e < 2`, or a
            // number that stands for no name, compares the numbers of the names.
            Expr::BinaryExpr(BinaryExpr { left, op, right })
                if matches!(op_kind(op), OpKind::Comparison)
                    && (enum_of(&left, schema).is_some() || enum_of(&right, schema).is_some()) =>
            {
                let (left, right) = match (enum_of(&left, schema), enum_of(&right, schema)) {
                    (Some(e), None) => enum_comparison(*left, op, *right, &e),
                    (None, Some(e)) => {
                        let (r, l) = enum_comparison(*right, op.swap().unwrap_or(op), *left, &e);
                        (l, r)
                    }
                    _ => (*left, *right),
                };
                Transformed::yes(Expr::BinaryExpr(BinaryExpr::new(
                    Box::new(left),
                    op,
                    Box::new(right),
                )))
            }
            // `CAST(e AS Int8)` (`toInt8(e)`) of an Enum column: the numbers of its names.
            Expr::Cast(mut c)
                if c.field.data_type().is_numeric() && enum_of(&c.expr, schema).is_some() =>
            {
                let e = enum_of(&c.expr, schema).expect("an Enum");
                c.expr = Box::new(enum_numbers(*c.expr, &e));
                Transformed::yes(Expr::Cast(c))
            }
            // `toInt8(e)` … of an Enum column: the numbers of its names, too.
            Expr::ScalarFunction(mut f)
                if crate::scalar::ToInteger::target_of(f.func.name()).is_some()
                    && f.args.len() == 1
                    && enum_of(&f.args[0], schema).is_some() =>
            {
                let e = enum_of(&f.args[0], schema).expect("an Enum");
                let arg = f.args.remove(0);
                f.args.push(enum_numbers(arg, &e));
                Transformed::yes(Expr::ScalarFunction(f))
            }
            // `toUInt64(x)` of an integer every value of which it keeps: a plain CAST,
            // which key pruning and DataFusion's cast unwrapping see through.
            Expr::ScalarFunction(mut f)
                if f.args.len() == 1
                    && crate::scalar::ToInteger::target_of(f.func.name()).is_some_and(|to| {
                        f.args[0]
                            .get_type(schema)
                            .is_ok_and(|from| crate::scalar::ToInteger::lossless(&from, &to))
                    }) =>
            {
                let to = crate::scalar::ToInteger::target_of(f.func.name()).expect("checked");
                Transformed::yes(Expr::Cast(datafusion::logical_expr::Cast::new(
                    Box::new(f.args.remove(0)),
                    to,
                )))
            }
            // `fs IN ('a', 'b')` of a `FixedString(N)` column: each string constant
            // padded with zero bytes to `N`, as `fs = 'a'` compares
            // (`crate::semantics`).
            Expr::InList(l) if fixed_string_of(&l.expr, schema).is_some() => {
                let n = fixed_string_of(&l.expr, schema).expect("a FixedString");
                let list = l
                    .list
                    .into_iter()
                    .map(|v| match v {
                        Expr::Literal(
                            ScalarValue::Utf8(Some(s)) | ScalarValue::Utf8View(Some(s)),
                            meta,
                        ) if s.len() < n => Expr::Literal(
                            ScalarValue::Utf8(Some(format!("{s}{}", "\0".repeat(n - s.len())))),
                            meta,
                        ),
                        other => other,
                    })
                    .collect();
                Transformed::yes(Expr::InList(InList { list, ..l }))
            }
            Expr::InList(l) if enum_of(&l.expr, schema).is_some() => {
                let e = enum_of(&l.expr, schema).expect("an Enum");
                let names: Option<Vec<Expr>> =
                    l.list.iter().map(|v| enum_name_literal(v, &e)).collect();
                match names {
                    Some(list) => Transformed::yes(Expr::InList(InList { list, ..l })),
                    None if l.list.iter().all(|v| enum_number(v).is_some()) => {
                        Transformed::yes(Expr::InList(InList {
                            expr: Box::new(enum_numbers(*l.expr, &e)),
                            ..l
                        }))
                    }
                    None => Transformed::no(Expr::InList(l)),
                }
            }
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

/// The declared type of a table column `e` (its field's mark), if `e` is one.
fn declared_of(e: &Expr, schema: &DFSchema) -> Option<maskhouse_types::ColumnType> {
    let Expr::Column(c) = e else { return None };
    let (_, field) = schema
        .qualified_field_with_name(c.relation.as_ref(), &c.name)
        .ok()?;
    let declared = field.metadata().get(crate::wire::CLICKHOUSE_TYPE)?;
    maskhouse_types::ColumnType::parse(declared).ok()
}

/// The length `N` of a `FixedString(N)` column `e`.
fn fixed_string_of(e: &Expr, schema: &DFSchema) -> Option<usize> {
    match declared_of(e, schema)?.base() {
        maskhouse_types::ColumnType::FixedString(n) => Some(*n as usize),
        _ => None,
    }
}

/// The Enum type of a table column (its field's declared type), if `e` is one.
fn enum_of(e: &Expr, schema: &DFSchema) -> Option<maskhouse_types::EnumType> {
    match declared_of(e, schema)?.base() {
        maskhouse_types::ColumnType::Enum(e) => Some(e.clone()),
        _ => None,
    }
}

/// The numbers of an Enum column's names: `CASE e WHEN 'a' THEN 1 … END`.
fn enum_numbers(column: Expr, ty: &maskhouse_types::EnumType) -> Expr {
    Expr::Case(datafusion::logical_expr::Case {
        expr: Some(Box::new(column)),
        when_then_expr: ty
            .values
            .iter()
            .map(|(name, n)| {
                (
                    Box::new(Expr::Literal(ScalarValue::Utf8(Some(name.clone())), None)),
                    Box::new(Expr::Literal(ScalarValue::Int16(Some(*n)), None)),
                )
            })
            .collect(),
        else_expr: None,
    })
}

/// The integer an integer literal holds.
fn enum_number(e: &Expr) -> Option<i64> {
    match e {
        Expr::Literal(v, _) if v.data_type().is_integer() => {
            match v.cast_to(&DataType::Int64).ok()? {
                ScalarValue::Int64(Some(n)) => Some(n),
                _ => None,
            }
        }
        _ => None,
    }
}

/// An integer literal as the name it stands for in `ty`, if it stands for one.
fn enum_name_literal(e: &Expr, ty: &maskhouse_types::EnumType) -> Option<Expr> {
    let name = ty.name_of(enum_number(e)?)?;
    Some(Expr::Literal(
        ScalarValue::Utf8(Some(name.to_string())),
        None,
    ))
}

/// `column op value` with `column` an Enum: `e = 1` as `e = 'name'` (which keeps the
/// column's statistics usable); an order (`e < 2`) or a number that stands for no name
/// as a comparison of the names' numbers, as ClickHouse compares Enums.
fn enum_comparison(
    column: Expr,
    op: Operator,
    value: Expr,
    ty: &maskhouse_types::EnumType,
) -> (Expr, Expr) {
    if enum_number(&value).is_none() {
        return (column, value);
    }
    match (op, enum_name_literal(&value, ty)) {
        (Operator::Eq | Operator::NotEq, Some(name)) => (column, name),
        _ => (enum_numbers(column, ty), value),
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
