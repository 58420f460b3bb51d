//! One move of a classic puzzle, written as the command prints it (`C DL`: the
//! piece's name, then its steps), and what can make a move illegal.

use std::fmt;
use std::str::FromStr;

use crate::input::dir::Dir;

/// One move: piece `piece` slides one cell per step, in order. In the
/// [`Piece`](crate::classic::Metric::Piece) count a move has any number of
/// steps (one piece, any path through the blanks); in the
/// [`Cell`](crate::classic::Metric::Cell) count it has one.
///
/// Written `C DL`: the name, a space, a letter per step (`U`, `D`, `L`, `R`).
///
/// ```
/// use huarong::Dir;
/// use huarong::classic::ClassicMove;
/// let mv: ClassicMove = "C DL".parse()?;
/// assert_eq!(mv, ClassicMove { piece: 'C', steps: vec![Dir::Down, Dir::Left] });
/// assert_eq!(mv.to_string(), "C DL");
/// assert!("C".parse::<ClassicMove>().is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ClassicMove {
    /// The name of the piece that moves.
    pub piece: char,
    /// Its steps, in order.
    pub steps: Vec<Dir>,
}

impl fmt::Display for ClassicMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ", self.piece)?;
        self.steps
            .iter()
            .try_for_each(|d| fmt::Write::write_char(f, d.letter()))
    }
}

/// Why a text is not a move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "'{text}' is not a move: write the piece's name, a space and its steps (U, D, L, R), as `C DL`"
)]
pub struct MoveSyntaxError {
    /// The text, as given.
    pub text: String,
}

impl FromStr for ClassicMove {
    type Err = MoveSyntaxError;

    fn from_str(text: &str) -> Result<ClassicMove, MoveSyntaxError> {
        let bad = || MoveSyntaxError {
            text: text.to_owned(),
        };
        let (name, letters) = text.trim().split_once(' ').ok_or_else(bad)?;
        let mut name_chars = name.chars();
        let (Some(piece), None) = (name_chars.next(), name_chars.next()) else {
            return Err(bad());
        };
        let steps = letters
            .trim()
            .chars()
            .map(|c| Dir::ALL.into_iter().find(|d| d.letter() == c))
            .collect::<Option<Vec<Dir>>>()
            .filter(|steps| !steps.is_empty())
            .ok_or_else(bad)?;
        Ok(ClassicMove { piece, steps })
    }
}

/// What stops a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Obstacle {
    /// The edge of the board.
    Edge,
    /// A wall.
    Wall,
    /// The piece of this name.
    Piece(char),
}

impl fmt::Display for Obstacle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Obstacle::Edge => f.write_str("the edge of the board"),
            Obstacle::Wall => f.write_str("a wall"),
            Obstacle::Piece(name) => write!(f, "piece '{name}'"),
        }
    }
}

/// Why a move cannot be made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ClassicMoveError {
    /// No piece has the move's name.
    #[error("no piece is named '{piece}'")]
    UnknownPiece {
        /// The name the move gives.
        piece: char,
    },
    /// The move has no steps.
    #[error("the move of piece '{piece}' has no steps")]
    NoSteps {
        /// The piece's name.
        piece: char,
    },
    /// A step runs into something.
    #[error("step {step} of piece '{piece}' ({}) runs into {by}", dir.letter())]
    Blocked {
        /// The piece's name.
        piece: char,
        /// Which step, from 1.
        step: usize,
        /// Its direction.
        dir: Dir,
        /// What is in the way.
        by: Obstacle,
    },
}

/// The first move of a sequence that cannot be made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("move {}: {error}", .index + 1)]
pub struct ClassicReplayError {
    /// Which move, from 0.
    pub index: usize,
    /// Why it cannot be made.
    pub error: ClassicMoveError,
}
