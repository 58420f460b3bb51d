//! Reading an output (or an answer file) one line per game: `K`, or `K MOVES`
//! with the blank's moves spelt out in the letters U, D, L, R.

use crate::input::dir::Dir;
use crate::input::shown::shown;

/// One game's line of an output (or of an answer file).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Claim {
    /// The number as written: the fewest moves, or -1.
    pub value: i64,
    /// The moves, when the line spells them out.
    pub moves: Option<Vec<Dir>>,
}

impl Claim {
    /// The value as an answer (`None` for -1), or `None` when it is no
    /// answer at all (another negative number).
    ///
    /// ```
    /// use huarong::Claim;
    /// let claim = |value| Claim { value, moves: None };
    /// assert_eq!(claim(2).answer(), Some(Some(2)));
    /// assert_eq!(claim(-1).answer(), Some(None));
    /// assert_eq!(claim(-2).answer(), None);
    /// ```
    pub fn answer(&self) -> Option<Option<u64>> {
        match self.value {
            -1 => Some(None),
            value => u64::try_from(value).ok().map(Some),
        }
    }
}

/// Text that is not one well-formed line per game: where, and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {what}")]
pub struct Malformed {
    /// 1-based line.
    pub line: usize,
    /// What is wrong with it.
    pub what: String,
}

/// Reads one claim per game from `text`: lines of an integer, optionally
/// followed by the moves (letters U, D, L, R). Whitespace around and between
/// the two is free, as judges read it, and blank lines at the end are
/// ignored; anything else is malformed. Tokens in messages are quoted and
/// shown short and harmless, as in [`ParseError`](crate::ParseError)s.
///
/// ```
/// use huarong::{Dir, read_claims};
/// let claims = read_claims(b"2 UU\n-1\n", 2)?;
/// assert_eq!(claims[0].moves, Some(vec![Dir::Up, Dir::Up]));
/// assert_eq!(claims[1].answer(), Some(None));
/// let err = read_claims(b"2\n", 2).unwrap_err();
/// assert_eq!(err.to_string(), "line 2: 1 line in all: expected 2, one per game");
/// # Ok::<(), huarong::Malformed>(())
/// ```
pub fn read_claims(text: &[u8], games: usize) -> Result<Vec<Claim>, Malformed> {
    let quoted = |token: &[u8]| format!("'{}'", shown(token));
    let mut lines: Vec<&[u8]> = text.split(|&b| b == b'\n').collect();
    while lines.last().is_some_and(|l| l.trim_ascii().is_empty()) {
        lines.pop();
    }
    let mut claims = Vec::with_capacity(games.min(lines.len()));
    for (i, line) in lines.iter().enumerate() {
        let number = i + 1;
        let malformed = |what: String| Malformed { line: number, what };
        if i == games {
            return Err(malformed(format!(
                "a line after the last game ({games} games, one line each)"
            )));
        }
        let mut tokens = line
            .split(u8::is_ascii_whitespace)
            .filter(|t| !t.is_empty());
        let Some(value) = tokens.next() else {
            return Err(malformed("an empty line: expected a number".to_owned()));
        };
        let value = std::str::from_utf8(value)
            .ok()
            .and_then(|v| v.parse::<i64>().ok())
            .ok_or_else(|| malformed(format!("{} is not an integer", quoted(value))))?;
        let moves = match tokens.next() {
            None => None,
            Some(letters) => Some(moves(letters).ok_or_else(|| {
                malformed(format!(
                    "{} is not a move sequence (letters U, D, L, R)",
                    quoted(letters)
                ))
            })?),
        };
        if let Some(extra) = tokens.next() {
            return Err(malformed(format!(
                "{} after the moves: a line is `K` or `K MOVES`",
                quoted(extra)
            )));
        }
        claims.push(Claim { value, moves });
    }
    if claims.len() < games {
        let found = claims.len();
        let lines = if found == 1 { "line" } else { "lines" };
        return Err(Malformed {
            line: found + 1,
            what: format!("{found} {lines} in all: expected {games}, one per game"),
        });
    }
    Ok(claims)
}

/// The moves `letters` spell, if they are all move letters.
fn moves(letters: &[u8]) -> Option<Vec<Dir>> {
    letters
        .iter()
        .map(|&b| {
            Dir::ALL
                .into_iter()
                .find(|d| d.letter() as u32 == u32::from(b))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_read_in_either_form() {
        let claims = read_claims(b" 2 \t UU \r\n-1\r\n\n\n", 2).unwrap();
        assert_eq!(
            claims,
            [
                Claim {
                    value: 2,
                    moves: Some(vec![Dir::Up, Dir::Up])
                },
                Claim {
                    value: -1,
                    moves: None
                }
            ]
        );
        assert_eq!(read_claims(b"", 0).unwrap(), []);
    }

    #[test]
    fn malformed_lines_are_named() {
        let cases: [(&[u8], &str); 4] = [
            (b"", "line 1: 0 lines in all: expected 2, one per game"),
            (b"2\n\n-1\n", "line 2: an empty line: expected a number"),
            (b"\x1b[2J\n-1\n", "line 1: '\\x1b[2J' is not an integer"),
            (
                b"2 UU x\n-1\n",
                "line 1: 'x' after the moves: a line is `K` or `K MOVES`",
            ),
        ];
        for (text, want) in cases {
            assert_eq!(read_claims(text, 2).unwrap_err().to_string(), want);
        }
    }
}
