//! Geohashes as ClickHouse computes them: `geohashEncode(lon, lat[, precision])` (a
//! base-32 string of `precision` characters, 12 when 0, negative or past 12),
//! `geohashDecode(hash)` (the centre of its cell, a named tuple of longitude and
//! latitude; at most its first 12 characters are read, and a character outside the
//! alphabet reads as 31) and `geohashesInBox(lon_min, lat_min, lon_max, lat_max,
//! precision)` (the hashes of the cells that cover the box, longitude by longitude,
//! at most 10,000,000 of them). Coordinates are floats (Float32 or Float64), as
//! ClickHouse requires them.

use std::sync::Arc;

use datafusion::{
    arrow::{
        array::{
            Array, ArrayRef, AsArray, Float64Builder, ListBuilder, StringBuilder, StructArray,
        },
        datatypes::{DataType, Field, Fields, Float64Type},
    },
    common::Result as DfResult,
    logical_expr::{ColumnarValue, ScalarFunctionArgs, ScalarUDFImpl, Signature, Volatility},
};

use crate::scalar::{check_arguments, error};

const ALPHABET: &[u8; 32] = b"0123456789bcdefghjkmnpqrstuvwxyz";
const MAX_PRECISION: usize = 12;
/// The most hashes `geohashesInBox` gives for one row, as in ClickHouse.
const MAX_IN_BOX: u64 = 10_000_000;

/// The precision ClickHouse reads: 12 when 0, negative or past 12 (`p` is an
/// integer of any width, as a float).
fn precision(p: f64) -> usize {
    match (1.0..=MAX_PRECISION as f64).contains(&p) {
        true => p as usize,
        false => MAX_PRECISION,
    }
}

/// The bits one coordinate has at `precision` characters: half of them, and the odd
/// one to the longitude.
fn coordinate_bits(precision: usize, longitude: bool) -> usize {
    let bits = precision * 5 / 2;
    bits + usize::from(longitude && precision % 2 == 1)
}

/// The bits of `coord` halving [min, max] `bits` times.
fn encode_coordinate(coord: f64, mut min: f64, mut max: f64, bits: usize) -> Vec<bool> {
    (0..bits)
        .map(|_| {
            let mid = (max + min) / 2.0;
            let high = coord >= mid;
            match high {
                true => min = mid,
                false => max = mid,
            }
            high
        })
        .collect()
}

/// The centre of the interval `bits` say.
fn decode_coordinate(bits: &[bool], mut min: f64, mut max: f64) -> f64 {
    let mut mid = (max + min) / 2.0;
    for &high in bits {
        match high {
            true => min = mid,
            false => max = mid,
        }
        mid = (max + min) / 2.0;
    }
    mid
}

fn encode(lon: f64, lat: f64, precision: usize, out: &mut String) {
    let lon_bits = encode_coordinate(lon, -180.0, 180.0, coordinate_bits(precision, true));
    let lat_bits = encode_coordinate(lat, -90.0, 90.0, coordinate_bits(precision, false));
    // Longitude bits at even places, latitude bits at odd ones.
    let mut bits = lon_bits
        .iter()
        .zip(lat_bits.iter().map(Some).chain(std::iter::repeat(None)))
        .flat_map(|(lon, lat)| std::iter::once(*lon).chain(lat.copied()));
    for _ in 0..precision {
        let v = (0..5).fold(0usize, |v, _| {
            (v << 1) | usize::from(bits.next() == Some(true))
        });
        out.push(char::from(ALPHABET[v]));
    }
}

fn decode(hash: &[u8]) -> (f64, f64) {
    let precision = hash.len().min(MAX_PRECISION);
    if precision == 0 {
        return (0.0, 0.0);
    }
    let bits: Vec<bool> = hash[..precision]
        .iter()
        .flat_map(|c| {
            let v = ALPHABET.iter().position(|a| a == c).unwrap_or(31);
            (0..5).rev().map(move |i| (v >> i) & 1 == 1)
        })
        .collect();
    let lon: Vec<bool> = bits.iter().step_by(2).copied().collect();
    let lat: Vec<bool> = bits.iter().skip(1).step_by(2).copied().collect();
    (
        decode_coordinate(&lon, -180.0, 180.0),
        decode_coordinate(&lat, -90.0, 90.0),
    )
}

/// Gives `emit` the hash of each cell covering the box, or fails past [`MAX_IN_BOX`].
fn in_box(
    [mut lon_min, mut lat_min, mut lon_max, mut lat_max]: [f64; 4],
    precision: usize,
    emit: &mut dyn FnMut(&str),
) -> DfResult<()> {
    if lon_max < lon_min
        || lat_max < lat_min
        || [lon_min, lat_min, lon_max, lat_max]
            .iter()
            .any(|v| v.is_nan())
    {
        return Ok(());
    }
    lon_min = lon_min.clamp(-180.0, 180.0);
    lon_max = lon_max.clamp(-180.0, 180.0);
    lat_min = lat_min.clamp(-90.0, 90.0);
    lat_max = lat_max.clamp(-90.0, 90.0);
    let lon_step = 360.0 * 2f64.powi(-(coordinate_bits(precision, true) as i32));
    let lat_step = 180.0 * 2f64.powi(-(coordinate_bits(precision, false) as i32));
    // The box widened to the grid's cells.
    let lon_start = (lon_min / lon_step).floor() * lon_step;
    let lat_start = (lat_min / lat_step).floor() * lat_step;
    let lon_end = (lon_max / lon_step).ceil() * lon_step;
    let lat_end = (lat_max / lat_step).ceil() * lat_step;
    let lon_items = ((lon_end - lon_start) / lon_step) as u32;
    let lat_items = ((lat_end - lat_start) / lat_step) as u32;
    let items = (u64::from(lon_items) * u64::from(lat_items)).max(1);
    if items > MAX_IN_BOX {
        return Err(error(
            format!("geohashesInBox would produce {items} array elements, which is bigger than the allowed maximum of {MAX_IN_BOX} (TOO_LARGE_ARRAY_SIZE)"),
            maskhouse_types::codes::TOO_LARGE_ARRAY_SIZE,
        ));
    }
    let mut hash = String::with_capacity(MAX_PRECISION);
    for i in 0..lon_items {
        for j in 0..lat_items {
            hash.clear();
            encode(
                lon_start + lon_step * f64::from(i),
                lat_start + lat_step * f64::from(j),
                precision,
                &mut hash,
            );
            emit(&hash);
        }
    }
    if lon_items == 0 || lat_items == 0 {
        hash.clear();
        encode(lon_start, lat_start, precision, &mut hash);
        emit(&hash);
    }
    Ok(())
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Kind {
    Encode,
    Decode,
    InBox,
}

#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct Geohash {
    name: &'static str,
    display: &'static str,
    kind: Kind,
    signature: Signature,
}

impl Geohash {
    pub(crate) fn all() -> [Self; 3] {
        [
            ("geohashencode", "geohashEncode", Kind::Encode),
            ("geohashdecode", "geohashDecode", Kind::Decode),
            ("geohashesinbox", "geohashesInBox", Kind::InBox),
        ]
        .map(|(name, display, kind)| Geohash {
            name,
            display,
            kind,
            signature: crate::scalar::any_arguments(Volatility::Immutable),
        })
    }
}

fn is_float(t: &DataType) -> bool {
    matches!(t, DataType::Float32 | DataType::Float64 | DataType::Null)
}

fn is_integer(t: &DataType) -> bool {
    t.is_integer() || t == &DataType::Null
}

/// The fields of `geohashDecode`'s tuple.
fn decoded_fields() -> Fields {
    Fields::from(vec![
        Field::new("longitude", DataType::Float64, false),
        Field::new("latitude", DataType::Float64, false),
    ])
}

impl ScalarUDFImpl for Geohash {
    fn name(&self) -> &str {
        self.name
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        match self.kind {
            Kind::Encode => {
                check_arguments(self.display, arg_types, 2..=3, |i, t| match i {
                    2 => (!is_integer(t)).then_some("an integer"),
                    _ => (!is_float(t)).then_some("Float32 or Float64"),
                })?;
                Ok(DataType::Utf8)
            }
            Kind::Decode => {
                check_arguments(self.display, arg_types, 1..=1, |_, t| {
                    (!crate::json::is_text(t)).then_some("String or FixedString")
                })?;
                Ok(DataType::Struct(decoded_fields()))
            }
            Kind::InBox => {
                check_arguments(self.display, arg_types, 5..=5, |i, t| match i {
                    4 => (!is_integer(t)).then_some("an integer"),
                    _ => (!is_float(t)).then_some("Float32 or Float64"),
                })?;
                Ok(DataType::new_list(DataType::Utf8, true))
            }
        }
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let (arrays, scalar) = crate::scalar::arrays(args)?;
        let rows = arrays.first().map_or(1, |a| a.len());
        let column = |i: usize, ty: &DataType| datafusion::arrow::compute::cast(&arrays[i], ty);
        let out: ArrayRef = match self.kind {
            Kind::Encode => {
                let lon = column(0, &DataType::Float64)?;
                let lat = column(1, &DataType::Float64)?;
                let precisions = match arrays.get(2) {
                    Some(_) => Some(column(2, &DataType::Float64)?),
                    None => None,
                };
                let (lon, lat) = (
                    lon.as_primitive::<Float64Type>(),
                    lat.as_primitive::<Float64Type>(),
                );
                let mut out = StringBuilder::new();
                for row in 0..rows {
                    let p = precisions
                        .as_ref()
                        .map(|p| p.as_primitive::<Float64Type>())
                        .map_or(Some(0.0), |p| p.is_valid(row).then(|| p.value(row)));
                    match (lon.is_valid(row) && lat.is_valid(row), p) {
                        (true, Some(p)) => {
                            let mut hash = String::with_capacity(MAX_PRECISION);
                            encode(lon.value(row), lat.value(row), precision(p), &mut hash);
                            out.append_value(hash);
                        }
                        _ => out.append_null(),
                    }
                }
                Arc::new(out.finish())
            }
            Kind::Decode => {
                let hashes = column(0, &DataType::Utf8)?;
                let hashes = hashes.as_string::<i32>();
                let (mut lons, mut lats) = (Float64Builder::new(), Float64Builder::new());
                for hash in hashes.iter() {
                    let (lon, lat) = decode(hash.unwrap_or_default().as_bytes());
                    lons.append_value(lon);
                    lats.append_value(lat);
                }
                Arc::new(StructArray::try_new(
                    decoded_fields(),
                    vec![Arc::new(lons.finish()), Arc::new(lats.finish())],
                    hashes.nulls().cloned(),
                )?)
            }
            Kind::InBox => {
                let coords = (0..4)
                    .map(|i| column(i, &DataType::Float64))
                    .collect::<Result<Vec<_>, _>>()?;
                let coords: Vec<_> = coords
                    .iter()
                    .map(|c| c.as_primitive::<Float64Type>())
                    .collect();
                let precisions = column(4, &DataType::Float64)?;
                let precisions = precisions.as_primitive::<Float64Type>();
                let mut out = ListBuilder::new(StringBuilder::new());
                for row in 0..rows {
                    if coords.iter().any(|c| c.is_null(row)) || precisions.is_null(row) {
                        out.append_null();
                        continue;
                    }
                    let corners = [0, 1, 2, 3].map(|i| coords[i].value(row));
                    let values = out.values();
                    in_box(corners, precision(precisions.value(row)), &mut |hash| {
                        values.append_value(hash)
                    })?;
                    out.append(true);
                    crate::regex_groups::check_result_bytes(
                        out.values().values_slice().len(),
                        self.display,
                    )?;
                }
                Arc::new(out.finish())
            }
        };
        crate::scalar::result(out, scalar)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashes_read_back_to_their_cells() {
        let mut hash = String::new();
        encode(-5.60302734375, 42.593994140625, 5, &mut hash);
        assert_eq!(hash, "ezs42");
        assert_eq!(decode(b"ezs42"), (-5.60302734375, 42.60498046875));
        assert_eq!(precision(0.0), 12);
        assert_eq!(precision(-1.0), 12);
        assert_eq!(precision(13.0), 12);
        assert_eq!(precision(1.8446744073709552e19), 12);
        let cells = |corners, p| {
            let mut hashes = Vec::new();
            in_box(corners, p, &mut |h| hashes.push(h.to_string())).map(|()| hashes)
        };
        assert_eq!(
            cells([1.0, 2.0, 3.0, 4.0], 3).unwrap(),
            ["s02", "s08", "s03", "s09", "s06", "s0d"]
        );
        assert!(cells([1.0, 2.0, 3.0, 4.0], 12).is_err());
        assert!(cells([3.0, 2.0, 1.0, 4.0], 1).unwrap().is_empty());
    }
}
