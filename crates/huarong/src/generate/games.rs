//! Drawing games on a board: uniform ones, and mixes that favour the special
//! cases.

use rand::RngExt;

use super::boards::free_neighbors;
use crate::input::board::Board;
use crate::input::cell::Pos;
use crate::input::puzzle::Game;

/// The free cells' positions, row by row.
pub(super) fn free_positions(board: &Board) -> Vec<Pos> {
    board.free_cells().map(|c| board.pos(c)).collect()
}

/// A uniform game on `free` (at least two cells).
fn uniform_game(free: &[Pos], rng: &mut impl RngExt) -> Game {
    let blank = free[rng.random_range(0..free.len())];
    let piece = loop {
        let p = free[rng.random_range(0..free.len())];
        if p != blank {
            break p;
        }
    };
    let target = free[rng.random_range(0..free.len())];
    Game {
        blank,
        piece,
        target,
    }
}

/// `count` valid games on `board`, each with three uniformly drawn free cells
/// (the blank not on the piece; the target may be either). Empty when the board
/// has fewer than two free cells.
///
/// ```
/// use huarong::generate::{random_board, random_games, seeded};
/// let mut rng = seeded(5);
/// let board = random_board(10, 10, 0.3, &mut rng);
/// let games = random_games(&board, 50, &mut rng);
/// assert_eq!(games.len(), 50);
/// assert!(games.iter().all(|g| g.check(&board).is_ok()));
/// ```
#[must_use]
pub fn random_games(board: &Board, count: usize, rng: &mut impl RngExt) -> Vec<Game> {
    let free = free_positions(board);
    if free.len() < 2 {
        return Vec::new();
    }
    (0..count).map(|_| uniform_game(&free, rng)).collect()
}

/// `count` valid games on `board` that exercise the special cases: about half
/// are uniform (as [`random_games`]), and the rest are, in equal shares, the
/// piece already on the target, the blank on the target, the blank beside the
/// piece, and the blank and the target both beside the piece (possibly the same
/// cell). Empty when the board has fewer than two free cells.
///
/// ```
/// use huarong::generate::{board, mixed_games, seeded, Family};
/// let mut rng = seeded(9);
/// let board = board(Family::Open, 6, 6, &mut rng);
/// let games = mixed_games(&board, 100, &mut rng);
/// assert!(games.iter().all(|g| g.check(&board).is_ok()));
/// assert!(games.iter().any(|g| g.piece == g.target));
/// assert!(games.iter().any(|g| g.blank == g.target));
/// assert!(games.iter().any(|g| g.blank.manhattan(g.piece) == 1));
/// ```
#[must_use]
pub fn mixed_games(board: &Board, count: usize, rng: &mut impl RngExt) -> Vec<Game> {
    let free = free_positions(board);
    if free.len() < 2 {
        return Vec::new();
    }
    (0..count)
        .map(|_| {
            let game = uniform_game(&free, rng);
            match rng.random_range(0..8) {
                4 => Game {
                    target: game.piece,
                    ..game
                },
                5 => Game {
                    target: game.blank,
                    ..game
                },
                kind @ (6 | 7) => {
                    let near: Vec<Pos> = free_neighbors(board, game.piece).collect();
                    if near.is_empty() {
                        return game;
                    }
                    let blank = near[rng.random_range(0..near.len())];
                    let target = if kind == 7 {
                        near[rng.random_range(0..near.len())]
                    } else {
                        game.target
                    };
                    Game {
                        blank,
                        target,
                        ..game
                    }
                }
                _ => game,
            }
        })
        .collect()
}
