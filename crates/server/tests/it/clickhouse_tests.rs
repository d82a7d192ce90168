//! ClickHouse's own stateless SQL tests (`tests/clickhouse/`, chosen and checked on
//! ClickHouse by `scripts/clickhouse_tests.py`; provenance in `PROVENANCE.md`), run
//! over HTTP against one server the way clickhouse-client runs a `.sql` file: split
//! into statements, `SET` and `USE` carried along (as URL parameters of the statements
//! after them: `USE db` as `database`), all in one session (its temporary tables), each
//! statement's TabSeparated output appended, and the whole compared byte for byte with
//! ClickHouse's `.reference`.
//!
//! The expected outputs are ClickHouse's; nothing here writes one. `passing.txt` lists
//! the tests that pass: a listed test that fails fails this test (the pass rate only
//! goes up), and a test that passes but is not listed is reported, to be added with
//! `MASKHOUSE_CH_TESTS_UPDATE=1`, unless `unstable.tsv` names it (its output order is
//! not fixed, so it passes by chance). docs/sql.md shows the rate by area.

use std::{
    collections::{BTreeMap, BTreeSet},
    path::{Path, PathBuf},
    time::Duration,
};

use maskhouse_harness::{encode, request_to, Reply, Server};

use crate::server;

/// How long one statement may take before the test counts as failed: a hang, not a
/// slow statement (the heaviest, over 10,000,000 rows, takes about 20 s in a debug build
/// on two cores).
const STATEMENT_TIMEOUT: Duration = Duration::from_secs(60);

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/clickhouse")
}

/// A coarse lexical token: enough to find statement ends and comments.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Space,
    Comment,
    Quoted,
    Semicolon,
    Other,
}

const SPACE: &[u8] = b" \t\n\r\x0c\x0b";

fn line_end(text: &[u8], pos: usize) -> usize {
    text[pos..]
        .iter()
        .position(|&c| c == b'\n')
        .map_or(text.len(), |i| pos + i)
}

/// The end of a quoted literal or identifier at `pos`; a backslash escapes the next
/// byte, a doubled quote starts the next literal.
fn quoted_end(text: &[u8], pos: usize) -> usize {
    let quote = text[pos];
    let mut i = pos + 1;
    while i < text.len() {
        if text[i] == b'\\' {
            i += 2;
            continue;
        }
        if text[i] == quote {
            return i + 1;
        }
        i += 1;
    }
    text.len()
}

/// The end of a `/* */` comment at `pos`; such comments nest.
fn block_comment_end(text: &[u8], pos: usize) -> usize {
    let (mut depth, mut i) = (0usize, pos);
    while i + 1 < text.len() {
        match &text[i..i + 2] {
            b"/*" => {
                depth += 1;
                i += 2;
            }
            b"*/" => {
                depth -= 1;
                i += 2;
                if depth == 0 {
                    return i;
                }
            }
            _ => i += 1,
        }
    }
    text.len()
}

/// A `$tag$ … $tag$` literal at `pos`, if one starts there.
fn heredoc_end(text: &[u8], pos: usize) -> Option<usize> {
    let tag_len = text[pos + 1..]
        .iter()
        .position(|c| !(c.is_ascii_alphanumeric() || *c == b'_'))?;
    let close = pos + 1 + tag_len;
    if text.get(close) != Some(&b'$') {
        return None;
    }
    let tag = &text[pos..=close];
    let body = close + 1;
    Some(
        text[body..]
            .windows(tag.len())
            .position(|w| w == tag)
            .map_or(text.len(), |i| body + i + tag.len()),
    )
}

fn next_token(text: &[u8], pos: usize) -> (Kind, usize) {
    let c = text[pos];
    let next = text.get(pos + 1).copied();
    if SPACE.contains(&c) {
        let end = text[pos..]
            .iter()
            .position(|c| !SPACE.contains(c))
            .map_or(text.len(), |i| pos + i);
        return (Kind::Space, end);
    }
    if text[pos..].starts_with(b"--") || (c == b'#' && matches!(next, Some(b'!' | b' '))) {
        return (Kind::Comment, line_end(text, pos));
    }
    if text[pos..].starts_with(b"/*") {
        return (Kind::Comment, block_comment_end(text, pos));
    }
    if matches!(c, b'\'' | b'"' | b'`') {
        return (Kind::Quoted, quoted_end(text, pos));
    }
    if c == b'$' {
        if let Some(end) = heredoc_end(text, pos) {
            return (Kind::Quoted, end);
        }
    }
    if c == b';' {
        return (Kind::Semicolon, pos + 1);
    }
    let stop = b"'\"`;-/#$";
    let end = text[pos + 1..]
        .iter()
        .position(|c| SPACE.contains(c) || stop.contains(c))
        .map_or(text.len(), |i| pos + 1 + i);
    (Kind::Other, end)
}

/// The tokens of `text` from `pos`: (kind, start, end).
fn tokens(text: &[u8], mut pos: usize) -> impl Iterator<Item = (Kind, usize, usize)> + '_ {
    std::iter::from_fn(move || {
        (pos < text.len()).then(|| {
            let (kind, end) = next_token(text, pos);
            let start = std::mem::replace(&mut pos, end);
            (kind, start, end)
        })
    })
}

fn next_significant(text: &[u8], pos: usize) -> Option<(Kind, usize, usize)> {
    tokens(text, pos).find(|t| !matches!(t.0, Kind::Space | Kind::Comment))
}

/// Where the statement starting at `start` ends: after its `;` (and any `;` right
/// after it), then on to the end of the line when the next statement starts on a later
/// line, so that a comment on the same line (a test hint) belongs to it.
fn statement_end(text: &[u8], start: usize) -> usize {
    let mut end = None;
    let mut last_significant = start;
    for (kind, _, token_end) in tokens(text, start) {
        match kind {
            Kind::Semicolon => {
                end = Some(token_end);
                break;
            }
            Kind::Space | Kind::Comment => {}
            _ => last_significant = token_end,
        }
    }
    let mut end = end.unwrap_or(last_significant);
    let mut following = next_significant(text, end);
    while let Some((Kind::Semicolon, _, e)) = following {
        end = e;
        following = next_significant(text, end);
    }
    let next_begin = following.map_or(text.len(), |t| t.1);
    let newline = line_end(text, end);
    if newline <= next_begin {
        end = newline;
    }
    end
}

/// The statements of a test file, each with its leading comments and the comment on
/// the line of its `;`.
fn split_statements(text: &str) -> Vec<&str> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut pos = 0;
    while pos < bytes.len() {
        while pos < bytes.len() && SPACE.contains(&bytes[pos]) {
            pos += 1;
        }
        if pos >= bytes.len() {
            break;
        }
        let mut end = statement_end(bytes, pos);
        if end <= pos {
            end = bytes.len();
        }
        out.push(&text[pos..end]);
        pos = end;
    }
    out
}

/// The statement as sent: comments replaced by a space, without its trailing `;`;
/// empty when it is only comments.
fn executable_text(statement: &str) -> String {
    let bytes = statement.as_bytes();
    let mut text = String::new();
    for (kind, start, end) in tokens(bytes, 0) {
        if kind == Kind::Comment {
            text.push(' ');
        } else {
            text.push_str(&statement[start..end]);
        }
    }
    let mut text = text.trim();
    while let Some(rest) = text.strip_suffix(';') {
        text = rest.trim_end();
    }
    text.to_string()
}

/// What a statement's comments ask of it.
#[derive(Default, Debug, PartialEq)]
struct Hint {
    /// `serverError`/`clientError`: the statement must fail, with one of these codes
    /// (numbers, or names resolved through `error_codes.tsv`).
    errors: Option<Vec<String>>,
    /// `echo`/`echoOn` (true) or `echoOff` (false): print each statement before its
    /// output from here on.
    echo: Option<bool>,
}

/// Reads one `{ … }` hint body; an error hint before the statement's first token
/// belongs to no statement.
fn parse_hint_body(body: &str, leading: bool, hint: &mut Hint) {
    let words: Vec<&str> = body
        .split(|c: char| c.is_whitespace() || matches!(c, ',' | '|' | ';'))
        .filter(|w| !w.is_empty())
        .collect();
    let mut i = 0;
    while i < words.len() {
        let word = words[i];
        i += 1;
        match word {
            "echo" | "echoOn" => hint.echo = Some(true),
            "echoOff" => hint.echo = Some(false),
            "serverError" | "clientError" if !leading => {
                let codes: Vec<String> = words[i..]
                    .iter()
                    .take_while(|w| {
                        w.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
                            && !matches!(**w, "serverError" | "clientError")
                    })
                    .map(|w| w.to_string())
                    .collect();
                hint.errors = Some(codes);
                return;
            }
            _ => {}
        }
    }
}

fn parse_hint(statement: &str) -> Hint {
    let bytes = statement.as_bytes();
    let mut hint = Hint::default();
    let mut leading = true;
    for (kind, start, end) in tokens(bytes, 0) {
        match kind {
            Kind::Comment => {
                let comment = &statement[start..end];
                if let Some(open) = comment.find('{') {
                    if let Some(close) = comment[open + 1..].find('}') {
                        parse_hint_body(&comment[open + 1..open + 1 + close], leading, &mut hint);
                    }
                }
            }
            Kind::Space => {}
            _ => leading = false,
        }
    }
    hint
}

/// `USE db`: the database; None for any other statement.
fn parse_use(query: &str) -> Option<String> {
    let mut words = query.split_whitespace();
    let first = words.next()?;
    let db = words.next()?.trim_end_matches(';').trim_matches('`');
    (first.eq_ignore_ascii_case("use") && words.next().is_none()).then(|| db.to_string())
}

/// `SET a = 1, b = 'x'`: the settings it sets, values unquoted; None for any other
/// statement.
fn parse_set(query: &str) -> Option<Vec<(String, String)>> {
    let rest = query.get(..4)?;
    if !rest.eq_ignore_ascii_case("set ") {
        return None;
    }
    let body = query[4..].trim();
    let mut pairs = Vec::new();
    let mut current = String::new();
    let mut quote: Option<char> = None;
    let mut items = Vec::new();
    for c in body.chars() {
        match (quote, c) {
            (None, '\'' | '"' | '`') => {
                quote = Some(c);
                current.push(c);
            }
            (Some(q), c) if c == q => {
                quote = None;
                current.push(c);
            }
            (None, ',') => items.push(std::mem::take(&mut current)),
            _ => current.push(c),
        }
    }
    items.push(current);
    for item in items {
        let (name, value) = item.split_once('=')?;
        let value = value.trim();
        let value = value
            .strip_prefix('\'')
            .and_then(|v| v.strip_suffix('\''))
            .unwrap_or(value);
        pairs.push((name.trim().to_string(), value.to_string()));
    }
    Some(pairs)
}

/// The code of a ClickHouse error text (`Code: 62. DB::Exception: …`).
fn error_code(body: &str) -> Option<u32> {
    let at = body.find("Code: ")? + 6;
    let digits: String = body[at..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().ok()
}

struct Runner {
    server: Server,
    names: BTreeMap<String, u32>,
    /// The session of the test running, as clickhouse-client keeps one for a file
    /// (its temporary tables live as long as the test).
    session: String,
}

impl Runner {
    fn send(&mut self, query: &str, settings: &[(String, String)]) -> Reply {
        let mut path = format!("/?session_id={}", encode(&self.session));
        for (k, v) in settings {
            path.push_str(&format!("&{}={}", encode(k), encode(v)));
        }
        let reply = request_to(
            &self.server.host,
            self.server.port,
            "POST",
            &path,
            &[],
            query.as_bytes(),
            STATEMENT_TIMEOUT,
        )
        .unwrap_or_else(Reply::failed);
        if reply.status == 0 && !self.server.is_running() {
            // Nothing a user sends may stop a node: report it, and go on with a new one.
            eprintln!("the server stopped during `{query}`; starting it again");
            self.server.start_again();
        }
        reply
    }

    /// Drops every table, so that each test starts from an empty database.
    fn reset(&mut self) {
        let tables = self.send("SHOW TABLES", &[]);
        for name in tables.body.lines().filter(|l| !l.is_empty()) {
            self.send(&format!("DROP TABLE IF EXISTS `{name}`"), &[]);
        }
    }

    /// Runs one test; None when its output equals the reference, else why not.
    fn run(&mut self, name: &str, sql: &str, reference: &str) -> Option<String> {
        self.reset();
        self.session = name.to_string();
        let mut settings: Vec<(String, String)> = Vec::new();
        let mut output = String::new();
        let mut echo = false;
        // `MASKHOUSE_CH_TESTS_KEEP_GOING=1`: run every statement and name every failing
        // one (to see how far a test is from passing), not only the first.
        let keep_going = std::env::var_os("MASKHOUSE_CH_TESTS_KEEP_GOING").is_some();
        let mut failures: Vec<String> = Vec::new();
        for statement in split_statements(sql) {
            let hint = parse_hint(statement);
            if let Some(on) = hint.echo {
                echo = on;
            }
            let query = executable_text(statement);
            if query.is_empty() {
                continue;
            }
            if echo {
                output.push_str(statement);
                output.push('\n');
            }
            let reply = self.send(&query, &settings);
            let short: String = query.chars().take(120).collect();
            match (&hint.errors, reply.status) {
                (None, 200) => {
                    // `USE db`: clickhouse-client keeps the database and sends it with
                    // every statement after it.
                    let set = parse_set(&query)
                        .or_else(|| parse_use(&query).map(|db| vec![("database".to_string(), db)]));
                    if let Some(set) = set {
                        for (k, v) in set {
                            settings.retain(|(name, _)| *name != k);
                            settings.push((k, v));
                        }
                    }
                    output.push_str(&reply.body);
                }
                (None, status) => {
                    let body: String = reply.body.chars().take(300).collect();
                    failures.push(format!("`{short}` failed ({status}): {}", body.trim()));
                    if !keep_going {
                        break;
                    }
                }
                (Some(codes), 200) => {
                    if !codes.iter().any(|c| self.code(c) == Some(0)) {
                        failures.push(format!("`{short}` succeeded; expected error {codes:?}"));
                        if !keep_going {
                            break;
                        }
                    }
                    output.push_str(&reply.body);
                }
                (Some(codes), _) => {
                    let got = error_code(&reply.body);
                    if !codes
                        .iter()
                        .any(|c| self.code(c).is_some() && self.code(c) == got)
                    {
                        let body: String = reply.body.chars().take(200).collect();
                        failures.push(format!(
                            "`{short}`: expected error {codes:?}, got: {}",
                            body.trim()
                        ));
                        if !keep_going {
                            break;
                        }
                    }
                }
            }
        }
        if failures.len() > 1 {
            return Some(format!(
                "{} statements fail: {}",
                failures.len(),
                failures.join(" | ")
            ));
        }
        if let Some(failure) = failures.pop() {
            return Some(failure);
        }
        if output == reference {
            return None;
        }
        let line = output
            .lines()
            .zip(reference.lines())
            .position(|(a, e)| a != e)
            .unwrap_or_else(|| output.lines().count().min(reference.lines().count()));
        Some(format!(
            "output differs at line {}: got {:?}, expected {:?}",
            line + 1,
            output.lines().nth(line).unwrap_or("<end>"),
            reference.lines().nth(line).unwrap_or("<end>")
        ))
    }

    fn code(&self, code: &str) -> Option<u32> {
        code.parse().ok().or_else(|| self.names.get(code).copied())
    }
}

fn read_tsv(path: &Path) -> Vec<(String, String)> {
    std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .lines()
        .filter_map(|l| l.split_once('\t'))
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect()
}

#[test]
fn clickhouse_stateless_tests() {
    let dir = corpus();
    let names = read_tsv(&dir.join("error_codes.tsv"))
        .into_iter()
        .filter_map(|(code, name)| Some((name, code.parse().ok()?)))
        .collect();
    let areas: BTreeMap<String, String> = read_tsv(&dir.join("areas.tsv")).into_iter().collect();
    // Tests whose output order ClickHouse does not fix: never listed as passing.
    let unstable: BTreeMap<String, String> =
        read_tsv(&dir.join("unstable.tsv")).into_iter().collect();
    let listed: BTreeSet<String> = std::fs::read_to_string(dir.join("passing.txt"))
        .unwrap_or_default()
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(String::from)
        .collect();
    let mut tests: Vec<PathBuf> = std::fs::read_dir(dir.join("queries"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "sql"))
        .collect();
    tests.sort();
    assert!(tests.len() >= 300, "the corpus has {} tests", tests.len());

    let data = tempfile::tempdir().unwrap();
    let mut runner = Runner {
        server: server::start(data.path()),
        names,
        session: String::new(),
    };
    let mut passed = BTreeSet::new();
    let mut by_area: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let mut regressions = Vec::new();
    // `MASKHOUSE_CH_TESTS_ONLY=00051,0160`: only the tests whose names start with one
    // of these (to look at a few while working on them); nothing is rewritten then.
    let only: Option<Vec<String>> = std::env::var("MASKHOUSE_CH_TESTS_ONLY").ok().map(|v| {
        v.split(',')
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
            .collect()
    });
    if only.is_some() {
        assert!(
            std::env::var_os("MASKHOUSE_CH_TESTS_UPDATE").is_none(),
            "MASKHOUSE_CH_TESTS_UPDATE rewrites passing.txt from every test: not with MASKHOUSE_CH_TESTS_ONLY"
        );
    }
    for test in &tests {
        let name = test.file_stem().unwrap().to_string_lossy().into_owned();
        if let Some(only) = &only {
            if !only.iter().any(|p| name.starts_with(p.as_str())) {
                continue;
            }
        }
        let sql = std::fs::read_to_string(test).unwrap();
        let reference = std::fs::read_to_string(test.with_extension("reference")).unwrap();
        let failure = runner.run(&name, &sql, &reference);
        let area = areas.get(&name).cloned().unwrap_or_else(|| "other".into());
        let counts = by_area.entry(area).or_default();
        counts.1 += 1;
        match failure {
            None => {
                counts.0 += 1;
                passed.insert(name);
            }
            Some(why) => {
                println!("{name}: {why}");
                if listed.contains(&name) {
                    regressions.push(format!("{name}: {why}"));
                }
            }
        }
    }

    println!("| area | passed | tests | rate |\n|---|---|---|---|");
    for (area, (ok, all)) in &by_area {
        println!(
            "| {area} | {ok} | {all} | {:.0}% |",
            100.0 * *ok as f64 / *all as f64
        );
    }
    let rate = 100.0 * passed.len() as f64 / tests.len() as f64;
    println!("| all | {} | {} | {rate:.1}% |", passed.len(), tests.len());
    if only.is_some() {
        assert!(
            regressions.is_empty(),
            "{} test(s) in passing.txt fail:\n{}",
            regressions.len(),
            regressions.join("\n")
        );
        return;
    }
    let new: Vec<&String> = passed
        .difference(&listed)
        .filter(|n| !unstable.contains_key(*n))
        .collect();
    if std::env::var_os("MASKHOUSE_CH_TESTS_UPDATE").is_some() {
        let mut text = String::from(
            "# ClickHouse stateless tests that maskhouse passes (tests/it/clickhouse_tests.rs);\n\
             # a listed test that fails fails CI.\n",
        );
        for name in passed.iter().filter(|n| !unstable.contains_key(*n)) {
            text.push_str(name);
            text.push('\n');
        }
        std::fs::write(dir.join("passing.txt"), text).unwrap();
    } else if !new.is_empty() {
        println!(
            "{} test(s) pass and are not in passing.txt (MASKHOUSE_CH_TESTS_UPDATE=1 adds them): {new:?}",
            new.len()
        );
    }
    assert!(
        regressions.is_empty(),
        "{} test(s) in passing.txt fail:\n{}",
        regressions.len(),
        regressions.join("\n")
    );
    let missing: Vec<&String> = listed
        .iter()
        .filter(|n| {
            !tests
                .iter()
                .any(|t| t.file_stem().unwrap().to_string_lossy() == **n)
        })
        .collect();
    assert!(
        missing.is_empty(),
        "passing.txt names tests not in the corpus: {missing:?}"
    );
    let both: Vec<&String> = listed
        .iter()
        .filter(|n| unstable.contains_key(*n))
        .collect();
    assert!(
        both.is_empty(),
        "passing.txt names tests unstable.tsv says pass or fail by chance: {both:?}"
    );
}

mod splitting {
    use super::*;

    #[test]
    fn statements_keep_the_hint_on_their_line() {
        let sql = "-- Tags: no-fasttest\nSELECT 1; -- { serverError 47 }\nSELECT ';' ; SELECT 2;\n/* a; b */ SELECT 3\n;\n-- { serverError 1 }\nSELECT 4;\n";
        let statements = split_statements(sql);
        assert_eq!(statements.len(), 5, "{statements:?}");
        assert_eq!(executable_text(statements[0]), "SELECT 1");
        assert_eq!(parse_hint(statements[0]).errors, Some(vec!["47".into()]));
        assert_eq!(executable_text(statements[1]), "SELECT ';'");
        assert_eq!(parse_hint(statements[1]).errors, None);
        assert_eq!(executable_text(statements[2]), "SELECT 2");
        assert_eq!(executable_text(statements[3]), "SELECT 3");
        assert_eq!(executable_text(statements[4]), "SELECT 4");
        assert_eq!(
            parse_hint(statements[4]).errors,
            None,
            "a hint before a statement's first token is not its own"
        );
        let hinted = split_statements("SELECT x; -- { serverError UNKNOWN_IDENTIFIER, 47 }\n");
        assert_eq!(
            parse_hint("SELECT port('', 1); -- { serverError 43; }").errors,
            Some(vec!["43".to_string()])
        );
        assert_eq!(
            parse_hint(hinted[0]).errors,
            Some(vec!["UNKNOWN_IDENTIFIER".into(), "47".into()])
        );
    }

    #[test]
    fn set_statements_are_carried() {
        assert_eq!(
            parse_set("SET a = 1, b = 'x,y'"),
            Some(vec![("a".into(), "1".into()), ("b".into(), "x,y".into())])
        );
        assert_eq!(parse_set("SELECT 1"), None);
        assert_eq!(parse_use("USE `test_01`"), Some("test_01".into()));
        assert_eq!(parse_use("USE db extra"), None);
        assert_eq!(parse_use("SELECT 1"), None);
    }
}
