//! `max_rows_to_sort`: a query fails with ClickHouse's `TOO_MANY_ROWS_OR_BYTES` (396)
//! once more rows than that reach one of its sorts (`sort_overflow_mode = 'throw'`,
//! the only mode). The rows counted are those a sort takes in, after whatever runs
//! below it (`SELECT DISTINCT x … ORDER BY x` sorts the distinct values only), summed
//! over the sort's partitions. A sort under a `LIMIT n` keeps `n` rows whatever it
//! reads, so, as in ClickHouse, it is not counted. [`guard`] puts a
//! [`RowGuardExec`] under every sort of a physical plan.

use std::sync::{
    atomic::{AtomicU64, Ordering},
    Arc,
};

use datafusion::{
    common::tree_node::{Transformed, TreeNode},
    error::{DataFusionError, Result},
    physical_plan::{
        execution_plan::{ChildrenPropertiesMode, ReplaceChildrenOptions},
        sorts::{sort::SortExec, sort_preserving_merge::SortPreservingMergeExec},
        ExecutionPlan,
    },
};

use crate::row_guard::{RowGuardExec, RowLimit};

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
        let limit = Arc::new(SortRows {
            max,
            rows: AtomicU64::new(0),
        });
        let guarded: Arc<dyn ExecutionPlan> = Arc::new(RowGuardExec::new(Arc::clone(input), limit));
        // The guard has its input's properties, so the sort's stay as they are.
        let options = ReplaceChildrenOptions::new(ChildrenPropertiesMode::Keep);
        Ok(Transformed::yes(
            node.replace_children(vec![guarded], options)?,
        ))
    })
    .map(|t| t.data)
}

/// Rows that reached one sort, over its partitions, and the most it may take.
#[derive(Debug)]
struct SortRows {
    max: u64,
    rows: AtomicU64,
}

impl RowLimit for SortRows {
    fn take(&self, rows: usize) -> Result<()> {
        let now = self.rows.fetch_add(rows as u64, Ordering::Relaxed) + rows as u64;
        if now > self.max {
            return Err(DataFusionError::External(Box::new(
                crate::Error::bad(format!(
                    "Limit for rows to sort exceeded, max rows: {}, current rows: {now}. \
                     (TOO_MANY_ROWS_OR_BYTES)",
                    self.max
                ))
                .with_code(maskhouse_types::codes::TOO_MANY_ROWS_OR_BYTES),
            )));
        }
        Ok(())
    }

    fn describe(&self) -> String {
        format!("max_rows_to_sort={}", self.max)
    }
}
