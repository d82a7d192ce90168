//! Columns that `SELECT *` leaves out: a table's `MATERIALIZED` and `ALIAS` columns, as in
//! ClickHouse. They are read when named (`SELECT *, m`).
//!
//! Before planning, each wildcard over a table with such columns excludes them: `*`
//! over one relation becomes `* EXCLUDE (m, …)`, `t.*` becomes `t.* EXCLUDE (m, …)`,
//! and `*` over several relations becomes each relation's qualified wildcard, the
//! hidden columns excluded from the tables that have them.

use std::ops::ControlFlow;

use sqlparser::ast::{
    ExcludeSelectItem, Ident, ObjectName, ObjectNamePart, Query, SelectItem,
    SelectItemQualifiedWildcardKind, SetExpr, TableFactor, TableWithJoins, VisitMut, VisitorMut,
    WildcardAdditionalOptions,
};

/// Rewrites the wildcards of `statement`; `hidden(name)` gives the hidden columns of
/// the table a relation names as written (`t`, `db.t`), none for anything else.
pub(crate) fn exclude_from_wildcards<T: VisitMut>(
    statement: &mut T,
    hidden: &dyn Fn(&str) -> Vec<String>,
) {
    let mut v = Wildcards {
        hidden,
        ctes: Vec::new(),
    };
    let _ = statement.visit(&mut v);
}

/// The hidden columns of the table `name` names in `catalog`, an unqualified name being
/// a table of `database`.
pub(crate) fn in_catalog<'a>(
    catalog: &'a maskhouse_store::Catalog,
    database: &'a str,
) -> impl Fn(&str) -> Vec<String> + 'a {
    move |name| {
        let table = crate::statement::resolve_table(name, database);
        catalog
            .table(&table)
            .map_or_else(Vec::new, |t| t.schema.hidden_columns())
    }
}

struct Wildcards<'a> {
    hidden: &'a dyn Fn(&str) -> Vec<String>,
    /// Names of the common table expressions in scope: a relation so named is one.
    ctes: Vec<String>,
}

impl VisitorMut for Wildcards<'_> {
    type Break = ();

    fn pre_visit_query(&mut self, query: &mut Query) -> ControlFlow<()> {
        if let Some(with) = &query.with {
            self.ctes
                .extend(with.cte_tables.iter().map(|c| c.alias.name.value.clone()));
        }
        self.set_expr(&mut query.body);
        ControlFlow::Continue(())
    }
}

/// A relation of a FROM clause: what its columns are qualified by, and its hidden
/// columns.
struct Relation {
    qualifier: Option<Vec<Ident>>,
    hidden: Vec<String>,
}

impl Wildcards<'_> {
    fn set_expr(&self, body: &mut SetExpr) {
        match body {
            SetExpr::Select(select) => {
                let mut relations = Vec::new();
                for from in &select.from {
                    self.relations(from, &mut relations);
                }
                if relations.iter().all(|r| r.hidden.is_empty()) {
                    return;
                }
                let mut projection = Vec::with_capacity(select.projection.len());
                for item in std::mem::take(&mut select.projection) {
                    match item {
                        SelectItem::Wildcard(mut options) if relations.len() == 1 => {
                            exclude(&mut options, &relations[0].hidden);
                            projection.push(SelectItem::Wildcard(options));
                        }
                        SelectItem::Wildcard(options)
                            if relations.iter().all(|r| r.qualifier.is_some()) =>
                        {
                            for r in &relations {
                                let mut options = options.clone();
                                exclude(&mut options, &r.hidden);
                                let name = r.qualifier.clone().expect("qualified");
                                projection.push(SelectItem::QualifiedWildcard(
                                    SelectItemQualifiedWildcardKind::ObjectName(ObjectName(
                                        name.into_iter().map(ObjectNamePart::Identifier).collect(),
                                    )),
                                    options,
                                ));
                            }
                        }
                        SelectItem::QualifiedWildcard(
                            SelectItemQualifiedWildcardKind::ObjectName(name),
                            mut options,
                        ) => {
                            let written: Vec<&str> = name
                                .0
                                .iter()
                                .filter_map(|p| match p {
                                    ObjectNamePart::Identifier(id) => Some(id.value.as_str()),
                                    _ => None,
                                })
                                .collect();
                            let of = relations.iter().find(|r| {
                                r.qualifier.as_ref().is_some_and(|q| {
                                    q.iter()
                                        .map(|i| i.value.as_str())
                                        .eq(written.iter().copied())
                                        || q.last().map(|i| i.value.as_str())
                                            == written.last().copied()
                                })
                            });
                            if let Some(r) = of {
                                exclude(&mut options, &r.hidden);
                            }
                            projection.push(SelectItem::QualifiedWildcard(
                                SelectItemQualifiedWildcardKind::ObjectName(name),
                                options,
                            ));
                        }
                        other => projection.push(other),
                    }
                }
                select.projection = projection;
            }
            SetExpr::SetOperation { left, right, .. } => {
                self.set_expr(left);
                self.set_expr(right);
            }
            _ => {}
        }
    }

    fn relations(&self, from: &TableWithJoins, out: &mut Vec<Relation>) {
        for relation in
            std::iter::once(&from.relation).chain(from.joins.iter().map(|j| &j.relation))
        {
            match relation {
                TableFactor::NestedJoin {
                    table_with_joins, ..
                } => self.relations(table_with_joins, out),
                TableFactor::Table {
                    name, args: None, ..
                } => {
                    let written = name.to_string().replace('`', "");
                    let hidden = if self.ctes.contains(&written) {
                        Vec::new()
                    } else {
                        (self.hidden)(&written)
                    };
                    out.push(Relation {
                        qualifier: crate::joins::qualifier(relation),
                        hidden,
                    });
                }
                other => out.push(Relation {
                    qualifier: crate::joins::qualifier(other),
                    hidden: Vec::new(),
                }),
            }
        }
    }
}

/// Adds `hidden` to the columns `options` exclude, but those it leaves out already.
fn exclude(options: &mut WildcardAdditionalOptions, hidden: &[String]) {
    let excluded = |name: &str| {
        let by_except = options.opt_except.as_ref().is_some_and(|e| {
            std::iter::once(&e.first_element)
                .chain(&e.additional_elements)
                .any(|i| i.value == name)
        });
        let by_exclude = match &options.opt_exclude {
            Some(ExcludeSelectItem::Single(n)) => n.to_string() == name,
            Some(ExcludeSelectItem::Multiple(ns)) => ns.iter().any(|n| n.to_string() == name),
            None => false,
        };
        by_except || by_exclude
    };
    let more: Vec<ObjectName> = hidden
        .iter()
        .filter(|h| !excluded(h))
        .map(|h| ObjectName(vec![ObjectNamePart::Identifier(Ident::new(h.clone()))]))
        .collect();
    if more.is_empty() {
        return;
    }
    options.opt_exclude = Some(match options.opt_exclude.take() {
        None => ExcludeSelectItem::Multiple(more),
        Some(ExcludeSelectItem::Single(n)) => {
            ExcludeSelectItem::Multiple(std::iter::once(n).chain(more).collect())
        }
        Some(ExcludeSelectItem::Multiple(ns)) => {
            ExcludeSelectItem::Multiple(ns.into_iter().chain(more).collect())
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rewritten(sql: &str) -> String {
        let mut s = crate::dialect::parse_statement(sql).unwrap();
        exclude_from_wildcards(&mut s, &|t| match t {
            "m" | "db.m" => vec!["h".to_string(), "g".to_string()],
            _ => vec![],
        });
        s.to_string()
    }

    #[test]
    fn wildcards_leave_out_hidden_columns() {
        assert_eq!(
            rewritten("SELECT * FROM m"),
            "SELECT * EXCLUDE (h, g) FROM m"
        );
        assert_eq!(
            rewritten("SELECT *, h FROM db.m"),
            "SELECT * EXCLUDE (h, g), h FROM db.m"
        );
        assert_eq!(rewritten("SELECT * FROM t"), "SELECT * FROM t");
        assert_eq!(
            rewritten("SELECT * EXCEPT (g) FROM m"),
            "SELECT * EXCLUDE (h) EXCEPT (g) FROM m"
        );
        assert_eq!(
            rewritten("SELECT a.* FROM m AS a JOIN t ON a.k = t.k"),
            "SELECT a.* EXCLUDE (h, g) FROM m AS a JOIN t ON a.k = t.k"
        );
        assert_eq!(
            rewritten("SELECT * FROM m AS a JOIN t ON a.k = t.k"),
            "SELECT `a`.* EXCLUDE (h, g), `t`.* FROM m AS a JOIN t ON a.k = t.k"
        );
        // Subqueries and set operations too; a CTE named like the table is not it.
        assert_eq!(
            rewritten("SELECT * FROM (SELECT * FROM m) UNION ALL SELECT * FROM m"),
            "SELECT * FROM (SELECT * EXCLUDE (h, g) FROM m) UNION ALL SELECT * EXCLUDE (h, g) FROM m"
        );
        assert_eq!(
            rewritten("WITH m AS (SELECT 1 AS x) SELECT * FROM m"),
            "WITH m AS (SELECT 1 AS x) SELECT * FROM m"
        );
    }
}
