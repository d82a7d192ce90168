//! ClickHouse's searches for many needles at once: `multiSearchAny(haystack, [n1, …])`
//! (`UInt8`: 1 when any needle is found), `multiSearchFirstIndex` (`UInt64`: the
//! 1-based index of the first needle, in the array's order, that is found),
//! `multiSearchFirstPosition` (`UInt64`: the leftmost position any needle is found at)
//! and `multiSearchAllPositions` (`Array(UInt64)`: each needle's position), 0 where
//! nothing is found. Each comes in the four forms of `position`: bytes, `UTF8`
//! (positions in characters), `CaseInsensitive` (ASCII letters match either case) and
//! `CaseInsensitiveUTF8` (any letter); an empty needle is found at position 1, and
//! nothing in an empty haystack. At most 255 needles (`NUMBER_OF_ARGUMENTS_DOESNT_MATCH`
//! past that, as in ClickHouse).

use std::sync::Arc;

use datafusion::{
    arrow::{
        array::{Array, ArrayRef, AsArray, ListBuilder, UInt64Array, UInt64Builder, UInt8Array},
        compute::cast,
        datatypes::DataType,
    },
    common::Result as DfResult,
    logical_expr::{ColumnarValue, ScalarFunctionArgs, ScalarUDFImpl, Signature, Volatility},
};
use maskhouse_types::codes;

use crate::scalar::position_of;

/// The most needles one search takes, as in ClickHouse.
const MAX_NEEDLES: usize = 255;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Kind {
    Any,
    FirstIndex,
    FirstPosition,
    AllPositions,
}

static NAMES: std::sync::LazyLock<Vec<String>> =
    std::sync::LazyLock::new(|| MultiSearch::all().map(|f| f.clickhouse).collect());

/// The ClickHouse names of this module's functions, for `system.functions`.
pub(crate) fn clickhouse_names() -> impl Iterator<Item = &'static str> {
    NAMES.iter().map(String::as_str)
}

#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct MultiSearch {
    name: String,
    clickhouse: String,
    kind: Kind,
    utf8: bool,
    fold: bool,
    signature: Signature,
}

impl MultiSearch {
    pub(crate) fn all() -> impl Iterator<Item = MultiSearch> {
        let kinds = [
            ("multiSearchAny", Kind::Any),
            ("multiSearchFirstIndex", Kind::FirstIndex),
            ("multiSearchFirstPosition", Kind::FirstPosition),
            ("multiSearchAllPositions", Kind::AllPositions),
        ];
        kinds.into_iter().flat_map(|(base, kind)| {
            [
                ("", false, false),
                ("UTF8", true, false),
                ("CaseInsensitive", false, true),
                ("CaseInsensitiveUTF8", true, true),
            ]
            .into_iter()
            .map(move |(suffix, utf8, fold)| {
                let clickhouse = format!("{base}{suffix}");
                MultiSearch {
                    name: clickhouse.to_ascii_lowercase(),
                    clickhouse,
                    kind,
                    utf8,
                    fold,
                    signature: Signature::any(2, Volatility::Immutable),
                }
            })
        })
    }

    /// The position of `needle` in `haystack` (0 when absent), in this form's units.
    fn position(&self, haystack: &Haystack<'_>, needle: &str) -> u64 {
        // Nothing is found in an empty haystack, not even an empty needle.
        if match haystack {
            Haystack::Bytes(h) => h.is_empty(),
            Haystack::Chars(h) => h.is_empty(),
        } {
            return 0;
        }
        match (self.utf8, self.fold, haystack) {
            (false, false, Haystack::Bytes(h)) => {
                position_of(h, needle.as_bytes(), 1, |a, b| a == b)
            }
            (false, true, Haystack::Bytes(h)) => {
                position_of(h, needle.as_bytes(), 1, |a, b| a.eq_ignore_ascii_case(b))
            }
            (_, _, Haystack::Chars(h)) => {
                let n: Vec<char> = match self.fold {
                    true => needle.chars().map(lower).collect(),
                    false => needle.chars().collect(),
                };
                position_of(h, &n, 1, |a, b| a == b)
            }
            _ => 0,
        }
    }
}

fn lower(c: char) -> char {
    c.to_lowercase().next().unwrap_or(c)
}

/// A haystack as the form reads it: bytes, or characters (lowercased when folded).
enum Haystack<'a> {
    Bytes(&'a [u8]),
    Chars(Vec<char>),
}

impl ScalarUDFImpl for MultiSearch {
    fn name(&self) -> &str {
        &self.name
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        let haystack_fits = crate::json::is_text(&arg_types[0]);
        let needles_fit = match &arg_types[1] {
            DataType::List(f) | DataType::LargeList(f) | DataType::FixedSizeList(f, _) => {
                crate::json::is_text(f.data_type()) && f.data_type() != &DataType::Null
            }
            _ => false,
        };
        if !haystack_fits || !needles_fit {
            let (position, t) = match haystack_fits {
                false => ("first", &arg_types[0]),
                true => ("second", &arg_types[1]),
            };
            return Err(crate::scalar::error(
                format!(
                    "Illegal type {t} of the {position} argument of function {}: a String and an Array(String) are expected (ILLEGAL_TYPE_OF_ARGUMENT)",
                    self.clickhouse
                ),
                codes::ILLEGAL_TYPE_OF_ARGUMENT,
            ));
        }
        Ok(match self.kind {
            Kind::Any => DataType::UInt8,
            Kind::FirstIndex | Kind::FirstPosition => DataType::UInt64,
            Kind::AllPositions => DataType::new_list(DataType::UInt64, true),
        })
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let (arrays, scalar) = crate::scalar::arrays(args)?;
        let haystacks = cast(&arrays[0], &DataType::Utf8)?;
        let haystacks = haystacks.as_string::<i32>();
        let needles = cast(&arrays[1], &DataType::new_list(DataType::Utf8, true))?;
        let needles = needles.as_list::<i32>();
        let rows = haystacks.len();
        let mut numbers = UInt64Builder::with_capacity(rows);
        let mut lists = ListBuilder::new(UInt64Builder::new());
        for i in 0..rows {
            if haystacks.is_null(i) || needles.is_null(i) {
                numbers.append_null();
                lists.append_null();
                continue;
            }
            let text = haystacks.value(i);
            let haystack = match (self.utf8, self.fold) {
                (false, _) => Haystack::Bytes(text.as_bytes()),
                (true, false) => Haystack::Chars(text.chars().collect()),
                (true, true) => Haystack::Chars(text.chars().map(lower).collect()),
            };
            let row = needles.value(i);
            let row = row.as_string::<i32>();
            if row.len() > MAX_NEEDLES {
                return Err(crate::scalar::error(
                    format!(
                        "Number of arguments for function {} doesn't match: passed {}, should be at most {MAX_NEEDLES} (NUMBER_OF_ARGUMENTS_DOESNT_MATCH)",
                        self.clickhouse,
                        row.len()
                    ),
                    codes::NUMBER_OF_ARGUMENTS_DOESNT_MATCH,
                ));
            }
            let positions = (0..row.len()).map(|j| match row.is_null(j) {
                true => 0,
                false => self.position(&haystack, row.value(j)),
            });
            match self.kind {
                Kind::Any => numbers.append_value(u64::from(positions.into_iter().any(|p| p > 0))),
                Kind::FirstIndex => numbers.append_value(
                    positions
                        .into_iter()
                        .position(|p| p > 0)
                        .map_or(0, |j| j as u64 + 1),
                ),
                Kind::FirstPosition => numbers
                    .append_value(positions.into_iter().filter(|p| *p > 0).min().unwrap_or(0)),
                Kind::AllPositions => {
                    lists.values().extend(positions.map(Some));
                    lists.append(true);
                }
            }
        }
        let out: ArrayRef = match self.kind {
            Kind::AllPositions => Arc::new(lists.finish()),
            Kind::Any => {
                let numbers: UInt64Array = numbers.finish();
                Arc::new(
                    numbers
                        .iter()
                        .map(|v| v.map(|v| v as u8))
                        .collect::<UInt8Array>(),
                )
            }
            _ => Arc::new(numbers.finish()),
        };
        crate::scalar::result(out, scalar)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn search(name: &str, haystack: &str, needles: &[&str]) -> Vec<u64> {
        let f = MultiSearch::all().find(|f| f.clickhouse == name).unwrap();
        let h = match (f.utf8, f.fold) {
            (false, _) => Haystack::Bytes(haystack.as_bytes()),
            (true, false) => Haystack::Chars(haystack.chars().collect()),
            (true, true) => Haystack::Chars(haystack.chars().map(lower).collect()),
        };
        needles.iter().map(|n| f.position(&h, n)).collect()
    }

    #[test]
    fn positions_in_each_form() {
        assert_eq!(
            search("multiSearchAllPositions", "abc", &["c", "", "x"]),
            [3, 1, 0]
        );
        assert_eq!(
            search("multiSearchAllPositionsUTF8", "ааб", &["б", "аб"]),
            [3, 2]
        );
        assert_eq!(
            search("multiSearchAllPositionsCaseInsensitive", "ABC", &["c"]),
            [3]
        );
        assert_eq!(
            search("multiSearchAllPositionsCaseInsensitiveUTF8", "АБВ", &["в"]),
            [3]
        );
        assert_eq!(search("multiSearchAllPositions", "", &[""]), [0]);
    }
}
