//! Values of composite types (`Array`, `Tuple`, `Map`) as ClickHouse writes them as
//! text: `[1,2]`, `['a','b']`, `(1,'x')`, `{'k':1}`, with the elements in ClickHouse's
//! quoted form (strings, dates and times in single quotes, `NULL` for a missing
//! element). The text output formats write such a value as it is, unescaped (the
//! quoting inside it already escapes what would break a line), and `toString` and
//! `CAST(… AS String)` give it.

use arrow::{
    array::{Array, AsArray},
    datatypes::DataType,
    util::display::{ArrayFormatter, FormatOptions},
};
use datafusion::{
    common::{
        config::ConfigOptions,
        tree_node::{Transformed, TreeNode},
        DFSchema, Result as DfResult,
    },
    logical_expr::{expr::Cast, Expr, ExprSchemable, LogicalPlan},
    optimizer::AnalyzerRule,
};

/// `CAST(x AS String)` of an array, tuple or map: `toString(x)`, the value's text
/// (Arrow casts none of them to text). After type coercion, which types `x`.
#[derive(Debug, Default)]
pub(crate) struct CompositeCasts;

impl AnalyzerRule for CompositeCasts {
    fn name(&self) -> &str {
        "maskhouse_composite_casts"
    }

    fn analyze(&self, plan: LogicalPlan, _: &ConfigOptions) -> DfResult<LogicalPlan> {
        crate::literals::rewrite_plan(plan, rewrite)
    }
}

/// `expr` with each CAST of an array, tuple or map to a string made `toString`.
pub(crate) fn rewrite(expr: Expr, schema: &DFSchema) -> DfResult<Transformed<Expr>> {
    expr.transform_up(|e| match e {
        Expr::Cast(Cast { expr, field })
            if matches!(
                field.data_type(),
                DataType::Utf8 | DataType::Utf8View | DataType::LargeUtf8
            ) && is_composite(&expr.get_type(schema)?) =>
        {
            let text = crate::functions::to_string(*expr);
            Ok(Transformed::yes(match field.data_type() {
                DataType::Utf8 => text,
                _ => Expr::Cast(Cast {
                    expr: Box::new(text),
                    field,
                }),
            }))
        }
        e => Ok(Transformed::no(e)),
    })
}

/// How the text formats and `toString` write dates and times (`2024-01-01`,
/// `2024-01-01 00:00:00`; a DateTime64's fraction is added where it is written).
pub fn text_options() -> FormatOptions<'static> {
    FormatOptions::default()
        .with_date_format(Some("%Y-%m-%d"))
        .with_timestamp_format(Some("%Y-%m-%d %H:%M:%S"))
        .with_timestamp_tz_format(Some("%Y-%m-%d %H:%M:%S"))
}

/// Whether values of `t` are written by [`write_value`] rather than as a scalar.
pub fn is_composite(t: &DataType) -> bool {
    matches!(
        t,
        DataType::List(_)
            | DataType::LargeList(_)
            | DataType::FixedSizeList(..)
            | DataType::ListView(_)
            | DataType::LargeListView(_)
            | DataType::Struct(_)
            | DataType::Map(..)
    )
}

/// Appends the value at `row` of `array` in ClickHouse's quoted text form.
pub fn write_value(out: &mut String, array: &dyn Array, row: usize, opts: &FormatOptions<'_>) {
    if array.data_type() == &DataType::Null || array.is_null(row) {
        out.push_str("NULL");
        return;
    }
    match array.data_type() {
        DataType::List(_) => elements(out, array.as_list::<i32>().value(row).as_ref(), opts),
        DataType::LargeList(_) => elements(out, array.as_list::<i64>().value(row).as_ref(), opts),
        DataType::FixedSizeList(..) => {
            elements(out, array.as_fixed_size_list().value(row).as_ref(), opts)
        }
        DataType::Struct(_) => {
            let tuple = array.as_struct();
            out.push('(');
            for (i, field) in tuple.columns().iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_value(out, field.as_ref(), row, opts);
            }
            out.push(')');
        }
        DataType::Map(..) => {
            let entries = array.as_map().value(row);
            out.push('{');
            for i in 0..entries.len() {
                if i > 0 {
                    out.push(',');
                }
                write_value(out, entries.column(0).as_ref(), i, opts);
                out.push(':');
                write_value(out, entries.column(1).as_ref(), i, opts);
            }
            out.push('}');
        }
        _ => scalar(out, array, row, opts),
    }
}

fn elements(out: &mut String, values: &dyn Array, opts: &FormatOptions<'_>) {
    out.push('[');
    for i in 0..values.len() {
        if i > 0 {
            out.push(',');
        }
        write_value(out, values, i, opts);
    }
    out.push(']');
}

/// One scalar element: numbers as the text formats write them, text-like values quoted.
fn scalar(out: &mut String, array: &dyn Array, row: usize, opts: &FormatOptions<'_>) {
    use arrow::array::{Float32Array, Float64Array};
    if let Some(floats) = array.as_any().downcast_ref::<Float64Array>() {
        out.push_str(&crate::float_text(floats.value(row)));
        return;
    }
    if let Some(floats) = array.as_any().downcast_ref::<Float32Array>() {
        out.push_str(&crate::float_text(floats.value(row)));
        return;
    }
    // A DateTime64 keeps its fraction of a second (3, 6 or 9 digits).
    let fraction = match array.data_type() {
        DataType::Timestamp(arrow::datatypes::TimeUnit::Millisecond, _) => {
            Some("%Y-%m-%d %H:%M:%S%.3f")
        }
        DataType::Timestamp(arrow::datatypes::TimeUnit::Microsecond, _) => {
            Some("%Y-%m-%d %H:%M:%S%.6f")
        }
        DataType::Timestamp(arrow::datatypes::TimeUnit::Nanosecond, _) => {
            Some("%Y-%m-%d %H:%M:%S%.9f")
        }
        _ => None,
    };
    let with_fraction;
    let opts = match fraction {
        Some(format) => {
            with_fraction = opts
                .clone()
                .with_timestamp_format(Some(format))
                .with_timestamp_tz_format(Some(format));
            &with_fraction
        }
        None => opts,
    };
    let text = match ArrayFormatter::try_new(array, opts) {
        Ok(f) if crate::is_decimal(array.data_type()) => {
            crate::decimal_text(&f.value(row).to_string()).to_string()
        }
        Ok(f) => f.value(row).to_string(),
        Err(_) => String::new(),
    };
    let quoted = matches!(
        array.data_type(),
        DataType::Utf8
            | DataType::LargeUtf8
            | DataType::Utf8View
            | DataType::Binary
            | DataType::LargeBinary
            | DataType::BinaryView
            | DataType::Date32
            | DataType::Date64
            | DataType::Timestamp(..)
    );
    if !quoted {
        out.push_str(&text);
        return;
    }
    crate::column_name::quoted(&text, out);
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use arrow::{
        array::{ArrayRef, Int32Array, ListArray, StringArray, StructArray},
        datatypes::{Field, Int32Type},
    };

    use super::*;

    fn text(array: &dyn Array, row: usize) -> String {
        let mut out = String::new();
        write_value(&mut out, array, row, &FormatOptions::default());
        out
    }

    #[test]
    fn arrays_tuples_and_nulls_are_written_as_clickhouse_writes_them() {
        let lists = ListArray::from_iter_primitive::<Int32Type, _, _>(vec![
            Some(vec![Some(1), Some(2)]),
            Some(vec![]),
            Some(vec![Some(3), None]),
        ]);
        assert_eq!(text(&lists, 0), "[1,2]");
        assert_eq!(text(&lists, 1), "[]");
        assert_eq!(text(&lists, 2), "[3,NULL]");

        let tuple = StructArray::from(vec![
            (
                Arc::new(Field::new("1", DataType::Int32, false)),
                Arc::new(Int32Array::from(vec![7])) as ArrayRef,
            ),
            (
                Arc::new(Field::new("2", DataType::Utf8, false)),
                Arc::new(StringArray::from(vec!["it's\ta"])) as ArrayRef,
            ),
        ]);
        assert_eq!(text(&tuple, 0), "(7,'it\\'s\\ta')");
    }
}
