//! Searches of the blank over a [`Skeleton`]: Dijkstra over junctions with
//! the piece's cell removed, and the shortest cycle through a run.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use crate::input::cell::Cell;
use crate::walk::skeleton::{CUT_OFF, JUNCTION, Place, Run, Skeleton};
use crate::walk::{NO_LIMIT, NO_WALK};
use crate::zeroed::written_zeros;

/// Scratch space for searches over a [`Skeleton`], reused across games.
#[derive(Clone, Debug, Default)]
pub(crate) struct SkeletonSearch {
    /// One record a junction: an offer reads and writes one cache line,
    /// where a table of distances and one of marks were two (on a ring at
    /// 4000 x 4000, with 430,000 junctions settled a game, each was a miss).
    junctions: Vec<JunctionMark>,
    stamp: u32,
    /// A binary heap: these searches hold a few dozen items with keys far
    /// apart (whole runs at a time), which a bucket queue's window would not
    /// cover.
    heap: BinaryHeap<Reverse<(u64, u32)>>,
}

/// What a search knows of a junction.
#[derive(Clone, Copy, Debug, Default, bytemuck::Zeroable)]
struct JunctionMark {
    /// Its distance, once `mark` says the current search reached it.
    dist: u64,
    /// `stamp` while open in the current search, `stamp + 1` once settled.
    mark: u32,
    /// The run the last [`SkeletonSearch::cycle_through`] reached it by.
    via: u32,
}

/// The junctions of a cycle, each with the two runs the cycle takes there.
pub(crate) type CycleJunctions = Vec<(u32, [u32; 2])>;

/// The cell the blank may not enter: a junction, or a place on a run.
#[derive(Clone, Copy)]
struct Blocked {
    junction: u32,
    run: u32,
    at: u32,
}

impl Blocked {
    /// Whether walking along `run` between places `from` and `to` (cells are at
    /// 0.., end `a` at -1 and end `b` just past the last cell) passes the
    /// blocked cell.
    fn cuts(&self, run: u32, from: i64, to: i64) -> bool {
        run == self.run && {
            let x = i64::from(self.at);
            from.min(to) < x && x < from.max(to)
        }
    }

    /// The ends of `run` a walk from (or to) its cell `at` can leave (or
    /// enter) by without passing the blocked cell, with the distance to each
    /// ([`JUNCTION`] for an end it cannot use).
    fn run_exits(&self, skeleton: &Skeleton, run: u32, at: u32) -> [(u32, u64); 2] {
        let r = skeleton.run(run);
        let k = i64::from(at);
        let mut exits = [(JUNCTION, 0); 2];
        // Positions along a run: end a at -1, its cells 0..cells, end b at cells.
        for (exit, (j, end)) in exits.iter_mut().zip([(r.a, -1), (r.b, i64::from(r.cells))]) {
            if j != self.junction && !self.cuts(run, end, k) {
                *exit = (j, k.abs_diff(end));
            }
        }
        exits
    }
}

impl SkeletonSearch {
    /// The blank's shortest walks from `blank` to the cells `targets` (up to
    /// four, `None` for ones not wanted) without entering `piece`; `u64::MAX`
    /// for a target it cannot reach.
    pub(crate) fn distances(
        &mut self,
        skeleton: &Skeleton,
        piece: Cell,
        blank: Cell,
        targets: [Option<Cell>; 4],
    ) -> [u64; 4] {
        self.distances_within(skeleton, piece, blank, targets, NO_LIMIT)
            .expect("a search without a limit ends")
    }

    /// [`SkeletonSearch::distances`], giving up (`None`) once the search has
    /// settled more than `limit` junctions.
    pub(crate) fn distances_within(
        &mut self,
        skeleton: &Skeleton,
        piece: Cell,
        blank: Cell,
        targets: [Option<Cell>; 4],
        limit: usize,
    ) -> Option<[u64; 4]> {
        self.begin(skeleton);
        let blocked = match skeleton.place(piece) {
            Place::Junction(j) => Blocked {
                junction: j,
                run: JUNCTION,
                at: 0,
            },
            Place::Run { run, at } => Blocked {
                junction: JUNCTION,
                run,
                at,
            },
        };
        let mut best = [NO_WALK; 4];
        // Per target: up to two (junction, offset) entries.
        let mut entries = [[(JUNCTION, 0u64); 2]; 4];
        let source = skeleton.place(blank);
        for (t, target) in targets.iter().enumerate() {
            let Some(x) = *target else {
                continue;
            };
            match skeleton.place(x) {
                Place::Junction(j) => entries[t][0] = (j, 0),
                Place::Run { run, at } => {
                    entries[t] = blocked.run_exits(skeleton, run, at);
                    if let Place::Run { run: r, at: from } = source {
                        let (from, k) = (i64::from(from), i64::from(at));
                        if r == run && !blocked.cuts(run, from, k) {
                            best[t] = k.abs_diff(from);
                        }
                    }
                }
            }
        }

        // Where the blank enters the skeleton: up to two (junction, offset).
        let sources = match source {
            Place::Junction(j) => [(j, 0), (JUNCTION, 0)],
            Place::Run { run, at } => blocked.run_exits(skeleton, run, at),
        };

        if let Some(cut) = skeleton.cut_table() {
            for (t, entry) in entries.iter().enumerate() {
                for &(to, off) in entry.iter().filter(|e| e.0 != JUNCTION) {
                    let row = match blocked.junction {
                        JUNCTION => cut.row_from_run_end(skeleton, blocked.run, to),
                        gone => cut.row_from_neighbour(skeleton, gone, to),
                    };
                    for &(from, on) in sources.iter().filter(|s| s.0 != JUNCTION) {
                        let d = row[from as usize];
                        if d != CUT_OFF {
                            best[t] = best[t].min(on + u64::from(d) + off);
                        }
                    }
                }
            }
            return Some(best);
        }

        for (j, offset) in sources {
            if j != JUNCTION {
                self.offer(j, offset);
            }
        }

        let wanted: [bool; 4] = targets.map(|t| t.is_some());
        let mut settled = 0;
        while let Some((g, u)) = self.settle_next() {
            settled += 1;
            if settled > limit {
                return None;
            }
            for t in 0..4 {
                for &(j, offset) in &entries[t] {
                    if j == u {
                        best[t] = best[t].min(g + offset);
                    }
                }
            }
            let done = (0..4).all(|t| !wanted[t] || best[t] <= g);
            if done {
                break;
            }
            for (v, run, steps) in skeleton.junction_steps(u) {
                if v != blocked.junction && run != blocked.run {
                    self.offer(v, g + steps);
                }
            }
        }
        Some(best)
    }

    /// The shortest cycle through run `r` (between two distinct junctions):
    /// its length, and each junction on it with the two runs the cycle takes
    /// there; `None` when no cycle passes through `r`.
    pub(crate) fn cycle_through(
        &mut self,
        skeleton: &Skeleton,
        r: u32,
    ) -> Option<(u64, CycleJunctions)> {
        self.begin(skeleton);
        let Run { a, b, .. } = skeleton.run(r);
        debug_assert_ne!(a, b, "a loop is a cycle by itself");
        self.offer(a, 0);
        self.junctions[a as usize].via = JUNCTION;
        let mut reached = false;
        while let Some((g, u)) = self.settle_next() {
            if u == b {
                reached = true;
                break;
            }
            for (v, run, steps) in skeleton.junction_steps(u) {
                if run != r && self.offer(v, g + steps) {
                    self.junctions[v as usize].via = run;
                }
            }
        }
        if !reached {
            return None;
        }
        // Back from `b` to `a` along the runs that reached each junction.
        let mut at = Vec::new();
        let (mut j, mut next) = (b, r);
        while j != a {
            let run = self.junctions[j as usize].via;
            at.push((j, [next, run]));
            next = run;
            j = skeleton.far_end(run, j);
        }
        at.push((a, [next, r]));
        Some((self.junctions[b as usize].dist + skeleton.run_length(r), at))
    }

    /// Starts a search over `skeleton`: sizes the tables and opens a new mark.
    fn begin(&mut self, skeleton: &Skeleton) {
        let n = skeleton.junctions();
        if self.junctions.len() < n {
            self.junctions = written_zeros(n);
            self.stamp = 0;
        }
        // Marks: `stamp` is open in this search, `stamp + 1` settled.
        if self.stamp >= u32::MAX - 2 {
            self.junctions.fill(JunctionMark::default());
            self.stamp = 0;
        }
        self.stamp += 2;
        self.heap.clear();
    }

    /// Settles the nearest open junction: its distance and number.
    #[inline(always)]
    fn settle_next(&mut self) -> Option<(u64, u32)> {
        while let Some(Reverse((g, u))) = self.heap.pop() {
            let junction = &mut self.junctions[u as usize];
            if junction.mark == self.stamp && junction.dist == g {
                junction.mark = self.stamp + 1;
                return Some((g, u));
            }
        }
        None
    }

    /// Offers `cost` to junction `j`; whether it was taken.
    #[inline(always)]
    fn offer(&mut self, j: u32, cost: u64) -> bool {
        let stamp = self.stamp;
        let junction = &mut self.junctions[j as usize];
        if junction.mark == stamp + 1 || (junction.mark == stamp && junction.dist <= cost) {
            return false;
        }
        junction.mark = stamp;
        junction.dist = cost;
        self.heap.push(Reverse((cost, j)));
        true
    }
}

#[cfg(all(test, feature = "generate"))]
mod tests {
    use super::SkeletonSearch;
    use crate::generate::{Family, board, seeded};
    use crate::input::board::Board;
    use crate::input::cell::Cell;
    use crate::input::dir::Dir;
    use crate::walk::NO_WALK;
    use crate::walk::grid_search::GridSearch;
    use crate::walk::skeleton::Skeleton;
    use rand::RngExt;

    /// Every side of every piece cell, from a few blank cells each, must be as
    /// far over the skeleton as by a cell-by-cell search of `G - piece`.
    fn check(board: &Board, rng: &mut impl RngExt) {
        let Some(skeleton) = Skeleton::new(board) else {
            return;
        };
        check_with(board, &skeleton, rng);
        // Again with the cut table answering instead of searches.
        skeleton.build_cut_table();
        assert!(skeleton.cut_table().is_some());
        check_with(board, &skeleton, rng);
    }

    fn check_with(board: &Board, skeleton: &Skeleton, rng: &mut impl RngExt) {
        let mut search = SkeletonSearch::default();
        let mut grid = GridSearch::new(board.layout_len());
        let free: Vec<Cell> = board.free_cells().collect();
        for &piece in &free {
            for _ in 0..4 {
                let blank = free[rng.random_range(0..free.len())];
                if blank == piece {
                    continue;
                }
                let targets = Dir::ALL.map(|d| {
                    let side = board.step(piece, d);
                    board.free_cell(side).then_some(side)
                });
                let got = search.distances(skeleton, piece, blank, targets);
                for (t, target) in targets.into_iter().enumerate() {
                    let Some(side) = target else { continue };
                    let want = grid
                        .shortest(board, blank, side, &[piece])
                        .unwrap_or(NO_WALK);
                    assert_eq!(
                        got[t],
                        want,
                        "piece {:?}, blank {:?}, side {:?}",
                        board.pos(piece),
                        board.pos(blank),
                        board.pos(side)
                    );
                }
            }
        }
    }

    #[test]
    fn walks_match_plain_search_on_corridor_families() {
        let mut rng = seeded(5);
        let mut built = 0;
        for family in Family::CORRIDORS
            .into_iter()
            .chain([Family::Random { fixed: 0.42 }])
        {
            for (rows, cols) in [(1, 12), (12, 1), (3, 3), (7, 9), (16, 16), (21, 14)] {
                let b = board(family, rows, cols, &mut rng);
                built += usize::from(Skeleton::new(&b).is_some());
                check(&b, &mut rng);
            }
        }
        assert!(built >= 20, "only {built} boards had a skeleton");
    }

    #[test]
    fn walks_match_plain_search_on_official_serpentines() {
        let mut rng = seeded(6);
        for case in [13, 15, 17, 20] {
            let board = crate::input::parse::official_board(case);
            assert!(Skeleton::new(&board).is_some(), "case {case}");
            check(&board, &mut rng);
        }
    }

    #[test]
    fn a_pure_cycle_gets_one_junction() {
        let ring = Board::from_rows(&["1111", "1001", "1111"]).unwrap();
        let skeleton = Skeleton::new(&ring).unwrap();
        assert_eq!(skeleton.junctions(), 1);
        check(&ring, &mut seeded(7));
    }
}
