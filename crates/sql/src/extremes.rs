//! `SETTINGS extremes = 1`: besides its rows, a query returns each column's smallest
//! and largest value among them (two rows: the minimums, then the maximums), as
//! ClickHouse computes them: over the rows the query returns (after `LIMIT`), not
//! counting the totals of `WITH TOTALS`, NULLs left out (a column of NULLs only has
//! NULL extremes), values ordered as `ORDER BY` orders them (arrays element by
//! element). A result without rows has none. The formats write them after the rows
//! (and the totals): TabSeparated and CSV after an empty line, JSON as `extremes`,
//! Pretty under `Extremes:`, Vertical as `Min:` and `Max:`.

use arrow::{
    array::{Array, RecordBatch, UInt32Array},
    datatypes::SchemaRef,
    row::{RowConverter, SortField},
};

use crate::Result;

/// The extremes of `batches` (rows of `schema`): a batch of two rows, or None when
/// there are no rows.
pub(crate) fn of(schema: &SchemaRef, batches: &[RecordBatch]) -> Result<Option<RecordBatch>> {
    if batches.iter().all(|b| b.num_rows() == 0) {
        return Ok(None);
    }
    let mut columns = Vec::with_capacity(schema.fields().len());
    for i in 0..schema.fields().len() {
        let parts: Vec<&dyn Array> = batches.iter().map(|b| b.column(i).as_ref()).collect();
        let all = arrow::compute::concat(&parts)?;
        let converter = RowConverter::new(vec![SortField::new(all.data_type().clone())])?;
        let rows = converter.convert_columns(std::slice::from_ref(&all))?;
        let (mut min, mut max): (Option<usize>, Option<usize>) = (None, None);
        for r in (0..all.len()).filter(|&r| !all.is_null(r)) {
            let row = rows.row(r);
            if min.is_none_or(|m| row < rows.row(m)) {
                min = Some(r);
            }
            if max.is_none_or(|m| row > rows.row(m)) {
                max = Some(r);
            }
        }
        let at = UInt32Array::from(vec![min.map(|m| m as u32), max.map(|m| m as u32)]);
        columns.push(arrow::compute::take(&all, &at, None)?);
    }
    Ok(Some(RecordBatch::try_new(schema.clone(), columns)?))
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use arrow::{
        array::{ArrayRef, Int64Array, ListArray, StringArray},
        datatypes::Int64Type,
    };

    use super::*;

    #[test]
    fn extremes_leave_nulls_out_and_order_as_order_by() {
        let n: ArrayRef = Arc::new(Int64Array::from(vec![Some(3), None, Some(-2)]));
        let nulls: ArrayRef = Arc::new(Int64Array::from(vec![None::<i64>, None, None]));
        let s: ArrayRef = Arc::new(StringArray::from(vec!["b", "ab", "c"]));
        let a: ArrayRef = Arc::new(ListArray::from_iter_primitive::<Int64Type, _, _>(vec![
            Some(vec![Some(1), Some(2)]),
            Some(vec![Some(1)]),
            Some(vec![Some(0), Some(9)]),
        ]));
        let first = RecordBatch::try_from_iter(vec![
            ("n", n.slice(0, 2)),
            ("z", nulls.slice(0, 2)),
            ("s", s.slice(0, 2)),
            ("a", a.slice(0, 2)),
        ])
        .unwrap();
        let second = RecordBatch::try_from_iter(vec![
            ("n", n.slice(2, 1)),
            ("z", nulls.slice(2, 1)),
            ("s", s.slice(2, 1)),
            ("a", a.slice(2, 1)),
        ])
        .unwrap();
        let schema = first.schema();
        let e = of(&schema, &[first, second]).unwrap().unwrap();
        let text = arrow::util::pretty::pretty_format_batches(&[e])
            .unwrap()
            .to_string();
        assert_eq!(
            text,
            "+----+---+----+--------+\n\
             | n  | z | s  | a      |\n\
             +----+---+----+--------+\n\
             | -2 |   | ab | [0, 9] |\n\
             | 3  |   | c  | [1, 2] |\n\
             +----+---+----+--------+"
        );
        let empty = RecordBatch::new_empty(schema.clone());
        assert!(of(&schema, &[empty]).unwrap().is_none());
    }
}
