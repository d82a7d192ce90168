//! Tuples in a CAST: `CAST(x AS Tuple(a UInt64, b String))` and `CAST(x AS
//! Array(Tuple(…)))`. The planner casts a struct to a struct by its fields' names (and
//! by position where they differ, dropping or failing on a different count), and a
//! tuple value's fields are `c0`, `c1`, …; so the value is first named
//! [`TUPLE_NAMES`]`(x, 'c0', 'c1')`, which refuses a tuple of another number of
//! elements as ClickHouse does (`TYPE_MISMATCH`, 53), the cast goes to those positional
//! names, and a named tuple's type then names the fields with
//! [`TUPLE_NAMES`]`(value, 'a', 'b')` (`toTypeName` says `Tuple(a UInt64, b String)`).
//! Only the fields change; the values are the same arrays. Text is left as it is.

use std::sync::Arc;

use datafusion::{
    arrow::{
        array::{Array, ArrayRef, AsArray, ListArray, StructArray},
        datatypes::{DataType, Field, Fields},
    },
    common::{DataFusionError, Result as DfResult, ScalarValue},
    logical_expr::{
        ColumnarValue, ReturnFieldArgs, ScalarFunctionArgs, ScalarUDFImpl, Signature, Volatility,
    },
};

/// The function's name, for the dialect's rewrite of a CAST.
pub(crate) const TUPLE_NAMES: &str = "__tuple_names";

#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct TupleNames {
    signature: Signature,
}

impl TupleNames {
    pub(crate) fn new() -> Self {
        TupleNames {
            signature: Signature::variadic_any(Volatility::Immutable),
        }
    }
}

fn error(message: &str) -> DataFusionError {
    DataFusionError::Plan(format!("{TUPLE_NAMES}: {message}"))
}

/// `fields` named `names`, in order; a tuple of another number of elements is
/// ClickHouse's `TYPE_MISMATCH` (53).
fn renamed(fields: &Fields, names: &[String]) -> DfResult<Fields> {
    if fields.len() != names.len() {
        return Err(DataFusionError::External(Box::new(
            crate::Error::bad(format!(
                "CAST AS Tuple can only be performed between tuple types with the same number of elements: a tuple of {} elements to one of {} (TYPE_MISMATCH)",
                fields.len(),
                names.len()
            ))
            .with_code(maskhouse_types::codes::TYPE_MISMATCH),
        )));
    }
    Ok(fields
        .iter()
        .zip(names)
        .map(|(f, n)| Arc::new(f.as_ref().clone().with_name(n)))
        .collect())
}

/// Text, which a CAST reads as a tuple's text form: left as it is.
fn is_text(data_type: &DataType) -> bool {
    matches!(
        data_type,
        DataType::Utf8 | DataType::Utf8View | DataType::LargeUtf8
    )
}

/// `data_type`, its struct (or its list's struct) named `names`.
fn named_type(data_type: &DataType, names: &[String]) -> DfResult<DataType> {
    match data_type {
        t if is_text(t) => Ok(t.clone()),
        DataType::Struct(fields) => Ok(DataType::Struct(renamed(fields, names)?)),
        DataType::List(item) => Ok(DataType::List(Arc::new(
            item.as_ref()
                .clone()
                .with_data_type(named_type(item.data_type(), names)?),
        ))),
        _ => Err(error("the value is not a tuple or an array of tuples")),
    }
}

/// `array`, its struct (or its list's struct) named `names`.
fn named(array: &ArrayRef, names: &[String]) -> DfResult<ArrayRef> {
    match array.data_type() {
        t if is_text(t) => Ok(array.clone()),
        DataType::Struct(fields) => {
            let s = array.as_struct();
            Ok(Arc::new(StructArray::try_new(
                renamed(fields, names)?,
                s.columns().to_vec(),
                s.nulls().cloned(),
            )?))
        }
        DataType::List(item) => {
            let list = array.as_list::<i32>();
            let values = named(list.values(), names)?;
            let item = Arc::new(Field::new(
                item.name(),
                values.data_type().clone(),
                item.is_nullable(),
            ));
            Ok(Arc::new(ListArray::try_new(
                item,
                list.offsets().clone(),
                values,
                list.nulls().cloned(),
            )?))
        }
        _ => Err(error("the value is not a tuple or an array of tuples")),
    }
}

/// The constant names of the call (every argument after the value).
fn names_of(scalars: &[Option<&ScalarValue>]) -> DfResult<Vec<String>> {
    scalars
        .iter()
        .map(|s| match s {
            Some(ScalarValue::Utf8(Some(n)) | ScalarValue::Utf8View(Some(n))) => Ok(n.clone()),
            _ => Err(error("the names must be constant strings")),
        })
        .collect()
}

impl ScalarUDFImpl for TupleNames {
    fn name(&self) -> &str {
        TUPLE_NAMES
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _arg_types: &[DataType]) -> DfResult<DataType> {
        Err(error("the type depends on the names"))
    }

    fn return_field_from_args(
        &self,
        args: ReturnFieldArgs<'_>,
    ) -> DfResult<datafusion::arrow::datatypes::FieldRef> {
        let Some((value, _)) = args.arg_fields.split_first() else {
            return Err(error("takes a value and names"));
        };
        let names = names_of(&args.scalar_arguments[1..])?;
        Ok(Arc::new(Field::new(
            self.name(),
            named_type(value.data_type(), &names)?,
            value.is_nullable(),
        )))
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let names: Vec<String> = args.args[1..]
            .iter()
            .map(|a| match a {
                ColumnarValue::Scalar(s) => Ok(Some(s)),
                ColumnarValue::Array(_) => Err(error("the names must be constant strings")),
            })
            .collect::<DfResult<Vec<_>>>()
            .and_then(|s| names_of(&s))?;
        match &args.args[0] {
            ColumnarValue::Array(a) => Ok(ColumnarValue::Array(named(a, &names)?)),
            ColumnarValue::Scalar(s) => {
                let array = named(&s.to_array()?, &names)?;
                Ok(ColumnarValue::Scalar(ScalarValue::try_from_array(
                    &array, 0,
                )?))
            }
        }
    }
}
