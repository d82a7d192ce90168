//! One value per row for each distinct call of a volatile function in a level of a query.
//!
//! ClickHouse computes an expression once per row however often it is written:
//! `rand() = rand()` is 1, a WITH alias of `rand()` is one column wherever it is used
//! (`WITH rand() AS r SELECT r, r`), a condition reads the same value as the select
//! list, and `rand(1)`, `rand(2)` differ because their arguments do. DataFusion computes
//! a volatile call at every place it is written. So [`SharedVolatileCalls`], after type
//! coercion, finds each call of a volatile function written more than once in one level
//! of a query, computes it once in a projection over that level's input, and reads that
//! column in each of its places.
//!
//! A level is what one SELECT computes per row: its LIMIT, ORDER BY, select list and
//! WHERE, or, where it groups, its GROUP BY, aggregates and WHERE (the rows), and
//! apart from them its select list, HAVING and ORDER BY (the groups). A subquery is a
//! level of its own, as in ClickHouse (`SELECT rand() FROM (SELECT rand() AS x)` reads
//! two values).

use std::collections::HashMap;

use datafusion::{
    common::{
        tree_node::{Transformed, TreeNode, TreeNodeRecursion},
        Column, Result,
    },
    config::ConfigOptions,
    logical_expr::{expr_rewriter::NamePreserver, Expr, LogicalPlan, Projection, Volatility},
    optimizer::AnalyzerRule,
};

/// The name of the column that holds the `n`th shared call of a level.
const SHARED_PREFIX: &str = "__volatile_";

/// See the module docs.
#[derive(Debug, Default)]
pub(crate) struct SharedVolatileCalls;

impl AnalyzerRule for SharedVolatileCalls {
    fn name(&self) -> &str {
        "maskhouse_shared_volatile_calls"
    }

    fn analyze(&self, plan: LogicalPlan, _: &ConfigOptions) -> Result<LogicalPlan> {
        Ok(level(plan)?.data)
    }
}

/// A call of a volatile function whose arguments are not volatile, other than the
/// `WITH FILL` marker (which stays where it is written).
fn volatile_call(e: &Expr) -> bool {
    match e {
        Expr::ScalarFunction(f) => {
            f.func.signature().volatility == Volatility::Volatile
                && f.func.name() != crate::fill::WITH_FILL
                && !f.args.iter().any(Expr::is_volatile)
        }
        _ => false,
    }
}

/// Where a walk down one SELECT's plan has come to: DataFusion plans a SELECT, top
/// down, as LIMIT, ORDER BY, the select list, HAVING, GROUP BY, then WHERE.
#[derive(Clone, Copy, PartialEq, PartialOrd)]
enum Phase {
    Top,
    Limit,
    Sort,
    Select,
    Having,
    Grouped,
    Where,
}

/// The phase after `node`, when `node` continues the level that has reached `phase`
/// with `above` as its lowest node; None when `node` begins another level (a
/// subquery's, or the rows below an Aggregate, whose level begins at it).
fn continues_level(node: &LogicalPlan, phase: Phase, above: Option<&LogicalPlan>) -> Option<Phase> {
    match node {
        LogicalPlan::Limit(_) if phase == Phase::Top => Some(Phase::Limit),
        LogicalPlan::Sort(_) if phase <= Phase::Limit => Some(Phase::Sort),
        // ORDER BY a column left out of the select list: a projection of plain
        // columns over the sort, over the select list with that column.
        LogicalPlan::Sort(_)
            if phase == Phase::Select
                && matches!(above, Some(LogicalPlan::Projection(p))
                    if p.expr.iter().all(|e| matches!(e, Expr::Column(_)))) =>
        {
            Some(Phase::Sort)
        }
        LogicalPlan::Projection(_) if phase <= Phase::Sort => Some(Phase::Select),
        LogicalPlan::Filter(_) if phase <= Phase::Select => Some(Phase::Having),
        LogicalPlan::Filter(_) if phase == Phase::Grouped => Some(Phase::Where),
        LogicalPlan::Aggregate(_) if phase == Phase::Top => Some(Phase::Grouped),
        _ => None,
    }
}

/// The level that begins at `plan`, with its shared calls computed once, and the
/// levels below it likewise.
fn level(plan: LogicalPlan) -> Result<Transformed<LogicalPlan>> {
    // The level's nodes, top down (their subqueries' levels done), and the input
    // below them.
    let mut nodes: Vec<LogicalPlan> = Vec::new();
    let mut changed = false;
    let mut below = plan;
    let mut phase = Phase::Top;
    while let Some(next) = continues_level(&below, phase, nodes.last()) {
        phase = next;
        let input = below.inputs()[0].clone();
        let node = below.map_subqueries(level)?;
        changed |= node.transformed;
        nodes.push(node.data);
        below = input;
    }
    if nodes.is_empty() {
        // Not a level: the levels are in its inputs and its subqueries.
        return below
            .map_children(level)?
            .transform_data(|p| p.map_subqueries(level));
    }
    let input = level(below)?;
    changed |= input.transformed;
    let input = input.data;

    // The calls written more than once, computable from the input's columns.
    let mut counts: Vec<(Expr, usize)> = Vec::new();
    for node in &nodes {
        for e in node.expressions() {
            e.apply(|e| {
                if volatile_call(e) {
                    match counts.iter_mut().find(|(c, _)| c == e) {
                        Some((_, n)) => *n += 1,
                        None => counts.push((e.clone(), 1)),
                    }
                    return Ok(TreeNodeRecursion::Jump);
                }
                Ok(TreeNodeRecursion::Continue)
            })?;
        }
    }
    let shared: Vec<Expr> = counts
        .into_iter()
        .filter(|(e, n)| *n > 1 && e.column_refs().iter().all(|c| input.schema().has_column(c)))
        .map(|(e, _)| e)
        .collect();
    if shared.is_empty() {
        return Ok(Transformed::new_transformed(
            rebuild(nodes, input)?,
            changed,
        ));
    }
    let names: HashMap<Expr, Column> = shared
        .iter()
        .enumerate()
        .map(|(i, e)| (e.clone(), Column::from_name(format!("{SHARED_PREFIX}{i}"))))
        .collect();
    // The input's columns and each shared call, once.
    let mut exprs: Vec<Expr> = input
        .schema()
        .columns()
        .into_iter()
        .map(Expr::Column)
        .collect();
    exprs.extend(
        shared
            .iter()
            .map(|e| e.clone().alias(names[e].name.clone())),
    );
    let mut plan = LogicalPlan::Projection(Projection::try_new(exprs, input.into())?);
    let top_schema = nodes[0].schema().clone();
    for (at, node) in nodes.into_iter().enumerate().rev() {
        let names_kept = NamePreserver::new(&node);
        let mut exprs: Vec<Expr> = node
            .expressions()
            .into_iter()
            .map(|e| {
                let name = names_kept.save(&e);
                let e = e
                    .transform_up(|e| match names.get(&e) {
                        Some(c) => Ok(Transformed::yes(Expr::Column(c.clone()))),
                        None => Ok(Transformed::no(e)),
                    })?
                    .data;
                Ok(name.restore(e))
            })
            .collect::<Result<_>>()?;
        // A projection below the top passes the shared columns up to the nodes above.
        if at > 0 {
            if let LogicalPlan::Projection(_) = node {
                exprs.extend(names.values().map(|c| Expr::Column(c.clone())));
            }
        }
        plan = node.with_new_exprs(exprs, vec![plan])?;
    }
    // The level's columns are what they were: a Filter, Sort or Limit on top would
    // pass the shared columns on.
    if !matches!(plan, LogicalPlan::Projection(_) | LogicalPlan::Aggregate(_)) {
        let columns = top_schema.columns().into_iter().map(Expr::Column).collect();
        plan = LogicalPlan::Projection(Projection::try_new(columns, plan.into())?);
    }
    Ok(Transformed::yes(plan))
}

/// `nodes` (top down, as taken from a plan) over `input`.
fn rebuild(nodes: Vec<LogicalPlan>, input: LogicalPlan) -> Result<LogicalPlan> {
    let mut plan = input;
    for node in nodes.into_iter().rev() {
        let exprs = node.expressions();
        plan = node.with_new_exprs(exprs, vec![plan])?;
    }
    Ok(plan)
}
