//! openraft's state machine over the store. Every entry goes through
//! [`Store::apply`](maskhouse_store::Store::apply) together with the state machine's own
//! record (last applied log id and membership), in one atomic batch.

use std::{
    path::PathBuf,
    sync::Arc,
    time::{SystemTime, UNIX_EPOCH},
};

use maskhouse_store::Store;
use maskhouse_types::{codec, Command, CommandOutcome};
use openraft::{
    storage::{RaftStateMachine, Snapshot},
    AnyError, Entry, EntryPayload, LogId, OptionalSend, RaftSnapshotBuilder, SnapshotMeta,
    StorageIOError, StoredMembership,
};
use serde::{Deserialize, Serialize};

use crate::{fetch::Fetcher, NodeId, StorageError, TypeConfig};

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

/// The state machine: the store plus the applied record.
#[derive(Clone)]
pub struct StateMachine {
    store: Arc<Store>,
    snapshots: sled::Tree,
    applied: Applied,
    fetcher: Fetcher,
    /// The file a snapshot being received is written to.
    incoming: Option<PathBuf>,
}

fn sm_err(e: impl std::fmt::Display) -> StorageError {
    StorageIOError::write_state_machine(AnyError::error(e.to_string())).into()
}

fn snap_err(e: impl std::fmt::Display) -> StorageError {
    StorageIOError::read_snapshot(None, AnyError::error(e.to_string())).into()
}

impl StateMachine {
    pub fn open(fetcher: Fetcher, db: &sled::Db) -> Result<Self, crate::Error> {
        let store = fetcher.store.clone();
        let applied = match store.state_machine_state()? {
            Some(bytes) => codec::decode(&bytes).map_err(maskhouse_store::Error::from)?,
            None => Applied::default(),
        };
        let sm = StateMachine {
            store,
            snapshots: db.open_tree("raft_snapshot")?,
            applied,
            fetcher,
            incoming: None,
        };
        sm.remove_stray_snapshots()?;
        Ok(sm)
    }

    /// Removes snapshot files other than the current one (left by a crash while one was
    /// built, received or installed).
    fn remove_stray_snapshots(&self) -> Result<(), crate::Error> {
        let current = match self.snapshots.get(CURRENT_SNAPSHOT)? {
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

    /// A file name no other snapshot of this process uses.
    fn fresh_name(what: &str) -> String {
        let nanos = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
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
        self.snapshots.flush_async().await.map_err(sm_err)?;
        if let Some(p) = previous.filter(|p| p.file != file) {
            let _ = tokio::fs::remove_file(self.snapshot_dir().join(p.file)).await;
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

    pub fn store(&self) -> &Arc<Store> {
        &self.store
    }
}

impl RaftSnapshotBuilder<TypeConfig> for StateMachine {
    async fn build_snapshot(&mut self) -> Result<Snapshot<TypeConfig>, StorageError> {
        let dir = self.snapshot_dir();
        tokio::fs::create_dir_all(&dir).await.map_err(snap_err)?;
        let name = Self::fresh_name("snapshot");
        let path = dir.join(&name);
        let store = self.store.clone();
        let target = path.clone();
        let state = tokio::task::spawn_blocking(move || store.export_to(&target))
            .await
            .map_err(snap_err)?
            .map_err(snap_err)?;
        maskhouse_part::sync_dir(&dir).map_err(snap_err)?;
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
        let file = tokio::fs::File::open(&path).await.map_err(snap_err)?;
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
            // An entry cannot apply without its parts: a replica that missed the push
            // fetches them first, from any replica that has them (DESIGN §3).
            if let EntryPayload::Normal(Command::AddParts { table, parts, .. }) = &entry.payload {
                let peers = Self::peers(&self.applied.membership);
                self.fetcher
                    .ensure_staged(&peers, table, index, parts)
                    .await;
            }
            // A merge result this replica built differently from its proposer is
            // replaced by the proposer's file before the commit registers it.
            if let EntryPayload::Normal(Command::CommitMerge { table, merge, meta }) =
                &entry.payload
            {
                let peers = Self::peers(&self.applied.membership);
                self.fetcher
                    .ensure_merge(&peers, table, *merge, meta)
                    .await
                    .map_err(sm_err)?;
            }
            let log_id = entry.log_id;
            let outcome = tokio::task::spawn_blocking(move || match entry.payload {
                EntryPayload::Normal(command) => store.apply(index, &command, Some(&record)),
                _ => store
                    .apply_noop(index, Some(&record))
                    .map(|()| CommandOutcome::Done),
            })
            .await
            .map_err(sm_err)?
            .map_err(|e| {
                tracing::error!(index, error = %e, "apply failed; this replica stops");
                StorageError::from(StorageIOError::apply(
                    log_id,
                    AnyError::error(e.to_string()),
                ))
            })?;
            self.applied = applied;
            out.push(outcome);
        }
        Ok(out)
    }

    async fn get_snapshot_builder(&mut self) -> Self::SnapshotBuilder {
        self.clone()
    }

    async fn begin_receiving_snapshot(&mut self) -> Result<Box<tokio::fs::File>, StorageError> {
        let dir = self.snapshot_dir();
        tokio::fs::create_dir_all(&dir).await.map_err(sm_err)?;
        let path = dir.join(Self::fresh_name("incoming"));
        // Readable too: install reads back what was received through this handle.
        let file = tokio::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .create_new(true)
            .open(&path)
            .await
            .map_err(sm_err)?;
        self.incoming = Some(path);
        Ok(Box::new(file))
    }

    async fn install_snapshot(
        &mut self,
        meta: &SnapshotMeta<NodeId, openraft::BasicNode>,
        mut snapshot: Box<tokio::fs::File>,
    ) -> Result<(), StorageError> {
        use tokio::io::{AsyncSeekExt, AsyncWriteExt};
        // Copy whatever file the snapshot arrived in to a file of our own, from its
        // start: the handle need not be the one `begin_receiving_snapshot` gave out.
        snapshot.flush().await.map_err(sm_err)?;
        snapshot
            .seek(std::io::SeekFrom::Start(0))
            .await
            .map_err(sm_err)?;
        let path = self.snapshot_dir().join(Self::fresh_name("installing"));
        let mut copy = tokio::fs::File::create(&path).await.map_err(sm_err)?;
        tokio::io::copy(&mut *snapshot, &mut copy)
            .await
            .map_err(sm_err)?;
        copy.sync_all().await.map_err(sm_err)?;
        drop((copy, snapshot));
        if let Some(incoming) = self.incoming.take() {
            let _ = tokio::fs::remove_file(incoming).await;
        }
        // The snapshot carries the catalog and masks, never rows: fetch the part files
        // it names that this replica lacks before importing it.
        let store = self.store.clone();
        let target = path.clone();
        let missing = tokio::task::spawn_blocking(move || store.missing_in_snapshot(&target))
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
        tokio::task::spawn_blocking(move || store.import_from(&target))
            .await
            .map_err(sm_err)?
            .map_err(sm_err)?;
        self.applied = Applied {
            last_applied: meta.last_log_id,
            membership: meta.last_membership.clone(),
        };
        let name = Self::fresh_name("snapshot");
        tokio::fs::rename(&path, self.snapshot_dir().join(&name))
            .await
            .map_err(sm_err)?;
        maskhouse_part::sync_dir(&self.snapshot_dir()).map_err(sm_err)?;
        self.record_current(meta, name).await
    }

    async fn get_current_snapshot(&mut self) -> Result<Option<Snapshot<TypeConfig>>, StorageError> {
        let Some(bytes) = self.snapshots.get(CURRENT_SNAPSHOT).map_err(snap_err)? else {
            return Ok(None);
        };
        let stored: StoredSnapshot = codec::decode(&bytes).map_err(snap_err)?;
        let file = tokio::fs::File::open(self.snapshot_dir().join(&stored.file))
            .await
            .map_err(snap_err)?;
        Ok(Some(Snapshot {
            meta: stored.meta,
            snapshot: Box::new(file),
        }))
    }
}
