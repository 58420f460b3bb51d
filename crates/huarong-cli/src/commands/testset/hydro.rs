//! Hydro's problem package, as its problem import reads it (hydro-dev/Hydro,
//! `packages/hydrooj/src/model/problem.ts`): `problem.yaml` (title and
//! tags); the statements `problem_zh.md` and `problem_en.md`, which the
//! import takes as one statement per language only when there is no
//! `problem.md`; `testdata/` with the cases and `config.yaml` (Hydro's judge
//! settings: the original limits, 1 s and 128 MB, and a subtask per tier
//! whose points are the original data's partial scores); `std/std.cc`, the
//! reference solution, which the import submits as a C++ record (its
//! language is the name's second part, `cc`); and `huarong-dao.zip`, the
//! same files in a folder as Hydro's problem import takes them.

use std::io::Write;

use huarong::generate::Tier;

use super::folder::Folder;
use super::statements::{self, Language};
use super::{Case, of_tier, quoted, solutions, zip};
use crate::commands::judge::count;

/// Hydro's limits for every case: the original contest's.
const TIME: &str = "1s";
const MEMORY: &str = "128m";

/// The folder inside the zip, and the zip's name.
const NAME: &str = "huarong-dao";

/// The reference solution: `std/`'s files are submitted on import, each in
/// the language its name's second part names (`cc`: C++).
const STD: &str = "std/std.cc";

/// The points a solution has once it passes every tier up to this one, as
/// the original data gave them: 30% of the cases had one game on small
/// boards, 60% at most ten games.
fn points_up_to(tier: Tier) -> u32 {
    match tier {
        Tier::Single => 30,
        Tier::Few => 60,
        Tier::Full => 100,
    }
}

/// Each tier that has cases, with its subtask's points: what passing it
/// adds, the last tier taking whatever is left of 100.
fn subtasks(cases: &[Case]) -> Vec<(Tier, u32)> {
    let present: Vec<Tier> = Tier::ALL
        .into_iter()
        .filter(|&tier| of_tier(cases, tier).next().is_some())
        .collect();
    let mut before = 0;
    present
        .iter()
        .enumerate()
        .map(|(i, &tier)| {
            let upto = if i + 1 == present.len() {
                100
            } else {
                points_up_to(tier)
            };
            let points = upto - before;
            before = upto;
            (tier, points)
        })
        .collect()
}

/// `testdata/config.yaml`.
fn config(cases: &[Case]) -> String {
    let mut text = format!("type: default\ntime: {TIME}\nmemory: {MEMORY}\nsubtasks:\n");
    for (id, (tier, points)) in (1..).zip(subtasks(cases)) {
        text.push_str(&format!(
            "  - id: {id}\n    type: sum\n    score: {points}\n    cases:\n"
        ));
        for case in of_tier(cases, tier) {
            text.push_str(&format!(
                "      - input: {}\n        output: {}\n",
                quoted(&format!("{}.in", case.name)),
                quoted(&format!("{}.ans", case.name))
            ));
        }
    }
    text
}

/// `problem.yaml`: the title and the tags.
fn problem_yaml() -> String {
    let title = format!(
        "{} ({})",
        Language::Chinese.title(),
        Language::English.title()
    );
    format!(
        "title: {}\ntag:\n  - NOIP 2013\n  - NOIP 提高组\n  - BFS\n  - 最短路\n",
        quoted(&title)
    )
}

/// The statements' file names, by language, as Hydro's import reads them:
/// `problem_LANG.md`, LANG being the key of Hydro's own languages.
fn statement_file(language: Language) -> String {
    format!("problem_{}.md", language.code())
}

pub(super) fn write(
    cases: &[Case],
    folder: &mut Folder,
    out: &mut dyn Write,
) -> anyhow::Result<()> {
    let subtasks = subtasks(cases);
    let mut files: Vec<(String, Vec<u8>)> =
        vec![("problem.yaml".to_owned(), problem_yaml().into_bytes())];
    for language in Language::ALL {
        files.push((
            statement_file(language),
            statements::markdown(language, &subtasks).into_bytes(),
        ));
    }
    files.push((
        "testdata/config.yaml".to_owned(),
        config(cases).into_bytes(),
    ));
    for case in cases {
        files.extend(case.files("testdata"));
    }
    files.push((STD.to_owned(), solutions::REFERENCE.as_bytes().to_vec()));
    for (name, bytes) in &files {
        folder.write(name, bytes)?;
    }
    let zipped: Vec<(String, Vec<u8>)> = files
        .into_iter()
        .map(|(name, bytes)| (format!("{NAME}/{name}"), bytes))
        .collect();
    let archive = format!("{NAME}.zip");
    folder.write(&archive, zip::archive(&zipped))?;
    let statements: Vec<String> = Language::ALL.into_iter().map(statement_file).collect();
    writeln!(
        out,
        "wrote a Hydro package in {}: problem.yaml, {}, testdata/ ({} and config.yaml), {STD}",
        folder.path().display(),
        statements.join(", "),
        count(cases.len(), "case")
    )?;
    writeln!(
        out,
        "wrote {}, for Hydro's problem import",
        folder.path().join(archive).display()
    )?;
    Ok(())
}
