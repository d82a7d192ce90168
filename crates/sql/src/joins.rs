//! Joins as ClickHouse reads them.
//!
//! `SELECT *` over `t LEFT JOIN u USING (k)` shows `k` once, with the left side's
//! value (the right side's for a RIGHT JOIN), as ClickHouse does ([`using_wildcards`]);
//! DataFusion keeps whichever side's name sorts first.
//!
//! ClickHouse's `ANY` join strictness (`t ANY LEFT JOIN u ON …`, `t LEFT ANY JOIN u`),
//! with its default semantics (`any_join_distinct_right_table_keys = 0`):
//! - `ANY LEFT JOIN`: each row of the left side meets at most one row of the right side
//!   with its key;
//! - `ANY RIGHT JOIN`: each row of the right side meets at most one row of the left;
//! - `ANY INNER JOIN`: one row per key from each side.
//!
//! Rewritten before planning: the side that may match only once is read through a
//! derived table that keeps one row per join key (`row_number() OVER (PARTITION BY
//! key) = 1`), under the side's own name, so that the join itself stays an ordinary
//! one. Which of several rows with the same key is kept is unspecified, as in
//! ClickHouse (where it is the first the join reads). The keys come from `USING (…)` or
//! from the `ON` condition's equalities between the two sides (`a.k = b.k AND …`,
//! expressions of one side allowed: `a.x + 1 = b.y`). `ANY FULL JOIN`, and an `ON`
//! that is not a conjunction of such equalities, are `NOT_IMPLEMENTED` (48), as in
//! ClickHouse.
//!
//! With `any_join_distinct_right_table_keys = 1` (ClickHouse's semantics before 19.14,
//! [`crate::statement::ParseOptions`]) the right side keeps one row per key whatever
//! the kind, and the left side all its rows: `ANY INNER JOIN` keeps every left row that
//! has a match, `ANY RIGHT JOIN` every left row against the right side's one row per
//! key, and `ANY FULL JOIN` is allowed.
//!
//! `ASOF` joins ([`asof`]) and `SEMI`/`ANTI` joins ([`semi_or_anti`]) are rewritten
//! the same way, into ordinary joins over a side that gains a column or keeps one row
//! per key.

use std::ops::ControlFlow;

use sqlparser::ast::{
    BinaryOperator, Expr, Ident, JoinConstraint, JoinOperator, ObjectNamePart, Query, SetExpr,
    Spanned, Statement, TableFactor, TableWithJoins, VisitMut, VisitorMut,
};

use crate::{
    syntax::{JoinMarks, Strictness},
    Error, Result,
};

/// `SELECT *` over a LEFT, INNER or RIGHT join `USING (k, …)`, as ClickHouse lists it:
/// the keys first, each taken from the side whose rows all come through (the left; the
/// right for a RIGHT JOIN), then the left side's other columns, then the right side's:
/// `t.k AS k, t.* EXCEPT (k), u.* EXCEPT (k)`. Only where the join is the only one of
/// its FROM and the wildcard has no options of its own.
pub(crate) fn using_wildcards(body: &mut SetExpr) -> Result<()> {
    use sqlparser::ast::{
        ExceptSelectItem, SelectItem, SelectItemQualifiedWildcardKind, WildcardAdditionalOptions,
    };
    match body {
        SetExpr::SetOperation { left, right, .. } => {
            using_wildcards(left)?;
            using_wildcards(right)
        }
        SetExpr::Select(select) => {
            let [from] = select.from.as_slice() else {
                return Ok(());
            };
            let [join] = from.joins.as_slice() else {
                return Ok(());
            };
            let (constraint, keep_left) = match &join.join_operator {
                JoinOperator::Left(c)
                | JoinOperator::LeftOuter(c)
                | JoinOperator::Inner(c)
                | JoinOperator::Join(c) => (c, true),
                JoinOperator::Right(c) | JoinOperator::RightOuter(c) => (c, false),
                _ => return Ok(()),
            };
            let JoinConstraint::Using(names) = constraint else {
                return Ok(());
            };
            let (Some(left), Some(right)) = (qualifier(&from.relation), qualifier(&join.relation))
            else {
                return Ok(());
            };
            let keys: Vec<Ident> = names
                .iter()
                .filter_map(|n| match n.0.as_slice() {
                    [ObjectNamePart::Identifier(id)] => Some(id.clone()),
                    _ => None,
                })
                .collect();
            let [first, rest @ ..] = keys.as_slice() else {
                return Ok(());
            };
            if keys.len() != names.len() {
                return Ok(());
            }
            let plain = |o: &WildcardAdditionalOptions| {
                o.opt_ilike.is_none()
                    && o.opt_exclude.is_none()
                    && o.opt_except.is_none()
                    && o.opt_replace.is_none()
                    && o.opt_rename.is_none()
                    && o.opt_alias.is_none()
            };
            let qualified = |name: &[Ident], options| {
                SelectItem::QualifiedWildcard(
                    SelectItemQualifiedWildcardKind::ObjectName(sqlparser::ast::ObjectName(
                        name.iter()
                            .cloned()
                            .map(ObjectNamePart::Identifier)
                            .collect(),
                    )),
                    options,
                )
            };
            let kept = if keep_left { &left } else { &right };
            let mut projection = Vec::with_capacity(select.projection.len() + keys.len() + 1);
            for item in std::mem::take(&mut select.projection) {
                match item {
                    SelectItem::Wildcard(options) if plain(&options) => {
                        projection.extend(keys.iter().map(|k| SelectItem::ExprWithAlias {
                            expr: Expr::CompoundIdentifier(
                                kept.iter().cloned().chain([k.clone()]).collect(),
                            ),
                            alias: k.clone(),
                        }));
                        let mut others = options;
                        others.opt_except = Some(ExceptSelectItem {
                            first_element: first.clone(),
                            additional_elements: rest.to_vec(),
                        });
                        projection.push(qualified(&left, others.clone()));
                        projection.push(qualified(&right, others));
                    }
                    other => projection.push(other),
                }
            }
            select.projection = projection;
            Ok(())
        }
        _ => Ok(()),
    }
}

/// What a relation's columns are qualified by, quoted: its alias, or the table's name
/// as written (`db.t` too); None for what has neither.
pub(crate) fn qualifier(relation: &TableFactor) -> Option<Vec<Ident>> {
    match relation {
        TableFactor::Table {
            alias: Some(alias), ..
        }
        | TableFactor::Derived {
            alias: Some(alias), ..
        }
        | TableFactor::TableFunction {
            alias: Some(alias), ..
        } if !is_final(alias) => Some(vec![Ident::with_quote('`', alias.name.value.clone())]),
        TableFactor::Table {
            name, args: None, ..
        } => name
            .0
            .iter()
            .map(|p| match p {
                ObjectNamePart::Identifier(id) => Some(Ident::with_quote('`', id.value.clone())),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

/// `t FINAL`: sqlparser reads the modifier as an alias.
fn is_final(alias: &sqlparser::ast::TableAlias) -> bool {
    !alias.explicit
        && alias.columns.is_empty()
        && alias.name.quote_style.is_none()
        && alias.name.value.eq_ignore_ascii_case("FINAL")
}

/// The column that numbers the rows of one key; never seen outside the derived table.
const ROW: &str = "__any_join_row";

/// Whether `name` is a column the rewrites of this module add to a join's sides
/// (never one of the query's own), which `*` leaves out.
pub(crate) fn is_helper_column(name: &str) -> bool {
    [ROW, MATCHED, BOUND]
        .iter()
        .any(|helper| name.starts_with(helper))
}

/// Rewrites every join of `statement` that `marks` says was written `ANY`.
pub(crate) fn rewrite(statement: &mut Statement, marks: &JoinMarks) -> Result<()> {
    if !marks.joins.iter().any(|(_, s)| *s != Strictness::All) {
        return Ok(());
    }
    let mut v = Rewriter {
        marks,
        error: None,
        done: 0,
    };
    let _ = statement.visit(&mut v);
    if let Some(e) = v.error {
        return Err(e);
    }
    // A marked join the walk did not meet (in a part of the statement it does not
    // rewrite) would silently lose its strictness.
    let wanted = marks
        .joins
        .iter()
        .filter(|(_, s)| *s != Strictness::All)
        .count();
    if v.done != wanted {
        return Err(not_implemented("ANY or ASOF JOIN in this place"));
    }
    Ok(())
}

/// As [`rewrite`], for a query parsed on its own.
pub(crate) fn rewrite_query(query: &mut Query, marks: &JoinMarks) -> Result<()> {
    // Most queries have no ANY or ASOF join: nothing to copy then.
    if !marks.joins.iter().any(|(_, s)| *s != Strictness::All) {
        return Ok(());
    }
    let mut statement = Statement::Query(Box::new(query.clone()));
    rewrite(&mut statement, marks)?;
    if let Statement::Query(q) = statement {
        *query = *q;
    }
    Ok(())
}

fn not_implemented(what: &str) -> Error {
    Error::bad(format!("{what} is not supported (NOT_IMPLEMENTED)"))
        .with_code(maskhouse_types::codes::NOT_IMPLEMENTED)
}

struct Rewriter<'a> {
    marks: &'a JoinMarks,
    error: Option<Error>,
    done: usize,
}

impl VisitorMut for Rewriter<'_> {
    type Break = ();

    fn post_visit_query(&mut self, query: &mut Query) -> ControlFlow<()> {
        match self.set_expr(&mut query.body) {
            Err(e) => {
                self.error = Some(e);
                return ControlFlow::Break(());
            }
            // The USING columns of an ASOF join, named bare, are the left side's.
            Ok(Some((left, names))) => {
                if let Some(order_by) = &mut query.order_by {
                    if let sqlparser::ast::OrderByKind::Expressions(exprs) = &mut order_by.kind {
                        for e in exprs {
                            qualify(&mut e.expr, &left, &names);
                        }
                    }
                }
            }
            Ok(None) => {}
        }
        ControlFlow::Continue(())
    }
}

impl Rewriter<'_> {
    /// Rewrites the joins of `body`; for a SELECT whose only join is an ASOF join
    /// `USING (…)`, the left side's name and the columns, which bare names in the
    /// SELECT (and its query's ORDER BY) mean the left side's of.
    fn set_expr(&mut self, body: &mut SetExpr) -> Result<Option<(String, Vec<Ident>)>> {
        match body {
            SetExpr::Select(select) => {
                let mut bounds = Vec::new();
                let mut filters = Vec::new();
                for from in &mut select.from {
                    self.joins(from, &mut bounds, &mut filters)?;
                }
                // An ANTI join keeps the rows its side's match mark is missing from.
                for filter in filters {
                    select.selection = Some(match select.selection.take() {
                        Some(e) => Expr::BinaryOp {
                            left: Box::new(Expr::Nested(Box::new(e))),
                            op: BinaryOperator::And,
                            right: Box::new(filter),
                        },
                        None => filter,
                    });
                }
                let single = select.from.len() == 1 && select.from[0].joins.len() == 1;
                // The names the SELECT itself gives expressions (`price AS t`), before
                // a wildcard is listed as columns.
                let aliases: Vec<String> = select
                    .projection
                    .iter()
                    .filter_map(|item| match item {
                        sqlparser::ast::SelectItem::ExprWithAlias { alias, .. } => {
                            Some(alias.value.clone())
                        }
                        _ => None,
                    })
                    .collect();
                hide_bounds(&mut select.projection, &bounds, single);
                let (left, names) = match bounds.as_slice() {
                    [JoinColumn {
                        using: Some(using), ..
                    }] if single => (using.keys_from.clone(), using.names.clone()),
                    _ => return Ok(None),
                };
                let left = &left;
                // A name the SELECT gives an expression (`price AS t`) means that
                // expression, not the USING column.
                let names: Vec<Ident> = names
                    .iter()
                    .filter(|n| !aliases.contains(&n.value))
                    .cloned()
                    .collect();
                let names = &names;
                let using = (left.clone(), names.clone());
                for item in &mut select.projection {
                    match item {
                        sqlparser::ast::SelectItem::UnnamedExpr(e) => {
                            // Named as written: `sym`, not `trades.sym`.
                            if let Expr::Identifier(id) = e {
                                if names.contains(id) {
                                    let alias = id.clone();
                                    let mut qualified = e.clone();
                                    qualify(&mut qualified, left, names);
                                    *item = sqlparser::ast::SelectItem::ExprWithAlias {
                                        expr: qualified,
                                        alias,
                                    };
                                    continue;
                                }
                            }
                            qualify(e, left, names)
                        }
                        sqlparser::ast::SelectItem::ExprWithAlias { expr, .. } => {
                            qualify(expr, left, names)
                        }
                        _ => {}
                    }
                }
                if let Some(e) = &mut select.selection {
                    qualify(e, left, names);
                }
                if let Some(e) = &mut select.having {
                    qualify(e, left, names);
                }
                if let sqlparser::ast::GroupByExpr::Expressions(exprs, _) = &mut select.group_by {
                    for e in exprs {
                        qualify(e, left, names);
                    }
                }
                Ok(Some(using))
            }
            SetExpr::SetOperation { left, right, .. } => {
                self.set_expr(left)?;
                self.set_expr(right)?;
                Ok(None)
            }
            _ => Ok(None),
        }
    }

    /// The strictness the join whose relation starts at `relation` was written with:
    /// its `JOIN` keyword is the last one before the relation.
    fn strictness(&self, relation: &TableFactor) -> Strictness {
        let start = relation.span().start;
        if start.line == 0 {
            // No location: only a statement without marked joins gets here safely.
            return Strictness::All;
        }
        self.marks
            .joins
            .iter()
            .take_while(|(at, _)| *at < start)
            .last()
            .map_or(Strictness::All, |(_, s)| *s)
    }

    /// Rewrites the ANY, ASOF, SEMI and ANTI joins of `from`; the columns they add,
    /// which a wildcard must leave out, go to `bounds`, and the conditions an ANTI
    /// join adds to the SELECT's WHERE to `filters` (`nested`: `from` is inside
    /// parentheses, where a WHERE would not be the join's own).
    fn joins(
        &mut self,
        from: &mut TableWithJoins,
        bounds: &mut Vec<JoinColumn>,
        filters: &mut Vec<Expr>,
    ) -> Result<()> {
        self.joins_in(from, bounds, filters, false)
    }

    fn joins_in(
        &mut self,
        from: &mut TableWithJoins,
        bounds: &mut Vec<JoinColumn>,
        filters: &mut Vec<Expr>,
        nested: bool,
    ) -> Result<()> {
        if let TableFactor::NestedJoin {
            table_with_joins, ..
        } = &mut from.relation
        {
            self.joins_in(table_with_joins, bounds, filters, true)?;
        }
        for i in 0..from.joins.len() {
            if let TableFactor::NestedJoin {
                table_with_joins, ..
            } = &mut from.joins[i].relation
            {
                self.joins_in(table_with_joins, bounds, filters, true)?;
            }
            let strictness = self.strictness(&from.joins[i].relation);
            if matches!(strictness, Strictness::Semi | Strictness::Anti) {
                if nested && strictness == Strictness::Anti {
                    return Err(not_implemented("ANTI JOIN inside parentheses"));
                }
                semi_or_anti(from, i, strictness, bounds, filters)?;
                self.done += 1;
                continue;
            }
            match strictness {
                Strictness::All => continue,
                Strictness::Asof => {
                    let left_name = if i == 0 {
                        Some(relation_name(&from.relation)?)
                    } else {
                        None
                    };
                    asof(&mut from.joins[i], left_name.as_deref(), bounds)?;
                    self.done += 1;
                    continue;
                }
                Strictness::Any | Strictness::Semi | Strictness::Anti => {}
            }
            let legacy = self.marks.legacy_any;
            let (constraint, dedup_left, dedup_right) = match &from.joins[i].join_operator {
                JoinOperator::Left(c) | JoinOperator::LeftOuter(c) => (c.clone(), false, true),
                // The legacy semantics keep one right row per key whatever the kind.
                _ if legacy => match &from.joins[i].join_operator {
                    JoinOperator::Right(c)
                    | JoinOperator::RightOuter(c)
                    | JoinOperator::Inner(c)
                    | JoinOperator::Join(c)
                    | JoinOperator::FullOuter(c) => (c.clone(), false, true),
                    _ => return Err(not_implemented("ANY with this kind of join")),
                },
                JoinOperator::Right(c) | JoinOperator::RightOuter(c) => (c.clone(), true, false),
                JoinOperator::Inner(c) | JoinOperator::Join(c) => (c.clone(), true, true),
                JoinOperator::FullOuter(_) => return Err(not_implemented("ANY FULL JOIN")),
                _ => return Err(not_implemented("ANY with this kind of join")),
            };
            let JoinSides {
                left_name,
                right_name,
                left_keys,
                right_keys,
            } = join_sides(from, i, &constraint)?;
            if dedup_right {
                one_row_per_key(&mut from.joins[i].relation, &right_name, &right_keys)?;
            }
            if dedup_left {
                let Some(left_name) = left_name else {
                    return Err(not_implemented(
                        "ANY INNER or RIGHT JOIN after another join (its left side is a join)",
                    ));
                };
                one_row_per_key(&mut from.relation, &left_name, &left_keys)?;
            }
            self.done += 1;
        }
        Ok(())
    }
}

/// The names of a join's sides (the left's only where it is the FROM's first
/// relation, not a join) and their key expressions ([`keys`]).
struct JoinSides {
    left_name: Option<String>,
    right_name: String,
    left_keys: Vec<Expr>,
    right_keys: Vec<Expr>,
}

/// The sides of join `i` of `from`.
fn join_sides(from: &TableWithJoins, i: usize, constraint: &JoinConstraint) -> Result<JoinSides> {
    let right_name = relation_name(&from.joins[i].relation)?;
    let left_name = if i == 0 {
        Some(relation_name(&from.relation)?)
    } else {
        None
    };
    let (left_keys, right_keys) = keys(constraint, left_name.as_deref(), &right_name)?;
    Ok(JoinSides {
        left_name,
        right_name,
        left_keys,
        right_keys,
    })
}

/// The column an ANTI join's side gains: 1 on each of its rows, so that a row of the
/// kept side that met none has the default (or NULL) there instead.
const MATCHED: &str = "__anti_join_matched";

/// `l [LEFT] SEMI JOIN r` and `l [LEFT] ANTI JOIN r` (`RIGHT` for the right side's
/// rows) as ClickHouse reads them, as ordinary joins:
/// - SEMI: an INNER join whose other side keeps one row per key, so each row of the
///   kept side that has a match comes through once, with one of its matches;
/// - ANTI: an outer join whose other side gains a column of 1s (`MATCHED`), and a
///   condition in the WHERE that keeps the rows where it is missing (0 or NULL): the
///   rows of the kept side without a match, the other side's columns at their
///   defaults (NULL under `join_use_nulls = 1`), as in ClickHouse.
///
/// The keys come from `USING` or from the `ON` equalities, as for ANY joins.
fn semi_or_anti(
    from: &mut TableWithJoins,
    i: usize,
    strictness: Strictness,
    bounds: &mut Vec<JoinColumn>,
    filters: &mut Vec<Expr>,
) -> Result<()> {
    let what = match strictness {
        Strictness::Semi => "SEMI",
        _ => "ANTI",
    };
    let (constraint, keep_left) = match &from.joins[i].join_operator {
        JoinOperator::Left(c)
        | JoinOperator::LeftOuter(c)
        | JoinOperator::Inner(c)
        | JoinOperator::Join(c) => (c.clone(), true),
        JoinOperator::Right(c) | JoinOperator::RightOuter(c) => (c.clone(), false),
        _ => return Err(not_implemented(&format!("{what} with this kind of join"))),
    };
    // The mark is tested in the WHERE, after every join of the FROM: a later join that
    // keeps its own rows (RIGHT, FULL) would meet the rows the ANTI join drops.
    if strictness == Strictness::Anti
        && from.joins[i + 1..].iter().any(|j| {
            matches!(
                j.join_operator,
                JoinOperator::Right(_) | JoinOperator::RightOuter(_) | JoinOperator::FullOuter(_)
            )
        })
    {
        return Err(not_implemented(
            "a RIGHT or FULL JOIN after an ANTI JOIN (read the ANTI JOIN in a subquery)",
        ));
    }
    // `*` over `USING` lists the kept side's keys only where the join is the FROM's
    // only one; after other joins the key would be the other side's default.
    if strictness == Strictness::Anti
        && matches!(constraint, JoinConstraint::Using(_))
        && from.joins.len() != 1
    {
        return Err(not_implemented(
            "ANTI JOIN USING beside other joins (write ON a.k = b.k)",
        ));
    }
    let JoinSides {
        left_name,
        right_name,
        left_keys,
        right_keys,
    } = join_sides(from, i, &constraint)?;
    // `*` over `USING (…)`: the keys of the kept side, then each side's other columns.
    let using = match (&constraint, &left_name) {
        (JoinConstraint::Using(names), Some(left)) => names
            .iter()
            .map(|n| match n.0.as_slice() {
                [ObjectNamePart::Identifier(id)] => Some(id.clone()),
                _ => None,
            })
            .collect::<Option<Vec<Ident>>>()
            .map(|names| UsingStar {
                keys_from: if keep_left {
                    left.clone()
                } else {
                    right_name.clone()
                },
                left: left.clone(),
                right: right_name.clone(),
                names,
            }),
        _ => None,
    };
    // The side whose rows are matched against: it is rewritten.
    let (other, other_name, other_keys) = if keep_left {
        (&mut from.joins[i].relation, right_name, right_keys)
    } else {
        let Some(left_name) = left_name else {
            return Err(not_implemented(&format!(
                "RIGHT {what} JOIN after another join (its left side is a join)"
            )));
        };
        (&mut from.relation, left_name, left_keys)
    };
    if strictness == Strictness::Semi {
        one_row_per_key(other, &other_name, &other_keys)?;
        from.joins[i].join_operator = JoinOperator::Inner(constraint);
        return Ok(());
    }
    let column = format!("{MATCHED}_{other_name}");
    if bounds.iter().any(|b| b.column == column) {
        return Err(not_implemented("two ANTI joins of one name in a SELECT"));
    }
    let marked = Ident::with_quote('`', column.as_str());
    rebuilt(other, &other_name, "ANTI JOIN", |inner| {
        format!("SELECT *, 1 AS {marked} FROM {inner}")
    })?;
    from.joins[i].join_operator = match keep_left {
        true => JoinOperator::Left(constraint),
        false => JoinOperator::Right(constraint),
    };
    let mark = Expr::CompoundIdentifier(vec![Ident::with_quote('`', other_name.as_str()), marked]);
    filters.push(crate::syntax::parser(&format!("coalesce({mark}, 0) = 0"))?.parse_expr()?);
    bounds.push(JoinColumn {
        relation: other_name,
        column,
        using,
    });
    Ok(())
}

/// The column an ASOF join's right side gains: the next (or previous) value of its
/// inequality's expression among the rows of its key, where its closest match ends.
const BOUND: &str = "__asof_bound";

/// `l ASOF [LEFT] JOIN r ON l.k = r.k AND l.t >= r.t` as an ordinary join: each row of
/// `r` matches the left rows whose `t` falls between its own `t` and the next one of
/// its key (`lead(t) OVER (PARTITION BY k ORDER BY t)`, a column the right side gains
/// and wildcards leave out), so that a left row meets exactly the closest right row.
/// `>` takes the interval from above, `<=` and `<` the one below the previous value
/// (`lag`). Of several right rows with the same key and value, one matches.
fn asof(
    join: &mut sqlparser::ast::Join,
    left: Option<&str>,
    bounds: &mut Vec<JoinColumn>,
) -> Result<()> {
    let outer = match &join.join_operator {
        JoinOperator::Left(_) | JoinOperator::LeftOuter(_) => true,
        JoinOperator::Inner(_) | JoinOperator::Join(_) => false,
        _ => return Err(not_implemented("ASOF with a join other than INNER or LEFT")),
    };
    let constraint = match &join.join_operator {
        JoinOperator::Left(c)
        | JoinOperator::LeftOuter(c)
        | JoinOperator::Inner(c)
        | JoinOperator::Join(c) => c.clone(),
        _ => unreachable!("matched above"),
    };
    let right = relation_name(&join.relation)?;
    if bounds.iter().any(|b| b.relation == right) {
        return Err(not_implemented("two ASOF joins of one name in a SELECT"));
    }
    let mut using = None;
    let on = match constraint {
        JoinConstraint::On(on) => on,
        // `USING (k, …, t)`: equal keys, and `t` of the left at least the right's.
        JoinConstraint::Using(names) => {
            let Some(left) = left else {
                return Err(not_implemented(
                    "ASOF JOIN USING after another join (write ON l.k = r.k AND l.t >= r.t)",
                ));
            };
            let names: Vec<Ident> = names
                .iter()
                .map(|n| match n.0.as_slice() {
                    [ObjectNamePart::Identifier(id)] => Ok(id.clone()),
                    _ => Err(not_implemented("ASOF JOIN USING a qualified name")),
                })
                .collect::<Result<_>>()?;
            if names.len() < 2 {
                return Err(not_implemented(
                    "ASOF JOIN USING fewer than two columns (the keys, then the ASOF column)",
                ));
            }
            let column = |side: &str, id: &Ident| {
                Expr::CompoundIdentifier(vec![Ident::with_quote('`', side), id.clone()])
            };
            let last = names.len() - 1;
            let on = names
                .iter()
                .enumerate()
                .map(|(i, id)| Expr::BinaryOp {
                    left: Box::new(column(left, id)),
                    op: if i == last {
                        BinaryOperator::GtEq
                    } else {
                        BinaryOperator::Eq
                    },
                    right: Box::new(column(&right, id)),
                })
                .reduce(|a, b| Expr::BinaryOp {
                    left: Box::new(a),
                    op: BinaryOperator::And,
                    right: Box::new(b),
                })
                .expect("two or more columns");
            using = Some(UsingStar {
                keys_from: left.to_string(),
                left: left.to_string(),
                right: right.clone(),
                names,
            });
            on
        }
        _ => {
            return Err(not_implemented(
                "ASOF JOIN without ON or USING (write ON l.k = r.k AND l.t >= r.t)",
            ))
        }
    };
    let mut conjuncts = Vec::new();
    split_and(&on, &mut conjuncts);
    let mut keys = Vec::new();
    let mut inequality = None;
    for c in conjuncts {
        let Expr::BinaryOp {
            left: a,
            op,
            right: b,
        } = c
        else {
            return Err(not_implemented(
                "ASOF JOIN ON a condition other than equalities and one inequality joined by AND",
            ));
        };
        let (sa, sb) = (side_of(a, left, &right)?, side_of(b, left, &right)?);
        if sa == sb {
            return Err(not_implemented(
                "ASOF JOIN ON a comparison whose sides are not one of each table",
            ));
        }
        // As `left op right`.
        let (l, r, op) = if sa == Side::Left {
            (a, b, op.clone())
        } else {
            let flipped = match op {
                BinaryOperator::Gt => BinaryOperator::Lt,
                BinaryOperator::Lt => BinaryOperator::Gt,
                BinaryOperator::GtEq => BinaryOperator::LtEq,
                BinaryOperator::LtEq => BinaryOperator::GtEq,
                other => other.clone(),
            };
            (b, a, flipped)
        };
        match op {
            BinaryOperator::Eq => keys.push(unqualified(r)),
            BinaryOperator::Gt
            | BinaryOperator::GtEq
            | BinaryOperator::Lt
            | BinaryOperator::LtEq
                if inequality.is_none() =>
            {
                inequality = Some(((**l).clone(), unqualified(r), op));
            }
            _ => {
                return Err(not_implemented(
                    "ASOF JOIN ON takes equalities and exactly one of >, >=, <, <=",
                ))
            }
        }
    }
    let Some((l, r, op)) = inequality else {
        return Err(not_implemented(
            "ASOF JOIN without an inequality (l.t >= r.t) in its ON",
        ));
    };
    if keys.is_empty() {
        return Err(not_implemented(
            "ASOF JOIN without an equality of keys in its ON",
        ));
    }
    let (window, beyond) = match op {
        BinaryOperator::GtEq => ("lead", BinaryOperator::Lt),
        BinaryOperator::Gt => ("lead", BinaryOperator::LtEq),
        BinaryOperator::LtEq => ("lag", BinaryOperator::Gt),
        _ => ("lag", BinaryOperator::GtEq),
    };
    let keys: Vec<String> = keys.iter().map(|k| k.to_string()).collect();
    let bound = Ident::with_quote('`', bound_name(&right).as_str());
    with_column(
        &mut join.relation,
        &right,
        &format!(
            "{window}({ASOF_COLUMN}({r})) OVER (PARTITION BY {} ORDER BY {r}) AS {bound}",
            keys.join(", ")
        ),
    )?;
    let qualified = Expr::CompoundIdentifier(vec![Ident::with_quote('`', &right), bound]);
    let within = Expr::Nested(Box::new(Expr::BinaryOp {
        left: Box::new(Expr::IsNull(Box::new(qualified.clone()))),
        op: BinaryOperator::Or,
        right: Box::new(Expr::BinaryOp {
            left: Box::new(l),
            op: beyond,
            right: Box::new(qualified),
        }),
    }));
    let on = Expr::BinaryOp {
        left: Box::new(Expr::Nested(Box::new(on))),
        op: BinaryOperator::And,
        right: Box::new(within),
    };
    join.join_operator = if outer {
        JoinOperator::Left(JoinConstraint::On(on))
    } else {
        JoinOperator::Inner(JoinConstraint::On(on))
    };
    bounds.push(JoinColumn {
        column: bound_name(&right),
        relation: right,
        using,
    });
    Ok(())
}

/// The function [`AsofColumn`] is registered under.
pub(crate) const ASOF_COLUMN: &str = "__asof_column";

/// `__asof_column(t)`: `t` itself, where `t` is of a type an ASOF join orders by (a
/// number, a decimal, a date or a time); any other type is refused when the query is
/// planned, as ClickHouse refuses it (`BAD_TYPE_OF_FIELD`, 169).
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct AsofColumn {
    signature: datafusion::logical_expr::Signature,
}

impl AsofColumn {
    pub(crate) fn new() -> Self {
        AsofColumn {
            signature: datafusion::logical_expr::Signature::any(
                1,
                datafusion::logical_expr::Volatility::Immutable,
            ),
        }
    }
}

impl datafusion::logical_expr::ScalarUDFImpl for AsofColumn {
    fn name(&self) -> &str {
        ASOF_COLUMN
    }

    fn signature(&self) -> &datafusion::logical_expr::Signature {
        &self.signature
    }

    fn return_type(
        &self,
        args: &[datafusion::arrow::datatypes::DataType],
    ) -> datafusion::common::Result<datafusion::arrow::datatypes::DataType> {
        use datafusion::arrow::datatypes::DataType as T;
        let t = &args[0];
        if t.is_numeric() || matches!(t, T::Date32 | T::Date64 | T::Timestamp(..) | T::Null) {
            return Ok(t.clone());
        }
        Err(datafusion::common::DataFusionError::External(Box::new(
            Error::bad(format!(
                "ASOF join not supported for type: {} (BAD_TYPE_OF_FIELD)",
                crate::functions::type_name(&datafusion::arrow::datatypes::Field::new(
                    "t",
                    t.clone(),
                    false
                ))
            ))
            .with_code(maskhouse_types::codes::BAD_TYPE_OF_FIELD),
        )))
    }

    fn return_field_from_args(
        &self,
        args: datafusion::logical_expr::ReturnFieldArgs<'_>,
    ) -> datafusion::common::Result<datafusion::arrow::datatypes::FieldRef> {
        let field = &args.arg_fields[0];
        self.return_type(&[field.data_type().clone()])?;
        Ok(field.clone())
    }

    fn invoke_with_args(
        &self,
        args: datafusion::logical_expr::ScalarFunctionArgs,
    ) -> datafusion::common::Result<datafusion::logical_expr::ColumnarValue> {
        Ok(args.args[0].clone())
    }
}

/// The bound column of the ASOF join whose right side is named `right`: one per
/// relation, so that several ASOF joins in a FROM do not clash.
fn bound_name(right: &str) -> String {
    format!("{BOUND}_{right}")
}

/// A column a rewritten join added to one of its relations, which wildcards leave
/// out: an ASOF join's bound (on its right side) or an ANTI join's match mark.
/// `relation` is the name of the relation that has it.
pub(crate) struct JoinColumn {
    relation: String,
    column: String,
    using: Option<UsingStar>,
}

/// A join `USING (…)` whose `*` a rewrite lists itself: `names` from `keys_from` (the
/// side whose rows all come through, which bare names of them mean), then `left`'s
/// other columns, then `right`'s.
#[derive(Clone)]
pub(crate) struct UsingStar {
    keys_from: String,
    left: String,
    right: String,
    names: Vec<Ident>,
}

/// Bare names of `names` in `e` as `left`'s columns; not inside subqueries, whose
/// bare names are their own tables', nor a lambda's parameters of those names.
fn qualify(e: &mut Expr, left: &str, names: &[Ident]) {
    let _ = crate::syntax::visit_scoped(e, |e, scope| {
        if let (0, Expr::Identifier(id)) = (scope.depth, &*e) {
            if names.contains(id) && !scope.hides(&id.value) {
                *e = Expr::CompoundIdentifier(vec![Ident::with_quote('`', left), id.clone()]);
            }
        }
        ControlFlow::Continue(())
    });
}

/// Leaves the ASOF bound column of the relations named in `bounds` out of the
/// projection's wildcards: `*` and `r.*`. The `*` of a SELECT whose only join is an
/// ASOF join `USING (…)` lists the columns as ClickHouse does: the USING columns once
/// (the left side's), then the left side's others, then the right side's.
fn hide_bounds(
    projection: &mut Vec<sqlparser::ast::SelectItem>,
    bounds: &[JoinColumn],
    single_join: bool,
) {
    use sqlparser::ast::{ExceptSelectItem, SelectItem, SelectItemQualifiedWildcardKind};
    if bounds.is_empty() {
        return;
    }
    if let (
        [JoinColumn {
            relation,
            column,
            using:
                Some(UsingStar {
                    keys_from,
                    left,
                    right,
                    names,
                }),
        }],
        true,
    ) = (bounds, single_join)
    {
        let plain = |item: &SelectItem| {
            matches!(item, SelectItem::Wildcard(o) if o.opt_except.is_none()
                && o.opt_exclude.is_none() && o.opt_replace.is_none()
                && o.opt_rename.is_none() && o.opt_ilike.is_none())
        };
        if let Some(at) = projection.iter().position(plain) {
            let names_sql: Vec<String> = names.iter().map(|n| n.to_string()).collect();
            let keys_q = Ident::with_quote('`', keys_from.as_str());
            let keys: Vec<String> = names_sql
                .iter()
                .map(|n| format!("{keys_q}.{n} AS {n}"))
                .collect();
            // Each side's columns but the keys (and the added column, on its side).
            let others = |side: &String| {
                let mut except = names_sql.clone();
                if side == relation {
                    except.push(Ident::with_quote('`', column.as_str()).to_string());
                }
                format!(
                    "{}.* EXCEPT ({})",
                    Ident::with_quote('`', side.as_str()),
                    except.join(", ")
                )
            };
            let sql = format!(
                "SELECT {}, {}, {} FROM x",
                keys.join(", "),
                others(left),
                others(right)
            );
            if let Ok(query) = crate::syntax::parser(&sql).and_then(|mut p| p.parse_query()) {
                if let SetExpr::Select(select) = *query.body {
                    projection.splice(at..=at, select.projection);
                }
            }
        }
    }
    let except = |options: &mut sqlparser::ast::WildcardAdditionalOptions, bound: String| {
        let has = |e: &ExceptSelectItem| {
            e.first_element.value == bound || e.additional_elements.iter().any(|a| a.value == bound)
        };
        let bound = Ident::with_quote('`', bound.as_str());
        match &mut options.opt_except {
            Some(e) if !has(e) => e.additional_elements.push(bound),
            Some(_) => {}
            None => {
                options.opt_except = Some(ExceptSelectItem {
                    first_element: bound,
                    additional_elements: vec![],
                })
            }
        }
    };
    for item in projection {
        match item {
            SelectItem::Wildcard(options) => {
                for b in bounds {
                    except(options, b.column.clone());
                }
            }
            SelectItem::QualifiedWildcard(
                SelectItemQualifiedWildcardKind::ObjectName(name),
                options,
            ) => {
                let relation = name.0.last().and_then(|p| p.as_ident()).map(|id| &id.value);
                for b in bounds.iter().filter(|b| Some(&b.relation) == relation) {
                    except(options, b.column.clone());
                }
            }
            _ => {}
        }
    }
}

/// Replaces `relation` by a derived table of its rows with one more column, `column`
/// (`expr AS name`), named `name` as the relation was.
fn with_column(relation: &mut TableFactor, name: &str, column: &str) -> Result<()> {
    rebuilt(relation, name, "ASOF JOIN", |inner| {
        format!("SELECT *, {column} FROM {inner}")
    })
}

/// Replaces `relation` by the derived table `query` makes of it (given the relation's
/// text without its alias), named `name` as the relation was. A subquery keeps its
/// alias's column names (`AS r(t, k)`) under a name of its own; `u FINAL` keeps its
/// modifier. `what` names the rewrite in errors.
fn rebuilt(
    relation: &mut TableFactor,
    name: &str,
    what: &str,
    query: impl FnOnce(&str) -> String,
) -> Result<()> {
    let inner_name = Ident::with_quote('`', "__rebuilt");
    let mut inner = relation.clone();
    match &mut inner {
        TableFactor::Derived { alias, .. } => match alias {
            Some(a) if !a.columns.is_empty() => a.name = inner_name,
            _ => {
                *alias = Some(sqlparser::ast::TableAlias {
                    explicit: true,
                    name: inner_name,
                    columns: vec![],
                    at: None,
                })
            }
        },
        TableFactor::Table { alias, .. }
        | TableFactor::TableFunction { alias, .. }
        | TableFactor::Function { alias, .. }
        | TableFactor::UNNEST { alias, .. } => {
            if alias.as_ref().is_some_and(|a| !a.columns.is_empty()) {
                return Err(not_implemented(&format!(
                    "{what} of a table renaming its columns"
                )));
            }
            if !alias.as_ref().is_some_and(is_final) {
                *alias = None;
            }
        }
        _ => return Err(not_implemented(&format!("{what} of this table expression"))),
    }
    let sql = format!(
        "SELECT * FROM ({}) AS {}",
        query(&inner.to_string()),
        Ident::with_quote('`', name)
    );
    let mut parser = crate::syntax::parser(&sql)?;
    let parsed = parser.parse_query()?;
    let SetExpr::Select(mut select) = *parsed.body else {
        return Err(Error::internal(format!(
            "{what}: the rewritten side is not a SELECT"
        )));
    };
    *relation = select.from.remove(0).relation;
    Ok(())
}

/// The name a relation's columns are qualified by: its alias, or the table's name.
fn relation_name(relation: &TableFactor) -> Result<String> {
    let alias = match relation {
        TableFactor::Table { alias, .. }
        | TableFactor::Derived { alias, .. }
        | TableFactor::TableFunction { alias, .. }
        | TableFactor::Function { alias, .. }
        | TableFactor::UNNEST { alias, .. } => alias.as_ref(),
        _ => return Err(not_implemented("ANY JOIN of this table expression")),
    };
    if let Some(alias) = alias.filter(|a| !is_final(a)) {
        return Ok(alias.name.value.clone());
    }
    match relation {
        TableFactor::Table {
            name, args: None, ..
        } => match name.0.last() {
            Some(ObjectNamePart::Identifier(id)) => Ok(id.value.clone()),
            _ => Err(not_implemented("ANY JOIN of this table name")),
        },
        _ => Err(not_implemented(
            "ANY JOIN of a subquery or table function without an alias",
        )),
    }
}

/// The key expressions of each side, as the side's own columns (qualifiers taken
/// off): `USING (k, …)` names them on both sides; `ON` is a conjunction of equalities
/// each of whose sides names columns of one relation only. With `left` unknown (the
/// left side is itself a join), whatever is not the right side's is the left's.
fn keys(
    constraint: &JoinConstraint,
    left: Option<&str>,
    right: &str,
) -> Result<(Vec<Expr>, Vec<Expr>)> {
    match constraint {
        JoinConstraint::Using(names) => {
            let cols: Vec<Expr> = names
                .iter()
                .map(|n| match n.0.as_slice() {
                    [ObjectNamePart::Identifier(id)] => Ok(Expr::Identifier(id.clone())),
                    _ => Err(not_implemented("ANY JOIN USING a qualified name")),
                })
                .collect::<Result<_>>()?;
            Ok((cols.clone(), cols))
        }
        JoinConstraint::On(on) => {
            let mut conjuncts = Vec::new();
            split_and(on, &mut conjuncts);
            let mut l = Vec::new();
            let mut r = Vec::new();
            for c in conjuncts {
                let Expr::BinaryOp {
                    left: a,
                    op: BinaryOperator::Eq,
                    right: b,
                } = c
                else {
                    return Err(not_implemented(
                        "ANY JOIN ON a condition other than equalities joined by AND",
                    ));
                };
                let side = |e: &Expr| side_of(e, left, right);
                match (side(a)?, side(b)?) {
                    (Side::Left, Side::Right) => {
                        l.push(unqualified(a));
                        r.push(unqualified(b));
                    }
                    (Side::Right, Side::Left) => {
                        l.push(unqualified(b));
                        r.push(unqualified(a));
                    }
                    _ => return Err(not_implemented(
                        "ANY or ASOF JOIN ON an equality whose sides are not one of each table \
                             (qualify the columns by their tables)",
                    )),
                }
            }
            Ok((l, r))
        }
        _ => Err(not_implemented("ANY JOIN without ON or USING")),
    }
}

fn split_and<'a>(e: &'a Expr, out: &mut Vec<&'a Expr>) {
    match e {
        Expr::BinaryOp {
            left,
            op: BinaryOperator::And,
            right,
        } => {
            split_and(left, out);
            split_and(right, out);
        }
        Expr::Nested(inner) => split_and(inner, out),
        other => out.push(other),
    }
}

#[derive(PartialEq, Clone, Copy)]
enum Side {
    Left,
    Right,
}

/// The relation whose columns `e` reads: every column must be qualified, and by one
/// relation.
fn side_of(e: &Expr, left: Option<&str>, right: &str) -> Result<Side> {
    let mut sides = Vec::new();
    let mut unqualified = false;
    let _ = sqlparser::ast::visit_expressions(e, |e| {
        match e {
            Expr::CompoundIdentifier(parts) if parts.len() >= 2 => {
                let q = &parts[parts.len() - 2].value;
                if q == right {
                    sides.push(Side::Right);
                } else if left.is_none_or(|l| l == q) {
                    sides.push(Side::Left);
                } else {
                    unqualified = true;
                }
            }
            Expr::Identifier(_) => unqualified = true,
            _ => {}
        }
        ControlFlow::<()>::Continue(())
    });
    match sides.first() {
        Some(&s) if !unqualified && sides.iter().all(|x| *x == s) => Ok(s),
        _ => Err(not_implemented(
            "ANY or ASOF JOIN ON an equality whose sides are not one of each table \
             (qualify the columns by their tables)",
        )),
    }
}

/// `e` with its columns' qualifiers taken off: as the relation itself names them.
fn unqualified(e: &Expr) -> Expr {
    let mut e = e.clone();
    let _ = sqlparser::ast::visit_expressions_mut(&mut e, |e| {
        if let Expr::CompoundIdentifier(parts) = e {
            if let Some(last) = parts.last() {
                *e = Expr::Identifier(last.clone());
            }
        }
        ControlFlow::<()>::Continue(())
    });
    e
}

/// Replaces `relation` by a derived table of its rows, one per value of `keys`, named
/// `name` as the relation was.
fn one_row_per_key(relation: &mut TableFactor, name: &str, keys: &[Expr]) -> Result<()> {
    let keys: Vec<String> = keys.iter().map(|k| k.to_string()).collect();
    let row = Ident::with_quote('`', ROW);
    rebuilt(relation, name, "ANY JOIN", |inner| {
        format!(
            "SELECT * EXCEPT ({row}) FROM (SELECT *, row_number() OVER (PARTITION BY {}) AS {row} FROM {inner}) WHERE {row} = 1",
            keys.join(", ")
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each of `sqls` is refused with NOT_IMPLEMENTED.
    fn not_implemented_all(sqls: &[&str]) {
        for sql in sqls {
            let e = rewritten(sql).unwrap_err();
            assert_eq!(
                e.code,
                Some(maskhouse_types::codes::NOT_IMPLEMENTED),
                "{sql}: {e:?}"
            );
        }
    }

    fn rewritten(sql: &str) -> Result<String> {
        let (mut parser, marks) = crate::syntax::parser_marking_joins(sql)?;
        let mut statement = parser.parse_statement()?;
        rewrite(&mut statement, &marks)?;
        Ok(statement.to_string())
    }

    /// SEMI becomes an INNER join over one row per key of the other side; ANTI an
    /// outer join whose other side gains a mark the WHERE wants missing, left out of
    /// wildcards; the strictness may come before or after the kind.
    #[test]
    fn semi_and_anti_joins_become_ordinary_joins() {
        let semi = rewritten("SELECT * FROM a SEMI LEFT JOIN b ON a.k = b.k").unwrap();
        assert!(semi.contains("INNER JOIN"), "{semi}");
        assert!(
            semi.contains("row_number() OVER (PARTITION BY k)"),
            "{semi}"
        );
        let anti =
            rewritten("SELECT a.x FROM a LEFT ANTI JOIN b ON a.k = b.k WHERE a.x > 1").unwrap();
        assert!(anti.contains("LEFT JOIN"), "{anti}");
        assert!(
            anti.ends_with("WHERE (a.x > 1) AND coalesce(`b`.`__anti_join_matched_b`, 0) = 0"),
            "{anti}"
        );
        let right = rewritten("SELECT * FROM a RIGHT ANTI JOIN b USING (k)").unwrap();
        assert!(
            right.starts_with(
                "SELECT `b`.k AS k, `a`.* EXCEPT (k, `__anti_join_matched_a`), `b`.* EXCEPT (k) FROM"
            ),
            "{right}"
        );
        assert!(right.contains("RIGHT JOIN"), "{right}");
        not_implemented_all(&[
            "SELECT * FROM a FULL ANTI JOIN b USING (k)",
            "SELECT * FROM a, (b LEFT ANTI JOIN c USING (k))",
            "SELECT * FROM a JOIN c USING (k) RIGHT SEMI JOIN b USING (k)",
            "SELECT * FROM a SEMI JOIN b ON a.k < b.k",
            "SELECT * FROM a LEFT ANTI JOIN b ON a.k = b.k RIGHT JOIN c ON a.k = c.k",
            "SELECT * FROM a LEFT ANTI JOIN b ON a.k = b.k FULL JOIN c ON a.k = c.k",
            "SELECT * FROM a LEFT ANTI JOIN b USING (k) JOIN c ON a.x = c.x",
        ]);
    }

    /// An ASOF join becomes an ordinary join whose right side gains the bound of each
    /// row's interval, by the inequality's direction; wildcards leave the bound out.
    #[test]
    fn asof_joins_match_within_each_right_rows_interval() {
        let ge = rewritten("SELECT * FROM a ASOF JOIN b AS q ON a.k = q.k AND a.t >= q.t").unwrap();
        assert!(
            ge.contains(
                "lead(__asof_column(t)) OVER (PARTITION BY k ORDER BY t) AS `__asof_bound_q`"
            ),
            "{ge}"
        );
        assert!(
            ge.contains("(`q`.`__asof_bound_q` IS NULL OR a.t < `q`.`__asof_bound_q`)"),
            "{ge}"
        );
        assert!(
            ge.starts_with("SELECT * EXCEPT (`__asof_bound_q`) FROM a INNER JOIN"),
            "{ge}"
        );
        let lt = rewritten("SELECT q.* FROM a ASOF LEFT JOIN b AS q ON q.t > a.t AND q.k = a.k")
            .unwrap();
        assert!(lt.contains("lag(__asof_column(t))"), "{lt}");
        assert!(lt.contains("a.t >= `q`.`__asof_bound_q`"), "{lt}");
        assert!(lt.contains("LEFT JOIN"), "{lt}");
        assert!(
            lt.starts_with("SELECT q.* EXCEPT (`__asof_bound_q`)"),
            "{lt}"
        );
        let using = rewritten("SELECT * FROM a ASOF JOIN b USING (k, t) WHERE k = 1").unwrap();
        assert!(
            using.contains("`a`.k = `b`.k AND `a`.t >= `b`.t"),
            "{using}"
        );
        assert!(using.contains("WHERE `a`.k = 1"), "{using}");
        not_implemented_all(&[
            "SELECT * FROM a ASOF JOIN b ON a.k = b.k",
            "SELECT * FROM a ASOF JOIN b ON a.t >= b.t",
            "SELECT * FROM a ASOF RIGHT JOIN b ON a.k = b.k AND a.t >= b.t",
            "SELECT * FROM a ASOF JOIN b ON a.k = b.k AND a.t >= b.t AND a.u < b.u",
            "SELECT * FROM a ASOF JOIN b USING (t)",
        ]);
        // Where joins are not rewritten (a DELETE's predicate), ASOF is refused.
        assert!(
            crate::syntax::parser("SELECT 1 FROM a ASOF JOIN b ON a.k = b.k AND a.t >= b.t")
                .is_err()
        );
    }

    /// `join_default_strictness = 'ANY'` makes a join written without a strictness an
    /// ANY join, as the same join written `ANY` is; `ALL`, `CROSS`, `ARRAY` and comma
    /// joins keep theirs. `''` refuses a plain join, and a value ClickHouse does not
    /// know is refused as ClickHouse refuses it.
    #[test]
    fn join_default_strictness_makes_plain_joins_what_it_says() {
        use crate::statement::{JoinDefault, ParseOptions};
        let any = ParseOptions::from_settings([("join_default_strictness", "ANY")]);
        assert_eq!(any.join_default, JoinDefault::Any);
        let parse = |sql: &str, options| {
            crate::dialect::parse_statement_with(sql, options).map(|s| s.to_string())
        };
        let plain = "SELECT * FROM a LEFT JOIN b USING (k)";
        assert_eq!(
            parse(plain, any).unwrap(),
            parse("SELECT * FROM a ANY LEFT JOIN b USING (k)", any).unwrap()
        );
        assert_ne!(
            parse(plain, any).unwrap(),
            parse(plain, ParseOptions::default()).unwrap()
        );
        for kept in [
            "SELECT * FROM a ALL LEFT JOIN b USING (k)",
            "SELECT * FROM a LEFT ALL JOIN b USING (k)",
            "SELECT * FROM a CROSS JOIN b",
            "SELECT * FROM a, b WHERE a.k = b.k",
            "SELECT * FROM a ARRAY JOIN x",
        ] {
            assert_eq!(
                parse(kept, any).unwrap(),
                parse(kept, ParseOptions::default()).unwrap(),
                "{kept}"
            );
        }
        let unset = ParseOptions::from_settings([("join_default_strictness", "")]);
        let e = parse(plain, unset).unwrap_err();
        assert_eq!(e.code, Some(maskhouse_types::codes::EXPECTED_ALL_OR_ANY));
        assert!(parse("SELECT * FROM a CROSS JOIN b", unset).is_ok());
        let e = JoinDefault::parse("any").unwrap_err();
        assert_eq!(e.code, Some(maskhouse_types::codes::UNKNOWN_JOIN));
    }

    /// The side that may match once is read one row per key; the other stays whole.
    /// `any_join_distinct_right_table_keys = 1`, as the HTTP entry passes it: the
    /// right side keeps one row per key whatever the kind, the left side all its rows,
    /// and a FULL join is allowed; without the setting the same statements keep
    /// today's meaning.
    #[test]
    fn legacy_any_joins_keep_one_right_row_per_key_whatever_the_kind() {
        let legacy = crate::statement::ParseOptions::from_settings([(
            "any_join_distinct_right_table_keys",
            "1",
        )]);
        assert!(legacy.legacy_any_join);
        let plain = crate::statement::ParseOptions::from_settings([
            ("any_join_distinct_right_table_keys", "1"),
            ("any_join_distinct_right_table_keys", "0"),
        ]);
        assert!(!plain.legacy_any_join);
        let parse = |sql: &str, options| {
            crate::dialect::parse_statement_with(sql, options).map(|s| s.to_string())
        };
        for kind in ["INNER", "RIGHT", "FULL"] {
            let sql = format!("SELECT * FROM a ANY {kind} JOIN b USING (k)");
            let text = parse(&sql, legacy).unwrap();
            // Only the right side is read through one row per key.
            assert!(
                text.starts_with("SELECT * FROM a ") && text.contains("row_number()"),
                "{kind}: {text}"
            );
            assert_eq!(text.matches("row_number()").count(), 1, "{kind}: {text}");
        }
        assert!(parse("SELECT * FROM a ANY FULL JOIN b USING (k)", plain).is_err());
        let inner = parse("SELECT * FROM a ANY INNER JOIN b USING (k)", plain).unwrap();
        assert_eq!(inner.matches("row_number()").count(), 2, "{inner}");
        // The statement's own SETTINGS are read over the URL's.
        let own = crate::statement::classify_with(
            "SELECT * FROM a ANY FULL JOIN b USING (k) SETTINGS any_join_distinct_right_table_keys = 1",
            plain,
        );
        assert!(own.is_ok());
    }

    #[test]
    fn any_joins_keep_one_row_per_key_on_the_matching_side() {
        let left = rewritten("SELECT * FROM a ANY LEFT JOIN b ON a.k = b.k").unwrap();
        assert!(
            left.starts_with("SELECT * FROM a LEFT JOIN (SELECT * EXCEPT (`__any_join_row`) FROM (SELECT *, row_number() OVER (PARTITION BY k)"),
            "{left}"
        );
        assert!(left.ends_with("AS `b` ON a.k = b.k"), "{left}");
        let right = rewritten("SELECT * FROM a AS x RIGHT ANY JOIN b USING (k, j)").unwrap();
        assert!(right.starts_with("SELECT * FROM (SELECT"), "{right}");
        assert!(right.contains("PARTITION BY k, j"), "{right}");
        assert!(right.contains("AS `x` RIGHT JOIN b USING(k, j)"), "{right}");
        let inner =
            rewritten("SELECT * FROM a ANY INNER JOIN (SELECT 1 AS k) AS s ON a.k + 1 = s.k")
                .unwrap();
        assert!(inner.contains("PARTITION BY k + 1"), "{inner}");
        assert!(
            inner.contains("FROM (SELECT 1 AS k) AS `__rebuilt`"),
            "{inner}"
        );
        // Without ANY nothing changes; ALL is the default.
        assert_eq!(
            rewritten("SELECT * FROM a ALL LEFT JOIN b ON a.k = b.k").unwrap(),
            "SELECT * FROM a LEFT JOIN b ON a.k = b.k"
        );
        // Joins in subqueries and after other joins.
        let nested = rewritten(
            "SELECT * FROM (SELECT * FROM a ANY LEFT JOIN b USING k) AS s JOIN c ON s.k = c.k ANY LEFT JOIN d ON c.k = d.k",
        )
        .unwrap();
        assert_eq!(nested.matches("row_number()").count(), 2, "{nested}");
    }

    /// `SELECT *` over a join USING keys lists the left side, then the right without
    /// the keys; a RIGHT JOIN's keys come from the right.
    #[test]
    fn wildcards_over_using_list_the_keys_once() {
        let rewritten = |sql: &str| {
            let mut statement = crate::dialect::parse_statement(sql).unwrap();
            let sqlparser::ast::Statement::Query(q) = &mut statement else {
                panic!("{sql}")
            };
            using_wildcards(&mut q.body).unwrap();
            statement.to_string()
        };
        assert_eq!(
            rewritten("SELECT * FROM t LEFT JOIN s USING (a, b)"),
            "SELECT `t`.a AS a, `t`.b AS b, `t`.* EXCEPT (a, b), `s`.* EXCEPT (a, b) FROM t LEFT JOIN s USING(a, b)"
        );
        assert_eq!(
            rewritten("SELECT *, 1 FROM t AS x RIGHT JOIN s USING (a)"),
            "SELECT `s`.a AS a, `x`.* EXCEPT (a), `s`.* EXCEPT (a), 1 FROM t AS x RIGHT JOIN s USING(a)"
        );
        // A wildcard with options of its own, a FULL join, several joins: unchanged.
        for sql in [
            "SELECT * EXCEPT (c) FROM t JOIN s USING (a)",
            "SELECT * FROM t FULL JOIN s USING (a)",
            "SELECT * FROM t JOIN s USING (a) JOIN u USING (a)",
        ] {
            assert_eq!(
                rewritten(sql),
                crate::dialect::parse_statement(sql).unwrap().to_string()
            );
        }
    }

    #[test]
    fn any_joins_refuse_what_has_no_key() {
        for sql in [
            "SELECT * FROM a ANY FULL JOIN b USING (k)",
            "SELECT * FROM a ANY LEFT JOIN b ON a.k = b.k OR a.k = b.j",
            "SELECT * FROM a ANY LEFT JOIN b ON k = j",
            "SELECT * FROM a JOIN b USING (k) ANY INNER JOIN c ON b.k = c.k",
        ] {
            let e = rewritten(sql).unwrap_err();
            assert_eq!(
                e.code,
                Some(maskhouse_types::codes::NOT_IMPLEMENTED),
                "{sql}: {e:?}"
            );
        }
    }
}
