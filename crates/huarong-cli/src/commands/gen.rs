//! `huarong gen`: a random puzzle of a board family in the judge's format, and
//! with `--answers` the judge's answers to it.

use std::fs::File;
use std::io::{self, BufWriter, Write};

use anyhow::Context;
use huarong::Puzzle;
use huarong::generate::{board, mixed_games, random_games, seeded};

use crate::cli::{Format, GenConfig};
use crate::{output, solving};

pub(crate) fn run(config: &GenConfig) -> anyhow::Result<()> {
    let mut rng = seeded(config.seed);
    let board = board(config.family, config.rows, config.cols, &mut rng);
    let games = if config.uniform {
        random_games(&board, config.games, &mut rng)
    } else {
        mixed_games(&board, config.games, &mut rng)
    };
    let puzzle = Puzzle { board, games };
    if let Some(file) = &config.answers {
        let answers = solving::answers(&puzzle, file.engine, false)?;
        let mut out = BufWriter::new(
            File::create(&file.path)
                .with_context(|| format!("cannot create {}", file.path.display()))?,
        );
        output::write_answers(&mut out, Format::Text, &answers)?;
        out.flush()?;
    }
    let mut out = BufWriter::new(io::stdout().lock());
    write!(out, "{puzzle}")?;
    out.flush()?;
    Ok(())
}
