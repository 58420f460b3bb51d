//! A game and its solution replayed once, checked move by move, ready to be
//! drawn by [`terminal`](super::terminal) or [`svg`](super::svg).

use crate::input::board::Board;
use crate::input::cell::Pos;
use crate::input::dir::Dir;
use crate::input::puzzle::{Game, GameError};
use crate::solution::{ReplayError, Solution};

/// Where the blank and the designated piece are after some number of moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// Moves played so far.
    pub moves: usize,
    /// The blank's cell.
    pub blank: Pos,
    /// The designated piece's cell.
    pub piece: Pos,
}

/// Why a game and its solution cannot be drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SceneError {
    /// The game is not valid on the board.
    #[error(transparent)]
    Game(#[from] GameError),
    /// A move of the solution breaks the rules.
    #[error(transparent)]
    Replay(#[from] ReplayError),
}

/// Plays `moves` from the start of `game` and returns every position on the
/// way: the start first, then one per move.
///
/// ```
/// use huarong::render::positions;
/// use huarong::{Board, Dir, Game, Pos};
/// let board = Board::from_rows(&["0111", "0110", "0100"]).unwrap();
/// let game = Game { blank: Pos::new(2, 1), piece: Pos::new(0, 1), target: Pos::new(1, 1) };
/// let all = positions(&board, &game, &[Dir::Up, Dir::Up]).unwrap();
/// assert_eq!(all.len(), 3);
/// assert_eq!((all[2].blank, all[2].piece), (Pos::new(0, 1), Pos::new(1, 1)));
/// ```
///
/// # Errors
/// A [`ReplayError`] for the first move that leaves the board or enters a fixed
/// cell, as [`crate::replay`] reports it.
pub fn positions(board: &Board, game: &Game, moves: &[Dir]) -> Result<Vec<Position>, ReplayError> {
    let mut all = Vec::with_capacity(moves.len() + 1);
    all.push(Position {
        moves: 0,
        blank: game.blank,
        piece: game.piece,
    });
    crate::solution::play(board, game, moves, |index, blank, piece| {
        all.push(Position {
            moves: index + 1,
            blank,
            piece,
        });
    })?;
    Ok(all)
}

/// The cells the designated piece passes through when `moves` are played from
/// the start of `game`, in order: its start cell first, then one cell per move
/// of the piece.
///
/// # Errors
/// A [`ReplayError`] for the first illegal move.
pub fn route(board: &Board, game: &Game, moves: &[Dir]) -> Result<Vec<Pos>, ReplayError> {
    Ok(route_of(&positions(board, game, moves)?))
}

fn route_of(positions: &[Position]) -> Vec<Pos> {
    let mut cells = Vec::new();
    for p in positions {
        if cells.last() != Some(&p.piece) {
            cells.push(p.piece);
        }
    }
    cells
}

/// One game ready to draw: its board, its cells and, when it is solvable, every
/// position of its solution, replayed and checked once.
#[derive(Clone, Debug)]
pub struct Scene<'a> {
    pub(super) board: &'a Board,
    /// The game's number, from 1, for titles.
    pub(super) number: usize,
    pub(super) game: Game,
    pub(super) answer: Option<u64>,
    /// The moves as letters.
    pub(super) moves: String,
    pub(super) positions: Vec<Position>,
}

impl<'a> Scene<'a> {
    /// Game `number` (1-based, for the header) with its `solution`, or `None`
    /// when the game is unsolvable (answer -1).
    ///
    /// # Errors
    /// When the game is not valid on the board or a move breaks the rules.
    pub fn new(
        board: &'a Board,
        number: usize,
        game: Game,
        solution: Option<&Solution>,
    ) -> Result<Scene<'a>, SceneError> {
        game.check(board)?;
        let moves = solution.map_or(&[][..], |s| &s.moves[..]);
        let positions = positions(board, &game, moves)?;
        Ok(Scene {
            board,
            number,
            game,
            answer: solution.map(|s| s.cost),
            moves: solution.map(Solution::letters).unwrap_or_default(),
            positions,
        })
    }

    /// Every position of the solution: the start, then one per move (just the
    /// start for an unsolvable game).
    #[must_use]
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// The designated piece's cells in order, start first (see [`route`]).
    #[must_use]
    pub fn route(&self) -> Vec<Pos> {
        route_of(&self.positions)
    }

    /// The positions right after each move of the designated piece.
    #[must_use]
    pub fn piece_moves(&self) -> Vec<Position> {
        self.positions
            .windows(2)
            .filter(|w| w[0].piece != w[1].piece)
            .map(|w| w[1])
            .collect()
    }

    /// The number of moves of the solution (0 for an unsolvable game).
    pub(super) fn total_moves(&self) -> usize {
        self.positions.len() - 1
    }

    /// The whole board, as a frame.
    #[must_use]
    pub fn whole(&self) -> Frame {
        Frame {
            rows: 0..self.board.rows(),
            cols: 0..self.board.cols(),
        }
    }

    /// A frame of at most `rows` x `cols` cells round what the solution
    /// touches (the target and every cell the piece or the blank visits),
    /// with a margin of [`Frame::MARGIN`] cells and grown evenly to that size
    /// where the board allows; the whole board when it fits. When the
    /// solution spans more than fits, the frame is centred on it.
    ///
    /// ```
    /// use huarong::render::Scene;
    /// use huarong::{Board, Game, Pos};
    /// let rows: Vec<String> = (0..50).map(|_| "1".repeat(60)).collect();
    /// let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
    /// let board = Board::from_rows(&rows).unwrap();
    /// let game = Game { blank: Pos::new(20, 30), piece: Pos::new(20, 31), target: Pos::new(20, 31) };
    /// let scene = Scene::new(&board, 1, game, None).unwrap();
    /// let frame = scene.frame(20, 20);
    /// // The solution touches rows 20 and columns 30..=31: with a margin of
    /// // three and grown evenly to the size asked for.
    /// assert_eq!((frame.rows, frame.cols), (11..31, 21..41));
    /// assert_eq!(scene.frame(100, 100), scene.whole());
    /// ```
    #[must_use]
    pub fn frame(&self, rows: usize, cols: usize) -> Frame {
        let whole = self.whole();
        if whole.rows.len() <= rows && whole.cols.len() <= cols {
            return whole;
        }
        let cells = self
            .positions
            .iter()
            .flat_map(|p| [p.piece, p.blank])
            .chain([self.game.target]);
        let (mut top, mut bottom, mut left, mut right) = (usize::MAX, 0, usize::MAX, 0);
        for cell in cells {
            top = top.min(cell.row());
            bottom = bottom.max(cell.row());
            left = left.min(cell.col());
            right = right.max(cell.col());
        }
        Frame {
            rows: span(top, bottom, rows, self.board.rows()),
            cols: span(left, right, cols, self.board.cols()),
        }
    }
}

/// The part of the board a drawing shows: a range of rows and one of
/// columns (0-based).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Frame {
    /// The rows shown.
    pub rows: std::ops::Range<usize>,
    /// The columns shown.
    pub cols: std::ops::Range<usize>,
}

impl Frame {
    /// Cells of room kept round what a solution touches.
    pub const MARGIN: usize = 3;

    /// Whether `pos` is inside the frame.
    #[must_use]
    pub fn contains(&self, pos: Pos) -> bool {
        self.rows.contains(&pos.row()) && self.cols.contains(&pos.col())
    }
}

/// At most `most` of `0..len`, round `first..=last` with a margin where there
/// is room, centred on it when it is longer than `most`.
fn span(first: usize, last: usize, most: usize, len: usize) -> std::ops::Range<usize> {
    let most = most.clamp(1, len.max(1));
    let wanted_start = first.saturating_sub(Frame::MARGIN);
    let wanted_end = (last + 1 + Frame::MARGIN).min(len);
    if wanted_end - wanted_start <= most {
        // Grow evenly round the wanted span until it fills `most` or the board.
        let grow = most - (wanted_end - wanted_start);
        let start = wanted_start.saturating_sub(grow / 2);
        let end = (start + most).min(len);
        return end.saturating_sub(most)..end;
    }
    let centre = (first + last) / 2;
    let start = centre.saturating_sub(most / 2).min(len - most);
    start..start + most
}
