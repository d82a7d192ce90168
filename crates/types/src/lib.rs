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
pub mod sql;
mod table;

pub use column::{
    canonical_uuid, is_unnamed_tuple, split_args as split_type_args, unnamed_element, uuid_text,
    ColumnType, EnumType, TupleElement, FIXED_STRING_BYTES_MAX,
};
pub use command::{Command, CommandOutcome, InlineRows, StagedPart, SubqueryLimits};
pub use error::{Error, Result};
pub use part_meta::{ColumnStats, NamedPart, PartMeta, Value};
pub use part_name::{validate_partition_id, PartName, PARTITION_ID_BYTES_MAX};
pub use table::{
    ColumnDef, DefaultKind, Engine, JoinEngine, TableSchema, TtlRule, SORT_KEY_PREFIX,
};

/// Largest number of rows one part may hold: row offsets in masks are `u32`.
pub const PART_ROWS_MAX: u64 = u32::MAX as u64;

/// Checks that `name` is an identifier usable as a table or column name and as a
/// directory name: letters (any script), digits and `_`, at most 128 bytes. It may
/// start with a digit, as ClickHouse's names may (`01851_merge_tree`); such a name is
/// written in backquotes in SQL.
pub fn validate_identifier(name: &str) -> Result<()> {
    if name.is_empty() || name.len() > 128 || !name.chars().all(|c| c.is_alphanumeric() || c == '_')
    {
        return Err(Error::Invalid(format!("bad identifier {name:?}")));
    }
    Ok(())
}

/// Checks a column's name: identifiers joined by dots (`id`, `n.x`, `a.b.c`), as the
/// columns of a `Nested` structure and flattened records are named; at most 128 bytes.
pub fn validate_column_name(name: &str) -> Result<()> {
    if name.len() > 128
        || name
            .split('.')
            .any(|piece| validate_identifier(piece).is_err())
    {
        return Err(Error::Invalid(format!("bad column name {name:?}")));
    }
    Ok(())
}

/// Checks a table's name: `t` (a table of `default`) or `db.t` (a table of database
/// `db`, which is neither `default` nor `system`), each part an identifier.
pub fn validate_table_name(name: &str) -> Result<()> {
    // The whole name is one directory name (`db.t`), which a file system keeps short.
    if name.len() > TABLE_NAME_BYTES_MAX {
        return Err(Error::Invalid(format!(
            "table name {name:?} is longer than {TABLE_NAME_BYTES_MAX} bytes"
        )));
    }
    match name.split_once('.') {
        None => validate_identifier(name),
        Some((db, table)) => {
            validate_database_name(db)?;
            validate_identifier(table)
        }
    }
}

/// The longest table name, database included (`db.t`): a directory name.
pub const TABLE_NAME_BYTES_MAX: usize = 200;

/// Checks the name of a database that can be created: an identifier other than
/// `default` and `system`, which always exist, and `public` and `information_schema`,
/// which the query engine keeps for itself.
pub fn validate_database_name(name: &str) -> Result<()> {
    validate_identifier(name)?;
    if matches!(name, "default" | "system") {
        return Err(Error::Invalid(format!("database {name} always exists")));
    }
    // `__temporary` is where a query reads a session's temporary tables.
    if matches!(
        name,
        "public" | "information_schema" | "INFORMATION_SCHEMA" | "__temporary"
    ) {
        return Err(Error::Invalid(format!("database name {name} is reserved")));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{validate_column_name, validate_identifier, validate_table_name};

    /// A table's name is its database's and its own; `default`'s tables are unqualified.
    #[test]
    fn table_names_are_one_or_two_identifiers() {
        for ok in [
            "t",
            "db.t",
            "01db.1t",
            &format!("{}.{}", "d".repeat(100), "t".repeat(99)),
        ] {
            assert!(validate_table_name(ok).is_ok(), "{ok:?} refused");
        }
        // Each part within its 128 bytes, the whole past a directory name's bound.
        let long = format!("{}.{}", "d".repeat(128), "t".repeat(128));
        assert!(validate_table_name(&long).is_err());
        assert!(super::validate_database_name("public").is_err());
        for bad in [
            "",
            "db.",
            ".t",
            "a.b.c",
            "default.t",
            "system.t",
            "db/x.t",
            "db..t",
        ] {
            assert!(validate_table_name(bad).is_err(), "{bad:?} accepted");
        }
    }

    /// Names are directory names too: nothing that walks a path or splits a name passes.
    #[test]
    fn identifiers_are_names_of_one_path_component() {
        for ok in [
            "t",
            "_x",
            "01851_merge_tree",
            "1",
            "привет",
            "мир_2",
            &"a".repeat(128),
        ] {
            assert!(validate_identifier(ok).is_ok(), "{ok:?} refused");
        }
        for bad in [
            "",
            "a.b",
            "..",
            ".inner",
            "a/b",
            "a b",
            "a\0",
            "a-b",
            &"a".repeat(129),
        ] {
            assert!(validate_identifier(bad).is_err(), "{bad:?} accepted");
        }
    }

    /// A column's name may hold dots between identifiers (`n.x`), never empty pieces.
    #[test]
    fn column_names_are_identifiers_joined_by_dots() {
        for ok in ["id", "n.x", "a.b.c", "ParsedParams.Key1", "мир.x"] {
            assert!(validate_column_name(ok).is_ok(), "{ok:?} refused");
        }
        for bad in ["", "n.", ".x", "a..b", "a b.c", "a/b", &"a".repeat(129)] {
            assert!(validate_column_name(bad).is_err(), "{bad:?} accepted");
        }
    }
}
