use serde::{Deserialize, Serialize};

use crate::PartName;

/// A statistics value. Dates are days, `DateTime` seconds and `DateTime64(3)`
/// milliseconds since the Unix epoch, all as `Int`.
#[derive(Clone, Debug, PartialEq, PartialOrd, Serialize, Deserialize)]
pub enum Value {
    Bool(bool),
    Int(i64),
    UInt(u64),
    Float(f64),
    Str(String),
}

/// Per-column statistics of a part, in schema column order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ColumnStats {
    /// `None` when the column has only nulls or its values are too long to keep.
    pub min: Option<Value>,
    pub max: Option<Value>,
    pub null_count: u64,
}

/// What the catalog knows of a part file without reading it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PartMeta {
    pub rows: u64,
    /// Size of the file.
    pub bytes: u64,
    /// CRC-32 (IEEE) of the whole file.
    pub checksum: u32,
    pub columns: Vec<ColumnStats>,
    /// Rows in each Parquet row group, in file order.
    pub row_group_rows: Vec<u64>,
}

impl PartMeta {
    /// Checks what can be checked without the file: row groups add up to the rows.
    pub fn is_consistent(&self) -> bool {
        self.row_group_rows.iter().sum::<u64>() == self.rows && self.rows <= crate::PART_ROWS_MAX
    }
}

/// A part registered in the catalog: its name and metadata.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NamedPart {
    pub name: PartName,
    pub meta: PartMeta,
}
