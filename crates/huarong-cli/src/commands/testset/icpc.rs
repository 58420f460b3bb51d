//! An ICPC problem package (the Kattis problem package format, "legacy"
//! version, which DOMjudge and Kattis take and Hydro imports), as
//! problemtools' `verifyproblem` checks it:
//!
//! - `problem.yaml`: source, license, a UUID, the memory limit (128 MB);
//!   the time limit is the judge's (`verifyproblem` sets it at twice the
//!   slowest accepted submission, rounded up to a whole second);
//! - `problem_statement/problem.en.tex` and `problem.zh.tex`;
//! - `data/sample/` (the statement's sample) and `data/secret/`, a group per
//!   tier (`1-single`, `2-few`, `3-full`, numbered in order), each group's
//!   `testdata.yaml` naming its tier to the input validator;
//! - `input_validators/validate/validate.cpp`, the format to the byte and
//!   the tier's limits; the default output validator;
//! - `submissions/`: `accepted`, `wrong_answer` and `time_limit_exceeded`.

use std::io::Write;
use std::path::Path;

use huarong::generate::Tier;

use super::solutions::{self, VALIDATOR};
use super::statements::{self, Language, SAMPLE_ANSWERS, SAMPLE_INPUT};
use super::{Case, of_tier, write_file};
use crate::output::{self, VerdictOutput};

/// A tier's word in its group's name and in its input validator's flags.
fn word(tier: Tier) -> &'static str {
    match tier {
        Tier::Single => "single",
        Tier::Few => "few",
        Tier::Full => "full",
    }
}

/// `problem.yaml`. Each key the format knows; the time multiplier is the
/// 2023-07 version's (the legacy default of 5 would ask accepted
/// submissions for a fifth of a second).
fn problem_yaml(uuid: &str) -> String {
    format!(
        "source: NOIP 2013\n\
         license: cc by-sa\n\
         rights_owner: the huarong authors\n\
         uuid: {uuid}\n\
         keywords: graphs shortest-paths bfs\n\
         limits:\n  \
           memory: 128\n  \
           time_multiplier: 2\n"
    )
}

/// A UUID (version 4's layout) from the cases' text, so that the same set
/// gets the same one.
fn uuid(cases: &[Case]) -> String {
    let mut hash = [0xcbf2_9ce4_8422_2325_u64, 0x9e37_79b9_7f4a_7c15];
    for case in cases {
        for &byte in case.name.as_bytes().iter().chain(case.input.as_bytes()) {
            for (i, h) in hash.iter_mut().enumerate() {
                *h = (*h ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3 + 2 * i as u64);
            }
        }
    }
    let hex = format!("{:016x}{:016x}", hash[0], hash[1]);
    let (a, b, c, d, e) = (
        &hex[0..8],
        &hex[8..12],
        &hex[13..16],
        &hex[17..20],
        &hex[20..32],
    );
    let variant = ["8", "9", "a", "b"][usize::from(hex.as_bytes()[16] % 4)];
    format!("{a}-{b}-4{c}-{variant}{d}-{e}")
}

pub(super) fn write(dir: &Path, cases: &[Case], out: &mut VerdictOutput) -> anyhow::Result<()> {
    write_file(&dir.join("problem.yaml"), problem_yaml(&uuid(cases)))?;
    let tiers: Vec<Tier> = Tier::ALL
        .into_iter()
        .filter(|&tier| of_tier(cases, tier).next().is_some())
        .collect();
    for language in Language::ALL {
        let file = format!("problem_statement/problem.{}.tex", language.code());
        write_file(&dir.join(file), statements::latex(language, &tiers))?;
    }
    write_file(&dir.join("data/sample/1.in"), SAMPLE_INPUT)?;
    write_file(&dir.join("data/sample/1.ans"), SAMPLE_ANSWERS)?;
    for (i, &tier) in tiers.iter().enumerate() {
        let group = dir.join(format!("data/secret/{}-{}", i + 1, word(tier)));
        if tier != Tier::Full {
            let flags = format!("input_validator_flags: {}\n", word(tier));
            write_file(&group.join("testdata.yaml"), flags)?;
        }
        for case in of_tier(cases, tier) {
            write_file(&group.join(format!("{}.in", case.name)), &case.input)?;
            write_file(&group.join(format!("{}.ans", case.name)), &case.answers)?;
        }
    }
    write_file(
        &dir.join("input_validators/validate/validate.cpp"),
        VALIDATOR,
    )?;
    for submission in solutions::submissions()? {
        let path = format!("submissions/{}/{}", submission.folder, submission.file);
        write_file(&dir.join(path), &submission.source)?;
    }
    writeln!(
        out,
        "wrote an ICPC problem package in {}: problem.yaml, problem_statement/ (en, zh), \
         data/ (the sample and {} cases in {} groups), input_validators/, submissions/",
        dir.display(),
        cases.len(),
        tiers.len()
    )?;
    let name = dir
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    if name.is_empty()
        || !name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
    {
        output::stderr_line(&format!(
            "note: the package's folder is its short name, which verifyproblem wants \
             in a-z and 0-9 only: {name:?} is not"
        ));
    }
    Ok(())
}
