//! The promise between the judge's two readers, on any bytes: what
//! `validate_puzzle` accepts, `parse_puzzle` reads as the same puzzle; and a
//! fault of one number or one game that `validate_puzzle` finds,
//! `parse_puzzle` finds at the same place, worded alike.
//!
//! One file for both checkers: `tests/grammar.rs` runs it on random inputs,
//! and the parse fuzz target (`fuzz/fuzz_targets/parse.rs`) on its own.

use huarong::{
    ContestLimits, InputLimits, ParseErrorKind, SOLVER_MAX_CELLS, ValidationErrorKind,
    parse_puzzle, validate_puzzle,
};

/// Panics where the two readers disagree on `input`.
pub(crate) fn readers_agree(input: &[u8]) {
    // The strict reader keeps every board within the input's size; the
    // lenient one, at its largest limit, can then take any board it does.
    let limits = InputLimits {
        max_cells: SOLVER_MAX_CELLS,
    };
    let lenient = parse_puzzle(input, &limits);
    let strict = match validate_puzzle(input, &ContestLimits::NONE) {
        Ok(strict) => {
            assert_eq!(
                lenient.as_ref(),
                Ok(&strict),
                "validate accepts, parse differs"
            );
            return;
        }
        Err(strict) => strict,
    };
    // Bytes the lenient reader takes for spaces and the strict one for a
    // token's: the two tokenize differently from there.
    if input.iter().any(|&b| b == 0x0b || b == 0x0c) {
        return;
    }
    let token_fault = matches!(
        strict.kind,
        ValidationErrorKind::NotInteger { .. }
            | ValidationErrorKind::OutOfRange { .. }
            | ValidationErrorKind::InvalidGame { .. }
    );
    if !token_fault {
        return;
    }
    // Up to a token's fault the strict reader read what the lenient one
    // reads, token for token.
    let lenient = lenient.expect_err("validate finds a number at fault, parse accepts");
    assert_eq!(
        (lenient.line, lenient.column),
        (strict.line, strict.column),
        "validate: {strict}; parse: {lenient}"
    );
    // The lenient reader alone names a row written without its spaces.
    if !matches!(lenient.kind, ParseErrorKind::CompactRow { .. }) {
        assert_eq!(lenient.to_string(), strict.to_string());
    }
}
