//! Where a search ends: the states with the piece on the target, as the
//! compressed graph reaches them.

use arrayvec::ArrayVec;

use super::FastSolver;
use crate::graph::corridors::{ChainId, Place};
use crate::graph::state::{Branch, State};
use crate::input::board::Board;
use crate::input::cell::{Cell, Pos};
use crate::input::dir::Dir;

/// Where the piece on the target can be met from: a branch state's number and
/// the cost from it to a state with the piece on the target.
pub(super) type Exit = (Branch, u64);

/// The target side of a game: where searches end.
pub(super) struct Goal {
    /// The cell the heuristic aims at.
    pub(super) toward: Pos,
    /// Branch states the goal is met from, with the remaining cost (two for
    /// each of at most four goal states).
    pub(super) exits: ArrayVec<Exit, 8>,
    /// Goal states inside chains: (chain, offset, cost on arrival).
    pub(super) on_chains: ArrayVec<(ChainId, u64, u64), 4>,
}

/// The states with the piece on `cell` (the blank on a free side), each at
/// no cost.
pub(super) fn states_at(board: &Board, cell: Cell) -> ArrayVec<(State, u64), 4> {
    Dir::ALL
        .into_iter()
        .filter(|&d| board.free_cell(board.step(cell, d)))
        .map(|d| (State::new(cell, d), 0))
        .collect()
}

impl FastSolver<'_> {
    /// Where searches for `target` end: any state with the piece on it.
    pub(super) fn goal(&self, target: Pos) -> Goal {
        let board = self.graph.board();
        self.goal_of(&states_at(board, board.cell(target)), target)
    }

    /// A goal of the given states (at most four), each with a cost to pay on
    /// arrival; the heuristic aims at `toward`, where all of them must have the
    /// piece.
    pub(super) fn goal_of(&self, states: &[(State, u64)], toward: Pos) -> Goal {
        let corridors = self.graph.corridors();
        let mut goal = Goal {
            toward,
            exits: ArrayVec::new(),
            on_chains: ArrayVec::new(),
        };
        for &(t, extra) in states {
            match corridors.locate(t) {
                Place::Branch(b) => goal.exits.push((b, extra)),
                Place::OnChain(chain, y, id) => {
                    goal.exits.push((chain.a, y + extra));
                    goal.exits.push((chain.b, chain.length - y + extra));
                    goal.on_chains.push((id, y, extra));
                }
            }
        }
        goal
    }
}
