//! Running the program under test, as `test` and `stress` do: its input on
//! stdin, its output collected, a wall-clock limit, and how it ended, how
//! long it took and its peak memory (from `wait4`): its own, since on Linux
//! a small shell starts it (see [`LAUNCHER`]), not huarong, whose memory a
//! process forked from it would count.
//!
//! The program runs in a process group of its own, so that a time-out kills
//! whatever it started too, and so does its end: nothing it leaves behind can
//! keep its output pipes open.

use std::fmt;
use std::fs::File;
use std::io::{self, BufRead, Read, Write};
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{ChildStderr, ChildStdin, ChildStdout, Command, Stdio};
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
    let stdin = match input {
        Input::File(path) => Stdio::from(
            File::open(path).with_context(|| format!("cannot read {}", path.display()))?,
        ),
        Input::Bytes(_) => Stdio::piped(),
    };
    let started = start(program, stdin)?;
    // The program is reaped here, by `wait4`, never by a `Child`: until then
    // its pid (and so its process group id) cannot be reused, so
    // signalling them is safe.
    let Started {
        pid,
        group,
        start,
        stdin,
        stdout,
        stderr,
    } = started;
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
                kill_group(group);
                (ended.recv().unwrap_or_else(|_| Instant::now()), true)
            }
        };
        // Whatever the program left running goes with it.
        kill_group(group);
        let (status, memory) = reap(pid)?;
        reap_orphans(group);
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

/// A program started: its pid, its process group, when it started, and
/// our ends of its pipes.
struct Started {
    pid: libc::pid_t,
    group: libc::pid_t,
    start: Instant,
    stdin: Option<ChildStdin>,
    stdout: Option<ChildStdout>,
    stderr: Option<ChildStderr>,
}

/// The launcher, on Linux: `sh` starts the program in a subshell of its
/// own, reports its pid on fd 4 and exits; the subshell waits on fd 5 for
/// the word to exec the program, with the shell's stdin (kept on fd 3, as a
/// shell gives a job in the background /dev/null). Only `exec` moves
/// descriptors, since the shell's other redirections leave copies behind. A process's peak memory counts the memory
/// of the process it was forked from, so the program is forked from this
/// small shell, not from huarong, whose own peak (hundreds of MiB after
/// solving a large case) it would otherwise report. huarong, a subreaper,
/// inherits the program when the shell exits, and reaps it itself.
#[cfg(target_os = "linux")]
const LAUNCHER: &str =
    r#"exec 3<&0; (exec 4>&- 0<&5; read go && exec 0<&3 3<&- 5<&- && exec "$@") & echo $! >&4"#;

#[cfg(target_os = "linux")]
fn start(program: &Program, stdin: Stdio) -> anyhow::Result<Started> {
    use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};

    check_startable(program)?;
    let cannot_run = |source: io::Error| CannotRun {
        program: program.to_string(),
        source,
    };
    become_subreaper();
    let pipe = || -> io::Result<(File, File)> {
        let mut fds = [0; 2];
        #[allow(unsafe_code)]
        // SAFETY: pipe2 writes two new descriptors, which we then own.
        unsafe {
            if libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) != 0 {
                return Err(io::Error::last_os_error());
            }
            Ok((
                File::from(OwnedFd::from_raw_fd(fds[0])),
                File::from(OwnedFd::from_raw_fd(fds[1])),
            ))
        }
    };
    let (mut report, report_end) = pipe()?;
    let (go_end, mut go) = pipe()?;
    let mut shell = Command::new("/bin/sh");
    shell
        .arg("-c")
        .arg(LAUNCHER)
        .arg("sh")
        .arg(&program.name)
        .args(&program.args)
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0);
    let (report_fd, go_fd) = (report_end.as_raw_fd(), go_end.as_raw_fd());
    #[allow(unsafe_code)]
    // SAFETY: between fork and exec the closure only calls fcntl and dup2,
    // which are async-signal-safe; the descriptors stay open until spawn
    // returns. Each is first copied above 9, since either may be 4 or 5.
    unsafe {
        shell.pre_exec(move || {
            let report = libc::fcntl(report_fd, libc::F_DUPFD_CLOEXEC, 10);
            let go = libc::fcntl(go_fd, libc::F_DUPFD_CLOEXEC, 10);
            if report < 0 || go < 0 || libc::dup2(report, 4) < 0 || libc::dup2(go, 5) < 0 {
                return Err(io::Error::last_os_error());
            }
            Ok(())
        });
    }
    let mut child = shell.spawn().map_err(cannot_run)?;
    drop((report_end, go_end));
    let group = libc::pid_t::try_from(child.id())?;
    // One line: the shell's copies of the pipe may outlive it.
    let mut pid = String::new();
    io::BufReader::new(&mut report).read_line(&mut pid)?;
    // Once the shell is reaped, the program is our child.
    reap(group)?;
    let pid: libc::pid_t = pid.trim().parse().map_err(|_| {
        cannot_run(io::Error::other(
            "the shell that starts it did not say its pid",
        ))
    })?;
    let start = Instant::now();
    go.write_all(b"go\n")?;
    drop(go);
    Ok(Started {
        pid,
        group,
        start,
        stdin: child.stdin.take(),
        stdout: child.stdout.take(),
        stderr: child.stderr.take(),
    })
}

#[cfg(not(target_os = "linux"))]
fn start(program: &Program, stdin: Stdio) -> anyhow::Result<Started> {
    let mut command = Command::new(&program.name);
    command
        .args(&program.args)
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0);
    let start = Instant::now();
    let mut child = command.spawn().map_err(|source| CannotRun {
        program: program.to_string(),
        source,
    })?;
    let pid = libc::pid_t::try_from(child.id())?;
    Ok(Started {
        pid,
        group: pid,
        start,
        stdin: child.stdin.take(),
        stdout: child.stdout.take(),
        stderr: child.stderr.take(),
    })
}

/// Checks that `program` names a program that can be started, as each run
/// does first: so that a command can refuse it before it prints anything.
#[cfg(target_os = "linux")]
pub(crate) fn check_startable(program: &Program) -> Result<(), CannotRun> {
    startable(&program.name).map_err(|source| CannotRun {
        program: program.to_string(),
        source,
    })
}

/// Elsewhere the run itself finds out.
#[cfg(not(target_os = "linux"))]
pub(crate) fn check_startable(_: &Program) -> Result<(), CannotRun> {
    Ok(())
}

/// Whether `name` names a program that can be started: a file with an
/// execute bit, itself or (without a slash) in a folder of `PATH`.
#[cfg(target_os = "linux")]
fn startable(name: &std::ffi::OsStr) -> io::Result<()> {
    use std::os::unix::fs::PermissionsExt;

    let runnable = |path: &Path| {
        path.metadata()
            .is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
    };
    let found = if name.as_encoded_bytes().contains(&b'/') {
        runnable(Path::new(name))
    } else {
        std::env::var_os("PATH")
            .is_some_and(|path| std::env::split_paths(&path).any(|dir| runnable(&dir.join(name))))
    };
    if found {
        Ok(())
    } else {
        Err(io::Error::new(
            io::ErrorKind::NotFound,
            "no such program (or it cannot be executed)",
        ))
    }
}

/// Makes this process the reaper of its descendants' orphans, so that a
/// program started by the launcher is our child once the shell exits.
#[cfg(target_os = "linux")]
fn become_subreaper() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        #[allow(unsafe_code)]
        // SAFETY: prctl with PR_SET_CHILD_SUBREAPER only sets a flag.
        unsafe {
            libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
        }
    });
}

/// Reaps what is left of process group `group`: processes the program
/// started, killed with it, which came to us as orphans.
fn reap_orphans(group: libc::pid_t) {
    loop {
        let mut status = 0;
        #[allow(unsafe_code)]
        // SAFETY: waitpid only writes the status it is given; it waits for
        // our children in `group` only, never the programs other jobs run.
        let result = unsafe { libc::waitpid(-group, &raw mut status, libc::WNOHANG) };
        if result <= 0 {
            return;
        }
    }
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
