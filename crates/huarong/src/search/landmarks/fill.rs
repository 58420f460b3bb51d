//! A landmark table filled: the distances each landmark's full search found,
//! written row by row in bands spread over threads, or one column at a time.

use super::distance::Distance;
use crate::graph::state::State;
use crate::parallel;

/// A search from one state to every branch state it reaches: what finds a
/// landmark's distances.
pub(crate) trait FullSearch {
    /// Searches from `from` until every branch state it reaches is settled.
    fn search_from(&mut self, from: State);

    /// The distance the last search found to the branch state numbered `b`,
    /// [`UNREACHED`] when it found none.
    fn distance(&self, b: usize) -> u64;
}

/// Rows a band of [`fill_rows`] holds: a whole number of cache lines, and
/// so of words, for any row width.
pub(super) const BAND_ROWS: usize = 1 << 16;

/// Writes columns `0..searches.len()` of a table of `count` landmarks of
/// type `T`, the distances each of `searches` found to the `states` branch
/// numbers, in bands of `band_rows` rows (a multiple of 16, [`BAND_ROWS`]
/// but in tests) spread over threads.
pub(super) fn fill_rows<T: Distance + Send, S: FullSearch + Sync>(
    dist: &mut [u64],
    count: usize,
    searches: &[&S],
    states: usize,
    band_rows: usize,
) {
    // A band of `band_rows` rows of `count` distances of T is this many
    // words: 8-byte words hold whole rows only in bands that big.
    let words = band_rows * count * std::mem::size_of::<T>() / 8;
    parallel::for_each_chunk_mut(
        dist,
        words,
        || (),
        |(), first_word, band| {
            let first = first_word / words * band_rows;
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
pub(super) fn fill_column<T: Distance>(
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
