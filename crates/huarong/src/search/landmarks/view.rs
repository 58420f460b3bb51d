//! A landmark table read as distances of one width, and the bound it gives
//! on the way to a goal.

use super::distance::Distance;
use crate::graph::state::Branch;

/// The most landmarks a table holds.
pub(super) const MOST_LANDMARKS: usize = 16;

/// The landmarks' view of one goal: per landmark, the least of
/// `d(L, exit) + rest` and the greatest of `d(L, exit) - rest` over the goal's
/// exits, both clamped to `0..=FAR` (or 0 and [`FAR`] for landmarks that
/// cannot see every exit, which bound nothing).
///
/// Clamping only weakens the bound, which stays consistent: it is still a
/// constant less a distance, or a distance less a constant. So does [`FAR`]
/// for a distance too large for the table, which is then taken as [`FAR`];
/// states that no landmark seeing the goal reaches are never searched (they
/// cannot reach the goal).
#[derive(Clone, Copy, Debug)]
pub(crate) struct GoalBounds<T> {
    lowest: [T; MOST_LANDMARKS],
    highest: [T; MOST_LANDMARKS],
}

/// A landmark table read as distances of type `T`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct View<'a, T> {
    /// Number of landmarks.
    pub(super) count: usize,
    /// Per branch number, per landmark.
    pub(super) dist: &'a [T],
}

impl<T: Distance> View<'_, T> {
    /// The landmarks' summary of a goal given by its exits (branch number,
    /// cost still to pay there).
    #[must_use]
    pub(crate) fn goal_bounds(&self, exits: &[(Branch, u64)]) -> GoalBounds<T> {
        let mut goal = GoalBounds {
            lowest: [T::ZERO; MOST_LANDMARKS],
            highest: [T::FAR; MOST_LANDMARKS],
        };
        if exits.is_empty() {
            return goal;
        }
        for landmark in 0..self.count {
            let mut lowest = T::FAR;
            let mut highest = T::ZERO;
            let mut sees = true;
            for &(u, rest) in exits {
                let d = self.dist[u.index() * self.count + landmark];
                if d == T::FAR {
                    sees = false;
                    break;
                }
                let rest = T::from_u64(rest);
                lowest = lowest.min(d.plus(rest));
                highest = highest.max(d.minus(rest).max(T::ZERO));
            }
            if sees {
                goal.lowest[landmark] = lowest;
                goal.highest[landmark] = highest;
            }
        }
        goal
    }

    /// A lower bound on the distance from the branch state numbered `b` to the
    /// goal that `goal` describes: by the triangle inequality through each
    /// landmark.
    #[must_use]
    #[inline]
    pub(crate) fn bound(&self, goal: &GoalBounds<T>, b: Branch) -> u64 {
        let mut best = T::ZERO;
        if self.count == 4 {
            // The usual count (for 100 to 199 games): one group of four, which
            // the compiler compares at once.
            let row: [T; 4] = self.dist[b.index() * 4..][..4]
                .try_into()
                .expect("four columns");
            let lowest = &goal.lowest[..4];
            for ((&d, &lowest), &highest) in row.iter().zip(lowest).zip(&goal.highest[..4]) {
                best = best.max(lowest - d).max(d - highest);
            }
        } else {
            let row = &self.dist[b.index() * self.count..][..self.count];
            for ((&d, &lowest), &highest) in row.iter().zip(&goal.lowest).zip(&goal.highest) {
                best = best.max(lowest - d).max(d - highest);
            }
        }
        // Every term above lies in -FAR..=FAR, and best >= 0.
        best.to_u64()
    }
}
