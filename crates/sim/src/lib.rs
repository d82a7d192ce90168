//! Deterministic simulation of a maskhouse cluster (test-only): the real node code —
//! openraft with the sled log and state machine, the interserver protocol (Raft RPC,
//! forwarding, read index, part push and fetch, mask fetch), the store's apply with
//! DELETE predicates compiled by `SqlPredicates`, merges — assembled by
//! `maskhouse_node` as the server assembles it, several nodes in one process on
//! turmoil's simulated network and clock, driven by a seeded workload and a seeded
//! nemesis. Invariants are checked after every step; after heal every node is read and
//! the history goes through `maskhouse-checker`. A run replays exactly from its seed.
//!
//! Main items: [`run`] (one run from a seed), [`Scenario`], [`Outcome`] (what a run
//! did, its trace hash, its failures), [`Invariants`], [`Nemesis`],
//! [`SimTransport`] (the `cluster::Transport` over the simulated network).

mod host;
mod invariants;
mod nemesis;
mod run;
mod transport;
mod wire;
mod workload;

pub use host::{boot, host_name, Answer, Live, NodeSpec, Registry};
pub use invariants::{
    describe, fingerprint, Invariants, Violation, APPLY_DETERMINISM, COMMITTED_PREFIX,
    LEADER_COMPLETENESS, MASK_DIGESTS, PART_CHECKSUMS,
};
pub use nemesis::{lose_unsynced, Action, Fault, Nemesis};
pub use run::{run, Failure, Outcome, Sabotage, Scenario};
pub use transport::{Inflight, SimTransport};
