//! The name ClickHouse gives a select item written without an alias: its expression
//! in function form (`a + b` is `plus(a, b)`, `x IN (1, 2)` is `in(x, (1, 2))`), the
//! name clients see in a result's header, `FORMAT JSON`'s `meta` and a data frame's
//! columns. Forms this does not know keep their SQL text.

use sqlparser::ast::{
    BinaryOperator, CastKind, DataType, DateTimeField, DuplicateTreatment, Expr, Function,
    FunctionArg, FunctionArgExpr, FunctionArguments, LambdaFunction, UnaryOperator, Value,
};

/// ClickHouse's name of `expr` as a result column.
pub fn of(expr: &Expr) -> String {
    let mut out = String::new();
    write(expr, &mut out);
    out
}

fn call(name: &str, args: &[&Expr], out: &mut String) {
    out.push_str(name);
    out.push('(');
    list(args.iter().copied(), out);
    out.push(')');
}

fn list<'a>(items: impl IntoIterator<Item = &'a Expr>, out: &mut String) {
    for (i, e) in items.into_iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write(e, out);
    }
}

/// `and`, `or` and `concat` take every operand of a chain of the same operator.
fn operands<'a>(expr: &'a Expr, op: &BinaryOperator, into: &mut Vec<&'a Expr>) {
    match expr {
        Expr::BinaryOp { left, op: o, right } if o == op => {
            operands(left, op, into);
            operands(right, op, into);
        }
        Expr::Nested(inner) if matches!(inner.as_ref(), Expr::BinaryOp { op: o, .. } if o == op) => {
            operands(inner, op, into)
        }
        e => into.push(e),
    }
}

fn binary(op: &BinaryOperator) -> Option<&'static str> {
    Some(match op {
        BinaryOperator::Plus => "plus",
        BinaryOperator::Minus => "minus",
        BinaryOperator::Multiply => "multiply",
        BinaryOperator::Divide => "divide",
        BinaryOperator::Modulo => "modulo",
        BinaryOperator::Eq => "equals",
        BinaryOperator::NotEq => "notEquals",
        BinaryOperator::Lt => "less",
        BinaryOperator::LtEq => "lessOrEquals",
        BinaryOperator::Gt => "greater",
        BinaryOperator::GtEq => "greaterOrEquals",
        BinaryOperator::And => "and",
        BinaryOperator::Or => "or",
        BinaryOperator::StringConcat => "concat",
        BinaryOperator::MyIntegerDivide | BinaryOperator::DuckIntegerDivide => "intDiv",
        _ => return None,
    })
}

/// A string literal as ClickHouse quotes it: in single quotes, with its quote,
/// backslash and control characters escaped (also how ClickHouse's text formats write
/// a string inside an array or tuple).
pub fn quoted(s: &str, out: &mut String) {
    out.push('\'');
    for c in s.chars() {
        match c {
            '\'' => out.push_str("\\'"),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            '\0' => out.push_str("\\0"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c => out.push(c),
        }
    }
    out.push('\'');
}

/// A number as ClickHouse prints a literal: integers in decimal, floats in their
/// shortest form with a point (`3.` for 3.0).
fn number(text: &str, out: &mut String) {
    let plain = text.replace('_', "");
    if let Ok(n) = plain.parse::<u128>() {
        out.push_str(&n.to_string());
        return;
    }
    if let Some(hex) = plain
        .strip_prefix("0x")
        .or_else(|| plain.strip_prefix("0X"))
    {
        if let Ok(n) = u128::from_str_radix(hex, 16) {
            out.push_str(&n.to_string());
            return;
        }
    }
    match plain.parse::<f64>() {
        // Written with an exponent from 1e21 and below 1e-6, as ClickHouse writes them.
        Ok(f) if f.is_finite() && f != 0.0 && (f.abs() >= 1e21 || f.abs() < 1e-6) => {
            out.push_str(&format!("{f:e}"));
        }
        Ok(f) if f.is_finite() => {
            let s = f.to_string();
            out.push_str(&s);
            if !s.contains('.') {
                out.push('.');
            }
        }
        _ => out.push_str(text),
    }
}

/// The unit of an interval or `EXTRACT` field as ClickHouse's function names spell it
/// (`toIntervalDay`, `toDay`).
pub(crate) fn interval_unit(field: &DateTimeField) -> Option<&'static str> {
    Some(match field {
        DateTimeField::Year | DateTimeField::Years => "Year",
        DateTimeField::Quarter => "Quarter",
        DateTimeField::Month | DateTimeField::Months => "Month",
        DateTimeField::Week(_) | DateTimeField::Weeks => "Week",
        DateTimeField::Day | DateTimeField::Days => "Day",
        DateTimeField::Hour | DateTimeField::Hours => "Hour",
        DateTimeField::Minute | DateTimeField::Minutes => "Minute",
        DateTimeField::Second | DateTimeField::Seconds => "Second",
        DateTimeField::Millisecond | DateTimeField::Milliseconds => "Millisecond",
        DateTimeField::Microsecond | DateTimeField::Microseconds => "Microsecond",
        DateTimeField::Nanosecond | DateTimeField::Nanoseconds => "Nanosecond",
        _ => return None,
    })
}

fn function(f: &Function, out: &mut String) -> bool {
    let FunctionArguments::List(args) = &f.args else {
        return matches!(f.args, FunctionArguments::None) && {
            out.push_str(&f.name.to_string());
            true
        };
    };
    if f.over.is_some()
        || f.filter.is_some()
        || f.null_treatment.is_some()
        || !f.within_group.is_empty()
        || !args.clauses.is_empty()
    {
        return false;
    }
    let mut exprs = Vec::with_capacity(args.args.len());
    for a in &args.args {
        match a {
            FunctionArg::Unnamed(FunctionArgExpr::Expr(e)) => exprs.push(e),
            // `count(*)` is `count()`; elsewhere ClickHouse names the columns `*`
            // stands for, unknown here, so the call keeps its text (`ignore(*)`).
            FunctionArg::Unnamed(FunctionArgExpr::Wildcard)
                if args.args.len() == 1 && f.name.to_string().eq_ignore_ascii_case("count") => {}
            _ => return false,
        }
    }
    let name = f.name.to_string();
    // `cast(x, 'T')` is named as `CAST(x AS T)` is.
    out.push_str(if name.eq_ignore_ascii_case("cast") {
        "CAST"
    } else {
        &name
    });
    if matches!(args.duplicate_treatment, Some(DuplicateTreatment::Distinct)) {
        out.push_str("Distinct");
    }
    if let FunctionArguments::List(params) = &f.parameters {
        out.push('(');
        for (i, p) in params.args.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            match p {
                FunctionArg::Unnamed(FunctionArgExpr::Expr(e)) => write(e, out),
                other => out.push_str(&other.to_string()),
            }
        }
        out.push(')');
    }
    out.push('(');
    list(exprs, out);
    out.push(')');
    true
}

/// A type as ClickHouse spells it: the parser keeps no case of the names it knows
/// itself (`String` prints as `STRING`).
fn type_name(t: &DataType) -> String {
    match t {
        DataType::String(None) => "String".into(),
        DataType::Date => "Date".into(),
        DataType::Datetime(None) => "DateTime".into(),
        DataType::Bool | DataType::Boolean => "Bool".into(),
        DataType::Decimal(sqlparser::ast::ExactNumberInfo::PrecisionAndScale(p, s)) => {
            format!("Decimal({p}, {s})")
        }
        DataType::Decimal(sqlparser::ast::ExactNumberInfo::Precision(p)) => format!("Decimal({p})"),
        DataType::Nullable(inner) => format!("Nullable({})", type_name(inner)),
        DataType::LowCardinality(inner) => format!("LowCardinality({})", type_name(inner)),
        DataType::Array(sqlparser::ast::ArrayElemTypeDef::Parenthesis(inner)) => {
            format!("Array({})", type_name(inner))
        }
        other => other.to_string(),
    }
}

fn lambda(l: &LambdaFunction, out: &mut String) {
    out.push_str("lambda(tuple(");
    let names: Vec<String> = l.params.iter().map(|p| p.name.value.clone()).collect();
    out.push_str(&names.join(", "));
    out.push_str("), ");
    write(&l.body, out);
    out.push(')');
}

fn write(expr: &Expr, out: &mut String) {
    match expr {
        Expr::Identifier(id) => out.push_str(&id.value),
        Expr::CompoundIdentifier(ids) => {
            let parts: Vec<&str> = ids.iter().map(|i| i.value.as_str()).collect();
            out.push_str(&parts.join("."));
        }
        Expr::Nested(inner) => write(inner, out),
        Expr::Value(v) => match &v.value {
            Value::Number(n, _) => number(n, out),
            Value::SingleQuotedString(s) | Value::DoubleQuotedString(s) => quoted(s, out),
            Value::HexStringLiteral(h) => match u128::from_str_radix(h, 16) {
                Ok(n) => out.push_str(&n.to_string()),
                Err(_) => out.push_str(&v.value.to_string()),
            },
            Value::Boolean(b) => out.push_str(if *b { "true" } else { "false" }),
            Value::Null => out.push_str("NULL"),
            other => out.push_str(&other.to_string()),
        },
        Expr::BinaryOp { left, op, right } => match binary(op) {
            Some(name @ ("and" | "or" | "concat")) => {
                let mut all = Vec::new();
                operands(expr, op, &mut all);
                call(name, &all, out);
            }
            Some(name) => call(name, &[left, right], out),
            None => out.push_str(&expr.to_string()),
        },
        Expr::UnaryOp { op, expr: inner } => match (op, inner.as_ref()) {
            (UnaryOperator::Minus, Expr::Value(v)) if matches!(v.value, Value::Number(..)) => {
                out.push('-');
                write(inner, out);
            }
            (UnaryOperator::Minus, _) => call("negate", &[inner], out),
            (UnaryOperator::Plus, _) => write(inner, out),
            (UnaryOperator::Not, _) => call("not", &[inner], out),
            _ => out.push_str(&expr.to_string()),
        },
        Expr::IsNull(e) => call("isNull", &[e], out),
        Expr::IsNotNull(e) => call("isNotNull", &[e], out),
        Expr::IsDistinctFrom(a, b) => call("isDistinctFrom", &[a, b], out),
        Expr::IsNotDistinctFrom(a, b) => call("isNotDistinctFrom", &[a, b], out),
        Expr::InList {
            expr: e,
            list: items,
            negated,
        } => {
            out.push_str(if *negated { "notIn(" } else { "in(" });
            write(e, out);
            out.push_str(", ");
            if let [one] = items.as_slice() {
                write(one, out);
            } else {
                out.push('(');
                list(items, out);
                out.push(')');
            }
            out.push(')');
        }
        Expr::Like {
            negated,
            any: false,
            expr: e,
            pattern,
            escape_char: None,
        }
        | Expr::ILike {
            negated,
            any: false,
            expr: e,
            pattern,
            escape_char: None,
        } => call(
            match (matches!(expr, Expr::ILike { .. }), *negated) {
                (false, false) => "like",
                (false, true) => "notLike",
                (true, false) => "ilike",
                (true, true) => "notILike",
            },
            &[e, pattern],
            out,
        ),
        Expr::Between {
            expr: e,
            negated,
            low,
            high,
        } => {
            let (join, lower, upper) = if *negated {
                ("or", "less", "greater")
            } else {
                ("and", "greaterOrEquals", "lessOrEquals")
            };
            out.push_str(join);
            out.push('(');
            call(lower, &[e, low], out);
            out.push_str(", ");
            call(upper, &[e, high], out);
            out.push(')');
        }
        Expr::Case {
            operand,
            conditions,
            else_result,
            ..
        } => {
            let null = Expr::Value(Value::Null.into());
            let mut args: Vec<&Expr> = Vec::new();
            if let Some(o) = operand {
                args.push(o);
            }
            for w in conditions {
                args.push(&w.condition);
                args.push(&w.result);
            }
            args.push(else_result.as_deref().unwrap_or(&null));
            let name = if operand.is_some() {
                "caseWithExpression"
            } else {
                "multiIf"
            };
            call(name, &args, out);
        }
        Expr::Cast {
            kind: CastKind::Cast | CastKind::DoubleColon,
            expr: e,
            data_type,
            array: false,
            format: None,
        } => {
            out.push_str("CAST(");
            write(e, out);
            out.push_str(", ");
            quoted(&type_name(data_type), out);
            out.push(')');
        }
        Expr::Array(a) => {
            out.push('[');
            list(&a.elem, out);
            out.push(']');
        }
        Expr::Tuple(items) => {
            out.push('(');
            list(items, out);
            out.push(')');
        }
        Expr::CompoundFieldAccess { root, access_chain } => {
            let mut text = of(root);
            for access in access_chain {
                match access {
                    sqlparser::ast::AccessExpr::Subscript(sqlparser::ast::Subscript::Index {
                        index,
                    }) => text = format!("arrayElement({text}, {})", of(index)),
                    sqlparser::ast::AccessExpr::Dot(field) => {
                        text = format!("tupleElement({text}, {})", of(field))
                    }
                    _ => {
                        out.push_str(&expr.to_string());
                        return;
                    }
                }
            }
            out.push_str(&text);
        }
        Expr::Interval(i) => match i.leading_field.as_ref().and_then(interval_unit) {
            Some(unit) if i.last_field.is_none() => {
                call(&format!("toInterval{unit}"), &[&i.value], out)
            }
            _ => out.push_str(&expr.to_string()),
        },
        Expr::Extract { field, expr: e, .. } => match interval_unit(field) {
            Some(unit) => call(&format!("to{unit}"), &[e], out),
            None => out.push_str(&expr.to_string()),
        },
        Expr::Function(f) => {
            let mark = out.len();
            if !function(f, out) {
                out.truncate(mark);
                out.push_str(&expr.to_string());
            }
        }
        Expr::Lambda(l) => lambda(l, out),
        Expr::Floor { expr: e, field } | Expr::Ceil { expr: e, field }
            if matches!(
                field,
                sqlparser::ast::CeilFloorKind::DateTimeField(DateTimeField::NoDateTime)
            ) =>
        {
            call(
                if matches!(expr, Expr::Floor { .. }) {
                    "floor"
                } else {
                    "ceil"
                },
                &[e],
                out,
            )
        }
        other => out.push_str(&other.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::of;

    fn name(sql: &str) -> String {
        let expr = crate::syntax::parser(sql)
            .expect("tokens")
            .parse_expr()
            .expect("an expression");
        of(&expr)
    }

    /// Each expected name is ClickHouse 26.9's (chdb, `FORMAT TSVWithNames`).
    #[test]
    fn names_as_clickhouse_gives_them() {
        let cases = [
            ("a + b", "plus(a, b)"),
            ("a - b * 2", "minus(a, multiply(b, 2))"),
            ("(a + b) * 2", "multiply(plus(a, b), 2)"),
            ("a + b + a", "plus(plus(a, b), a)"),
            ("a / b", "divide(a, b)"),
            ("a % b", "modulo(a, b)"),
            ("-a", "negate(a)"),
            ("-(a + b)", "negate(plus(a, b))"),
            ("-1", "-1"),
            ("+a", "a"),
            ("NOT a AND b", "and(not(a), b)"),
            ("a AND b AND a", "and(a, b, a)"),
            (
                "s = 'x' AND a = 1 OR b = 2",
                "or(and(equals(s, 'x'), equals(a, 1)), equals(b, 2))",
            ),
            ("a == b", "equals(a, b)"),
            ("a <> b", "notEquals(a, b)"),
            ("a <= b", "lessOrEquals(a, b)"),
            ("a >= b", "greaterOrEquals(a, b)"),
            ("a IN (1, 2)", "in(a, (1, 2))"),
            ("a IN (1)", "in(a, 1)"),
            ("a NOT IN (1, 2)", "notIn(a, (1, 2))"),
            ("s LIKE 'x%'", "like(s, 'x%')"),
            ("s NOT ILIKE 'x'", "notILike(s, 'x')"),
            ("a IS NULL", "isNull(a)"),
            ("a IS NOT NULL", "isNotNull(a)"),
            ("a ? 1 : 2", "if(a, 1, 2)"),
            (
                "CASE WHEN a = 1 THEN 'one' ELSE 'other' END",
                "multiIf(equals(a, 1), 'one', 'other')",
            ),
            (
                "CASE a WHEN 1 THEN 'one' END",
                "caseWithExpression(a, 1, 'one', NULL)",
            ),
            ("arr[1]", "arrayElement(arr, 1)"),
            ("CAST(a AS String)", "CAST(a, 'String')"),
            ("CAST(a AS Nullable(String))", "CAST(a, 'Nullable(String)')"),
            ("a::String", "CAST(a, 'String')"),
            ("CAST(d AS Date)", "CAST(d, 'Date')"),
            ("cast(a, 'Nullable(UInt8)')", "CAST(a, 'Nullable(UInt8)')"),
            (
                "CAST(a AS Nullable(DateTime))",
                "CAST(a, 'Nullable(DateTime)')",
            ),
            ("CAST(a AS Array(String))", "CAST(a, 'Array(String)')"),
            ("CAST(a AS UInt8)", "CAST(a, 'UInt8')"),
            ("CAST(a AS Decimal(10, 2))", "CAST(a, 'Decimal(10, 2)')"),
            ("count()", "count()"),
            ("count(*)", "count()"),
            ("COUNT()", "COUNT()"),
            ("count(DISTINCT a)", "countDistinct(a)"),
            ("sumIf(a, b > 1)", "sumIf(a, greater(b, 1))"),
            ("quantile(0.5)(a)", "quantile(0.5)(a)"),
            (
                "arrayMap(x -> x + 1, arr)",
                "arrayMap(lambda(tuple(x), plus(x, 1)), arr)",
            ),
            (
                "arrayFilter((x, y) -> x > y, arr, arr)",
                "arrayFilter(lambda(tuple(x, y), greater(x, y)), arr, arr)",
            ),
            ("1.5", "1.5"),
            ("1.50", "1.5"),
            ("3.0", "3."),
            ("1e10", "10000000000."),
            ("1e20", "100000000000000000000."),
            ("1e21", "1e21"),
            ("1.5e30", "1.5e30"),
            ("2.5e-7", "2.5e-7"),
            ("1e-6", "0.000001"),
            ("0x1F", "31"),
            ("18446744073709551615", "18446744073709551615"),
            ("'abc'", "'abc'"),
            ("'it\\'s'", "'it\\'s'"),
            ("'a\\tb'", "'a\\tb'"),
            ("NULL", "NULL"),
            ("true", "true"),
            ("[1, 2]", "[1, 2]"),
            ("[[1],[2]]", "[[1], [2]]"),
            ("(1, 2)", "(1, 2)"),
            (
                "a BETWEEN 1 AND 2",
                "and(greaterOrEquals(a, 1), lessOrEquals(a, 2))",
            ),
            ("a NOT BETWEEN 1 AND 2", "or(less(a, 1), greater(a, 2))"),
            ("d + INTERVAL 1 DAY", "plus(d, toIntervalDay(1))"),
            ("d - INTERVAL 2 HOUR", "minus(d, toIntervalHour(2))"),
            ("EXTRACT(YEAR FROM d)", "toYear(d)"),
            ("s || 'y'", "concat(s, 'y')"),
            ("'ab' || 'c' || s", "concat('ab', 'c', s)"),
            ("toDate('2024-01-01')", "toDate('2024-01-01')"),
            ("now() - 1", "minus(now(), 1)"),
            ("floor(1.5)", "floor(1.5)"),
            ("CEIL(x)", "ceil(x)"),
        ];
        for (sql, want) in cases {
            assert_eq!(name(sql), want, "{sql}");
        }
    }
}
