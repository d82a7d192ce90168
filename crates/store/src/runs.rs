//! The rows of an INSERT too large to hold at once: written block by block as sorted
//! runs, then merged into one staged part per partition, so that the INSERT stays one
//! `AddParts` (atomic, DESIGN §2.2) while memory holds one block.
//!
//! A run is a part file under `runs/`, which the store empties when it opens (nothing
//! refers to a run after a crash, so runs are not synced). A partition with one run
//! has that run fsynced and moved into `staging/` as its staged part; one with several
//! has them merged with the streamed k-way merge of the merge worker (one batch per
//! run in memory), at most [`RUNS_PER_MERGE`] at a time.

use std::{
    collections::BTreeMap,
    path::{Path, PathBuf},
    sync::atomic::Ordering,
};

use arrow::array::RecordBatch;
use maskhouse_part::{
    merge::{merge_streams_unplaced, Source},
    schema::arrow_schema,
    MaskMode, PartReader, PartWriter, ROW_GROUP_ROWS,
};
use maskhouse_types::{PartMeta, StagedPart, TableSchema};

use crate::{Error, Result, Store};

/// Runs merged at once; more are merged in rounds (open files and one batch each).
pub const RUNS_PER_MERGE: usize = 64;

/// The sorted runs of one INSERT, by partition, in the order they were written. The
/// files go when this is dropped.
#[derive(Default)]
pub struct Runs {
    by_partition: BTreeMap<String, Vec<(PathBuf, PartMeta)>>,
}

impl Runs {
    pub fn is_empty(&self) -> bool {
        self.by_partition.is_empty()
    }

    /// How many runs were written.
    pub fn len(&self) -> usize {
        self.by_partition.values().map(Vec::len).sum()
    }
}

/// Files removed when this is dropped.
struct Removed(Vec<PathBuf>);

impl Drop for Removed {
    fn drop(&mut self) {
        for path in &self.0 {
            let _ = std::fs::remove_file(path);
        }
    }
}

impl Drop for Runs {
    fn drop(&mut self) {
        for (path, _) in self.by_partition.values().flatten() {
            let _ = std::fs::remove_file(path);
        }
    }
}

fn io<'a>(what: &'a str, path: &'a Path) -> impl FnOnce(std::io::Error) -> Error + 'a {
    move |e| Error::Invalid(format!("{what} {}: {e}", path.display()))
}

impl Store {
    pub(crate) fn staging_name(&self) -> String {
        let nanos = maskhouse_types::clock::now_nanos();
        let seq = self.staging_seq.fetch_add(1, Ordering::Relaxed);
        format!("{}-{nanos:x}-{seq}.parquet", self.config.node_id)
    }

    /// Writes `sorted` (rows of `partition`, sorted by the table's key) as the next run
    /// of `runs`.
    pub fn write_run(&self, runs: &mut Runs, partition: &str, sorted: &RecordBatch) -> Result<()> {
        maskhouse_types::validate_partition_id(partition)?;
        if sorted.num_rows() == 0 {
            return Ok(());
        }
        let path = self.run_path()?;
        let file = std::fs::File::create(&path).map_err(io("create", &path))?;
        let meta = (|| {
            let mut writer = PartWriter::new(std::io::BufWriter::new(file), sorted.schema())?;
            writer.write(sorted)?;
            let (out, meta) = writer.finish_into()?;
            out.into_inner()
                .map_err(|e| io("write", &path)(e.into_error()))?;
            Ok::<_, Error>(meta)
        })();
        match meta {
            Ok(meta) => {
                runs.by_partition
                    .entry(partition.to_string())
                    .or_default()
                    .push((path, meta));
                Ok(())
            }
            Err(e) => {
                let _ = std::fs::remove_file(&path);
                Err(e)
            }
        }
    }

    /// A fresh path under `runs/`.
    fn run_path(&self) -> Result<PathBuf> {
        let dir = self.config.data_dir.join("runs");
        std::fs::create_dir_all(&dir).map_err(io("create", &dir))?;
        Ok(dir.join(self.staging_name()))
    }

    /// Removes the runs a stopped process left (called when the store opens).
    pub(crate) fn clear_runs(&self) {
        let dir = self.config.data_dir.join("runs");
        if let Ok(entries) = std::fs::read_dir(&dir) {
            for e in entries.flatten() {
                let _ = std::fs::remove_file(e.path());
            }
        }
    }

    /// Turns `runs` into one staged part per partition (fsynced, as [`Store::stage`]
    /// leaves them). On an error nothing stays staged.
    pub fn stage_runs(&self, mut runs: Runs, schema: &TableSchema) -> Result<Vec<StagedPart>> {
        let mut staged = Vec::new();
        for (partition, parts) in std::mem::take(&mut runs.by_partition) {
            // Put back so that the files go with `runs` whatever happens below.
            runs.by_partition.insert(partition.clone(), parts);
            let parts = &runs.by_partition[&partition];
            match self.stage_partition(&partition, parts, schema) {
                Ok(part) => staged.push(part),
                Err(e) => {
                    self.discard_staged(&staged);
                    return Err(e);
                }
            }
        }
        Ok(staged)
    }

    fn stage_partition(
        &self,
        partition: &str,
        parts: &[(PathBuf, PartMeta)],
        schema: &TableSchema,
    ) -> Result<StagedPart> {
        // Rounds of at most RUNS_PER_MERGE runs until one merge is left; the runs a
        // round writes go with `rounds` like the others.
        let mut rounds = Removed(Vec::new());
        let mut parts = parts.to_vec();
        while parts.len() > RUNS_PER_MERGE {
            let mut next = Vec::new();
            for group in parts.chunks(RUNS_PER_MERGE) {
                if let [one] = group {
                    next.push(one.clone());
                    continue;
                }
                let path = self.run_path()?;
                rounds.0.push(path.clone());
                let merged = merge_runs(group, schema, &path, false)?;
                next.push((path, merged));
            }
            parts = next;
        }
        let dir = self.config.data_dir.join("staging");
        maskhouse_part::create_dir_durable(&dir).map_err(io("create", &dir))?;
        let staging_id = self.staging_name();
        let target = dir.join(&staging_id);
        let meta = match parts.as_slice() {
            [(path, meta)] => {
                let file = std::fs::File::open(path).map_err(io("open", path))?;
                file.sync_all().map_err(io("fsync", path))?;
                std::fs::rename(path, &target).map_err(io("rename", path))?;
                meta.clone()
            }
            _ => match merge_runs(&parts, schema, &target, true) {
                Ok(meta) => meta,
                Err(e) => {
                    let _ = std::fs::remove_file(&target);
                    return Err(e);
                }
            },
        };
        maskhouse_part::sync_dir(&dir)?;
        tracing::debug!(
            partition,
            runs = parts.len(),
            rows = meta.rows,
            "staged an insert's runs"
        );
        Ok(StagedPart {
            staging_id,
            partition: partition.to_string(),
            meta,
        })
    }
}

/// Merges the sorted runs into one part file at `target` (fsynced when `sync`); equal
/// keys keep the order of the runs, then of their rows (the order the INSERT gave them).
fn merge_runs(
    parts: &[(PathBuf, PartMeta)],
    schema: &TableSchema,
    target: &Path,
    sync: bool,
) -> Result<PartMeta> {
    let arrow = arrow_schema(schema);
    let key = schema.sort_key();
    let mut sources: Vec<Source> = Vec::new();
    for (path, meta) in parts {
        let reader = PartReader::open(path, meta)?;
        sources.push(Box::new(reader.stream(None, None, MaskMode::Auto)?));
    }
    let file = std::fs::File::create(target).map_err(io("create", target))?;
    let mut writer = PartWriter::new(std::io::BufWriter::new(file), arrow.clone())?;
    merge_streams_unplaced(&arrow, sources, &key, ROW_GROUP_ROWS, |batch| {
        writer.write(&batch)
    })?;
    let (out, meta) = writer.finish_into()?;
    let file = out
        .into_inner()
        .map_err(|e| io("write", target)(e.into_error()))?;
    if sync {
        file.sync_all().map_err(io("fsync", target))?;
    }
    let rows: u64 = parts.iter().map(|(_, m)| m.rows).sum();
    assert_eq!(meta.rows, rows, "a merge of runs keeps every row");
    Ok(meta)
}
