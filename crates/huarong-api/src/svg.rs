//! `svg`: one game and its solution as an SVG picture.

use huarong::render::Scene;
use huarong::{Puzzle, SolveOptions, solve};

use crate::error::ApiError;
use crate::limits::Limits;
use crate::puzzle::game_index;

/// Game `game` (from 1) of `puzzle` with its solution, as `(number, svg)`:
/// animated, or a still picture.
///
/// # Errors
/// `400` when there is no such game; `422` over the memory limit.
pub fn svg_reply(
    puzzle: &Puzzle,
    game: Option<usize>,
    animated: bool,
    limits: &Limits,
) -> Result<(usize, String), ApiError> {
    let index = game_index(puzzle, game)?;
    let game = puzzle.games[index];
    // Only the game drawn is solved.
    let one = Puzzle {
        board: puzzle.board.clone(),
        games: vec![game],
    };
    let options = SolveOptions::default().with_moves(true);
    limits.check_memory(&one, &options)?;
    let answers = solve(&one, &options).map_err(|error| ApiError::internal(error.to_string()))?;
    let solution = answers.solutions().and_then(|s| s[0].as_ref());
    let scene = Scene::new(&one.board, index + 1, game, solution)
        .map_err(|error| ApiError::internal(error.to_string()))?;
    Ok((index + 1, scene.svg(animated)))
}
