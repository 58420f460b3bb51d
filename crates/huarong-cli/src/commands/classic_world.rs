//! `huarong classic --world` and `--random`: the figures of every layout of
//! the 4 x 5 board, and a layout of a chosen difficulty, from
//! `huarong::classic`'s world.

use std::io::{self, BufWriter, Write};
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use anyhow::Context;
use huarong::classic::{Band, ClassicSearchLimits, Figures, Metric, Mix, Optima, World};
use serde::Serialize;

use crate::output::json_line;

/// `--world --format json`; field names are part of the interface.
#[derive(Serialize)]
struct WorldRecord {
    metric: &'static str,
    #[serde(flatten)]
    total: FiguresRecord,
    by_pieces: Vec<MixRecord>,
}

/// One mix's figures in `by_pieces`.
#[derive(Serialize)]
struct MixRecord {
    /// As `--pieces` reads it: `4v1h4s`.
    pieces: String,
    verticals: u32,
    horizontals: u32,
    soldiers: u32,
    blanks: u32,
    #[serde(flatten)]
    figures: FiguresRecord,
}

#[derive(Serialize)]
struct FiguresRecord {
    layouts: u64,
    groups: u64,
    solvable_layouts: u64,
    solvable_groups: u64,
    largest_group: u64,
    /// -1 when no layout can reach the goal.
    max_optimum: i64,
    /// In the layout format, goal line included.
    hardest: Vec<String>,
}

impl FiguresRecord {
    fn of(figures: &Figures) -> FiguresRecord {
        FiguresRecord {
            layouts: figures.layouts,
            groups: figures.groups,
            solvable_layouts: figures.solvable_layouts,
            solvable_groups: figures.solvable_groups,
            largest_group: figures.largest_group,
            max_optimum: optimum_number(figures.max_optimum),
            hardest: figures.hardest.iter().map(ToString::to_string).collect(),
        }
    }
}

fn optimum_number(optimum: Option<usize>) -> i64 {
    optimum.map_or(-1, |n| i64::try_from(n).unwrap_or(i64::MAX))
}

fn mib(bytes: u64) -> String {
    format!("{:.1} MiB", bytes as f64 / f64::from(1 << 20))
}

pub(super) fn world(
    metric: Metric,
    json: bool,
    limits: &ClassicSearchLimits,
) -> anyhow::Result<()> {
    let plan = World::plan();
    eprintln!(
        "the world of the 4 x 5 board, {metric} count: {} layouts of {} mixes; its tables take at most {} on {} threads (limit {})",
        plan.layouts,
        plan.mixes,
        mib(plan.bytes),
        plan.threads,
        mib(limits.max_bytes)
    );
    let started = Instant::now();
    let world = World::survey(metric, limits.max_bytes)
        .map_err(|err| anyhow::anyhow!("{err} (raise the limit with --max-memory)"))?;
    eprintln!("surveyed in {:.2} s", started.elapsed().as_secs_f64());
    let mut out = BufWriter::new(io::stdout().lock());
    if json {
        let record = WorldRecord {
            metric: metric.name(),
            total: FiguresRecord::of(&world.total),
            by_pieces: world
                .by_pieces
                .iter()
                .map(|m| MixRecord {
                    pieces: m.mix.to_string(),
                    verticals: m.mix.verticals,
                    horizontals: m.mix.horizontals,
                    soldiers: m.mix.soldiers,
                    blanks: m.mix.blanks(),
                    figures: FiguresRecord::of(&m.figures),
                })
                .collect(),
        };
        json_line(&mut out, &record)?;
    } else {
        writeln!(
            out,
            "{:<8} {:>6} {:>9} {:>7} {:>9} {:>8} {:>8} {:>7} {:>7}",
            "pieces",
            "blanks",
            "layouts",
            "groups",
            "solvable",
            "s.groups",
            "largest",
            "optimum",
            "hardest"
        )?;
        let row = |out: &mut BufWriter<_>, name: &str, blanks: String, f: &Figures| {
            writeln!(
                out,
                "{name:<8} {blanks:>6} {:>9} {:>7} {:>9} {:>8} {:>8} {:>7} {:>7}",
                f.layouts,
                f.groups,
                f.solvable_layouts,
                f.solvable_groups,
                f.largest_group,
                optimum_number(f.max_optimum),
                f.hardest.len()
            )
        };
        for m in &world.by_pieces {
            row(
                &mut out,
                &m.mix.to_string(),
                m.mix.blanks().to_string(),
                &m.figures,
            )?;
        }
        row(&mut out, "all", String::new(), &world.total)?;
        writeln!(
            out,
            "\nthe hardest, {} moves in the {metric} count:",
            optimum_number(world.total.max_optimum)
        )?;
        for puzzle in &world.total.hardest {
            writeln!(out, "\n{puzzle}")?;
        }
    }
    out.flush().context("cannot write to standard output")
}

/// `--random --format json`; field names are part of the interface.
#[derive(Serialize)]
struct RandomRecord {
    /// In the layout format, goal line included.
    layout: String,
    optimum: usize,
    metric: &'static str,
    pieces: String,
    /// The range asked for, as `--optimum` reads it.
    range: String,
    /// How many layouts of the mix lie in the range: the draw's odds.
    candidates: u64,
    seed: u64,
}

pub(super) fn random(
    mix: Mix,
    band: Band,
    seed: Option<u64>,
    metric: Metric,
    json: bool,
    limits: &ClassicSearchLimits,
) -> anyhow::Result<()> {
    let bytes = Optima::bytes(mix);
    if bytes > limits.max_bytes {
        anyhow::bail!(
            "the optima of the mix {mix} take {bytes} bytes, more than the memory limit of {} bytes (raise the limit with --max-memory)",
            limits.max_bytes
        );
    }
    let optima = Optima::compute(mix, metric)?;
    let seed = seed.unwrap_or_else(|| {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |t| t.as_nanos() as u64)
    });
    let Some((puzzle, optimum)) = optima.draw(band, seed) else {
        let solvable = optima.histogram();
        let range = match solvable.iter().skip(1).position(|&n| n > 0) {
            Some(first) => format!("from {} to {}", first + 1, solvable.len() - 1),
            None => "nowhere: no layout of it reaches the goal".to_owned(),
        };
        anyhow::bail!(
            "no layout of the mix {mix} has an optimum in {band} in the {metric} count (its optima run {range})"
        );
    };
    let mut out = io::stdout().lock();
    if json {
        let record = RandomRecord {
            layout: puzzle.to_string(),
            optimum,
            metric: metric.name(),
            pieces: mix.to_string(),
            range: band.to_string(),
            candidates: optima.count(band),
            seed,
        };
        json_line(&mut out, &record)?;
    } else {
        write!(out, "{puzzle}")?;
    }
    out.flush().context("cannot write to standard output")
}
