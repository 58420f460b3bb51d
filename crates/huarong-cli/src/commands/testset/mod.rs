//! `huarong testset DIR`: a complete test set in the judge's format,
//! `puzzleK.in` with `puzzleK.ans`, planned and drawn by the library
//! (`huarong::generate::plan_test_set`, `case_games`), each file read back
//! strictly with the original limits, and `DIR/README.md` with a table of
//! the cases and the classic engine's time on each.

use std::fmt::Write as _;
use std::fs;
use std::io::Write;
use std::path::Path;
use std::time::Instant;

use anyhow::{Context, bail, ensure};
use huarong::generate::{CasePlan, board, case_games, plan_test_set, seeded};
use huarong::{DataLimits, Engine, FastSolver, Puzzle, StateGraph, validate_puzzle};

use crate::cli::{Format, TestsetConfig};
use crate::output::{self, VerdictOutput};
use crate::solving;

/// Boards drawn for a case before its family is judged unable to give one
/// with two free cells.
const MAX_BOARDS: u64 = 100;

/// One case as written, for the table.
struct Written {
    name: String,
    plan: CasePlan,
    games: usize,
    unsolvable: usize,
    longest: Option<u64>,
    classic_seconds: f64,
}

pub(crate) fn run(config: &TestsetConfig) -> anyhow::Result<()> {
    let dir = &config.dir;
    fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let plan = plan_test_set(config.cases, config.original);
    let mut written = Vec::with_capacity(plan.len());
    let mut out = VerdictOutput::default();
    for (i, case) in plan.iter().enumerate() {
        let name = format!("puzzle{}", i + 1);
        let puzzle = draw(case, config.seed, i as u64)?;
        written.push(write_case(dir, &name, case, &puzzle)?);
        writeln!(out, "wrote {}.in and {name}.ans", dir.join(&name).display())?;
    }
    let readme = dir.join("README.md");
    fs::write(&readme, readme_text(config, &written))
        .with_context(|| format!("cannot write {}", readme.display()))?;
    writeln!(out, "wrote {}", readme.display())?;
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
        let board = board(plan.family, plan.rows, plan.cols, &mut rng);
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

/// Writes `name.in` and `name.ans`, after checking that the input passes
/// `validate --noip` and that the classic engine agrees.
fn write_case(dir: &Path, name: &str, plan: &CasePlan, puzzle: &Puzzle) -> anyhow::Result<Written> {
    let text = puzzle.to_string();
    if let Err(fault) = validate_puzzle(text.as_bytes(), &DataLimits::NOIP) {
        bail!("{name}.in would not pass validate --noip: {fault}");
    }
    let answers = solving::answers(puzzle, Engine::Fast, false)?;
    let start = Instant::now();
    let classic = solving::answers(puzzle, Engine::Classic, false)?.into_costs();
    let classic_seconds = start.elapsed().as_secs_f64();
    let mut answer_text = Vec::new();
    output::write_answers(&mut answer_text, Format::Text, &answers)?;
    let costs = answers.into_costs();
    ensure!(
        classic == costs,
        "{name}: the classic engine disagrees with the fast one"
    );
    let input = dir.join(format!("{name}.in"));
    fs::write(&input, &text).with_context(|| format!("cannot write {}", input.display()))?;
    let answer = dir.join(format!("{name}.ans"));
    fs::write(&answer, &answer_text)
        .with_context(|| format!("cannot write {}", answer.display()))?;
    Ok(Written {
        name: name.to_owned(),
        plan: *plan,
        games: costs.len(),
        unsolvable: costs.iter().filter(|a| a.is_none()).count(),
        longest: costs.iter().flatten().max().copied(),
        classic_seconds,
    })
}

fn readme_text(config: &TestsetConfig, cases: &[Written]) -> String {
    let mut text = String::new();
    let noip = if config.original { " --noip" } else { "" };
    let _ = writeln!(
        text,
        "# Test set\n\nWritten by `huarong testset DIR{noip} --seed {} --cases {}`: \
         `puzzleK.in` with the judge's answers `puzzleK.ans`, each passing \
         `huarong validate --noip`. Tiers as in the original data: one game on \
         boards up to 10 x 10, then up to ten games, then the full limits \
         (n, m <= 30, q <= 500). The classic engine's time is one run of it \
         (as `huarong solve --engine classic` solves) on the machine that wrote the set.\n",
        config.seed, config.cases
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
            case.plan.tier.name(),
            case.plan.rows,
            case.plan.cols,
            case.plan.family,
            case.games,
            case.classic_seconds
        );
    }
    text
}
