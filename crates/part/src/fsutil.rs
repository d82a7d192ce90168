use std::{fs, io::Write, path::Path};

use crate::{Error, Result};

/// Publishes `bytes` as `dir/name` atomically (DESIGN §2.5): write a temporary file,
/// fsync it, rename it into place, fsync the directory. A crash leaves either no file
/// or the whole file under `name`, never a partial one.
pub fn publish(dir: &Path, name: &str, bytes: &[u8]) -> Result<()> {
    create_dir_durable(dir).map_err(Error::io("create directory", dir))?;
    let tmp = dir.join(format!(".{name}.tmp"));
    let target = dir.join(name);
    {
        let mut f = fs::File::create(&tmp).map_err(Error::io("create", &tmp))?;
        f.write_all(bytes).map_err(Error::io("write", &tmp))?;
        f.sync_all().map_err(Error::io("fsync", &tmp))?;
    }
    fs::rename(&tmp, &target).map_err(Error::io("rename", &tmp))?;
    sync_dir(dir)
}

/// Creates `dir` and whichever of its parents are missing, each made durable in its
/// parent (a directory's name survives a power cut only once its parent is fsynced,
/// and every file later published in it would go with it).
pub fn create_dir_durable(dir: &Path) -> std::io::Result<()> {
    let mut missing = Vec::new();
    let mut at = dir;
    while !at.is_dir() {
        missing.push(at);
        match at.parent() {
            Some(parent) if !parent.as_os_str().is_empty() => at = parent,
            _ => break,
        }
    }
    for dir in missing.into_iter().rev() {
        match fs::create_dir(dir) {
            Ok(()) => {}
            // Created meanwhile by another thread, which may not have synced it yet.
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
            Err(e) => {
                return Err(std::io::Error::new(
                    e.kind(),
                    format!("create directory {}: {e}", dir.display()),
                ))
            }
        }
        if let Some(parent) = dir.parent().filter(|p| !p.as_os_str().is_empty()) {
            fs::File::open(parent)
                .and_then(|d| d.sync_all())
                .map_err(|e| {
                    std::io::Error::new(
                        e.kind(),
                        format!("fsync directory {}: {e}", parent.display()),
                    )
                })?;
        }
    }
    Ok(())
}

/// What [`move_durable`] found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moved {
    /// The file is now at the target, durably.
    Moved,
    /// The target was there already (a move done before a crash); the source, if
    /// still there, is gone now.
    AlreadyThere,
    /// Neither the source nor the target exists.
    SourceMissing,
}

/// Moves the file `from` to `to` in another directory of the same filesystem so that
/// at every instant, across a power cut, the file has a durable name: a hard link at
/// `to`, the target directory fsynced, then `from` removed. A plain rename is not
/// enough: its removal from the source directory may reach the disk (any later fsync
/// of that directory carries it) before its entry in the target directory does.
pub fn move_durable(from: &Path, to: &Path) -> std::io::Result<Moved> {
    let with_path = |what: &str, path: &Path, e: std::io::Error| {
        std::io::Error::new(e.kind(), format!("{what} {}: {e}", path.display()))
    };
    let moved = match fs::hard_link(from, to) {
        Ok(()) => Moved::Moved,
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Moved::AlreadyThere,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound && to.exists() => Moved::AlreadyThere,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Moved::SourceMissing),
        Err(e) => return Err(with_path("link", from, e)),
    };
    if let Some(dir) = to.parent() {
        fs::File::open(dir)
            .and_then(|d| d.sync_all())
            .map_err(|e| with_path("fsync directory", dir, e))?;
    }
    match fs::remove_file(from) {
        Ok(()) => {}
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
        Err(e) => return Err(with_path("remove", from, e)),
    }
    Ok(moved)
}

/// Makes a rename or removal in `dir` durable.
pub fn sync_dir(dir: &Path) -> Result<()> {
    fs::File::open(dir)
        .and_then(|d| d.sync_all())
        .map_err(Error::io("fsync directory", dir))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn publish_leaves_only_the_final_file() {
        let dir = tempfile::tempdir().unwrap();
        publish(dir.path(), "p.parquet", b"abc").unwrap();
        let names: Vec<_> = fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        assert_eq!(names, vec!["p.parquet".to_string()]);
        assert_eq!(fs::read(dir.path().join("p.parquet")).unwrap(), b"abc");
    }
}
