//! Invariant 2.1: two replicas applying the same log hold byte-identical parts and masks.

use maskhouse_store::{Priority, Store};
use maskhouse_types::Command;
use proptest::prelude::*;

use crate::support::*;

#[derive(Clone, Debug)]
enum Op {
    Insert(Vec<u64>),
    Delete(String),
    /// Schedule a merge of the parts at these positions (mod the number of parts).
    Merge(Vec<usize>),
    /// Commit every pending merge (deletes since each merge are carried over).
    Commit,
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        3 => proptest::collection::vec(0u64..500, 1..80).prop_map(Op::Insert),
        2 => (2i64..9, 0i64..9).prop_map(|(m, r)| Op::Delete(format!("k % {m} = {}", r % m))),
        1 => (0u64..500).prop_map(|n| Op::Delete(format!("k < {n}"))),
        1 => (0u64..500).prop_map(|n| Op::Delete(format!("v = {}", n * 3))),
        2 => proptest::collection::vec(0usize..8, 1..4).prop_map(Op::Merge),
        2 => Just(Op::Commit),
    ]
}

/// Turns an op into commands for `store` (staging rows there).
fn commands(store: &Store, op: &Op, salt: i64) -> Vec<Command> {
    vec![match op {
        Op::Insert(keys) => insert(store, &rows(keys, salt)),
        Op::Delete(p) => delete(p),
        Op::Commit => return commits(store),
        Op::Merge(picks) => {
            let names: Vec<_> = part_names(store);
            let mut chosen: Vec<_> = if names.is_empty() {
                vec![]
            } else {
                picks
                    .iter()
                    .map(|i| names[i % names.len()].clone())
                    .collect()
            };
            chosen.sort();
            chosen.dedup();
            Command::MergeParts {
                table: "t".into(),
                parts: chosen,
                expire: None,
            }
        }
    }]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn same_log_gives_identical_replicas(ops in proptest::collection::vec(op(), 1..14)) {
        let (da, db) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        // Different delete parallelism, and b doing its heavy work in the background as
        // a follower does, must not change anything.
        let a = open_with_threads(da.path(), 1);
        let b = open_with_threads(db.path(), 4);
        a.apply(1, &create(), None).unwrap();
        b.apply(1, &create(), None).unwrap();
        // A model of the live rows: (key, insert index), deletes filter it.
        let mut model: Vec<u64> = vec![];
        let mut index = 2;
        for op in &ops {
            // Replica a proposes; b applies a's commands (a merge's commit carries the
            // proposer's checksum, which b's own result must equal). Inserts stage rows
            // on each replica, as a push would.
            let ca = commands(&a, op, 0);
            let cb = match op {
                Op::Insert(_) => commands(&b, op, 0),
                _ => ca.clone(),
            };
            prop_assert_eq!(ca.len(), cb.len());
            for (ca, cb) in ca.iter().zip(&cb) {
                let ra = a.apply(index, ca, None).unwrap();
                let rb = b.apply_at(index, cb, None, Priority::Background).unwrap();
                prop_assert_eq!(&ra, &rb);
                index += 1;
            }
            match op {
                Op::Insert(keys) => model.extend(keys),
                Op::Delete(p) => {
                    let t: Vec<&str> = p.split_whitespace().collect();
                    let n = |s: &str| s.parse::<u64>().unwrap();
                    model.retain(|&k| !match t.as_slice() {
                        ["k", "%", m, "=", r] => k % n(m) == n(r),
                        ["k", "<", x] => k < n(x),
                        ["v", "=", x] => k * 3 == n(x),
                        _ => unreachable!(),
                    });
                }
                Op::Merge(_) | Op::Commit => {}
            }
        }
        prop_assert_eq!(fingerprint(&a), fingerprint(&b));
        // Mask algebra: versions are disjoint, their union is the part's mask, "as of"
        // grows with N, and live rows = rows - cardinality.
        let snap = a.snapshot();
        for (name, part) in &snap.table("t").unwrap().parts {
            let versions = a.mask_versions("t", name).unwrap();
            let mut union = maskhouse_part::RoaringBitmap::new();
            let mut previous = 0;
            for (m, bitmap) in &versions {
                prop_assert!(union.is_disjoint(bitmap), "versions overlap in {}", name);
                union |= bitmap;
                prop_assert_eq!(&a.mask_as_of("t", name, *m).unwrap(), &union);
                prop_assert_eq!(a.rows_deleted_by("t", name, *m).unwrap().len(), bitmap.len());
                prop_assert!(a.mask_as_of("t", name, *m).unwrap().len() >= previous);
                previous = union.len();
            }
            prop_assert_eq!(&union, part.mask.as_ref());
            prop_assert_eq!(part.live_rows(), part.meta.rows - union.len());
        }
        // Mask algebra and merges together keep exactly the rows no delete matched.
        model.sort_unstable();
        prop_assert_eq!(live_keys(&a), model);
    }
}

/// Invariant 2.1: a DELETE evaluated over the columns a node's scans keep decoded
/// makes the same masks, byte for byte, as one read from the files: one replica keeps
/// them (and the second DELETE over a column finds it kept), the other keeps none.
#[test]
fn deletes_over_kept_columns_match_deletes_over_files() {
    let kept_dir = tempfile::tempdir().unwrap();
    let plain_dir = tempfile::tempdir().unwrap();
    let kept = open(kept_dir.path());
    let plain = {
        let db = open_db(plain_dir.path());
        let mut config = maskhouse_store::StoreConfig::new(plain_dir.path());
        config.scan_columns_bytes = 0;
        Store::open(config, &db, std::sync::Arc::new(TestCompiler)).unwrap()
    };
    let mut ops = vec![create()];
    // Parts of 10,000 rows: row groups large enough to be kept.
    for (i, range) in [0..10_000u64, 10_000..20_000, 5_000..15_000]
        .into_iter()
        .enumerate()
    {
        let keys: Vec<u64> = range.collect();
        ops.push(insert_rows_into(&schema(), &rows(&keys, i as i64)));
    }
    for p in [
        "k % 10 = 3",
        "v % 7 = 1",
        "k % 10 = 4",
        "k < 2500",
        "v % 7 = 2",
    ] {
        ops.push(delete(p));
    }
    // An evaluation whose outcome depends on the batch it runs over (as an AND's
    // pre-selection does) sees the batches of a file read on both: it succeeds.
    ops.push(delete("k batches_of 8192"));
    for (i, op) in ops.iter().enumerate() {
        let a = kept.apply(i as u64 + 1, op, None).unwrap();
        let b = plain.apply(i as u64 + 1, op, None).unwrap();
        assert_eq!(format!("{a:?}"), format!("{b:?}"));
        assert!(!format!("{a:?}").contains("batch of"), "{a:?}");
        if i == 4 {
            assert_eq!(
                kept.scan_columns().hits_and_misses().0,
                0,
                "first DELETE reads"
            );
            assert!(kept.scan_columns().bytes() > 0, "and keeps what it read");
        }
    }
    let (hits, _) = kept.scan_columns().hits_and_misses();
    assert!(
        hits >= 3,
        "later DELETEs over k and v found them kept: {hits}"
    );
    assert_eq!(plain.scan_columns().bytes(), 0);
    assert_eq!(fingerprint(&kept), fingerprint(&plain));
    assert_eq!(live_keys(&kept), live_keys(&plain));
    assert!(!live_keys(&kept).is_empty());
}
