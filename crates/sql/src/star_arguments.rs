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
                // Reported as changed, so that the node above takes it.
                Ok(Transformed::yes(t.data.recompute_schema()?))
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
/// those columns instead; a sort by such a column, by the first of them.
fn pass_on(
    plan: LogicalPlan,
    spread: &HashMap<String, Vec<String>>,
) -> Result<Transformed<LogicalPlan>> {
    // `ORDER BY 1` of an `untuple(t)` item: by its first column, the first of the
    // select list once the item is spread, as in ClickHouse.
    if let LogicalPlan::Sort(sort) = &plan {
        let passes = |e: &Expr| match e {
            Expr::Column(c)
                if sort
                    .input
                    .schema()
                    .field_with_unqualified_name(&c.name)
                    .is_err() =>
            {
                spread.get(&c.name).map(|names| (c.relation.clone(), names))
            }
            _ => None,
        };
        if !sort.expr.iter().any(|s| passes(&s.expr).is_some()) {
            return Ok(Transformed::no(plan));
        }
        let mut by = Vec::with_capacity(sort.expr.len());
        for s in &sort.expr {
            match passes(&s.expr) {
                Some((relation, names)) => by.extend(names.first().map(|n| {
                    let mut s = s.clone();
                    s.expr = Expr::Column(Column::new(relation.clone(), n));
                    s
                })),
                None => by.push(s.clone()),
            }
        }
        let LogicalPlan::Sort(sort) = plan else {
            unreachable!("a sort, matched above")
        };
        return Ok(Transformed::yes(LogicalPlan::Sort(
            datafusion::logical_expr::Sort {
                expr: by,
                input: sort.input,
                fetch: sort.fetch,
            },
        )));
    }
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
    let stars = Stars::of(&plan)?;
    // `SELECT untuple(t)`: one item for each element, named as ClickHouse names it.
    let spread_items = matches!(&plan, LogicalPlan::Projection(p) if p.expr.iter().any(|e| item_untuple(e).is_some()));
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
                        // `untuple(tuple(*))`: the tuple spread first.
                        let t = spread_calls(t.clone(), &schema, &stars)?.data;
                        for (element, name) in elements(&t, &schema)? {
                            let name = match &alias {
                                Some(a) => match a
                                    .strip_prefix(UNTUPLE_ITEM)
                                    .and_then(|a| a.split_once(' '))
                                {
                                    Some((_, t)) => format!("tupleElement({t}, '{name}')"),
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
    let mut t = plan
        .map_expressions(|e| {
            let name = names.save(&e);
            Ok(spread_calls(e, &schema, &stars)?.update_data(|e| name.restore(e)))
        })?
        .map_data(|p| p.recompute_schema())?;
    t.transformed |= spread_items;
    Ok(t)
}

/// For an expression over a table's columns (a DELETE's predicate, an UPDATE's new
/// values): `*` in a call is the table's columns but its `hidden` ones, and
/// `untuple(t)` the elements of `t`.
pub(crate) fn rewrite_expr(e: Expr, schema: &DFSchema, hidden: &[String]) -> Result<Expr> {
    let stars = Stars {
        all: schema
            .iter()
            .filter(|(_, f)| !hidden.contains(f.name()))
            .map(|(q, f)| Expr::Column(Column::new(q.cloned(), f.name())))
            .collect(),
        schema: schema.clone(),
        hidden: HashSet::new(),
    };
    Ok(spread_calls(e, schema, &stars)?.data)
}

/// What `*` stands for in one plan node's expressions: the columns `SELECT *` would
/// show, those of the node's `FROM` (below its window functions and `WHERE`), a
/// `USING` key once, without the hidden columns of the tables read and the columns
/// the join rewrites add.
struct Stars {
    /// `*`'s columns.
    all: Vec<Expr>,
    /// The `FROM`'s schema, for `t.*`.
    schema: DFSchema,
    /// The hidden columns of that schema.
    hidden: HashSet<(Option<TableReference>, String)>,
}

impl Stars {
    #[allow(deprecated)]
    fn of(plan: &LogicalPlan) -> Result<Self> {
        let inputs = plan.inputs();
        let [input] = inputs.as_slice() else {
            let schema = merge_schema(&inputs);
            let hidden = inputs.into_iter().flat_map(hidden).collect();
            let mut stars = Stars {
                all: Vec::new(),
                schema,
                hidden,
            };
            stars.all = stars.keep(
                stars
                    .schema
                    .iter()
                    .map(|(q, f)| Expr::Column(Column::new(q.cloned(), f.name())))
                    .collect(),
            );
            return Ok(stars);
        };
        let mut from = *input;
        while let LogicalPlan::Window(datafusion::logical_expr::Window { input, .. })
        | LogicalPlan::Filter(datafusion::logical_expr::Filter { input, .. }) = from
        {
            from = input.as_ref();
        }
        // Over a GROUP BY (or in an ORDER BY, whose input is the select list) `*` would
        // be the aggregates' or the select list's columns, not the FROM's.
        let mut wildcard = false;
        plan.apply_expressions(|e| {
            e.apply(|e| {
                wildcard |= matches!(e, Expr::Wildcard { .. });
                Ok(TreeNodeRecursion::Continue)
            })
        })?;
        if wildcard && (matches!(plan, LogicalPlan::Sort(_)) || beside_aggregate(from)) {
            return Err(crate::scalar::error(
                "* as a function's argument is supported in the select list, WHERE and an aggregate's arguments, not in ORDER BY or beside GROUP BY (NOT_IMPLEMENTED)".into(),
                maskhouse_types::codes::NOT_IMPLEMENTED,
            ));
        }
        let schema = from.schema().as_ref().clone();
        let mut stars = Stars {
            all: Vec::new(),
            hidden: hidden(from).into_iter().collect(),
            schema,
        };
        let all = match using_columns(from) {
            Some(columns) => columns,
            None => datafusion::logical_expr::utils::expand_wildcard(&stars.schema, from, None)?,
        };
        stars.all = stars.keep(all);
        Ok(stars)
    }

    /// `columns` without the hidden ones and the joins' helpers.
    fn keep(&self, columns: Vec<Expr>) -> Vec<Expr> {
        columns
            .into_iter()
            .filter(|e| match e {
                Expr::Column(c) => {
                    !crate::joins::is_helper_column(&c.name)
                        && !self.hidden.iter().any(|(q, n)| {
                            *n == c.name
                                && match (q, &c.relation) {
                                    (Some(q), Some(r)) => q.resolved_eq(r),
                                    (None, None) => true,
                                    _ => false,
                                }
                        })
                }
                _ => true,
            })
            .collect()
    }

    /// The columns of `t.*`.
    fn of_relation(&self, qualifier: &TableReference) -> Result<Vec<Expr>> {
        Ok(
            self.keep(datafusion::logical_expr::utils::expand_qualified_wildcard(
                qualifier,
                &self.schema,
                None,
            )?),
        )
    }
}

/// `e` with each `*` and `untuple(t)` among a call's arguments spread: the columns of
/// `stars` (those of a qualified `t.*`'s relation), and the elements of `t`, typed by
/// `schema`.
#[allow(deprecated)]
fn spread_calls(e: Expr, schema: &DFSchema, stars: &Stars) -> Result<Transformed<Expr>> {
    let spread = |args: Vec<Expr>| -> Result<Vec<Expr>> {
        let mut out = Vec::with_capacity(args.len());
        for a in args {
            match a {
                Expr::Wildcard {
                    qualifier: None, ..
                } => out.extend(stars.all.iter().cloned()),
                Expr::Wildcard {
                    qualifier: Some(q), ..
                } => out.extend(stars.of_relation(&q)?),
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
        // The defaults an outer join fills in keep its columns as they are.
        LogicalPlan::Projection(p) if join_defaults(p).is_some() => hidden(&p.input),
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
/// an alias, followed by the item's number in its statement, a space and `t`'s text:
/// its columns are named `tupleElement(t, 'n')`.
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

/// The join under `p` when `p` is the projection that fills an outer join's missing
/// side with defaults ([`crate::semantics::outer_join_defaults`]): one item for each of
/// the join's columns, each the column itself or `coalesce(column, default)` named as
/// the column with its qualifier (which only that projection writes).
fn join_defaults(
    p: &datafusion::logical_expr::Projection,
) -> Option<&datafusion::logical_expr::Join> {
    let LogicalPlan::Join(join) = p.input.as_ref() else {
        return None;
    };
    let fields: Vec<_> = join.schema.iter().collect();
    let mut filled = false;
    let kept = p.expr.len() == fields.len()
        && p.expr.iter().zip(&fields).all(|(e, (q, f))| match e {
            Expr::Column(c) => c.name == *f.name() && c.relation.as_ref() == *q,
            Expr::Alias(a) => {
                filled = true;
                a.name == *f.name()
                    && a.relation.is_some()
                    && a.relation.as_ref() == *q
                    && matches!(a.expr.as_ref(), Expr::ScalarFunction(s) if s.func.name() == "coalesce")
            }
            _ => false,
        });
    (kept && filled).then_some(join)
}

/// `*` over a LEFT, INNER or RIGHT join `USING (k, …)`, as `SELECT *` lists it
/// ([`crate::joins::using_wildcards`]): the keys first, each from the side whose rows
/// all come through (the left; the right for a RIGHT JOIN), then the left side's other
/// columns, then the right side's. `None` for any other plan.
fn using_columns(from: &LogicalPlan) -> Option<Vec<Expr>> {
    use datafusion::logical_expr::{JoinConstraint, JoinType};
    let join = match from {
        LogicalPlan::Join(join) => join,
        LogicalPlan::Projection(p) => join_defaults(p)?,
        _ => return None,
    };
    if join.join_constraint != JoinConstraint::Using {
        return None;
    }
    let keep_left = match join.join_type {
        JoinType::Left | JoinType::Inner => true,
        JoinType::Right => false,
        _ => return None,
    };
    let mut keys = Vec::new();
    let mut left_keys = Vec::new();
    let mut right_keys = Vec::new();
    for (l, r) in &join.on {
        let (Expr::Column(l), Expr::Column(r)) = (l, r) else {
            return None;
        };
        keys.push(if keep_left { l.clone() } else { r.clone() });
        left_keys.push(l.clone());
        right_keys.push(r.clone());
    }
    let side = |plan: &LogicalPlan, skip: &[Column]| -> Vec<Expr> {
        plan.schema()
            .iter()
            .map(|(q, f)| Column::new(q.cloned(), f.name()))
            .filter(|c| !skip.contains(c))
            .map(Expr::Column)
            .collect()
    };
    let mut columns: Vec<Expr> = keys.into_iter().map(Expr::Column).collect();
    columns.extend(side(&join.left, &left_keys));
    columns.extend(side(&join.right, &right_keys));
    Some(columns)
}

/// Whether `plan` is a GROUP BY's (or DISTINCT's) output, through the filters and
/// windows above it and the projections that keep its columns' names (the casts of
/// the aggregates' results; a subquery's own select list names its items).
fn beside_aggregate(plan: &LogicalPlan) -> bool {
    match plan {
        LogicalPlan::Aggregate(_) | LogicalPlan::Distinct(_) => true,
        LogicalPlan::Projection(p)
            if p.schema.iter().all(|(q, f)| {
                p.input
                    .schema()
                    .has_column(&Column::new(q.cloned(), f.name()))
            }) =>
        {
            beside_aggregate(&p.input)
        }
        LogicalPlan::Filter(datafusion::logical_expr::Filter { input, .. })
        | LogicalPlan::Window(datafusion::logical_expr::Window { input, .. }) => {
            beside_aggregate(input)
        }
        _ => false,
    }
}
