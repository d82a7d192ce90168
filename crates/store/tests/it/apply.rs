use maskhouse_store::{ErrorKind, Store};
use maskhouse_types::{Command, CommandOutcome, PartName, TableSchema};

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
    assert_eq!(table.mutations[&(3, 0)].rows_deleted, 10);
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
                expire: None,
            },
            None,
        )
        .unwrap();
    let merged: PartName = "all_2_3_1_5".parse().unwrap();
    assert!(
        matches!(out, CommandOutcome::MergeScheduled { merge: 5, name: ref n } if *n == merged)
    );
    // Invariant 2.9: scheduling changes no part; the inputs stay readable.
    assert_eq!(parts(&s).len(), 2);
    assert_eq!(live_keys(&s), before);
    let commit = commits(&s);
    assert_eq!(commit.len(), 1);
    let out = s.apply(6, &commit[0], None).unwrap();
    assert!(matches!(out, CommandOutcome::Merged { added: Some(ref n), .. } if *n == merged));
    assert_eq!(parts(&s), vec![merged.clone()]);
    assert_eq!(live_keys(&s), before, "merge keeps exactly the live rows");
    let part = s.snapshot().table("t").unwrap().parts[&merged].clone();
    assert!(part.masks.is_empty() && part.meta.rows == before.len() as u64);
    // The merged rows are sorted.
    let keys = live_keys(&s);
    assert!(keys.windows(2).all(|w| w[0] < w[1]));
    // A mutation after the merge applies to the merged part.
    s.apply(7, &delete("k < 10"), None).unwrap();
    assert!(live_keys(&s).iter().all(|&k| k >= 10));
    // Old part files are gone once nothing holds them: the merge worker lets go of its
    // inputs just after it hands the result over, so allow it a moment under load.
    let files = || {
        std::fs::read_dir(dir.path().join("parts/t"))
            .unwrap()
            .count()
    };
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while files() != 1 && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    assert_eq!(files(), 1);
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
    assert!(s.snapshot().table("t").unwrap().mutations.is_empty());
    assert_eq!(
        s.applied_index(),
        3,
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

/// Invariant 2.6: a damaged part file is detected on open, and reported for repair
/// instead of keeping the replica from starting; once a verified copy takes its place
/// the replica goes on exactly as an undamaged one.
#[test]
fn corrupt_part_is_reported_on_open_and_repaired_by_a_copy() {
    let dir = tempfile::tempdir().unwrap();
    let (path, good, name, meta);
    {
        let s = with_500_rows(dir.path());
        let snapshot = s.snapshot();
        let part = snapshot.table("t").unwrap().parts.values().next().unwrap();
        path = part.file.path.clone();
        name = part.name.clone();
        meta = part.meta.clone();
        good = std::fs::read(&path).unwrap();
    }
    let reference = tempfile::tempdir().unwrap();
    let undamaged = with_500_rows(reference.path());
    undamaged.apply(3, &delete("k % 7 = 1"), None).unwrap();
    for damaged_bytes in [
        {
            let mut b = good.clone();
            b[100] ^= 1;
            b
        },
        good[..good.len() - 10].to_vec(),
    ] {
        std::fs::write(&path, &damaged_bytes).unwrap();
        let s = open(dir.path());
        let damaged = s.damaged_parts();
        assert_eq!(damaged.len(), 1, "{damaged:?}");
        assert_eq!((damaged[0].0.as_str(), &damaged[0].1), ("t", &name));
        // A DELETE over the damaged part is not applied, and says which part to fetch.
        let err = s.apply(3, &delete("k % 7 = 1"), None).unwrap_err();
        assert_eq!(err.kind(), ErrorKind::Corrupt, "{err}");
        let (table, part, _) = err.damaged_part().expect("names the damaged part");
        assert_eq!((table, part), ("t", &name));
        assert_eq!(s.applied_index(), 2, "nothing of the entry is applied");
        s.quarantine_part("t", &name).unwrap();
        assert!(!path.exists(), "the damaged file is moved aside");
        s.receive_part("t", &name, &meta, &damaged_bytes)
            .expect_err("a copy that fails its checksum is refused");
        s.receive_part("t", &name, &meta, &good).unwrap();
        s.part_repaired("t", &name);
        assert!(s.damaged_parts().is_empty());
        s.apply(3, &delete("k % 7 = 1"), None).unwrap();
        assert_eq!(fingerprint(&s), fingerprint(&undamaged));
        drop(s);
        // Back to the state before the DELETE for the next kind of damage.
        std::fs::remove_dir_all(dir.path()).unwrap();
        drop(with_500_rows(dir.path()));
    }
}

#[test]
fn export_import_round_trips() {
    let dir = tempfile::tempdir().unwrap();
    let s = open(dir.path());
    s.apply(1, &create(), None).unwrap();
    let c = insert(&s, &rows(&(0..50).collect::<Vec<_>>(), 0));
    s.apply(2, &c, None).unwrap();
    s.apply(3, &delete("k < 5"), None).unwrap();
    let snapshot = dir.path().join("snapshot");
    s.export_to(&snapshot).unwrap();
    let before = fingerprint(&s);
    s.apply(4, &delete("k < 20"), None).unwrap();
    assert!(s.missing_in_snapshot(&snapshot).unwrap().is_empty());
    s.import_from(&snapshot).unwrap();
    assert_eq!(fingerprint(&s), before);
    assert_eq!(s.applied_index(), 3);
    // A damaged snapshot is refused whole.
    let mut bytes = std::fs::read(&snapshot).unwrap();
    let at = bytes.len() / 2;
    bytes[at] ^= 1;
    std::fs::write(&snapshot, &bytes).unwrap();
    assert!(s.import_from(&snapshot).is_err());
    assert_eq!(fingerprint(&s), before);
}

/// The outcome of applying `command` at `index` on both replicas, which must agree.
fn apply_both(
    a: &Store,
    b: &Store,
    index: u64,
    command: impl Fn(&Store) -> Command,
) -> CommandOutcome {
    let ra = a.apply(index, &command(a), None).unwrap();
    let rb = b.apply(index, &command(b), None).unwrap();
    assert_eq!(ra, rb, "replicas disagree on entry {index}");
    ra
}

/// Invariant 2.8: a predicate that fails while it is evaluated fails the mutation alike
/// on every replica — the first failing part in part order, whatever the threads do —
/// records it as failed, masks nothing, and the replicas go on applying.
#[test]
fn predicate_failing_on_evaluation_fails_the_mutation_alike_everywhere() {
    let (da, db) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let a = open_with_threads(da.path(), 1);
    let b = open_with_threads(db.path(), 4);
    apply_both(&a, &b, 1, |_| create());
    // Three parts holding the key 55: the failure must name the first of them.
    apply_both(&a, &b, 2, |s| {
        insert(s, &rows(&(0..100).collect::<Vec<_>>(), 0))
    });
    apply_both(&a, &b, 3, |s| {
        insert(s, &rows(&(50..150).collect::<Vec<_>>(), 0))
    });
    apply_both(&a, &b, 4, |s| {
        insert(s, &rows(&(55..56).collect::<Vec<_>>(), 0))
    });
    let before = live_keys(&a);
    let CommandOutcome::Rejected(reason) = apply_both(&a, &b, 5, |_| delete("k fails_at 55"))
    else {
        panic!("a failing predicate is rejected");
    };
    assert!(reason.contains("mutation 5 failed"), "{reason}");
    assert!(
        reason.contains("all_2_2_0"),
        "first failing part in part order: {reason}"
    );
    assert!(reason.contains("cannot evaluate the value 55"), "{reason}");
    for s in [&a, &b] {
        let table = s.snapshot().table("t").unwrap().clone();
        let record = &table.mutations[&(5, 0)];
        assert!(record
            .fail_reason
            .as_deref()
            .is_some_and(|r| reason.ends_with(r)));
        assert_eq!((record.rows_deleted, record.parts_touched), (0, 0));
        assert!(table.parts.values().all(|p| p.masks.is_empty()), "no mask");
        assert_eq!(live_keys(s), before);
        assert_eq!(s.applied_index(), 5);
    }
    // Later commands apply as usual.
    assert_eq!(
        apply_both(&a, &b, 6, |_| delete("k < 10")),
        CommandOutcome::Deleted {
            mutation: 6,
            rows: 10
        }
    );
    apply_both(&a, &b, 7, |s| insert(s, &rows(&[1000], 0)));
    assert_eq!(fingerprint(&a), fingerprint(&b));
    // The failure is persisted, and the entry is not evaluated again after a restart.
    let expected = fingerprint(&a);
    drop(a);
    let a = open(da.path());
    assert_eq!(fingerprint(&a), expected);
    assert_eq!(
        a.apply(5, &delete("k fails_at 55"), None).unwrap(),
        CommandOutcome::Done
    );
    assert_eq!(a.applied_index(), 7);
}

/// Invariant 2.8: a predicate that panics fails the mutation instead of the replica.
#[test]
fn predicate_panicking_fails_the_mutation_not_the_replica() {
    let dir = tempfile::tempdir().unwrap();
    let s = with_500_rows(dir.path());
    let out = s.apply(3, &delete("k panics_at 7"), None).unwrap();
    assert!(
        matches!(&out, CommandOutcome::Rejected(r) if r.contains("panicked") && r.contains("the value 7 panics")),
        "{out:?}"
    );
    assert!(s.snapshot().table("t").unwrap().mutations[&(3, 0)]
        .fail_reason
        .is_some());
    assert_eq!(
        s.apply(4, &delete("k < 5"), None).unwrap(),
        CommandOutcome::Deleted {
            mutation: 4,
            rows: 5
        }
    );
}

/// Invariant 2.8: a predicate that does not compile against the state at its index is a
/// failed mutation too, recorded with its reason.
#[test]
fn predicate_failing_to_compile_is_recorded_as_failed() {
    let dir = tempfile::tempdir().unwrap();
    let s = with_500_rows(dir.path());
    let out = s.apply(3, &delete("nosuch < 1"), None).unwrap();
    assert_eq!(
        out,
        CommandOutcome::Rejected("mutation 3 failed: unknown column".into())
    );
    let table = s.snapshot().table("t").unwrap().clone();
    assert_eq!(
        table.mutations[&(3, 0)].fail_reason.as_deref(),
        Some("unknown column")
    );
    assert_eq!(table.live_rows(), 500);
}

/// Invariant 2.8: a predicate that reads another table reads it as of the mutation's own
/// index: rows added to it later do not change what the mutation deleted, and a second
/// replica applying the same log deletes the same rows.
#[test]
fn predicate_reads_other_tables_as_of_its_index() {
    let u_insert = |s: &Store, keys: &[u64]| {
        let sorted = maskhouse_part::sort_batch(&rows(keys, 0), &[0]).unwrap();
        Command::AddParts {
            table: "u".into(),
            parts: vec![s.stage("all", &sorted).unwrap()],
            schema: s.snapshot().table("u").unwrap().schema.checksum(),
        }
    };
    let (da, db) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let a = open_with_threads(da.path(), 1);
    let b = open_with_threads(db.path(), 3);
    apply_both(&a, &b, 1, |_| create());
    let mut u = schema();
    u.name = "u".into();
    apply_both(&a, &b, 2, |_| Command::CreateTable {
        schema: u.clone(),
        if_not_exists: false,
    });
    apply_both(&a, &b, 3, |s| u_insert(s, &[7, 8, 9, 10, 11]));
    apply_both(&a, &b, 4, |s| {
        insert(s, &rows(&(0..100).collect::<Vec<_>>(), 0))
    });
    assert_eq!(
        apply_both(&a, &b, 5, |_| delete("k < rows_of u")),
        CommandOutcome::Deleted {
            mutation: 5,
            rows: 5
        }
    );
    apply_both(&a, &b, 6, |s| u_insert(s, &(100..110).collect::<Vec<_>>()));
    assert_eq!(
        apply_both(&a, &b, 7, |_| delete("k < rows_of u")),
        CommandOutcome::Deleted {
            mutation: 7,
            rows: 10
        }
    );
    assert!(matches!(
        apply_both(&a, &b, 8, |_| delete("k < rows_of nosuch")),
        CommandOutcome::Rejected(r) if r.contains("table nosuch does not exist")
    ));
    assert_eq!(live_keys(&a), (15..100).collect::<Vec<_>>());
    assert_eq!(fingerprint(&a), fingerprint(&b));
}

/// Invariant 2.8: a part that cannot be read is an error of the apply naming the part
/// (the replica fetches it again), never a failed mutation, which would differ from
/// the other replicas'.
#[test]
fn unreadable_part_stops_the_apply() {
    let dir = tempfile::tempdir().unwrap();
    let s = with_500_rows(dir.path());
    let path = only_part(&s).file.path.clone();
    let bytes = std::fs::read(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    let err = s.apply(3, &delete("k < 10"), None).unwrap_err();
    assert!(err.damaged_part().is_some(), "{err}");
    assert_eq!(s.applied_index(), 2, "nothing of the entry is applied");
    assert!(s.snapshot().table("t").unwrap().mutations.is_empty());
    // Once the file is back, the same entry applies.
    std::fs::write(&path, bytes).unwrap();
    assert_eq!(
        s.apply(3, &delete("k < 10"), None).unwrap(),
        CommandOutcome::Deleted {
            mutation: 3,
            rows: 10
        }
    );
}

/// Invariant 2.1 and 2.4: a delete committed between a merge's scheduling and its
/// commit is carried over to the merged part, row for row, and the merge's own data
/// version makes later mutations apply to it.
#[test]
fn deletes_during_a_merge_are_carried_over() {
    let dir = tempfile::tempdir().unwrap();
    let s = open(dir.path());
    s.apply(1, &create(), None).unwrap();
    // Overlapping keys, so the merge interleaves its inputs.
    let c = insert(&s, &rows(&(0..300).step_by(2).collect::<Vec<_>>(), 0));
    s.apply(2, &c, None).unwrap();
    let c = insert(&s, &rows(&(1..300).step_by(3).collect::<Vec<_>>(), 0));
    s.apply(3, &c, None).unwrap();
    s.apply(4, &delete("k % 5 = 0"), None).unwrap();
    let merge = Command::MergeParts {
        table: "t".into(),
        parts: parts(&s),
        expire: None,
    };
    s.apply(5, &merge, None).unwrap();
    s.apply(6, &delete("k % 7 = 3"), None).unwrap();
    s.apply(7, &delete("k < 20"), None).unwrap();
    let before = live_keys(&s);
    let commit = commits(&s);
    s.apply(8, &commit[0], None).unwrap();
    let merged: PartName = "all_2_3_1_5".parse().unwrap();
    assert_eq!(parts(&s), vec![merged.clone()]);
    assert_eq!(
        live_keys(&s),
        before,
        "the carried masks delete the same rows"
    );
    let part = s.snapshot().table("t").unwrap().parts[&merged].clone();
    let versions: Vec<u64> = part.masks.iter().map(|m| m.mutation).collect();
    assert_eq!(
        versions,
        vec![6, 7],
        "one carried version per delete since the merge"
    );
    // The same log on a replica that restarts in the middle builds the same result.
    let dir2 = tempfile::tempdir().unwrap();
    {
        let r = open(dir2.path());
        r.apply(1, &create(), None).unwrap();
        let inserts = [
            (2, (0..300).step_by(2).collect::<Vec<_>>()),
            (3, (1..300).step_by(3).collect()),
        ];
        for (i, keys) in inserts {
            let c = insert(&r, &rows(&keys, 0));
            r.apply(i, &c, None).unwrap();
        }
        r.apply(4, &delete("k % 5 = 0"), None).unwrap();
        r.apply(5, &merge, None).unwrap();
        r.apply(6, &delete("k % 7 = 3"), None).unwrap();
    }
    let r = open(dir2.path());
    r.apply(7, &delete("k < 20"), None).unwrap();
    r.apply(8, &commit[0], None).unwrap();
    assert_eq!(fingerprint(&r), fingerprint(&s));
}

/// Invariant 2.8: rows shaped for a table that was dropped and created again (with other
/// columns) while the INSERT ran are rejected alike everywhere, never registered.
#[test]
fn insert_into_a_recreated_table_is_rejected() {
    let dir = tempfile::tempdir().unwrap();
    let s = open(dir.path());
    s.apply(1, &create(), None).unwrap();
    let c = insert(&s, &rows(&[1, 2, 3], 0));
    s.apply(
        2,
        &Command::DropTable {
            table: "t".into(),
            if_exists: false,
        },
        None,
    )
    .unwrap();
    let mut other = schema();
    other.columns.pop();
    s.apply(
        3,
        &Command::CreateTable {
            schema: other,
            if_not_exists: false,
        },
        None,
    )
    .unwrap();
    let out = s.apply(4, &c, None).unwrap();
    assert!(
        matches!(out, CommandOutcome::Rejected(ref r) if r.contains("created again")),
        "{out:?}"
    );
    assert!(parts(&s).is_empty());
    assert_eq!(
        std::fs::read_dir(dir.path().join("staging"))
            .unwrap()
            .count(),
        0,
        "the staged file is discarded"
    );
}

/// Invariant 2.8: an insert whose table was dropped before its entry is known to be
/// rejected from the catalog alone, before any file is looked for; a replica that never
/// received the staged file applies it at once, as rejected, like every other replica.
/// An insert that will be registered is not reported rejected.
#[test]
fn insert_rejection_is_known_before_its_file() {
    let dir = tempfile::tempdir().unwrap();
    let s = open(dir.path());
    s.apply(1, &create(), None).unwrap();
    let c = insert(&s, &rows(&[1, 2, 3], 0));
    let Command::AddParts {
        table,
        parts: staged,
        schema,
    } = &c
    else {
        unreachable!()
    };
    assert_eq!(s.add_parts_rejection(2, table, staged, *schema), None);
    s.apply(
        2,
        &Command::DropTable {
            table: "t".into(),
            if_exists: false,
        },
        None,
    )
    .unwrap();
    // This replica missed the push: no staged file here.
    s.discard_staged(staged);
    let reason = s.add_parts_rejection(3, table, staged, *schema);
    assert_eq!(reason.as_deref(), Some("table t does not exist"));
    let out = s.apply(3, &c, None).unwrap();
    assert_eq!(out, CommandOutcome::Rejected(reason.unwrap()));
    // An id that names no staging file is rejected alike, and no file is looked for.
    s.apply(4, &create(), None).unwrap();
    let mut bad = staged.clone();
    bad[0].staging_id = "../meta/conf".into();
    let reason = s.add_parts_rejection(5, table, &bad, *schema);
    assert!(reason.is_some());
    let out = s
        .apply(
            5,
            &Command::AddParts {
                table: table.clone(),
                parts: bad,
                schema: *schema,
            },
            None,
        )
        .unwrap();
    assert_eq!(out, CommandOutcome::Rejected(reason.unwrap()));
    assert!(
        dir.path().join("meta/conf").exists(),
        "nothing outside staging/ is touched"
    );
}

/// Invariant 2.2 with row-group pruning: on a part of several row groups, a point
/// delete and a range delete mask exactly their rows (groups the statistics exclude are
/// not read, and their rows stay unmasked).
#[test]
fn deletes_on_many_row_groups_mask_exactly_their_rows() {
    let dir = tempfile::tempdir().unwrap();
    let s = open(dir.path());
    s.apply(1, &create(), None).unwrap();
    let n = maskhouse_part::ROW_GROUP_ROWS as u64 * 3 + 17;
    let c = insert(&s, &rows(&(0..n).collect::<Vec<_>>(), 0));
    s.apply(2, &c, None).unwrap();
    s.apply(3, &delete(&format!("k = {}", n - 5)), None)
        .unwrap();
    s.apply(4, &delete("k >= 1000"), None).unwrap();
    s.apply(5, &delete("k < 10"), None).unwrap();
    let live = live_keys(&s);
    assert_eq!(live, (10..1000).collect::<Vec<_>>());
}

/// Invariant 2.3: a staged part is removed only once its entry is known to be gone, so
/// expiry follows the monotonic clock from when the store first saw the file, not the
/// file's time: a wall clock stepped forward (or a file with an old time) must not
/// expire the staged part of an INSERT still in flight.
#[test]
fn staging_expires_by_the_monotonic_clock_not_file_times() {
    let dir = tempfile::tempdir().unwrap();
    let s = open(dir.path());
    s.apply(1, &create(), None).unwrap();
    let staged = s.stage("all", &rows(&[1, 2, 3], 0)).unwrap();
    let path = dir.path().join("staging").join(&staged.staging_id);
    // As if the wall clock had jumped a day ahead since the file was written.
    let day_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(86_400);
    std::fs::File::options()
        .write(true)
        .open(&path)
        .unwrap()
        .set_modified(day_ago)
        .unwrap();
    let ttl = std::time::Duration::from_millis(300);
    assert_eq!(s.collect_staging(ttl), 0, "first seen now: kept");
    assert!(path.exists());
    std::thread::sleep(ttl);
    assert_eq!(s.collect_staging(ttl), 1, "seen for a whole TTL: removed");
    assert!(!path.exists());
}

/// Invariant 2.1 (every replica applies the same commands to the same state): a
/// database and its tables are created, survive a restart and a snapshot, and go
/// together when the database is dropped; a table in a database that does not exist,
/// and a database created twice, are rejected alike everywhere.
#[test]
fn databases_hold_tables_across_restarts_and_snapshots() {
    let dir = tempfile::tempdir().unwrap();
    let s = open(dir.path());
    let create_db = |if_not_exists| Command::CreateDatabase {
        name: "db1".into(),
        if_not_exists,
    };
    let in_db = |name: &str| Command::CreateTable {
        schema: TableSchema {
            name: name.into(),
            ..schema()
        },
        if_not_exists: false,
    };
    assert!(matches!(
        s.apply(1, &in_db("db1.t"), None).unwrap(),
        CommandOutcome::Rejected(_)
    ));
    assert_eq!(
        s.apply(2, &create_db(false), None).unwrap(),
        CommandOutcome::Done
    );
    assert!(matches!(
        s.apply(3, &create_db(false), None).unwrap(),
        CommandOutcome::Rejected(_)
    ));
    assert_eq!(
        s.apply(4, &create_db(true), None).unwrap(),
        CommandOutcome::Done
    );
    assert_eq!(
        s.apply(5, &in_db("db1.t"), None).unwrap(),
        CommandOutcome::Done
    );
    assert_eq!(s.apply(6, &create(), None).unwrap(), CommandOutcome::Done);
    let insert = insert_rows_into(
        &TableSchema {
            name: "db1.t".into(),
            ..schema()
        },
        &rows(&[1, 2, 3], 0),
    );
    assert!(matches!(
        s.apply(7, &insert, None).unwrap(),
        CommandOutcome::Inserted { .. }
    ));
    let snapshot = dir.path().join("snapshot");
    s.export_to(&snapshot).unwrap();
    let tables = |s: &Store| s.snapshot().tables.keys().cloned().collect::<Vec<_>>();
    let databases = |s: &Store| s.snapshot().databases.iter().cloned().collect::<Vec<_>>();
    assert_eq!(tables(&s), ["db1.t", "t"]);
    drop(s);
    let s = open(dir.path());
    assert_eq!(databases(&s), ["db1"]);
    assert_eq!(tables(&s), ["db1.t", "t"]);
    assert_eq!(s.snapshot().tables["db1.t"].live_rows(), 3);
    let drop_db = |if_exists| Command::DropDatabase {
        name: "db1".into(),
        if_exists,
    };
    assert_eq!(
        s.apply(8, &drop_db(false), None).unwrap(),
        CommandOutcome::Done
    );
    assert!(databases(&s).is_empty());
    assert_eq!(tables(&s), ["t"]);
    assert!(matches!(
        s.apply(9, &drop_db(false), None).unwrap(),
        CommandOutcome::Rejected(_)
    ));
    assert_eq!(
        s.apply(10, &drop_db(true), None).unwrap(),
        CommandOutcome::Done
    );
    // What the snapshot held comes back whole, database and table.
    s.import_from(&snapshot).unwrap();
    assert_eq!(databases(&s), ["db1"]);
    assert_eq!(tables(&s), ["db1.t", "t"]);
    drop(s);
    let s = open(dir.path());
    assert_eq!(databases(&s), ["db1"]);
    assert_eq!(s.snapshot().tables["db1.t"].live_rows(), 3);
}

/// Invariant 2.1 (every replica applies the same commands to the same state):
/// `SYSTEM STOP MERGES` is catalog state, kept across a restart and carried by a
/// snapshot, dropped with its table; without a table it stops every table there is, and
/// of a table that does not exist it changes nothing.
#[test]
fn stopped_merges_hold_across_restarts_and_snapshots() {
    let dir = tempfile::tempdir().unwrap();
    let s = open(dir.path());
    let named = |name: &str| Command::CreateTable {
        schema: TableSchema {
            name: name.into(),
            ..schema()
        },
        if_not_exists: false,
    };
    let set = |table: Option<&str>, stopped| Command::SetMerges {
        table: table.map(str::to_string),
        stopped,
    };
    let stopped = |s: &Store| {
        s.snapshot()
            .tables
            .iter()
            .filter(|(_, t)| t.merges_stopped)
            .map(|(n, _)| n.clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(s.apply(1, &named("a"), None).unwrap(), CommandOutcome::Done);
    assert_eq!(s.apply(2, &named("b"), None).unwrap(), CommandOutcome::Done);
    assert_eq!(
        s.apply(3, &set(Some("a"), true), None).unwrap(),
        CommandOutcome::Done
    );
    assert_eq!(
        s.apply(4, &set(Some("nothing"), true), None).unwrap(),
        CommandOutcome::Done
    );
    assert_eq!(stopped(&s), ["a"]);
    let snapshot = dir.path().join("snapshot");
    s.export_to(&snapshot).unwrap();
    drop(s);
    let s = open(dir.path());
    assert_eq!(stopped(&s), ["a"], "kept across a restart");
    assert_eq!(
        s.apply(5, &set(None, true), None).unwrap(),
        CommandOutcome::Done
    );
    assert_eq!(stopped(&s), ["a", "b"]);
    assert_eq!(
        s.apply(6, &set(Some("a"), false), None).unwrap(),
        CommandOutcome::Done
    );
    assert_eq!(stopped(&s), ["b"]);
    // A table dropped takes its stop along: one created again under its name merges.
    let drop_b = Command::DropTable {
        table: "b".into(),
        if_exists: false,
    };
    assert_eq!(s.apply(7, &drop_b, None).unwrap(), CommandOutcome::Done);
    assert_eq!(s.apply(8, &named("b"), None).unwrap(), CommandOutcome::Done);
    assert!(stopped(&s).is_empty());
    drop(s);
    let s = open(dir.path());
    assert!(
        stopped(&s).is_empty(),
        "the dropped table's stop is not on disk"
    );
    // The snapshot brings back what it held.
    s.import_from(&snapshot).unwrap();
    assert_eq!(stopped(&s), ["a"]);
    assert_eq!(
        s.apply(9, &set(None, false), None).unwrap(),
        CommandOutcome::Done
    );
    assert!(stopped(&s).is_empty());
    // A merge proposed from a state before the stop is refused when it applies.
    assert_eq!(
        s.apply(10, &named("t"), None).unwrap(),
        CommandOutcome::Done
    );
    let insert = insert_rows_into(&schema(), &rows(&[1, 2, 3], 0));
    assert!(matches!(
        s.apply(11, &insert, None).unwrap(),
        CommandOutcome::Inserted { .. }
    ));
    let part = s.snapshot().tables["t"]
        .parts
        .keys()
        .next()
        .unwrap()
        .clone();
    assert_eq!(
        s.apply(12, &set(Some("t"), true), None).unwrap(),
        CommandOutcome::Done
    );
    let merge = Command::MergeParts {
        table: "t".into(),
        parts: vec![part],
        expire: None,
    };
    assert!(matches!(
        s.apply(13, &merge, None).unwrap(),
        CommandOutcome::Rejected(_)
    ));
    // A database dropped takes its tables' stops along.
    let db = Command::CreateDatabase {
        name: "d".into(),
        if_not_exists: false,
    };
    assert_eq!(s.apply(14, &db, None).unwrap(), CommandOutcome::Done);
    assert_eq!(
        s.apply(15, &named("d.u"), None).unwrap(),
        CommandOutcome::Done
    );
    assert_eq!(
        s.apply(16, &set(None, true), None).unwrap(),
        CommandOutcome::Done
    );
    let drop_db = Command::DropDatabase {
        name: "d".into(),
        if_exists: false,
    };
    assert_eq!(s.apply(17, &drop_db, None).unwrap(), CommandOutcome::Done);
    drop(s);
    let s = open(dir.path());
    assert_eq!(
        stopped(&s),
        ["a", "b", "t"],
        "d.u's stop went with its database"
    );
}

/// Invariant 2.8: a staged part that arrives twice (a push still in flight when this
/// replica fetched it for apply) never replaces the copy already published. Replaced,
/// the inode apply is linking into the table would lose its last name mid-link, the
/// link would fail with ENOENT though the file is there, and the replica would stop.
#[test]
fn a_staged_part_received_twice_keeps_its_first_copy() {
    use std::os::unix::fs::MetadataExt;
    let dir = tempfile::tempdir().unwrap();
    let s = open(dir.path());
    s.apply(1, &create(), None).unwrap();
    let c = insert(&s, &rows(&[1, 2, 3], 0));
    let Command::AddParts { parts, .. } = &c else {
        unreachable!()
    };
    let path = dir.path().join("staging").join(&parts[0].staging_id);
    let bytes = std::fs::read(&path).unwrap();
    let first = std::fs::metadata(&path).unwrap().ino();
    s.receive_staged(&parts[0], &bytes).unwrap();
    assert_eq!(
        std::fs::metadata(&path).unwrap().ino(),
        first,
        "not replaced"
    );
    let leftovers: Vec<_> = std::fs::read_dir(dir.path().join("staging"))
        .unwrap()
        .flatten()
        .map(|e| e.file_name())
        .collect();
    assert_eq!(leftovers.len(), 1, "no temp file left: {leftovers:?}");
    // A copy of another size is damaged: the received one takes its place.
    std::fs::remove_file(&path).unwrap();
    std::fs::write(&path, &bytes[..bytes.len() / 2]).unwrap();
    s.receive_staged(&parts[0], &bytes).unwrap();
    assert_eq!(
        std::fs::read(&path).unwrap(),
        bytes,
        "the damaged copy is replaced"
    );
    assert!(matches!(
        s.apply(2, &c, None).unwrap(),
        CommandOutcome::Inserted { .. }
    ));
    assert_eq!(live_keys(&s), vec![1, 2, 3]);
}

/// Invariants 2.1 and 2.2: an asynchronous DELETE (`lightweight_deletes_sync = 0`)
/// while the table's merges are stopped waits: it masks nothing and is recorded not
/// done, across a restart. When merges start, or before a later DELETE, UPDATE or
/// ALTER of the table, it masks the rows of the parts before it and not those inserted
/// after it; a replica that applies the same log, restarted elsewhere, ends with the
/// same masks and records.
#[test]
fn an_asynchronous_delete_waits_for_stopped_merges() {
    let stop = |stopped| Command::SetMerges {
        table: Some("t".into()),
        stopped,
    };
    let later = delete_async;
    let log = [
        create(),
        insert_rows(&rows(&[1, 2, 3, 4, 5, 6], 0)),
        stop(true),
        later("k < 3"),
        insert_rows(&rows(&[1, 2], 1)),
        later("v = 4"),
        stop(false),
        stop(true),
        later("k = 4"),
        update(&[("v", "v + 100")], "k >= 4"),
        later("k = 6"),
        delete("k = 1"),
        // Merges running: an asynchronous DELETE applies at once.
        stop(false),
        later("k = 2"),
    ];
    let waiting = |s: &Store| -> Vec<u64> {
        let snap = s.snapshot();
        let t = snap.table("t").unwrap();
        assert_eq!(
            t.waiting.iter().map(|w| w.0).collect::<Vec<_>>(),
            t.mutations
                .values()
                .filter(|m| !m.is_done())
                .map(|m| m.number)
                .collect::<Vec<_>>()
        );
        t.waiting.iter().map(|w| w.0).collect()
    };
    let run = |restart_at: u64| {
        let dir = tempfile::tempdir().unwrap();
        let mut s = open(dir.path());
        let mut outcomes = Vec::new();
        for (i, command) in log.iter().enumerate() {
            let index = i as u64 + 1;
            if index == restart_at {
                drop(s);
                s = open(dir.path());
            }
            outcomes.push(s.apply(index, command, None).unwrap());
            match index {
                4 => {
                    assert_eq!(outcomes[3], CommandOutcome::Waiting { mutation: 4 });
                    assert_eq!(live_keys(&s), [1, 2, 3, 4, 5, 6]);
                }
                6 => {
                    assert_eq!(waiting(&s), [4, 6]);
                    assert_eq!(live_keys(&s), [1, 1, 2, 2, 3, 4, 5, 6]);
                }
                7 => {
                    // 4 masks the first part's 1 and 2, not the rows inserted at 5
                    // after it; 6 masks the 1 inserted at 5, before it (`v` is 3k + 1).
                    assert!(waiting(&s).is_empty());
                    assert_eq!(live_keys(&s), [2, 3, 4, 5, 6]);
                    let t = &s.snapshot().tables["t"];
                    assert_eq!(t.mutations[&(4, 0)].rows_deleted, 2);
                    assert_eq!(t.mutations[&(6, 0)].rows_deleted, 1);
                }
                10 => {
                    // The UPDATE came after the waiting DELETE of 4: 4 is gone, and
                    // only 5 and 6 are updated.
                    assert_eq!(waiting(&s), Vec::<u64>::new());
                    let updated: Vec<(u64, i64)> = live_rows(&s)
                        .into_iter()
                        .filter(|r| r.1 >= 100)
                        .map(|r| (r.0, r.1))
                        .collect();
                    assert_eq!(updated, [(5, 115), (6, 118)]);
                }
                11 => assert_eq!(waiting(&s), [11]),
                12 => {
                    // 11 masks the new version of 6, which the UPDATE wrote before it.
                    assert!(waiting(&s).is_empty());
                    assert_eq!(live_keys(&s), [2, 3, 5]);
                }
                14 => {
                    assert_eq!(
                        outcomes[13],
                        CommandOutcome::Deleted {
                            mutation: 14,
                            rows: 1
                        }
                    );
                    assert_eq!(live_keys(&s), [3, 5]);
                }
                _ => {}
            }
        }
        // Mask versions stay in log order on every part.
        for part in s.snapshot().tables["t"].parts.values() {
            let numbers: Vec<u64> = part.masks.iter().map(|m| m.mutation).collect();
            assert!(numbers.windows(2).all(|w| w[0] < w[1]), "{numbers:?}");
        }
        (outcomes, fingerprint(&s))
    };
    let (outcomes, replica) = run(0);
    assert_eq!(outcomes[8], CommandOutcome::Waiting { mutation: 9 });
    for restart_at in [5, 7, 10] {
        assert_eq!(run(restart_at), (outcomes.clone(), replica.clone()));
    }
}

/// Invariants 2.1 and 2.2: a TTL's rewrite (`MergeParts` with `expire`) leaves out
/// every row its condition matches, deleted or not, and keeps the other deleted rows,
/// still deleted, in a mask version of the commit's number, as ClickHouse's TTL does;
/// a delete between the merge and its commit is carried over as always, and a replica
/// restarted before the commit builds the same.
#[test]
fn a_ttl_rewrite_keeps_the_rows_deleted_before_it_that_it_does_not_expire() {
    let run = |restart: bool| {
        let dir = tempfile::tempdir().unwrap();
        let mut s = open(dir.path());
        s.apply(1, &create(), None).unwrap();
        s.apply(
            2,
            &insert_rows(&rows(&(0..10).collect::<Vec<_>>(), 0)),
            None,
        )
        .unwrap();
        s.apply(3, &delete("k < 3"), None).unwrap();
        s.apply(4, &delete("k = 8"), None).unwrap();
        // The TTL's DELETE: `v` is 3k, so it expires 5 to 9, 8 already deleted.
        assert_eq!(
            s.apply(5, &delete("v >= 15"), None).unwrap(),
            CommandOutcome::Deleted {
                mutation: 5,
                rows: 4
            }
        );
        let part = only_part(&s).name.clone();
        let rewrite = |condition: &str| Command::MergeParts {
            table: "t".into(),
            parts: vec![part.clone()],
            expire: Some(condition.into()),
        };
        // A condition that does not compile rewrites nothing, alike everywhere.
        assert!(matches!(
            s.apply(6, &rewrite("v ~ 15"), None).unwrap(),
            CommandOutcome::Rejected(_)
        ));
        assert!(matches!(
            s.apply(7, &rewrite("v >= 15"), None).unwrap(),
            CommandOutcome::MergeScheduled { merge: 7, .. }
        ));
        s.apply(8, &delete("k = 3"), None).unwrap();
        if restart {
            drop(s);
            s = open(dir.path());
        }
        for c in commits(&s) {
            s.apply(9, &c, None).unwrap();
        }
        let merged = only_part(&s);
        // 0, 1, 2 (deleted, kept), 3 (deleted after the merge), 4.
        assert_eq!(merged.meta.rows, 5);
        assert_eq!(
            merged.masks.iter().map(|m| m.mutation).collect::<Vec<_>>(),
            [8, 9]
        );
        assert_eq!(live_keys(&s), [4]);
        assert_eq!(
            s.rows_deleted_by("t", &merged.name, 9)
                .unwrap()
                .iter()
                .collect::<Vec<_>>(),
            [0, 1, 2]
        );
        fingerprint(&s)
    };
    assert_eq!(run(false), run(true));
}

/// Invariants 2.1 and 2.2: a DELETE that would wait for stopped merges does not when
/// its entry also masks the table at once (group commit, design 007): it applies in
/// its place, after the statement before it. A waiting DELETE applied after a TTL
/// rewrite's commit takes its place before the commit's version of the kept rows, and
/// a restart reads the versions back in the same order.
#[test]
fn waiting_deletes_keep_mask_versions_in_order() {
    let later = delete_async;
    let stop = |stopped| Command::SetMerges {
        table: Some("t".into()),
        stopped,
    };
    let dir = tempfile::tempdir().unwrap();
    let s = open(dir.path());
    s.apply(1, &create(), None).unwrap();
    s.apply(
        2,
        &insert_rows(&rows(&(0..10).collect::<Vec<_>>(), 0)),
        None,
    )
    .unwrap();
    s.apply(3, &stop(true), None).unwrap();
    let group = Command::Group {
        members: vec![delete("k = 1"), later("k = 2")],
    };
    assert_eq!(
        s.apply(4, &group, None).unwrap(),
        CommandOutcome::Group(vec![
            CommandOutcome::Deleted {
                mutation: 4,
                rows: 1
            },
            CommandOutcome::Deleted {
                mutation: 4,
                rows: 1
            },
        ])
    );
    s.apply(5, &stop(false), None).unwrap();
    let part = only_part(&s).name.clone();
    // A TTL rewrite whose condition expires none of the deleted rows keeps them.
    let rewrite = Command::MergeParts {
        table: "t".into(),
        parts: vec![part],
        expire: Some("v >= 1000".into()),
    };
    assert!(matches!(
        s.apply(6, &rewrite, None).unwrap(),
        CommandOutcome::MergeScheduled { merge: 6, .. }
    ));
    s.apply(7, &stop(true), None).unwrap();
    assert_eq!(
        s.apply(8, &later("k = 4"), None).unwrap(),
        CommandOutcome::Waiting { mutation: 8 }
    );
    for c in commits(&s) {
        s.apply(9, &c, None).unwrap();
    }
    assert_eq!(only_part(&s).meta.rows, 10);
    s.apply(10, &stop(false), None).unwrap();
    let versions =
        |s: &Store| -> Vec<u64> { only_part(s).masks.iter().map(|m| m.mutation).collect() };
    assert_eq!(versions(&s), [8, 9]);
    assert_eq!(live_keys(&s), [0, 3, 5, 6, 7, 8, 9]);
    let before = fingerprint(&s);
    drop(s);
    let s = open(dir.path());
    assert_eq!(versions(&s), [8, 9]);
    assert_eq!(fingerprint(&s), before);
}

/// Invariant 2.1: `CREATE OR REPLACE TABLE` (`ReplaceTable`) replaces a table whole in
/// one entry: its parts, mutations (a waiting DELETE too) and stopped merges go, across
/// a restart; of a name not taken it creates the table.
#[test]
fn a_replaced_table_keeps_nothing_of_the_old_one() {
    let dir = tempfile::tempdir().unwrap();
    let s = open(dir.path());
    s.apply(1, &create(), None).unwrap();
    s.apply(2, &insert_rows(&rows(&[1, 2, 3], 0)), None)
        .unwrap();
    let stop = Command::SetMerges {
        table: Some("t".into()),
        stopped: true,
    };
    s.apply(3, &stop, None).unwrap();
    assert_eq!(
        s.apply(4, &delete_async("k = 1"), None).unwrap(),
        CommandOutcome::Waiting { mutation: 4 }
    );
    let replace = Command::ReplaceTable { schema: schema() };
    assert_eq!(s.apply(5, &replace, None).unwrap(), CommandOutcome::Done);
    let check = |s: &Store| {
        let snap = s.snapshot();
        let t = &snap.tables["t"];
        assert!(t.parts.is_empty() && t.mutations.is_empty() && t.waiting.is_empty());
        assert!(!t.merges_stopped);
    };
    check(&s);
    drop(s);
    let s = open(dir.path());
    check(&s);
    s.apply(6, &insert_rows(&rows(&[7], 0)), None).unwrap();
    assert_eq!(live_keys(&s), [7]);
    let other = Command::ReplaceTable {
        schema: TableSchema {
            name: "u".into(),
            ..schema()
        },
    };
    assert_eq!(s.apply(7, &other, None).unwrap(), CommandOutcome::Done);
    assert!(s.snapshot().tables.contains_key("u"));
}
