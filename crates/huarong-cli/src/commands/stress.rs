//! `huarong stress [OPTIONS] -- CMD [ARG...]`: random puzzles from `gen`'s
//! families, small ones first, each run through the program and judged
//! against huarong's answers, until the first wrong output, crash or
//! time-out. That case is shrunk while it fails the same way (`shrink`),
//! written to `OUT/fail.in` with its answers in `OUT/fail.ans`, and printed
//! beside the program's output and the expected one. Exit 1 when a failure
//! was found, 0 when none was within the budget.

use std::fs::{self, File};
use std::io::{self, BufWriter, Write};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use anyhow::{Context, bail};
use huarong::generate::{Family, InterestingDraw, board, seeded};
use huarong::{Engine, FastSolver, Puzzle, SplitMix64, StateGraph, Verdict, answer_text, shrink};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use super::child::{self, End, Input};
use super::judge::{RunVerdict, count, printable};
use crate::cli::{Format, StressBudget, StressConfig};
use crate::output::{self, VerdictOutput};
use crate::solving;

/// Draws in a row without a board of two free cells (so without a game)
/// before the options are judged hopeless.
const MAX_DRAWS: usize = 1000;

/// Cases start small, as property testers' do: the bound on each side of
/// the board starts at [`FIRST_SIDE`] and grows by one every [`GROWTH`]
/// cases up to `--max-rows` and `--max-cols`. A bug that shows on small
/// boards is then found on one, and shrinks to its core in a few runs.
const FIRST_SIDE: u64 = 2;
const GROWTH: u64 = 4;

/// Runs the stress test; returns the exit status.
pub(crate) fn run(config: &StressConfig) -> anyhow::Result<u8> {
    let seed = config.seed.unwrap_or_else(clock_seed);
    let mut draws = Draws(SplitMix64::new(seed));
    let progress = Progress::new(config.budget, seed);
    let start = Instant::now();
    let mut cases = 0;
    // With --duration the whole run ends by then, shrinking included.
    let deadline = match config.budget {
        StressBudget::Cases(_) => None,
        StressBudget::Time(budget) => Some(start + budget),
    };
    let spent = |cases: u64| match config.budget {
        StressBudget::Cases(budget) => cases >= budget.get(),
        StressBudget::Time(budget) => start.elapsed() >= budget,
    };
    while !spent(cases) {
        let drawn = draw(&mut draws, config, cases)?;
        let Some(first) = trial(config, &drawn.puzzle, deadline)? else {
            break;
        };
        cases += 1;
        progress.case();
        let Some(failure) = first.failure else {
            continue;
        };
        let found = Found {
            case: cases,
            after: start.elapsed(),
            seed,
            drawn,
            message: first.message.clone(),
        };
        let shrinking = Instant::now();
        let mut runs = 0;
        let mut smallest = first;
        let mut cut = false;
        let puzzle = shrink(found.drawn.puzzle.clone(), |candidate| {
            // Past the deadline every candidate is refused untried, so the
            // smallest failing case so far stands.
            let Some(trial) = trial(config, candidate, deadline)? else {
                cut = true;
                return Ok(false);
            };
            runs += 1;
            progress.shrinking(candidate, runs);
            let same = trial.failure == Some(failure);
            if same {
                smallest = trial;
            }
            anyhow::Ok(same)
        })?;
        progress.finish();
        // The report goes out even when the files cannot be written.
        let written = write_case(config, &puzzle, &smallest.expected);
        let shrunk = Shrunk {
            puzzle,
            runs,
            cut,
            time: shrinking.elapsed(),
            trial: smallest,
        };
        report(config, &found, &shrunk, written.is_ok())?;
        if let Err(err) = written {
            output::stderr_line(&format!("error: {err:#}"));
        }
        return Ok(1);
    }
    progress.finish();
    writeln!(
        VerdictOutput::default(),
        "ok {cases} cases in {:.1} s, no failure (seed {seed})",
        start.elapsed().as_secs_f64()
    )?;
    Ok(0)
}

/// A seed for a run without `--seed`: the clock and the process id.
fn clock_seed() -> u64 {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    (nanos as u64) ^ u64::from(std::process::id()).rotate_left(32)
}

/// The numbers a seed fixes (splitmix64): each case's family, shape, game
/// count, and the seed `gen` draws its board and games from.
struct Draws(SplitMix64);

impl Draws {
    fn next(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A number from 1 to `max`.
    fn up_to(&mut self, max: usize) -> usize {
        1 + (self.next() % max as u64) as usize
    }
}

/// A case as `gen` makes it: `huarong gen FAMILY --rows R --cols C --games G
/// --seed S` prints the same puzzle.
struct Drawn {
    family: Family,
    rows: usize,
    cols: usize,
    games: usize,
    seed: u64,
    puzzle: Puzzle,
}

/// Case `index` (from 0).
fn draw(draws: &mut Draws, config: &StressConfig, index: u64) -> anyhow::Result<Drawn> {
    let side = usize::try_from(FIRST_SIDE + index / GROWTH).unwrap_or(usize::MAX);
    for _ in 0..MAX_DRAWS {
        let family = config.families[draws.up_to(config.families.len()) - 1];
        let rows = draws.up_to(config.max_rows.min(side));
        let cols = draws.up_to(config.max_cols.min(side));
        let games = draws.up_to(config.max_games);
        let seed = draws.next();
        // As `gen` draws them: games of every kind, most of them real ones.
        let mut rng = seeded(seed);
        let board = board(family, rows, cols, &mut rng);
        let graph = StateGraph::new(&board);
        let mut solver = FastSolver::new(&graph);
        let solve = |game: &huarong::Game| solver.solve(game).ok().flatten();
        let Some(draw) = InterestingDraw::new(&board, &mut rng, solve) else {
            continue;
        };
        let list = draw.take(games).collect();
        return Ok(Drawn {
            family,
            rows,
            cols,
            games,
            seed,
            puzzle: Puzzle { board, games: list },
        });
    }
    bail!(
        "{MAX_DRAWS} boards in a row had fewer than two free cells: allow larger boards \
         (--max-rows, --max-cols) or other families"
    )
}

/// How a run fails. A shrunk case must fail the same way: a wrong output
/// (a wrong answer, a malformed output, or moves that beat huarong's), the
/// same crash, or a time-out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Failure {
    Output,
    Crash(End),
    TimeOut,
}

/// The program's run on a puzzle, judged.
struct Trial {
    expected: Vec<Option<u64>>,
    /// What the report shows of the program's output.
    output: Shown,
    failure: Option<Failure>,
    /// The verdict in words.
    message: String,
}

/// The program's run on `puzzle`, judged; `None` when `deadline` comes
/// first, before the run or while it runs (a run cut short by the
/// deadline, not by the time limit, says nothing).
fn trial(
    config: &StressConfig,
    puzzle: &Puzzle,
    deadline: Option<Instant>,
) -> anyhow::Result<Option<Trial>> {
    let left = deadline.map(|deadline| deadline.saturating_duration_since(Instant::now()));
    if left.is_some_and(|left| left.is_zero()) {
        return Ok(None);
    }
    let limit = left.map_or(config.time_limit, |left| left.min(config.time_limit));
    let expected = solving::answers(puzzle, Engine::default(), false)?.into_costs();
    let text = puzzle.to_string();
    let run = child::run(&config.program, Input::Bytes(text.as_bytes()), limit)?;
    if run.end == End::TimeOut && limit < config.time_limit {
        return Ok(None);
    }
    let verdict = RunVerdict::of(puzzle, &expected, &run, config.time_limit);
    let failure = match &verdict {
        RunVerdict::Output(Verdict::Accepted { .. }) => None,
        RunVerdict::Output(_) => Some(Failure::Output),
        RunVerdict::Crash(end, _) => Some(Failure::Crash(*end)),
        RunVerdict::TimeOut(_) => Some(Failure::TimeOut),
    };
    Ok(Some(Trial {
        output: Shown::of(&run.stdout, expected.len()),
        expected,
        failure,
        message: verdict.to_string(),
    }))
}

/// The first failing case, as drawn.
struct Found {
    /// 1-based.
    case: u64,
    /// From the start of the run.
    after: Duration,
    seed: u64,
    drawn: Drawn,
    message: String,
}

/// The failing case, shrunk.
struct Shrunk {
    puzzle: Puzzle,
    runs: usize,
    /// Whether the budget ran out before the shrinking ended.
    cut: bool,
    time: Duration,
    trial: Trial,
}

/// Writes `OUT/fail.in` and `OUT/fail.ans`.
fn write_case(
    config: &StressConfig,
    puzzle: &Puzzle,
    expected: &[Option<u64>],
) -> anyhow::Result<()> {
    let out = &config.out;
    fs::create_dir_all(out).with_context(|| format!("cannot create {}", out.display()))?;
    let input = out.join("fail.in");
    fs::write(&input, puzzle.to_string())
        .with_context(|| format!("cannot write {}", input.display()))?;
    let answers = out.join("fail.ans");
    let mut file = BufWriter::new(
        File::create(&answers).with_context(|| format!("cannot create {}", answers.display()))?,
    );
    expected
        .iter()
        .enumerate()
        .try_for_each(|(i, &answer)| output::write_answer(&mut file, Format::Text, i + 1, answer))
        .and_then(|()| file.flush())
        .with_context(|| format!("cannot write {}", answers.display()))
}

fn report(config: &StressConfig, found: &Found, shrunk: &Shrunk, written: bool) -> io::Result<()> {
    let mut out = VerdictOutput::default();
    let drawn = &found.drawn;
    let (board, small) = (&drawn.puzzle.board, &shrunk.puzzle);
    writeln!(
        out,
        "case {} fails, after {:.2} s (seed {}): {}",
        found.case,
        found.after.as_secs_f64(),
        found.seed,
        found.message
    )?;
    writeln!(
        out,
        "  {} {} x {}, {} games: huarong gen {} --rows {} --cols {} --games {} --seed {}",
        drawn.family,
        board.rows(),
        board.cols(),
        drawn.puzzle.games.len(),
        drawn.family,
        drawn.rows,
        drawn.cols,
        drawn.games,
        drawn.seed
    )?;
    let cut = if shrunk.cut {
        ", stopped by --duration"
    } else {
        ""
    };
    writeln!(
        out,
        "shrunk in {} ({:.2} s{cut}) to {} on a {} x {} board with {} free cells:",
        count(shrunk.runs, "run"),
        shrunk.time.as_secs_f64(),
        count(small.games.len(), "game"),
        small.board.rows(),
        small.board.cols(),
        small.board.free_count()
    )?;
    writeln!(out)?;
    side_by_side(&mut out, small, &shrunk.trial)?;
    writeln!(out)?;
    writeln!(out, "{}", shrunk.trial.message)?;
    if written {
        writeln!(
            out,
            "wrote {} and {}",
            config.out.join("fail.in").display(),
            config.out.join("fail.ans").display()
        )?;
    }
    out.flush()
}

/// The lines of a program's output shown past its games' lines: with
/// each line cut to 40 characters (`printable`), a screenful whatever the
/// program printed.
const MORE_LINES: usize = 20;

/// What the report shows of a program's output: a line per game and at
/// most [`MORE_LINES`] more, each cut short, and how many lines it leaves
/// out. It is taken when the run is judged, so that the output itself,
/// up to 256 MiB, is not kept.
struct Shown {
    lines: Vec<String>,
    left_out: usize,
}

impl Shown {
    fn of(stdout: &[u8], games: usize) -> Shown {
        let mut lines = Vec::new();
        let mut rest = stdout;
        while !rest.is_empty() && lines.len() < games + MORE_LINES {
            let end = rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len());
            lines.push(printable(rest[..end].trim_ascii_end()));
            rest = rest.get(end + 1..).unwrap_or_default();
        }
        let newlines = rest.iter().filter(|&&b| b == b'\n').count();
        let left_out = newlines + usize::from(!rest.is_empty() && !rest.ends_with(b"\n"));
        Shown { lines, left_out }
    }
}

/// The case's lines, each game's beside the program's line for it and the
/// expected answer; then the program's lines past the games, a screenful
/// at most.
fn side_by_side(out: &mut impl Write, puzzle: &Puzzle, trial: &Trial) -> io::Result<()> {
    let text = puzzle.to_string();
    let input: Vec<&str> = text.lines().collect();
    let mut program = trial.output.lines.clone();
    if trial.output.left_out > 0 {
        let left_out = trial.output.left_out;
        let lines = if left_out == 1 { "line" } else { "lines" };
        program.push(format!("... {left_out} more {lines}"));
    }
    let expected: Vec<String> = trial
        .expected
        .iter()
        .map(|&answer| answer_text(answer))
        .collect();
    // Games start after the header and the board's rows.
    let first_game = 1 + puzzle.board.rows();
    let rows = input.len().max(first_game + program.len());
    let input_width = input.iter().map(|l| l.len()).chain([5]).max().unwrap_or(5);
    let program_width = program
        .iter()
        .map(|l| l.chars().count())
        .chain([7])
        .max()
        .unwrap_or(7);
    writeln!(
        out,
        "{:<input_width$}  {:<program_width$}  expected",
        "input", "program"
    )?;
    for row in 0..rows {
        let game = row.checked_sub(first_game);
        let column = |lines: &[String]| {
            game.and_then(|g| lines.get(g))
                .map_or("", String::as_str)
                .to_owned()
        };
        let line = format!(
            "{:<input_width$}  {:<program_width$}  {}",
            input.get(row).copied().unwrap_or(""),
            column(&program),
            column(&expected)
        );
        writeln!(out, "{}", line.trim_end())?;
    }
    Ok(())
}

/// The progress line on a terminal: cases so far, then the shrinking.
struct Progress(Option<ProgressBar>);

impl Progress {
    fn new(budget: StressBudget, seed: u64) -> Progress {
        if !crate::progress::wanted() {
            return Progress(None);
        }
        let (bar, template) = match budget {
            StressBudget::Cases(cases) => (
                ProgressBar::with_draw_target(Some(cases.get()), ProgressDrawTarget::stderr()),
                "{elapsed_precise} [{bar:30}] {pos}/{len} cases, {msg}",
            ),
            StressBudget::Time(_) => (
                ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr()),
                "{elapsed_precise} {pos} cases, {msg}",
            ),
        };
        let style = ProgressStyle::with_template(template)
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> ");
        bar.set_style(style);
        bar.set_message(format!("seed {seed}"));
        bar.enable_steady_tick(Duration::from_millis(200));
        Progress(Some(bar))
    }

    fn case(&self) {
        if let Some(bar) = &self.0 {
            bar.inc(1);
        }
    }

    fn shrinking(&self, candidate: &Puzzle, runs: usize) {
        if let Some(bar) = &self.0 {
            let board = &candidate.board;
            bar.set_message(format!(
                "shrinking: run {runs}, {} on {} x {}",
                count(candidate.games.len(), "game"),
                board.rows(),
                board.cols()
            ));
        }
    }

    fn finish(&self) {
        if let Some(bar) = &self.0 {
            bar.finish_and_clear();
        }
    }
}
