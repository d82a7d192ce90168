//! Names and strings written as SQL text, one way everywhere: in `SHOW CREATE TABLE`,
//! in the expressions an entry carries, and in the queries built from them.

/// Whether `name` reads as itself without quotes (a letter or `_`, then letters,
/// digits and `_`).
pub fn is_plain_name(name: &str) -> bool {
    let mut chars = name.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// `name` in backquotes (a backquote in it doubled): a column or table name that
/// reads back as `name` whatever it holds.
pub fn quoted_name(name: &str) -> String {
    format!("`{}`", name.replace('`', "``"))
}

/// `text` as a single-quoted string literal that reads back as `text` (backslashes and
/// quotes escaped, as ClickHouse writes them).
pub fn quoted_text(text: &str) -> String {
    format!("'{}'", text.replace('\\', "\\\\").replace('\'', "\\'"))
}

/// A name as ClickHouse writes it in a statement: bare when it is a plain identifier
/// (ASCII letters, digits and `_`, not starting with a digit), else in backquotes.
pub fn statement_name(name: &str) -> String {
    match is_plain_name(name) {
        true => name.to_string(),
        false => quoted_name(name),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_strings() {
        assert!(is_plain_name("a_1") && is_plain_name("_x"));
        assert!(!is_plain_name("1a") && !is_plain_name("a b") && !is_plain_name(""));
        assert_eq!(quoted_name("a`b"), "`a``b`");
        assert_eq!(quoted_text("it's \\n"), "'it\\'s \\\\n'");
    }
}
