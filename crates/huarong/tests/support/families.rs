//! The board families as proptest draws them, and puzzles of mixed games on
//! a family's board.

use huarong::Puzzle;
use huarong::generate::{Family, board, mixed_games, seeded};
use proptest::prelude::*;

/// The structured families, with their parameters drawn where they have one.
pub(crate) fn structured_family() -> impl Strategy<Value = Family> {
    prop_oneof![
        Just(Family::Open),
        Just(Family::PerfectMaze),
        (0.0..0.5f64).prop_map(|knock| Family::BraidedMaze { knock }),
        Just(Family::Spiral),
        Just(Family::Comb),
        Just(Family::SnakingRing),
        (1..4usize).prop_map(|width| Family::Bumps { width }),
        (1..5usize).prop_map(|size| Family::Rooms { size }),
        (2..5usize).prop_map(|width| Family::Beads { width }),
    ]
}

/// Any family, the random one with a fixed fraction from 0 to 0.6.
pub(crate) fn any_family() -> impl Strategy<Value = Family> {
    prop_oneof![
        (0.0..0.6f64).prop_map(|fixed| Family::Random { fixed }),
        structured_family(),
        Just(Family::Line),
        Just(Family::Column),
    ]
}

/// The puzzle of `count` mixed games on a `family` board drawn from `seed`.
pub(crate) fn family_puzzle(
    family: Family,
    rows: usize,
    cols: usize,
    seed: u64,
    count: usize,
) -> Puzzle {
    let mut rng = seeded(seed);
    let board = board(family, rows, cols, &mut rng);
    let games = mixed_games(&board, count, &mut rng);
    Puzzle { board, games }
}
