//! `joinGet('t', 'column', k1[, k2…])` and `joinGetOrNull`: a column of the row of an
//! `ANY LEFT` Join table (`ENGINE = Join(ANY, LEFT, keys)`) whose keys equal the arguments, as
//! ClickHouse's. Such a table holds one live row per key (DESIGN §2.11), so the call
//! becomes a scalar subquery over it, before planning:
//!
//! ```sql
//! coalesce((SELECT first_value(__join_get_value) FROM (SELECT column AS __join_get_value,
//!     k1 AS __join_get_key0 … FROM db.t) WHERE __join_get_key0 = (k1 argument) AND …),
//!     default of the column's type)
//! ```
//!
//! The inner table's columns are renamed so that the arguments, which may read the
//! outer query's columns, never resolve to the Join table's. A key with no row gives
//! the column type's default (`joinGet`) or NULL (`joinGetOrNull`); a table that is not
//! an `ANY LEFT` Join table is `INCOMPATIBLE_TYPE_OF_JOIN` (264), as in ClickHouse. The
//! key values are put into the parsed subquery as expressions, never pasted as text. It runs
//! on a query whose ClickHouse functions are DataFusion's already, so what it writes is
//! DataFusion's SQL (`first_value`, `arrow_cast`).

use std::ops::ControlFlow;

use maskhouse_types::{codes, ColumnType, TableSchema};
use sqlparser::ast::{
    Expr, FunctionArg, FunctionArgExpr, FunctionArguments, ObjectNamePart, Statement, Value,
    VisitMut, VisitorMut,
};

use crate::{Error, Result};

/// The column's default as SQL, for the types whose default a literal writes; `None`
/// (the call then gives NULL for a missing key) for the others and for Nullable.
fn default_sql(ty: &ColumnType) -> Option<String> {
    let base = match ty {
        ColumnType::LowCardinality(inner) => inner.as_ref(),
        other => other,
    };
    let arrow = maskhouse_part::schema::arrow_type(base);
    let value = match base {
        ColumnType::Bool => "false",
        ColumnType::String => "",
        // N zero bytes, as the type holds its default.
        ColumnType::FixedString(n) => return Some(format!("tofixedstring('', {n})")),
        ColumnType::Date | ColumnType::Date32 => "1970-01-01",
        ColumnType::DateTime | ColumnType::DateTime64(_) => "1970-01-01 00:00:00",
        ColumnType::Uuid => "00000000-0000-0000-0000-000000000000",
        // The numbers (integers, floats, decimals).
        _ if arrow.is_numeric() => "0",
        _ => return None,
    };
    Some(format!("arrow_cast('{value}', '{arrow}')"))
}

/// The name a `joinGet` names its table by: a string (`'db.t'` or `'t'`) or an
/// identifier (`t`, `db.t`).
fn table_argument(expr: &Expr) -> Option<String> {
    match expr {
        Expr::Value(v) => match &v.value {
            Value::SingleQuotedString(s) => Some(s.clone()),
            _ => None,
        },
        Expr::Identifier(id) => Some(id.value.clone()),
        Expr::CompoundIdentifier(ids) => Some(
            ids.iter()
                .map(|i| i.value.as_str())
                .collect::<Vec<_>>()
                .join("."),
        ),
        _ => None,
    }
}

/// The placeholder the subquery's text holds for key value `at`.
fn argument(at: usize) -> String {
    format!("__join_get_argument{at}")
}

/// `expr` with each placeholder of [`argument`] replaced by its key value as parsed.
fn put_arguments(expr: &mut Expr, keys: &[Expr]) {
    let _ = sqlparser::ast::visit_expressions_mut(expr, |e| {
        // The template writes its placeholders unquoted and every name quoted.
        if let Expr::Identifier(id) = e.clone() {
            if let Some(at) =
                (0..keys.len()).find(|&at| id.quote_style.is_none() && id.value == argument(at))
            {
                *e = Expr::Nested(Box::new(keys[at].clone()));
            }
        }
        ControlFlow::<()>::Continue(())
    });
}

fn incompatible(message: String) -> Error {
    Error::bad(format!("{message} (INCOMPATIBLE_TYPE_OF_JOIN)"))
        .with_code(codes::INCOMPATIBLE_TYPE_OF_JOIN)
}

/// The subquery one call becomes.
fn rewrite(
    function: &str,
    args: &[Expr],
    table: &dyn Fn(&str) -> Option<(String, TableSchema)>,
) -> Result<Expr> {
    if args.len() < 3 {
        return Err(Error::bad(format!(
            "Function {function} takes at least 3 arguments (table, column, keys…), got {} (NUMBER_OF_ARGUMENTS_DOESNT_MATCH)",
            args.len()
        ))
        .with_code(codes::NUMBER_OF_ARGUMENTS_DOESNT_MATCH));
    }
    let name = table_argument(&args[0]).ok_or_else(|| {
        Error::bad(format!(
            "The first argument of {function} must be a table's name, got {}",
            args[0]
        ))
        .with_code(codes::ILLEGAL_TYPE_OF_ARGUMENT)
    })?;
    let (resolved, schema) = table(&name).ok_or_else(|| {
        Error::not_found(format!("Table {name} does not exist (UNKNOWN_TABLE)"))
            .with_code(codes::UNKNOWN_TABLE)
    })?;
    let join = schema.notes.join.as_ref().ok_or_else(|| {
        incompatible(format!(
            "Table {name} of {function} is not of ENGINE = Join"
        ))
    })?;
    if join.strictness != "ANY" || join.kind != "LEFT" {
        return Err(incompatible(format!(
            "{function} only supports StorageJoin of type Left Any; {name} is {}",
            join.clause()
        )));
    }
    let column = match &args[1] {
        Expr::Value(v) => match &v.value {
            Value::SingleQuotedString(s) => s.clone(),
            _ => String::new(),
        },
        _ => String::new(),
    };
    let Some(def) = schema
        .column(&column)
        .filter(|c| !c.is_sort_key_expression())
    else {
        return Err(Error::bad(format!(
            "The second argument of {function} must name a column of {name}, got {} (NO_SUCH_COLUMN_IN_TABLE)",
            args[1]
        ))
        .with_code(codes::NO_SUCH_COLUMN_IN_TABLE));
    };
    let keys = &args[2..];
    // The subquery's own names must not capture a key argument's column.
    if keys.iter().any(|k| reads_name(k, "__join_get_")) {
        return Err(Error::bad(format!(
            "the keys of {function} may not read columns named __join_get_…"
        ))
        .with_code(codes::BAD_ARGUMENTS));
    }
    if keys.len() != join.keys.len() {
        return Err(Error::bad(format!(
            "{function} of {name} takes {} key values, got {} (NUMBER_OF_ARGUMENTS_DOESNT_MATCH)",
            join.keys.len(),
            keys.len()
        ))
        .with_code(codes::NUMBER_OF_ARGUMENTS_DOESNT_MATCH));
    }
    let q = maskhouse_types::sql::quoted_name;
    let mut projection = vec![format!("{} AS __join_get_value", q(&def.name))];
    let mut condition = Vec::with_capacity(keys.len());
    // The key values are put in as parsed ([`put_arguments`]), never as text.
    for (at, key) in join.keys.iter().enumerate() {
        projection.push(format!("{} AS __join_get_key{at}", q(key)));
        condition.push(format!("__join_get_key{at} = {}", argument(at)));
    }
    let (db, t) = resolved.split_once('.').unwrap_or(("default", &resolved));
    let subquery = format!(
        "(SELECT first_value(__join_get_value) FROM (SELECT {} FROM {}.{}) WHERE {})",
        projection.join(", "),
        q(db),
        q(t),
        condition.join(" AND ")
    );
    let text = match (function, default_sql(&def.ty)) {
        ("joinGet", Some(default)) if !def.ty.is_nullable() => {
            format!("coalesce({subquery}, {default})")
        }
        _ => subquery,
    };
    let mut expr = crate::dialect::parse_expr(&text)?;
    put_arguments(&mut expr, keys);
    Ok(expr)
}

/// Whether `expr` is a call of an aggregate function, as the dialect leaves them
/// (DataFusion's names).
fn is_aggregate(expr: &Expr) -> bool {
    use std::sync::OnceLock;
    static NAMES: OnceLock<std::collections::HashSet<String>> = OnceLock::new();
    let Expr::Function(f) = expr else {
        return false;
    };
    let names = NAMES.get_or_init(|| {
        datafusion::functions_aggregate::all_default_aggregate_functions()
            .iter()
            .flat_map(|f| std::iter::once(f.name().to_string()).chain(f.aliases().iter().cloned()))
            .collect()
    });
    match f.name.0.as_slice() {
        [ObjectNamePart::Identifier(id)] => {
            let name = id.value.to_ascii_lowercase();
            // DataFusion's, this dialect's own (sumMap, quantiles, topK, states…).
            names.contains(&name)
                || crate::functions::CLICKHOUSE_AGGREGATES
                    .iter()
                    .any(|a| a.eq_ignore_ascii_case(&name))
                || ["ch_", "__state_", "__merge_", "quantile"]
                    .iter()
                    .any(|p| name.starts_with(p))
                || f.filter.is_some()
                || f.over.is_some()
        }
        _ => false,
    }
}

/// Whether `expr` reads a column whose name starts with `prefix`.
fn reads_name(expr: &Expr, prefix: &str) -> bool {
    sqlparser::ast::visit_expressions(expr, |e| match e {
        Expr::Identifier(id) if id.value.starts_with(prefix) => ControlFlow::Break(()),
        Expr::CompoundIdentifier(ids) if ids.iter().any(|id| id.value.starts_with(prefix)) => {
            ControlFlow::Break(())
        }
        _ => ControlFlow::Continue(()),
    })
    .is_break()
}

/// Whether `expr` reads a column (of the query's rows).
fn reads_columns(expr: &Expr) -> bool {
    sqlparser::ast::visit_expressions(expr, |e| match e {
        Expr::Identifier(_) | Expr::CompoundIdentifier(_) => ControlFlow::Break(()),
        _ => ControlFlow::Continue(()),
    })
    .is_break()
}

/// Rewrites every `joinGet` and `joinGetOrNull` call of `statement` ([module
/// docs](self)). `table` finds a table by name as written, with the name it resolves
/// to (`db.t`).
pub(crate) fn apply(
    statement: &mut Statement,
    table: &dyn Fn(&str) -> Option<(String, TableSchema)>,
) -> Result<()> {
    struct Calls<'a> {
        table: &'a dyn Fn(&str) -> Option<(String, TableSchema)>,
        error: Option<Error>,
        /// How many aggregate calls the visit is inside.
        in_aggregates: usize,
    }
    impl VisitorMut for Calls<'_> {
        type Break = ();

        fn pre_visit_expr(&mut self, expr: &mut Expr) -> ControlFlow<()> {
            if is_aggregate(expr) {
                self.in_aggregates += 1;
            }
            ControlFlow::Continue(())
        }

        fn post_visit_expr(&mut self, expr: &mut Expr) -> ControlFlow<()> {
            if is_aggregate(expr) {
                self.in_aggregates -= 1;
            }
            let Expr::Function(f) = expr else {
                return ControlFlow::Continue(());
            };
            let function = match f.name.0.as_slice() {
                [ObjectNamePart::Identifier(id)]
                    if id.value == "joinGet" || id.value == "joinGetOrNull" =>
                {
                    id.value.clone()
                }
                _ => return ControlFlow::Continue(()),
            };
            let FunctionArguments::List(list) = &f.args else {
                return ControlFlow::Continue(());
            };
            let args: Option<Vec<Expr>> = list
                .args
                .iter()
                .map(|a| match a {
                    FunctionArg::Unnamed(FunctionArgExpr::Expr(e)) => Some(e.clone()),
                    _ => None,
                })
                .collect();
            // A subquery that reads the row cannot be planned inside an aggregate.
            let per_row = args
                .as_ref()
                .is_some_and(|a| a.iter().skip(2).any(reads_columns));
            if per_row && self.in_aggregates > 0 {
                self.error = Some(
                    Error::bad(format!(
                        "{function} with keys read from the rows is not supported inside an aggregate function; join the table instead (… ANY LEFT JOIN t USING (keys)) or aggregate over a subquery that calls {function} (NOT_IMPLEMENTED)"
                    ))
                    .with_code(codes::NOT_IMPLEMENTED),
                );
                return ControlFlow::Break(());
            }
            let result = args
                .ok_or_else(|| Error::bad(format!("{function} takes plain arguments")))
                .and_then(|args| rewrite(&function, &args, self.table));
            match result {
                Ok(new) => {
                    *expr = new;
                    ControlFlow::Continue(())
                }
                Err(e) => {
                    self.error = Some(e);
                    ControlFlow::Break(())
                }
            }
        }
    }
    let mut calls = Calls {
        table,
        error: None,
        in_aggregates: 0,
    };
    let _ = statement.visit(&mut calls);
    calls.error.map_or(Ok(()), Err)
}
