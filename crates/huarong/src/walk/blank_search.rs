//! [`BlankSearch`]: the scratch space of every walk of the blank, and the
//! walks themselves. Around-costs, phase 1 and move spelling all ask for the
//! blank's shortest walk with some cells removed; one value per thread serves
//! them all, over the board's [`Skeleton`] when it has one, else cell by cell.

use crate::input::board::Board;
use crate::input::cell::Cell;
use crate::input::dir::Dir;
use crate::sizes::bytes;
#[cfg(doc)]
use crate::walk::NO_LIMIT;
use crate::walk::NO_WALK;
use crate::walk::cell_shortcuts::Across;
use crate::walk::grid_search::{GridSearch, Visit};
use crate::walk::side_distances::SideDistances;
use crate::walk::skeleton::Skeleton;
use crate::walk::skeleton_search::{CycleJunctions, SkeletonSearch};

/// Phase 1's walk cell by cell, as it settles cells: the sides still open,
/// the first-touch distances found, and the bound past which each open side
/// is dropped (a side found plus the way round the piece).
struct Touch {
    open: [bool; 4],
    found: [Option<u64>; 4],
    bound: [u64; 4],
    /// The key of the cells last settled.
    last_key: u64,
}

impl Touch {
    /// What to do with the cell `x`, settled at `g` with key `key` and
    /// heuristic `h`, where the piece's sides are `sides` and `around` the
    /// ways round it. Inlined into each walk's loop: out of line, phase 1
    /// on the bench's 200 x 200 board took 6 million more instructions.
    #[inline(always)]
    fn visit(
        &mut self,
        sides: &[Cell; 4],
        around: &impl Fn(Dir, Dir) -> Option<u32>,
        x: Cell,
        g: u64,
        key: u64,
        h: u64,
    ) -> Visit {
        if key != self.last_key {
            self.last_key = key;
            for d in 0..4 {
                if self.open[d] && key >= self.bound[d] {
                    self.open[d] = false;
                }
            }
            if !self.open.contains(&true) {
                return Visit::Stop;
            }
        }
        // Only the piece's sides have h = 0; they end walks, never pass them on.
        if h > 0 {
            return Visit::Expand;
        }
        let side = Dir::ALL
            .into_iter()
            .find(|&d| sides[d.index()] == x)
            .expect("h = 0 only beside the piece");
        if self.open[side.index()] {
            self.found[side.index()] = Some(g);
            self.open[side.index()] = false;
            for other in Dir::ALL {
                if self.open[other.index()]
                    && let Some(cost) = around(side, other)
                {
                    let bound = &mut self.bound[other.index()];
                    *bound = (*bound).min(g + u64::from(cost));
                }
            }
            if !self.open.contains(&true) {
                return Visit::Stop;
            }
        }
        Visit::Skip
    }
}

/// Phase 1's walks drop the entries they have read (see
/// [`GridSearch::run`]) on layouts of at least this many cells (about 510 x
/// 510), where a level of the walk can hold millions of them: at 1000 x 1000
/// on random clutter of 10 to 20% the queues that kept them grew to 6 MiB
/// each, 10 bytes a cell of the peak. Smaller boards keep the plain loop
/// (see [`GridSearch::run`] for its cost).
const LONG_WALKS_FROM: usize = 1 << 18;

/// What phase 1's walk of the blank goes over: cell by cell, the board's
/// skeleton, or cells and the shortcuts across regions.
#[derive(Clone, Copy)]
pub(crate) enum Over<'a> {
    /// Every cell.
    Cells,
    /// The skeleton's junctions and runs.
    Skeleton(&'a Skeleton),
    /// Cells, crossing the regions not open by their shortcuts.
    Regions(Across<'a>),
}

impl<'a> Over<'a> {
    /// The regions when they are given, else the skeleton when there is
    /// one, else the cells. Regions first: across them a walk takes a
    /// stretch of corridors in a step, where the skeleton of a ring of
    /// two-wide lanes has a junction nearly every cell (seed-2 ring at
    /// 4000 x 4000: 10.1 s -> 8.4 s).
    #[must_use]
    pub(crate) fn of(skeleton: Option<&'a Skeleton>, across: Option<Across<'a>>) -> Over<'a> {
        match (across, skeleton) {
            (Some(across), _) => Over::Regions(across),
            (None, Some(skeleton)) => Over::Skeleton(skeleton),
            (None, None) => Over::Cells,
        }
    }
}

/// Scratch space for the blank's walks, reused across searches and games.
#[derive(Clone, Debug)]
pub(crate) struct BlankSearch {
    /// Cell-by-cell searches.
    grid: GridSearch,
    /// Searches over the skeleton's junctions.
    junctions: SkeletonSearch,
    /// The queue of [`BlankSearch::side_distances`].
    queue: Vec<Cell>,
}

impl BlankSearch {
    /// Scratch space for a board layout of `len` cells; its tables are
    /// allocated by the first search that needs them.
    #[must_use]
    pub(crate) fn new(len: usize) -> BlankSearch {
        BlankSearch {
            grid: GridSearch::new(len),
            junctions: SkeletonSearch::default(),
            queue: Vec::new(),
        }
    }

    /// Scratch space like [`BlankSearch::new`] for walks that reach few
    /// cells: phase 1 across regions by their shortcuts.
    #[must_use]
    pub(crate) fn sparse(len: usize) -> BlankSearch {
        BlankSearch {
            grid: GridSearch::sparse(len),
            ..BlankSearch::new(len)
        }
    }

    /// Shortest walks from side `from` of `p` to each of the sides `to` of
    /// `p` (by position in `to`), not entering `p`; stops once every one is
    /// found. `None` where there is no walk; `None` for the whole search if
    /// it settled more than `limit` cells (junctions, over the skeleton)
    /// first, which one with [`NO_LIMIT`](crate::walk::NO_LIMIT) never does.
    pub(crate) fn sides(
        &mut self,
        board: &Board,
        skeleton: Option<&Skeleton>,
        p: Cell,
        from: Dir,
        to: &[Dir],
        limit: usize,
    ) -> Option<[Option<u32>; 4]> {
        if let Some(skeleton) = skeleton {
            let mut targets = [None; 4];
            for (t, &d) in targets.iter_mut().zip(to) {
                *t = Some(board.step(p, d));
            }
            let found = self.junctions.distances_within(
                skeleton,
                p,
                board.step(p, from),
                targets,
                limit,
            )?;
            return Some(found.map(|d| u32::try_from(d).ok()));
        }
        self.grid.reset();
        self.grid.block(p);
        let mut out = [None; 4];
        let mut left = to.len();
        // Unused entries hold `p` itself, which the search never settles.
        let mut targets = [p; 4];
        for (t, &d) in targets.iter_mut().zip(to) {
            *t = board.step(p, d);
        }
        let (mut settled, mut gave_up) = (0, false);
        // Sides are one step from `p`: slack 1 keeps the heuristic exact.
        self.grid
            .run::<false>(board, board.step(p, from), board.pos(p), 1, |x, g, _, h| {
                settled += 1;
                if settled > limit {
                    gave_up = true;
                    return Visit::Stop;
                }
                // Only the sides of `p` have h = 0.
                if h > 0 {
                    return Visit::Expand;
                }
                if let Some(i) = targets.iter().position(|&t| t == x) {
                    // Walks are shorter than the board has cells, which fit u32.
                    out[i] = Some(g as u32);
                    left -= 1;
                    if left == 0 {
                        return Visit::Stop;
                    }
                }
                Visit::Expand
            });
        (!gave_up).then_some(out)
    }

    /// The distance from `a` to `b` avoiding the cells of the corridor run
    /// `run` (which both end cells touch), or `None`; gives up (the outer
    /// `None`) once the search has settled more than `limit` cells
    /// (junctions, over the skeleton).
    pub(crate) fn around_run_within(
        &mut self,
        board: &Board,
        skeleton: Option<&Skeleton>,
        a: Cell,
        b: Cell,
        run: &[Cell],
        limit: usize,
    ) -> Option<Option<u32>> {
        if let Some(skeleton) = skeleton {
            // A walk that enters a run must cross all of it: blocking one cell
            // is blocking the run.
            let d = self.junctions.distances_within(
                skeleton,
                run[0],
                a,
                [Some(b), None, None, None],
                limit,
            )?[0];
            return Some(u32::try_from(d).ok());
        }
        // Walks are shorter than the board has cells, which fit u32.
        let d = self.grid.shortest_within(board, a, b, run, limit)?;
        Some(d.map(|d| d as u32))
    }

    /// The shortest cycle through run `r` of `skeleton` (between two distinct
    /// junctions): its length, and each junction on it with the two runs the
    /// cycle takes there; `None` when no cycle passes through `r`.
    pub(crate) fn cycle_through(
        &mut self,
        skeleton: &Skeleton,
        r: u32,
    ) -> Option<(u64, CycleJunctions)> {
        self.junctions.cycle_through(skeleton, r)
    }

    /// Phase 1: the blank's first-touch distances from `blank` to the sides
    /// of the piece at `piece`, for the sides marked `open` (the only ones it
    /// can reach), with the piece's around-costs given by `around`.
    ///
    /// The blank stops at the first side of the piece it touches: from there
    /// on, walking round the piece is an around-edge. Every side touched first
    /// is a separate start of the piece search, with its own cost; taking only
    /// the nearest side and reaching the others round the piece would be wrong,
    /// since a farther side may be reached directly for less. `None` marks a
    /// side not needed as a start: never touched first, or dropped because the
    /// way round the piece from a side already found is no dearer.
    pub(crate) fn first_touch(
        &mut self,
        board: &Board,
        over: Over<'_>,
        piece: Cell,
        blank: Cell,
        open: [bool; 4],
        around: impl Fn(Dir, Dir) -> Option<u32>,
    ) -> [Option<u64>; 4] {
        if let Over::Skeleton(skeleton) = over {
            let targets = Dir::ALL.map(|d| open[d.index()].then(|| board.step(piece, d)));
            let dist = self.junctions.distances(skeleton, piece, blank, targets);
            return keep_first_touches(dist, around);
        }
        let mut touch = Touch {
            open,
            found: [None; 4],
            bound: [u64::MAX; 4],
            last_key: u64::MAX,
        };
        self.grid.reset();
        self.grid.block(piece);
        let sides = Dir::ALL.map(|d| board.step(piece, d));
        // Sides are one step from the piece: slack 1 keeps the heuristic exact.
        match over {
            Over::Regions(across) => {
                self.grid
                    .run_across(board, blank, board.pos(piece), 1, across, |x, g, key, h| {
                        touch.visit(&sides, &around, x, g, key, h)
                    });
            }
            Over::Cells | Over::Skeleton(_) if board.layout_len() >= LONG_WALKS_FROM => {
                self.grid
                    .run::<true>(board, blank, board.pos(piece), 1, |x, g, key, h| {
                        touch.visit(&sides, &around, x, g, key, h)
                    });
            }
            Over::Cells | Over::Skeleton(_) => {
                self.grid
                    .run::<false>(board, blank, board.pos(piece), 1, |x, g, key, h| {
                        touch.visit(&sides, &around, x, g, key, h)
                    });
            }
        }
        touch.found
    }

    /// Phase 1 for every blank at once: the first-touch distances to each
    /// side of `piece` from every cell, in four breadth-first searches.
    pub(crate) fn side_distances(&mut self, board: &Board, piece: Cell) -> SideDistances {
        SideDistances::build(board, piece, &mut self.queue)
    }

    /// Appends to `moves` a shortest walk of the blank from `from` to `to`
    /// avoiding `blocked`; returns its length, or `None` if there is none.
    pub(crate) fn walk(
        &mut self,
        board: &Board,
        from: Cell,
        to: Cell,
        blocked: &[Cell],
        moves: &mut Vec<Dir>,
    ) -> Option<u64> {
        let length = self.grid.shortest(board, from, to, blocked)?;
        let start = moves.len();
        let mut cell = to;
        // Walk back down the distances; each step found is one move, reversed.
        while cell != from {
            let (dir, prev) = self.grid.step_back(board, from, cell)?;
            moves.push(dir);
            cell = prev;
        }
        moves[start..].reverse();
        Some(length)
    }
}

/// Of the shortest walks `dist` to the sides of the piece ([`NO_WALK`] for
/// none), those that touch no other side first: a side is dropped when
/// reaching another side and going round the piece (`around`) costs no more.
/// A shortest walk through another side is never cheaper than that, so what is
/// kept is exactly the first-touch distances.
fn keep_first_touches(
    dist: [u64; 4],
    around: impl Fn(Dir, Dir) -> Option<u32>,
) -> [Option<u64>; 4] {
    let mut found = [None; 4];
    for d in Dir::ALL {
        let here = dist[d.index()];
        if here == NO_WALK {
            continue;
        }
        let beaten = Dir::ALL.into_iter().any(|o| {
            let there = dist[o.index()];
            o != d
                && there != NO_WALK
                && around(o, d).is_some_and(|around| there + u64::from(around) <= here)
        });
        if !beaten {
            found[d.index()] = Some(here);
        }
    }
    found
}

/// The walks' bytes, for the memory estimate.
impl BlankSearch {
    /// The bytes of a walk cell by cell on a layout of `len` cells: its
    /// table of a word a cell.
    #[must_use]
    pub(crate) fn grid_bytes(len: usize) -> u64 {
        bytes(len, 8)
    }

    /// The bytes of a walk over a skeleton of `junctions` junctions: its
    /// junction tables.
    #[must_use]
    pub(crate) fn junction_bytes(junctions: usize) -> u64 {
        bytes(junctions, 16)
    }

    /// The bytes of one walk scratch as the games use it on a layout of
    /// `len` cells, `free` of them free, with or without a `skeleton` of
    /// `junctions` junctions: a cell table with two queues of 12-byte
    /// entries (about one entry a free cell on open ground), or junction
    /// tables over a skeleton, or both when moves are spelled out
    /// (`moves`) over a skeleton.
    #[must_use]
    pub(crate) fn bytes_for(
        len: usize,
        free: usize,
        junctions: usize,
        skeleton: bool,
        moves: bool,
    ) -> u64 {
        let cell_walk = BlankSearch::grid_bytes(len) + bytes(free, 12);
        let junction_walk = BlankSearch::junction_bytes(junctions);
        match (moves, skeleton) {
            (false, true) => junction_walk,
            (_, false) => cell_walk,
            (true, true) => cell_walk + junction_walk,
        }
    }
}
