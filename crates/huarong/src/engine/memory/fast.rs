//! The fast engine's tables, step by step as `engine::fast::solve` builds
//! them, after the [`Plan`] decided from the board's [`Counts`], each
//! table's bytes as its owner tells them.

use std::cell::Cell;
use std::mem::size_of;

use super::{Counts, Tally, answer_size};
use crate::around::costs::DEFER_PAST;
use crate::around::long_detours;
use crate::around::reduced::Reduced;
use crate::around::side_groups::SideGroups;
use crate::around::table::AroundTable;
use crate::engine::decisions::{self, Decision};
use crate::engine::plan::{BoardFacts, Facts, GraphFacts, Plan};
use crate::engine::solver::SolveOptions;
use crate::graph::branch_graph::BranchGraph;
use crate::graph::components::Components;
use crate::graph::corridors::{Chain, Corridors};
use crate::input::board::Board;
use crate::input::puzzle::Puzzle;
use crate::search::approach::PieceTables;
use crate::search::branch_table::BranchTable;
use crate::search::fast::batch::{grouping_bytes, targets_bytes};
use crate::search::fast::records_bytes;
use crate::search::landmarks::Landmarks;
use crate::search::overlay::Overlay;
use crate::sizes::{bytes, pushed};
use crate::walk::NO_LIMIT;
use crate::walk::blank_search::BlankSearch;
use crate::walk::side_distances::SideDistances;
use crate::walk::skeleton::{CutTable, Skeleton};

/// The [`Facts`] the estimate plans from: the board's [`Counts`], for the
/// graph it has not built. Whether the plan asked for the games' targets,
/// which the solve counts in a byte a cell.
pub(super) struct EstimateFacts<'a> {
    counts: &'a Counts,
    board: &'a Board,
    games: usize,
    threads: usize,
    asked_targets: Cell<bool>,
}

impl<'a> EstimateFacts<'a> {
    /// The facts of `puzzle` on `threads` threads, of counts `counts`.
    fn new(puzzle: &'a Puzzle, threads: usize, counts: &'a Counts) -> EstimateFacts<'a> {
        EstimateFacts {
            counts,
            board: &puzzle.board,
            games: puzzle.games.len(),
            threads,
            asked_targets: Cell::new(false),
        }
    }
}

impl BoardFacts for EstimateFacts<'_> {
    fn forest(&self) -> bool {
        self.counts.forest
    }

    fn skeleton(&self) -> bool {
        self.counts.skeleton
    }

    fn layout_len(&self) -> usize {
        self.counts.len
    }

    fn cells(&self) -> usize {
        self.board.rows() * self.board.cols()
    }

    fn free(&self) -> usize {
        self.counts.free
    }

    fn games(&self) -> usize {
        self.games
    }
}

impl GraphFacts for EstimateFacts<'_> {
    fn costs_pending(&self, limit: usize) -> bool {
        // Under a limit, the first searches stop past it (or past
        // `DEFER_PAST`, if less) as the forecast foresees, and a few of
        // them are settled by plain searches to the limit, which stop there
        // too and leave their pairs pending; many are settled from the SPQR
        // tree, which leaves none but where a search of a rigid piece goes
        // past the limit (not foreseen).
        let c = self.counts;
        let deferred = c.detours.deferred;
        limit != NO_LIMIT && deferred > 0 && deferred.saturating_mul(DEFER_PAST.min(limit)) < c.free
    }

    fn branches(&self) -> usize {
        self.counts.branches
    }

    fn branch_numbers(&self) -> usize {
        // Branch numbers are the branch states (as numbered densely on every
        // board the estimate meets).
        self.counts.branches
    }

    fn branch_edges(&self) -> usize {
        self.counts.branch_edges
    }

    fn mean_chain(&self) -> u64 {
        // The chains' states for their costs, which the counts have not (a
        // chain's around-edges cost more than a move): the queue's kind
        // sizes no table.
        let c = self.counts;
        (c.chain_states / c.chains.max(1)) as u64
    }
}

impl Facts for EstimateFacts<'_> {
    fn targets(&self) -> usize {
        self.asked_targets.set(true);
        self.counts.targets
    }

    fn shared_pieces(&self) -> usize {
        let skeleton = self.counts.skeleton;
        if self.games < PieceTables::least_games(skeleton) {
            0
        } else {
            self.counts.shared[usize::from(skeleton)]
        }
    }

    fn cut_table_after(&self) -> Option<usize> {
        // Each run has two edge slots, but for loops (rare enough to leave
        // out).
        let c = self.counts;
        c.skeleton
            .then(|| CutTable::worth_after_for(c.runs, 2 * c.runs, c.junctions))
    }

    fn covers(&self) -> bool {
        self.counts
            .covers
            .get_or_init(|| Overlay::cover(self.board, false).map(|c| c.shortcut_bytes()))
            .is_some()
    }

    fn threads(&self) -> usize {
        self.threads
    }
}

/// The [`Plan`] the fast engine will follow for `puzzle` with `options` on
/// `threads` threads, on a board of counts `c`; and whether the plan counts
/// the games' different targets.
pub(super) fn plan(
    puzzle: &Puzzle,
    options: &SolveOptions<'_>,
    threads: usize,
    c: &Counts,
) -> (Plan, bool) {
    let facts = EstimateFacts::new(puzzle, threads, c);
    let plan = Plan::decide(&facts, options);
    let counted = facts.asked_targets.get();
    (plan, counted)
}

/// The decisions of the [`Plan`] the fast engine will follow for `puzzle`
/// with `options` on `threads` threads, on a board of counts `c`, each with
/// its reason.
pub(super) fn decisions(
    puzzle: &Puzzle,
    options: &SolveOptions<'_>,
    threads: usize,
    c: &Counts,
) -> Vec<Decision> {
    let facts = EstimateFacts::new(puzzle, threads, c);
    let plan = Plan::decide(&facts, options);
    let mut list = decisions::decisions(&plan, &facts, options);
    if !plan.forest {
        // What the around-costs will leave for the long detours: foreseen,
        // since only the searches themselves tell.
        let f = &c.detours;
        let how = if f.deferred == 0 {
            "none"
        } else if f.deferred.saturating_mul(DEFER_PAST.min(plan.around_limit)) < c.free {
            "settled by plain searches"
        } else {
            "settled from an SPQR tree"
        };
        if let Some(d) = list.iter_mut().find(|d| d.name == "around_limit") {
            d.reason.push_str(&format!(
                "; long detours foreseen, not known before solving: {} of the {} cells that \
                 take a first search ({} of them searched) stop past the cap: {how}",
                f.deferred, f.searched, f.sampled
            ));
        }
    }
    list
}

/// The bytes of one walk of the blank with `options` on a board of counts
/// `c` (see [`BlankSearch::bytes_for`]).
fn walk_bytes(options: &SolveOptions<'_>, c: &Counts) -> u64 {
    BlankSearch::bytes_for(c.len, c.free, c.junctions, c.skeleton, options.moves)
}

/// The fast engine, step by step as `engine::fast::solve` goes.
#[allow(clippy::too_many_lines)]
pub(super) fn fast(
    tally: &mut Tally,
    puzzle: &Puzzle,
    options: &SolveOptions<'_>,
    threads: usize,
    c: &Counts,
) {
    let (plan, counts_targets) = plan(puzzle, options, threads, c);
    let board = &puzzle.board;
    let games = &puzzle.games;
    let len = c.len;
    let around_threads = if crate::around::parallel(board) {
        threads
    } else {
        1
    };
    let skeleton = plan.skeleton;
    // The side groups: one depth-first search.
    let groups = SideGroups::peak_bytes(len, c.trees, c.free);
    tally.step("side groups", &[("side groups", groups)]);
    tally.hold("side groups", SideGroups::bytes_for(len, c.trees));
    if skeleton {
        let building = Skeleton::peak_bytes(len, c.runs, c.junctions);
        tally.step("skeleton", &[("skeleton", building)]);
        tally.hold("skeleton", Skeleton::bytes_for(len, c.runs, c.junctions));
    }
    let answers = bytes(games.len(), answer_size(options.moves));
    if plan.forest {
        // No way round any cell: a walk of the blank per game, and the
        // answers.
        tally.step(
            "searches",
            &[
                ("search scratch", walk_bytes(options, c)),
                ("per-game answers", answers),
            ],
        );
        return;
    }

    // Around-costs, six per cell: corridor runs first (marked per cell), then
    // every other cell, on threads on big boards.
    // The table, and a mark per cell for the runs' pass.
    tally.hold(
        "around-cost table",
        (AroundTable::bytes_for(len) + len) as u64,
    );
    let searcher = bytes(around_threads, 1)
        * if skeleton {
            BlankSearch::junction_bytes(c.junctions)
        } else {
            BlankSearch::grid_bytes(len)
        };
    let runs = c.corridor_runs;
    let run_lists = pushed(runs, 40) + pushed(c.two, 8) + bytes(runs, 24);
    tally.step(
        "around-costs",
        &[("around-cost scratch", run_lists + searcher)],
    );
    // Long detours: the cells whose first search went past its cap, as
    // the forecast foresees them (see `long_detours::forecast`).
    let deferred = c.detours.deferred.min(c.free);
    if deferred > 0 {
        let first = DEFER_PAST.min(plan.around_limit);
        let scratch = if deferred.saturating_mul(first) < c.free {
            // Few: plain searches, one scratch a thread.
            long_detours::plain_bytes(len, deferred, around_threads)
        } else if skeleton {
            // Many: the SPQR tree of the skeleton's junctions and runs.
            long_detours::peak_bytes(0, c.junctions, c.runs, deferred, around_threads)
        } else {
            // Many, with no skeleton: the tree of the deferred cells'
            // reduced graph, built by the forecast where it searched every
            // cell; else of at most the deferred cells and their
            // neighbours, kept, and the walks across the parts between.
            let kept = c.free.min(deferred.saturating_mul(5));
            let (junctions, edges) = c
                .detours
                .reduced
                .unwrap_or((kept.min(c.junctions), c.runs.min(3 * kept)));
            let reduce = Reduced::peak_bytes(len, c.free, kept);
            long_detours::peak_bytes(reduce, junctions, edges, deferred, around_threads)
        };
        tally.step("around-costs", &[("around-cost scratch", scratch as u64)]);
    }
    tally.release("around-cost table");
    tally.hold("around-cost table", AroundTable::bytes_for(len) as u64);

    // The state graph: components, the board's copy, chains, adjacency lists.
    tally.hold("state components", Components::bytes_for(len) as u64);
    tally.hold("board copy", bytes(len, 1));
    // Adjacency lists only on boards not too big for them; search tables
    // are indexed by the dense branch numbers on every board.
    let branch_numbers = c.branches;
    // The branch list (allocated for the states outside chains) and the
    // chains (pushed one by one while the graph is built), shrunk to their
    // lengths for the rest of the solve.
    let chains = bytes(c.chains, size_of::<Chain>());
    tally.hold(
        "corridor chains",
        Corridors::bytes_for(len, c.chain_states, c.free) as u64
            + bytes(c.branches, size_of::<u32>())
            + chains,
    );
    let pushing = pushed(c.chains, size_of::<Chain>()) - chains;
    tally.step("state graph", &[("corridor chains", pushing)]);
    if plan.huge {
        // The corridors found, the components are kept for branch states
        // alone.
        tally.step("state graph", &[]);
        tally.release("state components");
        tally.hold(
            "state components",
            Components::branch_bytes_for(branch_numbers) as u64,
        );
    }
    let big = BranchGraph::big_bound_bytes(4 * len, c.free);
    if plan.dense_lists {
        let lists = BranchGraph::bytes_for(c.branches, c.branch_edges) + big;
        tally.hold("branch graph", lists as u64);
    } else if plan.huge_lists {
        let lists = BranchGraph::exact_bytes(c.branches, c.branch_edges) + big;
        tally.hold("branch graph", lists as u64);
    }
    // A search's records (zeroed, resident where the searches go: counted
    // whole), and its queue.
    let records = records_bytes(branch_numbers, plan.narrow_records) as u64;
    // The plan: the games' different targets counted (sorted, or a mark per
    // cell when the games are as many), and the games per piece cell in a
    // table per cell when enough games may share one.
    let targets = if counts_targets {
        targets_bytes(games.len(), len)
    } else {
        0
    };
    let pieces = if games.len() < PieceTables::least_games(plan.skeleton) {
        0
    } else {
        PieceTables::counting_bytes(len, c.shared[usize::from(plan.skeleton)])
    };
    tally.step("plan", &[("game scratch", targets.max(pieces))]);
    if plan.overlay {
        // The shortcuts: each tile's regions found and contracted on its
        // thread, then the tables (see `Overlay::bytes_bound`).
        let scratch = Overlay::build_scratch_bound(len, threads);
        // The plan asked whether shortcuts cover the board: the cover's
        // regions bound their bytes.
        let shortcuts = c.covers.get().copied().flatten().unwrap_or(0);
        tally.step("shortcuts", &[("shortcut scratch", scratch as u64)]);
        tally.hold(
            "shortcuts",
            Overlay::bytes_bound(len, board.rows() + board.cols(), branch_numbers, shortcuts)
                as u64,
        );
    }
    landmarks(
        tally,
        c,
        &plan,
        branch_numbers,
        threads,
        walk_bytes(options, c),
    );
    // The queue: the items a search holds at once, about a byte a branch
    // number, for the searches landmarks sharpen too (the same buckets, each
    // giving back what it held past `KEPT` once emptied: on random:0.1 at
    // 2000 x 2000 the two solvers' queues and walks held 4 MB at most, not
    // the 96 MB four bytes a branch number counted); four for
    // those back from the target that spell moves.
    let queue = bytes(branch_numbers, if options.moves { 4 } else { 1 });

    if plan.branch_table {
        let table = BranchTable::bytes_for(c.branches) as u64;
        tally.hold("branch table", table + records + queue);
        phase_one_tables(tally, puzzle, c, &plan);
        tally.step("searches", &[("per-game answers", answers)]);
        return;
    }

    // The games: phase 1 shared by piece cell, then sorted by target.
    phase_one_tables(tally, puzzle, c, &plan);
    // Fewer games than cells are sorted in a word each; more are counted in
    // a table per cell. Either gives an input index per game, by target.
    let (grouping, grouped) = grouping_bytes(games.len(), len, c.targets);
    tally.step("grouping games", &[("game scratch", grouping)]);
    tally.hold("games by target", grouped);
    let targets = c.targets;
    // The answers in input order, filled as the groups are answered.
    let answer = answer_size(options.moves);
    tally.hold("per-game answers", answers);
    // A solver: its search records, its queue, and for phase 1 (and for
    // spelling moves) a walk of the blank, which a solver given every
    // game's phase 1 ahead (beside the landmarks) never allocates.
    let walks = if plan.touches_ahead && !options.moves {
        0
    } else if plan.overlay && !plan.skeleton && !options.moves {
        // Across regions by their shortcuts: the cell table alone, its
        // queues holding the few cells the walks reach.
        BlankSearch::grid_bytes(len)
    } else {
        walk_bytes(options, c)
    };
    let (searches, walks) = if c.searches > 0 {
        (records + queue, walks)
    } else {
        (0, 0)
    };
    let solver = searches + walks;
    if let Some(chunk) = plan.chunk {
        // Groups of games by target in chunks, a solver per thread, and each
        // chunk's answers with their places; the solvers' walk scratch one
        // each, or one for all.
        let chunks = targets.div_ceil(chunk);
        let per_chunk = games.len().div_ceil(chunks);
        let solvers = bytes(threads.min(chunks), 1);
        let scratch = if plan.shared_walks {
            solvers * searches + walks
        } else {
            solvers * solver
        };
        tally.step(
            "searches",
            &[
                ("search scratch", scratch),
                (
                    "per-game answers",
                    bytes(chunks, 1) * pushed(per_chunk, answer + 8),
                ),
            ],
        );
    } else {
        // One solver, which answers the games one target at a time, each
        // answer straight into its place.
        tally.hold("search scratch", solver);
        tally.step("searches", &[]);
    }
    tally.release("phase-1 tables");
}

/// Landmarks, for lone searches without moves: distances from a few states
/// to every branch number, each table built by a full search.
fn landmarks(
    tally: &mut Tally,
    c: &Counts,
    plan: &Plan,
    branch_numbers: usize,
    threads: usize,
    walk: u64,
) {
    let count = plan.landmarks;
    if count == 0 {
        return;
    }
    let len = c.len;
    // Picking them: component sizes per state, which on a tree (components
    // of two states) end it; then a candidate per cell, the walk to the
    // nearest landmark per cell, and its queue of cells.
    tally.step("landmarks", &[("landmark scratch", bytes(len, 16))]);
    if c.tree {
        return;
    }
    if count > 1 {
        tally.step(
            "landmarks",
            &[("landmark scratch", bytes(len, 4 + 4) + pushed(c.free, 4))],
        );
    }
    tally.hold(
        "landmarks",
        Landmarks::bytes_for(branch_numbers, count) as u64,
    );
    let builders = if plan.landmarks_parallel {
        threads.min(count)
    } else {
        1
    };
    // Each builder: a solver's records and queue, from which each
    // landmark's distances go straight into the table.
    let each = records_bytes(branch_numbers, plan.narrow_records) + branch_numbers;
    tally.step("landmarks", &[("landmark scratch", bytes(builders, each))]);
    if plan.touches_ahead {
        // The last round's searches, and beside them phase 1 of every game
        // with a walk scratch of its own.
        let last_round = bytes(builders - 1, each) + walk;
        tally.step("landmarks", &[("landmark scratch", last_round)]);
    }
}

/// Phase 1 shared by piece cell: a table of walks from every cell for each
/// piece cell that enough games share (and the skeleton's cut table, with
/// many games).
fn phase_one_tables(tally: &mut Tally, puzzle: &Puzzle, c: &Counts, plan: &Plan) {
    let len = c.len;
    if plan.cut_table {
        let table = CutTable::bytes_for(c.runs, 2 * c.runs, c.junctions);
        tally.hold("cut table", table as u64);
    }
    if puzzle.games.len() < PieceTables::least_games(plan.skeleton) {
        return;
    }
    // The games counted per piece cell.
    tally.step("phase-1 tables", &[("game scratch", bytes(len, 4))]);
    let tables = plan.piece_tables;
    if tables == 0 {
        return;
    }
    // Each table built in 32 bits by a walk of the blank (one at a time),
    // then kept, narrowed when it fits.
    let kept = bytes(tables, SideDistances::kept_bytes(len, c.free));
    let building = bytes(1, SideDistances::bytes(len)) + bytes(1, len * 8);
    tally.step(
        "phase-1 tables",
        &[
            ("game scratch", bytes(len, 4)),
            ("phase-1 tables", kept + building),
        ],
    );
    // And a table index per cell.
    tally.hold("phase-1 tables", kept + bytes(len, 4));
}
