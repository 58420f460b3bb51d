//! The reference engine: breadth-first search over (blank, piece) positions.
//!
//! It knows nothing of sides, around-costs or heuristics, so it shares no idea
//! with the other engines that could be wrong in the same way; the tests trust it.
//! It needs (free cells)² states, so it is limited to small boards.

use crate::input::board::{Board, Cell};
use crate::{Dir, Game, GameError};

/// The most free cells the brute-force engine accepts.
pub const BRUTE_MAX_FREE: usize = 3000;

/// Breadth-first search over every (blank, piece) position of a small board.
///
/// ```
/// use huarong::{Board, BruteSolver, Game, Pos};
/// let board = Board::from_rows(&["0111", "0110", "0100"]).unwrap();
/// let mut solver = BruteSolver::new(&board).unwrap();
/// let game = Game { blank: Pos::new(0, 1), piece: Pos::new(0, 2), target: Pos::new(2, 1) };
/// assert_eq!(solver.solve(&game), Ok(None));
/// ```
#[derive(Clone, Debug)]
pub struct BruteSolver<'b> {
    board: &'b Board,
    /// Compact index of each free cell of the layout.
    index: Vec<u32>,
    /// Layout cell of each compact index.
    cells: Vec<Cell>,
    seen: Vec<u32>,
    stamp: u32,
    queue: Vec<u32>,
}

impl<'b> BruteSolver<'b> {
    /// A solver for `board`, or `None` when it has more than [`BRUTE_MAX_FREE`]
    /// free cells.
    #[must_use]
    pub fn new(board: &'b Board) -> Option<BruteSolver<'b>> {
        let cells: Vec<Cell> = board.free_cells().collect();
        if cells.len() > BRUTE_MAX_FREE {
            return None;
        }
        let mut index = vec![u32::MAX; board.layout_len()];
        for (i, &c) in cells.iter().enumerate() {
            index[c] = i as u32;
        }
        Some(BruteSolver {
            board,
            index,
            seen: vec![0; cells.len() * cells.len()],
            cells,
            stamp: 0,
            queue: Vec::new(),
        })
    }

    /// The fewest moves for `game`, or `None` when the piece can never reach
    /// the target.
    ///
    /// # Errors
    /// When the game is not valid on the board (see [`Game::check`]).
    pub fn solve(&mut self, game: &Game) -> Result<Option<u64>, GameError> {
        game.check(self.board)?;
        let n = self.cells.len();
        let target = self.index[self.board.cell(game.target)] as usize;
        let blank = self.index[self.board.cell(game.blank)] as usize;
        let piece = self.index[self.board.cell(game.piece)] as usize;
        if piece == target {
            return Ok(Some(0));
        }
        self.stamp += 1;
        let stamp = self.stamp;
        self.queue.clear();
        self.queue.push((blank * n + piece) as u32);
        self.seen[blank * n + piece] = stamp;
        let mut head = 0;
        let mut depth = 0;
        while head < self.queue.len() {
            depth += 1;
            let end = self.queue.len();
            while head < end {
                let s = self.queue[head] as usize;
                head += 1;
                let (b, p) = (s / n, s % n);
                for dir in Dir::ALL {
                    let next = self.board.step(self.cells[b], dir);
                    if !self.board.free_cell(next) {
                        continue;
                    }
                    let nb = self.index[next] as usize;
                    // Moving the blank onto the piece swaps them.
                    let np = if nb == p { b } else { p };
                    if np == target {
                        return Ok(Some(depth));
                    }
                    let ns = nb * n + np;
                    if self.seen[ns] != stamp {
                        self.seen[ns] = stamp;
                        self.queue.push(ns as u32);
                    }
                }
            }
        }
        Ok(None)
    }
}
