//! Reading the judge's input format into a [`Puzzle`], with errors that name the
//! line and column.

use crate::input::board::Board;
use crate::input::cell::Pos;
use crate::input::error::{ParseError, ParseErrorKind};
use crate::input::grammar::{self, Coordinate, GameLines, to_usize};
use crate::input::puzzle::{Game, GameError, Puzzle};
use crate::input::shown::shown;

/// The default cap on `n * m` (see [`InputLimits`]): a 4000 x 4000 board fits with room
/// to spare, and the solver's tables for it stay within a couple of GiB.
pub const DEFAULT_MAX_CELLS: u64 = 20_000_000;

/// The largest board the solver can number its states for (32-bit state
/// numbers, four per cell of the padded layout), whatever [`InputLimits`] allows.
pub const SOLVER_MAX_CELLS: u64 = 300_000_000;

/// Caps checked while parsing, before any large allocation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InputLimits {
    /// The largest accepted board, in cells (`n * m`); at most
    /// [`SOLVER_MAX_CELLS`] counts.
    pub max_cells: u64,
}

impl Default for InputLimits {
    fn default() -> InputLimits {
        InputLimits {
            max_cells: DEFAULT_MAX_CELLS,
        }
    }
}

/// Parses the judge's input: `n m q`, `n * m` cells of 0 or 1, then `q` games of
/// six 1-based coordinates.
///
/// Any whitespace separates numbers; CRLF line ends, a UTF-8 byte-order mark and a
/// missing final newline are accepted. Every game is checked with [`Game::check`].
///
/// ```
/// use huarong::{parse_puzzle, InputLimits, Pos};
/// let puzzle = parse_puzzle(b"1 3 1\n1 1 1\n1 1 1 2 1 3\n", &InputLimits::default()).unwrap();
/// assert_eq!(puzzle.games[0].piece, Pos::new(0, 1));
///
/// let err = parse_puzzle(b"1 3 1\n1 2 1\n", &InputLimits::default()).unwrap_err();
/// assert_eq!((err.line, err.column), (2, 3));
/// ```
///
/// # Errors
/// A [`ParseError`] naming the line and column of the first problem.
pub fn parse_puzzle(input: &[u8], limits: &InputLimits) -> Result<Puzzle, ParseError> {
    let input = input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(input);
    let mut scanner = Scanner::new(input);

    let rows = scanner.number(|| grammar::ROWS.into(), 1, u64::MAX)?;
    let cols = scanner.number(|| grammar::COLS.into(), 1, u64::MAX)?;
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
    let games = scanner.number(|| grammar::GAMES.into(), 0, u64::MAX)?.value;
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
            let free = scanner
                .number(|| grammar::cell(r, c), 0, 1)
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

    let list = grammar::read_games(scanner, &board, games, input.len())?;
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
        let fixed = ParseError::at(
            input,
            fault,
            ParseErrorKind::RowLength {
                row: row + 1,
                found,
                expected: m,
            },
        );
        // The fault must come before the error it explains: a fault of
        // its own earlier on the line stands.
        return if (fixed.line, fixed.column) <= (err.line, err.column) {
            fixed
        } else {
            err
        };
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
    parse_puzzle(&text, &InputLimits::default())
        .expect("official cases parse")
        .board
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
        match grammar::value(digits) {
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
        ParseError::at(self.input, at.offset, kind)
    }
}

/// The games' lines, read leniently: any whitespace between numbers, each
/// game tried first on [`Scanner::six`]'s fast path.
impl GameLines for Scanner<'_> {
    type Error = ParseError;

    /// Six plain numbers in range making a valid game; anything else is
    /// read again, number by number, to say what is wrong.
    #[inline]
    fn quick(&mut self, board: &Board) -> Option<Game> {
        let start = self.offset;
        let game = self.six().and_then(|[er, ec, sr, sc, tr, tc]| {
            let (rows, cols) = (1..=board.rows() as u64, 1..=board.cols() as u64);
            let inside = [er, sr, tr].iter().all(|r| rows.contains(r))
                && [ec, sc, tc].iter().all(|c| cols.contains(c));
            if !inside {
                return None;
            }
            let at = |r: u64, c: u64| Pos::new(to_usize(r) - 1, to_usize(c) - 1);
            let game = Game {
                blank: at(er, ec),
                piece: at(sr, sc),
                target: at(tr, tc),
            };
            game.check(board).is_ok().then_some(game)
        });
        if game.is_none() {
            self.offset = start;
        }
        game
    }

    fn coordinate(&mut self, coordinate: Coordinate) -> Result<(usize, usize), ParseError> {
        self.number(|| coordinate.expected(), 1, coordinate.max as u64)
            .map(|t| (to_usize(t.value) - 1, t.at.offset))
    }

    #[cold]
    fn invalid_game(&mut self, at: usize, game: u64, error: GameError) -> ParseError {
        ParseError::at(self.input, at, ParseErrorKind::InvalidGame { game, error })
    }

    /// Games need not end their lines: nothing to read.
    #[inline]
    fn end_of_game(&mut self, _game: u64, _games: u64) -> Result<(), ParseError> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(input: &str) -> ParseError {
        parse_puzzle(input.as_bytes(), &InputLimits::default()).expect_err(input)
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
