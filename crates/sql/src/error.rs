/// How an error maps to a client answer (the server maps kinds to HTTP status).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// Bad SQL or input data: 400.
    BadRequest,
    /// Unknown table: 404.
    NotFound,
    /// No quorum or not ready: 503.
    Unavailable,
    /// Too large: 413.
    TooLarge,
    /// Over the query's `max_memory_usage`: ClickHouse's code 241.
    MemoryLimit,
    /// A fault of this node: 500.
    Internal,
}

#[derive(Debug, thiserror::Error)]
#[error("{message}")]
pub struct Error {
    pub kind: ErrorKind,
    pub message: String,
    /// ClickHouse's error code where the kind alone does not tell it (the server
    /// derives the others from the HTTP status).
    pub code: Option<u32>,
}

impl Error {
    pub fn bad(message: impl Into<String>) -> Self {
        Error {
            kind: ErrorKind::BadRequest,
            message: message.into(),
            code: None,
        }
    }

    pub fn not_found(message: impl Into<String>) -> Self {
        Error {
            kind: ErrorKind::NotFound,
            message: message.into(),
            code: None,
        }
    }

    pub fn internal(message: impl Into<String>) -> Self {
        Error {
            kind: ErrorKind::Internal,
            message: message.into(),
            code: None,
        }
    }

    /// The same error, with ClickHouse's error code `code`.
    pub fn with_code(mut self, code: u32) -> Self {
        self.code = Some(code);
        self
    }

    pub fn unavailable(message: impl Into<String>) -> Self {
        Error {
            kind: ErrorKind::Unavailable,
            message: message.into(),
            code: None,
        }
    }
}

impl From<datafusion::error::DataFusionError> for Error {
    fn from(e: datafusion::error::DataFusionError) -> Self {
        use datafusion::error::DataFusionError as D;
        // An error wrapped in context (`Optimizer rule … failed`) says what went wrong
        // in its cause.
        let message = match &e {
            D::Context(..) => e.find_root().to_string(),
            _ => e.to_string(),
        };
        let message = message.lines().next().unwrap_or_default().to_string();
        match e.find_root() {
            // An error of ours that a function raised, with its code.
            D::External(inner) => match inner.downcast_ref::<Error>() {
                Some(ours) => Error {
                    kind: ours.kind,
                    message: ours.message.clone(),
                    code: ours.code,
                },
                None => Error::bad(message),
            },
            D::ArrowError(e, _) if matches!(**e, arrow::error::ArrowError::DivideByZero) => {
                Error::bad("Division by zero (ILLEGAL_DIVISION)")
                    .with_code(maskhouse_types::codes::ILLEGAL_DIVISION)
            }
            // A column no table of the query has: ClickHouse's UNKNOWN_IDENTIFIER.
            D::SchemaError(e, _)
                if matches!(**e, datafusion::common::SchemaError::FieldNotFound { .. }) =>
            {
                Error::bad(message).with_code(maskhouse_types::codes::UNKNOWN_IDENTIFIER)
            }
            D::IoError(_) | D::Internal(_) | D::ObjectStore(_) => Error::internal(message),
            // Only a query's memory pool (`max_memory_usage`) runs out of resources.
            D::ResourcesExhausted(m) => Error {
                kind: ErrorKind::MemoryLimit,
                message: format!(
                    "Memory limit (for query) exceeded: {}",
                    m.lines().next().unwrap_or_default()
                ),
                code: Some(maskhouse_types::codes::MEMORY_LIMIT_EXCEEDED),
            },
            _ => Error::bad(message),
        }
    }
}

impl From<maskhouse_store::Error> for Error {
    fn from(e: maskhouse_store::Error) -> Self {
        match e.kind() {
            maskhouse_store::ErrorKind::Invalid => Error::bad(e.to_string()),
            maskhouse_store::ErrorKind::NotFound => Error::not_found(e.to_string()),
            _ => Error::internal(e.to_string()),
        }
    }
}

impl From<arrow::error::ArrowError> for Error {
    fn from(e: arrow::error::ArrowError) -> Self {
        Error::bad(e.to_string())
    }
}

impl From<sqlparser::parser::ParserError> for Error {
    fn from(e: sqlparser::parser::ParserError) -> Self {
        Error::bad(format!("Syntax error: {e}"))
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

/// The functions `statement` calls by a name no function of `state` has, as the
/// planner looks them up (unquoted names in lower case). Read before planning, so that
/// a planning failure is told apart by the statement's structure, not by its message.
pub(crate) fn unknown_functions(
    statement: &sqlparser::ast::Statement,
    state: &datafusion::execution::SessionState,
) -> Vec<String> {
    use sqlparser::ast::{Expr, ObjectNamePart};
    let mut unknown = Vec::new();
    let _ = sqlparser::ast::visit_expressions(statement, |e| {
        if let Expr::Function(f) = e {
            if let [ObjectNamePart::Identifier(id)] = f.name.0.as_slice() {
                let name = match id.quote_style {
                    Some(_) => id.value.clone(),
                    None => id.value.to_lowercase(),
                };
                // The SQL planner plans `unnest` and `map` itself, not by lookup.
                let known = |name: &str| {
                    matches!(name, "unnest" | "unnest_outer" | "map")
                        || state.scalar_functions().contains_key(name)
                        || state.higher_order_functions().contains_key(name)
                        || state.aggregate_functions().contains_key(name)
                        || state.window_functions().contains_key(name)
                };
                // A `-State` or `-Merge` form of a function nobody has names that one.
                let named = [
                    crate::aggregate_state::STATE_OF,
                    crate::aggregate_state::MERGE_OF,
                ]
                .iter()
                .find_map(|p| name.strip_prefix(p))
                .filter(|inner| !known(inner))
                .map_or(id.value.clone(), str::to_string);
                if !known(&name) && !unknown.contains(&named) {
                    unknown.push(named);
                }
            }
        }
        std::ops::ControlFlow::<()>::Continue(())
    });
    unknown
}

/// A planning failure of a statement that calls a function nobody has is ClickHouse's
/// UNKNOWN_FUNCTION (46), naming the function; any other failure keeps its own code.
pub(crate) fn planning_failed(e: datafusion::error::DataFusionError, unknown: &[String]) -> Error {
    // The planner wraps its own failure (in a diagnostic, a context): its root decides.
    let plan = matches!(e.find_root(), datafusion::error::DataFusionError::Plan(_));
    let error = Error::from(e);
    // A `-State` or `-Merge` form the dialect wrote of a call that is no aggregate
    // (`groupArray(N)` is planned as a slice of one).
    let combined = unknown.iter().find_map(|name| {
        [
            crate::aggregate_state::STATE_OF,
            crate::aggregate_state::MERGE_OF,
        ]
        .iter()
        .find_map(|prefix| name.strip_prefix(prefix))
    });
    match unknown.first() {
        Some(_) if plan && error.kind != ErrorKind::NotFound && combined.is_some() => {
            Error::bad(format!(
                "the -State and -Merge combinators take an aggregate planned as one aggregate call; this one is planned around {} (NOT_IMPLEMENTED)",
                combined.unwrap_or_default()
            ))
            .with_code(maskhouse_types::codes::NOT_IMPLEMENTED)
        }
        // A table that does not exist is reported as such, whatever else is wrong.
        Some(name) if plan && error.kind != ErrorKind::NotFound => Error::bad(format!(
            "Function with name `{name}` does not exist (UNKNOWN_FUNCTION)"
        ))
        .with_code(maskhouse_types::codes::UNKNOWN_FUNCTION),
        _ => error,
    }
}

/// The functions `statement` still calls with parameters (`f(p)(x)`) once the dialect
/// has rewritten those it reads them of (`quantile(level)`, `groupArray(N)`): the
/// planner would ignore them, so they are refused instead.
pub(crate) fn parametric_calls(statement: &sqlparser::ast::Statement) -> Vec<String> {
    use sqlparser::ast::{Expr, FunctionArguments, ObjectNamePart};
    let mut found = Vec::new();
    let _ = sqlparser::ast::visit_expressions(statement, |e| {
        if let Expr::Function(f) = e {
            if !matches!(f.parameters, FunctionArguments::None) {
                if let [ObjectNamePart::Identifier(id)] = f.name.0.as_slice() {
                    found.push(id.value.clone());
                }
            }
        }
        std::ops::ControlFlow::<()>::Continue(())
    });
    found
}
