//! Judge mode (`huarong < puzzle.in`) and `huarong solve`: every game's
//! answer, and with `--moves` one optimal move sequence each. The work is
//! [`crate::judge_mode`]'s, which plain judge command lines reach without
//! clap. With `--plan`, the solve's plan instead (see [`crate::plan`]).

use crate::cli::SolveConfig;
use crate::{judge_mode, plan};

pub(crate) fn run(config: &SolveConfig) -> anyhow::Result<()> {
    if config.plan {
        return plan::print(config);
    }
    judge_mode::answer(config)
}
