//! Move sequences: every one replays, legally, to the target in exactly the
//! optimal number of moves — on the official cases and on every board family.

mod common;
use common::any_family;
use std::path::Path;

use assert_cmd::cargo::cargo_bin_cmd;
use huarong::generate::{board, mixed_games, seeded};
use huarong::{Board, Engine, Game, Limits, Puzzle, Solution, parse_puzzle, replay};
use proptest::prelude::*;

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

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn official_moves_replay_to_the_judges_answers() {
    let dir = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")).join("data/noip2013");
    for case in 1..=20 {
        let input = read(&dir.join(format!("puzzle{case}.in")));
        let puzzle = parse_puzzle(input.as_bytes(), &Limits::default()).unwrap();
        let want: Vec<Option<u64>> = read(&dir.join(format!("puzzle{case}.ans")))
            .lines()
            .map(|l| l.trim().parse::<i64>().unwrap())
            .map(|a| u64::try_from(a).ok())
            .collect();
        let solutions = huarong::solve(&puzzle, &huarong::SolveOptions::default().with_moves(true))
            .map(|a| a.solutions().unwrap().to_vec())
            .unwrap();
        check(&puzzle.board, &puzzle.games, &solutions, &want);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Moves on every family replay to the brute-force optimum.
    #[test]
    fn moves_replay_to_the_brute_force_optimum(
        family in any_family(),
        rows in 1usize..=9,
        cols in 1usize..=9,
        seed in any::<u64>(),
    ) {
        let mut rng = seeded(seed);
        let board = board(family, rows, cols, &mut rng);
        let games = mixed_games(&board, 12, &mut rng);
        let puzzle = Puzzle { board, games };
        let want = huarong::solve(&puzzle, &huarong::SolveOptions::new(Engine::Brute)).map(huarong::Answers::into_costs).unwrap();
        let solutions = huarong::solve(&puzzle, &huarong::SolveOptions::default().with_moves(true)).map(|a| a.solutions().unwrap().to_vec()).unwrap();
        check(&puzzle.board, &puzzle.games, &solutions, &want);
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

#[test]
fn cli_prints_moves_and_json() {
    let sample =
        Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")).join("examples/sample.in");
    cargo_bin_cmd!("huarong")
        .arg("solve")
        .arg("--moves")
        .arg(&sample)
        .assert()
        .success()
        .stdout("2 UU\n-1\n");
    cargo_bin_cmd!("huarong")
        .args(["solve", "--moves", "--format", "json"])
        .arg(&sample)
        .assert()
        .success()
        .stdout("{\"game\":1,\"answer\":2,\"moves\":\"UU\"}\n{\"game\":2,\"answer\":-1}\n");
    cargo_bin_cmd!("huarong")
        .args(["solve", "--format", "json"])
        .arg(&sample)
        .assert()
        .success()
        .stdout("{\"game\":1,\"answer\":2}\n{\"game\":2,\"answer\":-1}\n");
    cargo_bin_cmd!("huarong")
        .args(["--engine", "classic", "solve", "--moves"])
        .arg(&sample)
        .assert()
        .code(1);
}
