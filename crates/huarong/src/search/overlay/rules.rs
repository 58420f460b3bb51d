//! How an overlay is cut and which regions it contracts ([`Rules`], the
//! solver's and the tests'), and what a contracted region keeps: its
//! [`Shortcut`]s, within their bytes a cell.

use crate::graph::state::Branch;

/// The side of a region's tile, in cells. Along a snaking stretch a region
/// is as long as its tile while its doors stay as many: the shortcuts' bytes
/// a cell fall as the tile grows, and the searches that start or end inside
/// one search all of it.
pub(crate) const REGION_TILE: usize = 256;

/// A region is contracted only with at most this many doors.
pub(super) const MOST_DOORS: usize = 64;

/// Nor with fewer than this many free cells: a search settles small regions
/// as fast as it takes their shortcuts.
pub(super) const LEAST_CELLS: usize = 64;

/// Each contracted region keeps at most this many bytes of shortcuts a cell
/// of its own (see [`Overlay::worth`]), so that the overlay stays within
/// [`Overlay::bytes_bound`]. With 4, regions of 30 to 64 doors and a few
/// thousand cells, between the pieces of a decorated ring of mixed pieces at
/// 2000 x 2000, were searched cell by cell: 2.55 s for its 100 games against
/// 2.27 s with 8.
pub(super) const SHORTCUT_BYTES_PER_CELL: usize = 8;

/// How an overlay is cut and which regions it contracts.
#[derive(Clone, Copy, Debug)]
pub(super) struct Rules {
    /// The side of a tile.
    pub(super) side: usize,
    /// The bytes of shortcuts a region may keep per cell of its own.
    pub(super) budget: usize,
    /// The fewest free cells a contracted region has.
    pub(super) least: usize,
}

impl Rules {
    /// The solver's.
    pub(super) const DEFAULT: Rules = Rules {
        side: REGION_TILE,
        budget: SHORTCUT_BYTES_PER_CELL,
        least: LEAST_CELLS,
    };
}

/// The way through a contracted region from one of its doors to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Shortcut {
    /// The door it leads to.
    pub(crate) to: Branch,
    /// The length of the shortest path through the region's inside.
    pub(crate) cost: u32,
}

#[cfg(all(test, feature = "generate"))]
impl Rules {
    /// Small tiles, and every region with at most the most doors contracted,
    /// whatever its shortcuts take: so that small boards of every family
    /// have many regions in tests, open ground and clutter included.
    pub(super) const SMALL: Rules = Rules {
        side: 16,
        budget: 1 << 16,
        least: 6,
    };
}

/// Whether the shortcuts among `doors` doors fit the bytes a region of
/// `cells` cells may keep.
pub(super) fn shortcuts_fit(doors: usize, cells: usize, budget: usize) -> bool {
    doors * doors.saturating_sub(1) * std::mem::size_of::<Shortcut>() <= cells * budget
}
