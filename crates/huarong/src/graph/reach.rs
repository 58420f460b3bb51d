//! Why a game has no solution: the cells its designated piece can ever reach.
//!
//! The piece moves only by swapping with the blank beside it, so the cells it
//! can occupy are those of the states (piece cell, side of the blank) joined to
//! the game's first states in the state graph; its first states are the sides
//! of the piece that the blank can walk to without moving the piece (their
//! side group, as the fast engine finds it). The target is among these cells
//! exactly when the game is solvable.

use crate::graph::state::State;
use crate::graph::state_graph::StateGraph;
use crate::input::cell::Pos;
use crate::input::dir::Dir;
use crate::input::puzzle::Game;

/// The cells the designated piece of `game` can occupy on `graph`'s board,
/// its start included, row by row: the explanation of an answer of -1,
/// whose target is not among them.
///
/// ```
/// use huarong::{InputLimits, Pos, StateGraph, parse_puzzle, piece_reach};
/// let text = b"3 4 1\n0 1 1 1\n0 1 1 0\n0 1 0 0\n1 2 2 2 3 2\n";
/// let puzzle = parse_puzzle(text, &InputLimits::default()).unwrap();
/// let graph = StateGraph::new(&puzzle.board);
/// let reach = piece_reach(&graph, &puzzle.games[0]);
/// assert_eq!(reach.len(), 4);
/// assert!(!reach.contains(&Pos::new(2, 1))); // the target, row 3 column 2
/// ```
pub fn piece_reach(graph: &StateGraph, game: &Game) -> Vec<Pos> {
    let board = graph.board();
    let piece = board.cell(game.piece);
    // The sides the blank reaches without crossing the piece form one side
    // group, whose states are joined: any one of them is the start.
    let Some(group) = graph
        .side_groups()
        .group_of(board, piece, board.cell(game.blank))
    else {
        return vec![game.piece];
    };
    let start = State::new(piece, Dir::from_index(group));
    board
        .free_cells()
        .filter(|&cell| {
            Dir::ALL.into_iter().any(|side| {
                board.free_cell(board.step(cell, side))
                    && graph.connected(State::new(cell, side), start)
            })
        })
        .map(|cell| board.pos(cell))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::board::Board;

    fn reach(board: &Board, game: &Game) -> Vec<Pos> {
        piece_reach(&StateGraph::new(board), game)
    }

    #[test]
    fn sample_game_two_reaches_four_cells() {
        let board = Board::from_rows(&["0111", "0110", "0100"]).unwrap();
        let game = Game {
            blank: Pos::new(0, 1),
            piece: Pos::new(1, 1),
            target: Pos::new(2, 1),
        };
        let at = |r: usize, c: usize| Pos::new(r - 1, c - 1);
        assert_eq!(
            reach(&board, &game),
            vec![at(1, 2), at(1, 3), at(2, 2), at(2, 3)]
        );
    }

    #[test]
    fn a_walled_in_blank_leaves_the_piece_where_it_is() {
        let board = Board::from_rows(&["1011", "0111"]).unwrap();
        let game = Game {
            blank: Pos::new(0, 0),
            piece: Pos::new(1, 1),
            target: Pos::new(0, 3),
        };
        assert_eq!(reach(&board, &game), vec![game.piece]);
    }
}
