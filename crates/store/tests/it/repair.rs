//! Mask repair (DESIGN §2.1): a replica replaces a mask version whose bytes differ
//! from the majority's with a verified copy, and nothing else.

use std::sync::Arc;

use maskhouse_part::{mask, RoaringBitmap};
use maskhouse_store::{ErrorKind, Store, StoreConfig};
use maskhouse_types::{Command, PartName};

use crate::support::*;

fn open_on(db: &sled::Db, dir: &std::path::Path) -> Store {
    let mut config = StoreConfig::new(dir);
    config.delete_threads = 2;
    Store::open(config, db, Arc::new(TestCompiler)).unwrap()
}

/// One part of 100 rows; mutation 3 deletes `k % 10 = 3`, mutation 4 `k < 5`.
fn two_versions(store: &Store) -> PartName {
    store.apply(1, &create(), None).unwrap();
    let c = insert(store, &rows(&(0..100).collect::<Vec<_>>(), 0));
    store.apply(2, &c, None).unwrap();
    store.apply(3, &delete("k % 10 = 3"), None).unwrap();
    store.apply(4, &delete("k < 5"), None).unwrap();
    part_names(store)[0].clone()
}

/// Stores `good`, the bytes of version `mutation` of `part`, with one bit flipped.
fn damage_version(db: &sled::Db, part: &PartName, mutation: u64, good: &[u8]) {
    let key = [
        b"m\0t\0".as_slice(),
        part.to_string().as_bytes(),
        b"\0",
        &mutation.to_be_bytes(),
    ]
    .concat();
    let mut damaged = good.to_vec();
    let at = damaged.len() / 2;
    damaged[at] ^= 0x10;
    maskhouse_store::kv::Tree::open(db, "catalog")
        .unwrap()
        .insert(&key, damaged)
        .unwrap();
}

fn digests(store: &Store, part: &PartName) -> Vec<maskhouse_store::MaskVersion> {
    store.snapshot().table("t").unwrap().parts[part]
        .masks
        .clone()
}

#[test]
fn replacing_a_diverged_version_restores_digest_and_rows() {
    let dir = tempfile::tempdir().unwrap();
    let db = open_db(dir.path());
    let s = open_on(&db, dir.path());
    let part = two_versions(&s);
    let good = s
        .mask_bytes("t", &part, 3)
        .unwrap()
        .expect("version 3 exists");
    let healthy_digests = digests(&s, &part);
    let healthy_keys = live_keys(&s);
    assert_eq!(healthy_keys.len(), 100 - 10 - 4);
    drop(s);

    // The stored bytes of version 3 diverge (a different, valid mask), as a replica
    // whose apply went wrong would hold them.
    let wrong = mask::encode(&RoaringBitmap::from_iter(50..60u32));
    let key = [
        b"m\0t\0".as_slice(),
        part.to_string().as_bytes(),
        b"\0",
        &3u64.to_be_bytes(),
    ]
    .concat();
    let tree = maskhouse_store::kv::Tree::open(&db, "catalog").unwrap();
    assert_eq!(tree.get(&key).unwrap().as_deref(), Some(good.as_slice()));
    tree.insert(&key, wrong.as_slice()).unwrap();
    tree.flush().unwrap();
    let s = open_on(&db, dir.path());
    assert_ne!(digests(&s, &part), healthy_digests);
    assert_ne!(live_keys(&s), healthy_keys);

    s.replace_mask("t", &part, 3, &good).unwrap();
    assert_eq!(digests(&s, &part), healthy_digests);
    assert_eq!(live_keys(&s), healthy_keys);
    let snap = s.snapshot();
    let active = &snap.table("t").unwrap().parts[&part];
    assert_eq!(active.live_rows(), healthy_keys.len() as u64);
    assert_eq!(*active.mask, s.mask_as_of("t", &part, u64::MAX).unwrap());
    assert_eq!(s.mask_bytes("t", &part, 3).unwrap(), Some(good.clone()));
    drop(snap);
    drop(s);

    // Durable: a restart loads the repaired bytes.
    let s = open_on(&db, dir.path());
    assert_eq!(digests(&s, &part), healthy_digests);
    assert_eq!(live_keys(&s), healthy_keys);
}

#[test]
fn repair_refuses_unknown_versions_and_bad_bytes() {
    let dir = tempfile::tempdir().unwrap();
    let s = open(dir.path());
    let part = two_versions(&s);
    // Mutation 5 matches nothing: no version, so nothing to repair.
    s.apply(5, &delete("k >= 1000"), None).unwrap();
    let before = digests(&s, &part);
    let keys = live_keys(&s);
    let valid = mask::encode(&RoaringBitmap::from_iter([7u32]));

    assert_eq!(s.mask_bytes("t", &part, 5).unwrap(), None);
    assert_eq!(s.mask_bytes("nope", &part, 3).unwrap(), None);
    for (mutation, table) in [(5, "t"), (99, "t"), (3, "nope")] {
        let e = s.replace_mask(table, &part, mutation, &valid).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::NotFound, "{table}@{mutation}: {e}");
    }
    let other: PartName = "all_9_9_0".parse().unwrap();
    let e = s.replace_mask("t", &other, 3, &valid).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::NotFound, "{e}");

    let mut flipped = s.mask_bytes("t", &part, 3).unwrap().unwrap();
    let at = flipped.len() / 2;
    flipped[at] ^= 0x40;
    let beyond = mask::encode(&RoaringBitmap::from_iter([100u32]));
    for bad in [flipped, beyond, b"not a mask".to_vec(), Vec::new()] {
        let e = s.replace_mask("t", &part, 3, &bad).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::Corrupt, "{e}");
    }
    assert_eq!(digests(&s, &part), before);
    assert_eq!(live_keys(&s), keys);
    assert_eq!(
        s.mask_bytes("t", &part, 3)
            .unwrap()
            .map(|b| mask::decode(&b, 100).unwrap()),
        Some(s.rows_deleted_by("t", &part, 3).unwrap())
    );
}

/// Invariants 2.1 and 2.6: a mask version whose stored bytes are damaged does not keep
/// the store from opening; it is listed damaged, refuses what needs it (a DELETE over
/// the part, its versions), and a verified copy makes the part whole again.
#[test]
fn damaged_version_is_reported_and_replaced_by_a_copy() {
    let dir = tempfile::tempdir().unwrap();
    let db = open_db(dir.path());
    let s = open_on(&db, dir.path());
    let part = two_versions(&s);
    let good = s.mask_bytes("t", &part, 3).unwrap().unwrap();
    let healthy_digests = digests(&s, &part);
    let healthy_keys = live_keys(&s);
    drop(s);
    damage_version(&db, &part, 3, &good);
    let s = open_on(&db, dir.path());
    assert!(s.has_damaged_masks());
    let active = s.snapshot().table("t").unwrap().parts[&part].clone();
    assert_eq!(active.damaged_mask(), Some(3));
    let err = s.apply(5, &delete("k = 50"), None).unwrap_err();
    assert_eq!(err.damaged_mask().map(|d| d.2), Some(3), "{err}");
    assert_eq!(s.applied_index(), 4, "nothing of the entry is applied");
    s.replace_mask("t", &part, 3, &good).unwrap();
    assert!(!s.has_damaged_masks());
    assert_eq!(digests(&s, &part), healthy_digests);
    assert_eq!(live_keys(&s), healthy_keys);
    s.apply(5, &delete("k = 50"), None).unwrap();
}

/// Invariants 2.1 and 2.8: whether a merge drops its inputs or writes them anew, and
/// whether a part may be dropped, rests on the inputs' deleted rows. A replica holding
/// a damaged version of them applies neither until the version is repaired, so it
/// keeps the parts every other replica keeps (a fully deleted part counted live here
/// would be merged here and dropped everywhere else).
#[test]
fn merges_and_drops_wait_for_their_inputs_damaged_masks() {
    let dir = tempfile::tempdir().unwrap();
    let db = open_db(dir.path());
    let s = open_on(&db, dir.path());
    s.apply(1, &create(), None).unwrap();
    let c = insert(&s, &rows(&(0..10).collect::<Vec<_>>(), 0));
    s.apply(2, &c, None).unwrap();
    s.apply(3, &delete("k < 10"), None).unwrap();
    let part = part_names(&s)[0].clone();
    assert_eq!(only_part(&s).live_rows(), 0);
    let good = s.mask_bytes("t", &part, 3).unwrap().unwrap();
    drop(s);
    damage_version(&db, &part, 3, &good);
    let s = open_on(&db, dir.path());
    let merge = Command::MergeParts {
        table: "t".into(),
        parts: vec![part.clone()],
        expire: None,
    };
    let drop_parts = Command::DropParts {
        table: "t".into(),
        parts: vec![part.clone()],
    };
    for command in [&merge, &drop_parts] {
        let err = s.apply(4, command, None).unwrap_err();
        assert_eq!(err.damaged_mask().map(|d| d.2), Some(3), "{err}");
        assert_eq!(s.applied_index(), 3, "nothing of the entry is applied");
        assert_eq!(part_names(&s), vec![part.clone()]);
    }
    s.replace_mask("t", &part, 3, &good).unwrap();
    s.apply(4, &merge, None).unwrap();
    assert!(
        part_names(&s).is_empty(),
        "a part with no live row is dropped"
    );
}

/// Invariant 2.6: a mask version stored in pieces, one of them lost, is a damaged
/// version like one whose bytes fail to decode: a merge pending over its part does not
/// keep the store from opening, and the version is listed for repair.
#[test]
fn a_version_missing_a_piece_under_a_pending_merge_is_repaired_not_fatal() {
    let dir = tempfile::tempdir().unwrap();
    let db = open_db(dir.path());
    let s = open_on(&db, dir.path());
    s.apply(1, &create(), None).unwrap();
    let c = insert(&s, &rows(&(0..100_000).collect::<Vec<_>>(), 0));
    s.apply(2, &c, None).unwrap();
    s.apply(3, &delete("k % 3 = 0"), None).unwrap();
    let part = part_names(&s)[0].clone();
    let good = s.mask_bytes("t", &part, 3).unwrap().unwrap();
    assert!(
        good.len() > 2 * maskhouse_store::kv::PIECE_BYTES,
        "kept in pieces"
    );
    let merge = Command::MergeParts {
        table: "t".into(),
        parts: vec![part.clone()],
        expire: None,
    };
    s.apply(4, &merge, None).unwrap();
    drop(s);
    let piece = [
        &[maskhouse_store::kv::PIECES][..],
        b"m\0t\0",
        part.to_string().as_bytes(),
        b"\0",
        &3u64.to_be_bytes(),
        &1u32.to_be_bytes(),
    ]
    .concat();
    let catalog = db.open_tree("catalog").unwrap();
    assert!(
        catalog.remove(piece).unwrap().is_some(),
        "piece 1 was stored"
    );
    let s = open_on(&db, dir.path());
    assert!(s.has_damaged_masks());
    let err = s.mask_versions("t", &part).unwrap_err();
    assert_eq!(err.damaged_mask().map(|d| d.2), Some(3), "{err}");
    s.replace_mask("t", &part, 3, &good).unwrap();
    assert!(!s.has_damaged_masks());
    assert_eq!(s.mask_versions("t", &part).unwrap().len(), 1);
    // The merge that could not start at open builds once the version is repaired,
    // whichever path repaired it (a node stopped on the stale failure before).
    let built = s.wait_merge("t", 4).unwrap().expect("the merge is pending");
    assert_eq!(built.meta.rows, 66_666);
}

/// Invariant 2.6: the masks of a part merged away are still served (a replica that
/// lags may need them) for as long as its retired file is kept, then collected.
#[test]
fn masks_of_merged_parts_are_served_while_their_file_is_retired() {
    let dir = tempfile::tempdir().unwrap();
    let db = open_db(dir.path());
    let s = open_on(&db, dir.path());
    let part = two_versions(&s);
    let good = s.mask_bytes("t", &part, 3).unwrap().unwrap();
    s.apply(
        5,
        &maskhouse_types::Command::MergeParts {
            table: "t".into(),
            parts: vec![part.clone()],
            expire: None,
        },
        None,
    )
    .unwrap();
    let commit = commits(&s).pop().expect("the merge is built");
    s.apply(6, &commit, None).unwrap();
    assert!(!part_names(&s).contains(&part), "merged away");
    assert_eq!(s.mask_bytes("t", &part, 3).unwrap(), Some(good));
    // The file moves to retired/ once the last reader lets go of it (the merge worker
    // may still hold it for a moment); once it is collected there, so are its masks.
    let retired = dir.path().join("retired").join("t");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    while std::fs::read_dir(&retired).map_or(0, |d| d.count()) == 0 {
        assert!(
            std::time::Instant::now() < deadline,
            "the merged part was never retired"
        );
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let ttl = std::time::Duration::from_millis(50);
    s.collect_staging(ttl);
    std::thread::sleep(ttl);
    s.collect_staging(ttl);
    assert_eq!(s.mask_bytes("t", &part, 3).unwrap(), None);
}

/// Guards DESIGN §2.1 and §2.3: a mask version lost from the metadata store (a power
/// cut that took the blob file it lived in) is added back from a verified copy, with
/// its digest and rows, durably; a version is added only for a mutation applied here
/// that applies to the part.
#[test]
fn a_lost_version_is_restored_from_a_copy() {
    let dir = tempfile::tempdir().unwrap();
    let db = open_db(dir.path());
    let s = open_on(&db, dir.path());
    let part = two_versions(&s);
    let good = s
        .mask_bytes("t", &part, 3)
        .unwrap()
        .expect("version 3 exists");
    let healthy_digests = digests(&s, &part);
    let healthy_keys = live_keys(&s);
    drop(s);

    let key = [
        b"m\0t\0".as_slice(),
        part.to_string().as_bytes(),
        b"\0",
        &3u64.to_be_bytes(),
    ]
    .concat();
    let tree = maskhouse_store::kv::Tree::open(&db, "catalog").unwrap();
    assert!(tree.get(&key).unwrap().is_some());
    tree.remove(&key).unwrap();
    tree.flush().unwrap();
    let s = open_on(&db, dir.path());
    assert_eq!(digests(&s, &part).len(), 1, "version 3 is gone");
    assert_eq!(
        live_keys(&s).len(),
        100 - 4,
        "version 4 deleted 4 rows of its own"
    );

    // Not applied here, or not applying to the part: refused.
    let err = s.restore_mask("t", &part, 9, &good).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Invalid, "{err}");
    let err = s.restore_mask("t", &part, 2, &good).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Invalid, "{err}");

    s.restore_mask("t", &part, 3, &good).unwrap();
    assert_eq!(digests(&s, &part), healthy_digests);
    assert_eq!(live_keys(&s), healthy_keys);
    // Restoring it again changes nothing.
    s.restore_mask("t", &part, 3, &good).unwrap();
    assert_eq!(digests(&s, &part), healthy_digests);
    drop(s);

    let s = open_on(&db, dir.path());
    assert_eq!(digests(&s, &part), healthy_digests);
    assert_eq!(live_keys(&s), healthy_keys);
}

/// Invariants 2.1 and 2.6: a merge whose build failed on an input file damaged here is
/// built again once a verified copy replaces the file, without anyone asking (on the
/// leader, whose merge rounds commit only what was built, nothing else would).
#[test]
fn a_merge_that_failed_on_a_damaged_input_is_built_again_after_the_repair() {
    let dir = tempfile::tempdir().unwrap();
    let s = open(dir.path());
    s.apply(1, &create(), None).unwrap();
    let c = insert(&s, &rows(&(0..100).collect::<Vec<_>>(), 0));
    s.apply(2, &c, None).unwrap();
    let c = insert(&s, &rows(&(100..200).collect::<Vec<_>>(), 0));
    s.apply(3, &c, None).unwrap();
    let parts = part_names(&s);
    let snapshot = s.snapshot();
    let first = snapshot.table("t").unwrap().parts[&parts[0]].clone();
    let good = std::fs::read(&first.file.path).unwrap();
    let mut damaged = good.clone();
    for b in &mut damaged[4..good.len() / 2] {
        *b ^= 0x5a;
    }
    std::fs::write(&first.file.path, &damaged).unwrap();
    s.apply(
        4,
        &Command::MergeParts {
            table: "t".into(),
            parts: parts.clone(),
            expire: None,
        },
        None,
    )
    .unwrap();
    let Err(err) = s.wait_merge("t", 4) else {
        panic!("the merge was built over a damaged input");
    };
    assert_eq!(
        err.damaged_part().map(|d| d.1.clone()),
        Some(parts[0].clone()),
        "{err}"
    );
    s.quarantine_part("t", &parts[0]).unwrap();
    s.receive_part("t", &parts[0], &first.meta, &good).unwrap();
    s.part_repaired("t", &parts[0]);
    let built = s.wait_merge("t", 4).unwrap().expect("built again");
    assert_eq!(built.meta.rows, 200);
}
