//! The board families: their names and parameters, as `gen` and the tests
//! name them.

use std::fmt;
use std::str::FromStr;

/// A kind of board drawn by [`board`](super::board). Every family accepts any size (even 0 or
/// 1 rows or columns) and gives something sensible for it.
///
/// Names, for [`FromStr`] and [`Display`](fmt::Display): `random`, `open`, `maze`,
/// `braided`, `spiral`, `comb`, `ring`, `bumps`, `rooms`, `beads`, `links`,
/// `necklace`, `mixed`, `line`, `column`. The families with a parameter also
/// read and print it after a colon: `random:0.3`, `braided:0.05`
/// (probabilities), `bumps:2`, `rooms:3`, `beads:3`, `links:3` (sizes from 1
/// to 64; beads take at least 2, links at least 3); without it they take
/// [`Family::DEFAULT_FIXED`], [`Family::DEFAULT_KNOCK`],
/// [`Family::DEFAULT_BUMP`], [`Family::DEFAULT_ROOM`],
/// [`Family::DEFAULT_BEAD`] and [`Family::DEFAULT_LINK`].
///
/// ```
/// use huarong::generate::Family;
/// assert_eq!("maze".parse::<Family>().unwrap(), Family::PerfectMaze);
/// assert_eq!("random:0.4".parse::<Family>().unwrap(), Family::Random { fixed: 0.4 });
/// assert_eq!(Family::BraidedMaze { knock: 0.1 }.to_string(), "braided:0.1");
/// assert!("hexagons".parse::<Family>().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Family {
    /// Each cell fixed independently with probability `fixed` (see [`random_board`](super::random_board)).
    /// Near 0.4 the free cells are close to percolating: long thin passages.
    Random {
        /// Probability that a cell is fixed, 0 to 1.
        fixed: f64,
    },
    /// Every cell movable.
    Open,
    /// A perfect maze (a spanning tree, drawn by a randomised depth-first search):
    /// rooms at (even row, even column), walls fixed between them and at every
    /// (odd, odd) cell, so every free cell is a width-1 corridor and every
    /// corridor cell of degree 2 or more is a cut vertex. With an even number of
    /// rows (columns) the last row (column) has no rooms; each of its cells
    /// beside a room is a one-cell dead end with probability 1/2.
    PerfectMaze,
    /// A [`Family::PerfectMaze`] with each remaining wall between two rooms knocked
    /// out with probability `knock`, so corridors form cycles.
    BraidedMaze {
        /// Probability that a wall between two rooms is removed, 0 to 1.
        knock: f64,
    },
    /// One width-1 corridor winding from a corner inwards in a spiral, its turns
    /// one fixed cell apart (a single path: every piece move is a long detour or
    /// impossible). Randomly mirrored.
    Spiral,
    /// A fully free spine row (at a random height) with width-1 teeth up and down
    /// from every second column, each between half and all of the way to the edge:
    /// a tree.
    Comb,
    /// One long width-1 cycle snaking through the board in runs one or two cells
    /// apart and closing along one side, with small square bumps (two cells
    /// beside two consecutive ring cells) where there is room, so some ring cells
    /// have degree 3. Every way round a ring cell is the whole ring: the worst
    /// case for around-cost searches. Randomly transposed and mirrored. A board
    /// one cell thick is a full line, and a board two cells thick is fully free
    /// (its border is the ring).
    SnakingRing,
    /// One width-1 corridor snaking through the board in runs two fixed rows
    /// apart, closed into one cycle along the left edge, with a bump of
    /// `width` cells side by side under the corridor every `width + 1`
    /// columns: a long cycle of small 2-connected pieces (each bump with the
    /// corridor cells above it) with too many junctions for a skeleton.
    /// Randomly transposed and mirrored; small boards become a
    /// [`Family::SnakingRing`].
    Bumps {
        /// Cells side by side in each bump, at least 1.
        width: usize,
    },
    /// Rooms of `size x size` free cells one fixed cell apart, in rows;
    /// neighbouring rooms in a row joined by a one-cell door in the middle of
    /// their common wall, the rows snaking from one end to the other, and the
    /// last row leading back to the first through a two-cell-wide lane along
    /// the left edge: a long cycle of rooms. Randomly transposed and mirrored;
    /// boards with room for fewer than two rows of two rooms become a
    /// [`Family::SnakingRing`].
    Rooms {
        /// A room's side, at least 1.
        size: usize,
    },
    /// A snaking width-1 ring whose corridor runs through blocks of `width`
    /// columns that stand alternately below and above it, each sharing its
    /// last column with the next: a long cycle of small blocks joined at
    /// single cells, with every corridor step inside a block, so that no two
    /// steps lie in series. Randomly transposed and mirrored; small boards
    /// become a [`Family::SnakingRing`].
    Beads {
        /// Columns in each block, at least 2.
        width: usize,
    },
    /// A snaking width-1 ring with hollow rectangles of `width` columns and
    /// three rows standing alternately below and above it, their bases on the
    /// corridor, each sharing one corridor cell with the next: a long cycle
    /// of pieces that are each two parallel paths (bonds of two runs), with
    /// now and then a stretch of bare corridor between two pieces. Randomly
    /// transposed and mirrored; small boards become a [`Family::SnakingRing`].
    Links {
        /// Columns in each link, at least 3.
        width: usize,
    },
    /// A [`Family::Links`] whose links are five rows high and eleven columns
    /// wide, the far side of each a string of small links of its own: a long
    /// cycle of pieces that are themselves cycles of pieces.
    Necklace,
    /// Random series, parallel and rigid compositions of small pieces on a
    /// snaking ring: links and necklace beads of random widths, solid blocks,
    /// blocks with random holes, and stretches of bare corridor, for the
    /// property tests of the around-cost tiers.
    Mixed,
    /// A single fully free row: `1 x cols` (the `rows` argument is ignored).
    Line,
    /// A single fully free column: `rows x 1` (the `cols` argument is ignored).
    Column,
}

impl Family {
    /// The fixed-cell probability `random` means without a parameter.
    pub const DEFAULT_FIXED: f64 = 0.3;

    /// The knock-out probability `braided` means without a parameter.
    pub const DEFAULT_KNOCK: f64 = 0.05;

    /// The bump width `bumps` means without a parameter.
    pub const DEFAULT_BUMP: usize = 2;

    /// The room side `rooms` means without a parameter.
    pub const DEFAULT_ROOM: usize = 3;

    /// The block width `beads` means without a parameter.
    pub const DEFAULT_BEAD: usize = 3;

    /// The link width `links` means without a parameter.
    pub const DEFAULT_LINK: usize = 3;

    /// The families made of long cycles of small 2-connected pieces, which
    /// the SPQR tree of the around-cost tiers serves, with the parameters
    /// the tests draw them with.
    pub const RINGS_OF_PIECES: [Family; 10] = [
        Family::Bumps { width: 1 },
        Family::Bumps { width: 2 },
        Family::Rooms { size: 2 },
        Family::Rooms { size: 3 },
        Family::Beads { width: 2 },
        Family::Beads { width: 3 },
        Family::Links { width: 3 },
        Family::Links { width: 5 },
        Family::Necklace,
        Family::Mixed,
    ];

    /// Every family with its defaults, then the rings of pieces with other
    /// parameters: every shape the around-cost tiers meet.
    #[cfg(test)]
    pub(crate) fn every_shape() -> impl Iterator<Item = Family> {
        Family::ALL.into_iter().chain(Family::RINGS_OF_PIECES)
    }

    /// The families made of corridors (cut vertices, long detours, few
    /// junctions), a braided maze with a tenth of its walls knocked out: what
    /// the skeleton and around-cost tests run on.
    pub const CORRIDORS: [Family; 5] = [
        Family::PerfectMaze,
        Family::BraidedMaze { knock: 0.1 },
        Family::Spiral,
        Family::Comb,
        Family::SnakingRing,
    ];

    /// Every family, with the default parameters, in the order of [`Family::NAMES`].
    pub const ALL: [Family; 15] = [
        Family::Random {
            fixed: Family::DEFAULT_FIXED,
        },
        Family::Open,
        Family::PerfectMaze,
        Family::BraidedMaze {
            knock: Family::DEFAULT_KNOCK,
        },
        Family::Spiral,
        Family::Comb,
        Family::SnakingRing,
        Family::Bumps {
            width: Family::DEFAULT_BUMP,
        },
        Family::Rooms {
            size: Family::DEFAULT_ROOM,
        },
        Family::Beads {
            width: Family::DEFAULT_BEAD,
        },
        Family::Links {
            width: Family::DEFAULT_LINK,
        },
        Family::Necklace,
        Family::Mixed,
        Family::Line,
        Family::Column,
    ];

    /// The families' names, as [`FromStr`] reads them.
    pub const NAMES: [&'static str; 15] = [
        "random", "open", "maze", "braided", "spiral", "comb", "ring", "bumps", "rooms", "beads",
        "links", "necklace", "mixed", "line", "column",
    ];

    /// The family's name, without its parameter.
    ///
    /// ```
    /// use huarong::generate::Family;
    /// assert_eq!(Family::SnakingRing.name(), "ring");
    /// ```
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Family::Random { .. } => "random",
            Family::Open => "open",
            Family::PerfectMaze => "maze",
            Family::BraidedMaze { .. } => "braided",
            Family::Spiral => "spiral",
            Family::Comb => "comb",
            Family::SnakingRing => "ring",
            Family::Bumps { .. } => "bumps",
            Family::Rooms { .. } => "rooms",
            Family::Beads { .. } => "beads",
            Family::Links { .. } => "links",
            Family::Necklace => "necklace",
            Family::Mixed => "mixed",
            Family::Line => "line",
            Family::Column => "column",
        }
    }

    /// The `(rows, cols)` of the board [`board`](super::board) draws when asked for
    /// `rows x cols`: the same, except for [`Family::Line`] and [`Family::Column`].
    ///
    /// ```
    /// use huarong::generate::Family;
    /// assert_eq!(Family::Line.shape(5, 7), (1, 7));
    /// assert_eq!(Family::Column.shape(5, 7), (5, 1));
    /// assert_eq!(Family::Comb.shape(5, 7), (5, 7));
    /// ```
    #[must_use]
    pub fn shape(self, rows: usize, cols: usize) -> (usize, usize) {
        match self {
            Family::Line => (1, cols),
            Family::Column => (rows, 1),
            _ => (rows, cols),
        }
    }
}

impl fmt::Display for Family {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Family::Random { fixed } => write!(f, "random:{fixed}"),
            Family::BraidedMaze { knock } => write!(f, "braided:{knock}"),
            Family::Bumps { width } => write!(f, "bumps:{width}"),
            Family::Rooms { size } => write!(f, "rooms:{size}"),
            Family::Beads { width } => write!(f, "beads:{width}"),
            Family::Links { width } => write!(f, "links:{width}"),
            other => f.write_str(other.name()),
        }
    }
}

/// A family name that [`Family`]'s [`FromStr`] does not accept.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ParseFamilyError(String);

/// The parameter `param` of the family `text`, read as a `T` within `range`
/// (a `what`), or `default` when there is none.
fn parameter<T: FromStr + PartialOrd + fmt::Display>(
    text: &str,
    param: Option<&str>,
    default: T,
    range: std::ops::RangeInclusive<T>,
    what: &str,
) -> Result<T, ParseFamilyError> {
    let Some(param) = param else {
        return Ok(default);
    };
    match param.parse::<T>() {
        Ok(value) if range.contains(&value) => Ok(value),
        _ => Err(ParseFamilyError(format!(
            "'{param}' in '{text}' is not a {what} from {} to {}",
            range.start(),
            range.end()
        ))),
    }
}

impl FromStr for Family {
    type Err = ParseFamilyError;

    fn from_str(text: &str) -> Result<Family, ParseFamilyError> {
        let (name, param) = match text.split_once(':') {
            Some((name, param)) => (name, Some(param)),
            None => (text, None),
        };
        let probability = |default: f64| parameter(text, param, default, 0.0..=1.0, "probability");
        let side = |default: usize| parameter(text, param, default, 1..=64, "size");
        let family = match name {
            "bumps" => Family::Bumps {
                width: side(Family::DEFAULT_BUMP)?,
            },
            "rooms" => Family::Rooms {
                size: side(Family::DEFAULT_ROOM)?,
            },
            "beads" => Family::Beads {
                width: side(Family::DEFAULT_BEAD)?.max(2),
            },
            "links" => Family::Links {
                width: side(Family::DEFAULT_LINK)?.max(3),
            },
            "random" => Family::Random {
                fixed: probability(Family::DEFAULT_FIXED)?,
            },
            "braided" => Family::BraidedMaze {
                knock: probability(Family::DEFAULT_KNOCK)?,
            },
            _ => {
                let found = Family::ALL.into_iter().find(|f| f.name() == name);
                match found {
                    Some(family) if param.is_none() => family,
                    Some(_) => {
                        return Err(ParseFamilyError(format!(
                            "the board family '{name}' takes no parameter (got '{text}')"
                        )));
                    }
                    None => {
                        return Err(ParseFamilyError(format!(
                            "unknown board family '{name}': expected one of {}",
                            Family::NAMES.join(", ")
                        )));
                    }
                }
            }
        };
        Ok(family)
    }
}
