//! How a drawing tells the pieces apart.

use crate::classic::puzzle::{ClassicPuzzle, Piece};

/// How a drawing tells pieces apart: the designated piece, and the others by
/// their size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    Designated,
    Single,
    Double,
    Larger,
}

pub(super) fn kind(puzzle: &ClassicPuzzle, piece: &Piece) -> Kind {
    if piece.name == puzzle.designated().name {
        return Kind::Designated;
    }
    match piece.height * piece.width {
        1 => Kind::Single,
        2 => Kind::Double,
        _ => Kind::Larger,
    }
}
