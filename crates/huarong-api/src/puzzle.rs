//! The puzzle a request carries, read under the limits, and the game it
//! names.

use huarong::{ParseErrorKind, Puzzle, parse_puzzle};

use crate::error::Refusal;
use crate::limits::RequestLimits;

/// The puzzle in `text`, within `limits`: `400` for a mistake (the message
/// names its line and column), `422` over the cell or game limit.
///
/// # Errors
/// As above.
pub fn read_puzzle(text: &[u8], limits: &RequestLimits) -> Result<Puzzle, Refusal> {
    let parse_limits = huarong::InputLimits {
        max_cells: limits.max_cells,
    };
    let puzzle = parse_puzzle(text, &parse_limits).map_err(|error| match error.kind {
        ParseErrorKind::TooLarge { .. } => Refusal::over_limit(error.to_string()),
        _ => Refusal::bad_request(error.to_string()),
    })?;
    if puzzle.games.len() > limits.max_games {
        return Err(Refusal::over_limit(format!(
            "the puzzle has {} games, more than {} limit of {}",
            puzzle.games.len(),
            limits.whose,
            limits.max_games
        )));
    }
    Ok(puzzle)
}

/// The 0-based index of game `game` (from 1; the first when `None`).
///
/// # Errors
/// `400` when the puzzle has no such game.
pub fn game_index(puzzle: &Puzzle, game: Option<usize>) -> Result<usize, Refusal> {
    let game = game.unwrap_or(1);
    if (1..=puzzle.games.len()).contains(&game) {
        Ok(game - 1)
    } else {
        Err(Refusal::bad_request(format!(
            "there is no game {game}: the puzzle has {} games",
            puzzle.games.len()
        )))
    }
}

/// The judge's answer: the fewest moves, or -1.
#[must_use]
pub fn answer(cost: Option<u64>) -> i64 {
    // A cost is bounded by the number of states times their edges' costs,
    // far below i64::MAX on any board the parser accepts.
    cost.map_or(-1, |cost| i64::try_from(cost).unwrap_or(i64::MAX))
}
