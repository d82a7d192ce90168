//! `SELECT count() FROM t`, answered from the parts' metadata before anything is
//! planned: the live rows of a part are its rows less its mask's, both known without
//! reading data (ClickHouse's `optimize_trivial_count_query`).
//!
//! The planned query gives the same answer (DataFusion takes the scan's exact row
//! count), but planning and optimizing it cost most of the query's time; this path
//! takes a few microseconds. Only the one shape is taken, decided from the parsed
//! statement after the dialect's rewrite: one `count()` or `count(*)` (aliased or
//! not), one table, and no other clause.

use std::sync::Arc;

use datafusion::arrow::{
    array::UInt64Array,
    datatypes::{DataType, Field, Schema, SchemaRef},
    record_batch::RecordBatch,
};
use maskhouse_store::Catalog;
use sqlparser::ast::{
    Expr, Function, FunctionArg, FunctionArgExpr, FunctionArguments, GroupByExpr, ObjectName,
    ObjectNamePart, Query, Select, SelectFlavor, SelectItem, SetExpr, Statement, TableFactor,
    TableWithJoins,
};

use crate::Result;

/// A query that is `count()` over one table: the table's name as written and the
/// result column's name.
pub struct TrivialCount {
    table: ObjectName,
    column: String,
}

impl TrivialCount {
    /// The count `statement` asks for, when it is nothing else.
    pub fn of(statement: &Statement) -> Option<TrivialCount> {
        let Statement::Query(query) = statement else {
            return None;
        };
        let Query {
            with: None,
            body,
            order_by: None,
            limit_clause: None,
            fetch: None,
            locks,
            for_clause: None,
            settings: None,
            format_clause: None,
            pipe_operators,
        } = query.as_ref()
        else {
            return None;
        };
        if !locks.is_empty() || !pipe_operators.is_empty() {
            return None;
        }
        let SetExpr::Select(select) = body.as_ref() else {
            return None;
        };
        // Every field named, so that a clause the parser learns later is not taken
        // for an absent one.
        let Select {
            select_token: _,
            optimizer_hints,
            distinct: None,
            select_modifiers: None,
            top: None,
            top_before_distinct: _,
            projection,
            exclude: None,
            into: None,
            from,
            lateral_views,
            prewhere: None,
            selection: None,
            connect_by,
            group_by,
            cluster_by,
            distribute_by,
            sort_by,
            having: None,
            named_window,
            qualify: None,
            window_before_qualify: _,
            value_table_mode: None,
            flavor: SelectFlavor::Standard,
        } = select.as_ref()
        else {
            return None;
        };
        let empty_group = match group_by {
            GroupByExpr::Expressions(exprs, modifiers) => exprs.is_empty() && modifiers.is_empty(),
            GroupByExpr::All(_) => false,
        };
        if !(optimizer_hints.is_empty()
            && lateral_views.is_empty()
            && connect_by.is_empty()
            && empty_group
            && cluster_by.is_empty()
            && distribute_by.is_empty()
            && sort_by.is_empty()
            && named_window.is_empty())
        {
            return None;
        }
        let [TableWithJoins { relation, joins }] = from.as_slice() else {
            return None;
        };
        if !joins.is_empty() {
            return None;
        }
        let TableFactor::Table {
            name,
            alias,
            args: None,
            with_hints,
            version: None,
            with_ordinality: false,
            partitions,
            json_path: None,
            sample: None,
            index_hints,
        } = relation
        else {
            return None;
        };
        // An alias names the table; one with column names is left to the planner,
        // which checks them.
        let renamed = alias.as_ref().is_some_and(|a| !a.columns.is_empty());
        if renamed || !(with_hints.is_empty() && partitions.is_empty() && index_hints.is_empty()) {
            return None;
        }
        let column = match projection.as_slice() {
            [SelectItem::ExprWithAlias { expr, alias }] if is_count(expr) => alias.value.clone(),
            [SelectItem::UnnamedExpr(expr)] if is_count(expr) => crate::column_name::of(expr),
            _ => return None,
        };
        Some(TrivialCount {
            table: name.clone(),
            column,
        })
    }

    /// The count, from `catalog`'s parts, if the name is one of its tables (a
    /// system table, say, is left to the planner). `database` resolves an unqualified
    /// name; `apply_mask` false counts deleted rows too (`apply_deleted_mask = 0`).
    pub fn answer(
        &self,
        catalog: &Catalog,
        database: &str,
        apply_mask: bool,
    ) -> Result<Option<(SchemaRef, RecordBatch, u64)>> {
        // Named as a statement names its table; a name that is not one (a system
        // table, say) is left to the planner and its error.
        let Ok(name) = crate::statement::table_name(&self.table) else {
            return Ok(None);
        };
        let table = crate::statement::resolve_table(&name, database);
        let Some(state) = catalog.table(&table) else {
            return Ok(None);
        };
        // A view has no parts: its count is its query's, which the planner runs.
        if state.schema.engine.is_view() {
            return Ok(None);
        }
        // A mask version damaged on this replica leaves the part's deleted rows
        // unknown here until the repair fetched it again: the planned scan refuses the
        // read (DESIGN §2.4: a deleted row never reappears, not even in a count).
        if apply_mask && state.parts.values().any(|p| p.damaged_mask().is_some()) {
            return Ok(None);
        }
        let rows: u64 = state
            .parts
            .values()
            .map(|p| match apply_mask {
                true => p.live_rows(),
                false => p.meta.rows,
            })
            .sum();
        let schema = Arc::new(Schema::new(vec![Field::new(
            self.column.clone(),
            DataType::UInt64,
            false,
        )]));
        let batch = RecordBatch::try_new(
            schema.clone(),
            vec![Arc::new(UInt64Array::from(vec![rows]))],
        )?;
        Ok(Some((schema, batch, rows)))
    }
}

/// `count()` (which the dialect writes `count(*)`) or `count(*)`, in any case, with
/// nothing else: no DISTINCT, FILTER, OVER or parameters.
fn is_count(expr: &Expr) -> bool {
    let Expr::Function(Function {
        name,
        uses_odbc_syntax: false,
        parameters: FunctionArguments::None,
        args: FunctionArguments::List(list),
        filter: None,
        null_treatment: None,
        over: None,
        within_group,
    }) = expr
    else {
        return false;
    };
    let [ObjectNamePart::Identifier(f)] = name.0.as_slice() else {
        return false;
    };
    // A quoted name keeps its case, and only `count` names the function then.
    let named = match f.quote_style {
        None => f.value.eq_ignore_ascii_case("count"),
        Some(_) => f.value == "count",
    };
    named
        && within_group.is_empty()
        && list.duplicate_treatment.is_none()
        && list.clauses.is_empty()
        && matches!(
            list.args.as_slice(),
            [] | [FunctionArg::Unnamed(FunctionArgExpr::Wildcard)]
        )
}

#[cfg(test)]
mod tests {
    use super::TrivialCount;

    /// The count the query asks for, after the dialect's rewrite, as `execute` sees it.
    fn taken(sql: &str) -> Option<(String, String)> {
        let mut statement = crate::dialect::parse_statement(sql).unwrap();
        crate::dialect::rewrite_statement(&mut statement).unwrap();
        TrivialCount::of(&statement).map(|c| (c.table.to_string(), c.column))
    }

    #[test]
    fn only_a_bare_count_of_one_table_is_taken() {
        let count = |t: &str, c: &str| Some((t.to_string(), c.to_string()));
        assert_eq!(taken("SELECT count() FROM t"), count("t", "count()"));
        assert_eq!(taken("SELECT COUNT(*) FROM db.t"), count("db.t", "COUNT()"));
        assert_eq!(taken("SELECT count() AS n FROM t AS x"), count("t", "n"));
        assert_eq!(taken("SELECT count() FROM t FINAL"), count("t", "count()"));
        for sql in [
            "SELECT count() FROM t WHERE 1",
            "SELECT count() FROM t PREWHERE id > 1",
            "SELECT count() FROM t GROUP BY id",
            "SELECT count() FROM t HAVING count() > 1",
            "SELECT count() FROM t LIMIT 1",
            "SELECT count() FROM t ORDER BY 1",
            "SELECT DISTINCT count() FROM t",
            "SELECT count(), 1 FROM t",
            "SELECT count(id) FROM t",
            "SELECT count(DISTINCT id) FROM t",
            "SELECT countIf(id > 1) FROM t",
            "SELECT count() FROM t, u",
            "SELECT count() FROM t JOIN u USING id",
            "SELECT count() FROM t SAMPLE 0.1",
            "SELECT count() FROM numbers(10)",
            "SELECT count() FROM (SELECT 1)",
            "SELECT count() FROM t AS x(a)",
            "SELECT \"COUNT\"(*) FROM t",
            "WITH c AS (SELECT 1) SELECT count() FROM t",
            "SELECT count() FROM t UNION ALL SELECT count() FROM t",
            "SELECT count() OVER () FROM t",
        ] {
            assert_eq!(taken(sql), None, "{sql}");
        }
    }
}
