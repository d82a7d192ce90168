//! Hand-made histories: good ones the checker must accept, and for every invariant a
//! bad one it must reject with that invariant's violation.

use super::*;
use crate::history::{KvRow, Predicate, Predicate::*};

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
    /// An upsert of `(key, ver, v)` rows, in that order.
    fn upsert(self, rows: &[(u64, u64, u64)], t: (u64, u64), outcome: Outcome) -> Self {
        let rows = kv_rows(rows);
        self.op(OpKind::Upsert { rows }, t.0, t.1, outcome)
    }
    fn update(self, keys: &[u64], v: u64, t: (u64, u64), outcome: Outcome) -> Self {
        let keys = keys.to_vec();
        self.op(OpKind::Update { keys, v }, t.0, t.1, outcome)
    }
    fn delete_keys(self, keys: &[u64], t: (u64, u64), outcome: Outcome) -> Self {
        let keys = keys.to_vec();
        self.op(OpKind::DeleteKeys { keys }, t.0, t.1, outcome)
    }
    /// A read of `kv` that returned `(key, ver, v)` rows.
    fn read_kv(self, rows: &[(u64, u64, u64)], t: (u64, u64)) -> Self {
        let rows = Some(kv_rows(rows));
        self.op(OpKind::ReadKv { rows }, t.0, t.1, Outcome::Ok)
    }
    /// Every node's `kv` rows after heal, the same on nodes 1..=n (after `finals`).
    fn finals_kv(mut self, rows: &[(u64, u64, u64)]) -> Self {
        for f in &mut self.finals {
            f.kv = kv_rows(rows);
        }
        self
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
            kv: Vec::new(),
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

fn kv_rows(rows: &[(u64, u64, u64)]) -> Vec<KvRow> {
    rows.iter()
        .map(|&(key, ver, v)| KvRow { key, ver, v })
        .collect()
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

// The ReplacingMergeTree table `kv`: one live row per key, the last version written,
// at every log index a read reports (DESIGN §2.11).

/// Key 1 written at indexes 2 (ver 1) and 3 (ver 2), and key 2 at index 3.
fn two_versions() -> Builder {
    Builder::default()
        .upsert(&[(1, 1, 10)], (0, 10), Acked)
        .with_index(2)
        .upsert(&[(1, 2, 11), (2, 0, 12)], (20, 30), Acked)
        .with_index(3)
}

#[test]
fn kv_history_read_at_each_index_is_accepted() {
    let report = two_versions()
        .read_kv(&[], (0, 1))
        .with_index(1)
        .read_kv(&[(1, 1, 10)], (11, 12))
        .with_index(2)
        .read_kv(&[(2, 0, 12), (1, 2, 11)], (31, 32))
        .with_index(3)
        .update(&[1, 3], 13, (40, 50), Acked)
        .with_index(4)
        .read_kv(&[(1, 2, 13), (2, 0, 12)], (51, 52))
        .with_index(4)
        .delete_keys(&[2], (60, 70), Acked)
        .with_index(5)
        // A deleted key lives again at any version.
        .upsert(&[(2, 0, 14)], (80, 90), Acked)
        .with_index(6)
        .read_kv(&[(1, 2, 13), (2, 0, 14)], (91, 92))
        .with_index(6)
        .finals(3, &[])
        .finals_kv(&[(1, 2, 13), (2, 0, 14)])
        .check();
    assert!(report.is_valid(), "{report:#?}");
    assert_eq!(report.ops.get("upsert ok"), Some(&3));
}

#[test]
fn two_live_rows_for_a_key_are_rejected() {
    let report = two_versions()
        .read_kv(&[(1, 2, 11), (2, 0, 12), (1, 1, 10)], (31, 32))
        .with_index(3)
        .check();
    assert_only(&report, ViolationKind::DuplicateKey);
    let after_heal = two_versions()
        .finals(2, &[])
        .finals_kv(&[(1, 2, 11), (1, 1, 10), (2, 0, 12)])
        .check();
    assert_only(&after_heal, ViolationKind::DuplicateKey);
}

#[test]
fn stale_version_is_rejected() {
    let report = two_versions()
        .read_kv(&[(1, 1, 10), (2, 0, 12)], (31, 32))
        .with_index(3)
        .check();
    assert_only(&report, ViolationKind::KeyState);
    // The same row is right at the index before.
    let report = two_versions()
        .read_kv(&[(1, 1, 10)], (21, 22))
        .with_index(2)
        .check();
    assert!(report.is_valid(), "{report:#?}");
}

#[test]
fn read_seeing_a_write_after_its_index_is_rejected() {
    let report = two_versions()
        .read_kv(&[(1, 2, 11)], (21, 22))
        .with_index(2)
        .check();
    assert_only(&report, ViolationKind::KeyState);
}

/// A lower version inserted later loses; the higher one stays.
#[test]
fn lower_version_winning_is_rejected() {
    let history = |seen: (u64, u64, u64)| {
        Builder::default()
            .upsert(&[(1, 5, 10)], (0, 10), Acked)
            .with_index(2)
            .upsert(&[(1, 3, 11)], (20, 30), Acked)
            .with_index(3)
            .read_kv(&[seen], (31, 32))
            .with_index(3)
            .check()
    };
    assert!(history((1, 5, 10)).is_valid());
    assert_only(&history((1, 3, 11)), ViolationKind::KeyState);
}

/// On a tie of versions the later entry wins, whatever order the clients saw the
/// acknowledgements in; within one INSERT the later row.
#[test]
fn version_ties_are_decided_by_log_index() {
    let concurrent = |seen: (u64, u64, u64)| {
        Builder::default()
            .upsert(&[(1, 2, 10)], (0, 50), Acked)
            .with_index(5)
            .upsert(&[(1, 2, 11)], (10, 20), Acked)
            .with_index(3)
            .read_kv(&[seen], (60, 70))
            .with_index(5)
            .check()
    };
    assert!(concurrent((1, 2, 10)).is_valid());
    assert_only(&concurrent((1, 2, 11)), ViolationKind::KeyState);
    let one_insert = |rows: &[(u64, u64, u64)], seen: (u64, u64, u64)| {
        Builder::default()
            .upsert(rows, (0, 10), Acked)
            .with_index(2)
            .read_kv(&[seen], (20, 30))
            .with_index(2)
            .check()
    };
    assert!(one_insert(&[(1, 2, 10), (1, 2, 11)], (1, 2, 11)).is_valid());
    assert!(one_insert(&[(1, 3, 10), (1, 2, 11)], (1, 3, 10)).is_valid());
    assert_only(
        &one_insert(&[(1, 2, 10), (1, 2, 11)], (1, 2, 10)),
        ViolationKind::KeyState,
    );
}

/// Statements of one entry: its UPDATEs and DELETEs first, in any order, then its
/// INSERTs, in any order.
#[test]
fn statements_sharing_an_entry_apply_in_its_order() {
    let entry = |seen: &[(u64, u64, u64)]| {
        Builder::default()
            .upsert(&[(1, 1, 10), (2, 1, 20)], (0, 10), Acked)
            .with_index(2)
            .upsert(&[(1, 1, 11), (2, 1, 21)], (20, 40), Acked)
            .with_index(4)
            .update(&[1], 12, (20, 40), Acked)
            .with_index(4)
            .upsert(&[(2, 1, 22)], (20, 40), Acked)
            .with_index(4)
            .read_kv(seen, (50, 60))
            .with_index(4)
            .check()
    };
    assert!(entry(&[(1, 1, 11), (2, 1, 21)]).is_valid());
    assert!(entry(&[(1, 1, 11), (2, 1, 22)]).is_valid());
    // The UPDATE cannot come after the INSERT of its entry.
    assert_only(&entry(&[(1, 1, 12), (2, 1, 22)]), ViolationKind::KeyState);
}

#[test]
fn lost_update_is_rejected() {
    let report = Builder::default()
        .upsert(&[(1, 1, 10)], (0, 10), Acked)
        .with_index(2)
        .update(&[1], 11, (20, 30), Acked)
        .with_index(3)
        .read_kv(&[(1, 1, 10)], (40, 50))
        .with_index(3)
        .check();
    assert_only(&report, ViolationKind::KeyState);
}

#[test]
fn update_of_a_deleted_key_bringing_it_back_is_rejected() {
    let report = Builder::default()
        .upsert(&[(1, 1, 10)], (0, 10), Acked)
        .with_index(2)
        .delete_keys(&[1], (20, 30), Acked)
        .with_index(3)
        .update(&[1], 11, (40, 50), Acked)
        .with_index(4)
        .read_kv(&[(1, 1, 11)], (60, 70))
        .with_index(4)
        .check();
    assert_only(&report, ViolationKind::KeyState);
}

#[test]
fn deleted_key_back_is_rejected() {
    let history = || {
        Builder::default()
            .upsert(&[(1, 1, 10)], (0, 10), Acked)
            .with_index(2)
            .delete_keys(&[1], (20, 30), Acked)
            .with_index(3)
    };
    let read = history()
        .read_kv(&[(1, 1, 10)], (40, 50))
        .with_index(3)
        .check();
    assert_only(&read, ViolationKind::KeyState);
    let after_heal = history().finals(3, &[]).finals_kv(&[(1, 1, 10)]).check();
    assert_only(&after_heal, ViolationKind::KeyState);
}

#[test]
fn lost_upsert_after_heal_is_rejected() {
    let report = two_versions()
        .finals(3, &[])
        .finals_kv(&[(1, 2, 11)])
        .check();
    assert_only(&report, ViolationKind::KeyState);
}

#[test]
fn nodes_holding_different_kv_rows_are_rejected() {
    let mut b = Builder::default()
        .upsert(&[(1, 1, 10)], (0, 10), Acked)
        .with_index(2)
        .upsert(&[(1, 1, 11)], (20, 30), Unknown)
        .finals(2, &[])
        .finals_kv(&[(1, 1, 10)]);
    b.finals[1].kv = kv_rows(&[(1, 1, 11)]);
    // Each node alone holds a state the history allows, but not the same one.
    assert_only(&b.check(), ViolationKind::Divergence);
}

/// A write of unknown outcome may apply at any index after those acknowledged before
/// it was invoked, or never; a failed one never.
#[test]
fn unknown_outcome_writes_may_apply_or_not() {
    let history = |seen: &[(u64, u64, u64)]| {
        Builder::default()
            .upsert(&[(1, 1, 10), (2, 1, 20)], (0, 10), Acked)
            .with_index(2)
            .upsert(&[(1, 1, 11)], (20, 30), Unknown)
            .delete_keys(&[2], (20, 30), Unknown)
            .update(&[1], 12, (20, 30), Unknown)
            .upsert(&[(3, 0, 30)], (20, 30), Fail)
            .read_kv(seen, (40, 50))
            .with_index(5)
            .check()
    };
    for seen in [
        &[(1, 1, 10), (2, 1, 20)][..],
        &[(1, 1, 11)],
        &[(1, 1, 12), (2, 1, 20)],
        &[(1, 1, 10)],
    ] {
        let report = history(seen);
        assert!(report.is_valid(), "{seen:?}: {report:#?}");
    }
    // Not the failed one's row, and not one from a value nobody wrote.
    assert_only(
        &history(&[(1, 1, 10), (2, 1, 20), (3, 0, 30)]),
        ViolationKind::KeyState,
    );
    assert_only(&history(&[(1, 1, 99), (2, 1, 20)]), ViolationKind::KeyState);
    // A state read at index 2 cannot hold them: they were invoked after index 2 was
    // acknowledged.
    let early = Builder::default()
        .upsert(&[(1, 1, 10)], (0, 10), Acked)
        .with_index(2)
        .upsert(&[(1, 1, 11)], (20, 30), Unknown)
        .read_kv(&[(1, 1, 11)], (40, 50))
        .with_index(2)
        .check();
    assert!(early.has(ViolationKind::KeyState), "{early:#?}");
}

#[test]
fn kv_value_written_twice_is_malformed() {
    let report = Builder::default()
        .upsert(&[(1, 1, 10)], (0, 10), Acked)
        .with_index(2)
        .update(&[2], 10, (20, 30), Acked)
        .with_index(3)
        .check();
    assert_only(&report, ViolationKind::Malformed);
}

/// Histories saved before `kv` existed still load: their final states hold no rows
/// of it.
#[test]
fn history_without_kv_loads() {
    let text = r#"{"seed": 1, "ops": [], "finals": [{"node": 1, "ids": [], "parts": "",
        "digest_mismatches": 0}]}"#;
    let h = History::from_json(text).unwrap();
    assert!(h.finals[0].kv.is_empty());
    let b = two_versions()
        .read_kv(&[(1, 2, 11), (2, 0, 12)], (31, 32))
        .with_index(3)
        .finals(1, &[])
        .finals_kv(&[(1, 2, 11), (2, 0, 12)]);
    let h = History {
        seed: 2,
        ops: b.ops,
        finals: b.finals,
    };
    assert_eq!(History::from_json(&h.to_json()).unwrap(), h);
}
