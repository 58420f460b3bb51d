//! The blank's shortcuts across a board's thin regions: from each cell at a
//! region's edge (a *door*) to each other, the length of the shortest walk
//! through the region's inside, so that a walk of the blank from far away
//! crosses a region in one step instead of cell by cell (see
//! [`GridSearch::run_across`](crate::walk::grid_search::GridSearch::run_across)).
//! Which cells form the regions is the searches' overlay's business; this is
//! the table its walks read.

/// What a walk of the blank needs to cross regions by their shortcuts: the
/// table, the region a cell lies in (`None` outside contracted regions), and
/// the regions the walk must search cell by cell.
#[derive(Clone, Copy)]
pub(crate) struct Across<'a> {
    /// The shortcuts.
    pub(crate) shortcuts: &'a CellShortcuts,
    /// The contracted region of a cell, if any.
    pub(crate) region: &'a dyn Fn(crate::input::cell::Cell) -> Option<u32>,
    /// The regions walked cell by cell.
    pub(crate) open: &'a [u32],
}

/// One shortcut of the blank.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct CellShortcut {
    /// The door cell it leads to, by index.
    pub(crate) to: u32,
    /// The region it crosses.
    pub(crate) region: u32,
    /// The length of the walk.
    pub(crate) cost: u32,
}

/// The shortcuts of the blank from every door cell.
#[derive(Clone, Debug, Default)]
pub(crate) struct CellShortcuts {
    /// A bit per layout cell: the doors.
    door: Vec<u64>,
    /// Per word of `door`: the doors the words before it hold.
    rank: Vec<u32>,
    /// Per door, by rank: where its shortcuts start (one more at the end).
    first: Vec<u32>,
    pub(crate) shortcuts: Vec<CellShortcut>,
}

impl CellShortcuts {
    /// The table over a layout of `len` cells of `shortcuts`, each given
    /// with the index of the door it leaves from.
    #[must_use]
    pub(crate) fn new(len: usize, mut shortcuts: Vec<(u32, CellShortcut)>) -> CellShortcuts {
        let mut door = vec![0u64; len.div_ceil(64)];
        for &(from, _) in &shortcuts {
            door[from as usize / 64] |= 1 << (from % 64);
        }
        let mut before = 0u32;
        let rank: Vec<u32> = door
            .iter()
            .map(|w| {
                let r = before;
                before += w.count_ones();
                r
            })
            .collect();
        shortcuts.sort_unstable_by_key(|&(from, s)| (from, s.to, s.region));
        let mut table = CellShortcuts {
            door,
            rank,
            first: vec![0; before as usize + 1],
            shortcuts: Vec::with_capacity(shortcuts.len()),
        };
        for &(from, _) in &shortcuts {
            let r = table.rank_of(from as usize);
            table.first[r + 1] += 1;
        }
        for i in 1..table.first.len() {
            table.first[i] += table.first[i - 1];
        }
        table.shortcuts = shortcuts.into_iter().map(|(_, s)| s).collect();
        table
    }

    fn rank_of(&self, cell: usize) -> usize {
        let below = self.door[cell / 64] & ((1u64 << (cell % 64)) - 1);
        self.rank[cell / 64] as usize + below.count_ones() as usize
    }

    /// The shortcuts from the cell of index `cell` (none unless a door).
    #[inline]
    #[must_use]
    pub(crate) fn from(&self, cell: usize) -> &[CellShortcut] {
        if self.door[cell / 64] >> (cell % 64) & 1 == 0 {
            return &[];
        }
        let r = self.rank_of(cell);
        &self.shortcuts[self.first[r] as usize..self.first[r + 1] as usize]
    }

    /// The bytes of the table.
    #[cfg(all(test, feature = "generate"))]
    #[must_use]
    pub(crate) fn bytes(&self) -> usize {
        self.door.len() * 8
            + self.rank.len() * 4
            + self.first.len() * 4
            + self.shortcuts.len() * std::mem::size_of::<CellShortcut>()
    }
}
