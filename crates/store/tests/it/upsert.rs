//! ReplacingMergeTree: one live row per key at every log index (invariant 2.11).

use std::{collections::BTreeMap, sync::Arc};

use arrow::{
    array::{ArrayRef, AsArray, RecordBatch, StringArray, UInt32Array, UInt64Array},
    datatypes::{UInt32Type, UInt64Type},
};
use maskhouse_store::Store;
use maskhouse_types::{ColumnDef, ColumnType, Command, CommandOutcome, Engine, TableSchema};
use proptest::prelude::*;

use crate::support::*;

fn replacing(version: bool, partitioned: bool) -> TableSchema {
    let column = |name: &str, ty| ColumnDef::new(name, ty);
    TableSchema {
        name: "t".into(),
        columns: vec![
            column("k", ColumnType::UInt64),
            column("ver", ColumnType::UInt32),
            column("tag", ColumnType::String),
        ],
        order_by: vec!["k".into()],
        partition_by: partitioned.then(|| "toYYYYMM(day)".to_string()),
        engine: Engine::ReplacingMergeTree {
            version: version.then(|| "ver".to_string()),
            replicated: false,
        },
        settings: vec![],
        ttl: vec![],
        notes: Default::default(),
    }
}

/// One row to insert: key, version, tag.
type Row = (u64, u32, String);

fn batch(rows: &[Row]) -> RecordBatch {
    let k: ArrayRef = Arc::new(UInt64Array::from_iter_values(rows.iter().map(|r| r.0)));
    let v: ArrayRef = Arc::new(UInt32Array::from_iter_values(rows.iter().map(|r| r.1)));
    let t: ArrayRef = Arc::new(StringArray::from_iter_values(rows.iter().map(|r| &r.2)));
    RecordBatch::try_from_iter(vec![("k", k), ("ver", v), ("tag", t)]).unwrap()
}

/// The `AddParts` of `rows`, staged in `store` as one part, as an INSERT into a table
/// without partitions makes it.
fn upsert(store: &Store, schema: &TableSchema, rows: &[Row]) -> Command {
    upsert_in(store, schema, rows, "all")
}

/// The `AddParts` of `rows`, staged in `store` as one part of `partition`.
fn upsert_in(store: &Store, schema: &TableSchema, rows: &[Row], partition: &str) -> Command {
    let mut by_partition: BTreeMap<String, Vec<Row>> = BTreeMap::new();
    by_partition.insert(partition.to_string(), rows.to_vec());
    let parts = by_partition
        .iter()
        .map(|(p, rows)| {
            let sorted = maskhouse_part::sort_batch(&batch(rows), &[0]).unwrap();
            store.stage(p, &sorted).unwrap()
        })
        .collect();
    Command::AddParts {
        table: "t".into(),
        parts,
        schema: schema.checksum(),
    }
}

/// Every live row of table `t`, as (key, version, tag), sorted.
fn live(store: &Store) -> Vec<Row> {
    let snap = store.snapshot();
    let mut out = vec![];
    for part in snap.table("t").unwrap().parts.values() {
        for b in store.read_part(part, Some(&[0, 1, 2]), true).unwrap() {
            let k = b.column(0).as_primitive::<UInt64Type>();
            let v = b.column(1).as_primitive::<UInt32Type>();
            let t = b.column(2).as_string::<i32>();
            for i in 0..b.num_rows() {
                out.push((k.value(i), v.value(i), t.value(i).to_string()));
            }
        }
    }
    out.sort();
    out
}

fn create(schema: &TableSchema) -> Command {
    Command::CreateTable {
        schema: schema.clone(),
        if_not_exists: false,
    }
}

fn row(k: u64, ver: u32, tag: &str) -> Row {
    (k, ver, tag.to_string())
}

/// Invariant 2.11: the highest version stays; on a tie the later insert, also within
/// one INSERT; a lower version loses to the row already there.
#[test]
fn the_highest_version_stays_and_a_tie_goes_to_the_later_insert() {
    let dir = tempfile::tempdir().unwrap();
    let s = open(dir.path());
    let schema = replacing(true, false);
    s.apply(1, &create(&schema), None).unwrap();
    let base: Vec<Row> = (0..10).map(|k| row(k, 1, "base")).collect();
    s.apply(2, &upsert(&s, &schema, &base), None).unwrap();
    let c = upsert(
        &s,
        &schema,
        &[
            row(1, 2, "newer"),
            row(2, 0, "older"),
            row(3, 1, "tie"),
            row(20, 5, "a"),
            row(20, 7, "b"),
            row(20, 6, "c"),
            row(21, 4, "first"),
            row(21, 4, "second"),
        ],
    );
    assert!(matches!(
        s.apply(3, &c, None).unwrap(),
        CommandOutcome::Inserted { rows: 8, .. }
    ));
    let got = live(&s);
    let want: Vec<Row> = (0..10)
        .map(|k| match k {
            1 => row(1, 2, "newer"),
            3 => row(3, 1, "tie"),
            k => row(k, 1, "base"),
        })
        .chain([row(20, 7, "b"), row(21, 4, "second")])
        .collect();
    assert_eq!(got, want);
    // The entry masked rows of both parts under its own number.
    let snap = s.snapshot();
    let t = snap.table("t").unwrap();
    let masks: Vec<(String, Vec<u64>, u64)> = t
        .parts
        .values()
        .map(|p| {
            (
                p.name.to_string(),
                p.masks.iter().map(|m| m.mutation).collect(),
                p.mask.len(),
            )
        })
        .collect();
    assert_eq!(
        masks,
        [
            ("all_2_2_0".to_string(), vec![3], 2),
            ("all_3_3_0".to_string(), vec![3], 4)
        ]
    );
    assert_eq!(t.live_rows(), 12, "live rows from metadata");
}

/// Invariant 2.11 without a version column: the last insert wins, whatever the
/// partitions, as ClickHouse's `FINAL` reads it.
#[test]
fn without_a_version_the_last_insert_wins_across_partitions() {
    let dir = tempfile::tempdir().unwrap();
    let s = open(dir.path());
    let schema = replacing(false, true);
    s.apply(1, &create(&schema), None).unwrap();
    let staged = |partition: &str, rows: &[Row]| {
        let sorted = maskhouse_part::sort_batch(&batch(rows), &[0]).unwrap();
        s.stage(partition, &sorted).unwrap()
    };
    let add = |parts| Command::AddParts {
        table: "t".into(),
        parts,
        schema: schema.checksum(),
    };
    let first = add(vec![staged("a", &[row(1, 9, "a"), row(2, 9, "a")])]);
    s.apply(2, &first, None).unwrap();
    // One INSERT whose rows fall in two partitions, both holding key 3: the part
    // listed later wins the tie.
    let second = add(vec![
        staged("b", &[row(1, 1, "b"), row(3, 1, "b")]),
        staged("c", &[row(2, 1, "c"), row(3, 1, "c")]),
    ]);
    s.apply(3, &second, None).unwrap();
    assert_eq!(live(&s), [row(1, 1, "b"), row(2, 1, "c"), row(3, 1, "c")]);
}

/// Invariant 2.11 for an `ANY` Join table (`TableSchema::keeps_first_row`): of two rows
/// of one key the first inserted stays, within one INSERT, across INSERTs and across
/// partitions, whatever the versions; with `join_any_take_last_row` the last does.
#[test]
fn an_any_join_table_keeps_the_first_row_of_a_key() {
    for take_last_row in [false, true] {
        let dir = tempfile::tempdir().unwrap();
        let s = open(dir.path());
        let mut schema = replacing(false, true);
        schema.notes.join = Some(maskhouse_types::JoinEngine {
            strictness: "ANY".into(),
            kind: "LEFT".into(),
            keys: vec!["k".into()],
            take_last_row,
        });
        assert_eq!(schema.keeps_first_row(), !take_last_row);
        s.apply(1, &create(&schema), None).unwrap();
        let staged = |partition: &str, rows: &[Row]| {
            let sorted = maskhouse_part::sort_batch(&batch(rows), &[0]).unwrap();
            s.stage(partition, &sorted).unwrap()
        };
        let add = |parts| Command::AddParts {
            table: "t".into(),
            parts,
            schema: schema.checksum(),
        };
        let first = add(vec![staged(
            "a",
            &[row(1, 1, "a"), row(2, 1, "a"), row(1, 2, "a2")],
        )]);
        s.apply(2, &first, None).unwrap();
        let second = add(vec![
            staged("b", &[row(1, 9, "b"), row(3, 1, "b")]),
            staged("c", &[row(2, 9, "c"), row(3, 1, "c")]),
        ]);
        s.apply(3, &second, None).unwrap();
        let expected = match take_last_row {
            false => [row(1, 1, "a"), row(2, 1, "a"), row(3, 1, "b")],
            true => [row(1, 9, "b"), row(2, 9, "c"), row(3, 1, "c")],
        };
        assert_eq!(live(&s), expected, "take_last_row = {take_last_row}");
    }
}

/// Invariants 2.2 and 2.11: a deleted key comes back only with a later insert, at any
/// version; the rows it replaced before stay masked.
#[test]
fn a_deleted_key_comes_back_only_when_inserted_again() {
    let dir = tempfile::tempdir().unwrap();
    let s = open(dir.path());
    let schema = replacing(true, false);
    s.apply(1, &create(&schema), None).unwrap();
    s.apply(2, &upsert(&s, &schema, &[row(1, 1, "a")]), None)
        .unwrap();
    s.apply(3, &upsert(&s, &schema, &[row(1, 5, "b")]), None)
        .unwrap();
    s.apply(4, &delete("k = 1"), None).unwrap();
    assert!(live(&s).is_empty());
    s.apply(5, &upsert(&s, &schema, &[row(1, 2, "c")]), None)
        .unwrap();
    assert_eq!(live(&s), [row(1, 2, "c")]);
}

/// Invariant 2.11 through merges: a merge keeps the one live row of each key, and
/// later upserts replace rows of the merged part.
#[test]
fn merged_parts_keep_one_row_per_key() {
    let dir = tempfile::tempdir().unwrap();
    let s = open(dir.path());
    let schema = replacing(true, false);
    s.apply(1, &create(&schema), None).unwrap();
    let mut index = 2;
    for round in 0..4u32 {
        let rows: Vec<Row> = (0..50)
            .map(|k| row(k * (round as u64 + 1) % 70, round, "x"))
            .collect();
        s.apply(index, &upsert(&s, &schema, &rows), None).unwrap();
        index += 1;
    }
    let before = live(&s);
    let merge = Command::MergeParts {
        table: "t".into(),
        parts: part_names(&s),
        expire: None,
    };
    s.apply(index, &merge, None).unwrap();
    index += 1;
    for c in commits(&s) {
        s.apply(index, &c, None).unwrap();
        index += 1;
    }
    assert_eq!(part_names(&s).len(), 1);
    assert_eq!(live(&s), before);
    s.apply(index, &upsert(&s, &schema, &[row(3, 9, "after")]), None)
        .unwrap();
    let after = live(&s);
    assert_eq!(after.iter().filter(|r| r.0 == 3).count(), 1);
    assert!(after.contains(&row(3, 9, "after")));
}

#[derive(Clone, Debug)]
enum Op {
    Upsert(Vec<(u64, u32)>),
    DeleteKey(u64),
    MergeAll,
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        6 => prop::collection::vec((0u64..40, 0u32..4), 1..30).prop_map(Op::Upsert),
        2 => (0u64..40).prop_map(Op::DeleteKey),
        1 => Just(Op::MergeAll),
    ]
}

/// Applies `ops` to a new store and returns its live rows and its fingerprint.
fn run(
    dir: &std::path::Path,
    threads: usize,
    partitioned: bool,
    ops: &[Op],
) -> (Vec<Row>, Vec<(String, Vec<u8>)>) {
    let s = open_with_threads(dir, threads);
    let schema = replacing(true, partitioned);
    s.apply(1, &create(&schema), None).unwrap();
    let mut index = 2;
    for (n, op) in ops.iter().enumerate() {
        let command = match op {
            Op::Upsert(rows) => {
                let rows: Vec<Row> = rows
                    .iter()
                    .enumerate()
                    .map(|(i, &(k, v))| (k, v, format!("{n}.{i}")))
                    .collect();
                // Partitions that do not follow the key: a key moves between them.
                let partition = if partitioned {
                    format!("p{}", n % 3)
                } else {
                    "all".into()
                };
                upsert_in(&s, &schema, &rows, &partition)
            }
            Op::DeleteKey(k) => delete(&format!("k = {k}")),
            Op::MergeAll => {
                let by_partition: BTreeMap<String, Vec<_>> =
                    part_names(&s)
                        .into_iter()
                        .fold(BTreeMap::new(), |mut m, p| {
                            m.entry(p.partition.clone())
                                .or_insert_with(Vec::new)
                                .push(p);
                            m
                        });
                for parts in by_partition.into_values() {
                    s.apply(
                        index,
                        &Command::MergeParts {
                            table: "t".into(),
                            parts,
                            expire: None,
                        },
                        None,
                    )
                    .unwrap();
                    index += 1;
                }
                for c in commits(&s) {
                    s.apply(index, &c, None).unwrap();
                    index += 1;
                }
                continue;
            }
        };
        s.apply(index, &command, None).unwrap();
        index += 1;
    }
    (live(&s), fingerprint(&s))
}

/// The model: rows applied one by one, a row replacing the live row of its key when
/// its version is not lower (the later insert wins a tie).
fn model(ops: &[Op]) -> Vec<Row> {
    let mut live: BTreeMap<u64, (u32, String)> = BTreeMap::new();
    for (n, op) in ops.iter().enumerate() {
        match op {
            Op::Upsert(rows) => {
                for (i, &(k, v)) in rows.iter().enumerate() {
                    if live.get(&k).is_none_or(|(old, _)| v >= *old) {
                        live.insert(k, (v, format!("{n}.{i}")));
                    }
                }
            }
            Op::DeleteKey(k) => {
                live.remove(k);
            }
            Op::MergeAll => {}
        }
    }
    live.into_iter().map(|(k, (v, t))| (k, v, t)).collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Invariants 2.1 and 2.11: after any sequence of upserts, deletes by key and
    /// merges, the live rows are the model's (one per key, the winner's), and two
    /// replicas evaluating on different numbers of threads hold identical parts and
    /// masks.
    #[test]
    fn upserts_keep_one_live_row_per_key(
        ops in prop::collection::vec(op(), 1..14),
        partitioned in any::<bool>(),
    ) {
        let (a, b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let (live_a, print_a) = run(a.path(), 1, partitioned, &ops);
        let (live_b, print_b) = run(b.path(), 3, partitioned, &ops);
        let mut want = model(&ops);
        want.sort();
        prop_assert_eq!(&live_a, &want);
        prop_assert_eq!(live_b, want);
        prop_assert!(print_a == print_b, "replicas differ");
    }
}

/// Invariants 2.8 and 2.9: an INSERT whose part is too large for a replacing table to
/// settle in memory is refused from the entry's metadata alone, alike on every replica,
/// before any file is looked for; the same INSERT into a MergeTree is not.
#[test]
fn an_insert_too_large_to_settle_is_refused_from_its_metadata() {
    let dir = tempfile::tempdir().unwrap();
    let s = open(dir.path());
    let schema = replacing(true, false);
    s.apply(1, &create(&schema), None).unwrap();
    let rows = maskhouse_store::REPLACING_PART_ROWS_MAX + 1;
    let mut staged = s.stage("all", &batch(&[row(1, 1, "x")])).unwrap();
    staged.meta.rows = rows;
    staged.meta.row_group_rows = vec![rows];
    let command = Command::AddParts {
        table: "t".into(),
        parts: vec![staged.clone()],
        schema: schema.checksum(),
    };
    let why = s
        .add_parts_rejection(2, "t", std::slice::from_ref(&staged), schema.checksum())
        .expect("refused before its file is fetched");
    assert!(why.contains("split it"), "{why}");
    let out = s.apply(2, &command, None).unwrap();
    assert!(
        matches!(&out, CommandOutcome::Rejected(r) if r.contains("split it")),
        "{out:?}"
    );
    assert!(part_names(&s).is_empty());
    let mut plain = schema.clone();
    plain.engine = Engine::MergeTree;
    assert!(maskhouse_store::replacing_insert_check(&plain, &[staged]).is_ok());
}
