//! Result types that keep their arguments' nullability, as ClickHouse's do:
//! `lower(s)` of a `String` column is a `String`, not a `Nullable(String)`.
//!
//! DataFusion declares every function's result nullable unless the function says
//! otherwise, and most of its own functions do not say. A client reads that in the
//! result's types (`RowBinaryWithNamesAndTypes`, `toTypeName`), so a pandas frame of
//! `length(s)` got a nullable integer column. [`Strict`] wraps a function that never
//! makes a NULL of values that are not NULL, and declares its result nullable only
//! when an argument is. Only functions known to behave so are wrapped ([`STRICT`]),
//! and the list is load-bearing: the planner trusts a result declared without NULLs
//! (it folds `IS NULL` of it, and an aggregate over no rows of it gives the type's
//! default), so a function that may return NULL for a value must never be listed.

use std::sync::Arc;

use datafusion::{
    arrow::datatypes::{DataType, Field, FieldRef},
    common::{Result, ScalarValue},
    logical_expr::{
        interval_arithmetic::Interval,
        simplify::{ExprSimplifyResult, SimplifyContext},
        sort_properties::{ExprProperties, SortProperties},
        ColumnarValue, Documentation, Expr, ReturnFieldArgs, ScalarFunctionArgs, ScalarUDF,
        ScalarUDFImpl, Signature,
    },
};

/// The functions (by their registered names) that give a value for any arguments
/// that are values: DataFusion's string, math and date functions that ClickHouse's
/// names map to, and those of this crate that are so written (`length`, the letter
/// cases, `position`, hashes, `substring`, `reverse`, `hex`).
/// A function that may return NULL for a value (`nullif`, `array_element`,
/// `regexp_match`, …) is not here.
pub(crate) const STRICT: &[&str] = &[
    // Strings.
    "btrim",
    "ltrim",
    "rtrim",
    "left",
    "right",
    "lpad",
    "rpad",
    "repeat",
    "replace",
    "regexp_replace",
    "initcap",
    "translate",
    "split_part",
    "ascii",
    "to_hex",
    "starts_with",
    "ends_with",
    "bit_length",
    "octet_length",
    "strpos",
    "concat",
    "concat_ws",
    // Math.
    "abs",
    "acos",
    "acosh",
    "asin",
    "asinh",
    "atan",
    "atan2",
    "atanh",
    "cbrt",
    "ceil",
    "cos",
    "cosh",
    "cot",
    "degrees",
    "exp",
    "floor",
    "gcd",
    "lcm",
    "ln",
    "log",
    "log10",
    "log2",
    "power",
    "radians",
    "signum",
    "sin",
    "sinh",
    "sqrt",
    "tan",
    "tanh",
    "trunc",
    "iszero",
    "nanvl",
    // Dates and times.
    "date_trunc",
    "date_part",
    "to_char",
    "to_date",
    "to_timestamp_seconds",
    // Others of DataFusion's: `greatest` and `least` skip NULLs.
    "greatest",
    "least",
    "array_to_string",
    "character_length",
    // This crate's.
    "length",
    "lower",
    "lcase",
    "upper",
    "ucase",
    "lowerutf8",
    "upperutf8",
    "position",
    "positionutf8",
    "positioncaseinsensitive",
    "positioncaseinsensitiveutf8",
    "cityhash64",
    "siphash64",
    "xxhash32",
    "xxhash64",
    "hex",
    "substring",
    "substringutf8",
    "reverse",
];

/// A function whose result is nullable only when an argument is ([`STRICT`]).
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct Strict {
    inner: Arc<ScalarUDF>,
    /// The aliases of `inner` that still name it.
    aliases: Vec<String>,
}

impl Strict {
    /// `function` wrapped under its name and `aliases`, or None when it is wrapped
    /// already.
    pub(crate) fn wrap(function: &Arc<ScalarUDF>, aliases: Vec<String>) -> Option<ScalarUDF> {
        let inner: &dyn std::any::Any = function.inner().as_ref();
        if inner.is::<Strict>() {
            return None;
        }
        Some(ScalarUDF::new_from_impl(Strict {
            inner: Arc::clone(function),
            aliases,
        }))
    }
}

/// Wraps every function of [`STRICT`] that `state` has, under its name and those of
/// its aliases that still name it: DataFusion's `character_length` is also called
/// `length`, a name that is this crate's function, which keeps it.
pub(crate) fn register(state: &mut datafusion::execution::SessionState) -> Result<()> {
    use datafusion::execution::FunctionRegistry;
    for name in STRICT {
        let functions = state.scalar_functions();
        let Some(function) = functions.get(*name).cloned() else {
            continue;
        };
        if function.name() != *name {
            // An alias of a function wrapped under its own name.
            continue;
        }
        let aliases = function
            .aliases()
            .iter()
            .filter(|alias| functions.get(alias.as_str()) == Some(&function))
            .cloned()
            .collect();
        if let Some(wrapped) = Strict::wrap(&function, aliases) {
            state.register_udf(Arc::new(wrapped))?;
        }
    }
    Ok(())
}

#[warn(clippy::missing_trait_methods)]
impl ScalarUDFImpl for Strict {
    fn name(&self) -> &str {
        self.inner.name()
    }

    fn display_name(&self, args: &[Expr]) -> Result<String> {
        #[expect(deprecated)]
        self.inner.inner().display_name(args)
    }

    fn schema_name(&self, args: &[Expr]) -> Result<String> {
        self.inner.inner().schema_name(args)
    }

    fn signature(&self) -> &Signature {
        self.inner.signature()
    }

    fn return_type(&self, arg_types: &[DataType]) -> Result<DataType> {
        self.inner.inner().return_type(arg_types)
    }

    fn return_field_from_args(&self, args: ReturnFieldArgs<'_>) -> Result<FieldRef> {
        let any_nullable = args.arg_fields.iter().any(|f| f.is_nullable());
        let field = self.inner.inner().return_field_from_args(args)?;
        Ok(if field.is_nullable() && !any_nullable {
            Arc::new(Field::clone(&field).with_nullable(false))
        } else {
            field
        })
    }

    fn is_nullable(&self, args: &[Expr], schema: &dyn datafusion::common::ExprSchema) -> bool {
        #[expect(deprecated)]
        self.inner.inner().is_nullable(args, schema)
    }

    fn is_strict(&self) -> bool {
        self.inner.inner().is_strict()
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> Result<ColumnarValue> {
        self.inner.inner().invoke_with_args(args)
    }

    fn with_updated_config(
        &self,
        config: &datafusion::common::config::ConfigOptions,
    ) -> Option<ScalarUDF> {
        let updated = self.inner.inner().with_updated_config(config)?;
        Strict::wrap(&Arc::new(updated), self.aliases.clone())
    }

    fn aliases(&self) -> &[String] {
        &self.aliases
    }

    /// A simplification into the same function (`concat` merging its literals) stays
    /// wrapped: a plan's schema says what the function said before, and the physical
    /// plan must agree with it.
    fn simplify(&self, args: Vec<Expr>, info: &SimplifyContext) -> Result<ExprSimplifyResult> {
        Ok(match self.inner.inner().simplify(args, info)? {
            ExprSimplifyResult::Simplified(Expr::ScalarFunction(mut call))
                if call.func.name() == self.name() =>
            {
                if let Some(wrapped) = Strict::wrap(&call.func, self.aliases.clone()) {
                    call.func = Arc::new(wrapped);
                }
                ExprSimplifyResult::Simplified(Expr::ScalarFunction(call))
            }
            other => other,
        })
    }

    fn preimage(
        &self,
        args: &[Expr],
        lit_expr: &Expr,
        info: &SimplifyContext,
    ) -> Result<datafusion::logical_expr::preimage::PreimageResult> {
        self.inner.inner().preimage(args, lit_expr, info)
    }

    fn conditional_arguments<'a>(
        &self,
        args: &'a [Expr],
    ) -> Option<(Vec<&'a Expr>, Vec<&'a Expr>)> {
        self.inner.inner().conditional_arguments(args)
    }

    fn short_circuits(&self) -> bool {
        self.inner.inner().short_circuits()
    }

    fn evaluate_bounds(&self, input: &[&Interval]) -> Result<Interval> {
        self.inner.inner().evaluate_bounds(input)
    }

    fn propagate_constraints(
        &self,
        interval: &Interval,
        inputs: &[&Interval],
    ) -> Result<Option<Vec<Interval>>> {
        self.inner.inner().propagate_constraints(interval, inputs)
    }

    fn struct_field_mapping(
        &self,
        literal_args: &[Option<ScalarValue>],
    ) -> Option<datafusion::logical_expr::StructFieldMapping> {
        self.inner.inner().struct_field_mapping(literal_args)
    }

    fn output_ordering(&self, inputs: &[ExprProperties]) -> Result<SortProperties> {
        self.inner.inner().output_ordering(inputs)
    }

    fn preserves_lex_ordering(&self, inputs: &[ExprProperties]) -> Result<bool> {
        self.inner.inner().preserves_lex_ordering(inputs)
    }

    fn strictly_order_preserving(&self, inputs: &[ExprProperties]) -> Result<bool> {
        self.inner.inner().strictly_order_preserving(inputs)
    }

    fn coerce_types(&self, arg_types: &[DataType]) -> Result<Vec<DataType>> {
        self.inner.inner().coerce_types(arg_types)
    }

    fn documentation(&self) -> Option<&Documentation> {
        self.inner.inner().documentation()
    }

    fn placement(
        &self,
        args: &[datafusion::logical_expr::ExpressionPlacement],
    ) -> datafusion::logical_expr::ExpressionPlacement {
        self.inner.inner().placement(args)
    }
}

#[cfg(test)]
mod tests {
    use super::{Strict, STRICT};
    use datafusion::{
        arrow::datatypes::{DataType, Field},
        execution::SessionStateBuilder,
        logical_expr::ReturnFieldArgs,
        prelude::SessionConfig,
    };
    use std::sync::Arc;

    /// Every listed function exists and is wrapped, and a wrapped function takes no
    /// name that another function holds: `position` stays this crate's, not
    /// DataFusion's `strpos`, which is also called so.
    #[test]
    fn every_listed_function_is_wrapped_under_its_own_names_only() {
        let state =
            crate::functions::clickhouse_state(SessionStateBuilder::new(), SessionConfig::new())
                .expect("the state builds");
        let functions = state.scalar_functions();
        for name in STRICT {
            let function = functions
                .get(*name)
                .unwrap_or_else(|| panic!("{name} exists"));
            let inner: &dyn std::any::Any = function.inner().as_ref();
            assert!(inner.is::<Strict>(), "{name} is wrapped");
        }
        assert_eq!(functions["position"].name(), "position");
        assert_eq!(functions["length"].name(), "length");
        assert_eq!(functions["instr"].name(), "strpos");
        assert_eq!(functions["char_length"].name(), "character_length");
    }

    /// A wrapped function's result is nullable exactly when an argument is.
    #[test]
    fn results_are_nullable_only_with_a_nullable_argument() {
        let state =
            crate::functions::clickhouse_state(SessionStateBuilder::new(), SessionConfig::new())
                .expect("the state builds");
        let lower = &state.scalar_functions()["lower"];
        let field = |nullable: bool| {
            let arg = Arc::new(Field::new("s", DataType::Utf8, nullable));
            lower
                .return_field_from_args(ReturnFieldArgs {
                    arg_fields: &[arg],
                    scalar_arguments: &[None],
                })
                .expect("typed")
        };
        assert!(!field(false).is_nullable());
        assert!(field(true).is_nullable());
    }
}
