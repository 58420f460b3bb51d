//! Where the landmarks stand: spread out over the outside of the board's
//! largest component.

use crate::graph::state::State;
use crate::graph::state_graph::StateGraph;
use crate::input::board::Board;
use crate::input::cell::Cell;
use crate::input::dir::Dir;

/// Landmarks serve only components of at least this many states: on boards
/// whose pieces can hardly move (trees such as perfect mazes, combs and
/// spirals, where a piece can only swap with the blank and back) every
/// component has two states, and a search is a step or two.
const LEAST_COMPONENT: usize = 16;

/// Landmark states, spread out over the outside of the board's largest
/// component: the first the branch state nearest to the board's top left
/// corner, each next one at the outermost cell (see [`keep_outermost`])
/// farthest (in walks of the blank over free cells) from all landmarks so far.
///
/// Far-apart landmarks see more detours: on boards made of one long cycle
/// (rooms joined by one-cell doors, snaking rings) landmarks at the board's
/// corners all sit near where the cycle closes, and their bounds are weak for
/// most games. On open and cluttered boards the farthest cells are the corners.
/// Past the corners, the farthest cell of a square board is its centre, and
/// then points between it and the edges: a landmark inside bounds only the
/// games that head straight away from it, where one on the outside bounds
/// every game heading its way. With 16 landmarks on a 1000 x 1000 board at
/// 30%, picking from every cell made A* settle 14% more states and take 1.2
/// times the CPU of the fixed border anchors used before.
pub(super) fn pick(graph: &StateGraph, count: usize) -> Vec<State> {
    let board = graph.board();
    // Component sizes, counted at each component's representative state.
    let mut sizes: Vec<u32> = bytemuck::zeroed_vec(board.layout_len() * 4);
    for s in graph.states() {
        sizes[graph.representative(s).index()] += 1;
    }
    let Some((largest, _)) = sizes
        .iter()
        .enumerate()
        .filter(|&(_, &n)| n > 0)
        .max_by_key(|&(rep, &n)| (n, rep))
    else {
        return Vec::new();
    };
    // Searches in tiny components are cheap without help.
    if (sizes[largest] as usize) < LEAST_COMPONENT {
        return Vec::new();
    }
    drop(sizes);
    // Landmarks must be branch states: searches settle only those. One
    // candidate per cell, by state number (which fits u32, as the layout
    // does four times over), or NONE.
    const NONE: u32 = u32::MAX;
    let mut candidate = vec![NONE; board.layout_len()];
    let mut first: (usize, Option<State>) = (usize::MAX, None);
    for (_, s) in graph.branch_states() {
        if graph.representative(s).index() != largest {
            continue;
        }
        let slot = &mut candidate[s.cell().index()];
        if *slot == NONE {
            *slot = s.index() as u32;
        }
        let pos = board.pos(s.cell());
        let d = pos.row() + pos.col();
        if d < first.0 {
            first = (d, Some(s));
        }
    }
    let Some(mut next) = first.1 else {
        return Vec::new();
    };
    keep_outermost(board, &mut candidate, NONE);
    let mut chosen = vec![next];
    // Per cell, the walk to the nearest landmark so far.
    let mut nearest = vec![u32::MAX; board.layout_len()];
    let mut queue = Vec::new();
    while chosen.len() < count {
        walks_from(board, next.cell(), &mut nearest, &mut queue);
        // The farthest cell with a candidate, the first of them on ties.
        let far = candidate
            .iter()
            .zip(&nearest)
            .filter(|&(&s, &d)| s != NONE && d != u32::MAX)
            .max_by_key(|&(&s, &d)| (d, std::cmp::Reverse(s)));
        match far {
            Some((&s, &d)) if d > 0 => next = State::from_index(s as usize),
            _ => break,
        }
        chosen.push(next);
    }
    chosen.sort_unstable();
    chosen.dedup();
    chosen
}

/// Keeps in `candidate` (per cell a state number, or `none`) only the
/// outermost cells: the first and the last cell with a candidate in each row
/// and in each column. On a board free up to its edges they are its border;
/// on others the outline of the component as seen from outside.
fn keep_outermost(board: &Board, candidate: &mut [u32], none: u32) {
    // Per row and per column, the first and last cell index with a candidate.
    let mut rows = vec![(usize::MAX, 0); board.rows()];
    let mut cols = vec![(usize::MAX, 0); board.cols()];
    for (i, _) in candidate.iter().enumerate().filter(|&(_, &s)| s != none) {
        let pos = board.pos(Cell::from_index(i));
        for (first, last) in [&mut rows[pos.row()], &mut cols[pos.col()]] {
            *first = (*first).min(i);
            *last = (*last).max(i);
        }
    }
    let mut outermost = vec![false; candidate.len()];
    for &(first, last) in rows.iter().chain(&cols) {
        if first != usize::MAX {
            outermost[first] = true;
            outermost[last] = true;
        }
    }
    for (s, keep) in candidate.iter_mut().zip(outermost) {
        if !keep {
            *s = none;
        }
    }
}

/// Lowers `nearest` to the walk from `from` over free cells, where shorter: a
/// breadth-first search (that stops where the walk is no shorter than a
/// nearer landmark's), with `queue` (of cell indices, which fit u32) as
/// scratch.
fn walks_from(board: &Board, from: Cell, nearest: &mut [u32], queue: &mut Vec<u32>) {
    queue.clear();
    nearest[from.index()] = 0;
    queue.push(from.index() as u32);
    let mut head = 0;
    while let Some(&x) = queue.get(head) {
        head += 1;
        let x = Cell::from_index(x as usize);
        let next = nearest[x.index()] + 1;
        for d in Dir::ALL {
            let y = board.step(x, d);
            if board.free_cell(y) && nearest[y.index()] > next {
                nearest[y.index()] = next;
                queue.push(y.index() as u32);
            }
        }
    }
}

#[cfg(all(test, feature = "generate"))]
mod tests {
    use std::collections::HashSet;

    use super::pick;
    use crate::generate::{random_board, seeded};
    use crate::graph::state_graph::StateGraph;
    use crate::input::board::Board;
    use crate::input::cell::Pos;

    /// The landmarks `pick` chooses on `board`, as positions.
    fn picked(board: &Board, count: usize) -> Vec<Pos> {
        let graph = StateGraph::new(board);
        pick(&graph, count)
            .into_iter()
            .map(|s| board.pos(s.cell()))
            .collect()
    }

    /// On an open board every landmark lies on the border, the four corners
    /// by them: farthest-first over every cell put the fifth at the centre.
    #[test]
    fn landmarks_lie_on_the_border_of_an_open_board() {
        let board = random_board(40, 40, 0.0, &mut seeded(1));
        let chosen = picked(&board, 16);
        assert_eq!(chosen.len(), 16);
        for p in &chosen {
            assert!(
                p.row() == 0 || p.row() == 39 || p.col() == 0 || p.col() == 39,
                "landmark inside the board at {p:?}"
            );
        }
        // A corner cell holds no branch state (the blank only swaps with
        // the piece or walks round it): the landmark is next to it.
        for (r, c) in [(0, 0), (0, 39), (39, 0), (39, 39)] {
            assert!(
                chosen
                    .iter()
                    .any(|p| p.row().abs_diff(r) + p.col().abs_diff(c) <= 2),
                "no landmark by the corner ({r}, {c}): {chosen:?}"
            );
        }
    }

    /// Behind a frame of fixed cells, and round a hole in the middle, the
    /// landmarks lie on the outline of the free cells as seen from outside.
    #[test]
    fn landmarks_lie_on_the_outline_behind_a_frame() {
        let rows: Vec<String> = (0..24)
            .map(|r| {
                (0..24)
                    .map(|c| {
                        let frame = r == 0 || r == 23 || c == 0 || c == 23;
                        let hole = (9..15).contains(&r) && (9..15).contains(&c);
                        if frame || hole { '0' } else { '1' }
                    })
                    .collect()
            })
            .collect();
        let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
        let board = Board::from_rows(&rows).unwrap();
        let chosen = picked(&board, 12);
        assert!(chosen.len() >= 8, "{chosen:?}");
        for p in &chosen {
            assert!(
                p.row() == 1 || p.row() == 22 || p.col() == 1 || p.col() == 22,
                "landmark off the outline at {p:?}"
            );
        }
    }

    /// On a cluttered board each landmark is the first or last cell of its
    /// row or of its column with a branch state of the largest component.
    #[test]
    fn landmarks_are_outermost_on_a_cluttered_board() {
        let board = random_board(60, 50, 0.3, &mut seeded(2));
        let graph = StateGraph::new(&board);
        let chosen = pick(&graph, 16);
        assert_eq!(chosen.len(), 16);
        let component = graph.representative(chosen[0]);
        let cells: HashSet<(usize, usize)> = graph
            .branch_states()
            .filter(|&(_, s)| graph.representative(s) == component)
            .map(|(_, s)| {
                let p = board.pos(s.cell());
                (p.row(), p.col())
            })
            .collect();
        for s in chosen {
            assert_eq!(graph.representative(s), component);
            let p = board.pos(s.cell());
            let (r, c) = (p.row(), p.col());
            let inside = (0..c).any(|x| cells.contains(&(r, x)))
                && (c + 1..50).any(|x| cells.contains(&(r, x)))
                && (0..r).any(|y| cells.contains(&(y, c)))
                && (r + 1..60).any(|y| cells.contains(&(y, c)));
            assert!(!inside, "landmark inside the component at {p:?}");
        }
    }
}
