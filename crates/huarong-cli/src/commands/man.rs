//! `huarong man [COMMAND]`: a manual page in roff, from the same clap
//! definitions that parse the arguments.

use std::io::{self, Write};

use anyhow::Context;

pub(crate) fn run(command: clap::Command) -> anyhow::Result<()> {
    let mut page = Vec::new();
    clap_mangen::Man::new(command).render(&mut page)?;
    io::stdout()
        .lock()
        .write_all(&page)
        .context("cannot write the manual page to standard output")
}
