//! Merges: `OPTIMIZE TABLE` and the background scheduler take one path. The merge
//! policy (a pure function of part metadata) picks the parts; each pick is proposed as
//! a `MergeParts` or `DropParts` entry, so every replica performs the same merge.

use maskhouse_store::{
    merge_policy::{MergeTask, PartInfo},
    TableState,
};
use maskhouse_types::{Command, CommandOutcome, PartMeta};

use futures::StreamExt;

use crate::{Engine, Error, Result};

/// Merges of one round (or statement) proposed, or awaited, at once.
const MERGES_AT_ONCE: usize = 4;

/// The parts a new merge may take: those no pending merge holds.
fn part_infos(state: &TableState) -> Vec<PartInfo> {
    state
        .parts
        .values()
        .filter(|p| !state.is_merging(&p.name))
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

    /// `OPTIMIZE TABLE t [PARTITION p] [FINAL]`. With `throw_if_noop`
    /// (`optimize_throw_if_noop`), an OPTIMIZE without FINAL that finds nothing to
    /// merge fails, as ClickHouse's does (`CANNOT_ASSIGN_OPTIMIZE`, 388); FINAL always
    /// succeeds. The rows the table's TTL expires are deleted first, as a ClickHouse
    /// merge drops them.
    pub(crate) async fn optimize(
        &self,
        table: &str,
        final_: bool,
        partition: Option<&str>,
        settings: &crate::settings::QuerySettings,
    ) -> Result<()> {
        let throw_if_noop = settings.optimize_throw_if_noop;
        let state = self.existing(table)?;
        if state.merges_stopped {
            return Err(
                Error::bad("Cancelled merging parts: SYSTEM STOP MERGES. (ABORTED)")
                    .with_code(maskhouse_types::codes::ABORTED),
            );
        }
        // A TTL that cannot be evaluated now (checked when it was set, so rare) leaves
        // the merge to go on.
        // Counted with the masks applied, whatever the statement reads.
        let mut ttl_settings = settings.clone();
        ttl_settings.apply_deleted_mask = true;
        // Its own counters and read rules: the statement's `force_primary_key` or
        // `max_rows_to_read` are not the sweep's.
        ttl_settings.progress = Default::default();
        let state = match self.expire_ttl(table, &ttl_settings).await {
            Ok(0) => state,
            Ok(_) => self.existing(table)?,
            Err(e) => {
                tracing::warn!(table = %table, error = %e.message, "OPTIMIZE: TTL");
                state
            }
        };
        let parts: Vec<PartInfo> = part_infos(&state)
            .into_iter()
            .filter(|p| partition.is_none_or(|id| p.name.partition == id))
            .collect();
        let tasks = crate::table_settings::merge_policy(&self.policy, &state.schema)
            .optimize(&parts, final_);
        if tasks.is_empty() && throw_if_noop && !final_ {
            return Err(Error::bad(format!(
                "Cannot OPTIMIZE table {table}: there is nothing to merge. (CANNOT_ASSIGN_OPTIMIZE)"
            ))
            .with_code(maskhouse_types::codes::CANNOT_ASSIGN_OPTIMIZE));
        }
        self.run_merges(table, tasks, None).await
    }

    /// One round of background merges over every table: size tiers, parts whose
    /// deleted share passes the threshold, and fully deleted parts (dropped). Meant to
    /// run on the leader only, so that one node proposes. Returns how many merges it
    /// proposed.
    pub async fn merge_round(&self) -> Result<usize> {
        self.ttl_round().await;
        let snapshot = self.store.snapshot();
        let mut proposed = 0;
        for (table, state) in &snapshot.tables {
            // Merges whose proposer went away before committing them.
            for merge in state.pending.keys() {
                if let Some(built) = self.store.merge_ready(table, *merge) {
                    self.propose_commit(table, *merge, built.meta.clone())
                        .await?;
                }
            }
            // Merges already scheduled are built and committed above; no new ones.
            if state.merges_stopped {
                continue;
            }
            let tasks = crate::table_settings::merge_policy(&self.policy, &state.schema)
                .select(&part_infos(state));
            if tasks.is_empty() {
                continue;
            }
            tracing::info!(table = %table, merges = tasks.len(), "background merges");
            proposed += tasks.len();
            self.run_merges(table, tasks, None).await?;
        }
        Ok(proposed)
    }

    /// Proposes every task, then awaits each scheduled merge and commits it, so the
    /// statement that asked for them (OPTIMIZE, ALTER … DELETE) sees their results.
    /// Up to [`MERGES_AT_ONCE`] tasks are proposed together and each result is
    /// committed as soon as it is built: a round's merges share their rounds of
    /// replication, and the merge worker never waits for a commit before it starts the
    /// next one. The cap bounds the waiters (each holds a blocking thread) and the
    /// results built but not yet committed (each takes disk beside its inputs).
    /// `expire`: the merges are a TTL's rewrite, by its condition (`Command::MergeParts`).
    pub(crate) async fn run_merges(
        &self,
        table: &str,
        tasks: Vec<MergeTask>,
        expire: Option<String>,
    ) -> Result<()> {
        let proposals = tasks.into_iter().map(|task| {
            let command = match task {
                MergeTask::Drop(parts) => Command::DropParts {
                    table: table.to_string(),
                    parts,
                },
                MergeTask::Merge(parts) => Command::MergeParts {
                    table: table.to_string(),
                    parts,
                    expire: expire.clone(),
                },
            };
            self.expect_done(command, table)
        });
        let outcomes: Vec<Result<CommandOutcome>> = futures::stream::iter(proposals)
            .buffered(MERGES_AT_ONCE)
            .collect()
            .await;
        let mut first_error = None;
        let mut scheduled = vec![];
        for outcome in outcomes {
            match outcome {
                Ok(CommandOutcome::MergeScheduled { merge, .. }) => scheduled.push(merge),
                Ok(_) => {}
                Err(e) => {
                    first_error.get_or_insert(e);
                }
            }
        }
        let commits = scheduled
            .into_iter()
            .map(|merge| self.build_and_commit(table, merge));
        let outcomes: Vec<Result<()>> = futures::stream::iter(commits)
            .buffered(MERGES_AT_ONCE)
            .collect()
            .await;
        for outcome in outcomes {
            if let Err(e) = outcome {
                first_error.get_or_insert(e);
            }
        }
        first_error.map_or(Ok(()), Err)
    }

    /// Waits for merge `merge` of `table` to be built here and proposes its commit.
    async fn build_and_commit(&self, table: &str, merge: u64) -> Result<()> {
        let store = self.store.clone();
        let t = table.to_string();
        // Inline merges (no merge thread) are built by the waiter, on this task.
        let built = if store.merges_inline() {
            store.wait_merge(&t, merge)?
        } else {
            tokio::task::spawn_blocking(move || store.wait_merge(&t, merge))
                .await
                .map_err(|e| Error::internal(e.to_string()))??
        };
        // None: committed by another node already (or the table is gone).
        match built {
            Some(built) => self.propose_commit(table, merge, built.meta.clone()).await,
            None => Ok(()),
        }
    }

    async fn propose_commit(&self, table: &str, merge: u64, meta: PartMeta) -> Result<()> {
        let command = Command::CommitMerge {
            table: table.to_string(),
            merge,
            meta,
        };
        self.expect_done(command, table).await.map(|_| ())
    }
}
