use std::{fmt, str::FromStr};

use serde::{Deserialize, Serialize};

use crate::{Error, Result};

/// `{partition}_{min_block}_{max_block}_{level}[_{data_version}]` (DESIGN §1).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct PartName {
    pub partition: String,
    pub min_block: u64,
    pub max_block: u64,
    pub level: u32,
    /// Mutation number up to which masks were applied to the rows by a merge.
    pub data_version: Option<u64>,
}

impl PartName {
    /// The name of a part freshly inserted by the log entry at `block`.
    pub fn new_insert(partition: &str, block: u64) -> Self {
        PartName {
            partition: partition.to_string(),
            min_block: block,
            max_block: block,
            level: 0,
            data_version: None,
        }
    }

    /// The data version used by DESIGN §2.2: a part never merged has the version of
    /// its newest block, since no mutation before it can touch it.
    pub fn effective_data_version(&self) -> u64 {
        self.data_version.unwrap_or(0)
    }

    /// DESIGN §2.2: mutation `m` applies to this part iff `max_block < m` and
    /// `data_version < m`.
    pub fn mutation_applies(&self, m: u64) -> bool {
        self.max_block < m && self.effective_data_version() < m
    }

    /// Whether this part, of a table that replaces rows by key or not (`replacing`), may
    /// hold a mask version `m`: one of a mutation that applies to it, or, for a part
    /// inserted into a replacing table by the entry at `m`, the rows of its own that
    /// entry masked (DESIGN §2.11).
    pub fn may_hold_mask(&self, m: u64, replacing: bool) -> bool {
        self.mutation_applies(m)
            || (replacing && self.level == 0 && self.min_block == m && self.max_block == m)
    }
}

/// The longest partition id, in bytes.
pub const PARTITION_ID_BYTES_MAX: usize = 64;

/// A partition id is safe in a file name and unambiguous in a part name.
pub fn validate_partition_id(id: &str) -> Result<()> {
    if id.is_empty()
        || id.len() > PARTITION_ID_BYTES_MAX
        || !id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
    {
        return Err(Error::Invalid(format!("bad partition id {id:?}")));
    }
    Ok(())
}

impl fmt::Display for PartName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}_{}_{}_{}",
            self.partition, self.min_block, self.max_block, self.level
        )?;
        if let Some(v) = self.data_version {
            write!(f, "_{v}")?;
        }
        Ok(())
    }
}

impl FromStr for PartName {
    type Err = Error;

    fn from_str(s: &str) -> Result<Self> {
        let bad = || Error::Invalid(format!("bad part name {s:?}"));
        let fields: Vec<&str> = s.split('_').collect();
        if fields.len() != 4 && fields.len() != 5 {
            return Err(bad());
        }
        validate_partition_id(fields[0]).map_err(|_| bad())?;
        let num = |i: usize| fields[i].parse::<u64>().map_err(|_| bad());
        let name = PartName {
            partition: fields[0].to_string(),
            min_block: num(1)?,
            max_block: num(2)?,
            level: u32::try_from(num(3)?).map_err(|_| bad())?,
            data_version: if fields.len() == 5 {
                Some(num(4)?)
            } else {
                None
            },
        };
        if name.min_block > name.max_block || name.to_string() != s {
            return Err(bad());
        }
        Ok(name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for s in ["all_1_1_0", "202401_3_9_2_12", "a-b_0_0_0"] {
            assert_eq!(s.parse::<PartName>().unwrap().to_string(), s);
        }
        for s in [
            "all_2_1_0",
            "all_1_1",
            "al_l_1_1_0_0",
            "all_01_1_0",
            "_1_1_0",
            "x_1_1_0_1_2",
        ] {
            assert!(s.parse::<PartName>().is_err(), "{s}");
        }
    }

    /// Invariants 2.2 and 2.11: a part holds mask versions of later mutations, and an
    /// inserted part also that of its own entry (the upsert's), a merged one never.
    #[test]
    fn a_part_holds_masks_of_later_mutations_and_of_its_own_insert() {
        let inserted: PartName = "all_7_7_0".parse().unwrap();
        assert!(inserted.may_hold_mask(7, true) && inserted.may_hold_mask(8, true));
        assert!(!inserted.may_hold_mask(7, false) && inserted.may_hold_mask(8, false));
        assert!(!inserted.may_hold_mask(6, true));
        let merged: PartName = "all_3_7_1_9".parse().unwrap();
        assert!(!merged.may_hold_mask(7, true) && !merged.may_hold_mask(9, true));
        assert!(merged.may_hold_mask(10, true));
    }

    /// Invariant 2.2: which mutations touch which part.
    #[test]
    fn mutation_applies_only_to_older_blocks_and_versions() {
        let p: PartName = "all_3_5_1".parse().unwrap();
        assert!(!p.mutation_applies(5));
        assert!(p.mutation_applies(6));
        let merged: PartName = "all_3_5_1_9".parse().unwrap();
        assert!(!merged.mutation_applies(9));
        assert!(merged.mutation_applies(10));
    }
}
