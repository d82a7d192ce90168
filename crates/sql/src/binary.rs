//! INSERT input in ClickHouse's binary formats: `Native` (column blocks, as
//! clickhouse-connect sends them) and the `RowBinary` family (as the Rust `clickhouse`
//! crate sends them). Every length is checked against what is left of the body, so a
//! truncated or hostile body is a 400 ("Cannot read all data …"), never a panic or a
//! large allocation.

use std::{collections::HashSet, sync::Arc};

use arrow::{
    array::{ArrayRef, RecordBatch, RecordBatchOptions},
    datatypes::{Field, Schema, SchemaRef},
};
use maskhouse_part::schema::arrow_type;
use maskhouse_types::ColumnType;

use crate::{
    engine::cast_strict,
    wire::{ChType, ColumnBuilder, Reader},
    Error, Result,
};

/// Rows per decoded batch of a row-major format.
const BATCH_ROWS: usize = 65_536;

/// `LowCardinality` serialization flags (ClickHouse's `IndexesSerializationType`).
const LC_VERSION: u64 = 1;
const LC_GLOBAL_DICTIONARY: u64 = 1 << 8;
const LC_UPDATE_DICTIONARY: u64 = 1 << 10;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinaryFormat {
    Native,
    RowBinary,
    RowBinaryWithNames,
    RowBinaryWithNamesAndTypes,
}

/// A column of the rows being decoded: its name, the type its bytes have, and the
/// table type it becomes.
struct Target {
    name: String,
    wire: ChType,
    table: ColumnType,
}

/// Decodes `data`. `columns` are the INSERT's columns (those it lists, or all the
/// table's) for formats without names; `resolve` gives the table type of a named
/// column, for formats that name theirs (which then choose the columns, as in
/// ClickHouse). Returns batches of the table's Arrow types and, for named formats, the
/// column names.
pub fn decode(
    format: BinaryFormat,
    data: &[u8],
    columns: &[(String, ColumnType)],
    resolve: impl Fn(&str) -> Result<ColumnType>,
) -> Result<(Vec<RecordBatch>, Option<Vec<String>>)> {
    let mut r = Reader::new(data);
    match format {
        BinaryFormat::Native => native(&mut r, resolve),
        BinaryFormat::RowBinary => {
            let targets = columns
                .iter()
                .map(|(name, ty)| Target {
                    name: name.clone(),
                    wire: ChType::of_column(ty),
                    table: ty.clone(),
                })
                .collect();
            Ok((row_binary(&mut r, targets)?, None))
        }
        BinaryFormat::RowBinaryWithNames | BinaryFormat::RowBinaryWithNamesAndTypes => {
            if r.at_end() {
                return Ok((vec![], None));
            }
            let n = r.varint("the header")?;
            let n = r.count(n, 1, "the header")?;
            let mut names = Vec::with_capacity(n);
            for _ in 0..n {
                names.push(r.string("the header")?.to_string());
            }
            check_unique(&names)?;
            let mut targets = Vec::with_capacity(n);
            for name in &names {
                let table = resolve(name)?;
                let wire = if format == BinaryFormat::RowBinaryWithNamesAndTypes {
                    ChType::parse(r.string("the header")?)?
                } else {
                    ChType::of_column(&table)
                };
                targets.push((name.clone(), wire, table));
            }
            let targets = targets
                .into_iter()
                .map(|(name, wire, table)| Target { name, wire, table })
                .collect();
            Ok((row_binary(&mut r, targets)?, Some(names)))
        }
    }
}

fn check_unique(names: &[String]) -> Result<()> {
    let mut seen = HashSet::new();
    for n in names {
        if !seen.insert(n) {
            return Err(Error::bad(format!("Duplicate column {n} in the input")));
        }
    }
    Ok(())
}

fn schema_of(targets: &[Target]) -> SchemaRef {
    Arc::new(Schema::new(
        targets
            .iter()
            .map(|t| Field::new(&t.name, arrow_type(&t.table), true))
            .collect::<Vec<_>>(),
    ))
}

/// The decoded arrays of `targets`, converted to their table types.
fn batch(
    schema: &SchemaRef,
    targets: &[Target],
    arrays: Vec<ArrayRef>,
    rows: usize,
) -> Result<RecordBatch> {
    let mut columns = Vec::with_capacity(arrays.len());
    for (t, a) in targets.iter().zip(arrays) {
        columns.push(
            cast_strict(&a, &arrow_type(&t.table))
                .map_err(|e| Error::bad(format!("column {}: {}", t.name, e.message)))?,
        );
    }
    let options = RecordBatchOptions::new().with_row_count(Some(rows));
    Ok(RecordBatch::try_new_with_options(
        schema.clone(),
        columns,
        &options,
    )?)
}

/// Rows: per column, a value; `Nullable` values after a 0 (value) or 1 (NULL) byte.
fn row_binary(r: &mut Reader<'_>, targets: Vec<Target>) -> Result<Vec<RecordBatch>> {
    if targets.is_empty() {
        if r.at_end() {
            return Ok(vec![]);
        }
        return Err(Error::bad("RowBinary input has data but no columns"));
    }
    let schema = schema_of(&targets);
    // LowCardinality columns are written as their plain type in RowBinary.
    let wires: Vec<ChType> = targets.iter().map(|t| t.wire.clone().plain()).collect();
    let fresh = || {
        targets
            .iter()
            .zip(&wires)
            .map(|(t, w)| ColumnBuilder::new(w, &t.name))
            .collect::<Vec<_>>()
    };
    let mut out = vec![];
    let mut builders = fresh();
    let mut rows = 0;
    while !r.at_end() {
        for (b, (t, w)) in builders.iter_mut().zip(targets.iter().zip(&wires)) {
            if w.is_nullable() {
                match r.u8(&format!("column {}", t.name))? {
                    0 => b.read_value(r)?,
                    1 => b.append_null()?,
                    other => {
                        return Err(Error::bad(format!(
                            "Cannot read column {}: null marker {other}, expected 0 or 1",
                            t.name
                        )))
                    }
                }
            } else {
                b.read_value(r)?;
            }
        }
        rows += 1;
        if rows == BATCH_ROWS {
            let arrays = std::mem::replace(&mut builders, fresh())
                .into_iter()
                .map(ColumnBuilder::finish)
                .collect::<Result<Vec<_>>>()?;
            out.push(batch(&schema, &targets, arrays, rows)?);
            rows = 0;
        }
    }
    if rows > 0 {
        let arrays = builders
            .into_iter()
            .map(ColumnBuilder::finish)
            .collect::<Result<Vec<_>>>()?;
        out.push(batch(&schema, &targets, arrays, rows)?);
    }
    Ok(out)
}

/// Blocks: column count, row count, then per column its name, type and values.
fn native(
    r: &mut Reader<'_>,
    resolve: impl Fn(&str) -> Result<ColumnType>,
) -> Result<(Vec<RecordBatch>, Option<Vec<String>>)> {
    let mut out = vec![];
    let mut first: Option<Vec<String>> = None;
    while !r.at_end() {
        let width = r.varint("a block header")?;
        let width = r.count(width, 2, "a block header")?;
        let rows = r.varint("a block header")?;
        if width == 0 {
            if rows > 0 {
                return Err(Error::bad("a Native block has rows but no columns"));
            }
            continue;
        }
        // Every row of every column takes at least one byte.
        let rows = r.count(rows, width, "a block")?;
        let mut targets = Vec::with_capacity(width);
        let mut arrays = Vec::with_capacity(width);
        for _ in 0..width {
            let name = r.string("a column name")?.to_string();
            let wire = ChType::parse(r.string("a column type")?)?;
            let table = resolve(&name)?;
            // No rows, no bytes (not even the prefix).
            if rows > 0 {
                native_prefix(r, &wire, &name)?;
            }
            arrays.push(native_column(r, &wire, &name, rows)?);
            targets.push(Target { name, wire, table });
        }
        let names: Vec<String> = targets.iter().map(|t| t.name.clone()).collect();
        match &first {
            None => {
                check_unique(&names)?;
                first = Some(names);
            }
            Some(f) if *f == names => {}
            Some(f) => {
                return Err(Error::bad(format!(
                    "Native blocks differ in their columns: ({}) then ({})",
                    f.join(", "),
                    names.join(", ")
                )))
            }
        }
        if rows > 0 {
            out.push(batch(&schema_of(&targets), &targets, arrays, rows)?);
        }
    }
    Ok((out, first))
}

fn native_column(r: &mut Reader<'_>, wire: &ChType, name: &str, rows: usize) -> Result<ArrayRef> {
    let what = format!("column {name}");
    let mut b = ColumnBuilder::new(wire, name);
    // No rows, no bytes (not even a LowCardinality prefix).
    if rows == 0 {
        return b.finish();
    }
    match wire {
        ChType::Array(element) => {
            // The cumulative element count of every row, then all elements (each takes
            // at least one byte).
            let (ends, total) = offsets(r, rows, 1, &what)?;
            let values = native_column(r, element, name, total)?;
            return crate::wire::list_array(element, &ends, values, None, &what);
        }
        ChType::Tuple(elements) => {
            // Each element's column in turn.
            let columns = elements
                .iter()
                .map(|(_, t)| native_column(r, t, name, rows))
                .collect::<Result<Vec<_>>>()?;
            return crate::wire::composite_array(wire, &[], columns, &what);
        }
        ChType::Map(k, v) => {
            // The cumulative pair count of every row, then the keys and the values
            // (a pair takes at least two bytes).
            let (ends, total) = offsets(r, rows, 2, &what)?;
            if matches!(**k, ChType::LowCardinality(_)) || matches!(**v, ChType::LowCardinality(_))
            {
                return Err(Error::bad(format!(
                    "{what}: LowCardinality inside a Map is not supported in Native input"
                )));
            }
            let columns = vec![
                native_column(r, k, name, total)?,
                native_column(r, v, name, total)?,
            ];
            return crate::wire::composite_array(wire, &ends, columns, &what);
        }
        ChType::LowCardinality(inner) => low_cardinality(r, &mut b, inner, name, rows)?,
        ChType::Nullable(_) => {
            let map = r.take(rows, &what)?;
            for is_null in map {
                b.read_value(r)?;
                if *is_null != 0 {
                    b.set_last_null();
                }
            }
        }
        _ => {
            for _ in 0..rows {
                b.read_value(r)?;
            }
        }
    }
    b.finish()
}

/// A column's serialization prefix, before any of its data: the version of each
/// `LowCardinality` inside it, outermost first (an `Array(LowCardinality(String))`
/// starts with the version, then the array sizes).
fn native_prefix(r: &mut Reader<'_>, wire: &ChType, name: &str) -> Result<()> {
    match wire {
        ChType::LowCardinality(_) => {
            let version = r.u64(&format!("column {name}"))?;
            if version != LC_VERSION {
                return Err(Error::bad(format!(
                    "column {name}: LowCardinality serialization version {version} is not supported"
                )));
            }
            Ok(())
        }
        ChType::Array(element) | ChType::Nullable(element) => native_prefix(r, element, name),
        ChType::Map(k, v) => {
            native_prefix(r, k, name)?;
            native_prefix(r, v, name)
        }
        ChType::Tuple(elements) => elements
            .iter()
            .try_for_each(|(_, e)| native_prefix(r, e, name)),
        _ => Ok(()),
    }
}

/// Native's cumulative counts of `rows` arrays or maps, each count at least the one
/// before, and their total, checked against what is left of the input (each item
/// takes at least `min_bytes`).
fn offsets(
    r: &mut Reader<'_>,
    rows: usize,
    min_bytes: usize,
    what: &str,
) -> Result<(Vec<usize>, usize)> {
    let mut ends = Vec::with_capacity(rows);
    let mut last = 0u64;
    for _ in 0..rows {
        let end = r.u64(what)?;
        if end < last {
            return Err(Error::bad(format!(
                "{what}: offsets go down ({last}, then {end})"
            )));
        }
        last = end;
        ends.push(end);
    }
    let total = r.count(last, min_bytes, what)?;
    // Every end is at most the total, which fits a usize.
    Ok((ends.into_iter().map(|e| e as usize).collect(), total))
}

/// A dictionary and keys into it, in granules until `rows` keys are read. For
/// `LowCardinality(Nullable(T))` key 0 is NULL.
fn low_cardinality(
    r: &mut Reader<'_>,
    b: &mut ColumnBuilder,
    inner: &ChType,
    name: &str,
    rows: usize,
) -> Result<()> {
    let what = &format!("column {name}");
    let nullable = inner.is_nullable();
    let mut dictionary: Option<ColumnBuilder> = None;
    let mut read = 0;
    while read < rows {
        let flags = r.u64(what)?;
        if flags & LC_GLOBAL_DICTIONARY != 0 {
            return Err(Error::bad(format!(
                "{what}: a LowCardinality global dictionary is not supported"
            )));
        }
        let key_width = match flags & 0xff {
            0 => 1,
            1 => 2,
            2 => 4,
            3 => 8,
            other => {
                return Err(Error::bad(format!(
                    "{what}: LowCardinality key type {other} is not valid"
                )))
            }
        };
        if flags & LC_UPDATE_DICTIONARY != 0 {
            let n = r.u64(what)?;
            let n = r.count(n, 1, what)?;
            let mut d = ColumnBuilder::new(inner.base(), name);
            for _ in 0..n {
                d.read_value(r)?;
            }
            dictionary = Some(d);
        }
        let d = dictionary.as_ref().ok_or_else(|| {
            Error::bad(format!("{what}: LowCardinality keys without a dictionary"))
        })?;
        let n = r.u64(what)?;
        let n = r.count(n, key_width, what)?;
        if n > rows - read {
            return Err(Error::bad(format!(
                "{what}: more LowCardinality keys than the block's {rows} rows"
            )));
        }
        for key in r.take(n * key_width, what)?.chunks_exact(key_width) {
            let mut bytes = [0u8; 8];
            bytes[..key_width].copy_from_slice(key);
            let key = u64::from_le_bytes(bytes);
            let i = usize::try_from(key)
                .ok()
                .filter(|i| *i < d.len())
                .ok_or_else(|| {
                    Error::bad(format!(
                        "{what}: LowCardinality key {key} is outside its dictionary of {}",
                        d.len()
                    ))
                })?;
            b.append_from(d, i, nullable && i == 0)?;
        }
        read += n;
        if n == 0 && read < rows {
            return Err(Error::bad(format!(
                "{what}: an empty LowCardinality granule"
            )));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use arrow::{array::AsArray, compute::concat_batches};

    use super::*;

    /// ClickHouse's bytes for `SELECT * FROM t ORDER BY id` (scripts/format_fixtures.py).
    fn fixture(name: &str) -> Vec<u8> {
        let path = format!(
            "{}/../server/tests/fixtures/formats/{name}",
            env!("CARGO_MANIFEST_DIR")
        );
        std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
    }

    fn table() -> Vec<(String, ColumnType)> {
        String::from_utf8(fixture("table.sql"))
            .unwrap()
            .lines()
            .filter_map(|l| l.strip_prefix("    "))
            .map(|l| {
                let (name, ty) = l.trim_end_matches(',').split_once(' ').unwrap();
                (name.to_string(), ColumnType::parse(ty).unwrap())
            })
            .collect()
    }

    fn decode_fixture(format: BinaryFormat, data: &[u8]) -> Result<Vec<RecordBatch>> {
        let columns = table();
        let (batches, names) = decode(format, data, &columns, |n| {
            columns
                .iter()
                .find(|(c, _)| c == n)
                .map(|(_, t)| t.clone())
                .ok_or_else(|| Error::bad(format!("Unknown column {n}")))
        })?;
        if let Some(names) = names {
            let expected: Vec<String> = columns.iter().map(|(n, _)| n.clone()).collect();
            assert_eq!(names, expected);
        }
        Ok(batches)
    }

    const FORMATS: [(BinaryFormat, &str); 4] = [
        (BinaryFormat::Native, "Native"),
        (BinaryFormat::RowBinary, "RowBinary"),
        (BinaryFormat::RowBinaryWithNames, "RowBinaryWithNames"),
        (
            BinaryFormat::RowBinaryWithNamesAndTypes,
            "RowBinaryWithNamesAndTypes",
        ),
    ];

    #[test]
    fn clickhouse_bytes_decode_to_the_same_rows_in_every_format() {
        let mut decoded = vec![];
        for (format, name) in FORMATS {
            let batches = decode_fixture(format, &fixture(&format!("all_types.{name}"))).unwrap();
            let batch = concat_batches(&batches[0].schema(), &batches).unwrap();
            assert_eq!(batch.num_rows(), 4, "{name}");
            decoded.push(batch);
            let empty = decode_fixture(format, &fixture(&format!("empty.{name}"))).unwrap();
            assert!(empty.is_empty(), "{name}");
        }
        for b in &decoded[1..] {
            assert_eq!(b, &decoded[0]);
        }
        let b = &decoded[0];
        let col = |n: &str| b.column_by_name(n).unwrap().clone();
        use arrow::datatypes::*;
        assert_eq!(col("u64").as_primitive::<UInt64Type>().value(1), u64::MAX);
        assert_eq!(col("i64").as_primitive::<Int64Type>().value(0), i64::MIN);
        assert_eq!(col("s").as_string::<i32>().value(1), "héllo ✓ 日本語");
        assert_eq!(col("n_s").as_string::<i32>().value(2).len(), 300);
        assert_eq!(col("lc").as_string::<i32>().value(3), "x");
        assert_eq!(col("lc").as_string::<i32>().value(0), "");
        assert!(col("n_s").is_null(0) && col("n_s").is_valid(1));
        assert!(col("f64")
            .as_primitive::<Float64Type>()
            .value(0)
            .is_infinite());
        assert!(col("n_f64").as_primitive::<Float64Type>().value(1).is_nan());
        assert_eq!(
            col("d").as_primitive::<Date32Type>().value(1),
            65535,
            "2149-06-06"
        );
        assert_eq!(
            col("dt").as_primitive::<TimestampSecondType>().value(1),
            i64::from(u32::MAX)
        );
        assert_eq!(
            col("dt64")
                .as_primitive::<TimestampMillisecondType>()
                .value(2),
            1_709_210_096_789
        );
        assert!(col("b").as_boolean().value(1));
        // Arrays: element counts per row, elements NULL or not, nested.
        let a = col("a_u32");
        let a = a.as_list::<i32>();
        assert_eq!(a.value_length(0), 0);
        assert_eq!(
            a.value(1).as_primitive::<UInt32Type>().values().to_vec(),
            vec![u32::MAX, 0]
        );
        let ns = col("a_ns");
        let row = ns.as_list::<i32>().value(1);
        assert_eq!(row.as_string::<i32>().value(0), "héllo");
        assert!(row.is_null(1) && row.is_valid(2));
        let aa = col("aa_i8");
        let row = aa.as_list::<i32>().value(3);
        assert_eq!(row.as_list::<i32>().value_length(0), 0);
        assert_eq!(row.as_list::<i32>().value_length(1), 2);
    }

    /// Every cut of ClickHouse's bytes is either whole rows or a clear error; never a
    /// panic (DESIGN §2.7).
    #[test]
    fn every_truncation_is_rows_or_cannot_read_all_data() {
        for (format, name) in FORMATS {
            let data = fixture(&format!("all_types.{name}"));
            for cut in 0..data.len() {
                match decode_fixture(format, &data[..cut]) {
                    Ok(batches) => {
                        let rows: usize = batches.iter().map(|b| b.num_rows()).sum();
                        assert!(
                            format != BinaryFormat::Native || rows == 0,
                            "{name} cut at {cut} decoded {rows} rows"
                        );
                    }
                    Err(e) => assert!(
                        e.message.contains("Cannot read all data"),
                        "{name} cut at {cut}: {}",
                        e.message
                    ),
                }
            }
        }
    }

    /// Corrupted bytes give errors, never panics or huge allocations.
    /// A NULL of a wide fixed-width type takes one input byte and its width in memory:
    /// a body of NULL markers for `Nullable(FixedString(16777215))` is refused once a
    /// block's column passes its bound, instead of growing toward a terabyte (DESIGN
    /// §2.7: nothing a user sends may stop a node).
    #[test]
    fn nulls_of_wide_fixed_strings_are_bounded() {
        let mut data = vec![];
        crate::wire::put_varint(&mut data, 1);
        crate::wire::put_string(&mut data, b"s");
        crate::wire::put_string(&mut data, b"Nullable(FixedString(16777215))");
        data.extend(std::iter::repeat_n(1u8, 1 << 16));
        let resolve = |_: &str| Ok(ColumnType::parse("Nullable(FixedString(16777215))").unwrap());
        let e = decode(
            BinaryFormat::RowBinaryWithNamesAndTypes,
            &data,
            &[],
            resolve,
        )
        .unwrap_err();
        assert!(
            e.message.contains("bytes of values in one block"),
            "{}",
            e.message
        );
    }

    #[test]
    fn corrupted_bodies_never_panic() {
        for (format, name) in FORMATS {
            let data = fixture(&format!("all_types.{name}"));
            for at in 0..data.len() {
                for byte in [0x00, 0x7f, 0x80, 0xff] {
                    let mut bad = data.clone();
                    bad[at] = byte;
                    let _ = decode_fixture(format, &bad);
                }
            }
        }
    }
}
