//! Drawing a [`Scene`] for a terminal: the board with the route overlaid, a
//! header and a legend, plain or with ANSI colours, and one frame per move of
//! the piece.

use std::collections::HashMap;
use std::fmt::Write as _;

use anstyle::{AnsiColor, Effects, Style as Paint};

use super::scene::{Frame, Position, Scene};
use crate::input::cell::Pos;
use crate::input::dir::Dir;

/// Whether terminal text carries ANSI colours.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Style {
    /// Plain characters only.
    #[default]
    Plain,
    /// The same characters with ANSI colours and effects.
    Color,
}

impl Scene<'_> {
    /// The game drawn for a terminal: a header line with the game number and
    /// the answer, the start position with the route overlaid, and a legend.
    /// Lines end with `\n`.
    #[must_use]
    pub fn terminal(&self, style: Style) -> String {
        self.terminal_in(style, &self.whole())
    }

    /// [`Scene::terminal`], drawing only the part of the board in `frame`
    /// (see [`Scene::frame`]), its rows and columns numbered as on the board.
    #[must_use]
    pub fn terminal_in(&self, style: Style, frame: &Frame) -> String {
        let mut out = String::new();
        let ink = Ink::new(style);
        let _ = writeln!(out, "{}", ink.paint(ink.header, &self.header()));
        let arrows = self.arrows();
        self.grid(&mut out, &ink, frame, self.positions[0], &arrows);
        self.legend(&mut out, &ink);
        out
    }

    /// The board after the first `moves` moves of the solution (its end, if
    /// it has fewer), with the route overlaid: the part in `frame`, with no
    /// header or legend.
    ///
    /// ```
    /// use huarong::render::{Scene, Style};
    /// use huarong::{Board, Dir, Game, Pos, Solution};
    /// let board = Board::from_rows(&["0111", "0110", "0100"]).unwrap();
    /// let game = Game { blank: Pos::new(2, 1), piece: Pos::new(0, 1), target: Pos::new(1, 1) };
    /// let solution = Solution { cost: 2, moves: vec![Dir::Up, Dir::Up] };
    /// let scene = Scene::new(&board, 1, game, Some(&solution)).unwrap();
    /// let after_one = scene.position_in(Style::Plain, &scene.whole(), 1);
    /// assert!(after_one.contains("1  # S . .\n2  # E . #\n3  # . # #\n"));
    /// ```
    #[must_use]
    pub fn position_in(&self, style: Style, frame: &Frame, moves: usize) -> String {
        let mut out = String::new();
        let at = self.positions[moves.min(self.positions.len() - 1)];
        self.grid(&mut out, &Ink::new(style), frame, at, &self.arrows());
        out
    }

    /// How many columns of text a frame `cols` cells wide takes.
    #[must_use]
    pub fn terminal_width(&self, cols: usize) -> usize {
        self.board.rows().to_string().len() + 2 * cols + 1
    }

    /// One frame per move of the designated piece, in order: a numbered header
    /// with the moves so far, then the board at that moment with the route
    /// overlaid. Empty when the piece never moves (answer 0 or -1).
    #[must_use]
    pub fn steps(&self, style: Style) -> Vec<String> {
        self.steps_in(style, &self.whole())
    }

    /// [`Scene::steps`], drawing only the part of the board in `frame`.
    #[must_use]
    pub fn steps_in(&self, style: Style, frame: &Frame) -> Vec<String> {
        let ink = Ink::new(style);
        let arrows = self.arrows();
        let frames = self.piece_moves();
        let total = self.total_moves();
        let mut before = self.game.piece;
        frames
            .iter()
            .enumerate()
            .map(|(i, at)| {
                let mut out = String::new();
                let dir = Dir::ALL
                    .into_iter()
                    .find(|&d| self.board.neighbor(before, d) == Some(at.piece))
                    .map_or("", Dir::word);
                let title = format!(
                    "step {} / {}, move {} / {}: the piece moves {} to {}",
                    i + 1,
                    frames.len(),
                    at.moves,
                    total,
                    dir,
                    cell(at.piece)
                );
                let _ = writeln!(out, "{}", ink.paint(ink.header, &title));
                self.grid(&mut out, &ink, frame, *at, &arrows);
                before = at.piece;
                out
            })
            .collect()
    }

    fn header(&self) -> String {
        let n = self.number;
        match self.answer {
            None => {
                format!("game {n}: answer -1: unsolvable, the piece can never reach the target")
            }
            Some(0) => format!("game {n}: answer 0: the piece is already on the target"),
            Some(cost) => {
                let piece = self.piece_moves().len();
                let plural = if piece == 1 { "" } else { "s" };
                let letters = if self.moves.len() > MAX_LETTERS {
                    format!("{}...", &self.moves[..MAX_LETTERS - 3])
                } else {
                    self.moves.clone()
                };
                format!("game {n}: answer {cost} ({piece} move{plural} of the piece): {letters}")
            }
        }
    }

    /// The direction the piece leaves each route cell in (its first departure).
    fn arrows(&self) -> HashMap<Pos, Dir> {
        let mut arrows = HashMap::new();
        for pair in self.route().windows(2) {
            if let Some(dir) = Dir::ALL
                .into_iter()
                .find(|&d| self.board.neighbor(pair[0], d) == Some(pair[1]))
            {
                arrows.entry(pair[0]).or_insert(dir);
            }
        }
        arrows
    }

    fn grid(
        &self,
        out: &mut String,
        ink: &Ink,
        frame: &Frame,
        at: Position,
        arrows: &HashMap<Pos, Dir>,
    ) {
        let board = self.board;
        let label = board.rows().to_string().len();
        let places = frame.cols.end.to_string().len();
        // Column numbers, one digit row per decimal place, aligned on the cells.
        for place in (0..places).rev() {
            let mut line = " ".repeat(label + 2);
            for col in frame.cols.start + 1..=frame.cols.end {
                if col > frame.cols.start + 1 {
                    line.push(' ');
                }
                let digits = col.to_string();
                let digit = digits
                    .len()
                    .checked_sub(place + 1)
                    .map_or(' ', |i| char::from(digits.as_bytes()[i]));
                line.push(digit);
            }
            let _ = writeln!(out, "{}", ink.paint(ink.ruler, line.trim_end()));
        }
        for row in frame.rows.clone() {
            let number = format!("{:>label$}", row + 1);
            out.push_str(&ink.paint(ink.ruler, &number));
            out.push_str("  ");
            for col in frame.cols.clone() {
                if col > frame.cols.start {
                    out.push(' ');
                }
                let pos = Pos::new(row, col);
                let (glyph, paint) = if pos == at.piece {
                    ('S', ink.piece)
                } else if pos == at.blank {
                    ('E', ink.blank)
                } else if pos == self.game.target {
                    ('T', ink.target)
                } else if let Some(&dir) = arrows.get(&pos) {
                    (arrow(dir), ink.route)
                } else if board.is_free(pos) {
                    ('.', ink.movable)
                } else {
                    ('#', ink.fixed)
                };
                out.push_str(&ink.paint(paint, glyph.encode_utf8(&mut [0; 4])));
            }
            out.push('\n');
        }
    }

    fn legend(&self, out: &mut String, ink: &Ink) {
        let game = &self.game;
        let items = [
            ("S", ink.piece, format!("piece {}", cell(game.piece))),
            ("T", ink.target, format!("target {}", cell(game.target))),
            ("E", ink.blank, format!("blank {}", cell(game.blank))),
            ("#", ink.fixed, "fixed".to_owned()),
            (".", ink.movable, "movable".to_owned()),
        ];
        let mut parts: Vec<String> = items
            .iter()
            .map(|(glyph, paint, what)| format!("{} {what}", ink.paint(*paint, glyph)))
            .collect();
        if self.positions.len() > 1 {
            let glyphs: Vec<String> = "^v<>"
                .chars()
                .map(|c| ink.paint(ink.route, c.encode_utf8(&mut [0; 4])))
                .collect();
            parts.push(format!("{} route", glyphs.join("")));
        }
        let _ = writeln!(out, "{}", parts.join("   "));
    }
}

/// The most move letters a terminal header shows before it cuts them short.
const MAX_LETTERS: usize = 60;

fn arrow(dir: Dir) -> char {
    match dir {
        Dir::Up => '^',
        Dir::Down => 'v',
        Dir::Left => '<',
        Dir::Right => '>',
    }
}

/// The terminal palette; every style is empty in plain mode.
struct Ink {
    color: bool,
    header: Paint,
    ruler: Paint,
    piece: Paint,
    blank: Paint,
    target: Paint,
    route: Paint,
    movable: Paint,
    fixed: Paint,
}

impl Ink {
    fn new(style: Style) -> Ink {
        let fg = |c: AnsiColor| Paint::new().fg_color(Some(c.into()));
        Ink {
            color: style == Style::Color,
            header: Paint::new().bold(),
            ruler: fg(AnsiColor::BrightBlack),
            piece: fg(AnsiColor::BrightWhite)
                .bg_color(Some(AnsiColor::Red.into()))
                .bold(),
            blank: Paint::new().effects(Effects::INVERT | Effects::BOLD),
            target: fg(AnsiColor::BrightGreen).bold(),
            route: fg(AnsiColor::Yellow).bold(),
            movable: Paint::new().dimmed(),
            fixed: fg(AnsiColor::Blue),
        }
    }

    fn paint(&self, paint: Paint, text: &str) -> String {
        if self.color {
            format!("{paint}{text}{paint:#}")
        } else {
            text.to_owned()
        }
    }
}

/// A 1-based (row, column), as the input writes it.
fn cell(pos: Pos) -> String {
    format!("({}, {})", pos.row() + 1, pos.col() + 1)
}
