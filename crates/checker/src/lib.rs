//! The history checker of the chaos suites: a [`History`] records what concurrent
//! clients asked of a cluster under faults (inserts of unique ids, deletes by id and by
//! predicate, reads of the id set and counts), with invoke and complete times and
//! outcomes, plus every node's state after heal; [`check`] says which of the cluster's
//! promises it breaks (DESIGN §2.1, §2.2, §2.3, §2.4): no unexpected or duplicate rows,
//! no lost acknowledged insert, no acknowledged delete undone, the predicate-delete
//! boundary, convergence after heal, and linearizable reads.
//!
//! Main types: [`History`], [`Op`], [`Report`], [`Violation`]; [`draw`] draws the
//! clients' operations of both suites. The `maskhouse-check` binary re-checks a history
//! saved as JSON.

mod check;
mod draw;
mod history;

pub use check::{check, Report, Violation, ViolationKind, REPORTED_PER_KIND_MAX};
pub use draw::{draw, Drawn};
pub use history::{History, NodeState, Op, OpKind, Outcome, Predicate};
