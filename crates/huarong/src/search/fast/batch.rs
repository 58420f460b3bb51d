//! Many games at once: grouped by target so that a group can share one full
//! reverse search, phase 1 shared by piece cell, a table of distances between
//! branch states when the graph is small, and groups spread over threads with
//! the answers put back in input order.

use std::ops::Range;
use std::sync::Arc;

use super::FastSolver;
use crate::graph::state::Branch;
use crate::input::puzzle::{Game, GameError};
use crate::parallel;
use crate::search::approach::PieceTables;
use crate::search::branch_table::BranchTable;
use crate::search::searchers_fit;
use crate::solution::Solution;

/// Boards with at most this many branch states always share searches between
/// games with one target: a full search of them costs about one A*.
const SMALL_GRAPH: usize = 4096;
/// Otherwise a full search pays off once it serves this share of the branch
/// states in games (one game per this many branch states).
const STATES_PER_SHARED_GAME: usize = 16384;

/// Below this much work (branch states times searches) one thread does it all.
const PARALLEL_WORK: usize = 1 << 26;

/// Games with one target, next to each other in [`Grouped::games`].
#[derive(Clone, Debug)]
struct Group {
    /// The group's games in [`Grouped::games`].
    games: Range<usize>,
    /// Whether one full search from the target serves them better than a
    /// goal-directed search per game.
    shared: bool,
}

/// Games in order of target.
struct Grouped {
    /// The games, target by target.
    games: Vec<Game>,
    /// Each game's index in the input.
    from: Vec<usize>,
    groups: Vec<Group>,
}

impl<'g> FastSolver<'g> {
    /// Answers `games` in order, sharing one full search among games with the
    /// same target, and phase 1 among games with the same piece cell, where that
    /// is cheaper; the work is spread over threads (with the `parallel`
    /// feature). `done(n)` hears of every `n` more games answered, from any
    /// thread.
    pub fn solve_many(
        &mut self,
        games: &[Game],
        done: &(dyn Fn(usize) + Sync),
    ) -> Vec<Result<Option<u64>, GameError>> {
        if BranchTable::worth(self.graph, || self.distinct_targets(games)) {
            let answers = self.solve_many_by_table(games);
            done(games.len());
            return answers;
        }
        self.in_parallel(games, done, |solver, group, shared| {
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

    /// [`FastSolver::solve_with_moves`] for many games, in order, sharing
    /// searches as [`FastSolver::solve_many`] does.
    pub fn solve_many_with_moves(
        &mut self,
        games: &[Game],
        done: &(dyn Fn(usize) + Sync),
    ) -> Vec<Result<Option<Solution>, GameError>> {
        self.in_parallel(games, done, |solver, group, shared| {
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

    /// How many different target cells `games` name.
    fn distinct_targets(&self, games: &[Game]) -> usize {
        let board = self.graph.board();
        let mut seen = vec![false; board.layout_len()];
        let mut count = 0;
        for game in games.iter().filter(|g| board.contains(g.target)) {
            let cell = board.cell(game.target).index();
            count += usize::from(!seen[cell]);
            seen[cell] = true;
        }
        count
    }

    /// [`FastSolver::solve_many`] through a table of distances between all
    /// branch states: one full search per branch state, then lookups per game.
    fn solve_many_by_table(&mut self, games: &[Game]) -> Vec<Result<Option<u64>, GameError>> {
        let graph = self.graph;
        let table = BranchTable::build(graph, |b, out| {
            self.branch_distances(graph.corridors().state_of(b), out);
        });
        self.pieces = Arc::new(PieceTables::build(graph, games));
        let answers = games
            .iter()
            .map(|game| self.answer_by_table(game, &table))
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

    /// Runs `work(solver, group, shared)` on the games grouped by target, on
    /// threads (a solver each), and puts the results back in the games'
    /// order, so the output does not depend on the number of threads.
    fn in_parallel<T: Send>(
        &mut self,
        games: &[Game],
        done: &(dyn Fn(usize) + Sync),
        work: impl Fn(&mut FastSolver<'g>, &[Game], bool) -> Vec<T> + Sync,
    ) -> Vec<T> {
        self.pieces = Arc::new(PieceTables::build(self.graph, games));
        let grouped = self.target_groups(games);
        let groups = &grouped.groups;
        // Threads cost CPU to start and to share: worth it for long runs only.
        let effort = self.graph.branch_count().saturating_mul(groups.len());
        let mut slots: Vec<Option<T>> = (0..games.len()).map(|_| None).collect();
        // Asking for the thread count starts the thread pool: only for work
        // big enough to share.
        if effort < PARALLEL_WORK
            || groups.len() < 2
            || parallel::threads() == 1
            || !searchers_fit(parallel::threads(), FastSolver::scratch_bound(self.graph))
        {
            self.run_groups(&grouped, groups, done, &work, |i, result| {
                slots[i] = Some(result);
            });
        } else {
            let chunk = groups.len().div_ceil(parallel::threads() * 4).max(1);
            let template = &*self;
            // One solver (and search table) per rayon job, not per chunk:
            // it serves every chunk the job takes.
            let results: Vec<Vec<(usize, T)>> = parallel::map_chunks(
                groups,
                chunk,
                || template.fresh(),
                |solver, part| {
                    let mut out = Vec::new();
                    solver.run_groups(&grouped, part, done, &work, |i, r| out.push((i, r)));
                    out
                },
            );
            for (i, result) in results.into_iter().flatten() {
                slots[i] = Some(result);
            }
        }
        self.pieces = Arc::default();
        debug_assert!(
            slots.iter().all(Option::is_some),
            "every game is in a group"
        );
        // At exactly the games' count: collecting through `flatten` would
        // double its way up to the next power of two.
        let mut answers = Vec::with_capacity(slots.len());
        answers.extend(slots.into_iter().flatten());
        answers
    }

    /// Runs `work` on each of `groups` of `grouped`, handing each result to
    /// `place` with its game's input index and telling `done` of each group.
    fn run_groups<T>(
        &mut self,
        grouped: &Grouped,
        groups: &[Group],
        done: &(dyn Fn(usize) + Sync),
        work: &impl Fn(&mut FastSolver<'g>, &[Game], bool) -> Vec<T>,
        mut place: impl FnMut(usize, T),
    ) {
        for group in groups {
            let results = work(self, &grouped.games[group.games.clone()], group.shared);
            for (&i, result) in grouped.from[group.games.clone()].iter().zip(results) {
                place(i, result);
            }
            done(group.games.len());
        }
    }

    /// The games grouped by target, each group with whether one full search
    /// from the target is cheaper than a goal-directed one per game.
    fn target_groups(&self, games: &[Game]) -> Grouped {
        let board = self.graph.board();
        let key = |g: &Game| {
            if board.contains(g.target) {
                board.cell(g.target).index()
            } else {
                0
            }
        };
        let (sorted, from) =
            if games.len() < board.layout_len() && u32::try_from(games.len()).is_ok() {
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
                let from: Vec<usize> = keys
                    .iter()
                    .map(|&k| (k & u64::from(u32::MAX)) as usize)
                    .collect();
                drop(keys);
                (from.iter().map(|&i| games[i]).collect(), from)
            } else {
                by_counting(games, board.layout_len(), key)
            };
        let branches = self.graph.corridors().branch_count();
        let mut groups = Vec::new();
        let mut first = 0;
        for group in sorted.chunk_by(|a, b| a.target == b.target) {
            let len = group.len();
            let shared =
                len >= 2 && (branches <= SMALL_GRAPH || len * STATES_PER_SHARED_GAME >= branches);
            groups.push(Group {
                games: first..first + len,
                shared,
            });
            first += len;
        }
        Grouped {
            games: sorted,
            from,
            groups,
        }
    }
}

/// The games in order of `key` (below `keys`), and each one's input index:
/// a counting sort, linear, and stable, so games with one key keep their
/// input order. It moves the games themselves, reading them in input order:
/// read through a list of indices instead, a million of them would each
/// miss the cache.
fn by_counting(
    games: &[Game],
    keys: usize,
    key: impl Fn(&Game) -> usize,
) -> (Vec<Game>, Vec<usize>) {
    // Per key, where its games go next.
    let mut next = vec![0usize; keys + 1];
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
    (sorted, from)
}
