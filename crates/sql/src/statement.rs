//! Statements classified once, from their structure: sqlparser's ClickHouse dialect
//! parses what it can (queries, `DROP`, `TRUNCATE`, `SHOW TABLES`, `DESCRIBE`), and a
//! small parser over sqlparser's tokens reads the forms it cannot (`CREATE TABLE` with
//! ClickHouse engine clauses, `ALTER TABLE … DELETE`, `DELETE FROM`, `OPTIMIZE`,
//! `SYSTEM … REPLICA`, `INSERT … FORMAT X <data>`, trailing `SETTINGS` and `FORMAT`).
//! The [`Classified`] statement decides dispatch, what `readonly` refuses, how metrics
//! count it, and so the HTTP status of its errors: nothing else looks at the text.

use sqlparser::{
    ast::{self, ObjectName, ObjectNamePart, ObjectType},
    tokenizer::{Location, Token, TokenWithSpan},
};

use maskhouse_types::TableSchema;

use crate::{Error, Result};

/// How far into a statement's text its head (everything up to an INSERT's data) is
/// looked for before the whole text is tokenized.
pub const HEAD_BYTES: usize = 64 * 1024;

/// Statement kinds, as metrics count them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StatementKind {
    Select,
    Insert,
    Delete,
    Update,
    Other,
}

impl StatementKind {
    pub const ALL: [StatementKind; 5] = [
        StatementKind::Select,
        StatementKind::Insert,
        StatementKind::Delete,
        StatementKind::Update,
        StatementKind::Other,
    ];

    pub fn name(self) -> &'static str {
        match self {
            StatementKind::Select => "select",
            StatementKind::Insert => "insert",
            StatementKind::Delete => "delete",
            StatementKind::Update => "update",
            StatementKind::Other => "other",
        }
    }
}

/// One statement, classified, with its query-level clauses taken off.
#[derive(Debug)]
pub struct Classified {
    pub statement: Statement,
    /// Query-level `SETTINGS k = v, …` (a CREATE TABLE's settings belong to the table).
    pub settings: Vec<(String, String)>,
    /// Output `FORMAT name` (for an INSERT, the input format is in [`InsertSource`]).
    pub format: Option<String>,
    /// Whether the settings `limit` and `offset` cut the result: not an `EXISTS`'s, as
    /// in ClickHouse.
    pub cut_by_settings: bool,
}

#[derive(Debug)]
pub enum Statement {
    /// `SELECT`, `WITH`, `EXPLAIN` of a query, a parenthesised query.
    Query(Box<ast::Statement>),
    ShowTables,
    Describe {
        table: String,
    },
    /// `SHOW CREATE TABLE t`.
    ShowCreate {
        table: String,
    },
    /// `CREATE TABLE`; with `AS SELECT …`, the query whose rows fill it (and whose
    /// columns it takes when the statement lists none).
    CreateTable {
        schema: TableSchema,
        if_not_exists: bool,
        /// `CREATE OR REPLACE TABLE`: a table of the name is replaced whole.
        or_replace: bool,
        as_select: Option<Box<ast::Query>>,
        /// `AS other`: the table whose columns (and engine) it takes.
        like: Option<crate::ddl::Like>,
        /// `CREATE TEMPORARY TABLE`: a table of the session ([`crate::temporary`]).
        temporary: bool,
        /// Columns written without a type, whose expressions give their types.
        untyped: Vec<String>,
    },
    /// `DROP [TEMPORARY] TABLE`: `DROP TABLE t` drops the session's temporary table
    /// `t` where there is one, as in ClickHouse.
    DropTable {
        table: String,
        if_exists: bool,
        temporary: bool,
    },
    /// `CREATE DATABASE [IF NOT EXISTS] db [ENGINE = …] [COMMENT '…']`.
    CreateDatabase {
        name: String,
        if_not_exists: bool,
    },
    /// `DROP DATABASE [IF EXISTS] db`: the database and every table in it.
    DropDatabase {
        name: String,
        if_exists: bool,
    },
    /// `USE db`: checks that `db` exists (nothing carries over to the next statement).
    Use {
        database: String,
    },
    /// `SHOW TABLES FROM db`: the query that lists them, once `db` is known to exist.
    ShowTablesFrom {
        database: String,
        query: Box<ast::Statement>,
    },
    Truncate {
        table: String,
    },
    /// `DELETE FROM t WHERE predicate`.
    Delete {
        table: String,
        predicate: String,
    },
    /// `ALTER TABLE t DELETE WHERE predicate`.
    AlterDelete {
        table: String,
        predicate: String,
    },
    /// `UPDATE t SET c = e, … WHERE predicate`, or (`rewrite`) `ALTER TABLE t UPDATE
    /// c = e, … WHERE predicate`, which then rewrites the parts it touched.
    Update {
        table: String,
        assignments: Vec<(String, String)>,
        predicate: String,
        rewrite: bool,
    },
    /// `ALTER TABLE t APPLY DELETED MASK [IN PARTITION p]`: the partition, by its id.
    AlterApplyDeletedMask {
        table: String,
        partition: Option<String>,
    },
    /// `ALTER TABLE t c1, c2, …`: several of `AlterDelete`, `Update` (rewriting),
    /// `Delete` (`UPDATE _row_exists = 0`) and `AlterApplyDeletedMask`, of one table, in
    /// their order.
    AlterList {
        table: String,
        commands: Vec<Statement>,
    },
    /// `OPTIMIZE TABLE t [PARTITION p] [FINAL]`: of one partition, by its id, when
    /// one is named.
    Optimize {
        table: String,
        final_: bool,
        partition: Option<String>,
    },
    /// `ALTER TABLE t MODIFY TTL rules` (`REMOVE TTL`: no rules).
    ModifyTtl {
        table: String,
        ttl: Vec<maskhouse_types::TtlRule>,
    },
    /// `CHECK TABLE t [PARTITION p | PART 'name']`: this node's files of the table's
    /// parts (of one partition, or one part) checked against their checksums.
    CheckTable {
        table: String,
        partition: Option<String>,
        part: Option<String>,
    },
    /// `ALTER TABLE t MODIFY SETTING k = v, …` (`set`) or `RESET SETTING k, …`
    /// (`reset`): the table's settings.
    ModifySettings {
        table: String,
        set: Vec<(String, String)>,
        reset: Vec<String>,
    },
    /// `ALTER TABLE t MATERIALIZE TTL`: deletes the rows the TTL has expired now and
    /// rewrites the parts that held them.
    MaterializeTtl {
        table: String,
    },
    /// `ALTER TABLE t ADD/DROP/RENAME/MODIFY COLUMN …, …`: the changes, in order.
    AlterColumns {
        table: String,
        changes: Vec<crate::ddl::ColumnChange>,
    },
    /// `CREATE VIEW [IF NOT EXISTS] v [(columns)] AS SELECT …`: the query as written,
    /// and the columns the statement declares (none when it declares none).
    CreateView {
        name: String,
        columns: Vec<maskhouse_types::ColumnDef>,
        query: String,
        if_not_exists: bool,
        /// `CREATE OR REPLACE VIEW`: a view (or table) of the name is replaced.
        or_replace: bool,
    },
    /// `DROP VIEW [IF EXISTS] v`: as `DROP TABLE`, of a view only.
    DropView {
        name: String,
        if_exists: bool,
    },
    /// `SYSTEM STOP MERGES [t]` (`stopped`) or `SYSTEM START MERGES [t]`; without a
    /// table, every table.
    SetMerges {
        table: Option<String>,
        stopped: bool,
    },
    /// `SYSTEM ADD REPLICA id 'host:port'`.
    AddReplica {
        id: u64,
        address: String,
    },
    /// `SYSTEM DROP REPLICA id`.
    DropReplica {
        id: u64,
    },
    Insert(Insert),
    /// `SET k = v, …`: checked like every setting and applied to this statement alone
    /// (there are no sessions to keep them in).
    Set(Vec<(String, String)>),
    /// `CREATE DATABASE IF NOT EXISTS default` (and `DROP MATERIALIZED VIEW IF EXISTS`):
    /// nothing to do.
    DropAbsent,
}

#[derive(Debug)]
pub struct Insert {
    pub table: String,
    /// The listed columns; empty when none are listed.
    pub columns: Vec<String>,
    pub source: InsertSource,
}

#[derive(Debug)]
pub enum InsertSource {
    /// `VALUES …` or a query.
    Query(Box<ast::Query>),
    /// `FORMAT name`, with the data that followed it in the statement, if any (else the
    /// data is the request body).
    Format {
        name: String,
        inline: Option<String>,
    },
}

impl Statement {
    pub fn kind(&self) -> StatementKind {
        match self {
            Statement::Query(_)
            | Statement::ShowTables
            | Statement::CheckTable { .. }
            | Statement::ShowTablesFrom { .. }
            | Statement::Describe { .. }
            | Statement::ShowCreate { .. } => StatementKind::Select,
            Statement::Insert(_) => StatementKind::Insert,
            Statement::Delete { .. }
            | Statement::AlterDelete { .. }
            | Statement::AlterApplyDeletedMask { .. } => StatementKind::Delete,
            Statement::Update { .. } => StatementKind::Update,
            Statement::AlterList { commands, .. } => {
                if commands.iter().any(|c| c.kind() == StatementKind::Update) {
                    StatementKind::Update
                } else {
                    StatementKind::Delete
                }
            }
            _ => StatementKind::Other,
        }
    }

    /// Whether ClickHouse counts this statement as DDL, which `allow_ddl = 0`
    /// refuses: what changes tables and databases but INSERT, OPTIMIZE, CHECK and
    /// SYSTEM, and DELETE and UPDATE too. A temporary table is not DDL.
    pub fn is_ddl(&self) -> bool {
        match self {
            Statement::CreateTable { temporary, .. } => !temporary,
            Statement::DropTable { temporary, .. } => !temporary,
            Statement::CreateDatabase { .. }
            | Statement::DropDatabase { .. }
            | Statement::Truncate { .. }
            | Statement::Delete { .. }
            | Statement::AlterDelete { .. }
            | Statement::Update { .. }
            | Statement::AlterApplyDeletedMask { .. }
            | Statement::AlterList { .. }
            | Statement::ModifyTtl { .. }
            | Statement::ModifySettings { .. }
            | Statement::MaterializeTtl { .. }
            | Statement::AlterColumns { .. }
            | Statement::CreateView { .. }
            | Statement::DropView { .. }
            | Statement::DropAbsent => true,
            Statement::Query(_)
            | Statement::ShowTables
            | Statement::Describe { .. }
            | Statement::ShowCreate { .. }
            | Statement::Use { .. }
            | Statement::ShowTablesFrom { .. }
            | Statement::Optimize { .. }
            | Statement::CheckTable { .. }
            | Statement::SetMerges { .. }
            | Statement::AddReplica { .. }
            | Statement::DropReplica { .. }
            | Statement::Insert(_)
            | Statement::Set(_) => false,
        }
    }

    /// Whether the statement only reads (allowed under `readonly` and on GET).
    pub fn is_read(&self) -> bool {
        self.kind() == StatementKind::Select
            || matches!(self, Statement::Set(_) | Statement::Use { .. })
    }
}

/// A significant token (no whitespace, no comment) and its byte range in the text.
#[derive(Clone, Debug)]
pub(crate) struct Tok {
    pub token: Token,
    pub start: usize,
    pub end: usize,
}

impl Tok {
    /// Whether this is the unquoted word `w` (any case).
    pub fn is(&self, w: &str) -> bool {
        matches!(&self.token, Token::Word(word) if word.quote_style.is_none() && word.value.eq_ignore_ascii_case(w))
    }
}

/// Turns the tokenizer's (line, column in characters) locations into byte offsets,
/// walking the text once.
struct Offsets<'a> {
    text: &'a str,
    line: u64,
    column: u64,
    byte: usize,
}

impl Offsets<'_> {
    fn at(&mut self, to: Location) -> usize {
        while (self.line, self.column) < (to.line, to.column) {
            let Some(c) = self.text[self.byte..].chars().next() else {
                break;
            };
            if c == '\n' {
                self.line += 1;
                self.column = 1;
            } else {
                self.column += 1;
            }
            self.byte += c.len_utf8();
        }
        self.byte
    }
}

/// The significant tokens of `text`, and the tokenizer's error if it stopped early
/// (the tokens before the error are kept: an INSERT's data need not be SQL).
pub(crate) fn tokenize(text: &str) -> (Vec<Tok>, Option<String>) {
    let mut buf: Vec<TokenWithSpan> = Vec::new();
    let error = crate::syntax::tokenize_into(text, &mut buf)
        .err()
        .map(|e| e.to_string());
    let mut offsets = Offsets {
        text,
        line: 1,
        column: 1,
        byte: 0,
    };
    let toks = crate::syntax::digit_led_names(buf)
        .into_iter()
        .filter(|t| !matches!(t.token, Token::Whitespace(_) | Token::EOF))
        .map(|t| {
            let start = offsets.at(t.span.start);
            let end = offsets.at(t.span.end);
            Tok {
                token: t.token,
                start,
                end,
            }
        })
        .collect();
    (toks, error)
}

fn syntax(message: impl std::fmt::Display) -> Error {
    Error::bad(format!("Syntax error: {message}"))
}

/// What a statement's parse depends on besides its text: settings that change what
/// its syntax means, taken from where the statement arrives (URL parameters, `SET`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ParseOptions {
    /// `any_join_distinct_right_table_keys = 1`: ClickHouse's legacy `ANY` joins,
    /// where the right side keeps one row per key whatever the join's kind
    /// ([`crate::joins`]).
    pub legacy_any_join: bool,
    /// `aggregate_functions_null_for_empty = 1`: `sum`, `avg`, `min`, `max`, `any`,
    /// `anyLast`, `argMin`, `argMax` and `groupBit*` (and their `-If` forms) are NULL
    /// over no rows, as their `-OrNull` forms.
    pub null_for_empty: bool,
    /// `join_default_strictness`: what a join written without `ALL` or `ANY` is.
    pub join_default: JoinDefault,
    /// `allow_ddl = 0`: a DDL statement maskhouse does not parse (`RENAME TABLE`) is
    /// refused as DDL ([`crate::settings::ddl_prohibited`]) rather than as unsupported.
    pub ddl_prohibited: bool,
}

/// What a join written without a strictness is (`join_default_strictness`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum JoinDefault {
    /// `'ALL'`, the default: every matching pair.
    #[default]
    All,
    /// `'ANY'`: as if written `ANY`.
    Any,
    /// `''`: refused (EXPECTED_ALL_OR_ANY).
    Unset,
}

impl JoinDefault {
    /// The setting's value as ClickHouse spells it (`'ANY'`, `'ALL'` or `''`).
    pub fn parse(value: &str) -> Result<Self> {
        match value {
            "ALL" => Ok(JoinDefault::All),
            "ANY" => Ok(JoinDefault::Any),
            "" => Ok(JoinDefault::Unset),
            _ => Err(Error::bad(format!(
                "Unexpected value of JoinStrictness: '{value}'. Must be one of ['ANY', 'ALL', ''] (UNKNOWN_JOIN)"
            ))
            .with_code(maskhouse_types::codes::UNKNOWN_JOIN)),
        }
    }
}

impl ParseOptions {
    /// The options `settings` ask for (name and value pairs, a later one overriding
    /// an earlier one: URL parameters, then the statement's own `SETTINGS`). A value
    /// that is not a setting's is left for the settings' own check to refuse.
    pub fn from_settings<'a>(settings: impl IntoIterator<Item = (&'a str, &'a str)>) -> Self {
        ParseOptions::default().with_settings(settings)
    }

    /// These options, changed by `settings` (a statement's own `SETTINGS`).
    pub fn with_settings<'a>(self, settings: impl IntoIterator<Item = (&'a str, &'a str)>) -> Self {
        let mut options = self;
        for (name, value) in settings {
            if name == "any_join_distinct_right_table_keys" {
                if let Ok(on) = crate::settings::flag(name, value) {
                    options.legacy_any_join = on;
                }
            }
            if name == "join_default_strictness" {
                if let Ok(default) = JoinDefault::parse(value) {
                    options.join_default = default;
                }
            }
            if name == "aggregate_functions_null_for_empty" {
                if let Ok(on) = crate::settings::flag(name, value) {
                    options.null_for_empty = on;
                }
            }
            // Once 0, it stays 0 (setting it back is refused where settings are read).
            if name == "allow_ddl" {
                if let Ok(on) = crate::settings::flag(name, value) {
                    options.ddl_prohibited |= !on;
                }
            }
        }
        options
    }
}

/// Classifies one statement. `sql` may carry an INSERT's data after `FORMAT name`.
pub fn classify(sql: &str) -> Result<Classified> {
    classify_with(sql, ParseOptions::default())
}

/// As [`classify`], with the settings that change what the syntax means.
pub fn classify_with(sql: &str, options: ParseOptions) -> Result<Classified> {
    // An INSERT's head is found in its first bytes; its data is not tokenized.
    if sql.len() > HEAD_BYTES {
        let mut cut = HEAD_BYTES;
        while !sql.is_char_boundary(cut) {
            cut -= 1;
        }
        if let Some(c) = classify_insert_head(sql, &sql[..cut], options)? {
            return Ok(c);
        }
    }
    let (toks, error) = tokenize(sql);
    let first = toks
        .iter()
        .position(|t| !matches!(t.token, Token::LParen))
        .map(|i| &toks[i]);
    if toks.first().is_some_and(|t| t.is("INSERT")) {
        return insert(sql, &toks, error.as_deref(), sql.len() + 1, options);
    }
    if let Some(e) = error {
        return Err(syntax(e));
    }
    let Some(first) = first else {
        return Err(if toks.is_empty() {
            Error::bad("Empty query")
        } else {
            syntax("unbalanced parentheses")
        });
    };
    // A leading parenthesis is a parenthesised query, whatever word follows it.
    let opening = toks[0].token == Token::LParen;
    let create = !opening && first.is("CREATE");
    let (end, format, mut settings) = tail_clauses(&toks, !create)?;
    let toks = &toks[..end];
    let head = toks.last().map_or("", |t| &sql[toks[0].start..t.end]);
    // A query's subqueries may carry SETTINGS of their own: they apply to the statement.
    let unnested;
    let nested = match opening || first.is("SELECT") || first.is("WITH") {
        true => nested_settings(sql, toks),
        false => None,
    };
    let head = match nested {
        Some((text, more)) => {
            settings.extend(more);
            unnested = text;
            unnested.as_str()
        }
        None => head,
    };
    if let Some(t) = toks.iter().find(|t| t.token == Token::SemiColon) {
        return Err(syntax(format!(
            "multi-statement queries are not supported (';' at byte {})",
            t.start
        )));
    }
    // The statement's own SETTINGS may change what its syntax means.
    let options = options.with_settings(settings.iter().map(|(k, v)| (k.as_str(), v.as_str())));
    let statement = if opening {
        query_with(head, options)?
    } else if create && toks.get(1).is_some_and(|t| t.is("DATABASE")) {
        create_database(sql, toks)?
    } else if create
        && (toks.get(1).is_some_and(|t| t.is("VIEW"))
            || (toks.get(1).is_some_and(|t| t.is("OR"))
                && toks.get(3).is_some_and(|t| t.is("VIEW"))))
    {
        create_view(sql, toks)?
    } else if create && toks.get(1).is_some_and(|t| t.is("MATERIALIZED")) {
        return Err(Error::bad(
            "materialized views are not supported (CREATE VIEW stores a query; an INSERT … SELECT fills a table)",
        ));
    } else if create {
        let create = crate::ddl::parse_create(sql, toks)?;
        Statement::CreateTable {
            schema: create.schema,
            if_not_exists: create.if_not_exists,
            or_replace: create.or_replace,
            as_select: create.as_select,
            like: create.like,
            temporary: create.temporary,
            untyped: create.untyped,
        }
    } else if first.is("DROP") && toks.get(1).is_some_and(|t| t.is("TEMPORARY")) {
        let mut c = Cursor::new(sql, toks);
        c.word("DROP")?;
        c.word("TEMPORARY")?;
        c.word("TABLE")?;
        let if_exists = c.eat("IF");
        if if_exists {
            c.word("EXISTS")?;
        }
        let table = c.table()?;
        c.end("supported: DROP TEMPORARY TABLE [IF EXISTS] t")?;
        Statement::DropTable {
            table,
            if_exists,
            temporary: true,
        }
    } else if first.is("ALTER") {
        alter(sql, toks)?
    } else if first.is("RENAME") || first.is("EXCHANGE") {
        if options.ddl_prohibited {
            return Err(crate::settings::ddl_prohibited());
        }
        return Err(Error::bad(format!(
            "{} is not supported (tables keep the name they were created with)",
            match first.is("RENAME") {
                true => "RENAME",
                false => "EXCHANGE",
            }
        ))
        .with_code(maskhouse_types::codes::NOT_IMPLEMENTED));
    } else if first.is("DELETE") {
        let mut c = Cursor::new(sql, toks);
        c.word("DELETE")?;
        c.word("FROM")?;
        let table = c.table()?;
        Statement::Delete {
            table,
            predicate: c.predicate("DELETE")?,
        }
    } else if first.is("OPTIMIZE") {
        let mut c = Cursor::new(sql, toks);
        c.word("OPTIMIZE")?;
        c.word("TABLE")?;
        let table = c.table()?;
        let usage = "supported: OPTIMIZE TABLE t [PARTITION n | PARTITION ID 'id'] [FINAL]";
        let partition = match c.eat("PARTITION") {
            true => Some(c.partition_id(usage)?),
            false => None,
        };
        let final_ = c.eat("FINAL");
        c.end(usage)?;
        Statement::Optimize {
            table,
            final_,
            partition,
        }
    } else if first.is("CHECK") {
        let mut c = Cursor::new(sql, toks);
        let usage = "supported: CHECK TABLE t [PARTITION n | PARTITION ID 'id' | PART 'name']";
        c.word("CHECK")?;
        c.word("TABLE")?;
        let table = c.table()?;
        let (partition, part) = if c.eat("PARTITION") {
            (Some(c.partition_id(usage)?), None)
        } else if c.eat("PART") {
            match c.next_token() {
                Some(Token::SingleQuotedString(name)) => (None, Some(name.clone())),
                _ => return Err(syntax(usage)),
            }
        } else {
            (None, None)
        };
        c.end(usage)?;
        Statement::CheckTable {
            table,
            partition,
            part,
        }
    } else if first.is("SYSTEM") {
        system(sql, toks)?
    } else if first.is("SET") {
        Statement::Set(settings_list(&toks[1..])?)
    } else if first.is("SHOW") {
        show(sql, toks, head)?
    } else if first.is("EXISTS") {
        exists(sql, toks)?
    } else if first.is("USE") {
        let mut c = Cursor::new(sql, toks);
        c.word("USE")?;
        let database = c.ident()?;
        c.end("USE takes a database")?;
        // Without HTTP sessions a USE changes nothing after its own statement, as in
        // ClickHouse: the database must exist. Clients keep the current database
        // themselves and send it with each statement (`database`).
        Statement::Use { database }
    } else if first.is("UPDATE") {
        let mut c = Cursor::new(sql, toks);
        c.word("UPDATE")?;
        let table = c.table()?;
        c.word("SET")?;
        let assignments = c.assignments("UPDATE")?;
        Statement::Update {
            table,
            assignments,
            predicate: c.predicate("UPDATE")?,
            rewrite: false,
        }
    } else {
        parsed_with(head, options)?
    };
    Ok(Classified {
        statement,
        settings,
        format,
        cut_by_settings: !first.is("EXISTS"),
    })
}

/// The classification of an INSERT whose head (through `FORMAT name`) lies in
/// `prefix`, a prefix of `sql`; `None` when the prefix does not settle it.
fn classify_insert_head(
    sql: &str,
    prefix: &str,
    options: ParseOptions,
) -> Result<Option<Classified>> {
    let (toks, error) = tokenize(prefix);
    if !toks.first().is_some_and(|t| t.is("INSERT")) {
        return Ok(None);
    }
    match insert(sql, &toks, error.as_deref(), prefix.len(), options) {
        Ok(c)
            if matches!(
                &c.statement,
                Statement::Insert(Insert {
                    source: InsertSource::Format { .. },
                    ..
                })
            ) =>
        {
            Ok(Some(c))
        }
        _ => Ok(None),
    }
}

/// Where an INSERT's inline data starts in `text`, given the end of its format name:
/// one space, tab or line break, then one more line break, are skipped.
pub(crate) fn data_start(text: &str, at: usize) -> usize {
    let rest = &text[at..];
    let rest = rest
        .strip_prefix("\r\n")
        .or_else(|| rest.strip_prefix(['\n', ' ', '\t']))
        .unwrap_or(rest);
    let rest = rest
        .strip_prefix("\r\n")
        .or_else(|| rest.strip_prefix('\n'))
        .unwrap_or(rest);
    text.len() - rest.len()
}

/// How far into `text` the head of an INSERT … FORMAT name ends, for a caller that
/// has only the first bytes of a statement: `Some(byte where the data starts)` when
/// `prefix` holds the whole head of an INSERT with a FORMAT and the name is followed
/// by at least one more byte, `None` otherwise (not an INSERT … FORMAT, or more text
/// is needed to tell).
pub fn insert_data_start(prefix: &str) -> Option<usize> {
    let (toks, error) = tokenize(prefix);
    if !toks.first().is_some_and(|t| t.is("INSERT")) {
        return None;
    }
    let head = insert_head(prefix, &toks, error.as_deref(), prefix.len()).ok()?;
    let name_end = head.format_end?;
    (name_end < prefix.len()).then(|| data_start(prefix, name_end))
}

struct InsertHead {
    table: String,
    columns: Vec<String>,
    settings: Vec<(String, String)>,
    /// The format name and where it ends, for `FORMAT name`.
    format: Option<String>,
    format_end: Option<usize>,
    /// Index of the first token of the source (VALUES or a query).
    source_at: usize,
}

fn insert_head(text: &str, toks: &[Tok], error: Option<&str>, limit: usize) -> Result<InsertHead> {
    let mut c = Cursor::new(text, toks);
    c.word("INSERT")?;
    c.word("INTO")?;
    c.eat("TABLE");
    let table = c.table()?;
    let mut columns = Vec::new();
    if c.peek_token() == Some(&Token::LParen) {
        c.i += 1;
        loop {
            columns.push(c.column_name()?);
            match c.next_token() {
                Some(Token::Comma) => {}
                Some(Token::RParen) => break,
                _ => return Err(syntax("expected , or ) in the INSERT column list")),
            }
        }
    }
    let mut settings = Vec::new();
    if c.eat("SETTINGS") {
        let from = c.i;
        let to = (from..toks.len())
            .find(|&i| toks[i].is("FORMAT") || toks[i].is("VALUES") || toks[i].is("SELECT"))
            .unwrap_or(toks.len());
        settings = settings_list(&toks[from..to])?;
        c.i = to;
    }
    let mut head = InsertHead {
        table,
        columns,
        settings,
        format: None,
        format_end: None,
        source_at: c.i,
    };
    if c.eat("FORMAT") {
        let name = match c.next() {
            Some(Tok {
                token: Token::Word(w),
                end,
                ..
            }) if w.quote_style.is_none() && *end < limit => {
                head.format_end = Some(*end);
                w.value.clone()
            }
            _ => return Err(syntax("FORMAT needs a format name")),
        };
        head.format = Some(name);
        return Ok(head);
    }
    if let Some(e) = error {
        return Err(syntax(e));
    }
    Ok(head)
}

/// The text of an INSERT's source `toks`. ClickHouse's `VALUES` rows may follow each
/// other without commas (`VALUES (1) (2)`): a comma goes between two rows that have
/// none, found by the tokens (a `)` that closes a row, then a `(`).
pub(crate) fn values_rows_with_commas(text: &str, toks: &[Tok]) -> String {
    let Some(first) = toks.first() else {
        return String::new();
    };
    let start = first.start;
    let mut out = String::new();
    let mut copied = start;
    if first.is("VALUES") {
        let mut depth = 0i32;
        for (i, t) in toks.iter().enumerate() {
            match t.token {
                Token::LParen => depth += 1,
                Token::RParen => {
                    depth -= 1;
                    if depth == 0 && toks.get(i + 1).is_some_and(|n| n.token == Token::LParen) {
                        out.push_str(&text[copied..t.end]);
                        out.push(',');
                        copied = t.end;
                    }
                }
                _ => {}
            }
        }
    }
    out.push_str(&text[copied..toks[toks.len() - 1].end]);
    out
}

fn insert(
    text: &str,
    toks: &[Tok],
    error: Option<&str>,
    limit: usize,
    options: ParseOptions,
) -> Result<Classified> {
    let head = insert_head(text, toks, error, limit)?;
    let mut settings = head.settings;
    let source = match (head.format, head.format_end) {
        (Some(name), Some(end)) => {
            let at = data_start(text, end);
            let inline = Some(text[at..].to_string()).filter(|d| !d.trim().is_empty());
            InsertSource::Format { name, inline }
        }
        _ => {
            // `INSERT … SELECT … SETTINGS k = v`: the settings are the query's.
            let toks = &toks[head.source_at..];
            let (end, _, more) = tail_clauses(toks, true)?;
            settings.extend(more);
            let toks = &toks[..end];
            if toks.is_empty() {
                return Err(Error::bad("INSERT needs VALUES, SELECT or FORMAT"));
            }
            if toks.iter().any(|t| t.token == Token::SemiColon) {
                return Err(syntax("multi-statement queries are not supported"));
            }
            let source = values_rows_with_commas(text, toks);
            let options =
                options.with_settings(settings.iter().map(|(k, v)| (k.as_str(), v.as_str())));
            let (mut parser, mut marks) = crate::syntax::parser_marking_joins(&source)?;
            marks.legacy_any = options.legacy_any_join;
            marks.plain_joins_as(options.join_default)?;
            let mut query = parser.parse_query()?;
            if parser.peek_token().token != Token::EOF {
                return Err(syntax(format!(
                    "unexpected {} after the INSERT's source",
                    parser.peek_token().token
                )));
            }
            crate::joins::rewrite_query(&mut query, &marks)?;
            crate::dialect::bind_set_clauses(&mut query);
            InsertSource::Query(query)
        }
    };
    Ok(Classified {
        statement: Statement::Insert(Insert {
            table: head.table,
            columns: head.columns,
            source,
        }),
        settings,
        format: None,
        cut_by_settings: false,
    })
}

/// Settings as `(name, value)` pairs, in the order given.
type Settings = Vec<(String, String)>;

/// Takes trailing `FORMAT name` and (when `settings` is set) `SETTINGS k = v, …`
/// clauses, in either order, off the top level of a statement. Returns the end of the
/// rest (a token index), the format and the settings.
fn tail_clauses(toks: &[Tok], take_settings: bool) -> Result<(usize, Option<String>, Settings)> {
    let mut end = toks.len();
    while end > 0 && toks[end - 1].token == Token::SemiColon {
        end -= 1;
    }
    let mut depth = Vec::with_capacity(end);
    let mut d = 0i32;
    for t in &toks[..end] {
        depth.push(d);
        match t.token {
            Token::LParen | Token::LBracket | Token::LBrace => d += 1,
            Token::RParen | Token::RBracket | Token::RBrace => d -= 1,
            _ => {}
        }
    }
    let mut format = None;
    let mut settings = None;
    loop {
        if format.is_none() && end >= 3 && depth[end - 2] == 0 && toks[end - 2].is("FORMAT") {
            if let Token::Word(w) = &toks[end - 1].token {
                format = Some(w.value.clone());
                end -= 2;
                continue;
            }
        }
        if take_settings && settings.is_none() {
            let found = (1..end).rev().find_map(|s| {
                (depth[s] == 0 && toks[s].is("SETTINGS"))
                    .then(|| settings_list(&toks[s + 1..end]).ok().map(|l| (s, l)))
                    .flatten()
            });
            if let Some((s, list)) = found {
                settings = Some(list);
                end = s;
                continue;
            }
        }
        break;
    }
    Ok((end, format, settings.unwrap_or_default()))
}

/// `(SELECT … SETTINGS k = v, …)`: the SETTINGS clauses that end a subquery (a
/// parenthesis that starts with SELECT or WITH), taken out of the statement's text
/// (`toks`, its tokens, from its first to its last). Returns the text without them and
/// their settings, in the order written; `None` when there are none, or when what
/// follows a SETTINGS is not a list of settings (it is then left to the parser: a
/// column may be named `settings`).
fn nested_settings(sql: &str, toks: &[Tok]) -> Option<(String, Settings)> {
    // Per open parenthesis: whether it holds a subquery, and its SETTINGS token.
    let mut open: Vec<(bool, Option<usize>)> = Vec::new();
    // (SETTINGS token, closing parenthesis) of each clause, in text order.
    let mut clauses: Vec<(usize, usize)> = Vec::new();
    for (i, t) in toks.iter().enumerate() {
        match t.token {
            Token::LParen => {
                let next = toks.get(i + 1);
                let query = next.is_some_and(|n| n.is("SELECT") || n.is("WITH"));
                open.push((query, None));
            }
            Token::RParen => {
                if let Some((true, Some(s))) = open.pop() {
                    clauses.push((s, i));
                }
            }
            _ if t.is("SETTINGS") => {
                if let Some((true, slot)) = open.last_mut() {
                    slot.get_or_insert(i);
                }
            }
            _ => {}
        }
    }
    if clauses.is_empty() {
        return None;
    }
    clauses.sort_unstable();
    let mut text = String::with_capacity(sql.len());
    let mut settings = Vec::new();
    let mut from = toks[0].start;
    for (s, close) in clauses {
        settings.extend(settings_list(&toks[s + 1..close]).ok()?);
        text.push_str(&sql[from..toks[s].start]);
        from = toks[close].start;
    }
    text.push_str(&sql[from..toks[toks.len() - 1].end]);
    Some((text, settings))
}

/// `k = v, …`: values are numbers, strings or words (`true`, `local`).
pub(crate) fn settings_list(toks: &[Tok]) -> Result<Vec<(String, String)>> {
    let mut out = Vec::new();
    let mut i = 0;
    let bad = || syntax("expected SETTINGS name = value, …");
    while i < toks.len() {
        let Token::Word(name) = &toks[i].token else {
            return Err(bad());
        };
        if toks.get(i + 1).map(|t| &t.token) != Some(&Token::Eq) {
            return Err(bad());
        }
        i += 2;
        let negative = toks.get(i).map(|t| &t.token) == Some(&Token::Minus);
        if negative {
            i += 1;
        }
        let value = match toks.get(i).map(|t| &t.token) {
            Some(Token::Number(n, _)) if negative => format!("-{n}"),
            Some(Token::Number(n, _)) => n.clone(),
            Some(Token::SingleQuotedString(s)) if !negative => s.clone(),
            Some(Token::Word(w)) if !negative => w.value.clone(),
            _ => return Err(bad()),
        };
        out.push((name.value.clone(), value));
        i += 1;
        match toks.get(i).map(|t| &t.token) {
            None => {}
            Some(Token::Comma) if i + 1 < toks.len() => i += 1,
            _ => return Err(bad()),
        }
    }
    if out.is_empty() {
        return Err(bad());
    }
    Ok(out)
}

/// `ALTER TABLE t command, …`: one command, or several ([`Statement::AlterList`]),
/// separated by the commas at the top level before each command's first word.
fn alter(text: &str, toks: &[Tok]) -> Result<Statement> {
    let mut c = Cursor::new(text, toks);
    c.word("ALTER")?;
    c.word("TABLE")?;
    let table = c.table()?;
    let rest = &toks[c.i..];
    // A TTL's rules are separated by commas: a TTL command is the ALTER's only one.
    if rest.len() > 1
        && rest[1].is("TTL")
        && ["MODIFY", "REMOVE", "MATERIALIZE"]
            .iter()
            .any(|w| rest[0].is(w))
    {
        return alter_command(text, rest, &table);
    }
    // A table's sampling key is fixed when it is created.
    if rest.len() > 2 && rest[0].is("MODIFY") && rest[1].is("SAMPLE") && rest[2].is("BY") {
        let expr = &rest[3..];
        let empty_tuple = expr.len() == 3
            && expr[0].is("tuple")
            && expr[1].token == Token::LParen
            && expr[2].token == Token::RParen;
        if empty_tuple {
            return Err(crate::sample::no_columns());
        }
        return Err(Error::bad(
            "ALTER TABLE … MODIFY SAMPLE BY is not supported: a table's SAMPLE BY is given when it is created",
        )
        .with_code(maskhouse_types::codes::NOT_IMPLEMENTED));
    }
    // So are settings: `MODIFY SETTING a = 1, b = 2`.
    if rest.len() > 1 && rest[1].is("SETTING") && (rest[0].is("MODIFY") || rest[0].is("RESET")) {
        return alter_settings(&rest[2..], rest[0].is("RESET"), table);
    }
    let mut depth = 0i32;
    let mut starts = vec![0];
    // A condition has no comma at its top level, and `APPLY DELETED MASK` none at all:
    // past a command's WHERE (or in an APPLY), a top-level comma ends the command.
    // Before it, commas separate an UPDATE's assignments.
    // A column command (ADD COLUMN …) has no comma at its top level either.
    let ends_at = |toks: &[Tok]| {
        toks.first().is_some_and(|t| t.is("APPLY")) || crate::ddl::is_column_change(toks)
    };
    let mut ends_at_comma = ends_at(rest);
    for (i, t) in rest.iter().enumerate() {
        match t.token {
            Token::LParen | Token::LBracket | Token::LBrace => depth += 1,
            Token::RParen | Token::RBracket | Token::RBrace => depth -= 1,
            Token::Comma if depth == 0 && ends_at_comma => {
                starts.push(i + 1);
                ends_at_comma = ends_at(&rest[i + 1..]);
            }
            _ if depth == 0 && t.is("WHERE") => ends_at_comma = true,
            _ => {}
        }
    }
    let mut commands = Vec::with_capacity(starts.len());
    for (k, &start) in starts.iter().enumerate() {
        // A command ends before the comma that precedes the next one.
        let end = starts.get(k + 1).map_or(rest.len(), |next| next - 1);
        commands.push(alter_command(text, &rest[start..end], &table)?);
    }
    if commands.len() > 1
        && commands.iter().any(|c| {
            matches!(
                c,
                Statement::ModifyTtl { .. } | Statement::MaterializeTtl { .. }
            )
        })
    {
        return Err(Error::bad(
            "a TTL command (MODIFY TTL, REMOVE TTL, MATERIALIZE TTL) is an ALTER's only command",
        ));
    }
    let columns = commands
        .iter()
        .filter(|c| matches!(c, Statement::AlterColumns { .. }))
        .count();
    if columns > 0 && columns < commands.len() {
        return Err(Error::bad(
            "an ALTER's column commands (ADD, DROP, RENAME, MODIFY COLUMN) cannot share it with other commands",
        ));
    }
    Ok(if commands.len() == 1 {
        commands.pop().expect("one command")
    } else if columns > 0 {
        let mut changes = Vec::new();
        for command in commands {
            if let Statement::AlterColumns { changes: c, .. } = command {
                changes.extend(c);
            }
        }
        Statement::AlterColumns { table, changes }
    } else {
        Statement::AlterList { table, commands }
    })
}

/// `MODIFY SETTING k = v, …` (`reset`: `RESET SETTING k, …`) of `table`, whose
/// words after `SETTING` are `toks`. A setting named twice is refused, as ClickHouse
/// refuses it.
fn alter_settings(toks: &[Tok], reset: bool, table: String) -> Result<Statement> {
    let (set, reset) = if reset {
        let usage = || syntax("expected RESET SETTING name, …");
        let mut names = Vec::new();
        for (i, t) in toks.iter().enumerate() {
            match (&t.token, i % 2) {
                (Token::Word(w), 0) => names.push(w.value.clone()),
                (Token::Comma, 1) if i + 1 < toks.len() => {}
                _ => return Err(usage()),
            }
        }
        if names.is_empty() {
            return Err(usage());
        }
        (vec![], names)
    } else {
        if toks.is_empty() {
            return Err(syntax("expected MODIFY SETTING name = value, …"));
        }
        (settings_list(toks)?, vec![])
    };
    let names: Vec<&str> = set
        .iter()
        .map(|(k, _)| k.as_str())
        .chain(reset.iter().map(String::as_str))
        .collect();
    if let Some(twice) = names
        .iter()
        .enumerate()
        .find_map(|(i, n)| names[..i].contains(n).then_some(n))
    {
        return Err(Error::bad(format!(
            "Setting {twice} is named twice in one ALTER. (BAD_ARGUMENTS)"
        ))
        .with_code(maskhouse_types::codes::BAD_ARGUMENTS));
    }
    Ok(Statement::ModifySettings { table, set, reset })
}

/// One command of an `ALTER TABLE` of `table`.
fn alter_command(text: &str, toks: &[Tok], table: &str) -> Result<Statement> {
    let table = table.to_string();
    if crate::ddl::is_column_change(toks) {
        return Ok(Statement::AlterColumns {
            table,
            changes: crate::ddl::parse_column_changes(text, toks)?,
        });
    }
    let mut c = Cursor::new(text, toks);
    if c.eat("DELETE") {
        return Ok(Statement::AlterDelete {
            table,
            predicate: c.predicate("ALTER TABLE … DELETE")?,
        });
    }
    if c.eat("APPLY") && c.eat("DELETED") && c.eat("MASK") {
        let usage = "ALTER TABLE t APPLY DELETED MASK takes IN PARTITION n, IN PARTITION ID 'id' or nothing more";
        let partition = if c.eat("IN") {
            if !c.eat("PARTITION") {
                return Err(Error::bad(usage));
            }
            Some(c.partition_id(usage)?)
        } else {
            None
        };
        c.end(usage)?;
        return Ok(Statement::AlterApplyDeletedMask { table, partition });
    }
    if c.eat("MODIFY") && c.eat("TTL") {
        let ttl = crate::ddl::ttl_rules(text, &toks[c.i..])?;
        return Ok(Statement::ModifyTtl { table, ttl });
    }
    c.i = 0;
    if (c.eat("REMOVE") || c.eat("MATERIALIZE")) && c.eat("TTL") {
        let remove = toks[0].is("REMOVE");
        c.end(if remove {
            "ALTER TABLE t REMOVE TTL takes nothing more"
        } else {
            "ALTER TABLE t MATERIALIZE TTL takes nothing more"
        })?;
        return Ok(match remove {
            true => Statement::ModifyTtl { table, ttl: vec![] },
            false => Statement::MaterializeTtl { table },
        });
    }
    c.i = 0;
    if c.eat("UPDATE") {
        let assignments = c.assignments("ALTER TABLE … UPDATE")?;
        // `_row_exists = 0` hides the rows as a lightweight DELETE does (that is how
        // ClickHouse's own DELETE marks them).
        if assignments
            .iter()
            .any(|(column, _)| column == "_row_exists")
        {
            return match assignments.as_slice() {
                [(_, value)] if value.trim() == "0" => Ok(Statement::Delete {
                    table,
                    predicate: c.predicate("ALTER TABLE … UPDATE")?,
                }),
                _ => Err(Error::bad(
                    "_row_exists can only be set to 0, alone: ALTER TABLE t UPDATE _row_exists = 0 WHERE … deletes the rows",
                )),
            };
        }
        return Ok(Statement::Update {
            table,
            assignments,
            predicate: c.predicate("ALTER TABLE … UPDATE")?,
            rewrite: true,
        });
    }
    Err(Error::bad(
        "supported: ALTER TABLE t DELETE WHERE …, ALTER TABLE t UPDATE c = e, … WHERE …, ALTER TABLE t APPLY DELETED MASK, several of them separated by commas, ALTER TABLE t MODIFY TTL … | REMOVE TTL | MATERIALIZE TTL, ALTER TABLE t ADD/DROP/RENAME/MODIFY COLUMN …, and ALTER TABLE t MODIFY SETTING k = v, … | RESET SETTING k, …",
    ))
}

fn system(text: &str, toks: &[Tok]) -> Result<Statement> {
    let usage = || {
        Error::bad("supported: SYSTEM ADD REPLICA id 'host:port', SYSTEM DROP REPLICA id, SYSTEM STOP MERGES [t], SYSTEM START MERGES [t]")
    };
    let mut c = Cursor::new(text, toks);
    c.word("SYSTEM")?;
    let stop = c.eat("STOP");
    if stop || c.eat("START") {
        if !c.eat("MERGES") {
            return Err(usage());
        }
        let table = match c.i < toks.len() {
            true => Some(c.table()?),
            false => None,
        };
        c.end("SYSTEM STOP|START MERGES takes at most a table")?;
        return Ok(Statement::SetMerges {
            table,
            stopped: stop,
        });
    }
    let add = if c.eat("ADD") {
        true
    } else if c.eat("DROP") {
        false
    } else {
        return Err(usage());
    };
    if !c.eat("REPLICA") {
        return Err(usage());
    }
    let id = match c.next_token() {
        Some(Token::Number(n, _)) => n.parse::<u64>().ok().filter(|id| *id > 0),
        _ => None,
    }
    .ok_or_else(|| Error::bad("a replica id is a positive integer"))?;
    if !add {
        c.end("SYSTEM DROP REPLICA takes one id")?;
        return Ok(Statement::DropReplica { id });
    }
    let address = match c.next_token() {
        Some(Token::SingleQuotedString(a)) if a.contains(':') => a.clone(),
        _ => {
            return Err(Error::bad(
                "SYSTEM ADD REPLICA needs the interserver address as 'host:port'",
            ))
        }
    };
    c.end("SYSTEM ADD REPLICA takes an id and an address")?;
    Ok(Statement::AddReplica { id, address })
}

/// `CREATE VIEW [IF NOT EXISTS] [db.]v [(name type, …)] AS query`.
fn create_view(sql: &str, toks: &[Tok]) -> Result<Statement> {
    let usage = "CREATE VIEW [IF NOT EXISTS] v [(columns)] AS SELECT …";
    let mut c = Cursor::new(sql, toks);
    c.word("CREATE")?;
    let or_replace = c.eat("OR");
    if or_replace {
        c.word("REPLACE")?;
    }
    c.word("VIEW")?;
    if or_replace && c.peek().is_some_and(|t| t.is("IF")) {
        return Err(syntax(
            "CREATE OR REPLACE VIEW takes no IF NOT EXISTS".to_string(),
        ));
    }
    let if_not_exists = c.eat("IF");
    if if_not_exists {
        c.word("NOT")?;
        c.word("EXISTS")?;
    }
    let name = c.table()?;
    let mut columns = Vec::new();
    if toks.get(c.i).is_some_and(|t| t.token == Token::LParen) {
        let close = crate::ddl::group_end(toks, c.i)
            .ok_or_else(|| syntax(format!("unbalanced parentheses ({usage})")))?;
        for element in crate::ddl::split_commas(&toks[c.i + 1..close]) {
            columns.push(crate::ddl::parse_column(sql, element)?);
        }
        c.i = close + 1;
    }
    c.word("AS")?;
    let query = match (toks.get(c.i), toks.last()) {
        (Some(first), Some(last)) => &sql[first.start..last.end],
        _ => return Err(syntax(format!("expected a query after AS ({usage})"))),
    };
    // Parsed now so that a statement that is not one query fails here.
    match crate::dialect::parse_statement(query)? {
        ast::Statement::Query(_) => {}
        _ => return Err(syntax(format!("expected a query after AS ({usage})"))),
    }
    Ok(Statement::CreateView {
        name,
        columns,
        query: query.to_string(),
        if_not_exists,
        or_replace,
    })
}

/// `CREATE DATABASE [IF NOT EXISTS] db [ON CLUSTER c] [ENGINE = e[(…)]] [COMMENT '…']`:
/// every database is replicated alike whatever its engine, which is read and not kept.
fn create_database(sql: &str, toks: &[Tok]) -> Result<Statement> {
    let usage = "CREATE DATABASE [IF NOT EXISTS] db [ENGINE = …] [COMMENT '…']";
    let mut c = Cursor::new(sql, toks);
    c.word("CREATE")?;
    c.word("DATABASE")?;
    let if_not_exists = c.eat("IF");
    if if_not_exists {
        c.word("NOT")?;
        c.word("EXISTS")?;
    }
    let name = c.ident()?;
    if c.eat("ON") {
        c.word("CLUSTER")?;
        c.ident()?;
    }
    if c.eat("ENGINE") {
        if c.peek_token() == Some(&Token::Eq) {
            c.i += 1;
        }
        c.ident()?;
        if c.peek_token() == Some(&Token::LParen) {
            let close = crate::ddl::group_end(toks, c.i)
                .ok_or_else(|| syntax(format!("unbalanced parentheses ({usage})")))?;
            c.i = close + 1;
        }
    }
    if c.eat("COMMENT") {
        match c.next_token() {
            Some(Token::SingleQuotedString(_)) => {}
            _ => return Err(syntax(format!("expected a string after COMMENT ({usage})"))),
        }
    }
    c.end(usage)?;
    if matches!(name.as_str(), "default" | "system") {
        return if if_not_exists {
            Ok(Statement::DropAbsent)
        } else {
            Err(Error::bad(format!(
                "Database {name} already exists. (DATABASE_ALREADY_EXISTS)"
            ))
            .with_code(maskhouse_types::codes::DATABASE_ALREADY_EXISTS))
        };
    }
    maskhouse_types::validate_database_name(&name).map_err(|e| Error::bad(e.to_string()))?;
    Ok(Statement::CreateDatabase {
        name,
        if_not_exists,
    })
}

/// The system tables, for `SHOW TABLES FROM system` and `EXISTS system.t`.
const SYSTEM_TABLES: &[&str] = &[
    "columns",
    "databases",
    "functions",
    "mutations",
    "numbers",
    "numbers_mt",
    "one",
    "parts",
    "replicas",
    "settings",
    "tables",
];

/// A string as an SQL literal.
fn literal(s: &str) -> String {
    ast::Value::SingleQuotedString(s.to_string()).to_string()
}

/// `[NOT] LIKE|ILIKE 'pattern'` on `column`, then `LIMIT n`: the WHERE and LIMIT of a
/// SHOW.
fn show_filter(c: &mut Cursor<'_>, column: &str, usage: &str) -> Result<(String, String)> {
    let not = c.eat("NOT");
    let op = if c.eat("LIKE") {
        Some("LIKE")
    } else if c.eat("ILIKE") {
        Some("ILIKE")
    } else {
        None
    };
    let filter = match op {
        Some(op) => match c.next_token() {
            Some(Token::SingleQuotedString(p)) => format!(
                " AND {column} {}{op} {}",
                if not { "NOT " } else { "" },
                literal(p)
            ),
            _ => return Err(syntax(format!("expected a pattern after {op} ({usage})"))),
        },
        None if not => return Err(syntax(format!("expected LIKE after NOT ({usage})"))),
        None => String::new(),
    };
    let limit = if c.eat("LIMIT") {
        // A number or a constant expression (`LIMIT 2 * 2`), checked when the query
        // that lists the names is planned.
        let rest = &c.toks[c.i..];
        let text = match (rest.first(), rest.last()) {
            (Some(a), Some(b)) => &c.text[a.start..b.end],
            _ => return Err(syntax(format!("expected a number after LIMIT ({usage})"))),
        };
        crate::dialect::parse_expr(text)
            .map_err(|_| syntax(format!("expected a number after LIMIT ({usage})")))?;
        c.i = c.toks.len();
        format!(" LIMIT {text}")
    } else {
        String::new()
    };
    c.end(usage)?;
    Ok((filter, limit))
}

/// `SHOW DATABASES`, `SHOW TABLES [FROM db] [[NOT] LIKE 'p'] [LIMIT n]`, `SHOW CREATE
/// [TABLE] t`; other forms as sqlparser parses them.
fn show(sql: &str, toks: &[Tok], head: &str) -> Result<Statement> {
    let mut c = Cursor::new(sql, toks);
    c.word("SHOW")?;
    if c.eat("DATABASES") {
        let usage = "SHOW DATABASES [[NOT] LIKE 'pattern'] [LIMIT n]";
        let (filter, limit) = show_filter(&mut c, "name", usage)?;
        return query(&format!(
            "SELECT name FROM system.databases WHERE 1{filter} ORDER BY name{limit}"
        ));
    }
    if c.eat("CREATE") {
        c.eat("TEMPORARY");
        c.eat("TABLE");
        let table = c.table()?;
        c.end("SHOW CREATE [TEMPORARY] [TABLE] t")?;
        return Ok(Statement::ShowCreate { table });
    }
    // The session's temporary tables (`system.tables` lists them in no database).
    if c.peek().is_some_and(|t| t.is("TEMPORARY")) {
        c.word("TEMPORARY")?;
        c.word("TABLES")?;
        if c.peek().is_some_and(|t| t.is("FROM") || t.is("IN")) {
            return Err(syntax(
                "The `FROM` and `TEMPORARY` cannot be used together in `SHOW TABLES`",
            ));
        }
        let usage = "SHOW TEMPORARY TABLES [[NOT] LIKE 'pattern'] [LIMIT n]";
        let (filter, limit) = show_filter(&mut c, "name", usage)?;
        return query(&format!(
            "SELECT name FROM system.tables WHERE is_temporary = 1{filter} ORDER BY name{limit}"
        ));
    }
    if c.peek().is_some_and(|t| t.is("TABLES")) && toks.len() > 2 {
        c.word("TABLES")?;
        let usage = "SHOW TABLES [FROM db] [[NOT] LIKE 'pattern'] [LIMIT n]";
        let database = if c.eat("FROM") || c.eat("IN") {
            Some(c.ident()?)
        } else {
            None
        };
        // The current database's tables, or those of the database named.
        let in_database = match &database {
            Some(db) => literal(db),
            None => "currentDatabase()".to_string(),
        };
        let database = database.unwrap_or_default();
        let (filter, limit) = show_filter(&mut c, "name", usage)?;
        let listed = query(&if database == "system" {
            let names: Vec<String> = SYSTEM_TABLES.iter().map(|t| literal(t)).collect();
            format!(
                "SELECT name FROM (SELECT arrayJoin([{}]) AS name) WHERE 1{filter} ORDER BY name{limit}",
                names.join(", ")
            )
        } else {
            format!(
                "SELECT name FROM system.tables WHERE database = {in_database}{filter} ORDER BY name{limit}"
            )
        })?;
        return Ok(match (database.as_str(), listed) {
            ("" | "system", listed) => listed,
            (_, Statement::Query(query)) => Statement::ShowTablesFrom { database, query },
            (_, other) => other,
        });
    }
    parsed(head)
}

/// `EXISTS [TEMPORARY] [TABLE|DATABASE|VIEW|DICTIONARY] [db.]name`: 1 or 0 in a column
/// `result`.
fn exists(sql: &str, toks: &[Tok]) -> Result<Statement> {
    let usage = "EXISTS [TEMPORARY] [TABLE|DATABASE] name";
    let mut c = Cursor::new(sql, toks);
    c.word("EXISTS")?;
    let temporary = c.eat("TEMPORARY");
    let database = c.eat("DATABASE");
    if !database && !c.eat("TABLE") && !c.eat("VIEW") {
        c.eat("DICTIONARY");
    }
    let first = c.ident()?;
    let (db, name) = if !database && c.peek_token() == Some(&Token::Period) {
        c.i += 1;
        (Some(first), c.ident()?)
    } else {
        (None, first)
    };
    c.end(usage)?;
    let sql = if database {
        format!(
            "SELECT toUInt8(count() > 0) AS result FROM system.databases WHERE name = {}",
            literal(&name)
        )
    } else if db.as_deref() == Some("system") {
        let found = SYSTEM_TABLES.contains(&name.as_str());
        format!("SELECT toUInt8({}) AS result", u8::from(found))
    } else {
        // A table of the database named, or of the current one; a temporary table is
        // in none.
        let in_database = match (temporary, db) {
            (true, None) => "''".to_string(),
            (_, db) => db.map_or("currentDatabase()".to_string(), |d| literal(&d)),
        };
        format!(
            "SELECT toUInt8(count() > 0) AS result FROM system.tables WHERE database = {in_database} AND name = {}",
            literal(&name)
        )
    };
    query(&sql)
}

fn query(head: &str) -> Result<Statement> {
    query_with(head, ParseOptions::default())
}

fn query_with(head: &str, options: ParseOptions) -> Result<Statement> {
    match crate::dialect::parse_statement_with(head, options)? {
        s @ ast::Statement::Query(_) => Ok(Statement::Query(Box::new(s))),
        _ => Err(syntax("expected a query")),
    }
}

/// The statements sqlparser parses whole.
fn parsed(head: &str) -> Result<Statement> {
    parsed_with(head, ParseOptions::default())
}

/// As [`parsed`], with the settings that change what the syntax means.
fn parsed_with(head: &str, options: ParseOptions) -> Result<Statement> {
    let statement = crate::dialect::parse_statement_with(head, options)?;
    let unsupported = |what: &str| Error::bad(format!("{what} is not supported"));
    if let ast::Statement::Explain {
        statement: inner, ..
    } = &statement
    {
        if !matches!(**inner, ast::Statement::Query(_)) {
            return Err(unsupported("EXPLAIN of anything but a query"));
        }
        return Ok(Statement::Query(Box::new(statement)));
    }
    Ok(match statement {
        ast::Statement::Query(_) => Statement::Query(Box::new(statement)),
        ast::Statement::Drop {
            object_type: ObjectType::Table,
            if_exists,
            names,
            cascade: false,
            restrict: false,
            purge: false,
            temporary: false,
            table: None,
        } => match names.as_slice() {
            [name] => Statement::DropTable {
                table: table_name(name)?,
                if_exists,
                temporary: false,
            },
            _ => return Err(unsupported("DROP of several tables")),
        },
        ast::Statement::Drop {
            object_type: ObjectType::View,
            if_exists,
            names,
            ..
        } => match names.as_slice() {
            [name] => Statement::DropView {
                name: table_name(name)?,
                if_exists,
            },
            _ => return Err(unsupported("DROP of several views")),
        },
        ast::Statement::Drop {
            object_type: object_type @ (ObjectType::MaterializedView | ObjectType::Database),
            if_exists,
            names,
            ..
        } => {
            let database = object_type == ObjectType::Database;
            if database {
                let [name] = names.as_slice() else {
                    return Err(unsupported("DROP of several databases"));
                };
                let name = match name.0.as_slice() {
                    [ObjectNamePart::Identifier(id)] => id.value.clone(),
                    _ => return Err(syntax(format!("bad database name {name}"))),
                };
                if matches!(name.as_str(), "default" | "system") {
                    return Err(unsupported(&format!("DROP DATABASE {name}")));
                }
                maskhouse_types::validate_identifier(&name)
                    .map_err(|e| Error::bad(e.to_string()))?;
                return Ok(Statement::DropDatabase { name, if_exists });
            }
            for name in &names {
                let name = name.to_string();
                if !if_exists {
                    return Err(if database {
                        Error::bad(format!(
                            "Database {name} does not exist. (UNKNOWN_DATABASE)"
                        ))
                        .with_code(maskhouse_types::codes::UNKNOWN_DATABASE)
                    } else {
                        Error::bad(format!("Table {name} does not exist. (UNKNOWN_TABLE)"))
                            .with_code(maskhouse_types::codes::UNKNOWN_TABLE)
                    });
                }
            }
            Statement::DropAbsent
        }
        ast::Statement::Drop { .. } => return Err(unsupported("this DROP")),
        ast::Statement::Truncate(t) => match t.table_names.as_slice() {
            [target] if t.partitions.is_none() && !t.if_exists && t.on_cluster.is_none() => {
                Statement::Truncate {
                    table: table_name(&target.name)?,
                }
            }
            _ => return Err(unsupported("this TRUNCATE")),
        },
        ast::Statement::ShowTables {
            terse: false,
            history: false,
            extended: false,
            full: false,
            external: false,
            show_options,
        } if show_options.show_in.is_none()
            && show_options.starts_with.is_none()
            && show_options.limit.is_none()
            && show_options.limit_from.is_none()
            && show_options.filter_position.is_none() =>
        {
            Statement::ShowTables
        }
        ast::Statement::ShowTables { .. } => return Err(unsupported("SHOW TABLES with options")),
        ast::Statement::ExplainTable {
            table_name: name,
            hive_format: None,
            ..
        } => Statement::Describe {
            table: table_name(&name)?,
        },
        other => {
            let text = other.to_string();
            let word = text.split(' ').next().unwrap_or_default();
            return Err(unsupported(&format!("statement {word}")));
        }
    })
}

/// A table name: `t`, `` `t` ``, `"t"` or `default.t`.
pub(crate) fn table_name(name: &ObjectName) -> Result<String> {
    let idents: Vec<&ast::Ident> = name
        .0
        .iter()
        .map(|p| match p {
            ObjectNamePart::Identifier(i) => Ok(i),
            _ => Err(Error::bad(format!("bad table name {name}"))),
        })
        .collect::<Result<_>>()?;
    match idents.as_slice() {
        // One name is one table's, never `db.t` in quotes.
        [t] => {
            maskhouse_types::validate_identifier(&t.value)
                .map_err(|e| Error::bad(e.to_string()))?;
            Ok(t.value.clone())
        }
        // Kept qualified: the current database does not apply to it ([`resolve_table`]).
        [db, t] if db.value == "default" => {
            checked(&t.value)?;
            Ok(format!("default.{}", t.value))
        }
        [db, _] if db.value == "system" => Err(Error::bad(format!(
            "system tables cannot be changed: {name}"
        ))),
        [db, t] => checked(&format!("{}.{}", db.value, t.value)),
        _ => Err(Error::bad(format!("bad table name {name}"))),
    }
}

/// A table's name as the catalog knows it, from the name a statement gave
/// ([`table_name`]) and the current database: `t` is the current database's table,
/// `default.t` is `t`, `db.t` stays.
pub(crate) fn resolve_table(name: &str, database: &str) -> String {
    match name.strip_prefix("default.") {
        Some(table) => table.to_string(),
        None if database != "default" && !name.contains('.') => format!("{database}.{name}"),
        None => name.to_string(),
    }
}

impl Statement {
    /// Resolves every table name of the statement in `database` ([`resolve_table`]);
    /// done once, before the statement runs.
    pub fn resolve_tables(&mut self, database: &str) {
        let resolve = |t: &mut String| *t = resolve_table(t, database);
        match self {
            Statement::CreateView { name, .. } | Statement::DropView { name, .. } => resolve(name),
            Statement::SetMerges { table, .. } => {
                if let Some(t) = table {
                    resolve(t);
                }
            }
            Statement::CreateTable { schema, like, .. } => {
                resolve(&mut schema.name);
                if let Some(like) = like {
                    resolve(&mut like.table);
                }
            }
            Statement::Describe { table }
            | Statement::ShowCreate { table }
            | Statement::DropTable { table, .. }
            | Statement::Truncate { table }
            | Statement::Delete { table, .. }
            | Statement::AlterDelete { table, .. }
            | Statement::Update { table, .. }
            | Statement::AlterApplyDeletedMask { table, .. }
            | Statement::ModifyTtl { table, .. }
            | Statement::ModifySettings { table, .. }
            | Statement::CheckTable { table, .. }
            | Statement::MaterializeTtl { table }
            | Statement::AlterColumns { table, .. }
            | Statement::Optimize { table, .. } => resolve(table),
            Statement::AlterList { table, commands } => {
                resolve(table);
                for c in commands {
                    c.resolve_tables(database);
                }
            }
            Statement::Insert(insert) => resolve(&mut insert.table),
            Statement::Query(_)
            | Statement::ShowTables
            | Statement::ShowTablesFrom { .. }
            | Statement::CreateDatabase { .. }
            | Statement::DropDatabase { .. }
            | Statement::Use { .. }
            | Statement::AddReplica { .. }
            | Statement::DropReplica { .. }
            | Statement::Set(_)
            | Statement::DropAbsent => {}
        }
    }
}

fn checked(name: &str) -> Result<String> {
    maskhouse_types::validate_table_name(name).map_err(|e| Error::bad(e.to_string()))?;
    Ok(name.to_string())
}

/// A cursor over the tokens of one statement.
pub(crate) struct Cursor<'a> {
    text: &'a str,
    toks: &'a [Tok],
    pub i: usize,
}

impl<'a> Cursor<'a> {
    pub fn new(text: &'a str, toks: &'a [Tok]) -> Self {
        Cursor { text, toks, i: 0 }
    }

    pub fn peek(&self) -> Option<&'a Tok> {
        self.toks.get(self.i)
    }

    pub fn peek_token(&self) -> Option<&'a Token> {
        self.peek().map(|t| &t.token)
    }

    pub fn next(&mut self) -> Option<&'a Tok> {
        let t = self.toks.get(self.i);
        self.i += usize::from(t.is_some());
        t
    }

    pub fn next_token(&mut self) -> Option<&'a Token> {
        self.next().map(|t| &t.token)
    }

    /// A partition after `PARTITION`: `ID 'id'`, or an integer partition key's value,
    /// which is its id (written as ClickHouse writes the number).
    pub fn partition_id(&mut self, usage: &str) -> Result<String> {
        // `tuple()`: the one partition of a table without a partition key.
        if self.eat("tuple") {
            if self.next_token() == Some(&Token::LParen)
                && self.next_token() == Some(&Token::RParen)
            {
                return Ok("all".to_string());
            }
            return Err(Error::bad(usage));
        }
        let by_id = self.eat("ID");
        let negative = !by_id && self.peek_token() == Some(&Token::Minus);
        if negative {
            self.next_token();
        }
        match (by_id, self.next_token()) {
            (true, Some(Token::SingleQuotedString(id))) => Ok(id.clone()),
            (false, Some(Token::Number(n, _))) => match n.parse::<i128>() {
                Ok(v) if v <= i128::from(u64::MAX) => {
                    Ok((if negative { -v } else { v }).to_string())
                }
                _ => Err(Error::bad(usage)),
            },
            _ => Err(Error::bad(usage)),
        }
    }

    /// Takes the unquoted word `w` if it comes next.
    pub fn eat(&mut self, w: &str) -> bool {
        let yes = self.peek().is_some_and(|t| t.is(w));
        self.i += usize::from(yes);
        yes
    }

    pub fn word(&mut self, w: &str) -> Result<()> {
        if self.eat(w) {
            return Ok(());
        }
        Err(syntax(match self.peek() {
            Some(t) => format!("expected {w}, got {}", t.token),
            None => format!("expected {w} at the end of the query"),
        }))
    }

    pub fn end(&self, usage: &str) -> Result<()> {
        match self.peek() {
            None => Ok(()),
            Some(t) => Err(syntax(format!("unexpected {} ({usage})", t.token))),
        }
    }

    /// An identifier, quoted or not.
    pub fn ident(&mut self) -> Result<String> {
        match self.next_token() {
            Some(Token::Word(w)) => Ok(w.value.clone()),
            Some(t) => Err(syntax(format!("expected an identifier, got {t}"))),
            None => Err(syntax("expected an identifier at the end of the query")),
        }
    }

    /// A column's name: an identifier, or identifiers joined by dots (`n.x`, the
    /// column of a nested structure).
    pub fn column_name(&mut self) -> Result<String> {
        let mut name = self.ident()?;
        while self.peek_token() == Some(&Token::Period) {
            self.i += 1;
            name.push('.');
            name.push_str(&self.ident()?);
        }
        Ok(name)
    }

    /// `t`, `` `t` ``, `"t"`, `default.t`.
    pub fn table(&mut self) -> Result<String> {
        let mut parts = vec![ast::Ident::new(self.ident()?)];
        if self.peek_token() == Some(&Token::Period) {
            self.i += 1;
            parts.push(ast::Ident::new(self.ident()?));
        }
        table_name(&ObjectName::from(parts))
    }

    /// `c = e, …` up to the top-level `WHERE`: each column and its expression's text.
    pub fn assignments(&mut self, what: &str) -> Result<Vec<(String, String)>> {
        let rest = &self.toks[self.i..];
        let mut depth = 0i32;
        let end = rest
            .iter()
            .position(|t| {
                match t.token {
                    Token::LParen | Token::LBracket => depth += 1,
                    Token::RParen | Token::RBracket => depth -= 1,
                    _ => {}
                }
                depth == 0 && t.is("WHERE")
            })
            .unwrap_or(rest.len());
        let mut out: Vec<(String, String)> = Vec::new();
        for one in crate::ddl::split_commas(&rest[..end]) {
            // The column (`c`, `n.x`), `=`, and the expression.
            let mut at = 0;
            let mut column = String::new();
            while let Some(Tok {
                token: Token::Word(w),
                ..
            }) = one.get(at)
            {
                column.push_str(&w.value);
                at += 1;
                match one.get(at).map(|t| &t.token) {
                    Some(Token::Period) => {
                        column.push('.');
                        at += 1;
                    }
                    _ => break,
                }
            }
            let expr = match &one[at.min(one.len())..] {
                [Tok {
                    token: Token::Eq, ..
                }, first, .., last]
                    if !column.is_empty() && !column.ends_with('.') =>
                {
                    &self.text[first.start..last.end]
                }
                [Tok {
                    token: Token::Eq, ..
                }, only]
                    if !column.is_empty() && !column.ends_with('.') =>
                {
                    &self.text[only.start..only.end]
                }
                _ => {
                    return Err(syntax(format!(
                        "{what} takes SET column = expression, … WHERE condition"
                    )))
                }
            };
            if out.iter().any(|(c, _)| *c == column) {
                return Err(Error::bad(format!("{what} sets column {column} twice")));
            }
            out.push((column, expr.to_string()));
        }
        self.i += end;
        Ok(out)
    }

    /// `WHERE predicate` to the end: the predicate's text.
    pub fn predicate(&mut self, what: &str) -> Result<String> {
        if !self.eat("WHERE") {
            let hint = if what.contains("UPDATE") {
                "WHERE 1 changes every row"
            } else {
                "use TRUNCATE TABLE to remove every row"
            };
            return Err(Error::bad(format!("{what} needs a WHERE clause ({hint})")));
        }
        match (self.peek(), self.toks.last()) {
            (Some(first), Some(last)) => Ok(self.text[first.start..last.end].to_string()),
            _ => Err(Error::bad(format!("{what} needs a WHERE condition"))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kind_of(sql: &str) -> String {
        match classify(sql) {
            Err(e) => format!("error: {}", e.message),
            Ok(c) => shown(c.statement),
        }
    }

    fn shown(statement: Statement) -> String {
        match statement {
            Statement::AlterList { table, commands } => format!(
                "alter {table}: {}",
                commands
                    .into_iter()
                    .map(shown)
                    .collect::<Vec<_>>()
                    .join("; ")
            ),
            Statement::Query(_) => "query".into(),
            Statement::ShowTables => "show tables".into(),
            Statement::Describe { table } => format!("describe {table}"),
            Statement::ShowCreate { table } => format!("show create {table}"),
            Statement::CreateTable {
                schema,
                if_not_exists,
                or_replace,
                as_select,
                like,
                temporary,
                ..
            } => format!(
                "create {}{}{} {if_not_exists}{}{}",
                if or_replace { "or replace " } else { "" },
                if temporary { "temporary " } else { "" },
                schema.name,
                if as_select.is_some() {
                    " as select"
                } else {
                    ""
                },
                like.as_ref()
                    .map(|l| format!(" as {} {}", l.table, l.own_engine))
                    .unwrap_or_default()
            ),
            Statement::DropTable {
                table,
                if_exists,
                temporary,
            } => format!("drop {table} {if_exists} {temporary}"),
            Statement::CreateView {
                name,
                columns,
                query,
                if_not_exists,
                or_replace,
            } => format!(
                "create {}view {name} {if_not_exists} {:?} [{query}]",
                if or_replace { "or replace " } else { "" },
                columns
                    .iter()
                    .map(|c| format!("{} {}", c.name, c.ty))
                    .collect::<Vec<_>>()
            ),
            Statement::DropView { name, if_exists } => format!("drop view {name} {if_exists}"),
            Statement::Truncate { table } => format!("truncate {table}"),
            Statement::Delete { table, predicate } => format!("delete {table} [{predicate}]"),
            Statement::AlterDelete { table, predicate } => {
                format!("alter delete {table} [{predicate}]")
            }
            Statement::AlterApplyDeletedMask { table, partition } => {
                format!("apply mask {table} {partition:?}")
            }
            Statement::Update {
                table,
                assignments,
                predicate,
                rewrite,
            } => format!("update {table} {assignments:?} [{predicate}] {rewrite}"),
            Statement::Optimize {
                table,
                final_,
                partition,
            } => format!("optimize {table} {final_} {partition:?}"),
            Statement::ModifyTtl { table, ttl } => format!("modify ttl {table} {ttl:?}"),
            Statement::ModifySettings { table, set, reset } => {
                format!("settings {table} {set:?} {reset:?}")
            }
            Statement::CheckTable {
                table,
                partition,
                part,
            } => format!("check {table} {partition:?} {part:?}"),
            Statement::MaterializeTtl { table } => format!("materialize ttl {table}"),
            Statement::AlterColumns { table, changes } => {
                format!("alter columns {table} {changes:?}")
            }
            Statement::AddReplica { id, address } => format!("add replica {id} {address}"),
            Statement::DropReplica { id } => format!("drop replica {id}"),
            Statement::SetMerges { table, stopped } => format!("merges {table:?} {stopped}"),
            Statement::Set(list) => format!("set {list:?}"),
            Statement::DropAbsent => "drop absent".to_string(),
            Statement::CreateDatabase {
                name,
                if_not_exists,
            } => format!("create database {name} {if_not_exists}"),
            Statement::DropDatabase { name, if_exists } => {
                format!("drop database {name} {if_exists}")
            }
            Statement::Use { database } => format!("use {database}"),
            Statement::ShowTablesFrom { database, .. } => format!("show tables from {database}"),
            Statement::Insert(i) => match i.source {
                InsertSource::Query(_) => format!("insert {} {:?} query", i.table, i.columns),
                InsertSource::Format { name, inline } => {
                    format!("insert {} {:?} {name} {inline:?}", i.table, i.columns)
                }
            },
        }
    }

    /// Each statement and what it is classified as: dispatch, readonly and metrics
    /// follow from this alone.
    #[test]
    fn statements_classify_by_structure() {
        let cases: &[(&str, &str)] = &[
            ("SELECT 1", "query"),
            ("  select 1;", "query"),
            ("(SELECT 1)", "query"),
            ("WITH x AS (SELECT 1) SELECT * FROM x", "query"),
            ("EXPLAIN SELECT 1", "query"),
            ("-- c\nSELECT 1", "query"),
            ("/* DROP TABLE t */ SELECT 1", "query"),
            ("DROP TABLE t", "drop t false"),
            ("drop table if exists `t`", "drop t true"),
            ("DROP\u{2003}TABLE\u{3000}\"t\"", "drop t false"),
            ("DROP TABLE default.t", "drop default.t false"),
            ("DROP TABLE other.t", "drop other.t false"),
            ("DROP VIEW IF EXISTS v", "drop view v true"),
            ("DROP VIEW d.v", "drop view d.v false"),
            (
                "CREATE VIEW v AS SELECT a FROM t WHERE a > 1",
                "create view v false [] [SELECT a FROM t WHERE a > 1]",
            ),
            (
                "create view if not exists d.v (a UInt32, `b` String) as (select 1 a, 'x' b) SETTINGS max_threads = 1",
                "create view d.v true [\"a UInt32\", \"b String\"] [(select 1 a, 'x' b) SETTINGS max_threads = 1]",
            ),
            ("CREATE VIEW v AS INSERT INTO t VALUES (1)", "error: Syntax error: expected a query"),
            ("CREATE OR REPLACE VIEW v AS SELECT 1", "create or replace view v false [] [SELECT 1]"),
            ("CREATE OR REPLACE VIEW IF NOT EXISTS v AS SELECT 1", "error: Syntax error"),
            (
                "CREATE OR REPLACE TABLE t (a Int8) ENGINE = Memory",
                "create or replace t false",
            ),
            (
                "CREATE OR REPLACE TABLE IF NOT EXISTS t (a Int8) ENGINE = Memory",
                "error: Syntax error",
            ),
            ("CREATE OR REPLACE TEMPORARY TABLE t (a Int8)", "error: CREATE OR REPLACE TEMPORARY"),
            ("CREATE MATERIALIZED VIEW v TO t AS SELECT 1", "error: materialized views are not supported"),
            ("DROP DATABASE IF EXISTS d", "drop database d true"),
            ("DROP DATABASE d", "drop database d false"),
            ("SHOW CREATE TABLE default.t", "show create default.t"),
            ("DROP TABLE `db.t`", "error: invalid: bad identifier \"db.t\""),
            ("SHOW CREATE t", "show create t"),
            ("SHOW DATABASES LIKE 'd%'", "query"),
            ("SHOW TABLES FROM system", "query"),
            ("SHOW TABLES FROM d", "show tables from d"),
            ("SHOW TABLES FROM d LIMIT 2 * 2", "show tables from d"),
            (
                "SHOW TABLES LIMIT 2 junk",
                "error: Syntax error: expected a number after LIMIT (SHOW TABLES [FROM db] [[NOT] LIKE 'pattern'] [LIMIT n])",
            ),
            ("CREATE DATABASE IF NOT EXISTS d ENGINE = Atomic COMMENT 'c'", "create database d true"),
            ("CREATE DATABASE default", "error: Database default already exists. (DATABASE_ALREADY_EXISTS)"),
            ("CREATE DATABASE IF NOT EXISTS system", "drop absent"),
            ("USE d", "use d"),
            ("SHOW TABLES LIKE", "error: Syntax error: expected a pattern after LIKE (SHOW TABLES [FROM db] [[NOT] LIKE 'pattern'] [LIMIT n])"),
            ("EXISTS TABLE default.t", "query"),
            ("EXISTS d.t", "query"),
            ("USE default", "use default"),
            ("CREATE TABLE t2 AS t", "create t2 false as t false"),
            (
                "CREATE TABLE IF NOT EXISTS t2 AS db.t ENGINE = Memory",
                "create t2 true as db.t true",
            ),
            ("DROP DATABASE IF EXISTS default", "error: DROP DATABASE default is not supported"),
            ("INSERT INTO t VALUES (1) (2), (3)('a(')", "insert t [] query"),
            ("/* x */ DROP -- y\n TABLE t;", "drop t false"),
            ("TRUNCATE TABLE t", "truncate t"),
            ("TRUNCATE t", "truncate t"),
            ("SHOW TABLES", "show tables"),
            ("DESCRIBE TABLE t", "describe t"),
            ("DESC t", "describe t"),
            ("DELETE FROM t WHERE a = 1", "delete t [a = 1]"),
            (
                "DELETE FROM t WHERE a = 'WHERE' SETTINGS lightweight_deletes_sync = 2",
                "delete t [a = 'WHERE']",
            ),
            (
                "DELETE FROM t",
                "error: DELETE needs a WHERE clause (use TRUNCATE TABLE to remove every row)",
            ),
            ("ALTER TABLE t DELETE WHERE a > 1", "alter delete t [a > 1]"),
            ("ALTER TABLE t APPLY DELETED MASK", "apply mask t None"),
            ("ALTER TABLE t APPLY DELETED MASK IN PARTITION 5", "apply mask t Some(\"5\")"),
            ("ALTER TABLE t APPLY DELETED MASK IN PARTITION 05", "apply mask t Some(\"5\")"),
            ("ALTER TABLE t APPLY DELETED MASK IN PARTITION -5", "apply mask t Some(\"-5\")"),
            (
                "ALTER TABLE t APPLY DELETED MASK IN PARTITION ID '2024'",
                "apply mask t Some(\"2024\")",
            ),
            (
                "ALTER TABLE t APPLY DELETED MASK IN PARTITION 'x'",
                "error: ALTER TABLE t APPLY DELETED MASK takes",
            ),
            (
                "ALTER TABLE t UPDATE a = 1 WHERE 1",
                "update t [(\"a\", \"1\")] [1] true",
            ),
            (
                "ALTER TABLE t UPDATE _row_exists = 0 WHERE id % 10 = 4",
                "delete t [id % 10 = 4]",
            ),
            (
                "ALTER TABLE t UPDATE _row_exists = 1 WHERE 1",
                "error: _row_exists can only be set to 0, alone",
            ),
            (
                "ALTER TABLE t UPDATE _row_exists = 0, v = 1 WHERE 1",
                "error: _row_exists can only be set to 0, alone",
            ),
            // Commas inside a command (arguments, tuples, an UPDATE's assignments) do
            // not end it; a top-level one after its WHERE does.
            (
                "ALTER TABLE t UPDATE v = 1, w = f(1, 2) WHERE id IN (1, 2), DELETE WHERE id % 10 = 1, UPDATE _row_exists = 0 WHERE x = 'a, DELETE', APPLY DELETED MASK",
                "alter t: update t [(\"v\", \"1\"), (\"w\", \"f(1, 2)\")] [id IN (1, 2)] true; alter delete t [id % 10 = 1]; delete t [x = 'a, DELETE']; apply mask t None",
            ),
            (
                "ALTER TABLE t DELETE WHERE a = 1, DROP COLUMN b",
                "error: an ALTER's column commands",
            ),
            (
                "ALTER TABLE t ADD COLUMN IF NOT EXISTS m Map(String, UInt8) DEFAULT map('a', 1) AFTER v, DROP COLUMN w, RENAME COLUMN `x y` TO z, MODIFY COLUMN q Decimal(10, 2) DEFAULT 1 COMMENT 'the q' CODEC(ZSTD(1)) FIRST, COMMENT COLUMN IF EXISTS z 'zed'",
                "alter columns t [Add { column: ColumnDef { name: \"m\", ty: Map(String, UInt8), default: Some(\"map('a', 1)\"), kind: Default, comment: \"\", codec: \"\" }, if_not_exists: true, position: After(\"v\") }, Drop { name: \"w\", if_exists: false }, Rename { from: \"x y\", to: \"z\", if_exists: false }, Modify { name: \"q\", ty: Some(Decimal(10, 2)), default: Some((Default, \"1\")), comment: Some(\"the q\"), codec: Some([Codec { name: \"ZSTD\", args: [\"1\"] }]), if_exists: false, position: First }, Comment { name: \"z\", comment: \"zed\", if_exists: true }]",
            ),
            (
                "ALTER TABLE t APPLY DELETED MASK, FREEZE",
                "error: supported: ALTER TABLE t DELETE WHERE",
            ),
            ("ALTER TABLE t DELETE WHERE a = 1,", "error: supported: ALTER TABLE t DELETE WHERE"),
            ("OPTIMIZE TABLE t FINAL", "optimize t true None"),
            ("OPTIMIZE TABLE t", "optimize t false None"),
            ("optimize table t final;", "optimize t true None"),
            (
                "OPTIMIZE TABLE t PARTITION 10 FINAL",
                "optimize t true Some(\"10\")",
            ),
            (
                "OPTIMIZE TABLE t PARTITION ID '2024'",
                "optimize t false Some(\"2024\")",
            ),
            (
                "OPTIMIZE TABLE t PARTITION 'x'",
                "error: supported: OPTIMIZE TABLE t [PARTITION n",
            ),
            (
                "ALTER TABLE t MODIFY TTL d + INTERVAL 1 DAY, e DELETE WHERE k = 1",
                "modify ttl t [TtlRule { expr: \"d + INTERVAL 1 DAY\", filter: None }, TtlRule { expr: \"e\", filter: Some(\"k = 1\") }]",
            ),
            ("ALTER TABLE t REMOVE TTL", "modify ttl t []"),
            ("CHECK TABLE t", "check t None None"),
            ("CHECK TABLE t PARTITION tuple()", "check t Some(\"all\") None"),
            ("CHECK TABLE t PARTITION ID '2024'", "check t Some(\"2024\") None"),
            ("CHECK TABLE t PART 'all_1_1_0'", "check t None Some(\"all_1_1_0\")"),
            (
                "CHECK TABLE t PART all_1_1_0",
                "error: Syntax error: supported: CHECK TABLE t [PARTITION n | PARTITION ID 'id' | PART 'name']",
            ),
            (
                "ALTER TABLE t MODIFY SETTING exclude_deleted_rows_for_part_size_in_merge = 1, merge_with_ttl_timeout = '60'",
                "settings t [(\"exclude_deleted_rows_for_part_size_in_merge\", \"1\"), (\"merge_with_ttl_timeout\", \"60\")] []",
            ),
            (
                "ALTER TABLE t RESET SETTING a, b",
                "settings t [] [\"a\", \"b\"]",
            ),
            ("ALTER TABLE t RESET SETTING a,", "error: Syntax error: expected RESET SETTING name, …"),
            ("ALTER TABLE t MODIFY SETTING", "error: Syntax error: expected MODIFY SETTING name = value, …"),
            (
                "ALTER TABLE t MODIFY SETTING a = 1, a = 2",
                "error: Setting a is named twice in one ALTER. (BAD_ARGUMENTS)",
            ),
            ("ALTER TABLE t MATERIALIZE TTL", "materialize ttl t"),
            (
                "ALTER TABLE t MATERIALIZE TTL IN PARTITION 1",
                "error: Syntax error: unexpected IN (ALTER TABLE t MATERIALIZE TTL takes nothing more)",
            ),
            (
                "ALTER TABLE t MODIFY TTL d TO DISK 'x'",
                "error: TTL TO DISK 'x' is not supported",
            ),
            ("ALTER TABLE t MODIFY TTL", "error: TTL needs an expression"),
            (
                "ALTER TABLE t DELETE WHERE x = 1, MODIFY TTL d",
                "error: a TTL command (MODIFY TTL, REMOVE TTL, MATERIALIZE TTL) is an ALTER's only command",
            ),
            (
                "ALTER TABLE t APPLY DELETED MASK, REMOVE TTL",
                "error: a TTL command",
            ),
            ("SYSTEM ADD REPLICA 4 'h:9001'", "add replica 4 h:9001"),
            ("SYSTEM DROP REPLICA 4", "drop replica 4"),
            ("SYSTEM STOP MERGES", "merges None true"),
            ("system start merges d.t", "merges Some(\"d.t\") false"),
            ("SYSTEM STOP MERGES `t`", "merges Some(\"t\") true"),
            ("SYSTEM STOP MERGES t u", "error: Syntax error"),
            ("SYSTEM STOP FETCHES t", "error: supported: SYSTEM ADD REPLICA"),
            (
                "SYSTEM DROP REPLICA 0",
                "error: a replica id is a positive integer",
            ),
            (
                "CREATE TABLE t (a UInt8) ENGINE = MergeTree PARTITION BY a ORDER BY a",
                "create t false",
            ),
            (
                "CREATE\u{2003}TABLE IF NOT EXISTS default.t (a UInt8) ENGINE = MergeTree ORDER BY a",
                "create default.t true",
            ),
            ("INSERT INTO t VALUES (1)", "insert t [] query"),
            ("INSERT INTO t (a, b) SELECT 1, 2", "insert t [\"a\", \"b\"] query"),
            (
                "INSERT INTO t FORMAT CSV\n1,\"x\n",
                "insert t [] CSV Some(\"1,\\\"x\\n\")",
            ),
            ("INSERT INTO `t` FORMAT JSONEachRow", "insert t [] JSONEachRow None"),
            (
                "INSERT INTO t SETTINGS async_insert = 0 FORMAT TSV\n1\t2",
                "insert t [] TSV Some(\"1\\t2\")",
            ),
            ("(DROP TABLE IF t", "error: Syntax error: sql parser error: Expected: SELECT, VALUES, or a subquery in the query body, found: DROP at Line: 1, Column: 2"),
            ("UPDATE t SET a = 1", "error: UPDATE needs a WHERE clause (WHERE 1 changes every row)"),
            (
                "UPDATE default.t SET a = a + 1, b = concat(b, ',', 'x') WHERE id IN (1, 2) AND f(a, b)",
                "update default.t [(\"a\", \"a + 1\"), (\"b\", \"concat(b, ',', 'x')\")] [id IN (1, 2) AND f(a, b)] false",
            ),
            (
                "ALTER TABLE t UPDATE s = 'where' WHERE 1 SETTINGS mutations_sync = 2",
                "update t [(\"s\", \"'where'\")] [1] true",
            ),
            ("UPDATE t SET a = 1, a = 2 WHERE 1", "error: UPDATE sets column a twice"),
            ("UPDATE t SET a WHERE 1", "error: Syntax error: UPDATE takes SET column = expression, … WHERE condition"),
            ("UPDATE t SET WHERE 1", "error: Syntax error: UPDATE takes SET column = expression, … WHERE condition"),
            ("SELECT 1; DROP TABLE t", "error: Syntax error: multi-statement queries are not supported (';' at byte 8)"),
            ("", "error: Empty query"),
            ("  -- nothing\n", "error: Empty query"),
            ("SELECT 'unterminated", "error: Syntax error: Unterminated string literal at Line: 1, Column: 8"),
        ];
        let mut wrong = vec![];
        for (sql, want) in cases {
            let got = kind_of(sql);
            if !got.starts_with(want) {
                wrong.push(format!("{sql:?}: got {got:?}, want {want:?}"));
            }
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    /// `VALUES` rows without commas between them get them; commas inside a row, in a
    /// string or already there are left alone.
    #[test]
    fn values_rows_get_their_commas() {
        let text = "VALUES (1, 'a) (b') (2)(3), (f(4)) ";
        let (toks, _) = tokenize(text);
        assert_eq!(
            values_rows_with_commas(text, &toks),
            "VALUES (1, 'a) (b'), (2),(3), (f(4))"
        );
        let text = "SELECT (1) (2)";
        let (toks, _) = tokenize(text);
        assert_eq!(values_rows_with_commas(text, &toks), text);
    }

    #[test]
    fn trailing_clauses_come_off_in_either_order() {
        let c = classify("SELECT 'FORMAT x', settings FROM t SETTINGS apply_deleted_mask = 0, max_threads = 2 FORMAT JSON;").unwrap();
        assert_eq!(c.format.as_deref(), Some("JSON"));
        assert_eq!(
            c.settings,
            vec![
                ("apply_deleted_mask".to_string(), "0".to_string()),
                ("max_threads".to_string(), "2".to_string())
            ]
        );
        let c = classify("SELECT 1 FORMAT CSV SETTINGS read_consistency = 'local'").unwrap();
        assert_eq!(c.format.as_deref(), Some("CSV"));
        assert_eq!(
            c.settings,
            vec![("read_consistency".into(), "local".into())]
        );
        // A subquery's SETTINGS are the statement's, taken out of its text.
        let c = classify("SELECT * FROM (SELECT 1 SETTINGS max_threads = 1) WHERE 1 IN (SELECT 1 SETTINGS max_rows_to_read = 5) SETTINGS readonly = 1").unwrap();
        assert_eq!(
            c.settings,
            [
                ("readonly".to_string(), "1".to_string()),
                ("max_threads".to_string(), "1".to_string()),
                ("max_rows_to_read".to_string(), "5".to_string())
            ]
        );
        assert!(classify("SELECT * FROM (SELECT 1 SETTINGS max_threads)").is_err());
        // A column named settings is a column.
        for sql in [
            "SELECT count(settings) FROM t",
            "SELECT * FROM t WHERE id IN (SELECT id FROM u WHERE settings = 1)",
            "CREATE TABLE t (id UInt64, settings String) ENGINE = MergeTree ORDER BY id",
            "DELETE FROM t WHERE (settings = 'x')",
        ] {
            assert!(classify(sql).is_ok(), "{sql}");
        }
        // A CREATE's SETTINGS belong to the table.
        let c = classify("CREATE TABLE t (a UInt8) ENGINE = MergeTree ORDER BY a SETTINGS index_granularity = 8192").unwrap();
        assert!(c.settings.is_empty());
    }

    /// Reads are the only statements a GET (readonly) may run; a parenthesis,
    /// comment or odd whitespace before a write does not make it a read.
    #[test]
    fn only_reads_are_reads() {
        for sql in [
            "SELECT 1",
            "SHOW TABLES",
            "DESC t",
            "(SELECT 1)",
            "EXPLAIN SELECT 1",
        ] {
            assert!(classify(sql).unwrap().statement.is_read(), "{sql}");
        }
        for sql in [
            "DROP TABLE t",
            "\u{a0}DROP TABLE t",
            "/**/TRUNCATE t",
            "INSERT INTO t VALUES (1)",
            "DELETE FROM t WHERE 1",
            "OPTIMIZE TABLE t",
            "SYSTEM DROP REPLICA 2",
            "ALTER TABLE t DELETE WHERE 1",
            "CREATE TABLE t (a UInt8) ENGINE = MergeTree ORDER BY a",
        ] {
            assert!(!classify(sql).unwrap().statement.is_read(), "{sql}");
        }
        assert!(classify("(DROP TABLE IF t").is_err());
        assert!(classify("EXPLAIN DELETE FROM t WHERE 1").is_err());
    }

    #[test]
    fn a_long_insert_is_classified_from_its_head() {
        let mut sql = String::from("INSERT INTO t FORMAT CSV\n");
        while sql.len() <= HEAD_BYTES * 2 {
            sql.push_str("1,'unterminated\n");
        }
        let c = classify(&sql).unwrap();
        let Statement::Insert(Insert {
            source: InsertSource::Format {
                inline: Some(d), ..
            },
            ..
        }) = c.statement
        else {
            panic!("an insert with data")
        };
        assert!(d.starts_with("1,'unterminated\n"));
        assert_eq!(insert_data_start("INSERT INTO t FORMAT CSV\n1"), Some(25));
        assert_eq!(insert_data_start("INSERT INTO t FORMAT CS"), None);
        assert_eq!(insert_data_start("SELECT 1"), None);
    }
}

#[cfg(test)]
mod depth_tests {
    /// Deep nesting and long chains are an answer from the classifier, not a stack
    /// overflow.
    #[test]
    fn deep_nesting_is_classified() {
        let n = 4000;
        for sql in [
            format!("{}SELECT 1{}", "(".repeat(n), ")".repeat(n)),
            format!("SELECT {}1", "1 + ".repeat(n)),
            format!("SELECT {}1{}", "(".repeat(n), ")".repeat(n)),
            format!("SELECT {}", "-".repeat(n)),
            format!("SELECT [{}]", "[".repeat(n)),
            format!("SELECT * FROM t WHERE {}", vec!["id = 1"; n].join(" OR ")),
        ] {
            let _ = super::classify(&sql);
        }
    }
}
