//! `huarong testset DIR`: a complete test set, planned and drawn by the
//! library (`huarong::generate::plan_test_set`, `case_games`) or read from
//! a folder of cases (`--from DATA`, `from.rs`), every case read back
//! strictly with the original limits and its answers agreed on by the fast
//! and the classic engines; then written in the format asked for: the plain
//! folder (`plain.rs`), Hydro's problem package (`hydro.rs`), an ICPC
//! (Kattis) problem package (`icpc.rs`) or a FreeProblemSet XML file
//! (`fps.rs`), whose statements (`statements.rs`) and C++ programs
//! (`solutions.rs`) come embedded in the binary. The folder (`folder.rs`)
//! is refused when it holds an earlier set, unless `--force`.

mod folder;
mod fps;
mod from;
mod hydro;
mod icpc;
mod plain;
mod solutions;
mod statements;
mod zip;

use std::io::{self, Write};
use std::time::Instant;

use anyhow::{Context, bail, ensure};
use huarong::generate::{CasePlan, Tier, case_board, case_games, plan_test_set, seeded};
use huarong::{ContestLimits, Engine, FastSolver, Puzzle, StateGraph, validate_puzzle};

use self::folder::Folder;
use crate::cli::{Format, PackageFormat, TestsetConfig};
use crate::output::{self, VerdictOutput};
use crate::{progress, solving};

/// Boards drawn for a case before its family is judged unable to give one
/// with two free cells.
const MAX_BOARDS: u64 = 100;

/// One case of the set, checked: its files' text and what the tables show.
pub(super) struct Case {
    /// `puzzleK` for a drawn case; the file's stem for one read.
    name: String,
    tier: Tier,
    /// The family it was drawn from; `None` for a case read.
    family: Option<String>,
    /// The judge's input, as `validate --noip` wants it.
    input: String,
    /// The judge's answers, one line per game.
    answers: String,
    rows: usize,
    cols: usize,
    games: usize,
    unsolvable: usize,
    longest: Option<u64>,
    /// One run of the classic engine, in seconds.
    classic_seconds: f64,
}

impl Case {
    /// The case's two files in `folder` of a package, with their bytes:
    /// its input and its answers.
    fn files(&self, folder: &str) -> [(String, Vec<u8>); 2] {
        [
            (
                format!("{folder}/{}.in", self.name),
                self.input.clone().into_bytes(),
            ),
            (
                format!("{folder}/{}.ans", self.name),
                self.answers.clone().into_bytes(),
            ),
        ]
    }
}

pub(crate) fn run(config: &TestsetConfig) -> anyhow::Result<()> {
    let mut folder = Folder::open(&config.dir, config.force)?;
    let cases = match &config.from {
        Some(data) => from::read(data)?,
        None => {
            let plan = plan_test_set(config.cases, config.original);
            let bar = progress::Bar::counting(plan.len(), "planning the test set");
            bar.start("cases drawn");
            plan.iter()
                .enumerate()
                .map(|(i, plan)| {
                    let puzzle = draw(plan, config.seed, i as u64)?;
                    let name = format!("puzzle{}", i + 1);
                    let case = checked(name, Some(plan.family.to_string()), &puzzle, None);
                    bar.inc();
                    case
                })
                .collect::<anyhow::Result<_>>()?
        }
    };
    folder.clear_earlier()?;
    // `--quiet` leaves out the lines that say what was written, too.
    let mut out: Box<dyn Write> = if config.quiet {
        Box::new(io::sink())
    } else {
        Box::new(VerdictOutput::default())
    };
    match config.format {
        PackageFormat::Plain => plain::write(config, &cases, &mut folder, &mut out)?,
        PackageFormat::Hydro => hydro::write(&cases, &mut folder, &mut out)?,
        PackageFormat::Icpc => icpc::write(&cases, &mut folder, &mut out)?,
        PackageFormat::Fps => fps::write(&cases, &mut folder, &mut out)?,
    }
    folder.finish()?;
    out.flush()?;
    Ok(())
}

/// Case `index` of the set: its board and games, from the seed and the
/// index alone.
fn draw(plan: &CasePlan, seed: u64, index: u64) -> anyhow::Result<Puzzle> {
    for attempt in 0..MAX_BOARDS {
        let mut rng = seeded(
            seed.wrapping_add((index * MAX_BOARDS + attempt).wrapping_mul(0x9E37_79B9_7F4A_7C15)),
        );
        let board = case_board(plan, &mut rng);
        let graph = StateGraph::new(&board);
        let mut solver = FastSolver::new(&graph);
        let solve = |game: &huarong::Game| solver.solve(game).ok().flatten();
        if let Some(games) = case_games(plan, &board, &mut rng, solve) {
            return Ok(Puzzle { board, games });
        }
    }
    bail!(
        "{MAX_BOARDS} boards of family {} ({} x {}) in a row had fewer than two free cells",
        plan.family,
        plan.rows,
        plan.cols
    )
}

/// `puzzle` as a case named `name`, after checking that its text passes
/// `validate --noip` and that the classic engine agrees with the fast one.
/// `answers`, where given, is the jury's file for it, checked as `check`
/// checks an answer file; the case holds the answers as huarong writes
/// them, one number a line.
fn checked(
    name: String,
    family: Option<String>,
    puzzle: &Puzzle,
    answers: Option<Vec<u8>>,
) -> anyhow::Result<Case> {
    let input = puzzle.to_string();
    if let Err(fault) = validate_puzzle(input.as_bytes(), &ContestLimits::NOIP) {
        bail!("{name}.in would not pass validate --noip: {fault}");
    }
    let fast = solving::answers(puzzle, Engine::Fast, false)?;
    let start = Instant::now();
    let classic = solving::answers(puzzle, Engine::Classic, false)?.into_costs();
    let classic_seconds = start.elapsed().as_secs_f64();
    let mut text = Vec::new();
    output::write_answers(&mut text, Format::Text, &fast)?;
    let costs = fast.into_costs();
    ensure!(
        classic == costs,
        "{name}: the classic engine disagrees with the fast one"
    );
    if let Some(given) = answers {
        let file = format!("{name}.ans");
        super::judge::check_answer_file(&file, puzzle, &costs, &given)
            .map_err(|fault| anyhow::anyhow!("{fault}"))?;
    }
    let (rows, cols, games) = (puzzle.board.rows(), puzzle.board.cols(), costs.len());
    Ok(Case {
        name,
        tier: Tier::of(rows, cols, games),
        family,
        input,
        answers: String::from_utf8(text).context("the answers are not UTF-8")?,
        rows,
        cols,
        games,
        unsolvable: costs.iter().filter(|a| a.is_none()).count(),
        longest: costs.iter().flatten().max().copied(),
        classic_seconds,
    })
}

/// A YAML scalar in double quotes (a JSON string is one).
fn quoted(text: &str) -> String {
    serde_json::Value::String(text.to_owned()).to_string()
}

/// The cases of `tier`, in order.
fn of_tier(cases: &[Case], tier: Tier) -> impl Iterator<Item = &Case> {
    cases.iter().filter(move |case| case.tier == tier)
}
