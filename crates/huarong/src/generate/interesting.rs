//! Games worth playing: uniform draws on most boards are either unsolvable or
//! trivial (on a 30 x 30 maze, 412 of 500 were unsolvable and 51 already
//! solved), so an interesting draw has its candidates solved and keeps the
//! kinds it wants, in fixed shares. The solving comes from the caller:
//! generation sits at the edge of the pipeline and uses only the input.

use rand::RngExt;

use std::collections::HashSet;

use super::boards::free_neighbors;
use super::games::game_cells;
use crate::input::board::Board;
use crate::input::cell::Pos;
use crate::input::puzzle::Game;

/// Candidates drawn for one game before the draw settles for the last one.
const TRIES: usize = 32;

/// How far from the piece a short game's target lies, in steps.
const SHORT: usize = 4;

/// Candidates drawn anywhere for a real game before the rest are drawn with
/// the target beside the piece and the blank on the target's side of it. On
/// a tree those are the only real games (the blank can never get round the
/// piece, so the piece moves once), and a uniform draw rarely finds one.
const ANYWHERE: usize = TRIES / 2;

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
/// up to 32 times until it is of its kind, as `solve` (the fewest moves of a
/// game, `None` when unsolvable) tells; the last 16 tries for a real game put
/// the target beside the piece and the blank on its side, the only real
/// games a tree (a perfect maze) has. Where a kind is impossible (no
/// unsolvable game on an open board) the last candidate stands.
///
/// ```
/// use huarong::generate::{board, seeded, Family, InterestingDraw};
/// use huarong::{FastSolver, StateGraph};
/// let b = board(Family::Random { fixed: 0.3 }, 20, 20, &mut seeded(3));
/// let graph = StateGraph::new(&b);
/// let mut solver = FastSolver::new(&graph);
/// let mut rng = seeded(4);
/// let draw = InterestingDraw::new(&b, &mut rng, |g| solver.solve(g).ok().flatten()).unwrap();
/// let games: Vec<_> = draw.take(64).collect();
/// let mut check = FastSolver::new(&graph);
/// let real = games.iter().filter(|g| check.solve(g).unwrap().is_some_and(|a| a > 0)).count();
/// assert!(real >= 32, "{real} of 64 games are real ones");
/// ```
#[derive(Debug)]
pub struct InterestingDraw<'a, R, S> {
    board: &'a Board,
    free: Vec<Pos>,
    rng: &'a mut R,
    solve: S,
}

impl<'a, R, S> InterestingDraw<'a, R, S>
where
    R: RngExt,
    S: FnMut(&Game) -> Option<u64>,
{
    /// A draw on `board` that classifies candidates with `solve`, or `None`
    /// when the board has fewer than two free cells and so no valid game.
    pub fn new(board: &'a Board, rng: &'a mut R, solve: S) -> Option<InterestingDraw<'a, R, S>> {
        let free = game_cells(board)?;
        Some(InterestingDraw {
            board,
            free,
            rng,
            solve,
        })
    }
}

impl<R, S> Iterator for InterestingDraw<'_, R, S>
where
    R: RngExt,
    S: FnMut(&Game) -> Option<u64>,
{
    type Item = Game;

    fn next(&mut self) -> Option<Game> {
        let kind = Kind::of(self.rng.random_range(0..16));
        let mut game = candidate(self.board, &self.free, self.rng, kind);
        for tries in 1..TRIES {
            if kind.fits((self.solve)(&game)) {
                break;
            }
            let real = matches!(kind, Kind::Short | Kind::Long);
            let near = if real && tries >= ANYWHERE {
                beside(self.board, &self.free, self.rng)
            } else {
                None
            };
            game = near.unwrap_or_else(|| candidate(self.board, &self.free, self.rng, kind));
        }
        Some(game)
    }
}

/// A game whose piece can move once at least: the target on a free cell
/// beside the piece, the blank anywhere the target can reach without
/// crossing the piece. `None` when the piece drawn has no free neighbour.
fn beside(board: &Board, free: &[Pos], rng: &mut impl RngExt) -> Option<Game> {
    let piece = free[rng.random_range(0..free.len())];
    let near: Vec<Pos> = free_neighbors(board, piece).collect();
    if near.is_empty() {
        return None;
    }
    let target = near[rng.random_range(0..near.len())];
    let mut side = vec![target];
    let mut seen = HashSet::from([piece, target]);
    let mut next = 0;
    while let Some(&pos) = side.get(next) {
        next += 1;
        for n in free_neighbors(board, pos) {
            if seen.insert(n) {
                side.push(n);
            }
        }
    }
    let blank = side[rng.random_range(0..side.len())];
    Some(Game {
        blank,
        piece,
        target,
    })
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
                let row = (piece.row() + dr).checked_sub(SHORT)?;
                let col = (piece.col() + dc).checked_sub(SHORT)?;
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
