//! Many games at once: grouped by target so that a group can share one full
//! reverse search, phase 1 shared by piece cell, a table of distances between
//! branch states when the graph is small, and groups spread over threads with
//! the answers put back in input order.

use std::mem::size_of;
use std::ops::Range;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering::Relaxed};

use arrayvec::ArrayVec;

use super::FastSolver;
use super::walks::Walks;
use crate::graph::state::Branch;
use crate::graph::state_graph::StateGraph;
use crate::input::board::Board;
use crate::input::cell::Pos;
use crate::input::puzzle::{Game, GameError};
use crate::parallel;
use crate::search::approach::{PieceTables, SharedPieces};
use crate::search::branch_table::BranchTable;
use crate::search::searchers_fit;
use crate::sizes::{bytes, pushed};
use crate::solution::{Cost, Solution};

/// Boards with at most this many branch states always share searches between
/// games with one target: a full search of them costs about one A*.
const SMALL_GRAPH: usize = 4096;
/// Otherwise a full search pays off once it serves this share of the branch
/// states in games (one game per this many branch states).
const STATES_PER_SHARED_GAME: usize = 16384;

/// Below this much work (branch states times searches) one thread does it all.
/// At 2^26 the games of boards of 170,000 to 670,000 branch states (a 1000 x
/// 1000 ring of bumps, links or necklaces, a 2000 x 2000 ring or necklace)
/// ran on one thread for a second or more; spread, with 100 games, bumps at
/// 1000 x 1000 took 1.66 s instead of 2.29, necklace at 2000 x 2000 1.73 s
/// instead of 2.19, for at most 3% more CPU (judge build, as in
/// docs/PERFORMANCE.md).
const PARALLEL_WORK: usize = 1 << 24;

/// Games with one target, next to each other in [`Grouped::order`].
#[derive(Clone, Debug)]
struct Group {
    /// The group's games' places in [`Grouped::order`].
    games: Range<usize>,
    /// Whether one full search from the target serves them better than a
    /// goal-directed search per game.
    shared: bool,
}

/// The games in order of target, as their input indices: four bytes a game
/// (a sorted copy of the games took 56, for 10 million games half a gigabyte).
struct Grouped {
    /// Input indices, target by target, each target's games in input order.
    order: Vec<u32>,
    groups: Vec<Group>,
}

/// One group's games, read through their input indices.
#[derive(Clone, Copy)]
pub(super) struct GroupGames<'a> {
    games: &'a [Game],
    order: &'a [u32],
}

/// Games gathered at a time by [`GroupGames::iter`].
const GATHER: usize = 128;

impl<'a> GroupGames<'a> {
    /// The group's games, in input order. They are copied out a block at a
    /// time: in one tight loop the reads of scattered games overlap, where
    /// one read per game, each behind a game's work, waits for memory every
    /// time (two million games of 30 x 30 boards took half as long again).
    pub(super) fn iter(self) -> Gathered<'a> {
        Gathered {
            games: self.games,
            order: self.order,
            block: ArrayVec::new(),
            next: 0,
        }
    }

    /// The target all the group's games share.
    fn target(self) -> Pos {
        self.games[self.order[0] as usize].target
    }
}

/// The iterator of [`GroupGames::iter`].
pub(super) struct Gathered<'a> {
    games: &'a [Game],
    /// The indices not gathered yet.
    order: &'a [u32],
    /// The games gathered last, and the next one to hand out.
    block: ArrayVec<Game, GATHER>,
    next: usize,
}

impl Iterator for Gathered<'_> {
    type Item = Game;

    #[inline]
    fn next(&mut self) -> Option<Game> {
        if self.next == self.block.len() {
            if self.order.is_empty() {
                return None;
            }
            let (now, later) = self.order.split_at(self.order.len().min(GATHER));
            self.block.clear();
            let games = self.games;
            self.block.extend(now.iter().map(|&i| games[i as usize]));
            self.order = later;
            self.next = 0;
        }
        self.next += 1;
        Some(self.block[self.next - 1])
    }
}

impl<'g> FastSolver<'g> {
    /// [`FastSolver::solve_costs`], answering the games as `batching`
    /// says.
    ///
    /// # Errors
    /// The index and error of the first game not valid on the board.
    pub(crate) fn solve_costs_as(
        &mut self,
        games: &[Game],
        batching: Batching,
        done: &(dyn Fn(usize) + Sync),
    ) -> Result<Vec<Cost>, (usize, GameError)> {
        // Each game is checked where it is solved; only when one failed are
        // they read again, to name the first.
        let invalid = AtomicBool::new(false);
        let costs = self.costs(games, batching, done, |answer| {
            answer.map_or_else(
                |_| {
                    invalid.store(true, Relaxed);
                    Cost::NONE
                },
                Cost::new,
            )
        });
        if invalid.into_inner() {
            let board = self.graph.board();
            for (i, game) in games.iter().enumerate() {
                game.check(board).map_err(|error| (i, error))?;
            }
        }
        Ok(costs)
    }

    /// The fewest moves of `games`, each turned into a [`Cost`] by `to`, in
    /// order.
    fn costs(
        &mut self,
        games: &[Game],
        mut batching: Batching,
        done: &(dyn Fn(usize) + Sync),
        to: impl Fn(Result<Option<u64>, GameError>) -> Cost + Sync,
    ) -> Vec<Cost> {
        if batching.branch_table {
            let answers = self.costs_by_table(games, &mut batching, &to);
            done(games.len());
            return answers;
        }
        self.in_parallel(
            games,
            &mut batching,
            done,
            Cost::NONE,
            |solver, group, shared, out| {
                if !shared {
                    for game in group.iter() {
                        out(to(solver.solve(&game)));
                    }
                    return;
                }
                let goal = solver.goal(group.target());
                let mut table_ready = false;
                for game in group.iter() {
                    out(to(match solver.start(&game) {
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
                    }));
                }
            },
        )
    }

    /// [`FastSolver::solve_many_with_moves`], answering the games as
    /// `batching` says.
    pub(crate) fn solve_many_with_moves_as(
        &mut self,
        games: &[Game],
        mut batching: Batching,
        done: &(dyn Fn(usize) + Sync),
    ) -> Vec<Result<Option<Solution>, GameError>> {
        self.in_parallel(
            games,
            &mut batching,
            done,
            Ok(None),
            |solver, group, shared, out| {
                if shared {
                    let goal = solver.goal(group.target());
                    solver.fill_table(&goal);
                }
                for game in group.iter() {
                    out(solver.moves_for(&game, shared));
                }
            },
        )
    }

    /// [`FastSolver::solve_costs`] through a table of distances between all
    /// branch states: one full search per branch state, then lookups per game.
    fn costs_by_table(
        &mut self,
        games: &[Game],
        batching: &mut Batching,
        to: impl Fn(Result<Option<u64>, GameError>) -> Cost,
    ) -> Vec<Cost> {
        let graph = self.graph;
        let table = BranchTable::build(graph, |b, out| {
            self.branch_distances(graph.corridors().state_of(b), out);
        });
        self.pieces = Arc::new(batching.phase_one(graph, games));
        let answers = games
            .iter()
            .map(|game| to(self.answer_by_table(game, &table)))
            .collect();
        self.pieces = Arc::default();
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
        let to_goal = |b: Branch| {
            goal.exits
                .iter()
                .filter_map(|&(exit, rest)| table.between(b, exit).map(|d| d + rest))
                .min()
        };
        Ok(sources
            .iter()
            .filter_map(|&(s, f)| self.via_branches(s, &goal, to_goal).map(|d| f + d))
            .min())
    }

    /// Runs `work(solver, group, shared, out)` on the games grouped by
    /// target, on threads (a solver each), each group's results handed to
    /// `out` in the group's order, and puts them back in the games' order
    /// (in a vector filled with `fill` first), so the output does not depend
    /// on the number of threads.
    fn in_parallel<T: Clone + Send + Sync>(
        &mut self,
        games: &[Game],
        batching: &mut Batching,
        done: &(dyn Fn(usize) + Sync),
        fill: T,
        work: impl Fn(&mut FastSolver<'g>, GroupGames<'_>, bool, &mut dyn FnMut(T)) + Sync,
    ) -> Vec<T> {
        self.pieces = Arc::new(batching.phase_one(self.graph, games));
        let grouped = self.target_groups(games);
        let groups = &grouped.groups;
        let mut answers = vec![fill; games.len()];
        let mut placed = 0;
        debug_assert!(
            batching.spread.is_none_or(|_| groups.len() >= 2),
            "a spread is planned for two groups or more"
        );
        if let Some(spread) = batching.spread {
            let len = self.graph.board().layout_len();
            let walks = spread.shared_walks.then(|| self.walks.share(len));
            let template = &*self;
            // Solvers (and search tables) lent to rayon's jobs, not made
            // per chunk: each serves chunk after chunk.
            let chunks: Vec<&[_]> = groups.chunks(spread.chunk).collect();
            let results: Vec<Vec<(u32, T)>> = parallel::map_with(
                &chunks,
                true,
                None,
                || {
                    let mut solver = template.fresh();
                    if let Some(walks) = &walks {
                        solver.walks = Walks::Shared(Arc::clone(walks));
                    }
                    solver
                },
                |solver, &part| {
                    let mut out = Vec::new();
                    solver.run_groups(games, &grouped, part, done, &work, |i, r| {
                        out.push((i, r));
                    });
                    // A lent solver's queue would keep the room of the
                    // largest of all its games (random clutter at 10% on a
                    // 1000 x 1000 board peaked 2 MB higher than with a
                    // solver per rayon job).
                    solver.queue.release();
                    out
                },
            );
            if let Some(walks) = walks {
                self.walks.take_back(walks);
            }
            for (i, result) in results.into_iter().flatten() {
                answers[i as usize] = result;
                placed += 1;
            }
        } else {
            self.run_groups(games, &grouped, groups, done, &work, |i, result| {
                answers[i as usize] = result;
                placed += 1;
            });
        }
        self.pieces = Arc::default();
        debug_assert_eq!(placed, games.len(), "every game is in a group");
        answers
    }

    /// Runs `work` on each of `groups` of `grouped`, handing each result to
    /// `place` with its game's input index and telling `done` of each group.
    fn run_groups<T>(
        &mut self,
        games: &[Game],
        grouped: &Grouped,
        groups: &[Group],
        done: &(dyn Fn(usize) + Sync),
        work: &impl Fn(&mut FastSolver<'g>, GroupGames<'_>, bool, &mut dyn FnMut(T)),
        mut place: impl FnMut(u32, T),
    ) {
        for group in groups {
            let order = &grouped.order[group.games.clone()];
            // Each result goes to its place as it comes: no list of a
            // group's results (five million games with one target made it
            // 80 MB).
            let mut next = order.iter();
            work(
                self,
                GroupGames { games, order },
                group.shared,
                &mut |result| {
                    place(*next.next().expect("a result per game"), result);
                },
            );
            debug_assert!(next.next().is_none(), "a result per game");
            done(group.games.len());
        }
    }

    /// The games grouped by target, each group with whether one full search
    /// from the target is cheaper than a goal-directed one per game.
    ///
    /// # Panics
    /// With more than `u32::MAX` games (the parser reads no more than its
    /// input has lines of twelve bytes, and no memory holds that many).
    fn target_groups(&self, games: &[Game]) -> Grouped {
        let board = self.graph.board();
        let key = |g: &Game| {
            if board.contains(g.target) {
                board.cell(g.target).index()
            } else {
                0
            }
        };
        assert!(u32::try_from(games.len()).is_ok(), "more than 2^32 games");
        let order = if games.len() < board.layout_len() {
            // Fewer games than cells: sort them by target and input index,
            // packed in one word each, rather than count them in a table the
            // size of the board (a 1 x 16,000,000 line made that 384 MB for
            // 100 games).
            let mut keys: Vec<u64> = games
                .iter()
                .enumerate()
                // Cells and game indices both fit u32.
                .map(|(i, g)| (key(g) as u64) << 32 | i as u64)
                .collect();
            keys.sort_unstable();
            // The low half: the index.
            keys.iter().map(|&k| k as u32).collect()
        } else {
            by_counting(games, board.layout_len(), key)
        };
        let branches = self.graph.corridors().branch_count();
        let mut groups = Vec::new();
        let mut first = 0;
        let target = |i: u32| games[i as usize].target;
        for group in order.chunk_by(|&a, &b| target(a) == target(b)) {
            let len = group.len();
            let shared =
                len >= 2 && (branches <= SMALL_GRAPH || len * STATES_PER_SHARED_GAME >= branches);
            groups.push(Group {
                games: first..first + len,
                shared,
            });
            first += len;
        }
        Grouped { order, groups }
    }
}

/// How a batch of games is answered: by a table of distances between branch
/// states or by searches, how those are spread over threads, and the tables
/// built for phase 1. The solve plans it (`engine::plan`); a batch without a
/// plan decides it by the same rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Batching {
    /// By a table of distances between all branch states (see
    /// [`BranchTable::worth_for`]).
    pub(crate) branch_table: bool,
    /// The groups of games by target spread over threads, or `None` for
    /// one thread (see [`chunk_for`]).
    pub(crate) spread: Option<Spread>,
    /// Shared phase-1 tables, for the piece cells most shared.
    pub(crate) piece_tables: usize,
    /// The skeleton's cut table.
    pub(crate) cut_table: bool,
    /// The piece cells the games share, when the plan has counted them.
    pub(crate) shared_pieces: Option<SharedPieces>,
}

impl Batching {
    /// The phase-1 tables of `games`: the shared piece tables and the
    /// skeleton's cut table, as planned.
    fn phase_one(&mut self, graph: &StateGraph, games: &[Game]) -> PieceTables {
        let tables = (self.piece_tables, self.cut_table);
        PieceTables::build(graph, games, tables, self.shared_pieces.take())
    }
}

/// How many different target cells `games` name on `board` (targets off the
/// board count as one): the groups of games by target. Counted in a table
/// per cell, or by sorting when the games are fewer than the board's cells.
pub(crate) fn distinct_targets(board: &Board, games: &[Game]) -> usize {
    let key = |g: &Game| {
        if board.contains(g.target) {
            board.cell(g.target).index()
        } else {
            0
        }
    };
    if games.len() < board.layout_len() {
        let mut keys: Vec<usize> = games.iter().map(key).collect();
        keys.sort_unstable();
        keys.dedup();
        keys.len()
    } else {
        let mut seen = vec![false; board.layout_len()];
        let mut count = 0;
        for game in games {
            let cell = key(game);
            count += usize::from(!seen[cell]);
            seen[cell] = true;
        }
        count
    }
}

/// The bytes of [`distinct_targets`] for `games` games on a layout of `len`
/// cells: a word a game to sort, or a mark a cell.
#[must_use]
pub(crate) fn targets_bytes(games: usize, len: usize) -> u64 {
    if games < len {
        bytes(games, 8)
    } else {
        bytes(len, 1)
    }
}

/// The bytes of grouping `games` games with `targets` targets by target on a
/// layout of `len` cells: the scratch of the grouping (a word a game to
/// sort, or a count a cell) beside the order it makes, and what is kept (an
/// input index per game, a group per target).
#[must_use]
pub(crate) fn grouping_bytes(games: usize, len: usize, targets: usize) -> (u64, u64) {
    let scratch = if games < len {
        bytes(games, 8)
    } else {
        bytes(len + 1, 8)
    };
    let order = bytes(games, 4);
    (scratch + order, order + pushed(targets, size_of::<Group>()))
}

/// How a batch's groups of games are spread over threads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Spread {
    /// The groups in each chunk a thread takes at a time.
    pub(crate) chunk: usize,
    /// Whether the solvers share one scratch for the blank's walks: when a
    /// solver each with its own would take more than the extra searchers'
    /// memory and solvers without one fit.
    pub(crate) shared_walks: bool,
}

/// The chunks of groups of games a thread takes, about, when they are
/// spread over threads: the threads take them one at a time, and the last
/// leaves the others waiting. With four a thread, 100 lone games on a 4000 x
/// 4000 board went in chunks of 13, each over 3 s long, and the games' wall
/// time held 1.3 s of a thread waiting; with 64, 100 games are a chunk
/// each, and 10,000 one of 79.
const GAME_CHUNKS_PER_THREAD: usize = 64;

/// How [`FastSolver::solve_costs`] spreads `groups` groups of games by target
/// over a graph of `branches` branch states, with solvers of `scratch` bytes
/// each (`searching` of them their searches', without the blank's walks),
/// those beyond the first taking at most `extra` bytes together: `None` on
/// one thread, else the chunks on `threads()` threads. Threads cost CPU to
/// start and to share: worth it for long runs only; and asking for the
/// thread count starts the thread pool, so it is asked only for work big
/// enough to share.
pub(crate) fn chunk_for(
    branches: usize,
    groups: usize,
    (scratch, searching): (usize, usize),
    extra: usize,
    threads: impl FnOnce() -> usize,
) -> Option<Spread> {
    if branches.saturating_mul(groups) < PARALLEL_WORK || groups < 2 {
        return None;
    }
    let threads = threads();
    if threads < 2 {
        return None;
    }
    let chunk = groups.div_ceil(threads * GAME_CHUNKS_PER_THREAD).max(1);
    let shared_walks = if searchers_fit(threads, scratch, extra) {
        false
    } else if searchers_fit(threads, searching, extra) {
        true
    } else {
        return None;
    };
    Some(Spread {
        chunk,
        shared_walks,
    })
}

/// The input indices of `games` in order of `key` (below `keys`): a
/// counting sort, linear, and stable, so games with one key keep their input
/// order.
fn by_counting(games: &[Game], keys: usize, key: impl Fn(&Game) -> usize) -> Vec<u32> {
    // Per key, where its games go next.
    let mut next = vec![0usize; keys + 1];
    for game in games {
        next[key(game) + 1] += 1;
    }
    for i in 1..next.len() {
        next[i] += next[i - 1];
    }
    let mut order = vec![0u32; games.len()];
    for (i, game) in games.iter().enumerate() {
        let slot = &mut next[key(game)];
        // The caller checked that indices fit u32.
        order[*slot] = i as u32;
        *slot += 1;
    }
    order
}
