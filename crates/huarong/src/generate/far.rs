//! The full tier's games: each the farthest of several targets from a
//! drawn blank and piece, so that a search per game over (blank, piece)
//! positions that stops as soon as the piece reaches the target still
//! searches most of the positions of the board. One game in ten is built
//! for a trap, each trap in turn (see [`Trap`]), and one in ten is
//! unsolvable with the piece and the target in one large component where
//! the board has such games (a search per game then searches every
//! position it can reach).

use rand::RngExt;

use super::special::Cells;
use super::traps::{Trap, Traps, at, distances};
use crate::input::board::Board;
use crate::input::cell::Pos;
use crate::input::puzzle::Game;

/// Targets tried for each blank and piece: the cells farthest from the
/// piece by steps, and as many drawn anywhere; the one with the longest
/// answer is kept.
const TARGETS: usize = 8;

/// Blanks and pieces drawn for a far game; the one whose farthest target
/// is farthest is kept.
const STARTS: usize = 3;

/// Candidates drawn for a game kept for its traps, and built for a trap.
const TRAP_CANDIDATES: usize = 32;

/// Candidates drawn for an unsolvable game on a large component before the
/// slot takes a far game instead.
const HOPELESS_TRIES: usize = 32;

/// What a game is drawn for.
#[derive(Clone, Copy)]
enum Draw {
    /// The farthest of several targets ([`far`]).
    Far,
    /// Built for the next trap in turn, or the most traps where the board
    /// holds none of it ([`trapped`]).
    Trapped,
    /// Unsolvable on a large component, where the board has such games
    /// ([`hopeless`]); a far game where it has not.
    Hopeless,
}

/// What the games are drawn for, in turn: of every ten, one built for a
/// trap and one unsolvable, the other eight far.
const ROUND: [Draw; 10] = {
    use Draw::{Far, Hopeless, Trapped};
    [Trapped, Far, Far, Far, Far, Hopeless, Far, Far, Far, Far]
};

/// `count` games on the board of `cells`, whose free cells are `free` (at
/// least two), as the module describes; `solve` gives a game's fewest
/// moves.
pub(super) fn far_games<R, S>(
    cells: &Cells,
    free: &[Pos],
    count: usize,
    rng: &mut R,
    solve: &mut S,
) -> Vec<Game>
where
    R: RngExt,
    S: FnMut(&Game) -> Option<u64>,
{
    let board = cells.board();
    (0..count)
        .map(|i| match ROUND[i % ROUND.len()] {
            Draw::Trapped => {
                let trap = Trap::ALL[(i / ROUND.len()) % Trap::ALL.len()];
                cells
                    .candidates(trap, TRAP_CANDIDATES, rng, solve)
                    .into_iter()
                    .max_by_key(|(_, t)| (t.count(), t.length()))
                    .map_or_else(|| trapped(board, free, rng, solve), |(game, _)| game)
            }
            Draw::Hopeless => {
                hopeless(board, free, rng, solve).unwrap_or_else(|| far(board, free, rng, solve))
            }
            Draw::Far => far(board, free, rng, solve),
        })
        .collect()
}

/// A uniform blank and piece on distinct cells.
fn start(free: &[Pos], rng: &mut impl RngExt) -> (Pos, Pos) {
    let blank = free[rng.random_range(0..free.len())];
    let piece = loop {
        let p = free[rng.random_range(0..free.len())];
        if p != blank {
            break p;
        }
    };
    (blank, piece)
}

fn uniform(free: &[Pos], rng: &mut impl RngExt) -> Game {
    let (blank, piece) = start(free, rng);
    Game {
        blank,
        piece,
        target: free[rng.random_range(0..free.len())],
    }
}

/// The game with the longest answer of [`STARTS`] starts and their
/// targets; an unsolvable one when no target can be reached.
fn far<S>(board: &Board, free: &[Pos], rng: &mut impl RngExt, solve: &mut S) -> Game
where
    S: FnMut(&Game) -> Option<u64>,
{
    let mut best: Option<(u64, Game)> = None;
    let mut last = uniform(free, rng);
    for _ in 0..STARTS {
        let (blank, piece) = start(free, rng);
        let steps = distances(board, piece, None);
        let mut targets: Vec<Pos> = free.to_vec();
        targets.sort_by_key(|&t| std::cmp::Reverse(steps[at(board, t)]));
        targets.truncate(TARGETS);
        targets.extend((0..TARGETS).map(|_| free[rng.random_range(0..free.len())]));
        for target in targets {
            let game = Game {
                blank,
                piece,
                target,
            };
            last = game;
            if let Some(answer) = solve(&game)
                && best.is_none_or(|(longest, _)| answer > longest)
            {
                best = Some((answer, game));
            }
        }
    }
    best.map_or(last, |(_, game)| game)
}

/// Of [`TRAP_CANDIDATES`] uniform games, the one with the most traps that a
/// wrong solution miscounts, then the longest.
fn trapped<S>(board: &Board, free: &[Pos], rng: &mut impl RngExt, solve: &mut S) -> Game
where
    S: FnMut(&Game) -> Option<u64>,
{
    (0..TRAP_CANDIDATES)
        .map(|_| {
            let game = uniform(free, rng);
            (game, Traps::of(board, &game, solve))
        })
        .max_by_key(|(_, t)| (t.wrong_moves(), t.length()))
        .map(|(game, _)| game)
        .unwrap_or_else(|| uniform(free, rng))
}

/// An unsolvable game with the piece and the target in one large component,
/// if one turns up in [`HOPELESS_TRIES`] draws.
fn hopeless<S>(board: &Board, free: &[Pos], rng: &mut impl RngExt, solve: &mut S) -> Option<Game>
where
    S: FnMut(&Game) -> Option<u64>,
{
    (0..HOPELESS_TRIES)
        .map(|_| uniform(free, rng))
        .find(|game| solve(game).is_none() && Traps::of(board, game, solve).has(Trap::Hopeless))
}
