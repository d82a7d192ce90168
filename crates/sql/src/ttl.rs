//! A table's TTL (`TTL expr [DELETE] [WHERE cond], …`): the rows whose time has
//! passed are deleted by ordinary DELETE entries, each carrying the moment it reads
//! the rules at as a constant, so that every replica masks the same rows (DESIGN
//! §2.8). Who proposes them:
//! - the leader's background rounds, at most every `merge_with_ttl_timeout` seconds
//!   per table (ClickHouse's table setting and default), and only when rows have
//!   expired;
//! - `OPTIMIZE TABLE`, before it merges;
//! - `ALTER TABLE … MODIFY TTL` and `MATERIALIZE TTL`, which then rewrite the parts
//!   that held the rows, as `ALTER TABLE … DELETE` does.

use std::{
    collections::HashMap,
    sync::Mutex,
    time::{Duration, Instant},
};

use arrow::{
    array::AsArray,
    datatypes::{DataType, Field},
};
use maskhouse_store::PredicateCompiler;
use maskhouse_types::{codes, Command, TableSchema, TtlRule};

use crate::{settings::QuerySettings, Engine, Error, Result};

/// ClickHouse's default `merge_with_ttl_timeout`: four hours between two sweeps of a
/// table.
pub const MERGE_WITH_TTL_TIMEOUT_S: u64 = 14_400;

/// When each table was last swept by this node, as leader.
#[derive(Default)]
pub(crate) struct Sweeps(Mutex<HashMap<String, Instant>>);

impl Sweeps {
    /// Whether `table` is due for a sweep every `period`: at once the first time this
    /// node asks (a node that becomes leader, or restarts, sweeps in its first round,
    /// as ClickHouse considers expired rows at once after a restart), then a period
    /// after its last sweep here. Marks it swept now when it is.
    fn due(&self, table: &str, period: Duration) -> bool {
        let now = Instant::now();
        let mut last = self.0.lock().expect("not poisoned");
        if last
            .get(table)
            .is_some_and(|at| now.duration_since(*at) < period)
        {
            return false;
        }
        last.insert(table.to_string(), now);
        true
    }

    /// Forgets the tables `exists` says are gone.
    fn keep(&self, exists: impl Fn(&str) -> bool) {
        self.0
            .lock()
            .expect("not poisoned")
            .retain(|table, _| exists(table));
    }
}

/// What a rule's time is: a day (`Date`, `Date32`) or a moment (`DateTime`,
/// `DateTime64`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TimeKind {
    Day,
    Moment,
}

/// The DELETE condition of `rules` (each with the kind of its time) at `now_s`
/// (seconds since the Unix epoch): a row goes when the time of any rule whose filter
/// it matches is at or before then, in whole seconds as ClickHouse counts a TTL: a day
/// from its midnight (UTC), so any day up to today's; a moment by its second, hence
/// `< now + 1`. Days are compared as days, moments as moments, so no value is taken
/// past the range of the other type. A filter is a condition as ClickHouse reads one
/// (a number is true when not zero).
pub(crate) fn predicate(rules: &[(&TtlRule, TimeKind)], now_s: u64) -> String {
    let today = chrono::DateTime::from_timestamp(now_s as i64, 0)
        .unwrap_or_default()
        .format("%Y-%m-%d");
    let next = now_s + 1;
    rules
        .iter()
        .map(|(r, kind)| {
            let expired = match kind {
                TimeKind::Day => format!("({}) <= toDate('{today}')", r.expr),
                TimeKind::Moment => format!("({}) < toDateTime({next})", r.expr),
            };
            match &r.filter {
                Some(f) => format!("(({expired}) AND CAST(({f}) AS BOOLEAN))"),
                None => format!("({expired})"),
            }
        })
        .collect::<Vec<_>>()
        .join(" OR ")
}

/// The table's `merge_with_ttl_timeout` setting, in seconds.
fn sweep_period(schema: &TableSchema) -> Duration {
    let seconds = crate::table_settings::uint(schema, "merge_with_ttl_timeout")
        .unwrap_or(MERGE_WITH_TTL_TIMEOUT_S);
    Duration::from_secs(seconds)
}

/// `table` as a query's FROM names it.
fn from_name(table: &str) -> String {
    let quote = |n: &str| format!("`{}`", n.replace('`', "``"));
    match table.split_once('.') {
        Some((db, t)) => format!("{}.{}", quote(db), quote(t)),
        None => quote(table),
    }
}

fn bad_ttl(message: String) -> Error {
    Error::bad(format!("{message}. (BAD_TTL_EXPRESSION)")).with_code(codes::BAD_TTL_EXPRESSION)
}

fn now_s() -> u64 {
    maskhouse_types::clock::now_ms() / 1000
}

/// Whether `expr`'s ClickHouse type is Nullable, by its form: a Nullable column, a
/// `NULL`, an `-OrNull` conversion, `nullIf` or `toNullable` may be NULL; `ifNull`,
/// `coalesce` with an argument that may not, `isNull`, `isNotNull` and
/// `assumeNotNull` may not; anything else may be where an operand may be.
fn may_be_null(expr: &sqlparser::ast::Expr, schema: &TableSchema) -> bool {
    use sqlparser::ast::{Expr, FunctionArg, FunctionArgExpr, FunctionArguments, Value};
    match expr {
        Expr::Identifier(id) => schema.column(&id.value).is_some_and(|c| c.ty.is_nullable()),
        Expr::CompoundIdentifier(parts) => parts
            .last()
            .and_then(|p| schema.column(&p.value))
            .is_some_and(|c| c.ty.is_nullable()),
        Expr::Value(v) => v.value == Value::Null,
        Expr::IsNull(_) | Expr::IsNotNull(_) => false,
        Expr::Nested(inner) => may_be_null(inner, schema),
        Expr::Function(f) => {
            let name = f.name.to_string().to_ascii_lowercase();
            let args: Vec<&Expr> = match &f.args {
                FunctionArguments::List(list) => list
                    .args
                    .iter()
                    .filter_map(|a| match a {
                        FunctionArg::Unnamed(FunctionArgExpr::Expr(e))
                        | FunctionArg::Named {
                            arg: FunctionArgExpr::Expr(e),
                            ..
                        } => Some(e),
                        _ => None,
                    })
                    .collect(),
                _ => vec![],
            };
            match name.as_str() {
                n if n.ends_with("ornull") || n == "nullif" || n == "tonullable" => true,
                "ifnull" | "coalesce" => args.iter().all(|a| may_be_null(a, schema)),
                "isnull" | "isnotnull" | "assumenotnull" | "iszeroornull" => false,
                _ => args.iter().any(|a| may_be_null(a, schema)),
            }
        }
        Expr::BinaryOp { left, right, .. } => {
            may_be_null(left, schema) || may_be_null(right, schema)
        }
        Expr::UnaryOp { expr, .. } | Expr::Cast { expr, .. } => may_be_null(expr, schema),
        // A CASE without ELSE is NULL where no branch matches.
        Expr::Case {
            else_result: None, ..
        } => true,
        other => {
            // Any operand that may be NULL.
            let mut any = false;
            let _ = sqlparser::ast::visit_expressions(other, |e| {
                let operand = matches!(
                    e,
                    Expr::Identifier(_)
                        | Expr::CompoundIdentifier(_)
                        | Expr::Value(_)
                        | Expr::Function(_)
                );
                if operand && !std::ptr::eq(e, other) && may_be_null(e, schema) {
                    any = true;
                    return std::ops::ControlFlow::Break(());
                }
                std::ops::ControlFlow::Continue(())
            });
            any
        }
    }
}

impl Engine {
    /// Gives each column of `untyped` (written without a type) its expression's type,
    /// in the order the expressions read each other; an expression that reads a column
    /// still untyped, or itself, fails.
    pub(crate) fn infer_types(&self, schema: &mut TableSchema, untyped: &[String]) -> Result<()> {
        let order = crate::ddl::default_order(schema)?;
        let mut pending: Vec<String> = untyped.to_vec();
        for i in order {
            let name = schema.columns[i].name.clone();
            if !pending.contains(&name) {
                continue;
            }
            let Some(sql) = schema.columns[i].default.clone() else {
                continue;
            };
            // Over the columns whose types are known by now.
            let mut known = schema.clone();
            known.columns.retain(|c| !pending.contains(&c.name));
            // Nullable where ClickHouse's type would be (DataFusion marks most results
            // nullable whatever their inputs); a sorting key expression never is.
            let expr = crate::dialect::parse_expr(&sql)?;
            let nullable =
                may_be_null(&expr, schema) && !schema.columns[i].is_sort_key_expression();
            let mut ty = self.predicates.infer_type(&known, &sql, nullable)?;
            // A condition is `UInt8` in ClickHouse (`isNull(y)`, `a > b`); only `true`,
            // `false` and a conversion to it are `Bool`.
            let boolean = matches!(
                &expr,
                sqlparser::ast::Expr::Value(v) if matches!(v.value, sqlparser::ast::Value::Boolean(_))
            ) || matches!(&expr, sqlparser::ast::Expr::Cast { .. });
            if !boolean {
                ty = match ty {
                    maskhouse_types::ColumnType::Bool => maskhouse_types::ColumnType::UInt8,
                    maskhouse_types::ColumnType::Nullable(inner)
                        if *inner == maskhouse_types::ColumnType::Bool =>
                    {
                        maskhouse_types::ColumnType::Nullable(Box::new(
                            maskhouse_types::ColumnType::UInt8,
                        ))
                    }
                    other => other,
                };
            }
            // A codec's default arguments are the column's type's.
            let codec = crate::ddl::codec_for_type(&schema.columns[i].codec, &ty);
            schema.columns[i].codec = codec;
            schema.columns[i].ty = ty;
            pending.retain(|n| *n != name);
        }
        Ok(())
    }

    /// Checks `schema`'s TTL rules before they are proposed: each time is a `Date`,
    /// `DateTime` or `DateTime64` of the row's columns, each filter a condition over
    /// them, neither reads a table or anything that differs between replicas, and the
    /// whole DELETE condition they make plans over the table.
    pub(crate) fn check_ttl(&self, schema: &TableSchema) -> Result<()> {
        if schema.ttl.is_empty() {
            return Ok(());
        }
        let arrow = maskhouse_part::schema::arrow_schema(schema);
        for rule in &schema.ttl {
            if let Some(filter) = &rule.filter {
                let condition = self
                    .partition_expr(schema, filter)
                    .map_err(|e| bad_ttl(format!("TTL … WHERE {filter}: {}", e.message)))?;
                let ty = condition.data_type(&arrow)?;
                if !(ty == DataType::Boolean || ty.is_integer() || ty == DataType::Null) {
                    return Err(bad_ttl(format!(
                        "TTL … WHERE {filter}: a condition, got {}",
                        crate::functions::type_name(&Field::new("ttl", ty, false))
                    )));
                }
            }
        }
        let condition = self.ttl_condition(schema, 0)?;
        if self.predicates.reads_tables(&condition) {
            return Err(bad_ttl("a TTL cannot read a table".into()));
        }
        crate::volatile::fold(&condition, 0)?;
        let planned = self
            .partition_expr(schema, &condition)
            .map_err(|e| bad_ttl(format!("TTL {}: {}", schema.ttl_clause(), e.message)))?;
        if planned.data_type(&arrow)? != DataType::Boolean {
            return Err(bad_ttl(format!(
                "TTL {} is not a condition over the table",
                schema.ttl_clause()
            )));
        }
        Ok(())
    }

    /// The DELETE condition of `schema`'s TTL at `now_s` ([`predicate`]), each rule's
    /// time typed over the table's columns.
    pub(crate) fn ttl_condition(&self, schema: &TableSchema, now_s: u64) -> Result<String> {
        let arrow = maskhouse_part::schema::arrow_schema(schema);
        let mut rules = Vec::with_capacity(schema.ttl.len());
        for rule in &schema.ttl {
            let time = self
                .partition_expr(schema, &rule.expr)
                .map_err(|e| bad_ttl(format!("TTL {}: {}", rule.expr, e.message)))?;
            let kind = match time.data_type(&arrow)? {
                DataType::Date32 | DataType::Date64 => TimeKind::Day,
                DataType::Timestamp(_, _) => TimeKind::Moment,
                other => {
                    return Err(bad_ttl(format!(
                    "TTL expression result column should have DateTime or Date type, but has {}",
                    crate::functions::type_name(&Field::new("ttl", other, false))
                )))
                }
            };
            rules.push((rule, kind));
        }
        Ok(predicate(&rules, now_s))
    }

    /// `ALTER TABLE t MODIFY TTL …` (`REMOVE TTL` with no rules): the rules replace the
    /// table's, then (`materialize_ttl_after_modify`, on by default) the rows they
    /// expire now are deleted and their parts rewritten.
    pub(crate) async fn modify_ttl(
        &self,
        table: &str,
        ttl: Vec<TtlRule>,
        settings: &QuerySettings,
    ) -> Result<Option<u64>> {
        self.barrier(settings).await?;
        let state = self.alterable(
            self.writable_table(table, "ALTER TABLE … MODIFY TTL is not supported")?,
            "ALTER TABLE … MODIFY TTL is not supported",
        )?;
        let schema = TableSchema {
            ttl: ttl.clone(),
            ..(*state.schema).clone()
        };
        self.check_ttl(&schema)?;
        let command = Command::ModifyTtl {
            table: table.to_string(),
            ttl,
            schema: state.schema.checksum(),
        };
        self.expect_done(command, table).await?;
        if schema.ttl.is_empty() || !settings.materialize_ttl_after_modify {
            return Ok(None);
        }
        self.materialize_ttl(table, settings).await
    }

    /// `ALTER TABLE t MATERIALIZE TTL`: deletes the rows the TTL expires now, as
    /// `ALTER TABLE … DELETE` does (the parts that held them are rewritten).
    pub(crate) async fn materialize_ttl(
        &self,
        table: &str,
        settings: &QuerySettings,
    ) -> Result<Option<u64>> {
        self.barrier(settings).await?;
        let state = self.alterable(
            self.writable_table(table, "ALTER TABLE … MATERIALIZE TTL is not supported")?,
            "ALTER TABLE … MATERIALIZE TTL is not supported",
        )?;
        if state.schema.ttl.is_empty() {
            return Ok(None);
        }
        let limits = crate::subquery::limits(&self.subquery_limits, settings)?;
        let condition = self.ttl_condition(&state.schema, now_s())?;
        self.delete(
            table,
            condition,
            crate::engine::Rewrite::Expired,
            settings,
            limits,
        )
        .await
    }

    /// Deletes, as a lightweight DELETE under `settings`, the rows of `table` its TTL
    /// expires now, if there are any (counted first, so that a sweep that finds none
    /// proposes nothing). Returns how many rows it found.
    pub(crate) async fn expire_ttl(&self, table: &str, settings: &QuerySettings) -> Result<u64> {
        let Some(state) = self.store.snapshot().table(table).cloned() else {
            return Ok(0);
        };
        if state.schema.ttl.is_empty() || state.schema.engine.is_view() {
            return Ok(0);
        }
        let condition = self.ttl_condition(&state.schema, now_s())?;
        let count = format!("SELECT count() FROM {} WHERE {condition}", from_name(table));
        let mut statement = crate::dialect::parse_statement(&count)?;
        crate::dialect::rewrite_statement(&mut statement)?;
        let (_, batches, _) = self.run_query(statement, settings, true).await?;
        let expired: u64 = batches
            .iter()
            .filter(|b| b.num_columns() == 1)
            .filter_map(|b| {
                b.column(0)
                    .as_primitive_opt::<arrow::datatypes::UInt64Type>()
                    .map(|c| c.iter().flatten().sum::<u64>())
            })
            .sum();
        if expired == 0 {
            return Ok(0);
        }
        tracing::info!(table = %table, rows = expired, "TTL: deleting expired rows");
        let limits = crate::subquery::limits(&self.subquery_limits, settings)?;
        self.delete(
            table,
            condition,
            crate::engine::Rewrite::No,
            settings,
            limits,
        )
        .await?;
        Ok(expired)
    }

    /// The background sweep of every table with a TTL whose merges are not stopped
    /// and whose `merge_with_ttl_timeout` has passed since its last sweep here.
    pub(crate) async fn ttl_round(&self) {
        let snapshot = self.store.snapshot();
        self.ttl_sweeps
            .keep(|table| snapshot.tables.contains_key(table));
        for (table, state) in &snapshot.tables {
            if state.schema.ttl.is_empty() || state.merges_stopped {
                continue;
            }
            if !self.ttl_sweeps.due(table, sweep_period(&state.schema)) {
                continue;
            }
            // A background sweep, not a client's statement: the engine's defaults.
            if let Err(e) = self.expire_ttl(table, &QuerySettings::default()).await {
                tracing::warn!(table = %table, error = %e.message, "TTL sweep");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_condition_fixes_the_moment() {
        let (day, moment) = (
            TtlRule {
                expr: "d + INTERVAL 1 DAY".into(),
                filter: None,
            },
            TtlRule {
                expr: "t".into(),
                filter: Some("k".into()),
            },
        );
        // 2023-11-14 22:13:20 UTC.
        assert_eq!(
            predicate(&[(&day, TimeKind::Day), (&moment, TimeKind::Moment)], 1_700_000_000),
            "((d + INTERVAL 1 DAY) <= toDate('2023-11-14')) OR (((t) < toDateTime(1700000001)) AND CAST((k) AS BOOLEAN))"
        );
    }

    #[test]
    fn sweeps_come_at_the_first_look_then_every_period() {
        let sweeps = Sweeps::default();
        assert!(sweeps.due("t", Duration::from_secs(60)), "first look");
        assert!(!sweeps.due("t", Duration::from_secs(60)));
        assert!(sweeps.due("t", Duration::ZERO));
        assert!(sweeps.due("u", Duration::from_secs(60)));
        sweeps.keep(|t| t == "u");
        assert!(
            sweeps.due("t", Duration::from_secs(60)),
            "forgotten when gone"
        );
        assert!(!sweeps.due("u", Duration::from_secs(60)));
    }

    #[test]
    fn the_period_is_the_table_setting() {
        let mut schema = TableSchema {
            name: "t".into(),
            columns: vec![],
            order_by: vec![],
            partition_by: None,
            engine: maskhouse_types::Engine::MergeTree,
            settings: vec![],
            ttl: vec![],
            notes: Default::default(),
        };
        assert_eq!(
            sweep_period(&schema),
            Duration::from_secs(MERGE_WITH_TTL_TIMEOUT_S)
        );
        schema
            .settings
            .push(("merge_with_ttl_timeout".into(), "60".into()));
        assert_eq!(sweep_period(&schema), Duration::from_secs(60));
        assert_eq!(from_name("db.t`x"), "`db`.`t``x`");
    }
}
