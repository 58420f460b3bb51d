//! The parts of a board (its free cells' connected components) and a
//! pocket: a free cell with no free neighbour, where a test set's games can
//! shut the blank or the piece away from the rest (the piece on its target
//! with the blank shut away, a blank that cannot move, a target cut off).
//! Most families draw boards in one part; a test set's case gets a pocket
//! where its board has none.

use std::collections::VecDeque;

use rand::RngExt;

use super::boards::free_neighbors;
use super::traps::at;
use crate::input::board::Board;
use crate::input::cell::Pos;

/// The free cells of a board by part: which part each cell is in, and the
/// cells of each part.
#[derive(Clone, Debug)]
pub(super) struct Parts {
    /// The part of each cell, by row-major index; `None` for a fixed cell.
    label: Vec<Option<usize>>,
    /// The cells of each part, in the order a search from its first cell
    /// (in row-major order) meets them.
    cells: Vec<Vec<Pos>>,
}

impl Parts {
    /// The parts of `board`.
    pub(super) fn of(board: &Board) -> Parts {
        let mut label = vec![None; board.rows() * board.cols()];
        let mut cells = Vec::new();
        for row in 0..board.rows() {
            for col in 0..board.cols() {
                let start = Pos::new(row, col);
                if !board.is_free(start) || label[at(board, start)].is_some() {
                    continue;
                }
                let part = cells.len();
                label[at(board, start)] = Some(part);
                let mut members = vec![start];
                let mut queue = VecDeque::from([start]);
                while let Some(pos) = queue.pop_front() {
                    for n in free_neighbors(board, pos) {
                        if label[at(board, n)].is_none() {
                            label[at(board, n)] = Some(part);
                            members.push(n);
                            queue.push_back(n);
                        }
                    }
                }
                cells.push(members);
            }
        }
        Parts { label, cells }
    }

    /// How many parts.
    pub(super) fn count(&self) -> usize {
        self.cells.len()
    }

    /// The part `pos` is in; `None` for a fixed cell.
    pub(super) fn part(&self, board: &Board, pos: Pos) -> Option<usize> {
        self.label[at(board, pos)]
    }

    /// The cells of the part `pos` is in (empty for a fixed cell).
    pub(super) fn with(&self, board: &Board, pos: Pos) -> &[Pos] {
        self.part(board, pos).map_or(&[], |p| &self.cells[p])
    }

    /// The free cells outside the part of `pos`.
    pub(super) fn apart_from(&self, board: &Board, pos: Pos) -> Vec<Pos> {
        let own = self.part(board, pos);
        (0..self.cells.len())
            .filter(|&p| Some(p) != own)
            .flat_map(|p| self.cells[p].iter().copied())
            .collect()
    }
}

/// `board` with a pocket, a free cell with no free neighbour, where it has
/// none: a fixed cell walled in by fixed cells opened where there is one,
/// else a free cell cut off by fixing its free neighbours, the cell with
/// the fewest whose cutting leaves the rest in as many parts as before and
/// two free cells at least. Boards with fewer than three free cells, and
/// those where no cell can be cut off so, stay as they are.
pub(super) fn with_pocket(mut board: Board, rng: &mut impl RngExt) -> Board {
    let free: Vec<Pos> = board.free_cells().map(|c| board.pos(c)).collect();
    if free.len() < 3
        || free
            .iter()
            .any(|&p| free_neighbors(&board, p).next().is_none())
    {
        return board;
    }
    let walled: Vec<Pos> = (0..board.rows())
        .flat_map(|row| (0..board.cols()).map(move |col| Pos::new(row, col)))
        .filter(|&p| !board.is_free(p) && free_neighbors(&board, p).next().is_none())
        .collect();
    if !walled.is_empty() {
        board.set_free(walled[rng.random_range(0..walled.len())], true);
        return board;
    }
    let parts = Parts::of(&board).count();
    let cycles = cycle_rank(&board);
    let mut cells = free;
    for i in (1..cells.len()).rev() {
        cells.swap(i, rng.random_range(0..=i));
    }
    // Of the cuts that keep the rest in as many parts and with a cycle if
    // it had one, one that breaks the fewest cycles, then fixes the fewest
    // cells; the first drawn of those.
    cells
        .into_iter()
        .filter_map(|cell| {
            let mut cut = board.clone();
            let around: Vec<Pos> = free_neighbors(&board, cell).collect();
            for &n in &around {
                cut.set_free(n, false);
            }
            let left = cycle_rank(&cut);
            let keeps = cut.free_count() >= 3
                && Parts::of(&cut).count() == parts + 1
                && (cycles == 0 || left > 0);
            keeps.then(|| ((cycles - left, around.len()), cut))
        })
        .min_by_key(|(cost, _)| *cost)
        .map_or(board, |(_, cut)| cut)
}

/// How many independent cycles the free cells hold: edges, less cells,
/// plus parts.
pub(super) fn cycle_rank(board: &Board) -> usize {
    let cells: Vec<Pos> = board.free_cells().map(|c| board.pos(c)).collect();
    let edges: usize = cells
        .iter()
        .map(|&p| free_neighbors(board, p).count())
        .sum::<usize>()
        / 2;
    edges + Parts::of(board).count() - cells.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two parts, the three cells at the top left and the L of four on the
    /// right, with no cycle in either.
    const TWO_PARTS: [&str; 3] = ["1101", "1001", "0011"];

    /// Which part each cell is in, and that a fixed cell is in none.
    #[test]
    fn parts_of_a_board() {
        let b = Board::from_rows(&TWO_PARTS).expect("a board");
        let parts = Parts::of(&b);
        assert_eq!((parts.count(), cycle_rank(&b)), (2, 0));
        assert_eq!(
            parts.part(&b, Pos::new(0, 0)),
            parts.part(&b, Pos::new(1, 0))
        );
        assert_ne!(
            parts.part(&b, Pos::new(0, 0)),
            parts.part(&b, Pos::new(2, 3))
        );
        assert_eq!(parts.with(&b, Pos::new(2, 2)).len(), 4);
        assert_eq!(parts.apart_from(&b, Pos::new(0, 0)).len(), 4);
        assert_eq!(parts.part(&b, Pos::new(0, 2)), None);
    }
}
