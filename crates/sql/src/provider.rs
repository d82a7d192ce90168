//! The table DataFusion scans: active parts as Parquet files, each with an access plan
//! that skips deleted rows while decoding (DESIGN §3, SELECT).

use std::{
    collections::HashMap,
    path::PathBuf,
    sync::{Arc, Mutex},
};

use arrow::datatypes::SchemaRef;
use async_trait::async_trait;
use datafusion::{
    catalog::{Session, TableProvider},
    common::{stats::Precision, Statistics},
    datasource::physical_plan::parquet::RowGroupAccess,
    datasource::{
        listing::PartitionedFile,
        physical_plan::{
            parquet::ParquetAccessPlan, FileGroup, FileScanConfigBuilder, ParquetSource,
        },
        source::DataSourceExec,
    },
    execution::object_store::ObjectStoreUrl,
    logical_expr::{Expr, TableProviderFilterPushDown, TableType},
    physical_plan::ExecutionPlan,
};
use maskhouse_part::{schema::arrow_schema, selection};
use maskhouse_store::{ActivePart, TableState};

/// Access plans by part file and mask state. A part's mask changes only by a new
/// mutation, so a plan is built once per (part, mask version) instead of per query.
#[derive(Default)]
pub struct PlanCache {
    plans: Mutex<HashMap<(PathBuf, u64, u64), Arc<ParquetAccessPlan>>>,
}

/// Entries kept before the cache starts over (plans of merged-away parts go then).
const PLAN_CACHE_ENTRIES_MAX: usize = 4096;

impl PlanCache {
    fn get(&self, part: &ActivePart) -> Arc<ParquetAccessPlan> {
        let key = (part.file.path.clone(), part.mask_version(), part.mask.len());
        if let Some(plan) = self.plans.lock().expect("not poisoned").get(&key) {
            return plan.clone();
        }
        let plans = selection::plan(&part.mask, &part.meta.row_group_rows)
            .into_iter()
            .map(|p| match p {
                selection::RowGroupPlan::Skip => RowGroupAccess::Skip,
                selection::RowGroupPlan::Scan => RowGroupAccess::Scan,
                selection::RowGroupPlan::Select(s) => RowGroupAccess::Selection(s),
            })
            .collect();
        let plan = Arc::new(ParquetAccessPlan::new(plans));
        let mut cache = self.plans.lock().expect("not poisoned");
        if cache.len() >= PLAN_CACHE_ENTRIES_MAX {
            cache.clear();
        }
        cache.insert(key, plan.clone());
        plan
    }
}

/// A snapshot of one table's active parts and masks, as a DataFusion table.
pub struct MaskTable {
    table: Arc<TableState>,
    schema: SchemaRef,
    apply_mask: bool,
    plans: Arc<PlanCache>,
}

impl std::fmt::Debug for MaskTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "MaskTable({})", self.table.schema.name)
    }
}

impl MaskTable {
    /// `apply_mask = false` shows deleted rows (`SETTINGS apply_deleted_mask = 0`).
    pub fn new(table: Arc<TableState>, apply_mask: bool, plans: Arc<PlanCache>) -> Self {
        let schema = arrow_schema(&table.schema);
        MaskTable {
            table,
            schema,
            apply_mask,
            plans,
        }
    }

    fn file(&self, part: &ActivePart) -> PartitionedFile {
        let path = part.file.path.to_string_lossy().into_owned();
        let mut file = PartitionedFile::new(path, part.meta.bytes);
        if self.apply_mask && !part.mask.is_empty() {
            file.extensions.insert_arc(self.plans.get(part));
        }
        file
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
        Ok(vec![TableProviderFilterPushDown::Inexact; filters.len()])
    }

    async fn scan(
        &self,
        state: &dyn Session,
        projection: Option<&Vec<usize>>,
        filters: &[Expr],
        limit: Option<usize>,
    ) -> datafusion::error::Result<Arc<dyn ExecutionPlan>> {
        let rows_of = |p: &ActivePart| {
            if self.apply_mask {
                p.live_rows()
            } else {
                p.meta.rows
            }
        };
        let mut parts: Vec<_> = self
            .table
            .parts
            .values()
            .filter(|p| rows_of(p) > 0)
            .collect();
        // Balance parts over partitions by rows, largest first.
        parts.sort_by_key(|p| std::cmp::Reverse(rows_of(p)));
        let partitions = state
            .config()
            .target_partitions()
            .max(1)
            .min(parts.len().max(1));
        let mut groups: Vec<(u64, Vec<PartitionedFile>)> = vec![(0, vec![]); partitions];
        for p in &parts {
            let g = groups
                .iter_mut()
                .min_by_key(|g| g.0)
                .expect("at least one group");
            g.0 += rows_of(p);
            g.1.push(self.file(p));
        }
        // Exact live rows let `SELECT count()` be answered from metadata; min/max stay
        // unknown since deleted rows may hold the extremes.
        let mut stats = Statistics::new_unknown(&self.schema);
        stats.num_rows = Precision::Exact(parts.iter().map(|p| rows_of(p) as usize).sum());
        // Filters reach the Parquet source through DataFusion's physical filter
        // pushdown (row group and page pruning); `filters` here would duplicate them.
        let _ = filters;
        let source = ParquetSource::new(self.schema.clone()).with_enable_page_index(true);
        let config =
            FileScanConfigBuilder::new(ObjectStoreUrl::local_filesystem(), Arc::new(source))
                .with_file_groups(groups.into_iter().map(|(_, f)| FileGroup::new(f)).collect())
                .with_statistics(stats)
                .with_projection_indices(projection.cloned())?
                .with_limit(limit)
                .build();
        Ok(DataSourceExec::from_data_source(config))
    }
}
