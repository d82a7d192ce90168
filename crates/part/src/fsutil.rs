use std::{fs, io::Write, path::Path};

use crate::{Error, Result};

/// Publishes `bytes` as `dir/name` atomically (DESIGN §2.5): write a temporary file,
/// fsync it, rename it into place, fsync the directory. A crash leaves either no file
/// or the whole file under `name`, never a partial one.
pub fn publish(dir: &Path, name: &str, bytes: &[u8]) -> Result<()> {
    fs::create_dir_all(dir).map_err(Error::io("create directory", dir))?;
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
