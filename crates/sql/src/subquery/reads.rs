//! The rows a subquery reads, counted and bounded the same way on every replica.
//!
//! Every source of a subquery's physical plan (a table scan, masks applied; a table
//! function; `VALUES`) is wrapped in a [`RowGuardExec`] that adds what it returns to
//! one [`ReadBudget`] and fails the run once the budget is passed. The plan is made to
//! run as one stream pulled in a fixed order ([`SequentialExec`] in place of the
//! operators that read their inputs on tasks of their own), so that where a `LIMIT`
//! stops the sources, and hence whether the budget was passed, does not depend on
//! scheduling (DESIGN §2.8).

use std::{
    fmt,
    sync::{
        atomic::{AtomicBool, AtomicU64, Ordering},
        Arc,
    },
};

use datafusion::{
    common::{
        tree_node::{Transformed, TreeNode, TreeNodeRecursion},
        DataFusionError,
    },
    execution::TaskContext,
    physical_expr::{EquivalenceProperties, PhysicalExpr},
    physical_plan::{
        buffer::BufferExec,
        coalesce_partitions::CoalescePartitionsExec,
        execution_plan::{Boundedness, EmissionType},
        limit::GlobalLimitExec,
        repartition::RepartitionExec,
        sorts::{sort::SortExec, sort_preserving_merge::SortPreservingMergeExec},
        stream::RecordBatchStreamAdapter,
        DisplayAs, DisplayFormatType, ExecutionPlan, ExecutionPlanProperties, Partitioning,
        PlanProperties, SendableRecordBatchStream,
    },
};
use futures::StreamExt;

use crate::row_guard::{RowGuardExec, RowLimit};

/// Rows the sources of one predicate's subqueries may return, and what they returned.
#[derive(Debug)]
pub struct ReadBudget {
    max: u64,
    read: AtomicU64,
    exceeded: AtomicBool,
}

impl ReadBudget {
    pub fn new(max: u64) -> Arc<Self> {
        Arc::new(ReadBudget {
            max,
            read: AtomicU64::new(0),
            exceeded: AtomicBool::new(false),
        })
    }

    pub fn max(&self) -> u64 {
        self.max
    }

    /// Whether a source returned more than the budget allows.
    pub fn exceeded(&self) -> bool {
        self.exceeded.load(Ordering::Relaxed)
    }
}

impl RowLimit for ReadBudget {
    /// Counts `rows` returned; an error once the total passes the budget.
    fn take(&self, rows: usize) -> datafusion::error::Result<()> {
        let total = self.read.fetch_add(rows as u64, Ordering::Relaxed) + rows as u64;
        if total > self.max {
            self.exceeded.store(true, Ordering::Relaxed);
            // The caller tells this error by the budget, not by its text.
            return Err(DataFusionError::Execution(format!(
                "subquery read more than {} rows",
                self.max
            )));
        }
        Ok(())
    }

    fn describe(&self) -> String {
        format!("rows_read_max={}", self.max)
    }
}

/// `plan` with every source counted against `budget` and run as one stream in a fixed
/// order. A repartition into several partitions has no such order: it is refused.
pub fn bounded(
    plan: Arc<dyn ExecutionPlan>,
    budget: &Arc<ReadBudget>,
) -> datafusion::error::Result<Arc<dyn ExecutionPlan>> {
    let plan = plan
        .transform_up(|node| {
            if node.children().is_empty() {
                let limit: Arc<dyn RowLimit> = budget.clone();
                let guard: Arc<dyn ExecutionPlan> = Arc::new(RowGuardExec::new(node, limit));
                return Ok(Transformed::yes(guard));
            }
            let single = |input: &Arc<dyn ExecutionPlan>| -> Arc<dyn ExecutionPlan> {
                Arc::new(SequentialExec::new(input.clone()))
            };
            let replaced: Arc<dyn ExecutionPlan> = if let Some(c) =
                node.downcast_ref::<CoalescePartitionsExec>()
            {
                let merged = single(c.input());
                match c.fetch() {
                    Some(fetch) => Arc::new(GlobalLimitExec::new(merged, 0, Some(fetch))),
                    None => merged,
                }
            } else if let Some(m) = node.downcast_ref::<SortPreservingMergeExec>() {
                Arc::new(SortExec::new(m.expr().clone(), single(m.input())).with_fetch(m.fetch()))
            } else if let Some(r) = node.downcast_ref::<RepartitionExec>() {
                if r.partitioning().partition_count() != 1 {
                    return Err(DataFusionError::Plan(
                        "a subquery of a DELETE runs on one partition".into(),
                    ));
                }
                single(r.input())
            } else if let Some(b) = node.downcast_ref::<BufferExec>() {
                b.children()[0].clone()
            } else {
                return Ok(Transformed::no(node));
            };
            Ok(Transformed::yes(replaced))
        })?
        .data;
    Ok(if plan.output_partitioning().partition_count() == 1 {
        plan
    } else {
        Arc::new(SequentialExec::new(plan))
    })
}

/// The partitions of its input, one after another, as one partition: the same rows
/// as `CoalescePartitionsExec`, in a fixed order, pulled on the caller's task.
#[derive(Debug)]
struct SequentialExec {
    input: Arc<dyn ExecutionPlan>,
    properties: Arc<PlanProperties>,
}

impl SequentialExec {
    fn new(input: Arc<dyn ExecutionPlan>) -> Self {
        let properties = PlanProperties::new(
            EquivalenceProperties::new(input.schema()),
            Partitioning::UnknownPartitioning(1),
            EmissionType::Incremental,
            Boundedness::Bounded,
        );
        SequentialExec {
            input,
            properties: Arc::new(properties),
        }
    }
}

impl DisplayAs for SequentialExec {
    fn fmt_as(&self, _: DisplayFormatType, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "SequentialExec")
    }
}

impl ExecutionPlan for SequentialExec {
    fn name(&self) -> &str {
        "SequentialExec"
    }

    fn properties(&self) -> &Arc<PlanProperties> {
        &self.properties
    }

    fn children(&self) -> Vec<&Arc<dyn ExecutionPlan>> {
        vec![&self.input]
    }

    fn apply_expressions(
        &self,
        _f: &mut dyn FnMut(&Arc<dyn PhysicalExpr>) -> datafusion::error::Result<TreeNodeRecursion>,
    ) -> datafusion::error::Result<TreeNodeRecursion> {
        Ok(TreeNodeRecursion::Continue)
    }

    fn with_new_children(
        self: Arc<Self>,
        children: Vec<Arc<dyn ExecutionPlan>>,
    ) -> datafusion::error::Result<Arc<dyn ExecutionPlan>> {
        let [input] = <[_; 1]>::try_from(children)
            .map_err(|_| DataFusionError::Internal("SequentialExec has one child".into()))?;
        Ok(Arc::new(SequentialExec::new(input)))
    }

    fn execute(
        &self,
        partition: usize,
        context: Arc<TaskContext>,
    ) -> datafusion::error::Result<SendableRecordBatchStream> {
        if partition != 0 {
            return Err(DataFusionError::Internal(format!(
                "SequentialExec has no partition {partition}"
            )));
        }
        let input = self.input.clone();
        let partitions = input.output_partitioning().partition_count();
        // Each partition is started only when the one before it has ended.
        let batches = futures::stream::iter(0..partitions)
            .map(move |p| match input.execute(p, context.clone()) {
                Ok(stream) => stream.boxed(),
                Err(e) => futures::stream::once(async move { Err(e) }).boxed(),
            })
            .flatten();
        Ok(Box::pin(RecordBatchStreamAdapter::new(
            self.input.schema(),
            batches,
        )))
    }
}
