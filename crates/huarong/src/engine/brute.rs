//! The reference engine: breadth-first search over (blank, piece) positions.
//!
//! It knows nothing of sides, around-costs or heuristics, so it shares no idea
//! with the other engines that could be wrong in the same way; the tests trust it.
//! It needs (free cells)² states, so it is limited to small boards.

use crate::engine::solver::Solver;
use crate::input::board::Board;
use crate::input::cell::Cell;
use crate::input::dir::Dir;
use crate::input::puzzle::{Game, GameError};
use crate::solution::Solution;

/// The most free cells the brute-force engine accepts.
pub const BRUTE_MAX_FREE: usize = 3000;

/// Breadth-first search over every (blank, piece) position of a small board.
///
/// ```
/// use huarong::{Board, BruteSolver, Game, Pos, Solver};
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
    /// Per position, the direction the blank moved to reach it, when moves
    /// are asked for (allocated then).
    came_by: Vec<Dir>,
}

/// A position: blank and piece by compact index, `blank * n + piece`.
type Position = usize;

impl<'b> BruteSolver<'b> {
    /// A solver for `board`, or `None` when it has more than [`BRUTE_MAX_FREE`]
    /// free cells.
    #[must_use]
    pub fn new(board: &'b Board) -> Option<BruteSolver<'b>> {
        let cells: Vec<Cell> = board.free_cells().collect();
        if cells.len() > BRUTE_MAX_FREE {
            return None;
        }
        // Cells that are not free have no compact index and are never read.
        let mut index = vec![u32::MAX; board.layout_len()];
        for (i, &c) in cells.iter().enumerate() {
            // At most BRUTE_MAX_FREE cells.
            index[c.index()] = i as u32;
        }
        Some(BruteSolver {
            board,
            index,
            seen: vec![0; cells.len() * cells.len()],
            cells,
            stamp: 0,
            queue: Vec::new(),
            came_by: Vec::new(),
        })
    }

    /// The compact index of the free cell at `cell`.
    fn compact(&self, cell: Cell) -> usize {
        self.index[cell.index()] as usize
    }

    /// Breadth-first search from `game`'s start: the number of moves and the
    /// position where the piece first stands on the target, or `None`. With
    /// `record`, each position reached keeps the move that reached it.
    fn search(&mut self, game: &Game, record: bool) -> Result<Option<(u64, Position)>, GameError> {
        game.check(self.board)?;
        let n = self.cells.len();
        let target = self.compact(self.board.cell(game.target));
        let blank = self.compact(self.board.cell(game.blank));
        let piece = self.compact(self.board.cell(game.piece));
        if piece == target {
            return Ok(Some((0, blank * n + piece)));
        }
        if record && self.came_by.is_empty() {
            self.came_by = vec![Dir::Up; n * n];
        }
        self.stamp += 1;
        let stamp = self.stamp;
        self.queue.clear();
        // Positions fit u32: at most BRUTE_MAX_FREE squared.
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
                    let nb = self.compact(next);
                    // Moving the blank onto the piece swaps them.
                    let np = if nb == p { b } else { p };
                    let ns = nb * n + np;
                    if self.seen[ns] == stamp {
                        continue;
                    }
                    self.seen[ns] = stamp;
                    if record {
                        self.came_by[ns] = dir;
                    }
                    if np == target {
                        return Ok(Some((depth, ns)));
                    }
                    self.queue.push(ns as u32);
                }
            }
        }
        Ok(None)
    }
}

impl BruteSolver<'_> {
    /// The fewest moves for `game` (`None` when unsolvable) and how many
    /// positions the search reached before it stopped, the start and the
    /// position at the target included.
    pub(crate) fn search_size(&mut self, game: &Game) -> Result<(Option<u64>, u64), GameError> {
        let found = self.search(game, false)?;
        let reached = match found {
            // The piece starts on the target: only the start was reached.
            Some((0, _)) => 1,
            Some(_) => self.queue.len() + 1,
            None => self.queue.len(),
        };
        Ok((found.map(|(depth, _)| depth), reached as u64))
    }
}

impl Solver for BruteSolver<'_> {
    fn solve(&mut self, game: &Game) -> Result<Option<u64>, GameError> {
        Ok(self.search(game, false)?.map(|(depth, _)| depth))
    }

    fn solve_with_moves(&mut self, game: &Game) -> Result<Option<Solution>, GameError> {
        let Some((cost, mut at)) = self.search(game, true)? else {
            return Ok(None);
        };
        let n = self.cells.len();
        let start = self.compact(self.board.cell(game.blank)) * n
            + self.compact(self.board.cell(game.piece));
        let mut moves = Vec::new();
        // Back along the recorded moves: the blank came from the cell behind
        // it, and if it now stands where the piece was, the two swapped.
        while at != start {
            let dir = self.came_by[at];
            let (b, p) = (at / n, at % n);
            let before = self.compact(self.board.step(self.cells[b], dir.opposite()));
            let piece_before = if p == before { b } else { p };
            moves.push(dir);
            at = before * n + piece_before;
        }
        moves.reverse();
        Ok(Some(Solution { cost, moves }))
    }
}
