//! The search behind [`solve`](crate::classic::solve): layouts packed into
//! the narrowest word that holds them (`rules`, `word`), a breadth-first
//! search over them (`bfs`, with its set of layouts in `table`), and the
//! moves read back off its shortest path (`path`).

mod bfs;
mod path;
mod rules;
mod table;
mod word;

use crate::classic::error::ClassicSolveError;
use crate::classic::metric::Metric;
use crate::classic::moves::ClassicMove;
use crate::classic::puzzle::ClassicPuzzle;

pub(crate) use bfs::Until;
use rules::{Encoding, Rules, TooWide};

/// The widest layout the solver packs, in 64-bit words.
const MAX_WORDS: usize = 8;

/// What a search found.
pub(crate) struct Outcome {
    /// The fewest moves to the goal, if it can be reached.
    pub(crate) optimum: Option<usize>,
    /// The layouts found: every reachable one when the search ran until
    /// exhausted.
    pub(crate) found: u64,
    /// An optimal sequence of moves (empty when the goal is not reached).
    pub(crate) moves: Vec<ClassicMove>,
}

/// Searches `puzzle` in `metric`, `until` the goal or every layout is found,
/// in at most `max_bytes` bytes.
pub(crate) fn search(
    puzzle: &ClassicPuzzle,
    metric: Metric,
    max_bytes: u64,
    until: Until,
) -> Result<Outcome, ClassicSolveError> {
    let encoding = Encoding::new(puzzle, MAX_WORDS).map_err(
        |TooWide {
             open_cells,
             classes,
             bits,
         }| ClassicSolveError::TooWide {
            open_cells,
            classes,
            bits,
            max_bits: 64 * MAX_WORDS,
        },
    )?;
    match encoding.words() {
        0..=1 => search_in::<1>(puzzle, encoding, metric, max_bytes, until),
        2 => search_in::<2>(puzzle, encoding, metric, max_bytes, until),
        3..=4 => search_in::<4>(puzzle, encoding, metric, max_bytes, until),
        _ => search_in::<MAX_WORDS>(puzzle, encoding, metric, max_bytes, until),
    }
}

fn search_in<const N: usize>(
    puzzle: &ClassicPuzzle,
    encoding: Encoding,
    metric: Metric,
    max_bytes: u64,
    until: Until,
) -> Result<Outcome, ClassicSolveError> {
    let rules = Rules::<N>::new(puzzle, encoding);
    let explored = bfs::explore(&rules, metric, max_bytes, until)?;
    let path = explored.path_to_goal();
    let moves = path
        .as_ref()
        .map(|path| path::moves_along(puzzle, &rules, metric, path))
        .unwrap_or_default();
    Ok(Outcome {
        optimum: path.map(|path| path.len() - 1),
        found: explored.found() as u64,
        moves,
    })
}
