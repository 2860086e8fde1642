//! Removing oxacc's temporary directory when it is interrupted.
//!
//! gcc deletes its temporary files when it gets SIGINT, SIGHUP or SIGTERM (Ctrl-C in make, a
//! CI timeout, a closed terminal) and then dies of the same signal. Without this, every
//! interrupted `oxacc` left `$TMPDIR/oxacc-PID-*/` behind (`Drop` does not run when a signal
//! kills the process).
//!
//! The handler only uses async-signal-safe calls (`open`, `getdents64`, `unlinkat`, `rmdir`,
//! `kill`, `signal`, `raise`): the directory it removes is registered beforehand as a C string
//! in an atomic pointer, and the directory is flat (oxacc writes no subdirectories there), so
//! no allocation or lock is needed. It also forwards the signal to the cc oxacc is waiting for,
//! so that it does not go on writing outputs after oxacc is gone (a `kill PID` reaches only
//! oxacc; Ctrl-C reaches the whole process group anyway).

#[cfg(unix)]
mod imp {
    use std::ffi::CString;
    use std::os::unix::ffi::OsStrExt;
    use std::path::Path;
    use std::sync::atomic::{AtomicI32, AtomicPtr, Ordering};
    use std::sync::Once;

    /// The temp dir to remove (a leaked `CString`, null when none).
    static DIR: AtomicPtr<libc::c_char> = AtomicPtr::new(std::ptr::null_mut());
    /// The process that registered it: a child between `fork` and `exec` inherits the handler
    /// and must not remove the parent's directory.
    static OWNER: AtomicI32 = AtomicI32::new(0);
    /// The cc being waited for (0: none).
    static CHILD: AtomicI32 = AtomicI32::new(0);

    /// gcc also handles SIGPIPE; Rust's runtime ignores it at start-up (oxacc then sees EPIPE
    /// errors instead), and an ignored signal is left ignored below.
    const SIGNALS: [libc::c_int; 3] = [libc::SIGINT, libc::SIGHUP, libc::SIGTERM];

    pub fn register_temp_dir(path: &Path) {
        static INSTALL: Once = Once::new();
        let Ok(c) = CString::new(path.as_os_str().as_bytes()) else {
            return;
        };
        // Leaked on purpose: a handler running on another thread may still read the previous
        // one, so it is never freed (one short string per temp dir).
        DIR.store(c.into_raw(), Ordering::SeqCst);
        // SAFETY: getpid has no preconditions.
        OWNER.store(unsafe { libc::getpid() }, Ordering::SeqCst);
        INSTALL.call_once(install_handlers);
    }

    pub fn unregister_temp_dir() {
        DIR.store(std::ptr::null_mut(), Ordering::SeqCst);
    }

    pub fn set_child(pid: u32) {
        CHILD.store(i32::try_from(pid).unwrap_or(0), Ordering::SeqCst);
    }

    fn install_handlers() {
        for sig in SIGNALS {
            // SAFETY: a zeroed sigaction is a valid "default" value; sigaction only reads and
            // writes the two structs given.
            unsafe {
                let mut old: libc::sigaction = std::mem::zeroed();
                if libc::sigaction(sig, std::ptr::null(), &mut old) != 0 {
                    continue;
                }
                // A signal ignored when oxacc started (nohup, a make that ignores SIGINT)
                // stays ignored, as in gcc.
                if old.sa_sigaction == libc::SIG_IGN {
                    continue;
                }
                let mut new: libc::sigaction = std::mem::zeroed();
                new.sa_sigaction = on_signal as extern "C" fn(libc::c_int) as libc::sighandler_t;
                libc::sigemptyset(&mut new.sa_mask);
                libc::sigaction(sig, &new, std::ptr::null_mut());
            }
        }
    }

    extern "C" fn on_signal(sig: libc::c_int) {
        // SAFETY: only async-signal-safe functions are called; DIR points to a leaked,
        // never-freed C string or is null.
        unsafe {
            if libc::getpid() == OWNER.load(Ordering::SeqCst) {
                let child = CHILD.load(Ordering::SeqCst);
                if child > 0 {
                    libc::kill(child, sig);
                }
                let dir = DIR.swap(std::ptr::null_mut(), Ordering::SeqCst);
                if !dir.is_null() {
                    remove_flat_dir(dir);
                }
            }
            // Die of the same signal, so that make and the shell see why (exit status 128+N).
            libc::signal(sig, libc::SIG_DFL);
            libc::raise(sig);
        }
    }

    /// Removes the files in `dir` and then `dir` (one level: oxacc creates no subdirectories;
    /// one cc might make is tried with `AT_REMOVEDIR`).
    unsafe fn remove_flat_dir(dir: *const libc::c_char) {
        #[cfg(target_os = "linux")]
        {
            let fd = libc::open(dir, libc::O_RDONLY | libc::O_DIRECTORY | libc::O_CLOEXEC);
            if fd >= 0 {
                // Entries removed while reading may make getdents skip others: read again from
                // the start until a pass removes nothing (bounded).
                for _ in 0..8 {
                    if libc::lseek(fd, 0, libc::SEEK_SET) != 0 || !unlink_entries(fd) {
                        break;
                    }
                }
                libc::close(fd);
            }
        }
        libc::rmdir(dir);
    }

    /// One pass of getdents64 over `fd`, unlinking every entry; true if one was removed.
    #[cfg(target_os = "linux")]
    unsafe fn unlink_entries(fd: libc::c_int) -> bool {
        // u64 elements: linux_dirent64 records are 8-byte aligned.
        let mut buf = [0u64; 1024];
        let mut removed = false;
        loop {
            let n = libc::syscall(
                libc::SYS_getdents64,
                fd,
                buf.as_mut_ptr(),
                std::mem::size_of_val(&buf),
            );
            if n <= 0 {
                return removed;
            }
            let base = buf.as_ptr().cast::<u8>();
            let mut off = 0usize;
            while off < n as usize {
                let entry = base.add(off).cast::<libc::dirent64>();
                let reclen = usize::from((*entry).d_reclen);
                if reclen == 0 {
                    return removed;
                }
                let name = (*entry).d_name.as_ptr();
                let dot = *name == b'.' as libc::c_char
                    && (*name.add(1) == 0
                        || (*name.add(1) == b'.' as libc::c_char && *name.add(2) == 0));
                if !dot
                    && (libc::unlinkat(fd, name, 0) == 0
                        || libc::unlinkat(fd, name, libc::AT_REMOVEDIR) == 0)
                {
                    removed = true;
                }
                off += reclen;
            }
        }
    }
}

#[cfg(not(unix))]
mod imp {
    pub fn register_temp_dir(_: &std::path::Path) {}
    pub fn unregister_temp_dir() {}
    pub fn set_child(_: u32) {}
}

pub use imp::{register_temp_dir, set_child, unregister_temp_dir};
