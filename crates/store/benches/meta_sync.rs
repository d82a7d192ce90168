//! The cost of an acknowledging sync of the metadata database: sled's flush of one small
//! write, then the `fdatasync` of its data file alone (the sync before blob files were
//! covered) against [`MetaSync::sync`] (blob files, data file, directories), with no
//! blob file, with 1000 blob files already synced, and with one new 200 KiB blob file
//! per sync (one value written again).
//!
//! Measured on ext4 over a virtio disk (dev profile, a shared 2-core machine; medians):
//! a small write 351 µs with the `fdatasync` alone, 388 µs with `MetaSync`; with 1000
//! blob files already synced, 483 µs against 1.19 ms (the listing of `blobs/`); a new
//! 200 KiB blob file per sync, 1.8 ms against 10–36 ms (its fsync and the directory's).
//!
//! Run: `cargo bench -p maskhouse-store --bench meta_sync`. The disk under the temp
//! directory decides the absolute numbers (set TMPDIR to measure another one).

use std::fs::File;

use criterion::{criterion_group, criterion_main, Criterion};
use maskhouse_store::MetaSync;

fn open(dir: &std::path::Path) -> (sled::Db, sled::Tree, MetaSync, File) {
    let meta = dir.join("meta");
    let db = sled::Config::new()
        .path(&meta)
        .flush_every_ms(None)
        .open()
        .unwrap();
    let tree = db.open_tree("t").unwrap();
    let sync = MetaSync::open(&meta).unwrap();
    let file = File::open(meta.join("db")).unwrap();
    (db, tree, sync, file)
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("meta_sync");
    group.sample_size(30);
    for blobs in [0u32, 1000] {
        let dir = tempfile::tempdir().unwrap();
        let (_db, tree, sync, file) = open(dir.path());
        for i in 0..blobs {
            tree.insert(format!("blob{i}"), vec![1u8; 140 << 10])
                .unwrap();
        }
        let mark = sync.mark();
        tree.flush().unwrap();
        sync.sync(mark).unwrap();
        let present = std::fs::read_dir(dir.path().join("meta").join("blobs"))
            .unwrap()
            .count();
        assert!(present >= blobs as usize, "{present} blob files");
        let mut i = 0u64;
        group.bench_function(format!("small_write_fdatasync_only/{blobs}_blobs"), |b| {
            b.iter(|| {
                i += 1;
                tree.insert(i.to_be_bytes(), &[0u8; 64][..]).unwrap();
                tree.flush().unwrap();
                file.sync_data().unwrap();
            })
        });
        group.bench_function(format!("small_write_meta_sync/{blobs}_blobs"), |b| {
            b.iter(|| {
                i += 1;
                tree.insert(i.to_be_bytes(), &[0u8; 64][..]).unwrap();
                let mark = sync.mark();
                tree.flush().unwrap();
                sync.sync(mark).unwrap();
            })
        });
    }
    let dir = tempfile::tempdir().unwrap();
    let (_db, tree, sync, file) = open(dir.path());
    let mut i = 0u64;
    group.bench_function("blob_write_fdatasync_only", |b| {
        b.iter(|| {
            i += 1;
            tree.insert(b"big", vec![i as u8; 200 << 10]).unwrap();
            tree.flush().unwrap();
            file.sync_data().unwrap();
        })
    });
    group.bench_function("blob_write_meta_sync", |b| {
        b.iter(|| {
            i += 1;
            tree.insert(b"big", vec![i as u8; 200 << 10]).unwrap();
            let mark = sync.mark();
            tree.flush().unwrap();
            sync.sync(mark).unwrap();
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
