//! Query settings: the catalogue of every setting maskhouse knows ([`CATALOGUE`]: its
//! ClickHouse type, default, and whether maskhouse implements it, ignores it because
//! ignoring it cannot change a result or a guarantee, or accepts only one value), and
//! [`QuerySettings`], one query's values. A setting outside the catalogue is refused
//! with ClickHouse's `UNKNOWN_SETTING` (115); `system.settings` serves the catalogue.

use std::{collections::BTreeMap, sync::Arc};

use crate::{progress::Progress, Error, Result};

/// The most partitions a query runs on, whatever `max_threads` asks.
pub const MAX_THREADS_MAX: usize = 256;

/// How maskhouse treats a setting.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]

pub enum Support {
    /// Its values do what ClickHouse's do (or what the description says).
    Implemented,
    /// Accepted and ignored: no value can change a result or a guarantee.
    Ignored,
    /// Only the default is accepted; any other value is refused (`NOT_IMPLEMENTED`).
    Fixed,
}

impl Support {
    pub fn name(self) -> &'static str {
        match self {
            Support::Implemented => "implemented",
            Support::Ignored => "ignored",
            Support::Fixed => "fixed",
        }
    }
}

/// A table sent with a query (ClickHouse's external data): its rows in `format`
/// (`TabSeparated` by default), its columns as `structure` (`id UInt32, s String`) or
/// `types` (`UInt32,String`, named `_1`, `_2`, …).
#[derive(Clone, Debug)]
pub struct ExternalData {
    pub name: String,
    pub format: Option<String>,
    pub structure: Option<String>,
    pub types: Option<String>,
    pub data: bytes::Bytes,
}

/// One known setting.
#[derive(Debug)]
pub struct SettingDef {
    pub name: &'static str,
    /// ClickHouse's type name of the setting (`Bool`, `UInt64`, `Seconds`, …).
    pub ty: &'static str,
    pub default: &'static str,
    pub support: Support,
    pub description: &'static str,
}

const fn def(
    name: &'static str,
    ty: &'static str,
    default: &'static str,
    support: Support,
    description: &'static str,
) -> SettingDef {
    SettingDef {
        name,
        ty,
        default,
        support,
        description,
    }
}

use Support::{Fixed, Ignored, Implemented};

/// Every setting maskhouse knows, by name.
pub const CATALOGUE: &[SettingDef] = &[
    def("apply_deleted_mask", "Bool", "1", Implemented, "0 also reads rows that lightweight deletes masked"),
    def("optimize_trivial_count_query", "Bool", "1", Implemented, "SELECT count() FROM t is answered from the parts' metadata before it is planned; 0 plans it as any query"),
    def("lightweight_deletes_sync", "UInt64", "1", Implemented, "DELETE answers once committed (0), visible on this node (1) or applied on every voter (2)"),
    def("mutations_sync", "UInt64", "1", Implemented, "the same for ALTER TABLE … DELETE (0 acts as 1: the rewrite needs the masks here)"),
    def("final", "Bool", "0", Ignored, "reads of a ReplacingMergeTree table are final already (one live row per key); other tables are read as they are, as in ClickHouse"),
    def("read_consistency", "String", "linearizable", Implemented, "maskhouse's own: 'local' reads this node's applied state without asking the leader"),
    def("allow_ddl", "Bool", "1", Implemented, "0 refuses DDL (CREATE and DROP but of temporary tables, TRUNCATE, ALTER, RENAME, DELETE, UPDATE) with QUERY_IS_PROHIBITED; once 0, it cannot be set to 1 again"),
    def("readonly", "UInt64", "0", Implemented, "1 and 2 refuse statements that change state; GET requests run with 2; a request cannot lower it"),
    def("max_execution_time", "Seconds", "0", Implemented, "a statement running longer is stopped (TIMEOUT_EXCEEDED); 0 = the server's query_timeout_ms, which is also its ceiling"),
    def("timeout_overflow_mode", "OverflowMode", "throw", Fixed, "a statement over max_execution_time fails"),
    def("max_threads", "MaxThreads", "0", Implemented, "partitions a query runs on; 0 = the machine's cores; at most 256"),
    def("max_memory_usage", "UInt64", "0", Implemented, "bytes a query's sorts, aggregations and joins may hold (MEMORY_LIMIT_EXCEEDED past it); 0 = the server's limit, which is also its ceiling"),
    def("max_result_rows", "UInt64", "0", Implemented, "rows a query's result may have; 0 = the server's limit (none by default), which is also its ceiling"),
    def("max_result_bytes", "UInt64", "0", Implemented, "bytes (uncompressed, in memory) a query's result may have; 0 = the server's limit (none by default), which is also its ceiling"),
    def("max_rows_in_set", "UInt64", "0", Implemented, "distinct values the set of an IN (subquery) in a DELETE predicate may hold (SET_SIZE_LIMIT_EXCEEDED past it); 0 = the server's limit, which a value may lower, never raise"),
    def("max_bytes_in_set", "UInt64", "0", Implemented, "bytes of those values (a string's length, a number's width); 0 = the server's limit, which a value may lower, never raise"),
    def("max_rows_to_sort", "UInt64", "0", Implemented, "rows one sort of a query may take in, over its threads (TOO_MANY_ROWS_OR_BYTES past it); 0 = no limit"),
    def("sort_overflow_mode", "OverflowMode", "throw", Fixed, "a query past max_rows_to_sort fails"),
    def("result_overflow_mode", "OverflowMode", "throw", Implemented, "over max_result_rows or max_result_bytes: 'throw' fails (TOO_MANY_ROWS_OR_BYTES), 'break' returns the rows up to the limit"),
    def("enable_http_compression", "Bool", "1", Implemented, "compress the response with the first method of Accept-Encoding maskhouse has (gzip, deflate, br, zstd, lz4)"),
    def("http_zlib_compression_level", "Int64", "3", Implemented, "level of gzip, deflate, br and zstd response compression (1 to 9)"),
    def("send_progress_in_http_headers", "Bool", "0", Implemented, "X-ClickHouse-Progress headers (written with the response, when the query has ended)"),
    def("http_headers_progress_interval_ms", "UInt64", "100", Ignored, "progress headers are written once the query has ended"),
    def("output_format_arrow_string_as_string", "Bool", "1", Implemented, "Arrow and ArrowStream write String columns as Arrow strings (1) or binary (0)"),
    def("output_format_write_statistics", "Bool", "1", Implemented, "JSON and JSONCompact end with elapsed time, rows and bytes read"),
    def("output_format_json_quote_64bit_integers", "Bool", "0", Fixed, "JSON formats write 64-bit integers as numbers"),
    def("output_format_pretty_row_numbers", "Bool", "1", Implemented, "Pretty formats number their rows"),
    def("output_format_pretty_max_rows", "UInt64", "1000", Implemented, "rows Pretty and Vertical show at most (Pretty shows the first and last halves)"),
    def("output_format_pretty_max_value_width", "UInt64", "10000", Implemented, "width past which Pretty cuts a value (0: never)"),
    def("output_format_pretty_max_column_pad_width", "UInt64", "250", Implemented, "width past which Pretty no longer pads a column's values"),
    def("output_format_pretty_fallback_to_vertical", "Bool", "1", Implemented, "a short, wide Pretty table (at most 10 rows, 5 columns or more, 250 characters wide or with a line break) is written as Vertical"),
    def("output_format_pretty_display_footer_column_names", "Bool", "1", Implemented, "Pretty writes the column names again below a long table"),
    def("output_format_pretty_display_footer_column_names_min_rows", "UInt64", "50", Implemented, "rows from which Pretty writes the column names below the table"),
    def("output_format_pretty_single_large_number_tip_threshold", "UInt64", "1000000", Implemented, "above it, Pretty writes a readable tip beside a row whose last column is a larger number (0: never)"),
    def("output_format_pretty_grid_charset", "String", "UTF-8", Implemented, "the characters of Pretty's grid: ASCII, or UTF-8 (any other name)"),
    def("output_format_pretty_color", "String", "auto", Implemented, "0 or auto: no colours (an HTTP answer is not a terminal); 1 is refused"),
    def("output_format_pretty_squash_consecutive_ms", "UInt64", "50", Ignored, "a result is one Pretty table, written once it is complete"),
    def("output_format_pretty_squash_max_wait_ms", "UInt64", "1000", Ignored, "a result is one Pretty table, written once it is complete"),
    def("output_format_pretty_highlight_digit_groups", "Bool", "1", Ignored, "only with colours, which an HTTP answer has none of"),
    def("output_format_pretty_highlight_trailing_spaces", "Bool", "1", Ignored, "only with colours, which an HTTP answer has none of"),
    def("describe_include_subcolumns", "Bool", "0", Fixed, "maskhouse's types have no subcolumns"),
    def("join_use_nulls", "Bool", "0", Implemented, "1: outer joins fill the missing side with NULLs (Nullable columns); 0: with the columns' defaults"),
    def("extremes", "Bool", "0", Implemented, "1: the formats that have a place for them write each column's smallest and largest value of the result after the rows"),
    def("async_insert", "Bool", "0", Ignored, "every small INSERT (rows up to 8 KiB) shares a log entry with the statements that arrive with it (group commit), whatever the value, and answers once durable on a majority"),
    def("wait_for_async_insert", "Bool", "1", Ignored, "an INSERT always answers once it is durable on a majority; 0 waits too"),
    def("insert_deduplicate", "Bool", "0", Fixed, "inserts are not deduplicated by block checksum"),
    def("allow_experimental_lightweight_delete", "Bool", "1", Fixed, "lightweight DELETE is always on"),
    def("max_bytes_before_external_group_by", "UInt64", "0", Fixed, "aggregations do not spill to disk"),
    def("max_bytes_before_external_sort", "UInt64", "0", Fixed, "sorts do not spill to disk"),
    def("cancel_http_readonly_queries_on_client_close", "Bool", "0", Ignored, "a client that went away gets no result either way"),
    def("max_block_size", "UInt64", "65409", Ignored, "how rows are cut into blocks; the rows and their order do not change"),
    def("use_uncompressed_cache", "Bool", "0", Ignored, "a cache only"),
    def("log_queries", "Bool", "1", Ignored, "maskhouse keeps no query log"),
    def("log_comment", "String", "", Ignored, "maskhouse keeps no query log"),
    def("send_logs_level", "LogsLevel", "fatal", Ignored, "the HTTP interface sends no server logs"),
    def("compile_expressions", "Bool", "0", Ignored, "expressions are not compiled to machine code; the results do not change"),
    def("optimize_read_in_order", "Bool", "1", Ignored, "a plan choice; the rows and their order do not change"),
    def("optimize_rewrite_sum_if_to_count_if", "Bool", "1", Ignored, "a plan choice; the results do not change"),
    def("optimize_aggregators_of_group_by_keys", "Bool", "1", Ignored, "a plan choice; the results do not change"),
    def("optimize_group_by_function_keys", "Bool", "1", Ignored, "a plan choice; the results do not change"),
    def("min_insert_block_size_rows", "UInt64", "1048449", Ignored, "how inserted rows are cut into blocks; the rows do not change"),
    def("max_joined_block_size_rows", "UInt64", "65409", Ignored, "how a join's rows are cut into blocks; the rows do not change"),
    def("min_insert_block_size_bytes", "UInt64", "268402944", Ignored, "how inserted rows are cut into blocks; the rows do not change"),
    def("min_count_to_compile_expression", "UInt64", "3", Ignored, "expressions are not compiled to machine code; the results do not change"),
    def("merge_tree_min_rows_for_concurrent_read", "UInt64", "163840", Ignored, "how a scan is split between threads; the rows do not change"),
    def("merge_tree_min_bytes_for_concurrent_read", "UInt64", "251658240", Ignored, "how a scan is split between threads; the rows do not change"),
    def("optimize_move_to_prewhere", "Bool", "1", Ignored, "a plan choice (PREWHERE filters as WHERE does); the results do not change"),
    def("enable_optimize_predicate_expression", "Bool", "1", Ignored, "a plan choice (pushing predicates into subqueries); the results do not change"),
    def("receive_data_timeout_ms", "Milliseconds", "2000", Ignored, "a timeout between servers of a distributed query; maskhouse runs no distributed queries"),
    def("optimize_on_insert", "Bool", "1", Ignored, "an INSERT into a ReplacingMergeTree table leaves one live row per key whatever the value (reads are final already)"),
    def("max_parser_depth", "UInt64", "1000", Ignored, "a statement nested over 256 levels of parentheses, or 50 of expressions, is refused whatever the value"),
    def("max_final_threads", "MaxThreads", "0", Ignored, "FINAL costs nothing extra (reads of a ReplacingMergeTree table are final already)"),
    def("join_algorithm", "String", "default", Ignored, "maskhouse chooses the join algorithm; the rows do not change"),
    def("receive_timeout", "Seconds", "300", Ignored, "the server's own limits bound how long a request may take to arrive"),
    def("allow_experimental_map_type", "Bool", "1", Ignored, "maskhouse gates no feature behind it"),
    def("allow_experimental_geo_types", "Bool", "1", Ignored, "maskhouse gates no feature behind it"),
    def("allow_experimental_projection_optimization", "Bool", "1", Ignored, "maskhouse gates no feature behind it"),
    def("allow_suspicious_codecs", "Bool", "0", Ignored, "maskhouse gates no feature behind it (column CODEC clauses are accepted and change nothing)"),
    def("allow_introspection_functions", "Bool", "0", Implemented, "1 lets demangle run (FUNCTION_NOT_ALLOWED otherwise); a mutation's expressions use 0"),
    def("force_primary_key", "Bool", "0", Implemented, "1: a query that reads a table's parts without a condition on its sorting key columns that prunes row groups fails with INDEX_NOT_USED (a table without a key always does)"),
    def("max_partitions_to_read", "Int64", "-1", Implemented, "partitions one scan of a table may read once its conditions pruned them (TOO_MANY_PARTITIONS past it); 0 = no limit, -1 = the table's own setting of that name"),
    def("max_rows_to_read", "UInt64", "0", Implemented, "rows the table scans of a query may return (masks applied; TOO_MANY_ROWS past it); 0 = no limit"),
    def("max_bytes_to_read", "UInt64", "0", Implemented, "their bytes, uncompressed as decoded (TOO_MANY_BYTES past it); 0 = no limit"),
    def("read_overflow_mode", "OverflowMode", "throw", Fixed, "a query past max_rows_to_read or max_bytes_to_read fails"),
    def("limit", "UInt64", "0", Implemented, "the result of a query is cut to this many rows, after the query's own LIMIT; 0 = no cut"),
    def("offset", "UInt64", "0", Implemented, "the first this many rows of a query's result are skipped, after the query's own LIMIT and OFFSET"),
    def("regexp_max_matches_per_row", "UInt64", "1000", Implemented, "matches extractAllGroupsHorizontal takes from one row before it fails (TOO_LARGE_ARRAY_SIZE); a mutation's expressions use 1000"),
    def("optimize_throw_if_noop", "Bool", "0", Implemented, "1: an OPTIMIZE without FINAL that finds nothing to merge fails (CANNOT_ASSIGN_OPTIMIZE)"),
    def("check_query_single_value_result", "Bool", "0", Implemented, "1: CHECK TABLE answers one row, `result` (1 if every part passed); 0: a row per part (part_path, is_passed, message)"),
    def("materialize_ttl_after_modify", "Bool", "1", Implemented, "1: ALTER TABLE … MODIFY TTL deletes the rows the new TTL expires and rewrites their parts; 0: the rows go with the next sweep or OPTIMIZE"),
    def("allow_experimental_analyzer", "Bool", "1", Ignored, "one query planner; the results do not change"),
    def("enable_analyzer", "Bool", "1", Ignored, "one query planner; the results do not change"),
    def("optimize_arithmetic_operations_in_aggregate_functions", "Bool", "1", Ignored, "a plan choice; the results do not change"),
    def("input_format_null_as_default", "Bool", "1", Fixed, "a NULL given to a column that cannot hold one takes the column's default"),
    def("join_default_strictness", "String", "ALL", Implemented, "what a JOIN written without ALL or ANY is: 'ALL', 'ANY', or '' to refuse such joins (EXPECTED_ALL_OR_ANY); CROSS, comma and ARRAY joins have no strictness"),
    def("any_join_distinct_right_table_keys", "Bool", "0", Implemented, "1: ANY joins keep one row per key of the right side whatever their kind (INNER keeps every matching left row, FULL is allowed), as ClickHouse did before 19.14"),
    def("aggregate_functions_null_for_empty", "Bool", "0", Implemented, "1: sum, avg, min, max, any, anyLast, argMin, argMax and groupBit* (and their -If forms) are NULL over no rows, as their -OrNull forms; count, uniq* and groupArray are not"),
    def("cast_keep_nullable", "Bool", "0", Fixed, "CAST to a type without Nullable gives that type"),
    def("force_optimize_projection", "Bool", "0", Fixed, "maskhouse has no projections"),
    def("joined_subquery_requires_alias", "Bool", "1", Ignored, "a subquery in a join needs no alias whatever the value; one without is named __tableN"),
];

/// The catalogue entry of `name`.
pub fn lookup(name: &str) -> Option<&'static SettingDef> {
    CATALOGUE.iter().find(|d| d.name == name)
}

/// ClickHouse's `UNKNOWN_SETTING` for a name outside the catalogue.
pub fn unknown(name: &str) -> Error {
    Error::bad(format!(
        "Setting {name} is neither a builtin setting nor started with the prefix 'custom_' registered for user-defined settings. (UNKNOWN_SETTING)"
    ))
    .with_code(maskhouse_types::codes::UNKNOWN_SETTING)
}

/// `result_overflow_mode`: what happens past a result limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overflow {
    Throw,
    Break,
}

/// How far a write must have gone before it is acknowledged
/// (`lightweight_deletes_sync`, `mutations_sync`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SyncLevel {
    /// 0: committed in the log.
    Committed,
    /// 1: applied on the replica that answers (default).
    Local,
    /// 2: applied on every replica.
    All,
}

/// `read_consistency`: whether a read first waits for the leader's commit index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReadConsistency {
    /// Observes every write acknowledged before the read started (default).
    Linearizable,
    /// This replica's applied state, without asking the leader.
    Local,
}

/// The server's limits on one query (DESIGN §2.10). A client's settings may tighten
/// them, never relax them, however they arrive (URL, `SETTINGS`, `SET`, a form field):
/// every value passes [`QuerySettings::set`], which checks it against these. `None` is
/// no limit.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Ceilings {
    /// The least strict `readonly` the query may run with: 0, or 2 for GET requests
    /// (reads only; settings may change), as ClickHouse's HTTP interface sets it.
    pub readonly: u8,
    /// `max_memory_usage`, bytes.
    pub max_memory_usage: Option<usize>,
    /// `max_execution_time`, milliseconds.
    pub max_execution_time_ms: Option<u64>,
    /// `max_result_rows`.
    pub max_result_rows: Option<u64>,
    /// `max_result_bytes`.
    pub max_result_bytes: Option<u64>,
}

/// The error of a DDL statement under `allow_ddl = 0`, as ClickHouse's.
pub(crate) fn ddl_prohibited() -> Error {
    Error::bad(
        "Cannot execute query. DDL queries are prohibited for the user. (QUERY_IS_PROHIBITED)",
    )
    .with_code(maskhouse_types::codes::QUERY_IS_PROHIBITED)
}

/// How strict a `readonly` value is: 0 allows everything, 2 reads and setting
/// changes, 1 reads only.
fn strictness(readonly: u8) -> u8 {
    match readonly {
        0 => 0,
        2 => 1,
        _ => 2,
    }
}

/// A client's value for a limit under the server's `ceiling`: 0 (no limit) means the
/// ceiling; more than the ceiling is ClickHouse's `SETTING_CONSTRAINT_VIOLATION`, which
/// says the ceiling as `shown` writes it in the setting's unit.
fn under<T: Copy + PartialOrd>(
    key: &str,
    value: Option<T>,
    ceiling: Option<T>,
    shown: impl Fn(T) -> String,
) -> Result<Option<T>> {
    match (value, ceiling) {
        (Some(v), Some(c)) if v > c => Err(Error::bad(format!(
            "Setting {key} shouldn't be greater than {}: the server's limit is a ceiling. (SETTING_CONSTRAINT_VIOLATION)",
            shown(c)
        ))
        .with_code(maskhouse_types::codes::SETTING_CONSTRAINT_VIOLATION)),
        (None, c) => Ok(c),
        (v, _) => Ok(v),
    }
}

/// Per-query settings (from `SETTINGS` or the URL), and the query's progress counters.
#[derive(Clone, Debug)]
pub struct QuerySettings {
    pub apply_deleted_mask: bool,
    /// `optimize_trivial_count_query`: `SELECT count() FROM t` from metadata.
    pub trivial_count: bool,
    /// `join_use_nulls`: outer joins fill the missing side with NULLs, not defaults.
    pub join_use_nulls: bool,
    /// `extremes`: the result's smallest and largest value of each column, written
    /// after the rows.
    pub extremes: bool,
    /// The current database (`database` of the request): unqualified table names are
    /// its tables.
    pub database: String,
    /// ClickHouse's external data: tables sent with the query, read by it alone.
    pub external: Vec<ExternalData>,
    /// The session the statement runs in, with its temporary tables; `None` is a
    /// session of the statement's own.
    pub session: Option<std::sync::Arc<crate::temporary::Session>>,
    /// `lightweight_deletes_sync` (DELETE FROM); default `Local`.
    pub delete_sync: SyncLevel,
    /// `mutations_sync` (ALTER TABLE … DELETE); default `Local`.
    pub mutation_sync: SyncLevel,
    pub read_consistency: ReadConsistency,
    /// `max_execution_time` in milliseconds; `None` when 0 or unset.
    pub max_execution_time_ms: Option<u64>,
    /// `max_threads`: partitions a query runs on; `None` for the machine's cores.
    pub max_threads: Option<usize>,
    /// `allow_ddl`: false refuses DDL statements ([`ddl_prohibited`]).
    pub allow_ddl: bool,
    /// ClickHouse's `readonly`: 0 allows every statement; 1 and 2 allow reads only
    /// (2 also lets a query change settings, which reads always may here). GET
    /// requests run with 1.
    pub readonly: u8,
    /// `max_memory_usage` in bytes: the most a query's operators may hold (sorts,
    /// aggregations, joins); `None` when 0 or unset.
    pub max_memory_usage: Option<usize>,
    /// `max_result_rows`; `None` when 0 or unset.
    pub max_result_rows: Option<u64>,
    /// `max_result_bytes`; `None` when 0 or unset.
    pub max_result_bytes: Option<u64>,
    /// `result_overflow_mode`.
    pub result_overflow: Overflow,
    /// `max_rows_to_sort`; `None` when 0 or unset.
    pub max_rows_to_sort: Option<u64>,
    /// `max_rows_in_set` for a DELETE predicate's `IN (subquery)`; `None` when 0 or
    /// unset (the server's limit). The engine refuses one above the server's.
    pub max_rows_in_set: Option<u64>,
    /// `max_bytes_in_set`, likewise.
    pub max_bytes_in_set: Option<u64>,
    /// `optimize_throw_if_noop`.
    pub optimize_throw_if_noop: bool,
    /// `regexp_max_matches_per_row`.
    pub regexp_max_matches_per_row: u64,
    /// `allow_introspection_functions`.
    pub allow_introspection_functions: bool,
    /// `check_query_single_value_result`.
    pub check_query_single_value_result: bool,
    /// `materialize_ttl_after_modify`.
    pub materialize_ttl_after_modify: bool,
    /// The settings `limit` and `offset` (0 = none): applied to a query's result
    /// after its own LIMIT and OFFSET.
    pub result_limit: u64,
    pub result_offset: u64,
    /// `enable_http_compression`.
    pub http_compression: bool,
    /// `http_zlib_compression_level`, 1 to 9.
    pub http_compression_level: u32,
    /// `send_progress_in_http_headers`.
    pub send_progress: bool,
    /// `output_format_arrow_string_as_string`.
    pub arrow_string_as_string: bool,
    /// `output_format_write_statistics`.
    pub write_statistics: bool,
    /// `output_format_pretty_*`.
    pub pretty: PrettySettings,
    /// Every setting given a value (after checking it), as given: `system.settings`
    /// shows these as changed.
    pub changed: BTreeMap<String, String>,
    /// The query's counters (rows and bytes read and written), which the scans and
    /// inserts of this query add to.
    pub progress: Arc<Progress>,
    /// The server's limits, which no setting may relax.
    pub ceilings: Ceilings,
}

/// How the Pretty formats and Vertical lay a result out (`output_format_pretty_*`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PrettySettings {
    pub row_numbers: bool,
    pub max_rows: u64,
    /// 0: values are never cut.
    pub max_value_width: u64,
    pub max_column_pad_width: u64,
    pub fallback_to_vertical: bool,
    pub footer_column_names: bool,
    pub footer_column_names_min_rows: u64,
    /// 0: no tip.
    pub number_tip_threshold: u64,
    /// `output_format_pretty_grid_charset = 'ASCII'`.
    pub ascii: bool,
}

impl Default for PrettySettings {
    fn default() -> Self {
        PrettySettings {
            row_numbers: true,
            max_rows: 1000,
            max_value_width: 10_000,
            max_column_pad_width: 250,
            fallback_to_vertical: true,
            footer_column_names: true,
            footer_column_names_min_rows: 50,
            number_tip_threshold: 1_000_000,
            ascii: false,
        }
    }
}

impl Default for QuerySettings {
    fn default() -> Self {
        QuerySettings {
            apply_deleted_mask: true,
            trivial_count: true,
            join_use_nulls: false,
            extremes: false,
            database: "default".to_string(),
            external: Vec::new(),
            session: None,
            delete_sync: SyncLevel::Local,
            mutation_sync: SyncLevel::Local,
            read_consistency: ReadConsistency::Linearizable,
            readonly: 0,
            allow_ddl: true,
            max_execution_time_ms: None,
            max_threads: None,
            max_memory_usage: None,
            max_result_rows: None,
            max_result_bytes: None,
            result_overflow: Overflow::Throw,
            max_rows_to_sort: None,
            max_rows_in_set: None,
            max_bytes_in_set: None,
            optimize_throw_if_noop: false,
            regexp_max_matches_per_row: 1000,
            allow_introspection_functions: false,
            check_query_single_value_result: false,
            materialize_ttl_after_modify: true,
            result_limit: 0,
            result_offset: 0,
            http_compression: true,
            http_compression_level: 3,
            send_progress: false,
            arrow_string_as_string: true,
            write_statistics: true,
            pretty: PrettySettings::default(),
            changed: BTreeMap::new(),
            progress: Arc::default(),
            ceilings: Ceilings::default(),
        }
    }
}

pub(crate) fn flag(key: &str, value: &str) -> Result<bool> {
    match value.to_ascii_lowercase().as_str() {
        "0" | "false" => Ok(false),
        "1" | "true" => Ok(true),
        _ => Err(Error::bad(format!(
            "setting {key} takes 0 or 1, got {value:?}"
        ))),
    }
}

fn number(key: &str, value: &str) -> Result<u64> {
    value.parse().map_err(|_| {
        Error::bad(format!(
            "setting {key} takes a non-negative integer, got {value:?}"
        ))
    })
}

/// Whether `value` means the same as the catalogue's default `default` for a setting
/// of type `ty` (`true` and `1` are one Bool).
fn same_value(ty: &str, value: &str, default: &str) -> bool {
    let value = value.trim_matches('\'');
    if ty == "Bool" {
        return match (flag("", value), flag("", default)) {
            (Ok(a), Ok(b)) => a == b,
            _ => false,
        };
    }
    if ty == "UInt64" {
        return value.parse::<u64>().ok() == default.parse::<u64>().ok();
    }
    value.eq_ignore_ascii_case(default)
}

impl QuerySettings {
    /// The settings an INSERT's source query (and its VALUES) reads with: the defaults,
    /// under this statement's memory limit and progress, with its current database,
    /// external tables and join semantics.
    pub(crate) fn for_source(&self) -> QuerySettings {
        QuerySettings {
            max_memory_usage: self.max_memory_usage,
            progress: self.progress.clone(),
            database: self.database.clone(),
            external: self.external.clone(),
            session: self.session.clone(),
            join_use_nulls: self.join_use_nulls,
            ..QuerySettings::default()
        }
    }

    /// A query's settings under the server's limits: each limit starts at its ceiling.
    pub fn within(ceilings: Ceilings) -> Self {
        QuerySettings {
            readonly: ceilings.readonly,
            max_memory_usage: ceilings.max_memory_usage,
            max_execution_time_ms: ceilings.max_execution_time_ms,
            max_result_rows: ceilings.max_result_rows,
            max_result_bytes: ceilings.max_result_bytes,
            ceilings,
            ..QuerySettings::default()
        }
    }

    /// Sets one setting, checking the name against the catalogue and the value
    /// against its type.
    pub fn set(&mut self, key: &str, value: &str) -> Result<()> {
        if key.starts_with("custom_") {
            // User-defined settings: accepted as ClickHouse does; nothing reads them.
            self.changed.insert(key.to_string(), value.to_string());
            return Ok(());
        }
        let Some(known) = lookup(key) else {
            return Err(unknown(key));
        };
        match known.support {
            Support::Implemented => self.apply(key, value)?,
            Support::Ignored => {}
            Support::Fixed => {
                if !same_value(known.ty, value, known.default) {
                    return Err(Error::bad(format!(
                        "setting {key} = {value} is not supported: {} (only {} is accepted)",
                        known.description,
                        if known.default.is_empty() {
                            "''"
                        } else {
                            known.default
                        }
                    ))
                    .with_code(maskhouse_types::codes::NOT_IMPLEMENTED));
                }
            }
        }
        self.changed.insert(key.to_string(), value.to_string());
        Ok(())
    }

    fn apply(&mut self, key: &str, value: &str) -> Result<()> {
        match key {
            "apply_deleted_mask" => self.apply_deleted_mask = flag(key, value)?,
            "optimize_trivial_count_query" => self.trivial_count = flag(key, value)?,
            "join_use_nulls" => self.join_use_nulls = flag(key, value)?,
            // Read where the statement is parsed (`ParseOptions`): checked here.
            "any_join_distinct_right_table_keys" | "aggregate_functions_null_for_empty" => {
                flag(key, value)?;
            }
            "join_default_strictness" => {
                crate::statement::JoinDefault::parse(value)?;
            }
            "extremes" => self.extremes = flag(key, value)?,
            "lightweight_deletes_sync" | "mutations_sync" => {
                let level = match value {
                    "0" => SyncLevel::Committed,
                    "1" => SyncLevel::Local,
                    "2" => SyncLevel::All,
                    _ => return Err(Error::bad(format!("setting {key} takes 0, 1 or 2"))),
                };
                if key == "lightweight_deletes_sync" {
                    self.delete_sync = level;
                } else {
                    self.mutation_sync = level;
                }
            }
            "allow_ddl" => {
                let allow = flag(key, value)?;
                if allow && !self.allow_ddl {
                    return Err(Error::bad(
                        "Cannot modify 'allow_ddl' setting when DDL queries are prohibited for the user. (QUERY_IS_PROHIBITED)",
                    )
                    .with_code(maskhouse_types::codes::QUERY_IS_PROHIBITED));
                }
                self.allow_ddl = allow;
            }
            "readonly" => {
                let readonly = match value {
                    "0" => 0,
                    "1" => 1,
                    "2" => 2,
                    _ => {
                        return Err(Error::bad(format!(
                            "setting readonly takes 0, 1 or 2, got {value:?}"
                        )))
                    }
                };
                // Neither the server's readonly nor one the request already chose
                // can be relaxed later in the same request.
                if strictness(readonly) < strictness(self.readonly) {
                    return Err(Error::bad(
                        "Cannot modify 'readonly' setting in readonly mode. (READONLY)",
                    )
                    .with_code(maskhouse_types::codes::READONLY));
                }
                self.readonly = readonly;
            }
            "read_consistency" => {
                self.read_consistency = match value.trim_matches('\'') {
                    "linearizable" => ReadConsistency::Linearizable,
                    "local" => ReadConsistency::Local,
                    _ => {
                        return Err(Error::bad(format!(
                        "setting read_consistency takes 'linearizable' or 'local', got {value:?}"
                    )))
                    }
                };
            }
            "max_execution_time" => {
                let seconds: f64 = value
                    .parse()
                    .ok()
                    .filter(|s: &f64| s.is_finite() && *s >= 0.0)
                    .ok_or_else(|| {
                        Error::bad(format!(
                            "setting max_execution_time takes seconds, got {value:?}"
                        ))
                    })?;
                let ms = (seconds > 0.0).then(|| (seconds * 1000.0).ceil() as u64);
                self.max_execution_time_ms =
                    under(key, ms, self.ceilings.max_execution_time_ms, |c| {
                        (c as f64 / 1000.0).to_string()
                    })?;
            }
            "max_threads" => {
                let n = number(key, value)?;
                self.max_threads = (n > 0).then(|| usize::try_from(n).unwrap_or(usize::MAX));
            }
            "max_memory_usage" => {
                let bytes = number(key, value)?;
                let bytes = (bytes > 0).then(|| usize::try_from(bytes).unwrap_or(usize::MAX));
                self.max_memory_usage = under(key, bytes, self.ceilings.max_memory_usage, |c| {
                    c.to_string()
                })?;
            }
            "max_result_rows" => {
                let rows = Some(number(key, value)?).filter(|n| *n > 0);
                self.max_result_rows =
                    under(key, rows, self.ceilings.max_result_rows, |c| c.to_string())?;
            }
            "max_result_bytes" => {
                let bytes = Some(number(key, value)?).filter(|n| *n > 0);
                self.max_result_bytes = under(key, bytes, self.ceilings.max_result_bytes, |c| {
                    c.to_string()
                })?;
            }
            "max_rows_in_set" => {
                self.max_rows_in_set = Some(number(key, value)?).filter(|n| *n > 0)
            }
            "max_bytes_in_set" => {
                self.max_bytes_in_set = Some(number(key, value)?).filter(|n| *n > 0)
            }
            "result_overflow_mode" => {
                self.result_overflow = match value.trim_matches('\'') {
                    "throw" => Overflow::Throw,
                    "break" => Overflow::Break,
                    _ => {
                        return Err(Error::bad(format!(
                            "setting result_overflow_mode takes 'throw' or 'break', got {value:?}"
                        )))
                    }
                }
            }
            "max_rows_to_sort" => {
                self.max_rows_to_sort = Some(number(key, value)?).filter(|n| *n > 0)
            }
            "max_rows_to_read" => self.progress.limit_rows(number(key, value)?),
            "max_partitions_to_read" => {
                let max: i64 = value.trim_matches('\'').parse().map_err(|_| {
                    Error::bad(format!("setting {key} takes an integer, got {value:?}"))
                })?;
                self.progress.limit_partitions(u64::try_from(max).ok())
            }
            "force_primary_key" => self.progress.force_primary_key(flag(key, value)?),
            "max_bytes_to_read" => self.progress.limit_bytes(number(key, value)?),
            "optimize_throw_if_noop" => self.optimize_throw_if_noop = flag(key, value)?,
            "regexp_max_matches_per_row" => self.regexp_max_matches_per_row = number(key, value)?,
            "allow_introspection_functions" => {
                self.allow_introspection_functions = flag(key, value)?
            }
            "check_query_single_value_result" => {
                self.check_query_single_value_result = flag(key, value)?
            }
            "materialize_ttl_after_modify" => self.materialize_ttl_after_modify = flag(key, value)?,
            "limit" => self.result_limit = number(key, value)?,
            "offset" => self.result_offset = number(key, value)?,
            "enable_http_compression" => self.http_compression = flag(key, value)?,
            "http_zlib_compression_level" => {
                self.http_compression_level = value
                    .parse()
                    .ok()
                    .filter(|l| (1..=9).contains(l))
                    .ok_or_else(|| {
                        Error::bad(format!(
                            "setting http_zlib_compression_level takes 1 to 9, got {value:?}"
                        ))
                    })?;
            }
            "send_progress_in_http_headers" => self.send_progress = flag(key, value)?,
            "output_format_arrow_string_as_string" => {
                self.arrow_string_as_string = flag(key, value)?
            }
            "output_format_write_statistics" => self.write_statistics = flag(key, value)?,
            "output_format_pretty_row_numbers" => self.pretty.row_numbers = flag(key, value)?,
            "output_format_pretty_max_rows" => self.pretty.max_rows = number(key, value)?,
            "output_format_pretty_max_value_width" => {
                self.pretty.max_value_width = number(key, value)?
            }
            "output_format_pretty_max_column_pad_width" => {
                self.pretty.max_column_pad_width = number(key, value)?
            }
            "output_format_pretty_fallback_to_vertical" => {
                self.pretty.fallback_to_vertical = flag(key, value)?
            }
            "output_format_pretty_display_footer_column_names" => {
                self.pretty.footer_column_names = flag(key, value)?
            }
            "output_format_pretty_display_footer_column_names_min_rows" => {
                self.pretty.footer_column_names_min_rows = number(key, value)?
            }
            "output_format_pretty_single_large_number_tip_threshold" => {
                self.pretty.number_tip_threshold = number(key, value)?
            }
            "output_format_pretty_grid_charset" => {
                // As in ClickHouse, any other name is UTF-8.
                self.pretty.ascii = value.trim_matches('\'').eq_ignore_ascii_case("ASCII")
            }
            "output_format_pretty_color" => {
                match value.trim_matches('\'').to_ascii_lowercase().as_str() {
                    "0" | "false" | "auto" => {}
                    "1" | "true" => {
                        return Err(Error::bad(format!(
                            "setting {key} = {value} is not supported: an HTTP answer is not written in colours"
                        ))
                        .with_code(maskhouse_types::codes::NOT_IMPLEMENTED))
                    }
                    _ => {
                        return Err(Error::bad(format!(
                            "setting {key} takes 0, 1 or auto, got {value:?}"
                        )))
                    }
                }
            }
            other => unreachable!("setting {other} is implemented but not applied"),
        }
        Ok(())
    }

    /// The value of a known setting for this query (its default unless changed).
    pub fn value(&self, def: &SettingDef) -> String {
        self.changed
            .get(def.name)
            .cloned()
            .unwrap_or_else(|| def.default.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every implemented setting takes its own default, and every setting is reached
    /// by `set` (an implemented one that `apply` forgot would panic here).
    #[test]
    fn every_setting_accepts_its_default() {
        for def in CATALOGUE {
            let mut s = QuerySettings::default();
            s.set(def.name, def.default)
                .unwrap_or_else(|e| panic!("{} = {:?}: {}", def.name, def.default, e));
            assert_eq!(s.value(def), def.default);
        }
        let names: std::collections::HashSet<_> = CATALOGUE.iter().map(|d| d.name).collect();
        assert_eq!(names.len(), CATALOGUE.len(), "a setting is listed twice");
    }

    #[test]
    fn unknown_settings_are_clickhouse_code_115() {
        let e = QuerySettings::default().set("xyz", "1").unwrap_err();
        assert_eq!(e.code, Some(115));
        assert!(
            e.message.starts_with(
                "Setting xyz is neither a builtin setting nor started with the prefix 'custom_'"
            ),
            "{}",
            e.message
        );
        assert!(QuerySettings::default().set("custom_x", "1").is_ok());
    }

    #[test]
    fn pretty_settings_lay_out_pretty_formats() {
        let mut s = QuerySettings::default();
        assert_eq!(s.pretty, PrettySettings::default());
        s.set("output_format_pretty_row_numbers", "0").unwrap();
        s.set("output_format_pretty_max_rows", "10").unwrap();
        s.set("output_format_pretty_grid_charset", "'ascii'")
            .unwrap();
        s.set("output_format_pretty_color", "auto").unwrap();
        s.set("output_format_pretty_color", "0").unwrap();
        assert!(!s.pretty.row_numbers && s.pretty.ascii && s.pretty.max_rows == 10);
        s.set("output_format_pretty_grid_charset", "UTF-8").unwrap();
        assert!(!s.pretty.ascii);
        // Colours are never written: asking for them is refused, not ignored.
        let e = s.set("output_format_pretty_color", "1").unwrap_err();
        assert_eq!(e.code, Some(48), "{}", e.message);
        assert!(s.set("output_format_pretty_color", "sometimes").is_err());
        assert!(s.set("output_format_pretty_max_rows", "-1").is_err());
    }

    #[test]
    fn fixed_settings_take_only_their_value() {
        let mut s = QuerySettings::default();
        s.set("output_format_json_quote_64bit_integers", "false")
            .unwrap();
        s.set("describe_include_subcolumns", "0").unwrap();
        let e = s.set("insert_deduplicate", "1").unwrap_err();
        assert_eq!(e.code, Some(48), "{}", e.message);
        // Ignored ones take any value.
        s.set("log_comment", "anything").unwrap();
        s.set("max_result_rows", "10").unwrap();
        s.set("result_overflow_mode", "break").unwrap();
        assert_eq!(
            (s.max_result_rows, s.result_overflow),
            (Some(10), Overflow::Break)
        );
        assert!(s.set("result_overflow_mode", "any").is_err());
    }

    /// The server's limits are ceilings (DESIGN §2.10): a setting may lower them, 0
    /// means the ceiling, more is code 452, and readonly never goes down.
    #[test]
    fn server_limits_are_ceilings() {
        let ceilings = Ceilings {
            readonly: 2,
            max_memory_usage: Some(1000),
            max_execution_time_ms: Some(60_000),
            max_result_rows: Some(10),
            max_result_bytes: None,
        };
        let mut s = QuerySettings::within(ceilings);
        assert_eq!(
            (
                s.readonly,
                s.max_memory_usage,
                s.max_execution_time_ms,
                s.max_result_rows
            ),
            (2, Some(1000), Some(60_000), Some(10))
        );
        for (key, above) in [
            ("max_memory_usage", "1001"),
            ("max_execution_time", "60.5"),
            ("max_result_rows", "11"),
        ] {
            let e = s.set(key, above).unwrap_err();
            assert_eq!(e.code, Some(452), "{key}: {}", e.message);
            s.set(key, "0").unwrap();
        }
        assert_eq!(
            (
                s.max_memory_usage,
                s.max_execution_time_ms,
                s.max_result_rows
            ),
            (Some(1000), Some(60_000), Some(10)),
            "0 is the server's limit"
        );
        s.set("max_memory_usage", "10").unwrap();
        s.set("max_execution_time", "1").unwrap();
        assert_eq!(
            (s.max_memory_usage, s.max_execution_time_ms),
            (Some(10), Some(1000))
        );
        // No ceiling: anything goes.
        s.set("max_result_bytes", "123456789").unwrap();
        // readonly: 2 may become 1 (stricter), never 0, and 1 never 2 again.
        assert_eq!(s.set("readonly", "0").unwrap_err().code, Some(164));
        s.set("readonly", "2").unwrap();
        s.set("readonly", "1").unwrap();
        assert_eq!(s.set("readonly", "2").unwrap_err().code, Some(164));
        assert_eq!(s.readonly, 1);
        // Without ceilings (a POST), readonly is the request's to choose.
        let mut s = QuerySettings::within(Ceilings::default());
        s.set("readonly", "0").unwrap();
        s.set("max_memory_usage", "99999999999").unwrap();
    }
}
