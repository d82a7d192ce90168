//! The Python clients from PyPI (clickhouse-connect, aiochclient) against a real node.
//! The scripts under `tests/clients/` drive each library and exit non-zero on any
//! difference; the virtual environment is built from `tests/clients/requirements.txt`
//! once and kept under `~/.cache/maskhouse/client-venv-<hash>`. A missing `python3`
//! or an install that fails is a test failure, never a skip (`.ci/run` installs
//! Debian's `python3-venv` where it is missing).

use std::{
    path::{Path, PathBuf},
    process::Command,
};

use crate::server;

fn clients_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/clients")
}

/// FNV-1a of the requirements: the venv's name, so a changed pin builds a new one.
fn hash(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3)
    })
}

fn python() -> String {
    std::env::var("MASKHOUSE_PYTHON").unwrap_or_else(|_| "python3".into())
}

fn run(command: &mut Command, what: &str) {
    let out = command
        .output()
        .unwrap_or_else(|e| panic!("{what}: cannot start: {e}"));
    assert!(
        out.status.success(),
        "{what} failed ({}):\n{}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// The virtual environment with the pinned clients, built once. Tests run in separate
/// processes, so the one that builds it holds a file lock while it does.
fn venv() -> PathBuf {
    let requirements = clients_dir().join("requirements.txt");
    let pins = std::fs::read(&requirements).expect("requirements.txt");
    let home = std::env::var("HOME").expect("HOME");
    let cache = Path::new(&home).join(".cache/maskhouse");
    let venv = cache.join(format!("client-venv-{:016x}", hash(&pins)));
    let ready = venv.join("ready");
    if ready.exists() {
        return venv;
    }
    std::fs::create_dir_all(&cache).unwrap();
    let lock = std::fs::File::create(cache.join("client-venv.lock")).unwrap();
    lock.lock().expect("lock the venv");
    if !ready.exists() {
        let _ = std::fs::remove_dir_all(&venv);
        run(
            Command::new(python()).args(["-m", "venv"]).arg(&venv),
            "python3 -m venv",
        );
        run(
            Command::new(venv.join("bin/python"))
                .args([
                    "-m",
                    "pip",
                    "install",
                    "--quiet",
                    "--disable-pip-version-check",
                    "-r",
                ])
                .arg(&requirements),
            "pip install -r tests/clients/requirements.txt",
        );
        std::fs::write(&ready, b"").unwrap();
    }
    venv
}

/// Runs one script against a fresh node; returns its standard output.
pub fn run_script(script: &str) -> String {
    let venv = venv();
    let dir = tempfile::tempdir().unwrap();
    let node = server::start(dir.path());
    let out = Command::new(venv.join("bin/python"))
        .arg(clients_dir().join(script))
        .env("MASKHOUSE_URL", format!("http://127.0.0.1:{}", node.port))
        .output()
        .unwrap_or_else(|e| panic!("{script}: cannot start: {e}"));
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{script} failed ({}):\n{stdout}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

#[test]
fn clickhouse_connect_works_unchanged() {
    let out = run_script("clickhouse_connect_test.py");
    assert!(out.contains("clickhouse-connect: ok"), "{out}");
}

#[test]
fn aiochclient_works_unchanged() {
    let out = run_script("aiochclient_test.py");
    assert!(out.contains("aiochclient: ok"), "{out}");
}
