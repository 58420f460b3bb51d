//! Interesting games (`generate::InterestingDraw`) solved with the library:
//! most are real ones where the board allows it, and every kind comes up.
//! An integration test, so that generation's own module uses only the input.
#![cfg(feature = "generate")]

use huarong::generate::{Family, InterestingDraw, board, seeded};
use huarong::{FastSolver, Game, StateGraph};

#[test]
fn interesting_games_are_mostly_real_and_of_every_kind() {
    for (family, unsolvable) in [
        (Family::Random { fixed: 0.3 }, true),
        (Family::BraidedMaze { knock: 0.3 }, true),
        (Family::Open, false),
        (Family::SnakingRing, false),
    ] {
        let b = board(family, 20, 20, &mut seeded(1));
        let graph = StateGraph::new(&b);
        let mut solver = FastSolver::new(&graph);
        let mut rng = seeded(2);
        let draw = InterestingDraw::new(&b, &mut rng, |g| solver.solve(g).ok().flatten())
            .expect("room for games");
        let games: Vec<Game> = draw.take(300).collect();
        assert!(games.iter().all(|g| g.check(&b).is_ok()));
        let mut check = FastSolver::new(&graph);
        let answers: Vec<Option<u64>> = games
            .iter()
            .map(|g| check.solve(g).expect("valid games"))
            .collect();
        let real = answers.iter().filter(|a| a.is_some_and(|a| a > 0)).count();
        assert!(real >= 180, "{family}: only {real} of 300 real games");
        assert!(answers.contains(&Some(0)), "{family}: none already solved");
        assert_eq!(answers.contains(&None), unsolvable, "{family}");
    }
}
