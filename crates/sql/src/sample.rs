//! `SAMPLE BY expr` in `CREATE TABLE`, and `SELECT … FROM t SAMPLE k [OFFSET m]`: the
//! rows whose sampling key falls in a share of its type's range, as ClickHouse reads
//! them.
//!
//! - The sampling key is an unsigned integer of the sorting key (a column, or a key
//!   expression such as `sipHash64(x)`, which is a stored column here), so a sample is
//!   the same rows every time, on every node.
//! - `SAMPLE k` with `k` in (0, 1] (a decimal or `a/b`) keeps the rows whose key is
//!   below `k` times the size of the key type's range (`2^64` for `UInt64`); `OFFSET
//!   m` moves the share's start to `m` times that size. A `k` (or `m`) over 1 is a
//!   number of rows, taken as a share of the rows of the table's parts. `SAMPLE 0` and
//!   `SAMPLE 1` keep every row. The bounds are ClickHouse's: the share times the
//!   range's size, rounded down, a lower bound of 0 and an upper bound at the range's
//!   end left out.
//! - The sample becomes a condition on the key column in the query's `WHERE`.

use std::ops::ControlFlow;

use maskhouse_types::{codes, ColumnDef, ColumnType, TableSchema};
use sqlparser::ast::{
    BinaryOperator, Expr, Ident, ObjectName, ObjectNamePart, Query, SetExpr, TableFactor,
    TableSampleKind, Value, VisitMut, VisitorMut,
};

use crate::{Error, Result};

/// `SAMPLE BY tuple()`: ClickHouse's `INCORRECT_QUERY` (80).
pub(crate) fn no_columns() -> Error {
    Error::bad("There are no columns in sampling expression (INCORRECT_QUERY)")
        .with_code(codes::INCORRECT_QUERY)
}

/// The expression text `text` in a canonical form, for comparing two spellings: outer
/// parentheses and the quotes of names left out.
fn canonical(text: &str) -> String {
    struct Unquote;
    impl VisitorMut for Unquote {
        type Break = ();
        fn post_visit_expr(&mut self, e: &mut Expr) -> ControlFlow<()> {
            match e {
                Expr::Identifier(id) => id.quote_style = None,
                Expr::CompoundIdentifier(parts) => {
                    parts.iter_mut().for_each(|p| p.quote_style = None)
                }
                _ => {}
            }
            ControlFlow::Continue(())
        }
    }
    let Ok(mut e) = crate::dialect::parse_expr(text) else {
        return text.to_string();
    };
    while let Expr::Nested(inner) = e {
        e = *inner;
    }
    let _ = e.visit(&mut Unquote);
    e.to_string()
}

/// The stored column that holds the table's sampling key: the column it names, or the
/// stored column of the sorting key expression it is.
pub(crate) fn key_column(schema: &TableSchema) -> Option<&ColumnDef> {
    let sample = schema.notes.sample_by.as_deref()?;
    let wanted = canonical(sample);
    schema.order_by.iter().find_map(|k| {
        let column = schema.column(k)?;
        let matches = match column.is_sort_key_expression() {
            true => column
                .default
                .as_deref()
                .is_some_and(|e| canonical(e) == wanted),
            false => column.name == wanted,
        };
        matches.then_some(column)
    })
}

/// The bits of the range of an unsigned integer type.
fn range_bits(ty: &ColumnType) -> Option<u32> {
    match ty {
        ColumnType::UInt8 => Some(8),
        ColumnType::UInt16 => Some(16),
        ColumnType::UInt32 => Some(32),
        ColumnType::UInt64 => Some(64),
        _ => None,
    }
}

/// Checks a table's `SAMPLE BY` as ClickHouse does: it names some column
/// (`INCORRECT_QUERY`, 80), is in the sorting key (`BAD_ARGUMENTS`, 36) and is one
/// unsigned integer (`ILLEGAL_TYPE_OF_COLUMN_FOR_FILTER`, 59).
pub(crate) fn check(schema: &TableSchema) -> Result<()> {
    let Some(sample) = &schema.notes.sample_by else {
        return Ok(());
    };
    let expr = crate::dialect::parse_expr(sample)?;
    let mut names_column = false;
    let _ = sqlparser::ast::visit_expressions(&expr, |e| {
        names_column |= matches!(e, Expr::Identifier(_) | Expr::CompoundIdentifier(_));
        ControlFlow::<()>::Continue(())
    });
    if !names_column {
        return Err(no_columns());
    }
    let Some(column) = key_column(schema) else {
        return Err(Error::bad(
            "Sampling expression must be present in the primary key (BAD_ARGUMENTS)",
        )
        .with_code(codes::BAD_ARGUMENTS));
    };
    if range_bits(&column.ty).is_none() {
        return Err(Error::bad(format!(
            "Invalid sampling column type in storage parameters: {}. Must be one unsigned integer type (ILLEGAL_TYPE_OF_COLUMN_FOR_FILTER)",
            column.ty
        ))
        .with_code(codes::ILLEGAL_TYPE_OF_COLUMN_FOR_FILTER));
    }
    Ok(())
}

/// A non-negative rational number `num / den`.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Ratio {
    num: u128,
    den: u128,
}

fn gcd(a: u128, b: u128) -> u128 {
    match b {
        0 => a,
        b => gcd(b, a % b),
    }
}

impl Ratio {
    const ZERO: Ratio = Ratio { num: 0, den: 1 };
    const ONE: Ratio = Ratio { num: 1, den: 1 };

    /// The same number in lowest terms.
    fn reduced(self) -> Ratio {
        match gcd(self.num, self.den) {
            0 | 1 => self,
            g => Ratio {
                num: self.num / g,
                den: self.den / g,
            },
        }
    }

    fn over_one(self) -> bool {
        self.num > self.den
    }

    fn is_zero(self) -> bool {
        self.num == 0
    }

    fn add(self, other: Ratio) -> Option<Ratio> {
        let sum = Ratio {
            num: self
                .num
                .checked_mul(other.den)?
                .checked_add(other.num.checked_mul(self.den)?)?,
            den: self.den.checked_mul(other.den)?,
        };
        Some(sum.reduced())
    }

    /// `self × size`, rounded down, and whether it is below `size` (so a bound).
    fn of(self, size: u128) -> Option<(u128, bool)> {
        let scaled = self.num.checked_mul(size)?;
        Some((scaled / self.den, scaled < size.checked_mul(self.den)?))
    }
}

fn bad_ratio(expr: &Expr) -> Error {
    Error::bad(format!(
        "SAMPLE takes a non-negative number (0.1, 1/10 or a number of rows), got {expr}"
    ))
    .with_code(codes::SYNTAX_ERROR)
}

/// The digits of a decimal number as a ratio (`0.25` is 25/100).
fn decimal(text: &str) -> Option<Ratio> {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    if fraction.len() > 18 || whole.len() > 18 {
        return None;
    }
    let digits = format!("{whole}{fraction}");
    Some(Ratio {
        num: if digits.is_empty() {
            0
        } else {
            digits.parse().ok()?
        },
        den: 10u128.pow(fraction.len() as u32),
    })
}

fn ratio(expr: &Expr) -> Result<Ratio> {
    let number = |e: &Expr| match e {
        Expr::Value(v) => match &v.value {
            Value::Number(n, _) => decimal(n),
            _ => None,
        },
        _ => None,
    };
    let r = match expr {
        Expr::BinaryOp {
            left,
            op: BinaryOperator::Divide,
            right,
        } => match (number(left), number(right)) {
            (Some(a), Some(b)) if b.num > 0 => Some(Ratio {
                num: a.num.checked_mul(b.den).ok_or_else(|| bad_ratio(expr))?,
                den: a.den.checked_mul(b.num).ok_or_else(|| bad_ratio(expr))?,
            }),
            _ => None,
        },
        Expr::Nested(inner) => return ratio(inner),
        other => number(other),
    };
    r.map(Ratio::reduced).ok_or_else(|| bad_ratio(expr))
}

/// The condition `SAMPLE size OFFSET offset` puts on the sampling key `key` (a name
/// for the query), of type `ty`, of a table whose parts hold `rows` rows; `None`:
/// every row.
fn condition(
    key: Expr,
    ty: &ColumnType,
    size: Ratio,
    offset: Ratio,
    rows: u64,
) -> Result<Option<Expr>> {
    let overflow =
        || Error::bad("SAMPLE: the share is too precise to compute").with_code(codes::SYNTAX_ERROR);
    // A number of rows, as a share of the table's.
    let share = |r: Ratio| -> Ratio {
        match r.over_one() {
            true if rows == 0 => Ratio::ONE,
            true => {
                let whole = r.num / r.den;
                match whole >= u128::from(rows) {
                    true => Ratio::ONE,
                    false => Ratio {
                        num: whole,
                        den: u128::from(rows),
                    },
                }
            }
            false => r,
        }
    };
    let size = match share(size) {
        s if s.is_zero() => Ratio::ONE,
        s => s,
    };
    let offset = share(offset);
    if size == Ratio::ONE {
        if !offset.is_zero() {
            return Err(Error::bad(
                "Sampling offset is incorrect because no sampling (ARGUMENT_OUT_OF_BOUND)",
            )
            .with_code(codes::ARGUMENT_OUT_OF_BOUND));
        }
        return Ok(None);
    }
    let bits = range_bits(ty).ok_or_else(|| {
        Error::bad(format!(
            "the sampling key has type {ty}, not an unsigned integer"
        ))
    })?;
    let range = 1u128 << bits;
    let (lower, below_end) = offset.of(range).ok_or_else(overflow)?;
    // A share that starts past the range's end holds no key.
    if !below_end {
        return Ok(Some(Expr::value(Value::Boolean(false))));
    }
    let end = offset.add(size).ok_or_else(overflow)?;
    let (upper, bounded) = end.of(range).ok_or_else(overflow)?;
    let bound = |op: BinaryOperator, n: u128| Expr::BinaryOp {
        left: Box::new(key.clone()),
        op,
        right: Box::new(Expr::value(Value::Number(n.to_string(), false))),
    };
    let lower = (lower > 0).then(|| bound(BinaryOperator::GtEq, lower));
    let upper = bounded.then(|| bound(BinaryOperator::Lt, upper));
    Ok(match (lower, upper) {
        (Some(l), Some(u)) => Some(Expr::BinaryOp {
            left: Box::new(l),
            op: BinaryOperator::And,
            right: Box::new(u),
        }),
        (l, u) => l.or(u),
    })
}

/// Whether `query` samples a table anywhere.
pub(crate) fn has_sample(query: &Query) -> bool {
    let mut found = false;
    let _ = sqlparser::ast::Visit::visit(query, &mut FindSample(&mut found));
    found
}

struct FindSample<'a>(&'a mut bool);

impl sqlparser::ast::Visitor for FindSample<'_> {
    type Break = ();

    fn pre_visit_table_factor(&mut self, factor: &TableFactor) -> ControlFlow<()> {
        if let TableFactor::Table {
            sample: Some(_), ..
        } = factor
        {
            *self.0 = true;
            return ControlFlow::Break(());
        }
        ControlFlow::Continue(())
    }
}

/// A table's sampling key and the rows of its parts, by the table's name as a query
/// writes it.
pub(crate) struct Sampled {
    pub(crate) schema: TableSchema,
    pub(crate) rows: u64,
}

/// Turns every `FROM t SAMPLE k [OFFSET m]` of `statement` into a condition on `t`'s
/// sampling key in the query's `WHERE` ([module docs](self)). `table` finds a table
/// by name (`None`: no such table of ours).
pub(crate) fn apply(
    statement: &mut sqlparser::ast::Statement,
    table: &dyn Fn(&ObjectName) -> Option<Sampled>,
) -> Result<()> {
    struct Samples<'a> {
        table: &'a dyn Fn(&ObjectName) -> Option<Sampled>,
        /// The names of the common table expressions seen so far, which are no tables.
        ctes: Vec<String>,
        error: Option<Error>,
    }
    impl VisitorMut for Samples<'_> {
        type Break = ();

        fn pre_visit_query(&mut self, query: &mut Query) -> ControlFlow<()> {
            self.ctes.extend(crate::views::cte_names(query));
            let (ctes, table) = (&self.ctes, self.table);
            let lookup = |name: &ObjectName| -> Lookup {
                let cte = matches!(name.0.as_slice(), [ObjectNamePart::Identifier(id)] if ctes.contains(&id.value));
                let temporary = matches!(name.0.first(), Some(ObjectNamePart::Identifier(id)) if id.value == crate::engine::TEMPORARY_SCHEMA);
                match cte || temporary {
                    true => Lookup::NotTable,
                    false => table(name).map_or(Lookup::Unknown, |t| Lookup::Table(Box::new(t))),
                }
            };
            if let Err(e) = selects(query.body.as_mut(), &lookup) {
                self.error = Some(e);
                return ControlFlow::Break(());
            }
            ControlFlow::Continue(())
        }
    }
    let mut samples = Samples {
        table,
        ctes: vec![],
        error: None,
    };
    let _ = statement.visit(&mut samples);
    samples.error.map_or(Ok(()), Err)
}

/// What a sampled relation's name is.
enum Lookup {
    Table(Box<Sampled>),
    /// A common table expression or a session's temporary table.
    NotTable,
    /// No relation of the name: planning says so.
    Unknown,
}

fn selects(body: &mut SetExpr, table: &dyn Fn(&ObjectName) -> Lookup) -> Result<()> {
    match body {
        SetExpr::Select(select) => {
            for from in &select.from {
                let nested = matches!(&from.relation, TableFactor::NestedJoin { .. });
                let mut found = false;
                let _ = sqlparser::ast::Visit::visit(&from.relation, &mut FindSample(&mut found));
                if nested && found {
                    return Err(Error::bad(
                        "SAMPLE inside a parenthesised join is not supported: sample the table in a subquery",
                    )
                    .with_code(codes::NOT_IMPLEMENTED));
                }
            }
            for from in &mut select.from {
                for join in &from.joins {
                    if let TableFactor::Table {
                        sample: Some(_), ..
                    } = &join.relation
                    {
                        return Err(Error::bad(
                            "SAMPLE of a joined table is not supported: sample it in a subquery",
                        )
                        .with_code(codes::NOT_IMPLEMENTED));
                    }
                }
                let TableFactor::Table {
                    name,
                    alias,
                    sample,
                    args,
                    ..
                } = &mut from.relation
                else {
                    continue;
                };
                let Some(kind) = sample.take() else {
                    continue;
                };
                let (TableSampleKind::BeforeTableAlias(s) | TableSampleKind::AfterTableAlias(s)) =
                    kind;
                let not_supported = |what: &str| {
                    Error::bad(format!(
                        "Storage {what} doesn't support sampling (SAMPLING_NOT_SUPPORTED)"
                    ))
                    .with_code(codes::SAMPLING_NOT_SUPPORTED)
                };
                let found = match args {
                    Some(_) => Lookup::NotTable,
                    None => table(name),
                };
                let found = match found {
                    Lookup::Table(found) => found,
                    Lookup::NotTable => {
                        return Err(not_supported(
                            &name.0.last().map(|p| p.to_string()).unwrap_or_default(),
                        ))
                    }
                    Lookup::Unknown => continue,
                };
                // A view is read whole, as ClickHouse reads it.
                if found.schema.engine.is_view() {
                    continue;
                }
                let Some(key) = key_column(&found.schema) else {
                    return Err(not_supported(&found.schema.name));
                };
                let quantity = s.quantity.as_ref().ok_or_else(|| {
                    Error::bad("SAMPLE needs a share").with_code(codes::SYNTAX_ERROR)
                })?;
                if s.name.is_some()
                    || s.seed.is_some()
                    || s.bucket.is_some()
                    || quantity.unit.is_some()
                {
                    return Err(Error::bad(
                        "supported: SAMPLE k [OFFSET m], with k and m shares (0.1, 1/10) or numbers of rows",
                    )
                    .with_code(codes::SYNTAX_ERROR));
                }
                let size = ratio(&quantity.value)?;
                let offset = match &s.offset {
                    Some(o) => ratio(o)?,
                    None => Ratio::ZERO,
                };
                // The key read through the name the query gives the table.
                let mut qualifier: Vec<Ident> = match alias {
                    Some(a) => vec![a.name.clone()],
                    None => name
                        .0
                        .iter()
                        .filter_map(|p| match p {
                            ObjectNamePart::Identifier(i) => Some(i.clone()),
                            _ => None,
                        })
                        .collect(),
                };
                qualifier.push(Ident::with_quote('`', &key.name));
                let key_expr = Expr::CompoundIdentifier(qualifier);
                if let Some(cond) = condition(key_expr, &key.ty, size, offset, found.rows)? {
                    select.selection = Some(match select.selection.take() {
                        Some(own) => Expr::BinaryOp {
                            left: Box::new(Expr::Nested(Box::new(own))),
                            op: BinaryOperator::And,
                            right: Box::new(cond),
                        },
                        None => cond,
                    });
                }
            }
            Ok(())
        }
        SetExpr::SetOperation { left, right, .. } => {
            selects(left, table)?;
            selects(right, table)
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bounds(ty: ColumnType, size: &str, offset: &str, rows: u64) -> String {
        let parse = |t: &str| ratio(&crate::dialect::parse_expr(t).unwrap()).unwrap();
        let key = Expr::Identifier(Ident::new("k"));
        match condition(key, &ty, parse(size), parse(offset), rows).unwrap() {
            Some(e) => e.to_string(),
            None => "all".to_string(),
        }
    }

    /// The bounds ClickHouse 26.9 reads (`UInt8` keys 0 to 255: `SAMPLE 0.3` keeps 0 to
    /// 75, `SAMPLE 1/3 OFFSET 1/3` 85 to 169, `SAMPLE 0.5 OFFSET 0.7` 179 to 255).
    #[test]
    fn shares_bound_the_key_as_in_clickhouse() {
        assert_eq!(bounds(ColumnType::UInt8, "0.3", "0", 0), "k < 76");
        assert_eq!(
            bounds(ColumnType::UInt8, "1/3", "1/3", 0),
            "k >= 85 AND k < 170"
        );
        assert_eq!(bounds(ColumnType::UInt8, "0.5", "0.7", 0), "k >= 179");
        assert_eq!(
            bounds(ColumnType::UInt64, "1/2", "0", 0),
            "k < 9223372036854775808"
        );
        assert_eq!(bounds(ColumnType::UInt64, "1", "0", 0), "all");
        assert_eq!(bounds(ColumnType::UInt64, "0", "0", 0), "all");
        // A number of rows is a share of the table's.
        assert_eq!(bounds(ColumnType::UInt8, "100", "0", 1000), "k < 25");
        assert_eq!(bounds(ColumnType::UInt8, "5000", "0", 1000), "all");
    }
}
