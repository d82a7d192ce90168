//! The one rule for tests that need a tool from outside the workspace (network
//! namespaces, libfiu, libfaketime, promtool, Docker): under CI a missing tool fails the
//! test, naming the tool, since `.ci/run` installs everything the suites need and a
//! suite that skipped would pass without having run; elsewhere the test says why and
//! skips.

use std::process::Command;

/// Whether this is a CI run: the environment variable `CI` is set to anything but
/// the empty string, `0` or `false` (CI runs `CI=true bash .ci/run`).
pub fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| !matches!(v.trim(), "" | "0" | "false"))
}

/// Whether a test can use `what`; `missing` is why it cannot (`None`: it can).
///
/// Under CI ([`in_ci`]) a missing tool panics, naming it and why. Elsewhere it prints
/// `skipped <what>: <why>` on stderr and returns false: the caller skips the test, or
/// the part of it, that needs the tool.
#[track_caller]
pub fn require(what: &str, missing: Option<String>) -> bool {
    match missing {
        None => true,
        Some(why) if in_ci() => panic!(
            "CI runs every test (CI is set) and this one needs {what}: {why} \
             (.ci/run installs it)"
        ),
        Some(why) => {
            eprintln!("skipped {what}: {why} (under CI this fails)");
            false
        }
    }
}

/// Why `program args` cannot be used here, if it cannot: it does not start, or it
/// exits with a failure.
pub fn tool_missing(program: &str, args: &[&str]) -> Option<String> {
    match Command::new(program).args(args).output() {
        Ok(out) if out.status.success() => None,
        Ok(out) => Some(format!(
            "`{program} {}` failed ({}): {}",
            args.join(" "),
            out.status,
            String::from_utf8_lossy(&out.stderr).trim()
        )),
        Err(e) => Some(format!("`{program}` does not start: {e}")),
    }
}

/// [`require`] of a program that must run `program args` successfully, e.g.
/// `require_tool("promtool", &["--version"])`.
#[track_caller]
pub fn require_tool(program: &str, args: &[&str]) -> bool {
    require(program, tool_missing(program, args))
}

/// [`require`] of a Docker engine that answers `docker info` and of `docker-compose`.
#[track_caller]
pub fn require_compose() -> bool {
    require(
        "Docker and docker-compose",
        tool_missing("docker", &["info"]).or_else(|| tool_missing("docker-compose", &["version"])),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A missing tool is a skip outside CI and a failure under it, so that CI cannot
    /// pass without running the suites that guard DESIGN §2.1–§2.4. The CI variable
    /// is read per call, so both cases run in one process (nextest runs each test
    /// in a process of its own, so setting it here touches no other test).
    #[test]
    fn a_missing_tool_skips_outside_ci_and_fails_under_it() {
        let missing = || tool_missing("maskhouse-no-such-tool", &[]);
        assert!(missing().is_some());
        assert!(tool_missing("true", &[]).is_none());
        assert!(tool_missing("false", &[]).is_some());
        std::env::remove_var("CI");
        assert!(!in_ci());
        assert!(!require("no-such-tool", missing()));
        assert!(require("true", None));
        std::env::set_var("CI", "false");
        assert!(!in_ci());
        std::env::set_var("CI", "true");
        assert!(in_ci());
        let failed = std::panic::catch_unwind(|| require("no-such-tool", missing()));
        let message = failed.expect_err("a missing tool under CI fails");
        let message = message
            .downcast_ref::<String>()
            .expect("a formatted message");
        assert!(message.contains("no-such-tool"), "{message}");
        assert!(require("true", None));
    }
}

/// A number from the environment (`None` when unset), for a run's seed, count or
/// length. A value that is not a number fails the test instead of falling back to a
/// default: a mistyped seed would otherwise run, and pass or fail, another seed than the
/// one asked for (replaying a run that broke DESIGN §2.1–§2.4 depends on it).
pub fn env_u64(name: &str) -> Option<u64> {
    let value = std::env::var(name).ok()?;
    match value.trim().parse() {
        Ok(n) => Some(n),
        Err(e) => panic!("{name}={value:?} is not a whole number: {e}"),
    }
}

#[cfg(test)]
mod env_tests {
    use super::*;

    #[test]
    fn a_number_that_is_not_one_fails_the_run() {
        // A variable of this test's own.
        let name = "MASKHOUSE_HARNESS_TEST_NUMBER";
        std::env::set_var(name, " 1764513720123 ");
        assert_eq!(env_u64(name), Some(1_764_513_720_123));
        std::env::set_var(name, "0x59");
        assert!(std::panic::catch_unwind(|| env_u64(name)).is_err());
        std::env::remove_var(name);
        assert_eq!(env_u64(name), None);
    }
}
