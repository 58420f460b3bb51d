//! `huarong validate [FILE]`: test data read strictly (`huarong::validate_puzzle`).
//! `ok` on stdout when it is valid; the first fault, `line L, column C: ...`,
//! on stderr with the line under it and exit status 1 when it is not.

use std::io::Write;

use huarong::validate_puzzle;

use crate::cli::ValidateConfig;
use crate::{input, output};

/// Validates the file; returns the exit status.
pub(crate) fn run(config: &ValidateConfig) -> anyhow::Result<u8> {
    let text = input::read_bytes(&config.file)?;
    match validate_puzzle(&text, &config.limits) {
        Ok(_) => {
            writeln!(output::VerdictOutput::default(), "ok")?;
            Ok(0)
        }
        Err(fault) => {
            output::stderr_line(&format!("{fault}\n{}", fault.excerpt));
            Ok(1)
        }
    }
}
