//! Group commit: statements that share one log entry (design 007), each with its
//! own outcome, making one mask version per part and one part per partition, alike on
//! every replica (2.1) and failing alone (2.8).

use std::sync::Arc;

use arrow::{
    array::{ArrayRef, AsArray, RecordBatch, StringArray, UInt32Array, UInt64Array},
    datatypes::UInt64Type,
};
use maskhouse_store::{Store, GROUP_NEW_ROWS_MAX};
use maskhouse_types::{ColumnDef, ColumnType, Command, CommandOutcome, Engine, TableSchema};

use crate::support::*;

fn group(members: Vec<Command>) -> Command {
    Command::Group { members }
}

fn outcomes(out: CommandOutcome) -> Vec<CommandOutcome> {
    match out {
        CommandOutcome::Group(o) => o,
        other => panic!("not a group's outcome: {other:?}"),
    }
}

/// Invariant 2.2 and group commit (design 007): DELETEs and UPDATEs apply in their order, each seeing what
/// the earlier ones did, then the inserts; the entry writes one mask version on the
/// part it masks and one new part, and each statement reports its own rows.
#[test]
fn a_group_applies_each_statement_and_writes_one_part_and_one_mask_version() {
    let dir = tempfile::tempdir().unwrap();
    let s = open(dir.path());
    s.apply(1, &create(), None).unwrap();
    s.apply(
        2,
        &insert(&s, &rows(&(0..100).collect::<Vec<_>>(), 0)),
        None,
    )
    .unwrap();
    let out = s
        .apply(
            3,
            &group(vec![
                delete("k % 10 = 1"),
                // The first statement's rows are gone already.
                update(&[("s", "'late'")], "k % 10 = 1"),
                update(&[("v", "v + 1000"), ("s", "'done'")], "k % 10 = 3"),
                // Matches the new version the update above made.
                delete("k = 13"),
                // Inserts come after every mutation of the entry: this one's rows stay.
                insert_rows(&rows(&[205, 201, 203], 7)),
                delete("k = 201"),
                delete("k % 10 = 2"),
            ]),
            None,
        )
        .unwrap();
    let new_part = vec!["all_3_3_0".parse().unwrap()];
    assert_eq!(
        outcomes(out),
        vec![
            CommandOutcome::Deleted {
                mutation: 3,
                rows: 10
            },
            CommandOutcome::Updated {
                mutation: 3,
                rows: 0,
                parts: vec![]
            },
            CommandOutcome::Updated {
                mutation: 3,
                rows: 10,
                parts: new_part.clone()
            },
            CommandOutcome::Deleted {
                mutation: 3,
                rows: 1
            },
            CommandOutcome::Inserted {
                rows: 3,
                parts: new_part.clone()
            },
            CommandOutcome::Deleted {
                mutation: 3,
                rows: 0
            },
            CommandOutcome::Deleted {
                mutation: 3,
                rows: 10
            },
        ]
    );
    let mut want: Vec<(u64, i64, String)> = (0..100u64)
        .filter(|k| ![1, 2].contains(&(k % 10)) && *k != 13)
        .map(|k| {
            if k % 10 == 3 {
                (k, k as i64 * 3 + 1000, "done".to_string())
            } else {
                (k, k as i64 * 3, format!("row{k}"))
            }
        })
        .chain([201u64, 203, 205].map(|k| (k, k as i64 * 3 + 7, format!("row{k}"))))
        .collect();
    want.sort();
    assert_eq!(live_rows(&s), want);
    // One part added for the whole entry; one mask version on the part it masked,
    // holding every statement's rows.
    assert_eq!(
        part_names(&s),
        vec!["all_2_2_0".parse().unwrap(), "all_3_3_0".parse().unwrap()]
    );
    let snap = s.snapshot();
    let t = snap.table("t").unwrap();
    let old = &t.parts[&"all_2_2_0".parse::<maskhouse_types::PartName>().unwrap()];
    assert_eq!(
        old.masks.iter().map(|m| m.mutation).collect::<Vec<_>>(),
        [3]
    );
    assert_eq!(old.mask.len(), 30);
    let versions = s.mask_versions("t", &old.name).unwrap();
    assert_eq!(versions.len(), 1);
    assert_eq!(versions[0].1.len(), 30);
    // The new part holds only live rows: the deleted new version of 13 never lands.
    let new = &t.parts[&"all_3_3_0".parse::<maskhouse_types::PartName>().unwrap()];
    assert_eq!((new.meta.rows, new.mask.len()), (12, 0));
    // Each statement's mutation has its own record.
    let records: Vec<(u32, u64)> = t
        .mutations
        .iter()
        .map(|((_, statement), m)| (*statement, m.rows_deleted))
        .collect();
    assert_eq!(
        records,
        vec![(0, 10), (1, 0), (2, 10), (3, 1), (5, 0), (6, 10)]
    );
    // ... and they survive a restart.
    drop(snap);
    drop(s);
    let s = open(dir.path());
    let snap = s.snapshot();
    assert_eq!(snap.table("t").unwrap().mutations.len(), 6);
    assert_eq!(live_rows(&s), want);
}

/// Invariant 2.8: a statement that fails or is rejected changes nothing and leaves the
/// others of its entry alone; the failed mutation is recorded as failed.
#[test]
fn a_failed_or_rejected_statement_leaves_the_others_alone() {
    let dir = tempfile::tempdir().unwrap();
    let s = open(dir.path());
    s.apply(1, &create(), None).unwrap();
    s.apply(2, &insert(&s, &rows(&(0..20).collect::<Vec<_>>(), 0)), None)
        .unwrap();
    let mut stale = insert_rows(&rows(&[100], 0));
    if let Command::InsertRows { schema, .. } = &mut stale {
        *schema ^= 1;
    }
    let mut garbled = insert_rows(&rows(&[101], 0));
    if let Command::InsertRows { partitions, .. } = &mut garbled {
        partitions[0].data.truncate(10);
    }
    let elsewhere = Command::Delete {
        table: "missing".into(),
        predicate: "k = 1".into(),
        created_ms: 0,
        limits: Default::default(),
        asynchronous: false,
    };
    let out = outcomes(
        s.apply(
            3,
            &group(vec![
                delete("k fails_at 5"),
                elsewhere,
                delete("k < 5"),
                update(&[("v", "fails_at 21")], "k = 7"),
                stale,
                garbled,
                insert_rows(&rows(&[102], 0)),
            ]),
            None,
        )
        .unwrap(),
    );
    assert!(matches!(&out[0], CommandOutcome::Rejected(r) if r.starts_with("mutation 3 failed")));
    assert!(matches!(&out[1], CommandOutcome::Rejected(r) if r.contains("missing")));
    assert_eq!(
        out[2],
        CommandOutcome::Deleted {
            mutation: 3,
            rows: 5
        }
    );
    assert!(
        matches!(&out[3], CommandOutcome::Rejected(r) if r.contains("cannot set the value 21"))
    );
    assert!(
        matches!(&out[4], CommandOutcome::Rejected(r) if r.contains("dropped and created again"))
    );
    assert!(matches!(&out[5], CommandOutcome::Rejected(r) if r.contains("decode rows")));
    assert_eq!(
        out[6],
        CommandOutcome::Inserted {
            rows: 1,
            parts: vec!["all_3_3_0".parse().unwrap()]
        }
    );
    let keys: Vec<u64> = (5..20).chain([102]).collect();
    assert_eq!(live_keys(&s), keys);
    let snap = s.snapshot();
    let t = snap.table("t").unwrap();
    let failed: Vec<u32> = t
        .mutations
        .iter()
        .filter(|(_, m)| m.fail_reason.is_some())
        .map(|((_, statement), _)| *statement)
        .collect();
    assert_eq!(failed, [0, 3]);
}

/// Invariant 2.9: the new rows an entry of several statements holds are bounded; the
/// UPDATE that would pass the bound is deferred, having changed nothing, and applies
/// alone afterwards.
#[test]
fn an_update_past_the_group_bound_is_deferred_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let s = open(dir.path());
    s.apply(1, &create(), None).unwrap();
    let n = GROUP_NEW_ROWS_MAX + 1000;
    s.apply(2, &insert(&s, &rows(&(0..n).collect::<Vec<_>>(), 0)), None)
        .unwrap();
    let big = |predicate: &str| {
        let mut u = update(&[("v", "v + 1")], predicate);
        if let Command::Update { rows_max, .. } = &mut u {
            *rows_max = 1 << 20;
        }
        u
    };
    let half = (n / 2).to_string();
    let out = outcomes(
        s.apply(
            3,
            &group(vec![
                big(&format!("k < {half}")),
                big(&format!("k >= {half}")),
            ]),
            None,
        )
        .unwrap(),
    );
    assert!(matches!(out[0], CommandOutcome::Updated { rows, .. } if rows == n / 2));
    assert_eq!(out[1], CommandOutcome::Deferred);
    let snap = s.snapshot();
    assert_eq!(snap.table("t").unwrap().mutations.len(), 1);
    drop(snap);
    // Alone, only its own rows_max bounds it.
    let alone = s.apply(4, &big(&format!("k >= {half}")), None).unwrap();
    assert!(matches!(alone, CommandOutcome::Updated { rows, .. } if rows == n - n / 2));
    assert_eq!(live_keys(&s).len() as u64, n);
    // A predicate that reads tables, after a statement that added rows, is deferred
    // too: its subqueries read the catalog, which holds those rows only at the end.
    let out = outcomes(
        s.apply(
            5,
            &group(vec![
                update(&[("s", "'x'")], "k = 3"),
                delete("k < rows_of t"),
                delete("k = 4"),
            ]),
            None,
        )
        .unwrap(),
    );
    assert!(matches!(out[0], CommandOutcome::Updated { rows: 1, .. }));
    assert_eq!(out[1], CommandOutcome::Deferred);
    assert_eq!(
        out[2],
        CommandOutcome::Deleted {
            mutation: 5,
            rows: 1
        }
    );
}

fn replacing() -> TableSchema {
    let column = |name: &str, ty| ColumnDef::new(name, ty);
    TableSchema {
        name: "t".into(),
        columns: vec![
            column("k", ColumnType::UInt64),
            column("ver", ColumnType::UInt32),
            column("s", ColumnType::String),
        ],
        order_by: vec!["k".into()],
        partition_by: None,
        engine: Engine::ReplacingMergeTree {
            version: Some("ver".into()),
            replicated: false,
        },
        settings: vec![],
        ttl: vec![],
        notes: Default::default(),
    }
}

fn versioned(rows: &[(u64, u32, &str)]) -> RecordBatch {
    let k: ArrayRef = Arc::new(UInt64Array::from_iter_values(rows.iter().map(|r| r.0)));
    let v: ArrayRef = Arc::new(UInt32Array::from_iter_values(rows.iter().map(|r| r.1)));
    let t: ArrayRef = Arc::new(StringArray::from_iter_values(rows.iter().map(|r| r.2)));
    RecordBatch::try_from_iter(vec![("k", k), ("ver", v), ("s", t)]).unwrap()
}

/// Every live row of the replacing table as (k, ver, s), sorted.
fn live_versions(store: &Store) -> Vec<(u64, u32, String)> {
    let snap = store.snapshot();
    let mut out = vec![];
    for part in snap.table("t").unwrap().parts.values() {
        for b in store.read_part(part, None, true).unwrap() {
            let k = b.column(0).as_primitive::<UInt64Type>();
            let v = b.column(1).as_primitive::<arrow::datatypes::UInt32Type>();
            let s = b.column(2).as_string::<i32>();
            for i in 0..b.num_rows() {
                out.push((k.value(i), v.value(i), s.value(i).to_string()));
            }
        }
    }
    out.sort();
    out
}

/// Invariants 2.11 and 2.1, and group commit (design 007): upserts that share an entry leave one live row per
/// key, the highest version's and on a tie the later statement's, in one new part; two
/// replicas applying the same entries hold the same bytes.
#[test]
fn grouped_upserts_leave_one_live_row_per_key_alike_on_every_replica() {
    let dirs = [tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap()];
    let stores: Vec<Store> = dirs.iter().map(|d| open(d.path())).collect();
    let schema = replacing();
    let entries = [
        Command::CreateTable {
            schema: schema.clone(),
            if_not_exists: false,
        },
        insert_rows_into(
            &schema,
            &versioned(&[(1, 1, "a"), (2, 5, "a"), (3, 1, "a")]),
        ),
        group(vec![
            insert_rows_into(&schema, &versioned(&[(1, 2, "b"), (2, 1, "b")])),
            Command::Delete {
                table: "t".into(),
                predicate: "k = 3".into(),
                created_ms: 0,
                limits: Default::default(),
                asynchronous: false,
            },
            insert_rows_into(
                &schema,
                &versioned(&[(1, 2, "c"), (4, 1, "c"), (4, 1, "d")]),
            ),
            insert_rows_into(&schema, &versioned(&[(3, 1, "e")])),
        ]),
    ];
    for s in &stores {
        for (i, e) in entries.iter().enumerate() {
            s.apply(i as u64 + 1, e, None).unwrap();
        }
        assert_eq!(
            live_versions(s),
            vec![
                (1, 2, "c".into()),
                (2, 5, "a".into()),
                (3, 1, "e".into()),
                (4, 1, "d".into())
            ]
        );
        // The inline insert at 2 made one part; the group one more.
        assert_eq!(
            part_names(s),
            vec!["all_2_2_0".parse().unwrap(), "all_3_3_0".parse().unwrap()]
        );
        let snap = s.snapshot();
        for part in snap.table("t").unwrap().parts.values() {
            assert!(part.masks.iter().filter(|m| m.mutation == 3).count() <= 1);
        }
    }
    assert_eq!(fingerprint(&stores[0]), fingerprint(&stores[1]));
}
