//! Boards where no cell has a way round (their free cells form a forest:
//! mazes, combs, spirals, lines): the piece moves only by swapping with the
//! blank, after which the blank stands on the far side and can never reach
//! another side of the piece. So a game needs no state graph at all: the
//! piece reaches its own cell and, at most, the neighbour on the blank's
//! side, at the cost of the blank's walk there plus the swap.
//!
//! On a 1 x 16,000,000 line this is the difference between 300 bytes a cell
//! (around-costs, state components and corridors, all four entries a cell of
//! a layout three times the board) and the side groups and skeleton alone.

use crate::around::side_groups::SideGroups;
use crate::input::board::Board;
use crate::input::dir::Dir;
use crate::input::puzzle::{Game, GameError};
use crate::solution::Solution;
use crate::walk::blank_search::{BlankSearch, Over};
use crate::walk::skeleton::Skeleton;

/// Answers games on a board with no way round any cell (see
/// [`SideGroups::no_way_round`]).
pub(crate) struct TreeSolver<'b> {
    board: &'b Board,
    side_groups: &'b SideGroups,
    skeleton: Option<&'b Skeleton>,
    walks: BlankSearch,
}

impl<'b> TreeSolver<'b> {
    /// A solver over `board`, given its side groups (which must show no way
    /// round) and its skeleton when it has one.
    pub(crate) fn new(
        board: &'b Board,
        side_groups: &'b SideGroups,
        skeleton: Option<&'b Skeleton>,
    ) -> TreeSolver<'b> {
        debug_assert!(side_groups.no_way_round(board), "a board with a way round");
        TreeSolver {
            board,
            side_groups,
            skeleton,
            walks: BlankSearch::new(board.layout_len()),
        }
    }

    /// The fewest moves for `game`, or `None` when the piece can never reach
    /// the target.
    ///
    /// # Errors
    /// When the game is not valid on the board.
    pub(crate) fn solve(&mut self, game: &Game) -> Result<Option<u64>, GameError> {
        let board = self.board;
        game.check(board)?;
        if game.piece == game.target {
            return Ok(Some(0));
        }
        let piece = board.cell(game.piece);
        let blank = board.cell(game.blank);
        // The one side of the piece the blank can reach (each side is a
        // group of its own).
        let Some(side) = self.side_groups.group_of(board, piece, blank) else {
            return Ok(None);
        };
        let side = Dir::from_index(side);
        if board.step(piece, side) != board.cell(game.target) {
            return Ok(None);
        }
        let mut open = [false; 4];
        open[side.index()] = true;
        // One side open: no way round is ever asked for.
        let touch = self.walks.first_touch(
            board,
            Over::of(self.skeleton, None),
            piece,
            blank,
            open,
            |_, _| None,
        );
        Ok(touch[side.index()].map(|walk| walk + 1))
    }

    /// [`TreeSolver::solve`] with one sequence of moves that achieves it:
    /// the blank's shortest walk to the target, then the swap.
    ///
    /// # Errors
    /// When the game is not valid on the board.
    pub(crate) fn solve_with_moves(&mut self, game: &Game) -> Result<Option<Solution>, GameError> {
        let Some(cost) = self.solve(game)? else {
            return Ok(None);
        };
        let mut moves = Vec::new();
        if cost > 0 {
            let board = self.board;
            let (piece, target) = (board.cell(game.piece), board.cell(game.target));
            let walked =
                self.walks
                    .walk(board, board.cell(game.blank), target, &[piece], &mut moves);
            debug_assert_eq!(walked, Some(cost - 1));
            let swap = Dir::ALL
                .into_iter()
                .find(|&d| board.step(target, d) == piece)
                .expect("the target is beside the piece");
            moves.push(swap);
        }
        Ok(Some(Solution { cost, moves }))
    }
}

#[cfg(all(test, feature = "generate"))]
mod tests {
    use super::TreeSolver;
    use crate::around::side_groups::SideGroups;
    use crate::generate::{Family, board, mixed_games, seeded};
    use crate::graph::state_graph::StateGraph;
    use crate::search::fast::FastSolver;
    use crate::solution::replay;
    use crate::walk::skeleton::Skeleton;

    /// On every board with no way round (perfect mazes, combs, spirals,
    /// lines and columns, small and large enough for a skeleton), the tree
    /// solver answers as the state graph does, and its moves replay to the
    /// target in that many moves.
    #[test]
    fn agrees_with_the_state_graph_on_forests() {
        let mut rng = seeded(31);
        let mut forests = 0;
        for family in Family::ALL {
            for (rows, cols) in [(1, 40), (40, 1), (9, 12), (31, 33)] {
                let b = board(family, rows, cols, &mut rng);
                let side_groups = SideGroups::new(&b);
                if !side_groups.no_way_round(&b) {
                    continue;
                }
                forests += 1;
                let skeleton = Skeleton::new(&b);
                let mut tree = TreeSolver::new(&b, &side_groups, skeleton.as_ref());
                let graph = StateGraph::new(&b);
                let mut fast = FastSolver::new(&graph);
                for game in mixed_games(&b, 200, &mut rng) {
                    let want = fast.solve(&game);
                    assert_eq!(tree.solve(&game), want, "{family:?} {game:?}");
                    let solution = tree.solve_with_moves(&game).expect("a valid game");
                    assert_eq!(solution.as_ref().map(|s| s.cost), want.unwrap());
                    if let Some(s) = solution {
                        assert_eq!(s.moves.len() as u64, s.cost);
                        assert_eq!(replay(&b, &game, &s.moves), Ok(game.target));
                    }
                }
            }
        }
        assert!(forests >= 10, "only {forests} forests were tried");
    }
}
