//! [`MaskScanExec`]: the execution plan that reads row groups of parts, applying their
//! masks.

use std::{fmt, sync::Arc};

use arrow::array::RecordBatch;
use datafusion::{
    common::{tree_node::TreeNodeRecursion, DataFusionError, Statistics},
    execution::TaskContext,
    physical_expr::{EquivalenceProperties, PhysicalExpr},
    physical_plan::{
        execution_plan::{Boundedness, EmissionType},
        statistics::StatisticsArgs,
        stream::RecordBatchStreamAdapter,
        DisplayAs, DisplayFormatType, ExecutionPlan, Partitioning, PlanProperties,
        SendableRecordBatchStream,
    },
};
use maskhouse_part::selection::RowGroupPlan;

use super::{reader::UnitReader, units::Unit};

/// Reads row groups of parts, applying their masks (see the module docs).
pub struct MaskScanExec {
    /// How each partition reads its row groups (the schema, projection and batch size).
    reader: UnitReader,
    partitions: Vec<Vec<Unit>>,
    stats: Arc<Statistics>,
    limit: Option<usize>,
    properties: Arc<PlanProperties>,
}

impl fmt::Debug for MaskScanExec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        DisplayAs::fmt_as(self, DisplayFormatType::Default, f)
    }
}

impl MaskScanExec {
    pub(super) fn new(
        mut reader: UnitReader,
        partitions: Vec<Vec<Unit>>,
        stats: Statistics,
        limit: Option<usize>,
    ) -> Self {
        reader.batch_rows = reader.batch_rows.max(1);
        let properties = PlanProperties::new(
            EquivalenceProperties::new(reader.schema.clone()),
            Partitioning::UnknownPartitioning(partitions.len()),
            EmissionType::Incremental,
            Boundedness::Bounded,
        );
        MaskScanExec {
            reader,
            partitions,
            stats: Arc::new(stats),
            limit,
            properties: Arc::new(properties),
        }
    }
}

impl DisplayAs for MaskScanExec {
    fn fmt_as(&self, _: DisplayFormatType, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let units: Vec<&Unit> = self.partitions.iter().flatten().collect();
        let mut parts: Vec<&maskhouse_types::PartName> =
            units.iter().map(|u| &u.part.name).collect();
        parts.dedup();
        let filtered = units
            .iter()
            .filter(|u| {
                matches!(
                    u.plan.as_deref().map(|p| &p.groups[u.row_group]),
                    Some(RowGroupPlan::Filter)
                )
            })
            .count();
        write!(
            f,
            "MaskScanExec: parts={}, row_groups={}, filtered_row_groups={}, partitions={}",
            parts.len(),
            units.len(),
            filtered,
            self.partitions.len()
        )?;
        if let Some(limit) = self.limit {
            write!(f, ", limit={limit}")?;
        }
        Ok(())
    }
}

impl ExecutionPlan for MaskScanExec {
    fn name(&self) -> &str {
        "MaskScanExec"
    }

    fn properties(&self) -> &Arc<PlanProperties> {
        &self.properties
    }

    fn children(&self) -> Vec<&Arc<dyn ExecutionPlan>> {
        vec![]
    }

    fn apply_expressions(
        &self,
        _f: &mut dyn FnMut(&Arc<dyn PhysicalExpr>) -> datafusion::error::Result<TreeNodeRecursion>,
    ) -> datafusion::error::Result<TreeNodeRecursion> {
        Ok(TreeNodeRecursion::Continue)
    }

    fn with_new_children(
        self: Arc<Self>,
        _children: Vec<Arc<dyn ExecutionPlan>>,
    ) -> datafusion::error::Result<Arc<dyn ExecutionPlan>> {
        Ok(self)
    }

    fn execute(
        &self,
        partition: usize,
        context: Arc<TaskContext>,
    ) -> datafusion::error::Result<SendableRecordBatchStream> {
        let units = self.partitions.get(partition).cloned().ok_or_else(|| {
            DataFusionError::Internal(format!("MaskScanExec has no partition {partition}"))
        })?;
        let reader = self.reader.clone();
        // Under a memory limit, batches must not carry a kept row group's buffers.
        let own = matches!(
            context.memory_pool().memory_limit(),
            datafusion::execution::memory_pool::MemoryLimit::Finite(_)
        );
        type Batches = Box<dyn Iterator<Item = datafusion::error::Result<RecordBatch>> + Send>;
        // Decoding runs inside the stream's poll, as DataFusion's own Parquet scan
        // does: parts are local files, and a thread hand-off per batch costs more.
        let batches: Batches =
            match reader.columns.is_some() || reader.reads_virtual() {
                // Row group by row group, whole, through the decoded columns the node
                // keeps (virtual columns follow each row's position in its part).
                true => Box::new(units.into_iter().flat_map(move |unit| {
                    match reader.open_whole(&unit, own) {
                        Ok(batches) => Box::new(batches) as Batches,
                        Err(e) => Box::new(std::iter::once(Err(e))),
                    }
                })),
                // Runs of row groups of a part, decoded together.
                false => {
                    let runs: Vec<Vec<Unit>> = units
                        .chunk_by(|a, b| Arc::ptr_eq(&a.part, &b.part))
                        .map(<[Unit]>::to_vec)
                        .collect();
                    Box::new(
                        runs.into_iter()
                            .flat_map(move |run| match reader.open(&run) {
                                Ok(batches) => Box::new(batches) as Batches,
                                Err(e) => Box::new(std::iter::once(Err(e))),
                            }),
                    )
                }
            };
        let mut left = self.limit.unwrap_or(usize::MAX);
        // What the scan returns counts as read by the query (`X-ClickHouse-Summary`).
        let progress = context.session_config().get_extension::<crate::Progress>();
        let limited = batches.map_while(move |batch| {
            if left == 0 {
                return None;
            }
            Some(batch.and_then(|b: RecordBatch| {
                let b = if b.num_rows() > left {
                    b.slice(0, left)
                } else {
                    b
                };
                left -= b.num_rows();
                if let Some(p) = &progress {
                    p.read(&b)
                        .map_err(|e| datafusion::error::DataFusionError::External(Box::new(e)))?;
                }
                Ok(b)
            }))
        });
        Ok(Box::pin(RecordBatchStreamAdapter::new(
            self.reader.schema.clone(),
            futures::stream::iter(limited),
        )))
    }

    fn statistics_from_inputs(
        &self,
        _input_stats: &[Arc<Statistics>],
        args: &StatisticsArgs,
    ) -> datafusion::error::Result<Arc<Statistics>> {
        match args.partition() {
            None => Ok(self.stats.clone()),
            Some(_) => Ok(Arc::new(Statistics::new_unknown(&self.reader.schema))),
        }
    }
}
