//! The fast engine's solver: phase 1 to the piece, then searches over the
//! corridor-compressed state graph — A* for a lone game ([`astar`]), one full
//! reverse search shared by all games with the same target, or a table of
//! distances between branch states, chosen per batch of games ([`batch`]).
//! [`moves`] spells a solution out.
//!
//! May use: `input`, `walk`, `graph`, `solution` and the rest of `search`.

mod astar;
pub(crate) mod batch;
mod bounds;
mod goal;
mod moves;
mod records;
mod walks;

use std::mem::size_of;
use std::sync::Arc;

use arrayvec::ArrayVec;

use self::batch::Batching;
use self::bounds::Bounds;
use self::records::Records;

use crate::graph::state::State;
use crate::graph::state_graph::StateGraph;
use crate::input::cell::Cell;
use crate::input::dir::Dir;
use crate::input::puzzle::{Game, GameError};
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

/// Searches over narrow records start loading what the states a few pops
/// ahead in their queue will read ([`FastSolver::load_ahead`]) on graphs of
/// at least this many branch numbers. Random clutter of 15 to 20% at 4000 x
/// 4000 (48 million) took 7% less wall time; at 2000 x 2000 (12 million) it
/// made no difference, and on the 10,000-game board at 1000 x 1000 (2.3
/// million, whose tables stay in this VM's caches) it cost 3% more CPU.
/// Tests of narrow searches on small graphs load ahead with
/// [`FastSolver::loading_ahead`].
const AHEAD_FROM: usize = 1 << 22;

/// How a solver searches its graph, as the plan decided (`engine::plan`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Tuning {
    /// The queue names states rather than branch numbers: the graph has no
    /// adjacency lists, and expansions start from the state (see
    /// `astar::Node`).
    pub(crate) by_state: bool,
    /// Narrow searches load ahead of their queue (see
    /// [`FastSolver::loads_ahead`]).
    pub(crate) load_ahead: bool,
    /// The queue is a radix heap for long chains (see
    /// [`SearchQueue::radix_for`]).
    pub(crate) long_chains: bool,
}

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
/// eight (see [`FastSolver::records`]).
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
    /// The searches' records, one per branch number, and where the current
    /// search stands in them.
    records: Records,
    /// How it searches the graph, as planned.
    tuning: Tuning,
    /// The searches' queue of states by key.
    queue: SearchQueue,
    /// Shared phase-1 tables by piece cell, for the games of one batch.
    pieces: Arc<PieceTables>,
    /// Phase 1 of games worked out ahead (see `search::touches_ahead`).
    touches: Arc<TouchesAhead>,
    /// The A* heuristic's landmarks, if any, and how it reads them.
    bounds: Bounds<'g>,
    /// The bytes the solvers beyond this one may take together when games
    /// are spread over threads.
    extra_searcher_bytes: usize,
    /// Shortcuts across the board's thin regions, for the games' A*.
    overlay: Option<&'g Overlay>,
    /// How the next batch of games is answered, as the solve planned it
    /// (see [`FastSolver::with_batching`]).
    planned: Option<Batching>,
    /// While an A* takes the shortcuts: the contracted regions it starts or
    /// ends in, which it searches state by state.
    open: Option<OpenRegions>,
}

/// The contracted regions a search starts or ends in: at most two for each
/// of its sources and goal states (a state on a chain stands for both ends).
type OpenRegions = ArrayVec<u32, 16>;

impl std::fmt::Debug for FastSolver<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FastSolver")
            .field("states", &self.records.words.len())
            .field("landmarks", &self.bounds.landmarks.is_some())
            .field("narrow", &self.records.narrow)
            .finish_non_exhaustive()
    }
}

impl<'g> FastSolver<'g> {
    /// Whether searches over `branch_numbers` branch numbers load ahead of
    /// their queue (see [`AHEAD_FROM`]).
    #[must_use]
    pub(crate) fn loads_ahead(branch_numbers: usize) -> bool {
        branch_numbers >= AHEAD_FROM
    }

    /// A solver over `graph`, searching it as `tuning` says.
    #[must_use]
    pub(crate) fn tuned(graph: &'g StateGraph, tuning: Tuning) -> FastSolver<'g> {
        FastSolver {
            graph,
            walks: Walks::own(graph.board().layout_len()),
            records: Records::new(tuning.load_ahead),
            tuning,
            queue: SearchQueue::for_chains(tuning.long_chains),
            pieces: Arc::default(),
            touches: Arc::default(),
            bounds: Bounds::default(),
            extra_searcher_bytes: EXTRA_SEARCHERS_MEMORY,
            overlay: None,
            open: None,
            planned: None,
        }
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

    /// Makes the records narrow or wide (see [`Records::set_narrow`]).
    fn set_narrow(&mut self, narrow: bool) {
        self.records.set_narrow(narrow);
    }

    /// The same solver, answering its next batch of games (a call of
    /// [`FastSolver::solve_costs`] or another of the many-game calls) as
    /// `batching` says: the solve's plan (`engine::plan`). Later batches,
    /// and a solver without a plan, ask the plan's rules for theirs.
    #[must_use]
    pub(crate) fn with_batching(mut self, batching: Batching) -> FastSolver<'g> {
        self.planned = Some(batching);
        self
    }

    /// The batching the solve planned for the next batch of games, taken:
    /// later batches have none.
    pub(crate) fn take_planned(&mut self) -> Option<Batching> {
        self.planned.take()
    }

    /// The graph it searches.
    pub(crate) fn graph(&self) -> &'g StateGraph {
        self.graph
    }

    /// Whether its records are narrow.
    pub(crate) fn narrow_records(&self) -> bool {
        self.records.narrow
    }

    /// The bytes the solvers beyond this one may take together.
    pub(crate) fn extra_searcher_bytes(&self) -> usize {
        self.extra_searcher_bytes
    }

    /// The same solver, with landmarks to sharpen its goal-directed searches.
    #[must_use]
    pub(crate) fn with_landmarks(mut self, landmarks: &'g Landmarks) -> FastSolver<'g> {
        // The queue's items (branch numbers, or states) must leave its top
        // bit free for lazy bounds.
        let items = if self.tuning.by_state {
            self.graph.board().layout_len().saturating_mul(4)
        } else {
            self.graph.branch_numbers()
        };
        self.bounds = Bounds::of(landmarks, items);
        if self.bounds.landmarks.is_some() {
            self.queue = SearchQueue::for_landmarks();
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
        let Some(group) = graph.side_groups().group_of(board, piece, blank) else {
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
            let Some(group) = graph.side_groups().group_of(board, piece, blank) else {
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
    /// Narrow searches load ahead of their queue whatever the graph's size
    /// (see [`AHEAD_FROM`]): so that tests on small graphs take that path.
    #[cfg(all(test, feature = "generate"))]
    pub(crate) fn loading_ahead(mut self) -> FastSolver<'g> {
        self.records.ahead = true;
        self
    }

    /// Narrow searches start from bases up to `last` (below the narrow
    /// records' limit) before they start again from one: so that tests
    /// bring bases near the limit and searches on small boards overflow.
    #[cfg(all(test, feature = "generate"))]
    pub(crate) fn with_narrow_last_base(mut self, last: u64) -> FastSolver<'g> {
        self.records.last_base = last;
        self
    }

    fn fresh(&self) -> FastSolver<'g> {
        let mut solver = FastSolver::tuned(self.graph, self.tuning);
        if let Some(landmarks) = self.bounds.landmarks {
            solver = solver.with_landmarks(landmarks);
        }
        solver.pieces = Arc::clone(&self.pieces);
        solver.touches = Arc::clone(&self.touches);
        solver.extra_searcher_bytes = self.extra_searcher_bytes;
        solver.records = self.records.fresh();
        solver.with_overlay(self.overlay)
    }
}

#[cfg(all(test, feature = "generate"))]
mod tests;
