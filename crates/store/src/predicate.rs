use std::sync::Arc;

use arrow::array::{BooleanArray, RecordBatch};
use maskhouse_types::{ColumnStats, SubqueryLimits, TableSchema};

use crate::{Catalog, Result};

/// Compiles a DELETE predicate, stored in the log as SQL text, on apply. The SQL layer
/// implements it; every replica must compile the same text to the same function.
pub trait PredicateCompiler: Send + Sync {
    /// Compiles `sql` over the rows of `schema`. `catalog` is the state as of the
    /// mutation's own log index (every entry before it applied, nothing after): a
    /// predicate that reads other tables (`id IN (SELECT …)`) reads them there, so every
    /// replica sees the same rows (DESIGN §2.8). `limits`, from the log entry, bound
    /// what those subqueries read and hold (DESIGN §2.9); past one, compiling fails
    /// with [`Error::Predicate`](crate::Error::Predicate).
    ///
    /// [`Error::Predicate`](crate::Error::Predicate) means the text cannot be compiled
    /// against that state, the same way on every replica: the mutation fails and is
    /// recorded as failed. Any other error (a part that cannot be read) stops this
    /// replica.
    fn compile(
        &self,
        catalog: &Catalog,
        schema: &TableSchema,
        sql: &str,
        limits: &SubqueryLimits,
    ) -> Result<Arc<dyn RowPredicate>>;

    /// Whether `sql` reads tables (has subqueries), decided from its parsed form alone.
    /// Such a statement does not share an entry with statements before it that added
    /// rows: its subqueries read the catalog, which holds those rows only once the
    /// entry ends (design 007). The default, for a compiler that cannot tell, is yes.
    fn reads_tables(&self, _sql: &str) -> bool {
        true
    }

    /// Compiles an UPDATE's `(column, expression)` assignments over the rows of
    /// `schema`. Like [`PredicateCompiler::compile`], an
    /// [`Error::Predicate`](crate::Error::Predicate) fails the mutation alike on every
    /// replica.
    fn compile_update(
        &self,
        schema: &TableSchema,
        assignments: &[(String, String)],
    ) -> Result<Arc<dyn RowUpdate>>;

    /// Compiles an `ALTER TABLE … COLUMN`'s rewrite: from a row of `old` to a row of
    /// `new`, each column of `new` the value of its source expression over the old row
    /// (`None`: its type's default), cast to its type. The [`RowUpdate`] takes batches
    /// of `old`'s columns and gives batches of `new`'s. An
    /// [`Error::Predicate`](crate::Error::Predicate) rejects the ALTER alike on every
    /// replica. A compiler without SQL cannot compile one.
    fn compile_reshape(
        &self,
        _old: &TableSchema,
        _new: &TableSchema,
        _sources: &[Option<String>],
    ) -> Result<Arc<dyn RowUpdate>> {
        Err(crate::Error::Predicate(
            "this compiler cannot rewrite a table's columns".into(),
        ))
    }
}

/// An UPDATE's compiled assignments.
pub trait RowUpdate: Send + Sync {
    /// `batch` (every table column, in schema order) with each assigned column set to
    /// its expression's value over the old row, cast to the column's type. An error
    /// (a value that does not fit, NULL into a column that is not Nullable) depends
    /// only on the rows, so it is the same on every replica: it fails the mutation.
    fn apply(&self, batch: &RecordBatch) -> Result<RecordBatch, String>;
}

/// A compiled predicate over a table's rows.
pub trait RowPredicate: Send + Sync {
    /// Indices of the table columns `evaluate` needs, ascending.
    fn columns(&self) -> &[usize];

    /// False only when `stats` (one per table column) prove that no row matches.
    fn may_match(&self, stats: &[ColumnStats]) -> bool;

    /// [`RowPredicate::may_match`] of each row group of a part at once (a group without
    /// statistics may match). The default asks group by group.
    fn may_match_groups(&self, groups: &[Option<Vec<ColumnStats>>]) -> Vec<bool> {
        groups
            .iter()
            .map(|g| g.as_ref().is_none_or(|stats| self.may_match(stats)))
            .collect()
    }

    /// The values table column `column` must have in a matching row, when the
    /// predicate pins it to a few (`c = v`, `c IN (…)`, an `OR` of them), as an array of
    /// the column's type; `None` when it does not. A part whose key filter holds none
    /// of them is not read.
    fn pinned_values(&self, _column: usize) -> Option<arrow::array::ArrayRef> {
        None
    }

    /// Evaluates over a batch holding exactly the columns of [`RowPredicate::columns`],
    /// in that order. Null counts as no match. An error (a division by zero, a string
    /// that is not a number) depends only on the rows, so it is the same on every
    /// replica: it fails the mutation.
    fn evaluate(&self, batch: &RecordBatch) -> Result<BooleanArray, String>;
}
