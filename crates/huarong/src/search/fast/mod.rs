//! The fast engine: phase 1 to the piece, then searches over the corridor-
//! compressed state graph — A* for a lone game, one full reverse search shared
//! by all games with the same target.

use std::sync::Arc;

use arrayvec::ArrayVec;

use rayon::prelude::*;

use crate::graph::corridors::{Branch, Chain, Place};
use crate::graph::state_graph::{State, StateGraph, state};
use crate::input::board::Cell;
use crate::search::approach::{Approach, SideDistances};
use crate::search::branch_table::BranchTable;
use crate::search::heuristic::open_board_cost;
use crate::search::landmarks::Landmarks;
use crate::search::queue::SearchQueue;
use crate::solution::{BlankWalk, Solution};
use crate::{Dir, Game, GameError, Pos};

/// Games in order of target, each group with whether it shares one full search.
struct Grouped {
    /// The games, target by target.
    games: Vec<Game>,
    /// Each game's index in the input.
    from: Vec<usize>,
    /// The groups: a range of `games`, and whether one full search from the
    /// target is cheaper than a goal-directed one per game.
    groups: Vec<(std::ops::Range<usize>, bool)>,
}

/// Runs `work` on each of `groups` of `grouped` with one solver, handing each
/// result to `place` with its game's input index.
fn run_groups<'g, T>(
    solver: &mut FastSolver<'g>,
    grouped: &Grouped,
    groups: &[(std::ops::Range<usize>, bool)],
    work: &impl Fn(&mut FastSolver<'g>, &[Game], bool) -> Vec<T>,
    mut place: impl FnMut(usize, T),
) {
    for (range, shared) in groups {
        let results = work(solver, &grouped.games[range.clone()], *shared);
        for (&i, result) in grouped.from[range.clone()].iter().zip(results) {
            place(i, result);
        }
        if let Some(progress) = solver.progress {
            progress(range.len());
        }
    }
}

/// Boards with at most this many branch states always share searches between
/// games with one target: a full search of them costs about one A*.
const SMALL_GRAPH: usize = 4096;
/// Otherwise a full search pays off once it serves this share of the branch
/// states in games (one game per this many branch states).
const STATES_PER_SHARED_GAME: usize = 16384;

/// Below this much work (branch states times searches) one thread does it all.
const PARALLEL_WORK: usize = 1 << 26;

/// Games sharing a piece cell share phase 1 once this many of them do.
const GAMES_PER_SHARED_PIECE: usize = 4;
/// The same when phase 1 runs over the board's skeleton: a lone walk costs a
/// few dozen junctions there, a table still every cell four times.
const GAMES_PER_SHARED_PIECE_ON_SKELETON: usize = 64;
/// The memory all shared phase-1 tables of one `solve_many` may take.
const PIECE_TABLE_BUDGET: usize = 256 << 20;

/// Shared phase-1 tables by piece cell.
#[derive(Clone, Debug, Default)]
struct PieceTables {
    /// Per cell of the layout: its table's index, or `u32::MAX` (empty when
    /// there are no tables).
    index: Vec<u32>,
    tables: Vec<SideDistances>,
}

impl PieceTables {
    fn new(len: usize, tables: Vec<(Cell, SideDistances)>) -> PieceTables {
        if tables.is_empty() {
            return PieceTables::default();
        }
        let mut index = vec![u32::MAX; len];
        for (i, &(cell, _)) in tables.iter().enumerate() {
            index[cell] = i as u32;
        }
        PieceTables {
            index,
            tables: tables.into_iter().map(|(_, t)| t).collect(),
        }
    }

    fn get(&self, piece: Cell) -> Option<&SideDistances> {
        let i = *self.index.get(piece)?;
        self.tables.get(i as usize)
    }
}

/// The start states of phase 2 with their phase-1 costs: at most four, kept
/// off the heap since every game makes one.
type Starts = ArrayVec<(State, u64), 4>;

/// Where the piece on the target can be met from: a branch state's number and
/// the cost from it to a state with the piece on the target.
type Exit = (Branch, u64);

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
    approach: Approach,
    /// Per branch number: search marks and distance, side by side for
    /// locality.
    slots: Vec<Slot>,
    /// Even: the current search's open mark; odd (`stamp + 1`): settled.
    stamp: u32,
    heap: SearchQueue,
    /// Shared phase-1 tables by piece cell, for the games of one `solve_many`.
    pieces: Arc<PieceTables>,
    /// Distances from landmarks, sharpening the A* heuristic when present.
    landmarks: Option<&'g Landmarks>,
    /// Told how many more games are done, as groups of them finish.
    progress: Option<&'g (dyn Fn(usize) + Sync)>,
}

impl std::fmt::Debug for FastSolver<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FastSolver")
            .field("states", &self.slots.len())
            .field("landmarks", &self.landmarks.is_some())
            .finish_non_exhaustive()
    }
}

/// Up to this many states, the search table comes zeroed from the allocator, so
/// a short run maps only the pages its searches touch (on the official boards a
/// few of sixteen; each page fault costs about 2 us here). Bigger tables are
/// filled up front: faulting them in page by page from several threads at once
/// cost seconds of system time on a 1000 x 1000 board.
const ZEROED_SLOTS: usize = 1 << 16;

/// One state's search record; all zero is "never reached".
#[derive(Clone, Copy, Debug, Default, bytemuck::Zeroable)]
struct Slot {
    dist: u64,
    mark: u32,
}

/// The target side of a game: where searches end.
struct Goal {
    /// The cell the heuristic aims at.
    toward: Pos,
    /// Branch states the goal is met from, with the remaining cost (two for
    /// each of at most four goal states).
    exits: ArrayVec<Exit, 8>,
    /// Goal states inside chains: (chain index, offset, cost on arrival).
    on_chains: ArrayVec<(u32, u64, u64), 4>,
}

impl<'g> FastSolver<'g> {
    /// A solver over `graph`.
    #[must_use]
    pub fn new(graph: &'g StateGraph) -> FastSolver<'g> {
        let len = graph.board().layout_len();
        FastSolver {
            graph,
            approach: Approach::new(len),
            // Allocated by the first search: runs that need none (no games,
            // or only games answered without one) never hold it.
            slots: Vec::new(),
            stamp: 0,
            heap: SearchQueue::for_chains(graph.corridors().mean_chain_length()),
            pieces: Arc::default(),
            landmarks: None,
            progress: None,
        }
    }

    /// The same solver, calling `progress(n)` whenever `n` more games of a
    /// [`FastSolver::solve_many`] are done (from any thread).
    #[must_use]
    pub fn with_progress(mut self, progress: &'g (dyn Fn(usize) + Sync)) -> FastSolver<'g> {
        self.progress = Some(progress);
        self
    }

    /// The same solver, with landmarks to sharpen its goal-directed searches.
    #[must_use]
    pub fn with_landmarks(mut self, landmarks: &'g Landmarks) -> FastSolver<'g> {
        self.landmarks = (!landmarks.is_empty()).then_some(landmarks);
        self
    }

    /// The exact distance from the valid state `from` to every branch state,
    /// written into `out` by branch number (`u64::MAX` where unreached): a
    /// landmark's table.
    ///
    /// # Panics
    /// When `out` does not hold one entry per branch state.
    pub fn branch_distances(&mut self, from: State, out: &mut [u64]) {
        assert_eq!(
            out.len(),
            self.graph.branch_numbers(),
            "one entry per branch number"
        );
        let goal = self.goal_of(&[(from, 0)], self.graph.board().pos(from / 4));
        self.fill_table(&goal);
        for (b, d) in out.iter_mut().enumerate() {
            *d = self.reached(b as Branch).unwrap_or(u64::MAX);
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

    /// Answers `games` in order, sharing one full search among games with the
    /// same target, and phase 1 among games with the same piece cell, where that
    /// is cheaper; the work is spread over rayon's threads.
    pub fn solve_many(&mut self, games: &[Game]) -> Vec<Result<Option<u64>, GameError>> {
        if BranchTable::worth(self.graph, || self.distinct_targets(games)) {
            return self.solve_many_by_table(games);
        }
        self.in_parallel(games, |solver, group, shared| {
            if !shared {
                return group.iter().map(|game| solver.solve(game)).collect();
            }
            let goal = solver.goal(group[0].target);
            let mut table_ready = false;
            group
                .iter()
                .map(|game| match solver.start(game) {
                    Err(e) => Err(e),
                    Ok(None) => Ok(Some(0)),
                    Ok(Some(sources)) if sources.is_empty() => Ok(None),
                    Ok(Some(sources)) => {
                        if !table_ready {
                            solver.fill_table(&goal);
                            table_ready = true;
                        }
                        Ok(sources
                            .as_slice()
                            .iter()
                            .filter_map(|&(s, f)| solver.lookup(s, &goal).map(|d| f + d))
                            .min())
                    }
                })
                .collect()
        })
    }

    /// How many different target cells `games` name.
    fn distinct_targets(&self, games: &[Game]) -> usize {
        let board = self.graph.board();
        let mut seen = vec![false; board.layout_len()];
        let mut count = 0;
        for game in games.iter().filter(|g| board.contains(g.target)) {
            let cell = board.cell(game.target);
            count += usize::from(!seen[cell]);
            seen[cell] = true;
        }
        count
    }

    /// [`FastSolver::solve_many`] through a table of distances between all
    /// branch states: one full search per branch state, then lookups per game.
    fn solve_many_by_table(&mut self, games: &[Game]) -> Vec<Result<Option<u64>, GameError>> {
        let graph = self.graph;
        let board = graph.board();
        let table = BranchTable::build(graph, |b, out| {
            let from = graph.corridors().state_of(b);
            let goal = self.goal_of(&[(from, 0)], board.pos(from / 4));
            self.fill_table(&goal);
            for (c, d) in out.iter_mut().enumerate() {
                *d = self.reached(c as Branch).unwrap_or(u64::MAX);
            }
        });
        self.pieces = Arc::new(self.piece_tables(games));
        let answers = games
            .iter()
            .map(|game| self.answer_by_table(game, &table))
            .collect();
        self.pieces = Arc::default();
        if let Some(progress) = self.progress {
            progress(games.len());
        }
        answers
    }

    /// One game's answer from the distances between branch states: the least
    /// of phase 1, the way from a start to a branch state, the table, and the
    /// way from there to the target (or straight along a shared chain).
    fn answer_by_table(
        &mut self,
        game: &Game,
        table: &BranchTable,
    ) -> Result<Option<u64>, GameError> {
        let Some(sources) = self.start(game)? else {
            return Ok(Some(0));
        };
        let goal = self.goal(game.target);
        let exits: ArrayVec<(usize, u64), 8> = goal
            .exits
            .iter()
            .map(|&(exit, rest)| (table.row(exit), rest))
            .collect();
        let to_goal = |b: Branch| {
            let row = table.row(b);
            let mut best = u64::MAX;
            for &(exit, rest) in &exits {
                if let Some(d) = table.between(row, exit) {
                    best = best.min(d + rest);
                }
            }
            (best != u64::MAX).then_some(best)
        };
        let mut best = u64::MAX;
        for &(s, f) in &sources {
            if let Some(d) = self.via_branches(s, &goal, to_goal) {
                best = best.min(f + d);
            }
        }
        Ok((best != u64::MAX).then_some(best))
    }

    /// [`FastSolver::solve_with_moves`] for many games, in order, sharing
    /// searches as [`FastSolver::solve_many`] does.
    pub fn solve_many_with_moves(
        &mut self,
        games: &[Game],
    ) -> Vec<Result<Option<Solution>, GameError>> {
        self.in_parallel(games, |solver, group, shared| {
            if shared {
                let goal = solver.goal(group[0].target);
                solver.fill_table(&goal);
            }
            group
                .iter()
                .map(|game| solver.moves_for(game, shared))
                .collect()
        })
    }

    /// Runs `work(solver, group, shared)` on the games grouped by target, on
    /// rayon's threads (a solver each), and puts the results back in the games'
    /// order, so the output does not depend on the number of threads.
    fn in_parallel<T: Send>(
        &mut self,
        games: &[Game],
        work: impl Fn(&mut FastSolver<'g>, &[Game], bool) -> Vec<T> + Sync,
    ) -> Vec<T> {
        self.pieces = Arc::new(self.piece_tables(games));
        let grouped = self.target_groups(games);
        let groups = &grouped.groups;
        // Threads cost CPU to start and to share: worth it for long runs only.
        let effort = self.graph.branch_count().saturating_mul(groups.len());
        let mut slots: Vec<Option<T>> = (0..games.len()).map(|_| None).collect();
        if effort < PARALLEL_WORK || groups.len() < 2 || rayon::current_num_threads() == 1 {
            run_groups(self, &grouped, groups, &work, |i, result| {
                slots[i] = Some(result);
            });
        } else {
            let threads = rayon::current_num_threads();
            let chunk = groups.len().div_ceil(threads * 4).max(1);
            let template = &*self;
            // One solver (and search table) per rayon job, not per chunk:
            // `map_init` reuses it for every chunk the job takes.
            let results: Vec<Vec<(usize, T)>> = groups
                .par_chunks(chunk)
                .map_init(
                    || template.fresh(),
                    |solver, part| {
                        let mut out = Vec::new();
                        run_groups(solver, &grouped, part, &work, |i, r| out.push((i, r)));
                        out
                    },
                )
                .collect();
            for (i, result) in results.into_iter().flatten() {
                slots[i] = Some(result);
            }
        }
        self.pieces = Arc::default();
        debug_assert!(
            slots.iter().all(Option::is_some),
            "every game is in a group"
        );
        slots.into_iter().flatten().collect()
    }

    /// A solver sharing this one's graph, landmarks and phase-1 tables, with a
    /// search space of its own.
    fn fresh(&self) -> FastSolver<'g> {
        let mut solver = FastSolver::new(self.graph);
        solver.landmarks = self.landmarks;
        solver.progress = self.progress;
        solver.pieces = Arc::clone(&self.pieces);
        solver
    }

    /// The games grouped by target, each group with whether one full search
    /// from the target is cheaper than a goal-directed one per game.
    fn target_groups(&self, games: &[Game]) -> Grouped {
        // A counting sort by target: linear, and stable, so groups keep input
        // order. It moves the games themselves, reading them in input order:
        // read through a list of indices instead, a million of them would
        // each miss the cache.
        let board = self.graph.board();
        let key = |g: &Game| {
            if board.contains(g.target) {
                board.cell(g.target)
            } else {
                0
            }
        };
        if games.is_empty() {
            return Grouped {
                games: Vec::new(),
                from: Vec::new(),
                groups: Vec::new(),
            };
        }
        // Per target cell, where its games go next (one table the size of the
        // layout: 4000 x 4000 boards make it 128 MB).
        let mut next = vec![0usize; board.layout_len() + 1];
        for game in games {
            next[key(game) + 1] += 1;
        }
        for i in 1..next.len() {
            next[i] += next[i - 1];
        }
        let mut sorted = games.to_vec();
        let mut from = vec![0usize; games.len()];
        for (i, game) in games.iter().enumerate() {
            let slot = &mut next[key(game)];
            sorted[*slot] = *game;
            from[*slot] = i;
            *slot += 1;
        }
        drop(next);
        let branches = self.graph.corridors().branch_count();
        let mut groups = Vec::new();
        let mut first = 0;
        for group in sorted.chunk_by(|a, b| a.target == b.target) {
            let len = group.len();
            let shared =
                len >= 2 && (branches <= SMALL_GRAPH || len * STATES_PER_SHARED_GAME >= branches);
            groups.push((first..first + len, shared));
            first += len;
        }
        Grouped {
            games: sorted,
            from,
            groups,
        }
    }

    /// The phase-1 tables for piece cells that enough games share, most shared
    /// first, within the memory budget; built in parallel. (Also readies the
    /// skeleton's own table for these games' walks.)
    fn piece_tables(&self, games: &[Game]) -> PieceTables {
        let graph = self.graph;
        let board = graph.board();
        let len = board.layout_len();
        let least = match graph.skeleton() {
            Some(skeleton) => {
                skeleton.prepare_for(games.len());
                GAMES_PER_SHARED_PIECE_ON_SKELETON
            }
            None => GAMES_PER_SHARED_PIECE,
        };
        if games.len() < least {
            return PieceTables::default();
        }
        let mut counts = vec![0u32; len];
        for game in games.iter().filter(|g| board.is_free(g.piece)) {
            counts[board.cell(game.piece)] += 1;
        }
        let mut shared: Vec<(u32, Cell)> = counts
            .into_iter()
            .enumerate()
            .filter(|&(_, n)| n as usize >= least)
            .map(|(cell, n)| (n, cell))
            .collect();
        shared.sort_unstable_by(|a, b| b.cmp(a));
        shared.truncate(PIECE_TABLE_BUDGET / SideDistances::bytes(len));
        let tables = if shared.len().saturating_mul(len) < PARALLEL_WORK {
            let mut approach = Approach::new(len);
            shared
                .iter()
                .map(|&(_, piece)| (piece, approach.all_blanks(graph, piece)))
                .collect()
        } else {
            shared
                .par_iter()
                .map_init(
                    || Approach::new(len),
                    |approach, &(_, piece)| (piece, approach.all_blanks(graph, piece)),
                )
                .collect()
        };
        PieceTables::new(len, tables)
    }

    /// One game's solution with moves; `table_ready` when the last search was
    /// the full one from this game's target.
    fn moves_for(&mut self, game: &Game, table_ready: bool) -> Result<Option<Solution>, GameError> {
        let Some(sources) = self.start(game)? else {
            return Ok(Some(Solution {
                cost: 0,
                moves: Vec::new(),
            }));
        };
        if sources.is_empty() {
            return Ok(None);
        }
        let goal = self.goal(game.target);
        if !table_ready {
            // Search back from the target toward the starts: every state it
            // settles then knows its exact distance to the target.
            let board = self.graph.board();
            let cell = board.cell(game.target);
            let targets: Vec<(State, u64)> = Dir::ALL
                .into_iter()
                .filter(|&d| board.free_cell(board.step(cell, d)))
                .map(|d| (state(cell, d), 0))
                .collect();
            let starts = self.goal_of(sources.as_slice(), game.piece);
            self.search(&targets, &starts);
        }
        let Some((cost, first, mut s)) = sources
            .as_slice()
            .iter()
            .filter_map(|&(s, f)| self.lookup(s, &goal).map(|d| (f + d, f, s)))
            .min()
        else {
            return Ok(None);
        };
        let graph = self.graph;
        let board = graph.board();
        let piece = board.cell(game.piece);
        let target = board.cell(game.target);
        let mut moves = Vec::new();
        let mut walk = BlankWalk::new(board.layout_len());

        // Phase 1: to the chosen side, touching no other side on the way.
        let side = board.step(piece, Dir::from_index(s % 4));
        let mut blocked = vec![piece];
        blocked.extend(
            Dir::ALL
                .into_iter()
                .map(|d| board.step(piece, d))
                .filter(|&c| c != side && board.free_cell(c)),
        );
        let walked = walk.walk(board, board.cell(game.blank), side, &blocked, &mut moves);
        debug_assert_eq!(walked, Some(first));

        // Phase 2: down the distances to the target, one state-graph edge a step.
        let mut left = cost - first;
        while s / 4 != target {
            let next = graph.edges(s).as_slice().iter().find_map(|&(n, c)| {
                self.lookup(n, &goal)
                    .filter(|&d| d + c == left)
                    .map(|d| (n, d))
            });
            let Some((n, d)) = next else {
                unreachable!("a state off the target has a neighbour one edge nearer")
            };
            let (p, from) = (s / 4, Dir::from_index(s % 4));
            if n / 4 != p {
                // The swap: the blank steps onto the piece.
                moves.push(from.opposite());
            } else {
                let to = board.step(p, Dir::from_index(n % 4));
                walk.walk(board, board.step(p, from), to, &[p], &mut moves);
            }
            s = n;
            left = d;
        }
        debug_assert_eq!(moves.len() as u64, cost);
        Ok(Some(Solution { cost, moves }))
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
        let start = state(piece, Dir::from_index(group));
        let reachable = Dir::ALL.into_iter().any(|d| {
            board.free_cell(board.step(target, d)) && graph.connected(start, state(target, d))
        });
        if !reachable {
            return Ok(Some(Starts::default()));
        }
        let touch = match self.pieces.get(piece) {
            Some(table) => table.get(blank),
            None => self.approach.first_touch(graph, piece, blank, group),
        };
        let mut starts = Starts::default();
        for d in Dir::ALL {
            if let Some(cost) = touch[d.index()] {
                starts.push((state(piece, d), cost));
            }
        }
        Ok(Some(starts))
    }

    /// Where searches for `target` end: any state with the piece on it.
    fn goal(&self, target: Pos) -> Goal {
        let board = self.graph.board();
        let cell: Cell = board.cell(target);
        let states: ArrayVec<(State, u64), 4> = Dir::ALL
            .into_iter()
            .filter(|&d| board.free_cell(board.step(cell, d)))
            .map(|d| (state(cell, d), 0))
            .collect();
        self.goal_of(&states, target)
    }

    /// A goal of the given states (at most four), each with a cost to pay on
    /// arrival; the heuristic aims at `toward`, where all of them must have the
    /// piece.
    fn goal_of(&self, states: &[(State, u64)], toward: Pos) -> Goal {
        let corridors = self.graph.corridors();
        let mut goal = Goal {
            toward,
            exits: ArrayVec::new(),
            on_chains: ArrayVec::new(),
        };
        for &(t, extra) in states {
            match corridors.locate(t) {
                Place::Branch(b) => goal.exits.push((b, extra)),
                Place::OnChain(chain, y, id) => {
                    goal.exits.push((chain.a, y + extra));
                    goal.exits.push((chain.b, chain.length - y + extra));
                    goal.on_chains.push((id, y, extra));
                }
            }
        }
        goal
    }

    fn next_stamp(&mut self) {
        if self.slots.is_empty() {
            let states = self.graph.branch_numbers();
            self.slots = if states <= ZEROED_SLOTS {
                bytemuck::zeroed_vec(states)
            } else {
                vec![Slot::default(); states]
            };
        }
        if self.stamp >= u32::MAX - 2 {
            self.slots.fill(Slot::default());
            self.stamp = 0;
        }
        self.stamp += 2;
        self.heap.clear();
    }

    /// Takes the next unsettled state off the heap and settles it.
    #[inline]
    fn pop(&mut self) -> Option<(u64, Branch, u64)> {
        while let Some((key, u)) = self.heap.pop() {
            let slot = &mut self.slots[u as usize];
            if slot.mark == self.stamp {
                slot.mark = self.stamp + 1;
                return Some((key, u, slot.dist));
            }
        }
        None
    }

    /// The distance of a branch state the last search settled (so it is
    /// exact).
    #[inline]
    fn reached(&self, b: Branch) -> Option<u64> {
        let slot = self.slots[b as usize];
        (slot.mark == self.stamp + 1).then_some(slot.dist)
    }

    /// A* from `sources` to `goal` over branch states.
    fn search(&mut self, sources: &[(State, u64)], goal: &Goal) -> Option<u64> {
        let graph = self.graph;
        let board = graph.board();
        let corridors = graph.corridors();
        let toward = goal.toward;
        let landmarks = self.landmarks;
        let bounds = landmarks
            .map(|l| l.goal_bounds(&goal.exits))
            .unwrap_or_default();
        let h = |b: Branch| {
            let s = corridors.state_of(b);
            let open = open_board_cost(board.pos(s / 4), Dir::from_index(s % 4), toward);
            landmarks.map_or(open, |l| open.max(l.bound(&bounds, b)))
        };
        self.next_stamp();
        let mut best = u64::MAX;
        for &(s, f) in sources {
            match corridors.locate(s) {
                Place::Branch(b) => self.relax(b, f, h),
                Place::OnChain(chain, x, id) => {
                    for &(on, y, extra) in &goal.on_chains {
                        if on == id {
                            best = best.min(f + x.abs_diff(y) + extra);
                        }
                    }
                    self.relax_end(chain, f, x, h);
                }
            }
        }
        while let Some((key, u, g)) = self.pop() {
            if key >= best {
                break;
            }
            for &(exit, rest) in &goal.exits {
                if exit == u {
                    best = best.min(g + rest);
                }
            }
            self.expand(u, g, h);
        }
        (best != u64::MAX).then_some(best)
    }

    /// Dijkstra from the goal over all branch states it reaches: afterwards
    /// [`FastSolver::lookup`] gives any state's distance to the goal. Sound
    /// because the state graph is undirected.
    fn fill_table(&mut self, goal: &Goal) {
        self.next_stamp();
        for &(s, cost) in &goal.exits {
            self.relax(s, cost, |_| 0);
        }
        while let Some((_, u, g)) = self.pop() {
            self.expand(u, g, |_| 0);
        }
    }

    /// The distance from state `s` to the goal after [`FastSolver::fill_table`].
    fn lookup(&self, s: State, goal: &Goal) -> Option<u64> {
        self.via_branches(s, goal, |b| self.reached(b))
    }

    /// The distance from state `s` to the goal, given each branch state's
    /// distance to it (`at`): a branch state's own, else the better end of its
    /// chain, or straight along the chain to a goal state on it.
    #[inline(always)]
    fn via_branches(
        &self,
        s: State,
        goal: &Goal,
        at: impl Fn(Branch) -> Option<u64>,
    ) -> Option<u64> {
        match self.graph.corridors().locate(s) {
            Place::Branch(b) => at(b),
            Place::OnChain(chain, x, id) => {
                let via_a = at(chain.a).map(|d| d + x);
                let via_b = at(chain.b).map(|d| d + chain.length - x);
                let direct = goal
                    .on_chains
                    .iter()
                    .filter(|&&(on, _, _)| on == id)
                    .map(|&(_, y, extra)| x.abs_diff(y) + extra)
                    .min();
                [via_a, via_b, direct].into_iter().flatten().min()
            }
        }
    }

    /// Relaxes the compressed edges of the branch state `u`, settled at cost `g`.
    fn expand(&mut self, u: Branch, g: u64, h: impl Fn(Branch) -> u64) {
        let graph = self.graph;
        if let Some(adjacency) = graph.branch_graph() {
            for &(n, cost) in adjacency.edges(u) {
                self.relax(n, g + u64::from(cost), &h);
            }
            return;
        }
        for (n, cost) in graph.branch_edges(u) {
            self.relax(n, g + cost, &h);
        }
    }

    /// Seeds both ends of the chain holding a source state (cost `f`, at
    /// offset `x` on `chain`).
    fn relax_end(&mut self, chain: Chain, f: u64, x: u64, h: impl Fn(Branch) -> u64) {
        self.relax(chain.a, f + x, &h);
        self.relax(chain.b, f + chain.length - x, &h);
    }

    /// Offers cost `g` to branch state `b`; settled states keep theirs, which is
    /// no larger under a consistent heuristic. The heuristic `h` is evaluated only
    /// when the offer is taken: with landmarks it is most of a search's work.
    #[inline]
    fn relax(&mut self, b: Branch, g: u64, h: impl FnOnce(Branch) -> u64) {
        let slot = &mut self.slots[b as usize];
        if slot.mark == self.stamp + 1 || (slot.mark == self.stamp && slot.dist <= g) {
            return;
        }
        slot.mark = self.stamp;
        slot.dist = g;
        self.heap.push(g + h(b), b);
    }
}

#[cfg(test)]
mod tests {
    use super::FastSolver;
    use crate::StateGraph;
    use crate::generate::{Family, board, mixed_games, seeded};

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
                assert_eq!(huge.branch_numbers(), b.layout_len() * 4);
                let want = FastSolver::new(&listed).solve_many(&games);
                let got = FastSolver::new(&huge).solve_many(&games);
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
        for family in Family::ALL {
            for side in [9, 24] {
                let b = board(family, side, side + 2, &mut rng);
                let games = mixed_games(&b, 60, &mut rng);
                let eager = StateGraph::new(&b);
                assert_eq!(eager.pending_costs(), 0);
                let want = FastSolver::new(&eager).solve_many(&games);
                for limit in [1, 6, 40] {
                    for lazy in [
                        StateGraph::with_budget(&b, limit),
                        StateGraph::as_if_huge_with_budget(&b, limit),
                    ] {
                        let before = lazy.pending_costs();
                        let got = FastSolver::new(&lazy).solve_many(&games);
                        assert_eq!(got, want, "{family:?} {side} limit {limit}");
                        left += before;
                        settled += before - lazy.pending_costs();
                        let moves = FastSolver::new(&lazy).solve_many_with_moves(&games[..10]);
                        for ((game, solution), answer) in games.iter().zip(moves).zip(&want) {
                            let solution = solution.expect("valid game");
                            assert_eq!(Ok(solution.as_ref().map(|s| s.cost)), *answer);
                            if let Some(s) = solution {
                                assert_eq!(crate::replay(&b, game, &s.moves), Ok(game.target));
                            }
                        }
                    }
                }
                // Every pending cost, once read, is the eager one.
                let lazy = StateGraph::with_budget(&b, 1);
                for p in b.free_cells() {
                    for x in crate::Dir::ALL {
                        for y in crate::Dir::ALL {
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
            settled < left,
            "every pending cost was read: nothing was saved"
        );
    }
}
