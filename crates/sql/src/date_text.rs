//! Dates and times written as ClickHouse reads them: `2017-1-2`, `2017/01/02`,
//! `2020.11.12 19:02:04`, `2017-01-02 1:2:3` are `2017-01-02` and `2017-01-02
//! 01:02:03`. ClickHouse takes any one character between the fields and one or two
//! digits for each field after the year; DataFusion's parsers take only `-`, `:` and
//! two digits. [`normalize`] rewrites such text into the form those parsers read;
//! anything else is left as it is, for them to read or refuse.

use std::sync::Arc;

use datafusion::{
    arrow::{
        array::{Array, ArrayRef, AsArray, StringArray},
        datatypes::DataType,
    },
    common::{Result as DfResult, ScalarValue},
    logical_expr::{ColumnarValue, ScalarFunctionArgs, ScalarUDFImpl, Signature, Volatility},
};

/// The name of [`DateText`], for the dialect's rewrite of `toDate`.
pub(crate) const DATE_TEXT: &str = "__date_text";

/// The name of [`DateText`] for `toDateTime`, which also takes a `Date` as the
/// DateTime of its midnight (DataFusion's `to_timestamp_seconds` refuses dates).
pub(crate) const DATETIME_TEXT: &str = "__datetime_text";

/// The fields of `text` as ClickHouse's date and time reader finds them: a four-digit
/// year, then month and day (and, optionally, hour, minute and second) of one or two
/// digits each, every two fields apart by exactly one character that is not a digit,
/// and a fraction of the second after a `.`. `None` where `text` is not so written.
fn fields(text: &str) -> Option<(Vec<u32>, Option<&str>)> {
    let bytes = text.as_bytes();
    if bytes.len() < 8 || !bytes[..4].iter().all(u8::is_ascii_digit) {
        return None;
    }
    let mut out = vec![text[..4].parse().ok()?];
    let mut at = 4;
    while at < bytes.len() && out.len() < 6 {
        // One separator, then one or two digits.
        if bytes[at].is_ascii_digit() {
            return None;
        }
        let start = at + 1;
        let mut end = start;
        while end < bytes.len() && end - start < 2 && bytes[end].is_ascii_digit() {
            end += 1;
        }
        if end == start {
            return None;
        }
        out.push(text[start..end].parse().ok()?);
        at = end;
    }
    let fraction = match &text[at..] {
        "" => None,
        rest if out.len() == 6 => {
            let digits = rest.strip_prefix('.')?;
            if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            Some(digits)
        }
        _ => return None,
    };
    matches!(out.len(), 3 | 6).then_some((out, fraction))
}

/// `text` in the form DataFusion's parsers read (`YYYY-MM-DD` or `YYYY-MM-DD
/// hh:mm:ss[.f]`), where ClickHouse reads it as a date or a time and it is written
/// otherwise; `None` where it is already so written or is not a date at all.
pub(crate) fn normalize(text: &str) -> Option<String> {
    let (f, fraction) = fields(text)?;
    let date = format!("{:04}-{:02}-{:02}", f[0], f[1], f[2]);
    let out = match f.len() {
        3 => date,
        _ => {
            let time = format!("{date} {:02}:{:02}:{:02}", f[3], f[4], f[5]);
            match fraction {
                Some(digits) => format!("{time}.{digits}"),
                None => time,
            }
        }
    };
    (out != text).then_some(out)
}

/// `array` (text) with each value [`normalize`]d; other arrays as they are.
pub(crate) fn normalized(array: &ArrayRef) -> ArrayRef {
    let strings: StringArray = match array.data_type() {
        DataType::Utf8 => array.as_string::<i32>().clone(),
        DataType::Utf8View | DataType::LargeUtf8 => {
            match datafusion::arrow::compute::cast(array, &DataType::Utf8) {
                Ok(a) => a.as_string::<i32>().clone(),
                Err(_) => return array.clone(),
            }
        }
        _ => return array.clone(),
    };
    if !strings.iter().flatten().any(|s| normalize(s).is_some()) {
        return array.clone();
    }
    let out: StringArray = strings
        .iter()
        .map(|s| s.map(|s| normalize(s).unwrap_or_else(|| s.to_string())))
        .collect();
    Arc::new(out)
}

/// `__date_text(x)`: text [`normalize`]d for a date or time parser, any other value as
/// it is (the dialect puts it before `toDate` and `toDateTime`, whatever their input).
/// `__datetime_text(x)`, before `toDateTime`, also gives a date as the `DateTime` of
/// its midnight.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct DateText {
    signature: Signature,
    /// `__datetime_text`.
    time: bool,
}

impl DateText {
    pub(crate) fn both() -> [DateText; 2] {
        [false, true].map(|time| DateText {
            signature: Signature::any(1, Volatility::Immutable),
            time,
        })
    }
}

/// A DateTime as this crate holds one (seconds, no zone).
const DATETIME: DataType =
    DataType::Timestamp(datafusion::arrow::datatypes::TimeUnit::Second, None);

impl ScalarUDFImpl for DateText {
    fn name(&self) -> &str {
        if self.time {
            DATETIME_TEXT
        } else {
            DATE_TEXT
        }
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        Ok(match &arg_types[0] {
            DataType::Utf8View | DataType::LargeUtf8 => DataType::Utf8,
            DataType::Date32 | DataType::Date64 if self.time => DATETIME,
            other => other.clone(),
        })
    }

    /// Nullable as its argument is: the text only changes form.
    fn return_field_from_args(
        &self,
        args: datafusion::logical_expr::ReturnFieldArgs<'_>,
    ) -> DfResult<datafusion::arrow::datatypes::FieldRef> {
        crate::scalar::nullable_as_argument(self, &args)
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        if self.time
            && matches!(
                args.args[0].data_type(),
                DataType::Date32 | DataType::Date64
            )
        {
            return args.args[0].cast_to(&DATETIME, None);
        }
        match &args.args[0] {
            ColumnarValue::Array(a) => {
                let out = normalized(a);
                Ok(ColumnarValue::Array(match out.data_type() {
                    DataType::Utf8View | DataType::LargeUtf8 => {
                        datafusion::arrow::compute::cast(&out, &DataType::Utf8)?
                    }
                    _ => out,
                }))
            }
            ColumnarValue::Scalar(s) => {
                let array = normalized(&s.to_array()?);
                let array = match array.data_type() {
                    DataType::Utf8View | DataType::LargeUtf8 => {
                        datafusion::arrow::compute::cast(&array, &DataType::Utf8)?
                    }
                    _ => array,
                };
                Ok(ColumnarValue::Scalar(ScalarValue::try_from_array(
                    &array, 0,
                )?))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::normalize;

    /// ClickHouse 26.9 reads each of these as `2017-01-02` (`toDate`) or
    /// `2017-01-02 01:02:03` (`toDateTime`).
    #[test]
    fn dates_and_times_read_as_clickhouse_reads_them() {
        for text in ["2017-1-02", "2017-01-2", "2017/1/2", "2017.01.02"] {
            assert_eq!(normalize(text).as_deref(), Some("2017-01-02"), "{text}");
        }
        for text in [
            "2017-01-02 1:2:3",
            "2017.01.02T01:02:03",
            "2017/1/2 01:02:03",
        ] {
            assert_eq!(
                normalize(text).as_deref(),
                Some("2017-01-02 01:02:03"),
                "{text}"
            );
        }
        assert_eq!(
            normalize("2017-1-2 01:02:03.25").as_deref(),
            Some("2017-01-02 01:02:03.25")
        );
        // Already so written, or no date: left to the parsers.
        for text in [
            "2017-01-02",
            "2017-01-02 01:02:03",
            "20170102",
            "1234567890",
            "2020-01-01T00:00:00Z",
            "2017-01",
            "hello",
        ] {
            assert_eq!(normalize(text), None, "{text}");
        }
    }
}
