//! Columns whose names hold dots (`n.x`), as ClickHouse names the columns of a
//! `Nested` structure (`n Nested(x UInt8, y String)` is the columns `n.x Array(UInt8)`
//! and `n.y Array(String)`) and as flattened records name theirs.
//!
//! The parser reads `n.x` as a qualified name (column `x` of table `n`). Before the
//! dialect's rewrite, [`resolve`] reads each qualified name in the innermost query
//! whose FROM knows it, then outward, as ClickHouse does: a relation's name first
//! (`t.n.x` is column `n.x` of `t`), then a column's whole name (`n.x`), then a plain
//! column (`p.id`, element `id` of tuple `p`, stays as it is); a lambda's parameter
//! hides them all. It also unfolds `ARRAY JOIN n` into the arrays of
//! the structure `n`, each named as its column (`n.x`, `n.y`), or after the alias
//! (`ARRAY JOIN n AS m`: `m.x`, `m.y`), as ClickHouse does.

use std::{collections::BTreeSet, ops::ControlFlow};

use sqlparser::ast::{
    Expr, Ident, ObjectName, ObjectNamePart, Query, SetExpr, Statement, TableFactor,
    TableWithJoins, Visit, VisitMut, Visitor, VisitorMut,
};

/// The names of the relations `node` reads (a table's last part) and their aliases,
/// and the tables it reads.
fn relations<T: Visit>(node: &T) -> (BTreeSet<String>, BTreeSet<String>) {
    struct Relations {
        names: BTreeSet<String>,
        tables: BTreeSet<String>,
    }
    impl Visitor for Relations {
        type Break = ();
        fn pre_visit_table_factor(&mut self, factor: &TableFactor) -> ControlFlow<()> {
            let alias = match factor {
                TableFactor::Table { name, alias, .. } => {
                    self.tables.insert(name.to_string().replace(['`', '"'], ""));
                    if let Some(ObjectNamePart::Identifier(id)) = name.0.last() {
                        self.names.insert(id.value.clone());
                    }
                    alias
                }
                TableFactor::Derived { alias, .. } | TableFactor::TableFunction { alias, .. } => {
                    alias
                }
                _ => &None,
            };
            if let Some(alias) = alias {
                self.names.insert(alias.name.value.clone());
            }
            ControlFlow::Continue(())
        }
    }
    let mut r = Relations {
        names: BTreeSet::new(),
        tables: BTreeSet::new(),
    };
    let _ = node.visit(&mut r);
    (r.names, r.tables)
}

/// Rewrites `statement` as the module docs say; `columns(table)` gives the column names
/// of a table the statement names, in their order (none for an unknown one).
pub(crate) fn resolve(statement: &mut Statement, columns: &dyn Fn(&str) -> Vec<String>) {
    let (_, tables) = relations(statement);
    let all: Vec<String> = tables.iter().flat_map(|t| columns(t)).collect();
    let mut ordered: Vec<String> = vec![];
    for c in all.iter().filter(|c| c.contains('.')) {
        if !ordered.contains(c) {
            ordered.push(c.clone());
        }
    }
    if ordered.is_empty() {
        return;
    }
    let mut dotted: BTreeSet<String> = ordered.iter().cloned().collect();
    // The columns of structure `name`'s arrays (`n` → `n.x`, `n.y`), in their order.
    let fields = |name: &str| -> Vec<String> {
        let prefix = format!("{name}.");
        ordered
            .iter()
            .filter(|c| c.starts_with(&prefix) && !c[prefix.len()..].contains('.'))
            .cloned()
            .collect()
    };
    array_joins(statement, &mut dotted, &fields);
    let _ = VisitMut::visit(
        statement,
        &mut Scopes {
            columns,
            scopes: vec![],
            lambdas: vec![],
            changed: false,
        },
    );
}

/// What one query's FROM offers a name: its relations (names and aliases), and the
/// plain and dotted column names of its tables (and of its ARRAY JOIN's elements).
#[derive(Default)]
struct Scope {
    relations: BTreeSet<String>,
    plain: BTreeSet<String>,
    dotted: BTreeSet<String>,
}

impl Scope {
    /// The scope of the FROM items `from` (of every SELECT of a set operation).
    fn of(from: &[&TableWithJoins], columns: &dyn Fn(&str) -> Vec<String>) -> Scope {
        let mut scope = Scope::default();
        let factors = from
            .iter()
            .flat_map(|t| std::iter::once(&t.relation).chain(t.joins.iter().map(|j| &j.relation)));
        for factor in factors {
            let alias = match factor {
                TableFactor::Table { name, alias, .. } => {
                    let parts: Vec<&str> = name
                        .0
                        .iter()
                        .filter_map(|p| p.as_ident().map(|i| i.value.as_str()))
                        .collect();
                    match parts.as_slice() {
                        // An ARRAY JOIN's element named after a dotted column.
                        [one] if one.contains('.') => {
                            scope.dotted.insert(one.to_string());
                        }
                        _ => {
                            if let Some(last) = parts.last() {
                                scope.relations.insert(last.to_string());
                            }
                            for c in columns(&parts.join(".")) {
                                match c.contains('.') {
                                    true => scope.dotted.insert(c),
                                    false => scope.plain.insert(c),
                                };
                            }
                        }
                    }
                    alias
                }
                TableFactor::Derived { alias, .. } | TableFactor::TableFunction { alias, .. } => {
                    alias
                }
                _ => &None,
            };
            if let Some(alias) = alias {
                match alias.name.value.contains('.') {
                    true => scope.dotted.insert(alias.name.value.clone()),
                    false => scope.relations.insert(alias.name.value.clone()),
                };
            }
        }
        scope
    }
}

/// The FROM items of every SELECT of `body`, not those of its subqueries.
fn from_items(body: &SetExpr) -> Vec<&TableWithJoins> {
    match body {
        SetExpr::Select(select) => select.from.iter().collect(),
        SetExpr::SetOperation { left, right, .. } => {
            let mut items = from_items(left);
            items.extend(from_items(right));
            items
        }
        SetExpr::Query(q) => from_items(&q.body),
        _ => vec![],
    }
}

/// Resolves qualified names query by query: a name is read in the innermost query
/// whose FROM knows its first part or its whole, as ClickHouse reads it.
struct Scopes<'a> {
    columns: &'a dyn Fn(&str) -> Vec<String>,
    scopes: Vec<Scope>,
    /// The parameters of the lambdas around the expression being visited.
    lambdas: Vec<String>,
    changed: bool,
}

impl VisitorMut for Scopes<'_> {
    type Break = ();

    fn pre_visit_query(&mut self, query: &mut Query) -> ControlFlow<()> {
        let scope = Scope::of(&from_items(&query.body), self.columns);
        self.scopes.push(scope);
        ControlFlow::Continue(())
    }

    fn post_visit_query(&mut self, _: &mut Query) -> ControlFlow<()> {
        self.scopes.pop();
        ControlFlow::Continue(())
    }

    fn pre_visit_expr(&mut self, e: &mut Expr) -> ControlFlow<()> {
        match e {
            Expr::Lambda(lambda) => self
                .lambdas
                .extend(lambda.params.iter().map(|p| p.name.value.clone())),
            Expr::CompoundIdentifier(parts) => {
                if let Some(resolved) = self.resolve(parts) {
                    *e = resolved;
                    self.changed = true;
                }
            }
            _ => {}
        }
        ControlFlow::Continue(())
    }

    fn post_visit_expr(&mut self, e: &mut Expr) -> ControlFlow<()> {
        if let Expr::Lambda(lambda) = e {
            let n = self.lambdas.len().saturating_sub(lambda.params.len());
            self.lambdas.truncate(n);
        }
        ControlFlow::Continue(())
    }
}

impl Scopes<'_> {
    /// `parts` as a column whose name holds dots, read from the innermost query out:
    /// a relation's name first (`t.n.x`), then a column's whole name (`n.x`), then a
    /// plain column, whose element it is (`p.id`), ends the search.
    fn resolve(&self, parts: &[Ident]) -> Option<Expr> {
        let first = &parts.first()?.value;
        if self.lambdas.contains(first) {
            return None;
        }
        for scope in self.scopes.iter().rev() {
            if scope.relations.contains(first) {
                return one_name(parts, &scope.dotted, &scope.relations);
            }
            if let Some(resolved) = one_name(parts, &scope.dotted, &BTreeSet::new()) {
                return Some(resolved);
            }
            if scope.plain.contains(first) {
                return None;
            }
        }
        None
    }
}

/// The text of an expression over table `table` (a DELETE's or UPDATE's) with its
/// names with dots read as the columns so named of `table` and of the tables its
/// subqueries read (see [`resolve`]); `columns(t)` gives a table's column names. None
/// where nothing changes.
pub(crate) fn resolve_text(
    text: &str,
    table: &str,
    columns: &dyn Fn(&str) -> Vec<String>,
) -> crate::Result<Option<String>> {
    if !text.contains('.') {
        return Ok(None);
    }
    let mut expr = crate::dialect::parse_expr(text)?;
    // The statement's own table is the outermost scope.
    let mut outer = Scope::default();
    outer
        .relations
        .insert(table.rsplit('.').next().unwrap_or(table).to_string());
    for c in columns(table) {
        match c.contains('.') {
            true => outer.dotted.insert(c),
            false => outer.plain.insert(c),
        };
    }
    let mut scopes = Scopes {
        columns,
        scopes: vec![outer],
        lambdas: vec![],
        changed: false,
    };
    let _ = VisitMut::visit(&mut expr, &mut scopes);
    Ok(scopes.changed.then(|| crate::dialect::sql_text(&expr)))
}

/// `parts` as a column whose name holds dots, where one is meant.
fn one_name(
    parts: &[Ident],
    dotted: &BTreeSet<String>,
    relations: &BTreeSet<String>,
) -> Option<Expr> {
    let joined = |parts: &[Ident]| {
        parts
            .iter()
            .map(|p| p.value.as_str())
            .collect::<Vec<_>>()
            .join(".")
    };
    let quoted = |name: String| Ident::with_quote('`', name);
    match parts {
        [first, rest @ ..] if relations.contains(&first.value) => {
            // `t.n.x`: column `n.x` of `t`.
            (rest.len() > 1 && dotted.contains(&joined(rest)))
                .then(|| Expr::CompoundIdentifier(vec![first.clone(), quoted(joined(rest))]))
        }
        _ => dotted
            .contains(&joined(parts))
            .then(|| Expr::Identifier(quoted(joined(parts)))),
    }
}

/// Rewrites the ARRAY JOIN lists of every SELECT of `statement` (see [`resolve`]);
/// `dotted` gains the names the aliases make; `fields(n)` are the columns of structure
/// `n`.
fn array_joins(
    statement: &mut Statement,
    dotted: &mut BTreeSet<String>,
    fields: &dyn Fn(&str) -> Vec<String>,
) {
    struct Selects<'a> {
        dotted: &'a mut BTreeSet<String>,
        fields: &'a dyn Fn(&str) -> Vec<String>,
    }
    impl VisitorMut for Selects<'_> {
        type Break = ();
        fn pre_visit_query(&mut self, query: &mut Query) -> ControlFlow<()> {
            set_expr(&mut query.body, self);
            ControlFlow::Continue(())
        }
    }
    fn set_expr(body: &mut SetExpr, s: &mut Selects<'_>) {
        match body {
            SetExpr::Select(select) if !select.from.is_empty() => {
                let rest = select.from.split_off(1);
                let mut list = vec![];
                unfold(&mut select.from[0], rest, s, &mut list);
                select.from.extend(list);
            }
            SetExpr::SetOperation { left, right, .. } => {
                set_expr(left, s);
                set_expr(right, s);
            }
            _ => {}
        }
    }
    /// The FROM items after the first, with the arrays of an ARRAY JOIN unfolded.
    fn unfold(
        first: &mut TableWithJoins,
        rest: Vec<TableWithJoins>,
        s: &mut Selects<'_>,
        out: &mut Vec<TableWithJoins>,
    ) {
        use sqlparser::ast::JoinOperator as J;
        let Some(join) = first.joins.iter_mut().find(|j| {
            matches!(
                j.join_operator,
                J::ArrayJoin | J::LeftArrayJoin | J::InnerArrayJoin
            )
        }) else {
            out.extend(rest);
            return;
        };
        // The first array is the join's relation; the others follow as FROM items.
        let mut arrays = vec![join.relation.clone()];
        arrays.extend(rest.iter().map(|t| t.relation.clone()));
        let mut unfolded: Vec<TableFactor> = vec![];
        for factor in arrays {
            unfolded.extend(array(factor, s));
        }
        let mut unfolded = unfolded.into_iter();
        if let Some(head) = unfolded.next() {
            join.relation = head;
        }
        out.extend(unfolded.map(|relation| TableWithJoins {
            relation,
            joins: vec![],
        }));
    }
    /// One array of an ARRAY JOIN list: the arrays of a structure, or a column whose
    /// name holds dots as that one name.
    fn array(factor: TableFactor, s: &mut Selects<'_>) -> Vec<TableFactor> {
        let TableFactor::Table {
            name,
            alias,
            args: None,
            ..
        } = &factor
        else {
            return vec![factor];
        };
        let parts: Vec<Ident> = name
            .0
            .iter()
            .filter_map(|p| p.as_ident().cloned())
            .collect();
        if parts.len() != name.0.len() {
            return vec![factor];
        }
        let joined: Vec<&str> = parts.iter().map(|p| p.value.as_str()).collect();
        let joined = joined.join(".");
        let alias_name = alias.as_ref().map(|a| a.name.value.clone());
        let renamed = |name: String, alias: Option<String>| {
            let mut f = factor.clone();
            if let TableFactor::Table {
                name: n, alias: a, ..
            } = &mut f
            {
                *n = ObjectName::from(vec![Ident::with_quote('`', name)]);
                if let (Some(a), Some(alias)) = (a.as_mut(), alias) {
                    a.name = Ident::with_quote('`', alias);
                }
            }
            f
        };
        if s.dotted.contains(&joined) {
            return vec![renamed(joined, alias_name)];
        }
        let fields = (s.fields)(&joined);
        if fields.is_empty() {
            return vec![factor];
        }
        fields
            .into_iter()
            .map(|column| {
                let alias = alias_name.as_ref().map(|a| {
                    let named = format!("{a}{}", &column[joined.len()..]);
                    s.dotted.insert(named.clone());
                    named
                });
                renamed(column, alias)
            })
            .collect()
    }
    let _ = statement.visit(&mut Selects { dotted, fields });
}
