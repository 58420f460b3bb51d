//! What one move is: a piece's whole slide, or one cell of it.

use std::fmt;

use crate::classic::named::parse_by_name;

/// How moves are counted.
///
/// ```
/// use huarong::classic::Metric;
/// assert_eq!("cell".parse::<Metric>(), Ok(Metric::Cell));
/// assert_eq!(Metric::Piece.to_string(), "piece");
/// assert_eq!(Metric::default(), Metric::Piece);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Metric {
    /// One piece moves any distance along any path through the blanks:
    /// one move. The count behind 横刀立马's famous 81.
    #[default]
    Piece,
    /// One piece moves one cell: one move.
    Cell,
}

impl Metric {
    /// Both metrics, the default first.
    pub const ALL: [Metric; 2] = [Metric::Piece, Metric::Cell];

    /// The metric's name: `piece` or `cell`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Metric::Piece => "piece",
            Metric::Cell => "cell",
        }
    }
}

impl fmt::Display for Metric {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

parse_by_name!(
    /// A name that is no metric's.
    Metric,
    UnknownMetric,
    "'{0}' is not a metric: expected `piece` or `cell`"
);
