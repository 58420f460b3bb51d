//! What one move is: a piece's whole slide, or one cell of it.

use std::fmt;
use std::str::FromStr;

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

/// A name that is no metric's.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a metric: expected `piece` or `cell`")]
pub struct UnknownMetric(pub String);

impl FromStr for Metric {
    type Err = UnknownMetric;

    fn from_str(name: &str) -> Result<Metric, UnknownMetric> {
        Metric::ALL
            .into_iter()
            .find(|m| m.name() == name)
            .ok_or_else(|| UnknownMetric(name.to_owned()))
    }
}
