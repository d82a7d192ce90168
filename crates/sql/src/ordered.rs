//! Aggregates whose result depends on the order of their rows (`groupArray`, `any`,
//! `anyLast`) read a FROM subquery's rows in the order its `ORDER BY` gives, as
//! ClickHouse's do: `SELECT groupArray(x) FROM (SELECT x FROM t ORDER BY y)` is the
//! idiom for an ordered array. DataFusion treats a subquery's ORDER BY as having no
//! meaning and drops it; here the order is given to the aggregates themselves
//! (`array_agg(x ORDER BY y)`), which DataFusion keeps across partitions.
//!
//! Only where the outer SELECT reads one subquery (no join) and each ORDER BY item is
//! one of the subquery's output columns, by name or position; other queries are left
//! as they are.

use std::ops::ControlFlow;

use sqlparser::ast::{
    Expr, FunctionArgumentClause, FunctionArguments, Ident, OrderByExpr, OrderByKind, Query,
    SelectItem, SetExpr, Statement, TableFactor, Value, VisitMut, VisitorMut,
};

/// DataFusion's names of the order-dependent aggregates the dialect writes
/// (`groupArray` → `array_agg`, `any` → `first_value`, `anyLast` → `last_value`).
const ORDER_DEPENDENT: &[&str] = &["array_agg", "first_value", "last_value"];

/// Gives the order-dependent aggregates of every SELECT over an ordered subquery that
/// subquery's order.
pub(crate) fn follow_subquery_order(statement: &mut Statement) {
    let _ = statement.visit(&mut Ordered);
}

struct Ordered;

impl VisitorMut for Ordered {
    type Break = ();

    fn post_visit_query(&mut self, query: &mut Query) -> ControlFlow<()> {
        if let SetExpr::Select(select) = query.body.as_mut() {
            let order = match select.from.as_slice() {
                [from] if from.joins.is_empty() => match &from.relation {
                    TableFactor::Derived {
                        subquery,
                        lateral: false,
                        ..
                    } => subquery_order(subquery),
                    _ => None,
                },
                _ => None,
            };
            if let Some(order) = order {
                for item in &mut select.projection {
                    if let SelectItem::UnnamedExpr(e) | SelectItem::ExprWithAlias { expr: e, .. } =
                        item
                    {
                        order_aggregates(e, &order);
                    }
                }
                if let Some(having) = &mut select.having {
                    order_aggregates(having, &order);
                }
            }
        }
        ControlFlow::Continue(())
    }
}

/// The subquery's ORDER BY as its readers name the columns, if every item is one of
/// its output columns.
fn subquery_order(subquery: &Query) -> Option<Vec<OrderByExpr>> {
    let order_by = subquery.order_by.as_ref()?;
    let OrderByKind::Expressions(items) = &order_by.kind else {
        return None;
    };
    if items.is_empty() || items.iter().any(|i| i.with_fill.is_some()) {
        return None;
    }
    let SetExpr::Select(select) = subquery.body.as_ref() else {
        return None;
    };
    // The name each output column has for the query that reads the subquery; None
    // for a wildcard, whose columns are not known before planning.
    let outputs: Vec<Option<Ident>> = select
        .projection
        .iter()
        .map(|item| match item {
            SelectItem::ExprWithAlias { alias, .. } => Some(alias.clone()),
            SelectItem::UnnamedExpr(Expr::Identifier(id)) => Some(id.clone()),
            SelectItem::UnnamedExpr(Expr::CompoundIdentifier(parts)) => parts.last().cloned(),
            _ => None,
        })
        .collect();
    let plain_wildcard = select
        .projection
        .iter()
        .any(|i| matches!(i, SelectItem::Wildcard(o) if o.opt_except.is_none() && o.opt_exclude.is_none() && o.opt_replace.is_none() && o.opt_rename.is_none() && o.opt_ilike.is_none()));
    items
        .iter()
        .map(|item| {
            let name = match &item.expr {
                // `ORDER BY 2`: the second output column.
                Expr::Value(v) => match &v.value {
                    Value::Number(n, _) => {
                        let at: usize = n.parse().ok()?;
                        outputs.get(at.checked_sub(1)?)?.clone()?
                    }
                    _ => return None,
                },
                Expr::Identifier(id) => {
                    let named = outputs.iter().flatten().any(|o| o.value == id.value);
                    if !named && !plain_wildcard {
                        return None;
                    }
                    id.clone()
                }
                _ => return None,
            };
            Some(OrderByExpr {
                expr: Expr::Identifier(name),
                options: item.options,
                with_fill: None,
            })
        })
        .collect()
}

/// Adds `order` to the order-dependent aggregate calls of `e` that have none (not in
/// its subqueries, which read their own rows, nor window functions).
fn order_aggregates(e: &mut Expr, order: &[OrderByExpr]) {
    let _ = crate::syntax::visit_scoped(e, |e, scope| {
        if scope.depth > 0 {
            return ControlFlow::Continue(());
        }
        let Expr::Function(f) = e else {
            return ControlFlow::Continue(());
        };
        let name = f.name.to_string().to_ascii_lowercase();
        if !ORDER_DEPENDENT.contains(&name.as_str()) || f.over.is_some() {
            return ControlFlow::Continue(());
        }
        if let FunctionArguments::List(list) = &mut f.args {
            let ordered = list
                .clauses
                .iter()
                .any(|c| matches!(c, FunctionArgumentClause::OrderBy(_)));
            if list.duplicate_treatment.is_none() && !ordered {
                list.clauses
                    .push(FunctionArgumentClause::OrderBy(order.to_vec()));
            }
        }
        ControlFlow::Continue(())
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ordered(sql: &str) -> String {
        let mut statement = crate::dialect::parse_statement(sql).unwrap();
        follow_subquery_order(&mut statement);
        statement.to_string()
    }

    #[test]
    fn aggregates_over_an_ordered_subquery_take_its_order() {
        assert_eq!(
            ordered("SELECT array_agg(x), first_value(x) FROM (SELECT x, y AS z FROM t ORDER BY z DESC, 1)"),
            "SELECT array_agg(x ORDER BY z DESC, x), first_value(x ORDER BY z DESC, x) FROM (SELECT x, y AS z FROM t ORDER BY z DESC, 1)"
        );
        assert_eq!(
            ordered("SELECT k, last_value(x) FROM (SELECT * FROM t ORDER BY y) GROUP BY k"),
            "SELECT k, last_value(x ORDER BY y) FROM (SELECT * FROM t ORDER BY y) GROUP BY k"
        );
        // Not by an expression, nor over a join, nor a window function, nor a
        // subquery's own aggregates.
        for unchanged in [
            "SELECT array_agg(x) FROM (SELECT x FROM t ORDER BY x + 1)",
            "SELECT array_agg(x) FROM (SELECT x FROM t ORDER BY y)",
            "SELECT array_agg(x) FROM (SELECT x FROM t ORDER BY x) AS a JOIN u USING(x)",
            "SELECT first_value(x) OVER (ORDER BY y) FROM (SELECT x, y FROM t ORDER BY x)",
            "SELECT (SELECT array_agg(y) FROM u) FROM (SELECT x FROM t ORDER BY x)",
            "SELECT array_agg(DISTINCT x) FROM (SELECT x FROM t ORDER BY x)",
        ] {
            assert_eq!(ordered(unchanged), unchanged);
        }
    }
}
