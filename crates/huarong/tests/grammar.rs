//! The judge's format has one grammar and two readers: the strict
//! `validate_puzzle` and the lenient, fast `parse_puzzle`. On random puzzles
//! written strictly, then mutated byte by byte, whatever the strict reader
//! accepts the lenient one reads alike, and the faults of a number or a game
//! both find at one place, worded alike ([`agree::readers_agree`]).

#[path = "grammar/agree.rs"]
mod agree;

use huarong::{Board, ContestLimits, Game, Pos, validate_puzzle};
use proptest::prelude::*;

/// A puzzle as the generator draws it: the board's rows and the games'
/// 1-based coordinates, some off the board or on its fixed cells.
#[derive(Clone, Debug)]
struct Drawn {
    rows: Vec<Vec<bool>>,
    games: Vec<[usize; 6]>,
}

impl Drawn {
    /// In the judge's format, written strictly.
    fn text(&self) -> String {
        let (n, m) = (self.rows.len(), self.rows[0].len());
        let mut text = format!("{n} {m} {}\n", self.games.len());
        let line = |numbers: Vec<String>| numbers.join(" ") + "\n";
        for row in &self.rows {
            text += &line(row.iter().map(|&free| u8::from(free).to_string()).collect());
        }
        for game in &self.games {
            text += &line(game.iter().map(usize::to_string).collect());
        }
        text
    }

    /// Whether every game keeps the data's promises.
    fn valid(&self) -> bool {
        let (n, m) = (self.rows.len(), self.rows[0].len());
        let mut board = Board::new_fixed(n, m);
        for (r, row) in self.rows.iter().enumerate() {
            for (c, &free) in row.iter().enumerate() {
                board.set_free(Pos::new(r, c), free);
            }
        }
        let at = |r: usize, c: usize| {
            ((1..=n).contains(&r) && (1..=m).contains(&c)).then(|| Pos::new(r - 1, c - 1))
        };
        self.games.iter().all(|&[er, ec, sr, sc, tr, tc]| {
            let (Some(blank), Some(piece), Some(target)) = (at(er, ec), at(sr, sc), at(tr, tc))
            else {
                return false;
            };
            let game = Game {
                blank,
                piece,
                target,
            };
            game.check(&board).is_ok()
        })
    }
}

/// Boards up to 4 x 4, mostly 1-cells, and up to four games whose
/// coordinates are mostly on the board.
fn drawn() -> impl Strategy<Value = Drawn> {
    (1..=4usize, 1..=4usize).prop_flat_map(|(n, m)| {
        let cell = prop::bool::weighted(0.8);
        let rows = prop::collection::vec(prop::collection::vec(cell, m), n);
        let coordinate = |max: usize| prop_oneof![8 => 1..=max, 1 => 0..=max + 1];
        let game = (
            coordinate(n),
            coordinate(m),
            coordinate(n),
            coordinate(m),
            coordinate(n),
            coordinate(m),
        )
            .prop_map(|(a, b, c, d, e, f)| [a, b, c, d, e, f]);
        let games = prop::collection::vec(game, 0..=4);
        (rows, games).prop_map(|(rows, games)| Drawn { rows, games })
    })
}

/// One change to an input's bytes, at a place given as a fraction of its
/// length.
#[derive(Clone, Debug)]
enum Edit {
    Insert(f64, u8),
    Replace(f64, u8),
    Delete(f64),
    /// Copies a line after itself.
    DoubleLine(f64),
    Truncate(f64),
}

/// Bytes that matter to the grammar: separators, digits, signs, a letter,
/// the spaces only the lenient reader takes, a byte-order mark's first byte.
const BYTES: &[u8] = b" \n\r\t0123456789+-x\x0b\x0c\xef";

fn edit() -> impl Strategy<Value = Edit> {
    let byte = prop::sample::select(BYTES);
    prop_oneof![
        (0.0..=1.0, byte.clone()).prop_map(|(at, b)| Edit::Insert(at, b)),
        (0.0..=1.0, byte).prop_map(|(at, b)| Edit::Replace(at, b)),
        (0.0..=1.0).prop_map(Edit::Delete),
        (0.0..=1.0).prop_map(Edit::DoubleLine),
        (0.0..=1.0).prop_map(Edit::Truncate),
    ]
}

impl Edit {
    fn apply(&self, bytes: &mut Vec<u8>) {
        let at = |fraction: f64, len: usize| ((fraction * len as f64) as usize).min(len);
        match *self {
            Edit::Insert(f, b) => bytes.insert(at(f, bytes.len()), b),
            Edit::Replace(..) | Edit::Delete(_) if bytes.is_empty() => {}
            Edit::Replace(f, b) => {
                let i = at(f, bytes.len() - 1);
                bytes[i] = b;
            }
            Edit::Delete(f) => {
                bytes.remove(at(f, bytes.len() - 1));
            }
            Edit::DoubleLine(f) => {
                let i = at(f, bytes.len());
                let start = bytes[..i]
                    .iter()
                    .rposition(|&b| b == b'\n')
                    .map_or(0, |s| s + 1);
                let end = bytes[i..]
                    .iter()
                    .position(|&b| b == b'\n')
                    .map_or(bytes.len(), |e| i + e + 1);
                let line = bytes[start..end].to_vec();
                bytes.splice(end..end, line);
            }
            Edit::Truncate(f) => bytes.truncate(at(f, bytes.len())),
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Written strictly, a puzzle is accepted exactly when its games keep
    /// the promises, and both readers read it as the same puzzle.
    #[test]
    fn strict_puzzles_read_alike(drawn in drawn()) {
        let text = drawn.text();
        let strict = validate_puzzle(text.as_bytes(), &ContestLimits::NONE);
        prop_assert_eq!(strict.is_ok(), drawn.valid(), "{}", text);
        agree::readers_agree(text.as_bytes());
    }

    /// Mutated, whatever the strict reader still accepts the lenient one
    /// reads alike, and a number's fault is found at one place by both.
    #[test]
    fn mutated_puzzles_read_alike(drawn in drawn(), edits in prop::collection::vec(edit(), 1..=3)) {
        let mut bytes = drawn.text().into_bytes();
        for edit in &edits {
            edit.apply(&mut bytes);
        }
        agree::readers_agree(&bytes);
    }
}
