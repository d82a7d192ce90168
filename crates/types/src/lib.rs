//! Vocabulary shared by every maskhouse layer: table schemas and column types, part
//! names, part metadata, the commands of the log, and the one codec that serializes
//! anything persisted or sent.
//!
//! Main types: [`TableSchema`], [`ColumnType`], [`PartName`], [`PartMeta`], [`Command`],
//! [`CommandOutcome`]; [`codec`] encodes them with a format version byte; [`clock`] is
//! the wall clock whose readings go into the log.

pub mod clock;
pub mod codec;
pub mod codes;
mod column;
mod command;
mod error;
mod part_meta;
mod part_name;
mod table;

pub use column::{canonical_uuid, uuid_text, ColumnType, EnumType, FIXED_STRING_BYTES_MAX};
pub use command::{Command, CommandOutcome, InlineRows, StagedPart, SubqueryLimits};
pub use error::{Error, Result};
pub use part_meta::{ColumnStats, NamedPart, PartMeta, Value};
pub use part_name::{validate_partition_id, PartName};
pub use table::{ColumnDef, Engine, TableSchema};

/// Largest number of rows one part may hold: row offsets in masks are `u32`.
pub const PART_ROWS_MAX: u64 = u32::MAX as u64;

/// Checks that `name` is a plain identifier usable as a table or column name and as a
/// directory name: ASCII letters, digits and `_`, not starting with a digit.
pub fn validate_identifier(name: &str) -> Result<()> {
    let mut chars = name.chars();
    let first_ok = chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_');
    if !first_ok || name.len() > 128 || !chars.all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Err(Error::Invalid(format!("bad identifier {name:?}")));
    }
    Ok(())
}
