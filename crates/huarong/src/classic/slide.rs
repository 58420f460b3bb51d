//! A piece's shortest slide to a cell: the move a player means by picking a
//! piece and then a free cell (one move in the piece count, however it
//! turns).

use std::collections::{HashMap, VecDeque};

use crate::classic::moves::ClassicMove;
use crate::classic::puzzle::{ClassicPuzzle, Piece};
use crate::input::cell::Pos;
use crate::input::dir::Dir;

impl ClassicPuzzle {
    /// The shortest move of piece `name` alone (its other pieces standing)
    /// after which it covers the cell at `target`: the fewest steps, the
    /// first in the order up, down, left, right at each step among equals.
    /// `None` when there is no such piece, it covers `target` already, or it
    /// cannot get there.
    ///
    /// ```
    /// use huarong::Pos;
    /// use huarong::classic::ClassicPuzzle;
    /// let puzzle = ClassicPuzzle::parse("A.#\n...\ngoal A 2 3\n")?;
    /// let slide = puzzle.slide_to('A', Pos::new(1, 2)).unwrap();
    /// assert_eq!(slide.to_string(), "A DRR");
    /// assert!(puzzle.apply(&slide)?.is_solved());
    /// assert_eq!(puzzle.slide_to('A', Pos::new(0, 2)), None); // a wall
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn slide_to(&self, name: char, target: Pos) -> Option<ClassicMove> {
        let start = *self.piece(name)?;
        if start.covers(target) {
            return None;
        }
        let free = |cell: Pos, piece: &Piece| {
            !self.is_wall(cell) && self.piece_at(cell).is_none_or(|p| p.name == piece.name)
        };
        // Each place the piece reached: the step that brought it there.
        let mut came: HashMap<Pos, Option<Dir>> = HashMap::from([(start.pos, None)]);
        let mut queue = VecDeque::from([start]);
        while let Some(piece) = queue.pop_front() {
            if piece.covers(target) {
                let mut steps = Vec::new();
                let mut at = piece.pos;
                while let Some(dir) = came[&at] {
                    steps.push(dir);
                    let (dr, dc) = dir.opposite().delta();
                    at = Pos::new(
                        at.row().wrapping_add_signed(dr),
                        at.col().wrapping_add_signed(dc),
                    );
                }
                steps.reverse();
                return Some(ClassicMove { piece: name, steps });
            }
            for dir in Dir::ALL {
                let Some(next) = self.stepped(&piece, dir) else {
                    continue;
                };
                if !came.contains_key(&next.pos) && next.cells().all(|c| free(c, &piece)) {
                    came.insert(next.pos, Some(dir));
                    queue.push_back(next);
                }
            }
        }
        None
    }
}
