//! `arraySlice(arr, offset[, length])`, as ClickHouse's: the elements from `offset`
//! (1-based; from the right when negative; 0 gives an empty array; NULL is 1), `length`
//! of them (all to the end when it is absent or a constant NULL; when negative, up to
//! `-length` elements before the end; a NULL in a column of lengths is the array's
//! length). A slice that starts before the array, counted from the right, loses what
//! lies before it: `arraySlice([1, 2, 3, 4, 5], -9, 3)` is `[]`. Offsets and lengths
//! keep their low 64 bits, as ClickHouse reads them. `arraySlice(NULL, …)` is NULL.

use std::sync::Arc;

use datafusion::{
    arrow::{
        array::{Array, ArrayRef, AsArray, ListArray, UInt32Array},
        buffer::OffsetBuffer,
        compute::{cast, take},
        datatypes::{DataType, Field},
    },
    common::{DataFusionError, Result as DfResult},
    logical_expr::{ColumnarValue, ScalarFunctionArgs, ScalarUDFImpl, Signature, Volatility},
};
use maskhouse_types::codes;

#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct ArraySlice {
    signature: Signature,
}

impl ArraySlice {
    pub(crate) fn new() -> Self {
        ArraySlice {
            signature: Signature::variadic_any(Volatility::Immutable),
        }
    }
}

/// The list type `arraySlice` reads and returns for an argument of type `t`.
fn list_type(t: &DataType) -> Option<DataType> {
    match t {
        DataType::List(item) | DataType::LargeList(item) | DataType::FixedSizeList(item, _) => {
            Some(DataType::List(Arc::clone(item)))
        }
        _ => None,
    }
}

fn illegal(message: String) -> DataFusionError {
    crate::scalar::error(
        format!("{message} (ILLEGAL_TYPE_OF_ARGUMENT)"),
        codes::ILLEGAL_TYPE_OF_ARGUMENT,
    )
}

/// The element range `[start, end)` of a slice of an array of `n` elements, by
/// ClickHouse's rules (see the module).
pub(crate) fn bounds(n: i64, offset: Option<i64>, length: Option<i64>) -> (i64, i64) {
    let offset = offset.unwrap_or(1);
    let (start, clipped) = match offset {
        0 => return (0, 0),
        o if o > 0 => (o - 1, 0),
        // Counted from the right; what lies before the array is cut from the length.
        o => {
            let start = n.saturating_add(o);
            (start.max(0), start.min(0))
        }
    };
    let end = match length {
        None => n,
        Some(l) if l >= 0 => start.saturating_add((l + clipped).max(0)),
        Some(l) => n.saturating_add(l),
    };
    let end = end.min(n);
    if start >= end {
        (0, 0)
    } else {
        (start, end)
    }
}

impl ScalarUDFImpl for ArraySlice {
    fn name(&self) -> &str {
        "arrayslice"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        if arg_types.first() == Some(&DataType::Null) && (2..=3).contains(&arg_types.len()) {
            return Ok(DataType::Null);
        }
        if !(2..=3).contains(&arg_types.len()) {
            return Err(crate::scalar::error(
                format!(
                    "Number of arguments for function arraySlice doesn't match: passed {}, should be 2 or 3 (NUMBER_OF_ARGUMENTS_DOESNT_MATCH)",
                    arg_types.len()
                ),
                codes::NUMBER_OF_ARGUMENTS_DOESNT_MATCH,
            ));
        }
        if let Some(t) = arg_types[1..]
            .iter()
            .find(|t| !(t.is_integer() || **t == DataType::Null))
        {
            return Err(illegal(format!(
                "Offset and length of function arraySlice must be integers, got {t}"
            )));
        }
        list_type(&arg_types[0]).ok_or_else(|| {
            illegal(format!(
                "First argument for function arraySlice must be an array, got {}",
                arg_types[0]
            ))
        })
    }

    /// Nullable as the array is: a NULL offset or length is a default, not NULL.
    fn return_field_from_args(
        &self,
        args: datafusion::logical_expr::ReturnFieldArgs<'_>,
    ) -> DfResult<datafusion::arrow::datatypes::FieldRef> {
        let types: Vec<DataType> = args
            .arg_fields
            .iter()
            .map(|f| f.data_type().clone())
            .collect();
        Ok(Arc::new(Field::new(
            self.name(),
            self.return_type(&types)?,
            args.arg_fields[0].is_nullable(),
        )))
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        // A constant NULL length takes the elements to the end; a NULL in a column of
        // lengths takes as many as the array holds, as in ClickHouse.
        let to_end = matches!(args.args.get(2), Some(ColumnarValue::Scalar(l)) if l.is_null());
        let rows = args.number_rows;
        if args.args[0].data_type() == DataType::Null {
            return Ok(ColumnarValue::Array(
                datafusion::arrow::array::new_null_array(&DataType::Null, rows),
            ));
        }
        let (arrays, scalar) = crate::scalar::arrays(args)?;
        let list_type = list_type(arrays[0].data_type())
            .ok_or_else(|| illegal("arraySlice takes an array".into()))?;
        let lists = cast(&arrays[0], &list_type)?;
        let lists: &ListArray = lists.as_list::<i32>();
        // Integers keep their low 64 bits (a UInt64 offset of 2^64 - 1 is -1).
        let integers = |i: usize, what: &str| -> DfResult<Option<Vec<Option<i64>>>> {
            arrays
                .get(i)
                .map(|a| crate::scalar::wrapped_i64(a, what))
                .transpose()
        };
        let offsets = integers(1, "offset of function arraySlice")?;
        let lengths = integers(2, "length of function arraySlice")?;
        let value = |a: &Option<Vec<Option<i64>>>, row: usize| a.as_ref().and_then(|a| a[row]);
        let mut indices: Vec<u32> = Vec::new();
        let mut ends: Vec<i32> = Vec::with_capacity(lists.len());
        for row in 0..lists.len() {
            if lists.is_valid(row) {
                let at = lists.value_offsets()[row] as i64;
                let n = lists.value_length(row) as i64;
                let length = match (&lengths, value(&lengths, row)) {
                    (Some(_), None) if !to_end => Some(n),
                    (_, length) => length,
                };
                let (start, end) = bounds(n, value(&offsets, row), length);
                indices.extend((at + start..at + end).map(|i| i as u32));
            }
            ends.push(indices.len() as i32);
        }
        let values = take(lists.values().as_ref(), &UInt32Array::from(indices), None)?;
        let DataType::List(item) = list_type else {
            unreachable!("list_type is a List")
        };
        let out = ListArray::try_new(
            item,
            OffsetBuffer::from_lengths(
                std::iter::once(0)
                    .chain(ends.iter().copied())
                    .collect::<Vec<i32>>()
                    .windows(2)
                    .map(|w| (w[1] - w[0]) as usize),
            ),
            values,
            lists.nulls().cloned(),
        )?;
        crate::scalar::result(Arc::new(out) as ArrayRef, scalar)
    }
}

#[cfg(test)]
mod tests {
    use super::bounds;

    /// Expected slices from ClickHouse 26.9 over `[1, 2, 3, 4, 5]`.
    #[test]
    fn slices_are_clickhouses() {
        let slice = |o: Option<i64>, l: Option<i64>| {
            let (s, e) = bounds(5, o, l);
            (s + 1..e + 1).collect::<Vec<i64>>()
        };
        assert_eq!(slice(Some(2), None), vec![2, 3, 4, 5]);
        assert_eq!(slice(Some(0), None), Vec::<i64>::new());
        assert_eq!(slice(Some(2), Some(2)), vec![2, 3]);
        assert_eq!(slice(Some(-3), None), vec![3, 4, 5]);
        assert_eq!(slice(Some(-3), Some(2)), vec![3, 4]);
        assert_eq!(slice(Some(2), Some(-1)), vec![2, 3, 4]);
        assert_eq!(slice(Some(-3), Some(-1)), vec![3, 4]);
        assert_eq!(slice(Some(9), None), Vec::<i64>::new());
        assert_eq!(slice(Some(-9), None), vec![1, 2, 3, 4, 5]);
        assert_eq!(slice(Some(-9), Some(3)), Vec::<i64>::new());
        assert_eq!(slice(Some(2), Some(0)), Vec::<i64>::new());
        assert_eq!(slice(Some(2), Some(-9)), Vec::<i64>::new());
        assert_eq!(slice(Some(4), Some(9)), vec![4, 5]);
        assert_eq!(slice(Some(1), None), vec![1, 2, 3, 4, 5]);
        assert_eq!(slice(None, None), vec![1, 2, 3, 4, 5]);
        assert_eq!(slice(Some(-2), Some(-3)), Vec::<i64>::new());
        assert_eq!(slice(Some(-9), Some(-3)), vec![1, 2]);
        assert_eq!(slice(Some(i64::MAX), Some(i64::MAX)), Vec::<i64>::new());
        assert_eq!(slice(Some(i64::MIN + 1), Some(i64::MIN)), Vec::<i64>::new());
    }
}
