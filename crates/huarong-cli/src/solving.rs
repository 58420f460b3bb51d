//! The one way every command solves: the library's `solve`, with a progress
//! bar on a terminal for long runs.

use huarong::{Answers, Engine, Puzzle, SolveOptions};

use crate::progress;

/// Answers every game of `puzzle` with `engine`, with one optimal move
/// sequence each if `moves`.
pub(crate) fn answers(puzzle: &Puzzle, engine: Engine, moves: bool) -> anyhow::Result<Answers> {
    let bar = progress::Bar::new(puzzle.games.len());
    let report = |p| bar.report(p);
    let options = SolveOptions::new(engine)
        .with_moves(moves)
        .with_progress(&report);
    Ok(huarong::solve(puzzle, &options)?)
}
