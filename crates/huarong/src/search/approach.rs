//! Phase 1: the blank's walk to the designated piece, as first-touch
//! distances to each side of the piece (see
//! [`BlankSearch::first_touch`]): one walk per game, or, for piece cells that
//! many games share, one table for all their blanks.

use crate::graph::state_graph::StateGraph;
use crate::input::cell::Cell;
use crate::input::dir::Dir;
use crate::input::puzzle::Game;
use crate::parallel;
use crate::walk::blank_search::BlankSearch;
use crate::walk::side_distances::SideDistances;

/// Games sharing a piece cell share phase 1 once this many of them do.
const GAMES_PER_SHARED_PIECE: usize = 4;
/// The same when phase 1 runs over the board's skeleton: a lone walk costs a
/// few dozen junctions there, a table still every cell four times.
const GAMES_PER_SHARED_PIECE_ON_SKELETON: usize = 64;
/// The memory all shared phase-1 tables of one batch of games may take.
const PIECE_TABLE_BUDGET: usize = 256 << 20;
/// Below this much work (tables times cells) one thread builds them all.
const PARALLEL_WORK: usize = 1 << 26;

/// Phase 1 for the blank at `blank` and the piece at `piece`, whose sides in
/// side group `group` are the ones the blank can reach.
pub(crate) fn first_touch(
    graph: &StateGraph,
    search: &mut BlankSearch,
    piece: Cell,
    blank: Cell,
    group: usize,
) -> [Option<u64>; 4] {
    let board = graph.board();
    let blocks = graph.blocks();
    let open =
        Dir::ALL.map(|d| board.free_cell(board.step(piece, d)) && blocks.group(piece, d) == group);
    search.first_touch(board, graph.skeleton(), piece, blank, open, |a, b| {
        graph.around(piece, a, b)
    })
}

/// Shared phase-1 tables by piece cell.
#[derive(Clone, Debug, Default)]
pub(crate) struct PieceTables {
    /// Per cell of the layout: its table's index, or [`PieceTables::NONE`]
    /// (empty when there are no tables).
    index: Vec<u32>,
    tables: Vec<SideDistances>,
}

impl PieceTables {
    /// Marks a cell with no table.
    const NONE: u32 = u32::MAX;

    /// The tables for piece cells that enough of `games` share, most shared
    /// first, within the memory budget; built in parallel. (Also readies the
    /// skeleton's own table for these games' walks.)
    pub(crate) fn build(graph: &StateGraph, games: &[Game]) -> PieceTables {
        let board = graph.board();
        let len = board.layout_len();
        let least = match graph.skeleton() {
            Some(skeleton) => {
                skeleton.prepare_for(games.len());
                GAMES_PER_SHARED_PIECE_ON_SKELETON
            }
            None => GAMES_PER_SHARED_PIECE,
        };
        if games.len() < least {
            return PieceTables::default();
        }
        let mut counts = vec![0u32; len];
        for game in games.iter().filter(|g| board.is_free(g.piece)) {
            counts[board.cell(game.piece).index()] += 1;
        }
        let mut shared: Vec<(u32, Cell)> = counts
            .into_iter()
            .enumerate()
            .filter(|&(_, n)| n as usize >= least)
            .map(|(cell, n)| (n, Cell::from_index(cell)))
            .collect();
        shared.sort_unstable_by(|a, b| b.cmp(a));
        shared.truncate(PIECE_TABLE_BUDGET / SideDistances::bytes(len));
        let parallel = shared.len().saturating_mul(len) >= PARALLEL_WORK;
        let tables = parallel::map_with(
            &shared,
            parallel,
            &mut BlankSearch::new(len),
            || BlankSearch::new(len),
            |search, &(_, piece)| (piece, search.side_distances(board, piece)),
        );
        if tables.is_empty() {
            return PieceTables::default();
        }
        let mut index = vec![PieceTables::NONE; len];
        for (i, &(cell, _)) in tables.iter().enumerate() {
            // At most a few thousand tables fit the budget.
            index[cell.index()] = i as u32;
        }
        PieceTables {
            index,
            tables: tables.into_iter().map(|(_, t)| t).collect(),
        }
    }

    /// The table of the piece cell `piece`, if it has one.
    pub(crate) fn get(&self, piece: Cell) -> Option<&SideDistances> {
        let i = *self.index.get(piece.index())?;
        self.tables.get(i as usize)
    }
}
