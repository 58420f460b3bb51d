//! Strategies shared by the integration tests.
#![allow(dead_code)]

use huarong::generate::Family;
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
