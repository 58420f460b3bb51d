//! The four directions of the grid.

/// A direction on the board: the side of a cell, or the way the blank moves.
///
/// `Up` is row − 1, `Down` row + 1, `Left` column − 1, `Right` column + 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Dir {
    /// Row − 1.
    Up = 0,
    /// Row + 1.
    Down = 1,
    /// Column − 1.
    Left = 2,
    /// Column + 1.
    Right = 3,
}

impl Dir {
    /// All four directions, in index order.
    pub const ALL: [Dir; 4] = [Dir::Up, Dir::Down, Dir::Left, Dir::Right];

    /// The direction as a word: `up`, `down`, `left` or `right`.
    ///
    /// ```
    /// assert_eq!(huarong::Dir::Left.word(), "left");
    /// ```
    #[must_use]
    pub fn word(self) -> &'static str {
        match self {
            Dir::Up => "up",
            Dir::Down => "down",
            Dir::Left => "left",
            Dir::Right => "right",
        }
    }

    /// The direction with index `i` (0..4), as returned by [`Dir::index`].
    ///
    /// # Panics
    /// When `i >= 4`.
    #[must_use]
    pub fn from_index(i: usize) -> Dir {
        Dir::ALL[i]
    }

    /// This direction's index, 0..4.
    #[must_use]
    pub fn index(self) -> usize {
        self as usize
    }

    /// The opposite direction.
    ///
    /// ```
    /// use huarong::Dir;
    /// assert_eq!(Dir::Up.opposite(), Dir::Down);
    /// assert_eq!(Dir::Right.opposite(), Dir::Left);
    /// ```
    #[must_use]
    pub fn opposite(self) -> Dir {
        Dir::from_index(self.index() ^ 1)
    }

    /// Whether the two directions lie on the same axis (equal or opposite).
    #[must_use]
    pub fn same_axis(self, other: Dir) -> bool {
        (self.index() >> 1) == (other.index() >> 1)
    }

    /// The change in (row, column) of one step in this direction.
    #[must_use]
    pub fn delta(self) -> (isize, isize) {
        match self {
            Dir::Up => (-1, 0),
            Dir::Down => (1, 0),
            Dir::Left => (0, -1),
            Dir::Right => (0, 1),
        }
    }

    /// The letter used in move strings: `U`, `D`, `L` or `R`.
    #[must_use]
    pub fn letter(self) -> char {
        ['U', 'D', 'L', 'R'][self.index()]
    }
}
