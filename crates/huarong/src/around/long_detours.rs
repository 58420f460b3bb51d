//! Around-costs whose plain search went too far, on a board with no skeleton.
//!
//! Boards made of long cycles of small pieces (rooms joined by one-cell doors,
//! a corridor with two-wide bumps) have too many junctions for a skeleton, so
//! their around-costs are searched cell by cell, and every detour round a
//! piece is the whole ring: one search of the whole board per cell. Those
//! searches stop at a cap and leave their pairs [`DEFERRED`]. If any are left,
//! this builds the board's skeleton after all, however dense, finds its runs
//! in series with their shortest cycles, and settles each deferred pair with a
//! search that jumps round the rings ([`Teleports`]), which stays within the
//! piece's own segment.

use crate::around::blocks::Blocks;
use crate::around::costs::by_cycle;
use crate::around::run_series::GroupCycles;
use crate::around::teleports::{RunSide, Teleports};
use crate::around::{DEFERRED, PENDING, UNREACHABLE, pair_index};
use crate::input::board::Board;
use crate::input::cell::Cell;
use crate::input::dir::Dir;
use crate::parallel;
use crate::walk::blank_search::BlankSearch;
use crate::walk::skeleton::Skeleton;
use crate::walk::skeleton_search::{NoPortals, Target};

/// Settles every [`DEFERRED`] pair of `costs`, leaving [`PENDING`] those
/// whose search settles more than `limit` junctions; rings of fewer than
/// `ring_runs` runs get no teleports.
pub(crate) fn settle(
    board: &Board,
    blocks: &Blocks,
    costs: &mut [[u32; 6]],
    limit: usize,
    ring_runs: u32,
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
    let mut search = BlankSearch::new(len);
    let skeleton = Skeleton::dense(board);
    let mut cycles = skeleton.as_ref().map(GroupCycles::new);
    let teleports = skeleton
        .as_ref()
        .zip(cycles.as_mut())
        .and_then(|(skeleton, cycles)| Teleports::new(skeleton, cycles, parallel, ring_runs));
    let (Some(skeleton), Some(cycles), Some(teleports)) = (&skeleton, &cycles, &teleports) else {
        // No long ring (or too big a layout to number its junctions): the
        // detours went round clutter, which plain searches serve best.
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
    let ring = Ring {
        board,
        skeleton,
        cycles,
        teleports,
        limit,
    };
    let settled = parallel::map_with(
        &deferred,
        parallel,
        &mut search,
        || BlankSearch::new(len),
        |search, &p| ring.cell_costs(search, p, costs[p.index()]),
    );
    for (p, cost) in deferred.into_iter().zip(settled) {
        costs[p.index()] = cost;
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

/// What settling deferred pairs needs: the dense skeleton with its cycles
/// and teleports, and the work budget.
struct Ring<'a> {
    board: &'a Board,
    skeleton: &'a Skeleton,
    cycles: &'a GroupCycles,
    teleports: &'a Teleports,
    limit: usize,
}

/// How a pair is searched for: from one side, to the other side's cell or
/// to where the blank reaches it from.
struct Query {
    from: Dir,
    to: Dir,
    target: Target,
}

impl Ring<'_> {
    /// The costs `out` of `p` with its deferred pairs settled.
    fn cell_costs(&self, search: &mut BlankSearch, p: Cell, mut out: [u32; 6]) -> [u32; 6] {
        let board = self.board;
        if let Some(cycle) = self.closed_run_cycle(p) {
            // On a closed run both sides are on the ring: the way round is the
            // cycle less p's two steps.
            for (a, b) in deferred_pairs(&out) {
                out[pair_index(a, b)] = u32::try_from(cycle - 2).unwrap_or(UNREACHABLE);
            }
            return out;
        }
        let mut queries = Vec::new();
        for (a, b) in deferred_pairs(&out) {
            if let Some(cost) = by_cycle(board, self.skeleton, self.cycles, p, a, b) {
                out[pair_index(a, b)] = cost;
                continue;
            }
            match self.query(p, a, b) {
                Some(query) => queries.push(query),
                None => out[pair_index(a, b)] = self.plain(search, p, a, b),
            }
        }
        // One search per starting side, for all its targets.
        for from in Dir::ALL {
            let mine: Vec<&Query> = queries.iter().filter(|q| q.from == from).collect();
            if mine.is_empty() {
                continue;
            }
            let mut targets = [None; 4];
            for (slot, query) in targets.iter_mut().zip(&mine) {
                *slot = Some(query.target);
            }
            let start = board.step(p, from);
            let found =
                search.sides_through(self.skeleton, self.teleports, p, start, targets, self.limit);
            for (i, query) in mine.iter().enumerate() {
                let cost = found.map_or(PENDING, |f| f[i].unwrap_or(UNREACHABLE));
                out[pair_index(query.from, query.to)] = cost;
            }
        }
        out
    }

    /// How to search for the pair `a`, `b` of `p`, or `None` when teleports
    /// cannot serve it.
    fn query(&self, p: Cell, a: Dir, b: Dir) -> Option<Query> {
        let side = |d: Dir| self.run_side(p, d);
        let cell = |d: Dir| Target::Cell(self.board.step(p, d));
        match (side(a), side(b)) {
            // Both on closed runs at p: of one group, `by_cycle` has settled
            // the pair already; of two, no single segment holds p's sides.
            (Some(_), Some(_)) => None,
            (None, None) => Some(Query {
                from: a,
                to: b,
                target: cell(b),
            }),
            (Some(x), None) => Some(Query {
                from: b,
                to: a,
                target: Target::Via(x.partner, x.cost),
            }),
            (None, Some(y)) => Some(Query {
                from: a,
                to: b,
                target: Target::Via(y.partner, y.cost),
            }),
        }
    }

    /// The length of the group cycle of the closed run `p` lies on, if it
    /// lies on one.
    fn closed_run_cycle(&self, p: Cell) -> Option<u64> {
        let r = self.skeleton.run_of(p)?;
        if !self.teleports.is_closed(r) {
            return None;
        }
        self.cycles.length(self.cycles.group(r)?)
    }

    /// Where side `d` of the junction `p` is reached from, when it lies on a
    /// closed run ending at `p`.
    fn run_side(&self, p: Cell, d: Dir) -> Option<RunSide> {
        let skeleton = self.skeleton;
        let j = skeleton.junction_of(p)?;
        let r = skeleton.run_toward(j, self.board.step(p, d))?;
        if !self.teleports.is_closed(r) {
            return None;
        }
        self.teleports
            .run_sides(j)
            .iter()
            .find(|s| s.run == r)
            .copied()
    }

    /// The pair `a`, `b` of `p` by a plain search over the skeleton.
    fn plain(&self, search: &mut BlankSearch, p: Cell, a: Dir, b: Dir) -> u32 {
        let board = self.board;
        let targets = [Some(Target::Cell(board.step(p, b))), None, None, None];
        let start = board.step(p, a);
        match search.sides_through(self.skeleton, &NoPortals, p, start, targets, self.limit) {
            Some(found) => found[0].unwrap_or(UNREACHABLE),
            None => PENDING,
        }
    }
}
