//! Move sequences: every one, from every engine, replays legally to the
//! target in exactly the optimal number of moves, on the official cases and
//! on every board family; and a replay names the first illegal move. (How
//! `solve --moves` prints them is the command's test.)
#![cfg(feature = "generate")]

mod support;

use huarong::{Board, Engine, Game, Solution, replay};
use proptest::prelude::*;
use support::cases::{answers, official_cases, solutions};
use support::families::{any_family, family_puzzle};

/// Checks `solutions` against the answers `want` and replays every one.
fn check(board: &Board, games: &[Game], solutions: &[Option<Solution>], want: &[Option<u64>]) {
    assert_eq!(solutions.len(), want.len());
    for ((game, solution), want) in games.iter().zip(solutions).zip(want) {
        let got = solution.as_ref().map(|s| s.cost);
        assert_eq!(got, *want, "cost of {game:?}");
        if let Some(s) = solution {
            assert_eq!(s.moves.len() as u64, s.cost, "move count of {game:?}");
            assert_eq!(
                replay(board, game, &s.moves),
                Ok(game.target),
                "replay of {game:?}"
            );
        }
    }
}

#[test]
fn official_moves_replay_to_the_judges_answers() {
    for case in official_cases() {
        let puzzle = case.puzzle();
        // Brute force is left to the small boards below: it takes seconds here.
        for engine in [Engine::Fast, Engine::Classic] {
            let solutions = solutions(&puzzle, engine);
            check(&puzzle.board, &puzzle.games, &solutions, &case.answers());
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Every engine's moves on every family replay to the brute-force optimum.
    #[test]
    fn moves_replay_to_the_brute_force_optimum(
        family in any_family(),
        rows in 1usize..=9,
        cols in 1usize..=9,
        seed in any::<u64>(),
    ) {
        let puzzle = family_puzzle(family, rows, cols, seed, 12);
        let want = answers(&puzzle, Engine::Brute).unwrap();
        for engine in Engine::ALL {
            check(&puzzle.board, &puzzle.games, &solutions(&puzzle, engine), &want);
        }
    }
}

#[test]
fn replay_names_the_first_illegal_move() {
    let board = Board::from_rows(&["0111", "0110", "0100"]).unwrap();
    let game = Game {
        blank: huarong::Pos::new(2, 1),
        piece: huarong::Pos::new(0, 1),
        target: huarong::Pos::new(1, 1),
    };
    use huarong::Dir::{Down, Left, Up};
    let err = replay(&board, &game, &[Up, Up, Left]).unwrap_err();
    assert_eq!((err.index, err.dir), (2, Left));
    assert!(err.to_string().contains("move 3 (L)"), "{err}");
    let err = replay(&board, &game, &[Down]).unwrap_err();
    assert_eq!(err.index, 0);
}
