//! The parser through the library, fuzzed: no input makes it (or, on what it
//! accepts, any engine) panic; errors point inside the input; what parses
//! prints back to itself and every engine answers it alike.

mod support;

use huarong::{Engine, InputLimits, Puzzle, parse_puzzle};
use proptest::prelude::*;
use support::cases::{SAMPLE, answers};

/// Boards up to this many cells are parsed in the property tests, so that a
/// random header cannot ask for a large allocation.
const FUZZ_MAX_CELLS: u64 = 400;

/// Parses `input` and, when it is a puzzle, checks the engines agree on it.
fn parse_and_cross_check(input: &[u8]) -> Result<(), TestCaseError> {
    let limits = InputLimits {
        max_cells: FUZZ_MAX_CELLS,
    };
    match parse_puzzle(input, &limits) {
        Ok(puzzle) => cross_check(&puzzle),
        Err(err) => {
            let lines = input.iter().filter(|&&b| b == b'\n').count() + 1;
            prop_assert!(
                err.line >= 1 && err.line <= lines,
                "line {} of {lines}",
                err.line
            );
            prop_assert!(err.column >= 1 && err.column <= input.len() + 1);
            let prefix = format!("line {}, column {}: ", err.line, err.column);
            prop_assert!(err.to_string().starts_with(&prefix), "{err}");
            Ok(())
        }
    }
}

fn cross_check(puzzle: &Puzzle) -> Result<(), TestCaseError> {
    let fast = answers(puzzle, Engine::Fast);
    let classic = answers(puzzle, Engine::Classic);
    prop_assert!(fast.is_ok(), "fast: {fast:?} on\n{puzzle}");
    prop_assert_eq!(&fast, &classic, "classic differs on\n{}", puzzle);
    if puzzle.board.free_count() as u64 <= FUZZ_MAX_CELLS {
        let brute = answers(puzzle, Engine::Brute);
        prop_assert_eq!(&fast, &brute, "brute differs on\n{}", puzzle);
    }
    // What parses prints back to the same puzzle.
    let text = puzzle.to_string();
    let again = parse_puzzle(text.as_bytes(), &InputLimits::default());
    prop_assert_eq!(again.as_ref(), Ok(puzzle));
    Ok(())
}

/// One edit of a byte string.
#[derive(Clone, Debug)]
enum Edit {
    Replace(usize, u8),
    Insert(usize, u8),
    Delete(usize),
}

fn edit() -> impl Strategy<Value = Edit> {
    let byte = prop_oneof![
        3 => proptest::sample::select(b"0123456789 \n\t\r-+x".to_vec()),
        1 => any::<u8>(),
    ];
    prop_oneof![
        (any::<usize>(), byte.clone()).prop_map(|(i, b)| Edit::Replace(i, b)),
        (any::<usize>(), byte).prop_map(|(i, b)| Edit::Insert(i, b)),
        any::<usize>().prop_map(Edit::Delete),
    ]
}

fn apply(edits: &[Edit]) -> Vec<u8> {
    let mut bytes = SAMPLE.as_bytes().to_vec();
    for e in edits {
        match *e {
            Edit::Replace(i, b) if !bytes.is_empty() => {
                let at = i % bytes.len();
                bytes[at] = b;
            }
            Edit::Insert(i, b) => bytes.insert(i % (bytes.len() + 1), b),
            Edit::Delete(i) if !bytes.is_empty() => {
                bytes.remove(i % bytes.len());
            }
            _ => {}
        }
    }
    bytes
}

/// A valid puzzle on a board of up to 5 x 5 cells with up to 6 games, as text.
fn valid_puzzle_text() -> impl Strategy<Value = String> {
    (1usize..=5, 1usize..=5)
        .prop_flat_map(|(n, m)| {
            (
                Just((n, m)),
                proptest::collection::vec(proptest::bool::weighted(0.7), n * m),
                proptest::collection::vec((any::<usize>(), any::<usize>(), any::<usize>()), 0..=6),
            )
        })
        .prop_map(|((n, m), free, picks)| {
            let cells: Vec<usize> = (0..n * m).filter(|&i| free[i]).collect();
            let games: Vec<[usize; 3]> = if cells.len() < 2 {
                Vec::new()
            } else {
                picks
                    .iter()
                    .map(|&(e, s, t)| {
                        let blank = cells[e % cells.len()];
                        let others: Vec<usize> =
                            cells.iter().copied().filter(|&c| c != blank).collect();
                        [blank, others[s % others.len()], cells[t % cells.len()]]
                    })
                    .collect()
            };
            let mut text = format!("{n} {m} {}\n", games.len());
            for r in 0..n {
                let row: Vec<&str> = (0..m)
                    .map(|c| if free[r * m + c] { "1" } else { "0" })
                    .collect();
                text.push_str(&row.join(" "));
                text.push('\n');
            }
            for game in games {
                let coords: Vec<String> = game
                    .iter()
                    .flat_map(|&i| [i / m + 1, i % m + 1])
                    .map(|v| v.to_string())
                    .collect();
                text.push_str(&coords.join(" "));
                text.push('\n');
            }
            text
        })
}

/// 64 cases each, or `PROPTEST_CASES` when set (for a longer hunt).
fn fuzz_config() -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(64);
    ProptestConfig {
        cases,
        // No regression files: this suite owns no folder to keep them in.
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

proptest! {
    #![proptest_config(fuzz_config())]

    #[test]
    fn random_bytes_never_panic(
        bytes in proptest::collection::vec(
            prop_oneof![
                1 => any::<u8>(),
                3 => proptest::sample::select(b"0123456789 \n-+".to_vec()),
            ],
            0..80,
        )
    ) {
        parse_and_cross_check(&bytes)?;
    }

    #[test]
    fn mutated_samples_never_panic(edits in proptest::collection::vec(edit(), 1..6)) {
        parse_and_cross_check(&apply(&edits))?;
    }

    #[test]
    fn samples_with_replaced_numbers_never_panic(
        replacements in proptest::collection::vec((0usize..27, 0u8..6), 1..6)
    ) {
        let mut tokens: Vec<String> = SAMPLE.split_whitespace().map(str::to_owned).collect();
        for (at, value) in replacements {
            tokens[at] = value.to_string();
        }
        parse_and_cross_check(tokens.join(" ").as_bytes())?;
    }

    #[test]
    fn valid_small_puzzles_parse_and_engines_agree(text in valid_puzzle_text()) {
        let puzzle = parse_puzzle(text.as_bytes(), &InputLimits::default());
        prop_assert!(puzzle.is_ok(), "{:?} on\n{}", puzzle, text);
        parse_and_cross_check(text.as_bytes())?;
    }
}

/// The library itself, with a limit raised as far as it goes, on boards whose
/// padded layout cannot exist: an error, not a panic.
#[test]
fn library_survives_an_unbounded_limit() {
    let limits = InputLimits {
        max_cells: u64::MAX,
    };
    for input in ["4294967295 4294967295 0", "1 18446744073709551614 0"] {
        let result =
            std::panic::catch_unwind(|| parse_puzzle(input.as_bytes(), &limits).map(|_| ()));
        match result {
            Ok(parsed) => assert!(parsed.is_err(), "{input:?} parsed as a puzzle"),
            Err(_) => panic!("parse_puzzle panicked on {input:?} with max_cells = u64::MAX"),
        }
    }
}
