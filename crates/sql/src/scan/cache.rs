//! Footers, row group statistics and mask plans, shared by every query of a node.

use std::{
    collections::HashMap,
    path::PathBuf,
    sync::{Arc, Mutex},
};

use arrow::datatypes::{DataType, Field, Schema, SchemaRef};
use maskhouse_part::BlockSums;
use maskhouse_store::{ActivePart, DecodedGroups};
use maskhouse_types::ColumnStats;
use parquet::arrow::arrow_reader::{ArrowReaderMetadata, ArrowReaderOptions};

use super::{parquet_error, plan::MaskPlan};

/// Entries kept by each cache before it starts over (entries of merged-away parts go
/// then).
const CACHE_ENTRIES_MAX: usize = 4096;

/// Per row group, per column: what the footer records (`None`: never pruned).
pub(super) type RowGroupStats = Arc<Vec<Option<Vec<ColumnStats>>>>;

/// What a scan reads of a part's footer.
#[derive(Clone)]
pub(super) struct ScanFooter {
    /// The footer, strings read as views.
    pub metadata: ArrowReaderMetadata,
    pub stats: RowGroupStats,
    /// What each block read is checked against.
    pub sums: Arc<BlockSums>,
}

/// Footers and mask plans, shared by every query of a node. Parts are immutable and a
/// part's mask changes only by a new mutation, so a footer is read once per part file
/// and a plan built once per (part, mask state: version, cardinality, digests). Entries
/// of merged-away parts go when a cache reaches [`CACHE_ENTRIES_MAX`] and starts over.
///
/// With [`ScanCache::with_columns`], scans also keep the columns they decode, whole row
/// groups unmasked, in the store's [`DecodedGroups`] (a bounded memory, least recently
/// used first): the next scan of the row group filters the kept arrays by its mask
/// instead of decompressing and decoding the file again.
#[derive(Default)]
pub struct ScanCache {
    footers: Mutex<HashMap<PathBuf, ScanFooter>>,
    /// One plan per part, for its newest mask seen: a plan's keep-filters take a bit
    /// per row, so older versions are not kept.
    plans: Mutex<HashMap<PathBuf, (MaskState, Arc<MaskPlan>)>>,
    columns: Option<Arc<DecodedGroups>>,
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

impl ScanCache {
    /// Footers and plans, and the decoded columns kept in `columns` (nothing kept when
    /// its size is 0).
    pub fn with_columns(columns: Arc<DecodedGroups>) -> Self {
        ScanCache {
            columns: (columns.bytes_max() > 0).then_some(columns),
            ..ScanCache::default()
        }
    }

    /// Where scans keep decoded columns, if they do.
    pub(super) fn columns(&self) -> Option<&Arc<DecodedGroups>> {
        self.columns.as_ref()
    }

    /// The part's footer, its strings read as views, its row group statistics, and
    /// the sums its blocks are checked against (the part's own, verified once).
    pub(super) fn footer(&self, part: &ActivePart) -> datafusion::error::Result<ScanFooter> {
        let path = &part.file.path;
        if let Some(m) = self.footers.lock().expect("not poisoned").get(path) {
            return Ok(m.clone());
        }
        let stored = part
            .file
            .footer(&part.meta)
            .map_err(|e| super::damaged(path, e))?;
        let options =
            ArrowReaderOptions::new().with_schema(with_string_views(stored.metadata().schema()));
        let metadata = ArrowReaderMetadata::try_new(stored.metadata().metadata().clone(), options)
            .map_err(|e| parquet_error(path, e))?;
        let entry = ScanFooter {
            metadata,
            stats: Arc::new(stored.row_group_stats().to_vec()),
            sums: stored.sums().clone(),
        };
        let mut cache = self.footers.lock().expect("not poisoned");
        if cache.len() >= CACHE_ENTRIES_MAX {
            cache.clear();
        }
        cache.insert(path.to_path_buf(), entry.clone());
        Ok(entry)
    }

    pub(super) fn plan(&self, part: &ActivePart) -> Arc<MaskPlan> {
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

/// `schema` with its strings as `Utf8View`. Scans decode strings into views: no copy of
/// short strings, and filtering and hashing work on fixed 16-byte views.
pub(super) fn with_string_views(schema: &Schema) -> SchemaRef {
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
