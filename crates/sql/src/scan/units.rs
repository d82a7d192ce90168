//! What a scan reads: row groups of parts ([`Unit`]), split into partitions.

use std::sync::Arc;

use super::{cache::ScanFooter, plan::MaskPlan};
use maskhouse_store::ActivePart;

/// One row group of one part, with the part's mask plan (`None`: masks not applied).
#[derive(Clone)]
pub(super) struct Unit {
    pub part: Arc<ActivePart>,
    pub footer: ScanFooter,
    pub plan: Option<Arc<MaskPlan>>,
    pub row_group: usize,
    /// Rows of the row group not deleted.
    pub live: u64,
}

/// Splits `units` (in part order) into at most `partitions` contiguous runs of about
/// equal live rows (`live` of each), so neighbouring row groups of a part are read
/// together.
pub(super) fn split<T>(units: Vec<T>, live: impl Fn(&T) -> u64, partitions: usize) -> Vec<Vec<T>> {
    let total: u64 = units.iter().map(&live).sum();
    let partitions = partitions.min(units.len()).max(1);
    let target = total.div_ceil(partitions as u64).max(1);
    let mut out: Vec<Vec<T>> = vec![Vec::new()];
    let mut filled = 0u64;
    for unit in units {
        if filled >= target && out.len() < partitions {
            out.push(Vec::new());
            filled = 0;
        }
        filled += live(&unit);
        out.last_mut().expect("one run").push(unit);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn split_sizes(units: &[u64], partitions: usize) -> Vec<Vec<u64>> {
        split(units.to_vec(), |u| *u, partitions)
    }

    #[test]
    fn splits_keep_order_and_balance_live_rows() {
        assert_eq!(
            split_sizes(&[10, 10, 10, 10], 2),
            vec![vec![10, 10], vec![10, 10]]
        );
        assert_eq!(
            split_sizes(&[30, 5, 5, 5, 5], 2),
            vec![vec![30], vec![5, 5, 5, 5]]
        );
        // Never more partitions than units, never an empty one.
        assert_eq!(split_sizes(&[7], 4), vec![vec![7]]);
        assert_eq!(split_sizes(&[], 4), vec![Vec::<u64>::new()]);
        for parts in 1..6 {
            let units: Vec<u64> = (1..=20).collect();
            let runs = split_sizes(&units, parts);
            assert!(runs.len() <= parts && runs.iter().all(|r| !r.is_empty()));
            assert_eq!(runs.concat(), units, "every unit once, in order");
        }
    }

    #[test]
    fn fully_deleted_units_do_not_stall_the_split() {
        let runs = split_sizes(&[0, 0, 0, 100, 100], 2);
        assert_eq!(runs.concat(), vec![0, 0, 0, 100, 100]);
        assert_eq!(runs.len(), 2);
    }
}
