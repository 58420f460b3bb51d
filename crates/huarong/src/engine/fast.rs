//! The fast engine behind [`Solver`]: the solve's [`Plan`] decided stage by
//! stage and carried out — the skeleton, the state graph laid out as
//! planned, then shortcuts or landmarks, phase 1 ahead, the [`FastSolver`]
//! and its batching — then the games.

use std::cell::OnceCell;

use crate::around::side_groups::SideGroups;
use crate::engine::plan::{BoardFacts, Facts, GraphFacts, Plan};
use crate::engine::solver::{Answers, Progress, SolveError, SolveOptions, Solver, answer_all};
use crate::graph::state_graph::StateGraph;
use crate::input::board::Board;
use crate::input::puzzle::{Game, GameError, Puzzle};
use crate::parallel;
use crate::search::approach::{PieceTables, SharedPieces};
use crate::search::fast::FastSolver;
use crate::search::fast::batch::distinct_targets;
use crate::search::landmarks::Landmarks;
use crate::search::overlay::{Cover, Overlay};
use crate::search::tree::TreeSolver;
use crate::solution::{Cost, Solution};
use crate::walk::skeleton::{CutTable, Skeleton, SkeletonDraft};

/// [`solve`](crate::solve) with the fast engine.
pub(crate) fn solve(puzzle: &Puzzle, options: &SolveOptions<'_>) -> Result<Answers, SolveError> {
    let phase = |name| options.report(Progress::Phase(name));
    let board = &puzzle.board;
    phase("side groups and skeleton");
    let (graph, plan) = match state_graph(puzzle, options, &phase) {
        Laid::Out(graph, plan) => (graph, plan),
        Laid::Forest(side_groups, skeleton) => {
            // No cell has a way round (the plan of a forest): the piece
            // moves at most one swap, and no state graph is needed.
            let mut solver = TreeSolver::new(board, &side_groups, skeleton.as_ref());
            return answer_all(&mut solver, &puzzle.games, options);
        }
    };
    let facts = OnGraph::new(&graph, &puzzle.games);
    let plan = plan.with_games(&facts, options);
    let mut batching = plan.batching();
    // The piece cells the plan counted the games of, and the tile cuts of
    // its cover scan, are not made again.
    let (shared, cover) = facts.into_found();
    batching.shared_pieces = shared;
    // Shortcuts across thin regions, or landmarks: the plan takes one or
    // neither, and shortcuts only where its scan found a cover.
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
    let tuning = plan.tuning();
    // Phase 1 of every game, on the thread the last landmark would leave
    // waiting (see `search::touches_ahead`).
    let phase_one_ahead = || {
        plan.touches_ahead
            .then(|| FastSolver::tuned(&graph, tuning).touches_ahead(&puzzle.games))
    };
    let (landmarks, ahead) = Landmarks::build_with_idle(
        &graph,
        plan.landmarks,
        plan.landmarks_parallel,
        || FastSolver::tuned(&graph, tuning).with_narrow_records(narrow),
        phase_one_ahead,
    );
    let mut solver = FastSolver::tuned(&graph, tuning)
        .with_touches_ahead(ahead.flatten().unwrap_or_default())
        .with_narrow_records(narrow)
        .with_landmarks(&landmarks)
        .with_overlay(overlay.as_ref())
        .with_extra_searcher_bytes(options.limits.extra_for(board.layout_len()))
        .with_batching(batching);
    answer_all(&mut solver, &puzzle.games, options)
}

/// What the solve builds before the games: the state graph laid out as its
/// plan says, with the plan so far; or, when no cell has a way round, the
/// side groups and the skeleton, which are all a forest's games need.
enum Laid {
    Out(Box<StateGraph>, Plan),
    Forest(Box<SideGroups>, Option<Skeleton>),
}

/// The state graph of `puzzle`'s board, built and laid out as the plan
/// decides before it and on its corridors (or a forest's tables).
fn state_graph(puzzle: &Puzzle, options: &SolveOptions<'_>, phase: &dyn Fn(&'static str)) -> Laid {
    let board = &puzzle.board;
    let side_groups = SideGroups::new(board);
    let draft = SkeletonDraft::new(board);
    let plan = Plan::before_graph(
        &OnBoard {
            board,
            games: puzzle.games.len(),
            side_groups: Some(&side_groups),
            draft: &draft,
        },
        options,
    );
    let skeleton = plan.skeleton.then(|| draft.finish(board));
    if plan.forest {
        return Laid::Forest(Box::new(side_groups), skeleton);
    }
    let (graph, plan) = laid_out(board, side_groups, skeleton, plan, &puzzle.games, phase);
    Laid::Out(Box::new(graph), plan)
}

/// The state graph of `board` with its around-costs and corridors, laid out
/// as `plan` (decided before the graph) then decides on them; and the plan.
pub(crate) fn laid_out(
    board: &Board,
    side_groups: SideGroups,
    skeleton: Option<Skeleton>,
    plan: Plan,
    games: &[Game],
    phase: &dyn Fn(&'static str),
) -> (StateGraph, Plan) {
    let mut graph = StateGraph::unfinished(board, side_groups, skeleton, plan.around_limit, phase);
    let facts = OnGraph::new(&graph, games);
    let plan = plan.with_graph(&facts);
    let edges = facts.edges_counted();
    graph.lay_out(plan.huge, plan.huge_lists || plan.dense_lists, edges);
    (graph, plan)
}

/// The [`Plan`] the fast engine follows for `puzzle` with `options` on the
/// current thread pool: decided stage by stage as [`solve`] decides it,
/// with the state graph built.
#[doc(hidden)]
#[must_use]
pub fn solver_plan(puzzle: &Puzzle, options: &SolveOptions<'_>) -> Plan {
    match state_graph(puzzle, options, &|_| {}) {
        Laid::Out(graph, plan) => plan.with_games(&OnGraph::new(&graph, &puzzle.games), options),
        Laid::Forest(_, skeleton) => Plan {
            forest: true,
            skeleton: skeleton.is_some(),
            ..Plan::default()
        },
    }
}

/// The [`BoardFacts`] of a board before its state graph: its side groups
/// (when found: a graph built on its own does not ask whether it is a
/// forest) and the first pass of its skeleton.
pub(crate) struct OnBoard<'a> {
    pub(crate) board: &'a Board,
    pub(crate) games: usize,
    pub(crate) side_groups: Option<&'a SideGroups>,
    pub(crate) draft: &'a SkeletonDraft,
}

impl BoardFacts for OnBoard<'_> {
    fn forest(&self) -> bool {
        self.side_groups
            .is_some_and(|groups| groups.no_way_round(self.board))
    }

    fn skeleton(&self) -> bool {
        self.draft.worth(self.board)
    }

    fn layout_len(&self) -> usize {
        self.board.layout_len()
    }

    fn cells(&self) -> usize {
        self.board.rows() * self.board.cols()
    }

    fn free(&self) -> usize {
        self.board.free_count()
    }

    fn games(&self) -> usize {
        self.games
    }
}

/// The [`Facts`] of a state graph (laid out, or with its corridors found)
/// and its games.
pub(crate) struct OnGraph<'a> {
    graph: &'a StateGraph,
    games: &'a [Game],
    /// The branch states' compressed edges, once counted.
    edges: OnceCell<usize>,
    /// The games' different targets, once asked.
    targets: OnceCell<usize>,
    /// The piece cells enough games share, once asked.
    shared: OnceCell<Option<SharedPieces>>,
    /// The board's cover by shortcuts, once asked.
    cover: OnceCell<Option<Cover>>,
}

impl<'a> OnGraph<'a> {
    pub(crate) fn new(graph: &'a StateGraph, games: &'a [Game]) -> OnGraph<'a> {
        OnGraph {
            graph,
            games,
            edges: OnceCell::new(),
            targets: OnceCell::new(),
            shared: OnceCell::new(),
            cover: OnceCell::new(),
        }
    }
}

impl OnGraph<'_> {
    /// The branch states' compressed edges, when the plan counted them.
    pub(crate) fn edges_counted(&self) -> Option<usize> {
        self.edges.get().copied()
    }

    /// What the plan found of the games and the board, for the solve to
    /// carry out without finding it again: the piece cells enough games
    /// share, and the board's cover by shortcuts.
    pub(crate) fn into_found(self) -> (Option<SharedPieces>, Option<Cover>) {
        (
            self.shared.into_inner().flatten(),
            self.cover.into_inner().flatten(),
        )
    }
}

impl BoardFacts for OnGraph<'_> {
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

    fn games(&self) -> usize {
        self.games.len()
    }
}

impl GraphFacts for OnGraph<'_> {
    fn costs_pending(&self, _limit: usize) -> bool {
        self.graph.pending_costs() > 0
    }

    fn branches(&self) -> usize {
        self.graph.branch_count()
    }

    fn branch_numbers(&self) -> usize {
        self.graph.branch_numbers()
    }

    fn branch_edges(&self) -> usize {
        *self.edges.get_or_init(|| self.graph.branch_edge_count())
    }

    fn mean_chain(&self) -> u64 {
        self.graph.corridors().mean_chain_length()
    }
}

impl Facts for OnGraph<'_> {
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

#[cfg(all(test, feature = "generate"))]
mod tests {
    use super::{Laid, state_graph};
    use crate::engine::memory::estimated_plan;
    use crate::engine::solver::{Budget, SolveOptions};
    use crate::engine::table_limits::TableLimits;
    use crate::generate::{Family, board, random_games, seeded};
    use crate::input::puzzle::Puzzle;

    /// What the solve builds is what its plan decided, on every family,
    /// with few games (costs pending) and many, on graphs either side of
    /// the dense size; and the estimate's plan of the graph agrees.
    #[test]
    fn the_graph_is_laid_out_as_planned() {
        let mut rng = seeded(62);
        let small = TableLimits {
            listed_states: 1 << 10,
            ..TableLimits::default()
        };
        let mut listed = [0; 2];
        for family in Family::ALL {
            for (games, budget) in [(5, Budget::Limit(8)), (300, Budget::Auto)] {
                for limits in [TableLimits::default(), small] {
                    let b = board(family, 24, 25, &mut rng);
                    let games = random_games(&b, games, &mut rng);
                    let puzzle = Puzzle { board: b, games };
                    let options = SolveOptions::default()
                        .with_budget(budget)
                        .with_limits(limits);
                    let what = format!("{family:?} {} games {limits:?}", puzzle.games.len());
                    let Laid::Out(graph, plan) = state_graph(&puzzle, &options, &|_| {}) else {
                        continue;
                    };
                    let lists = graph.branch_graph().is_some();
                    assert_eq!(graph.huge(), plan.huge, "{what}");
                    assert_eq!(lists, plan.huge_lists || plan.dense_lists, "{what}");
                    assert_eq!(graph.skeleton().is_some(), plan.skeleton, "{what}");
                    // Searches over pending costs read edges from the board.
                    assert!(graph.pending_costs() == 0 || !lists, "{what}");
                    listed[usize::from(lists)] += 1;
                    let estimated = estimated_plan(&puzzle, &options, 1);
                    assert_eq!(estimated.huge, plan.huge, "{what}");
                    assert_eq!(estimated.skeleton, plan.skeleton, "{what}");
                }
            }
        }
        assert!(
            listed[0] > 0 && listed[1] > 0,
            "graphs with lists and without: {listed:?}"
        );
    }
}
