//! Landmarks (ALT): exact distances from a few states to every branch state,
//! which bound any distance from below by the triangle inequality.
//!
//! On boards with clutter the open-board heuristic sees none of the detours the
//! blank must make, so a lone game's A* settles a wide area. With distances from
//! landmarks spread over the board, `|d(L, goal) - d(L, s)|` is a consistent
//! lower bound that does see them. Building costs one full search per landmark,
//! so it pays only when many games are answered one by one.

use std::sync::{Mutex, PoisonError};

use crate::graph::state::{Branch, State};
use crate::graph::state_graph::StateGraph;
use crate::input::board::Board;
use crate::input::cell::Cell;
use crate::input::dir::Dir;
use crate::parallel;
use crate::search::heuristic::OpenBoard;
use crate::search::{UNREACHED, searchers_fit};

/// A distance in a landmark table: signed, so every difference the bound
/// takes stays in range. Tables are of 32-bit distances, which let the bound
/// compare four landmarks at once with plain SSE2, unless some distance does
/// not fit: on long cycles whose every step is a walk round the whole cycle,
/// distances pass 2^31 at 1000 x 1000, and a table of `i32` would hold none of
/// them (every landmark would bound nothing). Those boards get a table of
/// `i64`, with half as many landmarks in the same bytes.
pub(crate) trait Distance:
    bytemuck::Pod + Ord + std::fmt::Debug + std::ops::Sub<Output = Self>
{
    /// A distance too large for the table, or no path at all.
    const FAR: Self;
    /// Zero.
    const ZERO: Self;
    /// `d`, or [`Distance::FAR`] when it does not fit below it.
    fn from_u64(d: u64) -> Self;
    /// Saturating sum.
    fn plus(self, other: Self) -> Self;
    /// Saturating difference.
    fn minus(self, other: Self) -> Self;
    /// The value of a bound in `0..=FAR`.
    fn to_u64(self) -> u64;
}

macro_rules! distance {
    ($t:ty) => {
        impl Distance for $t {
            const FAR: $t = <$t>::MAX;
            const ZERO: $t = 0;
            #[inline]
            fn from_u64(d: u64) -> $t {
                <$t>::try_from(d).unwrap_or(<$t>::MAX)
            }
            #[inline]
            fn plus(self, other: $t) -> $t {
                self.saturating_add(other)
            }
            #[inline]
            fn minus(self, other: $t) -> $t {
                self.saturating_sub(other)
            }
            #[inline]
            fn to_u64(self) -> u64 {
                u64::from(self.unsigned_abs())
            }
        }
    };
}
distance!(i32);
distance!(i64);

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
pub(crate) const LANDMARK_FLOOR_GAMES: usize = 400;

/// The most landmarks a table holds.
const MOST_LANDMARKS: usize = 16;

/// The landmarks' view of one goal: per landmark, the least of
/// `d(L, exit) + rest` and the greatest of `d(L, exit) - rest` over the goal's
/// exits, both clamped to `0..=FAR` (or 0 and [`FAR`] for landmarks that
/// cannot see every exit, which bound nothing).
///
/// Clamping only weakens the bound, which stays consistent: it is still a
/// constant less a distance, or a distance less a constant. So does [`FAR`]
/// for a distance too large for the table, which is then taken as [`FAR`];
/// states that no landmark seeing the goal reaches are never searched (they
/// cannot reach the goal).
#[derive(Clone, Copy, Debug)]
pub(crate) struct GoalBounds<T> {
    lowest: [T; MOST_LANDMARKS],
    highest: [T; MOST_LANDMARKS],
}

/// A landmark table read as distances of type `T`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct View<'a, T> {
    /// Number of landmarks.
    count: usize,
    /// Per branch number, per landmark.
    dist: &'a [T],
}

/// Landmarks serve only components of at least this many states: on boards
/// whose pieces can hardly move (trees such as perfect mazes, combs and
/// spirals, where a piece can only swap with the blank and back) every
/// component has two states, and a search is a step or two.
const LEAST_COMPONENT: usize = 16;

/// Landmark tables are built on several threads from this many branch states.
const PARALLEL_BRANCHES: usize = 1 << 20;

impl Landmarks {
    /// How many landmarks pay for themselves on `graph` for `lone_games` games
    /// answered one by one, within `memory` bytes: none for small or nearly
    /// open boards, or fewer than 100 games.
    #[must_use]
    pub(crate) fn worth(graph: &StateGraph, lone_games: usize, memory: usize) -> usize {
        let board = graph.board();
        Landmarks::worth_for(
            graph.branch_count(),
            graph.branch_numbers(),
            board.rows() * board.cols(),
            board.free_count(),
            lone_games,
            memory,
        )
    }

    /// [`Landmarks::worth`] from counts: a graph of `branches` branch states
    /// and `branch_numbers` branch numbers on a board of `cells` cells,
    /// `free` of them free.
    #[must_use]
    pub(crate) fn worth_for(
        branches: usize,
        branch_numbers: usize,
        cells: usize,
        free: usize,
        lone_games: usize,
        memory: usize,
    ) -> usize {
        // Each landmark costs about one full search; each game it sharpens saves
        // a share of one. One landmark per 25 games, 4 at the least, 16 at most
        // (measured: 4 is best for 100 games on 100 x 100 and 200 x 200 boards
        // at 30%, 16 for 10,000 games on 1000 x 1000).
        let wanted = (lone_games / 25).min(16);
        if branches < 8_000 || wanted < 4 {
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
    /// [`Landmarks::build_beside`]).
    #[must_use]
    pub(crate) fn short_round(count: usize, threads: usize) -> bool {
        let first = threads.clamp(1, count.max(1));
        count > first && !(count - first).is_multiple_of(first)
    }

    /// Picks up to `count` landmarks on the border of the board's largest
    /// component and runs a full search from each, whose distances become
    /// its column of the table. Each thread makes one `searcher` (of at most
    /// `searcher_bytes` of scratch) and reuses it; threads beyond the first
    /// only while their searchers take at most `extra` bytes together. Runs
    /// `beside` on a thread that would otherwise wait for the last round of
    /// searches (three landmarks on two threads): its result when it ran,
    /// `None` when no thread waited.
    pub(crate) fn build_beside<S: FullSearch + Send + Sync, B: Send>(
        graph: &StateGraph,
        count: usize,
        searcher_bytes: usize,
        extra: usize,
        searcher: impl Fn() -> S + Sync,
        beside: impl FnOnce() -> B + Send,
    ) -> (Landmarks, Option<B>) {
        let parallel = Landmarks::parallel_for(
            graph.branch_numbers(),
            count,
            searcher_bytes,
            extra,
            parallel::threads,
        );
        Landmarks::build_on_beside(graph, count, parallel, searcher, beside)
    }

    /// [`Landmarks::build_on_beside`] with nothing beside (the tests' way in).
    #[cfg(all(test, feature = "generate"))]
    pub(crate) fn build_on<S: FullSearch + Send + Sync>(
        graph: &StateGraph,
        count: usize,
        parallel: bool,
        searcher: impl Fn() -> S + Sync,
    ) -> Landmarks {
        Landmarks::build_on_beside(graph, count, parallel, searcher, || ()).0
    }

    /// [`Landmarks::build_beside`], on several threads when `parallel`.
    pub(crate) fn build_on_beside<S: FullSearch + Send + Sync, B: Send>(
        graph: &StateGraph,
        count: usize,
        parallel: bool,
        searcher: impl Fn() -> S + Sync,
        beside: impl FnOnce() -> B + Send,
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
        table.put_first(&columns, states);
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
        let beside = if Landmarks::short_round(count, first) {
            Some(parallel::join(true, rest, beside).1)
        } else {
            rest();
            None
        };
        (
            table.into_inner().unwrap_or_else(PoisonError::into_inner),
            beside,
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
    /// rows in bands, on all threads, so that mapping its fresh pages (the
    /// most of the work: a 4000 x 4000 board's table is 520 MB) is shared.
    fn put_first<S: FullSearch + Sync>(&mut self, searches: &[&S], states: usize) {
        let (count, wide) = (self.count, self.wide);
        if wide {
            fill_rows::<i64, S>(self.table_words_mut(), count, searches, states);
        } else {
            fill_rows::<i32, S>(self.table_words_mut(), count, searches, states);
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

/// A search from one state to every branch state it reaches: what finds a
/// landmark's distances.
pub(crate) trait FullSearch {
    /// Searches from `from` until every branch state it reaches is settled.
    fn search_from(&mut self, from: State);

    /// The distance the last search found to the branch state numbered `b`,
    /// [`UNREACHED`] when it found none.
    fn distance(&self, b: usize) -> u64;
}

/// The words a table takes beyond its own, to start at a cache line's start.
const LINE_SLACK: usize = 7;

/// Rows a band of [`fill_rows`] holds: a whole number of cache lines, and
/// so of words, for any row width. (In the crate's tests, a few dozen, so
/// that the small boards' tables are filled in many bands too.)
#[cfg(not(test))]
const BAND_ROWS: usize = 1 << 16;
#[cfg(test)]
const BAND_ROWS: usize = 64;

/// Writes columns `0..searches.len()` of a table of `count` landmarks of
/// type `T`, the distances each of `searches` found to the `states` branch
/// numbers, in bands of rows spread over threads.
fn fill_rows<T: Distance + Send, S: FullSearch + Sync>(
    dist: &mut [u64],
    count: usize,
    searches: &[&S],
    states: usize,
) {
    // A band of BAND_ROWS rows of `count` distances of T is this many
    // words: 8-byte words hold whole rows only in bands that big.
    let words = BAND_ROWS * count * std::mem::size_of::<T>() / 8;
    parallel::for_each_chunk_mut(
        dist,
        words,
        || (),
        |(), first_word, band| {
            let first = first_word / words * BAND_ROWS;
            let band: &mut [T] = bytemuck::cast_slice_mut(band);
            let rows = band.chunks_exact_mut(count);
            for (b, row) in (first..states).zip(rows) {
                for (d, search) in row.iter_mut().zip(searches) {
                    *d = T::from_u64(search.distance(b));
                }
            }
        },
    );
}

/// Writes landmark `l`'s distances to the `states` branch numbers (those
/// `search` found) into a table of `count` landmarks of type `T`.
fn fill_column<T: Distance>(
    dist: &mut [u64],
    count: usize,
    l: usize,
    states: usize,
    search: &impl FullSearch,
) {
    let dist: &mut [T] = bytemuck::cast_slice_mut(dist);
    for (b, row) in dist.chunks_exact_mut(count).take(states).enumerate() {
        row[l] = T::from_u64(search.distance(b));
    }
}

impl<T: Distance> View<'_, T> {
    /// The landmarks' summary of a goal given by its exits (branch number,
    /// cost still to pay there).
    #[must_use]
    pub(crate) fn goal_bounds(&self, exits: &[(Branch, u64)]) -> GoalBounds<T> {
        let mut goal = GoalBounds {
            lowest: [T::ZERO; MOST_LANDMARKS],
            highest: [T::FAR; MOST_LANDMARKS],
        };
        if exits.is_empty() {
            return goal;
        }
        for landmark in 0..self.count {
            let mut lowest = T::FAR;
            let mut highest = T::ZERO;
            let mut sees = true;
            for &(u, rest) in exits {
                let d = self.dist[u.index() * self.count + landmark];
                if d == T::FAR {
                    sees = false;
                    break;
                }
                let rest = T::from_u64(rest);
                lowest = lowest.min(d.plus(rest));
                highest = highest.max(d.minus(rest).max(T::ZERO));
            }
            if sees {
                goal.lowest[landmark] = lowest;
                goal.highest[landmark] = highest;
            }
        }
        goal
    }

    /// A lower bound on the distance from the branch state numbered `b` to the
    /// goal that `goal` describes: by the triangle inequality through each
    /// landmark.
    #[must_use]
    #[inline]
    pub(crate) fn bound(&self, goal: &GoalBounds<T>, b: Branch) -> u64 {
        let mut best = T::ZERO;
        if self.count == 4 {
            // The usual count (for 100 to 199 games): one group of four, which
            // the compiler compares at once.
            let row: [T; 4] = self.dist[b.index() * 4..][..4]
                .try_into()
                .expect("four columns");
            let lowest = &goal.lowest[..4];
            for ((&d, &lowest), &highest) in row.iter().zip(lowest).zip(&goal.highest[..4]) {
                best = best.max(lowest - d).max(d - highest);
            }
        } else {
            let row = &self.dist[b.index() * self.count..][..self.count];
            for ((&d, &lowest), &highest) in row.iter().zip(&goal.lowest).zip(&goal.highest) {
                best = best.max(lowest - d).max(d - highest);
            }
        }
        // Every term above lies in -FAR..=FAR, and best >= 0.
        best.to_u64()
    }
}

/// Landmark states, spread out over the outside of the board's largest
/// component: the first the branch state nearest to the board's top left
/// corner, each next one at the outermost cell (see [`keep_outermost`])
/// farthest (in walks of the blank over free cells) from all landmarks so far.
///
/// Far-apart landmarks see more detours: on boards made of one long cycle
/// (rooms joined by one-cell doors, snaking rings) landmarks at the board's
/// corners all sit near where the cycle closes, and their bounds are weak for
/// most games. On open and cluttered boards the farthest cells are the corners.
/// Past the corners, the farthest cell of a square board is its centre, and
/// then points between it and the edges: a landmark inside bounds only the
/// games that head straight away from it, where one on the outside bounds
/// every game heading its way. With 16 landmarks on a 1000 x 1000 board at
/// 30%, picking from every cell made A* settle 14% more states and take 1.2
/// times the CPU of the fixed border anchors used before.
fn pick(graph: &StateGraph, count: usize) -> Vec<State> {
    let board = graph.board();
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
    // Searches in tiny components are cheap without help.
    if (sizes[largest] as usize) < LEAST_COMPONENT {
        return Vec::new();
    }
    drop(sizes);
    // Landmarks must be branch states: searches settle only those. One
    // candidate per cell, by state number (which fits u32, as the layout
    // does four times over), or NONE.
    const NONE: u32 = u32::MAX;
    let mut candidate = vec![NONE; board.layout_len()];
    let mut first: (usize, Option<State>) = (usize::MAX, None);
    for (_, s) in graph.branch_states() {
        if graph.representative(s).index() != largest {
            continue;
        }
        let slot = &mut candidate[s.cell().index()];
        if *slot == NONE {
            *slot = s.index() as u32;
        }
        let pos = board.pos(s.cell());
        let d = pos.row() + pos.col();
        if d < first.0 {
            first = (d, Some(s));
        }
    }
    let Some(mut next) = first.1 else {
        return Vec::new();
    };
    keep_outermost(board, &mut candidate, NONE);
    let mut chosen = vec![next];
    // Per cell, the walk to the nearest landmark so far.
    let mut nearest = vec![u32::MAX; board.layout_len()];
    let mut queue = Vec::new();
    while chosen.len() < count {
        walks_from(board, next.cell(), &mut nearest, &mut queue);
        // The farthest cell with a candidate, the first of them on ties.
        let far = candidate
            .iter()
            .zip(&nearest)
            .filter(|&(&s, &d)| s != NONE && d != u32::MAX)
            .max_by_key(|&(&s, &d)| (d, std::cmp::Reverse(s)));
        match far {
            Some((&s, &d)) if d > 0 => next = State::from_index(s as usize),
            _ => break,
        }
        chosen.push(next);
    }
    chosen.sort_unstable();
    chosen.dedup();
    chosen
}

/// Keeps in `candidate` (per cell a state number, or `none`) only the
/// outermost cells: the first and the last cell with a candidate in each row
/// and in each column. On a board free up to its edges they are its border;
/// on others the outline of the component as seen from outside.
fn keep_outermost(board: &Board, candidate: &mut [u32], none: u32) {
    // Per row and per column, the first and last cell index with a candidate.
    let mut rows = vec![(usize::MAX, 0); board.rows()];
    let mut cols = vec![(usize::MAX, 0); board.cols()];
    for (i, _) in candidate.iter().enumerate().filter(|&(_, &s)| s != none) {
        let pos = board.pos(Cell::from_index(i));
        for (first, last) in [&mut rows[pos.row()], &mut cols[pos.col()]] {
            *first = (*first).min(i);
            *last = (*last).max(i);
        }
    }
    let mut outermost = vec![false; candidate.len()];
    for &(first, last) in rows.iter().chain(&cols) {
        if first != usize::MAX {
            outermost[first] = true;
            outermost[last] = true;
        }
    }
    for (s, keep) in candidate.iter_mut().zip(outermost) {
        if !keep {
            *s = none;
        }
    }
}

/// Lowers `nearest` to the walk from `from` over free cells, where shorter: a
/// breadth-first search (that stops where the walk is no shorter than a
/// nearer landmark's), with `queue` (of cell indices, which fit u32) as
/// scratch.
fn walks_from(board: &Board, from: Cell, nearest: &mut [u32], queue: &mut Vec<u32>) {
    queue.clear();
    nearest[from.index()] = 0;
    queue.push(from.index() as u32);
    let mut head = 0;
    while let Some(&x) = queue.get(head) {
        head += 1;
        let x = Cell::from_index(x as usize);
        let next = nearest[x.index()] + 1;
        for d in Dir::ALL {
            let y = board.step(x, d);
            if board.free_cell(y) && nearest[y.index()] > next {
                nearest[y.index()] = next;
                queue.push(y.index() as u32);
            }
        }
    }
}

#[cfg(all(test, feature = "generate"))]
impl Landmarks {
    /// The table, per branch number per landmark (then padding to a whole
    /// cache line), for tests.
    pub(crate) fn table(&self) -> &[u64] {
        self.table_words()
    }
}

#[cfg(all(test, feature = "generate"))]
mod tests {
    use std::collections::HashSet;

    use super::pick;
    use crate::generate::{random_board, seeded};
    use crate::graph::state_graph::StateGraph;
    use crate::input::board::Board;
    use crate::input::cell::Pos;

    /// The landmarks `pick` chooses on `board`, as positions.
    fn picked(board: &Board, count: usize) -> Vec<Pos> {
        let graph = StateGraph::new(board);
        pick(&graph, count)
            .into_iter()
            .map(|s| board.pos(s.cell()))
            .collect()
    }

    /// On an open board every landmark lies on the border, the four corners
    /// by them: farthest-first over every cell put the fifth at the centre.
    #[test]
    fn landmarks_lie_on_the_border_of_an_open_board() {
        let board = random_board(40, 40, 0.0, &mut seeded(1));
        let chosen = picked(&board, 16);
        assert_eq!(chosen.len(), 16);
        for p in &chosen {
            assert!(
                p.row() == 0 || p.row() == 39 || p.col() == 0 || p.col() == 39,
                "landmark inside the board at {p:?}"
            );
        }
        // A corner cell holds no branch state (the blank only swaps with
        // the piece or walks round it): the landmark is next to it.
        for (r, c) in [(0, 0), (0, 39), (39, 0), (39, 39)] {
            assert!(
                chosen
                    .iter()
                    .any(|p| p.row().abs_diff(r) + p.col().abs_diff(c) <= 2),
                "no landmark by the corner ({r}, {c}): {chosen:?}"
            );
        }
    }

    /// Behind a frame of fixed cells, and round a hole in the middle, the
    /// landmarks lie on the outline of the free cells as seen from outside.
    #[test]
    fn landmarks_lie_on_the_outline_behind_a_frame() {
        let rows: Vec<String> = (0..24)
            .map(|r| {
                (0..24)
                    .map(|c| {
                        let frame = r == 0 || r == 23 || c == 0 || c == 23;
                        let hole = (9..15).contains(&r) && (9..15).contains(&c);
                        if frame || hole { '0' } else { '1' }
                    })
                    .collect()
            })
            .collect();
        let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
        let board = Board::from_rows(&rows).unwrap();
        let chosen = picked(&board, 12);
        assert!(chosen.len() >= 8, "{chosen:?}");
        for p in &chosen {
            assert!(
                p.row() == 1 || p.row() == 22 || p.col() == 1 || p.col() == 22,
                "landmark off the outline at {p:?}"
            );
        }
    }

    /// On a cluttered board each landmark is the first or last cell of its
    /// row or of its column with a branch state of the largest component.
    #[test]
    fn landmarks_are_outermost_on_a_cluttered_board() {
        let board = random_board(60, 50, 0.3, &mut seeded(2));
        let graph = StateGraph::new(&board);
        let chosen = pick(&graph, 16);
        assert_eq!(chosen.len(), 16);
        let component = graph.representative(chosen[0]);
        let cells: HashSet<(usize, usize)> = graph
            .branch_states()
            .filter(|&(_, s)| graph.representative(s) == component)
            .map(|(_, s)| {
                let p = board.pos(s.cell());
                (p.row(), p.col())
            })
            .collect();
        for s in chosen {
            assert_eq!(graph.representative(s), component);
            let p = board.pos(s.cell());
            let (r, c) = (p.row(), p.col());
            let inside = (0..c).any(|x| cells.contains(&(r, x)))
                && (c + 1..50).any(|x| cells.contains(&(r, x)))
                && (0..r).any(|y| cells.contains(&(y, c)))
                && (r + 1..60).any(|y| cells.contains(&(y, c)));
            assert!(!inside, "landmark inside the component at {p:?}");
        }
    }
}
