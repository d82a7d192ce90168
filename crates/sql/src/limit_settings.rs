//! The settings `limit` and `offset`: ClickHouse cuts a query's result with them after
//! the query's own `LIMIT` and `OFFSET`, on the outermost query only (a subquery's rows
//! are not cut). Both compose with the query's own clause into one: skipping `O` rows
//! of the rows `LIMIT l OFFSET o` keeps leaves `LIMIT l − O OFFSET o + O`, and a
//! `limit` of `L` caps that at `L`.

use sqlparser::ast::{Expr, LimitClause, Offset, OffsetRows, Query, Statement, Value};

use crate::{Error, Result};

/// Rewrites the outermost query's LIMIT and OFFSET of `statement` so that its result
/// is the query's, less its first `offset` rows, cut to `limit` rows (0: neither).
pub(crate) fn apply(statement: &mut Statement, limit: u64, offset: u64) -> Result<()> {
    if limit == 0 && offset == 0 {
        return Ok(());
    }
    let Statement::Query(query) = statement else {
        return Ok(());
    };
    if query.fetch.is_some() {
        return Err(Error::bad(
            "the settings limit and offset do not combine with FETCH",
        ));
    }
    let (own_limit, own_offset, limit_by) = own(query)?;
    let new_offset = own_offset.saturating_add(offset);
    let remaining = own_limit.map(|l| l.saturating_sub(offset));
    let new_limit = match (remaining, limit) {
        (None, 0) => None,
        (None, l) => Some(l),
        (Some(r), 0) => Some(r),
        (Some(r), l) => Some(r.min(l)),
    };
    query.limit_clause = Some(LimitClause::LimitOffset {
        limit: new_limit.map(number),
        offset: (new_offset > 0).then(|| Offset {
            value: number(new_offset),
            rows: OffsetRows::None,
        }),
        limit_by,
    });
    Ok(())
}

fn number(n: u64) -> Expr {
    Expr::value(Value::Number(n.to_string(), false))
}

/// The query's own limit, offset and `LIMIT BY` expressions.
fn own(query: &mut Query) -> Result<(Option<u64>, u64, Vec<Expr>)> {
    let literal = |e: &Expr| -> Result<u64> {
        match e {
            Expr::Value(v) => match &v.value {
                Value::Number(n, _) => n.parse().ok(),
                _ => None,
            },
            _ => None,
        }
        .ok_or_else(|| {
            Error::bad(format!(
                "the settings limit and offset combine only with a LIMIT and OFFSET of non-negative integers, got {e}"
            ))
        })
    };
    Ok(match query.limit_clause.take() {
        None => (None, 0, vec![]),
        // `LIMIT n BY x` is held as a limit with expressions: its `n` is per group.
        Some(LimitClause::LimitOffset { limit_by, .. }) if !limit_by.is_empty() => {
            return Err(Error::bad(
                "the settings limit and offset do not combine with LIMIT … BY",
            ))
        }
        Some(LimitClause::LimitOffset {
            limit,
            offset,
            limit_by,
        }) => (
            limit.as_ref().map(literal).transpose()?,
            offset
                .as_ref()
                .map(|o| literal(&o.value))
                .transpose()?
                .unwrap_or(0),
            limit_by,
        ),
        Some(LimitClause::OffsetCommaLimit { offset, limit }) => {
            (Some(literal(&limit)?), literal(&offset)?, vec![])
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn applied(sql: &str, limit: u64, offset: u64) -> String {
        let mut statement = crate::dialect::parse_statement(sql).unwrap();
        match apply(&mut statement, limit, offset) {
            Ok(()) => statement.to_string(),
            Err(e) => format!("error: {}", e.message),
        }
    }

    /// Each case's rows are ClickHouse's for the same settings (checked on ClickHouse
    /// 26.9: `LIMIT 4 OFFSET 2 SETTINGS offset = 5` returns nothing).
    #[test]
    fn the_settings_cut_after_the_querys_own_limit() {
        let cases: &[(&str, u64, u64, &str)] = &[
            ("SELECT 1", 0, 0, "SELECT 1"),
            ("SELECT 1", 3, 0, "SELECT 1 LIMIT 3"),
            ("SELECT 1", 0, 17, "SELECT 1 OFFSET 17"),
            ("SELECT 1 LIMIT 2", 6, 0, "SELECT 1 LIMIT 2"),
            (
                "SELECT 1 LIMIT 10 OFFSET 2",
                3,
                5,
                "SELECT 1 LIMIT 3 OFFSET 7",
            ),
            (
                "SELECT 1 LIMIT 4 OFFSET 2",
                0,
                5,
                "SELECT 1 LIMIT 0 OFFSET 7",
            ),
            ("SELECT 1 LIMIT 2, 10", 3, 5, "SELECT 1 LIMIT 3 OFFSET 7"),
            (
                "SELECT x FROM t LIMIT 3 BY x",
                4,
                0,
                "error: the settings limit and offset do not combine with LIMIT … BY",
            ),
            (
                "SELECT count() FROM (SELECT 1 LIMIT 1)",
                5,
                0,
                "SELECT count() FROM (SELECT 1 LIMIT 1) LIMIT 5",
            ),
            (
                "SELECT 1 LIMIT 1 + 1",
                5,
                0,
                "error: the settings limit and offset combine only",
            ),
        ];
        for (sql, limit, offset, want) in cases {
            let got = applied(sql, *limit, *offset);
            assert!(
                got.starts_with(want),
                "{sql} limit {limit} offset {offset}: {got}"
            );
        }
    }
}
