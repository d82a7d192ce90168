//! ClickHouse's regular-expression group functions: `extractGroups(s, re)` (the groups
//! of the first match), `extractAllGroupsVertical(s, re)` (alias `extractAllGroups`: an
//! array of each match's groups) and `extractAllGroupsHorizontal(s, re)` (an array of
//! each group's matches). The pattern must be a constant with at least one group;
//! matches do not overlap, and an empty match moves on by one character (ClickHouse's
//! by one byte, which differs only after an empty match before a multibyte character).

use std::sync::Arc;

use datafusion::{
    arrow::{
        array::{Array, ArrayRef, AsArray, ListBuilder, StringBuilder},
        datatypes::DataType,
    },
    common::{Result as DfResult, ScalarValue},
    logical_expr::{ColumnarValue, ScalarFunctionArgs, ScalarUDFImpl, Signature, Volatility},
};

use crate::scalar::{check_arguments, error};

datafusion::common::extensions_options! {
    /// The query settings that functions read while they run, from the query's
    /// configuration (`config_options`). A session without them (a mutation's apply)
    /// reads the defaults, which every replica shares.
    pub struct FunctionOptions {
        /// `regexp_max_matches_per_row`: matches `extractAllGroupsHorizontal` takes
        /// from one row before it fails (TOO_LARGE_ARRAY_SIZE).
        pub regexp_max_matches_per_row: u64, default = 1000
        /// `allow_introspection_functions`: whether `demangle` may run.
        pub allow_introspection_functions: bool, default = false
    }
}

impl datafusion::common::config::ConfigExtension for FunctionOptions {
    const PREFIX: &'static str = "maskhouse";
}

/// The most bytes of text a function of this kind gives for one batch of rows: past it,
/// TOO_LARGE_ARRAY_SIZE (Arrow's 32-bit offsets hold 2 GiB; ClickHouse's own limit is
/// its memory limit).
const MAX_RESULT_BYTES: usize = 1 << 30;

/// Fails when `bytes` of results pass [`MAX_RESULT_BYTES`].
pub(crate) fn check_result_bytes(bytes: usize, display: &str) -> DfResult<()> {
    if bytes > MAX_RESULT_BYTES {
        return Err(error(
            format!("The result of function {display} for one block passes {MAX_RESULT_BYTES} bytes (TOO_LARGE_ARRAY_SIZE)"),
            maskhouse_types::codes::TOO_LARGE_ARRAY_SIZE,
        ));
    }
    Ok(())
}

/// The most capturing groups a pattern may have, as in ClickHouse.
const MAX_GROUPS: usize = 127;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Kind {
    /// `extractGroups`: the first match's groups.
    First,
    /// `extractAllGroupsVertical`: each match's groups.
    Vertical,
    /// `extractAllGroupsHorizontal`: each group's matches.
    Horizontal,
}

#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct ExtractGroups {
    name: &'static str,
    /// The ClickHouse name errors speak of.
    display: &'static str,
    kind: Kind,
    signature: Signature,
}

impl ExtractGroups {
    pub(crate) fn all() -> [Self; 4] {
        [
            ("extractgroups", "extractGroups", Kind::First),
            ("extractallgroups", "extractAllGroups", Kind::Vertical),
            (
                "extractallgroupsvertical",
                "extractAllGroupsVertical",
                Kind::Vertical,
            ),
            (
                "extractallgroupshorizontal",
                "extractAllGroupsHorizontal",
                Kind::Horizontal,
            ),
        ]
        .map(|(name, display, kind)| ExtractGroups {
            name,
            display,
            kind,
            signature: crate::scalar::any_arguments(Volatility::Immutable),
        })
    }
}

/// Each non-overlapping match of `regexp` in `s`, as its groups (an unmatched group is
/// empty), at most `limit + 1` of them.
fn matches<'s>(regexp: &regex::Regex, s: &'s str, limit: usize) -> Vec<Vec<&'s str>> {
    let mut found = Vec::new();
    let mut locations = regexp.capture_locations();
    let mut pos = 0;
    while pos < s.len() && found.len() <= limit {
        let Some(whole) = regexp.captures_read_at(&mut locations, s, pos) else {
            break;
        };
        let groups = (1..locations.len())
            .map(|g| locations.get(g).map_or("", |(a, b)| &s[a..b]))
            .collect();
        found.push(groups);
        // An empty match moves on by one character.
        pos = match whole.end() > whole.start() {
            true => whole.end(),
            false => s[whole.end()..]
                .chars()
                .next()
                .map_or(s.len(), |c| whole.end() + c.len_utf8()),
        };
    }
    found
}

impl ScalarUDFImpl for ExtractGroups {
    fn name(&self) -> &str {
        self.name
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        check_arguments(self.display, arg_types, 2..=2, |_, t| {
            (!crate::json::is_text(t)).then_some("String or FixedString")
        })?;
        let strings = DataType::new_list(DataType::Utf8, true);
        Ok(match self.kind {
            Kind::First => strings,
            Kind::Vertical | Kind::Horizontal => DataType::new_list(strings, true),
        })
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let pattern = constant_text(&args, 1, self.display)?;
        let limit = args
            .config_options
            .extensions
            .get::<FunctionOptions>()
            .map_or(1000, |o| o.regexp_max_matches_per_row);
        let limit = usize::try_from(limit).unwrap_or(usize::MAX);
        let regexp = match &pattern {
            None => None,
            Some(p) => Some(self.checked_pattern(p)?),
        };
        let (arrays, scalar) = crate::scalar::arrays(args)?;
        let strings = datafusion::arrow::compute::cast(&arrays[0], &DataType::Utf8)?;
        let strings = strings.as_string::<i32>();
        let out: ArrayRef = match self.kind {
            Kind::First => {
                let mut out = ListBuilder::new(StringBuilder::new());
                for s in strings.iter() {
                    match (s, &regexp) {
                        (Some(s), Some(regexp)) => {
                            // One match over the whole row, an empty one too.
                            if let Some(groups) = regexp.captures(s) {
                                for g in groups.iter().skip(1) {
                                    out.values().append_value(g.map_or("", |m| m.as_str()));
                                }
                            }
                            out.append(true);
                            check_result_bytes(out.values().values_slice().len(), self.display)?;
                        }
                        _ => out.append_null(),
                    }
                }
                Arc::new(out.finish())
            }
            Kind::Vertical | Kind::Horizontal => {
                let mut out = ListBuilder::new(ListBuilder::new(StringBuilder::new()));
                for s in strings.iter() {
                    let (Some(s), Some(regexp)) = (s, &regexp) else {
                        out.append_null();
                        continue;
                    };
                    if self.kind == Kind::Vertical {
                        for groups in matches(regexp, s, usize::MAX - 1) {
                            for g in groups {
                                out.values().values().append_value(g);
                            }
                            out.values().append(true);
                        }
                    } else {
                        let found = matches(regexp, s, limit);
                        if found.len() > limit {
                            return Err(error(
                                format!(
                                    "Too many matches per row (> {limit}) in the result of function {} (TOO_LARGE_ARRAY_SIZE)",
                                    self.display
                                ),
                                maskhouse_types::codes::TOO_LARGE_ARRAY_SIZE,
                            ));
                        }
                        for g in 0..regexp.captures_len() - 1 {
                            for groups in &found {
                                out.values().values().append_value(groups[g]);
                            }
                            out.values().append(true);
                        }
                    }
                    out.append(true);
                    check_result_bytes(out.values().values().values_slice().len(), self.display)?;
                }
                Arc::new(out.finish())
            }
        };
        crate::scalar::result(out, scalar)
    }
}

impl ExtractGroups {
    /// The pattern as the regex crate reads RE2's, with ClickHouse's checks.
    fn checked_pattern(&self, pattern: &str) -> DfResult<regex::Regex> {
        if pattern.is_empty() {
            return Err(error(
                "Length of 'needle' argument must be greater than 0 (BAD_ARGUMENTS)".into(),
                maskhouse_types::codes::BAD_ARGUMENTS,
            ));
        }
        let regexp = compile(pattern, self.display)?;
        let groups = regexp.captures_len() - 1;
        if groups == 0 {
            return Err(error(
                format!("There are no groups in regexp: {pattern} (BAD_ARGUMENTS)"),
                maskhouse_types::codes::BAD_ARGUMENTS,
            ));
        }
        if groups > MAX_GROUPS {
            return Err(error(
                format!("Too many groups in regexp: {groups}, max: {MAX_GROUPS} (BAD_ARGUMENTS)"),
                maskhouse_types::codes::BAD_ARGUMENTS,
            ));
        }
        Ok(regexp)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_matches_move_on_by_a_character() {
        let re = regex::Regex::new("(x?)").unwrap();
        assert_eq!(matches(&re, "aé", 10), vec![vec![""], vec![""]]);
        let re = regex::Regex::new("([a-z])(\\d*)").unwrap();
        assert_eq!(
            matches(&re, "a1b22", 10),
            vec![vec!["a", "1"], vec!["b", "22"]]
        );
        // At most one past the limit, so the caller can tell it was passed.
        assert_eq!(matches(&re, "a1b22c3", 0).len(), 1);
    }
}

/// The constant text of argument `i`, or None for NULL; a column is ILLEGAL_COLUMN.
fn constant_text(args: &ScalarFunctionArgs, i: usize, display: &str) -> DfResult<Option<String>> {
    Ok(
        match crate::scalar::constant_argument(args, i, display, &DataType::Utf8)? {
            ScalarValue::Utf8(p) => p,
            _ => None,
        },
    )
}

/// `pattern` compiled as RE2 reads it (`crate::dialect::re2_pattern`).
fn compile(pattern: &str, display: &str) -> DfResult<regex::Regex> {
    regex::Regex::new(&crate::dialect::re2_pattern(pattern)).map_err(|e| {
        error(
            format!("cannot compile the regexp of {display}: {e} (CANNOT_COMPILE_REGEXP)"),
            maskhouse_types::codes::CANNOT_COMPILE_REGEXP,
        )
    })
}

/// `extractAll(s, re)`: the first group of each match (the whole match when the
/// pattern has no group), up to the first empty match; `countMatches(s, re)` and
/// `countMatchesCaseInsensitive`: the number of non-empty matches (an empty one moves
/// on by a character); `regexpExtract(s, re[, i])`: group `i` (0 the whole match; 1
/// unless given, or 0 when the pattern has no group) of the first match, empty when
/// nothing matches.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct RegexpFunction {
    name: &'static str,
    display: &'static str,
    aliases: Vec<String>,
    signature: Signature,
}

impl RegexpFunction {
    pub(crate) fn all() -> [Self; 4] {
        [
            ("extractall", "extractAll", vec![]),
            ("countmatches", "countMatches", vec![]),
            (
                "countmatchescaseinsensitive",
                "countMatchesCaseInsensitive",
                vec![],
            ),
            (
                "regexpextract",
                "regexpExtract",
                vec!["regexp_extract".to_string()],
            ),
        ]
        .map(|(name, display, aliases)| RegexpFunction {
            name,
            display,
            aliases,
            signature: crate::scalar::any_arguments(Volatility::Immutable),
        })
    }
}

impl ScalarUDFImpl for RegexpFunction {
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
        let arity = if self.name == "regexpextract" {
            2..=3
        } else {
            2..=2
        };
        check_arguments(self.display, arg_types, arity, |i, t| match i {
            2 => (!t.is_integer() && t != &DataType::Null).then_some("an integer"),
            _ => (!crate::json::is_text(t)).then_some("String or FixedString"),
        })?;
        Ok(match self.name {
            "extractall" => DataType::new_list(DataType::Utf8, true),
            "regexpextract" => DataType::Utf8,
            _ => DataType::UInt64,
        })
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let pattern = constant_text(&args, 1, self.display)?;
        let regexp = match &pattern {
            None => None,
            Some(p) if p.is_empty() && self.name != "regexpextract" => None,
            Some(p) if self.name == "countmatchescaseinsensitive" => {
                Some(compile(&format!("(?i){p}"), self.display)?)
            }
            Some(p) => Some(compile(p, self.display)?),
        };
        let (arrays, scalar) = crate::scalar::arrays(args)?;
        let strings = datafusion::arrow::compute::cast(&arrays[0], &DataType::Utf8)?;
        let strings = strings.as_string::<i32>();
        let out: ArrayRef = match self.name {
            "extractall" => {
                let mut out = ListBuilder::new(StringBuilder::new());
                for s in strings.iter() {
                    let Some(s) = s.filter(|_| pattern.is_some()) else {
                        out.append_null();
                        continue;
                    };
                    if let Some(regexp) = &regexp {
                        let group = usize::from(regexp.captures_len() > 1);
                        let mut locations = regexp.capture_locations();
                        let mut pos = 0;
                        while pos < s.len() {
                            match regexp.captures_read_at(&mut locations, s, pos) {
                                Some(m) if m.end() > m.start() => {
                                    let piece = locations.get(group).map_or("", |(a, b)| &s[a..b]);
                                    out.values().append_value(piece);
                                    pos = m.end();
                                }
                                _ => break,
                            }
                        }
                    }
                    out.append(true);
                    check_result_bytes(out.values().values_slice().len(), self.display)?;
                }
                Arc::new(out.finish())
            }
            "regexpextract" => {
                let groups = regexp.as_ref().map_or(1, |r| r.captures_len());
                let indexes = match arrays.get(2) {
                    Some(i) => datafusion::arrow::compute::cast(i, &DataType::Int64)?,
                    // The first group, or the whole match when there is none.
                    None => Arc::new(datafusion::arrow::array::Int64Array::from(vec![
                        i64::from(
                            groups > 1
                        );
                        strings
                            .len()
                    ])),
                };
                let indexes = indexes.as_primitive::<datafusion::arrow::datatypes::Int64Type>();
                let mut out = StringBuilder::new();
                for (s, index) in strings.iter().zip(indexes.iter()) {
                    let (Some(s), Some(index), Some(regexp)) = (s, index, &regexp) else {
                        out.append_null();
                        continue;
                    };
                    let Some(index) = usize::try_from(index).ok().filter(|i| *i < groups) else {
                        return Err(error(
                            format!(
                                "Index value {index} for regexp pattern `{}` in function regexpExtract is out-of-range, should be in [0, {groups}) (INDEX_OF_POSITIONAL_ARGUMENT_IS_OUT_OF_RANGE)",
                                pattern.as_deref().unwrap_or_default()
                            ),
                            maskhouse_types::codes::INDEX_OF_POSITIONAL_ARGUMENT_IS_OUT_OF_RANGE,
                        ));
                    };
                    let piece = regexp
                        .captures(s)
                        .and_then(|c| c.get(index))
                        .map_or("", |m| m.as_str());
                    out.append_value(piece);
                }
                Arc::new(out.finish())
            }
            _ => {
                let mut out = datafusion::arrow::array::UInt64Builder::new();
                for s in strings.iter() {
                    let Some(s) = s.filter(|_| pattern.is_some()) else {
                        out.append_null();
                        continue;
                    };
                    let mut count = 0u64;
                    if let Some(regexp) = &regexp {
                        let mut pos = 0;
                        while pos < s.len() {
                            let Some(m) = regexp.find_at(s, pos) else {
                                break;
                            };
                            if m.end() > m.start() {
                                count += 1;
                                pos = m.end();
                            } else {
                                pos = s[m.end()..]
                                    .chars()
                                    .next()
                                    .map_or(s.len(), |c| m.end() + c.len_utf8());
                            }
                        }
                    }
                    out.append_value(count);
                }
                Arc::new(out.finish())
            }
        };
        crate::scalar::result(out, scalar)
    }
}
