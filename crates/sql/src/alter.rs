//! `ALTER TABLE t ADD/DROP/RENAME/MODIFY COLUMN …`: the table's new columns, checked
//! with ClickHouse's errors, and the expression over an old row that gives each of them.
//! The table's live rows are then written again in the new shape, in one log entry
//! ([`Command::AlterColumns`]).

use std::ops::ControlFlow;

use arrow::array::Array;
use maskhouse_types::{
    codes, sql::quoted_name, ColumnDef, ColumnType, Command, DefaultKind, TableSchema,
};
use sqlparser::ast::{visit_expressions_mut, Expr, Ident};

use crate::{
    ddl::{ColumnChange, ColumnPosition},
    dialect,
    engine::Engine,
    settings::QuerySettings,
    Error, Result,
};

/// Live rows an `ALTER TABLE … COLUMN` may write again: past it the ALTER is refused
/// (its entry rewrites them all on every replica, holding them in memory).
pub const ALTER_ROWS_MAX: u64 = 10_000_000;

/// The longest text of a constant default an ALTER computes once and carries in its
/// log entry (`DEFAULT now()`, `DEFAULT 'text'`): the entry stays small, and a row
/// group's new column (131,072 rows of it) stays within 128 MiB.
pub const CONSTANT_DEFAULT_BYTES_MAX: usize = 1 << 10;

/// A column of the table being altered, and the old column its values come from.
struct Altered {
    column: ColumnDef,
    /// The old column's name; `None` for a column the ALTER adds.
    origin: Option<String>,
}

/// The table `schema` after `changes`, in order, and for each of its columns the SQL
/// over an old row that gives its value (`None`: the type's default). `None` when the
/// changes change nothing (`IF [NOT] EXISTS` that found nothing to do, a `CODEC`).
pub(crate) fn altered(
    schema: &TableSchema,
    changes: &[ColumnChange],
) -> Result<Option<(TableSchema, Vec<Option<String>>)>> {
    let mut columns: Vec<Altered> = schema
        .columns
        .iter()
        .map(|c| Altered {
            column: c.clone(),
            origin: Some(c.name.clone()),
        })
        .collect();
    let mut new = schema.clone();
    let keys = key_columns(schema)?;
    // The stored columns of sorting key expressions are not the table's columns.
    let find = |columns: &[Altered], name: &str| {
        columns
            .iter()
            .position(|c| c.column.name == name && !c.column.is_sort_key_expression())
    };
    // The column a command names; none (nothing to do) when it is missing and the
    // command says `IF EXISTS`.
    let existing =
        |columns: &[Altered], name: &str, if_exists: bool, what: &str| -> Result<Option<usize>> {
            match find(columns, name) {
                Some(at) => Ok(Some(at)),
                None if if_exists => Ok(None),
                None => Err(not_found(name, what)),
            }
        };
    // As in ClickHouse, one ALTER does not both rename and modify a column.
    for change in changes {
        let ColumnChange::Rename { from, to, .. } = change else {
            continue;
        };
        if changes
            .iter()
            .any(|c| matches!(c, ColumnChange::Modify { name, .. } if name == from || name == to))
        {
            return Err(Error::bad(format!(
                "Cannot rename and modify the same column `{from}` in a single ALTER query. (NOT_IMPLEMENTED)"
            ))
            .with_code(codes::NOT_IMPLEMENTED));
        }
    }
    for change in changes {
        match change {
            ColumnChange::Add {
                column,
                if_not_exists,
                position,
            } => {
                if find(&columns, &column.name).is_some() {
                    if *if_not_exists {
                        continue;
                    }
                    return Err(Error::bad(format!(
                        "Cannot add column `{}`: column with this name already exists. (DUPLICATE_COLUMN)",
                        column.name
                    ))
                    .with_code(codes::DUPLICATE_COLUMN));
                }
                let at = place(&columns, position, columns.len(), "insert after")?;
                columns.insert(
                    at,
                    Altered {
                        column: column.clone(),
                        origin: None,
                    },
                );
            }
            ColumnChange::Drop { name, if_exists } => {
                let Some(at) = existing(&columns, name, *if_exists, "drop")? else {
                    continue;
                };
                forbidden_key(&keys, name, "DROP")?;
                if let Some(other) = columns
                    .iter()
                    .find(|c| c.column.name != *name && reads(&c.column, name))
                {
                    return Err(Error::bad(format!(
                        "Cannot drop column `{name}`, because column `{}` depends on it. (ILLEGAL_COLUMN)",
                        other.column.name
                    ))
                    .with_code(codes::ILLEGAL_COLUMN));
                }
                if columns.len() == 1 {
                    return Err(
                        Error::bad("Cannot DROP or CLEAR all columns. (BAD_ARGUMENTS)")
                            .with_code(codes::BAD_ARGUMENTS),
                    );
                }
                columns.remove(at);
            }
            ColumnChange::Rename {
                from,
                to,
                if_exists,
            } => {
                // A nested structure (`n`, the columns `n.x`, `n.y`) is renamed column
                // by column, as ClickHouse does it.
                let prefix = format!("{from}.");
                if find(&columns, from).is_none()
                    && columns.iter().any(|c| c.column.name.starts_with(&prefix))
                {
                    return Err(Error::bad(format!(
                        "Cannot rename the nested structure {from} whole: rename its columns ({from}.x) one by one. (NOT_IMPLEMENTED)"
                    ))
                    .with_code(codes::NOT_IMPLEMENTED));
                }
                let Some(at) = existing(&columns, from, *if_exists, "rename")? else {
                    continue;
                };
                // An array column of a nested structure stays in it (`n.x` to `n.y`),
                // and one outside stays outside, as ClickHouse requires.
                let structure = |name: &str| name.split_once('.').map(|(s, _)| s.to_string());
                if matches!(columns[at].column.ty.base(), ColumnType::Array(_))
                    && (structure(from).is_some() || structure(to).is_some())
                    && structure(from) != structure(to)
                {
                    return Err(Error::bad(format!(
                        "Cannot rename column {from} to {to}: a column moves into or out of a nested structure. (BAD_ARGUMENTS)"
                    ))
                    .with_code(codes::BAD_ARGUMENTS));
                }
                forbidden_key(&keys, from, "RENAME")?;
                if find(&columns, to).is_some() {
                    return Err(Error::bad(format!(
                        "Cannot rename to `{to}`: column with this name already exists. (DUPLICATE_COLUMN)"
                    ))
                    .with_code(codes::DUPLICATE_COLUMN));
                }
                columns[at].column.name = to.clone();
                // Defaults that read the column read it by its new name, as in
                // ClickHouse.
                for c in columns.iter_mut() {
                    if let Some(default) = &c.column.default {
                        c.column.default = Some(renamed(default, from, to)?);
                    }
                }
            }
            ColumnChange::Comment {
                name,
                comment,
                if_exists,
            } => {
                let Some(at) = existing(&columns, name, *if_exists, "comment")? else {
                    continue;
                };
                columns[at].column.comment = comment.clone();
            }
            ColumnChange::Modify {
                name,
                ty,
                default,
                comment,
                codec,
                if_exists,
                position,
            } => {
                let Some(at) = existing(&columns, name, *if_exists, "modify")? else {
                    continue;
                };
                if let Some(ty) = ty {
                    if *ty != columns[at].column.ty {
                        forbidden_key(&keys, name, "MODIFY")?;
                    }
                    columns[at].column.ty = ty.clone();
                }
                if let Some((kind, expr)) = default {
                    // An ALIAS column given a new expression (or made one) is stored
                    // here: its values are computed again from the old rows, as an
                    // added column's, so that it reads as ClickHouse reads it.
                    let realias = *kind == DefaultKind::Alias
                        && (columns[at].column.kind != DefaultKind::Alias
                            || columns[at].column.default.as_deref() != Some(expr.as_str()));
                    columns[at].column.default = Some(expr.clone());
                    columns[at].column.kind = *kind;
                    if realias {
                        columns[at].origin = None;
                    }
                }
                if let Some(comment) = comment {
                    columns[at].column.comment = comment.clone();
                }
                if let Some(codec) = codec {
                    columns[at].column.codec =
                        crate::ddl::codec_text(codec, &columns[at].column.ty);
                }
                let moved = columns.remove(at);
                let at = place(&columns, position, at, "insert after")?;
                columns.insert(at, moved);
            }
        }
    }
    new.columns = columns.iter().map(|c| c.column.clone()).collect();
    // Nothing to do, unless a column was dropped and added again (its values reset).
    let kept = columns
        .iter()
        .all(|c| c.origin.as_deref() == Some(c.column.name.as_str()));
    if new == *schema && kept {
        return Ok(None);
    }
    // Defaults that read each other in a cycle are `CYCLIC_ALIASES` (174) first.
    crate::ddl::default_order(&new)?;
    // An added column's default is computed from the old row: it may read only the
    // columns this ALTER leaves as they were.
    for added in columns.iter().filter(|c| c.origin.is_none()) {
        let Some(default) = &added.column.default else {
            continue;
        };
        for j in crate::ddl::columns_read(&new, &dialect::parse_expr(default)?) {
            let read = &columns[j];
            let unchanged = read.origin.as_deref() == Some(read.column.name.as_str())
                && schema
                    .columns
                    .iter()
                    .any(|c| c.name == read.column.name && c.ty == read.column.ty);
            if !unchanged {
                return Err(Error::bad(format!(
                    "the default of the new column `{}` reads `{}`, which this ALTER adds, renames or retypes; change them in separate ALTERs",
                    added.column.name, read.column.name
                ))
                .with_code(codes::NOT_IMPLEMENTED));
            }
        }
    }
    new.validate().map_err(|e| Error::bad(e.to_string()))?;
    crate::ddl::no_virtual_names(&new)?;
    crate::ddl::default_order(&new)?;
    let sources = columns
        .iter()
        .map(|c| match &c.origin {
            Some(old) => Some(quoted_name(old)),
            None => c.column.default.clone(),
        })
        .collect();
    Ok(Some((new, sources)))
}

/// Where a column goes among `columns`: first, after a named column, or at `unchanged`.
fn place(
    columns: &[Altered],
    position: &ColumnPosition,
    unchanged: usize,
    what: &str,
) -> Result<usize> {
    Ok(match position {
        ColumnPosition::Unchanged => unchanged.min(columns.len()),
        ColumnPosition::First => 0,
        ColumnPosition::After(name) => {
            columns
                .iter()
                .position(|c| c.column.name == *name)
                .ok_or_else(|| {
                    Error::bad(format!(
                        "Wrong column name. Cannot find column `{name}` to {what}. (NO_SUCH_COLUMN_IN_TABLE)"
                    ))
                    .with_code(codes::NO_SUCH_COLUMN_IN_TABLE)
                })?
                + 1
        }
    })
}

fn not_found(name: &str, what: &str) -> Error {
    Error::bad(format!(
        "Wrong column name. Cannot find column `{name}` to {what}. (NOT_FOUND_COLUMN_IN_BLOCK)"
    ))
    .with_code(codes::NOT_FOUND_COLUMN_IN_BLOCK)
}

/// The columns the table's keys read: its sorting key, its partition expression, a
/// replacing table's version column and the TTL's expressions. The ALTER cannot drop,
/// rename or retype them (its rows would move between partitions or lose their order).
fn key_columns(schema: &TableSchema) -> Result<Vec<String>> {
    let mut keys = schema.order_by.clone();
    keys.extend(schema.engine.version_column().map(str::to_string));
    let mut expressions: Vec<&str> = schema.partition_by.iter().map(String::as_str).collect();
    // The columns the sorting key's expressions read.
    expressions.extend(
        schema
            .columns
            .iter()
            .filter(|c| c.is_sort_key_expression())
            .filter_map(|c| c.default.as_deref()),
    );
    for rule in &schema.ttl {
        expressions.push(&rule.expr);
        expressions.extend(rule.filter.as_deref());
    }
    for text in expressions {
        let expr = dialect::parse_expr(text)?;
        for j in crate::ddl::columns_read(schema, &expr) {
            keys.push(schema.columns[j].name.clone());
        }
    }
    Ok(keys)
}

fn forbidden_key(keys: &[String], name: &str, what: &str) -> Result<()> {
    if keys.iter().any(|k| k == name) {
        return Err(Error::bad(format!(
            "Trying to ALTER {what} key {name} column which is a part of key expression (sorting key, partition key, version or TTL). (ALTER_OF_COLUMN_IS_FORBIDDEN)"
        ))
        .with_code(codes::ALTER_OF_COLUMN_IS_FORBIDDEN));
    }
    Ok(())
}

/// Whether `column`'s default reads column `name`.
fn reads(column: &ColumnDef, name: &str) -> bool {
    let Some(default) = &column.default else {
        return false;
    };
    let Ok(mut expr) = dialect::parse_expr(default) else {
        return false;
    };
    let mut found = false;
    let _ = visit_expressions_mut(&mut expr, |e| {
        found |= names(e).is_some_and(|id| id.value == name);
        ControlFlow::<()>::Continue(())
    });
    found
}

/// The column an expression names, if it is a column.
fn names(e: &mut Expr) -> Option<&mut Ident> {
    match e {
        Expr::Identifier(id) => Some(id),
        Expr::CompoundIdentifier(parts) if parts.len() == 1 => parts.last_mut(),
        _ => None,
    }
}

/// `default` with column `from` read as `to`.
fn renamed(default: &str, from: &str, to: &str) -> Result<String> {
    let mut expr = dialect::parse_expr(default)?;
    let mut changed = false;
    let _ = visit_expressions_mut(&mut expr, |e| {
        if let Some(id) = names(e).filter(|id| id.value == from) {
            *id = match maskhouse_types::sql::is_plain_name(to) {
                true => Ident::new(to),
                false => Ident::with_quote('`', to),
            };
            changed = true;
        }
        ControlFlow::<()>::Continue(())
    });
    Ok(match changed {
        true => dialect::sql_text(&expr),
        false => default.to_string(),
    })
}

impl Engine {
    /// The sources of the columns the ALTER adds whose default reads no column, as the
    /// value it computes here, once (`DEFAULT now()`: the moment of the ALTER): the old
    /// rows get that value on every replica alike. ClickHouse computes such a default
    /// each time it reads an old part, until a merge writes it.
    async fn fix_constant_defaults(
        &self,
        old: &TableSchema,
        new: &TableSchema,
        sources: &mut [Option<String>],
    ) -> Result<()> {
        for (column, source) in new.columns.iter().zip(sources.iter_mut()) {
            let added = !old
                .columns
                .iter()
                .any(|c| Some(quoted_name(&c.name)) == *source);
            let Some(default) = column.default.as_ref().filter(|_| added) else {
                continue;
            };
            if !column.ty.is_scalar()
                || !crate::ddl::columns_read(new, &dialect::parse_expr(default)?).is_empty()
            {
                continue;
            }
            let ty = maskhouse_part::schema::arrow_type(&column.ty);
            let value = self.default_column(column, &ty, 1, &[]).await?;
            if value.is_null(0) && !column.ty.is_nullable() {
                return Err(Error::bad(format!(
                    "the default of the new column `{}` is NULL, which its type {} cannot hold",
                    column.name, column.ty
                )));
            }
            // Its text, which the rewrite converts to the column's type as it converts
            // every source.
            let text = match value.is_null(0) {
                true => "NULL".to_string(),
                false => {
                    let text = arrow::util::display::array_value_to_string(&value, 0)?;
                    if text.len() > CONSTANT_DEFAULT_BYTES_MAX {
                        return Err(Error::bad(format!(
                            "the default of the new column `{}` is {} bytes long, more than the {CONSTANT_DEFAULT_BYTES_MAX} an ALTER carries to every row",
                            column.name,
                            text.len()
                        )));
                    }
                    maskhouse_types::sql::quoted_text(&text)
                }
            };
            *source = Some(text);
        }
        Ok(())
    }

    /// `ALTER TABLE t ADD/DROP/RENAME/MODIFY COLUMN …`: the new columns are checked
    /// here, and their rewrite compiled, before anything is proposed; the entry then
    /// rewrites the table's live rows on every replica.
    pub(crate) async fn alter_columns(
        &self,
        table: &str,
        changes: &[ColumnChange],
        settings: &QuerySettings,
    ) -> Result<Option<u64>> {
        self.barrier(settings).await?;
        let state = self.alterable(
            self.writable_table(table, "ALTER TABLE … COLUMN is not supported")?,
            "ALTER TABLE … COLUMN is not supported",
        )?;
        let Some((schema, mut sources)) = altered(&state.schema, changes)? else {
            return Ok(None);
        };
        self.fix_constant_defaults(&state.schema, &schema, &mut sources)
            .await?;
        // A default that reads the row or a value that cannot convert fails here, as
        // it would on every replica.
        self.predicates
            .compile_reshape(&state.schema, &schema, &sources)?;
        // Every default of the new columns computes from them (an INSERT's defaults).
        self.predicates.check_defaults(&schema)?;
        // A replacing table's new part settles its keys in memory as an INSERT's does,
        // within the same bound.
        let rows_max = match schema.engine.is_replacing() {
            true => ALTER_ROWS_MAX.min(maskhouse_store::REPLACING_PART_ROWS_MAX),
            false => ALTER_ROWS_MAX,
        };
        let live = state.live_rows();
        if live > rows_max && !maskhouse_store::alter_keeps_rows(&state.schema, &schema, &sources) {
            return Err(Error::bad(format!(
                "ALTER TABLE {table} … COLUMN writes every live row again, and the table has {live}, more than the {rows_max} it may (alter_rows_max); nothing was changed"
            ))
            .with_code(codes::TOO_MANY_ROWS));
        }
        let command = Command::AlterColumns {
            table: table.to_string(),
            schema,
            previous: state.schema.checksum(),
            sources,
            rows_max,
        };
        self.expect_done(command, table).await?;
        Ok(None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::statement::{classify, Statement};

    fn table() -> TableSchema {
        let sql =
            "CREATE TABLE t (id UInt64, a String, b String MATERIALIZED concat(a, '!'), d Date) \
                   ENGINE = MergeTree PARTITION BY toYYYYMM(d) ORDER BY id";
        match classify(sql).unwrap().statement {
            Statement::CreateTable { schema, .. } => schema,
            other => panic!("{other:?}"),
        }
    }

    fn alter(
        schema: &TableSchema,
        sql: &str,
    ) -> Result<Option<(TableSchema, Vec<Option<String>>)>> {
        match classify(sql)?.statement {
            Statement::AlterColumns { changes, .. } => altered(schema, &changes),
            other => panic!("{other:?}"),
        }
    }

    fn names(schema: &TableSchema) -> Vec<&str> {
        schema.columns.iter().map(|c| c.name.as_str()).collect()
    }

    /// Invariant 2.1: what every replica computes is fixed at proposal: the new columns
    /// in ClickHouse's order, and each one's source over the old row.
    #[test]
    fn columns_and_their_sources() {
        let t = table();
        let (new, sources) = alter(
            &t,
            "ALTER TABLE t ADD COLUMN x UInt8 DEFAULT length(a) AFTER id, ADD COLUMN y Int8 FIRST, DROP COLUMN b",
        )
        .unwrap()
        .unwrap();
        assert_eq!(names(&new), ["y", "id", "x", "a", "d"]);
        assert_eq!(
            sources,
            [
                None,
                Some("`id`".to_string()),
                Some("length(a)".to_string()),
                Some("`a`".to_string()),
                Some("`d`".to_string())
            ]
        );
        let (new, sources) = alter(&t, "ALTER TABLE t RENAME COLUMN a TO a2")
            .unwrap()
            .unwrap();
        assert_eq!(names(&new), ["id", "a2", "b", "d"]);
        assert_eq!(sources[1].as_deref(), Some("`a`"));
        // A comma inside a type does not split the command.
        let (new, _) = alter(
            &t,
            "ALTER TABLE t ADD COLUMN m Decimal(10, 2), MODIFY COLUMN a Nullable(String) AFTER d",
        )
        .unwrap()
        .unwrap();
        assert_eq!(names(&new), ["id", "b", "d", "a", "m"]);
    }

    /// A rename reaches the defaults that read the column, as in ClickHouse.
    #[test]
    fn renames_rewrite_defaults() {
        let (new, _) = alter(&table(), "ALTER TABLE t RENAME COLUMN a TO a2")
            .unwrap()
            .unwrap();
        assert_eq!(new.columns[2].default.as_deref(), Some("concat(a2, '!')"));
    }

    /// What ClickHouse refuses is refused before anything is proposed.
    #[test]
    fn refused_changes() {
        let t = table();
        let code = |sql: &str| alter(&t, sql).err().and_then(|e| e.code);
        assert_eq!(
            code("ALTER TABLE t DROP COLUMN id"),
            Some(codes::ALTER_OF_COLUMN_IS_FORBIDDEN)
        );
        assert_eq!(
            code("ALTER TABLE t RENAME COLUMN d TO day"),
            Some(codes::ALTER_OF_COLUMN_IS_FORBIDDEN)
        );
        assert_eq!(
            code("ALTER TABLE t MODIFY COLUMN id String"),
            Some(codes::ALTER_OF_COLUMN_IS_FORBIDDEN)
        );
        assert_eq!(
            code("ALTER TABLE t ADD COLUMN a UInt8"),
            Some(codes::DUPLICATE_COLUMN)
        );
        assert_eq!(
            code("ALTER TABLE t DROP COLUMN nope"),
            Some(codes::NOT_FOUND_COLUMN_IN_BLOCK)
        );
        assert_eq!(
            code("ALTER TABLE t RENAME COLUMN a TO d"),
            Some(codes::DUPLICATE_COLUMN)
        );
        assert_eq!(
            code("ALTER TABLE t DROP COLUMN a"),
            Some(codes::ILLEGAL_COLUMN)
        );
        assert_eq!(
            code("ALTER TABLE t ADD COLUMN q UInt8 AFTER nope"),
            Some(codes::NO_SUCH_COLUMN_IN_TABLE)
        );
        assert_eq!(
            code("ALTER TABLE t RENAME COLUMN a TO a2, MODIFY COLUMN a2 UInt8"),
            Some(codes::NOT_IMPLEMENTED)
        );
        // A new column's default computed from a column the same ALTER changes.
        assert_eq!(
            code("ALTER TABLE t ADD COLUMN q UInt8, ADD COLUMN r UInt8 DEFAULT q + 1"),
            Some(codes::NOT_IMPLEMENTED)
        );
        assert_eq!(
            code("ALTER TABLE t MODIFY COLUMN a UInt64, ADD COLUMN r UInt64 DEFAULT a"),
            Some(codes::NOT_IMPLEMENTED)
        );
    }

    /// Nothing is proposed when nothing changes; a column dropped and added again is a
    /// change (its values reset), even with the same definition.
    #[test]
    fn no_ops_and_resets() {
        let t = table();
        assert!(alter(
            &t,
            "ALTER TABLE t DROP COLUMN IF EXISTS nope, ADD COLUMN IF NOT EXISTS a UInt8"
        )
        .unwrap()
        .is_none());
        assert!(alter(&t, "ALTER TABLE t MODIFY COLUMN a String")
            .unwrap()
            .is_none());
        // A codec is only shown: the new schema keeps every row where it is.
        let (with_codec, sources) = alter(&t, "ALTER TABLE t MODIFY COLUMN a String CODEC(ZSTD)")
            .unwrap()
            .unwrap();
        assert_eq!(with_codec.columns[1].codec, "ZSTD(1)");
        assert_eq!(sources[1].as_deref(), Some("`a`"));
        assert!(
            alter(&with_codec, "ALTER TABLE t MODIFY COLUMN a CODEC(ZSTD(1))")
                .unwrap()
                .is_none()
        );
        let (with_c, _) = alter(&t, "ALTER TABLE t ADD COLUMN c String")
            .unwrap()
            .unwrap();
        let (new, sources) = alter(&with_c, "ALTER TABLE t DROP COLUMN c, ADD COLUMN c String")
            .unwrap()
            .unwrap();
        assert_eq!(new, with_c);
        assert_eq!(sources.last(), Some(&None));
    }
}
