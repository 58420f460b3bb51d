//! Memory known before it is spent: the peak heap a solve will take, from
//! the board, the games and the options, before any large table exists.
//!
//! The estimate follows [`solve`](crate::solve) step by step. At each step
//! some tables are held (the state graph's, once built) and some are scratch
//! that the step frees again; the peak is the step where the two add up to
//! the most. Sizes come from counts of the board: its padded layout (every
//! per-cell table has [`Board::layout_len`] entries), its free cells,
//! junctions and corridor runs, and the state graph's branch states, chains
//! and compressed edges, which one depth-first search of the board (the side
//! groups every fast solve starts with) gives exactly. The games add their
//! copy sorted by target and their answers.
//!
//! The model mirrors the code: a change to a table's size there needs the
//! same change here, which `tests/memory.rs` (the estimate against the
//! bytes really allocated, on every board family) catches.
//!
//! Not counted: the moves of spelled-out solutions (their length is the
//! answer, unknown until solved: a byte a move, up to twice that while a
//! solution grows); search queues beyond one to four bytes a branch state
//! (they keep the largest frontier of any search); the allocator's own
//! overhead, thread stacks and the program's code. The brute-force engine's
//! queue is counted as every position, an upper bound; a board too big for
//! it costs only the parsed puzzle, since the engine refuses it.
//!
//! Measured (`tests/memory.rs`, and the process's peak resident memory at
//! 16 million cells): within 10% on most boards, within 25% on all the
//! board families of the `generate` feature with 100 games.

use std::mem::size_of;

use crate::around::blocks::Blocks;
use crate::around::local::local_cost;
use crate::around::long_detours;
use crate::engine::brute::BRUTE_MAX_FREE;
use crate::engine::solver::{Engine, SolveOptions};
use crate::graph::corridors::MAX_DENSE_STATES;
use crate::input::board::Board;
use crate::input::cell::{Cell, Pos};
use crate::input::dir::Dir;
use crate::input::puzzle::{Game, GameError, Puzzle};
use crate::search::branch_table::MAX_BRANCHES;
use crate::search::fast::scratch_bound;
use crate::search::searchers_fit;
use crate::solution::{Cost, Solution};

/// The estimated peak heap of a solve, and the tables it is made of.
///
/// ```
/// use huarong::{estimate_memory, parse_puzzle, Limits, SolveOptions};
/// let text = b"3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n1 2 2 2 3 2\n";
/// let puzzle = parse_puzzle(text, &Limits::default()).unwrap();
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
    /// use huarong::{estimate_memory, parse_puzzle, Limits, SolveOptions};
    /// let text = b"1 3 1\n1 1 1\n1 1 1 2 1 3\n";
    /// let puzzle = parse_puzzle(text, &Limits::default()).unwrap();
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
/// 16 million cells) and a sort of the games' cells.
///
/// ```
/// use huarong::{estimate_memory, parse_puzzle, Engine, Limits, SolveOptions};
/// let text = b"3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n1 2 2 2 3 2\n";
/// let puzzle = parse_puzzle(text, &Limits::default()).unwrap();
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
    estimate_with(puzzle, options, threads, || {
        Counts::new(&puzzle.board, &puzzle.games)
    })
}

/// Cheap bounds on what [`estimate_memory`] says, `(least, most)`, from the
/// board's size, its free cells and the number of games alone: no search
/// of the board, no table the size of the board. A front end asks these
/// first, and pays for the exact estimate (a depth-first search of the
/// board, about 20 bytes a cell of scratch) only when a limit falls between
/// them.
///
/// ```
/// use huarong::{estimate_memory, memory_bounds, parse_puzzle, Limits, SolveOptions};
/// let text = b"3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n1 2 2 2 3 2\n";
/// let puzzle = parse_puzzle(text, &Limits::default()).unwrap();
/// let options = SolveOptions::default();
/// let (least, most) = memory_bounds(&puzzle, &options, 1);
/// let exact = estimate_memory(&puzzle, &options, 1).total;
/// assert!(least <= exact && exact <= most);
/// ```
#[must_use]
pub fn memory_bounds(puzzle: &Puzzle, options: &SolveOptions<'_>, threads: usize) -> (u64, u64) {
    let games = puzzle.games.len();
    // One scan of the board for the four evaluations: its free cells, and
    // whether it may be a forest (no way round any cell, which needs no
    // state graph): a forest has fewer edges between free cells than free
    // cells.
    let board = &puzzle.board;
    let (mut free, mut edges) = (0, 0);
    for p in board.free_cells() {
        free += 1;
        for d in [Dir::Right, Dir::Down] {
            edges += usize::from(board.free_cell(board.step(p, d)));
        }
    }
    let may_be_forest = edges < free;
    let bound = |high: bool| {
        [false, true].map(|skeleton| {
            estimate_with(puzzle, options, threads, || {
                let mut counts = Counts::extreme(board, free, games, high, skeleton);
                counts.forest &= may_be_forest;
                counts
            })
            .total
        })
    };
    let [least_a, least_b] = bound(false);
    let [most_a, most_b] = bound(true);
    (least_a.min(least_b), most_a.max(most_b))
}

/// The estimate with the fast engine's board counts from `counts`.
fn estimate_with(
    puzzle: &Puzzle,
    options: &SolveOptions<'_>,
    threads: usize,
    counts: impl FnOnce() -> Counts,
) -> MemoryEstimate {
    let threads = if cfg!(feature = "parallel") {
        threads.max(1)
    } else {
        1
    };
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
            fast(&mut tally, puzzle, options, threads, &counts);
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

/// `count` items of `size` bytes.
fn bytes(count: usize, size: usize) -> u64 {
    (count as u64).saturating_mul(size as u64)
}

/// `count` single pushes onto an empty vector of `size`-byte items, in
/// bytes: the standard library doubles the capacity from its least non-zero
/// one (8 items of a byte, else 4).
fn pushed(count: usize, size: usize) -> u64 {
    let least = if size == 1 { 8 } else { 4 };
    let capacity = match count {
        0 => 0,
        n => n.checked_next_power_of_two().unwrap_or(n).max(least),
    };
    bytes(capacity, size)
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
}

impl Counts {
    /// The counts of `board` and `games`.
    fn new(board: &Board, games: &[Game]) -> Counts {
        let mut counts = Counts {
            len: board.layout_len(),
            ..Counts::default()
        };
        let degree = |c: Cell| board.free_sides(c).0;
        let (mut ends, mut touching) = (0, 0);
        for c in board.free_cells() {
            counts.free += 1;
            let d = degree(c);
            if d == 2 {
                counts.two += 1;
                for next in [board.step(c, Dir::Right), board.step(c, Dir::Down)] {
                    touching += usize::from(board.free_cell(next) && degree(next) == 2);
                }
            } else {
                counts.junctions += 1;
                ends += d;
            }
        }
        // A run of k cells touches itself k - 1 times (a closed one k times,
        // rare enough to leave out); every run has two ends at junctions.
        counts.corridor_runs = counts.two - touching.min(counts.two);
        counts.runs = ends / 2;
        counts.skeleton = counts.junctions as f64 <= counts.free as f64 * JUNCTIONS_PER_FREE_CELL
            && u32::try_from(counts.len).is_ok();

        // A state's edges: its swap, and the way round to each other free
        // side of its cell in the same side group (reachable without
        // crossing the cell). So a state has as many edges as its side's
        // group has sides, and so have the states its around-edges lead to:
        // only its swap can lead into a chain. Per cell, per side: that
        // count (0 for a side that is not free).
        let blocks = Blocks::new(board);
        counts.trees = blocks.trees();
        let mut sizes = vec![[0u8; 4]; counts.len];
        for p in board.free_cells() {
            let groups = Dir::ALL.map(|d| {
                board
                    .free_cell(board.step(p, d))
                    .then(|| blocks.group(p, d))
            });
            sizes[p.index()] = groups.map(|g| {
                // At most four sides.
                g.map_or(0, |g| {
                    groups.iter().filter(|&&h| h == Some(g)).count() as u8
                })
            });
        }
        let mut chain_ends = 0;
        for p in board.free_cells() {
            let here = sizes[p.index()];
            let junction = here.iter().filter(|&&n| n > 0).count() > 2;
            for a in Dir::ALL {
                let e = usize::from(here[a.index()]);
                if junction && e > 1 {
                    // Pairs of sides in one group at a junction: each is
                    // settled by a local pattern or else by a search.
                    counts.searched_pairs += Dir::ALL
                        .into_iter()
                        .filter(|&b| b > a && here[b.index()] > 0)
                        .filter(|&b| blocks.joined(p, a, b) && local_cost(board, p, a, b).is_none())
                        .count();
                }
                if e == 0 || e == 2 {
                    continue;
                }
                counts.branches += 1;
                counts.branch_edges += e;
                // Each chain is met from a branch state at both its ends.
                let q = board.step(p, a);
                chain_ends += usize::from(sizes[q.index()][a.opposite().index()] == 2);
            }
        }
        counts.chains = chain_ends / 2;
        (counts.targets, _) = spread(board, games.iter().map(|g| g.target), 0);
        counts.shared = GAMES_PER_SHARED_PIECE
            .map(|least| spread(board, games.iter().map(|g| g.piece), least).1);
        counts.tree = counts.branch_edges == counts.branches;
        counts.forest = blocks.no_way_round(board);
        // On a tree the piece moves only by swapping with the blank: at most
        // one step, onto the blank's side.
        counts.searches = games
            .iter()
            .filter(|g| g.check(board).is_ok() && g.piece != g.target)
            .filter(|g| {
                let piece = board.cell(g.piece);
                blocks
                    .group_of(board, piece, board.cell(g.blank))
                    .is_some_and(|group| {
                        !counts.tree
                            || board.step(piece, Dir::from_index(group)) == board.cell(g.target)
                    })
            })
            .count();
        counts
    }
}

impl Counts {
    /// Counts that no board of `board`'s size, free cells and game count
    /// goes below (`high` false) or above (`high` true), with or without a
    /// `skeleton`: read from the board's size alone, with no search.
    fn extreme(board: &Board, free: usize, games: usize, high: bool, skeleton: bool) -> Counts {
        let at = |least: usize, most: usize| if high { most } else { least };
        Counts {
            len: board.layout_len(),
            free,
            trees: at(free.min(1), free),
            two: at(0, free),
            corridor_runs: at(0, free),
            junctions: at(0, free),
            runs: at(0, 2 * free),
            skeleton,
            // Six pairs of sides a cell, four states, each in at most a
            // chain's two ends.
            searched_pairs: at(0, 6 * free),
            branches: at(0, 4 * free),
            branch_edges: at(0, 16 * free),
            chains: at(0, 2 * free),
            tree: !high,
            forest: !high,
            searches: at(0, games),
            targets: at(games.min(1), games.min(free)),
            shared: GAMES_PER_SHARED_PIECE.map(|least| at(0, (games / least).min(free))),
        }
    }
}

/// Share of free cells that may be junctions for a skeleton
/// (`JUNCTIONS_PER_FREE_CELL` in `walk::skeleton`).
const JUNCTIONS_PER_FREE_CELL: f64 = 0.25;
/// Bytes of one branch state's search record (`FastSolver::slots` in
/// `search::fast`).
const SLOT: usize = 8;
/// The memory landmark distances may take (`LANDMARK_MEMORY` in
/// `engine::fast`).
const LANDMARK_MEMORY: usize = 1 << 30;
/// Landmark tables are built on several threads from this many branch
/// numbers (`PARALLEL_BRANCHES` in `search::landmarks`).
const PARALLEL_BRANCHES: usize = 1 << 20;
/// Games sharing a piece cell share phase 1 once this many do, without and
/// with a skeleton (`search::approach`).
const GAMES_PER_SHARED_PIECE: [usize; 2] = [4, 64];
/// The memory of all shared phase-1 tables (`PIECE_TABLE_BUDGET` in
/// `search::approach`).
const PIECE_TABLE_BUDGET: usize = 256 << 20;
/// Work (branch states times target groups, or tables times cells) from
/// which batches spread over threads (`PARALLEL_WORK` in `search`).
const PARALLEL_WORK: usize = 1 << 26;
/// The largest cut table of a skeleton, in entries (`CUT_TABLE_MAX_ENTRIES`
/// in `walk::skeleton`).
const CUT_TABLE_MAX_ENTRIES: usize = 1 << 24;

/// The fast engine, step by step as `engine::fast::solve` goes.
#[allow(clippy::too_many_lines)]
fn fast(
    tally: &mut Tally,
    puzzle: &Puzzle,
    options: &SolveOptions<'_>,
    threads: usize,
    c: &Counts,
) {
    let board = &puzzle.board;
    let games = &puzzle.games;
    let len = c.len;
    let around_threads = if crate::around::parallel(board) {
        threads
    } else {
        1
    };
    let skeleton = c.skeleton;
    // A skeleton: its run and place per cell, its runs, its junctions' edges.
    let skeleton_bytes =
        bytes(len, 8) + pushed(c.runs, 12) + bytes(c.junctions + 1, 4) + bytes(c.runs, 16);
    // One walk of the blank: a cell table, or junction tables over a skeleton.
    let grid = bytes(len, 8);
    let junction_search = bytes(c.junctions, 16);

    // The side groups: one depth-first search.
    // Discovery, low and last times, parent, next side and groups per cell,
    // the stack, and a root per tree; kept: all but the low times, the next
    // sides and the stack.
    let roots = pushed(c.trees, 4);
    tally.step(
        "side groups",
        &[("side groups", bytes(len, 15) + pushed(c.free, 8) + roots)],
    );
    tally.hold("side groups", bytes(len, 10) + roots);
    if skeleton {
        tally.step(
            "skeleton",
            &[(
                "skeleton",
                skeleton_bytes + bytes(len, 1) + pushed(c.junctions, 8) + bytes(c.junctions, 4),
            )],
        );
        tally.hold("skeleton", skeleton_bytes);
    }
    if c.forest {
        // No way round any cell: a walk of the blank per game, and the
        // answers.
        let cell_walk = grid + bytes(c.free, 12);
        let walk = match (options.moves, skeleton) {
            (false, true) => junction_search,
            (_, false) => cell_walk,
            (true, true) => cell_walk + junction_search,
        };
        tally.step(
            "searches",
            &[
                ("search scratch", walk),
                (
                    "per-game answers",
                    bytes(games.len(), answer_size(options.moves)),
                ),
            ],
        );
        return;
    }

    // Around-costs, six per cell: corridor runs first (marked per cell), then
    // every other cell, on threads on big boards.
    tally.hold("around-cost table", bytes(len, 24 + 1));
    let searcher = bytes(around_threads, 1) * if skeleton { junction_search } else { grid };
    let runs = c.corridor_runs;
    let run_lists = pushed(runs, 40) + pushed(c.two, 8) + bytes(runs, 24);
    tally.step(
        "around-costs",
        &[("around-cost scratch", run_lists + searcher)],
    );
    if c.searched_pairs > 0 {
        // Long detours: searches that went too far are deferred, then settled
        // by plain searches or, when many are deferred, from the SPQR tree of
        // the junctions (see `long_detours::peak_bytes`, which the tree's
        // owners report).
        let dense = if skeleton {
            0
        } else {
            usize::try_from(skeleton_bytes).unwrap_or(usize::MAX)
        };
        let deferred = c.searched_pairs.min(c.free);
        let tree = long_detours::peak_bytes(dense, c.junctions, c.runs, deferred, around_threads);
        tally.step("around-costs", &[("around-cost scratch", tree as u64)]);
    }
    tally.release("around-cost table");
    tally.hold("around-cost table", bytes(len, 24));

    // The state graph: components, the board's copy, chains, adjacency lists.
    tally.hold("state components", bytes(len, 16));
    tally.hold("board copy", bytes(len, 1));
    // Adjacency lists only up to MAX_DENSE_STATES states; search tables are
    // indexed by the dense branch numbers on every board.
    let huge = len.saturating_mul(4) > MAX_DENSE_STATES;
    let numbers = c.branches;
    let dense_list = pushed(c.branches, 4);
    tally.hold(
        "corridor chains",
        bytes(len, 32) + dense_list + pushed(c.chains, 16),
    );
    if !huge {
        // Reserved for three edges a branch state, doubled when there are more.
        let listed = if c.branch_edges <= 3 * c.branches {
            3 * c.branches
        } else {
            6 * c.branches
        };
        tally.hold("branch graph", bytes(c.branches + 1, 4) + bytes(listed, 8));
    }
    // A search's records, and its queue: about a byte a branch state; four
    // for the searches landmarks sharpen and those back from the target that
    // spell moves, whose queues keep each of their buckets' largest size
    // from search to search (the least predictable part: measured from 2 to
    // 40 bytes a branch state with 100 games, and 136 on 300 x 300 rooms
    // with 1000).
    let slots = bytes(numbers, SLOT);
    let sharpened = landmarks(tally, puzzle, options, c, numbers, threads);
    let queue = bytes(numbers, if sharpened || options.moves { 4 } else { 1 });

    let targets = c.targets;
    if !options.moves && c.branches <= MAX_BRANCHES {
        // Few branch states: maybe a table of distances between all of them.
        tally.step("branch table", &[("game scratch", bytes(len, 1))]);
        if c.branches < targets {
            tally.hold(
                "branch table",
                bytes(c.branches * c.branches, 8) + slots + queue,
            );
            phase_one_tables(tally, puzzle, c, skeleton, threads);
            tally.step(
                "searches",
                &[("per-game answers", bytes(games.len(), answer_size(false)))],
            );
            return;
        }
    }

    // The games: phase 1 shared by piece cell, then sorted by target.
    phase_one_tables(tally, puzzle, c, skeleton, threads);
    // Fewer games than cells are sorted in a word each; more are counted in
    // a table per cell. Either gives an input index per game, by target.
    let grouping = if games.len() < len {
        bytes(games.len(), 8)
    } else {
        bytes(len + 1, 8)
    };
    let order = bytes(games.len(), 4);
    tally.step("grouping games", &[("game scratch", grouping + order)]);
    tally.hold("games by target", order + pushed(targets, 24));
    // The answers in input order, filled as the groups are answered.
    let answer = answer_size(options.moves);
    tally.hold("per-game answers", bytes(games.len(), answer));
    // A solver: its search records, its queue, and for phase 1 (and for
    // spelling moves) a walk of the blank, whose two queues of 12-byte
    // entries reach about one entry a free cell on open ground.
    let cell_walk = grid + bytes(c.free, 12);
    let walk = match (options.moves, skeleton) {
        (false, true) => junction_search,
        (_, false) => cell_walk,
        (true, true) => cell_walk + junction_search,
    };
    let solver = if c.searches > 0 {
        slots + queue + walk
    } else {
        0
    };
    let parallel = threads > 1
        && targets >= 2
        && c.branches.saturating_mul(targets) >= PARALLEL_WORK
        && searchers_fit(threads, scratch_bound(c.branches, c.len));
    if parallel {
        // Groups of games by target in chunks, a solver per thread, and each
        // chunk's answers with their places.
        let chunk = targets.div_ceil(threads * 4).max(1);
        let chunks = targets.div_ceil(chunk);
        let per_chunk = games.len().div_ceil(chunks);
        tally.step(
            "searches",
            &[
                ("search scratch", bytes(threads.min(chunks), 1) * solver),
                (
                    "per-game answers",
                    bytes(chunks, 1) * pushed(per_chunk, answer + 8),
                ),
            ],
        );
        tally.release("phase-1 tables");
    } else {
        // One solver, which answers the games one target at a time, each
        // answer straight into its place.
        tally.hold("search scratch", solver);
        tally.step("searches", &[]);
        tally.release("phase-1 tables");
    }
}

/// Landmarks, for lone searches without moves: distances from a few states
/// to every branch number, each table built by a full search. Whether there
/// are any.
fn landmarks(
    tally: &mut Tally,
    puzzle: &Puzzle,
    options: &SolveOptions<'_>,
    c: &Counts,
    numbers: usize,
    threads: usize,
) -> bool {
    let board = &puzzle.board;
    let cells = board.rows() * board.cols();
    let wanted = (puzzle.games.len() / 25).min(16);
    // None for moves, small graphs, nearly open boards or few games.
    if options.moves || c.branches < 8_000 || wanted < 4 || (cells - c.free) * 10 < cells {
        return false;
    }
    let count = (LANDMARK_MEMORY / (numbers * 4).max(1)).min(wanted);
    if count == 0 {
        return false;
    }
    let len = c.len;
    // Picking them: component sizes per state, which on a tree (components
    // of two states) end it; then a candidate per cell, the walk to the
    // nearest landmark per cell, and its queue of cells.
    tally.step("landmarks", &[("landmark scratch", bytes(len, 16))]);
    if c.tree {
        return false;
    }
    if count > 1 {
        tally.step(
            "landmarks",
            &[("landmark scratch", bytes(len, 4 + 4) + pushed(c.free, 4))],
        );
    }
    // Per branch number, a distance per landmark.
    tally.hold("landmarks", bytes(numbers, 4 * count));
    let each = scratch_bound(c.branches, c.len).saturating_add(bytes(numbers, 8) as usize);
    let builders = if numbers >= PARALLEL_BRANCHES && searchers_fit(threads.min(count), each) {
        threads.min(count)
    } else {
        1
    };
    // Each builder: a solver's records and queue, and a column of distances.
    tally.step(
        "landmarks",
        &[(
            "landmark scratch",
            bytes(builders, 1) * bytes(numbers, SLOT + 8 + 1),
        )],
    );
    true
}

/// How `cells` spread over the board: how many distinct cells they name,
/// and how many are named at least
/// `least` times (cells off the board count as one). Counted in a table per
/// cell, or by sorting when they are fewer than the board's cells.
fn spread(
    board: &Board,
    cells: impl ExactSizeIterator<Item = Pos>,
    least: usize,
) -> (usize, usize) {
    let index = |pos: Pos| {
        if board.contains(pos) {
            board.cell(pos).index()
        } else {
            0
        }
    };
    let (mut distinct, mut common) = (0, 0);
    let mut tally = |n: usize| {
        distinct += 1;
        common += usize::from(n >= least);
    };
    if cells.len() < board.layout_len() {
        let mut keys: Vec<usize> = cells.map(index).collect();
        keys.sort_unstable();
        for same in keys.chunk_by(|a, b| a == b) {
            tally(same.len());
        }
    } else {
        let mut count = vec![0u32; board.layout_len()];
        for pos in cells {
            let i = index(pos);
            count[i] = count[i].saturating_add(1);
        }
        for &n in count.iter().filter(|&&n| n > 0) {
            tally(n as usize);
        }
    }
    (distinct, common)
}

/// Phase 1 shared by piece cell: a table of walks from every cell for each
/// piece cell that enough games share (and the skeleton's cut table, with
/// many games).
fn phase_one_tables(
    tally: &mut Tally,
    puzzle: &Puzzle,
    c: &Counts,
    skeleton: bool,
    threads: usize,
) {
    let games = &puzzle.games;
    let len = c.len;
    if skeleton {
        // Two rows per run and one per junction edge, a distance per junction.
        let rows = 4 * c.runs;
        if games.len() >= rows && rows.saturating_mul(c.junctions) <= CUT_TABLE_MAX_ENTRIES {
            tally.hold("cut table", bytes(rows * c.junctions, 4));
        }
    }
    let least = GAMES_PER_SHARED_PIECE[usize::from(skeleton)];
    if games.len() < least {
        return;
    }
    let shared = c.shared[usize::from(skeleton)];
    let tables = shared.min(PIECE_TABLE_BUDGET / (len * 16).max(1));
    tally.step("phase-1 tables", &[("game scratch", bytes(len, 4))]);
    if tables == 0 {
        return;
    }
    // A table of four distances a cell, 16-bit when every walk fits (surely
    // so under 65,535 free cells), built 32-bit and narrowed.
    let narrow = if c.free < usize::from(u16::MAX) {
        8
    } else {
        16
    };
    let builders = if tables.saturating_mul(len) >= PARALLEL_WORK {
        threads.min(tables)
    } else {
        1
    };
    let kept = bytes(tables, len * narrow);
    tally.step(
        "phase-1 tables",
        &[
            ("game scratch", bytes(len, 4)),
            ("phase-1 tables", kept + bytes(builders, len * 24)),
        ],
    );
    tally.hold("phase-1 tables", kept + bytes(len, 4));
}
