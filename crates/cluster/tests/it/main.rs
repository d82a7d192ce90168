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
        columns: vec![ColumnDef {
            name: "k".into(),
            ty: ColumnType::UInt64,
            default: None,
        }],
        order_by: vec!["k".into()],
        partition_by: None,
        engine: Engine::MergeTree,
        settings: vec![],
    }
}
