//! ClickHouse's error codes that maskhouse answers with, by ClickHouse's names (its
//! `src/Common/ErrorCodes.cpp`), so that code reads what it means.

pub const UNSUPPORTED_METHOD: u32 = 1;
pub const NOT_FOUND_COLUMN_IN_BLOCK: u32 = 10;
pub const PARAMETER_OUT_OF_BOUND: u32 = 12;
pub const DUPLICATE_COLUMN: u32 = 15;
pub const NO_SUCH_COLUMN_IN_TABLE: u32 = 16;
pub const BAD_ARGUMENTS: u32 = 36;
pub const NUMBER_OF_ARGUMENTS_DOESNT_MATCH: u32 = 42;
pub const ILLEGAL_TYPE_OF_ARGUMENT: u32 = 43;
pub const ILLEGAL_COLUMN: u32 = 44;
pub const UNKNOWN_FUNCTION: u32 = 46;
pub const UNKNOWN_AGGREGATE_FUNCTION: u32 = 63;
pub const TOO_LARGE_ARRAY_SIZE: u32 = 128;
pub const INDEX_OF_POSITIONAL_ARGUMENT_IS_OUT_OF_RANGE: u32 = 353;
pub const UNKNOWN_IDENTIFIER: u32 = 47;
pub const NOT_IMPLEMENTED: u32 = 48;
pub const TABLE_ALREADY_EXISTS: u32 = 57;
pub const BAD_DATABASE_FOR_TEMPORARY_TABLE: u32 = 58;
pub const UNKNOWN_TABLE: u32 = 60;
pub const SYNTAX_ERROR: u32 = 62;
pub const ARGUMENT_OUT_OF_BOUND: u32 = 69;
pub const CANNOT_CONVERT_TYPE: u32 = 70;
pub const CANNOT_PARSE_NUMBER: u32 = 72;
pub const INCORRECT_QUERY: u32 = 80;
/// A sampling expression that is not one unsigned integer.
pub const ILLEGAL_TYPE_OF_COLUMN_FOR_FILTER: u32 = 59;
/// `SAMPLE` of a table without `SAMPLE BY`.
pub const SAMPLING_NOT_SUPPORTED: u32 = 141;
pub const UNKNOWN_DATABASE: u32 = 81;
pub const DATABASE_ALREADY_EXISTS: u32 = 82;
pub const UNKNOWN_SETTING: u32 = 115;
pub const ILLEGAL_INDEX: u32 = 127;
pub const TOO_LARGE_STRING_SIZE: u32 = 131;
pub const ILLEGAL_DIVISION: u32 = 153;
pub const BAD_TYPE_OF_FIELD: u32 = 169;
pub const CYCLIC_ALIASES: u32 = 174;
pub const TOO_MANY_ROWS: u32 = 158;
pub const TIMEOUT_EXCEEDED: u32 = 159;
pub const TOO_SLOW: u32 = 160;
pub const READONLY: u32 = 164;
/// A DDL statement under `allow_ddl = 0`, or setting it back to 1.
pub const QUERY_IS_PROHIBITED: u32 = 392;
pub const SIZES_OF_ARRAYS_DONT_MATCH: u32 = 190;
pub const ILLEGAL_FINAL: u32 = 181;
pub const UNEXPECTED_EXPRESSION: u32 = 183;
pub const ABORTED: u32 = 236;
pub const EXPECTED_ALL_OR_ANY: u32 = 417;
pub const UNKNOWN_JOIN: u32 = 418;
pub const TOO_MANY_SIMULTANEOUS_QUERIES: u32 = 202;
pub const MEMORY_LIMIT_EXCEEDED: u32 = 241;
pub const TABLE_IS_READ_ONLY: u32 = 242;
pub const CANNOT_DECOMPRESS: u32 = 271;
pub const INDEX_NOT_USED: u32 = 277;
pub const TOO_MANY_BYTES: u32 = 307;
pub const FUNCTION_CANNOT_HAVE_PARAMETERS: u32 = 309;
pub const TOO_MANY_TABLES: u32 = 365;
pub const SESSION_NOT_FOUND: u32 = 372;
pub const INVALID_SESSION_TIMEOUT: u32 = 374;
pub const CANNOT_PARSE_UUID: u32 = 376;
pub const CANNOT_PARSE_DATETIME: u32 = 41;
pub const CANNOT_ASSIGN_OPTIMIZE: u32 = 388;
/// A scan past `max_partitions_to_read`.
pub const TOO_MANY_PARTITIONS: u32 = 565;
/// Text that is no IPv4 address (`IPv4StringToNum`).
pub const CANNOT_PARSE_IPV4: u32 = 675;
/// `CHECK TABLE … PART 'name'` of a part the table does not have.
pub const NO_SUCH_DATA_PART: u32 = 232;
pub const TOO_MANY_ROWS_OR_BYTES: u32 = 396;
/// A regular expression that does not compile (`splitByRegexp`).
pub const CANNOT_COMPILE_REGEXP: u32 = 427;
/// A `WITH FILL` whose `STEP` goes against the order, or is zero.
pub const INVALID_WITH_FILL_EXPRESSION: u32 = 475;
/// `LIMIT … WITH TIES` in a query without `ORDER BY`.
pub const WITH_TIES_WITHOUT_ORDER_BY: u32 = 476;
/// `LIMIT n WITH TIES BY keys`.
pub const LIMIT_BY_WITH_TIES_IS_NOT_SUPPORTED: u32 = 498;
pub const DECIMAL_OVERFLOW: u32 = 407;
pub const UNKNOWN_CODEC: u32 = 432;
pub const CANNOT_UPDATE_COLUMN: u32 = 420;
pub const ALTER_OF_COLUMN_IS_FORBIDDEN: u32 = 524;
pub const BAD_TTL_EXPRESSION: u32 = 450;
pub const SETTING_CONSTRAINT_VIOLATION: u32 = 452;
pub const UNKNOWN_QUERY_PARAMETER: u32 = 456;
pub const BAD_QUERY_PARAMETER: u32 = 457;
pub const AUTHENTICATION_FAILED: u32 = 516;
pub const UNKNOWN_ELEMENT_OF_ENUM: u32 = 691;
pub const STD_EXCEPTION: u32 = 1001;
/// Text that is not in the form a reader expects (`toModifiedJulianDay('2020-1-1')`).
pub const CANNOT_PARSE_INPUT_ASSERTION_FAILED: u32 = 27;
/// A date written in its form that is no date (`1999-02-29`).
pub const CANNOT_PARSE_DATE: u32 = 38;
/// A value out of the range a date can show (`fromModifiedJulianDay(3000000)`).
pub const CANNOT_FORMAT_DATETIME: u32 = 490;
/// Values of types that do not convert (`CAST((1, 2) AS Tuple(UInt8))`).
pub const TYPE_MISMATCH: u32 = 53;
pub const CANNOT_READ_ALL_DATA: u32 = 33;
/// A function a setting keeps off (`demangle` without `allow_introspection_functions`).
pub const FUNCTION_NOT_ALLOWED: u32 = 446;
/// A join or `joinGet` that does not fit a Join table's strictness and kind.
pub const INCOMPATIBLE_TYPE_OF_JOIN: u32 = 264;
