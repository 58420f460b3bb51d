//! Phase 1: the blank's walk to the designated piece, as first-touch
//! distances to each side of the piece (see
//! [`BlankSearch::first_touch`]): one walk per game, or, for piece cells that
//! many games share, one table for all their blanks.

use crate::graph::state_graph::StateGraph;
use crate::input::cell::Cell;
use crate::input::dir::Dir;
use crate::input::puzzle::Game;
use crate::search::overlay::Overlay;
use crate::sizes::{bytes, pushed};
use crate::walk::blank_search::{BlankSearch, Over};
use crate::walk::cell_shortcuts::Across;
use crate::walk::side_distances::SideDistances;
use arrayvec::ArrayVec;

/// Games sharing a piece cell share phase 1 once this many of them do.
const GAMES_PER_SHARED_PIECE: usize = 4;
/// The same when phase 1 runs over the board's skeleton: a lone walk costs a
/// few dozen junctions there, a table still every cell four times.
const GAMES_PER_SHARED_PIECE_ON_SKELETON: usize = 64;
/// The memory all shared phase-1 tables of one batch of games may take.
const PIECE_TABLE_BUDGET: usize = 256 << 20;

/// Phase 1 for the blank at `blank` and the piece at `piece`, whose sides in
/// side group `group` are the ones the blank can reach.
pub(crate) fn first_touch(
    graph: &StateGraph,
    search: &mut BlankSearch,
    piece: Cell,
    blank: Cell,
    group: usize,
    overlay: Option<&Overlay>,
) -> [Option<u64>; 4] {
    let board = graph.board();
    let side_groups = graph.side_groups();
    let open = Dir::ALL
        .map(|d| board.free_cell(board.step(piece, d)) && side_groups.group(piece, d) == group);
    let around = |a, b| graph.around(piece, a, b);
    // Across the overlay's regions, but those holding the blank, the piece
    // or a side of it, where the walk starts, is blocked or ends.
    let region = |cell: Cell| overlay.and_then(|o| o.cell_region(board, cell));
    let mut regions: ArrayVec<u32, 6> = ArrayVec::new();
    let sides = Dir::ALL.map(|d| board.step(piece, d));
    for cell in [blank, piece].into_iter().chain(sides) {
        if board.free_cell(cell)
            && let Some(r) = region(cell)
            && !regions.contains(&r)
        {
            regions.push(r);
        }
    }
    let across = overlay.map(|o| Across {
        shortcuts: o.cell_shortcuts(),
        region: &region,
        open: regions.as_slice(),
    });
    search.first_touch(
        board,
        Over::of(graph.skeleton(), across),
        piece,
        blank,
        open,
        around,
    )
}

/// The piece cells that enough games share for a phase-1 table each, with
/// their games, most shared first.
pub(crate) type SharedPieces = Vec<(u32, Cell)>;

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

    /// The first `tables` tables for piece cells that enough of `games`
    /// share, most shared first, as planned (see [`PieceTables::plan`]); and
    /// with `cut_table`, the skeleton's own table for these games' walks.
    /// `shared` is [`PieceTables::shared`] when the plan has counted it.
    pub(crate) fn build(
        graph: &StateGraph,
        games: &[Game],
        (tables, cut_table): (usize, bool),
        shared: Option<SharedPieces>,
    ) -> PieceTables {
        let board = graph.board();
        let len = board.layout_len();
        if let Some(skeleton) = graph.skeleton().filter(|_| cut_table) {
            skeleton.build_cut_table();
        }
        if tables == 0 {
            return PieceTables::default();
        }
        let Some(mut shared) = shared.or_else(|| PieceTables::shared(graph, games)) else {
            return PieceTables::default();
        };
        shared.truncate(tables);
        // On one thread: the budget keeps their work (tables times cells) to
        // 2^24, below what pays for threads.
        let mut search = BlankSearch::new(len);
        let tables: Vec<_> = shared
            .iter()
            .map(|&(_, piece)| (piece, search.side_distances(board, piece)))
            .collect();
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

    /// The piece cells that enough of `games` share on `graph`'s board, with
    /// their games, most shared first; `None` when too few games for any.
    pub(crate) fn shared(graph: &StateGraph, games: &[Game]) -> Option<SharedPieces> {
        let board = graph.board();
        let least = PieceTables::least_games(graph.skeleton().is_some());
        if games.len() < least {
            return None;
        }
        let mut counts = vec![0u32; board.layout_len()];
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
        Some(shared)
    }

    /// The games a piece cell needs to get a table, with or without a
    /// skeleton.
    #[must_use]
    pub(crate) fn least_games(skeleton: bool) -> usize {
        if skeleton {
            GAMES_PER_SHARED_PIECE_ON_SKELETON
        } else {
            GAMES_PER_SHARED_PIECE
        }
    }

    /// How many tables [`PieceTables::build`] makes for `shared` piece cells
    /// with enough games over a layout of `len` cells: as many as
    /// [`PIECE_TABLE_BUDGET`] holds.
    #[must_use]
    pub(crate) fn plan(shared: usize, len: usize) -> usize {
        shared.min(PIECE_TABLE_BUDGET / SideDistances::bytes(len))
    }

    /// The bytes of counting the games per piece cell on a layout of `len`
    /// cells, `shared` of them shared enough: a count a cell, and the shared
    /// cells with their counts.
    #[must_use]
    pub(crate) fn counting_bytes(len: usize, shared: usize) -> u64 {
        bytes(len, 4) + pushed(shared, size_of::<(u32, Cell)>())
    }

    /// The table of the piece cell `piece`, if it has one.
    pub(crate) fn get(&self, piece: Cell) -> Option<&SideDistances> {
        let i = *self.index.get(piece.index())?;
        self.tables.get(i as usize)
    }
}
