//! The replica's state: tables, active parts and their versioned masks, mutations and
//! the applied index, kept in sled and applied deterministically from log commands.
//!
//! [`Store::apply`] is the one path through which every change enters (DESIGN §2.1):
//! everything one command changes is written in one sled batch, flushed, and only then
//! made visible to readers as a new [`Catalog`] snapshot. The store knows nothing about
//! Raft or SQL: predicates arrive through the [`PredicateCompiler`] seam.

mod apply;
mod catalog;
mod damage;
mod decoded;
mod delete;
mod error;
mod key_filter;
mod keys;
pub mod kv;
pub mod merge_policy;
mod merger;
mod meta_flush;
mod meta_sync;
mod new_rows;
mod parallel;
mod predicate;
mod priority;
mod repair;
mod runs;
mod snapshot;
mod store;
mod transfer;
mod upsert;

pub use apply::alter_keeps_rows;
pub use apply::{GROUP_NEW_ROWS_MAX, UPDATE_BYTES_MAX};
pub use catalog::{ActivePart, Catalog, MaskVersion, MutationRecord, TableState};
pub use decoded::{DecodedGroups, DECODED_GROUPS_BYTES_MAX};
pub use error::{DamagedMask, DamagedPart, Error, ErrorKind, Result};
pub use key_filter::{KeyProbe, KEY_FILTER_ROWS_MAX};
pub use merger::{Built, PendingMerge};
pub use meta_flush::{FlushCounts, MetaFlush};
pub use meta_sync::{FlushMark, MetaSync};
pub use predicate::{PredicateCompiler, RowPredicate, RowUpdate};
pub use priority::Priority;
pub use runs::{Runs, RUNS_PER_MERGE};
pub use store::{Store, StoreConfig, SCAN_COLUMNS_BYTES_DEFAULT};
pub use transfer::{validate_staging_id, Incoming, Outgoing};
pub use upsert::{replacing_insert_check, REPLACING_PART_ROWS_MAX};
