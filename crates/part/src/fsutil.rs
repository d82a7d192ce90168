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

/// [`publish`] of the bytes `write` writes into the temporary file as it makes them
/// (a part encoded row group by row group, never held whole): `write` gets the file
/// and gives it back with its result. On an error (or a panic in `write`) the
/// temporary file is removed and nothing is published.
pub fn publish_with<T>(
    dir: &Path,
    name: &str,
    write: impl FnOnce(fs::File) -> Result<(fs::File, T)>,
) -> Result<T> {
    create_dir_durable(dir).map_err(Error::io("create directory", dir))?;
    let tmp = dir.join(format!(".{name}.tmp"));
    let target = dir.join(name);
    /// Removes the temporary file unless it was renamed into place (an error, or a
    /// panic in `write`).
    struct Unpublished<'a>(&'a Path, bool);
    impl Drop for Unpublished<'_> {
        fn drop(&mut self) {
            if !self.1 {
                let _ = fs::remove_file(self.0);
            }
        }
    }
    let mut guard = Unpublished(&tmp, false);
    let f = fs::File::create(&tmp).map_err(Error::io("create", &tmp))?;
    let (f, out) = write(f)?;
    f.sync_all().map_err(Error::io("fsync", &tmp))?;
    drop(f);
    fs::rename(&tmp, &target).map_err(Error::io("rename", &tmp))?;
    guard.1 = true;
    sync_dir(dir)?;
    Ok(out)
}

/// Creates `dir` and whichever of its parents are missing, and makes `dir`'s name
/// durable: fsynced in its parent, as is each parent it created (a directory's name
/// survives a power cut only once its parent is fsynced, and every file published in
/// it would go with it). The parent is fsynced even when `dir` was there already (made
/// by another thread that may not have synced it yet, or by a run that stopped before
/// it did); once per directory per process.
pub fn create_dir_durable(dir: &Path) -> std::io::Result<()> {
    use std::os::unix::fs::MetadataExt;
    // Directories made durable, with their inode: one removed and made again is not.
    static DURABLE: std::sync::Mutex<std::collections::BTreeMap<std::path::PathBuf, (u64, u64)>> =
        std::sync::Mutex::new(std::collections::BTreeMap::new());
    let identity = |d: &Path| fs::metadata(d).ok().map(|m| (m.dev(), m.ino()));
    let known = DURABLE.lock().ok().and_then(|set| set.get(dir).copied());
    if known.is_some() && known == identity(dir) {
        return Ok(());
    }
    let with_path = |what: &str, path: &Path, e: std::io::Error| {
        std::io::Error::new(e.kind(), format!("{what} {}: {e}", path.display()))
    };
    // `dir` and its missing ancestors, outermost last.
    let mut chain = vec![dir];
    let mut at = dir;
    while let Some(parent) = at.parent().filter(|p| !p.as_os_str().is_empty()) {
        if parent.is_dir() {
            break;
        }
        chain.push(parent);
        at = parent;
    }
    for d in chain.into_iter().rev() {
        match fs::create_dir(d) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && d.is_dir() => {}
            Err(e) => return Err(with_path("create directory", d, e)),
        }
        let parent = match d.parent() {
            Some(p) if !p.as_os_str().is_empty() => p,
            _ => Path::new("."),
        };
        fs::File::open(parent)
            .and_then(|f| f.sync_all())
            .map_err(|e| with_path("fsync directory", parent, e))?;
    }
    if let (Ok(mut set), Some(id)) = (DURABLE.lock(), identity(dir)) {
        set.insert(dir.to_path_buf(), id);
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
    use std::os::unix::fs::MetadataExt;
    let with_path = |what: &str, path: &Path, e: std::io::Error| {
        std::io::Error::new(e.kind(), format!("{what} {}: {e}", path.display()))
    };
    let same_file = |a: &Path, b: &Path| -> bool {
        match (fs::metadata(a), fs::metadata(b)) {
            (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
            _ => false,
        }
    };
    let dir = to
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    // `link` fails with ENOENT when `from` is replaced (renamed over) between its
    // lookup and the link, though a file is there before and after: look again.
    let link = |from: &Path, to: &Path| {
        let mut tries = 0;
        loop {
            match fs::hard_link(from, to) {
                Err(e)
                    if e.kind() == std::io::ErrorKind::NotFound && tries < 3 && from.exists() =>
                {
                    tries += 1;
                }
                linked => return linked,
            }
        }
    };
    let moved = match link(from, to) {
        Ok(()) => Moved::Moved,
        // The same file under both names: a move a crash interrupted.
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && same_file(from, to) => {
            Moved::AlreadyThere
        }
        // Another file under the target name: replaced, as a rename would, through a
        // temporary link in the target directory (a rename within one directory is
        // atomic and made durable by that directory's fsync).
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
            let name = to.file_name().unwrap_or_default().to_string_lossy();
            let tmp = dir.join(format!(".{name}.moving-{}", std::process::id()));
            let _ = fs::remove_file(&tmp);
            link(from, &tmp).map_err(|e| with_path("link", from, e))?;
            fs::rename(&tmp, to).map_err(|e| with_path("rename", &tmp, e))?;
            Moved::Moved
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound && !from.exists() => {
            return Ok(if to.exists() {
                Moved::AlreadyThere
            } else {
                Moved::SourceMissing
            });
        }
        Err(e) => return Err(with_path("link", from, e)),
    };
    fs::File::open(dir)
        .and_then(|d| d.sync_all())
        .map_err(|e| with_path("fsync directory", dir, e))?;
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
    fn move_durable_links_then_unlinks_and_is_idempotent() {
        let dir = tempfile::tempdir().unwrap();
        let (a, b) = (dir.path().join("a"), dir.path().join("b"));
        fs::create_dir(&a).unwrap();
        fs::create_dir(&b).unwrap();
        fs::write(a.join("f"), b"part").unwrap();
        assert_eq!(
            move_durable(&a.join("f"), &b.join("f")).unwrap(),
            Moved::Moved
        );
        assert!(!a.join("f").exists());
        assert_eq!(fs::read(b.join("f")).unwrap(), b"part");
        // Again after a crash left both names: the source goes.
        fs::hard_link(b.join("f"), a.join("f")).unwrap();
        assert_eq!(
            move_durable(&a.join("f"), &b.join("f")).unwrap(),
            Moved::AlreadyThere
        );
        assert!(!a.join("f").exists());
        // Again after the move was done: nothing to do.
        assert_eq!(
            move_durable(&a.join("f"), &b.join("f")).unwrap(),
            Moved::AlreadyThere
        );
        assert_eq!(
            move_durable(&a.join("g"), &b.join("g")).unwrap(),
            Moved::SourceMissing
        );
        // Another file under the target name is replaced, as a rename would.
        fs::write(a.join("f"), b"new").unwrap();
        assert_eq!(
            move_durable(&a.join("f"), &b.join("f")).unwrap(),
            Moved::Moved
        );
        assert_eq!(fs::read(b.join("f")).unwrap(), b"new");
        assert_eq!(
            fs::read_dir(&b).unwrap().count(),
            1,
            "no temporary link left"
        );
        // A missing target directory is an error, not a missing source.
        fs::write(a.join("h"), b"x").unwrap();
        assert!(move_durable(&a.join("h"), &dir.path().join("nope").join("h")).is_err());
        assert!(a.join("h").exists());
    }

    #[test]
    fn create_dir_durable_makes_the_chain_and_refuses_a_file() {
        let dir = tempfile::tempdir().unwrap();
        let deep = dir.path().join("x/y/z");
        create_dir_durable(&deep).unwrap();
        assert!(deep.is_dir());
        create_dir_durable(&deep).unwrap();
        fs::write(dir.path().join("file"), b"").unwrap();
        assert!(create_dir_durable(&dir.path().join("file")).is_err());
        // Removed and made again: made durable again, not taken from the cache.
        fs::remove_dir_all(dir.path().join("x")).unwrap();
        create_dir_durable(&deep).unwrap();
        assert!(deep.is_dir());
    }

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

    /// DESIGN §2.5: a file written by `publish_with` appears whole under its name, or,
    /// when the writing fails, not at all and without a temporary file left behind.
    #[test]
    fn publish_with_publishes_whole_or_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let names = || -> Vec<String> {
            let mut n: Vec<_> = fs::read_dir(dir.path())
                .unwrap()
                .map(|e| e.unwrap().file_name().into_string().unwrap())
                .collect();
            n.sort();
            n
        };
        let got = publish_with(dir.path(), "a.parquet", |mut f| {
            f.write_all(b"abc")
                .map_err(Error::io("write", dir.path()))?;
            Ok((f, 3))
        })
        .unwrap();
        assert_eq!(got, 3);
        assert_eq!(fs::read(dir.path().join("a.parquet")).unwrap(), b"abc");
        let failed = publish_with(dir.path(), "b.parquet", |mut f| -> Result<(fs::File, ())> {
            f.write_all(b"half")
                .map_err(Error::io("write", dir.path()))?;
            Err(Error::Invalid("encoding failed".into()))
        });
        assert!(failed.is_err());
        assert_eq!(names(), vec!["a.parquet".to_string()]);
    }
}
