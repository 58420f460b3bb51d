//! A tile's scratch while its regions are flooded, contracted and walked.

use crate::input::cell::Cell;
use crate::walk::region_walks::RegionWalks;

/// A tile's scratch, indexed by a cell's place in its tile (and by state:
/// four to a cell).
#[derive(Clone, Debug)]
pub(super) struct Scratch {
    /// Per cell: its candidate region + 1, or 0.
    pub(super) region: Vec<u32>,
    /// Per state: the region + 1 it is inside, or 0.
    pub(super) inside: Vec<u32>,
    /// Per state: the distance of the current door's search, valid where
    /// `seen` is the search's stamp.
    pub(super) dist: Vec<u64>,
    pub(super) seen: Vec<u32>,
    pub(super) stamp: u32,
    /// Cells with their places in the tile, to visit.
    pub(super) queue: Vec<(Cell, usize)>,
    /// The blank's walks across a region, by a cell's place in the tile.
    pub(super) walks: RegionWalks,
}

impl Scratch {
    pub(super) fn new(side: usize) -> Scratch {
        let cells = side * side;
        Scratch {
            region: vec![0; cells],
            inside: vec![0; 4 * cells],
            dist: vec![0; 4 * cells],
            seen: vec![0; 4 * cells],
            stamp: 0,
            queue: Vec::new(),
            walks: RegionWalks::new(cells),
        }
    }

    /// The bytes of one tile's scratch (its queue aside, at most a word a
    /// cell).
    pub(super) const fn bytes(side: usize) -> usize {
        side * side * (4 + 4 * (4 + 8 + 4) + 8 + RegionWalks::BYTES_PER_PLACE)
    }
}
