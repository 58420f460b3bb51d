//! `parse`: the puzzle as the library reads it, for a page that draws it
//! (the page keeps no parser of its own).

use huarong::{Pos, Puzzle};
use serde::Serialize;

/// `{"rows", "cols", "cells", "games"}`.
#[derive(Clone, Debug, Serialize)]
pub struct BoardReply {
    /// Rows.
    pub rows: usize,
    /// Columns.
    pub cols: usize,
    /// Every cell row by row, `1` movable and `0` fixed, in one string.
    pub cells: String,
    /// The games, in input order.
    pub games: Vec<GameReply>,
}

/// `{"blank", "piece", "target"}`: one game, `[row, column]` from 1.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct GameReply {
    /// The blank's cell.
    pub blank: [usize; 2],
    /// The designated piece's cell.
    pub piece: [usize; 2],
    /// The target cell.
    pub target: [usize; 2],
}

fn at(pos: Pos) -> [usize; 2] {
    [pos.row() + 1, pos.col() + 1]
}

impl BoardReply {
    /// `puzzle` as the reply shows it.
    #[must_use]
    pub fn new(puzzle: &Puzzle) -> BoardReply {
        let board = &puzzle.board;
        let mut cells = String::with_capacity(board.rows() * board.cols());
        for row in 0..board.rows() {
            for col in 0..board.cols() {
                cells.push(if board.is_free(Pos::new(row, col)) {
                    '1'
                } else {
                    '0'
                });
            }
        }
        BoardReply {
            rows: board.rows(),
            cols: board.cols(),
            cells,
            games: puzzle
                .games
                .iter()
                .map(|g| GameReply {
                    blank: at(g.blank),
                    piece: at(g.piece),
                    target: at(g.target),
                })
                .collect(),
        }
    }
}
