//! Hand-made histories: good ones the checker must accept, and for every invariant a
//! bad one it must reject with that invariant's violation.

use super::*;
use crate::history::{Predicate, Predicate::*};

/// Builds a history op by op; times are given explicitly so concurrency is visible.
#[derive(Default)]
struct Builder {
    ops: Vec<Op>,
    finals: Vec<NodeState>,
}

impl Builder {
    fn op(mut self, kind: OpKind, invoke: u64, complete: u64, outcome: Outcome) -> Self {
        self.ops.push(Op {
            process: self.ops.len() as u64,
            node: 1,
            kind,
            invoke_ns: invoke,
            complete_ns: complete,
            outcome,
            log_index: None,
            error: None,
        });
        self
    }
    fn insert(self, ids: &[u64], t: (u64, u64), outcome: Outcome) -> Self {
        self.op(OpKind::Insert { ids: ids.to_vec() }, t.0, t.1, outcome)
    }
    fn delete(self, ids: &[u64], t: (u64, u64), outcome: Outcome) -> Self {
        self.op(OpKind::DeleteIds { ids: ids.to_vec() }, t.0, t.1, outcome)
    }
    fn delete_where(self, predicate: Predicate, t: (u64, u64), outcome: Outcome) -> Self {
        self.op(OpKind::DeleteWhere { predicate }, t.0, t.1, outcome)
    }
    fn read(self, ids: &[u64], t: (u64, u64)) -> Self {
        self.op(
            OpKind::Read {
                ids: Some(ids.to_vec()),
            },
            t.0,
            t.1,
            Outcome::Ok,
        )
    }
    fn count(self, n: u64, t: (u64, u64)) -> Self {
        self.op(OpKind::Count { count: Some(n) }, t.0, t.1, Outcome::Ok)
    }
    fn with_index(mut self, index: u64) -> Self {
        self.ops.last_mut().unwrap().log_index = Some(index);
        self
    }
    /// The same final rows and parts on nodes 1..=n.
    fn finals(mut self, n: u64, ids: &[u64]) -> Self {
        for node in 1..=n {
            self = self.final_on(node, ids);
        }
        self
    }
    fn final_on(mut self, node: u64, ids: &[u64]) -> Self {
        self.finals.push(NodeState {
            node,
            ids: ids.to_vec(),
            parts: "all_1_1_0\t3\t1\n".into(),
            digest_mismatches: 0,
        });
        self
    }
    fn check(self) -> Report {
        check(&History {
            seed: 0,
            ops: self.ops,
            finals: self.finals,
        })
    }
}

use Outcome::{Fail, Ok as Acked, Unknown};

fn assert_only(report: &Report, kind: ViolationKind) {
    assert!(report.has(kind), "expected {kind:?}, got {report:#?}");
    let others: Vec<_> = report.counts.keys().filter(|k| **k != kind).collect();
    assert!(others.is_empty(), "only {kind:?} expected, got {report:#?}");
}

#[test]
fn sequential_history_is_accepted() {
    let report = Builder::default()
        .insert(&[1, 2, 3, 10], (0, 10), Acked)
        .read(&[1, 2, 3, 10], (11, 12))
        .delete(&[2], (20, 30), Acked)
        .count(3, (31, 32))
        .delete_where(
            Mod {
                modulus: 7,
                remainder: 3,
            },
            (40, 50),
            Acked,
        )
        .insert(&[17, 24], (60, 70), Acked)
        .read(&[1, 17, 24], (71, 72))
        .delete_where(Below { bound: 11 }, (80, 90), Acked)
        .read(&[17, 24], (91, 92))
        .finals(3, &[17, 24])
        .check();
    assert!(report.is_valid(), "{report:#?}");
    assert_eq!(report.acknowledged_ids, 6);
}

/// Concurrent operations and unknown outcomes may go either way, as long as every
/// replica decides alike.
#[test]
fn concurrent_and_unknown_history_is_accepted_either_way() {
    for (present, count) in [(vec![1, 4, 5], 3), (vec![1], 1)] {
        let report = Builder::default()
            .insert(&[1], (0, 10), Acked)
            // Concurrent with the predicate delete below: may or may not be masked.
            .insert(&[4], (15, 40), Acked)
            .delete_where(Range { low: 2, high: 9 }, (20, 30), Acked)
            // Unknown outcome: may appear at any time or never.
            .insert(&[5], (50, 60), Unknown)
            // Failed and never applied.
            .insert(&[6], (50, 60), Fail)
            // A delete whose outcome is unknown may or may not have masked id 1.
            .delete(&[1], (61, 62), Unknown)
            .count(count, (70, 80))
            .read(&present, (70, 80))
            .finals(3, &present)
            .check();
        assert!(report.is_valid(), "{present:?}: {report:#?}");
    }
}

#[test]
fn row_never_inserted_is_rejected() {
    let report = Builder::default()
        .insert(&[1], (0, 10), Acked)
        .finals(3, &[1, 99])
        .check();
    assert_only(&report, ViolationKind::UnexpectedRow);
}

#[test]
fn row_of_failed_insert_is_rejected() {
    let report = Builder::default()
        .insert(&[1], (0, 10), Acked)
        .insert(&[2], (20, 30), Fail)
        .read(&[1, 2], (40, 50))
        .finals(3, &[1])
        .check();
    assert_only(&report, ViolationKind::UnexpectedRow);
}

#[test]
fn read_of_a_row_from_the_future_is_rejected() {
    let report = Builder::default()
        .read(&[1], (0, 5))
        .insert(&[1], (10, 20), Acked)
        .finals(3, &[1])
        .check();
    assert_only(&report, ViolationKind::UnexpectedRow);
}

#[test]
fn duplicate_row_is_rejected() {
    let in_read = Builder::default()
        .insert(&[1, 2], (0, 10), Acked)
        .read(&[1, 2, 2], (20, 30))
        .finals(3, &[1, 2])
        .check();
    assert_only(&in_read, ViolationKind::DuplicateRow);
    let after_heal = Builder::default()
        .insert(&[1, 2], (0, 10), Acked)
        .final_on(1, &[1, 2])
        .final_on(2, &[1, 1, 2])
        .check();
    assert!(
        after_heal.has(ViolationKind::DuplicateRow),
        "{after_heal:#?}"
    );
}

#[test]
fn lost_acknowledged_insert_is_rejected() {
    let report = Builder::default()
        .insert(&[1, 2], (0, 10), Acked)
        .insert(&[3], (0, 10), Acked)
        .finals(3, &[1, 2])
        .check();
    assert_only(&report, ViolationKind::LostInsert);
}

#[test]
fn resurrected_deleted_row_is_rejected() {
    let report = Builder::default()
        .insert(&[1, 2], (0, 10), Acked)
        .delete(&[2], (20, 30), Acked)
        .finals(3, &[1, 2])
        .check();
    assert_only(&report, ViolationKind::Resurrected);
}

#[test]
fn predicate_delete_leaving_an_earlier_row_is_rejected() {
    let report = Builder::default()
        .insert(&[3, 4], (0, 10), Acked)
        .delete_where(
            Mod {
                modulus: 7,
                remainder: 3,
            },
            (20, 30),
            Acked,
        )
        .finals(3, &[3, 4])
        .check();
    assert_only(&report, ViolationKind::DeleteBoundary);
}

#[test]
fn predicate_delete_masking_a_later_row_is_rejected() {
    let report = Builder::default()
        .insert(&[1], (0, 10), Acked)
        .delete_where(Below { bound: 100 }, (20, 30), Acked)
        .insert(&[2], (40, 50), Acked)
        .finals(3, &[])
        .check();
    assert_only(&report, ViolationKind::DeleteBoundary);
}

#[test]
fn concurrent_row_decided_differently_is_rejected() {
    let report = Builder::default()
        .insert(&[5], (0, 40), Acked)
        .delete_where(Below { bound: 10 }, (10, 30), Acked)
        .final_on(1, &[5])
        .final_on(2, &[])
        .final_on(3, &[5])
        .check();
    assert_only(&report, ViolationKind::DeleteBoundary);
}

#[test]
fn divergent_replicas_are_rejected() {
    // A row of an unknown insert held by some nodes only.
    let rows = Builder::default()
        .insert(&[1], (0, 10), Unknown)
        .final_on(1, &[1])
        .final_on(2, &[])
        .check();
    assert_only(&rows, ViolationKind::Divergence);
    // Same rows, different parts or mask versions.
    let mut parts = Builder::default()
        .insert(&[1], (0, 10), Acked)
        .finals(2, &[1]);
    parts.finals[1].parts = "all_1_1_0\t3\t2\n".into();
    assert_only(&parts.check(), ViolationKind::Divergence);
    // A digest mismatch that did not heal.
    let mut digests = Builder::default()
        .insert(&[1], (0, 10), Acked)
        .finals(2, &[1]);
    digests.finals[0].digest_mismatches = 1;
    assert_only(&digests.check(), ViolationKind::Divergence);
}

#[test]
fn read_missing_an_acknowledged_insert_is_rejected() {
    let report = Builder::default()
        .insert(&[1, 2], (0, 10), Acked)
        .read(&[1], (20, 30))
        .finals(3, &[1, 2])
        .check();
    assert_only(&report, ViolationKind::StaleRead);
}

#[test]
fn read_seeing_an_acknowledged_delete_undone_is_rejected() {
    let by_id = Builder::default()
        .insert(&[1, 2], (0, 10), Acked)
        .delete(&[2], (20, 30), Acked)
        .read(&[1, 2], (40, 50))
        .finals(3, &[1])
        .check();
    assert_only(&by_id, ViolationKind::StaleRead);
    let by_predicate = Builder::default()
        .insert(&[1, 2], (0, 10), Acked)
        .delete_where(
            Mod {
                modulus: 2,
                remainder: 0,
            },
            (20, 30),
            Acked,
        )
        .count(2, (40, 50))
        .finals(3, &[1])
        .check();
    assert_only(&by_predicate, ViolationKind::StaleRead);
}

#[test]
fn count_missing_an_acknowledged_insert_is_rejected() {
    let report = Builder::default()
        .insert(&[1, 2, 3], (0, 10), Acked)
        .count(2, (20, 30))
        .finals(3, &[1, 2, 3])
        .check();
    assert_only(&report, ViolationKind::StaleRead);
}

#[test]
fn log_indexes_against_real_time_are_rejected() {
    let report = Builder::default()
        .insert(&[1], (0, 10), Acked)
        .with_index(7)
        .insert(&[2], (20, 30), Acked)
        .with_index(5)
        .finals(3, &[1, 2])
        .check();
    assert_only(&report, ViolationKind::LogOrder);
}

/// With the log indexes the server reports, every read is checked against the exact
/// state it names.
#[test]
fn indexed_history_is_accepted() {
    let report = Builder::default()
        .insert(&[1, 2], (0, 10), Acked)
        .with_index(3)
        // Concurrent with the insert, but the state it read is older.
        .read(&[], (5, 8))
        .with_index(2)
        .count(2, (11, 12))
        .with_index(3)
        .delete(&[2], (20, 30), Acked)
        .with_index(4)
        // Concurrent with the delete; the state it read is newer.
        .read(&[1], (25, 28))
        .with_index(4)
        // An unknown delete may or may not stand before the state a read names.
        .delete(&[1], (40, 50), Unknown)
        .read(&[1], (45, 60))
        .with_index(6)
        .finals(3, &[1])
        .check();
    assert!(report.is_valid(), "{report:#?}");
}

#[test]
fn read_at_an_index_seeing_a_later_insert_is_rejected() {
    let report = Builder::default()
        .insert(&[1], (0, 10), Acked)
        .with_index(5)
        .read(&[1], (5, 8))
        .with_index(4)
        .finals(3, &[1])
        .check();
    assert_only(&report, ViolationKind::ReadAtIndex);
}

#[test]
fn read_at_an_index_missing_an_earlier_insert_is_rejected() {
    let report = Builder::default()
        .insert(&[1], (0, 10), Acked)
        .with_index(3)
        .read(&[], (5, 20))
        .with_index(4)
        .finals(3, &[1])
        .check();
    assert_only(&report, ViolationKind::ReadAtIndex);
}

#[test]
fn read_at_an_index_seeing_an_earlier_delete_undone_is_rejected() {
    let report = Builder::default()
        .insert(&[1], (0, 10), Acked)
        .with_index(2)
        .delete(&[1], (20, 30), Acked)
        .with_index(4)
        .read(&[1], (25, 28))
        .with_index(5)
        .finals(3, &[])
        .check();
    assert_only(&report, ViolationKind::ReadAtIndex);
}

#[test]
fn count_at_an_index_against_its_state_is_rejected() {
    let report = Builder::default()
        .insert(&[1, 2], (0, 10), Acked)
        .with_index(2)
        .count(0, (5, 20))
        .with_index(3)
        .finals(3, &[1, 2])
        .check();
    assert_only(&report, ViolationKind::ReadAtIndex);
}

/// Invariant 2.4 in log terms: a read sees no older state than one acknowledged
/// before it, and a write after a read comes later in the log than what it saw.
#[test]
fn reads_going_back_in_the_log_are_rejected() {
    let report = Builder::default()
        .read(&[], (0, 10))
        .with_index(7)
        .read(&[], (20, 30))
        .with_index(5)
        .check();
    assert_only(&report, ViolationKind::LogOrder);
    let report = Builder::default()
        .read(&[], (0, 10))
        .with_index(7)
        .insert(&[1], (20, 30), Acked)
        .with_index(6)
        .finals(3, &[1])
        .check();
    assert_only(&report, ViolationKind::LogOrder);
}

/// A concurrent predicate delete is decided by the log: when the indexes put it after
/// the insert, it must mask the row on every replica.
#[test]
fn concurrent_row_decided_against_the_log_is_rejected() {
    let report = Builder::default()
        .insert(&[4], (15, 40), Acked)
        .with_index(3)
        .delete_where(Range { low: 2, high: 9 }, (20, 30), Acked)
        .with_index(4)
        .finals(3, &[4])
        .check();
    assert_only(&report, ViolationKind::DeleteBoundary);
}

#[test]
fn id_inserted_twice_is_malformed() {
    let report = Builder::default()
        .insert(&[1], (0, 10), Acked)
        .insert(&[1], (20, 30), Acked)
        .finals(3, &[1])
        .check();
    assert_only(&report, ViolationKind::Malformed);
}

#[test]
fn history_round_trips_through_json() {
    let b = Builder::default()
        .insert(&[1], (0, 10), Acked)
        .delete_where(Range { low: 0, high: 5 }, (20, 30), Unknown)
        .read(&[], (40, 50))
        .finals(2, &[]);
    let h = History {
        seed: 42,
        ops: b.ops,
        finals: b.finals,
    };
    assert_eq!(History::from_json(&h.to_json()).unwrap(), h);
    assert!(check(&h).is_valid());
}

#[test]
fn predicates_match_as_their_sql_says() {
    let m = Mod {
        modulus: 7,
        remainder: 3,
    };
    assert!(m.matches(10) && !m.matches(11));
    assert_eq!(m.sql(), "id % 7 = 3");
    assert!(Below { bound: 5 }.matches(4) && !Below { bound: 5 }.matches(5));
    let r = Range { low: 2, high: 4 };
    assert!(r.matches(2) && r.matches(3) && !r.matches(4) && !r.matches(1));
    assert_eq!(r.sql(), "id >= 2 AND id < 4");
}
