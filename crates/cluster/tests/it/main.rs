//! Integration tests of the consensus layer.

mod conformance;
mod crash;
mod node;
mod stall;

use maskhouse_types::{ColumnDef, ColumnType, Engine, TableSchema};

/// The table the tests write: one `UInt64` column `k`, its sorting key.
pub fn node_schema() -> TableSchema {
    TableSchema {
        name: "t".into(),
        columns: vec![ColumnDef::new("k", ColumnType::UInt64)],
        order_by: vec!["k".into()],
        partition_by: None,
        engine: Engine::MergeTree,
        settings: vec![],
        ttl: vec![],
        notes: Default::default(),
    }
}
