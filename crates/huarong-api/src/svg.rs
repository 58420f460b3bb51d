//! `svg`: one game and its solution as an SVG picture.

use huarong::render::Scene;
use huarong::{Dir, Puzzle, Solution, replay};

use crate::error::Refusal;
use crate::limits::RequestLimits;
use crate::puzzle::game_index;

/// Game `game` (from 1) of `puzzle` with its solution, as `(number, svg)`:
/// animated, or a still picture. The solution is `solution` when given
/// (the blank's moves as `U D L R` letters, checked here to be legal and to
/// bring the piece to the target; `none` for an unsolvable game), or the
/// solver's.
///
/// # Errors
/// `400` when there is no such game or the solution given is not one; `422`
/// over the memory limit; `400` without a solution in a build without the
/// solver.
pub fn svg_reply(
    puzzle: &Puzzle,
    game: Option<usize>,
    animated: bool,
    solution: Option<&str>,
    limits: &RequestLimits,
) -> Result<(usize, String), Refusal> {
    let index = game_index(puzzle, game)?;
    let game = puzzle.games[index];
    let solution = match solution {
        Some(letters) => given(puzzle, index, letters)?,
        None => solved(puzzle, index, limits)?,
    };
    let scene = Scene::new(&puzzle.board, index + 1, game, solution.as_ref())
        .map_err(|error| Refusal::internal(error.to_string()))?;
    Ok((index + 1, scene.svg(animated)))
}

/// The solution `letters` for game `index`, once checked.
fn given(puzzle: &Puzzle, index: usize, letters: &str) -> Result<Option<Solution>, Refusal> {
    if letters == "none" {
        return Ok(None);
    }
    let game = &puzzle.games[index];
    let moves = letters
        .chars()
        .map(|c| {
            Dir::ALL
                .into_iter()
                .find(|d| d.letter() == c)
                .ok_or_else(|| {
                    Refusal::bad_request(format!("solution: {c:?} is not a move (U, D, L or R)"))
                })
        })
        .collect::<Result<Vec<Dir>, Refusal>>()?;
    let end = replay(&puzzle.board, game, &moves)
        .map_err(|error| Refusal::bad_request(format!("solution: {error}")))?;
    if end != game.target {
        return Err(Refusal::bad_request(
            "solution: the moves leave the piece off the target",
        ));
    }
    Ok(Some(Solution {
        cost: moves.len() as u64,
        moves,
    }))
}

/// The solver's solution for game `index` (only that game is solved).
#[cfg(feature = "solver")]
fn solved(
    puzzle: &Puzzle,
    index: usize,
    limits: &RequestLimits,
) -> Result<Option<Solution>, Refusal> {
    let one = Puzzle {
        board: puzzle.board.clone(),
        games: vec![puzzle.games[index]],
    };
    let options = huarong::SolveOptions::default().with_moves(true);
    limits.check_memory(&one, &options)?;
    let answers =
        huarong::solve(&one, &options).map_err(|error| Refusal::internal(error.to_string()))?;
    Ok(answers.solutions().and_then(|s| s[0].clone()))
}

/// Without the solver, a picture needs its solution given.
#[cfg(not(feature = "solver"))]
fn solved(_: &Puzzle, _: usize, _: &RequestLimits) -> Result<Option<Solution>, Refusal> {
    Err(Refusal::bad_request(
        "this build draws a game only with its solution given (solution=...)",
    ))
}
