//! Games worth playing: uniform draws on most boards are either unsolvable or
//! trivial (on a 30 x 30 maze, 412 of 500 were unsolvable and 51 already
//! solved), so an interesting draw solves its candidates and keeps the kinds
//! it wants, in fixed shares.

use rand::RngExt;

use super::games::free_positions;
use crate::graph::state_graph::StateGraph;
use crate::input::board::Board;
use crate::input::cell::Pos;
use crate::input::puzzle::Game;
use crate::search::fast::FastSolver;

/// Candidates drawn for one game before the draw settles for the last one.
const TRIES: usize = 32;

/// How far from the piece a short game's target lies, in steps.
const SHORT: usize = 4;

/// The kind of game a slot of the draw asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// The piece already on the target (answer 0).
    PieceOnTarget,
    /// The blank on the target.
    BlankOnTarget,
    /// A game the piece can never win (answer -1).
    Unsolvable,
    /// A solvable game, answer above 0, its target near the piece.
    Short,
    /// A solvable game, answer above 0, its target anywhere.
    Long,
}

impl Kind {
    /// The kind of slot `k` of 16: one piece on the target, one blank on the
    /// target, two unsolvable, four short, eight long.
    fn of(k: u32) -> Kind {
        match k {
            0 => Kind::PieceOnTarget,
            1 => Kind::BlankOnTarget,
            2 | 3 => Kind::Unsolvable,
            4..=7 => Kind::Short,
            _ => Kind::Long,
        }
    }

    /// Whether a game of answer `answer` is of this kind.
    fn fits(self, answer: Option<u64>) -> bool {
        match self {
            Kind::PieceOnTarget | Kind::BlankOnTarget => true,
            Kind::Unsolvable => answer.is_none(),
            Kind::Short | Kind::Long => answer.is_some_and(|a| a > 0),
        }
    }
}

/// A draw of games of every kind in fixed shares: out of 16, the piece on
/// the target in 1, the blank on the target in 1, an unsolvable game in 2,
/// and a solvable one with an answer above 0 in 12 (4 with the target within
/// four steps of the piece, 8 with the target anywhere). Each game is drawn
/// up to 32 times until it is of its kind; on boards where a kind is rare or
/// impossible (no unsolvable game on an open board, no solvable one on a
/// perfect maze) the last candidate stands.
///
/// ```
/// use huarong::generate::{board, seeded, Family, InterestingDraw};
/// use huarong::{solve, Puzzle, SolveOptions};
/// let b = board(Family::Random { fixed: 0.3 }, 20, 20, &mut seeded(3));
/// let mut rng = seeded(4);
/// let games = InterestingDraw::new(&b, &mut rng).unwrap().draw(64);
/// let puzzle = Puzzle { board: b, games };
/// let answers = solve(&puzzle, &SolveOptions::default()).unwrap().into_costs();
/// let real = answers.iter().filter(|a| a.is_some_and(|a| a > 0)).count();
/// assert!(real >= 32, "{real} of 64 games are real ones");
/// ```
#[derive(Debug)]
pub struct InterestingDraw<'a, R> {
    graph: StateGraph,
    free: Vec<Pos>,
    rng: &'a mut R,
    /// Games drawn and not yet taken, when used as an iterator.
    ready: std::vec::IntoIter<Game>,
}

/// As an iterator, the draw refills in batches of this many games, each with
/// one solver.
const BATCH: usize = 256;

impl<R: RngExt> Iterator for InterestingDraw<'_, R> {
    type Item = Game;

    fn next(&mut self) -> Option<Game> {
        if let Some(game) = self.ready.next() {
            return Some(game);
        }
        self.ready = self.draw(BATCH).into_iter();
        self.ready.next()
    }
}

impl<'a, R: RngExt> InterestingDraw<'a, R> {
    /// A draw on `board` (its state graph precomputed here), or `None` when
    /// it has fewer than two free cells and so no valid game.
    pub fn new(board: &Board, rng: &'a mut R) -> Option<InterestingDraw<'a, R>> {
        let free = free_positions(board);
        (free.len() >= 2).then(|| InterestingDraw {
            graph: StateGraph::new(board),
            free,
            rng,
            ready: Vec::new().into_iter(),
        })
    }

    /// The next `count` games.
    pub fn draw(&mut self, count: usize) -> Vec<Game> {
        let InterestingDraw {
            graph, free, rng, ..
        } = self;
        let board = graph.board();
        let mut solver = FastSolver::new(graph);
        (0..count)
            .map(|_| {
                let kind = Kind::of(rng.random_range(0..16));
                let mut game = candidate(board, free, *rng, kind);
                for _ in 1..TRIES {
                    let answer = solver.solve(&game).expect("drawn games are valid");
                    if kind.fits(answer) {
                        break;
                    }
                    game = candidate(board, free, *rng, kind);
                }
                game
            })
            .collect()
    }
}

/// One candidate of `kind` on `board`, whose free cells are `free`: three
/// uniform cells, the target moved as the kind asks.
fn candidate(board: &Board, free: &[Pos], rng: &mut impl RngExt, kind: Kind) -> Game {
    let blank = free[rng.random_range(0..free.len())];
    let piece = loop {
        let p = free[rng.random_range(0..free.len())];
        if p != blank {
            break p;
        }
    };
    let target = match kind {
        Kind::PieceOnTarget => piece,
        Kind::BlankOnTarget => blank,
        // A few offsets within reach; the piece itself (answer 0, so
        // redrawn) when none lands on a free cell.
        Kind::Short => (0..16)
            .find_map(|_| {
                let (dr, dc) = (
                    rng.random_range(0..=2 * SHORT),
                    rng.random_range(0..=2 * SHORT),
                );
                let row = (piece.row + dr).checked_sub(SHORT)?;
                let col = (piece.col + dc).checked_sub(SHORT)?;
                let t = Pos::new(row, col);
                (t != piece && t.manhattan(piece) <= SHORT && board.is_free(t)).then_some(t)
            })
            .unwrap_or(piece),
        Kind::Unsolvable | Kind::Long => free[rng.random_range(0..free.len())],
    };
    Game {
        blank,
        piece,
        target,
    }
}
