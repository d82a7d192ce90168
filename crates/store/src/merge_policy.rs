//! Which parts to merge: a pure function of part metadata, so it is tested without
//! disk and every node proposing from the same catalog proposes the same merges.

use maskhouse_types::PartName;

/// What the policy knows of a part.
#[derive(Clone, Debug, PartialEq)]
pub struct PartInfo {
    pub name: PartName,
    pub rows: u64,
    pub live_rows: u64,
    pub bytes: u64,
}

/// A merge to propose.
#[derive(Clone, Debug, PartialEq)]
pub enum MergeTask {
    /// Parts whose rows are all deleted: dropped, not merged.
    Drop(Vec<PartName>),
    /// Parts of one partition to merge into one.
    Merge(Vec<PartName>),
}

#[derive(Clone, Debug)]
pub struct MergePolicy {
    /// A partition with more active parts than this gets its smallest parts merged.
    pub parts_per_partition_max: usize,
    /// Most parts in one merge (fan-in).
    pub fan_in_max: usize,
    /// A part whose deleted share passes this is rewritten on its own.
    pub deleted_ratio_max: f64,
    /// Size tiers: this many parts of similar live size merge into one (see
    /// [`size_tier`]), so a partition holds few parts of each size, each row is
    /// rewritten a number of times that grows with the logarithm of the partition's
    /// size, and a merge carries away the masks of the parts it takes.
    pub tier_parts_min: usize,
    /// Parts whose live size passes this take part in no size tier (they are still
    /// rewritten for their deleted share and merged by `parts_per_partition_max`).
    pub tier_bytes_max: u64,
    /// Most bytes one merge takes, its parts' sizes ([`MergePolicy::size`]) summed:
    /// the table setting `max_bytes_to_merge_at_max_space_in_pool`. Background merges
    /// by size tier or deleted share, and `OPTIMIZE` without `FINAL`, keep to it;
    /// `OPTIMIZE … FINAL` does not, as in ClickHouse, and neither do the merges that
    /// bring a partition back under `parts_per_partition_max` (the server's limit).
    pub merge_bytes_max: u64,
    /// Whether a part's size for `merge_bytes_max` counts only its live rows' share of
    /// its bytes (`exclude_deleted_rows_for_part_size_in_merge`), else all its bytes.
    pub exclude_deleted_rows: bool,
}

/// ClickHouse's default `max_bytes_to_merge_at_max_space_in_pool`: 150 GiB.
pub const MERGE_BYTES_MAX: u64 = 150 << 30;

impl Default for MergePolicy {
    fn default() -> Self {
        MergePolicy {
            parts_per_partition_max: 16,
            fan_in_max: 16,
            deleted_ratio_max: 0.1,
            tier_parts_min: 8,
            tier_bytes_max: 16 << 30,
            merge_bytes_max: MERGE_BYTES_MAX,
            exclude_deleted_rows: false,
        }
    }
}

/// A part's size for tiering: its bytes in the share of its rows still live.
fn live_bytes(p: &PartInfo) -> u64 {
    if p.rows == 0 {
        return 0;
    }
    (u128::from(p.bytes) * u128::from(p.live_rows) / u128::from(p.rows)) as u64
}

/// Live sizes within this factor of a tier's smallest part share its tier.
const TIER_RATIO: u64 = 4;

/// The first size tier of a partition's parts with `parts_min` parts, from the
/// smallest parts up: a tier starts at a part and takes, up to `fan_in`, the parts
/// whose live size is within [`TIER_RATIO`] of it. Merging a tier makes a part about
/// `parts_min` times larger, which joins the next tier up, so each row is rewritten
/// about log base `parts_min` of the partition's size over the smallest part's times.
/// A tier's parts together stay within `merge_max` bytes as [`MergePolicy::size`]
/// counts them.
fn size_tier<'a>(
    policy: &MergePolicy,
    group: &[&'a PartInfo],
    parts_min: usize,
    bytes_max: u64,
    merge_max: u64,
) -> Option<Vec<&'a PartInfo>> {
    let mut sized: Vec<&PartInfo> = group
        .iter()
        .copied()
        .filter(|p| live_bytes(p) <= bytes_max)
        .collect();
    sized.sort_by_key(|p| (live_bytes(p), p.name.clone()));
    let parts_min = parts_min.max(2);
    (0..sized.len()).find_map(|start| {
        let ceiling = live_bytes(sized[start]).max(1).saturating_mul(TIER_RATIO);
        let mut total = 0u64;
        let tier: Vec<&PartInfo> = sized[start..]
            .iter()
            .copied()
            .take_while(|p| live_bytes(p) <= ceiling)
            .take(policy.fan_in_max)
            .take_while(|p| {
                total = total.saturating_add(policy.size(p));
                total <= merge_max
            })
            .collect();
        (tier.len() >= parts_min).then_some(tier)
    })
}

impl MergePolicy {
    /// A part's size for [`MergePolicy::merge_bytes_max`]: its bytes, or with
    /// `exclude_deleted_rows` its live rows' share of them.
    pub fn size(&self, p: &PartInfo) -> u64 {
        match self.exclude_deleted_rows {
            true => live_bytes(p),
            false => p.bytes,
        }
    }

    /// Whether `parts` together stay within [`MergePolicy::merge_bytes_max`].
    fn fits(&self, parts: &[&PartInfo]) -> bool {
        parts
            .iter()
            .try_fold(0u64, |total, p| total.checked_add(self.size(p)))
            .is_some_and(|total| total <= self.merge_bytes_max)
    }

    /// Background merges for the parts of a table.
    pub fn select(&self, parts: &[PartInfo]) -> Vec<MergeTask> {
        let mut tasks = drop_dead(parts);
        for group in by_partition(parts.iter().filter(|p| p.live_rows > 0)) {
            let mut taken: Vec<&PartInfo> = Vec::new();
            let mut count = group.len();
            if let Some(tier) = size_tier(
                self,
                &group,
                self.tier_parts_min,
                self.tier_bytes_max,
                self.merge_bytes_max,
            ) {
                merge(tier, &mut taken, &mut count, &mut tasks);
            }
            // Still too many parts (a stream of small statements adds a part per log
            // entry): the smallest tiers of two parts or more, else the two smallest
            // parts, until the partition is back to its limit. Merging a small part
            // into a much larger one each time would rewrite the large one again and
            // again. The limit on parts is the server's: these merges take no account
            // of the table's `merge_bytes_max`, which a client sets.
            while count > self.parts_per_partition_max {
                let rest: Vec<&PartInfo> = group
                    .iter()
                    .copied()
                    .filter(|p| !taken.iter().any(|t| t.name == p.name))
                    .collect();
                let pick = match size_tier(self, &rest, 2, u64::MAX, u64::MAX) {
                    Some(tier) => tier,
                    None => {
                        let mut smallest = rest;
                        smallest.sort_by_key(|p| (live_bytes(p), p.name.clone()));
                        smallest.truncate(2);
                        smallest
                    }
                };
                if pick.len() < 2 {
                    break;
                }
                merge(pick, &mut taken, &mut count, &mut tasks);
            }
            let tiered = taken;
            for p in group {
                if tiered.iter().any(|t| t.name == p.name) {
                    continue;
                }
                let deleted = (p.rows - p.live_rows) as f64 / p.rows as f64;
                if deleted > self.deleted_ratio_max && self.fits(&[p]) {
                    tasks.push(MergeTask::Merge(vec![p.name.clone()]));
                }
            }
        }
        tasks
    }

    /// `OPTIMIZE TABLE [FINAL]`: per partition, merge everything into one part (in
    /// chunks of `fan_in_max`). Without `final_`, a partition already in one part with no
    /// deleted rows is left alone; with it, any partition with deleted rows is rewritten.
    /// Without `final_`, a chunk also ends before the part that would take it past
    /// `merge_bytes_max`, and a chunk of one part is not merged.
    pub fn optimize(&self, parts: &[PartInfo], final_: bool) -> Vec<MergeTask> {
        let mut tasks = drop_dead(parts);
        for group in by_partition(parts.iter().filter(|p| p.live_rows > 0)) {
            let has_deleted = group.iter().any(|p| p.live_rows < p.rows);
            if group.len() == 1 && !(final_ && has_deleted) {
                continue;
            }
            if final_ {
                for chunk in group.chunks(self.fan_in_max.max(1)) {
                    tasks.push(MergeTask::Merge(
                        chunk.iter().map(|p| p.name.clone()).collect(),
                    ));
                }
                continue;
            }
            let mut chunks: Vec<Vec<&PartInfo>> = vec![vec![]];
            for p in group {
                let last = chunks.last_mut().expect("a chunk");
                last.push(p);
                if last.len() > self.fan_in_max.max(1) || !self.fits(last) {
                    last.pop();
                    chunks.push(vec![p]);
                }
            }
            for chunk in chunks.into_iter().filter(|c| c.len() > 1) {
                tasks.push(MergeTask::Merge(
                    chunk.iter().map(|p| p.name.clone()).collect(),
                ));
            }
        }
        tasks
    }
}

/// Merges `pick`: adds the task, counts the parts it removes from `count`, and marks
/// them taken.
fn merge<'a>(
    pick: Vec<&'a PartInfo>,
    taken: &mut Vec<&'a PartInfo>,
    count: &mut usize,
    tasks: &mut Vec<MergeTask>,
) {
    let mut names: Vec<PartName> = pick.iter().map(|p| p.name.clone()).collect();
    names.sort();
    tasks.push(MergeTask::Merge(names));
    *count -= pick.len() - 1;
    taken.extend(pick);
}

/// Parts whose rows are all deleted are dropped, never merged.
fn drop_dead(parts: &[PartInfo]) -> Vec<MergeTask> {
    let dead: Vec<PartName> = parts
        .iter()
        .filter(|p| p.live_rows == 0)
        .map(|p| p.name.clone())
        .collect();
    if dead.is_empty() {
        vec![]
    } else {
        vec![MergeTask::Drop(dead)]
    }
}

fn by_partition<'a>(parts: impl Iterator<Item = &'a PartInfo>) -> Vec<Vec<&'a PartInfo>> {
    let mut map: std::collections::BTreeMap<&str, Vec<&PartInfo>> = Default::default();
    for p in parts {
        map.entry(&p.name.partition).or_default().push(p);
    }
    map.into_values()
        .map(|mut v| {
            v.sort_by(|a, b| a.name.cmp(&b.name));
            v
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn info(name: &str, rows: u64, live: u64) -> PartInfo {
        PartInfo {
            name: name.parse().unwrap(),
            rows,
            live_rows: live,
            bytes: rows * 8,
        }
    }

    /// `max_bytes_to_merge_at_max_space_in_pool` and
    /// `exclude_deleted_rows_for_part_size_in_merge`, as ClickHouse's test
    /// 03001_consider_lwd_when_merge uses them: two parts of 80,000 bytes with a limit
    /// of 80,000 are not merged by OPTIMIZE, whatever their deleted rows, until the
    /// sizes count only live rows; FINAL ignores the limit.
    #[test]
    fn merges_keep_to_the_byte_limit() {
        let mut policy = MergePolicy {
            merge_bytes_max: 80_000,
            ..MergePolicy::default()
        };
        let whole = [
            info("all_1_1_0", 10_000, 10_000),
            info("all_2_2_0", 10_000, 10_000),
        ];
        assert_eq!(policy.optimize(&whole, false), vec![]);
        let both = vec![MergeTask::Merge(vec![
            "all_1_1_0".parse().unwrap(),
            "all_2_2_0".parse().unwrap(),
        ])];
        assert_eq!(policy.optimize(&whole, true), both);
        let deleted = [
            info("all_1_1_0", 10_000, 900),
            info("all_2_2_0", 10_000, 900),
        ];
        assert_eq!(policy.optimize(&deleted, false), vec![]);
        policy.exclude_deleted_rows = true;
        assert_eq!(policy.optimize(&deleted, false), both);

        // Background merges: a tier and the rewrite of a mostly deleted part stay
        // within the limit.
        let policy = MergePolicy {
            merge_bytes_max: 2_400,
            tier_parts_min: 3,
            ..MergePolicy::default()
        };
        let parts: Vec<PartInfo> = (1..=8)
            .map(|i| info(&format!("all_{i}_{i}_0"), 100, 100))
            .collect();
        let tasks = policy.select(&parts);
        assert!(!tasks.is_empty());
        for task in &tasks {
            let MergeTask::Merge(names) = task else {
                panic!("{task:?}")
            };
            assert!(names.len() * 800 <= 2_400, "{task:?}");
        }
        // The server's limit on parts per partition holds whatever the table's byte
        // limit (even 0): a table setting cannot let parts pile up.
        let stingy = MergePolicy {
            merge_bytes_max: 0,
            parts_per_partition_max: 2,
            ..MergePolicy::default()
        };
        let tasks = stingy.select(&parts);
        let removed: usize = tasks
            .iter()
            .map(|t| match t {
                MergeTask::Merge(names) => names.len() - 1,
                MergeTask::Drop(names) => names.len(),
            })
            .sum();
        assert!(parts.len() - removed <= 2, "{tasks:?}");
        let big = [info("all_1_1_0", 1_000, 100)];
        assert_eq!(policy.select(&big), vec![]);
        let shown = MergePolicy {
            exclude_deleted_rows: true,
            ..policy
        };
        assert_eq!(
            shown.select(&big),
            vec![MergeTask::Merge(vec!["all_1_1_0".parse().unwrap()])]
        );
    }

    #[test]
    fn fully_deleted_parts_are_dropped_not_merged() {
        let parts = [info("all_1_1_0", 10, 0), info("all_2_2_0", 10, 10)];
        let tasks = MergePolicy::default().select(&parts);
        assert_eq!(
            tasks,
            vec![MergeTask::Drop(vec!["all_1_1_0".parse().unwrap()])]
        );
    }

    #[test]
    fn mostly_deleted_parts_are_rewritten() {
        let parts = [info("all_1_1_0", 10, 2), info("all_2_2_0", 10, 9)];
        let tasks = MergePolicy::default().select(&parts);
        assert_eq!(
            tasks,
            vec![MergeTask::Merge(vec!["all_1_1_0".parse().unwrap()])]
        );
    }

    #[test]
    fn many_parts_merge_smallest_first_within_fan_in_until_under_the_limit() {
        let policy = MergePolicy {
            parts_per_partition_max: 3,
            fan_in_max: 2,
            deleted_ratio_max: 0.5,
            ..MergePolicy::default()
        };
        let parts: Vec<PartInfo> = (1..=5)
            .map(|i| info(&format!("all_{i}_{i}_0"), 100 - i, 100 - i))
            .collect();
        let tasks = policy.select(&parts);
        assert_eq!(
            tasks,
            vec![
                MergeTask::Merge(vec![
                    "all_4_4_0".parse().unwrap(),
                    "all_5_5_0".parse().unwrap()
                ]),
                MergeTask::Merge(vec![
                    "all_2_2_0".parse().unwrap(),
                    "all_3_3_0".parse().unwrap()
                ])
            ]
        );
        // 40 parts, 16 to a merge: 40 → 25 → 10.
        let policy = MergePolicy::default();
        let parts: Vec<PartInfo> = (1..=40)
            .map(|i| info(&format!("all_{i}_{i}_0"), 10, 10))
            .collect();
        let sizes: Vec<usize> = policy
            .select(&parts)
            .iter()
            .map(|t| match t {
                MergeTask::Merge(p) => p.len(),
                MergeTask::Drop(_) => 0,
            })
            .collect();
        assert_eq!(sizes, [16, 16]);
    }

    #[test]
    fn optimize_final_rewrites_single_parts_with_deletes() {
        let parts = [
            info("a_1_1_0", 10, 9),
            info("b_2_2_0", 10, 10),
            info("b_3_3_0", 5, 5),
        ];
        let policy = MergePolicy::default();
        assert_eq!(
            policy.optimize(&parts, true),
            vec![
                MergeTask::Merge(vec!["a_1_1_0".parse().unwrap()]),
                MergeTask::Merge(vec!["b_2_2_0".parse().unwrap(), "b_3_3_0".parse().unwrap()]),
            ]
        );
        assert_eq!(policy.optimize(&parts, false).len(), 1);
    }

    /// Eight parts of one size merge into one; seven do not.
    #[test]
    fn a_size_tier_of_eight_parts_merges() {
        let parts: Vec<PartInfo> = (1..=8)
            .map(|i| info(&format!("all_{i}_{i}_0"), 100, 100))
            .collect();
        let policy = MergePolicy::default();
        assert_eq!(
            policy.select(&parts),
            vec![MergeTask::Merge(
                parts.iter().map(|p| p.name.clone()).collect()
            )]
        );
        assert_eq!(policy.select(&parts[..7]), vec![]);
    }

    /// Small parts merge among themselves, not with a part larger than all of them
    /// together.
    #[test]
    fn small_parts_merge_without_the_large_one() {
        let mut parts = vec![info("all_1_1_0", 1000, 1000)];
        parts.extend((2..=9).map(|i| info(&format!("all_{i}_{i}_0"), 10, 10)));
        let tasks = MergePolicy::default().select(&parts);
        assert_eq!(
            tasks,
            vec![MergeTask::Merge(
                parts[1..].iter().map(|p| p.name.clone()).collect()
            )]
        );
    }

    /// Parts with masks count by their live rows; parts an upsert batch left merge
    /// with the parts whose rows they replaced, and the merge drops those masks.
    #[test]
    fn masked_parts_tier_by_live_size() {
        let mut parts: Vec<PartInfo> = (1..=10)
            .map(|i| info(&format!("all_{i}_{i}_0"), 1000, 800))
            .collect();
        parts.extend((11..=16).map(|i| info(&format!("all_{i}_{i}_0"), 300, 300)));
        let tasks = MergePolicy::default().select(&parts);
        assert_eq!(tasks.len(), 1);
        let MergeTask::Merge(names) = &tasks[0] else {
            panic!("a merge, got {tasks:?}")
        };
        assert_eq!(names.len(), 16);
    }

    /// A part past `tier_bytes_max` stays out of size tiers.
    #[test]
    fn parts_past_the_tier_limit_stay_out() {
        let policy = MergePolicy {
            tier_bytes_max: 1000,
            ..MergePolicy::default()
        };
        let parts: Vec<PartInfo> = (1..=8)
            .map(|i| info(&format!("all_{i}_{i}_0"), 1000, 1000))
            .collect();
        assert_eq!(policy.select(&parts), vec![]);
    }

    /// Invariant 2.9 (work bounded): under a stream of equal small parts, with the
    /// policy run after each one, every row is rewritten a number of times that grows
    /// with the logarithm of the rows, never with the number of parts.
    #[test]
    fn a_stream_of_small_parts_rewrites_each_row_logarithmically_often() {
        let policy = MergePolicy::default();
        let mut parts: Vec<PartInfo> = Vec::new();
        let mut rewritten = 0u64;
        let mut next = 1u64;
        let stream = 4096u64;
        for _ in 0..stream {
            parts.push(info(&format!("all_{next}_{next}_0"), 10, 10));
            next += 1;
            for task in policy.select(&parts) {
                let MergeTask::Merge(names) = task else {
                    continue;
                };
                let rows: u64 = parts
                    .iter()
                    .filter(|p| names.contains(&p.name))
                    .map(|p| p.rows)
                    .sum();
                rewritten += rows;
                parts.retain(|p| !names.contains(&p.name));
                parts.push(info(&format!("all_{next}_{next}_1"), rows, rows));
                next += 1;
            }
        }
        let rows = stream * 10;
        // log base 8 of 4096 is 4: each row is rewritten about 4 times.
        assert!(
            rewritten <= 5 * rows,
            "{rewritten} rows rewritten for {rows} inserted"
        );
        assert!(parts.len() <= 16, "{} parts left", parts.len());
    }
}
