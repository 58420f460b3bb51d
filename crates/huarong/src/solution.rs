//! Solutions: a game's optimal cost with the blank's moves, and a replay that
//! checks any move sequence against the rules.
//!
//! May use: `input`.

use crate::input::board::Board;
use crate::input::cell::Pos;
use crate::input::dir::Dir;
use crate::input::puzzle::Game;

/// A game's fewest moves, or none when it is unsolvable: an `Option<u64>` in
/// eight bytes instead of sixteen, for the answers of millions of games.
/// `u64::MAX` stands for none (no board within the solver's ceiling comes
/// near it: a solution never repeats a position, so it takes fewer moves than
/// the square of the free cells).
///
/// ```
/// use huarong::Cost;
/// assert_eq!(Cost::new(Some(7)).get(), Some(7));
/// assert_eq!(Cost::NONE.get(), None);
/// assert_eq!(Cost::from(None), Cost::NONE);
/// assert_eq!(std::mem::size_of::<Cost>(), 8);
/// ```
#[repr(transparent)]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Cost(u64);

impl Cost {
    /// No solution.
    pub const NONE: Cost = Cost(u64::MAX);

    /// The cost `moves`, or none.
    #[must_use]
    #[inline]
    pub const fn new(moves: Option<u64>) -> Cost {
        match moves {
            Some(moves) => Cost(moves),
            None => Cost::NONE,
        }
    }

    /// The fewest moves, or `None` when the game is unsolvable.
    #[must_use]
    #[inline]
    pub const fn get(self) -> Option<u64> {
        if self.0 == u64::MAX {
            None
        } else {
            Some(self.0)
        }
    }
}

impl From<Option<u64>> for Cost {
    fn from(moves: Option<u64>) -> Cost {
        Cost::new(moves)
    }
}

impl From<Cost> for Option<u64> {
    fn from(cost: Cost) -> Option<u64> {
        cost.get()
    }
}

impl std::fmt::Debug for Cost {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.get().fmt(f)
    }
}

/// An optimal solution: its cost and one sequence of moves that achieves it.
///
/// Each move is the direction the blank moves in; moving onto the designated
/// piece swaps the two.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The number of moves.
    pub cost: u64,
    /// The blank's moves, `cost` of them.
    pub moves: Vec<Dir>,
}

impl Solution {
    /// The moves as a string of `U`, `D`, `L` and `R`.
    ///
    /// ```
    /// use huarong::{Dir, Solution};
    /// let solution = Solution { cost: 2, moves: vec![Dir::Up, Dir::Left] };
    /// assert_eq!(solution.letters(), "UL");
    /// ```
    #[must_use]
    pub fn letters(&self) -> String {
        self.moves.iter().map(|d| d.letter()).collect()
    }
}

/// Why a move sequence breaks the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("move {number} ({letter}) takes the blank {reason}", number = .index + 1, letter = .dir.letter())]
pub struct ReplayError {
    /// 0-based index of the first illegal move.
    pub index: usize,
    /// Its direction.
    pub dir: Dir,
    /// What it runs into.
    pub reason: &'static str,
}

/// Plays `moves` from the start of `game` and returns where the designated piece
/// ends up, or the first illegal move.
///
/// ```
/// use huarong::{replay, Board, Dir, Game, Pos};
/// let board = Board::from_rows(&["0111", "0110", "0100"]).unwrap();
/// let game = Game { blank: Pos::new(2, 1), piece: Pos::new(0, 1), target: Pos::new(1, 1) };
/// assert_eq!(replay(&board, &game, &[Dir::Up, Dir::Up]), Ok(Pos::new(1, 1)));
/// assert!(replay(&board, &game, &[Dir::Left]).is_err());
/// ```
///
/// # Errors
/// A [`ReplayError`] for the first move that leaves the board or enters a fixed
/// cell.
pub fn replay(board: &Board, game: &Game, moves: &[Dir]) -> Result<Pos, ReplayError> {
    play(board, game, moves, |_, _, _| {})
}

/// Plays `moves` from the start of `game`, calling `after(index, blank, piece)`
/// after each legal move; returns where the piece ends up, or the first
/// illegal move.
pub(crate) fn play(
    board: &Board,
    game: &Game,
    moves: &[Dir],
    mut after: impl FnMut(usize, Pos, Pos),
) -> Result<Pos, ReplayError> {
    let (mut blank, mut piece) = (game.blank, game.piece);
    for (index, &dir) in moves.iter().enumerate() {
        let next = board.neighbor(blank, dir).ok_or(ReplayError {
            index,
            dir,
            reason: "off the board",
        })?;
        if !board.is_free(next) {
            return Err(ReplayError {
                index,
                dir,
                reason: "onto a fixed piece",
            });
        }
        if next == piece {
            piece = blank;
        }
        blank = next;
        after(index, blank, piece);
    }
    Ok(piece)
}
