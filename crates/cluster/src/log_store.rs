//! The Raft log and vote, in sled. Appends are acknowledged only after a flush made
//! durable ([`MetaFlush`]), which the log shares with the store's applied entries.

use std::{fmt::Debug, ops::RangeBounds, sync::Arc};

use maskhouse_store::{kv, MetaFlush};
use maskhouse_types::codec;
use openraft::{
    storage::{LogFlushed, LogState, RaftLogStorage},
    AnyError, Entry, LogId, OptionalSend, RaftLogReader, StorageIOError, Vote,
};

use crate::{state_machine::DurableApplied, Blocking, NodeId, StorageError, TypeConfig};

const VOTE: &[u8] = b"vote";
const COMMITTED: &[u8] = b"committed";
const PURGED: &[u8] = b"purged";

/// A vote as a starting node takes it from disk: for the same leader, never committed.
///
/// Raft core restores a node whose committed vote is its own as leader at once, in the
/// same term, with the commit index it finds on disk, and that index can be older than
/// the one it had announced before it stopped: followers learn a commit index before
/// the leader records it, and the record is not flushed on its own
/// ([`RaftLogStorage::save_committed`]). A read index it then answered could miss
/// entries that reads elsewhere had already observed (DESIGN §2.4). Taken uncommitted,
/// the vote makes the node stand for election in a new term, whose first entry every
/// read index then covers; a follower takes the committed vote again from the leader's
/// next message. Lowering a vote to the same leader, uncommitted, grants no one a vote
/// the durable one would have refused.
fn reopened(vote: Vote<NodeId>) -> Vote<NodeId> {
    match vote.leader_id().voted_for() {
        Some(leader) if vote.is_committed() => Vote::new(vote.leader_id().term, leader),
        _ => vote,
    }
}

/// The log: one tree of entries keyed by big-endian index, one of metadata (values of
/// any size kept small for sled, [`kv`]).
#[derive(Clone)]
pub struct LogStore {
    entries: kv::Tree,
    meta: kv::Tree,
    /// The database's durable flushes, shared with the store (see [`MetaFlush`]); in
    /// tests, a plain flush of the log's own.
    flusher: Arc<MetaFlush>,
    blocking: Blocking,
    /// The committed index last saved, kept in memory for status views (read often).
    committed: std::sync::Arc<std::sync::atomic::AtomicU64>,
    /// The vote last made durable ([`LogStore::durable_vote`]).
    vote: Arc<std::sync::Mutex<Option<Vote<NodeId>>>>,
    /// How far the state machine's applied state is durable, which bounds a purge
    /// ([`LogStore::with_durable_applied`]); in tests of the log alone, nothing.
    applied: Option<tokio::sync::watch::Receiver<DurableApplied>>,
    /// The node's Raft, once started: a purge that holds Raft core while a snapshot
    /// installs holds this node's elections off ([`ElectionsPaused`]).
    raft: Arc<std::sync::OnceLock<crate::Raft>>,
    /// Pauses of elections begun, so that only the last one's end resumes them.
    pauses: Arc<std::sync::atomic::AtomicU64>,
}

/// How long after Raft core is released elections resume: it handles the timer ticks it
/// missed before the leader's heartbeats that queued meanwhile, and an election
/// started on those ticks would depose a live leader. Several election timeouts.
const ELECTIONS_RESUME_AFTER: std::time::Duration = std::time::Duration::from_secs(3);

/// This node's elections, held off while a purge holds Raft core (a snapshot install,
/// minutes long), and resumed [`ELECTIONS_RESUME_AFTER`] the pause ends.
struct ElectionsPaused {
    raft: Option<crate::Raft>,
    pauses: Arc<std::sync::atomic::AtomicU64>,
    pause: u64,
}

impl Drop for ElectionsPaused {
    fn drop(&mut self) {
        let Some(raft) = self.raft.take() else {
            return;
        };
        let (pauses, pause) = (self.pauses.clone(), self.pause);
        let resume = move || {
            if pauses.load(std::sync::atomic::Ordering::Acquire) == pause {
                raft.runtime_config().elect(true);
            }
        };
        match tokio::runtime::Handle::try_current() {
            Ok(runtime) => {
                runtime.spawn(async move {
                    tokio::time::sleep(ELECTIONS_RESUME_AFTER).await;
                    resume();
                });
            }
            Err(_) => resume(),
        }
    }
}

fn read_err(e: impl std::error::Error + 'static) -> StorageError {
    StorageIOError::read_logs(AnyError::new(&e)).into()
}

fn write_err(e: impl std::error::Error + 'static) -> StorageError {
    StorageIOError::write_logs(AnyError::new(&e)).into()
}

impl LogStore {
    pub fn open(db: &sled::Db) -> Result<Self, kv::Error> {
        Self::open_with(db, Blocking::Threads)
    }

    /// Opens the log; its flushes run where `blocking` says.
    pub fn open_with(db: &sled::Db, blocking: Blocking) -> Result<Self, kv::Error> {
        let meta = kv::Tree::open(db, "raft_meta")?;
        let committed = match meta.get(COMMITTED)? {
            Some(v) => codec::decode::<Option<LogId<NodeId>>>(&v)
                .ok()
                .flatten()
                .map_or(0, |l| l.index),
            None => 0,
        };
        let vote = match meta.get(VOTE)? {
            Some(v) => codec::decode::<Vote<NodeId>>(&v).ok().map(reopened),
            None => None,
        };
        let entries = kv::Tree::open(db, "raft_log")?;
        Ok(LogStore {
            flusher: Arc::new(MetaFlush::new(entries.sled().clone(), None)),
            entries,
            meta,
            blocking,
            committed: std::sync::Arc::new(committed.into()),
            vote: Arc::new(std::sync::Mutex::new(vote)),
            applied: None,
            raft: Arc::default(),
            pauses: Arc::default(),
        })
    }

    /// The vote last made durable, read without asking Raft core. Raft grants a vote,
    /// or follows a new leader, only after [`RaftLogStorage::save_vote`] has made the
    /// new vote durable, so while this still equals a vote read earlier, this node has
    /// voted for no one else since (what a follower's read index relies on).
    pub fn durable_vote(&self) -> Option<Vote<NodeId>> {
        *self.vote.lock().expect("not poisoned")
    }

    /// Flushes through `flusher`: the store's, on the same database, which makes each
    /// flush durable and shares it with the store's own.
    pub fn with_flush(mut self, flusher: Arc<MetaFlush>) -> Self {
        self.flusher = flusher;
        self
    }

    /// Purges wait for the state machine's applied state to be durable up to the
    /// entries they remove (see [`RaftLogStorage::purge`] below).
    pub fn with_durable_applied(
        mut self,
        applied: tokio::sync::watch::Receiver<DurableApplied>,
    ) -> Self {
        self.applied = Some(applied);
        self
    }

    /// The node's Raft, which a purge waiting for a snapshot install keeps from
    /// starting elections ([`ElectionsPaused`]).
    pub(crate) fn set_raft(&self, raft: crate::Raft) {
        let _ = self.raft.set(raft);
    }

    fn pause_elections(&self) -> ElectionsPaused {
        let pause = self
            .pauses
            .fetch_add(1, std::sync::atomic::Ordering::AcqRel)
            + 1;
        let raft = self.raft.get().cloned();
        if let Some(raft) = &raft {
            raft.runtime_config().elect(false);
        }
        ElectionsPaused {
            raft,
            pauses: self.pauses.clone(),
            pause,
        }
    }

    /// Flushes the whole database and makes it durable, in one blocking job.
    async fn flush(&self) -> std::io::Result<()> {
        let flusher = self.flusher.clone();
        self.blocking
            .run(move || flusher.flush())
            .await
            .map_err(std::io::Error::other)?
    }

    /// Index, leader id (term, node) and CRC-32 of every entry in `from..=to` this log
    /// holds (purged ones are gone), for comparing logs across nodes.
    pub fn entry_digests(&self, from: u64, to: u64) -> Vec<(u64, (u64, NodeId), u32)> {
        if from > to {
            return Vec::new();
        }
        self.entries
            .range(from.to_be_bytes()..=to.to_be_bytes())
            .filter_map(|kv| kv.ok())
            .filter_map(|(_, v)| {
                let entry = Self::decode_entry(&v).ok()?;
                Some((
                    entry.log_id.index,
                    (entry.log_id.leader_id.term, entry.log_id.leader_id.node_id),
                    crc32fast::hash(&v),
                ))
            })
            .collect()
    }

    /// The committed index last saved by Raft, for status views.
    pub fn committed_index(&self) -> Option<u64> {
        Some(self.committed.load(std::sync::atomic::Ordering::Acquire))
    }

    fn get_meta<T: serde::de::DeserializeOwned>(
        &self,
        key: &[u8],
    ) -> Result<Option<T>, StorageError> {
        match self.meta.get(key).map_err(read_err)? {
            Some(v) => Ok(Some(codec::decode(&v).map_err(read_err)?)),
            None => Ok(None),
        }
    }

    async fn put_meta<T: serde::Serialize>(
        &self,
        key: &[u8],
        value: &T,
    ) -> Result<(), StorageError> {
        self.meta
            .insert(key, codec::encode(value))
            .map_err(write_err)?;
        self.flush().await.map_err(write_err)?;
        Ok(())
    }

    /// The log id of the entry at `index`, if the log holds it.
    fn entry_log_id(&self, index: u64) -> Result<Option<LogId<NodeId>>, StorageError> {
        match self.entries.get(index.to_be_bytes()).map_err(read_err)? {
            Some(v) => Ok(Some(Self::decode_entry(&v)?.log_id)),
            None => Ok(None),
        }
    }

    fn decode_entry(bytes: &[u8]) -> Result<Entry<TypeConfig>, StorageError> {
        codec::decode(bytes).map_err(read_err)
    }
}

impl RaftLogReader<TypeConfig> for LogStore {
    async fn try_get_log_entries<RB: RangeBounds<u64> + Clone + Debug + OptionalSend>(
        &mut self,
        range: RB,
    ) -> Result<Vec<Entry<TypeConfig>>, StorageError> {
        use std::ops::Bound;
        let start = match range.start_bound() {
            Bound::Included(&s) => s,
            Bound::Excluded(&s) => s + 1,
            Bound::Unbounded => 0,
        };
        let mut out = Vec::new();
        for kv in self.entries.range(start.to_be_bytes()..) {
            let (k, v) = kv.map_err(read_err)?;
            let index = u64::from_be_bytes(
                k.as_ref()
                    .try_into()
                    .map_err(|_| read_err(std::io::Error::other("bad log key")))?,
            );
            if !range.contains(&index) {
                break;
            }
            out.push(Self::decode_entry(&v)?);
        }
        Ok(out)
    }
}

impl RaftLogStorage<TypeConfig> for LogStore {
    type LogReader = LogStore;

    async fn get_log_state(&mut self) -> Result<LogState<TypeConfig>, StorageError> {
        let last_purged = self.get_meta::<Option<LogId<NodeId>>>(PURGED)?.flatten();
        let last = match self.entries.last().map_err(read_err)? {
            Some((_, v)) => Some(Self::decode_entry(&v)?.log_id),
            None => last_purged,
        };
        Ok(LogState {
            last_purged_log_id: last_purged,
            last_log_id: last,
        })
    }

    async fn get_log_reader(&mut self) -> Self::LogReader {
        self.clone()
    }

    async fn save_vote(&mut self, vote: &Vote<NodeId>) -> Result<(), StorageError> {
        self.meta
            .insert(VOTE, codec::encode(vote))
            .map_err(|e| StorageError::from(StorageIOError::write_vote(AnyError::new(&e))))?;
        fail::fail_point!("log::vote_before_flush");
        self.flush()
            .await
            .map_err(|e| StorageError::from(StorageIOError::write_vote(AnyError::new(&e))))?;
        fail::fail_point!("log::vote_flushed");
        *self.vote.lock().expect("not poisoned") = Some(*vote);
        Ok(())
    }

    async fn read_vote(&mut self) -> Result<Option<Vote<NodeId>>, StorageError> {
        Ok(self.get_meta(VOTE)?.map(reopened))
    }

    /// Recorded without a flush of its own: the committed index only lets a restarted
    /// node apply sooner, Raft never needs it durable (the state machine's apply makes
    /// its own state durable, and a lost index is learnt again from the leader). The
    /// next flush, normally the apply of the entries it commits, on the same database,
    /// carries it to disk. Raft core waits for this call before it applies anything,
    /// so a flush here would sit on every commit's path.
    async fn save_committed(
        &mut self,
        committed: Option<LogId<NodeId>>,
    ) -> Result<(), StorageError> {
        self.meta
            .insert(COMMITTED, codec::encode(&committed))
            .map_err(write_err)?;
        if let Some(c) = committed {
            self.committed
                .fetch_max(c.index, std::sync::atomic::Ordering::AcqRel);
        }
        Ok(())
    }

    async fn read_committed(&mut self) -> Result<Option<LogId<NodeId>>, StorageError> {
        Ok(self.get_meta::<Option<LogId<NodeId>>>(COMMITTED)?.flatten())
    }

    async fn append<I>(
        &mut self,
        entries: I,
        callback: LogFlushed<TypeConfig>,
    ) -> Result<(), StorageError>
    where
        I: IntoIterator<Item = Entry<TypeConfig>> + OptionalSend,
        I::IntoIter: OptionalSend,
    {
        let mut batch = self.entries.batch();
        for entry in entries {
            batch
                .insert(entry.log_id.index.to_be_bytes(), codec::encode(&entry))
                .map_err(write_err)?;
        }
        self.entries.apply(batch).map_err(write_err)?;
        fail::fail_point!("log::append_before_flush");
        // Acknowledged only once durable (DESIGN §2.3).
        let flushed = self.flush().await;
        fail::fail_point!("log::append_flushed");
        callback.log_io_completed(flushed);
        Ok(())
    }

    async fn truncate(&mut self, log_id: LogId<NodeId>) -> Result<(), StorageError> {
        let mut batch = self.entries.batch();
        for k in self.entries.keys(log_id.index.to_be_bytes()..) {
            batch.remove(k.map_err(read_err)?).map_err(write_err)?;
        }
        self.entries.apply(batch).map_err(write_err)?;
        self.flush().await.map_err(write_err)?;
        Ok(())
    }

    /// Removes entries only once the state machine's effect of them is durable
    /// (DESIGN §2.3).
    /// - A purge up to an entry applied but not yet flushed (the snapshot policy's,
    ///   racing a run of applied entries that is flushed after its last) removes what is
    ///   durable now and leaves the rest to the next purge: openraft reads no entry it
    ///   asked to purge, and a restart finds them still there, which is harmless.
    /// - A purge past every entry applied is the one openraft asks for as soon as it
    ///   hands a snapshot to the state machine, while the install still fetches the
    ///   parts the snapshot names (minutes for a large table). Removed at once, a crash
    ///   in that window would leave a log that starts after the replica's durable state,
    ///   and one that took entries after the snapshot would hold a gap: the replica could
    ///   not start again. So it waits for the install (import and snapshot record) to
    ///   be durable, holding Raft core (no entry is appended meanwhile) and this node's
    ///   elections ([`ElectionsPaused`]), and fails, removing nothing, if the state
    ///   machine stops or the node shuts down first. Should what it waits for turn out
    ///   to be an ordinary apply run (a snapshot built while entries applied), it goes
    ///   on as above as soon as those are applied.
    async fn purge(&mut self, log_id: LogId<NodeId>) -> Result<(), StorageError> {
        let log_id = match self.applied.clone() {
            None => log_id,
            Some(mut applied) => {
                let target = log_id.index + 1;
                let mut paused = None;
                let upto = loop {
                    let now = *applied.borrow_and_update();
                    if now.durable >= target {
                        break Ok(log_id);
                    }
                    if target <= now.applied {
                        // `None`: nothing durable yet, or purged up to there already.
                        break match now.durable.checked_sub(1) {
                            Some(index) => self.entry_log_id(index)?.ok_or(false),
                            None => Err(false),
                        };
                    }
                    if now.stopped {
                        break Err(true);
                    }
                    if paused.is_none() {
                        tracing::info!(
                            upto = log_id.index,
                            "the log is purged up to the installed snapshot once it is durable"
                        );
                        paused = Some(self.pause_elections());
                    }
                    if applied.changed().await.is_err() {
                        break Err(true);
                    }
                };
                drop(paused);
                match upto {
                    Ok(upto) => upto,
                    Err(false) => return Ok(()),
                    Err(true) => {
                        return Err(write_err(std::io::Error::other(format!(
                            "the log is not purged up to {}: the state machine stopped before its state was durable that far",
                            log_id.index
                        ))))
                    }
                }
            }
        };
        self.put_meta(PURGED, &Some(log_id)).await?;
        fail::fail_point!("log::purge_recorded");
        let mut batch = self.entries.batch();
        for k in self.entries.keys(..=log_id.index.to_be_bytes()) {
            batch.remove(k.map_err(read_err)?).map_err(write_err)?;
        }
        self.entries.apply(batch).map_err(write_err)?;
        self.flush().await.map_err(write_err)?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The vote a follower's read index checks (DESIGN §2.4) is the durable one: it
    /// changes when a save has made the new vote durable, and a reopened log starts
    /// from the vote on disk, uncommitted ([`reopened`]).
    #[tokio::test]
    async fn the_durable_vote_follows_each_save_and_survives_a_reopen() {
        let dir = tempfile::tempdir().unwrap();
        let db = sled::open(dir.path()).unwrap();
        let mut log = LogStore::open(&db).unwrap();
        assert_eq!(log.durable_vote(), None);
        let first = Vote::new_committed(3, 1);
        log.save_vote(&first).await.unwrap();
        assert_eq!(log.clone().durable_vote(), Some(first));
        let second = Vote::new(4, 2);
        log.save_vote(&second).await.unwrap();
        assert_eq!(log.durable_vote(), Some(second));
        drop(log);
        let mut reopened = LogStore::open(&db).unwrap();
        assert_eq!(reopened.durable_vote(), Some(second));
        // A committed vote comes back uncommitted, for the same leader.
        let committed = Vote::new_committed(5, 3);
        reopened.save_vote(&committed).await.unwrap();
        assert_eq!(reopened.durable_vote(), Some(committed));
        drop(reopened);
        let mut again = LogStore::open(&db).unwrap();
        assert_eq!(again.durable_vote(), Some(Vote::new(5, 3)));
        assert_eq!(again.read_vote().await.unwrap(), Some(Vote::new(5, 3)));
    }

    fn put_entries(log: &LogStore, indexes: std::ops::RangeInclusive<u64>) {
        for index in indexes {
            let entry: Entry<TypeConfig> = Entry {
                log_id: LogId::new(openraft::CommittedLeaderId::new(1, 1), index),
                payload: openraft::EntryPayload::Blank,
            };
            log.entries
                .insert(index.to_be_bytes(), codec::encode(&entry))
                .unwrap();
        }
    }

    fn indexes(log: &LogStore) -> Vec<u64> {
        log.entry_digests(0, u64::MAX)
            .into_iter()
            .map(|(i, _, _)| i)
            .collect()
    }

    /// Invariant 2.3 across a snapshot install: openraft asks for the purge up to an
    /// installed snapshot while the install still runs, and a crash then must not leave
    /// a log that starts after the replica's durable state. A purge removes only what
    /// the state machine has made durable: past entries applied but not yet flushed it
    /// removes what is durable and returns; past every entry applied (a snapshot being
    /// installed) it waits for the install, and removes nothing if the state machine
    /// stops first.
    #[tokio::test]
    async fn a_purge_removes_only_what_the_state_machine_made_durable() {
        let dir = tempfile::tempdir().unwrap();
        let db = sled::open(dir.path()).unwrap();
        let (durable, applied) = tokio::sync::watch::channel(DurableApplied {
            durable: 3,
            applied: 3,
            stopped: false,
        });
        let log = LogStore::open(&db).unwrap().with_durable_applied(applied);
        put_entries(&log, 1..=9);
        let upto = |index| LogId::new(openraft::CommittedLeaderId::new(1, 1), index);
        let purged = |log: &LogStore| {
            let mut log = log.clone();
            async move { log.get_log_state().await.unwrap().last_purged_log_id }
        };

        // Durable up to 2: a purge up to 2 runs at once.
        log.clone().purge(upto(2)).await.unwrap();
        assert_eq!(indexes(&log), (3..=9).collect::<Vec<_>>());

        // Applied up to 5, durable up to 3: a purge up to 4 removes up to 3 and returns.
        durable.send_modify(|d| {
            d.applied = 6;
            d.durable = 4;
        });
        log.clone().purge(upto(4)).await.unwrap();
        assert_eq!(indexes(&log), (4..=9).collect::<Vec<_>>());
        assert_eq!(purged(&log).await, Some(upto(3)));

        // A purge up to 7, past every entry applied (a snapshot being installed), waits
        // for the install to be durable.
        let mut purging = log.clone();
        let purge = tokio::spawn(async move { purging.purge(upto(7)).await });
        durable.send_modify(|d| d.durable = 6);
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
        assert!(!purge.is_finished(), "the purge must wait");
        assert_eq!(indexes(&log), (4..=9).collect::<Vec<_>>());
        assert_eq!(purged(&log).await, Some(upto(3)));
        durable.send_modify(|d| {
            d.durable = 8;
            d.applied = 8;
        });
        purge.await.unwrap().unwrap();
        assert_eq!(indexes(&log), vec![8, 9]);
        assert_eq!(purged(&log).await, Some(upto(7)));

        // A purge that waits for entries that then turn out to be an apply run (applied
        // catches up first) removes what is durable and returns.
        let mut purging = log.clone();
        let purge = tokio::spawn(async move { purging.purge(upto(9)).await });
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        assert!(!purge.is_finished(), "the purge must wait");
        durable.send_modify(|d| d.applied = 10);
        purge.await.unwrap().unwrap();
        assert_eq!(indexes(&log), vec![8, 9]);
        assert_eq!(purged(&log).await, Some(upto(7)));
        put_entries(&log, 10..=11);

        // The state machine stops (or the node shuts down) before it is durable up to
        // 11: nothing is removed.
        let mut purging = log.clone();
        let purge = tokio::spawn(async move { purging.purge(upto(11)).await });
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        durable.send_modify(|d| d.stopped = true);
        assert!(purge.await.unwrap().is_err());
        assert_eq!(indexes(&log), vec![8, 9, 10, 11]);
        assert_eq!(purged(&log).await, Some(upto(7)));
    }
}
