//! Judge mode (`huarong < puzzle.in`) and `huarong solve`: every game's
//! answer, and with `--moves` one optimal move sequence each.

use std::io::{self, BufWriter, Write};
use std::path::Path;

use anyhow::Context;
use clap::CommandFactory;

use crate::cli::{RawArgs, SolveConfig};
use crate::{input, output, solving};

pub(crate) fn run(config: &SolveConfig) -> anyhow::Result<()> {
    let puzzle = input::read_puzzle(&config.input.file, &config.input.limits)
        .map_err(|err| with_command_hint(err, &config.input.file))?;
    let answers = solving::answers(&puzzle, config.engine, config.moves)?;
    let mut out = BufWriter::new(io::stdout().lock());
    output::write_answers(&mut out, config.format, &answers)
        .and_then(|()| out.flush())
        .context("cannot write the answers to standard output")
}

/// `huarong solv` reads a file named `solv`: when there is none and the name
/// is close to a command's, the error says which command was meant.
fn with_command_hint(err: anyhow::Error, file: &Path) -> anyhow::Error {
    let missing = err.chain().any(|cause| {
        cause
            .downcast_ref::<io::Error>()
            .is_some_and(|e| e.kind() == io::ErrorKind::NotFound)
    });
    let word = file.to_str().filter(|word| !word.contains(['/', '.']));
    let command = RawArgs::command();
    let close = word.filter(|_| missing).and_then(|word| {
        command
            .get_subcommands()
            .map(clap::Command::get_name)
            .find(|name| edit_distance(word, name) <= 2)
    });
    match close {
        Some(name) => err.context(format!(
            "no such puzzle file; did you mean `huarong {name}`?"
        )),
        None => err,
    }
}

/// The Levenshtein distance between two short words.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let replaced = diagonal + usize::from(ca != cb);
            diagonal = row[j + 1];
            row[j + 1] = replaced.min(row[j] + 1).min(diagonal + 1);
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::edit_distance;

    #[test]
    fn edit_distances() {
        assert_eq!(edit_distance("solv", "solve"), 1);
        assert_eq!(edit_distance("sovle", "solve"), 2);
        assert_eq!(edit_distance("", "gen"), 3);
        assert_eq!(edit_distance("bench", "bench"), 0);
        assert_eq!(edit_distance("puzzle", "show"), 6);
    }
}
