//! Reading the judge's input format into a [`Puzzle`], with errors that name the
//! line and column.

use crate::input::board::Board;
use crate::input::cell::Pos;
use crate::input::puzzle::{Game, Puzzle};
use crate::input::puzzle::{GameError, Role};
use crate::input::shown::{Excerpt, place, shown};

/// The default cap on `n * m` (see [`Limits`]): a 4000 x 4000 board fits with room
/// to spare, and the solver's tables for it stay within a couple of GiB.
pub const DEFAULT_MAX_CELLS: u64 = 20_000_000;

/// The largest board the solver can number its states for (32-bit state
/// numbers, four per cell of the padded layout), whatever [`Limits`] allows.
pub const SOLVER_MAX_CELLS: u64 = 300_000_000;

/// Caps checked while parsing, before any large allocation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The largest accepted board, in cells (`n * m`); at most
    /// [`SOLVER_MAX_CELLS`] counts.
    pub max_cells: u64,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_cells: DEFAULT_MAX_CELLS,
        }
    }
}

/// An input that is not a valid puzzle, and where it goes wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: {kind}")]
pub struct ParseError {
    /// 1-based line of the offending token (or of the end of the input).
    pub line: usize,
    /// 1-based column, in characters, of the offending token.
    pub column: usize,
    /// What is wrong.
    pub kind: ParseErrorKind,
    /// The offending line, to show under the message with a caret at
    /// `column`.
    pub excerpt: Box<Excerpt>,
}

/// What is wrong with an input.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseErrorKind {
    /// The input ended while a number was still expected.
    #[error("the input ends early: expected {expected}")]
    UnexpectedEnd {
        /// What the next token should have been.
        expected: String,
    },
    /// A token is not an integer.
    #[error("'{token}' is not an integer: expected {expected}")]
    NotInteger {
        /// The token as written.
        token: String,
        /// What the token should have been.
        expected: String,
    },
    /// An integer is outside its allowed range.
    #[error("{value} is out of range: expected {expected}")]
    OutOfRange {
        /// The token as written.
        value: String,
        /// What the token should have been, with its range.
        expected: String,
    },
    /// A line of the board's cells holds more or fewer than a row's: the
    /// input's rows are one per line, but this one is short or long.
    #[error("row {row} has {found} cells on its line, expected {expected} (one row per line)")]
    RowLength {
        /// 1-based row of the board.
        row: usize,
        /// The cells on its line.
        found: usize,
        /// The board's columns.
        expected: usize,
    },
    /// A cell token made of several 0s and 1s: a row written without the
    /// spaces between its cells.
    #[error(
        "'{token}' is not a cell: cells are 0 or 1, separated by spaces (`{spaced}`, not `{token}`)"
    )]
    CompactRow {
        /// The token as written.
        token: String,
        /// The same digits with spaces between them.
        spaced: String,
    },
    /// The board has more cells than [`Limits::max_cells`] allows.
    #[error("the board has {rows} x {cols} = {cells} cells, more than the limit of {max_cells}")]
    TooLarge {
        /// Rows asked for.
        rows: u64,
        /// Columns asked for.
        cols: u64,
        /// `rows * cols`.
        cells: u128,
        /// The limit in force.
        max_cells: u64,
    },
    /// Tokens follow the last game.
    #[error("unexpected '{token}' after the last game ({games} games were announced)")]
    ExtraToken {
        /// The first extra token.
        token: String,
        /// The number of games announced in the header.
        games: u64,
    },
    /// Game number `game` (1-based) is not valid on the board.
    #[error("game {game}: {error}")]
    InvalidGame {
        /// 1-based game number.
        game: u64,
        /// The broken rule.
        error: GameError,
    },
}

/// Parses the judge's input: `n m q`, `n * m` cells of 0 or 1, then `q` games of
/// six 1-based coordinates.
///
/// Any whitespace separates numbers; CRLF line ends, a UTF-8 byte-order mark and a
/// missing final newline are accepted. Every game is checked with [`Game::check`].
///
/// ```
/// use huarong::{parse_puzzle, Limits, Pos};
/// let puzzle = parse_puzzle(b"1 3 1\n1 1 1\n1 1 1 2 1 3\n", &Limits::default()).unwrap();
/// assert_eq!(puzzle.games[0].piece, Pos::new(0, 1));
///
/// let err = parse_puzzle(b"1 3 1\n1 2 1\n", &Limits::default()).unwrap_err();
/// assert_eq!((err.line, err.column), (2, 3));
/// ```
///
/// # Errors
/// A [`ParseError`] naming the line and column of the first problem.
pub fn parse_puzzle(input: &[u8], limits: &Limits) -> Result<Puzzle, ParseError> {
    let input = input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(input);
    let mut scanner = Scanner::new(input);

    let rows = scanner.number(|| "the number of rows n (at least 1)".into(), 1, u64::MAX)?;
    let cols = scanner.number(
        || "the number of columns m (at least 1)".into(),
        1,
        u64::MAX,
    )?;
    let cells = u128::from(rows.value) * u128::from(cols.value);
    let max_cells = limits.max_cells.min(SOLVER_MAX_CELLS);
    if cells > u128::from(max_cells) {
        return Err(scanner.error_at(
            rows.at,
            ParseErrorKind::TooLarge {
                rows: rows.value,
                cols: cols.value,
                cells,
                max_cells,
            },
        ));
    }
    // Both fit: their product is at most max_cells, itself a u64.
    let (n, m) = (to_usize(rows.value), to_usize(cols.value));
    let games = scanner
        .number(|| "the number of games q (0 or more)".into(), 0, u64::MAX)?
        .value;
    scanner.skip_space();
    let cells_at = scanner.offset;
    read_cells_and_games(&mut scanner, n, m, games)
        .map_err(|err| row_layout_error(input, cells_at, n, m, err))
}

/// The rest of [`parse_puzzle`] after the header: `n * m` cells, `games`
/// games, and nothing after them.
fn read_cells_and_games(
    scanner: &mut Scanner<'_>,
    n: usize,
    m: usize,
    games: u64,
) -> Result<Puzzle, ParseError> {
    let input = scanner.input;
    let cells = (n as u128) * (m as u128);

    // Every cell takes at least one byte: when the rest of the input cannot hold
    // them, reading on finds the error without allocating a board at all.
    let room = input.len() - scanner.offset;
    let mut board = (cells <= room as u128).then(|| Board::new_fixed(n, m));
    for r in 0..n {
        for c in 0..m {
            let expected = || format!("cell ({}, {}): 0 (fixed) or 1 (movable)", r + 1, c + 1);
            let free = scanner
                .number(expected, 0, 1)
                .map_err(compact_row_error)?
                .value
                == 1;
            if let (Some(board), true) = (&mut board, free) {
                board.set_free(Pos::new(r, c), true);
            }
        }
    }
    let Some(board) = board else {
        // Unreachable in practice: the input was too short for the cells.
        let end = scanner.here();
        return Err(scanner.error_at(
            end,
            ParseErrorKind::UnexpectedEnd {
                expected: "the board's cells".to_owned(),
            },
        ));
    };

    // Each game takes at least 12 bytes, so the input bounds the reservation.
    let reserve = games.min((input.len() / 12) as u64);
    let mut list = Vec::with_capacity(to_usize(reserve));
    for g in 1..=games {
        // Fast path: six plain numbers in range making a valid game. Anything
        // else is read again, number by number, to say what is wrong.
        let line_start = scanner.offset;
        if let Some([er, ec, sr, sc, tr, tc]) = scanner.six() {
            let (rows, cols) = (1..=n as u64, 1..=m as u64);
            let inside = [er, sr, tr].iter().all(|r| rows.contains(r))
                && [ec, sc, tc].iter().all(|c| cols.contains(c));
            let at = |r: u64, c: u64| Pos::new(to_usize(r) - 1, to_usize(c) - 1);
            if inside {
                let game = Game {
                    blank: at(er, ec),
                    piece: at(sr, sc),
                    target: at(tr, tc),
                };
                if game.check(&board).is_ok() {
                    list.push(game);
                    continue;
                }
            }
        }
        scanner.offset = line_start;
        let mut read = |name: &str, axis: &str, max: usize| {
            let expected = || format!("{name} of game {g}: a {axis} from 1 to {max}");
            scanner
                .number(expected, 1, max as u64)
                .map(|t| (to_usize(t.value) - 1, t.at))
        };
        let (er, blank_at) = read("EX", "row", n)?;
        let (ec, _) = read("EY", "column", m)?;
        let (sr, piece_at) = read("SX", "row", n)?;
        let (sc, _) = read("SY", "column", m)?;
        let (tr, target_at) = read("TX", "row", n)?;
        let (tc, _) = read("TY", "column", m)?;
        let game = Game {
            blank: Pos::new(er, ec),
            piece: Pos::new(sr, sc),
            target: Pos::new(tr, tc),
        };
        if let Err(error) = game.check(&board) {
            let at = match error.role() {
                Role::Blank => blank_at,
                Role::Piece => piece_at,
                Role::Target => target_at,
            };
            return Err(scanner.error_at(at, ParseErrorKind::InvalidGame { game: g, error }));
        }
        list.push(game);
    }

    if let Some(token) = scanner.token() {
        let text = shown(scanner.text(token));
        return Err(scanner.error_at(token.at, ParseErrorKind::ExtraToken { token: text, games }));
    }
    Ok(Puzzle { board, games: list })
}

/// A cell token like `0111` (a row without its spaces) gets a hint of its own.
#[cold]
fn compact_row_error(err: ParseError) -> ParseError {
    match &err.kind {
        ParseErrorKind::OutOfRange { value, .. }
            if value.len() > 1 && value.bytes().all(|b| b == b'0' || b == b'1') =>
        {
            let spaced: Vec<String> = value.chars().map(String::from).collect();
            ParseError {
                kind: ParseErrorKind::CompactRow {
                    token: value.clone(),
                    spaced: spaced.join(" "),
                },
                ..err
            }
        }
        _ => err,
    }
}

/// When the board is laid out one row per line (as the judge's format has
/// it) but one of its lines is short or long, every later number is read
/// one place off and the error surfaces lines later: `err` is then replaced
/// by a [`ParseErrorKind::RowLength`] at the line at fault. `cells_at` is
/// where the first cell starts. Other layouts (a whole board on one line, say)
/// keep `err`.
#[cold]
fn row_layout_error(
    input: &[u8],
    cells_at: usize,
    n: usize,
    m: usize,
    err: ParseError,
) -> ParseError {
    if matches!(err.kind, ParseErrorKind::CompactRow { .. }) {
        return err;
    }
    let mut offset = cells_at;
    for row in 0..n {
        // The row's line: from `offset` to its end, its tokens counted.
        let rest = &input[offset..];
        let Some(first) = rest.iter().position(|&b| !is_space(b)) else {
            return err;
        };
        let start = offset + first;
        let end = input[start..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(input.len(), |i| start + i);
        let line = &input[start..end];
        let mut starts = (0..line.len())
            .filter(|&i| !is_space(line[i]) && (i == 0 || is_space(line[i - 1])))
            .map(|i| start + i);
        let found = starts.clone().count();
        if found == m {
            offset = end;
            continue;
        }
        // A first line holding several whole rows is another layout, not a
        // fault.
        if row == 0 && found % m == 0 {
            return err;
        }
        // A last line cut short is an input that ends early, as `err` says.
        if found < m && input[end..].iter().all(|&b| is_space(b)) {
            return err;
        }
        let fault = if found < m {
            // Just past the line's last token.
            let content = line
                .iter()
                .rposition(|&b| !is_space(b))
                .map_or(0, |i| i + 1);
            start + content
        } else {
            starts.nth(m).unwrap_or(end)
        };
        let fixed = error_at(
            input,
            fault,
            ParseErrorKind::RowLength {
                row: row + 1,
                found,
                expected: m,
            },
        );
        // The fault must come before the error it explains.
        return if fixed.line <= err.line { fixed } else { err };
    }
    err
}

/// The board of official case `case` (1 to 20), for unit tests of the stages
/// that work on boards.
#[cfg(test)]
pub(crate) fn official_board(case: usize) -> crate::input::board::Board {
    let path = format!(
        "{}/../../data/noip2013/puzzle{case}.in",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read(&path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"));
    parse_puzzle(&text, &Limits::default())
        .expect("official cases parse")
        .board
}

/// `kind` at byte `offset` of `input`: its line, column and excerpt.
#[cold]
fn error_at(input: &[u8], offset: usize, kind: ParseErrorKind) -> ParseError {
    let (line, column) = place(input, offset);
    ParseError {
        line,
        column,
        kind,
        excerpt: Box::new(Excerpt::at(input, offset)),
    }
}

fn to_usize(value: u64) -> usize {
    usize::try_from(value).unwrap_or(usize::MAX)
}

/// Whether a byte separates tokens.
#[inline(always)]
fn is_space(b: u8) -> bool {
    // One bit test instead of six comparisons: the parser asks this of
    // nearly every byte.
    const SPACES: u64 = 1 << b' ' | 1 << b'\t' | 1 << b'\r' | 1 << b'\n' | 1 << 0x0b | 1 << 0x0c;
    b < 64 && (SPACES >> b) & 1 == 1
}

/// Where a token starts: its byte offset. The line and column are worked out
/// from it only when there is an error, so the hot loop counts nothing.
#[derive(Clone, Copy)]
struct At {
    offset: usize,
}

#[derive(Clone, Copy)]
struct Token {
    at: At,
    end: usize,
}

struct Parsed {
    value: u64,
    at: At,
}

struct Scanner<'a> {
    input: &'a [u8],
    offset: usize,
}

impl<'a> Scanner<'a> {
    fn new(input: &'a [u8]) -> Scanner<'a> {
        Scanner { input, offset: 0 }
    }

    fn here(&self) -> At {
        At {
            offset: self.offset,
        }
    }

    /// Skips whitespace.
    #[inline]
    fn skip_space(&mut self) {
        while let Some(&b) = self.input.get(self.offset) {
            if !is_space(b) {
                break;
            }
            self.offset += 1;
        }
    }

    fn token(&mut self) -> Option<Token> {
        self.skip_space();
        if self.offset == self.input.len() {
            return None;
        }
        let at = self.here();
        while let Some(&b) = self.input.get(self.offset) {
            if is_space(b) {
                break;
            }
            self.offset += 1;
        }
        Some(Token {
            at,
            end: self.offset,
        })
    }

    fn text(&self, token: Token) -> &'a [u8] {
        &self.input[token.at.offset..token.end]
    }

    /// The next six tokens when each is a plain number of at most 18 digits (a
    /// game's coordinates, the common case, read in one tight loop); `None`, with
    /// the scanner anywhere, otherwise.
    #[inline]
    fn six(&mut self) -> Option<[u64; 6]> {
        let mut at = self.offset;
        let mut out = [0u64; 6];
        for v in &mut out {
            while self.input.get(at).is_some_and(|&b| is_space(b)) {
                at += 1;
            }
            (*v, at) = self.plain_number(at)?;
        }
        self.offset = at;
        Some(out)
    }

    /// The plain number starting at byte `start`: 1 to 18 digits (so no
    /// overflow) ending its token, with the offset just past it.
    #[inline(always)]
    fn plain_number(&self, start: usize) -> Option<(u64, usize)> {
        let mut value = 0u64;
        let mut end = start;
        while let Some(&b) = self.input.get(end) {
            let digit = b.wrapping_sub(b'0');
            if digit > 9 {
                break;
            }
            if end - start == 18 {
                return None;
            }
            value = value * 10 + u64::from(digit);
            end += 1;
        }
        let ends_token = self.input.get(end).is_none_or(|&b| is_space(b));
        (end > start && ends_token).then_some((value, end))
    }

    /// Reads an integer in `min..=max`; `expected` says what it is, for errors
    /// (built only when there is one).
    fn number(
        &mut self,
        expected: impl Fn() -> String,
        min: u64,
        max: u64,
    ) -> Result<Parsed, ParseError> {
        // Fast path: a plain number in range.
        self.skip_space();
        let start = self.offset;
        match self.plain_number(start) {
            Some((value, end)) if (min..=max).contains(&value) => {
                self.offset = end;
                Ok(Parsed {
                    value,
                    at: At { offset: start },
                })
            }
            _ => self.slow_number(&expected, min, max),
        }
    }

    /// [`Scanner::number`] for anything off the fast path: reads the whole token
    /// and says what is wrong with it.
    #[cold]
    #[inline(never)]
    fn slow_number(
        &mut self,
        expected: &dyn Fn() -> String,
        min: u64,
        max: u64,
    ) -> Result<Parsed, ParseError> {
        let Some(token) = self.token() else {
            let end = self.here();
            return Err(self.error_at(
                end,
                ParseErrorKind::UnexpectedEnd {
                    expected: expected(),
                },
            ));
        };
        let text = self.text(token);
        let (negative, digits) = match text {
            [b'-', rest @ ..] => (true, rest),
            [b'+', rest @ ..] => (false, rest),
            _ => (false, text),
        };
        let lossy = || shown(text);
        if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
            return Err(self.error_at(
                token.at,
                ParseErrorKind::NotInteger {
                    token: lossy(),
                    expected: expected(),
                },
            ));
        }
        let value = digits.iter().try_fold(0u64, |acc, &d| {
            acc.checked_mul(10)?.checked_add(u64::from(d - b'0'))
        });
        match value {
            Some(v) if (!negative || v == 0) && (min..=max).contains(&v) => Ok(Parsed {
                value: v,
                at: token.at,
            }),
            _ => Err(self.error_at(
                token.at,
                ParseErrorKind::OutOfRange {
                    value: lossy(),
                    expected: expected(),
                },
            )),
        }
    }

    fn error_at(&self, at: At, kind: ParseErrorKind) -> ParseError {
        error_at(self.input, at.offset, kind)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(input: &str) -> ParseError {
        parse_puzzle(input.as_bytes(), &Limits::default()).expect_err(input)
    }

    #[test]
    fn a_short_or_long_row_is_found_at_its_line() {
        let short = error("3 4 1\n0 1 1 1\n0 1 1\n0 1 0 0\n3 2 1 2 2 2\n");
        assert_eq!((short.line, short.column), (3, 6));
        let kind = ParseErrorKind::RowLength {
            row: 2,
            found: 3,
            expected: 4,
        };
        assert_eq!(short.kind, kind);
        let long = error("3 4 1\n0 1 1 1\n0 1 1 0\n0 1 0 0 1\n3 2 1 2 2 2\n");
        assert_eq!((long.line, long.column), (4, 9));
        // A row split over two lines, then an error: the first fault wins.
        let split = error("2 2 1\n1\n1 1 1\n1 1 1 2 2 9\n");
        assert_eq!((split.line, split.column), (2, 2));
    }

    #[test]
    fn other_layouts_keep_their_own_error() {
        // The board on one line, then a bad game.
        let one_line = error("2 2 1\n1 1 1 1\n1 1 1 2 2 9\n");
        assert_eq!((one_line.line, one_line.column), (3, 11));
        // A truncated last row: the input ends early.
        let cut = error("2 2 1\n1 1\n1");
        assert!(
            matches!(cut.kind, ParseErrorKind::UnexpectedEnd { .. }),
            "{cut}"
        );
    }

    #[test]
    fn a_row_without_spaces_is_named() {
        let err = error("2 2 1\n11\n1 1\n1 1 1 2 2 2\n");
        assert_eq!(
            err.kind,
            ParseErrorKind::CompactRow {
                token: "11".to_owned(),
                spaced: "1 1".to_owned()
            }
        );
        // A lone out-of-range cell is not a compact row.
        let err = error("2 2 1\n2 1\n1 1\n1 1 1 2 2 2\n");
        assert!(
            matches!(err.kind, ParseErrorKind::OutOfRange { .. }),
            "{err}"
        );
    }
}
