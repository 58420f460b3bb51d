//! `huarong classic`: the classic sliding-block Huarong Dao and puzzles like
//! it. Reads a layout (a file, stdin or a built-in one), solves it with
//! `huarong::classic`, and prints the optimum, the moves, a JSON object, a
//! drawing or an SVG; or lists the built-in layouts, or times the solver.

use std::fmt::Write as _;
use std::io::{self, BufWriter, Write};
use std::path::Path;
use std::time::{Duration, Instant};

use anyhow::Context;
use huarong::classic::{
    ClassicPuzzle, ClassicSearchLimits, ClassicSolution, ClassicSolveError, Famous, Metric, World,
    solve, solve_group, svg, terminal, terminal_grid,
};
use serde::Serialize;

use super::classic_world as world;
use crate::cli::{ClassicConfig, ClassicOutput, ClassicSource, ClassicTask};
use crate::{input, memory, output};

pub(crate) fn run(config: &ClassicConfig) -> anyhow::Result<()> {
    let limits = ClassicSearchLimits {
        max_bytes: config
            .max_memory
            .unwrap_or_else(|| memory::available().unwrap_or(memory::FALLBACK)),
    };
    match &config.task {
        ClassicTask::Solve {
            source,
            metric,
            moves,
            output,
        } => {
            let (puzzle, title) = read(source)?;
            let solution = solved(&puzzle, *metric, &limits)?;
            show(&puzzle, &title, *metric, &solution, *moves, output)
        }
        ClassicTask::List { json } => list(*json, &limits),
        ClassicTask::Bench { quick } => bench(*quick, &limits),
        ClassicTask::World { metric, json } => world::world(*metric, *json, &limits),
        ClassicTask::Random {
            mix,
            band,
            seed,
            metric,
            json,
        } => world::random(*mix, *band, *seed, *metric, *json, &limits),
    }
}

/// The layout, and a title for pictures of it.
fn read(source: &ClassicSource) -> anyhow::Result<(ClassicPuzzle, String)> {
    match source {
        ClassicSource::Famous(famous) => Ok((
            famous.puzzle(),
            format!("{} {}", famous.chinese, famous.pinyin),
        )),
        ClassicSource::File(path) => {
            let text = input::read_bytes(path)?;
            let puzzle = ClassicPuzzle::parse(&text)
                .map_err(|err| anyhow::anyhow!("{err}\n{}", err.excerpt))?;
            let title = if path == Path::new("-") {
                "stdin".to_owned()
            } else {
                path.display().to_string()
            };
            Ok((puzzle, title))
        }
    }
}

/// [`solve`], with a hint where the limit is the command's.
fn solved(
    puzzle: &ClassicPuzzle,
    metric: Metric,
    limits: &ClassicSearchLimits,
) -> anyhow::Result<ClassicSolution> {
    solve(puzzle, metric, limits).map_err(|err| match err {
        ClassicSolveError::OverBudget { .. } => {
            anyhow::anyhow!("{err} (raise the limit with --max-memory)")
        }
        other => other.into(),
    })
}

/// One solved layout as JSON; field names are part of the interface.
#[derive(Serialize)]
struct Record {
    /// -1 when the goal cannot be reached.
    optimum: i64,
    reachable: u64,
    /// `null` without `--moves`.
    moves: Option<Vec<String>>,
}

/// The optimum as printed: -1 when the goal cannot be reached.
fn number(optimum: Option<usize>) -> i64 {
    optimum.map_or(-1, |n| i64::try_from(n).unwrap_or(i64::MAX))
}

fn show(
    puzzle: &ClassicPuzzle,
    title: &str,
    metric: Metric,
    solution: &ClassicSolution,
    moves: bool,
    output: &ClassicOutput,
) -> anyhow::Result<()> {
    let lines: Vec<String> = solution.moves.iter().map(ToString::to_string).collect();
    let mut text = String::new();
    match output {
        ClassicOutput::Text => {
            let _ = writeln!(text, "{}", number(solution.optimum));
            if moves {
                for line in &lines {
                    let _ = writeln!(text, "{line}");
                }
            }
        }
        ClassicOutput::Json => {
            let record = Record {
                optimum: number(solution.optimum),
                reachable: solution.reachable,
                moves: moves.then(|| lines.clone()),
            };
            text = serde_json::to_string(&record)?;
            text.push('\n');
        }
        ClassicOutput::Show { color } => {
            let style = output::terminal_style(*color);
            let _ = writeln!(text, "{}", summary(title, metric, solution));
            text.push_str(&terminal(puzzle, style));
            if moves {
                let mut now = puzzle.clone();
                for (i, mv) in solution.moves.iter().enumerate() {
                    now = now.apply(mv)?;
                    let _ = writeln!(text, "\nmove {} / {}: {mv}", i + 1, lines.len());
                    text.push_str(&terminal_grid(&now, style));
                }
            }
        }
        ClassicOutput::Svg { path, animated } => {
            let heading = format!("{title} \u{b7} {}", optimum_words(metric, solution));
            let picture = svg(puzzle, &solution.moves, &heading, *animated);
            if path == Path::new("-") {
                text = picture;
            } else {
                std::fs::write(path, picture)
                    .with_context(|| format!("cannot write {}", path.display()))?;
                let kind = if *animated { "animated" } else { "still" };
                let _ = writeln!(
                    text,
                    "wrote {} ({kind} SVG of {title}: {})",
                    path.display(),
                    optimum_words(metric, solution)
                );
            }
        }
    }
    let mut out = io::stdout().lock();
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .context("cannot write to standard output")
}

/// `81 moves in the piece count`, or that the goal cannot be reached.
fn optimum_words(metric: Metric, solution: &ClassicSolution) -> String {
    match solution.optimum {
        Some(1) => format!("1 move in the {metric} count"),
        Some(n) => format!("{n} moves in the {metric} count"),
        None => "the goal cannot be reached (-1)".to_owned(),
    }
}

/// The line above a drawing.
fn summary(title: &str, metric: Metric, solution: &ClassicSolution) -> String {
    format!(
        "{title}: {}, {} layouts reachable",
        optimum_words(metric, solution),
        solution.reachable
    )
}

/// One built-in layout as `--list --format json` gives it.
#[derive(Serialize)]
struct Listed {
    pinyin: &'static str,
    chinese: &'static str,
    piece: i64,
    cell: i64,
    reachable: u64,
}

fn list(json: bool, limits: &ClassicSearchLimits) -> anyhow::Result<()> {
    let mut listed = Vec::new();
    for famous in Famous::ALL {
        let puzzle = famous.puzzle();
        let pieces = solved(&puzzle, Metric::Piece, limits)?;
        let cells = solved(&puzzle, Metric::Cell, limits)?;
        listed.push(Listed {
            pinyin: famous.pinyin,
            chinese: famous.chinese,
            piece: number(pieces.optimum),
            cell: number(cells.optimum),
            reachable: pieces.reachable,
        });
    }
    let mut out = BufWriter::new(io::stdout().lock());
    let mut write = || -> anyhow::Result<()> {
        if json {
            output::json_line(&mut out, &listed)?;
        } else {
            writeln!(
                out,
                "{:<18} {:<8}  {:>5}  {:>5}  {:>9}",
                "layout", "name", "piece", "cell", "reachable"
            )?;
            for l in &listed {
                writeln!(
                    out,
                    "{:<18} {}  {:>5}  {:>5}  {:>9}",
                    l.pinyin, l.chinese, l.piece, l.cell, l.reachable
                )?;
            }
        }
        out.flush()?;
        Ok(())
    };
    write().context("cannot write to standard output")
}

/// The bigger boards `--bench` times beside the built-in layouts: 横刀立马
/// with room to spare, millions of layouts each.
const BIG_BOARDS: &[(&str, &str)] = &[
    (
        "5x5, a column of soldiers",
        "ACCBK\nACCBK\nDEEFL\nDGHFM\nI..JN\ngoal C 4 2\n",
    ),
    (
        "5x5, two more blanks",
        "ACCBK\nACCBK\nDEEF.\nDGHF.\nI..JN\ngoal C 4 2\n",
    ),
    (
        "6x5 with walls",
        "#ACCB#\nKACCBL\nMDEEFN\nODGHFP\n#I..J#\ngoal C 4 3\n",
    ),
];

/// Each workload is run until it has taken this long, or [`MAX_RUNS`]
/// times; its least time counts.
const BENCH_TIME: Duration = Duration::from_secs(1);
const MAX_RUNS: usize = 5;

fn bench(quick: bool, limits: &ClassicSearchLimits) -> anyhow::Result<()> {
    let mut workloads: Vec<(String, ClassicPuzzle)> = Famous::ALL
        .iter()
        .map(|f| (format!("{} {}", f.pinyin, f.chinese), f.puzzle()))
        .collect();
    if !quick {
        for (name, text) in BIG_BOARDS {
            let puzzle = ClassicPuzzle::parse(text).expect("the benchmark boards parse");
            workloads.push(((*name).to_owned(), puzzle));
        }
    }
    let runs = if quick { 1 } else { MAX_RUNS };
    let mut out = BufWriter::new(io::stdout().lock());
    let mut line = |text: String| -> anyhow::Result<()> {
        writeln!(out, "{text}")?;
        out.flush().context("cannot write to standard output")
    };
    line(format!(
        "{:<30} {:>5}  {:<6} {:>7}  {:>9}  {:>10}  {:>11}",
        "layout", "board", "metric", "optimum", "layouts", "CPU time", "layouts/s"
    ))?;
    let (mut layouts, mut seconds) = (0, 0.0);
    for (name, puzzle) in &workloads {
        for metric in Metric::ALL {
            let (solution, time) = timed(puzzle, metric, runs, limits)?;
            layouts += solution.reachable;
            seconds += time.as_secs_f64();
            let name_width = 30 - name.chars().filter(|c| !c.is_ascii()).count();
            line(format!(
                "{name:<name_width$} {:>5}  {:<6} {:>7}  {:>9}  {:>10}  {:>11}",
                format!("{}x{}", puzzle.cols(), puzzle.rows()),
                metric.name(),
                number(solution.optimum),
                solution.reachable,
                duration(time),
                rate(solution.reachable, time.as_secs_f64()),
            ))?;
        }
    }
    line(format!(
        "all: {layouts} layouts in {:.2} s, {}",
        seconds,
        rate(layouts, seconds)
    ))?;
    // The world's searches: one group from its start over bit masks,
    // then every layout of the board, on all threads (process CPU time
    // and the wall clock).
    let hengdao = Famous::ALL[0].puzzle();
    for metric in Metric::ALL {
        let started = Instant::now();
        let mut best = Duration::MAX;
        let mut group = None;
        for _ in 0..if quick { 1 } else { 20 } {
            let start = thread_cpu_time();
            group = solve_group(&hengdao, metric);
            best = best.min(thread_cpu_time().saturating_sub(start));
            if started.elapsed() >= BENCH_TIME {
                break;
            }
        }
        let group = group.context("横刀立马 is a layout of the world")?;
        line(format!(
            "横刀立马's group by bit masks, {metric}: optimum {}, {} layouts in {}, {}",
            number(group.optimum),
            group.layouts,
            duration(best),
            rate(group.layouts, best.as_secs_f64())
        ))?;
    }
    if quick {
        return Ok(());
    }
    for metric in Metric::ALL {
        let (cpu, wall) = (process_cpu_time(), Instant::now());
        let world = World::survey(metric, limits.max_bytes)?;
        let (cpu, wall) = (process_cpu_time().saturating_sub(cpu), wall.elapsed());
        line(format!(
            "the 4x5 world, {metric}: {} layouts, {} groups, hardest {} in {} CPU ({}), {} wall",
            world.total.layouts,
            world.total.groups,
            number(world.total.max_optimum),
            duration(cpu),
            rate(world.total.layouts, cpu.as_secs_f64()),
            duration(wall)
        ))?;
    }
    Ok(())
}

/// The CPU time the whole process has taken, every thread's, user and
/// system.
fn process_cpu_time() -> Duration {
    cpu_time(libc::CLOCK_PROCESS_CPUTIME_ID)
}

/// The least CPU time of up to `max_runs` runs, and the solution. CPU time,
/// as `huarong bench` measures: on a shared machine the wall clock counts
/// the others' work too.
fn timed(
    puzzle: &ClassicPuzzle,
    metric: Metric,
    max_runs: usize,
    limits: &ClassicSearchLimits,
) -> anyhow::Result<(ClassicSolution, Duration)> {
    let started = Instant::now();
    let mut best = Duration::MAX;
    let mut runs = 0;
    loop {
        let start = thread_cpu_time();
        let solution = solved(puzzle, metric, limits)?;
        best = best.min(thread_cpu_time().saturating_sub(start));
        runs += 1;
        if runs == max_runs || started.elapsed() >= BENCH_TIME {
            return Ok((solution, best));
        }
    }
}

/// The CPU time this thread has taken (the solver runs on the calling
/// thread), user and system.
fn thread_cpu_time() -> Duration {
    cpu_time(libc::CLOCK_THREAD_CPUTIME_ID)
}

/// The CPU time `clock` has counted, user and system.
#[allow(unsafe_code)]
fn cpu_time(clock: libc::clockid_t) -> Duration {
    let mut now = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime writes one timespec into the struct it is
    // given, which lives for the call.
    let ok = unsafe { libc::clock_gettime(clock, &raw mut now) } == 0;
    if !ok {
        return Duration::ZERO;
    }
    let seconds = u64::try_from(now.tv_sec).unwrap_or(0);
    let nanos = u32::try_from(now.tv_nsec).unwrap_or(0);
    Duration::new(seconds, nanos)
}

fn duration(time: Duration) -> String {
    let ms = time.as_secs_f64() * 1e3;
    if ms < 1000.0 {
        format!("{ms:.1} ms")
    } else {
        format!("{:.2} s", ms / 1e3)
    }
}

fn rate(layouts: u64, seconds: f64) -> String {
    format!("{:.2} M/s", layouts as f64 / seconds.max(1e-9) / 1e6)
}
