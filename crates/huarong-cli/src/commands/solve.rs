//! Judge mode (`huarong < puzzle.in`) and `huarong solve`: every game's
//! answer, and with `--moves` one optimal move sequence each.

use std::io::{self, BufWriter, Write};

use anyhow::Context;

use crate::cli::SolveConfig;
use crate::{input, output, solving};

pub(crate) fn run(config: &SolveConfig) -> anyhow::Result<()> {
    let puzzle = input::read_puzzle(&config.file, &config.limits)?;
    let answers = solving::answers(&puzzle, config.engine, config.moves)?;
    let mut out = BufWriter::new(io::stdout().lock());
    output::write_answers(&mut out, config.format, &answers)
        .and_then(|()| out.flush())
        .context("cannot write the answers to standard output")
}
