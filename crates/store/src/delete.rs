//! Delete evaluation: which rows of which parts a predicate matches.

use std::sync::{
    atomic::{AtomicUsize, Ordering},
    Arc, Mutex,
};

use arrow::array::Array;
use maskhouse_part::{MaskMode, PartReader, RoaringBitmap};
use maskhouse_types::PartName;

use crate::{ActivePart, Error, Result, RowPredicate};

/// For each part the predicate may match, the rows it matches that are not deleted
/// yet. Parts whose statistics exclude a match are not read; parts are evaluated on up
/// to `threads` threads, and the result is in part order whatever the threads do.
pub fn newly_matched(
    parts: &[Arc<ActivePart>],
    predicate: &dyn RowPredicate,
    threads: usize,
) -> Result<Vec<(PartName, RoaringBitmap)>> {
    let candidates: Vec<&Arc<ActivePart>> = parts
        .iter()
        .filter(|p| p.live_rows() > 0 && predicate.may_match(&p.meta.columns))
        .collect();
    let results: Mutex<Vec<Option<Result<RoaringBitmap>>>> =
        Mutex::new((0..candidates.len()).map(|_| None).collect());
    let next = AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..threads.clamp(1, candidates.len().max(1)) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(part) = candidates.get(i) else { break };
                let r = matches(part, predicate);
                results.lock().expect("no panics while held")[i] = Some(r);
            });
        }
    });
    let results = results.into_inner().expect("threads joined");
    let mut out = Vec::new();
    for (part, r) in candidates.iter().zip(results) {
        let mut matched = r.expect("every candidate evaluated")?;
        matched -= part.mask.as_ref();
        if !matched.is_empty() {
            out.push((part.name.clone(), matched));
        }
    }
    Ok(out)
}

/// Every row of `part` that matches, deleted or not.
fn matches(part: &ActivePart, predicate: &dyn RowPredicate) -> Result<RoaringBitmap> {
    let reader = PartReader::open(&part.file.path, &part.meta)?;
    let batches = reader.read(Some(predicate.columns()), None, MaskMode::RowSelection)?;
    let mut out = RoaringBitmap::new();
    let mut base = 0u32;
    for batch in batches {
        let hits = predicate
            .evaluate(&batch)
            .map_err(|e| Error::Invalid(format!("evaluate on part {}: {e}", part.name)))?;
        if hits.len() != batch.num_rows() {
            return Err(Error::Invalid(format!(
                "predicate returned {} values for {} rows",
                hits.len(),
                batch.num_rows()
            )));
        }
        let values = hits.values();
        let selected = match hits.nulls() {
            Some(nulls) => values & nulls.inner(),
            None => values.clone(),
        };
        out.append(selected.set_indices().map(|i| base + i as u32))
            .expect("offsets ascend");
        base += batch.num_rows() as u32;
    }
    Ok(out)
}
