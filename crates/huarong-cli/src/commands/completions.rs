//! `huarong completions SHELL`: a completion script, from the same clap
//! definitions that parse the arguments, so it never falls behind them.

use std::io::{self, Write};

use anyhow::Context;
use clap::CommandFactory;

use crate::cli::RawArgs;

pub(crate) fn run(shell: clap_complete::Shell) -> anyhow::Result<()> {
    // clap_complete panics when its writer fails; it writes to memory, and
    // the one write that can fail (a full disk, a closed pipe) is ours.
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut RawArgs::command(), "huarong", &mut script);
    io::stdout()
        .lock()
        .write_all(&script)
        .context("cannot write the completion script to standard output")
}
