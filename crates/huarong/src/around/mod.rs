//! Stage 3, around-costs: for every free cell and every pair of its sides, the
//! blank's shortest walk from one side to the other without crossing the cell.
//!
//! Tiers, cheapest first: local patterns; side groups from one depth-first
//! search ([`blocks`]); corridor runs and runs in series ([`run_series`]);
//! budgeted searches whose pending pairs the [`table`] settles on first read.
//!
//! May use: `input`, `walk`.

pub(crate) mod blocks;
pub(crate) mod costs;
pub(crate) mod run_series;
pub(crate) mod table;
