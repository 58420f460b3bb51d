//! `huarong bench --matrix`: board families x sizes x engines, as a table and a
//! log-log SVG plot of CPU time against board size.

use std::fmt::Write as _;
use std::fs;
use std::num::NonZeroUsize;
use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::Context;
use huarong::generate::{Family, board, random_games, seeded};
use huarong::{Engine, Puzzle};

use super::measure::{Rounds, Status, measure, seconds};

/// The families the matrix covers: clutter, open space, a tree maze, the
/// snaking ring, and the long cycles of small pieces (bumps, rooms, beads,
/// links, and the nested necklace).
const FAMILIES: [&str; 9] = [
    "random:0.3",
    "open",
    "maze",
    "ring",
    "bumps",
    "rooms",
    "beads",
    "links",
    "necklace",
];
/// [`FAMILIES`], read as `--family` reads them (each with its default
/// parameter, unless named).
fn families() -> [Family; 9] {
    FAMILIES.map(|name| name.parse().expect("a family the library names"))
}
/// Board sides (square boards).
const SIDES: [usize; 4] = [20, 40, 80, 160];
/// Games per puzzle.
const GAMES: usize = 50;

/// One measured point.
struct Point {
    family: Family,
    /// The board is `side` x `side`.
    side: usize,
    fast: Duration,
    classic: Duration,
}

/// Measures the matrix in `dir`, prints the table, and writes the plot to `plot`.
pub(crate) fn run(
    exe: &Path,
    dir: &Path,
    repeat: NonZeroUsize,
    plot: &Path,
    status: &mut Status,
) -> anyhow::Result<()> {
    let mut points = Vec::new();
    status.println("| family | board | cells | fast CPU | classic CPU | ratio |")?;
    status.println("|---|---|---:|---:|---:|---:|")?;
    let total = FAMILIES.len() * SIDES.len();
    for family in families() {
        for side in SIDES {
            status.task(format!(
                "board {}/{total} ({family} {side}x{side})",
                points.len() + 1
            ));
            let file = puzzle_file(dir, family, side)?;
            let files = [file];
            // The matrix has dozens of cells: `--repeat` rounds each, no more.
            let rounds = Rounds {
                repeat,
                budget: false,
            };
            let (fast, fast_out) = measure(exe, Engine::Fast, &files, rounds, status)?;
            let (classic, classic_out) = measure(exe, Engine::Classic, &files, rounds, status)?;
            anyhow::ensure!(
                fast_out == classic_out,
                "{family} {side}x{side}: the engines' answers differ"
            );
            status.println(&format!(
                "| {family} | {side}x{side} | {} | {} | {} | {:.1}x |",
                side * side,
                seconds(fast),
                seconds(classic),
                classic.as_secs_f64() / fast.as_secs_f64().max(1e-9)
            ))?;
            points.push(Point {
                family,
                side,
                fast,
                classic,
            });
        }
    }
    fs::write(plot, svg(&points)).with_context(|| format!("cannot write {}", plot.display()))?;
    status.println(&format!("\nplot: {}", plot.display()))?;
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

/// The series colours, one per family.
const COLOURS: [&str; 9] = [
    "#d62728", "#1f77b4", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf",
    "#bcbd22",
];

/// The marker shapes, one per family, so that series stay apart in grey too.
#[derive(Clone, Copy)]
enum Shape {
    Circle,
    Square,
    TriangleUp,
    Diamond,
    TriangleDown,
    Star,
    Plus,
}

const SHAPES: [Shape; 7] = [
    Shape::Circle,
    Shape::Square,
    Shape::TriangleUp,
    Shape::Diamond,
    Shape::TriangleDown,
    Shape::Star,
    Shape::Plus,
];

/// The marker of `shape` at (`x`, `y`): filled for the fast engine, hollow
/// for classic; `tip` is its tooltip.
fn marker(shape: Shape, x: f64, y: f64, colour: &str, filled: bool, tip: &str) -> String {
    let fill = if filled { colour } else { "white" };
    let paint = format!(r#"class="marker" fill="{fill}" stroke="{colour}" stroke-width="1.5""#);
    let corners: Vec<(f64, f64)> = match shape {
        Shape::Circle => {
            return format!(
                r#"<circle {paint} cx="{x:.1}" cy="{y:.1}" r="4"><title>{tip}</title></circle>"#
            );
        }
        Shape::Square => vec![(-3.5, -3.5), (3.5, -3.5), (3.5, 3.5), (-3.5, 3.5)],
        Shape::TriangleUp => vec![(0.0, -5.0), (4.5, 3.5), (-4.5, 3.5)],
        Shape::Diamond => vec![(0.0, -5.0), (5.0, 0.0), (0.0, 5.0), (-5.0, 0.0)],
        Shape::TriangleDown => vec![(0.0, 5.0), (4.5, -3.5), (-4.5, -3.5)],
        Shape::Star => (0..10)
            .map(|i| {
                let angle = std::f64::consts::PI * f64::from(i) / 5.0;
                let r = if i % 2 == 0 { 5.5 } else { 2.4 };
                (r * angle.sin(), -r * angle.cos())
            })
            .collect(),
        Shape::Plus => {
            let (a, b) = (1.6, 5.0);
            vec![
                (-a, -b),
                (a, -b),
                (a, -a),
                (b, -a),
                (b, a),
                (a, a),
                (a, b),
                (-a, b),
                (-a, a),
                (-b, a),
                (-b, -a),
                (-a, -a),
            ]
        }
    };
    let points: Vec<String> = corners
        .iter()
        .map(|(dx, dy)| format!("{:.1},{:.1}", x + dx, y + dy))
        .collect();
    format!(
        r#"<polygon {paint} points="{}"><title>{tip}</title></polygon>"#,
        points.join(" ")
    )
}

/// A tick label for a time in seconds, in the unit that reads best: `100 µs`,
/// `1 ms`, `10 ms`, `1 s`, `10 s`.
fn time_label(seconds: f64) -> String {
    // A hair of slack: 10^-3 computed as a power may fall just short.
    let at_least = |unit: f64| seconds >= unit * (1.0 - 1e-9);
    let (value, unit) = if at_least(1.0) {
        (seconds, "s")
    } else if at_least(1e-3) {
        (seconds * 1e3, "ms")
    } else {
        (seconds * 1e6, "µs")
    };
    // At most three significant decimals, no trailing zeros: `1`, `2.5`.
    let value = (value * 1000.0).round() / 1000.0;
    format!("{value} {unit}")
}

/// The plot's size, in SVG units.
const WIDTH: f64 = 720.0;
const HEIGHT: f64 = 460.0;

/// Where the plot's axes stand within it, in SVG units: room to their left
/// for the time ticks, right for the legend, above for the title and below
/// for the sides.
const FRAME: Frame = Frame {
    left: 80.0,
    top: 34.0,
    right: WIDTH - 200.0,
    bottom: HEIGHT - 62.0,
};

/// A rectangle's edges.
struct Frame {
    left: f64,
    top: f64,
    right: f64,
    bottom: f64,
}

/// A log-log plot: x = board cells, ticked with the sides; y = CPU time. A
/// colour and a marker shape per family; fast solid with filled markers,
/// classic dashed with hollow ones.
fn svg(points: &[Point]) -> String {
    let Frame {
        left,
        top,
        right,
        bottom,
    } = FRAME;
    let secs = |d: Duration| d.as_secs_f64().max(1e-4);
    let cells = |side: usize| (side * side) as f64;
    let xs: Vec<f64> = points.iter().map(|p| cells(p.side).log10()).collect();
    let ys: Vec<f64> = points
        .iter()
        .flat_map(|p| [secs(p.fast).log10(), secs(p.classic).log10()])
        .collect();
    let (x0, x1) = padded(&xs);
    let (y0, y1) = decades(&ys);
    let px = |x: f64| left + (x - x0) / (x1 - x0) * (right - left);
    let py = |y: f64| bottom - (y - y0) / (y1 - y0) * (bottom - top);
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}" font-family="sans-serif" font-size="12">"#
    );
    let _ = writeln!(
        out,
        r#"<rect width="{WIDTH}" height="{HEIGHT}" fill="white"/>"#
    );
    let _ = writeln!(
        out,
        r#"<text x="{left}" y="20" font-size="14">CPU time per puzzle ({GAMES} games) against board size, log-log</text>"#
    );
    // x: a tick at each measured side, labelled with the side and the cells.
    let mut sides: Vec<usize> = points.iter().map(|p| p.side).collect();
    sides.sort_unstable();
    sides.dedup();
    for side in sides {
        let x = px(cells(side).log10());
        let _ = writeln!(
            out,
            r##"<line x1="{x:.1}" y1="{top}" x2="{x:.1}" y2="{:.1}" stroke="#ddd"/><text class="side" x="{x:.1}" y="{:.1}" text-anchor="middle">{side}×{side}</text><text x="{x:.1}" y="{:.1}" text-anchor="middle" font-size="10" fill="#666">{} cells</text>"##,
            bottom,
            bottom + 16.0,
            bottom + 29.0,
            side * side
        );
    }
    // y: a tick at each power of ten, in µs, ms or s.
    for d in (y0.ceil() as i32)..=(y1.floor() as i32) {
        let y = py(f64::from(d));
        let _ = writeln!(
            out,
            r##"<line x1="{left}" y1="{y:.1}" x2="{:.1}" y2="{y:.1}" stroke="#ddd"/><text class="tick" x="{:.1}" y="{:.1}" text-anchor="end">{}</text>"##,
            right,
            left - 6.0,
            y + 4.0,
            time_label(10f64.powi(d))
        );
    }
    let _ = writeln!(
        out,
        r##"<rect x="{left}" y="{top}" width="{:.1}" height="{:.1}" fill="none" stroke="#999"/>"##,
        right - left,
        bottom - top
    );
    let _ = writeln!(
        out,
        r#"<text x="{:.1}" y="{:.1}" text-anchor="middle">board (rows × columns)</text>"#,
        (left + right) / 2.0,
        HEIGHT - 8.0
    );
    let _ = writeln!(
        out,
        r#"<text x="18" y="{:.1}" text-anchor="middle" transform="rotate(-90 18 {:.1})">CPU time (user + system)</text>"#,
        (top + bottom) / 2.0,
        (top + bottom) / 2.0
    );
    for (i, family) in families().iter().enumerate() {
        let colour = COLOURS[i % COLOURS.len()];
        let shape = SHAPES[i % SHAPES.len()];
        let series: Vec<&Point> = points.iter().filter(|p| p.family == *family).collect();
        for (engine, dash, filled) in [
            (Engine::Fast, "", true),
            (Engine::Classic, r#" stroke-dasharray="6 4""#, false),
        ] {
            let at = |p: &Point| {
                let t = if filled { p.fast } else { p.classic };
                (px(cells(p.side).log10()), py(secs(t).log10()), t)
            };
            let line: Vec<String> = series
                .iter()
                .map(|p| {
                    let (x, y, _) = at(p);
                    format!("{x:.1},{y:.1}")
                })
                .collect();
            let _ = writeln!(
                out,
                r#"<polyline points="{}" fill="none" stroke="{colour}" stroke-width="2"{dash}/>"#,
                line.join(" ")
            );
            for p in &series {
                let (x, y, t) = at(p);
                let tip = format!("{family} {0}×{0}, {engine}: {1}", p.side, seconds(t));
                let _ = writeln!(out, "{}", marker(shape, x, y, colour, filled, &tip));
            }
        }
        let y = top + 20.0 + 20.0 * i as f64;
        let x = right + 15.0;
        let _ = writeln!(
            out,
            r#"<line x1="{x}" y1="{y}" x2="{:.1}" y2="{y}" stroke="{colour}" stroke-width="2"/>{}<text x="{:.1}" y="{:.1}">{family}</text>"#,
            x + 30.0,
            marker(shape, x + 15.0, y, colour, true, &family.to_string()),
            x + 38.0,
            y + 4.0,
        );
    }
    let x = right + 15.0;
    let y = top + 20.0 + 20.0 * FAMILIES.len() as f64 + 10.0;
    for (k, (name, dash, filled)) in [
        ("fast", "", true),
        ("classic", r#" stroke-dasharray="6 4""#, false),
    ]
    .into_iter()
    .enumerate()
    {
        let y = y + 20.0 * k as f64;
        let _ = writeln!(
            out,
            r##"<line x1="{x}" y1="{y}" x2="{:.1}" y2="{y}" stroke="#333" stroke-width="2"{dash}/>{}<text x="{:.1}" y="{:.1}">{name}</text>"##,
            x + 30.0,
            marker(Shape::Circle, x + 15.0, y, "#333", filled, name),
            x + 38.0,
            y + 4.0
        );
    }
    out.push_str("</svg>\n");
    out
}

/// The range of `values`, widened to whole decades.
fn decades(values: &[f64]) -> (f64, f64) {
    let lo = values.iter().copied().fold(f64::INFINITY, f64::min);
    let hi = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    if lo.is_finite() && hi.is_finite() {
        (lo.floor(), hi.ceil().max(lo.floor() + 1.0))
    } else {
        (0.0, 1.0)
    }
}

/// The range of `values` with a margin on each side, so that no marker
/// sits on the frame.
fn padded(values: &[f64]) -> (f64, f64) {
    let lo = values.iter().copied().fold(f64::INFINITY, f64::min);
    let hi = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    if lo.is_finite() && hi.is_finite() {
        let margin = ((hi - lo) * 0.06).max(0.1);
        (lo - margin, hi + margin)
    } else {
        (0.0, 1.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ticks_read_in_microseconds_milliseconds_and_seconds() {
        assert_eq!(time_label(1e-3), "1 ms");
        assert_eq!(time_label(10f64.powi(-3)), "1 ms");
        assert_eq!(time_label(1.0), "1 s");
        assert_eq!(time_label(0.0001), "100 µs");
        assert_eq!(time_label(10f64.powi(-4)), "100 µs");
        assert_eq!(time_label(0.01), "10 ms");
        assert_eq!(time_label(0.1), "100 ms");
        assert_eq!(time_label(10.0), "10 s");
        assert_eq!(time_label(100.0), "100 s");
        assert_eq!(time_label(2.5e-3), "2.5 ms");
        for d in -6..=3 {
            let label = time_label(10f64.powi(d));
            assert!(!label.contains('e'), "10^{d}: {label}");
        }
    }

    /// Every family at every side, with made-up times.
    fn made_up_points() -> Vec<Point> {
        let mut points = Vec::new();
        for (i, family) in families().into_iter().enumerate() {
            for (j, side) in SIDES.into_iter().enumerate() {
                let base = 1 + i as u64 + 10 * j as u64;
                points.push(Point {
                    family,
                    side,
                    fast: Duration::from_micros(300 * base),
                    classic: Duration::from_millis(3 * base * base),
                });
            }
        }
        points
    }

    #[test]
    fn the_plot_is_valid_and_has_markers_side_labels_and_time_ticks() {
        let points = made_up_points();
        let svg = svg(&points);
        let doc = roxmltree::Document::parse(&svg).expect("the plot is well-formed XML");
        let root = doc.root_element();
        assert_eq!(root.tag_name().name(), "svg");
        assert_eq!(
            root.tag_name().namespace(),
            Some("http://www.w3.org/2000/svg")
        );
        // Self-contained: no link to anything outside.
        assert!(!svg.contains("href"), "{svg}");

        let with_class = |class: &str| {
            doc.descendants()
                .filter(|node| node.attribute("class") == Some(class))
                .collect::<Vec<_>>()
        };
        // A marker on each engine's point, and one per legend entry.
        let markers = with_class("marker");
        assert_eq!(
            markers.len(),
            2 * points.len() + FAMILIES.len() + 2,
            "{svg}"
        );
        // Fast filled, classic hollow.
        let hollow = markers
            .iter()
            .filter(|m| m.attribute("fill") == Some("white"))
            .count();
        assert_eq!(hollow, points.len() + 1);
        // Shapes differ between families.
        assert!(markers.iter().any(|m| m.tag_name().name() == "circle"));
        assert!(markers.iter().any(|m| m.tag_name().name() == "polygon"));

        let texts = |class: &str| {
            with_class(class)
                .iter()
                .filter_map(roxmltree::Node::text)
                .map(str::to_owned)
                .collect::<Vec<_>>()
        };
        assert_eq!(texts("side"), ["20×20", "40×40", "80×80", "160×160"]);
        let ticks = texts("tick");
        assert!(ticks.contains(&"1 ms".to_owned()), "{ticks:?}");
        assert!(ticks.contains(&"1 s".to_owned()), "{ticks:?}");
        assert!(ticks.iter().all(|t| !t.contains('e')), "{ticks:?}");
        assert!(svg.contains("400 cells"), "{svg}");
    }
}
