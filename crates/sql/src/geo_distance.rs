//! `greatCircleDistance`, `geoDistance` and `greatCircleAngle`: the distance between two
//! points given as (longitude, latitude) in degrees, on a sphere in meters, on the
//! WGS-84 ellipsoid in meters, and on a sphere in degrees. They compute as ClickHouse
//! does, to the same bits: points less than 13 degrees of longitude apart are measured
//! on the plane tangent at their mid latitude (a metric interpolated from a table of
//! 1,024 latitudes), others by the haversine formula with cosine and arcsine tables. The
//! result is Float64 when an argument is Float64, Float32 otherwise, and the arithmetic
//! runs in the result's type, with musl's trigonometry (`libm`) as ClickHouse's.

use std::sync::{Arc, LazyLock};

use datafusion::{
    arrow::{
        array::{ArrayRef, AsArray, PrimitiveArray},
        datatypes::{DataType, Float32Type, Float64Type},
    },
    common::Result as DfResult,
    logical_expr::{ColumnarValue, ScalarFunctionArgs, ScalarUDFImpl, Signature, Volatility},
};

use crate::scalar::check_arguments;

const ASIN_SQRT_TABLE: usize = 512;
const COS_TABLE: usize = 1024;
const METRIC_TABLE: usize = 1024;
/// The WGS-84 authalic radius, in meters.
const EARTH_RADIUS: f64 = 6371007.180918475;
const EARTH_DIAMETER: f64 = 2.0 * EARTH_RADIUS;
const PI: f64 = std::f64::consts::PI;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Method {
    SphereDegrees,
    SphereMeters,
    Wgs84Meters,
}

/// The float arithmetic the distance runs in (Float32 or Float64).
trait Real:
    Copy
    + PartialOrd
    + std::ops::Add<Output = Self>
    + std::ops::Sub<Output = Self>
    + std::ops::Mul<Output = Self>
    + std::ops::Div<Output = Self>
    + std::ops::SubAssign
    + std::ops::MulAssign
{
    fn of(v: f64) -> Self;
    fn abs(self) -> Self;
    fn sqrt(self) -> Self;
    fn asin(self) -> Self;
    /// The value cut to an index as a C++ cast to `size_t` cuts it on x86-64 (through a
    /// signed 64-bit integer, so a negative value wraps).
    fn index(self) -> usize;
}

impl Real for f64 {
    fn of(v: f64) -> Self {
        v
    }
    fn abs(self) -> Self {
        f64::abs(self)
    }
    fn sqrt(self) -> Self {
        f64::sqrt(self)
    }
    fn asin(self) -> Self {
        libm::asin(self)
    }
    fn index(self) -> usize {
        self as i64 as usize
    }
}

impl Real for f32 {
    fn of(v: f64) -> Self {
        v as f32
    }
    fn abs(self) -> Self {
        f32::abs(self)
    }
    fn sqrt(self) -> Self {
        f32::sqrt(self)
    }
    fn asin(self) -> Self {
        libm::asinf(self)
    }
    fn index(self) -> usize {
        self as i64 as usize
    }
}

/// musl's cosine, which ClickHouse's tables are built with.
fn cos(x: f64) -> f64 {
    libm::cos(x)
}

/// Squares as `v * v` (the tables are built as ClickHouse builds them).
trait Square {
    fn sq(self) -> Self;
}

impl Square for f64 {
    fn sq(self) -> Self {
        self * self
    }
}

fn sqr<T: Real>(v: T) -> T {
    v * v
}

/// The tables, in the arithmetic's type.
struct Tables<T> {
    cos: Vec<T>,
    asin_sqrt: Vec<T>,
    /// The squared length of a degree of longitude on the unit sphere, by latitude.
    sphere: Vec<T>,
    /// The same in meters.
    sphere_meters: Vec<T>,
    /// The squared lengths in meters of a degree of latitude and of longitude on the
    /// ellipsoid, by latitude, interleaved.
    wgs84_meters: Vec<T>,
}

impl<T: Real> Tables<T> {
    fn new() -> Self {
        let cos_table: Vec<T> = (0..=COS_TABLE)
            .map(|i| T::of(cos(2.0 * PI * i as f64 / COS_TABLE as f64)))
            .collect();
        let asin_sqrt = (0..=ASIN_SQRT_TABLE)
            .map(|i| T::of(libm::asin((i as f64 / ASIN_SQRT_TABLE as f64).sqrt())))
            .collect();
        let mut sphere = Vec::with_capacity(METRIC_TABLE + 1);
        let mut sphere_meters = Vec::with_capacity(METRIC_TABLE + 1);
        let mut wgs84_meters = Vec::with_capacity(2 * (METRIC_TABLE + 1));
        for i in 0..=METRIC_TABLE {
            let latitude = i as f64 * (PI / METRIC_TABLE as f64) - PI * 0.5;
            // The cheap-ruler coefficients of the ellipsoid.
            wgs84_meters.push(T::of(
                (111132.09 - 566.05 * cos(2.0 * latitude) + 1.20 * cos(4.0 * latitude)).sq(),
            ));
            wgs84_meters.push(T::of(
                (111415.13 * cos(latitude) - 94.55 * cos(3.0 * latitude)
                    + 0.12 * cos(5.0 * latitude))
                .sq(),
            ));
            sphere_meters.push(T::of(((EARTH_DIAMETER * PI / 360.0) * cos(latitude)).sq()));
            sphere.push(T::of(cos(latitude).sq()));
        }
        Tables {
            cos: cos_table,
            asin_sqrt,
            sphere,
            sphere_meters,
            wgs84_meters,
        }
    }

    /// The distance in degrees (0 to 180) between two angles.
    fn degrees_apart(f: T) -> T {
        let f = f.abs();
        if f > T::of(180.0) {
            T::of(360.0) - f
        } else {
            f
        }
    }

    fn cos_at(&self, x: T, quarter_back: bool) -> T {
        let mut y = x.abs() * (T::of(COS_TABLE as f64) / T::of(PI) / T::of(2.0));
        let i = y.index();
        y -= T::of(i as f64);
        // sin(x) is cos(x - pi / 2), a quarter of the table back.
        let i = match quarter_back {
            true => i.wrapping_sub(COS_TABLE / 4),
            false => i,
        } & (COS_TABLE - 1);
        self.cos[i] + (self.cos[i + 1] - self.cos[i]) * y
    }

    /// `asin(sqrt(x))`: a Taylor series for small `x`, the table up to 0.948, exact above.
    fn asin_sqrt(&self, mut x: T) -> T {
        if x < T::of(0.122) {
            let y = x.sqrt();
            return y
                + x * y * T::of(0.166666666666666)
                + x * x * y * T::of(0.075)
                + x * x * x * y * T::of(0.044642857142857);
        }
        if x < T::of(0.948) {
            x *= T::of(ASIN_SQRT_TABLE as f64);
            let i = x.index();
            return self.asin_sqrt[i]
                + (self.asin_sqrt[i + 1] - self.asin_sqrt[i]) * (x - T::of(i as f64));
        }
        x.sqrt().asin()
    }

    /// `table` (every `stride`th entry from `offset`) interpolated at `at`, whose
    /// index is `i`.
    fn interpolate(table: &[T], stride: usize, offset: usize, i: usize, at: T) -> T {
        let low = table[i * stride + offset];
        let high = table[(i + 1) * stride + offset];
        low + (high - low) * (at - T::of(i as f64))
    }

    fn distance(&self, method: Method, lon1: T, lat1: T, lon2: T, lat2: T) -> T {
        let lat_diff = Self::degrees_apart(lat1 - lat2);
        let lon_diff = Self::degrees_apart(lon1 - lon2);
        if lon_diff < T::of(13.0) {
            // Close: the plane tangent at the mid latitude.
            let mid = (lat1 + lat2 + T::of(180.0)) * T::of(METRIC_TABLE as f64) / T::of(360.0);
            let i = mid.index() & (METRIC_TABLE - 1);
            let (k_lat, k_lon) = match method {
                Method::SphereDegrees => {
                    (T::of(1.0), Self::interpolate(&self.sphere, 1, 0, i, mid))
                }
                Method::SphereMeters => (
                    sqr(T::of(EARTH_DIAMETER) * T::of(PI) / T::of(360.0)),
                    Self::interpolate(&self.sphere_meters, 1, 0, i, mid),
                ),
                Method::Wgs84Meters => (
                    Self::interpolate(&self.wgs84_meters, 2, 0, i, mid),
                    Self::interpolate(&self.wgs84_meters, 2, 1, i, mid),
                ),
            };
            return (k_lat * lat_diff * lat_diff + k_lon * lon_diff * lon_diff).sqrt();
        }
        // Far: the haversine formula.
        let rad = T::of(PI / 180.0);
        let half_rad = T::of(PI / 360.0);
        let a = sqr(self.cos_at(lat_diff * half_rad, true))
            + self.cos_at(lat1 * rad, false)
                * self.cos_at(lat2 * rad, false)
                * sqr(self.cos_at(lon_diff * half_rad, true));
        match method {
            Method::SphereDegrees => (T::of(360.0) / T::of(PI)) * self.asin_sqrt(a),
            _ => T::of(EARTH_DIAMETER) * self.asin_sqrt(a),
        }
    }
}

static TABLES_64: LazyLock<Tables<f64>> = LazyLock::new(Tables::new);
static TABLES_32: LazyLock<Tables<f32>> = LazyLock::new(Tables::new);

#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct GeoDistance {
    name: &'static str,
    display: &'static str,
    method: Method,
    signature: Signature,
}

impl GeoDistance {
    pub(crate) fn all() -> [Self; 3] {
        [
            (
                "greatcircleangle",
                "greatCircleAngle",
                Method::SphereDegrees,
            ),
            (
                "greatcircledistance",
                "greatCircleDistance",
                Method::SphereMeters,
            ),
            ("geodistance", "geoDistance", Method::Wgs84Meters),
        ]
        .map(|(name, display, method)| GeoDistance {
            name,
            display,
            method,
            signature: crate::scalar::any_arguments(Volatility::Immutable),
        })
    }
}

/// Whether `t` is a number ClickHouse takes here (an integer, a float, a decimal).
fn is_number(t: &DataType) -> bool {
    t.is_numeric() || t == &DataType::Null
}

impl ScalarUDFImpl for GeoDistance {
    fn name(&self) -> &str {
        self.name
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        check_arguments(self.display, arg_types, 4..=4, |_, t| {
            (!is_number(t)).then_some("a number")
        })?;
        Ok(match arg_types.contains(&DataType::Float64) {
            true => DataType::Float64,
            false => DataType::Float32,
        })
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let wide = args.return_field.data_type() == &DataType::Float64;
        let (arrays, scalar) = crate::scalar::arrays(args)?;
        let out: ArrayRef = match wide {
            true => Arc::new(self.run::<Float64Type, f64>(&arrays, &TABLES_64)?),
            false => Arc::new(self.run::<Float32Type, f32>(&arrays, &TABLES_32)?),
        };
        crate::scalar::result(out, scalar)
    }
}

impl GeoDistance {
    fn run<A, T>(&self, arrays: &[ArrayRef], tables: &Tables<T>) -> DfResult<PrimitiveArray<A>>
    where
        A: datafusion::arrow::datatypes::ArrowPrimitiveType<Native = T>,
        T: Real,
    {
        let columns = arrays
            .iter()
            .map(|a| datafusion::arrow::compute::cast(a, &A::DATA_TYPE))
            .collect::<Result<Vec<_>, _>>()?;
        let [lon1, lat1, lon2, lat2] = [0, 1, 2, 3].map(|i| columns[i].as_primitive::<A>());
        Ok(lon1
            .iter()
            .zip(lat1.iter())
            .zip(lon2.iter().zip(lat2.iter()))
            .map(|((lon1, lat1), (lon2, lat2))| {
                Some(tables.distance(self.method, lon1?, lat1?, lon2?, lat2?))
            })
            .collect())
    }
}
