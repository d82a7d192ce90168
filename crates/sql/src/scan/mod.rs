//! The table DataFusion scans: active parts as Parquet files whose masks are applied
//! while decoding (DESIGN §3, SELECT).
//!
//! The scan is our own [`ExecutionPlan`](datafusion::physical_plan::ExecutionPlan) over
//! the Parquet reader rather than DataFusion's Parquet source, because a mask needs each
//! decoded row's position in its part. Per row group, from the part's mask (planned once
//! per mask version, [`plan`]):
//! - no deleted row: decoded as is;
//! - every row deleted: never read;
//! - deleted rows in long runs: a Parquet row selection skips them undecoded;
//! - scattered deleted rows: every row is decoded and a filter built straight from the
//!   bitmap drops the deleted ones (a selection of ~10^5 short runs costs more than
//!   the filter).
//!
//! Row groups that cannot match the query's filters are pruned by their statistics
//! ([`stats`], the one adapter between part statistics and DataFusion's pruning, which
//! DELETE uses too); the filters themselves stay above the scan.
//!
//! One concept per file: [`table`] (the `TableProvider`: pruning and planning),
//! [`units`] (row groups to read, split across partitions), [`exec`] (the
//! `ExecutionPlan`), [`reader`] (decoding a run of row groups of one part), [`cache`]
//! (footers and plans shared by every query of a node).

mod cache;
mod exec;
mod plan;
mod reader;
pub(crate) mod stats;
mod table;
mod units;

use std::path::Path;

use datafusion::common::DataFusionError;

pub use cache::ScanCache;
pub use exec::MaskScanExec;
pub(crate) use table::with_clickhouse_types;
pub use table::{MaskTable, VIRTUAL_COLUMNS};

fn io_error(what: &str, path: &Path, e: std::io::Error) -> DataFusionError {
    DataFusionError::External(format!("{what} {}: {e}", path.display()).into())
}

fn parquet_error(path: &Path, e: parquet::errors::ParquetError) -> DataFusionError {
    damaged(path, e)
}

/// A part file that failed to decode: the read fails, and the replica checks the file
/// and fetches a verified copy from a peer if it is damaged.
fn damaged(path: &Path, e: impl std::fmt::Display) -> DataFusionError {
    DataFusionError::External(
        format!(
            "part {} cannot be read on this replica ({e}); it is checked and, if damaged, \
             fetched again from a peer: retry the query",
            path.display()
        )
        .into(),
    )
}
