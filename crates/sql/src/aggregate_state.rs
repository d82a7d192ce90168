//! ClickHouse's aggregate states: `fState(x)` (the state `f` holds for a group, as a
//! value), `fMerge(s)` (`f`'s result over the states of a group, merged),
//! `finalizeAggregation(s)` (one state's result) and `initializeAggregation('f', x)`
//! (`f` over each row alone; `'fState'` gives each row's state).
//!
//! `f` is any aggregate the dialect plans as one aggregate call, possibly with
//! `DISTINCT`, a filter (`-If`) and a cast of its result: `sum`, `avg`, `count`,
//! `uniq`, `min`, `max`, `any`, `groupArray`, `topK`, `sumMap`, the quantiles and the
//! rest. A state is the aggregate's own partial state, the one DataFusion merges
//! between threads, written as an Arrow IPC stream of one row whose schema says which
//! aggregate it belongs to, over which argument types and constant parameters
//! ([`Described`]). The column of states carries the same description in its field's
//! metadata, so that `fMerge` and `finalizeAggregation` know their result type when
//! the query is planned. The bytes are maskhouse's, not ClickHouse's: a state
//! written out by `SELECT` is read back only by maskhouse, and no table column holds
//! one.

use std::{
    collections::HashMap,
    sync::{Arc, OnceLock},
};

use datafusion::{
    arrow::{
        array::{Array, ArrayRef, AsArray, BinaryBuilder, RecordBatch},
        compute::cast,
        datatypes::{DataType, Field, FieldRef, Schema},
        ipc::{reader::StreamReader, writer::StreamWriter},
    },
    common::{DataFusionError, Result as DfResult, ScalarValue},
    logical_expr::{
        function::{AccumulatorArgs, StateFieldsArgs},
        Accumulator, AggregateUDF, AggregateUDFImpl, ColumnarValue, ReturnFieldArgs,
        ScalarFunctionArgs, ScalarUDFImpl, Signature, Volatility,
    },
    physical_expr::{
        expressions::{Column, Literal},
        PhysicalExpr,
    },
};
use maskhouse_types::codes;

/// The field metadata key (and IPC schema key) of a state's description.
const KEY: &str = "maskhouse.aggregate_state";

/// The most bytes one state may take (a state past it fails its query).
const STATE_BYTES_MAX: usize = 64 << 20;

/// The aggregates a state may belong to, by DataFusion's name, filled once the session's
/// aggregates are all registered.
pub(crate) type Aggregates = Arc<OnceLock<HashMap<String, Arc<AggregateUDF>>>>;

fn error(message: String, code: u32) -> DataFusionError {
    DataFusionError::External(Box::new(crate::Error::bad(message).with_code(code)))
}

/// One argument of the aggregate a state belongs to.
#[derive(Debug, Clone, PartialEq)]
struct Argument {
    field: FieldRef,
    /// The constant it is (a level, a size), where known.
    literal: Option<ScalarValue>,
}

/// What a state belongs to.
#[derive(Debug, Clone, PartialEq)]
struct Described {
    /// DataFusion's name of the aggregate.
    udaf: String,
    distinct: bool,
    /// The type its result is cast to, if any.
    finisher: Option<DataType>,
    arguments: Vec<Argument>,
}

impl Described {
    fn to_json(&self, literals: bool) -> String {
        let arguments: Vec<serde_json::Value> = self
            .arguments
            .iter()
            .map(|a| {
                serde_json::json!({
                    "type": a.field.data_type().to_string(),
                    "nullable": a.field.is_nullable(),
                    "literal": a.literal.as_ref().filter(|l| literals && !l.is_null()).map(|l| l.to_string()),
                    "constant": a.literal.is_some(),
                })
            })
            .collect();
        serde_json::json!({
            "udaf": self.udaf,
            "distinct": self.distinct,
            "finisher": self.finisher.as_ref().map(|t| t.to_string()),
            "arguments": arguments,
        })
        .to_string()
    }

    fn from_json(text: &str) -> DfResult<Described> {
        let bad = || DataFusionError::Execution(format!("not an aggregate state: {text}"));
        let v: serde_json::Value = serde_json::from_str(text).map_err(|_| bad())?;
        let string = |v: &serde_json::Value| v.as_str().map(str::to_string).ok_or_else(bad);
        let data_type = |v: &serde_json::Value| -> DfResult<DataType> {
            string(v)?.parse::<DataType>().map_err(|_| bad())
        };
        let mut arguments = Vec::new();
        for (i, a) in v["arguments"]
            .as_array()
            .ok_or_else(bad)?
            .iter()
            .enumerate()
        {
            let t = data_type(&a["type"])?;
            let literal = match (&a["literal"], a["constant"].as_bool().unwrap_or(false)) {
                (serde_json::Value::String(s), _) => {
                    ScalarValue::try_from_string(s.clone(), &t).ok()
                }
                (_, true) => ScalarValue::try_from(&t).ok(),
                _ => None,
            };
            arguments.push(Argument {
                field: Arc::new(Field::new(
                    format!("a{i}"),
                    t,
                    a["nullable"].as_bool().unwrap_or(true),
                )),
                literal,
            });
        }
        Ok(Described {
            udaf: string(&v["udaf"])?,
            distinct: v["distinct"].as_bool().unwrap_or(false),
            finisher: match &v["finisher"] {
                serde_json::Value::Null => None,
                f => Some(data_type(f)?),
            },
            arguments,
        })
    }

    /// The same, with the constants in `overrides` in place of its own.
    fn with_literals(&self, overrides: &[Option<ScalarValue>]) -> Described {
        let mut out = self.clone();
        for (argument, value) in out.arguments.iter_mut().zip(overrides) {
            if let Some(v) = value {
                argument.literal = Some(v.cast_to(argument.field.data_type()).unwrap_or(v.clone()));
            }
        }
        out
    }

    /// The description a column of states carries, read from its field.
    fn of_field(field: &Field, function: &str) -> DfResult<Described> {
        match field.metadata().get(KEY) {
            Some(text) => Described::from_json(text),
            None => Err(error(
                format!(
                    "Illegal type {} of argument for function {function}: an aggregate state (AggregateFunction) is expected (ILLEGAL_TYPE_OF_ARGUMENT)",
                    crate::functions::type_name(field)
                ),
                codes::ILLEGAL_TYPE_OF_ARGUMENT,
            )),
        }
    }

    /// The field of a column of these states.
    fn state_field(&self, name: &str, nullable: bool) -> FieldRef {
        let metadata = HashMap::from([(KEY.to_string(), self.to_json(false))]);
        Arc::new(Field::new(name, DataType::Binary, nullable).with_metadata(metadata))
    }

    fn udaf(&self, aggregates: &Aggregates) -> DfResult<Arc<AggregateUDF>> {
        aggregates
            .get()
            .and_then(|all| all.get(&self.udaf))
            .cloned()
            .ok_or_else(|| {
                error(
                    format!(
                        "Unknown aggregate function {} (UNKNOWN_AGGREGATE_FUNCTION)",
                        self.udaf
                    ),
                    codes::UNKNOWN_AGGREGATE_FUNCTION,
                )
            })
    }

    fn fields(&self) -> Vec<FieldRef> {
        self.arguments.iter().map(|a| a.field.clone()).collect()
    }

    /// The aggregate's own result field, before the finisher's cast.
    fn inner_field(&self, aggregates: &Aggregates) -> DfResult<FieldRef> {
        self.udaf(aggregates)?.return_field(&self.fields())
    }

    /// The field of the result `fMerge` and `finalizeAggregation` give.
    fn result_field(&self, aggregates: &Aggregates, name: &str) -> DfResult<FieldRef> {
        let t = self.result_type(aggregates)?;
        Ok(Arc::new(Field::new(
            name,
            t,
            self.result_nullable(aggregates)?,
        )))
    }

    /// Whether the result may be NULL: never for a count or for what [`finished`]
    /// gives a default over no rows, else as the aggregate's own result.
    fn result_nullable(&self, aggregates: &Aggregates) -> DfResult<bool> {
        let nullable_argument = self.arguments.first().is_none_or(|a| a.field.is_nullable());
        Ok(match self.udaf.as_str() {
            "count" | "array_agg" | "grouparrayarray" | "groupuniqarrayarray" => false,
            "sumarray" | "minarray" | "maxarray" | "avgarray" => false,
            "sum" | "min" | "max" | "avg" if !nullable_argument => false,
            _ => self.inner_field(aggregates)?.is_nullable(),
        })
    }

    /// The type of the aggregate's result as a query gives it (`crate::semantics`):
    /// the finisher's, else a count's `UInt64`, an average of decimals' `Float64`, a
    /// sum of decimals' `Decimal(38, S)`, else the aggregate's own.
    fn result_type(&self, aggregates: &Aggregates) -> DfResult<DataType> {
        if let Some(t) = &self.finisher {
            return Ok(t.clone());
        }
        let inner = self.inner_field(aggregates)?.data_type().clone();
        Ok(match (self.udaf.as_str(), &inner) {
            ("count", _) => DataType::UInt64,
            ("avg" | "avgarray", t) if crate::functions::is_decimal(t) => DataType::Float64,
            ("sum" | "sumarray", DataType::Decimal128(p, s)) if *p < 38 => {
                DataType::Decimal128(38, *s)
            }
            _ => inner,
        })
    }

    /// A new accumulator of the aggregate.
    fn accumulator(&self, aggregates: &Aggregates) -> DfResult<Box<dyn Accumulator>> {
        let udaf = self.udaf(aggregates)?;
        let fields = self.fields();
        let schema = Schema::new(fields.clone());
        let exprs: Vec<Arc<dyn PhysicalExpr>> = self
            .arguments
            .iter()
            .enumerate()
            .map(|(i, a)| -> Arc<dyn PhysicalExpr> {
                match &a.literal {
                    Some(v) => Arc::new(Literal::new(v.clone())),
                    None => Arc::new(Column::new(a.field.name(), i)),
                }
            })
            .collect();
        udaf.accumulator(AccumulatorArgs {
            return_field: udaf.return_field(&fields)?,
            schema: &schema,
            ignore_nulls: false,
            order_bys: &[],
            is_reversed: false,
            name: &self.udaf,
            is_distinct: self.distinct,
            exprs: &exprs,
            expr_fields: &fields,
        })
    }

    /// The state fields of the aggregate, as its partial state is laid out.
    fn state_fields(&self, aggregates: &Aggregates) -> DfResult<Vec<FieldRef>> {
        let udaf = self.udaf(aggregates)?;
        let fields = self.fields();
        udaf.state_fields(StateFieldsArgs {
            name: &self.udaf,
            input_fields: &fields,
            return_field: udaf.return_field(&fields)?,
            ordering_fields: &[],
            is_distinct: self.distinct,
        })
    }

    /// `accumulator`'s state as bytes.
    fn write(
        &self,
        aggregates: &Aggregates,
        accumulator: &mut dyn Accumulator,
    ) -> DfResult<Vec<u8>> {
        let too_large = |bytes: usize| {
            error(
                format!(
                    "an aggregate state of {} takes {bytes} bytes, over {STATE_BYTES_MAX} (TOO_LARGE_STRING_SIZE)",
                    self.udaf
                ),
                codes::TOO_LARGE_STRING_SIZE,
            )
        };
        // Refused before it is copied out, by what the accumulator says it holds.
        if accumulator.size() > STATE_BYTES_MAX {
            return Err(too_large(accumulator.size()));
        }
        let values = accumulator.state()?;
        let fields = self.state_fields(aggregates)?;
        let columns: Vec<ArrayRef> = values
            .iter()
            .map(|v| v.to_array())
            .collect::<DfResult<_>>()?;
        let fields: Vec<Field> = fields
            .iter()
            .zip(&columns)
            .map(|(f, c)| Field::new(f.name(), c.data_type().clone(), true))
            .collect();
        let metadata = HashMap::from([(KEY.to_string(), self.to_json(true))]);
        let schema = Arc::new(Schema::new(fields).with_metadata(metadata));
        let batch = RecordBatch::try_new(schema.clone(), columns)?;
        let mut out = Vec::new();
        {
            let mut writer = StreamWriter::try_new(&mut out, &schema)?;
            writer.write(&batch)?;
            writer.finish()?;
        }
        if out.len() > STATE_BYTES_MAX {
            return Err(too_large(out.len()));
        }
        Ok(out)
    }
}

/// The most bytes of a state's description.
const DESCRIPTION_BYTES_MAX: usize = 64 << 10;

/// Whether `bytes` is an IPC stream as [`Described::write`] writes one: every message
/// framed with its continuation marker, none compressed (a compressed body names the
/// size it decompresses to, which is not to be trusted) and no dictionaries, ending
/// with the end marker.
fn plain_stream(bytes: &[u8]) -> bool {
    let word = |at: usize| -> Option<u32> {
        Some(u32::from_le_bytes(
            bytes.get(at..at.checked_add(4)?)?.try_into().ok()?,
        ))
    };
    let mut at = 0usize;
    loop {
        if word(at) != Some(0xFFFF_FFFF) {
            return false;
        }
        let Some(length) = word(at + 4) else {
            return false;
        };
        if length == 0 {
            return at + 8 == bytes.len();
        }
        let Some(meta) = bytes.get(at + 8..at + 8 + length as usize) else {
            return false;
        };
        let Ok(message) = datafusion::arrow::ipc::root_as_message(meta) else {
            return false;
        };
        if let Some(batch) = message.header_as_record_batch() {
            if batch.compression().is_some() {
                return false;
            }
        }
        if message.header_as_dictionary_batch().is_some() {
            return false;
        }
        let Ok(body) = usize::try_from(message.bodyLength()) else {
            return false;
        };
        at = match (at + 8 + length as usize).checked_add(body) {
            Some(next) if next <= bytes.len() => next,
            _ => return false,
        };
    }
}

/// Whether a description's types nest no deeper than types may (`List(List(…))`).
fn shallow(text: &str) -> bool {
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            '(' | '<' | '[' | '{' => {
                depth += 1;
                if depth > 40 {
                    return false;
                }
            }
            ')' | '>' | ']' | '}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    true
}

/// A state's description and its partial state's columns, checked to be what the
/// description's aggregate keeps: a value this module did not write (bytes a query
/// made up and passed where a state goes) is refused before any of it is merged.
fn read(aggregates: &Aggregates, bytes: &[u8]) -> DfResult<(Described, Vec<ArrayRef>)> {
    let bad = || {
        error(
            "Cannot read an aggregate state: the value is not a state maskhouse wrote (CANNOT_READ_ALL_DATA)".into(),
            codes::CANNOT_READ_ALL_DATA,
        )
    };
    if bytes.len() > STATE_BYTES_MAX || !plain_stream(bytes) {
        return Err(bad());
    }
    let mut reader = StreamReader::try_new(bytes, None).map_err(|_| bad())?;
    let described = match reader.schema().metadata().get(KEY) {
        Some(text) if text.len() <= DESCRIPTION_BYTES_MAX && shallow(text) => {
            Described::from_json(text).map_err(|_| bad())?
        }
        _ => return Err(bad()),
    };
    let batch = reader.next().ok_or_else(bad)?.map_err(|_| bad())?;
    if reader.next().is_some() || batch.num_rows() != 1 {
        return Err(bad());
    }
    let expected = described.state_fields(aggregates).map_err(|_| bad())?;
    let columns = batch.columns().to_vec();
    if expected.len() != columns.len()
        || expected
            .iter()
            .zip(&columns)
            .any(|(f, c)| !f.data_type().equals_datatype(c.data_type()))
    {
        return Err(bad());
    }
    Ok((described, columns))
}

/// Merges one state's columns into `accumulator`; a failure inside the aggregate's
/// merge is the query's error, not the node's.
fn merge_into(accumulator: &mut dyn Accumulator, columns: &[ArrayRef]) -> DfResult<()> {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        accumulator.merge_batch(columns)
    })) {
        Ok(merged) => merged,
        Err(_) => Err(error(
            "Cannot merge an aggregate state: its values are not what the aggregate keeps (CANNOT_READ_ALL_DATA)".into(),
            codes::CANNOT_READ_ALL_DATA,
        )),
    }
}

/// States of one aggregate being merged: every state must be described alike (the
/// same aggregate, arguments, parameters and DISTINCT), whatever order they come in;
/// the accumulator is made from the first, with the merge's own parameters.
#[derive(Debug, Default)]
struct Merger {
    reference: Option<Described>,
    accumulator: Option<Box<dyn Accumulator>>,
    /// The merge's own constants, by argument (`quantileMerge(0.9)`).
    overrides: Vec<Option<ScalarValue>>,
}

impl Merger {
    fn merge(
        &mut self,
        aggregates: &Aggregates,
        column: &Described,
        states: &ArrayRef,
    ) -> DfResult<()> {
        let states = cast(states, &DataType::Binary)?;
        let states = states.as_binary::<i32>();
        for bytes in states.iter().flatten() {
            let (described, columns) = read(aggregates, bytes)?;
            let types = |d: &Described| -> Vec<DataType> {
                d.fields().iter().map(|f| f.data_type().clone()).collect()
            };
            if column.udaf != described.udaf || types(column) != types(&described) {
                return Err(error(
                    format!(
                        "Cannot merge a state of {} with states of {} (ILLEGAL_TYPE_OF_ARGUMENT)",
                        described.udaf, column.udaf
                    ),
                    codes::ILLEGAL_TYPE_OF_ARGUMENT,
                ));
            }
            // Parameters the merge gives itself do not count (`quantileMerge(0.9)`
            // merges states made at any level, as ClickHouse does).
            match &self.reference {
                Some(reference)
                    if reference.with_literals(&self.overrides)
                        != described.with_literals(&self.overrides) =>
                {
                    return Err(error(
                        format!(
                            "Cannot merge states of {} made with different parameters or DISTINCT (ILLEGAL_TYPE_OF_ARGUMENT)",
                            described.udaf
                        ),
                        codes::ILLEGAL_TYPE_OF_ARGUMENT,
                    ))
                }
                Some(_) => {}
                None => {
                    let accumulator = described
                        .with_literals(&self.overrides)
                        .accumulator(aggregates)?;
                    self.accumulator = Some(accumulator);
                    self.reference = Some(described);
                }
            }
            if let Some(accumulator) = &mut self.accumulator {
                merge_into(accumulator.as_mut(), &columns)?;
            }
        }
        Ok(())
    }
}

/// `value` cast to the finisher's type, if any; NULL of an aggregate that saw no rows
/// is what ClickHouse gives over no rows (as `crate::semantics` fills it in queries):
/// an empty array for `groupArray`, and for `sum`, `min`, `max` and `avg` of values
/// that cannot be NULL the type's default or NaN.
fn finished(
    value: ScalarValue,
    described: &Described,
    aggregates: &Aggregates,
) -> DfResult<ScalarValue> {
    let t = described.result_type(aggregates)?;
    let value = match value.data_type() == t {
        true => value,
        false => value.cast_to(&t)?,
    };
    if !value.is_null() {
        return Ok(value);
    }
    // The `-Array` forms give their default whatever their arrays' nullability.
    let nullable = described
        .arguments
        .first()
        .is_none_or(|a| a.field.is_nullable());
    Ok(match described.udaf.as_str() {
        "array_agg" | "grouparrayarray" | "groupuniqarrayarray" => ScalarValue::new_default(&t)?,
        "sumarray" | "minarray" | "maxarray" => ScalarValue::new_default(&t)?,
        "avgarray" => ScalarValue::Float64(Some(f64::NAN)).cast_to(&t)?,
        "sum" | "min" | "max" if !nullable => ScalarValue::new_default(&t)?,
        "avg" if !nullable => ScalarValue::Float64(Some(f64::NAN)).cast_to(&t)?,
        _ => value,
    })
}

/// `__state_<g>(finisher, args…)`: the group's state of the aggregate `g` over `args`
/// (`finisher` a NULL of the type `g`'s result is cast to, or a bare NULL). One is
/// registered for every aggregate.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct StateOf(Wrapped);

/// The prefix of [`StateOf`]'s names.
pub(crate) const STATE_OF: &str = "__state_";

/// What a `-State` and a `-Merge` form share: the aggregate they wrap, under a name of
/// their own, and the session's aggregates.
#[derive(Debug)]
pub(crate) struct Wrapped {
    name: String,
    inner: Arc<AggregateUDF>,
    aggregates: Aggregates,
    signature: Signature,
}

impl Wrapped {
    fn new(prefix: &str, inner: Arc<AggregateUDF>, aggregates: Aggregates) -> Self {
        Wrapped {
            name: format!("{prefix}{}", inner.name()),
            inner,
            aggregates,
            signature: Signature::variadic_any(Volatility::Immutable),
        }
    }
}

impl PartialEq for Wrapped {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name
    }
}
impl Eq for Wrapped {}
impl std::hash::Hash for Wrapped {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.name.hash(state)
    }
}

impl std::ops::Deref for StateOf {
    type Target = Wrapped;
    fn deref(&self) -> &Wrapped {
        &self.0
    }
}

impl StateOf {
    pub(crate) fn new(inner: Arc<AggregateUDF>, aggregates: Aggregates) -> Self {
        StateOf(Wrapped::new(STATE_OF, inner, aggregates))
    }
}

impl StateOf {
    /// `fields` as the aggregate itself takes them (`sum` of a `UInt32` sums
    /// `UInt64`s); arguments it does not take are refused with ClickHouse's codes.
    fn coerced(&self, fields: &[FieldRef]) -> DfResult<Vec<FieldRef>> {
        let coerced = datafusion::logical_expr::type_coercion::functions::fields_with_udf(
            fields,
            self.inner.as_ref(),
        )
        .map_err(|_| {
            let (what, code) = match fields.is_empty() {
                true => (
                    "Number of arguments",
                    codes::NUMBER_OF_ARGUMENTS_DOESNT_MATCH,
                ),
                false => (
                    "Illegal types of arguments",
                    codes::ILLEGAL_TYPE_OF_ARGUMENT,
                ),
            };
            let types: Vec<String> = fields.iter().map(|f| f.data_type().to_string()).collect();
            error(
                format!(
                    "{what} ({}) for aggregate function {} of a -State form",
                    types.join(", "),
                    self.inner.name()
                ),
                code,
            )
        })?;
        Ok(coerced
            .iter()
            .zip(fields)
            .map(|(c, f)| -> FieldRef {
                Arc::new(Field::new(f.name(), c.data_type().clone(), f.is_nullable()))
            })
            .collect())
    }
}

/// The description of a call of `udaf` over `fields`, its result cast to `finisher`
/// (unless Null), with the constants given where known.
fn describe(
    udaf: &str,
    distinct: bool,
    finisher: &DataType,
    fields: &[FieldRef],
    literals: &[Option<ScalarValue>],
) -> Described {
    Described {
        udaf: udaf.to_string(),
        distinct,
        finisher: match finisher {
            DataType::Null => None,
            t => Some(t.clone()),
        },
        arguments: fields
            .iter()
            .enumerate()
            .map(|(i, f)| Argument {
                field: Arc::new(Field::new(
                    format!("a{i}"),
                    f.data_type().clone(),
                    f.is_nullable(),
                )),
                // Parameters are numbers, text or booleans (their text reads back as
                // they were); a constant of another type is a value the aggregate
                // reads as it reads a column.
                literal: literals.get(i).cloned().flatten().filter(|l| {
                    let t = l.data_type();
                    t.is_numeric() || matches!(t, DataType::Utf8 | DataType::Boolean)
                }),
            })
            .collect(),
    }
}

fn literal_text(v: Option<&ScalarValue>, what: &str) -> DfResult<String> {
    match v {
        Some(ScalarValue::Utf8(Some(s))) => Ok(s.clone()),
        _ => Err(DataFusionError::Plan(format!(
            "{what} must be a constant string"
        ))),
    }
}

impl AggregateUDFImpl for StateOf {
    fn name(&self) -> &str {
        &self.name
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _: &[DataType]) -> DfResult<DataType> {
        Ok(DataType::Binary)
    }

    fn return_field(&self, arg_fields: &[FieldRef]) -> DfResult<FieldRef> {
        let Some((finisher, fields)) = arg_fields.split_first() else {
            return Err(DataFusionError::Plan(format!(
                "{} takes a finisher",
                self.name
            )));
        };
        let fields = self.coerced(fields)?;
        let described = describe(self.inner.name(), false, finisher.data_type(), &fields, &[]);
        described.inner_field(&self.aggregates)?;
        Ok(described.state_field(&self.name, false))
    }

    fn state_fields(&self, args: StateFieldsArgs<'_>) -> DfResult<Vec<FieldRef>> {
        Ok(vec![Arc::new(Field::new(
            format!("{}[state]", args.name),
            DataType::Binary,
            true,
        ))])
    }

    fn accumulator(&self, args: AccumulatorArgs<'_>) -> DfResult<Box<dyn Accumulator>> {
        let constant = |e: &Arc<dyn PhysicalExpr>| {
            e.as_ref()
                .downcast_ref::<Literal>()
                .map(|l| l.value().clone())
        };
        let finisher = args.exprs[0].data_type(args.schema)?;
        let fields = self.coerced(&args.expr_fields[1..])?;
        let literals: Vec<Option<ScalarValue>> = args.exprs[1..]
            .iter()
            .zip(&fields)
            .map(|(e, f)| constant(e).and_then(|v| v.cast_to(f.data_type()).ok()))
            .collect();
        let described = describe(
            self.inner.name(),
            args.is_distinct,
            &finisher,
            &fields,
            &literals,
        );
        let inner = described.accumulator(&self.aggregates)?;
        Ok(Box::new(StateAccumulator {
            aggregates: self.aggregates.clone(),
            types: fields.iter().map(|f| f.data_type().clone()).collect(),
            described,
            inner,
        }))
    }
}

#[derive(Debug)]
struct StateAccumulator {
    aggregates: Aggregates,
    /// The types the aggregate takes its arguments as.
    types: Vec<DataType>,
    described: Described,
    inner: Box<dyn Accumulator>,
}

impl Accumulator for StateAccumulator {
    fn update_batch(&mut self, values: &[ArrayRef]) -> DfResult<()> {
        let values = values[1..]
            .iter()
            .zip(&self.types)
            .map(|(v, t)| match v.data_type() == t {
                true => Ok(v.clone()),
                false => cast(v, t).map_err(DataFusionError::from),
            })
            .collect::<DfResult<Vec<_>>>()?;
        self.inner.update_batch(&values)
    }

    fn state(&mut self) -> DfResult<Vec<ScalarValue>> {
        Ok(vec![self.evaluate()?])
    }

    fn merge_batch(&mut self, states: &[ArrayRef]) -> DfResult<()> {
        let states = cast(&states[0], &DataType::Binary)?;
        for bytes in states.as_binary::<i32>().iter().flatten() {
            let (described, columns) = read(&self.aggregates, bytes)?;
            if described != self.described {
                return Err(error(
                    format!(
                        "Cannot merge a state of {} with states of {} made otherwise (ILLEGAL_TYPE_OF_ARGUMENT)",
                        described.udaf, self.described.udaf
                    ),
                    codes::ILLEGAL_TYPE_OF_ARGUMENT,
                ));
            }
            merge_into(self.inner.as_mut(), &columns)?;
        }
        Ok(())
    }

    fn evaluate(&mut self) -> DfResult<ScalarValue> {
        let bytes = self
            .described
            .write(&self.aggregates, self.inner.as_mut())?;
        Ok(ScalarValue::Binary(Some(bytes)))
    }

    fn size(&self) -> usize {
        std::mem::size_of_val(self) + self.inner.size()
    }
}

/// `__merge_<g>(s)`: the result of the aggregate `g` over all of the group's states
/// `s` (states of `g`) merged. One is registered for every aggregate.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct MergeOf(Wrapped);

/// The prefix of [`MergeOf`]'s names.
pub(crate) const MERGE_OF: &str = "__merge_";

impl std::ops::Deref for MergeOf {
    type Target = Wrapped;
    fn deref(&self) -> &Wrapped {
        &self.0
    }
}

impl MergeOf {
    pub(crate) fn new(inner: Arc<AggregateUDF>, aggregates: Aggregates) -> Self {
        MergeOf(Wrapped::new(MERGE_OF, inner, aggregates))
    }

    /// The description of the states `field` holds, which must be `inner`'s.
    fn described(&self, field: &Field) -> DfResult<Described> {
        let described = Described::of_field(field, "-Merge")?;
        match described.udaf == self.inner.name() {
            true => Ok(described),
            false => Err(error(
                format!(
                    "Illegal type of argument for aggregate function -Merge: states of {} cannot be merged as {} (ILLEGAL_TYPE_OF_ARGUMENT)",
                    described.udaf,
                    self.inner.name()
                ),
                codes::ILLEGAL_TYPE_OF_ARGUMENT,
            )),
        }
    }
}

impl AggregateUDFImpl for MergeOf {
    fn name(&self) -> &str {
        &self.name
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _: &[DataType]) -> DfResult<DataType> {
        Err(DataFusionError::Plan(format!(
            "{}'s type comes from its argument's field",
            self.name
        )))
    }

    fn return_field(&self, arg_fields: &[FieldRef]) -> DfResult<FieldRef> {
        self.described(&arg_fields[0])?
            .result_field(&self.aggregates, &self.name)
    }

    fn state_fields(&self, args: StateFieldsArgs<'_>) -> DfResult<Vec<FieldRef>> {
        Ok(vec![Arc::new(Field::new(
            format!("{}[state]", args.name),
            DataType::Binary,
            true,
        ))])
    }

    fn accumulator(&self, args: AccumulatorArgs<'_>) -> DfResult<Box<dyn Accumulator>> {
        let described = self.described(&args.expr_fields[0])?;
        // The merge's own parameters (`quantileMerge(0.9)(s)`): constants in the
        // aggregate's argument places, NULL where it takes values.
        let overrides: Vec<Option<ScalarValue>> = args.exprs[1..]
            .iter()
            .map(|e| {
                e.as_ref()
                    .downcast_ref::<Literal>()
                    .map(|l| l.value().clone())
                    .filter(|v| !v.is_null())
            })
            .collect();
        Ok(Box::new(MergeAccumulator {
            aggregates: self.aggregates.clone(),
            described,
            merger: Merger {
                overrides,
                ..Merger::default()
            },
            return_type: args.return_field.data_type().clone(),
        }))
    }
}

#[derive(Debug)]
struct MergeAccumulator {
    aggregates: Aggregates,
    /// What the column of states says they are.
    described: Described,
    merger: Merger,
    return_type: DataType,
}

impl Accumulator for MergeAccumulator {
    fn update_batch(&mut self, values: &[ArrayRef]) -> DfResult<()> {
        self.merger
            .merge(&self.aggregates, &self.described, &values[0])
    }

    fn state(&mut self) -> DfResult<Vec<ScalarValue>> {
        let (Some(described), Some(accumulator)) =
            (&self.merger.reference, &mut self.merger.accumulator)
        else {
            // No state came: nothing to merge later.
            return Ok(vec![ScalarValue::Binary(None)]);
        };
        let bytes = described.write(&self.aggregates, accumulator.as_mut())?;
        Ok(vec![ScalarValue::Binary(Some(bytes))])
    }

    fn merge_batch(&mut self, states: &[ArrayRef]) -> DfResult<()> {
        self.merger
            .merge(&self.aggregates, &self.described, &states[0])
    }

    fn evaluate(&mut self) -> DfResult<ScalarValue> {
        let return_type = self.return_type.clone();
        let value = match (&self.merger.reference, &mut self.merger.accumulator) {
            (Some(described), Some(accumulator)) => {
                finished(accumulator.evaluate()?, described, &self.aggregates)?
            }
            // No state came: the aggregate over no rows, with the merge's parameters.
            _ => {
                let described = self.described.with_literals(&self.merger.overrides);
                match described.accumulator(&self.aggregates) {
                    Ok(mut accumulator) => {
                        finished(accumulator.evaluate()?, &described, &self.aggregates)?
                    }
                    Err(_) => ScalarValue::try_from(&return_type)?,
                }
            }
        };
        match value.data_type() == return_type {
            true => Ok(value),
            false => value.cast_to(&return_type),
        }
    }

    fn size(&self) -> usize {
        std::mem::size_of_val(self) + self.merger.accumulator.as_ref().map_or(0, |a| a.size())
    }
}

/// `finalizeAggregation(s)`: each state's result.
#[derive(Debug)]
pub(crate) struct Finalize {
    aggregates: Aggregates,
    signature: Signature,
}

impl Finalize {
    pub(crate) fn new(aggregates: Aggregates) -> Self {
        Finalize {
            aggregates,
            signature: Signature::any(1, Volatility::Immutable),
        }
    }
}

impl PartialEq for Finalize {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}
impl Eq for Finalize {}
impl std::hash::Hash for Finalize {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        "finalizeaggregation".hash(state)
    }
}

impl ScalarUDFImpl for Finalize {
    fn name(&self) -> &str {
        "finalizeaggregation"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _: &[DataType]) -> DfResult<DataType> {
        Err(DataFusionError::Plan(
            "finalizeAggregation's type comes from its field".into(),
        ))
    }

    fn return_field_from_args(&self, args: ReturnFieldArgs<'_>) -> DfResult<FieldRef> {
        let described = Described::of_field(&args.arg_fields[0], "finalizeAggregation")?;
        let field = described.result_field(&self.aggregates, "finalizeAggregation")?;
        // A NULL state (a UNION's branch of NULLs) finalizes to NULL.
        let nullable = field.is_nullable() || args.arg_fields[0].is_nullable();
        Ok(Arc::new(field.as_ref().clone().with_nullable(nullable)))
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let return_type = args.return_field.data_type().clone();
        let (arrays, scalar) = crate::scalar::arrays(args)?;
        let states = cast(&arrays[0], &DataType::Binary)?;
        let states = states.as_binary::<i32>();
        let mut out = Vec::with_capacity(states.len());
        for bytes in states.iter() {
            let value = match bytes {
                None => ScalarValue::try_from(&return_type)?,
                Some(bytes) => {
                    let (described, columns) = read(&self.aggregates, bytes)?;
                    let mut accumulator = described.accumulator(&self.aggregates)?;
                    merge_into(accumulator.as_mut(), &columns)?;
                    let value = finished(accumulator.evaluate()?, &described, &self.aggregates)?;
                    match value.data_type() == return_type {
                        true => value,
                        false => value.cast_to(&return_type)?,
                    }
                }
            };
            out.push(value);
        }
        let array = match out.is_empty() {
            true => datafusion::arrow::array::new_empty_array(&return_type),
            false => ScalarValue::iter_to_array(out)?,
        };
        crate::scalar::result(array, scalar)
    }
}

/// `__agg_init(with_state, 'udaf', distinct, finisher, args…)`: the aggregate over
/// each row alone, as its result or (`with_state`) its state; or (`elements`, ClickHouse's
/// `arrayReduce('f', arrays…)`) `__agg_reduce(…)`: the aggregate over the elements of
/// each row's arrays, which must have one length (SIZES_OF_ARRAYS_DONT_MATCH, 190).
#[derive(Debug)]
pub(crate) struct Initialize {
    aggregates: Aggregates,
    signature: Signature,
    elements: bool,
}

/// The name [`Initialize`] is registered under.
pub(crate) const INITIALIZE: &str = "__agg_init";
/// The name [`Initialize`] over arrays' elements is registered under.
pub(crate) const REDUCE: &str = "__agg_reduce";

/// Whether an argument of `arrayReduce` is one of its arrays (not a parameter).
fn is_list(t: &DataType) -> bool {
    matches!(t, DataType::List(_) | DataType::LargeList(_))
}

impl Initialize {
    pub(crate) fn new(aggregates: Aggregates) -> Self {
        Initialize {
            aggregates,
            signature: Signature::variadic_any(Volatility::Immutable),
            elements: false,
        }
    }

    pub(crate) fn reduce(aggregates: Aggregates) -> Self {
        Initialize {
            elements: true,
            ..Initialize::new(aggregates)
        }
    }

    /// The aggregate's argument fields: the arguments', or (`arrayReduce`) their
    /// elements', coerced as the aggregate takes them (the dialect leaves out the casts
    /// it writes around a column). A parameter stays as it is; no array at all is 43.
    fn value_fields(&self, udaf: &str, fields: &[FieldRef]) -> DfResult<Vec<FieldRef>> {
        if !self.elements {
            return Ok(fields.to_vec());
        }
        if !fields.iter().any(|f| is_list(f.data_type())) {
            return Err(error(
                "Illegal types of arguments of function arrayReduce, expected arrays (ILLEGAL_TYPE_OF_ARGUMENT)".into(),
                codes::ILLEGAL_TYPE_OF_ARGUMENT,
            ));
        }
        let elements: Vec<FieldRef> = fields
            .iter()
            .map(|f| match f.data_type() {
                DataType::List(item) | DataType::LargeList(item) => item.clone(),
                _ => f.clone(),
            })
            .collect();
        let Some(aggregate) = self.aggregates.get().and_then(|all| all.get(udaf)) else {
            return Ok(elements);
        };
        datafusion::logical_expr::type_coercion::functions::fields_with_udf(
            &elements,
            aggregate.as_ref(),
        )
        .map_err(|e| {
            error(
                format!("Illegal types of arguments of function arrayReduce for {udaf}: {e} (ILLEGAL_TYPE_OF_ARGUMENT)"),
                codes::ILLEGAL_TYPE_OF_ARGUMENT,
            )
        })
    }

    fn described(&self, args: &ReturnFieldArgs<'_>) -> DfResult<(bool, Described)> {
        let constant = |i: usize| args.scalar_arguments.get(i).copied().flatten();
        let with_state = matches!(constant(0), Some(ScalarValue::Boolean(Some(true))));
        let udaf = literal_text(constant(1), "the aggregate's name")?;
        let distinct = matches!(constant(2), Some(ScalarValue::Boolean(Some(true))));
        if args.arg_fields.len() < 4 {
            return Err(DataFusionError::Plan("__agg_init takes a finisher".into()));
        }
        let described = describe(
            &udaf,
            distinct,
            args.arg_fields[3].data_type(),
            &self.value_fields(&udaf, &args.arg_fields[4..])?,
            &[],
        );
        Ok((with_state, described))
    }
}

impl PartialEq for Initialize {
    fn eq(&self, other: &Self) -> bool {
        self.elements == other.elements
    }
}
impl Eq for Initialize {}
impl std::hash::Hash for Initialize {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.name().hash(state)
    }
}

impl ScalarUDFImpl for Initialize {
    fn name(&self) -> &str {
        match self.elements {
            true => REDUCE,
            false => INITIALIZE,
        }
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _: &[DataType]) -> DfResult<DataType> {
        Err(DataFusionError::Plan(
            "__agg_init's type comes from its field".into(),
        ))
    }

    fn return_field_from_args(&self, args: ReturnFieldArgs<'_>) -> DfResult<FieldRef> {
        let (with_state, described) = self.described(&args)?;
        match with_state {
            true => {
                described.inner_field(&self.aggregates)?;
                Ok(described.state_field("initializeAggregation", false))
            }
            false => described.result_field(&self.aggregates, "initializeAggregation"),
        }
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let return_field = args.return_field.clone();
        let rows = args.number_rows;
        let with_state = matches!(
            &args.args[0],
            ColumnarValue::Scalar(ScalarValue::Boolean(Some(true)))
        );
        let text = |i: usize| match &args.args[i] {
            ColumnarValue::Scalar(ScalarValue::Utf8(Some(s))) => Ok(s.clone()),
            _ => Err(DataFusionError::Plan(
                "__agg_init takes constant names".into(),
            )),
        };
        let udaf = text(1)?;
        let distinct = matches!(
            &args.args[2],
            ColumnarValue::Scalar(ScalarValue::Boolean(Some(true)))
        );
        let finisher = args.args[3].data_type();
        // arrayReduce: an argument that is no array is a parameter of the aggregate, a
        // constant; a column of another type is 43.
        if self.elements {
            let column = args.args[4..].iter().find(
                |a| matches!(a, ColumnarValue::Array(values) if !is_list(values.data_type())),
            );
            if let Some(column) = column {
                return Err(error(
                    format!("Illegal type {} of argument of function arrayReduce, expected an array (ILLEGAL_TYPE_OF_ARGUMENT)", column.data_type()),
                    codes::ILLEGAL_TYPE_OF_ARGUMENT,
                ));
            }
        }
        let fields: Vec<FieldRef> = self.value_fields(&udaf, &args.arg_fields[4..])?;
        let literals: Vec<Option<ScalarValue>> = args.args[4..]
            .iter()
            .map(|v| match v {
                ColumnarValue::Scalar(v) if !is_list(&v.data_type()) => Some(v.clone()),
                _ => None,
            })
            .collect();
        let described = describe(&udaf, distinct, &finisher, &fields, &literals);
        let values: Vec<ArrayRef> = args.args[4..]
            .iter()
            .map(|v| v.to_array(rows))
            .collect::<DfResult<_>>()?;
        let mut states = BinaryBuilder::new();
        let mut results = Vec::with_capacity(rows);
        for row in 0..rows {
            let mut accumulator = described.accumulator(&self.aggregates)?;
            let slices: Vec<ArrayRef> = match self.elements {
                true => row_elements(&values, &fields, row)?,
                false => values.iter().map(|v| v.slice(row, 1)).collect(),
            };
            let empty = self.elements && slices.first().is_none_or(|s| s.is_empty());
            accumulator.update_batch(&slices)?;
            match with_state {
                true => {
                    states.append_value(described.write(&self.aggregates, accumulator.as_mut())?)
                }
                false => {
                    let mut value =
                        finished(accumulator.evaluate()?, &described, &self.aggregates)?;
                    // Over an empty array ClickHouse's aggregates give their type's
                    // default (`arrayReduce('sum', [])` is 0), `avg` nan.
                    if empty && value.is_null() {
                        value = match udaf.as_str() {
                            "avg" => ScalarValue::Float64(Some(f64::NAN)),
                            _ => {
                                ScalarValue::new_default(return_field.data_type()).unwrap_or(value)
                            }
                        };
                    }
                    results.push(match value.data_type() == *return_field.data_type() {
                        true => value,
                        false => value.cast_to(return_field.data_type())?,
                    });
                }
            }
        }
        let array: ArrayRef = match (with_state, results.is_empty()) {
            (true, _) => Arc::new(states.finish()),
            (false, true) => datafusion::arrow::array::new_empty_array(return_field.data_type()),
            (false, false) => ScalarValue::iter_to_array(results)?,
        };
        Ok(ColumnarValue::Array(array))
    }
}

/// The elements of row `row` of each array argument (a NULL array has none), which
/// must be as many in each, cast to the aggregate's `fields`; a parameter repeated as
/// many times.
fn row_elements(values: &[ArrayRef], fields: &[FieldRef], row: usize) -> DfResult<Vec<ArrayRef>> {
    let elements: Vec<Option<ArrayRef>> = values
        .iter()
        .map(|v| match v.data_type() {
            DataType::List(_) if v.is_null(row) => Some(v.as_list::<i32>().value(row).slice(0, 0)),
            DataType::List(_) => Some(v.as_list::<i32>().value(row)),
            DataType::LargeList(_) if v.is_null(row) => {
                Some(v.as_list::<i64>().value(row).slice(0, 0))
            }
            DataType::LargeList(_) => Some(v.as_list::<i64>().value(row)),
            _ => None,
        })
        .collect();
    let lengths: Vec<usize> = elements.iter().flatten().map(|e| e.len()).collect();
    if lengths.windows(2).any(|w| w[0] != w[1]) {
        return Err(error(
            "Sizes of the arrays of function arrayReduce don't match (SIZES_OF_ARRAYS_DONT_MATCH)"
                .into(),
            codes::SIZES_OF_ARRAYS_DONT_MATCH,
        ));
    }
    let n = lengths.first().copied().unwrap_or(0);
    elements
        .into_iter()
        .zip(values)
        .zip(fields)
        .map(|((e, v), field)| {
            let e = match e {
                Some(e) => e,
                None => ScalarValue::try_from_array(v, row.min(v.len().saturating_sub(1)))?
                    .to_array_of_size(n)?,
            };
            match e.data_type() == field.data_type() {
                true => Ok(e),
                false => Ok(datafusion::arrow::compute::cast(&e, field.data_type())?),
            }
        })
        .collect()
}

/// ClickHouse names this module registers, for `system.functions`
/// (`initializeAggregation` is the dialect's).
pub(crate) const CLICKHOUSE_NAMES: &[&str] = &["finalizeAggregation"];

#[cfg(test)]
mod tests {
    use super::*;
    use datafusion::arrow::array::{Int64Array, StringArray};

    fn aggregates() -> Aggregates {
        let sum = datafusion::functions_aggregate::sum::sum_udaf();
        let all = HashMap::from([(sum.name().to_string(), sum)]);
        let aggregates: Aggregates = Default::default();
        aggregates.set(all).expect("set once");
        aggregates
    }

    fn sum_of_int64() -> Described {
        describe(
            "sum",
            false,
            &DataType::Null,
            &[Arc::new(Field::new("x", DataType::Int64, false))],
            &[],
        )
    }

    /// A state written is read back and merges to the same result.
    #[test]
    fn states_read_back() {
        let aggregates = aggregates();
        let described = sum_of_int64();
        let mut accumulator = described.accumulator(&aggregates).unwrap();
        let values: ArrayRef = Arc::new(Int64Array::from(vec![1, 2, 3]));
        accumulator.update_batch(&[values]).unwrap();
        let bytes = described.write(&aggregates, accumulator.as_mut()).unwrap();
        let (read_back, columns) = read(&aggregates, &bytes).unwrap();
        assert_eq!(read_back, described);
        let mut merged = read_back.accumulator(&aggregates).unwrap();
        merge_into(merged.as_mut(), &columns).unwrap();
        assert_eq!(merged.evaluate().unwrap(), ScalarValue::Int64(Some(6)));
    }

    /// Bytes this module did not write are refused before anything merges them: a
    /// made-up value, a cut stream, and a stream that says it holds a `sum`'s state
    /// but holds text (a query can pass such bytes where a state goes, also in a
    /// DELETE's subquery that every replica runs). DESIGN §2.7 and §2.8: nothing a
    /// user sends may stop a node; it fails the same way on every replica.
    #[test]
    fn other_bytes_are_refused() {
        let aggregates = aggregates();
        let described = sum_of_int64();
        let mut accumulator = described.accumulator(&aggregates).unwrap();
        let bytes = described.write(&aggregates, accumulator.as_mut()).unwrap();
        for bad in [
            &b"\xff\xff\xff\xff\x00\x00\x00\x00"[..],
            b"abc",
            &bytes[..bytes.len() - 3],
        ] {
            assert!(read(&aggregates, bad).is_err());
        }
        let metadata = HashMap::from([(KEY.to_string(), described.to_json(true))]);
        let schema = Arc::new(
            Schema::new(vec![Field::new("sum", DataType::Utf8, true)]).with_metadata(metadata),
        );
        let text: ArrayRef = Arc::new(StringArray::from(vec!["x"]));
        let batch = RecordBatch::try_new(schema.clone(), vec![text]).unwrap();
        let mut forged = Vec::new();
        {
            let mut writer = StreamWriter::try_new(&mut forged, &schema).unwrap();
            writer.write(&batch).unwrap();
            writer.finish().unwrap();
        }
        let refused = read(&aggregates, &forged).unwrap_err();
        assert!(
            refused.to_string().contains("CANNOT_READ_ALL_DATA"),
            "{refused}"
        );
    }
}
