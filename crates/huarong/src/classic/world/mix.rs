//! A mix of pieces: how many generals of each shape and soldiers share the
//! 4 x 5 board with Cao Cao, the cells they leave blank (two at least).

use std::fmt;
use std::str::FromStr;

/// The most cells the pieces of a mix cover: the board's 20 less Cao Cao's
/// 4 and two blanks.
pub const MIX_CELLS: u32 = 14;

/// The pieces beside Cao Cao (2 x 2) on the 4 x 5 board: `verticals`
/// generals two rows tall (2 x 1), `horizontals` two columns wide (1 x 2)
/// and `soldiers` (1 x 1), covering at most 14 cells; the others (two at
/// least) are blank.
///
/// Written (and read) as counts each followed by its letter, `v`, `h` or
/// `s`, in any order, a missing letter counting zero: 横刀立马's mix is
/// `4v1h4s` (two blanks), `4v1h2s` the same with four blanks.
///
/// ```
/// use huarong::classic::Mix;
/// let mix: Mix = "4v 1h 4s".parse()?;
/// assert_eq!(mix, Mix::HENGDAO_LIMA);
/// assert_eq!(mix.to_string(), "4v1h4s");
/// assert_eq!("14s".parse::<Mix>()?.soldiers, 14);
/// assert_eq!("4v1h3s".parse::<Mix>()?.blanks(), 3);
/// assert!("4v1h5s".parse::<Mix>().is_err()); // 15 cells: one blank
/// assert_eq!(Mix::all().len(), 204);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Mix {
    /// Generals two rows tall and a column wide (2 x 1).
    pub verticals: u32,
    /// Generals a row tall and two columns wide (1 x 2).
    pub horizontals: u32,
    /// Soldiers (1 x 1).
    pub soldiers: u32,
}

impl Mix {
    /// 横刀立马's: four vertical generals, one horizontal (Guan Yu), four
    /// soldiers.
    pub const HENGDAO_LIMA: Mix = Mix {
        verticals: 4,
        horizontals: 1,
        soldiers: 4,
    };

    /// The mix of these counts, when they cover at most 14 cells.
    #[must_use]
    pub fn new(verticals: u32, horizontals: u32, soldiers: u32) -> Option<Mix> {
        let cells = verticals
            .checked_add(horizontals)?
            .checked_mul(2)?
            .checked_add(soldiers)?;
        (cells <= MIX_CELLS).then_some(Mix {
            verticals,
            horizontals,
            soldiers,
        })
    }

    /// Every mix, by generals (fewest first), then verticals, then
    /// soldiers (fewest first). One, seven vertical generals alone, has no
    /// layout.
    #[must_use]
    pub fn all() -> Vec<Mix> {
        (0..=MIX_CELLS / 2)
            .flat_map(|generals| {
                (0..=generals).flat_map(move |v| {
                    (0..=MIX_CELLS - 2 * generals).filter_map(move |s| Mix::new(v, generals - v, s))
                })
            })
            .collect()
    }

    /// The blank cells: those Cao Cao and the pieces leave.
    #[must_use]
    pub fn blanks(self) -> u32 {
        MIX_CELLS + 2 - 2 * (self.verticals + self.horizontals) - self.soldiers
    }

    /// The pieces beside Cao Cao.
    #[must_use]
    pub fn pieces(self) -> u32 {
        self.verticals + self.horizontals + self.soldiers
    }
}

impl fmt::Display for Mix {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}v{}h{}s",
            self.verticals, self.horizontals, self.soldiers
        )
    }
}

/// Text that names no mix.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "'{text}' is not a mix of pieces: {reason}; write counts of vertical generals, horizontal ones and soldiers, each followed by v, h or s, covering at most 14 cells (2 each general, 1 each soldier; the rest are blank), as 4v1h4s"
)]
pub struct MixError {
    /// The text read.
    pub text: String,
    /// What is wrong with it.
    pub reason: String,
}

impl FromStr for Mix {
    type Err = MixError;

    fn from_str(text: &str) -> Result<Mix, MixError> {
        let fail = |reason: String| MixError {
            text: text.to_owned(),
            reason,
        };
        let mut counts: [Option<u32>; 3] = [None; 3];
        let mut digits = String::new();
        for ch in text.chars().filter(|c| !c.is_whitespace()) {
            if ch.is_ascii_digit() {
                digits.push(ch);
                continue;
            }
            let slot = match ch.to_ascii_lowercase() {
                'v' => 0,
                'h' => 1,
                's' => 2,
                other => return Err(fail(format!("'{other}' is not v, h or s"))),
            };
            if digits.is_empty() {
                return Err(fail(format!("no count before '{ch}'")));
            }
            if counts[slot].is_some() {
                return Err(fail(format!("'{ch}' is given twice")));
            }
            let count = digits
                .parse()
                .map_err(|_| fail(format!("{digits} is too many")))?;
            counts[slot] = Some(count);
            digits.clear();
        }
        if !digits.is_empty() {
            return Err(fail(format!("{digits} is not followed by v, h or s")));
        }
        if counts.iter().all(Option::is_none) {
            return Err(fail("it names no piece".to_owned()));
        }
        let [v, h, s] = counts.map(|c| c.unwrap_or(0));
        Mix::new(v, h, s).ok_or_else(|| {
            let cells = 2 * (u64::from(v) + u64::from(h)) + u64::from(s);
            fail(format!(
                "its pieces cover {cells} cells, more than {MIX_CELLS}"
            ))
        })
    }
}
