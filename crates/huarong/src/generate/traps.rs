//! What a game holds for wrong solutions: the special cases of the problem,
//! the traps a test set's games are drawn for. Each trap breaks one way of
//! getting the published method wrong (the bugs planted in the command's
//! tests and in the ICPC package's `wrong_answer` submissions).

use std::collections::VecDeque;

use super::boards::free_neighbors;
use crate::input::board::Board;
use crate::input::cell::Pos;
use crate::input::puzzle::Game;

/// A special case of the problem: a kind of game that a wrong solution of
/// the published method answers wrongly.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Trap {
    /// The piece already on its target, the blank beside it (answer 0): a
    /// search that counts the target only when the piece moves onto it
    /// answers 2.
    HomeBeside,
    /// The piece already on its target, the blank away from it but able to
    /// reach it (answer 0): a solution without the "already there" check
    /// answers the blank's walk to the piece.
    HomeFar,
    /// The piece already on its target, the blank shut away from it (in
    /// another part of the board, or the piece walled in; answer 0): a
    /// solution that checks "already there" only after the blank's walk
    /// has reached the piece answers -1.
    HomeShut,
    /// The blank on the target, the game solvable: a solution that takes
    /// the target for blocked when the blank stands on it answers -1.
    BlankOnTarget,
    /// The target beside the piece, the blank on another side that must
    /// walk round the piece to reach it: a first walk of the blank that
    /// crosses the piece answers too little.
    TargetBeside,
    /// Unsolvable: the blank, which can move, reaches no side of the piece
    /// (it is elsewhere on the board, or the piece is walled in).
    PieceBoxed,
    /// Unsolvable: the blank has no free neighbour and cannot move.
    BlankBoxed,
    /// Unsolvable: the target is in another part of the board than the
    /// piece, which the blank reaches: a search that never reaches the
    /// target must still answer -1.
    TargetCutOff,
    /// Unsolvable: the piece stands between the blank and the target, which
    /// lies beyond a side of the piece the blank cannot reach: a search
    /// that starts from that side anyway, or lets the blank cross the
    /// piece, finds a way, and one that takes every free side for reached
    /// crashes.
    Behind,
    /// The piece has two free sides or more and the blank reaches only one.
    OneSide,
    /// Starting from the side of the piece the blank reaches first is not
    /// optimal, or not possible: a search from that side alone errs.
    NearestSide,
    /// The blank cannot reach a free side of the piece: a solution that
    /// takes every free side for one the blank reaches errs or crashes.
    SideCut,
    /// The blank must walk round the piece to reach its nearest side: a
    /// walk that may cross the piece errs.
    Detour,
    /// Unsolvable, with the piece and the target in one large part of the
    /// board: a search of the piece's moves alone finds a way.
    Hopeless,
}

impl Trap {
    /// Every trap, in the order of the docs' table.
    pub const ALL: [Trap; 14] = [
        Trap::HomeBeside,
        Trap::HomeFar,
        Trap::HomeShut,
        Trap::BlankOnTarget,
        Trap::TargetBeside,
        Trap::PieceBoxed,
        Trap::BlankBoxed,
        Trap::TargetCutOff,
        Trap::Behind,
        Trap::OneSide,
        Trap::NearestSide,
        Trap::SideCut,
        Trap::Detour,
        Trap::Hopeless,
    ];

    /// A short name, for tables.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Trap::HomeBeside => "on target, blank beside",
            Trap::HomeFar => "on target, blank away",
            Trap::HomeShut => "on target, blank shut away",
            Trap::BlankOnTarget => "blank on the target",
            Trap::TargetBeside => "target beside the piece",
            Trap::PieceBoxed => "piece boxed in",
            Trap::BlankBoxed => "blank boxed in",
            Trap::TargetCutOff => "target cut off",
            Trap::Behind => "target behind the piece",
            Trap::OneSide => "blank reaches one side",
            Trap::NearestSide => "nearest side not best",
            Trap::SideCut => "a side cut off",
            Trap::Detour => "walk round the piece",
            Trap::Hopeless => "unsolvable, one large part",
        }
    }

    fn bit(self) -> u16 {
        1 << self as u16
    }
}

/// The traps a game holds and its answer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Traps {
    held: u16,
    answer: Option<u64>,
}

impl Traps {
    /// The traps of `game` on `board`; `solve` gives a game's fewest moves
    /// (`None`: unsolvable).
    ///
    /// ```
    /// use huarong::generate::{Trap, Traps};
    /// use huarong::{Board, FastSolver, Game, Pos, StateGraph};
    /// let board = Board::from_rows(&["1101", "1111"]).unwrap();
    /// let graph = StateGraph::new(&board);
    /// let mut solver = FastSolver::new(&graph);
    /// let mut solve = |g: &Game| solver.solve(g).unwrap();
    /// let home = Game { blank: Pos::new(0, 3), piece: Pos::new(0, 0), target: Pos::new(0, 0) };
    /// let traps = Traps::of(&board, &home, &mut solve);
    /// assert!(traps.has(Trap::HomeFar));
    /// assert_eq!(traps.answer(), Some(0));
    /// ```
    pub fn of(board: &Board, game: &Game, solve: &mut impl FnMut(&Game) -> Option<u64>) -> Traps {
        let answer = solve(game);
        let mut traps = Traps { held: 0, answer };
        let around = distances(board, game.blank, Some(game.piece));
        let sides: Vec<Pos> = free_neighbors(board, game.piece).collect();
        let reached: Vec<(u32, Pos)> = sides
            .iter()
            .filter_map(|&s| Some((around[at(board, s)]?, s)))
            .collect();
        if game.piece == game.target {
            traps.set(
                if game.blank.manhattan(game.piece) == 1 {
                    Trap::HomeBeside
                } else if reached.is_empty() {
                    Trap::HomeShut
                } else {
                    Trap::HomeFar
                },
                true,
            );
            return traps;
        }
        let through = distances(board, game.blank, None);
        let whole = distances(board, game.piece, None);
        let solvable = answer.is_some();
        traps.set(Trap::BlankOnTarget, solvable && game.blank == game.target);
        traps.set(
            Trap::TargetBeside,
            solvable
                && game.blank != game.target
                && game.target.manhattan(game.piece) == 1
                && around[at(board, game.target)] != through[at(board, game.target)],
        );
        let stuck = free_neighbors(board, game.blank).next().is_none();
        traps.set(Trap::BlankBoxed, !solvable && stuck);
        traps.set(Trap::PieceBoxed, !solvable && !stuck && reached.is_empty());
        traps.set(
            Trap::TargetCutOff,
            !solvable && !reached.is_empty() && whole[at(board, game.target)].is_none(),
        );
        traps.set(
            Trap::Behind,
            !solvable
                && !reached.is_empty()
                && sides.iter().any(|&side| {
                    around[at(board, side)].is_none()
                        && distances(board, side, Some(game.piece))[at(board, game.target)]
                            .is_some()
                }),
        );
        traps.set(Trap::OneSide, sides.len() >= 2 && reached.len() == 1);
        traps.set(Trap::SideCut, reached.len() < sides.len());
        traps.set(
            Trap::Detour,
            sides.iter().any(|&s| {
                through[at(board, s)].is_some() && around[at(board, s)] != through[at(board, s)]
            }),
        );
        if let Some(&(nearest, _)) = reached.iter().min() {
            // Every side at the nearest distance, as a solution may pick any.
            let misled = reached
                .iter()
                .filter(|&&(d, _)| d == nearest)
                .all(|&(d, side)| {
                    let from = Game {
                        blank: side,
                        ..*game
                    };
                    let one_side = solve(&from).map(|a| a + u64::from(d));
                    one_side != answer
                });
            traps.set(Trap::NearestSide, misled);
        }
        let component = whole.iter().filter(|d| d.is_some()).count();
        traps.set(
            Trap::Hopeless,
            !solvable
                && whole[at(board, game.target)].is_some()
                && component * 2 >= board.free_count(),
        );
        traps
    }

    fn set(&mut self, trap: Trap, held: bool) {
        if held {
            self.held |= trap.bit();
        }
    }

    /// Whether the game holds `trap`.
    #[must_use]
    pub fn has(self, trap: Trap) -> bool {
        self.held & trap.bit() != 0
    }

    /// The traps it holds, in the order of [`Trap::ALL`].
    pub fn iter(self) -> impl Iterator<Item = Trap> {
        Trap::ALL.into_iter().filter(move |&t| self.has(t))
    }

    /// The game's answer; `None` when unsolvable.
    #[must_use]
    pub fn answer(self) -> Option<u64> {
        self.answer
    }

    /// How many traps it holds.
    pub(super) fn count(self) -> usize {
        self.held.count_ones() as usize
    }

    /// How many of the traps that make a search of the published method
    /// miscount a solvable game it holds: nearest side, side cut off, walk
    /// round the piece.
    pub(super) fn wrong_moves(self) -> usize {
        if self.answer.is_none() {
            return 0;
        }
        [Trap::NearestSide, Trap::SideCut, Trap::Detour]
            .into_iter()
            .filter(|&t| self.has(t))
            .count()
    }

    /// The answer, 0 when unsolvable: longer answers first.
    pub(super) fn length(self) -> u64 {
        self.answer.unwrap_or(0)
    }
}

/// `pos`'s index in row-major order.
pub(super) fn at(board: &Board, pos: Pos) -> usize {
    pos.row() * board.cols() + pos.col()
}

/// Steps from `from` to every free cell, not through `avoid`, by the
/// cells' row-major index.
pub(super) fn distances(board: &Board, from: Pos, avoid: Option<Pos>) -> Vec<Option<u32>> {
    let mut dist = vec![None; board.rows() * board.cols()];
    dist[at(board, from)] = Some(0);
    let mut queue = VecDeque::from([from]);
    while let Some(pos) = queue.pop_front() {
        let next = dist[at(board, pos)].map_or(0, |d| d + 1);
        for n in free_neighbors(board, pos) {
            let slot = &mut dist[at(board, n)];
            if slot.is_none() && Some(n) != avoid {
                *slot = Some(next);
                queue.push_back(n);
            }
        }
    }
    dist
}
