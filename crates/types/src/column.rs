use std::fmt;

use serde::{Deserialize, Serialize};

use crate::{Error, Result};

/// A ClickHouse column type as it appears in `CREATE TABLE`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ColumnType {
    UInt8,
    UInt16,
    UInt32,
    UInt64,
    Int8,
    Int16,
    Int32,
    Int64,
    Float32,
    Float64,
    String,
    Bool,
    Date,
    DateTime,
    /// Sub-second precision digits; only 3 (milliseconds) is supported.
    DateTime64(u8),
    Nullable(Box<ColumnType>),
    LowCardinality(Box<ColumnType>),
    /// `Array(T)`: a list of values of `T` in each row, stored as a Parquet list.
    Array(Box<ColumnType>),
}

impl ColumnType {
    /// Parses a type name such as `UInt32`, `Nullable(String)` or `DateTime64(3)`.
    pub fn parse(text: &str) -> Result<Self> {
        let text = text.trim();
        // Each level of nesting is a level of recursion here.
        if text.matches('(').count() > 32 {
            return Err(Error::Invalid(format!(
                "a type nested over 32 levels: {:.40}…",
                text
            )));
        }
        if let Some((outer, inner)) = text.split_once('(') {
            let inner = inner
                .strip_suffix(')')
                .ok_or_else(|| Error::Invalid(format!("unbalanced type {text:?}")))?
                .trim();
            return match outer.trim() {
                "Nullable" => {
                    let inner = ColumnType::parse(inner)?;
                    if matches!(
                        inner,
                        ColumnType::Nullable(_)
                            | ColumnType::LowCardinality(_)
                            | ColumnType::Array(_)
                    ) {
                        return Err(Error::Invalid(format!("unsupported type {text:?}")));
                    }
                    Ok(ColumnType::Nullable(Box::new(inner)))
                }
                "LowCardinality" => match ColumnType::parse(inner)? {
                    ColumnType::String => {
                        Ok(ColumnType::LowCardinality(Box::new(ColumnType::String)))
                    }
                    _ => Err(Error::Invalid(format!(
                        "LowCardinality supports only String here, got {text:?}"
                    ))),
                },
                "DateTime64" => match inner.split(',').next().map(str::trim) {
                    Some("3") => Ok(ColumnType::DateTime64(3)),
                    _ => Err(Error::Invalid(format!(
                        "DateTime64 supports precision 3 only, got {text:?}"
                    ))),
                },
                "DateTime" => Ok(ColumnType::DateTime),
                "Array" => match ColumnType::parse(inner)? {
                    ColumnType::LowCardinality(_) => Err(Error::Invalid(format!(
                        "LowCardinality inside Array is not supported, got {text:?}"
                    ))),
                    inner => Ok(ColumnType::Array(Box::new(inner))),
                },
                // `VARCHAR(255)`: the length is not kept, as in ClickHouse.
                outer if matches!(sql_alias(outer), Some(ColumnType::String)) => {
                    Ok(ColumnType::String)
                }
                _ => Err(Error::Invalid(format!("unknown type {text:?}"))),
            };
        }
        if let Some(ty) = sql_alias(text) {
            return Ok(ty);
        }
        Ok(match text {
            "UInt8" => ColumnType::UInt8,
            "UInt16" => ColumnType::UInt16,
            "UInt32" => ColumnType::UInt32,
            "UInt64" => ColumnType::UInt64,
            "Int8" => ColumnType::Int8,
            "Int16" => ColumnType::Int16,
            "Int32" => ColumnType::Int32,
            "Int64" => ColumnType::Int64,
            "Float32" => ColumnType::Float32,
            "Float64" => ColumnType::Float64,
            "String" => ColumnType::String,
            "Bool" | "Boolean" => ColumnType::Bool,
            "Date" => ColumnType::Date,
            "DateTime" => ColumnType::DateTime,
            _ => return Err(Error::Invalid(format!("unknown type {text:?}"))),
        })
    }

    /// Whether a column of this type may be NULL.
    pub fn is_nullable(&self) -> bool {
        matches!(self, ColumnType::Nullable(_))
    }

    /// Whether a ReplacingMergeTree may take a column of this type as its version:
    /// ClickHouse's rule, an unsigned integer, `Date`, `DateTime` or `DateTime64`.
    pub fn is_version(&self) -> bool {
        matches!(
            self,
            ColumnType::UInt8
                | ColumnType::UInt16
                | ColumnType::UInt32
                | ColumnType::UInt64
                | ColumnType::Date
                | ColumnType::DateTime
                | ColumnType::DateTime64(_)
        )
    }

    /// Whether values of this type can be ordered and compared as keys: not arrays.
    pub fn is_scalar(&self) -> bool {
        !matches!(self.base(), ColumnType::Array(_))
    }

    /// The type without `Nullable` and `LowCardinality` wrappers.
    pub fn base(&self) -> &ColumnType {
        match self {
            ColumnType::Nullable(t) | ColumnType::LowCardinality(t) => t.base(),
            t => t,
        }
    }
}

/// The SQL names ClickHouse takes for its types, in any case (`INT`, `BIGINT UNSIGNED`,
/// `DOUBLE PRECISION`, `VARCHAR` …): the type each names.
fn sql_alias(text: &str) -> Option<ColumnType> {
    let words: Vec<String> = text
        .split_whitespace()
        .map(|w| w.to_ascii_uppercase())
        .collect();
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    Some(match words.as_slice() {
        ["TINYINT" | "INT1" | "BYTE"] | ["TINYINT" | "INT1", "SIGNED"] => ColumnType::Int8,
        ["TINYINT" | "INT1", "UNSIGNED"] => ColumnType::UInt8,
        ["SMALLINT" | "SHORT"] | ["SMALLINT", "SIGNED"] => ColumnType::Int16,
        ["SMALLINT", "UNSIGNED"] => ColumnType::UInt16,
        ["INT" | "INTEGER" | "MEDIUMINT"] | ["INT" | "INTEGER" | "MEDIUMINT", "SIGNED"] => {
            ColumnType::Int32
        }
        ["INT" | "INTEGER" | "MEDIUMINT", "UNSIGNED"] => ColumnType::UInt32,
        ["BIGINT" | "SIGNED"] | ["BIGINT", "SIGNED"] => ColumnType::Int64,
        ["BIGINT", "UNSIGNED"] | ["UNSIGNED"] => ColumnType::UInt64,
        ["FLOAT" | "REAL" | "SINGLE"] => ColumnType::Float32,
        ["DOUBLE"] | ["DOUBLE", "PRECISION"] => ColumnType::Float64,
        ["TEXT" | "TINYTEXT" | "MEDIUMTEXT" | "LONGTEXT" | "VARCHAR" | "CHAR" | "CHARACTER"
        | "NCHAR" | "NVARCHAR" | "VARCHAR2" | "CLOB" | "BLOB" | "TINYBLOB" | "MEDIUMBLOB"
        | "LONGBLOB" | "BYTEA" | "BINARY" | "VARBINARY"] => ColumnType::String,
        ["BOOL" | "BOOLEAN"] => ColumnType::Bool,
        ["TIMESTAMP"] => ColumnType::DateTime,
        _ => return None,
    })
}

impl fmt::Display for ColumnType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ColumnType::DateTime64(p) => write!(f, "DateTime64({p})"),
            ColumnType::Nullable(t) => write!(f, "Nullable({t})"),
            ColumnType::LowCardinality(t) => write!(f, "LowCardinality({t})"),
            ColumnType::Array(t) => write!(f, "Array({t})"),
            other => write!(f, "{other:?}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// ClickHouse's SQL names of its types, in any case, are the types they name.
    #[test]
    fn sql_names_are_aliases() {
        for (text, ty) in [
            ("Int", ColumnType::Int32),
            ("int", ColumnType::Int32),
            ("INTEGER", ColumnType::Int32),
            ("int unsigned", ColumnType::UInt32),
            ("BIGINT", ColumnType::Int64),
            ("TINYINT UNSIGNED", ColumnType::UInt8),
            ("double precision", ColumnType::Float64),
            ("FLOAT", ColumnType::Float32),
            ("VARCHAR(255)", ColumnType::String),
            ("text", ColumnType::String),
            ("boolean", ColumnType::Bool),
        ] {
            assert_eq!(ColumnType::parse(text).unwrap(), ty, "{text}");
        }
        assert!(ColumnType::parse("Integer8").is_err());
        assert!(ColumnType::parse("Nullable(int)").is_ok());
    }

    #[test]
    fn parse_and_display_round_trip() {
        for text in [
            "UInt8",
            "UInt64",
            "Int32",
            "Float64",
            "String",
            "Bool",
            "Date",
            "DateTime",
            "DateTime64(3)",
            "Nullable(UInt32)",
            "LowCardinality(String)",
            "Nullable(String)",
            "Array(UInt8)",
            "Array(Nullable(String))",
            "Array(Array(DateTime64(3)))",
        ] {
            assert_eq!(ColumnType::parse(text).unwrap().to_string(), text);
        }
        for bad in [
            "UInt128",
            "Nullable(Nullable(Int8))",
            "DateTime64(9)",
            "Nullable(",
            "Foo(1)",
            "Nullable(Array(UInt8))",
            "Array(LowCardinality(String))",
            "Array(UInt8",
        ] {
            assert!(ColumnType::parse(bad).is_err(), "{bad}");
        }
    }
}
