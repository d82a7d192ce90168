//! Arguments and select items that stand for several: `*` and `untuple(t)`.
//!
//! `*` as a function's argument: `cityHash64(*)`, `ignore(*)`, `uniqExact(*)`,
//! `tuple(t.*)`. ClickHouse passes every column of the `FROM` (of `t`), in order, as
//! `SELECT *` would show them; DataFusion's planner leaves a wildcard in the call,
//! which no physical plan can run. Before type coercion, each such argument becomes
//! the columns of the node's input: the columns `SELECT *` leaves out (a table's
//! `MATERIALIZED` and `ALIAS` columns, and its virtual columns) are left out here too.
//! `count(*)` never reaches this rule (`count()` counts rows).
//!
//! `untuple(t)` as a select item or a function's argument stands for the elements of
//! the tuple `t`, each `tupleElement(t, 'n')` (its name, or its position from 1 in a
//! tuple without names), named as ClickHouse names them: `tupleElement(t, '1')`, or
//! `x.1` for `untuple(t) AS x`. Anywhere else it is refused.
//!
//! `Expr::Wildcard` is deprecated in DataFusion (a wildcard is to be resolved when the
//! plan is built), but its planner still leaves one in a call's arguments, which is
//! what this rule resolves; hence the `allow(deprecated)` below.

use std::collections::{HashMap, HashSet};

use datafusion::{
    arrow::datatypes::DataType,
    common::{
        config::ConfigOptions,
        tree_node::{Transformed, TreeNode, TreeNodeRecursion},
        Column, DFSchema, DataFusionError, Result, TableReference,
    },
    datasource::source_as_provider,
    logical_expr::{
        expr_rewriter::NamePreserver, utils::merge_schema, ColumnarValue, Expr, ExprSchemable,
        LogicalPlan, ScalarFunctionArgs, ScalarUDFImpl, Signature, Volatility,
    },
    optimizer::AnalyzerRule,
};

/// See the module docs.
#[derive(Debug, Default)]
pub(crate) struct StarArguments;

impl AnalyzerRule for StarArguments {
    fn name(&self) -> &str {
        "maskhouse_star_arguments"
    }

    fn analyze(&self, plan: LogicalPlan, _: &ConfigOptions) -> Result<LogicalPlan> {
        // Once a node changes, every node after it (its ancestors among them)
        // recomputes its schema.
        let changed = std::cell::Cell::new(false);
        // The columns a `SELECT untuple(t)` item became, by the item's name: a
        // projection above that passes the item on (DataFusion's, around a sort by
        // a column not selected) passes them on instead.
        let mut spread = HashMap::new();
        plan.transform_up_with_subqueries(|plan| {
            let t = pass_on(plan, &spread)?;
            let t = t.transform_data(|plan| expand(plan, &mut spread))?;
            if t.transformed {
                changed.set(true);
                Ok(t)
            } else if changed.get() {
                t.map_data(|p| p.recompute_schema())
            } else {
                Ok(t)
            }
        })
        .map(|t| t.data)
    }
}

/// Whether `e` is a call with `*` or `untuple(…)` among its arguments.
#[allow(deprecated)]
fn has_star(e: &Expr) -> bool {
    let star = |args: &[Expr]| {
        args.iter()
            .any(|a| matches!(a, Expr::Wildcard { .. }) || untuple_of(a).is_some())
    };
    match e {
        Expr::ScalarFunction(f) => star(&f.args),
        Expr::AggregateFunction(f) => star(&f.params.args),
        Expr::WindowFunction(f) => star(&f.params.args),
        _ => false,
    }
}

/// A projection whose items pass on columns that [`expand`] spread below it, with
/// those columns instead.
fn pass_on(
    plan: LogicalPlan,
    spread: &HashMap<String, Vec<String>>,
) -> Result<Transformed<LogicalPlan>> {
    let LogicalPlan::Projection(p) = plan else {
        return Ok(Transformed::no(plan));
    };
    let passes = |e: &Expr| match e {
        Expr::Column(c)
            if p.input
                .schema()
                .field_with_unqualified_name(&c.name)
                .is_err() =>
        {
            spread.get(&c.name)
        }
        _ => None,
    };
    if !p.expr.iter().any(|e| passes(e).is_some()) {
        return Ok(Transformed::no(LogicalPlan::Projection(p)));
    }
    let mut items = Vec::with_capacity(p.expr.len());
    for e in &p.expr {
        match (passes(e), e) {
            (Some(names), Expr::Column(c)) => items.extend(
                names
                    .iter()
                    .map(|n| Expr::Column(Column::new(c.relation.clone(), n))),
            ),
            _ => items.push(e.clone()),
        }
    }
    Ok(Transformed::yes(LogicalPlan::Projection(
        datafusion::logical_expr::Projection::try_new(items, p.input)?,
    )))
}

#[allow(deprecated)]
fn expand(
    plan: LogicalPlan,
    passed: &mut HashMap<String, Vec<String>>,
) -> Result<Transformed<LogicalPlan>> {
    let mut found = false;
    plan.apply_expressions(|e| {
        e.apply(|e| {
            found |= has_star(e);
            Ok(if found {
                TreeNodeRecursion::Stop
            } else {
                TreeNodeRecursion::Continue
            })
        })
    })?;
    if let LogicalPlan::Projection(p) = &plan {
        found |= p.expr.iter().any(|e| item_untuple(e).is_some());
    }
    if !found {
        return Ok(Transformed::no(plan));
    }
    let schema = merge_schema(&plan.inputs());
    let hidden: HashSet<(Option<TableReference>, String)> =
        plan.inputs().into_iter().flat_map(hidden).collect();
    // `SELECT untuple(t)`: one item for each element, named as ClickHouse names it.
    let plan = match plan {
        LogicalPlan::Projection(p) if p.expr.iter().any(|e| item_untuple(e).is_some()) => {
            let mut items = Vec::with_capacity(p.expr.len());
            for e in p.expr {
                let alias = match &e {
                    Expr::Alias(a) => Some(a.name.clone()),
                    _ => None,
                };
                match item_untuple(&e) {
                    Some(t) => {
                        let text = t.schema_name().to_string();
                        let mut names = Vec::new();
                        for (element, name) in elements(t, &schema)? {
                            let name = match &alias {
                                Some(a) => match a.strip_prefix(UNTUPLE_ITEM) {
                                    Some(t) => format!("tupleElement({t}, '{name}')"),
                                    None => format!("{a}.{name}"),
                                },
                                None => format!("tupleElement({text}, '{name}')"),
                            };
                            items.push(element.alias(&name));
                            names.push(name);
                        }
                        passed.insert(e.schema_name().to_string(), names);
                    }
                    None => items.push(e),
                }
            }
            LogicalPlan::Projection(datafusion::logical_expr::Projection::try_new(
                items, p.input,
            )?)
        }
        plan => plan,
    };
    let names = NamePreserver::new(&plan);
    plan.map_expressions(|e| {
        let name = names.save(&e);
        Ok(spread_calls(e, &schema, &hidden)?.update_data(|e| name.restore(e)))
    })?
    .map_data(|p| p.recompute_schema())
}

/// For an expression over a table's columns (a DELETE's predicate, an UPDATE's new
/// values): `*` in a call is the table's columns but its `hidden` ones, and
/// `untuple(t)` the elements of `t`.
pub(crate) fn rewrite_expr(e: Expr, schema: &DFSchema, hidden: &[String]) -> Result<Expr> {
    let hidden: HashSet<(Option<TableReference>, String)> = schema
        .iter()
        .filter(|(_, f)| hidden.contains(f.name()))
        .map(|(q, f)| (q.cloned(), f.name().clone()))
        .collect();
    Ok(spread_calls(e, schema, &hidden)?.data)
}

/// `e` with each `*` and `untuple(t)` among a call's arguments spread: the columns of
/// `schema` but the `hidden` ones (those of a qualified `t.*`'s relation), and the
/// elements of `t`.
#[allow(deprecated)]
fn spread_calls(
    e: Expr,
    schema: &DFSchema,
    hidden: &HashSet<(Option<TableReference>, String)>,
) -> Result<Transformed<Expr>> {
    let columns = |qualifier: &Option<TableReference>| -> Vec<Expr> {
        schema
            .iter()
            .filter(|(q, f)| {
                !hidden.contains(&(q.cloned(), f.name().clone()))
                    && qualifier
                        .as_ref()
                        .is_none_or(|want| q.is_some_and(|q| want.resolved_eq(q)))
            })
            .map(|(q, f)| Expr::Column(Column::new(q.cloned(), f.name())))
            .collect()
    };
    let spread = |args: Vec<Expr>| -> Result<Vec<Expr>> {
        let mut out = Vec::with_capacity(args.len());
        for a in args {
            match a {
                Expr::Wildcard { qualifier, .. } => out.extend(columns(&qualifier)),
                a => match untuple_of(&a) {
                    Some(t) => out.extend(elements(t, schema)?.into_iter().map(|(e, _)| e)),
                    None => out.push(a),
                },
            }
        }
        Ok(out)
    };
    e.transform_up(|e| {
        if !has_star(&e) {
            return Ok(Transformed::no(e));
        }
        Ok(Transformed::yes(match e {
            Expr::ScalarFunction(mut f) => {
                f.args = spread(f.args)?;
                Expr::ScalarFunction(f)
            }
            Expr::AggregateFunction(mut f) => {
                f.params.args = spread(f.params.args)?;
                Expr::AggregateFunction(f)
            }
            Expr::WindowFunction(mut f) => {
                f.params.args = spread(std::mem::take(&mut f.params.args))?;
                Expr::WindowFunction(f)
            }
            e => e,
        }))
    })
}

/// The columns of `plan`'s output that `*` leaves out, by qualifier and name: those of
/// the tables it reads, through the nodes that keep their columns as they are.
fn hidden(plan: &LogicalPlan) -> Vec<(Option<TableReference>, String)> {
    match plan {
        LogicalPlan::TableScan(scan) => source_as_provider(&scan.source)
            .ok()
            .and_then(|p| {
                p.downcast_ref::<crate::MaskTable>()
                    .map(|t| t.hidden_columns())
            })
            .unwrap_or_default()
            .into_iter()
            .map(|c| (Some(scan.table_name.clone()), c))
            .collect(),
        LogicalPlan::SubqueryAlias(a) => hidden(&a.input)
            .into_iter()
            .map(|(_, c)| (Some(a.alias.clone()), c))
            .collect(),
        LogicalPlan::Filter(_)
        | LogicalPlan::Sort(_)
        | LogicalPlan::Limit(_)
        | LogicalPlan::Repartition(_)
        | LogicalPlan::Join(_) => plan.inputs().into_iter().flat_map(hidden).collect(),
        _ => Vec::new(),
    }
}

/// The tuple of `untuple(t)`.
fn untuple_of(e: &Expr) -> Option<&Expr> {
    match e {
        Expr::ScalarFunction(f) if f.func.name() == UNTUPLE && f.args.len() == 1 => {
            Some(&f.args[0])
        }
        _ => None,
    }
}

/// The tuple of a select item `untuple(t)` or `untuple(t) AS x`.
fn item_untuple(e: &Expr) -> Option<&Expr> {
    match e {
        Expr::Alias(a) => untuple_of(&a.expr),
        e => untuple_of(e),
    }
}

/// The elements of the tuple `t`, each with the name ClickHouse gives it in
/// `tupleElement(t, 'name')`: its own, or its position from 1 in a tuple without
/// names (whose fields are `c0`, `c1`, …).
fn elements(t: &Expr, schema: &DFSchema) -> Result<Vec<(Expr, String)>> {
    let DataType::Struct(fields) = t.get_type(schema)? else {
        return Err(not_a_tuple(&t.get_type(schema)?));
    };
    let unnamed = fields
        .iter()
        .enumerate()
        .all(|(i, f)| *f.name() == format!("c{i}"));
    Ok(fields
        .iter()
        .enumerate()
        .map(|(i, f)| {
            let element = datafusion::functions::core::expr_fn::get_field(t.clone(), f.name());
            let name = if unnamed {
                (i + 1).to_string()
            } else {
                f.name().clone()
            };
            (element, name)
        })
        .collect())
}

fn not_a_tuple(t: &DataType) -> DataFusionError {
    crate::scalar::error(
        format!("Function 'untuple' argument must have compound type. Actual type {t}"),
        maskhouse_types::codes::UNSUPPORTED_METHOD,
    )
}

/// The start of the name the dialect gives a select item `untuple(t)` written without
/// an alias, followed by `t`'s text: its columns are named `tupleElement(t, 'n')`.
pub(crate) const UNTUPLE_ITEM: &str = "__untuple_of ";

/// The name of [`Untuple`].
pub(crate) const UNTUPLE: &str = "untuple";

/// `untuple(t)`: planned as a call, then spread by [`StarArguments`] where it stands;
/// one left anywhere else is refused when it runs.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct Untuple {
    signature: Signature,
}

impl Untuple {
    pub(crate) fn new() -> Self {
        Untuple {
            signature: Signature::any(1, Volatility::Immutable),
        }
    }
}

impl ScalarUDFImpl for Untuple {
    fn name(&self) -> &str {
        UNTUPLE
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, args: &[DataType]) -> Result<DataType> {
        match args {
            [t @ DataType::Struct(_)] => Ok(t.clone()),
            [DataType::Null] => Ok(DataType::Null),
            [t] => Err(not_a_tuple(t)),
            _ => Err(DataFusionError::Plan("untuple takes one argument".into())),
        }
    }

    fn invoke_with_args(&self, _: ScalarFunctionArgs) -> Result<ColumnarValue> {
        Err(crate::scalar::error(
            "untuple(t) stands for several values: it is allowed as a select item or a function's argument (UNEXPECTED_EXPRESSION)".to_string(),
            maskhouse_types::codes::UNEXPECTED_EXPRESSION,
        ))
    }
}
