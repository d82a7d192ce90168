//! Point predicates compiled without DataFusion: `c = v`, `v = c` and `c IN (v, …)` on
//! an integer or String column, with plain literals that fit the column's type. A stream
//! of point DELETEs and UPDATEs by key compiles one of these per statement on the
//! proposer and on every replica; planning each through DataFusion cost more than
//! evaluating it.
//!
//! Anything else (another shape, a literal that needs a cast or does not fit, NULL, a
//! column of another type) is left to DataFusion, so what a predicate matches, and how
//! it fails, never depends on which path compiled it: both give the same answer for
//! every row (tested against each other in `tests.rs`), and the choice depends only on
//! the text and the table's schema, the same on every replica (DESIGN §2.8).

use std::sync::Arc;

use arrow::{
    array::{Array, ArrayRef, AsArray, BooleanArray, PrimitiveArray, RecordBatch, StringArray},
    datatypes::{
        ArrowPrimitiveType, DataType, Int16Type, Int32Type, Int64Type, Int8Type, SchemaRef,
        UInt16Type, UInt32Type, UInt64Type, UInt8Type,
    },
};
use maskhouse_store::RowPredicate;
use maskhouse_types::{ColumnStats, Value as Stat};
use sqlparser::ast::{BinaryOperator, Expr, UnaryOperator, Value};

/// The values a point predicate admits, sorted and distinct.
#[derive(Debug)]
enum Values {
    Int(Vec<i128>),
    Str(Vec<String>),
}

/// `column IN values`, compiled.
pub(super) struct Point {
    columns: [usize; 1],
    ty: DataType,
    values: Values,
    /// The values as an array of the column's type, for key filters.
    pinned: ArrayRef,
}

fn strip(e: &Expr) -> &Expr {
    match e {
        Expr::Nested(inner) => strip(inner),
        _ => e,
    }
}

/// An integer literal (a minus directly on it allowed) or a string literal, as written.
enum Literal<'a> {
    Int(i128),
    Str(&'a str),
}

/// A decimal integer as DataFusion reads it: digits only, a minus only directly on the
/// number (`-(5)` or `- -5` is an expression over a literal, planned differently, and
/// left to DataFusion), within `i64` when negative.
fn literal(e: &Expr) -> Option<Literal<'_>> {
    let number = |e: &Expr| match e {
        Expr::Value(v) => match &v.value {
            Value::Number(n, _) if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) => {
                n.parse::<i128>().ok()
            }
            _ => None,
        },
        _ => None,
    };
    match strip(e) {
        Expr::Value(v) => match &v.value {
            Value::SingleQuotedString(s) => Some(Literal::Str(s)),
            _ => number(strip(e)).map(Literal::Int),
        },
        Expr::UnaryOp {
            op: UnaryOperator::Minus,
            expr,
        } => number(expr)
            .map(|n| -n)
            .filter(|n| *n >= i128::from(i64::MIN))
            .map(Literal::Int),
        _ => None,
    }
}

/// The range of an integer column's type.
fn int_range(ty: &DataType) -> Option<(i128, i128)> {
    Some(match ty {
        DataType::UInt8 => (0, u8::MAX.into()),
        DataType::UInt16 => (0, u16::MAX.into()),
        DataType::UInt32 => (0, u32::MAX.into()),
        DataType::UInt64 => (0, u64::MAX.into()),
        DataType::Int8 => (i8::MIN.into(), i8::MAX.into()),
        DataType::Int16 => (i16::MIN.into(), i16::MAX.into()),
        DataType::Int32 => (i32::MIN.into(), i32::MAX.into()),
        DataType::Int64 => (i64::MIN.into(), i64::MAX.into()),
        _ => return None,
    })
}

/// `expr` as a point predicate over `schema` (the table's Arrow schema), when it is one.
pub(super) fn compile(schema: &SchemaRef, expr: &Expr) -> Option<Point> {
    let (column, literals): (&sqlparser::ast::Ident, Vec<&Expr>) = match strip(expr) {
        Expr::BinaryOp {
            left,
            op: BinaryOperator::Eq,
            right,
        } => match (strip(left), strip(right)) {
            (Expr::Identifier(c), v) | (v, Expr::Identifier(c)) => (c, vec![v]),
            _ => return None,
        },
        Expr::InList {
            expr,
            list,
            negated: false,
        } if !list.is_empty() => match strip(expr) {
            Expr::Identifier(c) => (c, list.iter().collect()),
            _ => return None,
        },
        _ => return None,
    };
    let index = schema
        .fields()
        .iter()
        .position(|f| f.name() == &column.value)?;
    // A `FixedString` compares with a constant padded to its length, which DataFusion's
    // planning does (`crate::semantics`): left to it.
    if let Some(declared) = schema
        .field(index)
        .metadata()
        .get(crate::wire::CLICKHOUSE_TYPE)
    {
        if matches!(
            maskhouse_types::ColumnType::parse(declared).map(|t| t.base().clone()),
            Ok(maskhouse_types::ColumnType::FixedString(_))
        ) {
            return None;
        }
    }
    let ty = schema.field(index).data_type().clone();
    let values = if let Some((min, max)) = int_range(&ty) {
        let mut ints = Vec::with_capacity(literals.len());
        for l in literals {
            match literal(l)? {
                Literal::Int(i) if (min..=max).contains(&i) => ints.push(i),
                _ => return None,
            }
        }
        ints.sort_unstable();
        ints.dedup();
        Values::Int(ints)
    } else if ty == DataType::Utf8 {
        let mut strs = Vec::with_capacity(literals.len());
        for l in literals {
            match literal(l)? {
                Literal::Str(s) => strs.push(s.to_string()),
                Literal::Int(_) => return None,
            }
        }
        strs.sort_unstable();
        strs.dedup();
        Values::Str(strs)
    } else {
        return None;
    };
    let pinned = pinned_array(&ty, &values)?;
    Some(Point {
        columns: [index],
        ty,
        values,
        pinned,
    })
}

fn primitive<T: ArrowPrimitiveType>(ints: &[i128]) -> Option<ArrayRef>
where
    T::Native: TryFrom<i128>,
{
    let values: Option<Vec<T::Native>> = ints.iter().map(|i| (*i).try_into().ok()).collect();
    Some(Arc::new(PrimitiveArray::<T>::from_iter_values(values?)))
}

fn pinned_array(ty: &DataType, values: &Values) -> Option<ArrayRef> {
    match (ty, values) {
        (DataType::UInt8, Values::Int(v)) => primitive::<UInt8Type>(v),
        (DataType::UInt16, Values::Int(v)) => primitive::<UInt16Type>(v),
        (DataType::UInt32, Values::Int(v)) => primitive::<UInt32Type>(v),
        (DataType::UInt64, Values::Int(v)) => primitive::<UInt64Type>(v),
        (DataType::Int8, Values::Int(v)) => primitive::<Int8Type>(v),
        (DataType::Int16, Values::Int(v)) => primitive::<Int16Type>(v),
        (DataType::Int32, Values::Int(v)) => primitive::<Int32Type>(v),
        (DataType::Int64, Values::Int(v)) => primitive::<Int64Type>(v),
        (DataType::Utf8, Values::Str(v)) => Some(Arc::new(StringArray::from_iter_values(v))),
        _ => None,
    }
}

/// Whether each row of `column` is one of `values` (null stays null).
fn matches<T: ArrowPrimitiveType>(column: &dyn Array, values: &[i128]) -> BooleanArray
where
    T::Native: Into<i128>,
{
    BooleanArray::from_unary(column.as_primitive::<T>(), |v| {
        values.binary_search(&v.into()).is_ok()
    })
}

fn stat_int(s: &Stat) -> Option<i128> {
    match s {
        Stat::Int(i) => Some((*i).into()),
        Stat::UInt(u) => Some((*u).into()),
        _ => None,
    }
}

impl RowPredicate for Point {
    fn columns(&self) -> &[usize] {
        &self.columns
    }

    /// True when some value lies within the column's bounds (or they are unknown).
    fn may_match(&self, stats: &[ColumnStats]) -> bool {
        let Some(s) = stats.get(self.columns[0]) else {
            return true;
        };
        let (Some(min), Some(max)) = (&s.min, &s.max) else {
            return true;
        };
        match &self.values {
            Values::Int(v) => {
                let (Some(min), Some(max)) = (stat_int(min), stat_int(max)) else {
                    return true;
                };
                let first = v.partition_point(|x| *x < min);
                v.get(first).is_some_and(|x| *x <= max)
            }
            Values::Str(v) => {
                let (Stat::Str(min), Stat::Str(max)) = (min, max) else {
                    return true;
                };
                let first = v.partition_point(|x| x < min);
                v.get(first).is_some_and(|x| x <= max)
            }
        }
    }

    fn pinned_values(&self, column: usize) -> Option<ArrayRef> {
        (column == self.columns[0]).then(|| self.pinned.clone())
    }

    fn evaluate(&self, batch: &RecordBatch) -> Result<BooleanArray, String> {
        if batch.num_columns() != 1 || batch.column(0).data_type() != &self.ty {
            return Err(format!(
                "a point predicate over {} read {:?}",
                self.ty,
                batch.schema()
            ));
        }
        let column = batch.column(0).as_ref();
        Ok(match (&self.ty, &self.values) {
            (DataType::UInt8, Values::Int(v)) => matches::<UInt8Type>(column, v),
            (DataType::UInt16, Values::Int(v)) => matches::<UInt16Type>(column, v),
            (DataType::UInt32, Values::Int(v)) => matches::<UInt32Type>(column, v),
            (DataType::UInt64, Values::Int(v)) => matches::<UInt64Type>(column, v),
            (DataType::Int8, Values::Int(v)) => matches::<Int8Type>(column, v),
            (DataType::Int16, Values::Int(v)) => matches::<Int16Type>(column, v),
            (DataType::Int32, Values::Int(v)) => matches::<Int32Type>(column, v),
            (DataType::Int64, Values::Int(v)) => matches::<Int64Type>(column, v),
            (DataType::Utf8, Values::Str(v)) => {
                BooleanArray::from_unary(column.as_string::<i32>(), |s| {
                    v.binary_search_by(|x| x.as_str().cmp(s)).is_ok()
                })
            }
            (ty, values) => return Err(format!("a point predicate over {ty} with {values:?}")),
        })
    }
}
