//! The parser on any bytes: an accepted puzzle prints in the judge's format
//! and parses back identical; a refusal names a line the input has; and the
//! strict reader agrees with it (what `validate_puzzle` accepts,
//! `parse_puzzle` reads alike), as `crates/huarong/tests/grammar.rs` checks
//! on random inputs with the same code.

#![no_main]

#[path = "../../crates/huarong/tests/grammar/agree.rs"]
mod agree;

use huarong::{Limits, parse_puzzle};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    agree::readers_agree(data);
    // A small cell cap keeps each run fast; the cap's own check is fuzzed too.
    let limits = Limits { max_cells: 4096 };
    match parse_puzzle(data, &limits) {
        Ok(puzzle) => {
            let text = puzzle.to_string();
            let again = parse_puzzle(text.as_bytes(), &limits).expect("printed puzzles parse");
            assert_eq!(again, puzzle);
        }
        Err(err) => {
            let lines = data.iter().filter(|&&b| b == b'\n').count() + 1;
            assert!(
                (1..=lines).contains(&err.line),
                "line {} of {lines}",
                err.line
            );
            assert!(err.column >= 1);
            // A message is one line, whatever the input holds.
            assert!(!err.to_string().contains('\n'));
        }
    }
});
