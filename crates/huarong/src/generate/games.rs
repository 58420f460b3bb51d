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

/// [`free_positions`], or `None` when there are fewer than two and so no
/// valid game.
pub(super) fn game_cells(board: &Board) -> Option<Vec<Pos>> {
    let free = free_positions(board);
    (free.len() >= 2).then_some(free)
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

/// An endless draw of valid games on a board: uniform ones, or with `mixed`
/// the mix of [`mixed_games`]. The same random sequence gives the same games
/// as [`random_games`] and [`mixed_games`], one at a time, so a caller can
/// write millions of games without holding them.
///
/// ```
/// use huarong::generate::{board, mixed_games, seeded, Family, GameDraw};
/// let b = board(Family::Open, 5, 5, &mut seeded(1));
/// let one_by_one: Vec<_> = GameDraw::new(&b, true, &mut seeded(2)).unwrap().take(30).collect();
/// assert_eq!(one_by_one, mixed_games(&b, 30, &mut seeded(2)));
/// ```
#[derive(Debug)]
pub struct GameDraw<'a, R> {
    board: &'a Board,
    free: Vec<Pos>,
    rng: &'a mut R,
    mixed: bool,
}

impl<'a, R: RngExt> GameDraw<'a, R> {
    /// A draw on `board`, or `None` when it has fewer than two free cells and
    /// so no valid game.
    pub fn new(board: &'a Board, mixed: bool, rng: &'a mut R) -> Option<GameDraw<'a, R>> {
        let free = game_cells(board)?;
        Some(GameDraw {
            board,
            free,
            rng,
            mixed,
        })
    }
}

impl<R: RngExt> Iterator for GameDraw<'_, R> {
    type Item = Game;

    fn next(&mut self) -> Option<Game> {
        let game = uniform_game(&self.free, self.rng);
        if !self.mixed {
            return Some(game);
        }
        Some(match self.rng.random_range(0..8) {
            4 => Game {
                target: game.piece,
                ..game
            },
            5 => Game {
                target: game.blank,
                ..game
            },
            kind @ (6 | 7) => {
                let near: Vec<Pos> = free_neighbors(self.board, game.piece).collect();
                if near.is_empty() {
                    return Some(game);
                }
                let blank = near[self.rng.random_range(0..near.len())];
                let target = if kind == 7 {
                    near[self.rng.random_range(0..near.len())]
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
        })
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
    GameDraw::new(board, false, rng).map_or_else(Vec::new, |draw| draw.take(count).collect())
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
    GameDraw::new(board, true, rng).map_or_else(Vec::new, |draw| draw.take(count).collect())
}
