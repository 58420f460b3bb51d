//! Random boards and games, deterministic for a seed: test data and benchmarks.

use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

use crate::{Board, Game, Pos};

/// A seeded random source whose sequence is fixed for each seed.
#[must_use]
pub fn seeded(seed: u64) -> Xoshiro256PlusPlus {
    Xoshiro256PlusPlus::seed_from_u64(seed)
}

/// A `rows` x `cols` board where each cell is fixed with probability `fixed`.
///
/// ```
/// use huarong::generate::{random_board, seeded};
/// let board = random_board(30, 30, 0.25, &mut seeded(7));
/// assert_eq!(board, random_board(30, 30, 0.25, &mut seeded(7)));
/// ```
#[must_use]
pub fn random_board(rows: usize, cols: usize, fixed: f64, rng: &mut impl RngExt) -> Board {
    let mut board = Board::new_fixed(rows, cols);
    for row in 0..rows {
        for col in 0..cols {
            if !rng.random_bool(fixed.clamp(0.0, 1.0)) {
                board.set_free(Pos::new(row, col), true);
            }
        }
    }
    board
}

/// `count` valid games on `board`, each with three uniformly drawn free cells
/// (the blank not on the piece; the target may be either). Empty when the board
/// has fewer than two free cells.
#[must_use]
pub fn random_games(board: &Board, count: usize, rng: &mut impl RngExt) -> Vec<Game> {
    let free: Vec<Pos> = board.free_cells().map(|c| board.pos(c)).collect();
    if free.len() < 2 {
        return Vec::new();
    }
    (0..count)
        .map(|_| {
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
        })
        .collect()
}
