//! ClickHouse-dialect SQL over the store, executed by DataFusion.
//!
//! [`Engine::execute`] takes one statement (and, for `INSERT … FORMAT`, its data) and
//! returns rows or a summary. Statements that change state become [`Command`]s handed to
//! a [`Proposer`] — the command log — never applied directly. Reads go through
//! [`MaskTable`], a DataFusion table whose scan applies each part's mask as a Parquet
//! row selection. [`SqlPredicates`] compiles DELETE predicates for the store.
//!
//! [`Command`]: maskhouse_types::Command

mod ddl;
mod dialect;
mod engine;
mod error;
mod input;
mod insert;
mod predicate;
mod provider;
mod system;

pub use engine::{Engine, Executed, Output, Proposer, QuerySettings};
pub use error::{Error, ErrorKind, Result};
pub use input::InputFormat;
pub use predicate::SqlPredicates;
pub use provider::{MaskTable, PlanCache};
pub use system::ReplicaStatus;
