//! ClickHouse's `sumMap(keys, values…)`, `sumMapWithOverflow`, `minMap` and `maxMap`:
//! per group, the values of each key (summed, or their least or greatest), as a tuple
//! of the keys in ascending order and one array per values argument.
//!
//! As in ClickHouse:
//! - `sumMap` sums in the widest type of the values' kind (`UInt64`, `Int64`,
//!   `Float64`; a decimal keeps its type) and `sumMapWithOverflow` in the values' own
//!   type, both wrapping on overflow;
//! - `sumMap` and `sumMapWithOverflow` leave out a key whose sums are all zero, or NULL (a Nullable value that
//!   is 0 is kept: ClickHouse compares it with the Nullable default, NULL);
//! - a NULL value is skipped, and shown as the type's default when its key is kept
//!   for another array;
//! - a row whose keys and values differ in length fails with `BAD_ARGUMENTS` (36).
//!
//! The state is the group's map, counted against the query's memory.

use std::{cmp::Ordering, collections::BTreeMap, sync::Arc};

use datafusion::{
    arrow::{
        array::{Array, ArrayRef, AsArray, ListArray, StructArray},
        buffer::OffsetBuffer,
        datatypes::{DataType, Field, FieldRef, Fields},
    },
    common::{Result as DfResult, ScalarValue},
    logical_expr::{
        function::{AccumulatorArgs, StateFieldsArgs},
        Accumulator, AggregateUDFImpl, Signature, Volatility,
    },
};
use maskhouse_types::codes;

use crate::scalar::error;

/// What a map aggregate does with the values of one key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum MapOp {
    Sum,
    SumWithOverflow,
    Min,
    Max,
}

#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct SumMap {
    op: MapOp,
    signature: Signature,
}

impl SumMap {
    pub(crate) fn all() -> Vec<SumMap> {
        [MapOp::Sum, MapOp::SumWithOverflow, MapOp::Min, MapOp::Max]
            .into_iter()
            .map(|op| SumMap {
                op,
                signature: Signature::variadic_any(Volatility::Immutable),
            })
            .collect()
    }

    fn clickhouse_name(&self) -> &'static str {
        match self.op {
            MapOp::Sum => "sumMap",
            MapOp::SumWithOverflow => "sumMapWithOverflow",
            MapOp::Min => "minMap",
            MapOp::Max => "maxMap",
        }
    }

    /// The type a value of `t` is kept in.
    fn value_type(&self, t: &DataType) -> DataType {
        match (self.op, t) {
            (MapOp::Sum, t) if t.is_unsigned_integer() => DataType::UInt64,
            (MapOp::Sum, t) if t.is_signed_integer() => DataType::Int64,
            (MapOp::Sum, t) if t.is_floating() => DataType::Float64,
            (_, t) => t.clone(),
        }
    }
}

fn element(t: &DataType) -> Option<&DataType> {
    match t {
        DataType::List(f) => Some(f.data_type()),
        _ => None,
    }
}

fn list_of(t: &DataType) -> DataType {
    DataType::List(Arc::new(Field::new("item", t.clone(), true)))
}

impl AggregateUDFImpl for SumMap {
    fn name(&self) -> &str {
        match self.op {
            MapOp::Sum => "summap",
            MapOp::SumWithOverflow => "summapwithoverflow",
            MapOp::Min => "minmap",
            MapOp::Max => "maxmap",
        }
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        let name = self.clickhouse_name();
        if arg_types.len() < 2 {
            return Err(error(
                format!(
                    "Aggregate function {name} requires at least two arguments of Array type, got {} (NUMBER_OF_ARGUMENTS_DOESNT_MATCH)",
                    arg_types.len()
                ),
                codes::NUMBER_OF_ARGUMENTS_DOESNT_MATCH,
            ));
        }
        let mut fields = Vec::with_capacity(arg_types.len());
        for (i, t) in arg_types.iter().enumerate() {
            let item = element(t).filter(|e| {
                i == 0
                    || e.is_numeric()
                    || matches!(e, DataType::Decimal128(..) | DataType::Decimal256(..))
            });
            let Some(item) = item else {
                return Err(error(
                    format!(
                        "Illegal type {} of argument {} of aggregate function {name}: the keys must be an Array and the values Arrays of numbers (ILLEGAL_TYPE_OF_ARGUMENT)",
                        crate::functions::type_name(&Field::new("", t.clone(), true)),
                        i + 1
                    ),
                    codes::ILLEGAL_TYPE_OF_ARGUMENT,
                ));
            };
            let kept = if i == 0 {
                item.clone()
            } else {
                self.value_type(item)
            };
            fields.push(Field::new(
                maskhouse_types::unnamed_element(i),
                list_of(&kept),
                false,
            ));
        }
        Ok(DataType::Struct(Fields::from(fields)))
    }

    fn is_nullable(&self) -> bool {
        false
    }

    fn accumulator(&self, acc_args: AccumulatorArgs<'_>) -> DfResult<Box<dyn Accumulator>> {
        let DataType::Struct(fields) = acc_args.return_field.data_type() else {
            return Err(error(
                "sumMap: the result is a tuple".into(),
                codes::NOT_IMPLEMENTED,
            ));
        };
        let types: Vec<DataType> = fields
            .iter()
            .map(|f| element(f.data_type()).cloned().unwrap_or(DataType::Null))
            .collect();
        let nullable: Vec<bool> = acc_args
            .exprs
            .iter()
            .map(|e| {
                e.return_field(acc_args.schema)
                    .is_ok_and(|f| declares_nullable_values(&f))
            })
            .collect();
        Ok(Box::new(Groups {
            op: self.op,
            name: self.clickhouse_name(),
            key_type: types[0].clone(),
            value_types: types[1..].to_vec(),
            nullable_values: nullable[1..].to_vec(),
            map: BTreeMap::new(),
            bytes: 0,
        }))
    }

    fn state_fields(&self, args: StateFieldsArgs<'_>) -> DfResult<Vec<FieldRef>> {
        let DataType::Struct(fields) = args.return_field.data_type() else {
            return Ok(vec![]);
        };
        Ok(fields
            .iter()
            .enumerate()
            .map(|(i, f)| {
                Arc::new(Field::new(
                    format!("{}[{i}]", args.name),
                    f.data_type().clone(),
                    true,
                ))
            })
            .collect())
    }
}

/// Whether an argument is a column declared `Array(Nullable(T))`. DataFusion marks every
/// element of a list nullable, whatever it holds, so only a declared type tells.
fn declares_nullable_values(field: &Field) -> bool {
    use maskhouse_types::ColumnType;
    matches!(
        crate::wire::declared_type(field).as_ref().map(ColumnType::base),
        Some(ColumnType::Array(item)) if matches!(**item, ColumnType::Nullable(_))
    )
}

/// A key, ordered as ClickHouse orders the keys of the result (NULL first).
#[derive(Clone, Debug, PartialEq)]
struct Key(ScalarValue);

impl Eq for Key {}

impl PartialOrd for Key {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Key {
    fn cmp(&self, other: &Self) -> Ordering {
        match (self.0.is_null(), other.0.is_null()) {
            (true, true) => Ordering::Equal,
            (true, false) => Ordering::Less,
            (false, true) => Ordering::Greater,
            (false, false) => self.0.partial_cmp(&other.0).unwrap_or(Ordering::Equal),
        }
    }
}

/// One group's map: for each key, one value per values argument (`None` until a
/// value that is not NULL arrives).
#[derive(Debug)]
struct Groups {
    op: MapOp,
    name: &'static str,
    key_type: DataType,
    value_types: Vec<DataType>,
    nullable_values: Vec<bool>,
    map: BTreeMap<Key, Vec<Option<ScalarValue>>>,
    bytes: usize,
}

impl Groups {
    fn combine(&self, old: &ScalarValue, new: &ScalarValue) -> DfResult<ScalarValue> {
        Ok(match self.op {
            MapOp::Sum | MapOp::SumWithOverflow => old.add(new)?,
            MapOp::Min => {
                if new < old {
                    new.clone()
                } else {
                    old.clone()
                }
            }
            MapOp::Max => {
                if new > old {
                    new.clone()
                } else {
                    old.clone()
                }
            }
        })
    }

    /// Adds rows of key arrays and value arrays (lists, one per row).
    fn add(&mut self, columns: &[ArrayRef]) -> DfResult<()> {
        let keys = columns[0].as_list::<i32>();
        let values: Vec<&ListArray> = columns[1..].iter().map(|c| c.as_list::<i32>()).collect();
        for row in 0..keys.len() {
            if keys.is_null(row) || values.iter().any(|v| v.is_null(row)) {
                continue;
            }
            let row_keys = keys.value(row);
            let row_values: Vec<ArrayRef> = values.iter().map(|v| v.value(row)).collect();
            if let Some(v) = row_values.iter().find(|v| v.len() != row_keys.len()) {
                return Err(error(
                    format!(
                        "Sizes of keys and values arrays do not match: {} and {} in {} (BAD_ARGUMENTS)",
                        row_keys.len(),
                        v.len(),
                        self.name
                    ),
                    codes::BAD_ARGUMENTS,
                ));
            }
            let row_values = row_values
                .iter()
                .zip(&self.value_types)
                .map(|(v, t)| datafusion::arrow::compute::cast(v, t))
                .collect::<Result<Vec<_>, _>>()?;
            let row_keys = datafusion::arrow::compute::cast(&row_keys, &self.key_type)?;
            for i in 0..row_keys.len() {
                let key = Key(ScalarValue::try_from_array(&row_keys, i)?);
                if !self.map.contains_key(&key) {
                    self.bytes += key.0.size() + self.value_types.len() * 48;
                    self.map
                        .insert(key.clone(), vec![None; self.value_types.len()]);
                }
                for (j, column) in row_values.iter().enumerate() {
                    if column.is_null(i) {
                        continue;
                    }
                    let value = ScalarValue::try_from_array(column, i)?;
                    let old = self.map[&key][j].clone();
                    let new = match old {
                        None => value,
                        // Back in the kept type: a decimal sum widens its precision.
                        Some(old) => self.combine(&old, &value)?.cast_to(&self.value_types[j])?,
                    };
                    self.map.get_mut(&key).expect("inserted above")[j] = Some(new);
                }
            }
        }
        Ok(())
    }

    /// The keys the result shows: every key, but for `sumMap` and
    /// `sumMapWithOverflow` only those with a sum that is neither NULL nor (for a value
    /// that is not Nullable) zero.
    fn shown(&self) -> Vec<(&Key, &Vec<Option<ScalarValue>>)> {
        self.map
            .iter()
            .filter(|(_, values)| {
                !matches!(self.op, MapOp::Sum | MapOp::SumWithOverflow)
                    || values
                        .iter()
                        .zip(&self.nullable_values)
                        .any(|(v, nullable)| v.as_ref().is_some_and(|v| *nullable || !is_zero(v)))
            })
            .collect()
    }

    /// The map as one array per field: keys, then each values argument.
    fn columns(&self, shown: &[(&Key, &Vec<Option<ScalarValue>>)]) -> DfResult<Vec<ScalarValue>> {
        let mut out = Vec::with_capacity(1 + self.value_types.len());
        let keys: Vec<ScalarValue> = shown.iter().map(|(k, _)| k.0.clone()).collect();
        out.push(list_scalar(keys, &self.key_type)?);
        for (j, t) in self.value_types.iter().enumerate() {
            let values = shown
                .iter()
                .map(|(_, v)| match &v[j] {
                    Some(v) => Ok(v.clone()),
                    None => ScalarValue::new_zero(t),
                })
                .collect::<DfResult<Vec<_>>>()?;
            out.push(list_scalar(values, t)?);
        }
        Ok(out)
    }
}

fn is_zero(v: &ScalarValue) -> bool {
    ScalarValue::new_zero(&v.data_type()).is_ok_and(|z| z == *v)
}

fn list_scalar(values: Vec<ScalarValue>, t: &DataType) -> DfResult<ScalarValue> {
    let array = if values.is_empty() {
        datafusion::arrow::array::new_empty_array(t)
    } else {
        ScalarValue::iter_to_array(values)?
    };
    let list = ListArray::try_new(
        Arc::new(Field::new("item", t.clone(), true)),
        OffsetBuffer::from_lengths([array.len()]),
        array,
        None,
    )?;
    Ok(ScalarValue::List(Arc::new(list)))
}

impl Accumulator for Groups {
    fn update_batch(&mut self, values: &[ArrayRef]) -> DfResult<()> {
        self.add(values)
    }

    fn merge_batch(&mut self, states: &[ArrayRef]) -> DfResult<()> {
        // A state is the map as arrays, so merging adds it as rows, with every kept
        // value (none is NULL in a state: a NULL one was shown as the default) but
        // the keys `sumMap` would hide, which `state` keeps.
        self.add(states)
    }

    fn state(&mut self) -> DfResult<Vec<ScalarValue>> {
        // Every key, including those the result would hide: a zero sum here may meet
        // another in a merge. A value still NULL stays NULL.
        let mut out = Vec::with_capacity(1 + self.value_types.len());
        let keys: Vec<ScalarValue> = self.map.keys().map(|k| k.0.clone()).collect();
        out.push(list_scalar(keys, &self.key_type)?);
        for (j, t) in self.value_types.iter().enumerate() {
            let values = self
                .map
                .values()
                .map(|v| match &v[j] {
                    Some(v) => Ok(v.clone()),
                    None => ScalarValue::try_from(t),
                })
                .collect::<DfResult<Vec<_>>>()?;
            out.push(list_scalar(values, t)?);
        }
        Ok(out)
    }

    fn evaluate(&mut self) -> DfResult<ScalarValue> {
        let shown = self.shown();
        let columns = self.columns(&shown)?;
        let fields: Vec<Field> = columns
            .iter()
            .enumerate()
            .map(|(i, c)| Field::new(maskhouse_types::unnamed_element(i), c.data_type(), false))
            .collect();
        let arrays = columns
            .iter()
            .map(|c| c.to_array())
            .collect::<DfResult<Vec<_>>>()?;
        Ok(ScalarValue::Struct(Arc::new(StructArray::try_new(
            Fields::from(fields),
            arrays,
            None,
        )?)))
    }

    fn size(&self) -> usize {
        std::mem::size_of_val(self) + self.bytes
    }
}
