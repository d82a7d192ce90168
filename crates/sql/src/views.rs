//! Views: `CREATE VIEW v [(columns)] AS SELECT …` stores the query (as written) in the
//! catalog, replicated like any table's schema, and a query that reads `v` reads that
//! query in its place, as a subquery named `v`.
//!
//! A view's query is expanded before planning, from its parsed statement: each table
//! reference (`FROM v`, `FROM db.v`, not a table function and not a common table
//! expression of that name) that names a view becomes `(query) AS v`. A view's own
//! unqualified table names are read in the database the view was created in, whatever
//! database the reading query runs in, as ClickHouse qualifies them when it creates the
//! view. Views over views expand in turn, up to [`NESTING_MAX`] of them in one query.
//!
//! Views are not registered as tables of a query's session: a path that reads tables
//! without expanding views (a DELETE's subquery) finds no table of that name, rather
//! than an empty one.

use std::ops::ControlFlow;

use sqlparser::ast::{
    Ident, ObjectName, ObjectNamePart, Query, Statement as Ast, TableAlias, TableFactor, VisitMut,
    VisitorMut,
};

use maskhouse_store::Catalog;
use maskhouse_types::{ColumnDef, Engine};

use crate::{Error, Result};

/// The most views one query may read, counting each expansion (a view that reads
/// itself, through others or not, reaches it).
pub(crate) const NESTING_MAX: usize = 32;

/// The text a view stores: its query as written, read through casts to the declared
/// columns when the statement lists them (`CREATE VIEW v (a UInt32) AS …`), by name as
/// ClickHouse converts a view's result.
pub(crate) fn stored_query(query: &str, columns: &[ColumnDef]) -> String {
    if columns.is_empty() {
        return query.to_string();
    }
    let items: Vec<String> = columns
        .iter()
        .map(|c| {
            let name = maskhouse_types::sql::quoted_name(&c.name);
            format!("CAST({name} AS {}) AS {name}", c.ty)
        })
        .collect();
    format!("SELECT {} FROM ({query})", items.join(", "))
}

/// A view's query, parsed and rewritten as any query is, its unqualified table names
/// qualified by `database`.
fn parse_view(name: &str, query: &str, database: &str, catalog: Option<&Catalog>) -> Result<Query> {
    let mut statement = crate::dialect::parse_statement(query)
        .map_err(|e| Error::bad(format!("the query of view {name} does not parse: {e}")))?;
    // Its names with dots read as the columns so named of the tables it reads.
    if let Some(catalog) = catalog {
        crate::dotted::resolve(&mut statement, &|table| {
            let table = crate::statement::resolve_table(table, database);
            catalog.table(&table).map_or_else(Vec::new, |t| {
                t.schema.columns.iter().map(|c| c.name.clone()).collect()
            })
        });
    }
    // Qualified after the dialect's rewrite: before it, the arrays of an `ARRAY JOIN`
    // read as tables.
    crate::dialect::rewrite_statement(&mut statement)?;
    let mut qualify = Qualify {
        database,
        ctes: Vec::new(),
    };
    let _ = statement.visit(&mut qualify);
    match statement {
        Ast::Query(query) => Ok(*query),
        _ => Err(Error::internal(format!(
            "view {name} does not hold a query"
        ))),
    }
}

/// Replaces every reference to a view of `catalog` in `statement` by the view's query;
/// unqualified names are tables of `database`.
pub(crate) fn expand<T: VisitMut>(
    statement: &mut T,
    catalog: &Catalog,
    database: &str,
) -> Result<()> {
    if !catalog.tables.values().any(|t| t.schema.engine.is_view()) {
        return Ok(());
    }
    let mut v = Expand {
        catalog,
        database,
        ctes: Vec::new(),
        expanded: 0,
        error: None,
    };
    let _ = statement.visit(&mut v);
    v.error.map_or(Ok(()), Err)
}

/// The bare name of a table reference without arguments, and its qualified form, if it
/// is one (`t` or `db.t`).
fn plain_name(name: &ObjectName) -> Option<(Option<&str>, &str)> {
    match name.0.as_slice() {
        [ObjectNamePart::Identifier(t)] => Some((None, t.value.as_str())),
        [ObjectNamePart::Identifier(db), ObjectNamePart::Identifier(t)] => {
            Some((Some(db.value.as_str()), t.value.as_str()))
        }
        _ => None,
    }
}

/// The names of the common table expressions `query` defines: a relation so named
/// inside it is one of them, not a table.
pub(crate) fn cte_names(query: &Query) -> Vec<String> {
    query.with.as_ref().map_or_else(Vec::new, |with| {
        with.cte_tables
            .iter()
            .map(|c| c.alias.name.value.clone())
            .collect()
    })
}

/// Qualifies a view's unqualified table names by its database.
struct Qualify<'a> {
    database: &'a str,
    ctes: Vec<String>,
}

impl VisitorMut for Qualify<'_> {
    type Break = ();

    fn pre_visit_query(&mut self, query: &mut Query) -> ControlFlow<()> {
        self.ctes.extend(cte_names(query));
        ControlFlow::Continue(())
    }

    fn pre_visit_table_factor(&mut self, factor: &mut TableFactor) -> ControlFlow<()> {
        if let TableFactor::Table {
            name,
            alias,
            args: None,
            ..
        } = factor
        {
            if let [ObjectNamePart::Identifier(t)] = name.0.as_slice() {
                if !self.ctes.contains(&t.value) {
                    let table = t.clone();
                    // Still read as `t` (`t.x`, `t.*`) by the view's query.
                    if alias.is_none() {
                        *alias = Some(sqlparser::ast::TableAlias {
                            explicit: true,
                            name: table.clone(),
                            columns: vec![],
                            at: None,
                        });
                    }
                    name.0 = vec![
                        ObjectNamePart::Identifier(Ident::with_quote('`', self.database)),
                        ObjectNamePart::Identifier(table),
                    ];
                }
            }
        }
        ControlFlow::Continue(())
    }
}

struct Expand<'a> {
    catalog: &'a Catalog,
    database: &'a str,
    /// Names of the common table expressions seen: a relation so named is one.
    ctes: Vec<String>,
    expanded: usize,
    error: Option<Error>,
}

impl Expand<'_> {
    /// The view a relation names: its name, query and database.
    fn view(&self, name: &ObjectName) -> Option<(String, String, String)> {
        let (db, bare) = plain_name(name)?;
        if db.is_none() && self.ctes.iter().any(|c| c == bare) {
            return None;
        }
        let written = match db {
            Some(db) => format!("{db}.{bare}"),
            None => bare.to_string(),
        };
        let resolved = crate::statement::resolve_table(&written, self.database);
        let table = self.catalog.table(&resolved)?;
        match &table.schema.engine {
            Engine::View { query, database } => {
                Some((bare.to_string(), query.clone(), database.clone()))
            }
            _ => None,
        }
    }
}

impl VisitorMut for Expand<'_> {
    type Break = ();

    fn pre_visit_query(&mut self, query: &mut Query) -> ControlFlow<()> {
        self.ctes.extend(cte_names(query));
        ControlFlow::Continue(())
    }

    fn pre_visit_table_factor(&mut self, factor: &mut TableFactor) -> ControlFlow<()> {
        let TableFactor::Table {
            name,
            alias,
            args: None,
            ..
        } = factor
        else {
            return ControlFlow::Continue(());
        };
        let Some((bare, query, database)) = self.view(name) else {
            return ControlFlow::Continue(());
        };
        self.expanded += 1;
        if self.expanded > NESTING_MAX {
            self.error = Some(Error::bad(format!(
                "a query may read at most {NESTING_MAX} views (view {bare} reads itself, or views nest too deep)"
            )));
            return ControlFlow::Break(());
        }
        let subquery = match parse_view(&bare, &query, &database, Some(self.catalog)) {
            Ok(q) => q,
            Err(e) => {
                self.error = Some(e);
                return ControlFlow::Break(());
            }
        };
        // The view's own common table expressions are in scope inside it.
        self.ctes.extend(cte_names(&subquery));
        // `FROM v SAMPLE …` reads the whole view, as ClickHouse does (a view has no
        // sampling key). Read as the view's name, unless the reference gives an alias.
        let alias = alias.take().unwrap_or(TableAlias {
            explicit: true,
            name: Ident::with_quote('`', bare),
            columns: vec![],
            at: None,
        });
        *factor = TableFactor::Derived {
            lateral: false,
            subquery: Box::new(subquery),
            alias: Some(alias),
            sample: None,
        };
        ControlFlow::Continue(())
    }
}

#[cfg(test)]
mod tests {
    use maskhouse_types::ColumnType;

    use super::*;

    #[test]
    fn declared_columns_cast_the_query_by_name() {
        assert_eq!(stored_query("SELECT 1 AS a", &[]), "SELECT 1 AS a");
        let columns = [
            ColumnDef::new("a", ColumnType::parse("UInt32").unwrap()),
            ColumnDef::new("b`c", ColumnType::parse("String").unwrap()),
        ];
        assert_eq!(
            stored_query("SELECT number AS a, 'x' AS `b``c` FROM numbers(3)", &columns),
            "SELECT CAST(`a` AS UInt32) AS `a`, CAST(`b``c` AS String) AS `b``c` FROM (SELECT number AS a, 'x' AS `b``c` FROM numbers(3))"
        );
    }

    fn catalog(views: &[(&str, &str, &str)]) -> Catalog {
        let mut catalog = Catalog::default();
        for (name, query, database) in views {
            let schema = maskhouse_types::TableSchema {
                name: name.to_string(),
                columns: vec![ColumnDef::new("x", ColumnType::parse("UInt8").unwrap())],
                order_by: vec![],
                partition_by: None,
                engine: Engine::View {
                    query: query.to_string(),
                    database: database.to_string(),
                },
                settings: vec![],
                ttl: vec![],
                notes: Default::default(),
            };
            catalog.tables.insert(
                name.to_string(),
                std::sync::Arc::new(maskhouse_store::TableState::new(schema)),
            );
        }
        catalog
    }

    fn expanded(sql: &str, catalog: &Catalog, database: &str) -> Result<String> {
        let mut statement = crate::dialect::parse_statement(sql)?;
        expand(&mut statement, catalog, database)?;
        Ok(statement.to_string())
    }

    #[test]
    fn a_view_reads_its_query_in_place_of_its_name() {
        let catalog = catalog(&[
            ("v", "SELECT x FROM t", "default"),
            ("d.w", "SELECT x FROM v", "d"),
            ("u", "SELECT x FROM d.w", "default"),
        ]);
        // Named as written, read as the view's name or the reference's alias.
        assert_eq!(
            expanded("SELECT x FROM v", &catalog, "default").unwrap(),
            "SELECT x FROM (SELECT x FROM `default`.t AS t) AS `v`"
        );
        assert_eq!(
            expanded("SELECT a.x FROM default.v AS a", &catalog, "d").unwrap(),
            "SELECT a.x FROM (SELECT x FROM `default`.t AS t) AS a"
        );
        // A view's unqualified names are in its own database: `v` inside `d.w` is
        // `d.v`, which is no view, whatever database the query runs in.
        assert_eq!(
            expanded("SELECT x FROM u", &catalog, "default").unwrap(),
            "SELECT x FROM (SELECT x FROM (SELECT x FROM `d`.v AS v) AS `w`) AS `u`"
        );
        // A common table expression of the view's name is not the view; a table
        // function is not a table.
        assert_eq!(
            expanded(
                "WITH v AS (SELECT 1 AS x) SELECT x FROM v",
                &catalog,
                "default"
            )
            .unwrap(),
            "WITH v AS (SELECT 1 AS x) SELECT x FROM v"
        );
        assert_eq!(
            expanded("SELECT x FROM t", &catalog, "default").unwrap(),
            "SELECT x FROM t"
        );
    }

    #[test]
    fn a_view_that_reads_itself_fails_instead_of_expanding_forever() {
        let catalog = catalog(&[
            ("a", "SELECT x FROM b", "default"),
            ("b", "SELECT x FROM a", "default"),
        ]);
        let error = expanded("SELECT x FROM a", &catalog, "default").unwrap_err();
        assert!(
            error.message.contains("at most 32 views"),
            "{}",
            error.message
        );
    }

    #[test]
    fn a_views_tables_are_qualified_by_its_database_and_ctes_are_not() {
        let q = parse_view(
            "v",
            "WITH c AS (SELECT 1 AS x) SELECT * FROM t JOIN c ON 1 = 1 JOIN d.u ON 1 = 1, numbers(2)",
            "db",
            None,
        )
        .unwrap()
        .to_string();
        // Still named `t` in the view's query (`t.x`, `t.*`).
        assert!(q.contains("FROM `db`.t AS t"), "{q}");
        assert!(q.contains("JOIN c "), "{q}");
        assert!(q.contains("JOIN d.u "), "{q}");
        assert!(!q.contains("`db`.numbers"), "{q}");
    }
}
