//! Mask digest repair (DESIGN §2.1): a mask version whose digest on this node differs
//! from the one a strict majority of the voters hold is fetched (the mask, not the
//! part) from a member holding the majority's digest, verified against that digest,
//! and written over this node's copy. A version a strict majority of the voters hold
//! that this node lacks, for a part it holds and a mutation it has applied (lost with
//! its disk), is fetched and added back the same way.
//!
//! Deciding what to repair ([`plan`]) is pure; [`Node::repair_masks`] gathers the
//! members' statuses, fetches and replaces.

use std::{
    collections::{BTreeMap, BTreeSet},
    sync::Arc,
};

use maskhouse_part::mask::{self, MaskDigest};
use maskhouse_store::{Catalog, Store};
use maskhouse_types::PartName;

use crate::{
    node::Node,
    replicas::ReplicaView,
    rpc::{FetchMask, PeerStatus},
    NodeId,
};

/// One mask version: table, part, mutation.
type VersionKey = (String, PartName, u64);

/// A mask version this node holds with another digest than a majority of the voters,
/// or lacks while a majority hold it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Repair {
    pub table: String,
    pub part: PartName,
    pub mutation: u64,
    /// This node's digest; `None` when it lacks the version.
    pub local: Option<MaskDigest>,
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

/// This node's parts with the mask versions each holds, and its applied index, from one
/// catalog snapshot: which versions it should hold that it lacks.
#[derive(Clone, Debug, Default)]
pub(crate) struct Held {
    pub applied: u64,
    pub parts: BTreeMap<(String, PartName), BTreeSet<u64>>,
    /// Tables that replace rows by key, whose inserted parts may hold their own entry's
    /// mask version (DESIGN §2.11).
    pub replacing: BTreeSet<String>,
}

impl Held {
    pub fn of(catalog: &Catalog) -> Held {
        let parts = catalog
            .tables
            .iter()
            .flat_map(|(table, state)| {
                state.parts.values().map(move |p| {
                    let versions = p.masks.iter().map(|m| m.mutation).collect();
                    ((table.clone(), p.name.clone()), versions)
                })
            })
            .collect();
        Held {
            applied: catalog.applied_index,
            parts,
            replacing: catalog
                .tables
                .iter()
                .filter(|(_, t)| t.schema.engine.is_replacing())
                .map(|(name, _)| name.clone())
                .collect(),
        }
    }

    /// Whether this node lacks version `mutation` of `part` although it holds the part
    /// and has applied the mutation, which applies to the part.
    pub fn lacks(&self, table: &str, part: &PartName, mutation: u64) -> bool {
        mutation <= self.applied
            && part.may_hold_mask(mutation, self.replacing.contains(table))
            && self
                .parts
                .get(&(table.to_string(), part.clone()))
                .is_some_and(|versions| !versions.contains(&mutation))
    }
}

/// Compares this node's (`me`) mask digests with the members' in `views` (this node
/// included, as [`Node::replicas`] gives them), and the versions they hold with the
/// ones this node lacks (`held`: this node's catalog). A version counts only on members
/// that hold it: a member that lacks the part or has not applied the mutation does not
/// vote. A digest wins when more than half of all voters (this node included, when it
/// is one) hold it; reachable or not, the others count against it.
pub(crate) fn plan(me: NodeId, views: &[ReplicaView], held: &Held) -> Plan {
    let mut out = Plan::default();
    let Some(local) = views
        .iter()
        .find(|v| v.id == me)
        .and_then(|v| v.status.as_ref())
    else {
        return out;
    };
    let voters = views.iter().filter(|v| v.is_voter).count();
    let holders: Vec<(&ReplicaView, Digests<'_>)> = views
        .iter()
        .filter_map(|v| Some((v, digests_of(v.status.as_ref()?))))
        .collect();
    let mine = digests_of(local);
    // The versions this node holds, then the ones others hold that it lacks.
    let mut keys: Vec<(&str, &PartName, u64)> = mine.keys().copied().collect();
    let lacking: BTreeSet<(&str, &PartName, u64)> = holders
        .iter()
        .flat_map(|(_, digests)| digests.keys().copied())
        .filter(|k| !mine.contains_key(k) && held.lacks(k.0, k.1, k.2))
        .collect();
    keys.extend(lacking);
    for key in keys {
        let own = mine.get(&key).copied();
        // Each digest held by a voter, with the members (voters or not) holding it.
        let mut tally: Vec<(MaskDigest, usize, Vec<&ReplicaView>)> = Vec::new();
        for (view, digests) in &holders {
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
        if tally.iter().all(|(d, _, _)| Some(*d) == own) {
            continue;
        }
        let (table, part, mutation) = key;
        match tally.iter().find(|(_, votes, _)| votes * 2 > voters) {
            Some((majority, _, holders)) if Some(*majority) != own => {
                let mut sources: Vec<&ReplicaView> =
                    holders.iter().copied().filter(|v| v.id != me).collect();
                sources.sort_by_key(|v| (!v.is_voter, v.id));
                out.repairs.push(Repair {
                    table: table.to_string(),
                    part: part.clone(),
                    mutation,
                    local: own,
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
                .push((table.to_string(), part.clone(), mutation)),
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
        let held = Held::of(&self.store.snapshot());
        let plan = plan(self.config.id, &views, &held);
        for (table, part, mutation) in &plan.undecided {
            tracing::warn!(
                table,
                %part,
                mutation,
                "mask version differs from another replica's (digest, or held there and \
                 not here) and no digest has a majority of the voters; not repaired"
            );
        }
        let mut repaired = 0;
        for repair in plan.repairs {
            let Some(from) = self.repair_one(&repair).await else {
                continue;
            };
            repaired += 1;
            let majority_crc = format_args!("{:08x}", repair.majority.crc);
            let majority_cardinality = repair.majority.cardinality;
            let (table, part, mutation) = (&repair.table, &repair.part, repair.mutation);
            match repair.local {
                Some(local) => tracing::warn!(
                    table,
                    %part,
                    mutation,
                    from,
                    crc = format_args!("{:08x}", local.crc),
                    cardinality = local.cardinality,
                    majority_crc,
                    majority_cardinality,
                    "mask digest differed from the majority's; replaced with the copy of a \
                     replica that agrees with the majority"
                ),
                None => tracing::warn!(
                    table,
                    %part,
                    mutation,
                    from,
                    majority_crc,
                    majority_cardinality,
                    "mask version held by the majority was missing here (the part is held \
                     and the mutation applied); added back from a replica that agrees with \
                     the majority"
                ),
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
    match repair.local {
        Some(_) => store.replace_mask(&repair.table, &repair.part, repair.mutation, bytes),
        None => store.restore_mask(&repair.table, &repair.part, repair.mutation, bytes),
    }
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
            local: Some(digest(7)),
            majority: digest(majority),
            sources: sources
                .iter()
                .map(|id| (*id, format!("n{id}:9009")))
                .collect(),
        }
    }

    /// What this node's catalog holds: `part()` with version 3 of its mask, applied
    /// up to index 3.
    fn held() -> Held {
        held_with(&[3], 3)
    }

    fn held_with(versions: &[u64], applied: u64) -> Held {
        Held {
            applied,
            parts: [(
                ("t".to_string(), part()),
                versions.iter().copied().collect(),
            )]
            .into(),
            replacing: Default::default(),
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
        let p = plan(3, &views, &held());
        assert_eq!(p.repairs, vec![repair(&[1, 2], 1)]);
        assert!(p.undecided.is_empty());
        // The replicas in the majority have nothing to do.
        assert_eq!(plan(1, &views, &held()), Plan::default());
    }

    #[test]
    fn no_repair_without_a_strict_majority_of_all_voters() {
        // The third voter is unreachable: one against one.
        let views = [
            view(1, true, Some(Some(1))),
            view(2, true, None),
            view(3, true, Some(Some(7))),
        ];
        let p = plan(3, &views, &held());
        assert!(p.repairs.is_empty());
        assert_eq!(p.undecided, undecided());
        // The third voter lacks the version (has not applied it): it does not vote.
        let views = [
            view(1, true, Some(Some(1))),
            view(2, true, Some(None)),
            view(3, true, Some(Some(7))),
        ];
        assert_eq!(plan(3, &views, &held()).undecided, undecided());
        // All three differ.
        let views = [
            view(1, true, Some(Some(1))),
            view(2, true, Some(Some(2))),
            view(3, true, Some(Some(7))),
        ];
        assert_eq!(plan(3, &views, &held()).undecided, undecided());
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
        assert!(plan(3, &views, &held()).repairs.is_empty());
        // Voter 2 sides with 1 too: a majority, and the learner is tried last.
        let views = [
            view(4, false, Some(Some(1))),
            view(2, true, Some(Some(1))),
            view(3, true, Some(Some(7))),
            view(1, true, Some(Some(1))),
        ];
        assert_eq!(
            plan(3, &views, &held()).repairs,
            vec![repair(&[1, 2, 4], 1)]
        );
        // A learner is repaired from the voters' majority.
        let views = [
            view(1, true, Some(Some(1))),
            view(2, true, Some(Some(1))),
            view(3, true, Some(Some(1))),
            view(4, false, Some(Some(7))),
        ];
        assert_eq!(
            plan(4, &views, &held()).repairs,
            vec![repair(&[1, 2, 3], 1)]
        );
    }

    #[test]
    fn agreeing_replicas_and_unknown_self_plan_nothing() {
        let views = [
            view(1, true, Some(Some(1))),
            view(2, true, Some(Some(1))),
            view(3, true, Some(None)),
        ];
        for me in 1..=4 {
            assert_eq!(plan(me, &views, &held()), Plan::default(), "node {me}");
        }
    }

    /// Guards DESIGN §2.1 and §2.3: a mask version lost with this node's disk (the part
    /// is held, the mutation applied, the version gone) is found missing and fetched
    /// from the majority, like a diverged one.
    #[test]
    fn a_version_the_majority_holds_and_this_node_lacks_is_repaired() {
        let views = [
            view(1, true, Some(Some(1))),
            view(2, true, Some(Some(1))),
            view(3, true, Some(None)),
        ];
        let missing = Repair {
            local: None,
            ..repair(&[1, 2], 1)
        };
        assert_eq!(plan(3, &views, &held_with(&[], 3)).repairs, vec![missing]);
        // A learner lacking it is repaired from the voters' majority too.
        let views = [
            view(1, true, Some(Some(1))),
            view(2, true, Some(Some(1))),
            view(3, true, Some(Some(1))),
            view(4, false, Some(None)),
        ];
        let missing = Repair {
            local: None,
            ..repair(&[1, 2, 3], 1)
        };
        assert_eq!(plan(4, &views, &held_with(&[], 3)).repairs, vec![missing]);
    }

    #[test]
    fn a_version_lacking_for_a_reason_is_not_repaired() {
        let views = [
            view(1, true, Some(Some(1))),
            view(2, true, Some(Some(1))),
            view(3, true, Some(None)),
        ];
        // Not applied here yet.
        assert_eq!(plan(3, &views, &held_with(&[], 2)), Plan::default());
        // The part is not held here (merged away, or not fetched yet).
        let elsewhere = Held {
            applied: 3,
            parts: BTreeMap::new(),
            replacing: Default::default(),
        };
        assert_eq!(plan(3, &views, &elsewhere), Plan::default());
        // Held by one voter of three only: reported, not repaired.
        let views = [
            view(1, true, Some(Some(1))),
            view(2, true, Some(None)),
            view(3, true, Some(None)),
        ];
        let p = plan(3, &views, &held_with(&[], 3));
        assert!(p.repairs.is_empty());
        assert_eq!(p.undecided, undecided());
    }
}
