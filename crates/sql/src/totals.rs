//! `GROUP BY … WITH TOTALS`: besides its groups, a query returns one more row, the
//! totals: each aggregate over every row the groups were made of, and the grouping
//! columns at their types' defaults (NULL where Nullable), as ClickHouse computes them
//! (`totals_mode = 'after_having_exclusive'`, without HAVING). The formats write it
//! after the rows (TabSeparated and CSV after an empty line, JSON as `totals`, Pretty
//! and Vertical under `Totals:`).
//!
//! Only the query's own SELECT may ask for totals; `WITH TOTALS` with `HAVING`, in a
//! subquery or in a set operation is `NOT_IMPLEMENTED` (48).

use std::sync::Arc;

use arrow::{
    array::{new_null_array, ArrayRef, RecordBatch},
    datatypes::SchemaRef,
};
use sqlparser::ast::{
    Expr, GroupByExpr, GroupByWithModifier, Query, SelectItem, SetExpr, Statement, Value,
};

use crate::{Error, Result};

fn not_implemented(what: &str) -> Error {
    Error::bad(format!("{what} is not supported (NOT_IMPLEMENTED)"))
        .with_code(maskhouse_types::codes::NOT_IMPLEMENTED)
}

/// Takes `WITH TOTALS` off the query's own SELECT; returns the query that computes
/// the totals (no grouping, no ORDER BY or LIMIT), or None when the query asks for none.
pub(crate) fn take(statement: &mut Statement) -> Result<Option<Statement>> {
    let Statement::Query(query) = statement else {
        return Ok(None);
    };
    let select = match query.body.as_mut() {
        SetExpr::Select(select) => select,
        // ClickHouse writes a branch's totals after the whole result: not done here,
        // and refused rather than left out.
        body @ SetExpr::SetOperation { .. } if asks_totals(body) => {
            return Err(not_implemented(
                "WITH TOTALS in a branch of UNION, EXCEPT or INTERSECT",
            ))
        }
        _ => return Ok(None),
    };
    let modifiers = match &mut select.group_by {
        GroupByExpr::All(m) | GroupByExpr::Expressions(_, m) => m,
    };
    let Some(at) = modifiers
        .iter()
        .position(|m| matches!(m, GroupByWithModifier::Totals))
    else {
        return Ok(None);
    };
    modifiers.remove(at);
    if select.having.is_some() {
        return Err(not_implemented("WITH TOTALS with HAVING"));
    }
    if !modifiers.is_empty() {
        return Err(not_implemented("WITH TOTALS with ROLLUP or CUBE"));
    }
    let mut totals: Query = (**query).clone();
    totals.order_by = None;
    totals.limit_clause = None;
    totals.fetch = None;
    if let SetExpr::Select(s) = totals.body.as_mut() {
        s.group_by = GroupByExpr::Expressions(vec![], vec![]);
    }
    Ok(Some(Statement::Query(Box::new(totals))))
}

/// Whether a SELECT of the set operation `body` has `WITH TOTALS`.
fn asks_totals(body: &SetExpr) -> bool {
    match body {
        SetExpr::Select(select) => match &select.group_by {
            GroupByExpr::All(m) | GroupByExpr::Expressions(_, m) => {
                m.iter().any(|m| matches!(m, GroupByWithModifier::Totals))
            }
        },
        SetExpr::SetOperation { left, right, .. } => asks_totals(left) || asks_totals(right),
        SetExpr::Query(q) => asks_totals(&q.body),
        _ => false,
    }
}

/// In the totals query (its functions already rewritten to DataFusion's), each item
/// that aggregates nothing becomes NULL (its value is the type's default, set by
/// [`row`]); returns which items aggregate.
pub(crate) fn keep_aggregates(
    statement: &mut Statement,
    is_aggregate: impl Fn(&str) -> bool,
) -> Result<Vec<bool>> {
    let Statement::Query(query) = statement else {
        return Err(Error::internal(
            "WITH TOTALS of a statement that is not a query",
        ));
    };
    let SetExpr::Select(select) = query.body.as_mut() else {
        return Err(not_implemented("WITH TOTALS in a set operation"));
    };
    let mut aggregates = Vec::with_capacity(select.projection.len());
    for item in &mut select.projection {
        let expr = match item {
            SelectItem::UnnamedExpr(e) | SelectItem::ExprWithAlias { expr: e, .. } => e,
            _ => return Err(not_implemented("WITH TOTALS with * in the select list")),
        };
        let mut aggregates_something = false;
        let _ = sqlparser::ast::visit_expressions(expr, |e| {
            if let Expr::Function(f) = e {
                let name = f.name.to_string().to_ascii_lowercase();
                aggregates_something |= f.over.is_none() && is_aggregate(&name);
            }
            std::ops::ControlFlow::<()>::Continue(())
        });
        if !aggregates_something {
            *expr = Expr::value(Value::Null);
        }
        aggregates.push(aggregates_something);
    }
    Ok(aggregates)
}

/// The totals row in the result's `schema`: the totals query's value for each item
/// that aggregates, the column type's default (NULL where Nullable) for the others.
pub(crate) fn row(
    schema: &SchemaRef,
    aggregates: &[bool],
    computed: &[RecordBatch],
) -> Result<RecordBatch> {
    if schema.fields().len() != aggregates.len() {
        return Err(not_implemented(
            "WITH TOTALS where the select list does not give one column per item",
        ));
    }
    let computed = computed.iter().find(|b| b.num_rows() > 0);
    let mut columns: Vec<ArrayRef> = Vec::with_capacity(aggregates.len());
    for (i, (field, aggregates)) in schema.fields().iter().zip(aggregates).enumerate() {
        let column = match (aggregates, computed) {
            (true, Some(b)) => arrow::compute::cast(&b.column(i).slice(0, 1), field.data_type())?,
            _ if field.is_nullable() => new_null_array(field.data_type(), 1),
            _ => {
                let default = crate::semantics::default_value(field)
                    .ok_or_else(|| {
                        Error::bad(format!(
                            "WITH TOTALS: no default value of the type of {}",
                            field.name()
                        ))
                    })?
                    .to_array_of_size(1)?;
                // A marked type's default is given as text (an Enum's name).
                arrow::compute::cast(&default, field.data_type())?
            }
        };
        columns.push(column);
    }
    Ok(RecordBatch::try_new(Arc::clone(schema), columns)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn statement(sql: &str) -> Statement {
        crate::dialect::parse_statement(sql).unwrap()
    }

    #[test]
    fn totals_are_taken_off_and_computed_without_grouping() {
        let mut s = statement("SELECT k, count() FROM t GROUP BY k WITH TOTALS ORDER BY k LIMIT 3");
        let totals = take(&mut s).unwrap().unwrap();
        assert_eq!(
            s.to_string(),
            "SELECT k, count() FROM t GROUP BY k ORDER BY k LIMIT 3"
        );
        assert_eq!(totals.to_string(), "SELECT k, count() FROM t");
        let mut totals = totals;
        let aggregates = keep_aggregates(&mut totals, |n| n == "count").unwrap();
        assert_eq!(aggregates, [false, true]);
        assert_eq!(totals.to_string(), "SELECT NULL, count() FROM t");
        assert!(take(&mut statement("SELECT k FROM t GROUP BY k"))
            .unwrap()
            .is_none());
        let refused = take(&mut statement(
            "SELECT k, count() FROM t GROUP BY k WITH TOTALS HAVING count() > 1",
        ))
        .unwrap_err();
        assert_eq!(refused.code, Some(maskhouse_types::codes::NOT_IMPLEMENTED));
    }
}
