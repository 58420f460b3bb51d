//! Stage 6, engines: the three ways of answering a puzzle behind one
//! [`Solver`](solver::Solver) trait, and [`solve`], the one entry point that
//! picks an engine, prepares it for the board and answers every game with the
//! options asked for.
//!
//! May use: every stage before it (`input` to `search`) and `solution`.

pub(crate) mod brute;
pub(crate) mod classic;
pub(crate) mod decisions;
pub(crate) mod fast;
pub(crate) mod memory;
pub(crate) mod plan;
pub(crate) mod solver;
pub(crate) mod standalone;
pub(crate) mod table_limits;

use crate::engine::brute::{BRUTE_MAX_FREE, BruteSolver};
use crate::engine::classic::ClassicSolver;
use crate::engine::solver::{Answers, Engine, Progress, SolveError, SolveOptions, answer_all};
use crate::input::puzzle::Puzzle;

/// Answers every game of `puzzle` as `options` ask, in input order.
///
/// ```
/// use huarong::{parse_puzzle, replay, solve, Engine, InputLimits, SolveOptions};
/// let text = b"3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n1 2 2 2 3 2\n";
/// let puzzle = parse_puzzle(text, &InputLimits::default()).unwrap();
/// for engine in Engine::ALL {
///     let answers = solve(&puzzle, &SolveOptions::new(engine)).unwrap();
///     assert_eq!(answers.into_costs(), vec![Some(2), None]);
/// }
/// let answers = solve(&puzzle, &SolveOptions::default().with_moves(true)).unwrap();
/// let first = answers.solutions().unwrap()[0].as_ref().unwrap();
/// assert_eq!(first.letters(), "UU");
/// assert_eq!(replay(&puzzle.board, &puzzle.games[0], &first.moves), Ok(puzzle.games[0].target));
/// ```
///
/// # Errors
/// [`SolveError`] when a game is invalid or the engine cannot take the board.
pub fn solve(puzzle: &Puzzle, options: &SolveOptions<'_>) -> Result<Answers, SolveError> {
    let board = &puzzle.board;
    match options.engine {
        Engine::Brute => {
            let mut solver = BruteSolver::new(board).ok_or(SolveError::TooLargeForBrute {
                free: board.free_count(),
                max: BRUTE_MAX_FREE,
            })?;
            answer_all(&mut solver, &puzzle.games, options)
        }
        Engine::Classic => {
            options.report(Progress::Phase("around-costs, one search per state"));
            answer_all(&mut ClassicSolver::new(board), &puzzle.games, options)
        }
        Engine::Fast => fast::solve(puzzle, options),
    }
}

#[cfg(test)]
mod tests {
    use super::solve;
    use crate::engine::solver::{Engine, SolveError, SolveOptions};
    use crate::input::board::Board;
    use crate::input::cell::Pos;
    use crate::input::puzzle::{Game, GameError, Puzzle, Role};

    /// A puzzle with invalid games is refused by every engine, with or
    /// without moves, naming the first invalid game; on a board with a way
    /// round (the state graph) and on a forest alike.
    #[test]
    fn the_first_invalid_game_is_named() {
        let game = |blank: (usize, usize), piece: (usize, usize)| Game {
            blank: Pos::new(blank.0, blank.1),
            piece: Pos::new(piece.0, piece.1),
            target: Pos::new(0, 0),
        };
        for rows in [&["111", "111"][..], &["111", "100"]] {
            let board = Board::from_rows(rows).expect("a board");
            let puzzle = Puzzle {
                board,
                games: vec![
                    game((0, 1), (0, 2)),
                    game((1, 2), (0, 1)),
                    game((9, 0), (0, 1)),
                ],
            };
            let fixed = puzzle.board.is_free(Pos::new(1, 2));
            let want = if fixed {
                SolveError::InvalidGame {
                    game: 3,
                    error: GameError::Outside(Role::Blank, Pos::new(9, 0)),
                }
            } else {
                SolveError::InvalidGame {
                    game: 2,
                    error: GameError::Fixed(Role::Blank, Pos::new(1, 2)),
                }
            };
            for engine in Engine::ALL {
                for moves in [false, true] {
                    let options = SolveOptions::new(engine).with_moves(moves);
                    assert_eq!(
                        solve(&puzzle, &options),
                        Err(want.clone()),
                        "{engine:?} {rows:?}"
                    );
                }
            }
        }
    }
}
