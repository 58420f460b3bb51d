//! What can be wrong with an input, and where: one located error for both
//! readers of the judge's format, each with its own kinds of fault
//! ([`ParseErrorKind`] for the lenient reader, [`ValidationErrorKind`] for the
//! strict one). The faults both can find are worded alike.

use crate::input::puzzle::GameError;
use crate::input::shown::{Excerpt, place};

/// A fault of an input and where it is: the first one a reader finds.
/// [`ParseError`] and [`ValidationError`] are this with their readers' kinds.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: {kind}")]
pub struct Located<K> {
    /// 1-based line of the fault (or of the end of the input).
    pub line: usize,
    /// 1-based column, in characters, of the fault.
    pub column: usize,
    /// What is wrong.
    pub kind: K,
    /// The offending line, to show under the message with a caret at
    /// `column`.
    pub excerpt: Box<Excerpt>,
}

impl<K> Located<K> {
    /// `kind` at byte `offset` of `input`: its line, column and excerpt.
    #[cold]
    pub(crate) fn at(input: &[u8], offset: usize, kind: K) -> Located<K> {
        let (line, column) = place(input, offset);
        Located {
            line,
            column,
            kind,
            excerpt: Box::new(Excerpt::at(input, offset)),
        }
    }
}

/// An input that is not a valid puzzle, and where it goes wrong, as
/// [`parse_puzzle`](crate::parse_puzzle) finds it.
pub type ParseError = Located<ParseErrorKind>;

/// The first fault of a file that is not strictly in the judge's format, and
/// where it is, as [`validate_puzzle`](crate::validate_puzzle) finds it.
pub type ValidationError = Located<ValidationErrorKind>;

/// What is wrong with an input.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseErrorKind {
    /// The input ended while a number was still expected.
    #[error("the input ends early: expected {expected}")]
    UnexpectedEnd {
        /// What the next token should have been.
        expected: String,
    },
    /// A token is not an integer.
    #[error("'{token}' is not an integer: expected {expected}")]
    NotInteger {
        /// The token as written.
        token: String,
        /// What the token should have been.
        expected: String,
    },
    /// An integer is outside its allowed range.
    #[error("{value} is out of range: expected {expected}")]
    OutOfRange {
        /// The token as written.
        value: String,
        /// What the token should have been, with its range.
        expected: String,
    },
    /// A line of the board's cells holds more or fewer than a row's: the
    /// input's rows are one per line, but this one is short or long.
    #[error("row {row} has {found} cells on its line, expected {expected} (one row per line)")]
    RowLength {
        /// 1-based row of the board.
        row: usize,
        /// The cells on its line.
        found: usize,
        /// The board's columns.
        expected: usize,
    },
    /// A cell token made of several 0s and 1s: a row written without the
    /// spaces between its cells.
    #[error(
        "'{token}' is not a cell: cells are 0 or 1, separated by spaces (`{spaced}`, not `{token}`)"
    )]
    CompactRow {
        /// The token as written.
        token: String,
        /// The same digits with spaces between them.
        spaced: String,
    },
    /// The board has more cells than [`InputLimits::max_cells`](crate::InputLimits::max_cells) allows.
    #[error("the board has {rows} x {cols} = {cells} cells, more than the limit of {max_cells}")]
    TooLarge {
        /// Rows asked for.
        rows: u64,
        /// Columns asked for.
        cols: u64,
        /// `rows * cols`.
        cells: u128,
        /// The limit in force.
        max_cells: u64,
    },
    /// Tokens follow the last game.
    #[error("unexpected '{token}' after the last game ({} announced)", announced(*games))]
    ExtraToken {
        /// The first extra token.
        token: String,
        /// The number of games announced in the header.
        games: u64,
    },
    /// Game number `game` (1-based) is not valid on the board.
    #[error("game {game}: {error}")]
    InvalidGame {
        /// 1-based game number.
        game: u64,
        /// The broken rule.
        error: GameError,
    },
}

/// What is wrong with a file, as [`validate_puzzle`](crate::validate_puzzle) finds it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ValidationErrorKind {
    /// The file starts with a UTF-8 byte-order mark.
    #[error("a UTF-8 byte-order mark: the file must start with the number of rows")]
    ByteOrderMark,
    /// The file ends where more was expected.
    #[error("the input ends early: expected {expected}")]
    UnexpectedEnd {
        /// What should have come next.
        expected: String,
    },
    /// The last line has no newline.
    #[error("no newline at the end of the last line")]
    MissingFinalNewline,
    /// A line is empty where a number was expected.
    #[error("an empty line: expected {expected}")]
    EmptyLine {
        /// The number the line should have started with.
        expected: String,
    },
    /// A line ends where another number was expected.
    #[error("the line ends early: expected {expected}")]
    ShortLine {
        /// The number that is missing.
        expected: String,
    },
    /// A line holds more numbers than it should.
    #[error("'{token}' is one number too many: this line holds {count}")]
    LongLine {
        /// The first extra token, shortened and escaped for a message.
        token: String,
        /// How many numbers the line should hold.
        count: usize,
    },
    /// A line starts with a space.
    #[error("a space at the start of the line")]
    LeadingSpace,
    /// Two spaces in a row between numbers.
    #[error("a second space: numbers are separated by exactly one space")]
    DoubleSpace,
    /// A space at the end of a line.
    #[error("a space at the end of the line")]
    TrailingSpace,
    /// A tab.
    #[error("a tab: numbers are separated by exactly one space")]
    Tab,
    /// A carriage return.
    #[error("a carriage return (CR): lines end with LF alone")]
    CarriageReturn,
    /// A token is not a plain decimal integer.
    #[error("'{token}' is not an integer: expected {expected}")]
    NotInteger {
        /// The token, shortened and escaped for a message.
        token: String,
        /// What the token should have been.
        expected: String,
    },
    /// A number has a sign.
    #[error("'{token}' has a sign: numbers are written without + or -")]
    Sign {
        /// The token, shortened and escaped for a message.
        token: String,
    },
    /// A number has a leading zero.
    #[error("'{token}' has a leading zero")]
    LeadingZero {
        /// The token, shortened and escaped for a message.
        token: String,
    },
    /// A number is outside the format's range.
    #[error("{value} is out of range: expected {expected}")]
    OutOfRange {
        /// The token, shortened and escaped for a message.
        value: String,
        /// What the number should have been, with its range.
        expected: String,
    },
    /// A number is above one of the [`ContestLimits`](crate::ContestLimits).
    #[error("{what} is {value}, above the limit of {limit}")]
    AboveLimit {
        /// Which number: the rows, the columns or the games.
        what: &'static str,
        /// The number.
        value: u64,
        /// The limit in force.
        limit: u64,
    },
    /// Game number `game` (1-based) breaks the data's promises.
    #[error("game {game}: {error}")]
    InvalidGame {
        /// 1-based game number.
        game: u64,
        /// The broken promise.
        error: GameError,
    },
    /// Empty lines follow the last game's line: the fault is shown at the
    /// end of that line, not on an empty one.
    #[error("{}: the file must end with this line's newline", empty_lines(*.lines))]
    EmptyLinesAtEnd {
        /// How many empty lines follow.
        lines: usize,
    },
    /// Something follows the last game's line.
    #[error("unexpected text after the last game ({} announced)", announced(*games))]
    TrailingText {
        /// The number of games announced in the header.
        games: u64,
    },
}

/// `an empty line follows`, `2 empty lines follow`.
fn empty_lines(lines: usize) -> String {
    if lines == 1 {
        "an empty line follows".to_owned()
    } else {
        format!("{lines} empty lines follow")
    }
}

/// `1 game was` or `N games were`, for the messages about text after the
/// last game.
fn announced(games: u64) -> String {
    if games == 1 {
        "1 game was".to_owned()
    } else {
        format!("{games} games were")
    }
}
