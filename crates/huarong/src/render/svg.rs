//! Drawing a [`Scene`] as a standalone SVG document: a still picture of the
//! start with the route overlaid, or an animation of the whole solution in
//! SMIL that plays and loops in a browser, with a move counter.

use std::fmt::Write as _;

use super::scene::{Frame, Scene};
use super::style::{
    BACKGROUND, BLANK_EDGE, BOTTOM, FLOOR, HOLD_END, HOLD_START, PAD, PIECE, PIECE_EDGE, ROUTE,
    RULER_TEXT, TARGET, TEXT, TILE, TILE_EDGE, wall_cell,
};
use crate::input::cell::Pos;

impl Scene<'_> {
    /// The game as a standalone SVG document: animated (the whole solution,
    /// looping, with a move counter; see the module documentation for long
    /// solutions) or, when `animated` is false, a still picture of the start
    /// with the route overlaid. An unsolvable game is always a still picture.
    #[must_use]
    pub fn svg(&self, animated: bool) -> String {
        self.svg_in(animated, &self.whole())
    }

    /// [`Scene::svg`], drawing only the part of the board in `frame` (see
    /// [`Scene::frame`]): what moves outside it is clipped.
    #[must_use]
    pub fn svg_in(&self, animated: bool, frame: &Frame) -> String {
        Svg::new(self, frame.clone()).draw(animated)
    }
}

/// The moving parts of a picture, each a run of SVG elements, in drawing order
/// (the route goes between the slider and the piece).
struct Layers {
    /// The blank: one hole, or two while a piece slides into it.
    holes: String,
    /// The movable piece sliding into the blank, when there is one.
    slider: String,
    /// The designated piece.
    piece: String,
    /// The move counter at the top right.
    counter: String,
}

/// The most moves an animation shows one by one; longer solutions are sampled
/// to this many frames.
pub const MAX_ANIMATED_MOVES: usize = 200;

/// Seconds each move (or sampled frame) of an animation takes.
pub const SECONDS_PER_FRAME: f64 = 0.3;

/// Seconds a moving piece takes to slide, within its frame.
const SLIDE: f64 = 0.2;

/// Side of a cell, in SVG user units.
const CELL: usize = 40;
/// Height of the title band above the board.
const TOP: usize = 36;
/// The least width of the picture, so the title and legend fit.
const MIN_WIDTH: usize = 360;
/// The largest displayed width or height, in pixels; bigger boards scale down.
const MAX_DISPLAY: usize = 800;
/// The least scale: a bigger picture grows instead, so that pieces, route
/// and text stay legible (crop with a frame to keep it small).
const MIN_SCALE: f64 = 0.5;
/// Width of the band left of the board for row numbers.
const GUTTER: usize = 30;
/// Height of the band above the board for column numbers.
const RULER: usize = 18;

/// One animated track: a `translate` (or another attribute) at key times.
struct Track {
    times: Vec<f64>,
    values: Vec<String>,
}

impl Track {
    fn new() -> Track {
        Track {
            times: Vec::new(),
            values: Vec::new(),
        }
    }

    fn key(&mut self, time: f64, value: String) {
        self.times.push(time);
        self.values.push(value);
    }

    /// The SMIL element animating `attribute` over `duration` seconds, looping.
    /// Linear tracks end with their last value at the end of the loop.
    fn element(&self, attribute: &str, duration: f64, discrete: bool) -> String {
        let mut times: Vec<String> = self.times.iter().map(|t| fraction(t / duration)).collect();
        let mut values = self.values.clone();
        if !discrete && let Some(last) = self.values.last() {
            times.push("1".to_owned());
            values.push(last.clone());
        }
        let (element, kind) = if attribute == "transform" {
            ("animateTransform", " type=\"translate\"")
        } else {
            ("animate", "")
        };
        let mode = if discrete { "discrete" } else { "linear" };
        format!(
            "<{element} attributeName=\"{attribute}\"{kind} dur=\"{}s\" repeatCount=\"indefinite\" calcMode=\"{mode}\" keyTimes=\"{}\" values=\"{}\"/>",
            seconds(duration),
            times.join(";"),
            values.join(";")
        )
    }
}

/// A key time in 0..=1 with six decimals, trailing zeros dropped.
fn fraction(x: f64) -> String {
    let text = format!("{:.6}", x.clamp(0.0, 1.0));
    let text = text.trim_end_matches('0').trim_end_matches('.');
    text.to_owned()
}

/// Seconds with up to three decimals.
fn seconds(x: f64) -> String {
    let text = format!("{x:.3}");
    text.trim_end_matches('0').trim_end_matches('.').to_owned()
}

/// The SVG drawing of a scene: the layout and the pieces of the document.
struct Svg<'s, 'a> {
    scene: &'s Scene<'a>,
    /// The part of the board drawn.
    frame: Frame,
    width: usize,
    height: usize,
    /// Top-left corner of the frame's first cell.
    x0: usize,
    y0: usize,
}

impl<'s, 'a> Svg<'s, 'a> {
    fn new(scene: &'s Scene<'a>, frame: Frame) -> Svg<'s, 'a> {
        let (rows, cols) = (frame.rows.len(), frame.cols.len());
        let width = (cols * CELL + GUTTER + 2 * PAD).max(MIN_WIDTH);
        let height = TOP + RULER + rows * CELL + BOTTOM + PAD;
        Svg {
            scene,
            frame,
            width,
            height,
            x0: ((width - cols * CELL) / 2).max(GUTTER + PAD),
            y0: TOP + RULER,
        }
    }

    /// The top-left corner of a cell, in user units (off the frame for cells
    /// outside it).
    fn corner(&self, pos: Pos) -> (i64, i64) {
        let offset = |at: usize, first: usize, origin: usize| {
            // Boards are far smaller than i64.
            origin as i64 + (at as i64 - first as i64) * CELL as i64
        };
        (
            offset(pos.col(), self.frame.cols.start, self.x0),
            offset(pos.row(), self.frame.rows.start, self.y0),
        )
    }

    /// The top-left corner of a cell, as a translate value.
    fn at(&self, pos: Pos) -> String {
        let (x, y) = self.corner(pos);
        format!("{x},{y}")
    }

    fn center(&self, pos: Pos) -> (i64, i64) {
        let (x, y) = self.corner(pos);
        let half = CELL as i64 / 2;
        (x + half, y + half)
    }

    fn draw(&self, animated: bool) -> String {
        let scene = self.scene;
        let start = scene.positions[0];
        let total = scene.total_moves();
        let animated = animated && total > 0;
        let mut out = String::new();
        let scale = (MAX_DISPLAY as f64 / self.width.max(self.height) as f64).clamp(MIN_SCALE, 1.0);
        let _ = writeln!(
            out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" viewBox=\"0 0 {} {}\" font-family=\"DejaVu Sans, Verdana, sans-serif\">",
            (self.width as f64 * scale).round(),
            (self.height as f64 * scale).round(),
            self.width,
            self.height
        );
        let title = match scene.answer {
            None => format!("Huarong Dao, game {}: unsolvable", scene.number),
            Some(cost) => format!("Huarong Dao, game {}: {cost} moves", scene.number),
        };
        let _ = writeln!(out, "<title>{title}</title>");
        self.defs(&mut out);
        let _ = writeln!(
            out,
            "<rect width=\"{}\" height=\"{}\" fill=\"{BACKGROUND}\"/>",
            self.width, self.height
        );
        self.numbers(&mut out);
        // Everything on the board is clipped to the frame.
        let _ = writeln!(out, "<g clip-path=\"url(#frame)\">");
        self.board(&mut out);
        let layers = if animated {
            self.animation()
        } else {
            let at = self.at(start.blank);
            let counter = match scene.answer {
                Some(cost) if cost > 0 => format!("start \u{b7} {total} {}", plural(total, "move")),
                _ => String::new(),
            };
            Layers {
                holes: format!("<use href=\"#hole\" transform=\"translate({at})\"/>\n"),
                slider: String::new(),
                piece: format!(
                    "<use href=\"#piece\" transform=\"translate({})\"/>\n",
                    self.at(start.piece)
                ),
                counter: self.text_right(&counter),
            }
        };
        out.push_str(&layers.holes);
        out.push_str(&layers.slider);
        // The route goes over the blank and the sliding pieces, under the piece.
        self.route(&mut out);
        out.push_str(&layers.piece);
        // The target's outline goes on top of everything so it always shows.
        let _ = writeln!(
            out,
            "<use href=\"#goal\" transform=\"translate({})\"/>",
            self.at(scene.game.target)
        );
        let _ = writeln!(out, "</g>");
        let header = match scene.answer {
            None => format!("game {} \u{b7} answer -1: unsolvable", scene.number),
            Some(cost) => format!("game {} \u{b7} answer {cost}", scene.number),
        };
        let _ = writeln!(
            out,
            "<text x=\"{PAD}\" y=\"24\" font-size=\"16\" font-weight=\"bold\" fill=\"{TEXT}\">{header}</text>"
        );
        out.push_str(&layers.counter);
        self.legend(&mut out);
        out.push_str("</svg>\n");
        out
    }

    fn defs(&self, out: &mut String) {
        let c = CELL;
        let _ = writeln!(out, "<defs>");
        // A movable piece, a fixed piece and the designated piece, each drawn
        // in a cell whose top-left corner is the origin.
        let _ = writeln!(
            out,
            "<rect id=\"tile\" x=\"2\" y=\"2\" width=\"{w}\" height=\"{w}\" rx=\"6\" fill=\"{TILE}\" stroke=\"{TILE_EDGE}\" stroke-width=\"1.5\"/>",
            w = c - 4
        );
        let _ = writeln!(
            out,
            "<g id=\"piece\"><rect x=\"2\" y=\"2\" width=\"{w}\" height=\"{w}\" rx=\"6\" fill=\"{PIECE}\" stroke=\"{PIECE_EDGE}\" stroke-width=\"1.5\"/><circle cx=\"{h}\" cy=\"{h}\" r=\"7\" fill=\"#fff\"/></g>",
            w = c - 4,
            h = c / 2
        );
        let _ = writeln!(
            out,
            "<rect id=\"goal\" x=\"2\" y=\"2\" width=\"{w}\" height=\"{w}\" rx=\"6\" fill=\"none\" stroke=\"{TARGET}\" stroke-width=\"3\" stroke-dasharray=\"7 4\"/>",
            w = c - 4
        );
        // The blank: the floor, outlined so it shows under the route.
        let _ = writeln!(
            out,
            "<g id=\"hole\"><rect width=\"{c}\" height=\"{c}\" fill=\"{FLOOR}\"/><rect x=\"3\" y=\"3\" width=\"{w}\" height=\"{w}\" rx=\"5\" fill=\"none\" stroke=\"{BLANK_EDGE}\" stroke-width=\"2\" stroke-dasharray=\"5 4\"/></g>",
            w = c - 6
        );
        let _ = writeln!(
            out,
            "<clipPath id=\"frame\"><rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"/></clipPath>",
            self.x0,
            self.y0,
            self.frame.cols.len() * c,
            self.frame.rows.len() * c
        );
        let _ = writeln!(
            out,
            "<path id=\"chevron\" d=\"M-4 -7L4 0L-4 7\" fill=\"none\" stroke=\"{ROUTE}\" stroke-width=\"3.5\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
        );
        let _ = writeln!(
            out,
            "<pattern id=\"tiles\" width=\"{c}\" height=\"{c}\" patternUnits=\"userSpaceOnUse\" x=\"{}\" y=\"{}\"><rect width=\"{c}\" height=\"{c}\" fill=\"{FLOOR}\"/><use href=\"#tile\"/></pattern>",
            self.x0, self.y0
        );
        let _ = writeln!(
            out,
            "<pattern id=\"fixed\" width=\"{c}\" height=\"{c}\" patternUnits=\"userSpaceOnUse\" x=\"{}\" y=\"{}\">{}</pattern>",
            self.x0,
            self.y0,
            wall_cell(c)
        );
        let _ = writeln!(
            out,
            "<marker id=\"head\" viewBox=\"0 0 10 10\" refX=\"5\" refY=\"5\" markerWidth=\"3\" markerHeight=\"3\" orient=\"auto\"><path d=\"M0 0L10 5L0 10Z\" fill=\"{ROUTE}\"/></marker>"
        );
        let _ = writeln!(
            out,
            "<marker id=\"dot\" viewBox=\"0 0 10 10\" refX=\"5\" refY=\"5\" markerWidth=\"2\" markerHeight=\"2\"><circle cx=\"5\" cy=\"5\" r=\"5\" fill=\"{ROUTE}\"/></marker>"
        );
        let _ = writeln!(out, "</defs>");
    }

    /// Fixed pieces under the whole board, movable pieces over each row's runs
    /// of free cells, and a tint on the target.
    fn board(&self, out: &mut String) {
        let board = self.scene.board;
        let frame = &self.frame;
        let _ = writeln!(
            out,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"url(#fixed)\"/>",
            self.x0,
            self.y0,
            frame.cols.len() * CELL,
            frame.rows.len() * CELL
        );
        for row in frame.rows.clone() {
            let mut col = frame.cols.start;
            while col < frame.cols.end {
                if !board.is_free(Pos::new(row, col)) {
                    col += 1;
                    continue;
                }
                let first = col;
                while col < frame.cols.end && board.is_free(Pos::new(row, col)) {
                    col += 1;
                }
                let (x, y) = self.corner(Pos::new(row, first));
                let _ = writeln!(
                    out,
                    "<rect x=\"{x}\" y=\"{y}\" width=\"{}\" height=\"{CELL}\" fill=\"url(#tiles)\"/>",
                    (col - first) * CELL
                );
            }
        }
        let (x, y) = self.corner(self.scene.game.target);
        let _ = writeln!(
            out,
            "<rect x=\"{x}\" y=\"{y}\" width=\"{CELL}\" height=\"{CELL}\" fill=\"{TARGET}\" fill-opacity=\"0.35\"/>"
        );
    }

    /// Row numbers left of the frame and column numbers above it, as the
    /// input counts them (from 1): every one on small frames, every fifth or
    /// tenth on big ones.
    fn numbers(&self, out: &mut String) {
        let every = |len: usize| match len {
            0..=25 => 1,
            26..=60 => 5,
            _ => 10,
        };
        let _ = writeln!(
            out,
            "<g font-size=\"12\" fill=\"{RULER_TEXT}\" font-family=\"DejaVu Sans Mono, monospace\">"
        );
        let step = every(self.frame.rows.len());
        for row in self.frame.rows.clone() {
            if (row + 1) % step == 0 || row == self.frame.rows.start {
                let (_, y) = self.center(Pos::new(row, self.frame.cols.start));
                let _ = writeln!(
                    out,
                    "<text x=\"{}\" y=\"{}\" text-anchor=\"end\">{}</text>",
                    self.x0 - 6,
                    y + 4,
                    row + 1
                );
            }
        }
        let step = every(self.frame.cols.len());
        for col in self.frame.cols.clone() {
            if (col + 1) % step == 0 || col == self.frame.cols.start {
                let (x, _) = self.center(Pos::new(self.frame.rows.start, col));
                let _ = writeln!(
                    out,
                    "<text x=\"{x}\" y=\"{}\" text-anchor=\"middle\">{}</text>",
                    self.y0 - 5,
                    col + 1
                );
            }
        }
        let _ = writeln!(out, "</g>");
    }

    /// The piece's route: a line through the centres of its cells, a dot at the
    /// start, a chevron on each step (between two cells, so none sits on a
    /// corner) and an arrowhead at the end.
    fn route(&self, out: &mut String) {
        let cells = self.scene.route();
        if cells.len() < 2 {
            return;
        }
        let points: Vec<String> = cells
            .iter()
            .map(|&p| {
                let (x, y) = self.center(p);
                format!("{x},{y}")
            })
            .collect();
        let _ = writeln!(
            out,
            "<polyline points=\"{}\" fill=\"none\" stroke=\"{ROUTE}\" stroke-width=\"5\" stroke-linejoin=\"round\" stroke-linecap=\"round\" stroke-opacity=\"0.85\" marker-start=\"url(#dot)\" marker-end=\"url(#head)\"/>",
            points.join(" ")
        );
        // The last step has the arrowhead.
        for step in cells.windows(2).take(cells.len() - 2) {
            let (from, to) = (step[0], step[1]);
            if !self.frame.contains(from) && !self.frame.contains(to) {
                continue;
            }
            let ((x1, y1), (x2, y2)) = (self.center(from), self.center(to));
            let angle = match (x2 - x1, y2 - y1) {
                (dx, _) if dx > 0 => 0,
                (_, dy) if dy > 0 => 90,
                (dx, _) if dx < 0 => 180,
                _ => 270,
            };
            let _ = writeln!(
                out,
                "<use href=\"#chevron\" transform=\"translate({},{}) rotate({angle})\"/>",
                (x1 + x2) / 2,
                (y1 + y2) / 2
            );
        }
    }

    /// The animated holes, sliding piece, designated piece and counter.
    fn animation(&self) -> Layers {
        let positions = &self.scene.positions;
        let total = positions.len() - 1;
        let sampled = total > MAX_ANIMATED_MOVES;
        // Frames: the move counts shown, the start first.
        let frames: Vec<usize> = if sampled {
            (0..=MAX_ANIMATED_MOVES)
                .map(|j| (j * total + MAX_ANIMATED_MOVES / 2) / MAX_ANIMATED_MOVES)
                .collect()
        } else {
            (0..=total).collect()
        };
        let count = frames.len() - 1;
        // Frame j (j >= 1) starts at begin(j); the start is frame 0.
        let begin = |j: usize| HOLD_START + (j - 1) as f64 * SECONDS_PER_FRAME;
        let duration = HOLD_START + count as f64 * SECONDS_PER_FRAME + HOLD_END;

        // Two holes: `to` jumps to the blank's new cell as a move starts, `from`
        // follows when the slide ends, so the blank spans both cells meanwhile.
        let mut to = Track::new();
        let mut from = Track::new();
        let mut piece = Track::new();
        let mut slider = Track::new();
        let mut slider_rest: Option<String> = None;
        to.key(0.0, self.at(positions[0].blank));
        from.key(0.0, self.at(positions[0].blank));
        piece.key(0.0, self.at(positions[0].piece));
        for j in 1..=count {
            let (before, now) = (positions[frames[j - 1]], positions[frames[j]]);
            let t = begin(j);
            let slide_end = if sampled { t } else { t + SLIDE };
            to.key(t, self.at(now.blank));
            from.key(slide_end, self.at(now.blank));
            if sampled {
                piece.key(t, self.at(now.piece));
            } else if before.piece != now.piece {
                piece.key(t, self.at(before.piece));
                piece.key(slide_end, self.at(now.piece));
            } else {
                // A movable piece slides from the blank's new cell to its old one.
                let (origin, dest) = (self.at(now.blank), self.at(before.blank));
                match &slider_rest {
                    None => slider.key(0.0, origin.clone()),
                    Some(rest) if *rest != origin => slider.key(t, rest.clone()),
                    Some(_) => {}
                }
                slider.key(t, origin);
                slider.key(slide_end, dest.clone());
                slider_rest = Some(dest);
            }
        }
        let mut holes = String::new();
        for track in [from, to] {
            let _ = writeln!(
                holes,
                "<use href=\"#hole\" transform=\"translate({})\">{}</use>",
                track.values[0],
                track.element("transform", duration, true)
            );
        }
        let slider = if slider.values.is_empty() {
            String::new()
        } else {
            format!(
                "<use href=\"#tile\" transform=\"translate({})\">{}</use>\n",
                slider.values[0],
                slider.element("transform", duration, false)
            )
        };
        let piece = format!(
            "<use href=\"#piece\" transform=\"translate({})\">{}</use>\n",
            piece.values[0],
            piece.element("transform", duration, sampled)
        );
        // The counter: one text per frame, visible for its frame only.
        let mut counter = String::new();
        for (j, &moves) in frames.iter().enumerate() {
            let mut shown = Track::new();
            if j == 0 {
                shown.key(0.0, "visible".to_owned());
            } else {
                shown.key(0.0, "hidden".to_owned());
                shown.key(begin(j), "visible".to_owned());
            }
            if j < count {
                shown.key(begin(j + 1), "hidden".to_owned());
            }
            let visible = if j == 0 { "visible" } else { "hidden" };
            let note = if sampled && j == 0 {
                format!(" \u{b7} {count} frames")
            } else {
                String::new()
            };
            let _ = writeln!(
                counter,
                "<text x=\"{}\" y=\"24\" font-size=\"15\" text-anchor=\"end\" fill=\"{TEXT}\" visibility=\"{visible}\">move {moves} / {total}{note}{}</text>",
                self.width - PAD,
                shown.element("visibility", duration, true)
            );
        }
        Layers {
            holes,
            slider,
            piece,
            counter,
        }
    }

    fn text_right(&self, text: &str) -> String {
        if text.is_empty() {
            return String::new();
        }
        format!(
            "<text x=\"{}\" y=\"24\" font-size=\"15\" text-anchor=\"end\" fill=\"{TEXT}\">{text}</text>\n",
            self.width - PAD
        )
    }

    fn legend(&self, out: &mut String) {
        let y = self.y0 + self.frame.rows.len() * CELL + PAD;
        // Each icon is drawn as the board draws the same thing, and as the
        // playground's page does: the target with its tint, the blank as a
        // hole in the floor, a fixed piece with its cross.
        let mut items: Vec<(&str, String)> = vec![
            ("piece", "<use href=\"#piece\"/>".to_owned()),
            (
                "target",
                format!(
                    "<rect width=\"{CELL}\" height=\"{CELL}\" fill=\"{FLOOR}\"/><rect width=\"{CELL}\" height=\"{CELL}\" fill=\"{TARGET}\" fill-opacity=\"0.35\"/><use href=\"#goal\"/>"
                ),
            ),
            (
                "route",
                format!("<circle cx=\"20\" cy=\"20\" r=\"8\" fill=\"{ROUTE}\"/>"),
            ),
            ("blank", "<use href=\"#hole\"/>".to_owned()),
            ("fixed", wall_cell(CELL)),
        ];
        if self.scene.positions.len() == 1 {
            items.retain(|(label, _)| *label != "route");
        }
        let _ = writeln!(out, "<g font-size=\"12\" fill=\"{TEXT}\">");
        for (i, (label, icon)) in items.iter().enumerate() {
            let x = PAD + i * 68;
            let _ = writeln!(
                out,
                "<g transform=\"translate({x},{y}) scale(0.45)\">{icon}</g><text x=\"{}\" y=\"{}\">{label}</text>",
                x + 22,
                y + 13
            );
        }
        let _ = writeln!(out, "</g>");
    }
}

/// `n word`s, with the plural when `n` is not 1 (the word alone).
fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        word.to_owned()
    } else {
        format!("{word}s")
    }
}
