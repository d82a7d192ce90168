//! `CREATE TABLE` in the ClickHouse form, parsed from sqlparser's tokens: sqlparser
//! does not accept `PARTITION BY` before `ORDER BY`, nor every engine clause.

use maskhouse_types::{ColumnDef, ColumnType, DefaultKind, Engine, TableSchema, TtlRule};
use sqlparser::tokenizer::Token;

use crate::{
    statement::{settings_list, Cursor, Tok},
    Error, Result,
};

/// Splits `toks` at top-level commas.
pub(crate) fn split_commas(toks: &[Tok]) -> Vec<&[Tok]> {
    let mut out = vec![];
    let mut depth = 0i32;
    let mut from = 0;
    for (i, t) in toks.iter().enumerate() {
        match t.token {
            Token::LParen | Token::LBracket => depth += 1,
            Token::RParen | Token::RBracket => depth -= 1,
            Token::Comma if depth == 0 => {
                out.push(&toks[from..i]);
                from = i + 1;
            }
            _ => {}
        }
    }
    out.push(&toks[from..]);
    out
}

/// Indices of the top-level tokens of `toks` (outside parentheses).
fn top_level(toks: &[Tok]) -> Vec<usize> {
    let mut out = vec![];
    let mut depth = 0i32;
    for (i, t) in toks.iter().enumerate() {
        match t.token {
            Token::LParen | Token::LBracket => depth += 1,
            Token::RParen | Token::RBracket => depth -= 1,
            _ if depth == 0 => out.push(i),
            _ => {}
        }
    }
    out
}

/// The index of the parenthesis closing the one at `open`.
pub(crate) fn group_end(toks: &[Tok], open: usize) -> Option<usize> {
    let mut depth = 0i32;
    for (i, t) in toks.iter().enumerate().skip(open) {
        match t.token {
            Token::LParen => depth += 1,
            Token::RParen => depth -= 1,
            _ => {}
        }
        if depth == 0 {
            return Some(i);
        }
    }
    None
}

/// The text `toks` span in `text`.
fn span<'a>(text: &'a str, toks: &[Tok]) -> &'a str {
    match (toks.first(), toks.last()) {
        (Some(a), Some(b)) => &text[a.start..b.end],
        _ => "",
    }
}

/// A parsed `CREATE TABLE`.
pub(crate) struct Create {
    pub schema: TableSchema,
    pub if_not_exists: bool,
    /// `CREATE OR REPLACE TABLE`.
    pub or_replace: bool,
    /// `… AS SELECT …`: the query whose rows fill the table (and, with no column list,
    /// whose columns it has: the schema is then validated once they are known).
    pub as_select: Option<Box<sqlparser::ast::Query>>,
    /// `… AS other [ENGINE = …]`: the table (as named) whose columns it takes, and its
    /// engine and clauses too when the statement gives no ENGINE.
    pub like: Option<Like>,
    /// `CREATE TEMPORARY TABLE`: a table of the session ([`crate::temporary`]).
    pub temporary: bool,
    /// The columns written without a type (`b ALIAS a + 1`): their types are their
    /// expressions' ([`crate::predicate::SqlPredicates::infer_type`]).
    pub untyped: Vec<String>,
}

/// The table a `CREATE TABLE t AS other` copies.
#[derive(Debug)]
pub struct Like {
    pub table: String,
    /// Whether the statement gave an ENGINE of its own (with its own clauses).
    pub own_engine: bool,
}

/// Parses `CREATE TABLE [IF NOT EXISTS] name [(columns)] clauses [AS SELECT …]` from its
/// tokens (`toks`, over `text`).
pub(crate) fn parse_create(text: &str, toks: &[Tok]) -> Result<Create> {
    let mut c = Cursor::new(text, toks);
    c.word("CREATE")?;
    let or_replace = c.eat("OR");
    if or_replace {
        c.word("REPLACE")?;
    }
    let temporary = c.eat("TEMPORARY");
    if or_replace && temporary {
        return Err(Error::bad(
            "CREATE OR REPLACE TEMPORARY TABLE is not supported: DROP TEMPORARY TABLE, then CREATE",
        ));
    }
    c.word("TABLE")?;
    if or_replace && c.peek().is_some_and(|t| t.is("IF")) {
        return Err(Error::bad(
            "Syntax error: CREATE OR REPLACE TABLE takes no IF NOT EXISTS",
        ));
    }
    let if_not_exists = c.eat("IF");
    if if_not_exists {
        c.word("NOT")?;
        c.word("EXISTS")?;
    }
    let name = c.table()?;
    let mut untyped_columns = Vec::new();
    // The sorting key's expressions, in order (each a stored column of its own).
    let mut key_expressions: Vec<String> = Vec::new();
    // The clauses after the column list, and a query after a top-level `AS`.
    let (columns, mut tail) = if toks.get(c.i).is_some_and(|t| t.token == Token::LParen) {
        let close = group_end(toks, c.i)
            .ok_or_else(|| Error::bad("unbalanced parentheses in CREATE TABLE"))?;
        let mut columns = Vec::new();
        for element in split_commas(&toks[c.i + 1..close]) {
            if let Some(nested) = nested_columns(text, element)? {
                columns.extend(nested);
            } else if !is_skipping_index(element) {
                let (column, untyped) = parse_column_maybe_untyped(text, element)?;
                if untyped {
                    if temporary {
                        return Err(Error::bad(format!(
                            "column {} of a temporary table needs a type before its expression",
                            column.name
                        )));
                    }
                    untyped_columns.push(column.name.clone());
                }
                columns.push(column);
            }
        }
        (columns, &toks[close + 1..])
    } else {
        (vec![], &toks[c.i..])
    };
    let mut as_select = None;
    let mut like = None;
    if let Some(&at) = top_level(tail).iter().find(|&&i| tail[i].is("AS")) {
        let query = &tail[at + 1..];
        let is_query = query
            .first()
            .is_some_and(|t| t.is("SELECT") || t.is("WITH") || t.token == Token::LParen);
        if !is_query && columns.is_empty() && at == 0 {
            // `AS other [ENGINE = …]`: the columns (and, without an ENGINE, the engine
            // and its clauses) of another table.
            let mut source = Cursor::new(text, query);
            like = Some(source.table()?);
            tail = &query[source.i..];
        } else if !is_query {
            return Err(Error::bad(
                "CREATE TABLE … AS takes a query (AS SELECT …) or, right after the name, another table (AS t)",
            ));
        }
    }
    if let Some(&at) = top_level(tail)
        .iter()
        .find(|&&i| tail[i].is("AS"))
        .filter(|_| like.is_none())
    {
        let query = &tail[at + 1..];
        let (mut parser, marks) = crate::syntax::parser_marking_joins(span(text, query))?;
        let mut parsed = parser.parse_query()?;
        if parser.peek_token().token != Token::EOF {
            return Err(Error::bad(format!(
                "unexpected {} after CREATE TABLE's query",
                parser.peek_token().token
            )));
        }
        crate::joins::rewrite_query(&mut parsed, &marks)?;
        crate::dialect::bind_set_clauses(&mut parsed);
        as_select = Some(parsed);
        tail = &tail[..at];
    }
    if columns.is_empty() && as_select.is_none() && like.is_none() {
        return Err(Error::bad(
            "CREATE TABLE needs a column list or AS SELECT …",
        ));
    }
    // A default that reads a column whose name holds dots (`length(c.d)`) reads it by
    // that one name.
    let names: Vec<String> = columns.iter().map(|c| c.name.clone()).collect();
    let mut columns = columns;
    for c in &mut columns {
        if let Some(default) = &c.default {
            let columns = |t: &str| match t == name {
                true => names.clone(),
                false => vec![],
            };
            if let Some(resolved) = crate::dotted::resolve_text(default, &name, &columns)? {
                c.default = Some(resolved);
            }
        }
    }
    let mut schema = TableSchema {
        name,
        columns,
        order_by: vec![],
        partition_by: None,
        engine: Engine::MergeTree,
        settings: vec![],
        ttl: vec![],
        notes: Default::default(),
    };
    let mut saw_engine = false;
    let mut unsorted_engine = None;
    let mut join: Option<maskhouse_types::JoinEngine> = None;
    let mut key_clauses = false;
    for (clause, body) in clauses(text, tail)? {
        key_clauses |= matches!(clause, "ORDER BY" | "PRIMARY KEY" | "PARTITION BY");
        match clause {
            "ENGINE" => {
                let body = match body.first() {
                    Some(t) if t.token == Token::Eq => &body[1..],
                    _ => body,
                };
                let engine = match body.first().map(|t| &t.token) {
                    // ClickHouse writes `Null` in backquotes (a keyword).
                    Some(Token::Word(w)) if matches!(w.quote_style, None | Some('`')) => {
                        w.value.as_str()
                    }
                    _ => return Err(Error::bad("ENGINE needs a name")),
                };
                // Engine arguments (a ReplicatedMergeTree's path and replica) are
                // not needed: replication is the cluster's.
                let args_ok = match body.get(1).map(|t| &t.token) {
                    None => true,
                    Some(Token::LParen) => group_end(body, 1) == Some(body.len() - 1),
                    Some(_) => false,
                };
                if !args_ok {
                    return Err(Error::bad(format!(
                        "unexpected {:?} after ENGINE = {engine}",
                        span(text, &body[1..])
                    )));
                }
                let args = match body.len() {
                    0 | 1 => &body[..0],
                    n => &body[2..n - 1],
                };
                schema.engine = match engine {
                    "MergeTree" => Engine::MergeTree,
                    "ReplicatedMergeTree" => Engine::ReplicatedMergeTree,
                    "ReplacingMergeTree" | "ReplicatedReplacingMergeTree" => {
                        let replicated = engine.starts_with("Replicated");
                        Engine::ReplacingMergeTree {
                            version: replacing_version(text, args, replicated)?,
                            replicated,
                        }
                    }
                    // Replicated and durable like every table here, in insertion order
                    // (docs/sql.md, "Statements").
                    "Memory" | "Log" | "TinyLog" | "StripeLog" | "Null" if args.is_empty() => {
                        unsorted_engine = Some(engine);
                        Engine::MergeTree
                    }
                    // A replacing table keyed by the join keys (ANY) or a table in
                    // insertion order (docs/sql.md, "Join tables").
                    "Join" => {
                        join = Some(join_engine(text, args)?);
                        unsorted_engine = Some(engine);
                        Engine::MergeTree
                    }
                    other => {
                        return Err(Error::bad(format!(
                            "unsupported engine {other:?}; use MergeTree, ReplacingMergeTree, their Replicated forms, Memory, Log or Join"
                        )))
                    }
                };
                saw_engine = true;
            }
            "ORDER BY" => {
                let names = column_names(&schema);
                schema.order_by = key_names(key_columns(text, body, &names)?, &mut key_expressions)
            }
            "PRIMARY KEY" => {
                let names = column_names(&schema);
                let key = key_names(key_columns(text, body, &names)?, &mut key_expressions);
                if !schema.order_by.is_empty() && !schema.order_by.starts_with(&key) {
                    return Err(Error::bad("PRIMARY KEY must be a prefix of ORDER BY"));
                }
                if schema.order_by.is_empty() {
                    schema.order_by = key;
                }
            }
            "PARTITION BY" => {
                if body.is_empty() {
                    return Err(Error::bad("PARTITION BY needs an expression"));
                }
                // `PARTITION BY tuple()` is one partition, as no PARTITION BY.
                let empty_tuple = body.len() == 3
                    && body[0].is("tuple")
                    && body[1].token == Token::LParen
                    && body[2].token == Token::RParen;
                if !empty_tuple {
                    schema.partition_by = Some(span(text, body).to_string());
                }
            }
            "TTL" => schema.ttl = ttl_rules(text, body)?,
            "SAMPLE BY" => {
                if body.is_empty() {
                    return Err(Error::bad("SAMPLE BY needs an expression"));
                }
                schema.notes.sample_by = Some(span(text, body).to_string());
            }
            "COMMENT" => match body {
                [Tok {
                    token: Token::SingleQuotedString(comment),
                    ..
                }] => schema.notes.comment = comment.clone(),
                _ => {
                    return Err(Error::bad(
                        "CREATE TABLE … COMMENT takes one string literal",
                    ))
                }
            },
            _ => {
                let settings = settings_list(body)?;
                match join.as_mut() {
                    Some(join) => join_settings(&settings, join)?,
                    None => {
                        crate::table_settings::check(&settings)?;
                        crate::table_settings::sanity_check(&settings)?;
                    }
                }
                schema.settings.extend(settings);
            }
        }
    }
    // A temporary table is ClickHouse's `ENGINE = Memory` unless it names one.
    if !saw_engine && like.is_none() && !temporary {
        return Err(Error::bad("CREATE TABLE needs ENGINE = MergeTree"));
    }
    if let Some(engine) = unsorted_engine.filter(|_| key_clauses) {
        return Err(Error::bad(format!(
            "Engine {engine} doesn't support PARTITION BY, PRIMARY KEY or ORDER BY clauses"
        ))
        .with_code(maskhouse_types::codes::BAD_ARGUMENTS));
    }
    if let Some(engine) = unsorted_engine.filter(|_| !schema.ttl.is_empty()) {
        return Err(Error::bad(format!(
            "Engine {engine} doesn't support TTL clause (BAD_ARGUMENTS)"
        ))
        .with_code(maskhouse_types::codes::BAD_ARGUMENTS));
    }
    if temporary && unsorted_engine == Some("Null") {
        return Err(
            Error::bad("a temporary table cannot be of ENGINE = Null (NOT_IMPLEMENTED)")
                .with_code(maskhouse_types::codes::NOT_IMPLEMENTED),
        );
    }
    schema.notes.engine = unsorted_engine.map(str::to_string);
    if let Some(join) = join {
        if !schema.columns.is_empty() {
            if let Some(key) = join.keys.iter().find(|k| schema.column(k).is_none()) {
                return Err(Error::bad(format!(
                    "No key column {key} in table {} of ENGINE = Join (NO_SUCH_COLUMN_IN_TABLE)",
                    schema.name
                ))
                .with_code(maskhouse_types::codes::NO_SUCH_COLUMN_IN_TABLE));
            }
        }
        if temporary {
            return Err(Error::bad(
                "a temporary table cannot be of ENGINE = Join (NOT_IMPLEMENTED)",
            )
            .with_code(maskhouse_types::codes::NOT_IMPLEMENTED));
        }
        if join.one_row_per_key() {
            schema.engine = Engine::ReplacingMergeTree {
                version: None,
                replicated: false,
            };
            schema.order_by = join.keys.clone();
        }
        schema.notes.engine = Some(join.clause());
        schema.notes.join = Some(join);
    }
    // Each sorting key expression is a stored column computed from the row, its type
    // the expression's.
    for (at, expression) in key_expressions.iter().enumerate() {
        if temporary {
            return Err(Error::bad(
                "a temporary table has no sorting key expressions",
            ));
        }
        let name = format!("{}{at}", maskhouse_types::SORT_KEY_PREFIX);
        // An expression only a PRIMARY KEY named, which the ORDER BY then replaced,
        // has no column.
        if !schema.order_by.contains(&name) {
            continue;
        }
        schema.columns.push(ColumnDef {
            name: name.clone(),
            ty: ColumnType::String,
            default: Some(expression.clone()),
            kind: DefaultKind::SortKey,
            comment: String::new(),
            codec: String::new(),
        });
        untyped_columns.push(name);
    }
    // A table that takes its columns from its query is validated once they are known.
    if schema.columns.iter().any(|c| !c.is_sort_key_expression()) {
        // The name as it will be once resolved in the current database (any database
        // leaves a valid name valid).
        let mut resolved = schema.clone();
        resolved.name = crate::statement::resolve_table(&schema.name, "default");
        // Columns without a type are checked once their types are inferred.
        if untyped_columns.is_empty() {
            resolved.validate().map_err(|e| Error::bad(e.to_string()))?;
        }
        no_virtual_names(&schema)?;
        default_order(&schema)?;
    }
    Ok(Create {
        schema,
        if_not_exists,
        or_replace,
        as_select,
        like: like.map(|table| Like {
            table,
            own_engine: saw_engine,
        }),
        temporary,
        untyped: untyped_columns,
    })
}

/// The rules of a table's `TTL` clause (`toks`, after the word): `expr [DELETE]
/// [WHERE cond]`, separated by commas. What else a rule may do in ClickHouse (move
/// parts to a disk or volume, roll rows up with GROUP BY, recompress) is refused
/// clearly; the types are checked once the columns are known
/// ([`crate::Engine::check_ttl`]).
pub(crate) fn ttl_rules(text: &str, toks: &[Tok]) -> Result<Vec<TtlRule>> {
    if toks.is_empty() {
        return Err(Error::bad("TTL needs an expression"));
    }
    let mut rules = vec![];
    for rule in split_commas(toks) {
        let top = top_level(rule);
        if let Some(&at) = top.iter().find(|&&i| {
            ["TO", "GROUP", "RECOMPRESS", "SET"]
                .iter()
                .any(|w| rule[i].is(w))
        }) {
            return Err(Error::bad(format!(
                "TTL {} is not supported: a TTL here deletes rows (TTL expr [DELETE] [WHERE cond])",
                span(text, &rule[at..])
            ))
            .with_code(maskhouse_types::codes::NOT_IMPLEMENTED));
        }
        let (head, filter) = match top.iter().find(|&&i| rule[i].is("WHERE")) {
            Some(&at) => (&rule[..at], Some(&rule[at + 1..])),
            None => (rule, None),
        };
        let head = match head.split_last() {
            Some((last, expr)) if last.is("DELETE") => expr,
            _ => head,
        };
        if head.is_empty() || filter.is_some_and(|f| f.is_empty()) {
            return Err(Error::bad(format!(
                "a TTL rule is expr [DELETE] [WHERE cond], got {:?}",
                span(text, rule)
            )));
        }
        rules.push(TtlRule {
            expr: span(text, head).to_string(),
            filter: filter.map(|f| span(text, f).to_string()),
        });
    }
    Ok(rules)
}

/// Refuses a column named as one of the virtual columns a query may read
/// (`_part`, `_part_offset`, `_row_exists`): the two could not be told apart.
pub(crate) fn no_virtual_names(schema: &TableSchema) -> Result<()> {
    match schema.columns.iter().find(|c| {
        crate::scan::VIRTUAL_COLUMNS.contains(&c.name.as_str())
            || (c.name.starts_with(maskhouse_types::SORT_KEY_PREFIX) && !c.is_sort_key_expression())
    }) {
        Some(c) => Err(Error::bad(format!(
            "column name {} is reserved (a virtual column's, or a sorting key expression's)",
            c.name
        ))
        .with_code(maskhouse_types::codes::ILLEGAL_COLUMN)),
        None => Ok(()),
    }
}

/// The version column named by `ReplacingMergeTree([ver])` or
/// `ReplicatedReplacingMergeTree(['path', 'replica',] [ver])`, from the tokens between
/// the parentheses. The path and replica are the cluster's business and are skipped;
/// `is_deleted` is refused clearly.
/// The arguments of `ENGINE = Join(strictness, kind, k1[, k2…])`.
fn join_engine(text: &str, args: &[Tok]) -> Result<maskhouse_types::JoinEngine> {
    let words: Vec<Option<&str>> = split_commas(args)
        .into_iter()
        .map(|a| match a {
            [Tok {
                token: Token::Word(w),
                ..
            }] => Some(w.value.as_str()),
            _ => None,
        })
        .collect();
    let bad = || {
        Error::bad(format!(
            "ENGINE = Join takes (strictness, kind, key columns…), got Join({})",
            span(text, args)
        ))
        .with_code(maskhouse_types::codes::NUMBER_OF_ARGUMENTS_DOESNT_MATCH)
    };
    let [Some(strictness), Some(kind), keys @ ..] = words.as_slice() else {
        return Err(bad());
    };
    if keys.is_empty() || keys.iter().any(Option::is_none) {
        return Err(bad());
    }
    let strictness = strictness.to_ascii_uppercase();
    let kind = kind.to_ascii_uppercase();
    if !["ANY", "ALL", "SEMI", "ANTI"].contains(&strictness.as_str()) {
        return Err(Error::bad(format!(
            "First parameter of storage Join must be ANY or ALL or SEMI or ANTI, got {strictness} (BAD_ARGUMENTS)"
        ))
        .with_code(maskhouse_types::codes::BAD_ARGUMENTS));
    }
    if !["LEFT", "INNER", "RIGHT", "FULL"].contains(&kind.as_str()) {
        return Err(Error::bad(format!(
            "Kind of ENGINE = Join must be LEFT, INNER, RIGHT or FULL, got {kind}"
        ))
        .with_code(maskhouse_types::codes::BAD_ARGUMENTS));
    }
    if strictness == "ANY" && kind == "FULL" {
        return Err(
            Error::bad("ANY FULL JOINs are not implemented. (NOT_IMPLEMENTED)")
                .with_code(maskhouse_types::codes::NOT_IMPLEMENTED),
        );
    }
    Ok(maskhouse_types::JoinEngine {
        strictness,
        kind,
        keys: keys.iter().flatten().map(|k| k.to_string()).collect(),
        take_last_row: false,
    })
}

/// The `SETTINGS` of a Join table: `join_any_take_last_row` (0 or 1), `persistent`
/// (every table here is durable: 0 changes nothing), and the legacy
/// `any_join_distinct_right_table_keys` and `join_use_nulls = 0`, which change nothing
/// for a table. Others are refused.
fn join_settings(
    settings: &[(String, String)],
    join: &mut maskhouse_types::JoinEngine,
) -> Result<()> {
    for (name, value) in settings {
        let flag = match value.as_str() {
            "0" => false,
            "1" => true,
            _ => {
                return Err(Error::bad(format!(
                    "setting {name} of ENGINE = Join takes 0 or 1, got {value}"
                ))
                .with_code(maskhouse_types::codes::BAD_ARGUMENTS))
            }
        };
        match name.as_str() {
            "join_any_take_last_row" => join.take_last_row = flag,
            "persistent" | "any_join_distinct_right_table_keys" => {}
            "join_use_nulls" if !flag => {}
            _ => {
                return Err(Error::bad(format!(
                    "setting {name} = {value} is not supported for ENGINE = Join (persistent, join_any_take_last_row and any_join_distinct_right_table_keys are)"
                ))
                .with_code(maskhouse_types::codes::NOT_IMPLEMENTED))
            }
        }
    }
    Ok(())
}

fn replacing_version(text: &str, args: &[Tok], replicated: bool) -> Result<Option<String>> {
    let mut args: Vec<&[Tok]> = split_commas(args)
        .into_iter()
        .filter(|a| !a.is_empty())
        .collect();
    if replicated {
        let literal = |a: &&&[Tok]| {
            matches!(
                a,
                [Tok {
                    token: Token::SingleQuotedString(_),
                    ..
                }]
            )
        };
        let paths = args.iter().take_while(literal).count();
        if paths == 1 {
            return Err(Error::bad(
                "ReplicatedReplacingMergeTree takes a path and a replica name, or neither",
            ));
        }
        args.drain(..paths.min(2));
    }
    match args.as_slice() {
        [] => Ok(None),
        [[Tok {
            token: Token::Word(w),
            ..
        }]] => Ok(Some(w.value.clone())),
        [_, _] => Err(Error::bad(
            "ReplacingMergeTree's is_deleted column is not supported; delete rows with DELETE FROM",
        )),
        _ => Err(Error::bad(format!(
            "ReplacingMergeTree takes an optional version column, got ({})",
            args.iter()
                .map(|a| span(text, a))
                .collect::<Vec<_>>()
                .join(", ")
        ))),
    }
}

/// `n Nested(x T, y U, …)`: the columns `n.x Array(T)`, `n.y Array(U)`, … that
/// ClickHouse makes of a nested structure (its default, `flatten_nested = 1`); None
/// for any other column definition.
fn nested_columns(text: &str, toks: &[Tok]) -> Result<Option<Vec<ColumnDef>>> {
    let is_nested = matches!(
        (toks.get(1).map(|t| &t.token), toks.get(2).map(|t| &t.token)),
        (Some(Token::Word(w)), Some(Token::LParen)) if w.quote_style.is_none() && w.value == "Nested"
    );
    if !is_nested {
        return Ok(None);
    }
    let name = Cursor::new(text, toks).ident()?;
    let close = group_end(toks, 2)
        .ok_or_else(|| Error::bad(format!("unbalanced parentheses in column {name}")))?;
    if close + 1 != toks.len() {
        return Err(Error::bad(format!(
            "column {name}: a Nested structure takes no default, codec or other option here, got {:?}",
            span(text, &toks[close + 1..])
        )));
    }
    let fields = split_commas(&toks[3..close]);
    if fields.iter().all(|f| f.is_empty()) {
        return Err(Error::bad(format!(
            "column {name}: Nested needs at least one field"
        )));
    }
    fields
        .into_iter()
        .map(|field| {
            let inner = parse_column(text, field)?;
            if inner.default.is_some() {
                return Err(Error::bad(format!(
                    "column {name}.{}: a field of a Nested structure takes no default",
                    inner.name
                )));
            }
            Ok(ColumnDef {
                name: format!("{name}.{}", inner.name),
                ty: ColumnType::Array(Box::new(inner.ty)),
                default: None,
                kind: DefaultKind::Default,
                comment: String::new(),
                codec: String::new(),
            })
        })
        .collect::<Result<Vec<_>>>()
        .map(Some)
}

pub(crate) fn parse_column(text: &str, toks: &[Tok]) -> Result<ColumnDef> {
    let (column, untyped) = parse_column_maybe_untyped(text, toks)?;
    if untyped {
        let word = match column.kind {
            DefaultKind::Default => "DEFAULT",
            DefaultKind::Materialized => "MATERIALIZED",
            DefaultKind::Alias => "ALIAS",
            DefaultKind::SortKey => "ORDER BY",
        };
        return Err(Error::bad(format!(
            "column {} needs a type before {word} here (a type is inferred from the expression only in CREATE TABLE)",
            column.name
        )));
    }
    Ok(column)
}

/// As [`parse_column`], and a column written without a type before its `DEFAULT`,
/// `MATERIALIZED` or `ALIAS` expression (`b ALIAS a + 1`) too: it is returned with a
/// placeholder type and `true`, for its expression's type to be inferred.
pub(crate) fn parse_column_maybe_untyped(text: &str, toks: &[Tok]) -> Result<(ColumnDef, bool)> {
    let mut c = Cursor::new(text, toks);
    let name = c.column_name()?;
    let rest = &toks[c.i..];
    if rest.is_empty() {
        return Err(Error::bad(format!("column {name:?} needs a type")));
    }
    let options = column_options(text, &name, rest, "column option")?;
    let untyped = options.default.is_some() && options.ty.is_empty();
    let ty = match untyped {
        true => ColumnType::String,
        false => {
            ColumnType::parse(span(text, options.ty)).map_err(|e| Error::bad(e.to_string()))?
        }
    };
    let (default, kind) = match options.default {
        Some((kind, expr)) => (Some(expr), kind),
        None => (None, DefaultKind::Default),
    };
    let codec = options
        .codec
        .as_deref()
        .map(|c| codec_text(c, &ty))
        .unwrap_or_default();
    Ok((
        ColumnDef {
            name,
            ty,
            default,
            kind,
            codec,
            comment: options.comment.unwrap_or_default(),
        },
        untyped,
    ))
}

/// ClickHouse's column codecs: the ones that take no argument, and the ones that may
/// take one (a level, a width).
const CODECS_PLAIN: &[&str] = &[
    "NONE",
    "LZ4",
    "Default",
    "DoubleDelta",
    "Gorilla",
    "T64",
    "GCD",
];
const CODECS_WITH_LEVEL: &[&str] = &["LZ4HC", "Delta", "FPC", "ZSTD_QAT", "DEFLATE_QPL"];
/// The codecs that transform values (to be compressed after them, never before).
const CODECS_TRANSFORMING: &[&str] = &["Delta", "DoubleDelta", "Gorilla", "T64", "GCD", "FPC"];

/// Checks a column's `CODEC(…)` list (`toks`, inside the parentheses) as ClickHouse
/// does, though no codec changes how parts here are written: an unknown codec is
/// `UNKNOWN_CODEC` (432), arguments to a codec that takes none, or more than one, are
/// `BAD_ARGUMENTS` (36), and so is a transformation after a compression (`LZ4,
/// Delta`), which ClickHouse calls meaningless.
fn check_codecs(text: &str, name: &str, toks: &[Tok]) -> Result<Vec<Codec>> {
    let mut codecs = Vec::new();
    let mut compressed: Option<String> = None;
    for codec in split_commas(toks) {
        let Some(Token::Word(word)) = codec.first().map(|t| &t.token) else {
            return Err(Error::bad(format!(
                "column {name}: CODEC needs codec names, got {:?}",
                span(text, codec)
            ))
            .with_code(maskhouse_types::codes::BAD_ARGUMENTS));
        };
        let codec_name = word.value.as_str();
        let args = match codec.get(1) {
            None => 0,
            Some(t) if t.token == Token::LParen && group_end(codec, 1) == Some(codec.len() - 1) => {
                let args = split_commas(&codec[2..codec.len() - 1]);
                codecs.push(Codec {
                    name: codec_name.to_string(),
                    args: args.iter().map(|a| span(text, a).to_string()).collect(),
                });
                args.len()
            }
            Some(_) => {
                return Err(Error::bad(format!(
                    "column {name}: unexpected {:?} in CODEC",
                    span(text, codec)
                ))
                .with_code(maskhouse_types::codes::BAD_ARGUMENTS))
            }
        };
        let most = if CODECS_PLAIN.contains(&codec_name) {
            0
        } else if CODECS_WITH_LEVEL.contains(&codec_name) {
            1
        } else if codec_name == "ZSTD" {
            2
        } else if codec_name.starts_with("AES_") {
            0
        } else {
            return Err(Error::bad(format!(
                "Unknown codec family: {codec_name} (UNKNOWN_CODEC)"
            ))
            .with_code(maskhouse_types::codes::UNKNOWN_CODEC));
        };
        if args > most {
            return Err(Error::bad(format!(
                "Codec {codec_name} takes {} (BAD_ARGUMENTS)",
                match most {
                    0 => "no arguments",
                    1 => "at most one argument",
                    _ => "at most two arguments",
                }
            ))
            .with_code(maskhouse_types::codes::BAD_ARGUMENTS));
        }
        if CODECS_TRANSFORMING.contains(&codec_name) {
            if let Some(before) = &compressed {
                return Err(Error::bad(format!(
                    "The combination of compression codecs {before}, {codec_name} is meaningless: a transformation after a generic compression (BAD_ARGUMENTS)"
                ))
                .with_code(maskhouse_types::codes::BAD_ARGUMENTS));
            }
        } else if codec_name != "NONE" && !codec_name.starts_with("AES_") {
            compressed = Some(codec_name.to_string());
        }
        if args == 0 && codec.len() == 1 {
            codecs.push(Codec {
                name: codec_name.to_string(),
                args: vec![],
            });
        }
    }
    Ok(codecs)
}

/// One codec of a column's `CODEC(…)`: its name and its arguments as written.
#[derive(Debug, Clone, PartialEq)]
pub struct Codec {
    name: String,
    args: Vec<String>,
}

/// The bytes of one value of `ty` (of an element, for an array), for the codecs
/// whose default argument it is.
fn value_width(ty: &ColumnType) -> Option<u8> {
    Some(match ty {
        ColumnType::Nullable(t) | ColumnType::LowCardinality(t) | ColumnType::Array(t) => {
            return value_width(t)
        }
        ColumnType::UInt8 | ColumnType::Int8 | ColumnType::Bool => 1,
        ColumnType::UInt16 | ColumnType::Int16 | ColumnType::Date => 2,
        ColumnType::UInt32
        | ColumnType::Int32
        | ColumnType::Float32
        | ColumnType::DateTime
        | ColumnType::Date32 => 4,
        ColumnType::UInt64
        | ColumnType::Int64
        | ColumnType::Float64
        | ColumnType::DateTime64(_) => 8,
        ColumnType::Decimal(p, _) if *p <= 9 => 4,
        ColumnType::Decimal(p, _) if *p <= 18 => 8,
        ColumnType::Decimal(_, _) => 16,
        ColumnType::Enum(e) => match e.wide {
            true => 2,
            false => 1,
        },
        _ => return None,
    })
}

/// A column's codec text `text` ([`codec_text`]) shown again for type `ty`: the
/// default arguments of a column whose type was inferred after its codec was read.
pub(crate) fn codec_for_type(text: &str, ty: &ColumnType) -> String {
    let (toks, _) = crate::statement::tokenize(text);
    match check_codecs(text, "", &toks) {
        Ok(codecs) if !text.is_empty() => codec_text(&codecs, ty),
        _ => text.to_string(),
    }
}

/// A column's codecs as ClickHouse shows them for a column of type `ty`: a codec's
/// default arguments written out (`Delta` of a `UInt32` is `Delta(4)`, `ZSTD` is
/// `ZSTD(1)`, `LZ4HC` `LZ4HC(0)`, `FPC` `FPC(12)`), the rest as given.
pub(crate) fn codec_text(codecs: &[Codec], ty: &ColumnType) -> String {
    codecs
        .iter()
        .map(|c| {
            let default = match c.name.as_str() {
                _ if !c.args.is_empty() => None,
                "Delta" | "Gorilla" => value_width(ty).map(|w| w.to_string()),
                "ZSTD" => Some("1".to_string()),
                "LZ4HC" => Some("0".to_string()),
                "FPC" => Some("12".to_string()),
                _ => None,
            };
            match (default, c.args.is_empty()) {
                (Some(arg), _) => format!("{}({arg})", c.name),
                (None, true) => c.name.clone(),
                (None, false) => format!("{}({})", c.name, c.args.join(", ")),
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// What a column definition gives after its name, in ClickHouse's order: a type
/// (perhaps none), `DEFAULT`/`MATERIALIZED expr`, `COMMENT 'text'`, `CODEC(…)`.
struct ColumnOptions<'t> {
    ty: &'t [Tok],
    default: Option<(DefaultKind, String)>,
    comment: Option<String>,
    codec: Option<Vec<Codec>>,
}

/// The options of column `name`'s definition `toks` (after its name). `CODEC(…)`
/// chooses how ClickHouse compresses the column; parts here compress every column their
/// own way, so it is accepted and changes nothing. `what` names the definition in the
/// error for an option maskhouse does not have.
fn column_options<'t>(
    text: &str,
    name: &str,
    toks: &'t [Tok],
    what: &str,
) -> Result<ColumnOptions<'t>> {
    let mut rest = toks;
    let mut codec = None;
    // A COMMENT after the CODEC, which ClickHouse also takes.
    let mut late_comment = None;
    if let Some(&at) = top_level(rest).iter().find(|&&i| rest[i].is("CODEC")) {
        let opens = rest.get(at + 1).is_some_and(|t| t.token == Token::LParen);
        let end = opens.then(|| group_end(rest, at + 1)).flatten();
        let Some(end) = end.filter(|&end| {
            end == rest.len() - 1 || (rest.len() == end + 3 && rest[end + 1].is("COMMENT"))
        }) else {
            return Err(Error::bad(format!(
                "column {name}: CODEC(…) must be the last part of its definition, or come \
                 just before its COMMENT"
            )));
        };
        codec = Some(check_codecs(text, name, &rest[at + 2..end])?);
        if end < rest.len() - 1 {
            late_comment = column_comment(name, &rest[end + 1..])?.1;
        }
        rest = &rest[..at];
    }
    let (rest, comment) = column_comment(name, rest)?;
    let comment = match (comment, late_comment) {
        (Some(_), Some(_)) => {
            return Err(Error::bad(format!("column {name}: COMMENT is given twice")))
        }
        (comment, late) => comment.or(late),
    };
    let top = top_level(rest);
    for unsupported in ["TTL", "EPHEMERAL", "REMOVE", "SETTINGS"] {
        if top.iter().any(|&i| rest[i].is(unsupported)) {
            return Err(Error::bad(format!("{what} {unsupported} is not supported")));
        }
    }
    let option = top
        .iter()
        .find(|&&i| rest[i].is("DEFAULT") || rest[i].is("MATERIALIZED") || rest[i].is("ALIAS"))
        .copied();
    let (ty, default) = match option {
        Some(at) => {
            let (word, kind) = if rest[at].is("DEFAULT") {
                ("DEFAULT", DefaultKind::Default)
            } else if rest[at].is("MATERIALIZED") {
                ("MATERIALIZED", DefaultKind::Materialized)
            } else {
                ("ALIAS", DefaultKind::Alias)
            };
            let expr = &rest[at + 1..];
            if expr.is_empty() {
                return Err(Error::bad(format!(
                    "column {name}: {word} needs an expression"
                )));
            }
            (&rest[..at], Some((kind, span(text, expr).to_string())))
        }
        None => (rest, None),
    };
    Ok(ColumnOptions {
        ty,
        default,
        comment,
        codec,
    })
}

/// A column definition's `COMMENT 'text'` (after its type and default, before its
/// `CODEC`): the definition without it, and the text.
fn column_comment<'t>(name: &str, toks: &'t [Tok]) -> Result<(&'t [Tok], Option<String>)> {
    let Some(&at) = top_level(toks).iter().find(|&&i| toks[i].is("COMMENT")) else {
        return Ok((toks, None));
    };
    match &toks[at + 1..] {
        [Tok {
            token: Token::SingleQuotedString(text),
            ..
        }] => Ok((&toks[..at], Some(text.clone()))),
        _ => Err(Error::bad(format!(
            "column {name}: COMMENT takes a string literal, last before CODEC(…)"
        ))),
    }
}

/// The columns of `schema` that `expr` names, by position, each once.
pub(crate) fn columns_read(schema: &TableSchema, expr: &sqlparser::ast::Expr) -> Vec<usize> {
    let mut out = Vec::new();
    let _ = sqlparser::ast::visit_expressions(expr, |e| {
        let name = match e {
            sqlparser::ast::Expr::Identifier(id) => Some(&id.value),
            sqlparser::ast::Expr::CompoundIdentifier(parts) => parts.last().map(|p| &p.value),
            _ => None,
        };
        if let Some(j) = name.and_then(|n| schema.columns.iter().position(|c| &c.name == n)) {
            if !out.contains(&j) {
                out.push(j);
            }
        }
        std::ops::ControlFlow::<()>::Continue(())
    });
    out
}

/// The columns of `schema` whose `DEFAULT` is an expression, in an order where each
/// comes after the columns its expression reads that have one too (ClickHouse computes
/// a default from the row's other columns, defaults included). A default that reads
/// itself, directly or through others, is `CYCLIC_ALIASES` (174), as in ClickHouse.
pub(crate) fn default_order(schema: &TableSchema) -> Result<Vec<usize>> {
    let mut reads: Vec<Vec<usize>> = vec![Vec::new(); schema.columns.len()];
    for (i, column) in schema.columns.iter().enumerate() {
        let Some(default) = &column.default else {
            continue;
        };
        let expr = crate::dialect::parse_expr(default)?;
        reads[i] = columns_read(schema, &expr)
            .into_iter()
            .filter(|&j| schema.columns[j].default.is_some())
            .collect();
    }
    // Depth first, in column order, with a stack of its own (a chain of defaults may
    // be as long as the column list): 0 unvisited, 1 on the path, 2 placed.
    fn visit(
        root: usize,
        reads: &[Vec<usize>],
        state: &mut [u8],
        out: &mut Vec<usize>,
        schema: &TableSchema,
    ) -> Result<()> {
        if state[root] == 2 {
            return Ok(());
        }
        // (column, how many of its reads are done)
        let mut path: Vec<(usize, usize)> = vec![(root, 0)];
        state[root] = 1;
        while let Some(&mut (i, ref mut next)) = path.last_mut() {
            match reads[i].get(*next) {
                Some(&j) => {
                    *next += 1;
                    match state[j] {
                        2 => {}
                        1 => {
                            return Err(Error::bad(format!(
                                "Cyclic aliases: the default of column {} reads itself (CYCLIC_ALIASES)",
                                schema.columns[j].name
                            ))
                            .with_code(maskhouse_types::codes::CYCLIC_ALIASES))
                        }
                        _ => {
                            state[j] = 1;
                            path.push((j, 0));
                        }
                    }
                }
                None => {
                    state[i] = 2;
                    out.push(i);
                    path.pop();
                }
            }
        }
        Ok(())
    }
    let mut state = vec![0u8; schema.columns.len()];
    let mut out = Vec::new();
    for (i, column) in schema.columns.iter().enumerate() {
        if column.default.is_some() {
            visit(i, &reads, &mut state, &mut out, schema)?;
        }
    }
    Ok(out)
}

/// Whether an element of a column list is a data skipping index (`INDEX name expr TYPE
/// kind [GRANULARITY n]`) or a projection (`PROJECTION name (SELECT …)`). Both are
/// accepted and change nothing: neither changes a query's result, and parts here are
/// pruned by their row groups' statistics and key ranges instead (docs/sql.md). What is
/// neither is a column (`index UInt32`, `projection Nullable(String)`).
fn is_skipping_index(toks: &[Tok]) -> bool {
    let Some(first) = toks.first() else {
        return false;
    };
    // A column may be named `index` or `projection`: then a type follows the name.
    let named = |t: Option<&Tok>| matches!(t.map(|t| &t.token), Some(Token::Word(w)) if w.quote_style.is_none());
    if first.is("INDEX") && named(toks.get(1)) {
        // `INDEX name expr TYPE kind …`: an expression, then TYPE and a kind.
        let rest = &toks[2..];
        return top_level(rest)
            .iter()
            .any(|&i| rest[i].is("TYPE") && i > 0 && i + 1 < rest.len());
    }
    first.is("PROJECTION")
        && named(toks.get(1))
        && toks.get(2).is_some_and(|t| t.token == Token::LParen)
        && toks.get(3).is_some_and(|t| t.is("SELECT"))
        && group_end(toks, 2) == Some(toks.len() - 1)
}

/// `toks` as one column's name: an identifier (`` `b.id` `` too), or identifiers
/// joined by dots (`n.x`).
fn dotted_name(toks: &[Tok]) -> Option<String> {
    let mut name = String::new();
    for (i, t) in toks.iter().enumerate() {
        match (&t.token, i % 2) {
            (Token::Word(w), 0) => name.push_str(&w.value),
            (Token::Period, 1) => name.push('.'),
            _ => return None,
        }
    }
    (toks.len() % 2 == 1 && maskhouse_types::validate_column_name(&name).is_ok()).then_some(name)
}

/// An element of a sorting key as written: a column, or an expression of columns.
enum KeyElement {
    Column(String),
    Expression(String),
}

/// The names the sorting key's `elements` stand for: a column's name, or the stored
/// column of an expression ([`maskhouse_types::SORT_KEY_PREFIX`]`N`, `N` its place in
/// `expressions`, where one expression written twice is one column).
fn key_names(elements: Vec<KeyElement>, expressions: &mut Vec<String>) -> Vec<String> {
    elements
        .into_iter()
        .map(|e| match e {
            KeyElement::Column(name) => name,
            KeyElement::Expression(text) => {
                let at = match expressions.iter().position(|t| *t == text) {
                    Some(at) => at,
                    None => {
                        expressions.push(text);
                        expressions.len() - 1
                    }
                };
                format!("{}{at}", maskhouse_types::SORT_KEY_PREFIX)
            }
        })
        .collect()
}

/// `tuple()`, `a`, `(a, b)`, `(a, toStartOfHour(t))`: columns and expressions.
/// The names of `schema`'s columns.
fn column_names(schema: &TableSchema) -> Vec<String> {
    schema.columns.iter().map(|c| c.name.clone()).collect()
}

/// `columns`: the table's; `n.x` is one of them only where it is (else it reads element
/// `x` of tuple `n`, an expression).
fn key_columns(text: &str, toks: &[Tok], columns: &[String]) -> Result<Vec<KeyElement>> {
    let inner = match (toks.first(), toks.last()) {
        (Some(a), Some(_)) if a.is("tuple") && toks.len() == 3 => return Ok(vec![]),
        // `()` is `tuple()`, as in ClickHouse (ibis writes it).
        (Some(a), Some(b))
            if a.token == Token::LParen && b.token == Token::RParen && toks.len() == 2 =>
        {
            return Ok(vec![])
        }
        (Some(a), Some(_))
            if a.token == Token::LParen && group_end(toks, 0) == Some(toks.len() - 1) =>
        {
            &toks[1..toks.len() - 1]
        }
        // `tuple(a, b)` is `(a, b)`.
        (Some(a), Some(_))
            if a.is("tuple")
                && toks.get(1).is_some_and(|t| t.token == Token::LParen)
                && group_end(toks, 1) == Some(toks.len() - 1) =>
        {
            &toks[2..toks.len() - 1]
        }
        _ => toks,
    };
    if inner.is_empty() {
        return Err(Error::bad("a sorting key needs columns (or tuple())"));
    }
    split_commas(inner)
        .into_iter()
        .map(|c| match (c, dotted_name(c)) {
            ([], _) => Err(Error::bad("a sorting key has an empty element")),
            (_, Some(name)) if c.len() == 1 || columns.contains(&name) => {
                Ok(KeyElement::Column(name))
            }
            _ => Ok(KeyElement::Expression(span(text, c).to_string())),
        })
        .collect()
}

/// The engine clauses after the column list, in any order, with their tokens.
fn clauses<'t>(text: &str, tail: &'t [Tok]) -> Result<Vec<(&'static str, &'t [Tok])>> {
    let top = top_level(tail);
    let mut marks: Vec<(usize, usize, &'static str)> = vec![]; // (start, body start, clause)
    for (n, &i) in top.iter().enumerate() {
        let next = top.get(n + 1).map(|&j| &tail[j]);
        let by = next.is_some_and(|t| t.is("BY"));
        let clause = if tail[i].is("ENGINE") {
            Some(("ENGINE", 1))
        } else if tail[i].is("ORDER") && by {
            Some(("ORDER BY", 2))
        } else if tail[i].is("PARTITION") && by {
            Some(("PARTITION BY", 2))
        } else if tail[i].is("SAMPLE") && by {
            Some(("SAMPLE BY", 2))
        } else if tail[i].is("PRIMARY") && next.is_some_and(|t| t.is("KEY")) {
            Some(("PRIMARY KEY", 2))
        } else if tail[i].is("SETTINGS") {
            Some(("SETTINGS", 1))
        } else if tail[i].is("COMMENT")
            && matches!(next.map(|t| &t.token), Some(Token::SingleQuotedString(_)))
        {
            Some(("COMMENT", 1))
        } else if tail[i].is("TTL")
            && marks.last().is_none_or(|m| m.1 != i)
            && ends_expression(i.checked_sub(1).map(|p| &tail[p]))
        {
            Some(("TTL", 1))
        } else {
            None
        };
        if let Some((name, words)) = clause {
            marks.push((i, i + words, name));
        }
    }
    let first = marks.first().map_or(tail.len(), |m| m.0);
    if first > 0 {
        return Err(Error::bad(format!(
            "unexpected {:?} in CREATE TABLE",
            span(text, &tail[..first])
        )));
    }
    Ok(marks
        .iter()
        .enumerate()
        .map(|(n, &(_, body, name))| {
            let end = marks.get(n + 1).map_or(tail.len(), |m| m.0);
            (name, &tail[body..end])
        })
        .collect())
}

/// Whether a clause may start after `previous`: it ends an expression or a clause (a
/// name, a literal, a closing parenthesis), so a `TTL` after it is the clause and not
/// a column of that name (`x + ttl`, `WHERE ttl`). A `TTL` right after a clause's
/// own words (`ORDER BY ttl`, `TTL ttl + …`) is a column too (checked by the caller),
/// and a column named as a word (`ORDER BY key TTL …`) ends an expression.
fn ends_expression(previous: Option<&Tok>) -> bool {
    const LEADING: &[&str] = &[
        "WHERE", "AND", "OR", "NOT", "XOR", "IN", "IS", "LIKE", "ILIKE", "BETWEEN", "CASE", "WHEN",
        "THEN", "ELSE", "AS", "INTERVAL", "DISTINCT", "DELETE",
    ];
    match previous.map(|t| &t.token) {
        None => false,
        Some(Token::Word(w)) if w.quote_style.is_none() => {
            !LEADING.iter().any(|l| w.value.eq_ignore_ascii_case(l))
        }
        Some(
            Token::Word(_)
            | Token::RParen
            | Token::RBracket
            | Token::Number(..)
            | Token::SingleQuotedString(_),
        ) => true,
        Some(_) => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(sql: &str) -> Result<(TableSchema, bool)> {
        let (toks, error) = crate::statement::tokenize(sql);
        if let Some(e) = error {
            return Err(Error::bad(e));
        }
        parse_create(sql, &toks).map(|c| (c.schema, c.if_not_exists))
    }

    /// A table's `TTL` clause: rules separated by commas, before or after the other
    /// clauses; the rules that move or roll rows up are refused.
    #[test]
    fn table_ttl() {
        let (schema, _) = parse(
            "CREATE TABLE t (d Date, k String) ENGINE = MergeTree ORDER BY d TTL d + INTERVAL 1 DAY, d + toIntervalDay(2) DELETE WHERE k = 'a, b' SETTINGS index_granularity = 8192",
        )
        .unwrap();
        assert_eq!(
            schema.ttl,
            vec![
                TtlRule {
                    expr: "d + INTERVAL 1 DAY".into(),
                    filter: None
                },
                TtlRule {
                    expr: "d + toIntervalDay(2)".into(),
                    filter: Some("k = 'a, b'".into())
                },
            ]
        );
        assert_eq!(schema.settings.len(), 1);
        assert!(schema
            .create_query()
            .ends_with("ORDER BY d\nTTL d + INTERVAL 1 DAY, d + toIntervalDay(2) WHERE k = 'a, b'\nSETTINGS index_granularity = 8192"));
        let (before, _) =
            parse("CREATE TABLE t (d Date) ENGINE = MergeTree TTL d ORDER BY d").unwrap();
        assert_eq!(before.order_by, ["d"]);
        assert_eq!(before.ttl.len(), 1);
        for refused in [
            "TTL d TO VOLUME 'v'",
            "TTL d GROUP BY k SET x = max(x)",
            "TTL d RECOMPRESS CODEC(ZSTD)",
        ] {
            let e = parse(&format!(
                "CREATE TABLE t (d Date, k String, x UInt8) ENGINE = MergeTree ORDER BY k {refused}"
            ))
            .unwrap_err();
            assert_eq!(
                e.code,
                Some(maskhouse_types::codes::NOT_IMPLEMENTED),
                "{refused}"
            );
        }
        // A column named `ttl`.
        let (named, _) = parse(
            "CREATE TABLE t (k String, ttl DateTime) ENGINE = MergeTree ORDER BY ttl TTL ttl + INTERVAL 1 DAY WHERE ttl > 0",
        )
        .unwrap();
        assert_eq!(named.order_by, ["ttl"]);
        assert_eq!(
            named.ttl,
            vec![TtlRule {
                expr: "ttl + INTERVAL 1 DAY".into(),
                filter: Some("ttl > 0".into())
            }]
        );
        for (sql, key) in [
            (
                "CREATE TABLE t (key UInt64, d Date) ENGINE = MergeTree ORDER BY key TTL d",
                "key",
            ),
            (
                "CREATE TABLE t (key UInt64, d Date) ENGINE = MergeTree PRIMARY KEY key TTL d",
                "key",
            ),
        ] {
            let (schema, _) = parse(sql).unwrap();
            assert_eq!(schema.order_by, [key], "{sql}");
            assert_eq!(schema.ttl_clause(), "d", "{sql}");
        }
        assert!(parse("CREATE TABLE t (d Date) ENGINE = MergeTree ORDER BY d TTL").is_err());
        assert!(
            parse("CREATE TABLE t (d Date) ENGINE = MergeTree ORDER BY d TTL d WHERE").is_err()
        );
    }

    /// `AS SELECT …` after the clauses, with or without a column list; the columns
    /// are then the query's (the engine fills them in). Anything but a query after AS
    /// is refused.
    #[test]
    fn create_as_select() {
        let sql =
            "CREATE TABLE t ENGINE = MergeTree ORDER BY k AS SELECT number AS k FROM numbers(3)";
        let (toks, _) = crate::statement::tokenize(sql);
        let c = parse_create(sql, &toks).unwrap();
        assert!(c.schema.columns.is_empty());
        assert_eq!(c.schema.order_by, vec!["k".to_string()]);
        assert_eq!(
            c.as_select.unwrap().to_string(),
            "SELECT number AS k FROM numbers(3)"
        );
        let sql = "CREATE TABLE t (k UInt8) ENGINE = Memory AS (SELECT 1)";
        let (toks, _) = crate::statement::tokenize(sql);
        let c = parse_create(sql, &toks).unwrap();
        assert_eq!(c.schema.columns.len(), 1);
        assert!(c.as_select.is_some());
        // Another table's columns: right after the name, not after a column list.
        let sql = "CREATE TABLE t AS db.other ENGINE = Memory";
        let (toks, _) = crate::statement::tokenize(sql);
        let c = parse_create(sql, &toks).unwrap();
        let like = c.like.unwrap();
        assert_eq!((like.table.as_str(), like.own_engine), ("db.other", true));
        assert!(parse("CREATE TABLE t (k UInt8) AS other ENGINE = Memory").is_err());
        assert!(parse("CREATE TABLE t ENGINE = Memory AS other").is_err());
        assert!(parse("CREATE TABLE t ENGINE = Memory").is_err());
        assert!(parse("CREATE TABLE t ENGINE = Memory AS SELECT 1 garbage garbage").is_err());
    }

    /// Invariant 2.11 starts here: a replacing table has a key, and a version column
    /// of a type whose order ClickHouse defines.
    #[test]
    fn parses_replacing_engines() {
        let engine = |sql: &str| parse(sql).map(|(s, _)| s.engine);
        let cols = "CREATE TABLE t (id UInt64, ver UInt32, s String, i Int32)";
        assert_eq!(
            engine(&format!(
                "{cols} ENGINE = ReplacingMergeTree(ver) ORDER BY id"
            ))
            .unwrap(),
            Engine::ReplacingMergeTree {
                version: Some("ver".into()),
                replicated: false
            }
        );
        assert_eq!(
            engine(&format!("{cols} ENGINE = ReplacingMergeTree ORDER BY id")).unwrap(),
            Engine::ReplacingMergeTree {
                version: None,
                replicated: false
            }
        );
        for clause in [
            "ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/t', '{replica}', ver)",
            "ReplicatedReplacingMergeTree(ver)",
        ] {
            assert_eq!(
                engine(&format!("{cols} ENGINE = {clause} ORDER BY id")).unwrap(),
                Engine::ReplacingMergeTree {
                    version: Some("ver".into()),
                    replicated: true
                },
                "{clause}"
            );
        }
        assert_eq!(
            engine(&format!(
                "{cols} ENGINE = ReplicatedReplacingMergeTree('/p', 'r') ORDER BY id"
            ))
            .unwrap()
            .name(),
            "ReplicatedReplacingMergeTree"
        );
        for clause in ["Memory", "Log", "TinyLog()", "StripeLog"] {
            assert_eq!(
                engine(&format!("{cols} ENGINE = {clause}")).unwrap(),
                Engine::MergeTree,
                "{clause}"
            );
        }
        // A signed version, and a version that is a sorting key column, as ClickHouse
        // takes them.
        for clause in [
            "ReplacingMergeTree(i) ORDER BY id",
            "ReplacingMergeTree(id) ORDER BY id",
        ] {
            assert!(
                engine(&format!("{cols} ENGINE = {clause}")).is_ok(),
                "{clause}"
            );
        }
        for (clause, why) in [
            ("ReplacingMergeTree(ver) ORDER BY tuple()", "a sorting key"),
            ("ReplacingMergeTree(nope) ORDER BY id", "not a column"),
            ("ReplacingMergeTree(s) ORDER BY id", "has type String"),
            ("ReplacingMergeTree(ver, i) ORDER BY id", "is_deleted"),
            (
                "ReplicatedReplacingMergeTree('/p', ver) ORDER BY id",
                "path and a replica",
            ),
            (
                "ReplacingMergeTree(1 + 2) ORDER BY id",
                "optional version column",
            ),
            ("SummingMergeTree ORDER BY id", "unsupported engine"),
            ("Memory ORDER BY id", "doesn't support"),
            ("Log PARTITION BY id", "doesn't support"),
            ("TinyLog(1)", "unsupported engine"),
        ] {
            let e = engine(&format!("{cols} ENGINE = {clause}")).unwrap_err();
            assert!(e.to_string().contains(why), "{clause}: {e}");
        }
    }

    #[test]
    fn parses_clickhouse_create_table() {
        let (s, ine) = parse(
            "CREATE TABLE IF NOT EXISTS default.events (id UInt64, user_id UInt32, ts DateTime, \
             status LowCardinality(String), n Nullable(Int32) DEFAULT 5) \
             ENGINE = MergeTree PARTITION BY toYYYYMM(ts) ORDER BY (id, user_id) SETTINGS index_granularity = 8192",
        )
        .unwrap();
        assert!(ine);
        // Qualified until resolved in the current database (`default.events` is `events`).
        assert_eq!(s.name, "default.events");
        assert_eq!(crate::statement::resolve_table(&s.name, "db1"), "events");
        assert_eq!(s.order_by, vec!["id", "user_id"]);
        assert_eq!(s.partition_by.as_deref(), Some("toYYYYMM(ts)"));
        assert_eq!(s.columns[3].ty.to_string(), "LowCardinality(String)");
        assert_eq!(s.columns[4].default.as_deref(), Some("5"));
        assert!(
            parse("CREATE TABLE t (a UInt8) ORDER BY a").is_err(),
            "engine required"
        );
        assert!(parse("CREATE TABLE t (a Foo) ENGINE = MergeTree ORDER BY a").is_err());
        assert!(parse("CREATE TABLE t (a UInt8) ENGINE = MergeTree ORDER BY b").is_err());
    }

    /// Data skipping indexes and projections are accepted and leave the columns as
    /// they are; columns named `index` or `projection` are columns; an INDEX without
    /// its TYPE is an error.
    #[test]
    fn skipping_indexes_and_projections_are_accepted() {
        let (s, _) = parse(
            "CREATE TABLE t (k Int32, s String, INDEX i1 k TYPE minmax GRANULARITY 1, \
             index i2 (k, s) type bloom_filter(0.01) granularity 4, INDEX i3 s TYPE set(100), \
             PROJECTION p (SELECT k, count() GROUP BY k)) ENGINE = MergeTree ORDER BY k",
        )
        .unwrap();
        let names: Vec<&str> = s.columns.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(names, ["k", "s"]);
        let (s, _) = parse(
            "CREATE TABLE t (index UInt8, projection String) ENGINE = MergeTree ORDER BY index",
        )
        .unwrap();
        assert_eq!(s.columns.len(), 2);
        let (s, _) = parse(
            "CREATE TABLE t (index Nullable(UInt32), projection Nullable(String), \
             k UInt8 DEFAULT 0) ENGINE = MergeTree ORDER BY k",
        )
        .unwrap();
        let names: Vec<&str> = s.columns.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(names, ["index", "projection", "k"]);
        let (s, _) = parse(
            "CREATE TABLE t (k UInt8, index UInt32 DEFAULT 0 CODEC(ZSTD)) ENGINE = MergeTree ORDER BY k",
        )
        .unwrap();
        assert_eq!(s.columns[1].default.as_deref(), Some("0"));
        for bad in [
            "CREATE TABLE t (k Int32, INDEX i1 k) ENGINE = MergeTree ORDER BY k",
            "CREATE TABLE t (k Int32, INDEX i1 TYPE minmax) ENGINE = MergeTree ORDER BY k",
            "CREATE TABLE t (k Int32, INDEX i1 k TYPE) ENGINE = MergeTree ORDER BY k",
        ] {
            assert!(parse(bad).is_err(), "{bad}");
        }
    }

    /// Defaults are computed after the defaults they read; a cycle is CYCLIC_ALIASES.
    #[test]
    fn defaults_are_ordered_by_what_they_read() {
        let (s, _) = parse(
            "CREATE TABLE t (a String, n UInt64 DEFAULT length(c) + 1, b String, \
             c String DEFAULT concat(b, a), k UInt8 DEFAULT 7) ENGINE = MergeTree ORDER BY a",
        )
        .unwrap();
        assert_eq!(default_order(&s).unwrap(), vec![3, 1, 4]);
        assert_eq!(
            columns_read(&s, &crate::dialect::parse_expr("concat(b, a)").unwrap()),
            vec![2, 0]
        );
        for cyclic in [
            "CREATE TABLE t (a UInt8 DEFAULT a) ENGINE = MergeTree ORDER BY tuple()",
            "CREATE TABLE t (a UInt8 DEFAULT b, b UInt8 DEFAULT c + 1, c UInt8 DEFAULT a) ENGINE = MergeTree ORDER BY tuple()",
        ] {
            let e = parse(cyclic).unwrap_err();
            assert_eq!(e.code, Some(maskhouse_types::codes::CYCLIC_ALIASES), "{cyclic}: {e}");
        }
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
                let _ = parse(&sql);
                let _ = parse(&sql[..sql.char_indices().nth(i * 3).map_or(0, |(b, _)| b)]);
            }
        }
        // A byte offset of "CREATE TABLE" falls inside the em space here.
        for sql in [
            "CREATE    \u{2003}TABLE t (a UInt8) ENGINE = MergeTree ORDER BY a",
            "CREATE\u{2003}TABLE\u{3000}t (a UInt8) ENGINE = MergeTree ORDER BY a",
        ] {
            let (s, ine) = parse(sql).unwrap();
            assert_eq!((s.name.as_str(), ine), ("t", false));
        }
    }
}

/// Where `ALTER TABLE … ADD COLUMN` (or `MODIFY COLUMN`) puts a column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ColumnPosition {
    /// Where it is (a new column: last).
    Unchanged,
    First,
    After(String),
}

/// One column command of an `ALTER TABLE`.
#[derive(Clone, Debug, PartialEq)]
pub enum ColumnChange {
    /// `ADD COLUMN [IF NOT EXISTS] definition [FIRST | AFTER c]`.
    Add {
        column: ColumnDef,
        if_not_exists: bool,
        position: ColumnPosition,
    },
    /// `DROP COLUMN [IF EXISTS] c`.
    Drop { name: String, if_exists: bool },
    /// `RENAME COLUMN [IF EXISTS] c TO d`.
    Rename {
        from: String,
        to: String,
        if_exists: bool,
    },
    /// `MODIFY COLUMN [IF EXISTS] c [type] [DEFAULT | MATERIALIZED expr] [CODEC(…)]
    /// [FIRST | AFTER d]`: what is given changes, the rest stays.
    Modify {
        name: String,
        ty: Option<ColumnType>,
        default: Option<(DefaultKind, String)>,
        comment: Option<String>,
        /// `CODEC(…)`, shown for the column's type after the change.
        codec: Option<Vec<Codec>>,
        if_exists: bool,
        position: ColumnPosition,
    },
    /// `COMMENT COLUMN [IF EXISTS] c 'text'`.
    Comment {
        name: String,
        comment: String,
        if_exists: bool,
    },
}

/// Whether `toks` start a column command (`ADD COLUMN`, `DROP COLUMN` …).
pub(crate) fn is_column_change(toks: &[Tok]) -> bool {
    toks.len() > 1
        && toks[1].is("COLUMN")
        && ["ADD", "DROP", "RENAME", "MODIFY", "CLEAR", "COMMENT"]
            .iter()
            .any(|w| toks[0].is(w))
}

/// A column command of an `ALTER TABLE` (see [`is_column_change`]).
/// The changes one `ALTER TABLE … ADD/DROP/… COLUMN` command makes: one, or for
/// `ADD COLUMN n Nested(x T, y U)` the arrays of the structure, added in order where
/// the command places them.
pub(crate) fn parse_column_changes(text: &str, toks: &[Tok]) -> Result<Vec<ColumnChange>> {
    let mut c = Cursor::new(text, toks);
    if c.eat("ADD") && c.eat("COLUMN") {
        let if_not_exists = c.eat("IF");
        if if_not_exists {
            c.word("NOT")?;
            c.word("EXISTS")?;
        }
        let (definition, position) = position(&toks[c.i..])?;
        if let Some(columns) = nested_columns(text, definition)? {
            let mut changes = Vec::with_capacity(columns.len());
            let mut position = position;
            for column in columns {
                let name = column.name.clone();
                changes.push(ColumnChange::Add {
                    column,
                    if_not_exists,
                    position: std::mem::replace(&mut position, ColumnPosition::After(name)),
                });
            }
            return Ok(changes);
        }
    }
    Ok(vec![parse_column_change(text, toks)?])
}

pub(crate) fn parse_column_change(text: &str, toks: &[Tok]) -> Result<ColumnChange> {
    let mut c = Cursor::new(text, toks);
    let verb = c
        .next()
        .map(|t| span(text, std::slice::from_ref(t)).to_ascii_uppercase());
    c.word("COLUMN")?;
    let verb = verb.unwrap_or_default();
    let if_exists = |c: &mut Cursor<'_>| -> Result<bool> {
        if c.eat("IF") {
            if verb == "ADD" {
                c.word("NOT")?;
            }
            c.word("EXISTS")?;
            return Ok(true);
        }
        Ok(false)
    };
    match verb.as_str() {
        "ADD" => {
            let if_not_exists = if_exists(&mut c)?;
            let (definition, position) = position(&toks[c.i..])?;
            Ok(ColumnChange::Add {
                column: parse_column(text, definition)?,
                if_not_exists,
                position,
            })
        }
        "DROP" => {
            let if_exists = if_exists(&mut c)?;
            let name = c.column_name()?;
            c.end("ALTER TABLE t DROP COLUMN [IF EXISTS] c takes nothing more")?;
            Ok(ColumnChange::Drop { name, if_exists })
        }
        "RENAME" => {
            let if_exists = if_exists(&mut c)?;
            let from = c.column_name()?;
            c.word("TO")?;
            let to = c.column_name()?;
            c.end("ALTER TABLE t RENAME COLUMN [IF EXISTS] c TO d takes nothing more")?;
            Ok(ColumnChange::Rename {
                from,
                to,
                if_exists,
            })
        }
        "MODIFY" => {
            let if_exists = if_exists(&mut c)?;
            let name = c.column_name()?;
            let (rest, position) = position(&toks[c.i..])?;
            let options = column_options(text, &name, rest, "ALTER TABLE … MODIFY COLUMN:")?;
            let ty = match options.ty.is_empty() {
                true => None,
                false => Some(
                    ColumnType::parse(span(text, options.ty))
                        .map_err(|e| Error::bad(e.to_string()))?,
                ),
            };
            let (default, comment, codec) = (options.default, options.comment, options.codec);
            Ok(ColumnChange::Modify {
                name,
                ty,
                default,
                comment,
                codec,
                if_exists,
                position,
            })
        }
        "COMMENT" => {
            let if_exists = if_exists(&mut c)?;
            let name = c.column_name()?;
            let comment = match c.next_token() {
                Some(Token::SingleQuotedString(text)) => text.clone(),
                _ => return Err(Error::bad("ALTER TABLE t COMMENT COLUMN c takes a string literal")),
            };
            c.end("ALTER TABLE t COMMENT COLUMN [IF EXISTS] c 'text' takes nothing more")?;
            Ok(ColumnChange::Comment {
                name,
                comment,
                if_exists,
            })
        }
        other => Err(Error::bad(format!(
            "ALTER TABLE … {other} COLUMN is not supported; supported: ADD COLUMN, DROP COLUMN, RENAME COLUMN, MODIFY COLUMN, COMMENT COLUMN"
        ))),
    }
}

/// A column definition without its trailing `FIRST` or `AFTER c`, and that position.
fn position(toks: &[Tok]) -> Result<(&[Tok], ColumnPosition)> {
    let n = toks.len();
    if n >= 1 && toks[n - 1].is("FIRST") {
        return Ok((&toks[..n - 1], ColumnPosition::First));
    }
    // `AFTER c`, `AFTER n.x`: the last `AFTER` followed by one column's name.
    if let Some(at) = (0..n).rev().find(|&i| toks[i].is("AFTER")) {
        if let Some(name) = dotted_name(&toks[at + 1..]) {
            return Ok((&toks[..at], ColumnPosition::After(name)));
        }
    }
    Ok((toks, ColumnPosition::Unchanged))
}
