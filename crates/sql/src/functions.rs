//! ClickHouse functions that DataFusion lacks, as DataFusion scalar functions: they
//! take typed arguments and plan like DataFusion's own (no rewriting of text).

use std::sync::Arc;

use datafusion::{
    arrow::{
        array::{Array, ArrayRef},
        datatypes::{DataType, Field, FieldRef},
    },
    common::{Result as DfResult, ScalarValue},
    execution::SessionState,
    logical_expr::{
        ColumnarValue, ScalarFunctionArgs, ScalarUDF, ScalarUDFImpl, Signature, Volatility,
    },
};

use crate::wire::ChType;

/// A float as ClickHouse writes it: the shortest digits that read back as the same
/// value, in decimal notation when the exponent is from -6 to 20 (`100`, `0.000001`,
/// no `.0`) and in exponent notation otherwise (`1e-7`, `1.5e21`); `nan`, `inf`,
/// `-inf`.
pub fn float_text<T: std::fmt::Display + std::fmt::LowerExp + Into<f64> + Copy>(v: T) -> String {
    // Most values are well inside the decimal range: one formatting, not two.
    let magnitude = v.into().abs();
    if magnitude == 0.0 || (1e-5..1e20).contains(&magnitude) {
        return format!("{v}");
    }
    let exponential = format!("{v:e}");
    match exponential.as_str() {
        "NaN" => return "nan".into(),
        "inf" | "-inf" => return exponential,
        _ => {}
    }
    let exponent: i32 = exponential
        .rsplit_once('e')
        .and_then(|(_, e)| e.parse().ok())
        .unwrap_or(0);
    if (-6..21).contains(&exponent) {
        format!("{v}")
    } else {
        exponential
    }
}

/// A decimal's text as ClickHouse writes it: without the trailing zeros of its fraction,
/// and without the point when none is left (`1.10` of `Decimal(9, 2)` is `1.1`, `2.00`
/// is `2`).
pub fn decimal_text(text: &str) -> &str {
    if !text.contains('.') {
        return text;
    }
    let trimmed = text.trim_end_matches('0');
    trimmed.strip_suffix('.').unwrap_or(trimmed)
}

/// Whether `t` is a decimal type, whose text [`decimal_text`] trims.
pub fn is_decimal(t: &DataType) -> bool {
    matches!(
        t,
        DataType::Decimal32(..)
            | DataType::Decimal64(..)
            | DataType::Decimal128(..)
            | DataType::Decimal256(..)
    )
}

/// The ClickHouse spelling of every scalar function [`register`] adds:
/// [`CLICKHOUSE_NAMES`] and the families of their own modules (JSON, IP).
pub(crate) fn clickhouse_names() -> impl Iterator<Item = &'static str> {
    CLICKHOUSE_NAMES
        .iter()
        .copied()
        .chain(crate::json::clickhouse_names())
        .chain(crate::json::simple_names())
        .chain(crate::ip::clickhouse_names())
        .chain(crate::url::clickhouse_names())
        .chain(crate::multi_search::clickhouse_names())
        .chain(crate::array_math::clickhouse_names())
        .chain(crate::aggregate_state::CLICKHOUSE_NAMES.iter().copied())
        .chain(crate::raw_bytes::ReinterpretAs::clickhouse_names())
}

/// The ClickHouse spelling of the aggregate functions [`register`] adds under their
/// names in lower case (DataFusion looks functions up in lower case), for
/// `system.functions`.
pub(crate) const CLICKHOUSE_AGGREGATES: &[&str] = &[
    "rankCorr",
    "maxIntersections",
    "maxIntersectionsPosition",
    "sumMap",
    "sumMapWithOverflow",
    "minMap",
    "maxMap",
];

/// The ClickHouse spelling of every function [`register`] adds (DataFusion looks
/// functions up in lower case, so they are registered so), for `system.functions`.
pub(crate) const CLICKHOUSE_NAMES: &[&str] = &[
    "hostName",
    "getOSKernelVersion",
    "materialize",
    "substring",
    "substr",
    "mid",
    "substringUTF8",
    "toString",
    "length",
    "toTypeName",
    "hex",
    "cityHash64",
    "arraySlice",
    "xxHash32",
    "xxHash64",
    "sipHash64",
    "intHash64",
    "intHash32",
    "toModifiedJulianDay",
    "toModifiedJulianDayOrNull",
    "fromModifiedJulianDay",
    "fromModifiedJulianDayOrNull",
    "splitByString",
    "splitByRegexp",
    "extractGroups",
    "extractAllGroups",
    "extractAllGroupsVertical",
    "extractAllGroupsHorizontal",
    "extractAll",
    "countMatches",
    "countMatchesCaseInsensitive",
    "regexpExtract",
    "REGEXP_EXTRACT",
    "greatCircleDistance",
    "greatCircleAngle",
    "geoDistance",
    "geohashEncode",
    "geohashDecode",
    "geohashesInBox",
    "jumpConsistentHash",
    "kostikConsistentHash",
    "yandexConsistentHash",
    "toDecimal32",
    "toDecimal64",
    "toDecimal128",
    "toDecimal256",
    "dateDiff",
    "date_diff",
    "intDiv",
    "uptime",
    "sleep",
    "sleepEachRow",
    "position",
    "lower",
    "lcase",
    "upper",
    "ucase",
    "lowerUTF8",
    "upperUTF8",
    "positionUTF8",
    "positionCaseInsensitive",
    "positionCaseInsensitiveUTF8",
    "exp2",
    "exp10",
    "erf",
    "erfc",
    "lgamma",
    "log1p",
    "roundBankers",
    "isFinite",
    "isInfinite",
    "formatReadableSize",
    "formatReadableDecimalSize",
    "formatReadableQuantity",
    "formatReadableTimeDelta",
    "ignore",
    "randConstant",
    "negate",
    "rand",
    "rand32",
    "rand64",
    "randCanonical",
    "randomString",
    "parseDateTimeBestEffort",
    "parseDateTimeBestEffortOrNull",
    "parseDateTimeBestEffortOrZero",
    "randomPrintableASCII",
    "toFixedString",
    "byteSize",
    "isConstant",
    "randomFixedString",
    "fuzzBits",
    "demangle",
    "reinterpretAsString",
    "emptyArrayToSingle",
    "reverse",
    "toUUID",
    "toUUIDOrNull",
    "getSizeOfEnumType",
    "toUUIDOrZero",
    "tupleElement",
    "untuple",
    "countEqual",
    "todatetime_tz",
    "ch_interval",
];

/// A session state that plans SQL as a query does here: `builder` (its runtime) with
/// `config`, DataFusion's features, ClickHouse's typing (analyzer rules and expression
/// planners) and the functions of this module.
pub(crate) fn clickhouse_state(
    builder: datafusion::execution::SessionStateBuilder,
    config: datafusion::prelude::SessionConfig,
) -> DfResult<SessionState> {
    let mut builder =
        crate::fill::with_planner(builder.with_config(config).with_default_features());
    crate::semantics::add_expr_planners(&mut builder);
    let mut state = builder
        .with_analyzer_rules(crate::literals::analyzer_rules())
        .build();
    register(&mut state)?;
    Ok(state)
}

/// Registers every function of this module on `state`.
pub(crate) fn register(state: &mut SessionState) -> DfResult<()> {
    use datafusion::execution::FunctionRegistry;
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(Materialize::new())))?;
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(
        crate::star_arguments::Untuple::new(),
    )))?;
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(
        crate::fill::WithFillMarker::new(),
    )))?;
    for json in crate::json::JsonFunction::all() {
        state.register_udf(Arc::new(ScalarUDF::new_from_impl(json)))?;
    }
    for simple in crate::json::SimpleJson::all() {
        state.register_udf(Arc::new(ScalarUDF::new_from_impl(simple)))?;
    }
    for ip in crate::ip::IpFunction::all() {
        state.register_udf(Arc::new(ScalarUDF::new_from_impl(ip)))?;
    }
    for math in crate::array_math::ArrayMath::all() {
        state.register_udf(Arc::new(ScalarUDF::new_from_impl(math)))?;
    }
    for search in crate::multi_search::MultiSearch::all() {
        state.register_udf(Arc::new(ScalarUDF::new_from_impl(search)))?;
    }
    for groups in crate::regex_groups::ExtractGroups::all() {
        state.register_udf(Arc::new(ScalarUDF::new_from_impl(groups)))?;
    }
    for hash in crate::consistent_hash::ConsistentHash::all() {
        state.register_udf(Arc::new(ScalarUDF::new_from_impl(hash)))?;
    }
    for geohash in crate::geohash::Geohash::all() {
        state.register_udf(Arc::new(ScalarUDF::new_from_impl(geohash)))?;
    }
    for geo in crate::geo_distance::GeoDistance::all() {
        state.register_udf(Arc::new(ScalarUDF::new_from_impl(geo)))?;
    }
    for regexp in crate::regex_groups::RegexpFunction::all() {
        state.register_udf(Arc::new(ScalarUDF::new_from_impl(regexp)))?;
    }
    for url in crate::url::UrlFunction::all() {
        state.register_udf(Arc::new(ScalarUDF::new_from_impl(url)))?;
    }
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(NullableAs::new())))?;
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(ToNullable::new())))?;
    for f in crate::least_greatest::LeastGreatest::both() {
        state.register_udf(Arc::new(ScalarUDF::new_from_impl(f)))?;
    }
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(
        crate::ties::WithTies::new(),
    )))?;
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(UniqKey {
        signature: Signature::variadic_any(Volatility::Immutable),
    })))?;
    for week in crate::week::ToWeek::both() {
        state.register_udf(Arc::new(ScalarUDF::new_from_impl(week)))?;
    }
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(
        crate::joins::AsofColumn::new(),
    )))?;
    state.register_udf(Arc::new(or_default_udf()))?;
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(
        crate::divisors::IntDiv::new(),
    )))?;
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(
        crate::scalar::RandConstant::new(),
    )))?;
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(
        crate::scalar::CurrentDatabase::new(),
    )))?;
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(
        crate::scalar::Negate::new(),
    )))?;
    for host in crate::scalar::HostInfo::all() {
        state.register_udf(Arc::new(ScalarUDF::new_from_impl(host)))?;
    }
    for inner in [
        datafusion::functions::math::gcd(),
        datafusion::functions::math::lcm(),
    ] {
        state.register_udf(Arc::new(ScalarUDF::new_from_impl(
            crate::scalar::IntegerPair::new(inner),
        )))?;
    }
    {
        use crate::scalar::RandKind;
        for kind in [RandKind::UInt32, RandKind::UInt64, RandKind::Canonical] {
            state.register_udf(Arc::new(ScalarUDF::new_from_impl(
                crate::scalar::Rand::new(kind),
            )))?;
        }
    }
    for or in [None, Some(false), Some(true)] {
        state.register_udf(Arc::new(ScalarUDF::new_from_impl(
            crate::scalar::ParseDateTimeBestEffort::new(or),
        )))?;
    }
    for printable in [false, true] {
        state.register_udf(Arc::new(ScalarUDF::new_from_impl(
            crate::scalar::RandomString::new(printable),
        )))?;
    }
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(ToTypeName::new())))?;
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(ToString::new())))?;
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(Length::new())))?;
    state.register_udf(Arc::new(
        ScalarUDF::new_from_impl(crate::scalar::Hex::new()),
    ))?;
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(
        crate::hashes::CityHash64::new(),
    )))?;
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(
        crate::hashes::SipHash64::new(),
    )))?;
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(
        crate::scalar::SplitByString::new(),
    )))?;
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(
        crate::scalar::SplitByRegexp::new(),
    )))?;
    for to_decimal in crate::scalar::ToDecimal::all() {
        state.register_udf(Arc::new(ScalarUDF::new_from_impl(to_decimal)))?;
    }
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(
        crate::scalar::DateDiff::new(),
    )))?;
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(
        crate::scalar::Uptime::new(),
    )))?;
    for sleep in crate::scalar::Sleep::all() {
        state.register_udf(Arc::new(ScalarUDF::new_from_impl(sleep)))?;
    }
    for case in crate::scalar::LetterCase::all() {
        state.register_udf(Arc::new(ScalarUDF::new_from_impl(case)))?;
    }
    for position in crate::scalar::Position::all() {
        state.register_udf(Arc::new(ScalarUDF::new_from_impl(position)))?;
    }
    for float_function in crate::scalar::FloatFunction::all() {
        state.register_udf(Arc::new(ScalarUDF::new_from_impl(float_function)))?;
    }
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(
        crate::scalar::ToDateTimeTz::new(),
    )))?;
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(
        crate::datetime64::ToDateTime64::new(),
    )))?;
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(
        crate::datetime64::UnixTicks::new(),
    )))?;
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(
        crate::scalar::ChInterval::new(),
    )))?;
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(
        crate::scalar::FormatReadableTimeDelta::new(),
    )))?;
    for format in crate::scalar::FormatReadable::all() {
        state.register_udf(Arc::new(ScalarUDF::new_from_impl(format)))?;
    }
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(
        crate::scalar::Ignore::new(),
    )))?;
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(
        crate::scalar::Condition::new(),
    )))?;
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(
        crate::scalar::ToFixedString::new(),
    )))?;
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(
        crate::raw_bytes::ByteSize::new(),
    )))?;
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(
        crate::raw_bytes::IsConstant::new(),
    )))?;
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(
        crate::raw_bytes::RandomFixedString::new(),
    )))?;
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(
        crate::raw_bytes::FuzzBits::new(),
    )))?;
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(
        crate::introspection::Demangle::new(),
    )))?;
    for (inner, name) in [
        (datafusion::functions::string::starts_with(), "startsWith"),
        (datafusion::functions::string::ends_with(), "endsWith"),
    ] {
        state.register_udf(Arc::new(ScalarUDF::new_from_impl(
            crate::scalar::StringPair::new(inner, name),
        )))?;
    }
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(
        crate::raw_bytes::ReinterpretAsString::new(),
    )))?;
    for reinterpret in crate::raw_bytes::ReinterpretAs::all() {
        state.register_udf(Arc::new(ScalarUDF::new_from_impl(reinterpret)))?;
    }
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(
        crate::scalar::Reverse::new(),
    )))?;
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(
        crate::scalar::SizeOfEnumType::new(),
    )))?;
    for to_uuid in crate::scalar::ToUuid::all() {
        state.register_udf(Arc::new(ScalarUDF::new_from_impl(to_uuid)))?;
    }
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(
        crate::scalar::TupleElement::new(),
    )))?;
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(
        crate::scalar::CountEqual::new(),
    )))?;
    for to_integer in crate::scalar::ToInteger::all() {
        state.register_udf(Arc::new(ScalarUDF::new_from_impl(to_integer)))?;
    }
    for substring in crate::scalar::Substring::all() {
        state.register_udf(Arc::new(ScalarUDF::new_from_impl(substring)))?;
    }
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(
        crate::scalar::CastEnum::new(),
    )))?;
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(
        crate::scalar::ReadOr::new(),
    )))?;
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(
        crate::scalar::EmptyArrayToSingle::new(),
    )))?;
    state.register_udaf(Arc::new(
        datafusion::logical_expr::AggregateUDF::new_from_impl(crate::quantile::Quantile::new()),
    ))?;
    for exact in crate::quantile_exact::QuantileExact::all() {
        state.register_udaf(Arc::new(
            datafusion::logical_expr::AggregateUDF::new_from_impl(exact),
        ))?;
    }
    state.register_udaf(Arc::new(
        datafusion::logical_expr::AggregateUDF::new_from_impl(
            crate::delta_sum::DeltaSumTimestamp::new(),
        ),
    ))?;
    for timing in crate::quantile_timing::QuantileTiming::all() {
        state.register_udaf(Arc::new(
            datafusion::logical_expr::AggregateUDF::new_from_impl(timing),
        ))?;
    }
    for weighted in [false, true] {
        state.register_udaf(Arc::new(
            datafusion::logical_expr::AggregateUDF::new_from_impl(crate::topk::TopK::new(weighted)),
        ))?;
    }
    state.register_udaf(Arc::new(
        datafusion::logical_expr::AggregateUDF::new_from_impl(crate::retention::Retention::new()),
    ))?;
    state.register_udaf(Arc::new(
        datafusion::logical_expr::AggregateUDF::new_from_impl(crate::rank_corr::RankCorr::new()),
    ))?;
    for intersections in crate::intersections::MaxIntersections::both() {
        state.register_udaf(Arc::new(
            datafusion::logical_expr::AggregateUDF::new_from_impl(intersections),
        ))?;
    }
    for round in crate::round::Round::all() {
        state.register_udf(Arc::new(ScalarUDF::new_from_impl(round)))?;
    }
    for map in crate::sum_map::SumMap::all() {
        state.register_udaf(Arc::new(
            datafusion::logical_expr::AggregateUDF::new_from_impl(map),
        ))?;
    }
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(
        crate::tuple_names::TupleNames::new(),
    )))?;
    for text in crate::date_text::DateText::both() {
        state.register_udf(Arc::new(ScalarUDF::new_from_impl(text)))?;
    }
    for julian in crate::julian::ModifiedJulianDay::all() {
        state.register_udf(Arc::new(ScalarUDF::new_from_impl(julian)))?;
    }
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(
        crate::array_slice::ArraySlice::new(),
    )))?;
    for hash in crate::hashes::XxHash::both() {
        state.register_udf(Arc::new(ScalarUDF::new_from_impl(hash)))?;
    }
    for hash in crate::hashes::IntHash::all() {
        state.register_udf(Arc::new(ScalarUDF::new_from_impl(hash)))?;
    }
    crate::combinators::register(state)?;
    register_states(state)?;
    crate::strict::register(state)
}

/// The `-State` and `-Merge` forms of every aggregate registered so far, and
/// `finalizeAggregation` and `initializeAggregation` ([`crate::aggregate_state`]).
fn register_states(state: &mut SessionState) -> DfResult<()> {
    use crate::aggregate_state as states;
    use datafusion::execution::FunctionRegistry;
    let aggregates: states::Aggregates = Default::default();
    let all: std::collections::HashMap<String, Arc<datafusion::logical_expr::AggregateUDF>> = state
        .aggregate_functions()
        .values()
        .map(|udaf| (udaf.name().to_string(), udaf.clone()))
        .collect();
    for udaf in all.values() {
        state.register_udaf(Arc::new(
            datafusion::logical_expr::AggregateUDF::new_from_impl(states::StateOf::new(
                udaf.clone(),
                aggregates.clone(),
            )),
        ))?;
        state.register_udaf(Arc::new(
            datafusion::logical_expr::AggregateUDF::new_from_impl(states::MergeOf::new(
                udaf.clone(),
                aggregates.clone(),
            )),
        ))?;
    }
    let _ = aggregates.set(all);
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(states::Finalize::new(
        aggregates.clone(),
    ))))?;
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(states::Initialize::new(
        aggregates.clone(),
    ))))?;
    state.register_udf(Arc::new(ScalarUDF::new_from_impl(
        states::Initialize::reduce(aggregates),
    )))?;
    Ok(())
}

/// `expr` as the planner leaves it for execution: DataFusion's simplifier rewrites
/// the functions that exist only to be rewritten (`coalesce`/`ifNull` into CASE,
/// `arrow_cast` into CAST) and folds constants. Expressions compiled outside a query
/// plan (a DELETE's or UPDATE's, a partition key) pass through it before they become
/// physical; without it those functions fail as unsimplified. Called after the
/// determinism check, so it folds nothing that differs between replicas.
pub(crate) fn simplified(
    expr: datafusion::logical_expr::Expr,
    schema: &datafusion::common::DFSchema,
) -> DfResult<datafusion::logical_expr::Expr> {
    use datafusion::optimizer::simplify_expressions::{ExprSimplifier, SimplifyContext};
    // No start time: `now()` is not folded (a DELETE refuses it before this anyway).
    let context = SimplifyContext::builder()
        .with_schema(Arc::new(schema.clone()))
        .build();
    ExprSimplifier::new(context).simplify(expr)
}

/// `__or_default(value)`: `value`, its NULLs replaced by its type's default (`0`, `''`,
/// an empty array), never Nullable. For the dialect's rewrites of ClickHouse functions
/// that give the default where DataFusion's give NULL (`arrayFirst` over no match).
#[derive(Debug, PartialEq, Eq, Hash)]
struct OrDefault {
    signature: Signature,
}

/// The field of a one-argument function `name` that gives its argument's type, named
/// `name` and Nullable as `nullable` says.
fn only_field(name: &str, fields: &[FieldRef], nullable: bool) -> DfResult<FieldRef> {
    let [value] = fields else {
        return Err(datafusion::error::DataFusionError::Plan(format!(
            "{name} takes one argument"
        )));
    };
    Ok(Arc::new(
        value
            .as_ref()
            .clone()
            .with_name(name)
            .with_nullable(nullable),
    ))
}

/// The argument of a call of the one-argument function `name`.
fn only_value(name: &str, args: Vec<ColumnarValue>) -> DfResult<ColumnarValue> {
    let [value] = <[ColumnarValue; 1]>::try_from(args).map_err(|_| {
        datafusion::error::DataFusionError::Plan(format!("{name} takes one argument"))
    })?;
    Ok(value)
}

/// The name of [`OrDefault`], for the dialect's rewrites.
pub(crate) const OR_DEFAULT: &str = "__or_default";

/// [`OrDefault`], for rewrites that plan it themselves.
pub(crate) fn or_default_udf() -> ScalarUDF {
    ScalarUDF::new_from_impl(OrDefault {
        signature: Signature::any(1, Volatility::Immutable),
    })
}

impl ScalarUDFImpl for OrDefault {
    fn name(&self) -> &str {
        OR_DEFAULT
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        Ok(arg_types[0].clone())
    }

    fn return_field_from_args(
        &self,
        args: datafusion::logical_expr::ReturnFieldArgs<'_>,
    ) -> DfResult<FieldRef> {
        only_field(OR_DEFAULT, args.arg_fields, false)
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let value = only_value(OR_DEFAULT, args.args)?;
        let default = ScalarValue::new_default(&value.data_type())?;
        Ok(match value {
            ColumnarValue::Scalar(v) if v.is_null() => ColumnarValue::Scalar(default),
            ColumnarValue::Array(a) if a.logical_null_count() > 0 => {
                let present = arrow::compute::is_not_null(&a)?;
                let defaults = default.to_array_of_size(a.len())?;
                ColumnarValue::Array(arrow::compute::kernels::zip::zip(&present, &a, &defaults)?)
            }
            value => value,
        })
    }
}

/// `__nullable_as(value, like)`: `value`, Nullable only where `like` is. For the
/// dialect's rewrites into functions that declare every result Nullable (`date_bin`,
/// `make_date`) though they give NULL only for a NULL input: `toStartOfInterval(t, …)`
/// of a DateTime column is a DateTime, as in ClickHouse. A NULL `value` where `like`
/// has a value fails the query rather than break the declared type.
#[derive(Debug, PartialEq, Eq, Hash)]
struct NullableAs {
    signature: Signature,
}

/// The name of [`NullableAs`], for the dialect's rewrites.
pub(crate) const NULLABLE_AS: &str = "__nullable_as";

/// `value`, declared nullable: [`NullableAs`] against a NULL.
pub(crate) fn nullable(value: datafusion::logical_expr::Expr) -> datafusion::logical_expr::Expr {
    ScalarUDF::new_from_impl(NullableAs::new()).call(vec![
        value,
        datafusion::logical_expr::lit(ScalarValue::Null),
    ])
}

impl NullableAs {
    fn new() -> Self {
        NullableAs {
            signature: Signature::any(2, Volatility::Immutable),
        }
    }
}

impl ScalarUDFImpl for NullableAs {
    fn name(&self) -> &str {
        NULLABLE_AS
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        Ok(arg_types[0].clone())
    }

    fn return_field_from_args(
        &self,
        args: datafusion::logical_expr::ReturnFieldArgs<'_>,
    ) -> DfResult<FieldRef> {
        let [value, like] = args.arg_fields else {
            return Err(datafusion::error::DataFusionError::Plan(format!(
                "{NULLABLE_AS} takes two arguments"
            )));
        };
        Ok(Arc::new(
            value
                .as_ref()
                .clone()
                .with_name(self.name())
                .with_nullable(like.is_nullable()),
        ))
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let nullable = args.return_field.is_nullable();
        let [value, _] = <[ColumnarValue; 2]>::try_from(args.args).map_err(|_| {
            datafusion::error::DataFusionError::Plan(format!("{NULLABLE_AS} takes two arguments"))
        })?;
        let has_null = match &value {
            ColumnarValue::Array(a) => a.null_count() > 0,
            ColumnarValue::Scalar(v) => v.is_null(),
        };
        if has_null && !nullable {
            return Err(datafusion::error::DataFusionError::Execution(
                "a value out of range of its type".into(),
            ));
        }
        Ok(value)
    }
}

/// `__to_nullable(x)`: ClickHouse's `toNullable(x)`, the value with its type Nullable.
/// Volatile only so that DataFusion does not fold a constant argument into a literal,
/// whose type is Nullable only when it is NULL ([`UNFOLDED`]): `toTypeName(toNullable(0))`
/// is `Nullable(UInt8)`, as in ClickHouse.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct ToNullable {
    signature: Signature,
}

/// The name of [`ToNullable`], for the dialect's rewrite.
pub(crate) const TO_NULLABLE: &str = "__to_nullable";

impl ToNullable {
    fn new() -> Self {
        ToNullable {
            signature: Signature::any(1, Volatility::Volatile),
        }
    }
}

impl ScalarUDFImpl for ToNullable {
    fn name(&self) -> &str {
        TO_NULLABLE
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        Ok(arg_types[0].clone())
    }

    fn return_field_from_args(
        &self,
        args: datafusion::logical_expr::ReturnFieldArgs<'_>,
    ) -> DfResult<FieldRef> {
        only_field(TO_NULLABLE, args.arg_fields, true)
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        only_value(TO_NULLABLE, args.args)
    }
}

/// `__uniq_key(a, b, …)`: the arguments as one tuple, NULL where any of them is NULL.
/// `uniq(a, b)` (and every `uniq*`) counts the distinct tuples of its arguments, leaving
/// out the rows where one is NULL, as ClickHouse does: the dialect makes it
/// `count(DISTINCT __uniq_key(a, b))`, which also serves `uniq(*)` once the columns are
/// known ([`crate::star_arguments`]).
#[derive(Debug, PartialEq, Eq, Hash)]
struct UniqKey {
    signature: Signature,
}

/// The name of [`UniqKey`], for the dialect's rewrites.
pub(crate) const UNIQ_KEY: &str = "__uniq_key";

impl ScalarUDFImpl for UniqKey {
    fn name(&self) -> &str {
        UNIQ_KEY
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        Ok(DataType::Struct(
            arg_types
                .iter()
                .enumerate()
                .map(|(i, t)| Field::new(format!("c{i}"), t.clone(), true))
                .collect(),
        ))
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let DataType::Struct(fields) = args.return_field.data_type().clone() else {
            return Err(datafusion::error::DataFusionError::Internal(format!(
                "{UNIQ_KEY} gives a tuple"
            )));
        };
        let arrays = ColumnarValue::values_to_arrays(&args.args)?;
        let nulls = arrays.iter().fold(None, |nulls, a| {
            arrow::buffer::NullBuffer::union(nulls.as_ref(), a.logical_nulls().as_ref())
        });
        Ok(ColumnarValue::Array(Arc::new(
            arrow::array::StructArray::try_new(fields, arrays, nulls)?,
        )))
    }
}

/// `materialize(x)`: `x`, as a full column when it is a constant. Volatile only so
/// that DataFusion does not fold it into a constant again ([`UNFOLDED`]): a function
/// that takes only constants fails on it (`extractAllGroupsHorizontal(s,
/// materialize('(\\w+)'))` is `ILLEGAL_COLUMN`, 44) and `isConstant` of it is 0, as in
/// ClickHouse.
#[derive(Debug, PartialEq, Eq, Hash)]
struct Materialize {
    signature: Signature,
}

/// The functions declared volatile only so that DataFusion does not fold a constant
/// argument into a literal ([`ToNullable`], [`Materialize`]). Each gives the same value
/// for the same arguments, so a DELETE may use them and a query computes them where
/// they are written (they are not shared as volatile calls).
pub(crate) const UNFOLDED: &[&str] = &[TO_NULLABLE, "materialize"];

impl Materialize {
    fn new() -> Self {
        Materialize {
            signature: Signature::any(1, Volatility::Volatile),
        }
    }
}

impl ScalarUDFImpl for Materialize {
    fn name(&self) -> &str {
        "materialize"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        Ok(arg_types[0].clone())
    }

    /// The argument's type, Nullable only where the argument is (an outer join's
    /// missing rows then take the type's default, as the argument's would).
    fn return_field_from_args(
        &self,
        args: datafusion::logical_expr::ReturnFieldArgs<'_>,
    ) -> DfResult<FieldRef> {
        let [arg] = args.arg_fields else {
            return Err(datafusion::error::DataFusionError::Plan(
                "materialize takes one argument".into(),
            ));
        };
        Ok(Arc::new(arg.as_ref().clone().with_name(self.name())))
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let rows = args.number_rows;
        let [value] = <[ColumnarValue; 1]>::try_from(args.args).map_err(|_| {
            datafusion::error::DataFusionError::Plan("materialize takes one argument".into())
        })?;
        Ok(ColumnarValue::Array(value.into_array(rows)?))
    }
}

/// `length(x)`: the bytes of a string, the elements of an array, the entries of a
/// map, as UInt64 (ClickHouse's; DataFusion's own `length` counts characters).
#[derive(Debug, PartialEq, Eq, Hash)]
struct Length {
    signature: Signature,
}

impl Length {
    fn new() -> Self {
        Length {
            signature: Signature::any(1, Volatility::Immutable),
        }
    }
}

impl ScalarUDFImpl for Length {
    fn name(&self) -> &str {
        "length"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        match &arg_types[0] {
            DataType::Utf8
            | DataType::LargeUtf8
            | DataType::Utf8View
            | DataType::Binary
            | DataType::LargeBinary
            | DataType::BinaryView
            | DataType::List(_)
            | DataType::LargeList(_)
            | DataType::FixedSizeList(..)
            | DataType::Map(..)
            | DataType::Null => Ok(DataType::UInt64),
            other => Err(datafusion::error::DataFusionError::Plan(format!(
                "Illegal type {other} of argument of function length"
            ))),
        }
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let rows = args.number_rows;
        let [value] = <[ColumnarValue; 1]>::try_from(args.args).map_err(|_| {
            datafusion::error::DataFusionError::Plan("length takes one argument".into())
        })?;
        let scalar = matches!(value, ColumnarValue::Scalar(_));
        let array = value.into_array(if scalar { 1 } else { rows })?;
        let lengths = match array.data_type() {
            DataType::Null => {
                datafusion::arrow::array::new_null_array(&DataType::UInt64, array.len())
            }
            DataType::FixedSizeList(_, n) => {
                let n = *n as u64;
                Arc::new(
                    (0..array.len())
                        .map(|i| array.is_valid(i).then_some(n))
                        .collect::<datafusion::arrow::array::UInt64Array>(),
                ) as ArrayRef
            }
            _ => datafusion::arrow::compute::cast(
                &datafusion::arrow::compute::kernels::length::length(array.as_ref())?,
                &DataType::UInt64,
            )?,
        };
        Ok(if scalar {
            ColumnarValue::Scalar(ScalarValue::try_from_array(&lengths, 0)?)
        } else {
            ColumnarValue::Array(lengths)
        })
    }
}

/// `toTypeName(x)`: the ClickHouse name of `x`'s type (`UInt64`, `Nullable(String)`,
/// `LowCardinality(String)`, `DateTime64(3)` …).
#[derive(Debug, PartialEq, Eq, Hash)]
struct ToTypeName {
    signature: Signature,
}

impl ToTypeName {
    fn new() -> Self {
        ToTypeName {
            signature: Signature::any(1, Volatility::Immutable),
        }
    }
}

/// The ClickHouse name of a value of `field`'s type: `Array(T)`, `Tuple(T1, T2)` and
/// `Map(K, V)` around the scalar types of [`ChType`]; an Arrow type with no ClickHouse
/// name is named as Arrow names it. The elements of an array are named without
/// `Nullable`: DataFusion marks every list element nullable, whatever it holds. A table
/// column's field carries its declared type ([`crate::wire::CLICKHOUSE_TYPE`]), which
/// wins.
pub fn type_name(field: &Field) -> String {
    // A value converted to another type keeps the mark but not the type.
    if let (Some(declared), Some(_)) = (
        field.metadata().get(crate::wire::CLICKHOUSE_TYPE),
        crate::wire::declared_type(field),
    ) {
        return declared.clone();
    }
    match field.data_type() {
        DataType::List(item) | DataType::LargeList(item) | DataType::FixedSizeList(item, _) => {
            format!(
                "Array({})",
                type_name(&item.as_ref().clone().with_nullable(false))
            )
        }
        // A named tuple's elements with their names (a tuple value's own are `c0`, …).
        DataType::Struct(fields) => {
            let positional = fields
                .iter()
                .enumerate()
                .all(|(i, f)| *f.name() == format!("c{i}"));
            let names: Vec<String> = fields
                .iter()
                .map(|f| match positional {
                    true => type_name(f),
                    false => format!("{} {}", f.name(), type_name(f)),
                })
                .collect();
            format!("Tuple({})", names.join(", "))
        }
        DataType::Map(entries, _) => match entries.data_type() {
            DataType::Struct(kv) if kv.len() == 2 => {
                format!("Map({}, {})", type_name(&kv[0]), type_name(&kv[1]))
            }
            other => other.to_string(),
        },
        _ => ChType::of_field(field)
            .map(|t| t.to_string())
            .unwrap_or_else(|_| field.data_type().to_string()),
    }
}

impl ScalarUDFImpl for ToTypeName {
    /// DataFusion looks up unquoted function names in lower case.
    fn name(&self) -> &str {
        "totypename"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _arg_types: &[DataType]) -> DfResult<DataType> {
        Ok(DataType::Utf8)
    }

    /// A type's name is never NULL, whatever the value.
    fn return_field_from_args(
        &self,
        _args: datafusion::logical_expr::ReturnFieldArgs<'_>,
    ) -> DfResult<datafusion::arrow::datatypes::FieldRef> {
        Ok(Arc::new(Field::new(self.name(), DataType::Utf8, false)))
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let name = args
            .arg_fields
            .first()
            .map_or_else(|| "Nothing".to_string(), |field| type_name(field.as_ref()));
        // A named tuple is shown with an element per line, as ClickHouse shows it.
        let name = match maskhouse_types::ColumnType::parse(&name) {
            Ok(t) if t.to_string() == name => t.display_name(),
            _ => name,
        };
        Ok(ColumnarValue::Scalar(ScalarValue::Utf8(Some(name))))
    }
}

/// `toString(x)`: `x` as ClickHouse writes it in text: `DateTime` as
/// `2024-01-01 00:00:00`, `DateTime64(3)` with its milliseconds, `Date` as
/// `2024-01-01`, floats by [`float_text`], `Bool` as `true`/`false`.
#[derive(Debug, PartialEq, Eq, Hash)]
struct ToString {
    signature: Signature,
}

impl ToString {
    fn new() -> Self {
        ToString {
            signature: Signature::variadic_any(Volatility::Immutable),
        }
    }
}

/// `toString(value)`, for rewrites of a plan.
pub(crate) fn to_string(value: datafusion::logical_expr::Expr) -> datafusion::logical_expr::Expr {
    ScalarUDF::new_from_impl(ToString::new()).call(vec![value])
}

/// `t` (a `DateTime` or `DateTime64`) shown in the time zone `zone`, for
/// `toString(t, zone)`.
fn in_zone(t: &ArrayRef, zone: &ScalarValue) -> DfResult<ArrayRef> {
    use datafusion::arrow::compute::cast;
    let DataType::Timestamp(unit, _) = t.data_type() else {
        return Err(crate::scalar::error(
            format!(
                "Illegal type {} of argument 1 of function toString with a time zone, expected DateTime or DateTime64 (ILLEGAL_TYPE_OF_ARGUMENT)",
                t.data_type()
            ),
            maskhouse_types::codes::ILLEGAL_TYPE_OF_ARGUMENT,
        ));
    };
    let zone = match zone {
        ScalarValue::Utf8(Some(z))
        | ScalarValue::Utf8View(Some(z))
        | ScalarValue::LargeUtf8(Some(z)) => z,
        _ => {
            return Err(crate::scalar::error(
                "The time zone of toString must be a constant string (ILLEGAL_COLUMN)".into(),
                maskhouse_types::codes::ILLEGAL_COLUMN,
            ))
        }
    };
    if zone
        .parse::<datafusion::arrow::array::timezone::Tz>()
        .is_err()
    {
        return Err(crate::scalar::error(
            format!("Cannot load time zone {zone} (BAD_ARGUMENTS)"),
            maskhouse_types::codes::BAD_ARGUMENTS,
        ));
    }
    // Through UTC so the instant is kept whatever zone `t` had.
    let utc = cast(t, &DataType::Timestamp(*unit, Some("UTC".into())))?;
    Ok(cast(
        &utc,
        &DataType::Timestamp(*unit, Some(zone.as_str().into())),
    )?)
}

/// The text of every value of `array`, nulls kept.
fn to_text(array: &ArrayRef) -> DfResult<ArrayRef> {
    use datafusion::arrow::{
        array::{AsArray, Float32Array, Float64Array, StringArray},
        datatypes::TimeUnit,
        util::display::{ArrayFormatter, FormatOptions},
    };
    let floats = |values: Box<dyn Iterator<Item = Option<String>> + '_>| -> ArrayRef {
        Arc::new(values.collect::<StringArray>())
    };
    if let Some(a) = array.as_any().downcast_ref::<Float64Array>() {
        return Ok(floats(Box::new(a.iter().map(|v| v.map(float_text)))));
    }
    // `(1,'a')`, `[1,2]`, `{'k':1}`: as the text formats write them.
    if crate::value_text::is_composite(array.data_type()) {
        let options = crate::value_text::text_options();
        return Ok(Arc::new(
            (0..array.len())
                .map(|i| {
                    array.is_valid(i).then(|| {
                        let mut out = String::new();
                        crate::value_text::write_value(&mut out, array.as_ref(), i, &options);
                        out
                    })
                })
                .collect::<StringArray>(),
        ));
    }
    // Bytes that are not UTF-8 (an aggregate state) cannot be a string here.
    if matches!(
        array.data_type(),
        DataType::Binary | DataType::LargeBinary | DataType::BinaryView
    ) {
        let options = datafusion::arrow::compute::CastOptions {
            safe: false,
            ..Default::default()
        };
        return Ok(datafusion::arrow::compute::cast_with_options(
            array,
            &DataType::Utf8,
            &options,
        )?);
    }
    if let Some(a) = array.as_any().downcast_ref::<Float32Array>() {
        return Ok(floats(Box::new(a.iter().map(|v| v.map(float_text)))));
    }
    let format = match array.data_type() {
        DataType::Date32 => "%Y-%m-%d",
        DataType::Timestamp(TimeUnit::Second, _) => "%Y-%m-%d %H:%M:%S",
        DataType::Timestamp(TimeUnit::Millisecond, _) => "%Y-%m-%d %H:%M:%S%.3f",
        DataType::Timestamp(TimeUnit::Microsecond, _) => "%Y-%m-%d %H:%M:%S%.6f",
        DataType::Timestamp(TimeUnit::Nanosecond, _) => "%Y-%m-%d %H:%M:%S%.9f",
        t if is_decimal(t) => {
            let text = datafusion::arrow::compute::cast(array, &DataType::Utf8)?;
            return Ok(Arc::new(
                text.as_string::<i32>()
                    .iter()
                    .map(|v| v.map(decimal_text))
                    .collect::<StringArray>(),
            ));
        }
        _ => return Ok(datafusion::arrow::compute::cast(array, &DataType::Utf8)?),
    };
    let options = FormatOptions::default()
        .with_date_format(Some(format))
        .with_timestamp_format(Some(format))
        .with_timestamp_tz_format(Some(format));
    let formatter = ArrayFormatter::try_new(array.as_ref(), &options)?;
    Ok(Arc::new(
        (0..array.len())
            .map(|i| array.is_valid(i).then(|| formatter.value(i).to_string()))
            .collect::<StringArray>(),
    ))
}

impl ScalarUDFImpl for ToString {
    /// DataFusion looks up unquoted function names in lower case.
    fn name(&self) -> &str {
        "tostring"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _arg_types: &[DataType]) -> DfResult<DataType> {
        Ok(DataType::Utf8)
    }

    /// A `String`, Nullable only where its argument is (ClickHouse's `toString`).
    fn return_field_from_args(
        &self,
        args: datafusion::logical_expr::ReturnFieldArgs<'_>,
    ) -> DfResult<FieldRef> {
        let types = crate::scalar::argument_types(&args);
        crate::scalar::check_arguments("toString", &types, 1..=2, |i, t| {
            (i == 1 && !matches!(t, DataType::Utf8 | DataType::Utf8View | DataType::LargeUtf8))
                .then_some("a constant string time zone")
        })?;
        let nullable = args.arg_fields.first().is_none_or(|f| f.is_nullable());
        Ok(Arc::new(Field::new(self.name(), DataType::Utf8, nullable)))
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let mut args = args.args.into_iter();
        let value = args.next().ok_or_else(|| {
            datafusion::error::DataFusionError::Plan("toString takes an argument".into())
        })?;
        let zone = match args.next() {
            Some(ColumnarValue::Scalar(zone)) => Some(zone),
            Some(ColumnarValue::Array(_)) => {
                return Err(crate::scalar::error(
                    "The time zone of toString must be a constant string (ILLEGAL_COLUMN)".into(),
                    maskhouse_types::codes::ILLEGAL_COLUMN,
                ))
            }
            None => None,
        };
        let text = |array: &ArrayRef| match &zone {
            Some(zone) => to_text(&in_zone(array, zone)?),
            None => to_text(array),
        };
        match value {
            ColumnarValue::Array(array) => Ok(ColumnarValue::Array(text(&array)?)),
            ColumnarValue::Scalar(scalar) => {
                let text = text(&scalar.to_array_of_size(1)?)?;
                Ok(ColumnarValue::Scalar(ScalarValue::try_from_array(
                    &text, 0,
                )?))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `system.functions` spells every function `register` adds: the list holds each
    /// scalar function it adds, in ClickHouse's spelling, and nothing else.
    #[test]
    fn clickhouse_names_list_what_register_adds() {
        use datafusion::execution::SessionStateBuilder;
        let plain = SessionStateBuilder::new().with_default_features().build();
        let mut ours = SessionStateBuilder::new().with_default_features().build();
        register(&mut ours).unwrap();
        let mut added: Vec<String> = ours
            .scalar_functions()
            .keys()
            .filter(|n| !plain.scalar_functions().contains_key(n.as_str()))
            // Internal: what the dialect turns `CAST(x AS Enum8(…))` into.
            .filter(|n| !n.starts_with("__"))
            .cloned()
            .collect();
        added.sort();
        let mut listed: Vec<String> = clickhouse_names().map(|n| n.to_ascii_lowercase()).collect();
        listed.sort();
        // `length` and `position` replace DataFusion's own functions of those names.
        listed.retain(|n| !plain.scalar_functions().contains_key(n.as_str()));
        assert_eq!(added, listed);
    }

    #[test]
    fn type_names_are_clickhouse_names() {
        assert_eq!(
            type_name(&Field::new("x", DataType::UInt64, false)),
            "UInt64"
        );
        assert_eq!(
            type_name(&Field::new("x", DataType::Utf8, true)),
            "Nullable(String)"
        );
        assert_eq!(
            type_name(&Field::new(
                "x",
                DataType::Timestamp(datafusion::arrow::datatypes::TimeUnit::Second, None),
                false
            )),
            "DateTime"
        );
    }

    /// Decimals are written without trailing zeros, as ClickHouse writes them.
    #[test]
    fn decimal_text_drops_trailing_zeros() {
        for (text, want) in [
            ("1.10", "1.1"),
            ("2.00", "2"),
            ("0.00", "0"),
            ("-0.50", "-0.5"),
            ("100", "100"),
            ("10.01", "10.01"),
        ] {
            assert_eq!(decimal_text(text), want);
        }
    }

    /// toString writes values as ClickHouse's text formats do.
    #[test]
    fn to_string_is_clickhouse_text() {
        use datafusion::arrow::array::{
            Date32Array, Float64Array, StringArray, TimestampMillisecondArray,
            TimestampSecondArray, UInt64Array,
        };
        let text = |a: ArrayRef| -> Vec<Option<String>> {
            let out = to_text(&a).unwrap();
            let out = out.as_any().downcast_ref::<StringArray>().unwrap();
            out.iter().map(|v| v.map(String::from)).collect()
        };
        assert_eq!(
            text(Arc::new(TimestampSecondArray::from(vec![
                Some(52_236),
                None
            ]))),
            [Some("1970-01-01 14:30:36".to_string()), None]
        );
        assert_eq!(
            text(Arc::new(TimestampMillisecondArray::from(vec![1_500]))),
            [Some("1970-01-01 00:00:01.500".to_string())]
        );
        assert_eq!(
            text(Arc::new(Date32Array::from(vec![19_723]))),
            [Some("2024-01-01".to_string())]
        );
        assert_eq!(
            text(Arc::new(Float64Array::from(vec![1e-6, 2.0]))),
            [Some("0.000001".to_string()), Some("2".to_string())]
        );
        assert_eq!(
            text(Arc::new(UInt64Array::from(vec![7]))),
            [Some("7".to_string())]
        );
    }

    /// Floats print as ClickHouse prints them (its shortest form, decimal from 1e-6 to
    /// below 1e21).
    #[test]
    fn floats_print_as_clickhouse_prints_them() {
        for (v, text) in [
            (100.0, "100"),
            (0.5, "0.5"),
            (1e-6, "0.000001"),
            (1.5e-7, "1.5e-7"),
            (1e20, "100000000000000000000"),
            (1e21, "1e21"),
            (-0.0, "-0"),
            (f64::NAN, "nan"),
            (f64::INFINITY, "inf"),
            (f64::NEG_INFINITY, "-inf"),
            (0.1 + 0.2, "0.30000000000000004"),
            (0.0, "0"),
            (1e-5, "0.00001"),
            (9.999999e-6, "0.000009999999"),
            (9.9e-7, "9.9e-7"),
            (1.5e20, "150000000000000000000"),
            (-123.25, "-123.25"),
        ] {
            assert_eq!(float_text(v), text, "{v}");
        }
        assert_eq!(float_text(0.1f32), "0.1");
    }
}
