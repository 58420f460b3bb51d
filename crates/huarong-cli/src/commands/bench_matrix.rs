//! `huarong bench --matrix`: board families x sizes x engines, as a table and a
//! log-log SVG plot of CPU time against cells.

use std::fmt::Write as _;
use std::fs;
use std::num::NonZeroUsize;
use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::Context;
use huarong::generate::{Family, board, random_games, seeded};
use huarong::{Engine, Puzzle};

use super::measure::{measure, seconds};

/// The families the matrix covers: clutter, open space, a tree maze, the
/// snaking ring, the long cycles of small pieces (bumps, rooms) and the one
/// whose pieces join at single cells (beads, still superlinear).
const FAMILIES: [Family; 7] = [
    Family::Random { fixed: 0.3 },
    Family::Open,
    Family::PerfectMaze,
    Family::SnakingRing,
    Family::Bumps {
        width: Family::DEFAULT_BUMP,
    },
    Family::Rooms {
        size: Family::DEFAULT_ROOM,
    },
    Family::Beads {
        width: Family::DEFAULT_BEAD,
    },
];
/// Board sides (square boards).
const SIDES: [usize; 4] = [20, 40, 80, 160];
/// Games per puzzle.
const GAMES: usize = 50;

/// One measured point.
struct Point {
    family: Family,
    cells: usize,
    fast: Duration,
    classic: Duration,
}

/// Measures the matrix in `dir`, prints the table, and writes the plot to `plot`.
pub(crate) fn run(exe: &Path, dir: &Path, repeat: NonZeroUsize, plot: &Path) -> anyhow::Result<()> {
    let mut points = Vec::new();
    println!("| family | board | cells | fast CPU | classic CPU | ratio |");
    println!("|---|---|---:|---:|---:|---:|");
    for family in FAMILIES {
        for side in SIDES {
            let file = puzzle_file(dir, family, side)?;
            let files = [file];
            // The matrix has dozens of cells: `--repeat` rounds each, no more.
            let (fast, fast_out) = measure(exe, Engine::Fast, &files, repeat, false)?;
            let (classic, classic_out) = measure(exe, Engine::Classic, &files, repeat, false)?;
            anyhow::ensure!(
                fast_out == classic_out,
                "{family} {side}x{side}: the engines' answers differ"
            );
            let cells = side * side;
            println!(
                "| {family} | {side}x{side} | {cells} | {} | {} | {:.1}x |",
                seconds(fast),
                seconds(classic),
                classic.as_secs_f64() / fast.as_secs_f64().max(1e-9)
            );
            points.push(Point {
                family,
                cells,
                fast,
                classic,
            });
        }
    }
    fs::write(plot, svg(&points)).with_context(|| format!("cannot write {}", plot.display()))?;
    println!("\nplot: {}", plot.display());
    Ok(())
}

fn puzzle_file(dir: &Path, family: Family, side: usize) -> anyhow::Result<PathBuf> {
    let mut rng = seeded(2013);
    let board = board(family, side, side, &mut rng);
    let games = random_games(&board, GAMES, &mut rng);
    let file = dir.join(format!("matrix-{}-{side}.in", family.name()));
    fs::write(&file, Puzzle { board, games }.to_string())
        .with_context(|| format!("cannot write {}", file.display()))?;
    Ok(file)
}

/// A log-log plot: x = cells, y = CPU seconds; a colour per family, fast solid
/// and classic dashed.
fn svg(points: &[Point]) -> String {
    const W: f64 = 640.0;
    const H: f64 = 420.0;
    const LEFT: f64 = 70.0;
    const RIGHT: f64 = 170.0;
    const TOP: f64 = 30.0;
    const BOTTOM: f64 = 50.0;
    let secs = |d: Duration| d.as_secs_f64().max(1e-4);
    let xs: Vec<f64> = points.iter().map(|p| (p.cells as f64).log10()).collect();
    let ys: Vec<f64> = points
        .iter()
        .flat_map(|p| [secs(p.fast).log10(), secs(p.classic).log10()])
        .collect();
    let (x0, x1) = bounds(&xs);
    let (y0, y1) = bounds(&ys);
    let px = |x: f64| LEFT + (x - x0) / (x1 - x0) * (W - LEFT - RIGHT);
    let py = |y: f64| H - BOTTOM - (y - y0) / (y1 - y0) * (H - TOP - BOTTOM);
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}" font-family="sans-serif" font-size="12">"#
    );
    let _ = writeln!(out, r#"<rect width="{W}" height="{H}" fill="white"/>"#);
    let _ = writeln!(
        out,
        r#"<text x="{LEFT}" y="18" font-size="14">CPU time per puzzle ({GAMES} games) against board cells, log-log</text>"#
    );
    for d in (x0.ceil() as i32)..=(x1.floor() as i32) {
        let x = px(f64::from(d));
        let _ = writeln!(
            out,
            r##"<line x1="{x:.1}" y1="{TOP}" x2="{x:.1}" y2="{:.1}" stroke="#ddd"/><text x="{x:.1}" y="{:.1}" text-anchor="middle">1e{d}</text>"##,
            H - BOTTOM,
            H - BOTTOM + 16.0
        );
    }
    for d in (y0.ceil() as i32)..=(y1.floor() as i32) {
        let y = py(f64::from(d));
        let _ = writeln!(
            out,
            r##"<line x1="{LEFT}" y1="{y:.1}" x2="{:.1}" y2="{y:.1}" stroke="#ddd"/><text x="{:.1}" y="{:.1}" text-anchor="end">1e{d} s</text>"##,
            W - RIGHT,
            LEFT - 6.0,
            y + 4.0
        );
    }
    let _ = writeln!(
        out,
        r#"<text x="{:.1}" y="{:.1}" text-anchor="middle">cells (n x m)</text>"#,
        (LEFT + W - RIGHT) / 2.0,
        H - 10.0
    );
    let colours = [
        "#d62728", "#1f77b4", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2",
    ];
    for (i, family) in FAMILIES.iter().enumerate() {
        let colour = colours[i % colours.len()];
        for (engine, dash) in [("fast", ""), ("classic", r#" stroke-dasharray="6 4""#)] {
            let line: Vec<String> = points
                .iter()
                .filter(|p| p.family == *family)
                .map(|p| {
                    let t = if engine == "fast" { p.fast } else { p.classic };
                    format!(
                        "{:.1},{:.1}",
                        px((p.cells as f64).log10()),
                        py(secs(t).log10())
                    )
                })
                .collect();
            let _ = writeln!(
                out,
                r#"<polyline points="{}" fill="none" stroke="{colour}" stroke-width="2"{dash}/>"#,
                line.join(" ")
            );
        }
        let y = TOP + 20.0 + 20.0 * i as f64;
        let x = W - RIGHT + 15.0;
        let _ = writeln!(
            out,
            r#"<line x1="{x}" y1="{y}" x2="{:.1}" y2="{y}" stroke="{colour}" stroke-width="2"/><text x="{:.1}" y="{:.1}">{}</text>"#,
            x + 25.0,
            x + 32.0,
            y + 4.0,
            family.name()
        );
    }
    let y = TOP + 20.0 + 20.0 * FAMILIES.len() as f64 + 10.0;
    let x = W - RIGHT + 15.0;
    let _ = writeln!(
        out,
        r##"<line x1="{x}" y1="{y}" x2="{:.1}" y2="{y}" stroke="#333" stroke-width="2"/><text x="{:.1}" y="{:.1}">fast</text>"##,
        x + 25.0,
        x + 32.0,
        y + 4.0
    );
    let y = y + 20.0;
    let _ = writeln!(
        out,
        r##"<line x1="{x}" y1="{y}" x2="{:.1}" y2="{y}" stroke="#333" stroke-width="2" stroke-dasharray="6 4"/><text x="{:.1}" y="{:.1}">classic</text>"##,
        x + 25.0,
        x + 32.0,
        y + 4.0
    );
    out.push_str("</svg>\n");
    out
}

/// The range of `values`, widened to whole decades.
fn bounds(values: &[f64]) -> (f64, f64) {
    let lo = values.iter().copied().fold(f64::INFINITY, f64::min);
    let hi = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    if lo.is_finite() && hi.is_finite() {
        (lo.floor(), hi.ceil().max(lo.floor() + 1.0))
    } else {
        (0.0, 1.0)
    }
}
