//! Landmarks (ALT): exact distances from a few states to every branch state,
//! which bound any distance from below by the triangle inequality.
//!
//! On boards with clutter the open-board heuristic sees none of the detours the
//! blank must make, so a lone game's A* settles a wide area. With distances from
//! landmarks spread over the board, `|d(L, goal) - d(L, s)|` is a consistent
//! lower bound that does see them. Building costs one full search per landmark,
//! so it pays only when many games are answered one by one.

mod distance;
mod fill;
mod pick;
mod view;

use std::sync::{Mutex, PoisonError};

use crate::graph::state::{Branch, State};
use crate::graph::state_graph::StateGraph;
use crate::parallel;
use crate::search::heuristic::OpenBoard;
use crate::search::{UNREACHED, searchers_fit};

pub(crate) use distance::Distance;
pub(crate) use fill::FullSearch;
use fill::{BAND_ROWS, fill_column, fill_rows};
use pick::pick;
use view::MOST_LANDMARKS;
pub(crate) use view::View;

/// Distances from each landmark to every branch state.
#[derive(Clone, Debug, Default)]
pub(crate) struct Landmarks {
    /// Number of landmarks.
    count: usize,
    /// Whether the distances are `i64` (else `i32`).
    wide: bool,
    /// Per branch number, per landmark (interleaved, so one heuristic
    /// evaluation reads one cache line): the exact distance, or [`FAR`];
    /// in words of 8 bytes from [`Landmarks::start`] on, padded to whole
    /// cache lines.
    words: Vec<u64>,
    /// The table's first word: the first at the start of a cache line, so
    /// that rows of 4, 8 or 16 landmarks never straddle two (a zeroed
    /// allocation this big starts 16 bytes into a line, and every row of 16
    /// would read two). Only a matter of speed: a clone may start elsewhere.
    start: usize,
}

/// The memory landmark tables may take by default (see
/// [`TableLimits::landmark_bytes`](crate::TableLimits::landmark_bytes)).
pub(crate) const LANDMARK_MEMORY: usize = 1 << 30;

/// The landmark tables take at most this many bytes a layout cell as well
/// (but see [`LANDMARK_FLOOR`] and [`LANDMARK_SMALL_FLOOR`]): four
/// landmarks where there are at most 2.25 branch states a cell (random
/// clutter at 30%), three up to 3 (at 15%), two beyond (at 10%). With four, random clutter at 15% peaked at 159
/// bytes a cell at 4000 x 4000 with two solvers.
pub(crate) const LANDMARK_BYTES_PER_CELL: usize = 36;

/// With [`LANDMARK_FLOOR_GAMES`] games or more the landmark tables may take
/// this much, however small the board: 16 landmarks on a 1000 x 1000 random
/// board at 30% with 10,000 games (141 MB) fit.
pub(crate) const LANDMARK_FLOOR: usize = 160 << 20;

/// With fewer games the landmark tables may take this much, however small
/// the board: four landmarks on boards of up to about 680 x 680 (where the
/// bytes are few, and four were measured best for 100 games on 100 x 100
/// and 200 x 200 boards at 30%).
pub(crate) const LANDMARK_SMALL_FLOOR: usize = 16 << 20;

/// The games from which [`LANDMARK_FLOOR`] holds: those that want 16
/// landmarks. With 100 games it kept three or four on random clutter of 10
/// to 20% at 1000 and 2000 squared, and their peaks at 155 to 183 bytes a
/// cell; at 36 bytes a cell, two or three took about the same time.
pub(crate) const LANDMARK_FLOOR_GAMES: usize = GAMES_PER_LANDMARK * MOST_LANDMARKS;

/// One landmark is wanted per this many lone games, from [`LEAST_LANDMARKS`]
/// to [`MOST_LANDMARKS`] (measured: 4 is best for 100 games on 100 x 100 and
/// 200 x 200 boards at 30%, 16 for 10,000 games on 1000 x 1000).
const GAMES_PER_LANDMARK: usize = 25;

/// Fewer landmarks than this are not worth their searches: no landmarks
/// below a hundred games.
const LEAST_LANDMARKS: usize = 4;

/// Graphs of fewer branch states than this get no landmarks: a lone game's
/// A* settles them quickly enough.
const LEAST_BRANCHES: usize = 8_000;

/// Landmark tables are built on several threads from this many branch states.
const PARALLEL_BRANCHES: usize = 1 << 20;

impl Landmarks {
    /// How many landmarks pay for themselves for `lone_games` games
    /// answered one by one, within `memory` bytes, on a graph of `branches`
    /// branch states and `branch_numbers` branch numbers on a board of
    /// `cells` cells, `free` of them free: none for small or nearly open
    /// boards, or fewer than a hundred games.
    #[must_use]
    pub(crate) fn worth_for(
        branches: usize,
        branch_numbers: usize,
        cells: usize,
        free: usize,
        lone_games: usize,
        memory: usize,
    ) -> usize {
        // Each landmark costs about one full search; each game it sharpens
        // saves a share of one.
        let wanted = (lone_games / GAMES_PER_LANDMARK).min(MOST_LANDMARKS);
        if branches < LEAST_BRANCHES || wanted < LEAST_LANDMARKS {
            return 0;
        }
        // With under 10% fixed cells the open-board bound is already nearly
        // exact: on an open 300 x 300 board 8 landmarks cost 4 times all 300
        // searches and saved none of them.
        if OpenBoard::near_exact(cells, free) {
            return 0;
        }
        (memory / Landmarks::bytes_for(branch_numbers, 1).max(1)).min(wanted)
    }

    /// The bytes of the table of `count` landmarks over `branch_numbers`
    /// branch numbers: a distance each.
    #[must_use]
    pub(crate) fn bytes_for(branch_numbers: usize, count: usize) -> usize {
        branch_numbers
            .saturating_mul(count)
            .saturating_mul(std::mem::size_of::<i32>())
    }

    /// Whether `count` tables over `branch_numbers` branch numbers are built
    /// on several threads, `threads()` of them (asked only for boards big
    /// enough, since asking starts the thread pool), each with a searcher of
    /// `searcher_bytes` of scratch, which is all a builder holds: each
    /// landmark's distances go from its searcher's records straight into the
    /// table. Threads cost CPU to start and to wait on each other: only for
    /// big boards, where each table is a long search, and not so big that the
    /// searchers beyond the first take more than `extra` bytes.
    #[must_use]
    pub(crate) fn parallel_for(
        branch_numbers: usize,
        count: usize,
        searcher_bytes: usize,
        extra: usize,
        threads: impl FnOnce() -> usize,
    ) -> bool {
        branch_numbers >= PARALLEL_BRANCHES
            && searchers_fit(threads().min(count), searcher_bytes, extra)
    }

    /// Whether building `count` landmarks on `threads` threads leaves a
    /// thread waiting in the last round of searches (see
    /// [`Landmarks::build_with_idle`]).
    #[must_use]
    pub(crate) fn short_round(count: usize, threads: usize) -> bool {
        let first = threads.clamp(1, count.max(1));
        count > first && !(count - first).is_multiple_of(first)
    }

    /// Picks up to `count` landmarks on the border of the board's largest
    /// component and runs a full search from each, whose distances become
    /// its column of the table: on several threads when `parallel` (as
    /// planned by [`Landmarks::parallel_for`]), each making one `searcher`
    /// and reusing it. Runs `idle` on a thread that would otherwise wait
    /// for the last round of searches (three landmarks on two threads): its
    /// result when it ran, `None` when no thread waited.
    pub(crate) fn build_with_idle<S: FullSearch + Send + Sync, B: Send>(
        graph: &StateGraph,
        count: usize,
        parallel: bool,
        searcher: impl Fn() -> S + Sync,
        idle: impl FnOnce() -> B + Send,
    ) -> (Landmarks, Option<B>) {
        Landmarks::build_on_with_idle(graph, count, parallel, BAND_ROWS, searcher, idle)
    }

    /// [`Landmarks::build_on_with_idle`] with no idle work (the tests' way
    /// in), its first columns written in bands of a few dozen rows, so that
    /// a small board's table is filled in many bands.
    #[cfg(all(test, feature = "generate"))]
    pub(crate) fn build_on<S: FullSearch + Send + Sync>(
        graph: &StateGraph,
        count: usize,
        parallel: bool,
        searcher: impl Fn() -> S + Sync,
    ) -> Landmarks {
        const SMALL_BANDS: usize = 64;
        Landmarks::build_on_with_idle(graph, count, parallel, SMALL_BANDS, searcher, || ()).0
    }

    /// [`Landmarks::build_with_idle`], on several threads when `parallel`, the
    /// first round's columns written in bands of `band_rows` rows.
    pub(crate) fn build_on_with_idle<S: FullSearch + Send + Sync, B: Send>(
        graph: &StateGraph,
        count: usize,
        parallel: bool,
        band_rows: usize,
        searcher: impl Fn() -> S + Sync,
        idle: impl FnOnce() -> B + Send,
    ) -> (Landmarks, Option<B>) {
        if count == 0 {
            return (Landmarks::default(), None);
        }
        let chosen = pick(graph, count.min(MOST_LANDMARKS));
        if chosen.is_empty() {
            return (Landmarks::default(), None);
        }
        let states = graph.branch_numbers();
        if !parallel {
            let mut search = searcher();
            search.search_from(chosen[0]);
            let mut table = Landmarks::fitting(&search, chosen.len(), states);
            table.put(0, states, &search);
            for (l, &from) in chosen.iter().enumerate().take(table.count).skip(1) {
                search.search_from(from);
                table.put(l, states, &search);
            }
            return (table, None);
        }
        // The first landmarks, one per thread, each in a searcher of its
        // own, kept until the first tells the table's width; then each of
        // the rest goes into the table as soon as it is found. No thread
        // holds a column of distances beside its searcher's records (8 bytes
        // a branch number: 512 MB each on a 4000 x 4000 board).
        let first = parallel::threads().clamp(1, chosen.len());
        let mut searches: Vec<(State, S)> = chosen[..first]
            .iter()
            .map(|&from| (from, searcher()))
            .collect();
        parallel::for_each_chunk_mut(
            &mut searches,
            1,
            || (),
            |(), _, one| {
                let (from, search) = &mut one[0];
                search.search_from(*from);
            },
        );
        let mut table = Landmarks::fitting(&searches[0].1, chosen.len(), states);
        let columns: Vec<&S> = searches
            .iter()
            .take(table.count)
            .map(|(_, search)| search)
            .collect();
        table.put_first(&columns, states, band_rows);
        // The rest of the landmarks, shared out over as many of the first
        // round's searchers as they need (whose pages are mapped already),
        // each into the table as soon as it is found.
        let count = table.count;
        let rest_from = &chosen[first.min(count)..count];
        let mut kept: Vec<S> = searches
            .into_iter()
            .take(rest_from.len())
            .map(|(_, search)| search)
            .collect();
        let shares = kept.len();
        let table = Mutex::new(table);
        let mut rest = || {
            parallel::for_each_chunk_mut(
                &mut kept,
                1,
                || (),
                |(), k, one| {
                    let search = &mut one[0];
                    for l in (k..rest_from.len()).step_by(shares) {
                        search.search_from(rest_from[l]);
                        let mut table = table.lock().unwrap_or_else(PoisonError::into_inner);
                        table.put(first + l, states, search);
                    }
                },
            );
        };
        let idle_result = if Landmarks::short_round(count, first) {
            Some(parallel::join(true, rest, idle).1)
        } else {
            rest();
            None
        };
        (
            table.into_inner().unwrap_or_else(PoisonError::into_inner),
            idle_result,
        )
    }

    /// Starts loading the row of the branch state numbered `b` (see
    /// [`prefetch`](crate::prefetch::prefetch)).
    #[inline]
    pub(crate) fn prefetch(&self, b: Branch) {
        let word = self.start + b.index() * self.count * if self.wide { 8 } else { 4 } / 8;
        if let Some(word) = self.words.get(word) {
            crate::prefetch::prefetch(word);
        }
    }

    /// Whether each row fills a cache line of its own (16 landmarks of 32
    /// bits, or 8 of 64).
    #[must_use]
    pub(crate) fn fills_lines(&self) -> bool {
        self.count * if self.wide { 8 } else { 4 } >= 64
    }

    /// The bytes of the table.
    #[must_use]
    pub(crate) fn bytes(&self) -> usize {
        std::mem::size_of_val(self.words.as_slice())
    }

    /// Whether there are any landmarks.
    #[must_use]
    pub(crate) fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// Whether the table holds `i64` distances: read it with
    /// [`Landmarks::view`] of that type, else of `i32`.
    #[must_use]
    pub(crate) fn is_wide(&self) -> bool {
        self.wide
    }

    /// The table as distances of type `T` (`i64` when [`Landmarks::is_wide`],
    /// else `i32`).
    #[must_use]
    #[inline]
    pub(crate) fn view<T: Distance>(&self) -> View<'_, T> {
        debug_assert_eq!(
            std::mem::size_of::<T>() == 8,
            self.wide,
            "the table's width"
        );
        View {
            count: self.count,
            dist: bytemuck::cast_slice(self.table_words()),
        }
    }
}

impl Landmarks {
    /// An empty table (to be filled column by column) for up to `chosen`
    /// landmarks over `states` branch numbers, wide enough for them all,
    /// given the first landmark's search (`first`):
    /// every landmark lies in its component, so no distance from any of them
    /// passes twice the farthest from it. A wide table holds half as many
    /// landmarks, in the same bytes.
    ///
    /// Left as the allocator's fresh zeros, its pages not yet mapped (words
    /// of 8 bytes, which it zeroes lazily: it writes zeros itself into
    /// memory aligned to whole cache lines, and a 4000 x 4000 board spent
    /// 1.4 s on one thread mapping the table's 520 MB while the other
    /// waited). Every column is written whole by [`Landmarks::put`] or
    /// [`Landmarks::put_first`], which map the pages as they go.
    fn fitting(first: &impl FullSearch, chosen: usize, states: usize) -> Landmarks {
        let farthest = (0..states)
            .map(|b| first.distance(b))
            .filter(|&d| d != UNREACHED)
            .max();
        let wide =
            farthest.is_some_and(|d| d.saturating_mul(2) >= u64::from(i32::FAR.unsigned_abs()));
        let (count, width) = if wide {
            ((chosen / 2).max(1), 8)
        } else {
            (chosen, 4)
        };
        let lines = (states * count * width).div_ceil(64);
        let words: Vec<u64> = bytemuck::zeroed_vec(lines * 8 + LINE_SLACK);
        let start = words.as_ptr().align_offset(64).min(LINE_SLACK);
        Landmarks {
            count,
            wide,
            words,
            start,
        }
    }

    /// Where the table lies in [`Landmarks::words`]: from
    /// [`Landmarks::start`] on, without the slack.
    fn table_range(&self) -> std::ops::Range<usize> {
        self.start..self.start + self.words.len().saturating_sub(LINE_SLACK)
    }

    /// The words of the table.
    fn table_words(&self) -> &[u64] {
        &self.words[self.table_range()]
    }

    /// [`Landmarks::table_words`], to fill.
    fn table_words_mut(&mut self) -> &mut [u64] {
        let range = self.table_range();
        &mut self.words[range]
    }

    /// Writes the distances the first round of searches found, landmark
    /// `l`'s from `searches[l]`, to the `states` branch numbers: the table's
    /// rows in bands of `band_rows`, on all threads, so that mapping its fresh pages (the
    /// most of the work: a 4000 x 4000 board's table is 520 MB) is shared.
    fn put_first<S: FullSearch + Sync>(
        &mut self,
        searches: &[&S],
        states: usize,
        band_rows: usize,
    ) {
        let (count, wide) = (self.count, self.wide);
        if wide {
            fill_rows::<i64, S>(self.table_words_mut(), count, searches, states, band_rows);
        } else {
            fill_rows::<i32, S>(self.table_words_mut(), count, searches, states, band_rows);
        }
    }

    /// Writes landmark `l`'s distances to the `states` branch numbers,
    /// those `search` found.
    fn put(&mut self, l: usize, states: usize, search: &impl FullSearch) {
        let (count, wide) = (self.count, self.wide);
        if wide {
            fill_column::<i64>(self.table_words_mut(), count, l, states, search);
        } else {
            fill_column::<i32>(self.table_words_mut(), count, l, states, search);
        }
    }
}

/// The words a table takes beyond its own, to start at a cache line's start.
const LINE_SLACK: usize = 7;

#[cfg(all(test, feature = "generate"))]
impl Landmarks {
    /// The table, per branch number per landmark (then padding to a whole
    /// cache line), for tests.
    pub(crate) fn table(&self) -> &[u64] {
        self.table_words()
    }
}
