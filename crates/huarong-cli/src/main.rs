//! The `huarong` command: a thin layer that reads, calls the library, and prints.

mod cli;
mod commands;
mod input;
mod judge_mode;
mod malloc;
mod memory;
mod output;
mod progress;
mod solving;

use std::io::{self, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    malloc::keep_freed_blocks();
    // A judge's plain command line skips clap (see `judge_mode`).
    let status = match judge_mode::plain_file(std::env::args_os()) {
        Some(file) => {
            // `huarong frobnicate`: a mistyped command, not a missing file.
            if !file.exists()
                && let Some(message) =
                    judge_mode::unknown_command(&std::env::args_os().collect::<Vec<_>>(), &file)
            {
                let _ = writeln!(io::stderr().lock(), "error: {message}");
                return ExitCode::from(2);
            }
            judge_mode::run_plain(&file)
        }
        None => commands::run(cli::parse_args()),
    };
    match status {
        Ok(status) => ExitCode::from(status),
        // The reader went away (`huarong gen ... | head`): nothing is lost.
        Err(err) if is_broken_pipe(&err) => ExitCode::SUCCESS,
        Err(err) => {
            // An unwritable stderr (closed, full) must not turn the error
            // into a panic: the exit status still says what happened.
            let _ = writeln!(io::stderr().lock(), "error: {err:#}");
            ExitCode::FAILURE
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
