//! Random boards and games, deterministic for a seed: test data and benchmarks.
//!
//! [`board`] draws a board of one [`Family`]: shapes chosen because each breaks
//! some weak solver (see the "Hard inputs" notes of the design documents).
//! [`random_games`] draws uniform games; [`mixed_games`] adds the special cases
//! (piece on the target, blank on the target, blank beside the piece).
//!
//! ```
//! use huarong::generate::{board, mixed_games, seeded, Family};
//! use huarong::{solve, Engine, Puzzle, SolveOptions};
//! let mut rng = seeded(1);
//! let family: Family = "ring".parse()?;
//! let board = board(family, 9, 9, &mut rng);
//! let games = mixed_games(&board, 10, &mut rng);
//! let puzzle = Puzzle { board, games };
//! assert_eq!(
//!     solve(&puzzle, &SolveOptions::new(Engine::Fast))?,
//!     solve(&puzzle, &SolveOptions::new(Engine::Brute))?
//! );
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::fmt;
use std::str::FromStr;

use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

use crate::{Board, Dir, Game, Pos};

/// A seeded random source whose sequence is fixed for each seed.
#[must_use]
pub fn seeded(seed: u64) -> Xoshiro256PlusPlus {
    Xoshiro256PlusPlus::seed_from_u64(seed)
}

/// A kind of board drawn by [`board`]. Every family accepts any size (even 0 or
/// 1 rows or columns) and gives something sensible for it.
///
/// Names, for [`FromStr`] and [`Display`](fmt::Display): `random`, `open`, `maze`,
/// `braided`, `spiral`, `comb`, `ring`, `line`, `column`. The two families with a
/// parameter also read and print it after a colon: `random:0.3`, `braided:0.05`;
/// without it they take [`Family::DEFAULT_FIXED`] and [`Family::DEFAULT_KNOCK`].
///
/// ```
/// use huarong::generate::Family;
/// assert_eq!("maze".parse::<Family>().unwrap(), Family::PerfectMaze);
/// assert_eq!("random:0.4".parse::<Family>().unwrap(), Family::Random { fixed: 0.4 });
/// assert_eq!(Family::BraidedMaze { knock: 0.1 }.to_string(), "braided:0.1");
/// assert!("hexagons".parse::<Family>().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Family {
    /// Each cell fixed independently with probability `fixed` (see [`random_board`]).
    /// Near 0.4 the free cells are close to percolating: long thin passages.
    Random {
        /// Probability that a cell is fixed, 0 to 1.
        fixed: f64,
    },
    /// Every cell movable.
    Open,
    /// A perfect maze (a spanning tree, drawn by a randomised depth-first search):
    /// rooms at (even row, even column), walls fixed between them and at every
    /// (odd, odd) cell, so every free cell is a width-1 corridor and every
    /// corridor cell of degree 2 or more is a cut vertex. With an even number of
    /// rows (columns) the last row (column) has no rooms; each of its cells
    /// beside a room is a one-cell dead end with probability 1/2.
    PerfectMaze,
    /// A [`Family::PerfectMaze`] with each remaining wall between two rooms knocked
    /// out with probability `knock`, so corridors form cycles.
    BraidedMaze {
        /// Probability that a wall between two rooms is removed, 0 to 1.
        knock: f64,
    },
    /// One width-1 corridor winding from a corner inwards in a spiral, its turns
    /// one fixed cell apart (a single path: every piece move is a long detour or
    /// impossible). Randomly mirrored.
    Spiral,
    /// A fully free spine row (at a random height) with width-1 teeth up and down
    /// from every second column, each between half and all of the way to the edge:
    /// a tree.
    Comb,
    /// One long width-1 cycle snaking through the board in runs one or two cells
    /// apart and closing along one side, with small square bumps (two cells
    /// beside two consecutive ring cells) where there is room, so some ring cells
    /// have degree 3. Every way round a ring cell is the whole ring: the worst
    /// case for around-cost searches. Randomly transposed and mirrored. A board
    /// one cell thick is a full line, and a board two cells thick is fully free
    /// (its border is the ring).
    SnakingRing,
    /// A single fully free row: `1 x cols` (the `rows` argument is ignored).
    Line,
    /// A single fully free column: `rows x 1` (the `cols` argument is ignored).
    Column,
}

impl Family {
    /// The fixed-cell probability `random` means without a parameter.
    pub const DEFAULT_FIXED: f64 = 0.3;

    /// The knock-out probability `braided` means without a parameter.
    pub const DEFAULT_KNOCK: f64 = 0.05;

    /// The families made of corridors (cut vertices, long detours, few
    /// junctions), a braided maze with a tenth of its walls knocked out: what
    /// the skeleton and around-cost tests run on.
    #[cfg(test)]
    pub(crate) const CORRIDORS: [Family; 5] = [
        Family::PerfectMaze,
        Family::BraidedMaze { knock: 0.1 },
        Family::Spiral,
        Family::Comb,
        Family::SnakingRing,
    ];

    /// Every family, with the default parameters, in the order of [`Family::NAMES`].
    pub const ALL: [Family; 9] = [
        Family::Random {
            fixed: Family::DEFAULT_FIXED,
        },
        Family::Open,
        Family::PerfectMaze,
        Family::BraidedMaze {
            knock: Family::DEFAULT_KNOCK,
        },
        Family::Spiral,
        Family::Comb,
        Family::SnakingRing,
        Family::Line,
        Family::Column,
    ];

    /// The families' names, as [`FromStr`] reads them.
    pub const NAMES: [&'static str; 9] = [
        "random", "open", "maze", "braided", "spiral", "comb", "ring", "line", "column",
    ];

    /// The family's name, without its parameter.
    ///
    /// ```
    /// use huarong::generate::Family;
    /// assert_eq!(Family::SnakingRing.name(), "ring");
    /// ```
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Family::Random { .. } => "random",
            Family::Open => "open",
            Family::PerfectMaze => "maze",
            Family::BraidedMaze { .. } => "braided",
            Family::Spiral => "spiral",
            Family::Comb => "comb",
            Family::SnakingRing => "ring",
            Family::Line => "line",
            Family::Column => "column",
        }
    }

    /// The `(rows, cols)` of the board [`board`] draws when asked for
    /// `rows x cols`: the same, except for [`Family::Line`] and [`Family::Column`].
    ///
    /// ```
    /// use huarong::generate::Family;
    /// assert_eq!(Family::Line.shape(5, 7), (1, 7));
    /// assert_eq!(Family::Column.shape(5, 7), (5, 1));
    /// assert_eq!(Family::Comb.shape(5, 7), (5, 7));
    /// ```
    #[must_use]
    pub fn shape(self, rows: usize, cols: usize) -> (usize, usize) {
        match self {
            Family::Line => (1, cols),
            Family::Column => (rows, 1),
            _ => (rows, cols),
        }
    }
}

impl fmt::Display for Family {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Family::Random { fixed } => write!(f, "random:{fixed}"),
            Family::BraidedMaze { knock } => write!(f, "braided:{knock}"),
            other => f.write_str(other.name()),
        }
    }
}

/// A family name that [`Family`]'s [`FromStr`] does not accept.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ParseFamilyError(String);

impl FromStr for Family {
    type Err = ParseFamilyError;

    fn from_str(text: &str) -> Result<Family, ParseFamilyError> {
        let (name, param) = match text.split_once(':') {
            Some((name, param)) => (name, Some(param)),
            None => (text, None),
        };
        let probability = |default: f64| -> Result<f64, ParseFamilyError> {
            let Some(param) = param else {
                return Ok(default);
            };
            match param.parse::<f64>() {
                Ok(p) if (0.0..=1.0).contains(&p) => Ok(p),
                _ => Err(ParseFamilyError(format!(
                    "'{param}' in '{text}' is not a probability from 0 to 1"
                ))),
            }
        };
        let family = match name {
            "random" => Family::Random {
                fixed: probability(Family::DEFAULT_FIXED)?,
            },
            "braided" => Family::BraidedMaze {
                knock: probability(Family::DEFAULT_KNOCK)?,
            },
            _ => {
                let found = Family::ALL.into_iter().find(|f| f.name() == name);
                match found {
                    Some(family) if param.is_none() => family,
                    Some(_) => {
                        return Err(ParseFamilyError(format!(
                            "the board family '{name}' takes no parameter (got '{text}')"
                        )));
                    }
                    None => {
                        return Err(ParseFamilyError(format!(
                            "unknown board family '{name}': expected one of {}",
                            Family::NAMES.join(", ")
                        )));
                    }
                }
            }
        };
        Ok(family)
    }
}

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
fn free_neighbors(board: &Board, pos: Pos) -> impl Iterator<Item = Pos> + '_ {
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
        board.set_free(Pos::new((a.row + b.row) / 2, (a.col + b.col) / 2), true);
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
    let mut board = Board::new_fixed(rows, cols);
    let runs = run_rows(rows, rng);
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

/// The free cells' positions, row by row.
fn free_positions(board: &Board) -> Vec<Pos> {
    board.free_cells().map(|c| board.pos(c)).collect()
}

/// A uniform game on `free` (at least two cells).
fn uniform_game(free: &[Pos], rng: &mut impl RngExt) -> Game {
    let blank = free[rng.random_range(0..free.len())];
    let piece = loop {
        let p = free[rng.random_range(0..free.len())];
        if p != blank {
            break p;
        }
    };
    let target = free[rng.random_range(0..free.len())];
    Game {
        blank,
        piece,
        target,
    }
}

/// `count` valid games on `board`, each with three uniformly drawn free cells
/// (the blank not on the piece; the target may be either). Empty when the board
/// has fewer than two free cells.
///
/// ```
/// use huarong::generate::{random_board, random_games, seeded};
/// let mut rng = seeded(5);
/// let board = random_board(10, 10, 0.3, &mut rng);
/// let games = random_games(&board, 50, &mut rng);
/// assert_eq!(games.len(), 50);
/// assert!(games.iter().all(|g| g.check(&board).is_ok()));
/// ```
#[must_use]
pub fn random_games(board: &Board, count: usize, rng: &mut impl RngExt) -> Vec<Game> {
    let free = free_positions(board);
    if free.len() < 2 {
        return Vec::new();
    }
    (0..count).map(|_| uniform_game(&free, rng)).collect()
}

/// `count` valid games on `board` that exercise the special cases: about half
/// are uniform (as [`random_games`]), and the rest are, in equal shares, the
/// piece already on the target, the blank on the target, the blank beside the
/// piece, and the blank and the target both beside the piece (possibly the same
/// cell). Empty when the board has fewer than two free cells.
///
/// ```
/// use huarong::generate::{board, mixed_games, seeded, Family};
/// let mut rng = seeded(9);
/// let board = board(Family::Open, 6, 6, &mut rng);
/// let games = mixed_games(&board, 100, &mut rng);
/// assert!(games.iter().all(|g| g.check(&board).is_ok()));
/// assert!(games.iter().any(|g| g.piece == g.target));
/// assert!(games.iter().any(|g| g.blank == g.target));
/// assert!(games.iter().any(|g| g.blank.manhattan(g.piece) == 1));
/// ```
#[must_use]
pub fn mixed_games(board: &Board, count: usize, rng: &mut impl RngExt) -> Vec<Game> {
    let free = free_positions(board);
    if free.len() < 2 {
        return Vec::new();
    }
    (0..count)
        .map(|_| {
            let game = uniform_game(&free, rng);
            match rng.random_range(0..8) {
                4 => Game {
                    target: game.piece,
                    ..game
                },
                5 => Game {
                    target: game.blank,
                    ..game
                },
                kind @ (6 | 7) => {
                    let near: Vec<Pos> = free_neighbors(board, game.piece).collect();
                    if near.is_empty() {
                        return game;
                    }
                    let blank = near[rng.random_range(0..near.len())];
                    let target = if kind == 7 {
                        near[rng.random_range(0..near.len())]
                    } else {
                        game.target
                    };
                    Game {
                        blank,
                        target,
                        ..game
                    }
                }
                _ => game,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::VecDeque;

    /// Sizes every generator must handle, tiny ones included.
    fn sizes() -> Vec<(usize, usize)> {
        let mut sizes = Vec::new();
        for rows in 0..=5 {
            for cols in 0..=5 {
                sizes.push((rows, cols));
            }
        }
        sizes.extend([(1, 17), (17, 1), (2, 9), (9, 2), (7, 13), (13, 7), (20, 20)]);
        sizes.extend([(21, 21), (30, 30), (31, 8), (6, 31)]);
        sizes
    }

    /// Families with extreme parameters as well as the defaults.
    fn families() -> Vec<Family> {
        let mut all = Family::ALL.to_vec();
        all.extend([
            Family::Random { fixed: 0.0 },
            Family::Random { fixed: 1.0 },
            Family::Random { fixed: f64::NAN },
            Family::BraidedMaze { knock: 0.0 },
            Family::BraidedMaze { knock: 1.0 },
        ]);
        all
    }

    fn degree(board: &Board, pos: Pos) -> usize {
        free_neighbors(board, pos).count()
    }

    /// Edges between free cells.
    fn edges(board: &Board) -> usize {
        free_positions(board)
            .iter()
            .map(|&p| degree(board, p))
            .sum::<usize>()
            / 2
    }

    /// Connected components of the free cells that `keep` accepts.
    fn components(board: &Board, keep: impl Fn(Pos) -> bool) -> usize {
        let cells: Vec<Pos> = free_positions(board)
            .into_iter()
            .filter(|&p| keep(p))
            .collect();
        let mut seen = std::collections::HashSet::new();
        let mut count = 0;
        for &start in &cells {
            if !seen.insert(start) {
                continue;
            }
            count += 1;
            let mut queue = VecDeque::from([start]);
            while let Some(p) = queue.pop_front() {
                for n in free_neighbors(board, p) {
                    if keep(n) && seen.insert(n) {
                        queue.push_back(n);
                    }
                }
            }
        }
        count
    }

    fn is_tree(board: &Board) -> bool {
        let v = board.free_count();
        v == 0 || (components(board, |_| true) == 1 && edges(board) == v - 1)
    }

    #[test]
    fn every_family_is_deterministic_per_seed_and_has_its_shape() {
        for family in families() {
            for (rows, cols) in sizes() {
                for seed in 0..3 {
                    let a = board(family, rows, cols, &mut seeded(seed));
                    let b = board(family, rows, cols, &mut seeded(seed));
                    assert_eq!(a, b, "{family} {rows}x{cols} seed {seed}");
                    assert_eq!((a.rows(), a.cols()), family.shape(rows, cols));
                    let mut r1 = seeded(seed);
                    let mut r2 = seeded(seed);
                    assert_eq!(mixed_games(&a, 20, &mut r1), mixed_games(&b, 20, &mut r2));
                    assert_eq!(random_games(&a, 20, &mut r1), random_games(&b, 20, &mut r2));
                }
            }
        }
    }

    #[test]
    fn seeds_give_different_boards() {
        for family in [
            Family::Random { fixed: 0.3 },
            Family::PerfectMaze,
            Family::BraidedMaze { knock: 0.2 },
            Family::Comb,
            Family::SnakingRing,
        ] {
            let distinct: std::collections::HashSet<String> = (0..10)
                .map(|seed| show(&board(family, 15, 15, &mut seeded(seed))))
                .collect();
            assert!(distinct.len() > 3, "{family}: {} distinct", distinct.len());
        }
    }

    /// The board in the judge's format, for messages.
    fn show(board: &Board) -> String {
        crate::Puzzle {
            board: board.clone(),
            games: Vec::new(),
        }
        .to_string()
    }

    #[test]
    fn every_familys_games_are_valid() {
        for family in families() {
            for (rows, cols) in sizes() {
                for seed in 0..4 {
                    let mut rng = seeded(seed);
                    let board = board(family, rows, cols, &mut rng);
                    let free = board.free_count();
                    for games in [
                        random_games(&board, 30, &mut rng),
                        mixed_games(&board, 30, &mut rng),
                    ] {
                        if free < 2 {
                            assert!(games.is_empty());
                        } else {
                            assert_eq!(games.len(), 30);
                        }
                        for g in &games {
                            assert_eq!(g.check(&board), Ok(()), "{family} {rows}x{cols} {g:?}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn mixed_games_cover_the_special_cases() {
        let mut rng = seeded(4);
        let board = board(Family::SnakingRing, 9, 9, &mut rng);
        let games = mixed_games(&board, 200, &mut rng);
        assert!(games.iter().filter(|g| g.piece == g.target).count() > 10);
        assert!(games.iter().filter(|g| g.blank == g.target).count() > 10);
        assert!(
            games
                .iter()
                .filter(|g| g.blank.manhattan(g.piece) == 1)
                .count()
                > 30
        );
        assert!(
            games
                .iter()
                .filter(|g| g.target.manhattan(g.piece) == 1)
                .count()
                > 20
        );
        // A 1 x 2 board has exactly two games' worth of cells; both come up.
        let pair = board_of(&["11"]);
        let games = mixed_games(&pair, 50, &mut rng);
        assert!(games.iter().all(|g| g.check(&pair).is_ok()));
    }

    fn board_of(rows: &[&str]) -> Board {
        Board::from_rows(rows).unwrap()
    }

    #[test]
    fn open_line_and_column_are_fully_free() {
        let mut rng = seeded(0);
        assert_eq!(board(Family::Open, 4, 6, &mut rng).free_count(), 24);
        assert_eq!(board(Family::Line, 4, 6, &mut rng), board_of(&["111111"]));
        assert_eq!(
            board(Family::Column, 3, 6, &mut rng),
            board_of(&["1", "1", "1"])
        );
        assert_eq!(board(Family::Line, 4, 0, &mut rng).free_count(), 0);
    }

    #[test]
    fn perfect_mazes_are_trees_of_corridors() {
        for (rows, cols) in sizes() {
            for seed in 0..5 {
                let maze = board(Family::PerfectMaze, rows, cols, &mut seeded(seed));
                assert!(is_tree(&maze), "{rows}x{cols} seed {seed}");
                for row in 0..rows {
                    for col in 0..cols {
                        let free = maze.is_free(Pos::new(row, col));
                        match (row % 2, col % 2) {
                            (0, 0) => assert!(free, "every room is reached"),
                            (1, 1) => assert!(!free, "no room-sized openings"),
                            _ => {}
                        }
                    }
                }
            }
        }
        let one = board(Family::PerfectMaze, 1, 7, &mut seeded(1));
        assert_eq!(one, board_of(&["1111111"]));
        let mut small = std::collections::HashSet::new();
        for seed in 0..40 {
            small.insert(show(&board(Family::PerfectMaze, 2, 2, &mut seeded(seed))));
        }
        // The room, with or without each dead end; never the (odd, odd) corner.
        assert_eq!(small.len(), 4);
    }

    #[test]
    fn braided_mazes_have_cycles() {
        let knocked = board(Family::BraidedMaze { knock: 0.2 }, 21, 21, &mut seeded(8));
        assert_eq!(components(&knocked, |_| true), 1);
        let extra = edges(&knocked) + 1 - knocked.free_count();
        assert!(extra > 5, "only {extra} cycles");
        // Without knocking it is the perfect maze of the same seed.
        assert_eq!(
            board(Family::BraidedMaze { knock: 0.0 }, 21, 21, &mut seeded(8)),
            board(Family::PerfectMaze, 21, 21, &mut seeded(8))
        );
        // Knocking every wall opens all but the (odd, odd) cells.
        let all = board(Family::BraidedMaze { knock: 1.0 }, 5, 5, &mut seeded(8));
        assert_eq!(all.free_count(), 25 - 4);
    }

    #[test]
    fn spirals_are_single_corridors() {
        for (rows, cols) in sizes() {
            for seed in 0..3 {
                let spiral = board(Family::Spiral, rows, cols, &mut seeded(seed));
                assert!(is_tree(&spiral), "{rows}x{cols}");
                let cells = free_positions(&spiral);
                assert!(cells.iter().all(|&p| degree(&spiral, p) <= 2));
                if rows * cols > 0 {
                    // The outer turn alone covers the longer side.
                    assert!(spiral.free_count() >= rows.max(cols));
                }
            }
        }
        let spiral = board(Family::Spiral, 7, 7, &mut seeded(0));
        assert_eq!(spiral.free_count(), 7 + 6 + 6 + 4 + 4 + 2 + 2);
    }

    #[test]
    fn combs_are_trees_with_a_full_spine() {
        for (rows, cols) in sizes() {
            for seed in 0..3 {
                let comb = board(Family::Comb, rows, cols, &mut seeded(seed));
                assert!(is_tree(&comb), "{rows}x{cols}");
                if rows > 0 {
                    let spine =
                        (0..rows).filter(|&r| (0..cols).all(|c| comb.is_free(Pos::new(r, c))));
                    assert!(spine.count() >= 1);
                }
            }
        }
    }

    /// Whether `pos` is the outer tip of a bump: degree 2 in a free 2x2 square.
    fn bump_tip(board: &Board, pos: Pos) -> bool {
        let free = |r: usize, c: usize| board.is_free(Pos::new(r, c));
        let (r, c) = (pos.row, pos.col);
        // The four 2x2 squares holding `pos`, by their top-left corners.
        let in_square = [(0, 0), (0, 1), (1, 0), (1, 1)].iter().any(|&(dr, dc)| {
            r >= dr && c >= dc && {
                let (top, left) = (r - dr, c - dc);
                free(top, left)
                    && free(top + 1, left)
                    && free(top, left + 1)
                    && free(top + 1, left + 1)
            }
        });
        in_square && degree(board, pos) == 2
    }

    #[test]
    fn rings_are_one_cycle_with_bumps() {
        let mut bumps = 0;
        for (rows, cols) in sizes() {
            for seed in 0..6 {
                let ring = board(Family::SnakingRing, rows, cols, &mut seeded(seed));
                let cells = free_positions(&ring);
                if rows.min(cols) <= 2 {
                    assert_eq!(ring.free_count(), rows * cols);
                    continue;
                }
                let context = format!("{rows}x{cols} seed {seed}:\n{}", show(&ring));
                assert!(
                    cells.iter().all(|&p| (2..=3).contains(&degree(&ring, p))),
                    "{context}"
                );
                assert_eq!(components(&ring, |_| true), 1, "{context}");
                // Without the bumps' tips, every cell has exactly two neighbours
                // and they form one cycle.
                let core = |p: Pos| !bump_tip(&ring, p);
                let tips = cells.iter().filter(|&&p| !core(p)).count();
                assert_eq!(tips % 2, 0, "{context}");
                bumps += tips / 2;
                for &p in cells.iter().filter(|&&p| core(p)) {
                    let n = free_neighbors(&ring, p).filter(|&n| core(n)).count();
                    assert_eq!(n, 2, "{context} at {p:?}");
                }
                assert_eq!(components(&ring, core), 1, "{context}");
                // Each bump adds one independent cycle and two degree-3 cells.
                let deg3 = cells.iter().filter(|&&p| degree(&ring, p) == 3).count();
                assert_eq!(deg3, tips, "{context}");
                assert_eq!(edges(&ring) + 1, cells.len() + 1 + tips / 2, "{context}");
                // The ring goes through a good share of the board.
                assert!(cells.len() * 4 >= rows * cols, "{context}");
            }
        }
        assert!(bumps > 50, "only {bumps} bumps");
        // A 3 x 3 ring is the border.
        let small = board(Family::SnakingRing, 3, 3, &mut seeded(0));
        assert_eq!(small, board_of(&["111", "101", "111"]));
    }

    #[test]
    fn names_round_trip() {
        for (family, name) in Family::ALL.iter().zip(Family::NAMES) {
            assert_eq!(family.name(), name);
            assert_eq!(name.parse::<Family>(), Ok(*family));
            assert_eq!(family.to_string().parse::<Family>(), Ok(*family));
        }
        let odd = Family::Random { fixed: 0.123_456_7 };
        assert_eq!(odd.to_string().parse::<Family>(), Ok(odd));
        assert_eq!(
            "braided:1".parse::<Family>(),
            Ok(Family::BraidedMaze { knock: 1.0 })
        );
        for bad in [
            "",
            "Maze",
            "random:",
            "random:1.5",
            "random:-0.1",
            "random:nan",
            "braided:x",
            "open:0.3",
            "ring:",
            "mazes",
        ] {
            assert!(bad.parse::<Family>().is_err(), "{bad}");
        }
        let err = "hex".parse::<Family>().unwrap_err().to_string();
        assert!(err.contains("hex") && err.contains("braided"), "{err}");
    }
}
