//! The strict reader of the judge's format, for test data: exactly one space
//! between numbers, one line per board row and per game, plain numbers, a
//! final newline and nothing else, plus the data's promises and the limits a
//! contest sets. The solver's reader (`parse`) stays lenient: it must take
//! whatever a judge feeds it, while a problem setter wants the first fault
//! named.

use crate::input::board::Board;
use crate::input::cell::Pos;
use crate::input::error::{ValidationError, ValidationErrorKind};
use crate::input::grammar::{self, Coordinate, GameLines, to_usize};
use crate::input::puzzle::{GameError, Puzzle};
use crate::input::shown::shown;

/// Limits on the data beyond the format's own (n, m >= 1, q >= 0).
///
/// ```
/// use huarong::ContestLimits;
/// assert_eq!(ContestLimits::default(), ContestLimits::NONE);
/// assert_eq!((ContestLimits::NOIP.max_rows, ContestLimits::NOIP.max_games), (30, 500));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ContestLimits {
    /// The most rows (n) a board may have.
    pub max_rows: u64,
    /// The most columns (m) a board may have.
    pub max_cols: u64,
    /// The most games (q) a file may hold.
    pub max_games: u64,
}

impl ContestLimits {
    /// No limit beyond the format's.
    pub const NONE: ContestLimits = ContestLimits {
        max_rows: u64::MAX,
        max_cols: u64::MAX,
        max_games: u64::MAX,
    };

    /// The original problem's: 1 <= n, m <= 30 and q <= 500.
    pub const NOIP: ContestLimits = ContestLimits {
        max_rows: 30,
        max_cols: 30,
        max_games: 500,
    };
}

impl Default for ContestLimits {
    fn default() -> ContestLimits {
        ContestLimits::NONE
    }
}

/// Reads the judge's input strictly: `n m q` on the first line, then `n`
/// lines of `m` cells (0 or 1), then `q` lines of six 1-based coordinates,
/// each number written plainly (no sign, no leading zero) and separated from
/// the next by exactly one space, every line ending in a single LF, nothing
/// after the last game. Every game must keep the data's promises
/// ([`Game::check`](crate::Game::check): its cells are 1-cells, the blank is not on the piece), and
/// n, m and q must be within `limits`.
///
/// [`parse_puzzle`](crate::parse_puzzle) reads the same files leniently; what
/// this accepts, it reads alike.
///
/// ```
/// use huarong::{validate_puzzle, ContestLimits, ValidationErrorKind};
/// let sample = b"3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n1 2 2 2 3 2\n";
/// let puzzle = validate_puzzle(sample, &ContestLimits::NOIP).unwrap();
/// assert_eq!(puzzle.games.len(), 2);
///
/// let err = validate_puzzle(b"1 2 0\n1  1\n", &ContestLimits::NONE).unwrap_err();
/// assert_eq!((err.line, err.column), (2, 3));
/// assert_eq!(err.kind, ValidationErrorKind::DoubleSpace);
/// assert_eq!(err.to_string(), "line 2, column 3: a second space: numbers are separated by exactly one space");
/// ```
///
/// # Errors
/// A [`ValidationError`] naming the line and column of the first fault.
pub fn validate_puzzle(input: &[u8], limits: &ContestLimits) -> Result<Puzzle, ValidationError> {
    let mut reader = Reader { input, offset: 0 };
    if input.starts_with(b"\xEF\xBB\xBF") {
        return Err(reader.error(ValidationErrorKind::ByteOrderMark));
    }

    // Positions are 32-bit ([`Pos`]): no board has more rows or columns,
    // whatever the limits.
    let most = u64::from(u32::MAX);
    let rows = reader.number(First::Yes, &|| grammar::ROWS.to_owned(), 1, u64::MAX)?;
    reader.within(&rows, "the number of rows", limits.max_rows.min(most))?;
    let cols = reader.number(First::No, &|| grammar::COLS.to_owned(), 1, u64::MAX)?;
    reader.within(&cols, "the number of columns", limits.max_cols.min(most))?;
    let games = reader.number(First::No, &|| grammar::GAMES.to_owned(), 0, u64::MAX)?;
    reader.within(&games, "the number of games", limits.max_games)?;
    // Each cell takes two bytes of the file, so a board that got this far is
    // no larger than the file.
    let (n, m, q) = (to_usize(rows.value), to_usize(cols.value), games.value);
    let row_name = |r: usize| format!("row {} of the board ({m} cells)", r + 1);
    reader.end_of_line(Some(&|| row_name(0)))?;

    let mut free = Vec::new();
    for r in 0..n {
        for c in 0..m {
            let first = First::when(c == 0);
            if reader.number(first, &|| grammar::cell(r, c), 0, 1)?.value == 1 {
                free.push(Pos::new(r, c));
            }
        }
        let next = || {
            if r + 1 < n {
                row_name(r + 1)
            } else {
                game_name(1)
            }
        };
        reader.end_of_line((r + 1 < n || q > 0).then_some(&next))?;
    }
    let mut board = Board::new_fixed(n, m);
    for pos in free {
        board.set_free(pos, true);
    }

    let list = grammar::read_games(&mut reader, &board, q, input.len())?;
    let rest = &input[reader.offset..];
    if !rest.is_empty() && rest.iter().all(|&b| b == b'\n') {
        // Shown where the last line ends: an empty line shows nothing.
        reader.offset -= 1;
        return Err(reader.error(ValidationErrorKind::EmptyLinesAtEnd { lines: rest.len() }));
    }
    if reader.offset < input.len() {
        return Err(reader.error(ValidationErrorKind::TrailingText { games: games.value }));
    }
    Ok(Puzzle { board, games: list })
}

fn game_name(g: u64) -> String {
    format!("game {g} (EX EY SX SY TX TY)")
}

/// Whether a number starts its line.
#[derive(Clone, Copy, PartialEq, Eq)]
enum First {
    Yes,
    No,
}

impl First {
    fn when(first: bool) -> First {
        if first { First::Yes } else { First::No }
    }
}

/// A number read, and the byte offset where it starts.
struct Number<'a> {
    value: u64,
    token: &'a [u8],
    at: usize,
}

/// Reads the file front to back; every method stops at the first fault.
struct Reader<'a> {
    input: &'a [u8],
    offset: usize,
}

impl<'a> Reader<'a> {
    fn peek(&self) -> Option<u8> {
        self.input.get(self.offset).copied()
    }

    /// The separator before a number (none at the start of a line, one space
    /// after another number), then the number itself, in `min..=max`.
    fn number(
        &mut self,
        first: First,
        expected: &dyn Fn() -> String,
        min: u64,
        max: u64,
    ) -> Result<Number<'a>, ValidationError> {
        if first == First::No {
            match self.peek() {
                Some(b' ') => {
                    self.offset += 1;
                    match self.peek() {
                        Some(b' ') if !self.only_spaces_to_line_end() => {
                            return Err(self.error(ValidationErrorKind::DoubleSpace));
                        }
                        Some(b' ' | b'\r' | b'\n') | None => {
                            self.offset -= 1;
                            return Err(self.error(ValidationErrorKind::TrailingSpace));
                        }
                        _ => {}
                    }
                }
                Some(b'\n') => {
                    let expected = expected();
                    return Err(self.error(ValidationErrorKind::ShortLine { expected }));
                }
                _ => {}
            }
        } else if self.peek() == Some(b'\n') {
            let expected = expected();
            return Err(self.error(ValidationErrorKind::EmptyLine { expected }));
        }
        match self.peek() {
            None => {
                let expected = expected();
                Err(self.error(ValidationErrorKind::UnexpectedEnd { expected }))
            }
            Some(b' ') => Err(self.error(ValidationErrorKind::LeadingSpace)),
            Some(b'\t') => Err(self.error(ValidationErrorKind::Tab)),
            Some(b'\r') => Err(self.error(ValidationErrorKind::CarriageReturn)),
            Some(_) => self.token_number(expected, min, max),
        }
    }

    /// Whether the spaces from here run to the end of the line (or file).
    fn only_spaces_to_line_end(&self) -> bool {
        let rest = &self.input[self.offset..];
        rest.iter()
            .find(|&&b| b != b' ')
            .is_none_or(|&b| b == b'\n' || b == b'\r')
    }

    /// The token starting here, as a plain number in `min..=max`.
    fn token_number(
        &mut self,
        expected: &dyn Fn() -> String,
        min: u64,
        max: u64,
    ) -> Result<Number<'a>, ValidationError> {
        let at = self.offset;
        let token = self.token();
        let text = || shown(token);
        let fault = match token {
            [b'+' | b'-', rest @ ..] if !rest.is_empty() && rest.iter().all(u8::is_ascii_digit) => {
                Some(ValidationErrorKind::Sign { token: text() })
            }
            _ if !token.iter().all(u8::is_ascii_digit) => Some(ValidationErrorKind::NotInteger {
                token: text(),
                expected: expected(),
            }),
            [b'0', _, ..] => Some(ValidationErrorKind::LeadingZero { token: text() }),
            _ => None,
        };
        if let Some(kind) = fault {
            self.offset = at;
            return Err(self.error(kind));
        }
        let value = grammar::value(token);
        let number = Number {
            value: value.unwrap_or(u64::MAX),
            token,
            at,
        };
        match value {
            Some(v) if (min..=max).contains(&v) => Ok(number),
            _ => Err(self.out_of_range(&number, &expected())),
        }
    }

    /// The bytes up to the next separator (space, tab, CR, LF or the end).
    fn token(&mut self) -> &'a [u8] {
        let start = self.offset;
        while let Some(b) = self.peek() {
            if matches!(b, b' ' | b'\t' | b'\r' | b'\n') {
                break;
            }
            self.offset += 1;
        }
        &self.input[start..self.offset]
    }

    /// The end of a line of `count` numbers: a single LF. `next` says what the
    /// following line holds; `None` on the last line.
    fn end_of_line(&mut self, next: Option<&dyn Fn() -> String>) -> Result<(), ValidationError> {
        match self.peek() {
            Some(b'\n') => {
                self.offset += 1;
                Ok(())
            }
            None => Err(self.error(match next {
                Some(next) => ValidationErrorKind::UnexpectedEnd { expected: next() },
                None => ValidationErrorKind::MissingFinalNewline,
            })),
            Some(b' ') if self.only_spaces_to_line_end() => {
                Err(self.error(ValidationErrorKind::TrailingSpace))
            }
            Some(b' ') => {
                let count = self.numbers_on_line();
                while self.peek() == Some(b' ') {
                    self.offset += 1;
                }
                let at = self.offset;
                let token = shown(self.token());
                self.offset = at;
                Err(self.error(ValidationErrorKind::LongLine { token, count }))
            }
            Some(b'\t') => Err(self.error(ValidationErrorKind::Tab)),
            // Tokens end only at a separator: this is a CR.
            _ => Err(self.error(ValidationErrorKind::CarriageReturn)),
        }
    }

    /// How many numbers the current line holds up to here (all separated by
    /// single spaces, or reading would have stopped earlier).
    fn numbers_on_line(&self) -> usize {
        let start = self.line_start(self.offset);
        1 + self.input[start..self.offset]
            .iter()
            .filter(|&&b| b == b' ')
            .count()
    }

    /// `number` is above `limit`: the fault is at the number.
    fn within(
        &mut self,
        number: &Number<'_>,
        what: &'static str,
        limit: u64,
    ) -> Result<(), ValidationError> {
        if number.value <= limit {
            return Ok(());
        }
        self.offset = number.at;
        Err(self.error(ValidationErrorKind::AboveLimit {
            what,
            value: number.value,
            limit,
        }))
    }

    fn out_of_range(&mut self, number: &Number<'_>, expected: &str) -> ValidationError {
        self.offset = number.at;
        self.error(ValidationErrorKind::OutOfRange {
            value: shown(number.token),
            expected: expected.to_owned(),
        })
    }

    fn line_start(&self, offset: usize) -> usize {
        self.input[..offset]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1)
    }

    /// `kind`, placed at the current offset.
    fn error(&self, kind: ValidationErrorKind) -> ValidationError {
        ValidationError::at(self.input, self.offset, kind)
    }
}

/// The games' lines, read strictly: one game a line, its numbers one space
/// apart.
impl GameLines for Reader<'_> {
    type Error = ValidationError;

    fn coordinate(&mut self, coordinate: Coordinate) -> Result<(usize, usize), ValidationError> {
        let first = First::when(coordinate.first());
        let expected = || coordinate.expected();
        let number = self.number(first, &expected, 1, coordinate.max as u64)?;
        Ok((to_usize(number.value) - 1, number.at))
    }

    fn invalid_game(&mut self, at: usize, game: u64, error: GameError) -> ValidationError {
        self.offset = at;
        self.error(ValidationErrorKind::InvalidGame { game, error })
    }

    fn end_of_game(&mut self, game: u64, games: u64) -> Result<(), ValidationError> {
        let next = || game_name(game + 1);
        self.end_of_line((game < games).then_some(&next))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::parse::{InputLimits, parse_puzzle};
    use crate::input::puzzle::Role;

    const SAMPLE: &str = "3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n1 2 2 2 3 2\n";

    /// The fault `validate_puzzle` finds in `text` with no limits.
    fn fault(text: &str) -> (usize, usize, ValidationErrorKind) {
        fault_within(text, &ContestLimits::NONE)
    }

    fn fault_within(text: &str, limits: &ContestLimits) -> (usize, usize, ValidationErrorKind) {
        let err = validate_puzzle(text.as_bytes(), limits)
            .map(|p| p.to_string())
            .expect_err(text);
        let shown = err.to_string();
        let prefix = format!("line {}, column {}: ", err.line, err.column);
        assert!(shown.starts_with(&prefix), "{shown}");
        (err.line, err.column, err.kind)
    }

    /// The sample with its 1-based line `line` replaced by `text`.
    fn sample_with(line: usize, text: &str) -> String {
        let mut lines: Vec<&str> = SAMPLE.lines().collect();
        lines[line - 1] = text;
        lines.join("\n") + "\n"
    }

    #[test]
    fn accepts_what_the_lenient_reader_reads_alike() {
        let strict = validate_puzzle(SAMPLE.as_bytes(), &ContestLimits::NOIP).unwrap();
        let lenient = parse_puzzle(SAMPLE.as_bytes(), &InputLimits::default()).unwrap();
        assert_eq!(strict, lenient);
        // The printed form of any puzzle is strictly valid.
        assert_eq!(strict.to_string(), SAMPLE);
        let empty = validate_puzzle(b"1 2 0\n1 1\n", &ContestLimits::NONE).unwrap();
        assert!(empty.games.is_empty());
        let big = validate_puzzle(
            b"1 10 1\n1 1 1 1 1 1 1 1 1 1\n1 10 1 1 1 1\n",
            &ContestLimits::NONE,
        );
        assert_eq!(big.unwrap().board.cols(), 10);
    }

    #[test]
    fn spacing_faults_name_their_place() {
        use ValidationErrorKind::*;
        assert_eq!(fault(&sample_with(2, "0  1 1 1")), (2, 3, DoubleSpace));
        assert_eq!(fault(&sample_with(2, " 0 1 1 1")), (2, 1, LeadingSpace));
        assert_eq!(fault(&sample_with(2, "0 1 1 1 ")), (2, 8, TrailingSpace));
        assert_eq!(fault(&sample_with(2, "0 1 1 1   ")), (2, 8, TrailingSpace));
        assert_eq!(fault(&sample_with(1, "3 4 2 ")), (1, 6, TrailingSpace));
        assert_eq!(fault(&sample_with(2, "0 1 1 ")), (2, 6, TrailingSpace));
        assert_eq!(fault(&sample_with(2, "0\t1 1 1")), (2, 2, Tab));
        assert_eq!(fault(&sample_with(2, "\t0 1 1 1")), (2, 1, Tab));
        assert_eq!(fault(&sample_with(2, "0 1 1 1\t")), (2, 8, Tab));
        assert_eq!(fault(&SAMPLE.replace('\n', "\r\n")), (1, 6, CarriageReturn));
        assert_eq!(
            fault(&sample_with(5, "3 2 1 2 2 2\r")),
            (5, 12, CarriageReturn)
        );
    }

    #[test]
    fn lines_hold_exactly_their_numbers() {
        use ValidationErrorKind::*;
        let (line, column, kind) = fault(&sample_with(2, "0 1 1"));
        assert_eq!((line, column), (2, 6));
        assert_eq!(
            kind,
            ShortLine {
                expected: "cell (1, 4): 0 (fixed) or 1 (movable)".into()
            }
        );
        let long = LongLine {
            token: "1".into(),
            count: 4,
        };
        assert_eq!(fault(&sample_with(2, "0 1 1 1 1")), (2, 9, long));
        let long = LongLine {
            token: "7".into(),
            count: 6,
        };
        assert_eq!(fault(&sample_with(5, "3 2 1 2 2 2  7")), (5, 14, long));
        // Two rows on one line: the first row is one number too long.
        let joined = "2 2 0\n1 1 1 1\n";
        let long = LongLine {
            token: "1".into(),
            count: 2,
        };
        assert_eq!(fault(joined), (2, 5, long));
        // One row over two lines.
        let (line, column, kind) = fault("1 2 0\n1\n1\n");
        assert_eq!((line, column), (2, 2));
        assert!(matches!(kind, ShortLine { .. }), "{kind:?}");
        let (line, column, kind) = fault(&sample_with(3, ""));
        assert_eq!((line, column), (3, 1));
        assert!(
            matches!(&kind, EmptyLine { expected } if expected.contains("cell (2, 1)")),
            "{kind:?}"
        );
    }

    #[test]
    fn the_file_ends_with_one_newline_after_the_last_game() {
        use ValidationErrorKind::*;
        let missing = SAMPLE.trim_end();
        assert_eq!(fault(missing), (6, 12, MissingFinalNewline));
        assert_eq!(fault("1 2 0\n1 1"), (2, 4, MissingFinalNewline));
        let extra = format!("{SAMPLE}\n");
        assert_eq!(fault(&extra), (6, 12, EmptyLinesAtEnd { lines: 1 }));
        let extra = format!("{SAMPLE}\n\n");
        assert_eq!(fault(&extra), (6, 12, EmptyLinesAtEnd { lines: 2 }));
        let error = validate_puzzle(extra.as_bytes(), &ContestLimits::NONE).unwrap_err();
        assert_eq!(error.excerpt.text, "1 2 2 2 3 2");
        assert_eq!(
            error.to_string(),
            "line 6, column 12: 2 empty lines follow: the file must end with this line's newline"
        );
        let extra = format!("{SAMPLE}1 2 2 2 3 2\n");
        assert_eq!(fault(&extra), (7, 1, TrailingText { games: 2 }));
        assert_eq!(
            fault(&format!("{SAMPLE} ")),
            (7, 1, TrailingText { games: 2 })
        );
        // Where the input ends early, and a word of what was expected.
        let early = [
            ("3 4 2\n0 1 1 1\n", 3, 1, "cell (2, 1)"),
            ("3 4 2", 1, 6, "row 1"),
            (&SAMPLE[..SAMPLE.len() - 12], 6, 1, "game 2"),
            ("3 4", 1, 4, "games q"),
        ];
        for (text, line, column, word) in early {
            let (l, c, kind) = fault(text);
            assert_eq!((l, c), (line, column), "{text:?}");
            assert!(
                matches!(&kind, UnexpectedEnd { expected } if expected.contains(word)),
                "{text:?}: {kind:?}"
            );
        }
        assert!(matches!(fault(""), (1, 1, UnexpectedEnd { .. })));
        let bom = format!("\u{feff}{SAMPLE}");
        assert_eq!(fault(&bom), (1, 1, ByteOrderMark));
    }

    #[test]
    fn numbers_are_plain() {
        use ValidationErrorKind::*;
        let zero = |token: &str| LeadingZero {
            token: token.into(),
        };
        let sign = |token: &str| Sign {
            token: token.into(),
        };
        let cases = [
            (1, "03 4 2", 1, zero("03")),
            (2, "0 1 00 1", 5, zero("00")),
            (1, "+3 4 2", 1, sign("+3")),
            (2, "0 -0 1 1", 3, sign("-0")),
        ];
        for (line, text, column, kind) in cases {
            assert_eq!(fault(&sample_with(line, text)), (line, column, kind));
        }
        let (line, column, kind) = fault(&sample_with(5, "3 2 1 2 2 2x"));
        assert_eq!((line, column), (5, 11));
        assert!(
            matches!(&kind, NotInteger { token, .. } if token == "2x"),
            "{kind:?}"
        );
        let (_, column, kind) = fault(&sample_with(2, "0 1 - 1"));
        assert_eq!(column, 5);
        assert!(
            matches!(&kind, NotInteger { token, .. } if token == "-"),
            "{kind:?}"
        );
        // Columns count characters, not bytes.
        let (_, column, kind) = fault(&sample_with(5, "3 2 1 2 ２ 2"));
        assert_eq!(column, 9);
        assert!(matches!(kind, NotInteger { .. }));
        let (_, column, _) = fault(&sample_with(5, "3 2 1 2 ２ x"));
        assert_eq!(column, 9);
        // Tokens are shown short and harmless.
        let hostile = validate_puzzle(b"1 2 0\n1 \x1b[2J\xff\n", &ContestLimits::NONE).unwrap_err();
        assert!(matches!(&hostile.kind, NotInteger { token, .. } if token == "\\x1b[2J\\xff"));
        let long = format!("1 2 0\n1 0{}\n", "0".repeat(1000));
        let (_, _, kind) = fault(&long);
        assert!(kind.to_string().len() < 80, "{kind}");
    }

    #[test]
    fn numbers_are_in_range() {
        use ValidationErrorKind::*;
        let out = |text: &str, line, column, value: &str| {
            let (l, c, kind) = fault(text);
            assert_eq!((l, c), (line, column), "{text:?}: {kind}");
            assert!(
                matches!(&kind, OutOfRange { value: v, .. } if v == value),
                "{text:?}: {kind:?}"
            );
        };
        out(&sample_with(1, "0 4 2"), 1, 1, "0");
        out(&sample_with(1, "3 0 2"), 1, 3, "0");
        out(&sample_with(2, "0 1 2 1"), 2, 5, "2");
        out(&sample_with(5, "4 2 1 2 2 2"), 5, 1, "4");
        out(&sample_with(5, "3 5 1 2 2 2"), 5, 3, "5");
        out(&sample_with(5, "3 2 1 2 2 0"), 5, 11, "0");
        out(
            &sample_with(1, "99999999999999999999999 4 2"),
            1,
            1,
            "99999999999999999999999",
        );
    }

    #[test]
    fn games_keep_the_promises() {
        use ValidationErrorKind::*;
        let game = |text: &str| {
            let (line, column, kind) = fault(text);
            let InvalidGame { game, error } = kind else {
                panic!("{text:?}: {kind:?}");
            };
            (line, column, game, error)
        };
        let (line, column, number, error) = game(&sample_with(6, "1 1 2 2 3 2"));
        assert_eq!((line, column, number), (6, 1, 2));
        assert_eq!(error, GameError::Fixed(Role::Blank, Pos::new(0, 0)));
        let (_, column, _, error) = game(&sample_with(5, "3 2 1 1 2 2"));
        assert_eq!(column, 5);
        assert_eq!(error, GameError::Fixed(Role::Piece, Pos::new(0, 0)));
        let (_, column, _, error) = game(&sample_with(5, "3 2 1 2 3 3"));
        assert_eq!(column, 9);
        assert_eq!(error, GameError::Fixed(Role::Target, Pos::new(2, 2)));
        let (_, column, _, error) = game(&sample_with(5, "1 2 1 2 2 2"));
        assert_eq!(column, 5);
        assert_eq!(error, GameError::BlankOnPiece(Pos::new(0, 1)));
    }

    #[test]
    fn limits_apply_at_their_number() {
        let tight = ContestLimits {
            max_rows: 2,
            max_cols: 3,
            max_games: 1,
        };
        let rows_ok = ContestLimits {
            max_rows: 3,
            ..tight
        };
        let cols_ok = ContestLimits {
            max_cols: 4,
            ..rows_ok
        };
        let wide = format!("1 31 0\n{}1\n", "1 ".repeat(30));
        let most = u64::from(u32::MAX);
        let (rows, cols, games) = (
            "the number of rows",
            "the number of columns",
            "the number of games",
        );
        let none = ContestLimits::NONE;
        let cases = [
            (SAMPLE, tight, 1, rows, 3, 2),
            (SAMPLE, rows_ok, 3, cols, 4, 3),
            (SAMPLE, cols_ok, 5, games, 2, 1),
            (&wide, ContestLimits::NOIP, 3, cols, 31, 30),
            // Without limits, still no more rows or columns than positions
            // hold.
            ("4294967296 1 0\n", none, 1, rows, 1 << 32, most),
            ("1 4294967296 0\n", none, 3, cols, 1 << 32, most),
        ];
        for (text, limits, column, what, value, limit) in cases {
            let above = ValidationErrorKind::AboveLimit { what, value, limit };
            assert_eq!(fault_within(text, &limits), (1, column, above), "{text:?}");
        }
        assert!(validate_puzzle(wide.as_bytes(), &ContestLimits::NONE).is_ok());
        let (_, _, kind) = fault_within("1 2 501\n", &ContestLimits::NOIP);
        assert_eq!(
            kind.to_string(),
            "the number of games is 501, above the limit of 500"
        );
    }
}
