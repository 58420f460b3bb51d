//! Spelling a solution out: one search back from the target gives exact
//! distances along the way; walking down them, each swap is a move and each
//! around-edge a shortest walk of the blank round the piece.

use super::FastSolver;
use super::goal::states_at;
use crate::input::dir::Dir;
use crate::input::puzzle::{Game, GameError};
use crate::solution::Solution;

impl FastSolver<'_> {
    /// One game's solution with moves; `table_ready` when the last search was
    /// the full one from this game's target.
    pub(super) fn moves_for(
        &mut self,
        game: &Game,
        table_ready: bool,
    ) -> Result<Option<Solution>, GameError> {
        let Some(sources) = self.start(game)? else {
            return Ok(Some(Solution {
                cost: 0,
                moves: Vec::new(),
            }));
        };
        if sources.is_empty() {
            return Ok(None);
        }
        let goal = self.goal(game.target);
        let graph = self.graph;
        let board = graph.board();
        if !table_ready {
            // Search back from the target toward the starts: every state it
            // settles then knows its exact distance to the target.
            let targets = states_at(board, board.cell(game.target));
            let starts = self.goal_of(sources.as_slice(), game.piece);
            // State by state: the spelling reads the distances of the states
            // along the way, which shortcuts would skip.
            self.search_states(&targets, &starts);
        }
        let Some((cost, first, mut s)) = sources
            .as_slice()
            .iter()
            .filter_map(|&(s, f)| self.lookup(s, &goal).map(|d| (f + d, f, s)))
            .min()
        else {
            return Ok(None);
        };
        let piece = board.cell(game.piece);
        let target = board.cell(game.target);
        let mut moves = Vec::new();

        // Phase 1: to the chosen side, touching no other side on the way.
        let side = board.step(piece, s.side());
        let mut blocked = vec![piece];
        blocked.extend(
            Dir::ALL
                .into_iter()
                .map(|d| board.step(piece, d))
                .filter(|&c| c != side && board.free_cell(c)),
        );
        let blank = board.cell(game.blank);
        let walked = self
            .walks
            .with(|walks| walks.walk(board, blank, side, &blocked, &mut moves));
        debug_assert_eq!(walked, Some(first));

        // Phase 2: down the distances to the target, one state-graph edge a step.
        let mut left = cost - first;
        while s.cell() != target {
            let next = graph.edges(s).into_iter().find_map(|(n, c)| {
                self.lookup(n, &goal)
                    .filter(|&d| d + c == left)
                    .map(|d| (n, d))
            });
            let Some((n, d)) = next else {
                unreachable!("a state off the target has a neighbour one edge nearer")
            };
            let (p, from) = (s.cell(), s.side());
            if n.cell() != p {
                // The swap: the blank steps onto the piece.
                moves.push(from.opposite());
            } else {
                let to = board.step(p, n.side());
                let from = board.step(p, from);
                self.walks
                    .with(|walks| walks.walk(board, from, to, &[p], &mut moves));
            }
            s = n;
            left = d;
        }
        debug_assert_eq!(moves.len() as u64, cost);
        Ok(Some(Solution { cost, moves }))
    }
}
