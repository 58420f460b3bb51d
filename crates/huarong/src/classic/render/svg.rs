//! A classic puzzle and its solution as a standalone SVG document: the
//! board, its walls, the goal outlined and the pieces named; animated, each
//! move's piece slides along its steps in turn and a counter follows, in
//! SMIL that plays and loops in a browser; or a still picture of the start.

use std::fmt::Write as _;

use super::kind::{Kind, kind};
use crate::classic::moves::ClassicMove;
use crate::classic::puzzle::{ClassicPuzzle, Piece};
use crate::input::cell::Pos;
use crate::render::style::{
    BACKGROUND, BLOCK_EDGE, BOTTOM, DARK_TEXT, DOUBLE_BLOCK, FLOOR, HOLD_END, HOLD_START,
    LARGER_BLOCK, PAD, PIECE, PIECE_EDGE, TARGET, TEXT, TILE, wall_cell,
};

/// Seconds each move takes in an animation, and the slide within it.
const MOVE: f64 = 0.4;
const SLIDE: f64 = 0.3;
/// Side of a cell, in SVG user units.
const CELL: usize = 56;
/// Height of the title band above the board.
const TOP: usize = 40;
/// The least width of the picture, so the title fits.
const MIN_WIDTH: usize = 320;

/// The puzzle as a standalone SVG document titled `title`: animated (the
/// moves one after another, looping, with a counter) or, when `animated`
/// is false or there are no moves, a still picture of the start.
///
/// `moves` must replay legally from the start (as [`solve`]'s do); the
/// drawing stops at the first that does not.
///
/// [`solve`]: crate::classic::solve
#[must_use]
pub fn svg(puzzle: &ClassicPuzzle, moves: &[ClassicMove], title: &str, animated: bool) -> String {
    let mut frames = vec![puzzle.clone()];
    for mv in moves {
        let Some(next) = frames.last().and_then(|last| last.apply(mv).ok()) else {
            break;
        };
        frames.push(next);
    }
    let moves = &moves[..frames.len() - 1];
    let animated = animated && !moves.is_empty();

    let board_width = puzzle.cols() * CELL;
    let width = (board_width + 2 * PAD)
        .max(MIN_WIDTH)
        .max(text_width(title) + 2 * PAD);
    let height = TOP + puzzle.rows() * CELL + BOTTOM;
    let x0 = (width - board_width) / 2;
    let corner = |pos: Pos| (x0 + pos.col() * CELL, TOP + pos.row() * CELL);

    let mut out = String::new();
    let _ = writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" viewBox=\"0 0 {width} {height}\" font-family=\"DejaVu Sans, Verdana, sans-serif\">"
    );
    let count = plural(moves.len(), "move");
    let _ = writeln!(out, "<title>{}: {count}</title>", escape(title));
    let _ = writeln!(
        out,
        "<rect width=\"{width}\" height=\"{height}\" fill=\"{BACKGROUND}\"/>"
    );
    let (bx, by) = corner(Pos::new(0, 0));
    let _ = writeln!(
        out,
        "<rect x=\"{bx}\" y=\"{by}\" width=\"{board_width}\" height=\"{}\" fill=\"{FLOOR}\"/>",
        puzzle.rows() * CELL
    );
    walls(&mut out, puzzle, corner);
    let (gx, gy) = corner(puzzle.goal());
    let designated = puzzle.designated();
    let (gw, gh) = (designated.width * CELL, designated.height * CELL);
    let _ = writeln!(
        out,
        "<rect x=\"{gx}\" y=\"{gy}\" width=\"{gw}\" height=\"{gh}\" fill=\"{TARGET}\" fill-opacity=\"0.25\"/>"
    );

    let duration = HOLD_START + moves.len() as f64 * MOVE + HOLD_END;
    for (index, piece) in puzzle.pieces().iter().enumerate() {
        let (x, y) = corner(piece.pos);
        let track = if animated {
            track(&frames, moves, index, corner).map(|t| t.element(duration))
        } else {
            None
        };
        let _ = writeln!(
            out,
            "<g transform=\"translate({x},{y})\">{}{}</g>",
            track.unwrap_or_default(),
            piece_body(kind(puzzle, piece), piece)
        );
    }
    // The goal's outline on top, so that it shows under any piece.
    let _ = writeln!(
        out,
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"8\" fill=\"none\" stroke=\"{TARGET}\" stroke-width=\"3\" stroke-dasharray=\"8 5\"/>",
        gx + 2,
        gy + 2,
        gw - 4,
        gh - 4
    );
    let _ = writeln!(
        out,
        "<text x=\"{PAD}\" y=\"26\" font-size=\"16\" font-weight=\"bold\" fill=\"{TEXT}\">{}</text>",
        escape(title)
    );
    counter(
        &mut out,
        moves.len(),
        animated,
        width,
        height - 10,
        duration,
    );
    let _ = writeln!(
        out,
        "<text x=\"{PAD}\" y=\"{}\" font-size=\"13\" fill=\"{TEXT}\">goal: {} to row {}, column {}</text>",
        height - 10,
        designated.name,
        puzzle.goal().row() + 1,
        puzzle.goal().col() + 1
    );
    out.push_str("</svg>\n");
    out
}

/// Each wall cell, with a cross.
fn walls(out: &mut String, puzzle: &ClassicPuzzle, corner: impl Fn(Pos) -> (usize, usize)) {
    for r in 0..puzzle.rows() {
        for c in 0..puzzle.cols() {
            let pos = Pos::new(r, c);
            if !puzzle.is_wall(pos) {
                continue;
            }
            let (x, y) = corner(pos);
            let _ = writeln!(
                out,
                "<g transform=\"translate({x},{y})\">{}</g>",
                wall_cell(CELL)
            );
        }
    }
}

/// A piece drawn with its top-left corner at the origin.
fn piece_body(kind: Kind, piece: &Piece) -> String {
    let (fill, edge, ink) = match kind {
        Kind::Designated => (PIECE, PIECE_EDGE, TEXT),
        Kind::Single => (TILE, BLOCK_EDGE, DARK_TEXT),
        Kind::Double => (DOUBLE_BLOCK, BLOCK_EDGE, DARK_TEXT),
        Kind::Larger => (LARGER_BLOCK, BLOCK_EDGE, DARK_TEXT),
    };
    let (w, h) = (piece.width * CELL, piece.height * CELL);
    format!(
        "<rect x=\"3\" y=\"3\" width=\"{}\" height=\"{}\" rx=\"8\" fill=\"{fill}\" stroke=\"{edge}\" stroke-width=\"2\"/><text x=\"{}\" y=\"{}\" font-size=\"20\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"{ink}\">{}</text>",
        w - 6,
        h - 6,
        w / 2,
        h / 2 + 7,
        piece.name
    )
}

/// The move counter at the bottom right, on the line `y`: one text per
/// frame, each visible for its frame only.
fn counter(out: &mut String, total: usize, animated: bool, width: usize, y: usize, duration: f64) {
    let x = width - PAD;
    if !animated {
        let _ = writeln!(
            out,
            "<text x=\"{x}\" y=\"{y}\" font-size=\"13\" text-anchor=\"end\" fill=\"{TEXT}\">start \u{b7} {}</text>",
            plural(total, "move")
        );
        return;
    }
    for frame in 0..=total {
        let mut shown = Track::default();
        if frame == 0 {
            shown.key(0.0, "visible".to_owned());
        } else {
            shown.key(0.0, "hidden".to_owned());
            shown.key(begin(frame - 1), "visible".to_owned());
        }
        if frame < total {
            shown.key(begin(frame), "hidden".to_owned());
        }
        let visible = if frame == 0 { "visible" } else { "hidden" };
        let _ = writeln!(
            out,
            "<text x=\"{x}\" y=\"{y}\" font-size=\"13\" text-anchor=\"end\" fill=\"{TEXT}\" visibility=\"{visible}\">move {frame} / {total}{}</text>",
            shown.discrete("visibility", duration)
        );
    }
}

/// When move `index` (from 0) starts.
fn begin(index: usize) -> f64 {
    HOLD_START + index as f64 * MOVE
}

/// The track of piece `index` through `frames` (the start, then the layout
/// after each move), or `None` when it never moves.
fn track(
    frames: &[ClassicPuzzle],
    moves: &[ClassicMove],
    index: usize,
    corner: impl Fn(Pos) -> (usize, usize),
) -> Option<Track> {
    let name = frames[0].pieces()[index].name;
    let at = |pos: Pos| {
        let (x, y) = corner(pos);
        format!("{x},{y}")
    };
    let mut track = Track::default();
    track.key(0.0, at(frames[0].pieces()[index].pos));
    for (i, mv) in moves.iter().enumerate().filter(|(_, mv)| mv.piece == name) {
        let mut pos = frames[i].pieces()[index].pos;
        track.key(begin(i), at(pos));
        for (k, dir) in mv.steps.iter().enumerate() {
            let (dr, dc) = dir.delta();
            pos = Pos::new(
                pos.row().saturating_add_signed(dr),
                pos.col().saturating_add_signed(dc),
            );
            let t = begin(i) + SLIDE * (k + 1) as f64 / mv.steps.len() as f64;
            track.key(t, at(pos));
        }
    }
    (track.times.len() > 1).then_some(track)
}

/// An animated attribute's values at key times.
#[derive(Default)]
struct Track {
    times: Vec<f64>,
    values: Vec<String>,
}

impl Track {
    fn key(&mut self, time: f64, value: String) {
        self.times.push(time);
        self.values.push(value);
    }

    /// A looping linear `translate` over `duration` seconds that ends with
    /// its last value.
    fn element(&self, duration: f64) -> String {
        let mut times: Vec<String> = self.times.iter().map(|t| fraction(t / duration)).collect();
        let mut values = self.values.clone();
        times.push("1".to_owned());
        values.extend(self.values.last().cloned());
        format!(
            "<animateTransform attributeName=\"transform\" type=\"translate\" dur=\"{}s\" repeatCount=\"indefinite\" calcMode=\"linear\" keyTimes=\"{}\" values=\"{}\"/>",
            seconds(duration),
            times.join(";"),
            values.join(";")
        )
    }

    /// A looping discrete animation of `attribute` over `duration` seconds.
    fn discrete(&self, attribute: &str, duration: f64) -> String {
        let times: Vec<String> = self.times.iter().map(|t| fraction(t / duration)).collect();
        format!(
            "<animate attributeName=\"{attribute}\" dur=\"{}s\" repeatCount=\"indefinite\" calcMode=\"discrete\" keyTimes=\"{}\" values=\"{}\"/>",
            seconds(duration),
            times.join(";"),
            self.values.join(";")
        )
    }
}

/// A key time in 0..=1 with six decimals, trailing zeros dropped.
fn fraction(x: f64) -> String {
    let text = format!("{:.6}", x.clamp(0.0, 1.0));
    text.trim_end_matches('0').trim_end_matches('.').to_owned()
}

/// Seconds with up to three decimals.
fn seconds(x: f64) -> String {
    let text = format!("{x:.3}");
    text.trim_end_matches('0').trim_end_matches('.').to_owned()
}

/// `n word`s, with the plural when `n` is not 1.
fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

/// About how wide `text` is in the title's bold 16-unit font: wide
/// characters (CJK) take a full em, others about 0.6 of one.
fn text_width(text: &str) -> usize {
    let tenths: usize = text
        .chars()
        .map(|c| if c.is_ascii() { 6 } else { 10 })
        .sum();
    tenths * 16 / 10
}

/// `text` safe inside an SVG element.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}
