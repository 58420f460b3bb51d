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

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use crate::graph::corridors::Place;
use crate::graph::state::{Branch, State};
use crate::graph::state_graph::StateGraph;
use crate::input::board::Board;
use crate::input::cell::{Cell, Pos};
use crate::input::dir::Dir;
use crate::parallel;
use crate::walk::cell_shortcuts::{CellShortcut, CellShortcuts, DoorLists};

/// The side of a region's tile, in cells. Along a snaking stretch a region
/// is as long as its tile while its doors stay as many: the shortcuts' bytes
/// a cell fall as the tile grows, and the searches that start or end inside
/// one search all of it.
pub(crate) const REGION_TILE: usize = 256;

/// A region is contracted only with at most this many doors.
const MOST_DOORS: usize = 64;

/// An overlay is tried for at least this many games, as landmarks are
/// built (see [`Landmarks::worth`](crate::search::landmarks::Landmarks::worth)).
const LEAST_GAMES: usize = 100;

/// Nor with fewer than this many free cells: a search settles small regions
/// as fast as it takes their shortcuts.
const LEAST_CELLS: usize = 64;

/// Each contracted region keeps at most this many bytes of shortcuts a cell
/// of its own (see [`Overlay::worth`]), so that the overlay stays within
/// [`Overlay::bytes_bound`]. With 4, regions of 30 to 64 doors and a few
/// thousand cells, between the pieces of a decorated ring of mixed pieces at
/// 2000 x 2000, were searched cell by cell: 2.55 s for its 100 games against
/// 2.27 s with 8.
const SHORTCUT_BYTES_PER_CELL: usize = 8;

/// How an overlay is cut and which regions it contracts.
#[derive(Clone, Copy, Debug)]
struct Rules {
    /// The side of a tile.
    side: usize,
    /// The bytes of shortcuts a region may keep per cell of its own.
    budget: usize,
    /// Whether the overlay is built only where it covers half the board.
    cover: bool,
    /// The fewest free cells a contracted region has.
    least: usize,
}

impl Rules {
    /// The solver's.
    const DEFAULT: Rules = Rules {
        side: REGION_TILE,
        budget: SHORTCUT_BYTES_PER_CELL,
        cover: true,
        least: LEAST_CELLS,
    };
}

/// In [`Overlay::label`]: a cell in no contracted region.
const OUTSIDE: u16 = u16::MAX;

/// The way through a contracted region from one of its doors to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Shortcut {
    /// The door it leads to.
    pub(crate) to: Branch,
    /// The length of the shortest path through the region's inside.
    pub(crate) cost: u32,
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

/// What one tile gives: its contracted regions' cells (by layout cell, with
/// the region's number within the tile), and per region the branch states
/// inside it that are portals and its shortcuts, as (door, shortcut).
#[derive(Debug, Default)]
struct TileOut {
    cells: Vec<(u32, u16)>,
    extra_portals: Vec<Branch>,
    shortcuts: Vec<(Branch, Shortcut)>,
    /// The blank's shortcuts, from a door cell's index, with the region's
    /// number within the tile.
    walks: Vec<(u32, CellShortcut)>,
    regions: usize,
    inside: usize,
}

/// A tile's scratch, indexed by a cell's place in its tile (and by state:
/// four to a cell).
#[derive(Clone, Debug)]
struct Scratch {
    /// Per cell: its candidate region + 1, or 0.
    region: Vec<u32>,
    /// Per state: the region + 1 it is inside, or 0.
    inside: Vec<u32>,
    /// Per state: the distance of the current door's search, valid where
    /// `seen` is the search's stamp.
    dist: Vec<u64>,
    seen: Vec<u32>,
    stamp: u32,
    /// Cells with their places in the tile, to visit.
    queue: Vec<(Cell, usize)>,
    /// Per cell: the blank's distance in a walk from a door, valid where
    /// `walked` is the walk's stamp.
    steps: Vec<u32>,
    walked: Vec<u32>,
    walk_stamp: u32,
}

impl Scratch {
    fn new(side: usize) -> Scratch {
        let cells = side * side;
        Scratch {
            region: vec![0; cells],
            inside: vec![0; 4 * cells],
            dist: vec![0; 4 * cells],
            seen: vec![0; 4 * cells],
            stamp: 0,
            queue: Vec::new(),
            steps: vec![0; cells],
            walked: vec![0; cells],
            walk_stamp: 0,
        }
    }

    /// The bytes of one tile's scratch (its queue aside, at most a word a
    /// cell).
    const fn bytes(side: usize) -> usize {
        side * side * (4 + 4 * (4 + 8 + 4) + 4 + 4 + 8)
    }
}

/// Where the tiles' edges fall. Each tile's last row is chosen on its own:
/// of the last quarter of the `side` rows from the tile's first, the one
/// with the fewest links down between free cells (the lowest of those that
/// tie, so that open ground is cut every `side` rows); likewise for columns.
/// So tiles are never more than `side` cells a side, nor less than three
/// quarters of it but at the board's end. An edge along a run of the board
/// or beside a stretch of its pieces gives regions a door a cell, which are
/// then not contracted: with one shift for all edges, 8 x 8 rooms (a pitch
/// of 9 against tiles of 256) were cut through their rooms on most edges,
/// and at 2000 x 2000 left 1.2M of their 3.2M free cells outside regions;
/// their games grew 70x from 1000 x 1000.
#[derive(Clone, Debug, Default)]
struct Cuts {
    side: usize,
    /// Per row: its row of tiles.
    row_tile: Vec<u32>,
    /// Per column: its column of tiles.
    col_tile: Vec<u32>,
    /// Tiles in a row of tiles.
    across: usize,
    /// Whether the edges cross links between free cells at over half their
    /// cells, even where they cross fewest: open ground, where no region
    /// has few doors.
    open: bool,
}

impl Cuts {
    /// The cuts of `board` into tiles of at most `side` cells a side.
    fn of(board: &Board, side: usize) -> Cuts {
        let (rows, cols) = (board.rows(), board.cols());
        // Links down from each row, and right from each column.
        let mut down = vec![0usize; rows];
        let mut right = vec![0usize; cols];
        for (r, down) in down.iter_mut().enumerate() {
            let first = board.cell(Pos::new(r, 0));
            for (c, right) in right.iter_mut().enumerate() {
                let cell = Cell::from_index(first.index() + c);
                if board.free_cell(cell) {
                    *down += usize::from(board.free_cell(board.step(cell, Dir::Down)));
                    *right += usize::from(board.free_cell(board.step(cell, Dir::Right)));
                }
            }
        }
        let (row_tile, col_tile) = (Cuts::split(&down, side), Cuts::split(&right, side));
        let crossed: usize = Cuts::edges(&row_tile).map(|r| down[r]).sum::<usize>()
            + Cuts::edges(&col_tile).map(|c| right[c]).sum::<usize>();
        let length = Cuts::edges(&row_tile).count() * cols + Cuts::edges(&col_tile).count() * rows;
        Cuts {
            side,
            across: col_tile.last().map_or(0, |&t| t as usize + 1),
            row_tile,
            col_tile,
            open: crossed * 2 > length,
        }
    }

    /// Per line (a row, or a column) of lines with `links[i]` links to the
    /// next: its tile, each tile ending on the line of fewest links among
    /// the last quarter of the `side` lines from its first.
    fn split(links: &[usize], side: usize) -> Vec<u32> {
        let window = (side / 4).max(1);
        let mut tiles = Vec::with_capacity(links.len());
        let mut tile = 0u32;
        while tiles.len() < links.len() {
            let start = tiles.len();
            let end = if start + side >= links.len() {
                links.len()
            } else {
                // `min_by_key` keeps the first of those that tie: the last line.
                (start + side - window..start + side)
                    .rev()
                    .min_by_key(|&line| links[line])
                    .map_or(start + side, |line| line + 1)
            };
            tiles.resize(end, tile);
            tile += 1;
        }
        tiles
    }

    /// The tile holding `pos`, by number, row by row.
    #[inline]
    fn tile_of(&self, pos: Pos) -> usize {
        self.row_tile[pos.row()] as usize * self.across + self.col_tile[pos.col()] as usize
    }

    /// Whether the free cell at `pos` is a portal cell: in its tile's last
    /// row or column, beside a free cell of the next tile down or across.
    fn portal_cell(&self, board: &Board, pos: Pos) -> bool {
        let (r, c) = (pos.row(), pos.col());
        let last = |tiles: &[u32], i: usize| i + 1 < tiles.len() && tiles[i] != tiles[i + 1];
        (last(&self.col_tile, c) && board.is_free(Pos::new(r, c + 1)))
            || (last(&self.row_tile, r) && board.is_free(Pos::new(r + 1, c)))
    }

    /// The last line of each tile but the last, of lines in `tiles`.
    fn edges(tiles: &[u32]) -> impl Iterator<Item = usize> + '_ {
        tiles
            .windows(2)
            .enumerate()
            .filter(|(_, w)| w[0] != w[1])
            .map(|(i, _)| i)
    }

    /// Each tile's lines, as a range, of lines in `tiles`.
    fn spans(tiles: &[u32]) -> Vec<(usize, usize)> {
        let mut spans = Vec::new();
        let mut start = 0;
        for end in Cuts::edges(tiles).map(|i| i + 1).chain([tiles.len()]) {
            spans.push((start, end));
            start = end;
        }
        spans
    }

    /// The bytes of the cuts of a board of `lines` rows and columns.
    const fn bytes_for(lines: usize) -> usize {
        lines.saturating_mul(4)
    }
}

/// One tile's bounds: its first row and column, and its end row and column.
#[derive(Clone, Copy, Debug)]
struct Tile<'a> {
    side: usize,
    /// `side` is `1 << shift`.
    shift: u32,
    /// The bytes of shortcuts a region may keep per cell of its own.
    budget: usize,
    /// The fewest free cells a contracted region has.
    least: usize,
    /// Where the board's tiles' edges fall.
    cuts: &'a Cuts,
    top: usize,
    left: usize,
    bottom: usize,
    right: usize,
}

impl Tile<'_> {
    /// The place one step in direction `d` from `place`, if it lies in the
    /// tile.
    #[inline]
    fn step(self, place: usize, d: Dir) -> Option<usize> {
        let (lr, lc) = (place >> self.shift, place & (self.side - 1));
        match d {
            Dir::Up => (lr > 0).then(|| place - self.side),
            Dir::Down => (self.top + lr + 1 < self.bottom).then(|| place + self.side),
            Dir::Left => (lc > 0).then(|| place - 1),
            Dir::Right => (self.left + lc + 1 < self.right).then(|| place + 1),
        }
    }

    /// Whether the free cell `cell`, at `place` in the tile, is a portal
    /// cell (see [`portal_cell`]); the board's padding is never free.
    #[inline]
    fn portal(self, board: &Board, cell: Cell, place: usize) -> bool {
        let (lr, lc) = (place >> self.shift, place & (self.side - 1));
        (self.left + lc + 1 == self.right && board.free_cell(board.step(cell, Dir::Right)))
            || (self.top + lr + 1 == self.bottom && board.free_cell(board.step(cell, Dir::Down)))
    }

    /// `pos`'s place in the tile's cells, if it lies in the tile.
    fn place(self, pos: Pos) -> Option<usize> {
        let (r, c) = (pos.row(), pos.col());
        (r >= self.top && r < self.bottom && c >= self.left && c < self.right)
            .then(|| ((r - self.top) << self.shift) + (c - self.left))
    }
}

impl Overlay {
    /// The most bytes an overlay over a layout of `len` cells takes, on a
    /// board of `lines` rows and columns: a region label a cell, the
    /// shortcuts, the portal bits and their ranks over `branch_numbers`
    /// branch numbers, with a start for each portal (at most a state in
    /// eight is one on the boards it is built for, and never more than the
    /// branch numbers), and each row's and column's tile.
    #[must_use]
    pub(crate) fn bytes_bound(len: usize, lines: usize, branch_numbers: usize) -> usize {
        let bits = branch_numbers.div_ceil(64) * (8 + 4);
        len.saturating_mul(2 + SHORTCUT_BYTES_PER_CELL)
            .saturating_add(bits)
            .saturating_add(branch_numbers.saturating_mul(4) / 8 + 4)
            .saturating_add(Cuts::bytes_for(lines))
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
    /// thin regions is for [`Overlay::covers`] to say.
    #[must_use]
    pub(crate) fn worth(lone_games: usize, branches: usize, cells: usize, unlimited: bool) -> bool {
        unlimited
            && lone_games >= LEAST_GAMES
            && branches >= 1 << 16
            && cells >= 4 * REGION_TILE * REGION_TILE
    }

    /// Whether the regions worth contracting on `board` (by their cells:
    /// big enough, with few states beside them) hold at least half its
    /// free cells: the boards [`Overlay::build`] builds an overlay for.
    #[must_use]
    pub(crate) fn covers(board: &Board) -> bool {
        Overlay::covers_with(board, Rules::DEFAULT, false)
    }

    fn covers_with(board: &Board, rules: Rules, parallel: bool) -> bool {
        Overlay::covers_by(board, rules, &Cuts::of(board, rules.side), parallel)
    }

    /// [`Overlay::covers`] by `rules`, with the board cut by `cuts`.
    fn covers_by(board: &Board, rules: Rules, cuts: &Cuts, parallel: bool) -> bool {
        let side = rules.side;
        // Their regions are not flooded: on open ground at 2000 x 2000 that
        // took 0.1 s, for nothing.
        if cuts.open {
            return false;
        }
        let worthy: usize = parallel::map_with(
            &tiles(rules, cuts),
            parallel,
            &mut Scratch::new(side),
            || Scratch::new(side),
            |scratch, &tile| {
                let mut cells = 0;
                worthy_regions(board, scratch, tile, |_, region, _, _| {
                    cells += region.len();
                });
                cells
            },
        )
        .into_iter()
        .sum();
        worthy * 2 >= board.free_count()
    }

    /// The overlay of `graph`, its tiles on several threads when `parallel`;
    /// `None` unless it [covers](Overlay::covers) the board (or while some
    /// around-cost is still pending, which the shortcuts would have to
    /// settle first).
    #[must_use]
    pub(crate) fn build(graph: &StateGraph, parallel: bool) -> Option<Overlay> {
        Overlay::build_with(graph, parallel, Rules::DEFAULT)
    }

    /// [`Overlay::build`] by `rules`.
    fn build_with(graph: &StateGraph, parallel: bool, rules: Rules) -> Option<Overlay> {
        let board = graph.board();
        if graph.pending_costs() > 0 {
            return None;
        }
        let side = rules.side;
        let cuts = Cuts::of(board, side);
        if rules.cover && !Overlay::covers_by(board, rules, &cuts, parallel) {
            return None;
        }
        let outs = parallel::map_with(
            &tiles(rules, &cuts),
            parallel,
            &mut Scratch::new(side),
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

/// The tiles of `board` by `cuts` (of at most `side` x `side` cells), row
/// by row.
fn tiles(rules: Rules, cuts: &Cuts) -> Vec<Tile<'_>> {
    let side = rules.side;
    debug_assert!(side.is_power_of_two(), "tiles of a power of two");
    debug_assert_eq!(side, cuts.side, "cut as tiled");
    let cols = Cuts::spans(&cuts.col_tile);
    Cuts::spans(&cuts.row_tile)
        .into_iter()
        .flat_map(|(top, bottom)| {
            cols.iter().map(move |&(left, right)| Tile {
                side,
                shift: side.trailing_zeros(),
                budget: rules.budget,
                least: rules.least,
                cuts,
                top,
                left,
                bottom,
                right,
            })
        })
        .collect()
}

/// Calls `worthy(scratch, cells, doors, mark)` for each region of `tile`
/// worth contracting by its cells, with its door cells, its cells marked
/// `mark` in the scratch.
fn worthy_regions(
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
fn tile_regions(graph: &StateGraph, scratch: &mut Scratch, tile: Tile<'_>) -> TileOut {
    let board = graph.board();
    let mut out = TileOut::default();
    worthy_regions(board, scratch, tile, |scratch, cells, doors, mark| {
        // At most a region per 64 cells of a tile.
        let label = out.regions as u16;
        if let Some(found) = contract(graph, scratch, tile, cells, mark) {
            walks_across(board, scratch, tile, mark, doors, label, &mut out);
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
fn flood(
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
fn worth_by_cells(
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

/// Whether the shortcuts among `doors` doors fit the bytes a region of
/// `cells` cells may keep.
fn shortcuts_fit(doors: usize, cells: usize, budget: usize) -> bool {
    doors * doors.saturating_sub(1) * std::mem::size_of::<Shortcut>() <= cells * budget
}

/// A contracted region's branch states inside, the ones of them that are
/// portals, and its shortcuts.
struct Contracted {
    inside: usize,
    extra_portals: Vec<Branch>,
    shortcuts: Vec<(Branch, Shortcut)>,
}

/// The state `b`'s place among the tile's states, if its cell lies in the
/// tile.
fn state_place(graph: &StateGraph, tile: Tile<'_>, b: Branch) -> Option<usize> {
    let s = graph.corridors().state_of(b);
    tile.place(graph.board().pos(s.cell()))
        .map(|p| p * 4 + s.side().index())
}

/// Marks the branch states `inside` (whose cells lie in the tile) as inside
/// the region `mark` in the scratch, or clears them with 0.
fn mark_inside(
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
fn contract(
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

/// The blank's shortcuts across the region marked `mark` (labelled `label`
/// in its tile): a breadth-first walk from each of its door cells `doors`
/// through the region's cells to the others.
fn walks_across(
    board: &Board,
    scratch: &mut Scratch,
    tile: Tile<'_>,
    mark: u32,
    doors: &[Cell],
    label: u16,
    out: &mut TileOut,
) {
    let mut reached: Vec<(Cell, u32)> = Vec::new();
    for &door in doors {
        scratch.walk_stamp = scratch.walk_stamp.wrapping_add(1);
        if scratch.walk_stamp == 0 {
            scratch.walked.fill(0);
            scratch.walk_stamp = 1;
        }
        let stamp = scratch.walk_stamp;
        reached.clear();
        scratch.queue.clear();
        // Into the region from the door...
        for d in Dir::ALL {
            let next = board.step(door, d);
            if !board.free_cell(next) {
                continue;
            }
            if let Some(p) = tile.place(board.pos(next))
                && scratch.region[p] == mark
                && scratch.walked[p] != stamp
            {
                scratch.walked[p] = stamp;
                scratch.steps[p] = 1;
                scratch.queue.push((next, p));
            }
        }
        // ... then breadth first through its cells to the other doors.
        let mut head = 0;
        while head < scratch.queue.len() {
            let (cell, place) = scratch.queue[head];
            head += 1;
            let at = scratch.steps[place] + 1;
            for d in Dir::ALL {
                let next = board.step(cell, d);
                if !board.free_cell(next) {
                    continue;
                }
                match tile.step(place, d) {
                    Some(p) if scratch.region[p] == mark => {
                        if scratch.walked[p] != stamp {
                            scratch.walked[p] = stamp;
                            scratch.steps[p] = at;
                            scratch.queue.push((next, p));
                        }
                    }
                    _ => {
                        if next != door && !reached.iter().any(|&(c, _)| c == next) {
                            reached.push((next, at));
                        }
                    }
                }
            }
        }
        for &(to, cost) in &reached {
            out.walks.push((
                door.index() as u32,
                CellShortcut {
                    to: to.index() as u32,
                    region: u32::from(label),
                    cost,
                },
            ));
        }
    }
}

/// Small tiles, and every region with at most the most doors contracted,
/// whatever its shortcuts take: so that small boards of every family have
/// many regions in tests, open ground and clutter included.
#[cfg(all(test, feature = "generate"))]
const SMALL: Rules = Rules {
    side: 16,
    budget: 1 << 16,
    cover: false,
    least: 6,
};

#[cfg(all(test, feature = "generate"))]
impl Overlay {
    /// [`Overlay::build`] with the tests' [`SMALL`] rules.
    pub(crate) fn build_small(graph: &StateGraph, parallel: bool) -> Option<Overlay> {
        Overlay::build_with(graph, parallel, SMALL)
    }

    /// Whether `other` holds the same tables.
    pub(crate) fn same_as(&self, other: &Overlay) -> bool {
        self.label == other.label
            && self.first_region == other.first_region
            && self.portals == other.portals
            && self.walks == other.walks
    }
}

#[cfg(test)]
mod tests {
    use super::Cuts;
    use crate::input::board::Board;

    /// A run along row 15 with a tooth down from every other cell to row 19,
    /// and a spine down column 0: with tiles of 16, unshifted edges after
    /// rows 15, 31 and 47 cross every tooth.
    fn comb() -> Board {
        let rows: Vec<String> = (0..48)
            .map(|r| {
                (0..48)
                    .map(|c| {
                        let free = c == 0
                            || (r == 15 && c < 47)
                            || ((16..=19).contains(&r) && c % 2 == 0 && c < 47);
                        if free { '1' } else { '0' }
                    })
                    .collect()
            })
            .collect();
        let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
        Board::from_rows(&rows).expect("a board")
    }

    #[test]
    fn the_tiles_edges_keep_off_the_busiest_rows() {
        let board = comb();
        let cuts = Cuts::of(&board, 16);
        let edges: Vec<usize> = Cuts::edges(&cuts.row_tile).collect();
        assert_eq!(edges.len(), 3);
        assert!(
            edges.iter().all(|r| !(15..=18).contains(r)),
            "edges after rows {edges:?}"
        );
        // Columns: one link a column along the run, so every column ties:
        // each tile is as wide as it can be.
        assert_eq!(Cuts::edges(&cuts.col_tile).collect::<Vec<_>>(), [15, 31]);
        // Every tile's last row is an edge, and tiles cover the board.
        let rules = super::Rules {
            side: 16,
            ..super::Rules::DEFAULT
        };
        let tiles = super::tiles(rules, &cuts);
        let cells: usize = tiles
            .iter()
            .map(|t| (t.bottom - t.top) * (t.right - t.left))
            .sum();
        assert_eq!(cells, board.rows() * board.cols());
        for t in &tiles {
            assert!(t.bottom - t.top <= 16 && t.right - t.left <= 16);
            if t.bottom < board.rows() {
                assert!(edges.contains(&(t.bottom - 1)));
            }
        }
    }

    #[test]
    fn open_ground_is_cut_unshifted() {
        let rows = vec!["1".repeat(40); 40];
        let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
        let board = Board::from_rows(&rows).expect("a board");
        let cuts = Cuts::of(&board, 16);
        assert_eq!(Cuts::edges(&cuts.row_tile).collect::<Vec<_>>(), [15, 31]);
        assert_eq!(Cuts::edges(&cuts.col_tile).collect::<Vec<_>>(), [15, 31]);
        assert!(cuts.open);
    }

    /// Rows of rooms three cells apart, which tiles of 16 do not divide:
    /// each edge finds a wall of its own (with one shift for all, every
    /// third edge would fall on one).
    #[test]
    fn each_edge_finds_its_own_wall() {
        let rows: Vec<String> = (0..100)
            .map(|r| {
                (0..40)
                    .map(|c| {
                        if r % 3 != 2 || c == (r * 7) % 40 {
                            '1'
                        } else {
                            '0'
                        }
                    })
                    .collect()
            })
            .collect();
        let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
        let board = Board::from_rows(&rows).expect("a board");
        let cuts = Cuts::of(&board, 16);
        let edges: Vec<usize> = Cuts::edges(&cuts.row_tile).collect();
        assert!(edges.len() >= 6, "edges after rows {edges:?}");
        // A wall row, or the row above one: one link down, through its door.
        assert!(
            edges.iter().all(|r| r % 3 != 0),
            "edges after rows {edges:?}"
        );
        assert!(!cuts.open);
        for (top, bottom) in Cuts::spans(&cuts.row_tile) {
            assert!(bottom - top <= 16 && (bottom - top >= 12 || bottom == 100));
        }
    }
}
