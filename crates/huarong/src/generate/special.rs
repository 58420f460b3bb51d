//! Games built for a trap: candidates drawn where the board's shape makes
//! the trap likely (the blank in another part of the board, the target
//! beside the piece with the blank across it, ...), each then kept only if
//! [`Traps::of`] finds the trap in it. The cells come from the board's
//! parts and reachability, never from fixed coordinates, so every board and
//! seed gets its own.

use rand::RngExt;

use super::boards::free_neighbors;
use super::pocket::Parts;
use super::traps::{Trap, Traps, at, distances};
use crate::input::board::Board;
use crate::input::cell::Pos;
use crate::input::puzzle::Game;

/// A board's free cells, sorted by what the builders draw from.
pub(super) struct Cells<'a> {
    board: &'a Board,
    parts: Parts,
    /// Every free cell.
    free: Vec<Pos>,
    /// Free cells with a free neighbour.
    movable: Vec<Pos>,
    /// Free cells with two free neighbours or more.
    forked: Vec<Pos>,
    /// Free cells with no free neighbour.
    isolated: Vec<Pos>,
    /// Free cells whose removal cuts their free neighbours apart: where a
    /// piece cuts the blank off from a side.
    cuts: Vec<Pos>,
}

impl<'a> Cells<'a> {
    /// The cells of `board`, whose free cells are `free`.
    pub(super) fn new(board: &'a Board, free: &[Pos]) -> Cells<'a> {
        let degree = |p: Pos| free_neighbors(board, p).count();
        Cells {
            board,
            parts: Parts::of(board),
            free: free.to_vec(),
            movable: free.iter().copied().filter(|&p| degree(p) >= 1).collect(),
            forked: free.iter().copied().filter(|&p| degree(p) >= 2).collect(),
            isolated: free.iter().copied().filter(|&p| degree(p) == 0).collect(),
            cuts: free
                .iter()
                .copied()
                .filter(|&p| degree(p) >= 2 && cuts_apart(board, p))
                .collect(),
        }
    }

    /// Whether a piece can cut the blank off from a side somewhere.
    pub(super) fn has_cuts(&self) -> bool {
        !self.cuts.is_empty()
    }

    /// The board.
    pub(super) fn board(&self) -> &'a Board {
        self.board
    }

    /// A candidate for `trap`, or `None` when this draw found no cells for
    /// it (the board may still hold it: draw again).
    fn build(&self, trap: Trap, rng: &mut impl RngExt) -> Option<Game> {
        let board = self.board;
        let parts = &self.parts;
        let game = match trap {
            Trap::HomeBeside => {
                let piece = one(&self.movable, rng)?;
                let blank = one(&free_neighbors(board, piece).collect::<Vec<_>>(), rng)?;
                home(blank, piece)
            }
            Trap::HomeFar => {
                let piece = one(&self.movable, rng)?;
                let away: Vec<Pos> = parts
                    .with(board, piece)
                    .iter()
                    .copied()
                    .filter(|p| p.manhattan(piece) > 1)
                    .collect();
                home(one(&away, rng)?, piece)
            }
            Trap::HomeShut => {
                let piece = one(&self.free, rng)?;
                home(one(&parts.apart_from(board, piece), rng)?, piece)
            }
            Trap::BlankOnTarget => {
                let blank = one(&self.movable, rng)?;
                let piece = other(parts.with(board, blank), blank, rng)?;
                Game {
                    blank,
                    piece,
                    target: blank,
                }
            }
            Trap::TargetBeside => {
                let piece = one(&self.forked, rng)?;
                let sides: Vec<Pos> = free_neighbors(board, piece).collect();
                let target = one(&sides, rng)?;
                let across = (2 * piece.row())
                    .checked_sub(target.row())
                    .zip((2 * piece.col()).checked_sub(target.col()))
                    .map(|(r, c)| Pos::new(r, c))
                    .filter(|&p| board.is_free(p));
                let blank = across.or_else(|| other(&sides, target, rng))?;
                Game {
                    blank,
                    piece,
                    target,
                }
            }
            Trap::PieceBoxed => {
                let blank = one(&self.movable, rng)?;
                let piece = one(&parts.apart_from(board, blank), rng)?;
                self.target_near_piece(blank, piece, rng)?
            }
            Trap::BlankBoxed => {
                let blank = one(&self.isolated, rng)?;
                let piece = other(&self.movable, blank, rng)?;
                self.target_near_piece(blank, piece, rng)?
            }
            Trap::TargetCutOff => {
                let piece = one(&self.movable, rng)?;
                Game {
                    blank: other(parts.with(board, piece), piece, rng)?,
                    piece,
                    target: one(&parts.apart_from(board, piece), rng)?,
                }
            }
            Trap::OneSide | Trap::SideCut | Trap::Behind => {
                let piece = one(&self.cuts, rng)?;
                let sides: Vec<Pos> = free_neighbors(board, piece).collect();
                let from = one(&sides, rng)?;
                let walk = distances(board, from, Some(piece));
                let cut: Vec<Pos> = sides
                    .iter()
                    .copied()
                    .filter(|&s| walk[at(board, s)].is_none())
                    .collect();
                if cut.is_empty() {
                    return None;
                }
                let reached: Vec<Pos> = parts
                    .with(board, piece)
                    .iter()
                    .copied()
                    .filter(|&p| p != piece && walk[at(board, p)].is_some())
                    .collect();
                // Behind the piece: the target on a side the blank cannot
                // reach, where a blank on it would win at once.
                let target = if trap == Trap::Behind {
                    one(&cut, rng)?
                } else {
                    self.target_near(piece, rng)?
                };
                Game {
                    blank: one(&reached, rng)?,
                    piece,
                    target,
                }
            }
            Trap::Detour => {
                // The blank two steps from a side through the piece: across
                // from it, or beside one of its sides.
                let piece = one(&self.forked, rng)?;
                let near: Vec<Pos> = free_neighbors(board, piece)
                    .flat_map(|s| free_neighbors(board, s).collect::<Vec<_>>())
                    .filter(|&p| p != piece && p.manhattan(piece) == 2)
                    .collect();
                let blank = one(&near, rng)?;
                self.target_near_piece(blank, piece, rng)?
            }
            Trap::NearestSide | Trap::Hopeless => {
                let piece = one(&self.movable, rng)?;
                let blank = other(parts.with(board, piece), piece, rng)?;
                self.target_near_piece(blank, piece, rng)?
            }
        };
        Some(game)
    }

    /// The game of `blank` and `piece` with a target near the piece, as
    /// [`target_near`](Self::target_near) draws it.
    fn target_near_piece(&self, blank: Pos, piece: Pos, rng: &mut impl RngExt) -> Option<Game> {
        Some(Game {
            blank,
            piece,
            target: self.target_near(piece, rng)?,
        })
    }

    /// A target in the part of `piece`, not `piece` itself, where there is
    /// one; else any free cell but `piece`.
    fn target_near(&self, piece: Pos, rng: &mut impl RngExt) -> Option<Pos> {
        other(self.parts.with(self.board, piece), piece, rng)
            .or_else(|| other(&self.free, piece, rng))
    }

    /// Of `tries` candidates built for `trap`, those that hold it, with
    /// their traps.
    pub(super) fn candidates<S>(
        &self,
        trap: Trap,
        tries: usize,
        rng: &mut impl RngExt,
        solve: &mut S,
    ) -> Vec<(Game, Traps)>
    where
        S: FnMut(&Game) -> Option<u64>,
    {
        (0..tries)
            .filter_map(|_| self.build(trap, rng))
            .map(|game| (game, Traps::of(self.board, &game, solve)))
            .filter(|(_, traps)| traps.has(trap))
            .collect()
    }
}

/// Whether some free neighbour of `cell` cannot reach another but through
/// `cell`.
fn cuts_apart(board: &Board, cell: Pos) -> bool {
    let mut sides = free_neighbors(board, cell);
    let Some(first) = sides.next() else {
        return false;
    };
    let walk = distances(board, first, Some(cell));
    sides.any(|s| walk[at(board, s)].is_none())
}

fn home(blank: Pos, piece: Pos) -> Game {
    Game {
        blank,
        piece,
        target: piece,
    }
}

/// A uniform cell of `cells`; `None` when empty.
fn one(cells: &[Pos], rng: &mut impl RngExt) -> Option<Pos> {
    (!cells.is_empty()).then(|| cells[rng.random_range(0..cells.len())])
}

/// A uniform cell of `cells` other than `not`; `None` when there is none.
fn other(cells: &[Pos], not: Pos, rng: &mut impl RngExt) -> Option<Pos> {
    let rest: Vec<Pos> = cells.iter().copied().filter(|&p| p != not).collect();
    one(&rest, rng)
}
