//! A bare column name that both relations of a single join have, read as ClickHouse
//! reads it: the left one's. DataFusion refuses such a name as ambiguous (`SELECT a
//! FROM l JOIN r ON l.k = r.k` where both sides have `a`); ClickHouse gives `l.a`.
//! With more joins ClickHouse refuses it too, and so does this.
//!
//! Only when planning fails with DataFusion's own `AmbiguousReference` or
//! `DuplicateUnqualifiedField` error (typed errors, [`is_ambiguous`]): subqueries
//! without names among a SELECT's relations get names ([`name_subqueries`]), and each
//! SELECT of one join has each relation
//! planned alone for its column names, and the bare names its expressions use that two
//! relations have are qualified by the first one's name ([`qualify`]). A `GROUP BY` or
//! `ORDER BY` item that is an alias of the select list (`upper(a) AS a … GROUP BY a`),
//! a `USING` key, a lambda's parameter and what a subquery names are left alone. A relation that does not plan alone (a
//! `LATERAL` one, a nested join) leaves its SELECT as it was.

use std::ops::ControlFlow;

use datafusion::{error::DataFusionError, execution::SessionState, sql::parser::Statement as DF};
use sqlparser::ast::{
    Expr, GroupByExpr, Ident, JoinConstraint, JoinOperator, OrderByKind, Query, Select, SelectItem,
    SetExpr, Statement, TableFactor, VisitMut, VisitorMut,
};

use crate::Result;

/// Whether planning failed on a name several relations have, or on two relations
/// without names that share a column.
pub(crate) fn is_ambiguous(e: &DataFusionError) -> bool {
    match e.find_root() {
        DataFusionError::SchemaError(e, _) => matches!(
            **e,
            datafusion::common::SchemaError::AmbiguousReference { .. }
                | datafusion::common::SchemaError::DuplicateUnqualifiedField { .. }
        ),
        _ => false,
    }
}

/// Whether some SELECT of `statement` reads several relations: only then can planning
/// fail on a name they share (so a statement without one is planned without a copy
/// kept for a second try).
pub(crate) fn has_joins(statement: &Statement) -> bool {
    struct Joins;
    impl sqlparser::ast::Visitor for Joins {
        type Break = ();
        fn pre_visit_query(&mut self, query: &Query) -> ControlFlow<()> {
            fn several(body: &SetExpr) -> bool {
                match body {
                    SetExpr::Select(select) => {
                        select.from.len() > 1 || select.from.iter().any(|f| !f.joins.is_empty())
                    }
                    SetExpr::SetOperation { left, right, .. } => several(left) || several(right),
                    _ => false,
                }
            }
            match several(&query.body) {
                true => ControlFlow::Break(()),
                false => ControlFlow::Continue(()),
            }
        }
    }
    sqlparser::ast::Visit::visit(statement, &mut Joins).is_break()
}

/// Qualifies the ambiguous bare names of every SELECT of `statement`; whether any was.
pub(crate) async fn qualify(statement: &mut Statement, state: &SessionState) -> Result<bool> {
    let named = name_subqueries(statement);
    // The relations of every SELECT with several, in the order the walk meets them.
    let mut collect = Selects {
        found: Vec::new(),
        apply: None,
    };
    let _ = statement.visit(&mut collect);
    if collect.found.is_empty() {
        return Ok(named);
    }
    let mut columns: Vec<Option<RelationColumns>> = Vec::with_capacity(collect.found.len());
    for relations in &collect.found {
        columns.push(relation_columns(relations, state).await);
    }
    let mut apply = Selects {
        found: Vec::new(),
        apply: Some((columns, 0, false)),
    };
    let _ = statement.visit(&mut apply);
    Ok(named || apply.apply.is_some_and(|(_, _, changed)| changed))
}

/// The column names of each relation, planned alone; None when one does not plan.
async fn relation_columns(
    relations: &[TableFactor],
    state: &SessionState,
) -> Option<RelationColumns> {
    let mut out = Vec::with_capacity(relations.len());
    for relation in relations {
        if matches!(relation, TableFactor::NestedJoin { .. }) {
            return None;
        }
        // `SELECT * FROM <relation>`, the relation as it is (not as text: it is
        // already rewritten).
        let mut statement = crate::dialect::parse_statement("SELECT * FROM t").ok()?;
        if let Statement::Query(q) = &mut statement {
            if let SetExpr::Select(select) = q.body.as_mut() {
                select.from[0].relation = relation.clone();
            }
        }
        let plan = state
            .statement_to_plan(DF::Statement(Box::new(statement)))
            .await
            .ok()?;
        out.push(
            plan.schema()
                .fields()
                .iter()
                .map(|f| f.name().clone())
                .collect(),
        );
    }
    Some(out)
}

/// Walks the SELECTs of a statement in one fixed order: first to collect their
/// relations, then (`apply`: each SELECT's relations' columns, the next SELECT's
/// position, whether a name changed) to qualify their names.
struct Selects {
    found: Vec<Vec<TableFactor>>,
    apply: Option<(Vec<Option<RelationColumns>>, usize, bool)>,
}

/// The column names of each relation of one SELECT.
type RelationColumns = Vec<Vec<String>>;

impl VisitorMut for Selects {
    type Break = ();

    fn post_visit_query(&mut self, query: &mut Query) -> ControlFlow<()> {
        let single = matches!(*query.body, SetExpr::Select(_));
        let mut order_by = query.order_by.as_mut().and_then(|o| match &mut o.kind {
            OrderByKind::Expressions(exprs) if single => Some(exprs),
            _ => None,
        });
        self.body(&mut query.body, &mut order_by);
        ControlFlow::Continue(())
    }
}

impl Selects {
    fn body(
        &mut self,
        body: &mut SetExpr,
        order_by: &mut Option<&mut Vec<sqlparser::ast::OrderByExpr>>,
    ) {
        match body {
            SetExpr::Select(select) => self.select(select, order_by),
            SetExpr::SetOperation { left, right, .. } => {
                self.body(left, &mut None);
                self.body(right, &mut None);
            }
            _ => {}
        }
    }

    fn select(
        &mut self,
        select: &mut Select,
        order_by: &mut Option<&mut Vec<sqlparser::ast::OrderByExpr>>,
    ) {
        let relations: Vec<&TableFactor> = select
            .from
            .iter()
            .flat_map(|f| std::iter::once(&f.relation).chain(f.joins.iter().map(|j| &j.relation)))
            .collect();
        // ClickHouse prefers the left side only in a single join; with more, a
        // name several relations have stays ambiguous (its AMBIGUOUS_IDENTIFIER).
        if relations.len() != 2 {
            return;
        }
        let Some((columns, next, changed)) = &mut self.apply else {
            self.found.push(relations.into_iter().cloned().collect());
            return;
        };
        let at = *next;
        *next += 1;
        let Some(Some(columns)) = columns.get(at) else {
            return;
        };
        let qualifiers: Vec<Option<Vec<Ident>>> = relations
            .iter()
            .map(|r| crate::joins::qualifier(r))
            .collect();
        // Bare names to qualify, each with the first relation that has it.
        let mut names: Vec<(String, Vec<Ident>)> = Vec::new();
        let using: Vec<String> = select
            .from
            .iter()
            .flat_map(|f| &f.joins)
            .flat_map(|j| match constraint_mut(&mut j.join_operator.clone()) {
                Some(JoinConstraint::Using(names)) => names.iter().map(|n| n.to_string()).collect(),
                _ => Vec::new(),
            })
            .collect();
        let aliases: Vec<String> = select
            .projection
            .iter()
            .filter_map(|item| match item {
                SelectItem::ExprWithAlias { alias, .. } => Some(alias.value.clone()),
                _ => None,
            })
            .collect();
        for (i, names_of) in columns.iter().enumerate() {
            for name in names_of {
                if names.iter().any(|(n, _)| n == name)
                    || using.iter().any(|u| u.trim_matches(['`', '"']) == name)
                {
                    continue;
                }
                let others = columns
                    .iter()
                    .enumerate()
                    .any(|(j, c)| j != i && c.contains(name));
                if !others {
                    continue;
                }
                // The first relation that has it; without a name to qualify by, the
                // name is left as it is (not given to a later relation).
                match &qualifiers[i] {
                    Some(q) => names.push((name.clone(), q.clone())),
                    None => names.push((name.clone(), Vec::new())),
                }
            }
        }
        if names.is_empty() {
            return;
        }
        // The select list's aliases are already replaced by their expressions in the
        // select list, WHERE and HAVING (`crate::dialect`), so a bare name left there is
        // a column; in GROUP BY, ORDER BY and QUALIFY an alias's name means the alias.
        let mut rewrite_in = |e: &mut Expr, keys: bool| {
            let _ = crate::syntax::visit_scoped(e, |e, scope| {
                if let Expr::Identifier(id) = e {
                    let alias = keys && aliases.contains(&id.value);
                    if scope.depth == 0 && !scope.hides(&id.value) && !alias {
                        if let Some((_, q)) =
                            names.iter().find(|(n, q)| *n == id.value && !q.is_empty())
                        {
                            let mut parts = q.clone();
                            parts.push(id.clone());
                            *e = Expr::CompoundIdentifier(parts);
                            *changed = true;
                        }
                    }
                }
                ControlFlow::Continue(())
            });
        };
        for item in &mut select.projection {
            match item {
                SelectItem::UnnamedExpr(e) => {
                    // Named as written: `a`, not `l.a`.
                    if let Expr::Identifier(id) = e {
                        if names.iter().any(|(n, q)| *n == id.value && !q.is_empty()) {
                            let alias = id.clone();
                            let mut qualified = e.clone();
                            rewrite_in(&mut qualified, false);
                            *item = SelectItem::ExprWithAlias {
                                expr: qualified,
                                alias,
                            };
                            continue;
                        }
                    }
                    rewrite_in(e, false)
                }
                SelectItem::ExprWithAlias { expr, .. } => rewrite_in(expr, false),
                _ => {}
            }
        }
        if let Some(e) = &mut select.selection {
            rewrite_in(e, false);
        }
        if let Some(e) = &mut select.having {
            rewrite_in(e, false);
        }
        if let Some(e) = &mut select.qualify {
            rewrite_in(e, true);
        }
        // DataFusion reads a GROUP BY name as a column before an alias: an alias that
        // is also an ambiguous column's name is replaced by its expression.
        let aliased: Vec<(String, Expr)> = select
            .projection
            .iter()
            .filter_map(|item| match item {
                SelectItem::ExprWithAlias { expr, alias }
                    if names
                        .iter()
                        .any(|(n, q)| *n == alias.value && !q.is_empty()) =>
                {
                    Some((alias.value.clone(), expr.clone()))
                }
                _ => None,
            })
            .collect();
        if let GroupByExpr::Expressions(exprs, _) = &mut select.group_by {
            for e in exprs {
                let mut bare = &*e;
                while let Expr::Nested(inner) = bare {
                    bare = inner;
                }
                if let Expr::Identifier(id) = bare {
                    if let Some((_, value)) = aliased.iter().find(|(n, _)| *n == id.value) {
                        *e = Expr::Nested(Box::new(value.clone()));
                        continue;
                    }
                }
                rewrite_in(e, true);
            }
        }
        if let Some(order_by) = order_by {
            for o in order_by.iter_mut() {
                rewrite_in(&mut o.expr, true);
            }
        }
    }
}

/// Names each unnamed subquery among a SELECT's several relations `__tableN` (its
/// position among them, from 1), as ClickHouse's analyzer names them: DataFusion
/// refuses two unnamed relations with a column of the same name (`(SELECT 1 AS x)
/// JOIN (SELECT 1 AS x) USING x`). Only after planning failed so: an unnamed
/// subquery's columns otherwise keep their tables' names (`l.k` of `(SELECT * FROM
/// l)`). Whether one was named.
pub(crate) fn name_subqueries<T: VisitMut>(node: &mut T) -> bool {
    struct Name(bool);
    impl VisitorMut for Name {
        type Break = ();
        fn post_visit_select(&mut self, select: &mut Select) -> ControlFlow<()> {
            let relations = select
                .from
                .iter_mut()
                .flat_map(|f| {
                    std::iter::once(&mut f.relation)
                        .chain(f.joins.iter_mut().map(|j| &mut j.relation))
                })
                .collect::<Vec<_>>();
            if relations.len() < 2 {
                return ControlFlow::Continue(());
            }
            for (i, relation) in relations.into_iter().enumerate() {
                if let TableFactor::Derived {
                    alias: alias @ None,
                    ..
                } = relation
                {
                    *alias = Some(sqlparser::ast::TableAlias {
                        name: Ident::new(format!("__table{}", i + 1)),
                        columns: vec![],
                        explicit: true,
                        at: None,
                    });
                    self.0 = true;
                }
            }
            ControlFlow::Continue(())
        }
    }
    let mut name = Name(false);
    let _ = node.visit(&mut name);
    name.0
}

/// A join's constraint, to change, for the kinds that have one.
pub(crate) fn constraint_mut(op: &mut JoinOperator) -> Option<&mut JoinConstraint> {
    match op {
        JoinOperator::Join(c)
        | JoinOperator::Inner(c)
        | JoinOperator::Left(c)
        | JoinOperator::LeftOuter(c)
        | JoinOperator::Right(c)
        | JoinOperator::RightOuter(c)
        | JoinOperator::FullOuter(c)
        | JoinOperator::LeftSemi(c)
        | JoinOperator::RightSemi(c)
        | JoinOperator::LeftAnti(c)
        | JoinOperator::RightAnti(c)
        | JoinOperator::Semi(c)
        | JoinOperator::Anti(c) => Some(c),
        _ => None,
    }
}
