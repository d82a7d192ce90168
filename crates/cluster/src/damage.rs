//! Mask versions damaged on this replica (their stored bytes fail to decode; DESIGN
//! §2.6): a copy is fetched from the peers, which serve the versions of active parts
//! and, for a while, of parts they merged away (a replica that lags still needs those),
//! and replaces the damaged bytes once the peers agree on it.

use std::time::Duration;

use maskhouse_part::mask::{self, MaskDigest};
use maskhouse_types::PartName;

use crate::{
    fetch::{Fetcher, BACKOFF_MAX},
    rpc::FetchMask,
    NodeId,
};

/// A damaged mask version: which one, and the CRC its damaged bytes still carry.
#[derive(Clone)]
pub(crate) struct DamagedMask {
    pub table: String,
    pub part: PartName,
    pub mutation: u64,
    /// The CRC-32 the stored (damaged) bytes end with: the original's, unless the
    /// damage hit those four bytes.
    pub crc: u32,
}

impl Fetcher {
    /// The damaged mask version `error` names, if it names one of an active part.
    pub(crate) fn damaged_mask(&self, error: &maskhouse_store::Error) -> Option<DamagedMask> {
        let (table, part, mutation) = error.damaged_mask()?;
        let snapshot = self.store.snapshot();
        let active = snapshot.table(table)?.parts.get(part)?;
        let version = active.masks.iter().find(|m| m.mutation == mutation)?;
        Some(DamagedMask {
            table: table.to_string(),
            part: part.clone(),
            mutation,
            crc: version.digest.crc,
        })
    }

    /// Every damaged mask version of the active parts here.
    pub(crate) fn damaged_masks(&self) -> Vec<DamagedMask> {
        let snapshot = self.store.snapshot();
        let mut out = Vec::new();
        for (table, state) in &snapshot.tables {
            for part in state.parts.values() {
                for version in part.masks.iter().filter(|m| m.is_damaged()) {
                    out.push(DamagedMask {
                        table: table.clone(),
                        part: part.name.clone(),
                        mutation: version.mutation,
                        crc: version.digest.crc,
                    });
                }
            }
        }
        out
    }

    /// Replaces the damaged mask version by a copy from the peers: one that a strict
    /// majority of the `voters` hold, or one whose CRC is the one the damaged bytes
    /// still carry. Retries until one is stored; with `rounds`, gives up after that
    /// many rounds over the peers. Returns whether the version is sound now.
    pub(crate) async fn repair_mask(
        &self,
        peers: &[(NodeId, String)],
        voters: usize,
        damaged: &DamagedMask,
        rounds: Option<usize>,
    ) -> bool {
        let what = format!(
            "damaged mask version {} of part {} of {}",
            damaged.mutation, damaged.part, damaged.table
        );
        let wanted = FetchMask {
            table: damaged.table.clone(),
            part: damaged.part.clone(),
            mutation: damaged.mutation,
        };
        let mut backoff = Duration::from_millis(100);
        for round in 1.. {
            let Some(meta) = self.store.active_part(&damaged.table, &damaged.part) else {
                return true; // merged away or dropped meanwhile: nothing to repair
            };
            let mut copies: Vec<(MaskDigest, bytes::Bytes, NodeId)> = Vec::new();
            for (id, addr) in peers.iter().filter(|(id, _)| *id != self.self_id) {
                match self.client.fetch_mask(addr, &wanted).await {
                    Ok(bytes) => match mask::decode(&bytes, meta.rows) {
                        Ok(bitmap) => copies.push((mask::digest(&bytes, bitmap.len()), bytes, *id)),
                        Err(e) => tracing::warn!(from = id, error = %e, "{what}: copy rejected"),
                    },
                    Err(e) => tracing::debug!(from = id, error = %e, "fetch {what}"),
                }
            }
            if let Some((bytes, from)) = agreed(&copies, voters, damaged.crc) {
                let (store, d, bytes) = (self.store.clone(), damaged.clone(), bytes.clone());
                let stored = self
                    .blocking
                    .run(move || store.replace_mask(&d.table, &d.part, d.mutation, &bytes))
                    .await;
                match stored {
                    Ok(Ok(())) => {
                        tracing::warn!(from, "{what} replaced by the peers' copy");
                        return true;
                    }
                    Ok(Err(e)) => tracing::warn!(error = %e, "{what}: store the copy"),
                    Err(e) => tracing::warn!(error = %e, "{what}: store the copy"),
                }
            }
            if rounds.is_some_and(|r| round >= r) {
                return false;
            }
            tracing::warn!(
                retry_ms = backoff.as_millis() as u64,
                copies = copies.len(),
                "no copy of {what} the peers agree on yet; this replica waits for one"
            );
            tokio::time::sleep(backoff).await;
            backoff = (backoff * 2).min(BACKOFF_MAX);
        }
        unreachable!("the rounds never end")
    }
}

/// The copy to take: the digest a strict majority of `voters` sent (this replica's own
/// copy, being damaged, does not count), or else one whose CRC is `crc`, the one the
/// damaged bytes still carry (the original's, with overwhelming likelihood). `None`
/// when neither holds: better to wait than to take a copy only one peer vouches for.
fn agreed(
    copies: &[(MaskDigest, bytes::Bytes, NodeId)],
    voters: usize,
    crc: u32,
) -> Option<(bytes::Bytes, NodeId)> {
    let needed = voters / 2 + 1;
    for (digest, bytes, from) in copies {
        let holders = copies.iter().filter(|(d, _, _)| d == digest).count();
        if holders >= needed || digest.crc == crc {
            return Some((bytes.clone(), *from));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn copy(crc: u32, from: NodeId) -> (MaskDigest, bytes::Bytes, NodeId) {
        (
            MaskDigest {
                crc,
                cardinality: 7,
            },
            bytes::Bytes::from(vec![from as u8]),
            from,
        )
    }

    #[test]
    fn a_copy_is_taken_on_a_majority_or_on_the_recorded_crc() {
        // Three voters: both peers agreeing is a majority.
        assert_eq!(
            agreed(&[copy(1, 2), copy(1, 3)], 3, 99).map(|c| c.1),
            Some(2)
        );
        // One peer only, and its CRC is not the recorded one: wait.
        assert_eq!(agreed(&[copy(1, 2)], 3, 99), None);
        // Two peers disagree, neither with the recorded CRC: wait.
        assert_eq!(agreed(&[copy(1, 2), copy(5, 3)], 3, 99), None);
        // The copy with the CRC the damaged bytes carry is the original.
        assert_eq!(
            agreed(&[copy(1, 2), copy(5, 3)], 3, 5).map(|c| c.1),
            Some(3)
        );
        // Five voters need three agreeing peers.
        assert_eq!(agreed(&[copy(1, 2), copy(1, 3)], 5, 99), None);
        assert_eq!(
            agreed(&[copy(1, 2), copy(1, 3), copy(1, 4)], 5, 99).map(|c| c.1),
            Some(2)
        );
    }
}
