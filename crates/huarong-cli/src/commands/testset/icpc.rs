//! An ICPC problem package (the Kattis problem package format, "legacy"
//! version, which DOMjudge and Kattis take and Hydro imports), as
//! problemtools' `verifyproblem` checks it:
//!
//! - `problem.yaml`: the name, source, license, a UUID, the memory limit
//!   (128 MB); the name is one string holding both languages' names, as the
//!   legacy version has it (problemtools and Hydro's import refuse a map; the
//!   names by language are the statements' `\problemname`);
//! - `.timelimit`: the time limit in seconds, 1, as DOMjudge's import reads
//!   it (and problemtools' PDF prints it); `verifyproblem` sets the same one
//!   from the submissions (twice the slowest accepted one, rounded up to a
//!   whole second), which `scripts/check-packages.sh` checks;
//! - `problem_statement/problem.en.tex` and `problem.zh.tex`;
//! - `data/sample/` (the statement's sample) and `data/secret/`, a group per
//!   tier (`1-single`, `2-few`, `3-full`, numbered in order), each group's
//!   `testdata.yaml` naming its tier to the input validator;
//! - `input_validators/validate/validate.cpp`, the format to the byte and
//!   the tier's limits; the default output validator;
//! - `submissions/`: `accepted`, `wrong_answer` and `time_limit_exceeded`;
//! - `SHORTNAME.zip`: every file above at the archive's root, as DOMjudge's
//!   import takes a problem (its name becomes the problem's external id).

use std::io::Write;

use huarong::generate::Tier;

use super::folder::Folder;
use super::solutions::{self, VALIDATOR};
use super::statements::{self, Language, SAMPLE_ANSWERS, SAMPLE_INPUT};
use super::{Case, of_tier, quoted, zip};
use crate::commands::judge::count;
use crate::output;

/// The problem's short name, for the zip when the folder's name is none.
const SHORT_NAME: &str = "huarongdao";

/// A tier's word in its group's name and in its input validator's flags.
fn word(tier: Tier) -> &'static str {
    match tier {
        Tier::Single => "single",
        Tier::Few => "few",
        Tier::Full => "full",
    }
}

/// The time limit, in seconds: the original contest's.
const TIME_LIMIT: &str = "1";

/// `problem.yaml`. Each key the format knows; the time multiplier is the
/// 2023-07 version's (the legacy default of 5 would ask accepted
/// submissions for a fifth of a second).
fn problem_yaml(uuid: &str) -> String {
    let name = format!(
        "{} ({})",
        Language::English.title(),
        Language::Chinese.title()
    );
    format!(
        "name: {}\n\
         source: NOIP 2013\n\
         license: cc by-sa\n\
         rights_owner: the huarong authors\n\
         uuid: {uuid}\n\
         keywords: graphs shortest-paths bfs\n\
         limits:\n  \
           memory: 128\n  \
           time_multiplier: 2\n",
        quoted(&name)
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

pub(super) fn write(
    cases: &[Case],
    folder: &mut Folder,
    out: &mut dyn Write,
) -> anyhow::Result<()> {
    let mut files: Vec<(String, Vec<u8>)> = vec![
        ("problem.yaml".to_owned(), problem_yaml(&uuid(cases)).into()),
        (".timelimit".to_owned(), format!("{TIME_LIMIT}\n").into()),
    ];
    let tiers: Vec<Tier> = Tier::ALL
        .into_iter()
        .filter(|&tier| of_tier(cases, tier).next().is_some())
        .collect();
    for language in Language::ALL {
        files.push((
            format!("problem_statement/problem.{}.tex", language.code()),
            statements::latex(language, &tiers).into(),
        ));
    }
    files.push(("data/sample/1.in".to_owned(), SAMPLE_INPUT.into()));
    files.push(("data/sample/1.ans".to_owned(), SAMPLE_ANSWERS.into()));
    for (i, &tier) in tiers.iter().enumerate() {
        let group = format!("data/secret/{}-{}", i + 1, word(tier));
        if tier != Tier::Full {
            let flags = format!("input_validator_flags: {}\n", word(tier));
            files.push((format!("{group}/testdata.yaml"), flags.into()));
        }
        for case in of_tier(cases, tier) {
            files.extend(case.files(&group));
        }
    }
    files.push((
        "input_validators/validate/validate.cpp".to_owned(),
        VALIDATOR.into(),
    ));
    for submission in solutions::submissions()? {
        let path = format!("submissions/{}/{}", submission.folder, submission.file);
        files.push((path, submission.source.into()));
    }
    for (name, bytes) in &files {
        folder.write(name, bytes)?;
    }
    let name = folder
        .path()
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let short = !name.is_empty()
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit());
    // DOMjudge takes the problem's external id from the zip's name.
    let archive = format!("{}.zip", if short { name.as_str() } else { SHORT_NAME });
    folder.write(&archive, zip::archive(&files))?;
    writeln!(
        out,
        "wrote an ICPC problem package in {}: problem.yaml, .timelimit, problem_statement/ \
         (en, zh), data/ (the sample and {} in {}), input_validators/, submissions/",
        folder.path().display(),
        count(cases.len(), "case"),
        count(tiers.len(), "group")
    )?;
    writeln!(
        out,
        "wrote {}, for DOMjudge's problem import",
        folder.path().join(&archive).display()
    )?;
    if !short {
        output::stderr_line(&format!(
            "note: the package's folder is its short name, which verifyproblem wants \
             in a-z and 0-9 only: {name:?} is not (the zip is named {archive})"
        ));
    }
    Ok(())
}
