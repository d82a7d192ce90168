//! Keys of the one sled tree that holds the catalog. One tree keeps every change of a
//! command in one atomic batch.

use maskhouse_types::PartName;

pub const APPLIED: &[u8] = b"a";
pub const STATE_MACHINE: &[u8] = b"s";

/// A database other than `default` and `system`: its name, nothing else.
pub fn database(name: &str) -> Vec<u8> {
    [b"d\0", name.as_bytes()].concat()
}

/// A table whose merges are stopped (`SYSTEM STOP MERGES`): its name, nothing else.
pub fn merges_stopped(table: &str) -> Vec<u8> {
    [b"x\0", table.as_bytes()].concat()
}

pub fn table(table: &str) -> Vec<u8> {
    [b"t\0", table.as_bytes()].concat()
}

pub fn part_prefix(table: &str) -> Vec<u8> {
    [b"p\0", table.as_bytes(), b"\0"].concat()
}

pub fn part(table: &str, part: &PartName) -> Vec<u8> {
    [part_prefix(table), part.to_string().into_bytes()].concat()
}

pub fn mask_prefix(table: &str) -> Vec<u8> {
    [b"m\0", table.as_bytes(), b"\0"].concat()
}

pub fn mask_part_prefix(table: &str, part: &PartName) -> Vec<u8> {
    [
        mask_prefix(table),
        part.to_string().into_bytes(),
        b"\0".to_vec(),
    ]
    .concat()
}

pub fn mask(table: &str, part: &PartName, mutation: u64) -> Vec<u8> {
    [
        mask_part_prefix(table, part),
        mutation.to_be_bytes().to_vec(),
    ]
    .concat()
}

/// The mask versions of a part removed from the catalog, kept as long as its retired
/// file (a lagging replica may still need them, DESIGN §2.6).
pub fn retired_mask_part_prefix(table: &str, part: &PartName) -> Vec<u8> {
    [
        b"r\0",
        table.as_bytes(),
        b"\0",
        part.to_string().as_bytes(),
        b"\0",
    ]
    .concat()
}

pub fn retired_mask(table: &str, part: &PartName, mutation: u64) -> Vec<u8> {
    [
        retired_mask_part_prefix(table, part),
        mutation.to_be_bytes().to_vec(),
    ]
    .concat()
}

pub fn mutation_prefix(table: &str) -> Vec<u8> {
    [b"u\0", table.as_bytes(), b"\0"].concat()
}

/// The record of mutation `number` (its log index), statement `statement` of its
/// entry (0 unless the entry is a group of statements, design 007).
pub fn mutation(table: &str, number: u64, statement: u32) -> Vec<u8> {
    let mut key = [mutation_prefix(table), number.to_be_bytes().to_vec()].concat();
    if statement > 0 {
        key.extend_from_slice(&statement.to_be_bytes());
    }
    key
}

/// The statement of a [`mutation`] key.
pub fn mutation_statement(key: &[u8], table: &str) -> u32 {
    let tail = &key[(mutation_prefix(table).len() + 8).min(key.len())..];
    tail.try_into().map(u32::from_be_bytes).unwrap_or(0)
}

pub fn pending_prefix(table: &str) -> Vec<u8> {
    [b"g\0", table.as_bytes(), b"\0"].concat()
}

pub fn pending(table: &str, merge: u64) -> Vec<u8> {
    [pending_prefix(table), merge.to_be_bytes().to_vec()].concat()
}

/// Splits a key after its one-letter kind into `n` fields at `\0`; the last field
/// keeps any zero bytes of a binary suffix.
pub fn fields(key: &[u8], n: usize) -> Vec<&[u8]> {
    key.get(2..)
        .unwrap_or_default()
        .splitn(n, |&b| b == 0)
        .collect()
}
