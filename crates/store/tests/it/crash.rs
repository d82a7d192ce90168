//! Invariant 2.3 and 2.5 under crashes: a process aborted at any step of writing a part,
//! applying an entry or writing a mask restarts into a state where every acknowledged
//! change is present and nothing half-written is visible.
//!
//! The test re-runs its own binary as a child that applies a fixed workload and aborts
//! (a real `abort()`, no unwinding) at the n-th hit of a failpoint. The child keeps a
//! durable log of the commands it proposed and of the ones `apply` acknowledged; the
//! parent reopens the store, re-applies the logged commands the store had not applied,
//! finishes the workload, and compares everything with a replica that never crashed.

use std::{io::Write, path::Path, process::Command as Process};

use maskhouse_store::Store;
use maskhouse_types::{codec, Command};

use crate::support::*;

const CHILD_DIR: &str = "MASKHOUSE_CRASH_DIR";
const CHILD_POINT: &str = "MASKHOUSE_CRASH_POINT";
const CHILD_HIT: &str = "MASKHOUSE_CRASH_HIT";
/// Set when the child runs on a power-cut filesystem: it opens the store as a node does
/// (its metadata synced by `MetaSync`), and the parent cuts the power after the crash.
const CHILD_POWER_CUT: &str = "MASKHOUSE_CRASH_POWER_CUT";

/// The workload: the command at log index `i` (1-based), staging rows in `store`.
fn workload(store: &Store, i: u64) -> Option<Command> {
    Some(match i {
        1 => create(),
        2 => insert(store, &rows(&(0..400).collect::<Vec<_>>(), 0)),
        3 => delete("k % 5 = 1"),
        4 => insert(store, &rows(&(200..700).collect::<Vec<_>>(), 0)),
        5 => delete("k < 250"),
        6 => {
            let parts = part_names(store);
            Command::MergeParts {
                table: "t".into(),
                parts,
                expire: None,
            }
        }
        // A delete while the merge is pending is carried over by its commit.
        7 => delete("k % 2 = 0"),
        8 => commits(store).pop()?,
        9 => insert(store, &rows(&[1, 2, 3], 0)),
        _ => return None,
    })
}

fn append(path: &Path, record: &[u8]) {
    let mut f = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .unwrap();
    f.write_all(&(record.len() as u32).to_le_bytes()).unwrap();
    f.write_all(record).unwrap();
    f.sync_all().unwrap();
}

fn records(path: &Path) -> Vec<Vec<u8>> {
    let bytes = std::fs::read(path).unwrap_or_default();
    let mut out = vec![];
    let mut at = 0;
    while at + 4 <= bytes.len() {
        let n = u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap()) as usize;
        if at + 4 + n > bytes.len() {
            break; // a torn last record was never acknowledged
        }
        out.push(bytes[at + 4..at + 4 + n].to_vec());
        at += 4 + n;
    }
    out
}

/// Runs the workload from index `from`, logging each command before applying it and
/// acknowledging it after.
fn run(store: &Store, dir: &Path, from: u64) {
    let mut i = from;
    while let Some(cmd) = workload(store, i) {
        append(&dir.join("log"), &codec::encode(&cmd));
        store.apply(i, &cmd, None).unwrap();
        append(&dir.join("acked"), &i.to_le_bytes());
        i += 1;
    }
}

/// The child: arms the failpoint to abort, then runs the workload. Ignored in normal
/// runs; `crash_at_every_step` starts it with `--ignored`.
#[test]
#[ignore = "started as a child process by crash_at_every_step"]
fn crash_child() {
    let (Ok(dir), Ok(point), Ok(hit)) = (
        std::env::var(CHILD_DIR),
        std::env::var(CHILD_POINT),
        std::env::var(CHILD_HIT),
    ) else {
        return; // only meaningful when started by `crash_at_every_step`
    };
    let hit: usize = hit.parse().unwrap();
    let seen = std::sync::atomic::AtomicUsize::new(0);
    fail::cfg_callback(point, move || {
        if seen.fetch_add(1, std::sync::atomic::Ordering::SeqCst) + 1 == hit {
            std::process::abort();
        }
    })
    .unwrap();
    let dir = Path::new(&dir);
    let store = open_replica(dir, std::env::var_os(CHILD_POWER_CUT).is_some());
    run(&store, dir, 1);
}

/// The store under test: as a node opens it (`durable`: every flush made durable by
/// `MetaSync`) or as the other tests do.
fn open_replica(dir: &Path, durable: bool) -> Store {
    let replica = dir.join("replica");
    if durable {
        open_synced(&replica)
    } else {
        open(&replica)
    }
}

fn recover(dir: &Path, durable: bool) -> Store {
    let store = open_replica(dir, durable);
    let acked: Vec<u64> = records(&dir.join("acked"))
        .iter()
        .map(|r| u64::from_le_bytes(r.as_slice().try_into().unwrap()))
        .collect();
    let last_acked = acked.last().copied().unwrap_or(0);
    assert!(
        store.applied_index() >= last_acked,
        "an acknowledged entry was lost"
    );
    // Re-apply logged commands the store had not applied (the consensus log's job).
    let log = records(&dir.join("log"));
    for (i, bytes) in log.iter().enumerate() {
        let index = i as u64 + 1;
        if index > store.applied_index() {
            let cmd: Command = codec::decode(bytes).unwrap();
            store.apply(index, &cmd, None).unwrap();
        }
    }
    run(&store, dir, log.len() as u64 + 1);
    store
}

#[test]
fn crash_at_every_step() {
    crash_and_recover_at_every_step(false);
}

/// As `crash_at_every_step`, with the power cut after each crash: the replica's files
/// lose every write they had not fsynced (the power-cut filesystem), so each step must
/// have made durable whatever it acknowledged (DESIGN §2.3).
#[test]
fn power_cut_at_every_step() {
    crash_and_recover_at_every_step(true);
}

fn crash_and_recover_at_every_step(power_cut: bool) {
    if power_cut && !maskhouse_harness::require("power cuts", maskhouse_powercut::unavailable()) {
        return;
    }
    let reference_dir = tempfile::tempdir().unwrap();
    let reference = open(reference_dir.path());
    run(&reference, reference_dir.path(), 1);
    let expected = fingerprint(&reference);
    let expected_keys = live_keys(&reference);

    let points = [
        "stage::before_publish",
        "apply::add_part_renamed",
        "apply::mask_encoded",
        "merge::encoded",
        "apply::before_commit",
        "apply::after_commit",
    ];
    let exe = std::env::current_exe().unwrap();
    let mut crashes = 0;
    let mut reverted = 0;
    for point in points {
        for hit in [1usize, 2, 4] {
            let dir = tempfile::tempdir().unwrap();
            let disk = power_cut.then(|| {
                maskhouse_powercut::Mount::new(&dir.path().join("replica"))
                    .expect("mount the power-cut filesystem")
            });
            let mut child = Process::new(&exe);
            if power_cut {
                child.env(CHILD_POWER_CUT, "1");
            }
            let status = child
                .args([
                    "--exact",
                    "crash::crash_child",
                    "--ignored",
                    "--nocapture",
                    "--test-threads=1",
                ])
                .env(CHILD_DIR, dir.path())
                .env(CHILD_POINT, point)
                .env(CHILD_HIT, hit.to_string())
                .status()
                .unwrap();
            if !status.success() {
                crashes += 1;
            }
            if let Some(disk) = &disk {
                let cut = disk.power_cut();
                reverted += cut.files_reverted + cut.dirs_reverted + cut.inodes_lost;
                eprintln!("power cut after {point} hit {hit}: {cut:?}");
            }
            let store = recover(dir.path(), power_cut);
            assert_eq!(
                fingerprint(&store),
                expected,
                "after a crash at {point} hit {hit}"
            );
            assert_eq!(
                live_keys(&store),
                expected_keys,
                "after a crash at {point} hit {hit}"
            );
            // Nothing half-written: every file in the table directory is a part in the catalog.
            let snap = store.snapshot();
            let listed = std::fs::read_dir(dir.path().join("replica/parts/t"))
                .unwrap()
                .count();
            assert_eq!(
                listed,
                snap.table("t").unwrap().parts.len(),
                "stray files after {point} hit {hit}"
            );
        }
    }
    assert!(
        crashes >= 12,
        "the child must really crash ({crashes} crashes)"
    );
    assert!(
        !power_cut || reverted > 0,
        "the power cuts must have taken unsynced writes"
    );
}
