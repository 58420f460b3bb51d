//! The judge's format, once for both of its readers: what each number is
//! called in messages, a decimal number's value, and the reader of the games'
//! lines. [`parse`](super::parse) reads the format leniently and fast,
//! [`validate`](super::validate) strictly; each says how it reads one number
//! and ends a game's line ([`GameLines`]), and this module does the rest.

use crate::input::board::Board;
use crate::input::cell::Pos;
use crate::input::puzzle::{Game, GameError, Role};

/// The first number of the header, as messages name it.
pub(crate) const ROWS: &str = "the number of rows n (at least 1)";
/// The second number of the header.
pub(crate) const COLS: &str = "the number of columns m (at least 1)";
/// The third number of the header.
pub(crate) const GAMES: &str = "the number of games q (0 or more)";

/// What the cell at 0-based row `r` and column `c` should be.
pub(crate) fn cell(r: usize, c: usize) -> String {
    format!("cell ({}, {}): 0 (fixed) or 1 (movable)", r + 1, c + 1)
}

/// The value of a token of decimal digits, `None` past `u64::MAX`.
pub(crate) fn value(digits: &[u8]) -> Option<u64> {
    digits.iter().try_fold(0u64, |acc, &d| {
        acc.checked_mul(10)?.checked_add(u64::from(d - b'0'))
    })
}

/// `value` as a `usize`, saturated (never reached on a board that fits).
pub(crate) fn to_usize(value: u64) -> usize {
    usize::try_from(value).unwrap_or(usize::MAX)
}

/// A game's six numbers in order, each named and on its axis.
const COORDINATES: [(&str, Axis); 6] = [
    ("EX", Axis::Row),
    ("EY", Axis::Column),
    ("SX", Axis::Row),
    ("SY", Axis::Column),
    ("TX", Axis::Row),
    ("TY", Axis::Column),
];

#[derive(Clone, Copy, PartialEq, Eq)]
enum Axis {
    Row,
    Column,
}

/// One of a game's six coordinates, to read: 1-based, at most `max`.
#[derive(Clone, Copy)]
pub(crate) struct Coordinate {
    /// The 1-based game.
    game: u64,
    /// Its place among the six, from 0 (EX) to 5 (TY).
    index: usize,
    /// The board's rows or columns.
    pub(crate) max: usize,
}

impl Coordinate {
    /// Whether it starts its game's line.
    pub(crate) fn first(self) -> bool {
        self.index == 0
    }

    /// What it should be, for messages.
    pub(crate) fn expected(self) -> String {
        let (name, axis) = COORDINATES[self.index];
        let axis = match axis {
            Axis::Row => "row",
            Axis::Column => "column",
        };
        format!(
            "{name} of game {}: a {axis} from 1 to {}",
            self.game, self.max
        )
    }
}

/// How a reader reads the games' lines, number by number; [`read_games`]
/// puts the numbers together into games and checks them.
pub(crate) trait GameLines {
    /// The reader's error.
    type Error;

    /// A whole game read at once, when it is the common case (plain
    /// numbers in range making a valid game on `board`); `None`, with the
    /// reader where it was, sends [`read_games`] number by number.
    fn quick(&mut self, _board: &Board) -> Option<Game> {
        None
    }

    /// The next coordinate, checked to be from 1 to `coordinate.max`: its
    /// 0-based value and the byte offset where it starts.
    ///
    /// # Errors
    /// The first fault from here.
    fn coordinate(&mut self, coordinate: Coordinate) -> Result<(usize, usize), Self::Error>;

    /// Game `game` breaks a promise ([`Game::check`]): the fault, at byte
    /// `at`.
    fn invalid_game(&mut self, at: usize, game: u64, error: GameError) -> Self::Error;

    /// What follows game `game` of `games`, after its last number.
    ///
    /// # Errors
    /// The first fault from here.
    fn end_of_game(&mut self, game: u64, games: u64) -> Result<(), Self::Error>;
}

/// The `games` games that follow the board, each checked on `board`.
/// `input_len` bounds the reservation: each game takes at least 12 bytes.
///
/// # Errors
/// The first fault `lines` finds, or the first game that breaks a promise.
pub(crate) fn read_games<L: GameLines>(
    lines: &mut L,
    board: &Board,
    games: u64,
    input_len: usize,
) -> Result<Vec<Game>, L::Error> {
    let reserve = games.min((input_len / 12) as u64);
    let mut list = Vec::with_capacity(to_usize(reserve));
    for g in 1..=games {
        let game = match lines.quick(board) {
            Some(game) => game,
            None => read_game(lines, board, g)?,
        };
        list.push(game);
        lines.end_of_game(g, games)?;
    }
    Ok(list)
}

/// Game `game`, number by number, checked on `board`.
fn read_game<L: GameLines>(lines: &mut L, board: &Board, game: u64) -> Result<Game, L::Error> {
    let mut values = [0; 6];
    let mut starts = [0; 6];
    for (index, (_, axis)) in COORDINATES.into_iter().enumerate() {
        let max = match axis {
            Axis::Row => board.rows(),
            Axis::Column => board.cols(),
        };
        (values[index], starts[index]) = lines.coordinate(Coordinate { game, index, max })?;
    }
    let [er, ec, sr, sc, tr, tc] = values;
    let read = Game {
        blank: Pos::new(er, ec),
        piece: Pos::new(sr, sc),
        target: Pos::new(tr, tc),
    };
    read.check(board).map_err(|error| {
        // Each role's row coordinate starts its cell.
        let at = match error.role() {
            Role::Blank => starts[0],
            Role::Piece => starts[2],
            Role::Target => starts[4],
        };
        lines.invalid_game(at, game, error)
    })?;
    Ok(read)
}
