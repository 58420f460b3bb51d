//! Reading a puzzle, or any file the tools judge, from a file or from
//! standard input.

use std::io::{self, IsTerminal, Read};
use std::os::fd::AsFd;
use std::path::Path;

use anyhow::Context;
use huarong::{InputLimits, ParseErrorKind, Puzzle, parse_puzzle};

/// Reads and parses a puzzle from `file` (`-` for stdin).
pub(crate) fn read_puzzle(file: &Path, limits: &InputLimits) -> anyhow::Result<Puzzle> {
    let text = read_bytes(file)?;
    parse_puzzle(&text, limits).map_err(|err| {
        let hint = matches!(err.kind, ParseErrorKind::TooLarge { .. })
            .then_some(" (raise the limit with --max-cells)")
            .unwrap_or_default();
        anyhow::anyhow!("{err}{hint}\n{}", err.excerpt)
    })
}

/// The bytes of `file` (`-` for stdin).
pub(crate) fn read_bytes(file: &Path) -> anyhow::Result<Vec<u8>> {
    let mut text = Vec::new();
    if file == Path::new("-") {
        let mut stdin = io::stdin().lock();
        if stdin.is_terminal() {
            // A bare `huarong` typed at a prompt would otherwise wait in
            // silence.
            crate::output::stderr_line(
                "huarong: reading a puzzle from standard input (end it with Ctrl-D; \
                 `huarong --help` lists the commands)",
            );
        }
        // When standard input is a file (`huarong < puzzle.in`, as judges run
        // it), its size is known: read it into one buffer of that size instead
        // of doubling one (a 16 MB input otherwise copies and maps 32 MB).
        let size = stdin
            .as_fd()
            .try_clone_to_owned()
            .ok()
            .and_then(|fd| std::fs::File::from(fd).metadata().ok())
            .filter(std::fs::Metadata::is_file)
            .map(|meta| meta.len());
        if let Some(size) = size {
            text.reserve_exact(usize::try_from(size).unwrap_or(0).saturating_add(1));
        }
        stdin
            .read_to_end(&mut text)
            .context("cannot read standard input")?;
    } else {
        text = std::fs::read(file).with_context(|| format!("cannot read {}", file.display()))?;
    }
    Ok(text)
}
