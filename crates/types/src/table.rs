use serde::{Deserialize, Serialize};

use crate::{validate_identifier, ColumnType, Error, Result};

/// Table engine; all of them store parts the same way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Engine {
    MergeTree,
    ReplicatedMergeTree,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ColumnDef {
    pub name: String,
    pub ty: ColumnType,
    /// `DEFAULT` expression as SQL text, evaluated by the SQL layer at insert time.
    pub default: Option<String>,
}

/// Everything `CREATE TABLE` fixes about a table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableSchema {
    pub name: String,
    pub columns: Vec<ColumnDef>,
    /// Sorting key: column names, in order. Empty means `ORDER BY tuple()`.
    pub order_by: Vec<String>,
    /// `PARTITION BY` expression as SQL text.
    pub partition_by: Option<String>,
    pub engine: Engine,
    pub settings: Vec<(String, String)>,
}

impl TableSchema {
    /// CRC-32 of the schema's encoding: what an `AddParts` names so that rows shaped
    /// for one table are never registered in another of the same name.
    pub fn checksum(&self) -> u32 {
        crc32fast::hash(&crate::codec::encode(self))
    }

    /// Checks names, duplicates, and that the sorting key names existing columns.
    pub fn validate(&self) -> Result<()> {
        validate_identifier(&self.name)?;
        if self.columns.is_empty() {
            return Err(Error::Invalid(format!(
                "table {} has no columns",
                self.name
            )));
        }
        let mut seen = std::collections::BTreeSet::new();
        for c in &self.columns {
            validate_identifier(&c.name)?;
            if !seen.insert(c.name.as_str()) {
                return Err(Error::Invalid(format!("duplicate column {}", c.name)));
            }
        }
        for k in &self.order_by {
            let col = self
                .column(k)
                .ok_or_else(|| Error::Invalid(format!("ORDER BY names unknown column {k}")))?;
            if col.ty.is_nullable() {
                return Err(Error::Invalid(format!(
                    "sorting key column {k} cannot be Nullable"
                )));
            }
        }
        Ok(())
    }

    pub fn column(&self, name: &str) -> Option<&ColumnDef> {
        self.columns.iter().find(|c| c.name == name)
    }

    pub fn column_index(&self, name: &str) -> Option<usize> {
        self.columns.iter().position(|c| c.name == name)
    }

    /// The positions of the sorting key's columns, in key order (validated when the
    /// table was created: every key column exists).
    pub fn sort_key(&self) -> Vec<usize> {
        self.order_by
            .iter()
            .map(|k| self.column_index(k).expect("validated sorting key"))
            .collect()
    }
}
