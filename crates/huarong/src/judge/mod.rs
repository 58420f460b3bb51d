//! Stage 7, judging: a contestant's output read one line per game
//! (`claims`), each line judged against the expected answers with its moves
//! replayed, as testlib checkers word it (`verdict`), and a failing puzzle
//! shrunk to a small one that still fails (`shrink`). Running programs,
//! timing them and showing the results stay with the caller.
//!
//! May use: `input` and `solution`.

pub(crate) mod claims;
pub(crate) mod shrink;
pub(crate) mod verdict;
