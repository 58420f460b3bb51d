//! What can go wrong: a layout text that is not a puzzle (the puzzle
//! parser's [`Located`] errors, with the classic format's own kinds of
//! fault), and a search that does not fit.

use crate::input::error::Located;

/// A layout text that is not a valid puzzle, and where it goes wrong (its
/// line, column and an excerpt with a caret), as
/// [`ClassicPuzzle::parse`](crate::classic::ClassicPuzzle::parse) finds it.
pub type ClassicParseError = Located<ClassicParseErrorKind>;

/// What is wrong with a layout text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ClassicParseErrorKind {
    /// Nothing but empty lines.
    #[error("the layout is empty: expected rows of cells, then a line `goal L R C`")]
    Empty,
    /// The goal line comes before any row.
    #[error("no rows before the goal line: the layout's rows come first")]
    NoRows,
    /// An empty line between rows, or between the rows and the goal line.
    #[error("an empty line inside the layout: rows come one a line, then the goal line")]
    EmptyLine,
    /// A character that is no cell.
    #[error(
        "'{found}' is not a cell: a cell is `.` (blank), `#` (wall), or a letter or digit naming a piece"
    )]
    UnknownCharacter {
        /// The character, escaped for a message.
        found: String,
    },
    /// A row longer or shorter than the first.
    #[error("row {row} has {found} cells, the first row {expected}: rows are all one length")]
    RowLength {
        /// 1-based row.
        row: usize,
        /// Its cells.
        found: usize,
        /// The first row's cells.
        expected: usize,
    },
    /// One character names two separate groups of cells.
    #[error(
        "'{piece}' names two pieces, this one and the one at row {row}, column {col}: give each piece its own character"
    )]
    TwoPieces {
        /// The character.
        piece: char,
        /// 1-based row of the first piece's first cell.
        row: usize,
        /// 1-based column of the first piece's first cell.
        col: usize,
    },
    /// A piece whose cells are not a filled rectangle.
    #[error(
        "piece '{piece}' is not a filled rectangle: it spans rows {top} to {bottom} and columns {left} to {right}, but this cell is '{found}'"
    )]
    NotRectangle {
        /// The piece's character.
        piece: char,
        /// 1-based first row of its cells.
        top: usize,
        /// 1-based last row.
        bottom: usize,
        /// 1-based first column.
        left: usize,
        /// 1-based last column.
        right: usize,
        /// What the cell inside that holds instead.
        found: char,
    },
    /// The input ends without a goal line.
    #[error(
        "no goal line: the layout must end with a line `goal L R C` (piece L's top-left cell must reach row R, column C)"
    )]
    NoGoal,
    /// The goal line ends early.
    #[error("the goal line ends early: expected {expected} (`goal L R C`)")]
    GoalEndsEarly {
        /// What is missing.
        expected: &'static str,
    },
    /// The goal's piece is not one character.
    #[error("'{found}' is not a piece's name: name the piece by its one character")]
    GoalName {
        /// The token, escaped for a message.
        found: String,
    },
    /// The goal names no piece on the board.
    #[error("the goal names piece '{piece}', but no piece on the board is '{piece}'")]
    GoalUnknownPiece {
        /// The name.
        piece: String,
    },
    /// The goal's row or column is not a number in range.
    #[error("'{found}' is not a {what}: expected a number from 1 to {max}")]
    GoalNumber {
        /// The token, escaped for a message.
        found: String,
        /// `row` or `column`.
        what: &'static str,
        /// The board's rows or columns.
        max: usize,
    },
    /// At the goal, the piece would leave the board.
    #[error(
        "piece '{piece}' is {height} x {width}: with its top-left cell at row {row}, column {col} it leaves the {rows} x {cols} board"
    )]
    GoalOffBoard {
        /// The piece.
        piece: char,
        /// Its rows.
        height: usize,
        /// Its columns.
        width: usize,
        /// 1-based goal row.
        row: usize,
        /// 1-based goal column.
        col: usize,
        /// The board's rows.
        rows: usize,
        /// The board's columns.
        cols: usize,
    },
    /// At the goal, the piece would cover a wall.
    #[error(
        "at the goal, piece '{piece}' would cover the wall at row {wall_row}, column {wall_col}"
    )]
    GoalOnWall {
        /// The piece.
        piece: char,
        /// 1-based row of the wall.
        wall_row: usize,
        /// 1-based column of the wall.
        wall_col: usize,
    },
    /// More on the goal line than `goal L R C`.
    #[error("'{found}' after the goal's column: the goal line is `goal L R C`")]
    GoalExtra {
        /// The first extra token, escaped for a message.
        found: String,
    },
    /// Text after the goal line.
    #[error("text after the goal line: the goal line ends the layout")]
    AfterGoal,
}

/// Why a search could not finish.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ClassicSolveError {
    /// The layouts do not fit the memory limit.
    #[error(
        "more than {layouts} layouts are reachable: holding them takes more than the memory limit of {max_bytes} bytes ({bytes_per_layout} bytes a layout)"
    )]
    OverBudget {
        /// The layouts found before the search stopped.
        layouts: u64,
        /// The limit in force, [`ClassicSearchLimits::max_bytes`](crate::classic::ClassicSearchLimits::max_bytes).
        max_bytes: u64,
        /// About what one layout takes, with the table around it.
        bytes_per_layout: u64,
    },
    /// A layout does not fit the widest key the solver packs.
    #[error(
        "the board has {open_cells} open cells and {classes} kinds of piece: a layout takes {bits} bits, more than the {max_bits} the solver packs"
    )]
    TooWide {
        /// Cells that are not walls.
        open_cells: usize,
        /// Shapes of piece, the designated one counted apart.
        classes: usize,
        /// The bits a layout would take.
        bits: usize,
        /// The most the solver packs.
        max_bits: usize,
    },
    /// A distance passed what a byte of the world's tables holds.
    #[error(
        "a layout of the mix {mix} is more than {max} moves from the goal: more than the world's tables hold"
    )]
    TooDeep {
        /// The mix, as `4v1h4s`.
        mix: String,
        /// The most the tables hold.
        max: usize,
    },
    /// The world's tables do not fit the memory limit.
    #[error(
        "the world's tables take {bytes} bytes, more than the memory limit of {max_bytes} bytes"
    )]
    WorldOverBudget {
        /// What they would take.
        bytes: u64,
        /// The limit in force.
        max_bytes: u64,
    },
}
