//! Stage 4, the state graph: states (piece cell, side of the blank), their
//! components, and the corridor-compressed graph that searches walk.
//!
//! May use: `input`, `walk`, `around`.

pub(crate) mod branch_graph;
pub(crate) mod components;
pub(crate) mod corridors;
pub(crate) mod state;
pub(crate) mod state_graph;
