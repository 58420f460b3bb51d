//! The fast engine's plan: every decision that sizes a solve's tables or
//! picks how its searches run, made in one place from the [`Facts`] of the
//! board and its games, before the tables it decides are built; the state
//! graph, the solver, the batching and the tables carry it out and decide
//! nothing of it again.
//!
//! The decisions come in the order the solve needs them, each stage from
//! the facts there are by then:
//! 1. [`Plan::before_graph`], from the board ([`BoardFacts`]): whether there
//!    is a state graph at all (a forest has none), the skeleton, how far
//!    the around-cost searches go, and the layout of the biggest boards;
//! 2. [`Plan::with_graph`], once the around-costs and corridors exist
//!    ([`GraphFacts`]): adjacency lists, and how the searches run over them;
//! 3. [`Plan::with_games`], from the games ([`Facts`]): shortcuts or
//!    landmarks, record width, the branch table, phase-1 tables, threads.
//!
//! [`Plan::decide`] takes the three at once, from facts that answer every
//! question: the memory estimate's, counted by one search of the board
//! before any large table exists (`engine::memory`), which is also the plan
//! `huarong solve --plan` shows ([`Decision`]).
//!
//! Each decision's rule belongs to the owner of the table it decides (the
//! landmarks, the branch table, the overlay, ...), which exports it as a
//! function of counts; this file only puts them in order. A new tier is its
//! owner's rule, a question here if it needs one, a [`Plan`] field, and the
//! code that carries it out.

use crate::engine::solver::{Budget, SolveOptions};
use crate::graph::branch_graph::BranchGraph;
use crate::graph::state_graph::StateGraph;
use crate::search::approach::PieceTables;
use crate::search::branch_table::BranchTable;
use crate::search::fast::batch::{Batching, Spread, chunk_for};
use crate::search::fast::{FastSolver, Tuning, scratch_bound, search_bound};
use crate::search::landmarks::Landmarks;
use crate::search::overlay::Overlay;
use crate::search::queue::SearchQueue;
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

/// The around-cost search limit for `games` games under `budget`.
pub(crate) fn around_limit(budget: Budget, games: usize) -> usize {
    match budget {
        Budget::Auto if games < BUDGET_BELOW_GAMES => SEARCH_LIMIT,
        Budget::Auto | Budget::Unlimited => NO_LIMIT,
        Budget::Limit(limit) => limit,
    }
}

/// How many of `games` games are answered by searches of their own, which
/// landmarks and shortcuts serve: none when moves are spelled, which
/// searches back from the target.
fn own_search_games(games: usize, options: &SolveOptions<'_>) -> usize {
    if options.moves { 0 } else { games }
}

/// What [`Plan::before_graph`] reads of a board and its games, before the
/// state graph exists.
pub(crate) trait BoardFacts {
    /// No cell has a way round: there is no state graph.
    fn forest(&self) -> bool;
    /// The board has few enough junctions for a skeleton of junctions and
    /// runs ([`Skeleton::worth`](crate::walk::skeleton::Skeleton::worth)).
    fn skeleton(&self) -> bool;
    /// Cells of the padded layout.
    fn layout_len(&self) -> usize;
    /// Cells of the board, rows times columns.
    fn cells(&self) -> usize;
    /// Free cells.
    fn free(&self) -> usize;
    /// The games.
    fn games(&self) -> usize;
}

/// What [`Plan::with_graph`] reads besides: the state graph's around-costs
/// and corridors, exact once they exist, or counted for the estimate.
pub(crate) trait GraphFacts: BoardFacts {
    /// Some around-cost is left pending by the search limit (`limit`).
    fn costs_pending(&self, limit: usize) -> bool;
    /// Branch states: those with other than two edges.
    fn branches(&self) -> usize;
    /// Branch numbers, which index the searches' tables.
    fn branch_numbers(&self) -> usize;
    /// The branch states' compressed edges: the length of their adjacency
    /// lists (a pass over the graph, asked only past the dense size).
    fn branch_edges(&self) -> usize;
    /// The mean length of the corridors' chains.
    fn mean_chain(&self) -> u64;
}

/// What [`Plan::with_games`] reads besides, of the games. The costly facts
/// (the targets, the shared piece cells, the overlay's cover, the thread
/// count, which starts the thread pool) are asked only when a decision needs
/// them.
pub(crate) trait Facts: GraphFacts {
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

/// The decisions of a fast solve, each made here and carried out by the
/// solve; the memory estimate sizes the tables they name. Each
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
    /// The most cells (or skeleton junctions) one around-cost search
    /// settles while the state graph is built; costs past it wait for the
    /// first search that reads them (`usize::MAX`: none wait). Trigger: few
    /// games under [`Budget::Auto`], which read few costs. Owner: this file
    /// ([`SEARCH_LIMIT`]).
    pub around_limit: usize,
    /// The state graph is laid out as for the biggest boards, keeping
    /// components for branch states alone and adjacency lists only when
    /// small. Trigger: more states than
    /// [`TableLimits::listed_states`](crate::TableLimits::listed_states).
    /// Saves a table of four bytes a state. Owner: `graph/state_graph.rs`
    /// (`is_huge`).
    pub huge: bool,
    /// It is, and its adjacency lists are built: searches read edges from
    /// them rather than from the board. Trigger: no around-cost pending,
    /// and the lists take at most a few bytes a cell. Owner:
    /// `graph/branch_graph.rs` (`worth_when_huge`).
    pub huge_lists: bool,
    /// It is not, and its adjacency lists are built. Trigger: no
    /// around-cost pending (searches over pending costs read edges from the
    /// board, settling them as they go), and small boards, or lists within
    /// their bytes a cell, decided on the branch states before their edges
    /// are counted. Owner: `graph/branch_graph.rs` (`worth_when_dense`).
    pub dense_lists: bool,
    /// Narrow searches start loading what the states a few pops ahead will
    /// read. Trigger: graphs of millions of branch numbers, whose tables
    /// outgrow the caches. Owner: `search/fast/mod.rs` (`loads_ahead`).
    pub load_ahead: bool,
    /// The searches queue in a radix heap rather than buckets (landmarks
    /// aside, which take buckets). Trigger: long chains on average. Owner:
    /// `search/queue/mod.rs` (`radix_for`).
    pub long_chains: bool,
    /// The board's skeleton of junctions and runs, over which the blank
    /// walks junction to junction. Trigger: few junctions among many free
    /// cells. Costs eight bytes a layout cell (its run and place), and a few
    /// dozen a run and a junction. Owner: `walk/skeleton.rs`
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
    /// states than targets, and few of them. Costs eight bytes a pair.
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
    fn forest(skeleton: bool) -> Plan {
        Plan {
            forest: true,
            skeleton,
            ..Plan::default()
        }
    }

    /// Every decision of a fast solve with `options` on a board and games
    /// of these `facts`: the three stages at once.
    #[must_use]
    pub(crate) fn decide(facts: &impl Facts, options: &SolveOptions<'_>) -> Plan {
        let plan = Plan::before_graph(facts, options);
        if plan.forest {
            return plan;
        }
        plan.with_graph(facts).with_games(facts, options)
    }

    /// The decisions taken before the state graph is built: whether there
    /// is one, its skeleton, its around-cost searches' limit and whether it
    /// is laid out as for the biggest boards.
    #[must_use]
    pub(crate) fn before_graph(facts: &impl BoardFacts, options: &SolveOptions<'_>) -> Plan {
        if facts.forest() {
            return Plan::forest(facts.skeleton());
        }
        let games = facts.games();
        Plan::for_graph(
            facts,
            around_limit(options.budget, games),
            options.limits.listed_for(games),
        )
    }

    /// [`Plan::before_graph`] for a state graph built on its own, with no
    /// games in view: every search to `around_limit` cells, adjacency lists
    /// whatever their size up to `listed_states` states.
    #[must_use]
    pub(crate) fn for_graph(
        facts: &impl BoardFacts,
        around_limit: usize,
        listed_states: usize,
    ) -> Plan {
        Plan {
            skeleton: facts.skeleton(),
            around_limit,
            huge: StateGraph::is_huge(facts.layout_len(), listed_states),
            ..Plan::default()
        }
    }

    /// The decisions taken once the state graph's around-costs and corridors
    /// exist: its adjacency lists, and how searches run over it.
    #[must_use]
    pub(crate) fn with_graph(self, facts: &impl GraphFacts) -> Plan {
        let len = facts.layout_len();
        let branch_numbers = facts.branch_numbers();
        let lists = !facts.costs_pending(self.around_limit);
        Plan {
            huge_lists: self.huge
                && lists
                && BranchGraph::worth_when_huge(branch_numbers, facts.branch_edges(), len),
            dense_lists: !self.huge && lists && BranchGraph::worth_when_dense(branch_numbers, len),
            ..self
        }
        .searching(facts)
    }

    /// How searches run over a graph of these `facts`, with the lists
    /// planned.
    pub(crate) fn searching(self, facts: &impl GraphFacts) -> Plan {
        Plan {
            load_ahead: FastSolver::loads_ahead(facts.branch_numbers()),
            long_chains: SearchQueue::radix_for(facts.mean_chain()),
            ..self
        }
    }

    /// The decisions taken from the games, on a state graph laid out as
    /// planned: in the order the solve takes them.
    #[must_use]
    pub(crate) fn with_games(self, facts: &impl Facts, options: &SolveOptions<'_>) -> Plan {
        let games = facts.games();
        let len = facts.layout_len();
        let branch_numbers = facts.branch_numbers();
        let own_searches = own_search_games(games, options);

        let unlimited = self.around_limit == NO_LIMIT;
        let overlay =
            Overlay::worth(own_searches, facts.branches(), len, unlimited) && facts.covers();
        let landmarks = if overlay || own_searches == 0 {
            0
        } else {
            let memory = options.limits.landmarks_for(len, games);
            let (cells, free) = (facts.cells(), facts.free());
            Landmarks::worth_for(
                facts.branches(),
                branch_numbers,
                cells,
                free,
                own_searches,
                memory,
            )
        };
        let narrow_records = landmarks > 0 && branch_numbers >= NARROW_FROM;
        let searching = search_bound(branch_numbers, narrow_records);
        let extra = options.limits.extra_for(len);
        let landmarks_parallel = landmarks > 0
            && Landmarks::parallel_for(branch_numbers, landmarks, searching, extra, || {
                facts.threads()
            });
        let touches_ahead = landmarks_parallel
            && Landmarks::short_round(landmarks, facts.threads())
            && own_searches < AHEAD_BELOW_GAMES;
        let batching = Plan::batching_for(facts, options.moves, narrow_records, extra);
        Plan {
            overlay,
            landmarks,
            landmarks_parallel,
            touches_ahead,
            narrow_records,
            branch_table: batching.branch_table,
            cut_table: batching.cut_table,
            shared_pieces: facts.shared_pieces(),
            piece_tables: batching.piece_tables,
            chunk: batching.spread.map(|s| s.chunk),
            shared_walks: batching.spread.is_some_and(|s| s.shared_walks),
            ..self
        }
    }

    /// How a batch of games of these `facts` is answered (with `moves`,
    /// spelled out) by solvers whose records are `narrow` and whose extra
    /// searchers may take `extra` bytes: the batch's part of
    /// [`Plan::with_games`], which a solver with no plan of its games (a
    /// library caller's) also asks.
    #[must_use]
    pub(crate) fn batching_for(
        facts: &impl Facts,
        moves: bool,
        narrow: bool,
        extra: usize,
    ) -> Batching {
        let len = facts.layout_len();
        let branch_numbers = facts.branch_numbers();
        let branch_table = !moves && BranchTable::worth_for(facts.branches(), || facts.targets());
        let spread = if branch_table {
            None
        } else {
            chunk_for(
                facts.branches(),
                facts.targets(),
                (
                    scratch_bound(branch_numbers, len, narrow),
                    search_bound(branch_numbers, narrow),
                ),
                extra,
                || facts.threads(),
            )
        };
        Batching {
            branch_table,
            spread,
            piece_tables: PieceTables::plan(facts.shared_pieces(), len),
            cut_table: facts
                .cut_table_after()
                .is_some_and(|after| facts.games() >= after),
            shared_pieces: None,
        }
    }

    /// How the solver searches the graph, as planned.
    #[must_use]
    pub(crate) fn tuning(&self) -> Tuning {
        Tuning {
            by_state: !(self.huge_lists || self.dense_lists),
            load_ahead: self.load_ahead,
            long_chains: self.long_chains,
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
