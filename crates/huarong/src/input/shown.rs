//! Input bytes as error messages show them: a token quoted safely, and the
//! offending line shortened around a caret. Hostile bytes never reach the
//! terminal raw, and a huge token or line never fills it.

use std::fmt;

/// The most characters of a token a message shows.
const SHOWN_CHARS: usize = 40;

/// The most characters an excerpt keeps before and after its caret.
const BEFORE_CARET: usize = 30;
const AFTER_CARET: usize = 40;

/// A token as a message shows it: at most 40 characters, then
/// an ellipsis; control characters and bytes that are not UTF-8 escaped as
/// `\x1b`, so a hostile input cannot write to the terminal through an error
/// message, nor fill it.
///
/// ```
/// use huarong::{parse_puzzle, InputLimits};
/// let err = parse_puzzle(b"1 2 1\n1 1\n1 1 1 \x1b[2J\xff 1 2\n", &InputLimits::default()).unwrap_err();
/// assert!(err.to_string().contains("'\\x1b[2J\\xff' is not an integer"));
/// let long = format!("1 1 {}", "9".repeat(1000));
/// let err = parse_puzzle(long.as_bytes(), &InputLimits::default()).unwrap_err();
/// assert!(err.to_string().len() < 200);
/// ```
///
/// Exported as [`printable`](crate::printable) for front ends that show
/// other programs' bytes the same way:
///
/// ```
/// assert_eq!(huarong::printable(b"a\xffb\x1b"), "a\\xffb\\x1b");
/// assert_eq!(huarong::printable("x".repeat(100).as_bytes()).chars().count(), 41);
/// ```
pub fn shown(token: &[u8]) -> String {
    let mut out = String::new();
    let mut pieces = pieces(token);
    for piece in pieces.by_ref().take(SHOWN_CHARS) {
        out.push_str(&piece);
    }
    if pieces.next().is_some() {
        out.push('…');
    }
    out
}

/// `bytes` as shown characters: each printable character as itself, each
/// control character and each byte that is not UTF-8 as `\xNN` escapes.
fn pieces(bytes: &[u8]) -> impl Iterator<Item = String> + '_ {
    bytes.utf8_chunks().flat_map(|chunk| {
        let valid = chunk.valid().chars().map(|c| {
            if c.is_control() || invisible(c) {
                let mut utf8 = [0; 4];
                let utf8 = c.encode_utf8(&mut utf8).bytes();
                utf8.map(|b| format!("\\x{b:02x}")).collect()
            } else {
                c.to_string()
            }
        });
        let invalid = chunk.invalid().iter().map(|b| format!("\\x{b:02x}"));
        valid.chain(invalid)
    })
}

/// Characters that show as nothing, or move what follows: a byte-order mark,
/// zero-width spaces and joiners, soft hyphens, and bidirectional controls.
/// A message shows them escaped, as it does control characters.
fn invisible(c: char) -> bool {
    matches!(
        c,
        '\u{ad}' | '\u{200b}'..='\u{200f}' | '\u{2028}'..='\u{202e}' | '\u{2060}'..='\u{2069}' | '\u{feff}'
    )
}

/// The line of an input where an error is, as a message shows it under the
/// error: escaped like [`shown`] tokens, shortened around the fault, with a
/// caret under it.
///
/// ```
/// use huarong::{parse_puzzle, InputLimits};
/// let err = parse_puzzle(b"2 2 1\n1 1\n1 x\n1 1 1 2 2 2\n", &InputLimits::default()).unwrap_err();
/// assert_eq!(err.excerpt.to_string(), "  3 | 1 x\n    |   ^");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Excerpt {
    /// The 1-based line number.
    pub line: usize,
    /// The line as shown: escaped, and cut to about 70 characters around the
    /// caret, with `…` where it was cut.
    pub text: String,
    /// The caret's place in `text`, in characters from its start.
    pub caret: usize,
}

impl Excerpt {
    /// The line of `input` that holds byte `offset`, with the caret there
    /// (just past the line's end when `offset` is at the end of the line or
    /// of the input).
    pub(crate) fn at(input: &[u8], offset: usize) -> Excerpt {
        let offset = offset.min(input.len());
        let (line, start) = line_of(input, offset);
        let end = input[offset..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(input.len(), |i| offset + i);
        let after = &input[offset..end];
        let after = after.strip_suffix(b"\r").unwrap_or(after);

        let before: Vec<String> = pieces(&input[start..offset]).collect();
        let kept_before = before.len().min(BEFORE_CARET);
        let mut text = String::new();
        let mut caret = 0;
        if kept_before < before.len() {
            text.push('…');
            caret += 1;
        }
        for piece in &before[before.len() - kept_before..] {
            text.push_str(piece);
            caret += piece.chars().count();
        }
        let mut after = pieces(after);
        for piece in after.by_ref().take(AFTER_CARET) {
            text.push_str(&piece);
        }
        if after.next().is_some() {
            text.push('…');
        }
        Excerpt { line, text, caret }
    }
}

/// The 1-based line of byte `offset` of `input`, and where that line
/// starts.
fn line_of(input: &[u8], offset: usize) -> (usize, usize) {
    let before = &input[..offset];
    let line = 1 + before.iter().filter(|&&b| b == b'\n').count();
    let start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    (line, start)
}

/// Where byte `offset` of `input` is, as messages name it: its 1-based line,
/// and its 1-based column in characters (UTF-8 continuation bytes start
/// none).
pub(crate) fn place(input: &[u8], offset: usize) -> (usize, usize) {
    let (line, start) = line_of(input, offset);
    let column = 1 + input[start..offset]
        .iter()
        .filter(|&&b| b & 0xC0 != 0x80)
        .count();
    (line, column)
}

impl fmt::Display for Excerpt {
    /// Two lines: the numbered line, then the caret under the fault.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let number = self.line.to_string();
        let gutter = number.len().max(3);
        writeln!(f, "{number:>gutter$} | {}", self.text)?;
        write!(f, "{:gutter$} | {:caret$}^", "", "", caret = self.caret)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_caret_sits_under_the_offset() {
        let input = b"3 4 1\n0 1 1\n";
        let excerpt = Excerpt::at(input, 10);
        assert_eq!(
            (excerpt.line, excerpt.text.as_str(), excerpt.caret),
            (2, "0 1 1", 4)
        );
        // At the end of a line: just past its last character.
        let end = Excerpt::at(input, 11);
        assert_eq!((end.line, end.caret), (2, 5));
        // At the end of the input: an empty line 3.
        let last = Excerpt::at(input, input.len());
        assert_eq!((last.line, last.text.as_str(), last.caret), (3, "", 0));
    }

    #[test]
    fn long_lines_are_cut_around_the_caret() {
        let line = "1 ".repeat(100);
        let excerpt = Excerpt::at(line.as_bytes(), 100);
        assert_eq!(excerpt.caret, 1 + BEFORE_CARET);
        assert_eq!(
            excerpt.text.chars().count(),
            1 + BEFORE_CARET + AFTER_CARET + 1
        );
        assert!(excerpt.text.starts_with('…') && excerpt.text.ends_with('…'));
        assert_eq!(excerpt.text.chars().nth(excerpt.caret), Some('1'));
    }

    #[test]
    fn invisible_characters_are_escaped() {
        let excerpt = Excerpt::at("\u{feff}3 4\u{200b}2\n".as_bytes(), 0);
        assert_eq!(excerpt.text, "\\xef\\xbb\\xbf3 4\\xe2\\x80\\x8b2");
        assert_eq!(excerpt.caret, 0);
    }

    #[test]
    fn hostile_bytes_are_escaped_and_the_caret_follows() {
        let excerpt = Excerpt::at(b"\x1b[2J\xff x\r\n", 6);
        assert_eq!(excerpt.text, "\\x1b[2J\\xff x");
        assert_eq!(excerpt.text.chars().nth(excerpt.caret), Some('x'));
        assert_eq!(
            excerpt.to_string(),
            "  1 | \\x1b[2J\\xff x\n    |             ^"
        );
    }
}
