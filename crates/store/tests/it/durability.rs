//! What a power cut may not take: the metadata a command acknowledges is synced, its
//! large values (sled's blob files) included.

use std::{collections::BTreeSet, sync::Arc};

use maskhouse_store::{Store, StoreConfig};

use crate::support::{create, delete, insert, open_db, rows, TestCompiler};

/// Guards DESIGN §2.3 (durable means file data and directories fsynced): a mask larger
/// than sled keeps in its log (about 128 KiB) lives in a blob file under `meta/blobs/`,
/// and the apply that recorded it returns only once that file and its directory entry
/// are synced.
#[test]
fn a_large_mask_is_synced_before_its_apply_returns() {
    let dir = tempfile::tempdir().unwrap();
    let db = open_db(dir.path());
    let mut config = StoreConfig::new(dir.path());
    config.meta_dir = Some(dir.path().join("meta"));
    let s = Store::open(config, &db, Arc::new(TestCompiler)).unwrap();
    s.apply(1, &create(), None).unwrap();
    // Every other row of 17 chunks of 2^16 rows: 17 bitmap containers of 8 KiB.
    let keys: Vec<u64> = (0..17 << 16).collect();
    let c = insert(&s, &rows(&keys, 0));
    s.apply(2, &c, None).unwrap();
    s.apply(3, &delete("k % 2 = 0"), None).unwrap();
    let part = s
        .snapshot()
        .table("t")
        .unwrap()
        .parts
        .values()
        .next()
        .unwrap()
        .clone();
    let bytes = s.mask_bytes("t", &part.name, 3).unwrap().unwrap();
    assert!(bytes.len() > 128 << 10, "the mask is {} bytes", bytes.len());

    let blobs: BTreeSet<String> = std::fs::read_dir(dir.path().join("meta").join("blobs"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        !blobs.is_empty(),
        "sled keeps a value this large in a blob file"
    );
    let synced = s.meta_sync().unwrap().synced_blobs();
    assert!(
        blobs.is_subset(&synced),
        "blob files {blobs:?}, synced {synced:?}"
    );
}
