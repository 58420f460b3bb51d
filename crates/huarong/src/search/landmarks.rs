//! Landmarks (ALT): exact distances from a few states to every branch state,
//! which bound any distance from below by the triangle inequality.
//!
//! On boards with clutter the open-board heuristic sees none of the detours the
//! blank must make, so a lone game's A* settles a wide area. With distances from
//! landmarks on the board's border, `|d(L, goal) - d(L, s)|` is a consistent lower
//! bound that does see them. Building costs one full search per landmark, so it
//! pays only when many games are answered one by one.

use std::sync::{Mutex, PoisonError};

use crate::graph::state::{Branch, State};
use crate::graph::state_graph::StateGraph;
use crate::parallel;
use crate::search::UNREACHED;

/// A distance from a landmark too large for the table, or no path at all.
const FAR: u32 = u32::MAX;

/// Distances from each landmark to every branch state.
#[derive(Clone, Debug, Default)]
pub(crate) struct Landmarks {
    /// Number of landmarks.
    count: usize,
    /// Per branch number, per landmark (interleaved, so one heuristic
    /// evaluation reads one cache line): the exact distance, or [`FAR`].
    dist: Vec<u32>,
}

/// One landmark's view of one goal: the least and the greatest of
/// `d(L, exit) + rest` and `d(L, exit) - rest` over the goal's exits.
#[derive(Clone, Copy, Debug)]
pub(crate) struct GoalBound {
    landmark: usize,
    lowest: u64,
    highest: i64,
}

/// Landmark tables are built on several threads from this many branch states.
const PARALLEL_BRANCHES: usize = 1 << 20;

impl Landmarks {
    /// How many landmarks pay for themselves on `graph` for `lone_games` games
    /// answered one by one, within `memory` bytes: none for small or nearly
    /// open boards, or fewer than 100 games.
    #[must_use]
    pub(crate) fn worth(graph: &StateGraph, lone_games: usize, memory: usize) -> usize {
        // Each landmark costs about one full search; each game it sharpens saves
        // a share of one. One landmark per 25 games, 4 at the least, 16 at most
        // (measured: 4 is best for 100 games on 100 x 100 and 200 x 200 boards
        // at 30%, 16 for 10,000 games on 1000 x 1000).
        let wanted = (lone_games / 25).min(16);
        if graph.branch_count() < 8_000 || wanted < 4 {
            return 0;
        }
        // With under 10% fixed cells the open-board bound is already nearly
        // exact: on an open 300 x 300 board 8 landmarks cost 4 times all 300
        // searches and saved none of them.
        let board = graph.board();
        let cells = board.rows() * board.cols();
        if (cells - board.free_count()) * 10 < cells {
            return 0;
        }
        // A table holds one distance per branch state.
        let per_landmark = graph.branch_numbers() * std::mem::size_of::<u32>();
        (memory / per_landmark.max(1)).min(wanted)
    }

    /// Picks up to `count` landmarks on the border of the board's largest
    /// component and runs `full(searcher, landmark, out)` from each: a search
    /// writing the distance from the landmark state to each branch state into
    /// `out`, by branch number ([`UNREACHED`] where unreached). Each thread makes
    /// one `searcher` and reuses it.
    pub(crate) fn build<S>(
        graph: &StateGraph,
        count: usize,
        searcher: impl Fn() -> S + Sync,
        full: impl Fn(&mut S, State, &mut [u64]) + Sync,
    ) -> Landmarks {
        // Threads cost CPU to start and to wait on each other: only for big
        // boards, where each table is a long search.
        let parallel = graph.branch_numbers() >= PARALLEL_BRANCHES;
        Landmarks::build_on(graph, count, parallel, searcher, full)
    }

    /// [`Landmarks::build`], on several threads when `parallel`.
    pub(crate) fn build_on<S>(
        graph: &StateGraph,
        count: usize,
        parallel: bool,
        searcher: impl Fn() -> S + Sync,
        full: impl Fn(&mut S, State, &mut [u64]) + Sync,
    ) -> Landmarks {
        if count == 0 {
            return Landmarks::default();
        }
        let chosen = pick(graph, count);
        let count = chosen.len();
        let states = graph.branch_numbers();
        let mut dist = vec![FAR; states * count];
        let put = |dist: &mut [u32], l: usize, column: &[u64]| {
            for (row, &d) in dist.chunks_exact_mut(count).zip(column) {
                row[l] = u32::try_from(d).unwrap_or(FAR);
            }
        };
        if !parallel {
            let mut search = searcher();
            let mut column = vec![UNREACHED; states];
            for (l, &from) in chosen.iter().enumerate() {
                full(&mut search, from, &mut column);
                put(&mut dist, l, &column);
            }
        } else {
            // Each column goes into the table as soon as it is done, so only
            // one per thread is held at a time (they are 8 bytes a branch
            // number: 512 MB each on a 4000 x 4000 board).
            let table = Mutex::new(&mut dist);
            parallel::for_each_with(
                &chosen,
                || (searcher(), vec![UNREACHED; states]),
                |(search, column), l, &from| {
                    full(search, from, column);
                    let mut table = table.lock().unwrap_or_else(PoisonError::into_inner);
                    put(&mut table, l, column);
                },
            );
        }
        Landmarks { count, dist }
    }

    /// Whether there are any landmarks.
    #[must_use]
    pub(crate) fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// Each landmark's summary of a goal given by its exits (branch number, cost
    /// still to pay there); landmarks that cannot see every exit are left out.
    #[must_use]
    pub(crate) fn goal_bounds(&self, exits: &[(Branch, u64)]) -> Vec<GoalBound> {
        (0..self.count)
            .filter_map(|landmark| {
                let mut lowest = u64::MAX;
                let mut highest = i64::MIN;
                for &(u, rest) in exits {
                    let d = self.dist[u.index() * self.count + landmark];
                    if d == FAR {
                        return None;
                    }
                    lowest = lowest.min(u64::from(d).saturating_add(rest));
                    // d < 2^32, so this cannot overflow.
                    let rest = i64::try_from(rest).unwrap_or(i64::MAX);
                    highest = highest.max(i64::from(d) - rest);
                }
                (!exits.is_empty()).then_some(GoalBound {
                    landmark,
                    lowest,
                    highest,
                })
            })
            .collect()
    }

    /// A lower bound on the distance from the branch state numbered `b` to the goal that
    /// `bounds` describe: by the triangle inequality through each landmark.
    #[must_use]
    #[inline]
    pub(crate) fn bound(&self, bounds: &[GoalBound], b: Branch) -> u64 {
        let mut best = 0u64;
        let b = b.index();
        let row = &self.dist[b * self.count..(b + 1) * self.count];
        for bound in bounds {
            let d = row[bound.landmark];
            if d == FAR {
                continue;
            }
            let ahead = bound.lowest.saturating_sub(u64::from(d));
            let behind = u64::try_from(i64::from(d).saturating_sub(bound.highest)).unwrap_or(0);
            best = best.max(ahead).max(behind);
        }
        best
    }
}

/// Landmark states: the valid states of the largest component nearest to the
/// board's corners and edge midpoints.
fn pick(graph: &StateGraph, count: usize) -> Vec<State> {
    let board = graph.board();
    let (rows, cols) = (board.rows(), board.cols());
    let anchors = [
        (0, 0),
        (rows - 1, cols - 1),
        (0, cols - 1),
        (rows - 1, 0),
        (0, cols / 2),
        (rows - 1, cols / 2),
        (rows / 2, 0),
        (rows / 2, cols - 1),
        (0, cols / 4),
        (rows - 1, 3 * cols / 4),
        (rows / 4, cols - 1),
        (3 * rows / 4, 0),
        (0, 3 * cols / 4),
        (rows - 1, cols / 4),
        (rows / 4, 0),
        (3 * rows / 4, cols - 1),
    ];
    // Component sizes, counted at each component's representative state.
    let mut sizes: Vec<u32> = bytemuck::zeroed_vec(board.layout_len() * 4);
    for s in graph.states() {
        sizes[graph.representative(s).index()] += 1;
    }
    let Some((largest, _)) = sizes
        .iter()
        .enumerate()
        .filter(|&(_, &n)| n > 0)
        .max_by_key(|&(rep, &n)| (n, rep))
    else {
        return Vec::new();
    };
    let mut best: Vec<(usize, Option<State>)> = vec![(usize::MAX, None); count.min(anchors.len())];
    // Landmarks must be branch states: searches settle only those.
    for (_, s) in graph.branch_states() {
        if graph.representative(s).index() != largest {
            continue;
        }
        let pos = board.pos(s.cell());
        for (slot, &(r, c)) in best.iter_mut().zip(&anchors) {
            let d = pos.row.abs_diff(r) + pos.col.abs_diff(c);
            if d < slot.0 {
                *slot = (d, Some(s));
            }
        }
    }
    let mut chosen: Vec<State> = best.into_iter().filter_map(|(_, s)| s).collect();
    chosen.sort_unstable();
    chosen.dedup();
    chosen
}

#[cfg(all(test, feature = "generate"))]
impl Landmarks {
    /// The table, per branch number per landmark, for tests.
    pub(crate) fn table(&self) -> &[u32] {
        &self.dist
    }
}
