//! ClickHouse-dialect SQL over the store, executed by DataFusion.
//!
//! [`Engine::execute`] takes one statement (and, for `INSERT … FORMAT`, its data) and
//! returns rows or a summary. Statements that change state become [`Command`]s handed to
//! a [`Proposer`] — the command log — never applied directly. Reads go through
//! [`MaskTable`], a DataFusion table whose scan ([`MaskScanExec`]) applies each part's
//! mask while decoding: a Parquet row selection for long runs of deleted rows, a filter
//! built from the bitmap for scattered ones. [`SqlPredicates`] compiles DELETE predicates for the store.
//!
//! [`Command`]: maskhouse_types::Command

mod binary;
mod compact;
mod ddl;
mod dialect;
mod engine;
mod error;
mod input;
mod insert;
mod literals;
mod merges;
mod predicate;
mod scan;
mod semantics;
mod statement;
mod stream;
mod subquery;
mod system;
mod volatile;
pub mod wire;

pub use binary::{decode as decode_binary, BinaryFormat};
pub use engine::{Engine, Executed, Output, Proposer, QuerySettings, ReadConsistency, SyncLevel};
pub use error::{Error, ErrorKind, Result};
pub use input::{split_insert_body, InputFormat};
pub use predicate::SqlPredicates;
pub use scan::{MaskScanExec, MaskTable, ScanCache};
pub use statement::{
    classify, insert_data_start, Classified, Insert, InsertSource, Statement, StatementKind,
    HEAD_BYTES,
};
pub use stream::InsertData;
pub use system::ReplicaStatus;
