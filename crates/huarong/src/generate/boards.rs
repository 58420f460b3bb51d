//! Drawing a board of each family.

use rand::RngExt;

use super::chains;
use super::family::Family;
use crate::input::board::Board;
use crate::input::cell::Pos;
use crate::input::dir::Dir;

/// A board of `family`, `rows` x `cols` (see [`Family::shape`]), the same for the
/// same random sequence.
///
/// ```
/// use huarong::generate::{board, seeded, Family};
/// let maze = board(Family::PerfectMaze, 5, 7, &mut seeded(3));
/// assert_eq!(maze, board(Family::PerfectMaze, 5, 7, &mut seeded(3)));
/// // A perfect maze on odd sides: 3 x 4 rooms joined by 11 corridor cells.
/// assert_eq!(maze.free_count(), 12 + 11);
/// let line = board(Family::Line, 5, 7, &mut seeded(3));
/// assert_eq!((line.rows(), line.cols(), line.free_count()), (1, 7, 7));
/// ```
#[must_use]
pub fn board(family: Family, rows: usize, cols: usize, rng: &mut impl RngExt) -> Board {
    match family {
        Family::Random { fixed } => random_board(rows, cols, fixed, rng),
        Family::Open => open_board(rows, cols),
        Family::PerfectMaze => maze(rows, cols, 0.0, rng),
        Family::BraidedMaze { knock } => maze(rows, cols, knock, rng),
        Family::Spiral => spiral(rows, cols, rng),
        Family::Comb => comb(rows, cols, rng),
        Family::SnakingRing => ring(rows, cols, rng),
        Family::Bumps { width } => bumps(rows, cols, width.max(1), rng),
        Family::Rooms { size } => rooms(rows, cols, size.max(1), rng),
        Family::Beads { width } => beads(rows, cols, width.max(2), rng),
        Family::Links { width } => {
            let width = width.max(3);
            decorated_ring(
                rows,
                cols,
                width,
                chains::LINK_SPACING,
                rng,
                |b, runs, rng| {
                    chains::links(b, runs, width, rng);
                },
            )
        }
        Family::Necklace => {
            let (width, spacing) = (chains::NECKLACE_WIDTH, chains::NECKLACE_SPACING);
            decorated_ring(rows, cols, width, spacing, rng, chains::necklace)
        }
        Family::Mixed => {
            let (width, spacing) = (chains::MIXED_WIDTH, chains::NECKLACE_SPACING);
            decorated_ring(rows, cols, width, spacing, rng, chains::mixed)
        }
        Family::Line => open_board(1, cols),
        Family::Column => open_board(rows, 1),
    }
}

/// `p` as a probability: clamped to 0..=1, and NaN read as 0.
fn probability(p: f64) -> f64 {
    if p.is_nan() { 0.0 } else { p.clamp(0.0, 1.0) }
}

/// A `rows` x `cols` board where each cell is fixed with probability `fixed`.
///
/// ```
/// use huarong::generate::{random_board, seeded};
/// let board = random_board(30, 30, 0.25, &mut seeded(7));
/// assert_eq!(board, random_board(30, 30, 0.25, &mut seeded(7)));
/// ```
#[must_use]
pub fn random_board(rows: usize, cols: usize, fixed: f64, rng: &mut impl RngExt) -> Board {
    let fixed = probability(fixed);
    let mut board = Board::new_fixed(rows, cols);
    for row in 0..rows {
        for col in 0..cols {
            if !rng.random_bool(fixed) {
                board.set_free(Pos::new(row, col), true);
            }
        }
    }
    board
}

/// A board with every cell free.
fn open_board(rows: usize, cols: usize) -> Board {
    let mut board = Board::new_fixed(rows, cols);
    for row in 0..rows {
        for col in 0..cols {
            board.set_free(Pos::new(row, col), true);
        }
    }
    board
}

/// The free neighbours of `pos`.
pub(super) fn free_neighbors(board: &Board, pos: Pos) -> impl Iterator<Item = Pos> + '_ {
    Dir::ALL
        .into_iter()
        .filter_map(move |d| board.neighbor(pos, d))
        .filter(|&n| board.is_free(n))
}

/// Shuffles `items` in place (Fisher-Yates).
fn shuffle<T>(items: &mut [T], rng: &mut impl RngExt) {
    for i in (1..items.len()).rev() {
        items.swap(i, rng.random_range(0..=i));
    }
}

/// A perfect maze by randomised depth-first search over the rooms at (even, even)
/// cells; then each wall between two rooms that is still fixed is knocked out
/// with probability `knock`.
fn maze(rows: usize, cols: usize, knock: f64, rng: &mut impl RngExt) -> Board {
    let mut board = Board::new_fixed(rows, cols);
    if rows == 0 || cols == 0 {
        return board;
    }
    let (room_rows, room_cols) = (rows.div_ceil(2), cols.div_ceil(2));
    let room = |r: usize| Pos::new(2 * (r / room_cols), 2 * (r % room_cols));
    let mut visited = vec![false; room_rows * room_cols];
    let start = rng.random_range(0..visited.len());
    visited[start] = true;
    board.set_free(room(start), true);
    let mut stack = vec![start];
    while let Some(&here) = stack.last() {
        let (i, j) = (here / room_cols, here % room_cols);
        let mut options = [0; 4];
        let mut count = 0;
        let candidates = [
            (i > 0).then(|| here - room_cols),
            (i + 1 < room_rows).then(|| here + room_cols),
            (j > 0).then(|| here - 1),
            (j + 1 < room_cols).then(|| here + 1),
        ];
        for next in candidates.into_iter().flatten() {
            if !visited[next] {
                options[count] = next;
                count += 1;
            }
        }
        if count == 0 {
            stack.pop();
            continue;
        }
        let next = options[rng.random_range(0..count)];
        visited[next] = true;
        let (a, b) = (room(here), room(next));
        board.set_free(b, true);
        board.set_free(
            Pos::new((a.row() + b.row()) / 2, (a.col() + b.col()) / 2),
            true,
        );
        stack.push(next);
    }
    // With an even side the last row (column) has no rooms: open each of its
    // cells beside a room, as a dead end, with probability 1/2.
    if rows.is_multiple_of(2) {
        for col in (0..cols).step_by(2) {
            if rng.random_bool(0.5) {
                board.set_free(Pos::new(rows - 1, col), true);
            }
        }
    }
    if cols.is_multiple_of(2) {
        for row in (0..rows).step_by(2) {
            if rng.random_bool(0.5) {
                board.set_free(Pos::new(row, cols - 1), true);
            }
        }
    }
    let knock = probability(knock);
    if knock > 0.0 {
        for row in 0..rows {
            for col in 0..cols {
                // A wall between two rooms: one coordinate odd, the rooms both inside.
                let between = match (row % 2, col % 2) {
                    (1, 0) => row + 1 < rows,
                    (0, 1) => col + 1 < cols,
                    _ => false,
                };
                let pos = Pos::new(row, col);
                if between && !board.is_free(pos) && rng.random_bool(knock) {
                    board.set_free(pos, true);
                }
            }
        }
    }
    board
}

/// Whether a width-1 corridor coming from `from` may extend into `next`: `next`
/// is fixed and touches no free cell but `from`.
fn corridor_fits(board: &Board, next: Pos, from: Pos) -> bool {
    !board.is_free(next) && free_neighbors(board, next).all(|n| n == from)
}

/// A spiral corridor: from the top-left corner, go straight on while the corridor
/// stays width 1 and apart from itself, else turn clockwise; stop when turning
/// does not help. Then mirror at random.
fn spiral(rows: usize, cols: usize, rng: &mut impl RngExt) -> Board {
    let mut board = Board::new_fixed(rows, cols);
    if rows == 0 || cols == 0 {
        return board;
    }
    let headings = [Dir::Right, Dir::Down, Dir::Left, Dir::Up];
    let mut heading = 0;
    let mut at = Pos::new(0, 0);
    board.set_free(at, true);
    let mut failed = 0;
    while failed < 2 {
        match board.neighbor(at, headings[heading]) {
            Some(next) if corridor_fits(&board, next, at) => {
                board.set_free(next, true);
                at = next;
                failed = 0;
            }
            _ => {
                heading = (heading + 1) % 4;
                failed += 1;
            }
        }
    }
    let (flip_rows, flip_cols) = (rng.random_bool(0.5), rng.random_bool(0.5));
    mirror(&board, flip_rows, flip_cols)
}

/// A copy of `board` with its rows and/or columns reversed.
fn mirror(board: &Board, flip_rows: bool, flip_cols: bool) -> Board {
    let (rows, cols) = (board.rows(), board.cols());
    let mut out = Board::new_fixed(rows, cols);
    for row in 0..rows {
        for col in 0..cols {
            if board.is_free(Pos::new(row, col)) {
                let r = if flip_rows { rows - 1 - row } else { row };
                let c = if flip_cols { cols - 1 - col } else { col };
                out.set_free(Pos::new(r, c), true);
            }
        }
    }
    out
}

/// A copy of `board` with rows and columns exchanged.
fn transpose(board: &Board) -> Board {
    let mut out = Board::new_fixed(board.cols(), board.rows());
    for row in 0..board.rows() {
        for col in 0..board.cols() {
            if board.is_free(Pos::new(row, col)) {
                out.set_free(Pos::new(col, row), true);
            }
        }
    }
    out
}

/// A comb: a free spine row and teeth on every second column.
fn comb(rows: usize, cols: usize, rng: &mut impl RngExt) -> Board {
    let mut board = Board::new_fixed(rows, cols);
    if rows == 0 || cols == 0 {
        return board;
    }
    let spine = rng.random_range(0..rows);
    let parity = rng.random_range(0..2);
    for col in 0..cols {
        board.set_free(Pos::new(spine, col), true);
    }
    for col in (parity..cols).step_by(2) {
        let up_room = spine;
        let down_room = rows - 1 - spine;
        let up = rng.random_range(up_room / 2..=up_room);
        let down = rng.random_range(down_room / 2..=down_room);
        for row in spine - up..spine + down + 1 {
            board.set_free(Pos::new(row, col), true);
        }
    }
    board
}

/// A snaking ring with bumps (see [`Family::SnakingRing`]).
fn ring(rows: usize, cols: usize, rng: &mut impl RngExt) -> Board {
    if rows.min(cols) <= 2 {
        // No induced cycle longer than 4 fits; a line or a ladder instead.
        return open_board(rows, cols);
    }
    let along_rows = rng.random_bool(0.5);
    let mut board = if along_rows {
        snake_ring(rows, cols, rng)
    } else {
        transpose(&snake_ring(cols, rows, rng))
    };
    add_bumps(&mut board, rng);
    let (flip_rows, flip_cols) = (rng.random_bool(0.5), rng.random_bool(0.5));
    mirror(&board, flip_rows, flip_cols)
}

/// The rows of a snake's runs: 0 first, then steps of 2 or 3 (gaps of one or two
/// fixed rows), an even number of runs in all, the last as low as possible.
/// Needs `rows >= 3`.
fn run_rows(rows: usize, rng: &mut impl RngExt) -> Vec<usize> {
    // `steps` (odd, so the run count is even) steps of 2 or 3 cover `span` rows
    // when 2 * steps <= span <= 3 * steps.
    let fits = |span: usize| -> Vec<usize> {
        (span.div_ceil(3)..=span / 2)
            .filter(|s| s % 2 == 1)
            .collect()
    };
    let mut span = rows - 1;
    let mut choices = fits(span);
    while choices.is_empty() {
        span -= 1;
        choices = fits(span);
    }
    let steps = choices[rng.random_range(0..choices.len())];
    let threes = span - 2 * steps;
    let mut sizes: Vec<usize> = (0..steps).map(|i| if i < threes { 3 } else { 2 }).collect();
    shuffle(&mut sizes, rng);
    let mut runs = vec![0];
    for size in sizes {
        runs.push(runs[runs.len() - 1] + size);
    }
    runs
}

/// A ring without bumps, for `rows, cols >= 3`: run 0 fills row 0; the other
/// runs span columns 2.. and alternate direction, joined by width-1 connectors at
/// the right edge and at column 2; the last run goes on through column 1 to
/// column 0, which leads back up to row 0.
fn snake_ring(rows: usize, cols: usize, rng: &mut impl RngExt) -> Board {
    snake_through(rows, cols, &run_rows(rows, rng))
}

/// The ring of [`snake_ring`] with its runs at the rows `runs` (0 first, an
/// even number of them, at least two rows apart).
fn snake_through(rows: usize, cols: usize, runs: &[usize]) -> Board {
    let mut board = Board::new_fixed(rows, cols);
    let mut open = |row: usize, col: usize| board.set_free(Pos::new(row, col), true);
    for col in 0..cols {
        open(0, col);
    }
    for (i, pair) in runs.windows(2).enumerate() {
        let (from, to) = (pair[0], pair[1]);
        let connector = if i % 2 == 0 { cols - 1 } else { 2 };
        for row in from + 1..to {
            open(row, connector);
        }
        for col in 2..cols {
            open(to, col);
        }
    }
    let last = runs[runs.len() - 1];
    for row in 1..=last {
        open(row, 0);
    }
    open(last, 1);
    board
}

/// Adds square bumps to a ring: two free cells beside two adjacent ring cells
/// of degree 2, touching nothing else.
fn add_bumps(board: &mut Board, rng: &mut impl RngExt) {
    let ring: Vec<Pos> = board.free_cells().map(|c| board.pos(c)).collect();
    let wanted = ring.len().div_ceil(12);
    let mut added = 0;
    for _ in 0..ring.len() / 2 {
        if added == wanted {
            break;
        }
        let a = ring[rng.random_range(0..ring.len())];
        let along = Dir::from_index(rng.random_range(0..4));
        let side = Dir::from_index(rng.random_range(0..2) + if along.index() < 2 { 2 } else { 0 });
        let Some(b) = board.neighbor(a, along) else {
            continue;
        };
        let (Some(a2), Some(b2)) = (board.neighbor(a, side), board.neighbor(b, side)) else {
            continue;
        };
        let degree = |p: Pos| free_neighbors(board, p).count();
        if board.is_free(b)
            && degree(a) == 2
            && degree(b) == 2
            && corridor_fits(board, a2, a)
            && corridor_fits(board, b2, b)
        {
            board.set_free(a2, true);
            board.set_free(b2, true);
            added += 1;
        }
    }
}

/// A ring with a bump of `width` cells under its corridor every `width + 1`
/// columns (see [`Family::Bumps`]); a [`Family::SnakingRing`] when the board
/// is too small.
fn bumps(rows: usize, cols: usize, width: usize, rng: &mut impl RngExt) -> Board {
    decorated_ring(rows, cols, width, 3, rng, |board, runs, rng| {
        for &run in runs {
            let mut col = 4 + rng.random_range(0..=width);
            while col + width <= board.cols() - 2 {
                for c in col..col + width {
                    open_inside(board, run + 1, c);
                }
                col += width + 1;
            }
        }
    })
}

/// A ring through blocks of `width` columns alternately below and above its
/// corridor (see [`Family::Beads`]); a [`Family::SnakingRing`] when the board
/// is too small.
fn beads(rows: usize, cols: usize, width: usize, rng: &mut impl RngExt) -> Board {
    decorated_ring(rows, cols, width, 4, rng, |board, runs, rng| {
        for &run in runs {
            let mut col = 4 + rng.random_range(0..width);
            let mut below = rng.random_bool(0.5);
            while col + width <= board.cols() - 2 {
                // The corridor's first run has no row above it: blocks below.
                let row = if below || run == 0 { run + 1 } else { run - 1 };
                for c in col..col + width {
                    open_inside(board, row, c);
                }
                col += width - 1;
                below = !below;
            }
        }
    })
}

/// Frees the cell at `row`, `col` if it is on the board.
fn open_inside(board: &mut Board, row: usize, col: usize) {
    let pos = Pos::new(row, col);
    if board.contains(pos) {
        board.set_free(pos, true);
    }
}

/// A snaking ring whose runs are `spacing` rows apart, passed with its run
/// rows to `decorate`, then randomly transposed and mirrored; a
/// [`Family::SnakingRing`] when there is no room for two runs and something
/// of `width` columns between the connectors.
fn decorated_ring<R: RngExt>(
    rows: usize,
    cols: usize,
    width: usize,
    spacing: usize,
    rng: &mut R,
    decorate: impl FnOnce(&mut Board, &[usize], &mut R),
) -> Board {
    let along_rows = rng.random_bool(0.5);
    let (long, short) = if along_rows {
        (rows, cols)
    } else {
        (cols, rows)
    };
    let Some((mut board, runs)) = spaced_snake(long, short, width, spacing) else {
        return ring(rows, cols, rng);
    };
    decorate(&mut board, &runs, rng);
    let board = if along_rows { board } else { transpose(&board) };
    let (flip_rows, flip_cols) = (rng.random_bool(0.5), rng.random_bool(0.5));
    mirror(&board, flip_rows, flip_cols)
}

/// A snaking ring whose runs are `spacing` rows apart, with its run rows;
/// `None` when the board has no room for two runs with `width` columns clear
/// of the connectors (columns 4 ..= cols - 3).
fn spaced_snake(
    rows: usize,
    cols: usize,
    width: usize,
    spacing: usize,
) -> Option<(Board, Vec<usize>)> {
    // An odd number of steps makes an even number of runs.
    let mut steps = rows.checked_sub(1)? / spacing;
    if steps.is_multiple_of(2) {
        steps = steps.checked_sub(1)?;
    }
    if steps == 0 || cols < 6 + width {
        return None;
    }
    let runs: Vec<usize> = (0..=steps).map(|i| spacing * i).collect();
    Some((snake_through(rows, cols, &runs), runs))
}

/// Rooms of `size x size` joined by one-cell doors in snaking rows, with a
/// two-wide lane back (see [`Family::Rooms`]); a [`Family::SnakingRing`] when
/// the board is too small.
fn rooms(rows: usize, cols: usize, size: usize, rng: &mut impl RngExt) -> Board {
    let along_rows = rng.random_bool(0.5);
    let (long, short) = if along_rows {
        (rows, cols)
    } else {
        (cols, rows)
    };
    let Some(board) = room_snake(long, short, size) else {
        return ring(rows, cols, rng);
    };
    let board = if along_rows { board } else { transpose(&board) };
    let (flip_rows, flip_cols) = (rng.random_bool(0.5), rng.random_bool(0.5));
    mirror(&board, flip_rows, flip_cols)
}

/// The rooms of [`rooms`] in the board's own orientation: the lane in
/// columns 0 and 1, the rooms from column 3 on, an even number of room rows.
fn room_snake(rows: usize, cols: usize, size: usize) -> Option<Board> {
    let pitch = size + 1;
    // The last room needs no wall after it.
    let across = cols.checked_sub(2)? / pitch;
    let mut down = (rows + 1) / pitch;
    down -= down % 2;
    if across < 2 || down < 2 {
        return None;
    }
    let mut board = Board::new_fixed(rows, cols);
    let mut open = |row: usize, col: usize| board.set_free(Pos::new(row, col), true);
    let top = |i: usize| i * pitch;
    let left = |j: usize| 3 + j * pitch;
    let middle = size / 2;
    for i in 0..down {
        for j in 0..across {
            for r in 0..size {
                for c in 0..size {
                    open(top(i) + r, left(j) + c);
                }
            }
            if j + 1 < across {
                open(top(i) + middle, left(j) + size);
            }
        }
        if i + 1 < down {
            // The rows snake: down at the right end after even rows, at the
            // left end after odd ones.
            let j = if i % 2 == 0 { across - 1 } else { 0 };
            open(top(i) + size, left(j) + middle);
        }
    }
    // The first and the last row both end at the left, beside the lane.
    let (first, last) = (top(0) + middle, top(down - 1) + middle);
    for row in first..=last {
        open(row, 0);
        open(row, 1);
    }
    open(first, 2);
    open(last, 2);
    Some(board)
}
