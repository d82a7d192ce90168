//! The filesystem through the kernel, as a program sees it.

use std::{
    fs::{self, File, OpenOptions},
    io::{Read, Seek, SeekFrom, Write},
    path::Path,
};

use maskhouse_powercut::{unavailable, Mount};

/// Mounts a fresh filesystem, or says why not (outside CI, the test then passes
/// without running; CI installs what it needs, and there a missing `/dev/fuse` fails).
fn mount(dir: &Path) -> Option<Mount> {
    if let Some(why) = unavailable() {
        assert!(
            std::env::var("CI").is_err(),
            "CI runs every test and this one needs FUSE: {why}"
        );
        eprintln!("skipped: {why}");
        return None;
    }
    Some(Mount::new(dir).expect("mount"))
}

fn sync_dir(dir: &Path) {
    File::open(dir)
        .expect("open dir")
        .sync_all()
        .expect("fsync dir");
}

#[test]
fn a_power_cut_loses_exactly_what_was_not_synced() {
    let tmp = tempfile::tempdir().unwrap();
    let Some(disk) = mount(&tmp.path().join("mnt")) else {
        return;
    };
    let root = disk.path();
    fs::create_dir(root.join("parts")).unwrap();
    sync_dir(root);

    // Durable: data fsynced, name fsynced in its directory.
    let mut f = File::create(root.join("parts/a")).unwrap();
    f.write_all(b"kept").unwrap();
    f.sync_all().unwrap();
    sync_dir(&root.join("parts"));
    // Then written past its last fsync.
    f.write_all(b" and lost").unwrap();
    drop(f);
    // Synced data under a name that never was.
    let mut g = File::create(root.join("parts/b")).unwrap();
    g.write_all(b"unnamed").unwrap();
    g.sync_data().unwrap();
    drop(g);
    // The temp-file, fsync, rename dance without the directory fsync.
    fs::write(root.join("parts/a.tmp"), b"replacement").unwrap();
    File::open(root.join("parts/a.tmp"))
        .unwrap()
        .sync_all()
        .unwrap();
    assert_eq!(fs::read(root.join("parts/a")).unwrap(), b"kept and lost");
    fs::rename(root.join("parts/a.tmp"), root.join("parts/a")).unwrap();
    assert_eq!(fs::read(root.join("parts/a")).unwrap(), b"replacement");

    let cut = disk.power_cut();
    assert_eq!(fs::read(root.join("parts/a")).unwrap(), b"kept");
    assert!(!root.join("parts/b").exists());
    assert!(!root.join("parts/a.tmp").exists());
    assert_eq!(cut.dirs_reverted, 1, "{cut:?}");

    // The same dance with the directory fsync is durable.
    fs::write(root.join("parts/a.tmp"), b"replacement").unwrap();
    File::open(root.join("parts/a.tmp"))
        .unwrap()
        .sync_all()
        .unwrap();
    fs::rename(root.join("parts/a.tmp"), root.join("parts/a")).unwrap();
    sync_dir(&root.join("parts"));
    disk.power_cut();
    assert_eq!(fs::read(root.join("parts/a")).unwrap(), b"replacement");
}

#[test]
fn files_behave_as_on_a_disk() {
    let tmp = tempfile::tempdir().unwrap();
    let Some(disk) = mount(&tmp.path().join("mnt")) else {
        return;
    };
    let path = disk.path().join("f");
    let mut f = OpenOptions::new()
        .create(true)
        .read(true)
        .write(true)
        .truncate(true)
        .open(&path)
        .unwrap();
    let big: Vec<u8> = (0..300_000u32).map(|i| (i % 253) as u8).collect();
    f.write_all(&big).unwrap();
    f.seek(SeekFrom::Start(100_000)).unwrap();
    let mut back = vec![0; 1000];
    f.read_exact(&mut back).unwrap();
    assert_eq!(back, big[100_000..101_000]);
    f.set_len(10).unwrap();
    assert_eq!(fs::metadata(&path).unwrap().len(), 10);
    let mut appender = OpenOptions::new().append(true).open(&path).unwrap();
    appender.write_all(b"+tail").unwrap();
    assert_eq!(fs::read(&path).unwrap()[10..], *b"+tail");
    fs::hard_link(&path, disk.path().join("g")).unwrap();
    fs::remove_file(&path).unwrap();
    assert_eq!(fs::read(disk.path().join("g")).unwrap().len(), 15);
    fs::create_dir_all(disk.path().join("x/y")).unwrap();
    let mut names: Vec<String> = fs::read_dir(disk.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    assert_eq!(names, ["g", "x"]);
    assert!(fs::remove_dir(disk.path().join("x")).is_err(), "not empty");
}
