//! The in-memory catalog: an immutable snapshot that readers hold while they scan.

use std::{
    collections::BTreeMap,
    path::PathBuf,
    sync::{
        atomic::{AtomicBool, Ordering},
        Arc,
    },
};

use maskhouse_part::{mask::MaskDigest, RoaringBitmap};
use maskhouse_types::{PartMeta, PartName, TableSchema};
use serde::{Deserialize, Serialize};

/// One version of a part's mask: the rows mutation `mutation` deleted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MaskVersion {
    pub mutation: u64,
    pub digest: MaskDigest,
}

/// A DELETE as recorded by this replica.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MutationRecord {
    pub table: String,
    pub number: u64,
    pub predicate: String,
    pub created_ms: u64,
    /// Rows this mutation deleted (not counting rows deleted before it).
    pub rows_deleted: u64,
    pub parts_touched: u32,
    /// Why the predicate could not be compiled or evaluated, when it could not. A failed
    /// mutation deleted nothing; every replica records the same reason (DESIGN §2.8).
    #[serde(default)]
    pub fail_reason: Option<String>,
    /// An UPDATE's `(column, expression)` assignments; empty for a DELETE. The rows it
    /// masked are counted in `rows_deleted` and written again with the new values.
    #[serde(default)]
    pub assignments: Vec<(String, String)>,
    /// A DELETE that waits for the table's merges to start (`Command::Delete`'s
    /// `asynchronous`): it has masked nothing yet, and these are the limits its
    /// subqueries run with when it does. `None` once applied (or for any other).
    #[serde(default)]
    pub waiting: Option<maskhouse_types::SubqueryLimits>,
}

impl MutationRecord {
    /// Whether the mutation has done all it will: applied, or failed for good.
    pub fn is_done(&self) -> bool {
        self.waiting.is_none()
    }
}

/// A part file on disk. When the part leaves the catalog it is marked obsolete, and the
/// file is removed once the last snapshot that reads it is gone.
#[derive(Debug)]
pub struct PartFile {
    pub path: PathBuf,
    obsolete: AtomicBool,
    /// A reader failed on this file, or it failed its checksum: the consensus layer
    /// verifies it and, if it is damaged, fetches it again from a peer (DESIGN §2.6).
    damaged: AtomicBool,
    /// What was read from the file and kept (see [`Parsed`]).
    parsed: std::sync::Mutex<Parsed>,
}

/// What is kept of a part file once read: its parsed footer (a point DELETE would parse
/// it again each time) and its key filter (built by the first lookup). Both are
/// forgotten when the file is reported damaged or repaired, which also bumps the
/// generation, so that nothing read before either is kept after.
#[derive(Debug, Default)]
struct Parsed {
    generation: u64,
    footer: Option<Arc<maskhouse_part::Footer>>,
    key_filter: Option<Arc<crate::key_filter::KeyFilter>>,
}

impl PartFile {
    pub fn new(path: PathBuf) -> Self {
        PartFile {
            path,
            obsolete: AtomicBool::new(false),
            damaged: AtomicBool::new(false),
            parsed: Default::default(),
        }
    }

    /// A reader of this file with its footer, parsed once: later readers only check
    /// that the file is there with its size, and each page they read against the sum
    /// the verifying pass took of it.
    pub(crate) fn reader(
        &self,
        meta: &PartMeta,
    ) -> crate::Result<(maskhouse_part::PartReader, Arc<maskhouse_part::Footer>)> {
        if let Some(footer) = self.kept_footer() {
            let reader = maskhouse_part::PartReader::open_with(&self.path, meta, &footer)?;
            return Ok((reader, footer));
        }
        let seen = self.generation();
        let (reader, footer) = maskhouse_part::PartReader::open_footer(&self.path, meta)?;
        Ok((reader, self.keep_footer(seen, footer)))
    }

    /// This file's footer, and the sum of each of its pages: parsed and verified once
    /// (the whole file is read then), kept until the file is reported damaged.
    pub fn footer(&self, meta: &PartMeta) -> crate::Result<Arc<maskhouse_part::Footer>> {
        if let Some(footer) = self.kept_footer() {
            return Ok(footer);
        }
        Ok(self.reader(meta)?.1)
    }

    fn kept_footer(&self) -> Option<Arc<maskhouse_part::Footer>> {
        let parsed = self.parsed.lock().expect("not poisoned");
        parsed.footer.clone().filter(|_| !self.is_damaged())
    }

    /// Keeps `footer`, parsed and verified at generation `seen`, unless the file was
    /// reported damaged or repaired since.
    pub(crate) fn keep_footer(
        &self,
        seen: u64,
        footer: impl Into<Arc<maskhouse_part::Footer>>,
    ) -> Arc<maskhouse_part::Footer> {
        let footer = footer.into();
        let mut parsed = self.parsed.lock().expect("not poisoned");
        if parsed.generation == seen && !self.is_damaged() {
            parsed.footer = Some(footer.clone());
        }
        footer
    }

    /// The key filter kept for this file, and the generation to give
    /// [`PartFile::keep_key_filter`] with one built now.
    pub(crate) fn key_filter(&self) -> (u64, Option<Arc<crate::key_filter::KeyFilter>>) {
        let parsed = self.parsed.lock().expect("not poisoned");
        let kept = parsed.key_filter.clone().filter(|_| !self.is_damaged());
        (parsed.generation, kept)
    }

    /// Keeps `filter`, built from what was read of this file at generation `seen`,
    /// unless the file was reported damaged or repaired since (or another filter was
    /// kept meanwhile, which is returned instead).
    pub(crate) fn keep_key_filter(
        &self,
        seen: u64,
        filter: Arc<crate::key_filter::KeyFilter>,
    ) -> Arc<crate::key_filter::KeyFilter> {
        let mut parsed = self.parsed.lock().expect("not poisoned");
        if parsed.generation != seen || self.is_damaged() {
            return filter;
        }
        parsed.key_filter.get_or_insert(filter).clone()
    }

    /// How many times the file was reported damaged or repaired so far: what was read
    /// of it at one generation may be kept only while it is still that generation.
    pub(crate) fn generation(&self) -> u64 {
        self.parsed.lock().expect("not poisoned").generation
    }

    pub fn mark_obsolete(&self) {
        self.obsolete.store(true, Ordering::Release);
    }

    /// Says that reading this file failed in a way damage could explain. Cheap, and
    /// safe to call from any reader: the check happens later, off the read path.
    pub fn report_damage(&self) {
        let first = {
            let mut parsed = self.parsed.lock().expect("not poisoned");
            parsed.forget();
            !self.damaged.swap(true, Ordering::AcqRel)
        };
        if first {
            tracing::warn!(path = %self.path.display(), "part file reported damaged");
        }
    }

    pub fn is_damaged(&self) -> bool {
        self.damaged.load(Ordering::Acquire)
    }

    pub(crate) fn clear_damage(&self) {
        // Read from the damaged copy, perhaps.
        let mut parsed = self.parsed.lock().expect("not poisoned");
        parsed.forget();
        self.damaged.store(false, Ordering::Release);
    }
}

impl Parsed {
    fn forget(&mut self) {
        *self = Parsed {
            generation: self.generation + 1,
            footer: None,
            key_filter: None,
        };
    }
}

impl Drop for PartFile {
    /// An obsolete file is not deleted at once: it moves to `retired/`, where a
    /// lagging replica replaying the log can still fetch it, until the staging
    /// collector removes it (DESIGN §3: a replica that lacks a part fetches it).
    fn drop(&mut self) {
        if self.obsolete.load(Ordering::Acquire) {
            if let Err(e) = retire(&self.path) {
                tracing::warn!(path = %self.path.display(), error = %e, "retire obsolete part file");
                let _ = std::fs::remove_file(&self.path);
            }
        }
    }
}

/// `DATA/parts/TABLE/NAME.parquet` → `DATA/retired/TABLE/NAME.parquet`.
pub(crate) fn retired_path(path: &std::path::Path) -> Option<PathBuf> {
    let table_dir = path.parent()?;
    let data_dir = table_dir.parent()?.parent()?;
    Some(
        data_dir
            .join("retired")
            .join(table_dir.file_name()?)
            .join(path.file_name()?),
    )
}

fn retire(path: &std::path::Path) -> std::io::Result<()> {
    let target = retired_path(path).ok_or_else(|| std::io::Error::other("no data directory"))?;
    if let Some(dir) = target.parent() {
        maskhouse_part::create_dir_durable(dir)?;
    }
    // Linked into `retired/` before it leaves `parts/`: a peer that has yet to apply
    // the part may fetch it from there, so it must not vanish in a power cut.
    maskhouse_part::move_durable(path, &target)?;
    // Its age in retirement counts from now.
    std::fs::File::options()
        .write(true)
        .open(&target)?
        .set_modified(std::time::SystemTime::now())
}

/// An active part with its masks as of the snapshot's applied index.
#[derive(Clone, Debug)]
pub struct ActivePart {
    pub name: PartName,
    pub meta: PartMeta,
    pub file: Arc<PartFile>,
    /// Mask versions, by mutation number, ascending.
    pub masks: Vec<MaskVersion>,
    /// Union of all mask versions.
    pub mask: Arc<RoaringBitmap>,
}

impl ActivePart {
    /// Rows not deleted, known without reading data.
    pub fn live_rows(&self) -> u64 {
        self.meta.rows - self.mask.len()
    }

    /// The newest mutation that deleted rows of this part, or 0.
    pub fn mask_version(&self) -> u64 {
        self.masks.last().map_or(0, |m| m.mutation)
    }
}

/// A table: schema, active parts by name, and the mutations it has seen.
#[derive(Clone, Debug)]
pub struct TableState {
    pub schema: Arc<TableSchema>,
    /// Persistent maps: every apply copies the table's state, and a copy of one of
    /// these shares all but the path it changes, so its cost does not grow with the
    /// parts a stream of small INSERTs leaves before merges, nor with the mutations a
    /// stream of DELETEs leaves.
    pub parts: imbl::OrdMap<PartName, Arc<ActivePart>>,
    /// By log index and statement within the entry (0 unless the entry is a group).
    pub mutations: imbl::OrdMap<(u64, u32), MutationRecord>,
    /// Merges scheduled and not yet committed, by the index that scheduled them.
    pub pending: BTreeMap<u64, crate::PendingMerge>,
    /// `SYSTEM STOP MERGES`: no merge of the table is proposed, in the background or
    /// by OPTIMIZE, until `SYSTEM START MERGES`.
    pub merges_stopped: bool,
    /// The mutations of [`MutationRecord::waiting`] DELETEs, in log order; empty
    /// whenever merges run.
    pub waiting: std::collections::BTreeSet<(u64, u32)>,
}

impl TableState {
    /// The parts the entry at `index` may mask rows of (invariant 2.2): older than it,
    /// and not rewritten past it by a merge.
    pub fn parts_before(&self, index: u64) -> Vec<Arc<ActivePart>> {
        self.parts
            .values()
            .filter(|p| p.name.mutation_applies(index))
            .cloned()
            .collect()
    }

    pub fn new(schema: TableSchema) -> Self {
        TableState {
            schema: Arc::new(schema),
            parts: imbl::OrdMap::new(),
            mutations: imbl::OrdMap::new(),
            pending: BTreeMap::new(),
            merges_stopped: false,
            waiting: Default::default(),
        }
    }

    /// Records `record`, statement `statement` of its entry, keeping the waiting
    /// DELETEs' index.
    pub fn insert_mutation(&mut self, record: MutationRecord, statement: u32) {
        let at = (record.number, statement);
        match record.is_done() {
            true => self.waiting.remove(&at),
            false => self.waiting.insert(at),
        };
        self.mutations.insert(at, record);
    }

    pub fn live_rows(&self) -> u64 {
        self.parts.values().map(|p| p.live_rows()).sum()
    }

    /// Whether a pending merge holds `part` as an input (no other merge may take it).
    pub fn is_merging(&self, part: &PartName) -> bool {
        self.pending.values().any(|m| m.inputs.contains(part))
    }
}

/// A consistent view of every table as of `applied_index`.
#[derive(Clone, Debug, Default)]
pub struct Catalog {
    pub tables: BTreeMap<String, Arc<TableState>>,
    /// The databases created besides `default` and `system`; a table `db.t` is in `db`.
    pub databases: std::collections::BTreeSet<String>,
    pub applied_index: u64,
    /// False until the first entry (which may have index 0) is applied.
    pub(crate) any_applied: bool,
}

impl Catalog {
    pub fn table(&self, name: &str) -> Option<&Arc<TableState>> {
        self.tables.get(name)
    }
}

#[cfg(test)]
mod footer_tests {
    use std::sync::Arc;

    use arrow::array::{RecordBatch, UInt64Array};

    use super::PartFile;

    /// Guards DESIGN §2.6 (a corrupt part is fetched again from a healthy replica, and
    /// nothing read from the damaged copy is trusted): a part's footer is parsed once
    /// and kept, but never while the file is reported damaged, and what was kept is
    /// forgotten when it is.
    #[test]
    fn a_footer_is_kept_until_the_file_is_reported_damaged() {
        let dir = tempfile::tempdir().unwrap();
        let batch = RecordBatch::try_from_iter([(
            "k",
            Arc::new(UInt64Array::from_iter_values(0..1000)) as _,
        )])
        .unwrap();
        let (bytes, meta) = maskhouse_part::encode_part(&batch).unwrap();
        let path = dir.path().join("p.parquet");
        std::fs::write(&path, &bytes).unwrap();
        let file = PartFile::new(path.clone());
        let (_, first) = file.reader(&meta).unwrap();
        let (reader, again) = file.reader(&meta).unwrap();
        assert!(Arc::ptr_eq(&first, &again), "parsed once");
        assert_eq!(again.row_group_stats().len(), meta.row_group_rows.len());
        let rows: usize = reader
            .read(None, None, maskhouse_part::MaskMode::Auto)
            .unwrap()
            .iter()
            .map(|b| b.num_rows())
            .sum();
        assert_eq!(rows, 1000);
        // A file that lost its tail is refused even with its footer kept.
        std::fs::write(&path, &bytes[..bytes.len() - 8]).unwrap();
        assert!(file.reader(&meta).is_err());
        std::fs::write(&path, &bytes).unwrap();
        file.report_damage();
        let (_, while_damaged) = file.reader(&meta).unwrap();
        assert!(
            !Arc::ptr_eq(&first, &while_damaged),
            "forgotten when damaged"
        );
        let (_, still) = file.reader(&meta).unwrap();
        assert!(
            !Arc::ptr_eq(&while_damaged, &still),
            "not kept while damaged"
        );
        file.clear_damage();
        let (_, repaired) = file.reader(&meta).unwrap();
        let (_, kept) = file.reader(&meta).unwrap();
        assert!(Arc::ptr_eq(&repaired, &kept), "kept again once repaired");
    }

    /// Guards DESIGN §2.1 and §2.6: a key filter lets a point lookup skip a part
    /// without reading it, so one built from a damaged copy (which may decode without
    /// some of the part's keys) could make this replica mask fewer rows than the
    /// others. A filter is not kept while the file is reported damaged, one kept
    /// before is forgotten when it is, and one whose read began before a report or a
    /// repair is not kept.
    #[test]
    fn a_key_filter_is_never_kept_across_damage() {
        let budget = Arc::new(std::sync::atomic::AtomicU64::new(0));
        let filter = || {
            let keys: arrow::array::ArrayRef = Arc::new(UInt64Array::from(vec![1, 2]));
            Arc::new(crate::key_filter::KeyFilter::new(&keys, budget.clone()).unwrap())
        };
        let file = PartFile::new("unused.parquet".into());
        let (seen, none) = file.key_filter();
        assert!(none.is_none());
        let built = file.keep_key_filter(seen, filter());
        let (_, kept) = file.key_filter();
        assert!(kept.is_some_and(|k| Arc::ptr_eq(&k, &built)), "kept");
        file.report_damage();
        assert!(file.key_filter().1.is_none(), "forgotten when damaged");
        let (seen, _) = file.key_filter();
        file.keep_key_filter(seen, filter());
        assert!(file.key_filter().1.is_none(), "not kept while damaged");
        file.clear_damage();
        // A read that began before the repair.
        file.keep_key_filter(seen, filter());
        assert!(
            file.key_filter().1.is_none(),
            "not kept from before the repair"
        );
        let (seen, _) = file.key_filter();
        file.keep_key_filter(seen, filter());
        assert!(file.key_filter().1.is_some(), "kept again once repaired");
    }
}
