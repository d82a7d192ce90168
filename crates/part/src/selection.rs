//! Masks as Parquet row selections: per row group, skip it, scan it whole, or scan the
//! rows a [`RowSelection`] keeps. Deleted rows are then never materialized; Parquet
//! skips whole pages under long runs and, for scattered deletes, its
//! `RowSelectionPolicy::Auto` decodes and filters with a boolean mask instead.

use arrow::array::BooleanBufferBuilder;
use arrow::buffer::BooleanBuffer;
use parquet::arrow::arrow_reader::{RowSelection, RowSelector};
use roaring::RoaringBitmap;

/// How one row group is read under a mask.
#[derive(Clone, Debug, PartialEq)]
pub enum RowGroupPlan {
    /// Every row is deleted.
    Skip,
    /// No row is deleted.
    Scan,
    /// Some rows are deleted; the selection is relative to the row group.
    Select(RowSelection),
    /// Some rows are deleted, scattered: decode every row, then drop the deleted ones
    /// with a filter built from the mask (cheaper than a selection of short runs).
    Filter,
}

/// Plans every row group of a part with row group sizes `row_group_rows`.
pub fn plan(mask: &RoaringBitmap, row_group_rows: &[u64]) -> Vec<RowGroupPlan> {
    plan_each(row_group_rows, |start, end| plan_range(mask, start, end))
}

/// Like [`plan`], but row groups whose kept rows come in short runs (on average
/// fewer than [`SELECTION_RUN_ROWS_MIN`] per run) are read whole and filtered.
pub fn plan_auto(mask: &RoaringBitmap, row_group_rows: &[u64]) -> Vec<RowGroupPlan> {
    plan_each(row_group_rows, |start, end| {
        let rows = end - start;
        let deleted = mask.range_cardinality(start as u32..end as u32);
        let scattered = deleted > 0
            && deleted < rows
            && (rows - deleted) / (deleted_runs(mask, start, end) + 1) < SELECTION_RUN_ROWS_MIN;
        if scattered {
            RowGroupPlan::Filter
        } else {
            plan_range(mask, start, end)
        }
    })
}

/// `plan_group(start, end)` of each row group's rows `start..end`.
fn plan_each(
    row_group_rows: &[u64],
    mut plan_group: impl FnMut(u64, u64) -> RowGroupPlan,
) -> Vec<RowGroupPlan> {
    let mut start = 0u64;
    row_group_rows
        .iter()
        .map(|&rows| {
            let plan = plan_group(start, start + rows);
            start += rows;
            plan
        })
        .collect()
}

/// Kept-row runs at least this long on average make skipping cheaper than decoding
/// and filtering (measured by the `masks` benchmark: with scattered deletes, selection
/// is slower than filtering; with runs of whole pages it skips their decoding).
pub const SELECTION_RUN_ROWS_MIN: u64 = 4096;

/// Runs of consecutive deleted rows within `start..end`.
pub fn deleted_runs(mask: &RoaringBitmap, start: u64, end: u64) -> u64 {
    let mut runs = 0u64;
    let mut prev: Option<u32> = None;
    for d in mask.range(start as u32..end as u32) {
        if prev.is_none_or(|p| p + 1 != d) {
            runs += 1;
        }
        prev = Some(d);
    }
    runs
}

fn plan_range(mask: &RoaringBitmap, start: u64, end: u64) -> RowGroupPlan {
    let range = start as u32..end as u32;
    let deleted = mask.range_cardinality(range.clone());
    if deleted == 0 {
        return RowGroupPlan::Scan;
    }
    if deleted == end - start {
        return RowGroupPlan::Skip;
    }
    RowGroupPlan::Select(RowSelection::from(selectors(mask, start, end)))
}

/// Alternating select/skip runs covering rows `start..end`, the rows of `mask` skipped.
fn selectors(mask: &RoaringBitmap, start: u64, end: u64) -> Vec<RowSelector> {
    runs(
        mask.range(start as u32..end as u32).map(u64::from),
        start,
        end,
        RowSelector::skip,
        RowSelector::select,
    )
}

/// Runs covering rows `start..end`: the rows `listed` (ascending, distinct, within
/// the range) as `listed_as`, the others as `rest_as`, in time that follows the rows
/// listed.
fn runs(
    listed: impl IntoIterator<Item = u64>,
    start: u64,
    end: u64,
    listed_as: fn(usize) -> RowSelector,
    rest_as: fn(usize) -> RowSelector,
) -> Vec<RowSelector> {
    let mut out = Vec::new();
    let mut cursor = start; // first row not yet covered
    let mut run = 0usize; // listed rows since the last other one
    for row in listed {
        debug_assert!(row >= cursor && row < end, "rows ascend within start..end");
        if row > cursor {
            if run > 0 {
                out.push(listed_as(run));
                run = 0;
            }
            out.push(rest_as((row - cursor) as usize));
        }
        run += 1;
        cursor = row + 1;
    }
    if run > 0 {
        out.push(listed_as(run));
    }
    if end > cursor {
        out.push(rest_as((end - cursor) as usize));
    }
    out
}

/// The keep-filter of rows `start..start + rows`: one bit per row, set = not deleted.
/// The one place a mask becomes a filter over decoded rows (a part read in
/// [`crate::MaskMode::FilterAfterDecode`], a row group planned as [`RowGroupPlan::Filter`]).
pub fn keep_filter(mask: &RoaringBitmap, start: u64, rows: u64) -> BooleanBuffer {
    let mut keep = BooleanBufferBuilder::new(rows as usize);
    keep.append_n(rows as usize, true);
    for deleted in mask.range(start as u32..(start + rows) as u32) {
        keep.set_bit((u64::from(deleted) - start) as usize, false);
    }
    keep.finish()
}

/// The selection of exactly `rows` (ascending, distinct offsets below `n`) out of `n`
/// rows, built in time that follows the rows selected, not `n`: a point lookup selects
/// a row or two of a row group of 131,072.
pub fn of_rows(rows: impl IntoIterator<Item = u32>, n: u64) -> RowSelection {
    RowSelection::from(runs(
        rows.into_iter().map(u64::from),
        0,
        n,
        RowSelector::select,
        RowSelector::skip,
    ))
}

/// A selection over a whole file, or `None` when nothing is deleted.
pub fn whole_file(mask: &RoaringBitmap, rows: u64) -> Option<RowSelection> {
    if mask.is_empty() {
        return None;
    }
    Some(RowSelection::from(selectors(mask, 0, rows)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kept(plans: &[RowGroupPlan], sizes: &[u64]) -> Vec<u64> {
        let mut out = vec![];
        let mut base = 0;
        for (plan, &n) in plans.iter().zip(sizes) {
            match plan {
                RowGroupPlan::Skip => {}
                RowGroupPlan::Scan => out.extend(base..base + n),
                RowGroupPlan::Filter => unreachable!("plan never filters"),
                RowGroupPlan::Select(sel) => {
                    let mut row = base;
                    for s in sel.iter() {
                        if !s.skip {
                            out.extend(row..row + s.row_count as u64);
                        }
                        row += s.row_count as u64;
                    }
                    assert_eq!(row, base + n, "selection covers the row group");
                }
            }
            base += n;
        }
        out
    }

    /// The selection of a few rows selects exactly them, as the complement's
    /// selection does.
    #[test]
    fn a_selection_of_rows_selects_exactly_them() {
        let selected = |sel: &RowSelection, n: u64| {
            let mut out = vec![];
            let mut row = 0u64;
            for s in sel.iter() {
                if !s.skip {
                    out.extend(row..row + s.row_count as u64);
                }
                row += s.row_count as u64;
            }
            assert_eq!(row, n, "the selection covers every row");
            out
        };
        let n = 1_000u64;
        let mut seed = 7u64;
        for case in 0..200 {
            let rows: RoaringBitmap = (0..n as u32)
                .filter(|_| {
                    seed = seed
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    (seed >> 33).is_multiple_of([2, 10, 100, 1000][case % 4])
                })
                .chain(if case % 7 == 0 {
                    vec![0, n as u32 - 1]
                } else {
                    vec![]
                })
                .collect();
            let sel = of_rows(rows.iter(), n);
            let want: Vec<u64> = rows.iter().map(u64::from).collect();
            assert_eq!(selected(&sel, n), want);
            let mut complement = RoaringBitmap::new();
            complement.insert_range(0..n as u32);
            complement -= &rows;
            if let Some(old) = whole_file(&complement, n) {
                assert_eq!(selected(&old, n), want);
            }
        }
        assert!(selected(&of_rows([], n), n).is_empty());
    }

    #[test]
    fn plans_keep_exactly_the_live_rows() {
        let sizes = [10u64, 5, 7];
        let mask: RoaringBitmap = [0u32, 1, 9, 10, 11, 12, 13, 14, 20].into_iter().collect();
        let plans = plan(&mask, &sizes);
        assert_eq!(plans[1], RowGroupPlan::Skip);
        let expected: Vec<u64> = (0..22).filter(|r| !mask.contains(*r as u32)).collect();
        assert_eq!(kept(&plans, &sizes), expected);
        assert_eq!(
            plan(&RoaringBitmap::new(), &sizes),
            vec![RowGroupPlan::Scan; 3]
        );
    }

    #[test]
    fn auto_plans_filter_scattered_groups_and_select_long_runs() {
        let sizes = [100_000u64, 100_000, 100_000, 100_000];
        let mut mask: RoaringBitmap = (0..100_000u32).step_by(10).collect();
        mask.insert_range(120_000..150_000);
        mask.insert_range(200_000..300_000);
        let plans = plan_auto(&mask, &sizes);
        assert_eq!(plans[0], RowGroupPlan::Filter);
        assert!(matches!(plans[1], RowGroupPlan::Select(_)));
        assert_eq!(plans[2], RowGroupPlan::Skip);
        assert_eq!(plans[3], RowGroupPlan::Scan);
        assert_eq!(deleted_runs(&mask, 0, 400_000), 10_000 + 2);
    }
}
