//! `huarong gen`: what it prints for each family and seed, held to digests
//! so that a changed generator is seen, and its help.

use huarong::generate::Family;

use crate::common::stdout_of;

/// FNV-1a over 64 bits: a digest that stays put across Rust releases, which
/// the standard library's hasher does not promise.
fn digest(bytes: &[u8]) -> u64 {
    let step = |hash: u64, &byte: &u8| (hash ^ u64::from(byte)).wrapping_mul(0x100_0000_01b3);
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, step)
}

/// The runs of `gen` held to digests: each family's default draw of games
/// for two seeds, and the uniform draw for the first.
const RUNS: [&[&str]; 3] = [
    &["--seed", "1"],
    &["--seed", "2"],
    &["--seed", "1", "--uniform"],
];

/// The digests of what `huarong gen FAMILY --rows 13 --cols 11 --games 8`
/// prints with each of [`RUNS`], family by family. A generator that changes
/// its output fails here: check that the change is meant (every test data
/// set and fixture drawn from a seed changes with it), then paste the table
/// the failure prints.
const DIGESTS: [(&str, [u64; 3]); 15] = [
    (
        "random",
        [0x374ee41c00c06c71, 0x419d0b7da7216a40, 0xe5934445dda6bf3d],
    ),
    (
        "open",
        [0x3b7cc8b938d80001, 0x26dfb75c89ca77bd, 0xc6dcbb5fb0ee2a65],
    ),
    (
        "maze",
        [0x7480145b420de0a1, 0xdc206d21809efeab, 0x392bbe42a5abd853],
    ),
    (
        "braided",
        [0x3aebbbdcf764aaa0, 0x886063b0ff965a74, 0xf928c261b83c4003],
    ),
    (
        "spiral",
        [0x278f07b0375101e0, 0xa672b49c6eb504f7, 0x01d2f8a4ee737f11],
    ),
    (
        "comb",
        [0x6b6a7d539178d177, 0x684c7187e7d15f5d, 0xe2ca4130c25d54d4],
    ),
    (
        "ring",
        [0xf89eb24289c956f8, 0x9d7220e0be915814, 0x1fca161a48244c4a],
    ),
    (
        "bumps",
        [0x1746453afb34a4b8, 0x0549263f50b583e8, 0xc38dc33e114f2cc1],
    ),
    (
        "rooms",
        [0xf5cc0c05be670f0b, 0x5800bf034c101771, 0xdaf1c270799d649b],
    ),
    (
        "beads",
        [0x1b77a8e272bfecfa, 0x5177ccdaa58b2237, 0x5e49f240b5d967c0],
    ),
    (
        "links",
        [0xf3467bb4b4bbfb6a, 0xdeaa5ff06a8425f0, 0x4340e43023038e87],
    ),
    (
        "necklace",
        [0xb0d74fc7f0d654b4, 0xdc84d0385156eee2, 0xc66a1e4f5b631b67],
    ),
    (
        "mixed",
        [0xb0d74fc7f0d654b4, 0xdc84d0385156eee2, 0xc66a1e4f5b631b67],
    ),
    (
        "line",
        [0xccfdeace1548a0d9, 0xc630a958f3a18394, 0x2fd88f11aa86f67f],
    ),
    (
        "column",
        [0x5b0c70a36e1a2fbd, 0xd45db9483eb214ff, 0xee9ae8425d63523a],
    ),
];

#[test]
fn gen_prints_the_same_puzzle_for_a_family_and_seed() {
    let names: Vec<&str> = DIGESTS.iter().map(|&(name, _)| name).collect();
    assert_eq!(names, Family::NAMES, "one row per family");
    let mut table = String::new();
    let mut changed = Vec::new();
    for (family, want) in DIGESTS {
        let got = RUNS.map(|run| {
            let mut args = vec![
                "gen", family, "--rows", "13", "--cols", "11", "--games", "8",
            ];
            args.extend(run);
            digest(stdout_of(&args).as_bytes())
        });
        if got != want {
            changed.push(family);
        }
        let [a, b, c] = got;
        table.push_str(&format!(
            "    (\"{family}\", [{a:#018x}, {b:#018x}, {c:#018x}]),\n"
        ));
    }
    assert!(
        changed.is_empty(),
        "gen prints other puzzles for {changed:?}; the new digests:\n{table}"
    );
}

/// `gen --help` names every family with its parameter and default, and
/// says what the default mix of games is.
#[test]
fn gen_help_is_up_to_date() {
    let help = stdout_of(&["gen", "--help"]);
    let help = help.split_whitespace().collect::<Vec<_>>().join(" ");
    for family in Family::NAMES {
        assert!(help.contains(family), "{family} missing from gen --help");
    }
    for parameter in [
        "random[:FIXED]",
        "default 0.3",
        "braided[:KNOCK]",
        "default 0.05",
        "bumps[:WIDTH]",
        "default 2",
        "rooms[:SIZE]",
        "beads[:WIDTH]",
    ] {
        assert!(help.contains(parameter), "{parameter} missing: {help}");
    }
    assert!(help.contains("a real one (answer above 0) in 12"), "{help}");
    assert!(!help.contains("blank beside the piece"), "{help}");
}
