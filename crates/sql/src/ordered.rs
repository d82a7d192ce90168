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
        let SetExpr::Select(select) = query.body.as_mut() else {
            return ControlFlow::Continue(());
        };
        let outer_wildcard = select.projection.iter().any(|i| {
            matches!(
                i,
                SelectItem::Wildcard(_) | SelectItem::QualifiedWildcard(..)
            )
        });
        // Only where the outer SELECT reads one subquery and has an order-dependent
        // aggregate to give the order to (the subquery is not changed otherwise); the
        // shape first, which most queries fail at once.
        let reads_one_subquery = matches!(select.from.as_slice(),
            [from] if from.joins.is_empty() && matches!(from.relation, TableFactor::Derived { .. }));
        if !reads_one_subquery || !has_ordered_aggregate(select) {
            return ControlFlow::Continue(());
        }
        let order = match select.from.as_mut_slice() {
            [from] if from.joins.is_empty() => match &mut from.relation {
                // A column list renames the subquery's columns: not followed.
                TableFactor::Derived {
                    subquery,
                    lateral: false,
                    alias,
                    ..
                } if alias.as_ref().is_none_or(|a| a.columns.is_empty()) => {
                    subquery_order(subquery, outer_wildcard)
                }
                _ => None,
            },
            _ => None,
        };
        let Some(order) = order else {
            return ControlFlow::Continue(());
        };
        // A name the outer SELECT gives an expression would be read as that
        // expression in HAVING and ORDER BY: not followed then.
        let shadowed = select.projection.iter().any(|item| {
            matches!(item, SelectItem::ExprWithAlias { alias, .. }
                if order.iter().any(|o| matches!(&o.expr, Expr::Identifier(id) if id.value == alias.value)))
        });
        if shadowed {
            return ControlFlow::Continue(());
        }
        for item in &mut select.projection {
            if let SelectItem::UnnamedExpr(e) | SelectItem::ExprWithAlias { expr: e, .. } = item {
                order_aggregates(e, &order);
            }
        }
        if let Some(having) = &mut select.having {
            order_aggregates(having, &order);
        }
        if let Some(qualify) = &mut select.qualify {
            order_aggregates(qualify, &order);
        }
        // The outer ORDER BY's aggregates are the select list's, ordered alike.
        if let Some(order_by) = &mut query.order_by {
            if let OrderByKind::Expressions(items) = &mut order_by.kind {
                for item in items {
                    order_aggregates(&mut item.expr, &order);
                }
            }
        }
        ControlFlow::Continue(())
    }
}

/// The name of the `n`th column a subquery gains to carry an ORDER BY column it does
/// not return.
fn carried(n: usize) -> Ident {
    Ident::with_quote('`', format!("__order_{n}"))
}

/// The subquery's ORDER BY as its readers name the columns: each item one of its
/// output columns (by name or position) or a column of its tables, which the subquery
/// then also returns under a name of its own ([`carried`]), unless `no_more_columns`
/// (the reader's `*` would show it) or the subquery is DISTINCT (it would count).
fn subquery_order(subquery: &mut Query, no_more_columns: bool) -> Option<Vec<OrderByExpr>> {
    let order_by = subquery.order_by.as_ref()?;
    let OrderByKind::Expressions(items) = &order_by.kind else {
        return None;
    };
    if items.is_empty() || items.iter().any(|i| i.with_fill.is_some()) {
        return None;
    }
    let SetExpr::Select(select) = subquery.body.as_mut() else {
        return None;
    };
    // The name each output column has for the query that reads the subquery; None
    // for a wildcard, whose columns are not known before planning (so neither are the
    // positions after it), or an unnamed expression.
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
    let wildcard_at = select.projection.iter().position(|i| {
        matches!(
            i,
            SelectItem::Wildcard(_) | SelectItem::QualifiedWildcard(..)
        )
    });
    // A name given twice would be ambiguous to the reader.
    let named: Vec<&Ident> = outputs.iter().flatten().collect();
    if (0..named.len()).any(|i| named[..i].iter().any(|n| n.value == named[i].value)) {
        return None;
    }
    let may_add = !no_more_columns && select.distinct.is_none();
    let mut added: Vec<Expr> = vec![];
    let mut order = Vec::with_capacity(items.len());
    for item in items {
        let name = match &item.expr {
            // `ORDER BY 2`: the second output column.
            Expr::Value(v) => match &v.value {
                Value::Number(n, _) => {
                    let at = n.parse::<usize>().ok()?.checked_sub(1)?;
                    if wildcard_at.is_some_and(|w| w <= at) {
                        return None;
                    }
                    outputs.get(at)?.clone()?
                }
                _ => return None,
            },
            Expr::Identifier(id) if named.iter().any(|o| o.value == id.value) => id.clone(),
            // A column of the subquery's tables it does not name (`SELECT page FROM t
            // ORDER BY ts`, or one a `*` may leave out): carried out under a name of
            // its own.
            column @ (Expr::Identifier(_) | Expr::CompoundIdentifier(_)) if may_add => {
                added.push(column.clone());
                carried(added.len() - 1)
            }
            _ => return None,
        };
        order.push(OrderByExpr {
            expr: Expr::Identifier(name),
            options: item.options,
            with_fill: None,
        });
    }
    for (n, column) in added.into_iter().enumerate() {
        select.projection.push(SelectItem::ExprWithAlias {
            expr: column,
            alias: carried(n),
        });
    }
    Some(order)
}

/// Whether the SELECT list, HAVING or QUALIFY of `select` calls an order-dependent
/// aggregate that takes an order.
fn has_ordered_aggregate(select: &sqlparser::ast::Select) -> bool {
    let mut copy = select.clone();
    let mut found = false;
    let mut look = |e: &mut Expr| {
        let _ = crate::syntax::visit_scoped(e, |e, scope| {
            if scope.depth == 0 {
                if let Expr::Function(f) = e {
                    let name = f.name.to_string().to_ascii_lowercase();
                    found |= ORDER_DEPENDENT.contains(&name.as_str()) && f.over.is_none();
                }
            }
            ControlFlow::Continue(())
        });
    };
    for item in &mut copy.projection {
        if let SelectItem::UnnamedExpr(e) | SelectItem::ExprWithAlias { expr: e, .. } = item {
            look(e);
        }
    }
    if let Some(e) = &mut copy.having {
        look(e);
    }
    if let Some(e) = &mut copy.qualify {
        look(e);
    }
    found
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
            ordered("SELECT k, last_value(x) FROM (SELECT k, x, y FROM t ORDER BY y) GROUP BY k ORDER BY array_agg(x)"),
            "SELECT k, last_value(x ORDER BY y) FROM (SELECT k, x, y FROM t ORDER BY y) GROUP BY k ORDER BY array_agg(x ORDER BY y)"
        );
        // A column the subquery does not return (or that its `*` may leave out) is
        // carried out under a name of its own.
        assert_eq!(
            ordered("SELECT array_agg(x) FROM (SELECT * FROM t ORDER BY m, t.n DESC)"),
            "SELECT array_agg(x ORDER BY `__order_0`, `__order_1` DESC) FROM (SELECT *, m AS `__order_0`, t.n AS `__order_1` FROM t ORDER BY m, t.n DESC)"
        );
        // Not by an expression, nor over a join, nor a window function, nor a
        // subquery's own aggregates.
        for unchanged in [
            "SELECT array_agg(x) FROM (SELECT x FROM t ORDER BY x + 1)",
            "SELECT array_agg(x) FROM (SELECT x FROM t ORDER BY x) AS a JOIN u USING(x)",
            "SELECT first_value(x) OVER (ORDER BY y) FROM (SELECT x, y FROM t ORDER BY x)",
            "SELECT (SELECT array_agg(y) FROM u) FROM (SELECT x FROM t ORDER BY x)",
            "SELECT array_agg(DISTINCT x) FROM (SELECT x FROM t ORDER BY x)",
            // Not by a position after a wildcard, nor a column the reader's `*`
            // would show, nor one a DISTINCT would count.
            "SELECT array_agg(a) FROM (SELECT *, -a AS neg FROM t ORDER BY 2)",
            "SELECT *, array_agg(x) FROM (SELECT x FROM t ORDER BY y)",
            "SELECT array_agg(x) FROM (SELECT DISTINCT x FROM t ORDER BY y)",
            // Not where the outer SELECT names something else as the order column,
            // the subquery's columns are renamed, or a name is given twice.
            "SELECT array_agg(x) AS y FROM (SELECT x, y FROM t ORDER BY y)",
            "SELECT array_agg(x) FROM (SELECT x, y FROM t ORDER BY y) AS s (y, x)",
            "SELECT array_agg(k) FROM (SELECT a.k, b.k FROM a, b ORDER BY 2)",
        ] {
            assert_eq!(ordered(unchanged), unchanged);
        }
    }
}
