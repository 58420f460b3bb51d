//! Around-costs for every cell, tier by tier: the blank's shortest walk
//! between two sides of the designated piece without passing through it.
//!
//! Cheapest exact tier first: local patterns ([`local_cost`]) settle most
//! pairs in O(1); the side groups of [`Blocks`] settle every pair split by a
//! cut vertex; corridor runs are settled a run (or a group of runs in series)
//! at a time ([`settle_runs`]), and the shortest cycles found there also
//! settle the junction pairs on them ([`GroupCycles`]); what is left is a
//! search that stops as soon as it has found the sides it still needs. That
//! last tier may work to a budget: a search that settles too much is dropped
//! and its pairs left [`PENDING`], for the first game search that reads one
//! to settle.

use crate::around::blocks::Blocks;
use crate::around::local::local_cost;
use crate::around::run_series::GroupCycles;
use crate::around::runs::settle_runs;
use crate::around::{PENDING, UNREACHABLE, pair_index};
use crate::input::board::Board;
use crate::input::cell::Cell;
use crate::input::dir::Dir;
use crate::parallel;
use crate::walk::blank_search::BlankSearch;
use crate::walk::skeleton::Skeleton;

/// Boards with fewer cells than this are precomputed on one thread.
const PARALLEL_CELLS: usize = 1 << 16;

/// For every cell, the around-cost of each of its six side pairs
/// ([`UNREACHABLE`] where either side is not free or the blank cannot pass).
///
/// The work budget: a search for pairs at a junction that settles more than
/// `limit` cells (or skeleton junctions) is dropped, and its pairs are marked
/// [`PENDING`]. Corridor runs are always settled: their costs are the lengths
/// of the state graph's chains.
#[must_use]
pub(crate) fn around_costs(
    board: &Board,
    blocks: &Blocks,
    skeleton: Option<&Skeleton>,
    limit: usize,
) -> Vec<[u32; 6]> {
    let len = board.layout_len();
    let parallel = len >= PARALLEL_CELLS;
    let mut costs = vec![[UNREACHABLE; 6]; len];
    let mut search = BlankSearch::new(len);
    // Runs in series share their shortest cycle, which also settles pairs at
    // the junctions it passes.
    let mut cycles = skeleton.map(GroupCycles::new);
    let in_run = settle_runs(
        board,
        blocks,
        skeleton,
        &mut search,
        &mut costs,
        cycles.as_mut(),
        parallel,
    );
    let cycles = cycles.as_ref();
    // Every other cell is independent of the rest: on big boards, spread them
    // over threads, each with its own search space. (Small boards stay on this
    // thread: starting workers would cost more than it saves.)
    let rest = |search: &mut BlankSearch, first: usize, part: &mut [[u32; 6]]| {
        for (offset, cost) in part.iter_mut().enumerate() {
            let p = Cell::from_index(first + offset);
            if board.free_cell(p) && !in_run[p.index()] {
                *cost = cell_costs(board, blocks, skeleton, search, p, cycles, limit);
            }
        }
    };
    if parallel {
        let chunk = (len / (parallel::threads() * 8)).max(4096);
        parallel::for_each_chunk_mut(&mut costs, chunk, || BlankSearch::new(len), rest);
    } else {
        rest(&mut search, 0, &mut costs);
    }
    costs
}

/// The six around-costs of the free cell `p`; pairs at a junction that a
/// recorded cycle of `cycles` decides take no search, and pairs whose search
/// settles more than `limit` cells are left [`PENDING`].
fn cell_costs(
    board: &Board,
    blocks: &Blocks,
    skeleton: Option<&Skeleton>,
    search: &mut BlankSearch,
    p: Cell,
    cycles: Option<&GroupCycles>,
    limit: usize,
) -> [u32; 6] {
    let mut out = [UNREACHABLE; 6];
    let free = Dir::ALL.map(|d| board.free_cell(board.step(p, d)));
    let mut pending = [[false; 4]; 4];
    for a in Dir::ALL {
        for b in Dir::ALL {
            if a >= b || !free[a.index()] || !free[b.index()] || !blocks.joined(p, a, b) {
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
        let found = search.sides_within(board, skeleton, p, a, &wanted[..count], limit);
        for (i, &b) in wanted[..count].iter().enumerate() {
            out[pair_index(a, b)] = found.map_or(PENDING, |f| f[i].unwrap_or(UNREACHABLE));
        }
    }
    out
}

/// The around-cost of sides `a` and `b` of the junction `p` when a recorded
/// cycle decides it (see [`GroupCycles::around_at_junction`]).
fn by_cycle(
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

#[cfg(all(test, feature = "generate"))]
mod tests {
    use super::around_costs;
    use crate::around::blocks::Blocks;
    use crate::around::{UNREACHABLE, pair_index};
    use crate::generate::{random_board, seeded};
    use crate::input::board::Board;
    use crate::input::dir::Dir;
    use crate::walk::blank_search::BlankSearch;

    /// Every tier must agree with a plain search of `G - p` for every pair.
    fn check(board: &Board) {
        let blocks = Blocks::new(board);
        let skeleton = crate::walk::skeleton::Skeleton::new(board);
        let costs = around_costs(board, &blocks, skeleton.as_ref(), crate::walk::NO_LIMIT);
        let mut search = BlankSearch::new(board.layout_len());
        for p in board.free_cells() {
            for a in Dir::ALL {
                for b in Dir::ALL {
                    if a >= b {
                        continue;
                    }
                    let free = |d| board.free_cell(board.step(p, d));
                    let want = if free(a) && free(b) {
                        search.sides(board, None, p, a, &[b])[0].unwrap_or(UNREACHABLE)
                    } else {
                        UNREACHABLE
                    };
                    let got = costs[p.index()][pair_index(a, b)];
                    assert_eq!(got, want, "cell {:?}, sides {a:?} {b:?}", board.pos(p));
                }
            }
        }
    }

    #[test]
    fn tiers_match_plain_search_on_official_boards() {
        for case in [6, 10, 13, 15, 17, 20] {
            let path = format!(
                "{}/../../data/noip2013/puzzle{case}.in",
                env!("CARGO_MANIFEST_DIR")
            );
            let text = std::fs::read(path).unwrap();
            let puzzle =
                crate::input::parse::parse_puzzle(&text, &crate::input::parse::Limits::default())
                    .unwrap();
            check(&puzzle.board);
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
        use crate::generate::{Family, board};
        let mut rng = seeded(12);
        for family in Family::CORRIDORS {
            for (rows, cols) in [(6, 6), (13, 10), (18, 18)] {
                check(&board(family, rows, cols, &mut rng));
            }
        }
    }

    #[test]
    fn ring_runs() {
        let ring = Board::from_rows(&["11111", "10001", "10001", "11111"]).unwrap();
        check(&ring);
        let lasso = Board::from_rows(&["111000", "101111", "111001", "000111"]).unwrap();
        check(&lasso);
    }
}
