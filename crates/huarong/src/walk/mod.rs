//! Stage 2, the blank's walks: shortest walks of the blank over the board with
//! some cells removed (the designated piece, its other sides, a corridor run).
//!
//! Around-costs, phase 1 and move spelling are all such walks, so they share
//! one scratch type, [`BlankSearch`]. Over the board cell by cell
//! ([`grid_search`]), or over its [`Skeleton`] of junctions and runs when the
//! board has one.
//!
//! May use: `input`.

pub(crate) mod grid_search;
pub(crate) mod skeleton;
