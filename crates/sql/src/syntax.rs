//! The grammar maskhouse parses: sqlparser's ClickHouse dialect, plus ClickHouse syntax
//! that dialect lacks, added through sqlparser's parser hooks (so the result is a
//! parsed expression, never rewritten text):
//! - the conditional operator `cond ? then : else`, ClickHouse's `if(cond, then, else)`,
//!   binding looser than `OR` and grouping to the right;
//! - the join strictness `ALL` (`t ALL INNER JOIN u`), the default: every matching
//!   pair, as a join without it;
//! - `WITH expr AS name, … SELECT …`: each name stands for its expression in the rest
//!   of the statement (ClickHouse's aliases of WITH), beside common table expressions
//!   (`WITH name AS (SELECT …)`), which keep their meaning.
//! - `expr AS name` inside an expression (`has([0 AS x], x)`, `(a + 1 AS b) * b`):
//!   parsed as a call of [`INLINE_ALIAS`], which the dialect resolves: the name stands
//!   for the expression across its query, as an alias of the select list does.

use std::{any::TypeId, ops::ControlFlow};

use sqlparser::{
    ast::{
        helpers::attached_token::AttachedToken, Expr, Function, FunctionArg, FunctionArgExpr,
        FunctionArgumentList, FunctionArguments, Ident, ObjectName, ObjectNamePart, Query,
        SelectItem, SetExpr, Statement, VisitMut, VisitorMut, With,
    },
    dialect::{ClickHouseDialect, Dialect},
    keywords::Keyword,
    parser::{Parser, ParserError},
    tokenizer::{Token, TokenWithSpan, Tokenizer, TokenizerError},
};

/// A parser of `sql` in maskhouse's grammar: sqlparser's tokens, less a join's `ALL`
/// strictness (which sqlparser does not read and which changes nothing). A join's `ANY`
/// strictness is refused: only [`parser_marking_joins`] reads it.
pub fn parser(sql: &str) -> Result<Parser<'static>, ParserError> {
    tokens(sql, None)
}

/// The text whose bytes the hexadecimal digits `hex` spell, if they spell UTF-8.
fn hex_text(hex: &str) -> Option<String> {
    if !hex.len().is_multiple_of(2) || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let bytes = (0..hex.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(hex.get(i..i + 2)?, 16).ok())
        .collect::<Option<Vec<u8>>>()?;
    String::from_utf8(bytes).ok()
}

/// A place in a statement's text found by its token location (line and column from 1,
/// in characters, a line ending at each `\n` as the tokenizer counts them), moving
/// forward only: tokens come in order, so a statement costs one pass however many
/// tokens are looked up.
struct TextCursor<'a> {
    text: &'a str,
    byte: usize,
    line: u64,
    column: u64,
}

impl<'a> TextCursor<'a> {
    fn new(text: &'a str) -> Self {
        TextCursor {
            text,
            byte: 0,
            line: 1,
            column: 1,
        }
    }

    /// The text from `at` on (from the start again if `at` lies behind).
    fn at(&mut self, at: sqlparser::tokenizer::Location) -> &'a str {
        if (at.line, at.column) < (self.line, self.column) {
            *self = TextCursor::new(self.text);
        }
        let mut chars = self.text[self.byte..].char_indices();
        while (self.line, self.column) < (at.line, at.column) {
            let Some((_, c)) = chars.next() else {
                break;
            };
            self.byte += c.len_utf8();
            if c == '\n' {
                self.line += 1;
                self.column = 1;
            } else {
                self.column += 1;
            }
        }
        &self.text[self.byte..]
    }
}

/// As [`parser`], and a join's `ANY` strictness (`t ANY LEFT JOIN u`, `t LEFT ANY JOIN
/// u`) read too: it is taken out of the tokens, and the location of its `JOIN` keyword
/// returned, for [`crate::joins::rewrite`] to find the join in the parsed statement.
pub fn parser_marking_joins(sql: &str) -> Result<(Parser<'static>, JoinMarks), ParserError> {
    let mut marks = JoinMarks::default();
    let parser = tokens(sql, Some(&mut marks))?;
    Ok((parser, marks))
}

/// Where the `JOIN` keywords of a statement are, and which of them had `ANY`, `ASOF`,
/// `SEMI` or `ANTI`.
#[derive(Debug, Default)]
pub struct JoinMarks {
    /// Every `JOIN` keyword's location, in order, and its strictness.
    pub joins: Vec<(sqlparser::tokenizer::Location, Strictness)>,
    /// `ANY` joins mean what they meant before ClickHouse 19.14
    /// (`any_join_distinct_right_table_keys = 1`).
    pub legacy_any: bool,
    /// The positions in `joins` of the joins written without a strictness (neither
    /// `ALL`, `ANY`, `ASOF`, `SEMI` nor `ANTI`, and not `CROSS`, `ARRAY` or `PASTE`).
    pub plain: Vec<usize>,
}

impl JoinMarks {
    /// Makes the plain joins what `join_default_strictness` says they are.
    pub fn plain_joins_as(&mut self, default: crate::statement::JoinDefault) -> crate::Result<()> {
        use crate::statement::JoinDefault;
        match default {
            JoinDefault::All => {}
            JoinDefault::Any => {
                for &i in &self.plain {
                    self.joins[i].1 = Strictness::Any;
                }
            }
            JoinDefault::Unset if !self.plain.is_empty() => {
                return Err(crate::Error::bad(
                    "Expected ANY or ALL in JOIN section, because setting (join_default_strictness) is empty (EXPECTED_ALL_OR_ANY)",
                )
                .with_code(maskhouse_types::codes::EXPECTED_ALL_OR_ANY));
            }
            JoinDefault::Unset => {}
        }
        Ok(())
    }
}

/// A join's strictness as ClickHouse writes it before or after its kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Strictness {
    /// `ALL` or none: every matching pair.
    All,
    /// `ANY`: the side that may match once keeps one row per key.
    Any,
    /// `ASOF`: each left row meets the right row of its key closest by the inequality.
    Asof,
    /// `SEMI`: the rows of the kept side (the left; the right for `RIGHT SEMI`) that
    /// have a match, each with one row of the other side.
    Semi,
    /// `ANTI`: the rows of the kept side that have no match, the other side's columns
    /// at their defaults.
    Anti,
}

/// The tokens of `sql`, its string literals read as ClickHouse reads them
/// ([`unescape`]).
pub(crate) fn tokenize(sql: &str) -> Result<Vec<TokenWithSpan>, TokenizerError> {
    let mut buf = Vec::new();
    tokenize_into(sql, &mut buf)?;
    Ok(buf)
}

/// [`tokenize`] into `buf`, which keeps the tokens before an error.
pub(crate) fn tokenize_into(sql: &str, buf: &mut Vec<TokenWithSpan>) -> Result<(), TokenizerError> {
    let result = Tokenizer::new(&MaskhouseDialect, sql)
        .with_unescape(false)
        .tokenize_with_location_into_buf(buf);
    for t in buf.iter_mut() {
        if let Token::SingleQuotedString(raw) = &mut t.token {
            if raw.contains(['\\', '\'']) {
                *raw = unescape(raw);
            }
        }
    }
    result
}

/// A string literal's text between its quotes as ClickHouse reads it: `''` is a quote;
/// `\0`, `\a`, `\b`, `\e`, `\f`, `\n`, `\r`, `\t` and `\v` are their control
/// characters and `\xHH` a byte; `\N` is nothing; `\\`, `\'`, `\"`, `\``, `\/` and `\=`
/// are the character; any other character keeps its backslash (`'\d'` is two
/// characters, as a regular expression wants, and `'\_'` a LIKE pattern's literal
/// `_`). Bytes that do not make UTF-8 become U+FFFD.
pub(crate) fn unescape(raw: &str) -> String {
    let mut out: Vec<u8> = Vec::with_capacity(raw.len());
    let mut chars = raw.chars().peekable();
    let mut utf8 = [0u8; 4];
    while let Some(c) = chars.next() {
        match c {
            '\'' if chars.peek() == Some(&'\'') => {
                chars.next();
                out.push(b'\'');
            }
            '\\' => {
                let Some(next) = chars.next() else {
                    out.push(b'\\');
                    break;
                };
                let control = match next {
                    '0' => Some(0u8),
                    'a' => Some(0x07),
                    'b' => Some(0x08),
                    'e' => Some(0x1b),
                    'f' => Some(0x0c),
                    'n' => Some(b'\n'),
                    'r' => Some(b'\r'),
                    't' => Some(b'\t'),
                    'v' => Some(0x0b),
                    '\\' | '\'' | '"' | '`' | '/' | '=' => Some(next as u8),
                    _ => None,
                };
                if let Some(byte) = control {
                    out.push(byte);
                    continue;
                }
                match next {
                    'N' => {}
                    'x' => {
                        let hex: String = chars.clone().take(2).collect();
                        match u8::from_str_radix(&hex, 16) {
                            Ok(byte) if hex.len() == 2 => {
                                out.push(byte);
                                chars.next();
                                chars.next();
                            }
                            _ => out.extend_from_slice(b"\\x"),
                        }
                    }
                    other => {
                        out.push(b'\\');
                        out.extend_from_slice(other.encode_utf8(&mut utf8).as_bytes());
                    }
                }
            }
            other => out.extend_from_slice(other.encode_utf8(&mut utf8).as_bytes()),
        }
    }
    match String::from_utf8(out) {
        Ok(s) => s,
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    }
}

fn tokens(sql: &str, mut marks: Option<&mut JoinMarks>) -> Result<Parser<'static>, ParserError> {
    let tokens = with_ties(digit_led_names(tokenize(sql)?));
    // The parser recurses once per level, and not every rule counts its depth (a type
    // such as `Array(Array(…))` does not): deeper statements are refused before it.
    let mut depth = 0usize;
    for t in &tokens {
        match t.token {
            Token::LParen | Token::LBracket | Token::LBrace => {
                depth += 1;
                if depth > NESTING_MAX {
                    return Err(ParserError::ParserError(format!(
                        "the statement nests parentheses or brackets over {NESTING_MAX} levels (max_parser_depth)"
                    )));
                }
            }
            Token::RParen | Token::RBracket | Token::RBrace => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    let significant = |t: &Token| !matches!(t, Token::Whitespace(_));
    let is_word =
        |t: &Token, words: &[Keyword]| matches!(t, Token::Word(w) if words.contains(&w.keyword));
    let join = [
        Keyword::INNER,
        Keyword::LEFT,
        Keyword::RIGHT,
        Keyword::FULL,
        Keyword::JOIN,
    ];
    let mut out = Vec::with_capacity(tokens.len());
    let mut text = TextCursor::new(sql);
    // Whether each open parenthesis or bracket holds expressions, where an `AS` names
    // the expression before it (not a subquery, a CAST, `* REPLACE (…)` or
    // `INTERPOLATE (…)`, whose `AS` is their own).
    let mut holds_expressions: Vec<bool> = Vec::new();
    let mut previous: Option<&Token> = None;
    // Inside `USING a, b` written without parentheses, which ClickHouse allows.
    let mut bare_using = false;
    let mut seen_join = false;
    let mut pending = Strictness::All;
    // Whether the coming join was written `ALL`.
    let mut explicit_all = false;
    // The nesting depth of the list of arrays after `ARRAY JOIN`, while in it, and
    // whether each open bracket is an array literal of that list (`ARRAY JOIN [1, 2]
    // AS x`), which the parser reads only as the call `array(1, 2)`.
    let mut array_join_list: Option<usize> = None;
    let mut literal_brackets: Vec<bool> = Vec::new();
    let mut before_previous: Option<&Token> = None;
    // Whether a join has `ANY`, `ASOF`, `SEMI` or `ANTI` (found by location later).
    let mut special_join = false;
    for (i, t) in tokens.iter().enumerate() {
        let next = || {
            tokens[i + 1..]
                .iter()
                .find(|t| significant(&t.token))
                .map(|t| &t.token)
        };
        let depth = holds_expressions.len();
        let ends_list = |d: usize| {
            depth < d
                || (depth == d
                    && matches!(&t.token, Token::Word(w) if w.quote_style.is_none() && !is_using_column(&t.token) && w.keyword != Keyword::AS)
                    // A word before `(` is a function's name (`array(1, 2)`).
                    && next() != Some(&Token::LParen))
        };
        if array_join_list.is_some_and(ends_list) {
            array_join_list = None;
        }
        if is_word(&t.token, &[Keyword::JOIN])
            && previous.is_some_and(|p| is_word(p, &[Keyword::ARRAY]))
        {
            array_join_list = Some(depth);
        }
        match &t.token {
            Token::LBracket => {
                let literal = array_join_list == Some(depth)
                    && (previous == Some(&Token::Comma)
                        || (previous.is_some_and(|p| is_word(p, &[Keyword::JOIN]))
                            && before_previous.is_some_and(|p| is_word(p, &[Keyword::ARRAY]))));
                literal_brackets.push(literal);
                if literal {
                    out.push(TokenWithSpan::new(Token::make_word("array", None), t.span));
                    out.push(TokenWithSpan::new(Token::LParen, t.span));
                    holds_expressions.push(true);
                    before_previous = previous;
                    previous = Some(&t.token);
                    continue;
                }
            }
            Token::RBracket => {
                let closes_literal = literal_brackets.pop() == Some(true);
                if closes_literal {
                    out.push(TokenWithSpan::new(Token::RParen, t.span));
                    holds_expressions.pop();
                    before_previous = previous;
                    previous = Some(&t.token);
                    continue;
                }
            }
            _ => {}
        }
        match &t.token {
            Token::LParen | Token::LBracket => {
                let own_as = previous.is_some_and(|p| {
                    is_word(
                        p,
                        &[
                            Keyword::CAST,
                            Keyword::TRY_CAST,
                            Keyword::SAFE_CAST,
                            Keyword::REPLACE,
                            Keyword::INTERPOLATE,
                            // A parenthesized join: `FROM (a AS x JOIN b AS y ON …)`.
                            Keyword::FROM,
                            Keyword::JOIN,
                        ],
                    )
                });
                let subquery =
                    next().is_some_and(|n| is_word(n, &[Keyword::SELECT, Keyword::WITH]));
                holds_expressions.push(t.token == Token::LBracket || !(own_as || subquery));
            }
            Token::RParen | Token::RBracket => {
                holds_expressions.pop();
            }
            _ => {}
        }
        // `t.1`, `(…).2`, `a[1].1.2`: the tokenizer reads `.1` as a number; right
        // after a name, a closing parenthesis or bracket, or another such element, it
        // is ClickHouse's tuple element operator and the element's position.
        if let Token::Number(text, false) = &t.token {
            let position = text
                .strip_prefix('.')
                .filter(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()));
            let after = i
                .checked_sub(1)
                .map(|p| &tokens[p].token)
                .is_some_and(|p| {
                    matches!(p, Token::Word(_) | Token::RParen | Token::RBracket)
                        || matches!(p, Token::Number(n, false) if n.starts_with('.') && n.len() > 1 && n[1..].bytes().all(|b| b.is_ascii_digit()))
                });
            if let (Some(position), true) = (position, after) {
                out.push(TokenWithSpan::new(
                    Token::Placeholder(ELEMENT_TOKEN.into()),
                    t.span,
                ));
                out.push(TokenWithSpan::new(
                    Token::Number(position.into(), false),
                    t.span,
                ));
                previous = Some(&t.token);
                continue;
            }
        }
        if significant(&t.token) {
            before_previous = previous;
            previous = Some(&t.token);
        }
        if is_word(&t.token, &[Keyword::AS]) && holds_expressions.last() == Some(&true) {
            out.push(TokenWithSpan::new(
                Token::Placeholder(ALIAS_TOKEN.into()),
                t.span,
            ));
            continue;
        }
        // `JOIN u USING k, j`: as `USING (k, j)`.
        seen_join |= is_word(&t.token, &[Keyword::JOIN]);
        if seen_join && is_word(&t.token, &[Keyword::USING]) {
            let opens = next().is_some_and(is_using_column);
            out.push(t.clone());
            if opens {
                out.push(TokenWithSpan::new(Token::LParen, t.span));
                bare_using = true;
            }
            continue;
        }
        if bare_using && matches!(t.token, Token::Word(_)) {
            out.push(t.clone());
            let mut rest = tokens[i + 1..].iter().filter(|t| significant(&t.token));
            let more = rest.next().map(|t| &t.token) == Some(&Token::Comma)
                && rest.next().is_some_and(|t| is_using_column(&t.token));
            if !more {
                out.push(TokenWithSpan::new(Token::RParen, t.span));
                bare_using = false;
            }
            continue;
        }
        // `ANY LEFT JOIN`, `LEFT ANY JOIN`, `ASOF LEFT JOIN`: the `ANY` or `ASOF` goes,
        // its `JOIN` is marked. Where nothing reads the marks (a DELETE's or UPDATE's
        // predicate, whose subqueries every replica runs), both are refused: sqlparser
        // would read `ANY` as an alias and the join as ALL.
        let strictness = match next() {
            Some(n) if is_word(n, &join) && is_word(&t.token, &[Keyword::ANY]) => Strictness::Any,
            Some(n) if is_word(n, &join) && is_word(&t.token, &[Keyword::ASOF]) => Strictness::Asof,
            Some(n) if is_word(n, &join) && is_word(&t.token, &[Keyword::SEMI]) => Strictness::Semi,
            Some(n) if is_word(n, &join) && is_word(&t.token, &[Keyword::ANTI]) => Strictness::Anti,
            _ => Strictness::All,
        };
        special_join |= strictness != Strictness::All;
        match marks.as_deref_mut() {
            Some(marks) => {
                if is_word(&t.token, &[Keyword::JOIN]) {
                    // `CROSS`, `ARRAY` and `PASTE` joins have no strictness.
                    let unstrict = before_previous.is_some_and(|p| {
                        is_word(p, &[Keyword::CROSS, Keyword::ARRAY])
                            || matches!(p, Token::Word(w) if w.value.eq_ignore_ascii_case("PASTE"))
                    });
                    if pending == Strictness::All && !explicit_all && !unstrict {
                        marks.plain.push(marks.joins.len());
                    }
                    marks.joins.push((t.span.start, pending));
                    pending = Strictness::All;
                    explicit_all = false;
                }
                if strictness != Strictness::All {
                    pending = strictness;
                    continue;
                }
            }
            None if strictness != Strictness::All => {
                return Err(ParserError::ParserError(format!(
                    "{} JOIN is not supported here (NOT_IMPLEMENTED): only in a query",
                    match strictness {
                        Strictness::Any => "ANY",
                        Strictness::Asof => "ASOF",
                        Strictness::Semi => "SEMI",
                        _ => "ANTI",
                    }
                )))
            }
            None => {}
        }
        // Only an `ALL` looks ahead, so a long run of whitespace costs nothing more.
        if is_word(&t.token, &[Keyword::ALL]) {
            let next = tokens[i + 1..]
                .iter()
                .find(|t| significant(&t.token))
                .map(|t| &t.token);
            if next.is_some_and(|n| is_word(n, &join)) {
                explicit_all = true;
                continue;
            }
        }
        // `0x7f000001` is a number in ClickHouse (`X'7f'` is a string); the tokenizer
        // reads both as one kind of hexadecimal string.
        if let Token::HexStringLiteral(h) = &t.token {
            let rest = text.at(t.span.start);
            if rest.starts_with("0x") || rest.starts_with("0X") {
                // The dialect lets digits be grouped with `_` (`0x7f_ff`).
                if let Ok(n) = u128::from_str_radix(&h.replace('_', ""), 16) {
                    out.push(TokenWithSpan::new(
                        Token::Number(n.to_string(), false),
                        t.span,
                    ));
                    continue;
                }
            } else if let Some(text) = hex_text(h) {
                // `X'41'` is the string of those bytes, `'A'`.
                out.push(TokenWithSpan::new(Token::SingleQuotedString(text), t.span));
                continue;
            }
        }
        // `c?1:0`: the tokenizer reads `?1` as one placeholder; ClickHouse has none
        // such, so it is the operator and a number.
        if let Token::Placeholder(p) = &t.token {
            if let Some(digits) = p.strip_prefix('?').filter(|d| !d.is_empty()) {
                out.push(TokenWithSpan::new(Token::Placeholder("?".into()), t.span));
                out.push(TokenWithSpan::new(
                    Token::Number(digits.into(), false),
                    t.span,
                ));
                continue;
            }
        }
        out.push(t.clone());
    }
    // The marks of `ANY`, `ASOF`, `SEMI` and `ANTI` joins are found by location, which
    // a rewritten subquery's tokens lose: with such a join, subqueries keep their WITH
    // lists as they are.
    let out = match special_join {
        true => out,
        false => nested_with_aliases(out)?,
    };
    Ok(Parser::new(&MaskhouseDialect).with_tokens_with_locations(out))
}

/// Whether `t` is more than whitespace.
fn significant(t: &TokenWithSpan) -> bool {
    !matches!(t.token, Token::Whitespace(_))
}

/// Whether `t` is the keyword `k`.
fn is_word(t: &TokenWithSpan, k: Keyword) -> bool {
    matches!(&t.token, Token::Word(w) if w.keyword == k)
}

/// Names that start with digits (`02127_join_table`, as ClickHouse's tests name
/// tables), which the tokenizer reads as a number and a word: one unquoted word when
/// the number is digits (and underscores) and the word follows it without a space,
/// across an underscore.
pub(crate) fn digit_led_names(tokens: Vec<TokenWithSpan>) -> Vec<TokenWithSpan> {
    let mut out: Vec<TokenWithSpan> = Vec::with_capacity(tokens.len());
    for t in tokens {
        let merged = match (out.last(), &t.token) {
            (
                Some(TokenWithSpan {
                    token: Token::Number(digits, false),
                    span,
                }),
                Token::Word(w),
            ) if w.quote_style.is_none()
                // `02127_t` reads as 02127 and `_t`, `02148_data` (an underscore
                // between digits in a number) as 02148_ and `data`.
                && (w.value.starts_with('_') || digits.ends_with('_'))
                && digits.starts_with(|c: char| c.is_ascii_digit())
                && digits.bytes().all(|b| b.is_ascii_digit() || b == b'_')
                && span.end == t.span.start =>
            {
                Some(TokenWithSpan {
                    token: Token::make_word(&format!("{digits}{}", w.value), None),
                    span: sqlparser::tokenizer::Span::new(span.start, t.span.end),
                })
            }
            _ => None,
        };
        match merged {
            Some(word) => *out.last_mut().expect("matched") = word,
            None => out.push(t),
        }
    }
    out
}

/// `LIMIT n WITH TIES`, `LIMIT m, n WITH TIES` and `LIMIT n OFFSET m WITH TIES`, which
/// the parser does not read, as `LIMIT __with_ties(n) …` without `WITH TIES`: the
/// count marked for [`crate::ties`]. A `WITH TIES` after anything but such a `LIMIT`
/// (at the same depth) is left for the parser to refuse.
fn with_ties(mut tokens: Vec<TokenWithSpan>) -> Vec<TokenWithSpan> {
    let mut i = tokens.len();
    while i > 0 {
        i -= 1;
        if !is_word(&tokens[i], Keyword::WITH) {
            continue;
        }
        let Some(ties) = (i + 1..tokens.len()).find(|&j| significant(&tokens[j])) else {
            continue;
        };
        if !is_word(&tokens[ties], Keyword::TIES) {
            continue;
        }
        // Back to the LIMIT at this depth, noting a comma or OFFSET on the way.
        let mut depth = 0i32;
        let mut limit = None;
        let mut split = None;
        for j in (0..i).rev() {
            match &tokens[j].token {
                Token::RParen | Token::RBracket => depth += 1,
                Token::LParen | Token::LBracket => {
                    depth -= 1;
                    if depth < 0 {
                        break;
                    }
                }
                Token::Comma if depth == 0 => split = Some((j, true)),
                _ if depth == 0 && is_word(&tokens[j], Keyword::OFFSET) => split = Some((j, false)),
                _ if depth == 0 && is_word(&tokens[j], Keyword::LIMIT) => {
                    limit = Some(j);
                    break;
                }
                Token::Word(w)
                    if depth == 0 && w.quote_style.is_none() && w.keyword == Keyword::SELECT =>
                {
                    break
                }
                _ => {}
            }
        }
        let Some(limit) = limit else {
            continue;
        };
        // The count: after the comma of `LIMIT m, n`, before the OFFSET of `LIMIT n
        // OFFSET m`, or all of it.
        let (start, end) = match split {
            Some((comma, true)) => (comma + 1, i),
            Some((offset, false)) => (limit + 1, offset),
            None => (limit + 1, i),
        };
        let span = tokens[i].span;
        tokens.drain(i..=ties);
        tokens.insert(end, TokenWithSpan::new(Token::RParen, span));
        tokens.insert(start, TokenWithSpan::new(Token::LParen, span));
        tokens.insert(
            start,
            TokenWithSpan::new(Token::make_word(crate::ties::WITH_TIES, None), span),
        );
    }
    tokens
}

/// `(WITH expr AS name, … SELECT …)` inside a statement (a subquery in FROM, IN or a
/// scalar subquery): the parser reads a statement's own WITH list through
/// [`MaskhouseDialect`]'s hook but a subquery's only as common table expressions, so
/// each such subquery, innermost first, is parsed here by the same rule
/// ([`with_aliases`]) and its tokens replaced by those of the query it gives (the names
/// replaced by their expressions).
fn nested_with_aliases(mut tokens: Vec<TokenWithSpan>) -> Result<Vec<TokenWithSpan>, ParserError> {
    let mut i = tokens.len();
    while i > 0 {
        i -= 1;
        if tokens[i].token != Token::LParen {
            continue;
        }
        let Some(with) = (i + 1..tokens.len()).find(|&j| significant(&tokens[j])) else {
            continue;
        };
        if !is_word(&tokens[with], Keyword::WITH) {
            continue;
        }
        let mut depth = 0usize;
        let mut close = None;
        for (j, t) in tokens.iter().enumerate().skip(i) {
            match t.token {
                Token::LParen => depth += 1,
                Token::RParen => {
                    depth -= 1;
                    if depth == 0 {
                        close = Some(j);
                        break;
                    }
                }
                _ => {}
            }
        }
        let Some(close) = close else {
            continue;
        };
        let mut inner = tokens[with..close].to_vec();
        inner.push(TokenWithSpan::new(Token::EOF, tokens[close].span));
        let mut parser = Parser::new(&MaskhouseDialect).with_tokens_with_locations(inner);
        let Ok(Some(query)) = with_aliases(&mut parser) else {
            continue;
        };
        if parser.peek_token().token != Token::EOF {
            continue;
        }
        let text = crate::dialect::sql_text(query.as_ref());
        let mut replacement = digit_led_names(tokenize(&text)?);
        // At the subquery's place, for what reports a location.
        for t in &mut replacement {
            t.span = tokens[with].span;
        }
        tokens.splice(with..close, replacement);
    }
    Ok(tokens)
}

/// A column of `USING k, j` without parentheses: a name, not a keyword that starts
/// what follows the join (`WHERE`, another join, …).
fn is_using_column(token: &Token) -> bool {
    const FOLLOWING: &[Keyword] = &[
        Keyword::WHERE,
        Keyword::PREWHERE,
        Keyword::GROUP,
        Keyword::ORDER,
        Keyword::LIMIT,
        Keyword::HAVING,
        Keyword::WINDOW,
        Keyword::QUALIFY,
        Keyword::UNION,
        Keyword::EXCEPT,
        Keyword::INTERSECT,
        Keyword::SETTINGS,
        Keyword::FORMAT,
        Keyword::INTO,
        Keyword::OFFSET,
        Keyword::FETCH,
        Keyword::JOIN,
        Keyword::INNER,
        Keyword::LEFT,
        Keyword::RIGHT,
        Keyword::FULL,
        Keyword::CROSS,
        Keyword::ANY,
        Keyword::ALL,
        Keyword::SEMI,
        Keyword::ANTI,
        Keyword::ASOF,
        Keyword::GLOBAL,
        Keyword::ARRAY,
        Keyword::ON,
        Keyword::AS,
    ];
    matches!(token, Token::Word(w) if w.quote_style.is_some() || !FOLLOWING.contains(&w.keyword))
}

/// The most levels of parentheses, brackets and braces a statement may nest.
pub const NESTING_MAX: usize = 256;

/// sqlparser's [`ClickHouseDialect`] with the additions above. It reports itself as
/// that dialect, so every ClickHouse rule of the parser applies.
#[derive(Debug, Default, Clone, Copy)]
pub struct MaskhouseDialect;

/// The precedence of `?`: below `OR` (5), above an alias inside an expression.
const CONDITIONAL: u8 = 2;

/// The precedence of `AS` inside an expression: the loosest, so that it names all of
/// the expression before it (`a ? b : c AS x` names the conditional), above "not an
/// operator" (0).
const ALIAS: u8 = 1;

fn is_conditional(token: &Token) -> bool {
    matches!(token, Token::Placeholder(p) if p == "?")
}

/// What an `AS` inside an expression becomes before parsing (a placeholder never
/// spells so: placeholders start with `?`, `$`, `:` or `@`).
const ALIAS_TOKEN: &str = "AS";

/// The call that stands for `expr AS name` inside an expression, `INLINE_ALIAS(expr,
/// name)`, until the dialect resolves it.
pub(crate) const INLINE_ALIAS: &str = "__inline_alias";

/// What the tuple element operator `.N` becomes before parsing, followed by `N`.
const ELEMENT_TOKEN: &str = ".";

/// The precedence of `.N`: the parser's own for `.` and `[…]`.
const ELEMENT: u8 = 100;

fn is_element(token: &Token) -> bool {
    matches!(token, Token::Placeholder(p) if p == ELEMENT_TOKEN)
}

fn is_inline_alias(token: &Token) -> bool {
    matches!(token, Token::Placeholder(p) if p == ALIAS_TOKEN)
}

/// `expr AS name` when `expr` is an [`INLINE_ALIAS`] call: the expression and the name.
pub(crate) fn inline_alias(expr: &Expr) -> Option<(&Expr, &Ident)> {
    let Expr::Function(f) = expr else {
        return None;
    };
    match (f.name.0.as_slice(), &f.args) {
        ([ObjectNamePart::Identifier(id)], FunctionArguments::List(list))
            if id.value == INLINE_ALIAS && id.quote_style.is_none() =>
        {
            match list.args.as_slice() {
                [FunctionArg::Unnamed(FunctionArgExpr::Expr(e)), FunctionArg::Unnamed(FunctionArgExpr::Expr(Expr::Identifier(name)))] => {
                    Some((e, name))
                }
                _ => None,
            }
        }
        _ => None,
    }
}

macro_rules! delegate {
    ($($name:ident),* $(,)?) => {
        $(fn $name(&self) -> bool {
            ClickHouseDialect {}.$name()
        })*
    };
}

impl Dialect for MaskhouseDialect {
    fn dialect(&self) -> TypeId {
        TypeId::of::<ClickHouseDialect>()
    }

    fn is_identifier_start(&self, ch: char) -> bool {
        ClickHouseDialect {}.is_identifier_start(ch)
    }

    fn is_identifier_part(&self, ch: char) -> bool {
        ClickHouseDialect {}.is_identifier_part(ch)
    }

    /// `agg(x) FILTER (WHERE cond)`, which ClickHouse takes as `aggIf(x, cond)` (and
    /// the dialect's own rewrites of `-If` and `any` spell).
    fn supports_filter_during_aggregation(&self) -> bool {
        true
    }

    delegate!(
        supports_string_literal_backslash_escape,
        supports_select_wildcard_except,
        describe_requires_table_keyword,
        require_interval_qualifier,
        supports_limit_comma,
        supports_insert_table_function,
        supports_insert_format,
        supports_numeric_literal_underscores,
        supports_partition_by_after_order_by,
        supports_array_join_syntax,
        supports_dictionary_syntax,
        supports_lambda_functions,
        supports_from_first_select,
        supports_order_by_all,
        supports_group_by_expr,
        supports_group_by_with_modifier,
        supports_nested_comments,
        supports_optimize_table,
        supports_prewhere,
        supports_with_fill,
        supports_limit_by,
        supports_interpolate,
        supports_settings,
        supports_select_format,
        supports_select_wildcard_replace,
        supports_comma_separated_trim,
    );

    fn parse_statement(&self, parser: &mut Parser<'_>) -> Option<Result<Statement, ParserError>> {
        if !parser.peek_keyword(Keyword::WITH) {
            return None;
        }
        // Only common table expressions: back to WITH, for the parser's own rule.
        let mut only_ctes = false;
        let parsed = parser.try_parse(|p| match with_aliases(p) {
            Ok(Some(query)) => Ok(query),
            Ok(None) => {
                only_ctes = true;
                Err(ParserError::ParserError("no WITH aliases".into()))
            }
            Err(e) => Err(e),
        });
        match parsed {
            Ok(query) => Some(Ok(Statement::Query(query))),
            Err(_) if only_ctes => None,
            Err(e) => Some(Err(e)),
        }
    }

    fn get_next_precedence(&self, parser: &Parser<'_>) -> Option<Result<u8, ParserError>> {
        match &parser.peek_token_ref().token {
            t if is_conditional(t) => Some(Ok(CONDITIONAL)),
            t if is_inline_alias(t) => Some(Ok(ALIAS)),
            t if is_element(t) => Some(Ok(ELEMENT)),
            // ClickHouse has no `a:b` path access; a colon ends the `then` branch.
            Token::Colon => Some(Ok(0)),
            // `a DIV b` and `a MOD b`: ClickHouse's `intDiv` and `%`, as tight as `*`.
            t if integer_operator(t).is_some() => Some(Ok(
                self.prec_value(sqlparser::dialect::Precedence::MulDivModOp)
            )),
            _ => None,
        }
    }

    fn parse_infix(
        &self,
        parser: &mut Parser<'_>,
        expr: &Expr,
        precedence: u8,
    ) -> Option<Result<Expr, ParserError>> {
        if let Some(keyword) = integer_operator(&parser.peek_token_ref().token) {
            parser.advance_token();
            return Some(parser.parse_subexpr(precedence).map(|right| match keyword {
                Keyword::DIV => call("intDiv", vec![expr.clone(), right]),
                _ => Expr::BinaryOp {
                    left: Box::new(expr.clone()),
                    op: sqlparser::ast::BinaryOperator::Modulo,
                    right: Box::new(right),
                },
            }));
        }
        if let Some(negated) = in_array(parser) {
            return Some(parse_in_array(parser, expr, negated));
        }
        if let Some(negated) = in_literal(parser) {
            return Some(parse_in_literal(parser, expr, negated, precedence));
        }
        if is_element(&parser.peek_token_ref().token) {
            parser.advance_token();
            return Some(match parser.next_token().token {
                Token::Number(n, false) => Ok(call(
                    "tupleElement",
                    vec![
                        expr.clone(),
                        Expr::value(sqlparser::ast::Value::Number(n, false)),
                    ],
                )),
                other => Err(ParserError::ParserError(format!(
                    "expected a tuple element's position after '.', found {other}"
                ))),
            });
        }
        if is_inline_alias(&parser.peek_token_ref().token) {
            parser.advance_token();
            return Some(
                parser
                    .parse_identifier()
                    .map(|name| call(INLINE_ALIAS, vec![expr.clone(), Expr::Identifier(name)])),
            );
        }
        if !is_conditional(&parser.peek_token_ref().token) {
            return None;
        }
        parser.advance_token();
        Some((|| {
            let then = parser.parse_expr()?;
            parser.expect_token(&Token::Colon)?;
            // Below the operator's own precedence, so `a ? b : c ? d : e` groups right.
            let otherwise = parser.parse_subexpr(CONDITIONAL - 1)?;
            Ok(call("if", vec![expr.clone(), then, otherwise]))
        })())
    }
}

/// Whether the next tokens are `IN [` or `NOT IN [`, and which: ClickHouse's `x IN
/// [a, b]` means `x IN (a, b)`.
fn in_array(parser: &Parser<'_>) -> Option<bool> {
    let [first, second, third] = parser.peek_tokens::<3>();
    let is = |t: &Token, k: Keyword| matches!(t, Token::Word(w) if w.keyword == k);
    match (is(&first, Keyword::IN), is(&first, Keyword::NOT)) {
        (true, _) if second == Token::LBracket => Some(false),
        (_, true) if is(&second, Keyword::IN) && third == Token::LBracket => Some(true),
        _ => None,
    }
}

/// Whether the next tokens are `IN` or `NOT IN` before a literal (`x IN 1`, `x NOT IN
/// 'a'`, `x IN -1`), and which: ClickHouse's `x IN 1` means `x IN (1)`.
fn in_literal(parser: &Parser<'_>) -> Option<bool> {
    let [first, second, third, fourth] = parser.peek_tokens::<4>();
    let is = |t: &Token, k: Keyword| matches!(t, Token::Word(w) if w.keyword == k);
    let literal = |t: &Token, next: &Token| match t {
        Token::Number(..) | Token::SingleQuotedString(_) => true,
        Token::Minus => matches!(next, Token::Number(..)),
        _ => false,
    };
    match (is(&first, Keyword::IN), is(&first, Keyword::NOT)) {
        (true, _) if literal(&second, &third) => Some(false),
        (_, true) if is(&second, Keyword::IN) && literal(&third, &fourth) => Some(true),
        _ => None,
    }
}

/// `expr [NOT] IN literal …`, after [`in_literal`] found it: `expr [NOT] IN (literal …)`,
/// the operand running to the first operator that binds no tighter than `IN`.
fn parse_in_literal(
    parser: &mut Parser<'_>,
    expr: &Expr,
    negated: bool,
    precedence: u8,
) -> Result<Expr, ParserError> {
    if negated {
        parser.advance_token();
    }
    parser.advance_token();
    // What binds tighter than IN is the operand (`1 IN 1 + 1` is `1 IN (2)`).
    let value = parser.parse_subexpr(precedence)?;
    Ok(Expr::InList {
        expr: Box::new(expr.clone()),
        list: vec![value],
        negated,
    })
}

/// `expr [NOT] IN [a, b, …]`, after [`in_array`] found it: `expr [NOT] IN (a, b, …)`.
fn parse_in_array(
    parser: &mut Parser<'_>,
    expr: &Expr,
    negated: bool,
) -> Result<Expr, ParserError> {
    if negated {
        parser.advance_token();
    }
    parser.advance_token();
    parser.expect_token(&Token::LBracket)?;
    if parser.consume_token(&Token::RBracket) {
        // Nothing is in an empty array.
        return Ok(Expr::value(sqlparser::ast::Value::Boolean(negated)));
    }
    let list = parser.parse_comma_separated(Parser::parse_expr)?;
    parser.expect_token(&Token::RBracket)?;
    // An array literal as deep as the whole array is one value, as in ClickHouse
    // (`[1] IN [1, 2]` is `[1] = [1, 2]`; `[1] IN [[1], [2]]` looks for it among two).
    let whole = sqlparser::ast::Expr::Array(sqlparser::ast::Array {
        elem: list.clone(),
        named: false,
    });
    if array_depth(expr).is_some() && array_depth(expr) == array_depth(&whole) {
        return Ok(Expr::BinaryOp {
            left: Box::new(expr.clone()),
            op: match negated {
                true => sqlparser::ast::BinaryOperator::NotEq,
                false => sqlparser::ast::BinaryOperator::Eq,
            },
            right: Box::new(whole),
        });
    }
    Ok(Expr::InList {
        expr: Box::new(expr.clone()),
        list,
        negated,
    })
}

/// How many arrays deep an array literal is (`[1]` 1, `[[1], []]` 2); None for an
/// expression that is not one, or an array of elements whose depth is not known.
fn array_depth(expr: &Expr) -> Option<usize> {
    match expr {
        Expr::Nested(inner) => array_depth(inner),
        Expr::Array(array) => {
            let mut depth = 0;
            for e in &array.elem {
                depth = depth.max(element_depth(e)?);
            }
            Some(depth + 1)
        }
        _ => None,
    }
}

/// [`array_depth`] of an element of an array literal, 0 for a literal value.
fn element_depth(expr: &Expr) -> Option<usize> {
    match expr {
        Expr::Nested(inner) => element_depth(inner),
        Expr::Array(_) => array_depth(expr),
        Expr::Value(_) | Expr::UnaryOp { .. } => Some(0),
        _ => None,
    }
}

/// `WITH item, … query` where some item is `expr AS name`: the query with each such
/// name replaced by its expression (in the later items too), and the other items as its
/// common table expressions. None when every item is a common table expression.
fn with_aliases(parser: &mut Parser<'_>) -> Result<Option<Box<Query>>, ParserError> {
    let with_token = parser.next_token();
    let mut ctes = vec![];
    let mut aliases: Vec<(String, Expr)> = vec![];
    loop {
        match parser.maybe_parse(|p| p.parse_cte())? {
            Some(cte) => ctes.push(cte),
            None => {
                let mut expr = parser.parse_expr()?;
                parser.expect_keyword(Keyword::AS)?;
                let name = parser.parse_identifier()?;
                substitute(&mut expr, &aliases, true).map_err(ParserError::ParserError)?;
                aliases.push((name.value, expr));
            }
        }
        if !parser.consume_token(&Token::Comma) {
            break;
        }
    }
    if aliases.is_empty() {
        return Ok(None);
    }
    let mut query = parser.parse_query()?;
    if query.with.is_some() {
        return parser.expected("SELECT after the WITH list", parser.peek_token());
    }
    // A bare name in the select list keeps its name as the column's, and an expression
    // that reads names is named as written (`WITH 1 AS x SELECT x + 1` is `plus(x, 1)`),
    // as in ClickHouse: in the statement's SELECT, or the first of its UNION.
    let mut body = query.body.as_mut();
    while let SetExpr::SetOperation { left, .. } = body {
        body = left.as_mut();
    }
    if let SetExpr::Select(select) = body {
        name_as_written(&mut select.projection, &aliases).map_err(ParserError::ParserError)?;
    }
    substitute(query.as_mut(), &aliases, true).map_err(ParserError::ParserError)?;
    if !ctes.is_empty() {
        query.with = Some(With {
            with_token: AttachedToken(with_token),
            recursive: false,
            cte_tables: ctes,
        });
    }
    Ok(Some(query))
}

/// Names each item of `projection` that reads one of `aliases` as ClickHouse does, by
/// its text before they are substituted: a bare name by itself, an expression by its
/// function form. An item that holds an inline alias (`(x + 1 AS y)`) is left to the
/// dialect, which names it by its alias. Items of one name are one expression, written
/// as the first (`WITH 5 AS n SELECT n, (n)`).
fn name_as_written(
    projection: &mut [SelectItem],
    aliases: &[(String, Expr)],
) -> Result<(), String> {
    let mut named: Vec<(Ident, Expr)> = Vec::new();
    for item in projection.iter_mut() {
        let SelectItem::UnnamedExpr(expr) = item else {
            continue;
        };
        if holds_inline_alias(expr) {
            continue;
        }
        let alias = match &*expr {
            Expr::Identifier(id) if aliases.iter().any(|(n, _)| *n == id.value) => id.clone(),
            Expr::Identifier(_) => continue,
            _ => {
                let name = crate::column_name::of(expr);
                let mut substituted = expr.clone();
                substitute(&mut substituted, aliases, true)?;
                if crate::column_name::of(&substituted) == name {
                    continue;
                }
                Ident::with_quote('"', name)
            }
        };
        let (alias, expr) = match named.iter().find(|(n, _)| n.value == alias.value) {
            Some(first) => first.clone(),
            None => {
                named.push((alias.clone(), expr.clone()));
                (alias, expr.clone())
            }
        };
        *item = SelectItem::ExprWithAlias { expr, alias };
    }
    Ok(())
}

/// Whether `expr` holds an inline alias ([`INLINE_ALIAS`]) anywhere.
fn holds_inline_alias(expr: &Expr) -> bool {
    let mut found = false;
    let _ = sqlparser::ast::visit_expressions(expr, |e| {
        if inline_alias(e).is_some() {
            found = true;
            return ControlFlow::Break(());
        }
        ControlFlow::Continue(())
    });
    found
}

/// The most text that substituting aliases may add to one statement: aliases built on
/// aliases double at each step (`a + a AS b, b + b AS c, …`), so past this the
/// statement is refused (ClickHouse's `max_expanded_ast_elements` plays this part).
pub(crate) const EXPANDED_BYTES_MAX: usize = 1 << 20;

/// Replaces each identifier named in `aliases` with its expression, in parentheses,
/// except where a lambda's parameter of the same name hides it (`x -> x + 1`).
/// `subqueries`: whether the names reach into nested queries too (WITH aliases do;
/// select-list aliases are the query's own). Fails when the text it adds passes
/// [`EXPANDED_BYTES_MAX`].
pub(crate) fn substitute<T: VisitMut>(
    node: &mut T,
    aliases: &[(String, Expr)],
    subqueries: bool,
) -> Result<(), String> {
    if aliases.is_empty() {
        return Ok(());
    }
    // The text length of each alias's expression.
    let sizes: Vec<usize> = aliases.iter().map(|(_, e)| e.to_string().len()).collect();
    let mut expanded = 0usize;
    let flow = visit_scoped(node, |expr, scope| {
        if let Expr::Identifier(id) = expr {
            if (subqueries || scope.depth == 0) && !scope.hides(&id.value) {
                if let Some(at) = aliases.iter().rposition(|(n, _)| *n == id.value) {
                    expanded += sizes[at];
                    if expanded > EXPANDED_BYTES_MAX {
                        return ControlFlow::Break(());
                    }
                    *expr = Expr::Nested(Box::new(aliases[at].1.clone()));
                }
            }
        }
        ControlFlow::Continue(())
    });
    match flow {
        ControlFlow::Continue(()) => Ok(()),
        ControlFlow::Break(()) => Err(format!(
            "the aliases of this statement expand it past {EXPANDED_BYTES_MAX} bytes"
        )),
    }
}

/// Calls `f` on every expression of `node` after its children, with the scope it is
/// in: how deep in subqueries, and which names lambdas around it hide.
pub(crate) fn visit_scoped<T: VisitMut>(
    node: &mut T,
    f: impl FnMut(&mut Expr, &NameScope) -> ControlFlow<()>,
) -> ControlFlow<()> {
    struct Scoped<F> {
        scope: NameScope,
        f: F,
    }
    impl<F: FnMut(&mut Expr, &NameScope) -> ControlFlow<()>> VisitorMut for Scoped<F> {
        type Break = ();
        fn pre_visit_query(&mut self, _: &mut Query) -> ControlFlow<()> {
            self.scope.depth += 1;
            ControlFlow::Continue(())
        }
        fn post_visit_query(&mut self, _: &mut Query) -> ControlFlow<()> {
            self.scope.depth -= 1;
            ControlFlow::Continue(())
        }
        fn pre_visit_expr(&mut self, expr: &mut Expr) -> ControlFlow<()> {
            self.scope.enter_expr(expr);
            ControlFlow::Continue(())
        }
        fn post_visit_expr(&mut self, expr: &mut Expr) -> ControlFlow<()> {
            if self.scope.leave_expr(expr) {
                return ControlFlow::Continue(());
            }
            (self.f)(expr, &self.scope)
        }
    }
    node.visit(&mut Scoped {
        scope: NameScope::default(),
        f,
    })
}

/// Where a visitor that rewrites names is: how deep in subqueries, and the parameters
/// of the lambdas around it, which hide the names they share.
#[derive(Debug, Default)]
pub(crate) struct NameScope {
    pub(crate) depth: usize,
    hidden: Vec<String>,
}

impl NameScope {
    /// Before `e`'s children: a lambda's parameters come into scope.
    pub(crate) fn enter_expr(&mut self, e: &Expr) {
        if let Expr::Lambda(lambda) = e {
            self.hidden
                .extend(lambda.params.iter().map(|p| p.name.value.clone()));
        }
    }

    /// After `e`'s children: a lambda's parameters go out of scope. Whether `e` was a
    /// lambda.
    pub(crate) fn leave_expr(&mut self, e: &Expr) -> bool {
        let Expr::Lambda(lambda) = e else {
            return false;
        };
        let n = self.hidden.len() - lambda.params.len();
        self.hidden.truncate(n);
        true
    }

    /// Whether a lambda's parameter hides `name` here.
    pub(crate) fn hides(&self, name: &str) -> bool {
        self.hidden.iter().any(|h| h == name)
    }
}

/// `name(args…)` as the parser builds a plain call.
/// `DIV` or `MOD` unquoted: an operator between two expressions in ClickHouse.
fn integer_operator(token: &Token) -> Option<Keyword> {
    match token {
        Token::Word(w)
            if w.quote_style.is_none() && matches!(w.keyword, Keyword::DIV | Keyword::MOD) =>
        {
            Some(w.keyword)
        }
        _ => None,
    }
}

pub(crate) fn call(name: &str, args: Vec<Expr>) -> Expr {
    Expr::Function(Function {
        name: ObjectName(vec![ObjectNamePart::Identifier(Ident::new(name))]),
        uses_odbc_syntax: false,
        parameters: FunctionArguments::None,
        args: FunctionArguments::List(FunctionArgumentList {
            duplicate_treatment: None,
            args: args
                .into_iter()
                .map(|e| FunctionArg::Unnamed(FunctionArgExpr::Expr(e)))
                .collect(),
            clauses: vec![],
        }),
        filter: None,
        null_treatment: None,
        over: None,
        within_group: vec![],
    })
}

#[cfg(test)]
mod text_cursor_tests {
    use super::*;

    /// String literals read as ClickHouse 26.9 reads them, every printable ASCII
    /// character after a backslash (what ClickHouse answered for `hex('\c')`).
    #[test]
    fn string_literals_unescape_as_clickhouse() {
        let kept = "!#$%&()*+,-.123456789:;<>?@ABCDEFGHIJKLMOPQRSTUVWXYZ[]^_cdghijklmopqsuwyz{|}~";
        for c in kept.chars() {
            assert_eq!(unescape(&format!("\\{c}")), format!("\\{c}"));
        }
        for c in "\"'/=\\`".chars() {
            assert_eq!(unescape(&format!("\\{c}")), c.to_string());
        }
        let controls = [("0", "\0"), ("a", "\u{7}"), ("b", "\u{8}"), ("e", "\u{1b}")];
        let more = [
            ("f", "\u{c}"),
            ("n", "\n"),
            ("r", "\r"),
            ("t", "\t"),
            ("v", "\u{b}"),
        ];
        for (c, out) in controls.iter().chain(&more) {
            assert_eq!(unescape(&format!("\\{c}")), *out);
        }
        assert_eq!(unescape("\\N"), "");
        assert_eq!(unescape("\\x41\\xC3\\xA9''"), "Aé'");
        assert_eq!(unescape("\\xFF"), "\u{fffd}");
        assert_eq!(unescape("\\é\\"), "\\é\\");
    }

    /// Hexadecimal literals read as ClickHouse reads them wherever they stand (other
    /// lines, CRLF endings, letters of several bytes before them), many of them on one
    /// line too.
    #[test]
    fn hex_literals_are_numbers_or_strings() {
        let sql = "SELECT 'é', 0x10,\r\n  X'41',\n 0x7f_ff, X'+1'";
        let mut parser = parser(sql).unwrap();
        let statement = parser.parse_statement().unwrap().to_string();
        assert!(statement.contains("'é', 16, 'A', 32767"), "{statement}");
        let many = format!("SELECT {}", vec!["0x1"; 200_000].join(","));
        let tokens = Tokenizer::new(&MaskhouseDialect, &many)
            .tokenize_with_location()
            .unwrap();
        let mut cursor = TextCursor::new(&many);
        let found = tokens
            .iter()
            .filter(|t| matches!(t.token, Token::HexStringLiteral(_)))
            .filter(|t| cursor.at(t.span.start).starts_with("0x"))
            .count();
        assert_eq!(found, 200_000);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(sql: &str) -> String {
        let mut parser = Parser::new(&MaskhouseDialect).try_with_sql(sql).unwrap();
        parser.parse_expr().unwrap().to_string()
    }

    /// `?:` is `if`, looser than OR, grouping to the right, nesting in its branches.
    #[test]
    fn the_conditional_operator_is_if() {
        assert_eq!(parsed("a > 1 ? 'x' : 'y'"), "if(a > 1, 'x', 'y')");
        assert_eq!(parsed("a OR b ? 1 : 2"), "if(a OR b, 1, 2)");
        assert_eq!(parsed("a ? b : c ? d : e"), "if(a, b, if(c, d, e))");
        assert_eq!(parsed("a ? b ? 1 : 2 : 3"), "if(a, if(b, 1, 2), 3)");
        assert_eq!(parsed("(x ? 1 : 2) + 3"), "(if(x, 1, 2)) + 3");
        assert_eq!(parsed("f(x ? y : z, 1)"), "f(if(x, y, z), 1)");
        let mut p = parser("c?1:0").unwrap();
        assert_eq!(p.parse_expr().unwrap().to_string(), "if(c, 1, 0)");
        let mut parser = Parser::new(&MaskhouseDialect)
            .try_with_sql("a ? b")
            .unwrap();
        assert!(parser.parse_expr().is_err());
    }

    /// `a DIV b` is `intDiv(a, b)` and `a MOD b` is `a % b`, at the precedence of `*`
    /// and left to right (ClickHouse: `7 DIV 2 * 3` is 9, `2 * 7 DIV 2` is 7).
    #[test]
    fn div_and_mod_are_operators() {
        assert_eq!(parsed("7 DIV 2"), "intDiv(7, 2)");
        assert_eq!(parsed("7 div 2 * 3"), "intDiv(7, 2) * 3");
        assert_eq!(parsed("2 * 7 DIV 2"), "intDiv(2 * 7, 2)");
        assert_eq!(parsed("1 + 7 MOD 2"), "1 + 7 % 2");
        assert_eq!(parsed("a MOD b DIV c"), "intDiv(a % b, c)");
        let stmt = |sql: &str| parser(sql).unwrap().parse_statement().unwrap().to_string();
        assert_eq!(
            stmt("SELECT 7 MOD 2, x DIV 3 AS d FROM t"),
            "SELECT 7 % 2, intDiv(x, 3) AS d FROM t"
        );
        assert_eq!(
            stmt("SELECT `mod`, \"div\" FROM t"),
            "SELECT `mod`, \"div\" FROM t"
        );
    }

    /// `expr AS name` inside an expression is an inline alias; the `AS` of CAST, of a
    /// subquery, of `* REPLACE` and of a parenthesized join keep their meaning.
    #[test]
    fn aliases_inside_expressions() {
        let stmt = |sql: &str| parser(sql).unwrap().parse_statement().unwrap().to_string();
        assert_eq!(
            stmt("SELECT has([0 AS x], x), f(a + 1 AS b) * b"),
            "SELECT has([__inline_alias(0, x)], x), f(__inline_alias(a + 1, b)) * b"
        );
        assert_eq!(stmt("SELECT (1 AS x)"), "SELECT (__inline_alias(1, x))");
        for sql in [
            "SELECT CAST(a AS String), TRY_CAST(b AS Int64) FROM t",
            "SELECT (SELECT 1 AS a) AS b, x IN (SELECT y AS z FROM u AS v)",
            "SELECT * REPLACE (a + 1 AS a) FROM t",
            "SELECT * FROM (SELECT a AS b FROM t AS u) AS w",
            "SELECT * FROM (a AS x JOIN b AS y ON x.k = y.k)",
        ] {
            assert!(!stmt(sql).contains(INLINE_ALIAS), "{sql}: {}", stmt(sql));
        }
        assert!(parser("SELECT f(1 AS)").unwrap().parse_statement().is_err());
    }

    /// `.N` after a name, a closing parenthesis or bracket, or another element is a
    /// tuple's element; anywhere else it is a number.
    #[test]
    fn tuple_elements_by_position() {
        let stmt = |sql: &str| parser(sql).unwrap().parse_statement().unwrap().to_string();
        assert_eq!(
            stmt("SELECT t.1, (1, 2).2, a[1].2.1, -a[1].2 * 2"),
            "SELECT tupleElement(t, 1), tupleElement((1, 2), 2), \
             tupleElement(tupleElement(a[1], 2), 1), -tupleElement(a[1], 2) * 2"
        );
        assert_eq!(
            stmt("SELECT 1.5, .5 + 0.5, f(x, .5), [1,.5]"),
            "SELECT 1.5, .5 + 0.5, f(x, .5), [1, .5]"
        );
    }

    /// The ClickHouse rules of the parser still apply (the dialect reports itself as
    /// ClickHouse's); a join's `ALL` goes, `UNION ALL` stays.
    #[test]
    fn clickhouse_syntax_still_parses() {
        let sql = "SELECT * EXCEPT (a) FROM t PREWHERE x = 1 LIMIT 1 BY y SETTINGS max_threads = 1";
        Parser::parse_sql(&MaskhouseDialect, sql).unwrap();
        assert_eq!(parsed("{'a': 1}"), "{'a': 1}");
        let sql = "SELECT * FROM a ALL INNER JOIN b ON a.x = b.x ALL LEFT JOIN c USING (x) \
                   UNION ALL SELECT * FROM d";
        assert_eq!(
            parser(sql).unwrap().parse_statement().unwrap().to_string(),
            "SELECT * FROM a INNER JOIN b ON a.x = b.x LEFT JOIN c USING(x) UNION ALL SELECT * FROM d"
        );
    }

    /// `USING k, j` without parentheses, as ClickHouse writes it; what follows the
    /// join is not taken for a column.
    #[test]
    fn using_without_parentheses() {
        let parse = |sql: &str| parser(sql).unwrap().parse_statement().unwrap().to_string();
        assert_eq!(
            parse("SELECT * FROM a JOIN b USING key"),
            "SELECT * FROM a JOIN b USING(key)"
        );
        assert_eq!(
            parse("SELECT * FROM a JOIN b USING k, `j` WHERE k > 1 ORDER BY k"),
            "SELECT * FROM a JOIN b USING(k, `j`) WHERE k > 1 ORDER BY k"
        );
        assert_eq!(
            parse("SELECT * FROM a LEFT JOIN b USING k LEFT JOIN c USING (k) LIMIT 1"),
            "SELECT * FROM a LEFT JOIN b USING(k) LEFT JOIN c USING(k) LIMIT 1"
        );
        assert_eq!(
            parse("SELECT * FROM a JOIN b USING k SETTINGS join_use_nulls = 1"),
            "SELECT * FROM a JOIN b USING(k) SETTINGS join_use_nulls = 1"
        );
    }

    fn statement(sql: &str) -> String {
        Parser::parse_sql(&MaskhouseDialect, sql).unwrap()[0].to_string()
    }

    /// A WITH alias stands for its expression everywhere after it; common table
    /// expressions stay what they are, alone or beside aliases.
    #[test]
    fn with_aliases_stand_for_their_expressions() {
        assert_eq!(
            statement("WITH 1 AS x, x + 1 AS y SELECT x, y * 2 FROM t WHERE y > x"),
            "SELECT (1) AS x, ((1) + 1) * 2 AS \"multiply(y, 2)\" FROM t WHERE ((1) + 1) > (1)"
        );
        // Two spellings of one item are one expression, under one name.
        assert_eq!(
            statement("WITH 5 AS n SELECT n, (n) FROM t"),
            "SELECT (5) AS n, (5) AS n FROM t"
        );
        assert_eq!(
            statement("WITH 1 AS x SELECT x + 1 UNION ALL SELECT 2"),
            "SELECT (1) + 1 AS \"plus(x, 1)\" UNION ALL SELECT 2"
        );
        // An item that reads a name is named as written, as ClickHouse names it.
        assert_eq!(
            statement("WITH 1 AS x SELECT x + 1, x + 1, 2 * 3"),
            "SELECT (1) + 1 AS \"plus(x, 1)\", (1) + 1 AS \"plus(x, 1)\", 2 * 3"
        );
        assert_eq!(
            statement("WITH c AS (SELECT 1 AS a) SELECT a FROM c"),
            "WITH c AS (SELECT 1 AS a) SELECT a FROM c"
        );
        assert_eq!(
            statement("WITH c AS (SELECT 1 AS a), 2 AS b SELECT a + b FROM c"),
            "WITH c AS (SELECT 1 AS a) SELECT a + (2) AS \"plus(a, b)\" FROM c"
        );
        assert!(Parser::parse_sql(&MaskhouseDialect, "WITH 1 AS SELECT 1").is_err());
        // Common table expressions alone, after EXPLAIN or whitespace, parse as before.
        Parser::parse_sql(
            &MaskhouseDialect,
            "EXPLAIN WITH c AS (SELECT 1) SELECT * FROM c",
        )
        .unwrap();
        Parser::parse_sql(&MaskhouseDialect, "  WITH c AS (SELECT 1) SELECT * FROM c").unwrap();
        // Aliases built on aliases double at each step: refused past the limit.
        let mut sql = String::from("WITH 1 AS a0");
        for i in 1..40 {
            sql.push_str(&format!(", a{p} + a{p} AS a{i}", p = i - 1));
        }
        sql.push_str(" SELECT a39");
        let e = Parser::parse_sql(&MaskhouseDialect, &sql).unwrap_err();
        assert!(e.to_string().contains("expand"), "{e}");
    }

    /// Nesting is bounded before the parser recurses into it.
    #[test]
    fn deep_nesting_is_refused_before_parsing() {
        let deep = format!(
            "SELECT CAST(1 AS {}UInt8{})",
            "Array(".repeat(300),
            ")".repeat(300)
        );
        assert!(parser(&deep).is_err());
        let open = format!("SELECT {}", "Array(".repeat(100_000));
        assert!(parser(&open).is_err());
        let fine = format!("SELECT {}1{}", "(".repeat(40), ")".repeat(40));
        parser(&fine).unwrap().parse_statement().unwrap();
    }
}
