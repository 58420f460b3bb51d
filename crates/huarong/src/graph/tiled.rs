//! The order the branch states are numbered in: tile by tile, so that states
//! a search meets close together on the board lie close together in every
//! table indexed by branch number (search records, landmark rows, components).
//!
//! Numbered row by row, a state's neighbours above and below lie a whole row
//! of the board apart: on a 2000 x 2000 board each step of a search up or down
//! reads another page of its records. In tiles of 16 x 16 cells, beads at
//! 2000 x 2000 with 100 games took 14% less CPU (36.1 s -> 31.0 s), rooms 13%
//! (22.6 s -> 19.6 s), random clutter at 30% 5% (12.0 s -> 11.4 s); answers
//! and the instructions on small boards stay as they were.

use crate::graph::state::State;
use crate::input::board::Board;
use crate::input::tiles::TileSegments;

/// The valid states of a board (the piece on a free cell, the blank on a free
/// side of it), tile by tile: the cells in the order of [`TileSegments`], a
/// cell's states side by side.
#[derive(Clone, Debug)]
pub(crate) struct TiledStates<'b> {
    board: &'b Board,
    segments: TileSegments<'b>,
    /// The current segment's next state number, and the number past its
    /// last: the states of consecutive cells are consecutive numbers.
    at: usize,
    end: usize,
}

impl<'b> TiledStates<'b> {
    /// The valid states of `board`, tile by tile.
    pub(crate) fn new(board: &'b Board) -> TiledStates<'b> {
        TiledStates {
            board,
            segments: TileSegments::new(board),
            at: 0,
            end: 0,
        }
    }

    /// Moves to the next segment's states; false past the last. Kept out
    /// of [`TiledStates::next`], which runs once a state and must stay small
    /// enough to be inlined where the corridors number the states: with the
    /// segment's opening inside it, it was not, and the bench's 200 x 200
    /// board took 6.7 million more instructions.
    #[inline(never)]
    fn open_segment(&mut self) -> bool {
        let Some((first, width)) = self.segments.next() else {
            return false;
        };
        self.at = first.index() * 4;
        self.end = self.at + 4 * width;
        true
    }
}

impl Iterator for TiledStates<'_> {
    type Item = State;

    #[inline]
    fn next(&mut self) -> Option<State> {
        let board = self.board;
        loop {
            // Valid states over a run of consecutive numbers.
            while self.at < self.end {
                let s = State::from_index(self.at);
                self.at += 1;
                if s.valid_on(board) {
                    return Some(s);
                }
            }
            if !self.open_segment() {
                return None;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::TiledStates;
    use crate::graph::state::State;
    use crate::input::tiles::{assert_tiled, boards_to_tile};

    /// Every valid state once, and the first tile's states before any other.
    #[test]
    fn every_valid_state_once_tile_by_tile() {
        for board in boards_to_tile() {
            let tiled: Vec<State> = TiledStates::new(&board).collect();
            let valid: Vec<State> = (0..board.layout_len() * 4)
                .map(State::from_index)
                .filter(|s| s.valid_on(&board))
                .collect();
            assert_tiled(&tiled, &valid, |s| board.pos(s.cell()));
        }
    }
}
