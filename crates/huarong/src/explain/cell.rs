//! The walks round one cell: the around-costs the published method
//! precomputes, as the state graph holds them.

use crate::graph::state_graph::StateGraph;
use crate::input::cell::Pos;
use crate::input::dir::Dir;

/// The blank's walk from one side of a cell to another without crossing it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AroundCost {
    /// The side the blank starts on.
    pub from: Dir,
    /// The side it walks to.
    pub to: Dir,
    /// The length of its shortest walk, or `None` when it cannot get there
    /// without crossing the cell.
    pub cost: Option<u32>,
}

/// The walks round one free cell: one [`AroundCost`] for every ordered pair
/// of distinct free sides (a side is free when the cell beside it is on the
/// board and movable), sides in the order `U D L R`.
///
/// ```
/// use huarong::{Board, CellExplanation, Dir, Pos, StateGraph};
/// let board = Board::from_rows(&["111", "111"]).unwrap();
/// let graph = StateGraph::new(&board);
/// let cell = CellExplanation::new(&graph, Pos::new(0, 1)).unwrap();
/// // Sides D, L and R are free: six ordered pairs.
/// assert_eq!(cell.around.len(), 6);
/// let left_to_right = cell.around.iter().find(|a| (a.from, a.to) == (Dir::Left, Dir::Right));
/// assert_eq!(left_to_right.unwrap().cost, Some(4));
/// assert!(CellExplanation::new(&graph, Pos::new(2, 0)).is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CellExplanation {
    /// The cell (0-based).
    pub cell: Pos,
    /// The walks between its free sides.
    pub around: Vec<AroundCost>,
}

/// Why a cell has no walks round it to explain. Positions print 1-based.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CellError {
    /// The cell lies outside the board.
    #[error("the cell ({r}, {c}) is outside the board", r = .0.row() + 1, c = .0.col() + 1)]
    Outside(Pos),
    /// The cell holds a fixed piece: no piece ever stands there.
    #[error("the cell ({r}, {c}) is fixed (0): no piece ever stands there", r = .0.row() + 1, c = .0.col() + 1)]
    Fixed(Pos),
}

impl CellExplanation {
    /// The walks round `cell` on `graph`'s board, read from its around-costs
    /// (settling any the graph's work budget left pending).
    ///
    /// # Errors
    /// When `cell` is outside the board or fixed.
    pub fn new(graph: &StateGraph, cell: Pos) -> Result<CellExplanation, CellError> {
        let board = graph.board();
        if !board.contains(cell) {
            return Err(CellError::Outside(cell));
        }
        if !board.is_free(cell) {
            return Err(CellError::Fixed(cell));
        }
        let p = board.cell(cell);
        let free: Vec<Dir> = Dir::ALL
            .into_iter()
            .filter(|&d| board.free_cell(board.step(p, d)))
            .collect();
        let around = free
            .iter()
            .flat_map(|&from| free.iter().map(move |&to| (from, to)))
            .filter(|(from, to)| from != to)
            .map(|(from, to)| AroundCost {
                from,
                to,
                cost: graph.around(p, from, to),
            })
            .collect();
        Ok(CellExplanation { cell, around })
    }
}

#[cfg(test)]
mod tests {
    use super::{CellError, CellExplanation};
    use crate::graph::state_graph::StateGraph;
    use crate::input::board::Board;
    use crate::input::cell::Pos;
    use crate::input::dir::Dir;

    /// A corner cell of a ring has two free sides whose walk goes the long
    /// way round; a cell with every side free has twelve ordered pairs.
    #[test]
    fn pairs_are_ordered_distinct_and_free() {
        let board = Board::from_rows(&["111", "101", "111"]).expect("a board");
        let graph = StateGraph::new(&board);
        let corner = CellExplanation::new(&graph, Pos::new(0, 0)).expect("free");
        let pairs: Vec<_> = corner
            .around
            .iter()
            .map(|a| (a.from, a.to, a.cost))
            .collect();
        assert_eq!(
            pairs,
            vec![
                (Dir::Down, Dir::Right, Some(6)),
                (Dir::Right, Dir::Down, Some(6)),
            ]
        );
        let open = Board::from_rows(&["111", "111", "111"]).expect("a board");
        let graph = StateGraph::new(&open);
        let middle = CellExplanation::new(&graph, Pos::new(1, 1)).expect("free");
        assert_eq!(middle.around.len(), 12);
        assert!(
            middle
                .around
                .iter()
                .all(|a| a.from != a.to && a.cost.is_some())
        );
    }

    #[test]
    fn outside_and_fixed_cells_are_refused() {
        let board = Board::from_rows(&["111", "101"]).expect("a board");
        let graph = StateGraph::new(&board);
        assert_eq!(
            CellExplanation::new(&graph, Pos::new(1, 1)),
            Err(CellError::Fixed(Pos::new(1, 1)))
        );
        assert_eq!(
            CellExplanation::new(&graph, Pos::new(0, 3)),
            Err(CellError::Outside(Pos::new(0, 3)))
        );
    }
}
