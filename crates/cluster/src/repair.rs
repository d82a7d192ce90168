//! Mask digest repair (DESIGN §2.1): a mask version whose digest on this node differs
//! from the one a strict majority of the voters hold is fetched (the mask, not the
//! part) from a member holding the majority's digest, verified against that digest,
//! and written over this node's copy.
//!
//! Deciding what to repair ([`plan`]) is pure; [`Node::repair_masks`] gathers the
//! members' statuses, fetches and replaces.

use std::{collections::BTreeMap, sync::Arc};

use maskhouse_part::mask::{self, MaskDigest};
use maskhouse_store::Store;
use maskhouse_types::PartName;

use crate::{
    node::Node,
    replicas::ReplicaView,
    rpc::{FetchMask, PeerStatus},
    NodeId,
};

/// One mask version: table, part, mutation.
type VersionKey = (String, PartName, u64);

/// A mask version this node holds with another digest than a majority of the voters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Repair {
    pub table: String,
    pub part: PartName,
    pub mutation: u64,
    pub local: MaskDigest,
    pub majority: MaskDigest,
    /// Members that hold the majority's digest, with their interserver addresses.
    pub sources: Vec<(NodeId, String)>,
}

/// What one comparison found.
#[derive(Debug, Default, PartialEq, Eq)]
pub(crate) struct Plan {
    pub repairs: Vec<Repair>,
    /// Versions some voter holds with another digest than this node, where no digest
    /// has a strict majority of the voters: reported, not repaired.
    pub undecided: Vec<VersionKey>,
}

/// Compares this node's (`me`) mask digests with the members' in `views` (this node
/// included, as [`Node::replicas`] gives them). A version counts only on members that
/// hold it: a member that lacks the part or has not applied the mutation does not
/// vote. A digest wins when more than half of all voters (this node included, when it
/// is one) hold it; reachable or not, the others count against it.
pub(crate) fn plan(me: NodeId, views: &[ReplicaView]) -> Plan {
    let mut out = Plan::default();
    let Some(local) = views
        .iter()
        .find(|v| v.id == me)
        .and_then(|v| v.status.as_ref())
    else {
        return out;
    };
    let voters = views.iter().filter(|v| v.is_voter).count();
    let held: Vec<(&ReplicaView, Digests<'_>)> = views
        .iter()
        .filter_map(|v| Some((v, digests_of(v.status.as_ref()?))))
        .collect();
    for entry in &local.digests {
        let key = (entry.table.as_str(), &entry.part, entry.version.mutation);
        let mine = entry.version.digest;
        // Each digest held by a voter, with the members (voters or not) holding it.
        let mut tally: Vec<(MaskDigest, usize, Vec<&ReplicaView>)> = Vec::new();
        for (view, digests) in &held {
            let Some(digest) = digests.get(&key) else {
                continue;
            };
            let at = match tally.iter().position(|(d, _, _)| d == digest) {
                Some(at) => at,
                None => {
                    tally.push((*digest, 0, Vec::new()));
                    tally.len() - 1
                }
            };
            tally[at].1 += usize::from(view.is_voter);
            tally[at].2.push(view);
        }
        if tally.iter().all(|(d, _, _)| *d == mine) {
            continue;
        }
        match tally.iter().find(|(_, votes, _)| votes * 2 > voters) {
            Some((majority, _, holders)) if *majority != mine => {
                let mut sources: Vec<&ReplicaView> =
                    holders.iter().copied().filter(|v| v.id != me).collect();
                sources.sort_by_key(|v| (!v.is_voter, v.id));
                out.repairs.push(Repair {
                    table: entry.table.clone(),
                    part: entry.part.clone(),
                    mutation: key.2,
                    local: mine,
                    majority: *majority,
                    sources: sources
                        .into_iter()
                        .map(|v| (v.id, v.address.clone()))
                        .collect(),
                });
            }
            // This node holds the majority's digest: the others repair themselves.
            Some(_) => {}
            None => out
                .undecided
                .push((entry.table.clone(), entry.part.clone(), key.2)),
        }
    }
    out
}

/// One member's digests, by table, part and mutation.
type Digests<'a> = BTreeMap<(&'a str, &'a PartName, u64), MaskDigest>;

fn digests_of(status: &PeerStatus) -> Digests<'_> {
    status
        .digests
        .iter()
        .map(|d| {
            (
                (d.table.as_str(), &d.part, d.version.mutation),
                d.version.digest,
            )
        })
        .collect()
}

impl Node {
    /// One round of mask digest repair: compares this node's mask digests with every
    /// reachable member's and replaces each version a strict majority of the voters
    /// holds with another digest. Returns how many versions were replaced.
    pub async fn repair_masks(&self) -> usize {
        let views = self.replicas().await;
        let plan = plan(self.config.id, &views);
        for (table, part, mutation) in &plan.undecided {
            tracing::warn!(
                table,
                %part,
                mutation,
                "mask digest differs from another replica's and no digest has a majority \
                 of the voters; not repaired"
            );
        }
        let mut repaired = 0;
        for repair in plan.repairs {
            if let Some(from) = self.repair_one(&repair).await {
                tracing::warn!(
                    table = %repair.table,
                    part = %repair.part,
                    mutation = repair.mutation,
                    from,
                    crc = format_args!("{:08x}", repair.local.crc),
                    cardinality = repair.local.cardinality,
                    majority_crc = format_args!("{:08x}", repair.majority.crc),
                    majority_cardinality = repair.majority.cardinality,
                    "mask digest differed from the majority's; replaced with the copy of a \
                     replica that agrees with the majority"
                );
                repaired += 1;
            }
        }
        repaired
    }

    /// Fetches the majority's copy from each source in turn until one verifies and is
    /// stored; returns that source, or `None` when none did or nothing is left to do.
    async fn repair_one(&self, repair: &Repair) -> Option<NodeId> {
        let what = format!(
            "mask {}@{} of table {}",
            repair.part, repair.mutation, repair.table
        );
        let wanted = FetchMask {
            table: repair.table.clone(),
            part: repair.part.clone(),
            mutation: repair.mutation,
        };
        for (id, addr) in &repair.sources {
            let bytes = match self.client.fetch_mask(addr, &wanted).await {
                Ok(bytes) => bytes,
                Err(e) => {
                    tracing::warn!(from = id, error = %e, "fetch {what} for repair");
                    continue;
                }
            };
            let (store, wanted) = (self.store.clone(), repair.clone());
            let stored = self
                .config
                .blocking
                .run(move || verify_and_replace(&store, &wanted, &bytes))
                .await;
            match stored {
                Ok(Ok(())) => return Some(*id),
                // Merged away or rewritten by apply meanwhile: nothing left to repair.
                Ok(Err(e)) if e.kind() == maskhouse_store::ErrorKind::NotFound => {
                    tracing::debug!(error = %e, "{what} no longer needs repair");
                    return None;
                }
                Ok(Err(e)) => {
                    tracing::warn!(from = id, error = %e, "{what} from a peer rejected")
                }
                Err(e) => tracing::warn!(error = %e, "repair {what}"),
            }
        }
        None
    }
}

/// Stores `bytes` as the repaired version once they decode and carry the majority's
/// digest (CRC-32 and cardinality).
fn verify_and_replace(
    store: &Arc<Store>,
    repair: &Repair,
    bytes: &[u8],
) -> maskhouse_store::Result<()> {
    let rows = store
        .snapshot()
        .table(&repair.table)
        .and_then(|t| t.parts.get(&repair.part))
        .map(|p| p.meta.rows)
        .ok_or_else(|| maskhouse_store::Error::NotFound(format!("part {}", repair.part)))?;
    let bitmap = mask::decode(bytes, rows)?;
    let digest = mask::digest(bytes, bitmap.len());
    if digest != repair.majority {
        return Err(maskhouse_store::Error::Corrupt(format!(
            "digest {:08x}/{} received, the majority holds {:08x}/{}",
            digest.crc, digest.cardinality, repair.majority.crc, repair.majority.cardinality
        )));
    }
    store.replace_mask(&repair.table, &repair.part, repair.mutation, bytes)
}

#[cfg(test)]
mod tests {
    use maskhouse_store::MaskVersion;

    use super::*;
    use crate::rpc::MaskDigestEntry;

    fn digest(crc: u32) -> MaskDigest {
        MaskDigest {
            crc,
            cardinality: 10,
        }
    }

    fn part() -> PartName {
        "all_2_2_0".parse().unwrap()
    }

    /// A member holding mask version 3 of `part()` with CRC `crc` (`None`: it lacks
    /// that version), or unreachable.
    fn view(id: NodeId, is_voter: bool, crc: Option<Option<u32>>) -> ReplicaView {
        let status = crc.map(|crc| PeerStatus {
            id,
            role: "Follower".into(),
            term: 1,
            leader: Some(1),
            last_log_index: 3,
            committed_index: 3,
            applied_index: 3,
            parts_missing: 0,
            stall: None,
            digests: crc
                .map(|crc| MaskDigestEntry {
                    table: "t".into(),
                    part: part(),
                    version: MaskVersion {
                        mutation: 3,
                        digest: digest(crc),
                    },
                })
                .into_iter()
                .collect(),
        });
        ReplicaView {
            id,
            address: format!("n{id}:9009"),
            is_voter,
            status,
            last_contact_ms: Some(0),
            digest_mismatches: 0,
        }
    }

    fn repair(sources: &[NodeId], majority: u32) -> Repair {
        Repair {
            table: "t".into(),
            part: part(),
            mutation: 3,
            local: digest(7),
            majority: digest(majority),
            sources: sources
                .iter()
                .map(|id| (*id, format!("n{id}:9009")))
                .collect(),
        }
    }

    fn undecided() -> Vec<VersionKey> {
        vec![("t".into(), part(), 3)]
    }

    #[test]
    fn a_minority_digest_is_repaired_from_the_majority() {
        let views = [
            view(1, true, Some(Some(1))),
            view(2, true, Some(Some(1))),
            view(3, true, Some(Some(7))),
        ];
        let p = plan(3, &views);
        assert_eq!(p.repairs, vec![repair(&[1, 2], 1)]);
        assert!(p.undecided.is_empty());
        // The replicas in the majority have nothing to do.
        assert_eq!(plan(1, &views), Plan::default());
    }

    #[test]
    fn no_repair_without_a_strict_majority_of_all_voters() {
        // The third voter is unreachable: one against one.
        let views = [
            view(1, true, Some(Some(1))),
            view(2, true, None),
            view(3, true, Some(Some(7))),
        ];
        let p = plan(3, &views);
        assert!(p.repairs.is_empty());
        assert_eq!(p.undecided, undecided());
        // The third voter lacks the version (has not applied it): it does not vote.
        let views = [
            view(1, true, Some(Some(1))),
            view(2, true, Some(None)),
            view(3, true, Some(Some(7))),
        ];
        assert_eq!(plan(3, &views).undecided, undecided());
        // All three differ.
        let views = [
            view(1, true, Some(Some(1))),
            view(2, true, Some(Some(2))),
            view(3, true, Some(Some(7))),
        ];
        assert_eq!(plan(3, &views).undecided, undecided());
    }

    #[test]
    fn learners_do_not_vote_but_can_be_a_source() {
        // Voters 1 and 3 disagree, voter 2 is unreachable; learner 4 sides with 1.
        let views = [
            view(1, true, Some(Some(1))),
            view(2, true, None),
            view(3, true, Some(Some(7))),
            view(4, false, Some(Some(1))),
        ];
        assert!(plan(3, &views).repairs.is_empty());
        // Voter 2 sides with 1 too: a majority, and the learner is tried last.
        let views = [
            view(4, false, Some(Some(1))),
            view(2, true, Some(Some(1))),
            view(3, true, Some(Some(7))),
            view(1, true, Some(Some(1))),
        ];
        assert_eq!(plan(3, &views).repairs, vec![repair(&[1, 2, 4], 1)]);
        // A learner is repaired from the voters' majority.
        let views = [
            view(1, true, Some(Some(1))),
            view(2, true, Some(Some(1))),
            view(3, true, Some(Some(1))),
            view(4, false, Some(Some(7))),
        ];
        assert_eq!(plan(4, &views).repairs, vec![repair(&[1, 2, 3], 1)]);
    }

    #[test]
    fn agreeing_replicas_and_unknown_self_plan_nothing() {
        let views = [
            view(1, true, Some(Some(1))),
            view(2, true, Some(Some(1))),
            view(3, true, Some(None)),
        ];
        for me in 1..=4 {
            assert_eq!(plan(me, &views), Plan::default(), "node {me}");
        }
    }
}
