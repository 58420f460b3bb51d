//! The fast engine's plan: every decision that sizes a solve's tables, made
//! in one place, [`Plan::decide`], from the [`Facts`] of the board and its
//! games.
//!
//! Three callers ask it, each with facts of its own:
//! - the solve (`engine::fast::solve`), from the state graph it has built,
//!   and then carries the plan out;
//! - [`solver_plan`](crate::engine::fast::solver_plan), the same, for tests
//!   that compare plans;
//! - the memory estimate (`engine::memory`), from counts of the board that
//!   one depth-first search gives, before any large table exists.
//!
//! Each decision's rule belongs to the owner of the table it decides (the
//! landmarks, the branch table, the overlay, ...), which exports it as a
//! function of counts; this file only puts them in order. Two decisions come
//! before the plan: whether there is a state graph at all (a forest has
//! none: [`Plan::forest`]) and how far its around-cost searches go
//! ([`around_limit`]), since the facts the plan reads come from the graph.

use crate::engine::solver::{Budget, SolveOptions};
use crate::graph::branch_graph::BranchGraph;
use crate::graph::state_graph::StateGraph;
use crate::search::approach::PieceTables;
use crate::search::branch_table::BranchTable;
use crate::search::fast::batch::{Batching, Spread, chunk_for};
use crate::search::fast::{scratch_bound, search_bound};
use crate::search::landmarks::Landmarks;
use crate::search::overlay::Overlay;
use crate::search::touches_ahead::AHEAD_BELOW_GAMES;
use crate::walk::NO_LIMIT;

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

/// Searches keep narrow records from this many branch states (see
/// [`Plan::narrow_records`]).
const NARROW_FROM: usize = 1 << 20;

/// The around-cost search limit for `games` games under `budget`: decided
/// before the plan, since the state graph the plan reads is built with it.
pub(crate) fn around_limit(budget: Budget, games: usize) -> usize {
    match budget {
        Budget::Auto if games < BUDGET_BELOW_GAMES => SEARCH_LIMIT,
        Budget::Auto | Budget::Unlimited => NO_LIMIT,
        Budget::Limit(limit) => limit,
    }
}

/// How many of `games` games are answered by lone searches, which landmarks
/// and shortcuts serve: none when moves are spelled, which searches back
/// from the target.
fn lone_games(games: usize, options: &SolveOptions<'_>) -> usize {
    if options.moves { 0 } else { games }
}

/// What [`Plan::decide`] reads of a board and its games: exact, from a built
/// state graph, or counted for the memory estimate. The costly facts (the
/// targets, the shared piece cells, the overlay's cover, the thread count,
/// which starts the thread pool) are asked only when a decision needs them.
pub(crate) trait Facts {
    /// No cell has a way round: there is no state graph.
    fn forest(&self) -> bool;
    /// The board has a skeleton of junctions and runs.
    fn skeleton(&self) -> bool;
    /// Cells of the padded layout.
    fn layout_len(&self) -> usize;
    /// Cells of the board, rows times columns.
    fn cells(&self) -> usize;
    /// Free cells.
    fn free(&self) -> usize;
    /// Branch states: those with other than two edges.
    fn branches(&self) -> usize;
    /// Branch numbers, which index the searches' tables.
    fn branch_numbers(&self) -> usize;
    /// Whether a graph past the dense size gets its adjacency lists
    /// ([`BranchGraph::worth_when_huge`] of its branch edges).
    fn lists_when_huge(&self) -> bool;
    /// The games.
    fn games(&self) -> usize;
    /// Different target cells among the games (targets off the board count
    /// as one).
    fn targets(&self) -> usize;
    /// Piece cells that enough games share for a phase-1 table each
    /// ([`PieceTables::least_games`]); 0 with fewer games than that.
    fn shared_pieces(&self) -> usize;
    /// The walks of the blank from which the skeleton's cut table pays;
    /// `None` without a skeleton.
    fn cut_table_after(&self) -> Option<usize>;
    /// Whether shortcuts would cover the board ([`Overlay::cover`]).
    fn covers(&self) -> bool;
    /// The threads a solve runs on.
    fn threads(&self) -> usize;
}

/// The decisions of a fast solve, each made by [`Plan::decide`] and carried
/// out by the solve; the memory estimate sizes the tables they name. Each
/// field says what it is for, when it is taken, what it costs and which file
/// owns its rule (`docs/DESIGN.md` has them as tables, by stage).
#[doc(hidden)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Plan {
    /// No cell has a way round: the piece moves at most one swap, answered
    /// by walks of the blank over the side groups, with no state graph and
    /// none of what follows but the skeleton. Trigger: no side group joins
    /// two sides of any cell. Owner: `around/side_groups.rs` (`no_way_round`).
    pub forest: bool,
    /// The state graph is laid out as for the biggest boards, keeping
    /// components for branch states alone and adjacency lists only when
    /// small. Trigger: more states than
    /// [`TableLimits::listed_states`](crate::TableLimits::listed_states).
    /// Saves a table of four bytes a state. Owner: `graph/state_graph.rs`
    /// (`is_huge`).
    pub huge: bool,
    /// It is, and its adjacency lists are built: searches read edges from
    /// them rather than from the board. Trigger: the lists take at most a
    /// few bytes a cell. Owner: `graph/branch_graph.rs` (`worth_when_huge`).
    pub huge_lists: bool,
    /// It is not, and its adjacency lists are built. Trigger: small
    /// boards, or lists within their bytes a cell, decided on the branch
    /// states before their edges are counted. Owner:
    /// `graph/branch_graph.rs` (`worth_when_dense`).
    pub dense_lists: bool,
    /// The board's skeleton of junctions and runs, over which the blank
    /// walks junction to junction. Trigger: few junctions among many free
    /// cells. Costs about 20 bytes a cell. Owner: `walk/skeleton.rs`
    /// (`worth`).
    pub skeleton: bool,
    /// Shortcuts across the board's thin regions, which take the
    /// landmarks' place: A* crosses a contracted region in one step.
    /// Trigger: enough lone games on a big board with every around-cost
    /// settled, and regions worth contracting over half its free cells.
    /// Costs a scan of the board's tiles and at most a few bytes a cell.
    /// Owner: `search/overlay/mod.rs` (`worth`, `cover`).
    pub overlay: bool,
    /// Landmarks wanted: distance tables that sharpen the lone games' A*
    /// (fewer are built on a board with no component big enough). Trigger:
    /// enough lone games on a cluttered board of many branch states, no
    /// shortcuts; as many as a share of the games asks and the memory
    /// holds. Costs a full search and four bytes a branch number each.
    /// Owner: `search/landmarks/mod.rs` (`worth_for`).
    pub landmarks: usize,
    /// Their tables are built on several threads, a searcher each. Trigger:
    /// big graphs, while the searchers fit the memory for extra searchers.
    /// Owner: `search/landmarks/mod.rs` (`parallel_for`).
    pub landmarks_parallel: bool,
    /// Phase 1 of every game is worked out beside the last round of
    /// landmark searches, on the thread it would leave waiting. Trigger: a
    /// last round shorter than the threads, and few games. Costs a walk of
    /// the blank's scratch. Owner: `search/touches_ahead.rs`
    /// (`AHEAD_BELOW_GAMES`) with `search/landmarks/mod.rs`
    /// (`short_round`).
    pub touches_ahead: bool,
    /// The searches keep records of four bytes rather than eight. Trigger:
    /// landmarks, and at least a million branch states, where the landmark
    /// table and two solvers' records crowd the memory; below, the records
    /// fit the caches either way and narrow ones cost instructions (3.6%
    /// more on the bench's 200 x 200 board). Owner: `search/fast/records.rs`.
    pub narrow_records: bool,
    /// The games are answered from a table of distances between all branch
    /// states, built by a full search from each. Trigger: fewer branch
    /// states than targets, and few of them. Costs four bytes a pair.
    /// Owner: `search/branch_table.rs` (`worth_for`).
    pub branch_table: bool,
    /// The skeleton's table of distances with each run or junction cut out,
    /// which turns a walk of the blank into a few lookups. Trigger: as many
    /// walks as the table's build costs. Owner: `walk/skeleton.rs`
    /// (`CutTable::worth_after_for`).
    pub cut_table: bool,
    /// Piece cells that enough games share for a phase-1 table each. Owner:
    /// `search/approach.rs` (`least_games`).
    pub shared_pieces: usize,
    /// Shared phase-1 tables built: one for each of those cells, most
    /// shared first, within their memory budget; each saves its games a
    /// walk of the blank. Owner: `search/approach.rs` (`PieceTables::plan`).
    pub piece_tables: usize,
    /// The groups of games by target in each chunk when they are spread
    /// over threads, a solver each. Trigger: enough work (branch states
    /// times groups) to share, while the solvers fit the memory for extra
    /// searchers. Owner: `search/fast/batch.rs` (`chunk_for`).
    pub chunk: Option<usize>,
    /// Those threads' solvers share one scratch for the blank's walks:
    /// when a solver each with its own would not fit and solvers without
    /// one do. Owner: `search/fast/batch.rs` (`chunk_for`).
    pub shared_walks: bool,
}

impl Plan {
    /// The plan on a board where no cell has a way round: no state graph,
    /// and a skeleton when the board has one.
    #[must_use]
    pub(crate) fn forest(skeleton: bool) -> Plan {
        Plan {
            forest: true,
            skeleton,
            ..Plan::default()
        }
    }

    /// Every decision of a fast solve with `options` on a board and games
    /// of these `facts`, each asked of its table's owner, in the order the
    /// solve takes them.
    #[must_use]
    pub(crate) fn decide(facts: &impl Facts, options: &SolveOptions<'_>) -> Plan {
        if facts.forest() {
            return Plan::forest(facts.skeleton());
        }
        let games = facts.games();
        let len = facts.layout_len();
        let numbers = facts.branch_numbers();
        let lone = lone_games(games, options);
        let huge = StateGraph::is_huge(len, options.limits.listed_for(games));

        let unlimited = around_limit(options.budget, games) == NO_LIMIT;
        let overlay = Overlay::worth(lone, facts.branches(), len, unlimited) && facts.covers();
        let landmarks = if overlay || lone == 0 {
            0
        } else {
            let memory = options.limits.landmarks_for(len, games);
            let (cells, free) = (facts.cells(), facts.free());
            Landmarks::worth_for(facts.branches(), numbers, cells, free, lone, memory)
        };
        let narrow_records = landmarks > 0 && numbers >= NARROW_FROM;
        let searching = search_bound(numbers, narrow_records);
        let extra = options.limits.extra_for(len);
        let landmarks_parallel = landmarks > 0
            && Landmarks::parallel_for(numbers, landmarks, searching, extra, || facts.threads());
        let touches_ahead = landmarks_parallel
            && Landmarks::short_round(landmarks, facts.threads())
            && lone < AHEAD_BELOW_GAMES;

        let branch_table =
            !options.moves && BranchTable::worth_for(facts.branches(), || facts.targets());
        let spread = if branch_table {
            None
        } else {
            let scratch = scratch_bound(numbers, len, narrow_records);
            chunk_for(
                facts.branches(),
                facts.targets(),
                (scratch, searching),
                extra,
                || facts.threads(),
            )
        };
        let shared_pieces = facts.shared_pieces();
        Plan {
            forest: false,
            huge,
            huge_lists: huge && facts.lists_when_huge(),
            dense_lists: !huge && BranchGraph::worth_when_dense(numbers, len),
            skeleton: facts.skeleton(),
            overlay,
            landmarks,
            landmarks_parallel,
            touches_ahead,
            narrow_records,
            branch_table,
            cut_table: facts.cut_table_after().is_some_and(|after| games >= after),
            shared_pieces,
            piece_tables: PieceTables::plan(shared_pieces, len),
            chunk: spread.map(|s| s.chunk),
            shared_walks: spread.is_some_and(|s| s.shared_walks),
        }
    }

    /// How the solver answers its batch of games, as planned (without the
    /// shared piece cells, which the facts may hand over).
    #[must_use]
    pub(crate) fn batching(&self) -> Batching {
        Batching {
            branch_table: self.branch_table,
            spread: self.chunk.map(|chunk| Spread {
                chunk,
                shared_walks: self.shared_walks,
            }),
            piece_tables: self.piece_tables,
            cut_table: self.cut_table,
            shared_pieces: None,
        }
    }
}
