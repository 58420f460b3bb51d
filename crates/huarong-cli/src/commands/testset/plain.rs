//! The plain folder: `X.in` with the judge's answers `X.ans`, and
//! `README.md`, a table of the cases.

use std::fmt::Write as _;
use std::io::Write;

use super::Case;
use super::folder::Folder;
use crate::cli::TestsetConfig;

pub(super) fn write(
    config: &TestsetConfig,
    cases: &[Case],
    folder: &mut Folder,
    out: &mut dyn Write,
) -> anyhow::Result<()> {
    for case in cases {
        folder.write(&format!("{}.in", case.name), &case.input)?;
        folder.write(&format!("{}.ans", case.name), &case.answers)?;
        writeln!(
            out,
            "wrote {}.in and {}.ans",
            folder.path().join(&case.name).display(),
            case.name
        )?;
    }
    folder.write("README.md", readme_text(config, cases))?;
    writeln!(out, "wrote {}", folder.path().join("README.md").display())?;
    Ok(())
}

fn readme_text(config: &TestsetConfig, cases: &[Case]) -> String {
    let mut text = String::new();
    let origin = match &config.from {
        Some(data) => format!(
            "Written by `huarong testset DIR --from {}`: the cases of that folder",
            data.display()
        ),
        None => {
            let noip = if config.original { " --noip" } else { "" };
            format!(
                "Written by `huarong testset DIR{noip} --seed {} --cases {}`: `puzzleK.in`",
                config.seed, config.cases
            )
        }
    };
    let _ = writeln!(
        text,
        "# Test set\n\n{origin} with the judge's answers, each input passing \
         `huarong validate --noip`. Tiers as in the original data: one game on \
         boards up to 10 x 10, then up to ten games, then the full limits \
         (n, m <= 30, q <= 500). The classic engine's time is one run of it \
         (as `huarong solve --engine classic` solves) on the machine that wrote the set.\n"
    );
    let _ = writeln!(
        text,
        "| case | tier | size | family | games | -1 | longest answer | classic time |"
    );
    let _ = writeln!(text, "|---|---|---:|---|---:|---:|---:|---:|");
    for case in cases {
        let share = if case.games == 0 {
            0.0
        } else {
            100.0 * case.unsolvable as f64 / case.games as f64
        };
        let longest = case
            .longest
            .map_or_else(|| "-".to_owned(), |a| a.to_string());
        let _ = writeln!(
            text,
            "| {} | {} | {} x {} | {} | {} | {share:.0}% | {longest} | {:.3} s |",
            case.name,
            case.tier.name(),
            case.rows,
            case.cols,
            case.family.as_deref().unwrap_or("-"),
            case.games,
            case.classic_seconds
        );
    }
    text
}
