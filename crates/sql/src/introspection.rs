//! ClickHouse's introspection function `demangle(symbol)`: a C++ symbol's mangled name
//! (Itanium ABI) as its declaration reads. As in ClickHouse it needs
//! `allow_introspection_functions = 1` (FUNCTION_NOT_ALLOWED otherwise). A name that is
//! not a mangled C++ symbol is returned as it is, as ClickHouse does, and so is one
//! longer than 4 KiB or whose demangled name would pass 64 KiB.

use std::sync::Arc;

use datafusion::{
    arrow::{
        array::{Array, AsArray, StringBuilder},
        datatypes::DataType,
    },
    common::Result as DfResult,
    logical_expr::{ColumnarValue, ScalarFunctionArgs, ScalarUDFImpl, Signature, Volatility},
};
use maskhouse_types::codes;

use crate::scalar::{arrays, check_arguments, error, result};

#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct Demangle {
    signature: Signature,
}

impl Demangle {
    pub(crate) fn new() -> Self {
        Demangle {
            signature: Signature::any(1, Volatility::Immutable),
        }
    }
}

/// The longest symbol demangled: a longer one is returned as it is.
const SYMBOL_BYTES_MAX: usize = 4 << 10;

/// The longest demangled name kept: back-references can make a short symbol's name
/// grow far faster than the symbol, so past this the symbol is returned as it is.
const DEMANGLED_BYTES_MAX: usize = 64 << 10;

/// A demangled name written up to [`DEMANGLED_BYTES_MAX`]: past it the writing fails.
struct Capped(String);

impl cpp_demangle::DemangleWrite for Capped {
    fn write_string(&mut self, s: &str) -> std::fmt::Result {
        if self.0.len() + s.len() > DEMANGLED_BYTES_MAX {
            return Err(std::fmt::Error);
        }
        self.0.push_str(s);
        Ok(())
    }
}

/// `symbol` demangled, or as it is when it is no mangled C++ name (or past the limits).
fn demangle(symbol: &str) -> String {
    if symbol.len() > SYMBOL_BYTES_MAX {
        return symbol.to_string();
    }
    let options = cpp_demangle::DemangleOptions::default().recursion_limit(64);
    let Ok(parsed) = cpp_demangle::Symbol::new(symbol) else {
        return symbol.to_string();
    };
    let mut name = Capped(String::new());
    match parsed.structured_demangle(&mut name, &options) {
        Ok(()) => name.0,
        Err(_) => symbol.to_string(),
    }
}

impl ScalarUDFImpl for Demangle {
    fn name(&self) -> &str {
        "demangle"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        check_arguments("demangle", arg_types, 1..=1, |_, t| {
            (!matches!(
                t,
                DataType::Utf8 | DataType::LargeUtf8 | DataType::Utf8View | DataType::Null
            ))
            .then_some("a String")
        })?;
        Ok(DataType::Utf8)
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let allowed = args
            .config_options
            .extensions
            .get::<crate::regex_groups::FunctionOptions>()
            .is_some_and(|o| o.allow_introspection_functions);
        if !allowed {
            return Err(error(
                "Introspection functions are disabled, because setting 'allow_introspection_functions' is set to 0 (FUNCTION_NOT_ALLOWED)".into(),
                codes::FUNCTION_NOT_ALLOWED,
            ));
        }
        let (arrays, scalar) = arrays(args)?;
        let strings = datafusion::arrow::compute::cast(&arrays[0], &DataType::Utf8)?;
        let strings = strings.as_string::<i32>();
        let mut out = StringBuilder::with_capacity(strings.len(), strings.value_data().len() * 2);
        for value in strings.iter() {
            match value {
                Some(symbol) => out.append_value(demangle(symbol)),
                None => out.append_null(),
            }
        }
        result(Arc::new(out.finish()) as Arc<dyn Array>, scalar)
    }
}

#[cfg(test)]
mod tests {
    use super::{demangle, SYMBOL_BYTES_MAX};

    #[test]
    fn demangles_as_clickhouse_prints() {
        assert_eq!(
            demangle("_ZNKSt3__18functionIFvvEEclEv"),
            "std::__1::function<void ()>::operator()() const"
        );
        assert_eq!(demangle("main"), "main");
        let long = format!("_Z{}", "a".repeat(SYMBOL_BYTES_MAX));
        assert_eq!(demangle(&long), long);
    }
}
