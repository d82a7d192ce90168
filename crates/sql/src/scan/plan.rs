//! The one place the scan turns a mask into a read plan: per row group skip, scan,
//! select or filter ([`maskhouse_part::selection`] decides), and for a run of row groups
//! of one part, the Parquet row selection and the keep-filter that read them.

use arrow::{array::BooleanBufferBuilder, buffer::BooleanBuffer};
use maskhouse_part::{
    selection::{self, RowGroupPlan},
    RoaringBitmap,
};
use parquet::arrow::arrow_reader::{RowSelection, RowSelector};

/// How each row group of a part is read under its mask, with the keep-filters of the
/// row groups planned as [`RowGroupPlan::Filter`] (one bit per row, set = live).
#[derive(Debug)]
pub(super) struct MaskPlan {
    pub groups: Vec<RowGroupPlan>,
    keep: Vec<Option<BooleanBuffer>>,
    /// Rows not deleted, per row group.
    pub live: Vec<u64>,
    /// Rows per row group.
    sizes: Vec<u64>,
}

impl MaskPlan {
    pub fn new(mask: &RoaringBitmap, row_group_rows: &[u64]) -> Self {
        let groups = selection::plan_auto(mask, row_group_rows);
        let mut keep = Vec::with_capacity(groups.len());
        let mut live = Vec::with_capacity(groups.len());
        let mut start = 0u64;
        for (plan, &rows) in groups.iter().zip(row_group_rows) {
            live.push(rows - mask.range_cardinality(start as u32..(start + rows) as u32));
            keep.push(
                matches!(plan, RowGroupPlan::Filter)
                    .then(|| selection::keep_filter(mask, start, rows)),
            );
            start += rows;
        }
        MaskPlan {
            groups,
            keep,
            live,
            sizes: row_group_rows.to_vec(),
        }
    }

    /// Row groups that have a live row.
    pub fn readable(&self) -> Vec<bool> {
        self.groups
            .iter()
            .map(|p| !matches!(p, RowGroupPlan::Skip))
            .collect()
    }

    /// Which rows of row group `group`, read whole, are live (`None`: all of them).
    pub fn keep_group(&self, group: usize) -> Option<BooleanBuffer> {
        match &self.groups[group] {
            RowGroupPlan::Scan => None,
            RowGroupPlan::Filter => self.keep[group].clone(),
            RowGroupPlan::Select(selection) => {
                let mut keep = BooleanBufferBuilder::new(self.sizes[group] as usize);
                for s in selection.iter() {
                    keep.append_n(s.row_count, !s.skip);
                }
                // A selection that stops short leaves the rest of the group unread.
                let rest = (self.sizes[group] as usize).saturating_sub(keep.len());
                keep.append_n(rest, false);
                Some(keep.finish())
            }
            RowGroupPlan::Skip => Some(BooleanBuffer::new_unset(self.sizes[group] as usize)),
        }
    }

    /// The row selection over row groups `groups` of the part, read together in this
    /// order (when some are planned as selections), and the keep-filter over the rows
    /// the reader then returns (when some are planned as filters).
    pub fn read(&self, groups: &[usize]) -> (Option<RowSelection>, Option<BooleanBuffer>) {
        let plans: Vec<&RowGroupPlan> = groups.iter().map(|&g| &self.groups[g]).collect();
        let selection = plans
            .iter()
            .any(|p| matches!(p, RowGroupPlan::Select(_)))
            .then(|| {
                let mut selectors = Vec::new();
                for (&g, p) in groups.iter().zip(&plans) {
                    match p {
                        RowGroupPlan::Select(s) => selectors.extend(s.iter().copied()),
                        _ => selectors.push(RowSelector::select(self.sizes[g] as usize)),
                    }
                }
                RowSelection::from(selectors)
            });
        let keep = plans
            .iter()
            .any(|p| matches!(p, RowGroupPlan::Filter))
            .then(|| {
                let mut keep = BooleanBufferBuilder::new(0);
                for &g in groups {
                    match &self.keep[g] {
                        Some(k) => keep.append_buffer(k),
                        // Selections return only live rows; scans have no deleted ones.
                        None => keep.append_n(self.live[g] as usize, true),
                    }
                }
                keep.finish()
            });
        (selection, keep)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rows a read of `groups` returns: the selection applied to the groups' rows,
    /// then the keep-filter applied to what the selection returned.
    fn rows_read(plan: &MaskPlan, groups: &[usize]) -> Vec<u64> {
        let starts: Vec<u64> = plan
            .sizes
            .iter()
            .scan(0, |s, n| {
                let start = *s;
                *s += n;
                Some(start)
            })
            .collect();
        let mut candidates: Vec<u64> = groups
            .iter()
            .flat_map(|&g| starts[g]..starts[g] + plan.sizes[g])
            .collect();
        let (selection, keep) = plan.read(groups);
        if let Some(selection) = selection {
            let mut out = Vec::new();
            let mut at = 0;
            for s in selection.iter() {
                if !s.skip {
                    out.extend_from_slice(&candidates[at..at + s.row_count]);
                }
                at += s.row_count;
            }
            assert_eq!(at, candidates.len(), "the selection covers every row read");
            candidates = out;
        }
        if let Some(keep) = keep {
            assert_eq!(
                keep.len(),
                candidates.len(),
                "one keep bit per row returned"
            );
            candidates = candidates
                .into_iter()
                .zip(keep.iter())
                .filter_map(|(r, k)| k.then_some(r))
                .collect();
        }
        candidates
    }

    /// The rows a read of `groups` returns when each is read whole and filtered by
    /// [`MaskPlan::keep_group`] (scans through kept decoded columns).
    fn rows_kept(plan: &MaskPlan, groups: &[usize]) -> Vec<u64> {
        let mut out = Vec::new();
        for &g in groups {
            let start: u64 = plan.sizes[..g].iter().sum();
            let rows = start..start + plan.sizes[g];
            match plan.keep_group(g) {
                None => out.extend(rows),
                Some(keep) => {
                    assert_eq!(keep.len() as u64, plan.sizes[g], "one bit per row");
                    out.extend(rows.zip(keep.iter()).filter_map(|(r, k)| k.then_some(r)));
                }
            }
        }
        out
    }

    /// DESIGN §2.2: a deleted row is never returned, and every live row is, whatever
    /// mix of plans the row groups read together get.
    #[test]
    fn reads_return_exactly_the_live_rows() {
        let sizes = [100_000u64; 4];
        let mut mask = RoaringBitmap::new();
        // Group 0: untouched. Group 1: scattered (filter). Group 2: one long run
        // (selection). Group 3: everything (skip).
        mask.extend((100_000..200_000u32).filter(|r| r % 3 == 0));
        mask.extend(220_000..270_000u32);
        mask.extend(300_000..400_000u32);
        let plan = MaskPlan::new(&mask, &sizes);
        assert!(matches!(plan.groups[0], RowGroupPlan::Scan));
        assert!(matches!(plan.groups[1], RowGroupPlan::Filter));
        assert!(matches!(plan.groups[2], RowGroupPlan::Select(_)));
        assert!(matches!(plan.groups[3], RowGroupPlan::Skip));
        assert_eq!(plan.readable(), [true, true, true, false]);
        for groups in [vec![0, 1, 2], vec![1, 2], vec![0, 2], vec![1], vec![0]] {
            let expected: Vec<u64> = groups
                .iter()
                .flat_map(|&g| g as u64 * 100_000..(g as u64 + 1) * 100_000)
                .filter(|r| !mask.contains(*r as u32))
                .collect();
            assert_eq!(rows_read(&plan, &groups), expected, "groups {groups:?}");
            assert_eq!(
                rows_kept(&plan, &groups),
                expected,
                "groups {groups:?} read whole"
            );
            let live: u64 = groups.iter().map(|&g| plan.live[g]).sum();
            assert_eq!(live, expected.len() as u64);
        }
    }

    #[test]
    fn an_empty_mask_reads_plainly() {
        let plan = MaskPlan::new(&RoaringBitmap::new(), &[5, 7]);
        assert_eq!(plan.live, [5, 7]);
        let (selection, keep) = plan.read(&[0, 1]);
        assert!(selection.is_none() && keep.is_none());
    }
}
