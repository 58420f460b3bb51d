//! Reading the layout text into a [`ClassicPuzzle`]: rows of cells, then the
//! goal line, with errors that name the line and column.
//!
//! The format, a contract: rows of equal length, one a line, each cell `.`
//! (blank), `#` (wall) or an ASCII letter or digit naming a piece (the cells of
//! one piece share its character and form a filled rectangle); then a line
//! `goal L R C`: piece `L`'s top-left cell must reach row `R`, column `C`
//! (from 1). Rows never hold a space, so the goal line is the first line that
//! starts with `goal` and a space. Empty lines may follow it; lines may end
//! in CRLF; a UTF-8 byte-order mark is skipped.

use crate::classic::error::{ClassicParseError, ClassicParseErrorKind};
use crate::classic::puzzle::{ClassicPuzzle, Piece};
use crate::input::board::Board;
use crate::input::cell::Pos;
use crate::input::error::Located;
use crate::input::shown::shown;

/// Where each piece's cells were found: by character, the cells' positions
/// in reading order.
type CellsByName = Vec<(u8, Vec<Pos>)>;

impl ClassicPuzzle {
    /// Parses the layout text (see the [module](crate::classic) for the
    /// format).
    ///
    /// ```
    /// use huarong::classic::ClassicPuzzle;
    /// let puzzle = ClassicPuzzle::parse("AB\n..\ngoal A 2 1\n")?;
    /// assert_eq!(puzzle.pieces().len(), 2);
    ///
    /// let err = ClassicPuzzle::parse("AB\n.A\ngoal A 1 1\n").unwrap_err();
    /// assert_eq!((err.line, err.column), (2, 2));
    /// assert!(err.to_string().contains("'A' names two pieces"));
    /// assert_eq!(err.excerpt.to_string(), "  2 | .A\n    |  ^");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// A [`ClassicParseError`] naming the line and column of the first fault.
    pub fn parse(text: impl AsRef<[u8]>) -> Result<ClassicPuzzle, ClassicParseError> {
        let input = text.as_ref();
        let input = input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(input);
        Parser { input }.parse()
    }
}

/// One line of the input: where it starts, and its bytes without the line
/// end.
#[derive(Clone, Copy)]
struct Line<'a> {
    start: usize,
    bytes: &'a [u8],
}

struct Parser<'a> {
    input: &'a [u8],
}

impl<'a> Parser<'a> {
    fn error(&self, offset: usize, kind: ClassicParseErrorKind) -> ClassicParseError {
        Located::at(self.input, offset, kind)
    }

    fn lines(&self) -> impl Iterator<Item = Line<'a>> + 'a {
        let input = self.input;
        let mut start = 0;
        std::iter::from_fn(move || {
            if start >= input.len() {
                return None;
            }
            let end = input[start..]
                .iter()
                .position(|&b| b == b'\n')
                .map_or(input.len(), |i| start + i);
            let bytes = &input[start..end];
            let line = Line {
                start,
                bytes: bytes.strip_suffix(b"\r").unwrap_or(bytes),
            };
            start = end + 1;
            Some(line)
        })
    }

    fn parse(&self) -> Result<ClassicPuzzle, ClassicParseError> {
        let mut lines = self.lines();
        let mut rows: Vec<Line<'a>> = Vec::new();
        let goal_line = loop {
            let Some(line) = lines.next() else {
                let kind = if rows.is_empty() {
                    ClassicParseErrorKind::Empty
                } else {
                    ClassicParseErrorKind::NoGoal
                };
                return Err(self.error(self.input.len(), kind));
            };
            if is_goal_line(line.bytes) {
                if rows.is_empty() {
                    return Err(self.error(line.start, ClassicParseErrorKind::NoRows));
                }
                break line;
            }
            if blank(line.bytes) {
                // Empty lines before the first row are as wrong as those
                // between rows, but a file of them only is empty.
                if rows.is_empty() && self.rest_is_blank(line) {
                    return Err(self.error(self.input.len(), ClassicParseErrorKind::Empty));
                }
                return Err(self.error(line.start, ClassicParseErrorKind::EmptyLine));
            }
            self.check_row(line, rows.len(), rows.first())?;
            rows.push(line);
        };
        if let Some(extra) = lines.find(|line| !blank(line.bytes)) {
            let at = extra.start + extra.bytes.iter().take_while(|b| is_space(**b)).count();
            return Err(self.error(at, ClassicParseErrorKind::AfterGoal));
        }

        // Every cell but a wall is floor a piece may stand on.
        let mut floor = Board::new_fixed(rows.len(), rows[0].bytes.len());
        for (r, line) in rows.iter().enumerate() {
            for (c, &b) in line.bytes.iter().enumerate() {
                floor.set_free(Pos::new(r, c), b != b'#');
            }
        }
        let pieces = self.pieces(&rows)?;
        self.goal(goal_line, floor, pieces)
    }

    /// Whether nothing but empty lines follows `line` (itself included).
    fn rest_is_blank(&self, line: Line<'_>) -> bool {
        blank(&self.input[line.start..])
    }

    /// Checks the cells of row `index` (from 0) and its length against the
    /// first row's.
    fn check_row(
        &self,
        line: Line<'_>,
        index: usize,
        first: Option<&Line<'_>>,
    ) -> Result<(), ClassicParseError> {
        if let Some(at) = line.bytes.iter().position(|&b| !is_cell(b)) {
            let found = shown(first_char(&line.bytes[at..]));
            return Err(self.error(
                line.start + at,
                ClassicParseErrorKind::UnknownCharacter { found },
            ));
        }
        let expected = first.map_or(line.bytes.len(), |first| first.bytes.len());
        if line.bytes.len() != expected {
            // At the first cell too many, or just past a short row's end.
            return Err(self.error(
                line.start + line.bytes.len().min(expected),
                ClassicParseErrorKind::RowLength {
                    row: index + 1,
                    found: line.bytes.len(),
                    expected,
                },
            ));
        }
        Ok(())
    }

    /// The pieces of the checked rows, in the reading order of their first
    /// cells, each a filled rectangle of its own character.
    fn pieces(&self, rows: &[Line<'_>]) -> Result<Vec<Piece>, ClassicParseError> {
        let mut cells: CellsByName = Vec::new();
        for (r, line) in rows.iter().enumerate() {
            for (c, &b) in line.bytes.iter().enumerate() {
                if b.is_ascii_alphanumeric() {
                    let pos = Pos::new(r, c);
                    match cells.iter_mut().find(|(name, _)| *name == b) {
                        Some((_, list)) => list.push(pos),
                        None => cells.push((b, vec![pos])),
                    }
                }
            }
        }
        let at = |pos: Pos| rows[pos.row()].start + pos.col();
        let byte = |pos: Pos| rows[pos.row()].bytes[pos.col()];
        let mut pieces = Vec::with_capacity(cells.len());
        for (name, list) in &cells {
            let piece = char::from(*name);
            let first = list[0];
            let separate = separate_cell(list, |pos| byte(pos) == *name);
            if let Some(other) = separate {
                return Err(self.error(
                    at(other),
                    ClassicParseErrorKind::TwoPieces {
                        piece,
                        row: first.row() + 1,
                        col: first.col() + 1,
                    },
                ));
            }
            let top = first.row();
            let bottom = list.iter().map(|p| p.row()).max().unwrap_or(top);
            let left = list.iter().map(|p| p.col()).min().unwrap_or(first.col());
            let right = list.iter().map(|p| p.col()).max().unwrap_or(left);
            let hole = (top..=bottom)
                .flat_map(|r| (left..=right).map(move |c| Pos::new(r, c)))
                .find(|&pos| byte(pos) != *name);
            if let Some(hole) = hole {
                return Err(self.error(
                    at(hole),
                    ClassicParseErrorKind::NotRectangle {
                        piece,
                        top: top + 1,
                        bottom: bottom + 1,
                        left: left + 1,
                        right: right + 1,
                        found: char::from(byte(hole)),
                    },
                ));
            }
            pieces.push(Piece {
                name: piece,
                pos: Pos::new(top, left),
                height: bottom - top + 1,
                width: right - left + 1,
            });
        }
        pieces.sort_by_key(|p| p.pos);
        Ok(pieces)
    }

    /// Reads `goal L R C` and checks it against the board.
    fn goal(
        &self,
        line: Line<'_>,
        floor: Board,
        pieces: Vec<Piece>,
    ) -> Result<ClassicPuzzle, ClassicParseError> {
        let (rows, cols) = (floor.rows(), floor.cols());
        let mut tokens = tokens(line);
        // The first token is `goal`.
        tokens.next();
        let end = line.start + line.bytes.len();
        let mut next = |expected| {
            tokens
                .next()
                .ok_or_else(|| self.error(end, ClassicParseErrorKind::GoalEndsEarly { expected }))
        };
        let (name_at, name) = next("the piece's name")?;
        let (row_at, row) = next("the goal's row")?;
        let (col_at, col) = next("the goal's column")?;
        if let Some((extra_at, extra)) = tokens.next() {
            return Err(self.error(
                extra_at,
                ClassicParseErrorKind::GoalExtra {
                    found: shown(extra),
                },
            ));
        }
        if name.len() != 1 {
            let kind = ClassicParseErrorKind::GoalName { found: shown(name) };
            return Err(self.error(name_at, kind));
        }
        let Some(designated) = pieces.iter().position(|p| p.name == char::from(name[0])) else {
            let kind = ClassicParseErrorKind::GoalUnknownPiece { piece: shown(name) };
            return Err(self.error(name_at, kind));
        };
        let number = |at: usize, token: &[u8], what, max| {
            std::str::from_utf8(token)
                .ok()
                .filter(|t| t.bytes().all(|b| b.is_ascii_digit()))
                .and_then(|t| t.parse::<usize>().ok())
                .filter(|n| (1..=max).contains(n))
                .ok_or_else(|| {
                    self.error(
                        at,
                        ClassicParseErrorKind::GoalNumber {
                            found: shown(token),
                            what,
                            max,
                        },
                    )
                })
        };
        let row = number(row_at, row, "row", rows)?;
        let col = number(col_at, col, "column", cols)?;
        let piece = pieces[designated];
        if row - 1 + piece.height > rows || col - 1 + piece.width > cols {
            return Err(self.error(
                row_at,
                ClassicParseErrorKind::GoalOffBoard {
                    piece: piece.name,
                    height: piece.height,
                    width: piece.width,
                    row,
                    col,
                    rows,
                    cols,
                },
            ));
        }
        let goal = Pos::new(row - 1, col - 1);
        let at_goal = Piece { pos: goal, ..piece };
        if let Some(wall) = at_goal.cells().find(|&c| !floor.is_free(c)) {
            return Err(self.error(
                row_at,
                ClassicParseErrorKind::GoalOnWall {
                    piece: piece.name,
                    wall_row: wall.row() + 1,
                    wall_col: wall.col() + 1,
                },
            ));
        }
        Ok(ClassicPuzzle::from_parts(floor, pieces, designated, goal))
    }
}

/// The first cell of `cells` (in reading order) that is not connected to the
/// first through cells where `same` holds: a second piece of one name.
fn separate_cell(cells: &[Pos], same: impl Fn(Pos) -> bool) -> Option<Pos> {
    let mut seen = vec![false; cells.len()];
    let index = |pos: Pos| cells.binary_search(&pos).ok();
    let mut stack = vec![0];
    seen[0] = true;
    while let Some(i) = stack.pop() {
        let pos = cells[i];
        let (r, c) = (pos.row(), pos.col());
        let near = [
            r.checked_sub(1).map(|r| Pos::new(r, c)),
            Some(Pos::new(r + 1, c)),
            c.checked_sub(1).map(|c| Pos::new(r, c)),
            Some(Pos::new(r, c + 1)),
        ];
        for next in near.into_iter().flatten() {
            if let Some(j) = index(next).filter(|&j| !seen[j] && same(next)) {
                seen[j] = true;
                stack.push(j);
            }
        }
    }
    seen.iter().position(|&s| !s).map(|i| cells[i])
}

/// Whether `line` is the goal line: `goal`, then a space or a tab.
fn is_goal_line(line: &[u8]) -> bool {
    line.strip_prefix(b"goal")
        .and_then(|rest| rest.first())
        .is_some_and(|&b| is_space(b))
}

/// The whitespace-separated tokens of `line`, each with its offset.
fn tokens<'a>(line: Line<'a>) -> impl Iterator<Item = (usize, &'a [u8])> + 'a {
    let bytes = line.bytes;
    let mut i = 0;
    std::iter::from_fn(move || {
        while i < bytes.len() && is_space(bytes[i]) {
            i += 1;
        }
        if i == bytes.len() {
            return None;
        }
        let start = i;
        while i < bytes.len() && !is_space(bytes[i]) {
            i += 1;
        }
        Some((line.start + start, &bytes[start..i]))
    })
}

fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\r')
}

/// Whether `bytes` hold nothing but spaces, tabs and line ends.
fn blank(bytes: &[u8]) -> bool {
    bytes.iter().all(|&b| is_space(b) || b == b'\n')
}

fn is_cell(b: u8) -> bool {
    b == b'.' || b == b'#' || b.is_ascii_alphanumeric()
}

/// The bytes of the character `bytes` starts with (one byte when they are
/// not UTF-8 there).
fn first_char(bytes: &[u8]) -> &[u8] {
    let len = bytes
        .utf8_chunks()
        .next()
        .and_then(|chunk| chunk.valid().chars().next())
        .map_or(1, char::len_utf8);
    &bytes[..len.min(bytes.len())]
}
