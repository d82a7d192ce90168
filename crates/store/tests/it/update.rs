//! Lightweight UPDATE: one entry masks the old rows and adds their new versions,
//! identical on every replica (invariants 2.1, 2.2 and 2.8).

use maskhouse_types::{Command, CommandOutcome, PartName};

use crate::support::*;

/// Invariants 2.1 and 2.2: the matched rows are masked under the UPDATE's number and
/// come back with the new values in a part named by it; the other rows are untouched.
#[test]
fn update_masks_the_old_rows_and_adds_their_new_versions() {
    let dir = tempfile::tempdir().unwrap();
    let s = open(dir.path());
    s.apply(1, &create(), None).unwrap();
    let keys: Vec<u64> = (0..100).collect();
    s.apply(2, &insert(&s, &rows(&keys, 0)), None).unwrap();
    let before = live_rows(&s);
    let out = s
        .apply(
            3,
            &update(&[("v", "v + 1000"), ("s", "'done'")], "k % 10 = 3"),
            None,
        )
        .unwrap();
    assert_eq!(
        out,
        CommandOutcome::Updated {
            mutation: 3,
            rows: 10,
            parts: vec!["all_3_3_0".parse().unwrap()],
        }
    );
    let want: Vec<(u64, i64, String)> = before
        .into_iter()
        .map(|(k, v, s)| {
            if k % 10 == 3 {
                (k, v + 1000, "done".to_string())
            } else {
                (k, v, s)
            }
        })
        .collect();
    assert_eq!(live_rows(&s), want);
    let snap = s.snapshot();
    let t = snap.table("t").unwrap();
    assert_eq!(t.live_rows(), 100, "live rows from metadata");
    let old: PartName = "all_2_2_0".parse().unwrap();
    assert_eq!(s.rows_deleted_by("t", &old, 3).unwrap().len(), 10);
    let record = &t.mutations[&(3, 0)];
    assert_eq!(record.rows_deleted, 10);
    assert_eq!(record.assignments.len(), 2);
    // Applied again (a replay after a crash), the entry changes nothing.
    assert_eq!(
        s.apply(3, &update(&[("v", "v + 1000")], "k % 10 = 3"), None)
            .unwrap(),
        CommandOutcome::Done
    );
    // Invariant 2.2: a later DELETE reaches the new versions.
    s.apply(4, &delete("k = 13"), None).unwrap();
    assert!(!live_rows(&s).iter().any(|r| r.0 == 13));
    assert_eq!(live_rows(&s).len(), 99);
}

/// Invariants 2.8 and 2.9: an UPDATE whose assignment fails, whose predicate fails, that
/// matches more rows than its entry allows, or whose new rows take more bytes than an
/// UPDATE may make fails alike everywhere, is recorded as failed, and changes nothing.
#[test]
fn a_failing_update_changes_nothing_and_is_recorded() {
    let dir = tempfile::tempdir().unwrap();
    let s = open(dir.path());
    s.apply(1, &create(), None).unwrap();
    let keys: Vec<u64> = (0..2000).collect();
    s.apply(2, &insert(&s, &rows(&keys, 0)), None).unwrap();
    let before = fingerprint(&s);
    let too_many = update(&[("v", "v + 1")], "k >= 0");
    let big = format!("'{}'", "x".repeat(300_000));
    const { assert!(1000 * 300_000 > maskhouse_store::UPDATE_BYTES_MAX) };
    for (index, command, why) in [
        (
            3,
            update(&[("v", "fails_at 30")], "k < 50"),
            "cannot set the value 30",
        ),
        (
            4,
            update(&[("v", "v + 1")], "k fails_at 7"),
            "cannot evaluate",
        ),
        (5, too_many, "more than the 1000"),
        (6, update(&[("nope", "1")], "k < 5"), "unknown column"),
        // 1,000 new rows of 300 KB each: past the bytes an UPDATE may make.
        (
            7,
            update(&[("s", big.as_str())], "k < 1000"),
            "bytes an UPDATE may make",
        ),
    ] {
        let out = s.apply(index, &command, None).unwrap();
        let CommandOutcome::Rejected(reason) = &out else {
            panic!("{index}: {out:?}")
        };
        assert!(reason.contains(why), "{index}: {reason}");
        let snap = s.snapshot();
        let record = &snap.table("t").unwrap().mutations[&(index, 0)];
        assert!(record
            .fail_reason
            .as_deref()
            .is_some_and(|r| r.contains(why)));
        assert_eq!(record.rows_deleted, 0);
    }
    // Parts, files and masks as they were; only the failed mutations were recorded.
    let mut after = fingerprint(&s);
    after.retain(|(name, _)| !name.starts_with("t/mutation/"));
    assert!(after == before, "nothing changed");
}

/// Invariant 2.1: replicas evaluating on different numbers of threads hold the same
/// parts (bytes included) and masks after updates, deletes and merges.
#[test]
fn replicas_hold_identical_parts_and_masks_after_updates() {
    let run = |threads: usize| {
        let dir = tempfile::tempdir().unwrap();
        let s = open_with_threads(dir.path(), threads);
        s.apply(1, &create(), None).unwrap();
        let a: Vec<u64> = (0..300).collect();
        let b: Vec<u64> = (150..450).collect();
        s.apply(2, &insert(&s, &rows(&a, 0)), None).unwrap();
        s.apply(3, &insert(&s, &rows(&b, 1)), None).unwrap();
        s.apply(4, &update(&[("v", "v + 7")], "k % 3 = 1"), None)
            .unwrap();
        s.apply(5, &delete("k % 5 = 0"), None).unwrap();
        s.apply(
            6,
            &update(&[("s", "'again'"), ("v", "v + 1")], "k < 200"),
            None,
        )
        .unwrap();
        let merge = Command::MergeParts {
            table: "t".into(),
            parts: part_names(&s),
            expire: None,
        };
        s.apply(7, &merge, None).unwrap();
        let mut index = 8;
        for c in commits(&s) {
            s.apply(index, &c, None).unwrap();
            index += 1;
        }
        s.apply(index, &update(&[("v", "v + 100")], "k = 151"), None)
            .unwrap();
        (live_rows(&s), fingerprint(&s), dir)
    };
    let (rows_a, print_a, _a) = run(1);
    let (rows_b, print_b, _b) = run(3);
    assert_eq!(rows_a, rows_b);
    assert!(print_a == print_b, "replicas differ");
    // Rows 150..300 were inserted twice; each copy was updated on its own.
    assert_eq!(rows_a.iter().filter(|r| r.0 == 151).count(), 2);
    assert!(rows_a
        .iter()
        .filter(|r| r.0 == 151)
        .all(|r| r.2 == "again" && r.1 >= 100));
}
