//! Fetching part files a replica lacks from the peers that hold them. Apply waits for
//! these fetches (an entry cannot be applied without its part), so they retry, peer
//! after peer, until one answers; every received file is verified against the
//! metadata in the log before it is published.

use std::{sync::Arc, time::Duration};

use maskhouse_store::Store;
use maskhouse_types::{PartMeta, PartName, StagedPart};

use crate::{
    client::PeerClient,
    rpc::{path, FetchPart},
    NodeId,
};

/// Longest wait between two rounds over the peers.
const BACKOFF_MAX: Duration = Duration::from_secs(5);
/// Longest one fetch may take.
const FETCH_TIMEOUT: Duration = Duration::from_secs(300);

#[derive(Clone)]
pub struct Fetcher {
    pub(crate) client: PeerClient,
    pub(crate) store: Arc<Store>,
    pub(crate) self_id: NodeId,
}

impl Fetcher {
    pub fn new(client: PeerClient, store: Arc<Store>, self_id: NodeId) -> Self {
        Fetcher {
            client,
            store,
            self_id,
        }
    }

    /// Makes sure every staged part of an `AddParts` at `index` is on this replica.
    pub async fn ensure_staged(
        &self,
        peers: &[(NodeId, String)],
        table: &str,
        index: u64,
        parts: &[StagedPart],
    ) {
        for staged in parts {
            let name = PartName::new_insert(&staged.partition, index);
            if maskhouse_store::validate_staging_id(&staged.staging_id).is_err()
                || self.store.holds_staged(table, staged, &name)
            {
                // A bad id is rejected by apply alike on every replica.
                continue;
            }
            let request = FetchPart {
                table: table.to_string(),
                staging_id: Some(staged.staging_id.clone()),
                name: Some(name.clone()),
            };
            let what = format!("staged part {} ({name} of {table})", staged.staging_id);
            self.fetch(peers, &request, &what, |bytes| {
                self.store.receive_staged(staged, bytes)
            })
            .await;
        }
    }

    /// Fetches registered parts (named by a snapshot) into place.
    pub async fn ensure_parts(
        &self,
        peers: &[(NodeId, String)],
        missing: &[(String, PartName, PartMeta)],
    ) {
        for (table, name, meta) in missing {
            let request = FetchPart {
                table: table.clone(),
                staging_id: None,
                name: Some(name.clone()),
            };
            let what = format!("part {name} of {table}");
            self.fetch(peers, &request, &what, |bytes| {
                self.store.receive_part(table, name, meta, bytes)
            })
            .await;
        }
    }

    /// Waits for this replica's result of merge `merge`; when its checksum differs from
    /// the proposer's `meta`, fetches the proposer's file in its place.
    pub async fn ensure_merge(
        &self,
        peers: &[(NodeId, String)],
        table: &str,
        merge: u64,
        meta: &PartMeta,
    ) -> maskhouse_store::Result<()> {
        let store = self.store.clone();
        let t = table.to_string();
        let built = tokio::task::spawn_blocking(move || store.wait_merge(&t, merge))
            .await
            .map_err(|e| maskhouse_store::Error::Invalid(e.to_string()))??;
        let Some(built) = built else {
            return Ok(());
        };
        if built.meta.checksum == meta.checksum && built.meta.rows == meta.rows {
            return Ok(());
        }
        tracing::warn!(
            table,
            part = %built.name,
            local = format!("{:08x}", built.meta.checksum),
            proposer = format!("{:08x}", meta.checksum),
            "merged part differs from the proposer's; fetching it"
        );
        let missing = [(table.to_string(), built.name.clone(), meta.clone())];
        self.ensure_parts(peers, &missing).await;
        self.store.adopt_merge(table, merge, meta.clone());
        Ok(())
    }

    async fn fetch(
        &self,
        peers: &[(NodeId, String)],
        request: &FetchPart,
        what: &str,
        publish: impl Fn(&[u8]) -> maskhouse_store::Result<()>,
    ) {
        let body = maskhouse_types::codec::encode(request);
        let mut backoff = Duration::from_millis(100);
        loop {
            for (id, addr) in peers.iter().filter(|(id, _)| *id != self.self_id) {
                match self
                    .client
                    .post_raw(addr, path::FETCH, body.clone(), FETCH_TIMEOUT)
                    .await
                {
                    Ok(bytes) => match publish(&bytes) {
                        Ok(()) => {
                            tracing::info!(from = id, bytes = bytes.len(), "fetched {what}");
                            return;
                        }
                        Err(e) => tracing::warn!(from = id, error = %e, "fetched {what}: rejected"),
                    },
                    Err(e) => tracing::debug!(from = id, error = %e, "fetch {what}"),
                }
            }
            tracing::warn!(
                retry_ms = backoff.as_millis() as u64,
                "no peer could send {what} yet; this replica waits for it"
            );
            tokio::time::sleep(backoff).await;
            backoff = (backoff * 2).min(BACKOFF_MAX);
        }
    }
}
