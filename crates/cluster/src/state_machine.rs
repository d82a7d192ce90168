//! openraft's state machine over the store. Every entry goes through
//! [`Store::apply`](maskhouse_store::Store::apply) together with the state machine's own
//! record (last applied log id and membership), in one atomic batch.

use std::{io::Cursor, sync::Arc};

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

#[derive(Serialize, Deserialize)]
struct StoredSnapshot {
    meta: SnapshotMeta<NodeId, openraft::BasicNode>,
    data: Vec<u8>,
}

const CURRENT_SNAPSHOT: &[u8] = b"current";

/// The state machine: the store plus the applied record.
#[derive(Clone)]
pub struct StateMachine {
    store: Arc<Store>,
    snapshots: sled::Tree,
    applied: Applied,
    fetcher: Fetcher,
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
        Ok(StateMachine {
            store,
            snapshots: db.open_tree("raft_snapshot")?,
            applied,
            fetcher,
        })
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
        let store = self.store.clone();
        let (data, state) = tokio::task::spawn_blocking(move || store.export())
            .await
            .map_err(snap_err)?
            .map_err(snap_err)?;
        // The applied record comes from the export itself, so data and metadata describe
        // the same point even while the state machine keeps applying.
        let applied: Applied = match state {
            Some(bytes) => codec::decode(&bytes).map_err(snap_err)?,
            None => Applied::default(),
        };
        let snapshot_id = match applied.last_applied {
            Some(l) => format!("{}-{}-{}", l.leader_id.term, l.index, data.len()),
            None => format!("empty-{}", data.len()),
        };
        let meta = SnapshotMeta {
            last_log_id: applied.last_applied,
            last_membership: applied.membership,
            snapshot_id,
        };
        let stored = StoredSnapshot {
            meta: meta.clone(),
            data: data.clone(),
        };
        self.snapshots
            .insert(CURRENT_SNAPSHOT, codec::encode(&stored))
            .map_err(sm_err)?;
        self.snapshots.flush_async().await.map_err(sm_err)?;
        Ok(Snapshot {
            meta,
            snapshot: Box::new(Cursor::new(data)),
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
            if let EntryPayload::Normal(Command::AddParts { table, parts }) = &entry.payload {
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

    async fn begin_receiving_snapshot(&mut self) -> Result<Box<Cursor<Vec<u8>>>, StorageError> {
        Ok(Box::new(Cursor::new(Vec::new())))
    }

    async fn install_snapshot(
        &mut self,
        meta: &SnapshotMeta<NodeId, openraft::BasicNode>,
        snapshot: Box<Cursor<Vec<u8>>>,
    ) -> Result<(), StorageError> {
        let data = snapshot.into_inner();
        // The snapshot carries the catalog and masks, never rows: fetch the part files
        // it names that this replica lacks before importing it.
        let missing = self.store.missing_in_export(&data).map_err(sm_err)?;
        if !missing.is_empty() {
            tracing::info!(parts = missing.len(), "fetching parts the snapshot names");
            let peers = Self::peers(&meta.last_membership);
            self.fetcher.ensure_parts(&peers, &missing).await;
        }
        let store = self.store.clone();
        let imported = data.clone();
        tokio::task::spawn_blocking(move || store.import(&imported))
            .await
            .map_err(sm_err)?
            .map_err(sm_err)?;
        self.applied = Applied {
            last_applied: meta.last_log_id,
            membership: meta.last_membership.clone(),
        };
        let stored = StoredSnapshot {
            meta: meta.clone(),
            data,
        };
        self.snapshots
            .insert(CURRENT_SNAPSHOT, codec::encode(&stored))
            .map_err(sm_err)?;
        self.snapshots.flush_async().await.map_err(sm_err)?;
        Ok(())
    }

    async fn get_current_snapshot(&mut self) -> Result<Option<Snapshot<TypeConfig>>, StorageError> {
        let Some(bytes) = self.snapshots.get(CURRENT_SNAPSHOT).map_err(snap_err)? else {
            return Ok(None);
        };
        let stored: StoredSnapshot = codec::decode(&bytes).map_err(snap_err)?;
        Ok(Some(Snapshot {
            meta: stored.meta,
            snapshot: Box::new(Cursor::new(stored.data)),
        }))
    }
}
