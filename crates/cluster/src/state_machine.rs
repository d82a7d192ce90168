//! openraft's state machine over the store. Every entry goes through
//! [`Store::apply`](maskhouse_store::Store::apply) together with the state machine's own
//! record (last applied log id and membership), in one atomic batch.

use std::{path::PathBuf, sync::Arc};

use maskhouse_store::{Priority, Store};
use maskhouse_types::{codec, Command, CommandOutcome};
use openraft::{
    storage::{RaftStateMachine, Snapshot},
    AnyError, Entry, EntryPayload, LogId, OptionalSend, RaftSnapshotBuilder, SnapshotMeta,
    StorageIOError, StoredMembership,
};
use serde::{Deserialize, Serialize};

use crate::{fetch::Fetcher, progress::ApplyProgress, Blocking, NodeId, StorageError, TypeConfig};

type Membership = StoredMembership<NodeId, openraft::BasicNode>;

/// What the state machine records beside the store's own state.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
struct Applied {
    last_applied: Option<LogId<NodeId>>,
    membership: Membership,
}

/// The current snapshot: its metadata and its file under `DATA/snapshots/`.
#[derive(Serialize, Deserialize)]
struct StoredSnapshot {
    meta: SnapshotMeta<NodeId, openraft::BasicNode>,
    file: String,
}

const CURRENT_SNAPSHOT: &[u8] = b"current";

/// How far this replica's applied state is durable: what bounds the log's purges
/// ([`LogStore::purge`](crate::LogStore)).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DurableApplied {
    /// One more than the index of the last entry whose effect is durable (0: none;
    /// openraft's first entry has index 0).
    pub durable: u64,
    /// One more than the index of the last entry applied, durable or not yet (a run of
    /// entries is flushed once, after its last).
    pub applied: u64,
    /// Nothing more becomes durable that a purge could wait for: the state machine
    /// failed (an apply or an install), or the node is shutting down.
    pub stopped: bool,
}

/// The state machine: the store plus the applied record.
#[derive(Clone)]
pub struct StateMachine {
    store: Arc<Store>,
    snapshots: maskhouse_store::kv::Tree,
    applied: Applied,
    fetcher: Fetcher,
    /// The file a snapshot being received is written to.
    incoming: Option<PathBuf>,
    /// Woken whenever the store's applied index moves.
    applied_signal: Arc<tokio::sync::Notify>,
    /// The entry apply works on, for telling a stalled replica.
    progress: Arc<ApplyProgress>,
    /// Whether the heavy work of another leader's entries runs in the background
    /// (`NodeConfig::follower_background_priority`).
    follower_background: bool,
    /// Requests waiting for this replica to apply an index (linearizable reads, writes
    /// that answer once visible here): while any waits, apply works in the foreground.
    waiting: Arc<std::sync::atomic::AtomicUsize>,
    /// The nice value apply runs at while a request waits for it (0: unchanged).
    waited_nice: i32,
    /// Published after each durable apply and install, and when the state machine fails.
    durable: Arc<tokio::sync::watch::Sender<DurableApplied>>,
}

fn sm_err(e: impl std::fmt::Display) -> StorageError {
    StorageIOError::write_state_machine(AnyError::error(e.to_string())).into()
}

fn snap_err(e: impl std::fmt::Display) -> StorageError {
    StorageIOError::read_snapshot(None, AnyError::error(e.to_string())).into()
}

impl StateMachine {
    /// Runs the heavy work of entries another leader proposed in the background
    /// (`follower_background_priority`); by default every entry's work runs in the
    /// foreground.
    pub fn with_follower_background_priority(mut self, on: bool) -> Self {
        self.follower_background = on;
        self
    }

    /// Applies entries a request waits for at nice `nice` (`NodeConfig::waited_apply_nice`).
    pub fn with_waited_apply_nice(mut self, nice: i32) -> Self {
        self.waited_nice = nice;
        self
    }

    pub fn open(fetcher: Fetcher, db: &sled::Db) -> Result<Self, crate::Error> {
        let store = fetcher.store.clone();
        let applied = match store.state_machine_state()? {
            Some(bytes) => codec::decode(&bytes).map_err(maskhouse_store::Error::from)?,
            None => Applied::default(),
        };
        let sm = StateMachine {
            store,
            snapshots: maskhouse_store::kv::Tree::open(db, "raft_snapshot")
                .map_err(maskhouse_store::Error::from)?,
            applied,
            fetcher,
            incoming: None,
            applied_signal: Arc::default(),
            progress: Arc::default(),
            follower_background: false,
            waiting: Arc::default(),
            waited_nice: 0,
            durable: Arc::new(tokio::sync::watch::channel(DurableApplied::default()).0),
        };
        // What the store recovered at open is on disk.
        sm.applied_up_to(sm.applied.last_applied);
        sm.durable_up_to(sm.applied.last_applied);
        sm.remove_stray_snapshots()?;
        Ok(sm)
    }

    /// Removes snapshot files other than the current one (left by a crash while one was
    /// built, received or installed).
    fn remove_stray_snapshots(&self) -> Result<(), crate::Error> {
        let current = match self
            .snapshots
            .get(CURRENT_SNAPSHOT)
            .map_err(maskhouse_store::Error::from)?
        {
            Some(bytes) => {
                codec::decode::<StoredSnapshot>(&bytes)
                    .map_err(maskhouse_store::Error::from)?
                    .file
            }
            None => String::new(),
        };
        let Ok(files) = std::fs::read_dir(self.snapshot_dir()) else {
            return Ok(());
        };
        for file in files.flatten() {
            if file.file_name().to_string_lossy() != current {
                let _ = std::fs::remove_file(file.path());
            }
        }
        Ok(())
    }

    fn snapshot_dir(&self) -> PathBuf {
        self.store.data_dir().join("snapshots")
    }

    fn blocking(&self) -> Blocking {
        self.fetcher.blocking
    }

    /// A file name no other snapshot of this process uses.
    fn fresh_name(what: &str) -> String {
        let nanos = maskhouse_types::clock::now_nanos();
        format!("{what}-{nanos:x}.snap")
    }

    /// Makes `file` (in the snapshot directory) the current snapshot, with `meta`, and
    /// removes the previous one.
    async fn record_current(
        &mut self,
        meta: &SnapshotMeta<NodeId, openraft::BasicNode>,
        file: String,
    ) -> Result<(), StorageError> {
        let previous: Option<StoredSnapshot> =
            match self.snapshots.get(CURRENT_SNAPSHOT).map_err(sm_err)? {
                Some(bytes) => codec::decode(&bytes).ok(),
                None => None,
            };
        let stored = StoredSnapshot {
            meta: meta.clone(),
            file: file.clone(),
        };
        self.snapshots
            .insert(CURRENT_SNAPSHOT, codec::encode(&stored))
            .map_err(sm_err)?;
        let flusher = self.store.meta_flush();
        self.blocking()
            .run(move || flusher.flush())
            .await
            .map_err(sm_err)?
            .map_err(sm_err)?;
        fail::fail_point!("snapshot::recorded");
        if let Some(p) = previous.filter(|p| p.file != file) {
            let old = self.snapshot_dir().join(p.file);
            let _ = self.blocking().run(move || std::fs::remove_file(old)).await;
        }
        Ok(())
    }

    /// The other members, as the last applied membership names them.
    fn peers(membership: &Membership) -> Vec<(NodeId, String)> {
        membership
            .membership()
            .nodes()
            .map(|(id, node)| (*id, node.addr.clone()))
            .collect()
    }

    /// How many voters the last applied membership has.
    fn voters(membership: &Membership) -> usize {
        membership.membership().voter_ids().count()
    }

    pub fn store(&self) -> &Arc<Store> {
        &self.store
    }

    /// Notified each time the store's applied index moves (an entry applied, a
    /// snapshot installed).
    pub fn applied_signal(&self) -> Arc<tokio::sync::Notify> {
        self.applied_signal.clone()
    }

    /// How far the applied state is durable, for the log's purges.
    pub fn durable_applied(&self) -> tokio::sync::watch::Receiver<DurableApplied> {
        self.durable.subscribe()
    }

    /// The handle that tells a waiting purge the node is shutting down
    /// ([`DurableApplied::stopped`]).
    pub(crate) fn durable_sender(&self) -> Arc<tokio::sync::watch::Sender<DurableApplied>> {
        self.durable.clone()
    }

    fn durable_up_to(&self, applied: Option<LogId<NodeId>>) {
        let next = applied.map_or(0, |l| l.index + 1);
        self.durable
            .send_modify(|d| d.durable = d.durable.max(next));
    }

    fn applied_up_to(&self, applied: Option<LogId<NodeId>>) {
        let next = applied.map_or(0, |l| l.index + 1);
        self.durable
            .send_modify(|d| d.applied = d.applied.max(next));
    }

    /// Records that the state machine failed, so nothing waits for it any longer.
    fn stopped<T>(&self, result: Result<T, StorageError>) -> Result<T, StorageError> {
        if result.is_err() {
            self.durable.send_modify(|d| d.stopped = true);
        }
        result
    }

    /// The count of requests waiting for this replica's apply, which the node keeps.
    pub(crate) fn waiting(&self) -> Arc<std::sync::atomic::AtomicUsize> {
        self.waiting.clone()
    }

    /// The entry apply works on now.
    pub(crate) fn progress(&self) -> Arc<ApplyProgress> {
        self.progress.clone()
    }
}

impl StateMachine {
    /// Applies `entries`, then makes their effect durable in one flush.
    async fn apply_entries<I>(&mut self, entries: I) -> Result<Vec<CommandOutcome>, StorageError>
    where
        I: IntoIterator<Item = Entry<TypeConfig>> + OptionalSend,
        I::IntoIter: OptionalSend,
    {
        let mut out = Vec::new();
        for entry in entries {
            let mut applied = self.applied.clone();
            applied.last_applied = Some(entry.log_id);
            if let EntryPayload::Membership(m) = &entry.payload {
                applied.membership = StoredMembership::new(Some(entry.log_id), m.clone());
            }
            let record = codec::encode(&applied);
            let store = self.store.clone();
            let index = entry.log_id.index;
            self.progress.begin(index);
            // An entry cannot apply without its parts: a replica that missed the push
            // fetches them first, from any replica that has them (DESIGN §3). An entry
            // every replica rejects (its table dropped meanwhile) needs no file, and its
            // files may be gone everywhere: it is applied without fetching (§2.8).
            if let EntryPayload::Normal(Command::AddParts {
                table,
                parts,
                schema,
            }) = &entry.payload
            {
                match self.store.add_parts_rejection(index, table, parts, *schema) {
                    Some(reason) => {
                        tracing::info!(
                            index,
                            table,
                            reason,
                            "insert rejected; its parts are not fetched"
                        );
                    }
                    None => {
                        let peers = Self::peers(&self.applied.membership);
                        self.fetcher
                            .ensure_staged(&peers, table, index, parts)
                            .await;
                    }
                }
            }
            // A merge result this replica built differently from its proposer is
            // replaced by the proposer's file before the commit registers it.
            if let EntryPayload::Normal(Command::CommitMerge { table, merge, meta }) =
                &entry.payload
            {
                let peers = Self::peers(&self.applied.membership);
                let voters = Self::voters(&self.applied.membership);
                self.fetcher
                    .ensure_merge(&peers, voters, table, *merge, meta)
                    .await
                    .map_err(sm_err)?;
            }
            let log_id = entry.log_id;
            let waited_for = self.waiting.load(std::sync::atomic::Ordering::Relaxed) > 0;
            let priority = priority_of(
                &log_id,
                self.fetcher.self_id,
                self.follower_background,
                waited_for,
            );
            let nice = if waited_for { self.waited_nice } else { 0 };
            let command = match entry.payload {
                EntryPayload::Normal(command) => Some(Arc::new(command)),
                _ => None,
            };
            let outcome = loop {
                let (store, this, record) = (store.clone(), command.clone(), record.clone());
                let applied = self
                    .blocking()
                    .run(move || {
                        crate::blocking::at_nice(nice, || match this {
                            Some(command) => {
                                store.apply_unsynced(index, &command, Some(&record), priority)
                            }
                            None => store
                                .apply_noop_unsynced(index, Some(&record))
                                .map(|()| CommandOutcome::Done),
                        })
                    })
                    .await
                    .map_err(sm_err)?;
                // A part damaged on this replica is fetched again and the entry applied
                // again: damage never becomes an outcome (DESIGN §2.6, §2.8).
                if let Err(e) = &applied {
                    let staged = match command.as_deref() {
                        Some(Command::AddParts { parts, .. }) => Some(parts.as_slice()),
                        _ => None,
                    };
                    if let Some(damaged) = self.fetcher.damaged(e, staged) {
                        tracing::warn!(index, error = %e, "entry met a damaged part; repairing it before applying the entry again");
                        let peers = Self::peers(&self.applied.membership);
                        self.fetcher.repair(&peers, &damaged, None).await;
                        continue;
                    }
                    if let Some(damaged) = self.fetcher.damaged_mask(e) {
                        tracing::warn!(index, error = %e, "entry met a damaged mask version; repairing it before applying the entry again");
                        let peers = Self::peers(&self.applied.membership);
                        let voters = Self::voters(&self.applied.membership);
                        self.fetcher
                            .repair_mask(&peers, voters, &damaged, None)
                            .await;
                        continue;
                    }
                }
                break applied.map_err(|e| {
                    tracing::error!(index, error = %e, "apply failed; this replica stops");
                    StorageError::from(StorageIOError::apply(
                        log_id,
                        AnyError::error(e.to_string()),
                    ))
                })?;
            };
            self.applied = applied;
            self.applied_up_to(self.applied.last_applied);
            self.progress.done();
            self.applied_signal.notify_waiters();
            out.push(outcome);
        }
        // One flush for the entries applied together (they are durable in the log
        // already): a replica that fell behind catches up with fewer flushes the
        // further behind it is. openraft answers its clients' writes only after it, so
        // what a node answered survives its own restart, local reads included. It
        // shares a flush with the log's append when the two wait together.
        if !out.is_empty() {
            let store = self.store.clone();
            self.blocking()
                .run(move || store.sync_applied())
                .await
                .map_err(sm_err)?
                .map_err(|e| {
                    tracing::error!(error = %e, "sync of applied entries failed; this replica stops");
                    sm_err(e)
                })?;
            self.durable_up_to(self.applied.last_applied);
        }
        Ok(out)
    }

    /// Installs a snapshot received from the leader (see `install_snapshot`).
    async fn install(
        &mut self,
        meta: &SnapshotMeta<NodeId, openraft::BasicNode>,
        mut snapshot: Box<tokio::fs::File>,
    ) -> Result<(), StorageError> {
        use tokio::io::AsyncWriteExt;
        self.progress.begin(meta.last_log_id.map_or(0, |l| l.index));
        // Copy whatever file the snapshot arrived in to a file of our own, from its
        // start: the handle need not be the one `begin_receiving_snapshot` gave out.
        snapshot.flush().await.map_err(sm_err)?;
        let received = snapshot.into_std().await;
        let path = self.snapshot_dir().join(Self::fresh_name("installing"));
        let target = path.clone();
        let incoming = self.incoming.take();
        self.blocking()
            .run(move || {
                use std::io::{Seek, SeekFrom};
                let mut received = received;
                received.seek(SeekFrom::Start(0))?;
                let mut copy = std::fs::File::create(&target)?;
                std::io::copy(&mut received, &mut copy)?;
                copy.sync_all()?;
                drop(received);
                if let Some(incoming) = incoming {
                    let _ = std::fs::remove_file(incoming);
                }
                Ok::<_, std::io::Error>(())
            })
            .await
            .map_err(sm_err)?
            .map_err(sm_err)?;
        fail::fail_point!("snapshot::install_copied");
        // The snapshot carries the catalog and masks, never rows: fetch the part files
        // it names that this replica lacks before importing it.
        let store = self.store.clone();
        let target = path.clone();
        let missing = self
            .blocking()
            .run(move || store.missing_in_snapshot(&target))
            .await
            .map_err(sm_err)?
            .map_err(sm_err)?;
        if !missing.is_empty() {
            tracing::info!(parts = missing.len(), "fetching parts the snapshot names");
            let peers = Self::peers(&meta.last_membership);
            self.fetcher.ensure_parts(&peers, &missing).await;
        }
        let store = self.store.clone();
        let target = path.clone();
        self.blocking()
            .run(move || store.import_from(&target))
            .await
            .map_err(sm_err)?
            .map_err(sm_err)?;
        fail::fail_point!("snapshot::install_imported");
        self.applied = Applied {
            last_applied: meta.last_log_id,
            membership: meta.last_membership.clone(),
        };
        self.applied_up_to(self.applied.last_applied);
        self.progress.done();
        self.applied_signal.notify_waiters();
        let name = Self::fresh_name("snapshot");
        let (dir, target) = (self.snapshot_dir(), self.snapshot_dir().join(&name));
        self.blocking()
            .run(move || {
                std::fs::rename(&path, &target)?;
                maskhouse_part::sync_dir(&dir).map_err(std::io::Error::other)
            })
            .await
            .map_err(sm_err)?
            .map_err(sm_err)?;
        self.record_current(meta, name).await?;
        // The import and the snapshot that covers it are durable: the log may now drop
        // the entries the snapshot covers (never past the snapshot a restart finds).
        self.durable_up_to(meta.last_log_id);
        Ok(())
    }
}

/// The priority of an entry's heavy work on replica `me`: the leader that proposed the
/// entry answers its client once it has applied it, so it works in the foreground;
/// with `follower_background`, every other replica works in the background
/// (`maskhouse_store::Priority`) unless a request waits for its apply (`waited_for`:
/// a linearizable read there waits for it as the client of a write waits for the
/// leader), and without it in the foreground too.
fn priority_of(
    log_id: &LogId<NodeId>,
    me: NodeId,
    follower_background: bool,
    waited_for: bool,
) -> Priority {
    if !follower_background || waited_for || log_id.leader_id.voted_for() == Some(me) {
        Priority::Foreground
    } else {
        Priority::Background
    }
}

impl RaftSnapshotBuilder<TypeConfig> for StateMachine {
    async fn build_snapshot(&mut self) -> Result<Snapshot<TypeConfig>, StorageError> {
        let dir = self.snapshot_dir();
        let create = dir.clone();
        self.blocking()
            .run(move || maskhouse_part::create_dir_durable(&create))
            .await
            .map_err(snap_err)?
            .map_err(snap_err)?;
        let name = Self::fresh_name("snapshot");
        let path = dir.join(&name);
        let store = self.store.clone();
        let target = path.clone();
        let state = self
            .blocking()
            .run(move || store.export_to(&target))
            .await
            .map_err(snap_err)?
            .map_err(snap_err)?;
        maskhouse_part::sync_dir(&dir).map_err(snap_err)?;
        fail::fail_point!("snapshot::built");
        // The applied record comes from the export itself, so data and metadata describe
        // the same point even while the state machine keeps applying.
        let applied: Applied = match state {
            Some(bytes) => codec::decode(&bytes).map_err(snap_err)?,
            None => Applied::default(),
        };
        let snapshot_id = match applied.last_applied {
            Some(l) => format!("{}-{}-{name}", l.leader_id.term, l.index),
            None => format!("empty-{name}"),
        };
        let meta = SnapshotMeta {
            last_log_id: applied.last_applied,
            last_membership: applied.membership,
            snapshot_id,
        };
        self.record_current(&meta, name).await?;
        let file = self.blocking().open(&path).await.map_err(snap_err)?;
        Ok(Snapshot {
            meta,
            snapshot: Box::new(file),
        })
    }
}

impl RaftStateMachine<TypeConfig> for StateMachine {
    type SnapshotBuilder = Self;

    async fn applied_state(&mut self) -> Result<(Option<LogId<NodeId>>, Membership), StorageError> {
        Ok((self.applied.last_applied, self.applied.membership.clone()))
    }

    async fn apply<I>(&mut self, entries: I) -> Result<Vec<CommandOutcome>, StorageError>
    where
        I: IntoIterator<Item = Entry<TypeConfig>> + OptionalSend,
        I::IntoIter: OptionalSend,
    {
        let applied = self.apply_entries(entries).await;
        self.stopped(applied)
    }

    async fn get_snapshot_builder(&mut self) -> Self::SnapshotBuilder {
        self.clone()
    }

    async fn begin_receiving_snapshot(&mut self) -> Result<Box<tokio::fs::File>, StorageError> {
        let dir = self.snapshot_dir();
        let path = dir.join(Self::fresh_name("incoming"));
        let target = path.clone();
        // Readable too: install reads back what was received through this handle.
        let file = self
            .blocking()
            .run(move || {
                maskhouse_part::create_dir_durable(&dir)?;
                std::fs::OpenOptions::new()
                    .read(true)
                    .write(true)
                    .create_new(true)
                    .open(&target)
            })
            .await
            .map_err(sm_err)?
            .map_err(sm_err)?;
        self.incoming = Some(path);
        Ok(Box::new(tokio::fs::File::from_std(file)))
    }

    async fn install_snapshot(
        &mut self,
        meta: &SnapshotMeta<NodeId, openraft::BasicNode>,
        snapshot: Box<tokio::fs::File>,
    ) -> Result<(), StorageError> {
        let installed = self.install(meta, snapshot).await;
        self.stopped(installed)
    }

    async fn get_current_snapshot(&mut self) -> Result<Option<Snapshot<TypeConfig>>, StorageError> {
        let Some(bytes) = self.snapshots.get(CURRENT_SNAPSHOT).map_err(snap_err)? else {
            return Ok(None);
        };
        let stored: StoredSnapshot = codec::decode(&bytes).map_err(snap_err)?;
        let file = self
            .blocking()
            .open(&self.snapshot_dir().join(&stored.file))
            .await
            .map_err(snap_err)?;
        Ok(Some(Snapshot {
            meta: stored.meta,
            snapshot: Box::new(file),
        }))
    }
}

#[cfg(test)]
mod tests {
    use openraft::CommittedLeaderId;

    use super::*;

    /// Only the replica whose term proposed an entry does its heavy work in the
    /// foreground; a follower, or a later leader replaying an older term's entry, works
    /// in the background.
    #[test]
    fn only_the_proposing_leader_applies_in_the_foreground() {
        let entry = |term, leader| LogId::new(CommittedLeaderId::new(term, leader), 7);
        assert_eq!(
            priority_of(&entry(3, 1), 1, true, false),
            Priority::Foreground
        );
        assert_eq!(
            priority_of(&entry(3, 1), 2, true, false),
            Priority::Background
        );
        assert_eq!(
            priority_of(&entry(4, 2), 1, true, false),
            Priority::Background
        );
    }

    /// A follower that a read (or a write answering once visible there) waits on
    /// applies in the foreground: the read waits for its apply (DESIGN §3, "Group
    /// commit": linearizable reads on any node stay fast during a stream).
    #[test]
    fn a_follower_someone_waits_on_applies_in_the_foreground() {
        let entry = |term, leader| LogId::new(CommittedLeaderId::new(term, leader), 7);
        assert_eq!(
            priority_of(&entry(3, 1), 2, true, true),
            Priority::Foreground
        );
        assert_eq!(
            priority_of(&entry(4, 2), 1, true, true),
            Priority::Foreground
        );
    }

    /// Without `follower_background_priority` (a replica on a machine of its own),
    /// every replica does every entry's work in the foreground.
    #[test]
    fn without_follower_background_priority_every_replica_works_in_the_foreground() {
        let entry = |term, leader| LogId::new(CommittedLeaderId::new(term, leader), 7);
        assert_eq!(
            priority_of(&entry(3, 1), 1, false, false),
            Priority::Foreground
        );
        assert_eq!(
            priority_of(&entry(3, 1), 2, false, false),
            Priority::Foreground
        );
    }
}
