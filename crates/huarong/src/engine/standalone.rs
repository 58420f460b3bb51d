//! The state graph and the fast solver built on their own, outside a solve
//! (by library callers, the server and tests): planned by the same rules as
//! a solve's ([`Plan`]), with no games in view until a batch of them comes.

use crate::around::side_groups::SideGroups;
use crate::engine::fast::{OnBoard, OnGraph, laid_out};
use crate::engine::plan::Plan;
use crate::graph::corridors::MAX_DENSE_STATES;
use crate::graph::state_graph::StateGraph;
use crate::input::board::Board;
use crate::input::puzzle::{Game, GameError};
use crate::search::fast::FastSolver;
use crate::search::fast::batch::Batching;
use crate::solution::{Cost, Solution};
use crate::walk::NO_LIMIT;
use crate::walk::skeleton::SkeletonDraft;

impl StateGraph {
    /// Precomputes the state graph of `board`, every around-cost included.
    #[must_use]
    pub fn new(board: &Board) -> StateGraph {
        StateGraph::with_budget(board, NO_LIMIT)
    }

    /// Precomputes the state graph of `board`, leaving each around-cost at a
    /// junction whose search would settle more than `limit` cells (or skeleton
    /// junctions) for the first search that needs it; corridor runs are always
    /// settled. Answers are the same for any limit; with few games a small one
    /// saves the costs no game reads.
    ///
    /// ```
    /// use huarong::{Board, Dir, Pos, StateGraph};
    /// let board = Board::from_rows(&["1111111", "1011101", "1111111"]).unwrap();
    /// // No search may settle more than one cell.
    /// let graph = StateGraph::with_budget(&board, 1);
    /// let pending = graph.pending_costs();
    /// assert!(pending > 0);
    /// // Reading a pending cost settles it: round (0,1), (0,0), ... (1,2).
    /// let p = board.cell(Pos::new(0, 2));
    /// assert_eq!(graph.around(p, Dir::Left, Dir::Down), Some(6));
    /// assert!(graph.pending_costs() < pending);
    /// ```
    #[must_use]
    pub fn with_budget(board: &Board, limit: usize) -> StateGraph {
        StateGraph::with_budget_phases(board, limit, &|_| {})
    }

    /// [`StateGraph::with_budget`], telling `phase` the name of each step as
    /// it begins (for a progress display). Laid out as a solve's plan lays
    /// out a graph of no games, with adjacency lists whatever their size up
    /// to [`MAX_DENSE_STATES`] states.
    pub(crate) fn with_budget_phases(
        board: &Board,
        limit: usize,
        phase: &dyn Fn(&'static str),
    ) -> StateGraph {
        phase("side groups and skeleton");
        let side_groups = SideGroups::new(board);
        let draft = SkeletonDraft::new(board);
        let plan = Plan::for_graph(
            &OnBoard {
                board,
                games: 0,
                side_groups: None,
                draft: &draft,
            },
            limit,
            MAX_DENSE_STATES,
        );
        let skeleton = plan.skeleton.then(|| draft.finish(board));
        laid_out(board, side_groups, skeleton, plan, &[], phase).0
    }
}

impl<'g> FastSolver<'g> {
    /// A solver over `graph`, searching it as a plan of the graph alone
    /// says.
    ///
    /// ```
    /// use huarong::{Board, FastSolver, Game, Pos, StateGraph};
    /// let board = Board::from_rows(&["0111", "0110", "0100"]).unwrap();
    /// let graph = StateGraph::new(&board);
    /// let mut solver = FastSolver::new(&graph);
    /// let game = Game { blank: Pos::new(2, 1), piece: Pos::new(0, 1), target: Pos::new(1, 1) };
    /// assert_eq!(solver.solve(&game), Ok(Some(2)));
    /// ```
    #[must_use]
    pub fn new(graph: &'g StateGraph) -> FastSolver<'g> {
        FastSolver::tuned(graph, Plan::of_laid_out(graph).tuning())
    }

    /// The fewest moves of each of `games`, in order, in eight bytes a game,
    /// sharing one full search among games with the same target, and phase 1
    /// among games with the same piece cell, where that is cheaper; the work
    /// is spread over threads (with the `parallel` feature). `done(n)` hears
    /// of every `n` more games answered, from any thread.
    ///
    /// # Errors
    /// The index and error of the first game not valid on the board.
    pub fn solve_costs(
        &mut self,
        games: &[Game],
        done: &(dyn Fn(usize) + Sync),
    ) -> Result<Vec<Cost>, (usize, GameError)> {
        let batching = self.batching_for(games, false);
        self.solve_costs_as(games, batching, done)
    }

    /// [`FastSolver::solve_with_moves`] for many games, in order, sharing
    /// searches as [`FastSolver::solve_costs`] does.
    pub fn solve_many_with_moves(
        &mut self,
        games: &[Game],
        done: &(dyn Fn(usize) + Sync),
    ) -> Vec<Result<Option<Solution>, GameError>> {
        let batching = self.batching_for(games, true);
        self.solve_many_with_moves_as(games, batching, done)
    }

    /// How this batch of `games` (with `moves`, spelled out) is answered:
    /// as the solve planned it (see [`FastSolver::with_batching`]), or else
    /// as the plan's rules decide for this batch.
    pub(crate) fn batching_for(&mut self, games: &[Game], moves: bool) -> Batching {
        if let Some(planned) = self.take_planned() {
            return planned;
        }
        let facts = OnGraph::new(self.graph(), games);
        let mut batching = Plan::batching_for(
            &facts,
            moves,
            self.narrow_records(),
            self.extra_searcher_bytes(),
        );
        batching.shared_pieces = facts.into_found().0;
        batching
    }
}
