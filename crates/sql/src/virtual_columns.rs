//! ClickHouse's virtual columns of MergeTree tables ([`VIRTUAL_COLUMNS`]: `_part`,
//! `_part_offset`, `_row_exists`). A query that names one reads its tables with them,
//! and its wildcards over a table leave them out, as ClickHouse's `*` does.

use std::{collections::HashSet, ops::ControlFlow};

use sqlparser::ast::{
    ExcludeSelectItem, Expr, Ident, ObjectName, ObjectNamePart, Query, SelectItem, SetExpr,
    Statement, TableFactor, Visit, VisitMut, Visitor, VisitorMut,
};

use crate::scan::VIRTUAL_COLUMNS;

/// Whether `statement` names a virtual column; if it does, every wildcard of a SELECT
/// that reads one table of the catalog gets `EXCLUDE` of the virtual columns.
pub fn prepare(statement: &mut Statement) -> bool {
    let named = sqlparser::ast::visit_expressions(statement, |e| {
        let name = match e {
            Expr::Identifier(i) => Some(i),
            Expr::CompoundIdentifier(parts) => parts.last(),
            _ => None,
        };
        match name.is_some_and(|n| VIRTUAL_COLUMNS.contains(&n.value.as_str())) {
            true => ControlFlow::Break(()),
            false => ControlFlow::Continue(()),
        }
    })
    .is_break();
    if !named {
        return false;
    }
    let mut ctes = Ctes::default();
    let _ = Visit::visit(&*statement, &mut ctes);
    let _ = VisitMut::visit(statement, &mut Wildcards { ctes: ctes.0 });
    true
}

/// The names the statement's `WITH` clauses give: a wildcard over one is not over a
/// table.
#[derive(Default)]
struct Ctes(HashSet<String>);

impl Visitor for Ctes {
    type Break = ();

    fn pre_visit_query(&mut self, query: &Query) -> ControlFlow<()> {
        if let Some(with) = &query.with {
            self.0
                .extend(with.cte_tables.iter().map(|c| c.alias.name.value.clone()));
        }
        ControlFlow::Continue(())
    }
}

struct Wildcards {
    ctes: HashSet<String>,
}

impl VisitorMut for Wildcards {
    type Break = ();

    fn post_visit_query(&mut self, query: &mut Query) -> ControlFlow<()> {
        self.exclude_in(query.body.as_mut());
        ControlFlow::Continue(())
    }
}

impl Wildcards {
    fn exclude_in(&self, body: &mut SetExpr) {
        match body {
            SetExpr::SetOperation { left, right, .. } => {
                self.exclude_in(left);
                self.exclude_in(right);
            }
            SetExpr::Select(select) => {
                // One table, no join: with two, an unqualified virtual column would be
                // ambiguous, and `*` of a join keeps them.
                let [from] = select.from.as_slice() else {
                    return;
                };
                if !from.joins.is_empty() || !self.is_catalog_table(&from.relation) {
                    return;
                }
                for item in &mut select.projection {
                    let options = match item {
                        SelectItem::Wildcard(options) => options,
                        SelectItem::QualifiedWildcard(_, options) => options,
                        _ => continue,
                    };
                    let mut names = match options.opt_exclude.take() {
                        Some(ExcludeSelectItem::Single(name)) => vec![name],
                        Some(ExcludeSelectItem::Multiple(names)) => names,
                        None => vec![],
                    };
                    let excepted: Vec<String> = options
                        .opt_except
                        .iter()
                        .flat_map(|e| {
                            std::iter::once(&e.first_element).chain(&e.additional_elements)
                        })
                        .map(|i| i.value.clone())
                        .collect();
                    for column in VIRTUAL_COLUMNS {
                        let named = names.iter().any(|n| {
                            n.0.last()
                                .and_then(|p| p.as_ident())
                                .is_some_and(|i| i.value == column)
                        }) || excepted.iter().any(|e| e == column);
                        if !named {
                            names.push(ObjectName(vec![ObjectNamePart::Identifier(Ident::new(
                                column,
                            ))]));
                        }
                    }
                    options.opt_exclude = Some(ExcludeSelectItem::Multiple(names));
                }
            }
            _ => {}
        }
    }

    /// Whether `relation` is a table of the catalog: named, not a table function, not
    /// a system table, not a `WITH` name.
    fn is_catalog_table(&self, relation: &TableFactor) -> bool {
        let TableFactor::Table { name, args, .. } = relation else {
            return false;
        };
        let parts: Vec<&str> = name
            .0
            .iter()
            .filter_map(|p| p.as_ident().map(|i| i.value.as_str()))
            .collect();
        match parts.as_slice() {
            [table] => args.is_none() && !self.ctes.contains(*table),
            [database, _] => args.is_none() && *database != "system",
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn prepared(sql: &str) -> (bool, String) {
        let mut statement = crate::dialect::parse_statement(sql).unwrap();
        let named = prepare(&mut statement);
        (named, statement.to_string())
    }

    #[test]
    fn wildcards_over_a_table_leave_virtual_columns_out() {
        assert_eq!(
            prepared("SELECT * FROM t"),
            (false, "SELECT * FROM t".into()),
            "untouched when no virtual column is named"
        );
        assert_eq!(
            prepared("SELECT _part_offset, * FROM t ORDER BY _part_offset"),
            (
                true,
                "SELECT _part_offset, * EXCLUDE (_part, _part_offset, _row_exists) FROM t \
                 ORDER BY _part_offset"
                    .into()
            )
        );
        assert_eq!(
            prepared("SELECT t.* FROM default.t WHERE t._row_exists = 1").1,
            "SELECT t.* EXCLUDE (_part, _part_offset, _row_exists) FROM default.t \
             WHERE t._row_exists = 1"
        );
        // Not over a table of the catalog: a subquery, a WITH name, a table function,
        // a system table, a join.
        for sql in [
            "SELECT * FROM (SELECT _part FROM t)",
            "WITH w AS (SELECT _part FROM t) SELECT * FROM w",
            "SELECT *, _part FROM numbers(3)",
            "SELECT * FROM system.parts WHERE name IN (SELECT _part FROM t)",
            "SELECT * FROM t JOIN u USING (id) WHERE t._part = 'x'",
        ] {
            let (named, out) = prepared(sql);
            assert!(named, "{sql}");
            assert!(!out.contains("EXCLUDE"), "{sql}: {out}");
        }
        // A column the query already leaves out (ClickHouse's `* EXCEPT`) is not left
        // out twice.
        let out = prepared("SELECT * EXCEPT (_part) FROM t WHERE _row_exists = 1").1;
        assert!(
            out.contains("EXCLUDE (_part_offset, _row_exists)") && out.contains("EXCEPT (_part)"),
            "{out}"
        );
    }
}
