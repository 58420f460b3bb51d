//! Long cycles of small pieces strung on a snaking corridor, each piece
//! meeting the next at one corridor cell: the boards on which every detour
//! round a piece cell is the whole cycle, in several shapes.
//!
//! The pieces stand alternately above and below the corridor, so that two
//! in a row share only the corridor cell at their common column:
//!
//! - a *link* is a hollow rectangle three rows high whose base is the
//!   corridor: two parallel paths between its two corners on the corridor;
//! - a *necklace bead* is a link five rows high whose far side is itself a
//!   string of small links: a cycle of pieces inside a piece of the cycle;
//! - a *block* is a solid rectangle, rigid;
//! - a *blob* is a block with some inner cells fixed at random.

use rand::RngExt;

use crate::input::board::Board;
use crate::input::cell::Pos;

/// Rows between the corridor's runs for pieces up to three rows high.
pub(super) const LINK_SPACING: usize = 6;

/// Rows between the corridor's runs for pieces up to seven rows high.
pub(super) const NECKLACE_SPACING: usize = 15;

/// The columns a necklace bead spans.
pub(super) const NECKLACE_WIDTH: usize = 11;

/// The widest piece of [`mixed`].
pub(super) const MIXED_WIDTH: usize = 12;

/// One piece on the corridor.
#[derive(Clone, Copy)]
enum Piece {
    /// A hollow rectangle of this many columns (at least 3), three rows high.
    Link(usize),
    /// A hollow rectangle of this many columns (at least 7), five rows high,
    /// with small links along its far side.
    Necklace(usize),
    /// A solid rectangle of this many columns and rows (at least 2 each).
    Block(usize, usize),
    /// A block with inner cells fixed with probability 1/3.
    Blob(usize, usize),
}

impl Piece {
    fn width(self) -> usize {
        match self {
            Piece::Link(w) | Piece::Necklace(w) | Piece::Block(w, _) | Piece::Blob(w, _) => w,
        }
    }
}

/// Strings links of `width` columns on the corridor's `runs` (see
/// [`Family::Links`](super::Family::Links)).
pub(super) fn links(board: &mut Board, runs: &[usize], width: usize, rng: &mut impl RngExt) {
    string(board, runs, rng, |_| Piece::Link(width));
}

/// Strings necklace beads on the corridor's `runs` (see
/// [`Family::Necklace`](super::Family::Necklace)).
pub(super) fn necklace(board: &mut Board, runs: &[usize], rng: &mut impl RngExt) {
    string(board, runs, rng, |_| Piece::Necklace(NECKLACE_WIDTH));
}

/// Strings random pieces of every kind on the corridor's `runs` (see
/// [`Family::Mixed`](super::Family::Mixed)).
pub(super) fn mixed(board: &mut Board, runs: &[usize], rng: &mut impl RngExt) {
    string(board, runs, rng, |rng| match rng.random_range(0..5) {
        0 => Piece::Link(rng.random_range(3..=6)),
        1 => Piece::Necklace(rng.random_range(7..=MIXED_WIDTH)),
        2 => Piece::Block(rng.random_range(2..=4), rng.random_range(2..=3)),
        _ => Piece::Blob(rng.random_range(3..=6), rng.random_range(3..=5)),
    });
}

/// Strings the pieces `next` draws along every run of the corridor,
/// alternately below and above it, with now and then a stretch of bare
/// corridor between two.
fn string<R: RngExt>(
    board: &mut Board,
    runs: &[usize],
    rng: &mut R,
    mut next: impl FnMut(&mut R) -> Piece,
) {
    let last_row = board.rows() - 1;
    for &run in runs {
        let mut col = 4 + rng.random_range(0..3);
        let mut below = rng.random_bool(0.5);
        loop {
            let piece = next(rng);
            if col + piece.width() > board.cols() - 2 {
                break;
            }
            // The first run has no room above, the last none below.
            let down = if run == 0 {
                true
            } else if run == last_row {
                false
            } else {
                below
            };
            draw(board, piece, run, col, down, rng);
            col += piece.width() - 1;
            // Now and then a stretch of bare corridor: the next piece is in
            // series with this one through a run.
            if rng.random_range(0..4) == 0 {
                col += rng.random_range(1..=3);
            }
            below = !below;
        }
    }
}

/// Draws `piece` with its base on the corridor's row `run` from column `col`,
/// below the corridor when `down`.
fn draw(
    board: &mut Board,
    piece: Piece,
    run: usize,
    col: usize,
    down: bool,
    rng: &mut impl RngExt,
) {
    // The row `k` rows away from the corridor on the piece's side, if any.
    let away = |k: usize| {
        if down {
            run.checked_add(k)
        } else {
            run.checked_sub(k)
        }
    };
    let mut open = |board: &mut Board, k: usize, c: usize| {
        if let Some(row) = away(k) {
            let pos = Pos::new(row, c);
            if board.contains(pos) {
                board.set_free(pos, true);
            }
        }
    };
    match piece {
        Piece::Link(w) => hollow(board, &mut open, col, w, 3),
        Piece::Necklace(w) => {
            hollow(board, &mut open, col, w, 5);
            // Small links outward from its far side, one column apart.
            let mut c = col + 1;
            while c + 3 < col + w {
                open(board, 5, c);
                open(board, 5, c + 2);
                for x in c..c + 3 {
                    open(board, 6, x);
                }
                c += 4;
            }
        }
        Piece::Block(w, h) => {
            for k in 1..h {
                for c in col..col + w {
                    open(board, k, c);
                }
            }
        }
        Piece::Blob(w, h) => {
            for k in 1..h {
                for c in col..col + w {
                    let inner = k + 1 < h && c > col && c + 1 < col + w;
                    if !inner || rng.random_range(0..3) != 0 {
                        open(board, k, c);
                    }
                }
            }
        }
    }
}

/// A hollow rectangle `w` columns wide and `h` rows high from the corridor.
fn hollow(
    board: &mut Board,
    open: &mut impl FnMut(&mut Board, usize, usize),
    col: usize,
    w: usize,
    h: usize,
) {
    for k in 1..h {
        open(board, k, col);
        open(board, k, col + w - 1);
    }
    for c in col..col + w {
        open(board, h - 1, c);
    }
}
