//! The FUSE side: each request is one call on the [`Tree`] under a lock. Entries and
//! attributes are never cached by the kernel, and every file is opened for direct I/O,
//! so each write reaches the tree when the writer's call returns and a read after a
//! power cut sees what the cut left.

use std::{
    collections::HashMap,
    ffi::OsStr,
    sync::{Arc, Mutex, MutexGuard},
    time::{Duration, SystemTime},
};

use fuser::{
    Errno, FileAttr, FileHandle, FileType, Filesystem, FopenFlags, Generation, INodeNo, LockOwner,
    OpenFlags, RenameFlags, ReplyAttr, ReplyCreate, ReplyData, ReplyDirectory, ReplyEmpty,
    ReplyEntry, ReplyOpen, ReplyStatfs, ReplyWrite, Request, TimeOrNow, WriteFlags,
};

use crate::tree::{Refusal, Tree};

/// A directory entry as listed: name, inode, whether a directory.
type Entry = (std::ffi::OsString, u64, bool);

/// Nothing is cached: a power cut changes files behind the kernel's back.
const TTL: Duration = Duration::ZERO;
const O_APPEND: i32 = 0o2000;
const S_IFMT: u32 = 0o170000;
const S_IFREG: u32 = 0o100000;
/// `fallocate` mode bits the filesystem understands: none (grow) and keep-size.
const FALLOC_FL_KEEP_SIZE: i32 = 1;

/// What the FUSE session and the [`crate::Mount`] share.
#[derive(Default)]
pub struct Shared {
    pub tree: Mutex<Option<Tree>>,
    /// Open handles: the inode and whether writes append.
    handles: Mutex<HashMap<u64, (u64, bool)>>,
    /// Open directory handles: the listing taken at `opendir`, so that removing
    /// entries while reading the directory skips none (offsets index this listing).
    listings: Mutex<HashMap<u64, Vec<Entry>>>,
    next_handle: Mutex<u64>,
    /// Say every refused request but a lookup of a missing name on stderr
    /// (`MASKHOUSE_POWERCUT_TRACE` set).
    pub trace: bool,
    /// Also say every change of a name and every directory fsync
    /// (`MASKHOUSE_POWERCUT_TRACE=names`), prefixed with `label`.
    pub trace_names: bool,
    pub label: String,
}

impl Shared {
    pub fn new(trace: Option<&str>, label: String) -> Shared {
        Shared {
            trace: trace.is_some(),
            trace_names: trace == Some("names"),
            label,
            ..Shared::default()
        }
    }

    pub fn said(&self, what: impl FnOnce() -> String) {
        if self.trace_names {
            eprintln!("maskhouse-powercut {}: {}", self.label, what());
        }
    }

    pub fn tree(&self) -> MutexGuard<'_, Option<Tree>> {
        self.tree.lock().expect("the tree lock is never poisoned")
    }

    /// Forgets every open handle (a power cut ends every process that held one).
    pub fn drop_handles(&self) {
        self.handles.lock().expect("handles").clear();
        self.listings.lock().expect("listings").clear();
    }

    fn next_handle(&self) -> u64 {
        let mut next = self.next_handle.lock().expect("handle counter");
        *next += 1;
        *next
    }

    /// Whether `fh` was opened since the last power cut.
    fn live(&self, fh: FileHandle) -> bool {
        self.handles.lock().expect("handles").contains_key(&fh.0)
    }

    fn open(&self, ino: u64, append: bool) -> FileHandle {
        let next = self.next_handle();
        self.handles
            .lock()
            .expect("handles")
            .insert(next, (ino, append));
        FileHandle(next)
    }

    fn append(&self, fh: FileHandle) -> bool {
        self.handles
            .lock()
            .expect("handles")
            .get(&fh.0)
            .is_some_and(|h| h.1)
    }

    fn close(&self, fh: FileHandle) -> Option<u64> {
        self.handles
            .lock()
            .expect("handles")
            .remove(&fh.0)
            .map(|h| h.0)
    }
}

pub struct PowerCutFs {
    pub shared: Arc<Shared>,
}

fn errno(r: Refusal) -> Errno {
    match r {
        Refusal::NotFound => Errno::ENOENT,
        Refusal::Exists => Errno::EEXIST,
        Refusal::NotDir => Errno::ENOTDIR,
        Refusal::IsDir => Errno::EISDIR,
        Refusal::NotEmpty => Errno::ENOTEMPTY,
        Refusal::Invalid => Errno::EINVAL,
    }
}

fn attr(tree: &Tree, ino: u64) -> Result<FileAttr, Refusal> {
    let inode = tree.get(ino)?;
    let size = inode.size();
    Ok(FileAttr {
        ino: INodeNo(ino),
        size,
        blocks: size.div_ceil(512),
        atime: inode.mtime,
        mtime: inode.mtime,
        ctime: inode.mtime,
        crtime: inode.mtime,
        kind: if inode.is_dir() {
            FileType::Directory
        } else {
            FileType::RegularFile
        },
        perm: inode.perm,
        nlink: inode.links.max(1),
        uid: inode.uid,
        gid: inode.gid,
        rdev: 0,
        blksize: 4096,
        flags: 0,
    })
}

impl PowerCutFs {
    /// Runs `f` on the tree; `Err(ENOENT)` once the filesystem is being unmounted.
    fn with<T>(
        &self,
        op: &str,
        f: impl FnOnce(&mut Tree) -> Result<T, Refusal>,
    ) -> Result<T, Errno> {
        let mut guard = self.shared.tree();
        let tree = guard.as_mut().ok_or(Errno::ENOENT)?;
        f(tree).map_err(|r| {
            if self.shared.trace && !(op == "lookup" && r == Refusal::NotFound) {
                eprintln!("maskhouse-powercut: {op} refused: {r:?}");
            }
            errno(r)
        })
    }

    fn entry(
        &self,
        op: &str,
        reply: ReplyEntry,
        f: impl FnOnce(&mut Tree) -> Result<u64, Refusal>,
    ) {
        match self.with(op, |t| f(t).and_then(|ino| attr(t, ino))) {
            Ok(a) => reply.entry(&TTL, &a, Generation(0)),
            Err(e) => reply.error(e),
        }
    }

    fn empty(&self, op: &str, reply: ReplyEmpty, f: impl FnOnce(&mut Tree) -> Result<(), Refusal>) {
        match self.with(op, f) {
            Ok(()) => reply.ok(),
            Err(e) => reply.error(e),
        }
    }
}

impl Filesystem for PowerCutFs {
    fn lookup(&self, _req: &Request, parent: INodeNo, name: &OsStr, reply: ReplyEntry) {
        self.entry("lookup", reply, |t| t.lookup(parent.0, name));
    }

    fn getattr(&self, _req: &Request, ino: INodeNo, _fh: Option<FileHandle>, reply: ReplyAttr) {
        match self.with("getattr", |t| attr(t, ino.0)) {
            Ok(a) => reply.attr(&TTL, &a),
            Err(e) => reply.error(e),
        }
    }

    fn setattr(
        &self,
        _req: &Request,
        ino: INodeNo,
        mode: Option<u32>,
        _uid: Option<u32>,
        _gid: Option<u32>,
        size: Option<u64>,
        _atime: Option<TimeOrNow>,
        _mtime: Option<TimeOrNow>,
        _ctime: Option<SystemTime>,
        _fh: Option<FileHandle>,
        _crtime: Option<SystemTime>,
        _chgtime: Option<SystemTime>,
        _bkuptime: Option<SystemTime>,
        _flags: Option<fuser::BsdFileFlags>,
        reply: ReplyAttr,
    ) {
        let done = self.with("setattr", |t| {
            if let Some(size) = size {
                t.set_size(ino.0, size)?;
            }
            if let Some(mode) = mode {
                t.set_perm(ino.0, (mode & 0o7777) as u16)?;
            }
            attr(t, ino.0)
        });
        match done {
            Ok(a) => reply.attr(&TTL, &a),
            Err(e) => reply.error(e),
        }
    }

    fn mknod(
        &self,
        req: &Request,
        parent: INodeNo,
        name: &OsStr,
        mode: u32,
        umask: u32,
        _rdev: u32,
        reply: ReplyEntry,
    ) {
        if mode & S_IFMT != S_IFREG {
            reply.error(Errno::EOPNOTSUPP);
            return;
        }
        let perm = (mode & !umask & 0o7777) as u16;
        let owner = (req.uid(), req.gid());
        self.entry("mknod", reply, |t| {
            t.create(parent.0, name, false, perm, owner)
        });
    }

    fn mkdir(
        &self,
        req: &Request,
        parent: INodeNo,
        name: &OsStr,
        mode: u32,
        umask: u32,
        reply: ReplyEntry,
    ) {
        let perm = (mode & !umask & 0o7777) as u16;
        let owner = (req.uid(), req.gid());
        self.shared.said(|| format!("mkdir {} {name:?}", parent.0));
        self.entry("mkdir", reply, |t| {
            t.create(parent.0, name, true, perm, owner)
        });
    }

    fn unlink(&self, _req: &Request, parent: INodeNo, name: &OsStr, reply: ReplyEmpty) {
        self.shared.said(|| format!("unlink {} {name:?}", parent.0));
        self.empty("unlink", reply, |t| t.remove(parent.0, name, false));
    }

    fn rmdir(&self, _req: &Request, parent: INodeNo, name: &OsStr, reply: ReplyEmpty) {
        self.empty("rmdir", reply, |t| t.remove(parent.0, name, true));
    }

    fn rename(
        &self,
        _req: &Request,
        parent: INodeNo,
        name: &OsStr,
        newparent: INodeNo,
        newname: &OsStr,
        flags: RenameFlags,
        reply: ReplyEmpty,
    ) {
        if flags.intersects(RenameFlags::RENAME_EXCHANGE | RenameFlags::RENAME_WHITEOUT) {
            reply.error(Errno::EINVAL);
            return;
        }
        let no_replace = flags.contains(RenameFlags::RENAME_NOREPLACE);
        self.shared.said(|| {
            format!(
                "rename {} {name:?} -> {} {newname:?}",
                parent.0, newparent.0
            )
        });
        self.empty("rename", reply, |t| {
            t.rename(parent.0, name, newparent.0, newname, no_replace)
        });
    }

    fn link(
        &self,
        _req: &Request,
        ino: INodeNo,
        newparent: INodeNo,
        newname: &OsStr,
        reply: ReplyEntry,
    ) {
        self.entry("link", reply, |t| {
            t.link(ino.0, newparent.0, newname).map(|()| ino.0)
        });
    }

    fn open(&self, _req: &Request, ino: INodeNo, flags: OpenFlags, reply: ReplyOpen) {
        match self.with("open", |t| t.opened(ino.0)) {
            Ok(()) => {
                let fh = self.shared.open(ino.0, flags.0 & O_APPEND != 0);
                reply.opened(fh, FopenFlags::FOPEN_DIRECT_IO);
            }
            Err(e) => reply.error(e),
        }
    }

    fn create(
        &self,
        req: &Request,
        parent: INodeNo,
        name: &OsStr,
        mode: u32,
        umask: u32,
        flags: i32,
        reply: ReplyCreate,
    ) {
        let perm = (mode & !umask & 0o7777) as u16;
        let owner = (req.uid(), req.gid());
        let made = self.with("create", |t| {
            let ino = t.create(parent.0, name, false, perm, owner)?;
            self.shared
                .said(|| format!("create {} {name:?} = {ino}", parent.0));
            t.opened(ino)?;
            attr(t, ino)
        });
        match made {
            Ok(a) => {
                let fh = self.shared.open(a.ino.0, flags & O_APPEND != 0);
                reply.created(&TTL, &a, Generation(0), fh, FopenFlags::FOPEN_DIRECT_IO);
            }
            Err(e) => reply.error(e),
        }
    }

    fn read(
        &self,
        _req: &Request,
        ino: INodeNo,
        fh: FileHandle,
        offset: u64,
        size: u32,
        _flags: OpenFlags,
        _lock_owner: Option<LockOwner>,
        reply: ReplyData,
    ) {
        // A handle from before a power cut belongs to a process that is gone.
        if !self.shared.live(fh) {
            reply.error(Errno::EIO);
            return;
        }
        match self.with("read", |t| t.read(ino.0, offset, size as usize)) {
            Ok(data) => reply.data(&data),
            Err(e) => reply.error(e),
        }
    }

    fn write(
        &self,
        _req: &Request,
        ino: INodeNo,
        fh: FileHandle,
        offset: u64,
        data: &[u8],
        _write_flags: WriteFlags,
        flags: OpenFlags,
        _lock_owner: Option<LockOwner>,
        reply: ReplyWrite,
    ) {
        if !self.shared.live(fh) {
            reply.error(Errno::EIO);
            return;
        }
        let append = self.shared.append(fh) || flags.0 & O_APPEND != 0;
        match self.with("write", |t| t.write(ino.0, offset, data, append)) {
            Ok(()) => reply.written(data.len() as u32),
            Err(e) => reply.error(e),
        }
    }

    fn flush(
        &self,
        _req: &Request,
        _ino: INodeNo,
        _fh: FileHandle,
        _lock_owner: LockOwner,
        reply: ReplyEmpty,
    ) {
        reply.ok();
    }

    fn release(
        &self,
        _req: &Request,
        _ino: INodeNo,
        fh: FileHandle,
        _flags: OpenFlags,
        _lock_owner: Option<LockOwner>,
        _flush: bool,
        reply: ReplyEmpty,
    ) {
        // A handle from before a power cut is gone already: nothing to release.
        if let Some(ino) = self.shared.close(fh) {
            let _ = self.with("release", |t| {
                t.released(ino);
                Ok(())
            });
        }
        reply.ok();
    }

    fn fsync(
        &self,
        _req: &Request,
        ino: INodeNo,
        fh: FileHandle,
        _datasync: bool,
        reply: ReplyEmpty,
    ) {
        if !self.shared.live(fh) {
            reply.error(Errno::EIO);
            return;
        }
        self.empty("fsync", reply, |t| t.sync(ino.0));
    }

    fn opendir(&self, _req: &Request, ino: INodeNo, _flags: OpenFlags, reply: ReplyOpen) {
        match self.with("opendir", |t| t.list(ino.0)) {
            Ok(entries) => {
                let dots = [(".".into(), ino.0, true), ("..".into(), ino.0, true)];
                let listing: Vec<Entry> = dots.into_iter().chain(entries).collect();
                let fh = self.shared.next_handle();
                self.shared
                    .listings
                    .lock()
                    .expect("listings")
                    .insert(fh, listing);
                reply.opened(FileHandle(fh), FopenFlags::empty())
            }
            Err(e) => reply.error(e),
        }
    }

    fn readdir(
        &self,
        _req: &Request,
        _ino: INodeNo,
        fh: FileHandle,
        offset: u64,
        mut reply: ReplyDirectory,
    ) {
        let listings = self.shared.listings.lock().expect("listings");
        let Some(listing) = listings.get(&fh.0) else {
            drop(listings);
            reply.error(Errno::EIO);
            return;
        };
        for (i, (name, child, is_dir)) in listing.iter().enumerate().skip(offset as usize) {
            let kind = if *is_dir {
                FileType::Directory
            } else {
                FileType::RegularFile
            };
            if reply.add(INodeNo(*child), i as u64 + 1, kind, name) {
                break;
            }
        }
        drop(listings);
        reply.ok();
    }

    fn releasedir(
        &self,
        _req: &Request,
        _ino: INodeNo,
        fh: FileHandle,
        _flags: OpenFlags,
        reply: ReplyEmpty,
    ) {
        self.shared.listings.lock().expect("listings").remove(&fh.0);
        reply.ok();
    }

    fn fsyncdir(
        &self,
        _req: &Request,
        ino: INodeNo,
        _fh: FileHandle,
        _datasync: bool,
        reply: ReplyEmpty,
    ) {
        self.shared.said(|| format!("fsyncdir {}", ino.0));
        self.empty("fsyncdir", reply, |t| t.sync(ino.0));
    }

    fn statfs(&self, _req: &Request, _ino: INodeNo, reply: ReplyStatfs) {
        // Room enough for any test: 1 TiB in 4 KiB blocks, a billion inodes.
        let blocks = 1 << 28;
        reply.statfs(blocks, blocks, blocks, 1 << 30, 1 << 30, 4096, 255, 4096);
    }

    fn access(&self, _req: &Request, _ino: INodeNo, _mask: fuser::AccessFlags, reply: ReplyEmpty) {
        reply.ok();
    }

    fn fallocate(
        &self,
        _req: &Request,
        ino: INodeNo,
        _fh: FileHandle,
        offset: u64,
        length: u64,
        mode: i32,
        reply: ReplyEmpty,
    ) {
        match mode {
            0 => self.empty("fallocate", reply, |t| {
                let end = offset + length;
                if t.get(ino.0)?.size() < end {
                    t.set_size(ino.0, end)?;
                }
                Ok(())
            }),
            FALLOC_FL_KEEP_SIZE => reply.ok(),
            _ => reply.error(Errno::EOPNOTSUPP),
        }
    }
}
