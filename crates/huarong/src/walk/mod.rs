//! Stage 2, the blank's walks: shortest walks of the blank over the board with
//! some cells removed (the designated piece, its other sides, a corridor run).
//!
//! Around-costs, phase 1 and move spelling are all such walks, so they share
//! one scratch type, [`blank_search::BlankSearch`]. It walks cell by cell
//! ([`grid_search`]) or, when the board has few junctions, over its
//! [`skeleton::Skeleton`] of junctions and runs ([`skeleton_search`], with the
//! skeleton's table of detours when games are many).
//!
//! May use: `input`.

/// No limit on the cells (or junctions) a search may settle.
pub(crate) const NO_LIMIT: usize = usize::MAX;

/// The length of a walk that does not exist, in tables of walk lengths.
pub(crate) const NO_WALK: u64 = u64::MAX;

pub(crate) mod blank_search;
pub(crate) mod cell_shortcuts;
pub(crate) mod grid_search;
pub(crate) mod region_walks;
pub(crate) mod side_distances;
pub(crate) mod skeleton;
pub(crate) mod skeleton_search;
