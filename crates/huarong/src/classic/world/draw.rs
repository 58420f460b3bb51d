//! A layout of any difficulty: one drawn uniformly among a mix's layouts
//! whose optimum lies in a range, by a seeded generator of its own (the
//! same seed gives the same layout on every platform and every version of
//! the dependencies), and the layout of a day.

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

use crate::classic::error::ClassicSolveError;
use crate::classic::metric::Metric;
use crate::classic::named::parse_by_name;
use crate::classic::puzzle::ClassicPuzzle;
use crate::classic::world::distances::{Table, UNREACHABLE};
use crate::classic::world::grid::Grid;
use crate::classic::world::mix::Mix;
use crate::classic::world::rank::Ranking;
use crate::split_mix::SplitMix64;

/// Every layout's optimum for one mix in one metric: the table a draw
/// picks from, and where a layout of the mix looks its optimum up.
///
/// ```
/// use huarong::classic::{Famous, Metric, Mix, Optima};
/// let optima = Optima::compute(Mix::HENGDAO_LIMA, Metric::Piece)?;
/// assert_eq!(optima.layouts(), 65_880);
/// let hengdao = Famous::find("hengdao-lima").unwrap().puzzle();
/// assert_eq!(optima.optimum(&hengdao), Some(Some(81)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Optima {
    table: Table,
}

impl Optima {
    /// The bytes [`Optima::compute`] holds for `mix`.
    #[must_use]
    pub fn bytes(mix: Mix) -> u64 {
        Table::bytes(&Ranking::new(mix))
    }

    /// Every layout's optimum for `mix` in `metric`, on all threads (with
    /// the `parallel` feature). 横刀立马's mix takes a few milliseconds.
    ///
    /// # Errors
    /// [`ClassicSolveError::TooDeep`] if an optimum passed 253 (none does on
    /// this board).
    pub fn compute(mix: Mix, metric: Metric) -> Result<Optima, ClassicSolveError> {
        Ok(Optima {
            table: Table::compute(Ranking::new(mix), metric, true)?,
        })
    }

    /// The mix.
    #[must_use]
    pub fn mix(&self) -> Mix {
        self.table.mix()
    }

    /// The metric.
    #[must_use]
    pub fn metric(&self) -> Metric {
        self.table.metric
    }

    /// How many layouts the mix has.
    #[must_use]
    pub fn layouts(&self) -> u64 {
        self.table.distance.len() as u64
    }

    /// `puzzle`'s optimum (`Some(None)`: the goal cannot be reached), or
    /// `None` when it is no layout of this mix.
    #[must_use]
    pub fn optimum(&self, puzzle: &ClassicPuzzle) -> Option<Option<usize>> {
        let grid = Grid::of(puzzle)?;
        if grid.mix() != self.mix() {
            return None;
        }
        let d = self.table.distance[self.table.ranking.rank(&grid) as usize];
        Some((d != UNREACHABLE).then_some(usize::from(d)))
    }

    /// How many layouts have each optimum: index `n`, optimum `n`;
    /// those that cannot reach the goal are not counted.
    #[must_use]
    pub fn histogram(&self) -> Vec<u64> {
        let mut counts = vec![0u64; 256];
        for &d in &self.table.distance {
            counts[usize::from(d)] += 1;
        }
        counts.truncate(usize::from(UNREACHABLE));
        while counts.last() == Some(&0) {
            counts.pop();
        }
        counts
    }

    /// How many layouts have an optimum in `band`.
    #[must_use]
    pub fn count(&self, band: Band) -> u64 {
        self.table
            .distance
            .iter()
            .filter(|&&d| band.holds(d))
            .count() as u64
    }

    /// A layout drawn uniformly among those whose optimum lies in `band`,
    /// by `seed`, with its optimum; `None` when there is none.
    ///
    /// ```
    /// use huarong::classic::{Band, Metric, Mix, Optima};
    /// let optima = Optima::compute(Mix::HENGDAO_LIMA, Metric::Piece)?;
    /// let band: Band = "50..60".parse()?;
    /// let (puzzle, optimum) = optima.draw(band, 7).unwrap();
    /// assert!((50..=60).contains(&optimum));
    /// assert_eq!(optima.optimum(&puzzle), Some(Some(optimum)));
    /// assert_eq!(optima.draw(band, 7).unwrap().0, puzzle);
    /// assert!(optima.draw("500..".parse()?, 7).is_none());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn draw(&self, band: Band, seed: u64) -> Option<(ClassicPuzzle, usize)> {
        let count = self.count(band);
        if count == 0 {
            return None;
        }
        let pick = SplitMix64::new(seed).below(count);
        let (rank, &d) = self
            .table
            .distance
            .iter()
            .enumerate()
            .filter(|&(_, &d)| band.holds(d))
            .nth(usize::try_from(pick).ok()?)?;
        Some((
            self.table.ranking.unrank(rank as u32).puzzle(),
            usize::from(d),
        ))
    }
}

/// How hard a layout of 横刀立马's mix is: a band of its optimum, cut from
/// the distribution of that mix's optima (1 to 93 moves in the piece
/// count, 1 to 126 in the cell count).
///
/// ```
/// use huarong::classic::{Difficulty, Metric};
/// let hard: Difficulty = "hard".parse()?;
/// assert_eq!(hard.band(Metric::Piece).to_string(), "55..79");
/// # Ok::<(), huarong::classic::UnknownDifficulty>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Difficulty {
    /// 10 to 29 moves in the piece count (13 to 39 in the cell count).
    Easy,
    /// 30 to 54 (40 to 74).
    Medium,
    /// 55 to 79 (75 to 104): 横刀立马's 81 just beyond.
    Hard,
    /// 80 and more (105 and more), up to the mix's hardest, 93 (126).
    Expert,
}

impl Difficulty {
    /// Every difficulty, the easiest first.
    pub const ALL: [Difficulty; 4] = [
        Difficulty::Easy,
        Difficulty::Medium,
        Difficulty::Hard,
        Difficulty::Expert,
    ];

    /// Its name: `easy`, `medium`, `hard` or `expert`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
            Difficulty::Expert => "expert",
        }
    }

    /// Its band of optima in `metric`.
    #[must_use]
    pub fn band(self, metric: Metric) -> Band {
        let (piece, cell) = match self {
            Difficulty::Easy => (10..=29, 13..=39),
            Difficulty::Medium => (30..=54, 40..=74),
            Difficulty::Hard => (55..=79, 75..=104),
            Difficulty::Expert => (80..=usize::MAX, 105..=usize::MAX),
        };
        Band::new(match metric {
            Metric::Piece => piece,
            Metric::Cell => cell,
        })
    }
}

parse_by_name!(
    /// A name that is no difficulty's.
    Difficulty,
    UnknownDifficulty,
    "'{0}' is not a difficulty: expected easy, medium, hard or expert"
);

/// A range of optima, `min..=max`.
///
/// Written `A..B` (both included), `A..` (from A on), `..B` (up to B), or
/// `A` (exactly A).
///
/// ```
/// use huarong::classic::Band;
/// let band: Band = "40..60".parse()?;
/// assert_eq!((band.min, band.max), (40, 60));
/// assert_eq!("40".parse::<Band>()?, Band { min: 40, max: 40 });
/// assert_eq!("90..".parse::<Band>()?.max, Band::ANY.max);
/// assert!("60..40".parse::<Band>().is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Band {
    /// The least optimum.
    pub min: usize,
    /// The greatest optimum.
    pub max: usize,
}

impl Band {
    /// Every layout not already solved: optimum 1 and more.
    pub const ANY: Band = Band {
        min: 1,
        max: usize::MAX,
    };

    /// The band `range`.
    #[must_use]
    pub fn new(range: RangeInclusive<usize>) -> Band {
        Band {
            min: *range.start(),
            max: *range.end(),
        }
    }

    /// Whether a layout at distance `d` lies in the band.
    fn holds(self, d: u8) -> bool {
        d != UNREACHABLE && (self.min..=self.max).contains(&usize::from(d))
    }
}

impl fmt::Display for Band {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.max == usize::MAX {
            write!(f, "{}..", self.min)
        } else {
            write!(f, "{}..{}", self.min, self.max)
        }
    }
}

/// Text that names no band of optima.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a range of optima: write A..B (both included, A at most B), A.., ..B or A")]
pub struct BandError(pub String);

impl FromStr for Band {
    type Err = BandError;

    fn from_str(text: &str) -> Result<Band, BandError> {
        let fail = || BandError(text.to_owned());
        let number = |s: &str| s.trim().parse::<usize>().map_err(|_| fail());
        let band = match text.split_once("..") {
            None => {
                let n = number(text)?;
                Band { min: n, max: n }
            }
            Some((min, max)) => Band {
                min: if min.trim().is_empty() {
                    0
                } else {
                    number(min)?
                },
                max: if max.trim().is_empty() {
                    usize::MAX
                } else {
                    number(max.trim_start_matches('='))?
                },
            },
        };
        if band.min > band.max {
            return Err(fail());
        }
        Ok(band)
    }
}

impl Optima {
    /// The layout of the day `year`-`month`-`day`, the same for everyone
    /// that day: drawn among the [`Difficulty::Hard`] layouts by
    /// [`daily_seed`].
    ///
    /// ```
    /// use huarong::classic::{Metric, Mix, Optima};
    /// let optima = Optima::compute(Mix::HENGDAO_LIMA, Metric::Piece)?;
    /// let (today, optimum) = optima.daily(2026, 12, 7).unwrap();
    /// assert!((55..=79).contains(&optimum));
    /// assert_eq!(optima.daily(2026, 12, 7).unwrap().0, today);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn daily(&self, year: u32, month: u32, day: u32) -> Option<(ClassicPuzzle, usize)> {
        self.draw(
            Difficulty::Hard.band(self.metric()),
            daily_seed(year, month, day),
        )
    }
}

/// The seed of the layout of the day `year`-`month`-`day`: the date read
/// as the number `YYYYMMDD`, so that everyone gets the same layout that
/// day.
///
/// ```
/// assert_eq!(huarong::classic::daily_seed(2026, 12, 7), 20_261_207);
/// ```
#[must_use]
pub fn daily_seed(year: u32, month: u32, day: u32) -> u64 {
    u64::from(year) * 10_000 + u64::from(month) * 100 + u64::from(day)
}
