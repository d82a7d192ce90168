use proptest::prelude::*;

use super::*;

/// The encoding of {1, 3, 5}, derived by hand from the deletion-vector spec and the
/// portable roaring format (no run containers: cookie 12346, then container count,
/// key and cardinality - 1, one 4-byte offset, then the array values).
#[test]
fn encoding_matches_the_spec_byte_for_byte() {
    let mask: RoaringBitmap = [1u32, 3, 5].into_iter().collect();
    #[rustfmt::skip]
    let body: Vec<u8> = vec![
        0xD1, 0xD3, 0x39, 0x64,                         // magic
        1, 0, 0, 0, 0, 0, 0, 0,                         // 64-bit: one bucket (u64 LE)
        0, 0, 0, 0,                                     // bucket key 0 (u32 LE)
        0x3A, 0x30, 0, 0,                               // cookie 12346 (u32 LE)
        1, 0, 0, 0,                                     // one container (u32 LE)
        0, 0, 2, 0,                                     // key 0, cardinality - 1 = 2
        16, 0, 0, 0,                                    // container offset: 8 + 4 + 4 = 16
        1, 0, 3, 0, 5, 0,                               // array container values (u16 LE)
    ];
    let mut expected = (body.len() as u32).to_be_bytes().to_vec();
    expected.extend_from_slice(&body);
    expected.extend_from_slice(&crc32fast::hash(&body).to_be_bytes());
    assert_eq!(encode(&mask), expected);
    assert_eq!(decode(&expected, 6).unwrap(), mask);
}

#[test]
fn empty_mask_round_trips() {
    let bytes = encode(&RoaringBitmap::new());
    assert_eq!(bytes.len(), 4 + 4 + 8 + 4);
    assert!(decode(&bytes, 0).unwrap().is_empty());
}

#[test]
fn decoder_is_strict() {
    let mask: RoaringBitmap = (0..1000u32).step_by(3).collect();
    let good = encode(&mask);
    assert!(decode(&good, 1000).is_ok());
    // Offsets must be below the part's rows.
    assert!(decode(&good, 999).is_err());
    // Truncation anywhere.
    for cut in [0, 3, 8, good.len() / 2, good.len() - 1] {
        assert!(decode(&good[..cut], 1000).is_err(), "cut at {cut}");
    }
    // A flipped bit anywhere fails (length, magic, body, or CRC).
    for at in 0..good.len() {
        let mut bad = good.clone();
        bad[at] ^= 0x10;
        assert!(decode(&bad, 1000).is_err(), "flip at {at}");
    }
    // Trailing bytes.
    let mut long = good.clone();
    long.push(0);
    assert!(decode(&long, 1000).is_err());
}

/// Invariant 2.1: masks built by any operations (dense runs, removals down to and
/// across the 4096-value container boundary) encode as their rebuilt form does.
#[test]
fn any_layout_encodes_as_its_rebuilt_form() {
    let mut masks = vec![];
    let dense: Vec<u8> = (0..40_000u32)
        .map(|i| (i.wrapping_mul(2654435761) >> 13) as u8)
        .collect();
    masks.push(RoaringBitmap::from_lsb0_bytes(0, &dense));
    let mut m = RoaringBitmap::new();
    m.insert_range(0..10_000);
    m.remove_range(4096..10_000);
    masks.push(m.clone());
    m.remove(7);
    masks.push(m.clone());
    m.insert_range(70_000..200_000);
    m.remove_range(70_001..199_999);
    masks.push(m);
    let mut every_third: RoaringBitmap = (0..300_000u32).step_by(3).collect();
    every_third -= &(100_000..250_000u32).collect::<RoaringBitmap>();
    masks.push(every_third);
    for mask in masks {
        let rebuilt = RoaringBitmap::from_sorted_iter(mask.iter()).unwrap();
        assert_eq!(encode(&mask), encode(&rebuilt));
        assert_eq!(decode(&encode(&mask), 1 << 20).unwrap(), mask);
    }
}

proptest! {
    #[test]
    fn encode_decode_round_trip(offsets in proptest::collection::vec(0u32..200_000, 0..2000)) {
        let mask: RoaringBitmap = offsets.iter().copied().collect();
        let bytes = encode(&mask);
        prop_assert_eq!(decode(&bytes, 200_000).unwrap(), mask.clone());
        prop_assert_eq!(digest(&bytes, mask.len()).cardinality, mask.len());
    }

    /// Invariant 2.1: the bytes depend only on the set, not on how it was built.
    #[test]
    fn encoding_is_canonical(offsets in proptest::collection::vec(0u32..100_000, 0..3000)) {
        let direct: RoaringBitmap = offsets.iter().copied().collect();
        let mut built = RoaringBitmap::new();
        for chunk in offsets.chunks(7).rev() {
            let part: RoaringBitmap = chunk.iter().copied().collect();
            built |= part;
        }
        built.insert_range(0..5000);
        built.remove_range(0..5000);
        for v in offsets.iter().filter(|&&v| v < 5000) { built.insert(*v); }
        prop_assert_eq!(encode(&direct), encode(&built));
    }
}
