use std::sync::Arc;

use arrow::array::{BooleanArray, RecordBatch};
use maskhouse_types::{ColumnStats, TableSchema};

/// Compiles a DELETE predicate, stored in the log as SQL text, on apply. The SQL layer
/// implements it; every replica must compile the same text to the same function.
pub trait PredicateCompiler: Send + Sync {
    /// A compile error is deterministic: every replica rejects the same text.
    fn compile(&self, schema: &TableSchema, sql: &str) -> Result<Arc<dyn RowPredicate>, String>;
}

/// A compiled predicate over a table's rows.
pub trait RowPredicate: Send + Sync {
    /// Indices of the table columns `evaluate` needs, ascending.
    fn columns(&self) -> &[usize];

    /// False only when `stats` (one per table column) prove that no row matches.
    fn may_match(&self, stats: &[ColumnStats]) -> bool;

    /// Evaluates over a batch holding exactly the columns of [`RowPredicate::columns`],
    /// in that order. Null counts as no match.
    fn evaluate(&self, batch: &RecordBatch) -> Result<BooleanArray, String>;
}
