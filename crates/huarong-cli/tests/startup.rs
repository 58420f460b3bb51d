//! The judge's own path: the plain command lines a judge runs (`huarong`,
//! `huarong FILE`, `huarong -`, `huarong solve [FILE]`) are read without
//! clap. They answer, fail and exit byte for byte as the same lines read by
//! clap do (`-j 0`, the default, sends a line to clap), and their start-up
//! stays cheap. No time is asserted: page faults are counted, and they do
//! not move with the machine's load.

use std::path::Path;
use std::process::{Output, Stdio};

use crate::common::{bin, huarong, official_case, sample_arg, temp_file};

/// Runs `huarong args` in `dir` with `stdin` on standard input.
fn run_in(dir: &Path, args: &[&str], stdin: &[u8]) -> Output {
    huarong()
        .current_dir(dir)
        .args(args)
        .write_stdin(stdin.to_vec())
        .output()
        .expect("huarong runs")
}

/// A plain line and the same line read by clap give the same stdout, stderr
/// and exit status: on answers, on every kind of refusal, and on the hint
/// for a mistyped command.
#[test]
fn plain_lines_answer_and_fail_as_clap_reads_them() {
    let dir = tempfile::tempdir().expect("temp dir");
    let sample = sample_arg();
    let case3 = official_case(3).input();
    let broken = b"2 2 1\n1 1\n1 x\n1 1 2 2 1 2\n".to_vec();
    let folder = dir.path().to_str().expect("UTF-8 temp path").to_owned();
    // (`huarong solv` alone is a usage error before either path: see
    // usage.rs.)
    let cases: [(&[&str], &[u8]); 10] = [
        (&[sample.as_str()], b""),
        (&["solve", sample.as_str()], b""),
        (&[], &case3),
        (&["-"], &case3),
        (&["solve"], &case3),
        (&["solve", "-"], &broken),
        (&[], &broken),
        (&[], b""),
        (&["solve", "nosuch.in"], b""),
        (&[folder.as_str()], b""),
    ];
    for (line, stdin) in cases {
        let plain = run_in(dir.path(), line, stdin);
        let full_line: Vec<&str> = match line {
            ["solve", rest @ ..] => [&["solve", "-j", "0"][..], rest].concat(),
            _ => [&["-j", "0"][..], line].concat(),
        };
        let full = run_in(dir.path(), &full_line, stdin);
        assert_eq!(plain.status.code(), full.status.code(), "{line:?}");
        assert_eq!(
            String::from_utf8_lossy(&plain.stdout),
            String::from_utf8_lossy(&full.stdout),
            "{line:?}"
        );
        assert_eq!(
            String::from_utf8_lossy(&plain.stderr),
            String::from_utf8_lossy(&full.stderr),
            "{line:?}"
        );
    }
}

/// Page faults a start-up saves by not building clap's command tree, at the
/// least: about half what the tree costs (it touched 150 KB of heap and a
/// 24 KB stack frame).
const FAULTS_SAVED: u64 = 20;

/// A process on a 1 x 1 board with no games, read by a plain line, takes
/// at least [`FAULTS_SAVED`] page faults fewer than the same line read by
/// clap: every start-up cost the two share (the runtime, the allocator, a
/// table built eagerly) stays out of the difference, so what it guards is
/// that the plain line keeps clear of clap and of what only clap's commands
/// need. Page faults are the pages a process touches: the same from run to
/// run, unlike its time.
#[cfg(target_os = "linux")]
#[test]
fn a_plain_start_up_touches_fewer_pages() {
    let tiny = temp_file(b"1 1 0\n1\n");
    let file = tiny.path().to_str().expect("UTF-8 temp path");
    let plain = fewest_faults(&[file]);
    let full = fewest_faults(&["-j", "0", file]);
    assert!(
        plain + FAULTS_SAVED <= full,
        "a plain start-up took {plain} page faults, one read by clap {full}: at least \
         {FAULTS_SAVED} fewer expected"
    );
}

/// The fewest page faults (minor and major) of three runs of `huarong args`.
#[cfg(target_os = "linux")]
fn fewest_faults(args: &[&str]) -> u64 {
    (0..3)
        .map(|_| {
            // Reaped by wait4 below, which also gives its usage.
            #[allow(clippy::zombie_processes)]
            let child = std::process::Command::new(bin())
                .args(args)
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .expect("huarong starts");
            let pid = libc::pid_t::try_from(child.id()).expect("a pid");
            let mut status = 0;
            #[allow(unsafe_code)]
            // SAFETY: wait4 only writes the status and the usage it is
            // given; `child` is reaped here, and never waited for by std.
            let usage = unsafe {
                let mut usage: libc::rusage = std::mem::zeroed();
                let reaped = libc::wait4(pid, &raw mut status, 0, &raw mut usage);
                assert_eq!(reaped, pid, "wait4");
                usage
            };
            assert!(
                libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0,
                "huarong {args:?}: status {status}"
            );
            u64::try_from(usage.ru_minflt + usage.ru_majflt).expect("a count")
        })
        .min()
        .expect("three runs")
}
