//! The `huarong` command: a thin layer that reads, calls the library, and prints.
//!
//! On Linux with glibc the process starts in [`runtime`] rather than in the
//! standard library's `main`, whose start-up took 8% of a judge's process
//! on the official cases.

// (The unit tests' harness brings its own `main`.)
#![cfg_attr(all(target_os = "linux", target_env = "gnu", not(test)), no_main)]

mod cli;
mod commands;
mod input;
mod judge_mode;
mod malloc;
mod memory;
mod output;
mod plan;
mod progress;
#[cfg(all(target_os = "linux", target_env = "gnu", not(test)))]
mod runtime;
mod solving;

use std::io::{self, Write};
use std::path::Path;

/// The process's entry on Linux with glibc (see [`runtime`]).
#[cfg(all(target_os = "linux", target_env = "gnu", not(test)))]
#[allow(unsafe_code)]
// SAFETY: `main` is the C runtime's entry, which `#![no_main]` leaves to
// this crate; nothing else defines the symbol.
#[unsafe(no_mangle)]
extern "C" fn main(_argc: std::os::raw::c_int, _argv: *const *const u8) -> std::os::raw::c_int {
    runtime::run(huarong)
}

/// The process's entry elsewhere, through the standard library.
#[cfg(not(all(target_os = "linux", target_env = "gnu", not(test))))]
fn main() -> std::process::ExitCode {
    std::process::ExitCode::from(huarong())
}

/// The command: its exit status.
fn huarong() -> u8 {
    malloc::keep_freed_blocks();
    // A judge's plain command line skips clap (see `judge_mode`).
    let status = match judge_mode::plain_file(std::env::args_os()) {
        Some(file) => {
            // `huarong frobnicate`: a mistyped command, not a missing file.
            if file != Path::new("-")
                && !file.exists()
                && let Some(message) =
                    judge_mode::unknown_command(&std::env::args_os().collect::<Vec<_>>(), &file)
            {
                let _ = writeln!(io::stderr().lock(), "error: {message}");
                return 2;
            }
            judge_mode::run_plain(file)
        }
        None => commands::run(cli::parse_args()),
    };
    match status {
        Ok(status) => status,
        // The reader went away (`huarong gen ... | head`): nothing is lost.
        Err(err) if is_broken_pipe(&err) => 0,
        Err(err) => {
            // An unwritable stderr (closed, full) must not turn the error
            // into a panic: the exit status still says what happened.
            let _ = writeln!(io::stderr().lock(), "error: {err:#}");
            1
        }
    }
}

fn is_broken_pipe(err: &anyhow::Error) -> bool {
    err.chain().any(|cause| {
        cause
            .downcast_ref::<io::Error>()
            .is_some_and(|e| e.kind() == io::ErrorKind::BrokenPipe)
    })
}
