//! What a game holds for wrong solutions: the traps a test set's games are
//! picked for. Each trap breaks one way of getting the published method
//! wrong (the bugs planted in the command's tests and in the ICPC package's
//! `wrong_answer` submissions).

use std::collections::VecDeque;

use super::boards::free_neighbors;
use crate::input::board::Board;
use crate::input::cell::Pos;
use crate::input::puzzle::Game;

/// The traps a game holds and how long its answer is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Traps {
    /// Starting from the side of the piece the blank reaches first is not
    /// optimal (or not possible): a search from that side alone errs.
    pub(super) nearest: bool,
    /// The piece cuts the blank off from a free side of it: a solution that
    /// takes every free side for one the blank reaches errs or crashes.
    pub(super) cut: bool,
    /// The blank must walk round the piece to reach its nearest side: a walk
    /// that may cross the piece errs.
    pub(super) detour: bool,
    /// Unsolvable, with the piece and the target in one large component.
    pub(super) hopeless: bool,
    /// The answer; `None` when unsolvable.
    pub(super) answer: Option<u64>,
}

impl Traps {
    /// The traps of `game` on `board`; `solve` gives a game's fewest moves.
    pub(super) fn of(
        board: &Board,
        game: &Game,
        solve: &mut impl FnMut(&Game) -> Option<u64>,
    ) -> Traps {
        let answer = solve(game);
        let mut traps = Traps {
            answer,
            ..Traps::default()
        };
        if game.piece == game.target {
            return traps;
        }
        let around = distances(board, game.blank, Some(game.piece));
        let through = distances(board, game.blank, None);
        let sides: Vec<Pos> = free_neighbors(board, game.piece).collect();
        let reached: Vec<(u32, Pos)> = sides
            .iter()
            .filter_map(|&s| Some((around[at(board, s)]?, s)))
            .collect();
        traps.cut = reached.len() < sides.len();
        if let Some(&(nearest, _)) = reached.iter().min() {
            let crossing = sides.iter().filter_map(|&s| through[at(board, s)]).min();
            traps.detour = crossing.is_some_and(|c| c < nearest);
            // Every side at the nearest distance, as a solution may pick any.
            traps.nearest = reached
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
        }
        let whole = distances(board, game.piece, None);
        let component = whole.iter().filter(|d| d.is_some()).count();
        traps.hopeless = answer.is_none()
            && whole[at(board, game.target)].is_some()
            && component * 2 >= board.free_count();
        traps
    }

    /// How many traps it holds, unsolvable on a large component included.
    pub(super) fn count(self) -> usize {
        self.wrong_moves() + usize::from(self.hopeless)
    }

    /// How many of the traps that make a wrong solution miscount a solvable
    /// game it holds: nearest side, side cut off, walk round the piece.
    pub(super) fn wrong_moves(self) -> usize {
        [self.nearest, self.cut, self.detour]
            .into_iter()
            .filter(|&t| t)
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
