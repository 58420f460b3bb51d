//! The fast engine behind [`Solver`]: the state graph, then the solve's
//! [`Plan`] decided from it and carried out (shortcuts or landmarks, phase 1
//! ahead, the [`FastSolver`]'s batching), then the games.

use std::cell::OnceCell;

use crate::around::side_groups::SideGroups;
use crate::engine::plan::{Facts, Plan, around_limit};
use crate::engine::solver::{Answers, Progress, SolveError, SolveOptions, Solver, answer_all};
use crate::graph::state_graph::StateGraph;
use crate::input::puzzle::{Game, GameError, Puzzle};
use crate::parallel;
use crate::search::approach::{PieceTables, SharedPieces};
use crate::search::fast::FastSolver;
use crate::search::fast::batch::distinct_targets;
use crate::search::landmarks::Landmarks;
use crate::search::overlay::{Cover, Overlay};
use crate::search::tree::TreeSolver;
use crate::solution::{Cost, Solution};
use crate::walk::skeleton::{CutTable, Skeleton};

/// [`solve`](crate::solve) with the fast engine.
pub(crate) fn solve(puzzle: &Puzzle, options: &SolveOptions<'_>) -> Result<Answers, SolveError> {
    let phase = |name| options.report(Progress::Phase(name));
    let board = &puzzle.board;
    phase("side groups and skeleton");
    let graph = match state_graph(puzzle, options, &phase) {
        Ok(graph) => graph,
        Err(side_groups) => {
            // No cell has a way round (the plan of a forest): the piece
            // moves at most one swap, and no state graph is needed.
            let skeleton = Skeleton::new(board);
            let mut solver = TreeSolver::new(board, &side_groups, skeleton.as_ref());
            return answer_all(&mut solver, &puzzle.games, options);
        }
    };
    let built = Built::new(&graph, &puzzle.games);
    let plan = Plan::decide(&built, options);
    let mut batching = plan.batching();
    // The piece cells the plan counted the games of, and the tile cuts of
    // its cover scan, are not made again.
    batching.shared_pieces = built.shared.into_inner().flatten();
    let cover = built.cover.into_inner().flatten();
    debug_assert_eq!(plan.huge, graph.huge(), "the graph is laid out as planned");
    // Shortcuts across thin regions, or landmarks: the plan takes one or
    // neither.
    // The plan takes shortcuts only where its scan found a cover.
    let overlay = match cover {
        Some(cover) if plan.overlay => {
            phase("shortcuts");
            Overlay::build(&graph, parallel::threads() > 1, cover)
        }
        _ => None,
    };
    if plan.landmarks > 0 {
        phase("landmarks");
    }
    let narrow = plan.narrow_records;
    // Phase 1 of every game, on the thread the last landmark would leave
    // waiting (see `search::touches_ahead`).
    let beside = || {
        plan.touches_ahead
            .then(|| FastSolver::new(&graph).touches_ahead(&puzzle.games))
    };
    let (landmarks, ahead) = Landmarks::build_beside(
        &graph,
        plan.landmarks,
        plan.landmarks_parallel,
        || FastSolver::new(&graph).with_narrow_records(narrow),
        beside,
    );
    let mut solver = FastSolver::new(&graph)
        .with_touches_ahead(ahead.flatten().unwrap_or_default())
        .with_narrow_records(narrow)
        .with_landmarks(&landmarks)
        .with_overlay(overlay.as_ref())
        .with_extra_searcher_bytes(options.limits.extra_for(board.layout_len()))
        .with_batching(batching);
    answer_all(&mut solver, &puzzle.games, options)
}

/// The state graph of `puzzle`'s board, its around-cost searches as far as
/// the budget allows; or, when no cell has a way round, the side groups,
/// which are all a forest's games need.
fn state_graph(
    puzzle: &Puzzle,
    options: &SolveOptions<'_>,
    phase: &dyn Fn(&'static str),
) -> Result<StateGraph, Box<SideGroups>> {
    let board = &puzzle.board;
    let side_groups = SideGroups::new(board);
    if side_groups.no_way_round(board) {
        return Err(Box::new(side_groups));
    }
    let games = puzzle.games.len();
    let limit = around_limit(options.budget, games);
    let listed = options.limits.listed_for(games);
    Ok(StateGraph::from_side_groups(
        board,
        side_groups,
        limit,
        listed,
        phase,
    ))
}

/// The [`Plan`] the fast engine follows for `puzzle` with `options` on the
/// current thread pool: the state graph built, and [`Plan::decide`] asked
/// of it as [`solve`] asks.
#[doc(hidden)]
#[must_use]
pub fn solver_plan(puzzle: &Puzzle, options: &SolveOptions<'_>) -> Plan {
    match state_graph(puzzle, options, &|_| {}) {
        Ok(graph) => Plan::decide(&Built::new(&graph, &puzzle.games), options),
        Err(_) => Plan::forest(Skeleton::new(&puzzle.board).is_some()),
    }
}

/// The [`Facts`] of a built state graph and its games.
struct Built<'a> {
    graph: &'a StateGraph,
    games: &'a [Game],
    /// The games' different targets, once asked.
    targets: OnceCell<usize>,
    /// The piece cells enough games share, once asked.
    shared: OnceCell<Option<SharedPieces>>,
    /// The board's cover by shortcuts, once asked.
    cover: OnceCell<Option<Cover>>,
}

impl<'a> Built<'a> {
    fn new(graph: &'a StateGraph, games: &'a [Game]) -> Built<'a> {
        Built {
            graph,
            games,
            targets: OnceCell::new(),
            shared: OnceCell::new(),
            cover: OnceCell::new(),
        }
    }
}

impl Facts for Built<'_> {
    fn forest(&self) -> bool {
        false
    }

    fn skeleton(&self) -> bool {
        self.graph.skeleton().is_some()
    }

    fn layout_len(&self) -> usize {
        self.graph.board().layout_len()
    }

    fn cells(&self) -> usize {
        let board = self.graph.board();
        board.rows() * board.cols()
    }

    fn free(&self) -> usize {
        self.graph.board().free_count()
    }

    fn branches(&self) -> usize {
        self.graph.branch_count()
    }

    fn branch_numbers(&self) -> usize {
        self.graph.branch_numbers()
    }

    fn lists_when_huge(&self) -> bool {
        // The graph has decided while it was built, from its edges.
        self.graph.branch_graph().is_some()
    }

    fn games(&self) -> usize {
        self.games.len()
    }

    fn targets(&self) -> usize {
        *self
            .targets
            .get_or_init(|| distinct_targets(self.graph.board(), self.games))
    }

    fn shared_pieces(&self) -> usize {
        self.shared
            .get_or_init(|| PieceTables::shared(self.graph, self.games))
            .as_ref()
            .map_or(0, Vec::len)
    }

    fn cut_table_after(&self) -> Option<usize> {
        self.graph.skeleton().map(CutTable::worth_after)
    }

    fn covers(&self) -> bool {
        self.cover
            .get_or_init(|| Overlay::cover(self.graph.board(), parallel::threads() > 1))
            .is_some()
    }

    fn threads(&self) -> usize {
        parallel::threads()
    }
}

impl Solver for TreeSolver<'_> {
    fn solve(&mut self, game: &Game) -> Result<Option<u64>, GameError> {
        TreeSolver::solve(self, game)
    }

    fn solve_with_moves(&mut self, game: &Game) -> Result<Option<Solution>, GameError> {
        TreeSolver::solve_with_moves(self, game)
    }
}

impl Solver for FastSolver<'_> {
    fn solve(&mut self, game: &Game) -> Result<Option<u64>, GameError> {
        FastSolver::solve(self, game)
    }

    fn solve_with_moves(&mut self, game: &Game) -> Result<Option<Solution>, GameError> {
        FastSolver::solve_with_moves(self, game)
    }

    fn solve_costs(
        &mut self,
        games: &[Game],
        done: &(dyn Fn(usize) + Sync),
    ) -> Result<Vec<Cost>, (usize, GameError)> {
        FastSolver::solve_costs(self, games, done)
    }

    fn solve_many_with_moves(
        &mut self,
        games: &[Game],
        done: &(dyn Fn(usize) + Sync),
    ) -> Vec<Result<Option<Solution>, GameError>> {
        FastSolver::solve_many_with_moves(self, games, done)
    }
}
