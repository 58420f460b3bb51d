//! Memory known before it is spent: the peak heap a solve will take, from
//! the board, the games and the options, before any large table exists.
//!
//! The estimate follows [`solve`](crate::solve) step by step. At each step
//! some tables are held (the state graph's, once built) and some are scratch
//! that the step frees again; the peak is the step where the two add up to
//! the most. Sizes come from counts of the board: its padded layout (every
//! per-cell table has [`Board::layout_len`](crate::Board::layout_len) entries), its free cells,
//! junctions and corridor runs, and the state graph's branch states, chains
//! and compressed edges, which one depth-first search of the board (the side
//! groups every fast solve starts with) gives exactly. The games add their
//! copy sorted by target and their answers.
//!
//! Which tables the solve builds is not decided here: the estimate asks
//! [`Plan::decide`](crate::engine::plan::Plan::decide), as the solve does,
//! with the facts the counts give. Each table's owner (the side groups, the
//! skeleton, the walks, the landmarks, the branch table, the shared phase-1
//! tables, the batches of games, ...) tells the bytes of its tables from
//! counts; this model puts them in the order the solve allocates and frees
//! them. `tests/memory.rs` (the estimate against the bytes really
//! allocated, on every board family and on boards either side of every
//! decision's threshold, where the solver's plan and the estimate's must
//! agree) catches a table whose owner's bytes have gone out of step.
//!
//! What the board's counts cannot tell, the solve's own first steps can:
//! the around-costs' first searches, run on every cell that takes one (an
//! even sample of them on big boards), foresee how many cells the long
//! detours take up, whether plainly or from an SPQR tree, and whether costs
//! stay pending under the work budget (see `long_detours::forecast`).
//!
//! Not counted: the moves of spelled-out solutions (their length is the
//! answer, unknown until solved: a byte a move, up to twice that while a
//! solution grows); search queues beyond one to four bytes a branch state
//! (they keep the largest frontier of any search); the order in which the
//! around-costs' small cap falls, which the forecast takes as even; the
//! allocator's own overhead, thread stacks and the program's code (the
//! command-line tool adds the process's resident memory for those). The
//! brute-force engine's queue is counted as every position, an upper
//! bound; a board too big for it costs only the parsed puzzle, since the
//! engine refuses it.
//!
//! Measured (`tests/memory.rs`, and the process's peak resident memory up
//! to 2000 x 2000): within 25% either way on every board family, either
//! side of every threshold, and on boards that leave long detours with 1,
//! 5 and 100 games.

use std::cell::OnceCell;
use std::mem::size_of;
use std::rc::Rc;

use crate::around::long_detours::Forecast;
use crate::engine::brute::BRUTE_MAX_FREE;
use crate::engine::decisions::Decision;
use crate::engine::plan::Plan;
use crate::engine::solver::{Engine, SolveOptions};
use crate::input::dir::Dir;
use crate::input::puzzle::{Game, GameError, Puzzle};
use crate::search::branch_table::BranchTable;
use crate::sizes::{bytes, pushed};
use crate::solution::{Cost, Solution};

mod counts;
mod fast;

/// The estimated peak heap of a solve, and the tables it is made of.
///
/// ```
/// use huarong::{estimate_memory, parse_puzzle, InputLimits, SolveOptions};
/// let text = b"3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n1 2 2 2 3 2\n";
/// let puzzle = parse_puzzle(text, &InputLimits::default()).unwrap();
/// let estimate = estimate_memory(&puzzle, &SolveOptions::default(), 1);
/// let sum: u64 = estimate.parts.iter().map(|&(_, bytes)| bytes).sum();
/// assert_eq!(sum, estimate.total);
/// assert_eq!(estimate.parts[0].0, "parsed puzzle");
/// assert!(estimate.total < 1 << 20);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MemoryEstimate {
    /// The estimated peak in bytes: the parsed puzzle and what the solve
    /// holds at its fullest moment. With the input text the puzzle was
    /// parsed from freed, this is the process's peak heap.
    pub total: u64,
    /// The tables alive at that moment, by name, in bytes; they add up to
    /// [`MemoryEstimate::total`]. The first is always `"parsed puzzle"`: the
    /// [`Puzzle`] itself, allocated before the estimate is made. Scratch of
    /// several threads is one part (`"search scratch"`, `"landmark
    /// scratch"`, ...), counted for [`MemoryEstimate::threads`] threads.
    pub parts: Vec<(&'static str, u64)>,
    /// The step of the solve where the peak falls (`"searches"`,
    /// `"landmarks"`, `"around-costs"`, ...).
    pub peak_at: &'static str,
    /// The threads the scratch was counted for.
    pub threads: usize,
}

impl MemoryEstimate {
    /// The bytes of the part named `name` (0 when there is none).
    ///
    /// ```
    /// use huarong::{estimate_memory, parse_puzzle, InputLimits, SolveOptions};
    /// let text = b"1 3 1\n1 1 1\n1 1 1 2 1 3\n";
    /// let puzzle = parse_puzzle(text, &InputLimits::default()).unwrap();
    /// let estimate = estimate_memory(&puzzle, &SolveOptions::default(), 1);
    /// // The board's padded layout (3 x 5 cells) and one game.
    /// assert_eq!(estimate.part("parsed puzzle"), 15 + 24);
    /// assert_eq!(estimate.part("no such table"), 0);
    /// ```
    #[must_use]
    pub fn part(&self, name: &str) -> u64 {
        self.parts
            .iter()
            .filter(|&&(n, _)| n == name)
            .map(|&(_, bytes)| bytes)
            .sum()
    }
}

/// The peak heap bytes [`solve`](crate::solve) will take for `puzzle` with
/// `options` on a rayon pool of `threads` threads (pass
/// `rayon::current_num_threads()` from inside the pool the solve will run
/// in), the parsed puzzle included (see [`MemoryEstimate`]). The scratch of
/// parallel steps is counted once per thread; `threads` is taken as 1 when 0,
/// or without the `parallel` feature.
///
/// For the fast engine it takes one depth-first search of the board (about
/// 20 bytes a cell of scratch, freed before it returns; a second or two at
/// 16 million cells), the around-costs' first searches on up to 32,768
/// cells (a few milliseconds), and a sort of the games' cells.
///
/// ```
/// use huarong::{estimate_memory, parse_puzzle, Engine, InputLimits, SolveOptions};
/// let text = b"3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n1 2 2 2 3 2\n";
/// let puzzle = parse_puzzle(text, &InputLimits::default()).unwrap();
/// for engine in Engine::ALL {
///     let estimate = estimate_memory(&puzzle, &SolveOptions::new(engine), 1);
///     assert!(estimate.total > estimate.part("parsed puzzle"));
/// }
/// // A board this small is solved on one thread whatever the pool.
/// let many = estimate_memory(&puzzle, &SolveOptions::default(), 64);
/// assert_eq!(many.total, estimate_memory(&puzzle, &SolveOptions::default(), 1).total);
/// ```
#[must_use]
pub fn estimate_memory(
    puzzle: &Puzzle,
    options: &SolveOptions<'_>,
    threads: usize,
) -> MemoryEstimate {
    estimate_with(puzzle, options, threads, || Counts::of(puzzle, options))
}

/// Cheap bounds on what [`estimate_memory`] says, `(least, most)`, from the
/// board's size, its free cells and the number of games alone: no search
/// of the board, no table the size of the board. A front end asks these
/// first, and pays for the exact estimate (a depth-first search of the
/// board, about 20 bytes a cell of scratch) only when a limit falls between
/// them.
///
/// ```
/// use huarong::{estimate_memory, memory_bounds, parse_puzzle, InputLimits, SolveOptions};
/// let text = b"3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n1 2 2 2 3 2\n";
/// let puzzle = parse_puzzle(text, &InputLimits::default()).unwrap();
/// let options = SolveOptions::default();
/// let (least, most) = memory_bounds(&puzzle, &options, 1);
/// let exact = estimate_memory(&puzzle, &options, 1).total;
/// assert!(least <= exact && exact <= most);
/// ```
#[must_use]
pub fn memory_bounds(puzzle: &Puzzle, options: &SolveOptions<'_>, threads: usize) -> (u64, u64) {
    let bounds = Bounds::of(puzzle, options, threads);
    (bounds.least(), bounds.most())
}

/// The upper one of [`memory_bounds`] alone, for less work: what a front end
/// asks first, to skip every further check on a small puzzle (a judge's).
///
/// ```
/// use huarong::{memory_bounds, memory_most, parse_puzzle, InputLimits, SolveOptions};
/// let puzzle = parse_puzzle(b"1 2 1\n1 1\n1 1 1 2 1 1\n", &InputLimits::default()).unwrap();
/// let options = SolveOptions::default();
/// assert_eq!(memory_most(&puzzle, &options, 2), memory_bounds(&puzzle, &options, 2).1);
/// ```
#[must_use]
pub fn memory_most(puzzle: &Puzzle, options: &SolveOptions<'_>, threads: usize) -> u64 {
    Bounds::of(puzzle, options, threads).most()
}

/// What [`memory_bounds`] evaluates its extreme counts with: one scan of the
/// board (its free cells, and whether it may be a forest).
struct Bounds<'a, 'o> {
    puzzle: &'a Puzzle,
    options: &'a SolveOptions<'o>,
    threads: usize,
    free: usize,
    may_be_forest: bool,
    covers: Rc<OnceCell<Option<usize>>>,
}

impl<'a, 'o> Bounds<'a, 'o> {
    fn of(puzzle: &'a Puzzle, options: &'a SolveOptions<'o>, threads: usize) -> Self {
        // A forest (no way round any cell, which needs no state graph) has
        // fewer edges between free cells than free cells.
        let board = &puzzle.board;
        let (mut free, mut edges) = (0, 0);
        for p in board.free_cells() {
            free += 1;
            for d in [Dir::Right, Dir::Down] {
                edges += usize::from(board.free_cell(board.step(p, d)));
            }
        }
        Bounds {
            puzzle,
            options,
            threads,
            free,
            may_be_forest: edges < free,
            covers: Rc::new(OnceCell::new()),
        }
    }

    fn least(&self) -> u64 {
        let [a, b] = self.bound(false, false);
        a.min(b)
    }

    fn most(&self) -> u64 {
        let [a, b] = self.bound(true, false);
        let [table_a, table_b] = self.bound(true, true);
        a.max(b).max(table_a).max(table_b)
    }

    /// The estimate on the counts no board of this size goes below (`high`
    /// false) or above, without and with a skeleton.
    fn bound(&self, high: bool, table: bool) -> [u64; 2] {
        let board = &self.puzzle.board;
        let games = self.puzzle.games.len();
        [false, true].map(|skeleton| {
            estimate_with(self.puzzle, self.options, self.threads, || {
                let mut counts = Counts::extreme(board, self.free, games, high, skeleton);
                counts.forest &= self.may_be_forest;
                counts.covers = Rc::clone(&self.covers);
                if table {
                    // Few enough branch states for a table of the distances
                    // between all of them: a plan the most branch states
                    // never take, and which may cost more (mixed clutter at
                    // 40 x 40 with 3,000 games: 4.55 MB against 4.12 MB).
                    counts.branches = counts
                        .branches
                        .min(BranchTable::most_branches_for(counts.targets));
                }
                counts
            })
            .total
        })
    }
}

/// The [`Plan`] the estimate foresees for the fast engine on `puzzle` with
/// `options` on `threads` threads, from the board's counts alone: the same
/// as [`solver_plan`](crate::engine::fast::solver_plan) says, or the
/// estimate counts tables the solve does not build.
#[doc(hidden)]
#[must_use]
pub fn estimated_plan(puzzle: &Puzzle, options: &SolveOptions<'_>, threads: usize) -> Plan {
    let counts = Counts::of(puzzle, options);
    fast::plan(puzzle, options, pool_threads(threads), &counts).0
}

/// A solve's plan told to people: each decision with its reason, and the
/// memory the solve takes at its peak, by table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlanReport {
    /// The engine first, then for the fast engine every decision of its
    /// [`Plan`], in the order the solve takes them.
    pub decisions: Vec<Decision>,
    /// The estimated peak heap, and the tables it is made of.
    pub memory: MemoryEstimate,
}

/// The plan [`solve`](crate::solve) follows for `puzzle` with `options` on
/// `threads` threads (see [`estimate_memory`]), with each decision's reason,
/// and the memory of the tables it builds: from the board's counts, without
/// solving.
///
/// ```
/// use huarong::{parse_puzzle, plan_report, InputLimits, SolveOptions};
/// let text = b"3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n1 2 2 2 3 2\n";
/// let puzzle = parse_puzzle(text, &InputLimits::default()).unwrap();
/// let report = plan_report(&puzzle, &SolveOptions::default(), 1);
/// assert_eq!(report.decisions[0].name, "engine");
/// assert!(report.decisions.iter().any(|d| d.name == "landmarks" && d.value == "0"));
/// assert!(report.memory.total > 0);
/// ```
#[must_use]
pub fn plan_report(puzzle: &Puzzle, options: &SolveOptions<'_>, threads: usize) -> PlanReport {
    let threads = pool_threads(threads);
    let engine = options.engine;
    let mut decisions = vec![Decision {
        name: "engine",
        value: engine.name().to_owned(),
        reason: "the solving method asked for".to_owned(),
    }];
    let counts = (engine == Engine::Fast).then(|| Counts::of(puzzle, options));
    if let Some(counts) = &counts {
        decisions.extend(fast::decisions(puzzle, options, threads, counts));
    }
    // The counts are asked for by the fast engine alone.
    let memory = estimate_with(puzzle, options, threads, || counts.unwrap_or_default());
    PlanReport { decisions, memory }
}

/// The threads scratch is counted for: `threads`, at least one, and one
/// alone without the `parallel` feature.
fn pool_threads(threads: usize) -> usize {
    if cfg!(feature = "parallel") {
        threads.max(1)
    } else {
        1
    }
}

/// The estimate with the fast engine's board counts from `counts`.
fn estimate_with(
    puzzle: &Puzzle,
    options: &SolveOptions<'_>,
    threads: usize,
    counts: impl FnOnce() -> Counts,
) -> MemoryEstimate {
    let threads = pool_threads(threads);
    let board = &puzzle.board;
    let mut tally = Tally::default();
    tally.hold(
        "parsed puzzle",
        bytes(board.layout_len(), 1) + bytes(puzzle.games.capacity(), size_of::<Game>()),
    );
    tally.step("parsed", &[]);
    match options.engine {
        Engine::Brute => brute(&mut tally, puzzle, options.moves),
        Engine::Classic => classic(&mut tally, puzzle, options.moves),
        Engine::Fast => {
            let counts = counts();
            fast::fast(&mut tally, puzzle, options, threads, &counts);
        }
    }
    let (total, peak_at, parts) = tally.peak;
    MemoryEstimate {
        total,
        parts,
        peak_at,
        threads,
    }
}

/// The tables held so far, and the fullest step yet with its parts.
#[derive(Default)]
struct Tally {
    held: Vec<(&'static str, u64)>,
    peak: (u64, &'static str, Vec<(&'static str, u64)>),
}

impl Tally {
    /// Keeps `bytes` more under `name` until released.
    fn hold(&mut self, name: &'static str, bytes: u64) {
        add(&mut self.held, name, bytes);
    }

    /// Frees the tables held under `name`.
    fn release(&mut self, name: &'static str) {
        self.held.retain(|&(n, _)| n != name);
    }

    /// A step that holds `scratch` on top of the held tables while it runs.
    fn step(&mut self, at: &'static str, scratch: &[(&'static str, u64)]) {
        let mut parts = self.held.clone();
        for &(name, bytes) in scratch {
            add(&mut parts, name, bytes);
        }
        let total = parts.iter().fold(0u64, |t, &(_, b)| t.saturating_add(b));
        if total > self.peak.0 || self.peak.1.is_empty() {
            self.peak = (total, at, parts);
        }
    }
}

/// Adds `bytes` to the part `name` of `parts` (a new part unless empty).
fn add(parts: &mut Vec<(&'static str, u64)>, name: &'static str, bytes: u64) {
    match parts.iter_mut().find(|(n, _)| *n == name) {
        Some((_, b)) => *b = b.saturating_add(bytes),
        None if bytes > 0 => parts.push((name, bytes)),
        None => {}
    }
}

/// The bytes of one answer per game as every engine collects them: an
/// eight-byte cost, or a result with its solution.
fn answer_size(moves: bool) -> usize {
    if moves {
        size_of::<Result<Option<Solution>, GameError>>()
    } else {
        size_of::<Cost>()
    }
}

/// The brute-force engine: a mark per position, its queue (counted as every
/// position), and with moves a direction per position.
fn brute(tally: &mut Tally, puzzle: &Puzzle, moves: bool) {
    let board = &puzzle.board;
    let free = board.free_count();
    if free > BRUTE_MAX_FREE {
        return;
    }
    let positions = free * free;
    tally.hold(
        "position tables",
        bytes(board.layout_len(), 4) + pushed(free, 8) + bytes(positions, 4),
    );
    let came_by = if moves { bytes(positions, 1) } else { 0 };
    tally.step(
        "searches",
        &[
            ("search scratch", pushed(positions, 4) + came_by),
            (
                "per-game answers",
                bytes(puzzle.games.len(), answer_size(moves)),
            ),
        ],
    );
}

/// The classic engine: sixteen around-costs per cell, a distance and a mark
/// per state, a breadth-first queue, and with moves a cell table per
/// spelling.
fn classic(tally: &mut Tally, puzzle: &Puzzle, moves: bool) {
    let board = &puzzle.board;
    let len = board.layout_len();
    let free = board.free_count();
    // cost (16 x u32) and walk (u32) per cell; dist (4 x u64) and queued
    // (4 x bool) per cell's states.
    tally.hold("around-cost table", bytes(len, 64 + 4));
    tally.hold("state tables", bytes(len, 32 + 4));
    let queue = pushed(free, 8);
    tally.step("around-costs", &[("search scratch", queue)]);
    let spell = if moves { bytes(len, 8) } else { 0 };
    tally.step(
        "searches",
        &[
            ("search scratch", queue + spell),
            (
                "per-game answers",
                bytes(puzzle.games.len(), answer_size(moves)),
            ),
        ],
    );
}

/// The counts of a board and its games that the fast engine's tables are
/// sized by.
#[derive(Debug, Default)]
struct Counts {
    /// Cells of the padded layout.
    len: usize,
    /// Free cells.
    free: usize,
    /// Connected components of free cells.
    trees: usize,
    /// Free cells with exactly two free neighbours.
    two: usize,
    /// Maximal paths of such cells: corridor runs.
    corridor_runs: usize,
    /// Free cells of any other degree: the skeleton's junctions.
    junctions: usize,
    /// The skeleton's runs between junctions.
    runs: usize,
    /// Whether the board has few enough junctions for a skeleton.
    skeleton: bool,
    /// Pairs of sides of junction cells that the blank can join and no
    /// local pattern decides: each takes a search.
    searched_pairs: usize,
    /// Branch states: states with other than two edges.
    branches: usize,
    /// Their edges, which the compressed graph lists.
    branch_edges: usize,
    /// Chains of states between branch states.
    chains: usize,
    /// States inside chains: states with two edges.
    chain_states: usize,
    /// Whether no cell has a way round: every state has its swap alone.
    tree: bool,
    /// Whether no cell has two sides in one group: no way round any cell,
    /// which the fast engine answers with no state graph.
    forest: bool,
    /// Games that may need a search over the state graph: valid, with the
    /// piece off the target and the blank in reach of one of its sides
    /// (and, on a tree, the target on that side).
    searches: usize,
    /// Distinct target cells of the games.
    targets: usize,
    /// Piece cells shared by enough games to share phase 1, without and with
    /// a skeleton.
    shared: [usize; 2],
    /// The long detours the around-costs leave for the SPQR tree, foreseen
    /// by searching (a sample of) the cells.
    detours: Forecast,
    /// Whether shortcuts would cover the board (`Overlay::cover`, a scan of
    /// the board), and if so at most their bytes, once a plan has asked: shared by the evaluations of
    /// [`memory_bounds`], which would each scan the board again (15% of the
    /// time of a 1 x 16,000,000 line, whose solve builds no shortcuts).
    covers: Rc<OnceCell<Option<usize>>>,
}
