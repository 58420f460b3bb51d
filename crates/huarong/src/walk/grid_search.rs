//! Unit-step A* of the blank over free cells, shared by phase 1 and the
//! around-cost searches.
//!
//! The heuristic is the Manhattan distance to an anchor cell, less a slack (1
//! when the goals are the anchor's neighbours, 0 when the goal is the anchor).
//! Each step changes it by exactly one, so the key `g + h` of a cell is either the
//! current layer's or the next-but-one's: two FIFO queues replace a heap.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use crate::input::board::Board;
use crate::input::cell::{Cell, Pos};
use crate::input::dir::Dir;
use crate::walk::NO_LIMIT;
use crate::walk::cell_shortcuts::Across;
use crate::zeroed::{FirstTouch, search_zeros};

/// What to do with a cell the search has settled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Visit {
    /// Walk on from it.
    Expand,
    /// A goal or a wall: do not walk on from it.
    Skip,
    /// End the search.
    Stop,
}

/// What became of a cell taken off a search's queue.
enum Settled {
    /// Walk on from it, at this distance.
    Expand(u32),
    /// Not from it: a stale entry, a goal or a wall.
    Pass,
    /// End the search.
    Stop,
}

/// Scratch space for unit-step searches, reused across searches.
#[derive(Clone, Debug)]
pub(crate) struct GridSearch {
    /// Per cell: (stamp of the search that reached it, its distance); empty
    /// until the first search.
    reached: Vec<(u32, u32)>,
    /// Cells in the board layout.
    len: usize,
    stamp: u32,
    now: Vec<Entry>,
    next: Vec<Entry>,
    /// The queue of [`GridSearch::run_across`], whose steps are not all one.
    heap: BinaryHeap<Reverse<(u64, u32)>>,
    /// Whether the walks reach few cells of the table, which then maps its
    /// pages as the walks first touch them rather than all up front (see
    /// [`written_zeros`](crate::zeroed::written_zeros)).
    sparse: bool,
    /// When sparse, the pages of `reached` written so far.
    written: FirstTouch,
    /// A level whose first this many entries have been read is weighed for
    /// dropping them: [`READ_OUT`], or a test's own.
    read_out: usize,
}

/// A queued cell with its offset from the anchor, so the heuristic needs no
/// division and each step changes it by one.
#[derive(Clone, Copy, Debug)]
struct Entry {
    cell: u32,
    /// Row minus the anchor's row.
    dr: i32,
    /// Column minus the anchor's column.
    dc: i32,
}

impl GridSearch {
    /// Scratch space for a board layout of `len` cells.
    #[must_use]
    pub(crate) fn new(len: usize) -> GridSearch {
        GridSearch {
            reached: Vec::new(),
            len,
            stamp: 0,
            now: Vec::new(),
            next: Vec::new(),
            heap: BinaryHeap::new(),
            sparse: false,
            written: FirstTouch::default(),
            read_out: READ_OUT,
        }
    }

    /// With levels weighed for dropping what they have read from `entries`
    /// entries instead of [`READ_OUT`]: so that a test's walks on a small
    /// board drop them.
    #[cfg(all(test, feature = "generate"))]
    fn with_read_out(mut self, entries: usize) -> GridSearch {
        self.read_out = entries;
        self
    }

    /// Scratch space for walks that reach few of the `len` cells (across
    /// regions by their shortcuts).
    #[must_use]
    pub(crate) fn sparse(len: usize) -> GridSearch {
        GridSearch {
            sparse: true,
            ..GridSearch::new(len)
        }
    }

    /// Starts a new search: forgets every cell reached and every block.
    pub(crate) fn reset(&mut self) {
        if self.reached.is_empty() {
            (self.reached, self.written) = search_zeros(self.len, self.sparse);
        }
        if self.stamp == u32::MAX {
            self.reached.fill((0, 0));
            self.stamp = 0;
        }
        self.stamp += 1;
    }

    /// Keeps the next search out of `cell` (until [`GridSearch::reset`]).
    pub(crate) fn block(&mut self, cell: Cell) {
        self.reached[cell.index()] = (self.stamp, 0);
    }

    /// Searches from `start` toward `anchor`, calling `visit(cell, g, key, h)`
    /// once for each cell in order of key `g + h`, `h = manhattan(cell, anchor) -
    /// slack`, which never decreases. Every goal must be at Manhattan distance
    /// `slack` or more from the anchor for the order to be exact.
    ///
    /// With `DROP_READ`, for walks that may cross a board of millions of
    /// cells (the blank's first walk to the piece), it drops the entries of
    /// a layer already read once they are half of it (see [`drop_read`]).
    /// Walks round a piece, many and short, go without: the check on every
    /// entry took 0.4% more instructions on the bench's 200 x 200 board.
    pub(crate) fn run<const DROP_READ: bool>(
        &mut self,
        board: &Board,
        start: Cell,
        anchor: Pos,
        slack: usize,
        mut visit: impl FnMut(Cell, u64, u64, u64) -> Visit,
    ) {
        let stamp = self.stamp;
        let slack = slack as u64;
        let h = |e: Entry| {
            (u64::from(e.dr.unsigned_abs()) + u64::from(e.dc.unsigned_abs())).saturating_sub(slack)
        };
        self.reached[start.index()] = (stamp, 0);
        self.now.clear();
        self.next.clear();
        let pos = board.pos(start);
        // Offsets fit: the layout is indexed by u32 and so are its rows and
        // columns.
        let first = Entry {
            cell: start.index() as u32,
            dr: pos.row as i32 - anchor.row as i32,
            dc: pos.col as i32 - anchor.col as i32,
        };
        self.now.push(first);
        let mut key = h(first);
        let mut head = 0;
        // Where the entries read so far are next weighed against the rest
        // of the level (see [`drop_read`]).
        let first_read_out = self.read_out;
        let mut read_out = first_read_out;
        loop {
            if head == self.now.len() {
                if self.next.is_empty() {
                    return;
                }
                std::mem::swap(&mut self.now, &mut self.next);
                self.next.clear();
                head = 0;
                read_out = first_read_out;
                key += 2;
            }
            if DROP_READ && head == read_out {
                (head, read_out) = drop_read(&mut self.now, head, first_read_out);
            }
            let e = self.now[head];
            head += 1;
            let x = Cell::from_index(e.cell as usize);
            let hx = h(e);
            let gx = match self.settle(x, key, hx, &mut visit) {
                Settled::Expand(gx) => gx,
                Settled::Pass => continue,
                Settled::Stop => return,
            };
            let gy = gx + 1;
            // A step toward the anchor keeps the key; any other adds 2. (Cells
            // nearer the anchor than the slack must be blocked: h would clamp.)
            let (dr, dc) = (e.dr, e.dc);
            let steps = [
                (board.step(x, Dir::Up), dr > 0, dr - 1, dc),
                (board.step(x, Dir::Down), dr < 0, dr + 1, dc),
                (board.step(x, Dir::Left), dc > 0, dr, dc - 1),
                (board.step(x, Dir::Right), dc < 0, dr, dc + 1),
            ];
            for (y, toward, dr, dc) in steps {
                let (seen, dist) = self.reached[y.index()];
                if !board.free_cell(y) || (seen == stamp && dist <= gy) {
                    continue;
                }
                self.reached[y.index()] = (stamp, gy);
                let entry = Entry {
                    cell: y.index() as u32,
                    dr,
                    dc,
                };
                if toward && hx > 0 {
                    self.now.push(entry);
                } else {
                    self.next.push(entry);
                }
            }
        }
    }

    /// Settles the cell `x`, taken off a queue with key `key` and heuristic
    /// `hx`: passes it over when its key is stale (it was reached again for
    /// less), else asks `visit` what to do with it and, to walk on, gives
    /// its distance.
    #[inline(always)]
    fn settle(
        &self,
        x: Cell,
        key: u64,
        hx: u64,
        visit: &mut impl FnMut(Cell, u64, u64, u64) -> Visit,
    ) -> Settled {
        let gx = self.reached[x.index()].1;
        let g = u64::from(gx);
        if g + hx != key {
            return Settled::Pass;
        }
        match visit(x, g, key, hx) {
            Visit::Stop => Settled::Stop,
            Visit::Skip => Settled::Pass,
            Visit::Expand => Settled::Expand(gx),
        }
    }

    /// [`GridSearch::run`] over the cells of the regions `region` does not
    /// place (`None`) or places in `open`, and across the others by
    /// `shortcuts`, which lead from door to door through a region's inside:
    /// a region not in `open` is never entered, so it must hold no blocked
    /// cell and no goal. With `visit` as for [`GridSearch::run`]: keys never
    /// decrease, since every shortcut is at least as long as the Manhattan
    /// distance it spans.
    pub(crate) fn run_across(
        &mut self,
        board: &Board,
        start: Cell,
        anchor: Pos,
        slack: usize,
        across: Across<'_>,
        mut visit: impl FnMut(Cell, u64, u64, u64) -> Visit,
    ) {
        let Across {
            shortcuts,
            region,
            open,
        } = across;
        let closed = |cell: Cell| region(cell).is_some_and(|r| !open.contains(&r));
        let stamp = self.stamp;
        let slack = slack as u64;
        let h = |cell: Cell| (board.pos(cell).manhattan(anchor) as u64).saturating_sub(slack);
        self.reached[start.index()] = (stamp, 0);
        self.heap.clear();
        self.heap.push(Reverse((h(start), start.index() as u32)));
        while let Some(Reverse((key, x))) = self.heap.pop() {
            let x = Cell::from_index(x as usize);
            let hx = h(x);
            let gx = match self.settle(x, key, hx, &mut visit) {
                Settled::Expand(gx) => gx,
                Settled::Pass => continue,
                Settled::Stop => return,
            };
            let written = &mut self.written;
            let mut offer = |y: Cell, gy: u32, reached: &mut Vec<(u32, u32)>| {
                written.write_first(reached, y.index());
                let (seen, dist) = reached[y.index()];
                if seen == stamp && dist <= gy {
                    return;
                }
                reached[y.index()] = (stamp, gy);
                self.heap
                    .push(Reverse((u64::from(gy) + h(y), y.index() as u32)));
            };
            for d in Dir::ALL {
                let y = board.step(x, d);
                if board.free_cell(y) && !closed(y) {
                    offer(y, gx + 1, &mut self.reached);
                }
            }
            for shortcut in shortcuts.from(x.index()) {
                if !open.contains(&shortcut.region) {
                    let y = Cell::from_index(shortcut.to as usize);
                    offer(y, gx.saturating_add(shortcut.cost), &mut self.reached);
                }
            }
        }
    }

    /// The length of a shortest walk from `from` to `to` avoiding `blocked`,
    /// or `None`; afterwards [`GridSearch::step_back`] can trace it back.
    pub(crate) fn shortest(
        &mut self,
        board: &Board,
        from: Cell,
        to: Cell,
        blocked: &[Cell],
    ) -> Option<u64> {
        self.shortest_within(board, from, to, blocked, NO_LIMIT)
            .expect("a search without a limit ends")
    }

    /// [`GridSearch::shortest`], giving up (`None`) once the search has
    /// settled more than `limit` cells.
    pub(crate) fn shortest_within(
        &mut self,
        board: &Board,
        from: Cell,
        to: Cell,
        blocked: &[Cell],
        limit: usize,
    ) -> Option<Option<u64>> {
        self.reset();
        for &c in blocked {
            self.block(c);
        }
        let mut length = None;
        let mut settled = 0;
        self.run::<false>(board, from, board.pos(to), 0, |x, g, _, _| {
            settled += 1;
            if x == to {
                length = Some(g);
                Visit::Stop
            } else if settled > limit {
                Visit::Stop
            } else {
                Visit::Expand
            }
        });
        (length.is_some() || settled <= limit).then_some(length)
    }

    /// After a search from `start` that reached `cell`, a neighbour one step
    /// nearer the start, and the direction from it to `cell`. Every cell a
    /// search reaches got its distance from a settled neighbour, so one exists.
    #[must_use]
    pub(crate) fn step_back(&self, board: &Board, start: Cell, cell: Cell) -> Option<(Dir, Cell)> {
        let (stamp, dist) = self.reached[cell.index()];
        if stamp != self.stamp || dist == 0 {
            return None;
        }
        Dir::ALL.into_iter().find_map(|d| {
            let prev = board.step(cell, d);
            // Blocked cells also read distance 0: only the start is the start.
            let nearer = board.free_cell(prev)
                && self.reached[prev.index()] == (self.stamp, dist - 1)
                && (dist > 1 || prev == start);
            nearer.then_some((d.opposite(), prev))
        })
    }
}

/// A level whose first this many entries have been read is weighed for
/// dropping them (see [`drop_read`]): never on small boards.
const READ_OUT: usize = 1 << 16;

/// Drops the entries of the level `now` read up to `head` when they are at
/// least half of it, and says where reading goes on and where to weigh
/// again (from `read_out` entries into a level when it was dropped). Steps toward the anchor keep a search's key, so one level can take
/// in a whole plateau of cells; with every read entry kept, the levels of
/// the blank's first walks on a random 4000 x 4000 board at 15% fixed grew
/// to 8 million entries (96 MiB each), where what is left to read is a thin
/// front.
#[cold]
#[inline(never)]
fn drop_read(now: &mut Vec<Entry>, head: usize, read_out: usize) -> (usize, usize) {
    if head.saturating_mul(2) >= now.len() {
        now.drain(..head);
        (0, read_out)
    } else {
        (head, head.saturating_mul(2))
    }
}

#[cfg(all(test, feature = "generate"))]
mod tests {
    use super::{GridSearch, Visit};
    use crate::generate::{Family, seeded, test_boards};
    use crate::input::cell::Pos;
    use rand::RngExt;

    /// Levels weighed from a few hundred entries, which a small board's
    /// walks reach.
    const SMALL_READ_OUT: usize = 1 << 8;

    /// Walks that drop the entries they have read visit the same cells in
    /// the same order, at the same distances, as walks that keep them: on
    /// boards where one level holds far more than the [`READ_OUT`] entries
    /// they are weighed from (here a few hundred).
    #[test]
    fn dropping_read_entries_changes_no_walk() {
        let mut rng = seeded(26);
        let mut dropped = 0;
        let clutter = [0.0, 0.05, 0.2].map(|fixed| Family::Random { fixed });
        for board in test_boards(clutter, &[(120, 130)], 27) {
            let free: Vec<_> = board.free_cells().collect();
            for _ in 0..3 {
                let start = free[rng.random_range(0..free.len())];
                let anchor = Pos::new(rng.random_range(0..120), rng.random_range(0..130));
                let walk = |long: bool| {
                    let mut search =
                        GridSearch::new(board.layout_len()).with_read_out(SMALL_READ_OUT);
                    search.reset();
                    let mut seen = Vec::new();
                    let visit = |x, g, key, _h| {
                        seen.push((x, g, key));
                        Visit::Expand
                    };
                    if long {
                        search.run::<true>(&board, start, anchor, 0, visit);
                    } else {
                        search.run::<false>(&board, start, anchor, 0, visit);
                    }
                    (seen, search.now.capacity().max(search.next.capacity()))
                };
                let (kept, kept_room) = walk(false);
                let (read, read_room) = walk(true);
                assert_eq!(read, kept, "{start:?} {anchor:?}");
                if kept_room > 4 * SMALL_READ_OUT {
                    dropped += usize::from(read_room < kept_room);
                }
            }
        }
        assert!(dropped >= 3, "{dropped} walks dropped what they had read");
    }
}
