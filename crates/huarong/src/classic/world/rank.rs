//! Every layout of one mix numbered densely, `0..len`, in the order of its
//! canonical code: Cao Cao's top-left cell, then the kind of each block
//! (blank, soldier, horizontal general, vertical one) in the reading order
//! of their top-left cells. A layout's number is its rank among the sorted
//! codes, so one byte a layout in a plain array holds its distance.
//!
//! Ranks are counted, not searched: filling the board in reading order,
//! the cells still to fill depend only on the next cell to fill, which of
//! the three after it the vertical generals above already cover, and the
//! blocks left. For each such state the table holds how many layouts
//! complete it, and for each kind of block, how many complete it with a
//! smaller kind first: a layout's rank is the sum of those, one a block.

use crate::classic::metric::Metric;
use crate::classic::world::grid::{
    BLANK, CELLS, COLS, FULL, Grid, HORIZONTAL, ROWS, SOLDIER, VERTICAL,
};
use crate::classic::world::mix::Mix;

/// Cao Cao's places, in reading order: 12 on the 4 x 5 board.
const HEADS: usize = 12;

/// One state of the filling: for each kind, the layouts that complete it
/// with a smaller kind at this cell (`below[4]`: all of them).
#[derive(Clone, Copy, Default)]
struct Entry {
    below: [u32; 5],
}

/// The table of one place of Cao Cao.
struct HeadTable {
    /// His top-left cell.
    head: u32,
    /// The cells he covers.
    cover: u32,
    /// The rank of this place's first layout.
    base: u32,
    /// The first cell to fill.
    first: u32,
    /// By `(cell * 8 + window) * blocks + left`: see [`Ranking::left`].
    entries: Vec<Entry>,
}

/// For each cell, the rank summed and the blocks left before the first
/// block at or after it, as a layout is unranked.
#[derive(Default)]
struct Trail {
    rank: [u32; CELLS as usize],
    left: [u32; CELLS as usize],
}

/// The dense numbering of one mix's layouts.
pub(crate) struct Ranking {
    mix: Mix,
    heads: Vec<HeadTable>,
    /// For each cell, the index into `heads` of Cao Cao there.
    head_slot: [u8; CELLS as usize],
    /// How much the index of the blocks left falls when one of each kind
    /// is placed (blanks are not counted: they follow from the rest).
    strides: [u32; 4],
    /// The combinations of blocks left: `(soldiers + 1) * (horizontals +
    /// 1) * (verticals + 1)`.
    blocks: u32,
    len: u32,
}

impl Ranking {
    /// The numbering of `mix`'s layouts.
    pub(crate) fn new(mix: Mix) -> Ranking {
        let strides = [
            0,
            (mix.horizontals + 1) * (mix.verticals + 1),
            mix.verticals + 1,
            1,
        ];
        let blocks = (mix.soldiers + 1) * strides[SOLDIER];
        let mut ranking = Ranking {
            mix,
            heads: Vec::with_capacity(HEADS),
            head_slot: [u8::MAX; CELLS as usize],
            strides,
            blocks,
            len: 0,
        };
        let mut base = 0u64;
        for head in (0..CELLS).filter(|&c| Grid::head_fits(c)) {
            let cover = Grid::head_cover(head);
            let mut table = HeadTable {
                head,
                cover,
                base: u32::try_from(base).expect("a mix has fewer than 2^32 layouts"),
                first: (!cover & FULL).trailing_zeros(),
                entries: vec![Entry::default(); (CELLS * 8 * blocks) as usize],
            };
            ranking.fill(&mut table);
            base += u64::from(ranking.count(&table, table.first, 0, ranking.left(mix)));
            ranking.head_slot[head as usize] = ranking.heads.len() as u8;
            ranking.heads.push(table);
        }
        ranking.len = u32::try_from(base).expect("a mix has fewer than 2^32 layouts");
        ranking
    }

    /// How many layouts the mix has.
    pub(crate) fn len(&self) -> u32 {
        self.len
    }

    /// The mix numbered.
    pub(crate) fn mix(&self) -> Mix {
        self.mix
    }

    /// The range of ranks with Cao Cao at `head`.
    pub(crate) fn head_range(&self, head: u32) -> std::ops::Range<u32> {
        let slot = self.head_slot[head as usize] as usize;
        let start = self.heads[slot].base;
        let end = self.heads.get(slot + 1).map_or(self.len, |t| t.base);
        start..end
    }

    /// The index of the blocks left: `verticals`, `horizontals` and
    /// `soldiers` of `left`.
    fn left(&self, left: Mix) -> u32 {
        left.soldiers * self.strides[SOLDIER]
            + left.horizontals * self.strides[HORIZONTAL]
            + left.verticals
    }

    /// The blocks left whose index is `index`.
    fn unleft(&self, index: u32) -> Mix {
        Mix {
            soldiers: index / self.strides[SOLDIER],
            horizontals: index % self.strides[SOLDIER] / self.strides[HORIZONTAL],
            verticals: index % self.strides[HORIZONTAL],
        }
    }

    /// The layouts that complete the state: `cell` the next to fill (or
    /// `CELLS`), `window` which of the three after it are covered by the
    /// vertical generals above, `left` the blocks left (by index).
    fn count(&self, table: &HeadTable, cell: u32, window: u32, left: u32) -> u32 {
        if cell == CELLS {
            return u32::from(left == 0);
        }
        table.entries[((cell * 8 + window) * self.blocks + left) as usize].below[4]
    }

    /// The state after a block of `kind` is placed at `cell`: the next cell
    /// to fill and its window, when the block fits.
    fn place(table: &HeadTable, cell: u32, window: u32, kind: usize) -> Option<(u32, u32)> {
        let below = window << (cell + 1);
        let mut filled = table.cover | below | ((1 << (cell + 1)) - 1);
        let mut bottoms = below;
        match kind {
            HORIZONTAL => {
                if cell % COLS == COLS - 1 || filled >> (cell + 1) & 1 == 1 {
                    return None;
                }
                filled |= 1 << (cell + 1);
            }
            VERTICAL => {
                if cell / COLS == ROWS - 1 || table.cover >> (cell + COLS) & 1 == 1 {
                    return None;
                }
                filled |= 1 << (cell + COLS);
                bottoms |= 1 << (cell + COLS);
            }
            _ => {}
        }
        let next = (!filled & FULL).trailing_zeros().min(CELLS);
        Some((next, bottoms >> (next + 1) & 7))
    }

    /// Fills `table` from the last cell back.
    fn fill(&self, table: &mut HeadTable) {
        for cell in (0..CELLS).rev() {
            if table.cover >> cell & 1 == 1 {
                continue;
            }
            let after = FULL & !((1 << (cell + 1)) - 1);
            for window in 0..8 {
                // The cells to fill from this one on.
                let open = (after & !table.cover & !(window << (cell + 1))).count_ones() + 1;
                for left in 0..self.blocks {
                    let rest = self.unleft(left);
                    let pieces = 2 * (rest.verticals + rest.horizontals) + rest.soldiers;
                    let Some(blanks) = open.checked_sub(pieces).filter(|&b| b <= self.mix.blanks())
                    else {
                        continue;
                    };
                    let have = [blanks, rest.soldiers, rest.horizontals, rest.verticals];
                    let mut entry = Entry::default();
                    let mut sum = 0;
                    for (kind, &count) in have.iter().enumerate() {
                        entry.below[kind] = sum;
                        if count == 0 {
                            continue;
                        }
                        if let Some((next, next_window)) = Self::place(table, cell, window, kind) {
                            sum += self.count(table, next, next_window, left - self.strides[kind]);
                        }
                    }
                    entry.below[4] = sum;
                    table.entries[((cell * 8 + window) * self.blocks + left) as usize] = entry;
                }
            }
        }
    }

    /// The rank of `grid`, a layout of this mix.
    #[inline]
    pub(crate) fn rank(&self, grid: &Grid) -> u32 {
        let table = &self.heads[self.head_slot[grid.head as usize] as usize];
        self.rank_from(grid, table, 0, table.base, self.left(self.mix))
    }

    /// The rank of `grid` (its Cao Cao's place `table`'s) from its first
    /// block at or after `cell` on, `rank` and `left` being the sum and the
    /// blocks left before it.
    #[inline]
    fn rank_from(
        &self,
        grid: &Grid,
        table: &HeadTable,
        cell: u32,
        mut rank: u32,
        mut left: u32,
    ) -> u32 {
        let [_, soldiers, horizontals, verticals] = grid.tops;
        let bottoms = verticals << COLS;
        let mut rest = (grid.tops[BLANK] | soldiers | horizontals | verticals) >> cell << cell;
        while rest != 0 {
            let cell = rest.trailing_zeros();
            rest &= rest - 1;
            let kind = ((soldiers >> cell & 1) as usize)
                | (((horizontals >> cell & 1) as usize) << 1)
                | (((verticals >> cell & 1) as usize) * VERTICAL);
            let window = bottoms >> (cell + 1) & 7;
            let entry = &table.entries[((cell * 8 + window) * self.blocks + left) as usize];
            rank += entry.below[kind];
            left -= self.strides[kind];
        }
        rank
    }

    /// The layout of rank `rank` (below [`Ranking::len`]).
    pub(crate) fn unrank(&self, rank: u32) -> Grid {
        self.unrank_into(rank, None)
    }

    /// Calls `visit` with the rank of every layout one move from the one of
    /// rank `rank`, in `metric`. A neighbour's code is the same as this
    /// layout's up to the first cell the move touches, so its rank is
    /// counted from there on.
    #[inline]
    pub(crate) fn neighbors(&self, rank: u32, metric: Metric, mut visit: impl FnMut(u32)) {
        let mut trail = Trail::default();
        let grid = self.unrank_into(rank, Some(&mut trail));
        let table = &self.heads[self.head_slot[grid.head as usize] as usize];
        grid.neighbors(metric, |next, first| {
            if next.head == grid.head {
                let (sum, left) = (trail.rank[first as usize], trail.left[first as usize]);
                visit(self.rank_from(&next, table, first, sum, left));
            } else {
                visit(self.rank(&next));
            }
        });
    }

    /// The layout of rank `rank`, and into `trail` the sums before each
    /// cell.
    #[inline]
    fn unrank_into(&self, rank: u32, mut trail: Option<&mut Trail>) -> Grid {
        let slot = self.heads.partition_point(|t| t.base <= rank) - 1;
        let table = &self.heads[slot];
        let mut grid = Grid {
            head: table.head,
            tops: [0; 4],
        };
        let mut rest = rank - table.base;
        let (mut cell, mut window, mut left) = (table.first, 0, self.left(self.mix));
        let mut filled = 0;
        while cell < CELLS {
            if let Some(trail) = trail.as_deref_mut() {
                for c in filled..=cell {
                    trail.rank[c as usize] = rank - rest;
                    trail.left[c as usize] = left;
                }
                filled = cell + 1;
            }
            let entry = &table.entries[((cell * 8 + window) * self.blocks + left) as usize];
            let kind = (BLANK..=VERTICAL)
                .rfind(|&k| entry.below[k] <= rest && rest < entry.below[k + 1])
                .expect("a rank below the count has a block");
            rest -= entry.below[kind];
            for (k, tops) in grid.tops.iter_mut().enumerate() {
                *tops |= u32::from(k == kind) << cell;
            }
            left -= self.strides[kind];
            (cell, window) = Self::place(table, cell, window, kind).expect("counted blocks fit");
        }
        grid
    }

    /// The bytes the tables take.
    pub(crate) fn bytes(&self) -> u64 {
        self.heads
            .iter()
            .map(|t| (t.entries.len() * size_of::<Entry>()) as u64)
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_and_layouts_are_inverse() {
        let ranking = Ranking::new(Mix::HENGDAO_LIMA);
        assert_eq!(ranking.len(), 65_880);
        for rank in (0..ranking.len()).step_by(7) {
            let grid = ranking.unrank(rank);
            assert_eq!(ranking.rank(&grid), rank, "{}", grid.text());
        }
    }

    #[test]
    fn neighbours_ranked_from_the_trail_are_ranked_right() {
        for mix in [Mix::HENGDAO_LIMA, "2v2h2s".parse().unwrap()] {
            let ranking = Ranking::new(mix);
            for rank in (0..ranking.len()).step_by(13) {
                let mut fast = Vec::new();
                ranking.neighbors(rank, Metric::Piece, |next| fast.push(next));
                let mut plain = Vec::new();
                ranking
                    .unrank(rank)
                    .neighbors(Metric::Piece, |next, _| plain.push(ranking.rank(&next)));
                assert_eq!(fast, plain);
            }
        }
    }

    #[test]
    fn the_world_has_its_published_layouts() {
        let total: u64 = Mix::all()
            .into_iter()
            .map(|mix| u64::from(Ranking::new(mix).len()))
            .sum();
        assert_eq!(total, 29_334_498);
    }
}
