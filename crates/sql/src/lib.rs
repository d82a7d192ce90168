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

/// The ClickHouse release whose HTTP interface and output maskhouse follows, as
/// `version()` reports it to clients.
pub const CLICKHOUSE_VERSION: &str = "25.10.1.1";

mod aggregate_state;
mod alter;
mod ambiguous;
mod array_math;
mod array_slice;
mod array_text;
mod binary;
mod check;
pub mod column_name;
mod combinators;
mod compact;
mod comparisons;
mod consistent_hash;
mod date_text;
mod datetime64;
mod ddl;
mod decimal_divide;
mod delta_sum;
mod dialect;
mod divisors;
mod dotted;
mod engine;
mod error;
mod extremes;
mod fill;
mod functions;
mod geo_distance;
mod geohash;
mod hashes;
mod hidden;
mod input;
mod insert;
mod intersections;
mod introspection;
mod ip;
mod join_get;
mod joins;
mod json;
mod julian;
mod least_greatest;
mod limit_settings;
mod limits;
mod literals;
mod merges;
mod multi_search;
mod ordered;
mod params;
mod predicate;
mod progress;
mod quantile;
mod quantile_exact;
mod quantile_timing;
mod rank_corr;
mod raw_bytes;
mod regex_groups;
mod retention;
mod round;
mod row_guard;
mod sample;
mod scalar;
mod scan;
mod semantics;
mod settings;
mod sort_limit;
mod star_arguments;
mod statement;
mod stream;
mod strict;
mod subquery;
mod sum_map;
mod syntax;
mod system;
mod table_settings;
pub mod temporary;
mod ties;
mod topk;
mod totals;
mod trivial_count;
mod ttl;
mod tuple_names;
mod url;
pub mod value_text;
mod views;
mod virtual_columns;
mod volatile;
mod volatile_calls;
mod week;
pub mod wire;

pub use binary::{decode as decode_binary, BinaryFormat};
pub use engine::{cast_strict, Engine, Executed, Output, Proposer};
pub use error::{Error, ErrorKind, Result};
pub use functions::{decimal_text, float_text, is_decimal, type_name};
pub use input::{split_insert_body, InputFormat};
pub use insert::INSERT_BLOCK_BYTES;
pub use params::bind as bind_params;
pub use predicate::SqlPredicates;
pub use progress::{batch_bytes, Progress, ProgressValues};
pub use scan::{MaskScanExec, MaskTable, ScanCache};
pub use settings::{
    Ceilings, ExternalData, Overflow, PrettySettings, QuerySettings, ReadConsistency, SettingDef,
    Support, SyncLevel, CATALOGUE as SETTINGS,
};
pub use statement::{
    classify, classify_with, insert_data_start, Classified, Insert, InsertSource, ParseOptions,
    Statement, StatementKind, HEAD_BYTES,
};
pub use stream::InsertData;
pub use syntax::{MaskhouseDialect, NESTING_MAX};
pub use system::ReplicaStatus;
