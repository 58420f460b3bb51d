//! After stage 6, explanations: the published method's own numbers for one game
//! or one cell, read off the solver rather than computed a second way.
//!
//! The method (the well-known write-up of NOIP 2013 Day 2 Problem 3): the
//! piece moves only when the blank is beside it, so the states that matter are
//! (piece cell, side of the blank); the blank's walk from one side of a cell
//! to another, without crossing it, does not depend on the game and is
//! computed once per board; each game is then a shortest path over the states,
//! from the sides the blank can first walk to. [`GameExplanation`] gives a
//! game's first walks and its optimal path, taken from the fast engine's
//! solution; [`CellExplanation`] gives the walks round one cell, from the
//! state graph's around-costs. [`NaiveSearch`], [`BlankWalk`] and
//! [`StateSearch`] are the searches Learn mode draws, run here rather than
//! in the page.
//!
//! May use: every stage before it (`input` to `engine`) and `solution`.

pub(crate) mod cell;
pub(crate) mod game;
pub(crate) mod searches;
