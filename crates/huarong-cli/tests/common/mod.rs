//! The harness every test of the command shares: the `huarong` binary and
//! checks on its runs, temporary files, and (from the library's test
//! support, the same file) the statement's sample, the 20 official cases and
//! short calls into the library, and its drawings as the tests look at them.

// Each topic uses only part of the harness.
#![allow(dead_code)]

use std::path::Path;
use std::process::Output;
use std::time::Duration;

use assert_cmd::Command;

#[path = "../../../huarong/tests/support/cases.rs"]
mod cases;
#[path = "../../../huarong/tests/support/drawings.rs"]
pub(crate) mod drawings;

pub(crate) use cases::*;

/// Generous: the slowest run takes about a second in release mode; the limit
/// only turns a hang into a failure.
pub(crate) const TIMEOUT: Duration = Duration::from_secs(120);

/// The `huarong` binary under test.
pub(crate) fn bin() -> &'static Path {
    assert_cmd::cargo::cargo_bin!("huarong")
}

/// A `huarong` command with a timeout, and without the caller's `NO_COLOR` so
/// that colour tests decide it themselves.
pub(crate) fn huarong() -> Command {
    let mut cmd = Command::new(bin());
    cmd.timeout(TIMEOUT);
    cmd.env_remove("NO_COLOR");
    cmd
}

/// `bash -c 'set -o pipefail; COMMAND'` in `dir`, as a reader of the docs
/// would run it: with the `huarong` under test first on `PATH`, and without
/// the caller's `NO_COLOR`.
pub(crate) fn shell(command: &str, dir: &Path) -> std::process::Command {
    let bin_dir = bin().parent().expect("the binary's folder");
    let path = format!(
        "{}:{}",
        bin_dir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let mut shell = std::process::Command::new("bash");
    shell
        .arg("-c")
        .arg(format!("set -o pipefail; {command}"))
        .current_dir(dir)
        .env("PATH", path)
        .env_remove("NO_COLOR");
    shell
}

/// A temporary file holding `bytes`.
pub(crate) fn temp_file(bytes: &[u8]) -> tempfile::NamedTempFile {
    let file = tempfile::NamedTempFile::new().expect("temp file");
    std::fs::write(file.path(), bytes).expect("write temp file");
    file
}

/// The statement's sample file, as a word of a command line.
pub(crate) fn sample_arg() -> String {
    sample_path().to_str().expect("UTF-8 path").to_owned()
}

/// Standard error as text.
pub(crate) fn stderr_text(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Runs `huarong args` on `input` and returns its output, checked to be a
/// success with empty stderr.
pub(crate) fn run_ok(args: &[&str], input: &[u8]) -> Output {
    let out = huarong()
        .args(args)
        .write_stdin(input.to_vec())
        .output()
        .expect("huarong runs");
    assert!(
        out.status.success(),
        "huarong {args:?} on {:?}: exit {:?}, stderr: {}",
        String::from_utf8_lossy(input),
        out.status,
        stderr_text(&out)
    );
    assert!(
        out.stderr.is_empty(),
        "huarong {args:?}: unexpected stderr: {}",
        stderr_text(&out)
    );
    out
}

/// What `huarong args` prints with nothing on stdin, checked as by [`run_ok`].
pub(crate) fn stdout_of(args: &[&str]) -> String {
    String::from_utf8(run_ok(args, b"").stdout).expect("UTF-8")
}

/// Checks a refusal: exit status 1, empty stdout, and a stderr line
/// `error: <prefix>...` containing every one of `phrases` (under which a
/// parse error shows the input's line and a caret). Returns stderr.
pub(crate) fn expect_error_line(
    out: &Output,
    what: &str,
    prefix: &str,
    phrases: &[&str],
) -> String {
    let stderr = stderr_text(out);
    assert_eq!(
        out.status.code(),
        Some(1),
        "{what}: expected exit status 1, got {:?}; stderr: {stderr}",
        out.status
    );
    assert!(
        out.stdout.is_empty(),
        "{what}: stdout must be empty, got {:?}",
        String::from_utf8_lossy(&out.stdout)
    );
    // One line, or one line and the offending input line with a caret
    // under the fault.
    let lines: Vec<&str> = stderr.lines().collect();
    let excerpt = match lines.as_slice() {
        [_] => true,
        [_, text, caret] => text.contains(" | ") && caret.trim_end().ends_with('^'),
        _ => false,
    };
    assert!(
        stderr.ends_with('\n') && excerpt,
        "{what}: stderr must be one line, and maybe an excerpt with a caret, got {stderr:?}"
    );
    let want = format!("error: {prefix}");
    assert!(
        stderr.starts_with(&want),
        "{what}: stderr must start with {want:?}, got {stderr:?}"
    );
    for phrase in phrases {
        assert!(
            stderr.contains(phrase),
            "{what}: stderr must mention {phrase:?}, got {stderr:?}"
        );
    }
    stderr
}

/// A usage error: exit status 2, nothing on stdout, something on stderr.
/// Returns stderr.
pub(crate) fn usage_error(args: &[&str]) -> String {
    let out = huarong()
        .args(args)
        .write_stdin(SAMPLE)
        .output()
        .expect("huarong runs");
    let stderr = stderr_text(&out);
    assert_eq!(
        out.status.code(),
        Some(2),
        "huarong {args:?}: expected exit status 2, got {:?}; stderr: {stderr}",
        out.status,
    );
    assert!(
        out.stdout.is_empty(),
        "huarong {args:?}: stdout must be empty"
    );
    assert!(!stderr.is_empty(), "huarong {args:?}: stderr must explain");
    stderr
}
