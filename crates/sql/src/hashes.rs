//! ClickHouse's `cityHash64(x, …)`: CityHash64 as ClickHouse computes it (version
//! 1.0.2 of the algorithm, which later versions changed) over a string's bytes, a
//! number's bits mixed as ClickHouse mixes them, several arguments folded into one, a
//! tuple's elements folded as arguments and an array's (a map's entries) into its
//! length's hash. And `sipHash64(x, …)` ([`SipHash64`]).

use std::sync::Arc;

use datafusion::{
    arrow::{
        array::{Array, ArrayRef, AsArray, UInt64Array},
        datatypes::{
            DataType, Date32Type, Decimal128Type, Float32Type, Float64Type, Int16Type, Int32Type,
            Int64Type, Int8Type, TimeUnit, TimestampMillisecondType, TimestampSecondType,
            UInt16Type, UInt32Type, UInt64Type, UInt8Type,
        },
    },
    common::{DataFusionError, Result as DfResult, ScalarValue},
    logical_expr::{ColumnarValue, ScalarFunctionArgs, ScalarUDFImpl, Signature, Volatility},
};

/// How ClickHouse hashes a number's 64 bits for `cityHash64`: its `intHash64` mix of
/// the bits xored with a constant.
fn int_hash64(x: u64) -> u64 {
    let mut x = x ^ 0x4cf2_d2ba_ae6d_a887;
    x ^= x >> 33;
    x = x.wrapping_mul(0xff51_afd7_ed55_8ccd);
    x ^= x >> 33;
    x = x.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    x ^= x >> 33;
    x
}

/// CityHash's `Hash128to64` of the pair (`low`, `high`): how ClickHouse folds the hash
/// of the next argument into the hash so far.
fn combine(low: u64, high: u64) -> u64 {
    const MUL: u64 = 0x9ddf_ea08_eb38_2d69;
    let mut a = (low ^ high).wrapping_mul(MUL);
    a ^= a >> 47;
    let mut b = (high ^ a).wrapping_mul(MUL);
    b ^= b >> 47;
    b.wrapping_mul(MUL)
}

/// Each row's hash of one argument, `None` for NULL.
fn hashes(array: &ArrayRef) -> DfResult<Vec<Option<u64>>> {
    // A number's bytes, in memory order, zero-extended to 64 bits (ClickHouse's
    // `bit_cast`): a negative `Int8` is its one byte, not its sign extension.
    macro_rules! bits {
        ($t:ty, $to:expr) => {
            array
                .as_primitive::<$t>()
                .iter()
                .map(|v| v.map(|v| int_hash64($to(v))))
                .collect()
        };
    }
    let strings = |values: &mut dyn Iterator<Item = Option<&[u8]>>| -> Vec<Option<u64>> {
        values.map(|v| v.map(ch_cityhash102::cityhash64)).collect()
    };
    Ok(match array.data_type() {
        DataType::UInt8 => bits!(UInt8Type, u64::from),
        DataType::UInt16 => bits!(UInt16Type, u64::from),
        DataType::UInt32 => bits!(UInt32Type, u64::from),
        DataType::UInt64 => bits!(UInt64Type, |v| v),
        DataType::Int8 => bits!(Int8Type, |v: i8| u64::from(v as u8)),
        DataType::Int16 => bits!(Int16Type, |v: i16| u64::from(v as u16)),
        DataType::Int32 => bits!(Int32Type, |v: i32| u64::from(v as u32)),
        DataType::Int64 => bits!(Int64Type, |v: i64| v as u64),
        DataType::Float32 => bits!(Float32Type, |v: f32| u64::from(v.to_bits())),
        DataType::Float64 => bits!(Float64Type, f64::to_bits),
        // A Date's days and a DateTime's seconds, as their unsigned integers.
        DataType::Date32 => bits!(Date32Type, |v: i32| u64::from(v as u32)),
        DataType::Timestamp(TimeUnit::Second, _) => {
            bits!(TimestampSecondType, |v: i64| u64::from(v as u32))
        }
        DataType::Timestamp(TimeUnit::Millisecond, _) => {
            bits!(TimestampMillisecondType, |v: i64| v as u64)
        }
        DataType::Boolean => array
            .as_boolean()
            .iter()
            .map(|v| v.map(|v| int_hash64(u64::from(v))))
            .collect(),
        DataType::Utf8 => strings(
            &mut array
                .as_string::<i32>()
                .iter()
                .map(|v| v.map(str::as_bytes)),
        ),
        DataType::LargeUtf8 => strings(
            &mut array
                .as_string::<i64>()
                .iter()
                .map(|v| v.map(str::as_bytes)),
        ),
        DataType::Utf8View => {
            strings(&mut array.as_string_view().iter().map(|v| v.map(str::as_bytes)))
        }
        DataType::Binary => strings(&mut array.as_binary::<i32>().iter()),
        // A decimal's bytes as ClickHouse keeps them: the little-endian integer of its
        // width (`Decimal32` up to 9 digits, `Decimal64` up to 18, else `Decimal128`).
        DataType::Decimal128(precision, _) => {
            let precision = *precision;
            array
                .as_primitive::<Decimal128Type>()
                .iter()
                .map(|v| {
                    v.map(|v| match precision {
                        0..=9 => ch_cityhash102::cityhash64(&(v as i32).to_le_bytes()),
                        10..=18 => ch_cityhash102::cityhash64(&(v as i64).to_le_bytes()),
                        _ => ch_cityhash102::cityhash64(&v.to_le_bytes()),
                    })
                })
                .collect()
        }
        DataType::Null => vec![None; array.len()],
        other => {
            return Err(DataFusionError::Plan(format!(
                "Illegal type {other} of argument of function cityHash64"
            )))
        }
    })
}

/// The hash of no arguments at all, ClickHouse's constant.
const EMPTY: u64 = 0xe28d_bde7_fe22_e41c;

/// Where a value being hashed is: an argument itself (`No`), or inside an array
/// (`Rows(None)`: every row counts) or a tuple (`Rows(Some(valid))`: the rows where
/// the tuple is not NULL count).
enum Nested {
    No,
    Rows(Option<datafusion::arrow::buffer::NullBuffer>),
}

/// Folds each row's hash of `array` into `acc` (the hashes of the arguments before
/// it, none for the first), as ClickHouse does: a tuple's elements one after the
/// other, as if they were arguments; an array (a map's entries) as `intHash64` of its
/// length followed by each element's hash; anything else by its own hash. Inside an
/// array or a tuple (`nested`) a NULL is refused (ClickHouse hashes it as a constant
/// of its own, which is not reproduced here); a NULL argument's rows are NULL whatever
/// they hash to.
fn fold(acc: Option<Vec<u64>>, array: &dyn Array, nested: Nested) -> DfResult<Vec<u64>> {
    let refused = match &nested {
        Nested::No => false,
        Nested::Rows(None) => array.logical_null_count() > 0,
        // In a tuple: only the rows where the tuple itself is not NULL.
        Nested::Rows(Some(tuple)) => array.logical_nulls().is_some_and(|nulls| {
            nulls
                .iter()
                .zip(tuple.iter())
                .any(|(valid, tuple)| tuple && !valid)
        }),
    };
    if refused {
        return Err(crate::scalar::error(
            "cityHash64 of an array, tuple or map that holds NULL is not supported (NOT_IMPLEMENTED)"
                .into(),
            maskhouse_types::codes::NOT_IMPLEMENTED,
        ));
    }
    let offsets: Option<(Vec<usize>, ArrayRef)> = match array.data_type() {
        DataType::Struct(_) => {
            let rows = match nested {
                Nested::Rows(Some(outer)) => datafusion::arrow::buffer::NullBuffer::union(
                    Some(&outer),
                    array.logical_nulls().as_ref(),
                ),
                _ => array.logical_nulls(),
            };
            let mut acc = acc;
            for element in array.as_struct().columns() {
                acc = Some(fold(acc, element.as_ref(), Nested::Rows(rows.clone()))?);
            }
            return Ok(acc.unwrap_or_else(|| vec![EMPTY; array.len()]));
        }
        DataType::List(_) => {
            let list = array.as_list::<i32>();
            let o = list.offsets().iter().map(|o| *o as usize).collect();
            Some((o, list.values().clone()))
        }
        DataType::LargeList(_) => {
            let list = array.as_list::<i64>();
            let o = list.offsets().iter().map(|o| *o as usize).collect();
            Some((o, list.values().clone()))
        }
        DataType::Map(..) => {
            let map = array.as_map();
            let o = map.offsets().iter().map(|o| *o as usize).collect();
            Some((o, Arc::new(map.entries().clone()) as ArrayRef))
        }
        _ => None,
    };
    let Some((offsets, values)) = offsets else {
        let own = hashes(&datafusion::arrow::array::make_array(array.to_data()))?;
        let own = own.into_iter().map(|h| h.unwrap_or_default());
        return Ok(match acc {
            None => own.collect(),
            Some(acc) => acc
                .into_iter()
                .zip(own)
                .map(|(h, next)| combine(h, next))
                .collect(),
        });
    };
    // Only the elements the rows hold (a sliced array keeps others around them).
    let (first, last) = (offsets[0], offsets[offsets.len() - 1]);
    let elements = fold(
        None,
        values.slice(first, last - first).as_ref(),
        Nested::Rows(None),
    )?;
    Ok(offsets
        .windows(2)
        .enumerate()
        .map(|(row, w)| {
            let length = int_hash64((w[1] - w[0]) as u64);
            let start = match &acc {
                None => length,
                Some(acc) => combine(acc[row], length),
            };
            elements[w[0] - first..w[1] - first]
                .iter()
                .fold(start, |h, e| combine(h, *e))
        })
        .collect())
}

/// The rows where any of `arrays` is NULL (a hash of them is NULL).
fn any_null(arrays: &[ArrayRef]) -> Option<datafusion::arrow::buffer::NullBuffer> {
    arrays.iter().fold(None, |nulls, a| {
        datafusion::arrow::buffer::NullBuffer::union(nulls.as_ref(), a.logical_nulls().as_ref())
    })
}

/// `cityHash64(x, …)`: UInt64, NULL when an argument is; `cityHash64()` is a constant.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct CityHash64 {
    signature: Signature,
}

impl CityHash64 {
    pub(crate) fn new() -> Self {
        CityHash64 {
            signature: crate::scalar::any_arguments(Volatility::Immutable),
        }
    }
}

impl ScalarUDFImpl for CityHash64 {
    fn name(&self) -> &str {
        "cityhash64"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _arg_types: &[DataType]) -> DfResult<DataType> {
        Ok(DataType::UInt64)
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        if args.args.is_empty() {
            return Ok(ColumnarValue::Scalar(ScalarValue::UInt64(Some(EMPTY))));
        }
        let (arrays, scalar) = crate::scalar::arrays(args)?;
        // NULL where an argument is NULL; a NULL inside an array or a tuple is hashed.
        let nulls = any_null(&arrays);
        let mut folded = None;
        for array in &arrays {
            folded = Some(fold(folded, array.as_ref(), Nested::No)?);
        }
        let folded = folded.unwrap_or_default();
        crate::scalar::result(Arc::new(UInt64Array::new(folded.into(), nulls)), scalar)
    }
}

/// `xxHash32(s)` (UInt32) and `xxHash64(s)` (UInt64) of a string's bytes, seed 0, as
/// ClickHouse computes them; NULL where `s` is, and any other type is
/// `ILLEGAL_TYPE_OF_ARGUMENT` (43), as in ClickHouse.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct XxHash {
    wide: bool,
    signature: Signature,
}

impl XxHash {
    pub(crate) fn both() -> [XxHash; 2] {
        [false, true].map(|wide| XxHash {
            wide,
            signature: Signature::any(1, Volatility::Immutable),
        })
    }
}

impl ScalarUDFImpl for XxHash {
    fn name(&self) -> &str {
        if self.wide {
            "xxhash64"
        } else {
            "xxhash32"
        }
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _arg_types: &[DataType]) -> DfResult<DataType> {
        Ok(if self.wide {
            DataType::UInt64
        } else {
            DataType::UInt32
        })
    }

    /// A String or FixedString, by its ClickHouse type: an Enum or a UUID is text here
    /// but hashes otherwise in ClickHouse, so it is refused.
    fn return_field_from_args(
        &self,
        args: datafusion::logical_expr::ReturnFieldArgs<'_>,
    ) -> DfResult<datafusion::arrow::datatypes::FieldRef> {
        use crate::wire::ChType;
        fn text(t: &ChType) -> bool {
            match t {
                ChType::String | ChType::FixedString(_) | ChType::Nothing => true,
                ChType::Nullable(t) | ChType::LowCardinality(t) => text(t),
                _ => false,
            }
        }
        let field = &args.arg_fields[0];
        let is_text =
            field.data_type() == &DataType::Null || ChType::of_field(field).is_ok_and(|t| text(&t));
        if !is_text {
            return Err(DataFusionError::External(Box::new(
                crate::Error::bad(format!(
                    "Illegal type {} of argument of function {}: a String is expected (ILLEGAL_TYPE_OF_ARGUMENT)",
                    crate::functions::type_name(field),
                    if self.wide { "xxHash64" } else { "xxHash32" }
                ))
                .with_code(maskhouse_types::codes::ILLEGAL_TYPE_OF_ARGUMENT),
            )));
        }
        Ok(Arc::new(datafusion::arrow::datatypes::Field::new(
            self.name(),
            self.return_type(&[])?,
            field.is_nullable(),
        )))
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let (arrays, scalar) = crate::scalar::arrays(args)?;
        let text = datafusion::arrow::compute::cast(&arrays[0], &DataType::Utf8)?;
        let text = text.as_string::<i32>();
        let out: ArrayRef = if self.wide {
            Arc::new(
                text.iter()
                    .map(|s| s.map(|s| twox_hash::XxHash64::oneshot(0, s.as_bytes())))
                    .collect::<UInt64Array>(),
            )
        } else {
            Arc::new(
                text.iter()
                    .map(|s| s.map(|s| twox_hash::XxHash32::oneshot(0, s.as_bytes())))
                    .collect::<datafusion::arrow::array::UInt32Array>(),
            )
        };
        crate::scalar::result(out, scalar)
    }
}

/// ClickHouse's `intHash32(x)`: [`int_hash32`] of the integer's 64 bits xored with
/// ClickHouse's constant.
fn mix32(key: u64) -> u32 {
    int_hash32(key ^ 0x75d9_543d_e018_bf45)
}

/// Thomas Wang's 64-to-32-bit integer hash, as ClickHouse's `intHash32` computes it
/// (with no salt).
pub(crate) fn int_hash32(key: u64) -> u32 {
    let mut key = (!key).wrapping_add(key << 18);
    key ^= key.rotate_right(31);
    key = key.wrapping_mul(21);
    key ^= key.rotate_right(11);
    key = key.wrapping_add(key << 6);
    key ^= key.rotate_right(22);
    key as u32
}

/// `intHash64(x)` (the mix [`int_hash64`]) and `intHash32(x)` of an integer: `UInt64` and `UInt32`, NULL where
/// `x` is; any other type is `ILLEGAL_TYPE_OF_ARGUMENT` (43), as in ClickHouse.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct IntHash {
    wide: bool,
    signature: Signature,
}

impl IntHash {
    pub(crate) fn all() -> [IntHash; 2] {
        [true, false].map(|wide| IntHash {
            wide,
            signature: Signature::any(1, Volatility::Immutable),
        })
    }

    fn clickhouse(&self) -> &'static str {
        match self.wide {
            true => "intHash64",
            false => "intHash32",
        }
    }
}

impl ScalarUDFImpl for IntHash {
    fn name(&self) -> &str {
        match self.wide {
            true => "inthash64",
            false => "inthash32",
        }
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        if !(arg_types[0].is_integer() || arg_types[0] == DataType::Null) {
            return Err(DataFusionError::External(Box::new(
                crate::Error::bad(format!(
                    "Illegal type {} of argument of function {} (ILLEGAL_TYPE_OF_ARGUMENT)",
                    crate::functions::type_name(&datafusion::arrow::datatypes::Field::new(
                        "",
                        arg_types[0].clone(),
                        false
                    )),
                    self.clickhouse()
                ))
                .with_code(maskhouse_types::codes::ILLEGAL_TYPE_OF_ARGUMENT),
            )));
        }
        Ok(match self.wide {
            true => DataType::UInt64,
            false => DataType::UInt32,
        })
    }

    /// Nullable where its argument is.
    fn return_field_from_args(
        &self,
        args: datafusion::logical_expr::ReturnFieldArgs<'_>,
    ) -> DfResult<datafusion::arrow::datatypes::FieldRef> {
        crate::scalar::nullable_as_argument(self, &args)
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let (arrays, scalar) = crate::scalar::arrays(args)?;
        let array = &arrays[0];
        // The 64 bits of each value: a signed value sign-extended, as ClickHouse's
        // conversion to UInt64 keeps them.
        let bits: Vec<Option<u64>> = if array.data_type().is_signed_integer() {
            let wide = datafusion::arrow::compute::cast(array, &DataType::Int64)?;
            wide.as_primitive::<Int64Type>()
                .iter()
                .map(|v| v.map(|v| v as u64))
                .collect()
        } else if array.data_type() == &DataType::Null {
            vec![None; array.len()]
        } else {
            let wide = datafusion::arrow::compute::cast(array, &DataType::UInt64)?;
            wide.as_primitive::<UInt64Type>().iter().collect()
        };
        let out: ArrayRef = match self.wide {
            true => Arc::new(UInt64Array::from(
                bits.into_iter()
                    .map(|b| b.map(int_hash64))
                    .collect::<Vec<_>>(),
            )),
            false => Arc::new(datafusion::arrow::array::UInt32Array::from(
                bits.into_iter().map(|b| b.map(mix32)).collect::<Vec<_>>(),
            )),
        };
        crate::scalar::result(out, scalar)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// ClickHouse's documented values (its CityHash is not Google's current one).
    #[test]
    fn strings_hash_as_in_clickhouse() {
        assert_eq!(ch_cityhash102::cityhash64(b"Moscow"), 12507901496292878638);
        // `SELECT cityHash64(0), cityHash64(255)` in ClickHouse 26.9.
        assert_eq!(int_hash64(0), 4761183170873013810);
        assert_eq!(int_hash64(255), 8055013221972926055);
    }
}

/// SipHash-2-4 with both keys zero, as ClickHouse's `sipHash64` computes it.
fn sip(bytes: &[u8]) -> u64 {
    siphasher::sip::SipHasher24::new_with_keys(0, 0).hash(bytes)
}

/// `sipHash64(x, …)`: UInt64, NULL where an argument is NULL. Each argument's value
/// is hashed as ClickHouse lays it out in memory: a string's bytes, a number, date,
/// time, decimal or enum as its little-endian bytes in its type's width (so an integer
/// literal, `UInt8` for `1` as in ClickHouse, hashes one byte), a `FixedString(N)` as
/// its N bytes; each later argument's hash is folded in as the hash of the 16 bytes of
/// the two hashes. `sipHash64()` is ClickHouse's constant. Arrays, tuples, maps and
/// UUIDs are `NOT_IMPLEMENTED` (48).
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct SipHash64 {
    signature: Signature,
}

impl SipHash64 {
    pub(crate) fn new() -> Self {
        SipHash64 {
            signature: crate::scalar::any_arguments(Volatility::Immutable),
        }
    }
}

/// `sipHash64()` in ClickHouse.
const SIP_EMPTY: u64 = 16324913028386710556;

impl ScalarUDFImpl for SipHash64 {
    fn name(&self) -> &str {
        "siphash64"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _arg_types: &[DataType]) -> DfResult<DataType> {
        Ok(DataType::UInt64)
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        use crate::wire::{ChType, ColumnWriter};
        if args.args.is_empty() {
            return Ok(ColumnarValue::Scalar(ScalarValue::UInt64(Some(SIP_EMPTY))));
        }
        let fields = args.arg_fields.clone();
        let (arrays, scalar) = crate::scalar::arrays(args)?;
        let rows = arrays.first().map_or(0, |a| a.len());
        let nulls = any_null(&arrays);
        let mut folded: Vec<u64> = Vec::with_capacity(rows);
        let mut value = Vec::new();
        for (i, (array, field)) in arrays.iter().zip(&fields).enumerate() {
            let ty = ChType::of_field(field).map_err(|e| DataFusionError::External(Box::new(e)))?;
            let base = ty.base().clone();
            let refused = matches!(
                base,
                ChType::Array(_) | ChType::Tuple(_) | ChType::Map(..) | ChType::Uuid
            );
            if refused {
                return Err(crate::scalar::error(
                    format!(
                        "sipHash64 of {} is not supported yet (NOT_IMPLEMENTED)",
                        crate::functions::type_name(field)
                    ),
                    maskhouse_types::codes::NOT_IMPLEMENTED,
                ));
            }
            let writer = ColumnWriter::new(array, &base)
                .map_err(|e| DataFusionError::External(Box::new(e)))?;
            for row in 0..rows {
                value.clear();
                let h = if array.is_null(row) {
                    0
                } else if base == ChType::String {
                    sip(writer
                        .bytes(row)
                        .map_err(|e| DataFusionError::External(Box::new(e)))?)
                } else {
                    writer
                        .put(&mut value, row)
                        .map_err(|e| DataFusionError::External(Box::new(e)))?;
                    sip(&value)
                };
                match i {
                    0 => folded.push(h),
                    _ => {
                        let mut pair = [0u8; 16];
                        pair[..8].copy_from_slice(&folded[row].to_le_bytes());
                        pair[8..].copy_from_slice(&h.to_le_bytes());
                        folded[row] = sip(&pair);
                    }
                }
            }
        }
        crate::scalar::result(Arc::new(UInt64Array::new(folded.into(), nulls)), scalar)
    }
}
