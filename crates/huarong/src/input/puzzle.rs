//! A puzzle: one board and the games played on it.

use crate::input::board::Board;
use crate::input::cell::Pos;

/// One game: where the blank starts, where the designated piece starts, and
/// where it must go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Game {
    /// The blank cell.
    pub blank: Pos,
    /// The designated piece's cell.
    pub piece: Pos,
    /// The cell the designated piece must reach.
    pub target: Pos,
}

impl Game {
    /// Why this game is not valid on `board`, if it is not: all three cells must be
    /// free cells inside the board and the blank must not be on the piece.
    ///
    /// ```
    /// use huarong::{Board, Game, Pos};
    /// let board = Board::from_rows(&["111"]).unwrap();
    /// let game = Game { blank: Pos::new(0, 0), piece: Pos::new(0, 0), target: Pos::new(0, 2) };
    /// assert!(game.check(&board).is_err());
    /// ```
    ///
    /// # Errors
    /// A [`GameError`] naming the first broken rule.
    pub fn check(&self, board: &Board) -> Result<(), GameError> {
        for (role, pos) in [
            (Role::Blank, self.blank),
            (Role::Piece, self.piece),
            (Role::Target, self.target),
        ] {
            if !board.contains(pos) {
                return Err(GameError::Outside(role, pos));
            }
            if !board.is_free(pos) {
                return Err(GameError::Fixed(role, pos));
            }
        }
        if self.blank == self.piece {
            return Err(GameError::BlankOnPiece(self.blank));
        }
        Ok(())
    }
}

/// Which of a game's three cells a message is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// The blank cell.
    Blank,
    /// The designated piece's cell.
    Piece,
    /// The target cell.
    Target,
}

impl std::fmt::Display for Role {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Role::Blank => "the blank",
            Role::Piece => "the designated piece",
            Role::Target => "the target",
        })
    }
}

/// Why a game is not valid on its board. Positions print 1-based, as in the input.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    /// A cell lies outside the board.
    #[error("{0} at ({r}, {c}) is outside the board", r = .1.row() + 1, c = .1.col() + 1)]
    Outside(Role, Pos),
    /// A cell holds a fixed piece.
    #[error("{0} at ({r}, {c}) is on a fixed cell (0); it must be on a 1-cell", r = .1.row() + 1, c = .1.col() + 1)]
    Fixed(Role, Pos),
    /// The blank and the designated piece share a cell.
    #[error("the blank and the designated piece are both at ({r}, {c}); they must differ", r = .0.row() + 1, c = .0.col() + 1)]
    BlankOnPiece(Pos),
}

impl GameError {
    /// The coordinate a message should point at: the role at fault, or the
    /// piece when the blank sits on it.
    pub fn role(&self) -> Role {
        match *self {
            GameError::Outside(role, _) | GameError::Fixed(role, _) => role,
            GameError::BlankOnPiece(_) => Role::Piece,
        }
    }
}

/// A board and the games to answer on it, as the judge's input gives them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The board shared by every game.
    pub board: Board,
    /// The games, in input order.
    pub games: Vec<Game>,
}

/// Writes the puzzle in the judge's input format (1-based coordinates), which
/// [`crate::parse_puzzle`] reads back.
impl std::fmt::Display for Puzzle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", Header::new(&self.board, self.games.len() as u64))?;
        for game in &self.games {
            writeln!(f, "{game}")?;
        }
        Ok(())
    }
}

/// The judge's format up to the games: `n m q` and the board's rows, each
/// line ending in a newline. With [`Game`]'s `Display`, it writes a puzzle
/// whose games are never all held at once.
///
/// ```
/// use huarong::{Board, Game, Header, Pos};
/// let board = Board::from_rows(&["110"]).unwrap();
/// let game = Game { blank: Pos::new(0, 0), piece: Pos::new(0, 1), target: Pos::new(0, 0) };
/// assert_eq!(format!("{}{game}", Header::new(&board, 1)), "1 3 1\n1 1 0\n1 1 1 2 1 1");
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Header<'a> {
    board: &'a Board,
    games: u64,
}

impl<'a> Header<'a> {
    /// The header of a puzzle of `games` games on `board`.
    #[must_use]
    pub fn new(board: &'a Board, games: u64) -> Header<'a> {
        Header { board, games }
    }
}

impl std::fmt::Display for Header<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let board = self.board;
        writeln!(f, "{} {} {}", board.rows(), board.cols(), self.games)?;
        let mut line = String::with_capacity(board.cols() * 2);
        for row in 0..board.rows() {
            line.clear();
            for col in 0..board.cols() {
                if col > 0 {
                    line.push(' ');
                }
                line.push(if board.is_free(Pos::new(row, col)) {
                    '1'
                } else {
                    '0'
                });
            }
            writeln!(f, "{line}")?;
        }
        Ok(())
    }
}

/// The game's line in the judge's format: `EX EY SX SY TX TY`, 1-based, with
/// no newline.
impl std::fmt::Display for Game {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} {} {} {} {} {}",
            self.blank.row() + 1,
            self.blank.col() + 1,
            self.piece.row() + 1,
            self.piece.col() + 1,
            self.target.row() + 1,
            self.target.col() + 1
        )
    }
}
