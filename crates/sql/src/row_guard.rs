//! [`RowGuardExec`]: passes its input's rows on, counting them against a [`RowLimit`]
//! that fails the run once they pass it. A subquery's sources count against its
//! read budget ([`crate::subquery::reads`]), a sort's input against
//! `max_rows_to_sort` ([`crate::sort_limit`]).

use std::{fmt, sync::Arc};

use arrow::array::RecordBatch;
use datafusion::{
    common::{tree_node::TreeNodeRecursion, DataFusionError},
    error::Result,
    execution::TaskContext,
    physical_expr::PhysicalExpr,
    physical_plan::{
        stream::RecordBatchStreamAdapter, DisplayAs, DisplayFormatType, ExecutionPlan,
        PlanProperties, SendableRecordBatchStream,
    },
};
use futures::StreamExt;

/// A count of rows with a limit, shared by the partitions of the guards that hold it.
pub(crate) trait RowLimit: fmt::Debug + Send + Sync {
    /// Counts `rows` more; an error once the total passes the limit.
    fn take(&self, rows: usize) -> Result<()>;

    /// What a plan's text shows of the limit (`rows_read_max=5`).
    fn describe(&self) -> String;
}

/// See the module docs.
#[derive(Debug)]
pub(crate) struct RowGuardExec {
    input: Arc<dyn ExecutionPlan>,
    limit: Arc<dyn RowLimit>,
}

impl RowGuardExec {
    pub(crate) fn new(input: Arc<dyn ExecutionPlan>, limit: Arc<dyn RowLimit>) -> Self {
        RowGuardExec { input, limit }
    }
}

impl DisplayAs for RowGuardExec {
    fn fmt_as(&self, _: DisplayFormatType, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "RowGuardExec: {}", self.limit.describe())
    }
}

impl ExecutionPlan for RowGuardExec {
    fn name(&self) -> &str {
        "RowGuardExec"
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
        let [input] = <[_; 1]>::try_from(children)
            .map_err(|_| DataFusionError::Internal("RowGuardExec has one child".into()))?;
        Ok(Arc::new(RowGuardExec::new(input, Arc::clone(&self.limit))))
    }

    fn execute(
        &self,
        partition: usize,
        context: Arc<TaskContext>,
    ) -> Result<SendableRecordBatchStream> {
        let limit = Arc::clone(&self.limit);
        let stream = self.input.execute(partition, context)?;
        let counted = stream.map(move |batch: Result<RecordBatch>| {
            let batch = batch?;
            limit.take(batch.num_rows())?;
            Ok(batch)
        });
        Ok(Box::pin(RecordBatchStreamAdapter::new(
            self.input.schema(),
            counted,
        )))
    }
}
