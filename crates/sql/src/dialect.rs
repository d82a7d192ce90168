//! The ClickHouse dialect on top of sqlparser and DataFusion: parsing one statement,
//! and rewriting ClickHouse functions (`toUInt32`, `if`, `multiIf`,
//! `uniqExact`, `numbers(N)`, …) into expressions DataFusion knows.

use std::ops::ControlFlow;

use sqlparser::ast::{
    Expr, FunctionArg, FunctionArgExpr, FunctionArguments, Ident, ObjectName, ObjectNamePart,
    Query, SelectItem, SetExpr, Statement, TableFactor, VisitMut, VisitorMut,
};

use crate::{Error, Result};

pub fn parse_statement(sql: &str) -> Result<Statement> {
    parse_statement_with(sql, crate::statement::ParseOptions::default())
}

/// As [`parse_statement`], with the settings that change what the syntax means.
pub fn parse_statement_with(
    sql: &str,
    options: crate::statement::ParseOptions,
) -> Result<Statement> {
    let (mut parser, mut marks) = crate::syntax::parser_marking_joins(sql)?;
    marks.legacy_any = options.legacy_any_join;
    marks.plain_joins_as(options.join_default)?;
    let mut statements = parser.parse_statements()?;
    let mut statement = match statements.len() {
        1 => statements.remove(0),
        0 => return Err(Error::bad("empty query")),
        _ => return Err(Error::bad("multi-statement queries are not supported")),
    };
    crate::joins::rewrite(&mut statement, &marks)?;
    let _ = statement.visit(&mut ImplicitOne);
    bind_set_clauses(&mut statement);
    if options.null_for_empty {
        null_for_empty(&mut statement);
    }
    Ok(statement)
}

/// The aggregates `aggregate_functions_null_for_empty = 1` makes NULL over no rows
/// (ClickHouse leaves the counting ones, `count`, `uniq*`, and `groupArray` alone).
const NULL_FOR_EMPTY: &[&str] = &[
    "sum",
    "avg",
    "min",
    "max",
    "any",
    "anyLast",
    "argMax",
    "argMin",
    "groupBitAnd",
    "groupBitOr",
    "groupBitXor",
];

/// `aggregate_functions_null_for_empty = 1`: each aggregate of [`NULL_FOR_EMPTY`] (and
/// its `-If` form) called as its `-OrNull` form, except as a window function. Result
/// names are taken from the text as written, so they do not change.
fn null_for_empty(statement: &mut Statement) {
    // A select item keeps its name: alias it, before renaming, where the renaming
    // would change its name.
    struct Names;
    impl VisitorMut for Names {
        type Break = ();
        fn pre_visit_query(&mut self, query: &mut Query) -> ControlFlow<()> {
            name_items(&mut query.body);
            ControlFlow::Continue(())
        }
    }
    /// The select items of `body`, every branch of a set operation's too.
    fn name_items(body: &mut SetExpr) {
        match body {
            SetExpr::Select(select) => {
                for item in select.projection.iter_mut() {
                    if let SelectItem::UnnamedExpr(expr) = item {
                        let before = crate::column_name::of(expr);
                        let mut renamed = expr.clone();
                        let _ = renamed.visit(&mut Rename);
                        if crate::column_name::of(&renamed) != before {
                            *item = SelectItem::ExprWithAlias {
                                expr: renamed,
                                alias: Ident::with_quote('`', before),
                            };
                        }
                    }
                }
            }
            SetExpr::SetOperation { left, right, .. } => {
                name_items(left);
                name_items(right);
            }
            _ => {}
        }
    }
    struct Rename;
    impl VisitorMut for Rename {
        type Break = ();
        /// After its arguments, so that what replaces a call is not visited again.
        fn post_visit_expr(&mut self, expr: &mut Expr) -> ControlFlow<()> {
            let Expr::Function(f) = expr else {
                return ControlFlow::Continue(());
            };
            let distinct = matches!(
                &f.args,
                FunctionArguments::List(list) if list.duplicate_treatment.is_some()
            );
            let [ObjectNamePart::Identifier(ident)] = f.name.0.as_mut_slice() else {
                return ControlFlow::Continue(());
            };
            let name = ident.value.clone();
            let base = name.strip_suffix("If").unwrap_or(&name);
            if f.over.is_some() || !combinable(base).is_some_and(|c| NULL_FOR_EMPTY.contains(&c)) {
                return ControlFlow::Continue(());
            }
            if !distinct {
                ident.value = format!("{name}OrNull");
            } else if base == name {
                // `sum(DISTINCT x)` has no `-OrNull` form here: NULL where the group
                // has no rows.
                let call = expr.to_string();
                if let Ok(wrapped) =
                    parse_expr(&format!("CASE WHEN count() = 0 THEN NULL ELSE {call} END"))
                {
                    *expr = wrapped;
                }
            }
            ControlFlow::Continue(())
        }
    }
    let _ = statement.visit(&mut Names);
    let _ = statement.visit(&mut Rename);
}

/// `SELECT … UNION ALL SELECT … ORDER BY x LIMIT n`: in ClickHouse the ORDER BY and
/// LIMIT after the last SELECT of a set operation are that SELECT's, not the whole
/// result's (`SELECT 1 UNION ALL SELECT 2 LIMIT 1` returns both rows). sqlparser
/// reads them as the whole result's; this moves them back into the last operand,
/// as a query of its own, in every query of `node`. A parenthesised set operation
/// followed by ORDER BY (which ClickHouse refuses) keeps them on the whole.
pub(crate) fn bind_set_clauses<T: VisitMut>(node: &mut T) {
    struct Bind;
    impl VisitorMut for Bind {
        type Break = ();
        fn pre_visit_query(&mut self, query: &mut Query) -> ControlFlow<()> {
            let has_clauses = query.order_by.is_some() || query.limit_clause.is_some();
            if let (true, SetExpr::SetOperation { right, .. }) = (has_clauses, &mut *query.body) {
                // The last SELECT: `A UNION B INTERSECT C` holds `B INTERSECT C` on the
                // right (INTERSECT binds tighter), whose right is `C`.
                let right = last_operand(right);
                let placeholder = SetExpr::Values(sqlparser::ast::Values {
                    explicit_row: false,
                    value_keyword: false,
                    rows: vec![],
                });
                let last = std::mem::replace(right, placeholder);
                *right = SetExpr::Query(Box::new(Query {
                    with: None,
                    body: Box::new(last),
                    order_by: query.order_by.take(),
                    limit_clause: query.limit_clause.take(),
                    fetch: None,
                    locks: vec![],
                    for_clause: None,
                    settings: None,
                    format_clause: None,
                    pipe_operators: vec![],
                }));
            }
            ControlFlow::Continue(())
        }
    }
    let _ = node.visit(&mut Bind);
}

/// The rightmost operand of nested set operations.
fn last_operand(expr: &mut SetExpr) -> &mut SetExpr {
    match expr {
        SetExpr::SetOperation { right, .. } => last_operand(right),
        other => other,
    }
}

pub fn parse_expr(sql: &str) -> Result<Expr> {
    let mut parser = crate::syntax::parser(sql)?;
    let mut expr = parser.parse_expr()?;
    if parser.peek_token().token != sqlparser::tokenizer::Token::EOF {
        return Err(Error::bad(format!(
            "unexpected text after expression {expr}"
        )));
    }
    // A rewritten call's text may hold `substring(…)` again.
    let _ = sqlparser::ast::visit_expressions_mut(&mut expr, |e| {
        substring_call(e);
        ControlFlow::<()>::Continue(())
    });
    Ok(expr)
}

/// `SUBSTRING(s FROM o FOR l)` and `substring(s, o, l)`, which the parser makes its own
/// node of (planned by DataFusion as its PostgreSQL `substr`), as a call of our
/// `substring`, with ClickHouse's positions. Whether `expr` was one.
fn substring_call(expr: &mut Expr) -> bool {
    if let Expr::Substring {
        expr: text,
        substring_from,
        substring_for,
        ..
    } = expr
    {
        let mut args = vec![(**text).clone()];
        // `SUBSTRING(s FOR l)` starts at 1; `substring(s)` alone is refused.
        match (substring_from, substring_for.is_some()) {
            (Some(from), _) => args.push((**from).clone()),
            (None, true) => args.push(Expr::value(sqlparser::ast::Value::Number(
                "1".into(),
                false,
            ))),
            (None, false) => {}
        }
        args.extend(substring_for.as_deref().cloned());
        *expr = crate::syntax::call("substring", args);
        return true;
    }
    false
}

/// Rewrites ClickHouse functions and table functions in place, and takes out the
/// `FINAL` modifiers of table references: returns the tables read with `FINAL`, which
/// the caller checks (only a replacing table accepts it).
pub fn rewrite_statement(statement: &mut Statement) -> Result<Vec<String>> {
    let mut v = Rewriter::default();
    let _ = statement.visit(&mut v);
    if let Some(e) = v.error {
        return Err(e);
    }
    crate::ordered::follow_subquery_order(statement);
    let _ = statement.visit(&mut BranchOutputs);
    Ok(v.finals)
}

/// A SELECT without FROM reads `system.one`, as in ClickHouse: where its list or
/// condition names the column `dummy`, the table is named (`SELECT dummy` is 0).
struct ImplicitOne;

impl VisitorMut for ImplicitOne {
    type Break = ();

    fn pre_visit_query(&mut self, query: &mut Query) -> ControlFlow<()> {
        fn add(body: &mut SetExpr) {
            match body {
                SetExpr::Select(select) if select.from.is_empty() => {
                    let mut names_dummy = false;
                    let mut look = |e: &Expr| {
                        if matches!(e, Expr::Identifier(id) if id.value == "dummy") {
                            names_dummy = true;
                        }
                        ControlFlow::<()>::Continue(())
                    };
                    for item in &select.projection {
                        let _ = sqlparser::ast::visit_expressions(item, &mut look);
                    }
                    if let Some(w) = &select.selection {
                        let _ = sqlparser::ast::visit_expressions(w, &mut look);
                    }
                    if names_dummy {
                        select.from.push(sqlparser::ast::TableWithJoins {
                            relation: TableFactor::Table {
                                name: ObjectName::from(vec![
                                    Ident::new("system"),
                                    Ident::new("one"),
                                ]),
                                alias: None,
                                args: None,
                                with_hints: vec![],
                                version: None,
                                with_ordinality: false,
                                partitions: vec![],
                                json_path: None,
                                sample: None,
                                index_hints: vec![],
                            },
                            joins: vec![],
                        });
                    }
                }
                SetExpr::SetOperation { left, right, .. } => {
                    add(left);
                    add(right);
                }
                _ => {}
            }
        }
        add(query.body.as_mut());
        ControlFlow::Continue(())
    }
}

/// The branches of a set operation after the first take their columns' names from the
/// first, as in ClickHouse, so a branch may repeat a column (`SELECT x, x` after
/// `UNION ALL`): each repeat of an earlier item of such a branch's select list gets a
/// name of its own for the plan. Branches combined by name keep theirs.
struct BranchOutputs;

impl VisitorMut for BranchOutputs {
    type Break = ();

    fn pre_visit_query(&mut self, query: &mut Query) -> ControlFlow<()> {
        rename_later_branches(query.body.as_mut(), false);
        ControlFlow::Continue(())
    }
}

fn rename_later_branches(body: &mut SetExpr, later: bool) {
    match body {
        SetExpr::SetOperation {
            left,
            right,
            set_quantifier,
            ..
        } => {
            use sqlparser::ast::SetQuantifier as Q;
            if matches!(set_quantifier, Q::ByName | Q::AllByName | Q::DistinctByName) {
                return;
            }
            rename_later_branches(left, later);
            rename_later_branches(right, true);
        }
        SetExpr::Select(select) if later => {
            let mut seen: Vec<String> = Vec::with_capacity(select.projection.len());
            for (i, item) in select.projection.iter_mut().enumerate() {
                let (expr, name) = match item {
                    SelectItem::UnnamedExpr(e) => (e.clone(), e.to_string()),
                    SelectItem::ExprWithAlias { expr, alias } => {
                        (expr.clone(), alias.value.clone())
                    }
                    _ => continue,
                };
                if seen.contains(&name) {
                    let alias = Ident::with_quote('"', format!("{expr} #{i}"));
                    *item = SelectItem::ExprWithAlias { expr, alias };
                } else {
                    seen.push(name);
                }
            }
        }
        _ => {}
    }
}

/// A query's result may repeat a column, as in ClickHouse (`SELECT x, x`), but a plan
/// needs unique names: gives each repeat of an earlier item of the top-level select
/// list a name of its own, and returns the (repeat, first) positions, so that the
/// result's repeat can take the first's name back, and the list's length. Lists with
/// a wildcard are left as they are (positions would not be known before planning).
pub fn unique_outputs(statement: &mut Statement) -> (Vec<(usize, usize)>, usize) {
    let Statement::Query(query) = statement else {
        return (vec![], 0);
    };
    let SetExpr::Select(select) = query.body.as_mut() else {
        return (vec![], 0);
    };
    let named = |item: &SelectItem| match item {
        SelectItem::UnnamedExpr(e) => Some(e.to_string()),
        // The same alias on another expression is an error in ClickHouse too.
        SelectItem::ExprWithAlias { expr, alias } => Some(format!("{expr} AS {alias}")),
        _ => None,
    };
    let Some(names) = select
        .projection
        .iter()
        .map(named)
        .collect::<Option<Vec<String>>>()
    else {
        return (vec![], 0);
    };
    let mut repeats = vec![];
    for (i, item) in select.projection.iter_mut().enumerate() {
        let Some(first) = names[..i].iter().position(|n| *n == names[i]) else {
            continue;
        };
        let expr = match item {
            SelectItem::UnnamedExpr(e) | SelectItem::ExprWithAlias { expr: e, .. } => e.clone(),
            _ => continue,
        };
        let alias = Ident::with_quote('"', format!("{expr} #{i}"));
        *item = SelectItem::ExprWithAlias { expr, alias };
        repeats.push((i, first));
    }
    (repeats, names.len())
}

pub fn rewrite_expr(expr: &mut Expr) -> Result<()> {
    let mut v = Rewriter::default();
    let _ = expr.visit(&mut v);
    v.error.map_or(Ok(()), Err)
}

/// [`rewrite_expr`] for an expression used as a condition (a DELETE's predicate).
pub fn rewrite_condition(expr: &mut Expr) -> Result<()> {
    as_condition(expr);
    rewrite_expr(expr)
}

/// Whether `expr` is a condition by its form: a comparison, a logical operator, `IN`,
/// `BETWEEN`, `LIKE`, `IS [NOT] NULL`, `EXISTS` or a boolean literal.
fn is_condition(expr: &Expr) -> bool {
    use sqlparser::ast::{BinaryOperator as B, UnaryOperator as U, Value};
    match expr {
        Expr::BinaryOp { op, .. } => matches!(
            op,
            B::Eq | B::NotEq | B::Lt | B::LtEq | B::Gt | B::GtEq | B::And | B::Or | B::Xor
        ),
        Expr::UnaryOp { op: U::Not, .. } => true,
        Expr::Nested(inner) => is_condition(inner),
        // A scalar subquery of one condition (how `x IN (SELECT …)` is planned outside
        // the conditions).
        Expr::Subquery(q) => match q.body.as_ref() {
            SetExpr::Select(select) => matches!(
                select.projection.as_slice(),
                [SelectItem::UnnamedExpr(e) | SelectItem::ExprWithAlias { expr: e, .. }]
                    if is_condition(e)
            ),
            _ => false,
        },
        Expr::Value(v) => matches!(v.value, Value::Boolean(_)),
        Expr::IsNull(_)
        | Expr::IsNotNull(_)
        | Expr::IsTrue(_)
        | Expr::IsFalse(_)
        | Expr::IsNotTrue(_)
        | Expr::IsNotFalse(_)
        | Expr::IsUnknown(_)
        | Expr::IsNotUnknown(_)
        | Expr::IsDistinctFrom(..)
        | Expr::IsNotDistinctFrom(..)
        | Expr::InList { .. }
        | Expr::InSubquery { .. }
        | Expr::InUnnest { .. }
        | Expr::Between { .. }
        | Expr::Like { .. }
        | Expr::ILike { .. }
        | Expr::SimilarTo { .. }
        | Expr::RLike { .. }
        | Expr::Exists { .. } => true,
        _ => false,
    }
}

/// Makes `expr` read as ClickHouse reads a condition: any other expression (a number,
/// a column of integers) is true when it is not zero; one of another type (a string, a
/// date) is `ILLEGAL_TYPE_OF_COLUMN_FOR_FILTER` (59) ([`crate::scalar::Condition`]).
fn as_condition(expr: &mut Expr) {
    if is_condition(expr) {
        return;
    }
    let inner = std::mem::replace(expr, Expr::value(sqlparser::ast::Value::Null));
    *expr = crate::syntax::call(crate::scalar::CONDITION, vec![inner]);
}

/// `LIMIT n BY keys` keeps the first `n` rows of each group of `keys`, in the query's
/// order, as ClickHouse does. It becomes a `QUALIFY` on the rows'
/// number within their group, numbered in the order of the query's `ORDER BY` (its
/// select-list aliases and positions read as their expressions).
fn limit_by(query: &mut Query) -> Result<()> {
    let Some(sqlparser::ast::LimitClause::LimitOffset {
        limit,
        offset,
        limit_by,
    }) = &query.limit_clause
    else {
        return Ok(());
    };
    if limit_by.is_empty() {
        return Ok(());
    }
    let SetExpr::Select(select) = query.body.as_mut() else {
        return Err(
            Error::bad("LIMIT BY applies to a SELECT, not to a set operation")
                .with_code(maskhouse_types::codes::NOT_IMPLEMENTED),
        );
    };
    let count = |e: &Option<Expr>, what: &str| -> Result<Option<u64>> {
        match e {
            None => Ok(None),
            Some(Expr::Value(v)) => match &v.value {
                sqlparser::ast::Value::Number(n, _) => n.parse::<u64>().map(Some).map_err(|_| {
                    Error::bad(format!(
                        "LIMIT BY {what} must be a non-negative integer, got {n}"
                    ))
                }),
                other => Err(Error::bad(format!(
                    "LIMIT BY {what} must be a non-negative integer, got {other}"
                ))),
            },
            Some(other) => Err(Error::bad(format!(
                "LIMIT BY {what} must be a non-negative integer, got {other}"
            ))),
        }
    };
    if let Some(Expr::Function(f)) = limit {
        if function_name(f).as_deref() == Some(crate::ties::WITH_TIES) {
            return Err(Error::bad(
                "Can not use WITH TIES alongside LIMIT BY (LIMIT_BY_WITH_TIES_IS_NOT_SUPPORTED)",
            )
            .with_code(maskhouse_types::codes::LIMIT_BY_WITH_TIES_IS_NOT_SUPPORTED));
        }
    }
    let Some(n) = count(limit, "count")? else {
        return Err(Error::bad("LIMIT BY needs a count"));
    };
    // `LIMIT m, n BY` and `LIMIT n OFFSET m BY` do not parse; an offset here was written
    // after the keys, which ClickHouse refuses.
    if offset.is_some() {
        return Err(Error::bad(
            "an OFFSET after LIMIT n BY keys is not supported; wrap the query in a subquery with its own LIMIT … OFFSET",
        )
        .with_code(maskhouse_types::codes::NOT_IMPLEMENTED));
    }
    // The rows are numbered before DISTINCT would drop repeats.
    if select.distinct.is_some() {
        return Err(
            Error::bad("LIMIT BY together with DISTINCT is not supported")
                .with_code(maskhouse_types::codes::NOT_IMPLEMENTED),
        );
    }
    // The select list's expressions by alias and by position.
    let item_expr = |e: &Expr| -> Result<Expr> {
        if let Expr::Identifier(id) = e {
            for item in &select.projection {
                if let SelectItem::ExprWithAlias { expr, alias } = item {
                    if alias.value == id.value {
                        return Ok(expr.clone());
                    }
                }
            }
        }
        if let Expr::Value(v) = e {
            if let sqlparser::ast::Value::Number(p, _) = &v.value {
                return match p
                    .parse::<usize>()
                    .ok()
                    .and_then(|p| p.checked_sub(1))
                    .and_then(|i| select.projection.get(i))
                {
                    Some(
                        SelectItem::UnnamedExpr(x) | SelectItem::ExprWithAlias { expr: x, .. },
                    ) => Ok(x.clone()),
                    _ => Err(Error::bad(format!(
                        "position {p} in LIMIT BY or ORDER BY names no expression of the select list"
                    ))
                    .with_code(maskhouse_types::codes::NOT_IMPLEMENTED)),
                };
            }
        }
        Ok(e.clone())
    };
    let keys = limit_by.iter().map(item_expr).collect::<Result<Vec<_>>>()?;
    let order: Vec<sqlparser::ast::OrderByExpr> = match query.order_by.as_ref().map(|o| &o.kind) {
        Some(sqlparser::ast::OrderByKind::Expressions(exprs)) => exprs
            .iter()
            .map(|o| {
                let mut o = o.clone();
                o.expr = item_expr(&o.expr)?;
                Ok(o)
            })
            .collect::<Result<_>>()?,
        Some(sqlparser::ast::OrderByKind::All(_)) => {
            return Err(Error::bad("LIMIT BY with ORDER BY ALL is not supported")
                .with_code(maskhouse_types::codes::NOT_IMPLEMENTED))
        }
        None => vec![],
    };
    // row_number() OVER (PARTITION BY keys ORDER BY order), built as a parsed call.
    let row_number = || {
        let mut call = crate::syntax::call("row_number", vec![]);
        if let Expr::Function(f) = &mut call {
            f.over = Some(sqlparser::ast::WindowType::WindowSpec(
                sqlparser::ast::WindowSpec {
                    window_name: None,
                    partition_by: keys.clone(),
                    order_by: order.clone(),
                    window_frame: None,
                },
            ));
        }
        call
    };
    let keep = Expr::BinaryOp {
        left: Box::new(row_number()),
        op: sqlparser::ast::BinaryOperator::LtEq,
        right: Box::new(Expr::value(sqlparser::ast::Value::Number(
            n.to_string(),
            false,
        ))),
    };
    select.qualify = Some(match select.qualify.take() {
        Some(own) => Expr::BinaryOp {
            left: Box::new(Expr::Nested(Box::new(own))),
            op: sqlparser::ast::BinaryOperator::And,
            right: Box::new(Expr::Nested(Box::new(keep))),
        },
        None => keep,
    });
    query.limit_clause = None;
    Ok(())
}

/// `GROUP BY … WITH ROLLUP` and `WITH CUBE` add rows of their own, which maskhouse does
/// not write: refused, rather than answered without them. `WITH TOTALS` of a query's
/// own SELECT is taken off before (`crate::totals`); elsewhere (a subquery, a branch of
/// a set operation) its row is not part of what the query reads, as in ClickHouse, and
/// it goes.
fn group_by_modifiers(body: &mut SetExpr) -> Result<()> {
    use sqlparser::ast::{GroupByExpr, GroupByWithModifier};
    let select = match body {
        SetExpr::Select(select) => select,
        SetExpr::SetOperation { left, right, .. } => {
            group_by_modifiers(left)?;
            return group_by_modifiers(right);
        }
        _ => return Ok(()),
    };
    let modifiers = match &mut select.group_by {
        GroupByExpr::All(m) | GroupByExpr::Expressions(_, m) => m,
    };
    modifiers.retain(|m| !matches!(m, GroupByWithModifier::Totals));
    match modifiers.first() {
        None => Ok(()),
        Some(m) => {
            let what = match m {
                GroupByWithModifier::Totals => "WITH TOTALS",
                GroupByWithModifier::Rollup => "WITH ROLLUP",
                GroupByWithModifier::Cube => "WITH CUBE",
                GroupByWithModifier::GroupingSets(_) => "GROUPING SETS",
            };
            Err(Error::bad(format!("GROUP BY … {what} is not supported"))
                .with_code(maskhouse_types::codes::NOT_IMPLEMENTED))
        }
    }
}

/// [`array_join`] in every SELECT of a set operation (`… UNION ALL …`).
fn array_joins(body: &mut SetExpr) -> Result<()> {
    match body {
        SetExpr::Select(select) => {
            array_join(select)?;
            comma_joins(select);
            Ok(())
        }
        SetExpr::SetOperation { left, right, .. } => {
            array_joins(left)?;
            array_joins(right)
        }
        _ => Ok(()),
    }
}

/// `FROM a, b JOIN c ON a.x = c.x`: in ClickHouse a comma is a cross join that binds
/// as the joins around it do, left to right, so `c`'s condition may read `a`. Where a
/// FROM mixes commas with joins, the list becomes one chain, each comma a `CROSS JOIN`.
fn comma_joins(select: &mut sqlparser::ast::Select) {
    use sqlparser::ast::{Join, JoinConstraint, JoinOperator};
    if select.from.len() < 2 || select.from.iter().all(|t| t.joins.is_empty()) {
        return;
    }
    let mut items = std::mem::take(&mut select.from).into_iter();
    let Some(mut chain) = items.next() else {
        return;
    };
    for item in items {
        chain.joins.push(Join {
            relation: item.relation,
            global: false,
            join_operator: JoinOperator::CrossJoin(JoinConstraint::None),
        });
        chain.joins.extend(item.joins);
    }
    select.from.push(chain);
}

/// `FROM t ARRAY JOIN e1 [AS a1], e2 [AS a2] …`, ClickHouse's unfolding of arrays: as
/// `FROM (SELECT * REPLACE (…), unnest(e1) AS a1, … FROM t) AS t`, one row per element
/// (the arrays side by side), rows with empty arrays left out. An array column joined
/// without an alias names its elements (`ARRAY JOIN arr`: `arr` is the element); with
/// one, the column stays the whole array. `LEFT ARRAY JOIN` unfolds
/// `emptyArrayToSingle(e)`, keeping a row of empty arrays with a default element. An
/// ARRAY JOIN after another join is `NOT_IMPLEMENTED` (48).
fn array_join(select: &mut sqlparser::ast::Select) -> Result<()> {
    use sqlparser::ast::{JoinOperator as J, TableFactor};
    let Some(first) = select.from.first() else {
        return Ok(());
    };
    let is_array_join = |op: &J| matches!(op, J::ArrayJoin | J::LeftArrayJoin | J::InnerArrayJoin);
    let Some(at) = first
        .joins
        .iter()
        .position(|j| is_array_join(&j.join_operator))
    else {
        return Ok(());
    };
    let unsupported = |what: &str| {
        Error::bad(format!("{what} is not supported yet (NOT_IMPLEMENTED)"))
            .with_code(maskhouse_types::codes::NOT_IMPLEMENTED)
    };
    if at != 0 {
        return Err(unsupported("ARRAY JOIN after another join"));
    }
    // `LEFT ARRAY JOIN` keeps a row whose arrays are empty, with default elements.
    let left = matches!(first.joins[0].join_operator, J::LeftArrayJoin);
    if first.joins[1..]
        .iter()
        .any(|j| is_array_join(&j.join_operator))
    {
        return Err(unsupported("a second ARRAY JOIN"));
    }
    // What the parser read as a table after ARRAY JOIN, and as further tables after
    // commas, are the arrays: `arr AS a`, `arrayEnumerate(arr) AS n`.
    let array = |factor: &TableFactor| -> Result<(String, String, Option<String>)> {
        let TableFactor::Table {
            name, alias, args, ..
        } = factor
        else {
            return Err(unsupported("this ARRAY JOIN expression"));
        };
        let text = match args {
            // An array literal (`ARRAY JOIN [1, 2]`), which the parser reads as a call.
            Some(args) if name.to_string().eq_ignore_ascii_case("array") => {
                let args: Vec<String> = args.args.iter().map(sql_text).collect();
                format!("[{}]", args.join(", "))
            }
            Some(args) => {
                let args: Vec<String> = args.args.iter().map(sql_text).collect();
                format!("{name}({})", args.join(", "))
            }
            None => name.to_string(),
        };
        let alias = alias.as_ref().map(|a| a.name.value.clone());
        let column = match name.0.last() {
            Some(ObjectNamePart::Identifier(id)) => id.value.clone(),
            Some(other) => other.to_string(),
            None => String::new(),
        };
        let element = alias.clone().unwrap_or_else(|| {
            if args.is_none() {
                column.clone()
            } else {
                crate::column_name::of(
                    &parse_expr(&text).unwrap_or(Expr::value(sqlparser::ast::Value::Null)),
                )
            }
        });
        // Without an alias, a joined column's name is its element's.
        let shadows = (alias.is_none() && args.is_none()).then_some(column);
        Ok((text, element, shadows))
    };
    let mut arrays = vec![array(&first.joins[0].relation)?];
    for item in &select.from[1..] {
        if !item.joins.is_empty() {
            return Err(unsupported("a join after ARRAY JOIN's arrays"));
        }
        arrays.push(array(&item.relation)?);
    }
    select.from.truncate(1);
    let first = &mut select.from[0];
    first.joins.remove(0);
    let (qualifier, base) = match &first.relation {
        // `t FINAL` reads as a table aliased FINAL: it is the modifier.
        TableFactor::Table { name, alias, .. }
            if alias.as_ref().is_some_and(|a| {
                a.name.quote_style.is_none() && a.name.value.eq_ignore_ascii_case("FINAL")
            }) =>
        {
            let table = match name.0.last() {
                Some(ObjectNamePart::Identifier(id)) => id.to_string(),
                _ => return Err(unsupported("ARRAY JOIN of this table expression")),
            };
            (Some(table), format!("{name} FINAL"))
        }
        TableFactor::Table { name, alias, .. } => (
            Some(alias.as_ref().map(|a| a.name.to_string()).unwrap_or_else(
                || match name.0.last() {
                    Some(ObjectNamePart::Identifier(id)) => id.to_string(),
                    _ => String::new(),
                },
            )),
            sql_text(&first.relation),
        ),
        TableFactor::Derived { alias, .. } => (
            alias.as_ref().map(|a| a.name.to_string()),
            sql_text(&first.relation),
        ),
        _ => return Err(unsupported("ARRAY JOIN of this table expression")),
    };
    let unnest = |text: &str, element: &str| {
        let text = match left {
            true => format!("emptyArrayToSingle({text})"),
            false => text.to_string(),
        };
        format!(
            "unnest({text}) AS {}",
            sqlparser::ast::Ident::with_quote('"', element)
        )
    };
    // A joined column keeps its place among the table's (`* REPLACE`); an alias is a
    // column after them.
    let replaced: Vec<String> = arrays
        .iter()
        .filter(|(_, _, shadows)| shadows.is_some())
        .map(|(text, element, _)| unnest(text, element))
        .collect();
    let mut items = vec![match replaced.as_slice() {
        [] => "*".to_string(),
        r => format!("* REPLACE ({})", r.join(", ")),
    }];
    items.extend(
        arrays
            .iter()
            .filter(|(_, _, shadows)| shadows.is_none())
            .map(|(text, element, _)| unnest(text, element)),
    );
    let alias = qualifier.map(|q| format!(" AS {q}")).unwrap_or_default();
    let sql = format!(
        "SELECT 1 FROM (SELECT {} FROM {base}){alias}",
        items.join(", ")
    );
    let mut parser = crate::syntax::parser(&sql)?;
    let query = parser.parse_query()?;
    let SetExpr::Select(mut outer) = *query.body else {
        return Err(Error::internal(
            "ARRAY JOIN: the rewritten FROM is not a SELECT",
        ));
    };
    first.relation = outer.from.remove(0).relation;
    Ok(())
}

/// `PREWHERE p [WHERE w]` becomes `WHERE (p) AND (w)`, in every SELECT of a set
/// operation: ClickHouse reads the PREWHERE columns first, and the rows are those both
/// conditions keep. (DataFusion does not read a PREWHERE at all.)
fn merge_prewhere(body: &mut SetExpr) {
    match body {
        SetExpr::Select(select) => {
            if let Some(pre) = select.prewhere.take() {
                select.selection = Some(match select.selection.take() {
                    Some(condition) => Expr::BinaryOp {
                        left: Box::new(Expr::Nested(Box::new(pre))),
                        op: sqlparser::ast::BinaryOperator::And,
                        right: Box::new(Expr::Nested(Box::new(condition))),
                    },
                    None => pre,
                });
            }
        }
        SetExpr::SetOperation { left, right, .. } => {
            merge_prewhere(left);
            merge_prewhere(right);
        }
        _ => {}
    }
}

/// The operands of `expr` that are conditions, made so ([`as_condition`]).
fn conditions_of(expr: &mut Expr) {
    use sqlparser::ast::{BinaryOperator as B, UnaryOperator as U};
    match expr {
        Expr::BinaryOp {
            left,
            op: B::And | B::Or | B::Xor,
            right,
        } => {
            as_condition(left);
            as_condition(right);
        }
        Expr::UnaryOp { op: U::Not, expr } => as_condition(expr),
        Expr::Case {
            operand: None,
            conditions,
            ..
        } => {
            for when in conditions {
                as_condition(&mut when.condition);
            }
        }
        _ => {}
    }
}

#[derive(Default)]
struct Rewriter {
    error: Option<Error>,
    /// Tables read with `FINAL`, as named.
    finals: Vec<String>,
    /// Select items `untuple(t)` named so far: each gets a name of its own.
    untuples: usize,
}

impl VisitorMut for Rewriter {
    type Break = ();

    fn post_visit_expr(&mut self, expr: &mut Expr) -> ControlFlow<()> {
        // `expr AS name` where no select list's pass took it (a DELETE's predicate, a
        // JOIN's condition): the expression.
        if let Some((inner, _)) = crate::syntax::inline_alias(expr) {
            *expr = Expr::Nested(Box::new(inner.clone()));
            return ControlFlow::Continue(());
        }
        if let Some(literal) = float_literal(expr) {
            *expr = literal;
            return ControlFlow::Continue(());
        }
        // `-x` of anything but a number or an interval literal is ClickHouse's
        // `negate(x)` (an unsigned `x` gives a signed result, which DataFusion's minus
        // refuses).
        if let Expr::UnaryOp {
            op: sqlparser::ast::UnaryOperator::Minus,
            expr: operand,
        } = expr
        {
            if !matches!(
                operand.as_ref(),
                Expr::Value(sqlparser::ast::ValueWithSpan {
                    value: sqlparser::ast::Value::Number(..),
                    ..
                }) | Expr::Interval(_)
            ) {
                match parse_expr(&format!("negate({operand})")) {
                    Ok(call) => *expr = call,
                    Err(e) => {
                        self.error = Some(e);
                        return ControlFlow::Break(());
                    }
                }
                return ControlFlow::Continue(());
            }
        }
        if let Err(e) = cast_target(expr) {
            self.error = Some(e);
            return ControlFlow::Break(());
        }
        if substring_call(expr) {
            return ControlFlow::Continue(());
        }
        // `a[i]` with an index of any integer type (`number + 1` is UInt64): DataFusion
        // takes an Int64 index.
        if let Expr::CompoundFieldAccess { access_chain, .. } = expr {
            for access in access_chain {
                if let sqlparser::ast::AccessExpr::Subscript(sqlparser::ast::Subscript::Index {
                    index,
                }) = access
                {
                    if !matches!(index, Expr::Value(_)) {
                        *index = Expr::Cast {
                            kind: sqlparser::ast::CastKind::Cast,
                            expr: Box::new(index.clone()),
                            data_type: sqlparser::ast::DataType::BigInt(None),
                            array: false,
                            format: None,
                        };
                    }
                }
            }
        }
        // `(a + 1, f(b))`: a tuple of any expressions, where DataFusion plans a tuple of
        // identifiers and literals only.
        if let Expr::Tuple(items) = expr {
            let plain = |e: &Expr| matches!(e, Expr::Identifier(_) | Expr::Value(_));
            if !items.iter().all(plain) {
                *expr = crate::syntax::call("struct", std::mem::take(items));
                return ControlFlow::Continue(());
            }
        }
        // `map()`: the empty map, which DataFusion's `map` makes of two empty arrays.
        if let Expr::Function(f) = expr {
            let empty = match &f.args {
                FunctionArguments::List(list) => list.args.is_empty(),
                FunctionArguments::None => false,
                FunctionArguments::Subquery(_) => false,
            };
            if empty && f.name.to_string() == "map" {
                let none = || crate::syntax::call("make_array", vec![]);
                *expr = crate::syntax::call("map", vec![none(), none()]);
                return ControlFlow::Continue(());
            }
        }
        // `position(needle IN haystack)`: ClickHouse's `position`, which counts bytes
        // (DataFusion's `strpos` counts characters).
        if let Expr::Position { expr: needle, r#in } = expr {
            *expr = crate::syntax::call("position", vec![(**r#in).clone(), (**needle).clone()]);
        }
        // `INTERVAL n DAY` with `n` an expression: DataFusion reads only a constant there,
        // and knows no QUARTER.
        if let Expr::Interval(i) = expr {
            let constant = matches!(i.value.as_ref(), Expr::Value(_))
                || matches!(i.value.as_ref(), Expr::UnaryOp { expr, .. } if matches!(expr.as_ref(), Expr::Value(_)));
            let quarter = i.leading_field == Some(sqlparser::ast::DateTimeField::Quarter);
            if let (false, Some(unit), None) = (
                constant && !quarter,
                i.leading_field
                    .as_ref()
                    .and_then(crate::column_name::interval_unit),
                &i.last_field,
            ) {
                match parse_expr(&format!(
                    "ch_interval(CAST(({}) AS BIGINT), '{unit}')",
                    i.value
                )) {
                    Ok(call) => *expr = call,
                    Err(e) => {
                        self.error = Some(e);
                        return ControlFlow::Break(());
                    }
                }
                return ControlFlow::Continue(());
            }
        }
        match rewrite_function(expr) {
            Ok(Some(new)) => *expr = new,
            Ok(None) => {}
            Err(e) => {
                self.error = Some(e);
                return ControlFlow::Break(());
            }
        }
        conditions_of(expr);
        ControlFlow::Continue(())
    }

    /// Names unaliased select expressions as ClickHouse does (`count()`, `plus(a, b)`,
    /// [`crate::column_name`]), before their functions are rewritten.
    fn pre_visit_query(&mut self, query: &mut Query) -> ControlFlow<()> {
        if let Err(e) = crate::fill::mark(query) {
            self.error = Some(e);
            return ControlFlow::Break(());
        }
        // ClickHouse sorts NULLs last in both directions unless told otherwise.
        if let Some(order_by) = query.order_by.as_mut() {
            match &mut order_by.kind {
                sqlparser::ast::OrderByKind::Expressions(exprs) => {
                    for e in exprs {
                        e.options.nulls_first.get_or_insert(false);
                    }
                }
                sqlparser::ast::OrderByKind::All(options) => {
                    options.nulls_first.get_or_insert(false);
                }
            }
        }
        merge_prewhere(query.body.as_mut());
        if let Err(e) = limit_by(query).and_then(|()| group_by_modifiers(&mut query.body)) {
            self.error = Some(e);
            return ControlFlow::Break(());
        }
        if let Err(e) = array_joins(query.body.as_mut())
            .and_then(|()| crate::joins::using_wildcards(query.body.as_mut()))
        {
            self.error = Some(e);
            return ControlFlow::Break(());
        }
        if let SetExpr::Select(select) = query.body.as_mut() {
            // `WHERE 1`, `HAVING count()`: numbers as conditions.
            for condition in conditions(select) {
                as_condition(condition);
            }
            if let Err(e) = inline_aliases(select) {
                self.error = Some(e);
                return ControlFlow::Break(());
            }
            // The aliases the query writes, before its unnamed items get names.
            let written: Vec<(usize, String)> = select
                .projection
                .iter()
                .enumerate()
                .filter_map(|(i, item)| match item {
                    SelectItem::ExprWithAlias { alias, .. } => Some((i, alias.value.clone())),
                    _ => None,
                })
                .collect();
            // Two spellings of one expression (`CAST(a AS String)`, `a::String`) have
            // one name: the later is written as the first, a repeat of it.
            let mut named: Vec<(String, Expr)> = Vec::new();
            for item in &mut select.projection {
                if let SelectItem::UnnamedExpr(expr) = item {
                    if !matches!(expr, Expr::Identifier(_) | Expr::CompoundIdentifier(_)) {
                        // `untuple(t)` is several columns, each named after `t`.
                        let name = match untuple_argument(expr) {
                            Some(t) => {
                                self.untuples += 1;
                                format!(
                                    "{}{} {}",
                                    crate::star_arguments::UNTUPLE_ITEM,
                                    self.untuples,
                                    crate::column_name::of(t)
                                )
                            }
                            None => crate::column_name::of(expr),
                        };
                        let expr = match named.iter().find(|(n, _)| *n == name) {
                            Some((_, first)) => first.clone(),
                            None => {
                                named.push((name.clone(), expr.clone()));
                                expr.clone()
                            }
                        };
                        let alias = Ident::with_quote('"', name);
                        *item = SelectItem::ExprWithAlias { expr, alias };
                    }
                }
            }
            if let Err(e) = select_aliases(select, &written) {
                self.error = Some(e);
                return ControlFlow::Break(());
            }
            // `x IN (SELECT …)` outside the conditions (which DataFusion plans as
            // joins): in the select list.
            for item in &mut select.projection {
                if let SelectItem::UnnamedExpr(e) | SelectItem::ExprWithAlias { expr: e, .. } = item
                {
                    in_subqueries_as_values(e);
                }
            }
        }
        ControlFlow::Continue(())
    }

    fn pre_visit_table_factor(&mut self, factor: &mut TableFactor) -> ControlFlow<()> {
        if let Some(name) = take_final(factor) {
            // A name that is not a table of ours fails when the query is planned.
            if let Ok(table) = crate::statement::table_name(&name) {
                self.finals.push(table);
            }
        }
        match rewrite_numbers(factor) {
            Ok(()) => ControlFlow::Continue(()),
            Err(e) => {
                self.error = Some(e);
                ControlFlow::Break(())
            }
        }
    }
}

/// `x [NOT] IN (SELECT c …)` in a select list, where DataFusion takes it only as a
/// condition: a scalar subquery that counts the matches, `(SELECT count() > 0 FROM
/// (SELECT c …) AS __in(__in_1) WHERE __in_1 = x)`, which DataFusion plans as a join;
/// `(x, y) IN (SELECT c, d …)` compares each element. Not inside this expression's own
/// subqueries (their pass takes them), nor for a subquery whose width the text does
/// not give (a wildcard, a set operation) or that is not the tuple's.
fn in_subqueries_as_values(expr: &mut Expr) {
    let _ = crate::syntax::visit_scoped(expr, |e, scope| {
        if scope.depth > 0 {
            return ControlFlow::Continue(());
        }
        let Expr::InSubquery {
            expr: needle,
            subquery,
            negated,
        } = e
        else {
            return ControlFlow::Continue(());
        };
        let width = match subquery.body.as_ref() {
            SetExpr::Select(select)
                if select.projection.iter().all(|item| {
                    matches!(
                        item,
                        SelectItem::UnnamedExpr(_) | SelectItem::ExprWithAlias { .. }
                    )
                }) =>
            {
                select.projection.len()
            }
            _ => return ControlFlow::Continue(()),
        };
        let needles: Vec<Expr> = match needle.as_ref() {
            Expr::Tuple(items) if width > 1 => items.clone(),
            one if width == 1 => vec![one.clone()],
            _ => return ControlFlow::Continue(()),
        };
        if needles.len() != width {
            return ControlFlow::Continue(());
        }
        let names: Vec<String> = (1..=width).map(|i| format!("__in_{i}")).collect();
        let Ok(Expr::Subquery(mut counted)) = parse_expr(&format!(
            "(SELECT count() {} 0 FROM (SELECT 1) AS __in({}))",
            if *negated { "=" } else { ">" },
            names.join(", "),
        )) else {
            return ControlFlow::Continue(());
        };
        // `__in_1 = x AND __in_2 = y …`
        let matched = names
            .into_iter()
            .zip(needles)
            .map(|(name, needle)| Expr::BinaryOp {
                left: Box::new(Expr::Identifier(Ident::new(name))),
                op: sqlparser::ast::BinaryOperator::Eq,
                right: Box::new(Expr::Nested(Box::new(needle))),
            })
            .reduce(|a, b| Expr::BinaryOp {
                left: Box::new(a),
                op: sqlparser::ast::BinaryOperator::And,
                right: Box::new(b),
            });
        if let SetExpr::Select(select) = counted.body.as_mut() {
            if let Some(TableFactor::Derived { subquery: from, .. }) =
                select.from.first_mut().map(|f| &mut f.relation)
            {
                *from = subquery.clone();
            }
            select.selection = matched;
        }
        *e = Expr::Subquery(counted);
        ControlFlow::Continue(())
    });
}

/// The conditions of `select`: WHERE, PREWHERE and HAVING, those it has.
fn conditions(select: &mut sqlparser::ast::Select) -> impl Iterator<Item = &mut Expr> {
    [
        &mut select.selection,
        &mut select.prewhere,
        &mut select.having,
    ]
    .into_iter()
    .flatten()
}

/// `expr AS name` inside the expressions of `select` (its list, WHERE, PREWHERE and
/// HAVING; not its subqueries, whose own pass takes theirs): each name stands for its
/// expression across them, before and after it, as in ClickHouse (`has([0 AS x], x)`,
/// `intDiv(n, 30 AS d) AS k, n % d`). Within its own expression a name is the column's
/// (`(n + 1 AS n) * 2` reads the column `n`); other names are resolved there too
/// (`(2 AS a), (a + 1 AS b), b`). An item that is such an expression alone takes the
/// name as its alias (`SELECT (1 AS x)`).
fn inline_aliases(select: &mut sqlparser::ast::Select) -> Result<()> {
    /// Takes each `expr AS name` out, leaving an identifier no query can spell.
    struct Take {
        found: Vec<(String, Expr)>,
        depth: usize,
    }
    fn placeholder(i: usize) -> String {
        format!("\u{0}inline alias {i}")
    }
    impl VisitorMut for Take {
        type Break = ();
        fn pre_visit_query(&mut self, _: &mut Query) -> ControlFlow<()> {
            self.depth += 1;
            ControlFlow::Continue(())
        }
        fn post_visit_query(&mut self, _: &mut Query) -> ControlFlow<()> {
            self.depth -= 1;
            ControlFlow::Continue(())
        }
        fn post_visit_expr(&mut self, expr: &mut Expr) -> ControlFlow<()> {
            if self.depth > 0 {
                return ControlFlow::Continue(());
            }
            if let Some((inner, name)) = crate::syntax::inline_alias(expr) {
                let (inner, name) = (inner.clone(), name.value.clone());
                *expr = Expr::Identifier(Ident::new(placeholder(self.found.len())));
                self.found.push((name, inner));
            }
            ControlFlow::Continue(())
        }
    }
    let mut take = Take {
        found: vec![],
        depth: 0,
    };
    let _ = select.projection.visit(&mut take);
    for condition in conditions(select) {
        let _ = condition.visit(&mut take);
    }
    let found = take.found;
    if found.is_empty() {
        return Ok(());
    }
    // An item that was `expr AS name` alone is named by it.
    for item in &mut select.projection {
        if let SelectItem::UnnamedExpr(expr) = item {
            let mut bare = &*expr;
            while let Expr::Nested(inner) = bare {
                bare = inner;
            }
            if let Expr::Identifier(id) = bare {
                if let Some(i) = (0..found.len()).find(|&i| id.value == placeholder(i)) {
                    *item = SelectItem::ExprWithAlias {
                        expr: bare.clone(),
                        alias: Ident::new(found[i].0.clone()),
                    };
                }
            }
        }
    }
    // Each expression with the others' names and places resolved in it, its own name
    // left to the column; a round per level of nesting.
    let mut resolved: Vec<Expr> = found.iter().map(|(_, e)| e.clone()).collect();
    for _ in 0..=found.len() {
        let before: Vec<String> = resolved.iter().map(ToString::to_string).collect();
        for i in 0..resolved.len() {
            let others: Vec<(String, Expr)> = (0..found.len())
                .filter(|&j| j != i)
                .flat_map(|j| {
                    let named = (found[j].0 != found[i].0)
                        .then(|| (found[j].0.clone(), resolved[j].clone()));
                    named
                        .into_iter()
                        .chain([(placeholder(j), resolved[j].clone())])
                })
                .collect();
            crate::syntax::substitute(&mut resolved[i], &others, false).map_err(Error::bad)?;
        }
        if resolved.iter().map(ToString::to_string).eq(before) {
            break;
        }
    }
    let every: Vec<(String, Expr)> = (0..found.len())
        .flat_map(|i| {
            [
                (found[i].0.clone(), resolved[i].clone()),
                (placeholder(i), resolved[i].clone()),
            ]
        })
        .collect();
    for item in &mut select.projection {
        if let SelectItem::UnnamedExpr(e) | SelectItem::ExprWithAlias { expr: e, .. } = item {
            crate::syntax::substitute(e, &every, false).map_err(Error::bad)?;
        }
    }
    for condition in conditions(select) {
        crate::syntax::substitute(condition, &every, false).map_err(Error::bad)?;
    }
    Ok(())
}

/// ClickHouse's aliases are visible across their query: an alias of the select list
/// (`written`: the items' positions and names) stands for its expression in the items
/// after it and in WHERE, HAVING and the joins' ON (ORDER BY and GROUP BY resolve them already). An
/// item's own alias is not replaced in its own expression (`x + 1 AS x` reads the
/// column `x`), nor inside a lambda whose parameter has the name, nor in subqueries.
fn select_aliases(select: &mut sqlparser::ast::Select, written: &[(usize, String)]) -> Result<()> {
    if written.is_empty() {
        return Ok(());
    }
    let mut known: Vec<(String, Expr)> = vec![];
    for (i, item) in select.projection.iter_mut().enumerate() {
        // A bare alias keeps its name as the column's (`SELECT 1 AS x, x`).
        if let SelectItem::UnnamedExpr(Expr::Identifier(id)) = item {
            if let Some((_, value)) = known.iter().rev().find(|(n, _)| *n == id.value) {
                *item = SelectItem::ExprWithAlias {
                    expr: value.clone(),
                    alias: id.clone(),
                };
                continue;
            }
        }
        let expr = match item {
            SelectItem::UnnamedExpr(e) | SelectItem::ExprWithAlias { expr: e, .. } => e,
            _ => continue,
        };
        crate::syntax::substitute(expr, &known, false).map_err(Error::bad)?;
        if let Some((_, name)) = written.iter().find(|(at, _)| *at == i) {
            known.retain(|(n, _)| n != name);
            known.push((name.clone(), expr.clone()));
        }
    }
    for condition in [&mut select.selection, &mut select.having]
        .into_iter()
        .flatten()
    {
        crate::syntax::substitute(condition, &known, false).map_err(Error::bad)?;
    }
    // And in the joins' ON conditions (`t1.a AS t1_a … JOIN t3 ON t1_a = t3_a`).
    for join in select.from.iter_mut().flat_map(|f| f.joins.iter_mut()) {
        if let Some(sqlparser::ast::JoinConstraint::On(condition)) =
            crate::ambiguous::constraint_mut(&mut join.join_operator)
        {
            crate::syntax::substitute(condition, &known, false).map_err(Error::bad)?;
        }
    }
    Ok(())
}

/// `expr` as SQL text that reads back as `expr`: a string literal's backslashes and
/// quotes are escaped with a backslash, since this dialect's strings read `\\` as one
/// backslash and sqlparser prints a backslash, and a quote after a backslash or next to
/// another, as they are (`Enum('' = 0)` in a string would read back as `Enum(' = 0)`).
pub(crate) fn sql_text<T: VisitMut + Clone + std::fmt::Display>(node: &T) -> String {
    let mut expr = node.clone();
    let _ = sqlparser::ast::visit_expressions_mut(&mut expr, |e| {
        if let Expr::Value(v) = e {
            if let sqlparser::ast::Value::SingleQuotedString(s) = &mut v.value {
                if s.contains(['\\', '\'']) {
                    *s = s.replace('\\', "\\\\").replace('\'', "\\'");
                }
            }
        }
        std::ops::ControlFlow::<()>::Continue(())
    });
    expr.to_string()
}

fn plain_args(args: &FunctionArguments) -> Option<Vec<String>> {
    match args {
        FunctionArguments::None => Some(vec![]),
        FunctionArguments::List(list)
            if list.duplicate_treatment.is_none() && list.clauses.is_empty() =>
        {
            list.args
                .iter()
                .map(|a| match a {
                    FunctionArg::Unnamed(FunctionArgExpr::Expr(e)) => {
                        Some(format!("({})", sql_text(e)))
                    }
                    FunctionArg::Unnamed(FunctionArgExpr::Wildcard) => Some("*".to_string()),
                    FunctionArg::Unnamed(FunctionArgExpr::QualifiedWildcard(name)) => {
                        Some(format!("{name}.*"))
                    }
                    _ => None,
                })
                .collect()
        }
        _ => None,
    }
}

/// Whether the call `f` has one argument that stands for several values: `*`, `t.*`
/// or `untuple(t)`.
fn spread_argument(f: &sqlparser::ast::Function) -> bool {
    let FunctionArguments::List(list) = &f.args else {
        return false;
    };
    match list.args.as_slice() {
        [FunctionArg::Unnamed(FunctionArgExpr::Wildcard | FunctionArgExpr::QualifiedWildcard(_))] => {
            true
        }
        [FunctionArg::Unnamed(FunctionArgExpr::Expr(e))] => untuple_argument(e).is_some(),
        _ => false,
    }
}

/// The levels of a quantile function's call: 0.5 unless given, one for a singular
/// form (a `median…` is its `quantile…`, level and all, as in ClickHouse), at least
/// one for a plural form.
fn quantile_levels(name: &str, plural: bool, given: Vec<String>) -> Result<Vec<String>> {
    match (plural, given.len()) {
        (false, 0) => Ok(vec!["0.5".to_string()]),
        (false, 1) => Ok(given),
        (true, n) if n > 0 => Ok(given),
        _ => Err(Error::bad(format!(
            "function {name} takes {}",
            match plural {
                false => "one level; its plural form takes several",
                true => "at least one level",
            }
        ))
        .with_code(maskhouse_types::codes::NUMBER_OF_ARGUMENTS_DOESNT_MATCH)),
    }
}

/// `quantile(level)(x)` (level 0.5 when not given) and `median(x)`: ClickHouse's
/// quantile of a bounded sample ([`crate::quantile`]), a Float64.
/// `quantiles(l1, l2, …)(x)`: the array of them.
fn quantile(f: &sqlparser::ast::Function, name: &str, args: &[String]) -> Result<Option<Expr>> {
    let levels = |f: &sqlparser::ast::Function| -> Result<Vec<String>> {
        match &f.parameters {
            FunctionArguments::None => Ok(vec![]),
            params => plain_args(params).ok_or_else(|| {
                Error::bad(format!("function {name} takes levels as its parameters"))
            }),
        }
    };
    let one = |level: &str| -> Result<String> {
        match args {
            [x] => Ok(format!("ch_quantile(CAST({x} AS DOUBLE), CAST({level} AS DOUBLE))")),
            _ => Err(Error::bad(format!(
                "Number of arguments for function {name} doesn't match: passed {}, should be 1 (NUMBER_OF_ARGUMENTS_DOESNT_MATCH)",
                args.len()
            ))
            .with_code(maskhouse_types::codes::NUMBER_OF_ARGUMENTS_DOESNT_MATCH)),
        }
    };
    if let Some((mode, plural, _)) = crate::quantile_exact::parse_name(name) {
        let levels = quantile_levels(name, plural, levels(f)?)?;
        let weighted = mode == crate::quantile_exact::Mode::Weighted;
        let (x, weight) = match (args, weighted) {
            ([x], false) => (x, None),
            ([x, w], true) => (x, Some(w)),
            _ => {
                return Err(Error::bad(format!(
                    "Number of arguments for function {name} doesn't match: passed {}, should be {} (NUMBER_OF_ARGUMENTS_DOESNT_MATCH)",
                    args.len(),
                    if weighted { 2 } else { 1 }
                ))
                .with_code(maskhouse_types::codes::NUMBER_OF_ARGUMENTS_DOESNT_MATCH))
            }
        };
        let mut call = vec![x.clone()];
        call.extend(levels.iter().map(|l| format!("CAST({l} AS DOUBLE)")));
        call.extend(weight.cloned());
        let sql = format!(
            "{}({})",
            crate::quantile_exact::udaf_name(mode, plural),
            call.join(", ")
        );
        return parse_expr(&sql).map(Some);
    }
    if let Some(plural) = crate::quantile_timing::parse_name(name) {
        let levels = quantile_levels(name, plural, levels(f)?)?;
        let [x] = args else {
            return Err(Error::bad(format!(
                "Number of arguments for function {name} doesn't match: passed {}, should be 1 (NUMBER_OF_ARGUMENTS_DOESNT_MATCH)",
                args.len()
            ))
            .with_code(maskhouse_types::codes::NUMBER_OF_ARGUMENTS_DOESNT_MATCH));
        };
        let mut call = vec![x.clone()];
        call.extend(levels.iter().map(|l| format!("CAST({l} AS DOUBLE)")));
        let sql = format!(
            "{}({})",
            crate::quantile_timing::udaf_name(plural),
            call.join(", ")
        );
        return parse_expr(&sql).map(Some);
    }
    let sql = match name {
        "quantile" | "median" => {
            let levels = levels(f)?;
            match levels.as_slice() {
                [] => one("0.5")?,
                [level] => one(level)?,
                _ => {
                    return Err(Error::bad(format!(
                        "function {name} takes one level; quantiles takes several"
                    ))
                    .with_code(maskhouse_types::codes::NUMBER_OF_ARGUMENTS_DOESNT_MATCH))
                }
            }
        }
        "quantiles" => {
            let levels = levels(f)?;
            if levels.is_empty() {
                return Err(Error::bad("function quantiles needs at least one level")
                    .with_code(maskhouse_types::codes::NUMBER_OF_ARGUMENTS_DOESNT_MATCH));
            }
            let each = levels.iter().map(|l| one(l)).collect::<Result<Vec<_>>>()?;
            format!("make_array({})", each.join(", "))
        }
        _ => return Ok(None),
    };
    parse_expr(&sql).map(Some)
}

/// `groupArray(N)(x)` and `groupUniqArray(N)(x)` (and their `-If` forms): at most the
/// first `N` elements of the array the function makes. `N` is a positive integer.
fn max_size(f: &sqlparser::ast::Function, name: &str) -> Result<Expr> {
    let params = plain_args(&f.parameters).unwrap_or_default();
    let [size] = params.as_slice() else {
        return Err(Error::bad(format!(
            "Incorrect number of parameters for aggregate function {name}, should be 0 or 1"
        ))
        .with_code(maskhouse_types::codes::NUMBER_OF_ARGUMENTS_DOESNT_MATCH));
    };
    let literal = size.trim_matches(|c| c == '(' || c == ')').trim();
    if literal.parse::<i128>().is_ok_and(|n| n <= 0) {
        return Err(Error::bad(format!(
            "Parameter for aggregate function {name} should be positive number (BAD_ARGUMENTS)"
        ))
        .with_code(maskhouse_types::codes::BAD_ARGUMENTS));
    }
    let mut whole = f.clone();
    whole.parameters = FunctionArguments::None;
    let whole = Expr::Function(whole);
    let call = rewrite_function(&whole)?.unwrap_or(whole);
    Ok(crate::syntax::call(
        "array_slice",
        vec![
            call,
            parse_expr("1")?,
            parse_expr(&format!("CAST({size} AS BIGINT)"))?,
        ],
    ))
}

/// `topK(N, load_factor)(x)` and `topKWeighted(N, load_factor)(x, w)` (`N` 10 and
/// `load_factor` 3 unless given), and their `-If` forms (a condition last), as the
/// aggregates of [`crate::topk`].
fn top_k(f: &sqlparser::ast::Function, name: &str) -> Result<Expr> {
    let params = plain_args(&f.parameters)
        .ok_or_else(|| Error::bad(format!("function {name} takes constants as its parameters")))?;
    let with_if = name.ends_with("If");
    let arity = usize::from(name.starts_with("topKWeighted")) + usize::from(with_if) + 1;
    let args = plain_args(&f.args)
        .filter(|a| a.len() == arity)
        .ok_or_else(|| {
            Error::bad(format!(
            "Number of arguments for aggregate function {name} doesn't match: should be {arity}"
        ))
            .with_code(maskhouse_types::codes::NUMBER_OF_ARGUMENTS_DOESNT_MATCH)
        })?;
    let (n, load) = match params.as_slice() {
        [] => ("10".to_string(), crate::topk::LOAD_FACTOR.to_string()),
        [n] => (n.clone(), crate::topk::LOAD_FACTOR.to_string()),
        [n, load] => (n.clone(), load.clone()),
        _ => {
            return Err(Error::bad(format!(
                "Aggregate function {name} requires two parameters or less"
            ))
            .with_code(maskhouse_types::codes::NUMBER_OF_ARGUMENTS_DOESNT_MATCH))
        }
    };
    for (value, what) in [(&n, "0"), (&load, "1")] {
        let literal = value.trim_matches(|c| c == '(' || c == ')').trim();
        if literal
            .parse::<i128>()
            .is_ok_and(|v| v <= 0 || v > i128::from(crate::topk::TOP_K_MAX))
        {
            return Err(Error::bad(format!(
                "Parameter {what} is illegal for aggregate function '{name}' (ARGUMENT_OUT_OF_BOUND)"
            ))
            .with_code(maskhouse_types::codes::ARGUMENT_OUT_OF_BOUND));
        }
    }
    let (values, condition) = match with_if {
        true => (&args[..arity - 1], args.last()),
        false => (&args[..], None),
    };
    let literal = |v: &str| {
        v.trim_matches(|c| c == '(' || c == ')')
            .trim()
            .parse::<u128>()
            .ok()
    };
    if let (Some(n), Some(load)) = (literal(&n), literal(&load)) {
        if n * load > u128::from(crate::topk::TOP_K_MAX) {
            return Err(Error::bad(format!(
                "Too large parameter(s) for aggregate function '{name}' (ARGUMENT_OUT_OF_BOUND)"
            ))
            .with_code(maskhouse_types::codes::ARGUMENT_OUT_OF_BOUND));
        }
    }
    let function = if name.starts_with("topKWeighted") {
        "ch_topk_weighted"
    } else {
        "ch_topk"
    };
    let mut call = parse_expr(&format!(
        "{function}({}, CAST({n} AS BIGINT UNSIGNED), CAST({load} AS BIGINT UNSIGNED))",
        values.join(", ")
    ))?;
    if let (Some(condition), Expr::Function(f)) = (condition, &mut call) {
        let mut condition = parse_expr(condition)?;
        as_condition(&mut condition);
        f.filter = Some(Box::new(condition));
    }
    Ok(call)
}

fn function_name(f: &sqlparser::ast::Function) -> Option<String> {
    match f.name.0.as_slice() {
        [ObjectNamePart::Identifier(id)] => Some(id.value.clone()),
        _ => None,
    }
}

/// The SQL type DataFusion's planner knows for a ClickHouse type name.
fn sql_type(clickhouse: &str) -> &'static str {
    match clickhouse {
        "UInt8" => "TINYINT UNSIGNED",
        "UInt16" => "SMALLINT UNSIGNED",
        "UInt32" => "INT UNSIGNED",
        "UInt64" => "BIGINT UNSIGNED",
        "Int8" => "TINYINT",
        "Int16" => "SMALLINT",
        "Int32" => "INT",
        "Int64" => "BIGINT",
        "Float32" => "FLOAT",
        "Float64" => "DOUBLE",
        _ => "VARCHAR",
    }
}

/// A ClickHouse `Array(T)` type as the planner reads it: `T[]`, its element without
/// `Nullable`/`LowCardinality` (an array's elements may always be NULL here) and named
/// as the planner names it (`Array(UInt8)` is `TINYINT UNSIGNED[]`).
fn planner_array(data_type: &sqlparser::ast::DataType) -> Result<sqlparser::ast::DataType> {
    use sqlparser::ast::{ArrayElemTypeDef, DataType as T};
    let mut element = match data_type {
        T::Array(ArrayElemTypeDef::Parenthesis(inner)) => (**inner).clone(),
        other => return Ok(other.clone()),
    };
    while let T::Nullable(inner) | T::LowCardinality(inner) = &element {
        element = (**inner).clone();
    }
    let element = match &element {
        T::Array(ArrayElemTypeDef::Parenthesis(_)) => planner_array(&element)?,
        T::UInt8
        | T::UInt16
        | T::UInt32
        | T::UInt64
        | T::Int8(None)
        | T::Int16
        | T::Int32
        | T::Int64
        | T::Float32
        | T::Float64 => {
            let name = match element {
                T::UInt8 => "UInt8",
                T::UInt16 => "UInt16",
                T::UInt32 => "UInt32",
                T::UInt64 => "UInt64",
                T::Int8(_) => "Int8",
                T::Int16 => "Int16",
                T::Int32 => "Int32",
                T::Int64 => "Int64",
                T::Float32 => "Float32",
                _ => "Float64",
            };
            crate::syntax::parser(sql_type(name))?.parse_data_type()?
        }
        T::String(_) => T::Varchar(None),
        T::Tuple(_) => planner_tuple(&element)?,
        other => other.clone(),
    };
    Ok(T::Array(ArrayElemTypeDef::SquareBracket(
        Box::new(element),
        None,
    )))
}

/// A ClickHouse `Tuple(T1, T2)` or `Tuple(a T1, b T2)` type as the planner reads it: a
/// struct whose fields are named `c0`, `c1`, … as a tuple value's, each element's type
/// as the planner names it.
fn planner_tuple_names(data_type: &sqlparser::ast::DataType) -> Option<Vec<String>> {
    use sqlparser::ast::{ArrayElemTypeDef, DataType as T};
    let mut t = data_type;
    loop {
        match t {
            T::Nullable(inner) | T::LowCardinality(inner) => t = inner,
            T::Array(ArrayElemTypeDef::Parenthesis(inner)) => t = inner,
            T::Tuple(fields) => {
                return fields
                    .iter()
                    .map(|f| f.field_name.as_ref().map(|n| n.value.clone()))
                    .collect()
            }
            _ => return None,
        }
    }
}

/// The number of elements of a ClickHouse tuple type (or of an array's tuples).
fn tuple_arity(data_type: &sqlparser::ast::DataType) -> Option<usize> {
    use sqlparser::ast::{ArrayElemTypeDef, DataType as T};
    let mut t = data_type;
    loop {
        match t {
            T::Nullable(inner) | T::LowCardinality(inner) => t = inner,
            T::Array(ArrayElemTypeDef::Parenthesis(inner)) => t = inner,
            T::Tuple(fields) => return Some(fields.len()),
            _ => return None,
        }
    }
}

/// The planner's type for a ClickHouse tuple type (see [`planner_tuple_names`] for the
/// names a named tuple takes after the cast).
fn planner_tuple(data_type: &sqlparser::ast::DataType) -> Result<sqlparser::ast::DataType> {
    use sqlparser::ast::{DataType as T, StructBracketKind, StructField};
    let T::Tuple(fields) = data_type else {
        return Ok(data_type.clone());
    };
    let fields = fields
        .iter()
        .enumerate()
        .map(|(i, field)| {
            let mut element = field.field_type.clone();
            while let T::Nullable(inner) | T::LowCardinality(inner) = &element {
                element = (**inner).clone();
            }
            // The element type as a one-element array's, which the planner reads.
            let element = match planner_array(&T::Array(
                sqlparser::ast::ArrayElemTypeDef::Parenthesis(Box::new(element)),
            ))? {
                T::Array(sqlparser::ast::ArrayElemTypeDef::SquareBracket(inner, _)) => *inner,
                other => other,
            };
            // Positional names: the planner casts a struct by names, and a tuple
            // value's are these (`crate::tuple_names` gives the type's own after).
            Ok(StructField {
                field_name: Some(Ident::new(format!("c{i}"))),
                field_type: element,
                options: None,
            })
        })
        .collect::<Result<Vec<_>>>()?;
    Ok(T::Struct(fields, StructBracketKind::AngleBrackets))
}

/// ClickHouse's function form of CAST, `cast(x, 'T')` (a type name in a string), as
/// `CAST(x AS T)`; and the target of every CAST without `Nullable` and `LowCardinality`:
/// a planned value may always be NULL, and LowCardinality is only an encoding.
fn cast_target(expr: &mut Expr) -> Result<()> {
    if let Expr::Function(f) = expr {
        if function_name(f).is_some_and(|n| n.eq_ignore_ascii_case("cast")) {
            if let FunctionArguments::List(list) = &f.args {
                if let [FunctionArg::Unnamed(FunctionArgExpr::Expr(value)), FunctionArg::Unnamed(FunctionArgExpr::Expr(Expr::Value(ty)))] =
                    list.args.as_slice()
                {
                    if let sqlparser::ast::Value::SingleQuotedString(name) = &ty.value {
                        let data_type = crate::syntax::parser(name)?.parse_data_type()?;
                        *expr = Expr::Cast {
                            kind: sqlparser::ast::CastKind::Cast,
                            expr: Box::new(value.clone()),
                            data_type,
                            array: false,
                            format: None,
                        };
                    }
                }
            }
        }
    }
    if let Expr::Cast {
        kind: sqlparser::ast::CastKind::Cast,
        expr: value,
        data_type,
        ..
    } = expr
    {
        use sqlparser::ast::DataType as T;
        let nullable = matches!(data_type, T::Nullable(_));
        while let T::Nullable(inner) | T::LowCardinality(inner) = data_type {
            *data_type = (**inner).clone();
        }
        // `Nullable(Nothing)`, the type of a bare NULL: only NULL converts to it.
        if matches!(data_type, T::Custom(name, args) if args.is_empty() && name.to_string() == "Nothing")
        {
            let null =
                matches!(value.as_ref(), Expr::Value(v) if v.value == sqlparser::ast::Value::Null);
            if nullable && null {
                *expr = Expr::value(sqlparser::ast::Value::Null);
                return Ok(());
            }
            return Err(Error::bad(
                "only NULL converts to Nothing, and only as Nullable(Nothing) (CANNOT_CONVERT_TYPE)",
            )
            .with_code(maskhouse_types::codes::CANNOT_CONVERT_TYPE));
        }
        // A tuple (or an array of them): the value named by position first, which
        // refuses a tuple of another number of elements (`crate::tuple_names`).
        if let Some(arity) = tuple_arity(data_type) {
            let named_already = matches!(
                value.as_ref(),
                Expr::Function(f) if function_name(f).as_deref() == Some(crate::tuple_names::TUPLE_NAMES)
            );
            if !named_already {
                let mut args = vec![(**value).clone()];
                args.extend((0..arity).map(|i| {
                    Expr::value(sqlparser::ast::Value::SingleQuotedString(format!("c{i}")))
                }));
                **value = crate::syntax::call(crate::tuple_names::TUPLE_NAMES, args);
            }
        }
        // A named tuple (or an array of them): cast by position, then named.
        if let Some(names) = planner_tuple_names(data_type) {
            let mut cast = expr.clone();
            if let Expr::Cast { data_type, .. } = &mut cast {
                if let T::Tuple(fields) = data_type {
                    for f in fields.iter_mut() {
                        f.field_name = None;
                    }
                }
                if let T::Array(sqlparser::ast::ArrayElemTypeDef::Parenthesis(inner)) = data_type {
                    let mut element: &mut T = inner.as_mut();
                    while let T::Nullable(i) | T::LowCardinality(i) = element {
                        element = i.as_mut();
                    }
                    if let T::Tuple(fields) = element {
                        for f in fields.iter_mut() {
                            f.field_name = None;
                        }
                    }
                }
            }
            cast_target(&mut cast)?;
            let mut args = vec![cast];
            args.extend(
                names
                    .into_iter()
                    .map(|n| Expr::value(sqlparser::ast::Value::SingleQuotedString(n))),
            );
            *expr = crate::syntax::call(crate::tuple_names::TUPLE_NAMES, args);
            return Ok(());
        }
        // Text read as ClickHouse reads a date (`2017/1/2`).
        if let T::Date = data_type {
            **value = crate::syntax::call(crate::date_text::DATE_TEXT, vec![(**value).clone()]);
            return Ok(());
        }
        // `Array(T)`: the planner's `T[]`, with `T` as the planner names it.
        if let T::Array(sqlparser::ast::ArrayElemTypeDef::Parenthesis(_)) = data_type {
            *data_type = planner_array(data_type)?;
            return Ok(());
        }
        if let T::Tuple(_) = data_type {
            *data_type = planner_tuple(data_type)?;
            return Ok(());
        }
        // ClickHouse's own type names, which the planner does not know: the conversion
        // function of the same name (`CAST(x AS UInt8)` is `toUInt8(x)`).
        let function = match data_type {
            T::UInt8 => "toUInt8",
            T::UInt16 => "toUInt16",
            T::UInt32 => "toUInt32",
            T::UInt64 => "toUInt64",
            // In ClickHouse's SQL, `Int8` is the 8-bit integer.
            T::Int8(None) => "toInt8",
            T::Int16 => "toInt16",
            T::Int32 => "toInt32",
            T::Int64 => "toInt64",
            T::Float32 => "toFloat32",
            T::Float64 => "toFloat64",
            T::Datetime(None) => "toDateTime",
            // `DateTime(p)` is ClickHouse's other name for `DateTime64(p)`.
            T::Datetime(Some(precision)) | T::Datetime64(precision, None) => {
                let precision =
                    Expr::value(sqlparser::ast::Value::Number(precision.to_string(), false));
                *expr = crate::syntax::call(
                    crate::datetime64::TO_DATETIME64,
                    vec![(**value).clone(), precision],
                );
                return Ok(());
            }
            T::Datetime64(precision, Some(zone)) => {
                let precision =
                    Expr::value(sqlparser::ast::Value::Number(precision.to_string(), false));
                let zone = Expr::value(sqlparser::ast::Value::SingleQuotedString(zone.clone()));
                *expr = crate::syntax::call(
                    crate::datetime64::TO_DATETIME64,
                    vec![(**value).clone(), precision, zone],
                );
                return Ok(());
            }
            T::Date32 => "toDate",
            T::Uuid => "toUUID",
            T::FixedString(n) => {
                let n = Expr::value(sqlparser::ast::Value::Number(n.to_string(), false));
                *expr = crate::syntax::call("toFixedString", vec![(**value).clone(), n]);
                return Ok(());
            }
            T::Enum(members, bits) => {
                let quote = maskhouse_types::sql::quoted_text;
                let members: Vec<String> = members
                    .iter()
                    .map(|m| match m {
                        sqlparser::ast::EnumMember::Name(n) => quote(n),
                        sqlparser::ast::EnumMember::NamedValue(n, v) => {
                            format!("{} = {v}", quote(n))
                        }
                    })
                    .collect();
                let ty = format!(
                    "Enum{}({})",
                    bits.map(|b| b.to_string()).unwrap_or_default(),
                    members.join(", ")
                );
                let ty = Expr::value(sqlparser::ast::Value::SingleQuotedString(ty));
                *expr = crate::syntax::call(crate::scalar::CAST_ENUM, vec![(**value).clone(), ty]);
                return Ok(());
            }
            // `Decimal32(S)` … `Decimal128(S)`: `Decimal(P, S)` of their precision.
            T::Custom(name, args) if args.len() == 1 => {
                let precision = match name.to_string().as_str() {
                    "Decimal32" => 9,
                    "Decimal64" => 18,
                    "Decimal128" => 38,
                    _ => return Ok(()),
                };
                let scale: u64 = args[0]
                    .parse()
                    .map_err(|_| Error::bad(format!("bad scale in {data_type}")))?;
                *data_type = T::Decimal(sqlparser::ast::ExactNumberInfo::PrecisionAndScale(
                    precision,
                    scale as i64,
                ));
                return Ok(());
            }
            _ => return Ok(()),
        };
        let call = crate::syntax::call(function, vec![(**value).clone()]);
        *expr = call;
    }
    Ok(())
}

/// The DataFusion expression (as SQL) for a ClickHouse function call, if it needs one.
/// ClickHouse's `nan` and `inf` (any case, unquoted): Float64 literals, not columns.
fn float_literal(expr: &Expr) -> Option<Expr> {
    let Expr::Identifier(id) = expr else {
        return None;
    };
    let value = match id.value.to_ascii_lowercase().as_str() {
        "nan" => "NaN",
        "inf" => "inf",
        _ => return None,
    };
    if id.quote_style.is_some() {
        return None;
    }
    parse_expr(&format!("CAST('{value}' AS DOUBLE)")).ok()
}

/// ClickHouse functions that are DataFusion functions under another name, as
/// (ClickHouse name, DataFusion name, whether the two arguments swap places:
/// ClickHouse writes the lambda first, DataFusion the array).
const RENAMED: &[(&str, &str, bool)] = &[
    ("arrayJoin", "unnest", false),
    ("generateUUIDv4", "uuid", false),
    ("arrayMap", "array_transform", true),
    ("arrayFilter", "array_filter", true),
    ("hasAll", "array_has_all", false),
    ("hasAny", "array_has_any", false),
    ("arraySort", "array_sort", false),
    ("arrayReverse", "array_reverse", false),
    ("arrayConcat", "array_concat", false),
    ("arrayDistinct", "array_distinct", false),
    ("arrayElement", "array_element", false),
    ("arrayStringConcat", "array_to_string", false),
    ("arrayCompact", "array_compact", false),
    ("arrayFlatten", "flatten", false),
    ("arrayIntersect", "array_intersect", false),
    ("arrayUnion", "array_union", false),
    ("arrayZip", "arrays_zip", false),
    ("startsWith", "starts_with", false),
    ("endsWith", "ends_with", false),
    ("tuple", "struct", false),
    ("mapKeys", "map_keys", false),
    ("mapValues", "map_values", false),
    ("anyLast", "last_value", false),
    ("groupBitAnd", "bit_and", false),
    ("groupBitOr", "bit_or", false),
    ("groupBitXor", "bit_xor", false),
    ("groupUniqArray", "array_agg", false),
    ("replaceAll", "replace", false),
    ("splitByChar", "string_to_array", true),
    ("match", "regexp_like", false),
    ("leftPad", "lpad", false),
    ("rightPad", "rpad", false),
    ("trimLeft", "ltrim", false),
    ("trimRight", "rtrim", false),
    ("trimBoth", "btrim", false),
];

/// `f` renamed by [`RENAMED`], if it is one of those functions called with plain
/// arguments (a lambda counts as one).
fn renamed(f: &sqlparser::ast::Function, name: &str) -> Option<Expr> {
    let &(_, target, swap) = RENAMED.iter().find(|(ch, _, _)| *ch == name)?;
    let mut f = f.clone();
    f.name = ObjectName::from(vec![Ident::new(target)]);
    let FunctionArguments::List(list) = &mut f.args else {
        return None;
    };
    if swap {
        if list.args.len() != 2 {
            return None;
        }
        list.args.swap(0, 1);
    }
    if name == "groupUniqArray" {
        // Distinct values, NULLs left out, as `groupArray` leaves them out.
        list.duplicate_treatment = Some(sqlparser::ast::DuplicateTreatment::Distinct);
        if let [FunctionArg::Unnamed(FunctionArgExpr::Expr(value))] = list.args.as_slice() {
            f.filter = Some(Box::new(Expr::IsNotNull(Box::new(value.clone()))));
        }
    }
    // ClickHouse joins with no separator unless given one.
    if name == "arrayStringConcat" && list.args.len() == 1 {
        list.args
            .push(FunctionArg::Unnamed(FunctionArgExpr::Expr(Expr::value(
                sqlparser::ast::Value::SingleQuotedString(String::new()),
            ))));
    }
    // A pattern written for RE2 where the regex crate reads it otherwise.
    if name == "match" {
        if let Some(FunctionArg::Unnamed(FunctionArgExpr::Expr(Expr::Value(v)))) =
            list.args.get_mut(1)
        {
            if let sqlparser::ast::Value::SingleQuotedString(s) = &mut v.value {
                *s = re2_pattern(s);
            }
        }
    }
    // ClickHouse sorts NULL elements last; DataFusion first unless told.
    if name == "arraySort" && list.args.len() == 1 {
        for word in ["ASC", "NULLS LAST"] {
            list.args
                .push(FunctionArg::Unnamed(FunctionArgExpr::Expr(Expr::value(
                    sqlparser::ast::Value::SingleQuotedString(word.into()),
                ))));
        }
    }
    Some(Expr::Function(f))
}

/// An RE2 pattern as the regex crate reads it: RE2 takes an empty flag group `(?)`
/// (it sets no flag and matches nothing), which the regex crate refuses; it becomes
/// `(?:)`. Escaped parentheses and those inside a class stay as written. RE2's Perl
/// classes (`\\w`, `\\d`, `\\s` and their negations) are ASCII, the regex crate's
/// Unicode: they are written out as RE2's ASCII sets.
pub(crate) fn re2_pattern(pattern: &str) -> String {
    let mut out = String::with_capacity(pattern.len());
    let mut chars = pattern.chars().peekable();
    let mut in_class = false;
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                match chars.next() {
                    Some(class @ ('w' | 'W' | 'd' | 'D' | 's' | 'S')) => {
                        out.push_str(perl_class(class))
                    }
                    Some(next) => {
                        out.push(c);
                        out.push(next);
                    }
                    None => out.push(c),
                }
                continue;
            }
            '[' if !in_class => {
                // A `]` first in a class (after an optional `^`) is one of its
                // characters, not its end.
                in_class = true;
                out.push(c);
                if chars.peek() == Some(&'^') {
                    out.push('^');
                    chars.next();
                }
                if chars.peek() == Some(&']') {
                    out.push(']');
                    chars.next();
                }
                continue;
            }
            ']' if in_class => in_class = false,
            '(' if !in_class && pattern_rest_is(&mut chars, "?)") => {
                out.push_str("(?:)");
                chars.next();
                chars.next();
                continue;
            }
            _ => {}
        }
        out.push(c);
    }
    out
}

/// Whether the characters ahead start with `text` (none taken).
/// A pattern argument's text with its literal read as RE2 reads it ([`re2_pattern`]).
fn re2_argument(text: &str) -> String {
    match string_literal(text) {
        Some(pattern) => quote_string(&re2_pattern(&pattern)),
        None => text.to_string(),
    }
}

/// RE2's Perl class `\\<class>` as an ASCII set, a nested class where it stands
/// inside one (so a `-` after it stays a character, as in RE2: `[\\s-_]`).
fn perl_class(class: char) -> &'static str {
    match class {
        'w' => "[0-9A-Za-z_]",
        'd' => "[0-9]",
        's' => "[\\t\\n\\x0C\\r ]",
        'W' => "[^0-9A-Za-z_]",
        'D' => "[^0-9]",
        _ => "[^\\t\\n\\x0C\\r ]",
    }
}

fn pattern_rest_is(chars: &mut std::iter::Peekable<std::str::Chars<'_>>, text: &str) -> bool {
    chars.clone().take(text.len()).eq(text.chars())
}

/// The functions [`array_function`] rewrites.
const ARRAY_FUNCTIONS: &[&str] = &[
    "arrayFirst",
    "arrayLast",
    "arrayExists",
    "arrayAll",
    "arrayCount",
    "arrayFirstIndex",
    "arrayLastIndex",
    "arraySum",
    "arrayAvg",
    "arrayProduct",
    "arrayMin",
    "arrayMax",
    "arrayPushBack",
    "arrayPushFront",
    "arrayPopBack",
    "arrayPopFront",
    "cosineDistance",
    "L2Distance",
];

/// ClickHouse's array functions that are DataFusion's array functions with another
/// shape: `arrayFirst(f, a)`, `arrayLast`, `arrayExists`, `arrayAll`, `arrayCount`,
/// `arrayFirstIndex`, `arrayLastIndex`,
/// `arraySum`/`arrayAvg`/`arrayProduct`/`arrayMin`/`arrayMax` (of `a`, or of `f`'s
/// values over `a`), `arrayPushBack`/`arrayPushFront`/`arrayPopBack`/`arrayPopFront`,
/// `cosineDistance` and `L2Distance`. Conditions give `UInt8` as in ClickHouse,
/// counts and positions `UInt32`, a position not found is 0, and the sum, average,
/// product, minimum and maximum of an empty array 0.
fn array_function(f: &sqlparser::ast::Function, name: &str) -> Result<Option<Expr>> {
    if !ARRAY_FUNCTIONS.contains(&name) {
        return Ok(None);
    }
    let FunctionArguments::List(list) = &f.args else {
        return Ok(None);
    };
    if list.duplicate_treatment.is_some() || !list.clauses.is_empty() {
        return Ok(None);
    }
    let mut args = Vec::with_capacity(list.args.len());
    for a in &list.args {
        match a {
            FunctionArg::Unnamed(FunctionArgExpr::Expr(e)) => args.push(e.clone()),
            _ => return Ok(None),
        }
    }
    let arity = |n: &[usize]| -> Result<()> {
        match n.contains(&args.len()) {
            true => Ok(()),
            false => Err(Error::bad(format!(
                "Number of arguments for function {name} doesn't match: passed {}, should be {} (NUMBER_OF_ARGUMENTS_DOESNT_MATCH)",
                args.len(),
                n.iter().map(|n| n.to_string()).collect::<Vec<_>>().join(" or ")
            ))
            .with_code(maskhouse_types::codes::NUMBER_OF_ARGUMENTS_DOESNT_MATCH)),
        }
    };
    let call = crate::syntax::call;
    let cast = |e: Expr, ty: &str| -> Result<Expr> {
        Ok(Expr::Cast {
            kind: sqlparser::ast::CastKind::Cast,
            expr: Box::new(Expr::Nested(Box::new(e))),
            data_type: crate::syntax::parser(sql_type(ty))?.parse_data_type()?,
            array: false,
            format: None,
        })
    };
    // The elements where `f(x)` is not 0, a condition of ClickHouse's: the lambda's
    // value (a number or a condition), or (one argument) the elements themselves.
    let matched = |args: &[Expr]| -> Result<Expr> {
        Ok(match args {
            [lambda, array] => call("array_filter", vec![array.clone(), condition(lambda)?]),
            [array] => call(
                "array_filter",
                vec![array.clone(), parse_expr("__e -> CAST(__e AS BOOLEAN)")?],
            ),
            _ => unreachable!("arity checked"),
        })
    };
    let zero_if_null = |e: Expr| {
        call(
            "coalesce",
            vec![
                e,
                Expr::value(sqlparser::ast::Value::Number("0".into(), false)),
            ],
        )
    };
    let expr = match name {
        // The first (last) element `f` is true of; the type's default where there is
        // none, as in ClickHouse.
        "arrayFirst" | "arrayLast" => {
            arity(&[2])?;
            let at = if name == "arrayFirst" { "1" } else { "-1" };
            call(
                crate::functions::OR_DEFAULT,
                vec![call(
                    "array_element",
                    vec![matched(&args)?, parse_expr(at)?],
                )],
            )
        }
        "arrayExists" => {
            arity(&[1, 2])?;
            let m = matched(&args)?;
            cast(
                Expr::BinaryOp {
                    left: Box::new(call("length", vec![m])),
                    op: sqlparser::ast::BinaryOperator::Gt,
                    right: Box::new(Expr::value(sqlparser::ast::Value::Number(
                        "0".into(),
                        false,
                    ))),
                },
                "UInt8",
            )?
        }
        "arrayAll" => {
            arity(&[1, 2])?;
            let m = matched(&args)?;
            let array = args.last().expect("arity checked").clone();
            cast(
                Expr::BinaryOp {
                    left: Box::new(call("length", vec![m])),
                    op: sqlparser::ast::BinaryOperator::Eq,
                    right: Box::new(call("length", vec![array])),
                },
                "UInt8",
            )?
        }
        "arrayCount" => {
            arity(&[1, 2])?;
            cast(
                zero_if_null(call("length", vec![matched(&args)?])),
                "UInt32",
            )?
        }
        "arrayFirstIndex" => {
            arity(&[2])?;
            let flags = call(
                "array_transform",
                vec![args[1].clone(), condition(&args[0])?],
            );
            cast(
                zero_if_null(call(
                    "array_position",
                    vec![flags, Expr::value(sqlparser::ast::Value::Boolean(true))],
                )),
                "UInt32",
            )?
        }
        // The last position: the first in the reversed flags, counted from the end.
        "arrayLastIndex" => {
            arity(&[2])?;
            let flags = call(
                "array_transform",
                vec![args[1].clone(), condition(&args[0])?],
            );
            let from_end = call(
                "array_position",
                vec![
                    call("array_reverse", vec![flags.clone()]),
                    Expr::value(sqlparser::ast::Value::Boolean(true)),
                ],
            );
            let one = || Expr::value(sqlparser::ast::Value::Number("1".into(), false));
            let position = Expr::BinaryOp {
                left: Box::new(Expr::BinaryOp {
                    left: Box::new(call("array_length", vec![flags])),
                    op: sqlparser::ast::BinaryOperator::Plus,
                    right: Box::new(one()),
                }),
                op: sqlparser::ast::BinaryOperator::Minus,
                right: Box::new(from_end),
            };
            cast(zero_if_null(position), "UInt32")?
        }
        "arraySum" | "arrayAvg" | "arrayProduct" | "arrayMin" | "arrayMax" => {
            arity(&[1, 2])?;
            let array = match args.as_slice() {
                [lambda, array] => call("array_transform", vec![array.clone(), lambda.clone()]),
                [array] => array.clone(),
                _ => unreachable!("arity checked"),
            };
            let target = match name {
                "arraySum" => "array_sum",
                "arrayAvg" => "array_avg",
                "arrayProduct" => "array_product",
                "arrayMin" => "array_min",
                _ => "array_max",
            };
            // An empty array's is 0, as in ClickHouse.
            zero_if_null(call(target, vec![array]))
        }
        "arrayPushBack" => {
            arity(&[2])?;
            call("array_append", args)
        }
        "arrayPushFront" => {
            arity(&[2])?;
            call("array_prepend", vec![args[1].clone(), args[0].clone()])
        }
        "arrayPopBack" | "arrayPopFront" => {
            arity(&[1])?;
            let target = match name {
                "arrayPopBack" => "array_pop_back",
                _ => "array_pop_front",
            };
            call(target, args)
        }
        "cosineDistance" => {
            arity(&[2])?;
            call("cosine_distance", args)
        }
        _ => {
            arity(&[2])?;
            call("array_distance", args)
        }
    };
    Ok(Some(expr))
}

/// A lambda whose value counts as a condition, as ClickHouse counts a number that is
/// not 0: its body cast to a Boolean. Anything else as it is.
fn condition(lambda: &Expr) -> Result<Expr> {
    let Expr::Lambda(l) = lambda else {
        return Ok(lambda.clone());
    };
    let mut l = l.clone();
    l.body = Box::new(Expr::Cast {
        kind: sqlparser::ast::CastKind::Cast,
        expr: Box::new(Expr::Nested(l.body)),
        data_type: sqlparser::ast::DataType::Boolean,
        array: false,
        format: None,
    });
    Ok(Expr::Lambda(l))
}

/// Aggregate functions the `-If` combinator applies to, by ClickHouse name.
const COMBINABLE: &[&str] = &[
    "count",
    "sum",
    "avg",
    "min",
    "max",
    "any",
    "anyLast",
    "uniq",
    "uniqExact",
    "groupArray",
    "groupUniqArray",
    "argMax",
    "argMin",
    "uniqCombined",
    "uniqCombined64",
    "uniqHLL12",
    "groupBitAnd",
    "groupBitOr",
    "groupBitXor",
    // The `-Array` forms (`crate::combinators`).
    "sumArray",
    "avgArray",
    "minArray",
    "maxArray",
    "countArray",
    "uniqArray",
    "uniqExactArray",
    "groupArrayArray",
    "groupUniqArrayArray",
];

/// `f` as [`COMBINABLE`] names it: ClickHouse takes the aggregates of
/// [`ANY_CASE_AGGREGATES`] in any case before a combinator too (`SumIf`), but a
/// combinator only as written (`sumIF` is unknown).
fn combinable(f: &str) -> Option<&'static str> {
    COMBINABLE
        .iter()
        .copied()
        .find(|c| *c == f || (ANY_CASE_AGGREGATES.contains(c) && c.eq_ignore_ascii_case(f)))
}

/// ClickHouse's `toIntervalDay(n)` and the rest, by unit.
const TO_INTERVAL: &[(&str, &str)] = &[
    ("toIntervalYear", "year"),
    ("toIntervalQuarter", "quarter"),
    ("toIntervalMonth", "month"),
    ("toIntervalWeek", "week"),
    ("toIntervalDay", "day"),
    ("toIntervalHour", "hour"),
    ("toIntervalMinute", "minute"),
    ("toIntervalSecond", "second"),
    ("toIntervalMillisecond", "millisecond"),
    ("toIntervalMicrosecond", "microsecond"),
    ("toIntervalNanosecond", "nanosecond"),
];

/// ClickHouse's `addMonths(t, n)`, `subtractDays(t, n)` and the rest: `t` moved by `n`
/// units (a number of any type, cut to an integer), as `t ± INTERVAL n UNIT` moves it.
const ADD_INTERVAL: &[(&str, &str, &str)] = &[
    ("addYears", "+", "year"),
    ("addQuarters", "+", "quarter"),
    ("addMonths", "+", "month"),
    ("addWeeks", "+", "week"),
    ("addDays", "+", "day"),
    ("addHours", "+", "hour"),
    ("addMinutes", "+", "minute"),
    ("addSeconds", "+", "second"),
    ("subtractYears", "-", "year"),
    ("subtractQuarters", "-", "quarter"),
    ("subtractMonths", "-", "month"),
    ("subtractWeeks", "-", "week"),
    ("subtractDays", "-", "day"),
    ("subtractHours", "-", "hour"),
    ("subtractMinutes", "-", "minute"),
    ("subtractSeconds", "-", "second"),
];

/// The text of a single-quoted SQL string literal, in parentheses or not (as the
/// rewrites print an argument).
fn string_literal(sql: &str) -> Option<String> {
    let mut expr = parse_expr(sql).ok()?;
    while let Expr::Nested(inner) = expr {
        expr = *inner;
    }
    match expr {
        Expr::Value(v) => match v.value {
            sqlparser::ast::Value::SingleQuotedString(s) => Some(s),
            _ => None,
        },
        _ => None,
    }
}

/// `text` as a single-quoted SQL string literal that reads back as `text` (its
/// backslashes escaped, as this dialect's strings read them).
fn quote_string(text: &str) -> String {
    sqlparser::ast::Value::SingleQuotedString(text.replace('\\', "\\\\")).to_string()
}

/// A `formatDateTime` format as pieces `to_char` (chrono's strftime) reads, each of
/// ClickHouse's `%` specifiers as chrono's of the same meaning, with `None` where the
/// quarter (`%Q`, which chrono lacks) goes. A specifier neither has (`%f` …) is
/// `NOT_IMPLEMENTED` (48); other text is copied, `%` doubled.
fn chrono_format(format: &str, zoned: bool) -> Result<Vec<Option<String>>> {
    let mut pieces = vec![];
    let mut out = String::with_capacity(format.len() + 8);
    let mut chars = format.chars();
    while let Some(c) = chars.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        let Some(spec) = chars.next() else {
            return Err(Error::bad(
                "formatDateTime: the format ends with a lone % (BAD_ARGUMENTS)",
            )
            .with_code(maskhouse_types::codes::BAD_ARGUMENTS));
        };
        out.push_str(match spec {
            'Q' => {
                if !out.is_empty() {
                    pieces.push(Some(std::mem::take(&mut out)));
                }
                pieces.push(None);
                continue;
            }
            'a' => "%a",
            'b' => "%b",
            'c' | 'm' => "%m",
            'C' => "%C",
            'd' => "%d",
            'D' => "%m/%d/%y",
            'e' => "%-d",
            'F' => "%Y-%m-%d",
            'g' => "%g",
            'G' => "%G",
            'h' | 'I' | 'l' => "%I",
            'H' => "%H",
            'i' => "%M",
            'j' => "%j",
            // ClickHouse pads the hour with a zero here too.
            'k' => "%H",
            'M' => "%B",
            'n' => "\n",
            'p' => "%p",
            'r' => "%I:%M %p",
            'R' => "%H:%M",
            's' | 'S' => "%S",
            't' => "\t",
            'T' => "%H:%M:%S",
            'u' => "%u",
            'V' => "%V",
            'w' => "%w",
            'W' => "%A",
            'y' => "%y",
            'Y' => "%Y",
            // A time without a zone is UTC.
            'z' if !zoned => "+0000",
            'z' => "%z",
            '%' => "%%",
            other => {
                return Err(Error::bad(format!(
                    "formatDateTime: the specifier %{other} is not supported (NOT_IMPLEMENTED)"
                ))
                .with_code(maskhouse_types::codes::NOT_IMPLEMENTED))
            }
        });
    }
    if !out.is_empty() || pieces.is_empty() {
        pieces.push(Some(out));
    }
    Ok(pieces)
}

/// ClickHouse's `toTOrNull(s)` and `toTOrZero(s)` (`crate::scalar::ReadOr`), as
/// (name, `T`, whether it gives `T`'s zero rather than NULL).
const OR_NULL_OR_ZERO: &[(&str, &str, bool)] = &[
    ("toUInt8OrNull", "UInt8", false),
    ("toUInt8OrZero", "UInt8", true),
    ("toUInt16OrNull", "UInt16", false),
    ("toUInt16OrZero", "UInt16", true),
    ("toUInt32OrNull", "UInt32", false),
    ("toUInt32OrZero", "UInt32", true),
    ("toUInt64OrNull", "UInt64", false),
    ("toUInt64OrZero", "UInt64", true),
    ("toInt8OrNull", "Int8", false),
    ("toInt8OrZero", "Int8", true),
    ("toInt16OrNull", "Int16", false),
    ("toInt16OrZero", "Int16", true),
    ("toInt32OrNull", "Int32", false),
    ("toInt32OrZero", "Int32", true),
    ("toInt64OrNull", "Int64", false),
    ("toInt64OrZero", "Int64", true),
    ("toFloat32OrNull", "Float32", false),
    ("toFloat32OrZero", "Float32", true),
    ("toFloat64OrNull", "Float64", false),
    ("toFloat64OrZero", "Float64", true),
    ("toDateOrNull", "Date", false),
    ("toDateOrZero", "Date", true),
];

/// ClickHouse's `emptyArrayT()`: an empty array of `T`, by the Arrow type of `T`.
const EMPTY_ARRAY: &[(&str, &str)] = &[
    ("emptyArrayUInt8", "UInt8"),
    ("emptyArrayUInt16", "UInt16"),
    ("emptyArrayUInt32", "UInt32"),
    ("emptyArrayUInt64", "UInt64"),
    ("emptyArrayInt8", "Int8"),
    ("emptyArrayInt16", "Int16"),
    ("emptyArrayInt32", "Int32"),
    ("emptyArrayInt64", "Int64"),
    ("emptyArrayFloat32", "Float32"),
    ("emptyArrayFloat64", "Float64"),
    ("emptyArrayDate", "Date32"),
    ("emptyArrayDateTime", "Timestamp(s)"),
    ("emptyArrayString", "Utf8"),
];

/// The ClickHouse functions this dialect rewrites into DataFusion's, besides those of
/// [`RENAMED`] and the aggregates of [`COMBINABLE`], as (name, whether it aggregates):
/// what `system.functions` lists beside DataFusion's own.
const REWRITTEN: &[(&str, bool)] = &[
    ("has", false),
    ("bitAnd", false),
    ("bitXor", false),
    ("lengthUTF8", false),
    ("like", false),
    ("notLike", false),
    ("ilike", false),
    ("notILike", false),
    ("fromUnixTimestamp", false),
    ("arrayReverseSort", false),
    ("replaceOne", false),
    ("toStartOfInterval", false),
    ("timeSlot", false),
    ("toISOWeek", false),
    ("toWeek", false),
    ("initializeAggregation", false),
    ("arrayReduce", false),
    ("toYearWeek", false),
    ("countSubstrings", false),
    ("toRelativeYearNum", false),
    ("toRelativeMonthNum", false),
    ("toRelativeDayNum", false),
    ("toRelativeHourNum", false),
    ("toRelativeMinuteNum", false),
    ("toRelativeSecondNum", false),
    ("extract", false),
    ("e", false),
    ("formatDateTime", false),
    ("toStartOfSecond", false),
    ("toStartOfQuarter", false),
    ("toStartOfFiveMinutes", false),
    ("toStartOfFiveMinute", false),
    ("toStartOfTenMinutes", false),
    ("toStartOfFifteenMinutes", false),
    ("toQuarter", false),
    ("toDayOfYear", false),
    ("now", false),
    ("now64", false),
    ("toUnixTimestamp64Milli", false),
    ("fromUnixTimestamp64Milli", false),
    ("toUnixTimestamp64Micro", false),
    ("toUnixTimestamp64Nano", false),
    ("fromUnixTimestamp64Micro", false),
    ("fromUnixTimestamp64Nano", false),
    ("intDivOrZero", false),
    ("moduloOrZero", false),
    ("arrayEnumerate", false),
    ("replaceRegexpAll", false),
    ("replaceRegexpOne", false),
    ("DATE_FORMAT", false),
    ("bitOr", false),
    ("currentDatabase", false),
    ("current_database", false),
    ("database", false),
    ("divide", false),
    ("empty", false),
    ("xor", false),
    ("if", false),
    ("isNotNull", false),
    ("isNull", false),
    ("median", true),
    ("minus", false),
    ("modulo", false),
    ("multiIf", false),
    ("multiply", false),
    ("notEmpty", false),
    ("plus", false),
    ("quantile", true),
    ("quantiles", true),
    ("serverTimeZone", false),
    ("serverTimezone", false),
    ("timeZone", false),
    ("timezone", false),
    ("yesterday", false),
    ("toDate", false),
    ("toDate32", false),
    ("toDateTime", false),
    ("toDateTime64", false),
    ("toDayOfMonth", false),
    ("toDayOfWeek", false),
    ("toFloat32", false),
    ("toFloat64", false),
    ("toHour", false),
    ("toInt16", false),
    ("toInt32", false),
    ("toInt64", false),
    ("toInt8", false),
    ("toMinute", false),
    ("toMonday", false),
    ("toMonth", false),
    ("toNullable", false),
    ("toSecond", false),
    ("toStartOfDay", false),
    ("toStartOfHour", false),
    ("toStartOfMinute", false),
    ("toStartOfMonth", false),
    ("toStartOfYear", false),
    ("toUInt16", false),
    ("toUInt32", false),
    ("toUInt64", false),
    ("toUInt8", false),
    ("toUnixTimestamp", false),
    ("toYYYYMM", false),
    ("toYYYYMMDD", false),
    ("toStartOfWeek", false),
    ("toTimeZone", false),
    ("toTimezone", false),
    ("indexOf", false),
    ("toYear", false),
    ("uniqTheta", true),
    ("version", false),
];

/// Aggregates among [`RENAMED`]'s ClickHouse names.
const RENAMED_AGGREGATES: &[&str] = &[
    "anyLast",
    "groupUniqArray",
    "groupBitAnd",
    "groupBitOr",
    "groupBitXor",
];

/// Every ClickHouse function name the dialect itself takes, as (name, whether it
/// aggregates, whether any case reaches it), for `system.functions`.
pub fn clickhouse_functions() -> Vec<(&'static str, bool, bool)> {
    let mut out: Vec<(&'static str, bool, bool)> =
        REWRITTEN.iter().map(|(f, a)| (*f, *a, false)).collect();
    out.extend(TO_INTERVAL.iter().map(|(f, _)| (*f, false, false)));
    out.extend(ADD_INTERVAL.iter().map(|(f, _, _)| (*f, false, false)));
    out.extend(EMPTY_ARRAY.iter().map(|(f, _)| (*f, false, false)));
    out.extend(ARRAY_FUNCTIONS.iter().map(|f| (*f, false, false)));
    out.extend(OR_NULL_OR_ZERO.iter().map(|(f, _, _)| (*f, false, false)));
    out.extend(
        crate::quantile_exact::CLICKHOUSE_NAMES
            .iter()
            .chain(crate::quantile_timing::CLICKHOUSE_NAMES)
            .chain(&["deltaSumTimestamp"])
            .map(|f| (*f, true, false)),
    );
    out.extend(
        RENAMED
            .iter()
            .map(|(ch, _, _)| (*ch, RENAMED_AGGREGATES.contains(ch), false)),
    );
    out.extend(
        COMBINABLE
            .iter()
            .map(|f| (*f, true, ANY_CASE_AGGREGATES.contains(f))),
    );
    out.sort_unstable();
    out.dedup_by(|a, b| a.0 == b.0);
    out
}

/// The aggregates ClickHouse also names in any case (`Sum`, `SUM`).
const ANY_CASE_AGGREGATES: &[&str] = &["count", "sum", "avg", "min", "max"];

/// For `fOrNull`, `fOrNullIf` or `fIfOrNull` of an aggregate `f` the `-If` combinator
/// applies to: `f` as [`COMBINABLE`] names it, and whether a condition comes last.
fn or_null(name: &str) -> Option<(&'static str, bool)> {
    let (rest, with_if) = match name.strip_suffix("OrNullIf") {
        Some(rest) => (rest, true),
        None => {
            let rest = name.strip_suffix("OrNull")?;
            match rest.strip_suffix("If") {
                Some(rest) => (rest, true),
                None => (rest, false),
            }
        }
    };
    COMBINABLE
        .iter()
        .copied()
        .find(|f| *f == rest || (ANY_CASE_AGGREGATES.contains(f) && f.eq_ignore_ascii_case(rest)))
        .map(|f| (f, with_if))
}

/// `sum(cond)`, `avg(cond)` and their `-If` forms over a condition (by its form:
/// a comparison, `IN`, a logical operator): the condition as `UInt8`, as ClickHouse
/// types its conditions. DataFusion's `sum` and `avg` take no booleans.
fn numeric_condition(f: &sqlparser::ast::Function, name: &str) -> Result<Option<Expr>> {
    let base = name.strip_suffix("If").unwrap_or(name);
    if !["sum", "avg"].iter().any(|a| a.eq_ignore_ascii_case(base)) {
        return Ok(None);
    }
    let FunctionArguments::List(list) = &f.args else {
        return Ok(None);
    };
    let Some(FunctionArg::Unnamed(FunctionArgExpr::Expr(first))) = list.args.first() else {
        return Ok(None);
    };
    if !is_condition(first) {
        return Ok(None);
    }
    // The condition is already rewritten: put it in a cast as it is, not as text.
    first_argument_cast(f, first, sql_type("UInt8")).map(Some)
}

/// The call `f` with its first argument `first` converted to `to` (a type as the
/// planner names it), rewritten again as this dialect plans it.
fn first_argument_cast(f: &sqlparser::ast::Function, first: &Expr, to: &str) -> Result<Expr> {
    let mut cast = parse_expr(&format!("CAST(NULL AS {to})"))?;
    if let Expr::Cast { expr, .. } = &mut cast {
        **expr = Expr::Nested(Box::new(first.clone()));
    }
    let mut call = f.clone();
    if let FunctionArguments::List(list) = &mut call.args {
        list.args[0] = FunctionArg::Unnamed(FunctionArgExpr::Expr(cast));
    }
    let call = Expr::Function(call);
    Ok(rewrite_function(&call)?.unwrap_or(call))
}

/// `avg(x)` averages `x` as `Float64`, as ClickHouse averages every numeric type: of a
/// decimal, DataFusion's average would be a decimal cut to four more digits than `x`
/// has (and typed so in the expression around it).
fn float_average(f: &sqlparser::ast::Function, name: &str) -> Result<Option<Expr>> {
    if !name.eq_ignore_ascii_case("avg") {
        return Ok(None);
    }
    let FunctionArguments::List(list) = &f.args else {
        return Ok(None);
    };
    let [FunctionArg::Unnamed(FunctionArgExpr::Expr(first))] = list.args.as_slice() else {
        return Ok(None);
    };
    if matches!(
        first,
        Expr::Cast {
            data_type: sqlparser::ast::DataType::Double(_),
            ..
        }
    ) {
        return Ok(None);
    }
    first_argument_cast(f, first, "DOUBLE").map(Some)
}

/// The one aggregate call `call` (a rewritten aggregate) makes, and the type its
/// result is cast to, if any: the shape the `-State` and `-Merge` combinators and
/// `initializeAggregation` take ([`crate::aggregate_state`]).
fn single_aggregate(
    call: Expr,
) -> Option<(sqlparser::ast::Function, Option<sqlparser::ast::DataType>)> {
    match call {
        Expr::Nested(inner) => single_aggregate(*inner),
        Expr::Cast {
            kind: sqlparser::ast::CastKind::Cast,
            expr,
            data_type,
            format: None,
            ..
        } => match single_aggregate(*expr)? {
            (g, None) => Some((g, Some(data_type))),
            _ => None,
        },
        Expr::Function(g) if g.over.is_none() && g.within_group.is_empty() => match &g.args {
            FunctionArguments::List(list) if list.clauses.is_empty() => Some((g, None)),
            FunctionArguments::None => Some((g, None)),
            _ => None,
        },
        _ => None,
    }
}

/// `f(params)(args…)` rewritten as one aggregate call of `g` with its result's cast.
fn aggregate_call(
    f: &sqlparser::ast::Function,
    base: &str,
    args: FunctionArguments,
) -> Result<(
    String,
    sqlparser::ast::Function,
    Option<sqlparser::ast::DataType>,
)> {
    let mut plain = f.clone();
    plain.name = ObjectName::from(vec![Ident::new(base)]);
    plain.args = args;
    let call = Expr::Function(plain);
    let rewritten = rewrite_function(&call)?.unwrap_or(call);
    let not_supported = || {
        Error::bad(format!(
            "the -State and -Merge combinators and initializeAggregation take an aggregate planned as one call; {base} is not one here (NOT_IMPLEMENTED)"
        ))
        .with_code(maskhouse_types::codes::NOT_IMPLEMENTED)
    };
    let (g, finisher) = single_aggregate(rewritten).ok_or_else(not_supported)?;
    let name = match g.name.0.as_slice() {
        [ObjectNamePart::Identifier(id)] if id.quote_style.is_none() => {
            id.value.to_ascii_lowercase()
        }
        [ObjectNamePart::Identifier(id)] => id.value.clone(),
        _ => return Err(not_supported()),
    };
    Ok((name, g, finisher))
}

/// The typed NULL that tells a state's aggregate the type its result is cast to.
fn finisher_expr(finisher: Option<sqlparser::ast::DataType>) -> Expr {
    let null = Expr::value(sqlparser::ast::Value::Null);
    match finisher {
        Some(data_type) => Expr::Cast {
            kind: sqlparser::ast::CastKind::Cast,
            expr: Box::new(null),
            data_type,
            array: false,
            format: None,
        },
        None => null,
    }
}

/// ClickHouse's aggregate states ([`crate::aggregate_state`]): `fState(args…)` as
/// `__state_<g>(finisher, args…)` of the one aggregate call `g` that `f` is planned
/// as (keeping its DISTINCT and filter), `fMerge(s)` as `__merge_<g>(s)`, and
/// `initializeAggregation('f', args…)` as `__agg_init(state, 'g', distinct, finisher, args…)`.
fn aggregate_states(f: &sqlparser::ast::Function, name: &str) -> Result<Option<Expr>> {
    if name == "initializeAggregation" {
        return initialize_aggregation(f, name, crate::aggregate_state::INITIALIZE).map(Some);
    }
    if name == "arrayReduce" {
        return initialize_aggregation(f, name, crate::aggregate_state::REDUCE).map(Some);
    }
    if let Some(base) = name.strip_suffix("State").filter(|b| !b.is_empty()) {
        let (g_name, mut g, finisher) = aggregate_call(f, base, f.args.clone())?;
        g.name = ObjectName::from(vec![Ident::new(format!(
            "{}{g_name}",
            crate::aggregate_state::STATE_OF
        ))]);
        let mut args = vec![FunctionArg::Unnamed(FunctionArgExpr::Expr(finisher_expr(
            finisher,
        )))];
        match &mut g.args {
            FunctionArguments::List(list) => {
                for arg in list.args.drain(..) {
                    args.push(match arg {
                        // `count(*)` counts rows as `count(1)` does.
                        FunctionArg::Unnamed(FunctionArgExpr::Wildcard) => {
                            FunctionArg::Unnamed(FunctionArgExpr::Expr(Expr::value(
                                sqlparser::ast::Value::Number("1".into(), false),
                            )))
                        }
                        other => other,
                    });
                }
                list.args = args;
            }
            other => {
                *other = FunctionArguments::List(sqlparser::ast::FunctionArgumentList {
                    duplicate_treatment: None,
                    args,
                    clauses: vec![],
                })
            }
        }
        return Ok(Some(Expr::Function(g)));
    }
    if let Some(base) = name.strip_suffix("Merge").filter(|b| !b.is_empty()) {
        let args = plain_args(&f.args).unwrap_or_default();
        let [state] = args.as_slice() else {
            return Err(Error::bad(format!(
                "Number of arguments for aggregate function {name} doesn't match: should be 1, a column of states (NUMBER_OF_ARGUMENTS_DOESNT_MATCH)"
            ))
            .with_code(maskhouse_types::codes::NUMBER_OF_ARGUMENTS_DOESNT_MATCH));
        };
        // The aggregate the states belong to, by the forms `f` takes (one argument, or
        // two, or three: the placeholders only give the call its shape).
        let mut last = None;
        for arity in 1..=3 {
            let placeholders = (0..arity)
                .map(|i| format!("__state_argument_{i}"))
                .collect::<Vec<_>>();
            let args = parse_expr(&format!("f({})", placeholders.join(", ")))?;
            let Expr::Function(shape) = args else {
                unreachable!("a call parses as a call")
            };
            match aggregate_call(f, base, shape.args) {
                Ok((g_name, g, _)) => {
                    // The merge's own constants (its parameters, as the aggregate takes
                    // them) in their places; NULL where the aggregate takes values.
                    let mut args = vec![state.clone()];
                    if let FunctionArguments::List(list) = &g.args {
                        for arg in &list.args {
                            let constant = match arg {
                                FunctionArg::Unnamed(FunctionArgExpr::Expr(e))
                                    if !reads_placeholder(e) =>
                                {
                                    sql_text(e)
                                }
                                _ => "NULL".to_string(),
                            };
                            args.push(constant);
                        }
                    }
                    return parse_expr(&format!(
                        "{}{g_name}({})",
                        crate::aggregate_state::MERGE_OF,
                        args.join(", ")
                    ))
                    .map(Some);
                }
                Err(e) => last = Some(e),
            }
        }
        return Err(last.expect("tried at least once"));
    }
    Ok(None)
}

/// Whether `e` reads one of the placeholders a `-Merge` form is shaped with.
fn reads_placeholder(e: &Expr) -> bool {
    let mut found = false;
    let _ = sqlparser::ast::visit_expressions(e, |e| {
        if let Expr::Identifier(id) = e {
            found |= id.value.starts_with("__state_argument_");
        }
        ControlFlow::<()>::Continue(())
    });
    found
}

/// `initializeAggregation('f', args…)` (`'fState'` for states; `f` may have
/// parameters, `'topK(2)'`) as `target` ([`crate::aggregate_state::INITIALIZE`]), or
/// `arrayReduce('f', arrays…)` as [`crate::aggregate_state::REDUCE`]: `display` is the
/// name errors speak of.
fn initialize_aggregation(
    f: &sqlparser::ast::Function,
    display: &str,
    target: &str,
) -> Result<Expr> {
    let args = plain_args(&f.args).unwrap_or_default();
    let Some((function, values)) = args.split_first() else {
        return Err(Error::bad(
            format!("Number of arguments for function {display} doesn't match: passed 0, should be at least 2 (NUMBER_OF_ARGUMENTS_DOESNT_MATCH)"),
        )
        .with_code(maskhouse_types::codes::NUMBER_OF_ARGUMENTS_DOESNT_MATCH));
    };
    let mut function = parse_expr(function)?;
    while let Expr::Nested(inner) = function {
        function = *inner;
    }
    let Expr::Value(v) = function else {
        return Err(Error::bad(format!("the first argument of {display} must be a constant string, the aggregate's name (ILLEGAL_COLUMN)"))
            .with_code(maskhouse_types::codes::ILLEGAL_COLUMN));
    };
    let sqlparser::ast::Value::SingleQuotedString(text) = &v.value else {
        return Err(Error::bad(format!("the first argument of {display} must be a constant string, the aggregate's name (ILLEGAL_COLUMN)"))
            .with_code(maskhouse_types::codes::ILLEGAL_COLUMN));
    };
    // `arrayReduce` plans the aggregate over placeholders, each then replaced by its
    // array whatever the aggregate's planning wrote around it (a cast): the elements
    // are cast to what the aggregate takes when it runs.
    let reduce = target == crate::aggregate_state::REDUCE;
    // arrayReduce's arguments after the name are arrays; a constant that is none is 43
    // (the aggregate's parameters go in the name: `'quantile(0.5)'`).
    if reduce {
        for value in values {
            if let Expr::Value(_) = parse_expr(value)? {
                return Err(Error::bad(format!(
                    "Illegal argument {value} of function arrayReduce, expected an array (ILLEGAL_TYPE_OF_ARGUMENT)"
                ))
                .with_code(maskhouse_types::codes::ILLEGAL_TYPE_OF_ARGUMENT));
            }
        }
    }
    let placeholder = |i: usize| format!("__array_reduce_{i}");
    let written: Vec<String> = match reduce {
        true => (0..values.len()).map(placeholder).collect(),
        false => values.to_vec(),
    };
    // `name` or `name(params)`.
    let call = parse_expr(&format!("{text}({})", written.join(", ")))?;
    let Expr::Function(mut call) = call else {
        return Err(
            Error::bad(format!("{display}: '{text}' is not an aggregate's name"))
                .with_code(maskhouse_types::codes::BAD_ARGUMENTS),
        );
    };
    let name = function_name(&call).unwrap_or_default();
    let (base, with_state) = match name.strip_suffix("State").filter(|b| !b.is_empty()) {
        Some(base) => (base.to_string(), true),
        None => (name.clone(), false),
    };
    let args = std::mem::replace(&mut call.args, FunctionArguments::None);
    let (g_name, g, finisher) = aggregate_call(&call, &base, args)?;
    if g.filter.is_some() {
        return Err(Error::bad(format!(
            "{display} of {base} is not supported: it is planned with a filter (NOT_IMPLEMENTED)"
        ))
        .with_code(maskhouse_types::codes::NOT_IMPLEMENTED));
    }
    let distinct = matches!(&g.args, FunctionArguments::List(l) if l.duplicate_treatment == Some(sqlparser::ast::DuplicateTreatment::Distinct));
    let mut out = vec![
        Expr::value(sqlparser::ast::Value::Boolean(with_state)),
        Expr::value(sqlparser::ast::Value::SingleQuotedString(g_name)),
        Expr::value(sqlparser::ast::Value::Boolean(distinct)),
        finisher_expr(finisher),
    ];
    if let FunctionArguments::List(list) = g.args {
        for arg in list.args {
            match arg {
                FunctionArg::Unnamed(FunctionArgExpr::Expr(e)) if reduce => {
                    let mut found = vec![];
                    let _ = sqlparser::ast::visit_expressions(&e, |x| {
                        if let Expr::Identifier(id) = x {
                            if let Some(i) = (0..values.len()).find(|&i| id.value == placeholder(i))
                            {
                                found.push(i);
                            }
                        }
                        ControlFlow::<()>::Continue(())
                    });
                    match found.as_slice() {
                        [] => out.push(e),
                        [i] => out.push(parse_expr(&values[*i])?),
                        _ => {
                            return Err(Error::bad(format!(
                                "{display} of {base} is not supported: it is planned over several arrays at once (NOT_IMPLEMENTED)"
                            ))
                            .with_code(maskhouse_types::codes::NOT_IMPLEMENTED))
                        }
                    }
                }
                FunctionArg::Unnamed(FunctionArgExpr::Expr(e)) => out.push(e),
                _ => {
                    return Err(Error::bad(format!(
                        "{display} of {base} takes plain arguments (NOT_IMPLEMENTED)"
                    ))
                    .with_code(maskhouse_types::codes::NOT_IMPLEMENTED))
                }
            }
        }
    }
    Ok(crate::syntax::call(target, out))
}

/// `name(args…)` as this dialect plans it.
fn combined_call(name: &str, args: &[String]) -> Result<Expr> {
    let call = parse_expr(&format!("{name}({})", args.join(", ")))?;
    Ok(rewrite_function(&call)?.unwrap_or(call))
}

fn rewrite_function(expr: &Expr) -> Result<Option<Expr>> {
    let Expr::Function(f) = expr else {
        return Ok(None);
    };
    let Some(name) = function_name(f) else {
        return Ok(None);
    };
    // `sumArray(DISTINCT a)` is ClickHouse's `-Distinct` over whole arrays, which the
    // `-Array` forms here do not do (`crate::combinators`).
    if crate::combinators::is_array_form(name.strip_suffix("If").unwrap_or(&name))
        && matches!(&f.args, FunctionArguments::List(l) if l.duplicate_treatment.is_some())
    {
        return Err(Error::bad(format!(
            "{name}(DISTINCT …) is not supported (NOT_IMPLEMENTED)"
        ))
        .with_code(maskhouse_types::codes::NOT_IMPLEMENTED));
    }
    if f.over.is_none() && f.filter.is_none() {
        if let Some(call) = aggregate_states(f, &name)? {
            return Ok(Some(call));
        }
    }
    if f.over.is_some() || f.filter.is_some() {
        return Ok(None);
    }
    if matches!(
        name.as_str(),
        "topK" | "topKWeighted" | "topKIf" | "topKWeightedIf"
    ) {
        return top_k(f, &name).map(Some);
    }
    // Parameters (`f(p)(x)`) of the functions that read them here; a call left with
    // parameters is refused before planning (`crate::error::parametric_calls`).
    if !matches!(f.parameters, FunctionArguments::None)
        && matches!(
            name.strip_suffix("If").unwrap_or(&name),
            "groupArray" | "groupUniqArray"
        )
    {
        return max_size(f, &name).map(Some);
    }
    // `any(x)` and `anyLast(x)` skip NULLs, as ClickHouse's do (`anyRespectNulls` is
    // the other kind).
    if name == "any" || name == "anyLast" {
        if let Some([arg]) = plain_args(&f.args).as_deref() {
            let function = if name == "any" {
                "first_value"
            } else {
                "last_value"
            };
            let mut call = parse_expr(&format!("{function}({arg})"))?;
            if let Expr::Function(g) = &mut call {
                g.filter = Some(Box::new(Expr::IsNotNull(Box::new(parse_expr(arg)?))));
            }
            return Ok(Some(call));
        }
    }
    // ClickHouse's `log(x)` is the natural logarithm (DataFusion's is base 10).
    if name.eq_ignore_ascii_case("log") {
        let passed = match &f.args {
            FunctionArguments::List(list) => list.args.len(),
            _ => 0,
        };
        if passed != 1 {
            return Err(Error::bad(format!(
                "Number of arguments for function log doesn't match: passed {passed}, should be 1 (NUMBER_OF_ARGUMENTS_DOESNT_MATCH)"
            ))
            .with_code(maskhouse_types::codes::NUMBER_OF_ARGUMENTS_DOESNT_MATCH));
        }
        let mut f = f.clone();
        f.name = ObjectName::from(vec![Ident::new("ln")]);
        return Ok(Some(Expr::Function(f)));
    }
    // `arrayElement(a, i)` is `a[i]`, planned as that is (the element type's default
    // out of range, an index of any integer type).
    if name == "arrayElement" {
        if let FunctionArguments::List(list) = &f.args {
            if let [FunctionArg::Unnamed(FunctionArgExpr::Expr(array)), FunctionArg::Unnamed(FunctionArgExpr::Expr(index))] =
                list.args.as_slice()
            {
                let index = match index {
                    Expr::Value(_) => index.clone(),
                    _ => Expr::Cast {
                        kind: sqlparser::ast::CastKind::Cast,
                        expr: Box::new(index.clone()),
                        data_type: sqlparser::ast::DataType::BigInt(None),
                        array: false,
                        format: None,
                    },
                };
                return Ok(Some(Expr::CompoundFieldAccess {
                    root: Box::new(array.clone()),
                    access_chain: vec![sqlparser::ast::AccessExpr::Subscript(
                        sqlparser::ast::Subscript::Index { index },
                    )],
                }));
            }
        }
    }
    if let Some(new) = renamed(f, &name) {
        return Ok(Some(new));
    }
    if let Some(new) = array_function(f, &name)? {
        return Ok(Some(new));
    }
    let Some(args) = plain_args(&f.args) else {
        return Ok(None);
    };
    if let Some(call) = quantile(f, &name, &args)? {
        return Ok(Some(call));
    }
    // A condition summed or averaged counts as a number, as ClickHouse's `UInt8`
    // conditions do (`sum(x > 5)`, `avgIf(x = 1, y)`).
    if let Some(call) = numeric_condition(f, &name)? {
        return Ok(Some(call));
    }
    if let Some(call) = float_average(f, &name)? {
        return Ok(Some(call));
    }
    // The `-Distinct` combinator: `sumDistinct(x)` is `sum(DISTINCT x)`.
    if let Some(base) = name.strip_suffix("Distinct").and_then(|b| {
        ANY_CASE_AGGREGATES
            .iter()
            .find(|a| a.eq_ignore_ascii_case(b))
    }) {
        if args.is_empty() {
            return Err(Error::bad(format!("function {name} takes arguments"))
                .with_code(maskhouse_types::codes::NUMBER_OF_ARGUMENTS_DOESNT_MATCH));
        }
        return parse_expr(&format!("{base}(DISTINCT {})", args.join(", "))).map(Some);
    }
    let arity = |n: usize| -> Result<()> {
        if args.len() == n {
            Ok(())
        } else {
            Err(Error::bad(format!(
                "Number of arguments for function {name} doesn't match: passed {}, should be {n} (NUMBER_OF_ARGUMENTS_DOESNT_MATCH)",
                args.len()
            ))
            .with_code(maskhouse_types::codes::NUMBER_OF_ARGUMENTS_DOESNT_MATCH))
        }
    };
    let cast = |ty: &str| -> Result<String> {
        arity(1)?;
        Ok(format!("CAST({} AS {})", args[0], sql_type(ty)))
    };
    // The few functions ClickHouse names in any case.
    let folded = name.to_ascii_lowercase();
    let name = match folded.as_str() {
        "version" | "timezone" | "database" | "if" => folded,
        "isnull" => "isNull".to_string(),
        _ => name.clone(),
    };
    let sql = match name.as_str() {
        "e" => {
            arity(0)?;
            "exp(CAST(1 AS DOUBLE))".to_string()
        }
        // Integers keep their low bits, as in ClickHouse (`scalar::ToInteger`).
        to_integer if crate::scalar::ToInteger::for_clickhouse(to_integer).is_some() => {
            arity(1)?;
            let function =
                crate::scalar::ToInteger::for_clickhouse(to_integer).expect("matched above");
            format!("{function}({})", args[0])
        }
        "toFloat32" => cast("Float32")?,
        "toFloat64" => cast("Float64")?,
        "toDateTime" if args.len() == 2 => format!("todatetime_tz({}, {})", args[0], args[1]),
        "toDateTime" => {
            arity(1)?;
            format!(
                "to_timestamp_seconds({}({}))",
                crate::date_text::DATETIME_TEXT,
                args[0]
            )
        }
        "toTimeZone" | "toTimezone" => {
            arity(2)?;
            format!("todatetime_tz({}, {})", args[0], args[1])
        }
        // `toDateTime64(x)` alone is milliseconds, as before a precision was given.
        "toDateTime64" => {
            if !(1..=3).contains(&args.len()) {
                arity(2)?;
            }
            let precision = if args.len() == 1 { ", 3" } else { "" };
            format!(
                "{}({}{precision})",
                crate::datetime64::TO_DATETIME64,
                args.join(", ")
            )
        }
        // A `Date` here holds `Date32`'s range, so the two are one function.
        "toDate" | "toDate32" => {
            arity(1)?;
            format!("to_date({}({}))", crate::date_text::DATE_TEXT, args[0])
        }
        or if OR_NULL_OR_ZERO.iter().any(|(f, _, _)| *f == or) => {
            arity(1)?;
            let (_, ty, zero) = OR_NULL_OR_ZERO
                .iter()
                .find(|(f, _, _)| *f == or)
                .expect("matched above");
            format!(
                "{}({}, '{ty}', {zero}, '{or}')",
                crate::scalar::READ_OR,
                args[0]
            )
        }
        "formatDateTime" | "DATE_FORMAT" => {
            if !(2..=3).contains(&args.len()) {
                arity(2)?;
            }
            let format = string_literal(&args[1]).ok_or_else(|| {
                Error::bad(format!(
                    "the format of {name} must be a constant string (ILLEGAL_COLUMN)"
                ))
                .with_code(maskhouse_types::codes::ILLEGAL_COLUMN)
            })?;
            let time = match args.get(2) {
                Some(zone) => format!("todatetime_tz({}, {zone})", args[0]),
                None => args[0].clone(),
            };
            let pieces: Vec<String> = chrono_format(&format, args.len() == 3)?
                .into_iter()
                .map(|piece| match piece {
                    Some(chrono) => format!("to_char({time}, {})", quote_string(&chrono)),
                    None => format!("CAST(date_part('quarter', {time}) AS VARCHAR)"),
                })
                .collect();
            match pieces.as_slice() {
                [one] => one.clone(),
                _ => format!("concat({})", pieces.join(", ")),
            }
        }
        // `\1` in the replacement is the first group, as DataFusion reads it too.
        "replaceRegexpAll" | "replaceRegexpOne" => {
            arity(3)?;
            // `$` is literal in ClickHouse's replacement, a group in Rust's: doubled.
            let replacement = match string_literal(&args[2]) {
                Some(r) => quote_string(&r.replace('$', "$$")),
                None => format!("replace({}, '$', '$$')", args[2]),
            };
            let flags = if name == "replaceRegexpAll" {
                ", 'g'"
            } else {
                ""
            };
            format!(
                "regexp_replace({}, {}, {replacement}{flags})",
                args[0],
                re2_argument(&args[1])
            )
        }
        // The positions of an array's elements, from 1.
        "arrayEnumerate" => {
            arity(1)?;
            format!(
                "arrow_cast(range(1, CAST(coalesce(array_length({}, 1), 0) AS BIGINT) + 1), 'List(non-null UInt32)')",
                args[0]
            )
        }
        "toYYYYMM" => {
            arity(1)?;
            format!(
                "CAST(date_part('year', {a}) * 100 + date_part('month', {a}) AS INT UNSIGNED)",
                a = args[0]
            )
        }
        to_interval if TO_INTERVAL.iter().any(|(f, _)| *f == to_interval) => {
            arity(1)?;
            let unit = TO_INTERVAL
                .iter()
                .find(|(f, _)| *f == to_interval)
                .map_or("day", |(_, u)| u);
            format!("ch_interval(CAST(({}) AS BIGINT), '{unit}')", args[0])
        }
        add if ADD_INTERVAL.iter().any(|(f, _, _)| *f == add) => {
            arity(2)?;
            let (_, sign, unit) = ADD_INTERVAL
                .iter()
                .find(|(f, _, _)| *f == add)
                .expect("matched above");
            format!(
                "(({}) {sign} ch_interval(CAST(({}) AS BIGINT), '{unit}'))",
                args[0], args[1]
            )
        }
        empty if EMPTY_ARRAY.iter().any(|(f, _)| *f == empty) => {
            arity(0)?;
            let (_, element) = EMPTY_ARRAY
                .iter()
                .find(|(f, _)| *f == empty)
                .expect("matched above");
            format!("arrow_cast(make_array(), 'List({element})')")
        }
        // True when an odd number of the arguments are (not zero), as a UInt8.
        "xor" => {
            if args.len() < 2 {
                return Err(Error::bad(format!(
                    "Number of arguments for function xor doesn't match: passed {}, should be at least 2 (NUMBER_OF_ARGUMENTS_DOESNT_MATCH)",
                    args.len()
                ))
                .with_code(maskhouse_types::codes::NUMBER_OF_ARGUMENTS_DOESNT_MATCH));
            }
            let operands: Vec<String> = args
                .iter()
                .map(|a| format!("CAST({a} AS BOOLEAN)"))
                .collect();
            format!("CAST(({}) AS TINYINT UNSIGNED)", operands.join(" <> "))
        }
        "toYYYYMMDD" => {
            arity(1)?;
            format!(
                "CAST(date_part('year', {a}) * 10000 + date_part('month', {a}) * 100 + date_part('day', {a}) AS INT UNSIGNED)",
                a = args[0]
            )
        }
        // The mode's first day of the week: Sunday for an even mode (0, the default),
        // Monday for an odd one, as in ClickHouse (its lowest bit).
        "toStartOfWeek" => {
            let mode = match args.len() {
                1 => "0".to_string(),
                2 => args[1].trim_matches(|c| c == '(' || c == ')').trim().to_string(),
                n => {
                    return Err(Error::bad(format!(
                        "Number of arguments for function toStartOfWeek doesn't match: passed {n}, should be 1 or 2 (NUMBER_OF_ARGUMENTS_DOESNT_MATCH)"
                    ))
                    .with_code(maskhouse_types::codes::NUMBER_OF_ARGUMENTS_DOESNT_MATCH))
                }
            };
            match mode.parse::<u64>() {
                Ok(m) if m % 2 == 0 => format!(
                    "CAST(date_trunc('week', ({}) + INTERVAL 1 DAY) - INTERVAL 1 DAY AS DATE)",
                    args[0]
                ),
                Ok(_) => format!("CAST(date_trunc('week', {}) AS DATE)", args[0]),
                Err(_) => {
                    return Err(Error::bad(format!(
                        "toStartOfWeek: the mode must be a constant integer, got {mode}"
                    ))
                    .with_code(maskhouse_types::codes::ILLEGAL_TYPE_OF_ARGUMENT))
                }
            }
        }
        // The position of `x` in the array from 1; 0 when it is not there.
        "indexOf" => {
            arity(2)?;
            format!(
                "CAST(coalesce(array_position({}, {}), 0) AS BIGINT UNSIGNED)",
                args[0], args[1]
            )
        }
        "toDayOfWeek" => {
            arity(1)?;
            format!(
                "CAST((date_part('dow', {}) + 6) % 7 + 1 AS TINYINT UNSIGNED)",
                args[0]
            )
        }
        "like" | "notLike" | "ilike" | "notILike" => {
            arity(2)?;
            let op = match name.as_str() {
                "like" => "LIKE",
                "notLike" => "NOT LIKE",
                "ilike" => "ILIKE",
                _ => "NOT ILIKE",
            };
            format!("(({}) {op} ({}))", args[0], args[1])
        }
        // Characters, as UInt64 (DataFusion's `character_length` is Int32).
        "lengthUTF8" => {
            arity(1)?;
            format!("CAST(character_length({}) AS BIGINT UNSIGNED)", args[0])
        }
        "bitXor" => {
            arity(2)?;
            format!("(({}) ^ ({}))", args[0], args[1])
        }
        "fromUnixTimestamp" => {
            arity(1)?;
            format!("to_timestamp_seconds({})", args[0])
        }
        "arrayReverseSort" => {
            arity(1)?;
            format!("array_sort({}, 'DESC', 'NULLS LAST')", args[0])
        }
        // The first occurrence of a non-empty `from`, as characters (the positions of
        // `strpos` and `substringUTF8` agree).
        "replaceOne" => {
            arity(3)?;
            let (s, from, to) = (&args[0], &args[1], &args[2]);
            format!(
                "CASE WHEN ({s}) IS NULL OR ({from}) IS NULL OR ({to}) IS NULL THEN NULL \
                 WHEN char_length({from}) > 0 AND strpos({s}, {from}) > 0 \
                 THEN concat(substringutf8({s}, 1, strpos({s}, {from}) - 1), {to}, \
                 substringutf8({s}, strpos({s}, {from}) + char_length({from}))) ELSE {s} END"
            )
        }
        // The first group of the first match, or the whole match when the pattern has
        // no group; an empty string when nothing matches.
        "extract" => {
            arity(2)?;
            let p = re2_argument(&args[1]);
            let (s, p) = (&args[0], &p);
            format!(
                "{}(CASE WHEN ({s}) IS NULL OR ({p}) IS NULL THEN NULL \
                 ELSE coalesce(regexp_match({s}, {p})[1], '') END, {s})",
                crate::functions::NULLABLE_AS
            )
        }
        "toStartOfInterval" => {
            arity(2)?;
            format!(
                "{}({}, {})",
                crate::functions::NULLABLE_AS,
                start_of_interval(&args[0], &args[1])?,
                args[0]
            )
        }
        "toStartOfHour" => {
            arity(1)?;
            format!("date_trunc('hour', {})", args[0])
        }
        "toYear" | "toMonth" | "toDayOfMonth" | "toHour" | "toMinute" | "toSecond" => {
            arity(1)?;
            let (part, ty) = match name.as_str() {
                "toYear" => ("year", "SMALLINT UNSIGNED"),
                "toMonth" => ("month", "TINYINT UNSIGNED"),
                "toDayOfMonth" => ("day", "TINYINT UNSIGNED"),
                "toHour" => ("hour", "TINYINT UNSIGNED"),
                "toMinute" => ("minute", "TINYINT UNSIGNED"),
                _ => ("second", "TINYINT UNSIGNED"),
            };
            format!("CAST(date_part('{part}', {}) AS {ty})", args[0])
        }
        "toStartOfMonth" | "toStartOfYear" => {
            arity(1)?;
            let unit = if name == "toStartOfMonth" {
                "month"
            } else {
                "year"
            };
            format!("CAST(date_trunc('{unit}', {}) AS DATE)", args[0])
        }
        "toStartOfMinute" => {
            arity(1)?;
            format!("date_trunc('minute', {})", args[0])
        }
        "toStartOfSecond" => {
            arity(1)?;
            format!("date_trunc('second', {})", args[0])
        }
        "toStartOfQuarter" => {
            arity(1)?;
            format!("CAST(date_trunc('quarter', {}) AS DATE)", args[0])
        }
        // Buckets of whole minutes from the epoch, as ClickHouse counts them.
        "toStartOfFiveMinutes"
        | "toStartOfFiveMinute"
        | "toStartOfTenMinutes"
        | "toStartOfFifteenMinutes" => {
            arity(1)?;
            let minutes = match name.as_str() {
                "toStartOfTenMinutes" => 10,
                "toStartOfFifteenMinutes" => 15,
                _ => 5,
            };
            format!(
                "date_bin(INTERVAL {minutes} MINUTE, {}, TIMESTAMP '1970-01-01 00:00:00')",
                args[0]
            )
        }
        "toQuarter" | "toDayOfYear" => {
            arity(1)?;
            let (part, ty) = match name.as_str() {
                "toQuarter" => ("quarter", "TINYINT UNSIGNED"),
                _ => ("doy", "SMALLINT UNSIGNED"),
            };
            format!("CAST(date_part('{part}', {}) AS {ty})", args[0])
        }
        // A `DateTime`: whole seconds, as ClickHouse's (`now() - 3600` is an hour ago).
        now if now.eq_ignore_ascii_case("now") => {
            if args.len() > 1 {
                arity(1)?;
            }
            match args.first() {
                None => "arrow_cast(now(), 'Timestamp(s)')".to_string(),
                Some(zone) => format!("todatetime_tz(arrow_cast(now(), 'Timestamp(s)'), {zone})"),
            }
        }
        "now64" => {
            if args.len() > 2 {
                arity(1)?;
            }
            let precision = args.first().map_or("3", String::as_str);
            let zone = args.get(1).map(|z| format!(", {z}")).unwrap_or_default();
            format!(
                "{}(now(), {precision}{zone})",
                crate::datetime64::TO_DATETIME64
            )
        }
        "toUnixTimestamp64Milli" | "toUnixTimestamp64Micro" | "toUnixTimestamp64Nano" => {
            arity(1)?;
            let unit = match name.as_str() {
                "toUnixTimestamp64Milli" => "ms",
                "toUnixTimestamp64Micro" => "us",
                _ => "ns",
            };
            format!("{}({}, '{unit}')", crate::datetime64::UNIX_TICKS, args[0])
        }
        "fromUnixTimestamp64Milli" | "fromUnixTimestamp64Micro" | "fromUnixTimestamp64Nano" => {
            if args.len() != 2 {
                arity(1)?;
            }
            let (unit, precision) = match name.as_str() {
                "fromUnixTimestamp64Milli" => ("ms", 3),
                "fromUnixTimestamp64Micro" => ("µs", 6),
                _ => ("ns", 9),
            };
            let ticks = format!(
                "arrow_cast(CAST({} AS BIGINT), 'Timestamp({unit})')",
                args[0]
            );
            match args.get(1) {
                None => ticks,
                Some(zone) => format!(
                    "{}({ticks}, {precision}, {zone})",
                    crate::datetime64::TO_DATETIME64
                ),
            }
        }
        // `intDiv` and `%`, but 0 where the divisor is 0 (ClickHouse's `…OrZero`).
        "intDivOrZero" | "moduloOrZero" => {
            arity(2)?;
            let op = if name == "intDivOrZero" {
                format!("intDiv({}, {})", args[0], args[1])
            } else {
                format!("({}) % ({})", args[0], args[1])
            };
            format!("CASE WHEN ({}) = 0 THEN 0 ELSE {op} END", args[1])
        }
        // `fOrNull(args…)`: `f`, but NULL where it aggregated no rows (ClickHouse's
        // `-OrNull` combinator); `fOrNullIf(args…, cond)` and `fIfOrNull` count only the
        // rows where `cond` holds.
        combined if or_null(combined).is_some() => {
            let Some((base, with_if)) = or_null(combined) else {
                return Ok(None);
            };
            let (value, rows) = if with_if {
                let Some(cond) = args.last() else {
                    return Err(Error::bad(format!(
                        "function {name} takes a condition as its last argument"
                    )));
                };
                (
                    combined_call(&format!("{base}If"), &args)?,
                    combined_call("countIf", &["1".to_string(), cond.clone()])?,
                )
            } else {
                (combined_call(base, &args)?, parse_expr("count(*)")?)
            };
            let mut case = parse_expr("CASE WHEN __rows = 0 THEN NULL ELSE __value END")?;
            let _ = sqlparser::ast::visit_expressions_mut(&mut case, |e| {
                if let Expr::Identifier(id) = e {
                    match id.value.as_str() {
                        "__rows" => *e = rows.clone(),
                        "__value" => *e = value.clone(),
                        _ => {}
                    }
                }
                ControlFlow::<()>::Continue(())
            });
            return Ok(Some(case));
        }
        // Aggregate combinators: `fIf(args…, cond)` is `f(args…)` over the rows where
        // `cond` holds (`FILTER (WHERE cond)`, which this dialect cannot spell).
        combined
            if combined
                .strip_suffix("If")
                .is_some_and(|inner| combinable(inner).is_some()) =>
        {
            let inner = combinable(&combined[..combined.len() - 2]).unwrap_or_default();
            let Some((cond, inner_args)) = args.split_last() else {
                return Err(Error::bad(format!(
                    "function {name} takes a condition as its last argument"
                )));
            };
            let call = format!("{inner}({})", inner_args.join(", "));
            let mut call = parse_expr(&call)?;
            if let Some(rewritten) = rewrite_function(&call)? {
                call = rewritten;
            }
            let Expr::Function(f) = &mut call else {
                return Err(Error::bad(format!(
                    "function {name} cannot take a condition"
                )));
            };
            let mut cond = parse_expr(cond)?;
            as_condition(&mut cond);
            // `groupArrayIf` keeps its own filter (no NULLs) beside the condition.
            f.filter = Some(Box::new(match f.filter.take() {
                Some(own) => Expr::BinaryOp {
                    left: Box::new(Expr::Nested(own)),
                    op: sqlparser::ast::BinaryOperator::And,
                    right: Box::new(Expr::Nested(Box::new(cond))),
                },
                None => cond,
            }));
            return Ok(Some(call));
        }
        // NULL is a value to `has`, as in ClickHouse: `has(a, NULL)` is whether `a`
        // holds a NULL (DataFusion's `array_has` gives NULL).
        "has" => {
            arity(2)?;
            format!(
                // DataFusion's array_has is NULL when the array holds a NULL and
                // not the value; ClickHouse's `has` is 0, and never NULL (`UInt8`).
                "{2}(CASE WHEN ({1}) IS NULL THEN array_has(array_transform({0}, __v -> __v IS NULL), true) ELSE coalesce(array_has({0}, {1}), false) END)",
                args[0], args[1], crate::functions::OR_DEFAULT
            )
        }
        // Whether the map has the key.
        "mapContains" => {
            arity(2)?;
            format!("array_has(map_keys({}), {})", args[0], args[1])
        }
        "toStartOfDay" => {
            arity(1)?;
            format!("date_trunc('day', {})", args[0])
        }
        // Half-hour slots.
        "timeSlot" => {
            arity(1)?;
            format!(
                "{}({}, {})",
                crate::functions::NULLABLE_AS,
                start_of_interval(&args[0], "INTERVAL 30 MINUTE")?,
                args[0]
            )
        }
        // The week by a constant mode (0 unless given), of the date in a time zone.
        "toWeek" | "toYearWeek" => {
            if args.is_empty() || args.len() > 3 {
                return Err(Error::bad(format!(
                    "Number of arguments for function {name} doesn't match: passed {}, should be 1, 2 or 3 (NUMBER_OF_ARGUMENTS_DOESNT_MATCH)",
                    args.len()
                ))
                .with_code(maskhouse_types::codes::NUMBER_OF_ARGUMENTS_DOESNT_MATCH));
            }
            let udf = match name.as_str() {
                "toWeek" => "__to_week",
                _ => "__to_year_week",
            };
            let local = match args.get(2) {
                Some(zone) => sql_text(&combined_call(
                    "toTimeZone",
                    &[args[0].clone(), zone.clone()],
                )?),
                None => args[0].clone(),
            };
            let day = sql_text(&combined_call("toDate", &[local])?);
            let mode = args.get(1).map_or("0", |m| m.as_str());
            format!("{udf}({day}, {mode})")
        }
        "toISOWeek" => {
            arity(1)?;
            format!("CAST(date_part('week', {}) AS TINYINT UNSIGNED)", args[0])
        }
        // Occurrences that do not overlap, from the left; none of an empty needle.
        "countSubstrings" => {
            arity(2)?;
            let (s, n) = (&args[0], &args[1]);
            format!(
                "CAST(CASE WHEN char_length({n}) = 0 THEN 0 \
                 ELSE (char_length({s}) - char_length(replace({s}, {n}, ''))) / char_length({n}) END \
                 AS BIGINT UNSIGNED)"
            )
        }
        "toRelativeYearNum" => {
            arity(1)?;
            format!("CAST(date_part('year', {}) AS SMALLINT UNSIGNED)", args[0])
        }
        "toRelativeMonthNum" => {
            arity(1)?;
            format!(
                "CAST(date_part('year', {a}) * 12 + date_part('month', {a}) AS INT UNSIGNED)",
                a = args[0]
            )
        }
        // Whole units since the Unix epoch.
        "toRelativeDayNum"
        | "toRelativeHourNum"
        | "toRelativeMinuteNum"
        | "toRelativeSecondNum" => {
            arity(1)?;
            let seconds = match name.as_str() {
                "toRelativeDayNum" => 86_400,
                "toRelativeHourNum" => 3_600,
                "toRelativeMinuteNum" => 60,
                _ => 1,
            };
            format!(
                "{}(intDiv(to_unixtime({}), {seconds}))",
                crate::scalar::ToInteger::name_of(&datafusion::arrow::datatypes::DataType::UInt32),
                args[0]
            )
        }
        "toMonday" => {
            arity(1)?;
            format!("CAST(date_trunc('week', {}) AS DATE)", args[0])
        }
        "toUnixTimestamp" => {
            arity(1)?;
            format!("CAST(to_unixtime({}) AS INT UNSIGNED)", args[0])
        }
        "isNull" | "isNotNull" => {
            arity(1)?;
            let not = if name == "isNull" { "" } else { "NOT " };
            format!("(({}) IS {not}NULL)", args[0])
        }
        "modulo" | "bitAnd" | "bitOr" | "plus" | "minus" | "multiply" | "divide" => {
            arity(2)?;
            let op = match name.as_str() {
                "modulo" => "%",
                "bitAnd" => "&",
                "plus" => "+",
                "minus" => "-",
                "multiply" => "*",
                "divide" => "/",
                _ => "|",
            };
            format!("(({}) {op} ({}))", args[0], args[1])
        }
        // The value of `a` on the row where `b` is greatest (least); rows with a NULL
        // `b` come last.
        "argMax" | "argMin" => {
            arity(2)?;
            let order = if name == "argMax" { "DESC" } else { "ASC" };
            format!(
                "first_value({} ORDER BY {} {order} NULLS LAST)",
                args[0], args[1]
            )
        }
        "empty" | "notEmpty" => {
            arity(1)?;
            let op = if name == "empty" { "=" } else { "<>" };
            format!("length({}) {op} 0", args[0])
        }
        // How many elements of the array equal `x`.
        "yesterday" => {
            arity(0)?;
            "(today() - 1)".to_string()
        }
        "if" => {
            arity(3)?;
            format!(
                "CASE WHEN {} THEN {} ELSE {} END",
                args[0], args[1], args[2]
            )
        }
        "multiIf" => {
            if args.len() < 3 || args.len() % 2 == 0 {
                return Err(Error::bad(
                    "multiIf takes an odd number (3 or more) of arguments",
                ));
            }
            let mut s = String::from("CASE");
            for pair in args[..args.len() - 1].chunks(2) {
                s += &format!(" WHEN {} THEN {}", pair[0], pair[1]);
            }
            s + &format!(" ELSE {} END", args[args.len() - 1])
        }
        // ClickHouse's estimating `uniq*` are exact for small sets; here they are exact.
        // Of several arguments (or `*`), the distinct tuples without a NULL.
        "uniqExact" | "uniq" | "uniqCombined" | "uniqCombined64" | "uniqHLL12" | "uniqTheta" => {
            match args.as_slice() {
                [] => {
                    return Err(Error::bad(format!(
                        "Incorrect number of arguments for aggregate function {name}"
                    ))
                    .with_code(maskhouse_types::codes::NUMBER_OF_ARGUMENTS_DOESNT_MATCH))
                }
                [one] if !spread_argument(f) => format!("count(DISTINCT {one})"),
                _ => format!(
                    "count(DISTINCT {}({}))",
                    crate::functions::UNIQ_KEY,
                    args.join(", ")
                ),
            }
        }
        // With one plain argument, taken above.
        "any" => {
            arity(1)?;
            format!("first_value({})", args[0])
        }
        // ClickHouse leaves NULLs out of the array.
        "groupArray" => {
            arity(1)?;
            let mut call = parse_expr(&format!("array_agg({})", args[0]))?;
            if let Expr::Function(f) = &mut call {
                f.filter = Some(Box::new(Expr::IsNotNull(Box::new(parse_expr(&args[0])?))));
            }
            return Ok(Some(call));
        }
        // The value, its type Nullable.
        "toNullable" => {
            arity(1)?;
            format!("{}({})", crate::functions::TO_NULLABLE, args[0])
        }
        "count" if args.is_empty() => "count(*)".to_string(),
        // What clients ask when they connect (clickhouse-connect: `SELECT version(),
        // timezone()`): the ClickHouse release whose interface maskhouse follows, and
        // the one time zone it has.
        "version" if args.is_empty() => format!("'{}'", crate::CLICKHOUSE_VERSION),
        "timezone" | "timeZone" | "serverTimezone" | "serverTimeZone" if args.is_empty() => {
            "'UTC'".to_string()
        }
        "currentDatabase" | "database" if args.is_empty() => {
            format!("{}()", crate::scalar::CURRENT_DATABASE)
        }
        // ClickHouse's alias, in any case (ibis asks `CURRENT_DATABASE()`).
        current if current.eq_ignore_ascii_case("current_database") && args.is_empty() => {
            format!("{}()", crate::scalar::CURRENT_DATABASE)
        }
        _ => return Ok(None),
    };
    parse_expr(&sql).map(Some)
}

/// `FROM t FINAL`: sqlparser reads the modifier as the alias `FINAL`, which is taken
/// out; returns the table's name. (`FROM t AS x FINAL` does not parse.)
fn take_final(factor: &mut TableFactor) -> Option<sqlparser::ast::ObjectName> {
    let TableFactor::Table {
        name,
        alias,
        args: None,
        ..
    } = factor
    else {
        return None;
    };
    let is_final = alias.as_ref().is_some_and(|a| {
        !a.explicit
            && a.columns.is_empty()
            && a.name.quote_style.is_none()
            && a.name.value.eq_ignore_ascii_case("FINAL")
    });
    if !is_final {
        return None;
    }
    *alias = None;
    Some(name.clone())
}

/// The rows of `system.numbers` (and `system.numbers_mt`): every UInt64 from 0, made
/// as they are read, so a query reads it with a LIMIT, as in ClickHouse.
const SYSTEM_NUMBERS: &str =
    "SELECT CAST(value AS BIGINT UNSIGNED) AS number FROM range(0, 9223372036854775807)";

/// The row of `system.one`: `dummy UInt8` = 0.
const SYSTEM_ONE: &str = "SELECT CAST(0 AS TINYINT UNSIGNED) AS dummy";

/// `system.numbers`, `system.numbers_mt` and `system.one`: derived tables of the same
/// columns, under their own name unless aliased.
fn rewrite_system_sources(factor: &mut TableFactor) -> Result<()> {
    let TableFactor::Table {
        name,
        args: None,
        alias,
        ..
    } = factor
    else {
        return Ok(());
    };
    let [ObjectNamePart::Identifier(schema), ObjectNamePart::Identifier(table)] = name.0.as_slice()
    else {
        return Ok(());
    };
    // `db.t` is the table `t` of the database (a schema of the session); only the
    // system tables are built here.
    if schema.value != "system" {
        return Ok(());
    }
    let source = match table.value.as_str() {
        "numbers" | "numbers_mt" => SYSTEM_NUMBERS,
        "one" => SYSTEM_ONE,
        _ => return Ok(()),
    };
    let alias = alias
        .as_ref()
        .map_or(table.to_string(), |a| a.name.to_string());
    *factor = derived_table(&format!("SELECT * FROM ({source}) AS {alias}"))?;
    Ok(())
}

/// The table factor of the one FROM item of `sql`.
fn derived_table(sql: &str) -> Result<TableFactor> {
    let Statement::Query(q) = parse_statement(sql)? else {
        unreachable!("a query")
    };
    let sqlparser::ast::SetExpr::Select(select) = *q.body else {
        unreachable!("a select")
    };
    Ok(select.from[0].relation.clone())
}

/// The arguments and alias of `factor` when it calls the table function `name` (in
/// any case for `values`, as ClickHouse takes it).
fn table_function<'a>(
    factor: &'a TableFactor,
    name: &str,
) -> Option<(
    &'a sqlparser::ast::TableFunctionArgs,
    &'a Option<sqlparser::ast::TableAlias>,
)> {
    let TableFactor::Table {
        name: called,
        args: Some(args),
        alias,
        ..
    } = factor
    else {
        return None;
    };
    let matches = match called.0.as_slice() {
        [ObjectNamePart::Identifier(id)] if name == "values" => id.value.eq_ignore_ascii_case(name),
        [ObjectNamePart::Identifier(id)] => id.value == name,
        _ => false,
    };
    matches.then_some((args, alias))
}

/// ClickHouse's `values([structure,] row, …)` table function: a derived table of the
/// rows, each a tuple (`(1, 'a')`) or, for one column, a value. The structure
/// (`'id UInt32, s String'`) names the columns and gives their types (each value is
/// converted to it); without one the columns are `c1`, `c2`, … of the values' types.
fn rewrite_values(factor: &mut TableFactor) -> Result<()> {
    let Some((targs, alias)) = table_function(factor, "values") else {
        return Ok(());
    };
    let mut args: Vec<&Expr> = Vec::with_capacity(targs.args.len());
    for a in &targs.args {
        match a {
            FunctionArg::Unnamed(FunctionArgExpr::Expr(e)) => args.push(e),
            _ => return Err(Error::bad("values() takes a structure and rows")),
        }
    }
    let structure = match args.first() {
        Some(Expr::Value(v)) => match &v.value {
            sqlparser::ast::Value::SingleQuotedString(text) => Some(text.clone()),
            _ => None,
        },
        _ => None,
    };
    let rows = if structure.is_some() {
        &args[1..]
    } else {
        &args[..]
    };
    if rows.is_empty() {
        return Err(Error::bad("values() needs at least one row")
            .with_code(maskhouse_types::codes::NUMBER_OF_ARGUMENTS_DOESNT_MATCH));
    }
    let columns: Option<Vec<maskhouse_types::ColumnDef>> = match &structure {
        Some(text) => {
            let (toks, error) = crate::statement::tokenize(text);
            if let Some(e) = error {
                return Err(Error::bad(format!("values(): the structure {text:?}: {e}")));
            }
            Some(
                crate::ddl::split_commas(&toks)
                    .into_iter()
                    .map(|c| crate::ddl::parse_column(text, c))
                    .collect::<Result<Vec<_>>>()?,
            )
        }
        None => None,
    };
    let values: Vec<Vec<String>> = rows
        .iter()
        .map(|row| match row {
            Expr::Tuple(items) => items.iter().map(|e| e.to_string()).collect(),
            other => vec![other.to_string()],
        })
        .collect();
    let width = columns.as_ref().map_or(values[0].len(), Vec::len);
    if let Some(row) = values.iter().find(|r| r.len() != width) {
        return Err(Error::bad(format!(
            "values(): a row has {} values, the structure {width} columns",
            row.len()
        )));
    }
    let mut select: Vec<String> = Vec::with_capacity(width);
    for i in 0..width {
        let value = format!("column{}", i + 1);
        select.push(match &columns {
            // Scalar types by their SQL names (what CAST reads); the others (arrays)
            // by their Arrow types.
            Some(cols) if cols[i].ty.is_scalar() => {
                let ty = crate::syntax::parser(&cols[i].ty.to_string())?.parse_data_type()?;
                format!("CAST({value} AS {ty}) AS `{}`", cols[i].name)
            }
            Some(cols) => format!(
                "arrow_cast({value}, '{}') AS `{}`",
                maskhouse_part::schema::arrow_type(&cols[i].ty),
                cols[i].name
            ),
            None => format!("{value} AS c{}", i + 1),
        });
    }
    let rows: Vec<String> = values
        .iter()
        .map(|r| format!("({})", r.join(", ")))
        .collect();
    let alias = alias
        .as_ref()
        .map_or("values".to_string(), |a| a.name.to_string());
    *factor = derived_table(&format!(
        "SELECT * FROM (SELECT {} FROM (VALUES {})) AS {alias}",
        select.join(", "),
        rows.join(", ")
    ))?;
    Ok(())
}

/// `numbers(N)` / `numbers(offset, N)`: a derived table of `number UInt64`.
fn rewrite_numbers(factor: &mut TableFactor) -> Result<()> {
    rewrite_system_sources(factor)?;
    rewrite_values(factor)?;
    let Some((targs, alias)) = table_function(factor, "numbers") else {
        return Ok(());
    };
    let args: Vec<String> = targs
        .args
        .iter()
        .map(|a| match a {
            FunctionArg::Unnamed(FunctionArgExpr::Expr(e)) => Ok(format!("({e})")),
            _ => Err(Error::bad("numbers() takes numbers")),
        })
        .collect::<Result<_>>()?;
    let (start, count) = match args.as_slice() {
        [n] => ("0".to_string(), n.clone()),
        [s, n] => (s.clone(), n.clone()),
        _ => return Err(Error::bad("numbers() takes (N) or (offset, N)")),
    };
    let alias = alias
        .as_ref()
        .map_or("numbers".to_string(), |a| a.name.to_string());
    *factor = derived_table(&format!(
        "SELECT * FROM (SELECT CAST(value AS BIGINT UNSIGNED) AS number FROM range(CAST({start} AS BIGINT), CAST({start} + {count} AS BIGINT))) AS {alias}"
    ))?;
    Ok(())
}

/// `toStartOfInterval(t, INTERVAL n unit)` (or `toIntervalUnit(n)`): the start of the
/// interval of `n` units that holds `t`, counted from ClickHouse's origins. Seconds,
/// minutes and days count from the Unix epoch and hours from each day's midnight, and
/// give a DateTime; weeks count from Monday 1970-01-05, months and quarters from
/// January 1900 and years from year 0, and give a Date.
fn start_of_interval(time: &str, interval: &str) -> Result<String> {
    let bad = || {
        Error::bad(format!(
            "the second argument of toStartOfInterval must be a constant interval, got {interval} (ILLEGAL_TYPE_OF_ARGUMENT)"
        ))
        .with_code(maskhouse_types::codes::ILLEGAL_TYPE_OF_ARGUMENT)
    };
    let mut parsed = parse_expr(interval)?;
    while let Expr::Nested(inner) = parsed {
        parsed = *inner;
    }
    let (count, unit) = match parsed {
        Expr::Interval(sqlparser::ast::Interval {
            value,
            leading_field: Some(field),
            ..
        }) => (value.to_string(), field.to_string().to_ascii_lowercase()),
        Expr::Function(f) if function_name(&f).is_some_and(|n| n == "ch_interval") => {
            let FunctionArguments::List(list) = &f.args else {
                return Err(bad());
            };
            match list.args.as_slice() {
                [FunctionArg::Unnamed(FunctionArgExpr::Expr(count)), FunctionArg::Unnamed(FunctionArgExpr::Expr(unit))] =>
                {
                    let Some(unit) = string_literal(&unit.to_string()) else {
                        return Err(bad());
                    };
                    let count = match count {
                        Expr::Cast { expr, .. } => expr.to_string(),
                        other => other.to_string(),
                    };
                    (count, unit.to_ascii_lowercase())
                }
                _ => return Err(bad()),
            }
        }
        _ => return Err(bad()),
    };
    let count: i64 = count
        .trim_matches(|c| c == '(' || c == ')' || c == '\'')
        .parse()
        .ok()
        .filter(|n| *n > 0)
        .ok_or_else(bad)?;
    // Steps past any calendar are refused rather than overflow.
    let step = |unit: i64| {
        count
            .checked_mul(unit)
            .filter(|s| *s <= 1 << 40)
            .ok_or_else(|| {
                Error::bad(format!(
                    "the interval {interval} of toStartOfInterval is too long (ARGUMENT_OUT_OF_BOUND)"
                ))
                .with_code(maskhouse_types::codes::ARGUMENT_OUT_OF_BOUND)
            })
    };
    let seconds = |unit_seconds: i64| -> Result<String> {
        Ok(format!(
            "to_timestamp_seconds(date_bin(INTERVAL {} SECOND, to_timestamp_seconds(to_unixtime({time})), to_timestamp_seconds(0)))",
            step(unit_seconds)?
        ))
    };
    // Hours count from each day's midnight.
    let hours = || -> Result<String> {
        let unix = format!("CAST(to_unixtime({time}) AS BIGINT)");
        Ok(format!(
            "to_timestamp_seconds({unix} - (((({unix} % 86400) + 86400) % 86400) % {}))",
            step(3_600)?
        ))
    };
    // Months and quarters count from January 1900.
    let months = |unit_months: i64| -> Result<String> {
        let step = step(unit_months)?;
        let months = format!(
            "((CAST(date_part('year', {time}) AS BIGINT) - 1900) * 12 + CAST(date_part('month', {time}) AS BIGINT) - 1)"
        );
        // `intDiv`: `/` divides as floats here, as in ClickHouse.
        let floored = format!("(intDiv({months}, {step}) * {step})");
        Ok(format!(
            "make_date(CAST(1900 + intDiv({floored}, 12) AS INT), CAST({floored} % 12 + 1 AS INT), 1)"
        ))
    };
    // Years count from year 0.
    let years = || -> Result<String> {
        let step = step(1)?;
        Ok(format!(
            "make_date(CAST(intDiv(CAST(date_part('year', {time}) AS BIGINT), {step}) * {step} AS INT), 1, 1)"
        ))
    };
    Ok(match unit.trim_end_matches('s') {
        "second" => seconds(1)?,
        "minute" => seconds(60)?,
        "hour" => hours()?,
        "day" => seconds(86_400)?,
        "week" => format!(
            "CAST(date_bin(INTERVAL {} DAY, to_timestamp_seconds(to_unixtime({time})), to_timestamp_seconds(345600)) AS DATE)",
            step(7)?
        ),
        "month" => months(1)?,
        "quarter" => months(3)?,
        "year" => years()?,
        _ => return Err(bad()),
    })
}

/// The argument of a call `untuple(t)`.
fn untuple_argument(expr: &Expr) -> Option<&Expr> {
    let Expr::Function(f) = expr else {
        return None;
    };
    let FunctionArguments::List(list) = &f.args else {
        return None;
    };
    match list.args.as_slice() {
        [FunctionArg::Unnamed(FunctionArgExpr::Expr(t))]
            if f.name.to_string() == crate::star_arguments::UNTUPLE =>
        {
            Some(t)
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RE2's empty flag group becomes an empty group the regex crate reads; escaped
    /// parentheses and those in a class (also after a leading `]`) stay.
    #[test]
    fn re2_patterns_read_as_written() {
        assert_eq!(re2_pattern("(?i)to(?)o"), "(?i)to(?:)o");
        assert_eq!(re2_pattern(r"\(?)"), r"\(?)");
        assert_eq!(re2_pattern("[(?)]"), "[(?)]");
        assert_eq!(re2_pattern("[](?)]"), "[](?)]");
        assert_eq!(re2_pattern("[^](?)](?)"), "[^](?)](?:)");
        assert_eq!(re2_pattern(r"\w+\d"), "[0-9A-Za-z_]+[0-9]");
        assert_eq!(re2_pattern(r"[\w-]\W"), "[[0-9A-Za-z_]-][^0-9A-Za-z_]");
        assert_eq!(re2_pattern(r"[^\S\D]"), r"[^[^\t\n\x0C\r ][^0-9]]");
        assert_eq!(re2_pattern(r"\\w\."), r"\\w\.");
        let re = regex::Regex::new(&re2_pattern(r"^\w\s\d$")).unwrap();
        assert!(re.is_match("a 1") && !re.is_match("é 1") && !re.is_match("a\u{a0}1"));
        // A `-` after a class inside a class is a character, not a range.
        let re = regex::Regex::new(&re2_pattern(r"^[\s-_]+$")).unwrap();
        assert!(re.is_match(" -_") && !re.is_match("A") && !re.is_match("1"));
        let re = regex::Regex::new(&re2_pattern(r"^[\w-z]$")).unwrap();
        assert!(re.is_match("-") && !re.is_match("`"));
    }

    /// A string literal with quotes and backslashes prints as text that reads back as
    /// the same literal (sqlparser alone prints `''` and `\'` as they are).
    #[test]
    fn string_literals_read_back() {
        for text in ["a''b", "it's", r"a\'b", "Enum('' = 0, 'x' = 1)", r"\"] {
            let literal = Expr::value(sqlparser::ast::Value::SingleQuotedString(text.into()));
            let again = parse_expr(&sql_text(&literal)).unwrap();
            assert_eq!(again.to_string(), literal.to_string(), "{text}");
            let Expr::Value(v) = again else {
                panic!("{again}")
            };
            assert_eq!(
                v.value,
                sqlparser::ast::Value::SingleQuotedString(text.into())
            );
        }
    }

    /// ClickHouse reads the ORDER BY and LIMIT after a set operation as its last
    /// SELECT's (`SELECT 1 UNION ALL SELECT 2 LIMIT 1` returns both rows), INTERSECT
    /// binding tighter than UNION; a parenthesised set operation keeps them.
    #[test]
    fn set_operation_clauses_bind_to_the_last_select() {
        let bound = |sql: &str| parse_statement(sql).unwrap().to_string();
        assert_eq!(
            bound("SELECT 1 UNION ALL SELECT 2 LIMIT 1"),
            "SELECT 1 UNION ALL (SELECT 2 LIMIT 1)"
        );
        assert_eq!(
            bound("SELECT a FROM t UNION ALL SELECT b FROM u INTERSECT SELECT c FROM v ORDER BY c DESC LIMIT 2"),
            "SELECT a FROM t UNION ALL SELECT b FROM u INTERSECT (SELECT c FROM v ORDER BY c DESC LIMIT 2)"
        );
        assert_eq!(
            bound("SELECT * FROM (SELECT 1 AS x UNION ALL SELECT 2) ORDER BY x LIMIT 1"),
            "SELECT * FROM (SELECT 1 AS x UNION ALL SELECT 2) ORDER BY x LIMIT 1"
        );
        assert_eq!(
            bound("SELECT x FROM t WHERE x IN (SELECT 1 UNION ALL SELECT 2 LIMIT 1)"),
            "SELECT x FROM t WHERE x IN (SELECT 1 UNION ALL (SELECT 2 LIMIT 1))"
        );
    }

    #[test]
    fn functions_are_rewritten() {
        let mut s = parse_statement("SELECT toUInt32(x), if(a, 1, 2), multiIf(a, 1, b, 2, 3), uniqExact(y), count() FROM numbers(5)").unwrap();
        rewrite_statement(&mut s).unwrap();
        let text = s.to_string();
        assert!(text.contains("__to_uint32((x))"), "{text}");
        // `if`'s condition reads a number as ClickHouse does: true when not zero.
        assert!(
            text.contains("CASE WHEN __condition((a)) THEN (1) ELSE (2) END"),
            "{text}"
        );
        assert!(text.contains("count(DISTINCT (y))"), "{text}");
        assert!(text.contains("count(*)"), "{text}");
        assert!(text.contains("range("), "{text}");
    }

    /// Array functions become DataFusion's by their place in the syntax tree (the
    /// lambda moves behind the array), and `-If` applies to any combinable aggregate.
    #[test]
    fn array_functions_are_renamed_and_if_combines() {
        let mut s = parse_statement(
            "SELECT arrayMap(x -> x + 1, a), arrayJoin(a), has(a, 1), anyIf(s, k > 1), \
             groupArrayIf(v, k), countIf(k = 2) FROM t",
        )
        .unwrap();
        rewrite_statement(&mut s).unwrap();
        let text = s.to_string();
        assert!(text.contains("array_transform(a, x -> x + 1)"), "{text}");
        assert!(text.contains("unnest(a)"), "{text}");
        assert!(
            text.contains("ELSE coalesce(array_has((a), (1)), false) END"),
            "{text}"
        );
        assert!(
            text.contains("first_value(((s))) FILTER (WHERE (((s)) IS NOT NULL) AND ((k > 1)))"),
            "{text}"
        );
        assert!(
            text.contains(
                "array_agg(((v))) FILTER (WHERE (((v)) IS NOT NULL) AND (__condition((k))))"
            ),
            "{text}"
        );
        assert!(text.contains("count(*) FILTER (WHERE (k = 2))"), "{text}");
        // An unknown aggregate with an `If` suffix stays as it is written.
        let mut s = parse_statement("SELECT notAnAggregateIf(x, y) FROM t").unwrap();
        rewrite_statement(&mut s).unwrap();
        assert!(s.to_string().contains("notAnAggregateIf(x, y)"));
    }

    /// A repeated output column gets a name of its own for the plan, and the result
    /// gives it back (the positions returned); a list with a wildcard is left alone.
    #[test]
    fn repeated_outputs_are_renamed_for_the_plan() {
        let mut s =
            parse_statement("SELECT number, number, a + 1 AS x, a + 1 AS x, 2 AS y, 3 AS y FROM t")
                .unwrap();
        assert_eq!(unique_outputs(&mut s), (vec![(1, 0), (3, 2)], 6));
        assert_eq!(
            s.to_string(),
            "SELECT number, number AS \"number #1\", a + 1 AS x, a + 1 AS \"a + 1 #3\", 2 AS y, 3 AS y FROM t"
        );
        let mut s = parse_statement("SELECT *, a, a FROM t").unwrap();
        assert!(unique_outputs(&mut s).0.is_empty());
    }

    /// `cast(x, 'T')` is `CAST(x AS T)`, a CAST's target loses `Nullable` and
    /// `LowCardinality`, and ClickHouse's type names cast with their functions.
    #[test]
    fn casts_by_function_and_wrapped_types() {
        let mut s = parse_statement(
            "SELECT cast(a, 'Nullable(UInt8)'), CAST(b AS LowCardinality(String)), cast(c, 'Int32')",
        )
        .unwrap();
        rewrite_statement(&mut s).unwrap();
        assert_eq!(
            s.to_string(),
            "SELECT __to_uint8((a)) AS \"CAST(a, 'Nullable(UInt8)')\", \
             CAST(b AS STRING) AS \"CAST(b, 'LowCardinality(String)')\", \
             __to_int32((c)) AS \"CAST(c, 'Int32')\""
        );
        let mut s = parse_statement("SELECT cast(a, 'Nope(')").unwrap();
        assert!(rewrite_statement(&mut s).is_err());
    }

    /// Every function `system.functions` lists as the dialect's is one it rewrites: a
    /// call of it with some number of arguments is rewritten or refused, never passed
    /// on unknown.
    #[test]
    fn listed_functions_are_rewritten() {
        for (name, _) in REWRITTEN {
            let taken = (0..=3).any(|n| {
                let args: Vec<String> = (0..n).map(|i| format!("x{i}")).collect();
                let call = parse_expr(&format!("{name}({})", args.join(", "))).unwrap();
                !matches!(rewrite_function(&call), Ok(None))
            }) || {
                let call = parse_expr(&format!("{name}(0.5)(x)")).unwrap();
                !matches!(rewrite_function(&call), Ok(None))
            };
            assert!(taken, "{name} is listed but not rewritten");
        }
        for (name, _, _) in RENAMED {
            let taken = ["x", "x, y", "x -> x, y", "x, y, z"].iter().any(|args| {
                let call = parse_expr(&format!("{name}({args})")).unwrap();
                matches!(rewrite_function(&call), Ok(Some(_)))
            });
            assert!(taken, "{name} is listed but not renamed");
        }
    }

    /// A select-list alias stands for its expression after it and in WHERE and HAVING,
    /// not in its own expression, not under a lambda parameter of its name, not in a
    /// subquery.
    #[test]
    fn select_aliases_are_visible_in_their_query() {
        let mut s = parse_statement(
            "SELECT arrayMap(x -> x, [2]), 123 AS x, x + 1 AS y, y * 2, number + 1 AS number \
             FROM t WHERE y > 3 AND (SELECT x FROM u) = 1 HAVING x > 0",
        )
        .unwrap();
        rewrite_statement(&mut s).unwrap();
        let text = s.to_string();
        assert!(text.contains("array_transform([2], x -> x)"), "{text}");
        assert!(text.contains("(123) + 1 AS y"), "{text}");
        assert!(
            text.contains("((123) + 1) * 2 AS \"multiply(y, 2)\""),
            "{text}"
        );
        assert!(text.contains("number + 1 AS number"), "{text}");
        assert!(
            text.contains("WHERE ((123) + 1) > 3 AND (SELECT x FROM u) = 1"),
            "{text}"
        );
        assert!(text.contains("HAVING (123) > 0"), "{text}");
        // A bare alias is its expression under its own name.
        let mut s = parse_statement("SELECT 1 AS x, x").unwrap();
        rewrite_statement(&mut s).unwrap();
        assert_eq!(s.to_string(), "SELECT 1 AS x, 1 AS x");
    }

    #[test]
    fn nan_and_inf_are_numbers_and_system_sources_are_tables() {
        let mut s = parse_statement(
            "SELECT nan, -Inf, \"nan\" FROM system.numbers AS n, system.one LIMIT 1",
        )
        .unwrap();
        rewrite_statement(&mut s).unwrap();
        let text = s.to_string();
        assert!(text.contains("CAST('NaN' AS DOUBLE)"), "{text}");
        assert!(text.contains("negate(CAST('inf' AS DOUBLE))"), "{text}");
        assert!(
            text.contains("\"nan\""),
            "a quoted name stays a name: {text}"
        );
        assert!(
            text.contains("range(0, 9223372036854775807)) AS n"),
            "{text}"
        );
        assert!(text.contains("AS dummy) AS one"), "{text}");
    }

    /// PREWHERE filters as WHERE does, in every branch of a UNION.
    #[test]
    fn prewhere_is_a_condition() {
        let mut s = parse_statement(
            "SELECT * FROM t PREWHERE n % 11 WHERE n % 13 UNION ALL SELECT * FROM u PREWHERE a = 1",
        )
        .unwrap();
        rewrite_statement(&mut s).unwrap();
        let text = s.to_string();
        assert!(!text.contains("PREWHERE"), "{text}");
        assert!(
            text.contains("WHERE __condition((n % 11)) AND __condition((n % 13))"),
            "{text}"
        );
        assert!(text.contains("FROM u WHERE a = 1"), "{text}");
    }

    #[test]
    fn final_is_taken_out_of_table_references() {
        let mut s = parse_statement(
            "SELECT * FROM t FINAL WHERE id IN (SELECT id FROM default.u final) AND x IN (SELECT 1 FROM v AS final)",
        )
        .unwrap();
        let finals = rewrite_statement(&mut s).unwrap();
        // As the statement names them; resolved in the current database when checked.
        assert_eq!(finals, ["t", "default.u"]);
        let text = s.to_string();
        assert!(text.starts_with("SELECT * FROM t WHERE"), "{text}");
        // A database's tables are a schema of the session: the qualifier stays.
        assert!(text.contains("FROM default.u)"), "{text}");
        // An explicit alias is an alias.
        assert!(text.contains("FROM v AS final"), "{text}");
    }
}
