//! One value per row for each distinct call of a volatile function in a level of a query.
//!
//! ClickHouse computes an expression once per row however often it is written:
//! `rand() = rand()` is 1, a WITH alias of `rand()` is one column wherever it is used
//! (`WITH rand() AS r SELECT r, r`), a condition reads the same value as the select
//! list, and `rand(1)`, `rand(2)` differ because their arguments do. DataFusion computes
//! a volatile call at every place it is written. So [`SharedVolatileCalls`], after type
//! coercion, finds each call of a volatile function written more than once in one level
//! of a query (inside a lambda too, where it does not read the lambda's parameters:
//! `rand(x)` there is one value per element), computes it once in a projection just
//! below the lowest node of the level that writes it, and reads that column in each of
//! its places. A call written once inside a lambda, without reading its parameters, is
//! computed per element here, where ClickHouse computes it once per row.
//!
//! A level is what one SELECT computes per row: its LIMIT, ORDER BY, select list,
//! window functions and WHERE, or, where it groups, its GROUP BY, aggregates and WHERE (the rows), and
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
                && !crate::functions::UNFOLDED.contains(&f.func.name())
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
        // Window functions are computed between the select list and HAVING or WHERE.
        LogicalPlan::Window(_) if phase == Phase::Select => Some(Phase::Select),
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

    // The calls written more than once (inside a lambda too: one that does not read
    // the lambda's parameters is a value of the row, as in ClickHouse), each with the
    // lowest node of the level that writes it.
    let mut counts: Vec<Written> = Vec::new();
    for (at, node) in nodes.iter().enumerate() {
        for e in node.expressions() {
            collect(&e, at, &mut counts)?;
        }
    }
    let mut shared: Vec<(Expr, usize)> = counts
        .into_iter()
        .filter(|w| w.count > 1)
        .map(|w| (w.call, w.lowest))
        .filter(|(e, _)| {
            !e.exists(|x| {
                Ok(matches!(
                    x,
                    Expr::LambdaVariable(_) | Expr::OuterReferenceColumn(..)
                ))
            })
            .unwrap_or(true)
        })
        .collect();
    // The calls are computed once, just below the lowest node that writes one (so
    // that a call only the select list writes runs for the rows WHERE keeps), from
    // the columns there.
    let at = loop {
        let Some(at) = shared.iter().map(|(_, l)| *l).max() else {
            return Ok(Transformed::new_transformed(
                rebuild(nodes, input)?,
                changed,
            ));
        };
        let schema = match nodes.get(at + 1) {
            Some(node) => node.schema().clone(),
            None => input.schema().clone(),
        };
        let before = shared.len();
        shared.retain(|(e, _)| e.column_refs().iter().all(|c| schema.has_column(c)));
        if shared.len() == before {
            break at;
        }
    };
    let names: HashMap<Expr, Column> = shared
        .iter()
        .enumerate()
        .map(|(i, (e, _))| (e.clone(), Column::from_name(format!("{SHARED_PREFIX}{i}"))))
        .collect();
    let top_schema = nodes[0].schema().clone();
    let mut nodes = nodes;
    let below = rebuild(nodes.split_off(at + 1), input)?;
    // The columns there and each shared call, once.
    let mut exprs: Vec<Expr> = below
        .schema()
        .columns()
        .into_iter()
        .map(Expr::Column)
        .collect();
    exprs.extend(
        shared
            .iter()
            .map(|(e, _)| e.clone().alias(names[e].name.clone())),
    );
    let mut plan = LogicalPlan::Projection(Projection::try_new(exprs, below.into())?);
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
    // The level's columns are what they were: a Filter, Sort, Limit or Window on top
    // would pass the shared columns on.
    if !matches!(plan, LogicalPlan::Projection(_) | LogicalPlan::Aggregate(_)) {
        let columns = top_schema.columns().into_iter().map(Expr::Column).collect();
        plan = LogicalPlan::Projection(Projection::try_new(columns, plan.into())?);
    }
    Ok(Transformed::yes(plan))
}

/// A volatile call as a level writes it.
struct Written {
    call: Expr,
    count: usize,
    /// The lowest node of the level (the greatest index, top down) that writes it.
    lowest: usize,
}

/// Counts the volatile calls of `e`, written in node `at` of a level.
fn collect(e: &Expr, at: usize, counts: &mut Vec<Written>) -> Result<()> {
    if volatile_call(e) {
        match counts.iter_mut().find(|w| w.call == *e) {
            Some(w) => {
                w.count += 1;
                w.lowest = w.lowest.max(at);
            }
            None => counts.push(Written {
                call: e.clone(),
                count: 1,
                lowest: at,
            }),
        }
        return Ok(());
    }
    e.apply_children(|c| {
        collect(c, at, counts)?;
        Ok(TreeNodeRecursion::Continue)
    })?;
    Ok(())
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
