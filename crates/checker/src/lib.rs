//! The history checker of the chaos suites: a [`History`] records what concurrent
//! clients asked of a cluster under faults (inserts of unique ids, deletes by id and by
//! predicate, reads of the id set and counts; upserts, UPDATEs, DELETEs and reads by
//! key of a ReplacingMergeTree table), with invoke and complete times, outcomes and
//! reported log indexes, plus every node's state after heal; [`check`] says which of
//! the cluster's promises it breaks (DESIGN §2.1–§2.4, §2.11): no unexpected or
//! duplicate rows, no lost acknowledged insert, no acknowledged delete undone, the
//! predicate-delete boundary, convergence after heal, linearizable reads, and one live
//! row per key, the last version written, at every log index a read reports.
//!
//! Main types: [`History`], [`Op`], [`Report`], [`Violation`]; [`draw`] draws the
//! clients' operations of both suites. The `maskhouse-check` binary re-checks a history
//! saved as JSON.

mod check;
mod draw;
mod history;

pub use check::{check, Report, Violation, ViolationKind, REPORTED_PER_KIND_MAX};
pub use draw::{draw, Drawn, Fresh, CREATE_KV, KV_KEYS, KV_PERCENT};
pub use history::{History, KvRow, NodeState, Op, OpKind, Outcome, Predicate};
