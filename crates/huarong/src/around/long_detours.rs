//! Around-costs whose plain search went too far, settled from the SPQR tree
//! of the board's junctions.
//!
//! Boards made of long cycles of small pieces (rooms joined by one-cell doors,
//! blocks strung on a corridor, cycles of cycles) make every detour round a
//! piece the whole ring: one search of the whole board per cell. Those
//! searches stop at a cap and leave their pairs [`DEFERRED`]. If any are
//! left, this takes the board's skeleton, or on a board with none the
//! deferred cells' [`Reduced`] graph, as a weighted multigraph of junctions
//! and runs, and builds that graph's SPQR tree ([`SpqrTree`]), which answers
//! each deferred pair with a few lookups and searches of small skeletons,
//! however long the cycles are:
//!
//! - round a cell of a run `c1..ck` between junctions `x` and `y`: `k - 1`
//!   plus the shortest walk from `x` to `y` without the run, a detour round
//!   one edge of the multigraph;
//! - between two sides of a junction `p`: along each side's run to its far
//!   junction, and between those two junctions without `p`, a detour round
//!   one vertex of the multigraph.

use crate::around::costs::{DEFER_PAST, DEFER_SOON};
use crate::around::detour_graph::{Deferred, LOOP, Multigraph};
use crate::around::local::local_cost;
use crate::around::reduced::Reduced;
use crate::around::side_groups::SideGroups;
use crate::around::spqr::{SpqrSearch, SpqrTree};
use crate::around::{DEFERRED, PENDING, UNREACHABLE, pair_index};
use crate::input::board::Board;
use crate::input::cell::Cell;
use crate::input::dir::Dir;
use crate::parallel;
use crate::walk::blank_search::BlankSearch;
use crate::walk::skeleton::Skeleton;

/// The most bytes [`settle`] holds at once beyond the costs, for the memory
/// estimate, with `deferred` cells to settle on `threads` threads over a
/// multigraph of at most `junctions` junctions and `runs` runs: the deferred
/// cells and their new costs; then `reduce`, the bytes of building the
/// [`Reduced`] graph on a board with no skeleton (0 on one with a skeleton);
/// or the runs as a multigraph, and the SPQR tree while it is built, then
/// with a searcher per thread.
#[must_use]
pub(crate) fn peak_bytes(
    reduce: usize,
    junctions: usize,
    runs: usize,
    deferred: usize,
    threads: usize,
) -> usize {
    let cells = deferred * (4 + 24);
    let graph = runs * (4 + 8 + 4);
    let build = SpqrTree::peak_bytes(junctions, runs);
    let queries = SpqrTree::bytes_for(junctions, runs)
        + threads * SpqrSearch::bytes_for(junctions, runs)
        + runs * 8;
    cells + reduce.max(graph + build.max(queries))
}

/// The long detours of a board foreseen before its around-costs, for the
/// memory estimate: the first searches themselves, run on a sample of the
/// cells they would run on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Forecast {
    /// Cells whose first search goes past its cap, so that [`settle`] takes
    /// them up: counted where every cell was searched, else the sample's
    /// share of the cells that take a search.
    pub(crate) deferred: usize,
    /// Whether every such cell was searched (small boards): the count is
    /// then exact but for the order the cap falls in.
    pub(crate) every_cell: bool,
    /// On a board searched cell by cell with no skeleton, where every cell
    /// was searched and [`settle`] takes them up from a tree: the deferred
    /// cells' [`Reduced`] graph, its junctions and edges.
    pub(crate) reduced: Option<(usize, usize)>,
    /// The cells that take a first search, and how many of them were
    /// searched.
    pub(crate) searched: usize,
    pub(crate) sampled: usize,
}

/// The most cells [`forecast`] searches to [`DEFER_SOON`] cells (a few
/// milliseconds), and the most of those that stop there it searches again
/// to [`DEFER_PAST`].
const FORECAST_CELLS: usize = 1 << 15;
const FORECAST_LONG: usize = 1 << 13;

/// Foresees what [`settle`] takes up on `board` with `side_groups`, when
/// around-cost searches stop past `first` cells (the work budget's `limit`
/// or [`DEFER_PAST`], whichever is less): each cell that takes a search
/// (some pair of its sides no local pattern settles), or an even sample of
/// [`FORECAST_CELLS`] of them, is searched as the first pass searches it,
/// cell by cell, to [`DEFER_SOON`] cells, and of those that stop there
/// (or an even sample of [`FORECAST_LONG`]) each again to `first`. Past
/// [`Deferral`](crate::around::Deferral)'s share of stops the pass caps
/// searches at [`DEFER_SOON`], so the deferred cells are then those that
/// stop there. Not foreseen: the cycles a skeleton's runs record (its
/// searches count junctions, which stop no sooner than cells), and the
/// order the cap falls in. With `reduce` (a board with no skeleton) and
/// every cell searched, the deferred cells' reduced graph is built to size
/// the tree.
pub(crate) fn forecast(
    board: &Board,
    side_groups: &SideGroups,
    limit: usize,
    reduce: bool,
) -> Forecast {
    let first = DEFER_PAST.min(limit);
    let soon = DEFER_SOON.min(first);
    let searched: Vec<Cell> = board
        .free_cells()
        .filter(|&p| searches_of(board, side_groups, p).next().is_some())
        .collect();
    // No search settles more cells than the board has free: none stops,
    // which is what searching them would find (the official data's small
    // boards, where the searches would be most of the estimate's work).
    if board.free_count() <= soon {
        return Forecast {
            deferred: 0,
            every_cell: true,
            reduced: None,
            searched: searched.len(),
            sampled: searched.len(),
        };
    }
    let mut search = BlankSearch::new(board.layout_len());
    // An even sample of `cells`, at most `most` of them, and those of it
    // whose searches stop past `cap`.
    let mut stopping = |cells: &[Cell], most: usize, cap: usize| {
        let stride = cells.len().div_ceil(most).max(1);
        let stopped: Vec<Cell> = cells
            .iter()
            .step_by(stride)
            .copied()
            .filter(|&p| {
                searches_of(board, side_groups, p).any(|(a, wanted, n)| {
                    search.sides(board, None, p, a, &wanted[..n], cap).is_none()
                })
            })
            .collect();
        (stride, stopped)
    };
    let (stride, past_soon) = stopping(&searched, FORECAST_CELLS, soon);
    let sampled = searched.len().div_ceil(stride);
    let (again, past_first) = stopping(&past_soon, FORECAST_LONG, first);
    // Of all the cells that take a search.
    let share =
        |n: usize, of: usize| (n as u128 * searched.len() as u128 / of.max(1) as u128) as usize;
    let stopping = share(
        past_first.len() * past_soon.len(),
        sampled * past_soon.len().div_ceil(again),
    );
    // The small cap once past `Deferral`'s many and share of stops.
    let small_cap = stopping >= 64 && stopping * 8 >= searched.len();
    let (cells, deferred) = if small_cap {
        let n = share(past_soon.len(), sampled);
        (past_soon, n)
    } else {
        (past_first, stopping)
    };
    let every_cell = stride == 1 && (small_cap || again == 1);
    let tree = deferred.saturating_mul(first) >= board.free_count();
    let reduced = (reduce && every_cell && tree)
        .then(|| Reduced::new(board, &cells))
        .flatten()
        .map(|r| (r.junctions, r.graph.edges.len()));
    Forecast {
        deferred,
        every_cell,
        reduced,
        searched: searched.len(),
        sampled,
    }
}

/// The searches the first pass makes at the free cell `p`: for each side
/// `a`, the sides after it joined to it that no local pattern settles
/// (the first `n` of `wanted`).
fn searches_of<'a>(
    board: &'a Board,
    side_groups: &'a SideGroups,
    p: Cell,
) -> impl Iterator<Item = (Dir, [Dir; 4], usize)> + 'a {
    let free = Dir::ALL.map(|d| board.free_cell(board.step(p, d)));
    Dir::ALL
        .into_iter()
        .filter(move |a| free[a.index()])
        .map(move |a| {
            let mut wanted = [Dir::Up; 4];
            let mut n = 0;
            for b in Dir::ALL {
                if a < b
                    && free[b.index()]
                    && side_groups.joined(p, a, b)
                    && local_cost(board, p, a, b).is_none()
                {
                    wanted[n] = b;
                    n += 1;
                }
            }
            (a, wanted, n)
        })
        .filter(|&(_, _, n)| n > 0)
}

/// The most bytes [`settle`] holds at once beyond the costs when it
/// settles `deferred` cells by plain searches on a layout of `len` cells,
/// on `threads` threads: the cells and their new costs, and a search's
/// table a thread.
#[must_use]
pub(crate) fn plain_bytes(len: usize, deferred: usize, threads: usize) -> usize {
    deferred * (4 + 24) + threads * BlankSearch::grid_bytes(len) as usize
}

/// Settles every [`DEFERRED`] pair of `costs`: by plain searches when few
/// cells are deferred (fewer than one in `defer_past` of the free cells, as
/// on random clutter, where long detours go round obstacles), else from the
/// SPQR tree of the board's `skeleton` or of a dense one built here. Pairs
/// whose search settles more than `limit` cells are left [`PENDING`].
pub(crate) fn settle(
    board: &Board,
    side_groups: &SideGroups,
    skeleton: Option<&Skeleton>,
    costs: &mut [[u32; 6]],
    limit: usize,
    defer_past: usize,
) {
    let deferred: Vec<Cell> = board
        .free_cells()
        .filter(|p| costs[p.index()].contains(&DEFERRED))
        .collect();
    if deferred.is_empty() {
        return;
    }
    let len = board.layout_len();
    let parallel = crate::around::parallel(board);
    // Each deferred search has already settled up to `defer_past` cells, so
    // plain searches cost at least as much as one pass over the board once
    // that many cells are deferred; each is capped, and what goes past the
    // cap is left for the tree.
    let plain = deferred.len().saturating_mul(defer_past) < board.free_count();
    if plain {
        let cap = limit.min(defer_past.saturating_mul(PLAIN_CAP));
        let give_up = if cap < limit { DEFERRED } else { PENDING };
        let mut search = BlankSearch::new(len);
        let settled = parallel::map_with(
            &deferred,
            parallel,
            Some(&mut search),
            || BlankSearch::new(len),
            |search, &p| {
                plain_costs(
                    board,
                    side_groups,
                    search,
                    p,
                    costs[p.index()],
                    cap,
                    give_up,
                )
            },
        );
        let mut left = Vec::new();
        for (p, cost) in deferred.into_iter().zip(settled) {
            costs[p.index()] = cost;
            if cost.contains(&DEFERRED) {
                left.push(p);
            }
        }
        if left.is_empty() {
            return;
        }
        return from_tree(board, skeleton, costs, &left, limit);
    }
    from_tree(board, skeleton, costs, &deferred, limit);
}

/// Plain searches of [`settle`] go up to this many times its `defer_past`
/// cells.
const PLAIN_CAP: usize = 64;

/// Settles the `deferred` cells' pairs from the SPQR tree of `skeleton`'s
/// junctions, or, on a board with none, of the deferred cells' [`Reduced`]
/// graph.
pub(super) fn from_tree(
    board: &Board,
    skeleton: Option<&Skeleton>,
    costs: &mut [[u32; 6]],
    deferred: &[Cell],
    limit: usize,
) {
    let parallel = crate::around::parallel(board);
    let found = match skeleton {
        Some(skel) => Some((
            skel.junctions(),
            Multigraph::of(skel),
            Deferred::places(board, skel, deferred),
        )),
        None => Reduced::new(board, deferred).map(|r| (r.junctions, r.graph, r.cells)),
    };
    let Some((junctions, graph, cells)) = found else {
        // Too big a layout to number its cells: leave them to the games.
        for p in deferred {
            for cost in &mut costs[p.index()] {
                if *cost == DEFERRED {
                    *cost = PENDING;
                }
            }
        }
        return;
    };
    let detours = Detours {
        tree: SpqrTree::new(junctions, graph.edges, graph.weights),
        edge_of_run: graph.edge_of_run,
        cells_of_run: graph.cells_of_run,
    };
    // One detour per run, shared by its cells.
    let mut runs: Vec<u32> = cells
        .iter()
        .filter_map(|c| match *c {
            Deferred::Run(_, run) => Some(run),
            Deferred::Junction(..) => None,
        })
        .collect();
    runs.sort_unstable();
    runs.dedup();
    let mut search = SpqrSearch::for_tree(&detours.tree);
    let found = parallel::map_with(
        &runs,
        parallel,
        Some(&mut search),
        || SpqrSearch::for_tree(&detours.tree),
        |search, &r| detours.round_run(search, r, limit),
    );
    let settled = parallel::map_with(
        &cells,
        parallel,
        Some(&mut search),
        || SpqrSearch::for_tree(&detours.tree),
        |search, cell| match *cell {
            Deferred::Run(p, run) => {
                let mut out = costs[p.index()];
                let i = runs.binary_search(&run).expect("every deferred run");
                for cost in &mut out {
                    if *cost == DEFERRED {
                        *cost = found[i];
                    }
                }
                out
            }
            Deferred::Junction(p, j, toward) => {
                let mut out = costs[p.index()];
                for (a, b) in deferred_pairs(&out) {
                    let runs = (toward[a.index()], toward[b.index()]);
                    out[pair_index(a, b)] = detours.round_junction(search, j, runs, limit);
                }
                out
            }
        },
    );
    for (cell, cost) in cells.iter().zip(settled) {
        let (Deferred::Run(p, _) | Deferred::Junction(p, ..)) = *cell;
        costs[p.index()] = cost;
    }
}

/// The skeleton's runs as edges of a multigraph, with its SPQR tree.
struct Detours {
    /// Each run's edge in the multigraph, or [`LOOP`].
    edge_of_run: Vec<u32>,
    /// Each run's cells.
    cells_of_run: Vec<u32>,
    tree: SpqrTree,
}

impl Detours {
    /// The around-cost of every cell of run `r`: back along the run to one
    /// end, round to the other end, and in again ([`PENDING`] if a search of
    /// a rigid skeleton would settle more than `limit` junctions).
    fn round_run(&self, search: &mut SpqrSearch, r: u32, limit: usize) -> u32 {
        let cells = u64::from(self.cells_of_run[r as usize]);
        let detour = match self.edge_of_run[r as usize] {
            // Round the loop the other way.
            LOOP => Some(Some(0)),
            e => self.tree.around_edge(search, e, limit),
        };
        to_cost(detour.map(|d| d.map(|x| cells - 1 + x)))
    }

    /// The around-cost of two sides of the junction `j` whose runs toward
    /// them are `(ra, rb)`, [`PENDING`] if a search of a rigid skeleton would
    /// settle more than `limit` junctions.
    fn round_junction(
        &self,
        search: &mut SpqrSearch,
        j: u32,
        (ra, rb): (u32, u32),
        limit: usize,
    ) -> u32 {
        if ra == LOOP || rb == LOOP {
            return UNREACHABLE;
        }
        // From a side to the far end of its run.
        let (la, lb) = (
            u64::from(self.cells_of_run[ra as usize]),
            u64::from(self.cells_of_run[rb as usize]),
        );
        let cost = if ra == rb {
            // Both sides on one loop: along it.
            Some(Some(la - 1))
        } else {
            let (ea, eb) = (self.edge_of_run[ra as usize], self.edge_of_run[rb as usize]);
            if ea == LOOP || eb == LOOP {
                Some(None)
            } else {
                let d = self.tree.around_vertex(search, j, ea, eb, limit);
                d.map(|d| d.map(|d| la + d + lb))
            }
        };
        to_cost(cost)
    }
}

/// A detour as a cost: [`PENDING`] for a search that gave up, and
/// [`UNREACHABLE`] for none.
fn to_cost(detour: Option<Option<u64>>) -> u32 {
    match detour {
        None => PENDING,
        Some(d) => d.and_then(|d| u32::try_from(d).ok()).unwrap_or(UNREACHABLE),
    }
}

/// The deferred pairs of `out` (the costs of `p`) by plain searches; a pair
/// whose search settles more than `cap` cells gets `give_up`.
fn plain_costs(
    board: &Board,
    side_groups: &SideGroups,
    search: &mut BlankSearch,
    p: Cell,
    mut out: [u32; 6],
    cap: usize,
    give_up: u32,
) -> [u32; 6] {
    for (a, b) in deferred_pairs(&out) {
        debug_assert!(side_groups.joined(p, a, b));
        out[pair_index(a, b)] = match search.sides(board, None, p, a, &[b], cap) {
            Some(found) => found[0].unwrap_or(UNREACHABLE),
            None => give_up,
        };
    }
    out
}

/// The pairs of sides `(a, b)`, `a < b`, whose cost in `out` is deferred.
fn deferred_pairs(out: &[u32; 6]) -> Vec<(Dir, Dir)> {
    let mut pairs = Vec::new();
    for a in Dir::ALL {
        for b in Dir::ALL {
            if a < b && out[pair_index(a, b)] == DEFERRED {
                pairs.push((a, b));
            }
        }
    }
    pairs
}

#[cfg(all(test, feature = "generate"))]
mod tests {
    use super::from_tree;
    use crate::around::costs::agree_with_plain_searches;
    use crate::around::side_groups::SideGroups;
    use crate::around::{DEFERRED, UNREACHABLE, pair_index};
    use crate::generate::{Family, board, random_board, seeded, test_boards};
    use crate::input::board::Board;
    use crate::input::cell::Cell;
    use crate::input::dir::Dir;
    use crate::walk::NO_LIMIT;
    use rand::RngExt;

    /// Defers every joined pair of the `deferred` cells, settles them over
    /// the reduced graph and checks each against a plain search; returns
    /// how many had a detour.
    fn check(board: &Board, deferred: &[Cell]) -> usize {
        let side_groups = SideGroups::new(board);
        let mut costs = vec![[UNREACHABLE; 6]; board.layout_len()];
        for &p in deferred {
            for a in Dir::ALL {
                for b in Dir::ALL {
                    let free = |d| board.free_cell(board.step(p, d));
                    if a < b && free(a) && free(b) && side_groups.joined(p, a, b) {
                        costs[p.index()][pair_index(a, b)] = DEFERRED;
                    }
                }
            }
        }
        from_tree(board, None, &mut costs, deferred, NO_LIMIT);
        agree_with_plain_searches(board, &costs, deferred.iter().copied(), false)
    }

    /// Whatever cells are deferred, on every family, the detours over the
    /// reduced graph are the plain searches': parts replaced or kept,
    /// chains, loops and cycles with no junction.
    #[test]
    fn detours_over_the_reduced_graph_match_plain_searches() {
        let mut rng = seeded(21);
        let families =
            Family::every_shape().chain([Family::Rooms { size: 8 }, Family::Beads { width: 2 }]);
        let mut checked = 0;
        for b in test_boards(families, &[(5, 6), (13, 13), (24, 31)], 22) {
            let free: Vec<Cell> = b.free_cells().collect();
            for share in [0.01, 0.05, 0.3, 1.0] {
                let deferred: Vec<Cell> = free
                    .iter()
                    .copied()
                    .filter(|_| rng.random_bool(share))
                    .collect();
                checked += check(&b, &deferred);
            }
        }
        for fixed in [0.1, 0.3, 0.45] {
            let b = random_board(20, 20, fixed, &mut rng);
            let deferred: Vec<Cell> = b.free_cells().filter(|_| rng.random_bool(0.05)).collect();
            checked += check(&b, &deferred);
        }
        assert!(checked > 20_000, "only {checked} detours checked");
    }

    /// Rooms deferred at their doors, over a graph of little more than the
    /// doors.
    #[test]
    fn detours_round_doors_match_plain_searches() {
        let mut rng = seeded(5);
        for size in [3, 8] {
            let b = board(Family::Rooms { size }, 80, 80, &mut rng);
            let doors = crate::around::reduced::doors(&b);
            assert!(check(&b, &doors) >= doors.len());
        }
    }
}
