//! ClickHouse's `toWeek(d[, mode[, tz]])` and `toYearWeek(d[, mode[, tz]])`: the week
//! of a date by one of the ten modes ClickHouse shares with MySQL (mode 0 unless
//! given), and `toYearWeek`'s year of that week times 100 plus the week.
//!
//! A mode's bits: 1 makes Monday the first day of the week (else Sunday); 2 numbers
//! weeks 1–53, a date before the year's first week being in the last week of the year
//! before (else 0–53, such a date in week 0); 4 makes week 1 the first week holding
//! the first day of the week (else, after ClickHouse's adjustment of the Sunday-first
//! modes, the first week with 4 or more days of the year); 8 makes week 1 the week
//! holding January 1 (the other bits but the first are then ignored). `toYearWeek`
//! always counts as with bit 2.

use std::sync::Arc;

use chrono::{Datelike, NaiveDate};
use datafusion::{
    arrow::{
        array::{Array, AsArray, UInt32Array, UInt8Array},
        compute::cast,
        datatypes::{DataType, Int32Type, Int64Type},
    },
    common::{DataFusionError, Result as DfResult},
    logical_expr::{ColumnarValue, ScalarFunctionArgs, ScalarUDFImpl, Signature, Volatility},
};

const MONDAY_FIRST: u8 = 1;
const YEAR: u8 = 2;
const FIRST_WEEKDAY: u8 = 4;
const NEWYEAR_DAY: u8 = 8;

/// Days from 0001-01-01 to 1970-01-01.
const EPOCH_FROM_CE: i32 = 719_163;

fn date(days: i64) -> Option<NaiveDate> {
    NaiveDate::from_num_days_from_ce_opt(i32::try_from(days).ok()?.checked_add(EPOCH_FROM_CE)?)
}

fn day_number(year: i32, month: u32, day: u32) -> i64 {
    NaiveDate::from_ymd_opt(year, month, day)
        .map_or(0, |d| i64::from(d.num_days_from_ce() - EPOCH_FROM_CE))
}

/// The day of the week of day `d` (days since 1970-01-01): 1 for Monday … 7 for Sunday.
fn day_of_week(d: i64) -> i64 {
    (d + 3).rem_euclid(7) + 1
}

/// 0 for the first day of the week (Sunday or Monday) … 6.
fn weekday(d: i64, sunday_first: bool) -> i64 {
    match sunday_first {
        false => day_of_week(d) - 1,
        true => day_of_week(d + 1) - 1,
    }
}

fn days_in_year(year: i32) -> i64 {
    match NaiveDate::from_ymd_opt(year, 12, 31) {
        Some(d) => i64::from(d.ordinal()),
        None => 365,
    }
}

/// The year and week of day `d` by `mode` (see the module docs).
pub(crate) fn year_week(d: i64, mode: u8) -> Option<(i32, i64)> {
    let day = date(d)?;
    let monday_first = mode & MONDAY_FIRST != 0;
    if mode & NEWYEAR_DAY != 0 {
        return Some(newyear_week(d, monday_first));
    }
    let mut mode = mode & 7;
    if mode & MONDAY_FIRST == 0 {
        mode ^= FIRST_WEEKDAY;
    }
    let mut week_year = mode & YEAR != 0;
    let first_weekday = mode & FIRST_WEEKDAY != 0;
    let mut year = day.year();
    let mut first = day_number(year, 1, 1);
    let mut weekday = weekday(first, !monday_first);
    let counts_from_next = |weekday: i64| match first_weekday {
        true => weekday != 0,
        false => weekday >= 4,
    };
    if day.month() == 1 && i64::from(day.day()) <= 7 - weekday {
        if !week_year && counts_from_next(weekday) {
            return Some((year, 0));
        }
        week_year = true;
        year -= 1;
        let days = days_in_year(year);
        first -= days;
        weekday = (weekday + 53 * 7 - days).rem_euclid(7);
    }
    let days = match counts_from_next(weekday) {
        true => d - (first + (7 - weekday)),
        false => d - (first - weekday),
    };
    if week_year && days >= 52 * 7 {
        let next = (weekday + days_in_year(year)).rem_euclid(7);
        let next_counts = match first_weekday {
            true => next == 0,
            false => next < 4,
        };
        if next_counts {
            return Some((year + 1, 1));
        }
    }
    Some((year, days / 7 + 1))
}

/// Mode bit 8: week 1 holds January 1; weeks start on Monday or Sunday.
fn newyear_week(d: i64, monday_first: bool) -> (i32, i64) {
    let offset = i64::from(!monday_first);
    let year = date(d + 7 - day_of_week(d + offset)).map_or(1970, |x| x.year());
    let start = |x: i64| match monday_first {
        true => x - (day_of_week(x) - 1),
        false => match day_of_week(x) {
            7 => x,
            dow => x - dow,
        },
    };
    let first = start(day_number(year, 1, 1));
    (year, (start(d) - first) / 7 + 1)
}

/// `toWeek` (`year`: false) and `toYearWeek` over a Date and a mode.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct ToWeek {
    year: bool,
    signature: Signature,
}

impl ToWeek {
    pub(crate) fn both() -> [ToWeek; 2] {
        [false, true].map(|year| ToWeek {
            year,
            signature: Signature::any(2, Volatility::Immutable),
        })
    }
}

impl ScalarUDFImpl for ToWeek {
    fn name(&self) -> &str {
        match self.year {
            false => "__to_week",
            true => "__to_year_week",
        }
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, args: &[DataType]) -> DfResult<DataType> {
        if !args[1].is_integer() {
            return Err(DataFusionError::External(Box::new(
                crate::Error::bad(format!(
                    "Illegal type {} of the mode of function {}: an integer is expected (ILLEGAL_TYPE_OF_ARGUMENT)",
                    args[1],
                    if self.year { "toYearWeek" } else { "toWeek" }
                ))
                .with_code(maskhouse_types::codes::ILLEGAL_TYPE_OF_ARGUMENT),
            )));
        }
        Ok(match self.year {
            false => DataType::UInt8,
            true => DataType::UInt32,
        })
    }

    fn return_field_from_args(
        &self,
        args: datafusion::logical_expr::ReturnFieldArgs<'_>,
    ) -> DfResult<datafusion::arrow::datatypes::FieldRef> {
        crate::scalar::nullable_as_argument(self, &args)
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        if !matches!(args.args[1], ColumnarValue::Scalar(_)) {
            return Err(DataFusionError::External(Box::new(
                crate::Error::bad(format!(
                    "Argument at index 1 for function {} must be constant (ILLEGAL_COLUMN)",
                    if self.year { "toYearWeek" } else { "toWeek" }
                ))
                .with_code(maskhouse_types::codes::ILLEGAL_COLUMN),
            )));
        }
        let (arrays, scalar) = crate::scalar::arrays(args)?;
        let days = cast(&arrays[0], &DataType::Date32)?;
        let days = cast(&days, &DataType::Int32)?;
        let days = days.as_primitive::<Int32Type>();
        let modes = cast(&arrays[1], &DataType::Int64)?;
        let modes = modes.as_primitive::<Int64Type>();
        let each = (0..days.len()).map(|i| {
            if days.is_null(i) || modes.is_null(i) {
                return None;
            }
            let mode = (modes.value(i) & 15) as u8;
            year_week(
                i64::from(days.value(i)),
                if self.year { mode | YEAR } else { mode },
            )
        });
        let out: Arc<dyn Array> = match self.year {
            false => Arc::new(UInt8Array::from_iter(
                each.map(|w| w.map(|(_, week)| week as u8)),
            )),
            true => {
                Arc::new(UInt32Array::from_iter(each.map(|w| {
                    w.map(|(year, week)| (i64::from(year) * 100 + week) as u32)
                })))
            }
        };
        crate::scalar::result(out, scalar)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// ClickHouse 26.9's `toWeek(d, mode)` and `toYearWeek(d, mode)` for each mode.
    #[test]
    fn weeks_are_clickhouses() {
        let d = day_number(2020, 11, 11);
        assert_eq!(year_week(d, 0), Some((2020, 45)));
        let jan1 = day_number(2021, 1, 1);
        // 2021-01-01 was a Friday.
        let weeks: Vec<i64> = (0..10).map(|m| year_week(jan1, m).unwrap().1).collect();
        assert_eq!(weeks, [0, 0, 52, 53, 0, 0, 53, 52, 1, 1]);
    }
}
