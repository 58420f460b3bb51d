//! Stage 4, the state graph: states (piece cell, side of the blank), their
//! components, the corridor-compressed graph that searches walk, and the
//! cells a piece can reach (why a game is -1).
//!
//! May use: `input`, `walk`, `around`.

pub(crate) mod branch_graph;
pub(crate) mod components;
pub(crate) mod corridors;
pub(crate) mod reach;
pub(crate) mod state;
pub(crate) mod state_graph;
pub(crate) mod tiled;
