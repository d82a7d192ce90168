//! What must hold after every step of a simulated run, checked on every booted node
//! between two steps of the simulation:
//!
//! - **leader completeness**: a node that leads holds every entry committed under an
//!   earlier leader. Leaders are identified as openraft identifies them, by (term,
//!   node): two nodes may both lead one term, the one with the higher id second (a
//!   voter grants a higher leader id of its term), so "one leader per term" is not the
//!   property; that a later leader's log holds what earlier ones committed is;
//! - **committed prefixes agree**: every entry at or below a node's committed index is
//!   the entry every other node committed at that index (term and CRC-32 of its bytes);
//! - **masks are deterministic** (DESIGN §2.1): a mask version `(part, mutation)` has
//!   the same digest on every node that holds it, and a part name the same checksum
//!   and rows;
//! - **apply is deterministic**: two nodes that applied the same index hold the same
//!   catalog (parts, mask digests, mutations, pending merges).
//!
//! Acknowledged writes are checked by `maskhouse-checker` over the whole history (every
//! read during the run, and every node after heal).

use std::collections::{BTreeMap, BTreeSet};

use maskhouse_cluster::Consensus;
use maskhouse_part::mask::MaskDigest;
use maskhouse_store::Catalog;

use crate::host::Registry;

/// One broken invariant, found at one step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    pub invariant: &'static str,
    pub message: String,
}

impl std::fmt::Display for Violation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.invariant, self.message)
    }
}

pub const LEADER_COMPLETENESS: &str = "a leader holds every entry committed before it";
pub const COMMITTED_PREFIX: &str = "committed prefixes agree";
pub const MASK_DIGESTS: &str = "masks of the same (part, version) identical";
pub const PART_CHECKSUMS: &str = "parts of the same name identical";
pub const APPLY_DETERMINISM: &str = "same applied index, same catalog";

type MaskKey = (String, String, u64);

/// A leader as openraft identifies it, and an entry by the leader that proposed it:
/// (term, node).
pub type LeaderId = (u64, u64);

/// One entry of a node's log: index, leader id, CRC-32 of its bytes.
pub type EntryDigest = (u64, LeaderId, u32);

/// What the checks remember across steps.
#[derive(Default)]
pub struct Invariants {
    leaders: BTreeSet<LeaderId>,
    committed: BTreeMap<u64, (LeaderId, u32, u64)>,
    checked_upto: BTreeMap<u64, u64>,
    masks: BTreeMap<MaskKey, (MaskDigest, u64)>,
    parts: BTreeMap<(String, String), (u32, u64, u64)>,
    catalogs: BTreeMap<u64, (u64, u64)>,
    seen: BTreeMap<u64, usize>,
    consensus: BTreeMap<u64, Consensus>,
}

impl Invariants {
    /// Checks every booted node; `events` gets a line for each change of a node's
    /// consensus state and each newly committed entry.
    pub fn check(&mut self, registry: &Registry, events: &mut Vec<String>) -> Vec<Violation> {
        let mut out = Vec::new();
        let live: Vec<(u64, _, _)> = registry
            .borrow()
            .iter()
            .filter_map(|(id, l)| Some((*id, l.node.upgrade()?, l.store.upgrade()?)))
            .collect();
        for (id, node, store) in live {
            let c = node.consensus();
            if self.consensus.get(&id) != Some(&c) {
                events.push(format!(
                    "node {id}: term {} leader {:?}{} log {} committed {} applied {}",
                    c.term,
                    c.leader,
                    if c.leading { " (leading)" } else { "" },
                    c.last_log_index,
                    c.committed_index,
                    c.applied_index
                ));
                let log = |from, to| node.log().entry_digests(from, to);
                self.check_leader(id, &c, log, &mut out);
                self.check_log(id, &node, &c, events, &mut out);
                self.consensus.insert(id, c);
            }
            let catalog = store.snapshot();
            let ptr = std::sync::Arc::as_ptr(&catalog) as usize;
            if self.seen.get(&id) != Some(&ptr) {
                self.seen.insert(id, ptr);
                self.check_catalog(id, &catalog, &mut out);
            }
        }
        out
    }

    /// A node seen leading under a leader id for the first time: every entry committed
    /// under a lower leader id must be in its log, the same entry (DESIGN §2.3:
    /// nothing acknowledged is lost; §2.4: reads never go back).
    fn check_leader(
        &mut self,
        id: u64,
        c: &Consensus,
        log: impl FnOnce(u64, u64) -> Vec<EntryDigest>,
        out: &mut Vec<Violation>,
    ) {
        let me = (c.term, id);
        if !c.leading || !self.leaders.insert(me) {
            return;
        }
        let earlier: Vec<(u64, LeaderId, u32)> = self
            .committed
            .iter()
            .filter(|(_, (leader, _, _))| *leader < me)
            .map(|(index, (leader, crc, _))| (*index, *leader, *crc))
            .collect();
        let Some(&(last, last_leader, _)) = earlier.last() else {
            return;
        };
        if c.last_log_index < last {
            out.push(Violation {
                invariant: LEADER_COMPLETENESS,
                message: format!(
                    "node {id} leads term {} with its log ending at {}, but entry {last} was \
                     committed under leader {last_leader:?}",
                    c.term, c.last_log_index
                ),
            });
            return;
        }
        let held: BTreeMap<u64, (LeaderId, u32)> = log(earlier[0].0, last)
            .into_iter()
            .map(|(index, leader, crc)| (index, (leader, crc)))
            .collect();
        // Purged entries are not held any more; what is held must be what was committed.
        for (index, leader, crc) in earlier {
            if let Some(&(had, had_crc)) = held.get(&index) {
                if (had, had_crc) != (leader, crc) {
                    out.push(Violation {
                        invariant: LEADER_COMPLETENESS,
                        message: format!(
                            "node {id} leads term {}, and its entry {index} is leader \
                             {had:?}'s (crc {had_crc:08x}), not the one committed there under \
                             leader {leader:?} (crc {crc:08x})",
                            c.term
                        ),
                    });
                    return;
                }
            }
        }
    }

    fn check_log(
        &mut self,
        id: u64,
        node: &maskhouse_cluster::Node,
        c: &Consensus,
        events: &mut Vec<String>,
        out: &mut Vec<Violation>,
    ) {
        let from = self.checked_upto.get(&id).map_or(0, |i| i + 1);
        if c.committed_index < from {
            return;
        }
        for (index, leader, crc) in node.log().entry_digests(from, c.committed_index) {
            self.check_entry(id, index, leader, crc, events, out);
        }
        self.checked_upto.insert(id, c.committed_index);
    }

    /// One entry a node holds as committed, against what was committed there before.
    pub fn check_entry(
        &mut self,
        id: u64,
        index: u64,
        leader: LeaderId,
        crc: u32,
        events: &mut Vec<String>,
        out: &mut Vec<Violation>,
    ) {
        match self.committed.get(&index) {
            None => {
                events.push(format!(
                    "committed {index}: term {} leader {} crc {crc:08x}",
                    leader.0, leader.1
                ));
                self.committed.insert(index, (leader, crc, id));
            }
            Some((l, c, first)) if (*l, *c) != (leader, crc) => out.push(Violation {
                invariant: COMMITTED_PREFIX,
                message: format!(
                    "entry {index}: node {first} committed leader {l:?}'s crc {c:08x}, node \
                     {id} holds leader {leader:?}'s crc {crc:08x} as committed"
                ),
            }),
            Some(_) => {}
        }
    }

    fn check_catalog(&mut self, id: u64, catalog: &Catalog, out: &mut Vec<Violation>) {
        for (table, state) in &catalog.tables {
            for part in state.parts.values() {
                let key = (table.clone(), part.name.to_string());
                let mine = (part.meta.checksum, part.meta.rows, id);
                let first = *self.parts.entry(key.clone()).or_insert(mine);
                if (first.0, first.1) != (mine.0, mine.1) {
                    out.push(Violation {
                        invariant: PART_CHECKSUMS,
                        message: format!(
                            "part {} of {table}: node {} has checksum {:08x} ({} rows), node \
                             {id} {:08x} ({} rows)",
                            part.name, first.2, first.0, first.1, mine.0, mine.1
                        ),
                    });
                }
                for version in &part.masks {
                    self.check_mask(
                        id,
                        (key.0.clone(), key.1.clone(), version.mutation),
                        version.digest,
                        out,
                    );
                }
            }
        }
        let fingerprint = fingerprint(catalog);
        let first = *self
            .catalogs
            .entry(catalog.applied_index)
            .or_insert((fingerprint, id));
        if first.0 != fingerprint {
            out.push(Violation {
                invariant: APPLY_DETERMINISM,
                message: format!(
                    "nodes {} and {id} both applied index {} and hold different catalogs; \
                     node {id}'s: {}",
                    first.1,
                    catalog.applied_index,
                    describe(catalog)
                ),
            });
        }
    }

    /// One mask version a node holds, against the digest first seen for it.
    pub fn check_mask(
        &mut self,
        id: u64,
        key: MaskKey,
        digest: MaskDigest,
        out: &mut Vec<Violation>,
    ) {
        let first = *self.masks.entry(key.clone()).or_insert((digest, id));
        if first.0 != digest {
            out.push(Violation {
                invariant: MASK_DIGESTS,
                message: format!(
                    "mask {}@{} of {}: node {} has crc {:08x} ({} rows), node {id} crc {:08x} \
                     ({} rows)",
                    key.1,
                    key.2,
                    key.0,
                    first.1,
                    first.0.crc,
                    first.0.cardinality,
                    digest.crc,
                    digest.cardinality
                ),
            });
        }
    }

    /// Feeds one observation of node `id` leading `term` with `log` (for tests of the
    /// checks themselves).
    pub fn observe_leader(&mut self, id: u64, term: u64, log: &[EntryDigest]) -> Vec<Violation> {
        let mut out = Vec::new();
        let c = Consensus {
            term,
            leading: true,
            leader: Some(id),
            last_log_index: log.last().map_or(0, |e| e.0),
            committed_index: 0,
            applied_index: 0,
        };
        let held = |from, to| {
            log.iter()
                .filter(|e| (from..=to).contains(&e.0))
                .copied()
                .collect()
        };
        self.check_leader(id, &c, held, &mut out);
        out
    }
}

/// The catalog, one line per table and part, without anything node-local (paths).
pub fn describe(catalog: &Catalog) -> String {
    let mut out = String::new();
    for (table, state) in &catalog.tables {
        // The whole schema (the checksum leaves the TTL and the settings out).
        out.push_str(&format!(
            "{table} (schema {:016x}{}):",
            hash(&maskhouse_types::codec::encode(&*state.schema)),
            if state.merges_stopped {
                ", merges stopped"
            } else {
                ""
            }
        ));
        for part in state.parts.values() {
            let masks: Vec<String> = part
                .masks
                .iter()
                .map(|m| {
                    format!(
                        "{}={:08x}/{}",
                        m.mutation, m.digest.crc, m.digest.cardinality
                    )
                })
                .collect();
            out.push_str(&format!(
                " [{} {:08x} rows {} masks {}]",
                part.name,
                part.meta.checksum,
                part.meta.rows,
                masks.join(",")
            ));
        }
        let pending: Vec<u64> = state.pending.keys().copied().collect();
        let mutations: Vec<String> = state
            .mutations
            .values()
            .map(|m| {
                format!(
                    "{}:{}:{}",
                    m.number,
                    m.rows_deleted,
                    m.fail_reason.is_some()
                )
            })
            .collect();
        out.push_str(&format!(
            " pending {pending:?} mutations {}",
            mutations.join(",")
        ));
    }
    out
}

/// FNV-1a over [`describe`].
pub fn fingerprint(catalog: &Catalog) -> u64 {
    hash(describe(catalog).as_bytes())
}

/// FNV-1a, 64 bits: stable across runs and platforms.
pub fn hash(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(*b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}
