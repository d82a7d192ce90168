//! ClickHouse's URL functions: the parts of a URL (`protocol`, `domain`,
//! `domainWithoutWWW`, `topLevelDomain`, `firstSignificantSubdomain`,
//! `cutToFirstSignificantSubdomain`, `port`, `path`, `pathFull`, `queryString`,
//! `fragment`, `queryStringAndFragment`), the URL without one of them (`cutWWW`,
//! `cutQueryString`, `cutFragment`, `cutQueryStringAndFragment`), its query parameters
//! (`extractURLParameter`, `extractURLParameters`, `extractURLParameterNames`,
//! `cutURLParameter`), percent-encoding (`decodeURLComponent`, `encodeURLComponent` and
//! their `…FormComponent` forms) and `basename`.
//!
//! They read the text as ClickHouse's do: byte by byte, without validating the URL, so
//! that a malformed URL gives what ClickHouse gives (mostly an empty string), never an
//! error. A host is what ClickHouse's `domain` finds: after `scheme://` or `//`, up to
//! `:`, `/`, `?` or `#`, after any `user@`, with at least one dot and not ending in one,
//! and empty when it holds a space, `%`, `[` or another character URLs escape.
//! `firstSignificantSubdomain` skips a second-level label when the last two labels are
//! a public suffix of two labels (`co.uk`, `com.tr`, `github.io`), from the Public
//! Suffix List in `data/public_suffixes.txt`.

use std::{
    collections::HashSet,
    ops::Range,
    sync::{Arc, LazyLock},
};

use datafusion::{
    arrow::{
        array::{Array, ArrayRef, AsArray, ListBuilder, StringBuilder, UInt16Builder},
        compute::cast,
        datatypes::{DataType, Field, FieldRef},
    },
    common::{Result as DfResult, ScalarValue},
    logical_expr::{
        ColumnarValue, ReturnFieldArgs, ScalarFunctionArgs, ScalarUDFImpl, Signature, Volatility,
    },
};
use maskhouse_types::codes;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Kind {
    Protocol,
    Domain,
    DomainWithoutWww,
    TopLevelDomain,
    FirstSignificantSubdomain,
    CutToFirstSignificantSubdomain,
    Path,
    PathFull,
    QueryString,
    Fragment,
    QueryStringAndFragment,
    CutWww,
    CutQueryString,
    CutFragment,
    CutQueryStringAndFragment,
    Basename,
    DecodeComponent,
    DecodeFormComponent,
    EncodeComponent,
    EncodeFormComponent,
    Port,
    ExtractParameter,
    CutParameter,
    ExtractParameters,
    ExtractParameterNames,
}

const FUNCTIONS: &[(&str, Kind)] = &[
    ("protocol", Kind::Protocol),
    ("domain", Kind::Domain),
    ("domainWithoutWWW", Kind::DomainWithoutWww),
    ("topLevelDomain", Kind::TopLevelDomain),
    ("firstSignificantSubdomain", Kind::FirstSignificantSubdomain),
    (
        "cutToFirstSignificantSubdomain",
        Kind::CutToFirstSignificantSubdomain,
    ),
    ("path", Kind::Path),
    ("pathFull", Kind::PathFull),
    ("queryString", Kind::QueryString),
    ("fragment", Kind::Fragment),
    ("queryStringAndFragment", Kind::QueryStringAndFragment),
    ("cutWWW", Kind::CutWww),
    ("cutQueryString", Kind::CutQueryString),
    ("cutFragment", Kind::CutFragment),
    ("cutQueryStringAndFragment", Kind::CutQueryStringAndFragment),
    ("basename", Kind::Basename),
    ("decodeURLComponent", Kind::DecodeComponent),
    ("decodeURLFormComponent", Kind::DecodeFormComponent),
    ("encodeURLComponent", Kind::EncodeComponent),
    ("encodeURLFormComponent", Kind::EncodeFormComponent),
    ("port", Kind::Port),
    ("extractURLParameter", Kind::ExtractParameter),
    ("cutURLParameter", Kind::CutParameter),
    ("extractURLParameters", Kind::ExtractParameters),
    ("extractURLParameterNames", Kind::ExtractParameterNames),
];

/// The ClickHouse names of this module's functions, for `system.functions`.
pub(crate) fn clickhouse_names() -> impl Iterator<Item = &'static str> {
    FUNCTIONS.iter().map(|(name, _)| *name)
}

/// The characters that make a host empty: those a URL must escape.
fn restricted(c: u8) -> bool {
    matches!(
        c,
        b' ' | b'\t'
            | b'<'
            | b'>'
            | b'%'
            | b'{'
            | b'}'
            | b'|'
            | b'\\'
            | b'^'
            | b'~'
            | b'['
            | b']'
            | b';'
            | b'='
            | b'&'
    )
}

fn find_any(url: &[u8], from: usize, set: &[u8]) -> Option<usize> {
    url.get(from..)?
        .iter()
        .position(|c| set.contains(c))
        .map(|i| from + i)
}

fn find_slice(url: &[u8], from: usize, needle: &[u8]) -> Option<usize> {
    url.get(from..)?
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|i| from + i)
}

/// The host of `url`, as ClickHouse's `domain` finds it (module docs).
fn host(url: &[u8]) -> Option<Range<usize>> {
    let end = url.len();
    let mut pos = if url.starts_with(b"//") {
        2
    } else {
        // A scheme is looked for in the first 16 bytes only.
        let scheme_end = end.min(16);
        let mut pos = 1;
        while pos < scheme_end {
            let c = url[pos];
            if !c.is_ascii_alphanumeric() {
                match c {
                    b'.' | b'-' | b'+' => {}
                    c if restricted(c) => return None,
                    _ => break,
                }
            }
            pos += 1;
        }
        if scheme_end > pos + 2 && url[pos..].starts_with(b"://") {
            pos + 3
        } else {
            0
        }
    };
    let mut start = pos;
    let mut dot = None;
    while pos < end {
        match url[pos] {
            b'.' => dot = Some(pos),
            b':' | b'/' | b'?' | b'#' => break,
            b'@' => start = pos + 1,
            c if restricted(c) => return None,
            _ => {}
        }
        pos += 1;
    }
    let dot = dot?;
    if start >= pos || pos - dot == 1 {
        return None;
    }
    Some(start..pos)
}

/// The host without a leading `www.` when `without_www`.
fn domain(url: &[u8], without_www: bool) -> Option<Range<usize>> {
    let host = host(url)?;
    if without_www && host.len() > 4 && url[host.clone()].starts_with(b"www.") {
        return Some(host.start + 4..host.end);
    }
    Some(host)
}

static PUBLIC_SUFFIXES: LazyLock<HashSet<&'static str>> = LazyLock::new(|| {
    include_str!("../data/public_suffixes.txt")
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect()
});

fn public_suffix(labels: &[u8]) -> bool {
    std::str::from_utf8(labels).is_ok_and(|s| PUBLIC_SUFFIXES.contains(s))
}

/// The first significant subdomain's label, and where the domain it is in ends.
fn first_significant(url: &[u8]) -> Option<(Range<usize>, usize)> {
    let domain = domain(url, true)?;
    let begin = domain.start;
    let mut end = domain.end;
    if url[end - 1] == b'.' {
        end -= 1;
    }
    let mut periods = url[begin..end]
        .iter()
        .enumerate()
        .filter(|(_, c)| **c == b'.')
        .map(|(i, _)| begin + i)
        .rev();
    let (last, second, third) = (periods.next(), periods.next(), periods.next());
    let label = match (last, second) {
        (None, _) => begin..end,
        (Some(last), None) => begin..last,
        (Some(last), Some(second)) => {
            if public_suffix(&url[second + 1..end]) {
                third.map_or(begin, |p| p + 1)..second
            } else {
                second + 1..last
            }
        }
    };
    Some((label, domain.end))
}

fn protocol(url: &[u8]) -> Range<usize> {
    if !url.first().is_some_and(u8::is_ascii_alphabetic) {
        return 0..0;
    }
    let scheme = 1 + url[1..]
        .iter()
        .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, b'+' | b'-' | b'.'))
        .count();
    if url.len() - scheme < 4 || url[scheme] != b':' {
        return 0..0;
    }
    0..scheme
}

/// Where the path starts: the first `/` after `scheme://host` or `//host`.
fn path_start(url: &[u8]) -> Option<usize> {
    let first = find_any(url, 0, b"/")?;
    if url.get(first + 1) == Some(&b'/') {
        return find_any(url, first + 2, b"/");
    }
    Some(first)
}

/// The value of the first parameter `name` in the query string or fragment, and where
/// its `name=` starts.
fn parameter(url: &[u8], name: &[u8]) -> Option<(usize, Range<usize>)> {
    let query = find_any(url, 0, b"?#")?;
    if query + 1 >= url.len() {
        return None;
    }
    let pattern = [name, b"="].concat();
    let mut from = query + 1;
    loop {
        let at = find_slice(url, from, &pattern)?;
        if matches!(url[at - 1], b'?' | b'#' | b'&') {
            let value = at + pattern.len();
            let end = find_any(url, value, b"&#").unwrap_or(url.len());
            return Some((at, value..end));
        }
        from = at + pattern.len();
    }
}

/// The `name=value` pairs (`names` false) or the names (true) of the query string and
/// fragment, as ClickHouse's `extractURLParameters` and `extractURLParameterNames`
/// split them.
fn parameters(url: &[u8], names: bool) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let end = url.len();
    let Some(mut pos) = find_any(url, 0, b"?#") else {
        return out;
    };
    if pos + 1 >= end {
        return out;
    }
    pos += 1;
    loop {
        if names && !out.is_empty() {
            match find_any(url, pos, b"&#") {
                Some(p) if p + 1 < end => pos = p + 1,
                _ => return out,
            }
        }
        let (begin, at) = loop {
            let begin = pos;
            let Some(at) = find_any(url, pos, b"=&#?") else {
                return out;
            };
            if url[at] == b'?' {
                pos = at + 1;
                continue;
            }
            break (begin, at);
        };
        if names {
            out.push(begin..at);
            pos = at;
            continue;
        }
        if url[at] == b'&' || url[at] == b'#' {
            out.push(begin..at);
            pos = at + 1;
        } else {
            match find_any(url, at + 1, b"&#") {
                Some(next) => {
                    out.push(begin..next);
                    pos = next + 1;
                }
                None => {
                    out.push(begin..end);
                    pos = end;
                }
            }
        }
    }
}

fn hex_value(c: u8) -> Option<u8> {
    (c as char).to_digit(16).map(|d| d as u8)
}

/// `%XX` decoded (and `+` as a space in a form); a `%` not followed by two hex digits
/// is kept with them as it is.
fn decode(text: &[u8], form: bool) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    let mut i = 0;
    while i < text.len() {
        match text[i] {
            b'%' if i + 2 >= text.len() => {
                out.extend_from_slice(&text[i..]);
                break;
            }
            b'%' => {
                match hex_value(text[i + 1]).zip(hex_value(text[i + 2])) {
                    Some((high, low)) => out.push(high << 4 | low),
                    None => out.extend_from_slice(&text[i..i + 3]),
                }
                i += 3;
            }
            b'+' if form => {
                out.push(b' ');
                i += 1;
            }
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
    out
}

/// Every byte but letters, digits and `-_.~` as `%XX` (a space as `+` in a form).
fn encode(text: &[u8], form: bool) -> String {
    let mut out = String::with_capacity(text.len());
    for &c in text {
        if c.is_ascii_alphanumeric() || matches!(c, b'-' | b'_' | b'.' | b'~') {
            out.push(c as char);
        } else if c == b' ' && form {
            out.push('+');
        } else {
            out.push_str(&format!("%{c:02X}"));
        }
    }
    out
}

/// `url` without the bytes of `cut`.
fn without(url: &str, cut: Range<usize>) -> String {
    let mut out = String::with_capacity(url.len() - cut.len());
    out.push_str(&url[..cut.start]);
    out.push_str(&url[cut.end..]);
    out
}

/// One of ClickHouse's URL functions (module docs).
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct UrlFunction {
    name: String,
    clickhouse: &'static str,
    kind: Kind,
    signature: Signature,
}

impl UrlFunction {
    pub(crate) fn all() -> impl Iterator<Item = UrlFunction> {
        FUNCTIONS.iter().map(|(name, kind)| UrlFunction {
            name: name.to_ascii_lowercase(),
            clickhouse: name,
            kind: *kind,
            signature: Signature::variadic_any(Volatility::Immutable),
        })
    }

    fn arity(&self) -> Range<usize> {
        match self.kind {
            Kind::Port => 1..3,
            Kind::ExtractParameter | Kind::CutParameter => 2..3,
            _ => 1..2,
        }
    }

    /// The text of `value` (one row of a constant argument).
    fn constant_text(&self, value: &ColumnarValue, which: &str) -> DfResult<Option<String>> {
        match value {
            ColumnarValue::Scalar(s) => match s.cast_to(&DataType::Utf8)? {
                ScalarValue::Utf8(v) => Ok(v),
                _ => Ok(None),
            },
            ColumnarValue::Array(_) => Err(crate::scalar::error(
                format!(
                    "The {which} argument of function {} must be constant (ILLEGAL_COLUMN)",
                    self.clickhouse
                ),
                codes::ILLEGAL_COLUMN,
            )),
        }
    }
}

impl ScalarUDFImpl for UrlFunction {
    fn name(&self) -> &str {
        &self.name
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        let arity = self.arity();
        crate::scalar::check_arguments(
            self.clickhouse,
            arg_types,
            arity.start..=arity.end - 1,
            |i, t| match (self.kind, i) {
                (Kind::Port, 1) => {
                    (!matches!(t, DataType::UInt16 | DataType::Null)).then_some("UInt16")
                }
                _ => (!crate::json::is_text(t)).then_some("String"),
            },
        )?;
        Ok(match self.kind {
            Kind::Port => DataType::UInt16,
            Kind::ExtractParameters | Kind::ExtractParameterNames => {
                DataType::new_list(DataType::Utf8, true)
            }
            _ => DataType::Utf8,
        })
    }

    fn return_field_from_args(&self, args: ReturnFieldArgs<'_>) -> DfResult<FieldRef> {
        let types = crate::scalar::argument_types(&args);
        let ty = self.return_type(&types)?;
        // A FixedString is text here, told apart by its declared ClickHouse type.
        if let Some(declared) = args.arg_fields.first().and_then(|f| {
            f.metadata()
                .get(crate::wire::CLICKHOUSE_TYPE)
                .filter(|t| t.starts_with("FixedString"))
        }) {
            // As ClickHouse: functions that give a String refuse the column (44),
            // the others the type (43).
            return Err(match self.kind {
                Kind::Port | Kind::ExtractParameters | Kind::ExtractParameterNames => crate::scalar::error(
                    format!(
                        "Illegal type {declared} of argument 1 of function {}, expected String (ILLEGAL_TYPE_OF_ARGUMENT)",
                        self.clickhouse
                    ),
                    codes::ILLEGAL_TYPE_OF_ARGUMENT,
                ),
                _ => crate::scalar::error(
                    format!(
                        "Column of type {declared} is not supported by function {} (ILLEGAL_COLUMN)",
                        self.clickhouse
                    ),
                    codes::ILLEGAL_COLUMN,
                ),
            });
        }
        let nullable = args.arg_fields.first().is_some_and(|f| f.is_nullable());
        Ok(Arc::new(Field::new(self.name(), ty, nullable)))
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let mut args = args;
        // The second argument (a port, a parameter's name) is one constant.
        let second = match args.args.len() {
            2 => Some(args.args.pop().expect("two arguments")),
            _ => None,
        };
        let (arrays, scalar) = crate::scalar::arrays(args)?;
        let urls = cast(&arrays[0], &DataType::Utf8)?;
        let urls = urls.as_string::<i32>();
        let out: ArrayRef = match self.kind {
            Kind::Port => {
                let default = match &second {
                    None => 0,
                    Some(value) => match value {
                        ColumnarValue::Scalar(ScalarValue::UInt16(v)) => v.unwrap_or(0),
                        ColumnarValue::Scalar(_) => 0,
                        ColumnarValue::Array(_) => {
                            self.constant_text(value, "second")?;
                            0
                        }
                    },
                };
                let mut out = UInt16Builder::with_capacity(urls.len());
                for url in urls.iter() {
                    out.append_option(url.map(|u| port(u.as_bytes(), default)));
                }
                Arc::new(out.finish())
            }
            Kind::ExtractParameters | Kind::ExtractParameterNames => {
                let names = self.kind == Kind::ExtractParameterNames;
                let mut out = ListBuilder::new(StringBuilder::new());
                for url in urls.iter() {
                    let Some(url) = url else {
                        out.append_null();
                        continue;
                    };
                    for piece in parameters(url.as_bytes(), names) {
                        out.values().append_value(&url[piece]);
                    }
                    out.append(true);
                }
                Arc::new(out.finish())
            }
            _ => {
                let name = match &second {
                    Some(value) => self.constant_text(value, "second")?,
                    None => None,
                };
                let mut out = StringBuilder::with_capacity(urls.len(), urls.value_data().len());
                for url in urls.iter() {
                    match url {
                        None => out.append_null(),
                        Some(url) => out.append_value(self.text(url, name.as_deref())?),
                    }
                }
                Arc::new(out.finish())
            }
        };
        crate::scalar::result(out, scalar)
    }
}

impl UrlFunction {
    /// The text result of a function of one URL (and a parameter's name).
    fn text(&self, url: &str, name: Option<&str>) -> DfResult<String> {
        let bytes = url.as_bytes();
        let part = |range: Option<Range<usize>>| range.map_or(String::new(), |r| url[r].into());
        Ok(match self.kind {
            Kind::Protocol => url[protocol(bytes)].into(),
            Kind::Domain => part(domain(bytes, false)),
            Kind::DomainWithoutWww => part(domain(bytes, true)),
            Kind::TopLevelDomain => part(host(bytes).and_then(|host| {
                let end = if bytes[host.end - 1] == b'.' {
                    host.end - 1
                } else {
                    host.end
                };
                let dot = host.start + bytes[host.start..end].iter().rposition(|c| *c == b'.')?;
                (!bytes.get(dot + 1)?.is_ascii_digit()).then_some(dot + 1..end)
            })),
            Kind::FirstSignificantSubdomain => part(first_significant(bytes).map(|(l, _)| l)),
            Kind::CutToFirstSignificantSubdomain => part(
                first_significant(bytes)
                    .filter(|(label, _)| !label.is_empty())
                    .map(|(label, end)| label.start..end),
            ),
            Kind::Path | Kind::PathFull => part(path_start(bytes).map(|start| {
                let end = match self.kind {
                    Kind::Path => find_any(bytes, start, b"?#").unwrap_or(bytes.len()),
                    _ => bytes.len(),
                };
                start..end
            })),
            Kind::QueryString => part(
                find_any(bytes, 0, b"?")
                    .map(|q| q + 1..find_any(bytes, q, b"#").unwrap_or(bytes.len())),
            ),
            Kind::Fragment => part(find_any(bytes, 0, b"#").map(|f| f + 1..bytes.len())),
            Kind::QueryStringAndFragment => part(match find_any(bytes, 0, b"?") {
                Some(q) => Some(q + 1..bytes.len()),
                None => find_any(bytes, 0, b"#").map(|f| f..bytes.len()),
            }),
            Kind::CutWww => {
                // The host starts after `scheme://`, or after `//` at the start or after
                // its first byte, and after any `user@` before its end.
                let scheme = protocol(bytes).end;
                let start = if scheme > 0 && bytes[scheme..].starts_with(b"://") {
                    scheme + 3
                } else if bytes.get(1..3) == Some(b"//") {
                    3
                } else if bytes.starts_with(b"//") {
                    2
                } else {
                    return Ok(url.into());
                };
                let end = find_any(bytes, start, b":/?#").unwrap_or(bytes.len());
                let start = bytes[start..end]
                    .iter()
                    .rposition(|c| *c == b'@')
                    .map_or(start, |at| start + at + 1);
                // Only when a host follows `www.`, as in ClickHouse.
                match bytes[start..].starts_with(b"www.") && start + 4 < bytes.len() {
                    true => without(url, start..start + 4),
                    false => url.into(),
                }
            }
            Kind::CutQueryString => match find_any(bytes, 0, b"?") {
                Some(q) => without(url, q..find_any(bytes, q, b"#").unwrap_or(bytes.len())),
                None => url.into(),
            },
            Kind::CutFragment => match find_any(bytes, 0, b"#") {
                Some(f) => url[..f].into(),
                None => url.into(),
            },
            Kind::CutQueryStringAndFragment => {
                match find_any(bytes, 0, b"?").or_else(|| find_any(bytes, 0, b"#")) {
                    Some(q) => url[..q].into(),
                    None => url.into(),
                }
            }
            Kind::Basename => match bytes.iter().rposition(|c| matches!(c, b'/' | b'\\')) {
                Some(slash) => url[slash + 1..].into(),
                None => url.into(),
            },
            Kind::DecodeComponent | Kind::DecodeFormComponent => {
                let decoded = decode(bytes, self.kind == Kind::DecodeFormComponent);
                String::from_utf8(decoded).map_err(|_| {
                    crate::scalar::error(
                        format!(
                            "{}: the decoded bytes of '{url}' are not UTF-8, which a String holds here (BAD_ARGUMENTS)",
                            self.clickhouse
                        ),
                        codes::BAD_ARGUMENTS,
                    )
                })?
            }
            Kind::EncodeComponent | Kind::EncodeFormComponent => {
                encode(bytes, self.kind == Kind::EncodeFormComponent)
            }
            Kind::ExtractParameter => {
                let name = name.unwrap_or_default();
                part(parameter(bytes, name.as_bytes()).map(|(_, value)| value))
            }
            Kind::CutParameter => {
                let name = name.unwrap_or_default();
                match parameter(bytes, name.as_bytes()) {
                    None => url.into(),
                    Some((start, value)) => {
                        let mut cut = start..value.end;
                        if bytes.get(value.end) == Some(&b'&') {
                            cut.end += 1;
                        } else if bytes[start - 1] == b'&' {
                            cut.start -= 1;
                        }
                        without(url, cut)
                    }
                }
            }
            Kind::Port | Kind::ExtractParameters | Kind::ExtractParameterNames => {
                unreachable!("not a function of one string")
            }
        })
    }
}

/// The port after the host, or `default` when there is none or it is no number up to
/// 65535.
fn port(url: &[u8], default: u16) -> u16 {
    let Some(host) = host(url) else {
        return default;
    };
    if url.get(host.end) != Some(&b':') {
        return default;
    }
    let digits = &url[host.end + 1..];
    let digits = match find_any(digits, 0, b"/?#") {
        Some(end) => &digits[..end],
        None => digits,
    };
    if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
        return default;
    }
    std::str::from_utf8(digits)
        .ok()
        .and_then(|d| d.parse::<u16>().ok())
        .unwrap_or(default)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(name: &str, url: &str) -> String {
        let function = UrlFunction::all().find(|f| f.clickhouse == name).unwrap();
        function.text(url, None).unwrap()
    }

    #[test]
    fn hosts_as_clickhouse_finds_them() {
        assert_eq!(text("domain", "http://user@host.com/p"), "host.com");
        assert_eq!(text("domain", "ftp://user:pass@www.example.co.uk:21/"), "");
        assert_eq!(text("domain", "127.0.0.1:80"), "127.0.0.1");
        assert_eq!(text("domain", "http://hello.canada.com."), "");
        assert_eq!(text("domain", "http://[2001:db8::1]:80/"), "");
        assert_eq!(text("domainWithoutWWW", "www.example.com"), "example.com");
        assert_eq!(text("topLevelDomain", "http://127.0.0.1/"), "");
        assert_eq!(text("protocol", "http://"), "");
        assert_eq!(text("protocol", "svn+ssh://host.org/x"), "svn+ssh");
    }

    #[test]
    fn first_significant_subdomain_skips_public_suffixes() {
        let first = |u| text("firstSignificantSubdomain", u);
        assert_eq!(first("https://www.yandex.co.uk/"), "yandex");
        assert_eq!(first("http://a.co.ru/"), "co");
        assert_eq!(first("http://usa.gov.com/"), "gov");
        assert_eq!(first("http://a.github.io/"), "a");
        assert_eq!(first("http://hello.canada..com"), "");
        assert_eq!(
            text("cutToFirstSignificantSubdomain", "http://www.a.com.tr/x"),
            "a.com.tr"
        );
    }

    #[test]
    fn paths_queries_and_parameters() {
        assert_eq!(text("path", "//www.yandex.com.tr/news.html"), "/news.html");
        assert_eq!(text("path", "http:/"), "/");
        assert_eq!(text("queryString", "http://x.com/path/#f?g"), "g");
        assert_eq!(text("queryStringAndFragment", "http://x.com#f"), "#f");
        let url = "http://x/?a=1&a=2&aa=3&b=&=c&&d";
        let pairs: Vec<&str> = parameters(url.as_bytes(), false)
            .into_iter()
            .map(|r| &url[r])
            .collect();
        assert_eq!(pairs, ["a=1", "a=2", "aa=3", "b=", "=c", ""]);
        let names: Vec<&str> = parameters(url.as_bytes(), true)
            .into_iter()
            .map(|r| &url[r])
            .collect();
        assert_eq!(names, ["a", "a", "aa", "b", "", ""]);
        assert_eq!(port(b"http://a.b:80?x", 0), 80);
        assert_eq!(port(b"http://example.com:/x", 5), 5);
        assert_eq!(port(b"http://example.com:99999/x", 0), 0);
    }

    #[test]
    fn percent_encoding() {
        assert_eq!(decode(b"a%20b+c", true), b"a b c");
        assert_eq!(decode(b"%%41%4", false), b"%%41%4");
        assert_eq!(encode("a b~!".as_bytes(), true), "a+b~%21");
    }
}
