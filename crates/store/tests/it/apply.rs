use maskhouse_store::ErrorKind;
use maskhouse_types::{Command, CommandOutcome, PartName};

use crate::support::*;

fn parts(store: &maskhouse_store::Store) -> Vec<PartName> {
    part_names(store)
}

/// Invariant 2.2: a DELETE masks only rows inserted before it.
#[test]
fn delete_masks_only_earlier_rows_and_counts_from_metadata() {
    let dir = tempfile::tempdir().unwrap();
    let s = open(dir.path());
    s.apply(1, &create(), None).unwrap();
    let c = insert(&s, &rows(&(0..100).collect::<Vec<_>>(), 0));
    assert!(matches!(
        s.apply(2, &c, None).unwrap(),
        CommandOutcome::Inserted { rows: 100, .. }
    ));
    let out = s.apply(3, &delete("k % 10 = 3"), None).unwrap();
    assert_eq!(
        out,
        CommandOutcome::Deleted {
            mutation: 3,
            rows: 10
        }
    );
    let c = insert(&s, &rows(&[3, 13, 200], 0));
    s.apply(4, &c, None).unwrap();
    let live = live_keys(&s);
    assert!(
        live.contains(&3) && live.contains(&13),
        "later rows survive an earlier delete"
    );
    assert!(!live.contains(&23));
    assert_eq!(live.len(), 93);
    let table = s.snapshot().table("t").unwrap().clone();
    assert_eq!(table.live_rows(), 93, "live rows from metadata");
    assert_eq!(table.mutations[&3].rows_deleted, 10);
}

#[test]
fn delete_matching_nothing_writes_no_mask() {
    let dir = tempfile::tempdir().unwrap();
    let s = open(dir.path());
    s.apply(1, &create(), None).unwrap();
    let c = insert(&s, &rows(&(0..50).collect::<Vec<_>>(), 0));
    s.apply(2, &c, None).unwrap();
    assert_eq!(
        s.apply(3, &delete("k >= 1000"), None).unwrap(),
        CommandOutcome::Deleted {
            mutation: 3,
            rows: 0
        }
    );
    let name = parts(&s)[0].clone();
    assert!(s.mask_versions("t", &name).unwrap().is_empty());
    assert!(s.snapshot().table("t").unwrap().parts[&name]
        .masks
        .is_empty());
}

#[test]
fn masks_are_versioned_per_mutation() {
    let dir = tempfile::tempdir().unwrap();
    let s = open(dir.path());
    s.apply(1, &create(), None).unwrap();
    let c = insert(&s, &rows(&(0..1000).collect::<Vec<_>>(), 0));
    s.apply(2, &c, None).unwrap();
    s.apply(3, &delete("k < 100"), None).unwrap();
    s.apply(4, &delete("k % 2 = 0"), None).unwrap();
    s.apply(5, &delete("k < 50"), None).unwrap(); // all already deleted
    let p = parts(&s)[0].clone();
    assert_eq!(s.rows_deleted_by("t", &p, 3).unwrap().len(), 100);
    assert_eq!(s.rows_deleted_by("t", &p, 4).unwrap().len(), 450);
    assert_eq!(s.rows_deleted_by("t", &p, 5).unwrap().len(), 0);
    assert_eq!(s.mask_as_of("t", &p, 3).unwrap().len(), 100);
    assert_eq!(s.mask_as_of("t", &p, 4).unwrap().len(), 550);
    let part = s.snapshot().table("t").unwrap().parts[&p].clone();
    assert_eq!(part.live_rows(), 450);
    assert_eq!(
        part.masks.len(),
        2,
        "a mutation that deletes nothing stores no mask"
    );
}

#[test]
fn merge_applies_masks_and_records_data_version() {
    let dir = tempfile::tempdir().unwrap();
    let s = open(dir.path());
    s.apply(1, &create(), None).unwrap();
    let c = insert(&s, &rows(&(0..100).step_by(2).collect::<Vec<_>>(), 0));
    s.apply(2, &c, None).unwrap();
    let c = insert(&s, &rows(&(1..100).step_by(2).collect::<Vec<_>>(), 0));
    s.apply(3, &c, None).unwrap();
    s.apply(4, &delete("k % 3 = 0"), None).unwrap();
    let before = live_keys(&s);
    let out = s
        .apply(
            5,
            &Command::MergeParts {
                table: "t".into(),
                parts: parts(&s),
            },
            None,
        )
        .unwrap();
    let merged: PartName = "all_2_3_1_5".parse().unwrap();
    assert!(matches!(out, CommandOutcome::Merged { added: Some(ref n), .. } if *n == merged));
    assert_eq!(parts(&s), vec![merged.clone()]);
    assert_eq!(live_keys(&s), before, "merge keeps exactly the live rows");
    let part = s.snapshot().table("t").unwrap().parts[&merged].clone();
    assert!(part.masks.is_empty() && part.meta.rows == before.len() as u64);
    // The merged rows are sorted.
    let keys = live_keys(&s);
    assert!(keys.windows(2).all(|w| w[0] < w[1]));
    // A mutation after the merge applies to the merged part.
    s.apply(6, &delete("k < 10"), None).unwrap();
    assert!(live_keys(&s).iter().all(|&k| k >= 10));
    // Old part files are gone once no snapshot holds them.
    let files = std::fs::read_dir(dir.path().join("parts/t"))
        .unwrap()
        .count();
    assert_eq!(files, 1);
}

#[test]
fn fully_deleted_parts_are_dropped() {
    let dir = tempfile::tempdir().unwrap();
    let s = open(dir.path());
    s.apply(1, &create(), None).unwrap();
    let c = insert(&s, &rows(&[1, 2, 3], 0));
    s.apply(2, &c, None).unwrap();
    let p = parts(&s);
    let drop = Command::DropParts {
        table: "t".into(),
        parts: p.clone(),
    };
    assert!(matches!(
        s.apply(3, &drop, None).unwrap(),
        CommandOutcome::Rejected(_)
    ));
    s.apply(4, &delete("k < 10"), None).unwrap();
    assert!(matches!(
        s.apply(5, &drop, None).unwrap(),
        CommandOutcome::Merged { .. }
    ));
    assert!(parts(&s).is_empty());
}

#[test]
fn invalid_commands_are_rejected_without_effect() {
    let dir = tempfile::tempdir().unwrap();
    let s = open(dir.path());
    assert!(matches!(
        s.apply(1, &delete("k < 1"), None).unwrap(),
        CommandOutcome::Rejected(_)
    ));
    s.apply(2, &create(), None).unwrap();
    assert!(matches!(
        s.apply(3, &create(), None).unwrap(),
        CommandOutcome::Rejected(_)
    ));
    assert!(matches!(
        s.apply(4, &delete("nosuch < 1"), None).unwrap(),
        CommandOutcome::Rejected(_)
    ));
    assert!(s.snapshot().table("t").unwrap().mutations.is_empty());
    assert_eq!(
        s.applied_index(),
        4,
        "rejected commands still advance the applied index"
    );
    // Re-applying an index at or below the applied index does nothing.
    assert_eq!(s.apply(2, &create(), None).unwrap(), CommandOutcome::Done);
}

/// A store with table `t` holding keys 0..500 (entries 1 and 2).
fn with_500_rows(dir: &std::path::Path) -> maskhouse_store::Store {
    let s = open(dir);
    s.apply(1, &create(), None).unwrap();
    let c = insert(&s, &rows(&(0..500).collect::<Vec<_>>(), 0));
    s.apply(2, &c, None).unwrap();
    s
}

/// Invariant 2.4: deleted rows stay deleted after a restart.
#[test]
fn state_survives_restart() {
    let dir = tempfile::tempdir().unwrap();
    let before;
    {
        let s = with_500_rows(dir.path());
        s.apply(3, &delete("k % 7 = 1"), Some(b"sm")).unwrap();
        before = fingerprint(&s);
    }
    let s = open(dir.path());
    assert_eq!(fingerprint(&s), before);
    assert_eq!(s.applied_index(), 3);
    assert_eq!(
        s.state_machine_state().unwrap().as_deref(),
        Some(&b"sm"[..])
    );
    assert!(live_keys(&s).iter().all(|k| k % 7 != 1));
}

/// Invariant 2.6: a damaged part file is detected on open.
#[test]
fn corrupt_part_is_detected_on_open() {
    let dir = tempfile::tempdir().unwrap();
    let path;
    {
        let s = with_500_rows(dir.path());
        path = s
            .snapshot()
            .table("t")
            .unwrap()
            .parts
            .values()
            .next()
            .unwrap()
            .file
            .path
            .clone();
    }
    let mut bytes = std::fs::read(&path).unwrap();
    bytes[100] ^= 1;
    std::fs::write(&path, &bytes).unwrap();
    let db = open_db(dir.path());
    let cfg = maskhouse_store::StoreConfig::new(dir.path());
    let err = maskhouse_store::Store::open(cfg, &db, std::sync::Arc::new(TestCompiler))
        .err()
        .unwrap();
    assert_eq!(err.kind(), ErrorKind::Corrupt, "{err}");
    drop(db);
    std::fs::write(&path, &bytes[..bytes.len() - 10]).unwrap();
    let db = open_db(dir.path());
    let cfg = maskhouse_store::StoreConfig::new(dir.path());
    let err = maskhouse_store::Store::open(cfg, &db, std::sync::Arc::new(TestCompiler))
        .err()
        .unwrap();
    assert_eq!(err.kind(), ErrorKind::Corrupt, "{err}");
}

#[test]
fn export_import_round_trips() {
    let dir = tempfile::tempdir().unwrap();
    let s = open(dir.path());
    s.apply(1, &create(), None).unwrap();
    let c = insert(&s, &rows(&(0..50).collect::<Vec<_>>(), 0));
    s.apply(2, &c, None).unwrap();
    s.apply(3, &delete("k < 5"), None).unwrap();
    let (exported, _) = s.export().unwrap();
    let before = fingerprint(&s);
    s.apply(4, &delete("k < 20"), None).unwrap();
    s.import(&exported).unwrap();
    assert_eq!(fingerprint(&s), before);
    assert_eq!(s.applied_index(), 3);
}
