//! `testset DIR --from DATA`: the cases of a folder, `X.in` in natural
//! order, each read strictly with the original limits (as `validate
//! --noip` reads it) and refused with its place when it breaks one; `X.ans`
//! where present is checked against huarong's answers as `check` checks an
//! answer file.

use std::fs;
use std::path::Path;

use anyhow::{Context, bail, ensure};
use huarong::{ContestLimits, validate_puzzle};

use super::{Case, checked};
use crate::commands::test::in_files;

/// The cases of `data`, checked.
pub(super) fn read(data: &Path) -> anyhow::Result<Vec<Case>> {
    let inputs = in_files(data)?;
    ensure!(!inputs.is_empty(), "no .in files in {}", data.display());
    inputs
        .iter()
        .map(|input| {
            let name = input
                .file_stem()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            let text =
                fs::read(input).with_context(|| format!("cannot read {}", input.display()))?;
            let puzzle = match validate_puzzle(&text, &ContestLimits::NOIP) {
                Ok(puzzle) => puzzle,
                Err(fault) => bail!("{}: {fault}\n{}", input.display(), fault.excerpt),
            };
            let answer = input.with_extension("ans");
            let answers = if answer.is_file() {
                Some(
                    fs::read(&answer)
                        .with_context(|| format!("cannot read {}", answer.display()))?,
                )
            } else {
                None
            };
            checked(name, None, &puzzle, answers).with_context(|| data.display().to_string())
        })
        .collect()
}
