//! `maskhouse-check HISTORY.json`: re-checks a history a chaos run saved, prints what
//! it breaks, and exits 1 if anything.

use std::process::ExitCode;

fn main() -> ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: maskhouse-check HISTORY.json");
        return ExitCode::from(2);
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("cannot read {path}: {e}");
            return ExitCode::from(2);
        }
    };
    let history = match maskhouse_checker::History::from_json(&text) {
        Ok(h) => h,
        Err(e) => {
            eprintln!("{path} is not a history: {e}");
            return ExitCode::from(2);
        }
    };
    let report = maskhouse_checker::check(&history);
    println!(
        "seed {}: {} operations, {} acknowledged ids, {} final node states",
        history.seed,
        history.ops.len(),
        report.acknowledged_ids,
        history.finals.len()
    );
    for (kind, n) in &report.ops {
        println!("  {kind}: {n}");
    }
    if report.is_valid() {
        println!("valid");
        return ExitCode::SUCCESS;
    }
    for v in &report.violations {
        println!("{v}");
    }
    for (kind, n) in &report.counts {
        println!("{kind:?}: {n} violations");
    }
    ExitCode::from(1)
}
