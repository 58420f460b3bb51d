//! Interesting games (`generate::InterestingDraw`) solved with the library:
//! most are real ones where the board allows it, and every kind comes up.
//! An integration test, so that generation's own module uses only the input.
#![cfg(feature = "generate")]

use huarong::generate::{Family, InterestingDraw, board, seeded};
use huarong::{FastSolver, Game, StateGraph};

/// The answers to `count` interesting games on a `side` x `side` board of
/// `family`, the board drawn from the first of `seeds` and the games from
/// the second; each game checked to be valid on the board.
fn interesting_answers(
    family: Family,
    side: usize,
    seeds: (u64, u64),
    count: usize,
) -> Vec<Option<u64>> {
    let b = board(family, side, side, &mut seeded(seeds.0));
    let graph = StateGraph::new(&b);
    let mut solver = FastSolver::new(&graph);
    let mut rng = seeded(seeds.1);
    let draw = InterestingDraw::new(&b, &mut rng, |g| solver.solve(g).ok().flatten())
        .expect("room for games");
    let games: Vec<Game> = draw.take(count).collect();
    assert!(games.iter().all(|g| g.check(&b).is_ok()), "{family}");
    let mut check = FastSolver::new(&graph);
    games
        .iter()
        .map(|g| check.solve(g).expect("valid games"))
        .collect()
}

#[test]
fn interesting_games_are_mostly_real_and_of_every_kind() {
    for (family, unsolvable) in [
        (Family::Random { fixed: 0.3 }, true),
        (Family::BraidedMaze { knock: 0.3 }, true),
        (Family::Open, false),
        (Family::SnakingRing, false),
    ] {
        let answers = interesting_answers(family, 20, (1, 2), 300);
        let real = answers.iter().filter(|a| a.is_some_and(|a| a > 0)).count();
        assert!(real >= 180, "{family}: only {real} of 300 real games");
        assert!(answers.contains(&Some(0)), "{family}: none already solved");
        assert_eq!(answers.contains(&None), unsolvable, "{family}");
    }
}

/// On a tree a game is real only with the target beside the piece and the
/// blank on the target's side: the draw finds those, so trees get the
/// stated share of real games too (12 of 16), not a third of it.
#[test]
fn trees_get_their_share_of_real_games() {
    for family in [Family::PerfectMaze, Family::Spiral, Family::Comb] {
        let answers = interesting_answers(family, 30, (7, 8), 500);
        let real = answers.iter().filter(|a| a.is_some_and(|a| a > 0)).count();
        let unsolvable = answers.iter().filter(|a| a.is_none()).count();
        assert!(real >= 330, "{family}: only {real} of 500 real games");
        assert!(
            unsolvable <= 110,
            "{family}: {unsolvable} of 500 unsolvable"
        );
    }
}
