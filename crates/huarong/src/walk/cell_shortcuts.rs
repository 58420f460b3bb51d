//! The blank's shortcuts across a board's thin regions: from each cell at a
//! region's edge (a *door*) to each other, the length of the shortest walk
//! through the region's inside, so that a walk of the blank from far away
//! crosses a region in one step instead of cell by cell (see
//! [`GridSearch::run_across`](crate::walk::grid_search::GridSearch::run_across)).
//! Which cells form the regions is the searches' overlay's business; this is
//! the table its walks read, kept as [`DoorLists`], as the overlay keeps the
//! piece's shortcuts by portal.

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

/// The shortcuts of the blank from every door cell, by cell index.
pub(crate) type CellShortcuts = DoorLists<CellShortcut>;

/// Lists of shortcuts by door, for doors few among many keys (cells, or
/// branch numbers): a bit per key marks the doors, the doors before each
/// word of bits are counted, and each door's list starts where its rank
/// says. The blank's walks read the lists of door cells; the piece's
/// searches those of portal states, and the bits to tell a portal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct DoorLists<T> {
    /// A bit per key: the doors.
    door: Vec<u64>,
    /// Per word of `door`: the doors the words before it hold.
    rank: Vec<u32>,
    /// Per door, by rank: where its list starts (one more at the end).
    first: Vec<u32>,
    items: Vec<T>,
}

impl<T> Default for DoorLists<T> {
    fn default() -> DoorLists<T> {
        DoorLists {
            door: Vec::new(),
            rank: Vec::new(),
            first: Vec::new(),
            items: Vec::new(),
        }
    }
}

impl<T> DoorLists<T> {
    /// The lists over `len` keys of `items`, each given with its door's key
    /// and sorted by it; `doors` marks the doors with or without items (the
    /// keys of `items` are doors too).
    #[must_use]
    pub(crate) fn new(
        len: usize,
        doors: impl IntoIterator<Item = usize>,
        items: Vec<(usize, T)>,
    ) -> DoorLists<T> {
        debug_assert!(items.is_sorted_by_key(|&(key, _)| key), "items by door");
        let mut door = vec![0u64; len.div_ceil(64)];
        for key in doors.into_iter().chain(items.iter().map(|&(key, _)| key)) {
            door[key / 64] |= 1 << (key % 64);
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
        let mut lists = DoorLists {
            door,
            rank,
            first: vec![0; before as usize + 1],
            items: Vec::new(),
        };
        for &(key, _) in &items {
            let r = lists.rank_of(key);
            lists.first[r + 1] += 1;
        }
        for i in 1..lists.first.len() {
            lists.first[i] += lists.first[i - 1];
        }
        lists.items = items.into_iter().map(|(_, item)| item).collect();
        lists
    }

    /// The door `key`'s number among the doors.
    fn rank_of(&self, key: usize) -> usize {
        let below = self.door[key / 64] & ((1u64 << (key % 64)) - 1);
        self.rank[key / 64] as usize + below.count_ones() as usize
    }

    /// Whether `key` is a door.
    #[inline]
    #[must_use]
    pub(crate) fn is_door(&self, key: usize) -> bool {
        self.door[key / 64] >> (key % 64) & 1 == 1
    }

    /// The list of `key` (empty unless a door).
    #[inline]
    #[must_use]
    pub(crate) fn from(&self, key: usize) -> &[T] {
        if !self.is_door(key) {
            return &[];
        }
        let r = self.rank_of(key);
        &self.items[self.first[r] as usize..self.first[r + 1] as usize]
    }

    /// The bytes of the lists.
    #[cfg(all(test, feature = "generate"))]
    #[must_use]
    pub(crate) fn bytes(&self) -> usize {
        self.door.len() * 8
            + self.rank.len() * 4
            + self.first.len() * 4
            + self.items.len() * std::mem::size_of::<T>()
    }
}
