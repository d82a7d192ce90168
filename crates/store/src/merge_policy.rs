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
}

impl Default for MergePolicy {
    fn default() -> Self {
        MergePolicy {
            parts_per_partition_max: 16,
            fan_in_max: 16,
            deleted_ratio_max: 0.5,
        }
    }
}

impl MergePolicy {
    /// Background merges for the parts of a table.
    pub fn select(&self, parts: &[PartInfo]) -> Vec<MergeTask> {
        let mut tasks = drop_dead(parts);
        for group in by_partition(parts.iter().filter(|p| p.live_rows > 0)) {
            if group.len() > self.parts_per_partition_max {
                // As many merges of the smallest parts as bring the partition back to
                // its limit: a stream of small statements adds parts faster than one
                // merge a round removes them.
                let mut smallest = group.clone();
                smallest.sort_by_key(|p| (p.bytes, p.name.clone()));
                let mut count = group.len();
                let mut rest = smallest.as_slice();
                while count > self.parts_per_partition_max && rest.len() >= 2 {
                    let take = self
                        .fan_in_max
                        .min(count - self.parts_per_partition_max + 1)
                        .max(2)
                        .min(rest.len());
                    let mut pick: Vec<PartName> =
                        rest[..take].iter().map(|p| p.name.clone()).collect();
                    pick.sort();
                    tasks.push(MergeTask::Merge(pick));
                    count -= take - 1;
                    rest = &rest[take..];
                }
                continue;
            }
            for p in group {
                let deleted = (p.rows - p.live_rows) as f64 / p.rows as f64;
                if deleted > self.deleted_ratio_max {
                    tasks.push(MergeTask::Merge(vec![p.name.clone()]));
                }
            }
        }
        tasks
    }

    /// `OPTIMIZE TABLE [FINAL]`: per partition, merge everything into one part (in
    /// chunks of `fan_in_max`). Without `final_`, a partition already in one part with no
    /// deleted rows is left alone; with it, any partition with deleted rows is rewritten.
    pub fn optimize(&self, parts: &[PartInfo], final_: bool) -> Vec<MergeTask> {
        let mut tasks = drop_dead(parts);
        for group in by_partition(parts.iter().filter(|p| p.live_rows > 0)) {
            let has_deleted = group.iter().any(|p| p.live_rows < p.rows);
            if group.len() == 1 && !(final_ && has_deleted) {
                continue;
            }
            for chunk in group.chunks(self.fan_in_max.max(1)) {
                tasks.push(MergeTask::Merge(
                    chunk.iter().map(|p| p.name.clone()).collect(),
                ));
            }
        }
        tasks
    }
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
        // 40 parts, at most 16 and 16 to a merge: 40 → 25 → 16.
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
        assert_eq!(sizes, [16, 10]);
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
}
