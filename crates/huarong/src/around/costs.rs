//! Around-costs for every cell, tier by tier: the blank's shortest walk
//! between two sides of the designated piece without passing through it.
//!
//! Cheapest exact tier first: local patterns ([`local_cost`]) settle most
//! pairs in O(1); the side groups of [`SideGroups`] settle every pair split by a
//! cut vertex; corridor runs are settled a run (or a group of runs in series)
//! at a time ([`settle_runs`]), and the shortest cycles found there also
//! settle the junction pairs on them ([`GroupCycles`]); what is left is a
//! search that stops as soon as it has found the sides it still needs. That
//! last tier may work to a budget: a search that settles too much is dropped
//! and its pairs left [`PENDING`], for the first game search that reads one
//! to settle.

use crate::around::local::local_cost;
use crate::around::run_series::GroupCycles;
use crate::around::runs::settle_runs;
use crate::around::side_groups::SideGroups;
use crate::around::{DEFERRED, Deferral, UNREACHABLE, long_detours, pair_index};
use crate::input::board::Board;
use crate::input::cell::Cell;
use crate::input::dir::Dir;
use crate::parallel;
use crate::walk::blank_search::BlankSearch;
use crate::walk::skeleton::Skeleton;

/// A search that settles more than this many cells (or junctions, over a
/// skeleton) stops, and its pairs are settled afterwards by
/// [`long_detours`]: from the SPQR tree when many are deferred. On random
/// boards of up to 35% fixed cells nearly every search settles far fewer;
/// round a ring of small pieces, each would settle the whole ring.
pub(crate) const DEFER_PAST: usize = 2048;

/// The cap once many searches have stopped at [`DEFER_PAST`]: most of a
/// ring's piece cells then need the long way round, and a local detour
/// settles far fewer cells than this.
pub(crate) const DEFER_SOON: usize = 32;

/// Around-costs are settled on threads in chunks of about this share of a
/// thread's cells (so that threads that finish early take more),
const CELL_CHUNKS_PER_THREAD: usize = 8;

/// and of at least this many cells, each chunk's search table being the
/// board's size.
const LEAST_CHUNK: usize = 4096;

/// For every cell, the around-cost of each of its six side pairs
/// ([`UNREACHABLE`] where either side is not free or the blank cannot pass).
///
/// The work budget: a search that settles more than `limit` cells (or
/// skeleton junctions) is deferred like any search past the deferral cap;
/// the plain searches that settle deferred pairs stop at the same limit and
/// leave them [`PENDING`], as do searches of big rigid skeletons in the SPQR
/// tier. Corridor runs are always settled: their costs are the lengths of
/// the state graph's chains.
#[must_use]
pub(crate) fn around_costs(
    board: &Board,
    side_groups: &SideGroups,
    skeleton: Option<&Skeleton>,
    limit: usize,
) -> Vec<[u32; 6]> {
    around_costs_deferring(board, side_groups, skeleton, limit, DEFER_PAST)
}

/// [`around_costs`], deferring searches past `defer_past` cells or
/// junctions (tests lower it, to exercise the deferred tier on small
/// boards).
fn around_costs_deferring(
    board: &Board,
    side_groups: &SideGroups,
    skeleton: Option<&Skeleton>,
    limit: usize,
    defer_past: usize,
) -> Vec<[u32; 6]> {
    let len = board.layout_len();
    let parallel = crate::around::parallel(board);
    // Searches past the cap (or the work budget, if it is smaller) are left
    // for the SPQR tree, which settles every one of them in a few lookups.
    let first = defer_past.min(limit);
    let mut costs = vec![[UNREACHABLE; 6]; len];
    let mut search = BlankSearch::new(len);
    // Runs in series share their shortest cycle, which also settles pairs at
    // the junctions it passes.
    let mut cycles = skeleton.map(GroupCycles::new);
    let in_run = settle_runs(
        board,
        side_groups,
        skeleton,
        &mut search,
        &mut costs,
        cycles.as_mut(),
        &Deferral::new(first, DEFER_SOON.min(first)),
    );
    let cycles = cycles.as_ref();
    // The cells' searches count their own stops. Counted with the runs'
    // searches, which nearly all find their detour, they kept the generous
    // cap long after most of them were stopping: on beads at 1000 x 1000,
    // 35,000 searches stopped at 2,048 cells, 87% of the 83 million cells
    // the tier settled (2000 x 2000: 2.8 s -> 0.6 s of wall time).
    let deferral = &Deferral::new(first, DEFER_SOON.min(first));
    // Every other cell is independent of the rest: on big boards, spread them
    // over threads, each with its own search space. (Small boards stay on this
    // thread: starting workers would cost more than it saves.)
    let rest = |search: &mut BlankSearch, first: usize, part: &mut [[u32; 6]]| {
        for (offset, cost) in part.iter_mut().enumerate() {
            let p = Cell::from_index(first + offset);
            if board.free_cell(p) && !in_run[p.index()] {
                *cost = cell_costs(board, side_groups, skeleton, search, p, cycles, deferral);
            }
        }
    };
    if parallel {
        let chunk = (len / (parallel::threads() * CELL_CHUNKS_PER_THREAD)).max(LEAST_CHUNK);
        parallel::for_each_chunk_mut(&mut costs, chunk, || BlankSearch::new(len), rest);
    } else {
        rest(&mut search, 0, &mut costs);
    }
    // The tree needs the memory more than the search tables.
    drop(search);
    long_detours::settle(board, side_groups, skeleton, &mut costs, limit, first);
    costs
}

/// The six around-costs of the free cell `p`; pairs at a junction that a
/// recorded cycle of `cycles` decides take no search, and pairs whose search
/// goes past `deferral`'s cap (the work budget's limit at most) are
/// [`DEFERRED`].
fn cell_costs(
    board: &Board,
    side_groups: &SideGroups,
    skeleton: Option<&Skeleton>,
    search: &mut BlankSearch,
    p: Cell,
    cycles: Option<&GroupCycles>,
    deferral: &Deferral,
) -> [u32; 6] {
    let cap = deferral.cap();
    let mut out = [UNREACHABLE; 6];
    let free = Dir::ALL.map(|d| board.free_cell(board.step(p, d)));
    let mut pending = [[false; 4]; 4];
    for a in Dir::ALL {
        for b in Dir::ALL {
            if a >= b || !free[a.index()] || !free[b.index()] || !side_groups.joined(p, a, b) {
                continue;
            }
            let decided =
                local_cost(board, p, a, b).or_else(|| by_cycle(board, skeleton?, cycles?, p, a, b));
            match decided {
                Some(cost) => out[pair_index(a, b)] = cost,
                None => pending[a.index()][b.index()] = true,
            }
        }
    }
    for a in Dir::ALL {
        let mut wanted = [Dir::Up; 4];
        let mut count = 0;
        for b in Dir::ALL {
            if pending[a.index()][b.index()] {
                wanted[count] = b;
                count += 1;
            }
        }
        if count == 0 {
            continue;
        }
        let found = search.sides(board, skeleton, p, a, &wanted[..count], cap);
        deferral.note(found.is_none());
        for (i, &b) in wanted[..count].iter().enumerate() {
            out[pair_index(a, b)] = found.map_or(DEFERRED, |f| f[i].unwrap_or(UNREACHABLE));
        }
    }
    out
}

/// The around-cost of sides `a` and `b` of the junction `p` when a recorded
/// cycle decides it (see [`GroupCycles::around_at_junction`]).
pub(crate) fn by_cycle(
    board: &Board,
    skeleton: &Skeleton,
    cycles: &GroupCycles,
    p: Cell,
    a: Dir,
    b: Dir,
) -> Option<u32> {
    let j = skeleton.junction_of(p)?;
    let ra = skeleton.run_toward(j, board.step(p, a))?;
    let rb = skeleton.run_toward(j, board.step(p, b))?;
    let cost = cycles.around_at_junction(skeleton, j, ra, rb)?;
    Some(u32::try_from(cost).unwrap_or(UNREACHABLE))
}

/// The tests' check of around-costs: at each of `cells`, every pair of sides
/// costs what a plain search of `G - p` finds ([`UNREACHABLE`] where a side
/// is not free or there is no walk), or is [`PENDING`] when `pending_ok`.
/// How many pairs had a walk.
#[cfg(all(test, feature = "generate"))]
pub(crate) fn agree_with_plain_searches(
    board: &Board,
    costs: &[[u32; 6]],
    cells: impl IntoIterator<Item = Cell>,
    pending_ok: bool,
) -> usize {
    use crate::around::PENDING;
    use crate::walk::NO_LIMIT;
    let mut found = 0;
    let mut search = BlankSearch::new(board.layout_len());
    for p in cells {
        for a in Dir::ALL {
            for b in Dir::ALL {
                if a >= b {
                    continue;
                }
                let free = |d| board.free_cell(board.step(p, d));
                let want = if free(a) && free(b) {
                    search
                        .sides(board, None, p, a, &[b], NO_LIMIT)
                        .expect("a search without a limit ends")[0]
                        .unwrap_or(UNREACHABLE)
                } else {
                    UNREACHABLE
                };
                let got = costs[p.index()][pair_index(a, b)];
                if pending_ok && got == PENDING {
                    continue;
                }
                assert_eq!(got, want, "cell {:?}, sides {a:?} {b:?}", board.pos(p));
                found += usize::from(want != UNREACHABLE);
            }
        }
    }
    found
}

#[cfg(all(test, feature = "generate"))]
mod tests {
    use super::{agree_with_plain_searches, around_costs, around_costs_deferring};
    use crate::around::side_groups::SideGroups;
    use crate::generate::{random_board, seeded, test_boards};
    use crate::input::board::Board;
    use crate::walk::NO_LIMIT;

    /// Every tier must agree with a plain search of `G - p` for every pair.
    fn check(board: &Board) {
        let side_groups = SideGroups::new(board);
        let skeleton = crate::walk::skeleton::Skeleton::new(board);
        let costs = around_costs(board, &side_groups, skeleton.as_ref(), NO_LIMIT);
        agree_with_plain_searches(board, &costs, board.free_cells(), false);
    }

    /// As [`check`], on the path of boards with no skeleton, deferring
    /// searches past `defer_past` cells to the SPQR tree and, with `limit`,
    /// leaving pending those that settle more junctions than it; returns how
    /// many pairs had a cost.
    fn check_deferred(board: &Board, defer_past: usize, limit: usize) -> usize {
        let side_groups = SideGroups::new(board);
        let costs = around_costs_deferring(board, &side_groups, None, limit, defer_past);
        agree_with_plain_searches(board, &costs, board.free_cells(), limit != NO_LIMIT)
    }

    /// Detours from the SPQR tree give the plain searches' costs on every
    /// family, whatever the cap that defers searches to them.
    #[test]
    fn deferred_pairs_match_plain_search_on_every_family() {
        use crate::generate::Family;
        let families = Family::every_shape().chain([Family::Random { fixed: 0.42 }]);
        let mut costed = 0;
        for b in test_boards(families, &[(3, 3), (7, 9), (13, 13), (16, 22)], 13) {
            for defer_past in [1, 4, 30] {
                costed += check_deferred(&b, defer_past, NO_LIMIT);
            }
            // With a work budget, some teleport searches give up.
            check_deferred(&b, 2, 3);
        }
        assert!(costed > 10_000, "only {costed} pairs checked");
    }

    /// [`check`] on each of `families` at each of `sizes`, drawn from one
    /// generator seeded with `seed`.
    fn check_families(families: &[crate::generate::Family], sizes: &[(usize, usize)], seed: u64) {
        for b in test_boards(families.iter().copied(), sizes, seed) {
            check(&b);
        }
    }

    #[test]
    fn tiers_match_plain_search_on_rings_of_pieces() {
        use crate::generate::Family;
        check_families(
            &Family::RINGS_OF_PIECES,
            &[(10, 10), (17, 23), (30, 30)],
            14,
        );
    }

    #[test]
    fn tiers_match_plain_search_on_official_boards() {
        for case in [6, 10, 13, 15, 17, 20] {
            check(&crate::input::parse::official_board(case));
        }
    }

    #[test]
    fn tiers_match_plain_search_on_random_boards() {
        let mut rng = seeded(11);
        for fixed in [0.0, 0.1, 0.25, 0.35, 0.45, 0.6] {
            for (rows, cols) in [(1, 9), (9, 1), (2, 2), (5, 7), (12, 12)] {
                check(&random_board(rows, cols, fixed, &mut rng));
            }
        }
    }

    #[test]
    fn tiers_match_plain_search_on_corridor_families() {
        use crate::generate::Family;
        check_families(&Family::CORRIDORS, &[(6, 6), (13, 10), (18, 18)], 12);
    }

    #[test]
    fn ring_runs() {
        let ring = Board::from_rows(&["11111", "10001", "10001", "11111"]).unwrap();
        check(&ring);
        let lasso = Board::from_rows(&["111000", "101111", "111001", "000111"]).unwrap();
        check(&lasso);
    }
}
