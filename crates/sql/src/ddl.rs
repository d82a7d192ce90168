//! `CREATE TABLE` in the ClickHouse form, parsed by hand: sqlparser does not accept
//! `PARTITION BY` before `ORDER BY`, nor every engine clause.

use maskhouse_types::{ColumnDef, ColumnType, Engine, TableSchema};

use crate::{dialect, Error, Result};

fn split_top_level(text: &str, sep: char) -> Vec<String> {
    let mut out = vec![];
    let mut depth = 0;
    let mut quote: Option<char> = None;
    let mut cur = String::new();
    for c in text.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '\'' | '"' | '`') => quote = Some(c),
            (None, '(') => depth += 1,
            (None, ')') => depth -= 1,
            (None, c) if c == sep && depth == 0 => {
                out.push(std::mem::take(&mut cur));
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    if !cur.trim().is_empty() {
        out.push(cur);
    }
    out.into_iter().map(|s| s.trim().to_string()).collect()
}

fn ident(text: &str) -> String {
    text.trim().trim_matches('`').trim_matches('"').to_string()
}

/// Parses `CREATE TABLE …`; returns the schema and whether `IF NOT EXISTS` was given.
/// The byte offset just after the `n`-th whitespace-separated word of `s`.
fn after_words(s: &str, n: usize) -> Option<usize> {
    let mut words = 0;
    let mut in_word = false;
    for (i, c) in s.char_indices() {
        if c.is_whitespace() || c == '(' {
            if in_word {
                words += 1;
                if words == n {
                    return Some(i);
                }
            }
            in_word = false;
        } else {
            in_word = true;
        }
    }
    (in_word && words + 1 == n).then_some(s.len())
}

pub fn parse_create(sql: &str) -> Result<(TableSchema, bool)> {
    let rest = sql.trim();
    // Byte offsets come from the text itself (any whitespace, any width), never from
    // the length of a keyword as written here.
    let mut at = after_words(rest, 2).ok_or_else(|| Error::bad("CREATE TABLE needs a name"))?;
    let next: Vec<String> = rest[at..]
        .split_whitespace()
        .take(3)
        .map(str::to_ascii_uppercase)
        .collect();
    let if_not_exists = next == ["IF", "NOT", "EXISTS"];
    if if_not_exists {
        at = after_words(rest, 5).expect("three more words were seen");
    }
    let open = rest[at..]
        .find('(')
        .map(|i| i + at)
        .ok_or_else(|| Error::bad("CREATE TABLE needs a column list"))?;
    let mut name = ident(&rest[at..open]);
    if let Some((_, t)) = name.split_once('.') {
        name = ident(t);
    }
    let mut depth = 0;
    let mut close = None;
    for (i, c) in rest[open..].char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    close = Some(open + i);
                    break;
                }
            }
            _ => {}
        }
    }
    let close = close.ok_or_else(|| Error::bad("unbalanced parentheses in CREATE TABLE"))?;
    let columns = split_top_level(&rest[open + 1..close], ',')
        .iter()
        .map(|c| parse_column(c))
        .collect::<Result<Vec<_>>>()?;
    let tail = &rest[close + 1..];
    let mut schema = TableSchema {
        name,
        columns,
        order_by: vec![],
        partition_by: None,
        engine: Engine::MergeTree,
        settings: vec![],
    };
    let mut saw_engine = false;
    for (clause, text) in clauses(tail)? {
        match clause.as_str() {
            "ENGINE" => {
                let engine = text.trim_start_matches(|c: char| c == '=' || c.is_whitespace());
                let engine = engine.split('(').next().unwrap_or_default().trim();
                schema.engine = match engine {
                    "MergeTree" => Engine::MergeTree,
                    "ReplicatedMergeTree" => Engine::ReplicatedMergeTree,
                    other => {
                        return Err(Error::bad(format!(
                            "unsupported engine {other:?}; use MergeTree or ReplicatedMergeTree"
                        )))
                    }
                };
                saw_engine = true;
            }
            "ORDER BY" => schema.order_by = key_columns(&text)?,
            "PRIMARY KEY" => {
                let key = key_columns(&text)?;
                if !schema.order_by.is_empty() && !schema.order_by.starts_with(&key) {
                    return Err(Error::bad("PRIMARY KEY must be a prefix of ORDER BY"));
                }
                if schema.order_by.is_empty() {
                    schema.order_by = key;
                }
            }
            "PARTITION BY" => schema.partition_by = Some(text.trim().to_string()),
            "SETTINGS" => {
                for item in split_top_level(&text, ',') {
                    let (k, v) = item
                        .split_once('=')
                        .ok_or_else(|| Error::bad(format!("bad setting {item:?}")))?;
                    schema.settings.push((
                        k.trim().to_string(),
                        v.trim().trim_matches('\'').to_string(),
                    ));
                }
            }
            _ => unreachable!("clauses() yields known clauses"),
        }
    }
    if !saw_engine {
        return Err(Error::bad("CREATE TABLE needs ENGINE = MergeTree"));
    }
    schema.validate().map_err(|e| Error::bad(e.to_string()))?;
    Ok((schema, if_not_exists))
}

fn parse_column(text: &str) -> Result<ColumnDef> {
    let text = text.trim();
    let (name, rest) = text
        .split_once(char::is_whitespace)
        .ok_or_else(|| Error::bad(format!("column {text:?} needs a type")))?;
    let words = dialect_words(rest);
    let (ty, default) = match words
        .iter()
        .find(|(_, w)| w.eq_ignore_ascii_case("DEFAULT"))
    {
        Some(&(at, _)) => (
            &rest[..at],
            Some(rest[at + "DEFAULT".len()..].trim().to_string()),
        ),
        None => (rest, None),
    };
    for unsupported in ["MATERIALIZED", "ALIAS", "CODEC", "TTL", "EPHEMERAL"] {
        if words
            .iter()
            .any(|(_, w)| w.eq_ignore_ascii_case(unsupported))
        {
            return Err(Error::bad(format!(
                "column option {unsupported} is not supported"
            )));
        }
    }
    let ty: String = ty.chars().filter(|c| !c.is_whitespace()).collect();
    let ty = ColumnType::parse(&ty).map_err(|e| Error::bad(e.to_string()))?;
    Ok(ColumnDef {
        name: ident(name),
        ty,
        default,
    })
}

fn dialect_words(text: &str) -> Vec<(usize, String)> {
    // Words outside parentheses and quotes, reusing the statement scanner.
    let c = dialect::top_level_word_positions(text);
    c.into_iter().map(|(i, w)| (i, w.to_string())).collect()
}

fn key_columns(text: &str) -> Result<Vec<String>> {
    let t = text.trim();
    if t.eq_ignore_ascii_case("tuple()") {
        return Ok(vec![]);
    }
    let inner = t
        .strip_prefix('(')
        .and_then(|t| t.strip_suffix(')'))
        .unwrap_or(t);
    split_top_level(inner, ',')
        .into_iter()
        .map(|c| {
            let c = ident(&c);
            if maskhouse_types::validate_identifier(&c).is_err() {
                Err(Error::bad(format!(
                    "sorting key expressions are not supported: {c:?}"
                )))
            } else {
                Ok(c)
            }
        })
        .collect()
}

/// The engine clauses after the column list, in any order.
fn clauses(tail: &str) -> Result<Vec<(String, String)>> {
    let words = dialect::top_level_word_positions(tail);
    let mut marks: Vec<(usize, usize, String)> = vec![]; // (start, text start, clause)
    for (i, &(at, w)) in words.iter().enumerate() {
        let next = words.get(i + 1).map(|(_, w)| w.to_ascii_uppercase());
        let up = w.to_ascii_uppercase();
        let clause = match (up.as_str(), next.as_deref()) {
            ("ENGINE", _) => Some(("ENGINE", 1)),
            ("ORDER", Some("BY")) => Some(("ORDER BY", 2)),
            ("PARTITION", Some("BY")) => Some(("PARTITION BY", 2)),
            ("PRIMARY", Some("KEY")) => Some(("PRIMARY KEY", 2)),
            ("SETTINGS", _) => Some(("SETTINGS", 1)),
            _ => None,
        };
        if let Some((name, n)) = clause {
            let (text_at, last) = words[i + n - 1];
            marks.push((at, text_at + last.len(), name.to_string()));
        }
    }
    if let Some(first) = marks.first() {
        if !tail[..first.0].trim().is_empty() {
            return Err(Error::bad(format!(
                "unexpected {:?} in CREATE TABLE",
                tail[..first.0].trim()
            )));
        }
    } else if !tail.trim().is_empty() {
        return Err(Error::bad(format!(
            "unexpected {:?} in CREATE TABLE",
            tail.trim()
        )));
    }
    Ok(marks
        .iter()
        .enumerate()
        .map(|(i, (_, text_at, name))| {
            let end = marks.get(i + 1).map_or(tail.len(), |m| m.0);
            (name.clone(), tail[*text_at..end].trim().to_string())
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_clickhouse_create_table() {
        let (s, ine) = parse_create(
            "CREATE TABLE IF NOT EXISTS db.events (id UInt64, user_id UInt32, ts DateTime, \
             status LowCardinality(String), n Nullable(Int32) DEFAULT 5) \
             ENGINE = MergeTree PARTITION BY toYYYYMM(ts) ORDER BY (id, user_id) SETTINGS index_granularity = 8192",
        )
        .unwrap();
        assert!(ine);
        assert_eq!(s.name, "events");
        assert_eq!(s.order_by, vec!["id", "user_id"]);
        assert_eq!(s.partition_by.as_deref(), Some("toYYYYMM(ts)"));
        assert_eq!(s.columns[3].ty.to_string(), "LowCardinality(String)");
        assert_eq!(s.columns[4].default.as_deref(), Some("5"));
        assert!(
            parse_create("CREATE TABLE t (a UInt8) ORDER BY a").is_err(),
            "engine required"
        );
        assert!(parse_create("CREATE TABLE t (a Foo) ENGINE = MergeTree ORDER BY a").is_err());
        assert!(parse_create("CREATE TABLE t (a UInt8) ENGINE = MergeTree ORDER BY b").is_err());
    }

    /// A CREATE with any whitespace, of any width, anywhere between its words is an
    /// answer (a schema or an error), never a panic.
    #[test]
    fn any_whitespace_anywhere_never_panics() {
        let words = [
            "CREATE",
            "TABLE",
            "IF",
            "NOT",
            "EXISTS",
            "t",
            "(a",
            "UInt8)",
            "ENGINE",
            "=",
            "MergeTree",
            "ORDER",
            "BY",
            "a",
        ];
        for ws in [
            " ",
            "\u{2003}",
            "\u{3000}",
            "\u{a0}",
            "\u{85}",
            "\t\u{2028}",
            "é",
        ] {
            for i in 0..words.len() {
                let mut sql = String::new();
                for (j, w) in words.iter().enumerate() {
                    sql.push_str(w);
                    sql.push_str(if i == j { ws } else { " " });
                }
                let _ = parse_create(&sql);
                let _ = parse_create(&sql[..sql.char_indices().nth(i * 3).map_or(0, |(b, _)| b)]);
            }
        }
        // A byte offset of "CREATE TABLE" falls inside the em space here.
        for sql in [
            "CREATE    \u{2003}TABLE t (a UInt8) ENGINE = MergeTree ORDER BY a",
            "CREATE\u{2003}TABLE\u{3000}t (a UInt8) ENGINE = MergeTree ORDER BY a",
        ] {
            let (s, ine) = parse_create(sql).unwrap();
            assert_eq!((s.name.as_str(), ine), ("t", false));
        }
    }
}
