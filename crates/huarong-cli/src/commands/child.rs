//! Running the program under test, as `test` and `stress` do: its input on
//! stdin, its output collected, a wall-clock limit, and how it ended, how
//! long it took and its peak memory (from `wait4`).
//!
//! The program runs in a process group of its own, so that a time-out kills
//! whatever it started too, and so does its end: nothing it leaves behind can
//! keep its output pipes open.

use std::fmt;
use std::fs::File;
use std::io::{self, Read, Write};
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use anyhow::Context;

use crate::cli::Program;

/// The most of stdout kept (the rest is read and dropped): far more than
/// any answer file, far less than a runaway loop can print.
const STDOUT_CAP: usize = 256 << 20;
/// The most of stderr kept: enough for a traceback.
const STDERR_CAP: usize = 64 << 10;

/// What the program reads.
#[derive(Clone, Copy)]
pub(crate) enum Input<'a> {
    File(&'a Path),
    Bytes(&'a [u8]),
}

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum End {
    /// It exited with this status.
    Exit(i32),
    /// A signal killed it.
    Signal(i32),
    /// It overran the time limit and was killed.
    TimeOut,
}

impl End {
    /// Whether it exited with status 0.
    pub(crate) fn success(self) -> bool {
        self == End::Exit(0)
    }
}

/// `exit 1`, `SIGSEGV` (`signal 40` for those without a usual name), or
/// `time-out`.
impl fmt::Display for End {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            End::Exit(status) => write!(f, "exit {status}"),
            End::Signal(signal) => match signal_name(signal) {
                Some(name) => f.write_str(name),
                None => write!(f, "signal {signal}"),
            },
            End::TimeOut => f.write_str("time-out"),
        }
    }
}

fn signal_name(signal: i32) -> Option<&'static str> {
    Some(match signal {
        libc::SIGSEGV => "SIGSEGV",
        libc::SIGABRT => "SIGABRT",
        libc::SIGFPE => "SIGFPE",
        libc::SIGBUS => "SIGBUS",
        libc::SIGILL => "SIGILL",
        libc::SIGKILL => "SIGKILL",
        libc::SIGTERM => "SIGTERM",
        libc::SIGINT => "SIGINT",
        libc::SIGHUP => "SIGHUP",
        libc::SIGPIPE => "SIGPIPE",
        libc::SIGXCPU => "SIGXCPU",
        libc::SIGXFSZ => "SIGXFSZ",
        libc::SIGTRAP => "SIGTRAP",
        _ => return None,
    })
}

/// One run of the program.
pub(crate) struct Run {
    pub(crate) stdout: Vec<u8>,
    pub(crate) stderr: Vec<u8>,
    pub(crate) end: End,
    /// Wall-clock time from start to exit.
    pub(crate) time: Duration,
    /// Peak resident memory, in bytes.
    pub(crate) memory: u64,
}

impl Run {
    /// The last line of stderr that says something, for messages.
    pub(crate) fn last_stderr_line(&self) -> Option<String> {
        let text = String::from_utf8_lossy(&self.stderr);
        let line = text.lines().rev().find(|l| !l.trim().is_empty())?;
        Some(super::judge::shown(line.trim().as_bytes()))
    }
}

/// The program could not be started: a mistake in the command line, not a
/// verdict on the program.
#[derive(Debug)]
pub(crate) struct CannotRun {
    program: String,
    source: io::Error,
}

impl fmt::Display for CannotRun {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cannot run `{}`", self.program)
    }
}

impl std::error::Error for CannotRun {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.source)
    }
}

/// Runs `program` on `input`, killing it after `limit`.
pub(crate) fn run(program: &Program, input: Input<'_>, limit: Duration) -> anyhow::Result<Run> {
    let mut command = Command::new(&program.name);
    command
        .args(&program.args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0);
    match input {
        Input::File(path) => command
            .stdin(File::open(path).with_context(|| format!("cannot read {}", path.display()))?),
        Input::Bytes(_) => command.stdin(Stdio::piped()),
    };
    let start = Instant::now();
    let mut child = command.spawn().map_err(|source| CannotRun {
        program: program.to_string(),
        source,
    })?;
    // The child is reaped here, by `wait4`, never by `child`: until then its
    // pid (and process group id) cannot be reused, so signalling it is safe.
    let pid = libc::pid_t::try_from(child.id())?;
    let stdin = child.stdin.take();
    let stdout = child.stdout.take();
    let stderr = child.stderr.take();
    thread::scope(|scope| {
        if let (Some(mut stdin), Input::Bytes(bytes)) = (stdin, input) {
            // A program may exit without reading all its input: a broken
            // pipe here is its business.
            scope.spawn(move || stdin.write_all(bytes).ok());
        }
        let out = scope.spawn(move || read_capped(stdout, STDOUT_CAP));
        let err = scope.spawn(move || read_capped(stderr, STDERR_CAP));
        let (exited, ended) = mpsc::channel();
        scope.spawn(move || {
            wait_exited(pid);
            exited.send(Instant::now()).ok();
        });
        let (end_time, timed_out) = match ended.recv_timeout(limit) {
            Ok(at) => (at, false),
            Err(_) => {
                kill_group(pid);
                (ended.recv().unwrap_or_else(|_| Instant::now()), true)
            }
        };
        // Whatever the program left running goes with it.
        kill_group(pid);
        let (status, memory) = reap(pid)?;
        let end = if timed_out { End::TimeOut } else { status };
        Ok(Run {
            stdout: out.join().unwrap_or_default(),
            stderr: err.join().unwrap_or_default(),
            end,
            time: end_time.duration_since(start),
            memory,
        })
    })
}

/// Everything `from` gives, keeping the first `cap` bytes.
fn read_capped(from: Option<impl Read>, cap: usize) -> Vec<u8> {
    let mut kept = Vec::new();
    let Some(mut from) = from else {
        return kept;
    };
    let mut buffer = [0u8; 1 << 16];
    loop {
        match from.read(&mut buffer) {
            Ok(0) => return kept,
            Ok(n) => {
                let room = cap - kept.len();
                kept.extend_from_slice(&buffer[..n.min(room)]);
            }
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(_) => return kept,
        }
    }
}

/// Blocks until process `pid` (our child) has ended, leaving it to be reaped.
fn wait_exited(pid: libc::pid_t) {
    loop {
        #[allow(unsafe_code)]
        // SAFETY: waitid only writes the siginfo it is given; WNOWAIT leaves
        // the child unreaped, so its pid stays ours.
        let result = unsafe {
            let mut info: libc::siginfo_t = std::mem::zeroed();
            libc::waitid(
                libc::P_PID,
                pid as libc::id_t,
                &raw mut info,
                libc::WEXITED | libc::WNOWAIT,
            )
        };
        if result == 0 || io::Error::last_os_error().kind() != io::ErrorKind::Interrupted {
            return;
        }
    }
}

/// Kills process group `pid` (our child's, led by it while it is unreaped).
fn kill_group(pid: libc::pid_t) {
    #[allow(unsafe_code)]
    // SAFETY: kill only sends a signal. The group is our unreaped child's,
    // so its id cannot belong to anyone else; an empty group is an error we
    // can ignore.
    unsafe {
        libc::kill(-pid, libc::SIGKILL);
    }
}

/// Reaps our child `pid`: how it ended and its peak memory in bytes.
fn reap(pid: libc::pid_t) -> io::Result<(End, u64)> {
    let mut status = 0;
    loop {
        #[allow(unsafe_code)]
        // SAFETY: wait4 only writes the status and the rusage it is given.
        let (result, usage) = unsafe {
            let mut usage: libc::rusage = std::mem::zeroed();
            let result = libc::wait4(pid, &raw mut status, 0, &raw mut usage);
            (result, usage)
        };
        if result == pid {
            let end = if libc::WIFSIGNALED(status) {
                End::Signal(libc::WTERMSIG(status))
            } else {
                End::Exit(libc::WEXITSTATUS(status))
            };
            return Ok((end, max_rss_bytes(usage.ru_maxrss)));
        }
        let err = io::Error::last_os_error();
        if err.kind() != io::ErrorKind::Interrupted {
            return Err(err);
        }
    }
}

/// `ru_maxrss` in bytes: Linux counts it in KiB, macOS in bytes.
fn max_rss_bytes(max_rss: libc::c_long) -> u64 {
    let value = u64::try_from(max_rss).unwrap_or(0);
    if cfg!(target_os = "macos") {
        value
    } else {
        value * 1024
    }
}
