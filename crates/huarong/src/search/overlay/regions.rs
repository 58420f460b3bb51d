//! A tile's regions: its free cells, apart from the portal cells, flooded
//! into connected regions, and which of them may be worth contracting by
//! their cells and doors alone.

use super::contract::contract;
use super::rules::{MOST_DOORS, Shortcut, shortcuts_fit};
use super::scratch::Scratch;
use super::tiles::Tile;
use crate::graph::state::Branch;
use crate::graph::state_graph::StateGraph;
use crate::input::board::Board;
use crate::input::cell::{Cell, Pos};
use crate::input::dir::Dir;
use crate::walk::cell_shortcuts::CellShortcut;

/// What one tile gives: its contracted regions' cells (by layout cell, with
/// the region's number within the tile), and per region the branch states
/// inside it that are portals and its shortcuts, as (door, shortcut).
#[derive(Debug, Default)]
pub(super) struct TileOut {
    pub(super) cells: Vec<(u32, u16)>,
    pub(super) extra_portals: Vec<Branch>,
    pub(super) shortcuts: Vec<(Branch, Shortcut)>,
    /// The blank's shortcuts, from a door cell's index, with the region's
    /// number within the tile.
    pub(super) walks: Vec<(u32, CellShortcut)>,
    pub(super) regions: usize,
    pub(super) inside: usize,
}

/// Calls `worthy(scratch, cells, doors, mark)` for each region of `tile`
/// worth contracting by its cells, with its door cells, its cells marked
/// `mark` in the scratch.
pub(super) fn worthy_regions(
    board: &Board,
    scratch: &mut Scratch,
    tile: Tile<'_>,
    mut worthy: impl FnMut(&mut Scratch, &[(Cell, usize)], &[Cell], u32),
) {
    scratch.region.fill(0);
    let mut mark = 0u32;
    for r in tile.top..tile.bottom {
        let first = board.cell(Pos::new(r, tile.left));
        for c in tile.left..tile.right {
            let cell = Cell::from_index(first.index() + (c - tile.left));
            let place = ((r - tile.top) << tile.shift) + (c - tile.left);
            if !board.free_cell(cell)
                || scratch.region[place] != 0
                || tile.portal(board, cell, place)
            {
                continue;
            }
            mark += 1;
            let cells = flood(board, scratch, tile, (cell, place), mark);
            if let Some(doors) = worth_by_cells(board, tile, &cells, scratch, mark) {
                worthy(scratch, &cells, &doors, mark);
            }
        }
    }
}

/// The contracted regions of one tile.
pub(super) fn tile_regions(graph: &StateGraph, scratch: &mut Scratch, tile: Tile<'_>) -> TileOut {
    let board = graph.board();
    let mut out = TileOut::default();
    worthy_regions(board, scratch, tile, |scratch, cells, doors, mark| {
        // At most a region per 64 cells of a tile.
        let label = out.regions as u16;
        if let Some(found) = contract(graph, scratch, tile, cells, mark) {
            let Scratch { region, walks, .. } = scratch;
            let inside = |p: usize| region[p] == mark;
            let enter = |cell: Cell| tile.place(board.pos(cell)).filter(|&p| inside(p));
            let step = |place: usize, d| tile.step(place, d).filter(|&p| inside(p));
            out.walks
                .extend(walks.across(board, doors, label, enter, step));
            out.regions += 1;
            out.inside += found.inside;
            out.extra_portals.extend(found.extra_portals);
            out.shortcuts.extend(found.shortcuts);
            out.cells
                .extend(cells.iter().map(|&(cell, _)| (cell.index() as u32, label)));
        }
    });
    out
}

/// The free cells of the region holding `start` (a cell with its place in
/// the tile, not a portal cell), marked `mark` in the scratch, with their
/// places.
pub(super) fn flood(
    board: &Board,
    scratch: &mut Scratch,
    tile: Tile<'_>,
    start: (Cell, usize),
    mark: u32,
) -> Vec<(Cell, usize)> {
    let mut cells = Vec::new();
    scratch.region[start.1] = mark;
    scratch.queue.clear();
    scratch.queue.push(start);
    while let Some((cell, place)) = scratch.queue.pop() {
        cells.push((cell, place));
        for d in Dir::ALL {
            let Some(p) = tile.step(place, d) else {
                continue;
            };
            let next = board.step(cell, d);
            if scratch.region[p] == 0 && board.free_cell(next) && !tile.portal(board, next, p) {
                scratch.region[p] = mark;
                scratch.queue.push((next, p));
            }
        }
    }
    cells
}

/// Whether a region of `cells` may be worth contracting, from its cells
/// alone: big enough, and with few states on the portal cells beside it.
pub(super) fn worth_by_cells(
    board: &Board,
    tile: Tile<'_>,
    cells: &[(Cell, usize)],
    scratch: &Scratch,
    mark: u32,
) -> Option<Vec<Cell>> {
    if cells.len() < tile.least {
        return None;
    }
    let mut beside: Vec<Cell> = Vec::new();
    let mut doors = 0;
    for &(cell, place) in cells {
        for d in Dir::ALL {
            let next = board.step(cell, d);
            let inside = tile
                .step(place, d)
                .is_some_and(|p| scratch.region[p] == mark);
            if inside || !board.free_cell(next) || beside.contains(&next) {
                continue;
            }
            beside.push(next);
            doors += board.free_sides(next).0;
            if doors > MOST_DOORS {
                return None;
            }
        }
    }
    shortcuts_fit(doors, cells.len(), tile.budget).then_some(beside)
}
