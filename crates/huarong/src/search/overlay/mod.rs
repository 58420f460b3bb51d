//! Shortcuts across the thin stretches of a board: the piece's way through a
//! region that only a few states lead into, taken in one step.
//!
//! On a long cycle of small pieces every shortest path of the piece is long,
//! and an A* settles every branch state along it, however sharp its bound:
//! on 1000 x 1000 beads half of the states a game settles lie on a shortest
//! path. Those states are not needed one by one. The board is cut into
//! tiles of [`REGION_TILE`] x [`REGION_TILE`] cells; the free cells of a
//! tile's last row and last column that touch the next tile are *portal
//! cells*, and the rest of a tile's free cells fall into connected *regions*.
//! A branch state whose piece stands in a region is *inside* it unless one
//! of its edges (a corridor chain, say) leads to another region; then it is
//! a *portal*, as is every branch state on a portal cell. So every edge out
//! of a region's inside ends at a portal: its *doors*.
//!
//! Where a region has few doors against its size (a stretch of a snaking
//! ring, a run of beads), it is *contracted*: the shortest way from each
//! door to each other door through the region's inside is kept as a
//! [`Shortcut`]. A search that neither starts nor ends inside a contracted
//! region then never enters it: from a portal it takes the shortcuts
//! instead of the edges into the region. Every shortcut is the length of a
//! real path, so a bound that is consistent on the state graph stays so with
//! them, and every path through a region is as long as some shortcut: the
//! searches stay exact. Regions whose doors are many (open ground, clutter)
//! are left as they are, and the boards made only of them get no overlay.
//!
//! May use: `input`, `walk`, `graph`, `parallel`.

mod contract;
mod regions;
mod rules;
mod scratch;
mod tiles;

use crate::graph::corridors::Place;
use crate::graph::state::{Branch, State};
use crate::graph::state_graph::StateGraph;
use crate::input::board::Board;
use crate::input::cell::{Cell, Pos};
use crate::input::dir::Dir;
use crate::parallel;
use crate::walk::cell_shortcuts::{CellShortcut, CellShortcuts, DoorLists};

use regions::{TileOut, tile_regions, worthy_regions};
use rules::{MOST_DOORS, Rules, SHORTCUT_BYTES_PER_CELL};
pub(crate) use rules::{REGION_TILE, Shortcut};
use scratch::Scratch;
use tiles::{Cuts, tiles};

/// An overlay is tried for at least this many games, as landmarks are
/// built (see [`Landmarks::worth_for`](crate::search::landmarks::Landmarks::worth_for)).
const LEAST_GAMES: usize = 100;

/// Nor on graphs of fewer branch states than this, whose games' searches
/// are short without shortcuts.
const LEAST_BRANCHES: usize = 1 << 16;

/// In [`Overlay::label`]: a cell in no contracted region.
const OUTSIDE: u16 = u16::MAX;

/// What [`Overlay::cover`] found on a board shortcuts cover: where its
/// tiles' edges fall, which [`Overlay::build`] cuts the board by again.
#[derive(Debug)]
pub(crate) struct Cover {
    cuts: Cuts,
    /// At most the bytes of the shortcuts over its regions worth
    /// contracting (see [`Overlay::region_bytes_bound`]).
    shortcut_bytes: usize,
}

impl Cover {
    /// At most the bytes the shortcuts built over this cover take, the
    /// piece's and the blank's, without their door tables.
    #[must_use]
    pub(crate) fn shortcut_bytes(&self) -> usize {
        self.shortcut_bytes
    }
}

/// The shortcuts across the contracted regions of a state graph, and what a
/// search needs to keep out of those regions: which branch states are
/// portals, and which region a branch state is inside.
#[derive(Clone, Debug, Default)]
pub(crate) struct Overlay {
    /// Where its tiles' edges fall.
    cuts: Cuts,
    /// Per layout cell: its contracted region's number within its tile, or
    /// [`OUTSIDE`].
    label: Vec<u16>,
    /// Per tile: the number of its first contracted region.
    first_region: Vec<u32>,
    /// The portals, by branch number, with their shortcuts.
    portals: DoorLists<Shortcut>,
    /// The blank's shortcuts across the same regions.
    walks: CellShortcuts,
    /// Contracted regions, and the branch states inside them.
    regions: usize,
    inside: usize,
}

impl Overlay {
    /// The most bytes an overlay over a layout of `len` cells takes, on a
    /// board of `lines` rows and columns, its regions' shortcuts at most
    /// `shortcuts` bytes (a [`Cover::shortcut_bytes`]): a region label a
    /// cell, the shortcuts, the portal bits and their ranks over
    /// `branch_numbers` branch numbers, with a start for each portal (at
    /// most a state in eight is one on the boards it is built for, and never
    /// more than the branch numbers), the door cells' bits and ranks, and
    /// each row's and column's tile.
    #[must_use]
    pub(crate) fn bytes_bound(
        len: usize,
        lines: usize,
        branch_numbers: usize,
        shortcuts: usize,
    ) -> usize {
        let bits = (branch_numbers.div_ceil(64) + len.div_ceil(64)) * (8 + 4);
        len.saturating_mul(2)
            .saturating_add(shortcuts)
            .saturating_add(bits)
            .saturating_add(branch_numbers.saturating_mul(4) / 8 + 8)
            .saturating_add(Cuts::bytes_for(lines))
    }

    /// The most bytes of shortcuts a region of `cells` cells and `doors`
    /// door cells keeps when contracted by `rules`: the piece's, from each
    /// door state to each other, within the region's budget and among at
    /// most [`MOST_DOORS`] of them; the blank's, from each door cell to
    /// each other, with a start for each door cell; and its first number.
    fn region_bytes_bound(cells: usize, doors: usize, rules: Rules) -> usize {
        let piece = cells
            .saturating_mul(rules.budget)
            .min(MOST_DOORS * (MOST_DOORS - 1) * size_of::<Shortcut>());
        let blank = doors * doors.saturating_sub(1) * size_of::<CellShortcut>();
        piece + blank + doors * 4 + 4
    }

    /// The scratch the build takes on `threads` threads: a tile's tables
    /// each, and the shortcuts found before they are sorted by door (12
    /// bytes each, within the bound on the kept ones' bytes).
    #[must_use]
    pub(crate) fn build_scratch_bound(len: usize, threads: usize) -> usize {
        Scratch::bytes(REGION_TILE)
            .saturating_mul(threads)
            .saturating_add(len.saturating_mul(SHORTCUT_BYTES_PER_CELL * 12 / 8))
            .saturating_add(len.saturating_mul(8))
    }

    /// Whether [`Overlay::build`] is tried on a layout of `cells` cells with
    /// `branches` branch states for `lone_games` games answered one by one:
    /// for as many games as landmarks take ([`LEAST_GAMES`]), on boards of
    /// four region tiles or more, and with every around-cost settled up
    /// front (`unlimited`). Unlike landmarks, nearly open boards are not
    /// ruled out: rooms of 32 x 32 cells are, and their games' A* crossed
    /// every room (9 s for 100 games at 1000 x 1000); whether the board has
    /// thin regions is for [`Overlay::cover`] to say.
    #[must_use]
    pub(crate) fn worth(lone_games: usize, branches: usize, cells: usize, unlimited: bool) -> bool {
        unlimited
            && lone_games >= LEAST_GAMES
            && branches >= LEAST_BRANCHES
            && cells >= 4 * REGION_TILE * REGION_TILE
    }

    /// The board's cover by shortcuts, when the regions worth contracting
    /// on it (by their cells: big enough, with few states beside them) hold
    /// at least half its free cells: the boards the plan builds an overlay
    /// for. Its tiles are scanned on several threads when `parallel`. The
    /// cover keeps the tile cuts the scan made, for [`Overlay::build`].
    #[must_use]
    pub(crate) fn cover(board: &Board, parallel: bool) -> Option<Cover> {
        let rules = Rules::DEFAULT;
        let cuts = Cuts::of(board, rules.side);
        let shortcut_bytes = Overlay::covers_by(board, rules, &cuts, parallel)?;
        Some(Cover {
            cuts,
            shortcut_bytes,
        })
    }

    /// Whether shortcuts by `rules` cover `board` cut by `cuts`: if so, at
    /// most the bytes they take (see [`Overlay::region_bytes_bound`]).
    fn covers_by(board: &Board, rules: Rules, cuts: &Cuts, parallel: bool) -> Option<usize> {
        let side = rules.side;
        // Their regions are not flooded: on open ground at 2000 x 2000 that
        // took 0.1 s, for nothing.
        if cuts.open {
            return None;
        }
        let (worthy, bytes) = parallel::map_with(
            &tiles(rules, cuts),
            parallel,
            None,
            || Scratch::new(side),
            |scratch, &tile| {
                let (mut cells, mut bytes) = (0, 0);
                worthy_regions(board, scratch, tile, |_, region, doors, _| {
                    cells += region.len();
                    bytes += Overlay::region_bytes_bound(region.len(), doors.len(), rules);
                });
                (cells, bytes)
            },
        )
        .into_iter()
        .fold((0, 0), |(c, b), (cells, bytes)| (c + cells, b + bytes));
        (worthy * 2 >= board.free_count()).then_some(bytes)
    }

    /// The overlay of `graph` over the `cover` the plan found for its board,
    /// its tiles on several threads when `parallel`; `None` while some
    /// around-cost is still pending, which the shortcuts would have to
    /// settle first.
    #[must_use]
    pub(crate) fn build(graph: &StateGraph, parallel: bool, cover: Cover) -> Option<Overlay> {
        Overlay::build_with(graph, parallel, Rules::DEFAULT, cover.cuts)
    }

    /// [`Overlay::build`] by `rules`, over the board cut by `cuts`.
    fn build_with(graph: &StateGraph, parallel: bool, rules: Rules, cuts: Cuts) -> Option<Overlay> {
        if graph.pending_costs() > 0 {
            return None;
        }
        let side = rules.side;
        let outs = parallel::map_with(
            &tiles(rules, &cuts),
            parallel,
            None,
            || Scratch::new(side),
            |scratch, &tile| tile_regions(graph, scratch, tile),
        );
        Some(Overlay::assemble(graph, cuts, outs))
    }

    /// The overlay from its tiles' regions.
    fn assemble(graph: &StateGraph, cuts: Cuts, outs: Vec<TileOut>) -> Overlay {
        let board = graph.board();
        let numbers = graph.branch_numbers();
        let mut overlay = Overlay {
            label: vec![OUTSIDE; board.layout_len()],
            first_region: Vec::with_capacity(outs.len()),
            ..Overlay::default()
        };
        let mut portals = Vec::new();
        // Every branch state on a portal cell is a portal.
        let corridors = graph.corridors();
        // Only a tile's last column and last row hold any.
        let columns = (0..board.rows())
            .flat_map(|r| Cuts::edges(&cuts.col_tile).map(move |c| Pos::new(r, c)));
        let rows = Cuts::edges(&cuts.row_tile)
            .flat_map(|r| (0..board.cols()).map(move |c| Pos::new(r, c)));
        for pos in columns.chain(rows) {
            if board.is_free(pos) && cuts.portal_cell(board, pos) {
                let cell = board.cell(pos);
                for d in Dir::ALL {
                    let s = State::new(cell, d);
                    if s.valid_on(board)
                        && let Place::Branch(b) = corridors.locate(s)
                    {
                        portals.push(b.index());
                    }
                }
            }
        }
        let mut by_door = Vec::new();
        let mut walks = Vec::new();
        let mut regions = 0u32;
        for out in outs {
            overlay.first_region.push(regions);
            // At most a region per 64 cells of a tile: the numbers fit.
            regions += out.regions as u32;
            overlay.regions += out.regions;
            overlay.inside += out.inside;
            for (cell, label) in out.cells {
                overlay.label[cell as usize] = label;
            }
            portals.extend(out.extra_portals.iter().map(|b| b.index()));
            by_door.extend(out.shortcuts);
            let first = regions - out.regions as u32;
            walks.extend(out.walks.into_iter().map(|(from, mut s)| {
                s.region += first;
                (from as usize, s)
            }));
        }
        by_door.sort_unstable_by_key(|&(door, s)| (door, s.to));
        let by_door = by_door
            .into_iter()
            .map(|(door, s)| (door.index(), s))
            .collect();
        overlay.portals = DoorLists::new(numbers, portals, by_door);
        walks.sort_unstable_by_key(|&(from, s)| (from, s.to, s.region));
        overlay.walks = CellShortcuts::new(board.layout_len(), [], walks);
        overlay.cuts = cuts;
        overlay
    }

    /// Whether the branch state `b` is a portal.
    #[inline]
    pub(crate) fn is_portal(&self, b: Branch) -> bool {
        self.portals.is_door(b.index())
    }

    /// The shortcuts from the portal `b`.
    #[inline]
    pub(crate) fn shortcuts(&self, b: Branch) -> &[Shortcut] {
        self.portals.from(b.index())
    }

    /// The contracted region the branch state `b` (not a portal) is inside,
    /// if any.
    #[inline]
    pub(crate) fn region(&self, graph: &StateGraph, b: Branch) -> Option<u32> {
        self.cell_region(graph.board(), graph.corridors().state_of(b).cell())
    }

    /// The contracted region the free cell `cell` lies in, if any.
    #[inline]
    pub(crate) fn cell_region(&self, board: &Board, cell: Cell) -> Option<u32> {
        let label = self.label[cell.index()];
        if label == OUTSIDE {
            return None;
        }
        let tile = self.cuts.tile_of(board.pos(cell));
        Some(self.first_region[tile] + u32::from(label))
    }

    /// The blank's shortcuts across the contracted regions.
    #[must_use]
    pub(crate) fn cell_shortcuts(&self) -> &CellShortcuts {
        &self.walks
    }

    /// How many regions are contracted.
    #[cfg(all(test, feature = "generate"))]
    #[must_use]
    pub(crate) fn regions(&self) -> usize {
        self.regions
    }

    /// How many branch states lie inside contracted regions.
    #[cfg(all(test, feature = "generate"))]
    #[must_use]
    pub(crate) fn inside(&self) -> usize {
        self.inside
    }

    /// The bytes its tables take.
    #[cfg(all(test, feature = "generate"))]
    #[must_use]
    pub(crate) fn bytes(&self) -> usize {
        self.label.len() * 2
            + Cuts::bytes_for(self.cuts.row_tile.len() + self.cuts.col_tile.len())
            + self.first_region.len() * 4
            + self.portals.bytes()
            + self.walks.bytes()
    }
}

#[cfg(all(test, feature = "generate"))]
impl Overlay {
    /// [`Overlay::build`] with the tests' [`Rules::SMALL`].
    pub(crate) fn build_small(graph: &StateGraph, parallel: bool) -> Option<Overlay> {
        let rules = Rules::SMALL;
        let cuts = Cuts::of(graph.board(), rules.side);
        Overlay::build_with(graph, parallel, rules, cuts)
    }

    /// Whether `other` holds the same tables.
    pub(crate) fn same_as(&self, other: &Overlay) -> bool {
        self.label == other.label
            && self.first_region == other.first_region
            && self.portals == other.portals
            && self.walks == other.walks
    }
}
