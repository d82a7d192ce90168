//! The filesystem's state with no I/O: every file's written and synced bytes, every
//! directory's written and synced entries, and what a power cut leaves of them.
//!
//! The model is the strict one POSIX allows: `fsync` (or `fdatasync`) of a file makes its
//! bytes and size durable, and nothing else; a name (created, renamed, linked or
//! removed) is durable only once its directory is fsynced. A power cut keeps exactly
//! what was made durable.

use std::{
    collections::{BTreeMap, HashMap},
    ffi::{OsStr, OsString},
    time::SystemTime,
};

use crate::content::Content;

/// The root directory's inode number (FUSE's).
pub const ROOT: u64 = 1;

/// Why an operation is refused; each maps to one errno.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    NotFound,
    Exists,
    NotDir,
    IsDir,
    NotEmpty,
    Invalid,
}

/// A file's or a directory's body, as written and as last synced.
#[derive(Debug)]
pub enum Body {
    File {
        written: Content,
        synced: Content,
    },
    Dir {
        written: BTreeMap<OsString, u64>,
        synced: BTreeMap<OsString, u64>,
    },
}

#[derive(Debug)]
pub struct Inode {
    pub body: Body,
    pub perm: u16,
    pub uid: u32,
    pub gid: u32,
    pub mtime: SystemTime,
    /// Names that point here in the written tree.
    pub links: u32,
    /// Names that point here in the synced entries of some directory.
    pub synced_links: u32,
    /// Open handles.
    pub open: u32,
}

impl Inode {
    pub fn is_dir(&self) -> bool {
        matches!(self.body, Body::Dir { .. })
    }

    pub fn size(&self) -> u64 {
        match &self.body {
            Body::File { written, .. } => written.size(),
            Body::Dir { written, .. } => written.len() as u64,
        }
    }
}

/// What a power cut did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Cut {
    /// Files whose bytes went back to their last fsync.
    pub files_reverted: u64,
    /// Directories whose entries went back to their last fsync.
    pub dirs_reverted: u64,
    /// Files and directories that were never durably named and are gone.
    pub inodes_lost: u64,
    /// Names whose creation, rename or removal was undone, as paths from the root
    /// (the first [`NAMES_LISTED_MAX`]).
    pub names_undone: Vec<String>,
}

/// How many undone names a [`Cut`] lists.
pub const NAMES_LISTED_MAX: usize = 64;

/// Every inode, by number.
#[derive(Debug)]
pub struct Tree {
    inodes: HashMap<u64, Inode>,
    next_ino: u64,
}

impl Tree {
    pub fn new(uid: u32, gid: u32) -> Tree {
        let root = Inode {
            body: Body::Dir {
                written: BTreeMap::new(),
                synced: BTreeMap::new(),
            },
            perm: 0o755,
            uid,
            gid,
            mtime: SystemTime::now(),
            links: 1,
            synced_links: 1,
            open: 0,
        };
        Tree {
            inodes: HashMap::from([(ROOT, root)]),
            next_ino: ROOT + 1,
        }
    }

    pub fn get(&self, ino: u64) -> Result<&Inode, Refusal> {
        self.inodes.get(&ino).ok_or(Refusal::NotFound)
    }

    fn get_mut(&mut self, ino: u64) -> Result<&mut Inode, Refusal> {
        self.inodes.get_mut(&ino).ok_or(Refusal::NotFound)
    }

    fn entries(&self, dir: u64) -> Result<&BTreeMap<OsString, u64>, Refusal> {
        match &self.get(dir)?.body {
            Body::Dir { written, .. } => Ok(written),
            Body::File { .. } => Err(Refusal::NotDir),
        }
    }

    fn entries_mut(&mut self, dir: u64) -> Result<&mut BTreeMap<OsString, u64>, Refusal> {
        let inode = self.get_mut(dir)?;
        inode.mtime = SystemTime::now();
        match &mut inode.body {
            Body::Dir { written, .. } => Ok(written),
            Body::File { .. } => Err(Refusal::NotDir),
        }
    }

    pub fn lookup(&self, dir: u64, name: &OsStr) -> Result<u64, Refusal> {
        self.entries(dir)?
            .get(name)
            .copied()
            .ok_or(Refusal::NotFound)
    }

    /// The entries of `dir`, in name order.
    pub fn list(&self, dir: u64) -> Result<Vec<(OsString, u64, bool)>, Refusal> {
        Ok(self
            .entries(dir)?
            .iter()
            .map(|(name, ino)| (name.clone(), *ino, self.inodes[ino].is_dir()))
            .collect())
    }

    /// Creates a file or directory `name` in `dir`.
    pub fn create(
        &mut self,
        dir: u64,
        name: &OsStr,
        is_dir: bool,
        perm: u16,
        owner: (u32, u32),
    ) -> Result<u64, Refusal> {
        if self.entries(dir)?.contains_key(name) {
            return Err(Refusal::Exists);
        }
        let ino = self.next_ino;
        self.next_ino += 1;
        let body = if is_dir {
            Body::Dir {
                written: BTreeMap::new(),
                synced: BTreeMap::new(),
            }
        } else {
            Body::File {
                written: Content::default(),
                synced: Content::default(),
            }
        };
        self.inodes.insert(
            ino,
            Inode {
                body,
                perm,
                uid: owner.0,
                gid: owner.1,
                mtime: SystemTime::now(),
                links: 1,
                synced_links: 0,
                open: 0,
            },
        );
        self.entries_mut(dir)?.insert(name.to_owned(), ino);
        Ok(ino)
    }

    /// Adds the name `name` in `dir` for the file `ino`.
    pub fn link(&mut self, ino: u64, dir: u64, name: &OsStr) -> Result<(), Refusal> {
        if self.get(ino)?.is_dir() {
            return Err(Refusal::IsDir);
        }
        if self.entries(dir)?.contains_key(name) {
            return Err(Refusal::Exists);
        }
        self.entries_mut(dir)?.insert(name.to_owned(), ino);
        self.get_mut(ino)?.links += 1;
        Ok(())
    }

    /// Removes the name `name` from `dir`; `want_dir` says whether it must name a
    /// directory (rmdir, which must be empty) or must not (unlink).
    pub fn remove(&mut self, dir: u64, name: &OsStr, want_dir: bool) -> Result<(), Refusal> {
        let ino = self.lookup(dir, name)?;
        self.may_drop(ino, want_dir)?;
        self.entries_mut(dir)?.remove(name);
        self.unlinked(ino);
        Ok(())
    }

    /// Whether a name of `ino` may go, by an unlink (`as_dir` false), an rmdir, or a
    /// rename over it of a file or a directory: the kinds must match, and a directory
    /// must be empty.
    fn may_drop(&self, ino: u64, as_dir: bool) -> Result<(), Refusal> {
        match (as_dir, self.get(ino)?.is_dir()) {
            (true, false) => Err(Refusal::NotDir),
            (false, true) => Err(Refusal::IsDir),
            (true, true) if !self.entries(ino)?.is_empty() => Err(Refusal::NotEmpty),
            _ => Ok(()),
        }
    }

    /// Moves `name` in `dir` to `new_name` in `new_dir`, replacing what is there (which
    /// must be of the same kind, and an empty directory if a directory), unless
    /// `no_replace`.
    pub fn rename(
        &mut self,
        dir: u64,
        name: &OsStr,
        new_dir: u64,
        new_name: &OsStr,
        no_replace: bool,
    ) -> Result<(), Refusal> {
        let ino = self.lookup(dir, name)?;
        self.entries(new_dir)?;
        if self.get(ino)?.is_dir() && self.is_within(new_dir, ino) {
            return Err(Refusal::Invalid);
        }
        if let Ok(old) = self.lookup(new_dir, new_name) {
            if old == ino {
                return Ok(());
            }
            if no_replace {
                return Err(Refusal::Exists);
            }
            self.may_drop(old, self.get(ino)?.is_dir())?;
            self.entries_mut(new_dir)?.remove(new_name);
            self.unlinked(old);
        }
        self.entries_mut(dir)?.remove(name);
        self.entries_mut(new_dir)?.insert(new_name.to_owned(), ino);
        Ok(())
    }

    /// Whether directory `dir` is `ancestor` or lies below it.
    fn is_within(&self, dir: u64, ancestor: u64) -> bool {
        if dir == ancestor {
            return true;
        }
        let mut stack = vec![ancestor];
        let mut seen = std::collections::HashSet::from([ancestor]);
        while let Some(d) = stack.pop() {
            for child in self.entries(d).map(|e| e.values()).into_iter().flatten() {
                if *child == dir {
                    return true;
                }
                if self.inodes[child].is_dir() && seen.insert(*child) {
                    stack.push(*child);
                }
            }
        }
        false
    }

    fn unlinked(&mut self, ino: u64) {
        if let Some(inode) = self.inodes.get_mut(&ino) {
            inode.links = inode.links.saturating_sub(1);
        }
        self.forget_if_unused(ino);
    }

    /// Drops an inode that no name, synced name or handle refers to.
    fn forget_if_unused(&mut self, ino: u64) {
        let unused = self
            .inodes
            .get(&ino)
            .is_some_and(|i| i.links == 0 && i.synced_links == 0 && i.open == 0);
        if unused && ino != ROOT {
            self.inodes.remove(&ino);
        }
    }

    pub fn opened(&mut self, ino: u64) -> Result<(), Refusal> {
        self.get_mut(ino)?.open += 1;
        Ok(())
    }

    pub fn released(&mut self, ino: u64) {
        if let Some(inode) = self.inodes.get_mut(&ino) {
            inode.open = inode.open.saturating_sub(1);
        }
        self.forget_if_unused(ino);
    }

    fn content_mut(&mut self, ino: u64) -> Result<&mut Content, Refusal> {
        let inode = self.get_mut(ino)?;
        inode.mtime = SystemTime::now();
        match &mut inode.body {
            Body::File { written, .. } => Ok(written),
            Body::Dir { .. } => Err(Refusal::IsDir),
        }
    }

    pub fn read(&self, ino: u64, offset: u64, len: usize) -> Result<Vec<u8>, Refusal> {
        match &self.get(ino)?.body {
            Body::File { written, .. } => Ok(written.read(offset, len)),
            Body::Dir { .. } => Err(Refusal::IsDir),
        }
    }

    /// Writes `data` at `offset`, or at the end of the file when `append`.
    pub fn write(
        &mut self,
        ino: u64,
        offset: u64,
        data: &[u8],
        append: bool,
    ) -> Result<(), Refusal> {
        let content = self.content_mut(ino)?;
        let at = if append { content.size() } else { offset };
        content.write(at, data);
        Ok(())
    }

    pub fn set_size(&mut self, ino: u64, size: u64) -> Result<(), Refusal> {
        self.content_mut(ino)?.set_size(size);
        Ok(())
    }

    pub fn set_perm(&mut self, ino: u64, perm: u16) -> Result<(), Refusal> {
        self.get_mut(ino)?.perm = perm;
        Ok(())
    }

    /// fsync of a file: its bytes and size are durable. Of a directory: its entries
    /// are (what `fsync` on an open directory does).
    pub fn sync(&mut self, ino: u64) -> Result<(), Refusal> {
        let (added, removed) = match &mut self.get_mut(ino)?.body {
            Body::File { written, synced } => {
                *synced = written.clone();
                return Ok(());
            }
            Body::Dir { written, synced } => {
                let removed: Vec<u64> = synced
                    .iter()
                    .filter(|(name, ino)| written.get(*name) != Some(ino))
                    .map(|(_, ino)| *ino)
                    .collect();
                let added: Vec<u64> = written
                    .iter()
                    .filter(|(name, ino)| synced.get(*name) != Some(ino))
                    .map(|(_, ino)| *ino)
                    .collect();
                *synced = written.clone();
                (added, removed)
            }
        };
        for ino in added {
            if let Some(inode) = self.inodes.get_mut(&ino) {
                inode.synced_links += 1;
            }
        }
        for ino in removed {
            if let Some(inode) = self.inodes.get_mut(&ino) {
                inode.synced_links = inode.synced_links.saturating_sub(1);
            }
            self.forget_if_unused(ino);
        }
        Ok(())
    }

    /// Paths of the names that differ between the written and the synced entries of
    /// their directory, for directories the written tree reaches.
    fn names_undone(&self) -> Vec<String> {
        let mut out = Vec::new();
        let mut stack = vec![(ROOT, String::new())];
        let mut seen = std::collections::HashSet::from([ROOT]);
        while let Some((dir, path)) = stack.pop() {
            let Some(Body::Dir { written, synced }) = self.inodes.get(&dir).map(|i| &i.body) else {
                continue;
            };
            let changed = written
                .iter()
                .filter(|(name, ino)| synced.get(*name) != Some(ino))
                .chain(
                    synced
                        .iter()
                        .filter(|(name, _)| !written.contains_key(*name)),
                );
            for (name, _) in changed {
                if out.len() < NAMES_LISTED_MAX {
                    out.push(format!("{path}/{}", name.to_string_lossy()));
                }
            }
            for (name, ino) in written {
                if self.inodes.get(ino).is_some_and(|i| i.is_dir()) && seen.insert(*ino) {
                    stack.push((*ino, format!("{path}/{}", name.to_string_lossy())));
                }
            }
        }
        out.sort();
        out
    }

    /// A power cut: every file and directory goes back to what its last fsync made
    /// durable, and what no durable name reaches is gone. No handle survives.
    pub fn cut(&mut self) -> Cut {
        let mut cut = Cut {
            names_undone: self.names_undone(),
            ..Cut::default()
        };
        for inode in self.inodes.values_mut() {
            match &mut inode.body {
                Body::File { written, synced } => {
                    if !written.same_as(synced) {
                        cut.files_reverted += 1;
                    }
                    *written = synced.clone();
                }
                Body::Dir { written, synced } => {
                    if written != synced {
                        cut.dirs_reverted += 1;
                    }
                    *written = synced.clone();
                }
            }
            inode.open = 0;
        }
        // What the durable names reach from the root is what the disk holds; each
        // inode's links are counted again from there (a directory reached twice, by a
        // move only half made durable, is walked once).
        let mut links: HashMap<u64, u32> = HashMap::from([(ROOT, 1)]);
        let mut stack = vec![ROOT];
        while let Some(dir) = stack.pop() {
            let Some(Body::Dir { written, .. }) = self.inodes.get(&dir).map(|i| &i.body) else {
                continue;
            };
            for ino in written.values() {
                let n = links.entry(*ino).or_insert(0);
                *n += 1;
                if *n == 1 && self.inodes.get(ino).is_some_and(Inode::is_dir) {
                    stack.push(*ino);
                }
            }
        }
        let before = self.inodes.len();
        self.inodes.retain(|ino, _| links.contains_key(ino));
        for (ino, inode) in self.inodes.iter_mut() {
            inode.links = links[ino];
            inode.synced_links = links[ino];
        }
        cut.inodes_lost = (before - self.inodes.len()) as u64;
        cut
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name(s: &str) -> &OsStr {
        OsStr::new(s)
    }

    fn file(t: &mut Tree, dir: u64, n: &str, data: &[u8]) -> u64 {
        let ino = t.create(dir, name(n), false, 0o644, (0, 0)).unwrap();
        t.write(ino, 0, data, false).unwrap();
        ino
    }

    #[test]
    fn a_cut_keeps_only_synced_bytes_and_names() {
        let mut t = Tree::new(0, 0);
        let synced = file(&mut t, ROOT, "synced", b"one");
        t.sync(synced).unwrap();
        let unnamed = file(&mut t, ROOT, "unnamed-dir-never-synced", b"two");
        t.sync(unnamed).unwrap();
        t.sync(ROOT).unwrap();
        let later = file(&mut t, ROOT, "after-dir-sync", b"three");
        t.sync(later).unwrap();
        t.write(synced, 3, b"-lost", false).unwrap();
        t.remove(ROOT, name("unnamed-dir-never-synced"), false)
            .unwrap();

        let cut = t.cut();
        assert_eq!(t.read(synced, 0, 100).unwrap(), b"one");
        assert_eq!(
            t.read(
                t.lookup(ROOT, name("unnamed-dir-never-synced")).unwrap(),
                0,
                9
            )
            .unwrap(),
            b"two",
            "an unlink not synced in its directory is undone"
        );
        assert_eq!(
            t.lookup(ROOT, name("after-dir-sync")),
            Err(Refusal::NotFound)
        );
        assert_eq!(
            cut,
            Cut {
                files_reverted: 1,
                dirs_reverted: 1,
                inodes_lost: 1,
                names_undone: vec!["/after-dir-sync".into(), "/unnamed-dir-never-synced".into()],
            }
        );
    }

    #[test]
    fn a_rename_is_durable_only_with_its_directory() {
        let mut t = Tree::new(0, 0);
        let old = file(&mut t, ROOT, "part", b"old");
        t.sync(old).unwrap();
        t.sync(ROOT).unwrap();
        let new = file(&mut t, ROOT, "part.tmp", b"new");
        t.sync(new).unwrap();
        t.rename(ROOT, name("part.tmp"), ROOT, name("part"), false)
            .unwrap();
        assert_eq!(
            t.read(t.lookup(ROOT, name("part")).unwrap(), 0, 9).unwrap(),
            b"new"
        );
        t.cut();
        assert_eq!(
            t.read(t.lookup(ROOT, name("part")).unwrap(), 0, 9).unwrap(),
            b"old"
        );
        assert_eq!(t.lookup(ROOT, name("part.tmp")), Err(Refusal::NotFound));

        let new = file(&mut t, ROOT, "part.tmp", b"new");
        t.sync(new).unwrap();
        t.rename(ROOT, name("part.tmp"), ROOT, name("part"), false)
            .unwrap();
        t.sync(ROOT).unwrap();
        t.cut();
        assert_eq!(
            t.read(t.lookup(ROOT, name("part")).unwrap(), 0, 9).unwrap(),
            b"new"
        );
        assert_eq!(
            t.get(old).map(|_| ()),
            Err(Refusal::NotFound),
            "the old file is freed"
        );
    }

    #[test]
    fn a_directory_not_synced_in_its_parent_is_lost_with_its_files() {
        let mut t = Tree::new(0, 0);
        let dir = t.create(ROOT, name("meta"), true, 0o755, (0, 0)).unwrap();
        let db = file(&mut t, dir, "db", b"x");
        t.sync(db).unwrap();
        t.sync(dir).unwrap();
        t.cut();
        assert_eq!(t.lookup(ROOT, name("meta")), Err(Refusal::NotFound));
    }

    #[test]
    fn refusals() {
        let mut t = Tree::new(0, 0);
        let dir = t.create(ROOT, name("d"), true, 0o755, (0, 0)).unwrap();
        file(&mut t, dir, "f", b"");
        assert_eq!(
            t.create(ROOT, name("d"), false, 0o644, (0, 0)),
            Err(Refusal::Exists)
        );
        assert_eq!(t.remove(ROOT, name("d"), true), Err(Refusal::NotEmpty));
        assert_eq!(t.remove(ROOT, name("d"), false), Err(Refusal::IsDir));
        assert_eq!(t.remove(dir, name("f"), true), Err(Refusal::NotDir));
        assert_eq!(
            t.rename(ROOT, name("d"), dir, name("inside"), false),
            Err(Refusal::Invalid)
        );
        file(&mut t, ROOT, "g", b"");
        assert_eq!(
            t.rename(ROOT, name("g"), ROOT, name("d"), false),
            Err(Refusal::IsDir)
        );
        assert_eq!(
            t.rename(dir, name("f"), ROOT, name("g"), true),
            Err(Refusal::Exists)
        );
    }
}
