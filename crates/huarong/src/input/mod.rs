//! Stage 1, input: the board, cells and directions, games and puzzles, and the
//! judge's text format, read leniently for solving (`parse`) and strictly for
//! checking test data (`validate`), both after one grammar (`grammar`) and
//! with one located error (`error`).
//!
//! Uses nothing else in the crate: every later stage builds on these types.

pub(crate) mod board;
pub(crate) mod cell;
pub(crate) mod dir;
pub(crate) mod error;
pub(crate) mod grammar;
pub(crate) mod parse;
pub(crate) mod puzzle;
pub(crate) mod shown;
pub(crate) mod tiles;
pub(crate) mod validate;
