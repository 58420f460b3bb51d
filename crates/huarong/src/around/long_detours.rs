//! Around-costs whose plain search went too far, settled from the SPQR tree
//! of the board's junctions.
//!
//! Boards made of long cycles of small pieces (rooms joined by one-cell doors,
//! blocks strung on a corridor, cycles of cycles) make every detour round a
//! piece the whole ring: one search of the whole board per cell. Those
//! searches stop at a cap and leave their pairs [`DEFERRED`]. If any are
//! left, this builds the board's skeleton after all, however dense, takes its
//! junctions and runs as a weighted multigraph, and builds that graph's SPQR
//! tree ([`SpqrTree`]), which answers each deferred pair with a few lookups
//! and searches of small skeletons, however long the cycles are:
//!
//! - round a cell of a run `c1..ck` between junctions `x` and `y`: `k - 1`
//!   plus the shortest walk from `x` to `y` without the run, a detour round
//!   one edge of the multigraph;
//! - between two sides of a junction `p`: along each side's run to its far
//!   junction, and between those two junctions without `p`, a detour round
//!   one vertex of the multigraph.

use crate::around::blocks::Blocks;
use crate::around::spqr::{SpqrSearch, SpqrTree};
use crate::around::{DEFERRED, PENDING, UNREACHABLE, pair_index};
use crate::input::board::Board;
use crate::input::cell::Cell;
use crate::input::dir::Dir;
use crate::parallel;
use crate::walk::blank_search::BlankSearch;
use crate::walk::skeleton::{Place, Skeleton};

/// Marks a run that is no edge of the multigraph (a loop).
const LOOP: u32 = u32::MAX;

/// The most bytes [`settle`] holds at once beyond the costs, on a board of
/// `layout` cells whose skeleton has `junctions` junctions and `runs` runs,
/// with `deferred` cells to settle on `threads` threads, for the memory
/// estimate: the deferred cells and their new costs, the runs as a
/// multigraph, and the SPQR tree while it is built, then with a searcher per
/// thread. `skeleton` is the skeleton's own size when it is built here (0
/// when the board has one already).
#[must_use]
pub(crate) fn peak_bytes(
    skeleton: usize,
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
    skeleton + cells + graph + build.max(queries)
}

/// Settles every [`DEFERRED`] pair of `costs`, from the board's `skeleton`
/// or a dense one built here; with no skeleton to be had, by plain searches,
/// leaving [`PENDING`] those that settle more than `limit` cells.
pub(crate) fn settle(
    board: &Board,
    blocks: &Blocks,
    skeleton: Option<&Skeleton>,
    costs: &mut [[u32; 6]],
    limit: usize,
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
    let dense;
    let skeleton = match skeleton {
        Some(skeleton) => Some(skeleton),
        None => {
            dense = Skeleton::dense(board);
            dense.as_ref()
        }
    };
    let Some(skeleton) = skeleton else {
        // Too big a layout to number its junctions.
        let mut search = BlankSearch::new(len);
        let settled = parallel::map_with(
            &deferred,
            parallel,
            &mut search,
            || BlankSearch::new(len),
            |search, &p| plain_costs(board, blocks, search, p, costs[p.index()], limit),
        );
        for (p, cost) in deferred.into_iter().zip(settled) {
            costs[p.index()] = cost;
        }
        return;
    };
    let detours = Detours::new(skeleton);
    // One detour per run, shared by its cells.
    let mut runs: Vec<u32> = deferred
        .iter()
        .filter_map(|&p| match skeleton.place(p) {
            Place::Run { run, .. } => Some(run),
            Place::Junction(_) => None,
        })
        .collect();
    runs.sort_unstable();
    runs.dedup();
    let mut search = SpqrSearch::for_tree(&detours.tree);
    let found = parallel::map_with(
        &runs,
        parallel,
        &mut search,
        || SpqrSearch::for_tree(&detours.tree),
        |search, &r| detours.round_run(search, r, limit),
    );
    let settled = parallel::map_with(
        &deferred,
        parallel,
        &mut search,
        || SpqrSearch::for_tree(&detours.tree),
        |search, &p| {
            let mut out = costs[p.index()];
            match skeleton.place(p) {
                Place::Run { run, .. } => {
                    let i = runs.binary_search(&run).expect("every deferred run");
                    for cost in &mut out {
                        if *cost == DEFERRED {
                            *cost = found[i];
                        }
                    }
                }
                Place::Junction(j) => {
                    for (a, b) in deferred_pairs(&out) {
                        out[pair_index(a, b)] =
                            detours.round_junction(search, board, p, j, (a, b), limit);
                    }
                }
            }
            out
        },
    );
    for (p, cost) in deferred.into_iter().zip(settled) {
        costs[p.index()] = cost;
    }
}

/// The skeleton as a weighted multigraph, with its SPQR tree.
struct Detours<'a> {
    skeleton: &'a Skeleton,
    /// Each run's edge in the multigraph, or [`LOOP`].
    edge_of_run: Vec<u32>,
    tree: SpqrTree,
}

impl<'a> Detours<'a> {
    fn new(skeleton: &'a Skeleton) -> Detours<'a> {
        let mut edge_of_run = Vec::with_capacity(skeleton.run_count());
        let mut edges = Vec::new();
        let mut weights = Vec::new();
        for (r, (a, b)) in skeleton.run_ends().enumerate() {
            if a == b {
                edge_of_run.push(LOOP);
            } else {
                edge_of_run.push(edges.len() as u32);
                edges.push((a, b));
                // Runs are shorter than the board has cells, which fit u32.
                weights.push(skeleton.run_length(r as u32) as u32);
            }
        }
        let tree = SpqrTree::new(skeleton.junctions(), &edges, &weights);
        Detours {
            skeleton,
            edge_of_run,
            tree,
        }
    }

    /// The around-cost of every cell of run `r`: back along the run to one
    /// end, round to the other end, and in again ([`PENDING`] if a search of
    /// a rigid skeleton would settle more than `limit` junctions).
    fn round_run(&self, search: &mut SpqrSearch, r: u32, limit: usize) -> u32 {
        let run = self.skeleton.run(r);
        let detour = match self.edge_of_run[r as usize] {
            // The runs tier settles the cells of loops.
            LOOP => Some(None),
            e => self.tree.around_edge(search, e, limit),
        };
        to_cost(detour.map(|d| d.map(|x| u64::from(run.cells) - 1 + x)))
    }

    /// The around-cost of sides `a` and `b` of the junction `p` (number `j`),
    /// [`PENDING`] if a search of a rigid skeleton would settle more than
    /// `limit` junctions.
    fn round_junction(
        &self,
        search: &mut SpqrSearch,
        board: &Board,
        p: Cell,
        j: u32,
        (a, b): (Dir, Dir),
        limit: usize,
    ) -> u32 {
        let skeleton = self.skeleton;
        let (Some(ra), Some(rb)) = (
            skeleton.run_toward(j, board.step(p, a)),
            skeleton.run_toward(j, board.step(p, b)),
        ) else {
            return UNREACHABLE;
        };
        // From a side to the far end of its run.
        let (la, lb) = (skeleton.run_length(ra) - 1, skeleton.run_length(rb) - 1);
        let cost = if ra == rb {
            // Both sides on one loop: along it.
            Some(Some(u64::from(skeleton.run(ra).cells) - 1))
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

/// The deferred pairs of `out` (the costs of `p`) by plain searches.
fn plain_costs(
    board: &Board,
    blocks: &Blocks,
    search: &mut BlankSearch,
    p: Cell,
    mut out: [u32; 6],
    limit: usize,
) -> [u32; 6] {
    for (a, b) in deferred_pairs(&out) {
        debug_assert!(blocks.joined(p, a, b));
        out[pair_index(a, b)] = match search.sides_within(board, None, p, a, &[b], limit) {
            Some(found) => found[0].unwrap_or(UNREACHABLE),
            None => PENDING,
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
