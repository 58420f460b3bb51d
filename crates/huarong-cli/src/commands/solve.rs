//! Judge mode (`huarong < puzzle.in`) and `huarong solve`: every game's
//! answer, and with `--moves` one optimal move sequence each. The work is
//! [`crate::judge_mode`]'s, which plain judge command lines reach without
//! clap.

use crate::cli::SolveConfig;
use crate::judge_mode;

pub(crate) fn run(config: &SolveConfig) -> anyhow::Result<()> {
    judge_mode::answer(config)
}
