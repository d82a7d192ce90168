//! The table DataFusion scans: active parts as Parquet files whose masks are applied
//! while decoding (DESIGN §3, SELECT).
//!
//! The scan is our own [`ExecutionPlan`] over the Parquet reader rather than
//! DataFusion's Parquet source, because a mask needs each decoded row's position in its
//! part. Per row group, from the part's mask (planned once per mask version):
//! - no deleted row: decoded as is;
//! - every row deleted: never read;
//! - deleted rows in long runs: a Parquet row selection skips them undecoded;
//! - scattered deleted rows: every row is decoded and a filter built straight from the
//!   bitmap drops the deleted ones (a selection of ~10^5 short runs costs more than
//!   the filter).
//!
//! Row groups that cannot match the query's filters are pruned by their statistics;
//! the filters themselves stay above the scan.

use std::{
    collections::HashMap,
    fmt,
    fs::File,
    path::{Path, PathBuf},
    sync::{Arc, Mutex},
};

use arrow::{
    array::{BooleanArray, BooleanBufferBuilder, RecordBatch, RecordBatchOptions},
    buffer::BooleanBuffer,
    datatypes::{DataType, Field, Schema, SchemaRef},
};
use async_trait::async_trait;
use datafusion::{
    catalog::{Session, TableProvider},
    common::{
        pruning::PruningStatistics, stats::Precision, tree_node::TreeNodeRecursion, Column,
        DFSchema, DataFusionError, ScalarValue, Statistics,
    },
    execution::TaskContext,
    logical_expr::{utils::conjunction, Expr, TableProviderFilterPushDown, TableType},
    physical_expr::{EquivalenceProperties, PhysicalExpr},
    physical_optimizer::pruning::PruningPredicateBuilder,
    physical_plan::{
        execution_plan::{Boundedness, EmissionType},
        statistics::StatisticsArgs,
        stream::RecordBatchStreamAdapter,
        DisplayAs, DisplayFormatType, ExecutionPlan, Partitioning, PlanProperties,
        SendableRecordBatchStream,
    },
};
use maskhouse_part::{
    schema::arrow_schema,
    selection::{self, RowGroupPlan},
    RoaringBitmap,
};
use maskhouse_store::{ActivePart, TableState};
use parquet::arrow::{
    arrow_reader::{
        statistics::StatisticsConverter, ArrowReaderMetadata, ArrowReaderOptions,
        ParquetRecordBatchReader, ParquetRecordBatchReaderBuilder, RowSelection, RowSelector,
    },
    ProjectionMask,
};

/// Entries kept by each cache before it starts over (entries of merged-away parts go
/// then).
const CACHE_ENTRIES_MAX: usize = 4096;

/// Footers and mask plans, shared by every query of a node. Parts are immutable and a
/// part's mask changes only by a new mutation, so a footer is read once per part file
/// and a plan built once per (part, mask state: version, cardinality, digests). Entries of merged-away parts go when
/// a cache reaches [`CACHE_ENTRIES_MAX`] and starts over.
#[derive(Default)]
pub struct ScanCache {
    footers: Mutex<HashMap<PathBuf, ArrowReaderMetadata>>,
    /// One plan per part, for its newest mask seen: a plan's keep-filters take a bit
    /// per row, so older versions are not kept.
    plans: Mutex<HashMap<PathBuf, (MaskState, Arc<MaskPlan>)>>,
}

/// A part's mask state: newest mutation that deleted rows of it, deleted rows, and the
/// digests of all its mask versions folded together (a repaired mask that keeps its
/// row count still changes the state).
type MaskState = (u64, u64, u64);

fn mask_state(part: &ActivePart) -> MaskState {
    let digests = part.masks.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, v| {
        let mix = |h: u64, x: u64| (h ^ x).wrapping_mul(0x0000_0100_0000_01b3);
        mix(
            mix(mix(h, v.mutation), u64::from(v.digest.crc)),
            v.digest.cardinality,
        )
    });
    (part.mask_version(), part.mask.len(), digests)
}

/// How each row group of a part is read under its mask, with the keep-filters of the
/// row groups planned as [`RowGroupPlan::Filter`] (one bit per row, set = live).
struct MaskPlan {
    groups: Vec<RowGroupPlan>,
    keep: Vec<Option<BooleanBuffer>>,
    /// Rows not deleted, per row group.
    live: Vec<u64>,
}

impl MaskPlan {
    fn new(mask: &RoaringBitmap, row_group_rows: &[u64]) -> Self {
        let groups = selection::plan_auto(mask, row_group_rows);
        let mut keep = Vec::with_capacity(groups.len());
        let mut live = Vec::with_capacity(groups.len());
        let mut start = 0u64;
        for (plan, &rows) in groups.iter().zip(row_group_rows) {
            let range = start as u32..(start + rows) as u32;
            live.push(rows - mask.range_cardinality(range.clone()));
            keep.push(matches!(plan, RowGroupPlan::Filter).then(|| {
                let mut keep = BooleanBufferBuilder::new(rows as usize);
                keep.append_n(rows as usize, true);
                for d in mask.range(range) {
                    keep.set_bit((u64::from(d) - start) as usize, false);
                }
                keep.finish()
            }));
            start += rows;
        }
        MaskPlan { groups, keep, live }
    }
}

impl ScanCache {
    fn footer(&self, path: &Path) -> datafusion::error::Result<ArrowReaderMetadata> {
        if let Some(m) = self.footers.lock().expect("not poisoned").get(path) {
            return Ok(m.clone());
        }
        let file = File::open(path).map_err(|e| io_error("open part", path, e))?;
        let stored = ArrowReaderMetadata::load(&file, ArrowReaderOptions::new())
            .map_err(|e| parquet_error(path, e))?;
        let options = ArrowReaderOptions::new().with_schema(with_string_views(stored.schema()));
        let footer = ArrowReaderMetadata::try_new(stored.metadata().clone(), options)
            .map_err(|e| parquet_error(path, e))?;
        let mut cache = self.footers.lock().expect("not poisoned");
        if cache.len() >= CACHE_ENTRIES_MAX {
            cache.clear();
        }
        cache.insert(path.to_path_buf(), footer.clone());
        Ok(footer)
    }

    fn plan(&self, part: &ActivePart) -> Arc<MaskPlan> {
        let version = mask_state(part);
        if let Some((v, plan)) = self
            .plans
            .lock()
            .expect("not poisoned")
            .get(&part.file.path)
        {
            if *v == version {
                return plan.clone();
            }
        }
        let plan = Arc::new(MaskPlan::new(&part.mask, &part.meta.row_group_rows));
        let mut cache = self.plans.lock().expect("not poisoned");
        if cache.len() >= CACHE_ENTRIES_MAX {
            cache.clear();
        }
        cache.insert(part.file.path.clone(), (version, plan.clone()));
        plan
    }
}

fn io_error(what: &str, path: &Path, e: std::io::Error) -> DataFusionError {
    DataFusionError::External(format!("{what} {}: {e}", path.display()).into())
}

fn parquet_error(path: &Path, e: parquet::errors::ParquetError) -> DataFusionError {
    DataFusionError::External(format!("part {} is damaged: {e}", path.display()).into())
}

/// `schema` with its strings as `Utf8View`. Scans decode strings into views: no copy of
/// short strings, and filtering and hashing work on fixed 16-byte views.
fn with_string_views(schema: &Schema) -> SchemaRef {
    let fields: Vec<Field> = schema
        .fields()
        .iter()
        .map(|f| match f.data_type() {
            DataType::Utf8 | DataType::LargeUtf8 => {
                f.as_ref().clone().with_data_type(DataType::Utf8View)
            }
            _ => f.as_ref().clone(),
        })
        .collect();
    Arc::new(Schema::new_with_metadata(fields, schema.metadata().clone()))
}

/// `schema` with the ClickHouse type of each column whose Arrow type does not tell it
/// (`LowCardinality(String)`) in its field metadata, for the binary output formats.
fn with_clickhouse_types(table: &maskhouse_types::TableSchema, schema: &SchemaRef) -> SchemaRef {
    let fields: Vec<Field> = schema
        .fields()
        .iter()
        .zip(&table.columns)
        .map(|(f, c)| match &c.ty {
            maskhouse_types::ColumnType::LowCardinality(_) => {
                let mut metadata = f.metadata().clone();
                metadata.insert(crate::wire::CLICKHOUSE_TYPE.to_string(), c.ty.to_string());
                f.as_ref().clone().with_metadata(metadata)
            }
            _ => f.as_ref().clone(),
        })
        .collect();
    Arc::new(Schema::new_with_metadata(fields, schema.metadata().clone()))
}

/// A snapshot of one table's active parts and masks, as a DataFusion table.
pub struct MaskTable {
    table: Arc<TableState>,
    schema: SchemaRef,
    apply_mask: bool,
    cache: Arc<ScanCache>,
}

impl fmt::Debug for MaskTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "MaskTable({})", self.table.schema.name)
    }
}

impl MaskTable {
    /// `apply_mask = false` shows deleted rows (`SETTINGS apply_deleted_mask = 0`).
    pub fn new(table: Arc<TableState>, apply_mask: bool, cache: Arc<ScanCache>) -> Self {
        let schema = with_clickhouse_types(
            &table.schema,
            &with_string_views(&arrow_schema(&table.schema)),
        );
        MaskTable {
            table,
            schema,
            apply_mask,
            cache,
        }
    }
}

#[async_trait]
impl TableProvider for MaskTable {
    fn schema(&self) -> SchemaRef {
        self.schema.clone()
    }

    fn table_type(&self) -> TableType {
        TableType::Base
    }

    fn supports_filters_pushdown(
        &self,
        filters: &[&Expr],
    ) -> datafusion::error::Result<Vec<TableProviderFilterPushDown>> {
        // Used for pruning only; DataFusion still applies every filter above the scan.
        Ok(vec![TableProviderFilterPushDown::Inexact; filters.len()])
    }

    async fn scan(
        &self,
        state: &dyn Session,
        projection: Option<&Vec<usize>>,
        filters: &[Expr],
        limit: Option<usize>,
    ) -> datafusion::error::Result<Arc<dyn ExecutionPlan>> {
        let pruning = match conjunction(filters.to_vec()) {
            Some(expr) => {
                let df = DFSchema::try_from(self.schema.as_ref().clone())?;
                let physical = state.create_physical_expr(expr, &df)?;
                PruningPredicateBuilder::new()
                    .with_file_schema(self.schema.clone())
                    .build(physical)
            }
            None => None,
        };
        let mut units = Vec::new();
        let mut exact = true;
        for part in self.table.parts.values() {
            let plan = self.apply_mask.then(|| self.cache.plan(part));
            let mut keep: Vec<bool> = match &plan {
                Some(plan) => plan
                    .groups
                    .iter()
                    .map(|p| !matches!(p, RowGroupPlan::Skip))
                    .collect(),
                None => vec![true; part.meta.row_group_rows.len()],
            };
            if !keep.iter().any(|k| *k) {
                continue;
            }
            let footer = self.cache.footer(&part.file.path)?;
            if let Some(p) = &pruning {
                let stats = RowGroupStatistics { footer: &footer };
                // Statistics that cannot be used keep every row group.
                if let Ok(may_match) = p.prune(&stats) {
                    for (k, m) in keep.iter_mut().zip(may_match) {
                        if *k && !m {
                            *k = false;
                            exact = false;
                        }
                    }
                }
            }
            for (row_group, _) in keep.iter().enumerate().filter(|(_, k)| **k) {
                let live = match &plan {
                    Some(plan) => plan.live[row_group],
                    None => part.meta.row_group_rows[row_group],
                };
                units.push(Unit {
                    part: part.clone(),
                    footer: footer.clone(),
                    plan: plan.clone(),
                    row_group,
                    live,
                });
            }
        }
        let live: u64 = units.iter().map(|u| u.live).sum();
        let partitions = state.config().target_partitions().max(1);
        let schema = match projection {
            Some(p) => Arc::new(self.schema.project(p)?),
            None => self.schema.clone(),
        };
        let mut stats = Statistics::new_unknown(&schema);
        // Exact live rows let `SELECT count()` be answered from metadata; min/max stay
        // unknown since deleted rows may hold the extremes.
        stats.num_rows = if exact {
            Precision::Exact(live as usize)
        } else {
            Precision::Inexact(live as usize)
        };
        Ok(Arc::new(MaskScanExec::new(
            schema,
            projection.cloned(),
            split(units, live, partitions),
            stats,
            limit,
            state.config().batch_size(),
        )))
    }
}

/// One row group of one part, with the part's mask plan (`None`: masks not applied).
#[derive(Clone)]
struct Unit {
    part: Arc<ActivePart>,
    footer: ArrowReaderMetadata,
    plan: Option<Arc<MaskPlan>>,
    row_group: usize,
    live: u64,
}

/// Splits units (in part order) into at most `partitions` contiguous runs of about
/// equal live rows, so neighbouring row groups of a part are read together.
fn split(units: Vec<Unit>, live: u64, partitions: usize) -> Vec<Vec<Unit>> {
    let partitions = partitions.min(units.len()).max(1);
    let target = live.div_ceil(partitions as u64).max(1);
    let mut out: Vec<Vec<Unit>> = vec![Vec::new()];
    let mut filled = 0u64;
    for unit in units {
        if filled >= target && out.len() < partitions {
            out.push(Vec::new());
            filled = 0;
        }
        filled += unit.live;
        out.last_mut().expect("one run").push(unit);
    }
    out
}

/// A row group statistics view of one part's footer, for pruning.
struct RowGroupStatistics<'a> {
    footer: &'a ArrowReaderMetadata,
}

impl RowGroupStatistics<'_> {
    fn converter(&self, column: &Column) -> Option<StatisticsConverter<'_>> {
        StatisticsConverter::try_new(
            &column.name,
            self.footer.schema(),
            self.footer.metadata().file_metadata().schema_descr(),
        )
        .ok()
    }
}

impl PruningStatistics for RowGroupStatistics<'_> {
    fn min_values(&self, column: &Column) -> Option<arrow::array::ArrayRef> {
        self.converter(column)?
            .row_group_mins(self.footer.metadata().row_groups())
            .ok()
    }

    fn max_values(&self, column: &Column) -> Option<arrow::array::ArrayRef> {
        self.converter(column)?
            .row_group_maxes(self.footer.metadata().row_groups())
            .ok()
    }

    fn num_containers(&self) -> usize {
        self.footer.metadata().num_row_groups()
    }

    fn null_counts(&self, column: &Column) -> Option<arrow::array::ArrayRef> {
        let counts = self
            .converter(column)?
            .row_group_null_counts(self.footer.metadata().row_groups())
            .ok()?;
        Some(Arc::new(counts))
    }

    fn row_counts(&self) -> Option<arrow::array::ArrayRef> {
        let counts: arrow::array::UInt64Array = self
            .footer
            .metadata()
            .row_groups()
            .iter()
            .map(|g| Some(g.num_rows() as u64))
            .collect();
        Some(Arc::new(counts))
    }

    fn contained(
        &self,
        _: &Column,
        _: &std::collections::HashSet<ScalarValue>,
    ) -> Option<BooleanArray> {
        None
    }
}

/// Reads row groups of parts, applying their masks (see the module docs).
pub struct MaskScanExec {
    schema: SchemaRef,
    projection: Option<Vec<usize>>,
    partitions: Vec<Vec<Unit>>,
    stats: Arc<Statistics>,
    limit: Option<usize>,
    batch_rows: usize,
    properties: Arc<PlanProperties>,
}

impl fmt::Debug for MaskScanExec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        DisplayAs::fmt_as(self, DisplayFormatType::Default, f)
    }
}

impl MaskScanExec {
    fn new(
        schema: SchemaRef,
        projection: Option<Vec<usize>>,
        partitions: Vec<Vec<Unit>>,
        stats: Statistics,
        limit: Option<usize>,
        batch_rows: usize,
    ) -> Self {
        let properties = PlanProperties::new(
            EquivalenceProperties::new(schema.clone()),
            Partitioning::UnknownPartitioning(partitions.len()),
            EmissionType::Incremental,
            Boundedness::Bounded,
        );
        MaskScanExec {
            schema,
            projection,
            partitions,
            stats: Arc::new(stats),
            limit,
            batch_rows: batch_rows.max(1),
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
        _context: Arc<TaskContext>,
    ) -> datafusion::error::Result<SendableRecordBatchStream> {
        let units = self.partitions.get(partition).cloned().ok_or_else(|| {
            DataFusionError::Internal(format!("MaskScanExec has no partition {partition}"))
        })?;
        let reader = UnitReader {
            schema: self.schema.clone(),
            projection: self.projection.clone(),
            batch_rows: self.batch_rows,
        };
        let runs: Vec<Vec<Unit>> = units
            .chunk_by(|a, b| Arc::ptr_eq(&a.part, &b.part))
            .map(<[Unit]>::to_vec)
            .collect();
        // Decoding runs inside the stream's poll, as DataFusion's own Parquet scan
        // does: parts are local files, and a thread hand-off per batch costs more.
        let batches = runs
            .into_iter()
            .flat_map(move |run| match reader.open(&run) {
                Ok(batches) => Box::new(batches)
                    as Box<dyn Iterator<Item = datafusion::error::Result<RecordBatch>> + Send>,
                Err(e) => Box::new(std::iter::once(Err(e))),
            });
        let mut left = self.limit.unwrap_or(usize::MAX);
        let limited = batches.map_while(move |batch| {
            if left == 0 {
                return None;
            }
            Some(batch.map(|b: RecordBatch| {
                let b = if b.num_rows() > left {
                    b.slice(0, left)
                } else {
                    b
                };
                left -= b.num_rows();
                b
            }))
        });
        Ok(Box::pin(RecordBatchStreamAdapter::new(
            self.schema.clone(),
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
            Some(_) => Ok(Arc::new(Statistics::new_unknown(&self.schema))),
        }
    }
}

struct UnitReader {
    schema: SchemaRef,
    projection: Option<Vec<usize>>,
    batch_rows: usize,
}

impl UnitReader {
    /// Opens row groups of one part (`units`, in file order) for reading.
    fn open(&self, units: &[Unit]) -> datafusion::error::Result<RunBatches> {
        let first = &units[0];
        let path = first.part.file.path.clone();
        let file = File::open(&path).map_err(|e| io_error("open part", &path, e))?;
        let mut builder =
            ParquetRecordBatchReaderBuilder::new_with_metadata(file, first.footer.clone())
                .with_batch_size(self.batch_rows)
                .with_row_groups(units.iter().map(|u| u.row_group).collect());
        // Parquet returns projected columns in file order; `order` puts them back in
        // the projection's order.
        let mut order = None;
        if let Some(projection) = &self.projection {
            let mut sorted = projection.clone();
            sorted.sort_unstable();
            sorted.dedup();
            let descr = first.footer.metadata().file_metadata().schema_descr();
            builder = builder.with_projection(ProjectionMask::roots(descr, sorted.iter().copied()));
            order = Some(
                projection
                    .iter()
                    .map(|c| sorted.binary_search(c).expect("in sorted"))
                    .collect::<Vec<_>>(),
            );
        }
        let (selection, keep) = mask_of(units);
        if let Some(selection) = selection {
            builder = builder.with_row_selection(selection);
        }
        let reader = builder.build().map_err(|e| parquet_error(&path, e))?;
        Ok(RunBatches {
            reader,
            keep,
            offset: 0,
            order,
            schema: self.schema.clone(),
            path,
        })
    }
}

/// The batches of one [`UnitReader::open`]: decoded, filtered by the keep-filter,
/// columns in projection order.
struct RunBatches {
    reader: ParquetRecordBatchReader,
    keep: Option<BooleanBuffer>,
    /// Rows the reader has returned so far (the keep-filter's position).
    offset: usize,
    order: Option<Vec<usize>>,
    schema: SchemaRef,
    path: PathBuf,
}

impl RunBatches {
    fn finish(&mut self, batch: RecordBatch) -> datafusion::error::Result<RecordBatch> {
        let n = batch.num_rows();
        let batch = match &self.keep {
            Some(keep) => {
                let keep = keep.slice(self.offset, n);
                let kept = keep.count_set_bits();
                if kept == n {
                    batch
                } else {
                    crate::compact::keep_rows(batch, keep, kept)?
                }
            }
            None => batch,
        };
        self.offset += n;
        let columns = match &self.order {
            Some(order) => order.iter().map(|i| batch.column(*i).clone()).collect(),
            None => batch.columns().to_vec(),
        };
        let options = RecordBatchOptions::new().with_row_count(Some(batch.num_rows()));
        Ok(RecordBatch::try_new_with_options(
            self.schema.clone(),
            columns,
            &options,
        )?)
    }
}

impl Iterator for RunBatches {
    type Item = datafusion::error::Result<RecordBatch>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            let batch = match self.reader.next()? {
                Ok(b) => b,
                Err(e) => {
                    return Some(Err(DataFusionError::External(
                        format!("part {} is damaged: {e}", self.path.display()).into(),
                    )))
                }
            };
            match self.finish(batch) {
                Ok(b) if b.num_rows() == 0 => continue,
                other => return Some(other),
            }
        }
    }
}

/// The row selection over the chosen row groups (when some are planned as selections)
/// and the keep-filter over the rows the reader returns (when some are planned as
/// filters).
fn mask_of(units: &[Unit]) -> (Option<RowSelection>, Option<BooleanBuffer>) {
    let first = &units[0];
    let Some(plan) = &first.plan else {
        return (None, None);
    };
    let sizes = &first.part.meta.row_group_rows;
    let groups: Vec<&RowGroupPlan> = units.iter().map(|u| &plan.groups[u.row_group]).collect();
    let selection = groups
        .iter()
        .any(|p| matches!(p, RowGroupPlan::Select(_)))
        .then(|| {
            let mut selectors = Vec::new();
            for (u, p) in units.iter().zip(&groups) {
                match p {
                    RowGroupPlan::Select(s) => selectors.extend(s.iter().copied()),
                    _ => selectors.push(RowSelector::select(sizes[u.row_group] as usize)),
                }
            }
            RowSelection::from(selectors)
        });
    let keep = groups
        .iter()
        .any(|p| matches!(p, RowGroupPlan::Filter))
        .then(|| {
            let mut keep = BooleanBufferBuilder::new(0);
            for u in units {
                match &plan.keep[u.row_group] {
                    Some(k) => keep.append_buffer(k),
                    // Selections return only live rows; scans have no deleted ones.
                    None => keep.append_n(u.live as usize, true),
                }
            }
            keep.finish()
        });
    (selection, keep)
}
