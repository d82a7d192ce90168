//! ClickHouse's IPv4 and IPv6 text functions over numbers and strings (there is no
//! `IPv4`/`IPv6` column type here): `IPv4NumToString(n)` (`192.168.1.1`),
//! `IPv4NumToStringClassC(n)` (`192.168.1.xxx`), `IPv4StringToNum(s)` (a `UInt32`;
//! text that is no address fails with `CANNOT_PARSE_IPV4`, 675),
//! `IPv4StringToNumOrNull(s)`, `IPv4StringToNumOrDefault(s)` (0), `isIPv4String(s)` and
//! `isIPv6String(s)` (`UInt8`). An address is read as ClickHouse reads it: four decimal
//! octets of at most 255 without leading zeros, or IPv6's text forms.

use std::{
    net::{Ipv4Addr, Ipv6Addr},
    sync::Arc,
};

use datafusion::{
    arrow::{
        array::{Array, ArrayRef, AsArray, StringBuilder, UInt32Builder, UInt8Builder},
        compute::cast,
        datatypes::{DataType, Decimal128Type},
    },
    common::{DataFusionError, Result as DfResult},
    logical_expr::{ColumnarValue, ScalarFunctionArgs, ScalarUDFImpl, Signature, Volatility},
};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Kind {
    NumToString,
    NumToStringClassC,
    StringToNum,
    StringToNumOrNull,
    StringToNumOrDefault,
    IsIpv4,
    IsIpv6,
}

const FUNCTIONS: &[(&str, Kind)] = &[
    ("IPv4NumToString", Kind::NumToString),
    ("IPv4NumToStringClassC", Kind::NumToStringClassC),
    ("IPv4StringToNum", Kind::StringToNum),
    ("IPv4StringToNumOrNull", Kind::StringToNumOrNull),
    ("IPv4StringToNumOrDefault", Kind::StringToNumOrDefault),
    ("isIPv4String", Kind::IsIpv4),
    ("isIPv6String", Kind::IsIpv6),
];

/// The ClickHouse names of this module's functions, for `system.functions`.
pub(crate) fn clickhouse_names() -> impl Iterator<Item = &'static str> {
    FUNCTIONS.iter().map(|(name, _)| *name)
}

#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct IpFunction {
    name: String,
    clickhouse: &'static str,
    kind: Kind,
    signature: Signature,
}

impl IpFunction {
    pub(crate) fn all() -> impl Iterator<Item = IpFunction> {
        FUNCTIONS.iter().map(|(name, kind)| IpFunction {
            name: name.to_ascii_lowercase(),
            clickhouse: name,
            kind: *kind,
            signature: Signature::any(1, Volatility::Immutable),
        })
    }

    fn error(&self, message: String, code: u32) -> DataFusionError {
        DataFusionError::External(Box::new(crate::Error::bad(message).with_code(code)))
    }
}

/// `text` as an IPv4 address's number.
fn ipv4(text: &str) -> Option<u32> {
    text.parse::<Ipv4Addr>().ok().map(u32::from)
}

impl ScalarUDFImpl for IpFunction {
    fn name(&self) -> &str {
        &self.name
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> DfResult<DataType> {
        let arg = &arg_types[0];
        let numeric = matches!(self.kind, Kind::NumToString | Kind::NumToStringClassC);
        let fits = match numeric {
            true => arg.is_integer() || arg == &DataType::Null,
            false => crate::json::is_text(arg),
        };
        if !fits {
            return Err(self.error(
                format!(
                    "Illegal type {arg} of first argument of function {}, expected {} (ILLEGAL_TYPE_OF_ARGUMENT)",
                    self.clickhouse,
                    if numeric { "UInt8, UInt16 or UInt32" } else { "String" }
                ),
                maskhouse_types::codes::ILLEGAL_TYPE_OF_ARGUMENT,
            ));
        }
        Ok(match self.kind {
            Kind::NumToString | Kind::NumToStringClassC => DataType::Utf8,
            Kind::StringToNum | Kind::StringToNumOrNull | Kind::StringToNumOrDefault => {
                DataType::UInt32
            }
            Kind::IsIpv4 | Kind::IsIpv6 => DataType::UInt8,
        })
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> DfResult<ColumnarValue> {
        let (arrays, scalar) = crate::scalar::arrays(args)?;
        let out: ArrayRef = match self.kind {
            Kind::NumToString | Kind::NumToStringClassC => {
                // Every integer type fits in an Int128, so none is cut short here.
                let numbers = cast(&arrays[0], &DataType::Decimal128(38, 0))?;
                let numbers = numbers.as_primitive::<Decimal128Type>();
                let mut out = StringBuilder::with_capacity(numbers.len(), numbers.len() * 15);
                for n in numbers.iter() {
                    let Some(n) = n else {
                        out.append_null();
                        continue;
                    };
                    let n = u32::try_from(n).map_err(|_| {
                        self.error(
                            format!(
                                "Value {n} of the argument of function {} is not an IPv4 address (a UInt32) (ILLEGAL_TYPE_OF_ARGUMENT)",
                                self.clickhouse
                            ),
                            maskhouse_types::codes::ILLEGAL_TYPE_OF_ARGUMENT,
                        )
                    })?;
                    let [a, b, c, d] = n.to_be_bytes();
                    match self.kind {
                        Kind::NumToString => out.append_value(format!("{a}.{b}.{c}.{d}")),
                        _ => out.append_value(format!("{a}.{b}.{c}.xxx")),
                    }
                }
                Arc::new(out.finish())
            }
            Kind::StringToNum | Kind::StringToNumOrNull | Kind::StringToNumOrDefault => {
                let text = cast(&arrays[0], &DataType::Utf8)?;
                let text = text.as_string::<i32>();
                let mut out = UInt32Builder::with_capacity(text.len());
                for t in text.iter() {
                    match (t.map(ipv4), self.kind) {
                        (None, _) => out.append_null(),
                        (Some(Some(n)), _) => out.append_value(n),
                        (Some(None), Kind::StringToNumOrNull) => out.append_null(),
                        (Some(None), Kind::StringToNumOrDefault) => out.append_value(0),
                        (Some(None), _) => {
                            return Err(self.error(
                                format!(
                                    "Invalid IPv4 value '{}' (CANNOT_PARSE_IPV4)",
                                    t.unwrap_or_default()
                                ),
                                maskhouse_types::codes::CANNOT_PARSE_IPV4,
                            ))
                        }
                    }
                }
                Arc::new(out.finish())
            }
            Kind::IsIpv4 | Kind::IsIpv6 => {
                let text = cast(&arrays[0], &DataType::Utf8)?;
                let text = text.as_string::<i32>();
                let mut out = UInt8Builder::with_capacity(text.len());
                for t in text.iter() {
                    out.append_option(t.map(|t| {
                        u8::from(match self.kind {
                            Kind::IsIpv4 => ipv4(t).is_some(),
                            _ => t.parse::<Ipv6Addr>().is_ok(),
                        })
                    }));
                }
                Arc::new(out.finish())
            }
        };
        Ok(match scalar {
            true => {
                ColumnarValue::Scalar(datafusion::common::ScalarValue::try_from_array(&out, 0)?)
            }
            false => ColumnarValue::Array(out),
        })
    }

    fn return_field_from_args(
        &self,
        args: datafusion::logical_expr::ReturnFieldArgs<'_>,
    ) -> DfResult<datafusion::arrow::datatypes::FieldRef> {
        let types = crate::scalar::argument_types(&args);
        let ty = self.return_type(&types)?;
        let nullable = self.kind == Kind::StringToNumOrNull
            || args.arg_fields.first().is_none_or(|f| f.is_nullable());
        Ok(Arc::new(datafusion::arrow::datatypes::Field::new(
            self.name(),
            ty,
            nullable,
        )))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_read_as_in_clickhouse() {
        assert_eq!(ipv4("192.168.1.1"), Some(3_232_235_777));
        for bad in ["1.2.3.256", " 1.2.3.4", "01.2.3.4", "1.2.3", "abc", ""] {
            assert_eq!(ipv4(bad), None, "{bad}");
        }
        assert!("::ffff:1.2.3.4".parse::<Ipv6Addr>().is_ok());
        assert!(":::".parse::<Ipv6Addr>().is_err());
    }
}
