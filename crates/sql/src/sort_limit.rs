//! `max_rows_to_sort`: a query fails with ClickHouse's `TOO_MANY_ROWS_OR_BYTES` (396)
//! once more rows than that reach one of its sorts (`sort_overflow_mode = 'throw'`,
//! the only mode). The rows counted are those a sort takes in, after whatever runs
//! below it (`SELECT DISTINCT x … ORDER BY x` sorts the distinct values only), summed
//! over the sort's partitions. A sort under a `LIMIT n` keeps `n` rows whatever it
//! reads, so, as in ClickHouse, it is not counted. [`guard`] puts a [`SortInputExec`] under every sort of a
//! physical plan.

use std::{
    fmt,
    sync::{
        atomic::{AtomicU64, Ordering},
        Arc,
    },
};

use datafusion::{
    common::tree_node::{Transformed, TreeNode, TreeNodeRecursion},
    error::{DataFusionError, Result},
    execution::TaskContext,
    physical_expr::PhysicalExpr,
    physical_plan::{
        execution_plan::{ChildrenPropertiesMode, ReplaceChildrenOptions},
        sorts::{sort::SortExec, sort_preserving_merge::SortPreservingMergeExec},
        stream::RecordBatchStreamAdapter,
        DisplayAs, DisplayFormatType, ExecutionPlan, PlanProperties, SendableRecordBatchStream,
    },
};
use futures::StreamExt;

/// `plan` with the input of each of its sorts counted against `max` rows.
pub(crate) fn guard(plan: Arc<dyn ExecutionPlan>, max: u64) -> Result<Arc<dyn ExecutionPlan>> {
    plan.transform_up(|node| {
        // A sort under a LIMIT keeps that many rows only, as ClickHouse's does.
        let sorts = node
            .downcast_ref::<SortExec>()
            .is_some_and(|s| s.fetch().is_none())
            || node
                .downcast_ref::<SortPreservingMergeExec>()
                .is_some_and(|s| s.fetch().is_none());
        if !sorts {
            return Ok(Transformed::no(node));
        }
        let [input] = node.children()[..] else {
            return Ok(Transformed::no(node));
        };
        // A merge of sorted partitions over a guarded sort counts nothing new.
        if input.downcast_ref::<SortExec>().is_some() {
            return Ok(Transformed::no(node));
        }
        let guarded: Arc<dyn ExecutionPlan> = Arc::new(SortInputExec {
            input: Arc::clone(input),
            max,
            rows: Arc::new(AtomicU64::new(0)),
        });
        // The guard has its input's properties, so the sort's stay as they are.
        let options = ReplaceChildrenOptions::new(ChildrenPropertiesMode::Keep);
        Ok(Transformed::yes(
            node.replace_children(vec![guarded], options)?,
        ))
    })
    .map(|t| t.data)
}

/// Passes its input's rows on, failing once more than `max` have passed in all.
#[derive(Debug)]
struct SortInputExec {
    input: Arc<dyn ExecutionPlan>,
    max: u64,
    /// Rows passed so far, over every partition.
    rows: Arc<AtomicU64>,
}

impl DisplayAs for SortInputExec {
    fn fmt_as(&self, _: DisplayFormatType, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "SortInputExec: max_rows_to_sort={}", self.max)
    }
}

impl ExecutionPlan for SortInputExec {
    fn name(&self) -> &str {
        "SortInputExec"
    }

    fn properties(&self) -> &Arc<PlanProperties> {
        self.input.properties()
    }

    fn children(&self) -> Vec<&Arc<dyn ExecutionPlan>> {
        vec![&self.input]
    }

    fn apply_expressions(
        &self,
        _f: &mut dyn FnMut(&Arc<dyn PhysicalExpr>) -> Result<TreeNodeRecursion>,
    ) -> Result<TreeNodeRecursion> {
        Ok(TreeNodeRecursion::Continue)
    }

    fn with_new_children(
        self: Arc<Self>,
        children: Vec<Arc<dyn ExecutionPlan>>,
    ) -> Result<Arc<dyn ExecutionPlan>> {
        let [input] = <[Arc<dyn ExecutionPlan>; 1]>::try_from(children)
            .map_err(|_| DataFusionError::Internal("SortInputExec takes one input".into()))?;
        Ok(Arc::new(SortInputExec {
            input,
            max: self.max,
            rows: Arc::new(AtomicU64::new(0)),
        }))
    }

    fn execute(
        &self,
        partition: usize,
        context: Arc<TaskContext>,
    ) -> Result<SendableRecordBatchStream> {
        let input = self.input.execute(partition, context)?;
        let schema = input.schema();
        let (max, rows) = (self.max, Arc::clone(&self.rows));
        let counted = input.map(move |batch| {
            let batch = batch?;
            let n = batch.num_rows() as u64;
            let now = rows.fetch_add(n, Ordering::Relaxed) + n;
            if now > max {
                return Err(DataFusionError::External(Box::new(
                    crate::Error::bad(format!(
                        "Limit for rows to sort exceeded, max rows: {max}, current rows: {now}. \
                         (TOO_MANY_ROWS_OR_BYTES)"
                    ))
                    .with_code(maskhouse_types::codes::TOO_MANY_ROWS_OR_BYTES),
                )));
            }
            Ok(batch)
        });
        Ok(Box::pin(RecordBatchStreamAdapter::new(schema, counted)))
    }
}
