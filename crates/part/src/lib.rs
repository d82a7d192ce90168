//! Parts and masks: the bytes maskhouse keeps on disk.
//!
//! A part is an immutable Parquet file of rows sorted by the table's sorting key,
//! published atomically ([`publish`]) and verified against its CRC-32 when opened
//! ([`PartReader`]); each block read later is checked against the sum that pass took
//! of it ([`CheckedFile`]). A mask is a roaring bitmap of deleted row offsets, framed as an
//! Iceberg v3 / Delta Lake deletion vector ([`mask`]). [`selection`] turns a mask into
//! Parquet row selections, and [`merge`] k-way merges sorted parts.
//!
//! This is the only crate that writes Parquet.

mod checked;
mod error;
mod fsutil;
pub mod mask;
pub mod merge;
mod reader;
mod rows;
pub mod schema;
pub mod selection;
mod writer;

pub use checked::{sum_blocks, BlockSums, CheckedFile, CHECKED_BLOCK_BYTES};
pub use error::{Error, ErrorKind, Result};
pub use fsutil::{create_dir_durable, move_durable, publish, publish_with, sync_dir, Moved};
pub use reader::{
    choose_mode, row_group_stats, verify_bytes, verify_file, Footer, MaskMode, PartReader,
    BATCH_ROWS, SELECTION_RUN_ROWS_MIN,
};
pub use rows::{decode_rows, encode_rows};
pub use writer::{encode_part, sort_batch, PartWriter, GROUPS_IN_FLIGHT, ROW_GROUP_ROWS};

pub use roaring::RoaringBitmap;
