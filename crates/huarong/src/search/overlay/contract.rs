//! A region contracted: the branch states inside it, its doors, and the
//! shortest way through its inside from each door to each other door.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::rules::{MOST_DOORS, Shortcut, shortcuts_fit};
use super::scratch::Scratch;
use super::tiles::Tile;
use crate::graph::corridors::Place;
use crate::graph::state::{Branch, State};
use crate::graph::state_graph::StateGraph;
use crate::input::cell::Cell;
use crate::input::dir::Dir;

/// A contracted region's branch states inside, the ones of them that are
/// portals, and its shortcuts.
pub(super) struct Contracted {
    pub(super) inside: usize,
    pub(super) extra_portals: Vec<Branch>,
    pub(super) shortcuts: Vec<(Branch, Shortcut)>,
}

/// The state `b`'s place among the tile's states, if its cell lies in the
/// tile.
pub(super) fn state_place(graph: &StateGraph, tile: Tile<'_>, b: Branch) -> Option<usize> {
    let s = graph.corridors().state_of(b);
    tile.place(graph.board().pos(s.cell()))
        .map(|p| p * 4 + s.side().index())
}

/// Marks the branch states `inside` (whose cells lie in the tile) as inside
/// the region `mark` in the scratch, or clears them with 0.
pub(super) fn mark_inside(
    graph: &StateGraph,
    scratch: &mut Scratch,
    tile: Tile<'_>,
    inside: &[Branch],
    mark: u32,
) {
    for &b in inside {
        scratch.inside[state_place(graph, tile, b).expect("in the tile")] = mark;
    }
}

/// Contracts the region of `cells` (marked `mark`): `None` when its doors
/// turn out too many, or a shortcut too long for 32 bits.
pub(super) fn contract(
    graph: &StateGraph,
    scratch: &mut Scratch,
    tile: Tile<'_>,
    cells: &[(Cell, usize)],
    mark: u32,
) -> Option<Contracted> {
    let board = graph.board();
    let corridors = graph.corridors();
    // The branch states whose piece stands in the region.
    let mut states = Vec::new();
    for &(cell, _) in cells {
        for d in Dir::ALL {
            let s = State::new(cell, d);
            if s.valid_on(board)
                && let Place::Branch(b) = corridors.locate(s)
            {
                states.push(b);
            }
        }
    }
    // A stretch of corridors holds no branch state: nothing for the piece's
    // searches to skip, which cross it as chain edges already, but the
    // blank's walks still take its shortcuts.
    if states.is_empty() {
        return Some(Contracted {
            inside: 0,
            extra_portals: Vec::new(),
            shortcuts: Vec::new(),
        });
    }
    // Those with an edge to another region (or out of the tile) are portals.
    let in_region = |scratch: &Scratch, b: Branch| {
        let s = graph.corridors().state_of(b);
        tile.place(board.pos(s.cell()))
            .is_some_and(|p| scratch.region[p] == mark)
    };
    let mut inside = Vec::new();
    let mut extra_portals = Vec::new();
    for &b in &states {
        let leaves = graph.branch_edges(b).any(|(n, _)| {
            let s = graph.corridors().state_of(n);
            !in_region(scratch, n) && !tile.cuts.portal_cell(board, board.pos(s.cell()))
        });
        if leaves {
            extra_portals.push(b);
        } else {
            inside.push(b);
        }
    }
    mark_inside(graph, scratch, tile, &inside, mark);
    let is_inside = |scratch: &Scratch, b: Branch| {
        state_place(graph, tile, b).is_some_and(|p| scratch.inside[p] == mark)
    };
    // The doors: every end of an edge out of the inside.
    let mut doors = Vec::new();
    for &b in &inside {
        for (n, _) in graph.branch_edges(b) {
            if !is_inside(scratch, n) {
                doors.push(n);
            }
        }
    }
    doors.sort_unstable();
    doors.dedup();
    let fits = doors.len() <= MOST_DOORS && shortcuts_fit(doors.len(), cells.len(), tile.budget);
    if !fits || inside.is_empty() {
        mark_inside(graph, scratch, tile, &inside, 0);
        return None;
    }
    let mut shortcuts = Vec::new();
    let mut heap = BinaryHeap::new();
    let mut reached: Vec<(Branch, u64)> = Vec::new();
    for &door in &doors {
        scratch.stamp = scratch.stamp.wrapping_add(1);
        if scratch.stamp == 0 {
            scratch.seen.fill(0);
            scratch.stamp = 1;
        }
        heap.clear();
        reached.clear();
        let stamp = scratch.stamp;
        let offer = |scratch: &mut Scratch,
                     heap: &mut BinaryHeap<Reverse<(u64, u32)>>,
                     reached: &mut Vec<(Branch, u64)>,
                     n: Branch,
                     d: u64| {
            if is_inside(scratch, n) {
                let p = state_place(graph, tile, n).expect("inside the tile");
                if scratch.seen[p] != stamp || d < scratch.dist[p] {
                    scratch.seen[p] = stamp;
                    scratch.dist[p] = d;
                    heap.push(Reverse((d, n.get())));
                }
            } else if n != door {
                match reached.iter_mut().find(|(m, _)| *m == n) {
                    Some((_, best)) => *best = (*best).min(d),
                    None => reached.push((n, d)),
                }
            }
        };
        for (n, cost) in graph.branch_edges(door) {
            if is_inside(scratch, n) {
                offer(scratch, &mut heap, &mut reached, n, cost);
            }
        }
        while let Some(Reverse((d, u))) = heap.pop() {
            let u = Branch::new(u);
            let p = state_place(graph, tile, u).expect("inside the tile");
            if d > scratch.dist[p] {
                continue;
            }
            for (n, cost) in graph.branch_edges(u) {
                offer(scratch, &mut heap, &mut reached, n, d + cost);
            }
        }
        for &(to, cost) in &reached {
            let Ok(cost) = u32::try_from(cost) else {
                mark_inside(graph, scratch, tile, &inside, 0);
                return None;
            };
            shortcuts.push((door, Shortcut { to, cost }));
        }
    }
    mark_inside(graph, scratch, tile, &inside, 0);
    Some(Contracted {
        inside: inside.len(),
        extra_portals,
        shortcuts,
    })
}
