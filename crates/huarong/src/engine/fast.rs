//! The fast engine behind [`Solver`]: the state graph prepared to the work
//! budget the games call for, landmarks when lone searches are many, and the
//! [`FastSolver`] over them.

use crate::around::blocks::Blocks;
use crate::engine::solver::{
    Answers, Budget, Progress, SolveError, SolveOptions, Solver, answer_all,
};
use crate::graph::branch_graph::BranchGraph;
use crate::graph::state_graph::StateGraph;
use crate::input::puzzle::{Game, GameError, Puzzle};
use crate::parallel;
use crate::search::approach::PieceTables;
use crate::search::fast::FastSolver;
use crate::search::landmarks::Landmarks;
use crate::search::overlay::Overlay;
use crate::search::touches_ahead::AHEAD_BELOW_GAMES;
use crate::search::tree::TreeSolver;
use crate::solution::{Cost, Solution};
use crate::walk::NO_LIMIT;
use crate::walk::skeleton::Skeleton;

/// Puzzles with fewer games than this precompute to a work budget under
/// [`Budget::Auto`]: around-cost searches settling more than [`SEARCH_LIMIT`]
/// cells are left until a game's search needs them. With more games most
/// costs get read anyway, and settling them inside the games' searches costs
/// more wall time than settling them all up front in parallel (measured: 50
/// games on a 1000 x 1000 board at 40% fixed took 5.1 s budgeted against 4.2
/// s; 20 games 1.8 s against 4.5 s).
const BUDGET_BELOW_GAMES: usize = 32;

/// The most cells (or skeleton junctions) one around-cost search may settle
/// in a budgeted precomputation under [`Budget::Auto`]. Measured with 5 and 20
/// games: 4,096 left 25-30% more CPU time up front on boards at 40% fixed; 256
/// was a little slower than either on 30% boards and braided mazes.
pub const SEARCH_LIMIT: usize = 1024;

/// The around-cost search limit for `games` games under `budget`.
pub(crate) fn around_limit(budget: Budget, games: usize) -> usize {
    match budget {
        Budget::Auto if games < BUDGET_BELOW_GAMES => SEARCH_LIMIT,
        Budget::Auto | Budget::Unlimited => NO_LIMIT,
        Budget::Limit(limit) => limit,
    }
}

/// [`solve`](crate::solve) with the fast engine.
pub(crate) fn solve(puzzle: &Puzzle, options: &SolveOptions<'_>) -> Result<Answers, SolveError> {
    let phase = |name| options.report(Progress::Phase(name));
    let board = &puzzle.board;
    phase("blocks and skeleton");
    let blocks = Blocks::new(board);
    if blocks.no_way_round(board) {
        // No cell has a way round: the piece moves at most one swap, and
        // no state graph is needed.
        let skeleton = Skeleton::new(board);
        let mut solver = TreeSolver::new(board, &blocks, skeleton.as_ref());
        return answer_all(&mut solver, &puzzle.games, options);
    }
    let limit = around_limit(options.budget, puzzle.games.len());
    let listed = options.limits.listed_for(puzzle.games.len());
    let graph = StateGraph::from_blocks(board, blocks, limit, listed, &phase);
    // Where thin regions make up most of the board, their shortcuts take
    // the landmarks' place: the games' searches then settle few states, and
    // one landmark's full search costs more than all of theirs.
    let overlay = if overlay_wanted(&graph, puzzle, options) {
        phase("shortcuts");
        Overlay::build(&graph, parallel::threads() > 1)
    } else {
        None
    };
    let count = if overlay.is_some() {
        0
    } else {
        landmark_count(&graph, puzzle, options)
    };
    if count > 0 {
        phase("landmarks");
    }
    let extra = options.limits.extra_for(board.layout_len());
    let narrow = narrow_records(count, graph.branch_numbers());
    // Phase 1 of every game, on the thread the last landmark would leave
    // waiting (see `search::touches_ahead`).
    let beside = || {
        let few = lone_games(puzzle.games.len(), options) < AHEAD_BELOW_GAMES;
        few.then(|| FastSolver::new(&graph).touches_ahead(&puzzle.games))
    };
    let (landmarks, ahead) = Landmarks::build_beside(
        &graph,
        count,
        // A landmark's builder runs full searches only: no walk of the blank.
        FastSolver::search_bound(&graph, narrow),
        extra,
        || FastSolver::new(&graph).with_narrow_records(narrow),
        beside,
    );
    let mut solver = FastSolver::new(&graph)
        .with_touches_ahead(ahead.flatten().unwrap_or_default())
        .with_narrow_records(narrow)
        .with_landmarks(&landmarks)
        .with_overlay(overlay.as_ref())
        .with_extra_searcher_bytes(extra);
    answer_all(&mut solver, &puzzle.games, options)
}

/// Whether [`solve`] tries shortcuts on `graph`: for many lone searches
/// (as landmarks are, but not move spelling, which searches back from the
/// target), on a board big enough, with every around-cost settled up front.
fn overlay_wanted(graph: &StateGraph, puzzle: &Puzzle, options: &SolveOptions<'_>) -> bool {
    let board = graph.board();
    let games = puzzle.games.len();
    let unlimited = around_limit(options.budget, games) == NO_LIMIT;
    Overlay::worth(
        lone_games(games, options),
        graph.branch_count(),
        board.layout_len(),
        unlimited,
    )
}

/// How many of `games` games are answered by lone searches, which
/// shortcuts serve: none when moves are spelled, which searches back from
/// the target.
pub(crate) fn lone_games(games: usize, options: &SolveOptions<'_>) -> usize {
    if options.moves { 0 } else { games }
}

/// Whether [`solve`] works out phase 1 of its `games` games beside the
/// landmark searches: built on `threads` threads (when `parallel`), `count`
/// of them leave one waiting in their last round, and the games are few
/// enough (see `search::touches_ahead`). As planned: a board whose largest
/// component takes fewer landmarks may build them in full rounds.
pub(crate) fn touches_ahead(
    parallel: bool,
    count: usize,
    threads: usize,
    games: usize,
    options: &SolveOptions<'_>,
) -> bool {
    parallel
        && Landmarks::short_round(count, threads)
        && lone_games(games, options) < AHEAD_BELOW_GAMES
}

/// Whether [`solve`]'s searches keep records of four bytes on a graph of
/// `branch_numbers` branch numbers: where landmarks are wanted, which are
/// the cluttered boards with many lone games, where the landmark table and
/// two solvers' records crowd the memory (see `search::fast::records`); and
/// only from a million branch states, below which the records fit the
/// caches either way and the narrow ones cost instructions (3.6% more on
/// the bench's 200 x 200 board).
pub(crate) fn narrow_records(landmarks: usize, branch_numbers: usize) -> bool {
    landmarks > 0 && branch_numbers >= NARROW_FROM
}

/// Searches keep narrow records from this many branch states (see
/// [`narrow_records`]).
const NARROW_FROM: usize = 1 << 20;

/// How many landmarks [`solve`] builds on `graph`.
fn landmark_count(graph: &StateGraph, puzzle: &Puzzle, options: &SolveOptions<'_>) -> usize {
    // Landmarks sharpen lone A* searches; move spelling searches back from the
    // target, which they do not serve.
    if options.moves {
        0
    } else {
        let games = puzzle.games.len();
        let memory = options
            .limits
            .landmarks_for(graph.board().layout_len(), games);
        Landmarks::worth(graph, games, memory)
    }
}

/// The decisions of a fast solve that size its tables, as the solver takes
/// them ([`solver_plan`]) and as the memory estimate foresees them
/// ([`estimated_plan`](crate::engine::memory::estimated_plan)): the two
/// agree, or the estimate sizes tables the solve does not build.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Plan {
    /// No cell has a way round: no state graph, and none of what follows
    /// but the skeleton.
    pub forest: bool,
    /// The state graph has more states than
    /// [`TableLimits::listed_states`](crate::TableLimits::listed_states):
    /// adjacency lists only when they are small.
    pub huge: bool,
    /// It is, and its lists are small enough to build.
    pub huge_lists: bool,
    /// It is not, and its lists are small enough to build once every
    /// around-cost is settled (see `BranchGraph::worth_when_dense`).
    pub dense_lists: bool,
    /// The board's skeleton of junctions and runs is built.
    pub skeleton: bool,
    /// Shortcuts across the board's thin regions, which then take the
    /// landmarks' place (see `search::overlay`).
    pub overlay: bool,
    /// Landmarks wanted (fewer are built on a board with no component big
    /// enough).
    pub landmarks: usize,
    /// Their tables are built on several threads.
    pub landmarks_parallel: bool,
    /// Phase 1 of every game is worked out beside the last round of
    /// landmark searches, which leaves a thread waiting.
    pub touches_ahead: bool,
    /// The games are answered from a table of distances between branch
    /// states.
    pub branch_table: bool,
    /// The skeleton's cut table is built.
    pub cut_table: bool,
    /// Piece cells that enough games share for a phase-1 table each.
    pub shared_pieces: usize,
    /// Shared phase-1 tables built: one for each of those cells within
    /// their memory budget.
    pub piece_tables: usize,
    /// The groups of games by target in each chunk when they are spread
    /// over threads.
    pub chunk: Option<usize>,
    /// Those threads' solvers share one scratch for the blank's walks.
    pub shared_walks: bool,
}

/// The [`Plan`] the fast engine follows for `puzzle` with `options` on the
/// current thread pool: the side groups and the state graph built, and
/// every decision asked of its owner as [`solve`] asks it.
#[doc(hidden)]
#[must_use]
pub fn solver_plan(puzzle: &Puzzle, options: &SolveOptions<'_>) -> Plan {
    let board = &puzzle.board;
    let games = &puzzle.games;
    let blocks = Blocks::new(board);
    if blocks.no_way_round(board) {
        return Plan {
            forest: true,
            skeleton: Skeleton::new(board).is_some(),
            ..Plan::default()
        };
    }
    let limit = around_limit(options.budget, games.len());
    let listed = options.limits.listed_for(games.len());
    let graph = StateGraph::from_blocks(board, blocks, limit, listed, &|_| {});
    let overlay = overlay_wanted(&graph, puzzle, options) && Overlay::covers(board);
    let landmarks = if overlay {
        0
    } else {
        landmark_count(&graph, puzzle, options)
    };
    let narrow = narrow_records(landmarks, graph.branch_numbers());
    let searching = FastSolver::search_bound(&graph, narrow);
    let extra = options.limits.extra_for(board.layout_len());
    let landmarks_parallel = landmarks > 0
        && Landmarks::parallel_for(
            graph.branch_numbers(),
            landmarks,
            searching,
            extra,
            parallel::threads,
        );
    let touches_ahead = touches_ahead(
        landmarks_parallel,
        landmarks,
        parallel::threads(),
        games.len(),
        options,
    );
    let (branch_table, spread) = FastSolver::new(&graph)
        .with_narrow_records(narrow)
        .with_extra_searcher_bytes(extra)
        .plan(games, options.moves);
    let shared_pieces = PieceTables::shared_count(&graph, games);
    let piece_tables = PieceTables::plan(shared_pieces, board.layout_len());
    Plan {
        forest: false,
        huge: graph.huge(),
        huge_lists: graph.huge() && graph.branch_graph().is_some(),
        dense_lists: !graph.huge()
            && BranchGraph::worth_when_dense(graph.branch_numbers(), board.layout_len()),
        skeleton: graph.skeleton().is_some(),
        overlay,
        landmarks,
        landmarks_parallel,
        touches_ahead,
        branch_table,
        cut_table: graph
            .skeleton()
            .is_some_and(|s| s.cut_table_pays(games.len())),
        shared_pieces,
        piece_tables,
        chunk: spread.map(|s| s.chunk),
        shared_walks: spread.is_some_and(|s| s.shared_walks),
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

    fn solve_many(
        &mut self,
        games: &[Game],
        done: &(dyn Fn(usize) + Sync),
    ) -> Vec<Result<Option<u64>, GameError>> {
        FastSolver::solve_many(self, games, done)
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
