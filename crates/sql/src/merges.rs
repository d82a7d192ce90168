//! Merges: `OPTIMIZE TABLE` and the background scheduler take one path. The merge
//! policy (a pure function of part metadata) picks the parts; each pick is proposed as
//! a `MergeParts` or `DropParts` entry, so every replica performs the same merge.

use maskhouse_store::{
    merge_policy::{MergeTask, PartInfo},
    TableState,
};
use maskhouse_types::Command;

use crate::{Engine, Result};

fn part_infos(state: &TableState) -> Vec<PartInfo> {
    state
        .parts
        .values()
        .map(|p| PartInfo {
            name: p.name.clone(),
            rows: p.meta.rows,
            live_rows: p.live_rows(),
            bytes: p.meta.bytes,
        })
        .collect()
}

impl Engine {
    /// Whether this node leads the cluster now.
    pub fn is_leader(&self) -> bool {
        self.proposer.is_leader()
    }

    /// `OPTIMIZE TABLE t [FINAL]`.
    pub(crate) async fn optimize(&self, table: &str, final_: bool) -> Result<()> {
        let state = self.existing(table)?;
        let tasks = self.policy.optimize(&part_infos(&state), final_);
        self.run_merges(table, tasks).await
    }

    /// One round of background merges over every table: size tiers, parts whose
    /// deleted share passes the threshold, and fully deleted parts (dropped). Meant to
    /// run on the leader only, so that one node proposes. Returns how many merges it
    /// proposed.
    pub async fn merge_round(&self) -> Result<usize> {
        let snapshot = self.store.snapshot();
        let mut proposed = 0;
        for (table, state) in &snapshot.tables {
            let tasks = self.policy.select(&part_infos(state));
            if tasks.is_empty() {
                continue;
            }
            tracing::info!(table = %table, merges = tasks.len(), "background merges");
            proposed += tasks.len();
            self.run_merges(table, tasks).await?;
        }
        Ok(proposed)
    }

    async fn run_merges(&self, table: &str, tasks: Vec<MergeTask>) -> Result<()> {
        for task in tasks {
            let command = match task {
                MergeTask::Drop(parts) => Command::DropParts {
                    table: table.to_string(),
                    parts,
                },
                MergeTask::Merge(parts) => Command::MergeParts {
                    table: table.to_string(),
                    parts,
                },
            };
            self.expect_done(command).await?;
        }
        Ok(())
    }
}
