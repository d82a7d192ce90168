//! ClickHouse's `-Array` aggregate combinator: `fArray(arr)` aggregates the elements of
//! every row's array as `f` aggregates values (`sumArray([1, 2])` over two rows of it
//! is 6). Each is the aggregate `f` fed the arrays' elements: it takes `f`'s
//! accumulator (states, merges and results alike) and flattens each batch of arrays
//! into their elements first. `-If` applies after it (`sumArrayIf(arr, cond)`).

use std::sync::Arc;

use datafusion::{
    arrow::{
        array::{Array, ArrayRef, AsArray, UInt64Array},
        compute::{cast, take},
        datatypes::{DataType, Field, FieldRef, Schema},
    },
    common::{DataFusionError, Result as DfResult, ScalarValue},
    execution::SessionState,
    logical_expr::{
        function::{AccumulatorArgs, StateFieldsArgs},
        type_coercion::functions::fields_with_udf,
        Accumulator, AggregateUDF, AggregateUDFImpl, Signature, Volatility,
    },
    physical_expr::expressions::Column,
};

/// The `-Array` forms (the dialect's `COMBINABLE` lists them too): ClickHouse's name, the DataFusion aggregate over the elements,
/// whether it counts distinct elements, and the type its result is cast to (ClickHouse
/// counts in `UInt64`).
const ARRAY_FORMS: &[(&str, &str, bool, Option<DataType>)] = &[
    ("sumArray", "sum", false, None),
    ("avgArray", "avg", false, None),
    ("minArray", "min", false, None),
    ("maxArray", "max", false, None),
    ("countArray", "count", false, Some(DataType::UInt64)),
    ("uniqArray", "count", true, Some(DataType::UInt64)),
    ("uniqExactArray", "count", true, Some(DataType::UInt64)),
    ("groupArrayArray", "array_agg", false, None),
    ("groupUniqArrayArray", "array_agg", true, None),
];

/// Whether `name` (as ClickHouse spells it) is one of the `-Array` forms.
pub(crate) fn is_array_form(name: &str) -> bool {
    ARRAY_FORMS.iter().any(|(n, ..)| *n == name)
}

/// Registers every `-Array` form over the aggregates `state` has.
pub(crate) fn register(state: &mut SessionState) -> DfResult<()> {
    use datafusion::execution::FunctionRegistry;
    for (name, inner, distinct, cast_to) in ARRAY_FORMS {
        let Some(inner) = state.aggregate_functions().get(*inner).cloned() else {
            continue;
        };
        state.register_udaf(Arc::new(AggregateUDF::new_from_impl(ArrayCombinator {
            name: name.to_ascii_lowercase(),
            clickhouse: name,
            inner,
            distinct: *distinct,
            cast_to: cast_to.clone(),
            signature: Signature::any(1, Volatility::Immutable),
        })))?;
    }
    Ok(())
}

#[derive(Debug)]
struct ArrayCombinator {
    name: String,
    clickhouse: &'static str,
    inner: Arc<AggregateUDF>,
    distinct: bool,
    cast_to: Option<DataType>,
    signature: Signature,
}

impl PartialEq for ArrayCombinator {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name
    }
}

impl Eq for ArrayCombinator {}

impl std::hash::Hash for ArrayCombinator {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.name.hash(state);
    }
}

impl ArrayCombinator {
    /// The field of the elements `f` is fed: the array's element type as `f` coerces it.
    fn element(&self, array: &DataType) -> DfResult<FieldRef> {
        let item = match array {
            DataType::List(f) | DataType::LargeList(f) | DataType::FixedSizeList(f, _) => {
                f.clone()
            }
            DataType::Null => Arc::new(Field::new("item", DataType::Null, true)),
            other => {
                return Err(DataFusionError::External(Box::new(
                    crate::Error::bad(format!(
                        "Illegal type {other} of argument for aggregate function {}: an array is expected (ILLEGAL_TYPE_OF_ARGUMENT)",
                        self.clickhouse
                    ))
                    .with_code(maskhouse_types::codes::ILLEGAL_TYPE_OF_ARGUMENT),
                )))
            }
        };
        let item: FieldRef = Arc::new(Field::new("item", item.data_type().clone(), true));
        let coerced = fields_with_udf(&[item], self.inner.as_ref())?;
        Ok(coerced[0].clone())
    }

    fn inner_return(&self, element: &FieldRef) -> DfResult<FieldRef> {
        self.inner.return_field(std::slice::from_ref(element))
    }
}

impl AggregateUDFImpl for ArrayCombinator {
    fn name(&self) -> &str {
        &self.name
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        if let Some(t) = &self.cast_to {
            return Ok(t.clone());
        }
        let element = self.element(&arg_types[0])?;
        Ok(self.inner_return(&element)?.data_type().clone())
    }

    /// A count is never NULL (0 over no rows).
    fn is_nullable(&self) -> bool {
        self.cast_to.is_none()
    }

    fn accumulator(&self, acc_args: AccumulatorArgs<'_>) -> DfResult<Box<dyn Accumulator>> {
        let element = self.element(acc_args.expr_fields[0].data_type())?;
        let schema = Schema::new(vec![element.as_ref().clone()]);
        let exprs: Vec<Arc<dyn datafusion::physical_expr::PhysicalExpr>> =
            vec![Arc::new(Column::new(element.name(), 0))];
        let fields = [element.clone()];
        let inner = self.inner.accumulator(AccumulatorArgs {
            return_field: self.inner_return(&element)?,
            schema: &schema,
            ignore_nulls: true,
            order_bys: &[],
            is_reversed: false,
            name: acc_args.name,
            is_distinct: self.distinct,
            exprs: &exprs,
            expr_fields: &fields,
        })?;
        Ok(Box::new(Flattening {
            inner,
            element: element.data_type().clone(),
            cast_to: self.cast_to.clone(),
        }))
    }

    fn state_fields(&self, args: StateFieldsArgs<'_>) -> DfResult<Vec<FieldRef>> {
        let element = self.element(args.input_fields[0].data_type())?;
        self.inner.state_fields(StateFieldsArgs {
            name: args.name,
            input_fields: std::slice::from_ref(&element),
            return_field: self.inner_return(&element)?,
            ordering_fields: &[],
            is_distinct: self.distinct,
        })
    }
}

/// `f`'s accumulator fed the elements of each row's array (a NULL array adds none).
#[derive(Debug)]
struct Flattening {
    inner: Box<dyn Accumulator>,
    element: DataType,
    cast_to: Option<DataType>,
}

/// The element array of `list` and the range of it each array that is not NULL takes.
fn list_ranges<O: datafusion::arrow::array::OffsetSizeTrait>(
    list: &datafusion::arrow::array::GenericListArray<O>,
) -> (ArrayRef, Vec<(usize, usize)>) {
    let offsets = list.value_offsets();
    let ranges = (0..list.len())
        .filter(|&i| list.is_valid(i))
        .map(|i| (offsets[i].as_usize(), offsets[i + 1].as_usize()))
        .collect();
    (list.values().clone(), ranges)
}

/// The elements of the arrays of `values`, in order.
fn elements(values: &ArrayRef) -> DfResult<ArrayRef> {
    let (child, ranges): (ArrayRef, Vec<(usize, usize)>) = match values.data_type() {
        DataType::List(_) => list_ranges(values.as_list::<i32>()),
        DataType::LargeList(_) => list_ranges(values.as_list::<i64>()),
        DataType::FixedSizeList(_, size) => {
            let list = values.as_fixed_size_list();
            let size = *size as usize;
            let ranges = (0..list.len())
                .filter(|&i| list.is_valid(i))
                .map(|i| (i * size, (i + 1) * size))
                .collect();
            (list.values().clone(), ranges)
        }
        _ => return Ok(datafusion::arrow::array::new_empty_array(&DataType::Null)),
    };
    let indices: UInt64Array = ranges
        .into_iter()
        .flat_map(|(start, end)| start as u64..end as u64)
        .collect();
    Ok(take(child.as_ref(), &indices, None)?)
}

impl Accumulator for Flattening {
    fn update_batch(&mut self, values: &[ArrayRef]) -> DfResult<()> {
        let flat = elements(&values[0])?;
        let flat = match flat.data_type() == &self.element {
            true => flat,
            false => cast(&flat, &self.element)?,
        };
        self.inner.update_batch(&[flat])
    }

    fn merge_batch(&mut self, states: &[ArrayRef]) -> DfResult<()> {
        self.inner.merge_batch(states)
    }

    fn state(&mut self) -> DfResult<Vec<ScalarValue>> {
        self.inner.state()
    }

    fn evaluate(&mut self) -> DfResult<ScalarValue> {
        let value = self.inner.evaluate()?;
        match &self.cast_to {
            Some(t) => value.cast_to(t),
            None => Ok(value),
        }
    }

    fn size(&self) -> usize {
        std::mem::size_of_val(self) + self.inner.size()
    }
}
