//! Merges keep exactly the live rows, in the order the merge promises, for tables with
//! and without a sorting key and for inputs with several mask versions: deletes
//! committed before the merge and between its `MergeParts` and its `CommitMerge`.

use std::sync::Arc;

use arrow::{
    array::{ArrayRef, AsArray, Int64Array, RecordBatch, StringArray, UInt64Array},
    datatypes::{Int64Type, UInt64Type},
};
use maskhouse_store::Store;
use maskhouse_types::{Command, CommandOutcome, TableSchema};
use proptest::prelude::*;

use crate::support::*;

/// The support table `t (k UInt64, v Int64, s String)`, sorted by `k` or by nothing
/// (`ORDER BY tuple()`).
fn table(keyed: bool) -> TableSchema {
    let mut s = schema();
    if !keyed {
        s.order_by.clear();
    }
    s
}

/// Rows `(k, v)`; `v` tags each row uniquely, so the tests can follow every row.
fn tagged(rows: &[(u64, i64)]) -> RecordBatch {
    let k: ArrayRef = Arc::new(UInt64Array::from_iter_values(rows.iter().map(|r| r.0)));
    let v: ArrayRef = Arc::new(Int64Array::from_iter_values(rows.iter().map(|r| r.1)));
    let s: ArrayRef = Arc::new(StringArray::from_iter_values(
        rows.iter().map(|r| format!("row{}", r.1)),
    ));
    RecordBatch::try_from_iter(vec![("k", k), ("v", v), ("s", s)]).unwrap()
}

/// Stages `rows` for `schema` as an INSERT does (sorted by the key, if any).
fn insert_into(store: &Store, schema: &TableSchema, rows: &[(u64, i64)]) -> Command {
    let batch = tagged(rows);
    let batch = if schema.order_by.is_empty() {
        batch
    } else {
        maskhouse_part::sort_batch(&batch, &[0]).unwrap()
    };
    Command::AddParts {
        table: "t".into(),
        parts: vec![store.stage("all", &batch).unwrap()],
        schema: schema.checksum(),
    }
}

/// The live `(k, v)` of one part, in its row order.
fn part_rows(store: &Store, part: &maskhouse_store::ActivePart) -> Vec<(u64, i64)> {
    let mut out = vec![];
    for b in store.read_part(part, Some(&[0, 1]), true).unwrap() {
        let k = b.column(0).as_primitive::<UInt64Type>().values();
        let v = b.column(1).as_primitive::<Int64Type>().values();
        out.extend(k.iter().copied().zip(v.iter().copied()));
    }
    out
}

/// Every live `(k, v)` of table `t`, sorted.
fn live_rows(store: &Store) -> Vec<(u64, i64)> {
    let snap = store.snapshot();
    let mut out: Vec<_> = snap
        .table("t")
        .unwrap()
        .parts
        .values()
        .flat_map(|p| part_rows(store, p))
        .collect();
    out.sort_unstable();
    out
}

/// Which rows the test predicates (`k % m = r`, `k < n`) match.
fn matches(predicate: &str, k: u64) -> bool {
    let t: Vec<&str> = predicate.split_whitespace().collect();
    let n = |s: &str| s.parse::<u64>().unwrap();
    match t.as_slice() {
        ["k", "%", m, "=", r] => k % n(m) == n(r),
        ["k", "<", x] => k < n(x),
        _ => unreachable!("{predicate}"),
    }
}

/// The reported case: a table without sorting key (`ORDER BY tuple()`), several
/// inserts, two lightweight deletes, then `OPTIMIZE TABLE t FINAL` (one merge of every
/// part). The merge built without comparing keys it does not have, and its result
/// holds exactly the live rows, in part order. Guards DESIGN §2.1 and §2.4.
#[test]
fn merge_without_sorting_key_after_two_deletes() {
    let dir = tempfile::tempdir().unwrap();
    let s = open(dir.path());
    let schema = table(false);
    s.apply(
        1,
        &Command::CreateTable {
            schema: schema.clone(),
            if_not_exists: false,
        },
        None,
    )
    .unwrap();
    let mut tag = 0;
    let batches = [vec![5u64, 1, 9, 3], vec![8, 2, 7], vec![4, 6, 0, 10]];
    for (index, batch) in (2..).zip(batches) {
        let rows: Vec<(u64, i64)> = batch
            .into_iter()
            .map(|k| {
                tag += 1;
                (k, tag)
            })
            .collect();
        let c = insert_into(&s, &schema, &rows);
        s.apply(index, &c, None).unwrap();
    }
    s.apply(5, &delete("k % 3 = 0"), None).unwrap();
    s.apply(6, &delete("k < 2"), None).unwrap();
    let snap = s.snapshot();
    let inputs: Vec<_> = snap.table("t").unwrap().parts.values().cloned().collect();
    let expected: Vec<(u64, i64)> = inputs.iter().flat_map(|p| part_rows(&s, p)).collect();
    let out = s
        .apply(
            7,
            &Command::MergeParts {
                table: "t".into(),
                parts: inputs.iter().map(|p| p.name.clone()).collect(),
                expire: None,
            },
            None,
        )
        .unwrap();
    assert!(matches!(
        out,
        CommandOutcome::MergeScheduled { merge: 7, .. }
    ));
    let commit = commits(&s);
    assert_eq!(commit.len(), 1, "the merge was built");
    let out = s.apply(8, &commit[0], None).unwrap();
    assert!(matches!(out, CommandOutcome::Merged { added: Some(_), .. }));
    let snap = s.snapshot();
    let parts: Vec<_> = snap.table("t").unwrap().parts.values().cloned().collect();
    assert_eq!(parts.len(), 1);
    assert_eq!(
        part_rows(&s, &parts[0]),
        expected,
        "without a sorting key, the inputs' live rows in part order"
    );
}

#[derive(Clone, Debug)]
enum Op {
    Insert(Vec<u64>),
    Delete(String),
    /// Schedule a merge of the parts at these positions (mod the number of parts).
    Merge(Vec<usize>),
    /// Commit every pending merge.
    Commit,
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        3 => proptest::collection::vec(0u64..60, 1..40).prop_map(Op::Insert),
        3 => (2u64..7, 0u64..7).prop_map(|(m, r)| Op::Delete(format!("k % {m} = {}", r % m))),
        1 => (0u64..60).prop_map(|n| Op::Delete(format!("k < {n}"))),
        2 => proptest::collection::vec(0usize..8, 1..5).prop_map(Op::Merge),
        2 => Just(Op::Commit),
    ]
}

/// What a merge must produce from its inputs' live rows (taken in part order at the
/// commit): their concatenation without a sorting key, a stable sort by `k` with one.
fn merged_order(keyed: bool, inputs: Vec<Vec<(u64, i64)>>) -> Vec<(u64, i64)> {
    let mut all: Vec<_> = inputs.into_iter().flatten().collect();
    if keyed {
        all.sort_by_key(|r| r.0);
    }
    all
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Merges of parts with and without a sorting key, whose inputs carry several mask
    /// versions (deletes before the merge, and deletes committed between `MergeParts`
    /// and `CommitMerge`), keep exactly the live rows, each merge result in the order
    /// the merge promises. Guards DESIGN §2.1 and §2.4.
    #[test]
    fn merged_rows_are_the_live_rows(
        keyed in any::<bool>(),
        ops in proptest::collection::vec(op(), 1..24),
    ) {
        let dir = tempfile::tempdir().unwrap();
        let s = open(dir.path());
        let schema = table(keyed);
        s.apply(1, &Command::CreateTable { schema: schema.clone(), if_not_exists: false }, None)
            .unwrap();
        let mut model: Vec<(u64, i64)> = vec![];
        let mut tag = 0i64;
        let mut index = 2;
        for op in &ops {
            match op {
                Op::Insert(keys) => {
                    let rows: Vec<(u64, i64)> = keys.iter().map(|&k| { tag += 1; (k, tag) }).collect();
                    let c = insert_into(&s, &schema, &rows);
                    s.apply(index, &c, None).unwrap();
                    index += 1;
                    model.extend(rows);
                }
                Op::Delete(p) => {
                    s.apply(index, &delete(p), None).unwrap();
                    index += 1;
                    model.retain(|r| !matches(p, r.0));
                }
                Op::Merge(picks) => {
                    let names = part_names(&s);
                    let mut chosen: Vec<_> = picks
                        .iter()
                        .filter(|_| !names.is_empty())
                        .map(|i| names[i % names.len()].clone())
                        .collect();
                    chosen.sort();
                    chosen.dedup();
                    s.apply(index, &Command::MergeParts { table: "t".into(), parts: chosen, expire: None }, None)
                        .unwrap();
                    index += 1;
                }
                Op::Commit => {
                    for commit in commits(&s) {
                        let Command::CommitMerge { merge, .. } = &commit else { unreachable!() };
                        let snap = s.snapshot();
                        let t = snap.table("t").unwrap();
                        let pending = t.pending[merge].clone();
                        let expected = merged_order(
                            keyed,
                            pending.inputs.iter().map(|n| part_rows(&s, &t.parts[n])).collect(),
                        );
                        s.apply(index, &commit, None).unwrap();
                        index += 1;
                        let snap = s.snapshot();
                        let merged = &snap.table("t").unwrap().parts[&pending.name];
                        prop_assert_eq!(part_rows(&s, merged), expected);
                    }
                }
            }
            model.sort_unstable();
            prop_assert_eq!(live_rows(&s), model.clone());
        }
    }
}
