//! The process's start and end, on Linux with glibc, done here rather than
//! by the standard library's `main`.
//!
//! A judge runs one process a case, and on the official data a process
//! solves in about a millisecond, so start-up is a large share of its cost.
//! The standard library's start-up asks glibc for the main thread's stack
//! (which reads and parses `/proc/self/maps`) to place a guard for its
//! stack-overflow message, and installs a signal handler for it, with an
//! alternate signal stack to map and unmap: 18 of a judge's 45 system calls,
//! and 8% of the whole process's CPU time on the 20 official cases. The
//! binary is built with `#![no_main]` there, and [`run`] does the rest of
//! what the standard library's start and exit do for a program like this
//! one:
//!
//! - standard input, output and error open (on `/dev/null` when the parent
//!   closed them), so that no file the program opens takes their place;
//! - `SIGPIPE` ignored, so that a reader going away is an error the program
//!   handles (`huarong gen ... | head`), not a silent kill;
//! - a panic's message printed, and the exit status 101;
//! - standard output flushed at the end.
//!
//! Only the message on a stack overflow is lost: the process still dies of
//! `SIGSEGV`, without saying which thread overflowed. The solver keeps no
//! deep recursion (its searches use queues and stacks of their own).
//! Arguments and the environment come through glibc as before
//! (`std::env::args_os` reads them on every Linux target).

use std::io::{self, Write};
use std::os::raw::c_int;

/// Runs the program `body` as the standard library's `main` would, and
/// returns its exit status for the C runtime to exit with.
pub(crate) fn run(body: fn() -> u8) -> c_int {
    standard_streams_open();
    ignore_sigpipe();
    let status = std::panic::catch_unwind(body).unwrap_or(101);
    // The standard library flushes standard output at exit; an error here
    // has no one left to tell.
    let _ = io::stdout().lock().flush();
    c_int::from(status)
}

/// Opens `/dev/null` on each of the standard descriptors the parent left
/// closed.
fn standard_streams_open() {
    let mut fds = [0, 1, 2].map(|fd| libc::pollfd {
        fd,
        events: 0,
        revents: 0,
    });
    #[allow(unsafe_code)]
    // SAFETY: `fds` is a valid array of three `pollfd`s for the call's
    // length, and a timeout of 0 returns at once.
    let polled = unsafe { libc::poll(fds.as_mut_ptr(), 3, 0) };
    if polled < 0 {
        return;
    }
    for pfd in fds.iter().filter(|p| p.revents & libc::POLLNVAL != 0) {
        #[allow(unsafe_code)]
        // SAFETY: the path is a NUL-terminated string, and the descriptor
        // the call returns is the lowest closed one: `pfd.fd` itself, since
        // the lower ones are open by now. It stays open for the process.
        unsafe {
            let fd = libc::open(c"/dev/null".as_ptr(), libc::O_RDWR);
            debug_assert!(fd < 0 || fd == pfd.fd, "opened on the closed descriptor");
        }
    }
}

/// Ignores `SIGPIPE`, as the standard library's start-up does.
fn ignore_sigpipe() {
    #[allow(unsafe_code)]
    // SAFETY: setting a signal's disposition to ignore is always sound; no
    // other thread exists yet.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_IGN);
    }
}
