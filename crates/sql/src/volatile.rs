//! Functions whose value is not fixed by the log, in DELETE predicates (DESIGN §2.8).
//!
//! A DELETE is evaluated when each replica applies it, at a different moment on each.
//! So the proposing node folds the functions that read the clock (`now()`, `today()`,
//! …) into constants of the same type, once, and the log holds the folded text; it
//! refuses the functions that have no fixed value at all (`rand()`, `generateUUIDv4()`,
//! `hostName()`, …). Both work on the parsed expression, inside subqueries too.

use std::ops::ControlFlow;

use sqlparser::ast::{Expr, FunctionArguments, ObjectNamePart, VisitMut, VisitorMut};

use crate::{dialect, Error, Result};

/// Functions with a different value on every call, on every replica or in every block
/// (lowercase; ClickHouse's and DataFusion's names).
const NON_DETERMINISTIC: &[&str] = &[
    "rand",
    "rand32",
    "rand64",
    "randconstant",
    "random",
    "randcanonical",
    "randuniform",
    "randnormal",
    "randlognormal",
    "randexponential",
    "randchisquared",
    "randstudentt",
    "randfisherf",
    "randbernoulli",
    "randbinomial",
    "randnegativebinomial",
    "randpoisson",
    "randomstring",
    "randomfixedstring",
    "randomprintableascii",
    "randomstringutf8",
    "fuzzbits",
    "uuid",
    "generateuuidv4",
    "generateuuidv7",
    "generateulid",
    "generatesnowflakeid",
    "gen_random_uuid",
    "rownumberinblock",
    "rownumberinallblocks",
    "blocknumber",
    "blocksize",
    "hostname",
    "getoskernelversion",
    "fqdn",
    "serveruuid",
    "uptime",
    "sleep",
    "sleepeachrow",
    "queryid",
    "initialqueryid",
    "currentqueryid",
];

/// What a clock function is folded into.
#[derive(Clone, Copy)]
enum Clock {
    /// `DateTime`, whole seconds.
    DateTime,
    /// `DateTime64(3)`.
    DateTime64,
    /// `Date`, `days_back` days before today.
    Date { days_back: i64 },
}

fn clock(name: &str) -> Option<Clock> {
    Some(match name {
        "now" | "current_timestamp" | "currenttimestamp" | "localtimestamp" => Clock::DateTime,
        "now64" => Clock::DateTime64,
        "today" | "current_date" | "curdate" => Clock::Date { days_back: 0 },
        "yesterday" => Clock::Date { days_back: 1 },
        _ => return None,
    })
}

/// `predicate` with every clock function replaced by its value at `now_ms` (UTC), as
/// ClickHouse-dialect text; the text itself when there is none. A non-deterministic
/// function is a 400 naming it.
pub fn fold(predicate: &str, now_ms: u64) -> Result<String> {
    let mut expr = dialect::parse_expr(predicate)?;
    let mut folder = Folder {
        now_ms,
        folded: false,
        error: None,
    };
    let _ = expr.visit(&mut folder);
    if let Some(e) = folder.error {
        return Err(e);
    }
    if !folder.folded {
        return Ok(predicate.to_string());
    }
    let text = expr.to_string();
    // The log must hold exactly the folded expression: the text must parse back to it.
    if dialect::parse_expr(&text).ok().as_ref() != Some(&expr) {
        return Err(Error::bad(format!(
            "cannot write this predicate with its clock functions folded; compare with a \
             constant instead (the folded text would be {text})"
        )));
    }
    Ok(text)
}

struct Folder {
    now_ms: u64,
    folded: bool,
    error: Option<Error>,
}

impl VisitorMut for Folder {
    type Break = ();

    fn post_visit_expr(&mut self, expr: &mut Expr) -> ControlFlow<()> {
        match self.fold_one(expr) {
            Ok(Some(constant)) => {
                *expr = constant;
                self.folded = true;
                ControlFlow::Continue(())
            }
            Ok(None) => ControlFlow::Continue(()),
            Err(e) => {
                self.error = Some(e);
                ControlFlow::Break(())
            }
        }
    }
}

impl Folder {
    /// The constant `expr` folds into, if it is a clock function.
    fn fold_one(&self, expr: &Expr) -> Result<Option<Expr>> {
        let Expr::Function(f) = expr else {
            return Ok(None);
        };
        let [ObjectNamePart::Identifier(id)] = f.name.0.as_slice() else {
            return Ok(None);
        };
        let name = id.value.to_ascii_lowercase();
        if NON_DETERMINISTIC.contains(&name.as_str()) {
            return Err(Error::bad(format!(
                "function {}() is not deterministic: a DELETE is evaluated on every replica \
                 and must delete the same rows on each; compare with a constant instead",
                id.value
            )));
        }
        let Some(kind) = clock(&name) else {
            return Ok(None);
        };
        let has_args = match &f.args {
            FunctionArguments::None => false,
            FunctionArguments::List(list) => !list.args.is_empty(),
            FunctionArguments::Subquery(_) => true,
        };
        let text = match kind {
            // A time zone argument changes how the moment prints, not the moment; times
            // are UTC here.
            Clock::DateTime => format!("toDateTime('{}')", self.utc("%Y-%m-%d %H:%M:%S", 0)?),
            Clock::DateTime64 => format!(
                "toDateTime64('{}', 3)",
                self.utc("%Y-%m-%d %H:%M:%S%.3f", 0)?
            ),
            Clock::Date { .. } if has_args => {
                return Err(Error::bad(format!(
                    "function {}() takes no arguments",
                    id.value
                )))
            }
            Clock::Date { days_back } => format!("toDate('{}')", self.utc("%Y-%m-%d", days_back)?),
        };
        dialect::parse_expr(&text).map(Some)
    }

    /// The folding moment, `days_back` days earlier, formatted in UTC.
    fn utc(&self, format: &str, days_back: i64) -> Result<String> {
        let ms = i64::try_from(self.now_ms)
            .ok()
            .and_then(|ms| ms.checked_sub(days_back.checked_mul(86_400_000)?));
        let moment = ms
            .and_then(chrono::DateTime::from_timestamp_millis)
            .ok_or_else(|| Error::internal(format!("clock out of range: {} ms", self.now_ms)))?;
        Ok(moment.format(format).to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2026-11-30 12:34:56.789 UTC.
    const NOW_MS: u64 = 1_796_042_096_789;

    /// Invariant 2.8: clock functions are folded into constants by the proposer.
    #[test]
    fn clock_functions_fold_to_constants() {
        let cases = [
            ("ts < now()", "ts < toDateTime('2026-11-30 12:34:56')"),
            (
                "ts < NOW() - INTERVAL 1 DAY",
                "ts < toDateTime('2026-11-30 12:34:56') - INTERVAL 1 DAY",
            ),
            ("ts < now('UTC')", "ts < toDateTime('2026-11-30 12:34:56')"),
            (
                "ts < now64()",
                "ts < toDateTime64('2026-11-30 12:34:56.789', 3)",
            ),
            (
                "d = today() OR d = yesterday()",
                "d = toDate('2026-11-30') OR d = toDate('2026-11-29')",
            ),
            (
                "ts < current_timestamp",
                "ts < toDateTime('2026-11-30 12:34:56')",
            ),
            ("d < CURRENT_DATE", "d < toDate('2026-11-30')"),
            (
                "id IN (SELECT id FROM o WHERE ts < now())",
                "id IN (SELECT id FROM o WHERE ts < toDateTime('2026-11-30 12:34:56'))",
            ),
        ];
        for (input, folded) in cases {
            assert_eq!(fold(input, NOW_MS).unwrap(), folded, "{input}");
        }
    }

    #[test]
    fn predicates_without_clock_functions_keep_their_text() {
        let text = "s = 'a\\\\b'   AND id IN (1, 2)";
        assert_eq!(fold(text, NOW_MS).unwrap(), text);
    }

    /// Invariant 2.8: non-deterministic functions are refused before proposing.
    #[test]
    fn non_deterministic_functions_are_refused_by_name() {
        for (input, name) in [
            ("rand() % 2 = 0", "rand()"),
            ("id = rand64()", "rand64()"),
            ("toString(generateUUIDv4()) = s", "generateUUIDv4()"),
            ("random() < 0.5", "random()"),
            ("s = hostName()", "hostName()"),
            ("s = getOSKernelVersion()", "getOSKernelVersion()"),
            (
                "id IN (SELECT id FROM o WHERE randConstant() > 1)",
                "randConstant()",
            ),
        ] {
            let e = fold(input, NOW_MS).unwrap_err();
            assert_eq!(e.kind, crate::ErrorKind::BadRequest);
            assert!(
                e.message
                    .contains(&format!("function {name} is not deterministic")),
                "{e}"
            );
        }
        assert!(fold("today(1) = d", NOW_MS).is_err());
    }
}
