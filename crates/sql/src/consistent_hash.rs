//! Consistent hashes of a key into `n` buckets, as ClickHouse computes them:
//! `jumpConsistentHash(key, n)` (Lamping and Veach's jump hash, `Int32`, `n` up to
//! 2^31 - 1) and `kostikConsistentHash(key, n)` (also `yandexConsistentHash`: the
//! bit-block scheme of ClickHouse's consistent-hashing library, `UInt16`, `n` up to
//! 32,768). The key is any integer, read as its 64 bits; `n` must be a positive
//! constant.

use std::sync::Arc;

use datafusion::{
    arrow::{
        array::{ArrayRef, AsArray, Int32Array, UInt16Array},
        datatypes::{DataType, Int64Type, UInt64Type},
    },
    common::{Result as DfResult, ScalarValue},
    logical_expr::{ColumnarValue, ScalarFunctionArgs, ScalarUDFImpl, Signature, Volatility},
};

use crate::scalar::{check_arguments, error};

/// Lamping and Veach's jump consistent hash.
fn jump(mut key: u64, buckets: i64) -> i32 {
    let (mut b, mut j) = (-1i64, 0i64);
    while j < buckets {
        b = j;
        key = key.wrapping_mul(2862933555777941757).wrapping_add(1);
        j = ((b + 1) as f64 * ((1i64 << 31) as f64 / ((key >> 33) + 1) as f64)) as i64;
    }
    b as i32
}

/// The bits `value` needs (0 for 0).
fn bit_count(value: u64) -> u32 {
    64 - value.leading_zeros()
}

/// The exact bucket for a power of two `k2` buckets, from the 16-bit blocks `a`, `b`
/// and `c` of the key.
fn for_power_of_two(a: u64, b: u64, c: u64, k2: u64) -> u64 {
    let c_block = c & (k2 - 1);
    if c_block < 2 {
        return c_block;
    }
    let y2 = 1u64 << (bit_count(c_block) - 1);
    // The a block where the c block has an even number of ones, else the b block.
    let ab_block = if c_block.count_ones().is_multiple_of(2) {
        a
    } else {
        b
    };
    y2 + (ab_block & (y2 - 1))
}

/// The bits of the blocks above the first `k` (the key's "asterisk" bits).
fn asterisk_bits(a: u64, b: u64, c: u64, d: u64, k: u32) -> u64 {
    let mut shift = 16 - k;
    let mut bits = (d << shift) | (c >> k);
    shift += 1;
    bits = (bits << shift) | (b >> (k - 1));
    (bits << shift) | (a >> (k - 1))
}

/// ClickHouse's `kostikConsistentHash` of `key` into `n` (1 to 32,768) buckets.
fn kostik(key: u64, n: u64) -> u16 {
    if n <= 1 {
        return 0;
    }
    let [a, b, c, d] = [0, 16, 32, 48].map(|shift| (key >> shift) & 0xFFFF);
    let k = bit_count(n - 1);
    let k2 = 1u64 << k;
    let large = for_power_of_two(a, b, c, k2);
    if large < n {
        return large as u16;
    }
    let k21 = 1u64 << (k - 1);
    let s = asterisk_bits(a, b, c, d, k) % (large * (large + 1));
    let large2 = s / k2 + k21;
    if large2 < n {
        return large2 as u16;
    }
    for_power_of_two(a, b, c, k21) as u16
}

#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct ConsistentHash {
    name: &'static str,
    display: &'static str,
    aliases: Vec<String>,
    signature: Signature,
}

impl ConsistentHash {
    pub(crate) fn all() -> [Self; 2] {
        [
            ("jumpconsistenthash", "jumpConsistentHash", vec![]),
            (
                "kostikconsistenthash",
                "kostikConsistentHash",
                vec!["yandexconsistenthash".to_string()],
            ),
        ]
        .map(|(name, display, aliases)| ConsistentHash {
            name,
            display,
            aliases,
            signature: crate::scalar::any_arguments(Volatility::Immutable),
        })
    }

    fn max_buckets(&self) -> i64 {
        match self.name {
            "jumpconsistenthash" => i64::from(i32::MAX),
            _ => 32768,
        }
    }
}

impl ScalarUDFImpl for ConsistentHash {
    fn name(&self) -> &str {
        self.name
    }

    fn aliases(&self) -> &[String] {
        &self.aliases
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        check_arguments(self.display, arg_types, 2..=2, |_, t| {
            (!t.is_integer() && t != &DataType::Null).then_some("an integer")
        })?;
        Ok(match self.name {
            "jumpconsistenthash" => DataType::Int32,
            _ => DataType::UInt16,
        })
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        // As a float, so that no integer width overflows before the checks below.
        let buckets =
            match crate::scalar::constant_argument(&args, 1, self.display, &DataType::Float64)? {
                ScalarValue::Float64(n) => n,
                _ => None,
            };
        if let Some(n) = buckets {
            if n <= 0.0 {
                return Err(error(
                    format!("The second argument of function {} (number of buckets) must be positive number (BAD_ARGUMENTS)", self.display),
                    maskhouse_types::codes::BAD_ARGUMENTS,
                ));
            }
            if n > self.max_buckets() as f64 {
                return Err(error(
                    format!(
                        "The value of the second argument of function {} (number of buckets) must not be greater than {} (BAD_ARGUMENTS)",
                        self.display,
                        self.max_buckets()
                    ),
                    maskhouse_types::codes::BAD_ARGUMENTS,
                ));
            }
        }
        let buckets = buckets.map(|n| n as i64);
        let mut args = args;
        args.args.truncate(1);
        let (arrays, scalar) = crate::scalar::arrays(args)?;
        // A signed key is read as its 64 bits (`-1` is 2^64 - 1).
        let keys: Vec<Option<u64>> = if arrays[0].data_type().is_signed_integer() {
            let wide = datafusion::arrow::compute::cast(&arrays[0], &DataType::Int64)?;
            wide.as_primitive::<Int64Type>()
                .iter()
                .map(|v| v.map(|v| v as u64))
                .collect()
        } else {
            let wide = datafusion::arrow::compute::cast(&arrays[0], &DataType::UInt64)?;
            wide.as_primitive::<UInt64Type>().iter().collect()
        };
        let rows = arrays[0].len();
        let out: ArrayRef = match (self.name, buckets) {
            (_, None) => datafusion::arrow::array::new_null_array(
                &self.return_type(&[DataType::UInt64, DataType::Int64])?,
                rows,
            ),
            ("jumpconsistenthash", Some(n)) => Arc::new(
                (0..rows)
                    .map(|i| keys[i].map(|k| jump(k, n)))
                    .collect::<Int32Array>(),
            ),
            (_, Some(n)) => Arc::new(
                (0..rows)
                    .map(|i| keys[i].map(|k| kostik(k, n as u64)))
                    .collect::<UInt16Array>(),
            ),
        };
        crate::scalar::result(out, scalar)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buckets_are_clickhouses() {
        // ClickHouse: jumpConsistentHash(1, 10) is 6, kostikConsistentHash(2^64 - 1,
        // 32768) is 32767.
        assert_eq!(jump(1, 10), 6);
        assert_eq!(jump(u64::MAX, i64::from(i32::MAX)), 699554662);
        assert_eq!(kostik(u64::MAX, 32768), 32767);
        let keys: Vec<u64> = (0..20u64).map(|n| n.wrapping_mul(2654435761)).collect();
        assert_eq!(
            keys.iter().map(|k| kostik(*k, 7)).collect::<Vec<_>>(),
            [0, 0, 1, 1, 3, 3, 2, 4, 0, 5, 6, 5, 5, 0, 0, 1, 1, 3, 2, 3]
        );
        assert_eq!(
            keys.iter().map(|k| jump(*k, 7)).collect::<Vec<_>>(),
            [0, 5, 4, 1, 6, 6, 1, 0, 2, 6, 0, 3, 2, 3, 4, 3, 4, 0, 4, 5]
        );
    }
}
