//! The `maskhouse` binary for tests in packages other than the server's. There
//! `CARGO_BIN_EXE_maskhouse` names it, but cargo sets that only for the package that
//! owns the binary, and builds the binary only for that package's tests, for
//! `--workspace`, or when asked (`cargo build`).

use std::path::{Path, PathBuf};

/// The environment variable that names the binary to test instead of the build.
pub const BIN_ENV: &str = "MASKHOUSE_BIN";

/// The `maskhouse` binary that tests of other packages (`cluster-tests/`) start:
/// `MASKHOUSE_BIN` when set, else the build beside the test executable (cargo puts
/// test executables in `<target>/<profile>/deps/` and binaries in
/// `<target>/<profile>/`). `cargo nextest run --workspace` builds it, and so does any
/// run that includes `-p maskhouse-server`. Panics, saying what to run, when the file
/// is not there.
///
/// The binary is not rebuilt here: a nested `cargo build` would unify features
/// differently from the test run's own build and compile the whole graph again. Run
/// with `-p maskhouse-cluster-tests` alone, the tests use the binary the last build
/// left in the target directory.
pub fn maskhouse_bin() -> PathBuf {
    if let Some(bin) = std::env::var_os(BIN_ENV) {
        let bin = PathBuf::from(bin);
        assert!(bin.is_file(), "{BIN_ENV}={} is not a file", bin.display());
        return bin;
    }
    let exe = std::env::current_exe().expect("the test executable's path");
    match beside(&exe) {
        Some(bin) if bin.is_file() => bin,
        Some(bin) => panic!(
            "no maskhouse binary at {}: build it with `cargo nextest run --workspace` (or \
             add `-p maskhouse-server` to the run, or `cargo build -p maskhouse-server`), \
             or set {BIN_ENV} to one",
            bin.display()
        ),
        None => panic!(
            "cannot tell the target directory from the test executable {}: set {BIN_ENV}",
            exe.display()
        ),
    }
}

/// Where cargo puts the binary for the test executable `exe`: two directories up
/// (`<target>/<profile>/deps/<test>` → `<target>/<profile>/maskhouse`).
fn beside(exe: &Path) -> Option<PathBuf> {
    let profile_dir = exe.parent()?.parent()?;
    Some(profile_dir.join("maskhouse"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The chaos suite (DESIGN §2.1–§2.4) tests the binary of the same build as itself.
    #[test]
    fn the_binary_is_looked_for_in_the_test_s_profile_directory() {
        assert_eq!(
            beside(Path::new("/t/target/debug/deps/it-0123")),
            Some(PathBuf::from("/t/target/debug/maskhouse"))
        );
        assert_eq!(
            beside(Path::new(
                "/t/target/x86_64-unknown-linux-gnu/release/deps/it-0123"
            )),
            Some(PathBuf::from(
                "/t/target/x86_64-unknown-linux-gnu/release/maskhouse"
            ))
        );
        assert_eq!(beside(Path::new("it")), None);
    }
}
