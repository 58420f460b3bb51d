//! The fast engine's solver: phase 1 to the piece, then searches over the
//! corridor-compressed state graph — A* for a lone game ([`astar`]), one full
//! reverse search shared by all games with the same target, or a table of
//! distances between branch states, chosen per batch of games ([`batch`]).
//! [`moves`] spells a solution out.
//!
//! May use: `input`, `walk`, `graph`, `solution` and the rest of `search`.

mod astar;
pub(crate) mod batch;
mod goal;
mod moves;
mod records;
mod walks;

use std::mem::size_of;
use std::sync::Arc;

use arrayvec::ArrayVec;

use crate::graph::state::State;
use crate::graph::state_graph::StateGraph;
use crate::input::cell::Cell;
use crate::input::dir::Dir;
use crate::input::puzzle::{Game, GameError};
use crate::pages::FirstTouch;
use crate::search::EXTRA_SEARCHERS_MEMORY;
use crate::search::approach::{self, PieceTables};
use crate::search::landmarks::Landmarks;
use crate::search::overlay::Overlay;
use crate::search::queue::SearchQueue;
use crate::search::touches_ahead::TouchesAhead;
use crate::solution::Solution;
use walks::Walks;

/// The start states of phase 2 with their phase-1 costs: at most four, kept
/// off the heap since every game makes one.
type Starts = ArrayVec<(State, u64), 4>;

/// Searches prefetch their neighbours' landmark rows and records when the
/// landmark table takes at least this many bytes (a quarter of the L3 cache
/// of the machine measured). On 1000 x 1000 random boards with 16 landmarks
/// (a 90 MB table) that saved a seventh of the CPU; on the bench's 200 x 200
/// board (under a megabyte) it only added 4.5% more instructions.
const PREFETCH_PAST: usize = 8 << 20;

/// Searches over narrow records start loading what the states a few pops
/// ahead in their queue will read ([`FastSolver::load_ahead`]) on graphs of
/// at least this many branch numbers. Random clutter of 15 to 20% at 4000 x
/// 4000 (48 million) took 7% less wall time; at 2000 x 2000 (12 million) it
/// made no difference, and on the 10,000-game board at 1000 x 1000 (2.3
/// million, whose tables stay in this VM's caches) it cost 3% more CPU.
/// The crate's tests load ahead on every graph, so that the narrow
/// searches there take this path too.
#[cfg(not(test))]
const AHEAD_FROM: usize = 1 << 22;
#[cfg(test)]
const AHEAD_FROM: usize = 1;

/// At most the scratch one solver takes on a graph of `branch_numbers`
/// branch numbers over a layout of `layout_len` cells, in bytes: its
/// searches' (see [`search_bound`]) and the blank's walks (a cell table and
/// queues, at most 20 bytes a cell).
#[must_use]
pub(crate) fn scratch_bound(branch_numbers: usize, layout_len: usize, narrow: bool) -> usize {
    search_bound(branch_numbers, narrow).saturating_add(layout_len.saturating_mul(20))
}

/// The scratch of a solver's searches alone on a graph of `branch_numbers`
/// branch numbers, in bytes: a record (narrow or not) and a byte of queue
/// per branch number. All a landmark's builder takes, and all a solver takes
/// when the blank's walks are shared.
#[must_use]
pub(crate) fn search_bound(branch_numbers: usize, narrow: bool) -> usize {
    records_bytes(branch_numbers, narrow).saturating_add(branch_numbers)
}

/// The bytes of one solver's search records on a graph of `branch_numbers`
/// branch numbers: one per branch number, of four bytes when `narrow`, else
/// eight (see [`FastSolver::slots`]).
#[must_use]
pub(crate) fn records_bytes(branch_numbers: usize, narrow: bool) -> usize {
    records::words(branch_numbers, narrow).saturating_mul(size_of::<u64>())
}

/// Answers games on one board with a shared [`StateGraph`]; its search space is
/// allocated once and reused by every game.
///
/// ```
/// use huarong::{Board, FastSolver, Game, Pos, StateGraph};
/// let board = Board::from_rows(&["0111", "0110", "0100"]).unwrap();
/// let graph = StateGraph::new(&board);
/// let mut solver = FastSolver::new(&graph);
/// let game = Game { blank: Pos::new(2, 1), piece: Pos::new(0, 1), target: Pos::new(1, 1) };
/// assert_eq!(solver.solve(&game), Ok(Some(2)));
/// ```
#[derive(Clone)]
pub struct FastSolver<'g> {
    graph: &'g StateGraph,
    /// The blank's walks: phase 1 and move spelling.
    walks: Walks,
    /// Per branch number, one search record: `(base + distance) << 1`, plus
    /// one once the state is settled. A record below `base << 1` was
    /// written by an earlier search, so a new search needs no clearing: it
    /// only starts its base past every value the last one wrote. All zero is
    /// "never reached". Held in words of eight bytes, each one record, or
    /// two of four bytes when [`FastSolver::narrow`] (see [`records`]).
    slots: Vec<u64>,
    /// Whether the records take four bytes each.
    narrow: bool,
    /// Whether the last narrow search met a value too big for its records.
    overflowed: bool,
    /// Whether narrow searches load ahead of their queue (see [`AHEAD_FROM`]).
    ahead: bool,
    /// Whether the queue names states rather than branch numbers: on graphs
    /// that read their edges on the fly, whose expansions start from the
    /// state (see `astar::Node`).
    by_state: bool,
    /// With an overlay, the pages of `slots` written so far: its searches
    /// touch few, which map as they go.
    slots_written: FirstTouch,
    /// The current search's base (see [`FastSolver::slots`]).
    base: u64,
    /// The largest `base + distance` the current search has written.
    top: u64,
    heap: SearchQueue,
    /// Shared phase-1 tables by piece cell, for the games of one batch.
    pieces: Arc<PieceTables>,
    /// Phase 1 of games worked out ahead (see `search::touches_ahead`).
    touches: Arc<TouchesAhead>,
    /// Distances from landmarks, sharpening the A* heuristic when present.
    landmarks: Option<&'g Landmarks>,
    /// The same, when their table is too big for the caches: a search then
    /// prefetches its neighbours' rows (which costs instructions that only
    /// pay where each row is a miss).
    far_landmarks: Option<&'g Landmarks>,
    /// The bytes the solvers beyond this one may take together when games
    /// are spread over threads.
    extra_searcher_bytes: usize,
    /// Goal searches raise a state's key to the landmark bound only when it
    /// is first popped ([`FastSolver::search_lazy`]), while that pays.
    lazy: Lazy,
    /// The least key a push may take: the key of the state last settled by
    /// a lazy search (0 otherwise).
    floor: u64,
    /// Shortcuts across the board's thin regions, for the games' A*.
    overlay: Option<&'g Overlay>,
    /// While an A* takes the shortcuts: the contracted regions it starts or
    /// ends in, which it searches state by state.
    open: Option<OpenRegions>,
}

/// The contracted regions a search starts or ends in: at most two for each
/// of its sources and goal states (a state on a chain stands for both ends).
type OpenRegions = ArrayVec<u32, 16>;

/// What a solver has seen of lazy landmark bounds: whether its goal searches
/// use them, and how many of the states they popped had to be raised.
#[derive(Clone, Copy, Debug, Default)]
struct Lazy {
    on: bool,
    raised: u64,
    settled: u64,
}

impl Lazy {
    /// Marks a queue entry whose key is already raised to the full bound.
    const MARK: u32 = 1 << 31;
}

/// Lazy bounds are given up once this many states have been settled and
/// more than a quarter of the pops were raises (measured with 1,000 games at
/// 1000 x 1000: rooms raised 46% of them, beads 39%, and took 11% and 3% more
/// CPU lazily; random:0.3 with 10,000 games raised 15% and took 11% less).
const LAZY_TRIAL: u64 = 1 << 20;

impl std::fmt::Debug for FastSolver<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FastSolver")
            .field("states", &self.slots.len())
            .field("landmarks", &self.landmarks.is_some())
            .field("narrow", &self.narrow)
            .finish_non_exhaustive()
    }
}

impl<'g> FastSolver<'g> {
    /// A solver over `graph`.
    #[must_use]
    pub fn new(graph: &'g StateGraph) -> FastSolver<'g> {
        FastSolver {
            graph,
            walks: Walks::own(graph.board().layout_len()),
            // Allocated by the first search: runs that need none (no games,
            // or only games answered without one) never hold it.
            slots: Vec::new(),
            narrow: false,
            overflowed: false,
            ahead: graph.branch_numbers() >= AHEAD_FROM,
            by_state: graph.branch_graph().is_none(),
            slots_written: FirstTouch::default(),
            base: 0,
            top: 0,
            heap: SearchQueue::for_chains(graph.corridors().mean_chain_length()),
            pieces: Arc::default(),
            touches: Arc::default(),
            landmarks: None,
            far_landmarks: None,
            lazy: Lazy::default(),
            floor: 0,
            extra_searcher_bytes: EXTRA_SEARCHERS_MEMORY,
            overlay: None,
            open: None,
        }
    }

    /// At most the scratch one solver on `graph` takes, in bytes (see
    /// [`scratch_bound`]), with narrow records or not.
    #[must_use]
    pub(crate) fn scratch_bound(graph: &StateGraph, narrow: bool) -> usize {
        scratch_bound(graph.branch_numbers(), graph.board().layout_len(), narrow)
    }

    /// [`search_bound`] for this solver's graph.
    #[must_use]
    pub(crate) fn search_bound(graph: &StateGraph, narrow: bool) -> usize {
        search_bound(graph.branch_numbers(), narrow)
    }

    /// The same solver, with search records of four bytes when `narrow`
    /// (see [`records`]): for boards whose tables crowd the memory, where
    /// distances are expected to stay below a billion moves. A search that
    /// finds longer ones widens them and runs again.
    #[must_use]
    pub(crate) fn with_narrow_records(mut self, narrow: bool) -> FastSolver<'g> {
        self.set_narrow(narrow);
        self
    }

    /// Makes the records narrow or wide, dropping the table when that
    /// changes its width (the next search allocates it anew).
    fn set_narrow(&mut self, narrow: bool) {
        if self.narrow != narrow {
            self.slots = Vec::new();
            self.slots_written = FirstTouch::default();
            self.base = 0;
            self.top = 0;
            self.narrow = narrow;
        }
    }

    /// The same solver, with landmarks to sharpen its goal-directed searches.
    #[must_use]
    pub(crate) fn with_landmarks(mut self, landmarks: &'g Landmarks) -> FastSolver<'g> {
        self.landmarks = (!landmarks.is_empty()).then_some(landmarks);
        self.far_landmarks = self.landmarks.filter(|l| l.bytes() >= PREFETCH_PAST);
        // Lazily only where every landmark row is a cache line of its own (16
        // landmarks of 32 bits, 8 of 64): with 4 a line holds four rows, the
        // eager bound mostly hits the cache, and lazy raises cost more than
        // they save (random, rooms and beads at 1000 x 1000 with 100 games:
        // 5-12% more CPU). The queue's items (branch numbers, or states)
        // must leave its top bit free.
        let items = if self.by_state {
            self.graph.board().layout_len().saturating_mul(4)
        } else {
            self.graph.branch_numbers()
        };
        self.lazy.on =
            self.far_landmarks.is_some_and(Landmarks::fills_lines) && items <= Lazy::MARK as usize;
        if self.landmarks.is_some() {
            self.heap = SearchQueue::for_landmarks();
        }
        self
    }

    /// The same solver, its games' searches taking the shortcuts of
    /// `overlay` (built on the same graph).
    #[must_use]
    pub(crate) fn with_overlay(mut self, overlay: Option<&'g Overlay>) -> FastSolver<'g> {
        self.overlay = overlay;
        if overlay.is_some() {
            // Its searches and walks touch few states and cells: their tables
            // map pages as they go (at 4000 x 4000 the pages written up front
            // were a fifth of the page faults).
            self.walks = Walks::own_sparse(self.graph.board().layout_len());
        }
        self
    }

    /// The same solver, spreading games over threads only while the solvers
    /// beyond it take at most `extra` bytes together (see
    /// [`TableLimits::extra_searcher_bytes`](crate::TableLimits::extra_searcher_bytes)).
    #[must_use]
    pub(crate) fn with_extra_searcher_bytes(self, extra: usize) -> FastSolver<'g> {
        FastSolver {
            extra_searcher_bytes: extra,
            ..self
        }
    }

    /// The fewest moves for `game`, or `None` when the piece can never reach
    /// the target.
    ///
    /// # Errors
    /// When the game is not valid on the board (see [`Game::check`]).
    pub fn solve(&mut self, game: &Game) -> Result<Option<u64>, GameError> {
        let Some(sources) = self.start(game)? else {
            return Ok(Some(0));
        };
        if sources.is_empty() {
            return Ok(None);
        }
        let goal = self.goal(game.target);
        Ok(self.search(sources.as_slice(), &goal))
    }

    /// The fewest moves for `game` with one sequence of moves that achieves
    /// them, or `None` when the piece can never reach the target.
    ///
    /// ```
    /// use huarong::{replay, Board, FastSolver, Game, Pos, StateGraph};
    /// let board = Board::from_rows(&["111", "111"]).unwrap();
    /// let graph = StateGraph::new(&board);
    /// let mut solver = FastSolver::new(&graph);
    /// let game = Game { blank: Pos::new(1, 2), piece: Pos::new(0, 0), target: Pos::new(0, 2) };
    /// let solution = solver.solve_with_moves(&game).unwrap().unwrap();
    /// assert_eq!(solution.cost, solution.moves.len() as u64);
    /// assert_eq!(replay(&board, &game, &solution.moves), Ok(game.target));
    /// ```
    ///
    /// # Errors
    /// When the game is not valid on the board (see [`Game::check`]).
    pub fn solve_with_moves(&mut self, game: &Game) -> Result<Option<Solution>, GameError> {
        self.moves_for(game, false)
    }

    /// Checks `game` and runs phase 1: `None` when the piece already stands on
    /// the target, else the start states with their costs (empty when the game
    /// is unsolvable, which the state components tell without a search).
    fn start(&mut self, game: &Game) -> Result<Option<Starts>, GameError> {
        let graph = self.graph;
        let board = graph.board();
        game.check(board)?;
        if game.piece == game.target {
            return Ok(None);
        }
        let piece = board.cell(game.piece);
        let target = board.cell(game.target);
        let blank = board.cell(game.blank);
        let Some(group) = graph.blocks().group_of(board, piece, blank) else {
            return Ok(Some(Starts::default()));
        };
        let start = State::new(piece, Dir::from_index(group));
        let home = graph.representative(start);
        let reachable = Dir::ALL.into_iter().any(|d| {
            board.free_cell(board.step(target, d))
                && graph.representative(State::new(target, d)) == home
        });
        if !reachable {
            return Ok(Some(Starts::default()));
        }
        let touch = match self.pieces.get(piece) {
            Some(table) => table.get(blank),
            None => match self.touches.get(piece, blank) {
                Some(touch) => touch,
                None => self.walk_first_touch(piece, blank, group),
            },
        };
        let mut starts = Starts::default();
        for d in Dir::ALL {
            if let Some(cost) = touch[d.index()] {
                starts.push((State::new(piece, d), cost));
            }
        }
        Ok(Some(starts))
    }

    /// Phase 1 of each of `games` that needs one and has no shared table,
    /// worked out by this solver's walks, for
    /// [`FastSolver::with_touches_ahead`].
    pub(crate) fn touches_ahead(&mut self, games: &[Game]) -> TouchesAhead {
        let graph = self.graph;
        let board = graph.board();
        let mut ahead = TouchesAhead::default();
        for game in games {
            if game.check(board).is_err() || game.piece == game.target {
                continue;
            }
            let piece = board.cell(game.piece);
            let blank = board.cell(game.blank);
            if self.pieces.get(piece).is_some() || ahead.contains(piece, blank) {
                continue;
            }
            let Some(group) = graph.blocks().group_of(board, piece, blank) else {
                continue;
            };
            ahead.insert(piece, blank, self.walk_first_touch(piece, blank, group));
        }
        ahead
    }

    /// Phase 1 by a walk of the blank (see [`approach::first_touch`]).
    fn walk_first_touch(&mut self, piece: Cell, blank: Cell, group: usize) -> [Option<u64>; 4] {
        let (graph, overlay) = (self.graph, self.overlay);
        self.walks
            .with(|walks| approach::first_touch(graph, walks, piece, blank, group, overlay))
    }

    /// The same solver, reading phase 1 from `ahead` where it holds it
    /// (worked out on the same graph, with the same overlay).
    #[must_use]
    pub(crate) fn with_touches_ahead(mut self, ahead: TouchesAhead) -> FastSolver<'g> {
        self.touches = Arc::new(ahead);
        self
    }

    /// A solver sharing this one's graph, landmarks and phase-1 tables, with
    /// a search space of its own.
    fn fresh(&self) -> FastSolver<'g> {
        let mut solver = FastSolver::new(self.graph);
        if let Some(landmarks) = self.landmarks {
            solver = solver.with_landmarks(landmarks);
        }
        solver.pieces = Arc::clone(&self.pieces);
        solver.touches = Arc::clone(&self.touches);
        solver.extra_searcher_bytes = self.extra_searcher_bytes;
        solver.narrow = self.narrow;
        solver.with_overlay(self.overlay)
    }
}

#[cfg(all(test, feature = "generate"))]
mod tests {
    use super::FastSolver;
    use crate::generate::{Family, board, mixed_games, random_board, random_games, seeded};
    use crate::graph::state_graph::StateGraph;
    use crate::search::landmarks::Landmarks;
    use crate::search::overlay::Overlay;
    use crate::search::touches_ahead::TouchesAhead;

    /// Phase 1 worked out ahead gives the answers the games' own walks give,
    /// on every family; and it is what the solver reads, since wrong
    /// distances there change them.
    #[test]
    fn touches_ahead_give_the_same_answers() {
        let mut rng = seeded(31);
        let mut changed = 0;
        for family in Family::ALL {
            let b = board(family, 14, 17, &mut rng);
            let games = mixed_games(&b, 60, &mut rng);
            let graph = StateGraph::new(&b);
            let want = FastSolver::new(&graph).solve_many(&games, &|_| {});
            let ahead = FastSolver::new(&graph).touches_ahead(&games);
            let got = FastSolver::new(&graph)
                .with_touches_ahead(ahead.clone())
                .solve_many(&games, &|_| {});
            assert_eq!(got, want, "{family:?}");
            let mut wrong = TouchesAhead::default();
            for game in &games {
                let (piece, blank) = (b.cell(game.piece), b.cell(game.blank));
                if let Some(touch) = ahead.get(piece, blank) {
                    wrong.insert(piece, blank, touch.map(|d| d.map(|d| d + 1)));
                }
            }
            let off = FastSolver::new(&graph)
                .with_touches_ahead(wrong)
                .solve_many(&games, &|_| {});
            changed += off.iter().zip(&want).filter(|(o, w)| o != w).count();
        }
        assert!(changed > 100, "only {changed} answers read phase 1 ahead");
    }

    /// Boards past the adjacency lists' size cap search on the fly: both ways
    /// must give the same answers, on every family.
    #[test]
    fn on_the_fly_edges_match_the_adjacency_lists() {
        let mut rng = seeded(21);
        for family in Family::ALL {
            for side in [7, 16, 30] {
                let b = board(family, side, side + 3, &mut rng);
                let games = mixed_games(&b, 120, &mut rng);
                let listed = StateGraph::new(&b);
                assert!(listed.branch_graph().is_some());
                let huge = StateGraph::as_if_huge(&b);
                assert!(huge.branch_graph().is_none());
                // Their searches queue states, the others branch numbers.
                assert!(FastSolver::new(&huge).by_state);
                assert!(!FastSolver::new(&listed).by_state);
                // Numbered densely all the same.
                assert_eq!(huge.branch_numbers(), listed.branch_numbers());
                let want = FastSolver::new(&listed).solve_many(&games, &|_| {});
                let got = FastSolver::new(&huge).solve_many(&games, &|_| {});
                assert_eq!(got, want, "{family:?} {side}");
                for game in games.iter().take(20) {
                    let want = FastSolver::new(&listed).solve(game);
                    assert_eq!(FastSolver::new(&huge).solve(game), want, "{game:?}");
                }
            }
        }
    }

    /// Around-costs left pending by the work budget are settled by the searches
    /// that reach them, by adjacency lists and on the fly alike: answers and
    /// moves must not change, whatever the limit.
    #[test]
    fn pending_costs_give_the_same_answers() {
        let mut rng = seeded(22);
        let (mut left, mut settled) = (0, 0);
        // What two games read of what the budget leaves.
        let (mut few_left, mut few_settled) = (0, 0);
        for family in Family::ALL {
            for side in [9, 24] {
                let b = board(family, side, side + 2, &mut rng);
                let games = mixed_games(&b, 60, &mut rng);
                let eager = StateGraph::new(&b);
                assert_eq!(eager.pending_costs(), 0);
                let want = FastSolver::new(&eager).solve_many(&games, &|_| {});
                let few = StateGraph::with_budget(&b, 1);
                let before = few.pending_costs();
                let got = FastSolver::new(&few).solve_many(&games[..2], &|_| {});
                assert_eq!(got, want[..2]);
                few_left += before;
                few_settled += before - few.pending_costs();
                for limit in [1, 6, 40] {
                    for lazy in [
                        StateGraph::with_budget(&b, limit),
                        StateGraph::as_if_huge_with_budget(&b, limit),
                    ] {
                        let before = lazy.pending_costs();
                        let got = FastSolver::new(&lazy).solve_many(&games, &|_| {});
                        assert_eq!(got, want, "{family:?} {side} limit {limit}");
                        left += before;
                        settled += before - lazy.pending_costs();
                        let moves =
                            FastSolver::new(&lazy).solve_many_with_moves(&games[..10], &|_| {});
                        for ((game, solution), answer) in games.iter().zip(moves).zip(&want) {
                            let solution = solution.expect("valid game");
                            assert_eq!(Ok(solution.as_ref().map(|s| s.cost)), *answer);
                            if let Some(s) = solution {
                                assert_eq!(
                                    crate::solution::replay(&b, game, &s.moves),
                                    Ok(game.target)
                                );
                            }
                        }
                    }
                }
                // Every pending cost, once read, is the eager one.
                let lazy = StateGraph::with_budget(&b, 1);
                for p in b.free_cells() {
                    for x in crate::input::dir::Dir::ALL {
                        for y in crate::input::dir::Dir::ALL {
                            if x != y {
                                assert_eq!(lazy.around(p, x, y), eager.around(p, x, y));
                            }
                        }
                    }
                }
                assert_eq!(lazy.pending_costs(), 0);
            }
        }
        assert!(left > 1000, "only {left} costs were left pending");
        assert!(settled > 100, "only {settled} pending costs were settled");
        assert!(
            few_settled < few_left,
            "every pending cost was read: nothing was saved"
        );
    }

    /// Solvers on two threads sharing one walk scratch (the extra solver's
    /// memory room for its searches alone) give the answers and moves of one
    /// solver on one thread.
    #[cfg(feature = "parallel")]
    #[test]
    fn solvers_sharing_a_walk_scratch_agree_with_one() {
        let mut rng = seeded(24);
        let b = random_board(300, 300, 0.3, &mut rng);
        let games = random_games(&b, 1000, &mut rng);
        let graph = StateGraph::new(&b);
        let sequential = rayon::ThreadPoolBuilder::new()
            .num_threads(1)
            .build()
            .unwrap();
        let want = sequential.install(|| FastSolver::new(&graph).solve_many(&games, &|_| {}));
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(2)
            .build()
            .unwrap();
        pool.install(|| {
            let room = super::search_bound(graph.branch_numbers(), false);
            let mut shared = FastSolver::new(&graph).with_extra_searcher_bytes(room);
            let (_, spread) = shared.plan(&games, false);
            assert!(spread.is_some_and(|s| s.shared_walks), "{spread:?}");
            assert_eq!(shared.solve_many(&games, &|_| {}), want);
            let moves = shared.solve_many_with_moves(&games[..300], &|_| {});
            for ((game, solution), answer) in games.iter().zip(moves).zip(&want) {
                let cost = solution.unwrap().map(|s| {
                    assert_eq!(s.moves.len() as u64, s.cost, "{game:?}");
                    s.cost
                });
                assert_eq!(Ok(cost), *answer, "{game:?}");
            }
        });
    }

    /// One solver answers game after game from the records the searches
    /// before it left, and when the bases run out it clears them and starts
    /// again: the answers are those of a fresh solver each time.
    #[test]
    fn records_of_earlier_searches_never_leak() {
        let mut rng = seeded(23);
        for family in Family::ALL {
            let b = board(family, 14, 17, &mut rng);
            let games = mixed_games(&b, 80, &mut rng);
            let graph = StateGraph::new(&b);
            let want: Vec<_> = games
                .iter()
                .map(|g| FastSolver::new(&graph).solve(g))
                .collect();
            let mut reused = FastSolver::new(&graph);
            let mut wrapped = false;
            for (i, game) in games.iter().enumerate() {
                if i % 7 == 3 {
                    // As if billions of searches had gone before (never
                    // below what the solver wrote: a base already used would
                    // read its old records as new).
                    reused.top = reused
                        .top
                        .max(<u64 as super::records::Record>::LAST_BASE - 2);
                }
                let base = reused.base;
                assert_eq!(reused.solve(game), want[i], "{family:?} {game:?}");
                wrapped |= reused.base < base;
            }
            assert!(wrapped, "{family:?}: the bases never wrapped");
        }
    }

    /// Narrow records give the answers wide ones do, on every family, game
    /// by game, in batches and with moves; and a narrow solver whose values
    /// pass its records' limit (bases near it, as after many searches)
    /// widens them and answers the same.
    #[test]
    fn narrow_records_match_wide_ones() {
        use super::records::Record;
        let mut rng = seeded(25);
        let mut widened = 0;
        for family in Family::ALL {
            let b = board(family, 16, 19, &mut rng);
            let games = mixed_games(&b, 80, &mut rng);
            let graph = StateGraph::new(&b);
            let want = FastSolver::new(&graph).solve_many(&games, &|_| {});
            let narrow = || FastSolver::new(&graph).with_narrow_records(true);
            assert_eq!(narrow().solve_many(&games, &|_| {}), want, "{family:?}");
            let mut lone = narrow();
            for (game, want) in games.iter().zip(&want) {
                assert_eq!(lone.solve(game), *want, "{family:?} {game:?}");
            }
            assert!(lone.narrow, "{family:?}: small distances widened");
            let mut near = narrow();
            for (i, (game, want)) in games.iter().zip(&want).enumerate() {
                if i % 5 == 2 && near.narrow {
                    near.top = near.top.max(<u32 as Record>::LAST_BASE - 2);
                }
                let cost = if i % 2 == 0 {
                    near.solve(game)
                } else {
                    near.solve_with_moves(game).map(|s| s.map(|s| s.cost))
                };
                assert_eq!(cost, *want, "{family:?} {game:?}");
            }
            widened += usize::from(!near.narrow);
        }
        assert!(widened > Family::ALL.len() / 2, "{widened} widened");
    }

    /// Searches sharpened by landmarks give the same answers as plain ones.
    #[test]
    fn landmarks_keep_answers_exact() {
        let mut raised = 0;
        for (seed, fixed) in [(1, 0.0), (2, 0.2), (3, 0.3), (4, 0.4)] {
            let mut rng = seeded(seed);
            let board = random_board(40, 40, fixed, &mut rng);
            let games = mixed_games(&board, 60, &mut rng);
            // Both ways of numbering branch states: dense, and as on the
            // biggest boards.
            for graph in [StateGraph::new(&board), StateGraph::as_if_huge(&board)] {
                let landmarks = Landmarks::build_on(&graph, 8, false, || FastSolver::new(&graph));
                assert!(!landmarks.is_empty());
                // With work beside a short last round: the same table, and
                // the work done exactly when a thread would wait.
                let (three, beside) =
                    Landmarks::build_on_beside(&graph, 3, true, || FastSolver::new(&graph), || 7);
                let alone = Landmarks::build_on(&graph, 3, false, || FastSolver::new(&graph));
                assert_eq!(three.table(), alone.table());
                let short = Landmarks::short_round(3, crate::parallel::threads());
                assert_eq!(beside, short.then_some(7));
                // Built on several threads, the table is the same.
                let threaded = Landmarks::build_on(&graph, 8, true, || FastSolver::new(&graph));
                assert_eq!(threaded.table(), landmarks.table());
                // And with narrow records.
                let narrow = Landmarks::build_on(&graph, 8, true, || {
                    FastSolver::new(&graph).with_narrow_records(true)
                });
                assert_eq!(narrow.table(), landmarks.table());
                let mut plain = FastSolver::new(&graph);
                let mut sharp = FastSolver::new(&graph).with_landmarks(&landmarks);
                // Raised lazily, as on big boards with many games.
                let mut lazy = FastSolver::new(&graph)
                    .with_narrow_records(true)
                    .with_landmarks(&landmarks);
                lazy.lazy.on = true;
                for game in &games {
                    let want = plain.solve(game);
                    assert_eq!(sharp.solve(game), want, "{game:?}");
                    assert_eq!(lazy.solve(game), want, "lazily: {game:?}");
                    let with_moves = sharp.solve_with_moves(game).unwrap().map(|s| s.cost);
                    assert_eq!(Ok(with_moves), want, "{game:?}");
                }
                assert!(lazy.lazy.on, "a small board never ends the trial");
                raised += lazy.lazy.raised;
            }
        }
        assert!(raised > 0, "cluttered boards raise some keys");
    }

    /// On a long ring every step of the piece is a walk round the whole ring,
    /// and distances pass what 32 bits hold: the table is of 64-bit
    /// distances, half as many landmarks, built alike on threads, and it keeps
    /// answers exact (a table of 32-bit distances would bound nothing there).
    #[test]
    fn landmarks_past_32_bits_are_wide_and_exact() {
        let mut rng = seeded(5);
        let board = board(Family::Bumps { width: 2 }, 500, 500, &mut rng);
        let games = random_games(&board, 12, &mut rng);
        let graph = StateGraph::new(&board);
        let build = |parallel| Landmarks::build_on(&graph, 8, parallel, || FastSolver::new(&graph));
        let landmarks = build(false);
        assert!(landmarks.is_wide(), "distances on this ring pass 2^31");
        assert_eq!(build(true).table(), landmarks.table());
        let mut plain = FastSolver::new(&graph);
        let mut sharp = FastSolver::new(&graph).with_landmarks(&landmarks);
        let mut lazy = FastSolver::new(&graph).with_landmarks(&landmarks);
        lazy.lazy.on = true;
        let mut past = false;
        for game in &games {
            let want = plain.solve(game);
            past |= want
                .as_ref()
                .is_ok_and(|a| a.is_some_and(|a| a > u64::from(i32::MAX.unsigned_abs())));
            assert_eq!(sharp.solve(game), want, "{game:?}");
            assert_eq!(lazy.solve(game), want, "lazily: {game:?}");
        }
        assert!(past, "some answer passes 2^31");
    }

    /// Searches taking the shortcuts of an overlay (the piece's, and the
    /// blank's in its first walk) give the answers of plain searches on every
    /// family, with small tiles and every region contracted that has few
    /// enough doors, on graphs with adjacency lists and on those that read
    /// their edges on the fly (whose searches queue states); the overlay is
    /// the same built on one thread or several. Moving any shortcut's length
    /// by one fails it.
    #[test]
    fn shortcuts_keep_answers_exact() {
        let mut rng = seeded(31);
        let (mut regions, mut inside, mut huge_checked) = (0, 0, 0);
        for family in Family::ALL {
            for (rows, cols) in [(30, 41), (53, 37)] {
                let b = board(family, rows, cols, &mut rng);
                let mut games = mixed_games(&b, 80, &mut rng);
                games.extend(random_games(&b, 40, &mut rng));
                let graph = StateGraph::new(&b);
                let Some(overlay) = Overlay::build_small(&graph, false) else {
                    continue;
                };
                let threaded = Overlay::build_small(&graph, true).expect("built");
                assert!(threaded.same_as(&overlay), "{family:?}");
                regions += overlay.regions();
                inside += overlay.inside();
                let mut plain = FastSolver::new(&graph);
                let mut across = FastSolver::new(&graph).with_overlay(Some(&overlay));
                for game in &games {
                    assert_eq!(across.solve(game), plain.solve(game), "{family:?} {game:?}");
                }
                // Moves are spelled state by state, the overlay set aside.
                for game in games.iter().take(10) {
                    let want = plain.solve(game).unwrap();
                    let got = across.solve_with_moves(game).unwrap().map(|s| s.cost);
                    assert_eq!(got, want, "{family:?} {game:?}");
                }
                // And on a graph that reads its edges on the fly, whose
                // searches queue states (portals' edges included).
                let huge = StateGraph::as_if_huge(&b);
                let overlay = Overlay::build_small(&huge, false).expect("built");
                let mut across = FastSolver::new(&huge).with_overlay(Some(&overlay));
                assert!(across.by_state);
                for game in &games {
                    assert_eq!(across.solve(game), plain.solve(game), "{family:?} {game:?}");
                }
                huge_checked += 1;
            }
        }
        assert!(huge_checked > 10, "only {huge_checked} boards on the fly");
        assert!(regions > 100, "only {regions} regions contracted");
        assert!(inside > 10_000, "only {inside} states inside regions");
    }

    /// The solver's overlay on a long cycle of small pieces: most branch
    /// states inside regions, its tables within their bound, its answers
    /// exact; open ground gets none.
    #[test]
    fn the_solvers_overlay_covers_a_cycle_of_pieces() {
        let mut rng = seeded(32);
        let b = board(Family::Beads { width: 3 }, 520, 530, &mut rng);
        assert!(Overlay::covers(&b));
        let games = random_games(&b, 25, &mut rng);
        let graph = StateGraph::new(&b);
        let overlay = Overlay::build(&graph, true).expect("a cycle of pieces is covered");
        assert!(overlay.inside() * 2 > graph.branch_count());
        let bound =
            Overlay::bytes_bound(b.layout_len(), b.rows() + b.cols(), graph.branch_numbers());
        assert!(overlay.bytes() <= bound, "{} > {bound}", overlay.bytes());
        let mut plain = FastSolver::new(&graph);
        let mut across = FastSolver::new(&graph).with_overlay(Some(&overlay));
        for game in &games {
            assert_eq!(across.solve(game), plain.solve(game), "{game:?}");
        }
        let open = board(Family::Open, 520, 520, &mut rng);
        assert!(!Overlay::covers(&open));
    }
}
