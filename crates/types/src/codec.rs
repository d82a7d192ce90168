//! The one place that turns persisted or sent values into bytes and back.
//!
//! Every encoding starts with a format version byte so the serializer can be replaced
//! without guessing what old bytes mean.

use serde::{de::DeserializeOwned, Serialize};

use crate::{Error, Result};

/// Format version of bytes written by [`encode`]. 2: `Command::Delete` carries its
/// subquery limits and a replica's status its stall. 3: values over 6 KiB are stored
/// in pieces (`store::kv`), and a DELETE's predicate reads a number as a condition, so
/// replicas of version 2 would mask other rows (docs/operations.md, "Upgrading"). 4:
/// ReplacingMergeTree tables, whose INSERTs mask the rows they replace (a replica of
/// version 3 would not), and lightweight UPDATE. 5: entries of several statements
/// (group commit) and INSERTs whose rows travel in the entry, which a replica of
/// version 4 cannot read. 6: part files hold data pages of at most 8,192 rows, so a
/// replica of version 5 would write other bytes for the parts every replica writes
/// itself (an UPDATE's, an inline INSERT's, a merge's) and could not repair a part
/// from a peer of version 6 (DESIGN §2.1). 7: a DELETE's or UPDATE's expressions may
/// use arrays and their functions, which version 6 refused, and `length` is ClickHouse's
/// (`UInt64`, elements of an array), not a signed byte count, so `length(a) - length(b)`
/// computes otherwise: replicas of the two versions would mask other rows; and tables
/// may have `Array(T)` columns, a column type version 6 cannot decode; and an integer
/// partition expression with a literal (`id % 10`) names its partitions by value (`5`),
/// as ClickHouse does, where version 6 named them by a hash of the value. 8: column
/// types `Decimal`, `Date32`, `UUID`, `FixedString` and `Enum`, which version 7 cannot
/// decode; a DELETE's or UPDATE's string literals keep their backslashes through the
/// dialect's rewrites and compare an Enum by the numbers of its names, and the
/// functions added with them (`toUInt8OrZero`, `formatDateTime` …) are known, so
/// replicas of the two versions would mask other rows. 9: a DELETE's or UPDATE's
/// subqueries fill an outer join's missing side with the columns' defaults, as
/// ClickHouse does (`join_use_nulls`, now carried in the command's `SubqueryLimits`),
/// where version 8 filled NULLs, and they read unqualified names from the statement's
/// current database (carried there too); names may start with a digit or use letters of
/// any script; `CreateDatabase`/`DropDatabase` commands and tables `db.t` exist; and
/// the functions added with them (`parseDateTimeBestEffort`, `intDivOrZero` …) are known
/// to a DELETE's or UPDATE's predicate. 10: a column has a default kind (`MATERIALIZED`
/// columns), which a version-9 node cannot decode, and `-x` in a DELETE's or UPDATE's
/// expressions is ClickHouse's `negate` (an unsigned `x` is negated, which version 9
/// refused). 11: a table has a TTL (`TableSchema::ttl`, `Command::ModifyTtl`), which a
/// version-10 node cannot decode. 12: a DELETE's or UPDATE's subqueries read the select
/// list's aliases in a join's `ON`, and `materialize(x)` is Nullable only where `x` is
/// (an outer join fills its missing rows with the default), so replicas of the two
/// versions would mask other rows. 13: `Command::AlterColumns`, and a column's comment
/// (`ColumnDef::comment`), which a version-12 node cannot decode. 14: `substring`,
/// `substr`, `mid` and `substringUTF8` in a DELETE's or UPDATE's expressions take
/// ClickHouse's positions (offset 0, negative offsets and lengths), and `toInt8` …
/// `toUInt64` (and CASTs to them) keep an integer's low bits, and `coalesce`/`ifNull`
/// and `arrow_cast` evaluate in a DELETE's or UPDATE's expressions, where version 13
/// failed the mutation, so replicas of versions 13 and 14 would mask other rows. 15: a
/// DELETE's or UPDATE's subqueries sort NaN next to NULL (`ORDER BY v DESC LIMIT 1`
/// picks a number where version 14 picked NaN), and `arrayFirst`/`arrayLast` evaluate
/// in its expressions, where version 14 failed the mutation. 16:
/// `Command::ModifySettings` (`ALTER TABLE … MODIFY SETTING`), which a version-15 node
/// cannot decode, and a table's checksum leaves its settings out; and ClickHouse's JSON
/// functions (`JSONExtractString` …, `simpleJSONExtractInt` …) and `arrayLastIndex`
/// and the IPv4 functions evaluate in a DELETE's or UPDATE's expressions, and the
/// `-Array` aggregates (`sumArray` …) in their subqueries, where version 15 failed the
/// mutation; and `0x1F` in them is a number and `X'41'` a string, where version 15 read
/// both as binary values. 17: a column may be an `ALIAS` or a sorting key expression's
/// stored column (`DefaultKind::Alias`, `DefaultKind::SortKey`), which a version-16 node
/// cannot decode; a ReplacingMergeTree's version may be signed or a sorting key column,
/// which version 16 refused when it applied the CREATE; a tuple partition key's id is
/// its elements' joined by `-` where version 16 hashed it; and `intHash32`,
/// `intHash64`, the Modified Julian Day functions and dates written with other
/// separators (`2017/1/2`) evaluate in a DELETE's or UPDATE's expressions, a
/// `FixedString` compares with a string constant padded to its length, and commas
/// mixed with joins bind left to right in their subqueries, where version 16 failed
/// the mutation or matched other rows. 18: a column's name may hold dots (`n.x`, the
/// arrays of a `Nested` structure), and its type may be `LowCardinality(Nullable(String))`
/// or hold `LowCardinality` inside an `Array`, which version 17 refused when it applied
/// the CREATE or ALTER; and `substring` inside a rewritten call (`replaceRegexpOne(
/// substring(s, 1, n), …)`) in a DELETE's or UPDATE's expressions takes any integer
/// type, and the exact quantiles (`quantileExact` …) evaluate in their subqueries,
/// where version 17 failed the mutation. 19: in a DELETE's or UPDATE's expressions and
/// subqueries, `cityHash64` of a decimal, a float cast to an `Enum`, `toWeek`,
/// `toYearWeek`, the timing quantiles, `deltaSumTimestamp` and aggregate states
/// (`-State`, `-Merge`, `finalizeAggregation`, `initializeAggregation`) evaluate, and a
/// partition key may be by week, where version 18 failed the mutation or the CREATE.
/// 20: in a DELETE's or UPDATE's expressions, RE2's Perl classes (`\w`, `\d`, `\s`)
/// in a constant pattern of `match`, `extract` and `replaceRegexp*` are ASCII, where
/// version 19 read them as Unicode and matched other rows; and the regular-expression
/// group functions, `extractAll`, `countMatches`, `regexpExtract`, the geographic
/// distances, the geohash functions and the consistent hashes evaluate, where version 19 failed the mutation.
/// 21: in a DELETE's or UPDATE's expressions and subqueries, `*` and `untuple(t)` as a
/// function's argument, `uniq*` of several arguments, and `toString` and `CAST(… AS
/// String)` of an array, tuple or map, `cityHash64` of arrays, tuples and maps, and
/// `maxIntersections` and `maxIntersectionsPosition` evaluate, where version 20 failed
/// the mutation. 22: a column keeps its codec and a table its comment, engine note and
/// `SAMPLE BY`, which version 21 cannot decode. 23: a table may be a Join table
/// (`TableNotes::join`), which version 22 cannot decode, and whose `ANY` form keeps the
/// first row of a key where version 22 would keep the last; and `byteSize`,
/// `isConstant`, `reinterpretAs*` and a type check of `startsWith` and
/// `endsWith` change what a DELETE's or UPDATE's expressions do, where version 22 failed
/// the mutation, and `has` of an array holding NULL and not the value is 0 where
/// version 22 gave NULL. 24: `toDateTime` and `CAST(… AS DateTime)` of a date, `sqrt` of
/// a negative number, `arraySlice`, `xxHash32`, `xxHash64` and `lengthUTF8` evaluate
/// in a DELETE's or UPDATE's expressions, where version 23 failed the mutation, and
/// `DateTime - DateTime` is an Int32 of seconds where version 23 gave a duration; and
/// the string, math, date and hash functions of values that are not NULL are typed not
/// NULL, so in a mutation's subqueries `toTypeName(lower(s))` is `String`, `min`, `max`
/// and `sum` of them over no rows give the type's default and an outer join fills
/// their columns with defaults, where version 23 gave `Nullable(String)` and NULLs.
/// 25: `a[i]` and `arrayElement(a, i)` of an array whose elements are not Nullable are
/// the element type's default out of range, where version 24 gave NULL. 26: tuples
/// compare element by element (`(a, b) <= (2, 5)` is NULL where `a = 2` and `b` is
/// NULL, where version 25 ordered the NULL first and matched the row); `least` and
/// `greatest` of an `Int64` and a `UInt64` are `Int64` and `UInt64`, where version 25
/// gave `Decimal(20, 0)`; `toNullable(x)` of a constant is Nullable; floats compare as
/// IEEE 754's ordinary comparisons do (`x > 0` is false for a NaN, `x < 0` for `-0.0`),
/// where version 25 used the total order; `materialize(x)` is not a constant (a function that takes only constants
/// refuses it); ClickHouse's JSON functions of values that are not NULL are typed not
/// NULL. 27: `Command::Delete` says whether it is asynchronous (it waits while the
/// table's merges are stopped), a mutation's record may be waiting, and
/// `CommandOutcome::Waiting` and `Command::ReplaceTable`, which a version-26 node
/// cannot decode; and a string
/// literal keeps its backslash before a character that is not an escape (`'\d'` is two
/// characters, `'a\_b'` a LIKE pattern's literal `_`) and reads `\xHH` as a byte, as
/// ClickHouse's, so a DELETE's or UPDATE's condition matches other rows than at 26.
pub const FORMAT_VERSION: u8 = 27;

fn config() -> bincode::config::Configuration {
    bincode::config::standard()
}

/// Encodes `value` as `[FORMAT_VERSION][bincode 2 standard encoding]`.
pub fn encode<T: Serialize>(value: &T) -> Vec<u8> {
    let mut out = vec![FORMAT_VERSION];
    bincode::serde::encode_into_std_write(value, &mut out, config())
        .expect("encoding into a Vec cannot fail");
    out
}

/// Decodes bytes written by [`encode`]; a wrong version, trailing bytes or a truncated
/// input is an error of kind Corrupt.
pub fn decode<T: DeserializeOwned>(bytes: &[u8]) -> Result<T> {
    let (&version, body) = bytes
        .split_first()
        .ok_or_else(|| Error::Corrupt("empty encoding".into()))?;
    if version != FORMAT_VERSION {
        return Err(Error::Corrupt(format!("unknown format version {version}")));
    }
    let (value, read) = bincode::serde::decode_from_slice(body, config())
        .map_err(|e| Error::Corrupt(format!("decode: {e}")))?;
    if read != body.len() {
        return Err(Error::Corrupt(format!(
            "{} trailing bytes after value",
            body.len() - read
        )));
    }
    Ok(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_strictness() {
        let v = (7u64, "x".to_string(), vec![1u32, 2]);
        let bytes = encode(&v);
        assert_eq!(bytes[0], FORMAT_VERSION);
        assert_eq!(decode::<(u64, String, Vec<u32>)>(&bytes).unwrap(), v);
        assert!(decode::<(u64, String, Vec<u32>)>(&bytes[..bytes.len() - 1]).is_err());
        let mut trailing = bytes.clone();
        trailing.push(0);
        assert!(decode::<(u64, String, Vec<u32>)>(&trailing).is_err());
        let mut wrong = bytes;
        wrong[0] = 99;
        assert!(decode::<(u64, String, Vec<u32>)>(&wrong).is_err());
        assert!(decode::<u64>(&[]).is_err());
    }
}
