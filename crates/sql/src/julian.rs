//! ClickHouse's Modified Julian Day functions: `toModifiedJulianDay('YYYY-MM-DD')` is the
//! number of days since 1858-11-17 (`Int32`), `fromModifiedJulianDay(n)` the date `n`
//! days after it as text (`String`), each with an `-OrNull` form that gives NULL where
//! the plain one fails. The text must be exactly `YYYY-MM-DD`
//! (`CANNOT_PARSE_INPUT_ASSERTION_FAILED`, 27, otherwise) and a real date
//! (`CANNOT_PARSE_DATE`, 38); a day number must fall in the years 0 to 9999
//! (`CANNOT_FORMAT_DATETIME`, 490). Only text goes in and only integers come back, as
//! in ClickHouse (`ILLEGAL_TYPE_OF_ARGUMENT`, 43, for other types).

use std::sync::Arc;

use chrono::{Datelike, NaiveDate};
use datafusion::{
    arrow::{
        array::{ArrayRef, AsArray, Int32Array, Int64Array, StringArray},
        datatypes::DataType,
    },
    common::{DataFusionError, Result as DfResult},
    logical_expr::{ColumnarValue, ScalarFunctionArgs, ScalarUDFImpl, Signature, Volatility},
};
use maskhouse_types::codes;

/// Day 0 of the Modified Julian Day count.
fn epoch() -> NaiveDate {
    NaiveDate::from_ymd_opt(1858, 11, 17).expect("a date")
}

fn error(message: String, code: u32) -> DataFusionError {
    DataFusionError::External(Box::new(crate::Error::bad(message).with_code(code)))
}

/// The day number of `text`, `YYYY-MM-DD` (a FixedString's zero padding left out).
fn day_of(text: &str) -> Result<i32, (String, u32)> {
    let text = text.trim_end_matches('\0');
    let b = text.as_bytes();
    let digits = |r: std::ops::Range<usize>| b[r].iter().all(u8::is_ascii_digit);
    if b.len() != 10
        || !digits(0..4)
        || b[4] != b'-'
        || !digits(5..7)
        || b[7] != b'-'
        || !digits(8..10)
    {
        return Err((
            format!("Cannot parse input: {text:?} is not a date written YYYY-MM-DD (CANNOT_PARSE_INPUT_ASSERTION_FAILED)"),
            codes::CANNOT_PARSE_INPUT_ASSERTION_FAILED,
        ));
    }
    let n = |r: std::ops::Range<usize>| text[r].parse::<u32>().expect("digits");
    let date = NaiveDate::from_ymd_opt(n(0..4) as i32, n(5..7), n(8..10)).ok_or_else(|| {
        (
            format!("Cannot parse date: {text:?} is no date (CANNOT_PARSE_DATE)"),
            codes::CANNOT_PARSE_DATE,
        )
    })?;
    Ok((date - epoch()).num_days() as i32)
}

/// The date `day` days after 1858-11-17, as text.
fn date_of(day: i64) -> Result<String, (String, u32)> {
    let out_of_range = || {
        (
            format!("Value {day} cannot be represented as date because it's out of range (CANNOT_FORMAT_DATETIME)"),
            codes::CANNOT_FORMAT_DATETIME,
        )
    };
    let date = chrono::Duration::try_days(day)
        .and_then(|d| epoch().checked_add_signed(d))
        .filter(|d| (0..=9999).contains(&d.year()))
        .ok_or_else(out_of_range)?;
    Ok(date.format("%Y-%m-%d").to_string())
}

/// `toModifiedJulianDay[OrNull](text)` (`to`) and `fromModifiedJulianDay[OrNull](n)`.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct ModifiedJulianDay {
    to: bool,
    or_null: bool,
    name: &'static str,
    signature: Signature,
}

impl ModifiedJulianDay {
    pub(crate) fn all() -> Vec<ModifiedJulianDay> {
        [
            (true, false, "tomodifiedjulianday"),
            (true, true, "tomodifiedjuliandayornull"),
            (false, false, "frommodifiedjulianday"),
            (false, true, "frommodifiedjuliandayornull"),
        ]
        .into_iter()
        .map(|(to, or_null, name)| ModifiedJulianDay {
            to,
            or_null,
            name,
            signature: Signature::any(1, Volatility::Immutable),
        })
        .collect()
    }

    fn clickhouse(&self) -> String {
        let base = if self.to {
            "toModifiedJulianDay"
        } else {
            "fromModifiedJulianDay"
        };
        format!("{base}{}", if self.or_null { "OrNull" } else { "" })
    }
}

impl ScalarUDFImpl for ModifiedJulianDay {
    fn name(&self) -> &str {
        self.name
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        let t = &arg_types[0];
        let fits = match self.to {
            true => matches!(
                t,
                DataType::Utf8 | DataType::Utf8View | DataType::LargeUtf8 | DataType::Null
            ),
            false => t.is_integer() || *t == DataType::Null,
        };
        if !fits {
            return Err(error(
                format!(
                    "The argument of function {} must be {}, not {} (ILLEGAL_TYPE_OF_ARGUMENT)",
                    self.clickhouse(),
                    if self.to {
                        "String or FixedString"
                    } else {
                        "an integer"
                    },
                    crate::functions::type_name(&datafusion::arrow::datatypes::Field::new(
                        "",
                        t.clone(),
                        false
                    ))
                ),
                codes::ILLEGAL_TYPE_OF_ARGUMENT,
            ));
        }
        Ok(if self.to {
            DataType::Int32
        } else {
            DataType::Utf8
        })
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let (arrays, scalar) = crate::scalar::arrays(args)?;
        let input = &arrays[0];
        fn settle<T>(r: Result<T, (String, u32)>, or_null: bool) -> DfResult<Option<T>> {
            match r {
                Ok(v) => Ok(Some(v)),
                Err(_) if or_null => Ok(None),
                Err((message, code)) => Err(error(message, code)),
            }
        }
        let out: ArrayRef = if self.to {
            let text = datafusion::arrow::compute::cast(input, &DataType::Utf8)?;
            let days = text
                .as_string::<i32>()
                .iter()
                .map(|t| match t {
                    Some(t) => settle(day_of(t), self.or_null),
                    None => Ok(None),
                })
                .collect::<DfResult<Int32Array>>()?;
            Arc::new(days)
        } else {
            // A UInt64 past Int64's range is a day out of range too.
            let days: Vec<Option<Result<i64, u64>>> = match input.data_type() {
                DataType::UInt64 => input
                    .as_primitive::<datafusion::arrow::datatypes::UInt64Type>()
                    .iter()
                    .map(|v| v.map(|v| i64::try_from(v).map_err(|_| v)))
                    .collect(),
                _ => {
                    let n = datafusion::arrow::compute::cast(input, &DataType::Int64)?;
                    let n: &Int64Array = n.as_primitive();
                    n.iter().map(|v| v.map(Ok)).collect()
                }
            };
            let dates = days
                .into_iter()
                .map(|d| match d {
                    Some(Ok(d)) => settle(date_of(d), self.or_null),
                    Some(Err(big)) => settle(
                        Err::<String, _>((
                            format!("Value {big} cannot be represented as date because it's out of range (CANNOT_FORMAT_DATETIME)"),
                            codes::CANNOT_FORMAT_DATETIME,
                        )),
                        self.or_null,
                    ),
                    None => Ok(None),
                })
                .collect::<DfResult<StringArray>>()?;
            Arc::new(dates)
        };
        crate::scalar::result(out, scalar)
    }
}

#[cfg(test)]
mod tests {
    use super::{date_of, day_of};

    /// ClickHouse 26.9's values and errors.
    #[test]
    fn days_and_dates_as_clickhouse_counts_them() {
        assert_eq!(day_of("1858-11-16"), Ok(-1));
        assert_eq!(day_of("1858-11-17"), Ok(0));
        assert_eq!(day_of("2020-11-01"), Ok(59154));
        assert_eq!(day_of("9999-12-31"), Ok(2973483));
        assert_eq!(day_of("1999-02-29").unwrap_err().1, 38);
        assert_eq!(day_of("1999-13-32").unwrap_err().1, 38);
        for bad in ["unparsable", "2020-1-01", "2020-01-01 ", "20200101"] {
            assert_eq!(day_of(bad).unwrap_err().1, 27, "{bad}");
        }
        assert_eq!(date_of(59154).as_deref(), Ok("2020-11-01"));
        assert_eq!(date_of(-678941).as_deref(), Ok("0000-01-01"));
        assert_eq!(date_of(2973483).as_deref(), Ok("9999-12-31"));
        assert_eq!(date_of(-678942).unwrap_err().1, 490);
        assert_eq!(date_of(2973484).unwrap_err().1, 490);
        assert_eq!(date_of(i64::MAX).unwrap_err().1, 490);
    }
}
