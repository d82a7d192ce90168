//! Merges out of apply (DESIGN §2.9). Applying `MergeParts` at log index M only
//! records a pending merge and hands it to this worker; the worker streams the inputs
//! with their masks as of M through a k-way merge into the part writer (bounded
//! memory: a few batches per input and a few row groups), publishes the result file, and
//! keeps where each input row went. `CommitMerge` later registers the result and carries over the
//! masks of deletes committed in between, through that placement.

use std::{
    collections::{HashMap, VecDeque},
    path::PathBuf,
    sync::{Arc, Condvar, Mutex},
};

use maskhouse_part::{
    merge::{merge_streams, Placement, Source},
    schema::arrow_schema,
    MaskMode, PartReader, PartWriter, RoaringBitmap, ROW_GROUP_ROWS,
};
use maskhouse_types::{PartMeta, PartName, TableSchema};
use serde::{Deserialize, Serialize};

use crate::{ActivePart, Error, Priority, Result};

/// A merge scheduled by the `MergeParts` entry at index `merge`, not yet committed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingMerge {
    pub merge: u64,
    pub inputs: Vec<PartName>,
    pub name: PartName,
    /// A TTL's rewrite: the condition of its expired rows (see `Command::MergeParts`).
    pub expire: Option<String>,
}

/// One merge to build: the inputs with their masks as of the merge.
pub(crate) struct Job {
    pub table: String,
    pub pending: PendingMerge,
    pub schema: Arc<TableSchema>,
    pub inputs: Vec<(Arc<ActivePart>, Arc<RoaringBitmap>)>,
    /// Built at this priority (its reader and encoder threads too).
    pub priority: Priority,
}

/// A built merge result: its file's metadata, where each input's live rows went, and
/// the input masks it applied.
pub struct Built {
    pub name: PartName,
    pub meta: PartMeta,
    /// `placement[i][k]`: the result row of the `k`-th live row of input `i`.
    pub placement: Placement,
    /// Input masks as of the merge.
    pub masks: Vec<Arc<RoaringBitmap>>,
    /// The result's footer and block sums, from the pass that verified the file built
    /// here (None once a fetched copy replaced it): kept by the committed part, whose
    /// first reader then reads no more than the footer.
    pub footer: Option<Arc<maskhouse_part::Footer>>,
}

impl Built {
    /// The result row of row `row` of input `i` (a row live as of the merge).
    pub fn position(&self, i: usize, row: u32) -> Option<u32> {
        let live_rank = u64::from(row) - self.masks[i].rank(row);
        self.placement[i].get(live_rank as usize).copied()
    }
}

type Key = (String, u64);

/// Builds of one merge before its failure is kept (see [`Merger::finish`]).
const BUILD_ATTEMPTS: usize = 3;

/// The inputs of `job` whose file is damaged on this replica now.
fn damaged_inputs(job: &Job) -> Vec<PartName> {
    job.inputs
        .iter()
        .filter(|(part, _)| {
            matches!(
                crate::damage::blame(&job.table, part, Error::Invalid(String::new())),
                Error::DamagedPart(_)
            )
        })
        .map(|(part, _)| part.name.clone())
        .collect()
}

/// Why a merge could not be built here.
#[derive(Clone, Debug)]
pub(crate) struct Failure {
    pub message: String,
    /// Inputs whose file is damaged on this replica: once they are fetched again, the
    /// merge can be built again ([`Merger::retry`]).
    pub damaged: Vec<PartName>,
    /// The build never started: an input's mask version was damaged here
    /// ([`Merger::fail`]). Once it is repaired, the merge can be built again.
    pub mask_damaged: bool,
}

type Outcome = std::result::Result<Arc<Built>, Failure>;

#[derive(Default)]
struct State {
    queue: VecDeque<Job>,
    /// Queued or building.
    busy: Vec<Key>,
    done: HashMap<Key, Outcome>,
    stop: bool,
}

/// The background merge worker's queue and results.
pub(crate) struct Merger {
    state: Mutex<State>,
    changed: Condvar,
    data_dir: PathBuf,
    /// No worker thread: a queued merge is built by [`Merger::build_next`] or by the
    /// first caller that waits for it, on the caller's thread.
    inline: bool,
}

impl Merger {
    pub fn new(data_dir: PathBuf, inline: bool) -> Self {
        Merger {
            state: Mutex::default(),
            changed: Condvar::new(),
            data_dir,
            inline,
        }
    }

    pub fn is_inline(&self) -> bool {
        self.inline
    }

    pub fn submit(&self, job: Job) {
        let mut s = self.state.lock().expect("not poisoned");
        let key = (job.table.clone(), job.pending.merge);
        if s.busy.contains(&key) || s.done.contains_key(&key) {
            return;
        }
        tracing::info!(table = %job.table, merge = job.pending.merge, part = %job.pending.name, inputs = job.inputs.len(), "merge scheduled");
        s.busy.push(key);
        s.queue.push_back(job);
        self.changed.notify_all();
    }

    /// Waits for the result of merge `merge` of `table`; `None` if it was never
    /// submitted (or was forgotten).
    pub fn wait(&self, table: &str, merge: u64) -> Option<Outcome> {
        let key = (table.to_string(), merge);
        let mut s = self.state.lock().expect("not poisoned");
        loop {
            if let Some(r) = s.done.get(&key) {
                return Some(r.clone());
            }
            if !s.busy.contains(&key) || s.stop {
                return None;
            }
            if self.inline {
                // Not queued: built or being built elsewhere (it was busy), or gone.
                let at = s
                    .queue
                    .iter()
                    .position(|j| (j.table.as_str(), j.pending.merge) == (table, merge))?;
                let job = s.queue.remove(at).expect("position found");
                drop(s);
                self.finish(job);
                s = self.state.lock().expect("not poisoned");
                continue;
            }
            s = self.changed.wait(s).expect("not poisoned");
        }
    }

    /// Builds the oldest queued merge on the calling thread; false when none is queued.
    pub fn build_next(&self) -> bool {
        let job = self.state.lock().expect("not poisoned").queue.pop_front();
        match job {
            Some(job) => {
                self.finish(job);
                true
            }
            None => false,
        }
    }

    /// Merges waiting for the worker, and the one it builds (0 or 1).
    pub fn counts(&self) -> (usize, usize) {
        let s = self.state.lock().expect("not poisoned");
        (s.queue.len(), s.busy.len() - s.queue.len())
    }

    /// The result, if built.
    pub fn ready(&self, table: &str, merge: u64) -> Option<Arc<Built>> {
        let s = self.state.lock().expect("not poisoned");
        match s.done.get(&(table.to_string(), merge)) {
            Some(Ok(b)) => Some(b.clone()),
            _ => None,
        }
    }

    /// Replaces a result's metadata after its file was replaced by the proposer's.
    pub fn adopt(&self, table: &str, merge: u64, meta: PartMeta) {
        let mut s = self.state.lock().expect("not poisoned");
        if let Some(Ok(b)) = s.done.get_mut(&(table.to_string(), merge)) {
            *b = Arc::new(Built {
                name: b.name.clone(),
                meta,
                placement: b.placement.clone(),
                masks: b.masks.clone(),
                footer: None,
            });
        }
    }

    /// Records that merge `merge` of `table` could not even be started: an input's mask
    /// is damaged here (`error`); [`Merger::retry`] submits it once it is repaired.
    pub fn fail(&self, table: &str, merge: u64, error: &Error) {
        let mut s = self.state.lock().expect("not poisoned");
        s.done.insert(
            (table.to_string(), merge),
            Err(Failure {
                message: error.to_string(),
                damaged: Vec::new(),
                mask_damaged: true,
            }),
        );
        self.changed.notify_all();
    }

    /// Submits `job` again after its build failed (its damaged inputs were repaired).
    pub fn retry(&self, job: Job) {
        let key = (job.table.clone(), job.pending.merge);
        let failed = matches!(
            self.state.lock().expect("not poisoned").done.get(&key),
            Some(Err(_))
        );
        if failed {
            self.state.lock().expect("not poisoned").done.remove(&key);
            self.submit(job);
        }
    }

    /// The merges of `table` whose build failed on `part`'s file, damaged here.
    pub fn failed_on(&self, table: &str, part: &PartName) -> Vec<u64> {
        let s = self.state.lock().expect("not poisoned");
        s.done
            .iter()
            .filter(|((t, _), outcome)| {
                t == table && matches!(outcome, Err(f) if f.damaged.contains(part))
            })
            .map(|((_, merge), _)| *merge)
            .collect()
    }

    pub fn forget(&self, table: &str, merge: u64) {
        let mut s = self.state.lock().expect("not poisoned");
        s.done.remove(&(table.to_string(), merge));
    }

    /// Forgets every merge of `table` (dropped or truncated).
    pub fn forget_table(&self, table: &str) {
        let mut s = self.state.lock().expect("not poisoned");
        s.done.retain(|(t, _), _| t != table);
        s.queue.retain(|j| j.table != table);
        s.busy.retain(|(t, _)| t != table);
        self.changed.notify_all();
    }

    pub fn stop(&self) {
        self.state.lock().expect("not poisoned").stop = true;
        self.changed.notify_all();
    }

    /// The worker loop: builds queued merges one at a time (each reads its inputs on
    /// a thread per input) until [`Merger::stop`]. Not run when the merger is inline.
    pub fn run(&self) {
        loop {
            let job = {
                let mut s = self.state.lock().expect("not poisoned");
                loop {
                    if s.stop {
                        return;
                    }
                    if let Some(job) = s.queue.pop_front() {
                        break job;
                    }
                    s = self.changed.wait(s).expect("not poisoned");
                }
            };
            self.finish(job);
        }
    }

    /// Builds `job` and records its result for the waiters.
    fn finish(&self, job: Job) {
        let key = (job.table.clone(), job.pending.merge);
        let started = std::time::Instant::now();
        // A damaged input may make the decoder panic; the worker must go on.
        let run = || {
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| build(&job, &self.data_dir)))
                .unwrap_or_else(|payload| {
                    Err(Error::Invalid(format!(
                        "the merge build panicked: {}",
                        crate::delete::panic_message(payload.as_ref())
                    )))
                })
        };
        // In the background, on a thread of its own: the worker's thread could not be
        // made less nice again for the next merge. Inline builds stay on the caller's.
        let build_once = || {
            if job.priority == Priority::Background && !self.inline {
                std::thread::scope(|s| {
                    std::thread::Builder::new()
                        .name("merge-build".into())
                        .spawn_scoped(s, || {
                            job.priority.enter();
                            run()
                        })
                        .map_err(|e| Error::Invalid(format!("start a merge build: {e}")))?
                        .join()
                        .unwrap_or_else(|_| Err(Error::Invalid("the merge build panicked".into())))
                })
            } else {
                run()
            }
        };
        // A build that failed while none of its inputs is damaged now met a file that
        // was being repaired (a reader found it damaged, and the repair replaced it
        // under the build): built again from the repaired file, it succeeds. A build
        // that fails on sound inputs fails every time, so a few attempts tell them apart.
        let mut result = build_once();
        // The inputs found damaged when a build failed: a repair may replace them
        // before the failure is recorded below.
        let mut damaged_seen: Vec<PartName> = Vec::new();
        for _ in 1..BUILD_ATTEMPTS {
            if result.is_ok() {
                break;
            }
            damaged_seen = damaged_inputs(&job);
            if !damaged_seen.is_empty() {
                break;
            }
            tracing::warn!(table = %job.table, merge = job.pending.merge, error = %result.as_ref().err().map(|e| e.to_string()).unwrap_or_default(), "merge build failed on sound inputs; building it again");
            std::thread::sleep(std::time::Duration::from_millis(200));
            result = build_once();
        }
        let outcome = match result {
            Ok(b) => {
                tracing::info!(table = %job.table, part = %b.name, rows = b.meta.rows, elapsed_ms = started.elapsed().as_millis() as u64, "merge built");
                Ok(Arc::new(b))
            }
            Err(e) => {
                let mut damaged = damaged_inputs(&job);
                for part in damaged_seen {
                    if !damaged.contains(&part) {
                        damaged.push(part);
                    }
                }
                tracing::error!(table = %job.table, merge = job.pending.merge, error = %e, damaged_inputs = ?damaged, "merge failed");
                Err(Failure {
                    message: e.to_string(),
                    damaged,
                    mask_damaged: false,
                })
            }
        };
        let damaged: Vec<PartName> = match &outcome {
            Err(f) => f.damaged.clone(),
            Ok(_) => Vec::new(),
        };
        {
            let mut s = self.state.lock().expect("not poisoned");
            // A table dropped meanwhile forgot the merge: keep nothing.
            if !s.busy.contains(&key) {
                return;
            }
            s.busy.retain(|k| *k != key);
            s.done.insert(key, outcome);
            self.changed.notify_all();
        }
        // A repair that replaced a damaged input between the failure and its record
        // found no failure to build again (`Store::part_repaired` reads the record):
        // once every such input is sound again, the merge is built again here.
        let repaired = |name: &PartName| {
            job.inputs.iter().any(|(part, _)| {
                part.name == *name
                    && maskhouse_part::verify_file(&part.file.path, &part.meta).is_ok()
            })
        };
        if !damaged.is_empty() && damaged.iter().all(repaired) {
            tracing::info!(table = %job.table, merge = job.pending.merge, "inputs repaired while the merge failed; building it again");
            self.retry(job);
        }
    }
}

/// Batches of one input waiting to be merged, per input (bounded memory).
const PREFETCH_BATCHES: usize = 2;

/// Builds a merge with bounded memory: each input is decoded on its own thread, at most
/// [`PREFETCH_BATCHES`] batches ahead; the merge streams rows into the part writer,
/// which encodes the row groups' columns on every core while the merge fills the next
/// (at most [`maskhouse_part::GROUPS_IN_FLIGHT`] groups in flight).
fn build(job: &Job, data_dir: &std::path::Path) -> Result<Built> {
    let schema = &job.schema;
    let arrow = arrow_schema(schema);
    let key = schema.sort_key();
    let mut sources: Vec<Source> = Vec::new();
    for (part, mask) in &job.inputs {
        let (reader, _) = part.file.reader(&part.meta)?;
        let stream = reader.stream(None, Some(mask.as_ref().clone()), MaskMode::Auto)?;
        let (tx, rx) = std::sync::mpsc::sync_channel(PREFETCH_BATCHES);
        std::thread::Builder::new()
            .name("merge-read".into())
            .spawn(move || {
                for batch in stream {
                    if tx.send(batch).is_err() {
                        return;
                    }
                }
            })
            .map_err(|e| Error::Invalid(format!("start a merge reader: {e}")))?;
        sources.push(Box::new(rx.into_iter()));
    }
    let dir = data_dir.join("parts").join(&job.table);
    maskhouse_part::create_dir_durable(&dir).map_err(|e| Error::Invalid(e.to_string()))?;
    let file_name = format!("{}.parquet", job.pending.name);
    // A unique temporary name: a build left running by a store being closed must not
    // write into the same file as the build of the store reopened on the directory.
    static BUILDS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let build = BUILDS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let tmp = dir.join(format!(".{file_name}.{}-{build}.tmp", std::process::id()));
    let io =
        |what: &str, e: std::io::Error| Error::Invalid(format!("{what} {}: {e}", tmp.display()));
    let file = std::fs::File::create(&tmp).map_err(|e| io("create", e))?;
    let mut writer = PartWriter::new(std::io::BufWriter::new(file), arrow.clone())?;
    let placement = merge_streams(&arrow, sources, &key, ROW_GROUP_ROWS, |batch| {
        writer.write(&batch)
    })?;
    let (out, meta) = writer.finish_into()?;
    fail::fail_point!("merge::encoded", |_| Err(Error::Invalid(
        "failpoint merge::encoded".into()
    )));
    let file = out.into_inner().map_err(|e| io("flush", e.into_error()))?;
    file.sync_all().map_err(|e| io("fsync", e))?;
    drop(file);
    let path = dir.join(&file_name);
    std::fs::rename(&tmp, &path).map_err(|e| io("rename", e))?;
    maskhouse_part::sync_dir(&dir)?;
    // Invariant 2.6: read back from disk and checked before anyone registers it.
    let (_, footer) = PartReader::open_footer(&path, &meta)?;
    // Assert what the commit relies on: every live input row has a place.
    for ((part, mask), placed) in job.inputs.iter().zip(&placement) {
        assert_eq!(placed.len() as u64, part.meta.rows - mask.len());
    }
    assert_eq!(
        placement.iter().map(|p| p.len() as u64).sum::<u64>(),
        meta.rows
    );
    Ok(Built {
        name: job.pending.name.clone(),
        meta,
        placement,
        masks: job.inputs.iter().map(|(_, m)| m.clone()).collect(),
        footer: Some(Arc::new(footer)),
    })
}
