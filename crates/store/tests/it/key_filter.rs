//! Key filters: a point lookup by key skips the parts whose filter lacks its key, and
//! only those (results are the same with or without filters, DESIGN §2.1).

use maskhouse_types::CommandOutcome;

use crate::support::*;

/// A point DELETE reads only the parts that may hold its key: once the filters are
/// built, a part whose file is damaged but cannot hold the key is never opened, and one
/// that may hold it is.
#[test]
fn point_lookups_skip_the_parts_whose_key_filter_lacks_the_key() {
    let dir = tempfile::tempdir().unwrap();
    let s = open(dir.path());
    s.apply(1, &create(), None).unwrap();
    let even: Vec<u64> = (0..20).filter(|k| k % 2 == 0).collect();
    let odd: Vec<u64> = (0..20).filter(|k| k % 2 == 1).collect();
    s.apply(2, &insert(&s, &rows(&even, 0)), None).unwrap();
    s.apply(3, &insert(&s, &rows(&odd, 0)), None).unwrap();
    assert_eq!(s.key_filter_bytes(), 0);
    // Both parts' key ranges admit 4: both filters are built, 8 bytes a key.
    assert_eq!(
        s.apply(4, &delete("k = 4"), None).unwrap(),
        CommandOutcome::Deleted {
            mutation: 4,
            rows: 1
        }
    );
    assert_eq!(s.key_filter_bytes(), 8 * 20);
    // Damage the odd part: only a lookup that opens it can tell.
    let odd_part = s.snapshot().table("t").unwrap().parts
        [&"all_3_3_0".parse::<maskhouse_types::PartName>().unwrap()]
        .file
        .path
        .clone();
    let len = std::fs::metadata(&odd_part).unwrap().len() as usize;
    std::fs::write(&odd_part, vec![7u8; len]).unwrap();
    assert_eq!(
        s.apply(5, &delete("k = 6"), None).unwrap(),
        CommandOutcome::Deleted {
            mutation: 5,
            rows: 1
        }
    );
    // A key the odd part's filter holds makes the lookup open it, and find the damage.
    let e = s.apply(6, &delete("k = 7"), None).unwrap_err();
    assert!(matches!(e, maskhouse_store::Error::DamagedPart(_)), "{e}");
}
