//! `least` and `greatest` of an `Int64` and a `UInt64`, with ClickHouse's result types.
//!
//! No 64-bit type holds every value of both, and DataFusion compares them as
//! `Decimal(20, 0)`, which is also the type it gives the result. ClickHouse gives
//! `least` the signed type and `greatest` the unsigned one, which always hold the
//! result: the least of the two is at most the `Int64`, the greatest at least the
//! `UInt64`. [`LeastGreatest`] wraps DataFusion's function: for arguments that are
//! all `Int64` or `UInt64`, of both kinds, it compares them as DataFusion does and
//! gives the result in ClickHouse's type; for any other arguments it is DataFusion's.

use std::sync::Arc;

use datafusion::{
    arrow::datatypes::{DataType, Field},
    common::Result,
    logical_expr::{ColumnarValue, ScalarFunctionArgs, ScalarUDF, ScalarUDFImpl, Signature},
};

/// The type both kinds are compared in.
const COMPARED: DataType = DataType::Decimal128(20, 0);

/// See the module docs.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct LeastGreatest {
    inner: Arc<ScalarUDF>,
    greatest: bool,
}

impl LeastGreatest {
    /// Both functions, wrapping DataFusion's.
    pub(crate) fn both() -> [LeastGreatest; 2] {
        [
            LeastGreatest {
                inner: datafusion::functions::core::least(),
                greatest: false,
            },
            LeastGreatest {
                inner: datafusion::functions::core::greatest(),
                greatest: true,
            },
        ]
    }

    /// ClickHouse's type for `types`, when they are `Int64` and `UInt64` mixed.
    fn mixed(&self, types: &[DataType]) -> Option<DataType> {
        let all = types
            .iter()
            .all(|t| matches!(t, DataType::Int64 | DataType::UInt64));
        let signed = types.contains(&DataType::Int64);
        let unsigned = types.contains(&DataType::UInt64);
        (all && signed && unsigned).then_some(match self.greatest {
            true => DataType::UInt64,
            false => DataType::Int64,
        })
    }
}

impl ScalarUDFImpl for LeastGreatest {
    fn name(&self) -> &str {
        self.inner.name()
    }

    fn signature(&self) -> &Signature {
        self.inner.signature()
    }

    fn coerce_types(&self, arg_types: &[DataType]) -> Result<Vec<DataType>> {
        match self.mixed(arg_types) {
            Some(_) => Ok(arg_types.to_vec()),
            None => self.inner.coerce_types(arg_types),
        }
    }

    fn return_type(&self, arg_types: &[DataType]) -> Result<DataType> {
        match self.mixed(arg_types) {
            Some(t) => Ok(t),
            None => self.inner.return_type(arg_types),
        }
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> Result<ColumnarValue> {
        let types: Vec<DataType> = args
            .arg_fields
            .iter()
            .map(|f| f.data_type().clone())
            .collect();
        let Some(result) = self.mixed(&types) else {
            return self.inner.invoke_with_args(args);
        };
        let values = args
            .args
            .iter()
            .map(|v| v.cast_to(&COMPARED, None))
            .collect::<Result<Vec<_>>>()?;
        let arg_fields = args
            .arg_fields
            .iter()
            .map(|f| Arc::new(Field::clone(f).with_data_type(COMPARED)))
            .collect();
        let return_field = Arc::new(Field::clone(&args.return_field).with_data_type(COMPARED));
        let compared = self.inner.invoke_with_args(ScalarFunctionArgs {
            args: values,
            arg_fields,
            number_rows: args.number_rows,
            return_field,
            config_options: args.config_options,
        })?;
        // Exact: the least is at most the Int64, the greatest at least the UInt64.
        compared.cast_to(&result, None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use datafusion::arrow::array::{Array, Int64Array, UInt64Array};

    fn call(f: &LeastGreatest, a: Vec<i64>, b: Vec<u64>) -> ColumnarValue {
        let rows = a.len();
        let result = f.mixed(&[DataType::Int64, DataType::UInt64]).unwrap();
        f.invoke_with_args(ScalarFunctionArgs {
            args: vec![
                ColumnarValue::Array(Arc::new(Int64Array::from(a))),
                ColumnarValue::Array(Arc::new(UInt64Array::from(b))),
            ],
            arg_fields: vec![
                Arc::new(Field::new("a", DataType::Int64, false)),
                Arc::new(Field::new("b", DataType::UInt64, false)),
            ],
            number_rows: rows,
            return_field: Arc::new(Field::new("r", result, false)),
            config_options: Arc::default(),
        })
        .unwrap()
    }

    #[test]
    fn int64_and_uint64_give_clickhouses_types_and_exact_values() {
        let [least, greatest] = LeastGreatest::both();
        assert_eq!(
            least
                .return_type(&[DataType::Int64, DataType::UInt64])
                .unwrap(),
            DataType::Int64
        );
        assert_eq!(
            greatest
                .return_type(&[DataType::UInt64, DataType::Int64])
                .unwrap(),
            DataType::UInt64
        );
        // Other types are DataFusion's.
        assert_eq!(
            least
                .return_type(&[DataType::Int64, DataType::Int64])
                .unwrap(),
            DataType::Int64
        );
        let a = vec![i64::MIN, -1, i64::MAX, 5];
        let b = vec![u64::MAX, 1, i64::MAX as u64 + 1, 5];
        let ColumnarValue::Array(l) = call(&least, a.clone(), b.clone()) else {
            panic!("an array")
        };
        assert_eq!(
            l.as_ref(),
            &Int64Array::from(vec![i64::MIN, -1, i64::MAX, 5]) as &dyn Array
        );
        let ColumnarValue::Array(g) = call(&greatest, a, b) else {
            panic!("an array")
        };
        assert_eq!(
            g.as_ref(),
            &UInt64Array::from(vec![u64::MAX, 1, i64::MAX as u64 + 1, 5]) as &dyn Array
        );
    }
}
