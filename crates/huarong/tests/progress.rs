//! What a solve reports as it goes: the steps of its precomputation by name,
//! then `Precomputed`, then every game once.

use std::sync::Mutex;

use huarong::{Engine, InputLimits, Progress, SolveOptions, parse_puzzle, solve};

/// The sample with its two games repeated 20 times.
fn puzzle() -> huarong::Puzzle {
    let mut text = String::from("3 4 40\n0 1 1 1\n0 1 1 0\n0 1 0 0\n");
    for _ in 0..20 {
        text.push_str("3 2 1 2 2 2\n1 2 2 2 3 2\n");
    }
    parse_puzzle(text.as_bytes(), &InputLimits::default()).expect("a valid puzzle")
}

#[test]
fn phases_come_first_then_every_game_once() {
    let puzzle = puzzle();
    for engine in Engine::ALL {
        for moves in [false, true] {
            let reports = Mutex::new(Vec::new());
            let report = |p| reports.lock().expect("no panic").push(p);
            let options = SolveOptions::new(engine)
                .with_moves(moves)
                .with_progress(&report);
            solve(&puzzle, &options).expect("solved");
            let reports = reports.into_inner().expect("no panic");
            let precomputed = reports
                .iter()
                .position(|&p| p == Progress::Precomputed)
                .expect("Precomputed is reported");
            let (before, after) = reports.split_at(precomputed);
            assert!(
                before.iter().all(|p| matches!(p, Progress::Phase(_))),
                "{engine} {moves}: {reports:?}"
            );
            if engine != Engine::Brute {
                assert!(!before.is_empty(), "{engine}: no phase named");
            }
            let solved: usize = after[1..]
                .iter()
                .map(|p| match p {
                    Progress::Solved(n) => *n,
                    other => panic!("{engine} {moves}: {other:?} after Precomputed"),
                })
                .sum();
            assert_eq!(solved, puzzle.games.len(), "{engine} {moves}");
        }
    }
}
