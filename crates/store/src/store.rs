use std::{
    collections::{BTreeMap, HashMap},
    path::{Path, PathBuf},
    sync::{atomic::AtomicU64, Arc, Mutex, RwLock},
    time::{Duration, Instant},
};

use arrow::array::RecordBatch;
use maskhouse_part::{mask, MaskMode, PartReader, RoaringBitmap};
use maskhouse_types::{codec, PartMeta, PartName, StagedPart, TableSchema};

use crate::{
    catalog::PartFile,
    keys,
    merger::{Built, Job, Merger, PendingMerge},
    validate_staging_id, ActivePart, Catalog, Error, MaskVersion, MetaFlush, MetaSync,
    MutationRecord, PredicateCompiler, Priority, Result, TableState,
};

/// Settings of the store; every field has a default.
#[derive(Clone, Debug)]
pub struct StoreConfig {
    pub data_dir: PathBuf,
    /// This node's id; it prefixes staged part ids so they are unique in the cluster.
    /// Default 1.
    pub node_id: u64,
    /// Staged files older than this are removed: by then their `AddParts` either
    /// committed (and a lagging replica fetches the part from a peer) or never will.
    /// Default 1 hour.
    pub staging_ttl_ms: u64,
    /// Threads that evaluate a DELETE over parts. Default: available cores. (A merge
    /// reads each input on a thread of its own.)
    pub delete_threads: usize,
    /// Most parts one merge may read. Default: 64.
    pub merge_parts_max: usize,
    /// The directory of the sled database the store lives in. When set, every flush
    /// that acknowledges something is followed by an `fdatasync` of its data file
    /// ([`MetaSync`]). Default: unset (tests on throwaway directories).
    pub meta_dir: Option<PathBuf>,
    /// Build merges on a worker thread of their own. Default: true. When false (the
    /// deterministic simulation, which must not let a thread race its simulated
    /// clock), a merge is built on the thread that first needs it: a caller of
    /// [`Store::build_merges`], or whoever waits for its result.
    pub merge_thread: bool,
    /// Bytes of decoded columns that scans keep for the next scan of the same row
    /// groups ([`Store::scan_columns`]); 0 keeps none. Default:
    /// [`SCAN_COLUMNS_BYTES_DEFAULT`].
    pub scan_columns_bytes: usize,
}

/// The write buffer of a staged part's file: a few pages of a column chunk per write.
const STAGE_BUFFER_BYTES: usize = 1 << 20;

/// Bytes of decoded columns scans keep by default: 1 GiB.
pub const SCAN_COLUMNS_BYTES_DEFAULT: usize = 1 << 30;

impl StoreConfig {
    pub fn new(data_dir: impl Into<PathBuf>) -> Self {
        StoreConfig {
            data_dir: data_dir.into(),
            node_id: 1,
            staging_ttl_ms: 3_600_000,
            delete_threads: std::thread::available_parallelism().map_or(2, |n| n.get()),
            merge_parts_max: 64,
            meta_dir: None,
            merge_thread: true,
            scan_columns_bytes: SCAN_COLUMNS_BYTES_DEFAULT,
        }
    }
}

/// A replica's tables, parts and masks. See the crate documentation.
pub struct Store {
    pub(crate) config: StoreConfig,
    pub(crate) tree: crate::kv::Tree,
    pub(crate) compiler: Arc<dyn PredicateCompiler>,
    pub(crate) catalog: RwLock<Arc<Catalog>>,
    /// Serializes appliers; readers never wait for it.
    pub(crate) apply_lock: Mutex<()>,
    pub(crate) staging_seq: AtomicU64,
    /// When the staging collector first saw each file it may collect (monotonic).
    pub(crate) staging_seen: Mutex<HashMap<PathBuf, Instant>>,
    /// Flushes of the metadata database, made durable, shared with the consensus
    /// layer's log: callers that wait together share one flush.
    meta_flush: Arc<MetaFlush>,
    /// The background merge worker (DESIGN §2.9: merges never run in apply).
    pub(crate) merger: Arc<Merger>,
    /// Part files applied entries removed from the catalog, kept in `parts/` until
    /// those entries are synced ([`Store::sync_applied`]).
    pub(crate) unsynced_obsolete: Mutex<Vec<Arc<crate::catalog::PartFile>>>,
    /// The parts' key filters (point lookups skip the parts that lack their keys).
    pub(crate) key_filters: crate::key_filter::KeyFilters,
    /// Key columns of row groups that lookups by key read, kept for the next ones.
    pub(crate) decoded_groups: crate::decoded::DecodedGroups,
    /// Decoded columns of row groups that scans read, kept for the next scan.
    scan_columns: Arc<crate::decoded::DecodedGroups>,
}

impl Drop for Store {
    fn drop(&mut self) {
        self.merger.stop();
    }
}

impl Store {
    /// Opens the store in `db` (which other layers may share, in other trees), loads the
    /// catalog, verifies every part file's checksum (a damaged one is reported for
    /// repair, see [`Store::damaged_parts`]) and removes files no command will need
    /// again.
    pub fn open(
        config: StoreConfig,
        db: &sled::Db,
        compiler: Arc<dyn PredicateCompiler>,
    ) -> Result<Self> {
        let tree = crate::kv::Tree::open(db, "catalog")?;
        let meta_sync = match &config.meta_dir {
            Some(dir) => Some(Arc::new(MetaSync::open(dir)?)),
            None => None,
        };
        for dir in [
            config.data_dir.join("parts"),
            config.data_dir.join("staging"),
        ] {
            maskhouse_part::create_dir_durable(&dir).map_err(|e| Error::Invalid(e.to_string()))?;
        }
        // A directory created by a run that stopped before its parent was fsynced:
        // durable now, before anything in it is relied on.
        for dir in [config.data_dir.clone(), config.data_dir.join("parts")] {
            maskhouse_part::sync_dir(&dir)?;
        }
        let merger = Arc::new(Merger::new(config.data_dir.clone(), !config.merge_thread));
        let scan_columns = Arc::new(crate::decoded::DecodedGroups::new(
            config.scan_columns_bytes,
        ));
        let store = Store {
            config,
            tree: tree.clone(),
            compiler,
            catalog: RwLock::new(Arc::new(Catalog::default())),
            apply_lock: Mutex::new(()),
            staging_seq: AtomicU64::new(0),
            staging_seen: Mutex::default(),
            meta_flush: Arc::new(MetaFlush::new(tree.sled().clone(), meta_sync)),
            merger,
            unsynced_obsolete: Mutex::default(),
            key_filters: Default::default(),
            decoded_groups: Default::default(),
            scan_columns,
        };
        let catalog = store.load()?;
        store.remove_unreferenced_files(&catalog)?;
        store.clear_runs();
        store.collect_staging(Duration::from_millis(store.config.staging_ttl_ms));
        *store.catalog.write().expect("not poisoned") = Arc::new(catalog);
        if store.config.merge_thread {
            let merger = store.merger.clone();
            std::thread::Builder::new()
                .name("merge-worker".into())
                .spawn(move || merger.run())
                .map_err(|e| Error::Invalid(format!("start the merge worker: {e}")))?;
        }
        store.resubmit_pending()?;
        Ok(store)
    }

    /// Submits the merges a restart found pending, with their inputs' masks as of the
    /// merge (later deletes are carried over at commit).
    pub(crate) fn resubmit_pending(&self) -> Result<()> {
        let snapshot = self.snapshot();
        for (table, state) in &snapshot.tables {
            for pending in state.pending.values() {
                match self.merge_job(table, state, pending) {
                    Ok(job) => self.merger.submit(job),
                    // Built once the mask is repaired (`retry_merge`).
                    Err(e) if e.damaged_mask().is_some() => {
                        self.merger.fail(table, pending.merge, &e)
                    }
                    Err(e) => return Err(e),
                }
            }
        }
        Ok(())
    }

    /// The job that builds `pending`: its inputs with their masks as of the merge.
    fn merge_job(&self, table: &str, state: &TableState, pending: &PendingMerge) -> Result<Job> {
        let mut inputs = Vec::new();
        for name in &pending.inputs {
            let part = state.parts.get(name).ok_or_else(|| {
                Error::Corrupt(format!("pending merge input {name} is not active"))
            })?;
            let mut mask = self.mask_as_of(table, name, pending.merge - 1)?;
            if let Some(condition) = &pending.expire {
                let catalog = self.snapshot();
                let priority = Priority::Background;
                mask -=
                    self.kept_rows(&catalog, &state.schema, part, &mask, condition, priority)?;
            }
            inputs.push((part.clone(), Arc::new(mask)));
        }
        Ok(Job {
            table: table.to_string(),
            pending: pending.clone(),
            schema: state.schema.clone(),
            inputs,
            // Resumed after a restart, or retried after a repair: nobody waits on it.
            priority: Priority::Background,
        })
    }

    /// Waits for the local result of the merge scheduled at `merge`; `None` when no
    /// such merge is pending here.
    pub fn wait_merge(&self, table: &str, merge: u64) -> Result<Option<Arc<Built>>> {
        let pending = self
            .snapshot()
            .table(table)
            .is_some_and(|t| t.pending.contains_key(&merge));
        if !pending {
            return Ok(None);
        }
        match self.merger.wait(table, merge) {
            Some(Ok(built)) => Ok(Some(built)),
            // Failed at open on a mask version damaged here, which a repair has fixed
            // since (nothing here is damaged now): build it again, and wait for that.
            Some(Err(failure)) if failure.mask_damaged && !self.has_damaged_masks() => {
                self.retry_merge(table, merge)?;
                match self.merger.wait(table, merge) {
                    Some(Ok(built)) => Ok(Some(built)),
                    Some(Err(failure)) => Err(Error::Invalid(format!(
                        "merge {merge} of {table}: {}",
                        failure.message
                    ))),
                    None => Ok(None),
                }
            }
            Some(Err(failure)) => match failure.damaged.first() {
                Some(part) => Err(Error::damaged(
                    table,
                    part,
                    None,
                    format!("merge {merge} failed on it: {}", failure.message),
                )),
                None => Err(Error::Invalid(format!(
                    "merge {merge} of {table}: {}",
                    failure.message
                ))),
            },
            None => Ok(None),
        }
    }

    /// Builds merge `merge` of `table` again after its build failed on inputs that
    /// were damaged here and have since been fetched again.
    pub fn retry_merge(&self, table: &str, merge: u64) -> Result<()> {
        let snapshot = self.snapshot();
        let Some(state) = snapshot.table(table) else {
            return Ok(());
        };
        let Some(pending) = state.pending.get(&merge) else {
            return Ok(());
        };
        self.merger.retry(self.merge_job(table, state, pending)?);
        Ok(())
    }

    /// Whether merges are built on the caller's thread (`merge_thread` off): then
    /// [`Store::wait_merge`] builds the merge it waits for instead of blocking.
    pub fn merges_inline(&self) -> bool {
        self.merger.is_inline()
    }

    /// Builds up to `max` queued merges on the calling thread when merges are inline;
    /// returns how many. With a merge thread it builds nothing.
    pub fn build_merges(&self, max: usize) -> usize {
        if !self.merger.is_inline() {
            return 0;
        }
        (0..max).take_while(|_| self.merger.build_next()).count()
    }

    /// Merges queued for the worker, and being built now.
    pub fn merge_counts(&self) -> (usize, usize) {
        self.merger.counts()
    }

    /// The local result of a pending merge, if built.
    pub fn merge_ready(&self, table: &str, merge: u64) -> Option<Arc<Built>> {
        self.merger.ready(table, merge)
    }

    /// Takes `meta` as the result of merge `merge` once the proposer's file replaced
    /// this replica's own (their checksums differed).
    pub fn adopt_merge(&self, table: &str, merge: u64, meta: PartMeta) {
        self.merger.adopt(table, merge, meta);
    }

    /// The metadata database's flushes, shared with the consensus layer's log.
    pub fn meta_flush(&self) -> Arc<MetaFlush> {
        self.meta_flush.clone()
    }

    /// Flushes the metadata database and makes the flush durable.
    pub(crate) fn flush(&self) -> Result<()> {
        self.meta_flush.flush().map_err(|e| {
            Error::Part(maskhouse_part::Error::Io {
                action: "sync metadata",
                path: self.config.data_dir.join("meta"),
                source: e,
            })
        })
    }

    /// The current snapshot. Parts it references stay on disk while it is held.
    pub fn snapshot(&self) -> Arc<Catalog> {
        self.catalog.read().expect("not poisoned").clone()
    }

    pub fn applied_index(&self) -> u64 {
        self.snapshot().applied_index
    }

    /// Whether the entry at `index` has been applied (readers see its effects).
    pub fn has_applied(&self, index: u64) -> bool {
        let s = self.snapshot();
        s.any_applied && s.applied_index >= index
    }

    pub fn staging_ttl_ms(&self) -> u64 {
        self.config.staging_ttl_ms
    }

    pub fn data_dir(&self) -> &Path {
        &self.config.data_dir
    }

    pub(crate) fn table_dir(&self, table: &str) -> PathBuf {
        self.config.data_dir.join("parts").join(table)
    }

    pub(crate) fn part_path(&self, table: &str, name: &PartName) -> PathBuf {
        self.table_dir(table).join(format!("{name}.parquet"))
    }

    pub(crate) fn staging_path(&self, staging_id: &str) -> PathBuf {
        self.config.data_dir.join("staging").join(staging_id)
    }

    /// Writes rows (already sorted by the sorting key) as a staged part file, ready to
    /// be named by an `AddParts` command.
    pub fn stage(&self, partition: &str, sorted: &RecordBatch) -> Result<StagedPart> {
        maskhouse_types::validate_partition_id(partition)?;
        let staging_id = self.staging_name();
        // Encoded straight into the file, row group by row group, while the next
        // group is encoded: the part's bytes are never held whole.
        let meta = maskhouse_part::publish_with(
            &self.config.data_dir.join("staging"),
            &staging_id,
            |file| {
                let out = std::io::BufWriter::with_capacity(STAGE_BUFFER_BYTES, file);
                let mut writer = maskhouse_part::PartWriter::new(out, sorted.schema())?;
                writer.write(sorted)?;
                let (out, meta) = writer.finish_into()?;
                let file = out.into_inner().map_err(|e| {
                    maskhouse_part::Error::Invalid(format!("write a staged part: {}", e.error()))
                })?;
                fail::fail_point!("stage::before_publish", |_| Err(
                    maskhouse_part::Error::Invalid("failpoint stage::before_publish".into())
                ));
                Ok((file, meta))
            },
        )?;
        Ok(StagedPart {
            staging_id,
            partition: partition.to_string(),
            meta,
        })
    }

    /// Removes staged files whose `AddParts` will not be proposed.
    pub fn discard_staged(&self, parts: &[StagedPart]) {
        // An id that is not a staging file name (a rejected entry may carry one) names
        // no file of ours.
        for p in parts
            .iter()
            .filter(|p| validate_staging_id(&p.staging_id).is_ok())
        {
            let _ = std::fs::remove_file(self.staging_path(&p.staging_id));
        }
    }

    /// Whether `part` may hold one of `probe`'s values in table column `column` (its
    /// first key column), as its key filter tells; true when it has none.
    pub(crate) fn may_hold_keys(
        &self,
        part: &ActivePart,
        column: usize,
        probe: &crate::KeyProbe,
    ) -> bool {
        let read = || -> Result<arrow::array::ArrayRef> {
            // A damaged file may make the decoder panic: the part then counts as
            // holding the keys, and the lookup's own read reports the damage.
            crate::delete::unwound(|| -> Result<arrow::array::ArrayRef> {
                let batches = self.read_part(part, Some(&[column]), false)?;
                let arrays: Vec<&dyn arrow::array::Array> =
                    batches.iter().map(|b| b.column(0).as_ref()).collect();
                Ok(arrow::compute::concat(&arrays)?)
            })?
        };
        match self.key_filters.of(part, column, read) {
            Some(filter) => filter.may_contain_any(probe),
            None => true,
        }
    }

    /// Bytes the key filters of the active parts take.
    pub fn key_filter_bytes(&self) -> u64 {
        self.key_filters.bytes()
    }

    /// Bytes of decoded row groups kept for lookups by key (at most
    /// [`crate::DECODED_GROUPS_BYTES_MAX`]).
    pub fn decoded_groups_bytes(&self) -> usize {
        self.decoded_groups.bytes()
    }

    /// The decoded columns scans keep (at most [`StoreConfig::scan_columns_bytes`]),
    /// one column of one row group per entry. What a scan returns does not depend on
    /// them: parts are immutable, masks are applied after, and a repaired part's
    /// entries are dropped.
    pub fn scan_columns(&self) -> &Arc<crate::decoded::DecodedGroups> {
        &self.scan_columns
    }

    /// Reads a part's rows, leaving out deleted ones when `apply_mask`.
    pub fn read_part(
        &self,
        part: &ActivePart,
        projection: Option<&[usize]>,
        apply_mask: bool,
    ) -> Result<Vec<RecordBatch>> {
        let (reader, _) = part.file.reader(&part.meta)?;
        let mask = apply_mask.then_some(part.mask.as_ref());
        Ok(reader.read(projection, mask, MaskMode::Auto)?)
    }

    /// The mask of `part` as of mutation `n`: rows deleted by mutations `<= n`.
    pub fn mask_as_of(&self, table: &str, part: &PartName, n: u64) -> Result<RoaringBitmap> {
        let mut out = RoaringBitmap::new();
        for (mutation, bitmap) in self.mask_versions(table, part)? {
            if mutation <= n {
                out |= bitmap;
            }
        }
        Ok(out)
    }

    /// Rows of `part` deleted by mutation `n` exactly.
    pub fn rows_deleted_by(&self, table: &str, part: &PartName, n: u64) -> Result<RoaringBitmap> {
        Ok(self
            .mask_versions(table, part)?
            .into_iter()
            .find(|(m, _)| *m == n)
            .map(|(_, b)| b)
            .unwrap_or_default())
    }

    /// Every stored mask version of a part, decoded and verified, by mutation.
    pub fn mask_versions(&self, table: &str, part: &PartName) -> Result<Vec<(u64, RoaringBitmap)>> {
        let snapshot = self.snapshot();
        let meta = snapshot
            .table(table)
            .and_then(|t| t.parts.get(part))
            .map(|p| p.meta.rows)
            .ok_or_else(|| Error::NotFound(format!("part {part} of table {table}")))?;
        let mut out = Vec::new();
        for kv in self.tree.scan_prefix(keys::mask_part_prefix(table, part)) {
            // Incomplete pieces are a damaged mask version (repaired from a peer), as
            // in `stored_mask`, not a corrupt store.
            let (k, v) = match kv {
                Err(crate::kv::Error::Pieces { key, reason }) => {
                    let number = mutation_suffix(&key)?;
                    return Err(Error::damaged_mask_version(table, part, number, reason));
                }
                other => other?,
            };
            let number = mutation_suffix(&k)?;
            let bitmap = mask::decode(&v, meta)
                .map_err(|e| Error::damaged_mask_version(table, part, number, e.to_string()))?;
            out.push((number, bitmap));
        }
        Ok(out)
    }

    /// The stored bytes of mask version `mutation` of an active part; incomplete pieces
    /// are a damaged mask version (repaired from a peer), not a corrupt store.
    pub(crate) fn stored_mask(
        &self,
        table: &str,
        part: &PartName,
        mutation: u64,
    ) -> Result<Option<sled::IVec>> {
        match self.tree.get(keys::mask(table, part, mutation)) {
            Err(crate::kv::Error::Pieces { reason, .. }) => {
                Err(Error::damaged_mask_version(table, part, mutation, reason))
            }
            other => Ok(other?),
        }
    }

    /// The state-machine bytes the consensus layer stored with the last command.
    pub fn state_machine_state(&self) -> Result<Option<Vec<u8>>> {
        Ok(self.tree.get(keys::STATE_MACHINE)?.map(|v| v.to_vec()))
    }

    pub(crate) fn load(&self) -> Result<Catalog> {
        let mut catalog = Catalog::default();
        if let Some(v) = self.tree.get(keys::APPLIED)? {
            catalog.any_applied = true;
            catalog.applied_index = u64::from_be_bytes(
                v.as_ref()
                    .try_into()
                    .map_err(|_| Error::Corrupt("applied index".into()))?,
            );
        }
        for kv in self.tree.scan_prefix(b"d\0") {
            let (k, _) = kv?;
            let name =
                std::str::from_utf8(&k[2..]).map_err(|_| Error::Corrupt("database name".into()))?;
            catalog.databases.insert(name.to_string());
        }
        let mut tables: BTreeMap<String, TableState> = BTreeMap::new();
        for kv in self.tree.scan_prefix(b"t\0") {
            let (_, v) = kv?;
            let schema: TableSchema = codec::decode(&v)?;
            tables.insert(schema.name.clone(), TableState::new(schema));
        }
        for kv in self.tree.scan_prefix(b"x\0") {
            let (k, _) = kv?;
            let name =
                std::str::from_utf8(&k[2..]).map_err(|_| Error::Corrupt("table name".into()))?;
            let t = tables
                .get_mut(name)
                .ok_or_else(|| Error::Corrupt(format!("stopped merges of unknown table {name}")))?;
            t.merges_stopped = true;
        }
        for kv in self.tree.scan_prefix(b"u\0") {
            let (k, v) = kv?;
            let m: MutationRecord = codec::decode(&v)?;
            let statement = keys::mutation_statement(&k, &m.table);
            let t = tables
                .get_mut(&m.table)
                .ok_or_else(|| Error::Corrupt(format!("mutation of unknown table {}", m.table)))?;
            t.insert_mutation(m, statement);
        }
        for kv in self.tree.scan_prefix(b"p\0") {
            let (k, v) = kv?;
            let f = keys::fields(&k, 2);
            let (table, name) = key_table_part(&f)?;
            let meta: PartMeta = codec::decode(&v)?;
            let path = self.part_path(&table, &name);
            let file = Arc::new(PartFile::new(path.clone()));
            // A damaged file does not keep the replica from starting: it is reported,
            // and the consensus layer fetches a verified copy (DESIGN §2.6).
            match PartReader::open_footer(&path, &meta) {
                Ok((_, footer)) => {
                    file.keep_footer(file.generation(), footer);
                }
                Err(e) if e.kind() == maskhouse_part::ErrorKind::Io => return Err(e.into()),
                Err(e) => {
                    tracing::error!(table, part = %name, error = %e, "part file damaged at open");
                    file.report_damage();
                }
            }
            let t = tables
                .get_mut(&table)
                .ok_or_else(|| Error::Corrupt(format!("part of unknown table {table}")))?;
            t.parts.insert(
                name.clone(),
                Arc::new(ActivePart {
                    name,
                    meta,
                    file,
                    masks: Vec::new(),
                    mask: Arc::new(RoaringBitmap::new()),
                }),
            );
        }
        for kv in self.tree.scan_prefix(b"m\0") {
            // A version whose pieces are incomplete is as damaged as one that fails to
            // decode.
            let (k, v) = match kv {
                Ok((k, v)) => (k, Ok(v)),
                Err(crate::kv::Error::Pieces { key, reason }) => (key.into(), Err(reason)),
                Err(e) => return Err(e.into()),
            };
            let f = keys::fields(&k, 3);
            let (table, name) = key_table_part(&f)?;
            let mutation = mutation_suffix(&k)?;
            let part = tables
                .get_mut(&table)
                .and_then(|t| t.parts.get_mut(&name))
                .ok_or_else(|| Error::Corrupt(format!("mask of unknown part {table}.{name}")))?;
            let part = Arc::make_mut(part);
            // A damaged version does not keep the replica from starting: it is kept
            // with a digest no healthy copy has, and the mask repair fetches the
            // majority's copy (DESIGN §2.1, §2.6); until then the part is not read.
            let rows = part.meta.rows;
            let decoded = match v {
                Ok(v) => match mask::decode(&v, rows) {
                    Ok(bitmap) => Ok((bitmap, v)),
                    Err(e) => Err((e.to_string(), mask::digest(&v, 0).crc)),
                },
                Err(reason) => Err((reason, 0)),
            };
            let (bitmap, v) = match decoded {
                Ok(decoded) => decoded,
                Err((e, crc)) => {
                    tracing::error!(table, part = %name, mutation, error = %e, "mask version damaged at open; it is fetched again from a peer");
                    part.masks.push(MaskVersion::damaged(mutation, crc));
                    continue;
                }
            };
            part.masks.push(MaskVersion {
                mutation,
                digest: mask::digest(&v, bitmap.len()),
            });
            let mut cumulative = part.mask.as_ref().clone();
            cumulative |= bitmap;
            part.mask = Arc::new(cumulative);
        }
        for kv in self.tree.scan_prefix(b"g\0") {
            let (k, v) = kv?;
            let f = keys::fields(&k, 2);
            let table = f
                .first()
                .and_then(|t| std::str::from_utf8(t).ok())
                .ok_or_else(|| Error::Corrupt("pending merge key".into()))?;
            let pending: crate::PendingMerge = codec::decode(&v)?;
            tables
                .get_mut(table)
                .ok_or_else(|| Error::Corrupt(format!("pending merge of unknown table {table}")))?
                .pending
                .insert(pending.merge, pending);
        }
        catalog.tables = tables.into_iter().map(|(k, v)| (k, Arc::new(v))).collect();
        Ok(catalog)
    }

    /// Removes part files that the catalog does not reference and that no command at or
    /// below the applied index will create again (a re-applied command recreates its
    /// own files).
    fn remove_unreferenced_files(&self, catalog: &Catalog) -> Result<()> {
        let parts_dir = self.config.data_dir.join("parts");
        let dirs = std::fs::read_dir(&parts_dir)
            .map_err(|e| Error::Invalid(format!("list {}: {e}", parts_dir.display())))?;
        for dir in dirs.flatten() {
            let table = dir.file_name().to_string_lossy().into_owned();
            let known = catalog.table(&table);
            let Ok(files) = std::fs::read_dir(dir.path()) else {
                continue;
            };
            for file in files.flatten() {
                let fname = file.file_name().to_string_lossy().into_owned();
                let Some(stem) = fname.strip_suffix(".parquet") else {
                    let _ = std::fs::remove_file(file.path());
                    continue;
                };
                let Ok(name) = stem.parse::<PartName>() else {
                    continue;
                };
                let referenced = known.is_some_and(|t| t.parts.contains_key(&name));
                let created_at = name.data_version.unwrap_or(name.max_block);
                if !referenced && created_at <= catalog.applied_index {
                    tracing::info!(file = %file.path().display(), "remove unreferenced part file");
                    let _ = std::fs::remove_file(file.path());
                }
            }
        }
        Ok(())
    }
}

fn key_table_part(fields: &[&[u8]]) -> Result<(String, PartName)> {
    let bad = || Error::Corrupt("catalog key".into());
    let table = std::str::from_utf8(fields.first().ok_or_else(bad)?).map_err(|_| bad())?;
    let part = std::str::from_utf8(fields.get(1).ok_or_else(bad)?).map_err(|_| bad())?;
    Ok((table.to_string(), part.parse().map_err(|_| bad())?))
}

pub(crate) fn mutation_suffix(key: &[u8]) -> Result<u64> {
    key.len()
        .checked_sub(8)
        .map(|at| u64::from_be_bytes(key[at..].try_into().expect("8 bytes")))
        .ok_or_else(|| Error::Corrupt("mask key".into()))
}
